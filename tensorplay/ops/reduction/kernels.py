"""The NumPy helpers only the reduction ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import math
import warnings

import numpy as np

from ...dispatch.base import quiet, restore
from ..shared import selection as S
from ..shared.kernels import (
    _REPLAY_LIMIT,
    DtypeError,
    ShapeError,
    _axes,
    _dim,
    _finish_pick,
    _float_dtype,
    _float_only,
    _grid_key,
    _histc_range,
    _nonempty_dim,
    _norm_p,
    _np_dtype,
    _sort,
    _tied_rows,
    _torch_name,
    _var_args,
)


def _extreme_dim(self, dim, keepdim, largest):
    """max.dim / min.dim: the (values, indices) of the largest (smallest) element along dim."""
    d = _dim(dim, self.ndim)
    _nonempty_dim("max" if largest else "min", self, d)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = self.argmax(axis=d, keepdims=True) if largest else self.argmin(axis=d, keepdims=True)
    vals = self[_grid_key(idx.shape, d, idx)]  # np.take_along_axis without its layers
    if not keepdim:
        vals, idx = vals.squeeze(d), idx.squeeze(d)
    return vals, idx.astype(np.int64)


def _kthvalue(self, k, dim, keepdim):
    """kthvalue: the k-th smallest element along dim (1-based) and its index (for ties, the one
    PyTorch's quickselect returns)."""
    d = _dim(dim, self.ndim)
    _nonempty_dim("kthvalue", self, d)
    if self.ndim and self.dtype == np.bool_:
        raise NotImplementedError("\"kthvalue_cpu\" not implemented for 'Bool'")
    if not 1 <= k <= (self.shape[d] if self.ndim else 1):
        raise ShapeError(f"kthvalue(): selected number k out of range for dimension {d}")
    if self.ndim and self.dtype.kind in "fiu" and not (self.dtype.kind == "f" and np.isnan(self).any()):
        # a selection (O(n)); the answer when the value of rank k is alone in its row (no tie
        # makes the quickselect's choice of index matter), else the sort and replay below
        pick = np.argpartition(self, k - 1, axis=d).take([k - 1], axis=d)
        v = self[_grid_key(pick.shape, d, pick)]
        if not ((self == v).sum(axis=d) > 1).any():
            return _finish_pick(v.squeeze(d), pick.squeeze(d).astype(np.int64), d, keepdim)
    values, idx = _sort(self, d, False)
    if self.ndim == 0:
        return values, idx
    v, i = np.take(values, [k - 1], axis=d).squeeze(d), np.take(idx, [k - 1], axis=d).squeeze(d)
    rows = np.moveaxis(self, d, -1)
    for r in _tied_rows(values, d):
        pairs = [[x, j] for j, x in enumerate(rows[r].tolist())]
        S.quick_select(pairs, k - 1, S.gt_nan_first)
        i[r] = pairs[k - 1][1]
    return _finish_pick(v, i, d, keepdim)


def _median_all(self, ignore_nan: bool):
    """median() / nanmedian() of every element, for their fused path: median.dim's value on
    the flattened array, a zero made +0 as the body's `value + sum(...)` makes it; NaN when
    empty."""
    if self.size == 0:
        return np.full((), np.nan, dtype=self.dtype)
    flat = self.reshape(-1)  # the value alone needs no index: one selection
    if flat.dtype.kind == "f":
        nan = np.isnan(flat)
        if nan.any():
            if not ignore_nan or nan.all():  # median: the (first) NaN; nanmedian of NaN only
                return np.asarray(flat[nan][0])
            flat = flat[~nan]
    k = (flat.size - 1) // 2
    value = np.partition(flat, k)[k]
    return np.asarray(value + value.dtype.type(0) if value.dtype.kind == "f" else value)


def _median_dim(self, dim, keepdim, ignore_nan: bool):
    """median.dim / nanmedian.dim: the lower median along dim and its index. median gives the
    first NaN of a row that has one; nanmedian the lower median of the row's other values. Of
    tied values the stable order's middle one is returned, as PyTorch's tie-broken nth_element."""
    d = _dim(dim, self.ndim)
    _nonempty_dim("nanmedian" if ignore_nan else "median", self, d)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    n = self.shape[d]
    if self.size <= 1024 and not (self.dtype.kind == "f" and np.isnan(self).any()):
        # small and no NaN: rank k of the stable order in one sort, cheaper than the selection
        # (the values: the stable sort itself, no gather of self by the order)
        at = (slice(None),) * d + ((n - 1) // 2,)
        order, ranked = np.argsort(self, axis=d, kind="stable"), np.sort(self, axis=d, kind="stable")
        return _finish_pick(ranked[at].copy(), order[at].copy(), d, keepdim)
    nans = (np.isnan(self) if self.dtype.kind == "f" else np.zeros(self.shape, bool)).sum(axis=d)
    if not nans.any():  # a selection (O(n)) instead of a sort: the value of rank k, then the
        k = (n - 1) // 2  # tie of it that the stable order puts at rank k (the j-th equal one)
        v = np.take(np.partition(self, k, axis=d), [k], axis=d)
        j = k - (self < v).sum(axis=d, keepdims=True)
        ik = (np.cumsum(self == v, axis=d) > j).argmax(axis=d, keepdims=True)
        v = self[_grid_key(ik.shape, d, ik)].squeeze(d)
        return _finish_pick(v, ik.squeeze(d).astype(np.int64), d, keepdim)
    values, idx = _sort(self, d, False)
    pos = np.maximum(n - nans - 1, 0) // 2 if ignore_nan else np.where(nans > 0, n - nans, (n - 1) // 2)
    v = np.squeeze(np.take_along_axis(values, np.expand_dims(pos, d), axis=d), d)
    i = np.squeeze(np.take_along_axis(idx, np.expand_dims(pos, d), axis=d), d)
    if ignore_nan:  # a row of NaN only: nth_element's first element among n equivalent ones
        i = np.where(nans == n, _nth_of_equivalents(n, 0), i)
    return _finish_pick(v, i, d, keepdim)


def _nth_of_equivalents(n: int, nth: int) -> int:
    """The original position of the element libstdc++'s std::nth_element(first, first + nth,
    last) leaves at nth when no element is less than another (PyTorch's nanmedian of a row of
    NaN): each introselect step swaps the middle element to the front as the median of three,
    partitions the rest by swapping from both ends, and keeps the side holding nth; three or
    fewer elements are insertion-sorted, which moves none."""
    a, first, last = list(range(n)), 0, n
    while last - first > 3:
        mid = first + (last - first) // 2
        a[first], a[mid] = a[mid], a[first]
        lo, hi = first + 1, last
        while True:
            hi -= 1
            if not lo < hi:
                break
            a[lo], a[hi] = a[hi], a[lo]
            lo += 1
        first, last = (lo, last) if lo <= nth else (first, lo)
    return a[nth]


def _mode(self, dim, keepdim):
    """mode: the most frequent value along dim (the smallest of equally frequent ones) and the
    index PyTorch's CPU kernel returns: it std::sorts (value, index) pairs and takes the last
    pair of the first longest run. Rows without ties or NaN give their smallest value; the
    others replay that (pure Python; past _REPLAY_LIMIT, the last occurrence is taken)."""
    d = _dim(dim, self.ndim)
    _nonempty_dim("mode", self, d)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    values, idx = _sort(self, d, False)
    v, i = values.take([0], axis=d).squeeze(d), idx.take([0], axis=d).squeeze(d)
    special = set(_tied_rows(values, d, limit=False))
    if self.dtype.kind == "f" and np.isnan(self).any():
        special |= {tuple(r) for r in np.argwhere(np.isnan(self).any(axis=d))}
    if not special:
        return _finish_pick(v, i, d, keepdim)
    rows = np.moveaxis(self, d, -1)
    replay = len(special) * self.shape[d] <= _REPLAY_LIMIT
    for r in special:
        if replay:
            pairs = [(x, j) for j, x in enumerate(rows[r].tolist())]
            S.sort(pairs, 0, len(pairs), lambda a, b: a[0] < b[0])
            v[r], i[r] = S.last_of_longest_run(pairs)
        else:
            uniq, inverse, counts = np.unique(rows[r], return_inverse=True, return_counts=True)
            j = int(np.argmax(counts))
            v[r], i[r] = uniq[j], np.flatnonzero(inverse.reshape(-1) == j)[-1]
    return _finish_pick(v, i, d, keepdim)


_C_TYPE = {"uint8": "uint8_t", "int8": "int8_t", "int16": "int16_t", "int32": "int", "int64": "int64_t",
           "float16": "c10::Half", "float32": "float", "float64": "double"}


def _histc_edges(dt: np.dtype, lo: float, hi: float) -> None:
    """After the range checks PyTorch's histc lays the bin edges out with linspace in the
    input's dtype: bool has no linspace (NotImplementedError), an edge the dtype cannot hold
    is a RuntimeError; only then is an integer dtype refused (no histogram kernel)."""
    if dt.kind == "b":
        raise NotImplementedError("\"linspace_cpu\" not implemented for 'Bool'")
    if dt.kind in "iuf":
        info = np.iinfo(dt) if dt.kind in "iu" else np.finfo(dt)
        if any(v < float(info.min) or v > float(info.max) for v in (lo, hi)):
            raise RuntimeError(f"value cannot be converted to type {_C_TYPE[dt.name]} without overflow")
    if dt.kind in "iu":
        raise NotImplementedError(f"\"histogram_cpu\" not implemented for '{_torch_name(dt)}'")


def _histc_rows(self, bins, min, max):
    """histc of each row of a 2-D input: (rows, bins) counts, in the input's dtype. Elements
    outside [min, max] are ignored, max itself falls in the last bin; min == max takes the
    row's own range (widened by 1 each way when it is one value)."""
    out = np.zeros((self.shape[0], bins if bins > 0 else 0), self.dtype)
    for r, row in enumerate(self):
        lo, hi = _histc_range(row, bins, min, max)
        _histc_edges(self.dtype, lo, hi)
        lo_, hi_ = self.dtype.type(lo), self.dtype.type(hi)
        kept = row[(row >= lo_) & (row <= hi_)]
        if hi_ == lo_:  # one value so large that widening by 1 is lost: PyTorch's middle bin
            pos = np.full(kept.shape, bins // 2, np.int64)
        else:
            pos = ((kept - lo_) * bins / (hi_ - lo_)).astype(np.int64)  # in PyTorch's order
        out[r] = np.bincount(np.minimum(pos, bins - 1), minlength=bins)
    return out


def _histc(self, bins, min, max):
    """histc: a histogram of all elements of `self` with `bins` equal-width bins."""
    _histc_range(self, bins, min, max)
    return _histc_rows(self.reshape(1, -1), bins, min, max)[0]


# ---- reductions: min, max, their arg- and value forms ----------------------------------------
def _minmax(self, dim, keepdim, largest):
    """amax/amin (dim=() reduces everything) and the whole-tensor max()/min()."""
    name = "max" if largest else "min"
    axes = _axes(dim, self.ndim)
    if self.size == 0 and axes is not None:  # reduced dims are named; an empty one is refused
        for a in sorted(axes):
            _nonempty_dim(("amax" if largest else "amin") if dim is not None else name, self, a)
    if self.size == 0 and axes is None:
        raise ShapeError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0. "
                         "Specify the reduction dim with the 'dim' argument.")
    fn = np.max if largest else np.min
    return fn(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


def _argext(self, dim, keepdim, largest):
    """argmax/argmin: the first index of the extreme value (of the flattened input if dim=None)."""
    fn = np.argmax if largest else np.argmin
    name = "argmax" if largest else "argmin"
    if self.size == 0 and dim is None:
        raise IndexError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0.")
    if self.size == 0 and self.ndim and self.shape[_dim(dim, self.ndim)] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {_dim(dim, self.ndim)} to have non-zero size.")
    if dim is None:
        out = np.asarray(fn(self))
        return out.reshape((1,) * self.ndim) if keepdim else out
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return np.zeros((), np.int64)
    return fn(self, axis=d, keepdims=keepdim)


def _sum_dtype(self, dtype):
    """sum's dtype: `dtype=` when given, else int64 for integers and bools (as PyTorch)."""
    explicit = _np_dtype(dtype)
    if explicit is not None:
        return explicit
    return np.dtype(np.int64) if self.dtype.kind in "biu" else self.dtype


def _sum_half(self, dim, keepdim, dtype):
    """sum of a float16 array: accumulated in float32 and rounded once, as PyTorch's (NumPy's
    float16 reduction along a strided axis adds row by row in float16: 8.289 for the squares of
    [1.4424, -1.1523, 1.0234, -0.1473, 1.9512], PyTorch 8.281)."""
    out_dt = _sum_dtype(self, dtype)
    axis, keep = _axes(dim, self.ndim), keepdim and self.ndim > 0
    if out_dt != np.float16:
        return np.add.reduce(self, axis=axis, keepdims=keep, dtype=out_dt)
    return np.add.reduce(self, axis=axis, keepdims=keep, dtype=np.float32).astype(np.float16)


def _np_mean(x, axis, keepdims):
    """np.mean(x, axis=axis, keepdims=keepdims) without its Python layers (~4 us a call) for
    float32/float64: the same np.add.reduce, then one division by the count — np.mean divides
    in float64 and rounds to float32, the same value (double rounding of a quotient is exact
    when 53 >= 2 * 24 + 2). float16 (summed in float32 there) and empty inputs go to np.mean."""
    if x.dtype != np.float32 and x.dtype != np.float64:
        return np.mean(x, axis=axis, keepdims=keepdims)
    n = x.size if axis is None else math.prod([x.shape[a] for a in axis])
    if n == 0:
        return np.mean(x, axis=axis, keepdims=keepdims)
    return np.true_divide(np.add.reduce(x, axis=axis, keepdims=keepdims), n)


def _mean(self, dim, keepdim, dtype):
    """mean, in `dtype` when given (the input is converted first); like PyTorch it infers no
    float dtype for integer or bool input (the mean of integers is not an integer)."""
    dt = self.dtype if dtype is None else _np_dtype(dtype)
    if dt.kind != "f":
        which = "Input" if dtype is None else "Optional"
        raise DtypeError(f"mean(): could not infer output dtype. {which} dtype must be either a "
                         f"floating point or complex dtype. Got: {_torch_name(dt)}")
    x = self if self.dtype == dt else self.astype(dt)
    return _np_mean(x, _axes(dim, self.ndim), keepdim and self.ndim > 0)


def _var(self, dim, unbiased, keepdim, correction):
    """var: sum((x - mean)^2) / max(0, N - correction), float16 summed in float32 as PyTorch."""
    return _var_parts(self, dim, unbiased, keepdim, correction)[0]


def _var_parts(self, dim, unbiased, keepdim, correction):
    """(var, the mean with keepdims): the mean is the two-pass variance's first pass, and
    var_mean's mean for float32/float64 (float16's is summed in float32 here)."""
    dim, ddof = _var_args(dim, unbiased, correction)
    axes = _axes(dim, self.ndim)
    n = self.size if axes is None else math.prod([self.shape[a] for a in axes])
    if n - ddof <= 0:
        _warn_dof(n - ddof)
    x = self.astype(np.float32) if self.dtype == np.float16 else self  # as PyTorch sums float16
    m = _np_mean(x, axes, True)
    centered = x - m
    keep = keepdim and self.ndim > 0
    ss = np.add.reduce(centered * centered, axis=axes, keepdims=keep)
    if x.size and ss.size and not (ss.size == 1 and _not_residue(ss.item(), m.item(), n, x.dtype)):
        # PyTorch's Welford pass gives exactly 0 for equal finite elements (each x - mean is 0);
        # the rounded mean of the two-pass sum leaves a residue such as 5.6e-17
        hi = np.maximum.reduce(x, axis=axes, keepdims=keep)
        same = (hi == np.minimum.reduce(x, axis=axes, keepdims=keep)) & np.isfinite(hi)
        ss = np.where(same, ss.dtype.type(0), ss)
    out = np.true_divide(ss, np.float64(max(n - ddof, 0)))  # in float64, as the count was
    return out.astype(self.dtype, copy=False), m


_EPS = {np.dtype(np.float32): 2.0 ** -23, np.dtype(np.float64): 2.0 ** -52}


def _not_residue(ss: float, m: float, n: int, dt) -> bool:
    """True when a sum of squares `ss` around the mean `m` of n elements cannot come from n
    equal elements (whose rounded mean leaves each x - m within (n + 1) eps |m| of 0): one
    sum's test in Python instead of _var_parts' max and min passes (a scalar result)."""
    eps = _EPS.get(dt)
    return eps is not None and math.isfinite(ss) and ss > 2 * n * ((n + 1) * eps * abs(m)) ** 2


def _std(self, dim, unbiased, keepdim, correction):
    """std's body on the arrays: sqrt(var), which is the body's where(v == 0, v, sqrt(...))
    everywhere (sqrt of 0 is 0); var's floating-point warnings silenced as var's are."""
    token = quiet()  # np.errstate(all="ignore"), without its ~0.8 us of bookkeeping
    try:
        return np.sqrt(_var(self, dim, unbiased, keepdim, correction))
    finally:
        restore(token)


def _welford_mean(self, dim, keepdim):
    """welford_mean's body on the arrays: the mean plus the reduced elements before the last
    (the reduced dims flattened in order) times 0, summed: NaN where one of them is inf."""
    axes, keep = _axes(dim, self.ndim), keepdim and self.ndim > 0
    return _welford_fix(self, axes, keep, _np_mean(self, axes, keep))


def _welford_fix(self, axes, keep, m):
    """welford_mean's inf rule on the plain mean `m` (unchanged when it is finite)."""
    dims = list(range(self.ndim)) if axes is None else sorted(axes)
    if not dims or not self.size or (math.isfinite(m.item()) if m.size == 1
                                     else np.isfinite(m).all()):
        return m  # finite: no inf, the sum below is +-0
    kept = [d for d in range(self.ndim) if d not in dims]
    x = np.transpose(self, kept + dims).reshape([self.shape[d] for d in kept] + [-1])
    with np.errstate(invalid="ignore"):
        early = np.add.reduce(x[..., :-1] * 0.0, axis=-1)
        return m + (early.reshape(m.shape) if keep else early)


def _var_mean(self, dim, unbiased, keepdim, correction, sqrt):
    """var_mean (std_mean with sqrt) on the arrays: the bodies' var (std) and welford_mean,
    whose mean is var's first pass (float32/float64: the same sum and division)."""
    token = quiet()  # var's floating-point warnings silenced as var's are
    try:
        v, m = _var_parts(self, dim, unbiased, keepdim, correction)
    finally:
        restore(token)
    if sqrt:
        v = np.sqrt(v)
    if self.dtype != np.float32 and self.dtype != np.float64:
        return v, _welford_mean(self, dim, keepdim)
    axes = _axes(_var_args(dim, unbiased, correction)[0], self.ndim)
    return v, _welford_fix(self, axes, keepdim and self.ndim > 0, m.reshape(np.shape(v)))


def _nansum(self, dim, keepdim, dtype):
    """nansum's body on the arrays: the plain sum when no NaN reached it (then it is the sum of
    where(isnan(x), 0, x), the same array in the same order), else the body's sum over the
    input with NaN set to 0. One pass over a NaN-free input instead of three."""
    axis, keep, dt = _axes(dim, self.ndim), keepdim and self.ndim > 0, _sum_dtype(self, dtype)
    if self.dtype.kind == "f":
        with np.errstate(invalid="ignore"):  # inf - inf: a NaN the second pass gives again
            out = np.add.reduce(self, axis=axis, keepdims=keep, dtype=dt)
        if out.dtype.kind == "f" and not np.isnan(out).any():
            return out
        self = np.where(np.isnan(self), self.dtype.type(0), self)
    return np.add.reduce(self, axis=axis, keepdims=keep, dtype=dt)


def _nanmean(self, dim, keepdim, dtype):
    """nanmean's body on the arrays: nansum over the count of non-NaN elements (int64, then
    the sum's dtype, as the body's division promotes it); 0 / 0 is NaN, quietly."""
    total = _nansum(self, dim, keepdim, dtype)
    count = np.add.reduce(~np.isnan(self), axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0,
                          dtype=np.int64)
    token = quiet()
    try:
        return np.true_divide(total, np.asarray(count).astype(total.dtype))
    finally:
        restore(token)


def _norm(self, p, dim, keepdim, dtype):
    dt = _np_dtype(dtype)
    if dt is None and self.dtype.kind != "f":
        dt = _float_dtype(None)
    x = self if dt is None else self.astype(dt)
    if x.dtype == np.float16:  # PyTorch sums float16 in float32 (a sum of squares past 65504)
        return _norm(x.astype(np.float32), p, dim, keepdim, None).astype(np.float16)
    p = _norm_p(p)
    axes = _axes(dim, self.ndim)
    kd = keepdim and self.ndim > 0
    if p == 2:  # x * x is |x| * |x|: no pass for the absolute values
        return np.sqrt(np.sum(x * x, axis=axes, keepdims=kd))
    x = np.abs(x)
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


def _logcumsumexp(self, dim):
    _dim(dim, self.ndim)  # a 0-d input takes 0 and -1 only (checked before the dtype)
    _float_only(self, "logcumsumexp_out")
    if self.ndim == 0:
        return self.copy()
    return np.logaddexp.accumulate(self, axis=_dim(dim, self.ndim))


def _cumextreme(self, dim, largest: bool):
    """(running max or min along dim, index of the latest element equal to it; NaN wins)."""
    if self.ndim == 0 and dim not in (0, -1):
        raise IndexError(f"{'cummax' if largest else 'cummin'}(): Expected reduction dim -1 or 0 "
                         f"for scalar but got {dim}")
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    d = _dim(dim, self.ndim)
    values = (np.maximum if largest else np.minimum).accumulate(self, axis=d)
    shape = [1] * self.ndim
    shape[d] = self.shape[d]
    positions = np.arange(self.shape[d], dtype=np.int64).reshape(shape)
    hit = self == values
    if self.dtype.kind == "f":
        hit = hit | np.isnan(self)
    idx = np.where(hit, positions, 0)  # int64: accumulated in place, no copy after
    np.maximum.accumulate(idx, axis=d, out=idx)
    return values, idx


def _cumprod(self, dim, dtype):
    """Running product along dim; integers and bools accumulate in int64 (as cumsum)."""
    d = _dim(dim, self.ndim)
    dt = _np_dtype(dtype)
    if dt is None and self.dtype.kind in "biu":
        dt = np.dtype(np.int64)
    if dt == np.bool_ and self.ndim and self.size:  # asked for (dtype=bool, or in place): no bool kernel
        raise NotImplementedError("\"cumprod_out_cpu\" not implemented for 'Bool'")
    if self.ndim == 0:
        return self.astype(dt or self.dtype)
    if (dt or self.dtype) == np.float16:  # PyTorch accumulates float16 in float32
        return np.cumprod(self, axis=d, dtype=np.float32).astype(np.float16)
    return np.cumprod(self, axis=d, dtype=dt)


def _all_any(fn, self, dim, keepdim):
    """all / any: over `dim` (None: every dim; an empty list: none, as PyTorch, where sum's
    empty list means every dim), as bool (uint8 for uint8 input, as in PyTorch)."""
    axes = () if isinstance(dim, list | tuple) and not dim else _axes(dim, self.ndim)
    out = fn(self, axis=axes, keepdims=keepdim and self.ndim > 0)
    return out.astype(np.uint8 if self.dtype == np.uint8 else np.bool_)


def _warn_dof(dof: int) -> None:
    """PyTorch's warning when var/std divide by zero or fewer degrees of freedom (the result
    is then inf, or nan where the sum of squares is 0)."""
    if dof <= 0:
        warnings.warn("var(): degrees of freedom is <= 0. Correction should be strictly less than "
                      "the reduction factor (input numel divided by output numel).", UserWarning,
                      stacklevel=2)


def _cumsum(self, dim, dtype):
    """cumsum: the running sum along dim, integers and bools in int64, float32 accumulated in
    double and float16 in float32 (as PyTorch; the C helper's loop is the same for float32)."""
    d = _dim(dim, self.ndim)
    dt = _np_dtype(dtype)
    if self.ndim == 0:
        if dt is None:
            dt = np.dtype(np.int64) if self.dtype.kind in "biu" else self.dtype
        return self.astype(dt)
    out_dt = dt if dt is not None else (self.dtype if self.dtype.kind == "f" else np.dtype(np.int64))
    if out_dt == np.float32:  # PyTorch accumulates float32 in double: [1e8, 1, -1e8, 1] ends at 2
        return np.cumsum(self, axis=d, dtype=np.float64).astype(np.float32)
    if out_dt == np.float16:  # and float16 in float32 (NumPy's float16 running sum stalls at 2048)
        return np.cumsum(self, axis=d, dtype=np.float32).astype(np.float16)
    return np.cumsum(self, axis=d, dtype=out_dt)
