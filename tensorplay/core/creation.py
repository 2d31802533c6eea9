"""Tensors from Python data: `tensor`, `as_tensor`, `from_numpy`.

These take arbitrary Python objects rather than tensors, so they are written
by hand; the factories with a fixed signature (zeros, arange, randn, ...) are
ops in ops.yaml.
"""

from __future__ import annotations

import numpy as np

from . import dtype as _dtype
from .device import check as _check_device
from .meta import to_meta
from .tensor import Tensor


def _infer(data, dtype=None) -> np.ndarray:
    """An ndarray of Python data, in the dtype PyTorch infers (or `dtype`, converted once:
    a float list asked for float64 must not pass through float32 first)."""
    try:
        arr = np.array(data)
    except ValueError as exc:
        raise ValueError(f"expected sequence of equal-length lists (a rectangular array), got a "
                         f"ragged nested list: {exc}") from None
    if arr.dtype == object:
        raise RuntimeError(f"Could not infer dtype of {_first_leaf_type(data)}: tensorplay "
                           "tensors hold numbers and bools")
    if arr.dtype.kind == "U":
        first = data
        while isinstance(first, list | tuple) and first:
            first = first[0]
        # PyTorch reads the shape along the first elements: a string there is a sequence without
        # end (ValueError); a string found later has the wrong type (TypeError)
        cls = ValueError if isinstance(first, str) and not isinstance(data, str) else TypeError
        raise cls("too many dimensions 'str': tensorplay tensors hold numbers, not strings"
                  if cls is ValueError else "new(): invalid data type 'str': tensorplay tensors "
                  "hold numbers, not strings")
    if dtype is not None or isinstance(data, np.ndarray | np.generic):
        return arr
    if arr.dtype.kind == "f":
        arr = arr.astype(_dtype.get_default_dtype().np)
    elif arr.dtype.kind in "iu":
        arr = arr.astype(np.int64)
    return arr


def _to_array(data, dtype=None, copy: bool = True) -> np.ndarray:
    if isinstance(data, Tensor):
        arr = data._data
    elif isinstance(data, np.ndarray):
        arr = data
    else:
        arr = _infer(data, dtype)
        copy = False
        if dtype is not None:
            _check_fits(arr, _dtype.to_numpy_dtype(dtype))
    if dtype is not None:
        target = _dtype.to_numpy_dtype(dtype)
        if arr.dtype != target:
            with np.errstate(over="ignore"):  # 1e5 as float16 is inf, as in PyTorch
                return arr.astype(target)
    if arr.dtype not in _KNOWN:
        arr = arr.astype(_dtype.from_numpy_dtype(arr.dtype).np)
        copy = False
    if not copy:
        return arr
    # torch.tensor keeps a dense array's layout (a transposed array stays column-major); an
    # expanded one (a zero stride) becomes contiguous
    return arr.copy(order="K" if 0 not in arr.strides else "C")


_KNOWN = _dtype.KNOWN


def _check_fits(arr: np.ndarray, target: np.dtype) -> None:
    """Python numbers converted to an integer dtype must fit it (PyTorch checks Python data,
    not arrays, which are cast as they are)."""
    if target.kind not in "iu" or arr.dtype.kind not in "fiu" or not arr.size:
        return
    info = np.iinfo(target)
    # PyTorch wraps the ints -255..-1 into uint8 (as a C cast), not negative floats
    low = -info.max if target.kind == "u" and arr.dtype.kind in "iu" else info.min
    with np.errstate(invalid="ignore"):
        bad = not np.isfinite(arr).all() or arr.min() < low or arr.max() > info.max
    if bad:
        raise RuntimeError(f"value cannot be converted to type {target} without overflow")


def tensor(data, *, dtype=None, device=None, requires_grad: bool = False) -> Tensor:
    """A new tensor holding a copy of `data` (nested lists, numbers, arrays, tensors).

    Integers give int64, floats the default dtype (float32), bools bool.
    """
    meta = _check_device(device, meta=True)
    t = Tensor._make(_to_array(data, dtype, copy=True))
    if requires_grad:
        t._set_requires_grad(True)
    return to_meta(t) if meta else t


def as_tensor(data, dtype=None, device=None) -> Tensor:
    """Like `tensor`, but shares memory with an ndarray or tensor when no conversion is needed."""
    if _check_device(device, meta=True):
        return to_meta(tensor(data, dtype=dtype))
    if isinstance(data, Tensor) and (dtype is None or data.dtype is dtype):
        return data
    return Tensor._make(_to_array(data, dtype, copy=False))


def from_numpy(array: np.ndarray) -> Tensor:
    """A tensor sharing memory with `array` (writes to one show in the other).

    The tensor has the array's own dtype, so an array of a dtype tensorplay lacks (uint16,
    complex, ...) is refused with a TypeError rather than shared under a dtype it does not
    hold."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(array).__name__})")
    if not array.dtype.isnative and array.dtype.kind in "biuf":
        raise ValueError("given numpy array has byte order different from the native byte order. "
                         "Conversion between byte orders is currently not supported.")
    try:
        _dtype.exact(array.dtype)
    except TypeError as exc:
        raise TypeError(f"tp.from_numpy: {exc}") from None
    return Tensor._make(array)



def _first_leaf_type(data) -> str:
    """The type name of the first element of nested Python data that is not a number."""
    if isinstance(data, list | tuple):
        for x in data:
            name = _first_leaf_type(x)
            if name:
                return name
        return ""
    return "" if isinstance(data, int | float | bool | complex | np.generic | np.ndarray) \
        else type(data).__name__


def _new_tensor(self, data, *, dtype=None, device=None, requires_grad: bool = False) -> Tensor:
    return tensor(data, dtype=self.dtype if dtype is None else dtype, device=device,
                  requires_grad=requires_grad)


Tensor.new_tensor = _new_tensor  # installed on the core Tensor by this module
