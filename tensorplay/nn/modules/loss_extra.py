"""Regression, divergence and margin losses and the distance layers; each stores its
options and calls the functional form."""

from __future__ import annotations

from ._util import fn
from .loss import _Loss
from .module import Module


def _legacy(size_average, reduce, reduction: str) -> str:
    from .._functional.loss import _legacy_reduction

    return _legacy_reduction(size_average, reduce, reduction)


class SmoothL1Loss(_Loss):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean", beta: float = 1.0):
        super().__init__(_legacy(size_average, reduce, reduction))
        self.beta = beta

    def forward(self, input, target):
        return fn("smooth_l1_loss")(input, target, reduction=self.reduction, beta=self.beta)


class HuberLoss(_Loss):
    def __init__(self, reduction: str = "mean", delta: float = 1.0):
        super().__init__(reduction)
        self.delta = delta

    def forward(self, input, target):
        return fn("huber_loss")(input, target, reduction=self.reduction, delta=self.delta)


class KLDivLoss(Module):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean",
                 log_target: bool = False):
        super().__init__()
        self.reduction = _legacy(size_average, reduce, reduction)
        self.log_target = log_target

    def forward(self, input, target):
        return fn("kl_div")(input, target, reduction=self.reduction, log_target=self.log_target)


class MarginRankingLoss(_Loss):
    def __init__(self, margin: float = 0.0, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__(_legacy(size_average, reduce, reduction))
        self.margin = margin

    def forward(self, input1, input2, target):
        return fn("margin_ranking_loss")(input1, input2, target, margin=self.margin,
                                         reduction=self.reduction)


class SoftMarginLoss(_Loss):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__(_legacy(size_average, reduce, reduction))

    def forward(self, input, target):
        return fn("soft_margin_loss")(input, target, reduction=self.reduction)


class CosineSimilarity(Module):
    def __init__(self, dim: int = 1, eps: float = 1e-8):
        super().__init__()
        self.dim = dim
        self.eps = eps

    def forward(self, x1, x2):
        return fn("cosine_similarity")(x1, x2, self.dim, self.eps)


class PairwiseDistance(Module):
    def __init__(self, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False):
        super().__init__()
        self.norm = p
        self.eps = eps
        self.keepdim = keepdim

    def forward(self, x1, x2):
        return fn("pairwise_distance")(x1, x2, self.norm, self.eps, self.keepdim)


__all__ = ["CosineSimilarity", "HuberLoss", "KLDivLoss", "MarginRankingLoss", "PairwiseDistance",
           "SmoothL1Loss", "SoftMarginLoss"]
