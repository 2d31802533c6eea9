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
from ..backends import c as _c
from .._dispatch import bind as _bind
from .._formula_helpers import _normalize, add_tangent, cat_backward, expand_to, keep_reduced, matmul_backward_other, matmul_backward_self, permute_backward, reduced_numel, split_backward, stack_backward, sum_to, unreduce, zeros_of
from .._inplace import index_arg as _index_arg
from .._inplace import inplace as _inplace
from .._kernels import _axes, _bad_axis, _dim, _expand, _float_dtype, _getitem, _index_add_zeros, _index_put, _matmul, _np_dtype, _restore_dims, _size, _squeeze, log_softmax, logsumexp, max_dim, min_dim, softmax
from .._overloads import requires_grad as _requires_grad
from .._overloads import resolve as _resolve
from .._overloads import varargs as _varargs
from ..autograd.graph import OpNode



# ── neg ───────────────────────────────────────────────────────── ops.yaml:57
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
    """Backward of `neg` (ops.yaml:57)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    _neg_kernel,
    line=57,
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



# ── exp ───────────────────────────────────────────────────────── ops.yaml:70
#   exp: Elementwise exponential, e^x.
#   backward[self]: grad * result
#   jvp: [self] self_t * result
#   vmap: elementwise
def _exp_kernel(self):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.exp_forward(self)
        if c_out is not None:
            return c_out
    return np.exp(self)


def _exp_c_backward(grads, needs, shapes, result, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.exp_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


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
    """Backward of `exp` (ops.yaml:70)."""

    return_names = ('result',)


_op_exp = OpDef(
    'exp',
    _exp_kernel,
    line=70,
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
    c_kernel={'kind': 'unary', 'forward': {None: 'exp(x)'}, 'backward': {None: 'g * y'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['y']},
    c_backward=_exp_c_backward,
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
    ops = _c.OPS
    if ops is not None:
        c_out = ops.log_forward(self)
        if c_out is not None:
            return c_out
    return np.log(self)


def _log_c_backward(grads, needs, shapes, self, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.log_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


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
    c_kernel={'kind': 'unary', 'forward': {None: 'log(x)'}, 'backward': {None: 'g / x'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_backward=_log_c_backward,
    param_names=(),
)
LogBackward0.op = _op_log


def log(input):
    return _bind(_op_log, (input,), {})

log.__tensor_params__ = ('input',)

def _log_inplace(self):
    return _inplace(_op_log, (self,), {})



# ── sin ───────────────────────────────────────────────────────── ops.yaml:98
#   sin: Elementwise sine (radians).
#   backward[self]: grad * cos(self)
#   jvp: auto_elementwise: self_t * cos(self)
#   vmap: elementwise
def _sin_kernel(self):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.sin_forward(self)
        if c_out is not None:
            return c_out
    return np.sin(self)


def _sin_c_backward(grads, needs, shapes, self, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sin_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


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
    """Backward of `sin` (ops.yaml:98)."""

    return_names = ('result',)


_op_sin = OpDef(
    'sin',
    _sin_kernel,
    line=98,
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
    c_kernel={'kind': 'unary', 'forward': {None: 'sin(x)'}, 'backward': {None: 'g * cos(x)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_backward=_sin_c_backward,
    param_names=(),
)
SinBackward0.op = _op_sin


def sin(input):
    return _bind(_op_sin, (input,), {})

sin.__tensor_params__ = ('input',)

def _sin_inplace(self):
    return _inplace(_op_sin, (self,), {})



# ── cos ───────────────────────────────────────────────────────── ops.yaml:111
#   cos: Elementwise cosine (radians).
#   backward[self]: -grad * sin(self)
#   jvp: auto_elementwise: -self_t * sin(self)
#   vmap: elementwise
def _cos_kernel(self):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.cos_forward(self)
        if c_out is not None:
            return c_out
    return np.cos(self)


def _cos_c_backward(grads, needs, shapes, self, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.cos_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


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
    """Backward of `cos` (ops.yaml:111)."""

    return_names = ('result',)


_op_cos = OpDef(
    'cos',
    _cos_kernel,
    line=111,
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
    c_kernel={'kind': 'unary', 'forward': {None: 'cos(x)'}, 'backward': {None: '-g * sin(x)'}, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': ['x']},
    c_backward=_cos_c_backward,
    param_names=(),
)
CosBackward0.op = _op_cos


def cos(input):
    return _bind(_op_cos, (input,), {})

cos.__tensor_params__ = ('input',)

def _cos_inplace(self):
    return _inplace(_op_cos, (self,), {})



# ── add ───────────────────────────────────────────────────────── ops.yaml:126
#   add: self + alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: grad * alpha if alpha != 1 else grad  (reduced to the input's shape)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: broadcast
def _add_kernel(self, other, alpha):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.add_forward(self, other, alpha)
        if c_out is not None:
            return c_out
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
    c_kernel={'kind': 'binary', 'forward': {None: 'a + alpha * b'}, 'backward': None, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': ['alpha'], 'bwd_uses': []},
    param_names=('alpha',),
)
AddBackward0.op = _op_add


def add(input, other, *, alpha=1):
    return _bind(_op_add, (input, other), {'alpha': alpha})

add.__tensor_params__ = ('input', 'other')

def _add_inplace(self, other, *, alpha=1):
    return _inplace(_op_add, (self, other), {'alpha': alpha})



# ── sub ───────────────────────────────────────────────────────── ops.yaml:150
#   sub: self - alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: broadcast
def _sub_kernel(self, other, alpha):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.sub_forward(self, other, alpha)
        if c_out is not None:
            return c_out
    return np.subtract(self, other) if alpha == 1 else np.subtract(self, np.multiply(other, alpha))


def _sub_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (sum_to(grad, shapes[0])) if needs[0] else None,
        (sum_to(-grad * alpha if alpha != 1 else -grad, shapes[1])) if needs[1] else None,
    )


class SubBackward0(OpNode):
    """Backward of `sub` (ops.yaml:150)."""

    return_names = ('result',)


_op_sub = OpDef(
    'sub',
    _sub_kernel,
    line=150,
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
    c_kernel={'kind': 'binary', 'forward': {None: 'a - alpha * b'}, 'backward': None, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': ['alpha'], 'bwd_uses': []},
    param_names=('alpha',),
)
SubBackward0.op = _op_sub


def sub(input, other, *, alpha=1):
    return _bind(_op_sub, (input, other), {'alpha': alpha})

sub.__tensor_params__ = ('input', 'other')

def _sub_inplace(self, other, *, alpha=1):
    return _inplace(_op_sub, (self, other), {'alpha': alpha})



# ── mul ───────────────────────────────────────────────────────── ops.yaml:171
#   mul: Elementwise product, broadcasting the two.
#   backward[self]: grad * other  (reduced to the input's shape)
#   backward[other]: grad * self  (reduced to the input's shape)
#   jvp: [self] self_t * other + [other] other_t * self
#   vmap: broadcast
def _mul_kernel(self, other):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.mul_forward(self, other)
        if c_out is not None:
            return c_out
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
    """Backward of `mul` (ops.yaml:171)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    _mul_kernel,
    line=171,
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
    c_kernel={'kind': 'binary', 'forward': {None: 'a * b'}, 'backward': None, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': []},
    param_names=(),
)
MulBackward0.op = _op_mul


def mul(input, other):
    return _bind(_op_mul, (input, other), {})

mul.__tensor_params__ = ('input', 'other')

def _mul_inplace(self, other):
    return _inplace(_op_mul, (self, other), {})



# ── div ───────────────────────────────────────────────────────── ops.yaml:196
#   div: Elementwise true division (integers divide to float), broadcasting the…
#   backward[self]: grad / other  (reduced to the input's shape)
#   backward[other]: -grad * self / (other * other)  (reduced to the input's shape)
#   jvp: [self] self_t / other + [other] -other_t * result / other
#   vmap: broadcast
def _div_kernel(self, other):
    ops = _c.OPS
    if ops is not None:
        c_out = ops.div_forward(self, other)
        if c_out is not None:
            return c_out
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
    """Backward of `div` (ops.yaml:196)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    _div_kernel,
    line=196,
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
    c_kernel={'kind': 'binary', 'forward': {None: 'a / b'}, 'backward': None, 'select': None, 'helper': None, 'guard': None, 'min_size': None, 'params': [], 'bwd_uses': []},
    param_names=(),
)
DivBackward0.op = _op_div


def div(input, other):
    return _bind(_op_div, (input, other), {})

div.__tensor_params__ = ('input', 'other')

def _div_inplace(self, other):
    return _inplace(_op_div, (self, other), {})



# ── sum ───────────────────────────────────────────────────────── ops.yaml:223
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
    """Backward of `sum` (ops.yaml:223)."""

    return_names = ('result',)


_op_sum = OpDef(
    'sum',
    _sum_kernel,
    line=223,
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


# ── mean ──────────────────────────────────────────────────────── ops.yaml:241
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
    """Backward of `mean` (ops.yaml:241)."""

    return_names = ('result',)


_op_mean = OpDef(
    'mean',
    _mean_kernel,
    line=241,
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


# ── reshape ───────────────────────────────────────────────────── ops.yaml:260
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
    """Backward of `reshape` (ops.yaml:260)."""

    return_names = ('result',)


_op_reshape = OpDef(
    'reshape',
    _reshape_kernel,
    line=260,
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


# ── expand ────────────────────────────────────────────────────── ops.yaml:272
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
    """Backward of `expand` (ops.yaml:272)."""

    return_names = ('result',)


_op_expand = OpDef(
    'expand',
    _expand_kernel,
    line=272,
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


# ── unsqueeze ─────────────────────────────────────────────────── ops.yaml:284
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
    """Backward of `unsqueeze` (ops.yaml:284)."""

    return_names = ('result',)


_op_unsqueeze = OpDef(
    'unsqueeze',
    _unsqueeze_kernel,
    line=284,
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


# ── squeeze ───────────────────────────────────────────────────── ops.yaml:296
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
    """Backward of `squeeze` (ops.yaml:296)."""

    return_names = ('result',)


_op_squeeze = OpDef(
    'squeeze',
    _squeeze_kernel,
    line=296,
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


# ── transpose ─────────────────────────────────────────────────── ops.yaml:308
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
    """Backward of `transpose` (ops.yaml:308)."""

    return_names = ('result',)


_op_transpose = OpDef(
    'transpose',
    _transpose_kernel,
    line=308,
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


# ── permute ───────────────────────────────────────────────────── ops.yaml:320
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
    """Backward of `permute` (ops.yaml:320)."""

    return_names = ('result',)


_op_permute = OpDef(
    'permute',
    _permute_kernel,
    line=320,
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


# ── matmul ────────────────────────────────────────────────────── ops.yaml:334
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
    """Backward of `matmul` (ops.yaml:334)."""

    return_names = ('result',)


_op_matmul = OpDef(
    'matmul',
    _matmul_kernel,
    line=334,
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


# ── zeros ─────────────────────────────────────────────────────── ops.yaml:360
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   jvp: none
#   vmap: none
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(_size(size), dtype=_float_dtype(dtype))


class ZerosBackward0(OpNode):
    """Backward of `zeros` (ops.yaml:360)."""

    return_names = ('result',)


_op_zeros = OpDef(
    'zeros',
    _zeros_kernel,
    line=360,
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


# ── ones ──────────────────────────────────────────────────────── ops.yaml:368
#   ones: A tensor of ones.
#   jvp: none
#   vmap: none
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(_size(size), dtype=_float_dtype(dtype))


class OnesBackward0(OpNode):
    """Backward of `ones` (ops.yaml:368)."""

    return_names = ('result',)


_op_ones = OpDef(
    'ones',
    _ones_kernel,
    line=368,
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


# ── zeros_like ────────────────────────────────────────────────── ops.yaml:376
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class ZerosLikeBackward0(OpNode):
    """Backward of `zeros_like` (ops.yaml:376)."""

    return_names = ('result',)


_op_zeros_like = OpDef(
    'zeros_like',
    _zeros_like_kernel,
    line=376,
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


# ── ones_like ─────────────────────────────────────────────────── ops.yaml:385
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=_np_dtype(dtype) or self.dtype)


class OnesLikeBackward0(OpNode):
    """Backward of `ones_like` (ops.yaml:385)."""

    return_names = ('result',)


_op_ones_like = OpDef(
    'ones_like',
    _ones_like_kernel,
    line=385,
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


# ── _to_copy ──────────────────────────────────────────────────── ops.yaml:396
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
    """Backward of `_to_copy` (ops.yaml:396)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=396,
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


# ── clone ─────────────────────────────────────────────────────── ops.yaml:406
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
    """Backward of `clone` (ops.yaml:406)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=406,
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


# ── index ─────────────────────────────────────────────────────── ops.yaml:419
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
    """Backward of `index` (ops.yaml:419)."""

    return_names = ('result',)


_op_index = OpDef(
    'index',
    _index_kernel,
    line=419,
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


# ── index_backward ────────────────────────────────────────────── ops.yaml:435
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
    """Backward of `index_backward` (ops.yaml:435)."""

    return_names = ('result',)


_op_index_backward = OpDef(
    'index_backward',
    _index_backward_kernel,
    line=435,
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


# ── index_put ─────────────────────────────────────────────────── ops.yaml:446
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
    """Backward of `index_put` (ops.yaml:446)."""

    return_names = ('result',)


_op_index_put = OpDef(
    'index_put',
    _index_put_kernel,
    line=446,
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
