"""`copy.deepcopy` of tensors, as PyTorch does it.

Only leaves can be copied (a copy of a non-leaf would silently drop its
history); the copy keeps `requires_grad`, gets a deep copy of `.grad` and the
version count, and tensors that shared memory before share memory after (one
deepcopy of a tensor and its view gives a copy and a view of that copy), which
is what lets `copy.deepcopy(model)` reproduce tied weights.
"""

from __future__ import annotations

import copy

import numpy as np

from ..core.tensor import Tensor


def copy_tensor(t, memo: dict, cls=None):
    """The deep copy of tensor `t` (of class `cls`, default `type(t)`), registered in `memo`."""
    if t._interp is not None:
        raise NotImplementedError("copy.deepcopy of a tensor inside a tensorplay.func transform "
                                  "is not supported (it has no storage of its own)")
    if t.grad_fn is not None:
        raise RuntimeError("Only Tensors created explicitly by the user (graph leaves) support the "
                           "deepcopy protocol at the moment.")
    new = Tensor._make.__func__(cls or type(t), copy_array(t._data, memo))
    new._version = copy.deepcopy(t._version, memo)
    if t._requires_grad:
        new._requires_grad = True
    memo[id(t)] = new
    return new


def copy_array(arr: np.ndarray, memo: dict) -> np.ndarray:
    """A copy of `arr`; arrays that view one buffer in a single deepcopy view one copy of it."""
    root = arr
    while isinstance(root.base, np.ndarray):
        root = root.base
    if not (root.flags.c_contiguous or root.flags.f_contiguous):
        return arr.copy()
    root_copy = memo.get(id(root))
    if root_copy is None:
        root_copy = memo[id(root)] = root.copy(order="K")
        memo.setdefault(id(memo), []).append(root)  # keep `root` alive while its id is a key
    if arr is root:
        return root_copy
    offset = arr.__array_interface__["data"][0] - root.__array_interface__["data"][0]
    try:
        out = np.ndarray(arr.shape, arr.dtype, buffer=root_copy, offset=offset, strides=arr.strides)
    except (TypeError, ValueError):  # a layout ndarray's buffer protocol does not describe
        return arr.copy()
    out.flags.writeable = arr.flags.writeable
    return out


def _tensor_deepcopy(self, memo):
    new = copy_tensor(self, memo)
    if self.grad is not None:
        new.grad = copy.deepcopy(self.grad, memo)
    return new


Tensor.__deepcopy__ = _tensor_deepcopy  # installed on the core Tensor by this layer
