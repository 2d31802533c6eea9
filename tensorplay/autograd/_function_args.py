"""How `Function.apply`'s arguments are read: keyword arguments (and, in the combined style,
defaults) of `forward` bound into the positional ones, and the transform that owns an argument."""

from __future__ import annotations

import functools
import inspect

from ..core.interpreters import owner


@functools.cache
def _signature(forward):
    try:
        return inspect.signature(forward)
    except (TypeError, ValueError):
        return None


def _bind_default_args(cls, args: tuple, kwargs: dict) -> tuple:
    """Bind keyword arguments and defaults of `forward` into the positional arguments."""
    sig = _signature(cls.forward)
    if sig is None:
        return args, kwargs
    bound = sig.bind(*args, **kwargs)
    bound.apply_defaults()
    return tuple(bound.args), dict(bound.kwargs)


def _bind_legacy_kwargs(cls, args: tuple, kwargs: dict) -> tuple:
    """Keyword arguments of a legacy-style `forward(ctx, ...)` become inputs at their position in
    the signature (defaults not applied), as in PyTorch: each needs a gradient slot in `backward`
    and a tensor among them is differentiated."""
    sig = _signature(cls.forward)
    if sig is None:
        return args, kwargs
    bound = sig.bind(None, *args, **kwargs)
    params = list(sig.parameters.values())
    for name in bound.kwargs:
        p = sig.parameters.get(name)
        if p is not None and p.kind is not p.VAR_KEYWORD:
            missing = next(q for q in params[len(bound.args):] if q.name not in bound.arguments)
            raise TypeError(f"forward() missing required argument: '{missing.name}' "
                            f"(position {params.index(missing) - 1})")
    return tuple(bound.args[1:]), dict(bound.kwargs)


def _find_interpreter(args: tuple, kwargs: dict):
    """The innermost active transform interpreter owning a tensor argument, or None."""
    best = None
    for a in (*args, *kwargs.values()):
        if isinstance(a, list | tuple):
            for x in a:
                best = owner(best, x)
        else:
            best = owner(best, a)
    return best
