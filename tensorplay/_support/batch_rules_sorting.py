"""Batching rules of the sorting and selection ops (ops.yaml: masked_select, searchsorted,
histc, and the ops whose output shape depends on the data). Same contract as
batch_rules.py: physical tensors in, one call of the op through `bind`, (result, bdim) out."""

from __future__ import annotations

import numpy as np

from .._creation import tensor
from .._dispatch import bind
from ..ops import _table as _ops
from .batch_rules import batch_size_of, expand, materialize, pad_rank, reshape, to_front


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
    logical = np.broadcast_shapes(tuple(x.shape[:bx] + x.shape[bx + 1:]), tuple(mask.shape))
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


def histc_rule(interp, op, vals, bdims, params):
    """histc of each sample: the sample's elements become one row of `_histc_rows`."""
    x = to_front(vals[0], bdims[0])
    return bind(_ops._op__histc_rows, (reshape(x, (x.shape[0], -1)),), params), 0


def histc_rows_rule(interp, op, vals, bdims, params):
    """_histc_rows of a batch of 2-D inputs: the batch folds into the rows."""
    x = to_front(vals[0], bdims[0])
    size, rows = x.shape[0], x.shape[1]
    out = bind(op, (reshape(x, (size * rows, x.shape[2])),), params)
    return reshape(out, (size, rows, out.shape[-1])), 0
