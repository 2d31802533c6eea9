"""The batching rules only the indexing ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py."""

from __future__ import annotations

import numpy as np

from ...core import optable as _ops
from ...core.creation import tensor
from ...core.tensor import Tensor
from ...dispatch.dispatcher import bind
from ..shared.batching import (
    _dim_rank_fix,
    _index_layout,
    _key_tuple,
    _logical_indexed_rank,
    _replace,
    batch_size_of,
    expand,
    logical_shape,
    materialize,
    movedim,
    pad_rank,
    phys,
    reshape,
    to_front,
    unsqueeze,
    wrap_dim,
)


def index_rule(interp, op, vals, bdims, params):
    """x[key] with the batch dim moved first and `slice(None)` prepended to the key."""
    x = to_front(vals[0], bdims[0])
    key = _key_tuple(params["indices"])
    new_key = (slice(None),) + key
    return bind(op, (x,), _replace(params, indices=new_key)), _index_layout(key)


def index_backward_rule(interp, op, vals, bdims, params):
    """Zeros of (B, *shape) with the batched gradient added at `(slice(None),) + key`."""
    g, b = vals[0], bdims[0]
    key = _key_tuple(params["indices"])
    g = movedim(g, b, _index_layout(key))
    size = g.shape[_index_layout(key)]
    shape = (size, *tuple(params["shape"]))
    return bind(op, (g,), _replace(params, shape=shape, indices=(slice(None),) + key)), 0


def index_put_rule(interp, op, vals, bdims, params):
    """A copy of self with values written at the key; self gets a batch dim at 0
    (expanded if it had none), values are laid out like `self[(slice(None),) + key]`."""
    self_, values = vals
    bs, bv = bdims
    size = batch_size_of(vals, bdims)
    self_ = materialize(self_, bs, size)
    key = _key_tuple(params["indices"])
    where = _index_layout(key)
    if isinstance(values, Tensor):
        r = _logical_indexed_rank(self_.shape[1:], key)
        if bv is not None:
            values = movedim(pad_rank(to_front(values, bv), r), 0, where)
        elif where and values.ndim > r - where:
            values = unsqueeze(reshape(values, (1,) * (r - values.ndim) + tuple(values.shape)), where)
    return bind(op, (self_, values), _replace(params, indices=(slice(None),) + key)), 0


def index_select_rule(interp, op, vals, bdims, params):
    """index_select along a logical dim. With an unbatched index the op runs as is
    (dim shifted past the batch dim); with a batched index it becomes a `gather`
    whose index holds each sample's indices, expanded over the other dims."""
    x, index = vals
    bx, bi = bdims
    n = x.ndim - (bx is not None)
    d = wrap_dim(params["dim"], n)
    if bi is None and n > 0:
        return bind(op, (x, index), _replace(params, dim=phys(d, bx))), bx
    size = batch_size_of(vals, bdims)
    idx_shape = logical_shape(index, bi)
    if len(idx_shape) > 1:
        raise RuntimeError("index_select(): Index is supposed to be a vector")
    x = _dim_rank_fix(materialize(x, bx, size), n)
    idx = reshape(materialize(index, bi, size), (size, -1))
    p = d + 1
    view = [size] + [1] * (x.ndim - 1)
    view[p] = idx.shape[1]
    full = list(x.shape)
    full[p] = idx.shape[1]
    out = bind(_ops._op_gather, (x, expand(reshape(idx, view), full)), {"dim": p})
    if n == 0:  # a 0-d sample picks its one value: a 0-d result, as the op's kernel
        count = idx_shape[0] if idx_shape else 1
        if count != 1:
            raise RuntimeError(f"index_select(): Index to scalar can have only 1 value, got "
                               f"{count} value(s)")
        out = reshape(out, (size,))
    return out, 0


def gather_rule(interp, op, vals, bdims, params):
    """gather: self and index get a batch dim at 0 (expanded when unbatched), dim + 1."""
    x, index = vals
    bx, bi = bdims
    n = x.ndim - (bx is not None)
    d = wrap_dim(params["dim"], n)
    size = batch_size_of(vals, bdims)
    x = _dim_rank_fix(materialize(x, bx, size), n)
    idx = materialize(index, bi, size)
    idx_n = idx.ndim - 1
    idx = _dim_rank_fix(idx, idx_n)
    out = bind(op, (x, idx), _replace(params, dim=d + 1))
    if n == 0 and idx_n == 0:
        out = reshape(out, (size,))
    return out, 0


def scatter_add_rule(interp, op, vals, bdims, params):
    """scatter_add: every tensor argument gets a batch dim at 0, dim + 1."""
    x, index, src = vals
    size = batch_size_of(vals, bdims)
    n = x.ndim - (bdims[0] is not None)
    d = wrap_dim(params["dim"], n)
    x = materialize(x, bdims[0], size)
    index = materialize(index, bdims[1], size)
    src = materialize(src, bdims[2], size)
    if n == 0:
        x = unsqueeze(x, -1)
        if index.ndim == 1:
            index = unsqueeze(index, -1)
        if src.ndim == 1:
            src = unsqueeze(src, -1)
    out = bind(op, (x, index, src), _replace(params, dim=d + 1))
    if n == 0:
        out = reshape(out, (size,))
    return out, 0


def dynamic_shape(interp, op, vals, bdims, params):
    """nonzero/argwhere, unique, unique_consecutive: each sample's result has its own length,
    which one batched tensor cannot hold, so vmap refuses them as torch.func does."""
    name = op.name.lstrip("_")
    raise RuntimeError(f"vmap: We do not support batching operators that can output dynamic shape: "
                       f"{name}'s output shape is data-dependent (it depends on the values of each "
                       "sample, so the samples' results cannot be stacked into one tensor). Call it "
                       "outside vmap, or use a fixed-shape alternative (a mask with tp.where, sort).")


def masked_select_rule(interp, op, vals, bdims, params):
    """masked_select with an unbatched mask selects the same positions of every sample: the
    batch dim goes first, self and mask broadcast to (B, *shape), and the flat selection is
    reshaped to (B, count). A batched mask would select a different count per sample."""
    x, mask = vals
    bx, bm = bdims
    if bm is not None:
        raise RuntimeError("vmap: Attempted to vmap over `mask` in masked_select(self, mask). Each "
                           "sample would select a different number of elements (a data-dependent "
                           "output shape), which one batched tensor cannot hold. Use "
                           "tp.where(mask, self, 0) to keep the shape instead.")
    size = x.shape[bx]
    sample = tuple(x.shape[:bx] + x.shape[bx + 1:])
    try:
        logical = np.broadcast_shapes(sample, tuple(mask.shape))
    except ValueError:  # PyTorch's message, in the batched tensor's dims (the batch dim first)
        n = max(len(sample), mask.ndim)
        a, b, d = next((m, s, n - k) for k, (s, m) in enumerate(zip(sample[::-1], tuple(mask.shape)[::-1]))
                       if s != m and 1 not in (s, m))
        raise RuntimeError(f"The size of tensor a ({a}) must match the size of tensor b ({b}) at "
                           f"non-singleton dimension {d}") from None
    x = expand(pad_rank(to_front(x, bx), len(logical)), (size, *logical))
    out = bind(op, (x, expand(mask, (size, *logical))), params)
    count = out.shape[0] // size if size else 0
    return reshape(out, (size, count)), 0


def searchsorted_rule(interp, op, vals, bdims, params):
    """searchsorted: an unbatched 1-D sequence searches any batched values as they are; else
    the sequence (and sorter) get the batch dim first, so they are N-D sequences whose leading
    dims the values must share: values of a 1-D sequence are flattened to (B, m) for that."""
    seq, values, sorter = vals
    bs, bv, bo = bdims
    if bs is None and bo is None and seq.ndim == 1:
        return bind(op, (seq, values, sorter), params), bv
    size = batch_size_of(vals, bdims)
    seq = materialize(seq, bs, size)
    sorter = None if sorter is None else materialize(sorter, bo, size)
    logical = seq.ndim - 1
    if isinstance(values, int | float | bool):
        values = tensor(values)
    values = materialize(values, bv, size)
    shape = tuple(values.shape)
    if logical == 1:
        values = reshape(values, (size, int(np.prod(shape[1:], dtype=np.int64))))
    out = bind(op, (seq, values, sorter), params)
    return reshape(out, shape), 0
