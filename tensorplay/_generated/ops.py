# GENERATED FILE from ops.yaml by codegen (template codegen/templates/ops.py.jinja) — do not edit.
# Regenerate with `make generate`; change ops.yaml or the template instead.
"""Every op of ops.yaml, one section each: the NumPy kernel, the backward
formulas (one per input, written in tensorplay ops so they can themselves be
differentiated and batched), the forward-mode (JVP) rule, the batching rule,
the graph-node class and the public function. Sections are in ops.yaml order;
each points at the line its rules came from.
"""

import numpy as np

from .._dispatch import OpDef
from .._dispatch import bind as _bind
from .._formula_helpers import _nn_avg_pool2d_grad, _nn_batch_norm_grad, _nn_batch_norm_xhat, _nn_bce_dinput, _nn_bce_dtarget, _nn_bcel_dinput, _nn_bcel_dtarget, _nn_bias_grad, _nn_bias_tangent, _nn_bn_stats, _nn_channel, _nn_dropout_scale, _nn_embedding_grad, _nn_full, _nn_layer_norm_grad, _nn_layer_norm_jvp, _nn_ln_stats, _nn_loss_grad, _nn_loss_reduce, _nn_normalize_backward, _nn_pad_grad, _nn_pad_zero, _nn_rsqrt, _nn_sigmoid, _normalize, add_tangent, cat_backward, expand_to, keep_reduced, matmul_backward_other, matmul_backward_self, permute_backward, reduced_numel, split_backward, stack_backward, sum_to, unreduce, zeros_of
from .._inplace import index_arg as _index_arg
from .._inplace import inplace as _inplace
from .._kernels import _axes, _bad_axis, _dim, _expand, _float_dtype, _getitem, _index_add_zeros, _index_put, _k_avg_pool2d, _k_batch_norm, _k_binary_cross_entropy, _k_binary_cross_entropy_with_logits, _k_conv2d, _k_conv2d_backward_input, _k_conv2d_backward_weight, _k_embedding, _k_layer_norm, _k_max_pool2d, _k_max_pool2d_backward, _k_max_pool2d_gather, _k_native_dropout, _k_pad, _matmul, _nn_avg_divisor, _nn_batched, _nn_conv_cols, _nn_conv_geometry, _nn_loss_backward, _nn_lowest, _nn_max_pool_argmax, _nn_out_size, _nn_pad_hw, _nn_pair, _nn_pool_geometry, _nn_reduce, _nn_windows, _np_dtype, _restore_dims, _size, _squeeze, log_softmax, logsumexp, max_dim, min_dim, softmax
from .._overloads import requires_grad as _requires_grad
from .._overloads import resolve as _resolve
from .._overloads import varargs as _varargs
from ..autograd.graph import OpNode



# ── conv2d ────────────────────────────────────────────────────── ops.yaml:57
#   conv2d: 2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) …
#   backward[self]: conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)
#   backward[bias]: _nn_bias_grad(grad)
#   jvp: [self] conv2d(self_t, weight, None, stride, padding, dilation, groups) + [weight] conv2d(self, weight_t, None, stride, padding, dilation, groups) + [bias] _nn_bias_tangent(bias_t, result)
#   vmap: {'custom': 'conv2d'}
def _conv2d_kernel(self, weight, bias, stride, padding, dilation, groups):
    return _k_conv2d(self, weight, bias, stride, padding, dilation, groups)


def _conv2d_backward(grads, needs, shapes, self, weight, result, **params):
    grad = grads[0]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)) if needs[0] else None,
        (conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
        (_nn_bias_grad(grad)) if needs[2] else None,
    )


def _conv2d_jvp(tangents, self, weight, bias, result, **params):
    self_t, weight_t, bias_t, = tangents
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    out = None
    if self_t is not None:
        out = add_tangent(out, conv2d(self_t, weight, None, stride, padding, dilation, groups))
    if weight_t is not None:
        out = add_tangent(out, conv2d(self, weight_t, None, stride, padding, dilation, groups))
    if bias_t is not None:
        out = add_tangent(out, _nn_bias_tangent(bias_t, result))
    return out


class Conv2dBackward0(OpNode):
    """Backward of `conv2d` (ops.yaml:57)."""

    return_names = ('result',)


_op_conv2d = OpDef(
    'conv2d',
    _conv2d_kernel,
    line=57,
    tensor_args=('self', 'weight', 'bias'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True, True),
    saves=('self', 'weight'),
    saves_result=True,
    backward=_conv2d_backward,
    jvp=_conv2d_jvp,
    jvp_kind='terms',
    vmap={'custom': 'conv2d'},
    node_cls=Conv2dBackward0,
    c_kernel=None,
    param_names=('stride', 'padding', 'dilation', 'groups'),
)
Conv2dBackward0.op = _op_conv2d


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _bind(_op_conv2d, (input, weight, bias), {'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d.__tensor_params__ = ('input', 'weight', 'bias')


# ── conv2d_backward_input ─────────────────────────────────────── ops.yaml:82
#   conv2d_backward_input: The gradient of conv2d with respect to its input (a transposed convolu…
#   backward[grad_output]: conv2d(grad, weight, None, stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups) + [weight] conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_input'}
def _conv2d_backward_input_kernel(grad_output, weight, input_size, stride, padding, dilation, groups):
    return _k_conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups)


def _conv2d_backward_input_backward(grads, needs, shapes, grad_output, weight, **params):
    grad = grads[0]
    input_size = params["input_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (conv2d(grad, weight, None, stride, padding, dilation, groups)) if needs[0] else None,
        (conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
    )


def _conv2d_backward_input_jvp(tangents, grad_output, weight, result, **params):
    grad_output_t, weight_t, = tangents
    input_size = params["input_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    out = None
    if grad_output_t is not None:
        out = add_tangent(out, conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups))
    if weight_t is not None:
        out = add_tangent(out, conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups))
    return out


class Conv2dBackwardInputBackward0(OpNode):
    """Backward of `conv2d_backward_input` (ops.yaml:82)."""

    return_names = ('result',)


_op_conv2d_backward_input = OpDef(
    'conv2d_backward_input',
    _conv2d_backward_input_kernel,
    line=82,
    tensor_args=('grad_output', 'weight'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=('grad_output', 'weight'),
    saves_result=False,
    backward=_conv2d_backward_input_backward,
    jvp=_conv2d_backward_input_jvp,
    jvp_kind='terms',
    vmap={'custom': 'conv2d_backward_input'},
    node_cls=Conv2dBackwardInputBackward0,
    c_kernel=None,
    param_names=('input_size', 'stride', 'padding', 'dilation', 'groups'),
)
Conv2dBackwardInputBackward0.op = _op_conv2d_backward_input


def conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups):
    return _bind(_op_conv2d_backward_input, (grad_output, weight), {'input_size': input_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d_backward_input.__tensor_params__ = ('grad_output', 'weight')


# ── conv2d_backward_weight ────────────────────────────────────── ops.yaml:103
#   conv2d_backward_weight: The gradient of conv2d with respect to its weight: the windows of `inp…
#   backward[grad_output]: conv2d(self, grad, None, stride, padding, dilation, groups)
#   backward[self]: conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups) + [self] conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_weight'}
def _conv2d_backward_weight_kernel(grad_output, self, weight_size, stride, padding, dilation, groups):
    return _k_conv2d_backward_weight(grad_output, self, weight_size, stride, padding, dilation, groups)


def _conv2d_backward_weight_backward(grads, needs, shapes, grad_output, self, **params):
    grad = grads[0]
    weight_size = params["weight_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (conv2d(self, grad, None, stride, padding, dilation, groups)) if needs[0] else None,
        (conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
    )


def _conv2d_backward_weight_jvp(tangents, grad_output, self, result, **params):
    grad_output_t, self_t, = tangents
    weight_size = params["weight_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    out = None
    if grad_output_t is not None:
        out = add_tangent(out, conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups))
    if self_t is not None:
        out = add_tangent(out, conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups))
    return out


class Conv2dBackwardWeightBackward0(OpNode):
    """Backward of `conv2d_backward_weight` (ops.yaml:103)."""

    return_names = ('result',)


_op_conv2d_backward_weight = OpDef(
    'conv2d_backward_weight',
    _conv2d_backward_weight_kernel,
    line=103,
    tensor_args=('grad_output', 'self'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=('grad_output', 'self'),
    saves_result=False,
    backward=_conv2d_backward_weight_backward,
    jvp=_conv2d_backward_weight_jvp,
    jvp_kind='terms',
    vmap={'custom': 'conv2d_backward_weight'},
    node_cls=Conv2dBackwardWeightBackward0,
    c_kernel=None,
    param_names=('weight_size', 'stride', 'padding', 'dilation', 'groups'),
)
Conv2dBackwardWeightBackward0.op = _op_conv2d_backward_weight


def conv2d_backward_weight(grad_output, self, weight_size, stride, padding, dilation, groups):
    return _bind(_op_conv2d_backward_weight, (grad_output, self), {'weight_size': weight_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d_backward_weight.__tensor_params__ = ('grad_output', 'self')


# ── max_pool2d ────────────────────────────────────────────────── ops.yaml:123
#   max_pool2d: 2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size…
#   backward[self]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   jvp: [self] _max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
def _max_pool2d_kernel(self, kernel_size, stride, padding, dilation, ceil_mode):
    return _k_max_pool2d(self, kernel_size, stride, padding, dilation, ceil_mode)


def _max_pool2d_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    return (
        (max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
    )


def _max_pool2d_jvp(tangents, self, result, **params):
    self_t, = tangents
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    out = None
    if self_t is not None:
        out = add_tangent(out, _max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


class MaxPool2dBackward0(OpNode):
    """Backward of `max_pool2d` (ops.yaml:123)."""

    return_names = ('result',)


_op_max_pool2d = OpDef(
    'max_pool2d',
    _max_pool2d_kernel,
    line=123,
    tensor_args=('self',),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=('self',),
    saves_result=False,
    backward=_max_pool2d_backward,
    jvp=_max_pool2d_jvp,
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dBackward0,
    c_kernel=None,
    param_names=('kernel_size', 'stride', 'padding', 'dilation', 'ceil_mode'),
)
MaxPool2dBackward0.op = _op_max_pool2d


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _bind(_op_max_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

max_pool2d.__tensor_params__ = ('input',)


# ── max_pool2d_backward ───────────────────────────────────────── ops.yaml:144
#   max_pool2d_backward: The gradient of max_pool2d: `grad_output` scattered (summed) to the po…
#   backward[grad_output]: _max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [grad_output] max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
def _max_pool2d_backward_kernel(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode):
    return _k_max_pool2d_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode)


def _max_pool2d_backward_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    return (
        (_max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
        None,
    )


def _max_pool2d_backward_jvp(tangents, grad_output, self, result, **params):
    grad_output_t, self_t, = tangents
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    out = None
    if grad_output_t is not None:
        out = add_tangent(out, max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


class MaxPool2dBackwardBackward0(OpNode):
    """Backward of `max_pool2d_backward` (ops.yaml:144)."""

    return_names = ('result',)


_op_max_pool2d_backward = OpDef(
    'max_pool2d_backward',
    _max_pool2d_backward_kernel,
    line=144,
    tensor_args=('grad_output', 'self'),
    list_args=(),
    dtype='promote',
    dtype_args=('grad_output',),
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False),
    saves=('self',),
    saves_result=False,
    backward=_max_pool2d_backward_backward,
    jvp=_max_pool2d_backward_jvp,
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dBackwardBackward0,
    c_kernel=None,
    param_names=('kernel_size', 'stride', 'padding', 'dilation', 'ceil_mode'),
)
MaxPool2dBackwardBackward0.op = _op_max_pool2d_backward


def max_pool2d_backward(grad_output, self, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _bind(_op_max_pool2d_backward, (grad_output, self), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

max_pool2d_backward.__tensor_params__ = ('grad_output', 'self')


# ── _max_pool2d_gather ────────────────────────────────────────── ops.yaml:163
#   _max_pool2d_gather: The values of `source` (shaped like `input`) at the position of each m…
#   backward[source]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [source] _max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
def __max_pool2d_gather_kernel(source, self, kernel_size, stride, padding, dilation, ceil_mode):
    return _k_max_pool2d_gather(source, self, kernel_size, stride, padding, dilation, ceil_mode)


def __max_pool2d_gather_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    return (
        (max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
        None,
    )


def __max_pool2d_gather_jvp(tangents, source, self, result, **params):
    source_t, self_t, = tangents
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    out = None
    if source_t is not None:
        out = add_tangent(out, _max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


class MaxPool2dGatherBackward0(OpNode):
    """Backward of `_max_pool2d_gather` (ops.yaml:163)."""

    return_names = ('result',)


_op__max_pool2d_gather = OpDef(
    '_max_pool2d_gather',
    __max_pool2d_gather_kernel,
    line=163,
    tensor_args=('source', 'self'),
    list_args=(),
    dtype='promote',
    dtype_args=('source',),
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False),
    saves=('self',),
    saves_result=False,
    backward=__max_pool2d_gather_backward,
    jvp=__max_pool2d_gather_jvp,
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dGatherBackward0,
    c_kernel=None,
    param_names=('kernel_size', 'stride', 'padding', 'dilation', 'ceil_mode'),
)
MaxPool2dGatherBackward0.op = _op__max_pool2d_gather


def _max_pool2d_gather(source, self, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _bind(_op__max_pool2d_gather, (source, self), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

_max_pool2d_gather.__tensor_params__ = ('source', 'self')


# ── avg_pool2d ────────────────────────────────────────────────── ops.yaml:182
#   avg_pool2d: 2-D average pooling over kernel_size windows (stride defaults to kerne…
#   backward[self]: _nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'fold_batch'}
def _avg_pool2d_kernel(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    return _k_avg_pool2d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)


def _avg_pool2d_backward(grads, needs, shapes, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    ceil_mode = params["ceil_mode"]
    count_include_pad = params["count_include_pad"]
    divisor_override = params["divisor_override"]
    return (
        (_nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)) if needs[0] else None,
    )


class AvgPool2dBackward0(OpNode):
    """Backward of `avg_pool2d` (ops.yaml:182)."""

    return_names = ('result',)


_op_avg_pool2d = OpDef(
    'avg_pool2d',
    _avg_pool2d_kernel,
    line=182,
    tensor_args=('self',),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_avg_pool2d_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'fold_batch'},
    node_cls=AvgPool2dBackward0,
    c_kernel=None,
    param_names=('kernel_size', 'stride', 'padding', 'ceil_mode', 'count_include_pad', 'divisor_override'),
)
AvgPool2dBackward0.op = _op_avg_pool2d


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _bind(_op_avg_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'ceil_mode': ceil_mode, 'count_include_pad': count_include_pad, 'divisor_override': divisor_override})

avg_pool2d.__tensor_params__ = ('input',)


# ── native_dropout ────────────────────────────────────────────── ops.yaml:203
#   native_dropout: Dropout returning (output, mask): when `train`, each element is kept w…
#   backward[self]: grads[0] * result[1] * _nn_dropout_scale(p)
#   jvp: [self] self_t * result[1] * _nn_dropout_scale(p)
#   vmap: {'custom': 'random'}
def _native_dropout_kernel(self, p, train):
    return _k_native_dropout(self, p, train)


def _native_dropout_backward(grads, needs, shapes, result, **params):
    grad = grads[0]
    p = params["p"]
    train = params["train"]
    return (
        (grads[0] * result[1] * _nn_dropout_scale(p)) if needs[0] else None,
    )


def _native_dropout_jvp(tangents, self, result, **params):
    self_t, = tangents
    p = params["p"]
    train = params["train"]
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * result[1] * _nn_dropout_scale(p))
    return out


class NativeDropoutBackward0(OpNode):
    """Backward of `native_dropout` (ops.yaml:203)."""

    return_names = ('output', 'mask')


_op_native_dropout = OpDef(
    'native_dropout',
    _native_dropout_kernel,
    line=203,
    tensor_args=('self',),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tuple',
    n_outputs=2,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=True,
    backward=_native_dropout_backward,
    jvp=_native_dropout_jvp,
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=NativeDropoutBackward0,
    c_kernel=None,
    param_names=('p', 'train'),
)
NativeDropoutBackward0.op = _op_native_dropout


def native_dropout(input, p, train):
    return _bind(_op_native_dropout, (input,), {'p': p, 'train': train})

native_dropout.__tensor_params__ = ('input',)


# ── batch_norm ────────────────────────────────────────────────── ops.yaml:223
#   batch_norm: Batch normalization over an (N, C, ...) input, per channel C: (x - mea…
#   backward[self]: _nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)
#   backward[running_mean]: non_differentiable
#   backward[running_var]: non_differentiable
#   backward[weight]: _nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)
#   backward[bias]: _nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)
#   jvp: [self] _nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps) + [weight] _nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps) + [bias] expand_to(_nn_channel(bias_t, self.ndim), result.shape)
#   vmap: {'custom': 'batch_norm'}
def _batch_norm_kernel(self, running_mean, running_var, weight, bias, training, momentum, eps):
    return _k_batch_norm(self, running_mean, running_var, weight, bias, training, momentum, eps)


def _batch_norm_backward(grads, needs, shapes, self, running_mean, running_var, weight, result, **params):
    grad = grads[0]
    training = params["training"]
    momentum = params["momentum"]
    eps = params["eps"]
    return (
        (_nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)) if needs[0] else None,
        None,
        None,
        (_nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)) if needs[3] else None,
        (_nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)) if needs[4] else None,
    )


def _batch_norm_jvp(tangents, self, running_mean, running_var, weight, bias, result, **params):
    self_t, running_mean_t, running_var_t, weight_t, bias_t, = tangents
    training = params["training"]
    momentum = params["momentum"]
    eps = params["eps"]
    out = None
    if self_t is not None:
        out = add_tangent(out, _nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps))
    if weight_t is not None:
        out = add_tangent(out, _nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps))
    if bias_t is not None:
        out = add_tangent(out, expand_to(_nn_channel(bias_t, self.ndim), result.shape))
    return out


class BatchNormBackward0(OpNode):
    """Backward of `batch_norm` (ops.yaml:223)."""

    return_names = ('result',)


_op_batch_norm = OpDef(
    'batch_norm',
    _batch_norm_kernel,
    line=223,
    tensor_args=('self', 'running_mean', 'running_var', 'weight', 'bias'),
    list_args=(),
    dtype='promote',
    dtype_args=('self', 'weight', 'bias'),
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False, False, True, True),
    saves=('self', 'running_mean', 'running_var', 'weight'),
    saves_result=True,
    backward=_batch_norm_backward,
    jvp=_batch_norm_jvp,
    jvp_kind='terms',
    vmap={'custom': 'batch_norm'},
    node_cls=BatchNormBackward0,
    c_kernel=None,
    param_names=('training', 'momentum', 'eps'),
)
BatchNormBackward0.op = _op_batch_norm


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    return _bind(_op_batch_norm, (input, running_mean, running_var, weight, bias), {'training': training, 'momentum': momentum, 'eps': eps})

batch_norm.__tensor_params__ = ('input', 'running_mean', 'running_var', 'weight', 'bias')


# ── layer_norm ────────────────────────────────────────────────── ops.yaml:252
#   layer_norm: Layer normalization over the trailing dims given by normalized_shape: …
#   backward[self]: _nn_layer_norm_grad(0, grad, self, normalized_shape, weight, eps, shapes[0])
#   backward[weight]: _nn_layer_norm_grad(1, grad, self, normalized_shape, weight, eps, shapes[1])
#   backward[bias]: _nn_layer_norm_grad(2, grad, self, normalized_shape, weight, eps, shapes[2])
#   jvp: [self] _nn_layer_norm_jvp(0, self_t, self, normalized_shape, weight, eps, result) + [weight] _nn_layer_norm_jvp(1, weight_t, self, normalized_shape, weight, eps, result) + [bias] _nn_layer_norm_jvp(2, bias_t, self, normalized_shape, weight, eps, result)
#   vmap: {'custom': 'layer_norm'}
def _layer_norm_kernel(self, weight, bias, normalized_shape, eps):
    return _k_layer_norm(self, normalized_shape, weight, bias, eps)


def _layer_norm_backward(grads, needs, shapes, self, weight, result, **params):
    grad = grads[0]
    normalized_shape = params["normalized_shape"]
    eps = params["eps"]
    return (
        (_nn_layer_norm_grad(0, grad, self, normalized_shape, weight, eps, shapes[0])) if needs[0] else None,
        (_nn_layer_norm_grad(1, grad, self, normalized_shape, weight, eps, shapes[1])) if needs[1] else None,
        (_nn_layer_norm_grad(2, grad, self, normalized_shape, weight, eps, shapes[2])) if needs[2] else None,
    )


def _layer_norm_jvp(tangents, self, weight, bias, result, **params):
    self_t, weight_t, bias_t, = tangents
    normalized_shape = params["normalized_shape"]
    eps = params["eps"]
    out = None
    if self_t is not None:
        out = add_tangent(out, _nn_layer_norm_jvp(0, self_t, self, normalized_shape, weight, eps, result))
    if weight_t is not None:
        out = add_tangent(out, _nn_layer_norm_jvp(1, weight_t, self, normalized_shape, weight, eps, result))
    if bias_t is not None:
        out = add_tangent(out, _nn_layer_norm_jvp(2, bias_t, self, normalized_shape, weight, eps, result))
    return out


class LayerNormBackward0(OpNode):
    """Backward of `layer_norm` (ops.yaml:252)."""

    return_names = ('result',)


_op_layer_norm = OpDef(
    'layer_norm',
    _layer_norm_kernel,
    line=252,
    tensor_args=('self', 'weight', 'bias'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True, True),
    saves=('self', 'weight'),
    saves_result=True,
    backward=_layer_norm_backward,
    jvp=_layer_norm_jvp,
    jvp_kind='terms',
    vmap={'custom': 'layer_norm'},
    node_cls=LayerNormBackward0,
    c_kernel=None,
    param_names=('normalized_shape', 'eps'),
)
LayerNormBackward0.op = _op_layer_norm


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    return _bind(_op_layer_norm, (input, weight, bias), {'normalized_shape': normalized_shape, 'eps': eps})

layer_norm.__tensor_params__ = ('input', 'weight', 'bias')


# ── embedding ─────────────────────────────────────────────────── ops.yaml:276
#   embedding: Rows of `weight` (num_embeddings, dim) picked by the integer tensor `i…
#   backward[self]: non_differentiable
#   backward[weight]: _nn_embedding_grad(grad, self, shapes[1], padding_idx)
#   jvp: [weight] embedding(self, weight_t, padding_idx)
#   vmap: {'custom': 'embedding'}
def _embedding_kernel(self, weight, padding_idx):
    return _k_embedding(self, weight, padding_idx)


def _embedding_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    padding_idx = params["padding_idx"]
    return (
        None,
        (_nn_embedding_grad(grad, self, shapes[1], padding_idx)) if needs[1] else None,
    )


def _embedding_jvp(tangents, self, weight, result, **params):
    self_t, weight_t, = tangents
    padding_idx = params["padding_idx"]
    out = None
    if weight_t is not None:
        out = add_tangent(out, embedding(self, weight_t, padding_idx))
    return out


class EmbeddingBackward0(OpNode):
    """Backward of `embedding` (ops.yaml:276)."""

    return_names = ('result',)


_op_embedding = OpDef(
    'embedding',
    _embedding_kernel,
    line=276,
    tensor_args=('self', 'weight'),
    list_args=(),
    dtype='promote',
    dtype_args=('weight',),
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, True),
    saves=('self',),
    saves_result=False,
    backward=_embedding_backward,
    jvp=_embedding_jvp,
    jvp_kind='terms',
    vmap={'custom': 'embedding'},
    node_cls=EmbeddingBackward0,
    c_kernel=None,
    param_names=('padding_idx',),
)
EmbeddingBackward0.op = _op_embedding


def embedding(input, weight, padding_idx=None):
    return _bind(_op_embedding, (input, weight), {'padding_idx': padding_idx})

embedding.__tensor_params__ = ('input', 'weight')


# ── binary_cross_entropy ──────────────────────────────────────── ops.yaml:297
#   binary_cross_entropy: Binary cross entropy of probabilities `input` in [0, 1] against `targe…
#   backward[self]: _nn_loss_grad(grad, reduction, _nn_bce_dinput(self, target, weight))  (reduced to the input's shape)
#   backward[target]: _nn_loss_grad(grad, reduction, _nn_bce_dtarget(self, target, weight))  (reduced to the input's shape)
#   backward[weight]: non_differentiable
#   jvp: [self] _nn_loss_reduce(self_t * _nn_bce_dinput(self, target, weight), reduction) + [target] _nn_loss_reduce(target_t * _nn_bce_dtarget(self, target, weight), reduction)
#   vmap: {'custom': 'loss'}
def _binary_cross_entropy_kernel(self, target, weight, reduction):
    return _k_binary_cross_entropy(self, target, weight, reduction)


def _binary_cross_entropy_backward(grads, needs, shapes, self, target, weight, **params):
    grad = grads[0]
    reduction = params["reduction"]
    return (
        (sum_to(_nn_loss_grad(grad, reduction, _nn_bce_dinput(self, target, weight)), shapes[0])) if needs[0] else None,
        (sum_to(_nn_loss_grad(grad, reduction, _nn_bce_dtarget(self, target, weight)), shapes[1])) if needs[1] else None,
        None,
    )


def _binary_cross_entropy_jvp(tangents, self, target, weight, result, **params):
    self_t, target_t, weight_t, = tangents
    reduction = params["reduction"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(_nn_loss_reduce(self_t * _nn_bce_dinput(self, target, weight), reduction), _out_shape))
    if target_t is not None:
        out = add_tangent(out, expand_to(_nn_loss_reduce(target_t * _nn_bce_dtarget(self, target, weight), reduction), _out_shape))
    return out


class BinaryCrossEntropyBackward0(OpNode):
    """Backward of `binary_cross_entropy` (ops.yaml:297)."""

    return_names = ('result',)


_op_binary_cross_entropy = OpDef(
    'binary_cross_entropy',
    _binary_cross_entropy_kernel,
    line=297,
    tensor_args=('self', 'target', 'weight'),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, True, False),
    saves=('self', 'target', 'weight'),
    saves_result=False,
    backward=_binary_cross_entropy_backward,
    jvp=_binary_cross_entropy_jvp,
    jvp_kind='terms',
    vmap={'custom': 'loss'},
    node_cls=BinaryCrossEntropyBackward0,
    c_kernel=None,
    param_names=('reduction',),
)
BinaryCrossEntropyBackward0.op = _op_binary_cross_entropy


def binary_cross_entropy(input, target, weight=None, *, reduction='mean'):
    return _bind(_op_binary_cross_entropy, (input, target, weight), {'reduction': reduction})

binary_cross_entropy.__tensor_params__ = ('input', 'target', 'weight')


# ── binary_cross_entropy_with_logits ──────────────────────────── ops.yaml:324
#   binary_cross_entropy_with_logits: Binary cross entropy on logits, computed stably as (1 - target) * x + …
#   backward[self]: _nn_loss_grad(grad, reduction, _nn_bcel_dinput(self, target, weight, pos_weight))  (reduced to the input's shape)
#   backward[target]: _nn_loss_grad(grad, reduction, _nn_bcel_dtarget(self, target, weight, pos_weight))  (reduced to the input's shape)
#   backward[weight]: non_differentiable
#   backward[pos_weight]: non_differentiable
#   jvp: [self] _nn_loss_reduce(self_t * _nn_bcel_dinput(self, target, weight, pos_weight), reduction) + [target] _nn_loss_reduce(target_t * _nn_bcel_dtarget(self, target, weight, pos_weight), reduction)
#   vmap: {'custom': 'loss'}
def _binary_cross_entropy_with_logits_kernel(self, target, weight, pos_weight, reduction):
    return _k_binary_cross_entropy_with_logits(self, target, weight, reduction, pos_weight)


def _binary_cross_entropy_with_logits_backward(grads, needs, shapes, self, target, weight, pos_weight, **params):
    grad = grads[0]
    reduction = params["reduction"]
    return (
        (sum_to(_nn_loss_grad(grad, reduction, _nn_bcel_dinput(self, target, weight, pos_weight)), shapes[0])) if needs[0] else None,
        (sum_to(_nn_loss_grad(grad, reduction, _nn_bcel_dtarget(self, target, weight, pos_weight)), shapes[1])) if needs[1] else None,
        None,
        None,
    )


def _binary_cross_entropy_with_logits_jvp(tangents, self, target, weight, pos_weight, result, **params):
    self_t, target_t, weight_t, pos_weight_t, = tangents
    reduction = params["reduction"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(_nn_loss_reduce(self_t * _nn_bcel_dinput(self, target, weight, pos_weight), reduction), _out_shape))
    if target_t is not None:
        out = add_tangent(out, expand_to(_nn_loss_reduce(target_t * _nn_bcel_dtarget(self, target, weight, pos_weight), reduction), _out_shape))
    return out


class BinaryCrossEntropyWithLogitsBackward0(OpNode):
    """Backward of `binary_cross_entropy_with_logits` (ops.yaml:324)."""

    return_names = ('result',)


_op_binary_cross_entropy_with_logits = OpDef(
    'binary_cross_entropy_with_logits',
    _binary_cross_entropy_with_logits_kernel,
    line=324,
    tensor_args=('self', 'target', 'weight', 'pos_weight'),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True, False, False),
    saves=('self', 'target', 'weight', 'pos_weight'),
    saves_result=False,
    backward=_binary_cross_entropy_with_logits_backward,
    jvp=_binary_cross_entropy_with_logits_jvp,
    jvp_kind='terms',
    vmap={'custom': 'loss'},
    node_cls=BinaryCrossEntropyWithLogitsBackward0,
    c_kernel=None,
    param_names=('reduction',),
)
BinaryCrossEntropyWithLogitsBackward0.op = _op_binary_cross_entropy_with_logits


def binary_cross_entropy_with_logits(input, target, weight=None, *, reduction='mean', pos_weight=None):
    return _bind(_op_binary_cross_entropy_with_logits, (input, target, weight, pos_weight), {'reduction': reduction})

binary_cross_entropy_with_logits.__tensor_params__ = ('input', 'target', 'weight', 'pos_weight')


# ── l1_loss ───────────────────────────────────────────────────── ops.yaml:351
#   l1_loss: Mean (or sum, or none) absolute error |input - target|; `reduction` is…
#   backward[self]: l1_loss_backward(grad, self, target, reduction=reduction)  (reduced to the input's shape)
#   backward[target]: -l1_loss_backward(grad, self, target, reduction=reduction)  (reduced to the input's shape)
#   jvp: [self] _nn_loss_reduce(self_t * l1_loss_backward(ones_like(self), self, target, reduction="none"), reduction) + [target] _nn_loss_reduce(-target_t * l1_loss_backward(ones_like(target), self, target, reduction="none"), reduction)
#   vmap: {'custom': 'loss'}
def _l1_loss_kernel(self, target, reduction):
    return _nn_reduce(np.abs(self - target), reduction)


def _l1_loss_backward(grads, needs, shapes, self, target, **params):
    grad = grads[0]
    reduction = params["reduction"]
    return (
        (sum_to(l1_loss_backward(grad, self, target, reduction=reduction), shapes[0])) if needs[0] else None,
        (sum_to(-l1_loss_backward(grad, self, target, reduction=reduction), shapes[1])) if needs[1] else None,
    )


def _l1_loss_jvp(tangents, self, target, result, **params):
    self_t, target_t, = tangents
    reduction = params["reduction"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(_nn_loss_reduce(self_t * l1_loss_backward(ones_like(self), self, target, reduction="none"), reduction), _out_shape))
    if target_t is not None:
        out = add_tangent(out, expand_to(_nn_loss_reduce(-target_t * l1_loss_backward(ones_like(target), self, target, reduction="none"), reduction), _out_shape))
    return out


class L1LossBackward0(OpNode):
    """Backward of `l1_loss` (ops.yaml:351)."""

    return_names = ('result',)


_op_l1_loss = OpDef(
    'l1_loss',
    _l1_loss_kernel,
    line=351,
    tensor_args=('self', 'target'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=('self', 'target'),
    saves_result=False,
    backward=_l1_loss_backward,
    jvp=_l1_loss_jvp,
    jvp_kind='terms',
    vmap={'custom': 'loss'},
    node_cls=L1LossBackward0,
    c_kernel=None,
    param_names=('reduction',),
)
L1LossBackward0.op = _op_l1_loss


def l1_loss(input, target, *, reduction='mean'):
    return _bind(_op_l1_loss, (input, target), {'reduction': reduction})

l1_loss.__tensor_params__ = ('input', 'target')


# ── l1_loss_backward ──────────────────────────────────────────── ops.yaml:372
#   l1_loss_backward: The gradient of l1_loss with respect to its input: sign(input - target…
#   backward[grad_output]: _nn_loss_reduce(grad * l1_loss_backward(ones_like(grad), self, target, reduction="none"), reduction)
#   backward[self]: non_differentiable
#   backward[target]: non_differentiable
#   jvp: [grad_output] l1_loss_backward(grad_output_t, self, target, reduction=reduction)
#   vmap: {'custom': 'loss_backward'}
def _l1_loss_backward_kernel(grad_output, self, target, reduction):
    return _nn_loss_backward(grad_output, reduction, np.sign(self - target))


def _l1_loss_backward_backward(grads, needs, shapes, self, target, **params):
    grad = grads[0]
    reduction = params["reduction"]
    return (
        (_nn_loss_reduce(grad * l1_loss_backward(ones_like(grad), self, target, reduction="none"), reduction)) if needs[0] else None,
        None,
        None,
    )


def _l1_loss_backward_jvp(tangents, grad_output, self, target, result, **params):
    grad_output_t, self_t, target_t, = tangents
    reduction = params["reduction"]
    out = None
    if grad_output_t is not None:
        out = add_tangent(out, l1_loss_backward(grad_output_t, self, target, reduction=reduction))
    return out


class L1LossBackwardBackward0(OpNode):
    """Backward of `l1_loss_backward` (ops.yaml:372)."""

    return_names = ('result',)


_op_l1_loss_backward = OpDef(
    'l1_loss_backward',
    _l1_loss_backward_kernel,
    line=372,
    tensor_args=('grad_output', 'self', 'target'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False, False),
    saves=('self', 'target'),
    saves_result=False,
    backward=_l1_loss_backward_backward,
    jvp=_l1_loss_backward_jvp,
    jvp_kind='terms',
    vmap={'custom': 'loss_backward'},
    node_cls=L1LossBackwardBackward0,
    c_kernel=None,
    param_names=('reduction',),
)
L1LossBackwardBackward0.op = _op_l1_loss_backward


def l1_loss_backward(grad_output, self, target, *, reduction='mean'):
    return _bind(_op_l1_loss_backward, (grad_output, self, target), {'reduction': reduction})

l1_loss_backward.__tensor_params__ = ('grad_output', 'self', 'target')


# ── pad ───────────────────────────────────────────────────────── ops.yaml:393
#   pad: Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim,…
#   backward[self]: _nn_pad_grad(grad, pad)
#   jvp: [self] _nn_pad_zero(self_t, pad)
#   vmap: {'custom': 'batch_first'}
def _pad_kernel(self, pad, mode, value):
    return _k_pad(self, pad, mode, value)


def _pad_backward(grads, needs, shapes, **params):
    grad = grads[0]
    pad = params["pad"]
    mode = params["mode"]
    value = params["value"]
    return (
        (_nn_pad_grad(grad, pad)) if needs[0] else None,
    )


def _pad_jvp(tangents, self, result, **params):
    self_t, = tangents
    pad = params["pad"]
    mode = params["mode"]
    value = params["value"]
    out = None
    if self_t is not None:
        out = add_tangent(out, _nn_pad_zero(self_t, pad))
    return out


class PadBackward0(OpNode):
    """Backward of `pad` (ops.yaml:393)."""

    return_names = ('result',)


_op_pad = OpDef(
    'pad',
    _pad_kernel,
    line=393,
    tensor_args=('self',),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_pad_backward,
    jvp=_pad_jvp,
    jvp_kind='terms',
    vmap={'custom': 'batch_first'},
    node_cls=PadBackward0,
    c_kernel=None,
    param_names=('pad', 'mode', 'value'),
)
PadBackward0.op = _op_pad


def pad(input, pad, mode='constant', value=None):
    return _bind(_op_pad, (input,), {'pad': pad, 'mode': mode, 'value': value})

pad.__tensor_params__ = ('input',)


# ── neg ───────────────────────────────────────────────────────── ops.yaml:416
#   neg: Elementwise negation, -x.
#   backward[self]: -grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _neg_kernel(self):
    return np.negative(self)


def _neg_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (-grad) if needs[0] else None,
    )


class NegBackward0(OpNode):
    """Backward of `neg` (ops.yaml:416)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    _neg_kernel,
    line=416,
    tensor_args=('self',),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_neg_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap='elementwise',
    node_cls=NegBackward0,
    c_kernel=None,
    param_names=(),
)
NegBackward0.op = _op_neg


def neg(input):
    return _bind(_op_neg, (input,), {})

neg.__tensor_params__ = ('input',)

def _neg_inplace(self):
    return _inplace(_op_neg, (self,), {})



# ── exp ───────────────────────────────────────────────────────── ops.yaml:429
#   exp: Elementwise exponential, e^x.
#   backward[self]: grad * result
#   jvp: [self] self_t * result
#   vmap: elementwise
def _exp_kernel(self):
    return np.exp(self)


def _exp_backward(grads, needs, shapes, result, **params):
    grad = grads[0]
    return (
        (grad * result) if needs[0] else None,
    )


def _exp_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * result)
    return out


class ExpBackward0(OpNode):
    """Backward of `exp` (ops.yaml:429)."""

    return_names = ('result',)


_op_exp = OpDef(
    'exp',
    _exp_kernel,
    line=429,
    tensor_args=('self',),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=(),
    saves_result=True,
    backward=_exp_backward,
    jvp=_exp_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ExpBackward0,
    c_kernel=None,
    param_names=(),
)
ExpBackward0.op = _op_exp


def exp(input):
    return _bind(_op_exp, (input,), {})

exp.__tensor_params__ = ('input',)

def _exp_inplace(self):
    return _inplace(_op_exp, (self,), {})



# ── log ───────────────────────────────────────────────────────── ops.yaml:442
#   log: Elementwise natural logarithm; -inf at 0 and nan below.
#   backward[self]: grad / self
#   jvp: auto_elementwise: self_t / self
#   vmap: elementwise
def _log_kernel(self):
    return np.log(self)


def _log_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    return (
        (grad / self) if needs[0] else None,
    )


def _log_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t / self)
    return out


class LogBackward0(OpNode):
    """Backward of `log` (ops.yaml:442)."""

    return_names = ('result',)


_op_log = OpDef(
    'log',
    _log_kernel,
    line=442,
    tensor_args=('self',),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=('self',),
    saves_result=False,
    backward=_log_backward,
    jvp=_log_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=LogBackward0,
    c_kernel=None,
    param_names=(),
)
LogBackward0.op = _op_log


def log(input):
    return _bind(_op_log, (input,), {})

log.__tensor_params__ = ('input',)

def _log_inplace(self):
    return _inplace(_op_log, (self,), {})



# ── sin ───────────────────────────────────────────────────────── ops.yaml:455
#   sin: Elementwise sine (radians).
#   backward[self]: grad * cos(self)
#   jvp: auto_elementwise: self_t * cos(self)
#   vmap: elementwise
def _sin_kernel(self):
    return np.sin(self)


def _sin_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    return (
        (grad * cos(self)) if needs[0] else None,
    )


def _sin_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * cos(self))
    return out


class SinBackward0(OpNode):
    """Backward of `sin` (ops.yaml:455)."""

    return_names = ('result',)


_op_sin = OpDef(
    'sin',
    _sin_kernel,
    line=455,
    tensor_args=('self',),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=('self',),
    saves_result=False,
    backward=_sin_backward,
    jvp=_sin_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SinBackward0,
    c_kernel=None,
    param_names=(),
)
SinBackward0.op = _op_sin


def sin(input):
    return _bind(_op_sin, (input,), {})

sin.__tensor_params__ = ('input',)

def _sin_inplace(self):
    return _inplace(_op_sin, (self,), {})



# ── cos ───────────────────────────────────────────────────────── ops.yaml:467
#   cos: Elementwise cosine (radians).
#   backward[self]: -grad * sin(self)
#   jvp: auto_elementwise: -self_t * sin(self)
#   vmap: elementwise
def _cos_kernel(self):
    return np.cos(self)


def _cos_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    return (
        (-grad * sin(self)) if needs[0] else None,
    )


def _cos_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, -self_t * sin(self))
    return out


class CosBackward0(OpNode):
    """Backward of `cos` (ops.yaml:467)."""

    return_names = ('result',)


_op_cos = OpDef(
    'cos',
    _cos_kernel,
    line=467,
    tensor_args=('self',),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=('self',),
    saves_result=False,
    backward=_cos_backward,
    jvp=_cos_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=CosBackward0,
    c_kernel=None,
    param_names=(),
)
CosBackward0.op = _op_cos


def cos(input):
    return _bind(_op_cos, (input,), {})

cos.__tensor_params__ = ('input',)

def _cos_inplace(self):
    return _inplace(_op_cos, (self,), {})



# ── add ───────────────────────────────────────────────────────── ops.yaml:481
#   add: self + alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: grad * alpha if alpha != 1 else grad  (reduced to the input's shape)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: broadcast
def _add_kernel(self, other, alpha):
    return np.add(self, other) if alpha == 1 else np.add(self, np.multiply(other, alpha))


def _add_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        (sum_to(grad * alpha if alpha != 1 else grad, shapes[1])) if needs[1] else None,
    )


class AddBackward0(OpNode):
    """Backward of `add` (ops.yaml:481)."""

    return_names = ('result',)


_op_add = OpDef(
    'add',
    _add_kernel,
    line=481,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=(),
    saves_result=False,
    backward=_add_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap='broadcast',
    node_cls=AddBackward0,
    c_kernel=None,
    param_names=('alpha',),
)
AddBackward0.op = _op_add


def add(input, other, *, alpha=1):
    return _bind(_op_add, (input, other), {'alpha': alpha})

add.__tensor_params__ = ('input', 'other')

def _add_inplace(self, other, *, alpha=1):
    return _inplace(_op_add, (self, other), {'alpha': alpha})



# ── sub ───────────────────────────────────────────────────────── ops.yaml:504
#   sub: self - alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: broadcast
def _sub_kernel(self, other, alpha):
    return np.subtract(self, other) if alpha == 1 else np.subtract(self, np.multiply(other, alpha))


def _sub_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        (sum_to(-grad * alpha if alpha != 1 else -grad, shapes[1])) if needs[1] else None,
    )


class SubBackward0(OpNode):
    """Backward of `sub` (ops.yaml:504)."""

    return_names = ('result',)


_op_sub = OpDef(
    'sub',
    _sub_kernel,
    line=504,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=(),
    saves_result=False,
    backward=_sub_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap='broadcast',
    node_cls=SubBackward0,
    c_kernel=None,
    param_names=('alpha',),
)
SubBackward0.op = _op_sub


def sub(input, other, *, alpha=1):
    return _bind(_op_sub, (input, other), {'alpha': alpha})

sub.__tensor_params__ = ('input', 'other')

def _sub_inplace(self, other, *, alpha=1):
    return _inplace(_op_sub, (self, other), {'alpha': alpha})



# ── mul ───────────────────────────────────────────────────────── ops.yaml:524
#   mul: Elementwise product, broadcasting the two.
#   backward[self]: grad * other  (reduced to the input's shape)
#   backward[other]: grad * self  (reduced to the input's shape)
#   jvp: [self] self_t * other + [other] other_t * self
#   vmap: broadcast
def _mul_kernel(self, other):
    return np.multiply(self, other)


def _mul_backward(grads, needs, shapes, self, other, **params):
    grad = grads[0]
    return (
        (sum_to(grad * other, shapes[0])) if needs[0] else None,
        (sum_to(grad * self, shapes[1])) if needs[1] else None,
    )


def _mul_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t * other, _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(other_t * self, _out_shape))
    return out


class MulBackward0(OpNode):
    """Backward of `mul` (ops.yaml:524)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    _mul_kernel,
    line=524,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=('self', 'other'),
    saves_result=False,
    backward=_mul_backward,
    jvp=_mul_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=MulBackward0,
    c_kernel=None,
    param_names=(),
)
MulBackward0.op = _op_mul


def mul(input, other):
    return _bind(_op_mul, (input, other), {})

mul.__tensor_params__ = ('input', 'other')

def _mul_inplace(self, other):
    return _inplace(_op_mul, (self, other), {})



# ── div ───────────────────────────────────────────────────────── ops.yaml:548
#   div: Elementwise true division (integers divide to float), broadcasting the…
#   backward[self]: grad / other  (reduced to the input's shape)
#   backward[other]: -grad * self / (other * other)  (reduced to the input's shape)
#   jvp: [self] self_t / other + [other] -other_t * result / other
#   vmap: broadcast
def _div_kernel(self, other):
    return np.true_divide(self, other)


def _div_backward(grads, needs, shapes, self, other, result, **params):
    grad = grads[0]
    return (
        (sum_to(grad / other, shapes[0])) if needs[0] else None,
        (sum_to(-grad * self / (other * other), shapes[1])) if needs[1] else None,
    )


def _div_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t / other, _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(-other_t * result / other, _out_shape))
    return out


class DivBackward0(OpNode):
    """Backward of `div` (ops.yaml:548)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    _div_kernel,
    line=548,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, True),
    saves=('self', 'other'),
    saves_result=True,
    backward=_div_backward,
    jvp=_div_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=DivBackward0,
    c_kernel=None,
    param_names=(),
)
DivBackward0.op = _op_div


def div(input, other):
    return _bind(_op_div, (input, other), {})

div.__tensor_params__ = ('input', 'other')

def _div_inplace(self, other):
    return _inplace(_op_div, (self, other), {})



# ── sum ───────────────────────────────────────────────────────── ops.yaml:574
#   sum: Sum of all elements, or over the dims in `dim` (removed unless keepdim…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _sum_kernel(self, dim, keepdim, dtype):
    return np.sum(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0, dtype=_np_dtype(dtype))


def _sum_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    dtype = params["dtype"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0])) if needs[0] else None,
    )


class SumBackward0(OpNode):
    """Backward of `sum` (ops.yaml:574)."""

    return_names = ('result',)


_op_sum = OpDef(
    'sum',
    _sum_kernel,
    line=574,
    tensor_args=('self',),
    list_args=(),
    dtype='accumulate',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_sum_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=SumBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim', 'dtype'),
)
SumBackward0.op = _op_sum


def sum(input, dim=None, keepdim=False, *, dtype=None):
    return _bind(_op_sum, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

sum.__tensor_params__ = ('input',)


# ── mean ──────────────────────────────────────────────────────── ops.yaml:592
#   mean: Mean of all elements, or over the dims in `dim`.
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _mean_kernel(self, dim, keepdim, dtype):
    return np.mean(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0, dtype=_np_dtype(dtype))


def _mean_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    dtype = params["dtype"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)) if needs[0] else None,
    )


class MeanBackward0(OpNode):
    """Backward of `mean` (ops.yaml:592)."""

    return_names = ('result',)


_op_mean = OpDef(
    'mean',
    _mean_kernel,
    line=592,
    tensor_args=('self',),
    list_args=(),
    dtype='float',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_mean_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=MeanBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim', 'dtype'),
)
MeanBackward0.op = _op_mean


def mean(input, dim=None, keepdim=False, *, dtype=None):
    return _bind(_op_mean, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

mean.__tensor_params__ = ('input',)


# ── reshape ───────────────────────────────────────────────────── ops.yaml:611
#   reshape: The same elements in a new shape (one dim may be -1); a view when the …
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'reshape'}
def _reshape_kernel(self, shape):
    return np.reshape(self, shape)


def _reshape_backward(grads, needs, shapes, **params):
    grad = grads[0]
    shape = params["shape"]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class ReshapeBackward0(OpNode):
    """Backward of `reshape` (ops.yaml:611)."""

    return_names = ('result',)


_op_reshape = OpDef(
    'reshape',
    _reshape_kernel,
    line=611,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_reshape_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'reshape'},
    node_cls=ReshapeBackward0,
    c_kernel=None,
    param_names=('shape',),
)
ReshapeBackward0.op = _op_reshape


def reshape(input, *shape):
    return _bind(_op_reshape, (input,), {'shape': _varargs(shape)})

reshape.__tensor_params__ = ('input',)


# ── expand ────────────────────────────────────────────────────── ops.yaml:623
#   expand: A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim)…
#   backward[self]: sum_to(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'expand'}
def _expand_kernel(self, size):
    return _expand(self, size)


def _expand_backward(grads, needs, shapes, **params):
    grad = grads[0]
    size = params["size"]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
    )


class ExpandBackward0(OpNode):
    """Backward of `expand` (ops.yaml:623)."""

    return_names = ('result',)


_op_expand = OpDef(
    'expand',
    _expand_kernel,
    line=623,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_expand_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'expand'},
    node_cls=ExpandBackward0,
    c_kernel=None,
    param_names=('size',),
)
ExpandBackward0.op = _op_expand


def expand(input, *size):
    return _bind(_op_expand, (input,), {'size': _varargs(size)})

expand.__tensor_params__ = ('input',)


# ── unsqueeze ─────────────────────────────────────────────────── ops.yaml:635
#   unsqueeze: A view with a size-1 dim inserted at `dim`.
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'unsqueeze'}
def _unsqueeze_kernel(self, dim):
    return np.expand_dims(self, dim)


def _unsqueeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class UnsqueezeBackward0(OpNode):
    """Backward of `unsqueeze` (ops.yaml:635)."""

    return_names = ('result',)


_op_unsqueeze = OpDef(
    'unsqueeze',
    _unsqueeze_kernel,
    line=635,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_unsqueeze_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'unsqueeze'},
    node_cls=UnsqueezeBackward0,
    c_kernel=None,
    param_names=('dim',),
)
UnsqueezeBackward0.op = _op_unsqueeze


def unsqueeze(input, dim):
    return _bind(_op_unsqueeze, (input,), {'dim': dim})

unsqueeze.__tensor_params__ = ('input',)


# ── squeeze ───────────────────────────────────────────────────── ops.yaml:647
#   squeeze: A view without size-1 dims (all of them, or those in `dim`).
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'squeeze'}
def _squeeze_kernel(self, dim):
    return _squeeze(self, dim)


def _squeeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class SqueezeBackward0(OpNode):
    """Backward of `squeeze` (ops.yaml:647)."""

    return_names = ('result',)


_op_squeeze = OpDef(
    'squeeze',
    _squeeze_kernel,
    line=647,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_squeeze_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'squeeze'},
    node_cls=SqueezeBackward0,
    c_kernel=None,
    param_names=('dim',),
)
SqueezeBackward0.op = _op_squeeze


def squeeze(input, dim=None):
    return _bind(_op_squeeze, (input,), {'dim': dim})

squeeze.__tensor_params__ = ('input',)


# ── transpose ─────────────────────────────────────────────────── ops.yaml:659
#   transpose: A view with dims dim0 and dim1 swapped.
#   backward[self]: transpose(grad, dim0, dim1)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'transpose'}
def _transpose_kernel(self, dim0, dim1):
    return np.swapaxes(self, _dim(dim0, self.ndim), _dim(dim1, self.ndim)) if self.ndim else self.view()


def _transpose_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim0 = params["dim0"]
    dim1 = params["dim1"]
    return (
        (transpose(grad, dim0, dim1)) if needs[0] else None,
    )


class TransposeBackward0(OpNode):
    """Backward of `transpose` (ops.yaml:659)."""

    return_names = ('result',)


_op_transpose = OpDef(
    'transpose',
    _transpose_kernel,
    line=659,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_transpose_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'transpose'},
    node_cls=TransposeBackward0,
    c_kernel=None,
    param_names=('dim0', 'dim1'),
)
TransposeBackward0.op = _op_transpose


def transpose(input, dim0, dim1):
    return _bind(_op_transpose, (input,), {'dim0': dim0, 'dim1': dim1})

transpose.__tensor_params__ = ('input',)


# ── permute ───────────────────────────────────────────────────── ops.yaml:671
#   permute: A view with the dims reordered.
#   backward[self]: permute_backward(grad, dims)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'permute'}
def _permute_kernel(self, dims):
    return np.transpose(self, dims) if self.ndim else self.view()


def _permute_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dims = params["dims"]
    return (
        (permute_backward(grad, dims)) if needs[0] else None,
    )


class PermuteBackward0(OpNode):
    """Backward of `permute` (ops.yaml:671)."""

    return_names = ('result',)


_op_permute = OpDef(
    'permute',
    _permute_kernel,
    line=671,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_permute_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'permute'},
    node_cls=PermuteBackward0,
    c_kernel=None,
    param_names=('dims',),
)
PermuteBackward0.op = _op_permute


def permute(input, *dims):
    return _bind(_op_permute, (input,), {'dims': _varargs(dims)})

permute.__tensor_params__ = ('input',)


# ── matmul ────────────────────────────────────────────────────── ops.yaml:685
#   matmul: Matrix product with NumPy's rules; 1-D operands are vectors, batch dim…
#   backward[self]: matmul_backward_self(grad, self, other)
#   backward[other]: matmul_backward_other(grad, self, other)
#   jvp: [self] matmul(self_t, other) + [other] matmul(self, other_t)
#   vmap: {'custom': 'matmul'}
def _matmul_kernel(self, other):
    return _matmul(self, other)


def _matmul_backward(grads, needs, shapes, self, other, **params):
    grad = grads[0]
    return (
        (matmul_backward_self(grad, self, other)) if needs[0] else None,
        (matmul_backward_other(grad, self, other)) if needs[1] else None,
    )


def _matmul_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, matmul(self_t, other))
    if other_t is not None:
        out = add_tangent(out, matmul(self, other_t))
    return out


class MatmulBackward0(OpNode):
    """Backward of `matmul` (ops.yaml:685)."""

    return_names = ('result',)


_op_matmul = OpDef(
    'matmul',
    _matmul_kernel,
    line=685,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=('self', 'other'),
    saves_result=False,
    backward=_matmul_backward,
    jvp=_matmul_jvp,
    jvp_kind='terms',
    vmap={'custom': 'matmul'},
    node_cls=MatmulBackward0,
    c_kernel=None,
    param_names=(),
)
MatmulBackward0.op = _op_matmul


def matmul(input, other):
    return _bind(_op_matmul, (input, other), {})

matmul.__tensor_params__ = ('input', 'other')


# ── zeros ─────────────────────────────────────────────────────── ops.yaml:711
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   jvp: none
#   vmap: none
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class ZerosBackward0(OpNode):
    """Backward of `zeros` (ops.yaml:711)."""

    return_names = ('result',)


_op_zeros = OpDef(
    'zeros',
    _zeros_kernel,
    line=711,
    tensor_args=(),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(),
    saves=(),
    saves_result=False,
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap=None,
    node_cls=ZerosBackward0,
    c_kernel=None,
    param_names=('size', 'dtype', 'requires_grad'),
)
ZerosBackward0.op = _op_zeros


def zeros(*size, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_zeros, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

zeros.__tensor_params__ = ()


# ── ones ──────────────────────────────────────────────────────── ops.yaml:719
#   ones: A tensor of ones.
#   jvp: none
#   vmap: none
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(_size(size), dtype=_float_dtype(dtype))


class OnesBackward0(OpNode):
    """Backward of `ones` (ops.yaml:719)."""

    return_names = ('result',)


_op_ones = OpDef(
    'ones',
    _ones_kernel,
    line=719,
    tensor_args=(),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(),
    saves=(),
    saves_result=False,
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap=None,
    node_cls=OnesBackward0,
    c_kernel=None,
    param_names=('size', 'dtype', 'requires_grad'),
)
OnesBackward0.op = _op_ones


def ones(*size, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_ones, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

ones.__tensor_params__ = ()


# ── zeros_like ────────────────────────────────────────────────── ops.yaml:727
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class ZerosLikeBackward0(OpNode):
    """Backward of `zeros_like` (ops.yaml:727)."""

    return_names = ('result',)


_op_zeros_like = OpDef(
    'zeros_like',
    _zeros_like_kernel,
    line=727,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False,),
    saves=(),
    saves_result=False,
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=ZerosLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
ZerosLikeBackward0.op = _op_zeros_like


def zeros_like(input, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_zeros_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

zeros_like.__tensor_params__ = ('input',)


# ── ones_like ─────────────────────────────────────────────────── ops.yaml:736
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class OnesLikeBackward0(OpNode):
    """Backward of `ones_like` (ops.yaml:736)."""

    return_names = ('result',)


_op_ones_like = OpDef(
    'ones_like',
    _ones_like_kernel,
    line=736,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False,),
    saves=(),
    saves_result=False,
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=OnesLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
OnesLikeBackward0.op = _op_ones_like


def ones_like(input, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_ones_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

ones_like.__tensor_params__ = ('input',)


# ── _to_copy ──────────────────────────────────────────────────── ops.yaml:747
#   _to_copy: A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.lo…
#   backward[self]: _to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def __to_copy_kernel(self, dtype):
    return self.astype(_np_dtype(dtype)) if dtype is not None else self.copy()


def __to_copy_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    dtype = params["dtype"]
    return (
        (_to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad) if needs[0] else None,
    )


class ToCopyBackward0(OpNode):
    """Backward of `_to_copy` (ops.yaml:747)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=747,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=('self',),
    saves_result=False,
    backward=__to_copy_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap='elementwise',
    node_cls=ToCopyBackward0,
    c_kernel=None,
    param_names=('dtype',),
)
ToCopyBackward0.op = _op__to_copy


def _to_copy(input, dtype=None):
    return _bind(_op__to_copy, (input,), {'dtype': dtype})

_to_copy.__tensor_params__ = ('input',)


# ── clone ─────────────────────────────────────────────────────── ops.yaml:757
#   clone: A copy that does not share memory, but keeps the graph (gradients flow…
#   backward[self]: grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _clone_kernel(self):
    return self.copy()


def _clone_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


class CloneBackward0(OpNode):
    """Backward of `clone` (ops.yaml:757)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=757,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_clone_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap='elementwise',
    node_cls=CloneBackward0,
    c_kernel=None,
    param_names=(),
)
CloneBackward0.op = _op_clone


def clone(input):
    return _bind(_op_clone, (input,), {})

clone.__tensor_params__ = ('input',)


# ── index ─────────────────────────────────────────────────────── ops.yaml:770
#   index: x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer a…
#   backward[self]: index_backward(grad, shapes[0], indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index'}
def _index_kernel(self, indices):
    return _getitem(self, indices)


def _index_backward(grads, needs, shapes, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (index_backward(grad, shapes[0], indices)) if needs[0] else None,
    )


class IndexBackward0(OpNode):
    """Backward of `index` (ops.yaml:770)."""

    return_names = ('result',)


_op_index = OpDef(
    'index',
    _index_kernel,
    line=770,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    backward=_index_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'index'},
    node_cls=IndexBackward0,
    c_kernel=None,
    param_names=('indices',),
)
IndexBackward0.op = _op_index


def index(input, indices):
    return _bind(_op_index, (input,), {'indices': _index_arg(indices)})

index.__tensor_params__ = ('input',)


# ── index_backward ────────────────────────────────────────────── ops.yaml:786
#   index_backward: Zeros of `shape` with `grad` added at `indices` (repeated indices accu…
#   backward[grad]: index(grad, indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index_backward'}
def _index_backward_kernel(grad, shape, indices):
    return _index_add_zeros(grad, shape, indices)


def _index_backward_backward(grads, needs, shapes, grad, **params):
    grad = grads[0]
    shape = params["shape"]
    indices = params["indices"]
    return (
        (index(grad, indices)) if needs[0] else None,
    )


class IndexBackwardBackward0(OpNode):
    """Backward of `index_backward` (ops.yaml:786)."""

    return_names = ('result',)


_op_index_backward = OpDef(
    'index_backward',
    _index_backward_kernel,
    line=786,
    tensor_args=('grad',),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=('grad',),
    saves_result=False,
    backward=_index_backward_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'index_backward'},
    node_cls=IndexBackwardBackward0,
    c_kernel=None,
    param_names=('shape', 'indices'),
)
IndexBackwardBackward0.op = _op_index_backward


def index_backward(grad, shape, indices):
    return _bind(_op_index_backward, (grad,), {'shape': shape, 'indices': _index_arg(indices)})

index_backward.__tensor_params__ = ('grad',)


# ── index_put ─────────────────────────────────────────────────── ops.yaml:797
#   index_put: A copy of `self` with `values` written at `indices` — what `x[indices]…
#   backward[self]: index_put(grad, indices, 0.0)
#   backward[values]: sum_to(index(grad, indices), values.shape)
#   jvp: [self] index_put(self_t, indices, 0.0) + [values] index_put(zeros_like(self), indices, values_t)
#   vmap: {'custom': 'index_put'}
def _index_put_kernel(self, values, indices):
    return _index_put(self, indices, values)


def _index_put_backward(grads, needs, shapes, self, values, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (index_put(grad, indices, 0.0)) if needs[0] else None,
        (sum_to(index(grad, indices), values.shape)) if needs[1] else None,
    )


def _index_put_jvp(tangents, self, values, result, **params):
    self_t, values_t, = tangents
    indices = params["indices"]
    out = None
    if self_t is not None:
        out = add_tangent(out, index_put(self_t, indices, 0.0))
    if values_t is not None:
        out = add_tangent(out, index_put(zeros_like(self), indices, values_t))
    return out


class IndexPutBackward0(OpNode):
    """Backward of `index_put` (ops.yaml:797)."""

    return_names = ('result',)


_op_index_put = OpDef(
    'index_put',
    _index_put_kernel,
    line=797,
    tensor_args=('self', 'values'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=('self', 'values'),
    saves_result=False,
    backward=_index_put_backward,
    jvp=_index_put_jvp,
    jvp_kind='terms',
    vmap={'custom': 'index_put'},
    node_cls=IndexPutBackward0,
    c_kernel=None,
    param_names=('indices',),
)
IndexPutBackward0.op = _op_index_put


def index_put(input, indices, values):
    return _bind(_op_index_put, (input, values), {'indices': _index_arg(indices)})

index_put.__tensor_params__ = ('input', 'values')


# ── public functions ───────────────────────────────────────────────────────────────────
conv2d.__doc__ = '2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) input with a (C_out, C_in/groups, kH, kW) weight, plus a per-channel bias; stride, padding and dilation are ints or pairs. An im2col kernel (a strided view of the windows, contracted by BLAS).'
conv2d_backward_input.__doc__ = 'The gradient of conv2d with respect to its input (a transposed convolution of `grad_output` with `weight`, scattered back into an input of `input_size`). Linear in each argument, so its own derivatives are conv2d and conv2d_backward_weight.'
conv2d_backward_weight.__doc__ = 'The gradient of conv2d with respect to its weight: the windows of `input` contracted with `grad_output` over the batch and output positions, shaped `weight_size`.'
max_pool2d.__doc__ = "2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size windows (stride defaults to kernel_size; padding counts as -inf). The gradient flows to each window's first maximum. ceil_mode=True is not implemented."
max_pool2d_backward.__doc__ = "The gradient of max_pool2d: `grad_output` scattered (summed) to the position of each window's maximum in `input`."
_max_pool2d_gather.__doc__ = "The values of `source` (shaped like `input`) at the position of each max_pool2d window's maximum in `input`: the adjoint of max_pool2d_backward, and max_pool2d's JVP."
avg_pool2d.__doc__ = '2-D average pooling over kernel_size windows (stride defaults to kernel_size; zero padding, counted in the divisor unless count_include_pad=False). Its gradient is a transposed depthwise convolution with a constant kernel. ceil_mode=True is not implemented.'
native_dropout.__doc__ = 'Dropout returning (output, mask): when `train`, each element is kept with probability 1 - p (mask True) and scaled by 1 / (1 - p), else zeroed; the mask is drawn from the global generator. `tp.nn.functional.dropout(input, p, training)` returns the output.'
batch_norm.__doc__ = "Batch normalization over an (N, C, ...) input, per channel C: (x - mean) / sqrt(var + eps) * weight + bias. With training=True it uses the batch's statistics (biased variance) and, as a side effect, updates running_mean and running_var in place (when given) as (1 - momentum) * running + momentum * batch (unbiased variance); with training=False it uses the running statistics."
layer_norm.__doc__ = 'Layer normalization over the trailing dims given by normalized_shape: (x - mean) / sqrt(var + eps) (biased variance) times an elementwise weight plus bias of that shape.'
embedding.__doc__ = 'Rows of `weight` (num_embeddings, dim) picked by the integer tensor `input`; the result has shape input.shape + (dim,). Repeated indices accumulate gradient; the row `padding_idx` gets none.'
binary_cross_entropy.__doc__ = "Binary cross entropy of probabilities `input` in [0, 1] against `target`: -weight * (target * log(input) + (1 - target) * log(1 - input)), the logs clamped at -100, then reduced ('mean', 'sum' or 'none'; keyword-only)."
binary_cross_entropy_with_logits.__doc__ = "Binary cross entropy on logits, computed stably as (1 - target) * x + L * softplus(-x) with L = 1 + (pos_weight - 1) * target, times `weight`, then reduced ('mean', 'sum', 'none'). `pos_weight` (one per class, broadcast over the last dim) weighs the positive examples."
l1_loss.__doc__ = 'Mean (or sum, or none) absolute error |input - target|; `reduction` is keyword-only.'
l1_loss_backward.__doc__ = "The gradient of l1_loss with respect to its input: sign(input - target) times `grad_output` (divided by the number of elements for reduction='mean'). Its derivative in input and target is zero almost everywhere."
pad.__doc__ = "Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim, then (top, bottom) for the one before, ...; negative widths crop. Only mode='constant' (filled with `value`, default 0) is implemented."
neg.__doc__ = 'Elementwise negation, -x.'
exp.__doc__ = 'Elementwise exponential, e^x.'
log.__doc__ = 'Elementwise natural logarithm; -inf at 0 and nan below.'
sin.__doc__ = 'Elementwise sine (radians).'
cos.__doc__ = 'Elementwise cosine (radians).'
add.__doc__ = 'self + alpha * other, broadcasting the two.'
sub.__doc__ = 'self - alpha * other, broadcasting the two.'
mul.__doc__ = 'Elementwise product, broadcasting the two.'
div.__doc__ = 'Elementwise true division (integers divide to float), broadcasting the two.'
sum.__doc__ = 'Sum of all elements, or over the dims in `dim` (removed unless keepdim).'
mean.__doc__ = 'Mean of all elements, or over the dims in `dim`.'
reshape.__doc__ = 'The same elements in a new shape (one dim may be -1); a view when the memory allows.'
expand.__doc__ = 'A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim); no memory is copied.'
unsqueeze.__doc__ = 'A view with a size-1 dim inserted at `dim`.'
squeeze.__doc__ = 'A view without size-1 dims (all of them, or those in `dim`).'
transpose.__doc__ = 'A view with dims dim0 and dim1 swapped.'
permute.__doc__ = 'A view with the dims reordered.'
matmul.__doc__ = "Matrix product with NumPy's rules; 1-D operands are vectors, batch dims broadcast."
zeros.__doc__ = 'A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.'
ones.__doc__ = 'A tensor of ones.'
zeros_like.__doc__ = 'Zeros with the shape (and, unless given, the dtype) of `self`.'
ones_like.__doc__ = 'Ones with the shape (and, unless given, the dtype) of `self`.'
_to_copy.__doc__ = 'A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.long()` call).'
clone.__doc__ = 'A copy that does not share memory, but keeps the graph (gradients flow back).'
index.__doc__ = "x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer and boolean tensors)."
index_backward.__doc__ = 'Zeros of `shape` with `grad` added at `indices` (repeated indices accumulate) — the gradient of indexing.'
index_put.__doc__ = 'A copy of `self` with `values` written at `indices` — what `x[indices] = values` records.'

FUNCTIONS = {
    'conv2d': conv2d,
    'conv2d_backward_input': conv2d_backward_input,
    'conv2d_backward_weight': conv2d_backward_weight,
    'max_pool2d': max_pool2d,
    'max_pool2d_backward': max_pool2d_backward,
    '_max_pool2d_gather': _max_pool2d_gather,
    'avg_pool2d': avg_pool2d,
    'native_dropout': native_dropout,
    'batch_norm': batch_norm,
    'layer_norm': layer_norm,
    'embedding': embedding,
    'binary_cross_entropy': binary_cross_entropy,
    'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits,
    'l1_loss': l1_loss,
    'l1_loss_backward': l1_loss_backward,
    'pad': pad,
    'neg': neg,
    'exp': exp,
    'log': log,
    'sin': sin,
    'cos': cos,
    'add': add,
    'sub': sub,
    'mul': mul,
    'div': div,
    'sum': sum,
    'mean': mean,
    'reshape': reshape,
    'expand': expand,
    'unsqueeze': unsqueeze,
    'squeeze': squeeze,
    'transpose': transpose,
    'permute': permute,
    'matmul': matmul,
    'zeros': zeros,
    'ones': ones,
    'zeros_like': zeros_like,
    'ones_like': ones_like,
    '_to_copy': _to_copy,
    'clone': clone,
    'index': index,
    'index_backward': index_backward,
    'index_put': index_put,
}
NN_FUNCTIONAL = {
    'conv2d': conv2d,
    'max_pool2d': max_pool2d,
    'avg_pool2d': avg_pool2d,
    'batch_norm': batch_norm,
    'layer_norm': layer_norm,
    'embedding': embedding,
    'binary_cross_entropy': binary_cross_entropy,
    'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits,
    'l1_loss': l1_loss,
    'pad': pad,
}
OPS = {
    'conv2d': _op_conv2d,
    'conv2d_backward_input': _op_conv2d_backward_input,
    'conv2d_backward_weight': _op_conv2d_backward_weight,
    'max_pool2d': _op_max_pool2d,
    'max_pool2d_backward': _op_max_pool2d_backward,
    '_max_pool2d_gather': _op__max_pool2d_gather,
    'avg_pool2d': _op_avg_pool2d,
    'native_dropout': _op_native_dropout,
    'batch_norm': _op_batch_norm,
    'layer_norm': _op_layer_norm,
    'embedding': _op_embedding,
    'binary_cross_entropy': _op_binary_cross_entropy,
    'binary_cross_entropy_with_logits': _op_binary_cross_entropy_with_logits,
    'l1_loss': _op_l1_loss,
    'l1_loss_backward': _op_l1_loss_backward,
    'pad': _op_pad,
    'neg': _op_neg,
    'exp': _op_exp,
    'log': _op_log,
    'sin': _op_sin,
    'cos': _op_cos,
    'add': _op_add,
    'sub': _op_sub,
    'mul': _op_mul,
    'div': _op_div,
    'sum': _op_sum,
    'mean': _op_mean,
    'reshape': _op_reshape,
    'expand': _op_expand,
    'unsqueeze': _op_unsqueeze,
    'squeeze': _op_squeeze,
    'transpose': _op_transpose,
    'permute': _op_permute,
    'matmul': _op_matmul,
    'zeros': _op_zeros,
    'ones': _op_ones,
    'zeros_like': _op_zeros_like,
    'ones_like': _op_ones_like,
    '_to_copy': _op__to_copy,
    'clone': _op_clone,
    'index': _op_index,
    'index_backward': _op_index_backward,
    'index_put': _op_index_put,
}
