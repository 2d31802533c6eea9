"""The formula helpers only the reduction ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

import numpy as np

from ...autograd import is_grad_enabled
from ...core import optable as _ops
from ...core.dtype import int64 as _int64
from ...core.dtype import to_numpy_dtype
from ..shared.formulas import (
    _check_quantile,
    _concrete,
    _cumprod_zeros,
    _func_transform_active,
    _is_tensor,
    _normalize,
    _one_hot,
    _prod_others,
    _var_weight,
    keep_reduced,
    reduction_jvp,
)
from ..shared.kernels import _norm_p, _var_args


def unreduce(grad, dim, keepdim, shape):
    """Bring the gradient of a reduction back to the input's shape: re-insert
    the reduced dims (when keepdim=False) and expand."""
    ndim = len(shape)
    if not ndim:
        return _ops.reshape(grad, ())
    if not keepdim:  # the reduced dims back as size 1, in one reshape
        reduced = _normalize(dim, ndim)
        grad = _ops.reshape(grad, [1 if d in reduced else n for d, n in enumerate(shape)])
    return _ops.expand(grad, tuple(shape))


def extreme_weight(self, result, dim, keepdim):
    """d amax / d self: 1/count on the elements equal to the extreme value (ties share it)."""
    hit = _ops._compare(self, keep_reduced(result, dim, keepdim, self.ndim), "eq")
    hit = _ops._to_copy(hit, self.dtype)
    return hit / _ops.sum(hit, dim, keepdim=True)


def value_selecting_backward(grad, indices, dim, keepdim, shape):
    """Gradient of max.dim/min.dim values: `grad` goes to the selected index only."""
    if len(shape) == 0:
        return _ops.reshape(grad, ())
    return unreduce(grad, dim % len(shape), keepdim, shape) * _one_hot(indices, dim, keepdim, shape)


def value_selecting_jvp(tangent, indices, dim, keepdim):
    """JVP of max.dim/min.dim values: the tangent at the selected index."""
    if tangent.ndim == 0:
        return tangent
    d = dim % tangent.ndim
    return _ops.sum(tangent * _one_hot(indices, d, keepdim, tangent.shape), [d], keepdim)


def median_ties(self, value, nan_ties: bool = True):
    """median()/nanmedian() of the whole tensor from `value`, median.dim's result (whose gradient
    goes to one element), made PyTorch's: the gradient shared evenly by every element equal to
    the median (by every NaN when it is NaN). value + sum(where(tied, self - value, 0) * w) is
    exactly value, and its derivative is w = tied / count; at an infinite median (inf - inf is
    NaN) sum(where(tied, self, 0) * w) is, every tied element being that infinity. Without
    nan_ties (under jvp: PyTorch's evenly_read_jvp) no element ties with a NaN median, so the
    tangent is 0 / 0."""
    if not self.is_floating_point():
        return value
    tied = _ops._compare(self, value, "eq")
    if nan_ties:
        tied = _ops.where(_ops.isnan(value), _ops.isnan(self), tied)
    share = (_ops.zeros_like(self) + tied) / _ops.sum(tied)
    finite = value + _ops.sum(_ops.where(tied, self - value, 0) * share)
    return _ops.where(_ops.isinf(value), _ops.sum(_ops.where(tied, self, 0) * share), finite)


def evenly_distribute_backward(grad, self, largest: bool):
    """The gradient of max()/min() of the whole tensor (PyTorch's evenly_distribute_backward):
    grad shared evenly by the elements equal to the result, or by every NaN when it is NaN."""
    value = _ops.amax(self) if largest else _ops.amin(self)
    tied = _ops.where(_ops.isnan(value), _ops.isnan(self), _ops._compare(self, value, "eq"))
    return grad * ((_ops.zeros_like(self) + tied) / _ops.sum(tied))


def evenly_read_jvp(tangent, self, value):
    """The JVP of max()/min()/median() of the whole tensor (PyTorch's evenly_read_jvp): the mean
    tangent of the elements equal to the result; NaN when it is NaN (no element equals it)."""
    mask = _ops._compare(self, value, "eq")
    return _ops.sum(mask * (tangent / _ops.sum(mask)))


def median_all_grad(grad, self, ignore_nan: bool):
    """The gradient median_ties gives median()/nanmedian() (for their fused path, whose node
    does not keep the result): grad shared evenly by the elements equal to the median (by
    every NaN when it is NaN); none to an empty input."""
    if self.numel() == 0:
        return _ops.zeros_like(self)
    flat = _ops.reshape(self, [-1])
    value = (_ops.nanmedian(flat, 0) if ignore_nan else _ops.median(flat, 0))[0]
    tied = _ops.where(_ops.isnan(value), _ops.isnan(self), _ops._compare(self, value, "eq"))
    return grad * ((_ops.zeros_like(self) + tied) / _ops.sum(tied))


def quantile_of(self, q, dim, keepdim, interpolation, ignore_nan):
    """quantile / nanquantile, as PyTorch computes them: sort along the reduced dim (all
    elements when dim is None), turn each q into a fractional rank (q * (count - 1), the count
    excluding NaNs for nanquantile; a row with NaN ranks its last, NaN, element for quantile),
    round it per `interpolation`, and gather/lerp the sorted values at the rank's two sides.
    The gradient reaches the gathered elements (and q, through the lerp weight)."""
    name = "nanquantile" if ignore_nan else "quantile"
    _check_quantile(self, q, interpolation, name)
    ndim = self.dim()
    if dim is None:
        x = _ops.reshape(self, [-1])
    else:
        span = max(ndim, 1)
        if not -span <= dim < span:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-span}, "
                             f"{span - 1}], but got {dim})")
        d = dim % span
        x = _ops.movedim(self, d, -1) if ndim else _ops.reshape(self, [1])
    ordered = _ops.sort(x, -1)[0]
    qt = q if _is_tensor(q) else _ops.full([], q, dtype=self.dtype)
    scalar_q = qt.dim() == 0
    qv = _ops.reshape(qt, [-1])
    nan = _ops.isnan(ordered)
    if ignore_nan:
        ranks = qv * (_ops.sum(_ops.logical_not(nan), -1, keepdim=True) - 1)
        ranks = _ops.masked_fill(ranks, ranks < 0, 0)
    else:
        last = ordered.shape[-1] - 1
        ranks = _ops.where(_ops.any(nan, -1, keepdim=True), float(last), qv * last)
    if interpolation in ("lower", "higher", "nearest"):
        ranks = {"lower": _ops.floor, "higher": _ops.ceil, "nearest": _ops.round}[interpolation](ranks)
    below = _ops._to_copy(ranks, dtype=_int64)
    out = _ops.gather(ordered, -1, below)
    if interpolation in ("linear", "midpoint"):
        weight = _ops.full_like(ranks, 0.5) if interpolation == "midpoint" else ranks - below
        out = _ops.lerp(out, _ops.gather(ordered, -1, _ops._to_copy(_ops.ceil(ranks), dtype=_int64)), weight)
    out = _ops.squeeze(out, [-1]) if scalar_q else _ops.movedim(out, -1, 0)
    if keepdim:
        lead = [] if scalar_q else [out.shape[0]]
        kept = [1] * ndim if dim is None else [1 if i == d else n for i, n in enumerate(self.shape)]
        out = _ops.reshape(out, lead + kept)
    return out


def prod_backward(grad, self, result, dim, keepdim):
    """Gradient of prod by PyTorch's paths: grad * (result / x) when no element is 0 (inf and
    NaN land where that division puts them); with a zero, under a func transform or on a
    transform's wrapper the products of the other elements, from exclusive running products
    from the left and from the right (prod_safe_zeros_backward); over all elements with
    several zeros and grad mode off, zeros."""
    if self.ndim == 0:
        return grad
    if self.numel() == 0:
        return unreduce(grad, dim, keepdim, self.shape) * _prod_others(self, dim)
    plain = _concrete(self) and _concrete(grad) and not _func_transform_active()
    if dim is None:
        zeros = int(_ops.sum(self == 0)) if plain else -1
        if zeros == 0:
            return grad * (result / self)
        if zeros > 1 and not is_grad_enabled():
            return _ops.zeros_like(self)
        return grad * _ops.reshape(_prod_safe(_ops.reshape(self, (-1,)), 0), tuple(self.shape))
    d = dim % self.ndim
    g = keep_reduced(grad, d, keepdim, self.ndim)
    if plain and not bool(_ops.any(self == 0)):
        return g * (keep_reduced(result, d, keepdim, self.ndim) / self)
    return g * _prod_safe(self, d)


def _prod_safe(x, d):
    """PyTorch's prod_safe_zeros_backward factor: for each element the product of those before
    it times the product of those after it along dim d (exclusive running products)."""
    n = x.shape[d]
    if n == 1:
        return _ops.ones_like(x)
    one = _ops.ones_like(_ops.narrow(x, d, 0, 1))
    left = _ops.cumprod(_ops.cat([one, _ops.narrow(x, d, 0, n - 1)], d), d)
    right = _ops.cumprod(_ops.cat([one, _ops.flip(_ops.narrow(x, d, 1, n - 1), [d])], d), d)
    return left * _ops.flip(right, [d])


def prod_jvp(tangent, self, result, dim, keepdim):
    """PyTorch's: sum(prod_backward(ones, x, result) * tangent) over the reduced dims."""
    if self.ndim == 0:
        return tangent
    weight = prod_backward(_ops.ones_like(result), self, result, dim, keepdim)
    return reduction_jvp(tangent, weight, dim, keepdim)


def std_backward(grad, self, dim, unbiased, keepdim, correction):
    """Gradient of std, as its body's and PyTorch's: 0 where the std is 0 (masked, so neither
    grad's inf nor the rounding residue of x - mean reaches it), else grad / (2 std) (sqrt's),
    into var's gradient."""
    s = _ops.std(self, dim, unbiased, keepdim, correction=correction)
    zero = s == 0
    safe = _ops.where(zero, _ops.ones_like(s), s)  # no 1 / 0 for a second derivative to meet
    scaled = _ops.where(zero, _ops.zeros_like(grad), grad / (2 * safe))
    return var_backward(scaled, self, dim, unbiased, keepdim, correction)


def var_backward(grad, self, dim, unbiased, keepdim, correction):
    """Gradient of var: 2 (x - mean) / (N - correction). Over all elements (or of a 0-d
    input) without degrees of freedom, PyTorch's constant grad * (NaN where x is the mean,
    else inf): not a function of x (its second derivative is none)."""
    d, ddof = _var_args(dim, unbiased, correction)
    if (self.ndim == 0 or d is None) and self.numel() - ddof <= 0:
        if not self.numel():  # nothing to compare (and no mean of an empty tensor)
            return grad * _ops.zeros_like(self)
        same = self == _ops.mean(self)
        return grad * _ops.where(same, _ops.full_like(self, float("nan")),
                                 _ops.full_like(self, float("inf")))
    d, weight = _var_weight(self, dim, unbiased, correction)
    return unreduce(grad, d, keepdim, self.shape) * weight


def var_jvp(tangent, self, dim, unbiased, keepdim, correction):
    d, weight = _var_weight(self, dim, unbiased, correction)
    return reduction_jvp(tangent, weight, d, keepdim)


def logsumexp_weight(self, result, dim, keepdim):
    """d logsumexp / d self = softmax over the reduced dims."""
    return _ops.exp(self - keep_reduced(result, dim, keepdim, self.ndim))


def norm_weight(self, result, p, dim, keepdim):
    """d norm / d self. p=2 at a zero norm gives the 0 subgradient (as PyTorch);
    inf/-inf split the gradient between tied extreme |x|; other p use
    sign(x) |x|^(p-1) / norm^(p-1) (nan where x = 0 for p < 1)."""
    p = _norm_p(p)
    r = keep_reduced(result, dim, keepdim, self.ndim)
    if p == 0:
        return _ops.zeros_like(self)
    if p == 1:  # sign, not sign_of: PyTorch's sgn keeps the graph edge (its derivative is 0)
        return _ops.sign(self)
    if p == 2:
        return self / (r + _ops._compare(r, 0, "eq"))
    sign = _ops.sign(self)
    mag = self * sign
    if p in (float("inf"), float("-inf")):  # a NaN counts as the extreme (PyTorch's mask), and
        mask = _ops.logical_or(_ops._compare(mag, r, "eq"), _ops.isnan(mag))  # sign(NaN) is 0
        mask = _ops._to_copy(mask, self.dtype)
        return sign * mask / _ops.sum(mask, dim, keepdim=True)
    return sign * _ops.exp((p - 1) * (_ops.log(mag) - _ops.log(r)))


def norm_backward(grad, self, result, p, dim, keepdim):
    """grad * norm_weight; other p than 0, 1, 2 and +-inf as PyTorch's norm_backward writes
    them: sgn(x) |x|^(p-1) (0 where x = 0 for p < 1) times grad norm^(1-p), and for p > 1
    x |x|^(p-2) (sgn(x) |x|^(p-1) below 2) times grad / norm^(p-1), 0 where the norm is 0 (so
    the second derivative at x = 0 is finite: no log(0) in it)."""
    g = unreduce(grad, dim, keepdim, self.shape)
    q = _norm_p(p)
    if q in (0, 1, 2, float("inf"), float("-inf")):
        return g * norm_weight(self, result, p, dim, keepdim)
    r = keep_reduced(result, dim, keepdim, self.ndim)
    mag = _ops.abs(self)
    if q < 1:
        return _ops.sign(self) * _ops.where(self == 0, 0.0, mag ** (q - 1)) * g * r ** (1 - q)
    scaled = _ops.sign(self) * mag ** (q - 1) if q < 2 else self * mag ** (q - 2)
    return scaled * _ops.where(r == 0, 0.0, g / r ** (q - 1))


def norm_jvp(self, self_t, result, p, dim, keepdim):
    """The tangent of the p-norm, as PyTorch's norm_jvp: sum(self_t * norm_weight) for p = 0,
    1, 2 and +-inf; for other p the sum of sgn(x) |x|^(p-1) self_t (0 where x = 0 for p < 1)
    times norm^(1-p), or (for p > 1) of x |x|^(p-2) self_t (sgn(x) |x|^(p-1) below 2) over
    norm^(p-1), 0 where the norm is 0 (norm_weight's log(0) - log(0) would give NaN there)."""
    q = _norm_p(p)
    if q in (0, 1, 2, float("inf"), float("-inf")):
        return _ops.sum(self_t * norm_weight(self, result, p, dim, keepdim), dim, keepdim)
    mag = _ops.abs(self)
    if q < 1:
        w = _ops.sign(self) * _ops.where(self == 0, 0.0, mag ** (q - 1))
        return _ops.sum(w * self_t, dim, keepdim) * result ** (1 - q)
    w = _ops.sign(self) * mag ** (q - 1) if q < 2 else self * mag ** (q - 2)
    return _ops.where(result == 0, 0.0, _ops.sum(w * self_t, dim, keepdim) / result ** (q - 1))


def maximum_weight(self, other, op, unless_beaten: bool = False):
    """d max(self, other) / d self (op "gt") or d min / d self (op "lt"): 1 where self wins,
    1/2 on ties. Where a NaN makes every comparison false the two readings differ, and PyTorch
    uses both: its gradients give self the weight 1 unless other beats it (unless_beaten:
    both inputs of a NaN pair get the whole gradient), its JVP gives self 1 only where it
    wins and other 1 unless self beats it (the tangent is other's)."""
    eq = (_ops.zeros_like(self) + _ops._compare(self, other, "eq")) * 0.5
    if unless_beaten:
        beaten = _ops.zeros_like(self) + _ops._compare(self, other, "lt" if op == "gt" else "gt")
        return 1.0 - eq - beaten
    return eq + _ops._compare(self, other, op)


def logcumsumexp_backward(grad, x, result, dim):
    """d out_j / d x_k = exp(x_k - out_j) for j >= k, as PyTorch's logcumsumexp_backward: the
    positive and the negative parts of grad in log space (log|grad|, the dtype's lowest value
    elsewhere), each a reversed logcumsumexp of log|grad| - out, plus x, exponentiated. A 0-d
    or empty grad is returned as it is."""
    if grad.ndim == 0 or grad.numel() == 0:
        return grad
    lowest = float(np.finfo(to_numpy_dtype(grad.dtype)).min)
    log_abs = _ops.log(_ops.abs(grad))

    def part(mask):
        v = _ops.where(mask, log_abs, lowest) - result
        return _ops.exp(_ops.flip(_ops.logcumsumexp(_ops.flip(v, [dim]), dim), [dim]) + x)

    return part(grad > 0) - part(grad < 0)


def logcumsumexp_jvp(tangent, x, result, dim):
    """PyTorch's logcumsumexp_jvp: cumsum(t * e) / (cumsum(e) + 1e-13) with e = exp(x - max),
    the max over dim (an empty dim is max()'s IndexError)."""
    e = _ops.exp(x - _ops.amax(x, dim, True))
    return _ops.cumsum(e * tangent, dim) / (_ops.cumsum(e, dim) + 1e-13)


def cumprod_backward(grad, x, result, dim):
    """d out_j / d x_k = prod_{i <= j, i != k} x_i for j >= k, by PyTorch's three paths: one
    element along dim is grad itself; an input without zeros divides the reversed cumsum of
    grad * out by x; otherwise under create_graph or a func transform the products that omit
    x_k (exact at inf and NaN, and twice differentiable with several zeros), and else the
    first-zero formula: out_j / x_k where x_k != 0, the running product with the first zero
    replaced by 1 at it, 0 after it."""
    if x.numel() <= 1 or x.shape[_normalize(dim, x.ndim)[0]] == 1:
        return grad
    concrete = _concrete(x) and _concrete(grad) and not _func_transform_active()
    if concrete and not bool(_ops.any(x == 0)):
        return _ops.flip(_ops.cumsum(_ops.flip(grad * result, [dim]), dim), [dim]) / x
    if is_grad_enabled() or not concrete:
        return _cumprod_backward_products(grad, x, _normalize(dim, x.ndim)[0])
    z, first, x1 = _cumprod_zeros(x, dim)

    def tail(v):
        return _ops.flip(_ops.cumsum(_ops.flip(v, [dim]), dim), [dim])

    plain = tail(grad * result) / _ops.where(z, 1.0, x)
    return _ops.where(first, tail(grad * _ops.cumprod(x1, dim)), plain)


def _cumprod_backward_products(grad, x, dim):
    """PyTorch's O(n^2) cumprod gradient: for each k, sum_{j >= k} grad_j * (the product of
    x_0..x_j without x_k), from prod and cumprod of the slices around k (no division)."""
    n = x.shape[dim]
    ones = _ops.ones([1 if d == dim else s for d, s in enumerate(x.shape)], dtype=x.dtype)
    cols = []
    for k in range(n):
        if k == 0:
            omitted = _ops.cat([ones, _ops.cumprod(_ops.narrow(x, dim, 1, n - 1), dim)], dim)
        else:
            before = _ops.prod(_ops.narrow(x, dim, 0, k), dim, True)
            if k == n - 1:
                omitted = before
            else:
                after = _ops.cumprod(_ops.narrow(x, dim, k + 1, n - k - 1), dim)
                omitted = _ops.cat([before, _ops.expand(before, tuple(after.shape)) * after], dim)
        cols.append(_ops.sum(_ops.narrow(grad, dim, k, n - k) * omitted, dim, True))
    return _ops.cat(cols, dim)


def cumprod_jvp(tangent, x, result, dim):
    """PyTorch's cumprod_jvp: cumsum(t / x) * out; a 0-d zero takes its tangent; from the first
    zero along dim on, cumprod of x with that zero replaced by its tangent."""
    plain = _ops.cumsum(tangent / x, dim) * result
    zeros = x == 0
    if x.ndim == 0:
        return _ops.where(zeros, tangent, plain)
    first = _ops.logical_and(zeros, _ops.cumsum(zeros, dim) == 1)
    after = _ops.cumsum(first, dim) >= 1
    return _ops.where(after, _ops.cumprod(_ops.where(first, tangent, x), dim), plain)


def welford_mean(self, dim, keepdim):
    """The mean var_mean and std_mean return: PyTorch takes it from the Welford pass that
    computes the variance (m += (x - m) / k over the reduced elements in order), not from
    mean(): an inf there makes every later step inf - inf, so the mean is NaN unless the only
    inf comes last (where mean() gives +-inf). The plain mean plus NaN on those rows."""
    m = _ops.mean(self, dim, keepdim)
    dims = _normalize(dim, self.ndim)
    if not dims or not self.numel():
        return m
    # The reduced elements before the last (in the order of the reduced dims, flattened), times
    # 0 and summed: NaN where one of them is inf (or NaN, where the mean is NaN already), else 0.
    if len(dims) == 1:
        x, d = self, dims[0]
    else:
        kept = [d for d in range(self.ndim) if d not in dims]
        x = _ops.permute(self, kept + dims) if kept else self
        x, d = _ops.reshape(x, [self.shape[d] for d in kept] + [-1]), -1
    early = _ops.sum(_ops.narrow(x, d, 0, x.shape[d] - 1) * 0.0, d, keepdim and len(dims) == 1)
    if keepdim and len(dims) > 1:
        early = _ops.reshape(early, [1 if d in dims else n for d, n in enumerate(self.shape)])
    return m + early
