# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The creation ops (tensorplay/ops/creation/ops.yaml), one section each. A primitive's section holds its
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
from ...dispatch.dispatcher import call as _call
from ...core.device import check as _check_device
from ...core.meta import placed as _placed
from ...dispatch.overloads import requires_grad as _requires_grad
from ...dispatch.overloads import varargs as _varargs
from ...core import optable as O
# --8<-- [start:zeros]
# ── zeros ─────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:6
#   zeros: A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.
#   uses K._float_dtype (tensorplay/ops/creation/kernels.py:9)
#   uses KS._size (tensorplay/ops/shared/kernels.py:227)
def _zeros_kernel(size, dtype, requires_grad):
    return np.zeros(KS._size(size), dtype=K._float_dtype(dtype))

_op_zeros = OpDef('zeros', _zeros_kernel, line=6, tensor_args=(), differentiable=(), vmap='unbatched',
                  node='ZerosBackward0', int_list_args=('size',))

def zeros(*_size, size=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_zeros, (), {'size': _varargs(_size, size, 'zeros', 'size'), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:zeros]
# --8<-- [start:ones]
# ── ones ──────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:16
#   ones: A tensor of ones.
#   uses K._float_dtype (tensorplay/ops/creation/kernels.py:9)
#   uses KS._size (tensorplay/ops/shared/kernels.py:227)
def _ones_kernel(size, dtype, requires_grad):
    return np.ones(KS._size(size), dtype=K._float_dtype(dtype))

_op_ones = OpDef('ones', _ones_kernel, line=16, tensor_args=(), differentiable=(), vmap='unbatched',
                 node='OnesBackward0', int_list_args=('size',))

def ones(*_size, size=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_ones, (), {'size': _varargs(_size, size, 'ones', 'size'), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:ones]
# --8<-- [start:zeros_like]
# ── zeros_like ────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:26
#   zeros_like: Zeros with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   uses K._np_dtype (tensorplay/ops/creation/kernels.py:9)
def _zeros_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=K._np_dtype(dtype) or self.dtype)

_op_zeros_like = OpDef('zeros_like', _zeros_like_kernel, line=26, tensor_args=('self',),
                       differentiable=(False,), saves_per_input=((),), vmap='elementwise',
                       node='ZerosLikeBackward0')

def zeros_like(input, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_zeros_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:zeros_like]
# --8<-- [start:ones_like]
# ── ones_like ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:36
#   ones_like: Ones with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   uses K._np_dtype (tensorplay/ops/creation/kernels.py:9)
def _ones_like_kernel(self, dtype, requires_grad):
    return np.ones(self.shape, dtype=K._np_dtype(dtype) or self.dtype)

_op_ones_like = OpDef('ones_like', _ones_like_kernel, line=36, tensor_args=('self',), differentiable=(False,),
                      saves_per_input=((),), vmap='elementwise', node='OnesLikeBackward0')

def ones_like(input, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_ones_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:ones_like]
# --8<-- [start:full]
# ── full ──────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:46
#   full: A tensor of `size` filled with `fill_value`; the dtype follows the val…
#   uses K._scalar_dtype (tensorplay/ops/creation/kernels.py:26)
#   uses KS._filled (tensorplay/ops/shared/kernels.py:587)
#   uses KS._size (tensorplay/ops/shared/kernels.py:227)
def _full_kernel(size, fill_value, dtype, requires_grad):
    return KS._filled(KS._size(size), fill_value, K._scalar_dtype(fill_value, dtype))

_op_full = OpDef('full', _full_kernel, line=46, tensor_args=(), differentiable=(), vmap='unbatched',
                 node='FullBackward0', int_list_args=('size',))

def full(size, fill_value, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_full, (), {'size': size, 'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:full]
# --8<-- [start:empty]
# ── empty ─────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:56
#   empty: An uninitialized tensor in PyTorch; TensorPlay fills it with zeros (ne…
#   uses K._float_dtype (tensorplay/ops/creation/kernels.py:9)
#   uses KS._size (tensorplay/ops/shared/kernels.py:227)
def _empty_kernel(size, dtype, requires_grad):
    return np.zeros(KS._size(size), dtype=K._float_dtype(dtype))

_op_empty = OpDef('empty', _empty_kernel, line=56, tensor_args=(), differentiable=(), vmap='unbatched',
                  node='EmptyBackward0', int_list_args=('size',))

def empty(*_size, size=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_empty, (), {'size': _varargs(_size, size, 'empty', 'size'), 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:empty]
# --8<-- [start:arange]
# ── arange ────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:66
#   arange: Values from `start` (default 0) up to but excluding `end`, `step` apar…
#   uses K._arange (tensorplay/ops/creation/kernels.py:39)
def _arange_kernel(start, end, step, dtype, requires_grad):
    return K._arange(start, end, step, dtype)

_op_arange = OpDef('arange', _arange_kernel, line=66, tensor_args=(), differentiable=(), vmap='unbatched',
                   node='ArangeBackward0')

def arange(start, end=None, step=1, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_arange, (), {'start': start, 'end': end, 'step': step, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:arange]
# --8<-- [start:linspace]
# ── linspace ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:76
#   linspace: `steps` evenly spaced values from `start` to `end`, both included (def…
#   uses K._linspace (tensorplay/ops/creation/kernels.py:63)
def _linspace_kernel(start, end, steps, dtype, requires_grad):
    return K._linspace(start, end, steps, dtype)

_op_linspace = OpDef('linspace', _linspace_kernel, line=76, tensor_args=(), differentiable=(),
                     vmap='unbatched', node='LinspaceBackward0')

def linspace(start, end, steps, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_linspace, (), {'start': start, 'end': end, 'steps': steps, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:linspace]
# --8<-- [start:logspace]
# ── logspace ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:86
#   logspace: `steps` values from base ** start to base ** end, evenly spaced in the…
#   uses K._float_dtype (tensorplay/ops/creation/kernels.py:9)
def _logspace_kernel(start, end, steps, base, dtype, requires_grad):
    return np.power(np.float64(base), np.linspace(start, end, steps, dtype=np.float64)).astype(K._float_dtype(dtype))

_op_logspace = OpDef('logspace', _logspace_kernel, line=86, tensor_args=(), differentiable=(),
                     vmap='unbatched', node='LogspaceBackward0')

def logspace(start, end, steps, base=10.0, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_logspace, (), {'start': start, 'end': end, 'steps': steps, 'base': base, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:logspace]
# --8<-- [start:eye]
# ── eye ───────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:96
#   eye: An n×m (default n×n) matrix with ones on the diagonal and zeros elsewh…
#   uses K._float_dtype (tensorplay/ops/creation/kernels.py:9)
def _eye_kernel(n, m, dtype, requires_grad):
    return np.eye(n, m, dtype=K._float_dtype(dtype))

_op_eye = OpDef('eye', _eye_kernel, line=96, tensor_args=(), differentiable=(), vmap='unbatched',
                node='EyeBackward0')

def eye(n, m=None, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_eye, (), {'n': n, 'm': m, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:eye]
# --8<-- [start:full_like]
# ── full_like ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:106
#   full_like: `fill_value` with the shape (and, unless given, the dtype) of `self`.
#   backward[self]: non_differentiable
#   uses K._np_dtype (tensorplay/ops/creation/kernels.py:9)
#   uses KS._filled (tensorplay/ops/shared/kernels.py:587)
def _full_like_kernel(self, fill_value, dtype, requires_grad):
    return KS._filled(self.shape, fill_value, K._np_dtype(dtype) or self.dtype)

_op_full_like = OpDef('full_like', _full_like_kernel, line=106, tensor_args=('self',),
                      differentiable=(False,), saves_per_input=((),), vmap='elementwise',
                      node='FullLikeBackward0')

def full_like(input, fill_value, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_full_like, (input,), {'fill_value': fill_value, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:full_like]
# --8<-- [start:empty_like]
# ── empty_like ────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:116
#   empty_like: An uninitialized tensor like `self` in PyTorch; TensorPlay fills it wi…
#   backward[self]: non_differentiable
#   uses K._np_dtype (tensorplay/ops/creation/kernels.py:9)
def _empty_like_kernel(self, dtype, requires_grad):
    return np.zeros(self.shape, dtype=K._np_dtype(dtype) or self.dtype)

_op_empty_like = OpDef('empty_like', _empty_like_kernel, line=116, tensor_args=('self',),
                       differentiable=(False,), saves_per_input=((),), vmap='elementwise',
                       node='EmptyLikeBackward0')

def empty_like(input, *, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_empty_like, (input,), {'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:empty_like]
# --8<-- [start:vander]
# ── vander ────────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:126
#   vander: The Vandermonde matrix of a 1-D tensor: column j is x^(N-1-j) (x^j whe…
#   uses H.vander_parts (tensorplay/ops/creation/formulas.py:12)
def _vander_composite(x, N, increasing):
    return H.vander_parts(x, N, increasing)


def vander(x, N=None, increasing=False):
    return _vander_composite(x, N, increasing)
# --8<-- [end:vander]
# --8<-- [start:tril_indices]
# ── tril_indices ──────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:143
#   tril_indices: The (2, N) row and column indices of the lower triangle of a row x col…
#   uses K._tri_indices (tensorplay/ops/creation/kernels.py:12)
def _tril_indices_kernel(row, col, offset, dtype):
    return K._tri_indices(row, col, offset, dtype, False)

_op_tril_indices = OpDef('tril_indices', _tril_indices_kernel, line=143, tensor_args=(), differentiable=(),
                         vmap='unbatched', node='TrilIndicesBackward0')

def tril_indices(row, col, offset=0, *, dtype=None, device=None):
    meta = _check_device(device, meta=True)
    return _placed(meta, _call(_op_tril_indices, (), {'row': row, 'col': col, 'offset': offset, 'dtype': dtype}))
# --8<-- [end:tril_indices]
# --8<-- [start:triu_indices]
# ── triu_indices ──────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:154
#   triu_indices: The (2, N) row and column indices of the upper triangle of a row x col…
#   uses K._tri_indices (tensorplay/ops/creation/kernels.py:12)
def _triu_indices_kernel(row, col, offset, dtype):
    return K._tri_indices(row, col, offset, dtype, True)

_op_triu_indices = OpDef('triu_indices', _triu_indices_kernel, line=154, tensor_args=(), differentiable=(),
                         vmap='unbatched', node='TriuIndicesBackward0')

def triu_indices(row, col, offset=0, *, dtype=None, device=None):
    meta = _check_device(device, meta=True)
    return _placed(meta, _call(_op_triu_indices, (), {'row': row, 'col': col, 'offset': offset, 'dtype': dtype}))
# --8<-- [end:triu_indices]
# --8<-- [start:new_zeros]
# ── new_zeros ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:165
#   new_zeros: Zeros of `size` with self's dtype (unless dtype is given); x.new_zeros…
def _new_zeros_composite(self, size, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return O.zeros(size, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)


def new_zeros(input, *_size, size=None, dtype=None, device=None, requires_grad=False):
    return _new_zeros_composite(input, _varargs(_size, size, 'new_zeros', 'size'), dtype, device, requires_grad)
# --8<-- [end:new_zeros]
# --8<-- [start:new_ones]
# ── new_ones ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:177
#   new_ones: Ones of `size` with self's dtype (unless dtype is given).
def _new_ones_composite(self, size, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return O.ones(size, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)


def new_ones(input, *_size, size=None, dtype=None, device=None, requires_grad=False):
    return _new_ones_composite(input, _varargs(_size, size, 'new_ones', 'size'), dtype, device, requires_grad)
# --8<-- [end:new_ones]
# --8<-- [start:new_empty]
# ── new_empty ─────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:189
#   new_empty: An uninitialized tensor of `size` with self's dtype in PyTorch; Tensor…
def _new_empty_composite(self, size, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return O.empty(size, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)


def new_empty(input, *_size, size=None, dtype=None, device=None, requires_grad=False):
    return _new_empty_composite(input, _varargs(_size, size, 'new_empty', 'size'), dtype, device, requires_grad)
# --8<-- [end:new_empty]
# --8<-- [start:new_full]
# ── new_full ──────────────────────────────────────────────────── tensorplay/ops/creation/ops.yaml:204
#   new_full: `fill_value` in a tensor of `size` with self's dtype (unless dtype is …
def _new_full_composite(self, size, fill_value, dtype, device, requires_grad):
    self = None if self is None else self.detach()  # non_differentiable
    return O.full(size, fill_value, dtype=self.dtype if dtype is None else dtype, device=device, requires_grad=requires_grad)


def new_full(input, size, fill_value, *, dtype=None, device=None, requires_grad=False):
    return _new_full_composite(input, size, fill_value, dtype, device, requires_grad)
# --8<-- [end:new_full]


# ── public functions ───────────────────────────────────────────────────────────────────
zeros.__doc__ = 'A tensor of zeros; tp.zeros(2, 3) and tp.zeros((2, 3)) both work.'
ones.__doc__ = 'A tensor of ones.'
zeros_like.__doc__ = 'Zeros with the shape (and, unless given, the dtype) of `self`.'
ones_like.__doc__ = 'Ones with the shape (and, unless given, the dtype) of `self`.'
full.__doc__ = 'A tensor of `size` filled with `fill_value`; the dtype follows the value (bool → bool, int → int64, float → the default float) unless given.'
empty.__doc__ = 'An uninitialized tensor in PyTorch; TensorPlay fills it with zeros (never rely on the contents).'
arange.__doc__ = 'Values from `start` (default 0) up to but excluding `end`, `step` apart — arange(5), arange(1, 5), arange(0, 1, 0.1). All-integer arguments give int64, any float gives the default float.'
linspace.__doc__ = '`steps` evenly spaced values from `start` to `end`, both included (default float dtype).'
logspace.__doc__ = '`steps` values from base ** start to base ** end, evenly spaced in the exponent (both ends included).'
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


FUNCTIONS = {'zeros': zeros, 'ones': ones, 'zeros_like': zeros_like, 'ones_like': ones_like, 'full': full,
             'empty': empty, 'arange': arange, 'linspace': linspace, 'logspace': logspace, 'eye': eye,
             'full_like': full_like, 'empty_like': empty_like, 'vander': vander, 'tril_indices': tril_indices,
             'triu_indices': triu_indices}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'zeros': _op_zeros, 'ones': _op_ones, 'zeros_like': _op_zeros_like, 'ones_like': _op_ones_like,
       'full': _op_full, 'empty': _op_empty, 'arange': _op_arange, 'linspace': _op_linspace,
       'logspace': _op_logspace, 'eye': _op_eye, 'full_like': _op_full_like, 'empty_like': _op_empty_like,
       'tril_indices': _op_tril_indices, 'triu_indices': _op_triu_indices}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('zeros', '_op_zeros', 'ones', '_op_ones', 'zeros_like', '_op_zeros_like', 'ones_like',
             '_op_ones_like', 'full', '_op_full', 'empty', '_op_empty', 'arange', '_op_arange', 'linspace',
             '_op_linspace', 'logspace', '_op_logspace', 'eye', '_op_eye', 'full_like', '_op_full_like',
             'empty_like', '_op_empty_like', 'vander', '_vander_composite', 'tril_indices',
             '_op_tril_indices', 'triu_indices', '_op_triu_indices', 'new_zeros', '_new_zeros_composite',
             'new_ones', '_new_ones_composite', 'new_empty', '_new_empty_composite', 'new_full',
             '_new_full_composite')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
