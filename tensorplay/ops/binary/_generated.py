# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The binary ops (tensorplay/ops/binary/ops.yaml), one section each: the NumPy kernel (helpers
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
from ..._support import batch_rules as R
from ...core import optable as O




# --8<-- [start:add]
# ── add ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:6
#   add: self + alpha * other, broadcasting the two.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._wrapped (tensorplay/ops/binary/kernels.py:9)
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


class AddBackward0(OpNode):
    """Backward of `add` (tensorplay/ops/binary/ops.yaml:6)."""

    return_names = ('result',)


_op_add = OpDef(
    'add',
    _add_kernel,
    line=6,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=((), ()),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    kernel_into=_add_kernel_into,
    node_cls=AddBackward0,
    c_forward=_add_c_forward,
)
AddBackward0.op = _op_add


def add(input, other, *, alpha=1):
    return _call(_op_add, (input, other), {'alpha': alpha})

add.__tensor_params__ = ('input', 'other')

def _add_inplace(self, other, *, alpha=1):
    return _inplace(_op_add, (self, other), {'alpha': alpha})

# --8<-- [end:add]


# --8<-- [start:sub]
# ── sub ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:35
#   sub: self - alpha * other, broadcasting the two.
#   backward, jvp and batching rule: below, in the derivatives part of this file
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


class SubBackward0(OpNode):
    """Backward of `sub` (tensorplay/ops/binary/ops.yaml:35)."""

    return_names = ('result',)


_op_sub = OpDef(
    'sub',
    _sub_kernel,
    line=35,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=((), ()),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    kernel_into=_sub_kernel_into,
    node_cls=SubBackward0,
    c_forward=_sub_c_forward,
)
SubBackward0.op = _op_sub


def sub(input, other, *, alpha=1):
    return _call(_op_sub, (input, other), {'alpha': alpha})

sub.__tensor_params__ = ('input', 'other')

def _sub_inplace(self, other, *, alpha=1):
    return _inplace(_op_sub, (self, other), {'alpha': alpha})

# --8<-- [end:sub]


# --8<-- [start:mul]
# ── mul ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:63
#   mul: Elementwise product, broadcasting the two.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.multiply, the NumPy ufunc itself (called on the arrays)


class MulBackward0(OpNode):
    """Backward of `mul` (tensorplay/ops/binary/ops.yaml:63)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    np.multiply,
    line=63,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('other',), ('self',)),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=MulBackward0,
)
MulBackward0.op = _op_mul


def mul(input, other):
    return _call(_op_mul, (input, other), {})

mul.__tensor_params__ = ('input', 'other')

def _mul_inplace(self, other):
    return _inplace(_op_mul, (self, other), {})

# --8<-- [end:mul]


# --8<-- [start:div]
# ── div ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:89
#   div: Elementwise true division (integers divide to float), broadcasting the…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.true_divide, the NumPy ufunc itself (called on the arrays)


class DivBackward0(OpNode):
    """Backward of `div` (tensorplay/ops/binary/ops.yaml:89)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    np.true_divide,
    line=89,
    tensor_args=('self', 'other'),
    dtype='float',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True),
    saves_per_input=(('other',), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=DivBackward0,
)
DivBackward0.op = _op_div


def _overload_div(input, other):
    return _call(_op_div, (input, other), {})

_overload_div.__tensor_params__ = ('input', 'other')

def _div_inplace(self, other):
    return _inplace(_op_div, (self, other), {})

# --8<-- [end:div]


# --8<-- [start:div_Tensor_mode]
# ── div.Tensor_mode ───────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:115
#   div.Tensor_mode: `div(self, other, rounding_mode=...)`: PyTorch's rounding division, th…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _div_Tensor_mode_composite(self, other, rounding_mode):
    return O.divide(self, other, rounding_mode=rounding_mode)



def _overload_div_Tensor_mode(input, other, *, rounding_mode):
    return _div_Tensor_mode_composite(input, other, rounding_mode)

_overload_div_Tensor_mode.__tensor_params__ = ('input', 'other')

def _div_Tensor_mode_inplace(self, other, *, rounding_mode):
    return _composite_inplace(self, lambda old: _div_Tensor_mode_composite(old, other, rounding_mode), 'div')

# --8<-- [end:div_Tensor_mode]


# --8<-- [start:pow]
# ── pow ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:132
#   pow: self ** exponent elementwise, broadcasting; either side may be a Pytho…
#   backward, jvp and batching rule: below, in the derivatives part of this file
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


class PowBackward0(OpNode):
    """Backward of `pow` (tensorplay/ops/binary/ops.yaml:132)."""

    return_names = ('result',)


_op_pow = OpDef(
    'pow',
    _pow_kernel,
    line=132,
    tensor_args=('self', 'exponent'),
    dtype='promote',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'exponent'), ('self', 'exponent', 'result')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=PowBackward0,
)
PowBackward0.op = _op_pow


def pow(input, exponent):
    return _call(_op_pow, (input, exponent), {})

pow.__tensor_params__ = ('input', 'exponent')

def _pow_inplace(self, exponent):
    return _inplace(_op_pow, (self, exponent), {})

# --8<-- [end:pow]


# --8<-- [start:maximum]
# ── maximum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:182
#   maximum: Elementwise maximum, broadcasting (nan wins); at ties the gradient is …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.maximum, the NumPy ufunc itself (called on the arrays)


class MaximumBackward0(OpNode):
    """Backward of `maximum` (tensorplay/ops/binary/ops.yaml:182)."""

    return_names = ('result',)


_op_maximum = OpDef(
    'maximum',
    np.maximum,
    line=182,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=MaximumBackward0,
)
MaximumBackward0.op = _op_maximum


def maximum(input, other):
    return _call(_op_maximum, (input, other), {})

maximum.__tensor_params__ = ('input', 'other')
# --8<-- [end:maximum]


# --8<-- [start:minimum]
# ── minimum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:207
#   minimum: Elementwise minimum, broadcasting (nan wins); at ties the gradient is …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.minimum, the NumPy ufunc itself (called on the arrays)


class MinimumBackward0(OpNode):
    """Backward of `minimum` (tensorplay/ops/binary/ops.yaml:207)."""

    return_names = ('result',)


_op_minimum = OpDef(
    'minimum',
    np.minimum,
    line=207,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=MinimumBackward0,
)
MinimumBackward0.op = _op_minimum


def minimum(input, other):
    return _call(_op_minimum, (input, other), {})

minimum.__tensor_params__ = ('input', 'other')
# --8<-- [end:minimum]


# --8<-- [start:atan2]
# ── atan2 ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:231
#   atan2: Elementwise angle of the point (other, self), atan(self / other) in th…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.arctan2, the NumPy ufunc itself (called on the arrays)


class Atan2Backward0(OpNode):
    """Backward of `atan2` (tensorplay/ops/binary/ops.yaml:231)."""

    return_names = ('result',)


_op_atan2 = OpDef(
    'atan2',
    np.arctan2,
    line=231,
    tensor_args=('self', 'other'),
    dtype='float',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=Atan2Backward0,
)
Atan2Backward0.op = _op_atan2


def atan2(input, other):
    return _call(_op_atan2, (input, other), {})

atan2.__tensor_params__ = ('input', 'other')

def _atan2_inplace(self, other):
    return _inplace(_op_atan2, (self, other), {})

# --8<-- [end:atan2]


# --8<-- [start:remainder]
# ── remainder ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:256
#   remainder: Python's modulus, self - floor(self / other) * other: the result has t…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._check_int_divisor (tensorplay/ops/binary/kernels.py:12)
def _remainder_kernel(self, other):
    # Python's % : the result has the sign of the divisor (torch.remainder).
    K._check_int_divisor(other)
    return np.remainder(self, other)


class RemainderBackward0(OpNode):
    """Backward of `remainder` (tensorplay/ops/binary/ops.yaml:256)."""

    return_names = ('result',)


_op_remainder = OpDef(
    'remainder',
    _remainder_kernel,
    line=256,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True),
    saves_per_input=((), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=RemainderBackward0,
)
RemainderBackward0.op = _op_remainder


def remainder(input, other):
    return _call(_op_remainder, (input, other), {})

remainder.__tensor_params__ = ('input', 'other')

def _remainder_inplace(self, other):
    return _inplace(_op_remainder, (self, other), {})

# --8<-- [end:remainder]


# --8<-- [start:floor_divide]
# ── floor_divide ──────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:292
#   floor_divide: Python's //, self / other rounded toward -inf, broadcasting; integers …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._check_int_divisor (tensorplay/ops/binary/kernels.py:12)
def _floor_divide_kernel(self, other):
    # Python's // : the quotient rounded toward -inf (torch.floor_divide).
    K._check_int_divisor(other)
    return np.floor_divide(self, other)


class FloorDivideBackward0(OpNode):
    """Backward of `floor_divide` (tensorplay/ops/binary/ops.yaml:292)."""

    return_names = ('result',)


_op_floor_divide = OpDef(
    'floor_divide',
    _floor_divide_kernel,
    line=292,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True),
    saves_per_input=((), ()),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=FloorDivideBackward0,
)
FloorDivideBackward0.op = _op_floor_divide


def floor_divide(input, other):
    return _call(_op_floor_divide, (input, other), {})

floor_divide.__tensor_params__ = ('input', 'other')

def _floor_divide_inplace(self, other):
    return _inplace(_op_floor_divide, (self, other), {})

# --8<-- [end:floor_divide]


# --8<-- [start:eq]
# ── eq ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:332
#   eq: Elementwise self == other as a bool tensor, broadcasting (compared in …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.equal, the NumPy ufunc itself (called on the arrays)


class EqBackward0(OpNode):
    """Backward of `eq` (tensorplay/ops/binary/ops.yaml:332)."""

    return_names = ('result',)


_op_eq = OpDef(
    'eq',
    np.equal,
    line=332,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=EqBackward0,
)
EqBackward0.op = _op_eq


def _overload_eq(input, other):
    return _call(_op_eq, (input, other), {})

_overload_eq.__tensor_params__ = ('input', 'other')
# --8<-- [end:eq]


# --8<-- [start:ne]
# ── ne ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:352
#   ne: Elementwise self != other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.not_equal, the NumPy ufunc itself (called on the arrays)


class NeBackward0(OpNode):
    """Backward of `ne` (tensorplay/ops/binary/ops.yaml:352)."""

    return_names = ('result',)


_op_ne = OpDef(
    'ne',
    np.not_equal,
    line=352,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=NeBackward0,
)
NeBackward0.op = _op_ne


def _overload_ne(input, other):
    return _call(_op_ne, (input, other), {})

_overload_ne.__tensor_params__ = ('input', 'other')
# --8<-- [end:ne]


# --8<-- [start:lt]
# ── lt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:370
#   lt: Elementwise self < other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.less, the NumPy ufunc itself (called on the arrays)


class LtBackward0(OpNode):
    """Backward of `lt` (tensorplay/ops/binary/ops.yaml:370)."""

    return_names = ('result',)


_op_lt = OpDef(
    'lt',
    np.less,
    line=370,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=LtBackward0,
)
LtBackward0.op = _op_lt


def _overload_lt(input, other):
    return _call(_op_lt, (input, other), {})

_overload_lt.__tensor_params__ = ('input', 'other')
# --8<-- [end:lt]


# --8<-- [start:le]
# ── le ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:390
#   le: Elementwise self <= other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.less_equal, the NumPy ufunc itself (called on the arrays)


class LeBackward0(OpNode):
    """Backward of `le` (tensorplay/ops/binary/ops.yaml:390)."""

    return_names = ('result',)


_op_le = OpDef(
    'le',
    np.less_equal,
    line=390,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=LeBackward0,
)
LeBackward0.op = _op_le


def _overload_le(input, other):
    return _call(_op_le, (input, other), {})

_overload_le.__tensor_params__ = ('input', 'other')
# --8<-- [end:le]


# --8<-- [start:gt]
# ── gt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:408
#   gt: Elementwise self > other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.greater, the NumPy ufunc itself (called on the arrays)


class GtBackward0(OpNode):
    """Backward of `gt` (tensorplay/ops/binary/ops.yaml:408)."""

    return_names = ('result',)


_op_gt = OpDef(
    'gt',
    np.greater,
    line=408,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=GtBackward0,
)
GtBackward0.op = _op_gt


def _overload_gt(input, other):
    return _call(_op_gt, (input, other), {})

_overload_gt.__tensor_params__ = ('input', 'other')
# --8<-- [end:gt]


# --8<-- [start:ge]
# ── ge ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:427
#   ge: Elementwise self >= other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.greater_equal, the NumPy ufunc itself (called on the arrays)


class GeBackward0(OpNode):
    """Backward of `ge` (tensorplay/ops/binary/ops.yaml:427)."""

    return_names = ('result',)


_op_ge = OpDef(
    'ge',
    np.greater_equal,
    line=427,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=GeBackward0,
)
GeBackward0.op = _op_ge


def _overload_ge(input, other):
    return _call(_op_ge, (input, other), {})

_overload_ge.__tensor_params__ = ('input', 'other')
# --8<-- [end:ge]


# --8<-- [start:logical_and]
# ── logical_and ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:445
#   logical_and: Elementwise logical AND (nonzero is True) as a bool tensor, broadcasti…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.logical_and, the NumPy ufunc itself (called on the arrays)


class LogicalAndBackward0(OpNode):
    """Backward of `logical_and` (tensorplay/ops/binary/ops.yaml:445)."""

    return_names = ('result',)


_op_logical_and = OpDef(
    'logical_and',
    np.logical_and,
    line=445,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=LogicalAndBackward0,
)
LogicalAndBackward0.op = _op_logical_and


def logical_and(input, other):
    return _call(_op_logical_and, (input, other), {})

logical_and.__tensor_params__ = ('input', 'other')

def _logical_and_inplace(self, other):
    return _inplace(_op_logical_and, (self, other), {})

# --8<-- [end:logical_and]


# --8<-- [start:logical_or]
# ── logical_or ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:464
#   logical_or: Elementwise logical OR as a bool tensor, broadcasting; `a | b` on bool…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.logical_or, the NumPy ufunc itself (called on the arrays)


class LogicalOrBackward0(OpNode):
    """Backward of `logical_or` (tensorplay/ops/binary/ops.yaml:464)."""

    return_names = ('result',)


_op_logical_or = OpDef(
    'logical_or',
    np.logical_or,
    line=464,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=LogicalOrBackward0,
)
LogicalOrBackward0.op = _op_logical_or


def logical_or(input, other):
    return _call(_op_logical_or, (input, other), {})

logical_or.__tensor_params__ = ('input', 'other')

def _logical_or_inplace(self, other):
    return _inplace(_op_logical_or, (self, other), {})

# --8<-- [end:logical_or]


# --8<-- [start:logical_xor]
# ── logical_xor ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:482
#   logical_xor: Elementwise logical XOR as a bool tensor, broadcasting.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.logical_xor, the NumPy ufunc itself (called on the arrays)


class LogicalXorBackward0(OpNode):
    """Backward of `logical_xor` (tensorplay/ops/binary/ops.yaml:482)."""

    return_names = ('result',)


_op_logical_xor = OpDef(
    'logical_xor',
    np.logical_xor,
    line=482,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=LogicalXorBackward0,
)
LogicalXorBackward0.op = _op_logical_xor


def logical_xor(input, other):
    return _call(_op_logical_xor, (input, other), {})

logical_xor.__tensor_params__ = ('input', 'other')

def _logical_xor_inplace(self, other):
    return _inplace(_op_logical_xor, (self, other), {})

# --8<-- [end:logical_xor]


# --8<-- [start:logical_not]
# ── logical_not ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:499
#   logical_not: Elementwise logical NOT (zero is False) as a bool tensor; `~a` on a bo…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.logical_not, the NumPy ufunc itself (called on the arrays)


class LogicalNotBackward0(OpNode):
    """Backward of `logical_not` (tensorplay/ops/binary/ops.yaml:499)."""

    return_names = ('result',)


_op_logical_not = OpDef(
    'logical_not',
    np.logical_not,
    line=499,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=LogicalNotBackward0,
)
LogicalNotBackward0.op = _op_logical_not


def logical_not(input):
    return _call(_op_logical_not, (input,), {})

logical_not.__tensor_params__ = ('input',)

def _logical_not_inplace(self):
    return _inplace(_op_logical_not, (self,), {})

# --8<-- [end:logical_not]


# --8<-- [start:_compare]
# ── _compare ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:517
#   _compare: Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le)…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def __compare_kernel(self, other, op):
    return {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
            "lt": np.less, "le": np.less_equal}[op](self, other)


class CompareBackward0(OpNode):
    """Backward of `_compare` (tensorplay/ops/binary/ops.yaml:517)."""

    return_names = ('result',)


_op__compare = OpDef(
    '_compare',
    __compare_kernel,
    line=517,
    tensor_args=('self', 'other'),
    dtype='bool',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='bool',
    node_cls=CompareBackward0,
)
CompareBackward0.op = _op__compare


def _compare(input, other, op):
    return _call(_op__compare, (input, other), {'op': op})

_compare.__tensor_params__ = ('input', 'other')
# --8<-- [end:_compare]


# --8<-- [start:isclose]
# ── isclose ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:536
#   isclose: Elementwise |self - other| <= atol + rtol * |other| as a bool tensor, …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._isclose (tensorplay/ops/binary/kernels.py:26)
def _isclose_kernel(self, other, rtol, atol, equal_nan):
    return K._isclose(self, other, rtol, atol, equal_nan)


class IscloseBackward0(OpNode):
    """Backward of `isclose` (tensorplay/ops/binary/ops.yaml:536)."""

    return_names = ('result',)


_op_isclose = OpDef(
    'isclose',
    _isclose_kernel,
    line=536,
    tensor_args=('self', 'other'),
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='same',
    node_cls=IscloseBackward0,
)
IscloseBackward0.op = _op_isclose


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _call(_op_isclose, (input, other), {'rtol': rtol, 'atol': atol, 'equal_nan': equal_nan})

isclose.__tensor_params__ = ('input', 'other')
# --8<-- [end:isclose]


# --8<-- [start:allclose]
# ── allclose ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:557
#   allclose: True when every element of `self` is close to the broadcast `other` (i…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._closeness_args (tensorplay/ops/binary/kernels.py:18)
#   uses K._isclose (tensorplay/ops/binary/kernels.py:26)
def _allclose_kernel(self, other, rtol, atol, equal_nan):
    K._closeness_args("allclose", self, other)
    return bool(np.all(K._isclose(self, other, rtol, atol, equal_nan)))


class AllcloseBackward0(OpNode):
    """Backward of `allclose` (tensorplay/ops/binary/ops.yaml:557)."""

    return_names = ('result',)


_op_allclose = OpDef(
    'allclose',
    _allclose_kernel,
    line=557,
    tensor_args=('self', 'other'),
    outputs='value',
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap={'custom': 'data_dependent'},
    node_cls=AllcloseBackward0,
)
AllcloseBackward0.op = _op_allclose


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _call(_op_allclose, (input, other), {'rtol': rtol, 'atol': atol, 'equal_nan': equal_nan})

allclose.__tensor_params__ = ('input', 'other')
# --8<-- [end:allclose]


# --8<-- [start:equal]
# ── equal ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:575
#   equal: True when both tensors have the same shape and equal elements (compare…
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _equal_kernel(self, other):
    # True when both have the same shape and equal elements (compared across dtypes).
    if not isinstance(other, np.ndarray):
        raise TypeError(f"equal(): argument 'other' (position 2) must be Tensor, not "
                        f"{type(other).__name__}")
    return self.shape == other.shape and bool(np.array_equal(self, other))


class EqualBackward0(OpNode):
    """Backward of `equal` (tensorplay/ops/binary/ops.yaml:575)."""

    return_names = ('result',)


_op_equal = OpDef(
    'equal',
    _equal_kernel,
    line=575,
    tensor_args=('self', 'other'),
    outputs='value',
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap={'custom': 'data_dependent'},
    node_cls=EqualBackward0,
)
EqualBackward0.op = _op_equal


def equal(input, other):
    return _call(_op_equal, (input, other), {})

equal.__tensor_params__ = ('input', 'other')
# --8<-- [end:equal]


# --8<-- [start:multiply]
# ── multiply ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:597
#   multiply: Alias of mul, the elementwise product, broadcasting the two.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _multiply_composite(self, other):
    return O.mul(self, other)



def multiply(input, other):
    return _multiply_composite(input, other)

multiply.__tensor_params__ = ('input', 'other')

def _multiply_inplace(self, other):
    return _composite_inplace(self, lambda old: _multiply_composite(old, other), 'multiply')

# --8<-- [end:multiply]


# --8<-- [start:divide]
# ── divide ────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:611
#   divide: Alias of div with PyTorch's `rounding_mode`: None is true division (in…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_tensor (tensorplay/ops/binary/formulas.py:8)
def _divide_composite(self, other, rounding_mode):
    if rounding_mode not in (None, 'trunc', 'floor'):
        raise RuntimeError(f"divide: div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{rounding_mode}'")
    if rounding_mode is None:
        return O.div(self, other)
    if self.is_floating_point() or isinstance(other, float) or (H._is_tensor(other) and other.is_floating_point()):
        return O.floor(O.div(self, other)) if rounding_mode == "floor" else O.trunc(O.div(self, other))
    q = O.floor_divide(self, other)
    if rounding_mode == "floor":
        return q
    return q + O.logical_and(O.remainder(self, other) != 0, (self < 0) != (other < 0))



def divide(input, other, *, rounding_mode=None):
    return _divide_composite(input, other, rounding_mode)

divide.__tensor_params__ = ('input', 'other')

def _divide_inplace(self, other, *, rounding_mode=None):
    return _composite_inplace(self, lambda old: _divide_composite(old, other, rounding_mode), 'divide')

# --8<-- [end:divide]


# --8<-- [start:true_divide]
# ── true_divide ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:645
#   true_divide: Alias of div, elementwise true division (integers divide to float), br…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _true_divide_composite(self, other):
    return O.div(self, other)



def true_divide(input, other):
    return _true_divide_composite(input, other)

true_divide.__tensor_params__ = ('input', 'other')

def _true_divide_inplace(self, other):
    return _composite_inplace(self, lambda old: _true_divide_composite(old, other), 'true_divide')

# --8<-- [end:true_divide]


# --8<-- [start:subtract]
# ── subtract ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:660
#   subtract: Alias of sub, self - alpha * other, broadcasting the two.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _subtract_composite(self, other, alpha):
    return O.sub(self, other, alpha=alpha)



def subtract(input, other, *, alpha=1):
    return _subtract_composite(input, other, alpha)

subtract.__tensor_params__ = ('input', 'other')

def _subtract_inplace(self, other, *, alpha=1):
    return _composite_inplace(self, lambda old: _subtract_composite(old, other, alpha), 'subtract')

# --8<-- [end:subtract]


# --8<-- [start:isnan]
# ── isnan ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:674
#   isnan: Elementwise test for NaN, as a bool tensor (always False for integer a…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.isnan, the NumPy ufunc itself (called on the arrays)


class IsnanBackward0(OpNode):
    """Backward of `isnan` (tensorplay/ops/binary/ops.yaml:674)."""

    return_names = ('result',)


_op_isnan = OpDef(
    'isnan',
    np.isnan,
    line=674,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=IsnanBackward0,
)
IsnanBackward0.op = _op_isnan


def isnan(input):
    return _call(_op_isnan, (input,), {})

isnan.__tensor_params__ = ('input',)
# --8<-- [end:isnan]


# --8<-- [start:isinf]
# ── isinf ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:688
#   isinf: Elementwise test for +inf or -inf, as a bool tensor.
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.isinf, the NumPy ufunc itself (called on the arrays)


class IsinfBackward0(OpNode):
    """Backward of `isinf` (tensorplay/ops/binary/ops.yaml:688)."""

    return_names = ('result',)


_op_isinf = OpDef(
    'isinf',
    np.isinf,
    line=688,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=IsinfBackward0,
)
IsinfBackward0.op = _op_isinf


def isinf(input):
    return _call(_op_isinf, (input,), {})

isinf.__tensor_params__ = ('input',)
# --8<-- [end:isinf]


# --8<-- [start:isfinite]
# ── isfinite ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:702
#   isfinite: Elementwise test for a finite value (neither inf nor NaN), as a bool t…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.isfinite, the NumPy ufunc itself (called on the arrays)


class IsfiniteBackward0(OpNode):
    """Backward of `isfinite` (tensorplay/ops/binary/ops.yaml:702)."""

    return_names = ('result',)


_op_isfinite = OpDef(
    'isfinite',
    np.isfinite,
    line=702,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=IsfiniteBackward0,
)
IsfiniteBackward0.op = _op_isfinite


def isfinite(input):
    return _call(_op_isfinite, (input,), {})

isfinite.__tensor_params__ = ('input',)
# --8<-- [end:isfinite]


# --8<-- [start:isposinf]
# ── isposinf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:716
#   isposinf: Elementwise test for +inf, as a bool tensor.
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _isposinf_kernel(self):
    return np.isposinf(self)


class IsposinfBackward0(OpNode):
    """Backward of `isposinf` (tensorplay/ops/binary/ops.yaml:716)."""

    return_names = ('result',)


_op_isposinf = OpDef(
    'isposinf',
    _isposinf_kernel,
    line=716,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=IsposinfBackward0,
)
IsposinfBackward0.op = _op_isposinf


def isposinf(input):
    return _call(_op_isposinf, (input,), {})

isposinf.__tensor_params__ = ('input',)
# --8<-- [end:isposinf]


# --8<-- [start:isneginf]
# ── isneginf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:730
#   isneginf: Elementwise test for -inf, as a bool tensor.
#   backward, jvp and batching rule: below, in the derivatives part of this file
def _isneginf_kernel(self):
    return np.isneginf(self)


class IsneginfBackward0(OpNode):
    """Backward of `isneginf` (tensorplay/ops/binary/ops.yaml:730)."""

    return_names = ('result',)


_op_isneginf = OpDef(
    'isneginf',
    _isneginf_kernel,
    line=730,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=IsneginfBackward0,
)
IsneginfBackward0.op = _op_isneginf


def isneginf(input):
    return _call(_op_isneginf, (input,), {})

isneginf.__tensor_params__ = ('input',)
# --8<-- [end:isneginf]


# --8<-- [start:signbit]
# ── signbit ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:744
#   signbit: Elementwise test of the sign bit, as a bool tensor (True for -0.0, Fal…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.signbit, the NumPy ufunc itself (called on the arrays)


class SignbitBackward0(OpNode):
    """Backward of `signbit` (tensorplay/ops/binary/ops.yaml:744)."""

    return_names = ('result',)


_op_signbit = OpDef(
    'signbit',
    np.signbit,
    line=744,
    tensor_args=('self',),
    dtype='bool',
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    fast='bool',
    node_cls=SignbitBackward0,
)
SignbitBackward0.op = _op_signbit


def signbit(input):
    return _call(_op_signbit, (input,), {})

signbit.__tensor_params__ = ('input',)
# --8<-- [end:signbit]


# --8<-- [start:xlogy]
# ── xlogy ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:758
#   xlogy: self * log(other), defined as 0 where self is 0 (so 0 * log(0) = 0, th…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._xlogy (tensorplay/ops/binary/kernels.py:45)
def _xlogy_kernel(self, other):
    return K._xlogy(self, other)


class XlogyBackward0(OpNode):
    """Backward of `xlogy` (tensorplay/ops/binary/ops.yaml:758)."""

    return_names = ('result',)


_op_xlogy = OpDef(
    'xlogy',
    _xlogy_kernel,
    line=758,
    tensor_args=('self', 'other'),
    dtype='float',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=XlogyBackward0,
)
XlogyBackward0.op = _op_xlogy


def xlogy(input, other):
    return _call(_op_xlogy, (input, other), {})

xlogy.__tensor_params__ = ('input', 'other')

def _xlogy_inplace(self, other):
    return _inplace(_op_xlogy, (self, other), {})

# --8<-- [end:xlogy]


# --8<-- [start:hypot]
# ── hypot ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:786
#   hypot: sqrt(self^2 + other^2) elementwise without overflow, broadcasting; flo…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._float_only (tensorplay/ops/binary/kernels.py:9)
def _hypot_kernel(self, other):
    return np.hypot(K._float_only(self, "hypot"), other)


class HypotBackward0(OpNode):
    """Backward of `hypot` (tensorplay/ops/binary/ops.yaml:786)."""

    return_names = ('result',)


_op_hypot = OpDef(
    'hypot',
    _hypot_kernel,
    line=786,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'result'), ('other', 'result')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=HypotBackward0,
)
HypotBackward0.op = _op_hypot


def hypot(input, other):
    return _call(_op_hypot, (input, other), {})

hypot.__tensor_params__ = ('input', 'other')

def _hypot_inplace(self, other):
    return _inplace(_op_hypot, (self, other), {})

# --8<-- [end:hypot]


# --8<-- [start:heaviside]
# ── heaviside ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:811
#   heaviside: The Heaviside step: 0 where self < 0, `values` where self == 0, 1 wher…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._heaviside (tensorplay/ops/binary/kernels.py:52)
def _heaviside_kernel(self, values):
    return K._heaviside(self, values)


class HeavisideBackward0(OpNode):
    """Backward of `heaviside` (tensorplay/ops/binary/ops.yaml:811)."""

    return_names = ('result',)


_op_heaviside = OpDef(
    'heaviside',
    _heaviside_kernel,
    line=811,
    tensor_args=('self', 'values'),
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='same',
    node_cls=HeavisideBackward0,
)
HeavisideBackward0.op = _op_heaviside


def heaviside(input, values):
    return _call(_op_heaviside, (input, values), {})

heaviside.__tensor_params__ = ('input', 'values')

def _heaviside_inplace(self, values):
    return _inplace(_op_heaviside, (self, values), {})

# --8<-- [end:heaviside]


# --8<-- [start:fmod]
# ── fmod ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:831
#   fmod: C's fmod, self - trunc(self / other) * other: the result has the sign …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._fmod (tensorplay/ops/binary/kernels.py:59)
def _fmod_kernel(self, other):
    return K._fmod(self, other)


class FmodBackward0(OpNode):
    """Backward of `fmod` (tensorplay/ops/binary/ops.yaml:831)."""

    return_names = ('result',)


_op_fmod = OpDef(
    'fmod',
    _fmod_kernel,
    line=831,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True),
    saves_per_input=((), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=FmodBackward0,
)
FmodBackward0.op = _op_fmod


def fmod(input, other):
    return _call(_op_fmod, (input, other), {})

fmod.__tensor_params__ = ('input', 'other')

def _fmod_inplace(self, other):
    return _inplace(_op_fmod, (self, other), {})

# --8<-- [end:fmod]


# --8<-- [start:fmax]
# ── fmax ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:860
#   fmax: Elementwise maximum that ignores NaN (a NaN loses to a number; NaN onl…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.fmax, the NumPy ufunc itself (called on the arrays)


class FmaxBackward0(OpNode):
    """Backward of `fmax` (tensorplay/ops/binary/ops.yaml:860)."""

    return_names = ('result',)


_op_fmax = OpDef(
    'fmax',
    np.fmax,
    line=860,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=FmaxBackward0,
)
FmaxBackward0.op = _op_fmax


def fmax(input, other):
    return _call(_op_fmax, (input, other), {})

fmax.__tensor_params__ = ('input', 'other')
# --8<-- [end:fmax]


# --8<-- [start:fmin]
# ── fmin ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:885
#   fmin: Elementwise minimum that ignores NaN (a NaN loses to a number; NaN onl…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   kernel: np.fmin, the NumPy ufunc itself (called on the arrays)


class FminBackward0(OpNode):
    """Backward of `fmin` (tensorplay/ops/binary/ops.yaml:885)."""

    return_names = ('result',)


_op_fmin = OpDef(
    'fmin',
    np.fmin,
    line=885,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=FminBackward0,
)
FminBackward0.op = _op_fmin


def fmin(input, other):
    return _call(_op_fmin, (input, other), {})

fmin.__tensor_params__ = ('input', 'other')
# --8<-- [end:fmin]


# --8<-- [start:float_power]
# ── float_power ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:910
#   float_power: self ** exponent computed in float64 whatever the input dtypes (the re…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_tensor (tensorplay/ops/binary/formulas.py:8)
def _float_power_composite(self, exponent):
    return O.pow(self.double(), exponent.double() if H._is_tensor(exponent) else exponent)



def _overload_float_power(input, exponent):
    return _float_power_composite(input, exponent)

_overload_float_power.__tensor_params__ = ('input', 'exponent')
# --8<-- [end:float_power]


# --8<-- [start:logaddexp]
# ── logaddexp ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:928
#   logaddexp: log(e^self + e^other) elementwise without overflow, broadcasting; floa…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._float_only (tensorplay/ops/binary/kernels.py:9)
def _logaddexp_kernel(self, other):
    return np.logaddexp(K._float_only(self, "logaddexp"), other)


class LogaddexpBackward0(OpNode):
    """Backward of `logaddexp` (tensorplay/ops/binary/ops.yaml:928)."""

    return_names = ('result',)


_op_logaddexp = OpDef(
    'logaddexp',
    _logaddexp_kernel,
    line=928,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=LogaddexpBackward0,
)
LogaddexpBackward0.op = _op_logaddexp


def logaddexp(input, other):
    return _call(_op_logaddexp, (input, other), {})

logaddexp.__tensor_params__ = ('input', 'other')
# --8<-- [end:logaddexp]


# --8<-- [start:logaddexp2]
# ── logaddexp2 ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:952
#   logaddexp2: log2(2^self + 2^other) elementwise without overflow, broadcasting; flo…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._float_only (tensorplay/ops/binary/kernels.py:9)
def _logaddexp2_kernel(self, other):
    return np.logaddexp2(K._float_only(self, "logaddexp2"), other)


class Logaddexp2Backward0(OpNode):
    """Backward of `logaddexp2` (tensorplay/ops/binary/ops.yaml:952)."""

    return_names = ('result',)


_op_logaddexp2 = OpDef(
    'logaddexp2',
    _logaddexp2_kernel,
    line=952,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=Logaddexp2Backward0,
)
Logaddexp2Backward0.op = _op_logaddexp2


def logaddexp2(input, other):
    return _call(_op_logaddexp2, (input, other), {})

logaddexp2.__tensor_params__ = ('input', 'other')
# --8<-- [end:logaddexp2]


# --8<-- [start:ldexp]
# ── ldexp ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:976
#   ldexp: self * 2 ** other (PyTorch's definition; the result is floating point,…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _ldexp_composite(self, other):
    if other.is_floating_point() or not self.is_floating_point():
        return self * O.exp2(other)
    return O._to_copy(self * O.exp2(other), self.dtype)



def ldexp(input, other):
    return _ldexp_composite(input, other)

ldexp.__tensor_params__ = ('input', 'other')

def _ldexp_inplace(self, other):
    return _composite_inplace(self, lambda old: _ldexp_composite(old, other), 'ldexp')

# --8<-- [end:ldexp]


# --8<-- [start:gcd]
# ── gcd ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:995
#   gcd: Elementwise greatest common divisor of integer tensors (non-negative; …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._int_only (tensorplay/ops/binary/kernels.py:38)
def _gcd_kernel(self, other):
    return np.gcd(K._int_only(self, "gcd"), other)


class GcdBackward0(OpNode):
    """Backward of `gcd` (tensorplay/ops/binary/ops.yaml:995)."""

    return_names = ('result',)


_op_gcd = OpDef(
    'gcd',
    _gcd_kernel,
    line=995,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='same',
    node_cls=GcdBackward0,
)
GcdBackward0.op = _op_gcd


def gcd(input, other):
    return _call(_op_gcd, (input, other), {})

gcd.__tensor_params__ = ('input', 'other')

def _gcd_inplace(self, other):
    return _inplace(_op_gcd, (self, other), {})

# --8<-- [end:gcd]


# --8<-- [start:lcm]
# ── lcm ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1013
#   lcm: Elementwise least common multiple of integer tensors (non-negative; 0 …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._int_only (tensorplay/ops/binary/kernels.py:38)
def _lcm_kernel(self, other):
    return np.lcm(K._int_only(self, "lcm"), other)


class LcmBackward0(OpNode):
    """Backward of `lcm` (tensorplay/ops/binary/ops.yaml:1013)."""

    return_names = ('result',)


_op_lcm = OpDef(
    'lcm',
    _lcm_kernel,
    line=1013,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(False, False),
    saves_per_input=((), ()),
    vmap='broadcast',
    fast='same',
    node_cls=LcmBackward0,
)
LcmBackward0.op = _op_lcm


def lcm(input, other):
    return _call(_op_lcm, (input, other), {})

lcm.__tensor_params__ = ('input', 'other')

def _lcm_inplace(self, other):
    return _inplace(_op_lcm, (self, other), {})

# --8<-- [end:lcm]


# --8<-- [start:lerp]
# ── lerp ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1031
#   lerp: Linear interpolation self + weight * (end - self), broadcasting; `weig…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._lerp (tensorplay/ops/binary/kernels.py:65)
def _lerp_kernel(self, end, weight):
    return K._lerp(self, end, weight)


class LerpBackward0(OpNode):
    """Backward of `lerp` (tensorplay/ops/binary/ops.yaml:1031)."""

    return_names = ('result',)


_op_lerp = OpDef(
    'lerp',
    _lerp_kernel,
    line=1031,
    tensor_args=('self', 'end', 'weight'),
    dtype='promote',
    dtype_args=('self', 'end'),
    broadcast=True,
    differentiable=(True, True, True),
    saves_per_input=(('weight',), ('weight',), ('self', 'end')),
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=LerpBackward0,
)
LerpBackward0.op = _op_lerp


def lerp(input, end, weight):
    return _call(_op_lerp, (input, end, weight), {})

lerp.__tensor_params__ = ('input', 'end', 'weight')

def _lerp_inplace(self, end, weight):
    return _inplace(_op_lerp, (self, end, weight), {})

# --8<-- [end:lerp]


# --8<-- [start:addcmul]
# ── addcmul ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1061
#   addcmul: self + value * tensor1 * tensor2, broadcasting the three (the step of …
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._addcmul (tensorplay/ops/binary/kernels.py:86)
def _addcmul_kernel(self, tensor1, tensor2, value):
    return K._addcmul(self, tensor1, tensor2, value)


class AddcmulBackward0(OpNode):
    """Backward of `addcmul` (tensorplay/ops/binary/ops.yaml:1061)."""

    return_names = ('result',)


_op_addcmul = OpDef(
    'addcmul',
    _addcmul_kernel,
    line=1061,
    tensor_args=('self', 'tensor1', 'tensor2'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True, True),
    saves_per_input=((), ('tensor2',), ('tensor1',)),
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=AddcmulBackward0,
)
AddcmulBackward0.op = _op_addcmul


def addcmul(input, tensor1, tensor2, *, value=1):
    return _call(_op_addcmul, (input, tensor1, tensor2), {'value': value})

addcmul.__tensor_params__ = ('input', 'tensor1', 'tensor2')

def _addcmul_inplace(self, tensor1, tensor2, *, value=1):
    return _inplace(_op_addcmul, (self, tensor1, tensor2), {'value': value})

# --8<-- [end:addcmul]


# --8<-- [start:addcdiv]
# ── addcdiv ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1087
#   addcdiv: self + value * tensor1 / tensor2, broadcasting the three; as in PyTorc…
#   backward, jvp and batching rule: below, in the derivatives part of this file
#   uses K._addcdiv (tensorplay/ops/binary/kernels.py:74)
def _addcdiv_kernel(self, tensor1, tensor2, value):
    return K._addcdiv(self, tensor1, tensor2, value)


class AddcdivBackward0(OpNode):
    """Backward of `addcdiv` (tensorplay/ops/binary/ops.yaml:1087)."""

    return_names = ('result',)


_op_addcdiv = OpDef(
    'addcdiv',
    _addcdiv_kernel,
    line=1087,
    tensor_args=('self', 'tensor1', 'tensor2'),
    dtype='promote',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True, True),
    saves_per_input=((), ('tensor2',), ('tensor1', 'tensor2')),
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=AddcdivBackward0,
)
AddcdivBackward0.op = _op_addcdiv


def addcdiv(input, tensor1, tensor2, *, value=1):
    return _call(_op_addcdiv, (input, tensor1, tensor2), {'value': value})

addcdiv.__tensor_params__ = ('input', 'tensor1', 'tensor2')

def _addcdiv_inplace(self, tensor1, tensor2, *, value=1):
    return _inplace(_op_addcdiv, (self, tensor1, tensor2), {'value': value})

# --8<-- [end:addcdiv]


# --8<-- [start:eq_inplace]
# ── eq.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1116
#   eq.inplace: `x.eq_(other)`: self == other written into self, as 1 / 0 in self's dt…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _eq_inplace_composite(self, other):
    return O.eq(self, other)



def _overload_eq_inplace(input, other):
    return _eq_inplace_composite(input, other)

_overload_eq_inplace.__tensor_params__ = ('input', 'other')

def _eq_inplace_inplace(self, other):
    return _composite_inplace(self, lambda old: _eq_inplace_composite(old, other), 'eq')

# --8<-- [end:eq_inplace]


# --8<-- [start:ne_inplace]
# ── ne.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1130
#   ne.inplace: `x.ne_(other)`: self != other written into self, as 1 / 0 in self's dt…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _ne_inplace_composite(self, other):
    return O.ne(self, other)



def _overload_ne_inplace(input, other):
    return _ne_inplace_composite(input, other)

_overload_ne_inplace.__tensor_params__ = ('input', 'other')

def _ne_inplace_inplace(self, other):
    return _composite_inplace(self, lambda old: _ne_inplace_composite(old, other), 'ne')

# --8<-- [end:ne_inplace]


# --8<-- [start:lt_inplace]
# ── lt.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1144
#   lt.inplace: `x.lt_(other)`: self < other written into self, as 1 / 0 in self's dty…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _lt_inplace_composite(self, other):
    return O.lt(self, other)



def _overload_lt_inplace(input, other):
    return _lt_inplace_composite(input, other)

_overload_lt_inplace.__tensor_params__ = ('input', 'other')

def _lt_inplace_inplace(self, other):
    return _composite_inplace(self, lambda old: _lt_inplace_composite(old, other), 'lt')

# --8<-- [end:lt_inplace]


# --8<-- [start:le_inplace]
# ── le.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1158
#   le.inplace: `x.le_(other)`: self <= other written into self, as 1 / 0 in self's dt…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _le_inplace_composite(self, other):
    return O.le(self, other)



def _overload_le_inplace(input, other):
    return _le_inplace_composite(input, other)

_overload_le_inplace.__tensor_params__ = ('input', 'other')

def _le_inplace_inplace(self, other):
    return _composite_inplace(self, lambda old: _le_inplace_composite(old, other), 'le')

# --8<-- [end:le_inplace]


# --8<-- [start:gt_inplace]
# ── gt.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1172
#   gt.inplace: `x.gt_(other)`: self > other written into self, as 1 / 0 in self's dty…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _gt_inplace_composite(self, other):
    return O.gt(self, other)



def _overload_gt_inplace(input, other):
    return _gt_inplace_composite(input, other)

_overload_gt_inplace.__tensor_params__ = ('input', 'other')

def _gt_inplace_inplace(self, other):
    return _composite_inplace(self, lambda old: _gt_inplace_composite(old, other), 'gt')

# --8<-- [end:gt_inplace]


# --8<-- [start:ge_inplace]
# ── ge.inplace ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1186
#   ge.inplace: `x.ge_(other)`: self >= other written into self, as 1 / 0 in self's dt…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _ge_inplace_composite(self, other):
    return O.ge(self, other)



def _overload_ge_inplace(input, other):
    return _ge_inplace_composite(input, other)

_overload_ge_inplace.__tensor_params__ = ('input', 'other')

def _ge_inplace_inplace(self, other):
    return _composite_inplace(self, lambda old: _ge_inplace_composite(old, other), 'ge')

# --8<-- [end:ge_inplace]


# --8<-- [start:float_power_inplace]
# ── float_power.inplace ───────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1200
#   float_power.inplace: `x.float_power_(exponent)`: x ** exponent in place, in float64 (x must…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_tensor (tensorplay/ops/binary/formulas.py:8)
#   uses H.float_power_base (tensorplay/ops/binary/formulas.py:44)
def _float_power_inplace_composite(self, exponent):
    return O.pow(H.float_power_base(self), exponent.double() if H._is_tensor(exponent) else exponent)



def _overload_float_power_inplace(input, exponent):
    return _float_power_inplace_composite(input, exponent)

_overload_float_power_inplace.__tensor_params__ = ('input', 'exponent')

def _float_power_inplace_inplace(self, exponent):
    return _composite_inplace(self, lambda old: _float_power_inplace_composite(old, exponent), 'float_power')

# --8<-- [end:float_power_inplace]


# ── public functions ───────────────────────────────────────────────────────────────────
add.__doc__ = 'self + alpha * other, broadcasting the two.'
sub.__doc__ = 'self - alpha * other, broadcasting the two.'
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
gcd.__doc__ = 'Elementwise greatest common divisor of integer tensors (non-negative; gcd(0, 0) = 0).'
lcm.__doc__ = 'Elementwise least common multiple of integer tensors (non-negative; 0 if either is 0).'
lerp.__doc__ = 'Linear interpolation self + weight * (end - self), broadcasting; `weight` is a number or a tensor. Floating point only, as in PyTorch.'
addcmul.__doc__ = 'self + value * tensor1 * tensor2, broadcasting the three (the step of Adam-like optimizers).'
addcdiv.__doc__ = 'self + value * tensor1 / tensor2, broadcasting the three; as in PyTorch, integer tensor1 and tensor2 are refused (the old integer division is gone).'


# ── derivatives and batching rules ─────────────────────────────────────────────────────


# --8<-- [start:add_derivatives]
# ── add ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:6
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: grad * alpha if alpha != 1 else grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] other_t * alpha if alpha != 1 else other_t
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _add_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * alpha if alpha != 1 else grad, shapes[1])) if needs[1] else None,
    )


def _add_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    alpha = params["alpha"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * alpha if alpha != 1 else other_t, _out_shape))
    return out


_op_add.backward = _add_backward
_op_add.jvp = _add_jvp
# --8<-- [end:add_derivatives]


# --8<-- [start:sub_derivatives]
# ── sub ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:35
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * alpha if alpha != 1 else -grad  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * alpha if alpha != 1 else -other_t
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _sub_backward(grads, needs, shapes, **params):
    grad = grads[0]
    alpha = params["alpha"]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * alpha if alpha != 1 else -grad, shapes[1])) if needs[1] else None,
    )


def _sub_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    alpha = params["alpha"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * alpha if alpha != 1 else -other_t, _out_shape))
    return out


_op_sub.backward = _sub_backward
_op_sub.jvp = _sub_jvp
# --8<-- [end:sub_derivatives]


# --8<-- [start:mul_derivatives]
# ── mul ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:63
#   backward[self]: grad * other  (reduced to the input's shape)
#   backward[other]: grad * self  (reduced to the input's shape)
#   jvp: [self] self_t * other + [other] other_t * self
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_mul.backward = _mul_backward
_op_mul.jvp = _mul_jvp
# --8<-- [end:mul_derivatives]


# --8<-- [start:div_derivatives]
# ── div ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:89
#   backward[self]: grad / other  (reduced to the input's shape)
#   backward[other]: -grad * self / (other * other)  (reduced to the input's shape)
#   jvp: [self] self_t / other + [other] -other_t * result / other
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _div_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad / other, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * self / (other * other), shapes[1])) if needs[1] else None,
    )


def _div_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t / other, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * result / other, _out_shape))
    return out


_op_div.backward = _div_backward
_op_div.jvp = _div_jvp
# --8<-- [end:div_derivatives]


# --8<-- [start:pow_derivatives]
# ── pow ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:132
#   backward[self]: pow_backward_self(grad, self, exponent)  (reduced to the input's shape)
#   backward[exponent]: pow_backward_exponent(grad, self, exponent, result)  (reduced to the input's shape)
#   jvp: [self] pow_backward_self(self_t, self, exponent) + [exponent] pow_backward_exponent(exponent_t, self, exponent, result)
#   vmap: broadcast
#   uses H.pow_backward_exponent (tensorplay/ops/binary/formulas.py:25)
#   uses H.pow_backward_self (tensorplay/ops/binary/formulas.py:12)
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_pow.backward = _pow_backward
_op_pow.jvp = _pow_jvp
# --8<-- [end:pow_derivatives]


# --8<-- [start:maximum_derivatives]
# ── maximum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:182
#   backward[self]: where(self == other, grad / 2, where(self > other, grad, 0.0))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self < other, grad, 0.0))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self > other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self < other, other_t, 0.0))
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _maximum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self > other, grad, 0.0)), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self < other, grad, 0.0)), shapes[1])) if needs[1] else None,
    )


def _maximum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, self_t / 2, O.where(self > other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, other_t / 2, O.where(self < other, other_t, 0.0)), _out_shape))
    return out


_op_maximum.backward = _maximum_backward
_op_maximum.jvp = _maximum_jvp
# --8<-- [end:maximum_derivatives]


# --8<-- [start:minimum_derivatives]
# ── minimum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:207
#   backward[self]: where(self == other, grad / 2, where(self < other, grad, 0.0))  (reduced to the input's shape)
#   backward[other]: where(self == other, grad / 2, where(self > other, grad, 0.0))  (reduced to the input's shape)
#   jvp: [self] where(self == other, self_t / 2, where(self < other, self_t, 0.0)) + [other] where(self == other, other_t / 2, where(self > other, other_t, 0.0))
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _minimum_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self < other, grad, 0.0)), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.where(self == other, grad / 2, O.where(self > other, grad, 0.0)), shapes[1])) if needs[1] else None,
    )


def _minimum_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, self_t / 2, O.where(self < other, self_t, 0.0)), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(self == other, other_t / 2, O.where(self > other, other_t, 0.0)), _out_shape))
    return out


_op_minimum.backward = _minimum_backward
_op_minimum.jvp = _minimum_jvp
# --8<-- [end:minimum_derivatives]


# --8<-- [start:atan2_derivatives]
# ── atan2 ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:231
#   backward[self]: grad * other / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   backward[other]: -grad * self / where((self * self + other * other) == 0, 1, self * self + other * other)  (reduced to the input's shape)
#   jvp: [self] self_t * other / (self * self + other * other) + [other] -other_t * self / (self * self + other * other)
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_atan2.backward = _atan2_backward
_op_atan2.jvp = _atan2_jvp
# --8<-- [end:atan2_derivatives]


# --8<-- [start:remainder_derivatives]
# ── remainder ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:256
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * floor(self / other)  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * floor(self / other)
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _remainder_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(-grad * O.floor(self / other), shapes[1])) if needs[1] else None,
    )


def _remainder_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-other_t * O.floor(self / other), _out_shape))
    return out


_op_remainder.backward = _remainder_backward
_op_remainder.jvp = _remainder_jvp
# --8<-- [end:remainder_derivatives]


# --8<-- [start:floor_divide_derivatives]
# ── floor_divide ──────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:292
#   backward[self]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   backward[other]: derivative_not_implemented("floor_divide")  (reduced to the input's shape)
#   jvp: [self] derivative_not_implemented("floor_divide", True) + [other] derivative_not_implemented("floor_divide", True)
#   vmap: broadcast
#   uses H.derivative_not_implemented (tensorplay/ops/binary/formulas.py:35)
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_floor_divide.backward = _floor_divide_backward
_op_floor_divide.jvp = _floor_divide_jvp
# --8<-- [end:floor_divide_derivatives]


# --8<-- [start:eq_derivatives]
# ── eq ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:332
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:eq_derivatives]


# --8<-- [start:ne_derivatives]
# ── ne ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:352
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:ne_derivatives]


# --8<-- [start:lt_derivatives]
# ── lt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:370
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:lt_derivatives]


# --8<-- [start:le_derivatives]
# ── le ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:390
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:le_derivatives]


# --8<-- [start:gt_derivatives]
# ── gt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:408
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:gt_derivatives]


# --8<-- [start:ge_derivatives]
# ── ge ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:427
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:ge_derivatives]


# --8<-- [start:logical_and_derivatives]
# ── logical_and ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:445
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:logical_and_derivatives]


# --8<-- [start:logical_or_derivatives]
# ── logical_or ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:464
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:logical_or_derivatives]


# --8<-- [start:logical_xor_derivatives]
# ── logical_xor ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:482
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:logical_xor_derivatives]


# --8<-- [start:logical_not_derivatives]
# ── logical_not ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:499
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:logical_not_derivatives]


# --8<-- [start:_compare_derivatives]
# ── _compare ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:517
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:_compare_derivatives]


# --8<-- [start:isclose_derivatives]
# ── isclose ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:536
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:isclose_derivatives]


# --8<-- [start:allclose_derivatives]
# ── allclose ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:557
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'data_dependent'}
#   uses rule R.data_dependent (tensorplay/_support/batch_rules.py:408)
_op_allclose.vmap_rule = R.data_dependent
# --8<-- [end:allclose_derivatives]


# --8<-- [start:equal_derivatives]
# ── equal ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:575
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: {'custom': 'data_dependent'}
#   uses rule R.data_dependent (tensorplay/_support/batch_rules.py:408)
_op_equal.vmap_rule = R.data_dependent
# --8<-- [end:equal_derivatives]


# --8<-- [start:isnan_derivatives]
# ── isnan ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:674
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isnan_derivatives]


# --8<-- [start:isinf_derivatives]
# ── isinf ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:688
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isinf_derivatives]


# --8<-- [start:isfinite_derivatives]
# ── isfinite ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:702
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isfinite_derivatives]


# --8<-- [start:isposinf_derivatives]
# ── isposinf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:716
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isposinf_derivatives]


# --8<-- [start:isneginf_derivatives]
# ── isneginf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:730
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:isneginf_derivatives]


# --8<-- [start:signbit_derivatives]
# ── signbit ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:744
#   backward[self]: non_differentiable
#   jvp: none
#   vmap: elementwise
# --8<-- [end:signbit_derivatives]


# --8<-- [start:xlogy_derivatives]
# ── xlogy ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:758
#   backward[self]: grad * xlogy(_to_copy(self != 0, self.dtype), other)  (reduced to the input's shape)
#   backward[other]: grad * self / other  (reduced to the input's shape)
#   jvp: [self] self_t * xlogy(_to_copy(self != 0, self.dtype), other) + [other] other_t * self / other
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _xlogy_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * O.xlogy(O._to_copy(self != 0, self.dtype), other), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * self / other, shapes[1])) if needs[1] else None,
    )


def _xlogy_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * O.xlogy(O._to_copy(self != 0, self.dtype), other), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * self / other, _out_shape))
    return out


_op_xlogy.backward = _xlogy_backward
_op_xlogy.jvp = _xlogy_jvp
# --8<-- [end:xlogy_derivatives]


# --8<-- [start:hypot_derivatives]
# ── hypot ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:786
#   backward[self]: grad * self / result  (reduced to the input's shape)
#   backward[other]: grad * other / result  (reduced to the input's shape)
#   jvp: [self] self_t * self / result + [other] other_t * other / result
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_hypot.backward = _hypot_backward
_op_hypot.jvp = _hypot_jvp
# --8<-- [end:hypot_derivatives]


# --8<-- [start:heaviside_derivatives]
# ── heaviside ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:811
#   backward[self]: non_differentiable
#   backward[values]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:heaviside_derivatives]


# --8<-- [start:fmod_derivatives]
# ── fmod ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:831
#   backward[self]: grad  (reduced to the input's shape)
#   backward[other]: -grad * divide(self, other, rounding_mode="trunc")  (reduced to the input's shape)
#   jvp: [self] self_t + [other] -other_t * divide(self, other, rounding_mode="trunc")
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_fmod.backward = _fmod_backward
_op_fmod.jvp = _fmod_jvp
# --8<-- [end:fmod_derivatives]


# --8<-- [start:fmax_derivatives]
# ── fmax ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:860
#   backward[self]: where(logical_or(self >= other, isnan(other)), grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(logical_or(self >= other, isnan(other)), 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(logical_or(self >= other, isnan(other)), self_t, 0.0) + [other] where(logical_or(self >= other, isnan(other)), 0.0, other_t)
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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
        out = HS.add_tangent(out, HS.expand_to(O.where(O.logical_or(self >= other, O.isnan(other)), self_t, 0.0), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(O.logical_or(self >= other, O.isnan(other)), 0.0, other_t), _out_shape))
    return out


_op_fmax.backward = _fmax_backward
_op_fmax.jvp = _fmax_jvp
# --8<-- [end:fmax_derivatives]


# --8<-- [start:fmin_derivatives]
# ── fmin ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:885
#   backward[self]: where(logical_or(self <= other, isnan(other)), grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(logical_or(self <= other, isnan(other)), 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(logical_or(self <= other, isnan(other)), self_t, 0.0) + [other] where(logical_or(self <= other, isnan(other)), 0.0, other_t)
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_fmin.backward = _fmin_backward
_op_fmin.jvp = _fmin_jvp
# --8<-- [end:fmin_derivatives]


# --8<-- [start:logaddexp_derivatives]
# ── logaddexp ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:928
#   backward[self]: grad / (1 + exp(other - self))  (reduced to the input's shape)
#   backward[other]: grad / (1 + exp(self - other))  (reduced to the input's shape)
#   jvp: [self] self_t / (1 + exp(other - self)) + [other] other_t / (1 + exp(self - other))
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_logaddexp.backward = _logaddexp_backward
_op_logaddexp.jvp = _logaddexp_jvp
# --8<-- [end:logaddexp_derivatives]


# --8<-- [start:logaddexp2_derivatives]
# ── logaddexp2 ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:952
#   backward[self]: grad / (1 + exp2(other - self))  (reduced to the input's shape)
#   backward[other]: grad / (1 + exp2(self - other))  (reduced to the input's shape)
#   jvp: [self] self_t / (1 + exp2(other - self)) + [other] other_t / (1 + exp2(self - other))
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
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


_op_logaddexp2.backward = _logaddexp2_backward
_op_logaddexp2.jvp = _logaddexp2_jvp
# --8<-- [end:logaddexp2_derivatives]


# --8<-- [start:gcd_derivatives]
# ── gcd ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:995
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:gcd_derivatives]


# --8<-- [start:lcm_derivatives]
# ── lcm ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1013
#   backward[self]: non_differentiable
#   backward[other]: non_differentiable
#   jvp: none
#   vmap: broadcast
# --8<-- [end:lcm_derivatives]


# --8<-- [start:lerp_derivatives]
# ── lerp ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1031
#   backward[self]: grad * (1 - weight)  (reduced to the input's shape)
#   backward[end]: grad * weight  (reduced to the input's shape)
#   backward[weight]: grad * (end - self)  (reduced to the input's shape)
#   jvp: [self] self_t * (1 - weight) + [end] end_t * weight + [weight] weight_t * (end - self)
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _lerp_backward(grads, needs, shapes, self=None, end=None, weight=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * (1 - weight), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * weight, shapes[1])) if needs[1] else None,
        (HS.sum_to(grad * (end - self), shapes[2])) if needs[2] else None,
    )


def _lerp_jvp(tangents, self, end, weight, result, **params):
    self_t, end_t, weight_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * (1 - weight), _out_shape))
    if end_t is not None:
        out = HS.add_tangent(out, HS.expand_to(end_t * weight, _out_shape))
    if weight_t is not None:
        out = HS.add_tangent(out, HS.expand_to(weight_t * (end - self), _out_shape))
    return out


_op_lerp.backward = _lerp_backward
_op_lerp.jvp = _lerp_jvp
# --8<-- [end:lerp_derivatives]


# --8<-- [start:addcmul_derivatives]
# ── addcmul ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1061
#   backward[self]: grad  (reduced to the input's shape)
#   backward[tensor1]: grad * tensor2 * value if value != 1 else grad * tensor2  (reduced to the input's shape)
#   backward[tensor2]: grad * tensor1 * value if value != 1 else grad * tensor1  (reduced to the input's shape)
#   jvp: [self] self_t + [tensor1] tensor1_t * tensor2 * value + [tensor2] tensor2_t * tensor1 * value
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _addcmul_backward(grads, needs, shapes, tensor1=None, tensor2=None, **params):
    grad = grads[0]
    value = params["value"]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * tensor2 * value if value != 1 else grad * tensor2, shapes[1])) if needs[1] else None,
        (HS.sum_to(grad * tensor1 * value if value != 1 else grad * tensor1, shapes[2])) if needs[2] else None,
    )


def _addcmul_jvp(tangents, self, tensor1, tensor2, result, **params):
    self_t, tensor1_t, tensor2_t, = tangents
    value = params["value"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if tensor1_t is not None:
        out = HS.add_tangent(out, HS.expand_to(tensor1_t * tensor2 * value, _out_shape))
    if tensor2_t is not None:
        out = HS.add_tangent(out, HS.expand_to(tensor2_t * tensor1 * value, _out_shape))
    return out


_op_addcmul.backward = _addcmul_backward
_op_addcmul.jvp = _addcmul_jvp
# --8<-- [end:addcmul_derivatives]


# --8<-- [start:addcdiv_derivatives]
# ── addcdiv ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1087
#   backward[self]: grad  (reduced to the input's shape)
#   backward[tensor1]: grad * value / tensor2  (reduced to the input's shape)
#   backward[tensor2]: -grad * value * tensor1 / (tensor2 * tensor2)  (reduced to the input's shape)
#   jvp: [self] self_t + [tensor1] tensor1_t * value / tensor2 + [tensor2] -tensor2_t * value * tensor1 / (tensor2 * tensor2)
#   vmap: broadcast
#   uses HS.expand_to (tensorplay/_support/formula_helpers.py:118)
#   uses HS.sum_to (tensorplay/_support/formula_helpers.py:101)
def _addcdiv_backward(grads, needs, shapes, tensor1=None, tensor2=None, **params):
    grad = grads[0]
    value = params["value"]
    return (
        (HS.sum_to(grad, shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * value / tensor2, shapes[1])) if needs[1] else None,
        (HS.sum_to(-grad * value * tensor1 / (tensor2 * tensor2), shapes[2])) if needs[2] else None,
    )


def _addcdiv_jvp(tangents, self, tensor1, tensor2, result, **params):
    self_t, tensor1_t, tensor2_t, = tangents
    value = params["value"]
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t, _out_shape))
    if tensor1_t is not None:
        out = HS.add_tangent(out, HS.expand_to(tensor1_t * value / tensor2, _out_shape))
    if tensor2_t is not None:
        out = HS.add_tangent(out, HS.expand_to(-tensor2_t * value * tensor1 / (tensor2 * tensor2), _out_shape))
    return out


_op_addcdiv.backward = _addcdiv_backward
_op_addcdiv.jvp = _addcdiv_jvp
# --8<-- [end:addcdiv_derivatives]


FUNCTIONS = {
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
    '_compare': _compare,
    'isclose': isclose,
    'allclose': allclose,
    'equal': equal,
    'multiply': multiply,
    'divide': divide,
    'true_divide': true_divide,
    'subtract': subtract,
    'isnan': isnan,
    'isinf': isinf,
    'isfinite': isfinite,
    'isposinf': isposinf,
    'isneginf': isneginf,
    'signbit': signbit,
    'xlogy': xlogy,
    'hypot': hypot,
    'heaviside': heaviside,
    'fmod': fmod,
    'fmax': fmax,
    'fmin': fmin,
    'float_power': float_power,
    'logaddexp': logaddexp,
    'logaddexp2': logaddexp2,
    'ldexp': ldexp,
    'gcd': gcd,
    'lcm': lcm,
    'lerp': lerp,
    'addcmul': addcmul,
    'addcdiv': addcdiv,
}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {
}
OPS = {
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
    '_compare': _op__compare,
    'isclose': _op_isclose,
    'allclose': _op_allclose,
    'equal': _op_equal,
    'isnan': _op_isnan,
    'isinf': _op_isinf,
    'isfinite': _op_isfinite,
    'isposinf': _op_isposinf,
    'isneginf': _op_isneginf,
    'signbit': _op_signbit,
    'xlogy': _op_xlogy,
    'hypot': _op_hypot,
    'heaviside': _op_heaviside,
    'fmod': _op_fmod,
    'fmax': _op_fmax,
    'fmin': _op_fmin,
    'logaddexp': _op_logaddexp,
    'logaddexp2': _op_logaddexp2,
    'gcd': _op_gcd,
    'lcm': _op_lcm,
    'lerp': _op_lerp,
    'addcmul': _op_addcmul,
    'addcdiv': _op_addcdiv,
}
# The composites with a c_kernel: their fused OpDefs (the body is `_<name>_composite`).
FUSED = {
}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
O.register({
    'add': add,
    '_op_add': _op_add,
    '_add_inplace': _add_inplace,
    'sub': sub,
    '_op_sub': _op_sub,
    '_sub_inplace': _sub_inplace,
    'mul': mul,
    '_op_mul': _op_mul,
    '_mul_inplace': _mul_inplace,
    '_overload_div': _overload_div,
    '_op_div': _op_div,
    '_div_inplace': _div_inplace,
    '_overload_div_Tensor_mode': _overload_div_Tensor_mode,
    '_div_Tensor_mode_composite': _div_Tensor_mode_composite,
    '_div_Tensor_mode_inplace': _div_Tensor_mode_inplace,
    'pow': pow,
    '_op_pow': _op_pow,
    '_pow_inplace': _pow_inplace,
    'maximum': maximum,
    '_op_maximum': _op_maximum,
    'minimum': minimum,
    '_op_minimum': _op_minimum,
    'atan2': atan2,
    '_op_atan2': _op_atan2,
    '_atan2_inplace': _atan2_inplace,
    'remainder': remainder,
    '_op_remainder': _op_remainder,
    '_remainder_inplace': _remainder_inplace,
    'floor_divide': floor_divide,
    '_op_floor_divide': _op_floor_divide,
    '_floor_divide_inplace': _floor_divide_inplace,
    '_overload_eq': _overload_eq,
    '_op_eq': _op_eq,
    '_overload_ne': _overload_ne,
    '_op_ne': _op_ne,
    '_overload_lt': _overload_lt,
    '_op_lt': _op_lt,
    '_overload_le': _overload_le,
    '_op_le': _op_le,
    '_overload_gt': _overload_gt,
    '_op_gt': _op_gt,
    '_overload_ge': _overload_ge,
    '_op_ge': _op_ge,
    'logical_and': logical_and,
    '_op_logical_and': _op_logical_and,
    '_logical_and_inplace': _logical_and_inplace,
    'logical_or': logical_or,
    '_op_logical_or': _op_logical_or,
    '_logical_or_inplace': _logical_or_inplace,
    'logical_xor': logical_xor,
    '_op_logical_xor': _op_logical_xor,
    '_logical_xor_inplace': _logical_xor_inplace,
    'logical_not': logical_not,
    '_op_logical_not': _op_logical_not,
    '_logical_not_inplace': _logical_not_inplace,
    '_compare': _compare,
    '_op__compare': _op__compare,
    'isclose': isclose,
    '_op_isclose': _op_isclose,
    'allclose': allclose,
    '_op_allclose': _op_allclose,
    'equal': equal,
    '_op_equal': _op_equal,
    'multiply': multiply,
    '_multiply_composite': _multiply_composite,
    '_multiply_inplace': _multiply_inplace,
    'divide': divide,
    '_divide_composite': _divide_composite,
    '_divide_inplace': _divide_inplace,
    'true_divide': true_divide,
    '_true_divide_composite': _true_divide_composite,
    '_true_divide_inplace': _true_divide_inplace,
    'subtract': subtract,
    '_subtract_composite': _subtract_composite,
    '_subtract_inplace': _subtract_inplace,
    'isnan': isnan,
    '_op_isnan': _op_isnan,
    'isinf': isinf,
    '_op_isinf': _op_isinf,
    'isfinite': isfinite,
    '_op_isfinite': _op_isfinite,
    'isposinf': isposinf,
    '_op_isposinf': _op_isposinf,
    'isneginf': isneginf,
    '_op_isneginf': _op_isneginf,
    'signbit': signbit,
    '_op_signbit': _op_signbit,
    'xlogy': xlogy,
    '_op_xlogy': _op_xlogy,
    '_xlogy_inplace': _xlogy_inplace,
    'hypot': hypot,
    '_op_hypot': _op_hypot,
    '_hypot_inplace': _hypot_inplace,
    'heaviside': heaviside,
    '_op_heaviside': _op_heaviside,
    '_heaviside_inplace': _heaviside_inplace,
    'fmod': fmod,
    '_op_fmod': _op_fmod,
    '_fmod_inplace': _fmod_inplace,
    'fmax': fmax,
    '_op_fmax': _op_fmax,
    'fmin': fmin,
    '_op_fmin': _op_fmin,
    '_overload_float_power': _overload_float_power,
    '_float_power_composite': _float_power_composite,
    'logaddexp': logaddexp,
    '_op_logaddexp': _op_logaddexp,
    'logaddexp2': logaddexp2,
    '_op_logaddexp2': _op_logaddexp2,
    'ldexp': ldexp,
    '_ldexp_composite': _ldexp_composite,
    '_ldexp_inplace': _ldexp_inplace,
    'gcd': gcd,
    '_op_gcd': _op_gcd,
    '_gcd_inplace': _gcd_inplace,
    'lcm': lcm,
    '_op_lcm': _op_lcm,
    '_lcm_inplace': _lcm_inplace,
    'lerp': lerp,
    '_op_lerp': _op_lerp,
    '_lerp_inplace': _lerp_inplace,
    'addcmul': addcmul,
    '_op_addcmul': _op_addcmul,
    '_addcmul_inplace': _addcmul_inplace,
    'addcdiv': addcdiv,
    '_op_addcdiv': _op_addcdiv,
    '_addcdiv_inplace': _addcdiv_inplace,
    '_overload_eq_inplace': _overload_eq_inplace,
    '_eq_inplace_composite': _eq_inplace_composite,
    '_eq_inplace_inplace': _eq_inplace_inplace,
    '_overload_ne_inplace': _overload_ne_inplace,
    '_ne_inplace_composite': _ne_inplace_composite,
    '_ne_inplace_inplace': _ne_inplace_inplace,
    '_overload_lt_inplace': _overload_lt_inplace,
    '_lt_inplace_composite': _lt_inplace_composite,
    '_lt_inplace_inplace': _lt_inplace_inplace,
    '_overload_le_inplace': _overload_le_inplace,
    '_le_inplace_composite': _le_inplace_composite,
    '_le_inplace_inplace': _le_inplace_inplace,
    '_overload_gt_inplace': _overload_gt_inplace,
    '_gt_inplace_composite': _gt_inplace_composite,
    '_gt_inplace_inplace': _gt_inplace_inplace,
    '_overload_ge_inplace': _overload_ge_inplace,
    '_ge_inplace_composite': _ge_inplace_composite,
    '_ge_inplace_inplace': _ge_inplace_inplace,
    '_overload_float_power_inplace': _overload_float_power_inplace,
    '_float_power_inplace_composite': _float_power_inplace_composite,
    '_float_power_inplace_inplace': _float_power_inplace_inplace,
    'div': div,
    'eq': eq,
    'ne': ne,
    'lt': lt,
    'le': le,
    'gt': gt,
    'ge': ge,
    'float_power': float_power,
}, FUNCTIONS, LINALG, OPS, FUSED)
