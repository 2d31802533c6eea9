# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The shape ops (tensorplay/ops/shape/ops.yaml), one section each. A primitive's section holds its
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
from ...dispatch.inplace import would_record as _would_record
from ...dispatch.overloads import resolve as _resolve
from ...dispatch.overloads import varargs as _varargs
from . import batching as B
from ...core import optable as O
# --8<-- [start:reshape]
# ── reshape ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:6
#   reshape: The same elements in a new shape (one dim may be -1); a view when the …
#   backward[self]: reshape(grad, shapes[0])
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._shape (tensorplay/ops/shape/kernels.py:12)
#   uses rule B.reshape_rule (tensorplay/ops/shape/batching.py:28)
def _reshape_kernel(self, shape):
    shape = K._shape(shape)
    try:
        return self.reshape(shape)
    except ValueError:  # NumPy's "cannot reshape array of size 12 into shape (5,newaxis)"
        raise K.ShapeError(f"shape '{list(shape)}' is invalid for input of size {self.size}") from None

def _reshape_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.reshape(grad, shapes[0])) if needs[0] else None,)

_op_reshape = OpDef('reshape', _reshape_kernel, line=6, tensor_args=('self',), view=True,
                    differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                    vmap={'custom': 'reshape'}, fast='same', node='ReshapeBackward0',
                    int_list_args=('shape',), backward=_reshape_backward, vmap_rule=B.reshape_rule)

def reshape(input, *_shape, shape=None):
    return _call(_op_reshape, (input,), {'shape': _varargs(_shape, shape, 'reshape', 'shape')})
# --8<-- [end:reshape]
# --8<-- [start:expand]
# ── expand ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:24
#   expand: A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim)…
#   backward[self]: sum_to(grad, shapes[0])
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._expanded (tensorplay/ops/shape/kernels.py:81)
#   uses K._size (tensorplay/ops/shape/kernels.py:9)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule B.expand_rule (tensorplay/ops/shape/batching.py:35)
def _expand_kernel(self, size, implicit):
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
    return K._expanded(self, target, lead)

def _expand_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((HS.sum_to(grad, shapes[0])) if needs[0] else None,)

_op_expand = OpDef('expand', _expand_kernel, line=24, tensor_args=('self',), view=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                   vmap={'custom': 'expand'}, fast='same', node='ExpandBackward0', int_list_args=('size',),
                   backward=_expand_backward, vmap_rule=B.expand_rule)

def expand(input, *_size, size=None, implicit=False):
    return _call(_op_expand, (input,), {'size': _varargs(_size, size, 'expand', 'size'), 'implicit': implicit})
# --8<-- [end:expand]
# --8<-- [start:unsqueeze]
# ── unsqueeze ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:53
#   unsqueeze: A view with a size-1 dim inserted at `dim`.
#   backward[self]: reshape(grad, shapes[0])
#   uses K._unsqueeze (tensorplay/ops/shape/kernels.py:181)
#   uses rule B.unsqueeze_rule (tensorplay/ops/shape/batching.py:49)
def _unsqueeze_kernel(self, dim):
    return K._unsqueeze(self, dim)

def _unsqueeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.reshape(grad, shapes[0])) if needs[0] else None,)

_op_unsqueeze = OpDef('unsqueeze', _unsqueeze_kernel, line=53, tensor_args=('self',), view=True,
                      differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                      vmap={'custom': 'unsqueeze'}, fast='same', node='UnsqueezeBackward0',
                      backward=_unsqueeze_backward, vmap_rule=B.unsqueeze_rule)

def unsqueeze(input, dim):
    return _call(_op_unsqueeze, (input,), {'dim': dim})
# --8<-- [end:unsqueeze]
# --8<-- [start:squeeze]
# ── squeeze ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:66
#   squeeze: A view without size-1 dims (all of them, or those in `dim`).
#   backward[self]: reshape(grad, shapes[0])
#   uses KS._axes (tensorplay/ops/shared/kernels.py:146)
#   uses rule B.squeeze_rule (tensorplay/ops/shape/batching.py:58)
def _squeeze_kernel(self, dim):
    if dim is None:
        return self.squeeze()
    axes = KS._axes(dim, self.ndim)
    if axes is None:
        return self.view()
    return self.squeeze(tuple(a for a in axes if self.shape[a] == 1))

def _squeeze_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.reshape(grad, shapes[0])) if needs[0] else None,)

_op_squeeze = OpDef('squeeze', _squeeze_kernel, line=66, tensor_args=('self',), view=True,
                    differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                    vmap={'custom': 'squeeze'}, fast='same', node='SqueezeBackward0', int_list_args=('dim',),
                    backward=_squeeze_backward, vmap_rule=B.squeeze_rule)

def squeeze(input, dim=None):
    return _call(_op_squeeze, (input,), {'dim': dim})
# --8<-- [end:squeeze]
# --8<-- [start:transpose]
# ── transpose ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:85
#   transpose: A view with dims dim0 and dim1 swapped.
#   backward[self]: transpose(grad, dim0, dim1)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
def _transpose_kernel(self, dim0, dim1):
    d0, d1 = K._dim(dim0, self.ndim), K._dim(dim1, self.ndim)  # a 0-d input takes 0 and -1
    return self.swapaxes(d0, d1) if self.ndim else self.view()

def _transpose_backward(grads, needs, shapes, *, dim0, dim1, **params):
    grad = grads[0]
    return ((O.transpose(grad, dim0, dim1)) if needs[0] else None,)

_op_transpose = OpDef('transpose', _transpose_kernel, line=85, tensor_args=('self',), view=True,
                      differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                      vmap={'dims': ['dim0', 'dim1']}, fast='same', node='TransposeBackward0',
                      backward=_transpose_backward)

def transpose(input, dim0, dim1):
    return _call(_op_transpose, (input,), {'dim0': dim0, 'dim1': dim1})
# --8<-- [end:transpose]
# --8<-- [start:permute]
# ── permute ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:100
#   permute: A view with the dims reordered.
#   backward[self]: permute_backward(grad, dims)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses H.permute_backward (tensorplay/ops/shape/formulas.py:26)
#   uses rule B.permute_rule (tensorplay/ops/shape/batching.py:74)
def _permute_kernel(self, dims):
    if len(dims) != self.ndim:  # PyTorch checks the count first (a 0-d tensor takes only ())
        raise K.ShapeError("permute(sparse_coo): number of dimensions in the tensor input does not "
                         "match the length of the desired ordering of dimensions i.e. input.dim() "
                         f"= {self.ndim} is not equal to len(dims) = {len(dims)}")
    return self.transpose(dims) if self.ndim else self.view()

def _permute_backward(grads, needs, shapes, *, dims, **params):
    grad = grads[0]
    return ((H.permute_backward(grad, dims)) if needs[0] else None,)

_op_permute = OpDef('permute', _permute_kernel, line=100, tensor_args=('self',), view=True,
                    differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                    vmap={'custom': 'permute'}, fast='same', node='PermuteBackward0', int_list_args=('dims',),
                    backward=_permute_backward, vmap_rule=B.permute_rule)

def permute(input, *_dims, dims=None):
    return _call(_op_permute, (input,), {'dims': _varargs(_dims, dims, 'permute', 'dims')})
# --8<-- [end:permute]
# --8<-- [start:view]
# ── view ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:118
#   view: The same memory seen with a new shape (one dim may be -1). Unlike resh…
#   backward[self]: reshape(grad, shapes[0])
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._shape (tensorplay/ops/shape/kernels.py:12)
#   uses rule B.view_rule (tensorplay/ops/shape/batching.py:91)
def _view_kernel(self, size):
    shape = K._shape(size)
    try:
        return self.reshape(shape, copy=False)
    except ValueError as exc:
        if "copy" in str(exc):
            raise K.ShapeError("view size is not compatible with input tensor's size and stride (at "
                             "least one dimension spans across two contiguous subspaces). Use "
                             ".reshape(...) instead.") from None
        raise K.ShapeError(f"shape '{list(shape)}' is invalid for input of size {self.size}") from None

def _view_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.reshape(grad, shapes[0])) if needs[0] else None,)

_op_view = OpDef('view', _view_kernel, line=118, tensor_args=('self',), view=True, differentiable=(True,),
                 saves_per_input=((),), jvp_kind='auto_linear', vmap={'custom': 'view'}, fast='same',
                 node='ViewBackward0', int_list_args=('size',), backward=_view_backward,
                 vmap_rule=B.view_rule)

def _overload_view(input, *_size, size=None):
    return _call(_op_view, (input,), {'size': _varargs(_size, size, 'view', 'size')})

_overload_view.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:view]
# --8<-- [start:view_dtype]
# ── view.dtype ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:142
#   view.dtype: x.view(dtype): the same memory read as another dtype (NumPy's ndarray.…
#   backward[self]: non_differentiable
#   uses K._view_dtype (tensorplay/ops/shape/kernels.py:199)
#   uses rule B.view_dtype_rule (tensorplay/ops/shape/batching.py:105)
def _view_dtype_kernel(self, dtype):
    return K._view_dtype(self, dtype)

_op_view_dtype = OpDef('view.dtype', _view_dtype_kernel, line=142, tensor_args=('self',), view=True,
                       differentiable=(False,), saves_per_input=((),), vmap={'custom': 'view_dtype'},
                       fast='same', node='ViewBackward0', vmap_rule=B.view_dtype_rule)

def _overload_view_dtype(input, dtype):
    return _call(_op_view_dtype, (input,), {'dtype': dtype})

_overload_view_dtype.__tensor_params__ = ('input',)  # for _resolve
_overload_view_dtype.__dtype_params__ = ('dtype',)  # for _resolve
# --8<-- [end:view_dtype]
# --8<-- [start:flatten]
# ── flatten ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:164
#   flatten: Dims start_dim..end_dim merged into one (a 0-d tensor becomes 1-D); a …
#   uses H.flatten_shape (tensorplay/ops/shape/formulas.py:56)
def _flatten_composite(self, start_dim, end_dim):
    return O.reshape(self, H.flatten_shape(self.shape, start_dim, end_dim))


def flatten(input, start_dim=0, end_dim=-1):
    return _flatten_composite(input, start_dim, end_dim)
# --8<-- [end:flatten]
# --8<-- [start:t]
# ── t ─────────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:179
#   t: Transpose of a tensor with at most 2 dims (0-d and 1-D tensors come ba…
def _t_composite(self):
    if not (self.dim() <= 2):
        raise RuntimeError(f't: t() expects a tensor with <= 2 dimensions, but self is {self.dim()}D')
    return O.transpose(self, 0, -1)


def t(input):
    return _t_composite(input)
# --8<-- [end:t]
# --8<-- [start:expand_as]
# ── expand_as ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:191
#   expand_as: self.expand(other.size()) — a broadcast view with the shape of `other`…
def _expand_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return O.expand(self, list(other.shape))


def expand_as(input, other):
    return _expand_as_composite(input, other)
# --8<-- [end:expand_as]
# --8<-- [start:broadcast_to]
# ── broadcast_to ──────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:201
#   broadcast_to: A broadcast view of `self` with shape `size` (as expand; -1 keeps a di…
def _broadcast_to_composite(self, size):
    return O.expand(self, size)


def broadcast_to(input, *_size, size=None):
    return _broadcast_to_composite(input, _varargs(_size, size, 'broadcast_to', 'size'))
# --8<-- [end:broadcast_to]
# --8<-- [start:movedim]
# ── movedim ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:212
#   movedim: A view with the dims in `source` moved to the positions in `destinatio…
#   backward[self]: movedim(grad, destination, source)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
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
    order = [n for n in range(self.ndim) if n not in src]  # np.moveaxis's order, without its layers
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return self.transpose(order)

def _movedim_backward(grads, needs, shapes, *, source, destination, **params):
    grad = grads[0]
    return ((O.movedim(grad, destination, source)) if needs[0] else None,)

_op_movedim = OpDef('movedim', _movedim_kernel, line=212, tensor_args=('self',), view=True,
                    differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                    vmap={'dims': ['source', 'destination']}, fast='same', node='MovedimBackward0',
                    int_list_args=('source', 'destination'), backward=_movedim_backward)

def movedim(input, source, destination):
    return _call(_op_movedim, (input,), {'source': source, 'destination': destination})
# --8<-- [end:movedim]
# --8<-- [start:flip]
# ── flip ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:244
#   flip: A copy with the order of elements reversed along each dim in `dims` (n…
#   backward[self]: flip(grad, dims)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
def _flip_kernel(self, dims):
    dims = [dims] if isinstance(dims, int) else list(dims)
    axes = [K._dim(d, self.ndim) for d in dims]
    if len(set(axes)) != len(axes):
        raise K.ShapeError(f"flip: dims {dims} has a dim that appears multiple times")
    if self.ndim == 0 or not axes:
        return self.copy()
    return np.flip(self, axes).copy()

def _flip_backward(grads, needs, shapes, *, dims, **params):
    grad = grads[0]
    return ((O.flip(grad, dims)) if needs[0] else None,)

_op_flip = OpDef('flip', _flip_kernel, line=244, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=((),), jvp_kind='auto_linear', vmap={'dims': ['dims']}, fast='same',
                 node='FlipBackward0', int_list_args=('dims',), backward=_flip_backward)

def flip(input, *_dims, dims=None):
    return _call(_op_flip, (input,), {'dims': _varargs(_dims, dims, 'flip', 'dims')})
# --8<-- [end:flip]
# --8<-- [start:repeat]
# ── repeat ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:268
#   repeat: A copy tiled `repeats[i]` times along dim i (like np.tile); extra lead…
#   backward[self]: repeat_backward(grad, repeats, shapes[0])
#   uses K._repeat (tensorplay/ops/shape/kernels.py:24)
#   uses H.repeat_backward (tensorplay/ops/shape/formulas.py:33)
#   uses rule B.repeat_rule (tensorplay/ops/shape/batching.py:131)
def _repeat_kernel(self, repeats):
    return K._repeat(self, repeats)

def _repeat_backward(grads, needs, shapes, *, repeats, **params):
    grad = grads[0]
    return ((H.repeat_backward(grad, repeats, shapes[0])) if needs[0] else None,)

_op_repeat = OpDef('repeat', _repeat_kernel, line=268, tensor_args=('self',), differentiable=(True,),
                   saves_per_input=((),), jvp_kind='auto_linear', vmap={'custom': 'repeat'}, fast='same',
                   node='RepeatBackward0', int_list_args=('repeats',), backward=_repeat_backward,
                   vmap_rule=B.repeat_rule)

def repeat(input, *_repeats, repeats=None):
    return _call(_op_repeat, (input,), {'repeats': _varargs(_repeats, repeats, 'repeat', 'repeats')})
# --8<-- [end:repeat]
# --8<-- [start:cat]
# ── cat ───────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:287
#   cat: The tensors joined along an existing dim; the other dims must match (t…
#   backward[tensors]: cat_backward(grad, shapes[0], dim)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
#   uses KS.ArgumentValueError (tensorplay/ops/shared/kernels.py:17)
#   uses H.cat_backward (tensorplay/ops/shape/formulas.py:18)
#   uses rule B.cat_rule (tensorplay/ops/shape/batching.py:143)
def _cat_kernel(tensors, dim):
    if tensors and tensors[0].ndim:  # NumPy checks the shapes; the loops below name the error
        try:
            return np.concatenate(tensors, axis=K._dim(dim, tensors[0].ndim))
        except ValueError:
            pass
    if len(tensors) == 0:
        raise KS.ArgumentValueError("cat: expected a non-empty list of Tensors")
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

def _cat_backward(grads, needs, shapes, *, dim, **params):
    grad = grads[0]
    return ((H.cat_backward(grad, shapes[0], dim)) if needs[0] else None,)

_op_cat = OpDef('cat', _cat_kernel, line=287, tensor_args=('tensors',), list_args=(0,), dtype='promote',
                differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear', vmap={'custom': 'cat'},
                node='CatBackward0', backward=_cat_backward, vmap_rule=B.cat_rule)

def cat(tensors, dim=0):
    return _call(_op_cat, (tensors,), {'dim': dim})
# --8<-- [end:cat]
# --8<-- [start:stack]
# ── stack ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:328
#   stack: Equal-shaped tensors joined along a new dim `dim` (0-d tensors stack i…
#   backward[tensors]: list(unbind(grad, dim))
#   uses K._stack (tensorplay/ops/shape/kernels.py:34)
#   uses rule B.stack_rule (tensorplay/ops/shape/batching.py:153)
def _stack_kernel(tensors, dim):
    return K._stack(tensors, dim)

def _stack_backward(grads, needs, shapes, *, dim, **params):
    grad = grads[0]
    return ((list(O.unbind(grad, dim))) if needs[0] else None,)

_op_stack = OpDef('stack', _stack_kernel, line=328, tensor_args=('tensors',), list_args=(0,), dtype='promote',
                  differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                  vmap={'custom': 'stack'}, node='StackBackward0', backward=_stack_backward,
                  vmap_rule=B.stack_rule)

def stack(tensors, dim=0):
    return _call(_op_stack, (tensors,), {'dim': dim})
# --8<-- [end:stack]
# --8<-- [start:split]
# ── split ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:345
#   split: Views of consecutive pieces along `dim`: of size `split_size_or_sectio…
#   backward[self]: cat(list(grads), dim)
#   uses K._split (tensorplay/ops/shape/kernels.py:46)
def _split_kernel(self, split_size_or_sections, dim):
    return K._split(self, split_size_or_sections, dim)

def _split_backward(grads, needs, shapes, *, dim, **params):
    return ((O.cat(list(grads), dim)) if needs[0] else None,)

_op_split = OpDef('split', _split_kernel, line=345, tensor_args=('self',), outputs='list', view=True,
                  differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear', vmap={'dim': 'dim'},
                  node='SplitBackward0', int_list_args=('split_size_or_sections',), backward=_split_backward)

def _overload_split(tensor, split_size_or_sections, dim=0):
    return _call(_op_split, (tensor,), {'split_size_or_sections': split_size_or_sections, 'dim': dim})

_overload_split.__tensor_params__ = ('tensor',)  # for _resolve
# --8<-- [end:split]
# --8<-- [start:chunk]
# ── chunk ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:367
#   chunk: At most `chunks` views along `dim`, each of size ceil(n / chunks) exce…
#   backward[self]: cat(list(grads), dim)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
#   uses K._split (tensorplay/ops/shape/kernels.py:46)
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

def _chunk_backward(grads, needs, shapes, *, dim, **params):
    return ((O.cat(list(grads), dim)) if needs[0] else None,)

_op_chunk = OpDef('chunk', _chunk_kernel, line=367, tensor_args=('self',), outputs='list', view=True,
                  differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear', vmap={'dim': 'dim'},
                  node='ChunkBackward0', backward=_chunk_backward)

def chunk(input, chunks, dim=0):
    return _call(_op_chunk, (input,), {'chunks': chunks, 'dim': dim})
# --8<-- [end:chunk]
# --8<-- [start:unbind]
# ── unbind ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:396
#   unbind: The slices along `dim`, each without that dim (views).
#   backward[self]: stack(grads, dim)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
def _unbind_kernel(self, dim):
    if self.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    d = K._dim(dim, self.ndim)  # iterating a view with dim d first: self[..., i, ...], 4x cheaper
    return list(self.transpose([d, *range(d), *range(d + 1, self.ndim)]) if d else self)

def _unbind_backward(grads, needs, shapes, *, dim, **params):
    return ((O.stack(grads, dim)) if needs[0] else None,)

_op_unbind = OpDef('unbind', _unbind_kernel, line=396, tensor_args=('self',), outputs='list', view=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear', vmap={'dim': 'dim'},
                   node='UnbindBackward0', backward=_unbind_backward)

def unbind(input, dim=0):
    return _call(_op_unbind, (input,), {'dim': dim})
# --8<-- [end:unbind]
# --8<-- [start:narrow]
# ── narrow ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:413
#   narrow: The view self[..., start:start+length, ...] along `dim` (a negative st…
#   backward[self]: narrow_backward(grad, shapes[0], dim, start)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
#   uses H.narrow_backward (tensorplay/ops/shape/formulas.py:48)
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

def _narrow_backward(grads, needs, shapes, *, dim, start, **params):
    grad = grads[0]
    return ((H.narrow_backward(grad, shapes[0], dim, start)) if needs[0] else None,)

_op_narrow = OpDef('narrow', _narrow_kernel, line=413, tensor_args=('self',), view=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear', vmap={'dim': 'dim'},
                   fast='same', node='NarrowBackward0', backward=_narrow_backward)

def narrow(input, dim, start, length):
    return _call(_op_narrow, (input,), {'dim': dim, 'start': start, 'length': length})
# --8<-- [end:narrow]
# --8<-- [start:select]
# ── select ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:440
#   select: The view self[..., index, ...] with `index` taken along `dim` (that di…
#   backward[self]: select_backward(grad, shapes[0], dim, index)
#   uses K._dim (tensorplay/ops/shape/kernels.py:9)
#   uses H.select_backward (tensorplay/ops/shape/formulas.py:77)
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

def _select_backward(grads, needs, shapes, *, dim, index, **params):
    grad = grads[0]
    return ((H.select_backward(grad, shapes[0], dim, index)) if needs[0] else None,)

_op_select = OpDef('select', _select_kernel, line=440, tensor_args=('self',), view=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear', vmap={'dim': 'dim'},
                   fast='same', node='SelectBackward0', backward=_select_backward)

def select(input, dim, index):
    return _call(_op_select, (input,), {'dim': dim, 'index': index})
# --8<-- [end:select]
# --8<-- [start:unflatten]
# ── unflatten ─────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:466
#   unflatten: A view with dim `dim` split into dims of `sizes` (one of them may be -…
#   backward[self]: reshape(grad, shapes[0])
#   uses K._unflatten (tensorplay/ops/shape/kernels.py:57)
def _unflatten_kernel(self, dim, sizes):
    return K._unflatten(self, dim, sizes)

def _unflatten_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.reshape(grad, shapes[0])) if needs[0] else None,)

_op_unflatten = OpDef('unflatten', _unflatten_kernel, line=466, tensor_args=('self',), view=True,
                      differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                      vmap={'dim': 'dim'}, fast='same', node='UnflattenBackward0', int_list_args=('sizes',),
                      backward=_unflatten_backward)

def unflatten(input, dim, sizes):
    return _call(_op_unflatten, (input,), {'dim': dim, 'sizes': sizes})
# --8<-- [end:unflatten]
# --8<-- [start:diag]
# ── diag ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:483
#   diag: A 1-D tensor becomes a square matrix with it on the `diagonal`-th diag…
#   backward[self]: diag_backward(grad, shapes[0], diagonal)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
#   uses H.diag_backward (tensorplay/ops/shape/formulas.py:99)
#   uses rule B.diag_rule (tensorplay/ops/shape/batching.py:161)
def _diag_kernel(self, diagonal):
    if self.ndim == 1:
        return np.diag(self, diagonal)
    if self.ndim == 2:
        return np.diagonal(self, diagonal).copy()
    raise K.ShapeError(f"diag(): Supports 1D or 2D tensors. Got {self.ndim}D")

def _diag_backward(grads, needs, shapes, *, diagonal, **params):
    grad = grads[0]
    return ((H.diag_backward(grad, shapes[0], diagonal)) if needs[0] else None,)

_op_diag = OpDef('diag', _diag_kernel, line=483, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=((),), jvp_kind='auto_linear', vmap={'custom': 'diag'}, fast='same',
                 node='DiagBackward0', backward=_diag_backward, vmap_rule=B.diag_rule)

def diag(input, diagonal=0):
    return _call(_op_diag, (input,), {'diagonal': diagonal})
# --8<-- [end:diag]
# --8<-- [start:diagflat]
# ── diagflat ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:510
#   diagflat: A square matrix with the flattened input on its `offset`-th diagonal (…
#   backward[self]: reshape(diagonal(grad, offset), shapes[0])
#   uses rule B.diagflat_rule (tensorplay/ops/shape/batching.py:184)
def _diagflat_kernel(self, offset):
    return np.diagflat(self, offset)

def _diagflat_backward(grads, needs, shapes, *, offset, **params):
    grad = grads[0]
    return ((O.reshape(O.diagonal(grad, offset), shapes[0])) if needs[0] else None,)

_op_diagflat = OpDef('diagflat', _diagflat_kernel, line=510, tensor_args=('self',), differentiable=(True,),
                     saves_per_input=((),), jvp_kind='auto_linear', vmap={'custom': 'diagflat'}, fast='same',
                     node='DiagflatBackward0', backward=_diagflat_backward, vmap_rule=B.diagflat_rule)

def diagflat(input, offset=0):
    return _call(_op_diagflat, (input,), {'offset': offset})
# --8<-- [end:diagflat]
# --8<-- [start:diagonal]
# ── diagonal ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:529
#   diagonal: A (writable) view of the diagonal of the dims dim1 and dim2, appended …
#   backward[self]: diagonal_backward(grad, shapes[0], offset, dim1, dim2)
#   uses K._diagonal (tensorplay/ops/shape/kernels.py:92)
#   uses H.diagonal_backward (tensorplay/ops/shape/formulas.py:83)
def _diagonal_kernel(self, offset, dim1, dim2):
    return K._diagonal(self, offset, dim1, dim2)

def _diagonal_backward(grads, needs, shapes, *, offset, dim1, dim2, **params):
    grad = grads[0]
    return (
        (H.diagonal_backward(grad, shapes[0], offset, dim1, dim2)) if needs[0] else None,
    )

_op_diagonal = OpDef('diagonal', _diagonal_kernel, line=529, tensor_args=('self',), view=True,
                     differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                     vmap={'dims': ['dim1', 'dim2']}, fast='same', node='DiagonalBackward0',
                     backward=_diagonal_backward)

def diagonal(input, offset=0, dim1=0, dim2=1):
    return _call(_op_diagonal, (input,), {'offset': offset, 'dim1': dim1, 'dim2': dim2})
# --8<-- [end:diagonal]
# --8<-- [start:tril]
# ── tril ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:550
#   tril: A copy with the elements above the `diagonal`-th diagonal of the last …
#   backward[self]: tril(grad, diagonal)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
def _tril_kernel(self, diagonal):
    if self.ndim < 2:
        raise K.ShapeError("tril: input tensor must have at least 2 dimensions")
    return np.tril(self, diagonal)

def _tril_backward(grads, needs, shapes, *, diagonal, **params):
    grad = grads[0]
    return ((O.tril(grad, diagonal)) if needs[0] else None,)

_op_tril = OpDef('tril', _tril_kernel, line=550, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=((),), jvp_kind='auto_linear', vmap={'trailing': 2}, fast='same',
                 node='TrilBackward0', backward=_tril_backward)

def tril(input, diagonal=0):
    return _call(_op_tril, (input,), {'diagonal': diagonal})
# --8<-- [end:tril]
# --8<-- [start:triu]
# ── triu ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:565
#   triu: A copy with the elements below the `diagonal`-th diagonal of the last …
#   backward[self]: triu(grad, diagonal)
#   uses K.ShapeError (tensorplay/ops/shape/kernels.py:9)
def _triu_kernel(self, diagonal):
    if self.ndim < 2:
        raise K.ShapeError("triu: input tensor must have at least 2 dimensions")
    return np.triu(self, diagonal)

def _triu_backward(grads, needs, shapes, *, diagonal, **params):
    grad = grads[0]
    return ((O.triu(grad, diagonal)) if needs[0] else None,)

_op_triu = OpDef('triu', _triu_kernel, line=565, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=((),), jvp_kind='auto_linear', vmap={'trailing': 2}, fast='same',
                 node='TriuBackward0', backward=_triu_backward)

def triu(input, diagonal=0):
    return _call(_op_triu, (input,), {'diagonal': diagonal})
# --8<-- [end:triu]
# --8<-- [start:as_strided]
# ── as_strided ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:580
#   as_strided: A view of `self`'s memory with the given sizes and strides (in element…
#   backward[self]: as_strided_backward(grad, shapes[0], size, stride, storage_offset)
#   jvp: [self] as_strided_tangent(self_t, size, stride, storage_offset)
#   uses K._as_strided (tensorplay/ops/shape/kernels.py:131)
#   uses H.as_strided_backward (tensorplay/ops/shape/formulas.py:106)
#   uses H.as_strided_tangent (tensorplay/ops/shape/formulas.py:116)
#   uses rule B.as_strided_rule (tensorplay/ops/shape/batching.py:190)
def _as_strided_kernel(self, size, stride, storage_offset):
    return K._as_strided(self, size, stride, storage_offset)

def _as_strided_backward(grads, needs, shapes, *, size, stride, storage_offset, **params):
    grad = grads[0]
    return (
        (H.as_strided_backward(grad, shapes[0], size, stride, storage_offset)) if needs[0] else None,
    )

def _as_strided_jvp(tangents, self, result, *, size, stride, storage_offset, **params):
    self_t, = tangents
    return None if self_t is None else H.as_strided_tangent(self_t, size, stride, storage_offset)

_op_as_strided = OpDef('as_strided', _as_strided_kernel, line=580, tensor_args=('self',), view=True,
                       differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                       vmap={'custom': 'as_strided'}, fast='same', node='AsStridedBackward0',
                       int_list_args=('size', 'stride'), backward=_as_strided_backward, jvp=_as_strided_jvp,
                       vmap_rule=B.as_strided_rule)

def as_strided(input, size, stride, storage_offset=None):
    return _call(_op_as_strided, (input,), {'size': size, 'stride': stride, 'storage_offset': storage_offset})
# --8<-- [end:as_strided]
# --8<-- [start:contiguous]
# ── contiguous ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:608
#   contiguous: `self`'s memory when it is already C-contiguous (a view sharing the ve…
#   backward[self]: grad
def _contiguous_kernel(self):
    return self if self.flags.c_contiguous else np.ascontiguousarray(self)

def _contiguous_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((grad) if needs[0] else None,)

_op_contiguous = OpDef('contiguous', _contiguous_kernel, line=608, tensor_args=('self',), view=True,
                       differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                       vmap='elementwise', fast='same', node='ContiguousBackward0',
                       backward=_contiguous_backward)

def contiguous(input):
    return _call(_op_contiguous, (input,))
# --8<-- [end:contiguous]
# --8<-- [start:diag_embed]
# ── diag_embed ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:623
#   diag_embed: Matrices (in the dims dim1, dim2 of the output) with the last dim of `…
#   uses H.diag_embed_parts (tensorplay/ops/shape/formulas.py:327)
def _diag_embed_checks(self, offset, dim1, dim2):  # before the body and before the fused path
    if not (-self.dim() - 1 <= dim1 <= self.dim()):
        raise IndexError(f'diag_embed: Dimension out of range (expected to be in range of [{-self.dim() - 1}, {self.dim()}], but got {dim1})')
    if not (-self.dim() - 1 <= dim2 <= self.dim()):
        raise IndexError(f'diag_embed: Dimension out of range (expected to be in range of [{-self.dim() - 1}, {self.dim()}], but got {dim2})')

def _diag_embed_composite(self, offset, dim1, dim2):
    _diag_embed_checks(self, offset, dim1, dim2)
    return H.diag_embed_parts(self, offset, dim1, dim2)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _diag_embed_kernel(self, offset, dim1, dim2):
    return K._diag_embed(self, offset, dim1, dim2)

_op_diag_embed = OpDef('diag_embed', _diag_embed_kernel, line=623, tensor_args=('self',), vmap='composite',
                       prechecked=True)

def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    if _any_interpreter and not _takes_fused() or _would_record((input,)):
        return _diag_embed_composite(input, offset, dim1, dim2)
    _diag_embed_checks(input, offset, dim1, dim2)
    return _call(_op_diag_embed, (input,), {'offset': offset, 'dim1': dim1, 'dim2': dim2})
# --8<-- [end:diag_embed]
# --8<-- [start:unfold]
# ── unfold ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:649
#   unfold: A view of the windows of `size` elements, `step` apart, along `dimensi…
#   backward[self]: unfold_backward(grad, shapes[0], dimension, size, step)
#   uses K._unfold (tensorplay/ops/shape/kernels.py:112)
#   uses H.unfold_backward (tensorplay/ops/shape/formulas.py:310)
def _unfold_kernel(self, dimension, size, step):
    return K._unfold(self, dimension, size, step)

def _unfold_backward(grads, needs, shapes, *, dimension, size, step, **params):
    grad = grads[0]
    return (
        (H.unfold_backward(grad, shapes[0], dimension, size, step)) if needs[0] else None,
    )

_op_unfold = OpDef('unfold', _unfold_kernel, line=649, tensor_args=('self',), view=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='auto_linear',
                   vmap={'dims': ['dimension']}, fast='same', node='UnfoldBackward0',
                   backward=_unfold_backward)

def unfold(input, dimension, size, step):
    return _call(_op_unfold, (input,), {'dimension': dimension, 'size': size, 'step': step})
# --8<-- [end:unfold]
# --8<-- [start:repeat_interleave_self_int]
# ── repeat_interleave.self_int ────────────────────────────────── tensorplay/ops/shape/ops.yaml:670
#   repeat_interleave.self_int: Each element (each slice along dim) repeated `repeats` times in place …
#   uses H.repeat_interleave_parts (tensorplay/ops/shape/formulas.py:277)
def _repeat_interleave_self_int_composite(self, repeats, dim, output_size):
    return H.repeat_interleave_parts(self, repeats, dim, output_size)


def _overload_repeat_interleave_self_int(input, repeats, dim=None, *, output_size=None):
    return _repeat_interleave_self_int_composite(input, repeats, dim, output_size)

_overload_repeat_interleave_self_int.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:repeat_interleave_self_int]
# --8<-- [start:repeat_interleave_self_Tensor]
# ── repeat_interleave.self_Tensor ─────────────────────────────── tensorplay/ops/shape/ops.yaml:686
#   repeat_interleave.self_Tensor: Slice i along dim repeated repeats[i] times (a tensor of counts, one p…
#   uses H.repeat_interleave_parts (tensorplay/ops/shape/formulas.py:277)
def _repeat_interleave_self_Tensor_composite(self, repeats, dim, output_size):
    repeats = None if repeats is None else repeats.detach()  # non_differentiable
    return H.repeat_interleave_parts(self, repeats, dim, output_size)


def _overload_repeat_interleave_self_Tensor(input, repeats, dim=None, *, output_size=None):
    return _repeat_interleave_self_Tensor_composite(input, repeats, dim, output_size)

_overload_repeat_interleave_self_Tensor.__tensor_params__ = ('input', 'repeats')  # for _resolve
# --8<-- [end:repeat_interleave_self_Tensor]
# --8<-- [start:repeat_interleave_Tensor]
# ── repeat_interleave.Tensor ──────────────────────────────────── tensorplay/ops/shape/ops.yaml:704
#   repeat_interleave.Tensor: repeat_interleave(repeats) gives each index i repeated repeats[i] time…
#   uses H.repeat_interleave_positions (tensorplay/ops/shape/formulas.py:262)
def _repeat_interleave_Tensor_composite(repeats, output_size):
    repeats = None if repeats is None else repeats.detach()  # non_differentiable
    return H.repeat_interleave_positions(repeats, output_size)


def _overload_repeat_interleave_Tensor(repeats, *, output_size=None):
    return _repeat_interleave_Tensor_composite(repeats, output_size)

_overload_repeat_interleave_Tensor.__tensor_params__ = ('repeats',)  # for _resolve
# --8<-- [end:repeat_interleave_Tensor]
# --8<-- [start:ravel]
# ── ravel ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:717
#   ravel: The elements as a 1-D tensor, a view of a contiguous tensor (else a co…
def _ravel_composite(self):
    return O.reshape(O.contiguous(self), [-1])


def ravel(input):
    return _ravel_composite(input)
# --8<-- [end:ravel]
# --8<-- [start:moveaxis]
# ── moveaxis ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:728
#   moveaxis: Alias of movedim (NumPy's name), a view with the dims `source` moved t…
def _moveaxis_composite(self, source, destination):
    return O.movedim(self, source, destination)


def moveaxis(input, source, destination):
    return _moveaxis_composite(input, source, destination)
# --8<-- [end:moveaxis]
# --8<-- [start:swapaxes]
# ── swapaxes ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:741
#   swapaxes: Alias of transpose (NumPy's name), a view with two dims exchanged.
def _swapaxes_composite(self, axis0, axis1):
    return O.transpose(self, axis0, axis1)


def swapaxes(input, axis0, axis1):
    return _swapaxes_composite(input, axis0, axis1)
# --8<-- [end:swapaxes]
# --8<-- [start:swapdims]
# ── swapdims ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:752
#   swapdims: Alias of transpose, a view with two dims exchanged.
def _swapdims_composite(self, dim0, dim1):
    return O.transpose(self, dim0, dim1)


def swapdims(input, dim0, dim1):
    return _swapdims_composite(input, dim0, dim1)
# --8<-- [end:swapdims]
# --8<-- [start:fliplr]
# ── fliplr ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:763
#   fliplr: The columns in reverse order (flip along dim 1); a copy, as flip.
def _fliplr_composite(self):
    if not (self.dim() >= 2):
        raise RuntimeError('fliplr: Input must be >= 2-d.')
    return O.flip(self, [1])


def fliplr(input):
    return _fliplr_composite(input)
# --8<-- [end:fliplr]
# --8<-- [start:flipud]
# ── flipud ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:777
#   flipud: The rows in reverse order (flip along dim 0); a copy, as flip.
def _flipud_composite(self):
    if not (self.dim() >= 1):
        raise RuntimeError('flipud: Input must be >= 1-d.')
    return O.flip(self, [0])


def flipud(input):
    return _flipud_composite(input)
# --8<-- [end:flipud]
# --8<-- [start:hstack]
# ── hstack ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:791
#   hstack: Concatenate horizontally — along dim 0 for 1-D tensors, else dim 1 (0-…
#   uses H.atleast_nd (tensorplay/ops/shape/formulas.py:122)
def _hstack_composite(tensors):
    parts = H.atleast_nd(tensors, 1)
    return O.cat(parts, 0 if parts[0].dim() == 1 else 1)


def hstack(tensors):
    return _hstack_composite(tensors)
# --8<-- [end:hstack]
# --8<-- [start:vstack]
# ── vstack ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:806
#   vstack: Concatenate vertically, along dim 0, after making each tensor at least…
#   uses H.atleast_nd (tensorplay/ops/shape/formulas.py:122)
def _vstack_composite(tensors):
    return O.cat(H.atleast_nd(tensors, 2), 0)


def vstack(tensors):
    return _vstack_composite(tensors)
# --8<-- [end:vstack]
# --8<-- [start:dstack]
# ── dstack ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:819
#   dstack: Concatenate along the third dim (depth), after making each tensor at l…
#   uses H.atleast_nd (tensorplay/ops/shape/formulas.py:122)
def _dstack_composite(tensors):
    return O.cat(H.atleast_nd(tensors, 3), 2)


def dstack(tensors):
    return _dstack_composite(tensors)
# --8<-- [end:dstack]
# --8<-- [start:concat]
# ── concat ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:832
#   concat: Alias of cat.
def _concat_composite(tensors, dim):
    return O.cat(tensors, dim)


def concat(tensors, dim=0):
    return _concat_composite(tensors, dim)
# --8<-- [end:concat]
# --8<-- [start:concatenate]
# ── concatenate ───────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:844
#   concatenate: Alias of cat (NumPy's name).
def _concatenate_composite(tensors, dim):
    return O.cat(tensors, dim)


def concatenate(tensors, dim=0):
    return _concatenate_composite(tensors, dim)
# --8<-- [end:concatenate]
# --8<-- [start:view_as]
# ── view_as ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:856
#   view_as: self.view(other.size()) — a view of self with other's shape.
def _view_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return O.view(self, other.shape)


def view_as(input, other):
    return _view_as_composite(input, other)
# --8<-- [end:view_as]
# --8<-- [start:reshape_as]
# ── reshape_as ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:868
#   reshape_as: self.reshape(other.size()) — self with other's shape, a view when poss…
def _reshape_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return O.reshape(self, other.shape)


def reshape_as(input, other):
    return _reshape_as_composite(input, other)
# --8<-- [end:reshape_as]
# --8<-- [start:type_as]
# ── type_as ───────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:880
#   type_as: self converted to other's dtype (self itself when the dtypes already a…
def _type_as_composite(self, other):
    other = None if other is None else other.detach()  # non_differentiable
    return self if self.dtype == other.dtype else O._to_copy(self, other.dtype)


def type_as(input, other):
    return _type_as_composite(input, other)
# --8<-- [end:type_as]
# --8<-- [start:tensor_split]
# ── tensor_split ──────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:892
#   tensor_split: Views of `self` along `dim`: an int n gives n parts of near-equal size…
#   uses H.tensor_split_parts (tensorplay/ops/shape/formulas.py:138)
def _tensor_split_composite(self, indices_or_sections, dim):
    return H.tensor_split_parts(self, indices_or_sections, dim)


def _overload_tensor_split(input, indices_or_sections, dim=0):
    return _tensor_split_composite(input, indices_or_sections, dim)

_overload_tensor_split.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:tensor_split]
# --8<-- [start:tensor_split_sections]
# ── tensor_split.sections ─────────────────────────────────────── tensorplay/ops/shape/ops.yaml:909
#   tensor_split.sections: `tensor_split(self, sections=n, dim)`: n parts of near-equal size (PyT…
#   uses H.tensor_split_parts (tensorplay/ops/shape/formulas.py:138)
def _tensor_split_sections_composite(self, sections, dim):
    return H.tensor_split_parts(self, sections, dim)


def _overload_tensor_split_sections(input, sections, dim=0):
    return _tensor_split_sections_composite(input, sections, dim)

_overload_tensor_split_sections.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:tensor_split_sections]
# --8<-- [start:tensor_split_indices]
# ── tensor_split.indices ──────────────────────────────────────── tensorplay/ops/shape/ops.yaml:922
#   tensor_split.indices: `tensor_split(self, indices=[...], dim)`: split before each index (PyT…
#   uses H.tensor_split_parts (tensorplay/ops/shape/formulas.py:138)
def _tensor_split_indices_composite(self, indices, dim):
    return H.tensor_split_parts(self, indices, dim)


def _overload_tensor_split_indices(input, indices, dim=0):
    return _tensor_split_indices_composite(input, indices, dim)

_overload_tensor_split_indices.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:tensor_split_indices]
# --8<-- [start:tensor_split_tensor_indices_or_sections]
# ── tensor_split.tensor_indices_or_sections ───────────────────── tensorplay/ops/shape/ops.yaml:934
#   tensor_split.tensor_indices_or_sections: `tensor_split(self, tensor, dim)`: an int64 tensor holding the section…
#   uses H.tensor_split_parts (tensorplay/ops/shape/formulas.py:138)
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
def _tensor_split_tensor_indices_or_sections_composite(self, tensor_indices_or_sections, dim):
    if not (HS._type_name(tensor_indices_or_sections) == "Long"):
        raise RuntimeError(f'tensor_split.tensor_indices_or_sections: tensor_split expected tensor_indices_or_sections to have dtype of long, but got {HS._type_name(tensor_indices_or_sections)}')
    if not (tensor_indices_or_sections.dim() <= 1):
        raise RuntimeError(f'tensor_split.tensor_indices_or_sections: tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor, but got a tensor with {tensor_indices_or_sections.dim()} dims')
    tensor_indices_or_sections = None if tensor_indices_or_sections is None else tensor_indices_or_sections.detach()  # non_differentiable
    return H.tensor_split_parts(self, tensor_indices_or_sections.tolist(), dim)


def _overload_tensor_split_tensor_indices_or_sections(input, tensor_indices_or_sections, dim=0):
    return _tensor_split_tensor_indices_or_sections_composite(input, tensor_indices_or_sections, dim)

_overload_tensor_split_tensor_indices_or_sections.__tensor_params__ = ('input', 'tensor_indices_or_sections')  # for _resolve
# --8<-- [end:tensor_split_tensor_indices_or_sections]
# --8<-- [start:split_split_size]
# ── split.split_size ──────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:958
#   split.split_size: `x.split(split_size=n, dim)`: the method's keyword for split's int (pi…
def _split_split_size_composite(self, split_size, dim):
    return O.split(self, split_size, dim)


def _overload_split_split_size(tensor, split_size, dim=0):
    return _split_split_size_composite(tensor, split_size, dim)

_overload_split_split_size.__tensor_params__ = ('tensor',)  # for _resolve
# --8<-- [end:split_split_size]
# --8<-- [start:tile]
# ── tile ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:971
#   tile: self repeated dims[i] times along each dim; with fewer dims than self …
def _tile_composite(self, dims):
    return O.repeat(self, [1] * (self.dim() - len(dims)) + list(dims))


def tile(input, *_dims, dims=None):
    return _tile_composite(input, _varargs(_dims, dims, 'tile', 'dims'))
# --8<-- [end:tile]
# --8<-- [start:roll]
# ── roll ──────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:987
#   roll: self shifted circularly by shifts[i] along dims[i] (entries leaving on…
#   uses H.roll_parts (tensorplay/ops/shape/formulas.py:166)
def _roll_composite(self, shifts, dims):
    return H.roll_parts(self, shifts, dims)

# fused: one node outside every transform; backward: the formulas below
def _roll_kernel(self, shifts, dims):
    return K._roll(self, shifts, dims)

#   fused backward[self: roll_backward(grad, shifts, dims)]
def _roll_backward(grads, needs, shapes, *, shifts, dims, **params):
    grad = grads[0]
    return (
        (H.roll_backward(grad, shifts, dims)) if needs[0] else None,
    )

_op_roll = OpDef('roll', _roll_kernel, line=987, tensor_args=('self',), differentiable=(True,),
                 saves_per_input=((),), vmap='composite', node='RollBackward0', prechecked=True,
                 backward=_roll_backward)

def roll(input, shifts, dims=[]):
    if _any_interpreter and not _takes_fused():
        return _roll_composite(input, shifts, dims)
    return _call(_op_roll, (input,), {'shifts': shifts, 'dims': dims})
# --8<-- [end:roll]
# --8<-- [start:rot90]
# ── rot90 ─────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1007
#   rot90: Rotate by 90 degrees k times in the plane of `dims`, from the first di…
def _rot90_composite(self, k, dims):
    if not (len(dims) == 2):
        raise RuntimeError(f'rot90: expected total rotation dims == 2, but got dims = {len(dims)}')
    if not (self.dim() >= 2):
        raise RuntimeError(f'rot90: expected total dims >= 2, but got total dims = {self.dim()}')
    if not (dims[0] % self.dim() != dims[1] % self.dim()):
        raise RuntimeError(f'rot90: expected rotation dims to be different, but got dim0 = {dims[0]} and dim1 = {dims[1]}')
    if k % 4 == 1:
        return O.transpose(O.flip(self, [dims[1]]), dims[0], dims[1])
    if k % 4 == 2:
        return O.flip(self, dims)
    if k % 4 == 3:
        return O.transpose(O.flip(self, [dims[0]]), dims[0], dims[1])
    return O.clone(self)


def rot90(input, k=1, dims=[0, 1]):
    return _rot90_composite(input, k, dims)
# --8<-- [end:rot90]
# --8<-- [start:meshgrid]
# ── meshgrid ──────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1038
#   meshgrid: Coordinate grids from 1-D (or 0-d) tensors, given as arguments or one …
#   uses H.meshgrid_parts (tensorplay/ops/shape/formulas.py:192)
def _meshgrid_composite(tensors, indexing):
    return H.meshgrid_parts(tensors, indexing)


def meshgrid(*tensors, indexing=None):
    return _meshgrid_composite(_varargs(tensors), indexing)
# --8<-- [end:meshgrid]
# --8<-- [start:broadcast_tensors]
# ── broadcast_tensors ─────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1055
#   broadcast_tensors: The tensors expanded to their common broadcast shape (views; given as …
#   uses H.broadcast_parts (tensorplay/ops/shape/formulas.py:227)
def _broadcast_tensors_composite(tensors):
    return H.broadcast_parts(tensors)


def broadcast_tensors(*tensors):
    return _broadcast_tensors_composite(_varargs(tensors))
# --8<-- [end:broadcast_tensors]
# --8<-- [start:hsplit]
# ── hsplit ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1069
#   hsplit: tensor_split along the columns (dim 1, or dim 0 of a 1-D tensor); an i…
#   uses H.split_along (tensorplay/ops/shape/formulas.py:246)
def _hsplit_composite(self, indices):
    return H.split_along(self, indices, "hsplit", 1, 0 if self.dim() == 1 else 1)


def _overload_hsplit(input, indices):
    return _hsplit_composite(input, indices)

_overload_hsplit.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:hsplit]
# --8<-- [start:hsplit_int]
# ── hsplit.int ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1084
#   hsplit.int: `hsplit(self, sections)`: hsplit into `sections` equal parts (the int …
def _hsplit_int_composite(self, sections):
    return O.hsplit(self, sections)


def _overload_hsplit_int(input, sections):
    return _hsplit_int_composite(input, sections)

_overload_hsplit_int.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:hsplit_int]
# --8<-- [start:vsplit]
# ── vsplit ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1096
#   vsplit: tensor_split along the rows (dim 0) of a tensor with at least 2 dims; …
#   uses H.split_along (tensorplay/ops/shape/formulas.py:246)
def _vsplit_composite(self, indices):
    return H.split_along(self, indices, "vsplit", 2, 0)


def _overload_vsplit(input, indices):
    return _vsplit_composite(input, indices)

_overload_vsplit.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:vsplit]
# --8<-- [start:vsplit_int]
# ── vsplit.int ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1108
#   vsplit.int: `vsplit(self, sections)`: vsplit into `sections` equal parts (the int …
def _vsplit_int_composite(self, sections):
    return O.vsplit(self, sections)


def _overload_vsplit_int(input, sections):
    return _vsplit_int_composite(input, sections)

_overload_vsplit_int.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:vsplit_int]
# --8<-- [start:dsplit]
# ── dsplit ────────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1120
#   dsplit: tensor_split along the depth (dim 2) of a tensor with at least 3 dims;…
#   uses H.split_along (tensorplay/ops/shape/formulas.py:246)
def _dsplit_composite(self, indices):
    return H.split_along(self, indices, "dsplit", 3, 2)


def _overload_dsplit(input, indices):
    return _dsplit_composite(input, indices)

_overload_dsplit.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:dsplit]
# --8<-- [start:dsplit_int]
# ── dsplit.int ────────────────────────────────────────────────── tensorplay/ops/shape/ops.yaml:1132
#   dsplit.int: `dsplit(self, sections)`: dsplit into `sections` equal parts (the int …
def _dsplit_int_composite(self, sections):
    return O.dsplit(self, sections)


def _overload_dsplit_int(input, sections):
    return _dsplit_int_composite(input, sections)

_overload_dsplit_int.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:dsplit_int]


# ── public functions ───────────────────────────────────────────────────────────────────
reshape.__doc__ = 'The same elements in a new shape (one dim may be -1); a view when the memory allows.'
expand.__doc__ = 'A broadcast view with size-1 dims stretched to `size` (-1 keeps a dim); no memory is copied.'
unsqueeze.__doc__ = 'A view with a size-1 dim inserted at `dim`.'
squeeze.__doc__ = 'A view without size-1 dims (all of them, or those in `dim`).'
transpose.__doc__ = 'A view with dims dim0 and dim1 swapped.'
permute.__doc__ = 'A view with the dims reordered.'


def view(*args, **kwargs):
    return _resolve('view', (_overload_view_dtype, _overload_view, ), args, kwargs)


view.__doc__ = 'The same memory seen with a new shape (one dim may be -1). Unlike reshape it never copies: when the strides do not allow it (e.g. after a transpose) it raises a RuntimeError.'
flatten.__doc__ = 'Dims start_dim..end_dim merged into one (a 0-d tensor becomes 1-D); a view when possible.'
t.__doc__ = 'Transpose of a tensor with at most 2 dims (0-d and 1-D tensors come back unchanged); a view.'
expand_as.__doc__ = 'self.expand(other.size()) — a broadcast view with the shape of `other`.'
broadcast_to.__doc__ = 'A broadcast view of `self` with shape `size` (as expand; -1 keeps a dim).'
movedim.__doc__ = 'A view with the dims in `source` moved to the positions in `destination` (ints or lists).'
flip.__doc__ = 'A copy with the order of elements reversed along each dim in `dims` (not a view, as in PyTorch).'
repeat.__doc__ = 'A copy tiled `repeats[i]` times along dim i (like np.tile); extra leading repeats add dims. x.repeat(2, 3) and x.repeat((2, 3)) both work.'
cat.__doc__ = 'The tensors joined along an existing dim; the other dims must match (the error names both shapes). dtypes promote.'
stack.__doc__ = 'Equal-shaped tensors joined along a new dim `dim` (0-d tensors stack into a 1-D tensor).'


def split(*args, **kwargs):
    return _resolve('split', (_overload_split, _overload_split_split_size, ), args, kwargs)


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
ravel.__doc__ = "The elements as a 1-D tensor, a view of a contiguous tensor (else a copy, as PyTorch's contiguous().view(-1), also where reshape(-1) could view)."
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


def tensor_split(*args, **kwargs):
    return _resolve('tensor_split', (_overload_tensor_split, _overload_tensor_split_sections, _overload_tensor_split_indices, _overload_tensor_split_tensor_indices_or_sections, ), args, kwargs)


tensor_split.__doc__ = 'Views of `self` along `dim`: an int n gives n parts of near-equal size (the first size % n one longer, unlike split); a list of indices splits before each index.'
tile.__doc__ = 'self repeated dims[i] times along each dim; with fewer dims than self has, the leading dims are repeated once (repeat, which needs one count per dim, is what it calls).'
roll.__doc__ = 'self shifted circularly by shifts[i] along dims[i] (entries leaving one end come back at the other); with no dims the flattened tensor is rolled and the shape restored.'
rot90.__doc__ = 'Rotate by 90 degrees k times in the plane of `dims`, from the first dim towards the second (k may be negative): a flip and a transpose.'
meshgrid.__doc__ = "Coordinate grids from 1-D (or 0-d) tensors, given as arguments or one list: with indexing='ij' output i varies along dim i (shape (n1, n2, ...)); with 'xy' the first two dims are swapped (shape (n2, n1, ...)), as NumPy's default. Each output is an expanded view. Leaving `indexing` out means 'ij', with PyTorch's warning that it will become required."
broadcast_tensors.__doc__ = 'The tensors expanded to their common broadcast shape (views; given as arguments).'


def hsplit(*args, **kwargs):
    return _resolve('hsplit', (_overload_hsplit, _overload_hsplit_int, ), args, kwargs)


hsplit.__doc__ = 'tensor_split along the columns (dim 1, or dim 0 of a 1-D tensor); an int number of sections must divide that size. Views.'


def vsplit(*args, **kwargs):
    return _resolve('vsplit', (_overload_vsplit, _overload_vsplit_int, ), args, kwargs)


vsplit.__doc__ = 'tensor_split along the rows (dim 0) of a tensor with at least 2 dims; an int must divide that size. Views.'


def dsplit(*args, **kwargs):
    return _resolve('dsplit', (_overload_dsplit, _overload_dsplit_int, ), args, kwargs)


dsplit.__doc__ = 'tensor_split along the depth (dim 2) of a tensor with at least 3 dims; an int must divide that size. Views.'


FUNCTIONS = {'reshape': reshape, 'expand': expand, 'unsqueeze': unsqueeze, 'squeeze': squeeze,
             'transpose': transpose, 'permute': permute, 'flatten': flatten, 't': t,
             'broadcast_to': broadcast_to, 'movedim': movedim, 'flip': flip, 'cat': cat, 'stack': stack,
             'split': split, 'chunk': chunk, 'unbind': unbind, 'narrow': narrow, 'select': select,
             'unflatten': unflatten, 'diag': diag, 'diagflat': diagflat, 'diagonal': diagonal, 'tril': tril,
             'triu': triu, 'as_strided': as_strided, 'diag_embed': diag_embed,
             'repeat_interleave': repeat_interleave, 'ravel': ravel, 'moveaxis': moveaxis,
             'swapaxes': swapaxes, 'swapdims': swapdims, 'fliplr': fliplr, 'flipud': flipud, 'hstack': hstack,
             'vstack': vstack, 'dstack': dstack, 'concat': concat, 'concatenate': concatenate,
             'tensor_split': tensor_split, 'tile': tile, 'roll': roll, 'rot90': rot90, 'meshgrid': meshgrid,
             'broadcast_tensors': broadcast_tensors, 'hsplit': hsplit, 'vsplit': vsplit, 'dsplit': dsplit}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'reshape': _op_reshape, 'expand': _op_expand, 'unsqueeze': _op_unsqueeze, 'squeeze': _op_squeeze,
       'transpose': _op_transpose, 'permute': _op_permute, 'view': _op_view, 'view.dtype': _op_view_dtype,
       'movedim': _op_movedim, 'flip': _op_flip, 'repeat': _op_repeat, 'cat': _op_cat, 'stack': _op_stack,
       'split': _op_split, 'chunk': _op_chunk, 'unbind': _op_unbind, 'narrow': _op_narrow,
       'select': _op_select, 'unflatten': _op_unflatten, 'diag': _op_diag, 'diagflat': _op_diagflat,
       'diagonal': _op_diagonal, 'tril': _op_tril, 'triu': _op_triu, 'as_strided': _op_as_strided,
       'contiguous': _op_contiguous, 'unfold': _op_unfold}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'diag_embed': _op_diag_embed, 'roll': _op_roll}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('reshape', '_op_reshape', 'expand', '_op_expand', 'unsqueeze', '_op_unsqueeze', 'squeeze',
             '_op_squeeze', 'transpose', '_op_transpose', 'permute', '_op_permute', '_overload_view',
             '_op_view', '_overload_view_dtype', '_op_view_dtype', 'flatten', '_flatten_composite', 't',
             '_t_composite', 'expand_as', '_expand_as_composite', 'broadcast_to', '_broadcast_to_composite',
             'movedim', '_op_movedim', 'flip', '_op_flip', 'repeat', '_op_repeat', 'cat', '_op_cat', 'stack',
             '_op_stack', '_overload_split', '_op_split', 'chunk', '_op_chunk', 'unbind', '_op_unbind',
             'narrow', '_op_narrow', 'select', '_op_select', 'unflatten', '_op_unflatten', 'diag', '_op_diag',
             'diagflat', '_op_diagflat', 'diagonal', '_op_diagonal', 'tril', '_op_tril', 'triu', '_op_triu',
             'as_strided', '_op_as_strided', 'contiguous', '_op_contiguous', 'diag_embed', '_op_diag_embed',
             '_diag_embed_composite', 'unfold', '_op_unfold', '_overload_repeat_interleave_self_int',
             '_repeat_interleave_self_int_composite', '_overload_repeat_interleave_self_Tensor',
             '_repeat_interleave_self_Tensor_composite', '_overload_repeat_interleave_Tensor',
             '_repeat_interleave_Tensor_composite', 'ravel', '_ravel_composite', 'moveaxis',
             '_moveaxis_composite', 'swapaxes', '_swapaxes_composite', 'swapdims', '_swapdims_composite',
             'fliplr', '_fliplr_composite', 'flipud', '_flipud_composite', 'hstack', '_hstack_composite',
             'vstack', '_vstack_composite', 'dstack', '_dstack_composite', 'concat', '_concat_composite',
             'concatenate', '_concatenate_composite', 'view_as', '_view_as_composite', 'reshape_as',
             '_reshape_as_composite', 'type_as', '_type_as_composite', '_overload_tensor_split',
             '_tensor_split_composite', '_overload_tensor_split_sections', '_tensor_split_sections_composite',
             '_overload_tensor_split_indices', '_tensor_split_indices_composite',
             '_overload_tensor_split_tensor_indices_or_sections',
             '_tensor_split_tensor_indices_or_sections_composite', '_overload_split_split_size',
             '_split_split_size_composite', 'tile', '_tile_composite', 'roll', '_op_roll', '_roll_composite',
             'rot90', '_rot90_composite', 'meshgrid', '_meshgrid_composite', 'broadcast_tensors',
             '_broadcast_tensors_composite', '_overload_hsplit', '_hsplit_composite', '_overload_hsplit_int',
             '_hsplit_int_composite', '_overload_vsplit', '_vsplit_composite', '_overload_vsplit_int',
             '_vsplit_int_composite', '_overload_dsplit', '_dsplit_composite', '_overload_dsplit_int',
             '_dsplit_int_composite', 'view', 'split', 'repeat_interleave', 'tensor_split', 'hsplit',
             'vsplit', 'dsplit')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
