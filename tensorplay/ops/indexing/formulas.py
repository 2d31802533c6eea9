"""The formula helpers only the indexing ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

from ...core import optable as _ops
from ...core.dtype import bool_ as _bool
from ..shared.formulas import (
    _cmp,
    _concrete,
    _is_tensor,
    _type_name,
    index_spread,
    pad_to,
    scatter_rows,
)
from ..shared.kernels import (
    _INDEX_DTYPES,
    _checked,
    _index_fill_dim,
    _scatter_reduce_of,
    _take_along_shapes,
)


def zeros_of(shape, like):
    return _ops.zeros(tuple(shape), dtype=like.dtype)


def index_select_backward(grad, shape, dim, index):
    """Zeros of `shape` with `grad` added at `index` along `dim` (repeated indices accumulate)."""
    ndim = len(shape)
    if ndim == 0:
        return _ops.reshape(_ops.sum(grad), ())
    if index._interp is not None:
        return scatter_rows(grad, shape, dim % ndim, index)
    key = (slice(None),) * (dim % ndim) + (_ops.reshape(index, (-1,)),)
    return _ops.index_backward(grad, shape, key)


def scatter_add_backward_src(grad, dim, index, src_shape):
    """d scatter_add / d src: gather the gradient back; src entries beyond `index`'s extent get 0."""
    g = _ops.gather(grad, dim, index)
    if tuple(g.shape) == tuple(src_shape):
        return g
    return _ops.index_backward(g, src_shape, tuple(slice(0, n) for n in g.shape))


def masked_select_backward(grad, self, mask):
    """Gradient of masked_select: zeros of self and mask's broadcast shape with `grad` written
    where the mask is True (the generator then sums it back to self's shape)."""
    a, b = tuple(self.shape), tuple(mask.shape)
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    shape = tuple(y if x == 1 else x for x, y in zip(a, b))
    return _ops.index_backward(grad, list(shape), _ops.expand(mask, shape))


# ---- scatter, scatter_reduce and the index_* family ---------------------------------------------
def index_extent(src, index):
    """The corner of `src` that a scatter reads: src cut to index's shape."""
    if tuple(src.shape) == tuple(index.shape):
        return src
    return _ops.index(src, tuple(slice(0, n) for n in index.shape))


def scatter_fill(x, dim, index):
    """`x` with zeros at the positions a scatter with `index` along `dim` writes."""
    return _ops._scatter_src(x, dim, index, _ops.zeros(tuple(index.shape), dtype=x.dtype))


def scatter_parts(self, dim, index, src, reduce):
    """scatter: a src tensor (or a number, for the value form) written, added (reduce='add') or
    multiplied in (reduce='multiply') at index along dim."""
    reduce = _scatter_reduce_of(reduce)  # scatter's check, for scatter.value's body
    if not _is_tensor(src):
        src = _ops.full(tuple(index.shape), src, dtype=self.dtype)
    if reduce is None:
        return _ops._scatter_src(self, dim, index, src)
    return _ops.scatter_reduce(self, dim, index, src, reduce)


def scatter_reduce_weights(self, dim, index, src, reduce, include_self, result):
    """(d result / d self, d result / d src) element by element, as PyTorch's scatter_reduce
    backward defines them: mean divides by the count, prod is the product of the others (exact
    with one zero among a position's factors), amax/amin share the gradient evenly between
    ties. The src weight has index's shape."""
    src = index_extent(src, index)
    if reduce == "sum":
        ws, wsrc = _ops.ones_like(self), _ops.ones_like(src)
    elif reduce == "mean":
        n = _ops.ones_like(self) if include_self else _ops.zeros_like(self)
        n = _ops.scatter_add(n, dim, index, _ops.ones_like(src))
        ws = 1.0 / _ops.masked_fill(n, _cmp(n, 0.0), 1.0)
        wsrc = _ops.gather(ws, dim, index)
    elif reduce == "prod":
        masked_self = _ops.masked_fill(self, _cmp(self, 0.0), 1.0)
        ws = _ops.scatter_reduce(masked_self, dim, index, src, "prod", include_self=include_self) / masked_self
        src_zero = _cmp(src, 0.0)
        zeros = _ops.scatter_add(_ops.zeros_like(self), dim, index, _ops._to_copy(src_zero, self.dtype))
        single = _ops.logical_and(src_zero, _cmp(_ops.gather(zeros, dim, index), 1.0))
        masked_src_result = _ops.scatter_reduce(self, dim, index, _ops.masked_fill(src, single, 1.0),
                                                "prod", include_self=include_self)
        wsrc = _ops.where(single, _ops.gather(masked_src_result, dim, index),
                          _ops.gather(result, dim, index) / _ops.masked_fill(src, src_zero, 1.0))
    else:  # amax, amin: ties share the gradient evenly
        self_is = _ops._to_copy(_cmp(self, result), self.dtype)
        src_is = _ops._to_copy(_cmp(src, _ops.gather(result, dim, index)), self.dtype)
        share = 1.0 / _ops.scatter_add(self_is, dim, index, src_is)
        ws, wsrc = self_is * share, src_is * _ops.gather(share, dim, index)
    if not include_self:
        ws = scatter_fill(ws, dim, index)
    return ws, wsrc


def scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, which: int):
    """The gradient of scatter_reduce for self (which=0) or src (which=1)."""
    ws, wsrc = scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)
    if which == 0:
        return grad * ws
    return pad_to(_ops.gather(grad, dim, index) * wsrc, tuple(src.shape))


def index_scatter(self, dim, index, source, op: str, alpha=1):
    """index_add (op 'index_add_') or index_copy (op 'index_copy_') as a scatter along `dim`."""
    idx = index_spread(self, dim, index, source, op)
    if not self.numel():  # nothing to write into (the index is not read)
        return _ops.clone(self)
    flat = self.ndim == 0
    x = _ops.reshape(self, (1,)) if flat else self
    src = _ops.reshape(source, (1,)) if source.ndim == 0 else source
    d = 0 if flat else dim
    if op == "index_add_":
        kind = self._np_dtype.kind
        if kind in "iub":  # PyTorch casts alpha to self's dtype (2.5 -> 2, nonzero -> True)
            alpha = bool(alpha) if kind == "b" else int(alpha)
        if alpha != 1:
            src = src * alpha if kind != "b" else _ops.zeros_like(src)
        out = _ops.scatter_add(x, d, idx, src)
    else:
        out = _ops._scatter_src(x, d, idx, src)
    return _ops.reshape(out, ()) if flat else out


def index_mask(self, dim, index):
    """A bool tensor that broadcasts against `self`: True at the positions `index` picks along
    `dim` (negative entries count from the end), for index_fill."""
    idx = _ops.reshape(index, (-1,))
    d, size = _index_fill_dim(tuple(self.shape), dim, index._np_dtype, tuple(index.shape),
                              idx.tolist() if _concrete(idx) else None)
    view = [1] * self.ndim
    if self.ndim:
        view[d] = size
    idx = _ops.where(_cmp(idx, 0, "lt"), idx + size, idx)
    mask = _ops._scatter_src(_ops.zeros((size,), dtype=_bool), 0, idx,
                             _ops.ones((idx.shape[0],), dtype=_bool))
    return _ops.reshape(mask, tuple(view))


def index_fill_tensor(self, dim, index, value):
    """index_fill with a 0-d tensor value (which gets a gradient), cast to self's dtype."""
    if not _is_tensor(value):
        return _ops.masked_fill(self, index_mask(self, dim, index), value)
    if value.ndim != 0:
        raise RuntimeError("index_fill_ only supports a 0-dimensional value tensor, but got tensor "
                           f"with {value.ndim} dimension(s).")
    if _concrete(value):  # PyTorch fills with value.item(): out of self's range is an error
        _checked(value.item(), self._np_dtype)
    v = value if value.dtype == self.dtype else _ops._to_copy(value, self.dtype)
    return _ops.where(index_mask(self, dim, index), v, self)


def masked_scatter_parts(self, mask, source):
    """masked_scatter: the i-th True of the (broadcast) mask takes source's i-th element, in
    row-major order — the position of each True is a running count of the mask."""
    if mask._np_dtype.kind != "b":
        raise RuntimeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype {_type_name(mask)}")
    if self.dtype != source.dtype:
        raise RuntimeError("masked_scatter: expected self and source to have same dtypes but got"
                           f"{_type_name(self)} and {_type_name(source)}")
    m, x = _ops.broadcast_tensors([mask, self])
    flat = _ops.reshape(m, (-1,))
    if _concrete(flat) and int(_ops.sum(flat).item()) > source.numel():
        raise RuntimeError("Number of elements of source < number of ones in mask")
    if source.numel() == 0:
        return _ops.clone(x)
    pos = _ops.clamp(_ops.cumsum(flat, 0) - 1, 0, source.numel() - 1)
    picked = _ops.index_select(_ops.reshape(source, (-1,)), 0, pos)
    return _ops.where(m, _ops.reshape(picked, tuple(x.shape)), x)


def masked_scatter_source_backward(grad, mask, source):
    """The gradient of masked_scatter's source: grad at the mask's Trues, in row-major order,
    in source's first elements (the rest took no part: zeros)."""
    m, g = _ops.broadcast_tensors([mask, grad])
    picked = _ops.masked_select(g, m)
    rest = _ops.zeros([source.numel() - picked.numel()], dtype=grad.dtype)
    return _ops.reshape(_ops.cat([picked, rest]), tuple(source.shape))


def take_parts(self, index):
    """take: `self` read as 1-D at `index` (negative entries count from the end), in index's shape."""
    if index._np_dtype not in _INDEX_DTYPES:
        raise RuntimeError(f"take(): Expected a long tensor for index, but got {_type_name(index)}")
    n = self.numel()
    flat = _ops.reshape(index, (-1,))
    negative = True  # unknown under a transform: wrapped either way
    if _concrete(flat):
        values = flat.numpy()
        bad = values[(values < -n) | (values >= n)]
        if bad.size:
            raise IndexError(f"out of range: tried to access index {bad[0]} on a tensor of {n} elements.")
        negative = bool((values < 0).any())
    if negative:
        flat = _ops.where(_cmp(flat, 0, "lt"), flat + n, flat)
    return _ops.reshape(_ops.index_select(_ops.reshape(self, (-1,)), 0, flat), tuple(index.shape))


def take_backward(grad, self, index):
    """The gradient of take: index_select's, on self read as 1-D at the wrapped index."""
    n = self.numel()
    flat = _ops.reshape(index, (-1,))
    flat = _ops.where(_cmp(flat, 0, "lt"), flat + n, flat)
    g = index_select_backward(_ops.reshape(grad, (-1,)), (n,), 0, flat)
    return _ops.reshape(g, tuple(self.shape))


def take_along_dim_parts(self, indices, dim):
    """take_along_dim: gather along `dim` after broadcasting self and indices in every other
    dim (negative indices count from the end); dim=None reads the flattened tensor."""
    d, sx, si = _take_along_shapes(tuple(self.shape), tuple(indices.shape), indices._np_dtype, dim)
    if dim is None:
        x, idx, d = _ops.reshape(self, (-1,)), _ops.reshape(indices, (-1,)), 0
    else:
        x = self if sx == tuple(self.shape) else _ops.expand(self, sx)
        idx = _ops.expand(indices, si)
    size = x.shape[d] if x.ndim else 1
    idx = _ops.where(_cmp(idx, 0, "lt"), idx + size, idx)
    return _ops.gather(x, d, idx)
