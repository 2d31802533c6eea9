"""The NumPy helpers only the creation ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ..shared.kernels import ArgumentValueError, ShapeError, _float_dtype, _np_dtype, _torch_name


def _tri_indices(row, col, offset, dtype, upper: bool):
    """tril_indices / triu_indices: the (2, N) coordinates of a row x col matrix's lower
    (upper) triangle from the offset-th diagonal, row by row."""
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    name = "triu_indices" if upper else "tril_indices"
    if dt.kind not in "iu":
        raise NotImplementedError(f"\"{name}\" not implemented for '{_torch_name(dt)}'")
    if row < 0 or col < 0:
        raise ShapeError(f"row must be non-negative, got {row}" if row < 0 else f"col must be non-negative, got {col}")
    diag = np.arange(col) - np.arange(row).reshape(-1, 1)  # column minus row
    mask = diag >= offset if upper else diag <= offset  # np.tri*_indices' mask, without their layers
    return np.array(mask.nonzero(), dtype=dt).reshape(2, -1)


def _scalar_dtype(value, dtype):
    """The dtype PyTorch infers from a Python fill value: bool → bool, int → int64, float → default."""
    if not isinstance(value, int | float | np.number | np.bool_) and getattr(value, "ndim", 1):
        raise TypeError(f"argument 'fill_value' must be Number, not {type(value).__name__}")
    if dtype is not None:
        return _np_dtype(dtype)
    if isinstance(value, bool | np.bool_):
        return np.dtype(np.bool_)
    if isinstance(value, int | np.integer):
        return np.dtype(np.int64)
    return _float_dtype(None)


def _arange(start, end, step, dtype):
    if end is None:
        start, end = 0, start
    if step == 0:
        raise ShapeError("arange: step must be nonzero")
    if dtype is not None and _np_dtype(dtype).kind in "iub":
        # PyTorch casts the bounds and the step to the integer dtype first (truncating):
        # arange(4.9, dtype=int64) has 4 elements, arange(0, 5, 1.5, dtype=int64) 5
        start, end, step = int(start), int(end), int(step)
        if step == 0:
            raise ArgumentValueError("step must be nonzero")
    if (end - start) * step < 0:
        raise ShapeError(f"arange: upper bound and larger bound inconsistent with step sign "
                         f"(start={start}, end={end}, step={step})")
    if dtype is None:
        ints = all(isinstance(v, int | np.integer) and not isinstance(v, bool) for v in (start, end, step))
        out_dt = np.dtype(np.int64) if ints else _float_dtype(None)
    else:
        out_dt = _np_dtype(dtype)
    n = int(np.ceil((end - start) / step))
    return (start + np.arange(max(n, 0), dtype=np.float64 if out_dt.kind == "f" else np.int64)
            * step).astype(out_dt)


def _linspace(start, end, steps, dtype):
    """`steps` values from start to end. An integer dtype truncates the bounds first and then
    each value, which PyTorch computes from the nearer end (start + i * step for the first
    half, end - (steps - 1 - i) * step for the rest): linspace(0, 7.5, 6, dtype=int64) is
    [0, 1, 2, 4, 5, 7]."""
    dt = _float_dtype(dtype)
    if dt.kind not in "iub":
        return np.linspace(start, end, steps, dtype=np.float64).astype(dt)
    start, end = int(start), int(end)
    step = (end - start) / (steps - 1) if steps > 1 else 0.0
    i = np.arange(steps)
    values = np.where(i < steps // 2, start + step * i, end - step * (steps - 1 - i))
    if steps == 1:  # the start alone
        values = np.array([start])
    return np.trunc(values).astype(dt)
