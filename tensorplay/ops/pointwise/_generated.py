# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The pointwise ops (tensorplay/ops/pointwise/ops.yaml), one section each: the NumPy kernel (helpers
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
from ...core import optable as O




# --8<-- [start:neg]
# ── neg ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:6
#   neg: Elementwise negation, -x.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.negative, the NumPy ufunc itself (called on the arrays)


class NegBackward0(OpNode):
    """Backward of `neg` (tensorplay/ops/pointwise/ops.yaml:6)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    np.negative,
    line=6,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap='elementwise',
    fast='same',
    node_cls=NegBackward0,
)
NegBackward0.op = _op_neg


def neg(input):
    return _call(_op_neg, (input,), {})

neg.__tensor_params__ = ('input',)

def _neg_inplace(self):
    return _inplace(_op_neg, (self,), {})

# --8<-- [end:neg]


# --8<-- [start:exp]
# ── exp ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:21
#   exp: Elementwise exponential, e^x.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.exp, the NumPy ufunc itself (called on the arrays)


def _exp_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.exp_forward(self)


class ExpBackward0(OpNode):
    """Backward of `exp` (tensorplay/ops/pointwise/ops.yaml:21)."""

    return_names = ('result',)


_op_exp = OpDef(
    'exp',
    np.exp,
    line=21,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ExpBackward0,
    c_forward=_exp_c_forward,
)
ExpBackward0.op = _op_exp


def exp(input):
    return _call(_op_exp, (input,), {})

exp.__tensor_params__ = ('input',)

def _exp_inplace(self):
    return _inplace(_op_exp, (self,), {})

# --8<-- [end:exp]


# --8<-- [start:log]
# ── log ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:37
#   log: Elementwise natural logarithm; -inf at 0 and nan below.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.log, the NumPy ufunc itself (called on the arrays)


def _log_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.log_forward(self)


class LogBackward0(OpNode):
    """Backward of `log` (tensorplay/ops/pointwise/ops.yaml:37)."""

    return_names = ('result',)


_op_log = OpDef(
    'log',
    np.log,
    line=37,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=LogBackward0,
    c_forward=_log_c_forward,
)
LogBackward0.op = _op_log


def log(input):
    return _call(_op_log, (input,), {})

log.__tensor_params__ = ('input',)

def _log_inplace(self):
    return _inplace(_op_log, (self,), {})

# --8<-- [end:log]


# --8<-- [start:sin]
# ── sin ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:54
#   sin: Elementwise sine (radians).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.sin, the NumPy ufunc itself (called on the arrays)


def _sin_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.sin_forward(self)


class SinBackward0(OpNode):
    """Backward of `sin` (tensorplay/ops/pointwise/ops.yaml:54)."""

    return_names = ('result',)


_op_sin = OpDef(
    'sin',
    np.sin,
    line=54,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SinBackward0,
    c_forward=_sin_c_forward,
)
SinBackward0.op = _op_sin


def sin(input):
    return _call(_op_sin, (input,), {})

sin.__tensor_params__ = ('input',)

def _sin_inplace(self):
    return _inplace(_op_sin, (self,), {})

# --8<-- [end:sin]


# --8<-- [start:cos]
# ── cos ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:69
#   cos: Elementwise cosine (radians).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.cos, the NumPy ufunc itself (called on the arrays)


def _cos_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.cos_forward(self)


class CosBackward0(OpNode):
    """Backward of `cos` (tensorplay/ops/pointwise/ops.yaml:69)."""

    return_names = ('result',)


_op_cos = OpDef(
    'cos',
    np.cos,
    line=69,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=CosBackward0,
    c_forward=_cos_c_forward,
)
CosBackward0.op = _op_cos


def cos(input):
    return _call(_op_cos, (input,), {})

cos.__tensor_params__ = ('input',)

def _cos_inplace(self):
    return _inplace(_op_cos, (self,), {})

# --8<-- [end:cos]


# --8<-- [start:abs]
# ── abs ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:83
#   abs: Elementwise absolute value, |x|; the gradient at 0 is 0 (sign(0) = 0),…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.abs, the NumPy ufunc itself (called on the arrays)


class AbsBackward0(OpNode):
    """Backward of `abs` (tensorplay/ops/pointwise/ops.yaml:83)."""

    return_names = ('result',)


_op_abs = OpDef(
    'abs',
    np.abs,
    line=83,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AbsBackward0,
)
AbsBackward0.op = _op_abs


def abs(input):
    return _call(_op_abs, (input,), {})

abs.__tensor_params__ = ('input',)

def _abs_inplace(self):
    return _inplace(_op_abs, (self,), {})

# --8<-- [end:abs]


# --8<-- [start:sign]
# ── sign ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:102
#   sign: Elementwise sign, -1, 0 or 1 (in the input's dtype; nan gives 0, as in…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _sign_kernel(self):
    return self if self.dtype.kind == "b" else np.sign(self) if self.dtype.kind != "f" else np.where(np.isnan(self), self.dtype.type(0), np.sign(self))


class SignBackward0(OpNode):
    """Backward of `sign` (tensorplay/ops/pointwise/ops.yaml:102)."""

    return_names = ('result',)


_op_sign = OpDef(
    'sign',
    _sign_kernel,
    line=102,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SignBackward0,
)
SignBackward0.op = _op_sign


def sign(input):
    return _call(_op_sign, (input,), {})

sign.__tensor_params__ = ('input',)

def _sign_inplace(self):
    return _inplace(_op_sign, (self,), {})

# --8<-- [end:sign]


# --8<-- [start:expm1]
# ── expm1 ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:117
#   expm1: Elementwise e^x - 1, accurate for small x.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.expm1, the NumPy ufunc itself (called on the arrays)


class Expm1Backward0(OpNode):
    """Backward of `expm1` (tensorplay/ops/pointwise/ops.yaml:117)."""

    return_names = ('result',)


_op_expm1 = OpDef(
    'expm1',
    np.expm1,
    line=117,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Expm1Backward0,
)
Expm1Backward0.op = _op_expm1


def expm1(input):
    return _call(_op_expm1, (input,), {})

expm1.__tensor_params__ = ('input',)

def _expm1_inplace(self):
    return _inplace(_op_expm1, (self,), {})

# --8<-- [end:expm1]


# --8<-- [start:log1p]
# ── log1p ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:131
#   log1p: Elementwise log(1 + x), accurate for small x; -inf at -1 and nan below…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.log1p, the NumPy ufunc itself (called on the arrays)


class Log1pBackward0(OpNode):
    """Backward of `log1p` (tensorplay/ops/pointwise/ops.yaml:131)."""

    return_names = ('result',)


_op_log1p = OpDef(
    'log1p',
    np.log1p,
    line=131,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Log1pBackward0,
)
Log1pBackward0.op = _op_log1p


def log1p(input):
    return _call(_op_log1p, (input,), {})

log1p.__tensor_params__ = ('input',)

def _log1p_inplace(self):
    return _inplace(_op_log1p, (self,), {})

# --8<-- [end:log1p]


# --8<-- [start:log2]
# ── log2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:145
#   log2: Elementwise base-2 logarithm; -inf at 0 and nan below.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.log2, the NumPy ufunc itself (called on the arrays)


class Log2Backward0(OpNode):
    """Backward of `log2` (tensorplay/ops/pointwise/ops.yaml:145)."""

    return_names = ('result',)


_op_log2 = OpDef(
    'log2',
    np.log2,
    line=145,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Log2Backward0,
)
Log2Backward0.op = _op_log2


def log2(input):
    return _call(_op_log2, (input,), {})

log2.__tensor_params__ = ('input',)

def _log2_inplace(self):
    return _inplace(_op_log2, (self,), {})

# --8<-- [end:log2]


# --8<-- [start:log10]
# ── log10 ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:159
#   log10: Elementwise base-10 logarithm; -inf at 0 and nan below.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.log10, the NumPy ufunc itself (called on the arrays)


class Log10Backward0(OpNode):
    """Backward of `log10` (tensorplay/ops/pointwise/ops.yaml:159)."""

    return_names = ('result',)


_op_log10 = OpDef(
    'log10',
    np.log10,
    line=159,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Log10Backward0,
)
Log10Backward0.op = _op_log10


def log10(input):
    return _call(_op_log10, (input,), {})

log10.__tensor_params__ = ('input',)

def _log10_inplace(self):
    return _inplace(_op_log10, (self,), {})

# --8<-- [end:log10]


# --8<-- [start:sqrt]
# ── sqrt ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:173
#   sqrt: Elementwise square root; nan below 0.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.sqrt, the NumPy ufunc itself (called on the arrays)


def _sqrt_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.sqrt_forward(self)


class SqrtBackward0(OpNode):
    """Backward of `sqrt` (tensorplay/ops/pointwise/ops.yaml:173)."""

    return_names = ('result',)


_op_sqrt = OpDef(
    'sqrt',
    np.sqrt,
    line=173,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SqrtBackward0,
    c_forward=_sqrt_c_forward,
)
SqrtBackward0.op = _op_sqrt


def sqrt(input):
    return _call(_op_sqrt, (input,), {})

sqrt.__tensor_params__ = ('input',)

def _sqrt_inplace(self):
    return _inplace(_op_sqrt, (self,), {})

# --8<-- [end:sqrt]


# --8<-- [start:rsqrt]
# ── rsqrt ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:188
#   rsqrt: Elementwise reciprocal square root, 1 / sqrt(x); inf at 0.
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _rsqrt_kernel(self):
    return np.reciprocal(np.sqrt(self))


class RsqrtBackward0(OpNode):
    """Backward of `rsqrt` (tensorplay/ops/pointwise/ops.yaml:188)."""

    return_names = ('result',)


_op_rsqrt = OpDef(
    'rsqrt',
    _rsqrt_kernel,
    line=188,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=RsqrtBackward0,
)
RsqrtBackward0.op = _op_rsqrt


def rsqrt(input):
    return _call(_op_rsqrt, (input,), {})

rsqrt.__tensor_params__ = ('input',)

def _rsqrt_inplace(self):
    return _inplace(_op_rsqrt, (self,), {})

# --8<-- [end:rsqrt]


# --8<-- [start:square]
# ── square ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:202
#   square: Elementwise x * x (integer tensors stay integer).
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _square_kernel(self):
    return np.square(self.astype(np.int64) if self.dtype.kind == "b" else self)


class SquareBackward0(OpNode):
    """Backward of `square` (tensorplay/ops/pointwise/ops.yaml:202)."""

    return_names = ('result',)


_op_square = OpDef(
    'square',
    _square_kernel,
    line=202,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SquareBackward0,
)
SquareBackward0.op = _op_square


def square(input):
    return _call(_op_square, (input,), {})

square.__tensor_params__ = ('input',)

def _square_inplace(self):
    return _inplace(_op_square, (self,), {})

# --8<-- [end:square]


# --8<-- [start:reciprocal]
# ── reciprocal ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:217
#   reciprocal: Elementwise 1 / x (integers divide to float); inf at 0.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.reciprocal, the NumPy ufunc itself (called on the arrays)


class ReciprocalBackward0(OpNode):
    """Backward of `reciprocal` (tensorplay/ops/pointwise/ops.yaml:217)."""

    return_names = ('result',)


_op_reciprocal = OpDef(
    'reciprocal',
    np.reciprocal,
    line=217,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ReciprocalBackward0,
)
ReciprocalBackward0.op = _op_reciprocal


def reciprocal(input):
    return _call(_op_reciprocal, (input,), {})

reciprocal.__tensor_params__ = ('input',)

def _reciprocal_inplace(self):
    return _inplace(_op_reciprocal, (self,), {})

# --8<-- [end:reciprocal]


# --8<-- [start:tan]
# ── tan ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:231
#   tan: Elementwise tangent (radians).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.tan, the NumPy ufunc itself (called on the arrays)


class TanBackward0(OpNode):
    """Backward of `tan` (tensorplay/ops/pointwise/ops.yaml:231)."""

    return_names = ('result',)


_op_tan = OpDef(
    'tan',
    np.tan,
    line=231,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=TanBackward0,
)
TanBackward0.op = _op_tan


def tan(input):
    return _call(_op_tan, (input,), {})

tan.__tensor_params__ = ('input',)

def _tan_inplace(self):
    return _inplace(_op_tan, (self,), {})

# --8<-- [end:tan]


# --8<-- [start:asin]
# ── asin ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:244
#   asin: Elementwise inverse sine, in [-pi/2, pi/2]; nan outside [-1, 1].
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arcsin, the NumPy ufunc itself (called on the arrays)


class AsinBackward0(OpNode):
    """Backward of `asin` (tensorplay/ops/pointwise/ops.yaml:244)."""

    return_names = ('result',)


_op_asin = OpDef(
    'asin',
    np.arcsin,
    line=244,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AsinBackward0,
)
AsinBackward0.op = _op_asin


def asin(input):
    return _call(_op_asin, (input,), {})

asin.__tensor_params__ = ('input',)

def _asin_inplace(self):
    return _inplace(_op_asin, (self,), {})

# --8<-- [end:asin]


# --8<-- [start:acos]
# ── acos ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:258
#   acos: Elementwise inverse cosine, in [0, pi]; nan outside [-1, 1].
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arccos, the NumPy ufunc itself (called on the arrays)


class AcosBackward0(OpNode):
    """Backward of `acos` (tensorplay/ops/pointwise/ops.yaml:258)."""

    return_names = ('result',)


_op_acos = OpDef(
    'acos',
    np.arccos,
    line=258,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AcosBackward0,
)
AcosBackward0.op = _op_acos


def acos(input):
    return _call(_op_acos, (input,), {})

acos.__tensor_params__ = ('input',)

def _acos_inplace(self):
    return _inplace(_op_acos, (self,), {})

# --8<-- [end:acos]


# --8<-- [start:atan]
# ── atan ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:272
#   atan: Elementwise inverse tangent, in (-pi/2, pi/2).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arctan, the NumPy ufunc itself (called on the arrays)


class AtanBackward0(OpNode):
    """Backward of `atan` (tensorplay/ops/pointwise/ops.yaml:272)."""

    return_names = ('result',)


_op_atan = OpDef(
    'atan',
    np.arctan,
    line=272,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AtanBackward0,
)
AtanBackward0.op = _op_atan


def atan(input):
    return _call(_op_atan, (input,), {})

atan.__tensor_params__ = ('input',)

def _atan_inplace(self):
    return _inplace(_op_atan, (self,), {})

# --8<-- [end:atan]


# --8<-- [start:sinh]
# ── sinh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:285
#   sinh: Elementwise hyperbolic sine.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.sinh, the NumPy ufunc itself (called on the arrays)


class SinhBackward0(OpNode):
    """Backward of `sinh` (tensorplay/ops/pointwise/ops.yaml:285)."""

    return_names = ('result',)


_op_sinh = OpDef(
    'sinh',
    np.sinh,
    line=285,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SinhBackward0,
)
SinhBackward0.op = _op_sinh


def sinh(input):
    return _call(_op_sinh, (input,), {})

sinh.__tensor_params__ = ('input',)

def _sinh_inplace(self):
    return _inplace(_op_sinh, (self,), {})

# --8<-- [end:sinh]


# --8<-- [start:cosh]
# ── cosh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:299
#   cosh: Elementwise hyperbolic cosine.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.cosh, the NumPy ufunc itself (called on the arrays)


class CoshBackward0(OpNode):
    """Backward of `cosh` (tensorplay/ops/pointwise/ops.yaml:299)."""

    return_names = ('result',)


_op_cosh = OpDef(
    'cosh',
    np.cosh,
    line=299,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=CoshBackward0,
)
CoshBackward0.op = _op_cosh


def cosh(input):
    return _call(_op_cosh, (input,), {})

cosh.__tensor_params__ = ('input',)

def _cosh_inplace(self):
    return _inplace(_op_cosh, (self,), {})

# --8<-- [end:cosh]


# --8<-- [start:tanh]
# ── tanh ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:313
#   tanh: Elementwise hyperbolic tangent, in (-1, 1).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.tanh, the NumPy ufunc itself (called on the arrays)


class TanhBackward0(OpNode):
    """Backward of `tanh` (tensorplay/ops/pointwise/ops.yaml:313)."""

    return_names = ('result',)


_op_tanh = OpDef(
    'tanh',
    np.tanh,
    line=313,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=TanhBackward0,
)
TanhBackward0.op = _op_tanh


def tanh(input):
    return _call(_op_tanh, (input,), {})

tanh.__tensor_params__ = ('input',)

def _tanh_inplace(self):
    return _inplace(_op_tanh, (self,), {})

# --8<-- [end:tanh]


# --8<-- [start:sigmoid]
# ── sigmoid ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:329
#   sigmoid: Elementwise logistic sigmoid, 1 / (1 + e^-x), computed without overflo…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._sigmoid (tensorplay/_support/kernels.py:191)
def _sigmoid_kernel(self):
    return KS._sigmoid(self)


def _sigmoid_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.sigmoid_forward(self)


class SigmoidBackward0(OpNode):
    """Backward of `sigmoid` (tensorplay/ops/pointwise/ops.yaml:329)."""

    return_names = ('result',)


_op_sigmoid = OpDef(
    'sigmoid',
    _sigmoid_kernel,
    line=329,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SigmoidBackward0,
    c_forward=_sigmoid_c_forward,
)
SigmoidBackward0.op = _op_sigmoid


def sigmoid(input):
    return _call(_op_sigmoid, (input,), {})

sigmoid.__tensor_params__ = ('input',)

def _sigmoid_inplace(self):
    return _inplace(_op_sigmoid, (self,), {})

# --8<-- [end:sigmoid]


# --8<-- [start:erf]
# ── erf ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:346
#   erf: Elementwise error function, 2/sqrt(pi) times the integral of e^(-t^2) …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._erf (tensorplay/ops/pointwise/kernels.py:10)
def _erf_kernel(self):
    return K._erf(self)


class ErfBackward0(OpNode):
    """Backward of `erf` (tensorplay/ops/pointwise/ops.yaml:346)."""

    return_names = ('result',)


_op_erf = OpDef(
    'erf',
    _erf_kernel,
    line=346,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ErfBackward0,
)
ErfBackward0.op = _op_erf


def erf(input):
    return _call(_op_erf, (input,), {})

erf.__tensor_params__ = ('input',)

def _erf_inplace(self):
    return _inplace(_op_erf, (self,), {})

# --8<-- [end:erf]


# --8<-- [start:floor]
# ── floor ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:361
#   floor: Elementwise largest integer <= x (integer tensors unchanged); its grad…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _floor_kernel(self):
    return np.floor(self) if self.dtype.kind == "f" else self.copy()


class FloorBackward0(OpNode):
    """Backward of `floor` (tensorplay/ops/pointwise/ops.yaml:361)."""

    return_names = ('result',)


_op_floor = OpDef(
    'floor',
    _floor_kernel,
    line=361,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=FloorBackward0,
)
FloorBackward0.op = _op_floor


def floor(input):
    return _call(_op_floor, (input,), {})

floor.__tensor_params__ = ('input',)

def _floor_inplace(self):
    return _inplace(_op_floor, (self,), {})

# --8<-- [end:floor]


# --8<-- [start:ceil]
# ── ceil ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:377
#   ceil: Elementwise smallest integer >= x (integer tensors unchanged); its gra…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _ceil_kernel(self):
    return np.ceil(self) if self.dtype.kind == "f" else self.copy()


class CeilBackward0(OpNode):
    """Backward of `ceil` (tensorplay/ops/pointwise/ops.yaml:377)."""

    return_names = ('result',)


_op_ceil = OpDef(
    'ceil',
    _ceil_kernel,
    line=377,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=CeilBackward0,
)
CeilBackward0.op = _op_ceil


def ceil(input):
    return _call(_op_ceil, (input,), {})

ceil.__tensor_params__ = ('input',)

def _ceil_inplace(self):
    return _inplace(_op_ceil, (self,), {})

# --8<-- [end:ceil]


# --8<-- [start:round]
# ── round ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:393
#   round: Elementwise rounding to the nearest integer, halves to even (or to `de…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._torch_name (tensorplay/_support/kernels.py:320)
def _round_kernel(self, decimals):
    # Round half to even, like torch.round; `decimals` digits after the point.
    if self.dtype.kind != "f":
        if decimals != 0:  # PyTorch has no integer kernel for rounding to decimals
            raise NotImplementedError(f"round: \"round_cpu\" not implemented for '{KS._torch_name(self.dtype)}'")
        return self.copy()
    return np.round(self) if decimals == 0 else np.round(self, decimals)


class RoundBackward0(OpNode):
    """Backward of `round` (tensorplay/ops/pointwise/ops.yaml:393)."""

    return_names = ('result',)


_op_round = OpDef(
    'round',
    _round_kernel,
    line=393,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=RoundBackward0,
)
RoundBackward0.op = _op_round


def round(input, *, decimals=0):
    return _call(_op_round, (input,), {'decimals': decimals})

round.__tensor_params__ = ('input',)

def _round_inplace(self, *, decimals=0):
    return _inplace(_op_round, (self,), {'decimals': decimals})

# --8<-- [end:round]


# --8<-- [start:trunc]
# ── trunc ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:417
#   trunc: Elementwise rounding toward zero (integer tensors unchanged); its grad…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _trunc_kernel(self):
    return np.trunc(self) if self.dtype.kind == "f" else self.copy()


class TruncBackward0(OpNode):
    """Backward of `trunc` (tensorplay/ops/pointwise/ops.yaml:417)."""

    return_names = ('result',)


_op_trunc = OpDef(
    'trunc',
    _trunc_kernel,
    line=417,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=TruncBackward0,
)
TruncBackward0.op = _op_trunc


def trunc(input):
    return _call(_op_trunc, (input,), {})

trunc.__tensor_params__ = ('input',)

def _trunc_inplace(self):
    return _inplace(_op_trunc, (self,), {})

# --8<-- [end:trunc]


# --8<-- [start:clamp]
# ── clamp ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:433
#   clamp: Elementwise min(max(x, min), max) (one bound may be None); the gradien…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._clamp (tensorplay/ops/pointwise/kernels.py:14)
def _clamp_kernel(self, min, max):
    return K._clamp(self, min, max)


class ClampBackward0(OpNode):
    """Backward of `clamp` (tensorplay/ops/pointwise/ops.yaml:433)."""

    return_names = ('result',)


_op_clamp = OpDef(
    'clamp',
    _clamp_kernel,
    line=433,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ClampBackward0,
)
ClampBackward0.op = _op_clamp


def _overload_clamp(input, min=None, max=None):
    return _call(_op_clamp, (input,), {'min': min, 'max': max})

_overload_clamp.__tensor_params__ = ('input',)

def _clamp_inplace(self, min=None, max=None):
    return _inplace(_op_clamp, (self,), {'min': min, 'max': max})

# --8<-- [end:clamp]


# --8<-- [start:clamp_Tensor]
# ── clamp.Tensor ──────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:455
#   clamp.Tensor: clamp with tensor bounds: min(max(x, min), max) elementwise, the three…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses HS._is_tensor (tensorplay/_support/formula_helpers.py:134)
#   uses HS._type_name (tensorplay/_support/formula_helpers.py:333)
def _clamp_Tensor_composite(self, min, max):
    if not (min is not None or max is not None):
        raise RuntimeError("clamp.Tensor: torch.clamp: At least one of 'min' or 'max' must not be None")
    if not (min is None or max is None or HS._type_name(self) != "Bool"):
        raise NotImplementedError('clamp.Tensor: "clamp_cpu" not implemented for \'Bool\'')
    out = self
    if min is not None:
        out = O.where(out < min, min, out)
    if max is not None:
        out = O.where(out > max, max, out)
    if not out.is_floating_point():
        return out
    nan = O.isnan(self)  # a NaN in x or in a bound gives NaN, and no gradient to anyone
    if min is not None and HS._is_tensor(min):
        nan = O.logical_or(nan, O.isnan(min))
    if max is not None and HS._is_tensor(max):
        nan = O.logical_or(nan, O.isnan(max))
    return O.where(nan, O.full_like(out, float("nan")), out)



def _overload_clamp_Tensor(input, min=None, max=None):
    return _clamp_Tensor_composite(input, min, max)

_overload_clamp_Tensor.__tensor_params__ = ('input', 'min', 'max')

def _clamp_Tensor_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clamp_Tensor_composite(old, min, max), 'clamp')

# --8<-- [end:clamp_Tensor]


# --8<-- [start:_to_copy]
# ── _to_copy ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:492
#   _to_copy: A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.lo…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._np_dtype (tensorplay/_support/kernels.py:199)
def __to_copy_kernel(self, dtype):
    return self.astype(KS._np_dtype(dtype)) if dtype is not None else self.copy()


class ToCopyBackward0(OpNode):
    """Backward of `_to_copy` (tensorplay/ops/pointwise/ops.yaml:492)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=492,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='auto_linear',
    vmap='elementwise',
    fast='same',
    fast_none=('dtype',),
    node_cls=ToCopyBackward0,
)
ToCopyBackward0.op = _op__to_copy


def _to_copy(input, dtype=None):
    return _call(_op__to_copy, (input,), {'dtype': dtype})

_to_copy.__tensor_params__ = ('input',)
# --8<-- [end:_to_copy]


# --8<-- [start:clone]
# ── clone ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:503
#   clone: A copy that does not share memory, but keeps the graph (gradients flow…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _clone_kernel(self):
    return self.copy()


class CloneBackward0(OpNode):
    """Backward of `clone` (tensorplay/ops/pointwise/ops.yaml:503)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=503,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap='elementwise',
    fast='same',
    node_cls=CloneBackward0,
)
CloneBackward0.op = _op_clone


def clone(input):
    return _call(_op_clone, (input,), {})

clone.__tensor_params__ = ('input',)
# --8<-- [end:clone]


# --8<-- [start:fill]
# ── fill ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:515
#   fill: A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses KS._filled (tensorplay/_support/kernels.py:419)
def _fill_kernel(self, value):
    return KS._filled(self.shape, value, self.dtype)


class FillBackward0(OpNode):
    """Backward of `fill` (tensorplay/ops/pointwise/ops.yaml:515)."""

    return_names = ('result',)


_op_fill = OpDef(
    'fill',
    _fill_kernel,
    line=515,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=FillBackward0,
)
FillBackward0.op = _op_fill


def fill(input, value):
    return _call(_op_fill, (input,), {'value': value})

fill.__tensor_params__ = ('input',)

def _fill_inplace(self, value):
    return _inplace(_op_fill, (self,), {'value': value})

# --8<-- [end:fill]


# --8<-- [start:zero]
# ── zero ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:528
#   zero: Zeros like `self`; as `x.zero_()` it clears `x` in place.
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _zero_kernel(self):
    return np.zeros_like(self)


class ZeroBackward0(OpNode):
    """Backward of `zero` (tensorplay/ops/pointwise/ops.yaml:528)."""

    return_names = ('result',)


_op_zero = OpDef(
    'zero',
    _zero_kernel,
    line=528,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ZeroBackward0,
)
ZeroBackward0.op = _op_zero


def zero(input):
    return _call(_op_zero, (input,), {})

zero.__tensor_params__ = ('input',)

def _zero_inplace(self):
    return _inplace(_op_zero, (self,), {})

# --8<-- [end:zero]


# --8<-- [start:copy]
# ── copy ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:541
#   copy: `src` broadcast to `self`'s shape and dtype; as `x.copy_(src)` it over…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _copy_kernel(self, src):
    return np.broadcast_to(src, self.shape).astype(self.dtype)


class CopyBackward0(OpNode):
    """Backward of `copy` (tensorplay/ops/pointwise/ops.yaml:541)."""

    return_names = ('result',)


_op_copy = OpDef(
    'copy',
    _copy_kernel,
    line=541,
    tensor_args=('self', 'src'),
    dtype='same',
    dtype_args=('self',),
    differentiable=(True, True),
    saves_per_input=((), ()),
    jvp_kind='terms',
    vmap={'custom': 'copy'},
    node_cls=CopyBackward0,
)
CopyBackward0.op = _op_copy


def copy(input, src):
    return _call(_op_copy, (input, src), {})

copy.__tensor_params__ = ('input', 'src')

def _copy_inplace(self, src):
    return _inplace(_op_copy, (self, src), {})

# --8<-- [end:copy]


# --8<-- [start:absolute]
# ── absolute ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:558
#   absolute: Alias of abs, elementwise |x|.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _absolute_composite(self):
    return O.abs(self)



def absolute(input):
    return _absolute_composite(input)

absolute.__tensor_params__ = ('input',)

def _absolute_inplace(self):
    return _composite_inplace(self, lambda old: _absolute_composite(old), 'absolute')

# --8<-- [end:absolute]


# --8<-- [start:negative]
# ── negative ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:570
#   negative: Alias of neg, elementwise -x.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _negative_composite(self):
    return O.neg(self)



def negative(input):
    return _negative_composite(input)

negative.__tensor_params__ = ('input',)

def _negative_inplace(self):
    return _composite_inplace(self, lambda old: _negative_composite(old), 'negative')

# --8<-- [end:negative]


# --8<-- [start:clip]
# ── clip ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:581
#   clip: Alias of clamp, elementwise min(max(x, min), max) (one bound may be No…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _clip_composite(self, min, max):
    return O.clamp(self, min, max)



def _overload_clip(input, min=None, max=None):
    return _clip_composite(input, min, max)

_overload_clip.__tensor_params__ = ('input',)

def _clip_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clip_composite(old, min, max), 'clip')

# --8<-- [end:clip]


# --8<-- [start:clip_Tensor]
# ── clip.Tensor ───────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:595
#   clip.Tensor: Alias of clamp with tensor bounds (they broadcast and promote with sel…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _clip_Tensor_composite(self, min, max):
    return O.clamp(self, min, max)



def _overload_clip_Tensor(input, min=None, max=None):
    return _clip_Tensor_composite(input, min, max)

_overload_clip_Tensor.__tensor_params__ = ('input', 'min', 'max')

def _clip_Tensor_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clip_Tensor_composite(old, min, max), 'clip')

# --8<-- [end:clip_Tensor]


# --8<-- [start:nan_to_num]
# ── nan_to_num ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:608
#   nan_to_num: NaN, +inf and -inf replaced by `nan` (default 0), `posinf` and `neginf…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _nan_to_num_kernel(self, nan, posinf, neginf):
    return np.nan_to_num(self, nan=0.0 if nan is None else nan, posinf=posinf, neginf=neginf)


class NanToNumBackward0(OpNode):
    """Backward of `nan_to_num` (tensorplay/ops/pointwise/ops.yaml:608)."""

    return_names = ('result',)


_op_nan_to_num = OpDef(
    'nan_to_num',
    _nan_to_num_kernel,
    line=608,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=NanToNumBackward0,
)
NanToNumBackward0.op = _op_nan_to_num


def nan_to_num(input, nan=0.0, posinf=None, neginf=None):
    return _call(_op_nan_to_num, (input,), {'nan': nan, 'posinf': posinf, 'neginf': neginf})

nan_to_num.__tensor_params__ = ('input',)

def _nan_to_num_inplace(self, nan=0.0, posinf=None, neginf=None):
    return _inplace(_op_nan_to_num, (self,), {'nan': nan, 'posinf': posinf, 'neginf': neginf})

# --8<-- [end:nan_to_num]


# --8<-- [start:sgn]
# ── sgn ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:630
#   sgn: The sign, -1, 0 or 1 in the input's dtype (sign's extension to complex…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _sgn_kernel(self):
    return self if self.dtype.kind == "b" else np.sign(self)


class SgnBackward0(OpNode):
    """Backward of `sgn` (tensorplay/ops/pointwise/ops.yaml:630)."""

    return_names = ('result',)


_op_sgn = OpDef(
    'sgn',
    _sgn_kernel,
    line=630,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SgnBackward0,
)
SgnBackward0.op = _op_sgn


def sgn(input):
    return _call(_op_sgn, (input,), {})

sgn.__tensor_params__ = ('input',)

def _sgn_inplace(self):
    return _inplace(_op_sgn, (self,), {})

# --8<-- [end:sgn]


# --8<-- [start:frac]
# ── frac ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:648
#   frac: The fractional part x - trunc(x), with the sign of x; floating point o…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._float_only (tensorplay/ops/pointwise/kernels.py:10)
def _frac_kernel(self):
    return np.subtract(self, np.trunc(K._float_only(self, "frac")))


class FracBackward0(OpNode):
    """Backward of `frac` (tensorplay/ops/pointwise/ops.yaml:648)."""

    return_names = ('result',)


_op_frac = OpDef(
    'frac',
    _frac_kernel,
    line=648,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=FracBackward0,
)
FracBackward0.op = _op_frac


def frac(input):
    return _call(_op_frac, (input,), {})

frac.__tensor_params__ = ('input',)

def _frac_inplace(self):
    return _inplace(_op_frac, (self,), {})

# --8<-- [end:frac]


# --8<-- [start:deg2rad]
# ── deg2rad ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:667
#   deg2rad: Degrees to radians, x * pi / 180 (integers become the default float).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.deg2rad, the NumPy ufunc itself (called on the arrays)


class Deg2radBackward0(OpNode):
    """Backward of `deg2rad` (tensorplay/ops/pointwise/ops.yaml:667)."""

    return_names = ('result',)


_op_deg2rad = OpDef(
    'deg2rad',
    np.deg2rad,
    line=667,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Deg2radBackward0,
)
Deg2radBackward0.op = _op_deg2rad


def deg2rad(input):
    return _call(_op_deg2rad, (input,), {})

deg2rad.__tensor_params__ = ('input',)

def _deg2rad_inplace(self):
    return _inplace(_op_deg2rad, (self,), {})

# --8<-- [end:deg2rad]


# --8<-- [start:rad2deg]
# ── rad2deg ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:682
#   rad2deg: Radians to degrees, x * 180 / pi (integers become the default float).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.rad2deg, the NumPy ufunc itself (called on the arrays)


class Rad2degBackward0(OpNode):
    """Backward of `rad2deg` (tensorplay/ops/pointwise/ops.yaml:682)."""

    return_names = ('result',)


_op_rad2deg = OpDef(
    'rad2deg',
    np.rad2deg,
    line=682,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Rad2degBackward0,
)
Rad2degBackward0.op = _op_rad2deg


def rad2deg(input):
    return _call(_op_rad2deg, (input,), {})

rad2deg.__tensor_params__ = ('input',)

def _rad2deg_inplace(self):
    return _inplace(_op_rad2deg, (self,), {})

# --8<-- [end:rad2deg]


# --8<-- [start:exp2]
# ── exp2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:697
#   exp2: Elementwise 2 ** x.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.exp2, the NumPy ufunc itself (called on the arrays)


class Exp2Backward0(OpNode):
    """Backward of `exp2` (tensorplay/ops/pointwise/ops.yaml:697)."""

    return_names = ('result',)


_op_exp2 = OpDef(
    'exp2',
    np.exp2,
    line=697,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=Exp2Backward0,
)
Exp2Backward0.op = _op_exp2


def exp2(input):
    return _call(_op_exp2, (input,), {})

exp2.__tensor_params__ = ('input',)

def _exp2_inplace(self):
    return _inplace(_op_exp2, (self,), {})

# --8<-- [end:exp2]


# --8<-- [start:acosh]
# ── acosh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:713
#   acosh: Elementwise inverse hyperbolic cosine, log(x + sqrt(x^2 - 1)); nan bel…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arccosh, the NumPy ufunc itself (called on the arrays)


class AcoshBackward0(OpNode):
    """Backward of `acosh` (tensorplay/ops/pointwise/ops.yaml:713)."""

    return_names = ('result',)


_op_acosh = OpDef(
    'acosh',
    np.arccosh,
    line=713,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AcoshBackward0,
)
AcoshBackward0.op = _op_acosh


def acosh(input):
    return _call(_op_acosh, (input,), {})

acosh.__tensor_params__ = ('input',)

def _acosh_inplace(self):
    return _inplace(_op_acosh, (self,), {})

# --8<-- [end:acosh]


# --8<-- [start:asinh]
# ── asinh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:730
#   asinh: Elementwise inverse hyperbolic sine, log(x + sqrt(x^2 + 1)).
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arcsinh, the NumPy ufunc itself (called on the arrays)


class AsinhBackward0(OpNode):
    """Backward of `asinh` (tensorplay/ops/pointwise/ops.yaml:730)."""

    return_names = ('result',)


_op_asinh = OpDef(
    'asinh',
    np.arcsinh,
    line=730,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AsinhBackward0,
)
AsinhBackward0.op = _op_asinh


def asinh(input):
    return _call(_op_asinh, (input,), {})

asinh.__tensor_params__ = ('input',)

def _asinh_inplace(self):
    return _inplace(_op_asinh, (self,), {})

# --8<-- [end:asinh]


# --8<-- [start:atanh]
# ── atanh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:745
#   atanh: Elementwise inverse hyperbolic tangent, log((1 + x) / (1 - x)) / 2; ±i…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arctanh, the NumPy ufunc itself (called on the arrays)


class AtanhBackward0(OpNode):
    """Backward of `atanh` (tensorplay/ops/pointwise/ops.yaml:745)."""

    return_names = ('result',)


_op_atanh = OpDef(
    'atanh',
    np.arctanh,
    line=745,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=AtanhBackward0,
)
AtanhBackward0.op = _op_atanh


def atanh(input):
    return _call(_op_atanh, (input,), {})

atanh.__tensor_params__ = ('input',)

def _atanh_inplace(self):
    return _inplace(_op_atanh, (self,), {})

# --8<-- [end:atanh]


# --8<-- [start:erfc]
# ── erfc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:762
#   erfc: Elementwise complementary error function 1 - erf(x), accurate where er…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._erfc (tensorplay/ops/pointwise/kernels.py:37)
def _erfc_kernel(self):
    return K._erfc(self)


class ErfcBackward0(OpNode):
    """Backward of `erfc` (tensorplay/ops/pointwise/ops.yaml:762)."""

    return_names = ('result',)


_op_erfc = OpDef(
    'erfc',
    _erfc_kernel,
    line=762,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ErfcBackward0,
)
ErfcBackward0.op = _op_erfc


def erfc(input):
    return _call(_op_erfc, (input,), {})

erfc.__tensor_params__ = ('input',)

def _erfc_inplace(self):
    return _inplace(_op_erfc, (self,), {})

# --8<-- [end:erfc]


# --8<-- [start:sinc]
# ── sinc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:777
#   sinc: The normalized sinc function sin(pi x) / (pi x), 1 at x = 0.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._via_float32 (tensorplay/ops/pointwise/kernels.py:29)
def _sinc_kernel(self):
    return K._via_float32(np.sinc, self)


class SincBackward0(OpNode):
    """Backward of `sinc` (tensorplay/ops/pointwise/ops.yaml:777)."""

    return_names = ('result',)


_op_sinc = OpDef(
    'sinc',
    _sinc_kernel,
    line=777,
    tensor_args=('self',),
    dtype='float',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SincBackward0,
)
SincBackward0.op = _op_sinc


def sinc(input):
    return _call(_op_sinc, (input,), {})

sinc.__tensor_params__ = ('input',)

def _sinc_inplace(self):
    return _inplace(_op_sinc, (self,), {})

# --8<-- [end:sinc]


# --8<-- [start:logit]
# ── logit ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:792
#   logit: The inverse of sigmoid, log(p / (1 - p)); with `eps`, p is first clamp…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._logit (tensorplay/ops/pointwise/kernels.py:42)
def _logit_kernel(self, eps):
    return K._logit(self, eps)


class LogitBackward0(OpNode):
    """Backward of `logit` (tensorplay/ops/pointwise/ops.yaml:792)."""

    return_names = ('result',)


_op_logit = OpDef(
    'logit',
    _logit_kernel,
    line=792,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=LogitBackward0,
)
LogitBackward0.op = _op_logit


def logit(input, eps=None):
    return _call(_op_logit, (input,), {'eps': eps})

logit.__tensor_params__ = ('input',)

def _logit_inplace(self, eps=None):
    return _inplace(_op_logit, (self,), {'eps': eps})

# --8<-- [end:logit]


# --8<-- [start:erfinv]
# ── erfinv ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:811
#   erfinv: The inverse error function on (-1, 1) (±inf at ±1, nan outside): a pol…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._erfinv (tensorplay/ops/pointwise/kernels.py:48)
def _erfinv_kernel(self):
    return K._erfinv(self)


class ErfinvBackward0(OpNode):
    """Backward of `erfinv` (tensorplay/ops/pointwise/ops.yaml:811)."""

    return_names = ('result',)


_op_erfinv = OpDef(
    'erfinv',
    _erfinv_kernel,
    line=811,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=ErfinvBackward0,
)
ErfinvBackward0.op = _op_erfinv


def erfinv(input):
    return _call(_op_erfinv, (input,), {})

erfinv.__tensor_params__ = ('input',)

def _erfinv_inplace(self):
    return _inplace(_op_erfinv, (self,), {})

# --8<-- [end:erfinv]


# --8<-- [start:lgamma]
# ── lgamma ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:830
#   lgamma: log |Γ(x)| elementwise (+inf at 0 and the negative integers). A vector…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._lgamma (tensorplay/ops/pointwise/kernels.py:74)
def _lgamma_kernel(self):
    return K._lgamma(self)


class LgammaBackward0(OpNode):
    """Backward of `lgamma` (tensorplay/ops/pointwise/ops.yaml:830)."""

    return_names = ('result',)


_op_lgamma = OpDef(
    'lgamma',
    _lgamma_kernel,
    line=830,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=LgammaBackward0,
)
LgammaBackward0.op = _op_lgamma


def lgamma(input):
    return _call(_op_lgamma, (input,), {})

lgamma.__tensor_params__ = ('input',)

def _lgamma_inplace(self):
    return _inplace(_op_lgamma, (self,), {})

# --8<-- [end:lgamma]


# --8<-- [start:digamma]
# ── digamma ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:850
#   digamma: The digamma function ψ(x) = d/dx lgamma(x) elementwise, by PyTorch's a…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._digamma (tensorplay/ops/pointwise/kernels.py:79)
def _digamma_kernel(self):
    return K._digamma(self)


class DigammaBackward0(OpNode):
    """Backward of `digamma` (tensorplay/ops/pointwise/ops.yaml:850)."""

    return_names = ('result',)


_op_digamma = OpDef(
    'digamma',
    _digamma_kernel,
    line=850,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=DigammaBackward0,
)
DigammaBackward0.op = _op_digamma


def digamma(input):
    return _call(_op_digamma, (input,), {})

digamma.__tensor_params__ = ('input',)

def _digamma_inplace(self):
    return _inplace(_op_digamma, (self,), {})

# --8<-- [end:digamma]


# --8<-- [start:polygamma]
# ── polygamma ─────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:871
#   polygamma: The n-th derivative of digamma elementwise (n >= 0; polygamma(0, x) is…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._polygamma (tensorplay/ops/pointwise/kernels.py:84)
def _polygamma_kernel(self, n):
    return K._polygamma(n, self)


class PolygammaBackward0(OpNode):
    """Backward of `polygamma` (tensorplay/ops/pointwise/ops.yaml:871)."""

    return_names = ('result',)


_op_polygamma = OpDef(
    'polygamma',
    _polygamma_kernel,
    line=871,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=PolygammaBackward0,
)
PolygammaBackward0.op = _op_polygamma


def _overload_polygamma(n, input):
    return _call(_op_polygamma, (input,), {'n': n})

_overload_polygamma.__tensor_params__ = ('input',)
# --8<-- [end:polygamma]


# --8<-- [start:polygamma_method]
# ── polygamma.method ──────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:892
#   polygamma.method: `x.polygamma(n)` is polygamma(n, x); `x.polygamma_(n)` replaces x by i…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _polygamma_method_composite(self, n):
    return O.polygamma(n, self)



def _overload_polygamma_method(input, n):
    return _polygamma_method_composite(input, n)

_overload_polygamma_method.__tensor_params__ = ('input',)

def _polygamma_method_inplace(self, n):
    return _composite_inplace(self, lambda old: _polygamma_method_composite(old, n), 'polygamma')

# --8<-- [end:polygamma_method]


# --8<-- [start:mvlgamma]
# ── mvlgamma ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:905
#   mvlgamma: The multivariate log-gamma function of dimension p elementwise: sum ov…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _mvlgamma_composite(self, p):
    if not (p >= 1):
        raise RuntimeError('mvlgamma: p has to be greater than or equal to 1')
    return O.lgamma(self.unsqueeze(-1) - O.arange(p, dtype=self.dtype if self.is_floating_point() else None) * 0.5).sum(-1) + p * (p - 1) / 4 * 1.1447298858494002



def mvlgamma(input, p):
    return _mvlgamma_composite(input, p)

mvlgamma.__tensor_params__ = ('input',)

def _mvlgamma_inplace(self, p):
    return _composite_inplace(self, lambda old: _mvlgamma_composite(old, p), 'mvlgamma')

# --8<-- [end:mvlgamma]


# --8<-- [start:i0]
# ── i0 ────────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:922
#   i0: The modified Bessel function of the first kind of order 0, I_0(x) = su…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._i0 (tensorplay/ops/pointwise/kernels.py:94)
def _i0_kernel(self):
    return K._i0(self)


class I0Backward0(OpNode):
    """Backward of `i0` (tensorplay/ops/pointwise/ops.yaml:922)."""

    return_names = ('result',)


_op_i0 = OpDef(
    'i0',
    _i0_kernel,
    line=922,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=I0Backward0,
)
I0Backward0.op = _op_i0


def i0(input):
    return _call(_op_i0, (input,), {})

i0.__tensor_params__ = ('input',)

def _i0_inplace(self):
    return _inplace(_op_i0, (self,), {})

# --8<-- [end:i0]


# --8<-- [start:special_i1]
# ── special_i1 ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:941
#   special_i1: The modified Bessel function of the first kind of order 1, I_1(x), ele…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._i1 (tensorplay/ops/pointwise/kernels.py:99)
def _special_i1_kernel(self):
    return K._i1(self)


class SpecialI1Backward0(OpNode):
    """Backward of `special_i1` (tensorplay/ops/pointwise/ops.yaml:941)."""

    return_names = ('result',)


_op_special_i1 = OpDef(
    'special_i1',
    _special_i1_kernel,
    line=941,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap='elementwise',
    fast='same',
    node_cls=SpecialI1Backward0,
)
SpecialI1Backward0.op = _op_special_i1


def special_i1(input):
    return _call(_op_special_i1, (input,), {})

special_i1.__tensor_params__ = ('input',)
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
_to_copy.__doc__ = 'A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.long()` call).'
clone.__doc__ = 'A copy that does not share memory, but keeps the graph (gradients flow back).'
fill.__doc__ = 'A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` in place.'
zero.__doc__ = 'Zeros like `self`; as `x.zero_()` it clears `x` in place.'
copy.__doc__ = "`src` broadcast to `self`'s shape and dtype; as `x.copy_(src)` it overwrites `x` in place, and gradients flow to `src`."
absolute.__doc__ = 'Alias of abs, elementwise |x|.'
negative.__doc__ = 'Alias of neg, elementwise -x.'


def clip(*args, **kwargs):
    return _resolve('clip', (_overload_clip, _overload_clip_Tensor, ), args, kwargs)


clip.__doc__ = 'Alias of clamp, elementwise min(max(x, min), max) (one bound may be None).'
nan_to_num.__doc__ = 'NaN, +inf and -inf replaced by `nan` (default 0), `posinf` and `neginf` (default the largest and lowest finite value of the dtype); integer and bool tensors come back unchanged. The gradient passes where the input is finite.'
sgn.__doc__ = "The sign, -1, 0 or 1 in the input's dtype (sign's extension to complex numbers, x / |x|, in PyTorch; for real tensors the two agree). Its gradient is zero."
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


# ── derivatives and batching rules ─────────────────────────────────────────────────────


# --8<-- [start:neg_derivatives]
# ── neg ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:6
#   backward[self]: -grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _neg_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (-grad) if needs[0] else None,
    )


_op_neg.backward = _neg_backward
# --8<-- [end:neg_derivatives]


# --8<-- [start:exp_derivatives]
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
        out = HS.add_tangent(out, self_t * result)
    return out


_op_exp.backward = _exp_backward
_op_exp.jvp = _exp_jvp
# --8<-- [end:exp_derivatives]


# --8<-- [start:log_derivatives]
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
        out = HS.add_tangent(out, self_t / self)
    return out


_op_log.backward = _log_backward
_op_log.jvp = _log_jvp
# --8<-- [end:log_derivatives]


# --8<-- [start:sin_derivatives]
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
        out = HS.add_tangent(out, self_t * O.cos(self))
    return out


def _sin_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sin_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


_op_sin.backward = _sin_backward
_op_sin.jvp = _sin_jvp
_op_sin.fused_backward = _sin_c_backward
# --8<-- [end:sin_derivatives]


# --8<-- [start:cos_derivatives]
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
        out = HS.add_tangent(out, -self_t * O.sin(self))
    return out


def _cos_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.cos_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


_op_cos.backward = _cos_backward
_op_cos.jvp = _cos_jvp
_op_cos.fused_backward = _cos_c_backward
# --8<-- [end:cos_derivatives]


# --8<-- [start:abs_derivatives]
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
        out = HS.add_tangent(out, self_t * O.sign(self))
    return out


def _abs_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.abs_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


_op_abs.backward = _abs_backward
_op_abs.jvp = _abs_jvp
_op_abs.fused_backward = _abs_c_backward
# --8<-- [end:abs_derivatives]


# --8<-- [start:sign_derivatives]
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_sign.backward = _sign_backward
_op_sign.jvp = _sign_jvp
# --8<-- [end:sign_derivatives]


# --8<-- [start:expm1_derivatives]
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
        out = HS.add_tangent(out, self_t * (result + 1))
    return out


_op_expm1.backward = _expm1_backward
_op_expm1.jvp = _expm1_jvp
# --8<-- [end:expm1_derivatives]


# --8<-- [start:log1p_derivatives]
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
        out = HS.add_tangent(out, self_t / (self + 1))
    return out


_op_log1p.backward = _log1p_backward
_op_log1p.jvp = _log1p_jvp
# --8<-- [end:log1p_derivatives]


# --8<-- [start:log2_derivatives]
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
        out = HS.add_tangent(out, self_t / (self * 0.6931471805599453))
    return out


_op_log2.backward = _log2_backward
_op_log2.jvp = _log2_jvp
# --8<-- [end:log2_derivatives]


# --8<-- [start:log10_derivatives]
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
        out = HS.add_tangent(out, self_t / (self * 2.302585092994046))
    return out


_op_log10.backward = _log10_backward
_op_log10.jvp = _log10_jvp
# --8<-- [end:log10_derivatives]


# --8<-- [start:sqrt_derivatives]
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
        out = HS.add_tangent(out, self_t / (2 * result))
    return out


def _sqrt_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sqrt_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


_op_sqrt.backward = _sqrt_backward
_op_sqrt.jvp = _sqrt_jvp
_op_sqrt.fused_backward = _sqrt_c_backward
# --8<-- [end:sqrt_derivatives]


# --8<-- [start:rsqrt_derivatives]
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
        out = HS.add_tangent(out, -0.5 * self_t * result * result * result)
    return out


_op_rsqrt.backward = _rsqrt_backward
_op_rsqrt.jvp = _rsqrt_jvp
# --8<-- [end:rsqrt_derivatives]


# --8<-- [start:square_derivatives]
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
        out = HS.add_tangent(out, 2 * self_t * self)
    return out


def _square_c_backward(grads, needs, shapes, self=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.square_backward(g._data, self._data, None)
    return None if c_out is None else (_c.tensor(c_out),)


_op_square.backward = _square_backward
_op_square.jvp = _square_jvp
_op_square.fused_backward = _square_c_backward
# --8<-- [end:square_derivatives]


# --8<-- [start:reciprocal_derivatives]
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
        out = HS.add_tangent(out, -self_t * result * result)
    return out


_op_reciprocal.backward = _reciprocal_backward
_op_reciprocal.jvp = _reciprocal_jvp
# --8<-- [end:reciprocal_derivatives]


# --8<-- [start:tan_derivatives]
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
        out = HS.add_tangent(out, self_t * (1 + result * result))
    return out


_op_tan.backward = _tan_backward
_op_tan.jvp = _tan_jvp
# --8<-- [end:tan_derivatives]


# --8<-- [start:asin_derivatives]
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
        out = HS.add_tangent(out, self_t * O.rsqrt(1 - self * self))
    return out


_op_asin.backward = _asin_backward
_op_asin.jvp = _asin_jvp
# --8<-- [end:asin_derivatives]


# --8<-- [start:acos_derivatives]
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
        out = HS.add_tangent(out, -self_t * O.rsqrt(1 - self * self))
    return out


_op_acos.backward = _acos_backward
_op_acos.jvp = _acos_jvp
# --8<-- [end:acos_derivatives]


# --8<-- [start:atan_derivatives]
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
        out = HS.add_tangent(out, self_t / (1 + self * self))
    return out


_op_atan.backward = _atan_backward
_op_atan.jvp = _atan_jvp
# --8<-- [end:atan_derivatives]


# --8<-- [start:sinh_derivatives]
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
        out = HS.add_tangent(out, self_t * O.cosh(self))
    return out


_op_sinh.backward = _sinh_backward
_op_sinh.jvp = _sinh_jvp
# --8<-- [end:sinh_derivatives]


# --8<-- [start:cosh_derivatives]
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
        out = HS.add_tangent(out, self_t * O.sinh(self))
    return out


_op_cosh.backward = _cosh_backward
_op_cosh.jvp = _cosh_jvp
# --8<-- [end:cosh_derivatives]


# --8<-- [start:tanh_derivatives]
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
        out = HS.add_tangent(out, self_t * (1 - result * result))
    return out


def _tanh_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.tanh_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


_op_tanh.backward = _tanh_backward
_op_tanh.jvp = _tanh_jvp
_op_tanh.fused_backward = _tanh_c_backward
# --8<-- [end:tanh_derivatives]


# --8<-- [start:sigmoid_derivatives]
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
        out = HS.add_tangent(out, self_t * result * (1 - result))
    return out


def _sigmoid_c_backward(grads, needs, shapes, result=None, **params):
    """The fused C backward (used when grad mode is off); None → run the formula."""
    ops, g = _c.OPS, grads[0]
    if ops is None or g is None:
        return None
    c_out = ops.sigmoid_backward(g._data, None, result._data)
    return None if c_out is None else (_c.tensor(c_out),)


_op_sigmoid.backward = _sigmoid_backward
_op_sigmoid.jvp = _sigmoid_jvp
_op_sigmoid.fused_backward = _sigmoid_c_backward
# --8<-- [end:sigmoid_derivatives]


# --8<-- [start:erf_derivatives]
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
        out = HS.add_tangent(out, self_t * 1.1283791670955126 * O.exp(-self * self))
    return out


_op_erf.backward = _erf_backward
_op_erf.jvp = _erf_jvp
# --8<-- [end:erf_derivatives]


# --8<-- [start:floor_derivatives]
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_floor.backward = _floor_backward
_op_floor.jvp = _floor_jvp
# --8<-- [end:floor_derivatives]


# --8<-- [start:ceil_derivatives]
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_ceil.backward = _ceil_backward
_op_ceil.jvp = _ceil_jvp
# --8<-- [end:ceil_derivatives]


# --8<-- [start:round_derivatives]
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_round.backward = _round_backward
_op_round.jvp = _round_jvp
# --8<-- [end:round_derivatives]


# --8<-- [start:trunc_derivatives]
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_trunc.backward = _trunc_backward
_op_trunc.jvp = _trunc_jvp
# --8<-- [end:trunc_derivatives]


# --8<-- [start:clamp_derivatives]
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
        out = HS.add_tangent(out, O.where(self <= max if min is None else self >= min if max is None else O.logical_and(self >= min, self <= max), self_t, 0.0))
    return out


_op_clamp.backward = _clamp_backward
_op_clamp.jvp = _clamp_jvp
# --8<-- [end:clamp_derivatives]


# --8<-- [start:_to_copy_derivatives]
# ── _to_copy ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:492
#   backward[self]: _to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def __to_copy_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (O._to_copy(grad, self.dtype) if self.dtype.is_floating_point else grad) if needs[0] else None,
    )


_op__to_copy.backward = __to_copy_backward
# --8<-- [end:_to_copy_derivatives]


# --8<-- [start:clone_derivatives]
# ── clone ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:503
#   backward[self]: grad
#   jvp: auto_linear: the op applied to the tangents
#   vmap: elementwise
def _clone_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_op_clone.backward = _clone_backward
# --8<-- [end:clone_derivatives]


# --8<-- [start:fill_derivatives]
# ── fill ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:515
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_fill.backward = _fill_backward
_op_fill.jvp = _fill_jvp
# --8<-- [end:fill_derivatives]


# --8<-- [start:zero_derivatives]
# ── zero ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:528
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_zero.backward = _zero_backward
_op_zero.jvp = _zero_jvp
# --8<-- [end:zero_derivatives]


# --8<-- [start:copy_derivatives]
# ── copy ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:541
#   backward[self]: zeros_like(grad)
#   backward[src]: sum_to(grad, shapes[1])
#   jvp: [self] zeros_like(self_t) + [src] expand(src_t, result.shape)
#   vmap: {'custom': 'copy'}
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
#   uses rule B.copy_rule (tensorplay/ops/pointwise/batching.py:12)
def _copy_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (O.zeros_like(grad)) if needs[0] else None,
        (HS.sum_to(grad, shapes[1])) if needs[1] else None,
    )


def _copy_jvp(tangents, self, src, result, **params):
    self_t, src_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.zeros_like(self_t))
    if src_t is not None:
        out = HS.add_tangent(out, O.expand(src_t, result.shape))
    return out


_op_copy.backward = _copy_backward
_op_copy.jvp = _copy_jvp
_op_copy.vmap_rule = B.copy_rule
# --8<-- [end:copy_derivatives]


# --8<-- [start:nan_to_num_derivatives]
# ── nan_to_num ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:608
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
        out = HS.add_tangent(out, self_t * O.isfinite(self))
    return out


_op_nan_to_num.backward = _nan_to_num_backward
_op_nan_to_num.jvp = _nan_to_num_jvp
# --8<-- [end:nan_to_num_derivatives]


# --8<-- [start:sgn_derivatives]
# ── sgn ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:630
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
        out = HS.add_tangent(out, O.zeros_like(self_t))
    return out


_op_sgn.backward = _sgn_backward
_op_sgn.jvp = _sgn_jvp
# --8<-- [end:sgn_derivatives]


# --8<-- [start:frac_derivatives]
# ── frac ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:648
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
        out = HS.add_tangent(out, self_t)
    return out


_op_frac.backward = _frac_backward
_op_frac.jvp = _frac_jvp
# --8<-- [end:frac_derivatives]


# --8<-- [start:deg2rad_derivatives]
# ── deg2rad ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:667
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
        out = HS.add_tangent(out, self_t * 0.017453292519943295)
    return out


_op_deg2rad.backward = _deg2rad_backward
_op_deg2rad.jvp = _deg2rad_jvp
# --8<-- [end:deg2rad_derivatives]


# --8<-- [start:rad2deg_derivatives]
# ── rad2deg ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:682
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
        out = HS.add_tangent(out, self_t * 57.29577951308232)
    return out


_op_rad2deg.backward = _rad2deg_backward
_op_rad2deg.jvp = _rad2deg_jvp
# --8<-- [end:rad2deg_derivatives]


# --8<-- [start:exp2_derivatives]
# ── exp2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:697
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
        out = HS.add_tangent(out, self_t * result * 0.6931471805599453)
    return out


_op_exp2.backward = _exp2_backward
_op_exp2.jvp = _exp2_jvp
# --8<-- [end:exp2_derivatives]


# --8<-- [start:acosh_derivatives]
# ── acosh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:713
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
        out = HS.add_tangent(out, self_t * O.rsqrt(self * self - 1))
    return out


_op_acosh.backward = _acosh_backward
_op_acosh.jvp = _acosh_jvp
# --8<-- [end:acosh_derivatives]


# --8<-- [start:asinh_derivatives]
# ── asinh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:730
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
        out = HS.add_tangent(out, self_t * O.rsqrt(self * self + 1))
    return out


_op_asinh.backward = _asinh_backward
_op_asinh.jvp = _asinh_jvp
# --8<-- [end:asinh_derivatives]


# --8<-- [start:atanh_derivatives]
# ── atanh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:745
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
        out = HS.add_tangent(out, self_t / (1 - self * self))
    return out


_op_atanh.backward = _atanh_backward
_op_atanh.jvp = _atanh_jvp
# --8<-- [end:atanh_derivatives]


# --8<-- [start:erfc_derivatives]
# ── erfc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:762
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
        out = HS.add_tangent(out, self_t * -1.1283791670955126 * O.exp(-self * self))
    return out


_op_erfc.backward = _erfc_backward
_op_erfc.jvp = _erfc_jvp
# --8<-- [end:erfc_derivatives]


# --8<-- [start:sinc_derivatives]
# ── sinc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:777
#   backward[self]: grad * sinc_derivative(self)
#   jvp: auto_elementwise: self_t * sinc_derivative(self)
#   vmap: elementwise
#   uses H.sinc_derivative (tensorplay/ops/pointwise/formulas.py:12)
def _sinc_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * H.sinc_derivative(self)) if needs[0] else None,
    )


def _sinc_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t * H.sinc_derivative(self))
    return out


_op_sinc.backward = _sinc_backward
_op_sinc.jvp = _sinc_jvp
# --8<-- [end:sinc_derivatives]


# --8<-- [start:logit_derivatives]
# ── logit ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:792
#   backward[self]: logit_backward(grad, self, eps)
#   jvp: auto_elementwise: logit_backward(self_t, self, eps)
#   vmap: elementwise
#   uses H.logit_backward (tensorplay/ops/pointwise/formulas.py:21)
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
        out = HS.add_tangent(out, H.logit_backward(self_t, self, eps))
    return out


_op_logit.backward = _logit_backward
_op_logit.jvp = _logit_jvp
# --8<-- [end:logit_derivatives]


# --8<-- [start:erfinv_derivatives]
# ── erfinv ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:811
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
        out = HS.add_tangent(out, self_t * 0.886226925452758 * O.exp(result * result))
    return out


_op_erfinv.backward = _erfinv_backward
_op_erfinv.jvp = _erfinv_jvp
# --8<-- [end:erfinv_derivatives]


# --8<-- [start:lgamma_derivatives]
# ── lgamma ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:830
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
        out = HS.add_tangent(out, self_t * O.digamma(self))
    return out


_op_lgamma.backward = _lgamma_backward
_op_lgamma.jvp = _lgamma_jvp
# --8<-- [end:lgamma_derivatives]


# --8<-- [start:digamma_derivatives]
# ── digamma ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:850
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
        out = HS.add_tangent(out, self_t * O.polygamma(1, self))
    return out


_op_digamma.backward = _digamma_backward
_op_digamma.jvp = _digamma_jvp
# --8<-- [end:digamma_derivatives]


# --8<-- [start:polygamma_derivatives]
# ── polygamma ─────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:871
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
        out = HS.add_tangent(out, self_t * O.polygamma(n + 1, self))
    return out


_op_polygamma.backward = _polygamma_backward
_op_polygamma.jvp = _polygamma_jvp
# --8<-- [end:polygamma_derivatives]


# --8<-- [start:i0_derivatives]
# ── i0 ────────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:922
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
        out = HS.add_tangent(out, self_t * O.special_i1(self))
    return out


_op_i0.backward = _i0_backward
_op_i0.jvp = _i0_jvp
# --8<-- [end:i0_derivatives]


# --8<-- [start:special_i1_derivatives]
# ── special_i1 ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:941
#   backward[self]: grad * bessel_i1_derivative(self)
#   jvp: auto_elementwise: self_t * bessel_i1_derivative(self)
#   vmap: elementwise
#   uses H.bessel_i1_derivative (tensorplay/ops/pointwise/formulas.py:29)
def _special_i1_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (grad * H.bessel_i1_derivative(self)) if needs[0] else None,
    )


def _special_i1_jvp(tangents, self, result, **params):
    self_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t * H.bessel_i1_derivative(self))
    return out


_op_special_i1.backward = _special_i1_backward
_op_special_i1.jvp = _special_i1_jvp
# --8<-- [end:special_i1_derivatives]


FUNCTIONS = {
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
    'erf': erf,
    'floor': floor,
    'ceil': ceil,
    'round': round,
    'trunc': trunc,
    'clamp': clamp,
    '_to_copy': _to_copy,
    'clone': clone,
    'fill': fill,
    'absolute': absolute,
    'negative': negative,
    'clip': clip,
    'nan_to_num': nan_to_num,
    'sgn': sgn,
    'frac': frac,
    'deg2rad': deg2rad,
    'rad2deg': rad2deg,
    'exp2': exp2,
    'acosh': acosh,
    'asinh': asinh,
    'atanh': atanh,
    'erfc': erfc,
    'sinc': sinc,
    'logit': logit,
    'erfinv': erfinv,
    'lgamma': lgamma,
    'digamma': digamma,
    'polygamma': polygamma,
    'mvlgamma': mvlgamma,
    'i0': i0,
    'special_i1': special_i1,
}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {
}
OPS = {
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
    'erf': _op_erf,
    'floor': _op_floor,
    'ceil': _op_ceil,
    'round': _op_round,
    'trunc': _op_trunc,
    'clamp': _op_clamp,
    '_to_copy': _op__to_copy,
    'clone': _op_clone,
    'fill': _op_fill,
    'zero': _op_zero,
    'copy': _op_copy,
    'nan_to_num': _op_nan_to_num,
    'sgn': _op_sgn,
    'frac': _op_frac,
    'deg2rad': _op_deg2rad,
    'rad2deg': _op_rad2deg,
    'exp2': _op_exp2,
    'acosh': _op_acosh,
    'asinh': _op_asinh,
    'atanh': _op_atanh,
    'erfc': _op_erfc,
    'sinc': _op_sinc,
    'logit': _op_logit,
    'erfinv': _op_erfinv,
    'lgamma': _op_lgamma,
    'digamma': _op_digamma,
    'polygamma': _op_polygamma,
    'i0': _op_i0,
    'special_i1': _op_special_i1,
}
# The composites with a c_kernel: their fused OpDefs (the body is `_<name>_composite`).
FUSED = {
}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
O.register({
    'neg': neg,
    '_op_neg': _op_neg,
    '_neg_inplace': _neg_inplace,
    'exp': exp,
    '_op_exp': _op_exp,
    '_exp_inplace': _exp_inplace,
    'log': log,
    '_op_log': _op_log,
    '_log_inplace': _log_inplace,
    'sin': sin,
    '_op_sin': _op_sin,
    '_sin_inplace': _sin_inplace,
    'cos': cos,
    '_op_cos': _op_cos,
    '_cos_inplace': _cos_inplace,
    'abs': abs,
    '_op_abs': _op_abs,
    '_abs_inplace': _abs_inplace,
    'sign': sign,
    '_op_sign': _op_sign,
    '_sign_inplace': _sign_inplace,
    'expm1': expm1,
    '_op_expm1': _op_expm1,
    '_expm1_inplace': _expm1_inplace,
    'log1p': log1p,
    '_op_log1p': _op_log1p,
    '_log1p_inplace': _log1p_inplace,
    'log2': log2,
    '_op_log2': _op_log2,
    '_log2_inplace': _log2_inplace,
    'log10': log10,
    '_op_log10': _op_log10,
    '_log10_inplace': _log10_inplace,
    'sqrt': sqrt,
    '_op_sqrt': _op_sqrt,
    '_sqrt_inplace': _sqrt_inplace,
    'rsqrt': rsqrt,
    '_op_rsqrt': _op_rsqrt,
    '_rsqrt_inplace': _rsqrt_inplace,
    'square': square,
    '_op_square': _op_square,
    '_square_inplace': _square_inplace,
    'reciprocal': reciprocal,
    '_op_reciprocal': _op_reciprocal,
    '_reciprocal_inplace': _reciprocal_inplace,
    'tan': tan,
    '_op_tan': _op_tan,
    '_tan_inplace': _tan_inplace,
    'asin': asin,
    '_op_asin': _op_asin,
    '_asin_inplace': _asin_inplace,
    'acos': acos,
    '_op_acos': _op_acos,
    '_acos_inplace': _acos_inplace,
    'atan': atan,
    '_op_atan': _op_atan,
    '_atan_inplace': _atan_inplace,
    'sinh': sinh,
    '_op_sinh': _op_sinh,
    '_sinh_inplace': _sinh_inplace,
    'cosh': cosh,
    '_op_cosh': _op_cosh,
    '_cosh_inplace': _cosh_inplace,
    'tanh': tanh,
    '_op_tanh': _op_tanh,
    '_tanh_inplace': _tanh_inplace,
    'sigmoid': sigmoid,
    '_op_sigmoid': _op_sigmoid,
    '_sigmoid_inplace': _sigmoid_inplace,
    'erf': erf,
    '_op_erf': _op_erf,
    '_erf_inplace': _erf_inplace,
    'floor': floor,
    '_op_floor': _op_floor,
    '_floor_inplace': _floor_inplace,
    'ceil': ceil,
    '_op_ceil': _op_ceil,
    '_ceil_inplace': _ceil_inplace,
    'round': round,
    '_op_round': _op_round,
    '_round_inplace': _round_inplace,
    'trunc': trunc,
    '_op_trunc': _op_trunc,
    '_trunc_inplace': _trunc_inplace,
    '_overload_clamp': _overload_clamp,
    '_op_clamp': _op_clamp,
    '_clamp_inplace': _clamp_inplace,
    '_overload_clamp_Tensor': _overload_clamp_Tensor,
    '_clamp_Tensor_composite': _clamp_Tensor_composite,
    '_clamp_Tensor_inplace': _clamp_Tensor_inplace,
    '_to_copy': _to_copy,
    '_op__to_copy': _op__to_copy,
    'clone': clone,
    '_op_clone': _op_clone,
    'fill': fill,
    '_op_fill': _op_fill,
    '_fill_inplace': _fill_inplace,
    'zero': zero,
    '_op_zero': _op_zero,
    '_zero_inplace': _zero_inplace,
    'copy': copy,
    '_op_copy': _op_copy,
    '_copy_inplace': _copy_inplace,
    'absolute': absolute,
    '_absolute_composite': _absolute_composite,
    '_absolute_inplace': _absolute_inplace,
    'negative': negative,
    '_negative_composite': _negative_composite,
    '_negative_inplace': _negative_inplace,
    '_overload_clip': _overload_clip,
    '_clip_composite': _clip_composite,
    '_clip_inplace': _clip_inplace,
    '_overload_clip_Tensor': _overload_clip_Tensor,
    '_clip_Tensor_composite': _clip_Tensor_composite,
    '_clip_Tensor_inplace': _clip_Tensor_inplace,
    'nan_to_num': nan_to_num,
    '_op_nan_to_num': _op_nan_to_num,
    '_nan_to_num_inplace': _nan_to_num_inplace,
    'sgn': sgn,
    '_op_sgn': _op_sgn,
    '_sgn_inplace': _sgn_inplace,
    'frac': frac,
    '_op_frac': _op_frac,
    '_frac_inplace': _frac_inplace,
    'deg2rad': deg2rad,
    '_op_deg2rad': _op_deg2rad,
    '_deg2rad_inplace': _deg2rad_inplace,
    'rad2deg': rad2deg,
    '_op_rad2deg': _op_rad2deg,
    '_rad2deg_inplace': _rad2deg_inplace,
    'exp2': exp2,
    '_op_exp2': _op_exp2,
    '_exp2_inplace': _exp2_inplace,
    'acosh': acosh,
    '_op_acosh': _op_acosh,
    '_acosh_inplace': _acosh_inplace,
    'asinh': asinh,
    '_op_asinh': _op_asinh,
    '_asinh_inplace': _asinh_inplace,
    'atanh': atanh,
    '_op_atanh': _op_atanh,
    '_atanh_inplace': _atanh_inplace,
    'erfc': erfc,
    '_op_erfc': _op_erfc,
    '_erfc_inplace': _erfc_inplace,
    'sinc': sinc,
    '_op_sinc': _op_sinc,
    '_sinc_inplace': _sinc_inplace,
    'logit': logit,
    '_op_logit': _op_logit,
    '_logit_inplace': _logit_inplace,
    'erfinv': erfinv,
    '_op_erfinv': _op_erfinv,
    '_erfinv_inplace': _erfinv_inplace,
    'lgamma': lgamma,
    '_op_lgamma': _op_lgamma,
    '_lgamma_inplace': _lgamma_inplace,
    'digamma': digamma,
    '_op_digamma': _op_digamma,
    '_digamma_inplace': _digamma_inplace,
    '_overload_polygamma': _overload_polygamma,
    '_op_polygamma': _op_polygamma,
    '_overload_polygamma_method': _overload_polygamma_method,
    '_polygamma_method_composite': _polygamma_method_composite,
    '_polygamma_method_inplace': _polygamma_method_inplace,
    'mvlgamma': mvlgamma,
    '_mvlgamma_composite': _mvlgamma_composite,
    '_mvlgamma_inplace': _mvlgamma_inplace,
    'i0': i0,
    '_op_i0': _op_i0,
    '_i0_inplace': _i0_inplace,
    'special_i1': special_i1,
    '_op_special_i1': _op_special_i1,
    'clamp': clamp,
    'clip': clip,
    'polygamma': polygamma,
}, FUNCTIONS, LINALG, OPS, FUSED)
