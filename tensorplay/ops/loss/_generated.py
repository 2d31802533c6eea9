# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The loss ops (tensorplay/ops/loss/ops.yaml), one section each. A primitive's section holds its
NumPy kernel, its backward formulas (in tensorplay ops, so they can be differentiated and
batched again), its JVP rule, its `OpDef` (which names the graph-node class, the C loops and
the batching rule) and its public function; a composite's holds its body, whose ops give its
gradient, JVP and batching. Helpers are qualified: `K.` is this family's kernels.py, `KS.` the
shared tensorplay/ops/shared/kernels.py, `H.` this family's formulas.py, `HS.` the shared
tensorplay/ops/shared/formulas.py. Every other op is reached through the late-bound table
`O` (tensorplay/core/optable.py), which this module fills at import: no family imports another.
"""

import numpy as np

from ..shared import formulas as HS
from . import formulas as H
from ..shared import kernels as KS
from . import kernels as K
from ...dispatch.dispatcher import OpDef
from ...dispatch.args import DtypeRules as _DtypeRules
from ...dispatch.args import check_dtypes as _check_dtypes
from ...backends import c as _c
from ...dispatch.dispatcher import call as _call
from ...dispatch.dispatcher import any_interpreter as _any_interpreter
from ...core.interpreters import takes_fused as _takes_fused
from . import batching as B
from ...core import optable as O
# --8<-- [start:binary_cross_entropy]
# ── binary_cross_entropy ──────────────────────────────────────── tensorplay/ops/loss/ops.yaml:6
#   binary_cross_entropy: Binary cross entropy of probabilities `input` in [0, 1] against `targe…
#   backward[self]: _nn_loss_grad(grad, reduction, _nn_bce_dinput(self, target, weight))  (reduced to the input's shape)
#   backward[target]: _nn_loss_grad(grad, reduction, _nn_bce_dtarget(self, target, weight))  (reduced to the input's shape)
#   backward[weight]: non_differentiable
#   jvp: [self] _loss_reduction(self_t * _nn_bce_dinput(self, target, weight), reduction) + [target] _loss_reduction(target_t * _nn_bce_dtarget(self, target, weight), reduction)
#   uses K.DtypeError (tensorplay/ops/loss/kernels.py:11)
#   uses K.ShapeError (tensorplay/ops/loss/kernels.py:11)
#   uses K._broadcast_weight (tensorplay/ops/loss/kernels.py:161)
#   uses K._no_kernel (tensorplay/ops/loss/kernels.py:214)
#   uses K._reduce_loss (tensorplay/ops/loss/kernels.py:172)
#   uses K._same_size_target (tensorplay/ops/loss/kernels.py:155)
#   uses K._torch_name (tensorplay/ops/loss/kernels.py:11)
#   uses H._nn_bce_dinput (tensorplay/ops/loss/formulas.py:29)
#   uses H._nn_bce_dtarget (tensorplay/ops/loss/formulas.py:36)
#   uses H._nn_loss_grad (tensorplay/ops/loss/formulas.py:22)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule B.loss_rule (tensorplay/ops/loss/batching.py:105)
def _binary_cross_entropy_kernel(self, target, weight, reduction):
    K._same_size_target("binary_cross_entropy", self, target)
    if weight is not None:
        K._broadcast_weight(weight, target)
    if target.dtype != self.dtype:
        raise K.DtypeError(f"Found dtype {K._torch_name(target.dtype)} but expected {K._torch_name(self.dtype)}")
    if self.dtype.kind != "f":
        raise K._no_kernel("binary_cross_entropy", self)
    # PyTorch checks every element (NaN is outside [0, 1]), the input's before the target's
    if not ((self >= 0) & (self <= 1)).all():
        raise ValueError("all elements of input should be between 0 and 1")
    if not ((target >= 0) & (target <= 1)).all():
        raise ValueError("all elements of target should be between 0 and 1")
    if weight is not None and np.broadcast_shapes(weight.shape, self.shape) != self.shape:
        # the weight multiplies the loss in place: it must broadcast to the input's shape
        raise K.ShapeError(f"output with shape {list(self.shape)} doesn't match the broadcast "
                         f"shape {list(np.broadcast_shapes(weight.shape, self.shape))}")
    log_x = np.maximum(np.log(self), -100)
    log_1mx = np.maximum(np.log1p(-self), -100)
    loss = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None:
        loss = (loss * weight).astype(self.dtype, copy=False)  # in place: the input's dtype
    return K._reduce_loss(loss, reduction, loss.size)

def _binary_cross_entropy_backward(grads, needs, shapes, self=None, target=None, weight=None, *, reduction, **params):
    grad = grads[0]
    return (
        (HS.sum_to(H._nn_loss_grad(grad, reduction, H._nn_bce_dinput(self, target, weight)), shapes[0])) if needs[0] else None,
        (HS.sum_to(H._nn_loss_grad(grad, reduction, H._nn_bce_dtarget(self, target, weight)), shapes[1])) if needs[1] else None,
        None,
    )

def _binary_cross_entropy_jvp(tangents, self, target, weight, result, *, reduction, **params):
    self_t, target_t, weight_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O._loss_reduction(self_t * H._nn_bce_dinput(self, target, weight), reduction), _out_shape))
    if target_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O._loss_reduction(target_t * H._nn_bce_dtarget(self, target, weight), reduction), _out_shape))
    return out

_op_binary_cross_entropy = OpDef('binary_cross_entropy', _binary_cross_entropy_kernel, line=6,
                                 tensor_args=('self', 'target', 'weight'), broadcast=True, fp_errors=True,
                                 differentiable=(True, True, False),
                                 saves_per_input=(('self', 'target', 'weight'), ('self', 'target', 'weight'), ()),
                                 jvp_kind='terms', vmap={'custom': 'loss'},
                                 node='BinaryCrossEntropyBackward0', backward=_binary_cross_entropy_backward,
                                 jvp=_binary_cross_entropy_jvp, vmap_rule=B.loss_rule)

def binary_cross_entropy(input, target, weight=None, *, reduction='mean'):
    return _call(_op_binary_cross_entropy, (input, target, weight), {'reduction': reduction})
# --8<-- [end:binary_cross_entropy]
# --8<-- [start:binary_cross_entropy_with_logits]
# ── binary_cross_entropy_with_logits ──────────────────────────── tensorplay/ops/loss/ops.yaml:61
#   binary_cross_entropy_with_logits: Binary cross entropy on logits, computed stably as (1 - target) * x + …
#   uses HS._check_in_place_shape (tensorplay/ops/shared/formulas.py:18)
#   uses HS._check_out_dtype (tensorplay/ops/shared/formulas.py:18)
#   uses HS._func_transform_active (tensorplay/ops/shared/formulas.py:342)
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
def _binary_cross_entropy_with_logits_composite(self, target, weight, pos_weight, reduction):
    if not (self.is_floating_point()):
        raise NotImplementedError(f"""binary_cross_entropy_with_logits: "log_sigmoid_cpu" not implemented for '{HS._type_name(self)}'""")
    weight = None if weight is None else weight.detach()  # non_differentiable
    pos_weight = None if pos_weight is None else pos_weight.detach()  # non_differentiable
    HS._check_in_place_shape(self, target if pos_weight is not None else None, pos_weight)
    HS._check_in_place_shape(target, self, weight)
    if HS._type_name(target) == "Bool" or (pos_weight is not None and HS._type_name(pos_weight) == "Bool"):
        return (1 - target) * (pos_weight - 1)  # refused, as PyTorch's subtractions
    HS._check_out_dtype(target, self)
    if HS._func_transform_active():
        # torch.func runs the op's ATen composite (Loss.cpp's), whose derivatives decide where
        # inf and NaN land: m = max(-x, 0), loss = (1 - t) x + L (log(e^-m + e^(-x - m)) + m)
        m = O.clamp(-self, 0)
        lse = O.log(O.exp(-m) + O.exp(-self - m))
        loss = (1 - target) * self + m + lse if pos_weight is None else \
            (1 - target) * self + ((pos_weight - 1) * target + 1) * (lse + m)
        loss = loss if weight is None else loss * weight
    else:
        loss = O._bce_logits_loss(self, target, weight, pos_weight)
    if loss.dtype != target.dtype and target.dtype.is_floating_point:
        loss = O._to_copy(loss, target.dtype)
    return O._loss_reduction(loss, "mean" if reduction == 1 else ("sum" if reduction == 2 else "none"))


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=0):
    return _binary_cross_entropy_with_logits_composite(input, target, weight, pos_weight, reduction)
# --8<-- [end:binary_cross_entropy_with_logits]
# --8<-- [start:_bce_logits_loss]
# ── _bce_logits_loss ──────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:110
#   _bce_logits_loss: Internal: the unreduced loss of binary_cross_entropy_with_logits as Py…
#   backward[self]: bce_logits_dself(grad, self, target, weight, pos_weight)  (reduced to the input's shape)
#   backward[target]: bce_logits_dtarget(grad, self, target, weight, pos_weight)  (reduced to the input's shape)
#   backward[weight]: non_differentiable
#   backward[pos_weight]: non_differentiable
#   jvp: [self] bce_logits_dself(self_t, self, target, weight, pos_weight) + [target] bce_logits_dtarget(target_t, self, target, weight, pos_weight)
#   uses K._bce_logits_loss (tensorplay/ops/loss/kernels.py:425)
#   uses H.bce_logits_dself (tensorplay/ops/loss/formulas.py:169)
#   uses H.bce_logits_dtarget (tensorplay/ops/loss/formulas.py:181)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def __bce_logits_loss_kernel(self, target, weight, pos_weight):
    return K._bce_logits_loss(self, target, weight, pos_weight)

def __bce_logits_loss_backward(grads, needs, shapes, self=None, target=None, weight=None, pos_weight=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(H.bce_logits_dself(grad, self, target, weight, pos_weight), shapes[0])) if needs[0] else None,
        (HS.sum_to(H.bce_logits_dtarget(grad, self, target, weight, pos_weight), shapes[1])) if needs[1] else None,
        None,
        None,
    )

def __bce_logits_loss_jvp(tangents, self, target, weight, pos_weight, result, **params):
    self_t, target_t, weight_t, pos_weight_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H.bce_logits_dself(self_t, self, target, weight, pos_weight), _out_shape))
    if target_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H.bce_logits_dtarget(target_t, self, target, weight, pos_weight), _out_shape))
    return out

_op__bce_logits_loss = OpDef('_bce_logits_loss', __bce_logits_loss_kernel, line=110,
                             tensor_args=('self', 'target', 'weight', 'pos_weight'), broadcast=True,
                             fp_errors=True, differentiable=(True, True, False, False),
                             saves_per_input=(('self', 'target', 'weight', 'pos_weight'), ('self', 'target', 'weight', 'pos_weight'), (), ()),
                             jvp_kind='terms', vmap='broadcast', node='BceLogitsLossBackward0',
                             backward=__bce_logits_loss_backward, jvp=__bce_logits_loss_jvp)

def _bce_logits_loss(input, target, weight=None, pos_weight=None):
    return _call(_op__bce_logits_loss, (input, target, weight, pos_weight))
# --8<-- [end:_bce_logits_loss]
# --8<-- [start:_mse_elementwise]
# ── _mse_elementwise ──────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:140
#   _mse_elementwise: Internal: (input - target)² elementwise, one node with PyTorch's mse_l…
#   backward[self]: 2 * (self - target) * grad  (reduced to the input's shape)
#   backward[target]: 2 * (target - self) * grad  (reduced to the input's shape)
#   jvp: [self] 2 * (self - target) * self_t + [target] 2 * (target - self) * target_t
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def __mse_elementwise_kernel(self, target):
    return np.square(self - target)

def __mse_elementwise_backward(grads, needs, shapes, self=None, target=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(2 * (self - target) * grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(2 * (target - self) * grad, shapes[1])) if needs[1] else None,
    )

def __mse_elementwise_jvp(tangents, self, target, result, **params):
    self_t, target_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(2 * (self - target) * self_t, _out_shape))
    if target_t is not None:
        out = HS.add_tangent(out, HS.expand_to(2 * (target - self) * target_t, _out_shape))
    return out

_op__mse_elementwise = OpDef('_mse_elementwise', __mse_elementwise_kernel, line=140,
                             tensor_args=('self', 'target'), dtype='promote', broadcast=True,
                             differentiable=(True, True),
                             saves_per_input=(('self', 'target'), ('self', 'target')), jvp_kind='terms',
                             vmap='broadcast', fast='same', node='MseElementwiseBackward0',
                             backward=__mse_elementwise_backward, jvp=__mse_elementwise_jvp)

def _mse_elementwise(input, target):
    return _call(_op__mse_elementwise, (input, target))
# --8<-- [end:_mse_elementwise]
# --8<-- [start:l1_loss]
# ── l1_loss ───────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:163
#   l1_loss: Mean (or sum, or none) absolute error |input - target|, optionally tim…
#   uses HS._broadcastable (tensorplay/ops/shared/formulas.py:18)
#   uses HS._expand_0d (tensorplay/ops/shared/formulas.py:18)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
#   uses HS._warn_target_size (tensorplay/ops/shared/formulas.py:18)
_l1_loss_dtype_rules = _DtypeRules('l1_loss', ('self', 'target', 'weight'), (0, 1, 2))


def _l1_loss_composite(self, target, size_average, reduce, reduction, weight):
    _check_dtypes(_l1_loss_dtype_rules, (self, target, weight), {},
                  lambda self, target, weight: _l1_loss_composite(self, target, size_average, reduce, reduction, weight))
    if not (HS._broadcastable(self, target)):
        raise RuntimeError(f'l1_loss: {HS._broadcast_mismatch(self, target)}')
    if not (weight is None or tuple(weight.shape) == tuple(self.shape)):
        raise ValueError('l1_loss: Weights and input must have the same size.')
    HS._warn_target_size(self, target)
    self, target = HS._expand_0d(self, target)
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    loss = O.abs(self - target) if weight is None else O.abs(self - target) * weight
    return O.sum(loss) / O.sum(weight) if weight is not None and reduction == "mean" else O._loss_reduction(loss, reduction)


def l1_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    return _l1_loss_composite(input, target, size_average, reduce, reduction, weight)
# --8<-- [end:l1_loss]
# --8<-- [start:_class_weights]
# ── _class_weights ────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:194
#   _class_weights: Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_…
#   backward[self]: non_differentiable
#   backward[target]: non_differentiable
#   backward[weight]: non_differentiable
#   uses K._loss_coefficients (tensorplay/ops/loss/kernels.py:30)
#   uses rule B.class_weights_rule (tensorplay/ops/loss/batching.py:30)
def __class_weights_kernel(self, target, weight, ignore_index, label_smoothing):
    return K._loss_coefficients(self, target, weight, ignore_index, label_smoothing)

_op__class_weights = OpDef('_class_weights', __class_weights_kernel, line=194,
                           tensor_args=('self', 'target', 'weight'), dtype='same',
                           differentiable=(False, False, False), saves_per_input=((), (), ()),
                           vmap={'custom': 'class_weights'}, node='ClassWeightsBackward0',
                           vmap_rule=B.class_weights_rule)

def _class_weights(input, target, weight, ignore_index, label_smoothing):
    return _call(_op__class_weights, (input, target, weight), {'ignore_index': ignore_index, 'label_smoothing': label_smoothing})
# --8<-- [end:_class_weights]
# --8<-- [start:_target_weights]
# ── _target_weights ───────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:208
#   _target_weights: Helper of nll_loss: W (the target's shape) with W[i] = weight[t_i] (1 …
#   backward[self]: non_differentiable
#   backward[target]: non_differentiable
#   backward[weight]: non_differentiable
#   uses K._target_weights (tensorplay/ops/loss/kernels.py:374)
#   uses rule B.target_weights_rule (tensorplay/ops/loss/batching.py:59)
def __target_weights_kernel(self, target, weight, ignore_index):
    return K._target_weights(self, target, weight, ignore_index)

_op__target_weights = OpDef('_target_weights', __target_weights_kernel, line=208,
                            tensor_args=('self', 'target', 'weight'), dtype='same',
                            differentiable=(False, False, False), saves_per_input=((), (), ()),
                            vmap={'custom': 'target_weights'}, node='TargetWeightsBackward0',
                            vmap_rule=B.target_weights_rule)

def _target_weights(input, target, weight, ignore_index):
    return _call(_op__target_weights, (input, target, weight), {'ignore_index': ignore_index})
# --8<-- [end:_target_weights]
# --8<-- [start:cross_entropy]
# ── cross_entropy ─────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:223
#   cross_entropy: Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...))…
#   backward[self]: cast_like(cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing), self)
#   backward[target]: cast_like(cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing), target)
#   backward[weight]: non_differentiable
#   jvp: [self] cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing) + [target] cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing)
#   uses K._cross_entropy (tensorplay/ops/loss/kernels.py:301)
#   uses H.cross_entropy_backward (tensorplay/ops/loss/formulas.py:41)
#   uses H.cross_entropy_backward_target (tensorplay/ops/loss/formulas.py:60)
#   uses H.cross_entropy_jvp (tensorplay/ops/loss/formulas.py:73)
#   uses H.cross_entropy_jvp_target (tensorplay/ops/loss/formulas.py:83)
#   uses HS.cast_like (tensorplay/ops/shared/formulas.py:172)
#   uses rule B.cross_entropy_rule (tensorplay/ops/loss/batching.py:81)
def _cross_entropy_kernel(self, target, weight, ignore_index, reduction, label_smoothing):
    return K._cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing)

def _cross_entropy_c_forward(self, target, weight, ignore_index, reduction, label_smoothing):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.cross_entropy_forward(self, target, weight, ignore_index, reduction, label_smoothing)

def _cross_entropy_backward(grads, needs, shapes, self=None, target=None, weight=None, *, ignore_index, reduction, label_smoothing, **params):
    grad = grads[0]
    return (
        (HS.cast_like(H.cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing), self)) if needs[0] else None,
        (HS.cast_like(H.cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing), target)) if needs[1] else None,
        None,
    )

def _cross_entropy_jvp(tangents, self, target, weight, result, *, ignore_index, reduction, label_smoothing, **params):
    self_t, target_t, weight_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, H.cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing))
    if target_t is not None:
        out = HS.add_tangent(out, H.cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing))
    return out

def _cross_entropy_fused_backward(grads, needs, shapes, self=None, target=None, weight=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.cross_entropy_backward;
    NumPy: K._cross_entropy_fused_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    target = target._data
    weight = None if weight is None else weight._data
    out = _c.cross_entropy_backward(arrays, needs, shapes, self, target, weight, **params)
    if out is None:
        out = K._cross_entropy_fused_backward(arrays, needs, shapes, self, target, weight, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op_cross_entropy = OpDef('cross_entropy', _cross_entropy_kernel, line=223,
                          tensor_args=('self', 'target', 'weight'), fp_errors=True,
                          differentiable=(True, True, False),
                          saves_per_input=(('self', 'target', 'weight'), ('self', 'target', 'weight'), ()),
                          jvp_kind='terms', vmap={'custom': 'cross_entropy'}, node='CrossEntropyBackward0',
                          backward=_cross_entropy_backward, jvp=_cross_entropy_jvp,
                          c_forward=_cross_entropy_c_forward, fused_backward=_cross_entropy_fused_backward,
                          vmap_rule=B.cross_entropy_rule)

def cross_entropy(input, target, weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0):
    return _call(_op_cross_entropy, (input, target, weight), {'ignore_index': ignore_index, 'reduction': reduction, 'label_smoothing': label_smoothing})
# --8<-- [end:cross_entropy]
# --8<-- [start:nll_loss]
# ── nll_loss ──────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:257
#   nll_loss: Negative log likelihood of class indices `target` under log-probabilit…
#   uses H._class_dim (tensorplay/ops/loss/formulas.py:12)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
_nll_loss_dtype_rules = _DtypeRules('nll_loss', ('self', 'target', 'weight'), (0,))


def _nll_loss_checks(self, target, weight, size_average, ignore_index, reduce, reduction):  # before the body and before the fused path
    _check_dtypes(_nll_loss_dtype_rules, (self, target, weight), {},
                  lambda self, target, weight: _nll_loss_composite(self, target, weight, size_average, ignore_index, reduce, reduction))
    if not (self.dim() >= 1):
        raise ValueError('nll_loss: Expected 1 or more dimensions (got 0)')
    if target.is_floating_point():
        raise RuntimeError(f'nll_loss: expected class-index targets of dtype int64, got {target.dtype}')

def _nll_loss_composite(self, target, weight, size_average, ignore_index, reduce, reduction):
    _nll_loss_checks(self, target, weight, size_average, ignore_index, reduce, reduction)
    target = None if target is None else target.detach()  # non_differentiable
    weight = None if weight is None else weight.detach()  # non_differentiable
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    w = O._target_weights(self, target, weight, ignore_index)
    cdim = H._class_dim(self)
    picked = O.squeeze(O.gather(self, cdim, O.unsqueeze(O.where(target == ignore_index, 0, target), cdim)), cdim)
    # no 0 * -inf in value where w is 0, but a gradient w * grad at a kept target there (0 *
    # inf = NaN for a zero total weight, as PyTorch's kernel): a term 0 in value carries it
    finite = O.where(O.logical_and(O.isfinite(picked), target != ignore_index), picked, O.zeros_like(picked))
    loss = -(w * O.where(w != 0, picked, finite - finite.detach()))
    return O.sum(loss) / O.sum(w) if reduction == "mean" else O._loss_reduction(loss, reduction)

# fused: one node outside every transform; backward: the formulas below
def _nll_loss_kernel(self, target, weight, size_average, ignore_index, reduce, reduction):
    return K._nll_loss(self, target, weight, size_average, ignore_index, reduce, reduction)

#   fused backward[self: nll_loss_backward(grad, self, target, weight, ignore_index, size_average, reduce, reduction)]
#   fused backward[target: non_differentiable]
#   fused backward[weight: non_differentiable]
def _nll_loss_backward(grads, needs, shapes, self=None, target=None, weight=None, *, size_average, ignore_index, reduce, reduction, **params):
    grad = grads[0]
    return (
        (H.nll_loss_backward(grad, self, target, weight, ignore_index, size_average, reduce, reduction)) if needs[0] else None,
        None,
        None,
    )

_op_nll_loss = OpDef('nll_loss', _nll_loss_kernel, line=257, tensor_args=('self', 'target', 'weight'),
                     differentiable=(True, False, False),
                     saves_per_input=(('self', 'target', 'weight'), (), ()), vmap='composite',
                     node='NllLossBackward0', prechecked=True, backward=_nll_loss_backward)

def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'):
    if _any_interpreter and not _takes_fused():
        return _nll_loss_composite(input, target, weight, size_average, ignore_index, reduce, reduction)
    _nll_loss_checks(input, target, weight, size_average, ignore_index, reduce, reduction)
    return _call(_op_nll_loss, (input, target, weight), {'size_average': size_average, 'ignore_index': ignore_index, 'reduce': reduce, 'reduction': reduction})
# --8<-- [end:nll_loss]
# --8<-- [start:mse_loss]
# ── mse_loss ──────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:300
#   mse_loss: Mean squared error (input - target)², optionally times `weight` (the i…
#   uses HS._broadcastable (tensorplay/ops/shared/formulas.py:18)
#   uses HS._expand_0d (tensorplay/ops/shared/formulas.py:18)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
#   uses HS._lift_bool (tensorplay/ops/shared/formulas.py:18)
#   uses HS._refuse_integral (tensorplay/ops/shared/formulas.py:18)
#   uses HS._warn_target_size (tensorplay/ops/shared/formulas.py:18)
def _mse_loss_composite(self, target, size_average, reduce, reduction, weight):
    if not (HS._broadcastable(self, target)):
        raise RuntimeError(f'mse_loss: {HS._broadcast_mismatch(self, target)}')
    if not (weight is None or tuple(weight.shape) == tuple(self.shape)):
        raise ValueError('mse_loss: Weights and input must have the same size.')
    HS._warn_target_size(self, target)
    self, target = HS._expand_0d(self, target)
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    if weight is None:
        HS._refuse_integral("mse_loss", self, target)
        self, target = HS._lift_bool(self, target)
        return O._loss_reduction(O._mse_elementwise(self, target), reduction)
    loss = O.square(self - target) * weight
    return O.sum(loss) / O.sum(weight) if reduction == "mean" else O._loss_reduction(loss, reduction)


def mse_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    return _mse_loss_composite(input, target, size_average, reduce, reduction, weight)
# --8<-- [end:mse_loss]
# --8<-- [start:_loss_reduction]
# ── _loss_reduction ───────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:336
#   _loss_reduction: The reduction every loss ends with: 'mean', 'sum' or 'none' (the eleme…
def __loss_reduction_composite(self, reduction):
    if reduction not in ('none', 'mean', 'sum'):
        raise ValueError(f'_loss_reduction: {reduction} is not a valid value for reduction')
    return self if reduction == "none" else (O.mean(self) if reduction == "mean" else O.sum(self))


def _loss_reduction(input, reduction):
    return __loss_reduction_composite(input, reduction)
# --8<-- [end:_loss_reduction]
# --8<-- [start:smooth_l1_loss]
# ── smooth_l1_loss ────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:354
#   smooth_l1_loss: Smooth L1 loss of d = input - target: 0.5 d² / beta where |d| < beta, …
#   uses HS._broadcastable (tensorplay/ops/shared/formulas.py:18)
#   uses HS._expand_0d (tensorplay/ops/shared/formulas.py:18)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
#   uses HS._lift_bool (tensorplay/ops/shared/formulas.py:18)
#   uses HS._refuse_integral (tensorplay/ops/shared/formulas.py:18)
#   uses HS._warn_target_size (tensorplay/ops/shared/formulas.py:18)
def _smooth_l1_loss_composite(self, target, size_average, reduce, reduction, beta):
    if not (HS._broadcastable(self, target)):
        raise RuntimeError(f'smooth_l1_loss: {HS._broadcast_mismatch(self, target)}')
    if not (beta >= 0):
        raise RuntimeError('smooth_l1_loss: smooth_l1_loss does not support negative values for beta.')
    HS._warn_target_size(self, target)
    self, target = HS._expand_0d(self, target)
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    if beta == 0.0:
        return O._loss_reduction(O.abs(self - target), reduction)
    HS._refuse_integral("smooth_l1_cpu", self, target)
    self, target = HS._lift_bool(self, target)
    return O._loss_reduction(O._smooth_l1(self - target, beta, False), reduction)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction='mean', beta=1.0):
    return _smooth_l1_loss_composite(input, target, size_average, reduce, reduction, beta)
# --8<-- [end:smooth_l1_loss]
# --8<-- [start:huber_loss]
# ── huber_loss ────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:384
#   huber_loss: Huber loss of d = input - target: 0.5 d² where |d| < delta, else delta…
#   uses H.smooth_l1_of (tensorplay/ops/loss/formulas.py:124)
#   uses HS._broadcastable (tensorplay/ops/shared/formulas.py:18)
#   uses HS._check_kernel_dtype (tensorplay/ops/shared/formulas.py:18)
#   uses HS._expand_0d (tensorplay/ops/shared/formulas.py:18)
#   uses HS._lift_bool (tensorplay/ops/shared/formulas.py:18)
#   uses HS._like_input (tensorplay/ops/shared/formulas.py:18)
#   uses HS._warn_target_size (tensorplay/ops/shared/formulas.py:18)
def _huber_loss_composite(self, target, reduction, delta, weight):
    if not (HS._broadcastable(self, target)):
        raise RuntimeError(f'huber_loss: {HS._broadcast_mismatch(self, target)}')
    if not (weight is None or tuple(weight.shape) == tuple(self.shape)):
        raise ValueError('huber_loss: Weights and input must have the same size.')
    if not (delta > 0):
        raise RuntimeError('huber_loss: huber_loss does not support non-positive values for delta.')
    HS._warn_target_size(self, target)
    self, target = HS._expand_0d(self, target)
    if weight is not None:
        return O._loss_reduction(O.huber_loss(self, target, "none", delta) * weight, reduction)
    HS._check_kernel_dtype("huber_cpu", self, target)
    lifted, target = HS._lift_bool(self, target)
    return O._loss_reduction(HS._like_input(H.smooth_l1_of(lifted, target, delta, True), self), reduction)


def huber_loss(input, target, reduction='mean', delta=1.0, weight=None):
    return _huber_loss_composite(input, target, reduction, delta, weight)
# --8<-- [end:huber_loss]
# --8<-- [start:_smooth_l1]
# ── _smooth_l1 ────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:419
#   _smooth_l1: The elementwise smooth L1 loss of a difference d: 0.5 d² / beta where …
#   backward[self]: grad * smooth_l1_slope(self, beta, huber)
#   jvp: auto_elementwise: self_t * smooth_l1_slope(self, beta, huber)
#   uses K._smooth_l1 (tensorplay/ops/loss/kernels.py:416)
#   uses H.smooth_l1_slope (tensorplay/ops/loss/formulas.py:110)
def __smooth_l1_kernel(self, beta, huber):
    return K._smooth_l1(self, beta, huber)

def __smooth_l1_backward(grads, needs, shapes, self=None, *, beta, huber, **params):
    grad = grads[0]
    return ((grad * H.smooth_l1_slope(self, beta, huber)) if needs[0] else None,)

def __smooth_l1_jvp(tangents, self, result, *, beta, huber, **params):
    self_t, = tangents
    return None if self_t is None else self_t * H.smooth_l1_slope(self, beta, huber)

_op__smooth_l1 = OpDef('_smooth_l1', __smooth_l1_kernel, line=419, tensor_args=('self',), dtype='same',
                       fp_errors=True, differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                       vmap='elementwise', fast='same', node='SmoothL1Backward0',
                       backward=__smooth_l1_backward, jvp=__smooth_l1_jvp,
                       c_forward=_c.loop('_smooth_l1_forward'),
                       fused_backward=_c.backward_loop('_smooth_l1_backward', 'self', False, ('beta', 'huber')))

def _smooth_l1(input, beta=1.0, huber=False):
    return _call(_op__smooth_l1, (input,), {'beta': beta, 'huber': huber})
# --8<-- [end:_smooth_l1]
# --8<-- [start:kl_div]
# ── kl_div ────────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:450
#   kl_div: Pointwise Kullback-Leibler divergence target * (log target - input), `…
#   uses HS._kl_div_reduction (tensorplay/ops/shared/formulas.py:18)
def _kl_div_composite(self, target, size_average, reduce, reduction, log_target):
    if not (self.is_floating_point() and (isinstance(target, float) or target.is_floating_point())):
        raise RuntimeError('kl_div: Integral inputs not supported.')
    reduction = HS._kl_div_reduction(size_average, reduce, reduction)
    loss = O.exp(target) * (target - self) if log_target else O.xlogy(target, target) - target * self
    if reduction == "batchmean":
        return O.sum(loss) / self.shape[0] if self.dim() != 0 else O.sum(loss)
    return O._loss_reduction(loss, reduction)


def kl_div(input, target, size_average=None, reduce=None, reduction='mean', log_target=False):
    return _kl_div_composite(input, target, size_average, reduce, reduction, log_target)
# --8<-- [end:kl_div]
# --8<-- [start:margin_ranking_loss]
# ── margin_ranking_loss ───────────────────────────────────────── tensorplay/ops/loss/ops.yaml:477
#   margin_ranking_loss: max(0, -target * (input1 - input2) + margin): with target 1 (-1), inpu…
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
def _margin_ranking_loss_composite(input1, input2, target, margin, size_average, reduce, reduction):
    if not (input1.dim() == input2.dim() == target.dim()):
        raise RuntimeError(f'margin_ranking_loss: All input tensors should have same dimension but got sizes: input1: {input1.shape}, input2: {input2.shape}, target: {target.shape} ')
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    return O._loss_reduction(O.clamp(-target * (input1 - input2) + float(margin), min=0), reduction)


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction='mean'):
    return _margin_ranking_loss_composite(input1, input2, target, margin, size_average, reduce, reduction)
# --8<-- [end:margin_ranking_loss]
# --8<-- [start:soft_margin_loss]
# ── soft_margin_loss ──────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:498
#   soft_margin_loss: Two-class logistic loss log(1 + exp(-target * input)) for targets ±1 (…
#   uses HS._check_in_place_shape (tensorplay/ops/shared/formulas.py:18)
#   uses HS._check_out_dtype (tensorplay/ops/shared/formulas.py:18)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
#   uses HS._like_input (tensorplay/ops/shared/formulas.py:18)
def _soft_margin_loss_composite(self, target, size_average, reduce, reduction):
    target = None if target is None else target.detach()  # non_differentiable
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    HS._check_out_dtype(self, target)
    HS._check_in_place_shape(self, target)  # PyTorch computes neg(input).mul_(target)
    return O._loss_reduction(HS._like_input(O.log1p(O.exp(-self * target)), self), reduction)


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction='mean'):
    return _soft_margin_loss_composite(input, target, size_average, reduce, reduction)
# --8<-- [end:soft_margin_loss]
# --8<-- [start:multi_margin_loss]
# ── multi_margin_loss ─────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:519
#   multi_margin_loss: Multi-class hinge loss of scores `input` ((N, C) or (C,)) against clas…
#   uses H.multi_margin_parts (tensorplay/ops/loss/formulas.py:151)
#   uses HS._is_float16 (tensorplay/ops/shared/formulas.py:18)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
#   uses HS._torch_dtype_name (tensorplay/ops/shared/formulas.py:18)
def _multi_margin_loss_checks(self, target, p, margin, weight, size_average, reduce, reduction):  # before the body and before the fused path
    if not (p == 1 or p == 2):
        raise ValueError('multi_margin_loss: only p == 1 and p == 2 supported')
    if not (weight is None or weight.dim() == 1):
        raise ValueError('multi_margin_loss: weight must be one-dimensional')
    if not ((self.dim() == 2 and self.shape[1] != 0) or (self.dim() == 1 and self.shape[0] != 0) or self.dim() == 0):
        raise RuntimeError(f'multi_margin_loss: Expected non-empty vector or matrix with optional 0-dim batch size, but got: {list(self.shape)}')
    if not (target.dim() <= 1 and target.numel() == (self.shape[0] if self.dim() == 2 else 1)):
        raise RuntimeError(f'multi_margin_loss: target tensor should be 1-D with size equal to the number of input samples (batch size). Expected target size [{(self.shape[0] if self.dim() == 2 else 1)}], but got {list(target.shape)}. Input has shape {list(self.shape)}.')
    if not (weight is None or weight.numel() == (self.shape[-1] if self.dim() else 1)):
        raise RuntimeError(f'multi_margin_loss: inconsistent weight size, expected {(self.shape[-1] if self.dim() else 1)} but got {list(weight.shape)}')
    if not (self.numel() == 0 or (self.is_floating_point() and not HS._is_float16(self))):
        raise NotImplementedError(f"""multi_margin_loss: "multi_margin_loss_cpu_kernel" not implemented for '{HS._torch_dtype_name(self.dtype)}'""")
    if not (weight is None or weight.dtype == self.dtype):
        raise RuntimeError(f'multi_margin_loss: expected scalar type {HS._torch_dtype_name(self.dtype)} but found {HS._torch_dtype_name(weight.dtype)}')
    if not (HS._torch_dtype_name(target.dtype) == 'Long'):
        raise RuntimeError(f'multi_margin_loss: expected scalar type Long but found {HS._torch_dtype_name(target.dtype)}')

def _multi_margin_loss_composite(self, target, p, margin, weight, size_average, reduce, reduction):
    _multi_margin_loss_checks(self, target, p, margin, weight, size_average, reduce, reduction)
    target = None if target is None else target.detach()  # non_differentiable
    weight = None if weight is None else weight.detach()  # non_differentiable
    return H.multi_margin_parts(self, target, p, margin, weight, HS._legacy_reduction(size_average, reduce, reduction))

# fused: one node outside every transform; backward: the formulas below
def _multi_margin_loss_kernel(self, target, weight, p, margin, size_average, reduce, reduction):
    return K._multi_margin(self, target, p, margin, weight, size_average, reduce, reduction)

#   fused backward[self: multi_margin_backward(grad, self, target, p, margin, weight, _legacy_reduction(size_average, reduce, reduction))]
#   fused backward[target: non_differentiable]
#   fused backward[weight: non_differentiable]
def _multi_margin_loss_backward(grads, needs, shapes, self=None, target=None, weight=None, *, p, margin, size_average, reduce, reduction, **params):
    grad = grads[0]
    return (
        (H.multi_margin_backward(grad, self, target, p, margin, weight, HS._legacy_reduction(size_average, reduce, reduction))) if needs[0] else None,
        None,
        None,
    )

_op_multi_margin_loss = OpDef('multi_margin_loss', _multi_margin_loss_kernel, line=519,
                              tensor_args=('self', 'target', 'weight'), differentiable=(True, False, False),
                              saves_per_input=(('self', 'target', 'weight'), (), ()), vmap='composite',
                              node='MultiMarginLossBackward0', prechecked=True,
                              backward=_multi_margin_loss_backward)

def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction='mean'):
    if _any_interpreter and not _takes_fused():
        return _multi_margin_loss_composite(input, target, p, margin, weight, size_average, reduce, reduction)
    _multi_margin_loss_checks(input, target, p, margin, weight, size_average, reduce, reduction)
    return _call(_op_multi_margin_loss, (input, target, weight), {'p': p, 'margin': margin, 'size_average': size_average, 'reduce': reduce, 'reduction': reduction})
# --8<-- [end:multi_margin_loss]
# --8<-- [start:cosine_embedding_loss]
# ── cosine_embedding_loss ─────────────────────────────────────── tensorplay/ops/loss/ops.yaml:570
#   cosine_embedding_loss: 1 - cos(x1, x2) where target is 1 and max(0, cos(x1, x2) - margin) whe…
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
def _cosine_embedding_loss_composite(input1, input2, target, margin, size_average, reduce, reduction):
    if not (target.dim() <= 1):
        raise RuntimeError('cosine_embedding_loss: 0D or 1D target tensor expected, multi-target not supported')
    if not (target.dim() == 0 or (input1.dim() == 2 and input2.dim() == 2)):
        raise RuntimeError(f'cosine_embedding_loss: 1D target tensor expects 2D input tensors, but found inputs with sizes {list(input1.shape)} and {list(input2.shape)}.')
    if not (target.dim() == 1 or (input1.dim() == 1 and input2.dim() == 1)):
        raise RuntimeError(f'cosine_embedding_loss: 0D target tensor expects 1D input tensors, but found inputs with sizes {list(input1.shape)} and {list(input2.shape)}.')
    target = None if target is None else target.detach()  # non_differentiable
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    dim = target.dim()
    cos = O.sum(input1 * input2, dim) / O.sqrt((O.sum(input1 * input1, dim) + 1e-12) * (O.sum(input2 * input2, dim) + 1e-12))
    zeros = O.zeros_like(cos)
    loss = O.where(target == 1, 1 - cos, zeros) + O.where(target == -1, O.clamp(cos - margin, min=0), zeros)
    return O._loss_reduction(loss, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction='mean'):
    return _cosine_embedding_loss_composite(input1, input2, target, margin, size_average, reduce, reduction)
# --8<-- [end:cosine_embedding_loss]
# --8<-- [start:triplet_margin_loss]
# ── triplet_margin_loss ───────────────────────────────────────── tensorplay/ops/loss/ops.yaml:601
#   triplet_margin_loss: max(0, margin + d(anchor, positive) - d(anchor, negative)) with d the …
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
def _triplet_margin_loss_composite(anchor, positive, negative, margin, p, eps, swap, size_average, reduce, reduction):
    if not (margin > 0):
        raise ValueError(f'triplet_margin_loss: margin must be greater than 0, got {margin}')
    if not (anchor.dim() == positive.dim() == negative.dim()):
        raise RuntimeError(f'triplet_margin_loss: The anchor, positive, and negative tensors are expected to have the same number of dimensions, but got: anchor {anchor.dim()}D, positive {positive.dim()}D, and negative {negative.dim()}D inputs')
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    dim = [anchor.dim() - 1]
    d_pos = O.norm(anchor - positive + eps, p, dim)
    d_neg = O.norm(anchor - negative + eps, p, dim)
    d_neg = O.minimum(d_neg, O.norm(positive - negative + eps, p, dim)) if swap else d_neg
    return O._loss_reduction(O.clamp(margin + d_pos - d_neg, min=0), reduction)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, size_average=None, reduce=None, reduction='mean'):
    return _triplet_margin_loss_composite(anchor, positive, negative, margin, p, eps, swap, size_average, reduce, reduction)
# --8<-- [end:triplet_margin_loss]
# --8<-- [start:hinge_embedding_loss]
# ── hinge_embedding_loss ──────────────────────────────────────── tensorplay/ops/loss/ops.yaml:630
#   hinge_embedding_loss: For targets ±1: the input where target is 1, max(0, margin - input) wh…
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
def _hinge_embedding_loss_composite(self, target, margin, size_average, reduce, reduction):
    target = None if target is None else target.detach()  # non_differentiable
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    zeros = O.zeros_like(self)
    loss = O.where(target != 1, O.clamp(O.full_like(self, margin) - self, min=0), zeros) + O.where(target != -1, self, zeros)
    return O._loss_reduction(loss, reduction)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction='mean'):
    return _hinge_embedding_loss_composite(input, target, margin, size_average, reduce, reduction)
# --8<-- [end:hinge_embedding_loss]
# --8<-- [start:multilabel_soft_margin_loss]
# ── multilabel_soft_margin_loss ───────────────────────────────── tensorplay/ops/loss/ops.yaml:651
#   multilabel_soft_margin_loss: Binary cross entropy on logits for each of C labels (the last dim), op…
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
def _multilabel_soft_margin_loss_composite(self, target, weight, size_average, reduce, reduction):
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    loss = -(target * O.logsigmoid(self) + (1 - target) * O.logsigmoid(-self))
    loss = loss if weight is None else loss * weight
    return O._loss_reduction(O.sum(loss, self.dim() - 1) / self.shape[self.dim() - 1], reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction='mean'):
    return _multilabel_soft_margin_loss_composite(input, target, weight, size_average, reduce, reduction)
# --8<-- [end:multilabel_soft_margin_loss]
# --8<-- [start:poisson_nll_loss]
# ── poisson_nll_loss ──────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:671
#   poisson_nll_loss: Negative log likelihood of a Poisson distribution: exp(input) - target…
#   uses H.stirling_term (tensorplay/ops/loss/formulas.py:143)
#   uses HS._legacy_reduction (tensorplay/ops/shared/formulas.py:18)
def _poisson_nll_loss_composite(self, target, log_input, full, size_average, eps, reduce, reduction):
    if not (reduction in ("none", "mean", "sum") or size_average is not None or reduce is not None):
        raise ValueError(f'poisson_nll_loss: {reduction} is not a valid value for reduction')
    reduction = HS._legacy_reduction(size_average, reduce, reduction)
    loss = O.exp(self) - target * self if log_input else self - target * O.log(self + eps)
    # PyTorch adds the term in place (loss += ...): the sum keeps the loss's dtype
    return O._loss_reduction((loss + H.stirling_term(target)).to(loss.dtype) if full else loss, reduction)


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction='mean'):
    return _poisson_nll_loss_composite(input, target, log_input, full, size_average, eps, reduce, reduction)
# --8<-- [end:poisson_nll_loss]
# --8<-- [start:gaussian_nll_loss]
# ── gaussian_nll_loss ─────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:697
#   gaussian_nll_loss: Negative log likelihood of a Gaussian: 0.5 (log var + (input - target)…
#   uses HS._gaussian_var_fits (tensorplay/ops/shared/formulas.py:18)
def _gaussian_nll_loss_composite(self, target, var, full, eps, reduction):
    if var < 0 if isinstance(var, float) else O.any(var < 0):
        raise ValueError('gaussian_nll_loss: var has negative entry/entries')
    if not (HS._gaussian_var_fits(self, var)):
        raise ValueError('gaussian_nll_loss: var is of incorrect size')
    if reduction not in ('none', 'mean', 'sum'):
        raise ValueError(f'gaussian_nll_loss: {reduction} is not valid')
    if not (isinstance(var, float) or var.is_floating_point()):
        raise RuntimeError(f"gaussian_nll_loss: result type Float can't be cast to the desired output type {var.dtype}")
    var = O.full_like(self, var) if isinstance(var, float) else var
    var = O.unsqueeze(var, -1) if tuple(var.shape) != tuple(self.shape) and tuple(self.shape[:-1]) == tuple(var.shape) else var
    var = O._gaussian_var_clamp(var, eps)
    loss = 0.5 * (O.log(var) + O.square(self - target) / var)
    return O._loss_reduction(loss + 0.9189385332046727 if full else loss, reduction)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-06, reduction='mean'):
    return _gaussian_nll_loss_composite(input, target, var, full, eps, reduction)
# --8<-- [end:gaussian_nll_loss]
# --8<-- [start:_gaussian_var_clamp]
# ── _gaussian_var_clamp ───────────────────────────────────────── tensorplay/ops/loss/ops.yaml:734
#   _gaussian_var_clamp: Internal: var clamped below at eps (NaN stays NaN), as gaussian_nll_lo…
#   backward[self]: grad
#   jvp: [self] where(self >= eps, self_t, 0.0)
def __gaussian_var_clamp_kernel(self, eps):
    return np.maximum(self, self.dtype.type(eps))

def __gaussian_var_clamp_kernel_into(self, eps):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.maximum(self, self.dtype.type(eps), out=self)

def __gaussian_var_clamp_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((grad) if needs[0] else None,)

def __gaussian_var_clamp_jvp(tangents, self, result, *, eps, **params):
    self_t, = tangents
    return None if self_t is None else O.where(self >= eps, self_t, 0.0)

_op__gaussian_var_clamp = OpDef('_gaussian_var_clamp', __gaussian_var_clamp_kernel, line=734,
                                tensor_args=('self',), dtype='same', differentiable=(True,),
                                saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same',
                                kernel_into=__gaussian_var_clamp_kernel_into,
                                node='GaussianVarClampBackward0', backward=__gaussian_var_clamp_backward,
                                jvp=__gaussian_var_clamp_jvp)

def _gaussian_var_clamp(input, eps):
    return _call(_op__gaussian_var_clamp, (input,), {'eps': eps})
# --8<-- [end:_gaussian_var_clamp]


# ── public functions ───────────────────────────────────────────────────────────────────
binary_cross_entropy.__doc__ = "Binary cross entropy of probabilities `input` in [0, 1] against `target`: -weight * (target * log(input) + (1 - target) * log(1 - input)), the logs clamped at -100, then reduced ('mean', 'sum' or 'none'; keyword-only)."
binary_cross_entropy_with_logits.__doc__ = "Binary cross entropy on logits, computed stably as (1 - target) * x + L * softplus(-x) with L = 1 + (pos_weight - 1) * target, times `weight`, then reduced by PyTorch's enum (1 mean, 2 sum, any other value none). `pos_weight` (one per class, broadcast over the last dim) weighs the positive examples. The result has the target's dtype and shape (PyTorch computes in place into 1 - target, and with pos_weight into log_sigmoid(input): the other inputs must broadcast to those shapes). This is torch.binary_cross_entropy_with_logits, whose Python binding reduces nothing when `reduction` is left out (its schema says 1, the parsed default is 0); F.binary_cross_entropy_with_logits (tensorplay/nn/_functional/loss.py) takes the names 'mean', 'sum', 'none' and the legacy flags."
_bce_logits_loss.__doc__ = "Internal: the unreduced loss of binary_cross_entropy_with_logits as PyTorch's kernel computes it, (1 - target) x - L log_sigmoid(x) with L = 1 + (pos_weight - 1) target, times weight; one node whose derivatives are PyTorch's formulas."
_mse_elementwise.__doc__ = "Internal: (input - target)² elementwise, one node with PyTorch's mse_loss derivatives."
l1_loss.__doc__ = "Mean (or sum, or none) absolute error |input - target|, optionally times `weight` (the input's shape; 'mean' then divides by the summed weights). A target of another shape broadcasts, with PyTorch's warning."
_class_weights.__doc__ = "Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_i = -sum_c Q[i, c] * logp[i, c]; for class indices (1 - ls) * weight[t] * onehot(t) + ls / C * weight, zero where t == ignore_index."
_target_weights.__doc__ = "Helper of nll_loss: W (the target's shape) with W[i] = weight[t_i] (1 without `weight`), 0 where t_i == ignore_index, after PyTorch's checks of a class-index target (dtype, shape, bounds)."
cross_entropy.__doc__ = "Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...)) and `target`: class indices (int64, the input's shape without C; `ignore_index` entries are skipped) or class probabilities (the input's shape). One fused op: log_softmax + nll with optional class `weight`, `label_smoothing` and reduction 'mean' (over the summed target weights for indices), 'sum' or 'none'; its gradient is (softmax - onehot) scaled."
nll_loss.__doc__ = "Negative log likelihood of class indices `target` under log-probabilities `input` ((C,), (N, C) or (N, C, d1, ...)): -weight[t] * input[t], skipping `ignore_index`; 'mean' divides by the summed target weights."
mse_loss.__doc__ = "Mean squared error (input - target)², optionally times `weight` (the input's shape; 'mean' then divides by the summed weights), averaged ('mean'), summed ('sum') or elementwise ('none'). A target of another shape broadcasts, with PyTorch's warning."
_loss_reduction.__doc__ = "The reduction every loss ends with: 'mean', 'sum' or 'none' (the elementwise loss)."
smooth_l1_loss.__doc__ = "Smooth L1 loss of d = input - target: 0.5 d² / beta where |d| < beta, else |d| - beta / 2 (beta = 0 is the L1 loss), then reduced ('mean', 'sum', 'none'). The deprecated `size_average`/`reduce` flags still choose the reduction, with PyTorch's warning."
huber_loss.__doc__ = "Huber loss of d = input - target: 0.5 d² where |d| < delta, else delta (|d| - delta / 2), optionally times `weight` (the input's shape), then reduced ('mean', 'sum', 'none')."
_smooth_l1.__doc__ = 'The elementwise smooth L1 loss of a difference d: 0.5 d² / beta where |d| < beta, else |d| - beta / 2; with huber, beta times that (0.5 d², else beta (|d| - beta / 2)). NaN stays NaN.'
kl_div.__doc__ = "Pointwise Kullback-Leibler divergence target * (log target - input), `input` being log-probabilities (and `target` too with log_target: exp(target) * (target - input)); 0 log 0 is 0 and a negative target gives nan, as PyTorch's xlogy(target, target). 'batchmean' divides the sum by the batch size (the KL divergence of each row); 'mean' divides by the number of elements, with PyTorch's warning."
margin_ranking_loss.__doc__ = "max(0, -target * (input1 - input2) + margin): with target 1 (-1), input1 should rank above (below) input2 by `margin`; then reduced ('mean', 'sum', 'none')."
soft_margin_loss.__doc__ = "Two-class logistic loss log(1 + exp(-target * input)) for targets ±1 (computed so, as PyTorch: inf once exp overflows), then reduced ('mean', 'sum', 'none'). PyTorch gives `target` no gradient."
multi_margin_loss.__doc__ = "Multi-class hinge loss of scores `input` ((N, C) or (C,)) against class indices `target`: sum over the classes j other than y of max(0, margin - x[y] + x[j])^p (p = 1 or 2, times weight[y]), divided by C; then reduced ('mean', 'sum', 'none')."
cosine_embedding_loss.__doc__ = "1 - cos(x1, x2) where target is 1 and max(0, cos(x1, x2) - margin) where it is -1, the cosine taken along the last dim of (N, D) or (D,) inputs (squared norms plus 1e-12); then reduced ('mean', 'sum', 'none')."
triplet_margin_loss.__doc__ = "max(0, margin + d(anchor, positive) - d(anchor, negative)) with d the p-norm distance ‖x1 - x2 + eps‖_p over the last dim; with `swap` the negative's distance is the smaller of d(anchor, negative) and d(positive, negative). Then reduced ('mean', 'sum', 'none')."
hinge_embedding_loss.__doc__ = "For targets ±1: the input where target is 1, max(0, margin - input) where it is -1 (a distance that should be small for similar pairs, at least `margin` for dissimilar ones); then reduced ('mean', 'sum', 'none')."
multilabel_soft_margin_loss.__doc__ = "Binary cross entropy on logits for each of C labels (the last dim), optionally times `weight`, averaged over the labels; then reduced ('mean', 'sum', 'none')."
poisson_nll_loss.__doc__ = "Negative log likelihood of a Poisson distribution: exp(input) - target * input with log_input (`input` is the log rate), else input - target * log(input + eps); `full` adds Stirling's approximation of log(target!) where target > 1. Then reduced."
gaussian_nll_loss.__doc__ = "Negative log likelihood of a Gaussian: 0.5 (log var + (input - target)² / var), plus 0.5 log 2π with `full`. `var` is per element, per sample (one dim fewer, or size 1 in one dim) or a float; it is clamped below at eps in value only (the gradient passes as if unclamped, as in PyTorch). Then reduced ('mean', 'sum', 'none')."
_gaussian_var_clamp.__doc__ = "Internal: var clamped below at eps (NaN stays NaN), as gaussian_nll_loss's in-place clamp under no_grad: the gradient passes through unchanged, the tangent is clamp's."


FUNCTIONS = {'binary_cross_entropy': binary_cross_entropy,
             'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits, 'l1_loss': l1_loss}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'binary_cross_entropy': _op_binary_cross_entropy, '_bce_logits_loss': _op__bce_logits_loss,
       '_mse_elementwise': _op__mse_elementwise, '_class_weights': _op__class_weights,
       '_target_weights': _op__target_weights, 'cross_entropy': _op_cross_entropy,
       '_smooth_l1': _op__smooth_l1, '_gaussian_var_clamp': _op__gaussian_var_clamp}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'nll_loss': _op_nll_loss, 'multi_margin_loss': _op_multi_margin_loss}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('binary_cross_entropy', '_op_binary_cross_entropy', 'binary_cross_entropy_with_logits',
             '_binary_cross_entropy_with_logits_composite', '_bce_logits_loss', '_op__bce_logits_loss',
             '_mse_elementwise', '_op__mse_elementwise', 'l1_loss', '_l1_loss_composite', '_class_weights',
             '_op__class_weights', '_target_weights', '_op__target_weights', 'cross_entropy',
             '_op_cross_entropy', 'nll_loss', '_op_nll_loss', '_nll_loss_composite', 'mse_loss',
             '_mse_loss_composite', '_loss_reduction', '__loss_reduction_composite', 'smooth_l1_loss',
             '_smooth_l1_loss_composite', 'huber_loss', '_huber_loss_composite', '_smooth_l1',
             '_op__smooth_l1', 'kl_div', '_kl_div_composite', 'margin_ranking_loss',
             '_margin_ranking_loss_composite', 'soft_margin_loss', '_soft_margin_loss_composite',
             'multi_margin_loss', '_op_multi_margin_loss', '_multi_margin_loss_composite',
             'cosine_embedding_loss', '_cosine_embedding_loss_composite', 'triplet_margin_loss',
             '_triplet_margin_loss_composite', 'hinge_embedding_loss', '_hinge_embedding_loss_composite',
             'multilabel_soft_margin_loss', '_multilabel_soft_margin_loss_composite', 'poisson_nll_loss',
             '_poisson_nll_loss_composite', 'gaussian_nll_loss', '_gaussian_nll_loss_composite',
             '_gaussian_var_clamp', '_op__gaussian_var_clamp')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
