"""The batching rules only the shape ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py."""

from __future__ import annotations

import numpy as np

from ...core import dtype as _dtype
from ...core import optable as _ops
from ...dispatch.dispatcher import bind
from ..shared.batching import (
    _list_to_front,
    _replace,
    decompose,
    expand,
    logical_shape,
    pad_rank,
    phys,
    reshape,
    select,
    to_front,
    unsqueeze,
    wrap_dim,
)


def reshape_rule(interp, op, vals, bdims, params):
    x = to_front(vals[0], bdims[0])
    shape = params["shape"]
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return bind(op, (x,), _replace(params, shape=(x.shape[0], *shape))), 0


def expand_rule(interp, op, vals, bdims, params):
    """expand with the batch size in front. A -1 is resolved against the sample's shape
    first, exactly as the kernel does, so the padded dims do not change it."""
    x, b = vals[0], bdims[0]
    s = logical_shape(x, b)
    size = _size_arg(params["size"])
    lead = len(size) - len(s)
    if -1 in size[:max(lead, 0)] and x.shape[b]:
        bind(op, (select(x, b, 0),), params)  # eager's refusal of -1 for a new leading dim
    if lead >= 0:
        size = tuple(s[i - lead] if k == -1 else k for i, k in enumerate(size))
    return _expand_sample(x, b, size)


def unsqueeze_rule(interp, op, vals, bdims, params):
    x, b = vals[0], bdims[0]
    n = x.ndim - 1
    d = wrap_dim(params["dim"], n + 1)
    if d < b:  # (d == b: the new dim goes after the batch dim, which stays put)
        return bind(op, (x,), _replace(params, dim=d)), b + 1
    return bind(op, (x,), _replace(params, dim=d + 1)), b


def squeeze_rule(interp, op, vals, bdims, params):
    x, b = vals[0], bdims[0]
    shape = x.shape
    n = x.ndim - 1
    dim = params["dim"]
    if dim is None:
        logical = range(n)
    else:
        logical = [wrap_dim(d, n) for d in ([dim] if isinstance(dim, int) else dim)]
        if n == 0:
            logical = []
    pdims = sorted({phys(d, b) for d in logical if shape[phys(d, b)] == 1})
    out = bind(op, (x,), _replace(params, dim=pdims))
    return out, b - sum(1 for p in pdims if p < b)


def permute_rule(interp, op, vals, bdims, params):
    x, b = vals[0], bdims[0]
    n = x.ndim - 1
    dims = params["dims"]
    dims = [dims] if isinstance(dims, int) else list(dims)
    if len(dims) != n:
        raise RuntimeError(f"permute: number of dimensions in the tensor input does not match the "
                           f"length of the desired ordering of dimensions i.e. input.dim() = {n} is "
                           f"not equal to len(dims) = {len(dims)}")
    perm = [b] + [phys(wrap_dim(d, n), b) for d in dims]
    return bind(op, (x,), _replace(params, dims=perm)), 0


def _size_arg(size) -> tuple:
    return (size,) if isinstance(size, int) else tuple(size)


def view_rule(interp, op, vals, bdims, params):
    """view with the batch size in front. It never copies: when the batch dim is not first
    the permuted physical tensor may not allow a view, and the rule falls back to reshape
    semantics (a copy) rather than failing for a layout the user never chose."""
    x = to_front(vals[0], bdims[0])
    shape = (x.shape[0], *_size_arg(params["size"]))
    try:
        return bind(op, (x,), _replace(params, size=shape)), 0
    except RuntimeError:
        if not bdims[0]:
            raise
    return reshape(x, shape), 0


def view_dtype_rule(interp, op, vals, bdims, params):
    """view(dtype) with the batch size in front: it reinterprets each sample's last dim. A
    0-d sample is refused as eager refuses it (when the element size changes)."""
    x, bx = vals[0], bdims[0]
    if bx is None:
        return bind(op, (x,), params), None
    x = to_front(x, bx)
    if x.ndim == 1 and x.shape[0]:
        bind(op, (_ops.select(x, 0, 0),), params)  # the sample's own error, or its 0-d view
    return bind(op, (x,), params), 0


def _expand_sample(x, bdim, size):
    """Expand the physical `x` (batch dim `bdim`, or None) so each sample has shape `size`."""
    size = tuple(size)
    if bdim is None:
        return expand(x, size), None
    x = to_front(x, bdim)
    n = x.ndim - 1
    if len(size) < n:
        raise RuntimeError(f"expand: the number of sizes provided ({len(size)}) must be greater or "
                           f"equal to the number of dimensions in the tensor ({n})")
    x = pad_rank(x, len(size))
    return expand(x, (x.shape[0], *size)), 0


def repeat_rule(interp, op, vals, bdims, params):
    """repeat: the sample is padded to len(repeats) dims, and the batch dim repeats once."""
    x = to_front(vals[0], bdims[0])
    n = x.ndim - 1
    repeats = _size_arg(params["repeats"])
    if len(repeats) < n:
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of "
                           "dimensions of tensor")
    x = pad_rank(x, len(repeats))
    return bind(op, (x,), _replace(params, repeats=(1, *repeats))), 0


def cat_rule(interp, op, vals, bdims, params):
    """cat: every input's batch dim first (unbatched ones expanded), cat along dim + 1."""
    tensors = _list_to_front(vals, bdims)
    for i, t in enumerate(tensors):
        if t.ndim == 1:
            raise RuntimeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    d = wrap_dim(params["dim"], tensors[0].ndim - 1)
    return bind(op, (tensors,), _replace(params, dim=d + 1)), 0


def stack_rule(interp, op, vals, bdims, params):
    """stack: every input's batch dim first, stack along dim (wrapped against the sample
    rank + 1) + 1."""
    tensors = _list_to_front(vals, bdims)
    d = wrap_dim(params["dim"], tensors[0].ndim)
    return bind(op, (tensors,), _replace(params, dim=d + 1)), 0


def diag_rule(interp, op, vals, bdims, params):
    """diag. 2-D samples: their diagonal(offset, 1, 2) with the batch dim first (copied, as
    diag copies). 1-D samples: a batched diag-embed — each sample padded to the matrix size
    m = k + |offset| and placed where an (m, m) boolean diagonal mask (the op itself on
    unbatched ones) is set: along rows for offset >= 0, along columns below the diagonal."""
    x = to_front(vals[0], bdims[0])
    n = x.ndim - 1
    offset = params["diagonal"]
    if n == 2:
        d = bind(_ops._op_diagonal, (x,), {"offset": offset, "dim1": 1, "dim2": 2})
        return bind(_ops._op_clone, (d,), {}), 0
    if n != 1:
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {n}D")
    k = x.shape[1]
    m = k + abs(offset)
    mask = bind(op, (_ops.ones((k,), dtype=_dtype.bool_),), {"diagonal": offset})
    padded = _ops.pad(x, [0, abs(offset)]) if offset else x
    values = unsqueeze(padded, -1 if offset >= 0 else -2)
    values = expand(values, (x.shape[0], m, m))
    zero = _ops.zeros((), dtype=x.dtype)
    return _ops.where(mask, values, zero), 0


def diagflat_rule(interp, op, vals, bdims, params):
    """diagflat is diag of the flattened sample: batched by the flatten and diag rules."""
    offset = params["offset"]
    return decompose(interp, lambda x: _ops.diag(_ops.flatten(x), offset), vals, bdims)


def as_strided_rule(interp, op, vals, bdims, params):
    """as_strided: as in torch.func, each sample's strides address the physical memory, from
    where the sample starts (the batch dim's stride apart): a dense batch laid out in another
    order (the samples of a transposed array, which tensor() keeps as PyTorch does) is read as
    it lies, through the permutation that makes it contiguous (with an offset, from a copy in
    that order: PyTorch's memory from its start); any other is made contiguous first."""
    x, b = vals[0], bdims[0]
    batch = x.shape[b]
    order = list(range(x.ndim))
    if getattr(x, "_interp", None) is None and 0 not in x.stride():  # a plain tensor's layout
        order = sorted(order, key=lambda d: -x.stride(d))
    memory = bind(_ops._op_permute, (x,), {"dims": order}) if order != sorted(order) else x
    offset = params["storage_offset"] is not None
    if memory.is_contiguous():
        if offset:  # a copy in the memory's order that starts its own memory
            memory = bind(_ops._op_clone, (memory,), {})
        bstride, x = int(np.prod(tuple(memory.shape)[order.index(b) + 1:], dtype=np.int64)), memory
    else:
        x = bind(_ops._op_clone if offset else _ops._op_contiguous, (x,), {})
        bstride = int(np.prod(tuple(x.shape)[b + 1:], dtype=np.int64))
    size = [batch, *params["size"]]
    stride = [bstride, *params["stride"]]
    return bind(op, (x,), _replace(params, size=size, stride=stride)), 0
