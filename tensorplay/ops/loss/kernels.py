"""The NumPy helpers only the loss ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ..shared.kernels import (
    ArgumentValueError,
    ShapeError,
    _check_reduction,
    _class_index_target,
    _class_weight_vector,
    _log_softmax,
    _loss_coefficients,
    _loss_denominator,
    _out_of_bounds,
    _torch_name,
    _weighted_nll,
)
from ..shared.loss_helpers import _legacy_reduction


def _same_size_target(op: str, input, target) -> None:
    if target.shape != input.shape:
        raise ArgumentValueError(f"{op}: Target size ({list(target.shape)}) must be the same as "
                                 f"input size ({list(input.shape)})")


def _reduce_loss(per_elem, reduction, denominator):
    """The reduction of the NumPy loss kernels: the elementwise loss itself ('none'), its sum,
    or the sum over `denominator` ('mean': the element count, or cross_entropy's summed
    class weights). The composites use the `_loss_reduction` op instead."""
    _check_reduction(reduction)
    if reduction == "none":
        return per_elem
    total = np.sum(per_elem)
    if reduction == "sum":
        return total
    with np.errstate(all="ignore"):
        return np.true_divide(total, denominator)


def _cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing):
    _check_reduction(reduction)
    if target.shape == self.shape and target.dtype.kind != "f":
        raise RuntimeError("Expected floating point type for target with class probabilities, "
                           f"got {_torch_name(target.dtype)}")
    if self.ndim == 0:  # PyTorch reads the class dim's size
        raise IndexError("Dimension specified as 1 but tensor has no dimensions")
    if (target.shape != self.shape and target.dtype not in (np.int64, np.uint8)
            and not (self.ndim >= 2 and target.ndim >= 1 and target.shape[0] != self.shape[0])):
        # class indices (PyTorch's nll_loss takes Long or Byte only; a batch mismatch is reported first)
        raise RuntimeError(f"expected target dtype to be Long or Byte, but got {_torch_name(target.dtype)}")
    if self.dtype.kind != "f":  # after the target check, as PyTorch
        raise NotImplementedError(f"\"cross_entropy\" not implemented for '{_torch_name(self.dtype)}'")
    if target.dtype.kind == "f" and target.dtype != self.dtype:  # probabilities promote (PyTorch)
        dt = np.promote_types(self.dtype, target.dtype)
        self, target = self.astype(dt), target.astype(dt)
        weight = None if weight is None else weight.astype(dt)
    cdim = 1 if self.ndim >= 2 else 0
    logp = _log_softmax(self, cdim)
    if (self.ndim == 2 and weight is None and label_smoothing == 0 and reduction != "none"
            and target.dtype.kind in "iu" and target.shape == self.shape[:1]):
        # the common case (class indices, no weight or smoothing): pick -log p[i, t_i] instead
        # of building the coefficient matrix; the same sums as the general path below
        n_classes = self.shape[1]
        keep = target != ignore_index
        every = bool(keep.all())
        safe = target if every else np.where(keep, target, 0)
        bad = _out_of_bounds(target, n_classes, None if every else keep)
        if bad is not None:
            raise IndexError(f"Target {bad} is out of bounds (number of classes {n_classes})")
        picked = logp[np.arange(len(safe)), safe]
        per_elem = -picked if every else np.where(keep, -picked, picked.dtype.type(0))
        count = len(safe) if every else int(np.count_nonzero(keep))
        return _reduce_loss(per_elem, reduction, self.dtype.type(count))
    q = _loss_coefficients(self, target, weight, ignore_index, label_smoothing)
    per_elem = _weighted_nll(q, logp, cdim, target)
    return _reduce_loss(per_elem, reduction, _loss_denominator(self, target, weight, ignore_index))


def _target_weights(self, target, weight, ignore_index):
    """weight[t_i] (1 without `weight`) per class-index target, 0 where t_i == ignore_index:
    the target's shape. nll_loss is -sum(W * input[i, t_i]); the checks are
    _loss_coefficients'."""
    n_classes = self.shape[1 if self.ndim >= 2 else 0] if self.ndim else 1
    w = _class_weight_vector(self, weight, n_classes)
    if target.dtype.kind == "f":
        raise ShapeError(f"expected class-index targets of dtype int64, got {target.dtype}")
    keep, safe = _class_index_target(self, target, weight, ignore_index, n_classes)
    return np.where(keep, w[safe], 0).astype(self.dtype)


def _nll_loss(self, target, weight, size_average, ignore_index, reduce, reduction):
    """nll_loss's body on the arrays (its fused path): W = _target_weights, the picked
    input[i, t_i], -(W * picked) with 0 where W is 0 (no 0 * -inf), reduced as the body does."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    cdim = 1 if self.ndim >= 2 else 0
    n_classes = self.shape[cdim]
    w = None if weight is None else _class_weight_vector(self, weight, n_classes)
    keep, safe = _class_index_target(self, target, weight, ignore_index, n_classes)
    if self.ndim == 2:
        picked = self[np.arange(len(safe)), safe]
    else:
        picked = np.take_along_axis(self, np.expand_dims(safe, cdim), cdim).squeeze(cdim)
    if weight is None and keep.all():  # W is all ones: the loss is -picked, sum(W) its size
        loss = -picked
    else:
        w = np.ones(n_classes, self.dtype) if w is None else w
        w = np.where(keep, w[safe], 0).astype(self.dtype)
        loss = -(w * np.where(w != 0, picked, picked.dtype.type(0)))
    if reduction == "mean":
        total = self.dtype.type(loss.size) if w is None else w.sum()
        with np.errstate(all="ignore"):
            return np.true_divide(loss.sum(), total)
    if reduction not in ("sum", "none"):
        raise ArgumentValueError(f"_loss_reduction: {reduction} is not a valid value for reduction")
    return loss if reduction == "none" else loss.sum()
