"""Recording one call of an op as a graph node: the one place an `OpNode` is made.

Every level records the same way. The tape (level 0, `level=None`) records base tensors:
a tensor that requires grad is an input edge, and the outputs themselves carry the node.
A `tensorplay.func.grad` level records its own wrappers: only tensors of that level are
edges (a tensor of another level is a constant here), the node saves the *inner* values
(`values`), and the outputs are wrapped as tensors of the level that carry the node.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.tensor import PLAIN, SEQUENCES, Tensor
from .anomaly_mode import state as _anomaly
from .anomaly_mode import store_traceback
from .graph import SavedOutput, accumulator, edge

if TYPE_CHECKING:
    from ..dispatch.dispatcher import OpDef

_NO_EDGE = (None, 0)
_new = object.__new__


def _any_tracked(args: tuple, level) -> bool:
    """Does any tensor argument (or Tensor[] item) require grad at this level? A quick look
    before `record` builds edges and shapes it would throw away."""
    for a in args:
        if type(a) in SEQUENCES:
            for t in a:
                if getattr(t, "_requires_grad", False) and (level is None or t._interp is level):
                    return True
        elif getattr(a, "_requires_grad", False) and (level is None or a._interp is level):
            return True
    return False


def record(op: OpDef, args: tuple, params: dict, outs: tuple, level=None,
           values: tuple | None = None) -> tuple | list | None:
    """Make the node of this call and attach it to the float outputs.

    `args` are the arguments as the recording level sees them (their edges and shapes
    are the node's inputs); `values` what the backward formulas will read (the inner
    values at a grad level; `args` on the tape). Returns the outputs as the level sees
    them (a grad level's wrappers), or None when no input needs a gradient."""
    tensor = Tensor
    if level is None and len(outs) == 1 and len(args) <= 2 and type(args[0]) in PLAIN and (
            len(args) == 1 or type(args[1]) in PLAIN
            or type(args[1]) is float or type(args[1]) is int):
        # the commonest call: on the tape, one output, one or two plain arguments
        return outs if record_plain(op, args, params, outs[0]) else None
    if level is None and not _any_tracked(args, level):
        return None  # (the everyday no-grad call of an op with a Tensor[] or a third argument)
    needs, edges, in_meta = [], [], []
    any_need = False
    for i, (a, diff) in enumerate(zip(args, op.differentiable)):
        cls = type(a)
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
            # the logical shape: a base tensor's array's, else that of the value one level
            # down (a grad level's wrapper has its inner value's shape)
            v = a if values is None else values[i]
            in_meta.append(v._data.shape if v._interp is None else tuple(v.shape))
        elif isinstance(a, SEQUENCES):
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
        saved[name] = (v, v._version[0]) if isinstance(v, tensor) else _saved_value(v)
    out_meta = tuple([(o._data.shape, o._data.dtype) if o._interp is None
                      else (tuple(o.shape), o._np_dtype) for o in outs])
    node = op.node_cls(saved, params, needs, tuple(edges), tuple(in_meta), out_meta)
    if _anomaly.enabled:
        store_traceback(node)
    held = outs if level is None else list(outs)
    for i, (_, dt) in enumerate(out_meta):
        if dt.kind in "fV":
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


def record_plain(op: OpDef, args: tuple, params: dict, out: Tensor) -> bool:
    """`record` for the fast path's call (dispatch/dispatcher.py `call`), whose arguments are
    known: on the tape, one output, one plain tensor, or two, or a tensor and a Python number.
    Makes the same node with none of the general case's tests. False: no input needs one."""
    diff = op.differentiable
    a = args[0]
    if a._requires_grad:
        grad_fn = a.grad_fn
        # a leaf's accumulator, made by the first call that records it
        e0 = ((grad_fn, a._out_nr) if grad_fn is not None
              else (a._accumulator or accumulator(a), 0))
        n0 = diff[0]
    else:
        e0, n0 = _NO_EDGE, False
    if op.unary:
        if not n0:
            return False
        needs, edges, in_meta = (n0,), (e0,), (a._data.shape,)
    else:
        b = args[1]
        if type(b) is float or type(b) is int:
            e1, n1, m1 = _NO_EDGE, False, None
        else:
            if b._requires_grad:
                grad_fn = b.grad_fn
                e1 = ((grad_fn, b._out_nr) if grad_fn is not None
                      else (b._accumulator or accumulator(b), 0))
                n1 = diff[1]
            else:
                e1, n1 = _NO_EDGE, False
            m1 = b._data.shape
        if not (n0 or n1):
            return False
        needs, edges, in_meta = (n0, n1), (e0, e1), (a._data.shape, m1)
    # save what the formulas of the inputs that need a gradient read; make the node
    plan = op._save_plans.get(needs) or save_plan(op, needs)
    saved = {}
    for name, pos in plan[0]:
        v = args[pos]
        c = type(v)
        if c in PLAIN:
            saved[name] = (v, v._version[0])
        elif c is float or c is int or v is None:
            saved[name] = (v, None)
        elif isinstance(v, Tensor):
            saved[name] = (v, v._version[0])
        else:
            saved[name] = _saved_value(v)
    data = out._data
    node = _new(op.node_cls)  # OpNode.__init__'s fields, set here without its call
    node._saved = saved
    node._params = params
    node.needs = needs
    node.next_functions = edges
    node.in_meta = in_meta
    node.out_meta = ((data.shape, data.dtype),)
    node.num_outputs = 1
    if _anomaly.enabled:
        store_traceback(node)
    if data.dtype.kind in "fV":
        out.grad_fn = node
        out._requires_grad = True
    if plan[1]:
        so = _new(SavedOutput)  # SavedOutput(out), without the frame of its __init__
        so._data, so._version, so.out_nr = data, out._version, out._out_nr
        kept = (so, out._version[0])
        saved["result"] = kept if op.outputs == "tensor" else ((kept,), None)
    return True


def _saved_value(v) -> tuple:
    """A saved non-tensor: a list of tensors (each with its version) or a Python value."""
    if isinstance(v, SEQUENCES):
        return (tuple((t, t._version[0]) for t in v), None)
    return (v, None)


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
