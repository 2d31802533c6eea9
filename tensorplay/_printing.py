"""`repr(tensor)` in PyTorch's style: `tensor([1., 2.], requires_grad=True)`."""

from __future__ import annotations

import numpy as np

from . import _dtype


def _format_array(arr: np.ndarray) -> str:
    if arr.dtype.kind == "f":
        finite = arr[np.isfinite(arr)]
        integral = finite.size == 0 or np.all(finite == np.round(finite))
        big = finite.size and (np.abs(finite).max() >= 1e8 or
                               (np.abs(finite[finite != 0]).min() < 1e-4 if np.any(finite != 0) else False))
        if big:
            fmt = {"float_kind": lambda v: f"{v:.4e}"}
        elif integral:
            fmt = {"float_kind": lambda v: f"{v:.0f}." if np.isfinite(v) else str(v)}
        else:
            fmt = {"float_kind": lambda v: f"{v:.4f}"}
        body = np.array2string(arr, separator=", ", formatter=fmt, prefix="tensor(", threshold=1000)
    elif arr.dtype.kind == "b":
        body = np.array2string(arr, separator=", ", prefix="tensor(",
                               formatter={"bool": lambda v: "True" if v else "False"})
    else:
        body = np.array2string(arr, separator=", ", prefix="tensor(", threshold=1000)
    return body


def tensor_repr(t) -> str:
    arr = t._data
    extras = []
    if arr.size == 0:
        body = "[]"
        if arr.shape != (0,):
            extras.append(f"size={tuple(arr.shape)}")
    else:
        body = _format_array(arr)
    default_float = _dtype.get_default_dtype().np
    if arr.dtype not in (default_float, np.dtype(np.int64), np.dtype(np.bool_)) or (
            arr.size == 0 and arr.dtype != default_float):
        extras.append(f"dtype={_dtype.from_numpy_dtype(arr.dtype)!r}")
    if t.grad_fn is not None:
        extras.append(f"grad_fn=<{t.grad_fn.name()}>")
    elif t._requires_grad:
        extras.append("requires_grad=True")
    return "tensor(" + ", ".join([body, *extras]) + ")"
