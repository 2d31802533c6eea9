# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/ops.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""Every op of the spec, one section each: the NumPy kernel (helpers qualified: `K.` is
tensorplay/_support/kernels.py, `H.` tensorplay/_support/formula_helpers.py), the graph-node class, the
`OpDef` and the public function; a composite's body. Sections are in spec order (tensorplay/ops/<family>/ops.yaml, family by family); each
points at the line its rules came from. The derivatives (backward and JVP formulas) and
batching rules are attached to the OpDefs by tensorplay/_generated/derivatives.py.
"""

import numpy as np

from .._support import formula_helpers as H
from .._support import kernels as K
from .._dispatch import OpDef
from .._base_args import DtypeRules as _DtypeRules
from .._base_args import check_dtypes as _check_dtypes
from ..backends import c as _c
from .._dispatch import call as _call
from .._dispatch import call_base as _call_base
from .._dispatch import any_interpreter as _any_interpreter
from .._device import check as _check_device
from .._inplace import index_arg as _index_arg
from .._inplace import inplace as _inplace
from .._composite_inplace import composite_inplace as _composite_inplace
from .._overloads import requires_grad as _requires_grad
from .._overloads import resolve as _resolve
from .._overloads import varargs as _varargs
from ..autograd.graph import OpNode




# --8<-- [start:zeros]
# ── zeros ─────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:6
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_dtype (tensorplay/_support/kernels.py:430)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(K._size(size), dtype=K._float_dtype(dtype))


class ZerosBackward0(OpNode):
    """Backward of `zeros` (tensorplay/ops/creation/ops.yaml:6)."""

    return_names = ('result',)


_op_zeros = OpDef(
    'zeros',
    _zeros_kernel,
    line=6,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=ZerosBackward0,
)
ZerosBackward0.op = _op_zeros
_op_zeros.int_list_args = ('size',)


def zeros(*size, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_zeros, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

zeros.__tensor_params__ = ()
# --8<-- [end:zeros]


# --8<-- [start:ones]
# ── ones ──────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:16
#   ones: A tensor of ones.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_dtype (tensorplay/_support/kernels.py:430)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(K._size(size), dtype=K._float_dtype(dtype))


class OnesBackward0(OpNode):
    """Backward of `ones` (tensorplay/ops/creation/ops.yaml:16)."""

    return_names = ('result',)


_op_ones = OpDef(
    'ones',
    _ones_kernel,
    line=16,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=OnesBackward0,
)
OnesBackward0.op = _op_ones
_op_ones.int_list_args = ('size',)


def ones(*size, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_ones, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

ones.__tensor_params__ = ()
# --8<-- [end:ones]


# --8<-- [start:zeros_like]
# ── zeros_like ────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:26
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=K._np_dtype(dtype) or self.dtype)


class ZerosLikeBackward0(OpNode):
    """Backward of `zeros_like` (tensorplay/ops/creation/ops.yaml:26)."""

    return_names = ('result',)


_op_zeros_like = OpDef(
    'zeros_like',
    _zeros_like_kernel,
    line=26,
    tensor_args=('self',),
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    node_cls=ZerosLikeBackward0,
)
ZerosLikeBackward0.op = _op_zeros_like


def zeros_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_zeros_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

zeros_like.__tensor_params__ = ('input',)
# --8<-- [end:zeros_like]


# --8<-- [start:ones_like]
# ── ones_like ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:36
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=K._np_dtype(dtype) or self.dtype)


class OnesLikeBackward0(OpNode):
    """Backward of `ones_like` (tensorplay/ops/creation/ops.yaml:36)."""

    return_names = ('result',)


_op_ones_like = OpDef(
    'ones_like',
    _ones_like_kernel,
    line=36,
    tensor_args=('self',),
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    node_cls=OnesLikeBackward0,
)
OnesLikeBackward0.op = _op_ones_like


def ones_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_ones_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

ones_like.__tensor_params__ = ('input',)
# --8<-- [end:ones_like]


# --8<-- [start:full]
# ── full ──────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:46
#   full: A tensor of `size` filled with `fill_value`; the dtype follows the val…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._filled (tensorplay/_support/kernels.py:1200)
#   uses K._scalar_dtype (tensorplay/_support/kernels.py:1205)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _full_kernel(size, fill_value, dtype, requires_grad):
    return K._filled(K._size(size), fill_value, K._scalar_dtype(fill_value, dtype))


class FullBackward0(OpNode):
    """Backward of `full` (tensorplay/ops/creation/ops.yaml:46)."""

    return_names = ('result',)


_op_full = OpDef(
    'full',
    _full_kernel,
    line=46,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=FullBackward0,
)
FullBackward0.op = _op_full
_op_full.int_list_args = ('size',)


def full(size, fill_value, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_full, (), {'size': size, 'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

full.__tensor_params__ = ()
# --8<-- [end:full]


# --8<-- [start:empty]
# ── empty ─────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:56
#   empty: An uninitialized tensor in PyTorch; TensorPlay fills it with zeros (ne…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_dtype (tensorplay/_support/kernels.py:430)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _empty_kernel(size, dtype, requires_grad):
    return np.zeros(K._size(size), dtype=K._float_dtype(dtype))


class EmptyBackward0(OpNode):
    """Backward of `empty` (tensorplay/ops/creation/ops.yaml:56)."""

    return_names = ('result',)


_op_empty = OpDef(
    'empty',
    _empty_kernel,
    line=56,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=EmptyBackward0,
)
EmptyBackward0.op = _op_empty
_op_empty.int_list_args = ('size',)


def empty(*size, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_empty, (), {'size': _varargs(size), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

empty.__tensor_params__ = ()
# --8<-- [end:empty]


# --8<-- [start:arange]
# ── arange ────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:66
#   arange: Values from `start` (default 0) up to but excluding `end`, `step` apar…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._arange (tensorplay/_support/kernels.py:1218)
def _arange_kernel(start, end, step, dtype, requires_grad):
    return K._arange(start, end, step, dtype)


class ArangeBackward0(OpNode):
    """Backward of `arange` (tensorplay/ops/creation/ops.yaml:66)."""

    return_names = ('result',)


_op_arange = OpDef(
    'arange',
    _arange_kernel,
    line=66,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=ArangeBackward0,
)
ArangeBackward0.op = _op_arange


def arange(start, end=None, step=1, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_arange, (), {'start': start, 'end': end, 'step': step, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

arange.__tensor_params__ = ()
# --8<-- [end:arange]


# --8<-- [start:linspace]
# ── linspace ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:76
#   linspace: `steps` evenly spaced values from `start` to `end`, both included (def…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_dtype (tensorplay/_support/kernels.py:430)
def _linspace_kernel(start, end, steps, dtype, requires_grad):
    return np.linspace(start, end, steps, dtype=np.float64).astype(K._float_dtype(dtype))


class LinspaceBackward0(OpNode):
    """Backward of `linspace` (tensorplay/ops/creation/ops.yaml:76)."""

    return_names = ('result',)


_op_linspace = OpDef(
    'linspace',
    _linspace_kernel,
    line=76,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=LinspaceBackward0,
)
LinspaceBackward0.op = _op_linspace


def linspace(start, end, steps, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_linspace, (), {'start': start, 'end': end, 'steps': steps, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

linspace.__tensor_params__ = ()
# --8<-- [end:linspace]


# --8<-- [start:eye]
# ── eye ───────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:86
#   eye: An n×m (default n×n) matrix with ones on the diagonal and zeros elsewh…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_dtype (tensorplay/_support/kernels.py:430)
def _eye_kernel(n, m, dtype, requires_grad):
    return np.eye(n, m, dtype=K._float_dtype(dtype))


class EyeBackward0(OpNode):
    """Backward of `eye` (tensorplay/ops/creation/ops.yaml:86)."""

    return_names = ('result',)


_op_eye = OpDef(
    'eye',
    _eye_kernel,
    line=86,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=EyeBackward0,
)
EyeBackward0.op = _op_eye


def eye(n, m=None, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_eye, (), {'n': n, 'm': m, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

eye.__tensor_params__ = ()
# --8<-- [end:eye]


# --8<-- [start:full_like]
# ── full_like ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:96
#   full_like: `fill_value` with the shape (and, unless given, the dtype) of `self`.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._filled (tensorplay/_support/kernels.py:1200)
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
def _full_like_kernel(self, fill_value, dtype, requires_grad):
    return K._filled(self.shape, fill_value, K._np_dtype(dtype) or self.dtype)


class FullLikeBackward0(OpNode):
    """Backward of `full_like` (tensorplay/ops/creation/ops.yaml:96)."""

    return_names = ('result',)


_op_full_like = OpDef(
    'full_like',
    _full_like_kernel,
    line=96,
    tensor_args=('self',),
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    node_cls=FullLikeBackward0,
)
FullLikeBackward0.op = _op_full_like


def full_like(input, fill_value, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_full_like, (input,), {'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

full_like.__tensor_params__ = ('input',)
# --8<-- [end:full_like]


# --8<-- [start:empty_like]
# ── empty_like ────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:106
#   empty_like: An uninitialized tensor like `self` in PyTorch; TensorPlay fills it wi…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
def _empty_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=K._np_dtype(dtype) or self.dtype)


class EmptyLikeBackward0(OpNode):
    """Backward of `empty_like` (tensorplay/ops/creation/ops.yaml:106)."""

    return_names = ('result',)


_op_empty_like = OpDef(
    'empty_like',
    _empty_like_kernel,
    line=106,
    tensor_args=('self',),
    differentiable=(False,),
    saves_per_input=((),),
    vmap='elementwise',
    node_cls=EmptyLikeBackward0,
)
EmptyLikeBackward0.op = _op_empty_like


def empty_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_empty_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

empty_like.__tensor_params__ = ('input',)
# --8<-- [end:empty_like]


# --8<-- [start:vander]
# ── vander ────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:116
#   vander: The Vandermonde matrix of a 1-D tensor: column j is x^(N-1-j) (x^j whe…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.vander_parts (tensorplay/_support/formula_helpers.py:1442)
def _vander_composite(x, N, increasing):
    return H.vander_parts(x, N, increasing)



def vander(x, N=None, increasing=False):
    return _vander_composite(x, N, increasing)

vander.__tensor_params__ = ('x',)
# --8<-- [end:vander]


# --8<-- [start:tril_indices]
# ── tril_indices ──────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:133
#   tril_indices: The (2, N) row and column indices of the lower triangle of a row x col…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._tri_indices (tensorplay/_support/kernels.py:1140)
def _tril_indices_kernel(row, col, offset, dtype):
    return K._tri_indices(row, col, offset, dtype, False)


class TrilIndicesBackward0(OpNode):
    """Backward of `tril_indices` (tensorplay/ops/creation/ops.yaml:133)."""

    return_names = ('result',)


_op_tril_indices = OpDef(
    'tril_indices',
    _tril_indices_kernel,
    line=133,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=TrilIndicesBackward0,
)
TrilIndicesBackward0.op = _op_tril_indices


def tril_indices(row, col, offset=0, *, dtype=None, device=None):
    _check_device(device)
    return _call(_op_tril_indices, (), {'row': row, 'col': col, 'offset': offset, 'dtype': dtype})

tril_indices.__tensor_params__ = ()
# --8<-- [end:tril_indices]


# --8<-- [start:triu_indices]
# ── triu_indices ──────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:144
#   triu_indices: The (2, N) row and column indices of the upper triangle of a row x col…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._tri_indices (tensorplay/_support/kernels.py:1140)
def _triu_indices_kernel(row, col, offset, dtype):
    return K._tri_indices(row, col, offset, dtype, True)


class TriuIndicesBackward0(OpNode):
    """Backward of `triu_indices` (tensorplay/ops/creation/ops.yaml:144)."""

    return_names = ('result',)


_op_triu_indices = OpDef(
    'triu_indices',
    _triu_indices_kernel,
    line=144,
    tensor_args=(),
    differentiable=(),
    vmap='unbatched',
    node_cls=TriuIndicesBackward0,
)
TriuIndicesBackward0.op = _op_triu_indices


def triu_indices(row, col, offset=0, *, dtype=None, device=None):
    _check_device(device)
    return _call(_op_triu_indices, (), {'row': row, 'col': col, 'offset': offset, 'dtype': dtype})

triu_indices.__tensor_params__ = ()
# --8<-- [end:triu_indices]


# --8<-- [start:new_zeros]
# ── new_zeros ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:155
#   new_zeros: Zeros of `size` with self's dtype (unless dtype is given); x.new_zeros…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _new_zeros_composite(self, size, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return zeros(size, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)



def new_zeros(input, *size, dtype=None, device=None, requires_grad=False):
    return _new_zeros_composite(input, _varargs(size), dtype, device, requires_grad)

new_zeros.__tensor_params__ = ('input',)
# --8<-- [end:new_zeros]


# --8<-- [start:new_ones]
# ── new_ones ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:167
#   new_ones: Ones of `size` with self's dtype (unless dtype is given).
#   composite: gradient, jvp and vmap follow from the ops of its body
def _new_ones_composite(self, size, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return ones(size, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)



def new_ones(input, *size, dtype=None, device=None, requires_grad=False):
    return _new_ones_composite(input, _varargs(size), dtype, device, requires_grad)

new_ones.__tensor_params__ = ('input',)
# --8<-- [end:new_ones]


# --8<-- [start:new_empty]
# ── new_empty ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:179
#   new_empty: An uninitialized tensor of `size` with self's dtype in PyTorch; Tensor…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _new_empty_composite(self, size, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return empty(size, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)



def new_empty(input, *size, dtype=None, device=None, requires_grad=False):
    return _new_empty_composite(input, _varargs(size), dtype, device, requires_grad)

new_empty.__tensor_params__ = ('input',)
# --8<-- [end:new_empty]


# --8<-- [start:new_full]
# ── new_full ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:194
#   new_full: `fill_value` in a tensor of `size` with self's dtype (unless dtype is …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _new_full_composite(self, size, fill_value, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return full(size, fill_value, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)



def new_full(input, size, fill_value, *, dtype=None, device=None, requires_grad=False):
    return _new_full_composite(input, size, fill_value, dtype, device, requires_grad)

new_full.__tensor_params__ = ('input',)
# --8<-- [end:new_full]


# --8<-- [start:neg]
# ── neg ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:6
#   neg: Elementwise negation, -x.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _neg_kernel(self):
    return np.negative(self)


class NegBackward0(OpNode):
    """Backward of `neg` (tensorplay/ops/pointwise/ops.yaml:6)."""

    return_names = ('result',)


_op_neg = OpDef(
    'neg',
    _neg_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _exp_kernel(self):
    return np.exp(self)


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
    _exp_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _log_kernel(self):
    return np.log(self)


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
    _log_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _sin_kernel(self):
    return np.sin(self)


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
    _sin_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _cos_kernel(self):
    return np.cos(self)


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
    _cos_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _abs_kernel(self):
    return np.abs(self)


class AbsBackward0(OpNode):
    """Backward of `abs` (tensorplay/ops/pointwise/ops.yaml:83)."""

    return_names = ('result',)


_op_abs = OpDef(
    'abs',
    _abs_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _expm1_kernel(self):
    return np.expm1(self)


class Expm1Backward0(OpNode):
    """Backward of `expm1` (tensorplay/ops/pointwise/ops.yaml:117)."""

    return_names = ('result',)


_op_expm1 = OpDef(
    'expm1',
    _expm1_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _log1p_kernel(self):
    return np.log1p(self)


class Log1pBackward0(OpNode):
    """Backward of `log1p` (tensorplay/ops/pointwise/ops.yaml:131)."""

    return_names = ('result',)


_op_log1p = OpDef(
    'log1p',
    _log1p_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _log2_kernel(self):
    return np.log2(self)


class Log2Backward0(OpNode):
    """Backward of `log2` (tensorplay/ops/pointwise/ops.yaml:145)."""

    return_names = ('result',)


_op_log2 = OpDef(
    'log2',
    _log2_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _log10_kernel(self):
    return np.log10(self)


class Log10Backward0(OpNode):
    """Backward of `log10` (tensorplay/ops/pointwise/ops.yaml:159)."""

    return_names = ('result',)


_op_log10 = OpDef(
    'log10',
    _log10_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _sqrt_kernel(self):
    return np.sqrt(self)


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
    _sqrt_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _reciprocal_kernel(self):
    return np.reciprocal(self)


class ReciprocalBackward0(OpNode):
    """Backward of `reciprocal` (tensorplay/ops/pointwise/ops.yaml:217)."""

    return_names = ('result',)


_op_reciprocal = OpDef(
    'reciprocal',
    _reciprocal_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _tan_kernel(self):
    return np.tan(self)


class TanBackward0(OpNode):
    """Backward of `tan` (tensorplay/ops/pointwise/ops.yaml:231)."""

    return_names = ('result',)


_op_tan = OpDef(
    'tan',
    _tan_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _asin_kernel(self):
    return np.arcsin(self)


class AsinBackward0(OpNode):
    """Backward of `asin` (tensorplay/ops/pointwise/ops.yaml:244)."""

    return_names = ('result',)


_op_asin = OpDef(
    'asin',
    _asin_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _acos_kernel(self):
    return np.arccos(self)


class AcosBackward0(OpNode):
    """Backward of `acos` (tensorplay/ops/pointwise/ops.yaml:258)."""

    return_names = ('result',)


_op_acos = OpDef(
    'acos',
    _acos_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _atan_kernel(self):
    return np.arctan(self)


class AtanBackward0(OpNode):
    """Backward of `atan` (tensorplay/ops/pointwise/ops.yaml:272)."""

    return_names = ('result',)


_op_atan = OpDef(
    'atan',
    _atan_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _sinh_kernel(self):
    return np.sinh(self)


class SinhBackward0(OpNode):
    """Backward of `sinh` (tensorplay/ops/pointwise/ops.yaml:285)."""

    return_names = ('result',)


_op_sinh = OpDef(
    'sinh',
    _sinh_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _cosh_kernel(self):
    return np.cosh(self)


class CoshBackward0(OpNode):
    """Backward of `cosh` (tensorplay/ops/pointwise/ops.yaml:299)."""

    return_names = ('result',)


_op_cosh = OpDef(
    'cosh',
    _cosh_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _tanh_kernel(self):
    return np.tanh(self)


class TanhBackward0(OpNode):
    """Backward of `tanh` (tensorplay/ops/pointwise/ops.yaml:313)."""

    return_names = ('result',)


_op_tanh = OpDef(
    'tanh',
    _tanh_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._sigmoid (tensorplay/_support/kernels.py:391)
def _sigmoid_kernel(self):
    return K._sigmoid(self)


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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._erf (tensorplay/_support/kernels.py:386)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._torch_name (tensorplay/_support/kernels.py:801)
def _round_kernel(self, decimals):
    # Round half to even, like torch.round; `decimals` digits after the point.
    if self.dtype.kind != "f":
        if decimals != 0:  # PyTorch has no integer kernel for rounding to decimals
            raise NotImplementedError(f"round: \"round_cpu\" not implemented for '{K._torch_name(self.dtype)}'")
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._clamp (tensorplay/_support/kernels.py:399)
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


def clamp(input, min=None, max=None):
    return _call(_op_clamp, (input,), {'min': min, 'max': max})

clamp.__tensor_params__ = ('input',)

def _clamp_inplace(self, min=None, max=None):
    return _inplace(_op_clamp, (self,), {'min': min, 'max': max})

# --8<-- [end:clamp]


# --8<-- [start:_to_copy]
# ── _to_copy ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:455
#   _to_copy: A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.lo…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
def __to_copy_kernel(self, dtype):
    return self.astype(K._np_dtype(dtype)) if dtype is not None else self.copy()


class ToCopyBackward0(OpNode):
    """Backward of `_to_copy` (tensorplay/ops/pointwise/ops.yaml:455)."""

    return_names = ('result',)


_op__to_copy = OpDef(
    '_to_copy',
    __to_copy_kernel,
    line=455,
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
# ── clone ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:466
#   clone: A copy that does not share memory, but keeps the graph (gradients flow…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _clone_kernel(self):
    return self.copy()


class CloneBackward0(OpNode):
    """Backward of `clone` (tensorplay/ops/pointwise/ops.yaml:466)."""

    return_names = ('result',)


_op_clone = OpDef(
    'clone',
    _clone_kernel,
    line=466,
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
# ── fill ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:478
#   fill: A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._filled (tensorplay/_support/kernels.py:1200)
def _fill_kernel(self, value):
    return K._filled(self.shape, value, self.dtype)


class FillBackward0(OpNode):
    """Backward of `fill` (tensorplay/ops/pointwise/ops.yaml:478)."""

    return_names = ('result',)


_op_fill = OpDef(
    'fill',
    _fill_kernel,
    line=478,
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
# ── zero ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:491
#   zero: Zeros like `self`; as `x.zero_()` it clears `x` in place.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _zero_kernel(self):
    return np.zeros_like(self)


class ZeroBackward0(OpNode):
    """Backward of `zero` (tensorplay/ops/pointwise/ops.yaml:491)."""

    return_names = ('result',)


_op_zero = OpDef(
    'zero',
    _zero_kernel,
    line=491,
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
# ── copy ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:504
#   copy: `src` broadcast to `self`'s shape and dtype; as `x.copy_(src)` it over…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _copy_kernel(self, src):
    return np.broadcast_to(src, self.shape).astype(self.dtype)


class CopyBackward0(OpNode):
    """Backward of `copy` (tensorplay/ops/pointwise/ops.yaml:504)."""

    return_names = ('result',)


_op_copy = OpDef(
    'copy',
    _copy_kernel,
    line=504,
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
# ── absolute ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:521
#   absolute: Alias of abs, elementwise |x|.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _absolute_composite(self):
    return abs(self)



def absolute(input):
    return _absolute_composite(input)

absolute.__tensor_params__ = ('input',)

def _absolute_inplace(self):
    return _composite_inplace(self, lambda old: _absolute_composite(old), 'absolute')

# --8<-- [end:absolute]


# --8<-- [start:negative]
# ── negative ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:533
#   negative: Alias of neg, elementwise -x.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _negative_composite(self):
    return neg(self)



def negative(input):
    return _negative_composite(input)

negative.__tensor_params__ = ('input',)

def _negative_inplace(self):
    return _composite_inplace(self, lambda old: _negative_composite(old), 'negative')

# --8<-- [end:negative]


# --8<-- [start:clip]
# ── clip ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:544
#   clip: Alias of clamp, elementwise min(max(x, min), max) (one bound may be No…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _clip_composite(self, min, max):
    return clamp(self, min, max)



def clip(input, min=None, max=None):
    return _clip_composite(input, min, max)

clip.__tensor_params__ = ('input',)

def _clip_inplace(self, min=None, max=None):
    return _composite_inplace(self, lambda old: _clip_composite(old, min, max), 'clip')

# --8<-- [end:clip]


# --8<-- [start:nan_to_num]
# ── nan_to_num ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:558
#   nan_to_num: NaN, +inf and -inf replaced by `nan` (default 0), `posinf` and `neginf…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _nan_to_num_kernel(self, nan, posinf, neginf):
    return np.nan_to_num(self, nan=0.0 if nan is None else nan, posinf=posinf, neginf=neginf)


class NanToNumBackward0(OpNode):
    """Backward of `nan_to_num` (tensorplay/ops/pointwise/ops.yaml:558)."""

    return_names = ('result',)


_op_nan_to_num = OpDef(
    'nan_to_num',
    _nan_to_num_kernel,
    line=558,
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
# ── sgn ───────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:580
#   sgn: The sign, -1, 0 or 1 in the input's dtype (sign's extension to complex…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _sgn_kernel(self):
    return self if self.dtype.kind == "b" else np.sign(self)


class SgnBackward0(OpNode):
    """Backward of `sgn` (tensorplay/ops/pointwise/ops.yaml:580)."""

    return_names = ('result',)


_op_sgn = OpDef(
    'sgn',
    _sgn_kernel,
    line=580,
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
# ── frac ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:598
#   frac: The fractional part x - trunc(x), with the sign of x; floating point o…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_only (tensorplay/_support/kernels.py:1568)
def _frac_kernel(self):
    return np.subtract(self, np.trunc(K._float_only(self, "frac")))


class FracBackward0(OpNode):
    """Backward of `frac` (tensorplay/ops/pointwise/ops.yaml:598)."""

    return_names = ('result',)


_op_frac = OpDef(
    'frac',
    _frac_kernel,
    line=598,
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
# ── deg2rad ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:617
#   deg2rad: Degrees to radians, x * pi / 180 (integers become the default float).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _deg2rad_kernel(self):
    return np.deg2rad(self)


class Deg2radBackward0(OpNode):
    """Backward of `deg2rad` (tensorplay/ops/pointwise/ops.yaml:617)."""

    return_names = ('result',)


_op_deg2rad = OpDef(
    'deg2rad',
    _deg2rad_kernel,
    line=617,
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
# ── rad2deg ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:632
#   rad2deg: Radians to degrees, x * 180 / pi (integers become the default float).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _rad2deg_kernel(self):
    return np.rad2deg(self)


class Rad2degBackward0(OpNode):
    """Backward of `rad2deg` (tensorplay/ops/pointwise/ops.yaml:632)."""

    return_names = ('result',)


_op_rad2deg = OpDef(
    'rad2deg',
    _rad2deg_kernel,
    line=632,
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
# ── exp2 ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:647
#   exp2: Elementwise 2 ** x.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _exp2_kernel(self):
    return np.exp2(self)


class Exp2Backward0(OpNode):
    """Backward of `exp2` (tensorplay/ops/pointwise/ops.yaml:647)."""

    return_names = ('result',)


_op_exp2 = OpDef(
    'exp2',
    _exp2_kernel,
    line=647,
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
# ── acosh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:663
#   acosh: Elementwise inverse hyperbolic cosine, log(x + sqrt(x^2 - 1)); nan bel…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _acosh_kernel(self):
    return np.arccosh(self)


class AcoshBackward0(OpNode):
    """Backward of `acosh` (tensorplay/ops/pointwise/ops.yaml:663)."""

    return_names = ('result',)


_op_acosh = OpDef(
    'acosh',
    _acosh_kernel,
    line=663,
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
# ── asinh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:680
#   asinh: Elementwise inverse hyperbolic sine, log(x + sqrt(x^2 + 1)).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _asinh_kernel(self):
    return np.arcsinh(self)


class AsinhBackward0(OpNode):
    """Backward of `asinh` (tensorplay/ops/pointwise/ops.yaml:680)."""

    return_names = ('result',)


_op_asinh = OpDef(
    'asinh',
    _asinh_kernel,
    line=680,
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
# ── atanh ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:695
#   atanh: Elementwise inverse hyperbolic tangent, log((1 + x) / (1 - x)) / 2; ±i…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _atanh_kernel(self):
    return np.arctanh(self)


class AtanhBackward0(OpNode):
    """Backward of `atanh` (tensorplay/ops/pointwise/ops.yaml:695)."""

    return_names = ('result',)


_op_atanh = OpDef(
    'atanh',
    _atanh_kernel,
    line=695,
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
# ── erfc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:712
#   erfc: Elementwise complementary error function 1 - erf(x), accurate where er…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._erfc (tensorplay/_support/kernels.py:1582)
def _erfc_kernel(self):
    return K._erfc(self)


class ErfcBackward0(OpNode):
    """Backward of `erfc` (tensorplay/ops/pointwise/ops.yaml:712)."""

    return_names = ('result',)


_op_erfc = OpDef(
    'erfc',
    _erfc_kernel,
    line=712,
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
# ── sinc ──────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:727
#   sinc: The normalized sinc function sin(pi x) / (pi x), 1 at x = 0.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._via_float32 (tensorplay/_support/kernels.py:1169)
def _sinc_kernel(self):
    return K._via_float32(np.sinc, self)


class SincBackward0(OpNode):
    """Backward of `sinc` (tensorplay/ops/pointwise/ops.yaml:727)."""

    return_names = ('result',)


_op_sinc = OpDef(
    'sinc',
    _sinc_kernel,
    line=727,
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
# ── logit ─────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:742
#   logit: The inverse of sigmoid, log(p / (1 - p)); with `eps`, p is first clamp…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._logit (tensorplay/_support/kernels.py:1587)
def _logit_kernel(self, eps):
    return K._logit(self, eps)


class LogitBackward0(OpNode):
    """Backward of `logit` (tensorplay/ops/pointwise/ops.yaml:742)."""

    return_names = ('result',)


_op_logit = OpDef(
    'logit',
    _logit_kernel,
    line=742,
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
# ── erfinv ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:761
#   erfinv: The inverse error function on (-1, 1) (±inf at ±1, nan outside): a pol…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._erfinv (tensorplay/_support/kernels.py:1670)
def _erfinv_kernel(self):
    return K._erfinv(self)


class ErfinvBackward0(OpNode):
    """Backward of `erfinv` (tensorplay/ops/pointwise/ops.yaml:761)."""

    return_names = ('result',)


_op_erfinv = OpDef(
    'erfinv',
    _erfinv_kernel,
    line=761,
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
# ── lgamma ────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:780
#   lgamma: log |Γ(x)| elementwise (+inf at 0 and the negative integers). A vector…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._lgamma (tensorplay/_support/kernels.py:1696)
def _lgamma_kernel(self):
    return K._lgamma(self)


class LgammaBackward0(OpNode):
    """Backward of `lgamma` (tensorplay/ops/pointwise/ops.yaml:780)."""

    return_names = ('result',)


_op_lgamma = OpDef(
    'lgamma',
    _lgamma_kernel,
    line=780,
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
# ── digamma ───────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:800
#   digamma: The digamma function ψ(x) = d/dx lgamma(x) elementwise, by PyTorch's a…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._digamma (tensorplay/_support/kernels.py:1701)
def _digamma_kernel(self):
    return K._digamma(self)


class DigammaBackward0(OpNode):
    """Backward of `digamma` (tensorplay/ops/pointwise/ops.yaml:800)."""

    return_names = ('result',)


_op_digamma = OpDef(
    'digamma',
    _digamma_kernel,
    line=800,
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
# ── polygamma ─────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:821
#   polygamma: The n-th derivative of digamma elementwise (n >= 0; polygamma(0, x) is…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._polygamma (tensorplay/_support/kernels.py:1706)
def _polygamma_kernel(self, n):
    return K._polygamma(n, self)


class PolygammaBackward0(OpNode):
    """Backward of `polygamma` (tensorplay/ops/pointwise/ops.yaml:821)."""

    return_names = ('result',)


_op_polygamma = OpDef(
    'polygamma',
    _polygamma_kernel,
    line=821,
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
# ── polygamma.method ──────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:842
#   polygamma.method: `x.polygamma(n)` is polygamma(n, x); `x.polygamma_(n)` replaces x by i…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _polygamma_method_composite(self, n):
    return polygamma(n, self)



def _overload_polygamma_method(input, n):
    return _polygamma_method_composite(input, n)

_overload_polygamma_method.__tensor_params__ = ('input',)

def _polygamma_method_inplace(self, n):
    return _composite_inplace(self, lambda old: _polygamma_method_composite(old, n), 'polygamma')

# --8<-- [end:polygamma_method]


# --8<-- [start:mvlgamma]
# ── mvlgamma ──────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:855
#   mvlgamma: The multivariate log-gamma function of dimension p elementwise: sum ov…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _mvlgamma_composite(self, p):
    if not (p >= 1):
        raise RuntimeError('mvlgamma: p has to be greater than or equal to 1')
    return lgamma(self.unsqueeze(-1) - arange(p, dtype=self.dtype if self.is_floating_point() else None) * 0.5).sum(-1) + p * (p - 1) / 4 * 1.1447298858494002



def mvlgamma(input, p):
    return _mvlgamma_composite(input, p)

mvlgamma.__tensor_params__ = ('input',)

def _mvlgamma_inplace(self, p):
    return _composite_inplace(self, lambda old: _mvlgamma_composite(old, p), 'mvlgamma')

# --8<-- [end:mvlgamma]


# --8<-- [start:i0]
# ── i0 ────────────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:872
#   i0: The modified Bessel function of the first kind of order 0, I_0(x) = su…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._i0 (tensorplay/_support/kernels.py:1716)
def _i0_kernel(self):
    return K._i0(self)


class I0Backward0(OpNode):
    """Backward of `i0` (tensorplay/ops/pointwise/ops.yaml:872)."""

    return_names = ('result',)


_op_i0 = OpDef(
    'i0',
    _i0_kernel,
    line=872,
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
# ── special_i1 ────────────────────────────────────────────────── tensorplay/ops/pointwise/ops.yaml:891
#   special_i1: The modified Bessel function of the first kind of order 1, I_1(x), ele…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._i1 (tensorplay/_support/kernels.py:1721)
def _special_i1_kernel(self):
    return K._i1(self)


class SpecialI1Backward0(OpNode):
    """Backward of `special_i1` (tensorplay/ops/pointwise/ops.yaml:891)."""

    return_names = ('result',)


_op_special_i1 = OpDef(
    'special_i1',
    _special_i1_kernel,
    line=891,
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


# --8<-- [start:add]
# ── add ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:6
#   add: self + alpha * other, broadcasting the two.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._wrapped (tensorplay/_support/kernels.py:1157)
def _add_kernel(self, other, alpha):
    return np.add(self, other) if alpha == 1 else np.add(self, np.multiply(other, K._wrapped(alpha, self.dtype)))


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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _sub_kernel(self, other, alpha):
    return np.subtract(self, other) if alpha == 1 else np.subtract(self, np.multiply(other, alpha))


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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _mul_kernel(self, other):
    return np.multiply(self, other)


class MulBackward0(OpNode):
    """Backward of `mul` (tensorplay/ops/binary/ops.yaml:63)."""

    return_names = ('result',)


_op_mul = OpDef(
    'mul',
    _mul_kernel,
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _div_kernel(self, other):
    return np.true_divide(self, other)


class DivBackward0(OpNode):
    """Backward of `div` (tensorplay/ops/binary/ops.yaml:89)."""

    return_names = ('result',)


_op_div = OpDef(
    'div',
    _div_kernel,
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


def div(input, other):
    return _call(_op_div, (input, other), {})

div.__tensor_params__ = ('input', 'other')

def _div_inplace(self, other):
    return _inplace(_op_div, (self, other), {})

# --8<-- [end:div]


# --8<-- [start:pow]
# ── pow ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:115
#   pow: self ** exponent elementwise, broadcasting; either side may be a Pytho…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
    """Backward of `pow` (tensorplay/ops/binary/ops.yaml:115)."""

    return_names = ('result',)


_op_pow = OpDef(
    'pow',
    _pow_kernel,
    line=115,
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
# ── maximum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:165
#   maximum: Elementwise maximum, broadcasting (nan wins); at ties the gradient is …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _maximum_kernel(self, other):
    return np.maximum(self, other)


class MaximumBackward0(OpNode):
    """Backward of `maximum` (tensorplay/ops/binary/ops.yaml:165)."""

    return_names = ('result',)


_op_maximum = OpDef(
    'maximum',
    _maximum_kernel,
    line=165,
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
# ── minimum ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:190
#   minimum: Elementwise minimum, broadcasting (nan wins); at ties the gradient is …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _minimum_kernel(self, other):
    return np.minimum(self, other)


class MinimumBackward0(OpNode):
    """Backward of `minimum` (tensorplay/ops/binary/ops.yaml:190)."""

    return_names = ('result',)


_op_minimum = OpDef(
    'minimum',
    _minimum_kernel,
    line=190,
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
# ── atan2 ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:214
#   atan2: Elementwise angle of the point (other, self), atan(self / other) in th…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _atan2_kernel(self, other):
    return np.arctan2(self, other)


class Atan2Backward0(OpNode):
    """Backward of `atan2` (tensorplay/ops/binary/ops.yaml:214)."""

    return_names = ('result',)


_op_atan2 = OpDef(
    'atan2',
    _atan2_kernel,
    line=214,
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
# ── remainder ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:239
#   remainder: Python's modulus, self - floor(self / other) * other: the result has t…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._check_int_divisor (tensorplay/_support/kernels.py:416)
def _remainder_kernel(self, other):
    # Python's % : the result has the sign of the divisor (torch.remainder).
    K._check_int_divisor(other)
    return np.remainder(self, other)


class RemainderBackward0(OpNode):
    """Backward of `remainder` (tensorplay/ops/binary/ops.yaml:239)."""

    return_names = ('result',)


_op_remainder = OpDef(
    'remainder',
    _remainder_kernel,
    line=239,
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
# ── floor_divide ──────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:275
#   floor_divide: Python's //, self / other rounded toward -inf, broadcasting; integers …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._check_int_divisor (tensorplay/_support/kernels.py:416)
def _floor_divide_kernel(self, other):
    # Python's // : the quotient rounded toward -inf (torch.floor_divide).
    K._check_int_divisor(other)
    return np.floor_divide(self, other)


class FloorDivideBackward0(OpNode):
    """Backward of `floor_divide` (tensorplay/ops/binary/ops.yaml:275)."""

    return_names = ('result',)


_op_floor_divide = OpDef(
    'floor_divide',
    _floor_divide_kernel,
    line=275,
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
# ── eq ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:315
#   eq: Elementwise self == other as a bool tensor, broadcasting (compared in …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _eq_kernel(self, other):
    return np.equal(self, other)


class EqBackward0(OpNode):
    """Backward of `eq` (tensorplay/ops/binary/ops.yaml:315)."""

    return_names = ('result',)


_op_eq = OpDef(
    'eq',
    _eq_kernel,
    line=315,
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


def eq(input, other):
    return _call(_op_eq, (input, other), {})

eq.__tensor_params__ = ('input', 'other')
# --8<-- [end:eq]


# --8<-- [start:ne]
# ── ne ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:335
#   ne: Elementwise self != other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _ne_kernel(self, other):
    return np.not_equal(self, other)


class NeBackward0(OpNode):
    """Backward of `ne` (tensorplay/ops/binary/ops.yaml:335)."""

    return_names = ('result',)


_op_ne = OpDef(
    'ne',
    _ne_kernel,
    line=335,
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


def ne(input, other):
    return _call(_op_ne, (input, other), {})

ne.__tensor_params__ = ('input', 'other')
# --8<-- [end:ne]


# --8<-- [start:lt]
# ── lt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:353
#   lt: Elementwise self < other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _lt_kernel(self, other):
    return np.less(self, other)


class LtBackward0(OpNode):
    """Backward of `lt` (tensorplay/ops/binary/ops.yaml:353)."""

    return_names = ('result',)


_op_lt = OpDef(
    'lt',
    _lt_kernel,
    line=353,
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


def lt(input, other):
    return _call(_op_lt, (input, other), {})

lt.__tensor_params__ = ('input', 'other')
# --8<-- [end:lt]


# --8<-- [start:le]
# ── le ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:373
#   le: Elementwise self <= other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _le_kernel(self, other):
    return np.less_equal(self, other)


class LeBackward0(OpNode):
    """Backward of `le` (tensorplay/ops/binary/ops.yaml:373)."""

    return_names = ('result',)


_op_le = OpDef(
    'le',
    _le_kernel,
    line=373,
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


def le(input, other):
    return _call(_op_le, (input, other), {})

le.__tensor_params__ = ('input', 'other')
# --8<-- [end:le]


# --8<-- [start:gt]
# ── gt ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:391
#   gt: Elementwise self > other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _gt_kernel(self, other):
    return np.greater(self, other)


class GtBackward0(OpNode):
    """Backward of `gt` (tensorplay/ops/binary/ops.yaml:391)."""

    return_names = ('result',)


_op_gt = OpDef(
    'gt',
    _gt_kernel,
    line=391,
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


def gt(input, other):
    return _call(_op_gt, (input, other), {})

gt.__tensor_params__ = ('input', 'other')
# --8<-- [end:gt]


# --8<-- [start:ge]
# ── ge ────────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:410
#   ge: Elementwise self >= other as a bool tensor, broadcasting.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _ge_kernel(self, other):
    return np.greater_equal(self, other)


class GeBackward0(OpNode):
    """Backward of `ge` (tensorplay/ops/binary/ops.yaml:410)."""

    return_names = ('result',)


_op_ge = OpDef(
    'ge',
    _ge_kernel,
    line=410,
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


def ge(input, other):
    return _call(_op_ge, (input, other), {})

ge.__tensor_params__ = ('input', 'other')
# --8<-- [end:ge]


# --8<-- [start:logical_and]
# ── logical_and ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:428
#   logical_and: Elementwise logical AND (nonzero is True) as a bool tensor, broadcasti…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _logical_and_kernel(self, other):
    return np.logical_and(self, other)


class LogicalAndBackward0(OpNode):
    """Backward of `logical_and` (tensorplay/ops/binary/ops.yaml:428)."""

    return_names = ('result',)


_op_logical_and = OpDef(
    'logical_and',
    _logical_and_kernel,
    line=428,
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
# ── logical_or ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:447
#   logical_or: Elementwise logical OR as a bool tensor, broadcasting; `a | b` on bool…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _logical_or_kernel(self, other):
    return np.logical_or(self, other)


class LogicalOrBackward0(OpNode):
    """Backward of `logical_or` (tensorplay/ops/binary/ops.yaml:447)."""

    return_names = ('result',)


_op_logical_or = OpDef(
    'logical_or',
    _logical_or_kernel,
    line=447,
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
# ── logical_xor ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:465
#   logical_xor: Elementwise logical XOR as a bool tensor, broadcasting.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _logical_xor_kernel(self, other):
    return np.logical_xor(self, other)


class LogicalXorBackward0(OpNode):
    """Backward of `logical_xor` (tensorplay/ops/binary/ops.yaml:465)."""

    return_names = ('result',)


_op_logical_xor = OpDef(
    'logical_xor',
    _logical_xor_kernel,
    line=465,
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
# ── logical_not ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:482
#   logical_not: Elementwise logical NOT (zero is False) as a bool tensor; `~a` on a bo…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _logical_not_kernel(self):
    return np.logical_not(self)


class LogicalNotBackward0(OpNode):
    """Backward of `logical_not` (tensorplay/ops/binary/ops.yaml:482)."""

    return_names = ('result',)


_op_logical_not = OpDef(
    'logical_not',
    _logical_not_kernel,
    line=482,
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
# ── _compare ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:500
#   _compare: Internal: elementwise self <op> other (op is eq, ne, gt, ge, lt or le)…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def __compare_kernel(self, other, op):
    return {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
            "lt": np.less, "le": np.less_equal}[op](self, other)


class CompareBackward0(OpNode):
    """Backward of `_compare` (tensorplay/ops/binary/ops.yaml:500)."""

    return_names = ('result',)


_op__compare = OpDef(
    '_compare',
    __compare_kernel,
    line=500,
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
# ── isclose ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:519
#   isclose: Elementwise |self - other| <= atol + rtol * |other| as a bool tensor, …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._isclose (tensorplay/_support/kernels.py:816)
def _isclose_kernel(self, other, rtol, atol, equal_nan):
    return K._isclose(self, other, rtol, atol, equal_nan)


class IscloseBackward0(OpNode):
    """Backward of `isclose` (tensorplay/ops/binary/ops.yaml:519)."""

    return_names = ('result',)


_op_isclose = OpDef(
    'isclose',
    _isclose_kernel,
    line=519,
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
# ── allclose ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:540
#   allclose: True when every element of `self` is close to the broadcast `other` (i…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._closeness_args (tensorplay/_support/kernels.py:808)
#   uses K._isclose (tensorplay/_support/kernels.py:816)
def _allclose_kernel(self, other, rtol, atol, equal_nan):
    K._closeness_args("allclose", self, other)
    return bool(np.all(K._isclose(self, other, rtol, atol, equal_nan)))


class AllcloseBackward0(OpNode):
    """Backward of `allclose` (tensorplay/ops/binary/ops.yaml:540)."""

    return_names = ('result',)


_op_allclose = OpDef(
    'allclose',
    _allclose_kernel,
    line=540,
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
# ── equal ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:558
#   equal: True when both tensors have the same shape and equal elements (compare…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _equal_kernel(self, other):
    # True when both have the same shape and equal elements (compared across dtypes).
    if not isinstance(other, np.ndarray):
        raise TypeError(f"equal(): argument 'other' (position 2) must be Tensor, not "
                        f"{type(other).__name__}")
    return self.shape == other.shape and bool(np.array_equal(self, other))


class EqualBackward0(OpNode):
    """Backward of `equal` (tensorplay/ops/binary/ops.yaml:558)."""

    return_names = ('result',)


_op_equal = OpDef(
    'equal',
    _equal_kernel,
    line=558,
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
# ── multiply ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:580
#   multiply: Alias of mul, the elementwise product, broadcasting the two.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _multiply_composite(self, other):
    return mul(self, other)



def multiply(input, other):
    return _multiply_composite(input, other)

multiply.__tensor_params__ = ('input', 'other')

def _multiply_inplace(self, other):
    return _composite_inplace(self, lambda old: _multiply_composite(old, other), 'multiply')

# --8<-- [end:multiply]


# --8<-- [start:divide]
# ── divide ────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:594
#   divide: Alias of div with PyTorch's `rounding_mode`: None is true division (in…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_tensor (tensorplay/_support/formula_helpers.py:253)
def _divide_composite(self, other, rounding_mode):
    if rounding_mode not in (None, 'trunc', 'floor'):
        raise RuntimeError(f"divide: div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{rounding_mode}'")
    if rounding_mode is None:
        return div(self, other)
    if self.is_floating_point() or isinstance(other, float) or (H._is_tensor(other) and other.is_floating_point()):
        return floor(div(self, other)) if rounding_mode == "floor" else trunc(div(self, other))
    q = floor_divide(self, other)
    if rounding_mode == "floor":
        return q
    return q + logical_and(remainder(self, other) != 0, (self < 0) != (other < 0))



def divide(input, other, *, rounding_mode=None):
    return _divide_composite(input, other, rounding_mode)

divide.__tensor_params__ = ('input', 'other')

def _divide_inplace(self, other, *, rounding_mode=None):
    return _composite_inplace(self, lambda old: _divide_composite(old, other, rounding_mode), 'divide')

# --8<-- [end:divide]


# --8<-- [start:true_divide]
# ── true_divide ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:628
#   true_divide: Alias of div, elementwise true division (integers divide to float), br…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _true_divide_composite(self, other):
    return div(self, other)



def true_divide(input, other):
    return _true_divide_composite(input, other)

true_divide.__tensor_params__ = ('input', 'other')

def _true_divide_inplace(self, other):
    return _composite_inplace(self, lambda old: _true_divide_composite(old, other), 'true_divide')

# --8<-- [end:true_divide]


# --8<-- [start:subtract]
# ── subtract ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:643
#   subtract: Alias of sub, self - alpha * other, broadcasting the two.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _subtract_composite(self, other, alpha):
    return sub(self, other, alpha=alpha)



def subtract(input, other, *, alpha=1):
    return _subtract_composite(input, other, alpha)

subtract.__tensor_params__ = ('input', 'other')

def _subtract_inplace(self, other, *, alpha=1):
    return _composite_inplace(self, lambda old: _subtract_composite(old, other, alpha), 'subtract')

# --8<-- [end:subtract]


# --8<-- [start:isnan]
# ── isnan ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:657
#   isnan: Elementwise test for NaN, as a bool tensor (always False for integer a…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _isnan_kernel(self):
    return np.isnan(self)


class IsnanBackward0(OpNode):
    """Backward of `isnan` (tensorplay/ops/binary/ops.yaml:657)."""

    return_names = ('result',)


_op_isnan = OpDef(
    'isnan',
    _isnan_kernel,
    line=657,
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
# ── isinf ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:671
#   isinf: Elementwise test for +inf or -inf, as a bool tensor.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _isinf_kernel(self):
    return np.isinf(self)


class IsinfBackward0(OpNode):
    """Backward of `isinf` (tensorplay/ops/binary/ops.yaml:671)."""

    return_names = ('result',)


_op_isinf = OpDef(
    'isinf',
    _isinf_kernel,
    line=671,
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
# ── isfinite ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:685
#   isfinite: Elementwise test for a finite value (neither inf nor NaN), as a bool t…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _isfinite_kernel(self):
    return np.isfinite(self)


class IsfiniteBackward0(OpNode):
    """Backward of `isfinite` (tensorplay/ops/binary/ops.yaml:685)."""

    return_names = ('result',)


_op_isfinite = OpDef(
    'isfinite',
    _isfinite_kernel,
    line=685,
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
# ── isposinf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:699
#   isposinf: Elementwise test for +inf, as a bool tensor.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _isposinf_kernel(self):
    return np.isposinf(self)


class IsposinfBackward0(OpNode):
    """Backward of `isposinf` (tensorplay/ops/binary/ops.yaml:699)."""

    return_names = ('result',)


_op_isposinf = OpDef(
    'isposinf',
    _isposinf_kernel,
    line=699,
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
# ── isneginf ──────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:713
#   isneginf: Elementwise test for -inf, as a bool tensor.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _isneginf_kernel(self):
    return np.isneginf(self)


class IsneginfBackward0(OpNode):
    """Backward of `isneginf` (tensorplay/ops/binary/ops.yaml:713)."""

    return_names = ('result',)


_op_isneginf = OpDef(
    'isneginf',
    _isneginf_kernel,
    line=713,
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
# ── signbit ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:727
#   signbit: Elementwise test of the sign bit, as a bool tensor (True for -0.0, Fal…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _signbit_kernel(self):
    return np.signbit(self)


class SignbitBackward0(OpNode):
    """Backward of `signbit` (tensorplay/ops/binary/ops.yaml:727)."""

    return_names = ('result',)


_op_signbit = OpDef(
    'signbit',
    _signbit_kernel,
    line=727,
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
# ── xlogy ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:741
#   xlogy: self * log(other), defined as 0 where self is 0 (so 0 * log(0) = 0, th…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._xlogy (tensorplay/_support/kernels.py:1593)
def _xlogy_kernel(self, other):
    return K._xlogy(self, other)


class XlogyBackward0(OpNode):
    """Backward of `xlogy` (tensorplay/ops/binary/ops.yaml:741)."""

    return_names = ('result',)


_op_xlogy = OpDef(
    'xlogy',
    _xlogy_kernel,
    line=741,
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
# ── hypot ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:769
#   hypot: sqrt(self^2 + other^2) elementwise without overflow, broadcasting; flo…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_only (tensorplay/_support/kernels.py:1568)
def _hypot_kernel(self, other):
    return np.hypot(K._float_only(self, "hypot"), other)


class HypotBackward0(OpNode):
    """Backward of `hypot` (tensorplay/ops/binary/ops.yaml:769)."""

    return_names = ('result',)


_op_hypot = OpDef(
    'hypot',
    _hypot_kernel,
    line=769,
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
# ── heaviside ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:794
#   heaviside: The Heaviside step: 0 where self < 0, `values` where self == 0, 1 wher…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._heaviside (tensorplay/_support/kernels.py:1600)
def _heaviside_kernel(self, values):
    return K._heaviside(self, values)


class HeavisideBackward0(OpNode):
    """Backward of `heaviside` (tensorplay/ops/binary/ops.yaml:794)."""

    return_names = ('result',)


_op_heaviside = OpDef(
    'heaviside',
    _heaviside_kernel,
    line=794,
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
# ── fmod ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:814
#   fmod: C's fmod, self - trunc(self / other) * other: the result has the sign …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._fmod (tensorplay/_support/kernels.py:1607)
def _fmod_kernel(self, other):
    return K._fmod(self, other)


class FmodBackward0(OpNode):
    """Backward of `fmod` (tensorplay/ops/binary/ops.yaml:814)."""

    return_names = ('result',)


_op_fmod = OpDef(
    'fmod',
    _fmod_kernel,
    line=814,
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
# ── fmax ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:843
#   fmax: Elementwise maximum that ignores NaN (a NaN loses to a number; NaN onl…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _fmax_kernel(self, other):
    return np.fmax(self, other)


class FmaxBackward0(OpNode):
    """Backward of `fmax` (tensorplay/ops/binary/ops.yaml:843)."""

    return_names = ('result',)


_op_fmax = OpDef(
    'fmax',
    _fmax_kernel,
    line=843,
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
# ── fmin ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:868
#   fmin: Elementwise minimum that ignores NaN (a NaN loses to a number; NaN onl…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _fmin_kernel(self, other):
    return np.fmin(self, other)


class FminBackward0(OpNode):
    """Backward of `fmin` (tensorplay/ops/binary/ops.yaml:868)."""

    return_names = ('result',)


_op_fmin = OpDef(
    'fmin',
    _fmin_kernel,
    line=868,
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
# ── float_power ───────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:893
#   float_power: self ** exponent computed in float64 whatever the input dtypes (the re…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_tensor (tensorplay/_support/formula_helpers.py:253)
def _float_power_composite(self, exponent):
    return pow(self.double(), exponent.double() if H._is_tensor(exponent) else exponent)



def _overload_float_power(input, exponent):
    return _float_power_composite(input, exponent)

_overload_float_power.__tensor_params__ = ('input', 'exponent')
# --8<-- [end:float_power]


# --8<-- [start:logaddexp]
# ── logaddexp ─────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:911
#   logaddexp: log(e^self + e^other) elementwise without overflow, broadcasting; floa…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_only (tensorplay/_support/kernels.py:1568)
def _logaddexp_kernel(self, other):
    return np.logaddexp(K._float_only(self, "logaddexp"), other)


class LogaddexpBackward0(OpNode):
    """Backward of `logaddexp` (tensorplay/ops/binary/ops.yaml:911)."""

    return_names = ('result',)


_op_logaddexp = OpDef(
    'logaddexp',
    _logaddexp_kernel,
    line=911,
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
# ── logaddexp2 ────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:935
#   logaddexp2: log2(2^self + 2^other) elementwise without overflow, broadcasting; flo…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_only (tensorplay/_support/kernels.py:1568)
def _logaddexp2_kernel(self, other):
    return np.logaddexp2(K._float_only(self, "logaddexp2"), other)


class Logaddexp2Backward0(OpNode):
    """Backward of `logaddexp2` (tensorplay/ops/binary/ops.yaml:935)."""

    return_names = ('result',)


_op_logaddexp2 = OpDef(
    'logaddexp2',
    _logaddexp2_kernel,
    line=935,
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
# ── ldexp ─────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:959
#   ldexp: self * 2 ** other (PyTorch's definition; the result is floating point,…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _ldexp_composite(self, other):
    if other.is_floating_point() or not self.is_floating_point():
        return self * exp2(other)
    return _to_copy(self * exp2(other), self.dtype)



def ldexp(input, other):
    return _ldexp_composite(input, other)

ldexp.__tensor_params__ = ('input', 'other')

def _ldexp_inplace(self, other):
    return _composite_inplace(self, lambda old: _ldexp_composite(old, other), 'ldexp')

# --8<-- [end:ldexp]


# --8<-- [start:gcd]
# ── gcd ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:978
#   gcd: Elementwise greatest common divisor of integer tensors (non-negative; …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._int_only (tensorplay/_support/kernels.py:1575)
def _gcd_kernel(self, other):
    return np.gcd(K._int_only(self, "gcd"), other)


class GcdBackward0(OpNode):
    """Backward of `gcd` (tensorplay/ops/binary/ops.yaml:978)."""

    return_names = ('result',)


_op_gcd = OpDef(
    'gcd',
    _gcd_kernel,
    line=978,
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
# ── lcm ───────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:996
#   lcm: Elementwise least common multiple of integer tensors (non-negative; 0 …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._int_only (tensorplay/_support/kernels.py:1575)
def _lcm_kernel(self, other):
    return np.lcm(K._int_only(self, "lcm"), other)


class LcmBackward0(OpNode):
    """Backward of `lcm` (tensorplay/ops/binary/ops.yaml:996)."""

    return_names = ('result',)


_op_lcm = OpDef(
    'lcm',
    _lcm_kernel,
    line=996,
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
# ── lerp ──────────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1014
#   lerp: Linear interpolation self + weight * (end - self), broadcasting; `weig…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._lerp (tensorplay/_support/kernels.py:1613)
def _lerp_kernel(self, end, weight):
    return K._lerp(self, end, weight)


class LerpBackward0(OpNode):
    """Backward of `lerp` (tensorplay/ops/binary/ops.yaml:1014)."""

    return_names = ('result',)


_op_lerp = OpDef(
    'lerp',
    _lerp_kernel,
    line=1014,
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
# ── addcmul ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1044
#   addcmul: self + value * tensor1 * tensor2, broadcasting the three (the step of …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._addcmul (tensorplay/_support/kernels.py:1726)
def _addcmul_kernel(self, tensor1, tensor2, value):
    return K._addcmul(self, tensor1, tensor2, value)


class AddcmulBackward0(OpNode):
    """Backward of `addcmul` (tensorplay/ops/binary/ops.yaml:1044)."""

    return_names = ('result',)


_op_addcmul = OpDef(
    'addcmul',
    _addcmul_kernel,
    line=1044,
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
# ── addcdiv ───────────────────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1070
#   addcdiv: self + value * tensor1 / tensor2, broadcasting the three; as in PyTorc…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._addcdiv (tensorplay/_support/kernels.py:1622)
def _addcdiv_kernel(self, tensor1, tensor2, value):
    return K._addcdiv(self, tensor1, tensor2, value)


class AddcdivBackward0(OpNode):
    """Backward of `addcdiv` (tensorplay/ops/binary/ops.yaml:1070)."""

    return_names = ('result',)


_op_addcdiv = OpDef(
    'addcdiv',
    _addcdiv_kernel,
    line=1070,
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


# --8<-- [start:float_power_inplace]
# ── float_power.inplace ───────────────────────────────────────── tensorplay/ops/binary/ops.yaml:1099
#   float_power.inplace: `x.float_power_(exponent)`: x ** exponent in place, in float64 (x must…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_tensor (tensorplay/_support/formula_helpers.py:253)
#   uses H.float_power_base (tensorplay/_support/formula_helpers.py:1752)
def _float_power_inplace_composite(self, exponent):
    return pow(H.float_power_base(self), exponent.double() if H._is_tensor(exponent) else exponent)



def _overload_float_power_inplace(input, exponent):
    return _float_power_inplace_composite(input, exponent)

_overload_float_power_inplace.__tensor_params__ = ('input', 'exponent')

def _float_power_inplace_inplace(self, exponent):
    return _composite_inplace(self, lambda old: _float_power_inplace_composite(old, exponent), 'float_power')

# --8<-- [end:float_power_inplace]


# --8<-- [start:sum]
# ── sum ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:6
#   sum: Sum of all elements, or over the dims in `dim` (removed unless keepdim…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
#   uses K._sum_dtype (tensorplay/_support/kernels.py:828)
def _sum_kernel(self, dim, keepdim, dtype):
    return np.sum(self, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0, dtype=K._sum_dtype(self, dtype))


class SumBackward0(OpNode):
    """Backward of `sum` (tensorplay/ops/reduction/ops.yaml:6)."""

    return_names = ('result',)


_op_sum = OpDef(
    'sum',
    _sum_kernel,
    line=6,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    fast_none=('dtype',),
    node_cls=SumBackward0,
)
SumBackward0.op = _op_sum
_op_sum.int_list_args = ('dim',)


def sum(input, dim=None, keepdim=False, *, dtype=None):
    return _call(_op_sum, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

sum.__tensor_params__ = ('input',)
# --8<-- [end:sum]


# --8<-- [start:mean]
# ── mean ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:25
#   mean: Mean of all elements, or over the dims in `dim`, computed in `dtype` w…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.DtypeError (tensorplay/_support/kernels.py:968)
#   uses K._axes (tensorplay/_support/kernels.py:344)
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
#   uses K._torch_name (tensorplay/_support/kernels.py:801)
def _mean_kernel(self, dim, keepdim, dtype):
    # mean, in `dtype` when given (the input is converted first); like PyTorch it infers no
    # float dtype for integer or bool input (the mean of integers is not an integer).
    dt = self.dtype if dtype is None else K._np_dtype(dtype)
    if dt.kind != "f":
        which = "Input" if dtype is None else "Optional"
        raise K.DtypeError(f"mean(): could not infer output dtype. {which} dtype must be either a "
                         f"floating point or complex dtype. Got: {K._torch_name(dt)}")
    x = self if self.dtype == dt else self.astype(dt)
    return np.mean(x, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


class MeanBackward0(OpNode):
    """Backward of `mean` (tensorplay/ops/reduction/ops.yaml:25)."""

    return_names = ('result',)


_op_mean = OpDef(
    'mean',
    _mean_kernel,
    line=25,
    tensor_args=('self',),
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    fast_none=('dtype',),
    node_cls=MeanBackward0,
)
MeanBackward0.op = _op_mean
_op_mean.int_list_args = ('dim',)


def mean(input, dim=None, keepdim=False, *, dtype=None):
    return _call(_op_mean, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

mean.__tensor_params__ = ('input',)
# --8<-- [end:mean]


# --8<-- [start:prod]
# ── prod ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:54
#   prod: Product of all elements, or along `dim`; integers and bools multiply t…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
#   uses K._sum_dtype (tensorplay/_support/kernels.py:828)
def _prod_kernel(self, dim, keepdim, dtype):
    return np.prod(self, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0,
                   dtype=K._sum_dtype(self, dtype))


class ProdBackward0(OpNode):
    """Backward of `prod` (tensorplay/ops/reduction/ops.yaml:54)."""

    return_names = ('result',)


_op_prod = OpDef(
    'prod',
    _prod_kernel,
    line=54,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    fast_none=('dtype',),
    node_cls=ProdBackward0,
)
ProdBackward0.op = _op_prod


def prod(input, dim=None, keepdim=False, *, dtype=None):
    return _call(_op_prod, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

prod.__tensor_params__ = ('input',)
# --8<-- [end:prod]


# --8<-- [start:amax]
# ── amax ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:80
#   amax: Largest element over `dim` (all dims by default); tied maxima share th…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._minmax (tensorplay/_support/kernels.py:769)
def _amax_kernel(self, dim, keepdim):
    return K._minmax(self, dim, keepdim, True)


class AmaxBackward0(OpNode):
    """Backward of `amax` (tensorplay/ops/reduction/ops.yaml:80)."""

    return_names = ('result',)


_op_amax = OpDef(
    'amax',
    _amax_kernel,
    line=80,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    node_cls=AmaxBackward0,
)
AmaxBackward0.op = _op_amax
_op_amax.int_list_args = ('dim',)


def amax(input, dim=(), keepdim=False):
    return _call(_op_amax, (input,), {'dim': dim, 'keepdim': keepdim})

amax.__tensor_params__ = ('input',)
# --8<-- [end:amax]


# --8<-- [start:amin]
# ── amin ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:99
#   amin: Smallest element over `dim` (all dims by default); tied minima share t…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._minmax (tensorplay/_support/kernels.py:769)
def _amin_kernel(self, dim, keepdim):
    return K._minmax(self, dim, keepdim, False)


class AminBackward0(OpNode):
    """Backward of `amin` (tensorplay/ops/reduction/ops.yaml:99)."""

    return_names = ('result',)


_op_amin = OpDef(
    'amin',
    _amin_kernel,
    line=99,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    node_cls=AminBackward0,
)
AminBackward0.op = _op_amin
_op_amin.int_list_args = ('dim',)


def amin(input, dim=(), keepdim=False):
    return _call(_op_amin, (input,), {'dim': dim, 'keepdim': keepdim})

amin.__tensor_params__ = ('input',)
# --8<-- [end:amin]


# --8<-- [start:max]
# ── max ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:116
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
# ── max.dim ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:130
#   max.dim: Largest values along `dim` and their (first) indices, as a named tuple…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._extreme_dim (tensorplay/_support/kernels.py:494)
def _max_dim_kernel(self, dim, keepdim):
    return K._extreme_dim(self, dim, keepdim, True)


class MaxBackward0(OpNode):
    """Backward of `max.dim` (tensorplay/ops/reduction/ops.yaml:130)."""

    return_names = ('values', 'indices')


_op_max_dim = OpDef(
    'max.dim',
    _max_dim_kernel,
    line=130,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=MaxBackward0,
)
MaxBackward0.op = _op_max_dim


def _overload_max_dim(input, dim, keepdim=False):
    return _call(_op_max_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_max_dim.__tensor_params__ = ('input',)
# --8<-- [end:max_dim]


# --8<-- [start:max_other]
# ── max.other ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:148
#   max.other: Elementwise maximum of two broadcast tensors; on ties each side gets h…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _max_other_kernel(self, other):
    return np.maximum(self, other)


class MaxBackward0(OpNode):
    """Backward of `max.other` (tensorplay/ops/reduction/ops.yaml:148)."""

    return_names = ('result',)


_op_max_other = OpDef(
    'max.other',
    _max_other_kernel,
    line=148,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=MaxBackward0,
)
MaxBackward0.op = _op_max_other


def _overload_max_other(input, other):
    return _call(_op_max_other, (input, other), {})

_overload_max_other.__tensor_params__ = ('input', 'other')
# --8<-- [end:max_other]


# --8<-- [start:min]
# ── min ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:170
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
# ── min.dim ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:184
#   min.dim: Smallest values along `dim` and their (first) indices, as a named tupl…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._extreme_dim (tensorplay/_support/kernels.py:494)
def _min_dim_kernel(self, dim, keepdim):
    return K._extreme_dim(self, dim, keepdim, False)


class MinBackward0(OpNode):
    """Backward of `min.dim` (tensorplay/ops/reduction/ops.yaml:184)."""

    return_names = ('values', 'indices')


_op_min_dim = OpDef(
    'min.dim',
    _min_dim_kernel,
    line=184,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=MinBackward0,
)
MinBackward0.op = _op_min_dim


def _overload_min_dim(input, dim, keepdim=False):
    return _call(_op_min_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_min_dim.__tensor_params__ = ('input',)
# --8<-- [end:min_dim]


# --8<-- [start:min_other]
# ── min.other ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:200
#   min.other: Elementwise minimum of two broadcast tensors; on ties each side gets h…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _min_other_kernel(self, other):
    return np.minimum(self, other)


class MinBackward0(OpNode):
    """Backward of `min.other` (tensorplay/ops/reduction/ops.yaml:200)."""

    return_names = ('result',)


_op_min_other = OpDef(
    'min.other',
    _min_other_kernel,
    line=200,
    tensor_args=('self', 'other'),
    dtype='promote',
    broadcast=True,
    differentiable=(True, True),
    saves_per_input=(('self', 'other'), ('self', 'other')),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=MinBackward0,
)
MinBackward0.op = _op_min_other


def _overload_min_other(input, other):
    return _call(_op_min_other, (input, other), {})

_overload_min_other.__tensor_params__ = ('input', 'other')
# --8<-- [end:min_other]


# --8<-- [start:argmax]
# ── argmax ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:221
#   argmax: Index (int64) of the first largest element along `dim`, or into the fl…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._argext (tensorplay/_support/kernels.py:780)
def _argmax_kernel(self, dim, keepdim):
    return K._argext(self, dim, keepdim, True)


class ArgmaxBackward0(OpNode):
    """Backward of `argmax` (tensorplay/ops/reduction/ops.yaml:221)."""

    return_names = ('result',)


_op_argmax = OpDef(
    'argmax',
    _argmax_kernel,
    line=221,
    tensor_args=('self',),
    dtype='int64',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='int64',
    node_cls=ArgmaxBackward0,
)
ArgmaxBackward0.op = _op_argmax


def argmax(input, dim=None, keepdim=False):
    return _call(_op_argmax, (input,), {'dim': dim, 'keepdim': keepdim})

argmax.__tensor_params__ = ('input',)
# --8<-- [end:argmax]


# --8<-- [start:argmin]
# ── argmin ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:242
#   argmin: Index (int64) of the first smallest element along `dim`, or into the f…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._argext (tensorplay/_support/kernels.py:780)
def _argmin_kernel(self, dim, keepdim):
    return K._argext(self, dim, keepdim, False)


class ArgminBackward0(OpNode):
    """Backward of `argmin` (tensorplay/ops/reduction/ops.yaml:242)."""

    return_names = ('result',)


_op_argmin = OpDef(
    'argmin',
    _argmin_kernel,
    line=242,
    tensor_args=('self',),
    dtype='int64',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='int64',
    node_cls=ArgminBackward0,
)
ArgminBackward0.op = _op_argmin


def argmin(input, dim=None, keepdim=False):
    return _call(_op_argmin, (input,), {'dim': dim, 'keepdim': keepdim})

argmin.__tensor_params__ = ('input',)
# --8<-- [end:argmin]


# --8<-- [start:var]
# ── var ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:261
#   var: Variance over `dim` (all dims if None): sum((x - mean)^2) / max(0, N -…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
#   uses K._var_args (tensorplay/_support/kernels.py:836)
def _var_kernel(self, dim, unbiased, keepdim, correction):
    dim, ddof = K._var_args(dim, unbiased, correction)
    axes = K._axes(dim, self.ndim)
    n = self.size if axes is None else int(np.prod([self.shape[a] for a in axes]))
    x = self.astype(np.float32) if self.dtype == np.float16 else self  # as PyTorch sums float16
    centered = x - np.mean(x, axis=axes, keepdims=True)
    ss = np.sum(centered * centered, axis=axes, keepdims=keepdim and self.ndim > 0)
    out = np.true_divide(ss, np.maximum(n - ddof, 0))
    return out.astype(self.dtype, copy=False)


class VarBackward0(OpNode):
    """Backward of `var` (tensorplay/ops/reduction/ops.yaml:261)."""

    return_names = ('result',)


_op_var = OpDef(
    'var',
    _var_kernel,
    line=261,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    node_cls=VarBackward0,
)
VarBackward0.op = _op_var
_op_var.int_list_args = ('dim',)


def var(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return _call(_op_var, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})

var.__tensor_params__ = ('input',)
# --8<-- [end:var]


# --8<-- [start:std]
# ── std ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:296
#   std: Standard deviation, sqrt(var) with the same arguments; the gradient is…
#   composite: gradient, jvp and vmap follow from the ops of its body
_std_dtype_rules = _DtypeRules('std', ('self',), (0,))


def _std_composite(self, dim, unbiased, keepdim, correction):
    _check_dtypes(_std_dtype_rules, (self,), {})
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
# ── logsumexp ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:320
#   logsumexp: log(sum(exp(x))) over `dim`, computed stably (the max is subtracted fi…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
def _logsumexp_kernel(self, dim, keepdim):
    axes = K._axes(dim, self.ndim)
    if self.ndim == 0:
        return self.copy()
    m = np.max(self, axis=axes, keepdims=True, initial=-np.inf)  # empty groups give -inf
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(divide="ignore"):
        out = np.log(np.sum(np.exp(self - m), axis=axes, keepdims=True)) + m
    return out if keepdim else np.squeeze(out, axis=axes)


class LogsumexpBackward0(OpNode):
    """Backward of `logsumexp` (tensorplay/ops/reduction/ops.yaml:320)."""

    return_names = ('result',)


_op_logsumexp = OpDef(
    'logsumexp',
    _logsumexp_kernel,
    line=320,
    tensor_args=('self',),
    dtype='float',
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    node_cls=LogsumexpBackward0,
)
LogsumexpBackward0.op = _op_logsumexp
_op_logsumexp.int_list_args = ('dim',)


def logsumexp(input, dim, keepdim=False):
    return _call(_op_logsumexp, (input,), {'dim': dim, 'keepdim': keepdim})

logsumexp.__tensor_params__ = ('input',)
# --8<-- [end:logsumexp]


# --8<-- [start:norm]
# ── norm ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:348
#   norm: Vector p-norm over `dim` (all elements if None): p='fro' or 2 (default…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._norm (tensorplay/_support/kernels.py:857)
def _norm_kernel(self, p, dim, keepdim, dtype):
    return K._norm(self, p, dim, keepdim, dtype)


class NormBackward0(OpNode):
    """Backward of `norm` (tensorplay/ops/reduction/ops.yaml:348)."""

    return_names = ('result',)


_op_norm = OpDef(
    'norm',
    _norm_kernel,
    line=348,
    tensor_args=('self',),
    fp_errors=True,
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    fast_none=('dtype',),
    node_cls=NormBackward0,
)
NormBackward0.op = _op_norm
_op_norm.int_list_args = ('dim',)


def norm(input, p='fro', dim=None, keepdim=False, *, dtype=None):
    return _call(_op_norm, (input,), {'p': p, 'dim': dim, 'keepdim': keepdim, 'dtype': dtype})

norm.__tensor_params__ = ('input',)
# --8<-- [end:norm]


# --8<-- [start:all]
# ── all ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:377
#   all: True where every element (over `dim`, or of the whole tensor) is nonze…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
def _all_kernel(self, dim, keepdim):
    return np.all(self, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0).astype(np.uint8 if self.dtype == np.uint8 else np.bool_)


class AllBackward0(OpNode):
    """Backward of `all` (tensorplay/ops/reduction/ops.yaml:377)."""

    return_names = ('result',)


_op_all = OpDef(
    'all',
    _all_kernel,
    line=377,
    tensor_args=('self',),
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    node_cls=AllBackward0,
)
AllBackward0.op = _op_all
_op_all.int_list_args = ('dim',)


def all(input, dim=None, keepdim=False):
    return _call(_op_all, (input,), {'dim': dim, 'keepdim': keepdim})

all.__tensor_params__ = ('input',)
# --8<-- [end:all]


# --8<-- [start:any]
# ── any ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:395
#   any: True where some element (over `dim`, or of the whole tensor) is nonzer…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
def _any_kernel(self, dim, keepdim):
    return np.any(self, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0).astype(np.uint8 if self.dtype == np.uint8 else np.bool_)


class AnyBackward0(OpNode):
    """Backward of `any` (tensorplay/ops/reduction/ops.yaml:395)."""

    return_names = ('result',)


_op_any = OpDef(
    'any',
    _any_kernel,
    line=395,
    tensor_args=('self',),
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    fast='same',
    node_cls=AnyBackward0,
)
AnyBackward0.op = _op_any
_op_any.int_list_args = ('dim',)


def any(input, dim=None, keepdim=False):
    return _call(_op_any, (input,), {'dim': dim, 'keepdim': keepdim})

any.__tensor_params__ = ('input',)
# --8<-- [end:any]


# --8<-- [start:cumsum]
# ── cumsum ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:412
#   cumsum: Running sum along `dim` (integers and bools accumulate in int64, float…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._dim (tensorplay/_support/kernels.py:364)
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
def _cumsum_kernel(self, dim, dtype):
    d = K._dim(dim, self.ndim)
    dt = K._np_dtype(dtype)
    if self.ndim == 0:
        if dt is None:
            dt = np.dtype(np.int64) if self.dtype.kind in "biu" else self.dtype
        return self.astype(dt)
    out_dt = dt if dt is not None else (self.dtype if self.dtype.kind == "f" else np.dtype(np.int64))
    if out_dt == np.float32:  # PyTorch accumulates float32 in double: [1e8, 1, -1e8, 1] ends at 2
        return np.cumsum(self, axis=d, dtype=np.float64).astype(np.float32)
    if out_dt == np.float16:  # and float16 in float32 (NumPy's float16 running sum stalls at 2048)
        return np.cumsum(self, axis=d, dtype=np.float32).astype(np.float16)
    return np.cumsum(self, axis=d, dtype=out_dt)


class CumsumBackward0(OpNode):
    """Backward of `cumsum` (tensorplay/ops/reduction/ops.yaml:412)."""

    return_names = ('result',)


_op_cumsum = OpDef(
    'cumsum',
    _cumsum_kernel,
    line=412,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    fast='same',
    fast_none=('dtype',),
    node_cls=CumsumBackward0,
)
CumsumBackward0.op = _op_cumsum


def cumsum(input, dim, *, dtype=None):
    return _call(_op_cumsum, (input,), {'dim': dim, 'dtype': dtype})

cumsum.__tensor_params__ = ('input',)
# --8<-- [end:cumsum]


# --8<-- [start:kthvalue]
# ── kthvalue ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:445
#   kthvalue: The k-th smallest element along `dim` (k counts from 1) and its index,…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._kthvalue (tensorplay/_support/kernels.py:592)
def _kthvalue_kernel(self, k, dim, keepdim):
    return K._kthvalue(self, k, dim, keepdim)


class KthvalueBackward0(OpNode):
    """Backward of `kthvalue` (tensorplay/ops/reduction/ops.yaml:445)."""

    return_names = ('values', 'indices')


_op_kthvalue = OpDef(
    'kthvalue',
    _kthvalue_kernel,
    line=445,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=KthvalueBackward0,
)
KthvalueBackward0.op = _op_kthvalue


def kthvalue(input, k, dim=-1, keepdim=False):
    return _call(_op_kthvalue, (input,), {'k': k, 'dim': dim, 'keepdim': keepdim})

kthvalue.__tensor_params__ = ('input',)
# --8<-- [end:kthvalue]


# --8<-- [start:median]
# ── median ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:465
#   median: median(x) is the lower median of all elements (of an even count, the s…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.median_ties (tensorplay/_support/formula_helpers.py:557)
_median_dtype_rules = _DtypeRules('median', ('self',), (0,))


def _median_composite(self):
    _check_dtypes(_median_dtype_rules, (self,), {})
    if self.numel() == 0:
        return full([], float("nan"), dtype=self.dtype)
    return H.median_ties(self, median(reshape(self, [-1]), 0)[0])



def _overload_median(input):
    return _median_composite(input)

_overload_median.__tensor_params__ = ('input',)
# --8<-- [end:median]


# --8<-- [start:median_dim]
# ── median.dim ────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:487
#   median.dim: The lower median along `dim` and its index, as a named tuple (values, …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._median_dim (tensorplay/_support/kernels.py:617)
def _median_dim_kernel(self, dim, keepdim):
    return K._median_dim(self, dim, keepdim, False)


class MedianBackward0(OpNode):
    """Backward of `median.dim` (tensorplay/ops/reduction/ops.yaml:487)."""

    return_names = ('values', 'indices')


_op_median_dim = OpDef(
    'median.dim',
    _median_dim_kernel,
    line=487,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=MedianBackward0,
)
MedianBackward0.op = _op_median_dim


def _overload_median_dim(input, dim, keepdim=False):
    return _call(_op_median_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_median_dim.__tensor_params__ = ('input',)
# --8<-- [end:median_dim]


# --8<-- [start:nanmedian]
# ── nanmedian ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:508
#   nanmedian: nanmedian(x) is the lower median of the elements that are not NaN (NaN…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.median_ties (tensorplay/_support/formula_helpers.py:557)
_nanmedian_dtype_rules = _DtypeRules('nanmedian', ('self',), (0,))


def _nanmedian_composite(self):
    _check_dtypes(_nanmedian_dtype_rules, (self,), {})
    if self.numel() == 0:
        return full([], float("nan"), dtype=self.dtype)
    return H.median_ties(self, nanmedian(reshape(self, [-1]), 0)[0])



def _overload_nanmedian(input):
    return _nanmedian_composite(input)

_overload_nanmedian.__tensor_params__ = ('input',)
# --8<-- [end:nanmedian]


# --8<-- [start:nanmedian_dim]
# ── nanmedian.dim ─────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:527
#   nanmedian.dim: The lower median along `dim` of the elements that are not NaN, and its…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._median_dim (tensorplay/_support/kernels.py:617)
def _nanmedian_dim_kernel(self, dim, keepdim):
    return K._median_dim(self, dim, keepdim, True)


class NanmedianBackward0(OpNode):
    """Backward of `nanmedian.dim` (tensorplay/ops/reduction/ops.yaml:527)."""

    return_names = ('values', 'indices')


_op_nanmedian_dim = OpDef(
    'nanmedian.dim',
    _nanmedian_dim_kernel,
    line=527,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=NanmedianBackward0,
)
NanmedianBackward0.op = _op_nanmedian_dim


def _overload_nanmedian_dim(input, dim, keepdim=False):
    return _call(_op_nanmedian_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_nanmedian_dim.__tensor_params__ = ('input',)
# --8<-- [end:nanmedian_dim]


# --8<-- [start:mode]
# ── mode ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:547
#   mode: The most frequent value along `dim` (the smallest of equally frequent …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._mode (tensorplay/_support/kernels.py:634)
def _mode_kernel(self, dim, keepdim):
    return K._mode(self, dim, keepdim)


class ModeBackward0(OpNode):
    """Backward of `mode` (tensorplay/ops/reduction/ops.yaml:547)."""

    return_names = ('values', 'indices')


_op_mode = OpDef(
    'mode',
    _mode_kernel,
    line=547,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
    node_cls=ModeBackward0,
)
ModeBackward0.op = _op_mode


def mode(input, dim=-1, keepdim=False):
    return _call(_op_mode, (input,), {'dim': dim, 'keepdim': keepdim})

mode.__tensor_params__ = ('input',)
# --8<-- [end:mode]


# --8<-- [start:histc]
# ── histc ─────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:568
#   histc: A histogram of all elements of `self`: `bins` equal-width bins over [m…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._histc (tensorplay/_support/kernels.py:691)
def _histc_kernel(self, bins, min, max):
    return K._histc(self, bins, min, max)


class HistcBackward0(OpNode):
    """Backward of `histc` (tensorplay/ops/reduction/ops.yaml:568)."""

    return_names = ('result',)


_op_histc = OpDef(
    'histc',
    _histc_kernel,
    line=568,
    tensor_args=('self',),
    dtype='same',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'histc'},
    fast='same',
    node_cls=HistcBackward0,
)
HistcBackward0.op = _op_histc


def histc(input, bins=100, min=0, max=0):
    return _call(_op_histc, (input,), {'bins': bins, 'min': min, 'max': max})

histc.__tensor_params__ = ('input',)
# --8<-- [end:histc]


# --8<-- [start:_histc_rows]
# ── _histc_rows ───────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:591
#   _histc_rows: Internal: histc of each row of a 2-D input, (rows, bins), each row wit…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._histc_rows (tensorplay/_support/kernels.py:677)
def __histc_rows_kernel(self, bins, min, max):
    return K._histc_rows(self, bins, min, max)


class HistcRowsBackward0(OpNode):
    """Backward of `_histc_rows` (tensorplay/ops/reduction/ops.yaml:591)."""

    return_names = ('result',)


_op__histc_rows = OpDef(
    '_histc_rows',
    __histc_rows_kernel,
    line=591,
    tensor_args=('self',),
    dtype='same',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'histc_rows'},
    fast='same',
    node_cls=HistcRowsBackward0,
)
HistcRowsBackward0.op = _op__histc_rows


def _histc_rows(input, bins=100, min=0, max=0):
    return _call(_op__histc_rows, (input,), {'bins': bins, 'min': min, 'max': max})

_histc_rows.__tensor_params__ = ('input',)
# --8<-- [end:_histc_rows]


# --8<-- [start:quantile]
# ── quantile ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:606
#   quantile: The q-th quantiles of `self` along `dim` (of all elements if None): q …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.quantile_of (tensorplay/_support/formula_helpers.py:591)
def _quantile_composite(self, q, dim, keepdim, interpolation):
    return H.quantile_of(self, q, dim, keepdim, interpolation, False)



def quantile(input, q, dim=None, keepdim=False, *, interpolation='linear'):
    return _quantile_composite(input, q, dim, keepdim, interpolation)

quantile.__tensor_params__ = ('input', 'q')
# --8<-- [end:quantile]


# --8<-- [start:nanquantile]
# ── nanquantile ───────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:628
#   nanquantile: quantile over the elements that are not NaN (the rank is q * (count - …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.quantile_of (tensorplay/_support/formula_helpers.py:591)
def _nanquantile_composite(self, q, dim, keepdim, interpolation):
    return H.quantile_of(self, q, dim, keepdim, interpolation, True)



def nanquantile(input, q, dim=None, keepdim=False, *, interpolation='linear'):
    return _nanquantile_composite(input, q, dim, keepdim, interpolation)

nanquantile.__tensor_params__ = ('input', 'q')
# --8<-- [end:nanquantile]


# --8<-- [start:count_nonzero]
# ── count_nonzero ─────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:644
#   count_nonzero: The number of nonzero elements (over `dim`, an int or a list of ints, …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _count_nonzero_composite(self, dim):
    self = None if self is None else self.detach()  # non_differentiable
    return sum(self != 0, dim)



def count_nonzero(input, dim=None):
    return _count_nonzero_composite(input, dim)

count_nonzero.__tensor_params__ = ('input',)
# --8<-- [end:count_nonzero]


# --8<-- [start:nansum]
# ── nansum ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:660
#   nansum: Sum treating NaN as zero (over `dim`, or all elements); NaN positions …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _nansum_composite(self, dim, keepdim, dtype):
    return sum(where(isnan(self), 0, self), dim, keepdim, dtype=dtype)



def nansum(input, dim=None, keepdim=False, *, dtype=None):
    return _nansum_composite(input, dim, keepdim, dtype)

nansum.__tensor_params__ = ('input',)
# --8<-- [end:nansum]


# --8<-- [start:nanmean]
# ── nanmean ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:675
#   nanmean: Mean of the elements that are not NaN (over `dim`, or all); NaN where …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _nanmean_composite(self, dim, keepdim, dtype):
    if not (self.is_floating_point()):
        raise RuntimeError(f'nanmean: nanmean(): expected input to have floating point or complex dtype but got {self.dtype}')
    return nansum(self, dim, keepdim, dtype=dtype) / sum(logical_not(isnan(self)), dim, keepdim)



def nanmean(input, dim=None, keepdim=False, *, dtype=None):
    return _nanmean_composite(input, dim, keepdim, dtype)

nanmean.__tensor_params__ = ('input',)
# --8<-- [end:nanmean]


# --8<-- [start:std_mean]
# ── std_mean ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:692
#   std_mean: The tuple (std, mean) over `dim` with std's arguments (correction defa…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _std_mean_composite(self, dim, unbiased, keepdim, correction):
    if not (self.is_floating_point()):
        raise RuntimeError('std_mean: std_mean only support floating point and complex dtypes')
    return (std(self, dim, unbiased, keepdim, correction=correction), mean(self, dim, keepdim))



def std_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return _std_mean_composite(input, dim, unbiased, keepdim, correction)

std_mean.__tensor_params__ = ('input',)
# --8<-- [end:std_mean]


# --8<-- [start:var_mean]
# ── var_mean ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:709
#   var_mean: The tuple (var, mean) over `dim` with var's arguments (correction defa…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _var_mean_composite(self, dim, unbiased, keepdim, correction):
    if not (self.is_floating_point()):
        raise RuntimeError('var_mean: var_mean only support floating point and complex dtypes')
    return (var(self, dim, unbiased, keepdim, correction=correction), mean(self, dim, keepdim))



def var_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return _var_mean_composite(input, dim, unbiased, keepdim, correction)

var_mean.__tensor_params__ = ('input',)
# --8<-- [end:var_mean]


# --8<-- [start:dist]
# ── dist ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:726
#   dist: The p-norm of self - other (broadcast), a 0-d tensor.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _dist_composite(self, other, p):
    return norm(self - other, p)



def dist(input, other, p=2):
    return _dist_composite(input, other, p)

dist.__tensor_params__ = ('input', 'other')
# --8<-- [end:dist]


# --8<-- [start:logcumsumexp]
# ── logcumsumexp ──────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:740
#   logcumsumexp: Running log(sum(exp(x))) along `dim`, computed stably by repeated loga…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._logcumsumexp (tensorplay/_support/kernels.py:1634)
def _logcumsumexp_kernel(self, dim):
    return K._logcumsumexp(self, dim)


class LogcumsumexpBackward0(OpNode):
    """Backward of `logcumsumexp` (tensorplay/ops/reduction/ops.yaml:740)."""

    return_names = ('result',)


_op_logcumsumexp = OpDef(
    'logcumsumexp',
    _logcumsumexp_kernel,
    line=740,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    fast='same',
    node_cls=LogcumsumexpBackward0,
)
LogcumsumexpBackward0.op = _op_logcumsumexp


def logcumsumexp(input, dim):
    return _call(_op_logcumsumexp, (input,), {'dim': dim})

logcumsumexp.__tensor_params__ = ('input',)
# --8<-- [end:logcumsumexp]


# --8<-- [start:cummax]
# ── cummax ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:762
#   cummax: Running maximum along `dim` and the index where it was reached (the la…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._cumextreme (tensorplay/_support/kernels.py:1641)
def _cummax_kernel(self, dim):
    return K._cumextreme(self, dim, True)


class CummaxBackward0(OpNode):
    """Backward of `cummax` (tensorplay/ops/reduction/ops.yaml:762)."""

    return_names = ('values', 'indices')


_op_cummax = OpDef(
    'cummax',
    _cummax_kernel,
    line=762,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=CummaxBackward0,
)
CummaxBackward0.op = _op_cummax


def cummax(input, dim):
    return _call(_op_cummax, (input,), {'dim': dim})

cummax.__tensor_params__ = ('input',)
# --8<-- [end:cummax]


# --8<-- [start:cummin]
# ── cummin ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:783
#   cummin: Running minimum along `dim` and the index where it was reached (the la…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._cumextreme (tensorplay/_support/kernels.py:1641)
def _cummin_kernel(self, dim):
    return K._cumextreme(self, dim, False)


class CumminBackward0(OpNode):
    """Backward of `cummin` (tensorplay/ops/reduction/ops.yaml:783)."""

    return_names = ('values', 'indices')


_op_cummin = OpDef(
    'cummin',
    _cummin_kernel,
    line=783,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=CumminBackward0,
)
CumminBackward0.op = _op_cummin


def cummin(input, dim):
    return _call(_op_cummin, (input,), {'dim': dim})

cummin.__tensor_params__ = ('input',)
# --8<-- [end:cummin]


# --8<-- [start:cumprod]
# ── cumprod ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:804
#   cumprod: Running product along `dim` (integers and bools accumulate in int64). …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._cumprod (tensorplay/_support/kernels.py:1657)
def _cumprod_kernel(self, dim, dtype):
    return K._cumprod(self, dim, dtype)


class CumprodBackward0(OpNode):
    """Backward of `cumprod` (tensorplay/ops/reduction/ops.yaml:804)."""

    return_names = ('result',)


_op_cumprod = OpDef(
    'cumprod',
    _cumprod_kernel,
    line=804,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    fast='same',
    fast_none=('dtype',),
    node_cls=CumprodBackward0,
)
CumprodBackward0.op = _op_cumprod


def cumprod(input, dim, *, dtype=None):
    return _call(_op_cumprod, (input,), {'dim': dim, 'dtype': dtype})

cumprod.__tensor_params__ = ('input',)

def _cumprod_inplace(self, dim, *, dtype=None):
    return _inplace(_op_cumprod, (self,), {'dim': dim, 'dtype': dtype})

# --8<-- [end:cumprod]


# --8<-- [start:reshape]
# ── reshape ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:6
#   reshape: The same elements in a new shape (one dim may be -1); a view when the …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._shape (tensorplay/_support/kernels.py:453)
def _reshape_kernel(self, shape):
    return np.reshape(self, K._shape(shape))


class ReshapeBackward0(OpNode):
    """Backward of `reshape` (tensorplay/ops/shape/ops.yaml:6)."""

    return_names = ('result',)


_op_reshape = OpDef(
    'reshape',
    _reshape_kernel,
    line=6,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'reshape'},
    fast='same',
    node_cls=ReshapeBackward0,
)
ReshapeBackward0.op = _op_reshape
_op_reshape.int_list_args = ('shape',)


def reshape(input, *shape):
    return _call(_op_reshape, (input,), {'shape': _varargs(shape)})

reshape.__tensor_params__ = ('input',)
# --8<-- [end:reshape]


# --8<-- [start:expand]
# ── expand ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:19
#   expand: A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim)…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _expand_kernel(self, size):
    size = K._size(size)
    if len(size) < self.ndim:
        raise K.ShapeError(f"expand: the number of sizes provided ({len(size)}) must be greater or "
                         f"equal to the number of dimensions in the tensor ({self.ndim})")
    lead = len(size) - self.ndim
    if -1 in size[:lead]:
        raise K.ShapeError(f"expand: the expanded size of the tensor (-1) isn't allowed in a leading, "
                         f"non-existing dimension {size.index(-1)}")
    target = tuple(self.shape[i - lead] if s == -1 else s for i, s in enumerate(size))
    for i, s in enumerate(self.shape):
        if s != 1 and s != target[lead + i]:
            raise K.ShapeError(f"expand: the expanded size of the tensor ({target[lead + i]}) must "
                             f"match the existing size ({s}) at non-singleton dimension {lead + i}. "
                             f"Target sizes: {list(size)}. Tensor sizes: {list(self.shape)}")
    # as np.broadcast_to, but writable like PyTorch's expanded views (fill_/zero_ may write them)
    strides = (0,) * lead + tuple(0 if s == 1 and t != 1 else st
                                  for s, t, st in zip(self.shape, target[lead:], self.strides))
    return np.lib.stride_tricks.as_strided(self, target, strides)


class ExpandBackward0(OpNode):
    """Backward of `expand` (tensorplay/ops/shape/ops.yaml:19)."""

    return_names = ('result',)


_op_expand = OpDef(
    'expand',
    _expand_kernel,
    line=19,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'expand'},
    fast='same',
    node_cls=ExpandBackward0,
)
ExpandBackward0.op = _op_expand
_op_expand.int_list_args = ('size',)


def expand(input, *size):
    return _call(_op_expand, (input,), {'size': _varargs(size)})

expand.__tensor_params__ = ('input',)
# --8<-- [end:expand]


# --8<-- [start:unsqueeze]
# ── unsqueeze ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:50
#   unsqueeze: A view with a size-1 dim inserted at `dim`.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _unsqueeze_kernel(self, dim):
    return np.expand_dims(self, dim)


class UnsqueezeBackward0(OpNode):
    """Backward of `unsqueeze` (tensorplay/ops/shape/ops.yaml:50)."""

    return_names = ('result',)


_op_unsqueeze = OpDef(
    'unsqueeze',
    _unsqueeze_kernel,
    line=50,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'unsqueeze'},
    fast='same',
    node_cls=UnsqueezeBackward0,
)
UnsqueezeBackward0.op = _op_unsqueeze


def unsqueeze(input, dim):
    return _call(_op_unsqueeze, (input,), {'dim': dim})

unsqueeze.__tensor_params__ = ('input',)
# --8<-- [end:unsqueeze]


# --8<-- [start:squeeze]
# ── squeeze ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:63
#   squeeze: A view without size-1 dims (all of them, or those in `dim`).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._axes (tensorplay/_support/kernels.py:344)
def _squeeze_kernel(self, dim):
    if dim is None:
        return np.squeeze(self)
    axes = K._axes(dim, self.ndim)
    if axes is None:
        return self.view()
    return np.squeeze(self, tuple(a for a in axes if self.shape[a] == 1))


class SqueezeBackward0(OpNode):
    """Backward of `squeeze` (tensorplay/ops/shape/ops.yaml:63)."""

    return_names = ('result',)


_op_squeeze = OpDef(
    'squeeze',
    _squeeze_kernel,
    line=63,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'squeeze'},
    fast='same',
    node_cls=SqueezeBackward0,
)
SqueezeBackward0.op = _op_squeeze
_op_squeeze.int_list_args = ('dim',)


def squeeze(input, dim=None):
    return _call(_op_squeeze, (input,), {'dim': dim})

squeeze.__tensor_params__ = ('input',)
# --8<-- [end:squeeze]


# --8<-- [start:transpose]
# ── transpose ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:82
#   transpose: A view with dims dim0 and dim1 swapped.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _transpose_kernel(self, dim0, dim1):
    return np.swapaxes(self, K._dim(dim0, self.ndim), K._dim(dim1, self.ndim)) if self.ndim else self.view()


class TransposeBackward0(OpNode):
    """Backward of `transpose` (tensorplay/ops/shape/ops.yaml:82)."""

    return_names = ('result',)


_op_transpose = OpDef(
    'transpose',
    _transpose_kernel,
    line=82,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dims': ['dim0', 'dim1']},
    fast='same',
    node_cls=TransposeBackward0,
)
TransposeBackward0.op = _op_transpose


def transpose(input, dim0, dim1):
    return _call(_op_transpose, (input,), {'dim0': dim0, 'dim1': dim1})

transpose.__tensor_params__ = ('input',)
# --8<-- [end:transpose]


# --8<-- [start:permute]
# ── permute ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:95
#   permute: A view with the dims reordered.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _permute_kernel(self, dims):
    return np.transpose(self, dims) if self.ndim else self.view()


class PermuteBackward0(OpNode):
    """Backward of `permute` (tensorplay/ops/shape/ops.yaml:95)."""

    return_names = ('result',)


_op_permute = OpDef(
    'permute',
    _permute_kernel,
    line=95,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'permute'},
    fast='same',
    node_cls=PermuteBackward0,
)
PermuteBackward0.op = _op_permute
_op_permute.int_list_args = ('dims',)


def permute(input, *dims):
    return _call(_op_permute, (input,), {'dims': _varargs(dims)})

permute.__tensor_params__ = ('input',)
# --8<-- [end:permute]


# --8<-- [start:view]
# ── view ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:108
#   view: The same memory seen with a new shape (one dim may be -1). Unlike resh…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._shape (tensorplay/_support/kernels.py:453)
def _view_kernel(self, shape):
    shape = K._shape(shape)
    try:
        return np.reshape(self, shape, copy=False)
    except ValueError as exc:
        if "copy" in str(exc):
            raise K.ShapeError("view size is not compatible with input tensor's size and stride (at "
                             "least one dimension spans across two contiguous subspaces). Use "
                             ".reshape(...) instead.") from None
        raise K.ShapeError(f"shape '{list(shape)}' is invalid for input of size {self.size}") from None


class ViewBackward0(OpNode):
    """Backward of `view` (tensorplay/ops/shape/ops.yaml:108)."""

    return_names = ('result',)


_op_view = OpDef(
    'view',
    _view_kernel,
    line=108,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'view'},
    fast='same',
    node_cls=ViewBackward0,
)
ViewBackward0.op = _op_view
_op_view.int_list_args = ('shape',)


def view(input, *shape):
    return _call(_op_view, (input,), {'shape': _varargs(shape)})

view.__tensor_params__ = ('input',)
# --8<-- [end:view]


# --8<-- [start:flatten]
# ── flatten ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:132
#   flatten: Dims start_dim..end_dim merged into one (a 0-d tensor becomes 1-D); a …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.reduced_numel (tensorplay/_support/formula_helpers.py:326)
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
    merged = H.reduced_numel(self.shape, list(range(s, e + 1))) if self.dim() else 1
    return reshape(self, [*self.shape[:s], merged, *self.shape[e + 1:]])



def flatten(input, start_dim=0, end_dim=-1):
    return _flatten_composite(input, start_dim, end_dim)

flatten.__tensor_params__ = ('input',)
# --8<-- [end:flatten]


# --8<-- [start:t]
# ── t ─────────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:161
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
# ── expand_as ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:173
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
# ── broadcast_to ──────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:183
#   broadcast_to: A broadcast view of `self` with shape `shape` (as expand; -1 keeps a d…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _broadcast_to_composite(self, shape):
    return expand(self, shape)



def broadcast_to(input, *shape):
    return _broadcast_to_composite(input, _varargs(shape))

broadcast_to.__tensor_params__ = ('input',)
# --8<-- [end:broadcast_to]


# --8<-- [start:movedim]
# ── movedim ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:194
#   movedim: A view with the dims in `source` moved to the positions in `destinatio…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _movedim_kernel(self, source, destination):
    src = [source] if isinstance(source, int) else list(source)
    dst = [destination] if isinstance(destination, int) else list(destination)
    if len(src) != len(dst):
        raise K.ShapeError(f"movedim: Invalid source or destination dims: source ({src} dims) should "
                         f"contain the same number of dims as destination ({dst} dims)")
    src = [K._dim(d, self.ndim) for d in src]
    dst = [K._dim(d, self.ndim) for d in dst]
    if len(set(src)) != len(src) or len(set(dst)) != len(dst):
        raise K.ShapeError(f"movedim: repeated dim in source ({src}) or destination ({dst})")
    if self.ndim == 0:
        return self.view()
    return np.moveaxis(self, src, dst)


class MovedimBackward0(OpNode):
    """Backward of `movedim` (tensorplay/ops/shape/ops.yaml:194)."""

    return_names = ('result',)


_op_movedim = OpDef(
    'movedim',
    _movedim_kernel,
    line=194,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dims': ['source', 'destination']},
    fast='same',
    node_cls=MovedimBackward0,
)
MovedimBackward0.op = _op_movedim
_op_movedim.int_list_args = ('source', 'destination')


def movedim(input, source, destination):
    return _call(_op_movedim, (input,), {'source': source, 'destination': destination})

movedim.__tensor_params__ = ('input',)
# --8<-- [end:movedim]


# --8<-- [start:flip]
# ── flip ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:223
#   flip: A copy with the order of elements reversed along each dim in `dims` (n…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _flip_kernel(self, dims):
    dims = [dims] if isinstance(dims, int) else list(dims)
    axes = [K._dim(d, self.ndim) for d in dims]
    if len(set(axes)) != len(axes):
        raise K.ShapeError(f"flip: dims {dims} has a dim that appears multiple times")
    if self.ndim == 0 or not axes:
        return self.copy()
    return np.flip(self, axes).copy()


class FlipBackward0(OpNode):
    """Backward of `flip` (tensorplay/ops/shape/ops.yaml:223)."""

    return_names = ('result',)


_op_flip = OpDef(
    'flip',
    _flip_kernel,
    line=223,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dims': ['dims']},
    fast='same',
    node_cls=FlipBackward0,
)
FlipBackward0.op = _op_flip
_op_flip.int_list_args = ('dims',)


def flip(input, *dims):
    return _call(_op_flip, (input,), {'dims': _varargs(dims)})

flip.__tensor_params__ = ('input',)
# --8<-- [end:flip]


# --8<-- [start:repeat]
# ── repeat ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:247
#   repeat: A copy tiled `repeats[i]` times along dim i (like np.tile); extra lead…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._repeat (tensorplay/_support/kernels.py:880)
def _repeat_kernel(self, repeats):
    return K._repeat(self, repeats)


class RepeatBackward0(OpNode):
    """Backward of `repeat` (tensorplay/ops/shape/ops.yaml:247)."""

    return_names = ('result',)


_op_repeat = OpDef(
    'repeat',
    _repeat_kernel,
    line=247,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'repeat'},
    fast='same',
    node_cls=RepeatBackward0,
)
RepeatBackward0.op = _op_repeat
_op_repeat.int_list_args = ('repeats',)


def repeat(input, *repeats):
    return _call(_op_repeat, (input,), {'repeats': _varargs(repeats)})

repeat.__tensor_params__ = ('input',)
# --8<-- [end:repeat]


# --8<-- [start:cat]
# ── cat ───────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:266
#   cat: The tensors joined along an existing dim; the other dims must match (t…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ArgumentValueError (tensorplay/_support/kernels.py:972)
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _cat_kernel(tensors, dim):
    if len(tensors) == 0:
        raise K.ArgumentValueError("cat: expected a non-empty list of Tensors")
    for i, t in enumerate(tensors):
        if t.ndim == 0:
            raise K.ShapeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    ref = tensors[0]
    d = K._dim(dim, ref.ndim)
    for i, t in enumerate(tensors[1:], 1):
        if t.ndim != ref.ndim:
            raise K.ShapeError(f"Tensors must have same number of dimensions: got {ref.ndim} and "
                             f"{t.ndim} (shapes {list(ref.shape)} and {list(t.shape)})")
        for k in range(ref.ndim):
            if k != d and t.shape[k] != ref.shape[k]:
                raise K.ShapeError(f"Sizes of tensors must match except in dimension {d}. Expected "
                                 f"size {ref.shape[k]} but got size {t.shape[k]} for tensor number "
                                 f"{i} in the list (shapes {list(ref.shape)} and {list(t.shape)})")
    return np.concatenate(tensors, axis=d)


class CatBackward0(OpNode):
    """Backward of `cat` (tensorplay/ops/shape/ops.yaml:266)."""

    return_names = ('result',)


_op_cat = OpDef(
    'cat',
    _cat_kernel,
    line=266,
    tensor_args=('tensors',),
    list_args=(0,),
    dtype='promote',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'cat'},
    node_cls=CatBackward0,
)
CatBackward0.op = _op_cat


def cat(tensors, dim=0):
    return _call(_op_cat, (tensors,), {'dim': dim})

cat.__tensor_params__ = ('tensors',)
# --8<-- [end:cat]


# --8<-- [start:stack]
# ── stack ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:302
#   stack: Equal-shaped tensors joined along a new dim `dim` (0-d tensors stack i…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._stack (tensorplay/_support/kernels.py:890)
def _stack_kernel(tensors, dim):
    return K._stack(tensors, dim)


class StackBackward0(OpNode):
    """Backward of `stack` (tensorplay/ops/shape/ops.yaml:302)."""

    return_names = ('result',)


_op_stack = OpDef(
    'stack',
    _stack_kernel,
    line=302,
    tensor_args=('tensors',),
    list_args=(0,),
    dtype='promote',
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'stack'},
    node_cls=StackBackward0,
)
StackBackward0.op = _op_stack


def stack(tensors, dim=0):
    return _call(_op_stack, (tensors,), {'dim': dim})

stack.__tensor_params__ = ('tensors',)
# --8<-- [end:stack]


# --8<-- [start:split]
# ── split ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:319
#   split: Views of consecutive pieces along `dim`: of size `split_size_or_sectio…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._split (tensorplay/_support/kernels.py:919)
def _split_kernel(self, split_size_or_sections, dim):
    return K._split(self, split_size_or_sections, dim)


class SplitBackward0(OpNode):
    """Backward of `split` (tensorplay/ops/shape/ops.yaml:319)."""

    return_names = ('result',)


_op_split = OpDef(
    'split',
    _split_kernel,
    line=319,
    tensor_args=('self',),
    outputs='list',
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=SplitBackward0,
)
SplitBackward0.op = _op_split
_op_split.int_list_args = ('split_size_or_sections',)


def split(input, split_size_or_sections, dim=0):
    return _call(_op_split, (input,), {'split_size_or_sections': split_size_or_sections, 'dim': dim})

split.__tensor_params__ = ('input',)
# --8<-- [end:split]


# --8<-- [start:chunk]
# ── chunk ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:340
#   chunk: At most `chunks` views along `dim`, each of size ceil(n / chunks) exce…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._dim (tensorplay/_support/kernels.py:364)
#   uses K._split (tensorplay/_support/kernels.py:919)
def _chunk_kernel(self, chunks, dim):
    if self.ndim == 0:
        raise K.ShapeError("chunk expects at least a 1-dimensional tensor")
    if chunks <= 0:
        raise K.ShapeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    d = K._dim(dim, self.ndim)
    n = self.shape[d]
    if n == 0:
        return K._split(self, [0] * chunks, d)
    return K._split(self, -(-n // chunks), d)


class ChunkBackward0(OpNode):
    """Backward of `chunk` (tensorplay/ops/shape/ops.yaml:340)."""

    return_names = ('result',)


_op_chunk = OpDef(
    'chunk',
    _chunk_kernel,
    line=340,
    tensor_args=('self',),
    outputs='list',
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=ChunkBackward0,
)
ChunkBackward0.op = _op_chunk


def chunk(input, chunks, dim=0):
    return _call(_op_chunk, (input,), {'chunks': chunks, 'dim': dim})

chunk.__tensor_params__ = ('input',)
# --8<-- [end:chunk]


# --8<-- [start:unbind]
# ── unbind ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:369
#   unbind: The slices along `dim`, each without that dim (views).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _unbind_kernel(self, dim):
    if self.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    d = K._dim(dim, self.ndim)
    return [self[(slice(None),) * d + (i,)] for i in range(self.shape[d])]


class UnbindBackward0(OpNode):
    """Backward of `unbind` (tensorplay/ops/shape/ops.yaml:369)."""

    return_names = ('result',)


_op_unbind = OpDef(
    'unbind',
    _unbind_kernel,
    line=369,
    tensor_args=('self',),
    outputs='list',
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    node_cls=UnbindBackward0,
)
UnbindBackward0.op = _op_unbind


def unbind(input, dim=0):
    return _call(_op_unbind, (input,), {'dim': dim})

unbind.__tensor_params__ = ('input',)
# --8<-- [end:unbind]


# --8<-- [start:narrow]
# ── narrow ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:386
#   narrow: The view self[..., start:start+length, ...] along `dim` (a negative st…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _narrow_kernel(self, dim, start, length):
    if self.ndim == 0:
        raise K.ShapeError("narrow() cannot be applied to a 0-dim tensor.")
    d = K._dim(dim, self.ndim)
    n = self.shape[d]
    if not -n <= start <= n:
        raise IndexError(f"start out of range (expected to be in range of [{-n}, {n}], but got {start})")
    start = start + n if start < 0 else start
    if length < 0 or start + length > n:
        raise K.ShapeError(f"start ({start}) + length ({length}) exceeds dimension size ({n}).")
    return self[(slice(None),) * d + (slice(start, start + length),)]


class NarrowBackward0(OpNode):
    """Backward of `narrow` (tensorplay/ops/shape/ops.yaml:386)."""

    return_names = ('result',)


_op_narrow = OpDef(
    'narrow',
    _narrow_kernel,
    line=386,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    fast='same',
    node_cls=NarrowBackward0,
)
NarrowBackward0.op = _op_narrow


def narrow(input, dim, start, length):
    return _call(_op_narrow, (input,), {'dim': dim, 'start': start, 'length': length})

narrow.__tensor_params__ = ('input',)
# --8<-- [end:narrow]


# --8<-- [start:select]
# ── select ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:413
#   select: The view self[..., index, ...] with `index` taken along `dim` (that di…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _select_kernel(self, dim, index):
    # self[..., index, ...] along `dim`: a view without that dim (a 0-d view, not a NumPy scalar).
    if self.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    d = K._dim(dim, self.ndim)
    n = self.shape[d]
    if not -n <= index < n:
        raise IndexError(f"select(): index {index} out of range for tensor of size "
                         f"{list(self.shape)} at dimension {d}")
    return self[(slice(None),) * d + (index, Ellipsis)]


class SelectBackward0(OpNode):
    """Backward of `select` (tensorplay/ops/shape/ops.yaml:413)."""

    return_names = ('result',)


_op_select = OpDef(
    'select',
    _select_kernel,
    line=413,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    fast='same',
    node_cls=SelectBackward0,
)
SelectBackward0.op = _op_select


def select(input, dim, index):
    return _call(_op_select, (input,), {'dim': dim, 'index': index})

select.__tensor_params__ = ('input',)
# --8<-- [end:select]


# --8<-- [start:unflatten]
# ── unflatten ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:439
#   unflatten: A view with dim `dim` split into dims of `sizes` (one of them may be -…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._unflatten (tensorplay/_support/kernels.py:930)
def _unflatten_kernel(self, dim, sizes):
    return K._unflatten(self, dim, sizes)


class UnflattenBackward0(OpNode):
    """Backward of `unflatten` (tensorplay/ops/shape/ops.yaml:439)."""

    return_names = ('result',)


_op_unflatten = OpDef(
    'unflatten',
    _unflatten_kernel,
    line=439,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dim': 'dim'},
    fast='same',
    node_cls=UnflattenBackward0,
)
UnflattenBackward0.op = _op_unflatten
_op_unflatten.int_list_args = ('sizes',)


def unflatten(input, dim, sizes):
    return _call(_op_unflatten, (input,), {'dim': dim, 'sizes': sizes})

unflatten.__tensor_params__ = ('input',)
# --8<-- [end:unflatten]


# --8<-- [start:diag]
# ── diag ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:456
#   diag: A 1-D tensor becomes a square matrix with it on the `diagonal`-th diag…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
def _diag_kernel(self, diagonal):
    if self.ndim == 1:
        return np.diag(self, diagonal)
    if self.ndim == 2:
        return np.diagonal(self, diagonal).copy()
    raise K.ShapeError(f"diag(): Supports 1D or 2D tensors. Got {self.ndim}D")


class DiagBackward0(OpNode):
    """Backward of `diag` (tensorplay/ops/shape/ops.yaml:456)."""

    return_names = ('result',)


_op_diag = OpDef(
    'diag',
    _diag_kernel,
    line=456,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'diag'},
    fast='same',
    node_cls=DiagBackward0,
)
DiagBackward0.op = _op_diag


def diag(input, diagonal=0):
    return _call(_op_diag, (input,), {'diagonal': diagonal})

diag.__tensor_params__ = ('input',)
# --8<-- [end:diag]


# --8<-- [start:diagflat]
# ── diagflat ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:483
#   diagflat: A square matrix with the flattened input on its `offset`-th diagonal (…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _diagflat_kernel(self, offset):
    return np.diagflat(self, offset)


class DiagflatBackward0(OpNode):
    """Backward of `diagflat` (tensorplay/ops/shape/ops.yaml:483)."""

    return_names = ('result',)


_op_diagflat = OpDef(
    'diagflat',
    _diagflat_kernel,
    line=483,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'diagflat'},
    fast='same',
    node_cls=DiagflatBackward0,
)
DiagflatBackward0.op = _op_diagflat


def diagflat(input, offset=0):
    return _call(_op_diagflat, (input,), {'offset': offset})

diagflat.__tensor_params__ = ('input',)
# --8<-- [end:diagflat]


# --8<-- [start:diagonal]
# ── diagonal ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:502
#   diagonal: A (writable) view of the diagonal of the dims dim1 and dim2, appended …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._diagonal (tensorplay/_support/kernels.py:949)
def _diagonal_kernel(self, offset, dim1, dim2):
    return K._diagonal(self, offset, dim1, dim2)


class DiagonalBackward0(OpNode):
    """Backward of `diagonal` (tensorplay/ops/shape/ops.yaml:502)."""

    return_names = ('result',)


_op_diagonal = OpDef(
    'diagonal',
    _diagonal_kernel,
    line=502,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dims': ['dim1', 'dim2']},
    fast='same',
    node_cls=DiagonalBackward0,
)
DiagonalBackward0.op = _op_diagonal


def diagonal(input, offset=0, dim1=0, dim2=1):
    return _call(_op_diagonal, (input,), {'offset': offset, 'dim1': dim1, 'dim2': dim2})

diagonal.__tensor_params__ = ('input',)
# --8<-- [end:diagonal]


# --8<-- [start:tril]
# ── tril ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:523
#   tril: A copy with the elements above the `diagonal`-th diagonal of the last …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
def _tril_kernel(self, diagonal):
    if self.ndim < 2:
        raise K.ShapeError("tril: input tensor must have at least 2 dimensions")
    return np.tril(self, diagonal)


class TrilBackward0(OpNode):
    """Backward of `tril` (tensorplay/ops/shape/ops.yaml:523)."""

    return_names = ('result',)


_op_tril = OpDef(
    'tril',
    _tril_kernel,
    line=523,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'trailing': 2},
    fast='same',
    node_cls=TrilBackward0,
)
TrilBackward0.op = _op_tril


def tril(input, diagonal=0):
    return _call(_op_tril, (input,), {'diagonal': diagonal})

tril.__tensor_params__ = ('input',)
# --8<-- [end:tril]


# --8<-- [start:triu]
# ── triu ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:538
#   triu: A copy with the elements below the `diagonal`-th diagonal of the last …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
def _triu_kernel(self, diagonal):
    if self.ndim < 2:
        raise K.ShapeError("triu: input tensor must have at least 2 dimensions")
    return np.triu(self, diagonal)


class TriuBackward0(OpNode):
    """Backward of `triu` (tensorplay/ops/shape/ops.yaml:538)."""

    return_names = ('result',)


_op_triu = OpDef(
    'triu',
    _triu_kernel,
    line=538,
    tensor_args=('self',),
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'trailing': 2},
    fast='same',
    node_cls=TriuBackward0,
)
TriuBackward0.op = _op_triu


def triu(input, diagonal=0):
    return _call(_op_triu, (input,), {'diagonal': diagonal})

triu.__tensor_params__ = ('input',)
# --8<-- [end:triu]


# --8<-- [start:as_strided]
# ── as_strided ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:553
#   as_strided: A view of `self`'s memory with the given sizes and strides (in element…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._as_strided (tensorplay/_support/kernels.py:1537)
def _as_strided_kernel(self, size, stride, storage_offset):
    return K._as_strided(self, size, stride, storage_offset)


class AsStridedBackward0(OpNode):
    """Backward of `as_strided` (tensorplay/ops/shape/ops.yaml:553)."""

    return_names = ('result',)


_op_as_strided = OpDef(
    'as_strided',
    _as_strided_kernel,
    line=553,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'as_strided'},
    fast='same',
    node_cls=AsStridedBackward0,
)
AsStridedBackward0.op = _op_as_strided
_op_as_strided.int_list_args = ('size', 'stride')


def as_strided(input, size, stride, storage_offset=None):
    return _call(_op_as_strided, (input,), {'size': size, 'stride': stride, 'storage_offset': storage_offset})

as_strided.__tensor_params__ = ('input',)
# --8<-- [end:as_strided]


# --8<-- [start:contiguous]
# ── contiguous ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:581
#   contiguous: `self`'s memory when it is already C-contiguous (a view sharing the ve…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _contiguous_kernel(self):
    return self if self.flags.c_contiguous else np.ascontiguousarray(self)


class ContiguousBackward0(OpNode):
    """Backward of `contiguous` (tensorplay/ops/shape/ops.yaml:581)."""

    return_names = ('result',)


_op_contiguous = OpDef(
    'contiguous',
    _contiguous_kernel,
    line=581,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap='elementwise',
    fast='same',
    node_cls=ContiguousBackward0,
)
ContiguousBackward0.op = _op_contiguous


def contiguous(input):
    return _call(_op_contiguous, (input,), {})

contiguous.__tensor_params__ = ('input',)
# --8<-- [end:contiguous]


# --8<-- [start:diag_embed]
# ── diag_embed ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:596
#   diag_embed: Matrices (in the dims dim1, dim2 of the output) with the last dim of `…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.diag_embed_parts (tensorplay/_support/formula_helpers.py:1427)
def _diag_embed_composite(self, offset, dim1, dim2):
    return H.diag_embed_parts(self, offset, dim1, dim2)



def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    return _diag_embed_composite(input, offset, dim1, dim2)

diag_embed.__tensor_params__ = ('input',)
# --8<-- [end:diag_embed]


# --8<-- [start:unfold]
# ── unfold ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:613
#   unfold: A view of the windows of `size` elements, `step` apart, along `dimensi…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._unfold (tensorplay/_support/kernels.py:1121)
def _unfold_kernel(self, dimension, size, step):
    return K._unfold(self, dimension, size, step)


class UnfoldBackward0(OpNode):
    """Backward of `unfold` (tensorplay/ops/shape/ops.yaml:613)."""

    return_names = ('result',)


_op_unfold = OpDef(
    'unfold',
    _unfold_kernel,
    line=613,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'dims': ['dimension']},
    fast='same',
    node_cls=UnfoldBackward0,
)
UnfoldBackward0.op = _op_unfold


def unfold(input, dimension, size, step):
    return _call(_op_unfold, (input,), {'dimension': dimension, 'size': size, 'step': step})

unfold.__tensor_params__ = ('input',)
# --8<-- [end:unfold]


# --8<-- [start:repeat_interleave_self_int]
# ── repeat_interleave.self_int ────────────────────────────────── tensorplay/ops/shape/ops.yaml:634
#   repeat_interleave.self_int: Each element (each slice along dim) repeated `repeats` times in place …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.repeat_interleave_parts (tensorplay/_support/formula_helpers.py:1388)
def _repeat_interleave_self_int_composite(self, repeats, dim, output_size):
    return H.repeat_interleave_parts(self, repeats, dim, output_size)



def _overload_repeat_interleave_self_int(input, repeats, dim=None, *, output_size=None):
    return _repeat_interleave_self_int_composite(input, repeats, dim, output_size)

_overload_repeat_interleave_self_int.__tensor_params__ = ('input',)
# --8<-- [end:repeat_interleave_self_int]


# --8<-- [start:repeat_interleave_self_Tensor]
# ── repeat_interleave.self_Tensor ─────────────────────────────── tensorplay/ops/shape/ops.yaml:650
#   repeat_interleave.self_Tensor: Slice i along dim repeated repeats[i] times (a tensor of counts, one p…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.repeat_interleave_parts (tensorplay/_support/formula_helpers.py:1388)
def _repeat_interleave_self_Tensor_composite(self, repeats, dim, output_size):
    repeats = None if repeats is None else repeats.detach()  # non_differentiable
    return H.repeat_interleave_parts(self, repeats, dim, output_size)



def _overload_repeat_interleave_self_Tensor(input, repeats, dim=None, *, output_size=None):
    return _repeat_interleave_self_Tensor_composite(input, repeats, dim, output_size)

_overload_repeat_interleave_self_Tensor.__tensor_params__ = ('input', 'repeats')
# --8<-- [end:repeat_interleave_self_Tensor]


# --8<-- [start:repeat_interleave_Tensor]
# ── repeat_interleave.Tensor ──────────────────────────────────── tensorplay/ops/shape/ops.yaml:668
#   repeat_interleave.Tensor: repeat_interleave(repeats) gives each index i repeated repeats[i] time…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.repeat_interleave_positions (tensorplay/_support/formula_helpers.py:1371)
def _repeat_interleave_Tensor_composite(repeats, output_size):
    repeats = None if repeats is None else repeats.detach()  # non_differentiable
    return H.repeat_interleave_positions(repeats, output_size)



def _overload_repeat_interleave_Tensor(repeats, *, output_size=None):
    return _repeat_interleave_Tensor_composite(repeats, output_size)

_overload_repeat_interleave_Tensor.__tensor_params__ = ('repeats',)
# --8<-- [end:repeat_interleave_Tensor]


# --8<-- [start:ravel]
# ── ravel ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:681
#   ravel: The elements as a 1-D tensor, a view when the layout allows (else a co…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _ravel_composite(self):
    return reshape(self, [-1])



def ravel(input):
    return _ravel_composite(input)

ravel.__tensor_params__ = ('input',)
# --8<-- [end:ravel]


# --8<-- [start:moveaxis]
# ── moveaxis ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:692
#   moveaxis: Alias of movedim (NumPy's name), a view with the dims `source` moved t…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _moveaxis_composite(self, source, destination):
    return movedim(self, source, destination)



def moveaxis(input, source, destination):
    return _moveaxis_composite(input, source, destination)

moveaxis.__tensor_params__ = ('input',)
# --8<-- [end:moveaxis]


# --8<-- [start:swapaxes]
# ── swapaxes ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:705
#   swapaxes: Alias of transpose (NumPy's name), a view with two dims exchanged.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _swapaxes_composite(self, axis0, axis1):
    return transpose(self, axis0, axis1)



def swapaxes(input, axis0, axis1):
    return _swapaxes_composite(input, axis0, axis1)

swapaxes.__tensor_params__ = ('input',)
# --8<-- [end:swapaxes]


# --8<-- [start:swapdims]
# ── swapdims ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:716
#   swapdims: Alias of transpose, a view with two dims exchanged.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _swapdims_composite(self, dim0, dim1):
    return transpose(self, dim0, dim1)



def swapdims(input, dim0, dim1):
    return _swapdims_composite(input, dim0, dim1)

swapdims.__tensor_params__ = ('input',)
# --8<-- [end:swapdims]


# --8<-- [start:fliplr]
# ── fliplr ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:727
#   fliplr: The columns in reverse order (flip along dim 1); a copy, as flip.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _fliplr_composite(self):
    if not (self.dim() >= 2):
        raise RuntimeError('fliplr: Input must be >= 2-d.')
    return flip(self, [1])



def fliplr(input):
    return _fliplr_composite(input)

fliplr.__tensor_params__ = ('input',)
# --8<-- [end:fliplr]


# --8<-- [start:flipud]
# ── flipud ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:741
#   flipud: The rows in reverse order (flip along dim 0); a copy, as flip.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _flipud_composite(self):
    if not (self.dim() >= 1):
        raise RuntimeError('flipud: Input must be >= 1-d.')
    return flip(self, [0])



def flipud(input):
    return _flipud_composite(input)

flipud.__tensor_params__ = ('input',)
# --8<-- [end:flipud]


# --8<-- [start:hstack]
# ── hstack ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:755
#   hstack: Concatenate horizontally — along dim 0 for 1-D tensors, else dim 1 (0-…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.atleast_nd (tensorplay/_support/formula_helpers.py:841)
def _hstack_composite(tensors):
    parts = H.atleast_nd(tensors, 1)
    return cat(parts, 0 if parts[0].dim() == 1 else 1)



def hstack(tensors):
    return _hstack_composite(tensors)

hstack.__tensor_params__ = ('tensors',)
# --8<-- [end:hstack]


# --8<-- [start:vstack]
# ── vstack ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:770
#   vstack: Concatenate vertically, along dim 0, after making each tensor at least…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.atleast_nd (tensorplay/_support/formula_helpers.py:841)
def _vstack_composite(tensors):
    return cat(H.atleast_nd(tensors, 2), 0)



def vstack(tensors):
    return _vstack_composite(tensors)

vstack.__tensor_params__ = ('tensors',)
# --8<-- [end:vstack]


# --8<-- [start:dstack]
# ── dstack ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:783
#   dstack: Concatenate along the third dim (depth), after making each tensor at l…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.atleast_nd (tensorplay/_support/formula_helpers.py:841)
def _dstack_composite(tensors):
    return cat(H.atleast_nd(tensors, 3), 2)



def dstack(tensors):
    return _dstack_composite(tensors)

dstack.__tensor_params__ = ('tensors',)
# --8<-- [end:dstack]


# --8<-- [start:concat]
# ── concat ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:796
#   concat: Alias of cat.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _concat_composite(tensors, dim):
    return cat(tensors, dim)



def concat(tensors, dim=0):
    return _concat_composite(tensors, dim)

concat.__tensor_params__ = ('tensors',)
# --8<-- [end:concat]


# --8<-- [start:concatenate]
# ── concatenate ───────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:808
#   concatenate: Alias of cat (NumPy's name).
#   composite: gradient, jvp and vmap follow from the ops of its body
def _concatenate_composite(tensors, dim):
    return cat(tensors, dim)



def concatenate(tensors, dim=0):
    return _concatenate_composite(tensors, dim)

concatenate.__tensor_params__ = ('tensors',)
# --8<-- [end:concatenate]


# --8<-- [start:view_as]
# ── view_as ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:820
#   view_as: self.view(other.size()) — a view of self with other's shape.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _view_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return view(self, other.shape)



def view_as(input, other):
    return _view_as_composite(input, other)

view_as.__tensor_params__ = ('input', 'other')
# --8<-- [end:view_as]


# --8<-- [start:reshape_as]
# ── reshape_as ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:832
#   reshape_as: self.reshape(other.size()) — self with other's shape, a view when poss…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _reshape_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return reshape(self, other.shape)



def reshape_as(input, other):
    return _reshape_as_composite(input, other)

reshape_as.__tensor_params__ = ('input', 'other')
# --8<-- [end:reshape_as]


# --8<-- [start:type_as]
# ── type_as ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:844
#   type_as: self converted to other's dtype (self itself when the dtypes already a…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _type_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return self if self.dtype == other.dtype else _to_copy(self, other.dtype)



def type_as(input, other):
    return _type_as_composite(input, other)

type_as.__tensor_params__ = ('input', 'other')
# --8<-- [end:type_as]


# --8<-- [start:tensor_split]
# ── tensor_split ──────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:856
#   tensor_split: Views of `self` along `dim`: an int n gives n parts of near-equal size…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.tensor_split_parts (tensorplay/_support/formula_helpers.py:858)
def _tensor_split_composite(self, indices_or_sections, dim):
    return H.tensor_split_parts(self, indices_or_sections, dim)



def tensor_split(input, indices_or_sections, dim=0):
    return _tensor_split_composite(input, indices_or_sections, dim)

tensor_split.__tensor_params__ = ('input',)
# --8<-- [end:tensor_split]


# --8<-- [start:tile]
# ── tile ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:873
#   tile: self repeated dims[i] times along each dim; with fewer dims than self …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _tile_composite(self, dims):
    return repeat(self, [1] * (self.dim() - len(dims)) + list(dims))



def tile(input, *dims):
    return _tile_composite(input, _varargs(dims))

tile.__tensor_params__ = ('input',)
# --8<-- [end:tile]


# --8<-- [start:roll]
# ── roll ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:889
#   roll: self shifted circularly by shifts[i] along dims[i] (entries leaving on…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.roll_parts (tensorplay/_support/formula_helpers.py:886)
def _roll_composite(self, shifts, dims):
    return H.roll_parts(self, shifts, dims)



def roll(input, shifts, dims=[]):
    return _roll_composite(input, shifts, dims)

roll.__tensor_params__ = ('input',)
# --8<-- [end:roll]


# --8<-- [start:rot90]
# ── rot90 ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:905
#   rot90: Rotate by 90 degrees k times in the plane of `dims`, from the first di…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _rot90_composite(self, k, dims):
    if not (len(dims) == 2):
        raise RuntimeError(f'rot90: expected total rotation dims == 2, but got dims = {len(dims)}')
    if not (self.dim() >= 2):
        raise RuntimeError(f'rot90: expected total dims >= 2, but got total dims = {self.dim()}')
    if not (dims[0] % self.dim() != dims[1] % self.dim()):
        raise RuntimeError(f'rot90: expected rotation dims to be different, but got dim0 = {dims[0]} and dim1 = {dims[1]}')
    if k % 4 == 1:
        return transpose(flip(self, [dims[1]]), dims[0], dims[1])
    if k % 4 == 2:
        return flip(self, dims)
    if k % 4 == 3:
        return transpose(flip(self, [dims[0]]), dims[0], dims[1])
    return clone(self)



def rot90(input, k=1, dims=[0, 1]):
    return _rot90_composite(input, k, dims)

rot90.__tensor_params__ = ('input',)
# --8<-- [end:rot90]


# --8<-- [start:meshgrid]
# ── meshgrid ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:936
#   meshgrid: Coordinate grids from 1-D (or 0-d) tensors, given as arguments or one …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.meshgrid_parts (tensorplay/_support/formula_helpers.py:939)
def _meshgrid_composite(tensors, indexing):
    return H.meshgrid_parts(tensors, indexing)



def meshgrid(*tensors, indexing=None):
    return _meshgrid_composite(_varargs(tensors), indexing)

meshgrid.__tensor_params__ = ('tensors',)
# --8<-- [end:meshgrid]


# --8<-- [start:broadcast_tensors]
# ── broadcast_tensors ─────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:953
#   broadcast_tensors: The tensors expanded to their common broadcast shape (views; given as …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.broadcast_parts (tensorplay/_support/formula_helpers.py:974)
def _broadcast_tensors_composite(tensors):
    return H.broadcast_parts(tensors)



def broadcast_tensors(*tensors):
    return _broadcast_tensors_composite(_varargs(tensors))

broadcast_tensors.__tensor_params__ = ('tensors',)
# --8<-- [end:broadcast_tensors]


# --8<-- [start:hsplit]
# ── hsplit ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:967
#   hsplit: tensor_split along the columns (dim 1, or dim 0 of a 1-D tensor); an i…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.split_along (tensorplay/_support/formula_helpers.py:995)
def _hsplit_composite(self, indices_or_sections):
    return H.split_along(self, indices_or_sections, "hsplit", 1, 0 if self.dim() == 1 else 1)



def hsplit(input, indices_or_sections):
    return _hsplit_composite(input, indices_or_sections)

hsplit.__tensor_params__ = ('input',)
# --8<-- [end:hsplit]


# --8<-- [start:vsplit]
# ── vsplit ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:983
#   vsplit: tensor_split along the rows (dim 0) of a tensor with at least 2 dims; …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.split_along (tensorplay/_support/formula_helpers.py:995)
def _vsplit_composite(self, indices_or_sections):
    return H.split_along(self, indices_or_sections, "vsplit", 2, 0)



def vsplit(input, indices_or_sections):
    return _vsplit_composite(input, indices_or_sections)

vsplit.__tensor_params__ = ('input',)
# --8<-- [end:vsplit]


# --8<-- [start:dsplit]
# ── dsplit ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:996
#   dsplit: tensor_split along the depth (dim 2) of a tensor with at least 3 dims;…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.split_along (tensorplay/_support/formula_helpers.py:995)
def _dsplit_composite(self, indices_or_sections):
    return H.split_along(self, indices_or_sections, "dsplit", 3, 2)



def dsplit(input, indices_or_sections):
    return _dsplit_composite(input, indices_or_sections)

dsplit.__tensor_params__ = ('input',)
# --8<-- [end:dsplit]


# --8<-- [start:where]
# ── where ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:6
#   where: Elementwise `self` where `condition` (a bool tensor) is True, else `ot…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _where_kernel(condition, self, other):
    if not isinstance(condition, np.ndarray) or condition.dtype != np.bool_:
        kind = getattr(condition, "dtype", type(condition).__name__)
        raise ValueError(f"where expected condition to be a boolean tensor, but got a tensor "
                         f"with dtype {kind}")
    return np.where(condition, self, other)


class WhereBackward0(OpNode):
    """Backward of `where` (tensorplay/ops/indexing/ops.yaml:6)."""

    return_names = ('result',)


_op_where = OpDef(
    'where',
    _where_kernel,
    line=6,
    tensor_args=('condition', 'self', 'other'),
    dtype='promote',
    dtype_args=('self', 'other'),
    broadcast=True,
    differentiable=(False, True, True),
    saves_per_input=((), ('condition',), ('condition',)),
    jvp_kind='terms',
    vmap='broadcast',
    node_cls=WhereBackward0,
)
WhereBackward0.op = _op_where


def where(condition, input, other):
    return _call(_op_where, (condition, input, other), {})

where.__tensor_params__ = ('condition', 'input', 'other')

def _where_method(self, condition, other):
    """`self.where(...)`: the tensor is `self`, not the first argument of the schema."""
    return where(condition, self, other)

# --8<-- [end:where]


# --8<-- [start:sort]
# ── sort ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:41
#   sort: The elements sorted along `dim` (ascending, or descending) and the int…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._sort (tensorplay/_support/kernels.py:517)
def _sort_kernel(self, dim, descending):
    return K._sort(self, dim, descending, False)


class SortBackward0(OpNode):
    """Backward of `sort` (tensorplay/ops/indexing/ops.yaml:41)."""

    return_names = ('values', 'indices')


_op_sort = OpDef(
    'sort',
    _sort_kernel,
    line=41,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=SortBackward0,
)
SortBackward0.op = _op_sort


def _overload_sort(input, dim=-1, descending=False):
    return _call(_op_sort, (input,), {'dim': dim, 'descending': descending})

_overload_sort.__tensor_params__ = ('input',)
# --8<-- [end:sort]


# --8<-- [start:sort_stable]
# ── sort.stable ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:65
#   sort.stable: sort with the keyword `stable` (True keeps the order of equal elements…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._sort (tensorplay/_support/kernels.py:517)
def _sort_stable_kernel(self, stable, dim, descending):
    return K._sort(self, dim, descending, stable)


class SortBackward0(OpNode):
    """Backward of `sort.stable` (tensorplay/ops/indexing/ops.yaml:65)."""

    return_names = ('values', 'indices')


_op_sort_stable = OpDef(
    'sort.stable',
    _sort_stable_kernel,
    line=65,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=SortBackward0,
)
SortBackward0.op = _op_sort_stable


def _overload_sort_stable(input, *, stable, dim=-1, descending=False):
    return _call(_op_sort_stable, (input,), {'stable': stable, 'dim': dim, 'descending': descending})

_overload_sort_stable.__tensor_params__ = ('input',)
# --8<-- [end:sort_stable]


# --8<-- [start:argsort]
# ── argsort ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:83
#   argsort: The int64 indices that sort `self` along `dim` (sort's second output, …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _argsort_composite(self, dim, descending):
    self = None if self is None else self.detach()  # non_differentiable
    return sort(self, dim, descending)[1]



def _overload_argsort(input, dim=-1, descending=False):
    return _argsort_composite(input, dim, descending)

_overload_argsort.__tensor_params__ = ('input',)
# --8<-- [end:argsort]


# --8<-- [start:argsort_stable]
# ── argsort.stable ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:97
#   argsort.stable: argsort with the keyword `stable` (True keeps the order of equal eleme…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _argsort_stable_composite(self, stable, dim, descending):
    self = None if self is None else self.detach()  # non_differentiable
    return sort(self, stable=stable, dim=dim, descending=descending)[1]



def _overload_argsort_stable(input, *, stable, dim=-1, descending=False):
    return _argsort_stable_composite(input, stable, dim, descending)

_overload_argsort_stable.__tensor_params__ = ('input',)
# --8<-- [end:argsort_stable]


# --8<-- [start:msort]
# ── msort ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:111
#   msort: The elements sorted along the first dim, ascending (sort(self, 0).valu…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _msort_composite(self):
    return sort(self, 0)[0]



def msort(input):
    return _msort_composite(input)

msort.__tensor_params__ = ('input',)
# --8<-- [end:msort]


# --8<-- [start:topk]
# ── topk ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:124
#   topk: The `k` largest (largest=False: smallest) elements along `dim` and the…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._topk (tensorplay/_support/kernels.py:555)
def _topk_kernel(self, k, dim, largest, sorted):
    return K._topk(self, k, dim, largest, sorted)


class TopkBackward0(OpNode):
    """Backward of `topk` (tensorplay/ops/indexing/ops.yaml:124)."""

    return_names = ('values', 'indices')


_op_topk = OpDef(
    'topk',
    _topk_kernel,
    line=124,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'dim': 'dim'},
    node_cls=TopkBackward0,
)
TopkBackward0.op = _op_topk


def topk(input, k, dim=-1, largest=True, sorted=True):
    return _call(_op_topk, (input,), {'k': k, 'dim': dim, 'largest': largest, 'sorted': sorted})

topk.__tensor_params__ = ('input',)
# --8<-- [end:topk]


# --8<-- [start:masked_select]
# ── masked_select ─────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:147
#   masked_select: The elements of `self` where the bool `mask` is True (the two broadcas…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._masked_select (tensorplay/_support/kernels.py:731)
def _masked_select_kernel(self, mask):
    return K._masked_select(self, mask)


class MaskedSelectBackward0(OpNode):
    """Backward of `masked_select` (tensorplay/ops/indexing/ops.yaml:147)."""

    return_names = ('result',)


_op_masked_select = OpDef(
    'masked_select',
    _masked_select_kernel,
    line=147,
    tensor_args=('self', 'mask'),
    dtype='same',
    broadcast=True,
    differentiable=(True, False),
    saves_per_input=(('self', 'mask'), ()),
    jvp_kind='terms',
    vmap={'custom': 'masked_select'},
    fast='same',
    node_cls=MaskedSelectBackward0,
)
MaskedSelectBackward0.op = _op_masked_select


def masked_select(input, mask):
    return _call(_op_masked_select, (input, mask), {})

masked_select.__tensor_params__ = ('input', 'mask')
# --8<-- [end:masked_select]


# --8<-- [start:_nonzero]
# ── _nonzero ──────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:172
#   _nonzero: Internal: the indices of the nonzero elements of `self`, one row per e…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def __nonzero_kernel(self):
    return np.argwhere(self)


class NonzeroBackward0(OpNode):
    """Backward of `_nonzero` (tensorplay/ops/indexing/ops.yaml:172)."""

    return_names = ('result',)


_op__nonzero = OpDef(
    '_nonzero',
    __nonzero_kernel,
    line=172,
    tensor_args=('self',),
    dtype='int64',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'dynamic_shape'},
    fast='int64',
    node_cls=NonzeroBackward0,
)
NonzeroBackward0.op = _op__nonzero


def _nonzero(input):
    return _call(_op__nonzero, (input,), {})

_nonzero.__tensor_params__ = ('input',)
# --8<-- [end:_nonzero]


# --8<-- [start:nonzero]
# ── nonzero ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:191
#   nonzero: The indices of the nonzero elements: an (n, self.dim()) int64 tensor, …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _nonzero_composite(self, as_tuple):
    self = None if self is None else self.detach()  # non_differentiable
    if as_tuple:
        return tuple(unbind(_nonzero(reshape(self, [1]) if self.dim() == 0 else self), 1))
    return _nonzero(self)



def nonzero(input, *, as_tuple=False):
    return _nonzero_composite(input, as_tuple)

nonzero.__tensor_params__ = ('input',)
# --8<-- [end:nonzero]


# --8<-- [start:_unique]
# ── _unique ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:213
#   _unique: Internal: (sorted unique values or slices along dim, inverse indices, …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._unique (tensorplay/_support/kernels.py:739)
def __unique_kernel(self, sorted, dim):
    return K._unique(self, sorted, dim)


class UniqueBackward0(OpNode):
    """Backward of `_unique` (tensorplay/ops/indexing/ops.yaml:213)."""

    return_names = ('output', 'inverse_indices', 'counts')


_op__unique = OpDef(
    '_unique',
    __unique_kernel,
    line=213,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'dynamic_shape'},
    node_cls=UniqueBackward0,
)
UniqueBackward0.op = _op__unique


def _unique(input, sorted=True, dim=None):
    return _call(_op__unique, (input,), {'sorted': sorted, 'dim': dim})

_unique.__tensor_params__ = ('input',)
# --8<-- [end:_unique]


# --8<-- [start:unique]
# ── unique ────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:230
#   unique: The distinct elements of `self` (or distinct slices along `dim`), sort…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _unique_composite(self, sorted, return_inverse, return_counts, dim):
    self = None if self is None else self.detach()  # non_differentiable
    output, inverse, counts = _unique(self, sorted, dim)
    if return_inverse and return_counts:
        return (output, inverse, counts)
    if return_inverse:
        return (output, inverse)
    if return_counts:
        return (output, counts)
    return output



def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    return _unique_composite(input, sorted, return_inverse, return_counts, dim)

unique.__tensor_params__ = ('input',)
# --8<-- [end:unique]


# --8<-- [start:_unique_consecutive]
# ── _unique_consecutive ───────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:258
#   _unique_consecutive: Internal: (the first element or slice of each run of equal consecutive…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._unique_consecutive (tensorplay/_support/kernels.py:750)
def __unique_consecutive_kernel(self, dim):
    return K._unique_consecutive(self, dim)


class UniqueConsecutiveBackward0(OpNode):
    """Backward of `_unique_consecutive` (tensorplay/ops/indexing/ops.yaml:258)."""

    return_names = ('output', 'inverse_indices', 'counts')


_op__unique_consecutive = OpDef(
    '_unique_consecutive',
    __unique_consecutive_kernel,
    line=258,
    tensor_args=('self',),
    outputs='tuple',
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'dynamic_shape'},
    node_cls=UniqueConsecutiveBackward0,
)
UniqueConsecutiveBackward0.op = _op__unique_consecutive


def _unique_consecutive(input, dim=None):
    return _call(_op__unique_consecutive, (input,), {'dim': dim})

_unique_consecutive.__tensor_params__ = ('input',)
# --8<-- [end:_unique_consecutive]


# --8<-- [start:unique_consecutive]
# ── unique_consecutive ────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:275
#   unique_consecutive: Each run of equal consecutive elements (or slices along `dim`) collaps…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _unique_consecutive_composite(self, return_inverse, return_counts, dim):
    self = None if self is None else self.detach()  # non_differentiable
    output, inverse, counts = _unique_consecutive(self, dim)
    if return_inverse and return_counts:
        return (output, inverse, counts)
    if return_inverse:
        return (output, inverse)
    if return_counts:
        return (output, counts)
    return output



def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    return _unique_consecutive_composite(input, return_inverse, return_counts, dim)

unique_consecutive.__tensor_params__ = ('input',)
# --8<-- [end:unique_consecutive]


# --8<-- [start:searchsorted]
# ── searchsorted ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:301
#   searchsorted: For each value of `self`, the index where it would be inserted into th…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._searchsorted (tensorplay/_support/kernels.py:697)
def _searchsorted_kernel(sorted_sequence, self, sorter, out_int32, right, side):
    return K._searchsorted(sorted_sequence, self, out_int32, right, side, sorter)


class SearchsortedBackward0(OpNode):
    """Backward of `searchsorted` (tensorplay/ops/indexing/ops.yaml:301)."""

    return_names = ('result',)


_op_searchsorted = OpDef(
    'searchsorted',
    _searchsorted_kernel,
    line=301,
    tensor_args=('sorted_sequence', 'self', 'sorter'),
    differentiable=(False, False, False),
    saves_per_input=((), (), ()),
    vmap={'custom': 'searchsorted'},
    node_cls=SearchsortedBackward0,
)
SearchsortedBackward0.op = _op_searchsorted


def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None):
    return _call(_op_searchsorted, (sorted_sequence, input, sorter), {'out_int32': out_int32, 'right': right, 'side': side})

searchsorted.__tensor_params__ = ('sorted_sequence', 'input', 'sorter')
# --8<-- [end:searchsorted]


# --8<-- [start:index]
# ── index ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:326
#   index: x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer a…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _index_kernel(self, indices):
    out = self[indices]
    if out.__class__ is not np.ndarray:  # integer indexing down to one element: a 0-d view
        key = indices if isinstance(indices, tuple) else (indices,)
        out = self[key + (None,)].reshape(())
    return out


class IndexBackward0(OpNode):
    """Backward of `index` (tensorplay/ops/indexing/ops.yaml:326)."""

    return_names = ('result',)


_op_index = OpDef(
    'index',
    _index_kernel,
    line=326,
    tensor_args=('self',),
    view=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='auto_linear',
    vmap={'custom': 'index'},
    node_cls=IndexBackward0,
)
IndexBackward0.op = _op_index


def index(input, indices):
    return _call(_op_index, (input,), {'indices': _index_arg(indices)})

index.__tensor_params__ = ('input',)
# --8<-- [end:index]


# --8<-- [start:index_backward]
# ── index_backward ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:351
#   index_backward: Zeros of `shape` with `grad` added at `indices` (repeated indices accu…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _index_backward_kernel(grad, shape, indices):
    out = np.zeros(tuple(shape), dtype=grad.dtype)
    np.add.at(out, indices, grad)
    return out


class IndexBackwardBackward0(OpNode):
    """Backward of `index_backward` (tensorplay/ops/indexing/ops.yaml:351)."""

    return_names = ('result',)


_op_index_backward = OpDef(
    'index_backward',
    _index_backward_kernel,
    line=351,
    tensor_args=('grad',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('grad',),),
    jvp_kind='auto_linear',
    vmap={'custom': 'index_backward'},
    node_cls=IndexBackwardBackward0,
)
IndexBackwardBackward0.op = _op_index_backward
_op_index_backward.int_list_args = ('shape',)


def index_backward(grad, shape, indices):
    return _call(_op_index_backward, (grad,), {'shape': shape, 'indices': _index_arg(indices)})

index_backward.__tensor_params__ = ('grad',)
# --8<-- [end:index_backward]


# --8<-- [start:index_put]
# ── index_put ─────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:366
#   index_put: A copy of `self` with `values` written at `indices` — what `x[indices]…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
def _index_put_kernel(self, values, indices):
    out = self.copy()
    try:
        out[indices] = values
    except ValueError as exc:
        if "broadcast" not in str(exc):
            raise
        slot = np.shape(self[indices])
        raise K.ShapeError(f"shape mismatch: value tensor of shape {list(np.shape(values))} cannot be "
                         f"broadcast to indexing result of shape {list(slot)}") from None
    return out


class IndexPutBackward0(OpNode):
    """Backward of `index_put` (tensorplay/ops/indexing/ops.yaml:366)."""

    return_names = ('result',)


_op_index_put = OpDef(
    'index_put',
    _index_put_kernel,
    line=366,
    tensor_args=('self', 'values'),
    dtype='same',
    differentiable=(True, True),
    saves_per_input=((), ('values',)),
    jvp_kind='terms',
    vmap={'custom': 'index_put'},
    node_cls=IndexPutBackward0,
)
IndexPutBackward0.op = _op_index_put


def index_put(input, indices, values):
    return _call(_op_index_put, (input, values), {'indices': _index_arg(indices)})

index_put.__tensor_params__ = ('input', 'values')
# --8<-- [end:index_put]


# --8<-- [start:index_select]
# ── index_select ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:397
#   index_select: The entries of `self` at positions `index` (a 1-D integer tensor) alon…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._check_index (tensorplay/_support/kernels.py:994)
#   uses K._dim (tensorplay/_support/kernels.py:364)
def _index_select_kernel(self, index, dim):
    if index.ndim > 1:
        raise K.ShapeError("index_select(): Index is supposed to be a vector")
    if self.ndim == 0:
        K._dim(dim, 0)
        K._check_index(index, 1, "index_select")
        return np.reshape(self, (1,))[np.reshape(index, -1)].reshape(np.shape(index))
    d = K._dim(dim, self.ndim)
    # PyTorch's index_select raises IndexError, except along dim 1 of a tensor of 2+ dims
    # (a separate loop there raises RuntimeError); the class is API, so it is kept.
    error = RuntimeError if d == 1 else IndexError
    K._check_index(index, self.shape[d], "index_select", error, dim=d)
    return np.take(self, np.reshape(index, -1), axis=d)


class IndexSelectBackward0(OpNode):
    """Backward of `index_select` (tensorplay/ops/indexing/ops.yaml:397)."""

    return_names = ('result',)


_op_index_select = OpDef(
    'index_select',
    _index_select_kernel,
    line=397,
    tensor_args=('self', 'index'),
    dtype='same',
    differentiable=(True, False),
    saves_per_input=(('index',), ()),
    jvp_kind='terms',
    vmap={'custom': 'index_select'},
    fast='same',
    node_cls=IndexSelectBackward0,
)
IndexSelectBackward0.op = _op_index_select


def index_select(input, dim, index):
    return _call(_op_index_select, (input, index), {'dim': dim})

index_select.__tensor_params__ = ('input', 'index')
# --8<-- [end:index_select]


# --8<-- [start:gather]
# ── gather ────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:428
#   gather: out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for d…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._gather_key (tensorplay/_support/kernels.py:1005)
def _gather_kernel(self, index, dim):
    key = K._gather_key(self.shape, dim, index)
    if self.ndim == 0:
        return np.broadcast_to(self, index.shape).copy()
    return self[key]


class GatherBackward0(OpNode):
    """Backward of `gather` (tensorplay/ops/indexing/ops.yaml:428)."""

    return_names = ('result',)


_op_gather = OpDef(
    'gather',
    _gather_kernel,
    line=428,
    tensor_args=('self', 'index'),
    dtype='same',
    differentiable=(True, False),
    saves_per_input=(('index',), ()),
    jvp_kind='terms',
    vmap={'custom': 'gather'},
    fast='same',
    node_cls=GatherBackward0,
)
GatherBackward0.op = _op_gather


def gather(input, dim, index):
    return _call(_op_gather, (input, index), {'dim': dim})

gather.__tensor_params__ = ('input', 'index')
# --8<-- [end:gather]


# --8<-- [start:scatter_add]
# ── scatter_add ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:451
#   scatter_add: A copy of `self` with the entries of `src` added at `index` along `dim…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._scatter_add (tensorplay/_support/kernels.py:1027)
def _scatter_add_kernel(self, index, src, dim):
    return K._scatter_add(self, dim, index, src)


class ScatterAddBackward0(OpNode):
    """Backward of `scatter_add` (tensorplay/ops/indexing/ops.yaml:451)."""

    return_names = ('result',)


_op_scatter_add = OpDef(
    'scatter_add',
    _scatter_add_kernel,
    line=451,
    tensor_args=('self', 'index', 'src'),
    dtype='promote',
    dtype_args=('self', 'src'),
    differentiable=(True, False, True),
    saves_per_input=((), (), ('index',)),
    jvp_kind='terms',
    vmap={'custom': 'scatter_add'},
    node_cls=ScatterAddBackward0,
)
ScatterAddBackward0.op = _op_scatter_add


def scatter_add(input, dim, index, src):
    return _call(_op_scatter_add, (input, index, src), {'dim': dim})

scatter_add.__tensor_params__ = ('input', 'index', 'src')

def _scatter_add_inplace(self, dim, index, src):
    return _inplace(_op_scatter_add, (self, index, src), {'dim': dim})

# --8<-- [end:scatter_add]


# --8<-- [start:masked_fill]
# ── masked_fill ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:474
#   masked_fill: A copy of `self` with `value` wherever the boolean `mask` (broadcast a…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._checked (tensorplay/_support/kernels.py:1181)
def _masked_fill_kernel(self, mask, value):
    if mask.dtype != np.bool_:
        raise K.ShapeError(f"masked_fill only supports boolean masks, but got mask with dtype {mask.dtype}")
    return np.where(mask, K._checked(value, self.dtype), self)


class MaskedFillBackward0(OpNode):
    """Backward of `masked_fill` (tensorplay/ops/indexing/ops.yaml:474)."""

    return_names = ('result',)


_op_masked_fill = OpDef(
    'masked_fill',
    _masked_fill_kernel,
    line=474,
    tensor_args=('self', 'mask'),
    dtype='same',
    broadcast=True,
    differentiable=(True, False),
    saves_per_input=(('mask',), ()),
    jvp_kind='terms',
    vmap='broadcast',
    fast='same',
    node_cls=MaskedFillBackward0,
)
MaskedFillBackward0.op = _op_masked_fill


def masked_fill(input, mask, value):
    return _call(_op_masked_fill, (input, mask), {'value': value})

masked_fill.__tensor_params__ = ('input', 'mask')

def _masked_fill_inplace(self, mask, value):
    return _inplace(_op_masked_fill, (self, mask), {'value': value})

# --8<-- [end:masked_fill]


# --8<-- [start:scatter_value]
# ── scatter.value ─────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:497
#   scatter.value: A copy of `self` with `value` written at index along `dim` (self[index…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _scatter_value_composite(self, dim, index, value, reduce):
    index = None if index is None else index.detach()  # non_differentiable
    return scatter(self, dim, index, full(index.shape, value, dtype=self.dtype), reduce=reduce)



def _overload_scatter_value(input, dim, index, value, *, reduce=None):
    return _scatter_value_composite(input, dim, index, value, reduce)

_overload_scatter_value.__tensor_params__ = ('input', 'index')
# --8<-- [end:scatter_value]


# --8<-- [start:scatter]
# ── scatter ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:513
#   scatter: A copy of `self` with src[i][j] written at self[index[i][j]][j] (dim 0…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.scatter_parts (tensorplay/_support/formula_helpers.py:1143)
def _scatter_composite(self, dim, index, src, reduce):
    if reduce not in (None, 'add', 'multiply'):
        raise RuntimeError('scatter: reduce argument must be either add or multiply.')
    index = None if index is None else index.detach()  # non_differentiable
    return H.scatter_parts(self, dim, index, src, reduce)



def _overload_scatter(input, dim, index, src, *, reduce=None):
    return _scatter_composite(input, dim, index, src, reduce)

_overload_scatter.__tensor_params__ = ('input', 'index', 'src')

def _scatter_inplace(self, dim, index, src, *, reduce=None):
    return _composite_inplace(self, lambda old: _scatter_composite(old, dim, index, src, reduce), 'scatter')

# --8<-- [end:scatter]


# --8<-- [start:_scatter_src]
# ── _scatter_src ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:535
#   _scatter_src: A copy of `self` with src written at index along dim (the last of repe…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._scatter_src (tensorplay/_support/kernels.py:1066)
def __scatter_src_kernel(self, index, src, dim):
    return K._scatter_src(self, dim, index, src)


class ScatterSrcBackward0(OpNode):
    """Backward of `_scatter_src` (tensorplay/ops/indexing/ops.yaml:535)."""

    return_names = ('result',)


_op__scatter_src = OpDef(
    '_scatter_src',
    __scatter_src_kernel,
    line=535,
    tensor_args=('self', 'index', 'src'),
    dtype='same',
    differentiable=(True, False, True),
    saves_per_input=(('index',), (), ('index',)),
    jvp_kind='terms',
    vmap={'custom': 'scatter_add'},
    node_cls=ScatterSrcBackward0,
)
ScatterSrcBackward0.op = _op__scatter_src


def _scatter_src(input, dim, index, src):
    return _call(_op__scatter_src, (input, index, src), {'dim': dim})

_scatter_src.__tensor_params__ = ('input', 'index', 'src')
# --8<-- [end:_scatter_src]


# --8<-- [start:scatter_reduce]
# ── scatter_reduce ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:556
#   scatter_reduce: `src` reduced into a copy of `self` at index along dim (the gather pat…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._scatter_reduce (tensorplay/_support/kernels.py:1082)
def _scatter_reduce_kernel(self, index, src, dim, reduce, include_self):
    return K._scatter_reduce(self, dim, index, src, reduce, include_self)


class ScatterReduceBackward0(OpNode):
    """Backward of `scatter_reduce` (tensorplay/ops/indexing/ops.yaml:556)."""

    return_names = ('result',)


_op_scatter_reduce = OpDef(
    'scatter_reduce',
    _scatter_reduce_kernel,
    line=556,
    tensor_args=('self', 'index', 'src'),
    dtype='same',
    differentiable=(True, False, True),
    saves_per_input=(('self', 'index', 'src', 'result'), (), ('self', 'index', 'src', 'result')),
    jvp_kind='terms',
    vmap={'custom': 'scatter_add'},
    node_cls=ScatterReduceBackward0,
)
ScatterReduceBackward0.op = _op_scatter_reduce


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True):
    return _call(_op_scatter_reduce, (input, index, src), {'dim': dim, 'reduce': reduce, 'include_self': include_self})

scatter_reduce.__tensor_params__ = ('input', 'index', 'src')

def _scatter_reduce_inplace(self, dim, index, src, reduce, *, include_self=True):
    return _inplace(_op_scatter_reduce, (self, index, src), {'dim': dim, 'reduce': reduce, 'include_self': include_self})

# --8<-- [end:scatter_reduce]


# --8<-- [start:index_add]
# ── index_add ─────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:586
#   index_add: A copy of `self` with alpha * source added at the positions `index` (a…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.index_scatter (tensorplay/_support/formula_helpers.py:1244)
def _index_add_composite(self, dim, index, source, alpha):
    index = None if index is None else index.detach()  # non_differentiable
    return H.index_scatter(self, dim, index, source, "index_add_", alpha)



def index_add(input, dim, index, source, *, alpha=1):
    return _index_add_composite(input, dim, index, source, alpha)

index_add.__tensor_params__ = ('input', 'index', 'source')

def _index_add_inplace(self, dim, index, source, *, alpha=1):
    return _composite_inplace(self, lambda old: _index_add_composite(old, dim, index, source, alpha), 'index_add')

# --8<-- [end:index_add]


# --8<-- [start:index_copy]
# ── index_copy ────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:603
#   index_copy: A copy of `self` with the slices of `source` written at the positions …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.index_scatter (tensorplay/_support/formula_helpers.py:1244)
def _index_copy_composite(self, dim, index, source):
    index = None if index is None else index.detach()  # non_differentiable
    return H.index_scatter(self, dim, index, source, "index_copy_")



def index_copy(input, dim, index, source):
    return _index_copy_composite(input, dim, index, source)

index_copy.__tensor_params__ = ('input', 'index', 'source')

def _index_copy_inplace(self, dim, index, source):
    return _composite_inplace(self, lambda old: _index_copy_composite(old, dim, index, source), 'index_copy')

# --8<-- [end:index_copy]


# --8<-- [start:index_fill]
# ── index_fill ────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:619
#   index_fill: A copy of `self` with `value` at the positions `index` (a vector, nega…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.index_mask (tensorplay/_support/formula_helpers.py:1263)
def _index_fill_composite(self, dim, index, value):
    index = None if index is None else index.detach()  # non_differentiable
    return masked_fill(self, H.index_mask(self, dim, index), value)



def _overload_index_fill(input, dim, index, value):
    return _index_fill_composite(input, dim, index, value)

_overload_index_fill.__tensor_params__ = ('input', 'index')
# --8<-- [end:index_fill]


# --8<-- [start:index_fill_Tensor]
# ── index_fill.Tensor ─────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:635
#   index_fill.Tensor: index_fill with a 0-d tensor `value`, which gets the summed gradient o…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.index_fill_tensor (tensorplay/_support/formula_helpers.py:1288)
def _index_fill_Tensor_composite(self, dim, index, value):
    index = None if index is None else index.detach()  # non_differentiable
    return H.index_fill_tensor(self, dim, index, value)



def _overload_index_fill_Tensor(input, dim, index, value):
    return _index_fill_Tensor_composite(input, dim, index, value)

_overload_index_fill_Tensor.__tensor_params__ = ('input', 'index', 'value')

def _index_fill_Tensor_inplace(self, dim, index, value):
    return _composite_inplace(self, lambda old: _index_fill_Tensor_composite(old, dim, index, value), 'index_fill')

# --8<-- [end:index_fill_Tensor]


# --8<-- [start:masked_scatter]
# ── masked_scatter ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:650
#   masked_scatter: A copy of `self` (broadcast with the boolean `mask`) whose positions w…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.masked_scatter_parts (tensorplay/_support/formula_helpers.py:1299)
def _masked_scatter_composite(self, mask, source):
    mask = None if mask is None else mask.detach()  # non_differentiable
    return H.masked_scatter_parts(self, mask, source)



def masked_scatter(input, mask, source):
    return _masked_scatter_composite(input, mask, source)

masked_scatter.__tensor_params__ = ('input', 'mask', 'source')

def _masked_scatter_inplace(self, mask, source):
    return _composite_inplace(self, lambda old: _masked_scatter_composite(old, mask, source), 'masked_scatter')

# --8<-- [end:masked_scatter]


# --8<-- [start:take]
# ── take ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:668
#   take: The elements of `self` read as a 1-D tensor at `index` (negative entri…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.take_parts (tensorplay/_support/formula_helpers.py:1318)
def _take_composite(self, index):
    index = None if index is None else index.detach()  # non_differentiable
    return H.take_parts(self, index)



def take(input, index):
    return _take_composite(input, index)

take.__tensor_params__ = ('input', 'index')
# --8<-- [end:take]


# --8<-- [start:take_along_dim]
# ── take_along_dim ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:682
#   take_along_dim: The values of `self` at `indices` along dim, self and indices broadcas…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.take_along_dim_parts (tensorplay/_support/formula_helpers.py:1332)
def _take_along_dim_composite(self, indices, dim):
    indices = None if indices is None else indices.detach()  # non_differentiable
    return H.take_along_dim_parts(self, indices, dim)



def take_along_dim(input, indices, dim=None):
    return _take_along_dim_composite(input, indices, dim)

take_along_dim.__tensor_params__ = ('input', 'indices')
# --8<-- [end:take_along_dim]


# --8<-- [start:matmul]
# ── matmul ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:7
#   matmul: Matrix product with NumPy's rules; 1-D operands are vectors, batch dim…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K.DtypeError (tensorplay/_support/kernels.py:968)
#   uses K.ShapeError (tensorplay/_support/kernels.py:964)
#   uses K._torch_name (tensorplay/_support/kernels.py:801)
def _matmul_kernel(self, other):
    if self.dtype != other.dtype:  # PyTorch's matrix products never promote
        raise K.DtypeError(f"expected both operands to have the same dtype, but got {K._torch_name(self.dtype)} "
                         f"and {K._torch_name(other.dtype)}")
    if self.ndim == 0 or other.ndim == 0:
        raise K.ShapeError("both arguments to matmul need to be at least 1D, but they are "
                         f"{self.ndim}D and {other.ndim}D")
    k_self = self.shape[-1]
    k_other = other.shape[-2] if other.ndim > 1 else other.shape[0]
    if k_self != k_other:
        a = "x".join(map(str, self.shape))
        b = "x".join(map(str, other.shape))
        raise K.ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({a} and {b})")
    return np.matmul(self, other)


class MatmulBackward0(OpNode):
    """Backward of `matmul` (tensorplay/ops/linalg/ops.yaml:7)."""

    return_names = ('result',)


_op_matmul = OpDef(
    'matmul',
    _matmul_kernel,
    line=7,
    tensor_args=('self', 'other'),
    dtype='same',
    differentiable=(True, True),
    saves_per_input=(('other',), ('self',)),
    jvp_kind='terms',
    vmap={'custom': 'matmul'},
    fast='same',
    node_cls=MatmulBackward0,
)
MatmulBackward0.op = _op_matmul


def matmul(input, other):
    return _call(_op_matmul, (input, other), {})

matmul.__tensor_params__ = ('input', 'other')
# --8<-- [end:matmul]


# --8<-- [start:linear]
# ── linear ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:47
#   linear: self @ weight.T + bias — what nn.Linear computes; leading dims of `sel…
#   composite: gradient, jvp and vmap follow from the ops of its body
_linear_dtype_rules = _DtypeRules('linear', ('self', 'weight', 'bias'), (0, 1, 2))


def _linear_checks(self, weight, bias):
    """The argument checks, run before the body and before the fused path."""
    _check_dtypes(_linear_dtype_rules, (self, weight, bias), {})
    if not (weight.dim() == 2):
        raise RuntimeError(f'linear: weight must be 2-D (out_features, in_features), got shape {list(weight.shape)}')


def _linear_composite(self, weight, bias):
    _linear_checks(self, weight, bias)
    # leading dims folded into one: one BLAS call (np.matmul would loop over them)
    x = reshape(self, [-1, self.shape[-1]]) if self.dim() > 2 else self
    out = matmul(x, transpose(weight, 0, 1))
    out = out if bias is None else out + bias
    return reshape(out, [*self.shape[:-1], weight.shape[0]]) if self.dim() > 2 else out


# The fused path (fused:): outside every transform the op runs this kernel and records one
# node, whose backward formulas are in tensorplay/_generated/derivatives.py; transforms run
# the body above.
def _linear_kernel(self, weight, bias):
    rows = self.reshape(-1, self.shape[-1])
    if rows.shape[1] != weight.shape[1]:
        raise K.ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({rows.shape[0]}x{rows.shape[1]} "
                         f"and {weight.shape[1]}x{weight.shape[0]})")
    out = np.matmul(rows, weight.T)
    if bias is not None:
        out = out + bias
    return out.reshape(*self.shape[:-1], weight.shape[0])


class LinearBackward0(OpNode):
    """Backward of the fused `linear` (tensorplay/ops/linalg/ops.yaml:47)."""

    return_names = ('result',)


_op_linear = OpDef(
    'linear',
    _linear_kernel,
    line=47,
    tensor_args=('self', 'weight', 'bias'),
    differentiable=(True, True, True),
    saves_per_input=(('weight',), ('self',), ()),
    vmap="composite",
    node_cls=LinearBackward0,
    prechecked=True,
)
LinearBackward0.op = _op_linear


def linear(input, weight, bias=None):
    if _any_interpreter:
        return _linear_composite(input, weight, bias)
    _linear_checks(input, weight, bias)
    return _call_base(_op_linear, (input, weight, bias), {})

linear.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:linear]


# --8<-- [start:mm]
# ── mm ────────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:86
#   mm: Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadc…
#   composite: gradient, jvp and vmap follow from the ops of its body
_mm_dtype_rules = _DtypeRules('mm', ('self', 'mat2'), (0, 1))


def _mm_composite(self, mat2):
    _check_dtypes(_mm_dtype_rules, (self, mat2), {})
    if not (self.dim() == 2 and mat2.dim() == 2):
        raise RuntimeError(f'mm: both arguments must be matrices (2-D), got shapes {list(self.shape)} and {list(mat2.shape)}')
    return matmul(self, mat2)



def mm(input, mat2):
    return _mm_composite(input, mat2)

mm.__tensor_params__ = ('input', 'mat2')
# --8<-- [end:mm]


# --8<-- [start:bmm]
# ── bmm ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:104
#   bmm: Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b,…
#   composite: gradient, jvp and vmap follow from the ops of its body
_bmm_dtype_rules = _DtypeRules('bmm', ('self', 'mat2'), (0, 1))


def _bmm_composite(self, mat2):
    _check_dtypes(_bmm_dtype_rules, (self, mat2), {})
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
# ── mv ────────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:123
#   mv: Matrix-vector product, (n, m) @ (m,) → (n,).
#   composite: gradient, jvp and vmap follow from the ops of its body
_mv_dtype_rules = _DtypeRules('mv', ('self', 'vec'), (0, 1))


def _mv_composite(self, vec):
    _check_dtypes(_mv_dtype_rules, (self, vec), {})
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
# ── dot ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:142
#   dot: Inner product of two 1-D tensors of the same length (a 0-d result); no…
#   composite: gradient, jvp and vmap follow from the ops of its body
_dot_dtype_rules = _DtypeRules('dot', ('self', 'tensor'), (0, 1))


def _dot_composite(self, tensor):
    _check_dtypes(_dot_dtype_rules, (self, tensor), {})
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
# ── outer ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:161
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


# --8<-- [start:addmm]
# ── addmm ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:177
#   addmm: beta * self + alpha * (mat1 @ mat2), self broadcast to the (n, p) prod…
#   composite: gradient, jvp and vmap follow from the ops of its body
_addmm_dtype_rules = _DtypeRules('addmm', ('self', 'mat1', 'mat2'), (0, 1, 2))


def _addmm_composite(self, mat1, mat2, beta, alpha):
    _check_dtypes(_addmm_dtype_rules, (self, mat1, mat2), {})
    if not (mat1.dim() == 2):
        raise RuntimeError(f'addmm: mat1 must be a matrix, got {mat1.dim()}-D tensor')
    if not (mat2.dim() == 2):
        raise RuntimeError(f'addmm: mat2 must be a matrix, got {mat2.dim()}-D tensor')
    prod = mm(mat1, mat2)
    prod = prod if alpha == 1 else prod * alpha
    if beta == 0:
        return prod + zeros_like(expand(self, prod.shape))
    return prod + (self if beta == 1 else self * beta)



def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    return _addmm_composite(input, mat1, mat2, beta, alpha)

addmm.__tensor_params__ = ('input', 'mat1', 'mat2')
# --8<-- [end:addmm]


# --8<-- [start:baddbmm]
# ── baddbmm ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:205
#   baddbmm: beta * self + alpha * bmm(batch1, batch2), self broadcast to the (b, n…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.opmath (tensorplay/_support/formula_helpers.py:32)
#   uses H.same_as (tensorplay/_support/formula_helpers.py:39)
_baddbmm_dtype_rules = _DtypeRules('baddbmm', ('self', 'batch1', 'batch2'), (0, 1, 2))


def _baddbmm_composite(self, batch1, batch2, beta, alpha):
    _check_dtypes(_baddbmm_dtype_rules, (self, batch1, batch2), {})
    if not (batch1.dim() == 3):
        raise RuntimeError('baddbmm: batch1 must be a 3D tensor')
    if not (batch2.dim() == 3):
        raise RuntimeError('baddbmm: batch2 must be a 3D tensor')
    prod = bmm(H.opmath(batch1), H.opmath(batch2))
    prod = prod if alpha == 1 else prod * alpha
    if beta == 0:
        return H.same_as(prod + zeros_like(expand(self, prod.shape)), self, batch1, batch2)
    return H.same_as(prod + (self if beta == 1 else H.opmath(self) * beta), self, batch1, batch2)



def baddbmm(input, batch1, batch2, *, beta=1, alpha=1):
    return _baddbmm_composite(input, batch1, batch2, beta, alpha)

baddbmm.__tensor_params__ = ('input', 'batch1', 'batch2')
# --8<-- [end:baddbmm]


# --8<-- [start:trace]
# ── trace ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:233
#   trace: Sum of the main diagonal of a 2-D tensor (need not be square); integer…
#   composite: gradient, jvp and vmap follow from the ops of its body
_trace_dtype_rules = _DtypeRules('trace', ('self',), (0,))


def _trace_composite(self):
    _check_dtypes(_trace_dtype_rules, (self,), {})
    if not (self.dim() == 2):
        raise RuntimeError(f'trace: trace: expected a matrix, but got tensor with dim {self.dim()}')
    return sum(diagonal(self))



def trace(input):
    return _trace_composite(input)

trace.__tensor_params__ = ('input',)
# --8<-- [end:trace]


# --8<-- [start:inner]
# ── inner ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:251
#   inner: Sum over the last dim of both: out[i.., j..] = sum_k self[i.., k] * ot…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.tensordot_parts (tensorplay/_support/formula_helpers.py:1026)
def _inner_composite(self, other):
    if not (self.dim() == 0 or other.dim() == 0 or self.shape[-1] == other.shape[-1]):
        raise RuntimeError(f'inner: inner() the last dimension must match on both input tensors but got shapes {list(self.shape)} and {list(other.shape)}')
    if self.dim() == 0 or other.dim() == 0:
        return self * other
    return H.tensordot_parts(self, other, [[-1], [-1]])



def inner(input, other):
    return _inner_composite(input, other)

inner.__tensor_params__ = ('input', 'other')
# --8<-- [end:inner]


# --8<-- [start:vdot]
# ── vdot ──────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:274
#   vdot: Dot product of two 1-D tensors, conjugating the first (the same as dot…
#   composite: gradient, jvp and vmap follow from the ops of its body
_vdot_dtype_rules = _DtypeRules('vdot', ('self', 'other'), (0, 1))


def _vdot_composite(self, other):
    _check_dtypes(_vdot_dtype_rules, (self, other), {})
    if not (self.dim() == 1 and other.dim() == 1):
        raise RuntimeError(f'vdot: 1D tensors expected, but got {self.dim()}D and {other.dim()}D tensors')
    if not (self.shape[0] == other.shape[0]):
        raise RuntimeError(f'vdot: inconsistent tensor size, expected tensor [{self.shape[0]}] and src [{other.shape[0]}] to have the same number of elements, but got {self.shape[0]} and {other.shape[0]} elements respectively')
    return matmul(self, other)



def vdot(input, other):
    return _vdot_composite(input, other)

vdot.__tensor_params__ = ('input', 'other')
# --8<-- [end:vdot]


# --8<-- [start:kron]
# ── kron ──────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:293
#   kron: Kronecker product: the shorter shape is padded with leading 1s, and th…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.kron_parts (tensorplay/_support/formula_helpers.py:1015)
def _kron_composite(self, other):
    return H.kron_parts(self, other)



def kron(input, other):
    return _kron_composite(input, other)

kron.__tensor_params__ = ('input', 'other')
# --8<-- [end:kron]


# --8<-- [start:tensordot]
# ── tensordot ─────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:310
#   tensordot: Sum of products over paired dims: `dims` = n contracts self's last n d…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.tensordot_parts (tensorplay/_support/formula_helpers.py:1026)
_tensordot_dtype_rules = _DtypeRules('tensordot', ('self', 'other'), (0, 1))


def _tensordot_composite(self, other, dims):
    _check_dtypes(_tensordot_dtype_rules, (self, other), {})
    return H.tensordot_parts(self, other, dims)



def tensordot(input, other, dims=2):
    return _tensordot_composite(input, other, dims)

tensordot.__tensor_params__ = ('input', 'other')
# --8<-- [end:tensordot]


# --8<-- [start:det]
# ── det ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:328
#   det: Determinant of a square matrix, or of each matrix of a batch (..., n, …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._square (tensorplay/_support/kernels.py:1749)
def _det_kernel(self):
    return np.linalg.det(K._square(self, "linalg.det"))


class DetBackward0(OpNode):
    """Backward of `det` (tensorplay/ops/linalg/ops.yaml:328)."""

    return_names = ('result',)


_op_det = OpDef(
    'det',
    _det_kernel,
    line=328,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('self', 'result'),),
    jvp_kind='terms',
    vmap={'trailing': 2},
    fast='same',
    node_cls=DetBackward0,
)
DetBackward0.op = _op_det


def det(input):
    return _call(_op_det, (input,), {})

det.__tensor_params__ = ('input',)
# --8<-- [end:det]


# --8<-- [start:inverse]
# ── inverse ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:349
#   inverse: Inverse of a square matrix (or of each in a batch); a singular one rai…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._inv (tensorplay/_support/kernels.py:1766)
def _inverse_kernel(self):
    return K._inv(self)


class InverseBackward0(OpNode):
    """Backward of `inverse` (tensorplay/ops/linalg/ops.yaml:349)."""

    return_names = ('result',)


_op_inverse = OpDef(
    'inverse',
    _inverse_kernel,
    line=349,
    tensor_args=('self',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'trailing': 2},
    fast='same',
    node_cls=InverseBackward0,
)
InverseBackward0.op = _op_inverse


def inverse(input):
    return _call(_op_inverse, (input,), {})

inverse.__tensor_params__ = ('input',)
# --8<-- [end:inverse]


# --8<-- [start:slogdet]
# ── slogdet ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:370
#   slogdet: (sign, log|det|) of a square matrix or batch, as a named tuple: the de…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._square (tensorplay/_support/kernels.py:1749)
def _slogdet_kernel(self):
    sign, logabsdet = np.linalg.slogdet(K._square(self, "linalg.slogdet"))
    return sign.astype(self.dtype), logabsdet.astype(self.dtype)


class SlogdetBackward0(OpNode):
    """Backward of `slogdet` (tensorplay/ops/linalg/ops.yaml:370)."""

    return_names = ('sign', 'logabsdet')


_op_slogdet = OpDef(
    'slogdet',
    _slogdet_kernel,
    line=370,
    tensor_args=('self',),
    dtype='same',
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('self',),),
    jvp_kind='result',
    vmap={'trailing': 2},
    node_cls=SlogdetBackward0,
)
SlogdetBackward0.op = _op_slogdet


def slogdet(input):
    return _call(_op_slogdet, (input,), {})

slogdet.__tensor_params__ = ('input',)
# --8<-- [end:slogdet]


# --8<-- [start:logdet]
# ── logdet ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:391
#   logdet: log(det(self)) of a square matrix or batch; nan where the determinant …
#   composite: gradient, jvp and vmap follow from the ops of its body
def _logdet_composite(self):
    sign, logabsdet = slogdet(self)
    return where(sign < 0, full_like(logabsdet, float("nan")), logabsdet)



def logdet(input):
    return _logdet_composite(input)

logdet.__tensor_params__ = ('input',)
# --8<-- [end:logdet]


# --8<-- [start:linalg_inv]
# ── linalg_inv ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:406
#   linalg_inv: Inverse of a square matrix or batch (tp.linalg.inv); a singular one ra…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _linalg_inv_composite(A):
    return inverse(A)



def linalg_inv(A):
    return _linalg_inv_composite(A)

linalg_inv.__tensor_params__ = ('A',)
# --8<-- [end:linalg_inv]


# --8<-- [start:linalg_det]
# ── linalg_det ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:419
#   linalg_det: Determinant of a square matrix or batch (tp.linalg.det, the same op as…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _linalg_det_composite(A):
    return det(A)



def linalg_det(A):
    return _linalg_det_composite(A)

linalg_det.__tensor_params__ = ('A',)
# --8<-- [end:linalg_det]


# --8<-- [start:linalg_slogdet]
# ── linalg_slogdet ────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:432
#   linalg_slogdet: (sign, log|det|) of a square matrix or batch, as a named tuple (tp.lin…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _linalg_slogdet_composite(A):
    return slogdet(A)



def linalg_slogdet(A):
    return _linalg_slogdet_composite(A)

linalg_slogdet.__tensor_params__ = ('A',)
# --8<-- [end:linalg_slogdet]


# --8<-- [start:linalg_vector_norm]
# ── linalg_vector_norm ────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:445
#   linalg_vector_norm: Vector ord-norm of x over `dim` (all elements if None): (sum |x|^ord)^…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _linalg_vector_norm_composite(x, ord, dim, keepdim, dtype):
    return norm(x, ord, dim, keepdim, dtype=dtype)



def linalg_vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):
    return _linalg_vector_norm_composite(x, ord, dim, keepdim, dtype)

linalg_vector_norm.__tensor_params__ = ('x',)
# --8<-- [end:linalg_vector_norm]


# --8<-- [start:linalg_matrix_norm]
# ── linalg_matrix_norm ────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:463
#   linalg_matrix_norm: Matrix norm over the two dims `dim` (the last two by default): 'fro' (…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.matrix_norm_parts (tensorplay/_support/formula_helpers.py:1064)
def _linalg_matrix_norm_composite(A, ord, dim, keepdim, dtype):
    return H.matrix_norm_parts(A if dtype is None else _to_copy(A, dtype=dtype), ord, dim, keepdim)



def linalg_matrix_norm(A, ord='fro', dim=[-2, -1], keepdim=False, *, dtype=None):
    return _linalg_matrix_norm_composite(A, ord, dim, keepdim, dtype)

linalg_matrix_norm.__tensor_params__ = ('A',)
# --8<-- [end:linalg_matrix_norm]


# --8<-- [start:linalg_norm]
# ── linalg_norm ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:486
#   linalg_norm: A vector norm (one dim, or the flattened tensor when ord and dim are N…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.linalg_norm_parts (tensorplay/_support/formula_helpers.py:1091)
def _linalg_norm_composite(A, ord, dim, keepdim, dtype):
    return H.linalg_norm_parts(A if dtype is None else _to_copy(A, dtype=dtype), ord, dim, keepdim)



def linalg_norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    return _linalg_norm_composite(A, ord, dim, keepdim, dtype)

linalg_norm.__tensor_params__ = ('A',)
# --8<-- [end:linalg_norm]


# --8<-- [start:linalg_solve]
# ── linalg_solve ──────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:507
#   linalg_solve: X with A X = B (X A = B when left=False), batched; B is a (batch of) v…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.solve_parts (tensorplay/_support/formula_helpers.py:1109)
def _linalg_solve_composite(A, B, left):
    if not (A.dim() >= 2 and A.shape[-1] == A.shape[-2]):
        raise RuntimeError(f'linalg_solve: linalg.solve: A must be batches of square matrices, but they are {list(A.shape)} matrices')
    return H.solve_parts(A, B, left)



def linalg_solve(A, B, *, left=True):
    return _linalg_solve_composite(A, B, left)

linalg_solve.__tensor_params__ = ('A', 'B')
# --8<-- [end:linalg_solve]


# --8<-- [start:linalg_svd]
# ── linalg_svd ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:528
#   linalg_svd: Singular value decomposition A = U diag(S) Vh of a matrix or batch (..…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._svd (tensorplay/_support/kernels.py:1795)
def _linalg_svd_kernel(A, full_matrices, driver):
    return K._svd(A, full_matrices, driver)


class LinalgSvdBackward0(OpNode):
    """Backward of `linalg_svd` (tensorplay/ops/linalg/ops.yaml:528)."""

    return_names = ('U', 'S', 'Vh')


_op_linalg_svd = OpDef(
    'linalg_svd',
    _linalg_svd_kernel,
    line=528,
    tensor_args=('A',),
    dtype='same',
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='result',
    vmap={'trailing': 2},
    node_cls=LinalgSvdBackward0,
)
LinalgSvdBackward0.op = _op_linalg_svd


def linalg_svd(A, full_matrices=True, *, driver=None):
    return _call(_op_linalg_svd, (A,), {'full_matrices': full_matrices, 'driver': driver})

linalg_svd.__tensor_params__ = ('A',)
# --8<-- [end:linalg_svd]


# --8<-- [start:svd]
# ── svd ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:552
#   svd: The older torch.svd: (U, S, V) with V = Vh^T (not Vh), reduced unless …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.svd_parts (tensorplay/_support/formula_helpers.py:1695)
def _svd_composite(self, some, compute_uv):
    return H.svd_parts(self, some, compute_uv)



def svd(input, some=True, compute_uv=True):
    return _svd_composite(input, some, compute_uv)

svd.__tensor_params__ = ('input',)
# --8<-- [end:svd]


# --8<-- [start:linalg_svdvals]
# ── linalg_svdvals ────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:569
#   linalg_svdvals: The singular values of a matrix or batch (..., m, n) → (..., min(m, n)…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._svdvals (tensorplay/_support/kernels.py:1806)
def _linalg_svdvals_kernel(A, driver):
    return K._svdvals(A, driver)


class LinalgSvdvalsBackward0(OpNode):
    """Backward of `linalg_svdvals` (tensorplay/ops/linalg/ops.yaml:569)."""

    return_names = ('result',)


_op_linalg_svdvals = OpDef(
    'linalg_svdvals',
    _linalg_svdvals_kernel,
    line=569,
    tensor_args=('A',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('A',),),
    jvp_kind='terms',
    vmap={'trailing': 2},
    fast='same',
    node_cls=LinalgSvdvalsBackward0,
)
LinalgSvdvalsBackward0.op = _op_linalg_svdvals


def linalg_svdvals(A, *, driver=None):
    return _call(_op_linalg_svdvals, (A,), {'driver': driver})

linalg_svdvals.__tensor_params__ = ('A',)
# --8<-- [end:linalg_svdvals]


# --8<-- [start:linalg_pinv]
# ── linalg_pinv ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:592
#   linalg_pinv: Moore-Penrose pseudoinverse (..., m, n) → (..., n, m) from the SVD (fr…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._pinv (tensorplay/_support/kernels.py:1881)
def _linalg_pinv_kernel(A, atol, rtol, hermitian):
    return K._pinv(A, atol, rtol, hermitian)


class LinalgPinvBackward0(OpNode):
    """Backward of `linalg_pinv` (tensorplay/ops/linalg/ops.yaml:592)."""

    return_names = ('result',)


_op_linalg_pinv = OpDef(
    'linalg_pinv',
    _linalg_pinv_kernel,
    line=592,
    tensor_args=('A',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('A', 'result'),),
    jvp_kind='terms',
    vmap={'trailing': 2},
    fast='same',
    node_cls=LinalgPinvBackward0,
)
LinalgPinvBackward0.op = _op_linalg_pinv


def _overload_linalg_pinv(A, *, atol=None, rtol=None, hermitian=False):
    return _call(_op_linalg_pinv, (A,), {'atol': atol, 'rtol': rtol, 'hermitian': hermitian})

_overload_linalg_pinv.__tensor_params__ = ('A',)
# --8<-- [end:linalg_pinv]


# --8<-- [start:linalg_pinv_rcond]
# ── linalg_pinv.rcond ─────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:616
#   linalg_pinv.rcond: The older positional form tp.linalg.pinv(A, rcond), rcond a relative c…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _linalg_pinv_rcond_composite(A, rcond, hermitian):
    return linalg_pinv(A, rtol=rcond, hermitian=hermitian)



def _overload_linalg_pinv_rcond(A, rcond, hermitian=False):
    return _linalg_pinv_rcond_composite(A, rcond, hermitian)

_overload_linalg_pinv_rcond.__tensor_params__ = ('A',)
# --8<-- [end:linalg_pinv_rcond]


# --8<-- [start:pinverse]
# ── pinverse ──────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:630
#   pinverse: Pseudoinverse with relative cutoff rcond (tp.linalg.pinv with rtol=rco…
#   composite: gradient, jvp and vmap follow from the ops of its body
def _pinverse_composite(self, rcond):
    return linalg_pinv(self, rtol=rcond)



def pinverse(input, rcond=1e-15):
    return _pinverse_composite(input, rcond)

pinverse.__tensor_params__ = ('input',)
# --8<-- [end:pinverse]


# --8<-- [start:linalg_qr]
# ── linalg_qr ─────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:644
#   linalg_qr: QR decomposition A = Q R of a matrix or batch, as the named tuple (Q, …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._qr (tensorplay/_support/kernels.py:1868)
def _linalg_qr_kernel(A, mode):
    return K._qr(A, mode)


class LinalgQrBackward0(OpNode):
    """Backward of `linalg_qr` (tensorplay/ops/linalg/ops.yaml:644)."""

    return_names = ('Q', 'R')


_op_linalg_qr = OpDef(
    'linalg_qr',
    _linalg_qr_kernel,
    line=644,
    tensor_args=('A',),
    dtype='same',
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='result',
    vmap={'trailing': 2},
    node_cls=LinalgQrBackward0,
)
LinalgQrBackward0.op = _op_linalg_qr


def linalg_qr(A, mode='reduced'):
    return _call(_op_linalg_qr, (A,), {'mode': mode})

linalg_qr.__tensor_params__ = ('A',)
# --8<-- [end:linalg_qr]


# --8<-- [start:linalg_eigh]
# ── linalg_eigh ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:667
#   linalg_eigh: Eigenvalues (ascending) and orthonormal eigenvectors of a symmetric ma…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._eigh (tensorplay/_support/kernels.py:1815)
def _linalg_eigh_kernel(A, UPLO):
    return K._eigh(A, UPLO)


class LinalgEighBackward0(OpNode):
    """Backward of `linalg_eigh` (tensorplay/ops/linalg/ops.yaml:667)."""

    return_names = ('eigenvalues', 'eigenvectors')


_op_linalg_eigh = OpDef(
    'linalg_eigh',
    _linalg_eigh_kernel,
    line=667,
    tensor_args=('A',),
    dtype='same',
    outputs='tuple',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='result',
    vmap={'trailing': 2},
    node_cls=LinalgEighBackward0,
)
LinalgEighBackward0.op = _op_linalg_eigh


def linalg_eigh(A, UPLO='L'):
    return _call(_op_linalg_eigh, (A,), {'UPLO': UPLO})

linalg_eigh.__tensor_params__ = ('A',)
# --8<-- [end:linalg_eigh]


# --8<-- [start:linalg_eigvalsh]
# ── linalg_eigvalsh ───────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:693
#   linalg_eigvalsh: The eigenvalues (ascending) of a symmetric matrix or batch, from its U…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._eigh (tensorplay/_support/kernels.py:1815)
def _linalg_eigvalsh_kernel(A, UPLO):
    return K._eigh(A, UPLO, False)


class LinalgEigvalshBackward0(OpNode):
    """Backward of `linalg_eigvalsh` (tensorplay/ops/linalg/ops.yaml:693)."""

    return_names = ('result',)


_op_linalg_eigvalsh = OpDef(
    'linalg_eigvalsh',
    _linalg_eigvalsh_kernel,
    line=693,
    tensor_args=('A',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('A',),),
    jvp_kind='terms',
    vmap={'trailing': 2},
    fast='same',
    node_cls=LinalgEigvalshBackward0,
)
LinalgEigvalshBackward0.op = _op_linalg_eigvalsh


def linalg_eigvalsh(A, UPLO='L'):
    return _call(_op_linalg_eigvalsh, (A,), {'UPLO': UPLO})

linalg_eigvalsh.__tensor_params__ = ('A',)
# --8<-- [end:linalg_eigvalsh]


# --8<-- [start:linalg_cholesky]
# ── linalg_cholesky ───────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:718
#   linalg_cholesky: Cholesky factor of a symmetric positive-definite matrix or batch: lowe…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._cholesky (tensorplay/_support/kernels.py:1833)
def _linalg_cholesky_kernel(A, upper):
    return K._cholesky(A, upper)


class LinalgCholeskyBackward0(OpNode):
    """Backward of `linalg_cholesky` (tensorplay/ops/linalg/ops.yaml:718)."""

    return_names = ('result',)


_op_linalg_cholesky = OpDef(
    'linalg_cholesky',
    _linalg_cholesky_kernel,
    line=718,
    tensor_args=('A',),
    dtype='same',
    differentiable=(True,),
    saves_per_input=(('result',),),
    jvp_kind='terms',
    vmap={'trailing': 2},
    fast='same',
    node_cls=LinalgCholeskyBackward0,
)
LinalgCholeskyBackward0.op = _op_linalg_cholesky


def linalg_cholesky(A, *, upper=False):
    return _call(_op_linalg_cholesky, (A,), {'upper': upper})

linalg_cholesky.__tensor_params__ = ('A',)
# --8<-- [end:linalg_cholesky]


# --8<-- [start:linalg_lstsq]
# ── linalg_lstsq ──────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:745
#   linalg_lstsq: Least-squares solution X of min ||A X - B|| (the minimum-norm one when…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.lstsq_parts (tensorplay/_support/formula_helpers.py:1713)
def _linalg_lstsq_composite(A, B, rcond, driver):
    return H.lstsq_parts(A, B, rcond, driver)



def linalg_lstsq(A, B, rcond=None, *, driver=None):
    return _linalg_lstsq_composite(A, B, rcond, driver)

linalg_lstsq.__tensor_params__ = ('A', 'B')
# --8<-- [end:linalg_lstsq]


# --8<-- [start:einsum]
# ── einsum ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:766
#   einsum: Sums of products named by subscripts: 'ij,jk->ik' is a matrix product,…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.einsum_parts (tensorplay/_support/formula_helpers.py:1484)
def _einsum_composite(equation, operands):
    return H.einsum_parts(equation, operands)



def einsum(equation, *operands):
    return _einsum_composite(equation, _varargs(operands))

einsum.__tensor_params__ = ('operands',)
# --8<-- [end:einsum]


# --8<-- [start:cross]
# ── cross ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:793
#   cross: The cross product of 3-vectors along `dim` (self and other broadcast);…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.cross_parts (tensorplay/_support/formula_helpers.py:1461)
def _cross_composite(self, other, dim):
    return H.cross_parts(self, other, dim, "linalg.cross")



def cross(input, other, dim=None):
    return _cross_composite(input, other, dim)

cross.__tensor_params__ = ('input', 'other')
# --8<-- [end:cross]


# --8<-- [start:linalg_cross]
# ── linalg_cross ──────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:809
#   linalg_cross: The cross product of 3-vectors along `dim` (default the last), input a…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.cross_parts (tensorplay/_support/formula_helpers.py:1461)
def _linalg_cross_composite(input, other, dim):
    return H.cross_parts(input, other, dim, "linalg.cross")



def linalg_cross(input, other, *, dim=-1):
    return _linalg_cross_composite(input, other, dim)

linalg_cross.__tensor_params__ = ('input', 'other')
# --8<-- [end:linalg_cross]


# --8<-- [start:rand]
# ── rand ──────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:6
#   rand: Uniform random numbers in [0, 1), drawn from `generator` (default the …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._random_float_dtype (tensorplay/_support/kernels.py:1236)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _rand_kernel(size, generator, dtype, requires_grad):
    dt = K._random_float_dtype(dtype, "rand")  # checked before drawing
    return K._rng(generator).random(K._size(size)).astype(dt)


class RandBackward0(OpNode):
    """Backward of `rand` (tensorplay/ops/random/ops.yaml:6)."""

    return_names = ('result',)


_op_rand = OpDef(
    'rand',
    _rand_kernel,
    line=6,
    tensor_args=(),
    random=True,
    differentiable=(),
    vmap={'custom': 'random'},
    node_cls=RandBackward0,
)
RandBackward0.op = _op_rand
_op_rand.int_list_args = ('size',)


def rand(*size, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_rand, (), {'size': _varargs(size), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

rand.__tensor_params__ = ()
# --8<-- [end:rand]


# --8<-- [start:randn]
# ── randn ─────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:19
#   randn: Standard normal random numbers (mean 0, variance 1), drawn from `gener…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._random_float_dtype (tensorplay/_support/kernels.py:1236)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _randn_kernel(size, generator, dtype, requires_grad):
    dt = K._random_float_dtype(dtype, "randn")  # checked before drawing
    return K._rng(generator).standard_normal(K._size(size)).astype(dt)


class RandnBackward0(OpNode):
    """Backward of `randn` (tensorplay/ops/random/ops.yaml:19)."""

    return_names = ('result',)


_op_randn = OpDef(
    'randn',
    _randn_kernel,
    line=19,
    tensor_args=(),
    random=True,
    differentiable=(),
    vmap={'custom': 'random'},
    node_cls=RandnBackward0,
)
RandnBackward0.op = _op_randn
_op_randn.int_list_args = ('size',)


def randn(*size, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randn, (), {'size': _varargs(size), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randn.__tensor_params__ = ()
# --8<-- [end:randn]


# --8<-- [start:randint]
# ── randint ───────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:32
#   randint: Random integers in [low, high) (low defaults to 0) of shape `size` — r…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._randint (tensorplay/_support/kernels.py:1256)
def _randint_kernel(high, size, generator, dtype, requires_grad):
    return K._randint(0, high, size, generator, dtype)


class RandintBackward0(OpNode):
    """Backward of `randint` (tensorplay/ops/random/ops.yaml:32)."""

    return_names = ('result',)


_op_randint = OpDef(
    'randint',
    _randint_kernel,
    line=32,
    tensor_args=(),
    random=True,
    differentiable=(),
    vmap={'custom': 'random'},
    node_cls=RandintBackward0,
)
RandintBackward0.op = _op_randint
_op_randint.int_list_args = ('size',)


def _overload_randint(high, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randint, (), {'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint.__tensor_params__ = ()
# --8<-- [end:randint]


# --8<-- [start:randint_low]
# ── randint.low ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:43
#   randint.low: Random integers in [low, high) of shape `size`.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._randint (tensorplay/_support/kernels.py:1256)
def _randint_low_kernel(low, high, size, generator, dtype, requires_grad):
    return K._randint(low, high, size, generator, dtype)


class RandintBackward0(OpNode):
    """Backward of `randint.low` (tensorplay/ops/random/ops.yaml:43)."""

    return_names = ('result',)


_op_randint_low = OpDef(
    'randint.low',
    _randint_low_kernel,
    line=43,
    tensor_args=(),
    random=True,
    differentiable=(),
    vmap={'custom': 'random'},
    node_cls=RandintBackward0,
)
RandintBackward0.op = _op_randint_low
_op_randint_low.int_list_args = ('size',)


def _overload_randint_low(low, high, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randint_low, (), {'low': low, 'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint_low.__tensor_params__ = ()
# --8<-- [end:randint_low]


# --8<-- [start:rand_like]
# ── rand_like ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:54
#   rand_like: Uniform random numbers in [0, 1) with the shape (and, unless given, th…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._like_float_dtype (tensorplay/_support/kernels.py:1263)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
def _rand_like_kernel(self, dtype, requires_grad):
    dt = K._like_float_dtype(self, dtype, "rand_like")  # checked before drawing
    return K._rng(None).random(self.shape).astype(dt)


class RandLikeBackward0(OpNode):
    """Backward of `rand_like` (tensorplay/ops/random/ops.yaml:54)."""

    return_names = ('result',)


_op_rand_like = OpDef(
    'rand_like',
    _rand_like_kernel,
    line=54,
    tensor_args=('self',),
    random=True,
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'random'},
    node_cls=RandLikeBackward0,
)
RandLikeBackward0.op = _op_rand_like


def rand_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_rand_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

rand_like.__tensor_params__ = ('input',)
# --8<-- [end:rand_like]


# --8<-- [start:randn_like]
# ── randn_like ────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:67
#   randn_like: Standard normal random numbers with the shape (and, unless given, the …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._like_float_dtype (tensorplay/_support/kernels.py:1263)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
def _randn_like_kernel(self, dtype, requires_grad):
    dt = K._like_float_dtype(self, dtype, "randn_like")  # checked before drawing
    return K._rng(None).standard_normal(self.shape).astype(dt)


class RandnLikeBackward0(OpNode):
    """Backward of `randn_like` (tensorplay/ops/random/ops.yaml:67)."""

    return_names = ('result',)


_op_randn_like = OpDef(
    'randn_like',
    _randn_like_kernel,
    line=67,
    tensor_args=('self',),
    random=True,
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'random'},
    node_cls=RandnLikeBackward0,
)
RandnLikeBackward0.op = _op_randn_like


def randn_like(input, *, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randn_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randn_like.__tensor_params__ = ('input',)
# --8<-- [end:randn_like]


# --8<-- [start:bernoulli]
# ── bernoulli ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:82
#   bernoulli: 0/1 draws, each 1 with the probability given by the element of `self` …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._bernoulli (tensorplay/_support/kernels.py:1300)
#   uses K._torch_name (tensorplay/_support/kernels.py:801)
def _bernoulli_kernel(self, generator):
    if self.dtype.kind != "f":
        raise NotImplementedError(f"\"bernoulli_tensor_cpu_p_\" not implemented for '{K._torch_name(self.dtype)}'")
    if not np.all((self >= 0) & (self <= 1)):
        raise RuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false.")
    return K._bernoulli(self, self.shape, generator, self.dtype)


class BernoulliBackward0(OpNode):
    """Backward of `bernoulli` (tensorplay/ops/random/ops.yaml:82)."""

    return_names = ('result',)


_op_bernoulli = OpDef(
    'bernoulli',
    _bernoulli_kernel,
    line=82,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=BernoulliBackward0,
)
BernoulliBackward0.op = _op_bernoulli


def _overload_bernoulli(input, *, generator=None):
    return _call(_op_bernoulli, (input,), {'generator': generator})

_overload_bernoulli.__tensor_params__ = ('input',)
# --8<-- [end:bernoulli]


# --8<-- [start:bernoulli_p]
# ── bernoulli.p ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:105
#   bernoulli.p: Bernoulli(p) draws with the shape and dtype of `self` (integer and boo…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._bernoulli (tensorplay/_support/kernels.py:1300)
#   uses K._g (tensorplay/_support/kernels.py:1285)
def _bernoulli_p_kernel(self, p, generator):
    if not isinstance(p, int | float):  # PyTorch's x.bernoulli_(p_tensor) is not supported
        raise TypeError(f"bernoulli: p must be a number, not {type(p).__name__} (for probabilities "
                        "in a tensor use tp.bernoulli(p))")
    if not 0 <= p <= 1:
        raise RuntimeError(f"bernoulli_ expects p to be in [0, 1], but got p={K._g(p)}")
    return K._bernoulli(p, self.shape, generator, self.dtype)


class BernoulliBackward0(OpNode):
    """Backward of `bernoulli.p` (tensorplay/ops/random/ops.yaml:105)."""

    return_names = ('result',)


_op_bernoulli_p = OpDef(
    'bernoulli.p',
    _bernoulli_p_kernel,
    line=105,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=BernoulliBackward0,
)
BernoulliBackward0.op = _op_bernoulli_p


def _overload_bernoulli_p(input, p=0.5, *, generator=None):
    return _call(_op_bernoulli_p, (input,), {'p': p, 'generator': generator})

_overload_bernoulli_p.__tensor_params__ = ('input',)

def _bernoulli_p_inplace(self, p=0.5, *, generator=None):
    return _inplace(_op_bernoulli_p, (self,), {'p': p, 'generator': generator})

# --8<-- [end:bernoulli_p]


# --8<-- [start:multinomial]
# ── multinomial ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:127
#   multinomial: `num_samples` category indices (int64) drawn from the non-negative wei…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._multinomial (tensorplay/_support/kernels.py:1332)
def _multinomial_kernel(self, num_samples, replacement, generator):
    return K._multinomial(self, num_samples, replacement, generator)


class MultinomialBackward0(OpNode):
    """Backward of `multinomial` (tensorplay/ops/random/ops.yaml:127)."""

    return_names = ('result',)


_op_multinomial = OpDef(
    'multinomial',
    _multinomial_kernel,
    line=127,
    tensor_args=('self',),
    random=True,
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'multinomial'},
    node_cls=MultinomialBackward0,
)
MultinomialBackward0.op = _op_multinomial


def multinomial(input, num_samples, replacement=False, *, generator=None):
    return _call(_op_multinomial, (input,), {'num_samples': num_samples, 'replacement': replacement, 'generator': generator})

multinomial.__tensor_params__ = ('input',)
# --8<-- [end:multinomial]


# --8<-- [start:normal_Tensor_float]
# ── normal.Tensor_float ───────────────────────────────────────── tensorplay/ops/random/ops.yaml:147
#   normal.Tensor_float: Normal random numbers: normal(mean, std) with tensors or numbers for `…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._normal_sample (tensorplay/_support/kernels.py:1290)
def _normal_Tensor_float_kernel(mean, std, generator):
    return K._normal_sample(mean, std, generator, mean.dtype)


class NormalBackward0(OpNode):
    """Backward of `normal.Tensor_float` (tensorplay/ops/random/ops.yaml:147)."""

    return_names = ('result',)


_op_normal_Tensor_float = OpDef(
    'normal.Tensor_float',
    _normal_Tensor_float_kernel,
    line=147,
    tensor_args=('mean',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=NormalBackward0,
)
NormalBackward0.op = _op_normal_Tensor_float


def _overload_normal_Tensor_float(mean, std=1, *, generator=None):
    return _call(_op_normal_Tensor_float, (mean,), {'std': std, 'generator': generator})

_overload_normal_Tensor_float.__tensor_params__ = ('mean',)
# --8<-- [end:normal_Tensor_float]


# --8<-- [start:normal_float_Tensor]
# ── normal.float_Tensor ───────────────────────────────────────── tensorplay/ops/random/ops.yaml:164
#   normal.float_Tensor: Normal random numbers of mean `mean` (a number) and standard deviation…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._normal_sample (tensorplay/_support/kernels.py:1290)
def _normal_float_Tensor_kernel(std, mean, generator):
    return K._normal_sample(mean, std, generator, std.dtype)


class NormalBackward0(OpNode):
    """Backward of `normal.float_Tensor` (tensorplay/ops/random/ops.yaml:164)."""

    return_names = ('result',)


_op_normal_float_Tensor = OpDef(
    'normal.float_Tensor',
    _normal_float_Tensor_kernel,
    line=164,
    tensor_args=('std',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=NormalBackward0,
)
NormalBackward0.op = _op_normal_float_Tensor


def _overload_normal_float_Tensor(mean, std, *, generator=None):
    return _call(_op_normal_float_Tensor, (std,), {'mean': mean, 'generator': generator})

_overload_normal_float_Tensor.__tensor_params__ = ('std',)
# --8<-- [end:normal_float_Tensor]


# --8<-- [start:normal_Tensor_Tensor]
# ── normal.Tensor_Tensor ──────────────────────────────────────── tensorplay/ops/random/ops.yaml:179
#   normal.Tensor_Tensor: Normal random numbers with elementwise `mean` and `std` (broadcast; `m…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._normal_sample (tensorplay/_support/kernels.py:1290)
def _normal_Tensor_Tensor_kernel(mean, std, generator):
    return K._normal_sample(mean, std, generator, mean.dtype)


class NormalBackward0(OpNode):
    """Backward of `normal.Tensor_Tensor` (tensorplay/ops/random/ops.yaml:179)."""

    return_names = ('result',)


_op_normal_Tensor_Tensor = OpDef(
    'normal.Tensor_Tensor',
    _normal_Tensor_Tensor_kernel,
    line=179,
    tensor_args=('mean', 'std'),
    dtype='same',
    dtype_args=('mean',),
    broadcast=True,
    random=True,
    differentiable=(True, True),
    saves_per_input=((), ()),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=NormalBackward0,
)
NormalBackward0.op = _op_normal_Tensor_Tensor


def _overload_normal_Tensor_Tensor(mean, std, *, generator=None):
    return _call(_op_normal_Tensor_Tensor, (mean, std), {'generator': generator})

_overload_normal_Tensor_Tensor.__tensor_params__ = ('mean', 'std')
# --8<-- [end:normal_Tensor_Tensor]


# --8<-- [start:normal_float_float]
# ── normal.float_float ────────────────────────────────────────── tensorplay/ops/random/ops.yaml:199
#   normal.float_float: Normal random numbers of shape `size` with mean `mean` and standard de…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._float_dtype (tensorplay/_support/kernels.py:430)
#   uses K._normal_sample (tensorplay/_support/kernels.py:1290)
#   uses K._size (tensorplay/_support/kernels.py:436)
def _normal_float_float_kernel(mean, std, size, generator, dtype, requires_grad):
    return K._normal_sample(np.full(K._size(size), float(mean)), std, generator, K._float_dtype(dtype))


class NormalBackward0(OpNode):
    """Backward of `normal.float_float` (tensorplay/ops/random/ops.yaml:199)."""

    return_names = ('result',)


_op_normal_float_float = OpDef(
    'normal.float_float',
    _normal_float_float_kernel,
    line=199,
    tensor_args=(),
    random=True,
    differentiable=(),
    vmap={'custom': 'random'},
    node_cls=NormalBackward0,
)
NormalBackward0.op = _op_normal_float_float
_op_normal_float_float.int_list_args = ('size',)


def _overload_normal_float_float(mean, std, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_normal_float_float, (), {'mean': mean, 'std': std, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_normal_float_float.__tensor_params__ = ()
# --8<-- [end:normal_float_float]


# --8<-- [start:normal_inplace]
# ── normal.inplace ────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:210
#   normal.inplace: `x.normal_(mean=0, std=1)` fills the float tensor `x` with normal rand…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._normal_sample (tensorplay/_support/kernels.py:1290)
def _normal_inplace_kernel(self, mean, std, generator):
    return K._normal_sample(np.full(self.shape, float(mean)), std, generator, self.dtype)


class NormalBackward0(OpNode):
    """Backward of `normal.inplace` (tensorplay/ops/random/ops.yaml:210)."""

    return_names = ('result',)


_op_normal_inplace = OpDef(
    'normal.inplace',
    _normal_inplace_kernel,
    line=210,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=NormalBackward0,
)
NormalBackward0.op = _op_normal_inplace


def _overload_normal_inplace(input, mean=0, std=1, *, generator=None):
    return _call(_op_normal_inplace, (input,), {'mean': mean, 'std': std, 'generator': generator})

_overload_normal_inplace.__tensor_params__ = ('input',)

def _normal_inplace_inplace(self, mean=0, std=1, *, generator=None):
    return _inplace(_op_normal_inplace, (self,), {'mean': mean, 'std': std, 'generator': generator})

# --8<-- [end:normal_inplace]


# --8<-- [start:randperm]
# ── randperm ──────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:224
#   randperm: A random permutation of 0, ..., n - 1 (int64 unless `dtype` is given).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._randperm (tensorplay/_support/kernels.py:1362)
def _randperm_kernel(n, generator, dtype, requires_grad):
    return K._randperm(n, generator, dtype)


class RandpermBackward0(OpNode):
    """Backward of `randperm` (tensorplay/ops/random/ops.yaml:224)."""

    return_names = ('result',)


_op_randperm = OpDef(
    'randperm',
    _randperm_kernel,
    line=224,
    tensor_args=(),
    random=True,
    differentiable=(),
    vmap={'custom': 'randperm'},
    node_cls=RandpermBackward0,
)
RandpermBackward0.op = _op_randperm


def randperm(n, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randperm, (), {'n': n, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

randperm.__tensor_params__ = ()
# --8<-- [end:randperm]


# --8<-- [start:randint_like]
# ── randint_like ──────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:235
#   randint_like: Random integers in [low, high) (low defaults to 0) with the shape and,…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
#   uses K._random_ints (tensorplay/_support/kernels.py:1317)
def _randint_like_kernel(self, high, generator, dtype, requires_grad):
    return K._random_ints(self, 0, high, generator, K._np_dtype(dtype))


class RandintLikeBackward0(OpNode):
    """Backward of `randint_like` (tensorplay/ops/random/ops.yaml:235)."""

    return_names = ('result',)


_op_randint_like = OpDef(
    'randint_like',
    _randint_like_kernel,
    line=235,
    tensor_args=('self',),
    random=True,
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'random'},
    node_cls=RandintLikeBackward0,
)
RandintLikeBackward0.op = _op_randint_like


def _overload_randint_like(input, high, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randint_like, (input,), {'high': high, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint_like.__tensor_params__ = ('input',)
# --8<-- [end:randint_like]


# --8<-- [start:randint_like_low]
# ── randint_like.low ──────────────────────────────────────────── tensorplay/ops/random/ops.yaml:248
#   randint_like.low: Random integers in [low, high) with the shape (and dtype) of `self`.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._np_dtype (tensorplay/_support/kernels.py:422)
#   uses K._random_ints (tensorplay/_support/kernels.py:1317)
def _randint_like_low_kernel(self, low, high, generator, dtype, requires_grad):
    return K._random_ints(self, low, high, generator, K._np_dtype(dtype))


class RandintLikeBackward0(OpNode):
    """Backward of `randint_like.low` (tensorplay/ops/random/ops.yaml:248)."""

    return_names = ('result',)


_op_randint_like_low = OpDef(
    'randint_like.low',
    _randint_like_low_kernel,
    line=248,
    tensor_args=('self',),
    random=True,
    differentiable=(False,),
    saves_per_input=((),),
    vmap={'custom': 'random'},
    node_cls=RandintLikeBackward0,
)
RandintLikeBackward0.op = _op_randint_like_low


def _overload_randint_like_low(input, low, high, *, generator=None, dtype=None, device=None, requires_grad=False):
    _check_device(device)
    return _requires_grad(_call(_op_randint_like_low, (input,), {'low': low, 'high': high, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad)

_overload_randint_like_low.__tensor_params__ = ('input',)
# --8<-- [end:randint_like_low]


# --8<-- [start:uniform]
# ── uniform ───────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:259
#   uniform: `x.uniform_(from=0, to=1)` fills the float tensor `x` with uniform ran…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._continuous_only (tensorplay/_support/kernels.py:1271)
#   uses K._g (tensorplay/_support/kernels.py:1285)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
def _uniform_kernel(self, from_, to, generator):
    K._continuous_only(self, "check_uniform_bounds")
    if from_ > to:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={K._g(from_)} > to={K._g(to)}")
    return K._rng(generator).uniform(from_, to, self.shape).astype(self.dtype)


class UniformBackward0(OpNode):
    """Backward of `uniform` (tensorplay/ops/random/ops.yaml:259)."""

    return_names = ('result',)


_op_uniform = OpDef(
    'uniform',
    _uniform_kernel,
    line=259,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=UniformBackward0,
)
UniformBackward0.op = _op_uniform


def uniform(input, from_=0, to=1, *, generator=None):
    return _call(_op_uniform, (input,), {'from_': from_, 'to': to, 'generator': generator})

uniform.__tensor_params__ = ('input',)

def _uniform_inplace(self, from_=0, to=1, *, generator=None):
    return _inplace(_op_uniform, (self,), {'from_': from_, 'to': to, 'generator': generator})

# --8<-- [end:uniform]


# --8<-- [start:random]
# ── random ────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:277
#   random: `x.random_(from, to)` fills `x` with random integers in [from, to); `x…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._random_ints (tensorplay/_support/kernels.py:1317)
def _random_kernel(self, from_, to, generator):
    return K._random_ints(self, from_, to, generator)


class RandomBackward0(OpNode):
    """Backward of `random` (tensorplay/ops/random/ops.yaml:277)."""

    return_names = ('result',)


_op_random = OpDef(
    'random',
    _random_kernel,
    line=277,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=RandomBackward0,
)
RandomBackward0.op = _op_random


def random(input, from_=None, to=None, *, generator=None):
    return _call(_op_random, (input,), {'from_': from_, 'to': to, 'generator': generator})

random.__tensor_params__ = ('input',)

def _random_inplace(self, from_=None, to=None, *, generator=None):
    return _inplace(_op_random, (self,), {'from_': from_, 'to': to, 'generator': generator})

# --8<-- [end:random]


# --8<-- [start:exponential]
# ── exponential ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:294
#   exponential: `x.exponential_(lambd=1)` fills `x` with exponential random numbers of…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._g (tensorplay/_support/kernels.py:1285)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
#   uses K._torch_name (tensorplay/_support/kernels.py:801)
def _exponential_kernel(self, lambd, generator):
    if self.dtype.kind != "f":
        raise RuntimeError("Exponential distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {K._torch_name(self.dtype)}")
    if not lambd > 0:
        raise RuntimeError(f"exponential_ expects lambda > 0.0, but found lambda={K._g(lambd)}")
    return K._rng(generator).exponential(1.0 / lambd, self.shape).astype(self.dtype)


class ExponentialBackward0(OpNode):
    """Backward of `exponential` (tensorplay/ops/random/ops.yaml:294)."""

    return_names = ('result',)


_op_exponential = OpDef(
    'exponential',
    _exponential_kernel,
    line=294,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=ExponentialBackward0,
)
ExponentialBackward0.op = _op_exponential


def exponential(input, lambd=1, *, generator=None):
    return _call(_op_exponential, (input,), {'lambd': lambd, 'generator': generator})

exponential.__tensor_params__ = ('input',)

def _exponential_inplace(self, lambd=1, *, generator=None):
    return _inplace(_op_exponential, (self,), {'lambd': lambd, 'generator': generator})

# --8<-- [end:exponential]


# --8<-- [start:geometric]
# ── geometric ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:314
#   geometric: `x.geometric_(p)` fills `x` with the number of Bernoulli(p) trials up …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._g (tensorplay/_support/kernels.py:1285)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
def _geometric_kernel(self, p, generator):
    if self.dtype.kind == "b":
        raise NotImplementedError("\"geometric_cpu\" not implemented for 'Bool'")
    if not 0 < p < 1:
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={K._g(p)}")
    return K._rng(generator).geometric(p, self.shape).astype(self.dtype)


class GeometricBackward0(OpNode):
    """Backward of `geometric` (tensorplay/ops/random/ops.yaml:314)."""

    return_names = ('result',)


_op_geometric = OpDef(
    'geometric',
    _geometric_kernel,
    line=314,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=GeometricBackward0,
)
GeometricBackward0.op = _op_geometric


def geometric(input, p, *, generator=None):
    return _call(_op_geometric, (input,), {'p': p, 'generator': generator})

geometric.__tensor_params__ = ('input',)

def _geometric_inplace(self, p, *, generator=None):
    return _inplace(_op_geometric, (self,), {'p': p, 'generator': generator})

# --8<-- [end:geometric]


# --8<-- [start:log_normal]
# ── log_normal ────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:333
#   log_normal: `x.log_normal_(mean=1, std=2)` fills `x` with exp of normal random num…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._continuous_only (tensorplay/_support/kernels.py:1271)
#   uses K._g (tensorplay/_support/kernels.py:1285)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
def _log_normal_kernel(self, mean, std, generator):
    K._continuous_only(self, "log_normal_cpu")
    if not std > 0:
        raise RuntimeError(f"log_normal_ expects std > 0.0, but found std={K._g(std)}")
    return K._rng(generator).lognormal(mean, std, self.shape).astype(self.dtype)


class LogNormalBackward0(OpNode):
    """Backward of `log_normal` (tensorplay/ops/random/ops.yaml:333)."""

    return_names = ('result',)


_op_log_normal = OpDef(
    'log_normal',
    _log_normal_kernel,
    line=333,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=LogNormalBackward0,
)
LogNormalBackward0.op = _op_log_normal


def log_normal(input, mean=1, std=2, *, generator=None):
    return _call(_op_log_normal, (input,), {'mean': mean, 'std': std, 'generator': generator})

log_normal.__tensor_params__ = ('input',)

def _log_normal_inplace(self, mean=1, std=2, *, generator=None):
    return _inplace(_op_log_normal, (self,), {'mean': mean, 'std': std, 'generator': generator})

# --8<-- [end:log_normal]


# --8<-- [start:cauchy]
# ── cauchy ────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:351
#   cauchy: `x.cauchy_(median=0, sigma=1)` fills `x` with Cauchy random numbers (m…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._g (tensorplay/_support/kernels.py:1285)
#   uses K._rng (tensorplay/_support/kernels.py:1249)
def _cauchy_kernel(self, median, sigma, generator):
    if self.dtype.kind != "f":
        name = {"bool": "bool", "int64": "long int", "int32": "int", "int16": "short int", "int8": "signed char",
                "uint8": "unsigned char"}[self.dtype.name]
        raise RuntimeError("Cauchy distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {name}")
    if not sigma > 0:
        raise RuntimeError(f"cauchy_ expects sigma > 0.0, but found sigma={K._g(sigma)}")
    return (median + sigma * K._rng(generator).standard_cauchy(self.shape)).astype(self.dtype)


class CauchyBackward0(OpNode):
    """Backward of `cauchy` (tensorplay/ops/random/ops.yaml:351)."""

    return_names = ('result',)


_op_cauchy = OpDef(
    'cauchy',
    _cauchy_kernel,
    line=351,
    tensor_args=('self',),
    dtype='same',
    random=True,
    differentiable=(True,),
    saves_per_input=((),),
    jvp_kind='terms',
    vmap={'custom': 'random'},
    node_cls=CauchyBackward0,
)
CauchyBackward0.op = _op_cauchy


def cauchy(input, median=0, sigma=1, *, generator=None):
    return _call(_op_cauchy, (input,), {'median': median, 'sigma': sigma, 'generator': generator})

cauchy.__tensor_params__ = ('input',)

def _cauchy_inplace(self, median=0, sigma=1, *, generator=None):
    return _inplace(_op_cauchy, (self,), {'median': median, 'sigma': sigma, 'generator': generator})

# --8<-- [end:cauchy]


# --8<-- [start:conv2d]
# ── conv2d ────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:6
#   conv2d: 2-D cross-correlation of an (N, C_in, H, W) or unbatched (C_in, H, W) …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._k_conv2d (tensorplay/_support/kernels.py:104)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._k_conv2d_backward_input (tensorplay/_support/kernels.py:134)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._k_conv2d_backward_weight (tensorplay/_support/kernels.py:171)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._nn_batched (tensorplay/_support/kernels.py:36)
#   uses K._nn_lowest (tensorplay/_support/kernels.py:213)
#   uses K._nn_pad_hw (tensorplay/_support/kernels.py:54)
#   uses K._nn_pool_geometry (tensorplay/_support/kernels.py:194)
#   uses K._nn_windows (tensorplay/_support/kernels.py:46)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._nn_batched (tensorplay/_support/kernels.py:36)
#   uses K._nn_max_pool_argmax (tensorplay/_support/kernels.py:217)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._nn_batched (tensorplay/_support/kernels.py:36)
#   uses K._nn_max_pool_argmax (tensorplay/_support/kernels.py:217)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._nn_avg_divisor (tensorplay/_support/kernels.py:229)
#   uses K._nn_batched (tensorplay/_support/kernels.py:36)
#   uses K._nn_pad_hw (tensorplay/_support/kernels.py:54)
#   uses K._nn_pool_geometry (tensorplay/_support/kernels.py:194)
#   uses K._nn_windows (tensorplay/_support/kernels.py:46)
def _avg_pool2d_kernel(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    x, unbatched = K._nn_batched(self)
    k, s, p, _, ho, wo = K._nn_pool_geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    win = K._nn_windows(K._nn_pad_hw(x, p), k[0], k[1], s, (1, 1), ho, wo)
    if x.dtype.kind != "f":  # int64 (PyTorch's): the integer sum divided, truncated toward 0
        div = K._nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
        total = win.sum(axis=(-2, -1))
        out = (np.sign(total) * (np.abs(total) // div)).astype(x.dtype)
        return out[0] if unbatched else out
    div = K._nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._k_lstm_cell (tensorplay/_support/kernels.py:247)
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
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._rng (tensorplay/_support/kernels.py:1249)
#   uses K._torch_name (tensorplay/_support/kernels.py:801)
def _native_dropout_kernel(self, p, train):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if self.dtype.kind != "f" and train is not False:  # PyTorch scales in float, even for p=0
        raise RuntimeError(f"native_dropout: result type Float can't be cast to the desired output type {K._torch_name(self.dtype)}")
    if train is False or p == 0.0:
        return self.copy(), np.ones(self.shape, dtype=np.bool_)
    mask = K._rng(None).random(self.shape) >= p
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


# --8<-- [start:batch_norm]
# ── batch_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:248
#   batch_norm: Batch normalization over an (N, C, ...) input, per channel C: (x - mea…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._k_batch_norm (tensorplay/_support/kernels.py:296)
def _batch_norm_kernel(self, running_mean, running_var, weight, bias, training, momentum, eps):
    return K._k_batch_norm(self, running_mean, running_var, weight, bias, training, momentum, eps)


class BatchNormBackward0(OpNode):
    """Backward of `batch_norm` (tensorplay/ops/nn/ops.yaml:248)."""

    return_names = ('result',)


_op_batch_norm = OpDef(
    'batch_norm',
    _batch_norm_kernel,
    line=248,
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
# ── layer_norm ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:283
#   layer_norm: Layer normalization over the trailing dims given by normalized_shape: …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H.opmath (tensorplay/_support/formula_helpers.py:32)
#   uses H.same_as (tensorplay/_support/formula_helpers.py:39)
_layer_norm_dtype_rules = _DtypeRules('layer_norm', ('self', 'weight', 'bias'), (0, 1, 2))


def _layer_norm_composite(self, normalized_shape, weight, bias, eps):
    _check_dtypes(_layer_norm_dtype_rules, (self, weight, bias), {})
    if not (len(normalized_shape) > 0):
        raise RuntimeError(f'layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = {list(normalized_shape)}')
    if not (tuple(self.shape[self.dim() - len(normalized_shape):]) == tuple(normalized_shape)):
        raise RuntimeError(f'layer_norm: Given normalized_shape={list(normalized_shape)}, expected input with shape [*, {H._shape_text(normalized_shape)}], but got input of size{list(self.shape)}')
    dims = list(range(self.dim() - len(normalized_shape), self.dim()))
    x = H.opmath(self)
    centered = x - mean(x, dims, keepdim=True)
    out = centered * rsqrt(mean(centered * centered, dims, keepdim=True) + eps)
    out = out if weight is None else out * weight
    return H.same_as(out if bias is None else out + bias, self)



def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    return _layer_norm_composite(input, normalized_shape, weight, bias, eps)

layer_norm.__tensor_params__ = ('input', 'weight', 'bias')
# --8<-- [end:layer_norm]


# --8<-- [start:embedding]
# ── embedding ─────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:314
#   embedding: Rows of `weight` (num_embeddings, dim) picked by the integer tensor `i…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._check_index (tensorplay/_support/kernels.py:994)
def _embedding_kernel(self, weight, padding_idx):
    if self.dtype.kind not in "iu":
        raise TypeError(f"Expected tensor for argument #1 'indices' to have an integer dtype, "
                        f"but got {self.dtype}")
    K._check_index(self, weight.shape[0], "embedding")
    return weight[self]


class EmbeddingBackward0(OpNode):
    """Backward of `embedding` (tensorplay/ops/nn/ops.yaml:314)."""

    return_names = ('result',)


_op_embedding = OpDef(
    'embedding',
    _embedding_kernel,
    line=314,
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
# ── pad ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:341
#   pad: Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim,…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._k_pad (tensorplay/_support/kernels.py:326)
def _pad_kernel(self, pad, mode, value):
    return K._k_pad(self, pad, mode, value)


class PadBackward0(OpNode):
    """Backward of `pad` (tensorplay/ops/nn/ops.yaml:341)."""

    return_names = ('result',)


_op_pad = OpDef(
    'pad',
    _pad_kernel,
    line=341,
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
# ── relu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:364
#   relu: Elementwise max(x, 0); the gradient at 0 is 0, as PyTorch.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _relu_kernel(self):
    return np.maximum(self, 0)


def _relu_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.relu_forward(self)


class ReluBackward0(OpNode):
    """Backward of `relu` (tensorplay/ops/nn/ops.yaml:364)."""

    return_names = ('result',)


_op_relu = OpDef(
    'relu',
    _relu_kernel,
    line=364,
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
# ── gelu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:381
#   gelu: Gaussian error linear unit, x * Φ(x) with Φ the standard normal CDF (a…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._erf (tensorplay/_support/kernels.py:386)
def _gelu_kernel(self, approximate):
    # GELU as PyTorch defines it: x·Φ(x) exactly ('none'), or the tanh approximation.
    if approximate == "none":
        return 0.5 * self * (1 + K._erf(self * np.sqrt(0.5).astype(self.dtype)))
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
    """Backward of `gelu` (tensorplay/ops/nn/ops.yaml:381)."""

    return_names = ('result',)


_op_gelu = OpDef(
    'gelu',
    _gelu_kernel,
    line=381,
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
# ── silu ──────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:416
#   silu: Sigmoid linear unit (swish), x * sigmoid(x).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._sigmoid (tensorplay/_support/kernels.py:391)
def _silu_kernel(self):
    return self * K._sigmoid(self)


def _silu_c_forward(self):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.silu_forward(self)


class SiluBackward0(OpNode):
    """Backward of `silu` (tensorplay/ops/nn/ops.yaml:416)."""

    return_names = ('result',)


_op_silu = OpDef(
    'silu',
    _silu_kernel,
    line=416,
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
# ── softplus ──────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:434
#   softplus: log(1 + e^(beta x)) / beta, a smooth relu; where beta x > threshold it…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
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
    """Backward of `softplus` (tensorplay/ops/nn/ops.yaml:434)."""

    return_names = ('result',)


_op_softplus = OpDef(
    'softplus',
    _softplus_kernel,
    line=434,
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
# ── leaky_relu ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:462
#   leaky_relu: Elementwise x where x > 0, else negative_slope * x.
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _leaky_relu_kernel(self, negative_slope):
    return np.where(self > 0, self, self * negative_slope)


def _leaky_relu_c_forward(self, negative_slope):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.leaky_relu_forward(self, negative_slope)


class LeakyReluBackward0(OpNode):
    """Backward of `leaky_relu` (tensorplay/ops/nn/ops.yaml:462)."""

    return_names = ('result',)


_op_leaky_relu = OpDef(
    'leaky_relu',
    _leaky_relu_kernel,
    line=462,
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
# ── elu ───────────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:480
#   elu: Exponential linear unit, x where x > 0, else alpha * (e^x - 1).
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
def _elu_kernel(self, alpha):
    return np.where(self > 0, self, alpha * np.expm1(np.minimum(self, 0))).astype(self.dtype, copy=False)


def _elu_c_forward(self, alpha):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return ops.elu_forward(self, alpha)


class EluBackward0(OpNode):
    """Backward of `elu` (tensorplay/ops/nn/ops.yaml:480)."""

    return_names = ('result',)


_op_elu = OpDef(
    'elu',
    _elu_kernel,
    line=480,
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
# ── softmax ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:498
#   softmax: exp(x) / sum(exp(x)) along `dim` (computed stably); `dtype` casts the …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._floating (tensorplay/_support/kernels.py:1372)
#   uses K._softmax (tensorplay/_support/kernels.py:465)
def _softmax_kernel(self, dim, dtype):
    return K._softmax(K._floating(self), dim, dtype)


def _softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.softmax_forward(self, dim, dtype)


class SoftmaxBackward0(OpNode):
    """Backward of `softmax` (tensorplay/ops/nn/ops.yaml:498)."""

    return_names = ('result',)


_op_softmax = OpDef(
    'softmax',
    _softmax_kernel,
    line=498,
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
# ── log_softmax ───────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:519
#   log_softmax: log(softmax(x)) along `dim`, computed as x - logsumexp(x) so it never …
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._floating (tensorplay/_support/kernels.py:1372)
#   uses K._log_softmax (tensorplay/_support/kernels.py:486)
def _log_softmax_kernel(self, dim, dtype):
    return K._log_softmax(K._floating(self), dim, dtype)


def _log_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.log_softmax_forward(self, dim, dtype)


class LogSoftmaxBackward0(OpNode):
    """Backward of `log_softmax` (tensorplay/ops/nn/ops.yaml:519)."""

    return_names = ('result',)


_op_log_softmax = OpDef(
    'log_softmax',
    _log_softmax_kernel,
    line=519,
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
# ── softmin ───────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:539
#   softmin: softmax(-x) along `dim`; `dtype` casts the input first.
#   composite: gradient, jvp and vmap follow from the ops of its body
def _softmin_composite(self, dim, dtype):
    return softmax(-self, dim, dtype=dtype)



def softmin(input, dim, *, dtype=None):
    return _softmin_composite(input, dim, dtype)

softmin.__tensor_params__ = ('input',)
# --8<-- [end:softmin]


# --8<-- [start:logsigmoid]
# ── logsigmoid ────────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:552
#   logsigmoid: log(sigmoid(x)) = -softplus(-x), stable for large |x| (softplus with n…
#   composite: gradient, jvp and vmap follow from the ops of its body
_logsigmoid_dtype_rules = _DtypeRules('logsigmoid', ('self',), (0,))


def _logsigmoid_composite(self):
    _check_dtypes(_logsigmoid_dtype_rules, (self,), {})
    return -softplus(-self, 1, float("inf"))



def logsigmoid(input):
    return _logsigmoid_composite(input)

logsigmoid.__tensor_params__ = ('input',)
# --8<-- [end:logsigmoid]


# --8<-- [start:_safe_softmax]
# ── _safe_softmax ─────────────────────────────────────────────── tensorplay/ops/nn/ops.yaml:569
#   _safe_softmax: softmax along `dim`, except that a row that is -inf everywhere gives z…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._floating (tensorplay/_support/kernels.py:1372)
#   uses K._k_safe_softmax (tensorplay/_support/kernels.py:474)
def __safe_softmax_kernel(self, dim, dtype):
    return K._k_safe_softmax(K._floating(self), dim, dtype)


def __safe_softmax_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.safe_softmax_forward(self, dim, dtype)


class SafeSoftmaxBackward0(OpNode):
    """Backward of `_safe_softmax` (tensorplay/ops/nn/ops.yaml:569)."""

    return_names = ('result',)


_op__safe_softmax = OpDef(
    '_safe_softmax',
    __safe_softmax_kernel,
    line=569,
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


# --8<-- [start:binary_cross_entropy]
# ── binary_cross_entropy ──────────────────────────────────────── tensorplay/ops/loss/ops.yaml:6
#   binary_cross_entropy: Binary cross entropy of probabilities `input` in [0, 1] against `targe…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._reduce_loss (tensorplay/_support/kernels.py:1382)
#   uses K._same_size_target (tensorplay/_support/kernels.py:977)
def _binary_cross_entropy_kernel(self, target, weight, reduction):
    K._same_size_target("binary_cross_entropy", self, target)
    if self.size and (self.min() < 0 or self.max() > 1):
        raise ValueError("all elements of input should be between 0 and 1")
    log_x = np.maximum(np.log(self), -100)
    log_1mx = np.maximum(np.log1p(-self), -100)
    loss = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None:
        loss = loss * weight
    return K._reduce_loss(loss, reduction, loss.size)


class BinaryCrossEntropyBackward0(OpNode):
    """Backward of `binary_cross_entropy` (tensorplay/ops/loss/ops.yaml:6)."""

    return_names = ('result',)


_op_binary_cross_entropy = OpDef(
    'binary_cross_entropy',
    _binary_cross_entropy_kernel,
    line=6,
    tensor_args=('self', 'target', 'weight'),
    dtype='float',
    broadcast=True,
    fp_errors=True,
    differentiable=(True, True, False),
    saves_per_input=(('self', 'target', 'weight'), ('self', 'target', 'weight'), ()),
    jvp_kind='terms',
    vmap={'custom': 'loss'},
    node_cls=BinaryCrossEntropyBackward0,
)
BinaryCrossEntropyBackward0.op = _op_binary_cross_entropy


def binary_cross_entropy(input, target, weight=None, *, reduction='mean'):
    return _call(_op_binary_cross_entropy, (input, target, weight), {'reduction': reduction})

binary_cross_entropy.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:binary_cross_entropy]


# --8<-- [start:binary_cross_entropy_with_logits]
# ── binary_cross_entropy_with_logits ──────────────────────────── tensorplay/ops/loss/ops.yaml:46
#   binary_cross_entropy_with_logits: Binary cross entropy on logits, computed stably as (1 - target) * x + …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
_binary_cross_entropy_with_logits_dtype_rules = _DtypeRules('binary_cross_entropy_with_logits', ('self', 'target', 'weight', 'pos_weight'), (0, 1))


def _binary_cross_entropy_with_logits_composite(self, target, weight, size_average, reduce, reduction, pos_weight):
    _check_dtypes(_binary_cross_entropy_with_logits_dtype_rules, (self, target, weight, pos_weight), {})
    if not (target.shape == self.shape):
        raise ValueError(f'binary_cross_entropy_with_logits: Target size ({list(target.shape)}) must be the same as input size ({list(self.shape)})')
    weight = None if weight is None else weight.detach()  # non_differentiable
    pos_weight = None if pos_weight is None else pos_weight.detach()  # non_differentiable
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    log_weight = 1 if pos_weight is None else (pos_weight - 1) * target + 1
    loss = (1 - target) * self + log_weight * softplus(-self)
    return _loss_reduction(loss if weight is None else loss * weight, reduction)



def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None):
    return _binary_cross_entropy_with_logits_composite(input, target, weight, size_average, reduce, reduction, pos_weight)

binary_cross_entropy_with_logits.__tensor_params__ = ('input', 'target', 'weight', 'pos_weight')
# --8<-- [end:binary_cross_entropy_with_logits]


# --8<-- [start:l1_loss]
# ── l1_loss ───────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:75
#   l1_loss: Mean (or sum, or none) absolute error |input - target|, optionally tim…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
#   uses H._warn_target_size (tensorplay/_support/loss_helpers.py:39)
_l1_loss_dtype_rules = _DtypeRules('l1_loss', ('self', 'target', 'weight'), (0, 1, 2))


def _l1_loss_composite(self, target, size_average, reduce, reduction, weight):
    _check_dtypes(_l1_loss_dtype_rules, (self, target, weight), {})
    if not (weight is None or tuple(weight.shape) == tuple(self.shape)):
        raise ValueError('l1_loss: Weights and input must have the same size.')
    H._warn_target_size(self, target)
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    loss = abs(self - target) if weight is None else abs(self - target) * weight
    return sum(loss) / sum(weight) if weight is not None and reduction == "mean" else _loss_reduction(loss, reduction)



def l1_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    return _l1_loss_composite(input, target, size_average, reduce, reduction, weight)

l1_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:l1_loss]


# --8<-- [start:_class_weights]
# ── _class_weights ────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:103
#   _class_weights: Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._loss_coefficients (tensorplay/_support/kernels.py:1396)
def __class_weights_kernel(self, target, weight, ignore_index, label_smoothing):
    return K._loss_coefficients(self, target, weight, ignore_index, label_smoothing)


class ClassWeightsBackward0(OpNode):
    """Backward of `_class_weights` (tensorplay/ops/loss/ops.yaml:103)."""

    return_names = ('result',)


_op__class_weights = OpDef(
    '_class_weights',
    __class_weights_kernel,
    line=103,
    tensor_args=('self', 'target', 'weight'),
    dtype='same',
    differentiable=(False, False, False),
    saves_per_input=((), (), ()),
    vmap={'custom': 'class_weights'},
    node_cls=ClassWeightsBackward0,
)
ClassWeightsBackward0.op = _op__class_weights


def _class_weights(input, target, weight, ignore_index, label_smoothing):
    return _call(_op__class_weights, (input, target, weight), {'ignore_index': ignore_index, 'label_smoothing': label_smoothing})

_class_weights.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:_class_weights]


# --8<-- [start:cross_entropy]
# ── cross_entropy ─────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:117
#   cross_entropy: Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...))…
#   backward, jvp and batching rule: tensorplay/_generated/derivatives.py
#   uses K._cross_entropy (tensorplay/_support/kernels.py:1459)
def _cross_entropy_kernel(self, target, weight, ignore_index, reduction, label_smoothing):
    return K._cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing)


def _cross_entropy_c_forward(self, target, weight, ignore_index, reduction, label_smoothing):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.cross_entropy_forward(self, target, weight, ignore_index, reduction, label_smoothing)


class CrossEntropyBackward0(OpNode):
    """Backward of `cross_entropy` (tensorplay/ops/loss/ops.yaml:117)."""

    return_names = ('result',)


_op_cross_entropy = OpDef(
    'cross_entropy',
    _cross_entropy_kernel,
    line=117,
    tensor_args=('self', 'target', 'weight'),
    fp_errors=True,
    differentiable=(True, True, False),
    saves_per_input=(('self', 'target', 'weight'), ('self', 'target', 'weight'), ()),
    jvp_kind='terms',
    vmap={'custom': 'cross_entropy'},
    node_cls=CrossEntropyBackward0,
    c_forward=_cross_entropy_c_forward,
)
CrossEntropyBackward0.op = _op_cross_entropy


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0):
    return _call(_op_cross_entropy, (input, target, weight), {'ignore_index': ignore_index, 'reduction': reduction, 'label_smoothing': label_smoothing})

cross_entropy.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:cross_entropy]


# --8<-- [start:nll_loss]
# ── nll_loss ──────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:151
#   nll_loss: Negative log likelihood of class indices `target` under log-probabilit…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._class_dim (tensorplay/_support/formula_helpers.py:419)
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
_nll_loss_dtype_rules = _DtypeRules('nll_loss', ('self', 'target', 'weight'), (0,))


def _nll_loss_composite(self, target, weight, size_average, ignore_index, reduce, reduction):
    _check_dtypes(_nll_loss_dtype_rules, (self, target, weight), {})
    if not (self.dim() >= 1):
        raise RuntimeError('nll_loss: input must have at least one dimension (the classes)')
    if target.is_floating_point():
        raise RuntimeError(f'nll_loss: expected class-index targets of dtype int64, got {target.dtype}')
    target = None if target is None else target.detach()  # non_differentiable
    weight = None if weight is None else weight.detach()  # non_differentiable
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    q = _class_weights(self, target, weight, ignore_index, 0.0)
    loss = -sum(q * where(q != 0, self, zeros_like(self)), H._class_dim(self))  # no 0 * -inf
    return sum(loss) / sum(q) if reduction == "mean" else _loss_reduction(loss, reduction)



def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'):
    return _nll_loss_composite(input, target, weight, size_average, ignore_index, reduce, reduction)

nll_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:nll_loss]


# --8<-- [start:mse_loss]
# ── mse_loss ──────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:180
#   mse_loss: Mean squared error (input - target)², optionally times `weight` (the i…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
#   uses H._refuse_integral (tensorplay/_support/loss_helpers.py:68)
#   uses H._warn_target_size (tensorplay/_support/loss_helpers.py:39)
def _mse_loss_composite(self, target, size_average, reduce, reduction, weight):
    if not (weight is None or tuple(weight.shape) == tuple(self.shape)):
        raise ValueError('mse_loss: Weights and input must have the same size.')
    H._warn_target_size(self, target)
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    if weight is None:
        H._refuse_integral("mse_loss", self, target)
        return _loss_reduction(square(self - target), reduction)
    loss = square(self - target) * weight
    return sum(loss) / sum(weight) if reduction == "mean" else _loss_reduction(loss, reduction)



def mse_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    return _mse_loss_composite(input, target, size_average, reduce, reduction, weight)

mse_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:mse_loss]


# --8<-- [start:_loss_reduction]
# ── _loss_reduction ───────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:212
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


# --8<-- [start:smooth_l1_loss]
# ── smooth_l1_loss ────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:230
#   smooth_l1_loss: Smooth L1 loss of d = input - target: 0.5 d² / beta where |d| < beta, …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
#   uses H._refuse_integral (tensorplay/_support/loss_helpers.py:68)
#   uses H._warn_target_size (tensorplay/_support/loss_helpers.py:39)
def _smooth_l1_loss_composite(self, target, size_average, reduce, reduction, beta):
    if not (beta >= 0):
        raise RuntimeError('smooth_l1_loss: smooth_l1_loss does not support negative values for beta.')
    H._warn_target_size(self, target)
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    if beta == 0.0:
        return _loss_reduction(abs(self - target), reduction)
    H._refuse_integral("smooth_l1_cpu", self, target)
    d = self - target
    return _loss_reduction(where(abs(d) < beta, 0.5 * square(d) / beta, abs(d) - 0.5 * beta), reduction)



def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction='mean', beta=1.0):
    return _smooth_l1_loss_composite(input, target, size_average, reduce, reduction, beta)

smooth_l1_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:smooth_l1_loss]


# --8<-- [start:huber_loss]
# ── huber_loss ────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:257
#   huber_loss: Huber loss of d = input - target: 0.5 d² where |d| < delta, else delta…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._check_out_dtype (tensorplay/_support/loss_helpers.py:80)
#   uses H._like_input (tensorplay/_support/loss_helpers.py:97)
#   uses H._warn_target_size (tensorplay/_support/loss_helpers.py:39)
_huber_loss_dtype_rules = _DtypeRules('huber_loss', ('self', 'target', 'weight'), (0, 1, 2))


def _huber_loss_composite(self, target, reduction, delta, weight):
    _check_dtypes(_huber_loss_dtype_rules, (self, target, weight), {})
    if not (delta > 0):
        raise RuntimeError('huber_loss: huber_loss does not support non-positive values for delta.')
    if not (weight is None or tuple(weight.shape) == tuple(self.shape)):
        raise ValueError('huber_loss: Weights and input must have the same size.')
    H._warn_target_size(self, target)
    H._check_out_dtype(self, target)
    d = self - target
    loss = H._like_input(where(abs(d) < delta, 0.5 * square(d), delta * (abs(d) - 0.5 * delta)), self)
    return _loss_reduction(loss if weight is None else loss * weight, reduction)



def huber_loss(input, target, reduction='mean', delta=1.0, weight=None):
    return _huber_loss_composite(input, target, reduction, delta, weight)

huber_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:huber_loss]


# --8<-- [start:kl_div]
# ── kl_div ────────────────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:286
#   kl_div: Pointwise Kullback-Leibler divergence target * (log target - input), `…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._kl_div_reduction (tensorplay/_support/loss_helpers.py:28)
def _kl_div_composite(self, target, size_average, reduce, reduction, log_target):
    if not (self.is_floating_point() and target.is_floating_point()):
        raise RuntimeError('kl_div: Integral inputs not supported.')
    reduction = H._kl_div_reduction(size_average, reduce, reduction)
    positive = target > 0
    xlogx = where(positive, target * log(where(positive, target, ones_like(target))), zeros_like(target))
    loss = exp(target) * (target - self) if log_target else xlogx - target * self
    if reduction == "batchmean":
        return sum(loss) / self.shape[0] if self.dim() != 0 else sum(loss)
    return _loss_reduction(loss, reduction)



def kl_div(input, target, size_average=None, reduce=None, reduction='mean', log_target=False):
    return _kl_div_composite(input, target, size_average, reduce, reduction, log_target)

kl_div.__tensor_params__ = ('input', 'target')
# --8<-- [end:kl_div]


# --8<-- [start:margin_ranking_loss]
# ── margin_ranking_loss ───────────────────────────────────────── tensorplay/ops/loss/ops.yaml:315
#   margin_ranking_loss: max(0, -target * (input1 - input2) + margin): with target 1 (-1), inpu…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
def _margin_ranking_loss_composite(input1, input2, target, margin, size_average, reduce, reduction):
    if not (input1.dim() == input2.dim() == target.dim()):
        raise RuntimeError(f'margin_ranking_loss: All input tensors should have same dimension but got sizes: input1: {input1.shape}, input2: {input2.shape}, target: {target.shape} ')
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    return _loss_reduction(clamp(-target * (input1 - input2) + float(margin), min=0), reduction)



def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction='mean'):
    return _margin_ranking_loss_composite(input1, input2, target, margin, size_average, reduce, reduction)

margin_ranking_loss.__tensor_params__ = ('input1', 'input2', 'target')
# --8<-- [end:margin_ranking_loss]


# --8<-- [start:soft_margin_loss]
# ── soft_margin_loss ──────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:336
#   soft_margin_loss: Two-class logistic loss log(1 + exp(-target * input)) for targets ±1 (…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._check_out_dtype (tensorplay/_support/loss_helpers.py:80)
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
#   uses H._like_input (tensorplay/_support/loss_helpers.py:97)
def _soft_margin_loss_composite(self, target, size_average, reduce, reduction):
    target = None if target is None else target.detach()  # non_differentiable
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    H._check_out_dtype(self, target)
    return _loss_reduction(H._like_input(softplus(-target * self), self), reduction)



def soft_margin_loss(input, target, size_average=None, reduce=None, reduction='mean'):
    return _soft_margin_loss_composite(input, target, size_average, reduce, reduction)

soft_margin_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:soft_margin_loss]


# --8<-- [start:multi_margin_loss]
# ── multi_margin_loss ─────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:355
#   multi_margin_loss: Multi-class hinge loss of scores `input` ((N, C) or (C,)) against clas…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._is_float16 (tensorplay/_support/loss_helpers.py:49)
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
_multi_margin_loss_dtype_rules = _DtypeRules('multi_margin_loss', ('self', 'target', 'weight'), (0,))


def _multi_margin_loss_composite(self, target, p, margin, weight, size_average, reduce, reduction):
    _check_dtypes(_multi_margin_loss_dtype_rules, (self, target, weight), {})
    if not (p == 1 or p == 2):
        raise ValueError('multi_margin_loss: only p == 1 and p == 2 supported')
    if H._is_float16(self):
        raise NotImplementedError('multi_margin_loss: "multi_margin_loss_cpu_kernel" not implemented for \'Half\'')
    if not (weight is None or weight.dtype == self.dtype):
        raise RuntimeError(f'multi_margin_loss: expected scalar type {self.dtype} but found {weight.dtype}')
    if not (weight is None or weight.dim() == 1):
        raise ValueError('multi_margin_loss: weight must be one-dimensional')
    if not ((self.dim() == 2 and self.shape[1] != 0) or (self.dim() == 1 and self.shape[0] != 0) or self.dim() == 0):
        raise RuntimeError(f'multi_margin_loss: Expected non-empty vector or matrix with optional 0-dim batch size, but got: {list(self.shape)}')
    if not (target.dim() <= 1 and target.numel() == (self.shape[0] if self.dim() == 2 else 1)):
        raise RuntimeError(f'multi_margin_loss: target tensor should be 1-D with size equal to the number of input samples (batch size). Expected target size [{(self.shape[0] if self.dim() == 2 else 1)}], but got {list(target.shape)}. Input has shape {list(self.shape)}.')
    target = None if target is None else target.detach()  # non_differentiable
    weight = None if weight is None else weight.detach()  # non_differentiable
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    x = self if self.dim() == 2 else reshape(self, [1, -1])
    y = reshape(target, [-1, 1])
    terms = clamp(margin - gather(x, 1, y) + x, min=0)
    terms = terms if p == 1 else square(terms)
    terms = terms if weight is None else terms * unsqueeze(index_select(weight, 0, reshape(target, [-1])), 1)
    loss = sum(where(arange(x.shape[1]) != y, terms, zeros_like(terms)), 1) / x.shape[1]
    return _loss_reduction(loss if self.dim() == 2 else reshape(loss, []), reduction)



def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction='mean'):
    return _multi_margin_loss_composite(input, target, p, margin, weight, size_average, reduce, reduction)

multi_margin_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:multi_margin_loss]


# --8<-- [start:cosine_embedding_loss]
# ── cosine_embedding_loss ─────────────────────────────────────── tensorplay/ops/loss/ops.yaml:402
#   cosine_embedding_loss: 1 - cos(x1, x2) where target is 1 and max(0, cos(x1, x2) - margin) whe…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
def _cosine_embedding_loss_composite(input1, input2, target, margin, size_average, reduce, reduction):
    if not (target.dim() <= 1):
        raise RuntimeError('cosine_embedding_loss: 0D or 1D target tensor expected, multi-target not supported')
    if not (target.dim() == 0 or (input1.dim() == 2 and input2.dim() == 2)):
        raise RuntimeError(f'cosine_embedding_loss: 1D target tensor expects 2D input tensors, but found inputs with sizes {list(input1.shape)} and {list(input2.shape)}.')
    if not (target.dim() == 1 or (input1.dim() == 1 and input2.dim() == 1)):
        raise RuntimeError(f'cosine_embedding_loss: 0D target tensor expects 1D input tensors, but found inputs with sizes {list(input1.shape)} and {list(input2.shape)}.')
    target = None if target is None else target.detach()  # non_differentiable
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    dim = target.dim()
    cos = sum(input1 * input2, dim) / sqrt((sum(input1 * input1, dim) + 1e-12) * (sum(input2 * input2, dim) + 1e-12))
    zeros = zeros_like(cos)
    loss = where(target == 1, 1 - cos, zeros) + where(target == -1, clamp(cos - margin, min=0), zeros)
    return _loss_reduction(loss, reduction)



def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction='mean'):
    return _cosine_embedding_loss_composite(input1, input2, target, margin, size_average, reduce, reduction)

cosine_embedding_loss.__tensor_params__ = ('input1', 'input2', 'target')
# --8<-- [end:cosine_embedding_loss]


# --8<-- [start:triplet_margin_loss]
# ── triplet_margin_loss ───────────────────────────────────────── tensorplay/ops/loss/ops.yaml:433
#   triplet_margin_loss: max(0, margin + d(anchor, positive) - d(anchor, negative)) with d the …
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
def _triplet_margin_loss_composite(anchor, positive, negative, margin, p, eps, swap, size_average, reduce, reduction):
    if not (margin > 0):
        raise ValueError(f'triplet_margin_loss: margin must be greater than 0, got {margin}')
    if not (anchor.dim() == positive.dim() == negative.dim()):
        raise RuntimeError(f'triplet_margin_loss: The anchor, positive, and negative tensors are expected to have the same number of dimensions, but got: anchor {anchor.dim()}D, positive {positive.dim()}D, and negative {negative.dim()}D inputs')
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    dim = [anchor.dim() - 1]
    d_pos = norm(anchor - positive + eps, p, dim)
    d_neg = norm(anchor - negative + eps, p, dim)
    d_neg = minimum(d_neg, norm(positive - negative + eps, p, dim)) if swap else d_neg
    return _loss_reduction(clamp(margin + d_pos - d_neg, min=0), reduction)



def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, size_average=None, reduce=None, reduction='mean'):
    return _triplet_margin_loss_composite(anchor, positive, negative, margin, p, eps, swap, size_average, reduce, reduction)

triplet_margin_loss.__tensor_params__ = ('anchor', 'positive', 'negative')
# --8<-- [end:triplet_margin_loss]


# --8<-- [start:hinge_embedding_loss]
# ── hinge_embedding_loss ──────────────────────────────────────── tensorplay/ops/loss/ops.yaml:462
#   hinge_embedding_loss: For targets ±1: the input where target is 1, max(0, margin - input) wh…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
def _hinge_embedding_loss_composite(self, target, margin, size_average, reduce, reduction):
    target = None if target is None else target.detach()  # non_differentiable
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    zeros = zeros_like(self)
    loss = where(target != 1, clamp(full_like(self, margin) - self, min=0), zeros) + where(target != -1, self, zeros)
    return _loss_reduction(loss, reduction)



def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction='mean'):
    return _hinge_embedding_loss_composite(input, target, margin, size_average, reduce, reduction)

hinge_embedding_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:hinge_embedding_loss]


# --8<-- [start:multilabel_soft_margin_loss]
# ── multilabel_soft_margin_loss ───────────────────────────────── tensorplay/ops/loss/ops.yaml:483
#   multilabel_soft_margin_loss: Binary cross entropy on logits for each of C labels (the last dim), op…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
def _multilabel_soft_margin_loss_composite(self, target, weight, size_average, reduce, reduction):
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    loss = -(target * logsigmoid(self) + (1 - target) * logsigmoid(-self))
    loss = loss if weight is None else loss * weight
    return _loss_reduction(sum(loss, self.dim() - 1) / self.shape[self.dim() - 1], reduction)



def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction='mean'):
    return _multilabel_soft_margin_loss_composite(input, target, weight, size_average, reduce, reduction)

multilabel_soft_margin_loss.__tensor_params__ = ('input', 'target', 'weight')
# --8<-- [end:multilabel_soft_margin_loss]


# --8<-- [start:poisson_nll_loss]
# ── poisson_nll_loss ──────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:503
#   poisson_nll_loss: Negative log likelihood of a Poisson distribution: exp(input) - target…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._legacy_reduction (tensorplay/_support/loss_helpers.py:15)
def _poisson_nll_loss_composite(self, target, log_input, full, size_average, eps, reduce, reduction):
    if not (reduction in ("none", "mean", "sum") or size_average is not None or reduce is not None):
        raise ValueError(f'poisson_nll_loss: {reduction} is not a valid value for reduction')
    reduction = H._legacy_reduction(size_average, reduce, reduction)
    loss = exp(self) - target * self if log_input else self - target * log(self + eps)
    big = target > 1
    safe = where(big, target, full_like(target, 2.0))
    stirling = safe * log(safe) - safe + 0.5 * log(6.283185307179586 * safe)
    return _loss_reduction(loss + where(big, stirling, zeros_like(stirling)) if full else loss, reduction)



def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction='mean'):
    return _poisson_nll_loss_composite(input, target, log_input, full, size_average, eps, reduce, reduction)

poisson_nll_loss.__tensor_params__ = ('input', 'target')
# --8<-- [end:poisson_nll_loss]


# --8<-- [start:gaussian_nll_loss]
# ── gaussian_nll_loss ─────────────────────────────────────────── tensorplay/ops/loss/ops.yaml:531
#   gaussian_nll_loss: Negative log likelihood of a Gaussian: 0.5 (log var + (input - target)…
#   composite: gradient, jvp and vmap follow from the ops of its body
#   uses H._gaussian_var_fits (tensorplay/_support/loss_helpers.py:54)
def _gaussian_nll_loss_composite(self, target, var, full, eps, reduction):
    if var < 0 if isinstance(var, float) else any(var < 0):
        raise ValueError('gaussian_nll_loss: var has negative entry/entries')
    if not (H._gaussian_var_fits(self, var)):
        raise ValueError('gaussian_nll_loss: var is of incorrect size')
    if reduction not in ('none', 'mean', 'sum'):
        raise ValueError(f'gaussian_nll_loss: {reduction} is not valid')
    if not (isinstance(var, float) or var.is_floating_point()):
        raise RuntimeError(f"gaussian_nll_loss: result type Float can't be cast to the desired output type {var.dtype}")
    var = full_like(self, var) if isinstance(var, float) else var
    var = unsqueeze(var, -1) if tuple(var.shape) != tuple(self.shape) and tuple(self.shape[:-1]) == tuple(var.shape) else var
    var = var + (clamp(var.detach(), min=eps) - var.detach())
    loss = 0.5 * (log(var) + square(self - target) / var)
    return _loss_reduction(loss + 0.9189385332046727 if full else loss, reduction)



def gaussian_nll_loss(input, target, var, full=False, eps=1e-06, reduction='mean'):
    return _gaussian_nll_loss_composite(input, target, var, full, eps, reduction)

gaussian_nll_loss.__tensor_params__ = ('input', 'target', 'var')
# --8<-- [end:gaussian_nll_loss]


# ── public functions ───────────────────────────────────────────────────────────────────
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
vander.__doc__ = 'The Vandermonde matrix of a 1-D tensor: column j is x^(N-1-j) (x^j when increasing), N columns (default len(x)). Integers and bools give int64; a running product, so x = 0 has exact gradients.'
tril_indices.__doc__ = 'The (2, N) row and column indices of the lower triangle of a row x col matrix (from the offset-th diagonal down), row by row; int64 unless dtype says otherwise.'
triu_indices.__doc__ = 'The (2, N) row and column indices of the upper triangle of a row x col matrix (from the offset-th diagonal up), row by row; int64 unless dtype says otherwise.'
new_zeros.__doc__ = "Zeros of `size` with self's dtype (unless dtype is given); x.new_zeros(2, 3) or x.new_zeros((2, 3))."
new_ones.__doc__ = "Ones of `size` with self's dtype (unless dtype is given)."
new_empty.__doc__ = "An uninitialized tensor of `size` with self's dtype in PyTorch; TensorPlay fills it with zeros."
new_full.__doc__ = "`fill_value` in a tensor of `size` with self's dtype (unless dtype is given: an int32 tensor's new_full(.., 2.5) holds 2)."
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
clamp.__doc__ = 'Elementwise min(max(x, min), max) (one bound may be None); the gradient passes where min <= x <= max. An integer tensor with a float bound gives a float result.'
_to_copy.__doc__ = 'A copy converted to `dtype` (what `Tensor.to(dtype)`, `.float()`, `.long()` call).'
clone.__doc__ = 'A copy that does not share memory, but keeps the graph (gradients flow back).'
fill.__doc__ = 'A tensor like `self` filled with `value`; `x.fill_(v)` overwrites `x` in place.'
zero.__doc__ = 'Zeros like `self`; as `x.zero_()` it clears `x` in place.'
copy.__doc__ = "`src` broadcast to `self`'s shape and dtype; as `x.copy_(src)` it overwrites `x` in place, and gradients flow to `src`."
absolute.__doc__ = 'Alias of abs, elementwise |x|.'
negative.__doc__ = 'Alias of neg, elementwise -x.'
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
all.__doc__ = 'True where every element (over `dim`, or of the whole tensor) is nonzero; a bool tensor (uint8 for uint8 input, as in PyTorch).'
any.__doc__ = 'True where some element (over `dim`, or of the whole tensor) is nonzero; a bool tensor (uint8 for uint8 input, as in PyTorch).'
cumsum.__doc__ = 'Running sum along `dim` (integers and bools accumulate in int64, float32 in double, as in PyTorch). Its gradient is the reversed running sum of the incoming gradient.'
kthvalue.__doc__ = 'The k-th smallest element along `dim` (k counts from 1) and its index, as a named tuple (values, indices); NaN counts as the largest. k outside [1, size] is a RuntimeError.'


def median(*args, **kwargs):
    return _resolve('median', (_overload_median, _overload_median_dim, ), args, kwargs)


median.__doc__ = 'median(x) is the lower median of all elements (of an even count, the smaller middle one; NaN if there is one), its gradient shared by the elements equal to it, as in PyTorch; median(x, dim, keepdim=False) returns (values, indices) along dim, the gradient going to the index.'


def nanmedian(*args, **kwargs):
    return _resolve('nanmedian', (_overload_nanmedian, _overload_nanmedian_dim, ), args, kwargs)


nanmedian.__doc__ = 'nanmedian(x) is the lower median of the elements that are not NaN (NaN if all are); nanmedian(x, dim, keepdim=False) returns (values, indices) along dim.'
mode.__doc__ = "The most frequent value along `dim` (the smallest of equally frequent ones) and the index of its last occurrence, as a named tuple (values, indices). With NaN in a row PyTorch's answer depends on its sort's swaps; here NaNs count as one value, larger than the others."
histc.__doc__ = "A histogram of all elements of `self`: `bins` equal-width bins over [min, max], the counts in self's dtype. Elements outside the range are not counted and max falls in the last bin; min == max (the default 0, 0) uses the data's own min and max. Not differentiable."
_histc_rows.__doc__ = 'Internal: histc of each row of a 2-D input, (rows, bins), each row with its own range when min == max.'
quantile.__doc__ = 'The q-th quantiles of `self` along `dim` (of all elements if None): q is a number in [0, 1] or a 1-D tensor of them (the result then has a leading dim, one entry per q). Between the two sorted neighbours of rank q * (n - 1) the interpolation is linear, lower, higher, midpoint or nearest (half to even). A row with NaN gives NaN. A composite over sort, gather and lerp, so the gradient flows to the neighbours (and to a tensor q).'
nanquantile.__doc__ = "quantile over the elements that are not NaN (the rank is q * (count - 1) of each row's non-NaN count); an all-NaN row gives NaN."
count_nonzero.__doc__ = 'The number of nonzero elements (over `dim`, an int or a list of ints, or all), as int64; not differentiable.'
nansum.__doc__ = 'Sum treating NaN as zero (over `dim`, or all elements); NaN positions get a zero gradient.'
nanmean.__doc__ = 'Mean of the elements that are not NaN (over `dim`, or all); NaN where all are NaN.'
std_mean.__doc__ = "The tuple (std, mean) over `dim` with std's arguments (correction defaults to 1)."
var_mean.__doc__ = "The tuple (var, mean) over `dim` with var's arguments (correction defaults to 1)."
dist.__doc__ = 'The p-norm of self - other (broadcast), a 0-d tensor.'
logcumsumexp.__doc__ = 'Running log(sum(exp(x))) along `dim`, computed stably by repeated logaddexp. Floating point only, as in PyTorch.'
cummax.__doc__ = 'Running maximum along `dim` and the index where it was reached (the latest of equal values; NaN propagates), as a named tuple (values, indices).'
cummin.__doc__ = 'Running minimum along `dim` and the index where it was reached (the latest of equal values; NaN propagates), as a named tuple (values, indices).'
cumprod.__doc__ = 'Running product along `dim` (integers and bools accumulate in int64). The gradient is exact also where the input has zeros: d out_j / d x_k is the product of the other factors, built without dividing by a zero.'
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
as_strided.__doc__ = "A view of `self`'s memory with the given sizes and strides (in elements), from `storage_offset` (None: where `self` starts): element [i, j] is memory item offset + i*stride[0] + j*stride[1]. Elements may overlap (their gradients add up). The input must be contiguous (tensorplay keeps no storage apart from the tensor)."
contiguous.__doc__ = "`self`'s memory when it is already C-contiguous (a view sharing the version counter), otherwise a contiguous copy."
diag_embed.__doc__ = 'Matrices (in the dims dim1, dim2 of the output) with the last dim of `self` on their offset-th diagonal and zeros elsewhere; the inverse of diagonal(offset, dim1, dim2).'
unfold.__doc__ = 'A view of the windows of `size` elements, `step` apart, along `dimension`: that dim becomes the number of windows, (n - size) // step + 1, and a new last dim of `size` holds each window. Overlapping windows share memory (their gradients add up).'


def repeat_interleave(*args, **kwargs):
    return _resolve('repeat_interleave', (_overload_repeat_interleave_self_int, _overload_repeat_interleave_self_Tensor, _overload_repeat_interleave_Tensor, ), args, kwargs)


repeat_interleave.__doc__ = 'Each element (each slice along dim) repeated `repeats` times in place — [a, b] → [a, a, b, b] — unlike repeat, which tiles the whole tensor; with dim None the tensor is flattened first.'
ravel.__doc__ = 'The elements as a 1-D tensor, a view when the layout allows (else a copy), as reshape(-1).'
moveaxis.__doc__ = "Alias of movedim (NumPy's name), a view with the dims `source` moved to `destination`."
swapaxes.__doc__ = "Alias of transpose (NumPy's name), a view with two dims exchanged."
swapdims.__doc__ = 'Alias of transpose, a view with two dims exchanged.'
fliplr.__doc__ = 'The columns in reverse order (flip along dim 1); a copy, as flip.'
flipud.__doc__ = 'The rows in reverse order (flip along dim 0); a copy, as flip.'
hstack.__doc__ = 'Concatenate horizontally — along dim 0 for 1-D tensors, else dim 1 (0-d tensors count as 1-D).'
vstack.__doc__ = 'Concatenate vertically, along dim 0, after making each tensor at least 2-D ((n,) → (1, n)).'
dstack.__doc__ = 'Concatenate along the third dim (depth), after making each tensor at least 3-D ((n,) → (1, n, 1), (m, n) → (m, n, 1)).'
concat.__doc__ = 'Alias of cat.'
concatenate.__doc__ = "Alias of cat (NumPy's name)."
view_as.__doc__ = "self.view(other.size()) — a view of self with other's shape."
reshape_as.__doc__ = "self.reshape(other.size()) — self with other's shape, a view when possible."
type_as.__doc__ = "self converted to other's dtype (self itself when the dtypes already agree)."
tensor_split.__doc__ = 'Views of `self` along `dim`: an int n gives n parts of near-equal size (the first size % n one longer, unlike split); a list of indices splits before each index.'
tile.__doc__ = 'self repeated dims[i] times along each dim; with fewer dims than self has, the leading dims are repeated once (repeat, which needs one count per dim, is what it calls).'
roll.__doc__ = 'self shifted circularly by shifts[i] along dims[i] (entries leaving one end come back at the other); with no dims the flattened tensor is rolled and the shape restored.'
rot90.__doc__ = 'Rotate by 90 degrees k times in the plane of `dims`, from the first dim towards the second (k may be negative): a flip and a transpose.'
meshgrid.__doc__ = "Coordinate grids from 1-D (or 0-d) tensors, given as arguments or one list: with indexing='ij' output i varies along dim i (shape (n1, n2, ...)); with 'xy' the first two dims are swapped (shape (n2, n1, ...)), as NumPy's default. Each output is an expanded view. Leaving `indexing` out means 'ij', with PyTorch's warning that it will become required."
broadcast_tensors.__doc__ = 'The tensors expanded to their common broadcast shape (views; given as arguments).'
hsplit.__doc__ = 'tensor_split along the columns (dim 1, or dim 0 of a 1-D tensor); an int number of sections must divide that size. Views.'
vsplit.__doc__ = 'tensor_split along the rows (dim 0) of a tensor with at least 2 dims; an int must divide that size. Views.'
dsplit.__doc__ = 'tensor_split along the depth (dim 2) of a tensor with at least 3 dims; an int must divide that size. Views.'
where.__doc__ = 'Elementwise `self` where `condition` (a bool tensor) is True, else `other`; the three broadcast, and `self`/`other` may be Python numbers. `x.where(cond, y)` is `where(cond, x, y)`.'


def sort(*args, **kwargs):
    return _resolve('sort', (_overload_sort, _overload_sort_stable, ), args, kwargs)


sort.__doc__ = "The elements sorted along `dim` (ascending, or descending) and the int64 indices they came from, as a named tuple (values, indices). NaN sorts last ascending and first descending. Equal elements come in PyTorch's (unstable) order; x.sort(stable=True, dim=...) keeps their order (dim and descending are then keywords, as in PyTorch). The gradient flows back through the indices."


def argsort(*args, **kwargs):
    return _resolve('argsort', (_overload_argsort, _overload_argsort_stable, ), args, kwargs)


argsort.__doc__ = "The int64 indices that sort `self` along `dim` (sort's second output, ties in PyTorch's order); not differentiable. x.argsort(stable=True, dim=...) takes dim and descending as keywords, as in PyTorch."
msort.__doc__ = 'The elements sorted along the first dim, ascending (sort(self, 0).values).'
topk.__doc__ = "The `k` largest (largest=False: smallest) elements along `dim` and their int64 indices, as a named tuple (values, indices); NaN counts as larger than any number. sorted=False leaves them in the order PyTorch's selection leaves them. k outside [0, size] is a RuntimeError."
masked_select.__doc__ = 'The elements of `self` where the bool `mask` is True (the two broadcast), as a new 1-D tensor in row-major order. Its gradient scatters back into zeros. Under vmap the mask must be unbatched: a batched one would select a different count per sample.'
_nonzero.__doc__ = 'Internal: the indices of the nonzero elements of `self`, one row per element, an (n, self.dim()) int64 tensor. Its shape depends on the values, so vmap refuses it.'
nonzero.__doc__ = 'The indices of the nonzero elements: an (n, self.dim()) int64 tensor, or with as_tuple=True a tuple of self.dim() 1-D index tensors, one per dim (usable as x[x.nonzero(as_tuple=True)]; a 0-d input gives one). Not differentiable; vmap refuses it (data-dependent shape).'
_unique.__doc__ = 'Internal: (sorted unique values or slices along dim, inverse indices, counts), which unique picks from.'
unique.__doc__ = 'The distinct elements of `self` (or distinct slices along `dim`), sorted, plus on request the inverse indices (where each element went: output[inverse] rebuilds self) and the counts, as a tuple (output[, inverse][, counts]). NaNs are all distinct. Not differentiable; vmap refuses it (data-dependent shape).'
_unique_consecutive.__doc__ = 'Internal: (the first element or slice of each run of equal consecutive ones, inverse indices, run lengths).'
unique_consecutive.__doc__ = 'Each run of equal consecutive elements (or slices along `dim`) collapsed to one, plus on request the inverse indices and the run lengths, as a tuple (output[, inverse][, counts]). Not differentiable; vmap refuses it (data-dependent shape).'
searchsorted.__doc__ = "For each value of `self`, the index where it would be inserted into the innermost dim of `sorted_sequence` to keep it sorted: the first such index, or the last with right=True or side='right' (the two may not disagree). A 1-D sequence serves every value; an N-D one pairs its rows with self's rows (the leading dims must match). `sorter` holds the indices that sort an unsorted sequence; out_int32 gives int32 indices. self may be a number. (The samples search sequences of zeros, which are sorted; real sequences are checked against PyTorch in tests/ops/test_sorting_semantics.py.)"
index.__doc__ = "x[indices] with NumPy's rules (ints, slices, None, Ellipsis, integer and boolean tensors)."
index_backward.__doc__ = 'Zeros of `shape` with `grad` added at `indices` (repeated indices accumulate) — the gradient of indexing.'
index_put.__doc__ = 'A copy of `self` with `values` written at `indices` — what `x[indices] = values` records.'
index_select.__doc__ = 'The entries of `self` at positions `index` (a 1-D integer tensor) along `dim`; repeats allowed.'
gather.__doc__ = "out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for dim=1); `index` has self's number of dims and gives the output's shape."
scatter_add.__doc__ = 'A copy of `self` with the entries of `src` added at `index` along `dim` (the gather pattern in reverse; repeated indices accumulate).'
masked_fill.__doc__ = 'A copy of `self` with `value` wherever the boolean `mask` (broadcast against self) is True.'


def scatter(*args, **kwargs):
    return _resolve('scatter', (_overload_scatter_value, _overload_scatter, ), args, kwargs)


scatter.__doc__ = "A copy of `self` with `value` written at index along `dim` (self[index[i][j]][j] = value for dim 0); reduce='add' / 'multiply' adds or multiplies it in instead."
_scatter_src.__doc__ = 'A copy of `self` with src written at index along dim (the last of repeated writes wins).'
scatter_reduce.__doc__ = "`src` reduced into a copy of `self` at index along dim (the gather pattern in reverse): reduce is 'sum', 'prod', 'mean', 'amax' or 'amin'; include_self=False leaves self's values at the scattered positions out of the reduction. Integer means round down. The gradients are PyTorch's: prod is exact with one zero among a position's factors, amax/amin split the gradient evenly between ties."
index_add.__doc__ = 'A copy of `self` with alpha * source added at the positions `index` (a vector) along dim: out[index[i]] += alpha * source[i] for dim 0; repeated indices accumulate.'
index_copy.__doc__ = 'A copy of `self` with the slices of `source` written at the positions `index` (a vector) along dim: out[index[i]] = source[i] for dim 0 (of repeated indices one write wins).'


def index_fill(*args, **kwargs):
    return _resolve('index_fill', (_overload_index_fill, _overload_index_fill_Tensor, ), args, kwargs)


index_fill.__doc__ = 'A copy of `self` with `value` at the positions `index` (a vector, negative entries count from the end) along dim; `value` is a number or a 0-d tensor (which then gets a gradient).'
masked_scatter.__doc__ = 'A copy of `self` (broadcast with the boolean `mask`) whose positions where mask is True take the elements of `source` one after the other, in row-major order; source needs at least as many elements as mask has Trues.'
take.__doc__ = "The elements of `self` read as a 1-D tensor at `index` (negative entries count from the end), in index's shape."
take_along_dim.__doc__ = "The values of `self` at `indices` along dim, self and indices broadcast in the other dims (NumPy's take_along_axis; the indices of argmax/argsort fit). With dim=None both are flattened."
matmul.__doc__ = "Matrix product with NumPy's rules; 1-D operands are vectors, batch dims broadcast. Both operands have one dtype (no promotion, as in PyTorch)."
linear.__doc__ = 'self @ weight.T + bias — what nn.Linear computes; leading dims of `self` are batch dims.'
mm.__doc__ = 'Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadcasting (see matmul).'
bmm.__doc__ = 'Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b, n, p); no broadcasting.'
mv.__doc__ = 'Matrix-vector product, (n, m) @ (m,) → (n,).'
dot.__doc__ = 'Inner product of two 1-D tensors of the same length (a 0-d result); no broadcasting.'
outer.__doc__ = 'Outer product of two 1-D tensors, (n,) and (m,) → (n, m) with out[i, j] = self[i] * vec2[j].'
addmm.__doc__ = 'beta * self + alpha * (mat1 @ mat2), self broadcast to the (n, p) product; with beta = 0 self is ignored (nan and inf in it do not propagate), as in PyTorch.'
baddbmm.__doc__ = 'beta * self + alpha * bmm(batch1, batch2), self broadcast to the (b, n, p) product; with beta = 0 self is ignored.'
trace.__doc__ = 'Sum of the main diagonal of a 2-D tensor (need not be square); integers sum to int64.'
inner.__doc__ = 'Sum over the last dim of both: out[i.., j..] = sum_k self[i.., k] * other[j.., k] (a 0-d operand multiplies instead).'
vdot.__doc__ = 'Dot product of two 1-D tensors, conjugating the first (the same as dot for real dtypes, the only ones TensorPlay has).'
kron.__doc__ = 'Kronecker product: the shorter shape is padded with leading 1s, and the result has size self.shape[d] * other.shape[d] in each dim, block (i, j) being self[i, j] * other.'
tensordot.__doc__ = "Sum of products over paired dims: `dims` = n contracts self's last n dims with other's first n; `dims` = ([a...], [b...]) contracts self's dims a with other's dims b. The free dims of self come first in the result, then those of other."
det.__doc__ = "Determinant of a square matrix, or of each matrix of a batch (..., n, n) → (...). Its gradient is grad * det * inverse(self)^T (Jacobi's formula), so it needs an invertible input."
inverse.__doc__ = 'Inverse of a square matrix (or of each in a batch); a singular one raises tp.linalg.LinAlgError. d(A^-1) = -A^-1 dA A^-1 gives both derivatives.'
slogdet.__doc__ = '(sign, log|det|) of a square matrix or batch, as a named tuple: the determinant without overflow or underflow for large matrices. The sign has no gradient.'
logdet.__doc__ = 'log(det(self)) of a square matrix or batch; nan where the determinant is negative and -inf where it is 0, as in PyTorch.'
linalg_inv.__doc__ = 'Inverse of a square matrix or batch (tp.linalg.inv); a singular one raises tp.linalg.LinAlgError.'
linalg_det.__doc__ = 'Determinant of a square matrix or batch (tp.linalg.det, the same op as tp.det).'
linalg_slogdet.__doc__ = '(sign, log|det|) of a square matrix or batch, as a named tuple (tp.linalg.slogdet).'
linalg_vector_norm.__doc__ = 'Vector ord-norm of x over `dim` (all elements if None): (sum |x|^ord)^(1/ord), with inf, -inf (max and min of |x|) and 0 (count of nonzeros). Integer inputs are refused as in PyTorch.'
linalg_matrix_norm.__doc__ = "Matrix norm over the two dims `dim` (the last two by default): 'fro' (root of the sum of squares), 1 / -1 (largest / smallest column sum of |A|), inf / -inf (row sums), 2 / -2 (largest / smallest singular value) and 'nuc' (their sum), through tp.linalg.svdvals."
linalg_norm.__doc__ = 'A vector norm (one dim, or the flattened tensor when ord and dim are None) or a matrix norm (two dims, or a 2-D tensor given ord without dim), as tp.linalg.vector_norm / matrix_norm.'
linalg_solve.__doc__ = "X with A X = B (X A = B when left=False), batched; B is a (batch of) vector(s) when it is 1-D or A's batch shape plus one dim. Computed as inverse(A) @ B, so the gradients are those of inverse and matmul."
linalg_svd.__doc__ = 'Singular value decomposition A = U diag(S) Vh of a matrix or batch (..., m, n), as the named tuple (U, S, Vh) with S descending; full_matrices=False gives the reduced U (m, k) and Vh (k, n), k = min(m, n). Singular vectors are fixed only up to sign, so the gradient is meant for losses that do not depend on the signs (U S Vh, S, |U|...), and needs distinct singular values; with full_matrices=True the extra columns get no gradient, as in PyTorch.'
svd.__doc__ = 'The older torch.svd: (U, S, V) with V = Vh^T (not Vh), reduced unless some=False; with compute_uv=False U and V are zero matrices of the full sizes, as PyTorch returns them.'
linalg_svdvals.__doc__ = 'The singular values of a matrix or batch (..., m, n) → (..., min(m, n)), descending. Its gradient U diag(grad) Vh is sign-free; it needs distinct singular values only when differentiated twice.'


def linalg_pinv(*args, **kwargs):
    return _resolve('linalg_pinv', (_overload_linalg_pinv, _overload_linalg_pinv_rcond, ), args, kwargs)


linalg_pinv.__doc__ = "Moore-Penrose pseudoinverse (..., m, n) → (..., n, m) from the SVD (from eigh of the lower triangle when hermitian=True): singular values at most max(atol, rtol * largest) are treated as zero; rtol defaults to eps * max(m, n), or 0 when atol > 0 is given. The gradient is PyTorch's pinv formula, exact where the rank does not change."
pinverse.__doc__ = 'Pseudoinverse with relative cutoff rcond (tp.linalg.pinv with rtol=rcond).'
linalg_qr.__doc__ = "QR decomposition A = Q R of a matrix or batch, as the named tuple (Q, R): mode 'reduced' (Q (m, k), R (k, n)), 'complete' (Q (m, m), R (m, n)) or 'r' (an empty Q). Differentiable for 'reduced', and for 'complete' when m <= n; R needs a nonzero diagonal."
linalg_eigh.__doc__ = "Eigenvalues (ascending) and orthonormal eigenvectors of a symmetric matrix or batch, read from its lower (UPLO='L') or upper ('U') triangle, as the named tuple (eigenvalues, eigenvectors). As in PyTorch the gradient is the symmetric one (A is taken to be symmetric), for losses that do not depend on the eigenvectors' signs, and needs distinct eigenvalues."
linalg_eigvalsh.__doc__ = 'The eigenvalues (ascending) of a symmetric matrix or batch, from its UPLO triangle; the gradient V diag(grad) V^T is symmetric, as in PyTorch.'
linalg_cholesky.__doc__ = "Cholesky factor of a symmetric positive-definite matrix or batch: lower L with A = L L^T (read from the lower triangle), or upper=True the upper U = L^T (from the upper triangle). A matrix that is not positive-definite raises tp.linalg.LinAlgError naming the failing leading minor. The gradient is PyTorch's symmetric one."
linalg_lstsq.__doc__ = "Least-squares solution X of min ||A X - B|| (the minimum-norm one when A is rank-deficient), as the named tuple (solution, residuals, rank, singular_values) filled as PyTorch's CPU drivers fill them: the default 'gelsy' gives the rank only, 'gelsd'/'gelss' also the singular values, and every driver but 'gelsy' the squared residuals when m > n and A has full rank. Computed as pinv(A) @ B, whose gradient is PyTorch's."
einsum.__doc__ = "Sums of products named by subscripts: 'ij,jk->ik' is a matrix product, 'ii->i' a diagonal, 'ii' a trace, 'bij,bjk->bik' a batched product, 'i,j->ij' an outer product, '...ij->...ji' a transpose of the last two dims. Without '->' the output holds the subscripts that appear once, in alphabetical order (after the ellipsis dims). Operands come as arguments or one list. Computed by taking diagonals, summing out private subscripts, then contracting the operands pairwise from left to right, each pair as one batched matmul."
cross.__doc__ = 'The cross product of 3-vectors along `dim` (self and other broadcast); without dim, along the first dim of size 3 (PyTorch deprecates that default; tp.linalg.cross uses the last dim).'
linalg_cross.__doc__ = 'The cross product of 3-vectors along `dim` (default the last), input and other broadcast (tp.linalg.cross).'
rand.__doc__ = 'Uniform random numbers in [0, 1), drawn from `generator` (default the global one, seeded by manual_seed).'
randn.__doc__ = 'Standard normal random numbers (mean 0, variance 1), drawn from `generator` (default the global one).'


def randint(*args, **kwargs):
    return _resolve('randint', (_overload_randint, _overload_randint_low, ), args, kwargs)


randint.__doc__ = 'Random integers in [low, high) (low defaults to 0) of shape `size` — randint(10, (3,)) or randint(2, 10, (3,)); int64 unless `dtype` is given.'
rand_like.__doc__ = 'Uniform random numbers in [0, 1) with the shape (and, unless given, the dtype) of `self`.'
randn_like.__doc__ = 'Standard normal random numbers with the shape (and, unless given, the dtype) of `self`.'


def bernoulli(*args, **kwargs):
    return _resolve('bernoulli', (_overload_bernoulli, _overload_bernoulli_p, ), args, kwargs)


bernoulli.__doc__ = '0/1 draws, each 1 with the probability given by the element of `self` (in [0, 1]); same dtype as `self`. With a float `p` — bernoulli(x, p) — every element is 1 with probability p.'
multinomial.__doc__ = '`num_samples` category indices (int64) drawn from the non-negative weights of each row of `self` (1-D: one distribution; 2-D: one per row, result (rows, num_samples)). Without replacement the indices of a row are distinct, so num_samples may not exceed the number of categories.'


def normal(*args, **kwargs):
    return _resolve('normal', (_overload_normal_Tensor_float, _overload_normal_float_Tensor, _overload_normal_Tensor_Tensor, _overload_normal_float_float, ), args, kwargs)


normal.__doc__ = 'Normal random numbers: normal(mean, std) with tensors or numbers for `mean` and `std` (broadcast; the result has the dtype of the tensor `mean`, else of `std`), or normal(mean, std, size) with two numbers. std must be >= 0. As in PyTorch the gradient with respect to mean and std is zero (no reparameterization).'
randperm.__doc__ = 'A random permutation of 0, ..., n - 1 (int64 unless `dtype` is given).'


def randint_like(*args, **kwargs):
    return _resolve('randint_like', (_overload_randint_like, _overload_randint_like_low, ), args, kwargs)


randint_like.__doc__ = 'Random integers in [low, high) (low defaults to 0) with the shape and, unless `dtype` is given, the dtype of `self` — a float tensor gets whole numbers in its own dtype.'
uniform.__doc__ = '`x.uniform_(from=0, to=1)` fills the float tensor `x` with uniform random numbers in [from, to).'
random.__doc__ = '`x.random_(from, to)` fills `x` with random integers in [from, to); `x.random_(to)` in [0, to); `x.random_()` over the whole range of the dtype ([0, 2^24] for float32, [0, 2^53] for float64, [0, 2^63 - 1] for int64).'
exponential.__doc__ = '`x.exponential_(lambd=1)` fills `x` with exponential random numbers of rate `lambd` (mean 1 / lambd).'
geometric.__doc__ = '`x.geometric_(p)` fills `x` with the number of Bernoulli(p) trials up to the first success (1, 2, ...).'
log_normal.__doc__ = '`x.log_normal_(mean=1, std=2)` fills `x` with exp of normal random numbers of that mean and std.'
cauchy.__doc__ = '`x.cauchy_(median=0, sigma=1)` fills `x` with Cauchy random numbers (median, half-width sigma).'
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
binary_cross_entropy.__doc__ = "Binary cross entropy of probabilities `input` in [0, 1] against `target`: -weight * (target * log(input) + (1 - target) * log(1 - input)), the logs clamped at -100, then reduced ('mean', 'sum' or 'none'; keyword-only)."
binary_cross_entropy_with_logits.__doc__ = "Binary cross entropy on logits, computed stably as (1 - target) * x + L * softplus(-x) with L = 1 + (pos_weight - 1) * target, times `weight`, then reduced ('mean', 'sum', 'none'). `pos_weight` (one per class, broadcast over the last dim) weighs the positive examples."
l1_loss.__doc__ = "Mean (or sum, or none) absolute error |input - target|, optionally times `weight` (the input's shape; 'mean' then divides by the summed weights). A target of another shape broadcasts, with PyTorch's warning."
_class_weights.__doc__ = "Helper of cross_entropy and nll_loss: Q (the input's shape) with loss_i = -sum_c Q[i, c] * logp[i, c]; for class indices (1 - ls) * weight[t] * onehot(t) + ls / C * weight, zero where t == ignore_index."
cross_entropy.__doc__ = "Cross entropy between logits `input` ((C,), (N, C) or (N, C, d1, ...)) and `target`: class indices (int64, the input's shape without C; `ignore_index` entries are skipped) or class probabilities (the input's shape). One fused op: log_softmax + nll with optional class `weight`, `label_smoothing` and reduction 'mean' (over the summed target weights for indices), 'sum' or 'none'; its gradient is (softmax - onehot) scaled."
nll_loss.__doc__ = "Negative log likelihood of class indices `target` under log-probabilities `input` ((C,), (N, C) or (N, C, d1, ...)): -weight[t] * input[t], skipping `ignore_index`; 'mean' divides by the summed target weights."
mse_loss.__doc__ = "Mean squared error (input - target)², optionally times `weight` (the input's shape; 'mean' then divides by the summed weights), averaged ('mean'), summed ('sum') or elementwise ('none'). A target of another shape broadcasts, with PyTorch's warning."
_loss_reduction.__doc__ = "The reduction every loss ends with: 'mean', 'sum' or 'none' (the elementwise loss)."
smooth_l1_loss.__doc__ = "Smooth L1 loss of d = input - target: 0.5 d² / beta where |d| < beta, else |d| - beta / 2 (beta = 0 is the L1 loss), then reduced ('mean', 'sum', 'none'). The deprecated `size_average`/`reduce` flags still choose the reduction, with PyTorch's warning."
huber_loss.__doc__ = "Huber loss of d = input - target: 0.5 d² where |d| < delta, else delta (|d| - delta / 2), optionally times `weight` (the input's shape), then reduced ('mean', 'sum', 'none')."
kl_div.__doc__ = "Pointwise Kullback-Leibler divergence target * (log target - input), `input` being log-probabilities (and `target` too with log_target: exp(target) * (target - input)); 0 log 0 is 0. 'batchmean' divides the sum by the batch size (the KL divergence of each row); 'mean' divides by the number of elements, with PyTorch's warning."
margin_ranking_loss.__doc__ = "max(0, -target * (input1 - input2) + margin): with target 1 (-1), input1 should rank above (below) input2 by `margin`; then reduced ('mean', 'sum', 'none')."
soft_margin_loss.__doc__ = "Two-class logistic loss log(1 + exp(-target * input)) for targets ±1 (computed as softplus), then reduced ('mean', 'sum', 'none'). PyTorch gives `target` no gradient."
multi_margin_loss.__doc__ = "Multi-class hinge loss of scores `input` ((N, C) or (C,)) against class indices `target`: sum over the classes j other than y of max(0, margin - x[y] + x[j])^p (p = 1 or 2, times weight[y]), divided by C; then reduced ('mean', 'sum', 'none')."
cosine_embedding_loss.__doc__ = "1 - cos(x1, x2) where target is 1 and max(0, cos(x1, x2) - margin) where it is -1, the cosine taken along the last dim of (N, D) or (D,) inputs (squared norms plus 1e-12); then reduced ('mean', 'sum', 'none')."
triplet_margin_loss.__doc__ = "max(0, margin + d(anchor, positive) - d(anchor, negative)) with d the p-norm distance ‖x1 - x2 + eps‖_p over the last dim; with `swap` the negative's distance is the smaller of d(anchor, negative) and d(positive, negative). Then reduced ('mean', 'sum', 'none')."
hinge_embedding_loss.__doc__ = "For targets ±1: the input where target is 1, max(0, margin - input) where it is -1 (a distance that should be small for similar pairs, at least `margin` for dissimilar ones); then reduced ('mean', 'sum', 'none')."
multilabel_soft_margin_loss.__doc__ = "Binary cross entropy on logits for each of C labels (the last dim), optionally times `weight`, averaged over the labels; then reduced ('mean', 'sum', 'none')."
poisson_nll_loss.__doc__ = "Negative log likelihood of a Poisson distribution: exp(input) - target * input with log_input (`input` is the log rate), else input - target * log(input + eps); `full` adds Stirling's approximation of log(target!) where target > 1. Then reduced."
gaussian_nll_loss.__doc__ = "Negative log likelihood of a Gaussian: 0.5 (log var + (input - target)² / var), plus 0.5 log 2π with `full`. `var` is per element, per sample (one dim fewer, or size 1 in one dim) or a float; it is clamped below at eps in value only (the gradient passes as if unclamped, as in PyTorch). Then reduced ('mean', 'sum', 'none')."

FUNCTIONS = {
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
    'vander': vander,
    'tril_indices': tril_indices,
    'triu_indices': triu_indices,
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
    'kthvalue': kthvalue,
    'median': median,
    'nanmedian': nanmedian,
    'mode': mode,
    'histc': histc,
    '_histc_rows': _histc_rows,
    'quantile': quantile,
    'nanquantile': nanquantile,
    'count_nonzero': count_nonzero,
    'nansum': nansum,
    'nanmean': nanmean,
    'std_mean': std_mean,
    'var_mean': var_mean,
    'dist': dist,
    'logcumsumexp': logcumsumexp,
    'cummax': cummax,
    'cummin': cummin,
    'cumprod': cumprod,
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
    'as_strided': as_strided,
    'diag_embed': diag_embed,
    'repeat_interleave': repeat_interleave,
    'ravel': ravel,
    'moveaxis': moveaxis,
    'swapaxes': swapaxes,
    'swapdims': swapdims,
    'fliplr': fliplr,
    'flipud': flipud,
    'hstack': hstack,
    'vstack': vstack,
    'dstack': dstack,
    'concat': concat,
    'concatenate': concatenate,
    'tensor_split': tensor_split,
    'tile': tile,
    'roll': roll,
    'rot90': rot90,
    'meshgrid': meshgrid,
    'broadcast_tensors': broadcast_tensors,
    'hsplit': hsplit,
    'vsplit': vsplit,
    'dsplit': dsplit,
    'where': where,
    'sort': sort,
    'argsort': argsort,
    'msort': msort,
    'topk': topk,
    'masked_select': masked_select,
    '_nonzero': _nonzero,
    'nonzero': nonzero,
    '_unique': _unique,
    'unique': unique,
    '_unique_consecutive': _unique_consecutive,
    'unique_consecutive': unique_consecutive,
    'searchsorted': searchsorted,
    'index': index,
    'index_backward': index_backward,
    'index_put': index_put,
    'index_select': index_select,
    'gather': gather,
    'scatter_add': scatter_add,
    'masked_fill': masked_fill,
    'scatter': scatter,
    '_scatter_src': _scatter_src,
    'scatter_reduce': scatter_reduce,
    'index_add': index_add,
    'index_copy': index_copy,
    'index_fill': index_fill,
    'masked_scatter': masked_scatter,
    'take': take,
    'take_along_dim': take_along_dim,
    'matmul': matmul,
    'mm': mm,
    'bmm': bmm,
    'mv': mv,
    'dot': dot,
    'outer': outer,
    'addmm': addmm,
    'baddbmm': baddbmm,
    'trace': trace,
    'inner': inner,
    'vdot': vdot,
    'kron': kron,
    'tensordot': tensordot,
    'det': det,
    'inverse': inverse,
    'slogdet': slogdet,
    'logdet': logdet,
    'svd': svd,
    'pinverse': pinverse,
    'einsum': einsum,
    'cross': cross,
    'rand': rand,
    'randn': randn,
    'randint': randint,
    'rand_like': rand_like,
    'randn_like': randn_like,
    'bernoulli': bernoulli,
    'multinomial': multinomial,
    'normal': normal,
    'randperm': randperm,
    'randint_like': randint_like,
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
    'binary_cross_entropy': binary_cross_entropy,
    'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits,
    'l1_loss': l1_loss,
}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {
    'inv': linalg_inv,
    'det': linalg_det,
    'slogdet': linalg_slogdet,
    'vector_norm': linalg_vector_norm,
    'matrix_norm': linalg_matrix_norm,
    'norm': linalg_norm,
    'solve': linalg_solve,
    'svd': linalg_svd,
    'svdvals': linalg_svdvals,
    'pinv': linalg_pinv,
    'qr': linalg_qr,
    'eigh': linalg_eigh,
    'eigvalsh': linalg_eigvalsh,
    'cholesky': linalg_cholesky,
    'lstsq': linalg_lstsq,
    'cross': linalg_cross,
}
OPS = {
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
    'tril_indices': _op_tril_indices,
    'triu_indices': _op_triu_indices,
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
    'kthvalue': _op_kthvalue,
    'median.dim': _op_median_dim,
    'nanmedian.dim': _op_nanmedian_dim,
    'mode': _op_mode,
    'histc': _op_histc,
    '_histc_rows': _op__histc_rows,
    'logcumsumexp': _op_logcumsumexp,
    'cummax': _op_cummax,
    'cummin': _op_cummin,
    'cumprod': _op_cumprod,
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
    'as_strided': _op_as_strided,
    'contiguous': _op_contiguous,
    'unfold': _op_unfold,
    'where': _op_where,
    'sort': _op_sort,
    'sort.stable': _op_sort_stable,
    'topk': _op_topk,
    'masked_select': _op_masked_select,
    '_nonzero': _op__nonzero,
    '_unique': _op__unique,
    '_unique_consecutive': _op__unique_consecutive,
    'searchsorted': _op_searchsorted,
    'index': _op_index,
    'index_backward': _op_index_backward,
    'index_put': _op_index_put,
    'index_select': _op_index_select,
    'gather': _op_gather,
    'scatter_add': _op_scatter_add,
    'masked_fill': _op_masked_fill,
    '_scatter_src': _op__scatter_src,
    'scatter_reduce': _op_scatter_reduce,
    'matmul': _op_matmul,
    'det': _op_det,
    'inverse': _op_inverse,
    'slogdet': _op_slogdet,
    'linalg_svd': _op_linalg_svd,
    'linalg_svdvals': _op_linalg_svdvals,
    'linalg_pinv': _op_linalg_pinv,
    'linalg_qr': _op_linalg_qr,
    'linalg_eigh': _op_linalg_eigh,
    'linalg_eigvalsh': _op_linalg_eigvalsh,
    'linalg_cholesky': _op_linalg_cholesky,
    'rand': _op_rand,
    'randn': _op_randn,
    'randint': _op_randint,
    'randint.low': _op_randint_low,
    'rand_like': _op_rand_like,
    'randn_like': _op_randn_like,
    'bernoulli': _op_bernoulli,
    'bernoulli.p': _op_bernoulli_p,
    'multinomial': _op_multinomial,
    'normal.Tensor_float': _op_normal_Tensor_float,
    'normal.float_Tensor': _op_normal_float_Tensor,
    'normal.Tensor_Tensor': _op_normal_Tensor_Tensor,
    'normal.float_float': _op_normal_float_float,
    'normal.inplace': _op_normal_inplace,
    'randperm': _op_randperm,
    'randint_like': _op_randint_like,
    'randint_like.low': _op_randint_like_low,
    'uniform': _op_uniform,
    'random': _op_random,
    'exponential': _op_exponential,
    'geometric': _op_geometric,
    'log_normal': _op_log_normal,
    'cauchy': _op_cauchy,
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
    'binary_cross_entropy': _op_binary_cross_entropy,
    '_class_weights': _op__class_weights,
    'cross_entropy': _op_cross_entropy,
}
# The composites with a c_kernel: their fused OpDefs (the body is `_<name>_composite`).
FUSED = {
    'linear': _op_linear,
}
