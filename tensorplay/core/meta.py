"""The meta device: tensors with a shape and a dtype but no data.

PyTorch builds a model's skeleton on the meta device (`model.to("meta")`, `device="meta"`),
then runs shape logic through it or fills it later (`module.to_empty(device="cpu")`). In
TensorPlay a tensor is on the meta device when its array is a `MetaArray`: a NumPy array of
the right shape and dtype whose every element is one shared zero (all strides 0), so it costs
one element of memory whatever its shape.

Ops need no meta kernels: the op's own NumPy kernel runs on the zero-strided array, and NumPy
hands the subclass through (ufuncs, methods and, through `__array_function__`, functions such
as `np.concatenate`), so the result's shape and dtype come out of the same code that computes
CPU results. The base level turns a `MetaArray` result back into a compact one
(tensorplay/dispatch/base.py); the fast path of plain CPU calls never checks for it (a meta
result there is only seen in its rare branch for results that are not plain arrays).
"""

from __future__ import annotations

import numpy as np

from .device import device

META = device("meta")
# Set once the first meta array is made: until then the base level skips its one meta check.
used = False


class MetaArray(np.ndarray):
    """A zero-strided array standing for a meta tensor's missing data."""

    def __array_function__(self, func, types, args, kwargs):
        return _rewrap(super().__array_function__(func, types, args, kwargs))


def _rewrap(out):
    if isinstance(out, tuple | list):
        return type(out)(_rewrap(o) for o in out)
    if isinstance(out, np.ndarray | np.generic) and out.__class__ is not MetaArray:
        return np.asarray(out).view(MetaArray)
    return out


def meta_array(shape: tuple, dtype: np.dtype) -> MetaArray:
    """A meta array of `shape` and `dtype`: one zero element seen through strides of 0.
    Writable, so in-place ops and initialisers run on it (their writes land on that element)."""
    global used
    used = True
    one = np.zeros(1, dtype=dtype)
    arr = np.lib.stride_tricks.as_strided(one, tuple(shape), (0,) * len(shape), writeable=True)
    return arr.view(MetaArray)


def compact(arr: np.ndarray) -> MetaArray:
    """A kernel's meta result (full-sized, it went through NumPy) as a one-element meta array."""
    return meta_array(arr.shape, arr.dtype)


def follow_inputs(args: tuple, raw):
    """A kernel result as meta when an input is meta but the kernel's NumPy code dropped the
    subclass (np.ascontiguousarray, a C loop): the base level asks only once `used` is set."""
    for a in args:
        items = a if isinstance(a, list | tuple) else (a,)
        if any(getattr(t, "_data", None).__class__ is MetaArray for t in items):
            return _rewrap(raw)
    return raw


def is_meta(arr) -> bool:
    return arr.__class__ is MetaArray


def to_meta(t):
    """A tensor as a meta tensor (same class, shape, dtype and requires_grad; no data)."""
    out = t.detach()  # a plain tensor of its own
    out._data, out._version = meta_array(t._data.shape, t._data.dtype), [0]
    if t._requires_grad:
        out._requires_grad = True
    return out


def no_data(what: str = "") -> None:
    """PyTorch's error for reading the data of a meta tensor."""
    raise NotImplementedError("Cannot copy out of meta tensor; no data!" + what)


def device_of(args: tuple, kwargs: dict) -> str | None:
    """The device type `.to(...)` asks for ("cpu", "meta", ...), or None when it names none."""
    where = kwargs.get("device")
    for a in args:
        if isinstance(a, device | str):
            where = a
        elif hasattr(a, "_data") and hasattr(a, "dtype"):  # to(other_tensor): its device too
            where = "meta" if is_meta(a._data) else "cpu"
    if where is None:
        return None
    return where.type if isinstance(where, device) else device(where).type


def placed(meta: bool, t):
    """A factory's result on the device it was asked for (`device="meta"`: no data)."""
    return to_meta(t) if meta else t
