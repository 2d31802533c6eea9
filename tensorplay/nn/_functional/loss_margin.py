"""Embedding, margin and likelihood losses of `tp.nn.functional` built from ops:
multi_margin, cosine_embedding, triplet_margin, hinge_embedding, multilabel_soft_margin,
poisson_nll and gaussian_nll."""

from __future__ import annotations

import math

from ._common import ops, value_clamped
from .distance import pairwise_distance
from .loss import _legacy_reduction, _reduce


def multi_margin_loss(input, target, p: int = 1, margin: float = 1.0, weight=None,
                      size_average=None, reduce=None, reduction: str = "mean"):
    """Σ_{j≠y} max(0, margin - x_y + x_j)^p / C per sample (times weight[y])."""
    from ... import int64

    reduction = _legacy_reduction(size_average, reduce, reduction)
    if p not in (1, 2):
        raise ValueError("only p == 1 and p == 2 supported")
    x = input if input.dim() > 1 else ops.unsqueeze(input, 0)
    y = ops.reshape(target, [-1, 1])
    classes = x.shape[1]
    terms = ops.clamp(margin - ops.gather(x, 1, y) + x, min=0.0)
    if p == 2:
        terms = terms * terms
    if weight is not None:
        terms = terms * ops.unsqueeze(ops.index_select(weight, 0, ops.reshape(y, [-1])), 1)
    others = ops.arange(classes, dtype=int64) != y
    loss = ops.sum(ops.where(others, terms, 0.0), 1) / classes
    if input.dim() <= 1:
        loss = ops.squeeze(loss, 0)
    return _reduce(loss, reduction)


def cosine_embedding_loss(input1, input2, target, margin: float = 0, size_average=None,
                          reduce=None, reduction: str = "mean"):
    """1 - cos(x1, x2) where target = 1, max(0, cos(x1, x2) - margin) where target = -1."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    dim = input1.dim() - 1
    eps = 1e-12
    dot = ops.sum(input1 * input2, dim)
    norms = ops.sqrt((ops.sum(input1 * input1, dim) + eps) * (ops.sum(input2 * input2, dim) + eps))
    cos = dot / norms
    loss = (ops.where(target == 1, 1.0 - cos, 0.0)
            + ops.where(target == -1, ops.clamp(cos - margin, min=0.0), 0.0))
    return _reduce(loss, reduction)


def triplet_margin_loss(anchor, positive, negative, margin: float = 1.0, p: float = 2,
                        eps: float = 1e-6, swap: bool = False, size_average=None, reduce=None,
                        reduction: str = "mean"):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)), d the p-norm distance (with
    swap, the negative's distance is the smaller of d(a, n) and d(p, n))."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    d_pos = pairwise_distance(anchor, positive, p, eps)
    d_neg = pairwise_distance(anchor, negative, p, eps)
    if swap:
        d_neg = ops.minimum(d_neg, pairwise_distance(positive, negative, p, eps))
    return _reduce(ops.clamp(margin + d_pos - d_neg, min=0.0), reduction)


def hinge_embedding_loss(input, target, margin: float = 1.0, size_average=None, reduce=None,
                         reduction: str = "mean"):
    """x where target = 1, max(0, margin - x) where target = -1."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    loss = (ops.where(target != 1, ops.clamp(margin - input, min=0.0), 0.0)
            + ops.where(target != -1, input, 0.0))
    return _reduce(loss, reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None,
                                reduction: str = "mean"):
    """Per-class binary cross entropy on logits, averaged over the classes (last dim)."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    loss = -(target * ops.logsigmoid(input) + (1 - target) * ops.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    dim = input.dim() - 1
    return _reduce(ops.sum(loss, dim) / input.shape[dim], reduction)


def poisson_nll_loss(input, target, log_input: bool = True, full: bool = False,
                     size_average=None, eps: float = 1e-8, reduce=None, reduction: str = "mean"):
    """exp(input) - target * input (log_input), else input - target * log(input + eps); with
    `full`, Stirling's approximation of log(target!) is added where target > 1."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    if log_input:
        loss = ops.exp(input) - target * input
    else:
        loss = input - target * ops.log(input + eps)
    if full:
        big = target > 1
        safe = ops.where(big, target, 2.0)
        stirling = safe * ops.log(safe) - safe + 0.5 * ops.log(2 * math.pi * safe)
        loss = loss + ops.where(big, stirling, 0.0)
    return _reduce(loss, reduction)


def gaussian_nll_loss(input, target, var, full: bool = False, eps: float = 1e-6,
                      reduction: str = "mean"):
    """0.5 (log var + (input - target)² / var) (+ 0.5 log 2π with `full`); `var` per element,
    per sample (one fewer dim) or a float, clamped below at eps in value only."""
    from ... import Tensor

    if not isinstance(var, Tensor):
        var = ops.full_like(input, float(var))
    if tuple(var.shape) != tuple(input.shape):
        if tuple(input.shape[:-1]) == tuple(var.shape):
            var = ops.unsqueeze(var, -1)
        elif not (input.dim() == var.dim() and
                  sum(v for i, v in zip(input.shape, var.shape) if i != v) == 1):
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    if bool(ops.any(var < 0).item()):
        raise ValueError("var has negative entry/entries")
    var = value_clamped(var, eps)
    d = input - target
    loss = 0.5 * (ops.log(var) + d * d / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction)


__all__ = ["cosine_embedding_loss", "gaussian_nll_loss", "hinge_embedding_loss",
           "multi_margin_loss", "multilabel_soft_margin_loss", "poisson_nll_loss",
           "triplet_margin_loss"]
