# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The indexing ops (tensorplay/ops/indexing/ops.yaml), one section each. A primitive's section holds its
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
from ...dispatch.dispatcher import any_interpreter as _any_interpreter
from ...core.interpreters import takes_fused as _takes_fused
from ...dispatch.inplace import index_arg as _index_arg
from ...dispatch.inplace import inplace as _inplace
from ...dispatch.inplace import would_record as _would_record
from ...dispatch.composite_inplace import composite_inplace as _composite_inplace
from ...dispatch.overloads import resolve as _resolve
from . import batching as B
from ...core import optable as O
# --8<-- [start:where]
# ── where ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:6
#   where: Elementwise `self` where `condition` (a bool tensor) is True, else `ot…
#   backward[condition]: non_differentiable
#   backward[self]: where(condition, grad, 0.0)  (reduced to the input's shape)
#   backward[other]: where(condition, 0.0, grad)  (reduced to the input's shape)
#   jvp: [self] where(condition, self_t, 0.0) + [other] where(condition, 0.0, other_t)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _where_kernel(condition, self, other):
    if not isinstance(condition, np.ndarray) or condition.dtype != np.bool_:
        kind = getattr(condition, "dtype", type(condition).__name__)
        raise ValueError(f"where expected condition to be a boolean tensor, but got a tensor "
                         f"with dtype {kind}")
    return np.where(condition, self, other)

def _where_backward(grads, needs, shapes, condition=None, **params):
    grad = grads[0]
    return (
        None,
        (HS.sum_to(O.where(condition, grad, 0.0), shapes[1])) if needs[1] else None,
        (HS.sum_to(O.where(condition, 0.0, grad), shapes[2])) if needs[2] else None,
    )

def _where_jvp(tangents, condition, self, other, result, **params):
    condition_t, self_t, other_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(condition, self_t, 0.0), _out_shape))
    if other_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.where(condition, 0.0, other_t), _out_shape))
    return out

_op_where = OpDef('where', _where_kernel, line=6, tensor_args=('condition', 'self', 'other'), dtype='promote',
                  dtype_args=('self', 'other'), broadcast=True, differentiable=(False, True, True),
                  saves_per_input=((), ('condition',), ('condition',)), jvp_kind='terms', vmap='broadcast',
                  node='WhereBackward0', backward=_where_backward, jvp=_where_jvp)

def _overload_where(condition, input, other):
    return _call(_op_where, (condition, input, other))

_overload_where.__tensor_params__ = ('condition', 'input', 'other')  # for _resolve

def _where_method(self, condition, other):
    """`self.where(...)`: the tensor is `self`, not the first argument of the schema."""
    return _overload_where(condition, self, other)
# --8<-- [end:where]
# --8<-- [start:where_cond]
# ── where.cond ────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:41
#   where.cond: `tp.where(condition)` alone is `nonzero(condition, as_tuple=True)`: on…
def _where_cond_composite(condition):
    condition = None if condition is None else condition.detach()  # non_differentiable
    return O.nonzero(condition, as_tuple=True)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _where_cond_kernel(condition):
    return tuple(np.argwhere(condition.reshape(1) if condition.ndim == 0 else condition).T)

_op_where_cond = OpDef('where.cond', _where_cond_kernel, line=41, tensor_args=('condition',),
                       vmap='composite', prechecked=True, outputs='list', return_names=('result',))

def _overload_where_cond(condition):
    if _any_interpreter and not _takes_fused() or _would_record((condition,)):
        return _where_cond_composite(condition)
    return _call(_op_where_cond, (condition,))

_overload_where_cond.__tensor_params__ = ('condition',)  # for _resolve
# --8<-- [end:where_cond]
# --8<-- [start:sort]
# ── sort ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:61
#   sort: The elements sorted along `dim` (ascending, or descending) and the int…
#   backward[self]: _scatter_src(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   uses K._sort (tensorplay/ops/indexing/kernels.py:10)
def _sort_kernel(self, dim, descending):
    return K._sort(self, dim, descending, False)

def _sort_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (O._scatter_src(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )

def _sort_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else O.gather(self_t, dim, result[1]) if self.ndim else self_t

_op_sort = OpDef('sort', _sort_kernel, line=61, tensor_args=('self',), outputs='tuple',
                 differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                 vmap={'dim': 'dim'}, node='SortBackward0', return_names=('values', 'indices'),
                 backward=_sort_backward, jvp=_sort_jvp, reads_grads=(0,))

def _overload_sort(input, dim=-1, descending=False):
    return _call(_op_sort, (input,), {'dim': dim, 'descending': descending})

_overload_sort.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:sort]
# --8<-- [start:sort_stable]
# ── sort.stable ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:85
#   sort.stable: sort with the keyword `stable` (True keeps the order of equal elements…
#   backward[self]: _scatter_src(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   uses K._sort (tensorplay/ops/indexing/kernels.py:10)
def _sort_stable_kernel(self, stable, dim, descending):
    return K._sort(self, dim, descending, stable)

def _sort_stable_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (O._scatter_src(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )

def _sort_stable_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else O.gather(self_t, dim, result[1]) if self.ndim else self_t

_op_sort_stable = OpDef('sort.stable', _sort_stable_kernel, line=85, tensor_args=('self',), outputs='tuple',
                        differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                        vmap={'dim': 'dim'}, node='SortBackward0', return_names=('values', 'indices'),
                        backward=_sort_stable_backward, jvp=_sort_stable_jvp, reads_grads=(0,))

def _overload_sort_stable(input, *, stable, dim=-1, descending=False):
    return _call(_op_sort_stable, (input,), {'stable': stable, 'dim': dim, 'descending': descending})

_overload_sort_stable.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:sort_stable]
# --8<-- [start:argsort]
# ── argsort ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:103
#   argsort: The int64 indices that sort `self` along `dim` (sort's second output, …
def _argsort_composite(self, dim, descending):
    self = None if self is None else self.detach()  # non_differentiable
    return O.sort(self, dim, descending)[1]


def _overload_argsort(input, dim=-1, descending=False):
    return _argsort_composite(input, dim, descending)

_overload_argsort.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:argsort]
# --8<-- [start:argsort_stable]
# ── argsort.stable ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:117
#   argsort.stable: argsort with the keyword `stable` (True keeps the order of equal eleme…
def _argsort_stable_composite(self, stable, dim, descending):
    self = None if self is None else self.detach()  # non_differentiable
    return O.sort(self, stable=stable, dim=dim, descending=descending)[1]


def _overload_argsort_stable(input, *, stable, dim=-1, descending=False):
    return _argsort_stable_composite(input, stable, dim, descending)

_overload_argsort_stable.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:argsort_stable]
# --8<-- [start:msort]
# ── msort ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:131
#   msort: The elements sorted along the first dim, ascending (sort(self, 0).valu…
def _msort_composite(self):
    return O.sort(self, 0)[0]


def msort(input):
    return _msort_composite(input)
# --8<-- [end:msort]
# --8<-- [start:topk]
# ── topk ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:144
#   topk: The `k` largest (largest=False: smallest) elements along `dim` and the…
#   backward[self]: _scatter_src(zeros_like(self), dim, result[1], grad) if self.ndim else grad
#   jvp: [self] gather(self_t, dim, result[1]) if self.ndim else self_t
#   uses K._topk (tensorplay/ops/indexing/kernels.py:29)
def _topk_kernel(self, k, dim, largest, sorted):
    return K._topk(self, k, dim, largest, sorted)

def _topk_backward(grads, needs, shapes, self=None, result=None, *, dim, **params):
    grad = grads[0]
    return (
        (O._scatter_src(O.zeros_like(self), dim, result[1], grad) if self.ndim else grad) if needs[0] else None,
    )

def _topk_jvp(tangents, self, result, *, dim, **params):
    self_t, = tangents
    return None if self_t is None else O.gather(self_t, dim, result[1]) if self.ndim else self_t

_op_topk = OpDef('topk', _topk_kernel, line=144, tensor_args=('self',), outputs='tuple',
                 differentiable=(True,), saves_per_input=(('self', 'result'),), jvp_kind='terms',
                 vmap={'dim': 'dim'}, node='TopkBackward0', return_names=('values', 'indices'),
                 backward=_topk_backward, jvp=_topk_jvp, reads_grads=(0,))

def topk(input, k, dim=-1, largest=True, sorted=True):
    return _call(_op_topk, (input,), {'k': k, 'dim': dim, 'largest': largest, 'sorted': sorted})
# --8<-- [end:topk]
# --8<-- [start:masked_select]
# ── masked_select ─────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:167
#   masked_select: The elements of `self` where the bool `mask` is True (the two broadcas…
#   backward[self]: masked_select_backward(grad, self, mask)  (reduced to the input's shape)
#   backward[mask]: non_differentiable
#   jvp: [self] masked_select(self_t, mask)
#   uses K._masked_select (tensorplay/ops/indexing/kernels.py:152)
#   uses H.masked_select_backward (tensorplay/ops/indexing/formulas.py:51)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule B.masked_select_rule (tensorplay/ops/indexing/batching.py:148)
def _masked_select_kernel(self, mask):
    return K._masked_select(self, mask)

def _masked_select_backward(grads, needs, shapes, self=None, mask=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(H.masked_select_backward(grad, self, mask), shapes[0])) if needs[0] else None,
        None,
    )

def _masked_select_jvp(tangents, self, mask, result, **params):
    self_t, mask_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.masked_select(self_t, mask), _out_shape))
    return out

_op_masked_select = OpDef('masked_select', _masked_select_kernel, line=167, tensor_args=('self', 'mask'),
                          dtype='same', broadcast=True, differentiable=(True, False),
                          saves_per_input=(('self', 'mask'), ()), jvp_kind='terms',
                          vmap={'custom': 'masked_select'}, fast='same', node='MaskedSelectBackward0',
                          backward=_masked_select_backward, jvp=_masked_select_jvp,
                          vmap_rule=B.masked_select_rule)

def masked_select(input, mask):
    return _call(_op_masked_select, (input, mask))
# --8<-- [end:masked_select]
# --8<-- [start:_nonzero]
# ── _nonzero ──────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:192
#   _nonzero: Internal: the indices of the nonzero elements of `self`, one row per e…
#   backward[self]: non_differentiable
#   uses rule B.dynamic_shape (tensorplay/ops/indexing/batching.py:138)
def __nonzero_kernel(self):
    return np.argwhere(self)

_op__nonzero = OpDef('_nonzero', __nonzero_kernel, line=192, tensor_args=('self',), dtype='int64',
                     differentiable=(False,), saves_per_input=((),), vmap={'custom': 'dynamic_shape'},
                     fast='int64', node='NonzeroBackward0', vmap_rule=B.dynamic_shape)

def _nonzero(input):
    return _call(_op__nonzero, (input,))
# --8<-- [end:_nonzero]
# --8<-- [start:nonzero]
# ── nonzero ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:211
#   nonzero: The indices of the nonzero elements: an (n, self.dim()) int64 tensor, …
def _nonzero_composite(self, as_tuple):
    self = None if self is None else self.detach()  # non_differentiable
    if as_tuple:
        return tuple(O.unbind(O._nonzero(O.reshape(self, [1]) if self.dim() == 0 else self), 1))
    return O._nonzero(self)


def nonzero(input, *, as_tuple=False):
    return _nonzero_composite(input, as_tuple)
# --8<-- [end:nonzero]
# --8<-- [start:_unique]
# ── _unique ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:233
#   _unique: Internal: (sorted unique values or slices along dim, inverse indices, …
#   backward[self]: non_differentiable
#   uses K._unique (tensorplay/ops/indexing/kernels.py:160)
#   uses rule B.dynamic_shape (tensorplay/ops/indexing/batching.py:138)
def __unique_kernel(self, sorted, dim):
    return K._unique(self, sorted, dim)

_op__unique = OpDef('_unique', __unique_kernel, line=233, tensor_args=('self',), outputs='tuple',
                    differentiable=(False,), saves_per_input=((),), vmap={'custom': 'dynamic_shape'},
                    node='UniqueBackward0', return_names=('output', 'inverse_indices', 'counts'),
                    vmap_rule=B.dynamic_shape)

def _unique(input, sorted=True, dim=None):
    return _call(_op__unique, (input,), {'sorted': sorted, 'dim': dim})
# --8<-- [end:_unique]
# --8<-- [start:unique]
# ── unique ────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:250
#   unique: The distinct elements of `self` (or distinct slices along `dim`), sort…
def _unique_composite(self, sorted, return_inverse, return_counts, dim):
    self = None if self is None else self.detach()  # non_differentiable
    output, inverse, counts = O._unique(self, sorted, dim)
    if return_inverse and return_counts:
        return (output, inverse, counts)
    if return_inverse:
        return (output, inverse)
    if return_counts:
        return (output, counts)
    return output


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    return _unique_composite(input, sorted, return_inverse, return_counts, dim)
# --8<-- [end:unique]
# --8<-- [start:_unique_consecutive]
# ── _unique_consecutive ───────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:278
#   _unique_consecutive: Internal: (the first element or slice of each run of equal consecutive…
#   backward[self]: non_differentiable
#   uses K._unique_consecutive (tensorplay/ops/indexing/kernels.py:171)
#   uses rule B.dynamic_shape (tensorplay/ops/indexing/batching.py:138)
def __unique_consecutive_kernel(self, dim):
    return K._unique_consecutive(self, dim)

_op__unique_consecutive = OpDef('_unique_consecutive', __unique_consecutive_kernel, line=278,
                                tensor_args=('self',), outputs='tuple', differentiable=(False,),
                                saves_per_input=((),), vmap={'custom': 'dynamic_shape'},
                                node='UniqueConsecutiveBackward0',
                                return_names=('output', 'inverse_indices', 'counts'),
                                vmap_rule=B.dynamic_shape)

def _unique_consecutive(input, dim=None):
    return _call(_op__unique_consecutive, (input,), {'dim': dim})
# --8<-- [end:_unique_consecutive]
# --8<-- [start:unique_consecutive]
# ── unique_consecutive ────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:295
#   unique_consecutive: Each run of equal consecutive elements (or slices along `dim`) collaps…
def _unique_consecutive_composite(self, return_inverse, return_counts, dim):
    self = None if self is None else self.detach()  # non_differentiable
    output, inverse, counts = O._unique_consecutive(self, dim)
    if return_inverse and return_counts:
        return (output, inverse, counts)
    if return_inverse:
        return (output, inverse)
    if return_counts:
        return (output, counts)
    return output


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    return _unique_consecutive_composite(input, return_inverse, return_counts, dim)
# --8<-- [end:unique_consecutive]
# --8<-- [start:searchsorted]
# ── searchsorted ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:321
#   searchsorted: For each value of `self`, the index where it would be inserted into th…
#   backward[sorted_sequence]: non_differentiable
#   backward[self]: non_differentiable
#   backward[sorter]: non_differentiable
#   uses K._searchsorted (tensorplay/ops/indexing/kernels.py:118)
#   uses rule B.searchsorted_rule (tensorplay/ops/indexing/batching.py:175)
def _searchsorted_kernel(sorted_sequence, self, sorter, out_int32, right, side):
    return K._searchsorted(sorted_sequence, self, out_int32, right, side, sorter)

_op_searchsorted = OpDef('searchsorted', _searchsorted_kernel, line=321,
                         tensor_args=('sorted_sequence', 'self', 'sorter'),
                         differentiable=(False, False, False), saves_per_input=((), (), ()),
                         vmap={'custom': 'searchsorted'}, node='SearchsortedBackward0',
                         vmap_rule=B.searchsorted_rule)

def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None):
    return _call(_op_searchsorted, (sorted_sequence, input, sorter), {'out_int32': out_int32, 'right': right, 'side': side})
# --8<-- [end:searchsorted]
# --8<-- [start:index]
# ── index ─────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:346
#   index: x[indices] with ints, slices, None, Ellipsis, integer and boolean tens…
#   backward[self]: index_backward(grad, shapes[0], indices)
#   uses KS._torch_layout (tensorplay/ops/shared/kernels.py:695)
#   uses rule B.index_rule (tensorplay/ops/indexing/batching.py:33)
def _index_kernel(self, indices):
    out = self[indices]
    if not isinstance(out, np.ndarray):  # integer indexing down to one element: a 0-d view
        key = indices if isinstance(indices, tuple) else (indices,)
        out = self[key + (None,)].reshape(())
    return KS._torch_layout(out, indices, self.ndim)  # ints do not move the index tensors' dims

def _index_backward(grads, needs, shapes, *, indices, **params):
    grad = grads[0]
    return ((O.index_backward(grad, shapes[0], indices)) if needs[0] else None,)

_op_index = OpDef('index', _index_kernel, line=346, tensor_args=('self',), view=True, differentiable=(True,),
                  saves_per_input=((),), jvp_kind='auto_linear', vmap={'custom': 'index'},
                  node='IndexBackward0', backward=_index_backward, vmap_rule=B.index_rule)

def index(input, indices):
    return _call(_op_index, (input,), {'indices': _index_arg(indices)})
# --8<-- [end:index]
# --8<-- [start:index_backward]
# ── index_backward ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:371
#   index_backward: Zeros of `shape` with `grad` added at `indices` (repeated indices accu…
#   backward[grad]: index(grad, indices)
#   uses K._add_at (tensorplay/ops/indexing/kernels.py:324)
#   uses K._basic_key (tensorplay/ops/indexing/kernels.py:446)
#   uses KS._torch_layout (tensorplay/ops/shared/kernels.py:695)
#   uses rule B.index_backward_rule (tensorplay/ops/indexing/batching.py:41)
def _index_backward_kernel(grad, shape, indices):
    out = np.zeros(tuple(shape), dtype=grad.dtype)
    value = KS._torch_layout(grad, indices, len(shape), inverse=True)
    if K._basic_key(indices):  # no position twice: one in-place add (0 + g, as add.at's)
        out[indices] += value
        return out
    return K._add_at(out, indices, value)

def _index_backward_backward(grads, needs, shapes, grad=None, *, indices, **params):
    grad = grads[0]
    return ((O.index(grad, indices)) if needs[0] else None,)

_op_index_backward = OpDef('index_backward', _index_backward_kernel, line=371, tensor_args=('grad',),
                           dtype='same', differentiable=(True,), saves_per_input=(('grad',),),
                           jvp_kind='auto_linear', vmap={'custom': 'index_backward'},
                           node='IndexBackwardBackward0', int_list_args=('shape',),
                           backward=_index_backward_backward, vmap_rule=B.index_backward_rule)

def index_backward(grad, shape, indices):
    return _call(_op_index_backward, (grad,), {'shape': shape, 'indices': _index_arg(indices)})
# --8<-- [end:index_backward]
# --8<-- [start:index_put]
# ── index_put ─────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:389
#   index_put: A copy of `self` with `values` written at `indices` — what `x[indices]…
#   backward[self]: grad if accumulate else index_put(grad, indices, 0.0)
#   backward[values]: sum_to(index(grad, indices), values.shape)
#   jvp: [self] self_t if accumulate else index_put(self_t, indices, 0.0) + [values] index_put(zeros_like(self), indices, values_t, accumulate)
#   uses K.ShapeError (tensorplay/ops/indexing/kernels.py:10)
#   uses KS._index_value (tensorplay/ops/shared/kernels.py:705)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule B.index_put_rule (tensorplay/ops/indexing/batching.py:51)
def _index_put_kernel(self, values, indices, accumulate):
    out = self.copy()
    try:
        if accumulate:  # repeated indices add up (np.add.at), as PyTorch's accumulate=True
            np.add.at(out, indices, KS._index_value(self, indices, values))
        else:
            out[indices] = KS._index_value(self, indices, values)
    except ValueError as exc:
        if "broadcast" not in str(exc):
            raise
        slot = np.shape(self[indices])
        raise K.ShapeError(f"shape mismatch: value tensor of shape {list(np.shape(values))} cannot be "
                         f"broadcast to indexing result of shape {list(slot)}") from None
    return out

def _index_put_backward(grads, needs, shapes, values=None, *, indices, accumulate, **params):
    grad = grads[0]
    return (
        (grad if accumulate else O.index_put(grad, indices, 0.0)) if needs[0] else None,
        (HS.sum_to(O.index(grad, indices), values.shape)) if needs[1] else None,
    )

def _index_put_jvp(tangents, self, values, result, *, indices, accumulate, **params):
    self_t, values_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t if accumulate else O.index_put(self_t, indices, 0.0))
    if values_t is not None:
        out = HS.add_tangent(out, O.index_put(O.zeros_like(self), indices, values_t, accumulate))
    return out

_op_index_put = OpDef('index_put', _index_put_kernel, line=389, tensor_args=('self', 'values'), dtype='same',
                      differentiable=(True, True), saves_per_input=((), ('values',)), jvp_kind='terms',
                      vmap={'custom': 'index_put'}, node='IndexPutBackward0', backward=_index_put_backward,
                      jvp=_index_put_jvp, vmap_rule=B.index_put_rule)

def index_put(input, indices, values, accumulate=False):
    return _call(_op_index_put, (input, values), {'indices': _index_arg(indices), 'accumulate': accumulate})

def _index_put_inplace(self, indices, values, accumulate=False):
    return _inplace(_op_index_put, (self, values), {'indices': _index_arg(indices), 'accumulate': accumulate})
# --8<-- [end:index_put]
# --8<-- [start:index_select]
# ── index_select ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:429
#   index_select: The entries of `self` at positions `index` (a 1-D integer tensor) alon…
#   backward[self]: index_select_backward(grad, shapes[0], dim, index)
#   backward[index]: non_differentiable
#   jvp: [self] index_select(self_t, dim, index)
#   uses K._index_select (tensorplay/ops/indexing/kernels.py:214)
#   uses H.index_select_backward (tensorplay/ops/indexing/formulas.py:32)
#   uses rule B.index_select_rule (tensorplay/ops/indexing/batching.py:69)
def _index_select_kernel(self, index, dim):
    return K._index_select(self, dim, index)

def _index_select_backward(grads, needs, shapes, index=None, *, dim, **params):
    grad = grads[0]
    return (
        (H.index_select_backward(grad, shapes[0], dim, index)) if needs[0] else None,
        None,
    )

def _index_select_jvp(tangents, self, index, result, *, dim, **params):
    self_t, index_t, = tangents
    return None if self_t is None else O.index_select(self_t, dim, index)

_op_index_select = OpDef('index_select', _index_select_kernel, line=429, tensor_args=('self', 'index'),
                         dtype='same', differentiable=(True, False), saves_per_input=(('index',), ()),
                         jvp_kind='terms', vmap={'custom': 'index_select'}, fast='same',
                         node='IndexSelectBackward0', backward=_index_select_backward, jvp=_index_select_jvp,
                         vmap_rule=B.index_select_rule)

def index_select(input, dim, index):
    return _call(_op_index_select, (input, index), {'dim': dim})
# --8<-- [end:index_select]
# --8<-- [start:gather]
# ── gather ────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:448
#   gather: out[i][j] = self[index[i][j]][j] for dim=0 (self[i][index[i][j]] for d…
#   backward[self]: scatter_add(zeros_of(shapes[0], grad), dim, index, grad)
#   backward[index]: non_differentiable
#   jvp: [self] gather(self_t, dim, index)
#   uses K._gather (tensorplay/ops/indexing/kernels.py:235)
#   uses H.zeros_of (tensorplay/ops/indexing/formulas.py:28)
#   uses rule B.gather_rule (tensorplay/ops/indexing/batching.py:100)
def _gather_kernel(self, index, dim):
    return K._gather(self, dim, index)

def _gather_backward(grads, needs, shapes, index=None, *, dim, **params):
    grad = grads[0]
    return (
        (O.scatter_add(H.zeros_of(shapes[0], grad), dim, index, grad)) if needs[0] else None,
        None,
    )

def _gather_jvp(tangents, self, index, result, *, dim, **params):
    self_t, index_t, = tangents
    return None if self_t is None else O.gather(self_t, dim, index)

_op_gather = OpDef('gather', _gather_kernel, line=448, tensor_args=('self', 'index'), dtype='same',
                   differentiable=(True, False), saves_per_input=(('index',), ()), jvp_kind='terms',
                   vmap={'custom': 'gather'}, fast='same', node='GatherBackward0', backward=_gather_backward,
                   jvp=_gather_jvp, vmap_rule=B.gather_rule)

def gather(input, dim, index):
    return _call(_op_gather, (input, index), {'dim': dim})
# --8<-- [end:gather]
# --8<-- [start:scatter_add]
# ── scatter_add ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:467
#   scatter_add: A copy of `self` with the entries of `src` added at `index` along `dim…
#   backward[self]: grad
#   backward[index]: non_differentiable
#   backward[src]: scatter_add_backward_src(grad, dim, index, shapes[2])
#   jvp: [self] self_t + [src] scatter_add(zeros_like(self), dim, index, src_t)
#   uses K._scatter_add (tensorplay/ops/indexing/kernels.py:258)
#   uses H.scatter_add_backward_src (tensorplay/ops/indexing/formulas.py:43)
#   uses rule B.scatter_add_rule (tensorplay/ops/indexing/batching.py:117)
def _scatter_add_kernel(self, index, src, dim):
    return K._scatter_add(self, dim, index, src)

def _scatter_add_backward(grads, needs, shapes, index=None, *, dim, **params):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        None,
        (H.scatter_add_backward_src(grad, dim, index, shapes[2])) if needs[2] else None,
    )

def _scatter_add_jvp(tangents, self, index, src, result, *, dim, **params):
    self_t, index_t, src_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t)
    if src_t is not None:
        out = HS.add_tangent(out, O.scatter_add(O.zeros_like(self), dim, index, src_t))
    return out

_op_scatter_add = OpDef('scatter_add', _scatter_add_kernel, line=467, tensor_args=('self', 'index', 'src'),
                        dtype='promote', dtype_args=('self', 'src'), differentiable=(True, False, True),
                        saves_per_input=((), (), ('index',)), jvp_kind='terms',
                        vmap={'custom': 'scatter_add'}, node='ScatterAddBackward0',
                        backward=_scatter_add_backward, jvp=_scatter_add_jvp, vmap_rule=B.scatter_add_rule)

def scatter_add(input, dim, index, src):
    return _call(_op_scatter_add, (input, index, src), {'dim': dim})

def _scatter_add_inplace(self, dim, index, src):
    return _inplace(_op_scatter_add, (self, index, src), {'dim': dim})
# --8<-- [end:scatter_add]
# --8<-- [start:masked_fill]
# ── masked_fill ───────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:490
#   masked_fill: A copy of `self` with `value` wherever the boolean `mask` (broadcast a…
#   backward[self]: masked_fill(grad, mask, 0)  (reduced to the input's shape)
#   backward[mask]: non_differentiable
#   jvp: [self] masked_fill(self_t, mask, 0)
#   uses K.ShapeError (tensorplay/ops/indexing/kernels.py:10)
#   uses KS._checked (tensorplay/ops/shared/kernels.py:18)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
def _masked_fill_kernel(self, mask, value):
    if mask.dtype != np.bool_:
        raise K.ShapeError(f"masked_fill only supports boolean masks, but got mask with dtype {mask.dtype}")
    return np.where(mask, KS._checked(value, self.dtype), self)

def _masked_fill_backward(grads, needs, shapes, mask=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.masked_fill(grad, mask, 0), shapes[0])) if needs[0] else None,
        None,
    )

def _masked_fill_jvp(tangents, self, mask, result, **params):
    self_t, mask_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.masked_fill(self_t, mask, 0), _out_shape))
    return out

_op_masked_fill = OpDef('masked_fill', _masked_fill_kernel, line=490, tensor_args=('self', 'mask'),
                        dtype='same', broadcast=True, differentiable=(True, False),
                        saves_per_input=(('mask',), ()), jvp_kind='terms', vmap='broadcast', fast='same',
                        node='MaskedFillBackward0', backward=_masked_fill_backward, jvp=_masked_fill_jvp)

def masked_fill(input, mask, value):
    return _call(_op_masked_fill, (input, mask), {'value': value})

def _masked_fill_inplace(self, mask, value):
    return _inplace(_op_masked_fill, (self, mask), {'value': value})
# --8<-- [end:masked_fill]
# --8<-- [start:scatter_value]
# ── scatter.value ─────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:513
#   scatter.value: A copy of `self` with `value` written at index along `dim` (self[index…
#   uses H.scatter_parts (tensorplay/ops/indexing/formulas.py:74)
def _scatter_value_composite(self, dim, index, value, reduce):
    index = None if index is None else index.detach()  # non_differentiable
    return H.scatter_parts(self, dim, index, value, reduce)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _scatter_value_kernel(self, index, dim, value, reduce):
    return K._scatter_value(self, dim, index, value, reduce)

_op_scatter_value = OpDef('scatter.value', _scatter_value_kernel, line=513, tensor_args=('self', 'index'),
                          vmap='composite', prechecked=True)

def _overload_scatter_value(input, dim, index, value, *, reduce=None):
    if _any_interpreter and not _takes_fused() or _would_record((input, index)):
        return _scatter_value_composite(input, dim, index, value, reduce)
    return _call(_op_scatter_value, (input, index), {'dim': dim, 'value': value, 'reduce': reduce})

_overload_scatter_value.__tensor_params__ = ('input', 'index')  # for _resolve

def _scatter_value_inplace(self, dim, index, value, *, reduce=None):
    return _composite_inplace(self, lambda old: _scatter_value_composite(old, dim, index, value, reduce), 'scatter', (index,))
# --8<-- [end:scatter_value]
# --8<-- [start:scatter]
# ── scatter ───────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:531
#   scatter: A copy of `self` with src[i][j] written at self[index[i][j]][j] (dim 0…
#   uses H.scatter_parts (tensorplay/ops/indexing/formulas.py:74)
def _scatter_composite(self, dim, index, src, reduce):
    if reduce not in (None, 'add', 'multiply'):
        raise RuntimeError('scatter: reduce argument must be either add or multiply.')
    index = None if index is None else index.detach()  # non_differentiable
    return H.scatter_parts(self, dim, index, src, reduce)


def _overload_scatter(input, dim, index, src, *, reduce=None):
    return _scatter_composite(input, dim, index, src, reduce)

_overload_scatter.__tensor_params__ = ('input', 'index', 'src')  # for _resolve

def _scatter_inplace(self, dim, index, src, *, reduce=None):
    return _composite_inplace(self, lambda old: _scatter_composite(old, dim, index, src, reduce), 'scatter', (index, src,))
# --8<-- [end:scatter]
# --8<-- [start:_scatter_src]
# ── _scatter_src ──────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:553
#   _scatter_src: A copy of `self` with src written at index along dim (the last of repe…
#   backward[self]: scatter_fill(grad, dim, index)
#   backward[index]: non_differentiable
#   backward[src]: scatter_add_backward_src(grad, dim, index, shapes[2])
#   jvp: [self] scatter_fill(self_t, dim, index) + [src] _scatter_src(zeros_like(self), dim, index, src_t)
#   uses K._scatter_src (tensorplay/ops/indexing/kernels.py:307)
#   uses H.scatter_add_backward_src (tensorplay/ops/indexing/formulas.py:43)
#   uses H.scatter_fill (tensorplay/ops/indexing/formulas.py:69)
#   uses rule B.scatter_add_rule (tensorplay/ops/indexing/batching.py:117)
def __scatter_src_kernel(self, index, src, dim):
    return K._scatter_src(self, dim, index, src)

def __scatter_src_backward(grads, needs, shapes, index=None, *, dim, **params):
    grad = grads[0]
    return (
        (H.scatter_fill(grad, dim, index)) if needs[0] else None,
        None,
        (H.scatter_add_backward_src(grad, dim, index, shapes[2])) if needs[2] else None,
    )

def __scatter_src_jvp(tangents, self, index, src, result, *, dim, **params):
    self_t, index_t, src_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, H.scatter_fill(self_t, dim, index))
    if src_t is not None:
        out = HS.add_tangent(out, O._scatter_src(O.zeros_like(self), dim, index, src_t))
    return out

_op__scatter_src = OpDef('_scatter_src', __scatter_src_kernel, line=553, tensor_args=('self', 'index', 'src'),
                         dtype='same', differentiable=(True, False, True),
                         saves_per_input=(('index',), (), ('index',)), jvp_kind='terms',
                         vmap={'custom': 'scatter_add'}, node='ScatterSrcBackward0',
                         backward=__scatter_src_backward, jvp=__scatter_src_jvp, vmap_rule=B.scatter_add_rule)

def _scatter_src(input, dim, index, src):
    return _call(_op__scatter_src, (input, index, src), {'dim': dim})
# --8<-- [end:_scatter_src]
# --8<-- [start:scatter_reduce]
# ── scatter_reduce ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:574
#   scatter_reduce: `src` reduced into a copy of `self` at index along dim (the gather pat…
#   backward[self]: scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 0)
#   backward[index]: non_differentiable
#   backward[src]: scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 1)
#   jvp: [self] self_t * scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[0] + [src] scatter_add(zeros_like(result), dim, index, index_extent(src_t, index) * scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[1])
#   uses K._scatter_reduce (tensorplay/ops/indexing/kernels.py:391)
#   uses H.index_extent (tensorplay/ops/indexing/formulas.py:62)
#   uses H.scatter_reduce_backward (tensorplay/ops/indexing/formulas.py:118)
#   uses H.scatter_reduce_weights (tensorplay/ops/indexing/formulas.py:85)
#   uses rule B.scatter_add_rule (tensorplay/ops/indexing/batching.py:117)
def _scatter_reduce_kernel(self, index, src, dim, reduce, include_self):
    return K._scatter_reduce(self, dim, index, src, reduce, include_self)

def _scatter_reduce_backward(grads, needs, shapes, self=None, index=None, src=None, result=None, *, dim, reduce, include_self, **params):
    grad = grads[0]
    return (
        (H.scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 0)) if needs[0] else None,
        None,
        (H.scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 1)) if needs[2] else None,
    )

def _scatter_reduce_jvp(tangents, self, index, src, result, *, dim, reduce, include_self, **params):
    self_t, index_t, src_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, self_t * H.scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[0])
    if src_t is not None:
        out = HS.add_tangent(out, O.scatter_add(O.zeros_like(result), dim, index, H.index_extent(src_t, index) * H.scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)[1]))
    return out

_op_scatter_reduce = OpDef('scatter_reduce', _scatter_reduce_kernel, line=574,
                           tensor_args=('self', 'index', 'src'), dtype='same',
                           differentiable=(True, False, True),
                           saves_per_input=(('self', 'index', 'src', 'result'), (), ('self', 'index', 'src', 'result')),
                           jvp_kind='terms', vmap={'custom': 'scatter_add'}, node='ScatterReduceBackward0',
                           backward=_scatter_reduce_backward, jvp=_scatter_reduce_jvp,
                           vmap_rule=B.scatter_add_rule)

def scatter_reduce(input, dim, index, src, reduce, *, include_self=True):
    return _call(_op_scatter_reduce, (input, index, src), {'dim': dim, 'reduce': reduce, 'include_self': include_self})

def _scatter_reduce_inplace(self, dim, index, src, reduce, *, include_self=True):
    return _inplace(_op_scatter_reduce, (self, index, src), {'dim': dim, 'reduce': reduce, 'include_self': include_self})
# --8<-- [end:scatter_reduce]
# --8<-- [start:index_add]
# ── index_add ─────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:604
#   index_add: A copy of `self` with alpha * source added at the positions `index` (a…
#   uses H.index_scatter (tensorplay/ops/indexing/formulas.py:126)
def _index_add_composite(self, dim, index, source, alpha):
    index = None if index is None else index.detach()  # non_differentiable
    return H.index_scatter(self, dim, index, source, "index_add_", alpha)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _index_add_kernel(self, index, source, dim, alpha):
    return K._index_scatter(self, dim, index, source, 'index_add_', alpha)

_op_index_add = OpDef('index_add', _index_add_kernel, line=604, tensor_args=('self', 'index', 'source'),
                      vmap='composite', prechecked=True)

def index_add(input, dim, index, source, *, alpha=1):
    if _any_interpreter and not _takes_fused() or _would_record((input, index, source)):
        return _index_add_composite(input, dim, index, source, alpha)
    return _call(_op_index_add, (input, index, source), {'dim': dim, 'alpha': alpha})

def _index_add_inplace(self, dim, index, source, *, alpha=1):
    return _composite_inplace(self, lambda old: _index_add_composite(old, dim, index, source, alpha), 'index_add', (index, source,))
# --8<-- [end:index_add]
# --8<-- [start:index_copy]
# ── index_copy ────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:623
#   index_copy: A copy of `self` with the slices of `source` written at the positions …
#   uses H.index_scatter (tensorplay/ops/indexing/formulas.py:126)
def _index_copy_composite(self, dim, index, source):
    index = None if index is None else index.detach()  # non_differentiable
    return H.index_scatter(self, dim, index, source, "index_copy_")

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _index_copy_kernel(self, index, source, dim):
    return K._index_scatter(self, dim, index, source, 'index_copy_')

_op_index_copy = OpDef('index_copy', _index_copy_kernel, line=623, tensor_args=('self', 'index', 'source'),
                       vmap='composite', prechecked=True)

def index_copy(input, dim, index, source):
    if _any_interpreter and not _takes_fused() or _would_record((input, index, source)):
        return _index_copy_composite(input, dim, index, source)
    return _call(_op_index_copy, (input, index, source), {'dim': dim})

def _index_copy_inplace(self, dim, index, source):
    return _composite_inplace(self, lambda old: _index_copy_composite(old, dim, index, source), 'index_copy', (index, source,))
# --8<-- [end:index_copy]
# --8<-- [start:index_fill]
# ── index_fill ────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:640
#   index_fill: A copy of `self` with `value` at the positions `index` (a vector, nega…
#   uses H.index_mask (tensorplay/ops/indexing/formulas.py:147)
def _index_fill_composite(self, dim, index, value):
    index = None if index is None else index.detach()  # non_differentiable
    return O.masked_fill(self, H.index_mask(self, dim, index), value)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _index_fill_kernel(self, index, dim, value):
    return KS._index_fill(self, dim, index, value)

_op_index_fill = OpDef('index_fill', _index_fill_kernel, line=640, tensor_args=('self', 'index'),
                       vmap='composite', prechecked=True)

def _overload_index_fill(input, dim, index, value):
    if _any_interpreter and not _takes_fused() or _would_record((input, index)):
        return _index_fill_composite(input, dim, index, value)
    return _call(_op_index_fill, (input, index), {'dim': dim, 'value': value})

_overload_index_fill.__tensor_params__ = ('input', 'index')  # for _resolve
# --8<-- [end:index_fill]
# --8<-- [start:index_fill_Tensor]
# ── index_fill.Tensor ─────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:658
#   index_fill.Tensor: index_fill with a 0-d tensor `value`, which gets the summed gradient o…
#   uses H.index_fill_tensor (tensorplay/ops/indexing/formulas.py:162)
def _index_fill_Tensor_composite(self, dim, index, value):
    index = None if index is None else index.detach()  # non_differentiable
    return H.index_fill_tensor(self, dim, index, value)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _index_fill_Tensor_kernel(self, index, value, dim):
    return KS._index_fill(self, dim, index, value, False)

_op_index_fill_Tensor = OpDef('index_fill.Tensor', _index_fill_Tensor_kernel, line=658,
                              tensor_args=('self', 'index', 'value'), vmap='composite', prechecked=True)

def _overload_index_fill_Tensor(input, dim, index, value):
    if _any_interpreter and not _takes_fused() or _would_record((input, index, value)):
        return _index_fill_Tensor_composite(input, dim, index, value)
    return _call(_op_index_fill_Tensor, (input, index, value), {'dim': dim})

_overload_index_fill_Tensor.__tensor_params__ = ('input', 'index', 'value')  # for _resolve

def _index_fill_Tensor_inplace(self, dim, index, value):
    return _composite_inplace(self, lambda old: _index_fill_Tensor_composite(old, dim, index, value), 'index_fill', (index, value,))
# --8<-- [end:index_fill_Tensor]
# --8<-- [start:masked_scatter]
# ── masked_scatter ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:674
#   masked_scatter: A copy of `self` (broadcast with the boolean `mask`) whose positions w…
#   uses H.masked_scatter_parts (tensorplay/ops/indexing/formulas.py:175)
def _masked_scatter_composite(self, mask, source):
    mask = None if mask is None else mask.detach()  # non_differentiable
    return H.masked_scatter_parts(self, mask, source)

# fused: one node outside every transform; backward: the formulas below
def _masked_scatter_kernel(self, mask, source):
    return K._masked_scatter(self, mask, source)

#   fused backward[self: sum_to(where(mask, 0, grad), shapes[0])]
#   fused backward[mask: non_differentiable]
#   fused backward[source: masked_scatter_source_backward(grad, mask, source)]
def _masked_scatter_backward(grads, needs, shapes, mask=None, source=None, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.where(mask, 0, grad), shapes[0])) if needs[0] else None,
        None,
        (H.masked_scatter_source_backward(grad, mask, source)) if needs[2] else None,
    )

_op_masked_scatter = OpDef('masked_scatter', _masked_scatter_kernel, line=674,
                           tensor_args=('self', 'mask', 'source'), differentiable=(True, False, True),
                           saves_per_input=(('mask',), (), ('mask', 'source')), vmap='composite',
                           node='MaskedScatterBackward0', prechecked=True, backward=_masked_scatter_backward)

def masked_scatter(input, mask, source):
    if _any_interpreter and not _takes_fused():
        return _masked_scatter_composite(input, mask, source)
    return _call(_op_masked_scatter, (input, mask, source))

def _masked_scatter_inplace(self, mask, source):
    return _composite_inplace(self, lambda old: _masked_scatter_composite(old, mask, source), 'masked_scatter', (mask, source,))
# --8<-- [end:masked_scatter]
# --8<-- [start:take]
# ── take ──────────────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:699
#   take: The elements of `self` read as a 1-D tensor at `index` (negative entri…
#   uses H.take_parts (tensorplay/ops/indexing/formulas.py:203)
def _take_composite(self, index):
    index = None if index is None else index.detach()  # non_differentiable
    return H.take_parts(self, index)

# fused: one node outside every transform; backward: the formulas below
def _take_kernel(self, index):
    return K._take(self, index)

#   fused backward[self: take_backward(grad, self, index)]
#   fused backward[index: non_differentiable]
def _take_backward(grads, needs, shapes, self=None, index=None, **params):
    grad = grads[0]
    return (
        (H.take_backward(grad, self, index)) if needs[0] else None,
        None,
    )

_op_take = OpDef('take', _take_kernel, line=699, tensor_args=('self', 'index'), differentiable=(True, False),
                 saves_per_input=(('self', 'index'), ()), vmap='composite', node='TakeBackward0',
                 prechecked=True, backward=_take_backward)

def take(input, index):
    if _any_interpreter and not _takes_fused():
        return _take_composite(input, index)
    return _call(_op_take, (input, index))
# --8<-- [end:take]
# --8<-- [start:take_along_dim]
# ── take_along_dim ────────────────────────────────────────────── tensorplay/ops/indexing/ops.yaml:719
#   take_along_dim: The values of `self` at `indices` along dim, self and indices broadcas…
#   uses H.take_along_dim_parts (tensorplay/ops/indexing/formulas.py:230)
def _take_along_dim_composite(self, indices, dim):
    indices = None if indices is None else indices.detach()  # non_differentiable
    return H.take_along_dim_parts(self, indices, dim)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _take_along_dim_kernel(self, indices, dim):
    return K._take_along_dim(self, indices, dim)

_op_take_along_dim = OpDef('take_along_dim', _take_along_dim_kernel, line=719,
                           tensor_args=('self', 'indices'), vmap='composite', prechecked=True)

def take_along_dim(input, indices, dim=None):
    if _any_interpreter and not _takes_fused() or _would_record((input, indices)):
        return _take_along_dim_composite(input, indices, dim)
    return _call(_op_take_along_dim, (input, indices), {'dim': dim})
# --8<-- [end:take_along_dim]


# ── public functions ───────────────────────────────────────────────────────────────────


def where(*args, **kwargs):
    return _resolve('where', (_overload_where, _overload_where_cond, ), args, kwargs)


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
index.__doc__ = "x[indices] with ints, slices, None, Ellipsis, integer and boolean tensors; the index tensors' dims go where PyTorch puts them (ints select first, so x[0, :, idx] keeps idx's dims in place, where NumPy would put them first)."
index_backward.__doc__ = 'Zeros of `shape` with `grad` added at `indices` (repeated indices accumulate) — the gradient of indexing.'
index_put.__doc__ = "A copy of `self` with `values` written at `indices` — what `x[indices] = values` records; with accumulate=True they are added instead, a repeated index adding once per occurrence (torch.index_put's accumulate)."
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


FUNCTIONS = {'where': where, 'sort': sort, 'argsort': argsort, 'msort': msort, 'topk': topk,
             'masked_select': masked_select, '_nonzero': _nonzero, 'nonzero': nonzero, '_unique': _unique,
             'unique': unique, '_unique_consecutive': _unique_consecutive,
             'unique_consecutive': unique_consecutive, 'searchsorted': searchsorted, 'index': index,
             'index_backward': index_backward, 'index_put': index_put, 'index_select': index_select,
             'gather': gather, 'scatter_add': scatter_add, 'masked_fill': masked_fill, 'scatter': scatter,
             '_scatter_src': _scatter_src, 'scatter_reduce': scatter_reduce, 'index_add': index_add,
             'index_copy': index_copy, 'index_fill': index_fill, 'masked_scatter': masked_scatter,
             'take': take, 'take_along_dim': take_along_dim}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'where': _op_where, 'sort': _op_sort, 'sort.stable': _op_sort_stable, 'topk': _op_topk,
       'masked_select': _op_masked_select, '_nonzero': _op__nonzero, '_unique': _op__unique,
       '_unique_consecutive': _op__unique_consecutive, 'searchsorted': _op_searchsorted, 'index': _op_index,
       'index_backward': _op_index_backward, 'index_put': _op_index_put, 'index_select': _op_index_select,
       'gather': _op_gather, 'scatter_add': _op_scatter_add, 'masked_fill': _op_masked_fill,
       '_scatter_src': _op__scatter_src, 'scatter_reduce': _op_scatter_reduce}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'where.cond': _op_where_cond, 'scatter.value': _op_scatter_value, 'index_add': _op_index_add,
         'index_copy': _op_index_copy, 'index_fill': _op_index_fill,
         'index_fill.Tensor': _op_index_fill_Tensor, 'masked_scatter': _op_masked_scatter, 'take': _op_take,
         'take_along_dim': _op_take_along_dim}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('_overload_where', '_op_where', '_where_method', '_overload_where_cond', '_op_where_cond',
             '_where_cond_composite', '_overload_sort', '_op_sort', '_overload_sort_stable',
             '_op_sort_stable', '_overload_argsort', '_argsort_composite', '_overload_argsort_stable',
             '_argsort_stable_composite', 'msort', '_msort_composite', 'topk', '_op_topk', 'masked_select',
             '_op_masked_select', '_nonzero', '_op__nonzero', 'nonzero', '_nonzero_composite', '_unique',
             '_op__unique', 'unique', '_unique_composite', '_unique_consecutive', '_op__unique_consecutive',
             'unique_consecutive', '_unique_consecutive_composite', 'searchsorted', '_op_searchsorted',
             'index', '_op_index', 'index_backward', '_op_index_backward', 'index_put', '_op_index_put',
             '_index_put_inplace', 'index_select', '_op_index_select', 'gather', '_op_gather', 'scatter_add',
             '_op_scatter_add', '_scatter_add_inplace', 'masked_fill', '_op_masked_fill',
             '_masked_fill_inplace', '_overload_scatter_value', '_op_scatter_value',
             '_scatter_value_composite', '_scatter_value_inplace', '_overload_scatter', '_scatter_composite',
             '_scatter_inplace', '_scatter_src', '_op__scatter_src', 'scatter_reduce', '_op_scatter_reduce',
             '_scatter_reduce_inplace', 'index_add', '_op_index_add', '_index_add_composite',
             '_index_add_inplace', 'index_copy', '_op_index_copy', '_index_copy_composite',
             '_index_copy_inplace', '_overload_index_fill', '_op_index_fill', '_index_fill_composite',
             '_overload_index_fill_Tensor', '_op_index_fill_Tensor', '_index_fill_Tensor_composite',
             '_index_fill_Tensor_inplace', 'masked_scatter', '_op_masked_scatter',
             '_masked_scatter_composite', '_masked_scatter_inplace', 'take', '_op_take', '_take_composite',
             'take_along_dim', '_op_take_along_dim', '_take_along_dim_composite', 'where', 'sort', 'argsort',
             'scatter', 'index_fill')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
