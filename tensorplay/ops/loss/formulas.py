"""The formula helpers only the loss ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

from ...autograd import is_grad_enabled
from ...core import optable as _ops
from ...core.dtype import float16 as _float16
from ...core.dtype import float32 as _float32
from ..shared.formulas import (
    _class_dim,
    _loss_coefficients_and_denominator,
    _loss_grad_scale,
    _loss_reduce,
    _nn_full,
    _weight_view,
)


def _nn_loss_grad(grad, reduction, d):
    """Gradient of a reduced elementwise loss whose elementwise derivative is `d`."""
    if reduction == "mean":
        return grad * d / max(d.numel(), 1)
    return grad * d


def _nn_bce_dinput(input, target, weight):
    # the denominator clamped at 1e-12 (PyTorch's EPSILON): a saturated input of exactly 0 or 1
    # gives a finite gradient (0 when the target agrees) instead of 0/0
    d = (input - target) / _ops.clamp(input * (-input + 1.0), 1e-12)
    return _nn_full(d if weight is None else d * weight, input, target)


def _nn_bce_dtarget(input, target, weight):
    d = _ops.log(-input + 1.0) - _ops.log(input)
    return _nn_full(d if weight is None else d * weight, input, target)


def cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing):
    """d cross_entropy / d input = scale * (softmax * sum_c Q - Q): (softmax - onehot) * w[t]
    for plain class indices. When nothing differentiates the backward, the node runs the op's
    fused backward on the arrays instead (ops.yaml `fused_backward:`)."""
    cdim = _class_dim(self)
    q, denom = _loss_coefficients_and_denominator(self, target, weight, ignore_index, label_smoothing)
    gq = _kept_rows(_loss_grad_scale(grad, reduction, denom, cdim) * q, target, ignore_index, cdim)
    return _ops.softmax(self, cdim) * _ops.sum(gq, cdim, keepdim=True) - gq


def _kept_rows(x, target, ignore_index, cdim, keepdim=True):
    """x with the rows of ignored class-index targets exactly 0, as PyTorch's nll_loss never
    writes them (also where the scale is inf or NaN: a zero total weight, a NaN input row)."""
    if target.is_floating_point():
        return x
    keep = target != ignore_index
    return _ops.where(_ops.unsqueeze(keep, cdim) if keepdim else keep, x, 0.0)


def cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing):
    """d cross_entropy / d target for class-probability targets: -(1 - ls) * w * log_softmax."""
    if not target.is_floating_point():
        return None
    cdim = _class_dim(self)
    denom = self.numel() / self.shape[cdim]
    g = _loss_grad_scale(grad, reduction, denom, cdim)
    d = _ops.log_softmax(self, cdim) * (-(1.0 - label_smoothing))
    if weight is not None:
        d = d * _weight_view(weight, self)
    return g * d


def cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing):
    cdim = _class_dim(self)
    q, denom = _loss_coefficients_and_denominator(self, target, weight, ignore_index, label_smoothing)
    # log_softmax's tangent first, then -sum(Q * it), as PyTorch's forward AD through the
    # composite (an infinite probability target gives +-inf, not inf - inf)
    logp_t = self_t - _ops.sum(_ops.softmax(self, cdim) * self_t, cdim, keepdim=True)
    per_row = _kept_rows(-_ops.sum(q * logp_t, cdim), target, ignore_index, cdim, keepdim=False)
    return _loss_reduce(per_row, reduction, denom)


def cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing):
    cdim = _class_dim(self)
    denom = self.numel() / self.shape[cdim]
    d = _ops.log_softmax(self, cdim) * (-(1.0 - label_smoothing))
    if weight is not None:
        d = d * _weight_view(weight, self)
    return _loss_reduce(_ops.sum(d * target_t, cdim), reduction, denom)


def nll_loss_backward(grad, self, target, weight, ignore_index, size_average, reduce, reduction):
    """d nll_loss / d input: -W * grad (over sum(W) for 'mean') at each target's class, 0
    elsewhere and at ignored targets (PyTorch's kernel writes -w * grad / total there, so a
    zero weight with a zero total is 0 * inf = NaN, not 0); the legacy flags choose the
    reduction as in the forward (whose call gave their warning)."""
    if size_average is not None or reduce is not None:
        keep = True if reduce is None else reduce
        reduction = "none" if not keep else ("mean" if size_average in (None, True) else "sum")
    w = _ops._target_weights(self, target, weight, ignore_index)
    g = grad / _ops.sum(w) if reduction == "mean" else grad
    d = _ops.where(target != ignore_index, -(g * w), 0)
    cdim = _class_dim(self)
    index = _ops.unsqueeze(_ops.where(target == ignore_index, 0, target), cdim)
    # a function of self too, as PyTorch's nll_loss_backward (whose own self-derivative is 0):
    # under create_graph it requires grad and its gradient is zeros, not None
    return _ops._depends_on(_ops.scatter(_ops.zeros_like(self), cdim, index, _ops.unsqueeze(d, cdim)), self)


def smooth_l1_slope(self, beta, huber):
    """_smooth_l1's derivative in d: clamp(d, -beta, beta), over beta for smooth L1 (NaN at a NaN
    d). Differentiated (create_graph, a transform), its own derivative is PyTorch's double
    backward, upstream * (|d| < beta) as a product with the 0/1 mask: an inf or NaN upstream
    gradient (an infinite weight) gives NaN where |d| >= beta, where a `where` would give 0.
    The term carrying it is 0 in value (d - d.detach(), at the finite d)."""
    slope = _ops.where(_ops.abs(self) < beta, self, _ops.clamp(self, -beta, beta).detach())
    if is_grad_enabled():
        finite = _ops.where(_ops.isfinite(self), self, 0.0)
        mask = _ops._to_copy((_ops.abs(self) < beta).detach(), self.dtype)
        slope = slope.detach() + (finite - finite.detach()) * mask
    return slope if huber else slope / beta


def smooth_l1_of(self, target, beta, huber):
    """_smooth_l1 of self - target, in their promoted dtype: computed in float32 for two float16
    inputs and rounded once, as PyTorch's float16 huber kernel (the difference rounded to
    float16 first moves the loss by up to a few float16 ulps; its smooth_l1 kernel does round
    the difference: smooth_l1_loss subtracts in the dtype)."""
    if self.dtype is _float16 and target.dtype is _float16:
        d = _ops._to_copy(self, _float32) - _ops._to_copy(target, _float32)
        return _ops._to_copy(_ops._smooth_l1(d, beta, huber), _float16)
    return _ops._smooth_l1(self - target, beta, huber)


def _times_2pi(target):
    """2 pi * target as PyTorch's mul of a float16 tensor by a number: in float32 with the number
    as given, rounded once (the float16 kernel would round 2 pi to 6.28125 first)."""
    if target.dtype is not _float16:
        return 6.283185307179586 * target
    return _ops._to_copy(_ops._to_copy(target, _float32) * 6.283185307179586, _float16)


def stirling_term(target):
    """poisson_nll_loss's full=True term, Stirling's approximation of log(target!), as PyTorch:
    t log t - t + log(2 pi t) / 2, masked to 0 where target <= 1 (computed only when it is
    added; NaN stays NaN, and the gradient at target = 0 is 0 * log 0 = NaN, as PyTorch's)."""
    stirling = target * _ops.log(target) - target + 0.5 * _ops.log(_times_2pi(target))
    return _ops.masked_fill(stirling, target <= 1, 0)


def multi_margin_parts(self, target, p, margin, weight, reduction):
    """multi_margin_loss's body. A term counts where margin - x[y] + x[j] > 0 (PyTorch's kernel
    skips the others, so a NaN term adds nothing and an inf weight meets no zero term): the
    mask before the power and the weight keeps their gradients finite."""
    x = self if self.dim() == 2 else _ops.reshape(self, [1, -1])
    y = _ops.reshape(target, [-1, 1])
    z = margin - _ops.gather(x, 1, y) + x
    counts = _ops.logical_and(z > 0, _ops.arange(x.shape[1]) != y)
    terms = _ops.where(counts, z, _ops.zeros_like(z))
    terms = terms if p == 1 else _ops.square(terms)
    if weight is not None:
        w = _ops.unsqueeze(_ops.index_select(weight, 0, _ops.reshape(target, [-1])), 1)
        terms = terms * _ops.where(counts, w, _ops.zeros_like(terms))
    loss = _ops.sum(terms, 1) / x.shape[1]
    out = _ops._loss_reduction(loss if target.dim() > 0 else _ops.reshape(loss, []), reduction)
    return out if self.is_floating_point() else _ops._to_copy(out, self.dtype)  # an empty integer input


def bce_logits_dself(grad, self, target, weight, pos_weight):
    """PyTorch's binary_cross_entropy_with_logits_backward (unreduced): (sigmoid(x) - t) * grad,
    with pos_weight p ((p t + 1 - t) * sigmoid(x) - p t) * grad, times weight."""
    if pos_weight is None:
        d = _ops.sigmoid(self) - target
    else:
        t = pos_weight * target
        d = (t + 1 - target) * _ops.sigmoid(self) - t
    d = d * grad
    return d if weight is None else d * weight


def bce_logits_dtarget(grad, self, target, weight, pos_weight):
    """PyTorch's binary_cross_entropy_with_logits_target_backward (unreduced): -x * grad, with
    pos_weight p (log_sigmoid(-x) - log_sigmoid(x) * p) * grad, times weight."""
    if pos_weight is None:
        d = -self * grad
    else:
        d = (_ops.logsigmoid(-self) - _ops.logsigmoid(self) * pos_weight) * grad
    return d if weight is None else d * weight


def multi_margin_backward(grad, self, target, p, margin, weight, reduction):
    """The gradient of multi_margin_parts as one formula (PyTorch's multi_margin_loss_backward
    kernel): each counted term's derivative (1, or 2 z for p = 2) times w[y] and the reduction's
    scale at its class j, minus their sum at the target class (z_j = margin - x[y] + x[j])."""
    x = self if self.dim() == 2 else _ops.reshape(self, [1, -1])
    y = _ops.reshape(target, [-1, 1])
    z = margin - _ops.gather(x, 1, y) + x
    other = _ops.arange(x.shape[1]) != y
    counts = _ops.logical_and(z > 0, other)
    d = z * 2 if p == 2 else _ops.ones_like(z)
    if weight is not None:
        d = d * _ops.unsqueeze(_ops.index_select(weight, 0, _ops.reshape(target, [-1])), 1)
    d = _ops.where(counts, d, _ops.zeros_like(d))  # no inf weight times an uncounted 0
    scale = (grad / (x.shape[0] * x.shape[1]) if reduction == "mean" else grad / x.shape[1]
             if reduction == "sum" else _ops.reshape(grad, [-1, 1]) / x.shape[1])
    g = d * scale
    return _ops.reshape(_ops.where(other, g, -_ops.sum(g, [1], True)), list(self.shape))
