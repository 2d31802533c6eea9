"""NumPy references of the losses of ops.yaml (section `losses`), written from PyTorch's
documented formulas, independently of the composite bodies; the spec harness finds them
through references.py."""

from __future__ import annotations

import numpy as np


def weighted_loss(loss, weight, reduction):
    """PyTorch's weighted l1/mse: 'mean' is the weighted sum over the summed weights."""
    if weight is None:
        return {"mean": np.mean, "sum": np.sum, "none": np.asarray}[reduction](loss)
    loss = loss * weight
    return {"mean": lambda v: v.sum() / weight.sum(), "sum": np.sum, "none": np.asarray}[reduction](loss)


def smooth_l1(d, beta):
    a = np.abs(d)
    if beta == 0.0:
        return a
    return np.where(a < beta, 0.5 * d * d / beta, a - 0.5 * beta)


def huber(d, delta):
    a = np.abs(d)
    return np.where(a < delta, 0.5 * d * d, delta * (a - 0.5 * delta))


def kl_div(logp, target, reduction, log_target):
    """Pointwise target * (log target - logp), 0 log 0 being 0; 'batchmean' is the sum over
    the batch size."""
    if log_target:
        loss = np.exp(target) * (target - logp)
    else:
        with np.errstate(divide="ignore", invalid="ignore"):
            loss = np.where(target > 0, target * (np.log(target) - logp), -target * logp)
    if reduction == "batchmean":
        return loss.sum() / (logp.shape[0] if logp.ndim else 1)
    return {"mean": np.mean, "sum": np.sum, "none": np.asarray}[reduction](loss)


def multi_margin(x, y, p, margin, weight):
    x2 = x.reshape(-1, x.shape[-1]) if x.ndim else x.reshape(1, 1)
    ys = np.asarray(y).reshape(-1)
    out = np.zeros(len(ys))
    for i, t in enumerate(ys):
        for j in range(x2.shape[1]):
            if j != t:
                z = max(0.0, margin - x2[i, t] + x2[i, j]) ** p
                out[i] += z * (1.0 if weight is None else weight[t])
    out /= x2.shape[1]
    return out if x.ndim == 2 else out.reshape(())


def cosine_embedding(x1, x2, target, margin):
    cos = (x1 * x2).sum(-1) / np.sqrt(((x1 * x1).sum(-1) + 1e-12) * ((x2 * x2).sum(-1) + 1e-12))
    return np.where(target == 1, 1 - cos, 0.0) + np.where(target == -1, np.maximum(cos - margin, 0), 0.0)


def triplet_margin(a, pos, neg, margin, p, eps, swap):
    def dist(u, v):
        return (np.abs(u - v + eps) ** p).sum(-1) ** (1.0 / p)

    d_neg = dist(a, neg)
    if swap:
        d_neg = np.minimum(d_neg, dist(pos, neg))
    return np.maximum(margin + dist(a, pos) - d_neg, 0)


def multilabel_soft_margin(x, target, weight):
    loss = target * np.logaddexp(0, -x) + (1 - target) * np.logaddexp(0, x)
    if weight is not None:
        loss = loss * weight
    return loss.mean(-1)


def poisson_nll(x, target, log_input, full, eps):
    loss = np.exp(x) - target * x if log_input else x - target * np.log(x + eps)
    if full:
        t = np.where(target > 1, target, 2.0)
        loss = loss + np.where(target > 1, t * np.log(t) - t + 0.5 * np.log(2 * np.pi * t), 0.0)
    return loss


def gaussian_nll(x, target, var, full, eps):
    if np.ndim(var) == x.ndim - 1:
        var = var[..., None]
    var = np.maximum(var, eps)
    loss = 0.5 * (np.log(var) + (x - target) ** 2 / var)
    return loss + 0.5 * np.log(2 * np.pi) if full else loss
