# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The reduction ops (tensorplay/ops/reduction/ops.yaml), one section each. A primitive's section holds its
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
from ...dispatch.args import DtypeRules as _DtypeRules
from ...dispatch.args import check_dtypes as _check_dtypes
from ...backends import c as _c
from ...dispatch.dispatcher import call as _call
from ...dispatch.dispatcher import any_interpreter as _any_interpreter
from ...core.interpreters import takes_fused as _takes_fused
from ...dispatch.inplace import inplace as _inplace
from ...dispatch.inplace import would_record as _would_record
from ...dispatch.overloads import resolve as _resolve
from . import batching as B
from ...core import optable as O
# --8<-- [start:sum]
# ── sum ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:6
#   sum: Sum of all elements, or over the dims in `dim` (removed unless keepdim…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0])
#   uses K._axes (tensorplay/ops/reduction/kernels.py:14)
#   uses K._sum_dtype (tensorplay/ops/reduction/kernels.py:251)
#   uses K._sum_half (tensorplay/ops/reduction/kernels.py:259)
#   uses H.unreduce (tensorplay/ops/reduction/formulas.py:30)
def _sum_kernel(self, dim, keepdim, dtype):
    return K._sum_half(self, dim, keepdim, dtype) if self.dtype.char == "e" else np.add.reduce(self, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0, dtype=K._sum_dtype(self, dtype))

def _sum_backward(grads, needs, shapes, *, dim, keepdim, **params):
    grad = grads[0]
    return ((H.unreduce(grad, dim, keepdim, shapes[0])) if needs[0] else None,)

_op_sum = OpDef('sum', _sum_kernel, line=6, tensor_args=('self',), differentiable=(True,),
                saves_per_input=((),), jvp_kind='auto_linear',
                vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', fast_none=('dtype',),
                node='SumBackward0', int_list_args=('dim',), backward=_sum_backward)

def sum(input, dim=None, keepdim=False, *, dtype=None):
    return _call(_op_sum, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})
# --8<-- [end:sum]
# --8<-- [start:mean]
# ── mean ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:26
#   mean: Mean of all elements, or over the dims in `dim`, computed in `dtype` w…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) / reduced_numel(shapes[0], dim)
#   uses K._mean (tensorplay/ops/reduction/kernels.py:283)
#   uses H.unreduce (tensorplay/ops/reduction/formulas.py:30)
#   uses HS.reduced_numel (tensorplay/ops/shared/formulas.py:163)
def _mean_kernel(self, dim, keepdim, dtype):
    return K._mean(self, dim, keepdim, dtype)

def _mean_backward(grads, needs, shapes, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.unreduce(grad, dim, keepdim, shapes[0]) / HS.reduced_numel(shapes[0], dim)) if needs[0] else None,
    )

_op_mean = OpDef('mean', _mean_kernel, line=26, tensor_args=('self',), fp_errors=True, differentiable=(True,),
                 saves_per_input=((),), jvp_kind='auto_linear',
                 vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', fast_none=('dtype',),
                 node='MeanBackward0', int_list_args=('dim',), backward=_mean_backward)

def mean(input, dim=None, keepdim=False, *, dtype=None):
    return _call(_op_mean, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})
# --8<-- [end:mean]
# --8<-- [start:prod]
# ── prod ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:46
#   prod: Product of all elements, or along `dim`; integers and bools multiply t…
#   backward[self]: prod_backward(grad, self, result, dim, keepdim)
#   jvp: [self] prod_jvp(self_t, self, result, dim, keepdim)
#   uses K._axes (tensorplay/ops/reduction/kernels.py:14)
#   uses K._sum_dtype (tensorplay/ops/reduction/kernels.py:251)
#   uses H.prod_backward (tensorplay/ops/reduction/formulas.py:153)
#   uses H.prod_jvp (tensorplay/ops/reduction/formulas.py:190)
def _prod_kernel(self, dim, keepdim, dtype):
    return np.prod(self, axis=K._axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0,
                   dtype=K._sum_dtype(self, dtype))

def _prod_backward(grads, needs, shapes, self=None, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return ((H.prod_backward(grad, self, result, dim, keepdim)) if needs[0] else None,)

def _prod_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.prod_jvp(self_t, self, result, dim, keepdim)

_op_prod = OpDef('prod', _prod_kernel, line=46, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=(('self', 'result'),), jvp_kind='terms',
                 vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', fast_none=('dtype',),
                 node='ProdBackward0', backward=_prod_backward, jvp=_prod_jvp)

def prod(input, dim=None, keepdim=False, *, dtype=None):
    return _call(_op_prod, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})
# --8<-- [end:prod]
# --8<-- [start:amax]
# ── amax ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:72
#   amax: Largest element over `dim` (all dims by default); tied maxima share th…
#   backward[self]: keep_reduced(grad, dim, keepdim, len(shapes[0])) * extreme_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   uses K._minmax (tensorplay/ops/reduction/kernels.py:220)
#   uses H.extreme_weight (tensorplay/ops/reduction/formulas.py:42)
#   uses H.keep_reduced (tensorplay/ops/reduction/formulas.py:14)
def _amax_kernel(self, dim, keepdim):
    return K._minmax(self, dim, keepdim, True)

def _amax_backward(grads, needs, shapes, self=None, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.keep_reduced(grad, dim, keepdim, len(shapes[0])) * H.extreme_weight(self, result, dim, keepdim)) if needs[0] else None,
    )

def _amax_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else O.sum(self_t * H.extreme_weight(self, result, dim, keepdim), dim, keepdim)

_op_amax = OpDef('amax', _amax_kernel, line=72, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=(('self', 'result'),), jvp_kind='terms',
                 vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', node='AmaxBackward0',
                 int_list_args=('dim',), backward=_amax_backward, jvp=_amax_jvp)

def amax(input, dim=(), keepdim=False):
    return _call(_op_amax, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:amax]
# --8<-- [start:amin]
# ── amin ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:91
#   amin: Smallest element over `dim` (all dims by default); tied minima share t…
#   backward[self]: keep_reduced(grad, dim, keepdim, len(shapes[0])) * extreme_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * extreme_weight(self, result, dim, keepdim), dim, keepdim)
#   uses K._minmax (tensorplay/ops/reduction/kernels.py:220)
#   uses H.extreme_weight (tensorplay/ops/reduction/formulas.py:42)
#   uses H.keep_reduced (tensorplay/ops/reduction/formulas.py:14)
def _amin_kernel(self, dim, keepdim):
    return K._minmax(self, dim, keepdim, False)

def _amin_backward(grads, needs, shapes, self=None, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.keep_reduced(grad, dim, keepdim, len(shapes[0])) * H.extreme_weight(self, result, dim, keepdim)) if needs[0] else None,
    )

def _amin_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else O.sum(self_t * H.extreme_weight(self, result, dim, keepdim), dim, keepdim)

_op_amin = OpDef('amin', _amin_kernel, line=91, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=(('self', 'result'),), jvp_kind='terms',
                 vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', node='AminBackward0',
                 int_list_args=('dim',), backward=_amin_backward, jvp=_amin_jvp)

def amin(input, dim=(), keepdim=False):
    return _call(_op_amin, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:amin]
# --8<-- [start:max]
# ── max ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:108
#   max: max(x) is the largest element (ties share the gradient); max(x, dim, k…
def _max_composite(self):
    if not (self.numel() > 0):
        raise RuntimeError("max: max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
    return O._max_all(self)


def _overload_max(input):
    return _max_composite(input)

_overload_max.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:max]
# --8<-- [start:_max_all]
# ── _max_all ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:124
#   _max_all: Internal: the largest element, with PyTorch's derivatives of max(x): t…
#   backward[self]: evenly_distribute_backward(grad, self, True)
#   jvp: [self] evenly_read_jvp(self_t, self, result)
#   uses K._minmax (tensorplay/ops/reduction/kernels.py:220)
#   uses H.evenly_distribute_backward (tensorplay/ops/reduction/formulas.py:82)
#   uses H.evenly_read_jvp (tensorplay/ops/reduction/formulas.py:90)
def __max_all_kernel(self):
    return K._minmax(self, None, False, True)

def __max_all_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((H.evenly_distribute_backward(grad, self, True)) if needs[0] else None,)

def __max_all_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else H.evenly_read_jvp(self_t, self, result)

_op__max_all = OpDef('_max_all', __max_all_kernel, line=124, tensor_args=('self',), differentiable=(True,),
                     saves_per_input=(('self',),), jvp_kind='terms', vmap={'reduction': {'dim': None}},
                     fast='same', node='MaxAllBackward0', backward=__max_all_backward, jvp=__max_all_jvp)

def _max_all(input):
    return _call(_op__max_all, (input,))
# --8<-- [end:_max_all]
# --8<-- [start:max_dim]
# ── max.dim ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:138
#   max.dim: Largest values along `dim` and their (first) indices, as a named tuple…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   uses K._extreme_dim (tensorplay/ops/reduction/kernels.py:35)
#   uses H.value_selecting_backward (tensorplay/ops/reduction/formulas.py:49)
#   uses H.value_selecting_jvp (tensorplay/ops/reduction/formulas.py:56)
def _max_dim_kernel(self, dim, keepdim):
    return K._extreme_dim(self, dim, keepdim, True)

def _max_dim_backward(grads, needs, shapes, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )

def _max_dim_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.value_selecting_jvp(self_t, result[1], dim, keepdim)

_op_max_dim = OpDef('max.dim', _max_dim_kernel, line=138, tensor_args=('self',), outputs='tuple',
                    differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, node='MaxBackward0',
                    return_names=('values', 'indices'), backward=_max_dim_backward, jvp=_max_dim_jvp,
                    reads_grads=(0,))

def _overload_max_dim(input, dim, keepdim=False):
    return _call(_op_max_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_max_dim.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:max_dim]
# --8<-- [start:max_other]
# ── max.other ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:156
#   max.other: Elementwise maximum of two broadcast tensors; on ties each side gets h…
#   kernel: np.maximum, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * maximum_weight(self, other, "gt", True)  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "gt", True)  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "gt") + [other] other_t * maximum_weight(other, self, "gt", True)
#   uses H.maximum_weight (tensorplay/ops/reduction/formulas.py:288)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _max_other_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * H.maximum_weight(self, other, "gt", True), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * H.maximum_weight(other, self, "gt", True), shapes[1])) if needs[1] else None,
    )

def _max_other_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * H.maximum_weight(self, other, "gt"), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * H.maximum_weight(other, self, "gt", True), _out_shape))
    return out

_op_max_other = OpDef('max.other', np.maximum, line=156, tensor_args=('self', 'other'), dtype='promote',
                      broadcast=True, differentiable=(True, True),
                      saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms',
                      vmap='broadcast', fast='same', node='MaxBackward0', backward=_max_other_backward,
                      jvp=_max_other_jvp)

def _overload_max_other(input, other):
    return _call(_op_max_other, (input, other))

_overload_max_other.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:max_other]
# --8<-- [start:min]
# ── min ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:178
#   min: min(x) is the smallest element (ties share the gradient); min(x, dim, …
def _min_composite(self):
    if not (self.numel() > 0):
        raise RuntimeError("min: min(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
    return O._min_all(self)


def _overload_min(input):
    return _min_composite(input)

_overload_min.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:min]
# --8<-- [start:_min_all]
# ── _min_all ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:194
#   _min_all: Internal: the smallest element, with PyTorch's derivatives of min(x) (…
#   backward[self]: evenly_distribute_backward(grad, self, False)
#   jvp: [self] evenly_read_jvp(self_t, self, result)
#   uses K._minmax (tensorplay/ops/reduction/kernels.py:220)
#   uses H.evenly_distribute_backward (tensorplay/ops/reduction/formulas.py:82)
#   uses H.evenly_read_jvp (tensorplay/ops/reduction/formulas.py:90)
def __min_all_kernel(self):
    return K._minmax(self, None, False, False)

def __min_all_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return ((H.evenly_distribute_backward(grad, self, False)) if needs[0] else None,)

def __min_all_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else H.evenly_read_jvp(self_t, self, result)

_op__min_all = OpDef('_min_all', __min_all_kernel, line=194, tensor_args=('self',), differentiable=(True,),
                     saves_per_input=(('self',),), jvp_kind='terms', vmap={'reduction': {'dim': None}},
                     fast='same', node='MinAllBackward0', backward=__min_all_backward, jvp=__min_all_jvp)

def _min_all(input):
    return _call(_op__min_all, (input,))
# --8<-- [end:_min_all]
# --8<-- [start:min_dim]
# ── min.dim ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:206
#   min.dim: Smallest values along `dim` and their (first) indices, as a named tupl…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   uses K._extreme_dim (tensorplay/ops/reduction/kernels.py:35)
#   uses H.value_selecting_backward (tensorplay/ops/reduction/formulas.py:49)
#   uses H.value_selecting_jvp (tensorplay/ops/reduction/formulas.py:56)
def _min_dim_kernel(self, dim, keepdim):
    return K._extreme_dim(self, dim, keepdim, False)

def _min_dim_backward(grads, needs, shapes, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )

def _min_dim_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.value_selecting_jvp(self_t, result[1], dim, keepdim)

_op_min_dim = OpDef('min.dim', _min_dim_kernel, line=206, tensor_args=('self',), outputs='tuple',
                    differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                    vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, node='MinBackward0',
                    return_names=('values', 'indices'), backward=_min_dim_backward, jvp=_min_dim_jvp,
                    reads_grads=(0,))

def _overload_min_dim(input, dim, keepdim=False):
    return _call(_op_min_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_min_dim.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:min_dim]
# --8<-- [start:min_other]
# ── min.other ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:222
#   min.other: Elementwise minimum of two broadcast tensors; on ties each side gets h…
#   kernel: np.minimum, the NumPy ufunc itself (called on the arrays)
#   backward[self]: grad * maximum_weight(self, other, "lt", True)  (reduced to the input's shape)
#   backward[other]: grad * maximum_weight(other, self, "lt", True)  (reduced to the input's shape)
#   jvp: [self] self_t * maximum_weight(self, other, "lt") + [other] other_t * maximum_weight(other, self, "lt", True)
#   uses H.maximum_weight (tensorplay/ops/reduction/formulas.py:288)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _min_other_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(grad * H.maximum_weight(self, other, "lt", True), shapes[0])) if needs[0] else None,
        (HS.sum_to(grad * H.maximum_weight(other, self, "lt", True), shapes[1])) if needs[1] else None,
    )

def _min_other_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(self_t * H.maximum_weight(self, other, "lt"), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(other_t * H.maximum_weight(other, self, "lt", True), _out_shape))
    return out

_op_min_other = OpDef('min.other', np.minimum, line=222, tensor_args=('self', 'other'), dtype='promote',
                      broadcast=True, differentiable=(True, True),
                      saves_per_input=(('self', 'other'), ('self', 'other')), jvp_kind='terms',
                      vmap='broadcast', fast='same', node='MinBackward0', backward=_min_other_backward,
                      jvp=_min_other_jvp)

def _overload_min_other(input, other):
    return _call(_op_min_other, (input, other))

_overload_min_other.__tensor_params__ = ('input', 'other')  # for _resolve
# --8<-- [end:min_other]
# --8<-- [start:argmax]
# ── argmax ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:243
#   argmax: Index (int64) of the first largest element along `dim`, or into the fl…
#   backward[self]: non_differentiable
#   uses K._argext (tensorplay/ops/reduction/kernels.py:234)
def _argmax_kernel(self, dim, keepdim):
    return K._argext(self, dim, keepdim, True)

_op_argmax = OpDef('argmax', _argmax_kernel, line=243, tensor_args=('self',), dtype='int64',
                   differentiable=(False,), saves_per_input=((),),
                   vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='int64',
                   node='ArgmaxBackward0')

def argmax(input, dim=None, keepdim=False):
    return _call(_op_argmax, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:argmax]
# --8<-- [start:argmin]
# ── argmin ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:265
#   argmin: Index (int64) of the first smallest element along `dim`, or into the f…
#   backward[self]: non_differentiable
#   uses K._argext (tensorplay/ops/reduction/kernels.py:234)
def _argmin_kernel(self, dim, keepdim):
    return K._argext(self, dim, keepdim, False)

_op_argmin = OpDef('argmin', _argmin_kernel, line=265, tensor_args=('self',), dtype='int64',
                   differentiable=(False,), saves_per_input=((),),
                   vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='int64',
                   node='ArgminBackward0')

def argmin(input, dim=None, keepdim=False):
    return _call(_op_argmin, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:argmin]
# --8<-- [start:var]
# ── var ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:285
#   var: Variance over `dim` (all dims if None): sum((x - mean)^2) / max(0, N -…
#   backward[self]: var_backward(grad, self, dim, unbiased, keepdim, correction)
#   jvp: [self] var_jvp(self_t, self, dim, unbiased, keepdim, correction)
#   uses K._var (tensorplay/ops/reduction/kernels.py:295)
#   uses H.var_backward (tensorplay/ops/reduction/formulas.py:209)
#   uses H.var_jvp (tensorplay/ops/reduction/formulas.py:224)
def _var_kernel(self, dim, unbiased, keepdim, correction):
    return K._var(self, dim, unbiased, keepdim, correction)

def _var_backward(grads, needs, shapes, self=None, *, dim, unbiased, keepdim, correction, **params):
    grad = grads[0]
    return (
        (H.var_backward(grad, self, dim, unbiased, keepdim, correction)) if needs[0] else None,
    )

def _var_jvp(tangents, self, result, *, dim, unbiased, keepdim, correction, **params):
    self_t, = tangents
    return None if self_t is None else H.var_jvp(self_t, self, dim, unbiased, keepdim, correction)

_op_var = OpDef('var', _var_kernel, line=285, tensor_args=('self',), dtype='float', fp_errors=True,
                differentiable=(True,), saves_per_input=(('self',),), jvp_kind='terms',
                vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', node='VarBackward0',
                int_list_args=('dim',), backward=_var_backward, jvp=_var_jvp)

def var(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    return _call(_op_var, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})
# --8<-- [end:var]
# --8<-- [start:std]
# ── std ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:313
#   std: Standard deviation, sqrt(var) with the same arguments; the gradient is…
_std_dtype_rules = _DtypeRules('std', ('self',), (0,))


def _std_checks(self, dim, unbiased, keepdim, correction):  # before the body and before the fused path
    _check_dtypes(_std_dtype_rules, (self,), {},
                  lambda self: _std_composite(self, dim, unbiased, keepdim, correction))

def _std_composite(self, dim, unbiased, keepdim, correction):
    _std_checks(self, dim, unbiased, keepdim, correction)
    v = O.var(self, dim, unbiased, keepdim, correction=correction)
    zero = v == 0
    # where the variance is 0 the gradient is 0, as PyTorch's masked_fill (the sqrt never sees
    # 0, so no 0 * inf = nan reaches var's gradient; nor does x - mean's rounding residue)
    return O.where(zero, O.zeros_like(v), O.sqrt(O.where(zero, O.ones_like(v), v)))

# fused: one node outside every transform; backward: the formulas below
def _std_kernel(self, dim, unbiased, keepdim, correction):
    return K._std(self, dim, unbiased, keepdim, correction)

#   fused backward[self: std_backward(grad, self, dim, unbiased, keepdim, correction)]
def _std_backward(grads, needs, shapes, self=None, *, dim, unbiased, keepdim, correction, **params):
    grad = grads[0]
    return (
        (H.std_backward(grad, self, dim, unbiased, keepdim, correction)) if needs[0] else None,
    )

_op_std = OpDef('std', _std_kernel, line=313, tensor_args=('self',), differentiable=(True,),
                saves_per_input=(('self',),), vmap='composite', node='StdBackward0', prechecked=True,
                backward=_std_backward)

def std(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    if _any_interpreter and not _takes_fused():
        return _std_composite(input, dim, unbiased, keepdim, correction)
    _std_checks(input, dim, unbiased, keepdim, correction)
    return _call(_op_std, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})
# --8<-- [end:std]
# --8<-- [start:logsumexp]
# ── logsumexp ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:343
#   logsumexp: log(sum(exp(x))) over `dim`, computed stably (the max is subtracted fi…
#   backward[self]: unreduce(grad, dim, keepdim, shapes[0]) * logsumexp_weight(self, result, dim, keepdim)
#   jvp: [self] sum(self_t * logsumexp_weight(self, result, dim, keepdim), dim, keepdim)
#   uses K._axes (tensorplay/ops/reduction/kernels.py:14)
#   uses H.logsumexp_weight (tensorplay/ops/reduction/formulas.py:229)
#   uses H.unreduce (tensorplay/ops/reduction/formulas.py:30)
def _logsumexp_kernel(self, dim, keepdim):
    axes = K._axes(dim, self.ndim)
    if self.ndim == 0:
        return self.copy()
    m = np.max(self, axis=axes, keepdims=True, initial=-np.inf)  # empty groups give -inf
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(divide="ignore"):
        out = np.log(np.sum(np.exp(self - m), axis=axes, keepdims=True)) + m
    return out if keepdim else np.squeeze(out, axis=axes)

def _logsumexp_backward(grads, needs, shapes, self=None, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.unreduce(grad, dim, keepdim, shapes[0]) * H.logsumexp_weight(self, result, dim, keepdim)) if needs[0] else None,
    )

def _logsumexp_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else O.sum(self_t * H.logsumexp_weight(self, result, dim, keepdim), dim, keepdim)

_op_logsumexp = OpDef('logsumexp', _logsumexp_kernel, line=343, tensor_args=('self',), dtype='float',
                      fp_errors=True, differentiable=(True,), saves_per_input=(('self', 'result'),),
                      jvp_kind='terms', vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same',
                      node='LogsumexpBackward0', int_list_args=('dim',), backward=_logsumexp_backward,
                      jvp=_logsumexp_jvp)

def logsumexp(input, dim, keepdim=False):
    return _call(_op_logsumexp, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:logsumexp]
# --8<-- [start:norm]
# ── norm ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:371
#   norm: Vector p-norm over `dim` (all elements if None): p='fro' or 2 (default…
#   backward[self]: norm_backward(grad, self, result, p, dim, keepdim)
#   jvp: [self] norm_jvp(self, self_t, result, p, dim, keepdim)
#   uses K._norm (tensorplay/ops/reduction/kernels.py:407)
#   uses H.norm_backward (tensorplay/ops/reduction/formulas.py:255)
#   uses H.norm_jvp (tensorplay/ops/reduction/formulas.py:272)
def _norm_kernel(self, p, dim, keepdim, dtype):
    return K._norm(self, p, dim, keepdim, dtype)

def _norm_backward(grads, needs, shapes, self=None, result=None, *, p, dim, keepdim, **params):
    grad = grads[0]
    return ((H.norm_backward(grad, self, result, p, dim, keepdim)) if needs[0] else None,)

def _norm_jvp(tangents, self, result, *, p, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.norm_jvp(self, self_t, result, p, dim, keepdim)

_op_norm = OpDef('norm', _norm_kernel, line=371, tensor_args=('self',), fp_errors=True,
                 differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                 vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same', fast_none=('dtype',),
                 node='NormBackward0', int_list_args=('dim',), backward=_norm_backward, jvp=_norm_jvp)

def norm(input, p='fro', dim=None, keepdim=False, *, dtype=None):
    return _call(_op_norm, (input,), {'p': p, 'dim': dim, 'keepdim': keepdim, 'dtype': dtype})
# --8<-- [end:norm]
# --8<-- [start:all]
# ── all ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:401
#   all: True where every element (over `dim`, or of the whole tensor) is nonze…
#   backward[self]: non_differentiable
#   uses K._all_any (tensorplay/ops/reduction/kernels.py:476)
def _all_kernel(self, dim, keepdim):
    return K._all_any(np.all, self, dim, keepdim)

_op_all = OpDef('all', _all_kernel, line=401, tensor_args=('self',), differentiable=(False,),
                saves_per_input=((),), vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same',
                node='AllBackward0', int_list_args=('dim',))

def all(input, dim=None, keepdim=False):
    return _call(_op_all, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:all]
# --8<-- [start:any]
# ── any ───────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:419
#   any: True where some element (over `dim`, or of the whole tensor) is nonzer…
#   backward[self]: non_differentiable
#   uses K._all_any (tensorplay/ops/reduction/kernels.py:476)
def _any_kernel(self, dim, keepdim):
    return K._all_any(np.any, self, dim, keepdim)

_op_any = OpDef('any', _any_kernel, line=419, tensor_args=('self',), differentiable=(False,),
                saves_per_input=((),), vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, fast='same',
                node='AnyBackward0', int_list_args=('dim',))

def any(input, dim=None, keepdim=False):
    return _call(_op_any, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:any]
# --8<-- [start:cumsum]
# ── cumsum ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:436
#   cumsum: Running sum along `dim` (integers and bools accumulate in int64, float…
#   backward[self]: cast_like(flip(cumsum(flip(grad, [dim]), dim), [dim]), self)
#   uses K._cumsum (tensorplay/ops/reduction/kernels.py:493)
#   uses HS.cast_like (tensorplay/ops/shared/formulas.py:172)
def _cumsum_kernel(self, dim, dtype):
    return K._cumsum(self, dim, dtype)

def _cumsum_c_forward(self, dim, dtype):
    """The C loop, tried first on inputs of at least c_min_size elements; None → the kernel."""
    ops = _c.OPS
    if ops is None:
        return None
    return _c.cumsum_forward(self, dim, dtype)

def _cumsum_backward(grads, needs, shapes, self=None, *, dim, **params):
    grad = grads[0]
    return (
        (HS.cast_like(O.flip(O.cumsum(O.flip(grad, [dim]), dim), [dim]), self)) if needs[0] else None,
    )

def _cumsum_fused_backward(grads, needs, shapes, self=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run). C: _c.cumsum_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    out = _c.cumsum_backward(arrays, needs, shapes, self, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op_cumsum = OpDef('cumsum', _cumsum_kernel, line=436, tensor_args=('self',), differentiable=(True,),
                   saves_per_input=(('self',),), jvp_kind='auto_linear', vmap={'dim': 'dim'}, fast='same',
                   fast_none=('dtype',), node='CumsumBackward0', backward=_cumsum_backward,
                   c_forward=_cumsum_c_forward, fused_backward=_cumsum_fused_backward)

def cumsum(input, dim, *, dtype=None):
    return _call(_op_cumsum, (input,), {'dim': dim, 'dtype': dtype})
# --8<-- [end:cumsum]
# --8<-- [start:diff]
# ── diff ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:460
#   diff: The n-th forward difference along `dim`: x[i+1] - x[i], n times (bool …
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
def _diff_composite(self, n, dim, prepend, append):
    if not (self.dim() >= 1):
        raise RuntimeError('diff: diff expects input to be at least one-dimensional')
    x = self
    if prepend is not None:
        x = O.cat([prepend, x], dim)
    if append is not None:
        x = O.cat([x, append], dim)
    if n == 0 or x.shape[dim] == 0:
        return x
    hi = O.narrow(x, dim, 1, x.shape[dim] - 1)
    lo = O.narrow(x, dim, 0, x.shape[dim] - 1)
    step = O.ne(hi, lo) if HS._type_name(x) == "Bool" else hi - lo
    return step if n == 1 else O.diff(step, n - 1, dim)


def diff(input, n=1, dim=-1, prepend=None, append=None):
    return _diff_composite(input, n, dim, prepend, append)
# --8<-- [end:diff]
# --8<-- [start:trapezoid]
# ── trapezoid ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:491
#   trapezoid: The trapezoidal rule along `dim`: the integral of the samples `y`, spa…
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
def _trapezoid_composite(y, x, dx, dim):
    if not (x is None or dx is None):
        raise RuntimeError('trapezoid: trapezoid: received both x and dx; give one')
    if not (x is None or y.shape[dim] == 0 or (HS._type_name(y) != "Bool" and HS._type_name(x) != "Bool")):
        raise RuntimeError('trapezoid: trapezoid: received a bool input for `x` or `y`, but bool is not supported')
    if not (HS._type_name(y) != "Bool" or y.shape[dim] == 0):
        raise RuntimeError('trapezoid: trapezoid: received a bool input for `y`, but bool is not supported')
    n = y.shape[dim]
    if n == 0:  # PyTorch's zeros_like_except: y's dtype, not part of the graph
        return O.zeros_like(O.sum(y, [dim]), dtype=y.dtype)
    if x is None:  # PyTorch's form: the sum less half the two ends (integers sum in int64)
        ends = O.select(y, dim, 0) + O.select(y, dim, -1)
        return (O.sum(y, [dim]) - ends * 0.5) * (1.0 if dx is None else dx)
    pairs = O.narrow(y, dim, 1, n - 1) + O.narrow(y, dim, 0, n - 1)
    if x.dim() == 1:
        steps = O.reshape(O.diff(x), [n - 1] + [1] * (y.dim() - 1 - dim % y.dim()))
    else:
        steps = O.diff(x, 1, dim)
    return O.sum(pairs * steps, [dim]) / 2


def trapezoid(y, x=None, *, dx=None, dim=-1):
    return _trapezoid_composite(y, x, dx, dim)
# --8<-- [end:trapezoid]
# --8<-- [start:kthvalue]
# ── kthvalue ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:526
#   kthvalue: The k-th smallest element along `dim` (k counts from 1) and its index,…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   uses K._kthvalue (tensorplay/ops/reduction/kernels.py:48)
#   uses H.value_selecting_backward (tensorplay/ops/reduction/formulas.py:49)
#   uses H.value_selecting_jvp (tensorplay/ops/reduction/formulas.py:56)
def _kthvalue_kernel(self, k, dim, keepdim):
    return K._kthvalue(self, k, dim, keepdim)

def _kthvalue_backward(grads, needs, shapes, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )

def _kthvalue_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.value_selecting_jvp(self_t, result[1], dim, keepdim)

_op_kthvalue = OpDef('kthvalue', _kthvalue_kernel, line=526, tensor_args=('self',), outputs='tuple',
                     differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                     vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, node='KthvalueBackward0',
                     return_names=('values', 'indices'), backward=_kthvalue_backward, jvp=_kthvalue_jvp,
                     reads_grads=(0,))

def kthvalue(input, k, dim=-1, keepdim=False):
    return _call(_op_kthvalue, (input,), {'k': k, 'dim': dim, 'keepdim': keepdim})
# --8<-- [end:kthvalue]
# --8<-- [start:median]
# ── median ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:546
#   median: median(x) is the lower median of all elements (of an even count, the s…
#   uses H.median_ties (tensorplay/ops/reduction/formulas.py:64)
#   uses HS._jvp_active (tensorplay/ops/shared/formulas.py:352)
_median_dtype_rules = _DtypeRules('median', ('self',), (0,))


def _median_checks(self):  # before the body and before the fused path
    _check_dtypes(_median_dtype_rules, (self,), {},
                  lambda self: _median_composite(self))

def _median_composite(self):
    _median_checks(self)
    if self.numel() == 0:
        return O.full([], float("nan"), dtype=self.dtype)
    return H.median_ties(self, O.median(O.reshape(self, [-1]), 0)[0], not HS._jvp_active())

# fused: one node outside every transform; backward: the formulas below
def _median_kernel(self):
    return K._median_all(self, False)

#   fused backward[self: median_all_grad(grad, self, False)]
def _median_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (H.median_all_grad(grad, self, False)) if needs[0] else None,
    )

_op_median = OpDef('median', _median_kernel, line=546, tensor_args=('self',), differentiable=(True,),
                   saves_per_input=(('self',),), vmap='composite', node='MedianBackward0', prechecked=True,
                   backward=_median_backward)

def _overload_median(input):
    if _any_interpreter and not _takes_fused():
        return _median_composite(input)
    _median_checks(input)
    return _call(_op_median, (input,))

_overload_median.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:median]
# --8<-- [start:median_dim]
# ── median.dim ────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:573
#   median.dim: The lower median along `dim` and its index, as a named tuple (values, …
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   uses K._median_dim (tensorplay/ops/reduction/kernels.py:94)
#   uses H.value_selecting_backward (tensorplay/ops/reduction/formulas.py:49)
#   uses H.value_selecting_jvp (tensorplay/ops/reduction/formulas.py:56)
def _median_dim_kernel(self, dim, keepdim):
    return K._median_dim(self, dim, keepdim, False)

def _median_dim_backward(grads, needs, shapes, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )

def _median_dim_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.value_selecting_jvp(self_t, result[1], dim, keepdim)

_op_median_dim = OpDef('median.dim', _median_dim_kernel, line=573, tensor_args=('self',), outputs='tuple',
                       differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                       vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, node='MedianBackward0',
                       return_names=('values', 'indices'), backward=_median_dim_backward, jvp=_median_dim_jvp,
                       reads_grads=(0,))

def _overload_median_dim(input, dim, keepdim=False):
    return _call(_op_median_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_median_dim.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:median_dim]
# --8<-- [start:nanmedian]
# ── nanmedian ─────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:594
#   nanmedian: nanmedian(x) is the lower median of the elements that are not NaN (NaN…
#   uses H.median_ties (tensorplay/ops/reduction/formulas.py:64)
#   uses HS._jvp_active (tensorplay/ops/shared/formulas.py:352)
_nanmedian_dtype_rules = _DtypeRules('nanmedian', ('self',), (0,))


def _nanmedian_checks(self):  # before the body and before the fused path
    _check_dtypes(_nanmedian_dtype_rules, (self,), {},
                  lambda self: _nanmedian_composite(self))

def _nanmedian_composite(self):
    _nanmedian_checks(self)
    if self.numel() == 0:
        return O.full([], float("nan"), dtype=self.dtype)
    return H.median_ties(self, O.nanmedian(O.reshape(self, [-1]), 0)[0], not HS._jvp_active())

# fused: one node outside every transform; backward: the formulas below
def _nanmedian_kernel(self):
    return K._median_all(self, True)

#   fused backward[self: median_all_grad(grad, self, True)]
def _nanmedian_backward(grads, needs, shapes, self=None, **params):
    grad = grads[0]
    return (
        (H.median_all_grad(grad, self, True)) if needs[0] else None,
    )

_op_nanmedian = OpDef('nanmedian', _nanmedian_kernel, line=594, tensor_args=('self',), differentiable=(True,),
                      saves_per_input=(('self',),), vmap='composite', node='NanmedianBackward0',
                      prechecked=True, backward=_nanmedian_backward)

def _overload_nanmedian(input):
    if _any_interpreter and not _takes_fused():
        return _nanmedian_composite(input)
    _nanmedian_checks(input)
    return _call(_op_nanmedian, (input,))

_overload_nanmedian.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:nanmedian]
# --8<-- [start:nanmedian_dim]
# ── nanmedian.dim ─────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:618
#   nanmedian.dim: The lower median along `dim` of the elements that are not NaN, and its…
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   uses K._median_dim (tensorplay/ops/reduction/kernels.py:94)
#   uses H.value_selecting_backward (tensorplay/ops/reduction/formulas.py:49)
#   uses H.value_selecting_jvp (tensorplay/ops/reduction/formulas.py:56)
def _nanmedian_dim_kernel(self, dim, keepdim):
    return K._median_dim(self, dim, keepdim, True)

def _nanmedian_dim_backward(grads, needs, shapes, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )

def _nanmedian_dim_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.value_selecting_jvp(self_t, result[1], dim, keepdim)

_op_nanmedian_dim = OpDef('nanmedian.dim', _nanmedian_dim_kernel, line=618, tensor_args=('self',),
                          outputs='tuple', differentiable=(True,), saves_per_input=(('result',),),
                          jvp_kind='terms', vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}},
                          node='NanmedianBackward0', return_names=('values', 'indices'),
                          backward=_nanmedian_dim_backward, jvp=_nanmedian_dim_jvp, reads_grads=(0,))

def _overload_nanmedian_dim(input, dim, keepdim=False):
    return _call(_op_nanmedian_dim, (input,), {'dim': dim, 'keepdim': keepdim})

_overload_nanmedian_dim.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:nanmedian_dim]
# --8<-- [start:mode]
# ── mode ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:638
#   mode: The most frequent value along `dim` (the smallest of equally frequent …
#   backward[self]: value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])
#   jvp: [self] value_selecting_jvp(self_t, result[1], dim, keepdim)
#   uses K._mode (tensorplay/ops/reduction/kernels.py:147)
#   uses H.value_selecting_backward (tensorplay/ops/reduction/formulas.py:49)
#   uses H.value_selecting_jvp (tensorplay/ops/reduction/formulas.py:56)
def _mode_kernel(self, dim, keepdim):
    return K._mode(self, dim, keepdim)

def _mode_backward(grads, needs, shapes, result=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (H.value_selecting_backward(grad, result[1], dim, keepdim, shapes[0])) if needs[0] else None,
    )

def _mode_jvp(tangents, self, result, *, dim, keepdim, **params):
    self_t, = tangents
    return None if self_t is None else H.value_selecting_jvp(self_t, result[1], dim, keepdim)

_op_mode = OpDef('mode', _mode_kernel, line=638, tensor_args=('self',), outputs='tuple',
                 differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                 vmap={'reduction': {'dim': 'dim', 'keepdim': 'keepdim'}}, node='ModeBackward0',
                 return_names=('values', 'indices'), backward=_mode_backward, jvp=_mode_jvp, reads_grads=(0,))

def mode(input, dim=-1, keepdim=False):
    return _call(_op_mode, (input,), {'dim': dim, 'keepdim': keepdim})
# --8<-- [end:mode]
# --8<-- [start:histc]
# ── histc ─────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:659
#   histc: A histogram of all elements of `self`: `bins` equal-width bins over [m…
#   backward[self]: non_differentiable
#   uses K._histc (tensorplay/ops/reduction/kernels.py:213)
#   uses rule B.histc_rule (tensorplay/ops/reduction/batching.py:12)
def _histc_kernel(self, bins, min, max):
    return K._histc(self, bins, min, max)

_op_histc = OpDef('histc', _histc_kernel, line=659, tensor_args=('self',), dtype='same',
                  differentiable=(False,), saves_per_input=((),), vmap={'custom': 'histc'}, fast='same',
                  node='HistcBackward0', vmap_rule=B.histc_rule)

def histc(input, bins=100, min=0, max=0):
    return _call(_op_histc, (input,), {'bins': bins, 'min': min, 'max': max})
# --8<-- [end:histc]
# --8<-- [start:_histc_rows]
# ── _histc_rows ───────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:681
#   _histc_rows: Internal: histc of each row of a 2-D input, (rows, bins), each row wit…
#   backward[self]: non_differentiable
#   uses K._histc_rows (tensorplay/ops/reduction/kernels.py:195)
#   uses rule B.histc_rows_rule (tensorplay/ops/reduction/batching.py:18)
def __histc_rows_kernel(self, bins, min, max):
    return K._histc_rows(self, bins, min, max)

_op__histc_rows = OpDef('_histc_rows', __histc_rows_kernel, line=681, tensor_args=('self',), dtype='same',
                        differentiable=(False,), saves_per_input=((),), vmap={'custom': 'histc_rows'},
                        fast='same', node='HistcRowsBackward0', vmap_rule=B.histc_rows_rule)

def _histc_rows(input, bins=100, min=0, max=0):
    return _call(_op__histc_rows, (input,), {'bins': bins, 'min': min, 'max': max})
# --8<-- [end:_histc_rows]
# --8<-- [start:quantile]
# ── quantile ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:696
#   quantile: The q-th quantiles of `self` along `dim` (of all elements if None): q …
#   uses H.quantile_of (tensorplay/ops/reduction/formulas.py:109)
def _quantile_composite(self, q, dim, keepdim, interpolation):
    return H.quantile_of(self, q, dim, keepdim, interpolation, False)


def quantile(input, q, dim=None, keepdim=False, *, interpolation='linear'):
    return _quantile_composite(input, q, dim, keepdim, interpolation)
# --8<-- [end:quantile]
# --8<-- [start:nanquantile]
# ── nanquantile ───────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:718
#   nanquantile: quantile over the elements that are not NaN (the rank is q * (count - …
#   uses H.quantile_of (tensorplay/ops/reduction/formulas.py:109)
def _nanquantile_composite(self, q, dim, keepdim, interpolation):
    return H.quantile_of(self, q, dim, keepdim, interpolation, True)


def nanquantile(input, q, dim=None, keepdim=False, *, interpolation='linear'):
    return _nanquantile_composite(input, q, dim, keepdim, interpolation)
# --8<-- [end:nanquantile]
# --8<-- [start:count_nonzero]
# ── count_nonzero ─────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:734
#   count_nonzero: The number of nonzero elements (over `dim`, an int or a list of ints, …
def _count_nonzero_composite(self, dim):
    self = None if self is None else self.detach()  # non_differentiable
    return O.sum(self != 0, dim)


def count_nonzero(input, dim=None):
    return _count_nonzero_composite(input, dim)
# --8<-- [end:count_nonzero]
# --8<-- [start:nansum]
# ── nansum ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:750
#   nansum: Sum treating NaN as zero (over `dim`, or all elements); NaN positions …
def _nansum_composite(self, dim, keepdim, dtype):
    return O.sum(O.where(O.isnan(self), 0, self), dim, keepdim, dtype=dtype)

# fused: one node outside every transform; backward: the formulas below
def _nansum_kernel(self, dim, keepdim, dtype):
    return K._nansum(self, dim, keepdim, dtype)

#   fused backward[self: where(isnan(self), 0, unreduce(grad, dim, keepdim, shapes[0]))]
def _nansum_backward(grads, needs, shapes, self=None, *, dim, keepdim, **params):
    grad = grads[0]
    return (
        (O.where(O.isnan(self), 0, H.unreduce(grad, dim, keepdim, shapes[0]))) if needs[0] else None,
    )

_op_nansum = OpDef('nansum', _nansum_kernel, line=750, tensor_args=('self',), differentiable=(True,),
                   saves_per_input=(('self',),), vmap='composite', node='NansumBackward0', prechecked=True,
                   backward=_nansum_backward)

def nansum(input, dim=None, keepdim=False, *, dtype=None):
    if _any_interpreter and not _takes_fused():
        return _nansum_composite(input, dim, keepdim, dtype)
    return _call(_op_nansum, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})
# --8<-- [end:nansum]
# --8<-- [start:nanmean]
# ── nanmean ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:769
#   nanmean: Mean of the elements that are not NaN (over `dim`, or all); NaN where …
def _nanmean_checks(self, dim, keepdim, dtype):  # before the body and before the fused path
    if not (self.is_floating_point()):
        raise RuntimeError(f'nanmean: nanmean(): expected input to have floating point or complex dtype but got {self.dtype}')

def _nanmean_composite(self, dim, keepdim, dtype):
    _nanmean_checks(self, dim, keepdim, dtype)
    return O.nansum(self, dim, keepdim, dtype=dtype) / O.sum(O.logical_not(O.isnan(self)), dim, keepdim)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _nanmean_kernel(self, dim, keepdim, dtype):
    return K._nanmean(self, dim, keepdim, dtype)

_op_nanmean = OpDef('nanmean', _nanmean_kernel, line=769, tensor_args=('self',), vmap='composite',
                    prechecked=True)

def nanmean(input, dim=None, keepdim=False, *, dtype=None):
    if _any_interpreter and not _takes_fused() or _would_record((input,)):
        return _nanmean_composite(input, dim, keepdim, dtype)
    _nanmean_checks(input, dim, keepdim, dtype)
    return _call(_op_nanmean, (input,), {'dim': dim, 'keepdim': keepdim, 'dtype': dtype})
# --8<-- [end:nanmean]
# --8<-- [start:std_mean]
# ── std_mean ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:788
#   std_mean: The tuple (std, mean) over `dim` with std's arguments (correction defa…
#   uses H.welford_mean (tensorplay/ops/reduction/formulas.py:380)
def _std_mean_checks(self, dim, unbiased, keepdim, correction):  # before the body and before the fused path
    if not (self.is_floating_point()):
        raise RuntimeError('std_mean: std_mean only support floating point and complex dtypes')

def _std_mean_composite(self, dim, unbiased, keepdim, correction):
    _std_mean_checks(self, dim, unbiased, keepdim, correction)
    return (O.std(self, dim, unbiased, keepdim, correction=correction), H.welford_mean(self, dim, keepdim))

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _std_mean_kernel(self, dim, unbiased, keepdim, correction):
    return K._var_mean(self, dim, unbiased, keepdim, correction, True)

_op_std_mean = OpDef('std_mean', _std_mean_kernel, line=788, tensor_args=('self',), vmap='composite',
                     prechecked=True, outputs='list', return_names=('result',))

def std_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    if _any_interpreter and not _takes_fused() or _would_record((input,)):
        return _std_mean_composite(input, dim, unbiased, keepdim, correction)
    _std_mean_checks(input, dim, unbiased, keepdim, correction)
    return _call(_op_std_mean, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})
# --8<-- [end:std_mean]
# --8<-- [start:var_mean]
# ── var_mean ──────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:807
#   var_mean: The tuple (var, mean) over `dim` with var's arguments (correction defa…
#   uses H.welford_mean (tensorplay/ops/reduction/formulas.py:380)
def _var_mean_checks(self, dim, unbiased, keepdim, correction):  # before the body and before the fused path
    if not (self.is_floating_point()):
        raise RuntimeError('var_mean: var_mean only support floating point and complex dtypes')

def _var_mean_composite(self, dim, unbiased, keepdim, correction):
    _var_mean_checks(self, dim, unbiased, keepdim, correction)
    return (O.var(self, dim, unbiased, keepdim, correction=correction), H.welford_mean(self, dim, keepdim))

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _var_mean_kernel(self, dim, unbiased, keepdim, correction):
    return K._var_mean(self, dim, unbiased, keepdim, correction, False)

_op_var_mean = OpDef('var_mean', _var_mean_kernel, line=807, tensor_args=('self',), vmap='composite',
                     prechecked=True, outputs='list', return_names=('result',))

def var_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    if _any_interpreter and not _takes_fused() or _would_record((input,)):
        return _var_mean_composite(input, dim, unbiased, keepdim, correction)
    _var_mean_checks(input, dim, unbiased, keepdim, correction)
    return _call(_op_var_mean, (input,), {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})
# --8<-- [end:var_mean]
# --8<-- [start:dist]
# ── dist ──────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:826
#   dist: The p-norm of self - other (broadcast), a 0-d tensor.
def _dist_composite(self, other, p):
    return O.norm(self - other, p)


def dist(input, other, p=2):
    return _dist_composite(input, other, p)
# --8<-- [end:dist]
# --8<-- [start:logcumsumexp]
# ── logcumsumexp ──────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:840
#   logcumsumexp: Running log(sum(exp(x))) along `dim`, computed stably by repeated loga…
#   backward[self]: logcumsumexp_backward(grad, self, result, dim)
#   jvp: [self] logcumsumexp_jvp(self_t, self, result, dim)
#   uses K._logcumsumexp (tensorplay/ops/reduction/kernels.py:433)
#   uses H.logcumsumexp_backward (tensorplay/ops/reduction/formulas.py:301)
#   uses H.logcumsumexp_jvp (tensorplay/ops/reduction/formulas.py:318)
def _logcumsumexp_kernel(self, dim):
    return K._logcumsumexp(self, dim)

def _logcumsumexp_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return ((H.logcumsumexp_backward(grad, self, result, dim)) if needs[0] else None,)

def _logcumsumexp_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else H.logcumsumexp_jvp(self_t, self, result, dim)

_op_logcumsumexp = OpDef('logcumsumexp', _logcumsumexp_kernel, line=840, tensor_args=('self',), dtype='same',
                         differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                         vmap={'dim': 'dim'}, fast='same', node='LogcumsumexpBackward0',
                         backward=_logcumsumexp_backward, jvp=_logcumsumexp_jvp)

def logcumsumexp(input, dim):
    return _call(_op_logcumsumexp, (input,), {'dim': dim})
# --8<-- [end:logcumsumexp]
# --8<-- [start:cummax]
# ── cummax ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:862
#   cummax: Running maximum along `dim` and the index where it was reached (the la…
#   backward[self]: self if self.numel() == 0 else scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   uses K._cumextreme (tensorplay/ops/reduction/kernels.py:441)
def _cummax_kernel(self, dim):
    return K._cumextreme(self, dim, True)

def _cummax_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (self if self.numel() == 0 else O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )

def _cummax_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else O.gather(self_t, dim, result[1]) if self.ndim else self_t

_op_cummax = OpDef('cummax', _cummax_kernel, line=862, tensor_args=('self',), outputs='tuple',
                   differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                   vmap={'dim': 'dim'}, node='CummaxBackward0', return_names=('values', 'indices'),
                   backward=_cummax_backward, jvp=_cummax_jvp, reads_grads=(0,))

def cummax(input, dim):
    return _call(_op_cummax, (input,), {'dim': dim})
# --8<-- [end:cummax]
# --8<-- [start:cummin]
# ── cummin ────────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:884
#   cummin: Running minimum along `dim` and the index where it was reached (the la…
#   backward[self]: self if self.numel() == 0 else scatter_add(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   uses K._cumextreme (tensorplay/ops/reduction/kernels.py:441)
def _cummin_kernel(self, dim):
    return K._cumextreme(self, dim, False)

def _cummin_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (self if self.numel() == 0 else O.scatter_add(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )

def _cummin_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else O.gather(self_t, dim, result[1]) if self.ndim else self_t

_op_cummin = OpDef('cummin', _cummin_kernel, line=884, tensor_args=('self',), outputs='tuple',
                   differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                   vmap={'dim': 'dim'}, node='CumminBackward0', return_names=('values', 'indices'),
                   backward=_cummin_backward, jvp=_cummin_jvp, reads_grads=(0,))

def cummin(input, dim):
    return _call(_op_cummin, (input,), {'dim': dim})
# --8<-- [end:cummin]
# --8<-- [start:cumprod]
# ── cumprod ───────────────────────────────────────────────────── tensorplay/ops/reduction/ops.yaml:906
#   cumprod: Running product along `dim` (integers and bools accumulate in int64). …
#   backward[self]: cumprod_backward(grad, self, result, dim)
#   jvp: [self] cumprod_jvp(self_t, self, result, dim)
#   uses K._cumprod (tensorplay/ops/reduction/kernels.py:461)
#   uses H.cumprod_backward (tensorplay/ops/reduction/formulas.py:325)
#   uses H.cumprod_jvp (tensorplay/ops/reduction/formulas.py:368)
def _cumprod_kernel(self, dim, dtype):
    return K._cumprod(self, dim, dtype)

def _cumprod_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return ((H.cumprod_backward(grad, self, result, dim)) if needs[0] else None,)

def _cumprod_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else H.cumprod_jvp(self_t, self, result, dim)

_op_cumprod = OpDef('cumprod', _cumprod_kernel, line=906, tensor_args=('self',), differentiable=(True,),
                    saves_per_input=(('self', 'result'),), jvp_kind='terms', vmap={'dim': 'dim'}, fast='same',
                    fast_none=('dtype',), node='CumprodBackward0', backward=_cumprod_backward,
                    jvp=_cumprod_jvp)

def cumprod(input, dim, *, dtype=None):
    return _call(_op_cumprod, (input,), {'dim': dim, 'dtype': dtype})

def _cumprod_inplace(self, dim, *, dtype=None):
    return _inplace(_op_cumprod, (self,), {'dim': dim, 'dtype': dtype})
# --8<-- [end:cumprod]


# ── public functions ───────────────────────────────────────────────────────────────────
sum.__doc__ = 'Sum of all elements, or over the dims in `dim` (removed unless keepdim).'
mean.__doc__ = 'Mean of all elements, or over the dims in `dim`, computed in `dtype` when given. Like PyTorch, integer and bool tensors need a floating `dtype=` (a RuntimeError otherwise).'
prod.__doc__ = 'Product of all elements, or along `dim`; integers and bools multiply to int64. The gradient is the product of the other elements, exact even where the input has zeros (it is built from an n x n matrix per group; above 4M matrix elements it falls back to prod / x, which is nan at zeros).'
amax.__doc__ = 'Largest element over `dim` (all dims by default); tied maxima share the gradient equally.'
amin.__doc__ = 'Smallest element over `dim` (all dims by default); tied minima share the gradient equally.'


def max(*args, **kwargs):
    return _resolve('max', (_overload_max, _overload_max_dim, _overload_max_other, ), args, kwargs)


max.__doc__ = 'max(x) is the largest element (ties share the gradient); max(x, dim, keepdim=False) returns (values, indices) along dim; max(x, other) is the elementwise maximum.'
_max_all.__doc__ = "Internal: the largest element, with PyTorch's derivatives of max(x): the gradient shared evenly by the elements equal to it (by every NaN when it is NaN), the tangent their mean (NaN when it is NaN)."


def min(*args, **kwargs):
    return _resolve('min', (_overload_min, _overload_min_dim, _overload_min_other, ), args, kwargs)


min.__doc__ = 'min(x) is the smallest element (ties share the gradient); min(x, dim, keepdim=False) returns (values, indices) along dim; min(x, other) is the elementwise minimum.'
_min_all.__doc__ = "Internal: the smallest element, with PyTorch's derivatives of min(x) (see _max_all)."
argmax.__doc__ = 'Index (int64) of the first largest element along `dim`, or into the flattened tensor when dim is None (keepdim then keeps every dim as size 1).'
argmin.__doc__ = 'Index (int64) of the first smallest element along `dim`, or into the flattened tensor when dim is None.'
var.__doc__ = 'Variance over `dim` (all dims if None): sum((x - mean)^2) / max(0, N - correction). correction defaults to 1 (Bessel); unbiased=False means correction=0. Both x.var(0, False) (the old overload) and x.var(dim=0, correction=0) work, and x.var(False) means unbiased=False over all elements.'
std.__doc__ = 'Standard deviation, sqrt(var) with the same arguments; the gradient is 0 (not nan) where the std is 0.'
logsumexp.__doc__ = 'log(sum(exp(x))) over `dim`, computed stably (the max is subtracted first).'
norm.__doc__ = "Vector p-norm over `dim` (all elements if None): p='fro' or 2 (default), 1, inf, -inf, 0 (count of nonzeros) or any other number. Integers give the default float. At a zero norm the p=2 gradient is 0, as PyTorch's subgradient; 'nuc' and matrix norms are not supported."
all.__doc__ = 'True where every element (over `dim`, or of the whole tensor) is nonzero; a bool tensor (uint8 for uint8 input, as in PyTorch).'
any.__doc__ = 'True where some element (over `dim`, or of the whole tensor) is nonzero; a bool tensor (uint8 for uint8 input, as in PyTorch).'
cumsum.__doc__ = 'Running sum along `dim` (integers and bools accumulate in int64, float32 in double, as in PyTorch). Its gradient is the reversed running sum of the incoming gradient.'
diff.__doc__ = 'The n-th forward difference along `dim`: x[i+1] - x[i], n times (bool tensors use !=), after `prepend` / `append` are concatenated along `dim`; each pass shortens `dim` by one.'
trapezoid.__doc__ = 'The trapezoidal rule along `dim`: the integral of the samples `y`, spaced by `dx` (default 1) or at the points `x` (1-D along dim, or shaped like y).'
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
logcumsumexp.__doc__ = "Running log(sum(exp(x))) along `dim`, computed stably by repeated logaddexp. Floating point only, as in PyTorch. Its gradient and JVP are PyTorch's formulas (the JVP divides by the running sum plus 1e-13)."
cummax.__doc__ = 'Running maximum along `dim` and the index where it was reached (the latest of equal values; NaN propagates), as a named tuple (values, indices).'
cummin.__doc__ = 'Running minimum along `dim` and the index where it was reached (the latest of equal values; NaN propagates), as a named tuple (values, indices).'
cumprod.__doc__ = 'Running product along `dim` (integers and bools accumulate in int64). The gradient is exact also where the input has zeros: d out_j / d x_k is the product of the other factors, built without dividing by a zero.'


FUNCTIONS = {'sum': sum, 'mean': mean, 'prod': prod, 'amax': amax, 'amin': amin, 'max': max,
             '_max_all': _max_all, 'min': min, '_min_all': _min_all, 'argmax': argmax, 'argmin': argmin,
             'var': var, 'std': std, 'logsumexp': logsumexp, 'norm': norm, 'all': all, 'any': any,
             'cumsum': cumsum, 'diff': diff, 'trapezoid': trapezoid, 'kthvalue': kthvalue, 'median': median,
             'nanmedian': nanmedian, 'mode': mode, 'histc': histc, '_histc_rows': _histc_rows,
             'quantile': quantile, 'nanquantile': nanquantile, 'count_nonzero': count_nonzero,
             'nansum': nansum, 'nanmean': nanmean, 'std_mean': std_mean, 'var_mean': var_mean, 'dist': dist,
             'logcumsumexp': logcumsumexp, 'cummax': cummax, 'cummin': cummin, 'cumprod': cumprod}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'sum': _op_sum, 'mean': _op_mean, 'prod': _op_prod, 'amax': _op_amax, 'amin': _op_amin,
       '_max_all': _op__max_all, 'max.dim': _op_max_dim, 'max.other': _op_max_other, '_min_all': _op__min_all,
       'min.dim': _op_min_dim, 'min.other': _op_min_other, 'argmax': _op_argmax, 'argmin': _op_argmin,
       'var': _op_var, 'logsumexp': _op_logsumexp, 'norm': _op_norm, 'all': _op_all, 'any': _op_any,
       'cumsum': _op_cumsum, 'kthvalue': _op_kthvalue, 'median.dim': _op_median_dim,
       'nanmedian.dim': _op_nanmedian_dim, 'mode': _op_mode, 'histc': _op_histc,
       '_histc_rows': _op__histc_rows, 'logcumsumexp': _op_logcumsumexp, 'cummax': _op_cummax,
       'cummin': _op_cummin, 'cumprod': _op_cumprod}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'std': _op_std, 'median': _op_median, 'nanmedian': _op_nanmedian, 'nansum': _op_nansum,
         'nanmean': _op_nanmean, 'std_mean': _op_std_mean, 'var_mean': _op_var_mean}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('sum', '_op_sum', 'mean', '_op_mean', 'prod', '_op_prod', 'amax', '_op_amax', 'amin', '_op_amin',
             '_overload_max', '_max_composite', '_max_all', '_op__max_all', '_overload_max_dim',
             '_op_max_dim', '_overload_max_other', '_op_max_other', '_overload_min', '_min_composite',
             '_min_all', '_op__min_all', '_overload_min_dim', '_op_min_dim', '_overload_min_other',
             '_op_min_other', 'argmax', '_op_argmax', 'argmin', '_op_argmin', 'var', '_op_var', 'std',
             '_op_std', '_std_composite', 'logsumexp', '_op_logsumexp', 'norm', '_op_norm', 'all', '_op_all',
             'any', '_op_any', 'cumsum', '_op_cumsum', 'diff', '_diff_composite', 'trapezoid',
             '_trapezoid_composite', 'kthvalue', '_op_kthvalue', '_overload_median', '_op_median',
             '_median_composite', '_overload_median_dim', '_op_median_dim', '_overload_nanmedian',
             '_op_nanmedian', '_nanmedian_composite', '_overload_nanmedian_dim', '_op_nanmedian_dim', 'mode',
             '_op_mode', 'histc', '_op_histc', '_histc_rows', '_op__histc_rows', 'quantile',
             '_quantile_composite', 'nanquantile', '_nanquantile_composite', 'count_nonzero',
             '_count_nonzero_composite', 'nansum', '_op_nansum', '_nansum_composite', 'nanmean',
             '_op_nanmean', '_nanmean_composite', 'std_mean', '_op_std_mean', '_std_mean_composite',
             'var_mean', '_op_var_mean', '_var_mean_composite', 'dist', '_dist_composite', 'logcumsumexp',
             '_op_logcumsumexp', 'cummax', '_op_cummax', 'cummin', '_op_cummin', 'cumprod', '_op_cumprod',
             '_cumprod_inplace', 'max', 'min', 'median', 'nanmedian')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
