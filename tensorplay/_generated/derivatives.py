# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/derivatives.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The derivatives and batching rules of every primitive op of the spec, one section each:
the backward formulas (one per input, written in tensorplay ops — `O.` is
tensorplay/_generated/ops.py, `H.` tensorplay/_support/formula_helpers.py — so they can
themselves be differentiated and batched), the forward-mode (JVP) rule, the fused
backward on the arrays (a C loop, or a NumPy kernel of `fused_backward:`) and the batching
rule. Each section attaches itself to its op's `OpDef`, the way PyTorch keeps its autograd
functions apart from the ATen kernels: ops.py never imports this module, so loading it
closes no import cycle.
"""

from .._support import formula_helpers as H
from .._support import kernels as K
from ..backends import c as _c
from .._support import batch_rules as R
from .._support import batch_rules_nn as R_nn
from .._support import batch_rules_random as R_random
from .._support import batch_rules_sorting as R_sorting
from . import ops as O


# --8<-- [start:linear]
# ── linear (fused composite) ──────────────────────────────────── tensorplay/ops/linalg/ops.yaml:47
#   fused backward[self: matmul(grad, weight)]
#   fused backward[weight: matmul(transpose(grad, 0, 1), self) if self.dim() == 2 else matmul(transpose(reshape(grad, [-1, shapes[1][0]]), 0, 1), reshape(self, [-1, shapes[1][1]]))]
#   fused backward[bias: sum_to(grad, shapes[2])]
def _linear_backward(grads, needs, shapes, self=None, weight=None, **params):
    grad = grads[0]
    return (
        (O.matmul(grad, weight)) if needs[0] else None,
        (O.matmul(O.transpose(grad, 0, 1), self) if self.dim() == 2 else O.matmul(O.transpose(O.reshape(grad, [-1, shapes[1][0]]), 0, 1), O.reshape(self, [-1, shapes[1][1]]))) if needs[1] else None,
        (H.sum_to(grad, shapes[2])) if needs[2] else None,
    )


O._op_linear.backward = _linear_backward
# --8<-- [end:linear]


# --8<-- [start:zeros]
# ── zeros ─────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:6
#   jvp: none
#   vmap: unbatched
# --8<-- [end:zeros]


# --8<-- [start:ones]
# ── ones ──────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:16
#   jvp: none
#   vmap: unbatched
# --8<-- [end:ones]


# --8<-- [start:zeros_like]
# ── zeros_like ────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:26
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:zeros_like]


# --8<-- [start:ones_like]
# ── ones_like ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:36
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:ones_like]


# --8<-- [start:full]
# ── full ──────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:46
#   jvp: none
#   vmap: unbatched
# --8<-- [end:full]


# --8<-- [start:empty]
# ── empty ─────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:56
#   jvp: none
#   vmap: unbatched
# --8<-- [end:empty]


# --8<-- [start:arange]
# ── arange ────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:66
#   jvp: none
#   vmap: unbatched
# --8<-- [end:arange]


# --8<-- [start:linspace]
# ── linspace ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:76
#   jvp: none
#   vmap: unbatched
# --8<-- [end:linspace]


# --8<-- [start:eye]
# ── eye ───────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:86
#   jvp: none
#   vmap: unbatched
# --8<-- [end:eye]


# --8<-- [start:full_like]
# ── full_like ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:96
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:full_like]


# --8<-- [start:empty_like]
# ── empty_like ────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:106
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:empty_like]


# --8<-- [start:tril_indices]
# ── tril_indices ──────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:133
#   jvp: none
#   vmap: unbatched
# --8<-- [end:tril_indices]


# --8<-- [start:triu_indices]
# ── triu_indices ──────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:144
#   jvp: none
#   vmap: unbatched
# --8<-- [end:triu_indices]


# --8<-- [start:neg]
# ── neg ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:6
#   backward[self]: -grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _neg_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (-grad) if needs[0] else None,
    )


O._op_neg.backward = _neg_backward
# --8<-- [end:neg]


# --8<-- [start:exp]
# ── exp ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:21
#   backward[self]: grad * result
#   jvp: [self] self_t * result
#   vmap: elementwise
def _exp_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * result) if needs[0] else None,
    )


def _exp_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * result)
    return out


O._op_exp.backward = _exp_backward
O._op_exp.jvp = _exp_jvp
# --8<-- [end:exp]


# --8<-- [start:log]
# ── log ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:37
#   backward[self]: grad / self
#   jvp: auto_elementwise: self_t / self
#   vmap: elementwise
def _log_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / self) if needs[0] else None,
    )


def _log_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / self)
    return out


O._op_log.backward = _log_backward
O._op_log.jvp = _log_jvp
# --8<-- [end:log]


# --8<-- [start:sin]
# ── sin ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:54
#   backward[self]: grad * cos(self)
#   jvp: auto_elementwise: self_t * cos(self)
#   vmap: elementwise
def _sin_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.cos(self)) if needs[0] else None,
    )


def _sin_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.cos(self))
    return out


def _sin_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sin_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_sin.backward = _sin_backward
O._op_sin.jvp = _sin_jvp
O._op_sin.fused_backward = _sin_c_backward
# --8<-- [end:sin]


# --8<-- [start:cos]
# ── cos ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:69
#   backward[self]: -grad * sin(self)
#   jvp: auto_elementwise: -self_t * sin(self)
#   vmap: elementwise
def _cos_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (-grad * O.sin(self)) if needs[0] else None,
    )


def _cos_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, -self_t * O.sin(self))
    return out


def _cos_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.cos_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_cos.backward = _cos_backward
O._op_cos.jvp = _cos_jvp
O._op_cos.fused_backward = _cos_c_backward
# --8<-- [end:cos]


# --8<-- [start:abs]
# ── abs ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:83
#   backward[self]: grad * sign(self)
#   jvp: auto_elementwise: self_t * sign(self)
#   vmap: elementwise
def _abs_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.sign(self)) if needs[0] else None,
    )


def _abs_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.sign(self))
    return out


def _abs_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.abs_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_abs.backward = _abs_backward
O._op_abs.jvp = _abs_jvp
O._op_abs.fused_backward = _abs_c_backward
# --8<-- [end:abs]


# --8<-- [start:sign]
# ── sign ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:102
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _sign_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _sign_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_sign.backward = _sign_backward
O._op_sign.jvp = _sign_jvp
# --8<-- [end:sign]


# --8<-- [start:expm1]
# ── expm1 ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:117
#   backward[self]: grad * (result + 1)
#   jvp: auto_elementwise: self_t * (result + 1)
#   vmap: elementwise
def _expm1_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * (result + 1)) if needs[0] else None,
    )


def _expm1_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * (result + 1))
    return out


O._op_expm1.backward = _expm1_backward
O._op_expm1.jvp = _expm1_jvp
# --8<-- [end:expm1]


# --8<-- [start:log1p]
# ── log1p ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:131
#   backward[self]: grad / (self + 1)
#   jvp: auto_elementwise: self_t / (self + 1)
#   vmap: elementwise
def _log1p_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (self + 1)) if needs[0] else None,
    )


def _log1p_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / (self + 1))
    return out


O._op_log1p.backward = _log1p_backward
O._op_log1p.jvp = _log1p_jvp
# --8<-- [end:log1p]


# --8<-- [start:log2]
# ── log2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:145
#   backward[self]: grad / (self * 0.6931471805599453)
#   jvp: auto_elementwise: self_t / (self * 0.6931471805599453)
#   vmap: elementwise
def _log2_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (self * 0.6931471805599453)) if needs[0] else None,
    )


def _log2_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / (self * 0.6931471805599453))
    return out


O._op_log2.backward = _log2_backward
O._op_log2.jvp = _log2_jvp
# --8<-- [end:log2]


# --8<-- [start:log10]
# ── log10 ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:159
#   backward[self]: grad / (self * 2.302585092994046)
#   jvp: auto_elementwise: self_t / (self * 2.302585092994046)
#   vmap: elementwise
def _log10_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (self * 2.302585092994046)) if needs[0] else None,
    )


def _log10_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / (self * 2.302585092994046))
    return out


O._op_log10.backward = _log10_backward
O._op_log10.jvp = _log10_jvp
# --8<-- [end:log10]


# --8<-- [start:sqrt]
# ── sqrt ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:173
#   backward[self]: grad / (2 * result)
#   jvp: auto_elementwise: self_t / (2 * result)
#   vmap: elementwise
def _sqrt_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad / (2 * result)) if needs[0] else None,
    )


def _sqrt_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / (2 * result))
    return out


def _sqrt_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sqrt_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_sqrt.backward = _sqrt_backward
O._op_sqrt.jvp = _sqrt_jvp
O._op_sqrt.fused_backward = _sqrt_c_backward
# --8<-- [end:sqrt]


# --8<-- [start:rsqrt]
# ── rsqrt ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:188
#   backward[self]: -0.5 * grad * result * result * result
#   jvp: auto_elementwise: -0.5 * self_t * result * result * result
#   vmap: elementwise
def _rsqrt_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (-0.5 * grad * result * result * result) if needs[0] else None,
    )


def _rsqrt_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, -0.5 * self_t * result * result * result)
    return out


O._op_rsqrt.backward = _rsqrt_backward
O._op_rsqrt.jvp = _rsqrt_jvp
# --8<-- [end:rsqrt]


# --8<-- [start:square]
# ── square ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:202
#   backward[self]: 2 * grad * self
#   jvp: auto_elementwise: 2 * self_t * self
#   vmap: elementwise
def _square_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (2 * grad * self) if needs[0] else None,
    )


def _square_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, 2 * self_t * self)
    return out


def _square_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.square_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_square.backward = _square_backward
O._op_square.jvp = _square_jvp
O._op_square.fused_backward = _square_c_backward
# --8<-- [end:square]


# --8<-- [start:reciprocal]
# ── reciprocal ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:217
#   backward[self]: -grad * result * result
#   jvp: auto_elementwise: -self_t * result * result
#   vmap: elementwise
def _reciprocal_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (-grad * result * result) if needs[0] else None,
    )


def _reciprocal_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, -self_t * result * result)
    return out


O._op_reciprocal.backward = _reciprocal_backward
O._op_reciprocal.jvp = _reciprocal_jvp
# --8<-- [end:reciprocal]


# --8<-- [start:tan]
# ── tan ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:231
#   backward[self]: grad * (1 + result * result)
#   jvp: auto_elementwise: self_t * (1 + result * result)
#   vmap: elementwise
def _tan_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * (1 + result * result)) if needs[0] else None,
    )


def _tan_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * (1 + result * result))
    return out


O._op_tan.backward = _tan_backward
O._op_tan.jvp = _tan_jvp
# --8<-- [end:tan]


# --8<-- [start:asin]
# ── asin ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:244
#   backward[self]: grad * rsqrt(1 - self * self)
#   jvp: auto_elementwise: self_t * rsqrt(1 - self * self)
#   vmap: elementwise
def _asin_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.rsqrt(1 - self * self)) if needs[0] else None,
    )


def _asin_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.rsqrt(1 - self * self))
    return out


O._op_asin.backward = _asin_backward
O._op_asin.jvp = _asin_jvp
# --8<-- [end:asin]


# --8<-- [start:acos]
# ── acos ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:258
#   backward[self]: -grad * rsqrt(1 - self * self)
#   jvp: auto_elementwise: -self_t * rsqrt(1 - self * self)
#   vmap: elementwise
def _acos_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (-grad * O.rsqrt(1 - self * self)) if needs[0] else None,
    )


def _acos_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, -self_t * O.rsqrt(1 - self * self))
    return out


O._op_acos.backward = _acos_backward
O._op_acos.jvp = _acos_jvp
# --8<-- [end:acos]


# --8<-- [start:atan]
# ── atan ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:272
#   backward[self]: grad / (1 + self * self)
#   jvp: auto_elementwise: self_t / (1 + self * self)
#   vmap: elementwise
def _atan_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (1 + self * self)) if needs[0] else None,
    )


def _atan_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / (1 + self * self))
    return out


O._op_atan.backward = _atan_backward
O._op_atan.jvp = _atan_jvp
# --8<-- [end:atan]


# --8<-- [start:sinh]
# ── sinh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:285
#   backward[self]: grad * cosh(self)
#   jvp: auto_elementwise: self_t * cosh(self)
#   vmap: elementwise
def _sinh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.cosh(self)) if needs[0] else None,
    )


def _sinh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.cosh(self))
    return out


O._op_sinh.backward = _sinh_backward
O._op_sinh.jvp = _sinh_jvp
# --8<-- [end:sinh]


# --8<-- [start:cosh]
# ── cosh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:299
#   backward[self]: grad * sinh(self)
#   jvp: auto_elementwise: self_t * sinh(self)
#   vmap: elementwise
def _cosh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.sinh(self)) if needs[0] else None,
    )


def _cosh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.sinh(self))
    return out


O._op_cosh.backward = _cosh_backward
O._op_cosh.jvp = _cosh_jvp
# --8<-- [end:cosh]


# --8<-- [start:tanh]
# ── tanh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:313
#   backward[self]: grad * (1 - result * result)
#   jvp: auto_elementwise: self_t * (1 - result * result)
#   vmap: elementwise
def _tanh_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * (1 - result * result)) if needs[0] else None,
    )


def _tanh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * (1 - result * result))
    return out


def _tanh_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.tanh_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_tanh.backward = _tanh_backward
O._op_tanh.jvp = _tanh_jvp
O._op_tanh.fused_backward = _tanh_c_backward
# --8<-- [end:tanh]


# --8<-- [start:sigmoid]
# ── sigmoid ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:329
#   backward[self]: grad * result * (1 - result)
#   jvp: auto_elementwise: self_t * result * (1 - result)
#   vmap: elementwise
def _sigmoid_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * result * (1 - result)) if needs[0] else None,
    )


def _sigmoid_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * result * (1 - result))
    return out


def _sigmoid_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sigmoid_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_sigmoid.backward = _sigmoid_backward
O._op_sigmoid.jvp = _sigmoid_jvp
O._op_sigmoid.fused_backward = _sigmoid_c_backward
# --8<-- [end:sigmoid]


# --8<-- [start:erf]
# ── erf ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:346
#   backward[self]: grad * 1.1283791670955126 * exp(-self * self)
#   jvp: auto_elementwise: self_t * 1.1283791670955126 * exp(-self * self)
#   vmap: elementwise
def _erf_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * 1.1283791670955126 * O.exp(-self * self)) if needs[0] else None,
    )


def _erf_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * 1.1283791670955126 * O.exp(-self * self))
    return out


O._op_erf.backward = _erf_backward
O._op_erf.jvp = _erf_jvp
# --8<-- [end:erf]


# --8<-- [start:floor]
# ── floor ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:361
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _floor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _floor_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_floor.backward = _floor_backward
O._op_floor.jvp = _floor_jvp
# --8<-- [end:floor]


# --8<-- [start:ceil]
# ── ceil ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:377
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _ceil_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _ceil_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_ceil.backward = _ceil_backward
O._op_ceil.jvp = _ceil_jvp
# --8<-- [end:ceil]


# --8<-- [start:round]
# ── round ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:393
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _round_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _round_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_round.backward = _round_backward
O._op_round.jvp = _round_jvp
# --8<-- [end:round]


# --8<-- [start:trunc]
# ── trunc ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:417
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _trunc_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _trunc_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_trunc.backward = _trunc_backward
O._op_trunc.jvp = _trunc_jvp
# --8<-- [end:trunc]


# --8<-- [start:clamp]
# ── clamp ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:433
#   backward[self]: where((self <= max) if min is None else ((self >= min) if max is None else logical_and(self >= min, self <= max)), grad, 0.0)
#   jvp: auto_elementwise: where(self <= max if min is None else self >= min if max is None else logical_and(self >= min, self <= max), self_t, 0.0)
#   vmap: elementwise
def _clamp_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    min = params["min"]
    max = params["max"]
    return (
        (O.where((self <= max) if min is None else ((self >= min) if max is None else O.logical_and(self >= min, self <= max)), grad, 0.0)) if needs[0] else None,
    )


def _clamp_jvp(tangents, self, result, **params):
    self_t, = tangents
    min = params["min"]
    max = params["max"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.where(self <= max if min is None else self >= min if max is None else O.logical_and(self >= min, self <= max), self_t, 0.0))
    return out


O._op_clamp.backward = _clamp_backward
O._op_clamp.jvp = _clamp_jvp
# --8<-- [end:clamp]


# --8<-- [start:_to_copy]
# ── _to_copy ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:455
#   backward[self]: _to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def __to_copy_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (O._to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad) if needs[0] else None,
    )


O._op__to_copy.backward = __to_copy_backward
# --8<-- [end:_to_copy]


# --8<-- [start:clone]
# ── clone ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:466
#   backward[self]: grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _clone_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


O._op_clone.backward = _clone_backward
# --8<-- [end:clone]


# --8<-- [start:fill]
# ── fill ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:478
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: elementwise
def _fill_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _fill_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_fill.backward = _fill_backward
O._op_fill.jvp = _fill_jvp
# --8<-- [end:fill]


# --8<-- [start:zero]
# ── zero ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:491
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: elementwise
def _zero_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _zero_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_zero.backward = _zero_backward
O._op_zero.jvp = _zero_jvp
# --8<-- [end:zero]


# --8<-- [start:copy]
# ── copy ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:504
#   backward[self]: zeros_like(grad)
#   backward[src]: sum_to(grad, shapes[1])
#   jvp: [self] zeros_like(self_t) + [src] expand(src_t, result.shape)
#   vmap: {'custom': 'copy'}
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R.copy_rule (tensorplay/_support/batch_rules.py:539)
def _copy_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
        (H.sum_to(grad, shapes[1])) if needs[1] else None,
    )


def _copy_jvp(tangents, self, src, result, **params):
    self_t, src_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    if src_t is not None:
        out = H.add_tangent(out, O.expand(src_t, result.shape))
    return out


O._op_copy.backward = _copy_backward
O._op_copy.jvp = _copy_jvp
O._op_copy.vmap_rule = R.copy_rule
# --8<-- [end:copy]


# --8<-- [start:nan_to_num]
# ── nan_to_num ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:558
#   backward[self]: grad * isfinite(self)
#   jvp: auto_elementwise: self_t * isfinite(self)
#   vmap: elementwise
def _nan_to_num_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.isfinite(self)) if needs[0] else None,
    )


def _nan_to_num_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.isfinite(self))
    return out


O._op_nan_to_num.backward = _nan_to_num_backward
O._op_nan_to_num.jvp = _nan_to_num_jvp
# --8<-- [end:nan_to_num]


# --8<-- [start:sgn]
# ── sgn ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:580
#   backward[self]: zeros_like(grad)
#   jvp: auto_elementwise: zeros_like(self_t)
#   vmap: elementwise
def _sgn_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _sgn_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_sgn.backward = _sgn_backward
O._op_sgn.jvp = _sgn_jvp
# --8<-- [end:sgn]


# --8<-- [start:frac]
# ── frac ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:598
#   backward[self]: grad
#   jvp: auto_elementwise: self_t
#   vmap: elementwise
def _frac_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


def _frac_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t)
    return out


O._op_frac.backward = _frac_backward
O._op_frac.jvp = _frac_jvp
# --8<-- [end:frac]


# --8<-- [start:deg2rad]
# ── deg2rad ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:617
#   backward[self]: grad * 0.017453292519943295
#   jvp: auto_elementwise: self_t * 0.017453292519943295
#   vmap: elementwise
def _deg2rad_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad * 0.017453292519943295) if needs[0] else None,
    )


def _deg2rad_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * 0.017453292519943295)
    return out


O._op_deg2rad.backward = _deg2rad_backward
O._op_deg2rad.jvp = _deg2rad_jvp
# --8<-- [end:deg2rad]


# --8<-- [start:rad2deg]
# ── rad2deg ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:632
#   backward[self]: grad * 57.29577951308232
#   jvp: auto_elementwise: self_t * 57.29577951308232
#   vmap: elementwise
def _rad2deg_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad * 57.29577951308232) if needs[0] else None,
    )


def _rad2deg_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * 57.29577951308232)
    return out


O._op_rad2deg.backward = _rad2deg_backward
O._op_rad2deg.jvp = _rad2deg_jvp
# --8<-- [end:rad2deg]


# --8<-- [start:exp2]
# ── exp2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:647
#   backward[self]: grad * result * 0.6931471805599453
#   jvp: auto_elementwise: self_t * result * 0.6931471805599453
#   vmap: elementwise
def _exp2_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * result * 0.6931471805599453) if needs[0] else None,
    )


def _exp2_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * result * 0.6931471805599453)
    return out


O._op_exp2.backward = _exp2_backward
O._op_exp2.jvp = _exp2_jvp
# --8<-- [end:exp2]


# --8<-- [start:acosh]
# ── acosh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:663
#   backward[self]: grad * rsqrt(self * self - 1)
#   jvp: auto_elementwise: self_t * rsqrt(self * self - 1)
#   vmap: elementwise
def _acosh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.rsqrt(self * self - 1)) if needs[0] else None,
    )


def _acosh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.rsqrt(self * self - 1))
    return out


O._op_acosh.backward = _acosh_backward
O._op_acosh.jvp = _acosh_jvp
# --8<-- [end:acosh]


# --8<-- [start:asinh]
# ── asinh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:680
#   backward[self]: grad * rsqrt(self * self + 1)
#   jvp: auto_elementwise: self_t * rsqrt(self * self + 1)
#   vmap: elementwise
def _asinh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.rsqrt(self * self + 1)) if needs[0] else None,
    )


def _asinh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.rsqrt(self * self + 1))
    return out


O._op_asinh.backward = _asinh_backward
O._op_asinh.jvp = _asinh_jvp
# --8<-- [end:asinh]


# --8<-- [start:atanh]
# ── atanh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:695
#   backward[self]: grad / (1 - self * self)
#   jvp: auto_elementwise: self_t / (1 - self * self)
#   vmap: elementwise
def _atanh_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad / (1 - self * self)) if needs[0] else None,
    )


def _atanh_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t / (1 - self * self))
    return out


O._op_atanh.backward = _atanh_backward
O._op_atanh.jvp = _atanh_jvp
# --8<-- [end:atanh]


# --8<-- [start:erfc]
# ── erfc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:712
#   backward[self]: grad * -1.1283791670955126 * exp(-self * self)
#   jvp: auto_elementwise: self_t * -1.1283791670955126 * exp(-self * self)
#   vmap: elementwise
def _erfc_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * -1.1283791670955126 * O.exp(-self * self)) if needs[0] else None,
    )


def _erfc_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * -1.1283791670955126 * O.exp(-self * self))
    return out


O._op_erfc.backward = _erfc_backward
O._op_erfc.jvp = _erfc_jvp
# --8<-- [end:erfc]


# --8<-- [start:sinc]
# ── sinc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:727
#   backward[self]: grad * sinc_derivative(self)
#   jvp: auto_elementwise: self_t * sinc_derivative(self)
#   vmap: elementwise
#   uses H.sinc_derivative (tensorplay/_support/formula_helpers.py:805)
def _sinc_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * H.sinc_derivative(self)) if needs[0] else None,
    )


def _sinc_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * H.sinc_derivative(self))
    return out


O._op_sinc.backward = _sinc_backward
O._op_sinc.jvp = _sinc_jvp
# --8<-- [end:sinc]


# --8<-- [start:logit]
# ── logit ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:742
#   backward[self]: logit_backward(grad, self, eps)
#   jvp: auto_elementwise: logit_backward(self_t, self, eps)
#   vmap: elementwise
#   uses H.logit_backward (tensorplay/_support/formula_helpers.py:814)
def _logit_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    eps = params["eps"]
    return (
        (H.logit_backward(grad, self, eps)) if needs[0] else None,
    )


def _logit_jvp(tangents, self, result, **params):
    self_t, = tangents
    eps = params["eps"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.logit_backward(self_t, self, eps))
    return out


O._op_logit.backward = _logit_backward
O._op_logit.jvp = _logit_jvp
# --8<-- [end:logit]


# --8<-- [start:erfinv]
# ── erfinv ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:761
#   backward[self]: grad * 0.886226925452758 * exp(result * result)
#   jvp: auto_elementwise: self_t * 0.886226925452758 * exp(result * result)
#   vmap: elementwise
def _erfinv_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (grad * 0.886226925452758 * O.exp(result * result)) if needs[0] else None,
    )


def _erfinv_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * 0.886226925452758 * O.exp(result * result))
    return out


O._op_erfinv.backward = _erfinv_backward
O._op_erfinv.jvp = _erfinv_jvp
# --8<-- [end:erfinv]


# --8<-- [start:lgamma]
# ── lgamma ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:780
#   backward[self]: grad * digamma(self)
#   jvp: auto_elementwise: self_t * digamma(self)
#   vmap: elementwise
def _lgamma_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.digamma(self)) if needs[0] else None,
    )


def _lgamma_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.digamma(self))
    return out


O._op_lgamma.backward = _lgamma_backward
O._op_lgamma.jvp = _lgamma_jvp
# --8<-- [end:lgamma]


# --8<-- [start:digamma]
# ── digamma ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:800
#   backward[self]: grad * polygamma(1, self)
#   jvp: auto_elementwise: self_t * polygamma(1, self)
#   vmap: elementwise
def _digamma_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.polygamma(1, self)) if needs[0] else None,
    )


def _digamma_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.polygamma(1, self))
    return out


O._op_digamma.backward = _digamma_backward
O._op_digamma.jvp = _digamma_jvp
# --8<-- [end:digamma]


# --8<-- [start:polygamma]
# ── polygamma ─────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:821
#   backward[self]: grad * polygamma(n + 1, self)
#   jvp: auto_elementwise: self_t * polygamma(n + 1, self)
#   vmap: elementwise
def _polygamma_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    n = params["n"]
    return (
        (grad * O.polygamma(n + 1, self)) if needs[0] else None,
    )


def _polygamma_jvp(tangents, self, result, **params):
    self_t, = tangents
    n = params["n"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.polygamma(n + 1, self))
    return out


O._op_polygamma.backward = _polygamma_backward
O._op_polygamma.jvp = _polygamma_jvp
# --8<-- [end:polygamma]


# --8<-- [start:i0]
# ── i0 ────────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:872
#   backward[self]: grad * special_i1(self)
#   jvp: auto_elementwise: self_t * special_i1(self)
#   vmap: elementwise
def _i0_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * O.special_i1(self)) if needs[0] else None,
    )


def _i0_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * O.special_i1(self))
    return out


O._op_i0.backward = _i0_backward
O._op_i0.jvp = _i0_jvp
# --8<-- [end:i0]


# --8<-- [start:special_i1]
# ── special_i1 ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:891
#   backward[self]: grad * bessel_i1_derivative(self)
#   jvp: auto_elementwise: self_t * bessel_i1_derivative(self)
#   vmap: elementwise
#   uses H.bessel_i1_derivative (tensorplay/_support/formula_helpers.py:1761)
def _special_i1_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * H.bessel_i1_derivative(self)) if needs[0] else None,
    )


def _special_i1_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * H.bessel_i1_derivative(self))
    return out


O._op_special_i1.backward = _special_i1_backward
O._op_special_i1.jvp = _special_i1_jvp
# --8<-- [end:special_i1]


# --8<-- [start:add]
# ── add ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:6
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: grad * alpha if alpha != 1 else grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] other_t * alpha if alpha != 1 else other_t
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _add_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
        (H.sum_to(grad * alpha if alpha != 1 else grad, shapes[1])) if needs[1] else None,
    )


def _add_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    alpha = params["alpha"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t * alpha if alpha != 1 else other_t, _out_shape))
    return out


O._op_add.backward = _add_backward
O._op_add.jvp = _add_jvp
# --8<-- [end:add]


# --8<-- [start:sub]
# ── sub ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:35
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * alpha if alpha != 1 else -other_t
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _sub_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
        (H.sum_to(-grad * alpha if alpha != 1 else -grad, shapes[1])) if needs[1] else None,
    )


def _sub_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    alpha = params["alpha"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(-other_t * alpha if alpha != 1 else -other_t, _out_shape))
    return out


O._op_sub.backward = _sub_backward
O._op_sub.jvp = _sub_jvp
# --8<-- [end:sub]


# --8<-- [start:mul]
# ── mul ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:63
#   backward[self]: grad * other  (reduced to the input's shape)
#   backward[other]: grad * self  (reduced to the input's shape)
#   jvp: [self] self_t * other + [other] other_t * self
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _mul_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * other, shapes[0])) if needs[0] else None,
        (H.sum_to(grad * self, shapes[1])) if needs[1] else None,
    )


def _mul_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * other, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t * self, _out_shape))
    return out


O._op_mul.backward = _mul_backward
O._op_mul.jvp = _mul_jvp
# --8<-- [end:mul]


# --8<-- [start:div]
# ── div ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:89
#   backward[self]: grad / other  (reduced to the input's shape)
#   backward[other]: -grad * self / (other * other)  (reduced to the input's shape)
#   jvp: [self] self_t / other + [other] -other_t * result / other
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _div_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad / other, shapes[0])) if needs[0] else None,
        (H.sum_to(-grad * self / (other * other), shapes[1])) if needs[1] else None,
    )


def _div_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t / other, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(-other_t * result / other, _out_shape))
    return out


O._op_div.backward = _div_backward
O._op_div.jvp = _div_jvp
# --8<-- [end:div]


# --8<-- [start:pow]
# ── pow ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:115
#   backward[self]: pow_backward_self(grad, self, exponent)  (reduced to the input's shape)
#   backward[exponent]: pow_backward_exponent(grad, self, exponent, result)  (reduced to the input's shape)
#   jvp: [self] pow_backward_self(self_t, self, exponent) + [exponent] pow_backward_exponent(exponent_t, self, exponent, result)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.pow_backward_exponent (tensorplay/_support/formula_helpers.py:272)
#   uses H.pow_backward_self (tensorplay/_support/formula_helpers.py:259)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _pow_backward(grads, needs, shapes, self=None, exponent=None, result=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(H.pow_backward_self(grad, self, exponent), shapes[0])) if needs[0] else None,
        (H.sum_to(H.pow_backward_exponent(grad, self, exponent, result), shapes[1])) if needs[1] else None,
    )


def _pow_jvp(tangents, self, exponent, result, **params):
    self_t, exponent_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(H.pow_backward_self(self_t, self, exponent), _out_shape))
    if exponent_t is not None:
        out = H.add_tangent(out, H.expand_to(H.pow_backward_exponent(exponent_t, self, exponent, result), _out_shape))
    return out


O._op_pow.backward = _pow_backward
O._op_pow.jvp = _pow_jvp
# --8<-- [end:pow]


# --8<-- [start:maximum]
# ── maximum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:165
#   backward[self]: where(self == other, grad / 2, where(self > other, grad, 0.0))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self < other, grad, 0.0))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self > other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self < other, other_t, 0.0))
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _maximum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(O.where(self == other, grad / 2, O.where(self > other, grad, 0.0)), shapes[0])) if needs[0] else None,
        (H.sum_to(O.where(self == other, grad / 2, O.where(self < other, grad, 0.0)), shapes[1])) if needs[1] else None,
    )


def _maximum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(self == other, self_t / 2, O.where(self > other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(self == other, other_t / 2, O.where(self < other, other_t, 0.0)), _out_shape))
    return out


O._op_maximum.backward = _maximum_backward
O._op_maximum.jvp = _maximum_jvp
# --8<-- [end:maximum]


# --8<-- [start:minimum]
# ── minimum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:190
#   backward[self]: where(self == other, grad / 2, where(self < other, grad, 0.0))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self > other, grad, 0.0))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self < other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self > other, other_t, 0.0))
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _minimum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(O.where(self == other, grad / 2, O.where(self < other, grad, 0.0)), shapes[0])) if needs[0] else None,
        (H.sum_to(O.where(self == other, grad / 2, O.where(self > other, grad, 0.0)), shapes[1])) if needs[1] else None,
    )


def _minimum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(self == other, self_t / 2, O.where(self < other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(self == other, other_t / 2, O.where(self > other, other_t, 0.0)), _out_shape))
    return out


O._op_minimum.backward = _minimum_backward
O._op_minimum.jvp = _minimum_jvp
# --8<-- [end:minimum]


# --8<-- [start:atan2]
# ── atan2 ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:214
#   backward[self]: grad * other / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   backward[other]: -grad * self / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   jvp: [self] self_t * other / (self * self + other * other) + [other] -other_t * self / (self * self + other * other)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _atan2_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * other / O.where((self * self + other * other) == 0, 1, self * self + other * other), shapes[0])) if needs[0] else None,
        (H.sum_to(-grad * self / O.where((self * self + other * other) == 0, 1, self * self + other * other), shapes[1])) if needs[1] else None,
    )


def _atan2_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * other / (self * self + other * other), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(-other_t * self / (self * self + other * other), _out_shape))
    return out


O._op_atan2.backward = _atan2_backward
O._op_atan2.jvp = _atan2_jvp
# --8<-- [end:atan2]


# --8<-- [start:remainder]
# ── remainder ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:239
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * floor(self / other)  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * floor(self / other)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _remainder_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
        (H.sum_to(-grad * O.floor(self / other), shapes[1])) if needs[1] else None,
    )


def _remainder_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(-other_t * O.floor(self / other), _out_shape))
    return out


O._op_remainder.backward = _remainder_backward
O._op_remainder.jvp = _remainder_jvp
# --8<-- [end:remainder]


# --8<-- [start:floor_divide]
# ── floor_divide ──────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:275
#   backward[self]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   backward[other]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   jvp: [self] derivative_not_implemented("floor_divide", True) + [other] derivative_not_implemented("floor_divide", True)
#   vmap: broadcast
#   uses H.derivative_not_implemented (tensorplay/_support/formula_helpers.py:795)
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _floor_divide_backward(grads, needs, shapes, **params):
    return (
        (H.sum_to(H.derivative_not_implemented("floor_divide"), shapes[0])) if needs[0] else None,
        (H.sum_to(H.derivative_not_implemented("floor_divide"), shapes[1])) if needs[1] else None,
    )


def _floor_divide_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(H.derivative_not_implemented("floor_divide", True), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(H.derivative_not_implemented("floor_divide", True), _out_shape))
    return out


O._op_floor_divide.backward = _floor_divide_backward
O._op_floor_divide.jvp = _floor_divide_jvp
# --8<-- [end:floor_divide]


# --8<-- [start:eq]
# ── eq ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:315
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:eq]


# --8<-- [start:ne]
# ── ne ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:335
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:ne]


# --8<-- [start:lt]
# ── lt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:353
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:lt]


# --8<-- [start:le]
# ── le ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:373
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:le]


# --8<-- [start:gt]
# ── gt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:391
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:gt]


# --8<-- [start:ge]
# ── ge ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:410
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:ge]


# --8<-- [start:logical_and]
# ── logical_and ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:428
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:logical_and]


# --8<-- [start:logical_or]
# ── logical_or ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:447
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:logical_or]


# --8<-- [start:logical_xor]
# ── logical_xor ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:465
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:logical_xor]


# --8<-- [start:logical_not]
# ── logical_not ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:482
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:logical_not]


# --8<-- [start:_compare]
# ── _compare ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:500
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:_compare]


# --8<-- [start:isclose]
# ── isclose ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:519
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:isclose]


# --8<-- [start:allclose]
# ── allclose ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:540
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'data_dependent'}
#   uses rule R.data_dependent (tensorplay/_support/batch_rules.py:737)
O._op_allclose.vmap_rule = R.data_dependent
# --8<-- [end:allclose]


# --8<-- [start:equal]
# ── equal ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:558
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'data_dependent'}
#   uses rule R.data_dependent (tensorplay/_support/batch_rules.py:737)
O._op_equal.vmap_rule = R.data_dependent
# --8<-- [end:equal]


# --8<-- [start:isnan]
# ── isnan ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:657
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isnan]


# --8<-- [start:isinf]
# ── isinf ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:671
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isinf]


# --8<-- [start:isfinite]
# ── isfinite ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:685
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isfinite]


# --8<-- [start:isposinf]
# ── isposinf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:699
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isposinf]


# --8<-- [start:isneginf]
# ── isneginf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:713
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isneginf]


# --8<-- [start:signbit]
# ── signbit ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:727
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:signbit]


# --8<-- [start:xlogy]
# ── xlogy ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:741
#   backward[self]: grad * xlogy(_to_copy(self != 0, self.dtype), other)  (reduced to the input's shape)
#   backward[other]: grad * self / other  (reduced to the input's shape)
#   jvp: [self] self_t * xlogy(_to_copy(self != 0, self.dtype), other) + [other] other_t * self / other
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _xlogy_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * O.xlogy(O._to_copy(self != 0, self.dtype), other), shapes[0])) if needs[0] else None,
        (H.sum_to(grad * self / other, shapes[1])) if needs[1] else None,
    )


def _xlogy_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * O.xlogy(O._to_copy(self != 0, self.dtype), other), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t * self / other, _out_shape))
    return out


O._op_xlogy.backward = _xlogy_backward
O._op_xlogy.jvp = _xlogy_jvp
# --8<-- [end:xlogy]


# --8<-- [start:hypot]
# ── hypot ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:769
#   backward[self]: grad * self / result  (reduced to the input's shape)
#   backward[other]: grad * other / result  (reduced to the input's shape)
#   jvp: [self] self_t * self / result + [other] other_t * other / result
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _hypot_backward(grads, needs, shapes, self=None, other=None, result=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * self / result, shapes[0])) if needs[0] else None,
        (H.sum_to(grad * other / result, shapes[1])) if needs[1] else None,
    )


def _hypot_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * self / result, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t * other / result, _out_shape))
    return out


O._op_hypot.backward = _hypot_backward
O._op_hypot.jvp = _hypot_jvp
# --8<-- [end:hypot]


# --8<-- [start:heaviside]
# ── heaviside ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:794
#   backward[self]: non_differentiable
#   backward[values]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:heaviside]


# --8<-- [start:fmod]
# ── fmod ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:814
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * divide(self, other, rounding_mode="trunc")  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * divide(self, other, rounding_mode="trunc")
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _fmod_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
        (H.sum_to(-grad * O.divide(self, other, rounding_mode="trunc"), shapes[1])) if needs[1] else None,
    )


def _fmod_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(-other_t * O.divide(self, other, rounding_mode="trunc"), _out_shape))
    return out


O._op_fmod.backward = _fmod_backward
O._op_fmod.jvp = _fmod_jvp
# --8<-- [end:fmod]


# --8<-- [start:fmax]
# ── fmax ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:843
#   backward[self]: where(logical_or(self >= other, isnan(other)), grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(logical_or(self >= other, isnan(other)), 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(logical_or(self >= other, isnan(other)), self_t, 0.0) + [other] where(logical_or(self >= other, isnan(other)), 0.0, other_t)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _fmax_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(O.where(O.logical_or(self >= other, O.isnan(other)), grad, 0.0), shapes[0])) if needs[0] else None,
        (H.sum_to(O.where(O.logical_or(self >= other, O.isnan(other)), 0.0, grad), shapes[1])) if needs[1] else None,
    )


def _fmax_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(O.logical_or(self >= other, O.isnan(other)), self_t, 0.0), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(O.logical_or(self >= other, O.isnan(other)), 0.0, other_t), _out_shape))
    return out


O._op_fmax.backward = _fmax_backward
O._op_fmax.jvp = _fmax_jvp
# --8<-- [end:fmax]


# --8<-- [start:fmin]
# ── fmin ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:868
#   backward[self]: where(logical_or(self <= other, isnan(other)), grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(logical_or(self <= other, isnan(other)), 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(logical_or(self <= other, isnan(other)), self_t, 0.0) + [other] where(logical_or(self <= other, isnan(other)), 0.0, other_t)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _fmin_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(O.where(O.logical_or(self <= other, O.isnan(other)), grad, 0.0), shapes[0])) if needs[0] else None,
        (H.sum_to(O.where(O.logical_or(self <= other, O.isnan(other)), 0.0, grad), shapes[1])) if needs[1] else None,
    )


def _fmin_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(O.logical_or(self <= other, O.isnan(other)), self_t, 0.0), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(O.logical_or(self <= other, O.isnan(other)), 0.0, other_t), _out_shape))
    return out


O._op_fmin.backward = _fmin_backward
O._op_fmin.jvp = _fmin_jvp
# --8<-- [end:fmin]


# --8<-- [start:logaddexp]
# ── logaddexp ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:911
#   backward[self]: grad / (1 + exp(other - self))  (reduced to the input's shape)
#   backward[other]: grad / (1 + exp(self - other))  (reduced to the input's shape)
#   jvp: [self] self_t / (1 + exp(other - self)) + [other] other_t / (1 + exp(self - other))
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _logaddexp_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad / (1 + O.exp(other - self)), shapes[0])) if needs[0] else None,
        (H.sum_to(grad / (1 + O.exp(self - other)), shapes[1])) if needs[1] else None,
    )


def _logaddexp_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t / (1 + O.exp(other - self)), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t / (1 + O.exp(self - other)), _out_shape))
    return out


O._op_logaddexp.backward = _logaddexp_backward
O._op_logaddexp.jvp = _logaddexp_jvp
# --8<-- [end:logaddexp]


# --8<-- [start:logaddexp2]
# ── logaddexp2 ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:935
#   backward[self]: grad / (1 + exp2(other - self))  (reduced to the input's shape)
#   backward[other]: grad / (1 + exp2(self - other))  (reduced to the input's shape)
#   jvp: [self] self_t / (1 + exp2(other - self)) + [other] other_t / (1 + exp2(self - other))
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _logaddexp2_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad / (1 + O.exp2(other - self)), shapes[0])) if needs[0] else None,
        (H.sum_to(grad / (1 + O.exp2(self - other)), shapes[1])) if needs[1] else None,
    )


def _logaddexp2_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t / (1 + O.exp2(other - self)), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t / (1 + O.exp2(self - other)), _out_shape))
    return out


O._op_logaddexp2.backward = _logaddexp2_backward
O._op_logaddexp2.jvp = _logaddexp2_jvp
# --8<-- [end:logaddexp2]


# --8<-- [start:gcd]
# ── gcd ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:978
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:gcd]


# --8<-- [start:lcm]
# ── lcm ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:996
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:lcm]


# --8<-- [start:lerp]
# ── lerp ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1014
#   backward[self]: grad * (1 - weight)  (reduced to the input's shape)
#   backward[end]: grad * weight  (reduced to the input's shape)
#   backward[weight]: grad * (end - self)  (reduced to the input's shape)
#   jvp: [self] self_t * (1 - weight) + [end] end_t * weight + [weight] weight_t * (end - self)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _lerp_backward(grads, needs, shapes, self=None, end=None, weight=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * (1 - weight), shapes[0])) if needs[0] else None,
        (H.sum_to(grad * weight, shapes[1])) if needs[1] else None,
        (H.sum_to(grad * (end - self), shapes[2])) if needs[2] else None,
    )


def _lerp_jvp(tangents, self, end, weight, result, **params):
    self_t, end_t, weight_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * (1 - weight), _out_shape))
    if end_t is not None:
        out = H.add_tangent(out, H.expand_to(end_t * weight, _out_shape))
    if weight_t is not None:
        out = H.add_tangent(out, H.expand_to(weight_t * (end - self), _out_shape))
    return out


O._op_lerp.backward = _lerp_backward
O._op_lerp.jvp = _lerp_jvp
# --8<-- [end:lerp]


# --8<-- [start:addcmul]
# ── addcmul ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1044
#   backward[self]: grad  (reduced to the input's shape)
#   backward[tensor1]: grad * tensor2 * value if value != 1 else grad * tensor2  (reduced to the input's shape)
#   backward[tensor2]: grad * tensor1 * value if value != 1 else grad * tensor1  (reduced to the input's shape)
#   jvp: [self] self_t + [tensor1] tensor1_t * tensor2 * value + [tensor2] tensor2_t * tensor1 * value
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _addcmul_backward(grads, needs, shapes, tensor1=None, tensor2=None, **params):
    grad = grads[0]
    value = params["value"]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
        (H.sum_to(grad * tensor2 * value if value != 1 else grad * tensor2, shapes[1])) if needs[1] else None,
        (H.sum_to(grad * tensor1 * value if value != 1 else grad * tensor1, shapes[2])) if needs[2] else None,
    )


def _addcmul_jvp(tangents, self, tensor1, tensor2, result, **params):
    self_t, tensor1_t, tensor2_t, = tangents
    value = params["value"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t, _out_shape))
    if tensor1_t is not None:
        out = H.add_tangent(out, H.expand_to(tensor1_t * tensor2 * value, _out_shape))
    if tensor2_t is not None:
        out = H.add_tangent(out, H.expand_to(tensor2_t * tensor1 * value, _out_shape))
    return out


O._op_addcmul.backward = _addcmul_backward
O._op_addcmul.jvp = _addcmul_jvp
# --8<-- [end:addcmul]


# --8<-- [start:addcdiv]
# ── addcdiv ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1070
#   backward[self]: grad  (reduced to the input's shape)
#   backward[tensor1]: grad * value / tensor2  (reduced to the input's shape)
#   backward[tensor2]: -grad * value * tensor1 / (tensor2 * tensor2)  (reduced to the input's shape)
#   jvp: [self] self_t + [tensor1] tensor1_t * value / tensor2 + [tensor2] -tensor2_t * value * tensor1 / (tensor2 * tensor2)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _addcdiv_backward(grads, needs, shapes, tensor1=None, tensor2=None, **params):
    grad = grads[0]
    value = params["value"]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
        (H.sum_to(grad * value / tensor2, shapes[1])) if needs[1] else None,
        (H.sum_to(-grad * value * tensor1 / (tensor2 * tensor2), shapes[2])) if needs[2] else None,
    )


def _addcdiv_jvp(tangents, self, tensor1, tensor2, result, **params):
    self_t, tensor1_t, tensor2_t, = tangents
    value = params["value"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t, _out_shape))
    if tensor1_t is not None:
        out = H.add_tangent(out, H.expand_to(tensor1_t * value / tensor2, _out_shape))
    if tensor2_t is not None:
        out = H.add_tangent(out, H.expand_to(-tensor2_t * value * tensor1 / (tensor2 * tensor2), _out_shape))
    return out


O._op_addcdiv.backward = _addcdiv_backward
O._op_addcdiv.jvp = _addcdiv_jvp
# --8<-- [end:addcdiv]


# --8<-- [start:sum]
# ── sum ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:6
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.unreduce (tensorplay/_support/formula_helpers.py:304)
def _sum_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.unreduce(grad, dim, keepdim, shapes[0])) if needs[0] else None,
    )


O._op_sum.backward = _sum_backward
# --8<-- [end:sum]


# --8<-- [start:mean]
# ── mean ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:25
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.reduced_numel (tensorplay/_support/formula_helpers.py:326)
#   uses H.unreduce (tensorplay/_support/formula_helpers.py:304)
def _mean_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.unreduce(grad, dim, keepdim, shapes[0]) / H.reduced_numel(shapes[0], dim)) if needs[0] else None,
    )


O._op_mean.backward = _mean_backward
# --8<-- [end:mean]


# --8<-- [start:prod]
# ── prod ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:54
#   backward[self]: prod_backward(grad, self, dim, keepdim)
#   jvp: [self] prod_jvp(self_t, self, dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.prod_backward (tensorplay/_support/formula_helpers.py:660)
#   uses H.prod_jvp (tensorplay/_support/formula_helpers.py:668)
def _prod_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.prod_backward(grad, self, dim, keepdim)) if needs[0] else None,
    )


def _prod_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.prod_jvp(self_t, self, dim, keepdim))
    return out


O._op_prod.backward = _prod_backward
O._op_prod.jvp = _prod_jvp
# --8<-- [end:prod]


# --8<-- [start:amax]
# ── amax ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:80
#   backward[self]: keep_reduced(grad, dim, keepdim, len(shapes[0])) * extreme_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.extreme_weight (tensorplay/_support/formula_helpers.py:513)
#   uses H.keep_reduced (tensorplay/_support/formula_helpers.py:316)
def _amax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.keep_reduced(grad, dim, keepdim, len(shapes[0])) * H.extreme_weight(self, result, dim, keepdim)) if needs[0] else None,
    )


def _amax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.sum(self_t * H.extreme_weight(self, result, dim, keepdim), dim, keepdim))
    return out


O._op_amax.backward = _amax_backward
O._op_amax.jvp = _amax_jvp
# --8<-- [end:amax]


# --8<-- [start:amin]
# ── amin ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:99
#   backward[self]: keep_reduced(grad, dim, keepdim, len(shapes[0])) * extreme_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.extreme_weight (tensorplay/_support/formula_helpers.py:513)
#   uses H.keep_reduced (tensorplay/_support/formula_helpers.py:316)
def _amin_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.keep_reduced(grad, dim, keepdim, len(shapes[0])) * H.extreme_weight(self, result, dim, keepdim)) if needs[0] else None,
    )


def _amin_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.sum(self_t * H.extreme_weight(self, result, dim, keepdim), dim, keepdim))
    return out


O._op_amin.backward = _amin_backward
O._op_amin.jvp = _amin_jvp
# --8<-- [end:amin]


# --8<-- [start:max_dim]
# ── max.dim ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:130
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.value_selecting_backward (tensorplay/_support/formula_helpers.py:532)
#   uses H.value_selecting_jvp (tensorplay/_support/formula_helpers.py:539)
def _max_dim_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _max_dim_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


O._op_max_dim.backward = _max_dim_backward
O._op_max_dim.jvp = _max_dim_jvp
# --8<-- [end:max_dim]


# --8<-- [start:max_other]
# ── max.other ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:148
#   backward[self]: grad * maximum_weight(self, other, "gt")  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "gt")  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "gt") + [other] other_t * maximum_weight(other, self, "gt")
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.maximum_weight (tensorplay/_support/formula_helpers.py:721)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _max_other_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * H.maximum_weight(self, other, "gt"), shapes[0])) if needs[0] else None,
        (H.sum_to(grad * H.maximum_weight(other, self, "gt"), shapes[1])) if needs[1] else None,
    )


def _max_other_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * H.maximum_weight(self, other, "gt"), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t * H.maximum_weight(other, self, "gt"), _out_shape))
    return out


O._op_max_other.backward = _max_other_backward
O._op_max_other.jvp = _max_other_jvp
# --8<-- [end:max_other]


# --8<-- [start:min_dim]
# ── min.dim ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:184
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.value_selecting_backward (tensorplay/_support/formula_helpers.py:532)
#   uses H.value_selecting_jvp (tensorplay/_support/formula_helpers.py:539)
def _min_dim_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _min_dim_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


O._op_min_dim.backward = _min_dim_backward
O._op_min_dim.jvp = _min_dim_jvp
# --8<-- [end:min_dim]


# --8<-- [start:min_other]
# ── min.other ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:200
#   backward[self]: grad * maximum_weight(self, other, "lt")  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "lt")  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "lt") + [other] other_t * maximum_weight(other, self, "lt")
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.maximum_weight (tensorplay/_support/formula_helpers.py:721)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _min_other_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad * H.maximum_weight(self, other, "lt"), shapes[0])) if needs[0] else None,
        (H.sum_to(grad * H.maximum_weight(other, self, "lt"), shapes[1])) if needs[1] else None,
    )


def _min_other_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(self_t * H.maximum_weight(self, other, "lt"), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(other_t * H.maximum_weight(other, self, "lt"), _out_shape))
    return out


O._op_min_other.backward = _min_other_backward
O._op_min_other.jvp = _min_other_jvp
# --8<-- [end:min_other]


# --8<-- [start:argmax]
# ── argmax ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:221
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
# --8<-- [end:argmax]


# --8<-- [start:argmin]
# ── argmin ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:242
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
# --8<-- [end:argmin]


# --8<-- [start:var]
# ── var ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:261
#   backward[self]: var_backward(grad, self, dim, unbiased, keepdim, correction)
#   jvp: [self] var_jvp(self_t, self, dim, unbiased, keepdim, correction)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.var_backward (tensorplay/_support/formula_helpers.py:681)
#   uses H.var_jvp (tensorplay/_support/formula_helpers.py:687)
def _var_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    dim = params["dim"]
    unbiased = params["unbiased"]
    keepdim = params["keepdim"]
    correction = params["correction"]
    return (
        (H.var_backward(grad, self, dim, unbiased, keepdim, correction)) if needs[0] else None,
    )


def _var_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    unbiased = params["unbiased"]
    keepdim = params["keepdim"]
    correction = params["correction"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.var_jvp(self_t, self, dim, unbiased, keepdim, correction))
    return out


O._op_var.backward = _var_backward
O._op_var.jvp = _var_jvp
# --8<-- [end:var]


# --8<-- [start:logsumexp]
# ── logsumexp ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:320
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) * logsumexp_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * logsumexp_weight(self, result, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.logsumexp_weight (tensorplay/_support/formula_helpers.py:692)
#   uses H.unreduce (tensorplay/_support/formula_helpers.py:304)
def _logsumexp_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.unreduce(grad, dim, keepdim, shapes[0]) * H.logsumexp_weight(self, result, dim, keepdim)) if needs[0] else None,
    )


def _logsumexp_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.sum(self_t * H.logsumexp_weight(self, result, dim, keepdim), dim, keepdim))
    return out


O._op_logsumexp.backward = _logsumexp_backward
O._op_logsumexp.jvp = _logsumexp_jvp
# --8<-- [end:logsumexp]


# --8<-- [start:norm]
# ── norm ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:348
#   backward[self]: norm_backward(grad, self, result, p, dim, keepdim)
#   jvp: [self] sum(self_t * norm_weight(self, result, p, dim, keepdim), dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.norm_backward (tensorplay/_support/formula_helpers.py:717)
#   uses H.norm_weight (tensorplay/_support/formula_helpers.py:697)
def _norm_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    p = params["p"]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.norm_backward(grad, self, result, p, dim, keepdim)) if needs[0] else None,
    )


def _norm_jvp(tangents, self, result, **params):
    self_t, = tangents
    p = params["p"]
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.sum(self_t * H.norm_weight(self, result, p, dim, keepdim), dim, keepdim))
    return out


O._op_norm.backward = _norm_backward
O._op_norm.jvp = _norm_jvp
# --8<-- [end:norm]


# --8<-- [start:all]
# ── all ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:377
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
# --8<-- [end:all]


# --8<-- [start:any]
# ── any ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:395
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
# --8<-- [end:any]


# --8<-- [start:cumsum]
# ── cumsum ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:412
#   backward[self]: flip(cumsum(flip(grad, [dim]), dim), [dim])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _cumsum_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.flip(O.cumsum(O.flip(grad, [dim]), dim), [dim])) if needs[0] else None,
    )


O._op_cumsum.backward = _cumsum_backward
# --8<-- [end:cumsum]


# --8<-- [start:kthvalue]
# ── kthvalue ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:445
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.value_selecting_backward (tensorplay/_support/formula_helpers.py:532)
#   uses H.value_selecting_jvp (tensorplay/_support/formula_helpers.py:539)
def _kthvalue_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _kthvalue_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


O._op_kthvalue.backward = _kthvalue_backward
O._op_kthvalue.jvp = _kthvalue_jvp
# --8<-- [end:kthvalue]


# --8<-- [start:median_dim]
# ── median.dim ────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:487
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.value_selecting_backward (tensorplay/_support/formula_helpers.py:532)
#   uses H.value_selecting_jvp (tensorplay/_support/formula_helpers.py:539)
def _median_dim_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _median_dim_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


O._op_median_dim.backward = _median_dim_backward
O._op_median_dim.jvp = _median_dim_jvp
# --8<-- [end:median_dim]


# --8<-- [start:nanmedian_dim]
# ── nanmedian.dim ─────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:527
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.value_selecting_backward (tensorplay/_support/formula_helpers.py:532)
#   uses H.value_selecting_jvp (tensorplay/_support/formula_helpers.py:539)
def _nanmedian_dim_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _nanmedian_dim_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


O._op_nanmedian_dim.backward = _nanmedian_dim_backward
O._op_nanmedian_dim.jvp = _nanmedian_dim_jvp
# --8<-- [end:nanmedian_dim]


# --8<-- [start:mode]
# ── mode ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:547
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   vmap: {'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}
#   uses H.value_selecting_backward (tensorplay/_support/formula_helpers.py:532)
#   uses H.value_selecting_jvp (tensorplay/_support/formula_helpers.py:539)
def _mode_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    keepdim = params["keepdim"]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )


def _mode_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    keepdim = params["keepdim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.value_selecting_jvp(self_t, result[1], dim, keepdim))
    return out


O._op_mode.backward = _mode_backward
O._op_mode.jvp = _mode_jvp
# --8<-- [end:mode]


# --8<-- [start:histc]
# ── histc ─────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:568
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'histc'}
#   uses rule R_sorting.histc_rule (tensorplay/_support/batch_rules_sorting.py:66)
O._op_histc.vmap_rule = R_sorting.histc_rule
# --8<-- [end:histc]


# --8<-- [start:_histc_rows]
# ── _histc_rows ───────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:591
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'histc_rows'}
#   uses rule R_sorting.histc_rows_rule (tensorplay/_support/batch_rules_sorting.py:72)
O._op__histc_rows.vmap_rule = R_sorting.histc_rows_rule
# --8<-- [end:_histc_rows]


# --8<-- [start:logcumsumexp]
# ── logcumsumexp ──────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:740
#   backward[self]: logcumsumexp_backward(grad, self, result, dim)
#   jvp: [self] logcumsumexp_jvp(self_t, self, result, dim)
#   vmap: {'dim': 'dim'}
#   uses H.logcumsumexp_backward (tensorplay/_support/formula_helpers.py:822)
#   uses H.logcumsumexp_jvp (tensorplay/_support/formula_helpers.py:833)
def _logcumsumexp_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.logcumsumexp_backward(grad, self, result, dim)) if needs[0] else None,
    )


def _logcumsumexp_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.logcumsumexp_jvp(self_t, self, result, dim))
    return out


O._op_logcumsumexp.backward = _logcumsumexp_backward
O._op_logcumsumexp.jvp = _logcumsumexp_jvp
# --8<-- [end:logcumsumexp]


# --8<-- [start:cummax]
# ── cummax ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:762
#   backward[self]: scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   vmap: {'dim': 'dim'}
def _cummax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )


def _cummax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.gather(self_t, dim, result[1]) if self.ndim else self_t)
    return out


O._op_cummax.backward = _cummax_backward
O._op_cummax.jvp = _cummax_jvp
# --8<-- [end:cummax]


# --8<-- [start:cummin]
# ── cummin ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:783
#   backward[self]: scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   vmap: {'dim': 'dim'}
def _cummin_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )


def _cummin_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.gather(self_t, dim, result[1]) if self.ndim else self_t)
    return out


O._op_cummin.backward = _cummin_backward
O._op_cummin.jvp = _cummin_jvp
# --8<-- [end:cummin]


# --8<-- [start:cumprod]
# ── cumprod ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:804
#   backward[self]: cumprod_backward(grad, self, result, dim)
#   jvp: [self] cumprod_jvp(self_t, self, result, dim)
#   vmap: {'dim': 'dim'}
#   uses H.cumprod_backward (tensorplay/_support/formula_helpers.py:912)
#   uses H.cumprod_jvp (tensorplay/_support/formula_helpers.py:928)
def _cumprod_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.cumprod_backward(grad, self, result, dim)) if needs[0] else None,
    )


def _cumprod_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.cumprod_jvp(self_t, self, result, dim))
    return out


O._op_cumprod.backward = _cumprod_backward
O._op_cumprod.jvp = _cumprod_jvp
# --8<-- [end:cumprod]


# --8<-- [start:reshape]
# ── reshape ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:6
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'reshape'}
#   uses rule R.reshape_rule (tensorplay/_support/batch_rules.py:370)
def _reshape_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.reshape(grad, shapes[0])) if needs[0] else None,
    )


O._op_reshape.backward = _reshape_backward
O._op_reshape.vmap_rule = R.reshape_rule
# --8<-- [end:reshape]


# --8<-- [start:expand]
# ── expand ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:19
#   backward[self]: sum_to(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'expand'}
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R.expand_rule (tensorplay/_support/batch_rules.py:377)
def _expand_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (H.sum_to(grad, shapes[0])) if needs[0] else None,
    )


O._op_expand.backward = _expand_backward
O._op_expand.vmap_rule = R.expand_rule
# --8<-- [end:expand]


# --8<-- [start:unsqueeze]
# ── unsqueeze ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:50
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'unsqueeze'}
#   uses rule R.unsqueeze_rule (tensorplay/_support/batch_rules.py:389)
def _unsqueeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.reshape(grad, shapes[0])) if needs[0] else None,
    )


O._op_unsqueeze.backward = _unsqueeze_backward
O._op_unsqueeze.vmap_rule = R.unsqueeze_rule
# --8<-- [end:unsqueeze]


# --8<-- [start:squeeze]
# ── squeeze ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:63
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'squeeze'}
#   uses rule R.squeeze_rule (tensorplay/_support/batch_rules.py:398)
def _squeeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.reshape(grad, shapes[0])) if needs[0] else None,
    )


O._op_squeeze.backward = _squeeze_backward
O._op_squeeze.vmap_rule = R.squeeze_rule
# --8<-- [end:squeeze]


# --8<-- [start:transpose]
# ── transpose ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:82
#   backward[self]: transpose(grad, dim0, dim1)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dims': ['dim0', 'dim1']}
def _transpose_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim0 = params["dim0"]
    dim1 = params["dim1"]
    return (
        (O.transpose(grad, dim0, dim1)) if needs[0] else None,
    )


O._op_transpose.backward = _transpose_backward
# --8<-- [end:transpose]


# --8<-- [start:permute]
# ── permute ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:95
#   backward[self]: permute_backward(grad, dims)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'permute'}
#   uses H.permute_backward (tensorplay/_support/formula_helpers.py:374)
#   uses rule R.permute_rule (tensorplay/_support/batch_rules.py:414)
def _permute_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dims = params["dims"]
    return (
        (H.permute_backward(grad, dims)) if needs[0] else None,
    )


O._op_permute.backward = _permute_backward
O._op_permute.vmap_rule = R.permute_rule
# --8<-- [end:permute]


# --8<-- [start:view]
# ── view ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:108
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'view'}
#   uses rule R.view_rule (tensorplay/_support/batch_rules.py:431)
def _view_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.reshape(grad, shapes[0])) if needs[0] else None,
    )


O._op_view.backward = _view_backward
O._op_view.vmap_rule = R.view_rule
# --8<-- [end:view]


# --8<-- [start:movedim]
# ── movedim ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:194
#   backward[self]: movedim(grad, destination, source)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dims': ['source', 'destination']}
def _movedim_backward(grads, needs, shapes, **params):
    grad = grads[0]
    source = params["source"]
    destination = params["destination"]
    return (
        (O.movedim(grad, destination, source)) if needs[0] else None,
    )


O._op_movedim.backward = _movedim_backward
# --8<-- [end:movedim]


# --8<-- [start:flip]
# ── flip ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:223
#   backward[self]: flip(grad, dims)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dims': ['dims']}
def _flip_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dims = params["dims"]
    return (
        (O.flip(grad, dims)) if needs[0] else None,
    )


O._op_flip.backward = _flip_backward
# --8<-- [end:flip]


# --8<-- [start:repeat]
# ── repeat ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:247
#   backward[self]: repeat_backward(grad, repeats, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'repeat'}
#   uses H.repeat_backward (tensorplay/_support/formula_helpers.py:726)
#   uses rule R.repeat_rule (tensorplay/_support/batch_rules.py:459)
def _repeat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    repeats = params["repeats"]
    return (
        (H.repeat_backward(grad, repeats, shapes[0])) if needs[0] else None,
    )


O._op_repeat.backward = _repeat_backward
O._op_repeat.vmap_rule = R.repeat_rule
# --8<-- [end:repeat]


# --8<-- [start:cat]
# ── cat ───────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:266
#   backward[tensors]: cat_backward(grad, shapes[0], dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'cat'}
#   uses H.cat_backward (tensorplay/_support/formula_helpers.py:366)
#   uses rule R.cat_rule (tensorplay/_support/batch_rules.py:478)
def _cat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.cat_backward(grad, shapes[0], dim)) if needs[0] else None,
    )


O._op_cat.backward = _cat_backward
O._op_cat.vmap_rule = R.cat_rule
# --8<-- [end:cat]


# --8<-- [start:stack]
# ── stack ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:302
#   backward[tensors]: list(unbind(grad, dim))
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'stack'}
#   uses rule R.stack_rule (tensorplay/_support/batch_rules.py:488)
def _stack_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (list(O.unbind(grad, dim))) if needs[0] else None,
    )


O._op_stack.backward = _stack_backward
O._op_stack.vmap_rule = R.stack_rule
# --8<-- [end:stack]


# --8<-- [start:split]
# ── split ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:319
#   backward[self]: cat(list(grads), dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _split_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (O.cat(list(grads), dim)) if needs[0] else None,
    )


O._op_split.backward = _split_backward
# --8<-- [end:split]


# --8<-- [start:chunk]
# ── chunk ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:340
#   backward[self]: cat(list(grads), dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _chunk_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (O.cat(list(grads), dim)) if needs[0] else None,
    )


O._op_chunk.backward = _chunk_backward
# --8<-- [end:chunk]


# --8<-- [start:unbind]
# ── unbind ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:369
#   backward[self]: stack(grads, dim)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _unbind_backward(grads, needs, shapes, **params):
    dim = params["dim"]
    return (
        (O.stack(grads, dim)) if needs[0] else None,
    )


O._op_unbind.backward = _unbind_backward
# --8<-- [end:unbind]


# --8<-- [start:narrow]
# ── narrow ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:386
#   backward[self]: narrow_backward(grad, shapes[0], dim, start)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
#   uses H.narrow_backward (tensorplay/_support/formula_helpers.py:741)
def _narrow_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    start = params["start"]
    return (
        (H.narrow_backward(grad, shapes[0], dim, start)) if needs[0] else None,
    )


O._op_narrow.backward = _narrow_backward
# --8<-- [end:narrow]


# --8<-- [start:select]
# ── select ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:413
#   backward[self]: select_backward(grad, shapes[0], dim, index)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
#   uses H.select_backward (tensorplay/_support/formula_helpers.py:750)
def _select_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dim = params["dim"]
    index = params["index"]
    return (
        (H.select_backward(grad, shapes[0], dim, index)) if needs[0] else None,
    )


O._op_select.backward = _select_backward
# --8<-- [end:select]


# --8<-- [start:unflatten]
# ── unflatten ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:439
#   backward[self]: reshape(grad, shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dim': 'dim'}
def _unflatten_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.reshape(grad, shapes[0])) if needs[0] else None,
    )


O._op_unflatten.backward = _unflatten_backward
# --8<-- [end:unflatten]


# --8<-- [start:diag]
# ── diag ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:456
#   backward[self]: diag_backward(grad, shapes[0], diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'diag'}
#   uses H.diag_backward (tensorplay/_support/formula_helpers.py:769)
#   uses rule R.diag_rule (tensorplay/_support/batch_rules.py:496)
def _diag_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (H.diag_backward(grad, shapes[0], diagonal)) if needs[0] else None,
    )


O._op_diag.backward = _diag_backward
O._op_diag.vmap_rule = R.diag_rule
# --8<-- [end:diag]


# --8<-- [start:diagflat]
# ── diagflat ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:483
#   backward[self]: reshape(diagonal(grad, offset), shapes[0])
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'diagflat'}
#   uses rule R.diagflat_rule (tensorplay/_support/batch_rules.py:519)
def _diagflat_backward(grads, needs, shapes, **params):
    grad = grads[0]
    offset = params["offset"]
    return (
        (O.reshape(O.diagonal(grad, offset), shapes[0])) if needs[0] else None,
    )


O._op_diagflat.backward = _diagflat_backward
O._op_diagflat.vmap_rule = R.diagflat_rule
# --8<-- [end:diagflat]


# --8<-- [start:diagonal]
# ── diagonal ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:502
#   backward[self]: diagonal_backward(grad, shapes[0], offset, dim1, dim2)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dims': ['dim1', 'dim2']}
#   uses H.diagonal_backward (tensorplay/_support/formula_helpers.py:755)
def _diagonal_backward(grads, needs, shapes, **params):
    grad = grads[0]
    offset = params["offset"]
    dim1 = params["dim1"]
    dim2 = params["dim2"]
    return (
        (H.diagonal_backward(grad, shapes[0], offset, dim1, dim2)) if needs[0] else None,
    )


O._op_diagonal.backward = _diagonal_backward
# --8<-- [end:diagonal]


# --8<-- [start:tril]
# ── tril ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:523
#   backward[self]: tril(grad, diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'trailing': 2}
def _tril_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (O.tril(grad, diagonal)) if needs[0] else None,
    )


O._op_tril.backward = _tril_backward
# --8<-- [end:tril]


# --8<-- [start:triu]
# ── triu ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:538
#   backward[self]: triu(grad, diagonal)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'trailing': 2}
def _triu_backward(grads, needs, shapes, **params):
    grad = grads[0]
    diagonal = params["diagonal"]
    return (
        (O.triu(grad, diagonal)) if needs[0] else None,
    )


O._op_triu.backward = _triu_backward
# --8<-- [end:triu]


# --8<-- [start:as_strided]
# ── as_strided ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:553
#   backward[self]: as_strided_backward(grad, shapes[0], size, stride, storage_offset)
#   jvp: [self] as_strided_tangent(self_t, size, stride, storage_offset)
#   vmap: {'custom': 'as_strided'}
#   uses H.as_strided_backward (tensorplay/_support/formula_helpers.py:776)
#   uses H.as_strided_tangent (tensorplay/_support/formula_helpers.py:788)
#   uses rule R.as_strided_rule (tensorplay/_support/batch_rules.py:525)
def _as_strided_backward(grads, needs, shapes, **params):
    grad = grads[0]
    size = params["size"]
    stride = params["stride"]
    storage_offset = params["storage_offset"]
    return (
        (H.as_strided_backward(grad, shapes[0], size, stride, storage_offset)) if needs[0] else None,
    )


def _as_strided_jvp(tangents, self, result, **params):
    self_t, = tangents
    size = params["size"]
    stride = params["stride"]
    storage_offset = params["storage_offset"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.as_strided_tangent(self_t, size, stride, storage_offset))
    return out


O._op_as_strided.backward = _as_strided_backward
O._op_as_strided.jvp = _as_strided_jvp
O._op_as_strided.vmap_rule = R.as_strided_rule
# --8<-- [end:as_strided]


# --8<-- [start:contiguous]
# ── contiguous ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:581
#   backward[self]: grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _contiguous_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


O._op_contiguous.backward = _contiguous_backward
# --8<-- [end:contiguous]


# --8<-- [start:unfold]
# ── unfold ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:613
#   backward[self]: unfold_backward(grad, shapes[0], dimension, size, step)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'dims': ['dimension']}
#   uses H.unfold_backward (tensorplay/_support/formula_helpers.py:1414)
def _unfold_backward(grads, needs, shapes, **params):
    grad = grads[0]
    dimension = params["dimension"]
    size = params["size"]
    step = params["step"]
    return (
        (H.unfold_backward(grad, shapes[0], dimension, size, step)) if needs[0] else None,
    )


O._op_unfold.backward = _unfold_backward
# --8<-- [end:unfold]


# --8<-- [start:where]
# ── where ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:6
#   backward[condition]: non_differentiable
#   backward[self]: where(condition, grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(condition, 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(condition, self_t, 0.0) + [other] where(condition, 0.0, other_t)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _where_backward(grads, needs, shapes, condition=None, **params):
    grad = grads[0]
    return (
        None,
        (H.sum_to(O.where(condition, grad, 0.0), shapes[1])) if needs[1] else None,
        (H.sum_to(O.where(condition, 0.0, grad), shapes[2])) if needs[2] else None,
    )


def _where_jvp(tangents, condition, self, other, result, **params):
    condition_t, self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(condition, self_t, 0.0), _out_shape))
    if other_t is not None:
        out = H.add_tangent(out, H.expand_to(O.where(condition, 0.0, other_t), _out_shape))
    return out


O._op_where.backward = _where_backward
O._op_where.jvp = _where_jvp
# --8<-- [end:where]


# --8<-- [start:sort]
# ── sort ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:41
#   backward[self]: scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   vmap: {'dim': 'dim'}
def _sort_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )


def _sort_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.gather(self_t, dim, result[1]) if self.ndim else self_t)
    return out


O._op_sort.backward = _sort_backward
O._op_sort.jvp = _sort_jvp
# --8<-- [end:sort]


# --8<-- [start:sort_stable]
# ── sort.stable ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:65
#   backward[self]: scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   vmap: {'dim': 'dim'}
def _sort_stable_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )


def _sort_stable_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.gather(self_t, dim, result[1]) if self.ndim else self_t)
    return out


O._op_sort_stable.backward = _sort_stable_backward
O._op_sort_stable.jvp = _sort_stable_jvp
# --8<-- [end:sort_stable]


# --8<-- [start:topk]
# ── topk ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:124
#   backward[self]: scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   vmap: {'dim': 'dim'}
def _topk_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )


def _topk_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.gather(self_t, dim, result[1]) if self.ndim else self_t)
    return out


O._op_topk.backward = _topk_backward
O._op_topk.jvp = _topk_jvp
# --8<-- [end:topk]


# --8<-- [start:masked_select]
# ── masked_select ─────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:147
#   backward[self]: masked_select_backward(grad, self, mask)  (reduced to the input's shape)
#   backward[mask]: non_differentiable
#   jvp: [self] masked_select(self_t, mask)
#   vmap: {'custom': 'masked_select'}
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.masked_select_backward (tensorplay/_support/formula_helpers.py:547)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R_sorting.masked_select_rule (tensorplay/_support/batch_rules_sorting.py:25)
def _masked_select_backward(grads, needs, shapes, self=None, mask=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(H.masked_select_backward(grad, self, mask), shapes[0])) if needs[0] else None,
        None,
    )


def _masked_select_jvp(tangents, self, mask, result, **params):
    self_t, mask_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.masked_select(self_t, mask), _out_shape))
    return out


O._op_masked_select.backward = _masked_select_backward
O._op_masked_select.jvp = _masked_select_jvp
O._op_masked_select.vmap_rule = R_sorting.masked_select_rule
# --8<-- [end:masked_select]


# --8<-- [start:_nonzero]
# ── _nonzero ──────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:172
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'dynamic_shape'}
#   uses rule R_sorting.dynamic_shape (tensorplay/_support/batch_rules_sorting.py:15)
O._op__nonzero.vmap_rule = R_sorting.dynamic_shape
# --8<-- [end:_nonzero]


# --8<-- [start:_unique]
# ── _unique ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:213
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'dynamic_shape'}
#   uses rule R_sorting.dynamic_shape (tensorplay/_support/batch_rules_sorting.py:15)
O._op__unique.vmap_rule = R_sorting.dynamic_shape
# --8<-- [end:_unique]


# --8<-- [start:_unique_consecutive]
# ── _unique_consecutive ───────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:258
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'dynamic_shape'}
#   uses rule R_sorting.dynamic_shape (tensorplay/_support/batch_rules_sorting.py:15)
O._op__unique_consecutive.vmap_rule = R_sorting.dynamic_shape
# --8<-- [end:_unique_consecutive]


# --8<-- [start:searchsorted]
# ── searchsorted ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:301
#   backward[sorted_sequence]: non_differentiable
#   backward[self]: non_differentiable
#   backward[sorter]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'searchsorted'}
#   uses rule R_sorting.searchsorted_rule (tensorplay/_support/batch_rules_sorting.py:44)
O._op_searchsorted.vmap_rule = R_sorting.searchsorted_rule
# --8<-- [end:searchsorted]


# --8<-- [start:index]
# ── index ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:326
#   backward[self]: index_backward(grad, shapes[0], indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index'}
#   uses rule R.index_rule (tensorplay/_support/batch_rules.py:631)
def _index_backward(grads, needs, shapes, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (O.index_backward(grad, shapes[0], indices)) if needs[0] else None,
    )


O._op_index.backward = _index_backward
O._op_index.vmap_rule = R.index_rule
# --8<-- [end:index]


# --8<-- [start:index_backward]
# ── index_backward ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:351
#   backward[grad]: index(grad, indices)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'index_backward'}
#   uses rule R.index_backward_rule (tensorplay/_support/batch_rules.py:639)
def _index_backward_backward(grads, needs, shapes, grad=None, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (O.index(grad, indices)) if needs[0] else None,
    )


O._op_index_backward.backward = _index_backward_backward
O._op_index_backward.vmap_rule = R.index_backward_rule
# --8<-- [end:index_backward]


# --8<-- [start:index_put]
# ── index_put ─────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:366
#   backward[self]: index_put(grad, indices, 0.0)
#   backward[values]: sum_to(index(grad, indices), values.shape)
#   jvp: [self] index_put(self_t, indices, 0.0) + [values] index_put(zeros_like(self), indices, values_t)
#   vmap: {'custom': 'index_put'}
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R.index_put_rule (tensorplay/_support/batch_rules.py:649)
def _index_put_backward(grads, needs, shapes, values=None, **params):
    grad = grads[0]
    indices = params["indices"]
    return (
        (O.index_put(grad, indices, 0.0)) if needs[0] else None,
        (H.sum_to(O.index(grad, indices), values.shape)) if needs[1] else None,
    )


def _index_put_jvp(tangents, self, values, result, **params):
    self_t, values_t, = tangents
    indices = params["indices"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.index_put(self_t, indices, 0.0))
    if values_t is not None:
        out = H.add_tangent(out, O.index_put(O.zeros_like(self), indices, values_t))
    return out


O._op_index_put.backward = _index_put_backward
O._op_index_put.jvp = _index_put_jvp
O._op_index_put.vmap_rule = R.index_put_rule
# --8<-- [end:index_put]


# --8<-- [start:index_select]
# ── index_select ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:397
#   backward[self]: index_select_backward(grad, shapes[0], dim, index)
#   backward[index]: non_differentiable
#   jvp: [self] index_select(self_t, dim, index)
#   vmap: {'custom': 'index_select'}
#   uses H.index_select_backward (tensorplay/_support/formula_helpers.py:389)
#   uses rule R.index_select_rule (tensorplay/_support/batch_rules.py:672)
def _index_select_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.index_select_backward(grad, shapes[0], dim, index)) if needs[0] else None,
        None,
    )


def _index_select_jvp(tangents, self, index, result, **params):
    self_t, index_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.index_select(self_t, dim, index))
    return out


O._op_index_select.backward = _index_select_backward
O._op_index_select.jvp = _index_select_jvp
O._op_index_select.vmap_rule = R.index_select_rule
# --8<-- [end:index_select]


# --8<-- [start:gather]
# ── gather ────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:428
#   backward[self]: scatter_add(zeros_of(shapes[0], grad), dim, index, grad)
#   backward[index]: non_differentiable
#   jvp: [self] gather(self_t, dim, index)
#   vmap: {'custom': 'gather'}
#   uses H.zeros_of (tensorplay/_support/formula_helpers.py:334)
#   uses rule R.gather_rule (tensorplay/_support/batch_rules.py:699)
def _gather_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (O.scatter_add(H.zeros_of(shapes[0], grad), dim, index, grad)) if needs[0] else None,
        None,
    )


def _gather_jvp(tangents, self, index, result, **params):
    self_t, index_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.gather(self_t, dim, index))
    return out


O._op_gather.backward = _gather_backward
O._op_gather.jvp = _gather_jvp
O._op_gather.vmap_rule = R.gather_rule
# --8<-- [end:gather]


# --8<-- [start:scatter_add]
# ── scatter_add ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:451
#   backward[self]: grad
#   backward[index]: non_differentiable
#   backward[src]: scatter_add_backward_src(grad, dim, index, shapes[2])
#   jvp: [self] self_t + [src] scatter_add(zeros_like(self), dim, index, src_t)
#   vmap: {'custom': 'scatter_add'}
#   uses H.scatter_add_backward_src (tensorplay/_support/formula_helpers.py:410)
#   uses rule R.scatter_add_rule (tensorplay/_support/batch_rules.py:716)
def _scatter_add_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (grad) if needs[0] else None,
        None,
        (H.scatter_add_backward_src(grad, dim, index, shapes[2])) if needs[2] else None,
    )


def _scatter_add_jvp(tangents, self, index, src, result, **params):
    self_t, index_t, src_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t)
    if src_t is not None:
        out = H.add_tangent(out, O.scatter_add(O.zeros_like(self), dim, index, src_t))
    return out


O._op_scatter_add.backward = _scatter_add_backward
O._op_scatter_add.jvp = _scatter_add_jvp
O._op_scatter_add.vmap_rule = R.scatter_add_rule
# --8<-- [end:scatter_add]


# --8<-- [start:masked_fill]
# ── masked_fill ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:474
#   backward[self]: masked_fill(grad, mask, 0)  (reduced to the input's shape)
#   backward[mask]: non_differentiable
#   jvp: [self] masked_fill(self_t, mask, 0)
#   vmap: broadcast
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
def _masked_fill_backward(grads, needs, shapes, mask=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(O.masked_fill(grad, mask, 0), shapes[0])) if needs[0] else None,
        None,
    )


def _masked_fill_jvp(tangents, self, mask, result, **params):
    self_t, mask_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O.masked_fill(self_t, mask, 0), _out_shape))
    return out


O._op_masked_fill.backward = _masked_fill_backward
O._op_masked_fill.jvp = _masked_fill_jvp
# --8<-- [end:masked_fill]


# --8<-- [start:_scatter_src]
# ── _scatter_src ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:535
#   backward[self]: scatter_fill(grad, dim, index)
#   backward[index]: non_differentiable
#   backward[src]: scatter_add_backward_src(grad, dim, index, shapes[2])
#   jvp: [self] scatter_fill(self_t, dim, index) + [src] _scatter_src(zeros_like(self), dim, index, src_t)
#   vmap: {'custom': 'scatter_add'}
#   uses H.scatter_add_backward_src (tensorplay/_support/formula_helpers.py:410)
#   uses H.scatter_fill (tensorplay/_support/formula_helpers.py:1138)
#   uses rule R.scatter_add_rule (tensorplay/_support/batch_rules.py:716)
def __scatter_src_backward(grads, needs, shapes, index=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.scatter_fill(grad, dim, index)) if needs[0] else None,
        None,
        (H.scatter_add_backward_src(grad, dim, index, shapes[2])) if needs[2] else None,
    )


def __scatter_src_jvp(tangents, self, index, src, result, **params):
    self_t, index_t, src_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.scatter_fill(self_t, dim, index))
    if src_t is not None:
        out = H.add_tangent(out, O._scatter_src(O.zeros_like(self), dim, index, src_t))
    return out


O._op__scatter_src.backward = __scatter_src_backward
O._op__scatter_src.jvp = __scatter_src_jvp
O._op__scatter_src.vmap_rule = R.scatter_add_rule
# --8<-- [end:_scatter_src]


# --8<-- [start:scatter_reduce]
# ── scatter_reduce ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:556
#   backward[self]: scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 0)
#   backward[index]: non_differentiable
#   backward[src]: scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 1)
#   jvp: [self] self_t * scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[0] + [src] scatter_add(zeros_like(result), dim, index, index_extent(src_t, index) * scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[1])
#   vmap: {'custom': 'scatter_add'}
#   uses H.index_extent (tensorplay/_support/formula_helpers.py:1124)
#   uses H.scatter_reduce_backward (tensorplay/_support/formula_helpers.py:1190)
#   uses H.scatter_reduce_weights (tensorplay/_support/formula_helpers.py:1157)
#   uses rule R.scatter_add_rule (tensorplay/_support/batch_rules.py:716)
def _scatter_reduce_backward(grads, needs, shapes, self=None, index=None, src=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    reduce = params["reduce"]
    include_self = params["include_self"]
    return (
        (H.scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 0)) if needs[0] else None,
        None,
        (H.scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 1)) if needs[2] else None,
    )


def _scatter_reduce_jvp(tangents, self, index, src, result, **params):
    self_t, index_t, src_t, = tangents
    dim = params["dim"]
    reduce = params["reduce"]
    include_self = params["include_self"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t * H.scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[0])
    if src_t is not None:
        out = H.add_tangent(out, O.scatter_add(O.zeros_like(result), dim, index, H.index_extent(src_t, index) * H.scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[1]))
    return out


O._op_scatter_reduce.backward = _scatter_reduce_backward
O._op_scatter_reduce.jvp = _scatter_reduce_jvp
O._op_scatter_reduce.vmap_rule = R.scatter_add_rule
# --8<-- [end:scatter_reduce]


# --8<-- [start:matmul]
# ── matmul ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:7
#   backward[self]: matmul_backward_self(grad, shapes[0], other)
#   backward[other]: matmul_backward_other(grad, self, shapes[1])
#   jvp: [self] matmul(self_t, other) + [other] matmul(self, other_t)
#   vmap: {'custom': 'matmul'}
#   uses H.matmul_backward_other (tensorplay/_support/formula_helpers.py:352)
#   uses H.matmul_backward_self (tensorplay/_support/formula_helpers.py:338)
#   uses rule R.matmul_rule (tensorplay/_support/batch_rules.py:554)
def _matmul_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.matmul_backward_self(grad, shapes[0], other)) if needs[0] else None,
        (H.matmul_backward_other(grad, self, shapes[1])) if needs[1] else None,
    )


def _matmul_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.matmul(self_t, other))
    if other_t is not None:
        out = H.add_tangent(out, O.matmul(self, other_t))
    return out


O._op_matmul.backward = _matmul_backward
O._op_matmul.jvp = _matmul_jvp
O._op_matmul.vmap_rule = R.matmul_rule
# --8<-- [end:matmul]


# --8<-- [start:det]
# ── det ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:328
#   backward[self]: unsqueeze(unsqueeze(grad * result, -1), -1) * transpose(inverse(self), -2, -1)
#   jvp: [self] result * sum(transpose(inverse(self), -2, -1) * self_t, [-2, -1])
#   vmap: {'trailing': 2}
def _det_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    return (
        (O.unsqueeze(O.unsqueeze(grad * result, -1), -1) * O.transpose(O.inverse(self), -2, -1)) if needs[0] else None,
    )


def _det_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, result * O.sum(O.transpose(O.inverse(self), -2, -1) * self_t, [-2, -1]))
    return out


O._op_det.backward = _det_backward
O._op_det.jvp = _det_jvp
# --8<-- [end:det]


# --8<-- [start:inverse]
# ── inverse ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:349
#   backward[self]: -matmul(matmul(transpose(result, -2, -1), grad), transpose(result, -2, -1))
#   jvp: [self] -matmul(matmul(result, self_t), result)
#   vmap: {'trailing': 2}
def _inverse_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (-O.matmul(O.matmul(O.transpose(result, -2, -1), grad), O.transpose(result, -2, -1))) if needs[0] else None,
    )


def _inverse_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, -O.matmul(O.matmul(result, self_t), result))
    return out


O._op_inverse.backward = _inverse_backward
O._op_inverse.jvp = _inverse_jvp
# --8<-- [end:inverse]


# --8<-- [start:slogdet]
# ── slogdet ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:370
#   backward[self]: unsqueeze(unsqueeze(grads[1], -1), -1) * transpose(inverse(self), -2, -1)
#   jvp: (None, sum(transpose(inverse(self), -2, -1) * self_t, [-2, -1]))
#   vmap: {'trailing': 2}
def _slogdet_backward(grads, needs, shapes, self=None, **params):
    return (
        (O.unsqueeze(O.unsqueeze(grads[1], -1), -1) * O.transpose(O.inverse(self), -2, -1)) if needs[0] else None,
    )


def _slogdet_jvp(tangents, self, result, **params):
    self_t, = tangents
    return (None, O.sum(O.transpose(O.inverse(self), -2, -1) * self_t, [-2, -1]))


O._op_slogdet.backward = _slogdet_backward
O._op_slogdet.jvp = _slogdet_jvp
# --8<-- [end:slogdet]


# --8<-- [start:linalg_svd]
# ── linalg_svd ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:528
#   backward[A]: svd_backward(grads[0], grads[1], grads[2], result[0], result[1], result[2], full_matrices)
#   jvp: svd_jvp(A_t, result[0], result[1], result[2], full_matrices)
#   vmap: {'trailing': 2}
#   uses H.svd_backward (tensorplay/_support/formula_helpers.py:1512)
#   uses H.svd_jvp (tensorplay/_support/formula_helpers.py:1534)
def _linalg_svd_backward(grads, needs, shapes, result=None, **params):
    full_matrices = params["full_matrices"]
    return (
        (H.svd_backward(grads[0], grads[1], grads[2], result[0], result[1], result[2], full_matrices)) if needs[0] else None,
    )


def _linalg_svd_jvp(tangents, A, result, **params):
    A_t, = tangents
    full_matrices = params["full_matrices"]
    return H.svd_jvp(A_t, result[0], result[1], result[2], full_matrices)


O._op_linalg_svd.backward = _linalg_svd_backward
O._op_linalg_svd.jvp = _linalg_svd_jvp
# --8<-- [end:linalg_svd]


# --8<-- [start:linalg_svdvals]
# ── linalg_svdvals ────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:569
#   backward[A]: svdvals_backward(grad, A)
#   jvp: [A] svdvals_jvp(A, A_t)
#   vmap: {'trailing': 2}
#   uses H.svdvals_backward (tensorplay/_support/formula_helpers.py:1561)
#   uses H.svdvals_jvp (tensorplay/_support/formula_helpers.py:1567)
def _linalg_svdvals_backward(grads, needs, shapes, A=None, **params):
    grad = grads[0]
    return (
        (H.svdvals_backward(grad, A)) if needs[0] else None,
    )


def _linalg_svdvals_jvp(tangents, A, result, **params):
    A_t, = tangents
    out = None
    if A_t is not None:
        out = H.add_tangent(out, H.svdvals_jvp(A, A_t))
    return out


O._op_linalg_svdvals.backward = _linalg_svdvals_backward
O._op_linalg_svdvals.jvp = _linalg_svdvals_jvp
# --8<-- [end:linalg_svdvals]


# --8<-- [start:linalg_pinv]
# ── linalg_pinv ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:592
#   backward[A]: pinv_backward(grad, result, A)
#   jvp: [A] pinv_jvp(A, A_t, result)
#   vmap: {'trailing': 2}
#   uses H.pinv_backward (tensorplay/_support/formula_helpers.py:1674)
#   uses H.pinv_jvp (tensorplay/_support/formula_helpers.py:1685)
def _linalg_pinv_backward(grads, needs, shapes, A=None, result=None, **params):
    grad = grads[0]
    return (
        (H.pinv_backward(grad, result, A)) if needs[0] else None,
    )


def _linalg_pinv_jvp(tangents, A, result, **params):
    A_t, = tangents
    out = None
    if A_t is not None:
        out = H.add_tangent(out, H.pinv_jvp(A, A_t, result))
    return out


O._op_linalg_pinv.backward = _linalg_pinv_backward
O._op_linalg_pinv.jvp = _linalg_pinv_jvp
# --8<-- [end:linalg_pinv]


# --8<-- [start:linalg_qr]
# ── linalg_qr ─────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:644
#   backward[A]: qr_backward(grads[0], grads[1], result[0], result[1], mode)
#   jvp: qr_jvp(A_t, result[0], result[1], mode)
#   vmap: {'trailing': 2}
#   uses H.qr_backward (tensorplay/_support/formula_helpers.py:1639)
#   uses H.qr_jvp (tensorplay/_support/formula_helpers.py:1662)
def _linalg_qr_backward(grads, needs, shapes, result=None, **params):
    mode = params["mode"]
    return (
        (H.qr_backward(grads[0], grads[1], result[0], result[1], mode)) if needs[0] else None,
    )


def _linalg_qr_jvp(tangents, A, result, **params):
    A_t, = tangents
    mode = params["mode"]
    return H.qr_jvp(A_t, result[0], result[1], mode)


O._op_linalg_qr.backward = _linalg_qr_backward
O._op_linalg_qr.jvp = _linalg_qr_jvp
# --8<-- [end:linalg_qr]


# --8<-- [start:linalg_eigh]
# ── linalg_eigh ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:667
#   backward[A]: eigh_backward(grads[0], grads[1], result[0], result[1])
#   jvp: eigh_jvp(A_t, result[0], result[1])
#   vmap: {'trailing': 2}
#   uses H.eigh_backward (tensorplay/_support/formula_helpers.py:1573)
#   uses H.eigh_jvp (tensorplay/_support/formula_helpers.py:1581)
def _linalg_eigh_backward(grads, needs, shapes, result=None, **params):
    return (
        (H.eigh_backward(grads[0], grads[1], result[0], result[1])) if needs[0] else None,
    )


def _linalg_eigh_jvp(tangents, A, result, **params):
    A_t, = tangents
    return H.eigh_jvp(A_t, result[0], result[1])


O._op_linalg_eigh.backward = _linalg_eigh_backward
O._op_linalg_eigh.jvp = _linalg_eigh_jvp
# --8<-- [end:linalg_eigh]


# --8<-- [start:linalg_eigvalsh]
# ── linalg_eigvalsh ───────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:693
#   backward[A]: eigvalsh_backward(grad, A, UPLO)
#   jvp: [A] eigvalsh_jvp(A, A_t, UPLO)
#   vmap: {'trailing': 2}
#   uses H.eigvalsh_backward (tensorplay/_support/formula_helpers.py:1587)
#   uses H.eigvalsh_jvp (tensorplay/_support/formula_helpers.py:1592)
def _linalg_eigvalsh_backward(grads, needs, shapes, A=None, **params):
    grad = grads[0]
    UPLO = params["UPLO"]
    return (
        (H.eigvalsh_backward(grad, A, UPLO)) if needs[0] else None,
    )


def _linalg_eigvalsh_jvp(tangents, A, result, **params):
    A_t, = tangents
    UPLO = params["UPLO"]
    out = None
    if A_t is not None:
        out = H.add_tangent(out, H.eigvalsh_jvp(A, A_t, UPLO))
    return out


O._op_linalg_eigvalsh.backward = _linalg_eigvalsh_backward
O._op_linalg_eigvalsh.jvp = _linalg_eigvalsh_jvp
# --8<-- [end:linalg_eigvalsh]


# --8<-- [start:linalg_cholesky]
# ── linalg_cholesky ───────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:718
#   backward[A]: cholesky_backward(grad, result, upper)
#   jvp: [A] cholesky_jvp(A_t, result, upper)
#   vmap: {'trailing': 2}
#   uses H.cholesky_backward (tensorplay/_support/formula_helpers.py:1597)
#   uses H.cholesky_jvp (tensorplay/_support/formula_helpers.py:1608)
def _linalg_cholesky_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    upper = params["upper"]
    return (
        (H.cholesky_backward(grad, result, upper)) if needs[0] else None,
    )


def _linalg_cholesky_jvp(tangents, A, result, **params):
    A_t, = tangents
    upper = params["upper"]
    out = None
    if A_t is not None:
        out = H.add_tangent(out, H.cholesky_jvp(A_t, result, upper))
    return out


O._op_linalg_cholesky.backward = _linalg_cholesky_backward
O._op_linalg_cholesky.jvp = _linalg_cholesky_jvp
# --8<-- [end:linalg_cholesky]


# --8<-- [start:rand]
# ── rand ──────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:6
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_rand.vmap_rule = R.random
# --8<-- [end:rand]


# --8<-- [start:randn]
# ── randn ─────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:19
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_randn.vmap_rule = R.random
# --8<-- [end:randn]


# --8<-- [start:randint]
# ── randint ───────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:32
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_randint.vmap_rule = R.random
# --8<-- [end:randint]


# --8<-- [start:randint_low]
# ── randint.low ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:43
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_randint_low.vmap_rule = R.random
# --8<-- [end:randint_low]


# --8<-- [start:rand_like]
# ── rand_like ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:54
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_rand_like.vmap_rule = R.random
# --8<-- [end:rand_like]


# --8<-- [start:randn_like]
# ── randn_like ────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:67
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_randn_like.vmap_rule = R.random
# --8<-- [end:randn_like]


# --8<-- [start:bernoulli]
# ── bernoulli ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:82
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _bernoulli_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _bernoulli_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_bernoulli.backward = _bernoulli_backward
O._op_bernoulli.jvp = _bernoulli_jvp
O._op_bernoulli.vmap_rule = R.random
# --8<-- [end:bernoulli]


# --8<-- [start:bernoulli_p]
# ── bernoulli.p ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:105
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _bernoulli_p_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _bernoulli_p_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_bernoulli_p.backward = _bernoulli_p_backward
O._op_bernoulli_p.jvp = _bernoulli_p_jvp
O._op_bernoulli_p.vmap_rule = R.random
# --8<-- [end:bernoulli_p]


# --8<-- [start:multinomial]
# ── multinomial ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:127
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'multinomial'}
#   uses rule R_random.multinomial_rule (tensorplay/_support/batch_rules_random.py:16)
O._op_multinomial.vmap_rule = R_random.multinomial_rule
# --8<-- [end:multinomial]


# --8<-- [start:normal_Tensor_float]
# ── normal.Tensor_float ───────────────────────────────────────── tensorplay/ops/random/ops.yaml:147
#   backward[mean]: zeros_like(grad)
#   jvp: [mean] zeros_like(mean_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _normal_Tensor_float_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _normal_Tensor_float_jvp(tangents, mean, result, **params):
    mean_t, = tangents
    out = None
    if mean_t is not None:
        out = H.add_tangent(out, O.zeros_like(mean_t))
    return out


O._op_normal_Tensor_float.backward = _normal_Tensor_float_backward
O._op_normal_Tensor_float.jvp = _normal_Tensor_float_jvp
O._op_normal_Tensor_float.vmap_rule = R.random
# --8<-- [end:normal_Tensor_float]


# --8<-- [start:normal_float_Tensor]
# ── normal.float_Tensor ───────────────────────────────────────── tensorplay/ops/random/ops.yaml:164
#   backward[std]: zeros_like(grad)
#   jvp: [std] zeros_like(std_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _normal_float_Tensor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _normal_float_Tensor_jvp(tangents, std, result, **params):
    std_t, = tangents
    out = None
    if std_t is not None:
        out = H.add_tangent(out, O.zeros_like(std_t))
    return out


O._op_normal_float_Tensor.backward = _normal_float_Tensor_backward
O._op_normal_float_Tensor.jvp = _normal_float_Tensor_jvp
O._op_normal_float_Tensor.vmap_rule = R.random
# --8<-- [end:normal_float_Tensor]


# --8<-- [start:normal_Tensor_Tensor]
# ── normal.Tensor_Tensor ──────────────────────────────────────── tensorplay/ops/random/ops.yaml:179
#   backward[mean]: zeros_like(grad)  (reduced to the input's shape)
#   backward[std]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [mean] zeros_like(result) + [std] zeros_like(result)
#   vmap: {'custom': 'random'}
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _normal_Tensor_Tensor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (H.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (H.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )


def _normal_Tensor_Tensor_jvp(tangents, mean, std, result, **params):
    mean_t, std_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if mean_t is not None:
        out = H.add_tangent(out, H.expand_to(O.zeros_like(result), _out_shape))
    if std_t is not None:
        out = H.add_tangent(out, H.expand_to(O.zeros_like(result), _out_shape))
    return out


O._op_normal_Tensor_Tensor.backward = _normal_Tensor_Tensor_backward
O._op_normal_Tensor_Tensor.jvp = _normal_Tensor_Tensor_jvp
O._op_normal_Tensor_Tensor.vmap_rule = R.random
# --8<-- [end:normal_Tensor_Tensor]


# --8<-- [start:normal_float_float]
# ── normal.float_float ────────────────────────────────────────── tensorplay/ops/random/ops.yaml:199
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_normal_float_float.vmap_rule = R.random
# --8<-- [end:normal_float_float]


# --8<-- [start:normal_inplace]
# ── normal.inplace ────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:210
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _normal_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _normal_inplace_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_normal_inplace.backward = _normal_inplace_backward
O._op_normal_inplace.jvp = _normal_inplace_jvp
O._op_normal_inplace.vmap_rule = R.random
# --8<-- [end:normal_inplace]


# --8<-- [start:randperm]
# ── randperm ──────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:224
#   jvp: none
#   vmap: {'custom': 'randperm'}
#   uses rule R_random.randperm_rule (tensorplay/_support/batch_rules_random.py:29)
O._op_randperm.vmap_rule = R_random.randperm_rule
# --8<-- [end:randperm]


# --8<-- [start:randint_like]
# ── randint_like ──────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:235
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_randint_like.vmap_rule = R.random
# --8<-- [end:randint_like]


# --8<-- [start:randint_like_low]
# ── randint_like.low ──────────────────────────────────────────── tensorplay/ops/random/ops.yaml:248
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
O._op_randint_like_low.vmap_rule = R.random
# --8<-- [end:randint_like_low]


# --8<-- [start:uniform]
# ── uniform ───────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:259
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _uniform_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _uniform_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_uniform.backward = _uniform_backward
O._op_uniform.jvp = _uniform_jvp
O._op_uniform.vmap_rule = R.random
# --8<-- [end:uniform]


# --8<-- [start:random]
# ── random ────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:277
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _random_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _random_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_random.backward = _random_backward
O._op_random.jvp = _random_jvp
O._op_random.vmap_rule = R.random
# --8<-- [end:random]


# --8<-- [start:exponential]
# ── exponential ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:294
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _exponential_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _exponential_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_exponential.backward = _exponential_backward
O._op_exponential.jvp = _exponential_jvp
O._op_exponential.vmap_rule = R.random
# --8<-- [end:exponential]


# --8<-- [start:geometric]
# ── geometric ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:314
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _geometric_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _geometric_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_geometric.backward = _geometric_backward
O._op_geometric.jvp = _geometric_jvp
O._op_geometric.vmap_rule = R.random
# --8<-- [end:geometric]


# --8<-- [start:log_normal]
# ── log_normal ────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:333
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _log_normal_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _log_normal_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_log_normal.backward = _log_normal_backward
O._op_log_normal.jvp = _log_normal_jvp
O._op_log_normal.vmap_rule = R.random
# --8<-- [end:log_normal]


# --8<-- [start:cauchy]
# ── cauchy ────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:351
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   vmap: {'custom': 'random'}
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
def _cauchy_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
    )


def _cauchy_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = H.add_tangent(out, O.zeros_like(self_t))
    return out


O._op_cauchy.backward = _cauchy_backward
O._op_cauchy.jvp = _cauchy_jvp
O._op_cauchy.vmap_rule = R.random
# --8<-- [end:cauchy]


# --8<-- [start:conv2d]
# ── conv2d ────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:6
#   backward[self]: conv2d_backward_input(grad, weight, shapes[0], stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad, self, shapes[1], stride, padding, dilation, groups)
#   backward[bias]: sum(grad, [0, 2, 3] if grad.dim() == 4 else [1, 2])
#   jvp: [self] conv2d(self_t, weight, None, stride, padding, dilation, groups) + [weight] conv2d(self, weight_t, None, stride, padding, dilation, groups) + [bias] expand_as(reshape(bias_t, [-1, 1, 1]), result)
#   vmap: {'custom': 'conv2d'}
#   uses rule R_nn.conv2d_rule (tensorplay/_support/batch_rules_nn.py:89)
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
        out = H.add_tangent(out, O.conv2d(self_t, weight, None, stride, padding, dilation, groups))
    if weight_t is not None:
        out = H.add_tangent(out, O.conv2d(self, weight_t, None, stride, padding, dilation, groups))
    if bias_t is not None:
        out = H.add_tangent(out, O.expand_as(O.reshape(bias_t, [-1, 1, 1]), result))
    return out


O._op_conv2d.backward = _conv2d_backward
O._op_conv2d.jvp = _conv2d_jvp
O._op_conv2d.vmap_rule = R_nn.conv2d_rule
# --8<-- [end:conv2d]


# --8<-- [start:conv2d_backward_input]
# ── conv2d_backward_input ─────────────────────────────────────── tensorplay/ops/nn/ops.yaml:34
#   backward[grad_output]: conv2d(grad, weight, None, stride, padding, dilation, groups)
#   backward[weight]: conv2d_backward_weight(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups) + [weight] conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_input'}
#   uses rule R_nn.conv2d_backward_input_rule (tensorplay/_support/batch_rules_nn.py:121)
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
        out = H.add_tangent(out, O.conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups))
    if weight_t is not None:
        out = H.add_tangent(out, O.conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups))
    return out


O._op_conv2d_backward_input.backward = _conv2d_backward_input_backward
O._op_conv2d_backward_input.jvp = _conv2d_backward_input_jvp
O._op_conv2d_backward_input.vmap_rule = R_nn.conv2d_backward_input_rule
# --8<-- [end:conv2d_backward_input]


# --8<-- [start:conv2d_backward_weight]
# ── conv2d_backward_weight ────────────────────────────────────── tensorplay/ops/nn/ops.yaml:56
#   backward[grad_output]: conv2d(self, grad, None, stride, padding, dilation, groups)
#   backward[self]: conv2d_backward_input(grad_output, grad, shapes[1], stride, padding, dilation, groups)
#   jvp: [grad_output] conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups) + [self] conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups)
#   vmap: {'custom': 'conv2d_backward_weight'}
#   uses rule R_nn.conv2d_backward_weight_rule (tensorplay/_support/batch_rules_nn.py:144)
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
        out = H.add_tangent(out, O.conv2d_backward_weight(grad_output_t, self, weight_size, stride, padding, dilation, groups))
    if self_t is not None:
        out = H.add_tangent(out, O.conv2d_backward_weight(grad_output, self_t, weight_size, stride, padding, dilation, groups))
    return out


O._op_conv2d_backward_weight.backward = _conv2d_backward_weight_backward
O._op_conv2d_backward_weight.jvp = _conv2d_backward_weight_jvp
O._op_conv2d_backward_weight.vmap_rule = R_nn.conv2d_backward_weight_rule
# --8<-- [end:conv2d_backward_weight]


# --8<-- [start:max_pool2d]
# ── max_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:77
#   backward[self]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   jvp: [self] _max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
#   uses rule R_nn.fold_batch_rule (tensorplay/_support/batch_rules_nn.py:164)
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
        out = H.add_tangent(out, O._max_pool2d_gather(self_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


O._op_max_pool2d.backward = _max_pool2d_backward
O._op_max_pool2d.jvp = _max_pool2d_jvp
O._op_max_pool2d.vmap_rule = R_nn.fold_batch_rule
# --8<-- [end:max_pool2d]


# --8<-- [start:max_pool2d_backward]
# ── max_pool2d_backward ───────────────────────────────────────── tensorplay/ops/nn/ops.yaml:105
#   backward[grad_output]: _max_pool2d_gather(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [grad_output] max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
#   uses rule R_nn.fold_batch_rule (tensorplay/_support/batch_rules_nn.py:164)
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
        out = H.add_tangent(out, O.max_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


O._op_max_pool2d_backward.backward = _max_pool2d_backward_backward
O._op_max_pool2d_backward.jvp = _max_pool2d_backward_jvp
O._op_max_pool2d_backward.vmap_rule = R_nn.fold_batch_rule
# --8<-- [end:max_pool2d_backward]


# --8<-- [start:_max_pool2d_gather]
# ── _max_pool2d_gather ────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:131
#   backward[source]: max_pool2d_backward(grad, self, kernel_size, stride, padding, dilation, ceil_mode)
#   backward[self]: non_differentiable
#   jvp: [source] _max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode)
#   vmap: {'custom': 'fold_batch'}
#   uses rule R_nn.fold_batch_rule (tensorplay/_support/batch_rules_nn.py:164)
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
        out = H.add_tangent(out, O._max_pool2d_gather(source_t, self, kernel_size, stride, padding, dilation, ceil_mode))
    return out


O._op__max_pool2d_gather.backward = __max_pool2d_gather_backward
O._op__max_pool2d_gather.jvp = __max_pool2d_gather_jvp
O._op__max_pool2d_gather.vmap_rule = R_nn.fold_batch_rule
# --8<-- [end:_max_pool2d_gather]


# --8<-- [start:avg_pool2d]
# ── avg_pool2d ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:155
#   backward[self]: _nn_avg_pool2d_grad(grad, shapes[0], kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
#   jvp: auto_linear: the op applied to the tangents
#   vmap: {'custom': 'fold_batch'}
#   uses H._nn_avg_pool2d_grad (tensorplay/_support/formula_helpers.py:133)
#   uses rule R_nn.fold_batch_rule (tensorplay/_support/batch_rules_nn.py:164)
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


O._op_avg_pool2d.backward = _avg_pool2d_backward
O._op_avg_pool2d.vmap_rule = R_nn.fold_batch_rule
# --8<-- [end:avg_pool2d]


# --8<-- [start:lstm_cell]
# ── lstm_cell ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:191
#   backward[gates]: _nn_lstm_cell_grad(0, grad, gates, c)  (reduced to the input's shape)
#   backward[c]: _nn_lstm_cell_grad(1, grad, gates, c)  (reduced to the input's shape)
#   jvp: [gates] _nn_lstm_cell_jvp(0, gates_t, gates, c) + [c] _nn_lstm_cell_jvp(1, c_t, gates, c)
#   vmap: {'custom': 'leading_broadcast'}
#   uses H._nn_lstm_cell_grad (tensorplay/_support/formula_helpers.py:107)
#   uses H._nn_lstm_cell_jvp (tensorplay/_support/formula_helpers.py:120)
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R_nn.leading_broadcast_rule (tensorplay/_support/batch_rules_nn.py:315)
def _lstm_cell_backward(grads, needs, shapes, gates=None, c=None, **params):
    grad = grads[0]
    return (
        (H.sum_to(H._nn_lstm_cell_grad(0, grad, gates, c), shapes[0])) if needs[0] else None,
        (H.sum_to(H._nn_lstm_cell_grad(1, grad, gates, c), shapes[1])) if needs[1] else None,
    )


def _lstm_cell_jvp(tangents, gates, c, result, **params):
    gates_t, c_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if gates_t is not None:
        out = H.add_tangent(out, H.expand_to(H._nn_lstm_cell_jvp(0, gates_t, gates, c), _out_shape))
    if c_t is not None:
        out = H.add_tangent(out, H.expand_to(H._nn_lstm_cell_jvp(1, c_t, gates, c), _out_shape))
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


O._op_lstm_cell.backward = _lstm_cell_backward
O._op_lstm_cell.jvp = _lstm_cell_jvp
O._op_lstm_cell.fused_backward = _lstm_cell_fused_backward
O._op_lstm_cell.vmap_rule = R_nn.leading_broadcast_rule
# --8<-- [end:lstm_cell]


# --8<-- [start:native_dropout]
# ── native_dropout ────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:218
#   backward[self]: grads[0] * result[1] * _nn_dropout_scale(p)
#   jvp: [self] self_t * result[1] * _nn_dropout_scale(p)
#   vmap: {'custom': 'random'}
#   uses H._nn_dropout_scale (tensorplay/_support/formula_helpers.py:205)
#   uses rule R.random (tensorplay/_support/batch_rules.py:806)
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
        out = H.add_tangent(out, self_t * result[1] * H._nn_dropout_scale(p))
    return out


O._op_native_dropout.backward = _native_dropout_backward
O._op_native_dropout.jvp = _native_dropout_jvp
O._op_native_dropout.vmap_rule = R.random
# --8<-- [end:native_dropout]


# --8<-- [start:batch_norm]
# ── batch_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:248
#   backward[self]: _nn_batch_norm_grad(0, grad, self, running_mean, running_var, weight, training, eps)
#   backward[running_mean]: non_differentiable
#   backward[running_var]: non_differentiable
#   backward[weight]: _nn_batch_norm_grad(1, grad, self, running_mean, running_var, weight, training, eps)
#   backward[bias]: _nn_batch_norm_grad(2, grad, self, running_mean, running_var, weight, training, eps)
#   jvp: [self] _nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps) + [weight] _nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps) + [bias] expand_to(_nn_channel(bias_t, self.ndim), result.shape)
#   vmap: {'custom': 'batch_norm'}
#   uses H._nn_batch_norm_grad (tensorplay/_support/formula_helpers.py:76)
#   uses H._nn_batch_norm_xhat (tensorplay/_support/formula_helpers.py:90)
#   uses H._nn_channel (tensorplay/_support/formula_helpers.py:48)
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses rule R_nn.batch_norm_rule (tensorplay/_support/batch_rules_nn.py:191)
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
        out = H.add_tangent(out, H._nn_batch_norm_grad(0, self_t, self, running_mean, running_var, weight, training, eps))
    if weight_t is not None:
        out = H.add_tangent(out, H._nn_batch_norm_xhat(self, running_mean, running_var, weight_t, training, eps))
    if bias_t is not None:
        out = H.add_tangent(out, H.expand_to(H._nn_channel(bias_t, self.ndim), result.shape))
    return out


O._op_batch_norm.backward = _batch_norm_backward
O._op_batch_norm.jvp = _batch_norm_jvp
O._op_batch_norm.vmap_rule = R_nn.batch_norm_rule
# --8<-- [end:batch_norm]


# --8<-- [start:embedding]
# ── embedding ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:314
#   backward[self]: non_differentiable
#   backward[weight]: _nn_embedding_grad(grad, self, shapes[1], padding_idx)
#   jvp: [weight] embedding(self, weight_t, padding_idx)
#   vmap: {'custom': 'embedding'}
#   uses H._nn_embedding_grad (tensorplay/_support/formula_helpers.py:159)
#   uses rule R_nn.embedding_rule (tensorplay/_support/batch_rules_nn.py:245)
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
        out = H.add_tangent(out, O.embedding(self, weight_t, padding_idx))
    return out


O._op_embedding.backward = _embedding_backward
O._op_embedding.jvp = _embedding_jvp
O._op_embedding.vmap_rule = R_nn.embedding_rule
# --8<-- [end:embedding]


# --8<-- [start:pad]
# ── pad ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:341
#   backward[self]: _nn_pad_grad(grad, pad)
#   jvp: [self] _nn_pad_zero(self_t, pad)
#   vmap: {'custom': 'batch_first'}
#   uses H._nn_pad_grad (tensorplay/_support/formula_helpers.py:200)
#   uses H._nn_pad_zero (tensorplay/_support/formula_helpers.py:196)
#   uses rule R_nn.batch_first_rule (tensorplay/_support/batch_rules_nn.py:304)
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
        out = H.add_tangent(out, H._nn_pad_zero(self_t, pad))
    return out


O._op_pad.backward = _pad_backward
O._op_pad.jvp = _pad_jvp
O._op_pad.vmap_rule = R_nn.batch_first_rule
# --8<-- [end:pad]


# --8<-- [start:relu]
# ── relu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:364
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
        out = H.add_tangent(out, O.where(result > 0, self_t, 0.0))
    return out


def _relu_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.relu_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_relu.backward = _relu_backward
O._op_relu.jvp = _relu_jvp
O._op_relu.fused_backward = _relu_c_backward
# --8<-- [end:relu]


# --8<-- [start:gelu]
# ── gelu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:381
#   backward[self]: gelu_backward(grad, self, approximate)
#   jvp: auto_elementwise: gelu_backward(self_t, self, approximate)
#   vmap: elementwise
#   uses H.gelu_backward (tensorplay/_support/formula_helpers.py:288)
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
        out = H.add_tangent(out, H.gelu_backward(self_t, self, approximate))
    return out


def _gelu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None or params['approximate'] not in ('none', 'tanh'):
        return None
    c_out = getattr(ops, "gelu__" + params['approximate'] + "_backward")(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_gelu.backward = _gelu_backward
O._op_gelu.jvp = _gelu_jvp
O._op_gelu.fused_backward = _gelu_c_backward
# --8<-- [end:gelu]


# --8<-- [start:silu]
# ── silu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:416
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
        out = H.add_tangent(out, self_t * O.sigmoid(self) * (1 + self * (1 - O.sigmoid(self))))
    return out


def _silu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.silu_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


O._op_silu.backward = _silu_backward
O._op_silu.jvp = _silu_jvp
O._op_silu.fused_backward = _silu_c_backward
# --8<-- [end:silu]


# --8<-- [start:softplus]
# ── softplus ──────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:434
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
        out = H.add_tangent(out, O.where(self * beta > threshold, self_t, self_t * O.sigmoid(self * beta)))
    return out


def _softplus_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.softplus_backward(g._data, self._data, None, params['beta'], params['threshold'])
    return None if c_out is None else (_c.tensor(c_out),)


O._op_softplus.backward = _softplus_backward
O._op_softplus.jvp = _softplus_jvp
O._op_softplus.fused_backward = _softplus_c_backward
# --8<-- [end:softplus]


# --8<-- [start:leaky_relu]
# ── leaky_relu ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:462
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
        out = H.add_tangent(out, O.where(self > 0, self_t, self_t * negative_slope))
    return out


def _leaky_relu_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.leaky_relu_backward(g._data, self._data, None, params['negative_slope'])
    return None if c_out is None else (_c.tensor(c_out),)


O._op_leaky_relu.backward = _leaky_relu_backward
O._op_leaky_relu.jvp = _leaky_relu_jvp
O._op_leaky_relu.fused_backward = _leaky_relu_c_backward
# --8<-- [end:leaky_relu]


# --8<-- [start:elu]
# ── elu ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:480
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
        out = H.add_tangent(out, O.where(self > 0, self_t, self_t * (result + alpha)))
    return out


def _elu_c_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.elu_backward(g._data, self._data, result._data, params['alpha'])
    return None if c_out is None else (_c.tensor(c_out),)


O._op_elu.backward = _elu_backward
O._op_elu.jvp = _elu_jvp
O._op_elu.fused_backward = _elu_c_backward
# --8<-- [end:elu]


# --8<-- [start:softmax]
# ── softmax ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:498
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
#   uses H.cast_like (tensorplay/_support/formula_helpers.py:382)
def _softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.cast_like(result * (grad - O.sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )


def _softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, result * (self_t - O.sum(self_t * result, dim, keepdim=True)))
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


O._op_softmax.backward = _softmax_backward
O._op_softmax.jvp = _softmax_jvp
O._op_softmax.fused_backward = _softmax_fused_backward
# --8<-- [end:softmax]


# --8<-- [start:log_softmax]
# ── log_softmax ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:519
#   backward[self]: cast_like(grad - exp(result) * sum(grad, dim, keepdim=True), self)
#   jvp: [self] self_t - sum(exp(result) * self_t, dim, keepdim=True)
#   vmap: {'dim': 'dim'}
#   uses H.cast_like (tensorplay/_support/formula_helpers.py:382)
def _log_softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.cast_like(grad - O.exp(result) * O.sum(grad, dim, keepdim=True), self)) if needs[0] else None,
    )


def _log_softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, self_t - O.sum(O.exp(result) * self_t, dim, keepdim=True))
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


O._op_log_softmax.backward = _log_softmax_backward
O._op_log_softmax.jvp = _log_softmax_jvp
O._op_log_softmax.fused_backward = _log_softmax_fused_backward
# --8<-- [end:log_softmax]


# --8<-- [start:_safe_softmax]
# ── _safe_softmax ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:569
#   backward[self]: cast_like(result * (grad - sum(grad * result, dim, keepdim=True)), self)
#   jvp: [self] result * (self_t - sum(self_t * result, dim, keepdim=True))
#   vmap: {'dim': 'dim'}
#   uses H.cast_like (tensorplay/_support/formula_helpers.py:382)
def __safe_softmax_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    dim = params["dim"]
    return (
        (H.cast_like(result * (grad - O.sum(grad * result, dim, keepdim=True)), self)) if needs[0] else None,
    )


def __safe_softmax_jvp(tangents, self, result, **params):
    self_t, = tangents
    dim = params["dim"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, result * (self_t - O.sum(self_t * result, dim, keepdim=True)))
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


O._op__safe_softmax.backward = __safe_softmax_backward
O._op__safe_softmax.jvp = __safe_softmax_jvp
O._op__safe_softmax.fused_backward = __safe_softmax_fused_backward
# --8<-- [end:_safe_softmax]


# --8<-- [start:binary_cross_entropy]
# ── binary_cross_entropy ──────────────────────────────────────── tensorplay/ops/loss/ops.yaml:6
#   backward[self]: _nn_loss_grad(grad, reduction, _nn_bce_dinput(self, target, weight))  (reduced to the input's shape)
#   backward[target]: _nn_loss_grad(grad, reduction, _nn_bce_dtarget(self, target, weight))  (reduced to the input's shape)
#   backward[weight]: non_differentiable
#   jvp: [self] _loss_reduction(self_t * _nn_bce_dinput(self, target, weight), reduction) + [target] _loss_reduction(target_t * _nn_bce_dtarget(self, target, weight), reduction)
#   vmap: {'custom': 'loss'}
#   uses H._nn_bce_dinput (tensorplay/_support/formula_helpers.py:184)
#   uses H._nn_bce_dtarget (tensorplay/_support/formula_helpers.py:191)
#   uses H._nn_loss_grad (tensorplay/_support/formula_helpers.py:169)
#   uses H.expand_to (tensorplay/_support/formula_helpers.py:237)
#   uses H.sum_to (tensorplay/_support/formula_helpers.py:220)
#   uses rule R_nn.loss_rule (tensorplay/_support/batch_rules_nn.py:269)
def _binary_cross_entropy_backward(grads, needs, shapes, self=None, target=None, weight=None, **params):
    grad = grads[0]
    reduction = params["reduction"]
    return (
        (H.sum_to(H._nn_loss_grad(grad, reduction, H._nn_bce_dinput(self, target, weight)), shapes[0])) if needs[0] else None,
        (H.sum_to(H._nn_loss_grad(grad, reduction, H._nn_bce_dtarget(self, target, weight)), shapes[1])) if needs[1] else None,
        None,
    )


def _binary_cross_entropy_jvp(tangents, self, target, weight, result, **params):
    self_t, target_t, weight_t, = tangents
    reduction = params["reduction"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.expand_to(O._loss_reduction(self_t * H._nn_bce_dinput(self, target, weight), reduction), _out_shape))
    if target_t is not None:
        out = H.add_tangent(out, H.expand_to(O._loss_reduction(target_t * H._nn_bce_dtarget(self, target, weight), reduction), _out_shape))
    return out


O._op_binary_cross_entropy.backward = _binary_cross_entropy_backward
O._op_binary_cross_entropy.jvp = _binary_cross_entropy_jvp
O._op_binary_cross_entropy.vmap_rule = R_nn.loss_rule
# --8<-- [end:binary_cross_entropy]


# --8<-- [start:_class_weights]
# ── _class_weights ────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:103
#   backward[self]: non_differentiable
#   backward[target]: non_differentiable
#   backward[weight]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'class_weights'}
#   uses rule R.class_weights_rule (tensorplay/_support/batch_rules.py:755)
O._op__class_weights.vmap_rule = R.class_weights_rule
# --8<-- [end:_class_weights]


# --8<-- [start:cross_entropy]
# ── cross_entropy ─────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:117
#   backward[self]: cast_like(cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing), self)
#   backward[target]: cast_like(cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing), target)
#   backward[weight]: non_differentiable
#   jvp: [self] cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing) + [target] cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing)
#   vmap: {'custom': 'cross_entropy'}
#   uses H.cast_like (tensorplay/_support/formula_helpers.py:382)
#   uses H.cross_entropy_backward (tensorplay/_support/formula_helpers.py:460)
#   uses H.cross_entropy_backward_target (tensorplay/_support/formula_helpers.py:470)
#   uses H.cross_entropy_jvp (tensorplay/_support/formula_helpers.py:483)
#   uses H.cross_entropy_jvp_target (tensorplay/_support/formula_helpers.py:490)
#   uses rule R.cross_entropy_rule (tensorplay/_support/batch_rules.py:790)
def _cross_entropy_backward(grads, needs, shapes, self=None, target=None, weight=None, **params):
    grad = grads[0]
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    label_smoothing = params["label_smoothing"]
    return (
        (H.cast_like(H.cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing), self)) if needs[0] else None,
        (H.cast_like(H.cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing), target)) if needs[1] else None,
        None,
    )


def _cross_entropy_jvp(tangents, self, target, weight, result, **params):
    self_t, target_t, weight_t, = tangents
    ignore_index = params["ignore_index"]
    reduction = params["reduction"]
    label_smoothing = params["label_smoothing"]
    out = None
    if self_t is not None:
        out = H.add_tangent(out, H.cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing))
    if target_t is not None:
        out = H.add_tangent(out, H.cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing))
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


O._op_cross_entropy.backward = _cross_entropy_backward
O._op_cross_entropy.jvp = _cross_entropy_jvp
O._op_cross_entropy.fused_backward = _cross_entropy_fused_backward
O._op_cross_entropy.vmap_rule = R.cross_entropy_rule
# --8<-- [end:cross_entropy]
