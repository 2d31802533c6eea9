"""Recording one call of an op as a graph node: the one place an `OpNode` is made.

Every level records the same way. The tape (level 0, `level=None`) records base tensors:
a tensor that requires grad is an input edge, and the outputs themselves carry the node.
A `tensorplay.func.grad` level records its own wrappers: only tensors of that level are
edges (a tensor of another level is a constant here), the node saves the *inner* values
(`values`), and the outputs are wrapped as tensors of the level that carry the node.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import _tensor
from .graph import SavedOutput, edge

if TYPE_CHECKING:
    from .._dispatch import OpDef

_NO_EDGE = (None, 0)


def record(op: OpDef, args: tuple, params: dict, outs: tuple, level=None,
           values: tuple | None = None) -> list | None:
    """Make the node of this call and attach it to the float outputs.

    `args` are the arguments as the recording level sees them (their edges and shapes
    are the node's inputs); `values` what the backward formulas will read (the inner
    values at a grad level; `args` on the tape). Returns the outputs as the level sees
    them (a grad level's wrappers), or None when no input needs a gradient."""
    tensor = _tensor.Tensor
    needs, edges, in_meta = [], [], []
    any_need = False
    for a, diff in zip(args, op.differentiable):
        if a.__class__ is tensor or isinstance(a, tensor):
            tracked = a._requires_grad and (level is None or a._interp is level)
            edges.append(edge(a) if tracked else _NO_EDGE)
            # base tensors: the array's shape; transform wrappers: their logical shape
            in_meta.append(a._data.shape if a._interp is None else tuple(a.shape))
        elif isinstance(a, list | tuple):
            tracked = False
            for t in a:
                mine = t._requires_grad and (level is None or t._interp is level)
                edges.append(edge(t) if mine else _NO_EDGE)
                tracked = tracked or mine
            in_meta.append([tuple(t.shape) for t in a])
        else:
            tracked = False
            edges.append(_NO_EDGE)
            in_meta.append(None)
        need = tracked and diff
        needs.append(need)
        any_need = any_need or need
    if not any_need:
        return None
    needs = tuple(needs)
    saved = saved_inputs(op, args if values is None else values, needs)
    out_meta = tuple((o._data.shape, o._data.dtype) if o._interp is None
                     else (tuple(o.shape), o._np_dtype) for o in outs)
    node = op.node_cls(saved, params, needs, tuple(edges), tuple(in_meta), out_meta)
    held = list(outs)
    for i, o in enumerate(outs):
        if o._np_dtype.kind == "f":
            h = o if level is None else level.wrap(o)
            h.grad_fn = node
            h._requires_grad = True
            h._out_nr = i
            held[i] = h
    if save_plan(op, needs)[1]:
        # On the tape an output refers to its node, so the node keeps it as a SavedOutput
        # (no reference cycle); a level keeps its inner values, which do not.
        kept = [(SavedOutput(o) if level is None and o._interp is None else o, o._version[0])
                for o in outs]
        saved["result"] = kept[0] if op.outputs == "tensor" else (tuple(kept), None)
    return held


def saved_inputs(op: OpDef, values: tuple, needs: tuple) -> dict:
    """The arguments the backward formulas of the inputs in `needs` read, each with its
    version (None for non-tensors), so that an in-place change before backward can be
    detected."""
    tensor = _tensor.Tensor
    saved = {}
    for name, pos in save_plan(op, needs)[0]:
        v = values[pos]
        if isinstance(v, tensor):
            saved[name] = (v, v._version[0])
        elif isinstance(v, list | tuple):
            saved[name] = (tuple((t, t._version[0]) for t in v), None)
        else:
            saved[name] = (v, None)
    return saved


def save_plan(op: OpDef, needs: tuple) -> tuple:
    """What a node of this call keeps: ((name, position) of each tensor argument read by
    the formula of an input that needs a gradient, whether `result` is read). Inputs that
    need no gradient cost no memory and no version check."""
    plan = op._save_plans.get(needs)
    if plan is None:
        names = set()
        for need, read in zip(needs, op.saves_per_input):
            if need:
                names.update(read)
        positions = tuple((n, i) for i, n in enumerate(op.tensor_args) if n in names)
        plan = op._save_plans[needs] = (positions, "result" in names)
    return plan
