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
from .._dtype import TORCH_NAME as _torch_dtype_name
from .._dtype import bool_ as _bool_dtype
from ..backends import c as _c
from .._dispatch import bind as _bind
from .._dispatch import call_base as _call_base
from .._dispatch import any_interpreter as _any_interpreter
from .._device import check as _check_device
from .._formula_helpers import _class_dim, _is_tensor, _is_transposed_view, _loss_coefficients_and_denominator, _loss_grad_scale, _loss_reduce, _nn_avg_pool2d_grad, _nn_batch_norm_grad, _nn_batch_norm_xhat, _nn_bce_dinput, _nn_bce_dtarget, _nn_bn_stats, _nn_channel, _nn_dropout_scale, _nn_embedding_grad, _nn_full, _nn_loss_grad, _nn_lstm_cell_grad, _nn_lstm_cell_jvp, _nn_lstm_gates, _nn_normalize_backward, _nn_pad_grad, _nn_pad_zero, _nn_rsqrt, _normalize, _one_hot, _plain_cross_entropy_backward, _positions, _prod_others, _shape_text, _var_weight, _weight_view, add_tangent, cast_like, cat_backward, cross_entropy_backward, cross_entropy_backward_target, cross_entropy_jvp, cross_entropy_jvp_target, derivative_not_implemented, diag_backward, diagonal_backward, expand_to, extreme_weight, gelu_backward, index_select_backward, keep_reduced, logsumexp_weight, matmul_backward_other, matmul_backward_self, maximum_weight, narrow_backward, norm_backward, norm_weight, permute_backward, pow_backward_exponent, pow_backward_self, prod_backward, prod_jvp, reduced_numel, reduction_jvp, repeat_backward, scatter_add_backward_src, scatter_rows, select_backward, sign_of, sum_to, unreduce, value_selecting_backward, value_selecting_jvp, var_backward, var_jvp, zeros_of
from .._inplace import index_arg as _index_arg
from .._inplace import inplace as _inplace
from .._kernels import ArgumentValueError, DtypeError, ShapeError, _arange, _argext, _axes, _bad_axis, _check_index, _check_int_divisor, _check_reduction, _clamp, _closeness_args, _cross_entropy, _cross_entropy_grad, _diagonal, _dim, _erf, _extreme_dim, _float_dtype, _floating, _gate_sigmoid, _gather_key, _isclose, _k_batch_norm, _k_conv2d, _k_conv2d_backward_input, _k_conv2d_backward_weight, _k_lstm_cell, _k_lstm_cell_grads, _k_pad, _k_safe_softmax, _like_float_dtype, _log_softmax, _loss_coefficients, _loss_denominator, _minmax, _nn_avg_divisor, _nn_batched, _nn_col_matrix, _nn_conv_cols, _nn_conv_geometry, _nn_lowest, _nn_max_pool_argmax, _nn_out_size, _nn_pad_hw, _nn_padded, _nn_pair, _nn_pool_geometry, _nn_windows, _no_random_kernel, _norm, _norm_p, _np_dtype, _out_of_bounds, _randint, _random_float_dtype, _reduce_loss, _repeat, _rng, _same_size_target, _scalar_dtype, _scatter_add, _shape, _sigmoid, _size, _softmax, _split, _split_sizes, _stack, _sum_dtype, _torch_name, _unflatten, _var_args, _weighted_nll
from .._overloads import requires_grad as _requires_grad
from .._overloads import resolve as _resolve
from .._overloads import varargs as _varargs
from ..autograd.graph import OpNode



# --8<-- [start:conv2d]
# ── conv2d ────────────────────────────────────────────────────── ops.yaml:107
#   conv2d: 2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) …
#   backward[self]: conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)
#   backward[bias]: sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2])
#   jvp: [self] conv2d(self_t, weight, None, stride, padding, dilation, groups) + [weight] conv2d(self, weight_t, None, stride, padding, dilation, groups) + [bias] expand_as(reshape(bias_t, [-1, 1, 1]), result)
#   vmap: {'custom': 'conv2d'}
def _conv2d_kernel(self, weight, bias, stride, padding, dilation, groups):
    return _k_conv2d(self, weight, bias, stride, padding, dilation, groups)


def _conv2d_backward(grads, needs, shapes, self=None, weight=None, **params):
    grad = grads[0]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)) if needs[0] else None,
        (conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
        (sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2])) if needs[2] else None,
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
        out = add_tangent(out, expand_as(reshape(bias_t, [-1, 1, 1]), result))
    return out


class Conv2dBackward0(OpNode):
    """Backward of `conv2d` (ops.yaml:107)."""

    return_names = ('result',)


_op_conv2d = OpDef(
    'conv2d',
    _conv2d_kernel,
    line=107,
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
    saves_result=False,
    saves_per_input=(('weight',), ('self',), ()),
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
    return (_bind if _any_interpreter else _call_base)(_op_conv2d, (input, weight, bias), {'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:conv2d]


# --8<-- [start:conv2d_backward_input]
# ── conv2d_backward_input ─────────────────────────────────────── ops.yaml:135
#   conv2d_backward_input: The gradient of conv2d with respect to its input (a transposed convolu…
#   backward[grad_output]: conv2d(grad, weight, None, stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups) + [weight] conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_input'}
def _conv2d_backward_input_kernel(grad_output, weight, input_size, stride, padding, dilation, groups):
    return _k_conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups)


def _conv2d_backward_input_backward(grads, needs, shapes, grad_output=None, weight=None, **params):
    grad = grads[0]
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
    """Backward of `conv2d_backward_input` (ops.yaml:135)."""

    return_names = ('result',)


_op_conv2d_backward_input = OpDef(
    'conv2d_backward_input',
    _conv2d_backward_input_kernel,
    line=135,
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
    saves_per_input=(('weight',), ('grad_output',)),
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
    return (_bind if _any_interpreter else _call_base)(_op_conv2d_backward_input, (grad_output, weight), {'input_size': input_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d_backward_input.__tensor_params__ = ('grad_output', 'weight')
# --8<-- [end:conv2d_backward_input]


# --8<-- [start:conv2d_backward_weight]
# ── conv2d_backward_weight ────────────────────────────────────── ops.yaml:157
#   conv2d_backward_weight: The gradient of conv2d with respect to its weight: the windows of `inp…
#   backward[grad_output]: conv2d(self, grad, None, stride, padding, dilation, groups)
#   backward[self]: conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups) + [self] conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_weight'}
def _conv2d_backward_weight_kernel(grad_output, self, weight_size, stride, padding, dilation, groups):
    return _k_conv2d_backward_weight(grad_output, self, weight_size, stride, padding, dilation, groups)


def _conv2d_backward_weight_backward(grads, needs, shapes, grad_output=None, self=None, **params):
    grad = grads[0]
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
    """Backward of `conv2d_backward_weight` (ops.yaml:157)."""

    return_names = ('result',)


_op_conv2d_backward_weight = OpDef(
    'conv2d_backward_weight',
    _conv2d_backward_weight_kernel,
    line=157,
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
    saves_per_input=(('self',), ('grad_output',)),
    backward=_conv2d_backward_weight_backward,
    jvp=_conv2d_backward_weight_jvp,
    jvp_kind='terms',
    vmap={'custom': 'conv2d_backward_weight'},
    node_cls=Conv2dBackwardWeightBackward0,
    c_kernel=None,
    param_names=('weight_size', 'stride', 'padding', 'dilation', 'groups'),
)
Conv2dBackwardWeightBackward0.op = _op_conv2d_backward_weight


def conv2d_backward_weight(grad_output, input, weight_size, stride, padding, dilation, groups):
    return (_bind if _any_interpreter else _call_base)(_op_conv2d_backward_weight, (grad_output, input), {'weight_size': weight_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d_backward_weight.__tensor_params__ = ('grad_output', 'input')
# --8<-- [end:conv2d_backward_weight]


# --8<-- [start:max_pool2d]
# ── max_pool2d ────────────────────────────────────────────────── ops.yaml:178
#   max_pool2d: 2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size…
#   backward[self]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   jvp: [self] _max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
def _max_pool2d_kernel(self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = _nn_batched(self)
    k, s, p, d, ho, wo = _nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    win = _nn_windows(_nn_pad_hw(x, p, _nn_lowest(x.dtype)), k[0], k[1], s, d, ho, wo)
    out = win.max(axis=(-2, -1))
    return out[0] if unbatched else out


def _max_pool2d_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `max_pool2d` (ops.yaml:178)."""

    return_names = ('result',)


_op_max_pool2d = OpDef(
    'max_pool2d',
    _max_pool2d_kernel,
    line=178,
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
    saves_per_input=(('self',),),
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
    return (_bind if _any_interpreter else _call_base)(_op_max_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

max_pool2d.__tensor_params__ = ('input',)
# --8<-- [end:max_pool2d]


# --8<-- [start:max_pool2d_backward]
# ── max_pool2d_backward ───────────────────────────────────────── ops.yaml:206
#   max_pool2d_backward: The gradient of max_pool2d: `grad_output` scattered (summed) to the po…
#   backward[grad_output]: _max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [grad_output] max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
def _max_pool2d_backward_kernel(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = _nn_batched(self)
    _, flat = _nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    g = grad_output.reshape(flat.shape)
    dx = np.bincount(flat.ravel(), weights=g.ravel(), minlength=x.size)
    dx = dx.astype(grad_output.dtype, copy=False).reshape(x.shape)
    return dx[0] if unbatched else dx


def _max_pool2d_backward_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `max_pool2d_backward` (ops.yaml:206)."""

    return_names = ('result',)


_op_max_pool2d_backward = OpDef(
    'max_pool2d_backward',
    _max_pool2d_backward_kernel,
    line=206,
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
    saves_per_input=(('self',), ()),
    backward=_max_pool2d_backward_backward,
    jvp=_max_pool2d_backward_jvp,
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dBackwardBackward0,
    c_kernel=None,
    param_names=('kernel_size', 'stride', 'padding', 'dilation', 'ceil_mode'),
)
MaxPool2dBackwardBackward0.op = _op_max_pool2d_backward


def max_pool2d_backward(grad_output, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return (_bind if _any_interpreter else _call_base)(_op_max_pool2d_backward, (grad_output, input), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

max_pool2d_backward.__tensor_params__ = ('grad_output', 'input')
# --8<-- [end:max_pool2d_backward]


# --8<-- [start:_max_pool2d_gather]
# ── _max_pool2d_gather ────────────────────────────────────────── ops.yaml:232
#   _max_pool2d_gather: The values of `source` (shaped like `input`) at the position of each m…
#   backward[source]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [source] _max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
def __max_pool2d_gather_kernel(source, self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = _nn_batched(self)
    _, flat = _nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    out = source.reshape(-1)[flat]
    return out[0] if unbatched else out


def __max_pool2d_gather_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `_max_pool2d_gather` (ops.yaml:232)."""

    return_names = ('result',)


_op__max_pool2d_gather = OpDef(
    '_max_pool2d_gather',
    __max_pool2d_gather_kernel,
    line=232,
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
    saves_per_input=(('self',), ()),
    backward=__max_pool2d_gather_backward,
    jvp=__max_pool2d_gather_jvp,
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dGatherBackward0,
    c_kernel=None,
    param_names=('kernel_size', 'stride', 'padding', 'dilation', 'ceil_mode'),
)
MaxPool2dGatherBackward0.op = _op__max_pool2d_gather


def _max_pool2d_gather(source, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return (_bind if _any_interpreter else _call_base)(_op__max_pool2d_gather, (source, input), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

_max_pool2d_gather.__tensor_params__ = ('source', 'input')
# --8<-- [end:_max_pool2d_gather]


# --8<-- [start:avg_pool2d]
# ── avg_pool2d ────────────────────────────────────────────────── ops.yaml:256
#   avg_pool2d: 2-D average pooling over kernel_size windows (stride defaults to kerne…
#   backward[self]: _nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'fold_batch'}
def _avg_pool2d_kernel(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    x, unbatched = _nn_batched(self)
    k, s, p, _, ho, wo = _nn_pool_geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    win = _nn_windows(_nn_pad_hw(x, p), k[0], k[1], s, (1, 1), ho, wo)
    if x.dtype.kind != "f":  # int64 (PyTorch's): the integer sum divided, truncated toward 0
        div = _nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
        total = win.sum(axis=(-2, -1))
        out = (np.sign(total) * (np.abs(total) // div)).astype(x.dtype)
        return out[0] if unbatched else out
    div = _nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
    out = win.sum(axis=(-2, -1)) / div
    return out[0] if unbatched else out


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
    """Backward of `avg_pool2d` (ops.yaml:256)."""

    return_names = ('result',)


_op_avg_pool2d = OpDef(
    'avg_pool2d',
    _avg_pool2d_kernel,
    line=256,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_avg_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'ceil_mode': ceil_mode, 'count_include_pad': count_include_pad, 'divisor_override': divisor_override})

avg_pool2d.__tensor_params__ = ('input',)
# --8<-- [end:avg_pool2d]


# --8<-- [start:lstm_cell]
# ── lstm_cell ─────────────────────────────────────────────────── ops.yaml:291
#   lstm_cell: One LSTM step after the matrix products: from the gate pre-activations…
#   backward[gates]: _nn_lstm_cell_grad(0, grad, gates, c)  (reduced to the input's shape)
#   backward[c]: _nn_lstm_cell_grad(1, grad, gates, c)  (reduced to the input's shape)
#   jvp: [gates] _nn_lstm_cell_jvp(0, gates_t, gates, c) + [c] _nn_lstm_cell_jvp(1, c_t, gates, c)
#   vmap: {'custom': 'leading_broadcast'}
def _lstm_cell_kernel(gates, c):
    return _k_lstm_cell(gates, c)


def _lstm_cell_c_forward(gates, c):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.lstm_cell_forward(gates, c)


def _lstm_cell_backward(grads, needs, shapes, gates=None, c=None, **params):
    grad = grads[0]
    return (
        (sum_to(_nn_lstm_cell_grad(0, grad, gates, c), shapes[0])) if needs[0] else None,
        (sum_to(_nn_lstm_cell_grad(1, grad, gates, c), shapes[1])) if needs[1] else None,
    )


def _lstm_cell_jvp(tangents, gates, c, result, **params):
    gates_t, c_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if gates_t is not None:
        out = add_tangent(out, expand_to(_nn_lstm_cell_jvp(0, gates_t, gates, c), _out_shape))
    if c_t is not None:
        out = add_tangent(out, expand_to(_nn_lstm_cell_jvp(1, c_t, gates, c), _out_shape))
    return out


class LstmCellBackward0(OpNode):
    """Backward of `lstm_cell` (ops.yaml:291)."""

    return_names = ('result',)


_op_lstm_cell = OpDef(
    'lstm_cell',
    _lstm_cell_kernel,
    line=291,
    tensor_args=('gates', 'c'),
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
    saves=('gates', 'c'),
    saves_result=False,
    saves_per_input=(('gates', 'c'), ('gates', 'c')),
    backward=_lstm_cell_backward,
    jvp=_lstm_cell_jvp,
    jvp_kind='terms',
    vmap={'custom': 'leading_broadcast'},
    node_cls=LstmCellBackward0,
    c_kernel={'kind': 'row', 'forward': None, 'backward': None, 'select': None, 'helper': 'lstm_cell', 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': []},
    c_forward=_lstm_cell_c_forward,
    c_backward=_c.lstm_cell_backward,
    param_names=(),
)
LstmCellBackward0.op = _op_lstm_cell


def lstm_cell(gates, c):
    return (_bind if _any_interpreter else _call_base)(_op_lstm_cell, (gates, c), {})

lstm_cell.__tensor_params__ = ('gates', 'c')
# --8<-- [end:lstm_cell]


# --8<-- [start:native_dropout]
# ── native_dropout ────────────────────────────────────────────── ops.yaml:317
#   native_dropout: Dropout returning (output, mask): when `train`, each element is kept w…
#   backward[self]: grads[0] * result[1] * _nn_dropout_scale(p)
#   jvp: [self] self_t * result[1] * _nn_dropout_scale(p)
#   vmap: {'custom': 'random'}
def _native_dropout_kernel(self, p, train):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if self.dtype.kind != "f" and train is not False:  # PyTorch scales in float, even for p=0
        name = {"b": "Bool", "i": "Long" if self.dtype.itemsize == 8 else "Int"}[self.dtype.kind]
        raise RuntimeError(f"native_dropout: result type Float can't be cast to the desired output type {name}")
    if train is False or p == 0.0:
        return self.copy(), np.ones(self.shape, dtype=np.bool_)
    mask = _rng(None).random(self.shape) >= p
    scale = 0.0 if p == 1.0 else 1.0 / (1.0 - p)
    return np.where(mask, self * self.dtype.type(scale), self.dtype.type(0)), mask


def _native_dropout_backward(grads, needs, shapes, result=None, **params):
    p = params["p"]
    return (
        (grads[0] * result[1] * _nn_dropout_scale(p)) if needs[0] else None,
    )


def _native_dropout_jvp(tangents, self, result, **params):
    self_t, = tangents
    p = params["p"]
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * result[1] * _nn_dropout_scale(p))
    return out


class NativeDropoutBackward0(OpNode):
    """Backward of `native_dropout` (ops.yaml:317)."""

    return_names = ('output', 'mask')


_op_native_dropout = OpDef(
    'native_dropout',
    _native_dropout_kernel,
    line=317,
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
    saves_per_input=(('result',),),
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
    return (_bind if _any_interpreter else _call_base)(_op_native_dropout, (input,), {'p': p, 'train': train})

native_dropout.__tensor_params__ = ('input',)
# --8<-- [end:native_dropout]


# --8<-- [start:batch_norm]
# ── batch_norm ────────────────────────────────────────────────── ops.yaml:348
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


def _batch_norm_backward(grads, needs, shapes, self=None, running_mean=None, running_var=None, weight=None, **params):
    grad = grads[0]
    training = params["training"]
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
    """Backward of `batch_norm` (ops.yaml:348)."""

    return_names = ('result',)


_op_batch_norm = OpDef(
    'batch_norm',
    _batch_norm_kernel,
    line=348,
    tensor_args=('self', 'running_mean', 'running_var', 'weight', 'bias'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False, False, True, True),
    saves=('self', 'running_mean', 'running_var', 'weight'),
    saves_result=False,
    saves_per_input=(('self', 'running_mean', 'running_var', 'weight'), (), (), ('self', 'running_mean', 'running_var', 'weight'), ('self', 'running_mean', 'running_var', 'weight')),
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
    return (_bind if _any_interpreter else _call_base)(_op_batch_norm, (input, running_mean, running_var, weight, bias), {'training': training, 'momentum': momentum, 'eps': eps})

batch_norm.__tensor_params__ = ('input', 'running_mean', 'running_var', 'weight', 'bias')
# --8<-- [end:batch_norm]


# --8<-- [start:layer_norm]
# ── layer_norm ────────────────────────────────────────────────── ops.yaml:382
#   layer_norm: Layer normalization over the trailing dims given by normalized_shape: …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _layer_norm_composite(self, normalized_shape, weight, bias, eps):
    if weight is not None and self is not None and weight.dtype != self.dtype:
        raise RuntimeError(f'layer_norm: expected input and weight to have the same dtype, but got {_torch_dtype_name[self.dtype.name]} and {_torch_dtype_name[weight.dtype.name]}')
    if bias is not None and self is not None and bias.dtype != self.dtype:
        raise RuntimeError(f'layer_norm: expected input and bias to have the same dtype, but got {_torch_dtype_name[self.dtype.name]} and {_torch_dtype_name[bias.dtype.name]}')
    if (self is None or self.dtype is _bool_dtype) and (weight is None or weight.dtype is _bool_dtype) and (bias is None or bias.dtype is _bool_dtype):
        raise NotImplementedError('layer_norm: "layer_norm" not implemented for \'Bool\'')
    if (self is None or self.dtype.name in ('int64', 'int32')) and (weight is None or weight.dtype.name in ('int64', 'int32')) and (bias is None or bias.dtype.name in ('int64', 'int32')):
        raise NotImplementedError(f'layer_norm: "LayerNormKernelImpl" not implemented for \'{_torch_dtype_name[self.dtype.name]}\'')
    if not (len(normalized_shape) > 0):
        raise RuntimeError(f'layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = {list(normalized_shape)}')
    if not (tuple(self.shape[self.dim() - len(normalized_shape):]) == tuple(normalized_shape)):
        raise RuntimeError(f'layer_norm: Given normalized_shape={list(normalized_shape)}, expected input with shape [*, {_shape_text(normalized_shape)}], but got input of size{list(self.shape)}')
    dims = list(range(self.dim() - len(normalized_shape), self.dim()))
    centered = self - mean(self, dims, keepdim=True)
    out = centered * rsqrt(mean(centered * centered, dims, keepdim=True) + eps)
    out = out if weight is None else out * weight
    return out if bias is None else out + bias


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    return _layer_norm_composite(input, normalized_shape, weight, bias, eps)

layer_norm.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:layer_norm]


# --8<-- [start:embedding]
# ── embedding ─────────────────────────────────────────────────── ops.yaml:411
#   embedding: Rows of `weight` (num_embeddings, dim) picked by the integer tensor `i…
#   backward[self]: non_differentiable
#   backward[weight]: _nn_embedding_grad(grad, self, shapes[1], padding_idx)
#   jvp: [weight] embedding(self, weight_t, padding_idx)
#   vmap: {'custom': 'embedding'}
def _embedding_kernel(self, weight, padding_idx):
    if self.dtype.kind not in "iu":
        raise TypeError(f"Expected tensor for argument #1 'indices' to have an integer dtype, "
                        f"but got {self.dtype}")
    _check_index(self, weight.shape[0], "embedding")
    return weight[self]


def _embedding_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `embedding` (ops.yaml:411)."""

    return_names = ('result',)


_op_embedding = OpDef(
    'embedding',
    _embedding_kernel,
    line=411,
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
    saves_per_input=((), ('self',)),
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
    return (_bind if _any_interpreter else _call_base)(_op_embedding, (input, weight), {'padding_idx': padding_idx})

embedding.__tensor_params__ = ('input', 'weight')
# --8<-- [end:embedding]


# --8<-- [start:binary_cross_entropy]
# ── binary_cross_entropy ──────────────────────────────────────── ops.yaml:438
#   binary_cross_entropy: Binary cross entropy of probabilities `input` in [0, 1] against `targe…
#   backward[self]: _nn_loss_grad(grad, reduction, _nn_bce_dinput(self, target, weight))  (reduced to the input's shape)
#   backward[target]: _nn_loss_grad(grad, reduction, _nn_bce_dtarget(self, target, weight))  (reduced to the input's shape)
#   backward[weight]: non_differentiable
#   jvp: [self] _loss_reduction(self_t * _nn_bce_dinput(self, target, weight), reduction) + [target] _loss_reduction(target_t * _nn_bce_dtarget(self, target, weight), reduction)
#   vmap: {'custom': 'loss'}
def _binary_cross_entropy_kernel(self, target, weight, reduction):
    _same_size_target("binary_cross_entropy", self, target)
    if self.size and (self.min() < 0 or self.max() > 1):
        raise ValueError("all elements of input should be between 0 and 1")
    log_x = np.maximum(np.log(self), -100)
    log_1mx = np.maximum(np.log1p(-self), -100)
    loss = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None:
        loss = loss * weight
    return _reduce_loss(loss, reduction, loss.size)


def _binary_cross_entropy_backward(grads, needs, shapes, self=None, target=None, weight=None, **params):
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
        out = add_tangent(out, expand_to(_loss_reduction(self_t * _nn_bce_dinput(self, target, weight), reduction), _out_shape))
    if target_t is not None:
        out = add_tangent(out, expand_to(_loss_reduction(target_t * _nn_bce_dtarget(self, target, weight), reduction), _out_shape))
    return out


class BinaryCrossEntropyBackward0(OpNode):
    """Backward of `binary_cross_entropy` (ops.yaml:438)."""

    return_names = ('result',)


_op_binary_cross_entropy = OpDef(
    'binary_cross_entropy',
    _binary_cross_entropy_kernel,
    line=438,
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
    saves_per_input=(('self', 'target', 'weight'), ('self', 'target', 'weight'), ()),
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
    return (_bind if _any_interpreter else _call_base)(_op_binary_cross_entropy, (input, target, weight), {'reduction': reduction})

binary_cross_entropy.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:binary_cross_entropy]


# --8<-- [start:binary_cross_entropy_with_logits]
# ── binary_cross_entropy_with_logits ──────────────────────────── ops.yaml:478
#   binary_cross_entropy_with_logits: Binary cross entropy on logits, computed stably as (1 - target) * x + …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _binary_cross_entropy_with_logits_composite(self, target, weight, reduction, pos_weight):
    if (self is None or self.dtype is _bool_dtype) and (target is None or target.dtype is _bool_dtype):
        raise NotImplementedError('binary_cross_entropy_with_logits: "binary_cross_entropy_with_logits" not implemented for \'Bool\'')
    if (self is None or self.dtype.name in ('int64', 'int32')) and (target is None or target.dtype.name in ('int64', 'int32')):
        raise NotImplementedError(f'binary_cross_entropy_with_logits: "binary_cross_entropy_with_logits" not implemented for \'{_torch_dtype_name[self.dtype.name]}\'')
    if not (target.shape == self.shape):
        raise ValueError(f'binary_cross_entropy_with_logits: Target size ({list(target.shape)}) must be the same as input size ({list(self.shape)})')
    weight = None if weight is None else weight.detach()  # non_differentiable
    pos_weight = None if pos_weight is None else pos_weight.detach()  # non_differentiable
    log_weight = 1 if pos_weight is None else (pos_weight - 1) * target + 1
    loss = (1 - target) * self + log_weight * softplus(-self)
    return _loss_reduction(loss if weight is None else loss * weight, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, *, reduction='mean', pos_weight=None):
    return _binary_cross_entropy_with_logits_composite(input, target, weight, reduction, pos_weight)

binary_cross_entropy_with_logits.__tensor_params__ = ('input', 'target', 'weight', 'pos_weight')
# --8<-- [end:binary_cross_entropy_with_logits]


# --8<-- [start:l1_loss]
# ── l1_loss ───────────────────────────────────────────────────── ops.yaml:506
#   l1_loss: Mean (or sum, or none) absolute error |input - target|; `reduction` is…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _l1_loss_composite(self, target, reduction):
    if (self is None or self.dtype is _bool_dtype) and (target is None or target.dtype is _bool_dtype):
        raise RuntimeError('l1_loss: Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.')
    return _loss_reduction(abs(self - target), reduction)


def l1_loss(input, target, *, reduction='mean'):
    return _l1_loss_composite(input, target, reduction)

l1_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:l1_loss]


# --8<-- [start:pad]
# ── pad ───────────────────────────────────────────────────────── ops.yaml:521
#   pad: Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim,…
#   backward[self]: _nn_pad_grad(grad, pad)
#   jvp: [self] _nn_pad_zero(self_t, pad)
#   vmap: {'custom': 'batch_first'}
def _pad_kernel(self, pad, mode, value):
    return _k_pad(self, pad, mode, value)


def _pad_backward(grads, needs, shapes, **params):
    grad = grads[0]
    pad = params["pad"]
    return (
        (_nn_pad_grad(grad, pad)) if needs[0] else None,
    )


def _pad_jvp(tangents, self, result, **params):
    self_t, = tangents
    pad = params["pad"]
    out = None
    if self_t is not None:
        out = add_tangent(out, _nn_pad_zero(self_t, pad))
    return out


class PadBackward0(OpNode):
    """Backward of `pad` (ops.yaml:521)."""

    return_names = ('result',)


_op_pad = OpDef(
    'pad',
    _pad_kernel,
    line=521,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_pad, (input,), {'pad': pad, 'mode': mode, 'value': value})

pad.__tensor_params__ = ('input',)
# --8<-- [end:pad]


# --8<-- [start:neg]
# ── neg ───────────────────────────────────────────────────────── ops.yaml:546
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
    """Backward of `neg` (ops.yaml:546)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    _neg_kernel,
    line=546,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_neg, (input,), {})

neg.__tensor_params__ = ('input',)

def _neg_inplace(self):
    return _inplace(_op_neg, (self,), {})

# --8<-- [end:neg]


# --8<-- [start:exp]
# ── exp ───────────────────────────────────────────────────────── ops.yaml:561
#   exp: Elementwise exponential, e^x.
#   backward[self]: grad * result
#   jvp: [self] self_t * result
#   vmap: elementwise
def _exp_kernel(self):
    return np.exp(self)


def _exp_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.exp_forward(self)


def _exp_backward(grads, needs, shapes, result=None, **params):
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
    """Backward of `exp` (ops.yaml:561)."""

    return_names = ('result',)


_op_exp = OpDef(
    'exp',
    _exp_kernel,
    line=561,
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
    saves_per_input=(('result',),),
    backward=_exp_backward,
    jvp=_exp_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ExpBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'exp(x)'}, 'backward': None, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': []},
    c_forward=_exp_c_forward,
    param_names=(),
)
ExpBackward0.op = _op_exp


def exp(input):
    return (_bind if _any_interpreter else _call_base)(_op_exp, (input,), {})

exp.__tensor_params__ = ('input',)

def _exp_inplace(self):
    return _inplace(_op_exp, (self,), {})

# --8<-- [end:exp]


# --8<-- [start:log]
# ── log ───────────────────────────────────────────────────────── ops.yaml:577
#   log: Elementwise natural logarithm; -inf at 0 and nan below.
#   backward[self]: grad / self
#   jvp: auto_elementwise: self_t / self
#   vmap: elementwise
def _log_kernel(self):
    return np.log(self)


def _log_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.log_forward(self)


def _log_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `log` (ops.yaml:577)."""

    return_names = ('result',)


_op_log = OpDef(
    'log',
    _log_kernel,
    line=577,
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
    saves_per_input=(('self',),),
    backward=_log_backward,
    jvp=_log_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=LogBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'log(x)'}, 'backward': None, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': []},
    c_forward=_log_c_forward,
    param_names=(),
)
LogBackward0.op = _op_log


def log(input):
    return (_bind if _any_interpreter else _call_base)(_op_log, (input,), {})

log.__tensor_params__ = ('input',)

def _log_inplace(self):
    return _inplace(_op_log, (self,), {})

# --8<-- [end:log]


# --8<-- [start:sin]
# ── sin ───────────────────────────────────────────────────────── ops.yaml:594
#   sin: Elementwise sine (radians).
#   backward[self]: grad * cos(self)
#   jvp: auto_elementwise: self_t * cos(self)
#   vmap: elementwise
def _sin_kernel(self):
    return np.sin(self)


def _sin_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.sin_forward(self)


def _sin_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sin_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


def _sin_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `sin` (ops.yaml:594)."""

    return_names = ('result',)


_op_sin = OpDef(
    'sin',
    _sin_kernel,
    line=594,
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
    saves_per_input=(('self',),),
    backward=_sin_backward,
    jvp=_sin_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SinBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'sin(x)'}, 'backward': {None: 'g * cos(x)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_forward=_sin_c_forward,
    c_backward=_sin_c_backward,
    param_names=(),
)
SinBackward0.op = _op_sin


def sin(input):
    return (_bind if _any_interpreter else _call_base)(_op_sin, (input,), {})

sin.__tensor_params__ = ('input',)

def _sin_inplace(self):
    return _inplace(_op_sin, (self,), {})

# --8<-- [end:sin]


# --8<-- [start:cos]
# ── cos ───────────────────────────────────────────────────────── ops.yaml:609
#   cos: Elementwise cosine (radians).
#   backward[self]: -grad * sin(self)
#   jvp: auto_elementwise: -self_t * sin(self)
#   vmap: elementwise
def _cos_kernel(self):
    return np.cos(self)


def _cos_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.cos_forward(self)


def _cos_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.cos_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


def _cos_backward(grads, needs, shapes, self=None, **params):
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
    """Backward of `cos` (ops.yaml:609)."""

    return_names = ('result',)


_op_cos = OpDef(
    'cos',
    _cos_kernel,
    line=609,
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
    saves_per_input=(('self',),),
    backward=_cos_backward,
    jvp=_cos_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=CosBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'cos(x)'}, 'backward': {None: '-g * sin(x)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_forward=_cos_c_forward,
    c_backward=_cos_c_backward,
    param_names=(),
)
CosBackward0.op = _op_cos


def cos(input):
    return (_bind if _any_interpreter else _call_base)(_op_cos, (input,), {})

cos.__tensor_params__ = ('input',)

def _cos_inplace(self):
    return _inplace(_op_cos, (self,), {})

# --8<-- [end:cos]


# --8<-- [start:abs]
# ── abs ───────────────────────────────────────────────────────── ops.yaml:623
#   abs: Elementwise absolute value, |x|; the gradient at 0 is 0 (sign(0) = 0),…
#   backward[self]: grad * sign(self)
#   jvp: auto_elementwise: self_t * sign(self)
#   vmap: elementwise
def _abs_kernel(self):
    return np.abs(self)


def _abs_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.abs_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


def _abs_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * sign(self)) if needs[0] else None,
    )


def _abs_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * sign(self))
    return out


class AbsBackward0(OpNode):
    """Backward of `abs` (ops.yaml:623)."""

    return_names = ('result',)


_op_abs = OpDef(
    'abs',
    _abs_kernel,
    line=623,
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
    saves_per_input=(('self',),),
    backward=_abs_backward,
    jvp=_abs_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=AbsBackward0,
    c_kernel={'kind': 'unary', 'forward': None, 'backward': {None: 'g * (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0))'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_backward=_abs_c_backward,
    param_names=(),
)
AbsBackward0.op = _op_abs


def abs(input):
    return (_bind if _any_interpreter else _call_base)(_op_abs, (input,), {})

abs.__tensor_params__ = ('input',)

def _abs_inplace(self):
    return _inplace(_op_abs, (self,), {})

# --8<-- [end:abs]


# --8<-- [start:sign]
# ── sign ──────────────────────────────────────────────────────── ops.yaml:642
#   sign: Elementwise sign, -1, 0 or 1 (in the input's dtype; nan gives 0, as in…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _sign_kernel(self):
    return self if self.dtype.kind == "b" else np.sign(self) if self.dtype.kind != "f" else np.where(np.isnan(self), self.dtype.type(0), np.sign(self))


def _sign_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _sign_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class SignBackward0(OpNode):
    """Backward of `sign` (ops.yaml:642)."""

    return_names = ('result',)


_op_sign = OpDef(
    'sign',
    _sign_kernel,
    line=642,
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
    saves_per_input=((),),
    backward=_sign_backward,
    jvp=_sign_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SignBackward0,
    c_kernel=None,
    param_names=(),
)
SignBackward0.op = _op_sign


def sign(input):
    return (_bind if _any_interpreter else _call_base)(_op_sign, (input,), {})

sign.__tensor_params__ = ('input',)

def _sign_inplace(self):
    return _inplace(_op_sign, (self,), {})

# --8<-- [end:sign]


# --8<-- [start:expm1]
# ── expm1 ─────────────────────────────────────────────────────── ops.yaml:657
#   expm1: Elementwise e^x - 1, accurate for small x.
#   backward[self]: grad * (result + 1)
#   jvp: auto_elementwise: self_t * (result + 1)
#   vmap: elementwise
def _expm1_kernel(self):
    return np.expm1(self)


def _expm1_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * (result + 1)) if needs[0] else None,
    )


def _expm1_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * (result + 1))
    return out


class Expm1Backward0(OpNode):
    """Backward of `expm1` (ops.yaml:657)."""

    return_names = ('result',)


_op_expm1 = OpDef(
    'expm1',
    _expm1_kernel,
    line=657,
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
    saves_per_input=(('result',),),
    backward=_expm1_backward,
    jvp=_expm1_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=Expm1Backward0,
    c_kernel=None,
    param_names=(),
)
Expm1Backward0.op = _op_expm1


def expm1(input):
    return (_bind if _any_interpreter else _call_base)(_op_expm1, (input,), {})

expm1.__tensor_params__ = ('input',)

def _expm1_inplace(self):
    return _inplace(_op_expm1, (self,), {})

# --8<-- [end:expm1]


# --8<-- [start:log1p]
# ── log1p ─────────────────────────────────────────────────────── ops.yaml:671
#   log1p: Elementwise log(1 + x), accurate for small x; -inf at -1 and nan below…
#   backward[self]: grad / (self + 1)
#   jvp: auto_elementwise: self_t / (self + 1)
#   vmap: elementwise
def _log1p_kernel(self):
    return np.log1p(self)


def _log1p_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (self + 1)) if needs[0] else None,
    )


def _log1p_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t / (self + 1))
    return out


class Log1pBackward0(OpNode):
    """Backward of `log1p` (ops.yaml:671)."""

    return_names = ('result',)


_op_log1p = OpDef(
    'log1p',
    _log1p_kernel,
    line=671,
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
    saves_per_input=(('self',),),
    backward=_log1p_backward,
    jvp=_log1p_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=Log1pBackward0,
    c_kernel=None,
    param_names=(),
)
Log1pBackward0.op = _op_log1p


def log1p(input):
    return (_bind if _any_interpreter else _call_base)(_op_log1p, (input,), {})

log1p.__tensor_params__ = ('input',)

def _log1p_inplace(self):
    return _inplace(_op_log1p, (self,), {})

# --8<-- [end:log1p]


# --8<-- [start:log2]
# ── log2 ──────────────────────────────────────────────────────── ops.yaml:685
#   log2: Elementwise base-2 logarithm; -inf at 0 and nan below.
#   backward[self]: grad / (self * 0.6931471805599453)
#   jvp: auto_elementwise: self_t / (self * 0.6931471805599453)
#   vmap: elementwise
def _log2_kernel(self):
    return np.log2(self)


def _log2_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (self * 0.6931471805599453)) if needs[0] else None,
    )


def _log2_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t / (self * 0.6931471805599453))
    return out


class Log2Backward0(OpNode):
    """Backward of `log2` (ops.yaml:685)."""

    return_names = ('result',)


_op_log2 = OpDef(
    'log2',
    _log2_kernel,
    line=685,
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
    saves_per_input=(('self',),),
    backward=_log2_backward,
    jvp=_log2_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=Log2Backward0,
    c_kernel=None,
    param_names=(),
)
Log2Backward0.op = _op_log2


def log2(input):
    return (_bind if _any_interpreter else _call_base)(_op_log2, (input,), {})

log2.__tensor_params__ = ('input',)

def _log2_inplace(self):
    return _inplace(_op_log2, (self,), {})

# --8<-- [end:log2]


# --8<-- [start:log10]
# ── log10 ─────────────────────────────────────────────────────── ops.yaml:699
#   log10: Elementwise base-10 logarithm; -inf at 0 and nan below.
#   backward[self]: grad / (self * 2.302585092994046)
#   jvp: auto_elementwise: self_t / (self * 2.302585092994046)
#   vmap: elementwise
def _log10_kernel(self):
    return np.log10(self)


def _log10_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (self * 2.302585092994046)) if needs[0] else None,
    )


def _log10_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t / (self * 2.302585092994046))
    return out


class Log10Backward0(OpNode):
    """Backward of `log10` (ops.yaml:699)."""

    return_names = ('result',)


_op_log10 = OpDef(
    'log10',
    _log10_kernel,
    line=699,
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
    saves_per_input=(('self',),),
    backward=_log10_backward,
    jvp=_log10_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=Log10Backward0,
    c_kernel=None,
    param_names=(),
)
Log10Backward0.op = _op_log10


def log10(input):
    return (_bind if _any_interpreter else _call_base)(_op_log10, (input,), {})

log10.__tensor_params__ = ('input',)

def _log10_inplace(self):
    return _inplace(_op_log10, (self,), {})

# --8<-- [end:log10]


# --8<-- [start:sqrt]
# ── sqrt ──────────────────────────────────────────────────────── ops.yaml:713
#   sqrt: Elementwise square root; nan below 0.
#   backward[self]: grad / (2 * result)
#   jvp: auto_elementwise: self_t / (2 * result)
#   vmap: elementwise
def _sqrt_kernel(self):
    return np.sqrt(self)


def _sqrt_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.sqrt_forward(self)


def _sqrt_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sqrt_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


def _sqrt_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad / (2 * result)) if needs[0] else None,
    )


def _sqrt_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t / (2 * result))
    return out


class SqrtBackward0(OpNode):
    """Backward of `sqrt` (ops.yaml:713)."""

    return_names = ('result',)


_op_sqrt = OpDef(
    'sqrt',
    _sqrt_kernel,
    line=713,
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
    saves_per_input=(('result',),),
    backward=_sqrt_backward,
    jvp=_sqrt_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SqrtBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'sqrt(x)'}, 'backward': {None: 'g / (2 * y)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['y']},
    c_forward=_sqrt_c_forward,
    c_backward=_sqrt_c_backward,
    param_names=(),
)
SqrtBackward0.op = _op_sqrt


def sqrt(input):
    return (_bind if _any_interpreter else _call_base)(_op_sqrt, (input,), {})

sqrt.__tensor_params__ = ('input',)

def _sqrt_inplace(self):
    return _inplace(_op_sqrt, (self,), {})

# --8<-- [end:sqrt]


# --8<-- [start:rsqrt]
# ── rsqrt ─────────────────────────────────────────────────────── ops.yaml:728
#   rsqrt: Elementwise reciprocal square root, 1 / sqrt(x); inf at 0.
#   backward[self]: -0.5 * grad * result * result * result
#   jvp: auto_elementwise: -0.5 * self_t * result * result * result
#   vmap: elementwise
def _rsqrt_kernel(self):
    return np.reciprocal(np.sqrt(self))


def _rsqrt_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (-0.5 * grad * result * result * result) if needs[0] else None,
    )


def _rsqrt_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, -0.5 * self_t * result * result * result)
    return out


class RsqrtBackward0(OpNode):
    """Backward of `rsqrt` (ops.yaml:728)."""

    return_names = ('result',)


_op_rsqrt = OpDef(
    'rsqrt',
    _rsqrt_kernel,
    line=728,
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
    saves_per_input=(('result',),),
    backward=_rsqrt_backward,
    jvp=_rsqrt_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=RsqrtBackward0,
    c_kernel=None,
    param_names=(),
)
RsqrtBackward0.op = _op_rsqrt


def rsqrt(input):
    return (_bind if _any_interpreter else _call_base)(_op_rsqrt, (input,), {})

rsqrt.__tensor_params__ = ('input',)

def _rsqrt_inplace(self):
    return _inplace(_op_rsqrt, (self,), {})

# --8<-- [end:rsqrt]


# --8<-- [start:square]
# ── square ────────────────────────────────────────────────────── ops.yaml:742
#   square: Elementwise x * x (integer tensors stay integer).
#   backward[self]: 2 * grad * self
#   jvp: auto_elementwise: 2 * self_t * self
#   vmap: elementwise
def _square_kernel(self):
    return np.square(self.astype(np.int64) if self.dtype.kind == "b" else self)


def _square_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.square_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


def _square_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (2 * grad * self) if needs[0] else None,
    )


def _square_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, 2 * self_t * self)
    return out


class SquareBackward0(OpNode):
    """Backward of `square` (ops.yaml:742)."""

    return_names = ('result',)


_op_square = OpDef(
    'square',
    _square_kernel,
    line=742,
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
    saves_per_input=(('self',),),
    backward=_square_backward,
    jvp=_square_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SquareBackward0,
    c_kernel={'kind': 'unary', 'forward': None, 'backward': {None: '2 * g * x'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_backward=_square_c_backward,
    param_names=(),
)
SquareBackward0.op = _op_square


def square(input):
    return (_bind if _any_interpreter else _call_base)(_op_square, (input,), {})

square.__tensor_params__ = ('input',)

def _square_inplace(self):
    return _inplace(_op_square, (self,), {})

# --8<-- [end:square]


# --8<-- [start:reciprocal]
# ── reciprocal ────────────────────────────────────────────────── ops.yaml:757
#   reciprocal: Elementwise 1 / x (integers divide to float); inf at 0.
#   backward[self]: -grad * result * result
#   jvp: auto_elementwise: -self_t * result * result
#   vmap: elementwise
def _reciprocal_kernel(self):
    return np.reciprocal(self)


def _reciprocal_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (-grad * result * result) if needs[0] else None,
    )


def _reciprocal_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, -self_t * result * result)
    return out


class ReciprocalBackward0(OpNode):
    """Backward of `reciprocal` (ops.yaml:757)."""

    return_names = ('result',)


_op_reciprocal = OpDef(
    'reciprocal',
    _reciprocal_kernel,
    line=757,
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
    saves_per_input=(('result',),),
    backward=_reciprocal_backward,
    jvp=_reciprocal_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ReciprocalBackward0,
    c_kernel=None,
    param_names=(),
)
ReciprocalBackward0.op = _op_reciprocal


def reciprocal(input):
    return (_bind if _any_interpreter else _call_base)(_op_reciprocal, (input,), {})

reciprocal.__tensor_params__ = ('input',)

def _reciprocal_inplace(self):
    return _inplace(_op_reciprocal, (self,), {})

# --8<-- [end:reciprocal]


# --8<-- [start:tan]
# ── tan ───────────────────────────────────────────────────────── ops.yaml:771
#   tan: Elementwise tangent (radians).
#   backward[self]: grad * (1 + result * result)
#   jvp: auto_elementwise: self_t * (1 + result * result)
#   vmap: elementwise
def _tan_kernel(self):
    return np.tan(self)


def _tan_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * (1 + result * result)) if needs[0] else None,
    )


def _tan_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * (1 + result * result))
    return out


class TanBackward0(OpNode):
    """Backward of `tan` (ops.yaml:771)."""

    return_names = ('result',)


_op_tan = OpDef(
    'tan',
    _tan_kernel,
    line=771,
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
    saves=(),
    saves_result=True,
    saves_per_input=(('result',),),
    backward=_tan_backward,
    jvp=_tan_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=TanBackward0,
    c_kernel=None,
    param_names=(),
)
TanBackward0.op = _op_tan


def tan(input):
    return (_bind if _any_interpreter else _call_base)(_op_tan, (input,), {})

tan.__tensor_params__ = ('input',)

def _tan_inplace(self):
    return _inplace(_op_tan, (self,), {})

# --8<-- [end:tan]


# --8<-- [start:asin]
# ── asin ──────────────────────────────────────────────────────── ops.yaml:784
#   asin: Elementwise inverse sine, in [-pi/2, pi/2]; nan outside [-1, 1].
#   backward[self]: grad * rsqrt(1 - self * self)
#   jvp: auto_elementwise: self_t * rsqrt(1 - self * self)
#   vmap: elementwise
def _asin_kernel(self):
    return np.arcsin(self)


def _asin_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * rsqrt(1 - self * self)) if needs[0] else None,
    )


def _asin_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * rsqrt(1 - self * self))
    return out


class AsinBackward0(OpNode):
    """Backward of `asin` (ops.yaml:784)."""

    return_names = ('result',)


_op_asin = OpDef(
    'asin',
    _asin_kernel,
    line=784,
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
    saves_per_input=(('self',),),
    backward=_asin_backward,
    jvp=_asin_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=AsinBackward0,
    c_kernel=None,
    param_names=(),
)
AsinBackward0.op = _op_asin


def asin(input):
    return (_bind if _any_interpreter else _call_base)(_op_asin, (input,), {})

asin.__tensor_params__ = ('input',)

def _asin_inplace(self):
    return _inplace(_op_asin, (self,), {})

# --8<-- [end:asin]


# --8<-- [start:acos]
# ── acos ──────────────────────────────────────────────────────── ops.yaml:798
#   acos: Elementwise inverse cosine, in [0, pi]; nan outside [-1, 1].
#   backward[self]: -grad * rsqrt(1 - self * self)
#   jvp: auto_elementwise: -self_t * rsqrt(1 - self * self)
#   vmap: elementwise
def _acos_kernel(self):
    return np.arccos(self)


def _acos_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (-grad * rsqrt(1 - self * self)) if needs[0] else None,
    )


def _acos_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, -self_t * rsqrt(1 - self * self))
    return out


class AcosBackward0(OpNode):
    """Backward of `acos` (ops.yaml:798)."""

    return_names = ('result',)


_op_acos = OpDef(
    'acos',
    _acos_kernel,
    line=798,
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
    saves_per_input=(('self',),),
    backward=_acos_backward,
    jvp=_acos_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=AcosBackward0,
    c_kernel=None,
    param_names=(),
)
AcosBackward0.op = _op_acos


def acos(input):
    return (_bind if _any_interpreter else _call_base)(_op_acos, (input,), {})

acos.__tensor_params__ = ('input',)

def _acos_inplace(self):
    return _inplace(_op_acos, (self,), {})

# --8<-- [end:acos]


# --8<-- [start:atan]
# ── atan ──────────────────────────────────────────────────────── ops.yaml:812
#   atan: Elementwise inverse tangent, in (-pi/2, pi/2).
#   backward[self]: grad / (1 + self * self)
#   jvp: auto_elementwise: self_t / (1 + self * self)
#   vmap: elementwise
def _atan_kernel(self):
    return np.arctan(self)


def _atan_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (1 + self * self)) if needs[0] else None,
    )


def _atan_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t / (1 + self * self))
    return out


class AtanBackward0(OpNode):
    """Backward of `atan` (ops.yaml:812)."""

    return_names = ('result',)


_op_atan = OpDef(
    'atan',
    _atan_kernel,
    line=812,
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
    saves_per_input=(('self',),),
    backward=_atan_backward,
    jvp=_atan_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=AtanBackward0,
    c_kernel=None,
    param_names=(),
)
AtanBackward0.op = _op_atan


def atan(input):
    return (_bind if _any_interpreter else _call_base)(_op_atan, (input,), {})

atan.__tensor_params__ = ('input',)

def _atan_inplace(self):
    return _inplace(_op_atan, (self,), {})

# --8<-- [end:atan]


# --8<-- [start:sinh]
# ── sinh ──────────────────────────────────────────────────────── ops.yaml:825
#   sinh: Elementwise hyperbolic sine.
#   backward[self]: grad * cosh(self)
#   jvp: auto_elementwise: self_t * cosh(self)
#   vmap: elementwise
def _sinh_kernel(self):
    return np.sinh(self)


def _sinh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * cosh(self)) if needs[0] else None,
    )


def _sinh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * cosh(self))
    return out


class SinhBackward0(OpNode):
    """Backward of `sinh` (ops.yaml:825)."""

    return_names = ('result',)


_op_sinh = OpDef(
    'sinh',
    _sinh_kernel,
    line=825,
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
    saves_per_input=(('self',),),
    backward=_sinh_backward,
    jvp=_sinh_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SinhBackward0,
    c_kernel=None,
    param_names=(),
)
SinhBackward0.op = _op_sinh


def sinh(input):
    return (_bind if _any_interpreter else _call_base)(_op_sinh, (input,), {})

sinh.__tensor_params__ = ('input',)

def _sinh_inplace(self):
    return _inplace(_op_sinh, (self,), {})

# --8<-- [end:sinh]


# --8<-- [start:cosh]
# ── cosh ──────────────────────────────────────────────────────── ops.yaml:839
#   cosh: Elementwise hyperbolic cosine.
#   backward[self]: grad * sinh(self)
#   jvp: auto_elementwise: self_t * sinh(self)
#   vmap: elementwise
def _cosh_kernel(self):
    return np.cosh(self)


def _cosh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * sinh(self)) if needs[0] else None,
    )


def _cosh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * sinh(self))
    return out


class CoshBackward0(OpNode):
    """Backward of `cosh` (ops.yaml:839)."""

    return_names = ('result',)


_op_cosh = OpDef(
    'cosh',
    _cosh_kernel,
    line=839,
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
    saves_per_input=(('self',),),
    backward=_cosh_backward,
    jvp=_cosh_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=CoshBackward0,
    c_kernel=None,
    param_names=(),
)
CoshBackward0.op = _op_cosh


def cosh(input):
    return (_bind if _any_interpreter else _call_base)(_op_cosh, (input,), {})

cosh.__tensor_params__ = ('input',)

def _cosh_inplace(self):
    return _inplace(_op_cosh, (self,), {})

# --8<-- [end:cosh]


# --8<-- [start:tanh]
# ── tanh ──────────────────────────────────────────────────────── ops.yaml:853
#   tanh: Elementwise hyperbolic tangent, in (-1, 1).
#   backward[self]: grad * (1 - result * result)
#   jvp: auto_elementwise: self_t * (1 - result * result)
#   vmap: elementwise
def _tanh_kernel(self):
    return np.tanh(self)


def _tanh_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.tanh_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


def _tanh_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * (1 - result * result)) if needs[0] else None,
    )


def _tanh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * (1 - result * result))
    return out


class TanhBackward0(OpNode):
    """Backward of `tanh` (ops.yaml:853)."""

    return_names = ('result',)


_op_tanh = OpDef(
    'tanh',
    _tanh_kernel,
    line=853,
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
    saves=(),
    saves_result=True,
    saves_per_input=(('result',),),
    backward=_tanh_backward,
    jvp=_tanh_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=TanhBackward0,
    c_kernel={'kind': 'unary', 'forward': None, 'backward': {None: 'g * (1 - y * y)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['y']},
    c_backward=_tanh_c_backward,
    param_names=(),
)
TanhBackward0.op = _op_tanh


def tanh(input):
    return (_bind if _any_interpreter else _call_base)(_op_tanh, (input,), {})

tanh.__tensor_params__ = ('input',)

def _tanh_inplace(self):
    return _inplace(_op_tanh, (self,), {})

# --8<-- [end:tanh]


# --8<-- [start:sigmoid]
# ── sigmoid ───────────────────────────────────────────────────── ops.yaml:869
#   sigmoid: Elementwise logistic sigmoid, 1 / (1 + e^-x), computed without overflo…
#   backward[self]: grad * result * (1 - result)
#   jvp: auto_elementwise: self_t * result * (1 - result)
#   vmap: elementwise
def _sigmoid_kernel(self):
    return _sigmoid(self)


def _sigmoid_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.sigmoid_forward(self)


def _sigmoid_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sigmoid_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


def _sigmoid_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * result * (1 - result)) if needs[0] else None,
    )


def _sigmoid_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * result * (1 - result))
    return out


class SigmoidBackward0(OpNode):
    """Backward of `sigmoid` (ops.yaml:869)."""

    return_names = ('result',)


_op_sigmoid = OpDef(
    'sigmoid',
    _sigmoid_kernel,
    line=869,
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
    saves=(),
    saves_result=True,
    saves_per_input=(('result',),),
    backward=_sigmoid_backward,
    jvp=_sigmoid_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SigmoidBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: '(x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))'}, 'backward': {None: 'g * y * (1 - y)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['y']},
    c_forward=_sigmoid_c_forward,
    c_backward=_sigmoid_c_backward,
    param_names=(),
)
SigmoidBackward0.op = _op_sigmoid


def sigmoid(input):
    return (_bind if _any_interpreter else _call_base)(_op_sigmoid, (input,), {})

sigmoid.__tensor_params__ = ('input',)

def _sigmoid_inplace(self):
    return _inplace(_op_sigmoid, (self,), {})

# --8<-- [end:sigmoid]


# --8<-- [start:relu]
# ── relu ──────────────────────────────────────────────────────── ops.yaml:886
#   relu: Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.
#   backward[self]: where(result > 0, grad, 0.0)
#   jvp: auto_elementwise: where(result > 0, self_t, 0.0)
#   vmap: elementwise
def _relu_kernel(self):
    return np.maximum(self, 0)


def _relu_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.relu_forward(self)


def _relu_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.relu_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


def _relu_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (where(result > 0, grad, 0.0)) if needs[0] else None,
    )


def _relu_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, where(result > 0, self_t, 0.0))
    return out


class ReluBackward0(OpNode):
    """Backward of `relu` (ops.yaml:886)."""

    return_names = ('result',)


_op_relu = OpDef(
    'relu',
    _relu_kernel,
    line=886,
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
    saves_result=True,
    saves_per_input=(('result',),),
    backward=_relu_backward,
    jvp=_relu_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ReluBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: '(x > 0 || x != x) ? x : 0'}, 'backward': {None: 'y > 0 ? g : 0'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['y']},
    c_forward=_relu_c_forward,
    c_backward=_relu_c_backward,
    param_names=(),
)
ReluBackward0.op = _op_relu


def relu(input):
    return (_bind if _any_interpreter else _call_base)(_op_relu, (input,), {})

relu.__tensor_params__ = ('input',)

def _relu_inplace(self):
    return _inplace(_op_relu, (self,), {})

# --8<-- [end:relu]


# --8<-- [start:gelu]
# ── gelu ──────────────────────────────────────────────────────── ops.yaml:903
#   gelu: Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (a…
#   backward[self]: gelu_backward(grad, self, approximate)
#   jvp: auto_elementwise: gelu_backward(self_t, self, approximate)
#   vmap: elementwise
def _gelu_kernel(self, approximate):
    # GELU as PyTorch defines it: x·Φ(x) exactly ('none'), or the tanh approximation.
    if approximate == "none":
        return 0.5 * self * (1 + _erf(self * np.sqrt(0.5).astype(self.dtype)))
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


def _gelu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None or params['approximate'] not in ('none', 'tanh'):
        return None
    c_out = getattr(ops, "gelu__" + params['approximate'] + "_backward")(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


def _gelu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    approximate = params["approximate"]
    return (
        (gelu_backward(grad, self, approximate)) if needs[0] else None,
    )


def _gelu_jvp(tangents, self, result, **params):
    self_t, = tangents
    approximate = params["approximate"]
    out = None
    if self_t is not None:
        out = add_tangent(out, gelu_backward(self_t, self, approximate))
    return out


class GeluBackward0(OpNode):
    """Backward of `gelu` (ops.yaml:903)."""

    return_names = ('result',)


_op_gelu = OpDef(
    'gelu',
    _gelu_kernel,
    line=903,
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
    saves_per_input=(('self',),),
    backward=_gelu_backward,
    jvp=_gelu_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=GeluBackward0,
    c_kernel={'kind': 'unary', 'forward': {'none': '0.5 * x * (1 + erf(x * 0.7071067811865476))', 'tanh': '0.5 * x * (1 + tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))'}, 'backward': {'none': 'g * (0.5 * (1 + erf(x * 0.7071067811865476)) + x * (0.3989422804014327 * exp(-0.5 * x * x)))', 'tanh': 'g * (0.5 * (1 + tanh(0.7978845608028654 * (x + 0.044715 * (x * x) * x))) + 0.5 * x * (1 - tanh(0.7978845608028654 * (x + 0.044715 * (x * x) * x)) * tanh(0.7978845608028654 * (x + 0.044715 * (x * x) * x))) * 0.7978845608028654 * (1 + 0.13414500000000002 * (x * x)))'}, 'select': 'approximate', 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_forward=_gelu_c_forward,
    c_backward=_gelu_c_backward,
    param_names=('approximate',),
)
GeluBackward0.op = _op_gelu


def gelu(input, *, approximate='none'):
    return (_bind if _any_interpreter else _call_base)(_op_gelu, (input,), {'approximate': approximate})

gelu.__tensor_params__ = ('input',)

def _gelu_inplace(self, *, approximate='none'):
    return _inplace(_op_gelu, (self,), {'approximate': approximate})

# --8<-- [end:gelu]


# --8<-- [start:silu]
# ── silu ──────────────────────────────────────────────────────── ops.yaml:936
#   silu: Sigmoid linear unit (swish), x * sigmoid(x).
#   backward[self]: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
#   jvp: auto_elementwise: self_t * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
#   vmap: elementwise
def _silu_kernel(self):
    return self * _sigmoid(self)


def _silu_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.silu_forward(self)


def _silu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.silu_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


def _silu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))) if needs[0] else None,
    )


def _silu_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * sigmoid(self) * (1 + self * (1 - sigmoid(self))))
    return out


class SiluBackward0(OpNode):
    """Backward of `silu` (ops.yaml:936)."""

    return_names = ('result',)


_op_silu = OpDef(
    'silu',
    _silu_kernel,
    line=936,
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
    saves_per_input=(('self',),),
    backward=_silu_backward,
    jvp=_silu_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SiluBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'x * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))'}, 'backward': {None: 'g * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))) * (1 + x * (1 - ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))))'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_forward=_silu_c_forward,
    c_backward=_silu_c_backward,
    param_names=(),
)
SiluBackward0.op = _op_silu


def silu(input):
    return (_bind if _any_interpreter else _call_base)(_op_silu, (input,), {})

silu.__tensor_params__ = ('input',)

def _silu_inplace(self):
    return _inplace(_op_silu, (self,), {})

# --8<-- [end:silu]


# --8<-- [start:softplus]
# ── softplus ──────────────────────────────────────────────────── ops.yaml:954
#   softplus: log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it…
#   backward[self]: where(self * beta > threshold, grad, grad * sigmoid(self * beta))
#   jvp: auto_elementwise: where(self * beta > threshold, self_t, self_t * sigmoid(self * beta))
#   vmap: elementwise
def _softplus_kernel(self, beta, threshold):
    # log(1 + e^(beta·x)) / beta, and x itself where beta·x > threshold (as PyTorch).
    bx = self * beta
    return np.where(bx > threshold, self, np.logaddexp(0, bx) / beta).astype(self.dtype, copy=False)


def _softplus_c_forward(self, beta, threshold):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.softplus_forward(self, beta, threshold)


def _softplus_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.softplus_backward(g._data, self._data, None, params['beta'], params['threshold'])
    return None if c_out is None else (_c.tensor(c_out),)


def _softplus_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    beta = params["beta"]
    threshold = params["threshold"]
    return (
        (where(self * beta > threshold, grad, grad * sigmoid(self * beta))) if needs[0] else None,
    )


def _softplus_jvp(tangents, self, result, **params):
    self_t, = tangents
    beta = params["beta"]
    threshold = params["threshold"]
    out = None
    if self_t is not None:
        out = add_tangent(out, where(self * beta > threshold, self_t, self_t * sigmoid(self * beta)))
    return out


class SoftplusBackward0(OpNode):
    """Backward of `softplus` (ops.yaml:954)."""

    return_names = ('result',)


_op_softplus = OpDef(
    'softplus',
    _softplus_kernel,
    line=954,
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
    saves_per_input=(('self',),),
    backward=_softplus_backward,
    jvp=_softplus_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=SoftplusBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'x * beta > threshold ? x : ((x * beta > 0 ? x * beta : 0) + log1p(exp(-fabs(x * beta)))) / beta'}, 'backward': {None: 'x * beta > threshold ? g : g * ((x * beta >= 0 ? 1.0 : exp(-fabs(x * beta))) / (1.0 + exp(-fabs(x * beta))))'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': ['beta', 'threshold'], 'bwd_uses': ['x']},
    c_forward=_softplus_c_forward,
    c_backward=_softplus_c_backward,
    param_names=('beta', 'threshold'),
)
SoftplusBackward0.op = _op_softplus


def softplus(input, beta=1, threshold=20):
    return (_bind if _any_interpreter else _call_base)(_op_softplus, (input,), {'beta': beta, 'threshold': threshold})

softplus.__tensor_params__ = ('input',)

def _softplus_inplace(self, beta=1, threshold=20):
    return _inplace(_op_softplus, (self,), {'beta': beta, 'threshold': threshold})

# --8<-- [end:softplus]


# --8<-- [start:leaky_relu]
# ── leaky_relu ────────────────────────────────────────────────── ops.yaml:982
#   leaky_relu: Elementwise x where x > 0, else negative_slope * x.
#   backward[self]: where(self > 0, grad, grad * negative_slope)
#   jvp: auto_elementwise: where(self > 0, self_t, self_t * negative_slope)
#   vmap: elementwise
def _leaky_relu_kernel(self, negative_slope):
    return np.where(self > 0, self, self * negative_slope)


def _leaky_relu_c_forward(self, negative_slope):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.leaky_relu_forward(self, negative_slope)


def _leaky_relu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.leaky_relu_backward(g._data, self._data, None, params['negative_slope'])
    return None if c_out is None else (_c.tensor(c_out),)


def _leaky_relu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    negative_slope = params["negative_slope"]
    return (
        (where(self > 0, grad, grad * negative_slope)) if needs[0] else None,
    )


def _leaky_relu_jvp(tangents, self, result, **params):
    self_t, = tangents
    negative_slope = params["negative_slope"]
    out = None
    if self_t is not None:
        out = add_tangent(out, where(self > 0, self_t, self_t * negative_slope))
    return out


class LeakyReluBackward0(OpNode):
    """Backward of `leaky_relu` (ops.yaml:982)."""

    return_names = ('result',)


_op_leaky_relu = OpDef(
    'leaky_relu',
    _leaky_relu_kernel,
    line=982,
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
    saves_per_input=(('self',),),
    backward=_leaky_relu_backward,
    jvp=_leaky_relu_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=LeakyReluBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'x * (x > 0 ? 1.0 : negative_slope)'}, 'backward': {None: 'g * (x > 0 ? 1.0 : negative_slope)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': ['negative_slope'], 'bwd_uses': ['x']},
    c_forward=_leaky_relu_c_forward,
    c_backward=_leaky_relu_c_backward,
    param_names=('negative_slope',),
)
LeakyReluBackward0.op = _op_leaky_relu


def leaky_relu(input, negative_slope=0.01):
    return (_bind if _any_interpreter else _call_base)(_op_leaky_relu, (input,), {'negative_slope': negative_slope})

leaky_relu.__tensor_params__ = ('input',)

def _leaky_relu_inplace(self, negative_slope=0.01):
    return _inplace(_op_leaky_relu, (self,), {'negative_slope': negative_slope})

# --8<-- [end:leaky_relu]


# --8<-- [start:elu]
# ── elu ───────────────────────────────────────────────────────── ops.yaml:1000
#   elu: Exponential linear unit, x where x > 0, else alpha * (e^x - 1).
#   backward[self]: where(self > 0, grad, grad * (result + alpha))
#   jvp: auto_elementwise: where(self > 0, self_t, self_t * (result + alpha))
#   vmap: elementwise
def _elu_kernel(self, alpha):
    return np.where(self > 0, self, alpha * np.expm1(np.minimum(self, 0))).astype(self.dtype, copy=False)


def _elu_c_forward(self, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.elu_forward(self, alpha)


def _elu_c_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.elu_backward(g._data, self._data, result._data, params['alpha'])
    return None if c_out is None else (_c.tensor(c_out),)


def _elu_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (where(self > 0, grad, grad * (result + alpha))) if needs[0] else None,
    )


def _elu_jvp(tangents, self, result, **params):
    self_t, = tangents
    alpha = params["alpha"]
    out = None
    if self_t is not None:
        out = add_tangent(out, where(self > 0, self_t, self_t * (result + alpha)))
    return out


class EluBackward0(OpNode):
    """Backward of `elu` (ops.yaml:1000)."""

    return_names = ('result',)


_op_elu = OpDef(
    'elu',
    _elu_kernel,
    line=1000,
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
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_elu_backward,
    jvp=_elu_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=EluBackward0,
    c_kernel={'kind': 'unary', 'forward': {None: 'x > 0 ? x : alpha * expm1(x)'}, 'backward': {None: 'x > 0 ? g : g * (y + alpha)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': ['alpha'], 'bwd_uses': ['x', 'y']},
    c_forward=_elu_c_forward,
    c_backward=_elu_c_backward,
    param_names=('alpha',),
)
EluBackward0.op = _op_elu


def elu(input, alpha=1.0):
    return (_bind if _any_interpreter else _call_base)(_op_elu, (input,), {'alpha': alpha})

elu.__tensor_params__ = ('input',)

def _elu_inplace(self, alpha=1.0):
    return _inplace(_op_elu, (self,), {'alpha': alpha})

# --8<-- [end:elu]


# --8<-- [start:erf]
# ── erf ───────────────────────────────────────────────────────── ops.yaml:1018
#   erf: Elementwise error function, 2/sqrt(pi) times the integral of e^(-t^2) …
#   backward[self]: grad * 1.1283791670955126 * exp(-self * self)
#   jvp: auto_elementwise: self_t * 1.1283791670955126 * exp(-self * self)
#   vmap: elementwise
def _erf_kernel(self):
    return _erf(self)


def _erf_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * 1.1283791670955126 * exp(-self * self)) if needs[0] else None,
    )


def _erf_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t * 1.1283791670955126 * exp(-self * self))
    return out


class ErfBackward0(OpNode):
    """Backward of `erf` (ops.yaml:1018)."""

    return_names = ('result',)


_op_erf = OpDef(
    'erf',
    _erf_kernel,
    line=1018,
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
    saves_per_input=(('self',),),
    backward=_erf_backward,
    jvp=_erf_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ErfBackward0,
    c_kernel=None,
    param_names=(),
)
ErfBackward0.op = _op_erf


def erf(input):
    return (_bind if _any_interpreter else _call_base)(_op_erf, (input,), {})

erf.__tensor_params__ = ('input',)

def _erf_inplace(self):
    return _inplace(_op_erf, (self,), {})

# --8<-- [end:erf]


# --8<-- [start:floor]
# ── floor ─────────────────────────────────────────────────────── ops.yaml:1033
#   floor: Elementwise largest integer <= x (integer tensors unchanged); its grad…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _floor_kernel(self):
    return np.floor(self) if self.dtype.kind == "f" else self.copy()


def _floor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _floor_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class FloorBackward0(OpNode):
    """Backward of `floor` (ops.yaml:1033)."""

    return_names = ('result',)


_op_floor = OpDef(
    'floor',
    _floor_kernel,
    line=1033,
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
    saves_per_input=((),),
    backward=_floor_backward,
    jvp=_floor_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=FloorBackward0,
    c_kernel=None,
    param_names=(),
)
FloorBackward0.op = _op_floor


def floor(input):
    return (_bind if _any_interpreter else _call_base)(_op_floor, (input,), {})

floor.__tensor_params__ = ('input',)

def _floor_inplace(self):
    return _inplace(_op_floor, (self,), {})

# --8<-- [end:floor]


# --8<-- [start:ceil]
# ── ceil ──────────────────────────────────────────────────────── ops.yaml:1049
#   ceil: Elementwise smallest integer >= x (integer tensors unchanged); its gra…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _ceil_kernel(self):
    return np.ceil(self) if self.dtype.kind == "f" else self.copy()


def _ceil_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _ceil_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class CeilBackward0(OpNode):
    """Backward of `ceil` (ops.yaml:1049)."""

    return_names = ('result',)


_op_ceil = OpDef(
    'ceil',
    _ceil_kernel,
    line=1049,
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
    saves_per_input=((),),
    backward=_ceil_backward,
    jvp=_ceil_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=CeilBackward0,
    c_kernel=None,
    param_names=(),
)
CeilBackward0.op = _op_ceil


def ceil(input):
    return (_bind if _any_interpreter else _call_base)(_op_ceil, (input,), {})

ceil.__tensor_params__ = ('input',)

def _ceil_inplace(self):
    return _inplace(_op_ceil, (self,), {})

# --8<-- [end:ceil]


# --8<-- [start:round]
# ── round ─────────────────────────────────────────────────────── ops.yaml:1065
#   round: Elementwise rounding to the nearest integer, halves to even (or to `de…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _round_kernel(self, decimals):
    # Round half to even, like torch.round; `decimals` digits after the point.
    if self.dtype.kind != "f":
        if decimals != 0:  # PyTorch has no integer kernel for rounding to decimals
            name = "Long" if self.dtype.itemsize == 8 else "Int"
            raise NotImplementedError(f"round: \"round_cpu\" not implemented for '{name}'")
        return self.copy()
    return np.round(self) if decimals == 0 else np.round(self, decimals)


def _round_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _round_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class RoundBackward0(OpNode):
    """Backward of `round` (ops.yaml:1065)."""

    return_names = ('result',)


_op_round = OpDef(
    'round',
    _round_kernel,
    line=1065,
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
    saves_per_input=((),),
    backward=_round_backward,
    jvp=_round_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=RoundBackward0,
    c_kernel=None,
    param_names=('decimals',),
)
RoundBackward0.op = _op_round


def round(input, *, decimals=0):
    return (_bind if _any_interpreter else _call_base)(_op_round, (input,), {'decimals': decimals})

round.__tensor_params__ = ('input',)

def _round_inplace(self, *, decimals=0):
    return _inplace(_op_round, (self,), {'decimals': decimals})

# --8<-- [end:round]


# --8<-- [start:trunc]
# ── trunc ─────────────────────────────────────────────────────── ops.yaml:1090
#   trunc: Elementwise rounding toward zero (integer tensors unchanged); its grad…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _trunc_kernel(self):
    return np.trunc(self) if self.dtype.kind == "f" else self.copy()


def _trunc_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _trunc_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class TruncBackward0(OpNode):
    """Backward of `trunc` (ops.yaml:1090)."""

    return_names = ('result',)


_op_trunc = OpDef(
    'trunc',
    _trunc_kernel,
    line=1090,
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
    saves_per_input=((),),
    backward=_trunc_backward,
    jvp=_trunc_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=TruncBackward0,
    c_kernel=None,
    param_names=(),
)
TruncBackward0.op = _op_trunc


def trunc(input):
    return (_bind if _any_interpreter else _call_base)(_op_trunc, (input,), {})

trunc.__tensor_params__ = ('input',)

def _trunc_inplace(self):
    return _inplace(_op_trunc, (self,), {})

# --8<-- [end:trunc]


# --8<-- [start:clamp]
# ── clamp ─────────────────────────────────────────────────────── ops.yaml:1106
#   clamp: Elementwise min(max(x, min), max) (one bound may be None); the gradien…
#   backward[self]: where((self <= max) if min is None else ((self >= min) if max is None else logical_and(self >= min, self <= max)), grad, 0.0)
#   jvp: auto_elementwise: where(self <= max if min is None else self >= min if max is None else logical_and(self >= min, self <= max), self_t, 0.0)
#   vmap: elementwise
def _clamp_kernel(self, min, max):
    return _clamp(self, min, max)


def _clamp_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    min = params["min"]
    max = params["max"]
    return (
        (where((self <= max) if min is None else ((self >= min) if max is None else logical_and(self >= min, self <= max)), grad, 0.0)) if needs[0] else None,
    )


def _clamp_jvp(tangents, self, result, **params):
    self_t, = tangents
    min = params["min"]
    max = params["max"]
    out = None
    if self_t is not None:
        out = add_tangent(out, where(self <= max if min is None else self >= min if max is None else logical_and(self >= min, self <= max), self_t, 0.0))
    return out


class ClampBackward0(OpNode):
    """Backward of `clamp` (ops.yaml:1106)."""

    return_names = ('result',)


_op_clamp = OpDef(
    'clamp',
    _clamp_kernel,
    line=1106,
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
    saves_per_input=(('self',),),
    backward=_clamp_backward,
    jvp=_clamp_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ClampBackward0,
    c_kernel=None,
    param_names=('min', 'max'),
)
ClampBackward0.op = _op_clamp


def clamp(input, min=None, max=None):
    return (_bind if _any_interpreter else _call_base)(_op_clamp, (input,), {'min': min, 'max': max})

clamp.__tensor_params__ = ('input',)

def _clamp_inplace(self, min=None, max=None):
    return _inplace(_op_clamp, (self,), {'min': min, 'max': max})

# --8<-- [end:clamp]


# --8<-- [start:add]
# ── add ───────────────────────────────────────────────────────── ops.yaml:1130
#   add: self + alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: grad * alpha if alpha != 1 else grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] other_t * alpha if alpha != 1 else other_t
#   vmap: broadcast
def _add_kernel(self, other, alpha):
    return np.add(self, other) if alpha == 1 else np.add(self, np.multiply(other, alpha))


def _add_c_forward(self, other, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None or not (alpha != 1):
        return None
    return ops.add_forward(self, other, alpha)


def _add_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        (sum_to(grad * alpha if alpha != 1 else grad, shapes[1])) if needs[1] else None,
    )


def _add_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    alpha = params["alpha"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t, _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(other_t * alpha if alpha != 1 else other_t, _out_shape))
    return out


class AddBackward0(OpNode):
    """Backward of `add` (ops.yaml:1130)."""

    return_names = ('result',)


_op_add = OpDef(
    'add',
    _add_kernel,
    line=1130,
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
    saves_per_input=((), ()),
    backward=_add_backward,
    jvp=_add_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=AddBackward0,
    c_kernel={'kind': 'binary', 'forward': {None: 'a + alpha * b'}, 'backward': None, 'select': None, 'helper': None, 'guard': 'alpha != 1', 'min_size': None, 'params': ['alpha'], 'bwd_uses': []},
    c_forward=_add_c_forward,
    param_names=('alpha',),
)
AddBackward0.op = _op_add


def add(input, other, *, alpha=1):
    return (_bind if _any_interpreter else _call_base)(_op_add, (input, other), {'alpha': alpha})

add.__tensor_params__ = ('input', 'other')

def _add_inplace(self, other, *, alpha=1):
    return _inplace(_op_add, (self, other), {'alpha': alpha})

# --8<-- [end:add]


# --8<-- [start:sub]
# ── sub ───────────────────────────────────────────────────────── ops.yaml:1159
#   sub: self - alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * alpha if alpha != 1 else -other_t
#   vmap: broadcast
def _sub_kernel(self, other, alpha):
    return np.subtract(self, other) if alpha == 1 else np.subtract(self, np.multiply(other, alpha))


def _sub_c_forward(self, other, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None or not (alpha != 1):
        return None
    return ops.sub_forward(self, other, alpha)


def _sub_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        (sum_to(-grad * alpha if alpha != 1 else -grad, shapes[1])) if needs[1] else None,
    )


def _sub_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    alpha = params["alpha"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t, _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(-other_t * alpha if alpha != 1 else -other_t, _out_shape))
    return out


class SubBackward0(OpNode):
    """Backward of `sub` (ops.yaml:1159)."""

    return_names = ('result',)


_op_sub = OpDef(
    'sub',
    _sub_kernel,
    line=1159,
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
    saves_per_input=((), ()),
    backward=_sub_backward,
    jvp=_sub_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=SubBackward0,
    c_kernel={'kind': 'binary', 'forward': {None: 'a - alpha * b'}, 'backward': None, 'select': None, 'helper': None, 'guard': 'alpha != 1', 'min_size': None, 'params': ['alpha'], 'bwd_uses': []},
    c_forward=_sub_c_forward,
    param_names=('alpha',),
)
SubBackward0.op = _op_sub


def sub(input, other, *, alpha=1):
    return (_bind if _any_interpreter else _call_base)(_op_sub, (input, other), {'alpha': alpha})

sub.__tensor_params__ = ('input', 'other')

def _sub_inplace(self, other, *, alpha=1):
    return _inplace(_op_sub, (self, other), {'alpha': alpha})

# --8<-- [end:sub]


# --8<-- [start:mul]
# ── mul ───────────────────────────────────────────────────────── ops.yaml:1187
#   mul: Elementwise product, broadcasting the two.
#   backward[self]: grad * other  (reduced to the input's shape)
#   backward[other]: grad * self  (reduced to the input's shape)
#   jvp: [self] self_t * other + [other] other_t * self
#   vmap: broadcast
def _mul_kernel(self, other):
    return np.multiply(self, other)


def _mul_backward(grads, needs, shapes, self=None, other=None, **params):
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
    """Backward of `mul` (ops.yaml:1187)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    _mul_kernel,
    line=1187,
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
    saves_per_input=(('other',), ('self',)),
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
    return (_bind if _any_interpreter else _call_base)(_op_mul, (input, other), {})

mul.__tensor_params__ = ('input', 'other')

def _mul_inplace(self, other):
    return _inplace(_op_mul, (self, other), {})

# --8<-- [end:mul]


# --8<-- [start:div]
# ── div ───────────────────────────────────────────────────────── ops.yaml:1213
#   div: Elementwise true division (integers divide to float), broadcasting the…
#   backward[self]: grad / other  (reduced to the input's shape)
#   backward[other]: -grad * self / (other * other)  (reduced to the input's shape)
#   jvp: [self] self_t / other + [other] -other_t * result / other
#   vmap: broadcast
def _div_kernel(self, other):
    return np.true_divide(self, other)


def _div_backward(grads, needs, shapes, self=None, other=None, **params):
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
    """Backward of `div` (ops.yaml:1213)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    _div_kernel,
    line=1213,
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
    saves_result=False,
    saves_per_input=(('other',), ('self', 'other')),
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
    return (_bind if _any_interpreter else _call_base)(_op_div, (input, other), {})

div.__tensor_params__ = ('input', 'other')

def _div_inplace(self, other):
    return _inplace(_op_div, (self, other), {})

# --8<-- [end:div]


# --8<-- [start:pow]
# ── pow ───────────────────────────────────────────────────────── ops.yaml:1239
#   pow: self ** exponent elementwise, broadcasting; either side may be a Pytho…
#   backward[self]: pow_backward_self(grad, self, exponent)  (reduced to the input's shape)
#   backward[exponent]: pow_backward_exponent(grad, self, exponent, result)  (reduced to the input's shape)
#   jvp: [self] pow_backward_self(self_t, self, exponent) + [exponent] pow_backward_exponent(exponent_t, self, exponent, result)
#   vmap: broadcast
def _pow_kernel(self, exponent):
    # np.power, except integer tensors to negative integer tensor powers: PyTorch computes
    # them in integers (b ** -n is 1 for b == 1, +-1 for b == -1, else 0) where NumPy raises.
    # A negative Python-number exponent stays an error, as in PyTorch.
    if (isinstance(exponent, np.ndarray) and exponent.dtype.kind in "iu"
            and np.asarray(self).dtype.kind in "biu" and (exponent < 0).any()):
        negative = exponent < 0
        out = np.power(self, np.where(negative, 0, exponent))
        base = np.broadcast_to(self, out.shape)
        odd = np.broadcast_to(exponent % 2 == 1, out.shape)
        inverse = np.where(base == 1, 1, np.where(base == -1, np.where(odd, -1, 1), 0))
        return np.where(negative, inverse, out).astype(out.dtype)
    return np.power(self, exponent)


def _pow_backward(grads, needs, shapes, self=None, exponent=None, result=None, **params):
    grad = grads[0]
    return (
        (sum_to(pow_backward_self(grad, self, exponent), shapes[0])) if needs[0] else None,
        (sum_to(pow_backward_exponent(grad, self, exponent, result), shapes[1])) if needs[1] else None,
    )


def _pow_jvp(tangents, self, exponent, result, **params):
    self_t, exponent_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(pow_backward_self(self_t, self, exponent), _out_shape))
    if exponent_t is not None:
        out = add_tangent(out, expand_to(pow_backward_exponent(exponent_t, self, exponent, result), _out_shape))
    return out


class PowBackward0(OpNode):
    """Backward of `pow` (ops.yaml:1239)."""

    return_names = ('result',)


_op_pow = OpDef(
    'pow',
    _pow_kernel,
    line=1239,
    tensor_args=('self', 'exponent'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, True),
    saves=('self', 'exponent'),
    saves_result=True,
    saves_per_input=(('self', 'exponent'), ('self', 'exponent', 'result')),
    backward=_pow_backward,
    jvp=_pow_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=PowBackward0,
    c_kernel=None,
    param_names=(),
)
PowBackward0.op = _op_pow


def pow(input, exponent):
    return (_bind if _any_interpreter else _call_base)(_op_pow, (input, exponent), {})

pow.__tensor_params__ = ('input', 'exponent')

def _pow_inplace(self, exponent):
    return _inplace(_op_pow, (self, exponent), {})

# --8<-- [end:pow]


# --8<-- [start:maximum]
# ── maximum ───────────────────────────────────────────────────── ops.yaml:1287
#   maximum: Elementwise maximum, broadcasting (nan wins); at ties the gradient is …
#   backward[self]: where(self == other, grad / 2, where(self > other, grad, 0.0))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self < other, grad, 0.0))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self > other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self < other, other_t, 0.0))
#   vmap: broadcast
def _maximum_kernel(self, other):
    return np.maximum(self, other)


def _maximum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (sum_to(where(self == other, grad / 2, where(self > other, grad, 0.0)), shapes[0])) if needs[0] else None,
        (sum_to(where(self == other, grad / 2, where(self < other, grad, 0.0)), shapes[1])) if needs[1] else None,
    )


def _maximum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(where(self == other, self_t / 2, where(self > other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(where(self == other, other_t / 2, where(self < other, other_t, 0.0)), _out_shape))
    return out


class MaximumBackward0(OpNode):
    """Backward of `maximum` (ops.yaml:1287)."""

    return_names = ('result',)


_op_maximum = OpDef(
    'maximum',
    _maximum_kernel,
    line=1287,
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
    saves_per_input=(('self', 'other'), ('self', 'other')),
    backward=_maximum_backward,
    jvp=_maximum_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=MaximumBackward0,
    c_kernel=None,
    param_names=(),
)
MaximumBackward0.op = _op_maximum


def maximum(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_maximum, (input, other), {})

maximum.__tensor_params__ = ('input', 'other')
# --8<-- [end:maximum]


# --8<-- [start:minimum]
# ── minimum ───────────────────────────────────────────────────── ops.yaml:1312
#   minimum: Elementwise minimum, broadcasting (nan wins); at ties the gradient is …
#   backward[self]: where(self == other, grad / 2, where(self < other, grad, 0.0))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self > other, grad, 0.0))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self < other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self > other, other_t, 0.0))
#   vmap: broadcast
def _minimum_kernel(self, other):
    return np.minimum(self, other)


def _minimum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (sum_to(where(self == other, grad / 2, where(self < other, grad, 0.0)), shapes[0])) if needs[0] else None,
        (sum_to(where(self == other, grad / 2, where(self > other, grad, 0.0)), shapes[1])) if needs[1] else None,
    )


def _minimum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(where(self == other, self_t / 2, where(self < other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(where(self == other, other_t / 2, where(self > other, other_t, 0.0)), _out_shape))
    return out


class MinimumBackward0(OpNode):
    """Backward of `minimum` (ops.yaml:1312)."""

    return_names = ('result',)


_op_minimum = OpDef(
    'minimum',
    _minimum_kernel,
    line=1312,
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
    saves_per_input=(('self', 'other'), ('self', 'other')),
    backward=_minimum_backward,
    jvp=_minimum_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=MinimumBackward0,
    c_kernel=None,
    param_names=(),
)
MinimumBackward0.op = _op_minimum


def minimum(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_minimum, (input, other), {})

minimum.__tensor_params__ = ('input', 'other')
# --8<-- [end:minimum]


# --8<-- [start:atan2]
# ── atan2 ─────────────────────────────────────────────────────── ops.yaml:1336
#   atan2: Elementwise angle of the point (other, self), atan(self / other) in th…
#   backward[self]: grad * other / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   backward[other]: -grad * self / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   jvp: [self] self_t * other / (self * self + other * other) + [other] -other_t * self / (self * self + other * other)
#   vmap: broadcast
def _atan2_kernel(self, other):
    return np.arctan2(self, other)


def _atan2_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (sum_to(grad * other / where((self * self + other * other) == 0, 1, self * self + other * other), shapes[0])) if needs[0] else None,
        (sum_to(-grad * self / where((self * self + other * other) == 0, 1, self * self + other * other), shapes[1])) if needs[1] else None,
    )


def _atan2_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t * other / (self * self + other * other), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(-other_t * self / (self * self + other * other), _out_shape))
    return out


class Atan2Backward0(OpNode):
    """Backward of `atan2` (ops.yaml:1336)."""

    return_names = ('result',)


_op_atan2 = OpDef(
    'atan2',
    _atan2_kernel,
    line=1336,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='float',
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
    saves_per_input=(('self', 'other'), ('self', 'other')),
    backward=_atan2_backward,
    jvp=_atan2_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=Atan2Backward0,
    c_kernel=None,
    param_names=(),
)
Atan2Backward0.op = _op_atan2


def atan2(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_atan2, (input, other), {})

atan2.__tensor_params__ = ('input', 'other')

def _atan2_inplace(self, other):
    return _inplace(_op_atan2, (self, other), {})

# --8<-- [end:atan2]


# --8<-- [start:remainder]
# ── remainder ─────────────────────────────────────────────────── ops.yaml:1361
#   remainder: Python's modulus, self - floor(self / other) * other: the result has t…
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * floor(self / other)  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * floor(self / other)
#   vmap: broadcast
def _remainder_kernel(self, other):
    # Python's % : the result has the sign of the divisor (torch.remainder).
    _check_int_divisor(other)
    return np.remainder(self, other)


def _remainder_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        (sum_to(-grad * floor(self / other), shapes[1])) if needs[1] else None,
    )


def _remainder_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t, _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(-other_t * floor(self / other), _out_shape))
    return out


class RemainderBackward0(OpNode):
    """Backward of `remainder` (ops.yaml:1361)."""

    return_names = ('result',)


_op_remainder = OpDef(
    'remainder',
    _remainder_kernel,
    line=1361,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, True),
    saves=('self', 'other'),
    saves_result=False,
    saves_per_input=((), ('self', 'other')),
    backward=_remainder_backward,
    jvp=_remainder_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=RemainderBackward0,
    c_kernel=None,
    param_names=(),
)
RemainderBackward0.op = _op_remainder


def remainder(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_remainder, (input, other), {})

remainder.__tensor_params__ = ('input', 'other')

def _remainder_inplace(self, other):
    return _inplace(_op_remainder, (self, other), {})

# --8<-- [end:remainder]


# --8<-- [start:floor_divide]
# ── floor_divide ──────────────────────────────────────────────── ops.yaml:1397
#   floor_divide: Python's //, self / other rounded toward -inf, broadcasting; integers …
#   backward[self]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   backward[other]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   jvp: [self] derivative_not_implemented("floor_divide", True) + [other] derivative_not_implemented("floor_divide", True)
#   vmap: broadcast
def _floor_divide_kernel(self, other):
    # Python's // : the quotient rounded toward -inf (torch.floor_divide).
    _check_int_divisor(other)
    return np.floor_divide(self, other)


def _floor_divide_backward(grads, needs, shapes, **params):
    return (
        (sum_to(derivative_not_implemented("floor_divide"), shapes[0])) if needs[0] else None,
        (sum_to(derivative_not_implemented("floor_divide"), shapes[1])) if needs[1] else None,
    )


def _floor_divide_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(derivative_not_implemented("floor_divide", True), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(derivative_not_implemented("floor_divide", True), _out_shape))
    return out


class FloorDivideBackward0(OpNode):
    """Backward of `floor_divide` (ops.yaml:1397)."""

    return_names = ('result',)


_op_floor_divide = OpDef(
    'floor_divide',
    _floor_divide_kernel,
    line=1397,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, True),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=_floor_divide_backward,
    jvp=_floor_divide_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=FloorDivideBackward0,
    c_kernel=None,
    param_names=(),
)
FloorDivideBackward0.op = _op_floor_divide


def floor_divide(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_floor_divide, (input, other), {})

floor_divide.__tensor_params__ = ('input', 'other')

def _floor_divide_inplace(self, other):
    return _inplace(_op_floor_divide, (self, other), {})

# --8<-- [end:floor_divide]


# --8<-- [start:eq]
# ── eq ────────────────────────────────────────────────────────── ops.yaml:1437
#   eq: Elementwise self == other as a bool tensor, broadcasting (compared in …
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _eq_kernel(self, other):
    return np.equal(self, other)


class EqBackward0(OpNode):
    """Backward of `eq` (ops.yaml:1437)."""

    return_names = ('result',)


_op_eq = OpDef(
    'eq',
    _eq_kernel,
    line=1437,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=EqBackward0,
    c_kernel=None,
    param_names=(),
)
EqBackward0.op = _op_eq


def eq(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_eq, (input, other), {})

eq.__tensor_params__ = ('input', 'other')
# --8<-- [end:eq]


# --8<-- [start:ne]
# ── ne ────────────────────────────────────────────────────────── ops.yaml:1457
#   ne: Elementwise self != other as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _ne_kernel(self, other):
    return np.not_equal(self, other)


class NeBackward0(OpNode):
    """Backward of `ne` (ops.yaml:1457)."""

    return_names = ('result',)


_op_ne = OpDef(
    'ne',
    _ne_kernel,
    line=1457,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=NeBackward0,
    c_kernel=None,
    param_names=(),
)
NeBackward0.op = _op_ne


def ne(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_ne, (input, other), {})

ne.__tensor_params__ = ('input', 'other')
# --8<-- [end:ne]


# --8<-- [start:lt]
# ── lt ────────────────────────────────────────────────────────── ops.yaml:1475
#   lt: Elementwise self < other as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _lt_kernel(self, other):
    return np.less(self, other)


class LtBackward0(OpNode):
    """Backward of `lt` (ops.yaml:1475)."""

    return_names = ('result',)


_op_lt = OpDef(
    'lt',
    _lt_kernel,
    line=1475,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=LtBackward0,
    c_kernel=None,
    param_names=(),
)
LtBackward0.op = _op_lt


def lt(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_lt, (input, other), {})

lt.__tensor_params__ = ('input', 'other')
# --8<-- [end:lt]


# --8<-- [start:le]
# ── le ────────────────────────────────────────────────────────── ops.yaml:1495
#   le: Elementwise self <= other as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _le_kernel(self, other):
    return np.less_equal(self, other)


class LeBackward0(OpNode):
    """Backward of `le` (ops.yaml:1495)."""

    return_names = ('result',)


_op_le = OpDef(
    'le',
    _le_kernel,
    line=1495,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=LeBackward0,
    c_kernel=None,
    param_names=(),
)
LeBackward0.op = _op_le


def le(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_le, (input, other), {})

le.__tensor_params__ = ('input', 'other')
# --8<-- [end:le]


# --8<-- [start:gt]
# ── gt ────────────────────────────────────────────────────────── ops.yaml:1513
#   gt: Elementwise self > other as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _gt_kernel(self, other):
    return np.greater(self, other)


class GtBackward0(OpNode):
    """Backward of `gt` (ops.yaml:1513)."""

    return_names = ('result',)


_op_gt = OpDef(
    'gt',
    _gt_kernel,
    line=1513,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=GtBackward0,
    c_kernel=None,
    param_names=(),
)
GtBackward0.op = _op_gt


def gt(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_gt, (input, other), {})

gt.__tensor_params__ = ('input', 'other')
# --8<-- [end:gt]


# --8<-- [start:ge]
# ── ge ────────────────────────────────────────────────────────── ops.yaml:1532
#   ge: Elementwise self >= other as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _ge_kernel(self, other):
    return np.greater_equal(self, other)


class GeBackward0(OpNode):
    """Backward of `ge` (ops.yaml:1532)."""

    return_names = ('result',)


_op_ge = OpDef(
    'ge',
    _ge_kernel,
    line=1532,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=GeBackward0,
    c_kernel=None,
    param_names=(),
)
GeBackward0.op = _op_ge


def ge(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_ge, (input, other), {})

ge.__tensor_params__ = ('input', 'other')
# --8<-- [end:ge]


# --8<-- [start:logical_and]
# ── logical_and ───────────────────────────────────────────────── ops.yaml:1550
#   logical_and: Elementwise logical AND (nonzero is True) as a bool tensor, broadcasti…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _logical_and_kernel(self, other):
    return np.logical_and(self, other)


class LogicalAndBackward0(OpNode):
    """Backward of `logical_and` (ops.yaml:1550)."""

    return_names = ('result',)


_op_logical_and = OpDef(
    'logical_and',
    _logical_and_kernel,
    line=1550,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=LogicalAndBackward0,
    c_kernel=None,
    param_names=(),
)
LogicalAndBackward0.op = _op_logical_and


def logical_and(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_logical_and, (input, other), {})

logical_and.__tensor_params__ = ('input', 'other')

def _logical_and_inplace(self, other):
    return _inplace(_op_logical_and, (self, other), {})

# --8<-- [end:logical_and]


# --8<-- [start:logical_or]
# ── logical_or ────────────────────────────────────────────────── ops.yaml:1569
#   logical_or: Elementwise logical OR as a bool tensor, broadcasting; `a | b` on bool…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _logical_or_kernel(self, other):
    return np.logical_or(self, other)


class LogicalOrBackward0(OpNode):
    """Backward of `logical_or` (ops.yaml:1569)."""

    return_names = ('result',)


_op_logical_or = OpDef(
    'logical_or',
    _logical_or_kernel,
    line=1569,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=LogicalOrBackward0,
    c_kernel=None,
    param_names=(),
)
LogicalOrBackward0.op = _op_logical_or


def logical_or(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_logical_or, (input, other), {})

logical_or.__tensor_params__ = ('input', 'other')

def _logical_or_inplace(self, other):
    return _inplace(_op_logical_or, (self, other), {})

# --8<-- [end:logical_or]


# --8<-- [start:logical_xor]
# ── logical_xor ───────────────────────────────────────────────── ops.yaml:1587
#   logical_xor: Elementwise logical XOR as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _logical_xor_kernel(self, other):
    return np.logical_xor(self, other)


class LogicalXorBackward0(OpNode):
    """Backward of `logical_xor` (ops.yaml:1587)."""

    return_names = ('result',)


_op_logical_xor = OpDef(
    'logical_xor',
    _logical_xor_kernel,
    line=1587,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=LogicalXorBackward0,
    c_kernel=None,
    param_names=(),
)
LogicalXorBackward0.op = _op_logical_xor


def logical_xor(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_logical_xor, (input, other), {})

logical_xor.__tensor_params__ = ('input', 'other')

def _logical_xor_inplace(self, other):
    return _inplace(_op_logical_xor, (self, other), {})

# --8<-- [end:logical_xor]


# --8<-- [start:logical_not]
# ── logical_not ───────────────────────────────────────────────── ops.yaml:1604
#   logical_not: Elementwise logical NOT (zero is False) as a bool tensor; `~a` on a bo…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _logical_not_kernel(self):
    return np.logical_not(self)


class LogicalNotBackward0(OpNode):
    """Backward of `logical_not` (ops.yaml:1604)."""

    return_names = ('result',)


_op_logical_not = OpDef(
    'logical_not',
    _logical_not_kernel,
    line=1604,
    tensor_args=('self',),
    list_args=(),
    dtype='bool',
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=LogicalNotBackward0,
    c_kernel=None,
    param_names=(),
)
LogicalNotBackward0.op = _op_logical_not


def logical_not(input):
    return (_bind if _any_interpreter else _call_base)(_op_logical_not, (input,), {})

logical_not.__tensor_params__ = ('input',)

def _logical_not_inplace(self):
    return _inplace(_op_logical_not, (self,), {})

# --8<-- [end:logical_not]


# --8<-- [start:where]
# ── where ─────────────────────────────────────────────────────── ops.yaml:1622
#   where: Elementwise `self` where `condition` (a bool tensor) is True, else `ot…
#   backward[condition]: non_differentiable
#   backward[self]: where(condition, grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(condition, 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(condition, self_t, 0.0) + [other] where(condition, 0.0, other_t)
#   vmap: broadcast
def _where_kernel(condition, self, other):
    if not isinstance(condition, np.ndarray) or condition.dtype != np.bool_:
        kind = getattr(condition, "dtype", type(condition).__name__)
        raise ValueError(f"where expected condition to be a boolean tensor, but got a tensor "
                         f"with dtype {kind}")
    return np.where(condition, self, other)


def _where_backward(grads, needs, shapes, condition=None, **params):
    grad = grads[0]
    return (
        None,
        (sum_to(where(condition, grad, 0.0), shapes[1])) if needs[1] else None,
        (sum_to(where(condition, 0.0, grad), shapes[2])) if needs[2] else None,
    )


def _where_jvp(tangents, condition, self, other, result, **params):
    condition_t, self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(where(condition, self_t, 0.0), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(where(condition, 0.0, other_t), _out_shape))
    return out


class WhereBackward0(OpNode):
    """Backward of `where` (ops.yaml:1622)."""

    return_names = ('result',)


_op_where = OpDef(
    'where',
    _where_kernel,
    line=1622,
    tensor_args=('condition', 'self', 'other'),
    list_args=(),
    dtype='promote',
    dtype_args=('self', 'other'),
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, True, True),
    saves=('condition',),
    saves_result=False,
    saves_per_input=((), ('condition',), ('condition',)),
    backward=_where_backward,
    jvp=_where_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=WhereBackward0,
    c_kernel=None,
    param_names=(),
)
WhereBackward0.op = _op_where


def where(condition, input, other):
    return (_bind if _any_interpreter else _call_base)(_op_where, (condition, input, other), {})

where.__tensor_params__ = ('condition', 'input', 'other')

def _where_method(self, condition, other):
    """`self.where(...)`: the tensor is `self`, not the first argument of the schema."""
    return where(condition, self, other)

# --8<-- [end:where]


# --8<-- [start:sum]
# ── sum ───────────────────────────────────────────────────────── ops.yaml:1659
#   sum: Sum of all elements, or over the dims in `dim` (removed unless keepdim…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _sum_kernel(self, dim, keepdim, dtype):
    return np.sum(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0, dtype=_sum_dtype(self, dtype))


def _sum_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0])) if needs[0] else None,
    )


class SumBackward0(OpNode):
    """Backward of `sum` (ops.yaml:1659)."""

    return_names = ('result',)


_op_sum = OpDef(
    'sum',
    _sum_kernel,
    line=1659,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_sum, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

sum.__tensor_params__ = ('input',)
# --8<-- [end:sum]


# --8<-- [start:mean]
# ── mean ──────────────────────────────────────────────────────── ops.yaml:1678
#   mean: Mean of all elements, or over the dims in `dim`, computed in `dtype` w…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _mean_kernel(self, dim, keepdim, dtype):
    # mean, in `dtype` when given (the input is converted first); like PyTorch it infers no
    # float dtype for integer or bool input (the mean of integers is not an integer).
    dt = self.dtype if dtype is None else _np_dtype(dtype)
    if dt.kind != "f":
        which = "Input" if dtype is None else "Optional"
        raise DtypeError(f"mean(): could not infer output dtype. {which} dtype must be either a "
                         f"floating point or complex dtype. Got: {_torch_name(dt)}")
    x = self if self.dtype == dt else self.astype(dt)
    return np.mean(x, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


def _mean_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)) if needs[0] else None,
    )


class MeanBackward0(OpNode):
    """Backward of `mean` (ops.yaml:1678)."""

    return_names = ('result',)


_op_mean = OpDef(
    'mean',
    _mean_kernel,
    line=1678,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_mean, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

mean.__tensor_params__ = ('input',)
# --8<-- [end:mean]


# --8<-- [start:prod]
# ── prod ──────────────────────────────────────────────────────── ops.yaml:1707
#   prod: Product of all elements, or along `dim`; integers and bools multiply t…
#   backward[self]: prod_backward(grad, self, dim, keepdim)
#   jvp: [self] prod_jvp(self_t, self, dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _prod_kernel(self, dim, keepdim, dtype):
    return np.prod(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0,
                   dtype=_np_dtype(dtype))


def _prod_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (prod_backward(grad, self, dim, keepdim)) if needs[0] else None,
    )


def _prod_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, prod_jvp(self_t, self, dim, keepdim))
    return out


class ProdBackward0(OpNode):
    """Backward of `prod` (ops.yaml:1707)."""

    return_names = ('result',)


_op_prod = OpDef(
    'prod',
    _prod_kernel,
    line=1707,
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
    saves_per_input=(('self',),),
    backward=_prod_backward,
    jvp=_prod_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=ProdBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim', 'dtype'),
)
ProdBackward0.op = _op_prod


def prod(input, dim=None, keepdim=False, *, dtype=None):
    return (_bind if _any_interpreter else _call_base)(_op_prod, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

prod.__tensor_params__ = ('input',)
# --8<-- [end:prod]


# --8<-- [start:amax]
# ── amax ──────────────────────────────────────────────────────── ops.yaml:1733
#   amax: Largest element over `dim` (all dims by default); tied maxima share th…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) * extreme_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _amax_kernel(self, dim, keepdim):
    return _minmax(self, dim, keepdim, True)


def _amax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0]) * extreme_weight(self, result, dim, keepdim)) if needs[0] else None,
    )


def _amax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim))
    return out


class AmaxBackward0(OpNode):
    """Backward of `amax` (ops.yaml:1733)."""

    return_names = ('result',)


_op_amax = OpDef(
    'amax',
    _amax_kernel,
    line=1733,
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
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_amax_backward,
    jvp=_amax_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=AmaxBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
AmaxBackward0.op = _op_amax


def amax(input, dim=(), keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_amax, (input,), {'dim': dim, 'keepdim': keepdim})

amax.__tensor_params__ = ('input',)
# --8<-- [end:amax]


# --8<-- [start:amin]
# ── amin ──────────────────────────────────────────────────────── ops.yaml:1752
#   amin: Smallest element over `dim` (all dims by default); tied minima share t…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) * extreme_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _amin_kernel(self, dim, keepdim):
    return _minmax(self, dim, keepdim, False)


def _amin_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0]) * extreme_weight(self, result, dim, keepdim)) if needs[0] else None,
    )


def _amin_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim))
    return out


class AminBackward0(OpNode):
    """Backward of `amin` (ops.yaml:1752)."""

    return_names = ('result',)


_op_amin = OpDef(
    'amin',
    _amin_kernel,
    line=1752,
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
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_amin_backward,
    jvp=_amin_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=AminBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
AminBackward0.op = _op_amin


def amin(input, dim=(), keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_amin, (input,), {'dim': dim, 'keepdim': keepdim})

amin.__tensor_params__ = ('input',)
# --8<-- [end:amin]


# --8<-- [start:max]
# ── max ───────────────────────────────────────────────────────── ops.yaml:1769
#   max: max(x) is the largest element (ties share the gradient); max(x, dim, k…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _max_composite(self):
    if not (self.numel() > 0):
        raise RuntimeError("max: max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
    return amax(self)


def _overload_max(input):
    return _max_composite(input)

_overload_max.__tensor_params__ = ('input',)
# --8<-- [end:max]


# --8<-- [start:max_dim]
# ── max.dim ───────────────────────────────────────────────────── ops.yaml:1783
#   max.dim: Largest values along `dim` and their (first) indices, as a named tuple…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _max_dim_kernel(self, dim, keepdim):
    return _extreme_dim(self, dim, keepdim, True)


def _max_dim_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _max_dim_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


class MaxBackward0(OpNode):
    """Backward of `max.dim` (ops.yaml:1783)."""

    return_names = ('values', 'indices')


_op_max_dim = OpDef(
    'max.dim',
    _max_dim_kernel,
    line=1783,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tuple',
    n_outputs=2,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=True,
    saves_per_input=(('result',),),
    backward=_max_dim_backward,
    jvp=_max_dim_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=MaxBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
MaxBackward0.op = _op_max_dim


def _overload_max_dim(input, dim, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_max_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_max_dim.__tensor_params__ = ('input',)
# --8<-- [end:max_dim]


# --8<-- [start:max_other]
# ── max.other ─────────────────────────────────────────────────── ops.yaml:1801
#   max.other: Elementwise maximum of two broadcast tensors; on ties each side gets h…
#   backward[self]: grad * maximum_weight(self, other, "gt")  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "gt")  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "gt") + [other] other_t * maximum_weight(other, self, "gt")
#   vmap: broadcast
def _max_other_kernel(self, other):
    return np.maximum(self, other)


def _max_other_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (sum_to(grad * maximum_weight(self, other, "gt"), shapes[0])) if needs[0] else None,
        (sum_to(grad * maximum_weight(other, self, "gt"), shapes[1])) if needs[1] else None,
    )


def _max_other_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t * maximum_weight(self, other, "gt"), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(other_t * maximum_weight(other, self, "gt"), _out_shape))
    return out


class MaxBackward0(OpNode):
    """Backward of `max.other` (ops.yaml:1801)."""

    return_names = ('result',)


_op_max_other = OpDef(
    'max.other',
    _max_other_kernel,
    line=1801,
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
    saves_per_input=(('self', 'other'), ('self', 'other')),
    backward=_max_other_backward,
    jvp=_max_other_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=MaxBackward0,
    c_kernel=None,
    param_names=(),
)
MaxBackward0.op = _op_max_other


def _overload_max_other(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_max_other, (input, other), {})

_overload_max_other.__tensor_params__ = ('input', 'other')
# --8<-- [end:max_other]


# --8<-- [start:min]
# ── min ───────────────────────────────────────────────────────── ops.yaml:1823
#   min: min(x) is the smallest element (ties share the gradient); min(x, dim, …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _min_composite(self):
    if not (self.numel() > 0):
        raise RuntimeError("min: min(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
    return amin(self)


def _overload_min(input):
    return _min_composite(input)

_overload_min.__tensor_params__ = ('input',)
# --8<-- [end:min]


# --8<-- [start:min_dim]
# ── min.dim ───────────────────────────────────────────────────── ops.yaml:1837
#   min.dim: Smallest values along `dim` and their (first) indices, as a named tupl…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _min_dim_kernel(self, dim, keepdim):
    return _extreme_dim(self, dim, keepdim, False)


def _min_dim_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _min_dim_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


class MinBackward0(OpNode):
    """Backward of `min.dim` (ops.yaml:1837)."""

    return_names = ('values', 'indices')


_op_min_dim = OpDef(
    'min.dim',
    _min_dim_kernel,
    line=1837,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tuple',
    n_outputs=2,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=True,
    saves_per_input=(('result',),),
    backward=_min_dim_backward,
    jvp=_min_dim_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=MinBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
MinBackward0.op = _op_min_dim


def _overload_min_dim(input, dim, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_min_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_min_dim.__tensor_params__ = ('input',)
# --8<-- [end:min_dim]


# --8<-- [start:min_other]
# ── min.other ─────────────────────────────────────────────────── ops.yaml:1853
#   min.other: Elementwise minimum of two broadcast tensors; on ties each side gets h…
#   backward[self]: grad * maximum_weight(self, other, "lt")  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "lt")  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "lt") + [other] other_t * maximum_weight(other, self, "lt")
#   vmap: broadcast
def _min_other_kernel(self, other):
    return np.minimum(self, other)


def _min_other_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (sum_to(grad * maximum_weight(self, other, "lt"), shapes[0])) if needs[0] else None,
        (sum_to(grad * maximum_weight(other, self, "lt"), shapes[1])) if needs[1] else None,
    )


def _min_other_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(self_t * maximum_weight(self, other, "lt"), _out_shape))
    if other_t is not None:
        out = add_tangent(out, expand_to(other_t * maximum_weight(other, self, "lt"), _out_shape))
    return out


class MinBackward0(OpNode):
    """Backward of `min.other` (ops.yaml:1853)."""

    return_names = ('result',)


_op_min_other = OpDef(
    'min.other',
    _min_other_kernel,
    line=1853,
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
    saves_per_input=(('self', 'other'), ('self', 'other')),
    backward=_min_other_backward,
    jvp=_min_other_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=MinBackward0,
    c_kernel=None,
    param_names=(),
)
MinBackward0.op = _op_min_other


def _overload_min_other(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_min_other, (input, other), {})

_overload_min_other.__tensor_params__ = ('input', 'other')
# --8<-- [end:min_other]


# --8<-- [start:argmax]
# ── argmax ────────────────────────────────────────────────────── ops.yaml:1874
#   argmax: Index (int64) of the first largest element along `dim`, or into the fl…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'argmax'}
def _argmax_kernel(self, dim, keepdim):
    return _argext(self, dim, keepdim, True)


class ArgmaxBackward0(OpNode):
    """Backward of `argmax` (ops.yaml:1874)."""

    return_names = ('result',)


_op_argmax = OpDef(
    'argmax',
    _argmax_kernel,
    line=1874,
    tensor_args=('self',),
    list_args=(),
    dtype='int64',
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'argmax'},
    node_cls=ArgmaxBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
ArgmaxBackward0.op = _op_argmax


def argmax(input, dim=None, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_argmax, (input,), {'dim': dim, 'keepdim': keepdim})

argmax.__tensor_params__ = ('input',)
# --8<-- [end:argmax]


# --8<-- [start:argmin]
# ── argmin ────────────────────────────────────────────────────── ops.yaml:1895
#   argmin: Index (int64) of the first smallest element along `dim`, or into the f…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'argmin'}
def _argmin_kernel(self, dim, keepdim):
    return _argext(self, dim, keepdim, False)


class ArgminBackward0(OpNode):
    """Backward of `argmin` (ops.yaml:1895)."""

    return_names = ('result',)


_op_argmin = OpDef(
    'argmin',
    _argmin_kernel,
    line=1895,
    tensor_args=('self',),
    list_args=(),
    dtype='int64',
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'argmin'},
    node_cls=ArgminBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
ArgminBackward0.op = _op_argmin


def argmin(input, dim=None, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_argmin, (input,), {'dim': dim, 'keepdim': keepdim})

argmin.__tensor_params__ = ('input',)
# --8<-- [end:argmin]


# --8<-- [start:var]
# ── var ───────────────────────────────────────────────────────── ops.yaml:1914
#   var: Variance over `dim` (all dims if None): sum((x - mean)^2) / max(0, N -…
#   backward[self]: var_backward(grad, self, dim, unbiased, keepdim, correction)
#   jvp: [self] var_jvp(self_t, self, dim, unbiased, keepdim, correction)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _var_kernel(self, dim, unbiased, keepdim, correction):
    dim, ddof = _var_args(dim, unbiased, correction)
    axes = _axes(dim, self.ndim)
    n = self.size if axes is None else int(np.prod([self.shape[a] for a in axes]))
    centered = self - np.mean(self, axis=axes, keepdims=True)
    ss = np.sum(centered * centered, axis=axes, keepdims=keepdim and self.ndim > 0)
    out = np.true_divide(ss, np.maximum(n - ddof, 0))
    return out


def _var_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    dim = params["dim"]
    unbiased = params["unbiased"]
    keepdim = params["keepdim"]
    correction = params["correction"]
    return (
        (var_backward(grad, self, dim, unbiased, keepdim, correction)) if needs[0] else None,
    )


def _var_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    unbiased = params["unbiased"]
    keepdim = params["keepdim"]
    correction = params["correction"]
    out = None
    if self_t is not None:
        out = add_tangent(out, var_jvp(self_t, self, dim, unbiased, keepdim, correction))
    return out


class VarBackward0(OpNode):
    """Backward of `var` (ops.yaml:1914)."""

    return_names = ('result',)


_op_var = OpDef(
    'var',
    _var_kernel,
    line=1914,
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
    saves_per_input=(('self',),),
    backward=_var_backward,
    jvp=_var_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=VarBackward0,
    c_kernel=None,
    param_names=('dim', 'unbiased', 'keepdim', 'correction'),
)
VarBackward0.op = _op_var


def var(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return (_bind if _any_interpreter else _call_base)(_op_var, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})

var.__tensor_params__ = ('input',)
# --8<-- [end:var]


# --8<-- [start:std]
# ── std ───────────────────────────────────────────────────────── ops.yaml:1948
#   std: Standard deviation, sqrt(var) with the same arguments; the gradient is…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _std_composite(self, dim, unbiased, keepdim, correction):
    if (self is None or self.dtype is _bool_dtype):
        raise RuntimeError('std: std and var only support floating point and complex dtypes')
    if (self is None or self.dtype.name in ('int64', 'int32')):
        raise RuntimeError('std: std and var only support floating point and complex dtypes')
    v = var(self, dim, unbiased, keepdim, correction=correction)
    zero = v == 0
    # where the variance is 0 the gradient is 0, as PyTorch's (the sqrt never sees 0, so no
    # 0 * inf = nan reaches var's gradient)
    return where(zero, v, sqrt(where(zero, ones_like(v), v)))


def std(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return _std_composite(input, dim, unbiased, keepdim, correction)

std.__tensor_params__ = ('input',)
# --8<-- [end:std]


# --8<-- [start:logsumexp]
# ── logsumexp ─────────────────────────────────────────────────── ops.yaml:1972
#   logsumexp: log(sum(exp(x))) over `dim`, computed stably (the max is subtracted fi…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) * logsumexp_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * logsumexp_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _logsumexp_kernel(self, dim, keepdim):
    axes = _axes(dim, self.ndim)
    if self.ndim == 0:
        return self.copy()
    m = np.max(self, axis=axes, keepdims=True, initial=-np.inf)  # empty groups give -inf
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(divide="ignore"):
        out = np.log(np.sum(np.exp(self - m), axis=axes, keepdims=True)) + m
    return out if keepdim else np.squeeze(out, axis=axes)


def _logsumexp_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (unreduce(grad, dim, keepdim, shapes[0]) * logsumexp_weight(self, result, dim, keepdim)) if needs[0] else None,
    )


def _logsumexp_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, sum(self_t * logsumexp_weight(self, result, dim, keepdim), dim, keepdim))
    return out


class LogsumexpBackward0(OpNode):
    """Backward of `logsumexp` (ops.yaml:1972)."""

    return_names = ('result',)


_op_logsumexp = OpDef(
    'logsumexp',
    _logsumexp_kernel,
    line=1972,
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
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_logsumexp_backward,
    jvp=_logsumexp_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=LogsumexpBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
LogsumexpBackward0.op = _op_logsumexp


def logsumexp(input, dim, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_logsumexp, (input,), {'dim': dim, 'keepdim': keepdim})

logsumexp.__tensor_params__ = ('input',)
# --8<-- [end:logsumexp]


# --8<-- [start:norm]
# ── norm ──────────────────────────────────────────────────────── ops.yaml:2000
#   norm: Vector p-norm over `dim` (all elements if None): p='fro' or 2 (default…
#   backward[self]: norm_backward(grad, self, result, p, dim, keepdim)
#   jvp: [self] sum(self_t * norm_weight(self, result, p, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _norm_kernel(self, p, dim, keepdim, dtype):
    return _norm(self, p, dim, keepdim, dtype)


def _norm_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    p = params["p"]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (norm_backward(grad, self, result, p, dim, keepdim)) if needs[0] else None,
    )


def _norm_jvp(tangents, self, result, **params):
    self_t, = tangents
    p = params["p"]
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, sum(self_t * norm_weight(self, result, p, dim, keepdim), dim, keepdim))
    return out


class NormBackward0(OpNode):
    """Backward of `norm` (ops.yaml:2000)."""

    return_names = ('result',)


_op_norm = OpDef(
    'norm',
    _norm_kernel,
    line=2000,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=('self',),
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_norm_backward,
    jvp=_norm_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=NormBackward0,
    c_kernel=None,
    param_names=('p', 'dim', 'keepdim', 'dtype'),
)
NormBackward0.op = _op_norm


def norm(input, p='fro', dim=None, keepdim=False, *, dtype=None):
    return (_bind if _any_interpreter else _call_base)(_op_norm, (input,), {'p': p, 'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

norm.__tensor_params__ = ('input',)
# --8<-- [end:norm]


# --8<-- [start:all]
# ── all ───────────────────────────────────────────────────────── ops.yaml:2029
#   all: True where every element (over `dim`, or of the whole tensor) is nonze…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _all_kernel(self, dim, keepdim):
    return np.all(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


class AllBackward0(OpNode):
    """Backward of `all` (ops.yaml:2029)."""

    return_names = ('result',)


_op_all = OpDef(
    'all',
    _all_kernel,
    line=2029,
    tensor_args=('self',),
    list_args=(),
    dtype='bool',
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=AllBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
AllBackward0.op = _op_all


def all(input, dim=None, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_all, (input,), {'dim': dim, 'keepdim': keepdim})

all.__tensor_params__ = ('input',)
# --8<-- [end:all]


# --8<-- [start:any]
# ── any ───────────────────────────────────────────────────────── ops.yaml:2047
#   any: True where some element (over `dim`, or of the whole tensor) is nonzer…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _any_kernel(self, dim, keepdim):
    return np.any(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


class AnyBackward0(OpNode):
    """Backward of `any` (ops.yaml:2047)."""

    return_names = ('result',)


_op_any = OpDef(
    'any',
    _any_kernel,
    line=2047,
    tensor_args=('self',),
    list_args=(),
    dtype='bool',
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=AnyBackward0,
    c_kernel=None,
    param_names=('dim', 'keepdim'),
)
AnyBackward0.op = _op_any


def any(input, dim=None, keepdim=False):
    return (_bind if _any_interpreter else _call_base)(_op_any, (input,), {'dim': dim, 'keepdim': keepdim})

any.__tensor_params__ = ('input',)
# --8<-- [end:any]


# --8<-- [start:cumsum]
# ── cumsum ────────────────────────────────────────────────────── ops.yaml:2064
#   cumsum: Running sum along `dim` (integers and bools accumulate in int64, float…
#   backward[self]: flip(cumsum(flip(grad, [dim]), dim), [dim])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _cumsum_kernel(self, dim, dtype):
    d = _dim(dim, self.ndim)
    dt = _np_dtype(dtype)
    if self.ndim == 0:
        if dt is None:
            dt = np.dtype(np.int64) if self.dtype.kind in "biu" else self.dtype
        return self.astype(dt)
    out_dt = dt if dt is not None else (self.dtype if self.dtype.kind == "f" else np.dtype(np.int64))
    if out_dt == np.float32:  # PyTorch accumulates float32 in double: [1e8, 1, -1e8, 1] ends at 2
        return np.cumsum(self, axis=d, dtype=np.float64).astype(np.float32)
    return np.cumsum(self, axis=d, dtype=dt)


def _cumsum_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (flip(cumsum(flip(grad, [dim]), dim), [dim])) if needs[0] else None,
    )


class CumsumBackward0(OpNode):
    """Backward of `cumsum` (ops.yaml:2064)."""

    return_names = ('result',)


_op_cumsum = OpDef(
    'cumsum',
    _cumsum_kernel,
    line=2064,
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
    saves_per_input=((),),
    backward=_cumsum_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=CumsumBackward0,
    c_kernel=None,
    param_names=('dim', 'dtype'),
)
CumsumBackward0.op = _op_cumsum


def cumsum(input, dim, *, dtype=None):
    return (_bind if _any_interpreter else _call_base)(_op_cumsum, (input,), {'dim': dim, 'dtype': dtype})

cumsum.__tensor_params__ = ('input',)
# --8<-- [end:cumsum]


# --8<-- [start:_compare]
# ── _compare ──────────────────────────────────────────────────── ops.yaml:2095
#   _compare: Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le)…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def __compare_kernel(self, other, op):
    return {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
            "lt": np.less, "le": np.less_equal}[op](self, other)


class CompareBackward0(OpNode):
    """Backward of `_compare` (ops.yaml:2095)."""

    return_names = ('result',)


_op__compare = OpDef(
    '_compare',
    __compare_kernel,
    line=2095,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='bool',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=CompareBackward0,
    c_kernel=None,
    param_names=('op',),
)
CompareBackward0.op = _op__compare


def _compare(input, other, op):
    return (_bind if _any_interpreter else _call_base)(_op__compare, (input, other), {'op': op})

_compare.__tensor_params__ = ('input', 'other')
# --8<-- [end:_compare]


# --8<-- [start:isclose]
# ── isclose ───────────────────────────────────────────────────── ops.yaml:2114
#   isclose: Elementwise |self - other| <= atol + rtol * |other| as a bool tensor, …
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def _isclose_kernel(self, other, rtol, atol, equal_nan):
    return _isclose(self, other, rtol, atol, equal_nan)


class IscloseBackward0(OpNode):
    """Backward of `isclose` (ops.yaml:2114)."""

    return_names = ('result',)


_op_isclose = OpDef(
    'isclose',
    _isclose_kernel,
    line=2114,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='broadcast',
    node_cls=IscloseBackward0,
    c_kernel=None,
    param_names=('rtol', 'atol', 'equal_nan'),
)
IscloseBackward0.op = _op_isclose


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return (_bind if _any_interpreter else _call_base)(_op_isclose, (input, other), {'rtol': rtol, 'atol': atol, 'equal_nan': equal_nan})

isclose.__tensor_params__ = ('input', 'other')
# --8<-- [end:isclose]


# --8<-- [start:allclose]
# ── allclose ──────────────────────────────────────────────────── ops.yaml:2135
#   allclose: True when every element of `self` is close to the broadcast `other` (i…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'data_dependent'}
def _allclose_kernel(self, other, rtol, atol, equal_nan):
    _closeness_args("allclose", self, other)
    return bool(np.all(_isclose(self, other, rtol, atol, equal_nan)))


class AllcloseBackward0(OpNode):
    """Backward of `allclose` (ops.yaml:2135)."""

    return_names = ('result',)


_op_allclose = OpDef(
    'allclose',
    _allclose_kernel,
    line=2135,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='value',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'data_dependent'},
    node_cls=AllcloseBackward0,
    c_kernel=None,
    param_names=('rtol', 'atol', 'equal_nan'),
)
AllcloseBackward0.op = _op_allclose


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return (_bind if _any_interpreter else _call_base)(_op_allclose, (input, other), {'rtol': rtol, 'atol': atol, 'equal_nan': equal_nan})

allclose.__tensor_params__ = ('input', 'other')
# --8<-- [end:allclose]


# --8<-- [start:equal]
# ── equal ─────────────────────────────────────────────────────── ops.yaml:2153
#   equal: True when both tensors have the same shape and equal elements (compare…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'data_dependent'}
def _equal_kernel(self, other):
    # True when both have the same shape and equal elements (compared across dtypes).
    if not isinstance(other, np.ndarray):
        raise TypeError(f"equal(): argument 'other' (position 2) must be Tensor, not "
                        f"{type(other).__name__}")
    return self.shape == other.shape and bool(np.array_equal(self, other))


class EqualBackward0(OpNode):
    """Backward of `equal` (ops.yaml:2153)."""

    return_names = ('result',)


_op_equal = OpDef(
    'equal',
    _equal_kernel,
    line=2153,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='value',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'data_dependent'},
    node_cls=EqualBackward0,
    c_kernel=None,
    param_names=(),
)
EqualBackward0.op = _op_equal


def equal(input, other):
    return (_bind if _any_interpreter else _call_base)(_op_equal, (input, other), {})

equal.__tensor_params__ = ('input', 'other')
# --8<-- [end:equal]


# --8<-- [start:reshape]
# ── reshape ───────────────────────────────────────────────────── ops.yaml:2177
#   reshape: The same elements in a new shape (one dim may be -1); a view when the …
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'reshape'}
def _reshape_kernel(self, shape):
    return np.reshape(self, _shape(shape))


def _reshape_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class ReshapeBackward0(OpNode):
    """Backward of `reshape` (ops.yaml:2177)."""

    return_names = ('result',)


_op_reshape = OpDef(
    'reshape',
    _reshape_kernel,
    line=2177,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_reshape, (input,), {'shape': _varargs(shape)})

reshape.__tensor_params__ = ('input',)
# --8<-- [end:reshape]


# --8<-- [start:expand]
# ── expand ────────────────────────────────────────────────────── ops.yaml:2190
#   expand: A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim)…
#   backward[self]: sum_to(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'expand'}
def _expand_kernel(self, size):
    size = _size(size)
    if len(size) < self.ndim:
        raise ShapeError(f"expand: the number of sizes provided ({len(size)}) must be greater or "
                         f"equal to the number of dimensions in the tensor ({self.ndim})")
    lead = len(size) - self.ndim
    if -1 in size[:lead]:
        raise ShapeError(f"expand: the expanded size of the tensor (-1) isn't allowed in a leading, "
                         f"non-existing dimension {size.index(-1)}")
    target = tuple(self.shape[i - lead] if s == -1 else s for i, s in enumerate(size))
    for i, s in enumerate(self.shape):
        if s != 1 and s != target[lead + i]:
            raise ShapeError(f"expand: the expanded size of the tensor ({target[lead + i]}) must "
                             f"match the existing size ({s}) at non-singleton dimension {lead + i}. "
                             f"Target sizes: {list(size)}. Tensor sizes: {list(self.shape)}")
    # as np.broadcast_to, but writable like PyTorch's expanded views (fill_/zero_ may write them)
    strides = (0,) * lead + tuple(0 if s == 1 and t != 1 else st
                                  for s, t, st in zip(self.shape, target[lead:], self.strides))
    return np.lib.stride_tricks.as_strided(self, target, strides)


def _expand_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
    )


class ExpandBackward0(OpNode):
    """Backward of `expand` (ops.yaml:2190)."""

    return_names = ('result',)


_op_expand = OpDef(
    'expand',
    _expand_kernel,
    line=2190,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_expand, (input,), {'size': _varargs(size)})

expand.__tensor_params__ = ('input',)
# --8<-- [end:expand]


# --8<-- [start:unsqueeze]
# ── unsqueeze ─────────────────────────────────────────────────── ops.yaml:2221
#   unsqueeze: A view with a size-1 dim inserted at `dim`.
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'unsqueeze'}
def _unsqueeze_kernel(self, dim):
    return np.expand_dims(self, dim)


def _unsqueeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class UnsqueezeBackward0(OpNode):
    """Backward of `unsqueeze` (ops.yaml:2221)."""

    return_names = ('result',)


_op_unsqueeze = OpDef(
    'unsqueeze',
    _unsqueeze_kernel,
    line=2221,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_unsqueeze, (input,), {'dim': dim})

unsqueeze.__tensor_params__ = ('input',)
# --8<-- [end:unsqueeze]


# --8<-- [start:squeeze]
# ── squeeze ───────────────────────────────────────────────────── ops.yaml:2234
#   squeeze: A view without size-1 dims (all of them, or those in `dim`).
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'squeeze'}
def _squeeze_kernel(self, dim):
    if dim is None:
        return np.squeeze(self)
    axes = _axes(dim, self.ndim)
    if axes is None:
        return self.view()
    return np.squeeze(self, tuple(a for a in axes if self.shape[a] == 1))


def _squeeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class SqueezeBackward0(OpNode):
    """Backward of `squeeze` (ops.yaml:2234)."""

    return_names = ('result',)


_op_squeeze = OpDef(
    'squeeze',
    _squeeze_kernel,
    line=2234,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_squeeze, (input,), {'dim': dim})

squeeze.__tensor_params__ = ('input',)
# --8<-- [end:squeeze]


# --8<-- [start:transpose]
# ── transpose ─────────────────────────────────────────────────── ops.yaml:2253
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
    """Backward of `transpose` (ops.yaml:2253)."""

    return_names = ('result',)


_op_transpose = OpDef(
    'transpose',
    _transpose_kernel,
    line=2253,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_transpose, (input,), {'dim0': dim0, 'dim1': dim1})

transpose.__tensor_params__ = ('input',)
# --8<-- [end:transpose]


# --8<-- [start:permute]
# ── permute ───────────────────────────────────────────────────── ops.yaml:2266
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
    """Backward of `permute` (ops.yaml:2266)."""

    return_names = ('result',)


_op_permute = OpDef(
    'permute',
    _permute_kernel,
    line=2266,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_permute, (input,), {'dims': _varargs(dims)})

permute.__tensor_params__ = ('input',)
# --8<-- [end:permute]


# --8<-- [start:view]
# ── view ──────────────────────────────────────────────────────── ops.yaml:2279
#   view: The same memory seen with a new shape (one dim may be -1). Unlike resh…
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'view'}
def _view_kernel(self, shape):
    shape = _shape(shape)
    try:
        return np.reshape(self, shape, copy=False)
    except ValueError as exc:
        if "copy" in str(exc):
            raise ShapeError("view size is not compatible with input tensor's size and stride (at "
                             "least one dimension spans across two contiguous subspaces). Use "
                             ".reshape(...) instead.") from None
        raise ShapeError(f"shape '{list(shape)}' is invalid for input of size {self.size}") from None


def _view_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class ViewBackward0(OpNode):
    """Backward of `view` (ops.yaml:2279)."""

    return_names = ('result',)


_op_view = OpDef(
    'view',
    _view_kernel,
    line=2279,
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
    saves_per_input=((),),
    backward=_view_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'view'},
    node_cls=ViewBackward0,
    c_kernel=None,
    param_names=('shape',),
)
ViewBackward0.op = _op_view


def view(input, *shape):
    return (_bind if _any_interpreter else _call_base)(_op_view, (input,), {'shape': _varargs(shape)})

view.__tensor_params__ = ('input',)
# --8<-- [end:view]


# --8<-- [start:flatten]
# ── flatten ───────────────────────────────────────────────────── ops.yaml:2303
#   flatten: Dims start_dim..end_dim merged into one (a 0-d tensor becomes 1-D); a …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _flatten_composite(self, start_dim, end_dim):
    if not (-(self.dim() or 1) <= start_dim < (self.dim() or 1)):
        raise IndexError(f'flatten: Dimension out of range (expected to be in range of [{-(self.dim() or 1)}, {(self.dim() or 1) - 1}], but got {start_dim})')
    if not (-(self.dim() or 1) <= end_dim < (self.dim() or 1)):
        raise IndexError(f'flatten: Dimension out of range (expected to be in range of [{-(self.dim() or 1)}, {(self.dim() or 1) - 1}], but got {end_dim})')
    if not (start_dim % (self.dim() or 1) <= end_dim % (self.dim() or 1)):
        raise RuntimeError('flatten: flatten() has invalid args: start_dim cannot come after end_dim')
    n = self.dim() or 1
    s = start_dim % n
    e = end_dim % n
    merged = reduced_numel(self.shape, list(range(s, e + 1))) if self.dim() else 1
    return reshape(self, [*self.shape[:s], merged, *self.shape[e + 1:]])


def flatten(input, start_dim=0, end_dim=-1):
    return _flatten_composite(input, start_dim, end_dim)

flatten.__tensor_params__ = ('input',)
# --8<-- [end:flatten]


# --8<-- [start:t]
# ── t ─────────────────────────────────────────────────────────── ops.yaml:2332
#   t: Transpose of a tensor with at most 2 dims (0-d and 1-D tensors come ba…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _t_composite(self):
    if not (self.dim() <= 2):
        raise RuntimeError(f't: t() expects a tensor with <= 2 dimensions, but self is {self.dim()}D')
    return transpose(self, 0, -1)


def t(input):
    return _t_composite(input)

t.__tensor_params__ = ('input',)
# --8<-- [end:t]


# --8<-- [start:expand_as]
# ── expand_as ─────────────────────────────────────────────────── ops.yaml:2344
#   expand_as: self.expand(other.size()) — a broadcast view with the shape of `other`…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _expand_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return expand(self, list(other.shape))


def expand_as(input, other):
    return _expand_as_composite(input, other)

expand_as.__tensor_params__ = ('input', 'other')
# --8<-- [end:expand_as]


# --8<-- [start:broadcast_to]
# ── broadcast_to ──────────────────────────────────────────────── ops.yaml:2354
#   broadcast_to: A broadcast view of `self` with shape `shape` (as expand; -1 keeps a d…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _broadcast_to_composite(self, shape):
    return expand(self, shape)


def broadcast_to(input, *shape):
    return _broadcast_to_composite(input, _varargs(shape))

broadcast_to.__tensor_params__ = ('input',)
# --8<-- [end:broadcast_to]


# --8<-- [start:movedim]
# ── movedim ───────────────────────────────────────────────────── ops.yaml:2365
#   movedim: A view with the dims in `source` moved to the positions in `destinatio…
#   backward[self]: movedim(grad, destination, source)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'movedim'}
def _movedim_kernel(self, source, destination):
    src = [source] if isinstance(source, int) else list(source)
    dst = [destination] if isinstance(destination, int) else list(destination)
    if len(src) != len(dst):
        raise ShapeError(f"movedim: Invalid source or destination dims: source ({src} dims) should "
                         f"contain the same number of dims as destination ({dst} dims)")
    src = [_dim(d, self.ndim) for d in src]
    dst = [_dim(d, self.ndim) for d in dst]
    if len(set(src)) != len(src) or len(set(dst)) != len(dst):
        raise ShapeError(f"movedim: repeated dim in source ({src}) or destination ({dst})")
    if self.ndim == 0:
        return self.view()
    return np.moveaxis(self, src, dst)


def _movedim_backward(grads, needs, shapes, **params):
    grad = grads[0]
    source = params["source"]
    destination = params["destination"]
    return (
        (movedim(grad, destination, source)) if needs[0] else None,
    )


class MovedimBackward0(OpNode):
    """Backward of `movedim` (ops.yaml:2365)."""

    return_names = ('result',)


_op_movedim = OpDef(
    'movedim',
    _movedim_kernel,
    line=2365,
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
    saves_per_input=((),),
    backward=_movedim_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'movedim'},
    node_cls=MovedimBackward0,
    c_kernel=None,
    param_names=('source', 'destination'),
)
MovedimBackward0.op = _op_movedim


def movedim(input, source, destination):
    return (_bind if _any_interpreter else _call_base)(_op_movedim, (input,), {'source': source, 'destination': destination})

movedim.__tensor_params__ = ('input',)
# --8<-- [end:movedim]


# --8<-- [start:flip]
# ── flip ──────────────────────────────────────────────────────── ops.yaml:2394
#   flip: A copy with the order of elements reversed along each dim in `dims` (n…
#   backward[self]: flip(grad, dims)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'flip'}
def _flip_kernel(self, dims):
    dims = [dims] if isinstance(dims, int) else list(dims)
    axes = [_dim(d, self.ndim) for d in dims]
    if len(set(axes)) != len(axes):
        raise ShapeError(f"flip: dims {dims} has a dim that appears multiple times")
    if self.ndim == 0 or not axes:
        return self.copy()
    return np.flip(self, axes).copy()


def _flip_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dims = params["dims"]
    return (
        (flip(grad, dims)) if needs[0] else None,
    )


class FlipBackward0(OpNode):
    """Backward of `flip` (ops.yaml:2394)."""

    return_names = ('result',)


_op_flip = OpDef(
    'flip',
    _flip_kernel,
    line=2394,
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
    saves_per_input=((),),
    backward=_flip_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'flip'},
    node_cls=FlipBackward0,
    c_kernel=None,
    param_names=('dims',),
)
FlipBackward0.op = _op_flip


def flip(input, *dims):
    return (_bind if _any_interpreter else _call_base)(_op_flip, (input,), {'dims': _varargs(dims)})

flip.__tensor_params__ = ('input',)
# --8<-- [end:flip]


# --8<-- [start:repeat]
# ── repeat ────────────────────────────────────────────────────── ops.yaml:2418
#   repeat: A copy tiled `repeats[i]` times along dim i (like np.tile); extra lead…
#   backward[self]: repeat_backward(grad, repeats, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'repeat'}
def _repeat_kernel(self, repeats):
    return _repeat(self, repeats)


def _repeat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    repeats = params["repeats"]
    return (
        (repeat_backward(grad, repeats, shapes[0])) if needs[0] else None,
    )


class RepeatBackward0(OpNode):
    """Backward of `repeat` (ops.yaml:2418)."""

    return_names = ('result',)


_op_repeat = OpDef(
    'repeat',
    _repeat_kernel,
    line=2418,
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
    saves_per_input=((),),
    backward=_repeat_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'repeat'},
    node_cls=RepeatBackward0,
    c_kernel=None,
    param_names=('repeats',),
)
RepeatBackward0.op = _op_repeat


def repeat(input, *repeats):
    return (_bind if _any_interpreter else _call_base)(_op_repeat, (input,), {'repeats': _varargs(repeats)})

repeat.__tensor_params__ = ('input',)
# --8<-- [end:repeat]


# --8<-- [start:cat]
# ── cat ───────────────────────────────────────────────────────── ops.yaml:2437
#   cat: The tensors joined along an existing dim; the other dims must match (t…
#   backward[tensors]: cat_backward(grad, shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'cat'}
def _cat_kernel(tensors, dim):
    if len(tensors) == 0:
        raise ArgumentValueError("cat: expected a non-empty list of Tensors")
    for i, t in enumerate(tensors):
        if t.ndim == 0:
            raise ShapeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    ref = tensors[0]
    d = _dim(dim, ref.ndim)
    for i, t in enumerate(tensors[1:], 1):
        if t.ndim != ref.ndim:
            raise ShapeError(f"Tensors must have same number of dimensions: got {ref.ndim} and "
                             f"{t.ndim} (shapes {list(ref.shape)} and {list(t.shape)})")
        for k in range(ref.ndim):
            if k != d and t.shape[k] != ref.shape[k]:
                raise ShapeError(f"Sizes of tensors must match except in dimension {d}. Expected "
                                 f"size {ref.shape[k]} but got size {t.shape[k]} for tensor number "
                                 f"{i} in the list (shapes {list(ref.shape)} and {list(t.shape)})")
    return np.concatenate(tensors, axis=d)


def _cat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (cat_backward(grad, shapes[0], dim)) if needs[0] else None,
    )


class CatBackward0(OpNode):
    """Backward of `cat` (ops.yaml:2437)."""

    return_names = ('result',)


_op_cat = OpDef(
    'cat',
    _cat_kernel,
    line=2437,
    tensor_args=('tensors',),
    list_args=(0,),
    dtype='promote',
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
    saves_per_input=((),),
    backward=_cat_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'cat'},
    node_cls=CatBackward0,
    c_kernel=None,
    param_names=('dim',),
)
CatBackward0.op = _op_cat


def cat(tensors, dim=0):
    return (_bind if _any_interpreter else _call_base)(_op_cat, (tensors,), {'dim': dim})

cat.__tensor_params__ = ('tensors',)
# --8<-- [end:cat]


# --8<-- [start:stack]
# ── stack ─────────────────────────────────────────────────────── ops.yaml:2473
#   stack: Equal-shaped tensors joined along a new dim `dim` (0-d tensors stack i…
#   backward[tensors]: list(unbind(grad, dim))
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'stack'}
def _stack_kernel(tensors, dim):
    return _stack(tensors, dim)


def _stack_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (list(unbind(grad, dim))) if needs[0] else None,
    )


class StackBackward0(OpNode):
    """Backward of `stack` (ops.yaml:2473)."""

    return_names = ('result',)


_op_stack = OpDef(
    'stack',
    _stack_kernel,
    line=2473,
    tensor_args=('tensors',),
    list_args=(0,),
    dtype='promote',
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
    saves_per_input=((),),
    backward=_stack_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'stack'},
    node_cls=StackBackward0,
    c_kernel=None,
    param_names=('dim',),
)
StackBackward0.op = _op_stack


def stack(tensors, dim=0):
    return (_bind if _any_interpreter else _call_base)(_op_stack, (tensors,), {'dim': dim})

stack.__tensor_params__ = ('tensors',)
# --8<-- [end:stack]


# --8<-- [start:split]
# ── split ─────────────────────────────────────────────────────── ops.yaml:2490
#   split: Views of consecutive pieces along `dim`: of size `split_size_or_sectio…
#   backward[self]: cat(list(grads), dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _split_kernel(self, split_size_or_sections, dim):
    return _split(self, split_size_or_sections, dim)


def _split_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (cat(list(grads), dim)) if needs[0] else None,
    )


class SplitBackward0(OpNode):
    """Backward of `split` (ops.yaml:2490)."""

    return_names = ('result',)


_op_split = OpDef(
    'split',
    _split_kernel,
    line=2490,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='list',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    saves_per_input=((),),
    backward=_split_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=SplitBackward0,
    c_kernel=None,
    param_names=('split_size_or_sections', 'dim'),
)
SplitBackward0.op = _op_split


def split(input, split_size_or_sections, dim=0):
    return (_bind if _any_interpreter else _call_base)(_op_split, (input,), {'split_size_or_sections': split_size_or_sections, 'dim': dim})

split.__tensor_params__ = ('input',)
# --8<-- [end:split]


# --8<-- [start:chunk]
# ── chunk ─────────────────────────────────────────────────────── ops.yaml:2511
#   chunk: At most `chunks` views along `dim`, each of size ceil(n / chunks) exce…
#   backward[self]: cat(list(grads), dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _chunk_kernel(self, chunks, dim):
    if self.ndim == 0:
        raise ShapeError("chunk expects at least a 1-dimensional tensor")
    if chunks <= 0:
        raise ShapeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    d = _dim(dim, self.ndim)
    n = self.shape[d]
    if n == 0:
        return _split(self, [0] * chunks, d)
    return _split(self, -(-n // chunks), d)


def _chunk_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (cat(list(grads), dim)) if needs[0] else None,
    )


class ChunkBackward0(OpNode):
    """Backward of `chunk` (ops.yaml:2511)."""

    return_names = ('result',)


_op_chunk = OpDef(
    'chunk',
    _chunk_kernel,
    line=2511,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='list',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    saves_per_input=((),),
    backward=_chunk_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=ChunkBackward0,
    c_kernel=None,
    param_names=('chunks', 'dim'),
)
ChunkBackward0.op = _op_chunk


def chunk(input, chunks, dim=0):
    return (_bind if _any_interpreter else _call_base)(_op_chunk, (input,), {'chunks': chunks, 'dim': dim})

chunk.__tensor_params__ = ('input',)
# --8<-- [end:chunk]


# --8<-- [start:unbind]
# ── unbind ────────────────────────────────────────────────────── ops.yaml:2540
#   unbind: The slices along `dim`, each without that dim (views).
#   backward[self]: stack(grads, dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _unbind_kernel(self, dim):
    if self.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    d = _dim(dim, self.ndim)
    return [self[(slice(None),) * d + (i,)] for i in range(self.shape[d])]


def _unbind_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (stack(grads, dim)) if needs[0] else None,
    )


class UnbindBackward0(OpNode):
    """Backward of `unbind` (ops.yaml:2540)."""

    return_names = ('result',)


_op_unbind = OpDef(
    'unbind',
    _unbind_kernel,
    line=2540,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='list',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
    saves_per_input=((),),
    backward=_unbind_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=UnbindBackward0,
    c_kernel=None,
    param_names=('dim',),
)
UnbindBackward0.op = _op_unbind


def unbind(input, dim=0):
    return (_bind if _any_interpreter else _call_base)(_op_unbind, (input,), {'dim': dim})

unbind.__tensor_params__ = ('input',)
# --8<-- [end:unbind]


# --8<-- [start:narrow]
# ── narrow ────────────────────────────────────────────────────── ops.yaml:2557
#   narrow: The view self[..., start:start+length, ...] along `dim` (a negative st…
#   backward[self]: narrow_backward(grad, shapes[0], dim, start)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _narrow_kernel(self, dim, start, length):
    if self.ndim == 0:
        raise ShapeError("narrow() cannot be applied to a 0-dim tensor.")
    d = _dim(dim, self.ndim)
    n = self.shape[d]
    if not -n <= start <= n:
        raise IndexError(f"start out of range (expected to be in range of [{-n}, {n}], but got {start})")
    start = start + n if start < 0 else start
    if length < 0 or start + length > n:
        raise ShapeError(f"start ({start}) + length ({length}) exceeds dimension size ({n}).")
    return self[(slice(None),) * d + (slice(start, start + length),)]


def _narrow_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    start = params["start"]
    return (
        (narrow_backward(grad, shapes[0], dim, start)) if needs[0] else None,
    )


class NarrowBackward0(OpNode):
    """Backward of `narrow` (ops.yaml:2557)."""

    return_names = ('result',)


_op_narrow = OpDef(
    'narrow',
    _narrow_kernel,
    line=2557,
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
    saves_per_input=((),),
    backward=_narrow_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=NarrowBackward0,
    c_kernel=None,
    param_names=('dim', 'start', 'length'),
)
NarrowBackward0.op = _op_narrow


def narrow(input, dim, start, length):
    return (_bind if _any_interpreter else _call_base)(_op_narrow, (input,), {'dim': dim, 'start': start, 'length': length})

narrow.__tensor_params__ = ('input',)
# --8<-- [end:narrow]


# --8<-- [start:select]
# ── select ────────────────────────────────────────────────────── ops.yaml:2584
#   select: The view self[..., index, ...] with `index` taken along `dim` (that di…
#   backward[self]: select_backward(grad, shapes[0], dim, index)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _select_kernel(self, dim, index):
    # self[..., index, ...] along `dim`: a view without that dim (a 0-d view, not a NumPy scalar).
    if self.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    d = _dim(dim, self.ndim)
    n = self.shape[d]
    if not -n <= index < n:
        raise IndexError(f"select(): index {index} out of range for tensor of size "
                         f"{list(self.shape)} at dimension {d}")
    return self[(slice(None),) * d + (index, Ellipsis)]


def _select_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    index = params["index"]
    return (
        (select_backward(grad, shapes[0], dim, index)) if needs[0] else None,
    )


class SelectBackward0(OpNode):
    """Backward of `select` (ops.yaml:2584)."""

    return_names = ('result',)


_op_select = OpDef(
    'select',
    _select_kernel,
    line=2584,
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
    saves_per_input=((),),
    backward=_select_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=SelectBackward0,
    c_kernel=None,
    param_names=('dim', 'index'),
)
SelectBackward0.op = _op_select


def select(input, dim, index):
    return (_bind if _any_interpreter else _call_base)(_op_select, (input,), {'dim': dim, 'index': index})

select.__tensor_params__ = ('input',)
# --8<-- [end:select]


# --8<-- [start:unflatten]
# ── unflatten ─────────────────────────────────────────────────── ops.yaml:2610
#   unflatten: A view with dim `dim` split into dims of `sizes` (one of them may be -…
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _unflatten_kernel(self, dim, sizes):
    return _unflatten(self, dim, sizes)


def _unflatten_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class UnflattenBackward0(OpNode):
    """Backward of `unflatten` (ops.yaml:2610)."""

    return_names = ('result',)


_op_unflatten = OpDef(
    'unflatten',
    _unflatten_kernel,
    line=2610,
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
    saves_per_input=((),),
    backward=_unflatten_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=UnflattenBackward0,
    c_kernel=None,
    param_names=('dim', 'sizes'),
)
UnflattenBackward0.op = _op_unflatten


def unflatten(input, dim, sizes):
    return (_bind if _any_interpreter else _call_base)(_op_unflatten, (input,), {'dim': dim, 'sizes': sizes})

unflatten.__tensor_params__ = ('input',)
# --8<-- [end:unflatten]


# --8<-- [start:diag]
# ── diag ──────────────────────────────────────────────────────── ops.yaml:2627
#   diag: A 1-D tensor becomes a square matrix with it on the `diagonal`-th diag…
#   backward[self]: diag_backward(grad, shapes[0], diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'diag'}
def _diag_kernel(self, diagonal):
    if self.ndim == 1:
        return np.diag(self, diagonal)
    if self.ndim == 2:
        return np.diagonal(self, diagonal).copy()
    raise ShapeError(f"diag(): Supports 1D or 2D tensors. Got {self.ndim}D")


def _diag_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (diag_backward(grad, shapes[0], diagonal)) if needs[0] else None,
    )


class DiagBackward0(OpNode):
    """Backward of `diag` (ops.yaml:2627)."""

    return_names = ('result',)


_op_diag = OpDef(
    'diag',
    _diag_kernel,
    line=2627,
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
    saves_per_input=((),),
    backward=_diag_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'diag'},
    node_cls=DiagBackward0,
    c_kernel=None,
    param_names=('diagonal',),
)
DiagBackward0.op = _op_diag


def diag(input, diagonal=0):
    return (_bind if _any_interpreter else _call_base)(_op_diag, (input,), {'diagonal': diagonal})

diag.__tensor_params__ = ('input',)
# --8<-- [end:diag]


# --8<-- [start:diagflat]
# ── diagflat ──────────────────────────────────────────────────── ops.yaml:2654
#   diagflat: A square matrix with the flattened input on its `offset`-th diagonal (…
#   backward[self]: reshape(diagonal(grad, offset), shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'diagflat'}
def _diagflat_kernel(self, offset):
    return np.diagflat(self, offset)


def _diagflat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    offset = params["offset"]
    return (
        (reshape(diagonal(grad, offset), shapes[0])) if needs[0] else None,
    )


class DiagflatBackward0(OpNode):
    """Backward of `diagflat` (ops.yaml:2654)."""

    return_names = ('result',)


_op_diagflat = OpDef(
    'diagflat',
    _diagflat_kernel,
    line=2654,
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
    saves_per_input=((),),
    backward=_diagflat_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'diagflat'},
    node_cls=DiagflatBackward0,
    c_kernel=None,
    param_names=('offset',),
)
DiagflatBackward0.op = _op_diagflat


def diagflat(input, offset=0):
    return (_bind if _any_interpreter else _call_base)(_op_diagflat, (input,), {'offset': offset})

diagflat.__tensor_params__ = ('input',)
# --8<-- [end:diagflat]


# --8<-- [start:diagonal]
# ── diagonal ──────────────────────────────────────────────────── ops.yaml:2673
#   diagonal: A (writable) view of the diagonal of the dims dim1 and dim2, appended …
#   backward[self]: diagonal_backward(grad, shapes[0], offset, dim1, dim2)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'diagonal'}
def _diagonal_kernel(self, offset, dim1, dim2):
    return _diagonal(self, offset, dim1, dim2)


def _diagonal_backward(grads, needs, shapes, **params):
    grad = grads[0]
    offset = params["offset"]
    dim1 = params["dim1"]
    dim2 = params["dim2"]
    return (
        (diagonal_backward(grad, shapes[0], offset, dim1, dim2)) if needs[0] else None,
    )


class DiagonalBackward0(OpNode):
    """Backward of `diagonal` (ops.yaml:2673)."""

    return_names = ('result',)


_op_diagonal = OpDef(
    'diagonal',
    _diagonal_kernel,
    line=2673,
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
    saves_per_input=((),),
    backward=_diagonal_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'diagonal'},
    node_cls=DiagonalBackward0,
    c_kernel=None,
    param_names=('offset', 'dim1', 'dim2'),
)
DiagonalBackward0.op = _op_diagonal


def diagonal(input, offset=0, dim1=0, dim2=1):
    return (_bind if _any_interpreter else _call_base)(_op_diagonal, (input,), {'offset': offset, 'dim1': dim1, 'dim2': dim2})

diagonal.__tensor_params__ = ('input',)
# --8<-- [end:diagonal]


# --8<-- [start:tril]
# ── tril ──────────────────────────────────────────────────────── ops.yaml:2694
#   tril: A copy with the elements above the `diagonal`-th diagonal of the last …
#   backward[self]: tril(grad, diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'tril'}
def _tril_kernel(self, diagonal):
    if self.ndim < 2:
        raise ShapeError("tril: input tensor must have at least 2 dimensions")
    return np.tril(self, diagonal)


def _tril_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (tril(grad, diagonal)) if needs[0] else None,
    )


class TrilBackward0(OpNode):
    """Backward of `tril` (ops.yaml:2694)."""

    return_names = ('result',)


_op_tril = OpDef(
    'tril',
    _tril_kernel,
    line=2694,
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
    saves_per_input=((),),
    backward=_tril_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'tril'},
    node_cls=TrilBackward0,
    c_kernel=None,
    param_names=('diagonal',),
)
TrilBackward0.op = _op_tril


def tril(input, diagonal=0):
    return (_bind if _any_interpreter else _call_base)(_op_tril, (input,), {'diagonal': diagonal})

tril.__tensor_params__ = ('input',)
# --8<-- [end:tril]


# --8<-- [start:triu]
# ── triu ──────────────────────────────────────────────────────── ops.yaml:2709
#   triu: A copy with the elements below the `diagonal`-th diagonal of the last …
#   backward[self]: triu(grad, diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'triu'}
def _triu_kernel(self, diagonal):
    if self.ndim < 2:
        raise ShapeError("triu: input tensor must have at least 2 dimensions")
    return np.triu(self, diagonal)


def _triu_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (triu(grad, diagonal)) if needs[0] else None,
    )


class TriuBackward0(OpNode):
    """Backward of `triu` (ops.yaml:2709)."""

    return_names = ('result',)


_op_triu = OpDef(
    'triu',
    _triu_kernel,
    line=2709,
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
    saves_per_input=((),),
    backward=_triu_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'triu'},
    node_cls=TriuBackward0,
    c_kernel=None,
    param_names=('diagonal',),
)
TriuBackward0.op = _op_triu


def triu(input, diagonal=0):
    return (_bind if _any_interpreter else _call_base)(_op_triu, (input,), {'diagonal': diagonal})

triu.__tensor_params__ = ('input',)
# --8<-- [end:triu]


# --8<-- [start:contiguous]
# ── contiguous ────────────────────────────────────────────────── ops.yaml:2724
#   contiguous: `self`'s memory when it is already C-contiguous (a view sharing the ve…
#   backward[self]: grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _contiguous_kernel(self):
    return self if self.flags.c_contiguous else np.ascontiguousarray(self)


def _contiguous_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


class ContiguousBackward0(OpNode):
    """Backward of `contiguous` (ops.yaml:2724)."""

    return_names = ('result',)


_op_contiguous = OpDef(
    'contiguous',
    _contiguous_kernel,
    line=2724,
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
    saves_per_input=((),),
    backward=_contiguous_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap='elementwise',
    node_cls=ContiguousBackward0,
    c_kernel=None,
    param_names=(),
)
ContiguousBackward0.op = _op_contiguous


def contiguous(input):
    return (_bind if _any_interpreter else _call_base)(_op_contiguous, (input,), {})

contiguous.__tensor_params__ = ('input',)
# --8<-- [end:contiguous]


# --8<-- [start:matmul]
# ── matmul ────────────────────────────────────────────────────── ops.yaml:2742
#   matmul: Matrix product with NumPy's rules; 1-D operands are vectors, batch dim…
#   backward[self]: matmul_backward_self(grad, self, other)
#   backward[other]: matmul_backward_other(grad, self, other)
#   jvp: [self] matmul(self_t, other) + [other] matmul(self, other_t)
#   vmap: {'custom': 'matmul'}
def _matmul_kernel(self, other):
    if self.dtype != other.dtype:  # PyTorch's matrix products never promote
        raise DtypeError(f"expected both operands to have the same dtype, but got {_torch_name(self.dtype)} "
                         f"and {_torch_name(other.dtype)}")
    if self.ndim == 0 or other.ndim == 0:
        raise ShapeError("both arguments to matmul need to be at least 1D, but they are "
                         f"{self.ndim}D and {other.ndim}D")
    k_self = self.shape[-1]
    k_other = other.shape[-2] if other.ndim > 1 else other.shape[0]
    if k_self != k_other:
        a = "x".join(map(str, self.shape))
        b = "x".join(map(str, other.shape))
        raise ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({a} and {b})")
    return np.matmul(self, other)


def _matmul_backward(grads, needs, shapes, self=None, other=None, **params):
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
    """Backward of `matmul` (ops.yaml:2742)."""

    return_names = ('result',)


_op_matmul = OpDef(
    'matmul',
    _matmul_kernel,
    line=2742,
    tensor_args=('self', 'other'),
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
    saves=('self', 'other'),
    saves_result=False,
    saves_per_input=(('self', 'other'), ('self', 'other')),
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
    return (_bind if _any_interpreter else _call_base)(_op_matmul, (input, other), {})

matmul.__tensor_params__ = ('input', 'other')
# --8<-- [end:matmul]


# --8<-- [start:linear]
# ── linear ────────────────────────────────────────────────────── ops.yaml:2782
#   linear: self @ weight.T + bias — what nn.Linear computes; leading dims of `sel…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _linear_composite(self, weight, bias):
    if weight is not None and self is not None and weight.dtype != self.dtype:
        raise RuntimeError(f'linear: expected input and weight to have the same dtype, but got {_torch_dtype_name[self.dtype.name]} and {_torch_dtype_name[weight.dtype.name]}')
    if bias is not None and self is not None and bias.dtype != self.dtype:
        raise RuntimeError(f'linear: expected input and bias to have the same dtype, but got {_torch_dtype_name[self.dtype.name]} and {_torch_dtype_name[bias.dtype.name]}')
    if (self is None or self.dtype is _bool_dtype) and (weight is None or weight.dtype is _bool_dtype) and (bias is None or bias.dtype is _bool_dtype):
        raise NotImplementedError('linear: "linear" not implemented for \'Bool\'')
    if not (weight.dim() == 2):
        raise RuntimeError(f'linear: linear: weight must be 2-D (out_features, in_features), got shape {list(weight.shape)}')
    # leading dims folded into one: one BLAS call (np.matmul would loop over them)
    x = reshape(self, [-1, self.shape[-1]]) if self.dim() > 2 else self
    out = matmul(x, transpose(weight, 0, 1))
    out = out if bias is None else out + bias
    return reshape(out, [*self.shape[:-1], weight.shape[0]]) if self.dim() > 2 else out


def linear(input, weight, bias=None):
    return _linear_composite(input, weight, bias)

linear.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:linear]


# --8<-- [start:mm]
# ── mm ────────────────────────────────────────────────────────── ops.yaml:2806
#   mm: Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadc…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _mm_composite(self, mat2):
    if (self is None or self.dtype is _bool_dtype) and (mat2 is None or mat2.dtype is _bool_dtype):
        raise NotImplementedError('mm: "mm" not implemented for \'Bool\'')
    if not (self.dim() == 2 and mat2.dim() == 2):
        raise RuntimeError(f'mm: both arguments must be matrices (2-D), got shapes {list(self.shape)} and {list(mat2.shape)}')
    return matmul(self, mat2)


def mm(input, mat2):
    return _mm_composite(input, mat2)

mm.__tensor_params__ = ('input', 'mat2')
# --8<-- [end:mm]


# --8<-- [start:bmm]
# ── bmm ───────────────────────────────────────────────────────── ops.yaml:2824
#   bmm: Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b,…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _bmm_composite(self, mat2):
    if (self is None or self.dtype is _bool_dtype) and (mat2 is None or mat2.dtype is _bool_dtype):
        raise NotImplementedError('bmm: "bmm" not implemented for \'Bool\'')
    if not (self.dim() == 3 and mat2.dim() == 3):
        raise RuntimeError(f'bmm: batch1 and batch2 must be 3-D tensors, got shapes {list(self.shape)} and {list(mat2.shape)}')
    if not (self.shape[0] == mat2.shape[0] and self.shape[2] == mat2.shape[1]):
        raise RuntimeError(f'bmm: Expected size for first two dimensions of batch2 tensor to be: [{self.shape[0]}, {self.shape[2]}] but got: [{mat2.shape[0]}, {mat2.shape[1]}] (shapes {list(self.shape)} and {list(mat2.shape)})')
    return matmul(self, mat2)


def bmm(input, mat2):
    return _bmm_composite(input, mat2)

bmm.__tensor_params__ = ('input', 'mat2')
# --8<-- [end:bmm]


# --8<-- [start:mv]
# ── mv ────────────────────────────────────────────────────────── ops.yaml:2843
#   mv: Matrix-vector product, (n, m) @ (m,) → (n,).
#   composite: gradient, jvp and vmap follow from the ops of its body
def _mv_composite(self, vec):
    if (self is None or self.dtype is _bool_dtype) and (vec is None or vec.dtype is _bool_dtype):
        raise NotImplementedError('mv: "mv" not implemented for \'Bool\'')
    if not (self.dim() == 2 and vec.dim() == 1):
        raise RuntimeError(f'mv: vector + matrix @ vector expected, got shapes {list(self.shape)} and {list(vec.shape)}')
    if not (self.shape[1] == vec.shape[0]):
        raise RuntimeError(f'mv: size mismatch, got input ({self.shape[0]}), mat ({self.shape[0]}x{self.shape[1]}), vec ({vec.shape[0]})')
    return matmul(self, vec)


def mv(input, vec):
    return _mv_composite(input, vec)

mv.__tensor_params__ = ('input', 'vec')
# --8<-- [end:mv]


# --8<-- [start:dot]
# ── dot ───────────────────────────────────────────────────────── ops.yaml:2862
#   dot: Inner product of two 1-D tensors of the same length (a 0-d result); no…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _dot_composite(self, tensor):
    if (self is None or self.dtype is _bool_dtype) and (tensor is None or tensor.dtype is _bool_dtype):
        raise NotImplementedError('dot: "dot" not implemented for \'Bool\'')
    if not (self.dim() == 1 and tensor.dim() == 1):
        raise RuntimeError(f'dot: 1D tensors expected, but got {self.dim()}D and {tensor.dim()}D tensors')
    if not (self.shape[0] == tensor.shape[0]):
        raise RuntimeError(f'dot: inconsistent tensor size, expected tensor [{self.shape[0]}] and src [{tensor.shape[0]}] to have the same number of elements, but got {self.shape[0]} and {tensor.shape[0]} elements respectively')
    return matmul(self, tensor)


def dot(input, tensor):
    return _dot_composite(input, tensor)

dot.__tensor_params__ = ('input', 'tensor')
# --8<-- [end:dot]


# --8<-- [start:outer]
# ── outer ─────────────────────────────────────────────────────── ops.yaml:2881
#   outer: Outer product of two 1-D tensors, (n,) and (m,) → (n, m) with out[i, j…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _outer_composite(self, vec2):
    if not (self.dim() == 1 and vec2.dim() == 1):
        raise RuntimeError(f'outer: expected 1-D tensors, got shapes {list(self.shape)} and {list(vec2.shape)}')
    return unsqueeze(self, 1) * vec2


def outer(input, vec2):
    return _outer_composite(input, vec2)

outer.__tensor_params__ = ('input', 'vec2')
# --8<-- [end:outer]


# --8<-- [start:zeros]
# ── zeros ─────────────────────────────────────────────────────── ops.yaml:2899
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   jvp: none
#   vmap: unbatched
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class ZerosBackward0(OpNode):
    """Backward of `zeros` (ops.yaml:2899)."""

    return_names = ('result',)


_op_zeros = OpDef(
    'zeros',
    _zeros_kernel,
    line=2899,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=ZerosBackward0,
    c_kernel=None,
    param_names=('size', 'dtype', 'requires_grad'),
)
ZerosBackward0.op = _op_zeros


def zeros(*size, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_zeros, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

zeros.__tensor_params__ = ()
# --8<-- [end:zeros]


# --8<-- [start:ones]
# ── ones ──────────────────────────────────────────────────────── ops.yaml:2909
#   ones: A tensor of ones.
#   jvp: none
#   vmap: unbatched
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(_size(size), dtype=_float_dtype(dtype))


class OnesBackward0(OpNode):
    """Backward of `ones` (ops.yaml:2909)."""

    return_names = ('result',)


_op_ones = OpDef(
    'ones',
    _ones_kernel,
    line=2909,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=OnesBackward0,
    c_kernel=None,
    param_names=('size', 'dtype', 'requires_grad'),
)
OnesBackward0.op = _op_ones


def ones(*size, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_ones, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

ones.__tensor_params__ = ()
# --8<-- [end:ones]


# --8<-- [start:zeros_like]
# ── zeros_like ────────────────────────────────────────────────── ops.yaml:2919
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class ZerosLikeBackward0(OpNode):
    """Backward of `zeros_like` (ops.yaml:2919)."""

    return_names = ('result',)


_op_zeros_like = OpDef(
    'zeros_like',
    _zeros_like_kernel,
    line=2919,
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=ZerosLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
ZerosLikeBackward0.op = _op_zeros_like


def zeros_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_zeros_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

zeros_like.__tensor_params__ = ('input',)
# --8<-- [end:zeros_like]


# --8<-- [start:ones_like]
# ── ones_like ─────────────────────────────────────────────────── ops.yaml:2929
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class OnesLikeBackward0(OpNode):
    """Backward of `ones_like` (ops.yaml:2929)."""

    return_names = ('result',)


_op_ones_like = OpDef(
    'ones_like',
    _ones_like_kernel,
    line=2929,
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=OnesLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
OnesLikeBackward0.op = _op_ones_like


def ones_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_ones_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

ones_like.__tensor_params__ = ('input',)
# --8<-- [end:ones_like]


# --8<-- [start:full]
# ── full ──────────────────────────────────────────────────────── ops.yaml:2939
#   full: A tensor of `size` filled with `fill_value`; the dtype follows the val…
#   jvp: none
#   vmap: unbatched
def _full_kernel(size, fill_value, dtype, requires_grad):
    return np.full(_size(size), fill_value, dtype=_scalar_dtype(fill_value, dtype))


class FullBackward0(OpNode):
    """Backward of `full` (ops.yaml:2939)."""

    return_names = ('result',)


_op_full = OpDef(
    'full',
    _full_kernel,
    line=2939,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=FullBackward0,
    c_kernel=None,
    param_names=('size', 'fill_value', 'dtype', 'requires_grad'),
)
FullBackward0.op = _op_full


def full(size, fill_value, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_full, (), {'size': size, 'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

full.__tensor_params__ = ()
# --8<-- [end:full]


# --8<-- [start:empty]
# ── empty ─────────────────────────────────────────────────────── ops.yaml:2949
#   empty: An uninitialized tensor in PyTorch; TensorPlay fills it with zeros (ne…
#   jvp: none
#   vmap: unbatched
def _empty_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class EmptyBackward0(OpNode):
    """Backward of `empty` (ops.yaml:2949)."""

    return_names = ('result',)


_op_empty = OpDef(
    'empty',
    _empty_kernel,
    line=2949,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=EmptyBackward0,
    c_kernel=None,
    param_names=('size', 'dtype', 'requires_grad'),
)
EmptyBackward0.op = _op_empty


def empty(*size, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_empty, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

empty.__tensor_params__ = ()
# --8<-- [end:empty]


# --8<-- [start:arange]
# ── arange ────────────────────────────────────────────────────── ops.yaml:2959
#   arange: Values from `start` (default 0) up to but excluding `end`, `step` apar…
#   jvp: none
#   vmap: unbatched
def _arange_kernel(start, end, step, dtype, requires_grad):
    return _arange(start, end, step, dtype)


class ArangeBackward0(OpNode):
    """Backward of `arange` (ops.yaml:2959)."""

    return_names = ('result',)


_op_arange = OpDef(
    'arange',
    _arange_kernel,
    line=2959,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=ArangeBackward0,
    c_kernel=None,
    param_names=('start', 'end', 'step', 'dtype', 'requires_grad'),
)
ArangeBackward0.op = _op_arange


def arange(start, end=None, step=1, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_arange, (), {'start': start, 'end': end, 'step': step, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

arange.__tensor_params__ = ()
# --8<-- [end:arange]


# --8<-- [start:linspace]
# ── linspace ──────────────────────────────────────────────────── ops.yaml:2969
#   linspace: `steps` evenly spaced values from `start` to `end`, both included (def…
#   jvp: none
#   vmap: unbatched
def _linspace_kernel(start, end, steps, dtype, requires_grad):
    return np.linspace(start, end, steps, dtype=np.float64).astype(_float_dtype(dtype))


class LinspaceBackward0(OpNode):
    """Backward of `linspace` (ops.yaml:2969)."""

    return_names = ('result',)


_op_linspace = OpDef(
    'linspace',
    _linspace_kernel,
    line=2969,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=LinspaceBackward0,
    c_kernel=None,
    param_names=('start', 'end', 'steps', 'dtype', 'requires_grad'),
)
LinspaceBackward0.op = _op_linspace


def linspace(start, end, steps, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_linspace, (), {'start': start, 'end': end, 'steps': steps, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

linspace.__tensor_params__ = ()
# --8<-- [end:linspace]


# --8<-- [start:eye]
# ── eye ───────────────────────────────────────────────────────── ops.yaml:2979
#   eye: An n×m (default n×n) matrix with ones on the diagonal and zeros elsewh…
#   jvp: none
#   vmap: unbatched
def _eye_kernel(n, m, dtype, requires_grad):
    return np.eye(n, m, dtype=_float_dtype(dtype))


class EyeBackward0(OpNode):
    """Backward of `eye` (ops.yaml:2979)."""

    return_names = ('result',)


_op_eye = OpDef(
    'eye',
    _eye_kernel,
    line=2979,
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
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='unbatched',
    node_cls=EyeBackward0,
    c_kernel=None,
    param_names=('n', 'm', 'dtype', 'requires_grad'),
)
EyeBackward0.op = _op_eye


def eye(n, m=None, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_eye, (), {'n': n, 'm': m, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

eye.__tensor_params__ = ()
# --8<-- [end:eye]


# --8<-- [start:full_like]
# ── full_like ─────────────────────────────────────────────────── ops.yaml:2989
#   full_like: `fill_value` with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _full_like_kernel(self, fill_value, dtype, requires_grad):
    return np.full(self.shape, fill_value, dtype=_np_dtype(dtype) or self.dtype)


class FullLikeBackward0(OpNode):
    """Backward of `full_like` (ops.yaml:2989)."""

    return_names = ('result',)


_op_full_like = OpDef(
    'full_like',
    _full_like_kernel,
    line=2989,
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=FullLikeBackward0,
    c_kernel=None,
    param_names=('fill_value', 'dtype', 'requires_grad'),
)
FullLikeBackward0.op = _op_full_like


def full_like(input, fill_value, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_full_like, (input,), {'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

full_like.__tensor_params__ = ('input',)
# --8<-- [end:full_like]


# --8<-- [start:empty_like]
# ── empty_like ────────────────────────────────────────────────── ops.yaml:2999
#   empty_like: An uninitialized tensor like `self` in PyTorch; TensorPlay fills it wi…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _empty_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class EmptyLikeBackward0(OpNode):
    """Backward of `empty_like` (ops.yaml:2999)."""

    return_names = ('result',)


_op_empty_like = OpDef(
    'empty_like',
    _empty_like_kernel,
    line=2999,
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
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap='elementwise',
    node_cls=EmptyLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
EmptyLikeBackward0.op = _op_empty_like


def empty_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_empty_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

empty_like.__tensor_params__ = ('input',)
# --8<-- [end:empty_like]


# --8<-- [start:rand]
# ── rand ──────────────────────────────────────────────────────── ops.yaml:3009
#   rand: Uniform random numbers in [0, 1), drawn from `generator` (default the …
#   jvp: none
#   vmap: {'custom': 'random'}
def _rand_kernel(size, generator, dtype, requires_grad):
    dt = _random_float_dtype(dtype, "rand")  # checked before drawing
    return _rng(generator).random(_size(size)).astype(dt)


class RandBackward0(OpNode):
    """Backward of `rand` (ops.yaml:3009)."""

    return_names = ('result',)


_op_rand = OpDef(
    'rand',
    _rand_kernel,
    line=3009,
    tensor_args=(),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(),
    saves=(),
    saves_result=False,
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandBackward0,
    c_kernel=None,
    param_names=('size', 'generator', 'dtype', 'requires_grad'),
)
RandBackward0.op = _op_rand


def rand(*size, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_rand, (), {'size': _varargs(size), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

rand.__tensor_params__ = ()
# --8<-- [end:rand]


# --8<-- [start:randn]
# ── randn ─────────────────────────────────────────────────────── ops.yaml:3022
#   randn: Standard normal random numbers (mean 0, variance 1), drawn from `gener…
#   jvp: none
#   vmap: {'custom': 'random'}
def _randn_kernel(size, generator, dtype, requires_grad):
    dt = _random_float_dtype(dtype, "randn")  # checked before drawing
    return _rng(generator).standard_normal(_size(size)).astype(dt)


class RandnBackward0(OpNode):
    """Backward of `randn` (ops.yaml:3022)."""

    return_names = ('result',)


_op_randn = OpDef(
    'randn',
    _randn_kernel,
    line=3022,
    tensor_args=(),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(),
    saves=(),
    saves_result=False,
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandnBackward0,
    c_kernel=None,
    param_names=('size', 'generator', 'dtype', 'requires_grad'),
)
RandnBackward0.op = _op_randn


def randn(*size, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_randn, (), {'size': _varargs(size), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randn.__tensor_params__ = ()
# --8<-- [end:randn]


# --8<-- [start:randint]
# ── randint ───────────────────────────────────────────────────── ops.yaml:3035
#   randint: Random integers in [low, high) (low defaults to 0) of shape `size` — r…
#   jvp: none
#   vmap: {'custom': 'random'}
def _randint_kernel(high, size, generator, dtype, requires_grad):
    return _randint(0, high, size, generator, dtype)


class RandintBackward0(OpNode):
    """Backward of `randint` (ops.yaml:3035)."""

    return_names = ('result',)


_op_randint = OpDef(
    'randint',
    _randint_kernel,
    line=3035,
    tensor_args=(),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(),
    saves=(),
    saves_result=False,
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandintBackward0,
    c_kernel=None,
    param_names=('high', 'size', 'generator', 'dtype', 'requires_grad'),
)
RandintBackward0.op = _op_randint


def _overload_randint(high, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_randint, (), {'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint.__tensor_params__ = ()
# --8<-- [end:randint]


# --8<-- [start:randint_low]
# ── randint.low ───────────────────────────────────────────────── ops.yaml:3046
#   randint.low: Random integers in [low, high) of shape `size`.
#   jvp: none
#   vmap: {'custom': 'random'}
def _randint_low_kernel(low, high, size, generator, dtype, requires_grad):
    return _randint(low, high, size, generator, dtype)


class RandintBackward0(OpNode):
    """Backward of `randint.low` (ops.yaml:3046)."""

    return_names = ('result',)


_op_randint_low = OpDef(
    'randint.low',
    _randint_low_kernel,
    line=3046,
    tensor_args=(),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(),
    saves=(),
    saves_result=False,
    saves_per_input=(),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandintBackward0,
    c_kernel=None,
    param_names=('low', 'high', 'size', 'generator', 'dtype', 'requires_grad'),
)
RandintBackward0.op = _op_randint_low


def _overload_randint_low(low, high, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_randint_low, (), {'low': low, 'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint_low.__tensor_params__ = ()
# --8<-- [end:randint_low]


# --8<-- [start:rand_like]
# ── rand_like ─────────────────────────────────────────────────── ops.yaml:3057
#   rand_like: Uniform random numbers in [0, 1) with the shape (and, unless given, th…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
def _rand_like_kernel(self, dtype, requires_grad):
    dt = _like_float_dtype(self, dtype, "rand_like")  # checked before drawing
    return _rng(None).random(self.shape).astype(dt)


class RandLikeBackward0(OpNode):
    """Backward of `rand_like` (ops.yaml:3057)."""

    return_names = ('result',)


_op_rand_like = OpDef(
    'rand_like',
    _rand_like_kernel,
    line=3057,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(False,),
    saves=(),
    saves_result=False,
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
RandLikeBackward0.op = _op_rand_like


def rand_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_rand_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

rand_like.__tensor_params__ = ('input',)
# --8<-- [end:rand_like]


# --8<-- [start:randn_like]
# ── randn_like ────────────────────────────────────────────────── ops.yaml:3070
#   randn_like: Standard normal random numbers with the shape (and, unless given, the …
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
def _randn_like_kernel(self, dtype, requires_grad):
    dt = _like_float_dtype(self, dtype, "randn_like")  # checked before drawing
    return _rng(None).standard_normal(self.shape).astype(dt)


class RandnLikeBackward0(OpNode):
    """Backward of `randn_like` (ops.yaml:3070)."""

    return_names = ('result',)


_op_randn_like = OpDef(
    'randn_like',
    _randn_like_kernel,
    line=3070,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=True,
    fp_errors=False,
    differentiable=(False,),
    saves=(),
    saves_result=False,
    saves_per_input=((),),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandnLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
RandnLikeBackward0.op = _op_randn_like


def randn_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad((_bind if _any_interpreter else _call_base)(_op_randn_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randn_like.__tensor_params__ = ('input',)
# --8<-- [end:randn_like]


# --8<-- [start:_to_copy]
# ── _to_copy ──────────────────────────────────────────────────── ops.yaml:3085
#   _to_copy: A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.lo…
#   backward[self]: _to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def __to_copy_kernel(self, dtype):
    return self.astype(_np_dtype(dtype)) if dtype is not None else self.copy()


def __to_copy_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (_to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad) if needs[0] else None,
    )


class ToCopyBackward0(OpNode):
    """Backward of `_to_copy` (ops.yaml:3085)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=3085,
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
    saves_per_input=(('self',),),
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
    return (_bind if _any_interpreter else _call_base)(_op__to_copy, (input,), {'dtype': dtype})

_to_copy.__tensor_params__ = ('input',)
# --8<-- [end:_to_copy]


# --8<-- [start:clone]
# ── clone ─────────────────────────────────────────────────────── ops.yaml:3096
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
    """Backward of `clone` (ops.yaml:3096)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=3096,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_clone, (input,), {})

clone.__tensor_params__ = ('input',)
# --8<-- [end:clone]


# --8<-- [start:fill]
# ── fill ──────────────────────────────────────────────────────── ops.yaml:3108
#   fill: A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` …
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: elementwise
def _fill_kernel(self, value):
    return np.full_like(self, value)


def _fill_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _fill_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class FillBackward0(OpNode):
    """Backward of `fill` (ops.yaml:3108)."""

    return_names = ('result',)


_op_fill = OpDef(
    'fill',
    _fill_kernel,
    line=3108,
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
    saves_per_input=((),),
    backward=_fill_backward,
    jvp=_fill_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=FillBackward0,
    c_kernel=None,
    param_names=('value',),
)
FillBackward0.op = _op_fill


def fill(input, value):
    return (_bind if _any_interpreter else _call_base)(_op_fill, (input,), {'value': value})

fill.__tensor_params__ = ('input',)

def _fill_inplace(self, value):
    return _inplace(_op_fill, (self,), {'value': value})

# --8<-- [end:fill]


# --8<-- [start:zero]
# ── zero ──────────────────────────────────────────────────────── ops.yaml:3121
#   zero: Zeros like `self`; as `x.zero_()` it clears `x` in place.
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: elementwise
def _zero_kernel(self):
    return np.zeros_like(self)


def _zero_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


def _zero_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    return out


class ZeroBackward0(OpNode):
    """Backward of `zero` (ops.yaml:3121)."""

    return_names = ('result',)


_op_zero = OpDef(
    'zero',
    _zero_kernel,
    line=3121,
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
    saves_per_input=((),),
    backward=_zero_backward,
    jvp=_zero_jvp,
    jvp_kind='terms',
    vmap='elementwise',
    node_cls=ZeroBackward0,
    c_kernel=None,
    param_names=(),
)
ZeroBackward0.op = _op_zero


def zero(input):
    return (_bind if _any_interpreter else _call_base)(_op_zero, (input,), {})

zero.__tensor_params__ = ('input',)

def _zero_inplace(self):
    return _inplace(_op_zero, (self,), {})

# --8<-- [end:zero]


# --8<-- [start:copy]
# ── copy ──────────────────────────────────────────────────────── ops.yaml:3134
#   copy: `src` broadcast to `self`'s shape and dtype; as `x.copy_(src)` it over…
#   backward[self]: zeros_like(grad)
#   backward[src]: sum_to(grad, shapes[1])
#   jvp: [self] zeros_like(self_t) + [src] expand(src_t, result.shape)
#   vmap: {'custom': 'copy'}
def _copy_kernel(self, src):
    return np.broadcast_to(src, self.shape).astype(self.dtype)


def _copy_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
        (sum_to(grad, shapes[1])) if needs[1] else None,
    )


def _copy_jvp(tangents, self, src, result, **params):
    self_t, src_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, zeros_like(self_t))
    if src_t is not None:
        out = add_tangent(out, expand(src_t, result.shape))
    return out


class CopyBackward0(OpNode):
    """Backward of `copy` (ops.yaml:3134)."""

    return_names = ('result',)


_op_copy = OpDef(
    'copy',
    _copy_kernel,
    line=3134,
    tensor_args=('self', 'src'),
    list_args=(),
    dtype='same',
    dtype_args=('self',),
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, True),
    saves=(),
    saves_result=False,
    saves_per_input=((), ()),
    backward=_copy_backward,
    jvp=_copy_jvp,
    jvp_kind='terms',
    vmap={'custom': 'copy'},
    node_cls=CopyBackward0,
    c_kernel=None,
    param_names=(),
)
CopyBackward0.op = _op_copy


def copy(input, src):
    return (_bind if _any_interpreter else _call_base)(_op_copy, (input, src), {})

copy.__tensor_params__ = ('input', 'src')

def _copy_inplace(self, src):
    return _inplace(_op_copy, (self, src), {})

# --8<-- [end:copy]


# --8<-- [start:index]
# ── index ─────────────────────────────────────────────────────── ops.yaml:3153
#   index: x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer a…
#   backward[self]: index_backward(grad, shapes[0], indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index'}
def _index_kernel(self, indices):
    out = self[indices]
    if out.__class__ is not np.ndarray:  # integer indexing down to one element: a 0-d view
        key = indices if isinstance(indices, tuple) else (indices,)
        out = self[key + (None,)].reshape(())
    return out


def _index_backward(grads, needs, shapes, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (index_backward(grad, shapes[0], indices)) if needs[0] else None,
    )


class IndexBackward0(OpNode):
    """Backward of `index` (ops.yaml:3153)."""

    return_names = ('result',)


_op_index = OpDef(
    'index',
    _index_kernel,
    line=3153,
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
    saves_per_input=((),),
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
    return (_bind if _any_interpreter else _call_base)(_op_index, (input,), {'indices': _index_arg(indices)})

index.__tensor_params__ = ('input',)
# --8<-- [end:index]


# --8<-- [start:index_backward]
# ── index_backward ────────────────────────────────────────────── ops.yaml:3178
#   index_backward: Zeros of `shape` with `grad` added at `indices` (repeated indices accu…
#   backward[grad]: index(grad, indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index_backward'}
def _index_backward_kernel(grad, shape, indices):
    out = np.zeros(tuple(shape), dtype=grad.dtype)
    np.add.at(out, indices, grad)
    return out


def _index_backward_backward(grads, needs, shapes, grad=None, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (index(grad, indices)) if needs[0] else None,
    )


class IndexBackwardBackward0(OpNode):
    """Backward of `index_backward` (ops.yaml:3178)."""

    return_names = ('result',)


_op_index_backward = OpDef(
    'index_backward',
    _index_backward_kernel,
    line=3178,
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
    saves_per_input=(('grad',),),
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
    return (_bind if _any_interpreter else _call_base)(_op_index_backward, (grad,), {'shape': shape, 'indices': _index_arg(indices)})

index_backward.__tensor_params__ = ('grad',)
# --8<-- [end:index_backward]


# --8<-- [start:index_put]
# ── index_put ─────────────────────────────────────────────────── ops.yaml:3193
#   index_put: A copy of `self` with `values` written at `indices` — what `x[indices]…
#   backward[self]: index_put(grad, indices, 0.0)
#   backward[values]: sum_to(index(grad, indices), values.shape)
#   jvp: [self] index_put(self_t, indices, 0.0) + [values] index_put(zeros_like(self), indices, values_t)
#   vmap: {'custom': 'index_put'}
def _index_put_kernel(self, values, indices):
    out = self.copy()
    try:
        out[indices] = values
    except ValueError as exc:
        if "broadcast" not in str(exc):
            raise
        slot = np.shape(self[indices])
        raise ShapeError(f"shape mismatch: value tensor of shape {list(np.shape(values))} cannot be "
                         f"broadcast to indexing result of shape {list(slot)}") from None
    return out


def _index_put_backward(grads, needs, shapes, values=None, **params):
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
    """Backward of `index_put` (ops.yaml:3193)."""

    return_names = ('result',)


_op_index_put = OpDef(
    'index_put',
    _index_put_kernel,
    line=3193,
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
    saves=('values',),
    saves_result=False,
    saves_per_input=((), ('values',)),
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
    return (_bind if _any_interpreter else _call_base)(_op_index_put, (input, values), {'indices': _index_arg(indices)})

index_put.__tensor_params__ = ('input', 'values')
# --8<-- [end:index_put]


# --8<-- [start:index_select]
# ── index_select ──────────────────────────────────────────────── ops.yaml:3224
#   index_select: The entries of `self` at positions `index` (a 1-D integer tensor) alon…
#   backward[self]: index_select_backward(grad, shapes[0], dim, index)
#   backward[index]: non_differentiable
#   jvp: [self] index_select(self_t, dim, index)
#   vmap: {'custom': 'index_select'}
def _index_select_kernel(self, index, dim):
    if index.ndim > 1:
        raise ShapeError("index_select(): Index is supposed to be a vector")
    if self.ndim == 0:
        _dim(dim, 0)
        _check_index(index, 1, "index_select")
        return np.reshape(self, (1,))[np.reshape(index, -1)].reshape(np.shape(index))
    d = _dim(dim, self.ndim)
    # PyTorch's index_select raises IndexError, except along dim 1 of a tensor of 2+ dims
    # (a separate loop there raises RuntimeError); the class is API, so it is kept.
    error = RuntimeError if d == 1 else IndexError
    _check_index(index, self.shape[d], "index_select", error, dim=d)
    return np.take(self, np.reshape(index, -1), axis=d)


def _index_select_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (index_select_backward(grad, shapes[0], dim, index)) if needs[0] else None,
        None,
    )


def _index_select_jvp(tangents, self, index, result, **params):
    self_t, index_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, index_select(self_t, dim, index))
    return out


class IndexSelectBackward0(OpNode):
    """Backward of `index_select` (ops.yaml:3224)."""

    return_names = ('result',)


_op_index_select = OpDef(
    'index_select',
    _index_select_kernel,
    line=3224,
    tensor_args=('self', 'index'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False),
    saves=('index',),
    saves_result=False,
    saves_per_input=(('index',), ()),
    backward=_index_select_backward,
    jvp=_index_select_jvp,
    jvp_kind='terms',
    vmap={'custom': 'index_select'},
    node_cls=IndexSelectBackward0,
    c_kernel=None,
    param_names=('dim',),
)
IndexSelectBackward0.op = _op_index_select


def index_select(input, dim, index):
    return (_bind if _any_interpreter else _call_base)(_op_index_select, (input, index), {'dim': dim})

index_select.__tensor_params__ = ('input', 'index')
# --8<-- [end:index_select]


# --8<-- [start:gather]
# ── gather ────────────────────────────────────────────────────── ops.yaml:3255
#   gather: out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for d…
#   backward[self]: scatter_add(zeros_of(shapes[0], grad), dim, index, grad)
#   backward[index]: non_differentiable
#   jvp: [self] gather(self_t, dim, index)
#   vmap: {'custom': 'gather'}
def _gather_kernel(self, index, dim):
    key = _gather_key(self.shape, dim, index)
    if self.ndim == 0:
        return np.broadcast_to(self, index.shape).copy()
    return self[key]


def _gather_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (scatter_add(zeros_of(shapes[0], grad), dim, index, grad)) if needs[0] else None,
        None,
    )


def _gather_jvp(tangents, self, index, result, **params):
    self_t, index_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, gather(self_t, dim, index))
    return out


class GatherBackward0(OpNode):
    """Backward of `gather` (ops.yaml:3255)."""

    return_names = ('result',)


_op_gather = OpDef(
    'gather',
    _gather_kernel,
    line=3255,
    tensor_args=('self', 'index'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False),
    saves=('index',),
    saves_result=False,
    saves_per_input=(('index',), ()),
    backward=_gather_backward,
    jvp=_gather_jvp,
    jvp_kind='terms',
    vmap={'custom': 'gather'},
    node_cls=GatherBackward0,
    c_kernel=None,
    param_names=('dim',),
)
GatherBackward0.op = _op_gather


def gather(input, dim, index):
    return (_bind if _any_interpreter else _call_base)(_op_gather, (input, index), {'dim': dim})

gather.__tensor_params__ = ('input', 'index')
# --8<-- [end:gather]


# --8<-- [start:scatter_add]
# ── scatter_add ───────────────────────────────────────────────── ops.yaml:3278
#   scatter_add: A copy of `self` with the entries of `src` added at `index` along `dim…
#   backward[self]: grad
#   backward[index]: non_differentiable
#   backward[src]: scatter_add_backward_src(grad, dim, index, shapes[2])
#   jvp: [self] self_t + [src] scatter_add(zeros_like(self), dim, index, src_t)
#   vmap: {'custom': 'scatter_add'}
def _scatter_add_kernel(self, index, src, dim):
    return _scatter_add(self, dim, index, src)


def _scatter_add_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (grad) if needs[0] else None,
        None,
        (scatter_add_backward_src(grad, dim, index, shapes[2])) if needs[2] else None,
    )


def _scatter_add_jvp(tangents, self, index, src, result, **params):
    self_t, index_t, src_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t)
    if src_t is not None:
        out = add_tangent(out, scatter_add(zeros_like(self), dim, index, src_t))
    return out


class ScatterAddBackward0(OpNode):
    """Backward of `scatter_add` (ops.yaml:3278)."""

    return_names = ('result',)


_op_scatter_add = OpDef(
    'scatter_add',
    _scatter_add_kernel,
    line=3278,
    tensor_args=('self', 'index', 'src'),
    list_args=(),
    dtype='promote',
    dtype_args=('self', 'src'),
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False, True),
    saves=('index',),
    saves_result=False,
    saves_per_input=((), (), ('index',)),
    backward=_scatter_add_backward,
    jvp=_scatter_add_jvp,
    jvp_kind='terms',
    vmap={'custom': 'scatter_add'},
    node_cls=ScatterAddBackward0,
    c_kernel=None,
    param_names=('dim',),
)
ScatterAddBackward0.op = _op_scatter_add


def scatter_add(input, dim, index, src):
    return (_bind if _any_interpreter else _call_base)(_op_scatter_add, (input, index, src), {'dim': dim})

scatter_add.__tensor_params__ = ('input', 'index', 'src')

def _scatter_add_inplace(self, dim, index, src):
    return _inplace(_op_scatter_add, (self, index, src), {'dim': dim})

# --8<-- [end:scatter_add]


# --8<-- [start:masked_fill]
# ── masked_fill ───────────────────────────────────────────────── ops.yaml:3301
#   masked_fill: A copy of `self` with `value` wherever the boolean `mask` (broadcast a…
#   backward[self]: masked_fill(grad, mask, 0)  (reduced to the input's shape)
#   backward[mask]: non_differentiable
#   jvp: [self] masked_fill(self_t, mask, 0)
#   vmap: broadcast
def _masked_fill_kernel(self, mask, value):
    if mask.dtype != np.bool_:
        raise ShapeError(f"masked_fill only supports boolean masks, but got mask with dtype {mask.dtype}")
    fill = np.asarray(value).astype(self.dtype)
    return np.where(mask, fill, self)


def _masked_fill_backward(grads, needs, shapes, mask=None, **params):
    grad = grads[0]
    return (
        (sum_to(masked_fill(grad, mask, 0), shapes[0])) if needs[0] else None,
        None,
    )


def _masked_fill_jvp(tangents, self, mask, result, **params):
    self_t, mask_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(masked_fill(self_t, mask, 0), _out_shape))
    return out


class MaskedFillBackward0(OpNode):
    """Backward of `masked_fill` (ops.yaml:3301)."""

    return_names = ('result',)


_op_masked_fill = OpDef(
    'masked_fill',
    _masked_fill_kernel,
    line=3301,
    tensor_args=('self', 'mask'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=True,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(True, False),
    saves=('mask',),
    saves_result=False,
    saves_per_input=(('mask',), ()),
    backward=_masked_fill_backward,
    jvp=_masked_fill_jvp,
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=MaskedFillBackward0,
    c_kernel=None,
    param_names=('value',),
)
MaskedFillBackward0.op = _op_masked_fill


def masked_fill(input, mask, value):
    return (_bind if _any_interpreter else _call_base)(_op_masked_fill, (input, mask), {'value': value})

masked_fill.__tensor_params__ = ('input', 'mask')

def _masked_fill_inplace(self, mask, value):
    return _inplace(_op_masked_fill, (self, mask), {'value': value})

# --8<-- [end:masked_fill]


# --8<-- [start:softmax]
# ── softmax ───────────────────────────────────────────────────── ops.yaml:3327
#   softmax: exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the …
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
def _softmax_kernel(self, dim, dtype):
    return _softmax(_floating(self), dim, dtype)


def _softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.softmax_forward(self, dim, dtype)


def _softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )


def _softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, result * (self_t - sum(self_t * result, dim, keepdim=True)))
    return out


class SoftmaxBackward0(OpNode):
    """Backward of `softmax` (ops.yaml:3327)."""

    return_names = ('result',)


_op_softmax = OpDef(
    'softmax',
    _softmax_kernel,
    line=3327,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=('self',),
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_softmax_backward,
    jvp=_softmax_jvp,
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=SoftmaxBackward0,
    c_kernel={'kind': 'row', 'forward': None, 'backward': None, 'select': None, 'helper': 'softmax', 'guard': None, 'min_size': None, 'params': ['dim'], 'bwd_uses': []},
    c_forward=_softmax_c_forward,
    c_backward=_c.softmax_backward,
    param_names=('dim', 'dtype'),
)
SoftmaxBackward0.op = _op_softmax


def softmax(input, dim, *, dtype=None):
    return (_bind if _any_interpreter else _call_base)(_op_softmax, (input,), {'dim': dim, 'dtype': dtype})

softmax.__tensor_params__ = ('input',)
# --8<-- [end:softmax]


# --8<-- [start:log_softmax]
# ── log_softmax ───────────────────────────────────────────────── ops.yaml:3348
#   log_softmax: log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never …
#   backward[self]: cast_like(grad - exp(result) * sum(grad, dim, keepdim=True), self)
#   jvp: [self] self_t - sum(exp(result) * self_t, dim, keepdim=True)
#   vmap: {'dim': 'dim'}
def _log_softmax_kernel(self, dim, dtype):
    return _log_softmax(_floating(self), dim, dtype)


def _log_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.log_softmax_forward(self, dim, dtype)


def _log_softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (cast_like(grad - exp(result) * sum(grad, dim, keepdim=True), self)) if needs[0] else None,
    )


def _log_softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, self_t - sum(exp(result) * self_t, dim, keepdim=True))
    return out


class LogSoftmaxBackward0(OpNode):
    """Backward of `log_softmax` (ops.yaml:3348)."""

    return_names = ('result',)


_op_log_softmax = OpDef(
    'log_softmax',
    _log_softmax_kernel,
    line=3348,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=('self',),
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=_log_softmax_backward,
    jvp=_log_softmax_jvp,
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=LogSoftmaxBackward0,
    c_kernel={'kind': 'row', 'forward': None, 'backward': None, 'select': None, 'helper': 'log_softmax', 'guard': None, 'min_size': None, 'params': ['dim'], 'bwd_uses': []},
    c_forward=_log_softmax_c_forward,
    c_backward=_c.log_softmax_backward,
    param_names=('dim', 'dtype'),
)
LogSoftmaxBackward0.op = _op_log_softmax


def log_softmax(input, dim, *, dtype=None):
    return (_bind if _any_interpreter else _call_base)(_op_log_softmax, (input,), {'dim': dim, 'dtype': dtype})

log_softmax.__tensor_params__ = ('input',)
# --8<-- [end:log_softmax]


# --8<-- [start:softmin]
# ── softmin ───────────────────────────────────────────────────── ops.yaml:3368
#   softmin: softmax(-x) along `dim`; `dtype` casts the input first.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _softmin_composite(self, dim, dtype):
    return softmax(-self, dim, dtype=dtype)


def softmin(input, dim, *, dtype=None):
    return _softmin_composite(input, dim, dtype)

softmin.__tensor_params__ = ('input',)
# --8<-- [end:softmin]


# --8<-- [start:logsigmoid]
# ── logsigmoid ────────────────────────────────────────────────── ops.yaml:3381
#   logsigmoid: log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with n…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _logsigmoid_composite(self):
    if (self is None or self.dtype is _bool_dtype):
        raise NotImplementedError('logsigmoid: "logsigmoid" not implemented for \'Bool\'')
    return -softplus(-self, 1, float("inf"))


def logsigmoid(input):
    return _logsigmoid_composite(input)

logsigmoid.__tensor_params__ = ('input',)
# --8<-- [end:logsigmoid]


# --8<-- [start:_safe_softmax]
# ── _safe_softmax ─────────────────────────────────────────────── ops.yaml:3398
#   _safe_softmax: softmax along `dim`, except that a row that is -inf everywhere gives z…
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
def __safe_softmax_kernel(self, dim, dtype):
    return _k_safe_softmax(_floating(self), dim, dtype)


def __safe_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.safe_softmax_forward(self, dim, dtype)


def __safe_softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )


def __safe_softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, result * (self_t - sum(self_t * result, dim, keepdim=True)))
    return out


class SafeSoftmaxBackward0(OpNode):
    """Backward of `_safe_softmax` (ops.yaml:3398)."""

    return_names = ('result',)


_op__safe_softmax = OpDef(
    '_safe_softmax',
    __safe_softmax_kernel,
    line=3398,
    tensor_args=('self',),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True,),
    saves=('self',),
    saves_result=True,
    saves_per_input=(('self', 'result'),),
    backward=__safe_softmax_backward,
    jvp=__safe_softmax_jvp,
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=SafeSoftmaxBackward0,
    c_kernel={'kind': 'row', 'forward': None, 'backward': None, 'select': None, 'helper': 'safe_softmax', 'guard': None, 'min_size': None, 'params': ['dim'], 'bwd_uses': []},
    c_forward=__safe_softmax_c_forward,
    c_backward=_c.safe_softmax_backward,
    param_names=('dim', 'dtype'),
)
SafeSoftmaxBackward0.op = _op__safe_softmax


def _safe_softmax(input, dim, *, dtype=None):
    return (_bind if _any_interpreter else _call_base)(_op__safe_softmax, (input,), {'dim': dim, 'dtype': dtype})

_safe_softmax.__tensor_params__ = ('input',)
# --8<-- [end:_safe_softmax]


# --8<-- [start:_class_weights]
# ── _class_weights ────────────────────────────────────────────── ops.yaml:3420
#   _class_weights: Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_…
#   backward[self]: non_differentiable
#   backward[target]: non_differentiable
#   backward[weight]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'class_weights'}
def __class_weights_kernel(self, target, weight, ignore_index, label_smoothing):
    return _loss_coefficients(self, target, weight, ignore_index, label_smoothing)


class ClassWeightsBackward0(OpNode):
    """Backward of `_class_weights` (ops.yaml:3420)."""

    return_names = ('result',)


_op__class_weights = OpDef(
    '_class_weights',
    __class_weights_kernel,
    line=3420,
    tensor_args=('self', 'target', 'weight'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=False,
    differentiable=(False, False, False),
    saves=(),
    saves_result=False,
    saves_per_input=((), (), ()),
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'class_weights'},
    node_cls=ClassWeightsBackward0,
    c_kernel=None,
    param_names=('ignore_index', 'label_smoothing'),
)
ClassWeightsBackward0.op = _op__class_weights


def _class_weights(input, target, weight, ignore_index, label_smoothing):
    return (_bind if _any_interpreter else _call_base)(_op__class_weights, (input, target, weight), {'ignore_index': ignore_index, 'label_smoothing': label_smoothing})

_class_weights.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:_class_weights]


# --8<-- [start:cross_entropy]
# ── cross_entropy ─────────────────────────────────────────────── ops.yaml:3434
#   cross_entropy: Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...))…
#   backward[self]: cast_like(cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing), self)
#   backward[target]: cast_like(cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing), target)
#   backward[weight]: non_differentiable
#   jvp: [self] cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing) + [target] cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing)
#   vmap: {'custom': 'cross_entropy'}
def _cross_entropy_kernel(self, target, weight, ignore_index, reduction, label_smoothing):
    return _cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing)


def _cross_entropy_c_forward(self, target, weight, ignore_index, reduction, label_smoothing):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.cross_entropy_forward(self, target, weight, ignore_index, reduction, label_smoothing)


def _cross_entropy_backward(grads, needs, shapes, self=None, target=None, weight=None, **params):
    grad = grads[0]
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    label_smoothing = params["label_smoothing"]
    return (
        (cast_like(cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing), self)) if needs[0] else None,
        (cast_like(cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing), target)) if needs[1] else None,
        None,
    )


def _cross_entropy_jvp(tangents, self, target, weight, result, **params):
    self_t, target_t, weight_t, = tangents
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    label_smoothing = params["label_smoothing"]
    out = None
    if self_t is not None:
        out = add_tangent(out, cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing))
    if target_t is not None:
        out = add_tangent(out, cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing))
    return out


class CrossEntropyBackward0(OpNode):
    """Backward of `cross_entropy` (ops.yaml:3434)."""

    return_names = ('result',)


_op_cross_entropy = OpDef(
    'cross_entropy',
    _cross_entropy_kernel,
    line=3434,
    tensor_args=('self', 'target', 'weight'),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, True, False),
    saves=('self', 'target', 'weight'),
    saves_result=False,
    saves_per_input=(('self', 'target', 'weight'), ('self', 'target', 'weight'), ()),
    backward=_cross_entropy_backward,
    jvp=_cross_entropy_jvp,
    jvp_kind='terms',
    vmap={'custom': 'cross_entropy'},
    node_cls=CrossEntropyBackward0,
    c_kernel={'kind': 'row', 'forward': None, 'backward': None, 'select': None, 'helper': 'cross_entropy', 'guard': None, 'min_size': None, 'params': ['ignore_index', 'label_smoothing'], 'bwd_uses': []},
    c_forward=_cross_entropy_c_forward,
    c_backward=_c.cross_entropy_backward,
    param_names=('ignore_index', 'reduction', 'label_smoothing'),
)
CrossEntropyBackward0.op = _op_cross_entropy


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0):
    return (_bind if _any_interpreter else _call_base)(_op_cross_entropy, (input, target, weight), {'ignore_index': ignore_index, 'reduction': reduction, 'label_smoothing': label_smoothing})

cross_entropy.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:cross_entropy]


# --8<-- [start:nll_loss]
# ── nll_loss ──────────────────────────────────────────────────── ops.yaml:3467
#   nll_loss: Negative log likelihood of class indices `target` under log-probabilit…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _nll_loss_composite(self, target, weight, ignore_index, reduction):
    if (self is None or self.dtype is _bool_dtype):
        raise NotImplementedError('nll_loss: "nll_loss" not implemented for \'Bool\'')
    if (self is None or self.dtype.name in ('int64', 'int32')):
        raise NotImplementedError(f'nll_loss: "nll_loss" not implemented for \'{_torch_dtype_name[self.dtype.name]}\'')
    if not (self.dim() >= 1):
        raise RuntimeError('nll_loss: input must have at least one dimension (the classes)')
    if target.is_floating_point():
        raise RuntimeError(f'nll_loss: expected class-index targets of dtype int64, got {target.dtype}')
    target = None if target is None else target.detach()  # non_differentiable
    weight = None if weight is None else weight.detach()  # non_differentiable
    q = _class_weights(self, target, weight, ignore_index, 0.0)
    loss = -sum(q * where(q != 0, self, zeros_like(self)), _class_dim(self))  # no 0 * -inf
    return sum(loss) / sum(q) if reduction == "mean" else _loss_reduction(loss, reduction)


def nll_loss(input, target, weight=None, ignore_index=-100, reduction='mean'):
    return _nll_loss_composite(input, target, weight, ignore_index, reduction)

nll_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:nll_loss]


# --8<-- [start:mse_loss]
# ── mse_loss ──────────────────────────────────────────────────── ops.yaml:3495
#   mse_loss: Mean squared error (input - target)², averaged ('mean'), summed ('sum'…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _mse_loss_composite(self, target, reduction):
    if (self is None or self.dtype is _bool_dtype) and (target is None or target.dtype is _bool_dtype):
        raise NotImplementedError('mse_loss: "mse_loss" not implemented for \'Bool\'')
    if (self is None or self.dtype.name in ('int64', 'int32')) and (target is None or target.dtype.name in ('int64', 'int32')):
        raise NotImplementedError(f'mse_loss: "mse_loss" not implemented for \'{_torch_dtype_name[self.dtype.name]}\'')
    return _loss_reduction(square(self - target), reduction)


def mse_loss(input, target, reduction='mean'):
    return _mse_loss_composite(input, target, reduction)

mse_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:mse_loss]


# --8<-- [start:_loss_reduction]
# ── _loss_reduction ───────────────────────────────────────────── ops.yaml:3513
#   _loss_reduction: The reduction every loss ends with: 'mean', 'sum' or 'none' (the eleme…
#   composite: gradient, jvp and vmap follow from the ops of its body
def __loss_reduction_composite(self, reduction):
    if reduction not in ('none', 'mean', 'sum'):
        raise ValueError(f'_loss_reduction: {reduction} is not a valid value for reduction')
    return self if reduction == "none" else (mean(self) if reduction == "mean" else sum(self))


def _loss_reduction(input, reduction):
    return __loss_reduction_composite(input, reduction)

_loss_reduction.__tensor_params__ = ('input',)
# --8<-- [end:_loss_reduction]


# ── public functions ───────────────────────────────────────────────────────────────────
conv2d.__doc__ = '2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) input with a (C_out, C_in/groups, kH, kW) weight, plus a per-channel bias; stride, padding and dilation are ints or pairs. An im2col kernel (a strided view of the windows, contracted by BLAS).'
conv2d_backward_input.__doc__ = 'The gradient of conv2d with respect to its input (a transposed convolution of `grad_output` with `weight`, scattered back into an input of `input_size`). Linear in each argument, so its own derivatives are conv2d and conv2d_backward_weight.'
conv2d_backward_weight.__doc__ = 'The gradient of conv2d with respect to its weight: the windows of `input` contracted with `grad_output` over the batch and output positions, shaped `weight_size`.'
max_pool2d.__doc__ = "2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size windows (stride defaults to kernel_size; padding counts as -inf). The gradient flows to each window's first maximum. ceil_mode=True is not implemented."
max_pool2d_backward.__doc__ = "The gradient of max_pool2d: `grad_output` scattered (summed) to the position of each window's maximum in `input`."
_max_pool2d_gather.__doc__ = "The values of `source` (shaped like `input`) at the position of each max_pool2d window's maximum in `input`: the adjoint of max_pool2d_backward, and max_pool2d's JVP."
avg_pool2d.__doc__ = '2-D average pooling over kernel_size windows (stride defaults to kernel_size; zero padding, counted in the divisor unless count_include_pad=False). Its gradient is a transposed depthwise convolution with a constant kernel. ceil_mode=True is not implemented.'
lstm_cell.__doc__ = "One LSTM step after the matrix products: from the gate pre-activations (..., 4H), in PyTorch's order [i, f, g, o], and the cell state c (..., H), the concatenation (..., 2H) of h' = sigmoid(o) tanh(c') and c' = sigmoid(f) c + sigmoid(i) tanh(g). One node per step instead of a dozen, which is what makes nn.LSTM's training step cheap; leading dims broadcast."
native_dropout.__doc__ = 'Dropout returning (output, mask): when `train`, each element is kept with probability 1 - p (mask True) and scaled by 1 / (1 - p), else zeroed; the mask is drawn from the global generator. `tp.nn.functional.dropout(input, p, training)` returns the output.'
batch_norm.__doc__ = "Batch normalization over an (N, C, ...) input, per channel C: (x - mean) / sqrt(var + eps) * weight + bias. With training=True it uses the batch's statistics (biased variance) and, as a side effect, updates running_mean and running_var in place (when given) as (1 - momentum) * running + momentum * batch (unbiased variance); with training=False it uses the running statistics."
layer_norm.__doc__ = 'Layer normalization over the trailing dims given by normalized_shape: (x - mean) / sqrt(var + eps) (biased variance) times an elementwise weight plus bias of that shape.'
embedding.__doc__ = 'Rows of `weight` (num_embeddings, dim) picked by the integer tensor `input`; the result has shape input.shape + (dim,). Repeated indices accumulate gradient; the row `padding_idx` gets none.'
binary_cross_entropy.__doc__ = "Binary cross entropy of probabilities `input` in [0, 1] against `target`: -weight * (target * log(input) + (1 - target) * log(1 - input)), the logs clamped at -100, then reduced ('mean', 'sum' or 'none'; keyword-only)."
binary_cross_entropy_with_logits.__doc__ = "Binary cross entropy on logits, computed stably as (1 - target) * x + L * softplus(-x) with L = 1 + (pos_weight - 1) * target, times `weight`, then reduced ('mean', 'sum', 'none'). `pos_weight` (one per class, broadcast over the last dim) weighs the positive examples."
l1_loss.__doc__ = 'Mean (or sum, or none) absolute error |input - target|; `reduction` is keyword-only.'
pad.__doc__ = "Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim, then (top, bottom) for the one before, ...; negative widths crop. The op fills with a constant (`value`, default 0); tp.nn.functional.pad adds the modes 'reflect', 'replicate' and 'circular' (a gather through index_select) and calls this op for mode='constant'."
neg.__doc__ = 'Elementwise negation, -x.'
exp.__doc__ = 'Elementwise exponential, e^x.'
log.__doc__ = 'Elementwise natural logarithm; -inf at 0 and nan below.'
sin.__doc__ = 'Elementwise sine (radians).'
cos.__doc__ = 'Elementwise cosine (radians).'
abs.__doc__ = 'Elementwise absolute value, |x|; the gradient at 0 is 0 (sign(0) = 0), as PyTorch.'
sign.__doc__ = "Elementwise sign, -1, 0 or 1 (in the input's dtype; nan gives 0, as in PyTorch); its gradient is zero."
expm1.__doc__ = 'Elementwise e^x - 1, accurate for small x.'
log1p.__doc__ = 'Elementwise log(1 + x), accurate for small x; -inf at -1 and nan below.'
log2.__doc__ = 'Elementwise base-2 logarithm; -inf at 0 and nan below.'
log10.__doc__ = 'Elementwise base-10 logarithm; -inf at 0 and nan below.'
sqrt.__doc__ = 'Elementwise square root; nan below 0.'
rsqrt.__doc__ = 'Elementwise reciprocal square root, 1 / sqrt(x); inf at 0.'
square.__doc__ = 'Elementwise x * x (integer tensors stay integer).'
reciprocal.__doc__ = 'Elementwise 1 / x (integers divide to float); inf at 0.'
tan.__doc__ = 'Elementwise tangent (radians).'
asin.__doc__ = 'Elementwise inverse sine, in [-pi/2, pi/2]; nan outside [-1, 1].'
acos.__doc__ = 'Elementwise inverse cosine, in [0, pi]; nan outside [-1, 1].'
atan.__doc__ = 'Elementwise inverse tangent, in (-pi/2, pi/2).'
sinh.__doc__ = 'Elementwise hyperbolic sine.'
cosh.__doc__ = 'Elementwise hyperbolic cosine.'
tanh.__doc__ = 'Elementwise hyperbolic tangent, in (-1, 1).'
sigmoid.__doc__ = 'Elementwise logistic sigmoid, 1 / (1 + e^-x), computed without overflow for large |x|.'
relu.__doc__ = 'Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.'
gelu.__doc__ = "Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (approximate='none'), or 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) (approximate='tanh')."
silu.__doc__ = 'Sigmoid linear unit (swish), x * sigmoid(x).'
softplus.__doc__ = 'log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it is x itself, as in PyTorch.'
leaky_relu.__doc__ = 'Elementwise x where x > 0, else negative_slope * x.'
elu.__doc__ = 'Exponential linear unit, x where x > 0, else alpha * (e^x - 1).'
erf.__doc__ = 'Elementwise error function, 2/sqrt(pi) times the integral of e^(-t^2) from 0 to x.'
floor.__doc__ = 'Elementwise largest integer <= x (integer tensors unchanged); its gradient is zero.'
ceil.__doc__ = 'Elementwise smallest integer >= x (integer tensors unchanged); its gradient is zero.'
round.__doc__ = 'Elementwise rounding to the nearest integer, halves to even (or to `decimals` digits after the point); its gradient is zero.'
trunc.__doc__ = 'Elementwise rounding toward zero (integer tensors unchanged); its gradient is zero.'
clamp.__doc__ = 'Elementwise min(max(x, min), max) (one bound may be None); the gradient passes where min <= x <= max. An integer tensor with a float bound gives a float result.'
add.__doc__ = 'self + alpha * other, broadcasting the two.'
sub.__doc__ = 'self - alpha * other, broadcasting the two.'
mul.__doc__ = 'Elementwise product, broadcasting the two.'
div.__doc__ = 'Elementwise true division (integers divide to float), broadcasting the two.'
pow.__doc__ = 'self ** exponent elementwise, broadcasting; either side may be a Python number (2 ** x). An integer tensor to an integer power stays integer (negative integer powers of integers are an error).'
maximum.__doc__ = 'Elementwise maximum, broadcasting (nan wins); at ties the gradient is split half and half.'
minimum.__doc__ = 'Elementwise minimum, broadcasting (nan wins); at ties the gradient is split half and half.'
atan2.__doc__ = 'Elementwise angle of the point (other, self), atan(self / other) in the right quadrant, in [-pi, pi].'
remainder.__doc__ = "Python's modulus, self - floor(self / other) * other: the result has the sign of `other` (integer division by zero is an error)."
floor_divide.__doc__ = "Python's //, self / other rounded toward -inf, broadcasting; integers stay integer (integer division by zero is an error). Not differentiable: as in PyTorch, its output requires grad and backpropagating through it raises."
eq.__doc__ = 'Elementwise self == other as a bool tensor, broadcasting (compared in the promoted dtype).'
ne.__doc__ = 'Elementwise self != other as a bool tensor, broadcasting.'
lt.__doc__ = 'Elementwise self < other as a bool tensor, broadcasting.'
le.__doc__ = 'Elementwise self <= other as a bool tensor, broadcasting.'
gt.__doc__ = 'Elementwise self > other as a bool tensor, broadcasting.'
ge.__doc__ = 'Elementwise self >= other as a bool tensor, broadcasting.'
logical_and.__doc__ = 'Elementwise logical AND (nonzero is True) as a bool tensor, broadcasting; `a & b` on bool tensors.'
logical_or.__doc__ = 'Elementwise logical OR as a bool tensor, broadcasting; `a | b` on bool tensors.'
logical_xor.__doc__ = 'Elementwise logical XOR as a bool tensor, broadcasting.'
logical_not.__doc__ = 'Elementwise logical NOT (zero is False) as a bool tensor; `~a` on a bool tensor.'
where.__doc__ = 'Elementwise `self` where `condition` (a bool tensor) is True, else `other`; the three broadcast, and `self`/`other` may be Python numbers. `x.where(cond, y)` is `where(cond, x, y)`.'
sum.__doc__ = 'Sum of all elements, or over the dims in `dim` (removed unless keepdim).'
mean.__doc__ = 'Mean of all elements, or over the dims in `dim`, computed in `dtype` when given. Like PyTorch, integer and bool tensors need a floating `dtype=` (a RuntimeError otherwise).'
prod.__doc__ = 'Product of all elements, or along `dim`; integers and bools multiply to int64. The gradient is the product of the other elements, exact even where the input has zeros (it is built from an n x n matrix per group; above 4M matrix elements it falls back to prod / x, which is nan at zeros).'
amax.__doc__ = 'Largest element over `dim` (all dims by default); tied maxima share the gradient equally.'
amin.__doc__ = 'Smallest element over `dim` (all dims by default); tied minima share the gradient equally.'


def max(*args, **kwargs):
    return _resolve('max', (_overload_max, _overload_max_dim, _overload_max_other, ), args, kwargs)


max.__doc__ = 'max(x) is the largest element (ties share the gradient); max(x, dim, keepdim=False) returns (values, indices) along dim; max(x, other) is the elementwise maximum.'


def min(*args, **kwargs):
    return _resolve('min', (_overload_min, _overload_min_dim, _overload_min_other, ), args, kwargs)


min.__doc__ = 'min(x) is the smallest element (ties share the gradient); min(x, dim, keepdim=False) returns (values, indices) along dim; min(x, other) is the elementwise minimum.'
argmax.__doc__ = 'Index (int64) of the first largest element along `dim`, or into the flattened tensor when dim is None (keepdim then keeps every dim as size 1).'
argmin.__doc__ = 'Index (int64) of the first smallest element along `dim`, or into the flattened tensor when dim is None.'
var.__doc__ = 'Variance over `dim` (all dims if None): sum((x - mean)^2) / max(0, N - correction). correction defaults to 1 (Bessel); unbiased=False means correction=0. Both x.var(0, False) (the old overload) and x.var(dim=0, correction=0) work, and x.var(False) means unbiased=False over all elements.'
std.__doc__ = 'Standard deviation, sqrt(var) with the same arguments; the gradient is 0 (not nan) where the std is 0.'
logsumexp.__doc__ = 'log(sum(exp(x))) over `dim`, computed stably (the max is subtracted first).'
norm.__doc__ = "Vector p-norm over `dim` (all elements if None): p='fro' or 2 (default), 1, inf, -inf, 0 (count of nonzeros) or any other number. Integers give the default float. At a zero norm the p=2 gradient is 0, as PyTorch's subgradient; 'nuc' and matrix norms are not supported."
all.__doc__ = 'True where every element (over `dim`, or of the whole tensor) is nonzero; a bool tensor.'
any.__doc__ = 'True where some element (over `dim`, or of the whole tensor) is nonzero; a bool tensor.'
cumsum.__doc__ = 'Running sum along `dim` (integers and bools accumulate in int64, float32 in double, as in PyTorch). Its gradient is the reversed running sum of the incoming gradient.'
_compare.__doc__ = 'Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le) as a bool tensor, broadcasting. The masks of the max/min/norm/std gradient formulas are built from it.'
isclose.__doc__ = 'Elementwise |self - other| <= atol + rtol * |other| as a bool tensor, broadcasting. Both tensors must have the same dtype (a float32/float64 pair is an error, as in PyTorch); nan is close to nan only with equal_nan=True, an infinity only to itself.'
allclose.__doc__ = 'True when every element of `self` is close to the broadcast `other` (isclose(...).all()), as a Python bool. Both tensors must have the same dtype.'
equal.__doc__ = 'True when both tensors have the same shape and equal elements (compared as values, so an int64 and a float32 tensor may be equal), as a Python bool.'
reshape.__doc__ = 'The same elements in a new shape (one dim may be -1); a view when the memory allows.'
expand.__doc__ = 'A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim); no memory is copied.'
unsqueeze.__doc__ = 'A view with a size-1 dim inserted at `dim`.'
squeeze.__doc__ = 'A view without size-1 dims (all of them, or those in `dim`).'
transpose.__doc__ = 'A view with dims dim0 and dim1 swapped.'
permute.__doc__ = 'A view with the dims reordered.'
view.__doc__ = 'The same memory seen with a new shape (one dim may be -1). Unlike reshape it never copies: when the strides do not allow it (e.g. after a transpose) it raises a RuntimeError.'
flatten.__doc__ = 'Dims start_dim..end_dim merged into one (a 0-d tensor becomes 1-D); a view when possible.'
t.__doc__ = 'Transpose of a tensor with at most 2 dims (0-d and 1-D tensors come back unchanged); a view.'
expand_as.__doc__ = 'self.expand(other.size()) — a broadcast view with the shape of `other`.'
broadcast_to.__doc__ = 'A broadcast view of `self` with shape `shape` (as expand; -1 keeps a dim).'
movedim.__doc__ = 'A view with the dims in `source` moved to the positions in `destination` (ints or lists).'
flip.__doc__ = 'A copy with the order of elements reversed along each dim in `dims` (not a view, as in PyTorch).'
repeat.__doc__ = 'A copy tiled `repeats[i]` times along dim i (like np.tile); extra leading repeats add dims. x.repeat(2, 3) and x.repeat((2, 3)) both work.'
cat.__doc__ = 'The tensors joined along an existing dim; the other dims must match (the error names both shapes). dtypes promote.'
stack.__doc__ = 'Equal-shaped tensors joined along a new dim `dim` (0-d tensors stack into a 1-D tensor).'
split.__doc__ = "Views of consecutive pieces along `dim`: of size `split_size_or_sections` each (the last may be smaller) or of the sizes in a list, which must sum to the dim's size."
chunk.__doc__ = 'At most `chunks` views along `dim`, each of size ceil(n / chunks) except the last (so fewer chunks may come back, as in PyTorch).'
unbind.__doc__ = 'The slices along `dim`, each without that dim (views).'
narrow.__doc__ = 'The view self[..., start:start+length, ...] along `dim` (a negative start counts from the end).'
select.__doc__ = 'The view self[..., index, ...] with `index` taken along `dim` (that dim goes away); x[i] is select(x, 0, i).'
unflatten.__doc__ = 'A view with dim `dim` split into dims of `sizes` (one of them may be -1, inferred); the inverse of flatten.'
diag.__doc__ = 'A 1-D tensor becomes a square matrix with it on the `diagonal`-th diagonal; a 2-D tensor gives a copy of that diagonal as a 1-D tensor (0 is the main diagonal, >0 above, <0 below).'
diagflat.__doc__ = 'A square matrix with the flattened input on its `offset`-th diagonal (0 the main one, > 0 above, < 0 below): diag(self.flatten(), offset) for an input of any rank.'
diagonal.__doc__ = 'A (writable) view of the diagonal of the dims dim1 and dim2, appended as the last dim; `offset` > 0 is above the main diagonal, < 0 below.'
tril.__doc__ = 'A copy with the elements above the `diagonal`-th diagonal of the last two dims zeroed.'
triu.__doc__ = 'A copy with the elements below the `diagonal`-th diagonal of the last two dims zeroed.'
contiguous.__doc__ = "`self`'s memory when it is already C-contiguous (a view sharing the version counter), otherwise a contiguous copy."
matmul.__doc__ = "Matrix product with NumPy's rules; 1-D operands are vectors, batch dims broadcast. Both operands have one dtype (no promotion, as in PyTorch)."
linear.__doc__ = 'self @ weight.T + bias — what nn.Linear computes; leading dims of `self` are batch dims.'
mm.__doc__ = 'Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadcasting (see matmul).'
bmm.__doc__ = 'Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b, n, p); no broadcasting.'
mv.__doc__ = 'Matrix-vector product, (n, m) @ (m,) → (n,).'
dot.__doc__ = 'Inner product of two 1-D tensors of the same length (a 0-d result); no broadcasting.'
outer.__doc__ = 'Outer product of two 1-D tensors, (n,) and (m,) → (n, m) with out[i, j] = self[i] * vec2[j].'
zeros.__doc__ = 'A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.'
ones.__doc__ = 'A tensor of ones.'
zeros_like.__doc__ = 'Zeros with the shape (and, unless given, the dtype) of `self`.'
ones_like.__doc__ = 'Ones with the shape (and, unless given, the dtype) of `self`.'
full.__doc__ = 'A tensor of `size` filled with `fill_value`; the dtype follows the value (bool → bool, int → int64, float → the default float) unless given.'
empty.__doc__ = 'An uninitialized tensor in PyTorch; TensorPlay fills it with zeros (never rely on the contents).'
arange.__doc__ = 'Values from `start` (default 0) up to but excluding `end`, `step` apart — arange(5), arange(1, 5), arange(0, 1, 0.1). All-integer arguments give int64, any float gives the default float.'
linspace.__doc__ = '`steps` evenly spaced values from `start` to `end`, both included (default float dtype).'
eye.__doc__ = 'An n×m (default n×n) matrix with ones on the diagonal and zeros elsewhere.'
full_like.__doc__ = '`fill_value` with the shape (and, unless given, the dtype) of `self`.'
empty_like.__doc__ = 'An uninitialized tensor like `self` in PyTorch; TensorPlay fills it with zeros.'
rand.__doc__ = 'Uniform random numbers in [0, 1), drawn from `generator` (default the global one, seeded by manual_seed).'
randn.__doc__ = 'Standard normal random numbers (mean 0, variance 1), drawn from `generator` (default the global one).'


def randint(*args, **kwargs):
    return _resolve('randint', (_overload_randint, _overload_randint_low, ), args, kwargs)


randint.__doc__ = 'Random integers in [low, high) (low defaults to 0) of shape `size` — randint(10, (3,)) or randint(2, 10, (3,)); int64 unless `dtype` is given.'
rand_like.__doc__ = 'Uniform random numbers in [0, 1) with the shape (and, unless given, the dtype) of `self`.'
randn_like.__doc__ = 'Standard normal random numbers with the shape (and, unless given, the dtype) of `self`.'
_to_copy.__doc__ = 'A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.long()` call).'
clone.__doc__ = 'A copy that does not share memory, but keeps the graph (gradients flow back).'
fill.__doc__ = 'A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` in place.'
zero.__doc__ = 'Zeros like `self`; as `x.zero_()` it clears `x` in place.'
copy.__doc__ = "`src` broadcast to `self`'s shape and dtype; as `x.copy_(src)` it overwrites `x` in place, and gradients flow to `src`."
index.__doc__ = "x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer and boolean tensors)."
index_backward.__doc__ = 'Zeros of `shape` with `grad` added at `indices` (repeated indices accumulate) — the gradient of indexing.'
index_put.__doc__ = 'A copy of `self` with `values` written at `indices` — what `x[indices] = values` records.'
index_select.__doc__ = 'The entries of `self` at positions `index` (a 1-D integer tensor) along `dim`; repeats allowed.'
gather.__doc__ = "out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for dim=1); `index` has self's number of dims and gives the output's shape."
scatter_add.__doc__ = 'A copy of `self` with the entries of `src` added at `index` along `dim` (the gather pattern in reverse; repeated indices accumulate).'
masked_fill.__doc__ = 'A copy of `self` with `value` wherever the boolean `mask` (broadcast against self) is True.'
softmax.__doc__ = 'exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the input first.'
log_softmax.__doc__ = 'log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never takes log(0).'
softmin.__doc__ = 'softmax(-x) along `dim`; `dtype` casts the input first.'
logsigmoid.__doc__ = "log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with no threshold, so log(1 + e^-x) is taken for every x, as PyTorch's log_sigmoid)."
_safe_softmax.__doc__ = "softmax along `dim`, except that a row that is -inf everywhere gives zeros instead of NaN: attention's softmax, where such a row is a query whose keys are all masked. One op (and, on the last dim, one C pass) instead of the test, two masked_fills and the softmax."
_class_weights.__doc__ = "Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_i = -sum_c Q[i, c] * logp[i, c]; for class indices (1 - ls) * weight[t] * onehot(t) + ls / C * weight, zero where t == ignore_index."
cross_entropy.__doc__ = "Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...)) and `target`: class indices (int64, the input's shape without C; `ignore_index` entries are skipped) or class probabilities (the input's shape). One fused op: log_softmax + nll with optional class `weight`, `label_smoothing` and reduction 'mean' (over the summed target weights for indices), 'sum' or 'none'; its gradient is (softmax - onehot) scaled."
nll_loss.__doc__ = "Negative log likelihood of class indices `target` under log-probabilities `input` ((C,), (N, C) or (N, C, d1, ...)): -weight[t] * input[t], skipping `ignore_index`; 'mean' divides by the summed target weights."
mse_loss.__doc__ = "Mean squared error (input - target)², averaged ('mean'), summed ('sum') or elementwise ('none')."
_loss_reduction.__doc__ = "The reduction every loss ends with: 'mean', 'sum' or 'none' (the elementwise loss)."

FUNCTIONS = {
    'conv2d': conv2d,
    'conv2d_backward_input': conv2d_backward_input,
    'conv2d_backward_weight': conv2d_backward_weight,
    'max_pool2d': max_pool2d,
    'max_pool2d_backward': max_pool2d_backward,
    '_max_pool2d_gather': _max_pool2d_gather,
    'avg_pool2d': avg_pool2d,
    'lstm_cell': lstm_cell,
    'native_dropout': native_dropout,
    'batch_norm': batch_norm,
    'layer_norm': layer_norm,
    'embedding': embedding,
    'binary_cross_entropy': binary_cross_entropy,
    'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits,
    'l1_loss': l1_loss,
    'pad': pad,
    'neg': neg,
    'exp': exp,
    'log': log,
    'sin': sin,
    'cos': cos,
    'abs': abs,
    'sign': sign,
    'expm1': expm1,
    'log1p': log1p,
    'log2': log2,
    'log10': log10,
    'sqrt': sqrt,
    'rsqrt': rsqrt,
    'square': square,
    'reciprocal': reciprocal,
    'tan': tan,
    'asin': asin,
    'acos': acos,
    'atan': atan,
    'sinh': sinh,
    'cosh': cosh,
    'tanh': tanh,
    'sigmoid': sigmoid,
    'relu': relu,
    'gelu': gelu,
    'silu': silu,
    'softplus': softplus,
    'leaky_relu': leaky_relu,
    'elu': elu,
    'erf': erf,
    'floor': floor,
    'ceil': ceil,
    'round': round,
    'trunc': trunc,
    'clamp': clamp,
    'add': add,
    'sub': sub,
    'mul': mul,
    'div': div,
    'pow': pow,
    'maximum': maximum,
    'minimum': minimum,
    'atan2': atan2,
    'remainder': remainder,
    'floor_divide': floor_divide,
    'eq': eq,
    'ne': ne,
    'lt': lt,
    'le': le,
    'gt': gt,
    'ge': ge,
    'logical_and': logical_and,
    'logical_or': logical_or,
    'logical_xor': logical_xor,
    'logical_not': logical_not,
    'where': where,
    'sum': sum,
    'mean': mean,
    'prod': prod,
    'amax': amax,
    'amin': amin,
    'max': max,
    'min': min,
    'argmax': argmax,
    'argmin': argmin,
    'var': var,
    'std': std,
    'logsumexp': logsumexp,
    'norm': norm,
    'all': all,
    'any': any,
    'cumsum': cumsum,
    '_compare': _compare,
    'isclose': isclose,
    'allclose': allclose,
    'equal': equal,
    'reshape': reshape,
    'expand': expand,
    'unsqueeze': unsqueeze,
    'squeeze': squeeze,
    'transpose': transpose,
    'permute': permute,
    'flatten': flatten,
    't': t,
    'broadcast_to': broadcast_to,
    'movedim': movedim,
    'flip': flip,
    'cat': cat,
    'stack': stack,
    'split': split,
    'chunk': chunk,
    'unbind': unbind,
    'narrow': narrow,
    'select': select,
    'unflatten': unflatten,
    'diag': diag,
    'diagflat': diagflat,
    'diagonal': diagonal,
    'tril': tril,
    'triu': triu,
    'matmul': matmul,
    'mm': mm,
    'bmm': bmm,
    'mv': mv,
    'dot': dot,
    'outer': outer,
    'zeros': zeros,
    'ones': ones,
    'zeros_like': zeros_like,
    'ones_like': ones_like,
    'full': full,
    'empty': empty,
    'arange': arange,
    'linspace': linspace,
    'eye': eye,
    'full_like': full_like,
    'empty_like': empty_like,
    'rand': rand,
    'randn': randn,
    'randint': randint,
    'rand_like': rand_like,
    'randn_like': randn_like,
    '_to_copy': _to_copy,
    'clone': clone,
    'fill': fill,
    'index': index,
    'index_backward': index_backward,
    'index_put': index_put,
    'index_select': index_select,
    'gather': gather,
    'scatter_add': scatter_add,
    'masked_fill': masked_fill,
    'softmax': softmax,
    'log_softmax': log_softmax,
    '_safe_softmax': _safe_softmax,
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
    'tanh': tanh,
    'sigmoid': sigmoid,
    'relu': relu,
    'gelu': gelu,
    'silu': silu,
    'softplus': softplus,
    'leaky_relu': leaky_relu,
    'elu': elu,
    'linear': linear,
    'softmax': softmax,
    'log_softmax': log_softmax,
    'softmin': softmin,
    'logsigmoid': logsigmoid,
    'cross_entropy': cross_entropy,
    'nll_loss': nll_loss,
    'mse_loss': mse_loss,
}
OPS = {
    'conv2d': _op_conv2d,
    'conv2d_backward_input': _op_conv2d_backward_input,
    'conv2d_backward_weight': _op_conv2d_backward_weight,
    'max_pool2d': _op_max_pool2d,
    'max_pool2d_backward': _op_max_pool2d_backward,
    '_max_pool2d_gather': _op__max_pool2d_gather,
    'avg_pool2d': _op_avg_pool2d,
    'lstm_cell': _op_lstm_cell,
    'native_dropout': _op_native_dropout,
    'batch_norm': _op_batch_norm,
    'embedding': _op_embedding,
    'binary_cross_entropy': _op_binary_cross_entropy,
    'pad': _op_pad,
    'neg': _op_neg,
    'exp': _op_exp,
    'log': _op_log,
    'sin': _op_sin,
    'cos': _op_cos,
    'abs': _op_abs,
    'sign': _op_sign,
    'expm1': _op_expm1,
    'log1p': _op_log1p,
    'log2': _op_log2,
    'log10': _op_log10,
    'sqrt': _op_sqrt,
    'rsqrt': _op_rsqrt,
    'square': _op_square,
    'reciprocal': _op_reciprocal,
    'tan': _op_tan,
    'asin': _op_asin,
    'acos': _op_acos,
    'atan': _op_atan,
    'sinh': _op_sinh,
    'cosh': _op_cosh,
    'tanh': _op_tanh,
    'sigmoid': _op_sigmoid,
    'relu': _op_relu,
    'gelu': _op_gelu,
    'silu': _op_silu,
    'softplus': _op_softplus,
    'leaky_relu': _op_leaky_relu,
    'elu': _op_elu,
    'erf': _op_erf,
    'floor': _op_floor,
    'ceil': _op_ceil,
    'round': _op_round,
    'trunc': _op_trunc,
    'clamp': _op_clamp,
    'add': _op_add,
    'sub': _op_sub,
    'mul': _op_mul,
    'div': _op_div,
    'pow': _op_pow,
    'maximum': _op_maximum,
    'minimum': _op_minimum,
    'atan2': _op_atan2,
    'remainder': _op_remainder,
    'floor_divide': _op_floor_divide,
    'eq': _op_eq,
    'ne': _op_ne,
    'lt': _op_lt,
    'le': _op_le,
    'gt': _op_gt,
    'ge': _op_ge,
    'logical_and': _op_logical_and,
    'logical_or': _op_logical_or,
    'logical_xor': _op_logical_xor,
    'logical_not': _op_logical_not,
    'where': _op_where,
    'sum': _op_sum,
    'mean': _op_mean,
    'prod': _op_prod,
    'amax': _op_amax,
    'amin': _op_amin,
    'max.dim': _op_max_dim,
    'max.other': _op_max_other,
    'min.dim': _op_min_dim,
    'min.other': _op_min_other,
    'argmax': _op_argmax,
    'argmin': _op_argmin,
    'var': _op_var,
    'logsumexp': _op_logsumexp,
    'norm': _op_norm,
    'all': _op_all,
    'any': _op_any,
    'cumsum': _op_cumsum,
    '_compare': _op__compare,
    'isclose': _op_isclose,
    'allclose': _op_allclose,
    'equal': _op_equal,
    'reshape': _op_reshape,
    'expand': _op_expand,
    'unsqueeze': _op_unsqueeze,
    'squeeze': _op_squeeze,
    'transpose': _op_transpose,
    'permute': _op_permute,
    'view': _op_view,
    'movedim': _op_movedim,
    'flip': _op_flip,
    'repeat': _op_repeat,
    'cat': _op_cat,
    'stack': _op_stack,
    'split': _op_split,
    'chunk': _op_chunk,
    'unbind': _op_unbind,
    'narrow': _op_narrow,
    'select': _op_select,
    'unflatten': _op_unflatten,
    'diag': _op_diag,
    'diagflat': _op_diagflat,
    'diagonal': _op_diagonal,
    'tril': _op_tril,
    'triu': _op_triu,
    'contiguous': _op_contiguous,
    'matmul': _op_matmul,
    'zeros': _op_zeros,
    'ones': _op_ones,
    'zeros_like': _op_zeros_like,
    'ones_like': _op_ones_like,
    'full': _op_full,
    'empty': _op_empty,
    'arange': _op_arange,
    'linspace': _op_linspace,
    'eye': _op_eye,
    'full_like': _op_full_like,
    'empty_like': _op_empty_like,
    'rand': _op_rand,
    'randn': _op_randn,
    'randint': _op_randint,
    'randint.low': _op_randint_low,
    'rand_like': _op_rand_like,
    'randn_like': _op_randn_like,
    '_to_copy': _op__to_copy,
    'clone': _op_clone,
    'fill': _op_fill,
    'zero': _op_zero,
    'copy': _op_copy,
    'index': _op_index,
    'index_backward': _op_index_backward,
    'index_put': _op_index_put,
    'index_select': _op_index_select,
    'gather': _op_gather,
    'scatter_add': _op_scatter_add,
    'masked_fill': _op_masked_fill,
    'softmax': _op_softmax,
    'log_softmax': _op_log_softmax,
    '_safe_softmax': _op__safe_softmax,
    '_class_weights': _op__class_weights,
    'cross_entropy': _op_cross_entropy,
}
