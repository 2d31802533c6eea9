"""Run one call on tensorplay and on torch and say how the two results differ.

The harness builds its inputs once, as NumPy arrays, and gives each library its own copy,
so both see the same numbers. `differ()` compares results the way PyTorch users would
notice: exception class, structure, shape, dtype, then values.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

import tensorplay as tp

# float64 is compared to 1e-12 (an entry may loosen it with `tests: torch_tol`, giving a reason);
# float32 kernels may accumulate in another order than PyTorch's, so they get float32 rounding.
# float16: PyTorch computes some float16 CPU ops in float32 and rounds once, NumPy may round
# each step, so results may differ in the last bits.
TOL = {"float64": (1e-12, 1e-13), "float32": (2e-5, 1e-6), "float16": (2e-3, 1e-4)}


@dataclass
class Outcome:
    value: object = None
    error: BaseException | None = None
    warnings: tuple[str, ...] = ()


def attempt(fn: Callable[[], object]) -> Outcome:
    """Run `fn`, keeping its result or exception; warnings are recorded, not raised (the test
    suite turns warnings into errors, and torch warns where tensorplay is silent)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = Outcome(value=fn())
        except Exception as exc:  # the class is what gets compared
            out = Outcome(error=exc)
    out.warnings = tuple(type(w.message).__name__ for w in caught)
    return out


def dtype_name(dtype) -> str:
    return str(dtype).removeprefix("torch.").removeprefix("tensorplay.")


def to_numpy(t) -> np.ndarray:
    if isinstance(t, tp.Tensor):
        return np.asarray(t.detach().numpy())
    return t.detach().numpy(force=True)  # force: torch's zero gradients can be ZeroTensors (sgn)


def is_tensor(x) -> bool:
    return isinstance(x, tp.Tensor) or type(x).__module__.startswith("torch")


def flat(value) -> list:
    """The leaves of a result: a tensor, a tuple/list of them (named tuples too), or a value."""
    if isinstance(value, tuple | list):
        return [leaf for v in value for leaf in flat(v)]
    return [value]


def differ(mine: Outcome, theirs: Outcome, tol: tuple[float, float] | None = None,
           values: bool = True, floor: tuple[float, float] | None = None) -> str | None:
    """None if the two outcomes agree, else a one-line description of the first difference.
    `tol` replaces float64's tolerance; `floor` is the least tolerance of every float result
    (a float16 operand's rounding reaches a float32 result)."""
    if theirs.error is not None or mine.error is not None:
        if theirs.error is None:
            return f"tensorplay raised {type(mine.error).__name__}: {mine.error}; torch did not"
        if mine.error is None:
            return f"torch raised {type(theirs.error).__name__}: {theirs.error}; tensorplay did not"
        if type(mine.error).__name__ != type(theirs.error).__name__:
            return (f"tensorplay raised {type(mine.error).__name__} ({mine.error}), "
                    f"torch {type(theirs.error).__name__} ({theirs.error})")
        return None
    a, b = flat(mine.value), flat(theirs.value)
    if len(a) != len(b):
        return f"{len(a)} outputs, torch {len(b)}"
    for i, (x, y) in enumerate(zip(a, b)):
        where = f"output {i}: " if len(a) > 1 else ""
        if is_tensor(x) != is_tensor(y):
            return f"{where}{type(x).__name__}, torch {type(y).__name__}"
        if not is_tensor(x):
            if x != y:
                return f"{where}{x!r}, torch {y!r}"
            continue
        if tuple(x.shape) != tuple(y.shape):
            return f"{where}shape {tuple(x.shape)}, torch {tuple(y.shape)}"
        if dtype_name(x.dtype) != dtype_name(y.dtype):
            return f"{where}dtype {dtype_name(x.dtype)}, torch {dtype_name(y.dtype)}"
        if not values:
            continue
        xa, ya = to_numpy(x), to_numpy(y)
        name = dtype_name(y.dtype)
        rtol, atol = tol if tol and name == "float64" else TOL.get(name, (0.0, 0.0))
        if floor and name.startswith("float"):
            rtol, atol = max(rtol, floor[0]), max(atol, floor[1])
        if not np.allclose(xa, ya, rtol=rtol, atol=atol, equal_nan=True):
            err = np.max(np.abs(xa.astype(np.float64) - ya.astype(np.float64))) if xa.size else 0
            return f"{where}values differ (max abs {err:.3g}, rtol {rtol:g})"
    return None
