"""NumPy references for ops whose `tests: reference:` needs more than one expression.

The spec harness evaluates a `reference` with these functions, `np` and the sample's
arguments (defaults included) in scope. Each is written straight from the op's
definition, independently of its composite body.
"""

from __future__ import annotations

import numpy as np


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
