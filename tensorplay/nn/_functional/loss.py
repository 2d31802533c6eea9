"""Losses of `tp.nn.functional` built from ops: smooth L1, Huber, KL divergence, margin
ranking and soft margin. Piecewise losses use `where`, so their gradient at a kink is
PyTorch's."""

from __future__ import annotations

import warnings

from ._common import ops


def _legacy_reduction(size_average, reduce, reduction: str) -> str:
    """The `reduction` string PyTorch derives from the deprecated size_average/reduce flags."""
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    ret = "none" if not reduce else "mean" if size_average else "sum"
    warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{ret}' "
                  "instead.", stacklevel=3)
    return ret


def _reduce(loss, reduction: str):
    return ops._loss_reduction(loss, reduction)  # the reduction the composite losses end with


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction: str = "mean",
                   beta: float = 1.0):
    """0.5 d² / beta where |d| < beta, else |d| - beta / 2 (d = input - target); beta = 0 is L1."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    d = input - target
    a = ops.abs(d)
    if beta == 0.0:
        return _reduce(a, reduction)
    return _reduce(ops.where(a < beta, 0.5 * d * d / beta, a - 0.5 * beta), reduction)


def huber_loss(input, target, reduction: str = "mean", delta: float = 1.0, weight=None):
    """0.5 d² where |d| < delta, else delta (|d| - delta / 2); optionally times `weight`."""
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    d = input - target
    a = ops.abs(d)
    loss = ops.where(a < delta, 0.5 * d * d, delta * (a - 0.5 * delta))
    if weight is not None:
        if tuple(weight.shape) != tuple(input.shape):
            raise ValueError("Weights and input must have the same size.")
        loss = loss * weight
    return _reduce(loss, reduction)


def kl_div(input, target, size_average=None, reduce=None, reduction: str = "mean",
           log_target: bool = False):
    """Pointwise KL divergence target * (log target - input), `input` being log-probabilities
    (and `target` too when log_target); 'batchmean' divides the sum by the batch size."""
    if size_average is None and reduce is None and reduction == "mean":
        warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the "
                      "support size.'batchmean' divides only by the batch size, and aligns with "
                      "the KL div math definition.'mean' will be changed to behave the same as "
                      "'batchmean' in the next major release.", stacklevel=2)
    reduction = _legacy_reduction(size_average, reduce, reduction)
    if log_target:
        loss = ops.exp(target) * (target - input)
    else:
        loss = ops.xlogy(target, target) - target * input  # PyTorch's formula: 0 log 0 = 0
    if reduction == "batchmean":
        total = ops.sum(loss)
        return total / input.shape[0] if input.dim() != 0 else total
    return _reduce(loss, reduction)


def margin_ranking_loss(input1, input2, target, margin: float = 0, size_average=None,
                        reduce=None, reduction: str = "mean"):
    """max(0, -target * (input1 - input2) + margin)."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    if not (input1.dim() == input2.dim() == target.dim()):
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension "
                           f"but got sizes: input1: {tuple(input1.shape)}, input2: "
                           f"{tuple(input2.shape)}, target: {tuple(target.shape)} ")
    return _reduce(ops.clamp(-target * (input1 - input2) + margin, min=0.0), reduction)


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction: str = "mean"):
    """log(1 + exp(-target * input)), computed as softplus."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    return _reduce(ops.softplus(-target * input), reduction)


__all__ = ["huber_loss", "kl_div", "margin_ranking_loss", "smooth_l1_loss", "soft_margin_loss"]
