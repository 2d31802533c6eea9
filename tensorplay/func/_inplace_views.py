"""Views and in-place ops inside tensorplay.func transforms, as torch.func does them.

A view op at a grad or jvp level gives a wrapper whose inner value is a real
view of its input's inner value (the op ran one level down). This module makes
the wrapper a view *of this level* too: it shares its base's version counter,
is registered on the base, and records its region — for each of its elements,
the flat position in the base, found by running the view op's own kernel on an
array of positions. An in-place op on such a view then

- writes the new value through the inner view (`copy_` one level down), so the
  base and every other view see it, and
- under grad/vjp/jacrev, rebases the base's history with a `CopySlices` node and
  regenerates the views' grad_fns (the same nodes the bottom tape uses, see
  tensorplay/autograd/copy_slices.py);
- under jvp, writes the new tangent through the view's tangent (a view of the
  base's tangent), so primal and tangent stay in step.
"""

from __future__ import annotations

import numpy as np

from ..autograd import copy_slices
from ..core import optable as ops
from ..core.tensor import Tensor
from ..dispatch.inplace import shape_mismatch


def _is_of(t, interp) -> bool:
    return getattr(t, "_interp", None) is interp


def _memory(t) -> np.ndarray:
    """The physical array below every transform level (batched values have no `_data`)."""
    while t._interp is not None:
        t = t._inner
    return t._data


def region_of(view) -> np.ndarray:
    return view._region


def note_views(interp, op, args: tuple, params: dict, out) -> None:
    """After a view op at `interp`'s level: mark the outputs that alias the input as its views."""
    src = args[0]
    if not _is_of(src, interp):
        return
    outs = (out,) if op.outputs == "tensor" else tuple(out)
    root = src._base if src._base is not None else src
    positions = src.__dict__.get("_region")
    if positions is None:
        positions = np.arange(int(np.prod(tuple(root.shape), dtype=np.int64))).reshape(tuple(root.shape))
    # other tensor arguments (expand_as's `other`) matter by their logical shape only
    rest = [np.broadcast_to(np.int64(0), tuple(a.shape)) if isinstance(a, Tensor) else a
            for a in args[1:]]
    regions = op.kernel(positions, *rest, **params)
    if op.outputs == "tensor":
        regions = (regions,)
    inner = _memory(src)
    for o, r in zip(outs, regions):
        if _is_of(o, interp) and (_memory(o).size == 0 or np.may_share_memory(_memory(o), inner)):
            o._base, o._region, o._version = root, np.asarray(r), root._version
            copy_slices.register(root, o)


def is_aliased(t) -> bool:
    """Does an in-place write into `t` concern other tensors of its level (a view, or a base
    with views)?"""
    return t._base is not None or bool(copy_slices.views_of(t))


def check_grad_leaf(v) -> None:
    """PyTorch's refusal of an in-place write into a leaf that requires grad (or a view of one)."""
    if v._base is not None and v._base.grad_fn is None and v._base._requires_grad:
        raise RuntimeError(
            "a view of a leaf Variable that requires grad is being used in an in-place "
            "operation. Inside tensorplay.func.grad/vjp/jacrev the differentiated input is such "
            "a leaf: write into a copy instead (y = x.clone(); y.view(...).sin_()).")
    if v._base is None and v.grad_fn is None and v._requires_grad:
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place "
                           "operation. Inside tensorplay.func.grad/vjp/jacrev the differentiated "
                           "input is such a leaf: write into x.clone() instead.")


def grad_inplace(interp, op, args: tuple, params: dict):
    """In-place op on an aliased tensor of a grad level: write through, rebase the history."""
    from ._grad_level import GradTensor

    v = args[0]
    check_grad_leaf(v)
    old = GradTensor(interp, ops.clone(v._inner))  # the op's node saves the old value
    old.grad_fn, old._out_nr, old._requires_grad = v.grad_fn, v._out_nr, v._requires_grad
    out = interp.process(op, (old, *args[1:]), params)
    tracked = _is_of(out, interp)
    v._inner.copy_(out._inner if tracked else out)
    v._version[0] += 1
    root = v._base if v._base is not None else v
    if tracked and out.grad_fn is not None:
        if v._base is not None:
            copy_slices.rebase(v, out.grad_fn, region_of=region_of)
            return v
        v.grad_fn, v._out_nr, v._requires_grad = out.grad_fn, out._out_nr, True
    copy_slices.regenerate(root, True, region_of)
    return v


def own_tangent(interp, t):
    """`t`'s tangent, made `t`'s own before a view of it is taken: a tangent may be shared with
    another dual (an op whose tangent passes through), and writes through a view must not
    reach that one."""
    if t._base is not None or t.__dict__.get("_owns_tangent"):
        return t._tangent
    t._tangent, t._owns_tangent = ops.clone(t._tangent), True
    return t._tangent


def jvp_inplace(interp, op, args: tuple, params: dict):
    """In-place op on an aliased dual of a jvp level: primal and tangent written through."""
    v = args[0]
    out = interp.process(op, args, params)
    dual = _is_of(out, interp)
    v._inner.copy_(out._inner if dual else out)
    v._tangent.copy_(out._tangent if dual else ops.zeros_like(v._tangent))
    v._version[0] += 1
    return v


def adopt(interp, t, cls) -> bool:
    """Make a tensor created by a factory at this level (`y = tp.zeros(2)` inside f) — with all
    its views — tensors of the level, when a value of the level is written into it, as
    torch.func does (it wraps what is made at a level). A tensor captured from outside is not
    adopted: writing into it stays an error. The objects keep their identity (the user holds
    them); only their class changes, from a plain tensor to the level's wrapper."""
    root = t._base if t._base is not None else t
    if root.__dict__.get("_born") is not interp or not root._data.flags.c_contiguous:
        return False
    family = [root, *copy_slices.views_of(root)]
    root_data = root._data
    regions = {id(w): copy_slices.positions(root_data, w._data) for w in family[1:]}
    tangent = None
    if cls.__name__ == "DualTensor":
        tangent = Tensor._make(np.zeros_like(root_data))
    inner_root = None
    for w in family:
        data = w.__dict__.pop("_data")
        inner = Tensor._make(data)
        inner._version = w._version
        w.__class__ = cls
        w._interp, w._inner = interp, inner
        if w is root:
            inner_root = inner
            if tangent is not None:
                w._tangent, w._owns_tangent = tangent, True
            continue
        inner._base = inner_root
        copy_slices.register(inner_root, inner)
        w._region = regions[id(w)]
        if tangent is not None:
            start = int(w._region.flat[0]) if w._region.size else 0
            view = np.lib.stride_tricks.as_strided(tangent._data.reshape(-1)[start:], data.shape,
                                                   data.strides)
            w._tangent = Tensor._make(view)
            w._tangent._version, w._tangent._base = tangent._version, tangent
    return True


def check_result(op, self_arg, out) -> None:
    """Before a level writes an in-place op's result into `self`: PyTorch's refusal when the
    operands broadcast past self's shape (`x.eq_(y)` with x of shape [1], y of shape [3])."""
    if tuple(out.shape) != tuple(self_arg.shape):
        raise shape_mismatch(op.name, self_arg.shape, out.shape)


def level_inplace(interp, op, args: tuple, params: dict, cls, captured: str, write_through):
    """The shared start of a grad or jvp level's in-place op on `args[0]`: a tensor made by a
    factory inside the transform is adopted by the level; any other tensor from outside it
    raises (`captured` says why, per level); a view of the level, or a base with views, is
    written through by `write_through`. None when the level's own functional update follows."""
    self_arg = args[0]
    if getattr(self_arg, "_interp", None) is not interp:
        if adopt(interp, self_arg, cls):
            return interp.process_inplace(op, args, params)  # a tensor made here by a factory
        raise RuntimeError(f"{op.name}_: {captured}")
    if is_aliased(self_arg):
        return write_through(interp, op, args, params)
    return None
