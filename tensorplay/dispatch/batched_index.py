"""`x[key]` where the key holds a tensor of a tensorplay.func transform (a batched index).

The `index` op of ops.yaml takes its key as a plain Python value (ints, slices,
NumPy arrays), so transforms see no tensor in it and cannot batch or track it.
A key with a transform tensor — `vmap(lambda x, i: x[i])(x, idx)` — is
therefore rewritten into ops whose index is a tensor argument: the basic part
of the key (ints, slices, None) is applied first, the indexed dims are moved to
the front and flattened, the index tensors are folded into one linear index,
and `index_select` picks the rows; PyTorch's placement rule for the result dims
(where the first index tensor stood if the index tensors are adjacent, ints
between them allowed, else in front) is then restored. Every step has batching and derivative rules.
"""

from __future__ import annotations

import numpy as np

from ..core import optable as ops
from ..core.creation import tensor
from ..core.tensor import Tensor


def _is_transform_tensor(k) -> bool:
    return isinstance(k, Tensor) and k._interp is not None


def has_transform_tensor(key) -> bool:
    if isinstance(key, tuple):
        return any(_is_transform_tensor(k) for k in key)
    return _is_transform_tensor(key)


def getitem(self: Tensor, key) -> Tensor:
    """`Tensor.__getitem__`: the `index` op, or the rewrite above for a transform tensor key."""
    if has_transform_tensor(key):
        return advanced_index(self, key)
    return ops.index(self, key)


def _as_index_tensor(k):
    if isinstance(k, list | np.ndarray):
        k = tensor(k)
    if isinstance(k, Tensor):
        if k.dtype.is_floating_point:
            raise IndexError("tensors used as indices must be long, int or bool tensors")
        if k._np_dtype.kind == "b":
            raise RuntimeError("indexing with a boolean mask of a tensorplay.func transform is not "
                               "supported (its result shape depends on the data); use where()")
    return k


def _expand_ellipsis(items: list, ndim: int) -> list:
    consumed = sum(1 for k in items if k is not None and k is not Ellipsis)
    if any(k is Ellipsis for k in items):
        at = next(i for i, k in enumerate(items) if k is Ellipsis)
        return items[:at] + [slice(None)] * (ndim - consumed) + items[at + 1:]
    return items


def _check_bounds(t: Tensor, size: int, dim: int) -> None:
    """Every sample's indices in range (read from the physical values below the transforms)."""
    base = t
    while base._interp is not None:
        base = base._inner
    data = base._data
    bad = (data >= size) | (data < -size)
    if bad.any():
        raise IndexError(f"index {int(data[bad].flat[0])} is out of bounds for dimension {dim} "
                         f"with size {size}")


def advanced_index(x: Tensor, key) -> Tensor:
    items = _expand_ellipsis([_as_index_tensor(k) for k in (key if isinstance(key, tuple) else (key,))],
                             x.ndim)
    basic, adv_dims, adv_tensors, adv_positions = [], [], [], []
    out_dim, first_out = 0, None
    for pos, k in enumerate(items):
        if isinstance(k, Tensor):
            adv_dims.append(out_dim)
            adv_tensors.append(k)
            adv_positions.append(pos)
            first_out = out_dim if first_out is None else first_out
        basic.append(slice(None) if isinstance(k, Tensor) else k)
        if not (isinstance(k, int | np.integer) and not isinstance(k, Tensor)):
            out_dim += 1
    # PyTorch selects with the ints first: only index tensors that stand apart (something
    # other than an int between them) send their dims to the front
    front = any(k is None or isinstance(k, slice)
                for k in items[adv_positions[0]:adv_positions[-1] + 1])
    y = ops.index(x, tuple(basic))
    n = len(adv_dims)
    y = ops.movedim(y, adv_dims, list(range(n)))
    sizes = tuple(y.shape[:n])
    linear = None
    for t, size, dim in zip(adv_tensors, sizes, adv_dims):
        _check_bounds(t, size, dim)
        t = ops.where(t < 0, t + size, t)
        linear = t if linear is None else linear * size + t
    index_shape = np.broadcast_shapes(*(tuple(t.shape) for t in adv_tensors))
    linear = ops.expand(linear, index_shape) if tuple(linear.shape) != index_shape else linear
    rest = tuple(y.shape[n:])
    rows = ops.index_select(ops.reshape(y, (-1, *rest)), 0, ops.reshape(linear, (-1,)))
    out = ops.reshape(rows, (*index_shape, *rest))
    if not front and first_out:
        k = len(index_shape)
        out = ops.movedim(out, list(range(k)), list(range(first_out, first_out + k)))
    return out


def install() -> None:
    Tensor.__getitem__ = getitem
