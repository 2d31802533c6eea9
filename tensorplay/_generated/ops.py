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
from .._formula_helpers import _normalize, _one_hot, _positions, _prod_others, _std_scale, _var_weight, add_tangent, cat_backward, diag_backward, diagonal_backward, expand_to, extreme_backward, extreme_weight, keep_reduced, logsumexp_weight, matmul_backward_other, matmul_backward_self, maximum_weight, narrow_backward, norm_backward, norm_weight, permute_backward, prod_backward, prod_jvp, reduced_numel, reduction_jvp, repeat_backward, sign_of, split_backward, stack_backward, std_backward, std_jvp, sum_to, unreduce, value_selecting_backward, value_selecting_jvp, var_backward, var_jvp, zeros_of
from .._inplace import index_arg as _index_arg
from .._inplace import inplace as _inplace
from .._kernels import _argext, _axes, _bad_axis, _cat, _chunk, _compare_arrays, _contiguous, _cumsum, _diag, _diagonal, _dim, _expand, _flatten, _flip, _float_dtype, _getitem, _index_add_zeros, _index_put, _logsumexp, _matmul, _minmax, _movedim, _narrow, _norm, _norm_p, _np_dtype, _prod, _repeat, _restore_dims, _size, _split, _split_sizes, _squeeze, _stack, _t, _tri, _unbind, _var, _var_args, _view, log_softmax, max_dim, min_dim, softmax
from .._overloads import requires_grad as _requires_grad
from .._overloads import resolve as _resolve
from .._overloads import varargs as _varargs
from ..autograd.graph import OpNode



# ── neg ───────────────────────────────────────────────────────── ops.yaml:58
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
    """Backward of `neg` (ops.yaml:58)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    _neg_kernel,
    line=58,
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



# ── exp ───────────────────────────────────────────────────────── ops.yaml:71
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
    """Backward of `exp` (ops.yaml:71)."""

    return_names = ('result',)


_op_exp = OpDef(
    'exp',
    _exp_kernel,
    line=71,
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



# ── log ───────────────────────────────────────────────────────── ops.yaml:84
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
    """Backward of `log` (ops.yaml:84)."""

    return_names = ('result',)


_op_log = OpDef(
    'log',
    _log_kernel,
    line=84,
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



# ── sin ───────────────────────────────────────────────────────── ops.yaml:97
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
    """Backward of `sin` (ops.yaml:97)."""

    return_names = ('result',)


_op_sin = OpDef(
    'sin',
    _sin_kernel,
    line=97,
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



# ── cos ───────────────────────────────────────────────────────── ops.yaml:109
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
    """Backward of `cos` (ops.yaml:109)."""

    return_names = ('result',)


_op_cos = OpDef(
    'cos',
    _cos_kernel,
    line=109,
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



# ── add ───────────────────────────────────────────────────────── ops.yaml:123
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
    """Backward of `add` (ops.yaml:123)."""

    return_names = ('result',)


_op_add = OpDef(
    'add',
    _add_kernel,
    line=123,
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



# ── sub ───────────────────────────────────────────────────────── ops.yaml:146
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
    """Backward of `sub` (ops.yaml:146)."""

    return_names = ('result',)


_op_sub = OpDef(
    'sub',
    _sub_kernel,
    line=146,
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



# ── mul ───────────────────────────────────────────────────────── ops.yaml:166
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
    """Backward of `mul` (ops.yaml:166)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    _mul_kernel,
    line=166,
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



# ── div ───────────────────────────────────────────────────────── ops.yaml:190
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
    """Backward of `div` (ops.yaml:190)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    _div_kernel,
    line=190,
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



# ── sum ───────────────────────────────────────────────────────── ops.yaml:216
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
    """Backward of `sum` (ops.yaml:216)."""

    return_names = ('result',)


_op_sum = OpDef(
    'sum',
    _sum_kernel,
    line=216,
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


# ── mean ──────────────────────────────────────────────────────── ops.yaml:234
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
    """Backward of `mean` (ops.yaml:234)."""

    return_names = ('result',)


_op_mean = OpDef(
    'mean',
    _mean_kernel,
    line=234,
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


# ── prod ──────────────────────────────────────────────────────── ops.yaml:251
#   prod: Product of all elements, or along `dim`; integers and bools multiply t…
#   backward[self]: prod_backward(grad, self, dim, keepdim)
#   jvp: [self] prod_jvp(self_t, self, dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _prod_kernel(self, dim, keepdim, dtype):
    return _prod(self, dim, keepdim, dtype)


def _prod_backward(grads, needs, shapes, self, **params):
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
    """Backward of `prod` (ops.yaml:251)."""

    return_names = ('result',)


_op_prod = OpDef(
    'prod',
    _prod_kernel,
    line=251,
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
    return _bind(_op_prod, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

prod.__tensor_params__ = ('input',)


# ── amax ──────────────────────────────────────────────────────── ops.yaml:274
#   amax: Largest element over `dim` (all dims by default); tied maxima share th…
#   backward[self]: extreme_backward(grad, self, result, dim, keepdim)
#   jvp: [self] reduction_jvp(self_t, extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _amax_kernel(self, dim, keepdim):
    return _minmax(self, dim, keepdim, True)


def _amax_backward(grads, needs, shapes, self, result, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (extreme_backward(grad, self, result, dim, keepdim)) if needs[0] else None,
    )


def _amax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, reduction_jvp(self_t, extreme_weight(self, result, dim, keepdim), dim, keepdim))
    return out


class AmaxBackward0(OpNode):
    """Backward of `amax` (ops.yaml:274)."""

    return_names = ('result',)


_op_amax = OpDef(
    'amax',
    _amax_kernel,
    line=274,
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
    return _bind(_op_amax, (input,), {'dim': dim, 'keepdim': keepdim})

amax.__tensor_params__ = ('input',)


# ── amin ──────────────────────────────────────────────────────── ops.yaml:292
#   amin: Smallest element over `dim` (all dims by default); tied minima share t…
#   backward[self]: extreme_backward(grad, self, result, dim, keepdim)
#   jvp: [self] reduction_jvp(self_t, extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _amin_kernel(self, dim, keepdim):
    return _minmax(self, dim, keepdim, False)


def _amin_backward(grads, needs, shapes, self, result, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (extreme_backward(grad, self, result, dim, keepdim)) if needs[0] else None,
    )


def _amin_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = add_tangent(out, reduction_jvp(self_t, extreme_weight(self, result, dim, keepdim), dim, keepdim))
    return out


class AminBackward0(OpNode):
    """Backward of `amin` (ops.yaml:292)."""

    return_names = ('result',)


_op_amin = OpDef(
    'amin',
    _amin_kernel,
    line=292,
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
    return _bind(_op_amin, (input,), {'dim': dim, 'keepdim': keepdim})

amin.__tensor_params__ = ('input',)


# ── max ───────────────────────────────────────────────────────── ops.yaml:308
#   max: max(x) is the largest element (ties share the gradient); max(x, dim, k…
#   backward[self]: extreme_backward(grad, self, result, None, False)
#   jvp: [self] reduction_jvp(self_t, extreme_weight(self, result, None, False), None, False)
#   vmap: {'reduction': {'dim': None, 'keepdim': False}}
def _max_kernel(self):
    return _minmax(self, None, False, True)


def _max_backward(grads, needs, shapes, self, result, **params):
    grad = grads[0]
    return (
        (extreme_backward(grad, self, result, None, False)) if needs[0] else None,
    )


def _max_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, reduction_jvp(self_t, extreme_weight(self, result, None, False), None, False))
    return out


class MaxBackward0(OpNode):
    """Backward of `max` (ops.yaml:308)."""

    return_names = ('result',)


_op_max = OpDef(
    'max',
    _max_kernel,
    line=308,
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
    backward=_max_backward,
    jvp=_max_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': None, 'keepdim': False}},
    node_cls=MaxBackward0,
    c_kernel=None,
    param_names=(),
)
MaxBackward0.op = _op_max


def _overload_max(input):
    return _bind(_op_max, (input,), {})

_overload_max.__tensor_params__ = ('input',)


# ── max.dim ───────────────────────────────────────────────────── ops.yaml:321
#   max.dim: Largest values along `dim` and their (first) indices, as a named tuple…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _max_dim_kernel(self, dim, keepdim):
    return max_dim(self, dim, keepdim)


def _max_dim_backward(grads, needs, shapes, result, **params):
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
    """Backward of `max.dim` (ops.yaml:321)."""

    return_names = ('values', 'indices')


_op_max_dim = OpDef(
    'max.dim',
    _max_dim_kernel,
    line=321,
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
    return _bind(_op_max_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_max_dim.__tensor_params__ = ('input',)


# ── max.other ─────────────────────────────────────────────────── ops.yaml:338
#   max.other: Elementwise maximum of two broadcast tensors; on ties each side gets h…
#   backward[self]: grad * maximum_weight(self, other, "gt")  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "gt")  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "gt") + [other] other_t * maximum_weight(other, self, "gt")
#   vmap: broadcast
def _max_other_kernel(self, other):
    return np.maximum(self, other)


def _max_other_backward(grads, needs, shapes, self, other, **params):
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
    """Backward of `max.other` (ops.yaml:338)."""

    return_names = ('result',)


_op_max_other = OpDef(
    'max.other',
    _max_other_kernel,
    line=338,
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
    return _bind(_op_max_other, (input, other), {})

_overload_max_other.__tensor_params__ = ('input', 'other')


# ── min ───────────────────────────────────────────────────────── ops.yaml:359
#   min: min(x) is the smallest element (ties share the gradient); min(x, dim, …
#   backward[self]: extreme_backward(grad, self, result, None, False)
#   jvp: [self] reduction_jvp(self_t, extreme_weight(self, result, None, False), None, False)
#   vmap: {'reduction': {'dim': None, 'keepdim': False}}
def _min_kernel(self):
    return _minmax(self, None, False, False)


def _min_backward(grads, needs, shapes, self, result, **params):
    grad = grads[0]
    return (
        (extreme_backward(grad, self, result, None, False)) if needs[0] else None,
    )


def _min_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, reduction_jvp(self_t, extreme_weight(self, result, None, False), None, False))
    return out


class MinBackward0(OpNode):
    """Backward of `min` (ops.yaml:359)."""

    return_names = ('result',)


_op_min = OpDef(
    'min',
    _min_kernel,
    line=359,
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
    backward=_min_backward,
    jvp=_min_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': None, 'keepdim': False}},
    node_cls=MinBackward0,
    c_kernel=None,
    param_names=(),
)
MinBackward0.op = _op_min


def _overload_min(input):
    return _bind(_op_min, (input,), {})

_overload_min.__tensor_params__ = ('input',)


# ── min.dim ───────────────────────────────────────────────────── ops.yaml:372
#   min.dim: Smallest values along `dim` and their (first) indices, as a named tupl…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _min_dim_kernel(self, dim, keepdim):
    return min_dim(self, dim, keepdim)


def _min_dim_backward(grads, needs, shapes, result, **params):
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
    """Backward of `min.dim` (ops.yaml:372)."""

    return_names = ('values', 'indices')


_op_min_dim = OpDef(
    'min.dim',
    _min_dim_kernel,
    line=372,
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
    return _bind(_op_min_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_min_dim.__tensor_params__ = ('input',)


# ── min.other ─────────────────────────────────────────────────── ops.yaml:387
#   min.other: Elementwise minimum of two broadcast tensors; on ties each side gets h…
#   backward[self]: grad * maximum_weight(self, other, "lt")  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "lt")  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "lt") + [other] other_t * maximum_weight(other, self, "lt")
#   vmap: broadcast
def _min_other_kernel(self, other):
    return np.minimum(self, other)


def _min_other_backward(grads, needs, shapes, self, other, **params):
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
    """Backward of `min.other` (ops.yaml:387)."""

    return_names = ('result',)


_op_min_other = OpDef(
    'min.other',
    _min_other_kernel,
    line=387,
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
    return _bind(_op_min_other, (input, other), {})

_overload_min_other.__tensor_params__ = ('input', 'other')


# ── argmax ────────────────────────────────────────────────────── ops.yaml:407
#   argmax: Index (int64) of the first largest element along `dim`, or into the fl…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'argmax'}
def _argmax_kernel(self, dim, keepdim):
    return _argext(self, dim, keepdim, True)


class ArgmaxBackward0(OpNode):
    """Backward of `argmax` (ops.yaml:407)."""

    return_names = ('result',)


_op_argmax = OpDef(
    'argmax',
    _argmax_kernel,
    line=407,
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
    return _bind(_op_argmax, (input,), {'dim': dim, 'keepdim': keepdim})

argmax.__tensor_params__ = ('input',)


# ── argmin ────────────────────────────────────────────────────── ops.yaml:426
#   argmin: Index (int64) of the first smallest element along `dim`, or into the f…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'argmin'}
def _argmin_kernel(self, dim, keepdim):
    return _argext(self, dim, keepdim, False)


class ArgminBackward0(OpNode):
    """Backward of `argmin` (ops.yaml:426)."""

    return_names = ('result',)


_op_argmin = OpDef(
    'argmin',
    _argmin_kernel,
    line=426,
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
    return _bind(_op_argmin, (input,), {'dim': dim, 'keepdim': keepdim})

argmin.__tensor_params__ = ('input',)


# ── var ───────────────────────────────────────────────────────── ops.yaml:443
#   var: Variance over `dim` (all dims if None): sum((x - mean)^2) / max(0, N -…
#   backward[self]: var_backward(grad, self, dim, unbiased, keepdim, correction)
#   jvp: [self] var_jvp(self_t, self, dim, unbiased, keepdim, correction)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _var_kernel(self, dim, unbiased, keepdim, correction):
    return _var(self, dim, unbiased, keepdim, correction)


def _var_backward(grads, needs, shapes, self, **params):
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
    """Backward of `var` (ops.yaml:443)."""

    return_names = ('result',)


_op_var = OpDef(
    'var',
    _var_kernel,
    line=443,
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
    return _bind(_op_var, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})

var.__tensor_params__ = ('input',)


# ── std ───────────────────────────────────────────────────────── ops.yaml:467
#   std: Standard deviation, sqrt(var) with the same arguments; the gradient is…
#   backward[self]: std_backward(grad, self, result, dim, unbiased, keepdim, correction)
#   jvp: [self] std_jvp(self_t, self, result, dim, unbiased, keepdim, correction)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _std_kernel(self, dim, unbiased, keepdim, correction):
    return _var(self, dim, unbiased, keepdim, correction, True)


def _std_backward(grads, needs, shapes, self, result, **params):
    grad = grads[0]
    dim = params["dim"]
    unbiased = params["unbiased"]
    keepdim = params["keepdim"]
    correction = params["correction"]
    return (
        (std_backward(grad, self, result, dim, unbiased, keepdim, correction)) if needs[0] else None,
    )


def _std_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    unbiased = params["unbiased"]
    keepdim = params["keepdim"]
    correction = params["correction"]
    out = None
    if self_t is not None:
        out = add_tangent(out, std_jvp(self_t, self, result, dim, unbiased, keepdim, correction))
    return out


class StdBackward0(OpNode):
    """Backward of `std` (ops.yaml:467)."""

    return_names = ('result',)


_op_std = OpDef(
    'std',
    _std_kernel,
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
    fp_errors=True,
    differentiable=(True,),
    saves=('self',),
    saves_result=True,
    backward=_std_backward,
    jvp=_std_jvp,
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=StdBackward0,
    c_kernel=None,
    param_names=('dim', 'unbiased', 'keepdim', 'correction'),
)
StdBackward0.op = _op_std


def std(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return _bind(_op_std, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})

std.__tensor_params__ = ('input',)


# ── logsumexp ─────────────────────────────────────────────────── ops.yaml:487
#   logsumexp: log(sum(exp(x))) over `dim`, computed stably (the max is subtracted fi…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) * logsumexp_weight(self, result, dim, keepdim)
#   jvp: [self] reduction_jvp(self_t, logsumexp_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _logsumexp_kernel(self, dim, keepdim):
    return _logsumexp(self, dim, keepdim)


def _logsumexp_backward(grads, needs, shapes, self, result, **params):
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
        out = add_tangent(out, reduction_jvp(self_t, logsumexp_weight(self, result, dim, keepdim), dim, keepdim))
    return out


class LogsumexpBackward0(OpNode):
    """Backward of `logsumexp` (ops.yaml:487)."""

    return_names = ('result',)


_op_logsumexp = OpDef(
    'logsumexp',
    _logsumexp_kernel,
    line=487,
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
    return _bind(_op_logsumexp, (input,), {'dim': dim, 'keepdim': keepdim})

logsumexp.__tensor_params__ = ('input',)


# ── norm ──────────────────────────────────────────────────────── ops.yaml:506
#   norm: Vector p-norm over `dim` (all elements if None): p='fro' or 2 (default…
#   backward[self]: norm_backward(grad, self, result, p, dim, keepdim)
#   jvp: [self] reduction_jvp(self_t, norm_weight(self, result, p, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _norm_kernel(self, p, dim, keepdim, dtype):
    return _norm(self, p, dim, keepdim, dtype)


def _norm_backward(grads, needs, shapes, self, result, **params):
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
        out = add_tangent(out, reduction_jvp(self_t, norm_weight(self, result, p, dim, keepdim), dim, keepdim))
    return out


class NormBackward0(OpNode):
    """Backward of `norm` (ops.yaml:506)."""

    return_names = ('result',)


_op_norm = OpDef(
    'norm',
    _norm_kernel,
    line=506,
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
    return _bind(_op_norm, (input,), {'p': p, 'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

norm.__tensor_params__ = ('input',)


# ── all ───────────────────────────────────────────────────────── ops.yaml:532
#   all: True where every element (over `dim`, or of the whole tensor) is nonze…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _all_kernel(self, dim, keepdim):
    return np.all(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


class AllBackward0(OpNode):
    """Backward of `all` (ops.yaml:532)."""

    return_names = ('result',)


_op_all = OpDef(
    'all',
    _all_kernel,
    line=532,
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
    return _bind(_op_all, (input,), {'dim': dim, 'keepdim': keepdim})

all.__tensor_params__ = ('input',)


# ── any ───────────────────────────────────────────────────────── ops.yaml:549
#   any: True where some element (over `dim`, or of the whole tensor) is nonzer…
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
def _any_kernel(self, dim, keepdim):
    return np.any(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


class AnyBackward0(OpNode):
    """Backward of `any` (ops.yaml:549)."""

    return_names = ('result',)


_op_any = OpDef(
    'any',
    _any_kernel,
    line=549,
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
    return _bind(_op_any, (input,), {'dim': dim, 'keepdim': keepdim})

any.__tensor_params__ = ('input',)


# ── cumsum ────────────────────────────────────────────────────── ops.yaml:565
#   cumsum: Running sum along `dim` (integers and bools accumulate in int64). Its …
#   backward[self]: flip(cumsum(flip(grad, [dim]), dim), [dim])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _cumsum_kernel(self, dim, dtype):
    return _cumsum(self, dim, dtype)


def _cumsum_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (flip(cumsum(flip(grad, [dim]), dim), [dim])) if needs[0] else None,
    )


class CumsumBackward0(OpNode):
    """Backward of `cumsum` (ops.yaml:565)."""

    return_names = ('result',)


_op_cumsum = OpDef(
    'cumsum',
    _cumsum_kernel,
    line=565,
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
    return _bind(_op_cumsum, (input,), {'dim': dim, 'dtype': dtype})

cumsum.__tensor_params__ = ('input',)


# ── _compare ──────────────────────────────────────────────────── ops.yaml:585
#   _compare: Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le)…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
def __compare_kernel(self, other, op):
    return _compare_arrays(self, other, op)


class CompareBackward0(OpNode):
    """Backward of `_compare` (ops.yaml:585)."""

    return_names = ('result',)


_op__compare = OpDef(
    '_compare',
    __compare_kernel,
    line=585,
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
    return _bind(_op__compare, (input, other), {'op': op})

_compare.__tensor_params__ = ('input', 'other')


# ── reshape ───────────────────────────────────────────────────── ops.yaml:603
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
    """Backward of `reshape` (ops.yaml:603)."""

    return_names = ('result',)


_op_reshape = OpDef(
    'reshape',
    _reshape_kernel,
    line=603,
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


# ── expand ────────────────────────────────────────────────────── ops.yaml:615
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
    """Backward of `expand` (ops.yaml:615)."""

    return_names = ('result',)


_op_expand = OpDef(
    'expand',
    _expand_kernel,
    line=615,
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


# ── unsqueeze ─────────────────────────────────────────────────── ops.yaml:627
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
    """Backward of `unsqueeze` (ops.yaml:627)."""

    return_names = ('result',)


_op_unsqueeze = OpDef(
    'unsqueeze',
    _unsqueeze_kernel,
    line=627,
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


# ── squeeze ───────────────────────────────────────────────────── ops.yaml:639
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
    """Backward of `squeeze` (ops.yaml:639)."""

    return_names = ('result',)


_op_squeeze = OpDef(
    'squeeze',
    _squeeze_kernel,
    line=639,
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


# ── transpose ─────────────────────────────────────────────────── ops.yaml:651
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
    """Backward of `transpose` (ops.yaml:651)."""

    return_names = ('result',)


_op_transpose = OpDef(
    'transpose',
    _transpose_kernel,
    line=651,
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


# ── permute ───────────────────────────────────────────────────── ops.yaml:663
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
    """Backward of `permute` (ops.yaml:663)."""

    return_names = ('result',)


_op_permute = OpDef(
    'permute',
    _permute_kernel,
    line=663,
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


# ── view ──────────────────────────────────────────────────────── ops.yaml:675
#   view: The same memory seen with a new shape (one dim may be -1). Unlike resh…
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'view'}
def _view_kernel(self, shape):
    return _view(self, shape)


def _view_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class ViewBackward0(OpNode):
    """Backward of `view` (ops.yaml:675)."""

    return_names = ('result',)


_op_view = OpDef(
    'view',
    _view_kernel,
    line=675,
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
    return _bind(_op_view, (input,), {'shape': _varargs(shape)})

view.__tensor_params__ = ('input',)


# ── flatten ───────────────────────────────────────────────────── ops.yaml:689
#   flatten: Dims start_dim..end_dim merged into one (a 0-d tensor becomes 1-D); a …
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'flatten'}
def _flatten_kernel(self, start_dim, end_dim):
    return _flatten(self, start_dim, end_dim)


def _flatten_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (reshape(grad, shapes[0])) if needs[0] else None,
    )


class FlattenBackward0(OpNode):
    """Backward of `flatten` (ops.yaml:689)."""

    return_names = ('result',)


_op_flatten = OpDef(
    'flatten',
    _flatten_kernel,
    line=689,
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
    backward=_flatten_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'flatten'},
    node_cls=FlattenBackward0,
    c_kernel=None,
    param_names=('start_dim', 'end_dim'),
)
FlattenBackward0.op = _op_flatten


def flatten(input, start_dim=0, end_dim=-1):
    return _bind(_op_flatten, (input,), {'start_dim': start_dim, 'end_dim': end_dim})

flatten.__tensor_params__ = ('input',)


# ── t ─────────────────────────────────────────────────────────── ops.yaml:706
#   t: Transpose of a tensor with at most 2 dims (0-d and 1-D tensors come ba…
#   backward[self]: t(grad)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 't'}
def _t_kernel(self):
    return _t(self)


def _t_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (t(grad)) if needs[0] else None,
    )


class TBackward0(OpNode):
    """Backward of `t` (ops.yaml:706)."""

    return_names = ('result',)


_op_t = OpDef(
    't',
    _t_kernel,
    line=706,
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
    backward=_t_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 't'},
    node_cls=TBackward0,
    c_kernel=None,
    param_names=(),
)
TBackward0.op = _op_t


def t(input):
    return _bind(_op_t, (input,), {})

t.__tensor_params__ = ('input',)


# ── expand_as ─────────────────────────────────────────────────── ops.yaml:718
#   expand_as: self.expand(other.size()) — a broadcast view with the shape of `other`…
#   backward[self]: sum_to(grad, shapes[0])
#   backward[other]: non_differentiable
#   jvp: [self] expand_as(self_t, other)
#   vmap: {'custom': 'expand_as'}
def _expand_as_kernel(self, other):
    return _expand(self, other.shape)


def _expand_as_backward(grads, needs, shapes, other, **params):
    grad = grads[0]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        None,
    )


def _expand_as_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    out = None
    if self_t is not None:
        out = add_tangent(out, expand_as(self_t, other))
    return out


class ExpandAsBackward0(OpNode):
    """Backward of `expand_as` (ops.yaml:718)."""

    return_names = ('result',)


_op_expand_as = OpDef(
    'expand_as',
    _expand_as_kernel,
    line=718,
    tensor_args=('self', 'other'),
    list_args=(),
    dtype='keep',
    dtype_args=None,
    broadcast=False,
    outputs='tensor',
    n_outputs=1,
    view=True,
    random=False,
    fp_errors=False,
    differentiable=(True, False),
    saves=('other',),
    saves_result=False,
    backward=_expand_as_backward,
    jvp=_expand_as_jvp,
    jvp_kind='terms',
    vmap={'custom': 'expand_as'},
    node_cls=ExpandAsBackward0,
    c_kernel=None,
    param_names=(),
)
ExpandAsBackward0.op = _op_expand_as


def expand_as(input, other):
    return _bind(_op_expand_as, (input, other), {})

expand_as.__tensor_params__ = ('input', 'other')


# ── broadcast_to ──────────────────────────────────────────────── ops.yaml:732
#   broadcast_to: A broadcast view of `self` with shape `shape` (as expand; -1 keeps a d…
#   backward[self]: sum_to(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'broadcast_to'}
def _broadcast_to_kernel(self, shape):
    return _expand(self, shape)


def _broadcast_to_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
    )


class BroadcastToBackward0(OpNode):
    """Backward of `broadcast_to` (ops.yaml:732)."""

    return_names = ('result',)


_op_broadcast_to = OpDef(
    'broadcast_to',
    _broadcast_to_kernel,
    line=732,
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
    backward=_broadcast_to_backward,
    jvp=None,
    jvp_kind='auto_linear',
    vmap={'custom': 'broadcast_to'},
    node_cls=BroadcastToBackward0,
    c_kernel=None,
    param_names=('shape',),
)
BroadcastToBackward0.op = _op_broadcast_to


def broadcast_to(input, *shape):
    return _bind(_op_broadcast_to, (input,), {'shape': _varargs(shape)})

broadcast_to.__tensor_params__ = ('input',)


# ── movedim ───────────────────────────────────────────────────── ops.yaml:744
#   movedim: A view with the dims in `source` moved to the positions in `destinatio…
#   backward[self]: movedim(grad, destination, source)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'movedim'}
def _movedim_kernel(self, source, destination):
    return _movedim(self, source, destination)


def _movedim_backward(grads, needs, shapes, **params):
    grad = grads[0]
    source = params["source"]
    destination = params["destination"]
    return (
        (movedim(grad, destination, source)) if needs[0] else None,
    )


class MovedimBackward0(OpNode):
    """Backward of `movedim` (ops.yaml:744)."""

    return_names = ('result',)


_op_movedim = OpDef(
    'movedim',
    _movedim_kernel,
    line=744,
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
    return _bind(_op_movedim, (input,), {'source': source, 'destination': destination})

movedim.__tensor_params__ = ('input',)


# ── flip ──────────────────────────────────────────────────────── ops.yaml:760
#   flip: A copy with the order of elements reversed along each dim in `dims` (n…
#   backward[self]: flip(grad, dims)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'flip'}
def _flip_kernel(self, dims):
    return _flip(self, dims)


def _flip_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dims = params["dims"]
    return (
        (flip(grad, dims)) if needs[0] else None,
    )


class FlipBackward0(OpNode):
    """Backward of `flip` (ops.yaml:760)."""

    return_names = ('result',)


_op_flip = OpDef(
    'flip',
    _flip_kernel,
    line=760,
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
    return _bind(_op_flip, (input,), {'dims': _varargs(dims)})

flip.__tensor_params__ = ('input',)


# ── repeat ────────────────────────────────────────────────────── ops.yaml:776
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
    """Backward of `repeat` (ops.yaml:776)."""

    return_names = ('result',)


_op_repeat = OpDef(
    'repeat',
    _repeat_kernel,
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
    fp_errors=False,
    differentiable=(True,),
    saves=(),
    saves_result=False,
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
    return _bind(_op_repeat, (input,), {'repeats': _varargs(repeats)})

repeat.__tensor_params__ = ('input',)


# ── cat ───────────────────────────────────────────────────────── ops.yaml:794
#   cat: The tensors joined along an existing dim; the other dims must match (t…
#   backward[tensors]: cat_backward(grad, shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'cat'}
def _cat_kernel(tensors, dim):
    return _cat(tensors, dim)


def _cat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (cat_backward(grad, shapes[0], dim)) if needs[0] else None,
    )


class CatBackward0(OpNode):
    """Backward of `cat` (ops.yaml:794)."""

    return_names = ('result',)


_op_cat = OpDef(
    'cat',
    _cat_kernel,
    line=794,
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
    return _bind(_op_cat, (tensors,), {'dim': dim})

cat.__tensor_params__ = ('tensors',)


# ── stack ─────────────────────────────────────────────────────── ops.yaml:812
#   stack: Equal-shaped tensors joined along a new dim `dim` (0-d tensors stack i…
#   backward[tensors]: stack_backward(grad, dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'stack'}
def _stack_kernel(tensors, dim):
    return _stack(tensors, dim)


def _stack_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (stack_backward(grad, dim)) if needs[0] else None,
    )


class StackBackward0(OpNode):
    """Backward of `stack` (ops.yaml:812)."""

    return_names = ('result',)


_op_stack = OpDef(
    'stack',
    _stack_kernel,
    line=812,
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
    return _bind(_op_stack, (tensors,), {'dim': dim})

stack.__tensor_params__ = ('tensors',)


# ── split ─────────────────────────────────────────────────────── ops.yaml:828
#   split: Views of consecutive pieces along `dim`: of size `split_size_or_sectio…
#   backward[self]: split_backward(grads, shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _split_kernel(self, split_size_or_sections, dim):
    return _split(self, split_size_or_sections, dim)


def _split_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (split_backward(grads, shapes[0], dim)) if needs[0] else None,
    )


class SplitBackward0(OpNode):
    """Backward of `split` (ops.yaml:828)."""

    return_names = ('result',)


_op_split = OpDef(
    'split',
    _split_kernel,
    line=828,
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
    return _bind(_op_split, (input,), {'split_size_or_sections': split_size_or_sections, 'dim': dim})

split.__tensor_params__ = ('input',)


# ── chunk ─────────────────────────────────────────────────────── ops.yaml:848
#   chunk: At most `chunks` views along `dim`, each of size ceil(n / chunks) exce…
#   backward[self]: split_backward(grads, shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _chunk_kernel(self, chunks, dim):
    return _chunk(self, chunks, dim)


def _chunk_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (split_backward(grads, shapes[0], dim)) if needs[0] else None,
    )


class ChunkBackward0(OpNode):
    """Backward of `chunk` (ops.yaml:848)."""

    return_names = ('result',)


_op_chunk = OpDef(
    'chunk',
    _chunk_kernel,
    line=848,
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
    return _bind(_op_chunk, (input,), {'chunks': chunks, 'dim': dim})

chunk.__tensor_params__ = ('input',)


# ── unbind ────────────────────────────────────────────────────── ops.yaml:867
#   unbind: The slices along `dim`, each without that dim (views).
#   backward[self]: stack(grads, dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _unbind_kernel(self, dim):
    return _unbind(self, dim)


def _unbind_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (stack(grads, dim)) if needs[0] else None,
    )


class UnbindBackward0(OpNode):
    """Backward of `unbind` (ops.yaml:867)."""

    return_names = ('result',)


_op_unbind = OpDef(
    'unbind',
    _unbind_kernel,
    line=867,
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
    return _bind(_op_unbind, (input,), {'dim': dim})

unbind.__tensor_params__ = ('input',)


# ── narrow ────────────────────────────────────────────────────── ops.yaml:879
#   narrow: The view self[..., start:start+length, ...] along `dim` (a negative st…
#   backward[self]: narrow_backward(grad, shapes[0], dim, start)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _narrow_kernel(self, dim, start, length):
    return _narrow(self, dim, start, length)


def _narrow_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    start = params["start"]
    return (
        (narrow_backward(grad, shapes[0], dim, start)) if needs[0] else None,
    )


class NarrowBackward0(OpNode):
    """Backward of `narrow` (ops.yaml:879)."""

    return_names = ('result',)


_op_narrow = OpDef(
    'narrow',
    _narrow_kernel,
    line=879,
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
    return _bind(_op_narrow, (input,), {'dim': dim, 'start': start, 'length': length})

narrow.__tensor_params__ = ('input',)


# ── diag ──────────────────────────────────────────────────────── ops.yaml:895
#   diag: A 1-D tensor becomes a square matrix with it on the `diagonal`-th diag…
#   backward[self]: diag_backward(grad, shapes[0], diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'diag'}
def _diag_kernel(self, diagonal):
    return _diag(self, diagonal)


def _diag_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (diag_backward(grad, shapes[0], diagonal)) if needs[0] else None,
    )


class DiagBackward0(OpNode):
    """Backward of `diag` (ops.yaml:895)."""

    return_names = ('result',)


_op_diag = OpDef(
    'diag',
    _diag_kernel,
    line=895,
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
    return _bind(_op_diag, (input,), {'diagonal': diagonal})

diag.__tensor_params__ = ('input',)


# ── diagonal ──────────────────────────────────────────────────── ops.yaml:916
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
    """Backward of `diagonal` (ops.yaml:916)."""

    return_names = ('result',)


_op_diagonal = OpDef(
    'diagonal',
    _diagonal_kernel,
    line=916,
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
    return _bind(_op_diagonal, (input,), {'offset': offset, 'dim1': dim1, 'dim2': dim2})

diagonal.__tensor_params__ = ('input',)


# ── tril ──────────────────────────────────────────────────────── ops.yaml:936
#   tril: A copy with the elements above the `diagonal`-th diagonal of the last …
#   backward[self]: tril(grad, diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'tril'}
def _tril_kernel(self, diagonal):
    return _tri(self, diagonal, False)


def _tril_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (tril(grad, diagonal)) if needs[0] else None,
    )


class TrilBackward0(OpNode):
    """Backward of `tril` (ops.yaml:936)."""

    return_names = ('result',)


_op_tril = OpDef(
    'tril',
    _tril_kernel,
    line=936,
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
    return _bind(_op_tril, (input,), {'diagonal': diagonal})

tril.__tensor_params__ = ('input',)


# ── triu ──────────────────────────────────────────────────────── ops.yaml:947
#   triu: A copy with the elements below the `diagonal`-th diagonal of the last …
#   backward[self]: triu(grad, diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'triu'}
def _triu_kernel(self, diagonal):
    return _tri(self, diagonal, True)


def _triu_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (triu(grad, diagonal)) if needs[0] else None,
    )


class TriuBackward0(OpNode):
    """Backward of `triu` (ops.yaml:947)."""

    return_names = ('result',)


_op_triu = OpDef(
    'triu',
    _triu_kernel,
    line=947,
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
    return _bind(_op_triu, (input,), {'diagonal': diagonal})

triu.__tensor_params__ = ('input',)


# ── contiguous ────────────────────────────────────────────────── ops.yaml:958
#   contiguous: `self`'s memory when it is already C-contiguous (a view sharing the ve…
#   backward[self]: grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _contiguous_kernel(self):
    return _contiguous(self)


def _contiguous_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


class ContiguousBackward0(OpNode):
    """Backward of `contiguous` (ops.yaml:958)."""

    return_names = ('result',)


_op_contiguous = OpDef(
    'contiguous',
    _contiguous_kernel,
    line=958,
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
    return _bind(_op_contiguous, (input,), {})

contiguous.__tensor_params__ = ('input',)


# ── matmul ────────────────────────────────────────────────────── ops.yaml:974
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
    """Backward of `matmul` (ops.yaml:974)."""

    return_names = ('result',)


_op_matmul = OpDef(
    'matmul',
    _matmul_kernel,
    line=974,
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


# ── zeros ─────────────────────────────────────────────────────── ops.yaml:1000
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   jvp: none
#   vmap: none
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class ZerosBackward0(OpNode):
    """Backward of `zeros` (ops.yaml:1000)."""

    return_names = ('result',)


_op_zeros = OpDef(
    'zeros',
    _zeros_kernel,
    line=1000,
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


# ── ones ──────────────────────────────────────────────────────── ops.yaml:1008
#   ones: A tensor of ones.
#   jvp: none
#   vmap: none
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(_size(size), dtype=_float_dtype(dtype))


class OnesBackward0(OpNode):
    """Backward of `ones` (ops.yaml:1008)."""

    return_names = ('result',)


_op_ones = OpDef(
    'ones',
    _ones_kernel,
    line=1008,
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


# ── zeros_like ────────────────────────────────────────────────── ops.yaml:1016
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class ZerosLikeBackward0(OpNode):
    """Backward of `zeros_like` (ops.yaml:1016)."""

    return_names = ('result',)


_op_zeros_like = OpDef(
    'zeros_like',
    _zeros_like_kernel,
    line=1016,
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


# ── ones_like ─────────────────────────────────────────────────── ops.yaml:1025
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class OnesLikeBackward0(OpNode):
    """Backward of `ones_like` (ops.yaml:1025)."""

    return_names = ('result',)


_op_ones_like = OpDef(
    'ones_like',
    _ones_like_kernel,
    line=1025,
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


# ── _to_copy ──────────────────────────────────────────────────── ops.yaml:1036
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
    """Backward of `_to_copy` (ops.yaml:1036)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=1036,
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


# ── clone ─────────────────────────────────────────────────────── ops.yaml:1046
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
    """Backward of `clone` (ops.yaml:1046)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=1046,
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


# ── index ─────────────────────────────────────────────────────── ops.yaml:1059
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
    """Backward of `index` (ops.yaml:1059)."""

    return_names = ('result',)


_op_index = OpDef(
    'index',
    _index_kernel,
    line=1059,
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


# ── index_backward ────────────────────────────────────────────── ops.yaml:1075
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
    """Backward of `index_backward` (ops.yaml:1075)."""

    return_names = ('result',)


_op_index_backward = OpDef(
    'index_backward',
    _index_backward_kernel,
    line=1075,
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


# ── index_put ─────────────────────────────────────────────────── ops.yaml:1086
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
    """Backward of `index_put` (ops.yaml:1086)."""

    return_names = ('result',)


_op_index_put = OpDef(
    'index_put',
    _index_put_kernel,
    line=1086,
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
cumsum.__doc__ = 'Running sum along `dim` (integers and bools accumulate in int64). Its gradient is the reversed running sum of the incoming gradient.'
_compare.__doc__ = 'Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le) as a bool tensor, broadcasting. The masks of the max/min/norm/std gradient formulas are built from it.'
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
diag.__doc__ = 'A 1-D tensor becomes a square matrix with it on the `diagonal`-th diagonal; a 2-D tensor gives a copy of that diagonal as a 1-D tensor (0 is the main diagonal, >0 above, <0 below).'
diagonal.__doc__ = 'A (writable) view of the diagonal of the dims dim1 and dim2, appended as the last dim; `offset` > 0 is above the main diagonal, < 0 below.'
tril.__doc__ = 'A copy with the elements above the `diagonal`-th diagonal of the last two dims zeroed.'
triu.__doc__ = 'A copy with the elements below the `diagonal`-th diagonal of the last two dims zeroed.'
contiguous.__doc__ = "`self`'s memory when it is already C-contiguous (a view sharing the version counter), otherwise a contiguous copy."
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
    'diag': diag,
    'diagonal': diagonal,
    'tril': tril,
    'triu': triu,
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
    'prod': _op_prod,
    'amax': _op_amax,
    'amin': _op_amin,
    'max': _op_max,
    'max.dim': _op_max_dim,
    'max.other': _op_max_other,
    'min': _op_min,
    'min.dim': _op_min_dim,
    'min.other': _op_min_other,
    'argmax': _op_argmax,
    'argmin': _op_argmin,
    'var': _op_var,
    'std': _op_std,
    'logsumexp': _op_logsumexp,
    'norm': _op_norm,
    'all': _op_all,
    'any': _op_any,
    'cumsum': _op_cumsum,
    '_compare': _op__compare,
    'reshape': _op_reshape,
    'expand': _op_expand,
    'unsqueeze': _op_unsqueeze,
    'squeeze': _op_squeeze,
    'transpose': _op_transpose,
    'permute': _op_permute,
    'view': _op_view,
    'flatten': _op_flatten,
    't': _op_t,
    'expand_as': _op_expand_as,
    'broadcast_to': _op_broadcast_to,
    'movedim': _op_movedim,
    'flip': _op_flip,
    'repeat': _op_repeat,
    'cat': _op_cat,
    'stack': _op_stack,
    'split': _op_split,
    'chunk': _op_chunk,
    'unbind': _op_unbind,
    'narrow': _op_narrow,
    'diag': _op_diag,
    'diagonal': _op_diagonal,
    'tril': _op_tril,
    'triu': _op_triu,
    'contiguous': _op_contiguous,
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
