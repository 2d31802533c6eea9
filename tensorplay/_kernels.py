"""Hand-written NumPy kernels and kernel helpers, for ops whose forward is more
than one expression. Kernels see raw ndarrays and plain Python values only —
never tensors — and are never differentiated or batched directly: ops.yaml
gives their derivative and batching rules.
"""

from __future__ import annotations

import numpy as np


def _axes(dim, ndim: int):
    """A `dim` argument (None, int or list) as a NumPy `axis`; 0-d tensors accept 0/-1."""
    if dim is None:
        return None
    if isinstance(dim, int):
        dim = (dim,)
    if ndim == 0:
        for d in dim:
            if d not in (0, -1):
                raise np.exceptions.AxisError(d, 0)
        return None
    if len(dim) == 0:
        return None
    return tuple(d % ndim if -ndim <= d < ndim else _bad_axis(d, ndim) for d in dim)


def _bad_axis(d: int, ndim: int):
    raise np.exceptions.AxisError(d, ndim)


def _dim(dim: int, ndim: int) -> int:
    """Wrap one dim for a kernel; a 0-d input accepts 0 and -1."""
    span = max(ndim, 1)
    if not -span <= dim < span:
        raise np.exceptions.AxisError(dim, span)
    return dim % span


def _erf(x):
    """The error function elementwise: scipy.special.erf when SciPy is installed (fast and
    accurate to the last bit), else math.erf element by element (exact, but a Python loop)."""
    try:
        from scipy.special import erf
    except ImportError:  # pragma: no cover - SciPy is optional
        import math

        if x.size == 0:
            return x.copy()
        return np.vectorize(math.erf, otypes=[x.dtype])(x)
    return erf(x)


def _sigmoid(x):
    """1 / (1 + e^-x) without overflow for large |x|: exp(-log(1 + e^-x))."""
    return np.exp(-np.logaddexp(0, -x)).astype(x.dtype, copy=False)


def _gelu(x, approximate):
    """GELU as PyTorch defines it: x·Φ(x) exactly ('none'), or the tanh approximation."""
    if approximate == "none":
        return 0.5 * x * (1 + _erf(x * np.sqrt(0.5).astype(x.dtype)))
    if approximate == "tanh":
        k = np.sqrt(2 / np.pi).astype(x.dtype)
        return 0.5 * x * (1 + np.tanh(k * (x + 0.044715 * x * x * x)))
    raise ValueError(f"approximate argument must be either none or tanh, got {approximate!r}")


def _softplus(x, beta, threshold):
    """log(1 + e^(beta·x)) / beta, and x itself where beta·x > threshold (as PyTorch)."""
    bx = x * beta
    return np.where(bx > threshold, x, np.logaddexp(0, bx) / beta).astype(x.dtype, copy=False)


def _elu(x, alpha):
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0))).astype(x.dtype, copy=False)


def _rounding(x, fn):
    """floor/ceil/trunc: integer and bool tensors are returned unchanged (as PyTorch)."""
    return fn(x) if x.dtype.kind == "f" else x.copy()


def _round(x, decimals):
    """Round half to even, like torch.round; `decimals` digits after the point."""
    if x.dtype.kind != "f":
        return x.copy()
    return np.round(x) if decimals == 0 else np.round(x, decimals)


def _clamp(x, min, max):
    """Clamp to [min, max]; the result dtype promotes with the bounds (int tensor, float bound
    → default float), as torch.clamp does."""
    if min is None and max is None:
        raise ValueError("At least one of 'min' or 'max' must not be None")
    from ._dtype import result_type

    bounds = [b for b in (min, max) if b is not None]
    dt = result_type([x.dtype] if x.ndim else [], [] if x.ndim else [x.dtype], bounds)
    out = x.astype(dt, copy=False)
    if min is not None:
        out = np.maximum(out, np.asarray(min, dtype=dt))
    if max is not None:
        out = np.minimum(out, np.asarray(max, dtype=dt))
    return np.asarray(out, dtype=dt)


def _check_int_divisor(other):
    other = np.asarray(other)
    if other.dtype.kind in "iub" and (other == 0).any():
        raise ValueError("ZeroDivisionError")


def _remainder(self, other):
    """Python's % : the result has the sign of the divisor (torch.remainder)."""
    _check_int_divisor(other)
    return np.remainder(self, other)


def _floor_divide(self, other):
    """Python's // : the quotient rounded toward -inf (torch.floor_divide)."""
    _check_int_divisor(other)
    return np.floor_divide(self, other)


def _where(condition, self, other):
    if not isinstance(condition, np.ndarray) or condition.dtype != np.bool_:
        kind = getattr(condition, "dtype", type(condition).__name__)
        raise ValueError(f"where expected condition to be a boolean tensor, but got a tensor "
                         f"with dtype {kind}")
    return np.where(condition, self, other)


def _np_dtype(dtype):
    if dtype is None:
        return None
    from ._dtype import to_numpy_dtype

    return to_numpy_dtype(dtype)


def _float_dtype(dtype):
    from ._dtype import get_default_dtype, to_numpy_dtype

    return get_default_dtype().np if dtype is None else to_numpy_dtype(dtype)


def _size(size) -> tuple:
    if isinstance(size, int):
        return (size,)
    return tuple(int(s) for s in size)


def _restore_dims(x: np.ndarray, dim, ndim: int, keepdim: bool) -> np.ndarray:
    """Re-insert reduced dims (size 1) so `x` broadcasts against the input."""
    if keepdim or ndim == 0:
        return x
    axes = _axes(dim, ndim)
    if axes is None:
        return np.reshape(x, (1,) * ndim)
    return np.expand_dims(x, axes)


def _softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.ones_like(x)
    shifted = x - np.max(x, axis=dim, keepdims=True)
    e = np.exp(shifted)
    return e / np.sum(e, axis=dim, keepdims=True)


def _log_softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.zeros_like(x)
    shifted = x - np.max(x, axis=dim, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=dim, keepdims=True))


def _logsumexp(self, dim, keepdim=False):
    axes = _axes(dim, self.ndim)
    if self.ndim == 0:
        return self.copy()
    m = np.max(self, axis=axes, keepdims=True, initial=-np.inf)  # empty groups give -inf
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(divide="ignore"):
        out = np.log(np.sum(np.exp(self - m), axis=axes, keepdims=True)) + m
    return out if keepdim else np.squeeze(out, axis=axes)


def max_dim(self, dim, keepdim=False):
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = np.argmax(self, axis=d, keepdims=True)
    vals = np.take_along_axis(self, idx, axis=d)
    if not keepdim:
        vals, idx = np.squeeze(vals, d), np.squeeze(idx, d)
    return vals, idx.astype(np.int64)


def min_dim(self, dim, keepdim=False):
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = np.argmin(self, axis=d, keepdims=True)
    vals = np.take_along_axis(self, idx, axis=d)
    if not keepdim:
        vals, idx = np.squeeze(vals, d), np.squeeze(idx, d)
    return vals, idx.astype(np.int64)


# ---- reductions and shape ops (ops-reduce-shape) ------------------------------------------
def _minmax(self, dim, keepdim, largest):
    """amax/amin (dim=() reduces everything) and the whole-tensor max()/min()."""
    name = "max" if largest else "min"
    if self.size == 0 and (dim is None or _axes(dim, self.ndim) is None or
                           any(self.shape[a] == 0 for a in _axes(dim, self.ndim))):
        raise ShapeError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0. "
                         "Specify the reduction dim with the 'dim' argument.")
    fn = np.max if largest else np.min
    return fn(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


def _argext(self, dim, keepdim, largest):
    """argmax/argmin: the first index of the extreme value (of the flattened input if dim=None)."""
    fn = np.argmax if largest else np.argmin
    if self.size == 0:
        raise ShapeError(f"{'argmax' if largest else 'argmin'}(): Expected reduction dim to be "
                         "specified for input.numel() == 0.")
    if dim is None:
        out = np.asarray(fn(self))
        return out.reshape((1,) * self.ndim) if keepdim else out
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return np.zeros((), np.int64)
    return fn(self, axis=d, keepdims=keepdim)


def _prod(self, dim, keepdim, dtype):
    return np.prod(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0,
                   dtype=_np_dtype(dtype))


def _cumsum(self, dim, dtype):
    d = _dim(dim, self.ndim)
    dt = _np_dtype(dtype)
    if self.ndim == 0:
        if dt is None:
            dt = np.dtype(np.int64) if self.dtype.kind in "biu" else self.dtype
        return self.astype(dt)
    return np.cumsum(self, axis=d, dtype=dt)


def _var_args(dim, unbiased, correction):
    """(dim, ddof) of var/std: `x.var(False)` is the old `var(input, unbiased)` overload."""
    if isinstance(dim, bool):
        if unbiased is not None:
            raise TypeError("var(): unbiased given twice (positionally and by name)")
        dim, unbiased = None, dim
    if unbiased is not None and correction is not None:
        raise ShapeError("var/std: cannot specify both unbiased and correction")
    if correction is not None:
        return dim, correction
    return dim, 0 if unbiased is False else 1


def _var(self, dim, unbiased, keepdim, correction, take_sqrt=False):
    dim, ddof = _var_args(dim, unbiased, correction)
    axes = _axes(dim, self.ndim)
    n = self.size if axes is None else int(np.prod([self.shape[a] for a in axes]))
    centered = self - np.mean(self, axis=axes, keepdims=True)
    ss = np.sum(centered * centered, axis=axes, keepdims=keepdim and self.ndim > 0)
    out = np.true_divide(ss, np.maximum(n - ddof, 0))
    return np.sqrt(out) if take_sqrt else out


def _norm_p(p):
    if p is None or p == "fro":
        return 2
    if isinstance(p, str):
        raise ShapeError(f"norm: p={p!r} is not supported (use a number, 'fro' or inf)")
    return p


def _norm(self, p, dim, keepdim, dtype):
    dt = _np_dtype(dtype)
    if dt is None and self.dtype.kind != "f":
        dt = _float_dtype(None)
    x = np.abs(self if dt is None else self.astype(dt))
    p = _norm_p(p)
    axes = _axes(dim, self.ndim)
    kd = keepdim and self.ndim > 0
    if p == np.inf or p == -np.inf:
        if x.size == 0:
            raise ShapeError("norm: expected a non-empty input for p=inf")
        return (np.max if p > 0 else np.min)(x, axis=axes, keepdims=kd)
    if p == 0:
        return np.sum(x != 0, axis=axes, keepdims=kd).astype(x.dtype)
    if p == 1:
        return np.sum(x, axis=axes, keepdims=kd)
    if p == 2:
        return np.sqrt(np.sum(x * x, axis=axes, keepdims=kd))
    return np.power(np.sum(np.power(x, p), axis=axes, keepdims=kd), 1.0 / p)


def _compare_arrays(self, other, op):
    return {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
            "lt": np.less, "le": np.less_equal}[op](self, other)


def _view(self, shape):
    shape = _size(shape)
    try:
        return np.reshape(self, shape, copy=False)
    except ValueError as exc:
        if "copy" in str(exc):
            raise ShapeError("view size is not compatible with input tensor's size and stride (at "
                             "least one dimension spans across two contiguous subspaces). Use "
                             ".reshape(...) instead.") from None
        raise ShapeError(f"shape '{list(shape)}' is invalid for input of size {self.size}") from None


def _flatten(self, start_dim, end_dim):
    s, e = _dim(start_dim, self.ndim), _dim(end_dim, self.ndim)
    if self.ndim == 0:
        return np.reshape(self, (1,))
    if s > e:
        raise ShapeError("flatten() has invalid args: start_dim cannot come after end_dim")
    n = 1
    for k in self.shape[s:e + 1]:
        n *= k
    return np.reshape(self, self.shape[:s] + (n,) + self.shape[e + 1:])


def _t(self):
    if self.ndim > 2:
        raise ShapeError(f"t() expects a tensor with <= 2 dimensions, but self is {self.ndim}D")
    return self.T


def _movedim(self, source, destination):
    src = [source] if isinstance(source, int) else list(source)
    dst = [destination] if isinstance(destination, int) else list(destination)
    if len(src) != len(dst):
        raise ShapeError(f"movedim: Invalid source or destination dims: source ({src} dims) should "
                         f"contain the same number of dims as destination ({dst} dims)")
    src = [_dim(d, self.ndim) for d in src]
    dst = [_dim(d, self.ndim) for d in dst]
    if len(set(src)) != len(src) or len(set(dst)) != len(dst):
        raise ShapeError(f"movedim: repeated dim in source ({src}) or destination ({dst})")
    if self.ndim == 0:
        return self.view()
    return np.moveaxis(self, src, dst)


def _flip(self, dims):
    dims = [dims] if isinstance(dims, int) else list(dims)
    axes = [_dim(d, self.ndim) for d in dims]
    if len(set(axes)) != len(axes):
        raise ShapeError(f"flip: dims {dims} has a dim that appears multiple times")
    if self.ndim == 0 or not axes:
        return self.copy()
    return np.flip(self, axes).copy()


def _repeat(self, repeats):
    repeats = _size(repeats)
    if len(repeats) < self.ndim:
        raise ShapeError("Number of dimensions of repeat dims can not be smaller than number of "
                         "dimensions of tensor")
    if any(r < 0 for r in repeats):
        raise ShapeError(f"Trying to create tensor with negative dimension: repeats {list(repeats)}")
    return np.tile(self, repeats) if repeats else self.copy()


def _cat(tensors, dim):
    if len(tensors) == 0:
        raise ShapeError("expected a non-empty list of Tensors")
    for i, t in enumerate(tensors):
        if t.ndim == 0:
            raise ShapeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    ref = tensors[0]
    d = _dim(dim, ref.ndim)
    for i, t in enumerate(tensors[1:], 1):
        if t.ndim != ref.ndim:
            raise ShapeError(f"Tensors must have same number of dimensions: got {ref.ndim} and "
                             f"{t.ndim} (shapes {list(ref.shape)} and {list(t.shape)})")
        for k in range(ref.ndim):
            if k != d and t.shape[k] != ref.shape[k]:
                raise ShapeError(f"Sizes of tensors must match except in dimension {d}. Expected "
                                 f"size {ref.shape[k]} but got size {t.shape[k]} for tensor number "
                                 f"{i} in the list (shapes {list(ref.shape)} and {list(t.shape)})")
    return np.concatenate(tensors, axis=d)


def _stack(tensors, dim):
    if len(tensors) == 0:
        raise ShapeError("stack expects a non-empty TensorList")
    ref = tensors[0]
    for i, t in enumerate(tensors[1:], 1):
        if t.shape != ref.shape:
            raise ShapeError(f"stack expects each tensor to be equal size, but got "
                             f"{list(ref.shape)} at entry 0 and {list(t.shape)} at entry {i}")
    return np.stack(tensors, axis=_dim(dim, ref.ndim + 1))


def _split_sizes(n, split_size, d):
    if isinstance(split_size, int):
        if split_size < 0:
            raise ShapeError(f"split expects split_size be non-negative, but got split_size={split_size}")
        if split_size == 0:
            if n != 0:
                raise ShapeError(f"split_size can only be 0 if dimension size is 0, but got "
                                 f"dimension size of {n}")
            return [0]
        sizes = [split_size] * (n // split_size)
        return sizes + [n % split_size] if n % split_size or not sizes else sizes
    sizes = [int(s) for s in split_size]
    if sum(sizes) != n or any(s < 0 for s in sizes):
        raise ShapeError(f"split_with_sizes expects split_sizes to sum exactly to {n} (input "
                         f"tensor's size at dimension {d}), but got split_sizes={sizes}")
    return sizes


def _split(self, split_size_or_sections, dim):
    if self.ndim == 0:
        raise ShapeError("split expects at least a 1-dimensional tensor")
    d = _dim(dim, self.ndim)
    out, start = [], 0
    for k in _split_sizes(self.shape[d], split_size_or_sections, d):
        out.append(self[(slice(None),) * d + (slice(start, start + k),)])
        start += k
    return out


def _chunk(self, chunks, dim):
    if self.ndim == 0:
        raise ShapeError("chunk expects at least a 1-dimensional tensor")
    if chunks <= 0:
        raise ShapeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    d = _dim(dim, self.ndim)
    n = self.shape[d]
    if n == 0:
        return _split(self, [0] * chunks, d)
    return _split(self, -(-n // chunks), d)


def _unbind(self, dim):
    if self.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    d = _dim(dim, self.ndim)
    return [self[(slice(None),) * d + (i,)] for i in range(self.shape[d])]


def _narrow(self, dim, start, length):
    if self.ndim == 0:
        raise ShapeError("narrow() cannot be applied to a 0-dim tensor.")
    d = _dim(dim, self.ndim)
    n = self.shape[d]
    if not -n <= start <= n:
        raise IndexError(f"start out of range (expected to be in range of [{-n}, {n}], but got {start})")
    start = start + n if start < 0 else start
    if length < 0 or start + length > n:
        raise ShapeError(f"start ({start}) + length ({length}) exceeds dimension size ({n}).")
    return self[(slice(None),) * d + (slice(start, start + length),)]


def _diag(self, diagonal):
    if self.ndim == 1:
        return np.diag(self, diagonal)
    if self.ndim == 2:
        return np.diagonal(self, diagonal).copy()
    raise ShapeError(f"diag(): Supports 1D or 2D tensors. Got {self.ndim}D")


def _diagonal(self, offset, dim1, dim2):
    """A writable strided view of the diagonal (np.diagonal's view is read-only)."""
    d1, d2 = _dim(dim1, self.ndim), _dim(dim2, self.ndim)
    if d1 == d2:
        raise ShapeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    x = np.moveaxis(self, (d1, d2), (-2, -1))
    n1, n2 = x.shape[-2:]
    r0, c0 = (0, offset) if offset >= 0 else (-offset, 0)
    length = max(min(n1 - r0, n2 - c0), 0)
    x = x[..., min(r0, n1):, min(c0, n2):]
    s1, s2 = x.strides[-2:]
    return np.lib.stride_tricks.as_strided(x, shape=x.shape[:-2] + (length,),
                                           strides=x.strides[:-2] + (s1 + s2,))


def _tri(self, diagonal, upper):
    if self.ndim < 2:
        raise ShapeError(f"{'triu' if upper else 'tril'}: input tensor must have at least 2 dimensions")
    return np.triu(self, diagonal) if upper else np.tril(self, diagonal)


def _contiguous(self):
    return self if self.flags.c_contiguous else np.ascontiguousarray(self)


class ShapeError(ValueError):
    """A shape problem found by a kernel; the dispatcher re-raises it as RuntimeError."""


def _expand(self, size):
    size = _size(size)
    if len(size) < self.ndim:
        raise ShapeError(f"expand: the number of sizes provided ({len(size)}) must be greater or "
                         f"equal to the number of dimensions in the tensor ({self.ndim})")
    lead = len(size) - self.ndim
    target = tuple(self.shape[i - lead] if s == -1 else s for i, s in enumerate(size))
    for i, s in enumerate(self.shape):
        if s != 1 and s != target[lead + i]:
            raise ShapeError(f"expand: the expanded size of the tensor ({target[lead + i]}) must "
                             f"match the existing size ({s}) at non-singleton dimension {lead + i}. "
                             f"Target sizes: {list(size)}. Tensor sizes: {list(self.shape)}")
    return np.broadcast_to(self, target)


def _squeeze(self, dim):
    if dim is None:
        return np.squeeze(self)
    axes = _axes(dim, self.ndim)
    if axes is None:
        return self.view()
    return np.squeeze(self, tuple(a for a in axes if self.shape[a] == 1))


def _matmul(self, other):
    if self.ndim == 0 or other.ndim == 0:
        raise ShapeError("both arguments to matmul need to be at least 1D, but they are "
                         f"{self.ndim}D and {other.ndim}D")
    k_self = self.shape[-1]
    k_other = other.shape[-2] if other.ndim > 1 else other.shape[0]
    if k_self != k_other:
        a = "x".join(map(str, self.shape))
        b = "x".join(map(str, other.shape))
        raise ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({a} and {b})")
    return np.matmul(self, other)


def _getitem(self, indices):
    return self[indices]


def _index_add_zeros(grad, shape, indices):
    out = np.zeros(tuple(shape), dtype=grad.dtype)
    np.add.at(out, indices, grad)
    return out


def _index_put(self, indices, values):
    out = self.copy()
    try:
        out[indices] = values
    except ValueError as exc:
        if "broadcast" not in str(exc):
            raise
        slot = np.shape(self[indices])
        raise ShapeError(f"shape mismatch: value tensor of shape {list(np.shape(values))} cannot be "
                         f"broadcast to indexing result of shape {list(slot)}") from None
    return out


# ---- indexing: index_select, gather, scatter_add, masked_fill ---------------------------------
def _check_index(index, size: int, op: str, error=IndexError) -> np.ndarray:
    if index.dtype.kind not in "iu":
        raise ShapeError(f"{op}(): Expected dtype int64 for index, got {index.dtype}")
    if index.size and (index.min() < -size or index.max() >= size):
        bad = index[(index < -size) | (index >= size)].flat[0]
        raise error(f"index {bad} is out of bounds for dimension with size {size}")
    return index


def _index_select(self, dim, index):
    if index.ndim > 1:
        raise ShapeError("index_select(): Index is supposed to be a vector")
    if self.ndim == 0:
        _dim(dim, 0)
        _check_index(index, 1, "index_select")
        return np.reshape(self, (1,))[np.reshape(index, -1)].reshape(np.shape(index))
    d = _dim(dim, self.ndim)
    _check_index(index, self.shape[d], "index_select")
    return np.take(self, np.reshape(index, -1), axis=d)


def _gather_key(self_shape, dim, index):
    """Full-coordinate index arrays: `index` along `dim`, the position itself elsewhere."""
    ndim = len(self_shape)
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
    _check_index(index, self_shape[d], "gather", ShapeError)
    key = list(np.indices(index.shape, sparse=True))
    key[d] = index
    return tuple(key)


def _gather(self, dim, index):
    key = _gather_key(self.shape, dim, index)
    if self.ndim == 0:
        return np.broadcast_to(self, index.shape).copy()
    return self[key]


def _scatter_add(self, dim, index, src):
    key = _gather_key(self.shape, dim, index)
    if src.ndim != index.ndim or any(i > s for i, s in zip(index.shape, src.shape)):
        raise ShapeError(f"scatter_add(): Expected index {list(index.shape)} to be no larger than "
                         f"src {list(src.shape)} in every dimension")
    out = self.copy()
    part = src[tuple(slice(0, n) for n in index.shape)]
    if self.ndim == 0:
        out[...] += part.sum()
        return out
    np.add.at(out, key, part)
    return out


def _masked_fill(self, mask, value):
    if mask.dtype != np.bool_:
        raise ShapeError(f"masked_fill only supports boolean masks, but got mask with dtype {mask.dtype}")
    fill = np.asarray(value).astype(self.dtype)
    return np.where(mask, fill, self)


# ---- linear algebra: mm, bmm, mv, dot, outer --------------------------------------------------
def _shape_str(a) -> str:
    return "x".join(map(str, a.shape))


def _mm(self, mat2):
    if self.ndim != 2 or mat2.ndim != 2:
        raise ShapeError(f"mm: both arguments must be matrices (2-D), got shapes "
                         f"{list(self.shape)} and {list(mat2.shape)}")
    if self.shape[1] != mat2.shape[0]:
        raise ShapeError(f"mat1 and mat2 shapes cannot be multiplied "
                         f"({_shape_str(self)} and {_shape_str(mat2)})")
    return np.matmul(self, mat2)


def _bmm(self, mat2):
    if self.ndim != 3 or mat2.ndim != 3:
        raise ShapeError(f"bmm: batch1 and batch2 must be 3-D tensors, got shapes "
                         f"{list(self.shape)} and {list(mat2.shape)}")
    if self.shape[0] != mat2.shape[0] or self.shape[2] != mat2.shape[1]:
        raise ShapeError(f"Expected size for first two dimensions of batch2 tensor to be: "
                         f"[{self.shape[0]}, {self.shape[2]}] but got: "
                         f"[{mat2.shape[0]}, {mat2.shape[1]}] (shapes {list(self.shape)} and "
                         f"{list(mat2.shape)})")
    return np.matmul(self, mat2)


def _mv(self, vec):
    if self.ndim != 2 or vec.ndim != 1:
        raise ShapeError(f"vector + matrix @ vector expected, got shapes {list(self.shape)} and "
                         f"{list(vec.shape)}")
    if self.shape[1] != vec.shape[0]:
        raise ShapeError(f"size mismatch, got input ({self.shape[0]}), mat "
                         f"({_shape_str(self)}), vec ({vec.shape[0]})")
    return np.matmul(self, vec)


def _dot(self, tensor):
    if self.ndim != 1 or tensor.ndim != 1:
        raise ShapeError(f"1D tensors expected, but got {self.ndim}D and {tensor.ndim}D tensors")
    if self.shape[0] != tensor.shape[0]:
        raise ShapeError(f"inconsistent tensor size, expected tensor [{self.shape[0]}] and src "
                         f"[{tensor.shape[0]}] to have the same number of elements, but got "
                         f"{self.shape[0]} and {tensor.shape[0]} elements respectively")
    return np.dot(self, tensor)


def _outer(self, vec2):
    if self.ndim != 1 or vec2.ndim != 1:
        raise ShapeError(f"outer: expected 1-D tensors, got shapes {list(self.shape)} and "
                         f"{list(vec2.shape)}")
    return np.multiply.outer(self, vec2)


# ---- creation and random ----------------------------------------------------------------------
def _scalar_dtype(value, dtype):
    """The dtype PyTorch infers from a Python fill value: bool → bool, int → int64, float → default."""
    if dtype is not None:
        return _np_dtype(dtype)
    if isinstance(value, bool | np.bool_):
        return np.dtype(np.bool_)
    if isinstance(value, int | np.integer):
        return np.dtype(np.int64)
    return _float_dtype(None)


def _arange(start, end, step, dtype):
    if end is None:
        start, end = 0, start
    if step == 0:
        raise ShapeError("arange: step must be nonzero")
    if (end - start) * step < 0:
        raise ShapeError(f"arange: upper bound and larger bound inconsistent with step sign "
                         f"(start={start}, end={end}, step={step})")
    if dtype is None:
        ints = all(isinstance(v, int | np.integer) and not isinstance(v, bool) for v in (start, end, step))
        out_dt = np.dtype(np.int64) if ints else _float_dtype(None)
    else:
        out_dt = _np_dtype(dtype)
    n = int(np.ceil((end - start) / step))
    return (start + np.arange(max(n, 0), dtype=np.float64 if out_dt.kind == "f" else np.int64)
            * step).astype(out_dt)


def _random_float_dtype(dtype, op: str):
    dt = _float_dtype(dtype)
    if dt.kind != "f":
        raise RuntimeError(f"{op}: only floating-point dtypes are supported, got {dt}")
    return dt


def _uniform(size, generator, np_dtype):
    from ._random import rng

    return rng(generator).random(_size(size)).astype(np_dtype)


def _normal(size, generator, np_dtype):
    from ._random import rng

    return rng(generator).standard_normal(_size(size)).astype(np_dtype)


def _randint(low, high, size, generator, dtype):
    from ._random import rng

    if low >= high:
        raise ShapeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    return rng(generator).integers(low, high, _size(size)).astype(dt)


def _like_float_dtype(self, dtype, op: str):
    dt = _np_dtype(dtype) or self.dtype
    if dt.kind != "f":
        raise RuntimeError(f"{op}: only floating-point dtypes are supported, got {dt}")
    return dt


# ---- nn.functional: softmax family and losses -------------------------------------------------
def _floating(x):
    """Integer input to a float-only function computes in the default float dtype."""
    return x if x.dtype.kind == "f" else x.astype(_float_dtype(None))


def _check_reduction(reduction):
    if reduction not in ("mean", "sum", "none"):
        raise ShapeError(f"{reduction} is not a valid value for reduction")


def _reduce_loss(per_elem, reduction, denominator):
    _check_reduction(reduction)
    if reduction == "none":
        return per_elem
    total = np.sum(per_elem)
    if reduction == "sum":
        return total
    with np.errstate(all="ignore"):
        return np.true_divide(total, denominator)


def _loss_coefficients(self, target, weight, ignore_index, label_smoothing):
    """Q with loss_i = -sum_c Q[i, c] * log_softmax(input)[i, c] (class dim 1, or 0 for 1-D input):
    for class indices (1 - ls) * w[t_i] * onehot + ls / C * w, zero where t_i == ignore_index;
    for class probabilities ((1 - ls) * p + ls / C) * w."""
    cdim = 1 if self.ndim >= 2 else 0
    n_classes = self.shape[cdim] if self.ndim else 1
    wshape = [1] * self.ndim
    if self.ndim:
        wshape[cdim] = n_classes
    w = np.ones(n_classes, self.dtype) if weight is None else weight.astype(self.dtype)
    if w.shape != (n_classes,):
        raise ShapeError(f"weight tensor should be defined either for all {n_classes} classes or no "
                         f"classes but got weight tensor of shape: {list(w.shape)}")
    wb = np.reshape(w, wshape)
    if target.dtype.kind == "f":
        if target.shape != self.shape:
            raise ShapeError(f"Expected target size {list(self.shape)}, got {list(target.shape)} "
                             "(class-probability targets have the input's shape)")
        return ((1 - label_smoothing) * target.astype(self.dtype) + label_smoothing / n_classes) * wb
    if target.dtype.kind not in "iu":
        raise ShapeError(f"expected target of integer (class index) or float (class probability) "
                         f"dtype, got {target.dtype}")
    expected = self.shape[:cdim] + self.shape[cdim + 1:]
    if target.shape != expected:
        raise ShapeError(f"Expected target size {list(expected)}, got {list(target.shape)} "
                         f"(input shape {list(self.shape)})")
    keep = target != ignore_index
    safe = np.where(keep, target, 0)
    if keep.any() and (safe.min() < 0 or safe.max() >= n_classes):
        bad = target[keep & ((target < 0) | (target >= n_classes))].flat[0]
        raise IndexError(f"Target {bad} is out of bounds (number of classes {n_classes})")
    onehot = np.expand_dims(safe, cdim) == np.reshape(np.arange(n_classes), wshape)
    keep_b = np.expand_dims(keep, cdim)
    q = ((1 - label_smoothing) * onehot * np.expand_dims(w[safe], cdim)
         + label_smoothing / n_classes * wb)
    return np.where(keep_b, q, 0).astype(self.dtype)


def _loss_denominator(self, target, weight, ignore_index):
    """What reduction='mean' divides by: the summed target weights (class indices) or the
    number of samples N*d1*... (class probabilities)."""
    if target.dtype.kind == "f":
        cdim = 1 if self.ndim >= 2 else 0
        return self.size / self.shape[cdim] if self.ndim else 1
    q0 = _loss_coefficients(self, target, weight, ignore_index, 0.0)
    return np.sum(q0)


def _cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing):
    _check_reduction(reduction)
    if self.ndim == 0:
        raise ShapeError("cross_entropy: input must have at least one dimension (the classes)")
    cdim = 1 if self.ndim >= 2 else 0
    logp = _log_softmax(self, cdim)
    q = _loss_coefficients(self, target, weight, ignore_index, label_smoothing)
    per_elem = -np.sum(q * logp, axis=cdim)
    return _reduce_loss(per_elem, reduction, _loss_denominator(self, target, weight, ignore_index))


def _nll_loss(self, target, weight, ignore_index, reduction):
    _check_reduction(reduction)
    if self.ndim == 0:
        raise ShapeError("nll_loss: input must have at least one dimension (the classes)")
    if target.dtype.kind not in "iu":
        raise ShapeError(f"nll_loss: expected class-index targets of dtype int64, got {target.dtype}")
    cdim = 1 if self.ndim >= 2 else 0
    q = _loss_coefficients(self, target, weight, ignore_index, 0.0)
    per_elem = -np.sum(q * self, axis=cdim)
    return _reduce_loss(per_elem, reduction, np.sum(q))


def _mse_loss(self, target, reduction):
    diff = np.subtract(self, target)
    return _reduce_loss(diff * diff, reduction, diff.size)
