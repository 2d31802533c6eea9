"""Recording one call of an op as a graph node: the one place an `OpNode` is made.

Every level records the same way. The tape (level 0, `level=None`) records base tensors:
a tensor that requires grad is an input edge, and the outputs themselves carry the node.
A `tensorplay.func.grad` level records its own wrappers: only tensors of that level are
edges (a tensor of another level is a constant here), the node saves the *inner* values
(`values`), and the outputs are wrapped as tensors of the level that carry the node.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._tensor import Tensor
from .anomaly_mode import state as _anomaly
from .anomaly_mode import store_traceback
from .graph import SavedOutput, accumulator, edge

if TYPE_CHECKING:
    from .._dispatch import OpDef

_NO_EDGE = (None, 0)
_SEQUENCE = (list, tuple)


def record(op: OpDef, args: tuple, params: dict, outs: tuple, level=None,
           values: tuple | None = None) -> tuple | list | None:
    """Make the node of this call and attach it to the float outputs.

    `args` are the arguments as the recording level sees them (their edges and shapes
    are the node's inputs); `values` what the backward formulas will read (the inner
    values at a grad level; `args` on the tape). Returns the outputs as the level sees
    them (a grad level's wrappers), or None when no input needs a gradient."""
    tensor = Tensor
    needs, edges, in_meta = [], [], []
    any_need = False
    for a, diff in zip(args, op.differentiable):
        cls = a.__class__
        if cls is float or cls is int:
            needs.append(False)
            edges.append(_NO_EDGE)
            in_meta.append(None)
            continue
        if cls is tensor or isinstance(a, tensor):
            if a._requires_grad and (level is None or a._interp is level):
                grad_fn = a.grad_fn
                edges.append((grad_fn, a._out_nr) if grad_fn is not None else (accumulator(a), 0))
                need = diff
            else:
                edges.append(_NO_EDGE)
                need = False
            # base tensors: the array's shape; transform wrappers: their logical shape
            in_meta.append(a._data.shape if cls is tensor or a._interp is None else tuple(a.shape))
        elif isinstance(a, _SEQUENCE):
            tracked = False
            for t in a:
                mine = t._requires_grad and (level is None or t._interp is level)
                edges.append(edge(t) if mine else _NO_EDGE)
                tracked = tracked or mine
            in_meta.append([tuple(t.shape) for t in a])
            need = tracked and diff
        else:
            edges.append(_NO_EDGE)
            in_meta.append(None)
            need = False
        needs.append(need)
        if need:
            any_need = True
    if not any_need:
        return None
    needs = tuple(needs)
    plan = op._save_plans.get(needs) or save_plan(op, needs)
    vals = args if values is None else values
    saved = {}
    for name, pos in plan[0]:
        v = vals[pos]
        c = v.__class__
        if c is float or c is int:
            saved[name] = (v, None)
        elif c is tensor or isinstance(v, tensor):
            saved[name] = (v, v._version[0])
        elif isinstance(v, _SEQUENCE):
            saved[name] = (tuple((t, t._version[0]) for t in v), None)
        else:
            saved[name] = (v, None)
    out_meta = tuple([(o._data.shape, o._data.dtype) if o._interp is None
                      else (tuple(o.shape), o._np_dtype) for o in outs])
    node = op.node_cls(saved, params, needs, tuple(edges), tuple(in_meta), out_meta)
    if _anomaly.enabled:
        store_traceback(node)
    held = outs if level is None else list(outs)
    for i, (_, dt) in enumerate(out_meta):
        if dt.kind == "f":
            o = held[i] if level is None else level.wrap(held[i])
            o.grad_fn = node
            o._requires_grad = True
            o._out_nr = i
            if level is not None:
                held[i] = o
    if plan[1]:
        # On the tape an output refers to its node, so the node keeps it as a SavedOutput
        # (no reference cycle); a level keeps its inner values, which do not.
        kept = tuple((SavedOutput(o) if level is None and o._interp is None else o,
                      o._version[0]) for o in outs)
        saved["result"] = kept[0] if op.outputs == "tensor" else (kept, None)
    return held


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
