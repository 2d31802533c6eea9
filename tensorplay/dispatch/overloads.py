"""Argument helpers for generated functions: overload resolution and varargs."""

from __future__ import annotations

import inspect

from ..core.tensor import Tensor

_signatures: dict = {}


def varargs(items: tuple, keyword=None, op: str = "", name: str = ""):
    """`x.reshape(2, 3)`, `x.reshape((2, 3))` and `x.reshape(shape=(2, 3))` all give (2, 3);
    the keyword takes a sequence only, and not beside positional items (PyTorch's TypeErrors)."""
    if keyword is not None:
        if items:
            raise TypeError(f"{op}() got multiple values for argument '{name}'")
        if not isinstance(keyword, list | tuple):
            raise TypeError(f"{op}(): argument '{name}' must be tuple of ints, not {type(keyword).__name__}")
        return tuple(keyword)
    if len(items) == 1 and isinstance(items[0], list | tuple):
        return tuple(items[0])
    return items


def _fits(fn, args: tuple, kwargs: dict) -> bool:
    """The arguments fit the overload's parameters, and a parameter meant for a tensor gets
    a tensor (or a Python number), one that is not gets none."""
    sig = _signatures.get(fn)
    if sig is None:
        sig = _signatures[fn] = inspect.signature(fn)
    try:
        bound = sig.bind(*args, **kwargs)
    except TypeError:
        return False
    wants_tensor = fn.__tensor_params__ if hasattr(fn, "__tensor_params__") else ()
    for pname, value in bound.arguments.items():
        if pname in wants_tensor and value is not None and not isinstance(value, Tensor | int | float):
            return False
        if pname not in wants_tensor and isinstance(value, Tensor) and pname != "input":
            return False
    return True


def resolve(name: str, overloads: tuple, args: tuple, kwargs: dict):
    """Call the first overload whose signature accepts `args`/`kwargs`.

    `tp.max(x)`, `tp.max(x, 1)` and `tp.max(x, y)` are different ops (ops.yaml
    entries `max`, `max.dim`, `max.other`); an overload binds when the arguments
    fit its parameters and a parameter meant for a tensor gets a tensor.
    """
    for fn in overloads:
        if _fits(fn, args, kwargs):
            return fn(*args, **kwargs)
    shown = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
    raise TypeError(f"{name}() received an invalid combination of arguments: ({shown})")


def inplace_overloads(name: str, overloads: tuple):
    """`x.div_(y)` and `x.div_(y, rounding_mode='floor')` are different ops' in-place
    variants: the method calls the in-place variant of the first overload (given as pairs
    (function, in-place function)) that the arguments fit, as `resolve` picks a function."""

    def method(self, *args, **kwargs):
        for fn, inplace in overloads:
            if _fits(fn, (self, *args), kwargs):
                return inplace(self, *args, **kwargs)
        return overloads[0][1](self, *args, **kwargs)  # its TypeError names what is wrong

    method.__name__ = name
    return method


def requires_grad(tensor, flag: bool):
    """Factories such as `zeros(..., requires_grad=True)` return a leaf that requires grad."""
    if flag:
        tensor._set_requires_grad(True)
    return tensor


def python_keyword(extra: dict, word: str, value, op: str):
    """`x.uniform_(**{'from': 2})`: PyTorch's keyword `from` is a Python keyword, so the parameter
    is spelled `from_` and the keyword arrives in the function's `**extra`; any other key there is
    PyTorch's TypeError."""
    unknown = [k for k in extra if k != word]
    if unknown:
        raise TypeError(f"{op}() got an unexpected keyword argument '{unknown[0]}'")
    return extra.get(word, value)
