"""Loss layers: each stores its options and calls the functional form."""

from __future__ import annotations

from ...ops.shared.loss_helpers import _legacy_reduction
from .. import functional as F
from .module import Module


class _Loss(Module):
    """size_average/reduce are PyTorch's deprecated flags, turned into `reduction` (with
    PyTorch's warning)."""

    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        reduction = _legacy_reduction(size_average, reduce, reduction)
        if reduction not in ("mean", "sum", "none"):
            raise ValueError(f"{reduction} is not a valid value for reduction")
        self.reduction = reduction


class _WeightedLoss(_Loss):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)


class MSELoss(_Loss):
    def forward(self, input, target):
        return F.mse_loss(input, target, reduction=self.reduction)


class L1Loss(_Loss):
    def forward(self, input, target):
        return F.l1_loss(input, target, reduction=self.reduction)


class CrossEntropyLoss(_WeightedLoss):
    def __init__(self, weight=None, size_average=None, ignore_index: int = -100, reduce=None,
                 reduction: str = "mean", label_smoothing: float = 0.0):
        super().__init__(weight, size_average, reduce, reduction)
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing

    def forward(self, input, target):
        kwargs = {"reduction": self.reduction}
        if self.weight is not None:
            kwargs["weight"] = self.weight
        if self.ignore_index != -100:
            kwargs["ignore_index"] = self.ignore_index
        if self.label_smoothing:
            kwargs["label_smoothing"] = self.label_smoothing
        return F.cross_entropy(input, target, **kwargs)


class NLLLoss(_WeightedLoss):
    def __init__(self, weight=None, size_average=None, ignore_index: int = -100, reduce=None,
                 reduction: str = "mean"):
        super().__init__(weight, size_average, reduce, reduction)
        self.ignore_index = ignore_index

    def forward(self, input, target):
        kwargs = {"reduction": self.reduction}
        if self.weight is not None:
            kwargs["weight"] = self.weight
        if self.ignore_index != -100:
            kwargs["ignore_index"] = self.ignore_index
        return F.nll_loss(input, target, **kwargs)


class BCELoss(_WeightedLoss):
    def forward(self, input, target):
        return F.binary_cross_entropy(input, target, self.weight, reduction=self.reduction)


class BCEWithLogitsLoss(_Loss):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction: str = "mean",
                 pos_weight=None):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.register_buffer("pos_weight", pos_weight)

    def forward(self, input, target):
        return F.binary_cross_entropy_with_logits(input, target, self.weight,
                                                  reduction=self.reduction,
                                                  pos_weight=self.pos_weight)
