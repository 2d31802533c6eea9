"""The NumPy helpers only the indexing ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ..shared import selection as S
from ..shared.kernels import (
    _INDEX_DTYPES,
    _REPLAY_LIMIT,
    _SCATTER_UFUNC,
    ShapeError,
    _check_index,
    _dim,
    _filled,
    _grid_key,
    _index_spread_dim,
    _scatter_key,
    _scatter_reduce_of,
    _sort,
    _take_along_shapes,
    _tied_rows,
    _torch_name,
)


def _topk(self, k, dim, largest, sorted=True):
    """topk: the k largest (smallest) along dim (NaN counts as the largest), in PyTorch's order:
    it partial_sorts (k * 64 <= n) or nth_elements then sorts the first k - 1 (the sort skipped
    when sorted=False). That is replayed on the rows with ties (every row, for sorted=False)."""
    d = _dim(dim, self.ndim)
    n = self.shape[d] if self.ndim else 1
    if not 0 <= k <= n:
        raise ShapeError("selected index k out of range")
    if self.ndim and (sorted or k * 64 <= n):
        picked = _topk_by_selection(self, k, d, largest)
        if picked is not None:
            return picked
    full, full_idx = _sort(self, d, largest)
    if self.ndim == 0:
        return full, full_idx
    values, idx = np.take(full, np.arange(k), axis=d), np.take(full_idx, np.arange(k), axis=d)
    if k == 0:
        return values, idx
    less = S.gt_nan_first if largest else S.lt_nan_last
    partial = k * 64 <= n
    rows, vout, iout = np.moveaxis(self, d, -1), np.moveaxis(values, d, -1), np.moveaxis(idx, d, -1)
    replay = _tied_rows(full, d)
    if not sorted and not partial and rows.size <= _REPLAY_LIMIT:
        replay = list(np.ndindex(rows.shape[:-1]))
    for r in replay:
        queue = [(v, j) for j, v in enumerate(rows[r].tolist())]
        if partial:
            S.partial_sort(queue, k, lambda x, y: less(x[0], y[0]))
        else:
            S.nth_element(queue, k - 1, lambda x, y: less(x[0], y[0]))
            if sorted:
                S.sort(queue, 0, k - 1, lambda x, y: less(x[0], y[0]))
        iout[r] = [j for _, j in queue[:k]]
        vout[r] = rows[r][iout[r]]
    return values, idx


def _topk_by_selection(self, k: int, d: int, largest: bool):
    """topk's sorted result by selection (O(n) per row, then a sort of k): (values, indices),
    or None when a row may hold equal values among its k or at their edge, or NaN. Without
    ties every order of the k agrees with PyTorch's, so only tied rows need _topk's replay."""
    n = self.shape[d]
    if k == 0 or self.dtype.kind not in "fiu":
        return None
    if self.size <= 1024:  # small: one sort of each row, no selection (~10 NumPy calls fewer)
        order = np.argsort(self, axis=d, kind="stable")
        ranked = np.sort(self, axis=d, kind="stable")  # self gathered by order: one stable sort
        lead = (slice(None),) * d
        if n < 2 or not (ranked[lead + (slice(1, None),)] > ranked[lead + (slice(n - 1),)]).all():
            return None  # a tie (maybe among the k: _topk replays it) or a NaN (never >)
        first = lead + ((slice(n - 1, n - k - 1 if k < n else None, -1),) if largest else (slice(k),))
        return np.ascontiguousarray(ranked[first]), order[first].astype(np.int64)
    if self.dtype.kind == "f" and np.isnan(self).any():
        return None
    if k <= 16:  # k argmax rounds over a copy (~0.4 ns an element each; argpartition: ~10)
        cand_idx = _extreme_rounds(self, k, d, largest)
    else:
        part = np.argpartition(self, n - k if largest else k - 1, axis=d)
        cand_idx = np.take(part, np.arange(n - k, n) if largest else np.arange(k), axis=d)
    cand = np.take_along_axis(self, cand_idx, axis=d)
    edge = cand.min(axis=d, keepdims=True) if largest else cand.max(axis=d, keepdims=True)
    if ((self == edge).sum(axis=d) > 1).any():  # a tie at the edge: which one is picked matters
        return None
    order = np.argsort(cand, axis=d, kind="stable")
    if largest:
        order = np.flip(order, axis=d)
    values = np.take_along_axis(cand, order, axis=d)
    lead = (slice(None),) * d  # ties within the k (equal infinities too): PyTorch's order of them
    if (values[lead + (slice(1, None),)] == values[lead + (slice(0, k - 1),)]).any():
        return None
    return values, np.take_along_axis(cand_idx, order, axis=d).astype(np.int64)


def _extreme_rounds(self, k: int, d: int, largest: bool):
    """The indices along d of k largest (smallest) elements of each row, by k rounds of argmax
    (argmin) that overwrite each pick with the dtype's lowest (highest) value: a position picked
    twice, or ties, leave equal values among the k or at their edge, which the caller checks."""
    work = self.copy()
    info = np.finfo(self.dtype) if self.dtype.kind == "f" else np.iinfo(self.dtype)
    fill = (-np.inf if largest else np.inf) if self.dtype.kind == "f" else (info.min if largest else info.max)
    pick = np.argmax if largest else np.argmin
    cols = []
    for _ in range(k):
        i = np.expand_dims(pick(work, axis=d), d)
        np.put_along_axis(work, i, fill, axis=d)
        cols.append(i)
    return np.concatenate(cols, axis=d)


def _searchsorted(sorted_sequence, self, out_int32, right, side, sorter):
    """searchsorted: per value, the index in the (last dim of the) sorted sequence where it
    would be inserted to keep it sorted; N-D sequences pair their rows with self's rows."""
    if side is not None:
        if side not in ("left", "right"):
            raise ShapeError(f"torch.searchsorted(): side can only be 'left' or 'right' but got {side}")
        if right and side == "left":
            raise ShapeError("torch.searchsorted(): side and right can't be set to opposites, "
                             "got side of left while right was True")
        right = side == "right"
    seq, values = sorted_sequence, self
    if seq.ndim == 0 or (seq.ndim > 1 and seq.shape[:-1] != values.shape[:-1]):
        raise ShapeError("torch.searchsorted(): boundaries tensor should be 1 dimension or the first "
                         "N-1 dimensions of boundaries tensor and input value tensor must match, but "
                         f"we got boundaries tensor {list(seq.shape)} and input value tensor "
                         f"{list(values.shape)}")
    if sorter is not None:
        if sorter.dtype != np.int64:
            raise ShapeError(f"torch.searchsorted(): sorter must be a tensor of long dtype but got dtype {_torch_name(sorter.dtype)}")
        if sorter.shape != seq.shape:
            raise ShapeError("torch.searchsorted(): boundary and sorter must have the same size, but "
                             f"got boundary tensor {list(seq.shape)} and got sorter tensor "
                             f"{list(sorter.shape)}")
        seq = np.take_along_axis(seq, sorter.astype(np.int64), axis=-1)
    how = "right" if right else "left"
    if seq.ndim == 1:
        out = np.searchsorted(seq, values, side=how)
    else:
        rows, vrows = seq.reshape(-1, seq.shape[-1]), values.reshape(-1, values.shape[-1])
        out = np.stack([np.searchsorted(s, v, side=how) for s, v in zip(rows, vrows)])
        out = out.reshape(values.shape)
    return np.asarray(out, np.int32 if out_int32 else np.int64)


def _masked_select(self, mask):
    """masked_select: the elements of self (broadcast with the bool mask) where it is True."""
    if mask.dtype != np.bool_:
        raise ShapeError("masked_select: expected BoolTensor for mask")
    x, m = np.broadcast_arrays(self, mask)
    return x[m]


def _unique(self, sorted, dim):
    """(unique values, inverse indices, counts): np.unique, along `dim` when given (slices
    compared whole). The values come back sorted whatever `sorted` says, as on PyTorch's CPU."""
    if dim is None:
        values, inverse, counts = np.unique(self, return_inverse=True, return_counts=True, equal_nan=False)
        return values, inverse.reshape(self.shape).astype(np.int64), counts.astype(np.int64)
    d = _dim(dim, self.ndim)
    values, inverse, counts = np.unique(self, return_inverse=True, return_counts=True, axis=d)
    return values, inverse.reshape(-1).astype(np.int64), counts.astype(np.int64)


def _unique_consecutive(self, dim):
    """(values, inverse, counts) of each run of equal consecutive elements (or slices along dim)."""
    if dim is None:  # each step in place or on the run starts only (1M int64: 21 -> 12 ms)
        flat = self.reshape(-1)
        starts = np.empty(flat.shape, bool)
        starts[:1] = True
        np.not_equal(flat[1:], flat[:-1], out=starts[1:])
        groups = np.cumsum(starts, dtype=np.int64)
        groups -= 1
        first = np.flatnonzero(starts)
        return flat[first], groups.reshape(self.shape), np.diff(first, append=flat.size).astype(np.int64, copy=False)
    d = _dim(dim, self.ndim)
    moved = np.moveaxis(self, d, 0).reshape(self.shape[d], -1)
    starts = np.ones(moved.shape[0], bool)
    starts[1:] = np.any(moved[1:] != moved[:-1], axis=1)
    groups = np.cumsum(starts) - 1
    counts = np.bincount(groups, minlength=int(starts.sum()))
    return np.compress(starts, self, axis=d), groups.astype(np.int64), counts.astype(np.int64)


def _gather_key(self_shape, dim, index):
    """Full-coordinate index arrays: `index` along `dim`, the position itself elsewhere."""
    ndim = len(self_shape)
    _dim(dim, ndim)  # PyTorch wraps the dim first
    if index.ndim != max(ndim, 1) and not (ndim == 0 and index.ndim == 0):
        raise ShapeError(f"Index tensor must have the same number of dimensions as input tensor "
                         f"(index shape {list(index.shape)}, input shape {list(self_shape)})")
    if ndim == 0:
        _dim(dim, 0)
        _check_index(index, 1, "gather", ShapeError)
        return ()
    d = _dim(dim, ndim)
    for i, (si, s) in enumerate(zip(index.shape, self_shape)):
        if i != d and si > s:
            raise ShapeError(f"Size does not match at dimension {i} expected index "
                             f"{list(index.shape)} to be no larger than self {list(self_shape)} "
                             f"apart from dimension {d}")
    # an expanded index (stride 0, as index_add's) is checked on one copy of its values
    _check_index(index[tuple(slice(0, 1) if st == 0 else slice(None) for st in index.strides)],
                 self_shape[d], "gather", ShapeError, dim=d)
    return _grid_key(index.shape, d, index)


def _index_select(self, dim, index):
    """index_select: the slices of self at `index` (a vector) along dim, with PyTorch's checks."""
    if index.ndim > 1:
        raise ShapeError("index_select(): Index is supposed to be a vector")
    if self.ndim == 0:
        _dim(dim, 0)
        if index.size != 1:
            raise ShapeError(f"index_select(): Index to scalar can have only 1 value, got "
                             f"{index.size} value(s)")
        _check_index(index, 1, "index_select")
        return self.copy()  # a 0-d result, as PyTorch (the one index is 0 or -1)
    d = _dim(dim, self.ndim)
    if not self.shape[d] and index.size:  # nothing to pick from: PyTorch's RuntimeError
        raise ShapeError("index_select(): self indexing axis dim should be positive")
    # PyTorch's index_select raises IndexError, except along dim 1 of a tensor of 2+ dims
    # (a separate loop there raises RuntimeError); the class is API, so it is kept.
    error = RuntimeError if d == 1 else IndexError
    _check_index(index, self.shape[d], "index_select", error, dim=d)
    return np.take(self, np.reshape(index, -1), axis=d)


def _gather(self, dim, index):
    """gather: out[i][j] = self[index[i][j]][j] (dim 0); from 4096 index elements one flat take,
    which beats fancy indexing with the tuple of index arrays."""
    key = _gather_key(self.shape, dim, index)
    if self.ndim == 0:
        return np.broadcast_to(self, index.shape).copy()
    if index.size < 4096:
        return self[key]
    return np.take(np.ascontiguousarray(self).reshape(-1), _flat_key(self.shape, dim % self.ndim, index, key))


def _take_along_dim(self, indices, dim):
    """take_along_dim_parts on the arrays: self at indices along dim, the two broadcast in
    every other dim (dim=None: of the flattened arrays); negative indices count from the end."""
    d, _, _ = _take_along_shapes(self.shape, indices.shape, indices.dtype, dim)
    x, idx, d = (self.reshape(-1), indices.reshape(-1), 0) if dim is None else (self, indices, d)
    if not x.ndim:
        return _gather(x, d, idx)
    size = x.shape[d]
    idx = _check_index(np.where(idx < 0, idx + size, idx), size, "gather", ShapeError, dim=d)
    return x[_grid_key(x.shape, d, idx)]  # np.take_along_axis (x's grids, broadcast) without its layers


def _scatter_add(self, dim, index, src):
    if self.dtype == np.float16:  # PyTorch accumulates float16 in float32, then rounds
        return _scatter_add(self.astype(np.float32), dim, index, src.astype(np.float32)).astype(np.float16)
    key = _gather_key(self.shape, dim, index)
    if src.ndim != index.ndim or any(i > s for i, s in zip(index.shape, src.shape)):
        raise ShapeError(f"scatter_add(): Expected index {list(index.shape)} to be no larger than "
                         f"src {list(src.shape)} in every dimension")
    out = self.copy()
    part = src[tuple(slice(0, n) for n in index.shape)]
    if self.ndim == 0:
        out[...] += part.sum()
        return out
    # one flat position per element (C order, the order add.at adds in): NumPy's add.at is
    # ~10x faster on a 1-D index than on a tuple of index arrays. An expanded index (stride 0,
    # as index_add's) is multiplied before it is broadcast: one full-size array, not three.
    if index.size < 4096:  # below that, building the flat index costs more than it saves
        np.add.at(out, key, part)
        return out
    d = _dim(dim, self.ndim)
    line = index[tuple(slice(0, 1) if s == 0 else slice(None) for s in index.strides)]
    if line.size == index.shape[d] and index.shape[:d] + index.shape[d + 1:] == self.shape[:d] + self.shape[d + 1:]:
        line, lead = line.reshape(-1), (slice(None),) * d  # index_add's: whole slices
        if _distinct(line, self.shape[d]):  # at distinct positions: one add per element, as add.at's
            out[lead + (line,)] += part
            return out
    flat = _flat_key(self.shape, d, index, key)
    np.add.at(out.reshape(-1), flat.reshape(-1), part.ravel())
    return out


def _flat_key(shape, d: int, index, key) -> np.ndarray:
    """The C-order flat positions in an array of `shape` of the gather/scatter coordinates
    `key` (index along d): one full-size array where the tuple of index arrays makes NumPy's
    fancy indexing and add.at several times slower. An expanded index (stride 0, as
    index_add's) is multiplied before it is broadcast."""
    strides = np.cumprod((1,) + shape[:0:-1])[::-1]
    terms = [index[tuple(slice(0, 1) if s == 0 else slice(None) for s in index.strides)]
             if i == d else key[i] for i in range(len(shape))]
    terms = [k if st == 1 and k.dtype == np.intp else np.multiply(k, int(st), dtype=np.intp)
             for k, st in zip(terms, strides)]
    flat, owned = terms[0], False
    for t in terms[1:]:  # in place once a sum has the full shape, new arrays until then
        if owned and flat.shape == index.shape:
            flat += t
        else:
            flat, owned = flat + t, True
    return np.broadcast_to(flat, index.shape)


def _scatter_src(self, dim, index, src):
    """A copy of `self` with src[i][j] written at self[index[i][j]][j] (dim 0); of repeated
    positions the last one wins (PyTorch leaves that order unspecified)."""
    _dim(dim, self.ndim)  # PyTorch wraps the dim (IndexError) before its dtype checks
    if self.dtype != src.dtype:
        raise ShapeError("scatter(): Expected self.dtype to be equal to src.dtype")
    key = _scatter_key(self.shape, dim, index, src.shape, "scatter")
    out = np.array(self, copy=True).reshape(self.shape or (1,))
    part = np.reshape(src, src.shape or (1,))[tuple(slice(0, n) for n in (index.shape or (1,)))]
    if index.size < 4096 or out.ndim < 2 or not out.flags.c_contiguous:
        out[key] = part
    else:  # one flat position per element, as _gather (C order: the same last write wins)
        d = _dim(dim, out.ndim)
        out.reshape(-1)[_flat_key(out.shape, d, index, key).reshape(-1)] = part.reshape(-1)
    return out.reshape(self.shape)


def _add_at(out, key, value):
    """np.add.at(out, key, value) as a new array; where key is whole slices and one 1-D integer
    array (index_select's gradient) and value is large, as a scatter_add of the flat positions
    (NumPy's add.at: ~20 ns an element on a tuple key, ~1.5 on a flat one)."""
    key = key if isinstance(key, tuple) else (key,)
    line, d = key[-1], len(key) - 1
    if (value.size < 4096 or any(k != slice(None) for k in key[:-1]) or not isinstance(line, np.ndarray)
            or line.ndim != 1 or line.dtype.kind not in "iu" or value.shape != out.shape[:d] + line.shape + out.shape[d + 1:]):
        np.add.at(out, key, value)
        return out
    view = [1] * out.ndim
    view[d] = -1
    line = np.where(line < 0, line + out.shape[d], line)
    return _scatter_add(out, d, np.broadcast_to(line.reshape(view), value.shape), value)


def _distinct(line, size: int) -> bool:
    """Whether the entries of a 1-D index into [0, size) are all different: one mark per entry
    (np.unique's sort or hash of a 1M-entry index takes 0.1-0.6 s)."""
    seen = np.zeros(size, np.bool_)
    seen[line] = True
    return int(np.count_nonzero(seen)) == line.size


def _scatter_value(self, dim, index, value, reduce):
    """scatter_parts for a number, on the arrays: `value` in index's shape written (or added,
    multiplied) into a copy of self at index along dim."""
    reduce, src = _scatter_reduce_of(reduce), _filled(index.shape, value, self.dtype)
    if reduce is None:
        return _scatter_src(self, dim, index, src)
    return _scatter_reduce(self, dim, index, src, reduce, True)


def _index_scatter(self, dim, index, source, op: str, alpha=1):
    """index_scatter on the arrays: index_add (op 'index_add_') or index_copy ('index_copy_')
    of source's slices at `index` along dim, after index_spread's checks; a small one in one
    NumPy call on the slices, else as a scatter of index spread to source's shape."""
    d = _index_spread_dim(op, self.shape, self.dtype, source.shape, source.dtype, dim, index.shape,
                          index.dtype, index.reshape(-1).tolist())
    if not self.size:  # nothing to write into (the index is not read)
        return self.copy()
    src, add = source, op == "index_add_"
    if add and self.dtype.kind in "iub":  # PyTorch casts alpha to self's dtype (2.5 -> 2, nonzero -> True)
        alpha = bool(alpha) if self.dtype.kind == "b" else int(alpha)
    if add and self.dtype == np.float16:  # PyTorch adds alpha * source in float32 (_scatter_add)
        src = src.astype(np.float32)
    if add and alpha != 1:
        src = src * alpha if self.dtype.kind != "b" else np.zeros_like(src)
    if self.ndim and source.ndim and source.size < 4096:  # add.at and fancy writes go in index order
        out, key = self.copy(), (slice(None),) * d + (index.reshape(-1),)
        if src.dtype != self.dtype:  # float16 accumulated in float32, then rounded
            out = out.astype(np.float32)
            np.add.at(out, key, src)
            return out.astype(np.float16)
        if add:
            np.add.at(out, key, src)
        else:
            out[key] = src
        return out
    shape, view = source.shape or (1,), [1] * max(source.ndim, 1)
    view[d] = -1
    idx, x = np.broadcast_to(index.reshape(view), shape), self.reshape(self.shape or (1,))
    d = 0 if self.ndim == 0 else dim
    out = _scatter_add(x, d, idx, src.reshape(shape)) if add else _scatter_src(x, d, idx, src.reshape(shape))
    return out.reshape(self.shape)


def _scatter_reduce(self, dim, index, src, reduce, include_self):
    """scatter_reduce: src reduced into self at index along dim with sum, prod, mean, amax or
    amin; include_self=False leaves self's own values at the scattered positions out."""
    _dim(dim, self.ndim)  # PyTorch wraps the dim (IndexError) before its other checks
    if reduce not in _SCATTER_UFUNC:
        raise ShapeError("reduce argument must be either sum, prod, mean, amax or amin, got " + str(reduce))
    if self.dtype != src.dtype:
        raise ShapeError("scatter_reduce(): Expected self.dtype to be equal to src.dtype")
    # the mean kernel has no Bool dispatch; with include_self=False PyTorch first scatters the
    # identity into self, whose index checks come before it
    no_bool_mean = NotImplementedError("\"scatter_gather_tensor_cpu_reduce_mean\" not implemented for 'Bool'")
    refused = reduce == "mean" and self.dtype == np.bool_
    if refused and include_self:
        raise no_bool_mean
    key = _scatter_key(self.shape, dim, index, src.shape, "scatter_reduce")
    if refused:
        raise no_bool_mean
    half = self.dtype == np.float16  # PyTorch accumulates float16 in float32, then rounds
    if half:
        self, src = self.astype(np.float32), src.astype(np.float32)
    out = np.array(self, copy=True).reshape(self.shape or (1,))
    part = np.reshape(src, src.shape or (1,))[tuple(slice(0, n) for n in (index.shape or (1,)))]
    ufunc = _SCATTER_UFUNC[reduce]
    tgt = out
    if index.size >= 4096:  # as scatter_add: ufunc.at over flat positions, the same C order
        d = _dim(dim, self.ndim)
        tgt, key, part = out.reshape(-1), _flat_key(out.shape, d, key[d], key).reshape(-1), part.reshape(-1)
    if not include_self and part.size:
        start = np.zeros(tgt.shape, dtype=bool)
        start[key] = True
        # the scattered positions start from the reduction's identity instead of self
        ident = {"sum": 0, "mean": 0, "prod": 1}.get(reduce)
        if ident is None:
            lo = np.iinfo(out.dtype) if out.dtype.kind in "iu" else None
            if out.dtype.kind == "b":
                ident = reduce == "amin"
            elif lo is not None:
                ident = lo.min if reduce == "amax" else lo.max
            else:
                ident = -np.inf if reduce == "amax" else np.inf
        tgt[start] = ident
    ufunc.at(tgt, key, part)
    if half:  # (a mean divides the rounded sum)
        out = out.astype(np.float16)
    if reduce == "mean":
        count = np.full(out.shape, 1 if include_self else 0, dtype=np.int64)
        np.add.at(count.reshape(tgt.shape), key, 1)
        count[count == 0] = 1
        if out.dtype.kind in "iub":
            out = np.floor_divide(out, count).astype(out.dtype)
        else:
            out = (out / count).astype(out.dtype)
    return out.reshape(self.shape)


def _basic_key(key) -> bool:
    """An index of slices, integers, Ellipsis and None only: it selects each position at most
    once, so a gradient can be added in place (`out[key] += g`) without np.add.at, whose
    unbuffered loop is ~50x slower than a slice assignment."""
    for k in key if isinstance(key, tuple) else (key,):
        if not (k is Ellipsis or k is None or isinstance(k, slice)
                or (isinstance(k, int | np.integer) and not isinstance(k, bool | np.bool_))):
            return False
    return True


def _masked_scatter(self, mask, source):
    """masked_scatter's body on the arrays (its fused path): self broadcast with mask, whose
    i-th True takes source's i-th element in row-major order; the body's checks."""
    if mask.dtype.kind != "b":
        raise RuntimeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype "
                           f"{_torch_name(mask.dtype)}")
    if self.dtype != source.dtype:
        raise RuntimeError("masked_scatter: expected self and source to have same dtypes but got"
                           f"{_torch_name(self.dtype)} and {_torch_name(source.dtype)}")
    m, x = np.broadcast_arrays(mask, self)
    count = int(np.count_nonzero(m))
    if count > source.size:
        raise RuntimeError("Number of elements of source < number of ones in mask")
    out = np.array(x)  # a contiguous copy
    out[m] = source.reshape(-1)[:count]
    return out


def _take(self, index):
    """take's body on the arrays (its fused path): self read as 1-D at index (negative entries
    count from the end), in index's shape; the body's checks."""
    if index.dtype not in _INDEX_DTYPES:
        raise RuntimeError(f"take(): Expected a long tensor for index, but got {_torch_name(index.dtype)}")
    n = self.size
    if index.size and (index.min() < -n or index.max() >= n):
        bad = index[(index < -n) | (index >= n)]
        raise IndexError(f"out of range: tried to access index {bad.flat[0]} on a tensor of {n} elements.")
    return self.reshape(-1)[index]
