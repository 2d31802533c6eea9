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
from .._formula_helpers import _class_dim, _loss_coefficients_and_denominator, _loss_grad_scale, _loss_reduce, _normalize, _weight_view, add_tangent, cast_like, cat_backward, cross_entropy_backward, cross_entropy_backward_target, cross_entropy_jvp, cross_entropy_jvp_target, expand_to, index_select_backward, keep_reduced, matmul_backward_other, matmul_backward_self, mse_loss_backward, mse_loss_jvp, nll_loss_backward, permute_backward, reduced_numel, scatter_add_backward_src, split_backward, stack_backward, sum_to, unreduce, zeros_of
from .._inplace import index_arg as _index_arg
from .._inplace import inplace as _inplace
from .._kernels import _arange, _axes, _bad_axis, _bmm, _check_index, _check_reduction, _cross_entropy, _dim, _dot, _expand, _float_dtype, _floating, _gather, _gather_key, _getitem, _index_add_zeros, _index_put, _index_select, _like_float_dtype, _log_softmax, _loss_coefficients, _loss_denominator, _masked_fill, _matmul, _mm, _mse_loss, _mv, _nll_loss, _normal, _np_dtype, _outer, _randint, _random_float_dtype, _reduce_loss, _restore_dims, _scalar_dtype, _scatter_add, _shape_str, _size, _softmax, _squeeze, _uniform, logsumexp, max_dim, min_dim
from .._overloads import requires_grad as _requires_grad
from .._overloads import resolve as _resolve
from .._overloads import varargs as _varargs
from ..autograd.graph import OpNode



# --8<-- [start:neg]
# ── neg ───────────────────────────────────────────────────────── ops.yaml:59
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
    """Backward of `neg` (ops.yaml:59)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    _neg_kernel,
    line=59,
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

# --8<-- [end:neg]


# --8<-- [start:exp]
# ── exp ───────────────────────────────────────────────────────── ops.yaml:72
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
    """Backward of `exp` (ops.yaml:72)."""

    return_names = ('result',)


_op_exp = OpDef(
    'exp',
    _exp_kernel,
    line=72,
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

# --8<-- [end:exp]


# --8<-- [start:log]
# ── log ───────────────────────────────────────────────────────── ops.yaml:85
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
    """Backward of `log` (ops.yaml:85)."""

    return_names = ('result',)


_op_log = OpDef(
    'log',
    _log_kernel,
    line=85,
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

# --8<-- [end:log]


# --8<-- [start:sin]
# ── sin ───────────────────────────────────────────────────────── ops.yaml:99
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
    """Backward of `sin` (ops.yaml:99)."""

    return_names = ('result',)


_op_sin = OpDef(
    'sin',
    _sin_kernel,
    line=99,
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

# --8<-- [end:sin]


# --8<-- [start:cos]
# ── cos ───────────────────────────────────────────────────────── ops.yaml:112
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
    """Backward of `cos` (ops.yaml:112)."""

    return_names = ('result',)


_op_cos = OpDef(
    'cos',
    _cos_kernel,
    line=112,
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

# --8<-- [end:cos]


# --8<-- [start:add]
# ── add ───────────────────────────────────────────────────────── ops.yaml:126
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
    """Backward of `add` (ops.yaml:126)."""

    return_names = ('result',)


_op_add = OpDef(
    'add',
    _add_kernel,
    line=126,
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

# --8<-- [end:add]


# --8<-- [start:sub]
# ── sub ───────────────────────────────────────────────────────── ops.yaml:149
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
    """Backward of `sub` (ops.yaml:149)."""

    return_names = ('result',)


_op_sub = OpDef(
    'sub',
    _sub_kernel,
    line=149,
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

# --8<-- [end:sub]


# --8<-- [start:mul]
# ── mul ───────────────────────────────────────────────────────── ops.yaml:169
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
    """Backward of `mul` (ops.yaml:169)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    _mul_kernel,
    line=169,
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

# --8<-- [end:mul]


# --8<-- [start:div]
# ── div ───────────────────────────────────────────────────────── ops.yaml:193
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
    """Backward of `div` (ops.yaml:193)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    _div_kernel,
    line=193,
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

# --8<-- [end:div]


# --8<-- [start:sum]
# ── sum ───────────────────────────────────────────────────────── ops.yaml:219
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
    return (
        (unreduce(grad, dim, keepdim, shapes[0])) if needs[0] else None,
    )


class SumBackward0(OpNode):
    """Backward of `sum` (ops.yaml:219)."""

    return_names = ('result',)


_op_sum = OpDef(
    'sum',
    _sum_kernel,
    line=219,
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
# --8<-- [end:sum]


# --8<-- [start:mean]
# ── mean ──────────────────────────────────────────────────────── ops.yaml:237
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
    return (
        (unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)) if needs[0] else None,
    )


class MeanBackward0(OpNode):
    """Backward of `mean` (ops.yaml:237)."""

    return_names = ('result',)


_op_mean = OpDef(
    'mean',
    _mean_kernel,
    line=237,
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
# --8<-- [end:mean]


# --8<-- [start:reshape]
# ── reshape ───────────────────────────────────────────────────── ops.yaml:256
#   reshape: The same elements in a new shape (one dim may be -1); a view when the …
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'reshape'}
def _reshape_kernel(self, shape):
    return np.reshape(self, shape)


def _reshape_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class ReshapeBackward0(OpNode):
    """Backward of `reshape` (ops.yaml:256)."""

    return_names = ('result',)


_op_reshape = OpDef(
    'reshape',
    _reshape_kernel,
    line=256,
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
# --8<-- [end:reshape]


# --8<-- [start:expand]
# ── expand ────────────────────────────────────────────────────── ops.yaml:268
#   expand: A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim)…
#   backward[self]: sum_to(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'expand'}
def _expand_kernel(self, size):
    return _expand(self, size)


def _expand_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
    )


class ExpandBackward0(OpNode):
    """Backward of `expand` (ops.yaml:268)."""

    return_names = ('result',)


_op_expand = OpDef(
    'expand',
    _expand_kernel,
    line=268,
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
# --8<-- [end:expand]


# --8<-- [start:unsqueeze]
# ── unsqueeze ─────────────────────────────────────────────────── ops.yaml:280
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
    """Backward of `unsqueeze` (ops.yaml:280)."""

    return_names = ('result',)


_op_unsqueeze = OpDef(
    'unsqueeze',
    _unsqueeze_kernel,
    line=280,
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
# --8<-- [end:unsqueeze]


# --8<-- [start:squeeze]
# ── squeeze ───────────────────────────────────────────────────── ops.yaml:292
#   squeeze: A view without size-1 dims (all of them, or those in `dim`).
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'squeeze'}
def _squeeze_kernel(self, dim):
    return _squeeze(self, dim)


def _squeeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class SqueezeBackward0(OpNode):
    """Backward of `squeeze` (ops.yaml:292)."""

    return_names = ('result',)


_op_squeeze = OpDef(
    'squeeze',
    _squeeze_kernel,
    line=292,
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
# --8<-- [end:squeeze]


# --8<-- [start:transpose]
# ── transpose ─────────────────────────────────────────────────── ops.yaml:304
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
    """Backward of `transpose` (ops.yaml:304)."""

    return_names = ('result',)


_op_transpose = OpDef(
    'transpose',
    _transpose_kernel,
    line=304,
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
# --8<-- [end:transpose]


# --8<-- [start:permute]
# ── permute ───────────────────────────────────────────────────── ops.yaml:316
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
    """Backward of `permute` (ops.yaml:316)."""

    return_names = ('result',)


_op_permute = OpDef(
    'permute',
    _permute_kernel,
    line=316,
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
# --8<-- [end:permute]


# --8<-- [start:matmul]
# ── matmul ────────────────────────────────────────────────────── ops.yaml:331
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
    """Backward of `matmul` (ops.yaml:331)."""

    return_names = ('result',)


_op_matmul = OpDef(
    'matmul',
    _matmul_kernel,
    line=331,
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
# --8<-- [end:matmul]


# --8<-- [start:mm]
# ── mm ────────────────────────────────────────────────────────── ops.yaml:356
#   mm: Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadc…
#   backward[self]: mm(grad, transpose(mat2, 0, 1))
#   backward[mat2]: mm(transpose(self, 0, 1), grad)
#   jvp: [self] mm(self_t, mat2) + [mat2] mm(self, mat2_t)
#   vmap: {'custom': 'matmul_like'}
def _mm_kernel(self, mat2):
    return _mm(self, mat2)


def _mm_backward(grads, needs, shapes, self, mat2, **params):
    grad = grads[0]
    return (
        (mm(grad, transpose(mat2, 0, 1))) if needs[0] else None,
        (mm(transpose(self, 0, 1), grad)) if needs[1] else None,
    )


def _mm_jvp(tangents, self, mat2, result, **params):
    self_t, mat2_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, mm(self_t, mat2))
    if mat2_t is not None:
        out = add_tangent(out, mm(self, mat2_t))
    return out


class MmBackward0(OpNode):
    """Backward of `mm` (ops.yaml:356)."""

    return_names = ('result',)


_op_mm = OpDef(
    'mm',
    _mm_kernel,
    line=356,
    tensor_args=('self', 'mat2'),
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
    saves=('self', 'mat2'),
    saves_result=False,
    backward=_mm_backward,
    jvp=_mm_jvp,
    jvp_kind='terms',
    vmap={'custom': 'matmul_like'},
    node_cls=MmBackward0,
    c_kernel=None,
    param_names=(),
)
MmBackward0.op = _op_mm


def mm(input, mat2):
    return _bind(_op_mm, (input, mat2), {})

mm.__tensor_params__ = ('input', 'mat2')
# --8<-- [end:mm]


# --8<-- [start:bmm]
# ── bmm ───────────────────────────────────────────────────────── ops.yaml:376
#   bmm: Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b,…
#   backward[self]: bmm(grad, transpose(mat2, 1, 2))
#   backward[mat2]: bmm(transpose(self, 1, 2), grad)
#   jvp: [self] bmm(self_t, mat2) + [mat2] bmm(self, mat2_t)
#   vmap: {'custom': 'matmul_like'}
def _bmm_kernel(self, mat2):
    return _bmm(self, mat2)


def _bmm_backward(grads, needs, shapes, self, mat2, **params):
    grad = grads[0]
    return (
        (bmm(grad, transpose(mat2, 1, 2))) if needs[0] else None,
        (bmm(transpose(self, 1, 2), grad)) if needs[1] else None,
    )


def _bmm_jvp(tangents, self, mat2, result, **params):
    self_t, mat2_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, bmm(self_t, mat2))
    if mat2_t is not None:
        out = add_tangent(out, bmm(self, mat2_t))
    return out


class BmmBackward0(OpNode):
    """Backward of `bmm` (ops.yaml:376)."""

    return_names = ('result',)


_op_bmm = OpDef(
    'bmm',
    _bmm_kernel,
    line=376,
    tensor_args=('self', 'mat2'),
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
    saves=('self', 'mat2'),
    saves_result=False,
    backward=_bmm_backward,
    jvp=_bmm_jvp,
    jvp_kind='terms',
    vmap={'custom': 'matmul_like'},
    node_cls=BmmBackward0,
    c_kernel=None,
    param_names=(),
)
BmmBackward0.op = _op_bmm


def bmm(input, mat2):
    return _bind(_op_bmm, (input, mat2), {})

bmm.__tensor_params__ = ('input', 'mat2')
# --8<-- [end:bmm]


# --8<-- [start:mv]
# ── mv ────────────────────────────────────────────────────────── ops.yaml:395
#   mv: Matrix-vector product, (n, m) @ (m,) → (n,).
#   backward[self]: outer(grad, vec)
#   backward[vec]: mv(transpose(self, 0, 1), grad)
#   jvp: [self] mv(self_t, vec) + [vec] mv(self, vec_t)
#   vmap: {'custom': 'matmul_like'}
def _mv_kernel(self, vec):
    return _mv(self, vec)


def _mv_backward(grads, needs, shapes, self, vec, **params):
    grad = grads[0]
    return (
        (outer(grad, vec)) if needs[0] else None,
        (mv(transpose(self, 0, 1), grad)) if needs[1] else None,
    )


def _mv_jvp(tangents, self, vec, result, **params):
    self_t, vec_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, mv(self_t, vec))
    if vec_t is not None:
        out = add_tangent(out, mv(self, vec_t))
    return out


class MvBackward0(OpNode):
    """Backward of `mv` (ops.yaml:395)."""

    return_names = ('result',)


_op_mv = OpDef(
    'mv',
    _mv_kernel,
    line=395,
    tensor_args=('self', 'vec'),
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
    saves=('self', 'vec'),
    saves_result=False,
    backward=_mv_backward,
    jvp=_mv_jvp,
    jvp_kind='terms',
    vmap={'custom': 'matmul_like'},
    node_cls=MvBackward0,
    c_kernel=None,
    param_names=(),
)
MvBackward0.op = _op_mv


def mv(input, vec):
    return _bind(_op_mv, (input, vec), {})

mv.__tensor_params__ = ('input', 'vec')
# --8<-- [end:mv]


# --8<-- [start:dot]
# ── dot ───────────────────────────────────────────────────────── ops.yaml:414
#   dot: Inner product of two 1-D tensors of the same length (a 0-d result); no…
#   backward[self]: grad * tensor
#   backward[tensor]: grad * self
#   jvp: [self] dot(self_t, tensor) + [tensor] dot(self, tensor_t)
#   vmap: {'custom': 'matmul_like'}
def _dot_kernel(self, tensor):
    return _dot(self, tensor)


def _dot_backward(grads, needs, shapes, self, tensor, **params):
    grad = grads[0]
    return (
        (grad * tensor) if needs[0] else None,
        (grad * self) if needs[1] else None,
    )


def _dot_jvp(tangents, self, tensor, result, **params):
    self_t, tensor_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, dot(self_t, tensor))
    if tensor_t is not None:
        out = add_tangent(out, dot(self, tensor_t))
    return out


class DotBackward0(OpNode):
    """Backward of `dot` (ops.yaml:414)."""

    return_names = ('result',)


_op_dot = OpDef(
    'dot',
    _dot_kernel,
    line=414,
    tensor_args=('self', 'tensor'),
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
    saves=('self', 'tensor'),
    saves_result=False,
    backward=_dot_backward,
    jvp=_dot_jvp,
    jvp_kind='terms',
    vmap={'custom': 'matmul_like'},
    node_cls=DotBackward0,
    c_kernel=None,
    param_names=(),
)
DotBackward0.op = _op_dot


def dot(input, tensor):
    return _bind(_op_dot, (input, tensor), {})

dot.__tensor_params__ = ('input', 'tensor')
# --8<-- [end:dot]


# --8<-- [start:outer]
# ── outer ─────────────────────────────────────────────────────── ops.yaml:433
#   outer: Outer product of two 1-D tensors, (n,) and (m,) → (n, m) with out[i, j…
#   backward[self]: mv(grad, vec2)
#   backward[vec2]: mv(transpose(grad, 0, 1), self)
#   jvp: [self] outer(self_t, vec2) + [vec2] outer(self, vec2_t)
#   vmap: {'custom': 'outer'}
def _outer_kernel(self, vec2):
    return _outer(self, vec2)


def _outer_backward(grads, needs, shapes, self, vec2, **params):
    grad = grads[0]
    return (
        (mv(grad, vec2)) if needs[0] else None,
        (mv(transpose(grad, 0, 1), self)) if needs[1] else None,
    )


def _outer_jvp(tangents, self, vec2, result, **params):
    self_t, vec2_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, outer(self_t, vec2))
    if vec2_t is not None:
        out = add_tangent(out, outer(self, vec2_t))
    return out


class OuterBackward0(OpNode):
    """Backward of `outer` (ops.yaml:433)."""

    return_names = ('result',)


_op_outer = OpDef(
    'outer',
    _outer_kernel,
    line=433,
    tensor_args=('self', 'vec2'),
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
    saves=('self', 'vec2'),
    saves_result=False,
    backward=_outer_backward,
    jvp=_outer_jvp,
    jvp_kind='terms',
    vmap={'custom': 'outer'},
    node_cls=OuterBackward0,
    c_kernel=None,
    param_names=(),
)
OuterBackward0.op = _op_outer


def outer(input, vec2):
    return _bind(_op_outer, (input, vec2), {})

outer.__tensor_params__ = ('input', 'vec2')
# --8<-- [end:outer]


# --8<-- [start:zeros]
# ── zeros ─────────────────────────────────────────────────────── ops.yaml:454
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   jvp: none
#   vmap: none
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class ZerosBackward0(OpNode):
    """Backward of `zeros` (ops.yaml:454)."""

    return_names = ('result',)


_op_zeros = OpDef(
    'zeros',
    _zeros_kernel,
    line=454,
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
# --8<-- [end:zeros]


# --8<-- [start:ones]
# ── ones ──────────────────────────────────────────────────────── ops.yaml:462
#   ones: A tensor of ones.
#   jvp: none
#   vmap: none
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(_size(size), dtype=_float_dtype(dtype))


class OnesBackward0(OpNode):
    """Backward of `ones` (ops.yaml:462)."""

    return_names = ('result',)


_op_ones = OpDef(
    'ones',
    _ones_kernel,
    line=462,
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
# --8<-- [end:ones]


# --8<-- [start:zeros_like]
# ── zeros_like ────────────────────────────────────────────────── ops.yaml:470
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class ZerosLikeBackward0(OpNode):
    """Backward of `zeros_like` (ops.yaml:470)."""

    return_names = ('result',)


_op_zeros_like = OpDef(
    'zeros_like',
    _zeros_like_kernel,
    line=470,
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
# --8<-- [end:zeros_like]


# --8<-- [start:ones_like]
# ── ones_like ─────────────────────────────────────────────────── ops.yaml:479
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class OnesLikeBackward0(OpNode):
    """Backward of `ones_like` (ops.yaml:479)."""

    return_names = ('result',)


_op_ones_like = OpDef(
    'ones_like',
    _ones_like_kernel,
    line=479,
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
# --8<-- [end:ones_like]


# --8<-- [start:full]
# ── full ──────────────────────────────────────────────────────── ops.yaml:488
#   full: A tensor of `size` filled with `fill_value`; the dtype follows the val…
#   jvp: none
#   vmap: none
def _full_kernel(size, fill_value, dtype, requires_grad):
    return np.full(_size(size), fill_value, dtype=_scalar_dtype(fill_value, dtype))


class FullBackward0(OpNode):
    """Backward of `full` (ops.yaml:488)."""

    return_names = ('result',)


_op_full = OpDef(
    'full',
    _full_kernel,
    line=488,
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
    node_cls=FullBackward0,
    c_kernel=None,
    param_names=('size', 'fill_value', 'dtype', 'requires_grad'),
)
FullBackward0.op = _op_full


def full(size, fill_value, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_full, (), {'size': size, 'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

full.__tensor_params__ = ()
# --8<-- [end:full]


# --8<-- [start:empty]
# ── empty ─────────────────────────────────────────────────────── ops.yaml:496
#   empty: An uninitialized tensor in PyTorch; TensorPlay fills it with zeros (ne…
#   jvp: none
#   vmap: none
def _empty_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class EmptyBackward0(OpNode):
    """Backward of `empty` (ops.yaml:496)."""

    return_names = ('result',)


_op_empty = OpDef(
    'empty',
    _empty_kernel,
    line=496,
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
    node_cls=EmptyBackward0,
    c_kernel=None,
    param_names=('size', 'dtype', 'requires_grad'),
)
EmptyBackward0.op = _op_empty


def empty(*size, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_empty, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

empty.__tensor_params__ = ()
# --8<-- [end:empty]


# --8<-- [start:arange]
# ── arange ────────────────────────────────────────────────────── ops.yaml:504
#   arange: Values from `start` (default 0) up to but excluding `end`, `step` apar…
#   jvp: none
#   vmap: none
def _arange_kernel(start, end, step, dtype, requires_grad):
    return _arange(start, end, step, dtype)


class ArangeBackward0(OpNode):
    """Backward of `arange` (ops.yaml:504)."""

    return_names = ('result',)


_op_arange = OpDef(
    'arange',
    _arange_kernel,
    line=504,
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
    node_cls=ArangeBackward0,
    c_kernel=None,
    param_names=('start', 'end', 'step', 'dtype', 'requires_grad'),
)
ArangeBackward0.op = _op_arange


def arange(start, end=None, step=1, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_arange, (), {'start': start, 'end': end, 'step': step, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

arange.__tensor_params__ = ()
# --8<-- [end:arange]


# --8<-- [start:linspace]
# ── linspace ──────────────────────────────────────────────────── ops.yaml:512
#   linspace: `steps` evenly spaced values from `start` to `end`, both included (def…
#   jvp: none
#   vmap: none
def _linspace_kernel(start, end, steps, dtype, requires_grad):
    return np.linspace(start, end, steps, dtype=np.float64).astype(_float_dtype(dtype))


class LinspaceBackward0(OpNode):
    """Backward of `linspace` (ops.yaml:512)."""

    return_names = ('result',)


_op_linspace = OpDef(
    'linspace',
    _linspace_kernel,
    line=512,
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
    node_cls=LinspaceBackward0,
    c_kernel=None,
    param_names=('start', 'end', 'steps', 'dtype', 'requires_grad'),
)
LinspaceBackward0.op = _op_linspace


def linspace(start, end, steps, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_linspace, (), {'start': start, 'end': end, 'steps': steps, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

linspace.__tensor_params__ = ()
# --8<-- [end:linspace]


# --8<-- [start:eye]
# ── eye ───────────────────────────────────────────────────────── ops.yaml:520
#   eye: An n×m (default n×n) matrix with ones on the diagonal and zeros elsewh…
#   jvp: none
#   vmap: none
def _eye_kernel(n, m, dtype, requires_grad):
    return np.eye(n, m, dtype=_float_dtype(dtype))


class EyeBackward0(OpNode):
    """Backward of `eye` (ops.yaml:520)."""

    return_names = ('result',)


_op_eye = OpDef(
    'eye',
    _eye_kernel,
    line=520,
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
    node_cls=EyeBackward0,
    c_kernel=None,
    param_names=('n', 'm', 'dtype', 'requires_grad'),
)
EyeBackward0.op = _op_eye


def eye(n, m=None, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_eye, (), {'n': n, 'm': m, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

eye.__tensor_params__ = ()
# --8<-- [end:eye]


# --8<-- [start:full_like]
# ── full_like ─────────────────────────────────────────────────── ops.yaml:528
#   full_like: `fill_value` with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _full_like_kernel(self, fill_value, dtype, requires_grad):
    return np.full(self.shape, fill_value, dtype=_np_dtype(dtype) or self.dtype)


class FullLikeBackward0(OpNode):
    """Backward of `full_like` (ops.yaml:528)."""

    return_names = ('result',)


_op_full_like = OpDef(
    'full_like',
    _full_like_kernel,
    line=528,
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
    node_cls=FullLikeBackward0,
    c_kernel=None,
    param_names=('fill_value', 'dtype', 'requires_grad'),
)
FullLikeBackward0.op = _op_full_like


def full_like(input, fill_value, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_full_like, (input,), {'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

full_like.__tensor_params__ = ('input',)
# --8<-- [end:full_like]


# --8<-- [start:empty_like]
# ── empty_like ────────────────────────────────────────────────── ops.yaml:537
#   empty_like: An uninitialized tensor like `self` in PyTorch; TensorPlay fills it wi…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _empty_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class EmptyLikeBackward0(OpNode):
    """Backward of `empty_like` (ops.yaml:537)."""

    return_names = ('result',)


_op_empty_like = OpDef(
    'empty_like',
    _empty_like_kernel,
    line=537,
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
    node_cls=EmptyLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
EmptyLikeBackward0.op = _op_empty_like


def empty_like(input, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_empty_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

empty_like.__tensor_params__ = ('input',)
# --8<-- [end:empty_like]


# --8<-- [start:rand]
# ── rand ──────────────────────────────────────────────────────── ops.yaml:546
#   rand: Uniform random numbers in [0, 1), drawn from `generator` (default the …
#   jvp: none
#   vmap: {'custom': 'random'}
def _rand_kernel(size, generator, dtype, requires_grad):
    return _uniform(size, generator, _random_float_dtype(dtype, "rand"))


class RandBackward0(OpNode):
    """Backward of `rand` (ops.yaml:546)."""

    return_names = ('result',)


_op_rand = OpDef(
    'rand',
    _rand_kernel,
    line=546,
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
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandBackward0,
    c_kernel=None,
    param_names=('size', 'generator', 'dtype', 'requires_grad'),
)
RandBackward0.op = _op_rand


def rand(*size, generator=None, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_rand, (), {'size': _varargs(size), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

rand.__tensor_params__ = ()
# --8<-- [end:rand]


# --8<-- [start:randn]
# ── randn ─────────────────────────────────────────────────────── ops.yaml:556
#   randn: Standard normal random numbers (mean 0, variance 1), drawn from `gener…
#   jvp: none
#   vmap: {'custom': 'random'}
def _randn_kernel(size, generator, dtype, requires_grad):
    return _normal(size, generator, _random_float_dtype(dtype, "randn"))


class RandnBackward0(OpNode):
    """Backward of `randn` (ops.yaml:556)."""

    return_names = ('result',)


_op_randn = OpDef(
    'randn',
    _randn_kernel,
    line=556,
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
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandnBackward0,
    c_kernel=None,
    param_names=('size', 'generator', 'dtype', 'requires_grad'),
)
RandnBackward0.op = _op_randn


def randn(*size, generator=None, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_randn, (), {'size': _varargs(size), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randn.__tensor_params__ = ()
# --8<-- [end:randn]


# --8<-- [start:randint]
# ── randint ───────────────────────────────────────────────────── ops.yaml:566
#   randint: Random integers in [low, high) (low defaults to 0) of shape `size` — r…
#   jvp: none
#   vmap: {'custom': 'random'}
def _randint_kernel(high, size, generator, dtype, requires_grad):
    return _randint(0, high, size, generator, dtype)


class RandintBackward0(OpNode):
    """Backward of `randint` (ops.yaml:566)."""

    return_names = ('result',)


_op_randint = OpDef(
    'randint',
    _randint_kernel,
    line=566,
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
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandintBackward0,
    c_kernel=None,
    param_names=('high', 'size', 'generator', 'dtype', 'requires_grad'),
)
RandintBackward0.op = _op_randint


def _overload_randint(high, size, *, generator=None, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_randint, (), {'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint.__tensor_params__ = ()
# --8<-- [end:randint]


# --8<-- [start:randint_low]
# ── randint.low ───────────────────────────────────────────────── ops.yaml:576
#   randint.low: Random integers in [low, high) of shape `size`.
#   jvp: none
#   vmap: {'custom': 'random'}
def _randint_low_kernel(low, high, size, generator, dtype, requires_grad):
    return _randint(low, high, size, generator, dtype)


class RandintBackward0(OpNode):
    """Backward of `randint.low` (ops.yaml:576)."""

    return_names = ('result',)


_op_randint_low = OpDef(
    'randint.low',
    _randint_low_kernel,
    line=576,
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
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandintBackward0,
    c_kernel=None,
    param_names=('low', 'high', 'size', 'generator', 'dtype', 'requires_grad'),
)
RandintBackward0.op = _op_randint_low


def _overload_randint_low(low, high, size, *, generator=None, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_randint_low, (), {'low': low, 'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint_low.__tensor_params__ = ()
# --8<-- [end:randint_low]


# --8<-- [start:rand_like]
# ── rand_like ─────────────────────────────────────────────────── ops.yaml:586
#   rand_like: Uniform random numbers in [0, 1) with the shape (and, unless given, th…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
def _rand_like_kernel(self, dtype, requires_grad):
    return _uniform(self.shape, None, _like_float_dtype(self, dtype, "rand_like"))


class RandLikeBackward0(OpNode):
    """Backward of `rand_like` (ops.yaml:586)."""

    return_names = ('result',)


_op_rand_like = OpDef(
    'rand_like',
    _rand_like_kernel,
    line=586,
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
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
RandLikeBackward0.op = _op_rand_like


def rand_like(input, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_rand_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

rand_like.__tensor_params__ = ('input',)
# --8<-- [end:rand_like]


# --8<-- [start:randn_like]
# ── randn_like ────────────────────────────────────────────────── ops.yaml:596
#   randn_like: Standard normal random numbers with the shape (and, unless given, the …
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
def _randn_like_kernel(self, dtype, requires_grad):
    return _normal(self.shape, None, _like_float_dtype(self, dtype, "randn_like"))


class RandnLikeBackward0(OpNode):
    """Backward of `randn_like` (ops.yaml:596)."""

    return_names = ('result',)


_op_randn_like = OpDef(
    'randn_like',
    _randn_like_kernel,
    line=596,
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
    backward=None,
    jvp=None,
    jvp_kind=None,
    vmap={'custom': 'random'},
    node_cls=RandnLikeBackward0,
    c_kernel=None,
    param_names=('dtype', 'requires_grad'),
)
RandnLikeBackward0.op = _op_randn_like


def randn_like(input, *, dtype=None, requires_grad=False):
    return _requires_grad(_bind(_op_randn_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randn_like.__tensor_params__ = ('input',)
# --8<-- [end:randn_like]


# --8<-- [start:_to_copy]
# ── _to_copy ──────────────────────────────────────────────────── ops.yaml:608
#   _to_copy: A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.lo…
#   backward[self]: _to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def __to_copy_kernel(self, dtype):
    return self.astype(_np_dtype(dtype)) if dtype is not None else self.copy()


def __to_copy_backward(grads, needs, shapes, self, **params):
    grad = grads[0]
    return (
        (_to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad) if needs[0] else None,
    )


class ToCopyBackward0(OpNode):
    """Backward of `_to_copy` (ops.yaml:608)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=608,
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
# --8<-- [end:_to_copy]


# --8<-- [start:clone]
# ── clone ─────────────────────────────────────────────────────── ops.yaml:618
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
    """Backward of `clone` (ops.yaml:618)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=618,
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
# --8<-- [end:clone]


# --8<-- [start:index]
# ── index ─────────────────────────────────────────────────────── ops.yaml:631
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
    """Backward of `index` (ops.yaml:631)."""

    return_names = ('result',)


_op_index = OpDef(
    'index',
    _index_kernel,
    line=631,
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
# --8<-- [end:index]


# --8<-- [start:index_backward]
# ── index_backward ────────────────────────────────────────────── ops.yaml:650
#   index_backward: Zeros of `shape` with `grad` added at `indices` (repeated indices accu…
#   backward[grad]: index(grad, indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index_backward'}
def _index_backward_kernel(grad, shape, indices):
    return _index_add_zeros(grad, shape, indices)


def _index_backward_backward(grads, needs, shapes, grad, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (index(grad, indices)) if needs[0] else None,
    )


class IndexBackwardBackward0(OpNode):
    """Backward of `index_backward` (ops.yaml:650)."""

    return_names = ('result',)


_op_index_backward = OpDef(
    'index_backward',
    _index_backward_kernel,
    line=650,
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
# --8<-- [end:index_backward]


# --8<-- [start:index_put]
# ── index_put ─────────────────────────────────────────────────── ops.yaml:661
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
    """Backward of `index_put` (ops.yaml:661)."""

    return_names = ('result',)


_op_index_put = OpDef(
    'index_put',
    _index_put_kernel,
    line=661,
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
# --8<-- [end:index_put]


# --8<-- [start:index_select]
# ── index_select ──────────────────────────────────────────────── ops.yaml:681
#   index_select: The entries of `self` at positions `index` (a 1-D integer tensor) alon…
#   backward[self]: index_select_backward(grad, shapes[0], dim, index)
#   backward[index]: non_differentiable
#   jvp: [self] index_select(self_t, dim, index)
#   vmap: {'custom': 'index_select'}
def _index_select_kernel(self, index, dim):
    return _index_select(self, dim, index)


def _index_select_backward(grads, needs, shapes, index, **params):
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
    """Backward of `index_select` (ops.yaml:681)."""

    return_names = ('result',)


_op_index_select = OpDef(
    'index_select',
    _index_select_kernel,
    line=681,
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
    return _bind(_op_index_select, (input, index), {'dim': dim})

index_select.__tensor_params__ = ('input', 'index')
# --8<-- [end:index_select]


# --8<-- [start:gather]
# ── gather ────────────────────────────────────────────────────── ops.yaml:699
#   gather: out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for d…
#   backward[self]: scatter_add(zeros_of(shapes[0], grad), dim, index, grad)
#   backward[index]: non_differentiable
#   jvp: [self] gather(self_t, dim, index)
#   vmap: {'custom': 'gather'}
def _gather_kernel(self, index, dim):
    return _gather(self, dim, index)


def _gather_backward(grads, needs, shapes, index, **params):
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
    """Backward of `gather` (ops.yaml:699)."""

    return_names = ('result',)


_op_gather = OpDef(
    'gather',
    _gather_kernel,
    line=699,
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
    return _bind(_op_gather, (input, index), {'dim': dim})

gather.__tensor_params__ = ('input', 'index')
# --8<-- [end:gather]


# --8<-- [start:scatter_add]
# ── scatter_add ───────────────────────────────────────────────── ops.yaml:717
#   scatter_add: A copy of `self` with the entries of `src` added at `index` along `dim…
#   backward[self]: grad
#   backward[index]: non_differentiable
#   backward[src]: scatter_add_backward_src(grad, dim, index, shapes[2])
#   jvp: [self] self_t + [src] scatter_add(zeros_like(self), dim, index, src_t)
#   vmap: {'custom': 'scatter_add'}
def _scatter_add_kernel(self, index, src, dim):
    return _scatter_add(self, dim, index, src)


def _scatter_add_backward(grads, needs, shapes, self, index, **params):
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
    """Backward of `scatter_add` (ops.yaml:717)."""

    return_names = ('result',)


_op_scatter_add = OpDef(
    'scatter_add',
    _scatter_add_kernel,
    line=717,
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
    saves=('self', 'index'),
    saves_result=False,
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
    return _bind(_op_scatter_add, (input, index, src), {'dim': dim})

scatter_add.__tensor_params__ = ('input', 'index', 'src')

def _scatter_add_inplace(self, dim, index, src):
    return _inplace(_op_scatter_add, (self, index, src), {'dim': dim})

# --8<-- [end:scatter_add]


# --8<-- [start:masked_fill]
# ── masked_fill ───────────────────────────────────────────────── ops.yaml:738
#   masked_fill: A copy of `self` with `value` wherever the boolean `mask` (broadcast a…
#   backward[self]: masked_fill(grad, mask, 0)  (reduced to the input's shape)
#   backward[mask]: non_differentiable
#   jvp: [self] masked_fill(self_t, mask, 0)
#   vmap: broadcast
def _masked_fill_kernel(self, mask, value):
    return _masked_fill(self, mask, value)


def _masked_fill_backward(grads, needs, shapes, mask, **params):
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
    """Backward of `masked_fill` (ops.yaml:738)."""

    return_names = ('result',)


_op_masked_fill = OpDef(
    'masked_fill',
    _masked_fill_kernel,
    line=738,
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
    return _bind(_op_masked_fill, (input, mask), {'value': value})

masked_fill.__tensor_params__ = ('input', 'mask')

def _masked_fill_inplace(self, mask, value):
    return _inplace(_op_masked_fill, (self, mask), {'value': value})

# --8<-- [end:masked_fill]


# --8<-- [start:softmax]
# ── softmax ───────────────────────────────────────────────────── ops.yaml:759
#   softmax: exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the …
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
def _softmax_kernel(self, dim, dtype):
    return _softmax(_floating(self), dim, dtype)


def _softmax_backward(grads, needs, shapes, self, result, **params):
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
    """Backward of `softmax` (ops.yaml:759)."""

    return_names = ('result',)


_op_softmax = OpDef(
    'softmax',
    _softmax_kernel,
    line=759,
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
    backward=_softmax_backward,
    jvp=_softmax_jvp,
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=SoftmaxBackward0,
    c_kernel=None,
    param_names=('dim', 'dtype'),
)
SoftmaxBackward0.op = _op_softmax


def softmax(input, dim, *, dtype=None):
    return _bind(_op_softmax, (input,), {'dim': dim, 'dtype': dtype})

softmax.__tensor_params__ = ('input',)
# --8<-- [end:softmax]


# --8<-- [start:log_softmax]
# ── log_softmax ───────────────────────────────────────────────── ops.yaml:776
#   log_softmax: log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never …
#   backward[self]: cast_like(grad - exp(result) * sum(grad, dim, keepdim=True), self)
#   jvp: [self] self_t - sum(exp(result) * self_t, dim, keepdim=True)
#   vmap: {'dim': 'dim'}
def _log_softmax_kernel(self, dim, dtype):
    return _log_softmax(_floating(self), dim, dtype)


def _log_softmax_backward(grads, needs, shapes, self, result, **params):
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
    """Backward of `log_softmax` (ops.yaml:776)."""

    return_names = ('result',)


_op_log_softmax = OpDef(
    'log_softmax',
    _log_softmax_kernel,
    line=776,
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
    backward=_log_softmax_backward,
    jvp=_log_softmax_jvp,
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=LogSoftmaxBackward0,
    c_kernel=None,
    param_names=('dim', 'dtype'),
)
LogSoftmaxBackward0.op = _op_log_softmax


def log_softmax(input, dim, *, dtype=None):
    return _bind(_op_log_softmax, (input,), {'dim': dim, 'dtype': dtype})

log_softmax.__tensor_params__ = ('input',)
# --8<-- [end:log_softmax]


# --8<-- [start:_class_weights]
# ── _class_weights ────────────────────────────────────────────── ops.yaml:792
#   _class_weights: Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_…
#   backward[self]: non_differentiable
#   backward[target]: non_differentiable
#   backward[weight]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'class_weights'}
def __class_weights_kernel(self, target, weight, ignore_index, label_smoothing):
    return _loss_coefficients(self, target, weight, ignore_index, label_smoothing)


class ClassWeightsBackward0(OpNode):
    """Backward of `_class_weights` (ops.yaml:792)."""

    return_names = ('result',)


_op__class_weights = OpDef(
    '_class_weights',
    __class_weights_kernel,
    line=792,
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
    return _bind(_op__class_weights, (input, target, weight), {'ignore_index': ignore_index, 'label_smoothing': label_smoothing})

_class_weights.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:_class_weights]


# --8<-- [start:cross_entropy]
# ── cross_entropy ─────────────────────────────────────────────── ops.yaml:805
#   cross_entropy: Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...))…
#   backward[self]: cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing)
#   backward[target]: cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing)
#   backward[weight]: non_differentiable
#   jvp: [self] cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing) + [target] cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing)
#   vmap: {'custom': 'cross_entropy'}
def _cross_entropy_kernel(self, target, weight, ignore_index, reduction, label_smoothing):
    return _cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing)


def _cross_entropy_backward(grads, needs, shapes, self, target, weight, **params):
    grad = grads[0]
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    label_smoothing = params["label_smoothing"]
    return (
        (cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing)) if needs[0] else None,
        (cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing)) if needs[1] else None,
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
    """Backward of `cross_entropy` (ops.yaml:805)."""

    return_names = ('result',)


_op_cross_entropy = OpDef(
    'cross_entropy',
    _cross_entropy_kernel,
    line=805,
    tensor_args=('self', 'target', 'weight'),
    list_args=(),
    dtype='same',
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
    backward=_cross_entropy_backward,
    jvp=_cross_entropy_jvp,
    jvp_kind='terms',
    vmap={'custom': 'cross_entropy'},
    node_cls=CrossEntropyBackward0,
    c_kernel=None,
    param_names=('ignore_index', 'reduction', 'label_smoothing'),
)
CrossEntropyBackward0.op = _op_cross_entropy


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0):
    return _bind(_op_cross_entropy, (input, target, weight), {'ignore_index': ignore_index, 'reduction': reduction, 'label_smoothing': label_smoothing})

cross_entropy.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:cross_entropy]


# --8<-- [start:nll_loss]
# ── nll_loss ──────────────────────────────────────────────────── ops.yaml:836
#   nll_loss: Negative log likelihood of class indices `target` under log-probabilit…
#   backward[self]: nll_loss_backward(grad, self, target, weight, ignore_index, reduction)
#   backward[target]: non_differentiable
#   backward[weight]: non_differentiable
#   jvp: [self] nll_loss(self_t, target, weight, ignore_index, reduction)
#   vmap: {'custom': 'nll_loss'}
def _nll_loss_kernel(self, target, weight, ignore_index, reduction):
    return _nll_loss(self, target, weight, ignore_index, reduction)


def _nll_loss_backward(grads, needs, shapes, self, target, weight, **params):
    grad = grads[0]
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    return (
        (nll_loss_backward(grad, self, target, weight, ignore_index, reduction)) if needs[0] else None,
        None,
        None,
    )


def _nll_loss_jvp(tangents, self, target, weight, result, **params):
    self_t, target_t, weight_t, = tangents
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    out = None
    if self_t is not None:
        out = add_tangent(out, nll_loss(self_t, target, weight, ignore_index, reduction))
    return out


class NllLossBackward0(OpNode):
    """Backward of `nll_loss` (ops.yaml:836)."""

    return_names = ('result',)


_op_nll_loss = OpDef(
    'nll_loss',
    _nll_loss_kernel,
    line=836,
    tensor_args=('self', 'target', 'weight'),
    list_args=(),
    dtype='same',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=False,
    random=False,
    fp_errors=True,
    differentiable=(True, False, False),
    saves=('self', 'target', 'weight'),
    saves_result=False,
    backward=_nll_loss_backward,
    jvp=_nll_loss_jvp,
    jvp_kind='terms',
    vmap={'custom': 'nll_loss'},
    node_cls=NllLossBackward0,
    c_kernel=None,
    param_names=('ignore_index', 'reduction'),
)
NllLossBackward0.op = _op_nll_loss


def nll_loss(input, target, weight=None, ignore_index=-100, reduction='mean'):
    return _bind(_op_nll_loss, (input, target, weight), {'ignore_index': ignore_index, 'reduction': reduction})

nll_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:nll_loss]


# --8<-- [start:mse_loss]
# ── mse_loss ──────────────────────────────────────────────────── ops.yaml:858
#   mse_loss: Mean squared error (input - target)², averaged ('mean'), summed ('sum'…
#   backward[self]: mse_loss_backward(grad, self, target, reduction)  (reduced to the input's shape)
#   backward[target]: -mse_loss_backward(grad, self, target, reduction)  (reduced to the input's shape)
#   jvp: [self] mse_loss_jvp(self_t, self, target, reduction) + [target] -mse_loss_jvp(target_t, self, target, reduction)
#   vmap: {'custom': 'mse_loss'}
def _mse_loss_kernel(self, target, reduction):
    return _mse_loss(self, target, reduction)


def _mse_loss_backward(grads, needs, shapes, self, target, **params):
    grad = grads[0]
    reduction = params["reduction"]
    return (
        (sum_to(mse_loss_backward(grad, self, target, reduction), shapes[0])) if needs[0] else None,
        (sum_to(-mse_loss_backward(grad, self, target, reduction), shapes[1])) if needs[1] else None,
    )


def _mse_loss_jvp(tangents, self, target, result, **params):
    self_t, target_t, = tangents
    reduction = params["reduction"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_to(mse_loss_jvp(self_t, self, target, reduction), _out_shape))
    if target_t is not None:
        out = add_tangent(out, expand_to(-mse_loss_jvp(target_t, self, target, reduction), _out_shape))
    return out


class MseLossBackward0(OpNode):
    """Backward of `mse_loss` (ops.yaml:858)."""

    return_names = ('result',)


_op_mse_loss = OpDef(
    'mse_loss',
    _mse_loss_kernel,
    line=858,
    tensor_args=('self', 'target'),
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
    saves=('self', 'target'),
    saves_result=False,
    backward=_mse_loss_backward,
    jvp=_mse_loss_jvp,
    jvp_kind='terms',
    vmap={'custom': 'mse_loss'},
    node_cls=MseLossBackward0,
    c_kernel=None,
    param_names=('reduction',),
)
MseLossBackward0.op = _op_mse_loss


def mse_loss(input, target, reduction='mean'):
    return _bind(_op_mse_loss, (input, target), {'reduction': reduction})

mse_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:mse_loss]


# ── public functions ───────────────────────────────────────────────────────────────────
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
index.__doc__ = "x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer and boolean tensors)."
index_backward.__doc__ = 'Zeros of `shape` with `grad` added at `indices` (repeated indices accumulate) — the gradient of indexing.'
index_put.__doc__ = 'A copy of `self` with `values` written at `indices` — what `x[indices] = values` records.'
index_select.__doc__ = 'The entries of `self` at positions `index` (a 1-D integer tensor) along `dim`; repeats allowed.'
gather.__doc__ = "out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for dim=1); `index` has self's number of dims and gives the output's shape."
scatter_add.__doc__ = 'A copy of `self` with the entries of `src` added at `index` along `dim` (the gather pattern in reverse; repeated indices accumulate).'
masked_fill.__doc__ = 'A copy of `self` with `value` wherever the boolean `mask` (broadcast against self) is True.'
softmax.__doc__ = 'exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the input first.'
log_softmax.__doc__ = 'log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never takes log(0).'
_class_weights.__doc__ = "Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_i = -sum_c Q[i, c] * logp[i, c]; for class indices (1 - ls) * weight[t] * onehot(t) + ls / C * weight, zero where t == ignore_index."
cross_entropy.__doc__ = "Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...)) and `target`: class indices (int64, the input's shape without C; `ignore_index` entries are skipped) or class probabilities (the input's shape). One fused op: log_softmax + nll with optional class `weight`, `label_smoothing` and reduction 'mean' (over the summed target weights for indices), 'sum' or 'none'; its gradient is (softmax - onehot) scaled."
nll_loss.__doc__ = "Negative log likelihood of class indices `target` under log-probabilities `input` ((C,), (N, C) or (N, C, d1, ...)): -weight[t] * input[t], skipping `ignore_index`; 'mean' divides by the summed target weights."
mse_loss.__doc__ = "Mean squared error (input - target)², averaged ('mean'), summed ('sum') or elementwise ('none')."

FUNCTIONS = {
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
    'index': index,
    'index_backward': index_backward,
    'index_put': index_put,
    'index_select': index_select,
    'gather': gather,
    'scatter_add': scatter_add,
    'masked_fill': masked_fill,
    'softmax': softmax,
    'log_softmax': log_softmax,
}
NN_FUNCTIONAL = {
    'softmax': softmax,
    'log_softmax': log_softmax,
    'cross_entropy': cross_entropy,
    'nll_loss': nll_loss,
    'mse_loss': mse_loss,
}
OPS = {
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
    'mm': _op_mm,
    'bmm': _op_bmm,
    'mv': _op_mv,
    'dot': _op_dot,
    'outer': _op_outer,
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
    'index': _op_index,
    'index_backward': _op_index_backward,
    'index_put': _op_index_put,
    'index_select': _op_index_select,
    'gather': _op_gather,
    'scatter_add': _op_scatter_add,
    'masked_fill': _op_masked_fill,
    'softmax': _op_softmax,
    'log_softmax': _op_log_softmax,
    '_class_weights': _op__class_weights,
    'cross_entropy': _op_cross_entropy,
    'nll_loss': _op_nll_loss,
    'mse_loss': _op_mse_loss,
}
