# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The nn ops (tensorplay/ops/nn/ops.yaml), one section each. A primitive's section holds its
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
from ...dispatch.inplace import inplace as _inplace
from . import batching as B
from ..shared import batching as R
from ...core import optable as O
from ...dispatch.fused_body import arrays_backward as _arrays_backward
from ...dispatch.fused_body import body_backward as _body_backward
from functools import partial as _partial
# --8<-- [start:conv2d]
# ── conv2d ────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:6
#   conv2d: 2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) …
#   backward[self]: conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)
#   backward[bias]: _depends_on(sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2]), self, self.numel() > 0)
#   jvp: [self] conv2d(self_t, weight, None, stride, padding, dilation, groups) + [weight] conv2d(self, weight_t, None, stride, padding, dilation, groups) + [bias] expand_as(reshape(bias_t, [-1, 1, 1]), result)
#   uses K._k_conv2d (tensorplay/ops/nn/kernels.py:57)
#   uses rule B.conv2d_rule (tensorplay/ops/nn/batching.py:112)
def _conv2d_kernel(self, weight, bias, stride, padding, dilation, groups):
    return K._k_conv2d(self, weight, bias, stride, padding, dilation, groups)

def _conv2d_backward(grads, needs, shapes, self=None, weight=None, *, stride, padding, dilation, groups, **params):
    grad = grads[0]
    return (
        (O.conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)) if needs[0] else None,
        (O.conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
        (O._depends_on(O.sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2]), self, self.numel() > 0)) if needs[2] else None,
    )

def _conv2d_jvp(tangents, self, weight, bias, result, *, stride, padding, dilation, groups, **params):
    self_t, weight_t, bias_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.conv2d(self_t, weight, None, stride, padding, dilation, groups))
    if weight_t is not None:
        out = HS.add_tangent(out, O.conv2d(self, weight_t, None, stride, padding, dilation, groups))
    if bias_t is not None:
        out = HS.add_tangent(out, O.expand_as(O.reshape(bias_t, [-1, 1, 1]), result))
    return out

_op_conv2d = OpDef('conv2d', _conv2d_kernel, line=6, tensor_args=('self', 'weight', 'bias'), dtype='promote',
                   differentiable=(True, True, True), saves_per_input=(('weight',), ('self',), ('self',)),
                   jvp_kind='terms', vmap={'custom': 'conv2d'}, node='Conv2dBackward0',
                   int_list_args=('stride', 'padding', 'dilation'), backward=_conv2d_backward,
                   jvp=_conv2d_jvp, vmap_rule=B.conv2d_rule)

def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _call(_op_conv2d, (input, weight, bias), {'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})
# --8<-- [end:conv2d]
# --8<-- [start:conv2d_backward_input]
# ── conv2d_backward_input ─────────────────────────────────────── tensorplay/ops/nn/ops.yaml:37
#   conv2d_backward_input: The gradient of conv2d with respect to its input (a transposed convolu…
#   backward[grad_output]: conv2d(grad, weight, None, stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups) if grad_output.numel() else None
#   jvp: [grad_output] conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups) + [weight] conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups)
#   uses K._k_conv2d_backward_input (tensorplay/ops/nn/kernels.py:90)
#   uses rule B.conv2d_backward_input_rule (tensorplay/ops/nn/batching.py:144)
def _conv2d_backward_input_kernel(grad_output, weight, input_size, stride, padding, dilation, groups):
    return K._k_conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups)

def _conv2d_backward_input_backward(grads, needs, shapes, grad_output=None, weight=None, *, stride, padding, dilation, groups, **params):
    grad = grads[0]
    return (
        (O.conv2d(grad, weight, None, stride, padding, dilation, groups)) if needs[0] else None,
        (O.conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups) if grad_output.numel() else None) if needs[1] else None,
    )

def _conv2d_backward_input_jvp(tangents, grad_output, weight, result, *, input_size, stride, padding, dilation, groups, **params):
    grad_output_t, weight_t, = tangents
    out = None
    if grad_output_t is not None:
        out = HS.add_tangent(out, O.conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups))
    if weight_t is not None:
        out = HS.add_tangent(out, O.conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups))
    return out

_op_conv2d_backward_input = OpDef('conv2d_backward_input', _conv2d_backward_input_kernel, line=37,
                                  tensor_args=('grad_output', 'weight'), dtype='promote',
                                  differentiable=(True, True),
                                  saves_per_input=(('weight',), ('grad_output',)), jvp_kind='terms',
                                  vmap={'custom': 'conv2d_backward_input'}, fast='same',
                                  node='Conv2dBackwardInputBackward0',
                                  int_list_args=('input_size', 'stride', 'padding', 'dilation'),
                                  backward=_conv2d_backward_input_backward, jvp=_conv2d_backward_input_jvp,
                                  vmap_rule=B.conv2d_backward_input_rule)

def conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups):
    return _call(_op_conv2d_backward_input, (grad_output, weight), {'input_size': input_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})
# --8<-- [end:conv2d_backward_input]
# --8<-- [start:conv2d_backward_weight]
# ── conv2d_backward_weight ────────────────────────────────────── tensorplay/ops/nn/ops.yaml:60
#   conv2d_backward_weight: The gradient of conv2d with respect to its weight: the windows of `inp…
#   backward[grad_output]: conv2d(self, grad, None, stride, padding, dilation, groups)
#   backward[self]: conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups) if grad_output.numel() else None
#   jvp: [grad_output] conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups) + [self] conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups)
#   uses K._k_conv2d_backward_weight (tensorplay/ops/nn/kernels.py:127)
#   uses rule B.conv2d_backward_weight_rule (tensorplay/ops/nn/batching.py:167)
def _conv2d_backward_weight_kernel(grad_output, self, weight_size, stride, padding, dilation, groups):
    return K._k_conv2d_backward_weight(grad_output, self, weight_size, stride, padding, dilation, groups)

def _conv2d_backward_weight_backward(grads, needs, shapes, grad_output=None, self=None, *, stride, padding, dilation, groups, **params):
    grad = grads[0]
    return (
        (O.conv2d(self, grad, None, stride, padding, dilation, groups)) if needs[0] else None,
        (O.conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups) if grad_output.numel() else None) if needs[1] else None,
    )

def _conv2d_backward_weight_jvp(tangents, grad_output, self, result, *, weight_size, stride, padding, dilation, groups, **params):
    grad_output_t, self_t, = tangents
    out = None
    if grad_output_t is not None:
        out = HS.add_tangent(out, O.conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups))
    if self_t is not None:
        out = HS.add_tangent(out, O.conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups))
    return out

_op_conv2d_backward_weight = OpDef('conv2d_backward_weight', _conv2d_backward_weight_kernel, line=60,
                                   tensor_args=('grad_output', 'self'), dtype='promote',
                                   differentiable=(True, True), saves_per_input=(('self',), ('grad_output',)),
                                   jvp_kind='terms', vmap={'custom': 'conv2d_backward_weight'}, fast='same',
                                   node='Conv2dBackwardWeightBackward0',
                                   int_list_args=('weight_size', 'stride', 'padding', 'dilation'),
                                   backward=_conv2d_backward_weight_backward, jvp=_conv2d_backward_weight_jvp,
                                   vmap_rule=B.conv2d_backward_weight_rule)

def conv2d_backward_weight(grad_output, input, weight_size, stride, padding, dilation, groups):
    return _call(_op_conv2d_backward_weight, (grad_output, input), {'weight_size': weight_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})
# --8<-- [end:conv2d_backward_weight]
# --8<-- [start:max_pool2d]
# ── max_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:81
#   max_pool2d: 2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size…
#   backward[self]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   jvp: [self] _max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   uses K._nn_lowest (tensorplay/ops/nn/kernels.py:186)
#   uses K._nn_pool_batched (tensorplay/ops/nn/kernels.py:48)
#   uses K._nn_pool_geometry (tensorplay/ops/nn/kernels.py:160)
#   uses K._nn_pool_pad (tensorplay/ops/nn/kernels.py:177)
#   uses K._nn_window_max (tensorplay/ops/nn/kernels.py:193)
#   uses K._nn_windows (tensorplay/ops/nn/kernels.py:13)
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:187)
def _max_pool2d_kernel(self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_pool_batched(self)
    k, s, p, d, ho, wo = K._nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    win = K._nn_windows(K._nn_pool_pad(x, k, s, p, d, ho, wo, K._nn_lowest(x.dtype)), k[0], k[1], s, d, ho, wo)
    out = K._nn_window_max(win)
    return out[0] if unbatched else out

def _max_pool2d_backward(grads, needs, shapes, self=None, *, kernel_size, stride, padding, dilation, ceil_mode, **params):
    grad = grads[0]
    return (
        (O.max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
    )

def _max_pool2d_jvp(tangents, self, result, *, kernel_size, stride, padding, dilation, ceil_mode, **params):
    self_t, = tangents
    return None if self_t is None else O._max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode)

_op_max_pool2d = OpDef('max_pool2d', _max_pool2d_kernel, line=81, tensor_args=('self',), dtype='same',
                       differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                       vmap={'custom': 'fold_batch'}, fast='same', node='MaxPool2dBackward0',
                       int_list_args=('kernel_size', 'stride', 'padding', 'dilation'),
                       backward=_max_pool2d_backward, jvp=_max_pool2d_jvp, vmap_rule=B.fold_batch_rule)

def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op_max_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})
# --8<-- [end:max_pool2d]
# --8<-- [start:_max_pool2d_indices]
# ── _max_pool2d_indices ───────────────────────────────────────── tensorplay/ops/nn/ops.yaml:111
#   _max_pool2d_indices: Where each max_pool2d window's (first) maximum sits, as an int64 index…
#   backward[self]: non_differentiable
#   uses K._nn_max_pool_argmax (tensorplay/ops/nn/kernels.py:217)
#   uses K._nn_pool_batched (tensorplay/ops/nn/kernels.py:48)
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:187)
def __max_pool2d_indices_kernel(self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_pool_batched(self)
    _, flat = K._nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    out = flat % (x.shape[-2] * x.shape[-1])
    return out[0] if unbatched else out

_op__max_pool2d_indices = OpDef('_max_pool2d_indices', __max_pool2d_indices_kernel, line=111,
                                tensor_args=('self',), differentiable=(False,), saves_per_input=((),),
                                vmap={'custom': 'fold_batch'}, fast='same', node='MaxPool2dIndicesBackward0',
                                int_list_args=('kernel_size', 'stride', 'padding', 'dilation'),
                                vmap_rule=B.fold_batch_rule)

def _max_pool2d_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op__max_pool2d_indices, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})
# --8<-- [end:_max_pool2d_indices]
# --8<-- [start:max_pool2d_backward]
# ── max_pool2d_backward ───────────────────────────────────────── tensorplay/ops/nn/ops.yaml:132
#   max_pool2d_backward: The gradient of max_pool2d: `grad_output` scattered (summed) to the po…
#   backward[grad_output]: _max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: zeros_like(self)
#   jvp: [grad_output] max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   uses K._nn_batched (tensorplay/ops/nn/kernels.py:38)
#   uses K._nn_max_pool_argmax (tensorplay/ops/nn/kernels.py:217)
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:187)
def _max_pool2d_backward_kernel(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_batched(self)
    _, flat = K._nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    g = grad_output.reshape(flat.shape)
    dx = np.bincount(flat.ravel(), weights=g.ravel(), minlength=x.size)
    dx = dx.astype(grad_output.dtype, copy=False).reshape(x.shape)
    return dx[0] if unbatched else dx

def _max_pool2d_backward_backward(grads, needs, shapes, self=None, *, kernel_size, stride, padding, dilation, ceil_mode, **params):
    grad = grads[0]
    return (
        (O._max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
        (O.zeros_like(self)) if needs[1] else None,
    )

def _max_pool2d_backward_jvp(tangents, grad_output, self, result, *, kernel_size, stride, padding, dilation, ceil_mode, **params):
    grad_output_t, self_t, = tangents
    return None if grad_output_t is None else O.max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode)

_op_max_pool2d_backward = OpDef('max_pool2d_backward', _max_pool2d_backward_kernel, line=132,
                                tensor_args=('grad_output', 'self'), dtype='promote',
                                dtype_args=('grad_output',), differentiable=(True, True),
                                saves_per_input=(('self',), ('self',)), jvp_kind='terms',
                                vmap={'custom': 'fold_batch'}, node='MaxPool2dBackwardBackward0',
                                int_list_args=('kernel_size', 'stride', 'padding', 'dilation'),
                                backward=_max_pool2d_backward_backward, jvp=_max_pool2d_backward_jvp,
                                vmap_rule=B.fold_batch_rule)

def max_pool2d_backward(grad_output, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op_max_pool2d_backward, (grad_output, input), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})
# --8<-- [end:max_pool2d_backward]
# --8<-- [start:_max_pool2d_gather]
# ── _max_pool2d_gather ────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:158
#   _max_pool2d_gather: The values of `source` (shaped like `input`) at the position of each m…
#   backward[source]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [source] _max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   uses K._nn_batched (tensorplay/ops/nn/kernels.py:38)
#   uses K._nn_max_pool_argmax (tensorplay/ops/nn/kernels.py:217)
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:187)
def __max_pool2d_gather_kernel(source, self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_batched(self)
    _, flat = K._nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    out = source.reshape(-1)[flat]
    return out[0] if unbatched else out

def __max_pool2d_gather_backward(grads, needs, shapes, self=None, *, kernel_size, stride, padding, dilation, ceil_mode, **params):
    grad = grads[0]
    return (
        (O.max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
        None,
    )

def __max_pool2d_gather_jvp(tangents, source, self, result, *, kernel_size, stride, padding, dilation, ceil_mode, **params):
    source_t, self_t, = tangents
    return None if source_t is None else O._max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode)

_op__max_pool2d_gather = OpDef('_max_pool2d_gather', __max_pool2d_gather_kernel, line=158,
                               tensor_args=('source', 'self'), dtype='promote', dtype_args=('source',),
                               differentiable=(True, False), saves_per_input=(('self',), ()),
                               jvp_kind='terms', vmap={'custom': 'fold_batch'},
                               node='MaxPool2dGatherBackward0',
                               int_list_args=('kernel_size', 'stride', 'padding', 'dilation'),
                               backward=__max_pool2d_gather_backward, jvp=__max_pool2d_gather_jvp,
                               vmap_rule=B.fold_batch_rule)

def _max_pool2d_gather(source, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op__max_pool2d_gather, (source, input), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})
# --8<-- [end:_max_pool2d_gather]
# --8<-- [start:avg_pool2d]
# ── avg_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:182
#   avg_pool2d: 2-D average pooling over kernel_size windows (stride defaults to kerne…
#   backward[self]: _depends_on(_nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override), self)
#   uses K._nn_pool_batched (tensorplay/ops/nn/kernels.py:48)
#   uses K._nn_pool_geometry (tensorplay/ops/nn/kernels.py:160)
#   uses K._nn_pool_pad (tensorplay/ops/nn/kernels.py:177)
#   uses K._nn_window_sum (tensorplay/ops/nn/kernels.py:205)
#   uses K._nn_windows (tensorplay/ops/nn/kernels.py:13)
#   uses K._size_at (tensorplay/ops/nn/kernels.py:13)
#   uses KS._nn_avg_divisor (tensorplay/ops/shared/kernels.py:108)
#   uses H._nn_avg_pool2d_grad (tensorplay/ops/nn/formulas.py:159)
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:187)
def _avg_pool2d_kernel(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    K._size_at(self.ndim, -3)  # PyTorch reads the channel count first
    x, unbatched = K._nn_pool_batched(self)
    k, s, p, _, ho, wo = K._nn_pool_geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    win = K._nn_windows(K._nn_pool_pad(x, k, s, p, (1, 1), ho, wo), k[0], k[1], s, (1, 1), ho, wo)
    if x.dtype.kind != "f":  # int64 (PyTorch's): the integer sum divided, truncated toward 0
        div = KS._nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
        total = K._nn_window_sum(win, x.dtype)  # wraps around as PyTorch's int64 sum; C's division
        # truncates toward 0 (floor, plus one where a remainder and the signs differ), without
        # abs(), which has no answer for the most negative int64
        out = (total // div + ((total % div != 0) & ((total < 0) != (div < 0)))).astype(x.dtype)
        return out[0] if unbatched else out
    div = KS._nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
    out = (K._nn_window_sum(win, np.float32) / div).astype(x.dtype) if x.dtype == np.float16 \
        else K._nn_window_sum(win, x.dtype) / div  # float16 sums in float32, as PyTorch
    return out[0] if unbatched else out

def _avg_pool2d_backward(grads, needs, shapes, self=None, *, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, **params):
    grad = grads[0]
    return (
        (O._depends_on(H._nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override), self)) if needs[0] else None,
    )

_op_avg_pool2d = OpDef('avg_pool2d', _avg_pool2d_kernel, line=182, tensor_args=('self',), dtype='same',
                       differentiable=(True,), saves_per_input=(('self',),), jvp_kind='auto_linear',
                       vmap={'custom': 'fold_batch'}, fast='same', node='AvgPool2dBackward0',
                       int_list_args=('kernel_size', 'stride', 'padding'), backward=_avg_pool2d_backward,
                       vmap_rule=B.fold_batch_rule)

def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _call(_op_avg_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'ceil_mode': ceil_mode, 'count_include_pad': count_include_pad, 'divisor_override': divisor_override})
# --8<-- [end:avg_pool2d]
# --8<-- [start:_lstm_gates]
# ── _lstm_gates ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:225
#   _lstm_gates: One LSTM step after the matrix products: from the gate pre-activations…
#   backward[gates]: _nn_lstm_cell_grad(0, grad, gates, c)  (reduced to the input's shape)
#   backward[c]: _nn_lstm_cell_grad(1, grad, gates, c)  (reduced to the input's shape)
#   jvp: [gates] _nn_lstm_cell_jvp(0, gates_t, gates, c) + [c] _nn_lstm_cell_jvp(1, c_t, gates, c)
#   uses K._k_lstm_cell (tensorplay/ops/nn/kernels.py:259)
#   uses H._nn_lstm_cell_grad (tensorplay/ops/nn/formulas.py:95)
#   uses H._nn_lstm_cell_jvp (tensorplay/ops/nn/formulas.py:108)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule B.leading_broadcast_rule (tensorplay/ops/nn/batching.py:314)
def __lstm_gates_kernel(gates, c):
    return K._k_lstm_cell(gates, c)

def __lstm_gates_c_forward(gates, c):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.lstm_cell_forward(gates, c)

def __lstm_gates_backward(grads, needs, shapes, gates=None, c=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(H._nn_lstm_cell_grad(0, grad, gates, c), shapes[0])) if needs[0] else None,
        (HS.sum_to(H._nn_lstm_cell_grad(1, grad, gates, c), shapes[1])) if needs[1] else None,
    )

def __lstm_gates_jvp(tangents, gates, c, result, **params):
    gates_t, c_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if gates_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H._nn_lstm_cell_jvp(0, gates_t, gates, c), _out_shape))
    if c_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H._nn_lstm_cell_jvp(1, c_t, gates, c), _out_shape))
    return out

def __lstm_gates_fused_backward(grads, needs, shapes, gates=None, c=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.lstm_cell_backward;
    NumPy: K._k_lstm_cell_fused_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    gates = gates._data
    c = c._data
    out = _c.lstm_cell_backward(arrays, needs, shapes, gates, c, **params)
    if out is None:
        out = K._k_lstm_cell_fused_backward(arrays, needs, shapes, gates, c, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op__lstm_gates = OpDef('_lstm_gates', __lstm_gates_kernel, line=225, tensor_args=('gates', 'c'),
                        dtype='promote', broadcast=True, differentiable=(True, True),
                        saves_per_input=(('gates', 'c'), ('gates', 'c')), jvp_kind='terms',
                        vmap={'custom': 'leading_broadcast'}, fast='same', node='LstmGatesBackward0',
                        backward=__lstm_gates_backward, jvp=__lstm_gates_jvp,
                        c_forward=__lstm_gates_c_forward, fused_backward=__lstm_gates_fused_backward,
                        vmap_rule=B.leading_broadcast_rule)

def _lstm_gates(gates, c):
    return _call(_op__lstm_gates, (gates, c))
# --8<-- [end:_lstm_gates]
# --8<-- [start:lstm_cell]
# ── lstm_cell ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:252
#   lstm_cell: One LSTM step, PyTorch's torch.lstm_cell: from the input (B, I) and th…
#   uses H._nn_lstm_cell_int_error (tensorplay/ops/nn/formulas.py:84)
def _lstm_cell_composite(input, hx, w_ih, w_hh, b_ih, b_hh):
    if not (len(hx) == 2):
        raise RuntimeError('lstm_cell: lstm_cell expects two hidden states')
    if not (input.dim() >= 2):
        raise IndexError(f'lstm_cell: Dimension out of range (expected to be in range of [{-(input.dim() or 1)}, {(input.dim() or 1) - 1}], but got 1)')
    if not (input.shape[1] == w_ih.shape[1]):
        raise RuntimeError(f'lstm_cell: input has inconsistent input_size: got {input.shape[1]} expected {w_ih.shape[1]}')
    if not (input.shape[0] == hx[0].shape[0]):
        raise RuntimeError(f"lstm_cell: Input batch size {input.shape[0]} doesn't match hidden0 batch size {hx[0].shape[0]}")
    if not (hx[0].shape[1] == w_hh.shape[1]):
        raise RuntimeError(f'lstm_cell: hidden0 has inconsistent hidden_size: got {hx[0].shape[1]}, expected {w_hh.shape[1]}')
    if not (input.shape[0] == hx[1].shape[0]):
        raise RuntimeError(f"lstm_cell: Input batch size {input.shape[0]} doesn't match hidden1 batch size {hx[1].shape[0]}")
    if not (hx[1].shape[1] == w_hh.shape[1]):
        raise RuntimeError(f'lstm_cell: hidden1 has inconsistent hidden_size: got {hx[1].shape[1]}, expected {w_hh.shape[1]}')
    if H._nn_lstm_cell_int_error(input, hx, w_ih, w_hh, b_ih, b_hh) is not None:
        raise RuntimeError(f'lstm_cell: {H._nn_lstm_cell_int_error(input, hx, w_ih, w_hh, b_ih, b_hh)}')
    gates = O.linear(hx[0], w_hh, b_hh) + O.linear(input, w_ih, b_ih)
    hy, cy = O.chunk(O._lstm_gates(gates, hx[1]), 2, 1)
    return hy, cy


def lstm_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    return _lstm_cell_composite(input, hx, w_ih, w_hh, b_ih, b_hh)
# --8<-- [end:lstm_cell]
# --8<-- [start:lstm_layer]
# ── lstm_layer ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:291
#   lstm_layer: One LSTM layer in one direction over a whole time-major sequence input…
#   uses H._nn_lstm_layer (tensorplay/ops/nn/formulas.py:121)
_lstm_layer_dtype_rules = _DtypeRules('lstm_layer', ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr'), (0, 1, 2, 3, 4, 5, 6, 7))


def _lstm_layer_checks(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):  # before the body and before the fused path
    _check_dtypes(_lstm_layer_dtype_rules, (input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr), {},
                  lambda input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr: _lstm_layer_composite(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse))
    if not (input.dim() == 3 and input.shape[0] > 0):
        raise RuntimeError(f'lstm_layer: Expected sequence length to be larger than 0 in RNN (input (T, B, I)), got shape {list(input.shape)}')

def _lstm_layer_composite(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):
    _lstm_layer_checks(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse)
    return H._nn_lstm_layer(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse)

# fused: one node outside every transform; backward: K._k_lstm_layer_backward, or the body differentiated
def _lstm_layer_kernel(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):
    return K._k_lstm_layer(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse)

_op_lstm_layer = OpDef('lstm_layer', _lstm_layer_kernel, line=291,
                       tensor_args=('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr'),
                       differentiable=(True, True, True, True, True, True, True, True),
                       saves_per_input=(('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result'), ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr', 'result')),
                       vmap='composite', node='LstmLayerBackward0', prechecked=True,
                       backward=_partial(_body_backward, _lstm_layer_composite, ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr')),
                       fused_backward=_partial(_arrays_backward, K._k_lstm_layer_backward), outputs='tuple',
                       return_names=('output', 'h_n', 'c_n', 'workspace'))

def lstm_layer(input, h0, c0, w_ih, w_hh, b_ih=None, b_hh=None, w_hr=None, reverse=False):
    if _any_interpreter and not _takes_fused():
        return _lstm_layer_composite(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse)
    _lstm_layer_checks(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse)
    return _call(_op_lstm_layer, (input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr), {'reverse': reverse})
# --8<-- [end:lstm_layer]
# --8<-- [start:gru_layer]
# ── gru_layer ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:317
#   gru_layer: One GRU layer in one direction over a whole time-major sequence input …
#   uses H._nn_gru_layer (tensorplay/ops/nn/formulas.py:140)
_gru_layer_dtype_rules = _DtypeRules('gru_layer', ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh'), (0, 1, 2, 3, 4, 5))


def _gru_layer_checks(input, h0, w_ih, w_hh, b_ih, b_hh, reverse):  # before the body and before the fused path
    _check_dtypes(_gru_layer_dtype_rules, (input, h0, w_ih, w_hh, b_ih, b_hh), {},
                  lambda input, h0, w_ih, w_hh, b_ih, b_hh: _gru_layer_composite(input, h0, w_ih, w_hh, b_ih, b_hh, reverse))
    if not (input.dim() == 3 and input.shape[0] > 0):
        raise RuntimeError(f'gru_layer: Expected sequence length to be larger than 0 in RNN (input (T, B, I)), got shape {list(input.shape)}')

def _gru_layer_composite(input, h0, w_ih, w_hh, b_ih, b_hh, reverse):
    _gru_layer_checks(input, h0, w_ih, w_hh, b_ih, b_hh, reverse)
    return H._nn_gru_layer(input, h0, w_ih, w_hh, b_ih, b_hh, reverse)

# fused: one node outside every transform; backward: K._k_gru_layer_backward, or the body differentiated
def _gru_layer_kernel(input, h0, w_ih, w_hh, b_ih, b_hh, reverse):
    return K._k_gru_layer(input, h0, w_ih, w_hh, b_ih, b_hh, reverse)

_op_gru_layer = OpDef('gru_layer', _gru_layer_kernel, line=317,
                      tensor_args=('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh'),
                      differentiable=(True, True, True, True, True, True),
                      saves_per_input=(('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'result'), ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'result'), ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'result'), ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'result'), ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'result'), ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'result')),
                      vmap='composite', node='GruLayerBackward0', prechecked=True,
                      backward=_partial(_body_backward, _gru_layer_composite, ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh')),
                      fused_backward=_partial(_arrays_backward, K._k_gru_layer_backward), outputs='tuple',
                      return_names=('output', 'h_n', 'workspace'))

def gru_layer(input, h0, w_ih, w_hh, b_ih=None, b_hh=None, reverse=False):
    if _any_interpreter and not _takes_fused():
        return _gru_layer_composite(input, h0, w_ih, w_hh, b_ih, b_hh, reverse)
    _gru_layer_checks(input, h0, w_ih, w_hh, b_ih, b_hh, reverse)
    return _call(_op_gru_layer, (input, h0, w_ih, w_hh, b_ih, b_hh), {'reverse': reverse})
# --8<-- [end:gru_layer]
# --8<-- [start:native_dropout]
# ── native_dropout ────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:341
#   native_dropout: Dropout returning (output, mask): when `train`, each element is kept w…
#   backward[self]: grads[0] * result[1] * _nn_dropout_scale(p)
#   jvp: [self] self_t * result[1] * _nn_dropout_scale(p)
#   uses K._torch_name (tensorplay/ops/nn/kernels.py:13)
#   uses KS._rng (tensorplay/ops/shared/kernels.py:603)
#   uses H._nn_dropout_scale (tensorplay/ops/nn/formulas.py:224)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _native_dropout_kernel(self, p, train):
    if not self.size:  # PyTorch returns before anything else: the input and an empty mask of its dtype
        return self.copy(), np.empty(self.shape, self.dtype)
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if self.dtype.kind != "f" and train is not False:  # PyTorch scales in float, even for p=0
        raise RuntimeError(f"native_dropout: result type Float can't be cast to the desired output type {K._torch_name(self.dtype)}")
    if train is False or p == 0.0:
        return self.copy(), np.ones(self.shape, dtype=np.bool_)
    mask = KS._rng(None).random(self.shape) >= p
    scale = 0.0 if p == 1.0 else 1.0 / (1.0 - p)
    return np.where(mask, self * self.dtype.type(scale), self.dtype.type(0)), mask

def _native_dropout_backward(grads, needs, shapes, result=None, *, p, **params):
    return ((grads[0] * result[1] * H._nn_dropout_scale(p)) if needs[0] else None,)

def _native_dropout_jvp(tangents, self, result, *, p, **params):
    self_t, = tangents
    return None if self_t is None else self_t * result[1] * H._nn_dropout_scale(p)

_op_native_dropout = OpDef('native_dropout', _native_dropout_kernel, line=341, tensor_args=('self',),
                           dtype='same', outputs='tuple', random=True, differentiable=(True,),
                           saves_per_input=(('result',),), jvp_kind='terms', vmap={'custom': 'random'},
                           node='NativeDropoutBackward0', return_names=('output', 'mask'),
                           backward=_native_dropout_backward, jvp=_native_dropout_jvp, vmap_rule=R.random,
                           reads_grads=(0,))

def native_dropout(input, p, train):
    return _call(_op_native_dropout, (input,), {'p': p, 'train': train})
# --8<-- [end:native_dropout]
# --8<-- [start:feature_dropout]
# ── feature_dropout ───────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:373
#   feature_dropout: Channel dropout: when `train`, each channel input[n, c] (all its eleme…
#   uses H._nn_feature_noise_shape (tensorplay/ops/nn/formulas.py:228)
def _feature_dropout_composite(input, p, train):
    if not (0.0 <= p <= 1.0):
        raise RuntimeError(f'feature_dropout: dropout probability has to be between 0 and 1, but got {p:g}')
    if not (input.dim() >= 2 or not train or p == 0.0 or input.numel() == 0):
        raise RuntimeError('feature_dropout: Feature dropout requires at least 2 dimensions in the input')
    if not train or p == 0.0 or input.numel() == 0:
        return input
    if p == 1.0:
        return input * O.zeros([], dtype=input.dtype)
    return input * (O.bernoulli(O.zeros(H._nn_feature_noise_shape(input), dtype=input.dtype), 1.0 - p) / (1.0 - p))


def feature_dropout(input, p, train):
    return _feature_dropout_composite(input, p, train)
# --8<-- [end:feature_dropout]
# --8<-- [start:alpha_dropout]
# ── alpha_dropout ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:398
#   alpha_dropout: Dropout for SELU networks: when `train`, each element is kept with pro…
#   uses H._nn_alpha_dropout (tensorplay/ops/nn/formulas.py:239)
def _alpha_dropout_composite(input, p, train):
    if not (0.0 <= p <= 1.0):
        raise RuntimeError(f'alpha_dropout: dropout probability has to be between 0 and 1, but got {p:g}')
    return H._nn_alpha_dropout(input, p, train, list(input.shape))


def alpha_dropout(input, p, train):
    return _alpha_dropout_composite(input, p, train)
# --8<-- [end:alpha_dropout]
# --8<-- [start:feature_alpha_dropout]
# ── feature_alpha_dropout ─────────────────────────────────────── tensorplay/ops/nn/ops.yaml:416
#   feature_alpha_dropout: Alpha dropout by channel: as alpha_dropout, with one draw per channel …
#   uses H._nn_alpha_dropout (tensorplay/ops/nn/formulas.py:239)
#   uses H._nn_feature_noise_shape (tensorplay/ops/nn/formulas.py:228)
def _feature_alpha_dropout_composite(input, p, train):
    if not (0.0 <= p <= 1.0):
        raise RuntimeError(f'feature_alpha_dropout: dropout probability has to be between 0 and 1, but got {p:g}')
    if not (input.dim() >= 2 or not train or p == 0.0 or input.numel() == 0):
        raise RuntimeError('feature_alpha_dropout: Feature dropout requires at least 2 dimensions in the input')
    return H._nn_alpha_dropout(input, p, train, H._nn_feature_noise_shape(input))


def feature_alpha_dropout(input, p, train):
    return _feature_alpha_dropout_composite(input, p, train)
# --8<-- [end:feature_alpha_dropout]
# --8<-- [start:pixel_shuffle]
# ── pixel_shuffle ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:435
#   pixel_shuffle: Rearranges (*, C r^2, H, W) into (*, C, H r, W r): each group of r^2 c…
#   uses H._nn_pixel_shuffle (tensorplay/ops/nn/formulas.py:253)
def _pixel_shuffle_composite(self, upscale_factor):
    if not (self.dim() >= 3):
        raise RuntimeError(f'pixel_shuffle: pixel_shuffle expects input to have at least 3 dimensions, but got input with {self.dim()} dimension(s)')
    if not (upscale_factor > 0):
        raise RuntimeError(f'pixel_shuffle: pixel_shuffle expects a positive upscale_factor, but got {upscale_factor}')
    if not (self.shape[-3] % (upscale_factor * upscale_factor) == 0):
        raise RuntimeError(f"pixel_shuffle: pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of upscale_factor, but input.size(-3)={self.shape[-3]} is not divisible by {upscale_factor * upscale_factor}")
    return H._nn_pixel_shuffle(self, upscale_factor)


def pixel_shuffle(input, upscale_factor):
    return _pixel_shuffle_composite(input, upscale_factor)
# --8<-- [end:pixel_shuffle]
# --8<-- [start:pixel_unshuffle]
# ── pixel_unshuffle ───────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:458
#   pixel_unshuffle: The inverse of pixel_shuffle: (*, C, H r, W r) into (*, C r^2, H, W), …
#   uses H._nn_pixel_unshuffle (tensorplay/ops/nn/formulas.py:263)
def _pixel_unshuffle_composite(self, downscale_factor):
    if not (self.dim() >= 3):
        raise RuntimeError(f'pixel_unshuffle: pixel_unshuffle expects input to have at least 3 dimensions, but got input with {self.dim()} dimension(s)')
    if not (downscale_factor > 0):
        raise RuntimeError(f'pixel_unshuffle: pixel_unshuffle expects a positive downscale_factor, but got {downscale_factor}')
    if not (self.shape[-2] % downscale_factor == 0):
        raise RuntimeError(f'pixel_unshuffle: pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)={self.shape[-2]} is not divisible by {downscale_factor}')
    if not (self.shape[-1] % downscale_factor == 0):
        raise RuntimeError(f'pixel_unshuffle: pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)={self.shape[-1]} is not divisible by {downscale_factor}')
    return H._nn_pixel_unshuffle(self, downscale_factor)


def pixel_unshuffle(input, downscale_factor):
    return _pixel_unshuffle_composite(input, downscale_factor)
# --8<-- [end:pixel_unshuffle]
# --8<-- [start:batch_norm]
# ── batch_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:483
#   batch_norm: Batch normalization over an (N, C, ...) input, per channel C: (x - mea…
#   backward[self]: _nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)
#   backward[weight]: _nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)
#   backward[bias]: _depends_on(_nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps), self) if self.numel() else _nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)
#   backward[running_mean]: non_differentiable
#   backward[running_var]: non_differentiable
#   jvp: [self] _nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps) + [weight] _nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps) + [bias] expand_to(_nn_channel(bias_t, self.ndim), result.shape)
#   uses K._k_batch_norm (tensorplay/ops/nn/kernels.py:355)
#   uses H._nn_batch_norm_grad (tensorplay/ops/nn/formulas.py:27)
#   uses H._nn_batch_norm_xhat (tensorplay/ops/nn/formulas.py:45)
#   uses H._nn_channel (tensorplay/ops/nn/formulas.py:14)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses rule B.batch_norm_rule (tensorplay/ops/nn/batching.py:204)
def _batch_norm_kernel(self, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    return K._k_batch_norm(self, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled)

def _batch_norm_backward(grads, needs, shapes, self=None, weight=None, running_mean=None, running_var=None, *, training, eps, **params):
    grad = grads[0]
    return (
        (H._nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)) if needs[0] else None,
        (H._nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)) if needs[1] else None,
        (O._depends_on(H._nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps), self) if self.numel() else H._nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)) if needs[2] else None,
        None,
        None,
    )

def _batch_norm_jvp(tangents, self, weight, bias, running_mean, running_var, result, *, training, eps, **params):
    self_t, weight_t, bias_t, running_mean_t, running_var_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, H._nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps))
    if weight_t is not None:
        out = HS.add_tangent(out, H._nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps))
    if bias_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H._nn_channel(bias_t, self.ndim), result.shape))
    return out

_op_batch_norm = OpDef('batch_norm', _batch_norm_kernel, line=483,
                       tensor_args=('self', 'weight', 'bias', 'running_mean', 'running_var'),
                       differentiable=(True, True, True, False, False),
                       saves_per_input=(('self', 'weight', 'running_mean', 'running_var'), ('self', 'weight', 'running_mean', 'running_var'), ('self', 'weight', 'running_mean', 'running_var'), (), ()),
                       jvp_kind='terms', vmap={'custom': 'batch_norm'}, node='BatchNormBackward0',
                       backward=_batch_norm_backward, jvp=_batch_norm_jvp, vmap_rule=B.batch_norm_rule)

def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    return _call(_op_batch_norm, (input, weight, bias, running_mean, running_var), {'training': training, 'momentum': momentum, 'eps': eps, 'cudnn_enabled': cudnn_enabled})
# --8<-- [end:batch_norm]
# --8<-- [start:layer_norm]
# ── layer_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:521
#   layer_norm: Layer normalization over the trailing dims given by normalized_shape: …
#   uses H._ln_mixed_error (tensorplay/ops/nn/formulas.py:60)
#   uses H._ln_param_mismatch (tensorplay/ops/nn/formulas.py:74)
#   uses HS.opmath (tensorplay/ops/shared/formulas.py:41)
#   uses HS.same_as (tensorplay/ops/shared/formulas.py:48)
def _layer_norm_checks(self, normalized_shape, weight, bias, eps):  # before the body and before the fused path
    if H._ln_mixed_error(self, weight, bias) is not None:
        raise RuntimeError(f'layer_norm: {H._ln_mixed_error(self, weight, bias)}')
    if not (len(normalized_shape) > 0):
        raise RuntimeError(f'layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = {list(normalized_shape)}')
    if not (tuple(self.shape[self.dim() - len(normalized_shape):]) == tuple(normalized_shape)):
        raise RuntimeError(f'layer_norm: Given normalized_shape={list(normalized_shape)}, expected input with shape [*, {H._shape_text(normalized_shape)}], but got input of size{list(self.shape)}')
    if not (self.is_floating_point()):
        raise NotImplementedError(f"""layer_norm: "LayerNormKernelImpl" not implemented for '{H._ln_dtype_name(self)}'""")
    if H._ln_param_mismatch(self, weight, bias) is not None:
        raise RuntimeError(f'layer_norm: expected scalar type {H._ln_dtype_name(self)} but found {H._ln_dtype_name(H._ln_param_mismatch(self, weight, bias))}')

def _layer_norm_composite(self, normalized_shape, weight, bias, eps):
    _layer_norm_checks(self, normalized_shape, weight, bias, eps)
    dims = list(range(self.dim() - len(normalized_shape), self.dim()))
    x = HS.opmath(self)
    centered = x - O.mean(x, dims, keepdim=True)
    out = centered * O.rsqrt(O.mean(centered * centered, dims, keepdim=True) + eps)
    out = out if weight is None else out * weight
    return HS.same_as(out if bias is None else out + bias * O._depends_on(O.ones_like(bias), self), self)  # bias's gradient depends on self (0), as PyTorch's

# fused: one node outside every transform; backward: K._k_layer_norm_backward, or the body differentiated
def _layer_norm_kernel(self, weight, bias, normalized_shape, eps):
    return K._k_layer_norm(self, normalized_shape, weight, bias, eps)

_op_layer_norm = OpDef('layer_norm', _layer_norm_kernel, line=521, tensor_args=('self', 'weight', 'bias'),
                       differentiable=(True, True, True),
                       saves_per_input=(('self', 'weight', 'bias', 'result'), ('self', 'weight', 'bias', 'result'), ('self', 'weight', 'bias', 'result')),
                       vmap='composite', node='LayerNormBackward0', prechecked=True,
                       backward=_partial(_body_backward, _layer_norm_composite, ('self', 'weight', 'bias')),
                       fused_backward=_partial(_arrays_backward, K._k_layer_norm_backward))

def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    if _any_interpreter and not _takes_fused():
        return _layer_norm_composite(input, normalized_shape, weight, bias, eps)
    _layer_norm_checks(input, normalized_shape, weight, bias, eps)
    return _call(_op_layer_norm, (input, weight, bias), {'normalized_shape': normalized_shape, 'eps': eps})
# --8<-- [end:layer_norm]
# --8<-- [start:embedding]
# ── embedding ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:563
#   embedding: Rows of `weight` (num_embeddings, dim) picked by the integer tensor `i…
#   backward[weight]: _nn_embedding_grad(grad, indices, shapes[0], padding_idx, scale_grad_by_freq)
#   backward[indices]: non_differentiable
#   jvp: [weight] embedding(weight_t, indices, padding_idx, scale_grad_by_freq)
#   uses K.ShapeError (tensorplay/ops/nn/kernels.py:13)
#   uses KS._check_index (tensorplay/ops/shared/kernels.py:534)
#   uses H._nn_embedding_grad (tensorplay/ops/nn/formulas.py:185)
#   uses rule B.embedding_rule (tensorplay/ops/nn/batching.py:281)
def _embedding_kernel(weight, indices, padding_idx, scale_grad_by_freq, sparse):
    if indices.dtype.kind not in "iu":
        raise TypeError(f"Expected tensor for argument #1 'indices' to have an integer dtype, "
                        f"but got {indices.dtype}")
    if sparse:
        raise NotImplementedError("embedding: sparse=True (sparse gradients) is not supported; "
                                  "TensorPlay's gradients are dense")
    if weight.ndim != 2:
        raise K.ShapeError("'weight' must be 2-D")
    if not weight.shape[0] and indices.size:  # PyTorch's index_select over no rows
        raise K.ShapeError("index_select(): self indexing axis dim should be positive")
    KS._check_index(indices, weight.shape[0], "embedding")
    return weight[indices]

def _embedding_backward(grads, needs, shapes, indices=None, *, padding_idx, scale_grad_by_freq, **params):
    grad = grads[0]
    return (
        (H._nn_embedding_grad(grad, indices, shapes[0], padding_idx, scale_grad_by_freq)) if needs[0] else None,
        None,
    )

def _embedding_jvp(tangents, weight, indices, result, *, padding_idx, scale_grad_by_freq, **params):
    weight_t, indices_t, = tangents
    return None if weight_t is None else O.embedding(weight_t, indices, padding_idx, scale_grad_by_freq)

_op_embedding = OpDef('embedding', _embedding_kernel, line=563, tensor_args=('weight', 'indices'),
                      dtype='promote', dtype_args=('weight',), differentiable=(True, False),
                      saves_per_input=(('indices',), ()), jvp_kind='terms', vmap={'custom': 'embedding'},
                      node='EmbeddingBackward0', backward=_embedding_backward, jvp=_embedding_jvp,
                      vmap_rule=B.embedding_rule)

def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    return _call(_op_embedding, (weight, indices), {'padding_idx': padding_idx, 'scale_grad_by_freq': scale_grad_by_freq, 'sparse': sparse})
# --8<-- [end:embedding]
# --8<-- [start:pad]
# ── pad ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:599
#   pad: Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim,…
#   backward[self]: _nn_pad_grad(grad, pad)
#   jvp: [self] _nn_pad_zero(self_t, pad)
#   uses K._k_pad (tensorplay/ops/nn/kernels.py:397)
#   uses H._nn_pad_grad (tensorplay/ops/nn/formulas.py:219)
#   uses H._nn_pad_zero (tensorplay/ops/nn/formulas.py:215)
#   uses rule B.batch_first_rule (tensorplay/ops/nn/batching.py:303)
def _pad_kernel(self, pad, mode, value):
    return K._k_pad(self, pad, mode, value)

def _pad_backward(grads, needs, shapes, *, pad, **params):
    grad = grads[0]
    return ((H._nn_pad_grad(grad, pad)) if needs[0] else None,)

def _pad_jvp(tangents, self, result, *, pad, **params):
    self_t, = tangents
    return None if self_t is None else H._nn_pad_zero(self_t, pad)

_op_pad = OpDef('pad', _pad_kernel, line=599, tensor_args=('self',), dtype='same', differentiable=(True,),
                saves_per_input=((),), jvp_kind='terms', vmap={'custom': 'batch_first'}, fast='same',
                node='PadBackward0', int_list_args=('pad',), backward=_pad_backward, jvp=_pad_jvp,
                vmap_rule=B.batch_first_rule)

def pad(input, pad, mode='constant', value=None):
    return _call(_op_pad, (input,), {'pad': pad, 'mode': mode, 'value': value})
# --8<-- [end:pad]
# --8<-- [start:relu]
# ── relu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:622
#   relu: Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.
#   backward[self]: _depends_on(where(result <= 0, 0, grad), result)
#   jvp: auto_elementwise: _depends_on(where(result <= 0, 0, self_t), result)
def _relu_kernel(self):
    return np.maximum(self, 0)

def _relu_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((O._depends_on(O.where(result <= 0, 0, grad), result)) if needs[0] else None,)

def _relu_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O._depends_on(O.where(result <= 0, 0, self_t), result)

_op_relu = OpDef('relu', _relu_kernel, line=622, tensor_args=('self',), dtype='same', differentiable=(True,),
                 saves_per_input=(('result',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='ReluBackward0', backward=_relu_backward, jvp=_relu_jvp,
                 c_forward=_c.loop('relu_forward'),
                 fused_backward=_c.backward_loop('relu_backward', None, True))

def relu(input):
    return _call(_op_relu, (input,))

def _relu_inplace(self):
    return _inplace(_op_relu, (self,))
# --8<-- [end:relu]
# --8<-- [start:_depends_on]
# ── _depends_on ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:640
#   _depends_on: `self` unchanged, recorded as depending on `other` with a zero derivat…
#   backward[self]: grad
#   backward[other]: zeros_like(other) if defined else None
#   jvp: [self] self_t
#   uses rule B.depends_on_rule (tensorplay/ops/nn/batching.py:100)
def __depends_on_kernel(self, other, defined):
    return self.view()

def __depends_on_backward(grads, needs, shapes, other=None, *, defined, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (O.zeros_like(other) if defined else None) if needs[1] else None,
    )

def __depends_on_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    return None if self_t is None else self_t

_op__depends_on = OpDef('_depends_on', __depends_on_kernel, line=640, tensor_args=('self', 'other'),
                        dtype='same', differentiable=(True, True), saves_per_input=((), ('other',)),
                        jvp_kind='terms', vmap={'custom': 'depends_on'}, fast='same',
                        node='DependsOnBackward0', backward=__depends_on_backward, jvp=__depends_on_jvp,
                        vmap_rule=B.depends_on_rule)

def _depends_on(input, other, defined=True):
    return _call(_op__depends_on, (input, other), {'defined': defined})
# --8<-- [end:_depends_on]
# --8<-- [start:gelu]
# ── gelu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:663
#   gelu: Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (a…
#   backward[self]: gelu_backward(grad, self, approximate)
#   jvp: auto_elementwise: gelu_backward(self_t, self, approximate)
#   uses KS._erf (tensorplay/ops/shared/kernels.py:204)
#   uses H.gelu_backward (tensorplay/ops/nn/formulas.py:272)
def _gelu_kernel(self, approximate):
    # GELU as PyTorch defines it: x·Φ(x) exactly ('none'), or the tanh approximation.
    if approximate == "none":
        return 0.5 * self * (1 + KS._erf(self * np.sqrt(0.5).astype(self.dtype)))
    if approximate == "tanh":
        k = np.sqrt(2 / np.pi).astype(self.dtype)
        return 0.5 * self * (1 + np.tanh(k * (self + 0.044715 * self * self * self)))
    raise ValueError(f"approximate argument must be either none or tanh, got {approximate!r}")

def _gelu_c_forward(self, approximate):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None or approximate not in ('none', 'tanh'):
        return None
    return getattr(ops, "gelu__" + approximate + "_forward")(self)

def _gelu_backward(grads, needs, shapes, self=None, *, approximate, **params):
    grad = grads[0]
    return ((H.gelu_backward(grad, self, approximate)) if needs[0] else None,)

def _gelu_jvp(tangents, self, result, *, approximate, **params):
    self_t, = tangents
    return None if self_t is None else H.gelu_backward(self_t, self, approximate)

def _gelu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None or params['approximate'] not in ('none', 'tanh'):
        return None
    c_out = getattr(ops, "gelu__" + params['approximate'] + "_backward")(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)

_op_gelu = OpDef('gelu', _gelu_kernel, line=663, tensor_args=('self',), dtype='float', differentiable=(True,),
                 saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='GeluBackward0', backward=_gelu_backward, jvp=_gelu_jvp, c_forward=_gelu_c_forward,
                 fused_backward=_gelu_c_backward)

def gelu(input, *, approximate='none'):
    return _call(_op_gelu, (input,), {'approximate': approximate})

def _gelu_inplace(self, *, approximate='none'):
    return _inplace(_op_gelu, (self,), {'approximate': approximate})
# --8<-- [end:gelu]
# --8<-- [start:silu]
# ── silu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:698
#   silu: Sigmoid linear unit (swish), x * sigmoid(x).
#   backward[self]: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
#   jvp: auto_elementwise: self_t * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
#   uses KS._sigmoid (tensorplay/ops/shared/kernels.py:209)
def _silu_kernel(self):
    return self * KS._sigmoid(self)

def _silu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.sigmoid(self) * (1 + self * (1 - O.sigmoid(self)))) if needs[0] else None,
    )

def _silu_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.sigmoid(self) * (1 + self * (1 - O.sigmoid(self)))

_op_silu = OpDef('silu', _silu_kernel, line=698, tensor_args=('self',), dtype='float', differentiable=(True,),
                 saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='SiluBackward0', backward=_silu_backward, jvp=_silu_jvp,
                 c_forward=_c.loop('silu_forward'),
                 fused_backward=_c.backward_loop('silu_backward', 'self', False))

def silu(input):
    return _call(_op_silu, (input,))

def _silu_inplace(self):
    return _inplace(_op_silu, (self,))
# --8<-- [end:silu]
# --8<-- [start:softplus]
# ── softplus ──────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:716
#   softplus: log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it…
#   backward[self]: softplus_backward(grad, self, beta, threshold)
#   jvp: auto_elementwise: softplus_backward(self_t, self, beta, threshold)
#   uses H.softplus_backward (tensorplay/ops/nn/formulas.py:206)
def _softplus_kernel(self, beta, threshold):
    # log(1 + e^(beta·x)) / beta, and x itself where beta·x > threshold (as PyTorch).
    bx = self * beta
    return np.where(bx > threshold, self, np.logaddexp(0, bx) / beta).astype(self.dtype, copy=False)

def _softplus_backward(grads, needs, shapes, self=None, *, beta, threshold, **params):
    grad = grads[0]
    return ((H.softplus_backward(grad, self, beta, threshold)) if needs[0] else None,)

def _softplus_jvp(tangents, self, result, *, beta, threshold, **params):
    self_t, = tangents
    return None if self_t is None else H.softplus_backward(self_t, self, beta, threshold)

_op_softplus = OpDef('softplus', _softplus_kernel, line=716, tensor_args=('self',), dtype='float',
                     differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                     vmap='elementwise', fast='same', node='SoftplusBackward0', backward=_softplus_backward,
                     jvp=_softplus_jvp, c_forward=_c.loop('softplus_forward'),
                     fused_backward=_c.backward_loop('softplus_backward', 'self', False, ('beta', 'threshold')))

def softplus(input, beta=1, threshold=20):
    return _call(_op_softplus, (input,), {'beta': beta, 'threshold': threshold})

def _softplus_inplace(self, beta=1, threshold=20):
    return _inplace(_op_softplus, (self,), {'beta': beta, 'threshold': threshold})
# --8<-- [end:softplus]
# --8<-- [start:leaky_relu]
# ── leaky_relu ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:744
#   leaky_relu: Elementwise x where x > 0, else negative_slope * x.
#   backward[self]: _depends_on(where(self > 0, grad, grad * negative_slope), self)
#   jvp: auto_elementwise: _depends_on(where(self > 0, self_t, self_t * negative_slope), self)
def _leaky_relu_kernel(self, negative_slope):
    return np.where(self > 0, self, self * negative_slope)

def _leaky_relu_backward(grads, needs, shapes, self=None, *, negative_slope, **params):
    grad = grads[0]
    return (
        (O._depends_on(O.where(self > 0, grad, grad * negative_slope), self)) if needs[0] else None,
    )

def _leaky_relu_jvp(tangents, self, result, *, negative_slope, **params):
    self_t, = tangents
    return None if self_t is None else O._depends_on(O.where(self > 0, self_t, self_t * negative_slope), self)

_op_leaky_relu = OpDef('leaky_relu', _leaky_relu_kernel, line=744, tensor_args=('self',), dtype='float',
                       differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                       vmap='elementwise', fast='same', node='LeakyReluBackward0',
                       backward=_leaky_relu_backward, jvp=_leaky_relu_jvp,
                       c_forward=_c.loop('leaky_relu_forward'),
                       fused_backward=_c.backward_loop('leaky_relu_backward', 'self', False, ('negative_slope',)))

def leaky_relu(input, negative_slope=0.01):
    return _call(_op_leaky_relu, (input,), {'negative_slope': negative_slope})

def _leaky_relu_inplace(self, negative_slope=0.01):
    return _inplace(_op_leaky_relu, (self,), {'negative_slope': negative_slope})
# --8<-- [end:leaky_relu]
# --8<-- [start:hardtanh]
# ── hardtanh ──────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:762
#   hardtanh: Elementwise clamp to [min_val, max_val]; the gradient is 0 at the boun…
#   backward[self]: _depends_on(where(logical_or(self <= min_val, self >= max_val), 0.0, grad), self)
#   jvp: auto_elementwise: _depends_on(where(logical_or(self <= min_val, self >= max_val), 0.0, self_t), self)
def _hardtanh_kernel(self, min_val, max_val):
    if self.dtype.kind == "u" and (int(min_val) < 0 or int(max_val) < 0):  # limits cast first
        raise RuntimeError("cannot do hardtanh on an unsigned type with negative limits")
    return np.minimum(np.maximum(self, min_val), max_val).astype(self.dtype, copy=False)

def _hardtanh_backward(grads, needs, shapes, self=None, *, min_val, max_val, **params):
    grad = grads[0]
    return (
        (O._depends_on(O.where(O.logical_or(self <= min_val, self >= max_val), 0.0, grad), self)) if needs[0] else None,
    )

def _hardtanh_jvp(tangents, self, result, *, min_val, max_val, **params):
    self_t, = tangents
    return None if self_t is None else O._depends_on(O.where(O.logical_or(self <= min_val, self >= max_val), 0.0, self_t), self)

_op_hardtanh = OpDef('hardtanh', _hardtanh_kernel, line=762, tensor_args=('self',), dtype='same',
                     differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                     vmap='elementwise', fast='same', node='HardtanhBackward0', backward=_hardtanh_backward,
                     jvp=_hardtanh_jvp, c_forward=_c.loop('hardtanh_forward'),
                     fused_backward=_c.backward_loop('hardtanh_backward', 'self', False, ('min_val', 'max_val')))

def hardtanh(input, min_val=-1, max_val=1):
    return _call(_op_hardtanh, (input,), {'min_val': min_val, 'max_val': max_val})
# --8<-- [end:hardtanh]
# --8<-- [start:hardswish]
# ── hardswish ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:788
#   hardswish: Elementwise x * relu6(x + 3) / 6, a piecewise-quadratic swish.
#   backward[self]: where(self <= -3.0, 0.0, where(self < 3.0, grad * (self / 3.0 + 0.5), grad))
#   jvp: auto_elementwise: where(self <= -3.0, 0.0, where(self < 3.0, self_t * (self / 3.0 + 0.5), self_t))
def _hardswish_kernel(self):
    return (self * np.clip(self + 3, 0, 6) / 6).astype(self.dtype, copy=False)

def _hardswish_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (O.where(self <= -3.0, 0.0, O.where(self < 3.0, grad * (self / 3.0 + 0.5), grad))) if needs[0] else None,
    )

def _hardswish_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.where(self <= -3.0, 0.0, O.where(self < 3.0, self_t * (self / 3.0 + 0.5), self_t))

_op_hardswish = OpDef('hardswish', _hardswish_kernel, line=788, tensor_args=('self',), dtype='float',
                      differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                      vmap='elementwise', fast='same', node='HardswishBackward0',
                      backward=_hardswish_backward, jvp=_hardswish_jvp,
                      c_forward=_c.loop('hardswish_forward'),
                      fused_backward=_c.backward_loop('hardswish_backward', 'self', False))

def hardswish(input):
    return _call(_op_hardswish, (input,))
# --8<-- [end:hardswish]
# --8<-- [start:elu]
# ── elu ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:807
#   elu: Exponential linear unit, x where x > 0, else alpha * (e^x - 1).
#   backward[self]: elu_backward(grad, self, alpha)
#   jvp: auto_elementwise: elu_backward(self_t, self, alpha)
#   uses H.elu_backward (tensorplay/ops/nn/formulas.py:198)
def _elu_kernel(self, alpha):
    return np.where(self > 0, self, alpha * np.expm1(np.minimum(self, 0))).astype(self.dtype, copy=False)

def _elu_backward(grads, needs, shapes, self=None, *, alpha, **params):
    grad = grads[0]
    return ((H.elu_backward(grad, self, alpha)) if needs[0] else None,)

def _elu_jvp(tangents, self, result, *, alpha, **params):
    self_t, = tangents
    return None if self_t is None else H.elu_backward(self_t, self, alpha)

_op_elu = OpDef('elu', _elu_kernel, line=807, tensor_args=('self',), dtype='float', differentiable=(True,),
                saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                node='EluBackward0', backward=_elu_backward, jvp=_elu_jvp, c_forward=_c.loop('elu_forward'),
                fused_backward=_c.backward_loop('elu_backward', 'self', False, ('alpha',)))

def elu(input, alpha=1.0):
    return _call(_op_elu, (input,), {'alpha': alpha})

def _elu_inplace(self, alpha=1.0):
    return _inplace(_op_elu, (self,), {'alpha': alpha})
# --8<-- [end:elu]
# --8<-- [start:softmax]
# ── softmax ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:825
#   softmax: exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the …
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   uses K._floating (tensorplay/ops/nn/kernels.py:437)
#   uses KS._softmax (tensorplay/ops/shared/kernels.py:250)
#   uses HS.cast_like (tensorplay/ops/shared/formulas.py:172)
def _softmax_kernel(self, dim, dtype):
    return KS._softmax(K._floating(self, dtype), dim, dtype) if self.size or dtype is not None else KS._softmax(K._floating(self, dtype), dim, dtype).astype(self.dtype)

def _softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.softmax_forward(self, dim, dtype)

def _softmax_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (HS.cast_like(result * (grad - O.sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )

def _softmax_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else result * (self_t - O.sum(self_t * result, dim, keepdim=True))

def _softmax_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.softmax_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = _c.softmax_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op_softmax = OpDef('softmax', _softmax_kernel, line=825, tensor_args=('self',), fp_errors=True,
                    differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                    vmap={'dim': 'dim'}, fast='same', fast_none=('dtype',), node='SoftmaxBackward0',
                    backward=_softmax_backward, jvp=_softmax_jvp, c_forward=_softmax_c_forward,
                    fused_backward=_softmax_fused_backward)

def softmax(input, dim, *, dtype=None):
    return _call(_op_softmax, (input,), {'dim': dim, 'dtype': dtype})
# --8<-- [end:softmax]
# --8<-- [start:log_softmax]
# ── log_softmax ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:847
#   log_softmax: log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never …
#   backward[self]: cast_like(grad - exp(result) * sum(grad, dim, keepdim=True), self)
#   jvp: [self] self_t - sum(exp(result) * self_t, dim, keepdim=True)
#   uses K._floating (tensorplay/ops/nn/kernels.py:437)
#   uses KS._log_softmax (tensorplay/ops/shared/kernels.py:261)
#   uses HS.cast_like (tensorplay/ops/shared/formulas.py:172)
def _log_softmax_kernel(self, dim, dtype):
    return KS._log_softmax(K._floating(self, dtype), dim, dtype) if self.size or dtype is not None else KS._log_softmax(K._floating(self, dtype), dim, dtype).astype(self.dtype)

def _log_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.log_softmax_forward(self, dim, dtype)

def _log_softmax_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (HS.cast_like(grad - O.exp(result) * O.sum(grad, dim, keepdim=True), self)) if needs[0] else None,
    )

def _log_softmax_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else self_t - O.sum(O.exp(result) * self_t, dim, keepdim=True)

def _log_softmax_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.log_softmax_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = _c.log_softmax_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op_log_softmax = OpDef('log_softmax', _log_softmax_kernel, line=847, tensor_args=('self',), fp_errors=True,
                        differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                        vmap={'dim': 'dim'}, fast='same', fast_none=('dtype',), node='LogSoftmaxBackward0',
                        backward=_log_softmax_backward, jvp=_log_softmax_jvp,
                        c_forward=_log_softmax_c_forward, fused_backward=_log_softmax_fused_backward)

def log_softmax(input, dim, *, dtype=None):
    return _call(_op_log_softmax, (input,), {'dim': dim, 'dtype': dtype})
# --8<-- [end:log_softmax]
# --8<-- [start:softmin]
# ── softmin ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:868
#   softmin: softmax(-x) along `dim`; `dtype` casts the input first.
def _softmin_composite(self, dim, dtype):
    return O.softmax(-self, dim, dtype=dtype)


def softmin(input, dim, *, dtype=None):
    return _softmin_composite(input, dim, dtype)
# --8<-- [end:softmin]
# --8<-- [start:logsigmoid]
# ── logsigmoid ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:881
#   logsigmoid: log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with n…
_logsigmoid_dtype_rules = _DtypeRules('logsigmoid', ('self',), (0,))


def _logsigmoid_composite(self):
    _check_dtypes(_logsigmoid_dtype_rules, (self,), {},
                  lambda self: _logsigmoid_composite(self))
    return -O.softplus(-self, 1, float("inf"))


def logsigmoid(input):
    return _logsigmoid_composite(input)
# --8<-- [end:logsigmoid]
# --8<-- [start:_safe_softmax]
# ── _safe_softmax ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:898
#   _safe_softmax: softmax along `dim`, except that a row that is -inf everywhere gives z…
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   uses K._floating (tensorplay/ops/nn/kernels.py:437)
#   uses K._k_safe_softmax (tensorplay/ops/nn/kernels.py:422)
#   uses HS.cast_like (tensorplay/ops/shared/formulas.py:172)
def __safe_softmax_kernel(self, dim, dtype):
    return K._k_safe_softmax(K._floating(self, dtype), dim, dtype) if self.size or dtype is not None else K._k_safe_softmax(K._floating(self, dtype), dim, dtype).astype(self.dtype)

def __safe_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.safe_softmax_forward(self, dim, dtype)

def __safe_softmax_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (HS.cast_like(result * (grad - O.sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )

def __safe_softmax_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else result * (self_t - O.sum(self_t * result, dim, keepdim=True))

def __safe_softmax_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.safe_softmax_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = _c.safe_softmax_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op__safe_softmax = OpDef('_safe_softmax', __safe_softmax_kernel, line=898, tensor_args=('self',),
                          fp_errors=True, differentiable=(True,), saves_per_input=(('self', 'result'),),
                          jvp_kind='terms', vmap={'dim': 'dim'}, fast='same', fast_none=('dtype',),
                          node='SafeSoftmaxBackward0', backward=__safe_softmax_backward,
                          jvp=__safe_softmax_jvp, c_forward=__safe_softmax_c_forward,
                          fused_backward=__safe_softmax_fused_backward)

def _safe_softmax(input, dim, *, dtype=None):
    return _call(_op__safe_softmax, (input,), {'dim': dim, 'dtype': dtype})
# --8<-- [end:_safe_softmax]


# ── public functions ───────────────────────────────────────────────────────────────────
conv2d.__doc__ = '2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) input with a (C_out, C_in/groups, kH, kW) weight, plus a per-channel bias; stride, padding and dilation are ints or pairs. An im2col kernel (a strided view of the windows, contracted by BLAS).'
conv2d_backward_input.__doc__ = 'The gradient of conv2d with respect to its input (a transposed convolution of `grad_output` with `weight`, scattered back into an input of `input_size`). Linear in each argument, so its own derivatives are conv2d and conv2d_backward_weight.'
conv2d_backward_weight.__doc__ = 'The gradient of conv2d with respect to its weight: the windows of `input` contracted with `grad_output` over the batch and output positions, shaped `weight_size`.'
max_pool2d.__doc__ = "2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size windows (stride defaults to kernel_size; padding counts as -inf). The gradient flows to each window's first maximum. ceil_mode=True counts windows rounding up (the last may hang over the end)."
_max_pool2d_indices.__doc__ = "Where each max_pool2d window's (first) maximum sits, as an int64 index into the flattened H x W plane of its channel (PyTorch's return_indices, what max_unpool2d reads)."
max_pool2d_backward.__doc__ = "The gradient of max_pool2d: `grad_output` scattered (summed) to the position of each window's maximum in `input`."
_max_pool2d_gather.__doc__ = "The values of `source` (shaped like `input`) at the position of each max_pool2d window's maximum in `input`: the adjoint of max_pool2d_backward, and max_pool2d's JVP."
avg_pool2d.__doc__ = '2-D average pooling over kernel_size windows (stride defaults to kernel_size; zero padding, counted in the divisor unless count_include_pad=False). Its gradient is a transposed depthwise convolution with a constant kernel. ceil_mode=True counts windows rounding up; the part of a window past the right padding is not counted in its divisor.'
_lstm_gates.__doc__ = "One LSTM step after the matrix products: from the gate pre-activations (..., 4H), in PyTorch's order [i, f, g, o], and the cell state c (..., H), the concatenation (..., 2H) of h' = sigmoid(o) tanh(c') and c' = sigmoid(f) c + sigmoid(i) tanh(g). One node per step instead of a dozen, which is what makes nn.LSTM's training step cheap; leading dims broadcast."
lstm_cell.__doc__ = "One LSTM step, PyTorch's torch.lstm_cell: from the input (B, I) and the states hx = (h, c), each (B, H), gates [i, f, g, o] = input W_ih^T + b_ih + h W_hh^T + b_hh, then c' = sigmoid(f) c + sigmoid(i) tanh(g) and h' = sigmoid(o) tanh(c'). Returns (h', c'). The gates' pointwise math is one op (_lstm_gates), as in nn.LSTMCell."
lstm_layer.__doc__ = "One LSTM layer in one direction over a whole time-major sequence input (T, B, I) from the states h0 (B, P) and c0 (B, H): gates [i, f, g, o] = x W_ih^T + b_ih + h W_hh^T + b_hh per step, then _lstm_gates, and h = h W_hr^T when w_hr is given (proj_size); reverse runs the steps backwards. Returns the hidden state of every step (T, B, P), the last h and c, and the workspace (T, B, 5H) back-propagation reads: each step's gate pre-activations and cell state (PyTorch's fused RNN kernels return one too)."
gru_layer.__doc__ = "One GRU layer in one direction over a whole time-major sequence input (T, B, I) from h0 (B, H): r, z = sigmoid(x W_i{r,z}^T + b + h W_h{r,z}^T + b), n = tanh(x W_in^T + b_in + r (h W_hn^T + b_hn)), h' = (1 - z) n + z h per step (backwards with reverse). Returns the hidden state of every step (T, B, H), the last one, and the workspace (T, B, 4H) that back-propagation reads: each step's r, z, n and h W_hn^T + b_hn."
native_dropout.__doc__ = 'Dropout returning (output, mask): when `train`, each element is kept with probability 1 - p (mask True) and scaled by 1 / (1 - p), else zeroed; the mask is drawn from the global generator. `tp.nn.functional.dropout(input, p, training)` returns the output.'
feature_dropout.__doc__ = 'Channel dropout: when `train`, each channel input[n, c] (all its elements at once) is kept with probability 1 - p and scaled by 1 / (1 - p), else zeroed; the mask, of shape (N, C, 1, ...), is drawn from the global generator. What F.dropout1d/2d/3d run.'
alpha_dropout.__doc__ = "Dropout for SELU networks: when `train`, each element is kept with probability 1 - p, else set to SELU's negative saturation -alpha; then an affine map a x + b (a, b from p) brings a standard normal input back to mean 0 and variance 1."
feature_alpha_dropout.__doc__ = 'Alpha dropout by channel: as alpha_dropout, with one draw per channel input[n, c] (mask of shape (N, C, 1, ...)).'
pixel_shuffle.__doc__ = "Rearranges (*, C r^2, H, W) into (*, C, H r, W r): each group of r^2 channels becomes an r x r block of pixels (sub-pixel convolution's upsampling). A reshape and a permute."
pixel_unshuffle.__doc__ = 'The inverse of pixel_shuffle: (*, C, H r, W r) into (*, C r^2, H, W), each r x r block of pixels becoming r^2 channels. A reshape and a permute.'
batch_norm.__doc__ = "Batch normalization over an (N, C, ...) input, per channel C: (x - mean) / sqrt(var + eps) * weight + bias, with PyTorch's argument order for torch.batch_norm (cudnn_enabled has no meaning on the CPU). With training=True it uses the batch's statistics (biased variance) and, as a side effect, updates running_mean and running_var in place (when given) as (1 - momentum) * running + momentum * batch (unbiased variance); with training=False it uses the running statistics, which must then be given."
layer_norm.__doc__ = 'Layer normalization over the trailing dims given by normalized_shape: (x - mean) / sqrt(var + eps) (biased variance) times an elementwise weight plus bias of that shape.'
embedding.__doc__ = "Rows of `weight` (num_embeddings, dim) picked by the integer tensor `indices`; the result has shape indices.shape + (dim,). PyTorch's torch.embedding, weight first (F.embedding, input first, adds max_norm). Repeated indices accumulate gradient (divided by their count with scale_grad_by_freq=True: PyTorch's rescaled, not the true, gradient; pinned against torch in tests/nn/test_embedding_keywords.py); the row `padding_idx` gets none (a negative padding_idx: no such row)."
pad.__doc__ = "Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim, then (top, bottom) for the one before, ...; negative widths crop. The op fills with a constant (`value`, default 0); tp.nn.functional.pad adds the modes 'reflect', 'replicate' and 'circular' (a gather through index_select) and calls this op for mode='constant'."
relu.__doc__ = 'Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.'
_depends_on.__doc__ = "`self` unchanged, recorded as depending on `other` with a zero derivative (with defined=False with none: the edge makes a create_graph gradient require grad, a further grad gives `other` None, as ConvolutionBackwardBackward0 for an empty batch). PyTorch's backward kernels (threshold_backward, hardtanh_backward, max_pool2d's and avg_pool2d's backward, the bias gradient of a fused convolution or normalization backward) take the forward input as a differentiable argument whose derivative is zero: with create_graph=True their gradient requires grad and a further grad gives zeros, not an error. A formula that computes such a gradient from a mask or from `grad` alone wraps it in this op to keep that graph edge."
gelu.__doc__ = "Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (approximate='none'), or 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) (approximate='tanh')."
silu.__doc__ = 'Sigmoid linear unit (swish), x * sigmoid(x).'
softplus.__doc__ = 'log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it is x itself, as in PyTorch.'
leaky_relu.__doc__ = 'Elementwise x where x > 0, else negative_slope * x.'
hardtanh.__doc__ = 'Elementwise clamp to [min_val, max_val]; the gradient is 0 at the bounds and outside them.'
hardswish.__doc__ = 'Elementwise x * relu6(x + 3) / 6, a piecewise-quadratic swish.'
elu.__doc__ = 'Exponential linear unit, x where x > 0, else alpha * (e^x - 1).'
softmax.__doc__ = 'exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the input first.'
log_softmax.__doc__ = 'log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never takes log(0).'
softmin.__doc__ = 'softmax(-x) along `dim`; `dtype` casts the input first.'
logsigmoid.__doc__ = "log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with no threshold, so log(1 + e^-x) is taken for every x, as PyTorch's log_sigmoid)."
_safe_softmax.__doc__ = "softmax along `dim`, except that a row that is -inf everywhere gives zeros instead of NaN: attention's softmax, where such a row is a query whose keys are all masked. One op (and, on the last dim, one C pass) instead of the test, two masked_fills and the softmax."


FUNCTIONS = {'conv2d': conv2d, 'conv2d_backward_input': conv2d_backward_input,
             'conv2d_backward_weight': conv2d_backward_weight, 'max_pool2d': max_pool2d,
             '_max_pool2d_indices': _max_pool2d_indices, 'max_pool2d_backward': max_pool2d_backward,
             '_max_pool2d_gather': _max_pool2d_gather, 'avg_pool2d': avg_pool2d, '_lstm_gates': _lstm_gates,
             'lstm_cell': lstm_cell, 'lstm_layer': lstm_layer, 'gru_layer': gru_layer,
             'native_dropout': native_dropout, 'feature_dropout': feature_dropout,
             'alpha_dropout': alpha_dropout, 'feature_alpha_dropout': feature_alpha_dropout,
             'pixel_shuffle': pixel_shuffle, 'pixel_unshuffle': pixel_unshuffle, 'batch_norm': batch_norm,
             'layer_norm': layer_norm, 'embedding': embedding, 'pad': pad, 'relu': relu,
             '_depends_on': _depends_on, 'gelu': gelu, 'silu': silu, 'softplus': softplus,
             'leaky_relu': leaky_relu, 'elu': elu, 'softmax': softmax, 'log_softmax': log_softmax,
             '_safe_softmax': _safe_softmax}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'conv2d': _op_conv2d, 'conv2d_backward_input': _op_conv2d_backward_input,
       'conv2d_backward_weight': _op_conv2d_backward_weight, 'max_pool2d': _op_max_pool2d,
       '_max_pool2d_indices': _op__max_pool2d_indices, 'max_pool2d_backward': _op_max_pool2d_backward,
       '_max_pool2d_gather': _op__max_pool2d_gather, 'avg_pool2d': _op_avg_pool2d,
       '_lstm_gates': _op__lstm_gates, 'native_dropout': _op_native_dropout, 'batch_norm': _op_batch_norm,
       'embedding': _op_embedding, 'pad': _op_pad, 'relu': _op_relu, '_depends_on': _op__depends_on,
       'gelu': _op_gelu, 'silu': _op_silu, 'softplus': _op_softplus, 'leaky_relu': _op_leaky_relu,
       'hardtanh': _op_hardtanh, 'hardswish': _op_hardswish, 'elu': _op_elu, 'softmax': _op_softmax,
       'log_softmax': _op_log_softmax, '_safe_softmax': _op__safe_softmax}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'lstm_layer': _op_lstm_layer, 'gru_layer': _op_gru_layer, 'layer_norm': _op_layer_norm}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('conv2d', '_op_conv2d', 'conv2d_backward_input', '_op_conv2d_backward_input',
             'conv2d_backward_weight', '_op_conv2d_backward_weight', 'max_pool2d', '_op_max_pool2d',
             '_max_pool2d_indices', '_op__max_pool2d_indices', 'max_pool2d_backward',
             '_op_max_pool2d_backward', '_max_pool2d_gather', '_op__max_pool2d_gather', 'avg_pool2d',
             '_op_avg_pool2d', '_lstm_gates', '_op__lstm_gates', 'lstm_cell', '_lstm_cell_composite',
             'lstm_layer', '_op_lstm_layer', '_lstm_layer_composite', 'gru_layer', '_op_gru_layer',
             '_gru_layer_composite', 'native_dropout', '_op_native_dropout', 'feature_dropout',
             '_feature_dropout_composite', 'alpha_dropout', '_alpha_dropout_composite',
             'feature_alpha_dropout', '_feature_alpha_dropout_composite', 'pixel_shuffle',
             '_pixel_shuffle_composite', 'pixel_unshuffle', '_pixel_unshuffle_composite', 'batch_norm',
             '_op_batch_norm', 'layer_norm', '_op_layer_norm', '_layer_norm_composite', 'embedding',
             '_op_embedding', 'pad', '_op_pad', 'relu', '_op_relu', '_relu_inplace', '_depends_on',
             '_op__depends_on', 'gelu', '_op_gelu', '_gelu_inplace', 'silu', '_op_silu', '_silu_inplace',
             'softplus', '_op_softplus', '_softplus_inplace', 'leaky_relu', '_op_leaky_relu',
             '_leaky_relu_inplace', 'hardtanh', '_op_hardtanh', 'hardswish', '_op_hardswish', 'elu',
             '_op_elu', '_elu_inplace', 'softmax', '_op_softmax', 'log_softmax', '_op_log_softmax', 'softmin',
             '_softmin_composite', 'logsigmoid', '_logsigmoid_composite', '_safe_softmax',
             '_op__safe_softmax')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
