"""A custom Function call on the tape (the bottom level): its node, forward, and outputs.

1. `function_node` makes the ctx (the node) and computes `ctx.needs_input_grad` and the edges
   *before* forward runs (a grad level uses it too, with its own tensors as the edges);
2. `forward` (and `setup_context`) run with grad mode off;
3. `_process_outputs`: dirty inputs get their version bumped and their history rebased onto the
   node, non-differentiable outputs are detached, returned inputs become aliases, the rest get
   `grad_fn` = the node;
4. `finish_node`: the tensors given to `save_for_backward` are recorded with their version
   counters.
"""

from __future__ import annotations

import warnings

from ..core.tensor import Tensor
from . import anomaly_mode, copy_slices, grad_mode
from .graph import edge

__all__ = ["apply_base_with_ctx", "finish_node", "function_node"]


def _alias(t):
    """A new tensor sharing `t`'s memory and version counter, without history (a view)."""
    tensor = Tensor
    a = tensor._make(t._data)
    a._version = t._version
    a._base = t if t._base is None else t._base
    copy_slices.register(a._base, a)
    return a


def apply_base_with_ctx(cls, args: tuple, kwargs: dict, combined: bool) -> tuple:
    """`Function.apply` on the tape, returning `(output, ctx)`: forward AD runs a legacy-style
    Function's `jvp` on the very ctx its `forward(ctx, ...)` filled in."""
    ctx = function_node(cls, args)
    executable = grad_mode.is_grad_enabled() and any(ctx.needs_input_grad)
    with grad_mode.no_grad():
        if combined:
            output = cls.forward(*args, **kwargs)
            cls.setup_context(ctx, args, output)
        else:
            output = cls.forward(ctx, *args, **kwargs)

    is_tuple = isinstance(output, tuple)
    outs = list(output) if is_tuple else [output]
    _process_outputs(ctx, args, outs, executable)
    finish_node(ctx, outs, executable)
    return (tuple(outs) if is_tuple else outs[0]), ctx


def finish_node(ctx, outs: list, keep_saved: bool) -> None:
    """What the node keeps once forward has finished: the outputs' count and metadata (to
    give `backward` zeros for the outputs that get no gradient) and, when it will run, the
    saved tensors with their version counters (an in-place change later is then an error)."""
    tensor = Tensor
    ctx.num_outputs = len(outs)
    ctx._out_meta = tuple((o.shape, o._np_dtype) if isinstance(o, tensor) else None
                          for o in outs)
    if keep_saved:
        ctx._saved = tuple(None if t is None else (t, t._version[0]) for t in ctx.to_save)


def function_node(cls, args: tuple, level=None):
    """A fresh ctx, the graph node of one call of `cls`, with its inputs connected (when grad
    mode is on and one needs a gradient): the tensor arguments that require grad — at a
    `tensorplay.func.grad` level, those of that level — are its edges. The one place a
    Function's node is made, for the tape and every grad level."""
    tensor = Tensor
    ctx = cls._backward_cls()
    is_tensor = tuple(isinstance(a, tensor) for a in args)
    ctx._is_tensor_input = is_tensor
    needs = ctx.needs_input_grad = tuple(
        t and a._requires_grad and (level is None or a._interp is level)
        for t, a in zip(is_tensor, args))
    if grad_mode.is_grad_enabled() and any(needs):
        ctx.next_functions = tuple(edge(a) if need else (None, 0)
                                   for t, a, need in zip(is_tensor, args, needs) if t)
        ctx._in_meta = tuple((a.shape, a._np_dtype) if t else None
                             for t, a in zip(is_tensor, args))
        if anomaly_mode.state.enabled:
            anomaly_mode.store_traceback(ctx)
    return ctx


def _process_outputs(ctx, args: tuple, outs: list, executable: bool) -> None:
    tensor = Tensor
    input_ids = {id(a) for a in args if isinstance(a, tensor)}
    dirty = {id(t): t for t in ctx.dirty_tensors}
    non_diff = {id(t) for t in ctx.non_differentiable}
    out_ids = {id(o) for o in outs}
    for t in dirty.values():
        if id(t) not in out_ids:
            raise RuntimeError("Some elements marked as dirty during the forward method were not "
                               "returned as output. The inputs that are modified inplace must all "
                               "be outputs of the Function.")
        if id(t) not in input_ids:
            warnings.warn("Only input Tensors should be given to ctx.mark_dirty(). If a Tensor is "
                          "not an input, there is no need to pass it to mark_dirty().",
                          stacklevel=4)
        t._version[0] += 1
    seen: set = set()
    for i, o in enumerate(outs):
        if not isinstance(o, tensor):
            continue
        is_input = id(o) in input_ids
        is_modified = id(o) in dirty
        repeated = id(o) in seen
        seen.add(id(o))
        differentiable = executable and id(o) not in non_diff and o._np_dtype.kind in "fV"
        if not differentiable:
            if (is_input and not is_modified) or o._requires_grad or repeated:
                outs[i] = _alias(o)  # never change the history of a tensor the caller holds
            continue
        if is_modified and not repeated:
            if o.grad_fn is None and o._requires_grad:
                raise RuntimeError("a leaf Variable that requires grad is being used in an "
                                   "in-place operation.")
            if o._base is not None:  # a view modified in place: its base's history is rebased
                copy_slices.check_view_writable(o)
                slot = [id(a) for a in args if isinstance(a, tensor)].index(id(o))
                copy_slices.rebase(o, ctx, slot, i)
                continue
            target = o  # rebase the input's history onto this node
        elif is_input or repeated or o._requires_grad:
            target = outs[i] = _alias(o)
        else:
            target = o
        target.grad_fn, target._out_nr, target._requires_grad = ctx, i, True
        if target._base is not None:  # autograd cannot rebase a custom Function's view later
            target._custom_view = ctx._forward_cls.__name__
            target._base._has_custom_view = True  # in-place ops on the base must look (_inplace)
