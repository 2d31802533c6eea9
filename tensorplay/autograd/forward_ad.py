"""Forward-mode AD with dual tensors, PyTorch's `torch.autograd.forward_ad` API.

    with forward_ad.dual_level():
        x = forward_ad.make_dual(primal, tangent)
        y = f(x)
        primal_out, tangent_out = forward_ad.unpack_dual(y)

Built on the same `JvpInterpreter` as `tensorplay.func.jvp`: `dual_level()`
pushes a jvp level; `make_dual` wraps at that level. When the level exits,
every dual tensor created at it is demoted in place to its primal value, so it
keeps working as an ordinary tensor and `unpack_dual` then reports no tangent,
as in PyTorch. Unlike PyTorch, dual levels may be nested: each level is its own
interpreter, so tangents of different levels never mix (`make_dual`/`unpack_dual`
use the innermost level unless `level=` is given).
"""

from __future__ import annotations

import weakref
from collections import namedtuple

from ..core.tensor import Tensor
from ..func._jvp import DualTensor, JvpInterpreter

__all__ = ["UnpackedDualTensor", "dual_level", "enter_dual_level", "exit_dual_level",
           "make_dual", "unpack_dual"]

UnpackedDualTensor = namedtuple("UnpackedDualTensor", ["primal", "tangent"])

_levels: list = []  # active forward-AD JvpInterpreters, outermost first


def enter_dual_level() -> int:
    """Enter a new forward-AD level and return its index (0 for the outermost)."""
    interp = JvpInterpreter()
    interp.transform_name = "forward_ad.dual_level"
    interp.legacy_functions = True  # forward(ctx, ...) Functions run here, as in PyTorch
    made = weakref.WeakSet()
    interp.on_wrap = made.add
    interp._made = made
    interp.__enter__()
    _levels.append(interp)
    return len(_levels) - 1


def exit_dual_level(*, level: int | None = None) -> None:
    """Exit the innermost forward-AD level; its dual tensors become plain tensors."""
    if not _levels:
        raise RuntimeError("exit_dual_level: no forward AD level is active")
    if level is not None and level != len(_levels) - 1:
        raise RuntimeError("Trying to exit a forward AD level that was not the last one that "
                           "was created. This is not supported.")
    interp = _levels.pop()
    interp.__exit__(None, None, None)
    for d in list(interp._made):
        _demote(d)
    interp._made = None


def _demote(d) -> None:
    """Turn a dual tensor of an exited level into (an alias of) its primal."""
    inner = d._inner
    d.__class__ = type(inner)
    d.__dict__.clear()
    d.__dict__.update(inner.__dict__)
    # a dual of an outer level (made by an op mixing both levels' duals): that level must
    # demote it in turn when it exits
    made = getattr(getattr(d, "_interp", None), "_made", None)
    if made is not None:
        made.add(d)


class dual_level:
    """Context manager for a forward-AD level (also usable as a decorator)."""

    def __enter__(self) -> int:
        return enter_dual_level()

    def __exit__(self, *exc) -> None:
        exit_dual_level()

    def __call__(self, fn):
        import functools

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with dual_level():
                return fn(*args, **kwargs)

        return wrapper


def _get_level(level: int | None, name: str):
    if not _levels:
        raise RuntimeError(f"{name}: to use forward AD, enter a level first with "
                           "`with forward_ad.dual_level():`")
    if level is None:
        return _levels[-1]
    if not 0 <= level < len(_levels):
        raise RuntimeError(f"{name}: level {level} is not an active forward AD level")
    return _levels[level]


def make_dual(tensor, tangent, *, level: int | None = None):
    """A dual tensor with primal `tensor` and tangent `tangent` at the given (default:
    innermost) forward-AD level."""
    interp = _get_level(level, "make_dual")
    if not isinstance(tensor, Tensor) or not isinstance(tangent, Tensor):
        raise TypeError("make_dual: expected the primal and the tangent to be Tensors")
    if tuple(tensor.shape) != tuple(tangent.shape):
        raise RuntimeError(f"make_dual: Trying to set a forward gradient that has a different "
                           f"size than that of the original Tensor, this is not supported. Tensor "
                           f"is of size {list(tensor.shape)} while the given forward gradient is "
                           f"of size {list(tangent.shape)}.")
    if tensor._np_dtype.kind not in "fV":
        raise RuntimeError(f"make_dual: expected a floating point primal, got {tensor.dtype}")
    if getattr(tensor, "_interp", None) is interp:
        raise RuntimeError("make_dual: the primal is already a dual tensor of this level; "
                           "unpack it first")
    d = DualTensor(interp, tensor, tangent)
    interp.on_wrap(d)
    return d


def unpack_dual(tensor, *, level: int | None = None) -> UnpackedDualTensor:
    """`(primal, tangent)` of `tensor` at the given (default: innermost) level; the tangent
    is None if `tensor` has none there (or no level is active)."""
    if not _levels:
        return UnpackedDualTensor(tensor, None)
    interp = _get_level(level, "unpack_dual")
    if getattr(tensor, "_interp", None) is interp:
        return UnpackedDualTensor(tensor._inner, tensor._tangent)
    return UnpackedDualTensor(tensor, None)
