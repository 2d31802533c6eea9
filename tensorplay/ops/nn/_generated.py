# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The nn ops (tensorplay/ops/nn/ops.yaml), one section each: the NumPy kernel (helpers
qualified: `K.` is this family's kernels.py, `KS.` the shared tensorplay/_support/kernels.py,
`H.` this family's formulas.py, `HS.` the shared tensorplay/_support/formula_helpers.py),
the graph-node class, the `OpDef` and the public function, or a composite's body; then the
derivatives of each primitive (backward formulas in tensorplay ops, so they can be
differentiated and batched again; the JVP rule; a fused backward on the arrays) and its
batching rule, attached to its `OpDef`. Every other op is reached through the late-bound table
`O` (tensorplay/core/optable.py), which this module fills at import: no family imports another.
"""

import numpy as np

from ..._support import formula_helpers as HS
from . import formulas as H
from ..._support import kernels as KS
from . import kernels as K
from ...dispatch.dispatcher import OpDef
from ...dispatch.args import DtypeRules as _DtypeRules
from ...dispatch.args import check_dtypes as _check_dtypes
from ...backends import c as _c
from ...dispatch.dispatcher import call as _call
from ...dispatch.dispatcher import call_base as _call_base
from ...dispatch.dispatcher import any_interpreter as _any_interpreter
from ...core.device import check as _check_device
from ...dispatch.inplace import index_arg as _index_arg
from ...dispatch.inplace import inplace as _inplace
from ...dispatch.composite_inplace import composite_inplace as _composite_inplace
from ...dispatch.overloads import requires_grad as _requires_grad
from ...dispatch.overloads import resolve as _resolve
from ...dispatch.overloads import varargs as _varargs
from ...autograd.graph import OpNode
from . import batching as B
from ..._support import batch_rules as R
from ...core import optable as O




# --8<-- [start:conv2d]
# ── conv2d ────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:6
#   conv2d: 2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._k_conv2d (tensorplay/ops/nn/kernels.py:36)
def _conv2d_kernel(self, weight, bias, stride, padding, dilation, groups):
    return K._k_conv2d(self, weight, bias, stride, padding, dilation, groups)


class Conv2dBackward0(OpNode):
    """Backward of `conv2d` (tensorplay/ops/nn/ops.yaml:6)."""

    return_names = ('result',)


_op_conv2d = OpDef(
    'conv2d',
    _conv2d_kernel,
    line=6,
    tensor_args=('self', 'weight', 'bias'),
    dtype='promote',
    differentiable=(True, True, True),
    saves_per_input=(('weight',), ('self',), ()),
    jvp_kind='terms',
    vmap={'custom': 'conv2d'},
    node_cls=Conv2dBackward0,
)
Conv2dBackward0.op = _op_conv2d
_op_conv2d.int_list_args = ('stride', 'padding', 'dilation')


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _call(_op_conv2d, (input, weight, bias), {'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:conv2d]


# --8<-- [start:conv2d_backward_input]
# ── conv2d_backward_input ─────────────────────────────────────── tensorplay/ops/nn/ops.yaml:34
#   conv2d_backward_input: The gradient of conv2d with respect to its input (a transposed convolu…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._k_conv2d_backward_input (tensorplay/ops/nn/kernels.py:66)
def _conv2d_backward_input_kernel(grad_output, weight, input_size, stride, padding, dilation, groups):
    return K._k_conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups)


class Conv2dBackwardInputBackward0(OpNode):
    """Backward of `conv2d_backward_input` (tensorplay/ops/nn/ops.yaml:34)."""

    return_names = ('result',)


_op_conv2d_backward_input = OpDef(
    'conv2d_backward_input',
    _conv2d_backward_input_kernel,
    line=34,
    tensor_args=('grad_output', 'weight'),
    dtype='promote',
    differentiable=(True, True),
    saves_per_input=(('weight',), ('grad_output',)),
    jvp_kind='terms',
    vmap={'custom': 'conv2d_backward_input'},
    fast='same',
    node_cls=Conv2dBackwardInputBackward0,
)
Conv2dBackwardInputBackward0.op = _op_conv2d_backward_input
_op_conv2d_backward_input.int_list_args = ('input_size', 'stride', 'padding', 'dilation')


def conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups):
    return _call(_op_conv2d_backward_input, (grad_output, weight), {'input_size': input_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d_backward_input.__tensor_params__ = ('grad_output', 'weight')
# --8<-- [end:conv2d_backward_input]


# --8<-- [start:conv2d_backward_weight]
# ── conv2d_backward_weight ────────────────────────────────────── tensorplay/ops/nn/ops.yaml:56
#   conv2d_backward_weight: The gradient of conv2d with respect to its weight: the windows of `inp…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._k_conv2d_backward_weight (tensorplay/ops/nn/kernels.py:103)
def _conv2d_backward_weight_kernel(grad_output, self, weight_size, stride, padding, dilation, groups):
    return K._k_conv2d_backward_weight(grad_output, self, weight_size, stride, padding, dilation, groups)


class Conv2dBackwardWeightBackward0(OpNode):
    """Backward of `conv2d_backward_weight` (tensorplay/ops/nn/ops.yaml:56)."""

    return_names = ('result',)


_op_conv2d_backward_weight = OpDef(
    'conv2d_backward_weight',
    _conv2d_backward_weight_kernel,
    line=56,
    tensor_args=('grad_output', 'self'),
    dtype='promote',
    differentiable=(True, True),
    saves_per_input=(('self',), ('grad_output',)),
    jvp_kind='terms',
    vmap={'custom': 'conv2d_backward_weight'},
    fast='same',
    node_cls=Conv2dBackwardWeightBackward0,
)
Conv2dBackwardWeightBackward0.op = _op_conv2d_backward_weight
_op_conv2d_backward_weight.int_list_args = ('weight_size', 'stride', 'padding', 'dilation')


def conv2d_backward_weight(grad_output, input, weight_size, stride, padding, dilation, groups):
    return _call(_op_conv2d_backward_weight, (grad_output, input), {'weight_size': weight_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'groups': groups})

conv2d_backward_weight.__tensor_params__ = ('grad_output', 'input')
# --8<-- [end:conv2d_backward_weight]


# --8<-- [start:max_pool2d]
# ── max_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:77
#   max_pool2d: 2-D max pooling of an (N, C, H, W) or (C, H, W) input over kernel_size…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._nn_batched (tensorplay/ops/nn/kernels.py:26)
#   uses K._nn_lowest (tensorplay/ops/nn/kernels.py:145)
#   uses K._nn_pad_hw (tensorplay/ops/nn/kernels.py:9)
#   uses K._nn_pool_geometry (tensorplay/ops/nn/kernels.py:126)
#   uses K._nn_windows (tensorplay/ops/nn/kernels.py:9)
def _max_pool2d_kernel(self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_batched(self)
    k, s, p, d, ho, wo = K._nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    win = K._nn_windows(K._nn_pad_hw(x, p, K._nn_lowest(x.dtype)), k[0], k[1], s, d, ho, wo)
    out = win.max(axis=(-2, -1))
    return out[0] if unbatched else out


class MaxPool2dBackward0(OpNode):
    """Backward of `max_pool2d` (tensorplay/ops/nn/ops.yaml:77)."""

    return_names = ('result',)


_op_max_pool2d = OpDef(
    'max_pool2d',
    _max_pool2d_kernel,
    line=77,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    fast='same',
    node_cls=MaxPool2dBackward0,
)
MaxPool2dBackward0.op = _op_max_pool2d
_op_max_pool2d.int_list_args = ('kernel_size', 'stride', 'padding', 'dilation')


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op_max_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

max_pool2d.__tensor_params__ = ('input',)
# --8<-- [end:max_pool2d]


# --8<-- [start:max_pool2d_backward]
# ── max_pool2d_backward ───────────────────────────────────────── tensorplay/ops/nn/ops.yaml:105
#   max_pool2d_backward: The gradient of max_pool2d: `grad_output` scattered (summed) to the po…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._nn_batched (tensorplay/ops/nn/kernels.py:26)
#   uses K._nn_max_pool_argmax (tensorplay/ops/nn/kernels.py:149)
def _max_pool2d_backward_kernel(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_batched(self)
    _, flat = K._nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    g = grad_output.reshape(flat.shape)
    dx = np.bincount(flat.ravel(), weights=g.ravel(), minlength=x.size)
    dx = dx.astype(grad_output.dtype, copy=False).reshape(x.shape)
    return dx[0] if unbatched else dx


class MaxPool2dBackwardBackward0(OpNode):
    """Backward of `max_pool2d_backward` (tensorplay/ops/nn/ops.yaml:105)."""

    return_names = ('result',)


_op_max_pool2d_backward = OpDef(
    'max_pool2d_backward',
    _max_pool2d_backward_kernel,
    line=105,
    tensor_args=('grad_output', 'self'),
    dtype='promote',
    dtype_args=('grad_output',),
    differentiable=(True, False),
    saves_per_input=(('self',), ()),
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dBackwardBackward0,
)
MaxPool2dBackwardBackward0.op = _op_max_pool2d_backward
_op_max_pool2d_backward.int_list_args = ('kernel_size', 'stride', 'padding', 'dilation')


def max_pool2d_backward(grad_output, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op_max_pool2d_backward, (grad_output, input), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

max_pool2d_backward.__tensor_params__ = ('grad_output', 'input')
# --8<-- [end:max_pool2d_backward]


# --8<-- [start:_max_pool2d_gather]
# ── _max_pool2d_gather ────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:131
#   _max_pool2d_gather: The values of `source` (shaped like `input`) at the position of each m…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._nn_batched (tensorplay/ops/nn/kernels.py:26)
#   uses K._nn_max_pool_argmax (tensorplay/ops/nn/kernels.py:149)
def __max_pool2d_gather_kernel(source, self, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = K._nn_batched(self)
    _, flat = K._nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    out = source.reshape(-1)[flat]
    return out[0] if unbatched else out


class MaxPool2dGatherBackward0(OpNode):
    """Backward of `_max_pool2d_gather` (tensorplay/ops/nn/ops.yaml:131)."""

    return_names = ('result',)


_op__max_pool2d_gather = OpDef(
    '_max_pool2d_gather',
    __max_pool2d_gather_kernel,
    line=131,
    tensor_args=('source', 'self'),
    dtype='promote',
    dtype_args=('source',),
    differentiable=(True, False),
    saves_per_input=(('self',), ()),
    jvp_kind='terms',
    vmap={'custom': 'fold_batch'},
    node_cls=MaxPool2dGatherBackward0,
)
MaxPool2dGatherBackward0.op = _op__max_pool2d_gather
_op__max_pool2d_gather.int_list_args = ('kernel_size', 'stride', 'padding', 'dilation')


def _max_pool2d_gather(source, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _call(_op__max_pool2d_gather, (source, input), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'dilation': dilation, 'ceil_mode': ceil_mode})

_max_pool2d_gather.__tensor_params__ = ('source', 'input')
# --8<-- [end:_max_pool2d_gather]


# --8<-- [start:avg_pool2d]
# ── avg_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:155
#   avg_pool2d: 2-D average pooling over kernel_size windows (stride defaults to kerne…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._nn_batched (tensorplay/ops/nn/kernels.py:26)
#   uses K._nn_pad_hw (tensorplay/ops/nn/kernels.py:9)
#   uses K._nn_pool_geometry (tensorplay/ops/nn/kernels.py:126)
#   uses K._nn_windows (tensorplay/ops/nn/kernels.py:9)
#   uses KS._nn_avg_divisor (tensorplay/_support/kernels.py:100)
def _avg_pool2d_kernel(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    x, unbatched = K._nn_batched(self)
    k, s, p, _, ho, wo = K._nn_pool_geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    win = K._nn_windows(K._nn_pad_hw(x, p), k[0], k[1], s, (1, 1), ho, wo)
    if x.dtype.kind != "f":  # int64 (PyTorch's): the integer sum divided, truncated toward 0
        div = KS._nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
        total = win.sum(axis=(-2, -1))
        out = (np.sign(total) * (np.abs(total) // div)).astype(x.dtype)
        return out[0] if unbatched else out
    div = KS._nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
    out = (win.sum(axis=(-2, -1), dtype=np.float32) / div).astype(x.dtype) if x.dtype == np.float16 \
        else win.sum(axis=(-2, -1)) / div  # float16 sums in float32, as PyTorch
    return out[0] if unbatched else out


class AvgPool2dBackward0(OpNode):
    """Backward of `avg_pool2d` (tensorplay/ops/nn/ops.yaml:155)."""

    return_names = ('result',)


_op_avg_pool2d = OpDef(
    'avg_pool2d',
    _avg_pool2d_kernel,
    line=155,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'fold_batch'},
    fast='same',
    node_cls=AvgPool2dBackward0,
)
AvgPool2dBackward0.op = _op_avg_pool2d
_op_avg_pool2d.int_list_args = ('kernel_size', 'stride', 'padding')


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _call(_op_avg_pool2d, (input,), {'kernel_size': kernel_size, 'stride': stride, 'padding': padding, 'ceil_mode': ceil_mode, 'count_include_pad': count_include_pad, 'divisor_override': divisor_override})

avg_pool2d.__tensor_params__ = ('input',)
# --8<-- [end:avg_pool2d]


# --8<-- [start:lstm_cell]
# ── lstm_cell ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:191
#   lstm_cell: One LSTM step after the matrix products: from the gate pre-activations…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._k_lstm_cell (tensorplay/ops/nn/kernels.py:161)
def _lstm_cell_kernel(gates, c):
    return K._k_lstm_cell(gates, c)


def _lstm_cell_c_forward(gates, c):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.lstm_cell_forward(gates, c)


class LstmCellBackward0(OpNode):
    """Backward of `lstm_cell` (tensorplay/ops/nn/ops.yaml:191)."""

    return_names = ('result',)


_op_lstm_cell = OpDef(
    'lstm_cell',
    _lstm_cell_kernel,
    line=191,
    tensor_args=('gates', 'c'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('gates', 'c'), ('gates', 'c')),
    jvp_kind='terms',
    vmap={'custom': 'leading_broadcast'},
    fast='same',
    node_cls=LstmCellBackward0,
    c_forward=_lstm_cell_c_forward,
)
LstmCellBackward0.op = _op_lstm_cell


def lstm_cell(gates, c):
    return _call(_op_lstm_cell, (gates, c), {})

lstm_cell.__tensor_params__ = ('gates', 'c')
# --8<-- [end:lstm_cell]


# --8<-- [start:native_dropout]
# ── native_dropout ────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:218
#   native_dropout: Dropout returning (output, mask): when `train`, each element is kept w…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._torch_name (tensorplay/ops/nn/kernels.py:9)
#   uses KS._rng (tensorplay/_support/kernels.py:412)
def _native_dropout_kernel(self, p, train):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if self.dtype.kind != "f" and train is not False:  # PyTorch scales in float, even for p=0
        raise RuntimeError(f"native_dropout: result type Float can't be cast to the desired output type {K._torch_name(self.dtype)}")
    if train is False or p == 0.0:
        return self.copy(), np.ones(self.shape, dtype=np.bool_)
    mask = KS._rng(None).random(self.shape) >= p
    scale = 0.0 if p == 1.0 else 1.0 / (1.0 - p)
    return np.where(mask, self * self.dtype.type(scale), self.dtype.type(0)), mask


class NativeDropoutBackward0(OpNode):
    """Backward of `native_dropout` (tensorplay/ops/nn/ops.yaml:218)."""

    return_names = ('output', 'mask')


_op_native_dropout = OpDef(
    'native_dropout',
    _native_dropout_kernel,
    line=218,
    tensor_args=('self',),
    dtype='same',
    outputs='tuple',
    random=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=NativeDropoutBackward0,
)
NativeDropoutBackward0.op = _op_native_dropout


def native_dropout(input, p, train):
    return _call(_op_native_dropout, (input,), {'p': p, 'train': train})

native_dropout.__tensor_params__ = ('input',)
# --8<-- [end:native_dropout]


# --8<-- [start:feature_dropout]
# ── feature_dropout ───────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:248
#   feature_dropout: Channel dropout: when `train`, each channel input[n, c] (all its eleme…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._nn_feature_noise_shape (tensorplay/ops/nn/formulas.py:120)
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

feature_dropout.__tensor_params__ = ('input',)
# --8<-- [end:feature_dropout]


# --8<-- [start:alpha_dropout]
# ── alpha_dropout ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:273
#   alpha_dropout: Dropout for SELU networks: when `train`, each element is kept with pro…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._nn_alpha_dropout (tensorplay/ops/nn/formulas.py:128)
def _alpha_dropout_composite(input, p, train):
    if not (0.0 <= p <= 1.0):
        raise RuntimeError(f'alpha_dropout: dropout probability has to be between 0 and 1, but got {p:g}')
    return H._nn_alpha_dropout(input, p, train, list(input.shape))



def alpha_dropout(input, p, train):
    return _alpha_dropout_composite(input, p, train)

alpha_dropout.__tensor_params__ = ('input',)
# --8<-- [end:alpha_dropout]


# --8<-- [start:feature_alpha_dropout]
# ── feature_alpha_dropout ─────────────────────────────────────── tensorplay/ops/nn/ops.yaml:291
#   feature_alpha_dropout: Alpha dropout by channel: as alpha_dropout, with one draw per channel …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._nn_alpha_dropout (tensorplay/ops/nn/formulas.py:128)
#   uses H._nn_feature_noise_shape (tensorplay/ops/nn/formulas.py:120)
def _feature_alpha_dropout_composite(input, p, train):
    if not (0.0 <= p <= 1.0):
        raise RuntimeError(f'feature_alpha_dropout: dropout probability has to be between 0 and 1, but got {p:g}')
    if not (input.dim() >= 2 or not train or p == 0.0 or input.numel() == 0):
        raise RuntimeError('feature_alpha_dropout: Feature dropout requires at least 2 dimensions in the input')
    return H._nn_alpha_dropout(input, p, train, H._nn_feature_noise_shape(input))



def feature_alpha_dropout(input, p, train):
    return _feature_alpha_dropout_composite(input, p, train)

feature_alpha_dropout.__tensor_params__ = ('input',)
# --8<-- [end:feature_alpha_dropout]


# --8<-- [start:pixel_shuffle]
# ── pixel_shuffle ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:310
#   pixel_shuffle: Rearranges (*, C r^2, H, W) into (*, C, H r, W r): each group of r^2 c…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._nn_pixel_shuffle (tensorplay/ops/nn/formulas.py:142)
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

pixel_shuffle.__tensor_params__ = ('input',)
# --8<-- [end:pixel_shuffle]


# --8<-- [start:pixel_unshuffle]
# ── pixel_unshuffle ───────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:333
#   pixel_unshuffle: The inverse of pixel_shuffle: (*, C, H r, W r) into (*, C r^2, H, W), …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._nn_pixel_unshuffle (tensorplay/ops/nn/formulas.py:152)
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

pixel_unshuffle.__tensor_params__ = ('input',)
# --8<-- [end:pixel_unshuffle]


# --8<-- [start:batch_norm]
# ── batch_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:358
#   batch_norm: Batch normalization over an (N, C, ...) input, per channel C: (x - mea…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._k_batch_norm (tensorplay/ops/nn/kernels.py:196)
def _batch_norm_kernel(self, running_mean, running_var, weight, bias, training, momentum, eps):
    return K._k_batch_norm(self, running_mean, running_var, weight, bias, training, momentum, eps)


class BatchNormBackward0(OpNode):
    """Backward of `batch_norm` (tensorplay/ops/nn/ops.yaml:358)."""

    return_names = ('result',)


_op_batch_norm = OpDef(
    'batch_norm',
    _batch_norm_kernel,
    line=358,
    tensor_args=('self', 'running_mean', 'running_var', 'weight', 'bias'),
    dtype='same',
    differentiable=(True, False, False, True, True),
    saves_per_input=(('self', 'running_mean', 'running_var', 'weight'), (), (), ('self', 'running_mean', 'running_var', 'weight'), ('self', 'running_mean', 'running_var', 'weight')),
    jvp_kind='terms',
    vmap={'custom': 'batch_norm'},
    node_cls=BatchNormBackward0,
)
BatchNormBackward0.op = _op_batch_norm


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    return _call(_op_batch_norm, (input, running_mean, running_var, weight, bias), {'training': training, 'momentum': momentum, 'eps': eps})

batch_norm.__tensor_params__ = ('input', 'running_mean', 'running_var', 'weight', 'bias')
# --8<-- [end:batch_norm]


# --8<-- [start:layer_norm]
# ── layer_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:393
#   layer_norm: Layer normalization over the trailing dims given by normalized_shape: …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses HS.opmath (tensorplay/_support/formula_helpers.py:31)
#   uses HS.same_as (tensorplay/_support/formula_helpers.py:38)
_layer_norm_dtype_rules = _DtypeRules('layer_norm', ('self', 'weight', 'bias'), (0, 1, 2))


def _layer_norm_composite(self, normalized_shape, weight, bias, eps):
    _check_dtypes(_layer_norm_dtype_rules, (self, weight, bias), {})
    if not (len(normalized_shape) > 0):
        raise RuntimeError(f'layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = {list(normalized_shape)}')
    if not (tuple(self.shape[self.dim() - len(normalized_shape):]) == tuple(normalized_shape)):
        raise RuntimeError(f'layer_norm: Given normalized_shape={list(normalized_shape)}, expected input with shape [*, {H._shape_text(normalized_shape)}], but got input of size{list(self.shape)}')
    dims = list(range(self.dim() - len(normalized_shape), self.dim()))
    x = HS.opmath(self)
    centered = x - O.mean(x, dims, keepdim=True)
    out = centered * O.rsqrt(O.mean(centered * centered, dims, keepdim=True) + eps)
    out = out if weight is None else out * weight
    return HS.same_as(out if bias is None else out + bias, self)



def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    return _layer_norm_composite(input, normalized_shape, weight, bias, eps)

layer_norm.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:layer_norm]


# --8<-- [start:embedding]
# ── embedding ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:424
#   embedding: Rows of `weight` (num_embeddings, dim) picked by the integer tensor `i…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._check_index (tensorplay/_support/kernels.py:363)
def _embedding_kernel(self, weight, padding_idx):
    if self.dtype.kind not in "iu":
        raise TypeError(f"Expected tensor for argument #1 'indices' to have an integer dtype, "
                        f"but got {self.dtype}")
    KS._check_index(self, weight.shape[0], "embedding")
    return weight[self]


class EmbeddingBackward0(OpNode):
    """Backward of `embedding` (tensorplay/ops/nn/ops.yaml:424)."""

    return_names = ('result',)


_op_embedding = OpDef(
    'embedding',
    _embedding_kernel,
    line=424,
    tensor_args=('self', 'weight'),
    dtype='promote',
    dtype_args=('weight',),
    differentiable=(False, True),
    saves_per_input=((), ('self',)),
    jvp_kind='terms',
    vmap={'custom': 'embedding'},
    node_cls=EmbeddingBackward0,
)
EmbeddingBackward0.op = _op_embedding


def embedding(input, weight, padding_idx=None):
    return _call(_op_embedding, (input, weight), {'padding_idx': padding_idx})

embedding.__tensor_params__ = ('input', 'weight')
# --8<-- [end:embedding]


# --8<-- [start:pad]
# ── pad ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:451
#   pad: Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim,…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._k_pad (tensorplay/ops/nn/kernels.py:226)
def _pad_kernel(self, pad, mode, value):
    return K._k_pad(self, pad, mode, value)


class PadBackward0(OpNode):
    """Backward of `pad` (tensorplay/ops/nn/ops.yaml:451)."""

    return_names = ('result',)


_op_pad = OpDef(
    'pad',
    _pad_kernel,
    line=451,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'batch_first'},
    fast='same',
    node_cls=PadBackward0,
)
PadBackward0.op = _op_pad
_op_pad.int_list_args = ('pad',)


def pad(input, pad, mode='constant', value=None):
    return _call(_op_pad, (input,), {'pad': pad, 'mode': mode, 'value': value})

pad.__tensor_params__ = ('input',)
# --8<-- [end:pad]


# --8<-- [start:relu]
# ── relu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:474
#   relu: Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _relu_kernel(self):
    return np.maximum(self, 0)


def _relu_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.relu_forward(self)


class ReluBackward0(OpNode):
    """Backward of `relu` (tensorplay/ops/nn/ops.yaml:474)."""

    return_names = ('result',)


_op_relu = OpDef(
    'relu',
    _relu_kernel,
    line=474,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ReluBackward0,
    c_forward=_relu_c_forward,
)
ReluBackward0.op = _op_relu


def relu(input):
    return _call(_op_relu, (input,), {})

relu.__tensor_params__ = ('input',)

def _relu_inplace(self):
    return _inplace(_op_relu, (self,), {})

# --8<-- [end:relu]


# --8<-- [start:gelu]
# ── gelu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:491
#   gelu: Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (a…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._erf (tensorplay/_support/kernels.py:174)
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


class GeluBackward0(OpNode):
    """Backward of `gelu` (tensorplay/ops/nn/ops.yaml:491)."""

    return_names = ('result',)


_op_gelu = OpDef(
    'gelu',
    _gelu_kernel,
    line=491,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=GeluBackward0,
    c_forward=_gelu_c_forward,
)
GeluBackward0.op = _op_gelu


def gelu(input, *, approximate='none'):
    return _call(_op_gelu, (input,), {'approximate': approximate})

gelu.__tensor_params__ = ('input',)

def _gelu_inplace(self, *, approximate='none'):
    return _inplace(_op_gelu, (self,), {'approximate': approximate})

# --8<-- [end:gelu]


# --8<-- [start:silu]
# ── silu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:526
#   silu: Sigmoid linear unit (swish), x * sigmoid(x).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._sigmoid (tensorplay/_support/kernels.py:179)
def _silu_kernel(self):
    return self * KS._sigmoid(self)


def _silu_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.silu_forward(self)


class SiluBackward0(OpNode):
    """Backward of `silu` (tensorplay/ops/nn/ops.yaml:526)."""

    return_names = ('result',)


_op_silu = OpDef(
    'silu',
    _silu_kernel,
    line=526,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SiluBackward0,
    c_forward=_silu_c_forward,
)
SiluBackward0.op = _op_silu


def silu(input):
    return _call(_op_silu, (input,), {})

silu.__tensor_params__ = ('input',)

def _silu_inplace(self):
    return _inplace(_op_silu, (self,), {})

# --8<-- [end:silu]


# --8<-- [start:softplus]
# ── softplus ──────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:544
#   softplus: log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it…
#   backward, jvp and batching rule: below, in the derivatives part of this file
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


class SoftplusBackward0(OpNode):
    """Backward of `softplus` (tensorplay/ops/nn/ops.yaml:544)."""

    return_names = ('result',)


_op_softplus = OpDef(
    'softplus',
    _softplus_kernel,
    line=544,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SoftplusBackward0,
    c_forward=_softplus_c_forward,
)
SoftplusBackward0.op = _op_softplus


def softplus(input, beta=1, threshold=20):
    return _call(_op_softplus, (input,), {'beta': beta, 'threshold': threshold})

softplus.__tensor_params__ = ('input',)

def _softplus_inplace(self, beta=1, threshold=20):
    return _inplace(_op_softplus, (self,), {'beta': beta, 'threshold': threshold})

# --8<-- [end:softplus]


# --8<-- [start:leaky_relu]
# ── leaky_relu ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:572
#   leaky_relu: Elementwise x where x > 0, else negative_slope * x.
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _leaky_relu_kernel(self, negative_slope):
    return np.where(self > 0, self, self * negative_slope)


def _leaky_relu_c_forward(self, negative_slope):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.leaky_relu_forward(self, negative_slope)


class LeakyReluBackward0(OpNode):
    """Backward of `leaky_relu` (tensorplay/ops/nn/ops.yaml:572)."""

    return_names = ('result',)


_op_leaky_relu = OpDef(
    'leaky_relu',
    _leaky_relu_kernel,
    line=572,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=LeakyReluBackward0,
    c_forward=_leaky_relu_c_forward,
)
LeakyReluBackward0.op = _op_leaky_relu


def leaky_relu(input, negative_slope=0.01):
    return _call(_op_leaky_relu, (input,), {'negative_slope': negative_slope})

leaky_relu.__tensor_params__ = ('input',)

def _leaky_relu_inplace(self, negative_slope=0.01):
    return _inplace(_op_leaky_relu, (self,), {'negative_slope': negative_slope})

# --8<-- [end:leaky_relu]


# --8<-- [start:elu]
# ── elu ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:590
#   elu: Exponential linear unit, x where x > 0, else alpha * (e^x - 1).
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _elu_kernel(self, alpha):
    return np.where(self > 0, self, alpha * np.expm1(np.minimum(self, 0))).astype(self.dtype, copy=False)


def _elu_c_forward(self, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.elu_forward(self, alpha)


class EluBackward0(OpNode):
    """Backward of `elu` (tensorplay/ops/nn/ops.yaml:590)."""

    return_names = ('result',)


_op_elu = OpDef(
    'elu',
    _elu_kernel,
    line=590,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=EluBackward0,
    c_forward=_elu_c_forward,
)
EluBackward0.op = _op_elu


def elu(input, alpha=1.0):
    return _call(_op_elu, (input,), {'alpha': alpha})

elu.__tensor_params__ = ('input',)

def _elu_inplace(self, alpha=1.0):
    return _inplace(_op_elu, (self,), {'alpha': alpha})

# --8<-- [end:elu]


# --8<-- [start:softmax]
# ── softmax ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:608
#   softmax: exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._floating (tensorplay/ops/nn/kernels.py:257)
#   uses KS._softmax (tensorplay/_support/kernels.py:214)
def _softmax_kernel(self, dim, dtype):
    return KS._softmax(K._floating(self), dim, dtype)


def _softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.softmax_forward(self, dim, dtype)


class SoftmaxBackward0(OpNode):
    """Backward of `softmax` (tensorplay/ops/nn/ops.yaml:608)."""

    return_names = ('result',)


_op_softmax = OpDef(
    'softmax',
    _softmax_kernel,
    line=608,
    tensor_args=('self',),
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    fast='same',
    fast_none=('dtype',),
    node_cls=SoftmaxBackward0,
    c_forward=_softmax_c_forward,
)
SoftmaxBackward0.op = _op_softmax


def softmax(input, dim, *, dtype=None):
    return _call(_op_softmax, (input,), {'dim': dim, 'dtype': dtype})

softmax.__tensor_params__ = ('input',)
# --8<-- [end:softmax]


# --8<-- [start:log_softmax]
# ── log_softmax ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:629
#   log_softmax: log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._floating (tensorplay/ops/nn/kernels.py:257)
#   uses KS._log_softmax (tensorplay/_support/kernels.py:223)
def _log_softmax_kernel(self, dim, dtype):
    return KS._log_softmax(K._floating(self), dim, dtype)


def _log_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.log_softmax_forward(self, dim, dtype)


class LogSoftmaxBackward0(OpNode):
    """Backward of `log_softmax` (tensorplay/ops/nn/ops.yaml:629)."""

    return_names = ('result',)


_op_log_softmax = OpDef(
    'log_softmax',
    _log_softmax_kernel,
    line=629,
    tensor_args=('self',),
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    fast='same',
    fast_none=('dtype',),
    node_cls=LogSoftmaxBackward0,
    c_forward=_log_softmax_c_forward,
)
LogSoftmaxBackward0.op = _op_log_softmax


def log_softmax(input, dim, *, dtype=None):
    return _call(_op_log_softmax, (input,), {'dim': dim, 'dtype': dtype})

log_softmax.__tensor_params__ = ('input',)
# --8<-- [end:log_softmax]


# --8<-- [start:softmin]
# ── softmin ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:649
#   softmin: softmax(-x) along `dim`; `dtype` casts the input first.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _softmin_composite(self, dim, dtype):
    return O.softmax(-self, dim, dtype=dtype)



def softmin(input, dim, *, dtype=None):
    return _softmin_composite(input, dim, dtype)

softmin.__tensor_params__ = ('input',)
# --8<-- [end:softmin]


# --8<-- [start:logsigmoid]
# ── logsigmoid ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:662
#   logsigmoid: log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with n…
#   composite: gradient, jvp and vmap follow from the ops of its body
_logsigmoid_dtype_rules = _DtypeRules('logsigmoid', ('self',), (0,))


def _logsigmoid_composite(self):
    _check_dtypes(_logsigmoid_dtype_rules, (self,), {})
    return -O.softplus(-self, 1, float("inf"))



def logsigmoid(input):
    return _logsigmoid_composite(input)

logsigmoid.__tensor_params__ = ('input',)
# --8<-- [end:logsigmoid]


# --8<-- [start:_safe_softmax]
# ── _safe_softmax ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:679
#   _safe_softmax: softmax along `dim`, except that a row that is -inf everywhere gives z…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._floating (tensorplay/ops/nn/kernels.py:257)
#   uses K._k_safe_softmax (tensorplay/ops/nn/kernels.py:244)
def __safe_softmax_kernel(self, dim, dtype):
    return K._k_safe_softmax(K._floating(self), dim, dtype)


def __safe_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.safe_softmax_forward(self, dim, dtype)


class SafeSoftmaxBackward0(OpNode):
    """Backward of `_safe_softmax` (tensorplay/ops/nn/ops.yaml:679)."""

    return_names = ('result',)


_op__safe_softmax = OpDef(
    '_safe_softmax',
    __safe_softmax_kernel,
    line=679,
    tensor_args=('self',),
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    fast='same',
    fast_none=('dtype',),
    node_cls=SafeSoftmaxBackward0,
    c_forward=__safe_softmax_c_forward,
)
SafeSoftmaxBackward0.op = _op__safe_softmax


def _safe_softmax(input, dim, *, dtype=None):
    return _call(_op__safe_softmax, (input,), {'dim': dim, 'dtype': dtype})

_safe_softmax.__tensor_params__ = ('input',)
# --8<-- [end:_safe_softmax]


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
feature_dropout.__doc__ = 'Channel dropout: when `train`, each channel input[n, c] (all its elements at once) is kept with probability 1 - p and scaled by 1 / (1 - p), else zeroed; the mask, of shape (N, C, 1, ...), is drawn from the global generator. What F.dropout1d/2d/3d run.'
alpha_dropout.__doc__ = "Dropout for SELU networks: when `train`, each element is kept with probability 1 - p, else set to SELU's negative saturation -alpha; then an affine map a x + b (a, b from p) brings a standard normal input back to mean 0 and variance 1."
feature_alpha_dropout.__doc__ = 'Alpha dropout by channel: as alpha_dropout, with one draw per channel input[n, c] (mask of shape (N, C, 1, ...)).'
pixel_shuffle.__doc__ = "Rearranges (*, C r^2, H, W) into (*, C, H r, W r): each group of r^2 channels becomes an r x r block of pixels (sub-pixel convolution's upsampling). A reshape and a permute."
pixel_unshuffle.__doc__ = 'The inverse of pixel_shuffle: (*, C, H r, W r) into (*, C r^2, H, W), each r x r block of pixels becoming r^2 channels. A reshape and a permute.'
batch_norm.__doc__ = "Batch normalization over an (N, C, ...) input, per channel C: (x - mean) / sqrt(var + eps) * weight + bias. With training=True it uses the batch's statistics (biased variance) and, as a side effect, updates running_mean and running_var in place (when given) as (1 - momentum) * running + momentum * batch (unbiased variance); with training=False it uses the running statistics."
layer_norm.__doc__ = 'Layer normalization over the trailing dims given by normalized_shape: (x - mean) / sqrt(var + eps) (biased variance) times an elementwise weight plus bias of that shape.'
embedding.__doc__ = 'Rows of `weight` (num_embeddings, dim) picked by the integer tensor `input`; the result has shape input.shape + (dim,). Repeated indices accumulate gradient; the row `padding_idx` gets none.'
pad.__doc__ = "Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim, then (top, bottom) for the one before, ...; negative widths crop. The op fills with a constant (`value`, default 0); tp.nn.functional.pad adds the modes 'reflect', 'replicate' and 'circular' (a gather through index_select) and calls this op for mode='constant'."
relu.__doc__ = 'Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.'
gelu.__doc__ = "Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (approximate='none'), or 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) (approximate='tanh')."
silu.__doc__ = 'Sigmoid linear unit (swish), x * sigmoid(x).'
softplus.__doc__ = 'log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it is x itself, as in PyTorch.'
leaky_relu.__doc__ = 'Elementwise x where x > 0, else negative_slope * x.'
elu.__doc__ = 'Exponential linear unit, x where x > 0, else alpha * (e^x - 1).'
softmax.__doc__ = 'exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the input first.'
log_softmax.__doc__ = 'log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never takes log(0).'
softmin.__doc__ = 'softmax(-x) along `dim`; `dtype` casts the input first.'
logsigmoid.__doc__ = "log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with no threshold, so log(1 + e^-x) is taken for every x, as PyTorch's log_sigmoid)."
_safe_softmax.__doc__ = "softmax along `dim`, except that a row that is -inf everywhere gives zeros instead of NaN: attention's softmax, where such a row is a query whose keys are all masked. One op (and, on the last dim, one C pass) instead of the test, two masked_fills and the softmax."


# ── derivatives and batching rules ─────────────────────────────────────────────────────


# --8<-- [start:conv2d_derivatives]
# ── conv2d ────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:6
#   backward[self]: conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)
#   backward[bias]: sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2])
#   jvp: [self] conv2d(self_t, weight, None, stride, padding, dilation, groups) + [weight] conv2d(self, weight_t, None, stride, padding, dilation, groups) + [bias] expand_as(reshape(bias_t, [-1, 1, 1]), result)
#   vmap: {'custom': 'conv2d'}
#   uses rule B.conv2d_rule (tensorplay/ops/nn/batching.py:33)
def _conv2d_backward(grads, needs, shapes, self=None, weight=None, **params):
    grad = grads[0]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (O.conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)) if needs[0] else None,
        (O.conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
        (O.sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2])) if needs[2] else None,
    )


def _conv2d_jvp(tangents, self, weight, bias, result, **params):
    self_t, weight_t, bias_t, = tangents
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.conv2d(self_t, weight, None, stride, padding, dilation, groups))
    if weight_t is not None:
        out = HS.add_tangent(out, O.conv2d(self, weight_t, None, stride, padding, dilation, groups))
    if bias_t is not None:
        out = HS.add_tangent(out, O.expand_as(O.reshape(bias_t, [-1, 1, 1]), result))
    return out


_op_conv2d.backward = _conv2d_backward
_op_conv2d.jvp = _conv2d_jvp
_op_conv2d.vmap_rule = B.conv2d_rule
# --8<-- [end:conv2d_derivatives]


# --8<-- [start:conv2d_backward_input_derivatives]
# ── conv2d_backward_input ─────────────────────────────────────── tensorplay/ops/nn/ops.yaml:34
#   backward[grad_output]: conv2d(grad, weight, None, stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups) + [weight] conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_input'}
#   uses rule B.conv2d_backward_input_rule (tensorplay/ops/nn/batching.py:65)
def _conv2d_backward_input_backward(grads, needs, shapes, grad_output=None, weight=None, **params):
    grad = grads[0]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (O.conv2d(grad, weight, None, stride, padding, dilation, groups)) if needs[0] else None,
        (O.conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
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
        out = HS.add_tangent(out, O.conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups))
    if weight_t is not None:
        out = HS.add_tangent(out, O.conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups))
    return out


_op_conv2d_backward_input.backward = _conv2d_backward_input_backward
_op_conv2d_backward_input.jvp = _conv2d_backward_input_jvp
_op_conv2d_backward_input.vmap_rule = B.conv2d_backward_input_rule
# --8<-- [end:conv2d_backward_input_derivatives]


# --8<-- [start:conv2d_backward_weight_derivatives]
# ── conv2d_backward_weight ────────────────────────────────────── tensorplay/ops/nn/ops.yaml:56
#   backward[grad_output]: conv2d(self, grad, None, stride, padding, dilation, groups)
#   backward[self]: conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups) + [self] conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_weight'}
#   uses rule B.conv2d_backward_weight_rule (tensorplay/ops/nn/batching.py:88)
def _conv2d_backward_weight_backward(grads, needs, shapes, grad_output=None, self=None, **params):
    grad = grads[0]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    groups = params["groups"]
    return (
        (O.conv2d(self, grad, None, stride, padding, dilation, groups)) if needs[0] else None,
        (O.conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups)) if needs[1] else None,
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
        out = HS.add_tangent(out, O.conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups))
    if self_t is not None:
        out = HS.add_tangent(out, O.conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups))
    return out


_op_conv2d_backward_weight.backward = _conv2d_backward_weight_backward
_op_conv2d_backward_weight.jvp = _conv2d_backward_weight_jvp
_op_conv2d_backward_weight.vmap_rule = B.conv2d_backward_weight_rule
# --8<-- [end:conv2d_backward_weight_derivatives]


# --8<-- [start:max_pool2d_derivatives]
# ── max_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:77
#   backward[self]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   jvp: [self] _max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:108)
def _max_pool2d_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    return (
        (O.max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
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
        out = HS.add_tangent(out, O._max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


_op_max_pool2d.backward = _max_pool2d_backward
_op_max_pool2d.jvp = _max_pool2d_jvp
_op_max_pool2d.vmap_rule = B.fold_batch_rule
# --8<-- [end:max_pool2d_derivatives]


# --8<-- [start:max_pool2d_backward_derivatives]
# ── max_pool2d_backward ───────────────────────────────────────── tensorplay/ops/nn/ops.yaml:105
#   backward[grad_output]: _max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [grad_output] max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:108)
def _max_pool2d_backward_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    return (
        (O._max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
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
        out = HS.add_tangent(out, O.max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


_op_max_pool2d_backward.backward = _max_pool2d_backward_backward
_op_max_pool2d_backward.jvp = _max_pool2d_backward_jvp
_op_max_pool2d_backward.vmap_rule = B.fold_batch_rule
# --8<-- [end:max_pool2d_backward_derivatives]


# --8<-- [start:_max_pool2d_gather_derivatives]
# ── _max_pool2d_gather ────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:131
#   backward[source]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [source] _max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:108)
def __max_pool2d_gather_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    dilation = params["dilation"]
    ceil_mode = params["ceil_mode"]
    return (
        (O.max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)) if needs[0] else None,
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
        out = HS.add_tangent(out, O._max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


_op__max_pool2d_gather.backward = __max_pool2d_gather_backward
_op__max_pool2d_gather.jvp = __max_pool2d_gather_jvp
_op__max_pool2d_gather.vmap_rule = B.fold_batch_rule
# --8<-- [end:_max_pool2d_gather_derivatives]


# --8<-- [start:avg_pool2d_derivatives]
# ── avg_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:155
#   backward[self]: _nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'fold_batch'}
#   uses H._nn_avg_pool2d_grad (tensorplay/ops/nn/formulas.py:75)
#   uses rule B.fold_batch_rule (tensorplay/ops/nn/batching.py:108)
def _avg_pool2d_backward(grads, needs, shapes, **params):
    grad = grads[0]
    kernel_size = params["kernel_size"]
    stride = params["stride"]
    padding = params["padding"]
    ceil_mode = params["ceil_mode"]
    count_include_pad = params["count_include_pad"]
    divisor_override = params["divisor_override"]
    return (
        (H._nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)) if needs[0] else None,
    )


_op_avg_pool2d.backward = _avg_pool2d_backward
_op_avg_pool2d.vmap_rule = B.fold_batch_rule
# --8<-- [end:avg_pool2d_derivatives]


# --8<-- [start:lstm_cell_derivatives]
# ── lstm_cell ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:191
#   backward[gates]: _nn_lstm_cell_grad(0, grad, gates, c)  (reduced to the input's shape)
#   backward[c]: _nn_lstm_cell_grad(1, grad, gates, c)  (reduced to the input's shape)
#   jvp: [gates] _nn_lstm_cell_jvp(0, gates_t, gates, c) + [c] _nn_lstm_cell_jvp(1, c_t, gates, c)
#   vmap: {'custom': 'leading_broadcast'}
#   uses H._nn_lstm_cell_grad (tensorplay/ops/nn/formulas.py:49)
#   uses H._nn_lstm_cell_jvp (tensorplay/ops/nn/formulas.py:62)
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
#   uses rule B.leading_broadcast_rule (tensorplay/ops/nn/batching.py:210)
def _lstm_cell_backward(grads, needs, shapes, gates=None, c=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(H._nn_lstm_cell_grad(0, grad, gates, c), shapes[0])) if needs[0] else None,
        (HS.sum_to(H._nn_lstm_cell_grad(1, grad, gates, c), shapes[1])) if needs[1] else None,
    )


def _lstm_cell_jvp(tangents, gates, c, result, **params):
    gates_t, c_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if gates_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H._nn_lstm_cell_jvp(0, gates_t, gates, c), _out_shape))
    if c_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H._nn_lstm_cell_jvp(1, c_t, gates, c), _out_shape))
    return out


def _lstm_cell_fused_backward(grads, needs, shapes, gates=None, c=None, **params):
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


_op_lstm_cell.backward = _lstm_cell_backward
_op_lstm_cell.jvp = _lstm_cell_jvp
_op_lstm_cell.fused_backward = _lstm_cell_fused_backward
_op_lstm_cell.vmap_rule = B.leading_broadcast_rule
# --8<-- [end:lstm_cell_derivatives]


# --8<-- [start:native_dropout_derivatives]
# ── native_dropout ────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:218
#   backward[self]: grads[0] * result[1] * _nn_dropout_scale(p)
#   jvp: [self] self_t * result[1] * _nn_dropout_scale(p)
#   vmap: {'custom': 'random'}
#   uses H._nn_dropout_scale (tensorplay/ops/nn/formulas.py:116)
#   uses rule R.random (tensorplay/_support/batch_rules.py:435)
def _native_dropout_backward(grads, needs, shapes, result=None, **params):
    p = params["p"]
    return (
        (grads[0] * result[1] * H._nn_dropout_scale(p)) if needs[0] else None,
    )


def _native_dropout_jvp(tangents, self, result, **params):
    self_t, = tangents
    p = params["p"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t * result[1] * H._nn_dropout_scale(p))
    return out


_op_native_dropout.backward = _native_dropout_backward
_op_native_dropout.jvp = _native_dropout_jvp
_op_native_dropout.vmap_rule = R.random
# --8<-- [end:native_dropout_derivatives]


# --8<-- [start:batch_norm_derivatives]
# ── batch_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:358
#   backward[self]: _nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)
#   backward[running_mean]: non_differentiable
#   backward[running_var]: non_differentiable
#   backward[weight]: _nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)
#   backward[bias]: _nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)
#   jvp: [self] _nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps) + [weight] _nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps) + [bias] expand_to(_nn_channel(bias_t, self.ndim), result.shape)
#   vmap: {'custom': 'batch_norm'}
#   uses H._nn_batch_norm_grad (tensorplay/ops/nn/formulas.py:25)
#   uses H._nn_batch_norm_xhat (tensorplay/ops/nn/formulas.py:39)
#   uses H._nn_channel (tensorplay/ops/nn/formulas.py:9)
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses rule B.batch_norm_rule (tensorplay/ops/nn/batching.py:125)
def _batch_norm_backward(grads, needs, shapes, self=None, running_mean=None, running_var=None, weight=None, **params):
    grad = grads[0]
    training = params["training"]
    eps = params["eps"]
    return (
        (H._nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)) if needs[0] else None,
        None,
        None,
        (H._nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)) if needs[3] else None,
        (H._nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)) if needs[4] else None,
    )


def _batch_norm_jvp(tangents, self, running_mean, running_var, weight, bias, result, **params):
    self_t, running_mean_t, running_var_t, weight_t, bias_t, = tangents
    training = params["training"]
    eps = params["eps"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, H._nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps))
    if weight_t is not None:
        out = HS.add_tangent(out, H._nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps))
    if bias_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H._nn_channel(bias_t, self.ndim), result.shape))
    return out


_op_batch_norm.backward = _batch_norm_backward
_op_batch_norm.jvp = _batch_norm_jvp
_op_batch_norm.vmap_rule = B.batch_norm_rule
# --8<-- [end:batch_norm_derivatives]


# --8<-- [start:embedding_derivatives]
# ── embedding ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:424
#   backward[self]: non_differentiable
#   backward[weight]: _nn_embedding_grad(grad, self, shapes[1], padding_idx)
#   jvp: [weight] embedding(self, weight_t, padding_idx)
#   vmap: {'custom': 'embedding'}
#   uses H._nn_embedding_grad (tensorplay/ops/nn/formulas.py:97)
#   uses rule B.embedding_rule (tensorplay/ops/nn/batching.py:177)
def _embedding_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    padding_idx = params["padding_idx"]
    return (
        None,
        (H._nn_embedding_grad(grad, self, shapes[1], padding_idx)) if needs[1] else None,
    )


def _embedding_jvp(tangents, self, weight, result, **params):
    self_t, weight_t, = tangents
    padding_idx = params["padding_idx"]
    out = None
    if weight_t is not None:
        out = HS.add_tangent(out, O.embedding(self, weight_t, padding_idx))
    return out


_op_embedding.backward = _embedding_backward
_op_embedding.jvp = _embedding_jvp
_op_embedding.vmap_rule = B.embedding_rule
# --8<-- [end:embedding_derivatives]


# --8<-- [start:pad_derivatives]
# ── pad ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:451
#   backward[self]: _nn_pad_grad(grad, pad)
#   jvp: [self] _nn_pad_zero(self_t, pad)
#   vmap: {'custom': 'batch_first'}
#   uses H._nn_pad_grad (tensorplay/ops/nn/formulas.py:111)
#   uses H._nn_pad_zero (tensorplay/ops/nn/formulas.py:107)
#   uses rule B.batch_first_rule (tensorplay/ops/nn/batching.py:199)
def _pad_backward(grads, needs, shapes, **params):
    grad = grads[0]
    pad = params["pad"]
    return (
        (H._nn_pad_grad(grad, pad)) if needs[0] else None,
    )


def _pad_jvp(tangents, self, result, **params):
    self_t, = tangents
    pad = params["pad"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, H._nn_pad_zero(self_t, pad))
    return out


_op_pad.backward = _pad_backward
_op_pad.jvp = _pad_jvp
_op_pad.vmap_rule = B.batch_first_rule
# --8<-- [end:pad_derivatives]


# --8<-- [start:relu_derivatives]
# ── relu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:474
#   backward[self]: where(result > 0, grad, 0.0)
#   jvp: auto_elementwise: where(result > 0, self_t, 0.0)
#   vmap: elementwise
def _relu_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (O.where(result > 0, grad, 0.0)) if needs[0] else None,
    )


def _relu_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.where(result > 0, self_t, 0.0))
    return out


def _relu_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.relu_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


_op_relu.backward = _relu_backward
_op_relu.jvp = _relu_jvp
_op_relu.fused_backward = _relu_c_backward
# --8<-- [end:relu_derivatives]


# --8<-- [start:gelu_derivatives]
# ── gelu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:491
#   backward[self]: gelu_backward(grad, self, approximate)
#   jvp: auto_elementwise: gelu_backward(self_t, self, approximate)
#   vmap: elementwise
#   uses H.gelu_backward (tensorplay/ops/nn/formulas.py:161)
def _gelu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    approximate = params["approximate"]
    return (
        (H.gelu_backward(grad, self, approximate)) if needs[0] else None,
    )


def _gelu_jvp(tangents, self, result, **params):
    self_t, = tangents
    approximate = params["approximate"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, H.gelu_backward(self_t, self, approximate))
    return out


def _gelu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None or params['approximate'] not in ('none', 'tanh'):
        return None
    c_out = getattr(ops, "gelu__" + params['approximate'] + "_backward")(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


_op_gelu.backward = _gelu_backward
_op_gelu.jvp = _gelu_jvp
_op_gelu.fused_backward = _gelu_c_backward
# --8<-- [end:gelu_derivatives]


# --8<-- [start:silu_derivatives]
# ── silu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:526
#   backward[self]: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
#   jvp: auto_elementwise: self_t * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
#   vmap: elementwise
def _silu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.sigmoid(self) * (1 + self * (1 - O.sigmoid(self)))) if needs[0] else None,
    )


def _silu_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t * O.sigmoid(self) * (1 + self * (1 - O.sigmoid(self))))
    return out


def _silu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.silu_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


_op_silu.backward = _silu_backward
_op_silu.jvp = _silu_jvp
_op_silu.fused_backward = _silu_c_backward
# --8<-- [end:silu_derivatives]


# --8<-- [start:softplus_derivatives]
# ── softplus ──────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:544
#   backward[self]: where(self * beta > threshold, grad, grad * sigmoid(self * beta))
#   jvp: auto_elementwise: where(self * beta > threshold, self_t, self_t * sigmoid(self * beta))
#   vmap: elementwise
def _softplus_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    beta = params["beta"]
    threshold = params["threshold"]
    return (
        (O.where(self * beta > threshold, grad, grad * O.sigmoid(self * beta))) if needs[0] else None,
    )


def _softplus_jvp(tangents, self, result, **params):
    self_t, = tangents
    beta = params["beta"]
    threshold = params["threshold"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.where(self * beta > threshold, self_t, self_t * O.sigmoid(self * beta)))
    return out


def _softplus_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.softplus_backward(g._data, self._data, None, params['beta'], params['threshold'])
    return None if c_out is None else (_c.tensor(c_out),)


_op_softplus.backward = _softplus_backward
_op_softplus.jvp = _softplus_jvp
_op_softplus.fused_backward = _softplus_c_backward
# --8<-- [end:softplus_derivatives]


# --8<-- [start:leaky_relu_derivatives]
# ── leaky_relu ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:572
#   backward[self]: where(self > 0, grad, grad * negative_slope)
#   jvp: auto_elementwise: where(self > 0, self_t, self_t * negative_slope)
#   vmap: elementwise
def _leaky_relu_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    negative_slope = params["negative_slope"]
    return (
        (O.where(self > 0, grad, grad * negative_slope)) if needs[0] else None,
    )


def _leaky_relu_jvp(tangents, self, result, **params):
    self_t, = tangents
    negative_slope = params["negative_slope"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.where(self > 0, self_t, self_t * negative_slope))
    return out


def _leaky_relu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.leaky_relu_backward(g._data, self._data, None, params['negative_slope'])
    return None if c_out is None else (_c.tensor(c_out),)


_op_leaky_relu.backward = _leaky_relu_backward
_op_leaky_relu.jvp = _leaky_relu_jvp
_op_leaky_relu.fused_backward = _leaky_relu_c_backward
# --8<-- [end:leaky_relu_derivatives]


# --8<-- [start:elu_derivatives]
# ── elu ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:590
#   backward[self]: where(self > 0, grad, grad * (result + alpha))
#   jvp: auto_elementwise: where(self > 0, self_t, self_t * (result + alpha))
#   vmap: elementwise
def _elu_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (O.where(self > 0, grad, grad * (result + alpha))) if needs[0] else None,
    )


def _elu_jvp(tangents, self, result, **params):
    self_t, = tangents
    alpha = params["alpha"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.where(self > 0, self_t, self_t * (result + alpha)))
    return out


def _elu_c_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.elu_backward(g._data, self._data, result._data, params['alpha'])
    return None if c_out is None else (_c.tensor(c_out),)


_op_elu.backward = _elu_backward
_op_elu.jvp = _elu_jvp
_op_elu.fused_backward = _elu_c_backward
# --8<-- [end:elu_derivatives]


# --8<-- [start:softmax_derivatives]
# ── softmax ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:608
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
#   uses HS.cast_like (tensorplay/_support/formula_helpers.py:163)
def _softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (HS.cast_like(result * (grad - O.sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )


def _softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, result * (self_t - O.sum(self_t * result, dim, keepdim=True)))
    return out


def _softmax_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.softmax_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = _c.softmax_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)


_op_softmax.backward = _softmax_backward
_op_softmax.jvp = _softmax_jvp
_op_softmax.fused_backward = _softmax_fused_backward
# --8<-- [end:softmax_derivatives]


# --8<-- [start:log_softmax_derivatives]
# ── log_softmax ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:629
#   backward[self]: cast_like(grad - exp(result) * sum(grad, dim, keepdim=True), self)
#   jvp: [self] self_t - sum(exp(result) * self_t, dim, keepdim=True)
#   vmap: {'dim': 'dim'}
#   uses HS.cast_like (tensorplay/_support/formula_helpers.py:163)
def _log_softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (HS.cast_like(grad - O.exp(result) * O.sum(grad, dim, keepdim=True), self)) if needs[0] else None,
    )


def _log_softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t - O.sum(O.exp(result) * self_t, dim, keepdim=True))
    return out


def _log_softmax_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.log_softmax_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = _c.log_softmax_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)


_op_log_softmax.backward = _log_softmax_backward
_op_log_softmax.jvp = _log_softmax_jvp
_op_log_softmax.fused_backward = _log_softmax_fused_backward
# --8<-- [end:log_softmax_derivatives]


# --8<-- [start:_safe_softmax_derivatives]
# ── _safe_softmax ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:679
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
#   uses HS.cast_like (tensorplay/_support/formula_helpers.py:163)
def __safe_softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (HS.cast_like(result * (grad - O.sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )


def __safe_softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, result * (self_t - O.sum(self_t * result, dim, keepdim=True)))
    return out


def __safe_softmax_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.safe_softmax_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = _c.safe_softmax_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)


_op__safe_softmax.backward = __safe_softmax_backward
_op__safe_softmax.jvp = __safe_softmax_jvp
_op__safe_softmax.fused_backward = __safe_softmax_fused_backward
# --8<-- [end:_safe_softmax_derivatives]


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
    'feature_dropout': feature_dropout,
    'alpha_dropout': alpha_dropout,
    'feature_alpha_dropout': feature_alpha_dropout,
    'pixel_shuffle': pixel_shuffle,
    'pixel_unshuffle': pixel_unshuffle,
    'batch_norm': batch_norm,
    'layer_norm': layer_norm,
    'embedding': embedding,
    'pad': pad,
    'relu': relu,
    'gelu': gelu,
    'silu': silu,
    'softplus': softplus,
    'leaky_relu': leaky_relu,
    'elu': elu,
    'softmax': softmax,
    'log_softmax': log_softmax,
    '_safe_softmax': _safe_softmax,
}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {
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
    'pad': _op_pad,
    'relu': _op_relu,
    'gelu': _op_gelu,
    'silu': _op_silu,
    'softplus': _op_softplus,
    'leaky_relu': _op_leaky_relu,
    'elu': _op_elu,
    'softmax': _op_softmax,
    'log_softmax': _op_log_softmax,
    '_safe_softmax': _op__safe_softmax,
}
# The composites with a c_kernel: their fused OpDefs (the body is `_<name>_composite`).
FUSED = {
}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
O.register({
    'conv2d': conv2d,
    '_op_conv2d': _op_conv2d,
    'conv2d_backward_input': conv2d_backward_input,
    '_op_conv2d_backward_input': _op_conv2d_backward_input,
    'conv2d_backward_weight': conv2d_backward_weight,
    '_op_conv2d_backward_weight': _op_conv2d_backward_weight,
    'max_pool2d': max_pool2d,
    '_op_max_pool2d': _op_max_pool2d,
    'max_pool2d_backward': max_pool2d_backward,
    '_op_max_pool2d_backward': _op_max_pool2d_backward,
    '_max_pool2d_gather': _max_pool2d_gather,
    '_op__max_pool2d_gather': _op__max_pool2d_gather,
    'avg_pool2d': avg_pool2d,
    '_op_avg_pool2d': _op_avg_pool2d,
    'lstm_cell': lstm_cell,
    '_op_lstm_cell': _op_lstm_cell,
    'native_dropout': native_dropout,
    '_op_native_dropout': _op_native_dropout,
    'feature_dropout': feature_dropout,
    '_feature_dropout_composite': _feature_dropout_composite,
    'alpha_dropout': alpha_dropout,
    '_alpha_dropout_composite': _alpha_dropout_composite,
    'feature_alpha_dropout': feature_alpha_dropout,
    '_feature_alpha_dropout_composite': _feature_alpha_dropout_composite,
    'pixel_shuffle': pixel_shuffle,
    '_pixel_shuffle_composite': _pixel_shuffle_composite,
    'pixel_unshuffle': pixel_unshuffle,
    '_pixel_unshuffle_composite': _pixel_unshuffle_composite,
    'batch_norm': batch_norm,
    '_op_batch_norm': _op_batch_norm,
    'layer_norm': layer_norm,
    '_layer_norm_composite': _layer_norm_composite,
    'embedding': embedding,
    '_op_embedding': _op_embedding,
    'pad': pad,
    '_op_pad': _op_pad,
    'relu': relu,
    '_op_relu': _op_relu,
    '_relu_inplace': _relu_inplace,
    'gelu': gelu,
    '_op_gelu': _op_gelu,
    '_gelu_inplace': _gelu_inplace,
    'silu': silu,
    '_op_silu': _op_silu,
    '_silu_inplace': _silu_inplace,
    'softplus': softplus,
    '_op_softplus': _op_softplus,
    '_softplus_inplace': _softplus_inplace,
    'leaky_relu': leaky_relu,
    '_op_leaky_relu': _op_leaky_relu,
    '_leaky_relu_inplace': _leaky_relu_inplace,
    'elu': elu,
    '_op_elu': _op_elu,
    '_elu_inplace': _elu_inplace,
    'softmax': softmax,
    '_op_softmax': _op_softmax,
    'log_softmax': log_softmax,
    '_op_log_softmax': _op_log_softmax,
    'softmin': softmin,
    '_softmin_composite': _softmin_composite,
    'logsigmoid': logsigmoid,
    '_logsigmoid_composite': _logsigmoid_composite,
    '_safe_softmax': _safe_softmax,
    '_op__safe_softmax': _op__safe_softmax,
}, FUNCTIONS, LINALG, OPS, FUSED)
