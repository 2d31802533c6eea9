# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The pointwise ops (tensorplay/ops/pointwise/ops.yaml), one section each. A primitive's section holds its
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
from ...dispatch.inplace import inplace as _inplace
from ...dispatch.composite_inplace import composite_inplace as _composite_inplace
from ...dispatch.overloads import resolve as _resolve
from . import batching as B
from ...core import optable as O
# --8<-- [start:neg]
# ── neg ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:6
#   neg: Elementwise negation, -x.
#   kernel: np.negative, the NumPy ufunc itself (called on the arrays)
#   backward[self]: -grad
def _neg_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((-grad) if needs[0] else None,)

_op_neg = OpDef('neg', np.negative, line=6, tensor_args=('self',), dtype='same', differentiable=(True,),
                saves_per_input=((),), jvp_kind='auto_linear', vmap='elementwise', fast='same',
                node='NegBackward0', backward=_neg_backward)

def neg(input):
    return _call(_op_neg, (input,))

def _neg_inplace(self):
    return _inplace(_op_neg, (self,))
# --8<-- [end:neg]
# --8<-- [start:exp]
# ── exp ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:22
#   exp: Elementwise exponential, e^x.
#   kernel: np.exp, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * result
#   jvp: [self] self_t * result
def _exp_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * result) if needs[0] else None,)

def _exp_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * result

_op_exp = OpDef('exp', np.exp, line=22, tensor_args=('self',), dtype='float', fp_errors=True,
                differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms', vmap='elementwise',
                fast='same', node='ExpBackward0', backward=_exp_backward, jvp=_exp_jvp,
                c_forward=_c.loop('exp_forward'))

def exp(input):
    return _call(_op_exp, (input,))

def _exp_inplace(self):
    return _inplace(_op_exp, (self,))
# --8<-- [end:exp]
# --8<-- [start:log]
# ── log ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:38
#   log: Elementwise natural logarithm; -inf at 0 and nan below.
#   kernel: np.log, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / self
#   jvp: auto_elementwise: self_t / self
def _log_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad / self) if needs[0] else None,)

def _log_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / self

_op_log = OpDef('log', np.log, line=38, tensor_args=('self',), dtype='float', fp_errors=True,
                differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                fast='same', node='LogBackward0', backward=_log_backward, jvp=_log_jvp,
                c_forward=_c.loop('log_forward'))

def log(input):
    return _call(_op_log, (input,))

def _log_inplace(self):
    return _inplace(_op_log, (self,))
# --8<-- [end:log]
# --8<-- [start:sin]
# ── sin ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:55
#   sin: Elementwise sine (radians).
#   kernel: np.sin, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * cos(self)
#   jvp: auto_elementwise: self_t * cos(self)
def _sin_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.cos(self)) if needs[0] else None,)

def _sin_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.cos(self)

_op_sin = OpDef('sin', np.sin, line=55, tensor_args=('self',), dtype='float', differentiable=(True,),
                saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                node='SinBackward0', backward=_sin_backward, jvp=_sin_jvp, c_forward=_c.loop('sin_forward'),
                fused_backward=_c.backward_loop('sin_backward', 'self', False))

def sin(input):
    return _call(_op_sin, (input,))

def _sin_inplace(self):
    return _inplace(_op_sin, (self,))
# --8<-- [end:sin]
# --8<-- [start:cos]
# ── cos ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:70
#   cos: Elementwise cosine (radians).
#   kernel: np.cos, the NumPy ufunc itself (called on the arrays)
#   backward[self]: -grad * sin(self)
#   jvp: auto_elementwise: -self_t * sin(self)
def _cos_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((-grad * O.sin(self)) if needs[0] else None,)

def _cos_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else -self_t * O.sin(self)

_op_cos = OpDef('cos', np.cos, line=70, tensor_args=('self',), dtype='float', differentiable=(True,),
                saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                node='CosBackward0', backward=_cos_backward, jvp=_cos_jvp, c_forward=_c.loop('cos_forward'),
                fused_backward=_c.backward_loop('cos_backward', 'self', False))

def cos(input):
    return _call(_op_cos, (input,))

def _cos_inplace(self):
    return _inplace(_op_cos, (self,))
# --8<-- [end:cos]
# --8<-- [start:abs]
# ── abs ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:84
#   abs: Elementwise absolute value, |x|; the gradient at 0 is 0 (sign(0) = 0),…
#   kernel: np.abs, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * sign(self)
#   jvp: auto_elementwise: self_t * sign(self)
def _abs_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.sign(self)) if needs[0] else None,)

def _abs_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.sign(self)

_op_abs = OpDef('abs', np.abs, line=84, tensor_args=('self',), dtype='same', differentiable=(True,),
                saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                node='AbsBackward0', backward=_abs_backward, jvp=_abs_jvp,
                fused_backward=_c.backward_loop('abs_backward', 'self', False))

def abs(input):
    return _call(_op_abs, (input,))

def _abs_inplace(self):
    return _inplace(_op_abs, (self,))
# --8<-- [end:abs]
# --8<-- [start:sign]
# ── sign ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:104
#   sign: Elementwise sign, -1, 0 or 1 (in the input's dtype; nan gives 0, as in…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
def _sign_kernel(self):
    return self.copy() if self.dtype.kind == "b" else np.sign(self) if self.dtype.kind != "f" else np.where(np.isnan(self), self.dtype.type(0), np.sign(self))

def _sign_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _sign_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_sign = OpDef('sign', _sign_kernel, line=104, tensor_args=('self',), dtype='same', differentiable=(True,),
                 saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='SignBackward0', backward=_sign_backward, jvp=_sign_jvp,
                 c_forward=_c.loop('sign_forward'))

def sign(input):
    return _call(_op_sign, (input,))

def _sign_inplace(self):
    return _inplace(_op_sign, (self,))
# --8<-- [end:sign]
# --8<-- [start:expm1]
# ── expm1 ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:121
#   expm1: Elementwise e^x - 1, accurate for small x.
#   kernel: np.expm1, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * (result + 1)
#   jvp: auto_elementwise: self_t * (result + 1)
def _expm1_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * (result + 1)) if needs[0] else None,)

def _expm1_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * (result + 1)

_op_expm1 = OpDef('expm1', np.expm1, line=121, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                  vmap='elementwise', fast='same', node='Expm1Backward0', backward=_expm1_backward,
                  jvp=_expm1_jvp, c_forward=_c.loop('expm1_forward'),
                  fused_backward=_c.backward_loop('expm1_backward', None, True))

def expm1(input):
    return _call(_op_expm1, (input,))

def _expm1_inplace(self):
    return _inplace(_op_expm1, (self,))
# --8<-- [end:expm1]
# --8<-- [start:log1p]
# ── log1p ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:137
#   log1p: Elementwise log(1 + x), accurate for small x; -inf at -1 and nan below…
#   kernel: np.log1p, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / (self + 1)
#   jvp: auto_elementwise: self_t / (self + 1)
def _log1p_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad / (self + 1)) if needs[0] else None,)

def _log1p_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / (self + 1)

_op_log1p = OpDef('log1p', np.log1p, line=137, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='Log1pBackward0', backward=_log1p_backward, jvp=_log1p_jvp,
                  c_forward=_c.loop('log1p_forward'),
                  fused_backward=_c.backward_loop('log1p_backward', 'self', False))

def log1p(input):
    return _call(_op_log1p, (input,))

def _log1p_inplace(self):
    return _inplace(_op_log1p, (self,))
# --8<-- [end:log1p]
# --8<-- [start:log2]
# ── log2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:153
#   log2: Elementwise base-2 logarithm; -inf at 0 and nan below.
#   kernel: np.log2, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / (self * 0.6931471805599453)
#   jvp: auto_elementwise: self_t / (self * 0.6931471805599453)
def _log2_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad / (self * 0.6931471805599453)) if needs[0] else None,)

def _log2_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / (self * 0.6931471805599453)

_op_log2 = OpDef('log2', np.log2, line=153, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='Log2Backward0', backward=_log2_backward, jvp=_log2_jvp)

def log2(input):
    return _call(_op_log2, (input,))

def _log2_inplace(self):
    return _inplace(_op_log2, (self,))
# --8<-- [end:log2]
# --8<-- [start:log10]
# ── log10 ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:167
#   log10: Elementwise base-10 logarithm; -inf at 0 and nan below.
#   kernel: np.log10, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / (self * 2.302585092994046)
#   jvp: auto_elementwise: self_t / (self * 2.302585092994046)
def _log10_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad / (self * 2.302585092994046)) if needs[0] else None,)

def _log10_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / (self * 2.302585092994046)

_op_log10 = OpDef('log10', np.log10, line=167, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='Log10Backward0', backward=_log10_backward, jvp=_log10_jvp)

def log10(input):
    return _call(_op_log10, (input,))

def _log10_inplace(self):
    return _inplace(_op_log10, (self,))
# --8<-- [end:log10]
# --8<-- [start:sqrt]
# ── sqrt ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:181
#   sqrt: Elementwise square root; nan below 0.
#   kernel: np.sqrt, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / (2 * result)
#   jvp: auto_elementwise: self_t / (2 * result)
def _sqrt_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad / (2 * result)) if needs[0] else None,)

def _sqrt_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / (2 * result)

_op_sqrt = OpDef('sqrt', np.sqrt, line=181, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='SqrtBackward0', backward=_sqrt_backward, jvp=_sqrt_jvp,
                 c_forward=_c.loop('sqrt_forward'),
                 fused_backward=_c.backward_loop('sqrt_backward', None, True))

def sqrt(input):
    return _call(_op_sqrt, (input,))

def _sqrt_inplace(self):
    return _inplace(_op_sqrt, (self,))
# --8<-- [end:sqrt]
# --8<-- [start:rsqrt]
# ── rsqrt ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:196
#   rsqrt: Elementwise reciprocal square root, 1 / sqrt(x); inf at 0.
#   backward[self]: -0.5 * grad * result * result * result
#   jvp: auto_elementwise: -0.5 * self_t * result * result * result
def _rsqrt_kernel(self):
    return np.reciprocal(np.sqrt(self))

def _rsqrt_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((-0.5 * grad * result * result * result) if needs[0] else None,)

def _rsqrt_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else -0.5 * self_t * result * result * result

_op_rsqrt = OpDef('rsqrt', _rsqrt_kernel, line=196, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                  vmap='elementwise', fast='same', node='RsqrtBackward0', backward=_rsqrt_backward,
                  jvp=_rsqrt_jvp, c_forward=_c.loop('rsqrt_forward'),
                  fused_backward=_c.backward_loop('rsqrt_backward', None, True))

def rsqrt(input):
    return _call(_op_rsqrt, (input,))

def _rsqrt_inplace(self):
    return _inplace(_op_rsqrt, (self,))
# --8<-- [end:rsqrt]
# --8<-- [start:square]
# ── square ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:212
#   square: Elementwise x * x (integer tensors stay integer).
#   backward[self]: 2 * grad * self
#   jvp: auto_elementwise: 2 * self_t * self
def _square_kernel(self):
    return np.square(self.astype(np.int64) if self.dtype.kind == "b" else self)

def _square_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((2 * grad * self) if needs[0] else None,)

def _square_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else 2 * self_t * self

_op_square = OpDef('square', _square_kernel, line=212, tensor_args=('self',), differentiable=(True,),
                   saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                   node='SquareBackward0', backward=_square_backward, jvp=_square_jvp,
                   fused_backward=_c.backward_loop('square_backward', 'self', False))

def square(input):
    return _call(_op_square, (input,))

def _square_inplace(self):
    return _inplace(_op_square, (self,))
# --8<-- [end:square]
# --8<-- [start:reciprocal]
# ── reciprocal ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:228
#   reciprocal: Elementwise 1 / x (integers divide to float); inf at 0.
#   kernel: np.reciprocal, the NumPy ufunc itself (called on the arrays)
#   backward[self]: -grad * result * result
#   jvp: auto_elementwise: -self_t * result * result
def _reciprocal_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((-grad * result * result) if needs[0] else None,)

def _reciprocal_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else -self_t * result * result

_op_reciprocal = OpDef('reciprocal', np.reciprocal, line=228, tensor_args=('self',), dtype='float',
                       fp_errors=True, differentiable=(True,), saves_per_input=(('result',),),
                       jvp_kind='terms', vmap='elementwise', fast='same', node='ReciprocalBackward0',
                       backward=_reciprocal_backward, jvp=_reciprocal_jvp,
                       c_forward=_c.loop('reciprocal_forward'))

def reciprocal(input):
    return _call(_op_reciprocal, (input,))

def _reciprocal_inplace(self):
    return _inplace(_op_reciprocal, (self,))
# --8<-- [end:reciprocal]
# --8<-- [start:tan]
# ── tan ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:243
#   tan: Elementwise tangent (radians).
#   kernel: np.tan, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * (1 + result * result)
#   jvp: auto_elementwise: self_t * (1 + result * result)
def _tan_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * (1 + result * result)) if needs[0] else None,)

def _tan_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * (1 + result * result)

_op_tan = OpDef('tan', np.tan, line=243, tensor_args=('self',), dtype='float', differentiable=(True,),
                saves_per_input=(('result',),), jvp_kind='terms', vmap='elementwise', fast='same',
                node='TanBackward0', backward=_tan_backward, jvp=_tan_jvp, c_forward=_c.loop('tan_forward'),
                fused_backward=_c.backward_loop('tan_backward', None, True))

def tan(input):
    return _call(_op_tan, (input,))

def _tan_inplace(self):
    return _inplace(_op_tan, (self,))
# --8<-- [end:tan]
# --8<-- [start:asin]
# ── asin ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:258
#   asin: Elementwise inverse sine, in [-pi/2, pi/2]; nan outside [-1, 1].
#   backward[self]: grad * rsqrt(1 - self * self)
#   jvp: auto_elementwise: self_t * rsqrt(1 - self * self)
#   uses K._arc (tensorplay/ops/pointwise/kernels.py:128)
def _asin_kernel(self):
    return K._arc(self, 2, np.arcsin)

def _asin_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.rsqrt(1 - self * self)) if needs[0] else None,)

def _asin_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.rsqrt(1 - self * self)

_op_asin = OpDef('asin', _asin_kernel, line=258, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='AsinBackward0', backward=_asin_backward, jvp=_asin_jvp)

def asin(input):
    return _call(_op_asin, (input,))

def _asin_inplace(self):
    return _inplace(_op_asin, (self,))
# --8<-- [end:asin]
# --8<-- [start:acos]
# ── acos ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:272
#   acos: Elementwise inverse cosine, in [0, pi]; nan outside [-1, 1].
#   backward[self]: -grad * rsqrt(1 - self * self)
#   jvp: auto_elementwise: -self_t * rsqrt(1 - self * self)
#   uses K._arc (tensorplay/ops/pointwise/kernels.py:128)
def _acos_kernel(self):
    return K._arc(self, 3, np.arccos)

def _acos_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((-grad * O.rsqrt(1 - self * self)) if needs[0] else None,)

def _acos_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else -self_t * O.rsqrt(1 - self * self)

_op_acos = OpDef('acos', _acos_kernel, line=272, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='AcosBackward0', backward=_acos_backward, jvp=_acos_jvp)

def acos(input):
    return _call(_op_acos, (input,))

def _acos_inplace(self):
    return _inplace(_op_acos, (self,))
# --8<-- [end:acos]
# --8<-- [start:atan]
# ── atan ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:286
#   atan: Elementwise inverse tangent, in (-pi/2, pi/2).
#   backward[self]: grad / (1 + self * self)
#   jvp: auto_elementwise: self_t / (1 + self * self)
#   uses K._arc (tensorplay/ops/pointwise/kernels.py:128)
def _atan_kernel(self):
    return K._arc(self, 4, np.arctan)

def _atan_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad / (1 + self * self)) if needs[0] else None,)

def _atan_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / (1 + self * self)

_op_atan = OpDef('atan', _atan_kernel, line=286, tensor_args=('self',), dtype='float', differentiable=(True,),
                 saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='AtanBackward0', backward=_atan_backward, jvp=_atan_jvp)

def atan(input):
    return _call(_op_atan, (input,))

def _atan_inplace(self):
    return _inplace(_op_atan, (self,))
# --8<-- [end:atan]
# --8<-- [start:sinh]
# ── sinh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:299
#   sinh: Elementwise hyperbolic sine.
#   kernel: np.sinh, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * cosh(self)
#   jvp: auto_elementwise: self_t * cosh(self)
def _sinh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.cosh(self)) if needs[0] else None,)

def _sinh_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.cosh(self)

_op_sinh = OpDef('sinh', np.sinh, line=299, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='SinhBackward0', backward=_sinh_backward, jvp=_sinh_jvp,
                 c_forward=_c.loop('sinh_forward'))

def sinh(input):
    return _call(_op_sinh, (input,))

def _sinh_inplace(self):
    return _inplace(_op_sinh, (self,))
# --8<-- [end:sinh]
# --8<-- [start:cosh]
# ── cosh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:316
#   cosh: Elementwise hyperbolic cosine.
#   kernel: np.cosh, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * sinh(self)
#   jvp: auto_elementwise: self_t * sinh(self)
def _cosh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.sinh(self)) if needs[0] else None,)

def _cosh_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.sinh(self)

_op_cosh = OpDef('cosh', np.cosh, line=316, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='CoshBackward0', backward=_cosh_backward, jvp=_cosh_jvp,
                 c_forward=_c.loop('cosh_forward'))

def cosh(input):
    return _call(_op_cosh, (input,))

def _cosh_inplace(self):
    return _inplace(_op_cosh, (self,))
# --8<-- [end:cosh]
# --8<-- [start:tanh]
# ── tanh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:332
#   tanh: Elementwise hyperbolic tangent, in (-1, 1).
#   kernel: np.tanh, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * (1 - result * result)
#   jvp: auto_elementwise: self_t * (1 - result * result)
def _tanh_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * (1 - result * result)) if needs[0] else None,)

def _tanh_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * (1 - result * result)

_op_tanh = OpDef('tanh', np.tanh, line=332, tensor_args=('self',), dtype='float', differentiable=(True,),
                 saves_per_input=(('result',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='TanhBackward0', backward=_tanh_backward, jvp=_tanh_jvp,
                 fused_backward=_c.backward_loop('tanh_backward', None, True))

def tanh(input):
    return _call(_op_tanh, (input,))

def _tanh_inplace(self):
    return _inplace(_op_tanh, (self,))
# --8<-- [end:tanh]
# --8<-- [start:sigmoid]
# ── sigmoid ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:349
#   sigmoid: Elementwise logistic sigmoid, 1 / (1 + e^-x), computed without overflo…
#   backward[self]: grad * result * (1 - result)
#   jvp: auto_elementwise: self_t * result * (1 - result)
#   uses KS._sigmoid (tensorplay/ops/shared/kernels.py:209)
def _sigmoid_kernel(self):
    return KS._sigmoid(self)

def _sigmoid_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * result * (1 - result)) if needs[0] else None,)

def _sigmoid_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * result * (1 - result)

_op_sigmoid = OpDef('sigmoid', _sigmoid_kernel, line=349, tensor_args=('self',), dtype='float',
                    differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                    vmap='elementwise', fast='same', node='SigmoidBackward0', backward=_sigmoid_backward,
                    jvp=_sigmoid_jvp, c_forward=_c.loop('sigmoid_forward'),
                    fused_backward=_c.backward_loop('sigmoid_backward', None, True))

def sigmoid(input):
    return _call(_op_sigmoid, (input,))

def _sigmoid_inplace(self):
    return _inplace(_op_sigmoid, (self,))
# --8<-- [end:sigmoid]
# --8<-- [start:erf]
# ── erf ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:366
#   erf: Elementwise error function, 2/sqrt(pi) times the integral of e^(-t^2) …
#   backward[self]: grad * 1.1283791670955126 * exp(-self * self)
#   jvp: auto_elementwise: self_t * 1.1283791670955126 * exp(-self * self)
#   uses K._erf (tensorplay/ops/pointwise/kernels.py:11)
def _erf_kernel(self):
    return K._erf(self)

def _erf_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * 1.1283791670955126 * O.exp(-self * self)) if needs[0] else None,)

def _erf_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * 1.1283791670955126 * O.exp(-self * self)

_op_erf = OpDef('erf', _erf_kernel, line=366, tensor_args=('self',), dtype='float', differentiable=(True,),
                saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                node='ErfBackward0', backward=_erf_backward, jvp=_erf_jvp, c_forward=_c.loop('erf_forward'),
                fused_backward=_c.backward_loop('erf_backward', 'self', False))

def erf(input):
    return _call(_op_erf, (input,))

def _erf_inplace(self):
    return _inplace(_op_erf, (self,))
# --8<-- [end:erf]
# --8<-- [start:floor]
# ── floor ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:382
#   floor: Elementwise largest integer <= x (integer tensors unchanged); its grad…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
def _floor_kernel(self):
    return np.floor(self) if self.dtype.kind == "f" else self.copy()

def _floor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _floor_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_floor = OpDef('floor', _floor_kernel, line=382, tensor_args=('self',), dtype='same',
                  differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='FloorBackward0', backward=_floor_backward, jvp=_floor_jvp)

def floor(input):
    return _call(_op_floor, (input,))

def _floor_inplace(self):
    return _inplace(_op_floor, (self,))
# --8<-- [end:floor]
# --8<-- [start:ceil]
# ── ceil ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:398
#   ceil: Elementwise smallest integer >= x (integer tensors unchanged); its gra…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
def _ceil_kernel(self):
    return np.ceil(self) if self.dtype.kind == "f" else self.copy()

def _ceil_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _ceil_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_ceil = OpDef('ceil', _ceil_kernel, line=398, tensor_args=('self',), dtype='same', differentiable=(True,),
                 saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='CeilBackward0', backward=_ceil_backward, jvp=_ceil_jvp)

def ceil(input):
    return _call(_op_ceil, (input,))

def _ceil_inplace(self):
    return _inplace(_op_ceil, (self,))
# --8<-- [end:ceil]
# --8<-- [start:round]
# ── round ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:414
#   round: Elementwise rounding to the nearest integer, halves to even (or to `de…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   uses KS._torch_name (tensorplay/ops/shared/kernels.py:359)
def _round_kernel(self, decimals):
    # Round half to even, like torch.round; `decimals` digits after the point.
    if self.dtype.kind != "f":
        if decimals != 0:  # PyTorch has no integer kernel for rounding to decimals
            raise NotImplementedError(f"round: \"round_cpu\" not implemented for '{KS._torch_name(self.dtype)}'")
        return self.copy()
    if decimals == 0:
        return np.round(self)
    # float16 scales and rounds in float32 (PyTorch's opmath type), then casts back
    return np.round(self.astype(np.float32) if self.dtype == np.float16 else self, decimals).astype(self.dtype)

def _round_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _round_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_round = OpDef('round', _round_kernel, line=414, tensor_args=('self',), dtype='same',
                  differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='RoundBackward0', backward=_round_backward, jvp=_round_jvp)

def round(input, *, decimals=0):
    return _call(_op_round, (input,), {'decimals': decimals})

def _round_inplace(self, *, decimals=0):
    return _inplace(_op_round, (self,), {'decimals': decimals})
# --8<-- [end:round]
# --8<-- [start:trunc]
# ── trunc ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:441
#   trunc: Elementwise rounding toward zero (integer tensors unchanged); its grad…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
def _trunc_kernel(self):
    return np.trunc(self) if self.dtype.kind == "f" else self.copy()

def _trunc_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _trunc_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_trunc = OpDef('trunc', _trunc_kernel, line=441, tensor_args=('self',), dtype='same',
                  differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='TruncBackward0', backward=_trunc_backward, jvp=_trunc_jvp)

def trunc(input):
    return _call(_op_trunc, (input,))

def _trunc_inplace(self):
    return _inplace(_op_trunc, (self,))
# --8<-- [end:trunc]
# --8<-- [start:clamp]
# ── clamp ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:457
#   clamp: Elementwise min(max(x, min), max) (one bound may be None); the gradien…
#   backward[self]: where((self <= max) if min is None else ((self >= min) if max is None else logical_and(self >= min, self <= max)), grad, 0.0)
#   jvp: auto_elementwise: where(self <= max if min is None else self >= min if max is None else logical_and(self >= min, self <= max), self_t, 0.0)
#   uses K._clamp (tensorplay/ops/pointwise/kernels.py:15)
def _clamp_kernel(self, min, max):
    return K._clamp(self, min, max)

def _clamp_backward(grads, needs, shapes, self=None, *, min, max, **params):
    grad = grads[0]
    return (
        (O.where((self <= max) if min is None else ((self >= min) if max is None else O.logical_and(self >= min, self <= max)), grad, 0.0)) if needs[0] else None,
    )

def _clamp_jvp(tangents, self, result, *, min, max, **params):
    self_t, = tangents
    return None if self_t is None else O.where(self <= max if min is None else self >= min if max is None else O.logical_and(self >= min, self <= max), self_t, 0.0)

_op_clamp = OpDef('clamp', _clamp_kernel, line=457, tensor_args=('self',), differentiable=(True,),
                  saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                  node='ClampBackward0', backward=_clamp_backward, jvp=_clamp_jvp)

def _overload_clamp(input, min=None, max=None):
    return _call(_op_clamp, (input,), {'min': min, 'max': max})

_overload_clamp.__tensor_params__ = ('input',)  # for _resolve

def _clamp_inplace(self, min=None, max=None):
    return _inplace(_op_clamp, (self,), {'min': min, 'max': max})
# --8<-- [end:clamp]
# --8<-- [start:clamp_Tensor]
# ── clamp.Tensor ──────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:479
#   clamp.Tensor: clamp with tensor bounds: min(max(x, min), max) elementwise, the three…
#   uses HS._broadcastable (tensorplay/ops/shared/formulas.py:18)
#   uses HS._is_tensor (tensorplay/ops/shared/formulas.py:143)
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
def _clamp_Tensor_composite(self, min, max):
    if not (min is not None or max is not None):
        raise RuntimeError("clamp.Tensor: torch.clamp: At least one of 'min' or 'max' must not be None")
    if not (min is None or max is None or HS._type_name(self) != "Bool" or not HS._is_tensor(min) or HS._type_name(min) != "Bool" or not HS._is_tensor(max) or HS._type_name(max) != "Bool" or not HS._broadcastable(self, min, max)):
        raise NotImplementedError('clamp.Tensor: "clamp_cpu" not implemented for \'Bool\'')
    return O._clamp_tensor(self, min, max)


def _overload_clamp_Tensor(input, min=None, max=None):
    return _clamp_Tensor_composite(input, min, max)

_overload_clamp_Tensor.__tensor_params__ = ('input', 'min', 'max')  # for _resolve

def _clamp_Tensor_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clamp_Tensor_composite(old, min, max), 'clamp', (min, max,))
# --8<-- [end:clamp_Tensor]
# --8<-- [start:_clamp_tensor]
# ── _clamp_tensor ─────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:508
#   _clamp_tensor: Internal: clamp with tensor bounds, min(max(x, min), max) elementwise …
#   backward[self]: clamp_grad(grad, self, min, max, 0)  (reduced to the input's shape)
#   backward[min]: clamp_grad(grad, self, min, max, 1)  (reduced to the input's shape)
#   backward[max]: clamp_grad(grad, self, min, max, 2)  (reduced to the input's shape)
#   jvp: clamp_jvp(self, self_t, min, min_t, max, max_t)
#   uses H.clamp_grad (tensorplay/ops/pointwise/formulas.py:39)
#   uses H.clamp_jvp (tensorplay/ops/pointwise/formulas.py:56)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def __clamp_tensor_kernel(self, min, max):
    out = self if min is None else np.maximum(self, min)
    if max is None:
        return out
    if (out is not self and out.size > 4096 and type(out) is np.ndarray and type(max) is np.ndarray
            and max.dtype is out.dtype and max.shape == out.shape[out.ndim - max.ndim:]):
        return np.minimum(out, max, out=out)
    return np.minimum(out, max)

def __clamp_tensor_backward(grads, needs, shapes, self=None, min=None, max=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(H.clamp_grad(grad, self, min, max, 0), shapes[0])) if needs[0] else None,
        (HS.sum_to(H.clamp_grad(grad, self, min, max, 1), shapes[1])) if needs[1] else None,
        (HS.sum_to(H.clamp_grad(grad, self, min, max, 2), shapes[2])) if needs[2] else None,
    )

def __clamp_tensor_jvp(tangents, self, min, max, result, **params):
    self_t, min_t, max_t, = tangents
    return H.clamp_jvp(self, self_t, min, min_t, max, max_t)

_op__clamp_tensor = OpDef('_clamp_tensor', __clamp_tensor_kernel, line=508,
                          tensor_args=('self', 'min', 'max'), dtype='promote', broadcast=True,
                          differentiable=(True, True, True),
                          saves_per_input=(('self', 'min', 'max'), ('self', 'min', 'max'), ('self', 'min', 'max')),
                          jvp_kind='result', vmap='broadcast', node='ClampTensorBackward0',
                          backward=__clamp_tensor_backward, jvp=__clamp_tensor_jvp)

def _clamp_tensor(input, min=None, max=None):
    return _call(_op__clamp_tensor, (input, min, max))
# --8<-- [end:_clamp_tensor]
# --8<-- [start:_to_copy]
# ── _to_copy ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:545
#   _to_copy: A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.lo…
#   backward[self]: _to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad
#   uses KS._np_dtype (tensorplay/ops/shared/kernels.py:217)
def __to_copy_kernel(self, dtype):
    return self.astype(KS._np_dtype(dtype)) if dtype is not None else self.copy()

def __to_copy_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (O._to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad) if needs[0] else None,
    )

_op__to_copy = OpDef('_to_copy', __to_copy_kernel, line=545, tensor_args=('self',), differentiable=(True,),
                     saves_per_input=(('self',),), jvp_kind='auto_linear', vmap='elementwise', fast='same',
                     fast_none=('dtype',), node='ToCopyBackward0', backward=__to_copy_backward)

def _to_copy(input, dtype=None):
    return _call(_op__to_copy, (input,), {'dtype': dtype})
# --8<-- [end:_to_copy]
# --8<-- [start:clone]
# ── clone ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:556
#   clone: A copy that does not share memory, but keeps the graph (gradients flow…
#   backward[self]: grad
def _clone_kernel(self):
    return self.copy()

def _clone_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((grad) if needs[0] else None,)

_op_clone = OpDef('clone', _clone_kernel, line=556, tensor_args=('self',), differentiable=(True,),
                  saves_per_input=((),), jvp_kind='auto_linear', vmap='elementwise', fast='same',
                  node='CloneBackward0', backward=_clone_backward)

def clone(input):
    return _call(_op_clone, (input,))
# --8<-- [end:clone]
# --8<-- [start:fill]
# ── fill ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:568
#   fill: A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` …
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses KS._filled (tensorplay/ops/shared/kernels.py:587)
def _fill_kernel(self, value):
    return KS._filled(self.shape, value, self.dtype)

def _fill_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _fill_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_fill = OpDef('fill', _fill_kernel, line=568, tensor_args=('self',), dtype='same', differentiable=(True,),
                 saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='FillBackward0', backward=_fill_backward, jvp=_fill_jvp)

def fill(input, value):
    return _call(_op_fill, (input,), {'value': value})

def _fill_inplace(self, value):
    return _inplace(_op_fill, (self,), {'value': value})
# --8<-- [end:fill]
# --8<-- [start:zero]
# ── zero ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:581
#   zero: Zeros like `self`; as `x.zero_()` it clears `x` in place.
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
def _zero_kernel(self):
    return np.zeros_like(self)

def _zero_kernel_into(self):
    """The kernel computing into its first array (an in-place call that records nothing)."""
    return self.fill(0)

def _zero_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _zero_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_zero = OpDef('zero', _zero_kernel, line=581, tensor_args=('self',), dtype='same', differentiable=(True,),
                 saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same',
                 kernel_into=_zero_kernel_into, node='ZeroBackward0', backward=_zero_backward, jvp=_zero_jvp)

def zero(input):
    return _call(_op_zero, (input,))

def _zero_inplace(self):
    return _inplace(_op_zero, (self,))
# --8<-- [end:zero]
# --8<-- [start:copy]
# ── copy ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:594
#   copy: `other` broadcast to `self`'s shape and dtype; as `x.copy_(other)` it …
#   backward[self]: zeros_like(grad)
#   backward[other]: sum_to(grad, shapes[1])
#   jvp: [self] zeros_like(self_t) + [other] expand(other_t, result.shape)
#   uses K._copy_to (tensorplay/ops/pointwise/kernels.py:113)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule B.copy_rule (tensorplay/ops/pointwise/batching.py:12)
def _copy_kernel(self, other):
    return K._copy_to(other, self.shape, self.dtype)

def _copy_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
        (HS.sum_to(grad, shapes[1])) if needs[1] else None,
    )

def _copy_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.zeros_like(self_t))
    if other_t is not None:
        out = HS.add_tangent(out, O.expand(other_t, result.shape))
    return out

_op_copy = OpDef('copy', _copy_kernel, line=594, tensor_args=('self', 'other'), dtype='same',
                 dtype_args=('self',), differentiable=(True, True), saves_per_input=((), ()),
                 jvp_kind='terms', vmap={'custom': 'copy'}, node='CopyBackward0', backward=_copy_backward,
                 jvp=_copy_jvp, vmap_rule=B.copy_rule)

def copy(input, other):
    return _call(_op_copy, (input, other))

def _copy_inplace(self, other):
    return _inplace(_op_copy, (self, other))
# --8<-- [end:copy]
# --8<-- [start:absolute]
# ── absolute ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:611
#   absolute: Alias of abs, elementwise |x|.
def _absolute_composite(self):
    return O.abs(self)


def absolute(input):
    return _absolute_composite(input)

def _absolute_inplace(self):
    return _composite_inplace(self, lambda old: _absolute_composite(old), 'absolute')
# --8<-- [end:absolute]
# --8<-- [start:negative]
# ── negative ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:623
#   negative: Alias of neg, elementwise -x.
def _negative_composite(self):
    return O.neg(self)


def negative(input):
    return _negative_composite(input)

def _negative_inplace(self):
    return _composite_inplace(self, lambda old: _negative_composite(old), 'negative')
# --8<-- [end:negative]
# --8<-- [start:clip]
# ── clip ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:634
#   clip: Alias of clamp, elementwise min(max(x, min), max) (one bound may be No…
def _clip_composite(self, min, max):
    return O.clamp(self, min, max)


def _overload_clip(input, min=None, max=None):
    return _clip_composite(input, min, max)

_overload_clip.__tensor_params__ = ('input',)  # for _resolve

def _clip_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clip_composite(old, min, max), 'clip')
# --8<-- [end:clip]
# --8<-- [start:clip_Tensor]
# ── clip.Tensor ───────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:648
#   clip.Tensor: Alias of clamp with tensor bounds (they broadcast and promote with sel…
def _clip_Tensor_composite(self, min, max):
    return O.clamp(self, min, max)


def _overload_clip_Tensor(input, min=None, max=None):
    return _clip_Tensor_composite(input, min, max)

_overload_clip_Tensor.__tensor_params__ = ('input', 'min', 'max')  # for _resolve

def _clip_Tensor_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clip_Tensor_composite(old, min, max), 'clip', (min, max,))
# --8<-- [end:clip_Tensor]
# --8<-- [start:nan_to_num]
# ── nan_to_num ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:661
#   nan_to_num: NaN, +inf and -inf replaced by `nan` (default 0), `posinf` and `neginf…
#   backward[self]: grad * isfinite(self)
#   jvp: auto_elementwise: self_t * isfinite(self)
#   uses K._nan_to_num (tensorplay/ops/pointwise/kernels.py:150)
def _nan_to_num_kernel(self, nan, posinf, neginf):
    return K._nan_to_num(self, nan, posinf, neginf)

def _nan_to_num_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.isfinite(self)) if needs[0] else None,)

def _nan_to_num_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.isfinite(self)

_op_nan_to_num = OpDef('nan_to_num', _nan_to_num_kernel, line=661, tensor_args=('self',), dtype='same',
                       differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                       vmap='elementwise', fast='same', node='NanToNumBackward0',
                       backward=_nan_to_num_backward, jvp=_nan_to_num_jvp)

def nan_to_num(input, nan=0.0, posinf=None, neginf=None):
    return _call(_op_nan_to_num, (input,), {'nan': nan, 'posinf': posinf, 'neginf': neginf})

def _nan_to_num_inplace(self, nan=0.0, posinf=None, neginf=None):
    return _inplace(_op_nan_to_num, (self,), {'nan': nan, 'posinf': posinf, 'neginf': neginf})
# --8<-- [end:nan_to_num]
# --8<-- [start:sgn]
# ── sgn ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:683
#   sgn: The sign, -1, 0 or 1 in the input's dtype, nan giving 0 (sign's extens…
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
def _sgn_kernel(self):
    return self.copy() if self.dtype.kind == "b" else np.sign(self) if self.dtype.kind != "f" else np.where(np.isnan(self), self.dtype.type(0), np.sign(self))

def _sgn_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _sgn_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_sgn = OpDef('sgn', _sgn_kernel, line=683, tensor_args=('self',), dtype='same', differentiable=(True,),
                saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same', node='SgnBackward0',
                backward=_sgn_backward, jvp=_sgn_jvp, c_forward=_c.loop('sgn_forward'))

def sgn(input):
    return _call(_op_sgn, (input,))

def _sgn_inplace(self):
    return _inplace(_op_sgn, (self,))
# --8<-- [end:sgn]
# --8<-- [start:frac]
# ── frac ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:703
#   frac: The fractional part x - trunc(x), with the sign of x; floating point o…
#   backward[self]: grad
#   jvp: auto_elementwise: self_t
#   uses K._float_only (tensorplay/ops/pointwise/kernels.py:11)
def _frac_kernel(self):
    return np.subtract(self, np.trunc(K._float_only(self, "frac")))

def _frac_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((grad) if needs[0] else None,)

def _frac_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t

_op_frac = OpDef('frac', _frac_kernel, line=703, tensor_args=('self',), dtype='same', differentiable=(True,),
                 saves_per_input=((),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='FracBackward0', backward=_frac_backward, jvp=_frac_jvp,
                 c_forward=_c.loop('frac_forward'))

def frac(input):
    return _call(_op_frac, (input,))

def _frac_inplace(self):
    return _inplace(_op_frac, (self,))
# --8<-- [end:frac]
# --8<-- [start:deg2rad]
# ── deg2rad ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:724
#   deg2rad: Degrees to radians, x * pi / 180 (integers become the default float).
#   backward[self]: grad * 0.017453292519943295
#   jvp: auto_elementwise: self_t * 0.017453292519943295
def _deg2rad_kernel(self):
    return np.multiply(self, self.dtype.type(0.017453292519943295)) if self.dtype.itemsize >= 4 else np.deg2rad(self)

def _deg2rad_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((grad * 0.017453292519943295) if needs[0] else None,)

def _deg2rad_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * 0.017453292519943295

_op_deg2rad = OpDef('deg2rad', _deg2rad_kernel, line=724, tensor_args=('self',), dtype='float',
                    differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap='elementwise',
                    fast='same', node='Deg2radBackward0', backward=_deg2rad_backward, jvp=_deg2rad_jvp)

def deg2rad(input):
    return _call(_op_deg2rad, (input,))

def _deg2rad_inplace(self):
    return _inplace(_op_deg2rad, (self,))
# --8<-- [end:deg2rad]
# --8<-- [start:rad2deg]
# ── rad2deg ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:741
#   rad2deg: Radians to degrees, x * 180 / pi (integers become the default float).
#   backward[self]: grad * 57.29577951308232
#   jvp: auto_elementwise: self_t * 57.29577951308232
def _rad2deg_kernel(self):
    return np.multiply(self, self.dtype.type(57.29577951308232)) if self.dtype.itemsize >= 4 else np.rad2deg(self)

def _rad2deg_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((grad * 57.29577951308232) if needs[0] else None,)

def _rad2deg_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * 57.29577951308232

_op_rad2deg = OpDef('rad2deg', _rad2deg_kernel, line=741, tensor_args=('self',), dtype='float',
                    differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap='elementwise',
                    fast='same', node='Rad2degBackward0', backward=_rad2deg_backward, jvp=_rad2deg_jvp)

def rad2deg(input):
    return _call(_op_rad2deg, (input,))

def _rad2deg_inplace(self):
    return _inplace(_op_rad2deg, (self,))
# --8<-- [end:rad2deg]
# --8<-- [start:exp2]
# ── exp2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:759
#   exp2: Elementwise 2 ** x.
#   kernel: np.exp2, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * result * 0.6931471805599453
#   jvp: auto_elementwise: self_t * result * 0.6931471805599453
def _exp2_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * result * 0.6931471805599453) if needs[0] else None,)

def _exp2_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * result * 0.6931471805599453

_op_exp2 = OpDef('exp2', np.exp2, line=759, tensor_args=('self',), dtype='float', fp_errors=True,
                 differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms', vmap='elementwise',
                 fast='same', node='Exp2Backward0', backward=_exp2_backward, jvp=_exp2_jvp)

def exp2(input):
    return _call(_op_exp2, (input,))

def _exp2_inplace(self):
    return _inplace(_op_exp2, (self,))
# --8<-- [end:exp2]
# --8<-- [start:acosh]
# ── acosh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:775
#   acosh: Elementwise inverse hyperbolic cosine, log(x + sqrt(x^2 - 1)); nan bel…
#   kernel: np.arccosh, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * rsqrt(self * self - 1)
#   jvp: auto_elementwise: self_t * rsqrt(self * self - 1)
def _acosh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.rsqrt(self * self - 1)) if needs[0] else None,)

def _acosh_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.rsqrt(self * self - 1)

_op_acosh = OpDef('acosh', np.arccosh, line=775, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='AcoshBackward0', backward=_acosh_backward, jvp=_acosh_jvp)

def acosh(input):
    return _call(_op_acosh, (input,))

def _acosh_inplace(self):
    return _inplace(_op_acosh, (self,))
# --8<-- [end:acosh]
# --8<-- [start:asinh]
# ── asinh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:792
#   asinh: Elementwise inverse hyperbolic sine, log(x + sqrt(x^2 + 1)).
#   kernel: np.arcsinh, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * rsqrt(self * self + 1)
#   jvp: auto_elementwise: self_t * rsqrt(self * self + 1)
def _asinh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.rsqrt(self * self + 1)) if needs[0] else None,)

def _asinh_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.rsqrt(self * self + 1)

_op_asinh = OpDef('asinh', np.arcsinh, line=792, tensor_args=('self',), dtype='float', differentiable=(True,),
                  saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                  node='AsinhBackward0', backward=_asinh_backward, jvp=_asinh_jvp)

def asinh(input):
    return _call(_op_asinh, (input,))

def _asinh_inplace(self):
    return _inplace(_op_asinh, (self,))
# --8<-- [end:asinh]
# --8<-- [start:atanh]
# ── atanh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:807
#   atanh: Elementwise inverse hyperbolic tangent, log((1 + x) / (1 - x)) / 2; ±i…
#   kernel: np.arctanh, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad / (1 - self * self)
#   jvp: auto_elementwise: self_t / (1 - self * self)
def _atanh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad / (1 - self * self)) if needs[0] else None,)

def _atanh_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t / (1 - self * self)

_op_atanh = OpDef('atanh', np.arctanh, line=807, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='AtanhBackward0', backward=_atanh_backward, jvp=_atanh_jvp,
                  c_forward=_c.loop('atanh_forward'),
                  fused_backward=_c.backward_loop('atanh_backward', 'self', False))

def atanh(input):
    return _call(_op_atanh, (input,))

def _atanh_inplace(self):
    return _inplace(_op_atanh, (self,))
# --8<-- [end:atanh]
# --8<-- [start:erfc]
# ── erfc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:827
#   erfc: Elementwise complementary error function 1 - erf(x), accurate where er…
#   backward[self]: grad * -1.1283791670955126 * exp(-self * self)
#   jvp: auto_elementwise: self_t * -1.1283791670955126 * exp(-self * self)
#   uses K._erfc (tensorplay/ops/pointwise/kernels.py:56)
def _erfc_kernel(self):
    return K._erfc(self)

def _erfc_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * -1.1283791670955126 * O.exp(-self * self)) if needs[0] else None,)

def _erfc_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * -1.1283791670955126 * O.exp(-self * self)

_op_erfc = OpDef('erfc', _erfc_kernel, line=827, tensor_args=('self',), dtype='float', differentiable=(True,),
                 saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='ErfcBackward0', backward=_erfc_backward, jvp=_erfc_jvp,
                 c_forward=_c.loop('erfc_forward'),
                 fused_backward=_c.backward_loop('erfc_backward', 'self', False))

def erfc(input):
    return _call(_op_erfc, (input,))

def _erfc_inplace(self):
    return _inplace(_op_erfc, (self,))
# --8<-- [end:erfc]
# --8<-- [start:sinc]
# ── sinc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:843
#   sinc: The normalized sinc function sin(pi x) / (pi x), 1 at x = 0.
#   backward[self]: sinc_backward(grad, self)
#   jvp: auto_elementwise: sinc_backward(self_t, self)
#   uses K._via_float32 (tensorplay/ops/pointwise/kernels.py:48)
#   uses H.sinc_backward (tensorplay/ops/pointwise/formulas.py:15)
def _sinc_kernel(self):
    return K._via_float32(np.sinc, self)

def _sinc_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((H.sinc_backward(grad, self)) if needs[0] else None,)

def _sinc_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else H.sinc_backward(self_t, self)

_op_sinc = OpDef('sinc', _sinc_kernel, line=843, tensor_args=('self',), dtype='float', differentiable=(True,),
                 saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise', fast='same',
                 node='SincBackward0', backward=_sinc_backward, jvp=_sinc_jvp)

def sinc(input):
    return _call(_op_sinc, (input,))

def _sinc_inplace(self):
    return _inplace(_op_sinc, (self,))
# --8<-- [end:sinc]
# --8<-- [start:logit]
# ── logit ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:858
#   logit: The inverse of sigmoid, log(p / (1 - p)); with `eps`, p is first clamp…
#   backward[self]: logit_backward(grad, self, eps)
#   jvp: auto_elementwise: logit_backward(self_t, self, eps)
#   uses K._logit (tensorplay/ops/pointwise/kernels.py:61)
#   uses H.logit_backward (tensorplay/ops/pointwise/formulas.py:24)
def _logit_kernel(self, eps):
    return K._logit(self, eps)

def _logit_backward(grads, needs, shapes, self=None, *, eps, **params):
    grad = grads[0]
    return ((H.logit_backward(grad, self, eps)) if needs[0] else None,)

def _logit_jvp(tangents, self, result, *, eps, **params):
    self_t, = tangents
    return None if self_t is None else H.logit_backward(self_t, self, eps)

_op_logit = OpDef('logit', _logit_kernel, line=858, tensor_args=('self',), dtype='float', fp_errors=True,
                  differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                  fast='same', node='LogitBackward0', backward=_logit_backward, jvp=_logit_jvp)

def logit(input, eps=None):
    return _call(_op_logit, (input,), {'eps': eps})

def _logit_inplace(self, eps=None):
    return _inplace(_op_logit, (self,), {'eps': eps})
# --8<-- [end:logit]
# --8<-- [start:erfinv]
# ── erfinv ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:877
#   erfinv: The inverse error function on (-1, 1) (±inf at ±1, nan outside): a pol…
#   backward[self]: grad * 0.886226925452758 * exp(result * result)
#   jvp: auto_elementwise: self_t * 0.886226925452758 * exp(result * result)
#   uses K._erfinv (tensorplay/ops/pointwise/kernels.py:67)
def _erfinv_kernel(self):
    return K._erfinv(self)

def _erfinv_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return ((grad * 0.886226925452758 * O.exp(result * result)) if needs[0] else None,)

def _erfinv_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * 0.886226925452758 * O.exp(result * result)

_op_erfinv = OpDef('erfinv', _erfinv_kernel, line=877, tensor_args=('self',), dtype='float', fp_errors=True,
                   differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                   vmap='elementwise', fast='same', node='ErfinvBackward0', backward=_erfinv_backward,
                   jvp=_erfinv_jvp, c_forward=_c.loop('erfinv_forward'), c_min_size=1,
                   fused_backward=_c.backward_loop('erfinv_backward', None, True))

def erfinv(input):
    return _call(_op_erfinv, (input,))

def _erfinv_inplace(self):
    return _inplace(_op_erfinv, (self,))
# --8<-- [end:erfinv]
# --8<-- [start:lgamma]
# ── lgamma ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:897
#   lgamma: log |Γ(x)| elementwise (+inf at 0 and the negative integers). A vector…
#   backward[self]: grad * digamma(self)
#   jvp: auto_elementwise: self_t * digamma(self)
#   uses K._lgamma (tensorplay/ops/pointwise/kernels.py:93)
def _lgamma_kernel(self):
    return K._lgamma(self)

def _lgamma_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.digamma(self)) if needs[0] else None,)

def _lgamma_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.digamma(self)

_op_lgamma = OpDef('lgamma', _lgamma_kernel, line=897, tensor_args=('self',), dtype='float', fp_errors=True,
                   differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
                   fast='same', node='LgammaBackward0', backward=_lgamma_backward, jvp=_lgamma_jvp,
                   c_forward=_c.loop('lgamma_forward'), c_min_size=1,
                   fused_backward=_c.backward_loop('lgamma_backward', 'self', False))

def lgamma(input):
    return _call(_op_lgamma, (input,))

def _lgamma_inplace(self):
    return _inplace(_op_lgamma, (self,))
# --8<-- [end:lgamma]
# --8<-- [start:digamma]
# ── digamma ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:918
#   digamma: The digamma function ψ(x) = d/dx lgamma(x) elementwise, by PyTorch's a…
#   backward[self]: grad * polygamma(1, self)
#   jvp: auto_elementwise: self_t * polygamma(1, self)
#   uses K._digamma (tensorplay/ops/pointwise/kernels.py:98)
def _digamma_kernel(self):
    return K._digamma(self)

def _digamma_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.polygamma(1, self)) if needs[0] else None,)

def _digamma_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.polygamma(1, self)

_op_digamma = OpDef('digamma', _digamma_kernel, line=918, tensor_args=('self',), dtype='float',
                    fp_errors=True, differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                    vmap='elementwise', fast='same', node='DigammaBackward0', backward=_digamma_backward,
                    jvp=_digamma_jvp, c_forward=_c.loop('digamma_forward'), c_min_size=1)

def digamma(input):
    return _call(_op_digamma, (input,))

def _digamma_inplace(self):
    return _inplace(_op_digamma, (self,))
# --8<-- [end:digamma]
# --8<-- [start:polygamma]
# ── polygamma ─────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:940
#   polygamma: The n-th derivative of digamma elementwise (n >= 0; polygamma(0, x) is…
#   backward[self]: grad * polygamma(n + 1, self)
#   jvp: auto_elementwise: self_t * polygamma(n + 1, self)
#   uses K._polygamma (tensorplay/ops/pointwise/kernels.py:103)
def _polygamma_kernel(self, n):
    return K._polygamma(n, self)

def _polygamma_c_forward(self, n):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None or not (n.__class__ is int and 0 <= n < 64):
        return None
    return ops.polygamma_forward(self, n)

def _polygamma_backward(grads, needs, shapes, self=None, *, n, **params):
    grad = grads[0]
    return ((grad * O.polygamma(n + 1, self)) if needs[0] else None,)

def _polygamma_jvp(tangents, self, result, *, n, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.polygamma(n + 1, self)

_op_polygamma = OpDef('polygamma', _polygamma_kernel, line=940, tensor_args=('self',), dtype='float',
                      fp_errors=True, differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                      vmap='elementwise', fast='same', node='PolygammaBackward0',
                      backward=_polygamma_backward, jvp=_polygamma_jvp, c_forward=_polygamma_c_forward,
                      c_min_size=1)

def _overload_polygamma(n, input):
    return _call(_op_polygamma, (input,), {'n': n})

_overload_polygamma.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:polygamma]
# --8<-- [start:polygamma_method]
# ── polygamma.method ──────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:962
#   polygamma.method: `x.polygamma(n)` is polygamma(n, x); `x.polygamma_(n)` replaces x by i…
def _polygamma_method_composite(self, n):
    return O.polygamma(n, self)


def _overload_polygamma_method(input, n):
    return _polygamma_method_composite(input, n)

_overload_polygamma_method.__tensor_params__ = ('input',)  # for _resolve

def _polygamma_method_inplace(self, n):
    return _composite_inplace(self, lambda old: _polygamma_method_composite(old, n), 'polygamma')
# --8<-- [end:polygamma_method]
# --8<-- [start:mvlgamma]
# ── mvlgamma ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:975
#   mvlgamma: The multivariate log-gamma function of dimension p elementwise: sum ov…
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
def _mvlgamma_composite(self, p):
    if not (HS._type_name(self) != "Bool"):
        raise RuntimeError('mvlgamma: The input tensor may not be a boolean tensor.')
    if not (p >= 1):
        raise RuntimeError('mvlgamma: p has to be greater than or equal to 1')
    return O.lgamma(O.arange(-p * 0.5 + 0.5, 0.5, 0.5, dtype=self.dtype if self.is_floating_point() else None) + self.unsqueeze(-1)).sum(-1) + p * (p - 1) / 4 * 1.1447298858494002


def mvlgamma(input, p):
    return _mvlgamma_composite(input, p)

def _mvlgamma_inplace(self, p):
    return _composite_inplace(self, lambda old: _mvlgamma_composite(old, p), 'mvlgamma')
# --8<-- [end:mvlgamma]
# --8<-- [start:i0]
# ── i0 ────────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:996
#   i0: The modified Bessel function of the first kind of order 0, I_0(x) = su…
#   backward[self]: grad * special_i1(self)
#   jvp: auto_elementwise: self_t * special_i1(self)
#   uses K._i0 (tensorplay/ops/pointwise/kernels.py:136)
def _i0_kernel(self):
    return K._i0(self)

def _i0_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * O.special_i1(self)) if needs[0] else None,)

def _i0_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * O.special_i1(self)

_op_i0 = OpDef('i0', _i0_kernel, line=996, tensor_args=('self',), dtype='float', fp_errors=True,
               differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms', vmap='elementwise',
               fast='same', node='I0Backward0', backward=_i0_backward, jvp=_i0_jvp)

def i0(input):
    return _call(_op_i0, (input,))

def _i0_inplace(self):
    return _inplace(_op_i0, (self,))
# --8<-- [end:i0]
# --8<-- [start:special_i1]
# ── special_i1 ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:1015
#   special_i1: The modified Bessel function of the first kind of order 1, I_1(x), ele…
#   backward[self]: grad * bessel_i1_derivative(self)
#   jvp: auto_elementwise: self_t * bessel_i1_derivative(self)
#   uses K._i1 (tensorplay/ops/pointwise/kernels.py:143)
#   uses H.bessel_i1_derivative (tensorplay/ops/pointwise/formulas.py:68)
def _special_i1_kernel(self):
    return K._i1(self)

def _special_i1_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((grad * H.bessel_i1_derivative(self)) if needs[0] else None,)

def _special_i1_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else self_t * H.bessel_i1_derivative(self)

_op_special_i1 = OpDef('special_i1', _special_i1_kernel, line=1015, tensor_args=('self',), dtype='float',
                       fp_errors=True, differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                       vmap='elementwise', fast='same', node='SpecialI1Backward0',
                       backward=_special_i1_backward, jvp=_special_i1_jvp)

def special_i1(input):
    return _call(_op_special_i1, (input,))
# --8<-- [end:special_i1]


# ── public functions ───────────────────────────────────────────────────────────────────
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
erf.__doc__ = 'Elementwise error function, 2/sqrt(pi) times the integral of e^(-t^2) from 0 to x.'
floor.__doc__ = 'Elementwise largest integer <= x (integer tensors unchanged); its gradient is zero.'
ceil.__doc__ = 'Elementwise smallest integer >= x (integer tensors unchanged); its gradient is zero.'
round.__doc__ = 'Elementwise rounding to the nearest integer, halves to even (or to `decimals` digits after the point); its gradient is zero.'
trunc.__doc__ = 'Elementwise rounding toward zero (integer tensors unchanged); its gradient is zero.'


def clamp(*args, **kwargs):
    return _resolve('clamp', (_overload_clamp, _overload_clamp_Tensor, ), args, kwargs)


clamp.__doc__ = 'Elementwise min(max(x, min), max) (one bound may be None); the gradient passes where min <= x <= max. An integer tensor with a float bound gives a float result.'
_clamp_tensor.__doc__ = "Internal: clamp with tensor bounds, min(max(x, min), max) elementwise (a NaN anywhere gives NaN), with PyTorch's derivatives: the gradient goes to x where min <= x <= max, to min where x < min < max, to max where x > max or max < min (a comparison with NaN is false); the tangent is max's where min > max, else min's where x < min, max's where x > max, x's elsewhere (so x's where a bound is NaN)."
_to_copy.__doc__ = 'A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.long()` call).'
clone.__doc__ = 'A copy that does not share memory, but keeps the graph (gradients flow back).'
fill.__doc__ = 'A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` in place.'
zero.__doc__ = 'Zeros like `self`; as `x.zero_()` it clears `x` in place.'
copy.__doc__ = "`other` broadcast to `self`'s shape and dtype; as `x.copy_(other)` it overwrites `x` in place, and gradients flow to `other`."
absolute.__doc__ = 'Alias of abs, elementwise |x|.'
negative.__doc__ = 'Alias of neg, elementwise -x.'


def clip(*args, **kwargs):
    return _resolve('clip', (_overload_clip, _overload_clip_Tensor, ), args, kwargs)


clip.__doc__ = 'Alias of clamp, elementwise min(max(x, min), max) (one bound may be None).'
nan_to_num.__doc__ = 'NaN, +inf and -inf replaced by `nan` (default 0), `posinf` and `neginf` (default the largest and lowest finite value of the dtype); integer and bool tensors come back unchanged. The gradient passes where the input is finite.'
sgn.__doc__ = "The sign, -1, 0 or 1 in the input's dtype, nan giving 0 (sign's extension to complex numbers, x / |x|, in PyTorch; for real tensors the two agree). Its gradient is zero."
frac.__doc__ = 'The fractional part x - trunc(x), with the sign of x; floating point only, as in PyTorch. Its gradient is 1 (trunc is piecewise constant).'
deg2rad.__doc__ = 'Degrees to radians, x * pi / 180 (integers become the default float).'
rad2deg.__doc__ = 'Radians to degrees, x * 180 / pi (integers become the default float).'
exp2.__doc__ = 'Elementwise 2 ** x.'
acosh.__doc__ = 'Elementwise inverse hyperbolic cosine, log(x + sqrt(x^2 - 1)); nan below 1.'
asinh.__doc__ = 'Elementwise inverse hyperbolic sine, log(x + sqrt(x^2 + 1)).'
atanh.__doc__ = 'Elementwise inverse hyperbolic tangent, log((1 + x) / (1 - x)) / 2; ±inf at ±1, nan beyond.'
erfc.__doc__ = 'Elementwise complementary error function 1 - erf(x), accurate where erf(x) is near 1.'
sinc.__doc__ = 'The normalized sinc function sin(pi x) / (pi x), 1 at x = 0.'
logit.__doc__ = 'The inverse of sigmoid, log(p / (1 - p)); with `eps`, p is first clamped to [eps, 1 - eps] (and the gradient is zero outside that range). ±inf at 1 and 0 without eps.'
erfinv.__doc__ = 'The inverse error function on (-1, 1) (±inf at ±1, nan outside): a polynomial first guess refined by Newton steps on erf(y) = x. Its derivative is sqrt(pi) / 2 * exp(y^2).'
lgamma.__doc__ = "log |Γ(x)| elementwise (+inf at 0 and the negative integers). A vectorised NumPy kernel: Stirling's series for x >= 8, the recurrence Γ(x + 1) = x Γ(x) into [1.5, 2.5) and the Taylor series of lgamma there, the reflection formula for x < 0. Its derivative is digamma."
digamma.__doc__ = "The digamma function ψ(x) = d/dx lgamma(x) elementwise, by PyTorch's algorithm: the recurrence ψ(x) = ψ(x + 1) - 1/x up to x >= 10, then the asymptotic series; reflection for x < 0. -inf at +0, nan at the negative integers. Its derivative is polygamma(1, x)."


def polygamma(*args, **kwargs):
    return _resolve('polygamma', (_overload_polygamma, _overload_polygamma_method, ), args, kwargs)


polygamma.__doc__ = "The n-th derivative of digamma elementwise (n >= 0; polygamma(0, x) is digamma): for n >= 1, (-1)^(n+1) n! ζ(n + 1, x) with Cephes' Hurwitz zeta, and the reflection formula far left of 0. The methods `x.polygamma(n)` and `x.polygamma_(n)` are polygamma.method."
mvlgamma.__doc__ = 'The multivariate log-gamma function of dimension p elementwise: sum over i < p of lgamma(x - i/2), plus p (p - 1) / 4 log(π).'
i0.__doc__ = "The modified Bessel function of the first kind of order 0, I_0(x) = sum (x/2)^(2k) / (k!)^2, elementwise (NumPy's np.i0: Cephes' Chebyshev series). Its derivative is I_1(x)."
special_i1.__doc__ = 'The modified Bessel function of the first kind of order 1, I_1(x), elementwise: the derivative of i0. A power series for |x| <= 20, the asymptotic series beyond.'


FUNCTIONS = {'neg': neg, 'exp': exp, 'log': log, 'sin': sin, 'cos': cos, 'abs': abs, 'sign': sign,
             'expm1': expm1, 'log1p': log1p, 'log2': log2, 'log10': log10, 'sqrt': sqrt, 'rsqrt': rsqrt,
             'square': square, 'reciprocal': reciprocal, 'tan': tan, 'asin': asin, 'acos': acos, 'atan': atan,
             'sinh': sinh, 'cosh': cosh, 'tanh': tanh, 'sigmoid': sigmoid, 'erf': erf, 'floor': floor,
             'ceil': ceil, 'round': round, 'trunc': trunc, 'clamp': clamp, '_clamp_tensor': _clamp_tensor,
             '_to_copy': _to_copy, 'clone': clone, 'fill': fill, 'absolute': absolute, 'negative': negative,
             'clip': clip, 'nan_to_num': nan_to_num, 'sgn': sgn, 'frac': frac, 'deg2rad': deg2rad,
             'rad2deg': rad2deg, 'exp2': exp2, 'acosh': acosh, 'asinh': asinh, 'atanh': atanh, 'erfc': erfc,
             'sinc': sinc, 'logit': logit, 'erfinv': erfinv, 'lgamma': lgamma, 'digamma': digamma,
             'polygamma': polygamma, 'mvlgamma': mvlgamma, 'i0': i0, 'special_i1': special_i1}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'neg': _op_neg, 'exp': _op_exp, 'log': _op_log, 'sin': _op_sin, 'cos': _op_cos, 'abs': _op_abs,
       'sign': _op_sign, 'expm1': _op_expm1, 'log1p': _op_log1p, 'log2': _op_log2, 'log10': _op_log10,
       'sqrt': _op_sqrt, 'rsqrt': _op_rsqrt, 'square': _op_square, 'reciprocal': _op_reciprocal,
       'tan': _op_tan, 'asin': _op_asin, 'acos': _op_acos, 'atan': _op_atan, 'sinh': _op_sinh,
       'cosh': _op_cosh, 'tanh': _op_tanh, 'sigmoid': _op_sigmoid, 'erf': _op_erf, 'floor': _op_floor,
       'ceil': _op_ceil, 'round': _op_round, 'trunc': _op_trunc, 'clamp': _op_clamp,
       '_clamp_tensor': _op__clamp_tensor, '_to_copy': _op__to_copy, 'clone': _op_clone, 'fill': _op_fill,
       'zero': _op_zero, 'copy': _op_copy, 'nan_to_num': _op_nan_to_num, 'sgn': _op_sgn, 'frac': _op_frac,
       'deg2rad': _op_deg2rad, 'rad2deg': _op_rad2deg, 'exp2': _op_exp2, 'acosh': _op_acosh,
       'asinh': _op_asinh, 'atanh': _op_atanh, 'erfc': _op_erfc, 'sinc': _op_sinc, 'logit': _op_logit,
       'erfinv': _op_erfinv, 'lgamma': _op_lgamma, 'digamma': _op_digamma, 'polygamma': _op_polygamma,
       'i0': _op_i0, 'special_i1': _op_special_i1}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('neg', '_op_neg', '_neg_inplace', 'exp', '_op_exp', '_exp_inplace', 'log', '_op_log',
             '_log_inplace', 'sin', '_op_sin', '_sin_inplace', 'cos', '_op_cos', '_cos_inplace', 'abs',
             '_op_abs', '_abs_inplace', 'sign', '_op_sign', '_sign_inplace', 'expm1', '_op_expm1',
             '_expm1_inplace', 'log1p', '_op_log1p', '_log1p_inplace', 'log2', '_op_log2', '_log2_inplace',
             'log10', '_op_log10', '_log10_inplace', 'sqrt', '_op_sqrt', '_sqrt_inplace', 'rsqrt',
             '_op_rsqrt', '_rsqrt_inplace', 'square', '_op_square', '_square_inplace', 'reciprocal',
             '_op_reciprocal', '_reciprocal_inplace', 'tan', '_op_tan', '_tan_inplace', 'asin', '_op_asin',
             '_asin_inplace', 'acos', '_op_acos', '_acos_inplace', 'atan', '_op_atan', '_atan_inplace',
             'sinh', '_op_sinh', '_sinh_inplace', 'cosh', '_op_cosh', '_cosh_inplace', 'tanh', '_op_tanh',
             '_tanh_inplace', 'sigmoid', '_op_sigmoid', '_sigmoid_inplace', 'erf', '_op_erf', '_erf_inplace',
             'floor', '_op_floor', '_floor_inplace', 'ceil', '_op_ceil', '_ceil_inplace', 'round',
             '_op_round', '_round_inplace', 'trunc', '_op_trunc', '_trunc_inplace', '_overload_clamp',
             '_op_clamp', '_clamp_inplace', '_overload_clamp_Tensor', '_clamp_Tensor_composite',
             '_clamp_Tensor_inplace', '_clamp_tensor', '_op__clamp_tensor', '_to_copy', '_op__to_copy',
             'clone', '_op_clone', 'fill', '_op_fill', '_fill_inplace', 'zero', '_op_zero', '_zero_inplace',
             'copy', '_op_copy', '_copy_inplace', 'absolute', '_absolute_composite', '_absolute_inplace',
             'negative', '_negative_composite', '_negative_inplace', '_overload_clip', '_clip_composite',
             '_clip_inplace', '_overload_clip_Tensor', '_clip_Tensor_composite', '_clip_Tensor_inplace',
             'nan_to_num', '_op_nan_to_num', '_nan_to_num_inplace', 'sgn', '_op_sgn', '_sgn_inplace', 'frac',
             '_op_frac', '_frac_inplace', 'deg2rad', '_op_deg2rad', '_deg2rad_inplace', 'rad2deg',
             '_op_rad2deg', '_rad2deg_inplace', 'exp2', '_op_exp2', '_exp2_inplace', 'acosh', '_op_acosh',
             '_acosh_inplace', 'asinh', '_op_asinh', '_asinh_inplace', 'atanh', '_op_atanh', '_atanh_inplace',
             'erfc', '_op_erfc', '_erfc_inplace', 'sinc', '_op_sinc', '_sinc_inplace', 'logit', '_op_logit',
             '_logit_inplace', 'erfinv', '_op_erfinv', '_erfinv_inplace', 'lgamma', '_op_lgamma',
             '_lgamma_inplace', 'digamma', '_op_digamma', '_digamma_inplace', '_overload_polygamma',
             '_op_polygamma', '_overload_polygamma_method', '_polygamma_method_composite',
             '_polygamma_method_inplace', 'mvlgamma', '_mvlgamma_composite', '_mvlgamma_inplace', 'i0',
             '_op_i0', '_i0_inplace', 'special_i1', '_op_special_i1', 'clamp', 'clip', 'polygamma')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
