"""DLPack: share a tensor's memory with NumPy, PyTorch and any other DLPack library, zero copy.

A tensor is a NumPy array underneath, and NumPy speaks DLPack, so both directions delegate
to it: `Tensor.__dlpack__` is the array's `__dlpack__`, and `tp.from_dlpack(obj)` is
`np.from_dlpack(obj)` wrapped in a tensor. Writing through either side is seen by the other.
"""

from __future__ import annotations

import numpy as np

from ..core import dtype as _dtype
from ..core.device import check
from ..core.tensor import Tensor


def export(t, *, stream=None, max_version=None, dl_device=None, copy=None):
    """The capsule behind `Tensor.__dlpack__` (refused for a tensor that requires grad, as in
    PyTorch: the consumer would escape the tape)."""
    if t._requires_grad:
        raise BufferError("Can't export tensors that require gradient, use tensor.detach()")
    kwargs = {k: v for k, v in (("max_version", max_version), ("dl_device", dl_device),
                                ("copy", copy)) if v is not None}
    return t._data.__dlpack__(stream=stream, **kwargs)


class _Capsule:
    """Presents a bare (legacy, unversioned) DLPack capsule as an object NumPy can import."""

    def __init__(self, capsule):
        self.capsule = capsule

    def __dlpack__(self, **_):
        return self.capsule

    def __dlpack_device__(self) -> tuple:
        return (1, 0)


class _Writable:
    """The same memory as `arr`, writable: a legacy capsule has no read-only flag, and its
    producer (torch's `to_dlpack`) means it to be written, but NumPy imports it read-only."""

    def __init__(self, arr: np.ndarray):
        self.arr = arr  # keeps the capsule's memory alive
        self.__array_interface__ = dict(arr.__array_interface__, data=(arr.ctypes.data, False))


def from_dlpack(ext_tensor, *, device=None, copy: bool | None = None):
    """A tensor sharing the memory of `ext_tensor`: any object with `__dlpack__` (a torch
    tensor, a NumPy array, another tensorplay tensor) or a capsule from `to_dlpack`.
    `copy=True` copies instead; `device` may only be the CPU."""
    check(device)

    legacy = type(ext_tensor).__name__ == "PyCapsule"
    if not legacy and not hasattr(ext_tensor, "__dlpack__"):
        raise TypeError(f"from_dlpack expects an object with __dlpack__ (a tensor or array) or "
                        f"a DLPack capsule, got {type(ext_tensor).__name__}")
    try:
        arr = np.from_dlpack(_Capsule(ext_tensor) if legacy else ext_tensor)
    except (BufferError, TypeError, ValueError) as e:
        raise RuntimeError(f"from_dlpack could not import the memory: {e}. Note that a DLPack "
                           "capsule can be consumed only once.") from e
    if legacy and not arr.flags.writeable:
        arr = np.asarray(_Writable(arr))
    _dtype.exact(arr.dtype)  # a dtype tensorplay lacks (uint16, complex, ...): TypeError
    return Tensor._make(arr.copy() if copy else arr)


def to_dlpack(tensor):
    """A DLPack capsule of `tensor`'s memory, consumed once by a `from_dlpack`."""
    return tensor.__dlpack__(max_version=(1, 0))


def _tensor_dlpack(self, *, stream=None, max_version=None, dl_device=None, copy=None):
    """Export this tensor's memory as a DLPack capsule (zero copy): `np.from_dlpack(t)`
    and `torch.from_dlpack(t)` share it."""
    return export(self, stream=stream, max_version=max_version, dl_device=dl_device, copy=copy)


Tensor.__dlpack__ = _tensor_dlpack  # installed on the core Tensor by this layer
