"""NumPy references for ops whose `tests: reference:` needs more than one expression.

The spec harness evaluates a `reference` with these functions, `np` and the sample's
arguments (defaults included) in scope. Each is written straight from the op's
definition, independently of its composite body.
"""

from __future__ import annotations

import numpy as np

from .references_losses import *  # noqa: F403 (the losses' references, in scope of `reference:`)


def reduce_loss(loss: np.ndarray, reduction: str) -> np.ndarray:
    return {"mean": np.mean, "sum": np.sum, "none": np.asarray}[reduction](loss)


def nll_loss(logp, target, weight, ignore_index, reduction):
    """-weight[t] * logp[t] along the class dim (1, or 0 for 1-D input); 'mean' divides by the
    summed weights of the targets that are not ignored."""
    cdim = 1 if logp.ndim >= 2 else 0
    n_classes = logp.shape[cdim]
    w = np.ones(n_classes) if weight is None else weight
    keep = target != ignore_index
    safe = np.where(keep, target, 0)
    picked = np.take_along_axis(logp, np.expand_dims(safe, cdim), cdim).squeeze(cdim)
    loss = np.where(keep, -w[safe] * picked, 0.0)
    if reduction == "mean":
        return loss.sum() / np.where(keep, w[safe], 0.0).sum()
    return reduce_loss(loss, reduction)


def bce_with_logits(x, target, weight, reduction, pos_weight):
    """-(pos_weight * t * log(sigmoid(x)) + (1 - t) * log(1 - sigmoid(x))) * weight."""
    log_sig = -np.logaddexp(0.0, -x)
    log_one_minus = -np.logaddexp(0.0, x)
    pw = 1.0 if pos_weight is None else pos_weight
    loss = -(pw * target * log_sig + (1 - target) * log_one_minus)
    if weight is not None:
        loss = loss * weight
    return reduce_loss(loss, reduction)


def flatten(x, start_dim, end_dim):
    """Dims start_dim..end_dim merged into one; a 0-d input becomes 1-D."""
    if x.ndim == 0:
        return x.reshape(1)
    s, e = start_dim % x.ndim, end_dim % x.ndim
    return x.reshape(x.shape[:s] + (int(np.prod(x.shape[s:e + 1])),) + x.shape[e + 1:])


def std(x, dim, unbiased, keepdim, correction):
    """sqrt(sum((x - mean)^2) / (N - correction)); correction 1 unless unbiased=False."""
    ddof = correction if correction is not None else (0 if unbiased is False else 1)
    axis = None if dim is None or x.ndim == 0 else tuple(np.atleast_1d(dim))  # 0-d: dim 0 is all
    return np.sqrt(np.var(x, axis=axis, ddof=ddof, keepdims=keepdim))


def softmin(x, dim, dtype):
    """exp(-x) / sum(exp(-x)) along dim."""
    e = np.exp(-x - np.max(-x, axis=dim, keepdims=True))
    return e / e.sum(axis=dim, keepdims=True)


def layer_norm(x, normalized_shape, weight, bias, eps):
    """(x - mean) / sqrt(var + eps) over the trailing dims (biased variance), * weight + bias."""
    axes = tuple(range(x.ndim - len(normalized_shape), x.ndim))
    out = (x - x.mean(axis=axes, keepdims=True)) / np.sqrt(x.var(axis=axes, keepdims=True) + eps)
    return out * (1 if weight is None else weight) + (0 if bias is None else bias)
def cumulative_extreme(x, dim, largest):
    """(running max/min, index of the latest element equal to it) by a loop along `dim`."""
    if x.ndim == 0:
        return x, np.zeros((), np.int64)
    moved = np.moveaxis(x, dim, -1)
    values, indices = np.empty_like(moved), np.zeros(moved.shape, np.int64)
    for pos in np.ndindex(moved.shape[:-1]):
        best, at = None, 0
        for k, v in enumerate(moved[pos]):
            if best is None or (v >= best if largest else v <= best):
                best, at = v, k
            values[pos + (k,)], indices[pos + (k,)] = best, at
    return np.moveaxis(values, -1, dim), np.moveaxis(indices, -1, dim)


def inverse_erf(x):
    """erfinv by bisection on math.erf (monotone), to the last bit; ±inf at ±1."""
    import math

    def one(v):
        if abs(v) >= 1:
            return math.copysign(math.inf, v) if abs(v) == 1 else math.nan
        lo, hi = -6.0, 6.0
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if math.erf(mid) < v else (lo, mid)
        return (lo + hi) / 2

    return np.vectorize(one, otypes=[float])(np.asarray(x, dtype=float))


def _scatter_reference(self, dim, index, src, reduce=None):
    """scatter by a loop over index's positions: write, add or multiply src in."""
    out = np.array(self, copy=True).reshape(self.shape or (1,))
    index = np.reshape(index, index.shape or (1,))
    src = np.reshape(src, src.shape or (1,))
    d = dim % out.ndim
    for pos in np.ndindex(index.shape):
        target = list(pos)
        target[d] = index[pos]
        target = tuple(target)
        if reduce is None:
            out[target] = src[pos]
        elif reduce == "add":
            out[target] += src[pos]
        else:
            out[target] *= src[pos]
    return out.reshape(np.shape(self))


def index_add_reference(self, dim, index, source, alpha):
    out = np.array(self, copy=True)
    moved = np.moveaxis(out, dim, 0) if out.ndim else out.reshape(1)
    src = np.moveaxis(source, dim, 0) if np.ndim(source) else np.reshape(source, 1)
    for i, k in enumerate(np.reshape(index, -1)):
        moved[k] += alpha * src[i]
    return out


def index_copy_reference(self, dim, index, source):
    out = np.array(self, copy=True)
    moved = np.moveaxis(out, dim, 0)
    src = np.moveaxis(source, dim, 0)
    for i, k in enumerate(np.reshape(index, -1)):
        moved[k] = src[i]
    return out


def index_fill_reference(self, dim, index, value):
    out = np.array(self, copy=True)
    np.moveaxis(out, dim, 0)[np.reshape(index, -1)] = value
    return out


def masked_scatter_reference(self, mask, source):
    mask, out = np.broadcast_arrays(mask, self)
    out = out.copy()
    out[mask] = np.reshape(source, -1)[: int(mask.sum())]
    return out


def take_along_dim_reference(self, indices, dim):
    if dim is None:
        return np.take_along_axis(self.reshape(-1), indices.reshape(-1), 0)
    shape = np.broadcast_shapes(self.shape[:dim] + self.shape[dim + 1:] if dim != -1 else self.shape[:-1],
                                indices.shape[:dim] + indices.shape[dim + 1:] if dim != -1 else indices.shape[:-1])
    d = dim % self.ndim
    x = np.broadcast_to(self, shape[:d] + (self.shape[d],) + shape[d:])
    i = np.broadcast_to(indices, shape[:d] + (indices.shape[d],) + shape[d:])
    return np.take_along_axis(x, i % self.shape[d], d)


def diag_embed_reference(self, offset, dim1, dim2):
    n = self.shape[-1] + abs(offset)
    nd = self.ndim + 1
    d1, d2 = dim1 % nd, dim2 % nd
    out = np.zeros(self.shape[:-1] + (n, n), dtype=self.dtype)
    for i in range(self.shape[-1]):
        r, c = (i, i + offset) if offset >= 0 else (i - offset, i)
        out[..., r, c] = self[..., i]
    return np.moveaxis(out, [nd - 2, nd - 1], [d1, d2])


# Bernoulli numbers B_2, B_4, ..., B_20 (for the asymptotic series of digamma and polygamma)
_B2K = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510, 43867 / 798,
        -174611 / 330)


def polygamma_reference(n, x):
    """ψ^(n)(x) for x > 0 in plain Python: the recurrence ψ^(n)(x) = ψ^(n)(x + 1) -
    (-1)^n n! / x^(n+1) up to x >= 30, then the asymptotic series in 1/x."""
    import math

    def one(v):
        shift = 0.0
        while v < 30:
            shift += (-1) ** n * math.factorial(n) / v ** (n + 1)
            v += 1
        if n == 0:
            tail = math.log(v) - 1 / (2 * v) - sum(b / (2 * k) / v ** (2 * k)
                                                   for k, b in enumerate(_B2K, 1))
        else:
            tail = (math.factorial(n - 1) / v ** n + math.factorial(n) / (2 * v ** (n + 1))
                    + sum(b * math.factorial(2 * k + n - 1) / math.factorial(2 * k)
                          / v ** (2 * k + n) for k, b in enumerate(_B2K, 1)))
            tail *= (-1) ** (n + 1)
        return tail - shift

    return np.vectorize(one, otypes=[float])(np.asarray(x, dtype=float))


def digamma_reference(x):
    return polygamma_reference(0, x)


def bessel_i_reference(order, x):
    """I_0 / I_1 from the power series sum (x/2)^(2k+order) / (k! (k+order)!) in plain Python
    (exact enough for |x| <= 30)."""
    import math

    def one(v):
        term = (v / 2) ** order / math.factorial(order)
        terms = [term]
        for k in range(1, 120):
            term *= (v / 2) ** 2 / (k * (k + order))
            terms.append(term)
        return math.fsum(terms)

    return np.vectorize(one, otypes=[float])(np.asarray(x, dtype=float))


def _sigmoid(x):
    return 1 / (1 + np.exp(-x))


def lstm_layer_ref(x, h, c, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):
    """One LSTM layer, one direction, step by step: gates [i, f, g, o] from x_t and h."""
    b = (0 if b_ih is None else b_ih) + (0 if b_hh is None else b_hh)
    outs, ws = {}, {}
    for t in (range(len(x) - 1, -1, -1) if reverse else range(len(x))):
        gates = x[t] @ w_ih.T + h @ w_hh.T + b
        i, f, g, o = np.split(gates, 4, -1)
        c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
        h = _sigmoid(o) * np.tanh(c)
        h = h if w_hr is None else h @ w_hr.T
        outs[t], ws[t] = h, np.concatenate([gates, c], -1)
    steps = range(len(x))
    return np.stack([outs[t] for t in steps]), h, c, np.stack([ws[t] for t in steps])


def gru_layer_ref(x, h, w_ih, w_hh, b_ih, b_hh, reverse):
    """One GRU layer, one direction, step by step: h' = (1 - z) n + z h."""
    outs, ws = {}, {}
    for t in (range(len(x) - 1, -1, -1) if reverse else range(len(x))):
        xr, xz, xn = np.split(x[t] @ w_ih.T + (0 if b_ih is None else b_ih), 3, -1)
        hr, hz, hn = np.split(h @ w_hh.T + (0 if b_hh is None else b_hh), 3, -1)
        r, z = _sigmoid(xr + hr), _sigmoid(xz + hz)
        n = np.tanh(xn + r * hn)
        h = (1 - z) * n + z * h
        outs[t], ws[t] = h, np.concatenate([r, z, n, hn], -1)
    steps = range(len(x))
    return np.stack([outs[t] for t in steps]), h, np.stack([ws[t] for t in steps])
