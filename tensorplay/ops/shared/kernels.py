"""Hand-written NumPy kernels and kernel helpers, for ops whose forward is more
than one expression. Kernels see raw ndarrays and plain Python values only —
never tensors — and are never differentiated or batched directly: ops.yaml
gives their derivative and batching rules.
"""

from __future__ import annotations

import math

import numpy as np

from ...core.dtype import TORCH_NAME, get_default_dtype, result_type, to_numpy_dtype
from ...core.random import rng

# the dispatch layer's errors and number conversions, which the family kernels take from here
from ...dispatch.errors import ArgumentValueError, DtypeError, ShapeError  # noqa: F401
from ...dispatch.errors import checked_scalar as _checked
from ...dispatch.errors import wrapped_int as _wrapped  # noqa: F401
from . import selection as S

# nn layers
# Kernels of the `nn layers` section of ops.yaml. Convolution and pooling use
# im2col: `_nn_windows` is a strided view (N, C, Ho, Wo, kh, kw) of the padded
# input, contracted with the weight by tensordot/einsum (BLAS does the work).


def _nn_pair(v, name: str = "argument") -> tuple:
    """An int or a 1-/2-sequence as a pair (PyTorch's `_pair`)."""
    if isinstance(v, int | np.integer):
        return (int(v), int(v))
    v = tuple(int(x) for x in v)
    if len(v) == 1:
        return v * 2
    if len(v) != 2:
        raise ShapeError(f"{name} must be an int or a pair of ints, got {list(v)}")
    return v


def _nn_out_size(size: int, k: int, s: int, p: int, d: int) -> int:
    return (size + 2 * p - d * (k - 1) - 1) // s + 1


def _nn_windows(xp, kh: int, kw: int, stride: tuple, dilation: tuple, ho: int, wo: int):
    """A read-only strided view (N, C, Ho, Wo, kh, kw) of the windows of padded `xp`."""
    s0, s1, s2, s3 = xp.strides
    shape = (xp.shape[0], xp.shape[1], ho, wo, kh, kw)
    strides = (s0, s1, s2 * stride[0], s3 * stride[1], s2 * dilation[0], s3 * dilation[1])
    return np.lib.stride_tricks.as_strided(xp, shape, strides, writeable=False, subok=True)


def _nn_pad_hw(x, padding: tuple, value=0):
    if padding == (0, 0):
        return x
    pads = ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1]))
    return np.pad(x, pads, constant_values=value)


def _nn_conv_geometry(x_shape, w_shape, stride, padding, dilation, groups):
    _, c, h, w = x_shape
    o, cg, kh, kw = w_shape
    s, p, d = _nn_pair(stride, "stride"), _nn_pair(padding, "padding"), _nn_pair(dilation, "dilation")
    if groups < 1 or c != cg * groups or o % groups:
        raise ShapeError(f"Given groups={groups}, weight of size {list(w_shape)}, expected input "
                         f"{list(x_shape)} to have {cg * groups} channels, but got {c} channels "
                         f"instead (and out_channels={o} divisible by groups)")
    ho, wo = _nn_out_size(h, kh, s[0], p[0], d[0]), _nn_out_size(w, kw, s[1], p[1], d[1])
    if ho <= 0 or wo <= 0:
        raise ShapeError(f"Calculated output size ({ho}x{wo}) is too small for input size "
                         f"{h}x{w}, kernel {kh}x{kw}, padding {list(p)}, dilation {list(d)}")
    return s, p, d, ho, wo


def _nn_conv_cols(x, w_shape, s, p, d, ho, wo):
    return _nn_windows(_nn_pad_hw(x, p), w_shape[2], w_shape[3], s, d, ho, wo)


def _nn_padded(x, p):
    """`x` (N, C, H, W) with `p` zeros around H and W (one allocation, no np.pad)."""
    if p == (0, 0):
        return x
    n, c, h, w = x.shape
    xp = np.zeros((n, c, h + 2 * p[0], w + 2 * p[1]), dtype=x.dtype)
    xp[:, :, p[0]:p[0] + h, p[1]:p[1] + w] = x
    return xp


def _nn_col_matrix(x, w_shape, s, p, d, ho, wo):
    """im2col: the windows of `x` as one C-contiguous (N, C*kh*kw, Ho*Wo) array, so a
    convolution is one batched matmul with the (O, C*kh*kw) weight."""
    n, c = x.shape[:2]
    kh, kw = w_shape[2], w_shape[3]
    xp = _nn_padded(x, p)
    cols = np.empty((n, c, kh, kw, ho, wo), dtype=x.dtype)
    for i in range(kh):  # one slab copy per kernel offset (rows of Wo contiguous elements)
        for j in range(kw):
            r, q = i * d[0], j * d[1]
            cols[:, :, i, j] = xp[:, :, r:r + s[0] * (ho - 1) + 1:s[0], q:q + s[1] * (wo - 1) + 1:s[1]]
    return cols.reshape(n, c * kh * kw, ho * wo)


def _nn_pool_overhang(hw, k, s, p, d, ho, wo) -> tuple:
    """How far (rows, cols) ceil_mode's last windows reach past the right / bottom padding."""
    return tuple(max(0, (o - 1) * s[i] + d[i] * (k[i] - 1) + 1 - (hw[i] + 2 * p[i]))
                 for i, o in enumerate((ho, wo)))


def _nn_avg_divisor(x_shape, k, s, p, ho, wo, count_include_pad, divisor_override, dtype):
    if divisor_override:
        return dtype.type(divisor_override)
    h, w = x_shape[-2:]
    # ceil_mode's last windows may reach past the right padding: that part is never counted
    eh, ew = _nn_pool_overhang((h, w), k, s, p, (1, 1), ho, wo)
    if count_include_pad and eh == ew == 0:
        return dtype.type(k[0] * k[1])
    if count_include_pad:
        ones = np.pad(np.ones((1, 1, h + 2 * p[0], w + 2 * p[1]), dtype=dtype), ((0, 0), (0, 0), (0, eh), (0, ew)))
    else:
        ones = np.pad(np.ones((1, 1, h, w), dtype=dtype), ((0, 0), (0, 0), (p[0], p[0] + eh), (p[1], p[1] + ew)))
    return _nn_windows(ones, k[0], k[1], s, (1, 1), ho, wo).sum(axis=(-2, -1))[0, 0]


def _gate_sigmoid(x):
    """sigmoid(x) = (1 + tanh(x / 2)) / 2: one transcendental pass and no overflow; exact to the
    dtype's epsilon in absolute terms, which is what a gate (a weight in [0, 1]) needs."""
    t = np.tanh(x * x.dtype.type(0.5))
    t *= 0.5
    t += 0.5
    return t


def _k_lstm_cell_grads(grad, gates, c):
    """(d gates, d c) of _k_lstm_cell for the incoming gradient (..., 2H), in one pass of NumPy."""
    h = c.shape[-1]
    s = _gate_sigmoid(gates)
    i, f, o = s[..., :h], s[..., h:2 * h], s[..., 3 * h:]
    g = np.tanh(gates[..., 2 * h:3 * h])
    tc = np.tanh(f * c + i * g)
    gh = grad[..., :h]
    dc = grad[..., h:] + gh * o * (1 - tc * tc)
    d_gates = np.concatenate([dc * g * i * (1 - i), dc * c * f * (1 - f), dc * i * (1 - g * g),
                              gh * tc * o * (1 - o)], -1)
    return d_gates, dc * f


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
        if len(dim) > 1:  # 0 and -1 are one dim
            raise ShapeError("dim 0 appears multiple times in the list of dims")
        return None
    if len(dim) == 0:
        return None
    axes = tuple(d % ndim if -ndim <= d < ndim else _bad_axis(d, ndim) for d in dim)
    if len(set(axes)) < len(axes):
        twice = next(a for a in axes if axes.count(a) > 1)
        raise ShapeError(f"dim {twice} appears multiple times in the list of dims")
    return axes


def _bad_axis(d: int, ndim: int):
    raise np.exceptions.AxisError(d, ndim)


def _dim(dim: int, ndim: int) -> int:
    """Wrap one dim for a kernel; a 0-d input accepts 0 and -1."""
    span = max(ndim, 1)
    if not -span <= dim < span:
        raise np.exceptions.AxisError(dim, span)
    return dim % span


def _size_at(ndim: int, d: int) -> None:
    """PyTorch's IndexError when a kernel reads the size of dim `d` of an input with too few
    dims (a 0-d one has no dims at all: the ops that need a rank check it after this)."""
    if ndim == 0:
        raise IndexError(f"Dimension specified as {d} but tensor has no dimensions")
    if not -ndim <= d < ndim:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-ndim}, {ndim - 1}], "
                         f"but got {d})")


def _special(name: str, x):
    """`scipy.special.<name>` elementwise when SciPy is installed (fast and accurate to the
    last bit), else `math.<name>` element by element (exact, but a Python loop)."""
    try:
        import scipy.special
    except ImportError:  # pragma: no cover - SciPy is optional
        import math

        if x.size == 0:
            return x.copy()
        return np.vectorize(getattr(math, name), otypes=[x.dtype])(x)
    return getattr(scipy.special, name)(x)


def _erf(x):
    """The error function elementwise."""
    return _special("erf", x)


def _sigmoid(x):
    """1 / (1 + e^-x) without overflow for large |x|: with e = e^-|x|, 1 / (1 + e) for x >= 0
    and e / (1 + e) below (e never overflows; tiny results keep their relative precision)."""
    e = np.exp(-np.abs(x))
    r = 1 / (1 + e)
    return np.where(x >= 0, r, e * r).astype(x.dtype, copy=False)


def _np_dtype(dtype):
    if dtype is None:
        return None
    return to_numpy_dtype(dtype)


def _float_dtype(dtype):
    return get_default_dtype().np if dtype is None else to_numpy_dtype(dtype)


def _size(size) -> tuple:
    """A size argument parsed as PyTorch does: ints (or anything with __index__: a NumPy
    integer, a one-element integer tensor); a float, bool, string or None is a TypeError, not
    a size NumPy would quietly truncate (zeros(2.5) is not zeros(2))."""
    if size.__class__ is tuple or size.__class__ is list:
        for s in size:
            if s.__class__ is not int:
                break
        else:
            return tuple(size)  # the everyday size: Python ints only
    elif not isinstance(size, list | tuple):
        if isinstance(size, bool) or not hasattr(size, "__index__") or getattr(size, "ndim", 0):
            raise TypeError(f"argument 'size' must be tuple of ints, not {type(size).__name__}")
        return (size.__index__(),)
    out = []
    for k, s in enumerate(size):
        if isinstance(s, bool) or not hasattr(s, "__index__"):
            raise TypeError(f"argument 'size' must be tuple of ints, but found element of type "
                            f"{type(s).__name__} at pos {k}")
        out.append(s.__index__())
    return tuple(out)


def _softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    _dim(dim, x.ndim)  # a 0-d input takes 0 and -1 only
    if x.ndim == 0:  # exp(x - x) / itself: NaN for a non-finite x, as PyTorch
        return np.exp(x - x)
    # the ufuncs' reduce: np.max's and np.sum's values without their Python layers
    shifted = x - np.maximum.reduce(x, axis=dim, keepdims=True, initial=-np.inf)  # empty dim: fine
    e = np.exp(shifted)
    return e / np.add.reduce(e, axis=dim, keepdims=True)


def _log_softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    _dim(dim, x.ndim)
    if x.ndim == 0:  # x - x: NaN for a non-finite x, as PyTorch
        return x - x
    shifted = x - np.maximum.reduce(x, axis=dim, keepdims=True, initial=-np.inf)  # empty dim: fine
    return shifted - np.log(np.add.reduce(np.exp(shifted), axis=dim, keepdims=True))


# ---- sorting and selection (ops.yaml: sort ... unique_consecutive) -------------------------
def _sort_order(x, d: int, descending: bool):
    """Stable argsort along axis d: NaN last ascending and first descending, as PyTorch; equal
    elements keep their order either way (descending = the reversed ascending order of the
    reversed input)."""
    if not descending:
        return np.argsort(x, axis=d, kind="stable")
    flipped = np.argsort(np.flip(x, axis=d), axis=d, kind="stable")
    return x.shape[d] - 1 - np.flip(flipped, axis=d)


def _sort(self, dim, descending, stable: bool | None = True):
    """sort: (values, int64 indices) along dim; a 0-d tensor sorts to itself. stable=False
    gives PyTorch's order of ties: its std::sort of (value, index) pairs is replayed on the rows
    with ties longer than 16 (shorter ones it insertion-sorts, which is stable)."""
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = _sort_order(self, d, descending).astype(np.int64, copy=False)
    values = self[_grid_key(idx.shape, d, idx)]  # np.take_along_axis without its layers
    if not stable and self.shape[d] > 16:
        less = S.gt_nan_first if descending else S.lt_nan_last
        rows, vout, iout = np.moveaxis(self, d, -1), np.moveaxis(values, d, -1), np.moveaxis(idx, d, -1)
        for r in _tied_rows(values, d):
            pairs = [(x, j) for j, x in enumerate(rows[r].tolist())]
            S.sort(pairs, 0, len(pairs), lambda a, b: less(a[0], b[0]))
            iout[r] = [j for _, j in pairs]
            vout[r] = rows[r][iout[r]]
    return values, idx


_REPLAY_LIMIT = 1 << 16  # elements of tied rows replayed in Python; past it, stable indices


def _tied_rows(sorted_values, d: int, limit: bool = True) -> list:
    """The rows along d (as index tuples of the other dims) of an array sorted along d that
    hold equal neighbours (NaNs count as equal): only there does the selection algorithm
    decide which index is returned. None are replayed (the stable sort's indices stay) when
    they hold more than _REPLAY_LIMIT elements: the replay is pure Python."""
    n = sorted_values.shape[d]
    if limit and n > _REPLAY_LIMIT:  # a single tied row is already past the limit
        return []
    lead = (slice(None),) * d
    hi, lo = sorted_values[lead + (slice(1, None),)], sorted_values[lead + (slice(0, n - 1),)]
    eq = hi == lo
    if sorted_values.dtype.kind == "f":
        eq |= np.isnan(hi) & np.isnan(lo)
    if not eq.any():  # the common case: no row to replay
        return []
    rows = np.argwhere(eq.any(axis=d))
    if limit and len(rows) * n > _REPLAY_LIMIT:
        return []
    return [tuple(r) for r in rows]


def _finish_pick(v, i, d: int, keepdim: bool):
    return (np.expand_dims(v, d), np.expand_dims(i, d)) if keepdim else (v, i)


def _nonempty_dim(name: str, x, d: int) -> None:
    if x.ndim and x.shape[d] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {d} to have non-zero size.")


def _histc_range(x, bins, min, max) -> tuple:
    if bins <= 0:
        raise ShapeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    lo, hi = float(min), float(max)
    if lo > hi:
        raise ShapeError("torch.histc: max must be larger than min")
    if lo == hi and x.size:
        lo, hi = float(x.min()), float(x.max())
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    if not (np.isfinite(lo) and np.isfinite(hi)):
        raise ShapeError(f"torch.histc: range of [{lo}, {hi}] is not finite")
    if not lo < hi and x.dtype.kind in "iu":  # one integer of 2**53 or more: widening by 1 is
        # lost in double (a float one PyTorch counts in the middle bin)
        raise ShapeError("torch.histc: max must be larger than min")
    return lo, hi


# the dtypes PyTorch's index arguments take (uint8, int8 and int16 are refused)
_INDEX_DTYPES = (np.dtype(np.int64), np.dtype(np.int32))  # dtype objects: `.name` is a slow property


_TORCH_NAME_OF: dict = {}  # np.dtype -> its PyTorch name (np.dtype.name is a slow property)


def _torch_name(dt: np.dtype) -> str:
    """PyTorch's name of a dtype in error messages (Float, Double, Half, Long, Int, Byte, ...)."""
    name = _TORCH_NAME_OF.get(dt)
    if name is None:
        name = _TORCH_NAME_OF[dt] = TORCH_NAME.get(np.dtype(dt).name, str(dt))
    return name


def _var_args(dim, unbiased, correction):
    """(dim, ddof) of var/std: `x.var(False)` is the old `var(input, unbiased)` overload."""
    if isinstance(dim, bool):
        if unbiased is not None:
            raise TypeError("var(): unbiased given twice (positionally and by name)")
        dim, unbiased = None, dim
    if unbiased is not None and correction is not None:
        raise TypeError("var/std: cannot specify both unbiased and correction")  # as PyTorch
    if correction is not None:
        return dim, correction
    return dim, 0 if unbiased is False else 1


def _norm_p(p):
    if p is None or p == "fro":
        return 2
    if isinstance(p, str):
        raise ShapeError(f"norm: p={p!r} is not supported (use a number, 'fro' or inf)")
    return p


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


# ---- indexing: index_select, gather, scatter_add, masked_fill ---------------------------------
def _out_of_bounds(index, size: int, keep=None):
    """The first entry of `index` (among `keep`) outside [0, size), or None: the one bounds
    test of every op that takes an index tensor. A negative index is out of bounds, as in
    PyTorch (only subscripting, x[idx], counts from the end), rather than wrapping silently."""
    if keep is None:  # one reduction, ~5x faster than the mask below when nothing is out
        unsigned = _UNSIGNED.get(index.dtype)
        if index.size == 0 or (np.maximum.reduce(index.view(unsigned), axis=None) < size
                               if unsigned is not None else index.min() >= 0 and index.max() < size):
            return None  # (viewed as unsigned, a negative entry is above every size)
    bad = (index < 0) | (index >= size)
    if keep is not None:
        bad &= keep
    return index[bad].flat[0] if bad.any() else None


_UNSIGNED = {np.dtype(np.int64): np.dtype(np.uint64), np.dtype(np.int32): np.dtype(np.uint32)}


def _scatter_reduce_of(reduce):
    """scatter's `reduce` as scatter_reduce's (None: a plain write), after scatter's check."""
    if reduce not in (None, "add", "multiply"):
        raise RuntimeError("reduce argument must be either add or multiply.")
    return None if reduce is None else {"add": "sum", "multiply": "prod"}[reduce]


def _index_spread_dim(op: str, shape: tuple, dtype, source_shape: tuple, source_dtype, dim: int,
                      index_shape: tuple, index_dtype, values) -> int:
    """index_add's / index_copy's (`op`) checks of index and source, in PyTorch's order
    (`values`: the index's entries, or None where they may not be read); the dim, wrapped
    first (a 0-d int16 self with a float source and dim 1 is an IndexError)."""
    n = max(len(shape), 1)
    d = dim + n if dim < 0 else dim
    if not 0 <= d < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    if len(index_shape) > 1:
        raise IndexError(f"{op}(): Index is supposed to be a vector, but got dim: {len(index_shape)} "
                         f"with type: {_torch_name(index_dtype)} and size: {list(index_shape)}")
    if index_dtype not in _INDEX_DTYPES:
        raise RuntimeError(f"{op}(): Expected dtype int32/int64 for index but got: {_torch_name(index_dtype)}")
    if dtype != source_dtype:
        raise RuntimeError(f"{op}(): self ({_torch_name(dtype)}) and source ({_torch_name(source_dtype)}) "
                           "must have the same scalar type")
    numel = math.prod(index_shape)  # (np.prod of a tuple: ~3 us each)
    ssize = source_shape[d] if source_shape else 1
    if numel != ssize:
        raise RuntimeError(f"{op}(): Number of indices ({numel}) should be equal to "
                           f"source.size(dim): ({ssize}), for dim: {dim}")
    others = [(a, b) for i, (a, b) in enumerate(zip(shape, source_shape)) if i != d]
    if source_shape and shape and (len(source_shape) != len(shape) or any(a != b for a, b in others)):
        raise RuntimeError("source tensor shape must match self tensor shape, excluding the specified "
                           f"dimension. Got self.shape = {list(shape)} source.shape = {list(source_shape)}")
    size = shape[d] if shape else 1
    # PyTorch's index_add of an empty self returns it before reading the index (its
    # index_copy only when the source is empty too)
    if values and (math.prod(shape) or (op == "index_copy_" and math.prod(source_shape))):
        bad = [i for i in values if not 0 <= i < size]
        if bad:
            raise RuntimeError(f"index {bad[0]} is out of bounds for dimension {d} with size {size}")
    return d


def _index_fill_dim(shape: tuple, dim: int, index_dtype, index_shape: tuple, values) -> tuple:
    """index_fill's checks of dim and index, in PyTorch's order (`values`: the index's entries,
    or None where they may not be read); (the dim wrapped, its size)."""
    if index_dtype != np.int64:
        raise IndexError("index_fill_(): Expected dtype int64 for index.")
    if len(index_shape) > 1:
        raise IndexError(f"index_fill_(): Index is supposed to be a vector, but got dim: "
                         f"{len(index_shape)} with type: {_torch_name(index_dtype)} and size: "
                         f"{list(index_shape)}")
    n = max(len(shape), 1)
    d = dim + n if dim < 0 else dim
    if not 0 <= d < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    size = shape[d] if shape else 1
    bad = [i for i in values or () if not -size <= i < size]
    if bad:
        raise IndexError(f"index {bad[0]} is out of bounds for dimension {d} with size {size}")
    return d, size


def _index_fill(self, dim, index, value, scalar: bool = True):
    """index_fill on the arrays: `value` (a number, or a 0-d array of index_fill.Tensor, whose
    checks come first) written at `index` along dim."""
    if not scalar:
        if value.ndim != 0:
            raise RuntimeError("index_fill_ only supports a 0-dimensional value tensor, but got "
                               f"tensor with {value.ndim} dimension(s).")
        _checked(value.item(), self.dtype)
    d, _ = _index_fill_dim(self.shape, dim, index.dtype, index.shape, index.reshape(-1).tolist())
    value = _checked(value, self.dtype) if scalar else value.astype(self.dtype)
    out = self.copy()
    if self.ndim:
        out[(slice(None),) * d + (index.reshape(-1),)] = value
    elif index.size:
        out[()] = value
    return out


def _take_along_shapes(shape: tuple, index_shape: tuple, index_dtype, dim):
    """take_along_dim's checks, in PyTorch's order, and for a `dim` (not None) the shapes self
    and indices are expanded to (broadcast in every other dim): (dim wrapped, self's, indices')."""
    if index_dtype not in _INDEX_DTYPES:
        raise RuntimeError("torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{_torch_name(index_dtype)}")
    if dim is None:
        return None, None, None
    n = max(len(shape), 1)
    if len(shape) != len(index_shape):  # checked before the dim, as PyTorch
        raise RuntimeError("torch.take_along_dim(): input and indices should have the same number "
                           f"of dimensions, but got {len(shape)} dimensions for input, and "
                           f"{len(index_shape)} dimensions for indices")
    if not -n <= dim < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    d = dim + n if dim < 0 else dim
    out = []
    for i, (a, b) in enumerate(zip(shape, index_shape)):
        if i != d and a != b and 1 not in (a, b):
            raise RuntimeError(f"The size of tensor a ({a}) must match the size of tensor b ({b}) "
                               f"at non-singleton dimension {i}")
        out.append(max(a, b) if min(a, b) else 0)
    sx, si = list(out), list(out)
    if shape:
        sx[d], si[d] = shape[d], index_shape[d]
    return d, tuple(sx), tuple(si)


def _check_index(index, size: int, op: str, error=IndexError, dim: int = 0) -> np.ndarray:
    """An integer index tensor for `op` whose entries all lie in [0, size) (index_select,
    gather, scatter_add, embedding)."""
    if index.dtype not in _INDEX_DTYPES:
        raise ShapeError(f"{op}(): Expected dtype int64 for index, got {index.dtype}")
    bad = _out_of_bounds(index, size)
    if bad is not None:
        raise error(f"index {bad} is out of bounds for dimension {dim} with size {size}")
    return index


def _scatter_key(self_shape, dim, index, src_shape, op: str):
    """gather-style coordinates for scatter / scatter_reduce, with PyTorch's shape checks:
    index has self's rank and is no larger than src everywhere, nor than self apart from dim."""
    ndim = len(self_shape)
    if index.dtype not in _INDEX_DTYPES:
        raise ShapeError(f"{op}(): Expected dtype int32/int64 for index")
    d = _dim(dim, ndim)  # PyTorch wraps the dim first
    if index.ndim != max(ndim, 1) and not (ndim == 0 and index.ndim == 0):
        raise ShapeError("Index tensor must have the same number of dimensions as self tensor")
    if src_shape is not None and len(src_shape) != index.ndim and index.size:
        raise ShapeError("Index tensor must have the same number of dimensions as src tensor")
    shape, ishape = tuple(self_shape) or (1,), index.shape
    too_big = False
    for i, si in enumerate(ishape):  # a loop: two generators cost more than the test itself
        too_big = too_big or (i != d and si > shape[i])
    if src_shape is not None and ishape != src_shape:
        too_big = too_big or any(si > s for si, s in zip(ishape, tuple(src_shape) or (1,)))
    if too_big:
        raise ShapeError(f"Expected index {list(index.shape)} to be no larger than self "
                         f"{list(self_shape)} apart from dimension {d} and to be no larger size "
                         f"than src {list(src_shape or ())}")
    _check_index(index, shape[d], op, ShapeError, dim=d)
    ishape = index.shape or (1,)
    return _grid_key(ishape, d, index.reshape(ishape))


def _grid_key(shape, d: int, index) -> tuple:
    """np.indices(shape, sparse=True) (without its Python layers) with `index` in place of the
    grid along `d`: the coordinates of gather and scatter."""
    last = len(shape) - 1
    return tuple(index if i == d else np.arange(n).reshape((1,) * i + (n,) + (1,) * (last - i))
                 for i, n in enumerate(shape))


_SCATTER_UFUNC = {"sum": np.add, "prod": np.multiply, "amax": np.maximum, "amin": np.minimum,
                  "mean": np.add}


# ---- linear algebra: mm, bmm, mv, dot, outer --------------------------------------------------


# ---- creation and random ----------------------------------------------------------------------
def _filled(shape, value, dt) -> np.ndarray:
    """np.full of `value` checked as PyTorch does (`_checked`; a finite Python number in a
    float dtype's range needs no check: NumPy rounds it to dt as _checked would)."""
    return np.full(shape, value if _plain_float(value, dt) else _checked(value, dt), dtype=dt)


_FLOAT_MAX = {np.dtype(t): float(np.finfo(t).max) for t in (np.float16, np.float32, np.float64)}


def _plain_float(value, dt) -> bool:
    """Whether `value` is a Python int/float within +-max of the float dtype dt (then
    checked_scalar's conversion is NumPy's own rounding of it, ~3 us of checks saved)."""
    top = _FLOAT_MAX.get(dt)
    return top is not None and (type(value) is float or type(value) is int) and -top <= value <= top


def _rng(generator):
    """The NumPy Generator behind a tensorplay.Generator (None: the global one)."""
    return rng(generator)


def as_strided_positions(size, stride, storage_offset) -> np.ndarray:
    """Flat positions (in a contiguous input) of the elements of as_strided(size, stride, offset)."""
    pos = np.full(tuple(size), int(storage_offset or 0), dtype=np.int64)
    for d, (n, st) in enumerate(zip(size, stride)):
        shape = [1] * len(size)
        shape[d] = n
        pos = pos + (np.arange(n, dtype=np.int64) * st).reshape(shape)
    return pos


# ---- argument checks several families share: float only, no half, a matrix, finite -----------
def _float_only(x, op: str):
    """PyTorch has no integer or bool kernel for `op` (frac, hypot, logaddexp, ...)."""
    if x.dtype.kind != "f":
        raise NotImplementedError(f"\"{op}_cpu\" not implemented for '{_torch_name(x.dtype)}'")
    return x


# linear algebra
# Argument checks of the linear-algebra kernels, with PyTorch's messages.

class LinAlgError(RuntimeError):
    """A matrix the algorithm cannot handle (singular, not positive-definite): PyTorch's
    torch.linalg.LinAlgError, a RuntimeError (exposed as tp.linalg.LinAlgError)."""


def _no_half(a, kernel: str):
    """PyTorch's NotImplementedError for a float16 input of a LAPACK kernel it lacks on the CPU
    (call it after the shape checks: PyTorch makes those first). An empty float16 input never
    reaches the kernel in PyTorch, so it is returned as float32 to compute with (the caller
    casts the results back); any other input is returned as it is."""
    if a.dtype == np.float16:
        if a.size:
            raise NotImplementedError(f"\"{kernel}\" not implemented for 'Half'")
        return a.astype(np.float32)
    return a


# ---- decompositions: svd, eigh, qr, cholesky, pinv -------------------------------------------
def _matrix(a, name: str):
    """a as float batches of matrices (any shape), or PyTorch's RuntimeError naming `name`."""
    if a.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
    if a.dtype.kind != "f":
        raise RuntimeError(f"{name}: Expected a floating point or complex tensor as input. "
                           f"Got {_torch_name(a.dtype)}")
    return a


def _finite(a, name: str):
    if not np.isfinite(a).all():
        raise LinAlgError(f"{name}: The algorithm failed to converge because the input matrix "
                          "contained non-finite values.")


QR_MODES = ("reduced", "complete", "r")


# ---- where advanced indices put their dims: PyTorch's rule, not NumPy's ----------------------
def _is_int_index(k) -> bool:
    return isinstance(k, int | np.integer) and not isinstance(k, bool | np.bool_)


def _index_block(key, ndim: int):
    """(where NumPy puts the dims of the advanced (array) indices of `key`, where PyTorch puts
    them, how many there are). NumPy counts an int as an advanced index, so x[0, :, idx] has
    non-adjacent ones and their dims go first; PyTorch selects with the ints first, so idx
    stays in place (PyTorch's (3, 1, 3) for x[0, :, [True], ::1] on shape (1, 3, 1, 3))."""
    key = key if isinstance(key, tuple) else (key,)
    arrays = [i for i, k in enumerate(key) if isinstance(k, np.ndarray)]
    if not arrays or not any(_is_int_index(k) for k in key):
        return 0, 0, 0
    consumed = sum(k.ndim if isinstance(k, np.ndarray) and k.dtype == np.bool_ else 1
                   for k in key if k is not None and k is not Ellipsis)
    dims = []  # result dims each key item makes before the advanced block
    for k in key:
        dims.append(1 if k is None or isinstance(k, slice) else max(ndim - consumed, 0)
                    if k is Ellipsis else 0)
    advanced = [i for i, k in enumerate(key) if isinstance(k, np.ndarray) or _is_int_index(k)]
    np_at = sum(dims[:advanced[0]]) if advanced[-1] - advanced[0] + 1 == len(advanced) else 0
    between = key[arrays[0]:arrays[-1] + 1]
    adjacent = all(isinstance(k, np.ndarray) or _is_int_index(k) for k in between)
    torch_at = sum(dims[:arrays[0]]) if adjacent else 0
    shapes = [(int(k.sum()),) if k.dtype == np.bool_ else k.shape for k in key if isinstance(k, np.ndarray)]
    return np_at, torch_at, len(np.broadcast_shapes(*shapes))


def _torch_layout(out, key, ndim: int, inverse: bool = False):
    """x[key] (NumPy's layout) with the advanced dims moved where PyTorch puts them; with
    `inverse`, an array of PyTorch's layout moved to NumPy's (a value or gradient to scatter)."""
    np_at, torch_at, n = _index_block(key, ndim)
    if np_at == torch_at or np.ndim(out) == 0:
        return out
    src, dst = range(np_at, np_at + n), range(torch_at, torch_at + n)
    return np.moveaxis(out, dst, src) if inverse else np.moveaxis(out, src, dst)


def _index_value(self, key, values):
    """The value written by x[key] = values, in NumPy's layout of x[key] (see _torch_layout)."""
    np_at, torch_at, _ = _index_block(key, self.ndim)
    if np_at == torch_at or np.ndim(values) == 0:
        return values
    slot = _torch_layout(self[key], key, self.ndim).shape
    return _torch_layout(np.broadcast_to(values, slot), key, self.ndim, inverse=True)


def _in_dtype(a, b, ufunc, out=None):
    """ufunc(a, b) computed in PyTorch's promotion of the two (a 0-d tensor does not widen a
    dimensioned one), stored in `out` (an in-place op's dtype) or the promoted dtype."""
    dt = result_type([x.dtype for x in (a, b) if x.ndim], [x.dtype for x in (a, b) if not x.ndim], [])
    r = ufunc(a.astype(dt, copy=False), b.astype(dt, copy=False))
    return r.astype(out or dt, copy=False)
