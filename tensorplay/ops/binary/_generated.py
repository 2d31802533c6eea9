# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The binary ops (tensorplay/ops/binary/ops.yaml), one section each. A primitive's section holds its
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
from ...backends import c as _c
from ...dispatch.dispatcher import call as _call
from ...dispatch.dispatcher import any_interpreter as _any_interpreter
from ...core.interpreters import takes_fused as _takes_fused
from ...dispatch.inplace import inplace as _inplace
from ...dispatch.inplace import would_record as _would_record
from ...dispatch.composite_inplace import composite_inplace as _composite_inplace
from ...dispatch.overloads import resolve as _resolve
from ..shared import batching as R
from ...core import optable as O
# --8<-- [start:add]
# ── add ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:6
#   add: self + alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: grad * alpha if alpha != 1 else grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] other_t * alpha if alpha != 1 else other_t
#   uses K._wrapped (tensorplay/ops/binary/kernels.py:13)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _add_kernel(self, other, alpha):
    return np.add(self, other) if alpha == 1 else np.add(self, np.multiply(other, K._wrapped(alpha, self.dtype)))

def _add_kernel_into(self, other, alpha):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.add(self, other, out=self) if alpha == 1 else np.add(self, np.multiply(other, K._wrapped(alpha, self.dtype)), out=self)

def _add_c_forward(self, other, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None or not (alpha != 1):
        return None
    return ops.add_forward(self, other, alpha)

def _add_backward(grads, needs, shapes, *, alpha, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * alpha if alpha != 1 else grad, shapes[1])) if needs[1] else None,
    )

def _add_jvp(tangents, self, other, result, *, alpha, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * alpha if alpha != 1 else other_t, _out_shape))
    return out

_op_add = OpDef('add', _add_kernel, line=6, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                differentiable=(True, True), saves_per_input=((), ()), jvp_kind='terms', vmap='broadcast',
                fast='same', kernel_into=_add_kernel_into, ufunc=np.add, ufunc_when=('alpha', 1),
                node='AddBackward0', backward=_add_backward, jvp=_add_jvp, c_forward=_add_c_forward)

def add(input, other, *, alpha=1):
    return _call(_op_add, (input, other), _op_add.ufunc_params if alpha.__class__ is int and alpha == 1 else {'alpha': alpha})

def _add_inplace(self, other, *, alpha=1):
    return _inplace(_op_add, (self, other), {'alpha': alpha})
# --8<-- [end:add]
# --8<-- [start:sub]
# ── sub ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:35
#   sub: self - alpha * other, broadcasting the two.
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * alpha if alpha != 1 else -other_t
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _sub_kernel(self, other, alpha):
    return np.subtract(self, other) if alpha == 1 else np.subtract(self, np.multiply(other, alpha))

def _sub_kernel_into(self, other, alpha):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.subtract(self, other, out=self) if alpha == 1 else np.subtract(self, np.multiply(other, alpha), out=self)

def _sub_c_forward(self, other, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None or not (alpha != 1):
        return None
    return ops.sub_forward(self, other, alpha)

def _sub_backward(grads, needs, shapes, *, alpha, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * alpha if alpha != 1 else -grad, shapes[1])) if needs[1] else None,
    )

def _sub_jvp(tangents, self, other, result, *, alpha, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * alpha if alpha != 1 else -other_t, _out_shape))
    return out

_op_sub = OpDef('sub', _sub_kernel, line=35, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                differentiable=(True, True), saves_per_input=((), ()), jvp_kind='terms', vmap='broadcast',
                fast='same', kernel_into=_sub_kernel_into, ufunc=np.subtract, ufunc_when=('alpha', 1),
                node='SubBackward0', backward=_sub_backward, jvp=_sub_jvp, c_forward=_sub_c_forward)

def sub(input, other, *, alpha=1):
    return _call(_op_sub, (input, other), _op_sub.ufunc_params if alpha.__class__ is int and alpha == 1 else {'alpha': alpha})

def _sub_inplace(self, other, *, alpha=1):
    return _inplace(_op_sub, (self, other), {'alpha': alpha})
# --8<-- [end:sub]
# --8<-- [start:rsub]
# ── rsub ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:63
#   rsub: other - alpha * self, broadcasting the two: `sub` with its operands sw…
#   backward[self]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   backward[other]: grad  (reduced to the input's shape)
#   jvp: [self] -self_t * alpha if alpha != 1 else -self_t + [other] other_t
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _rsub_kernel(self, other, alpha):
    return np.subtract(other, self) if alpha == 1 else np.subtract(other, np.multiply(self, alpha))

def _rsub_kernel_into(self, other, alpha):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.subtract(other, self, out=self) if alpha == 1 else np.subtract(other, np.multiply(self, alpha), out=self)

def _rsub_backward(grads, needs, shapes, *, alpha, **params):
    grad = grads[0]
    return (
        (HS.sum_to(-grad * alpha if alpha != 1 else -grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad, shapes[1])) if needs[1] else None,
    )

def _rsub_jvp(tangents, self, other, result, *, alpha, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-self_t * alpha if alpha != 1 else -self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t, _out_shape))
    return out

_op_rsub = OpDef('rsub', _rsub_kernel, line=63, tensor_args=('self', 'other'), dtype='promote',
                 broadcast=True, differentiable=(True, True), saves_per_input=((), ()), jvp_kind='terms',
                 vmap='broadcast', fast='same', kernel_into=_rsub_kernel_into, node='RsubBackward0',
                 backward=_rsub_backward, jvp=_rsub_jvp)

def rsub(input, other, *, alpha=1):
    return _call(_op_rsub, (input, other), {'alpha': alpha})
# --8<-- [end:rsub]
# --8<-- [start:mul]
# ── mul ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:93
#   mul: Elementwise product, broadcasting the two.
#   kernel: np.multiply, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * other  (reduced to the input's shape)
#   backward[other]: grad * self  (reduced to the input's shape)
#   jvp: [self] self_t * other + [other] other_t * self
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _mul_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * other, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * self, shapes[1])) if needs[1] else None,
    )

def _mul_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * other, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * self, _out_shape))
    return out

_op_mul = OpDef('mul', np.multiply, line=93, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                differentiable=(True, True), saves_per_input=(('other',), ('self',)), jvp_kind='terms',
                vmap='broadcast', fast='same', node='MulBackward0', backward=_mul_backward, jvp=_mul_jvp)

def mul(input, other):
    return _call(_op_mul, (input, other))

def _mul_inplace(self, other):
    return _inplace(_op_mul, (self, other))
# --8<-- [end:mul]
# --8<-- [start:div]
# ── div ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:120
#   div: Elementwise true division (integers divide to float), broadcasting the…
#   kernel: np.true_divide, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / other  (reduced to the input's shape)
#   backward[other]: -grad * ((self / other) / other)  (reduced to the input's shape)
#   jvp: div_jvp(self_t, other_t, result, other)
#   uses H.div_jvp (tensorplay/ops/binary/formulas.py:38)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _div_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad / other, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * ((self / other) / other), shapes[1])) if needs[1] else None,
    )

def _div_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    return H.div_jvp(self_t, other_t, result, other)

_op_div = OpDef('div', np.true_divide, line=120, tensor_args=('self', 'other'), dtype='float', broadcast=True,
                fp_errors=True, differentiable=(True, True), saves_per_input=(('other',), ('self', 'other')),
                jvp_kind='result', vmap='broadcast', fast='same', node='DivBackward0', backward=_div_backward,
                jvp=_div_jvp)

def _overload_div(input, other):
    return _call(_op_div, (input, other))

_overload_div.__tensor_params__ = ('input', 'other')  # for _resolve

def _div_inplace(self, other):
    return _inplace(_op_div, (self, other))
# --8<-- [end:div]
# --8<-- [start:div_Tensor_mode]
# ── div.Tensor_mode ───────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:147
#   div.Tensor_mode: `div(self, other, rounding_mode=...)`: PyTorch's rounding division, th…
def _div_Tensor_mode_composite(self, other, rounding_mode):
    return O.divide(self, other, rounding_mode=rounding_mode)


def _overload_div_Tensor_mode(input, other, *, rounding_mode):
    return _div_Tensor_mode_composite(input, other, rounding_mode)

_overload_div_Tensor_mode.__tensor_params__ = ('input', 'other')  # for _resolve

def _div_Tensor_mode_inplace(self, other, *, rounding_mode):
    return _composite_inplace(self, lambda old: _div_Tensor_mode_composite(old, other, rounding_mode), 'div', (other,))
# --8<-- [end:div_Tensor_mode]
# --8<-- [start:pow]
# ── pow ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:164
#   pow: self ** exponent elementwise, broadcasting; either side may be a Pytho…
#   backward[self]: pow_backward_self(grad, self, exponent)  (reduced to the input's shape)
#   backward[exponent]: pow_backward_exponent(grad, self, exponent, result)  (reduced to the input's shape)
#   jvp: [self] pow_backward_self(self_t, self, exponent) + [exponent] pow_backward_exponent(exponent_t, self, exponent, result)
#   uses H.pow_backward_exponent (tensorplay/ops/binary/formulas.py:28)
#   uses H.pow_backward_self (tensorplay/ops/binary/formulas.py:16)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _pow_kernel(self, exponent):
    # np.power, except integer tensors to negative integer tensor powers: PyTorch computes
    # them in integers (b ** -n is 1 for b == 1, +-1 for b == -1, else 0) where NumPy raises.
    # A negative Python-number exponent stays an error, as in PyTorch.
    if isinstance(exponent, int) and exponent < 0 and np.asarray(self).dtype.kind in "iu":
        raise ValueError("Integers to negative integer powers are not allowed.")
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
        (HS.sum_to(H.pow_backward_self(grad, self, exponent), shapes[0])) if needs[0] else None,
        (HS.sum_to(H.pow_backward_exponent(grad, self, exponent, result), shapes[1])) if needs[1] else None,
    )

def _pow_jvp(tangents, self, exponent, result, **params):
    self_t, exponent_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H.pow_backward_self(self_t, self, exponent), _out_shape))
    if exponent_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H.pow_backward_exponent(exponent_t, self, exponent, result), _out_shape))
    return out

_op_pow = OpDef('pow', _pow_kernel, line=164, tensor_args=('self', 'exponent'), dtype='promote',
                broadcast=True, fp_errors=True, differentiable=(True, True),
                saves_per_input=(('self', 'exponent'), ('self', 'exponent', 'result')), jvp_kind='terms',
                vmap='broadcast', fast='same', node='PowBackward0', backward=_pow_backward, jvp=_pow_jvp)

def pow(input, exponent):
    return _call(_op_pow, (input, exponent))

def _pow_inplace(self, exponent):
    return _inplace(_op_pow, (self, exponent))
# --8<-- [end:pow]
# --8<-- [start:maximum]
# ── maximum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:214
#   maximum: Elementwise maximum, broadcasting (nan wins); at ties the gradient is …
#   kernel: np.maximum, the NumPy ufunc itself (called on the arrays)
#   backward[self]: where(self == other, grad / 2, where(self < other, 0.0, grad))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self > other, 0.0, grad))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self > other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self > other, 0.0, other_t))
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _maximum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self < other, 0.0, grad)), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self > other, 0.0, grad)), shapes[1])) if needs[1] else None,
    )

def _maximum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, self_t / 2, O.where(self > other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, other_t / 2, O.where(self > other, 0.0, other_t)), _out_shape))
    return out

_op_maximum = OpDef('maximum', np.maximum, line=214, tensor_args=('self', 'other'), dtype='promote',
                    broadcast=True, differentiable=(True, True),
                    saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms',
                    vmap='broadcast', fast='same', node='MaximumBackward0', backward=_maximum_backward,
                    jvp=_maximum_jvp)

def maximum(input, other):
    return _call(_op_maximum, (input, other))
# --8<-- [end:maximum]
# --8<-- [start:minimum]
# ── minimum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:239
#   minimum: Elementwise minimum, broadcasting (nan wins); at ties the gradient is …
#   kernel: np.minimum, the NumPy ufunc itself (called on the arrays)
#   backward[self]: where(self == other, grad / 2, where(self > other, 0.0, grad))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self < other, 0.0, grad))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self < other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self < other, 0.0, other_t))
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _minimum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self > other, 0.0, grad)), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self < other, 0.0, grad)), shapes[1])) if needs[1] else None,
    )

def _minimum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, self_t / 2, O.where(self < other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, other_t / 2, O.where(self < other, 0.0, other_t)), _out_shape))
    return out

_op_minimum = OpDef('minimum', np.minimum, line=239, tensor_args=('self', 'other'), dtype='promote',
                    broadcast=True, differentiable=(True, True),
                    saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms',
                    vmap='broadcast', fast='same', node='MinimumBackward0', backward=_minimum_backward,
                    jvp=_minimum_jvp)

def minimum(input, other):
    return _call(_op_minimum, (input, other))
# --8<-- [end:minimum]
# --8<-- [start:atan2]
# ── atan2 ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:263
#   atan2: Elementwise angle of the point (other, self), atan(self / other) in th…
#   backward[self]: grad * other / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   backward[other]: -grad * self / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   jvp: [self] self_t * other / (self * self + other * other) + [other] -other_t * self / (self * self + other * other)
#   uses K._atan2 (tensorplay/ops/binary/kernels.py:224)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _atan2_kernel(self, other):
    return K._atan2(self, other)

def _atan2_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * other / O.where((self * self + other * other) == 0, 1, self * self + other * other), shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * self / O.where((self * self + other * other) == 0, 1, self * self + other * other), shapes[1])) if needs[1] else None,
    )

def _atan2_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * other / (self * self + other * other), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * self / (self * self + other * other), _out_shape))
    return out

_op_atan2 = OpDef('atan2', _atan2_kernel, line=263, tensor_args=('self', 'other'), dtype='float',
                  broadcast=True, differentiable=(True, True),
                  saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms', vmap='broadcast',
                  fast='same', node='Atan2Backward0', backward=_atan2_backward, jvp=_atan2_jvp)

def atan2(input, other):
    return _call(_op_atan2, (input, other))

def _atan2_inplace(self, other):
    return _inplace(_op_atan2, (self, other))
# --8<-- [end:atan2]
# --8<-- [start:remainder]
# ── remainder ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:288
#   remainder: Python's modulus, self - floor(self / other) * other: the result has t…
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * divide(self, other, rounding_mode="floor")  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * divide(self, other, rounding_mode="floor")
#   uses K._check_int_divisor (tensorplay/ops/binary/kernels.py:16)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _remainder_kernel(self, other):
    # Python's % : the result has the sign of the divisor (torch.remainder).
    K._check_int_divisor(other, self)
    return np.remainder(self, other)

def _remainder_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * O.divide(self, other, rounding_mode="floor"), shapes[1])) if needs[1] else None,
    )

def _remainder_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * O.divide(self, other, rounding_mode="floor"), _out_shape))
    return out

_op_remainder = OpDef('remainder', _remainder_kernel, line=288, tensor_args=('self', 'other'),
                      dtype='promote', broadcast=True, fp_errors=True, differentiable=(True, True),
                      saves_per_input=((), ('self', 'other')), jvp_kind='terms', vmap='broadcast',
                      fast='same', node='RemainderBackward0', backward=_remainder_backward,
                      jvp=_remainder_jvp)

def remainder(input, other):
    return _call(_op_remainder, (input, other))

def _remainder_inplace(self, other):
    return _inplace(_op_remainder, (self, other))
# --8<-- [end:remainder]
# --8<-- [start:floor_divide]
# ── floor_divide ──────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:324
#   floor_divide: Python's //, self / other rounded toward -inf, broadcasting; integers …
#   backward[self]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   backward[other]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   jvp: [self] derivative_not_implemented("floor_divide", True) + [other] derivative_not_implemented("floor_divide", True)
#   uses K._check_int_divisor (tensorplay/ops/binary/kernels.py:16)
#   uses K._floor_divide (tensorplay/ops/binary/kernels.py:72)
#   uses H.derivative_not_implemented (tensorplay/ops/binary/formulas.py:61)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _floor_divide_kernel(self, other):
    # Python's // : the quotient rounded toward -inf (torch.floor_divide).
    K._check_int_divisor(other, self)
    return K._floor_divide(self, other)

def _floor_divide_backward(grads, needs, shapes, **params):
    return (
        (HS.sum_to(H.derivative_not_implemented("floor_divide"), shapes[0])) if needs[0] else None,
        (HS.sum_to(H.derivative_not_implemented("floor_divide"), shapes[1])) if needs[1] else None,
    )

def _floor_divide_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H.derivative_not_implemented("floor_divide", True), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(H.derivative_not_implemented("floor_divide", True), _out_shape))
    return out

_op_floor_divide = OpDef('floor_divide', _floor_divide_kernel, line=324, tensor_args=('self', 'other'),
                         dtype='promote', broadcast=True, fp_errors=True, differentiable=(True, True),
                         saves_per_input=((), ()), jvp_kind='terms', vmap='broadcast', fast='same',
                         node='FloorDivideBackward0', backward=_floor_divide_backward, jvp=_floor_divide_jvp)

def floor_divide(input, other):
    return _call(_op_floor_divide, (input, other))

def _floor_divide_inplace(self, other):
    return _inplace(_op_floor_divide, (self, other))
# --8<-- [end:floor_divide]
# --8<-- [start:eq]
# ── eq ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:364
#   eq: Elementwise self == other as a bool tensor, broadcasting (compared in …
#   kernel: np.equal, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
_op_eq = OpDef('eq', np.equal, line=364, tensor_args=('self', 'other'), dtype='bool', broadcast=True,
               differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='bool',
               node='EqBackward0')

def _overload_eq(input, other):
    return _call(_op_eq, (input, other))

_overload_eq.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:eq]
# --8<-- [start:ne]
# ── ne ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:384
#   ne: Elementwise self != other as a bool tensor, broadcasting.
#   kernel: np.not_equal, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
_op_ne = OpDef('ne', np.not_equal, line=384, tensor_args=('self', 'other'), dtype='bool', broadcast=True,
               differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='bool',
               node='NeBackward0')

def _overload_ne(input, other):
    return _call(_op_ne, (input, other))

_overload_ne.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:ne]
# --8<-- [start:lt]
# ── lt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:402
#   lt: Elementwise self < other as a bool tensor, broadcasting.
#   kernel: np.less, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
_op_lt = OpDef('lt', np.less, line=402, tensor_args=('self', 'other'), dtype='bool', broadcast=True,
               differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='bool',
               node='LtBackward0')

def _overload_lt(input, other):
    return _call(_op_lt, (input, other))

_overload_lt.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:lt]
# --8<-- [start:le]
# ── le ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:422
#   le: Elementwise self <= other as a bool tensor, broadcasting.
#   kernel: np.less_equal, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
_op_le = OpDef('le', np.less_equal, line=422, tensor_args=('self', 'other'), dtype='bool', broadcast=True,
               differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='bool',
               node='LeBackward0')

def _overload_le(input, other):
    return _call(_op_le, (input, other))

_overload_le.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:le]
# --8<-- [start:gt]
# ── gt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:440
#   gt: Elementwise self > other as a bool tensor, broadcasting.
#   kernel: np.greater, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
_op_gt = OpDef('gt', np.greater, line=440, tensor_args=('self', 'other'), dtype='bool', broadcast=True,
               differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='bool',
               node='GtBackward0')

def _overload_gt(input, other):
    return _call(_op_gt, (input, other))

_overload_gt.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:gt]
# --8<-- [start:ge]
# ── ge ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:459
#   ge: Elementwise self >= other as a bool tensor, broadcasting.
#   kernel: np.greater_equal, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
_op_ge = OpDef('ge', np.greater_equal, line=459, tensor_args=('self', 'other'), dtype='bool', broadcast=True,
               differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='bool',
               node='GeBackward0')

def _overload_ge(input, other):
    return _call(_op_ge, (input, other))

_overload_ge.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:ge]
# --8<-- [start:logical_and]
# ── logical_and ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:477
#   logical_and: Elementwise logical AND (nonzero is True) as a bool tensor, broadcasti…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._logical (tensorplay/ops/binary/kernels.py:191)
def _logical_and_kernel(self, other):
    return np.logical_and(self, other) if self.size < 4096 else K._logical(np.logical_and, self, other)

_op_logical_and = OpDef('logical_and', _logical_and_kernel, line=477, tensor_args=('self', 'other'),
                        dtype='bool', broadcast=True, differentiable=(False, False), saves_per_input=((), ()),
                        vmap='broadcast', fast='bool', node='LogicalAndBackward0')

def logical_and(input, other):
    return _call(_op_logical_and, (input, other))

def _logical_and_inplace(self, other):
    return _inplace(_op_logical_and, (self, other))
# --8<-- [end:logical_and]
# --8<-- [start:logical_or]
# ── logical_or ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:496
#   logical_or: Elementwise logical OR as a bool tensor, broadcasting; `a | b` on bool…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._logical (tensorplay/ops/binary/kernels.py:191)
def _logical_or_kernel(self, other):
    return np.logical_or(self, other) if self.size < 4096 else K._logical(np.logical_or, self, other)

_op_logical_or = OpDef('logical_or', _logical_or_kernel, line=496, tensor_args=('self', 'other'),
                       dtype='bool', broadcast=True, differentiable=(False, False), saves_per_input=((), ()),
                       vmap='broadcast', fast='bool', node='LogicalOrBackward0')

def logical_or(input, other):
    return _call(_op_logical_or, (input, other))

def _logical_or_inplace(self, other):
    return _inplace(_op_logical_or, (self, other))
# --8<-- [end:logical_or]
# --8<-- [start:logical_xor]
# ── logical_xor ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:514
#   logical_xor: Elementwise logical XOR as a bool tensor, broadcasting.
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._logical (tensorplay/ops/binary/kernels.py:191)
def _logical_xor_kernel(self, other):
    return np.logical_xor(self, other) if self.size < 4096 else K._logical(np.logical_xor, self, other)

_op_logical_xor = OpDef('logical_xor', _logical_xor_kernel, line=514, tensor_args=('self', 'other'),
                        dtype='bool', broadcast=True, differentiable=(False, False), saves_per_input=((), ()),
                        vmap='broadcast', fast='bool', node='LogicalXorBackward0')

def logical_xor(input, other):
    return _call(_op_logical_xor, (input, other))

def _logical_xor_inplace(self, other):
    return _inplace(_op_logical_xor, (self, other))
# --8<-- [end:logical_xor]
# --8<-- [start:logical_not]
# ── logical_not ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:531
#   logical_not: Elementwise logical NOT (zero is False) as a bool tensor; `~a` on a bo…
#   backward[self]: non_differentiable
#   uses K._logical (tensorplay/ops/binary/kernels.py:191)
def _logical_not_kernel(self):
    return np.logical_not(self) if self.size < 4096 else K._logical(np.logical_not, self)

_op_logical_not = OpDef('logical_not', _logical_not_kernel, line=531, tensor_args=('self',), dtype='bool',
                        differentiable=(False,), saves_per_input=((),), vmap='elementwise', fast='bool',
                        node='LogicalNotBackward0')

def logical_not(input):
    return _call(_op_logical_not, (input,))

def _logical_not_inplace(self):
    return _inplace(_op_logical_not, (self,))
# --8<-- [end:logical_not]
# --8<-- [start:_compare]
# ── _compare ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:549
#   _compare: Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le)…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
def __compare_kernel(self, other, op):
    return {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
            "lt": np.less, "le": np.less_equal}[op](self, other)

_op__compare = OpDef('_compare', __compare_kernel, line=549, tensor_args=('self', 'other'), dtype='bool',
                     broadcast=True, differentiable=(False, False), saves_per_input=((), ()),
                     vmap='broadcast', fast='bool', node='CompareBackward0')

def _compare(input, other, op):
    return _call(_op__compare, (input, other), {'op': op})
# --8<-- [end:_compare]
# --8<-- [start:isclose]
# ── isclose ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:568
#   isclose: Elementwise |self - other| <= atol + rtol * |other| as a bool tensor, …
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._isclose (tensorplay/ops/binary/kernels.py:34)
def _isclose_kernel(self, other, rtol, atol, equal_nan):
    return K._isclose(self, other, rtol, atol, equal_nan)

_op_isclose = OpDef('isclose', _isclose_kernel, line=568, tensor_args=('self', 'other'), broadcast=True,
                    differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='same',
                    node='IscloseBackward0')

def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _call(_op_isclose, (input, other), {'rtol': rtol, 'atol': atol, 'equal_nan': equal_nan})
# --8<-- [end:isclose]
# --8<-- [start:allclose]
# ── allclose ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:589
#   allclose: True when every element of `self` is close to the broadcast `other` (i…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._closeness_args (tensorplay/ops/binary/kernels.py:26)
#   uses K._isclose (tensorplay/ops/binary/kernels.py:34)
#   uses rule R.data_dependent (tensorplay/ops/shared/batching.py:445)
def _allclose_kernel(self, other, rtol, atol, equal_nan):
    K._closeness_args("allclose", self, other)
    return bool(np.all(K._isclose(self, other, rtol, atol, equal_nan)))

_op_allclose = OpDef('allclose', _allclose_kernel, line=589, tensor_args=('self', 'other'), outputs='value',
                     differentiable=(False, False), saves_per_input=((), ()),
                     vmap={'custom': 'data_dependent'}, node='AllcloseBackward0', vmap_rule=R.data_dependent)

def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _call(_op_allclose, (input, other), {'rtol': rtol, 'atol': atol, 'equal_nan': equal_nan})
# --8<-- [end:allclose]
# --8<-- [start:equal]
# ── equal ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:607
#   equal: True when both tensors have the same shape and equal elements (compare…
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._equal (tensorplay/ops/binary/kernels.py:202)
#   uses rule R.data_dependent (tensorplay/ops/shared/batching.py:445)
def _equal_kernel(self, other):
    return K._equal(self, other)

_op_equal = OpDef('equal', _equal_kernel, line=607, tensor_args=('self', 'other'), outputs='value',
                  differentiable=(False, False), saves_per_input=((), ()), vmap={'custom': 'data_dependent'},
                  node='EqualBackward0', vmap_rule=R.data_dependent)

def equal(input, other):
    return _call(_op_equal, (input, other))
# --8<-- [end:equal]
# --8<-- [start:multiply]
# ── multiply ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:624
#   multiply: Alias of mul, the elementwise product, broadcasting the two.
def _multiply_composite(self, other):
    return O.mul(self, other)


def multiply(input, other):
    return _multiply_composite(input, other)

def _multiply_inplace(self, other):
    return _composite_inplace(self, lambda old: _multiply_composite(old, other), 'multiply', (other,))
# --8<-- [end:multiply]
# --8<-- [start:divide]
# ── divide ────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:638
#   divide: Alias of div with PyTorch's `rounding_mode`: None is true division (in…
#   uses H._is_tensor (tensorplay/ops/binary/formulas.py:11)
def _divide_composite(self, other, rounding_mode):
    if rounding_mode not in (None, 'trunc', 'floor'):
        raise RuntimeError(f"divide: div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{rounding_mode}'")
    if rounding_mode is None:
        return O.div(self, other)
    if self.is_floating_point() or isinstance(other, float) or (H._is_tensor(other) and other.is_floating_point()):
        # PyTorch's gradient is zeros for both operands (no NaN where the quotient has
        # one) and, under create_graph, does not require grad: the quotient of detached
        # operands, with zero-derivative edges to them
        b = other.detach() if H._is_tensor(other) else other
        q = O.floor_divide(self.detach(), b) if rounding_mode == "floor" else O.trunc(O.div(self.detach(), b))
        q = O._depends_on(q, self)
        return O._depends_on(q, other) if H._is_tensor(other) else q
    q = O.floor_divide(self, other)
    if rounding_mode == "floor":
        return q
    return q + O.logical_and(O.remainder(self, other) != 0, (self < 0) != (other < 0))


def divide(input, other, *, rounding_mode=None):
    return _divide_composite(input, other, rounding_mode)

def _divide_inplace(self, other, *, rounding_mode=None):
    return _composite_inplace(self, lambda old: _divide_composite(old, other, rounding_mode), 'divide', (other,))
# --8<-- [end:divide]
# --8<-- [start:true_divide]
# ── true_divide ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:678
#   true_divide: Alias of div, elementwise true division (integers divide to float), br…
def _true_divide_composite(self, other):
    return O.div(self, other)


def true_divide(input, other):
    return _true_divide_composite(input, other)

def _true_divide_inplace(self, other):
    return _composite_inplace(self, lambda old: _true_divide_composite(old, other), 'true_divide', (other,))
# --8<-- [end:true_divide]
# --8<-- [start:subtract]
# ── subtract ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:693
#   subtract: Alias of sub, self - alpha * other, broadcasting the two.
def _subtract_composite(self, other, alpha):
    return O.sub(self, other, alpha=alpha)


def subtract(input, other, *, alpha=1):
    return _subtract_composite(input, other, alpha)

def _subtract_inplace(self, other, *, alpha=1):
    return _composite_inplace(self, lambda old: _subtract_composite(old, other, alpha), 'subtract', (other,))
# --8<-- [end:subtract]
# --8<-- [start:isnan]
# ── isnan ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:707
#   isnan: Elementwise test for NaN, as a bool tensor (always False for integer a…
#   kernel: np.isnan, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
_op_isnan = OpDef('isnan', np.isnan, line=707, tensor_args=('self',), dtype='bool', differentiable=(False,),
                  saves_per_input=((),), vmap='elementwise', fast='bool', node='IsnanBackward0')

def isnan(input):
    return _call(_op_isnan, (input,))
# --8<-- [end:isnan]
# --8<-- [start:isinf]
# ── isinf ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:721
#   isinf: Elementwise test for +inf or -inf, as a bool tensor.
#   kernel: np.isinf, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
_op_isinf = OpDef('isinf', np.isinf, line=721, tensor_args=('self',), dtype='bool', differentiable=(False,),
                  saves_per_input=((),), vmap='elementwise', fast='bool', node='IsinfBackward0')

def isinf(input):
    return _call(_op_isinf, (input,))
# --8<-- [end:isinf]
# --8<-- [start:isfinite]
# ── isfinite ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:735
#   isfinite: Elementwise test for a finite value (neither inf nor NaN), as a bool t…
#   kernel: np.isfinite, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
_op_isfinite = OpDef('isfinite', np.isfinite, line=735, tensor_args=('self',), dtype='bool',
                     differentiable=(False,), saves_per_input=((),), vmap='elementwise', fast='bool',
                     node='IsfiniteBackward0')

def isfinite(input):
    return _call(_op_isfinite, (input,))
# --8<-- [end:isfinite]
# --8<-- [start:isposinf]
# ── isposinf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:749
#   isposinf: Elementwise test for +inf, as a bool tensor.
#   backward[self]: non_differentiable
def _isposinf_kernel(self):
    return np.isposinf(self)

_op_isposinf = OpDef('isposinf', _isposinf_kernel, line=749, tensor_args=('self',), dtype='bool',
                     differentiable=(False,), saves_per_input=((),), vmap='elementwise', fast='bool',
                     node='IsposinfBackward0')

def isposinf(input):
    return _call(_op_isposinf, (input,))
# --8<-- [end:isposinf]
# --8<-- [start:isneginf]
# ── isneginf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:763
#   isneginf: Elementwise test for -inf, as a bool tensor.
#   backward[self]: non_differentiable
def _isneginf_kernel(self):
    return np.isneginf(self)

_op_isneginf = OpDef('isneginf', _isneginf_kernel, line=763, tensor_args=('self',), dtype='bool',
                     differentiable=(False,), saves_per_input=((),), vmap='elementwise', fast='bool',
                     node='IsneginfBackward0')

def isneginf(input):
    return _call(_op_isneginf, (input,))
# --8<-- [end:isneginf]
# --8<-- [start:signbit]
# ── signbit ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:777
#   signbit: Elementwise test of the sign bit, as a bool tensor (True for -0.0, Fal…
#   kernel: np.signbit, the NumPy ufunc itself (called on the arrays)
#   backward[self]: non_differentiable
_op_signbit = OpDef('signbit', np.signbit, line=777, tensor_args=('self',), dtype='bool',
                    differentiable=(False,), saves_per_input=((),), vmap='elementwise', fast='bool',
                    node='SignbitBackward0')

def signbit(input):
    return _call(_op_signbit, (input,))
# --8<-- [end:signbit]
# --8<-- [start:xlogy]
# ── xlogy ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:791
#   xlogy: self * log(other), defined as 0 where self is 0 (so 0 * log(0) = 0, th…
#   backward[self]: masked_fill(xlogy(grad, other), logical_and(self == 0, other <= 0), 0)  (reduced to the input's shape)
#   backward[other]: grad * self / other  (reduced to the input's shape)
#   jvp: [self] masked_fill(xlogy(self_t, other), logical_and(self == 0, other <= 0), 0) + [other] other_t * self / other
#   uses K._xlogy (tensorplay/ops/binary/kernels.py:53)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _xlogy_kernel(self, other):
    return K._xlogy(self, other)

def _xlogy_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.masked_fill(O.xlogy(grad, other), O.logical_and(self == 0, other <= 0), 0), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * self / other, shapes[1])) if needs[1] else None,
    )

def _xlogy_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.masked_fill(O.xlogy(self_t, other), O.logical_and(self == 0, other <= 0), 0), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * self / other, _out_shape))
    return out

_op_xlogy = OpDef('xlogy', _xlogy_kernel, line=791, tensor_args=('self', 'other'), dtype='float',
                  broadcast=True, fp_errors=True, differentiable=(True, True),
                  saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms', vmap='broadcast',
                  fast='same', node='XlogyBackward0', backward=_xlogy_backward, jvp=_xlogy_jvp)

def xlogy(input, other):
    return _call(_op_xlogy, (input, other))

def _xlogy_inplace(self, other):
    return _inplace(_op_xlogy, (self, other))
# --8<-- [end:xlogy]
# --8<-- [start:hypot]
# ── hypot ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:819
#   hypot: sqrt(self^2 + other^2) elementwise without overflow, broadcasting; flo…
#   backward[self]: grad * self / result  (reduced to the input's shape)
#   backward[other]: grad * other / result  (reduced to the input's shape)
#   jvp: [self] self_t * self / result + [other] other_t * other / result
#   uses KS._float_only (tensorplay/ops/shared/kernels.py:619)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _hypot_kernel(self, other):
    return np.hypot(KS._float_only(self, "hypot"), other)

def _hypot_backward(grads, needs, shapes, self=None, other=None, result=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * self / result, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * other / result, shapes[1])) if needs[1] else None,
    )

def _hypot_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * self / result, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * other / result, _out_shape))
    return out

_op_hypot = OpDef('hypot', _hypot_kernel, line=819, tensor_args=('self', 'other'), dtype='promote',
                  broadcast=True, differentiable=(True, True),
                  saves_per_input=(('self', 'result'), ('other', 'result')), jvp_kind='terms',
                  vmap='broadcast', fast='same', node='HypotBackward0', backward=_hypot_backward,
                  jvp=_hypot_jvp)

def hypot(input, other):
    return _call(_op_hypot, (input, other))

def _hypot_inplace(self, other):
    return _inplace(_op_hypot, (self, other))
# --8<-- [end:hypot]
# --8<-- [start:heaviside]
# ── heaviside ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:844
#   heaviside: The Heaviside step: 0 where self < 0, `values` where self == 0, 1 wher…
#   backward[self]: non_differentiable
#   backward[values]: non_differentiable
#   uses K._heaviside (tensorplay/ops/binary/kernels.py:60)
def _heaviside_kernel(self, values):
    return K._heaviside(self, values)

_op_heaviside = OpDef('heaviside', _heaviside_kernel, line=844, tensor_args=('self', 'values'),
                      broadcast=True, differentiable=(False, False), saves_per_input=((), ()),
                      vmap='broadcast', fast='same', node='HeavisideBackward0')

def heaviside(input, values):
    return _call(_op_heaviside, (input, values))

def _heaviside_inplace(self, values):
    return _inplace(_op_heaviside, (self, values))
# --8<-- [end:heaviside]
# --8<-- [start:fmod]
# ── fmod ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:864
#   fmod: C's fmod, self - trunc(self / other) * other: the result has the sign …
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * divide(self, other, rounding_mode="trunc")  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * divide(self, other, rounding_mode="trunc")
#   uses K._fmod (tensorplay/ops/binary/kernels.py:93)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _fmod_kernel(self, other):
    return K._fmod(self, other)

def _fmod_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * O.divide(self, other, rounding_mode="trunc"), shapes[1])) if needs[1] else None,
    )

def _fmod_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * O.divide(self, other, rounding_mode="trunc"), _out_shape))
    return out

_op_fmod = OpDef('fmod', _fmod_kernel, line=864, tensor_args=('self', 'other'), dtype='promote',
                 broadcast=True, fp_errors=True, differentiable=(True, True),
                 saves_per_input=((), ('self', 'other')), jvp_kind='terms', vmap='broadcast', fast='same',
                 node='FmodBackward0', backward=_fmod_backward, jvp=_fmod_jvp)

def fmod(input, other):
    return _call(_op_fmod, (input, other))

def _fmod_inplace(self, other):
    return _inplace(_op_fmod, (self, other))
# --8<-- [end:fmod]
# --8<-- [start:fmax]
# ── fmax ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:893
#   fmax: Elementwise maximum that ignores NaN (a NaN loses to a number; NaN onl…
#   kernel: np.fmax, the NumPy ufunc itself (called on the arrays)
#   backward[self]: where(logical_or(self >= other, isnan(other)), grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(logical_or(self >= other, isnan(other)), 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(logical_or(self > other, isnan(other)), self_t, 0.0) + [other] where(logical_or(self > other, isnan(other)), 0.0, other_t)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _fmax_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(O.logical_or(self >= other, O.isnan(other)), grad, 0.0), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.where(O.logical_or(self >= other, O.isnan(other)), 0.0, grad), shapes[1])) if needs[1] else None,
    )

def _fmax_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(O.logical_or(self > other, O.isnan(other)), self_t, 0.0), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(O.logical_or(self > other, O.isnan(other)), 0.0, other_t), _out_shape))
    return out

_op_fmax = OpDef('fmax', np.fmax, line=893, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                 differentiable=(True, True), saves_per_input=(('self', 'other'), ('self', 'other')),
                 jvp_kind='terms', vmap='broadcast', fast='same', node='FmaxBackward0',
                 backward=_fmax_backward, jvp=_fmax_jvp)

def fmax(input, other):
    return _call(_op_fmax, (input, other))
# --8<-- [end:fmax]
# --8<-- [start:fmin]
# ── fmin ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:919
#   fmin: Elementwise minimum that ignores NaN (a NaN loses to a number; NaN onl…
#   kernel: np.fmin, the NumPy ufunc itself (called on the arrays)
#   backward[self]: where(logical_or(self <= other, isnan(other)), grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(logical_or(self <= other, isnan(other)), 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(logical_or(self <= other, isnan(other)), self_t, 0.0) + [other] where(logical_or(self <= other, isnan(other)), 0.0, other_t)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _fmin_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(O.logical_or(self <= other, O.isnan(other)), grad, 0.0), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.where(O.logical_or(self <= other, O.isnan(other)), 0.0, grad), shapes[1])) if needs[1] else None,
    )

def _fmin_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(O.logical_or(self <= other, O.isnan(other)), self_t, 0.0), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(O.logical_or(self <= other, O.isnan(other)), 0.0, other_t), _out_shape))
    return out

_op_fmin = OpDef('fmin', np.fmin, line=919, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                 differentiable=(True, True), saves_per_input=(('self', 'other'), ('self', 'other')),
                 jvp_kind='terms', vmap='broadcast', fast='same', node='FminBackward0',
                 backward=_fmin_backward, jvp=_fmin_jvp)

def fmin(input, other):
    return _call(_op_fmin, (input, other))
# --8<-- [end:fmin]
# --8<-- [start:float_power]
# ── float_power ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:944
#   float_power: self ** exponent computed in float64 whatever the input dtypes (the re…
#   uses H._is_tensor (tensorplay/ops/binary/formulas.py:11)
def _float_power_composite(self, exponent):
    return O.pow(self.double(), exponent.double() if H._is_tensor(exponent) else exponent)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _float_power_kernel(self, exponent):
    return K._float_power(self, exponent)

_op_float_power = OpDef('float_power', _float_power_kernel, line=944, tensor_args=('self', 'exponent'),
                        vmap='composite', prechecked=True)

def _overload_float_power(input, exponent):
    if _any_interpreter and not _takes_fused() or _would_record((input, exponent)):
        return _float_power_composite(input, exponent)
    return _call(_op_float_power, (input, exponent))

_overload_float_power.__tensor_params__ = ('input', 'exponent')  # for _resolve
# --8<-- [end:float_power]
# --8<-- [start:logaddexp]
# ── logaddexp ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:964
#   logaddexp: log(e^self + e^other) elementwise without overflow, broadcasting; floa…
#   backward[self]: grad / (1 + exp(other - self))  (reduced to the input's shape)
#   backward[other]: grad / (1 + exp(self - other))  (reduced to the input's shape)
#   jvp: [self] self_t / (1 + exp(other - self)) + [other] other_t / (1 + exp(self - other))
#   uses KS._float_only (tensorplay/ops/shared/kernels.py:619)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _logaddexp_kernel(self, other):
    return np.logaddexp(KS._float_only(self, "logaddexp"), other)

def _logaddexp_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad / (1 + O.exp(other - self)), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad / (1 + O.exp(self - other)), shapes[1])) if needs[1] else None,
    )

def _logaddexp_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t / (1 + O.exp(other - self)), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t / (1 + O.exp(self - other)), _out_shape))
    return out

_op_logaddexp = OpDef('logaddexp', _logaddexp_kernel, line=964, tensor_args=('self', 'other'),
                      dtype='promote', broadcast=True, differentiable=(True, True),
                      saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms',
                      vmap='broadcast', fast='same', node='LogaddexpBackward0', backward=_logaddexp_backward,
                      jvp=_logaddexp_jvp, c_forward=_c.loop('logaddexp_forward'))

def logaddexp(input, other):
    return _call(_op_logaddexp, (input, other))
# --8<-- [end:logaddexp]
# --8<-- [start:logaddexp2]
# ── logaddexp2 ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:991
#   logaddexp2: log2(2^self + 2^other) elementwise without overflow, broadcasting; flo…
#   backward[self]: grad / (1 + exp2(other - self))  (reduced to the input's shape)
#   backward[other]: grad / (1 + exp2(self - other))  (reduced to the input's shape)
#   jvp: [self] self_t / (1 + exp2(other - self)) + [other] other_t / (1 + exp2(self - other))
#   uses KS._float_only (tensorplay/ops/shared/kernels.py:619)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _logaddexp2_kernel(self, other):
    return np.logaddexp2(KS._float_only(self, "logaddexp2"), other)

def _logaddexp2_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad / (1 + O.exp2(other - self)), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad / (1 + O.exp2(self - other)), shapes[1])) if needs[1] else None,
    )

def _logaddexp2_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t / (1 + O.exp2(other - self)), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t / (1 + O.exp2(self - other)), _out_shape))
    return out

_op_logaddexp2 = OpDef('logaddexp2', _logaddexp2_kernel, line=991, tensor_args=('self', 'other'),
                       dtype='promote', broadcast=True, differentiable=(True, True),
                       saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms',
                       vmap='broadcast', fast='same', node='Logaddexp2Backward0',
                       backward=_logaddexp2_backward, jvp=_logaddexp2_jvp)

def logaddexp2(input, other):
    return _call(_op_logaddexp2, (input, other))
# --8<-- [end:logaddexp2]
# --8<-- [start:ldexp]
# ── ldexp ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1015
#   ldexp: self * 2 ** other (PyTorch's definition; the result is floating point,…
#   uses HS._torch_dtype_name (tensorplay/ops/shared/formulas.py:18)
#   uses HS.opmath (tensorplay/ops/shared/formulas.py:41)
def _ldexp_composite(self, other):
    if self.is_floating_point() and HS._torch_dtype_name(other.dtype) == 'Bool':
        raise NotImplementedError('ldexp: "ldexp_cpu_exp" not implemented for \'Bool\'')
    if self.is_floating_point() and other.is_floating_point():
        return O._ldexp_node(self, other)  # one node with PyTorch's derivatives
    if self.shape != other.shape:
        self, other = O.broadcast_tensors(self, other)
    if other.is_floating_point() or not self.is_floating_point():
        return self * O.exp2(other)
    x = HS.opmath(self)
    return O._to_copy(x * O.exp2(O._to_copy(other, x.dtype)), self.dtype)


def ldexp(input, other):
    return _ldexp_composite(input, other)

def _ldexp_inplace(self, other):
    return _composite_inplace(self, lambda old: _ldexp_composite(old, other), 'ldexp', (other,))
# --8<-- [end:ldexp]
# --8<-- [start:_ldexp_node]
# ── _ldexp_node ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1047
#   _ldexp_node: Internal: self * 2 ** other for two floating tensors, one node with Py…
#   backward[self]: grad * exp2(other)  (reduced to the input's shape)
#   backward[other]: grad * result * 0.6931471805599453  (reduced to the input's shape)
#   jvp: [self] self_t * exp2(other) + [other] other_t * result * 0.6931471805599453
#   uses KS._in_dtype (tensorplay/ops/shared/kernels.py:714)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def __ldexp_node_kernel(self, other):
    return KS._in_dtype(self, np.exp2(other), np.multiply)

def __ldexp_node_backward(grads, needs, shapes, other=None, result=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * O.exp2(other), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * result * 0.6931471805599453, shapes[1])) if needs[1] else None,
    )

def __ldexp_node_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * O.exp2(other), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * result * 0.6931471805599453, _out_shape))
    return out

_op__ldexp_node = OpDef('_ldexp_node', __ldexp_node_kernel, line=1047, tensor_args=('self', 'other'),
                        broadcast=True, fp_errors=True, differentiable=(True, True),
                        saves_per_input=(('other',), ('result',)), jvp_kind='terms', vmap='broadcast',
                        fast='same', node='LdexpNodeBackward0', backward=__ldexp_node_backward,
                        jvp=__ldexp_node_jvp)

def _ldexp_node(input, other):
    return _call(_op__ldexp_node, (input, other))
# --8<-- [end:_ldexp_node]
# --8<-- [start:gcd]
# ── gcd ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1073
#   gcd: Elementwise greatest common divisor of integer tensors (non-negative; …
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._int_only (tensorplay/ops/binary/kernels.py:46)
def _gcd_kernel(self, other):
    return np.gcd(K._int_only(self, "gcd"), other)

_op_gcd = OpDef('gcd', _gcd_kernel, line=1073, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='same',
                node='GcdBackward0')

def gcd(input, other):
    return _call(_op_gcd, (input, other))

def _gcd_inplace(self, other):
    return _inplace(_op_gcd, (self, other))
# --8<-- [end:gcd]
# --8<-- [start:lcm]
# ── lcm ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1091
#   lcm: Elementwise least common multiple of integer tensors (non-negative; 0 …
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   uses K._int_only (tensorplay/ops/binary/kernels.py:46)
def _lcm_kernel(self, other):
    return np.lcm(K._int_only(self, "lcm"), other)

_op_lcm = OpDef('lcm', _lcm_kernel, line=1091, tensor_args=('self', 'other'), dtype='promote', broadcast=True,
                differentiable=(False, False), saves_per_input=((), ()), vmap='broadcast', fast='same',
                node='LcmBackward0')

def lcm(input, other):
    return _call(_op_lcm, (input, other))

def _lcm_inplace(self, other):
    return _inplace(_op_lcm, (self, other))
# --8<-- [end:lcm]
# --8<-- [start:lerp]
# ── lerp ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1109
#   lerp: Linear interpolation self + weight * (end - self), broadcasting; `weig…
#   backward[self]: grad * (1 - weight)  (reduced to the input's shape)
#   backward[end]: grad * weight  (reduced to the input's shape)
#   backward[weight]: grad * (end - self)  (reduced to the input's shape)
#   jvp: lerp_jvp(self_t, end_t, weight_t, self, end, weight)
#   uses K._lerp (tensorplay/ops/binary/kernels.py:99)
#   uses H.lerp_jvp (tensorplay/ops/binary/formulas.py:47)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _lerp_kernel(self, end, weight):
    return K._lerp(self, end, weight)

def _lerp_backward(grads, needs, shapes, self=None, end=None, weight=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * (1 - weight), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * weight, shapes[1])) if needs[1] else None,
        (HS.sum_to(grad * (end - self), shapes[2])) if needs[2] else None,
    )

def _lerp_jvp(tangents, self, end, weight, result, **params):
    self_t, end_t, weight_t, = tangents
    return H.lerp_jvp(self_t, end_t, weight_t, self, end, weight)

_op_lerp = OpDef('lerp', _lerp_kernel, line=1109, tensor_args=('self', 'end', 'weight'), dtype='promote',
                 dtype_args=('self', 'end', 'weight'), broadcast=True, differentiable=(True, True, True),
                 saves_per_input=(('weight',), ('weight',), ('self', 'end')), jvp_kind='result',
                 vmap='broadcast', node='LerpBackward0', backward=_lerp_backward, jvp=_lerp_jvp)

def lerp(input, end, weight):
    return _call(_op_lerp, (input, end, weight))

def _lerp_inplace(self, end, weight):
    return _inplace(_op_lerp, (self, end, weight))
# --8<-- [end:lerp]
# --8<-- [start:addcmul]
# ── addcmul ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1137
#   addcmul: self + value * tensor1 * tensor2, broadcasting the three (the step of …
#   backward[self]: grad  (reduced to the input's shape)
#   backward[tensor1]: grad * tensor2 * value if value != 1 else grad * tensor2  (reduced to the input's shape)
#   backward[tensor2]: grad * tensor1 * value if value != 1 else grad * tensor1  (reduced to the input's shape)
#   jvp: [self] self_t + [tensor1] tensor1_t * tensor2 * value + [tensor2] tensor2_t * tensor1 * value
#   uses K._addcmul (tensorplay/ops/binary/kernels.py:140)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _addcmul_kernel(self, tensor1, tensor2, value):
    return K._addcmul(self, tensor1, tensor2, value)

def _addcmul_backward(grads, needs, shapes, tensor1=None, tensor2=None, *, value, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * tensor2 * value if value != 1 else grad * tensor2, shapes[1])) if needs[1] else None,
        (HS.sum_to(grad * tensor1 * value if value != 1 else grad * tensor1, shapes[2])) if needs[2] else None,
    )

def _addcmul_jvp(tangents, self, tensor1, tensor2, result, *, value, **params):
    self_t, tensor1_t, tensor2_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if tensor1_t is not None:
        out = HS.add_tangent(out, HS.expand_to(tensor1_t * tensor2 * value, _out_shape))
    if tensor2_t is not None:
        out = HS.add_tangent(out, HS.expand_to(tensor2_t * tensor1 * value, _out_shape))
    return out

_op_addcmul = OpDef('addcmul', _addcmul_kernel, line=1137, tensor_args=('self', 'tensor1', 'tensor2'),
                    dtype='promote', broadcast=True, differentiable=(True, True, True),
                    saves_per_input=((), ('tensor2',), ('tensor1',)), jvp_kind='terms', vmap='broadcast',
                    node='AddcmulBackward0', backward=_addcmul_backward, jvp=_addcmul_jvp)

def addcmul(input, tensor1, tensor2, *, value=1):
    return _call(_op_addcmul, (input, tensor1, tensor2), {'value': value})

def _addcmul_inplace(self, tensor1, tensor2, *, value=1):
    return _inplace(_op_addcmul, (self, tensor1, tensor2), {'value': value})
# --8<-- [end:addcmul]
# --8<-- [start:addcdiv]
# ── addcdiv ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1163
#   addcdiv: self + value * tensor1 / tensor2, broadcasting the three; as in PyTorc…
#   backward[self]: grad  (reduced to the input's shape)
#   backward[tensor1]: grad * (value / tensor2)  (reduced to the input's shape)
#   backward[tensor2]: -grad * (value * tensor1 / (tensor2 * tensor2))  (reduced to the input's shape)
#   jvp: [self] self_t + [tensor1] tensor1_t / tensor2 * value + [tensor2] -(tensor2_t * (tensor1 / tensor2) / tensor2 * value)
#   uses K._addcdiv (tensorplay/ops/binary/kernels.py:120)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _addcdiv_kernel(self, tensor1, tensor2, value):
    return K._addcdiv(self, tensor1, tensor2, value)

def _addcdiv_backward(grads, needs, shapes, tensor1=None, tensor2=None, *, value, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * (value / tensor2), shapes[1])) if needs[1] else None,
        (HS.sum_to(-grad * (value * tensor1 / (tensor2 * tensor2)), shapes[2])) if needs[2] else None,
    )

def _addcdiv_jvp(tangents, self, tensor1, tensor2, result, *, value, **params):
    self_t, tensor1_t, tensor2_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if tensor1_t is not None:
        out = HS.add_tangent(out, HS.expand_to(tensor1_t / tensor2 * value, _out_shape))
    if tensor2_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-(tensor2_t * (tensor1 / tensor2) / tensor2 * value), _out_shape))
    return out

_op_addcdiv = OpDef('addcdiv', _addcdiv_kernel, line=1163, tensor_args=('self', 'tensor1', 'tensor2'),
                    dtype='promote', broadcast=True, fp_errors=True, differentiable=(True, True, True),
                    saves_per_input=((), ('tensor2',), ('tensor1', 'tensor2')), jvp_kind='terms',
                    vmap='broadcast', node='AddcdivBackward0', backward=_addcdiv_backward, jvp=_addcdiv_jvp)

def addcdiv(input, tensor1, tensor2, *, value=1):
    return _call(_op_addcdiv, (input, tensor1, tensor2), {'value': value})

def _addcdiv_inplace(self, tensor1, tensor2, *, value=1):
    return _inplace(_op_addcdiv, (self, tensor1, tensor2), {'value': value})
# --8<-- [end:addcdiv]
# --8<-- [start:eq_inplace]
# ── eq.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1194
#   eq.inplace: `x.eq_(other)`: self == other (compared in the promoted dtype, as eq) …
#   backward[self]: zeros_like(grad)  (reduced to the input's shape)
#   backward[other]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [self] zeros_like(self_t) + [other] zeros_like(other_t)
#   uses K._compare_operands (tensorplay/ops/binary/kernels.py:156)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _eq_inplace_kernel(self, other):
    return np.equal(*K._compare_operands(self, other)).astype(self.dtype)

def _eq_inplace_kernel_into(self, other):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.equal(*K._compare_operands(self, other), out=self)

def _eq_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _eq_inplace_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(self_t), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(other_t), _out_shape))
    return out

_op_eq_inplace = OpDef('eq.inplace', _eq_inplace_kernel, line=1194, tensor_args=('self', 'other'),
                       dtype='same', broadcast=True, differentiable=(True, True), saves_per_input=((), ()),
                       jvp_kind='terms', vmap='broadcast', fast='same', kernel_into=_eq_inplace_kernel_into,
                       node='EqBackward0', backward=_eq_inplace_backward, jvp=_eq_inplace_jvp)

def _overload_eq_inplace(input, other):
    return _call(_op_eq_inplace, (input, other))

_overload_eq_inplace.__tensor_params__ = ('input', 'other')  # for _resolve

def _eq_inplace_inplace(self, other):
    return _inplace(_op_eq_inplace, (self, other))
# --8<-- [end:eq_inplace]
# --8<-- [start:ne_inplace]
# ── ne.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1213
#   ne.inplace: `x.ne_(other)`: self != other (compared in the promoted dtype, as ne) …
#   backward[self]: zeros_like(grad)  (reduced to the input's shape)
#   backward[other]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [self] zeros_like(self_t) + [other] zeros_like(other_t)
#   uses K._compare_operands (tensorplay/ops/binary/kernels.py:156)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _ne_inplace_kernel(self, other):
    return np.not_equal(*K._compare_operands(self, other)).astype(self.dtype)

def _ne_inplace_kernel_into(self, other):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.not_equal(*K._compare_operands(self, other), out=self)

def _ne_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _ne_inplace_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(self_t), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(other_t), _out_shape))
    return out

_op_ne_inplace = OpDef('ne.inplace', _ne_inplace_kernel, line=1213, tensor_args=('self', 'other'),
                       dtype='same', broadcast=True, differentiable=(True, True), saves_per_input=((), ()),
                       jvp_kind='terms', vmap='broadcast', fast='same', kernel_into=_ne_inplace_kernel_into,
                       node='NeBackward0', backward=_ne_inplace_backward, jvp=_ne_inplace_jvp)

def _overload_ne_inplace(input, other):
    return _call(_op_ne_inplace, (input, other))

_overload_ne_inplace.__tensor_params__ = ('input', 'other')  # for _resolve

def _ne_inplace_inplace(self, other):
    return _inplace(_op_ne_inplace, (self, other))
# --8<-- [end:ne_inplace]
# --8<-- [start:lt_inplace]
# ── lt.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1232
#   lt.inplace: `x.lt_(other)`: self < other (compared in the promoted dtype, as lt) w…
#   backward[self]: zeros_like(grad)  (reduced to the input's shape)
#   backward[other]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [self] zeros_like(self_t) + [other] zeros_like(other_t)
#   uses K._compare_operands (tensorplay/ops/binary/kernels.py:156)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _lt_inplace_kernel(self, other):
    return np.less(*K._compare_operands(self, other)).astype(self.dtype)

def _lt_inplace_kernel_into(self, other):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.less(*K._compare_operands(self, other), out=self)

def _lt_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _lt_inplace_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(self_t), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(other_t), _out_shape))
    return out

_op_lt_inplace = OpDef('lt.inplace', _lt_inplace_kernel, line=1232, tensor_args=('self', 'other'),
                       dtype='same', broadcast=True, differentiable=(True, True), saves_per_input=((), ()),
                       jvp_kind='terms', vmap='broadcast', fast='same', kernel_into=_lt_inplace_kernel_into,
                       node='LtBackward0', backward=_lt_inplace_backward, jvp=_lt_inplace_jvp)

def _overload_lt_inplace(input, other):
    return _call(_op_lt_inplace, (input, other))

_overload_lt_inplace.__tensor_params__ = ('input', 'other')  # for _resolve

def _lt_inplace_inplace(self, other):
    return _inplace(_op_lt_inplace, (self, other))
# --8<-- [end:lt_inplace]
# --8<-- [start:le_inplace]
# ── le.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1251
#   le.inplace: `x.le_(other)`: self <= other (compared in the promoted dtype, as le) …
#   backward[self]: zeros_like(grad)  (reduced to the input's shape)
#   backward[other]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [self] zeros_like(self_t) + [other] zeros_like(other_t)
#   uses K._compare_operands (tensorplay/ops/binary/kernels.py:156)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _le_inplace_kernel(self, other):
    return np.less_equal(*K._compare_operands(self, other)).astype(self.dtype)

def _le_inplace_kernel_into(self, other):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.less_equal(*K._compare_operands(self, other), out=self)

def _le_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _le_inplace_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(self_t), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(other_t), _out_shape))
    return out

_op_le_inplace = OpDef('le.inplace', _le_inplace_kernel, line=1251, tensor_args=('self', 'other'),
                       dtype='same', broadcast=True, differentiable=(True, True), saves_per_input=((), ()),
                       jvp_kind='terms', vmap='broadcast', fast='same', kernel_into=_le_inplace_kernel_into,
                       node='LeBackward0', backward=_le_inplace_backward, jvp=_le_inplace_jvp)

def _overload_le_inplace(input, other):
    return _call(_op_le_inplace, (input, other))

_overload_le_inplace.__tensor_params__ = ('input', 'other')  # for _resolve

def _le_inplace_inplace(self, other):
    return _inplace(_op_le_inplace, (self, other))
# --8<-- [end:le_inplace]
# --8<-- [start:gt_inplace]
# ── gt.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1270
#   gt.inplace: `x.gt_(other)`: self > other (compared in the promoted dtype, as gt) w…
#   backward[self]: zeros_like(grad)  (reduced to the input's shape)
#   backward[other]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [self] zeros_like(self_t) + [other] zeros_like(other_t)
#   uses K._compare_operands (tensorplay/ops/binary/kernels.py:156)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _gt_inplace_kernel(self, other):
    return np.greater(*K._compare_operands(self, other)).astype(self.dtype)

def _gt_inplace_kernel_into(self, other):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.greater(*K._compare_operands(self, other), out=self)

def _gt_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _gt_inplace_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(self_t), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(other_t), _out_shape))
    return out

_op_gt_inplace = OpDef('gt.inplace', _gt_inplace_kernel, line=1270, tensor_args=('self', 'other'),
                       dtype='same', broadcast=True, differentiable=(True, True), saves_per_input=((), ()),
                       jvp_kind='terms', vmap='broadcast', fast='same', kernel_into=_gt_inplace_kernel_into,
                       node='GtBackward0', backward=_gt_inplace_backward, jvp=_gt_inplace_jvp)

def _overload_gt_inplace(input, other):
    return _call(_op_gt_inplace, (input, other))

_overload_gt_inplace.__tensor_params__ = ('input', 'other')  # for _resolve

def _gt_inplace_inplace(self, other):
    return _inplace(_op_gt_inplace, (self, other))
# --8<-- [end:gt_inplace]
# --8<-- [start:ge_inplace]
# ── ge.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1289
#   ge.inplace: `x.ge_(other)`: self >= other (compared in the promoted dtype, as ge) …
#   backward[self]: zeros_like(grad)  (reduced to the input's shape)
#   backward[other]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [self] zeros_like(self_t) + [other] zeros_like(other_t)
#   uses K._compare_operands (tensorplay/ops/binary/kernels.py:156)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _ge_inplace_kernel(self, other):
    return np.greater_equal(*K._compare_operands(self, other)).astype(self.dtype)

def _ge_inplace_kernel_into(self, other):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return np.greater_equal(*K._compare_operands(self, other), out=self)

def _ge_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _ge_inplace_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(self_t), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(other_t), _out_shape))
    return out

_op_ge_inplace = OpDef('ge.inplace', _ge_inplace_kernel, line=1289, tensor_args=('self', 'other'),
                       dtype='same', broadcast=True, differentiable=(True, True), saves_per_input=((), ()),
                       jvp_kind='terms', vmap='broadcast', fast='same', kernel_into=_ge_inplace_kernel_into,
                       node='GeBackward0', backward=_ge_inplace_backward, jvp=_ge_inplace_jvp)

def _overload_ge_inplace(input, other):
    return _call(_op_ge_inplace, (input, other))

_overload_ge_inplace.__tensor_params__ = ('input', 'other')  # for _resolve

def _ge_inplace_inplace(self, other):
    return _inplace(_op_ge_inplace, (self, other))
# --8<-- [end:ge_inplace]
# --8<-- [start:float_power_inplace]
# ── float_power.inplace ───────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1308
#   float_power.inplace: `x.float_power_(exponent)`: x ** exponent in place, in float64 (x must…
#   uses H._is_tensor (tensorplay/ops/binary/formulas.py:11)
#   uses H.float_power_base (tensorplay/ops/binary/formulas.py:70)
def _float_power_inplace_composite(self, exponent):
    return O.pow(H.float_power_base(self), exponent.double() if H._is_tensor(exponent) else exponent)


def _overload_float_power_inplace(input, exponent):
    return _float_power_inplace_composite(input, exponent)

_overload_float_power_inplace.__tensor_params__ = ('input', 'exponent')  # for _resolve

def _float_power_inplace_inplace(self, exponent):
    return _composite_inplace(self, lambda old: _float_power_inplace_composite(old, exponent), 'float_power', (exponent,))
# --8<-- [end:float_power_inplace]


# ── public functions ───────────────────────────────────────────────────────────────────
add.__doc__ = 'self + alpha * other, broadcasting the two.'
sub.__doc__ = 'self - alpha * other, broadcasting the two.'
rsub.__doc__ = 'other - alpha * self, broadcasting the two: `sub` with its operands swapped. `2 - x` is `x.__rsub__(2)`, which is `rsub(x, 2)`, so the tensor comes first and the everyday call takes the fast path.'
mul.__doc__ = 'Elementwise product, broadcasting the two.'


def div(*args, **kwargs):
    return _resolve('div', (_overload_div, _overload_div_Tensor_mode, ), args, kwargs)


div.__doc__ = 'Elementwise true division (integers divide to float), broadcasting the two.'
pow.__doc__ = 'self ** exponent elementwise, broadcasting; either side may be a Python number (2 ** x). An integer tensor to an integer power stays integer (negative integer powers of integers are an error).'
maximum.__doc__ = 'Elementwise maximum, broadcasting (nan wins); at ties the gradient is split half and half.'
minimum.__doc__ = 'Elementwise minimum, broadcasting (nan wins); at ties the gradient is split half and half.'
atan2.__doc__ = 'Elementwise angle of the point (other, self), atan(self / other) in the right quadrant, in [-pi, pi].'
remainder.__doc__ = "Python's modulus, self - floor(self / other) * other: the result has the sign of `other` (integer division by zero is an error)."
floor_divide.__doc__ = "Python's //, self / other rounded toward -inf, broadcasting; integers stay integer (integer division by zero is an error). Not differentiable: as in PyTorch, its output requires grad and backpropagating through it raises."


def eq(*args, **kwargs):
    return _resolve('eq', (_overload_eq, _overload_eq_inplace, ), args, kwargs)


eq.__doc__ = 'Elementwise self == other as a bool tensor, broadcasting (compared in the promoted dtype).'


def ne(*args, **kwargs):
    return _resolve('ne', (_overload_ne, _overload_ne_inplace, ), args, kwargs)


ne.__doc__ = 'Elementwise self != other as a bool tensor, broadcasting.'


def lt(*args, **kwargs):
    return _resolve('lt', (_overload_lt, _overload_lt_inplace, ), args, kwargs)


lt.__doc__ = 'Elementwise self < other as a bool tensor, broadcasting.'


def le(*args, **kwargs):
    return _resolve('le', (_overload_le, _overload_le_inplace, ), args, kwargs)


le.__doc__ = 'Elementwise self <= other as a bool tensor, broadcasting.'


def gt(*args, **kwargs):
    return _resolve('gt', (_overload_gt, _overload_gt_inplace, ), args, kwargs)


gt.__doc__ = 'Elementwise self > other as a bool tensor, broadcasting.'


def ge(*args, **kwargs):
    return _resolve('ge', (_overload_ge, _overload_ge_inplace, ), args, kwargs)


ge.__doc__ = 'Elementwise self >= other as a bool tensor, broadcasting.'
logical_and.__doc__ = 'Elementwise logical AND (nonzero is True) as a bool tensor, broadcasting; `a & b` on bool tensors.'
logical_or.__doc__ = 'Elementwise logical OR as a bool tensor, broadcasting; `a | b` on bool tensors.'
logical_xor.__doc__ = 'Elementwise logical XOR as a bool tensor, broadcasting.'
logical_not.__doc__ = 'Elementwise logical NOT (zero is False) as a bool tensor; `~a` on a bool tensor.'
_compare.__doc__ = 'Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le) as a bool tensor, broadcasting. The masks of the max/min/norm/std gradient formulas are built from it.'
isclose.__doc__ = 'Elementwise |self - other| <= atol + rtol * |other| as a bool tensor, broadcasting. Both tensors must have the same dtype (a float32/float64 pair is an error, as in PyTorch); nan is close to nan only with equal_nan=True, an infinity only to itself.'
allclose.__doc__ = 'True when every element of `self` is close to the broadcast `other` (isclose(...).all()), as a Python bool. Both tensors must have the same dtype.'
equal.__doc__ = 'True when both tensors have the same shape and equal elements (compared as values, so an int64 and a float32 tensor may be equal), as a Python bool.'
multiply.__doc__ = 'Alias of mul, the elementwise product, broadcasting the two.'
divide.__doc__ = "Alias of div with PyTorch's `rounding_mode`: None is true division (integers divide to float), 'floor' rounds the quotient toward -inf and 'trunc' toward zero (both keep integer dtypes, and have a zero gradient). Floats round the true quotient (floor / trunc of self / other); integers use floor_divide, and the truncated quotient is the floored one plus 1 where the division is inexact and the signs differ."
true_divide.__doc__ = 'Alias of div, elementwise true division (integers divide to float), broadcasting.'
subtract.__doc__ = 'Alias of sub, self - alpha * other, broadcasting the two.'
isnan.__doc__ = 'Elementwise test for NaN, as a bool tensor (always False for integer and bool tensors).'
isinf.__doc__ = 'Elementwise test for +inf or -inf, as a bool tensor.'
isfinite.__doc__ = 'Elementwise test for a finite value (neither inf nor NaN), as a bool tensor.'
isposinf.__doc__ = 'Elementwise test for +inf, as a bool tensor.'
isneginf.__doc__ = 'Elementwise test for -inf, as a bool tensor.'
signbit.__doc__ = 'Elementwise test of the sign bit, as a bool tensor (True for -0.0, False for bools).'
xlogy.__doc__ = 'self * log(other), defined as 0 where self is 0 (so 0 * log(0) = 0, the convention of entropies and KL divergences) unless other is nan.'
hypot.__doc__ = 'sqrt(self^2 + other^2) elementwise without overflow, broadcasting; floating point only.'
heaviside.__doc__ = 'The Heaviside step: 0 where self < 0, `values` where self == 0, 1 where self > 0 (the two tensors must have the same dtype). Not differentiable.'
fmod.__doc__ = "C's fmod, self - trunc(self / other) * other: the result has the sign of `self` (compare remainder, which follows the divisor). Integer division by zero is an error."
fmax.__doc__ = 'Elementwise maximum that ignores NaN (a NaN loses to a number; NaN only where both are), broadcasting. At ties the whole gradient goes to self, as in PyTorch.'
fmin.__doc__ = 'Elementwise minimum that ignores NaN (a NaN loses to a number; NaN only where both are), broadcasting. At ties the whole gradient goes to self, as in PyTorch.'


def float_power(*args, **kwargs):
    return _resolve('float_power', (_overload_float_power, _overload_float_power_inplace, ), args, kwargs)


float_power.__doc__ = "self ** exponent computed in float64 whatever the input dtypes (the result is float64; gradients come back in each input's dtype)."
logaddexp.__doc__ = 'log(e^self + e^other) elementwise without overflow, broadcasting; floating point only.'
logaddexp2.__doc__ = 'log2(2^self + 2^other) elementwise without overflow, broadcasting; floating point only.'
ldexp.__doc__ = "self * 2 ** other (PyTorch's definition; the result is floating point, self's dtype when self is floating and other an integer: a float16 self stays float16)."
_ldexp_node.__doc__ = "Internal: self * 2 ** other for two floating tensors, one node with PyTorch's ldexp derivatives."
gcd.__doc__ = 'Elementwise greatest common divisor of integer tensors (non-negative; gcd(0, 0) = 0).'
lcm.__doc__ = 'Elementwise least common multiple of integer tensors (non-negative; 0 if either is 0).'
lerp.__doc__ = 'Linear interpolation self + weight * (end - self), broadcasting; `weight` is a number or a tensor. Floating point only, as in PyTorch.'
addcmul.__doc__ = 'self + value * tensor1 * tensor2, broadcasting the three (the step of Adam-like optimizers).'
addcdiv.__doc__ = 'self + value * tensor1 / tensor2, broadcasting the three; as in PyTorch, integer tensor1 and tensor2 are refused (the old integer division is gone).'


FUNCTIONS = {'add': add, 'sub': sub, 'rsub': rsub, 'mul': mul, 'div': div, 'pow': pow, 'maximum': maximum,
             'minimum': minimum, 'atan2': atan2, 'remainder': remainder, 'floor_divide': floor_divide,
             'eq': eq, 'ne': ne, 'lt': lt, 'le': le, 'gt': gt, 'ge': ge, 'logical_and': logical_and,
             'logical_or': logical_or, 'logical_xor': logical_xor, 'logical_not': logical_not,
             '_compare': _compare, 'isclose': isclose, 'allclose': allclose, 'equal': equal,
             'multiply': multiply, 'divide': divide, 'true_divide': true_divide, 'subtract': subtract,
             'isnan': isnan, 'isinf': isinf, 'isfinite': isfinite, 'isposinf': isposinf, 'isneginf': isneginf,
             'signbit': signbit, 'xlogy': xlogy, 'hypot': hypot, 'heaviside': heaviside, 'fmod': fmod,
             'fmax': fmax, 'fmin': fmin, 'float_power': float_power, 'logaddexp': logaddexp,
             'logaddexp2': logaddexp2, 'ldexp': ldexp, 'gcd': gcd, 'lcm': lcm, 'lerp': lerp,
             'addcmul': addcmul, 'addcdiv': addcdiv}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'add': _op_add, 'sub': _op_sub, 'rsub': _op_rsub, 'mul': _op_mul, 'div': _op_div, 'pow': _op_pow,
       'maximum': _op_maximum, 'minimum': _op_minimum, 'atan2': _op_atan2, 'remainder': _op_remainder,
       'floor_divide': _op_floor_divide, 'eq': _op_eq, 'ne': _op_ne, 'lt': _op_lt, 'le': _op_le, 'gt': _op_gt,
       'ge': _op_ge, 'logical_and': _op_logical_and, 'logical_or': _op_logical_or,
       'logical_xor': _op_logical_xor, 'logical_not': _op_logical_not, '_compare': _op__compare,
       'isclose': _op_isclose, 'allclose': _op_allclose, 'equal': _op_equal, 'isnan': _op_isnan,
       'isinf': _op_isinf, 'isfinite': _op_isfinite, 'isposinf': _op_isposinf, 'isneginf': _op_isneginf,
       'signbit': _op_signbit, 'xlogy': _op_xlogy, 'hypot': _op_hypot, 'heaviside': _op_heaviside,
       'fmod': _op_fmod, 'fmax': _op_fmax, 'fmin': _op_fmin, 'logaddexp': _op_logaddexp,
       'logaddexp2': _op_logaddexp2, '_ldexp_node': _op__ldexp_node, 'gcd': _op_gcd, 'lcm': _op_lcm,
       'lerp': _op_lerp, 'addcmul': _op_addcmul, 'addcdiv': _op_addcdiv, 'eq.inplace': _op_eq_inplace,
       'ne.inplace': _op_ne_inplace, 'lt.inplace': _op_lt_inplace, 'le.inplace': _op_le_inplace,
       'gt.inplace': _op_gt_inplace, 'ge.inplace': _op_ge_inplace}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'float_power': _op_float_power}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('add', '_op_add', '_add_inplace', 'sub', '_op_sub', '_sub_inplace', 'rsub', '_op_rsub', 'mul',
             '_op_mul', '_mul_inplace', '_overload_div', '_op_div', '_div_inplace',
             '_overload_div_Tensor_mode', '_div_Tensor_mode_composite', '_div_Tensor_mode_inplace', 'pow',
             '_op_pow', '_pow_inplace', 'maximum', '_op_maximum', 'minimum', '_op_minimum', 'atan2',
             '_op_atan2', '_atan2_inplace', 'remainder', '_op_remainder', '_remainder_inplace',
             'floor_divide', '_op_floor_divide', '_floor_divide_inplace', '_overload_eq', '_op_eq',
             '_overload_ne', '_op_ne', '_overload_lt', '_op_lt', '_overload_le', '_op_le', '_overload_gt',
             '_op_gt', '_overload_ge', '_op_ge', 'logical_and', '_op_logical_and', '_logical_and_inplace',
             'logical_or', '_op_logical_or', '_logical_or_inplace', 'logical_xor', '_op_logical_xor',
             '_logical_xor_inplace', 'logical_not', '_op_logical_not', '_logical_not_inplace', '_compare',
             '_op__compare', 'isclose', '_op_isclose', 'allclose', '_op_allclose', 'equal', '_op_equal',
             'multiply', '_multiply_composite', '_multiply_inplace', 'divide', '_divide_composite',
             '_divide_inplace', 'true_divide', '_true_divide_composite', '_true_divide_inplace', 'subtract',
             '_subtract_composite', '_subtract_inplace', 'isnan', '_op_isnan', 'isinf', '_op_isinf',
             'isfinite', '_op_isfinite', 'isposinf', '_op_isposinf', 'isneginf', '_op_isneginf', 'signbit',
             '_op_signbit', 'xlogy', '_op_xlogy', '_xlogy_inplace', 'hypot', '_op_hypot', '_hypot_inplace',
             'heaviside', '_op_heaviside', '_heaviside_inplace', 'fmod', '_op_fmod', '_fmod_inplace', 'fmax',
             '_op_fmax', 'fmin', '_op_fmin', '_overload_float_power', '_op_float_power',
             '_float_power_composite', 'logaddexp', '_op_logaddexp', 'logaddexp2', '_op_logaddexp2', 'ldexp',
             '_ldexp_composite', '_ldexp_inplace', '_ldexp_node', '_op__ldexp_node', 'gcd', '_op_gcd',
             '_gcd_inplace', 'lcm', '_op_lcm', '_lcm_inplace', 'lerp', '_op_lerp', '_lerp_inplace', 'addcmul',
             '_op_addcmul', '_addcmul_inplace', 'addcdiv', '_op_addcdiv', '_addcdiv_inplace',
             '_overload_eq_inplace', '_op_eq_inplace', '_eq_inplace_inplace', '_overload_ne_inplace',
             '_op_ne_inplace', '_ne_inplace_inplace', '_overload_lt_inplace', '_op_lt_inplace',
             '_lt_inplace_inplace', '_overload_le_inplace', '_op_le_inplace', '_le_inplace_inplace',
             '_overload_gt_inplace', '_op_gt_inplace', '_gt_inplace_inplace', '_overload_ge_inplace',
             '_op_ge_inplace', '_ge_inplace_inplace', '_overload_float_power_inplace',
             '_float_power_inplace_composite', '_float_power_inplace_inplace', 'div', 'eq', 'ne', 'lt', 'le',
             'gt', 'ge', 'float_power')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
