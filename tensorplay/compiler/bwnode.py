"""An op's fused backward as one node of a backward graph (tensorplay/compiler/aot.py).

Eager, a node whose op has a fused backward (ops.yaml `fused_backward:`, or the C backward
loop of `c_kernel: backward`) runs it instead of the formulas when nothing differentiates the
backward: `lstm_layer`'s one kernel over the whole sequence where its formulas loop over
time, `relu`'s one C loop where its formula is `gt` then `where`. The compiled backward does
the same: `fused_node` records one `fused` node calling that kernel on the arrays (the
`FusedBackward` below), with the gradients of the node's outputs and the values eager's node
saves as inputs, and one output per gradient it produces. When the kernel declines at run
time (the arrays do not qualify, the C extension is off) the node runs the formulas through
the ordinary ops, as eager's node does.
"""

from __future__ import annotations

import numpy as np

from ..autograd.grad_mode import no_grad
from ..autograd.record import save_plan
from ..backends import c as _c
from ..core.tensor import Tensor
from .graph import Const, Node, Value


class FusedBackward:
    """One op's fused backward, callable on arrays (`run`: the straight line) or tensors
    (`__call__`: the graph module). Its inputs: one gradient per output of the op (None for
    an output with none), then the saved tensors `keys` names (a tuple for the op's result
    when it has several outputs); its outputs: the gradients of the arguments `produced`."""

    random = False

    def __init__(self, op, needs: tuple, shapes: tuple, keys: list, params: dict,
                 produced: list, examples: list, n_grads: int):
        self.op, self.needs, self.shapes = op, needs, shapes
        self.keys = keys  # (name, None for one tensor or the number of tensors in a tuple)
        self.params = params
        self.produced = produced
        self.examples = examples  # (shape, numpy dtype) per output: zeros when none comes
        self.n_grads = n_grads  # the op's outputs
        self.name = f"{op.name}_backward"

    def run(self, *arrays) -> tuple:
        grads = [None if a is None else Tensor._make(a) for a in arrays[:self.n_grads]]
        names = dict(self.params)
        rest = iter(arrays[self.n_grads:])
        for key, count in self.keys:
            if count is None:
                a = next(rest)
                names[key] = None if a is None else Tensor._make(a)
            else:
                names[key] = tuple(Tensor._make(next(rest)) for _ in range(count))
        per_arg = self.op.fused_backward(grads, self.needs, self.shapes, **names)
        if per_arg is None:  # declined: the formulas through the ordinary ops, as eager
            with no_grad():
                per_arg = self.op.backward(grads, self.needs, self.shapes, **names)
        return tuple(np.zeros(shape, dt) if per_arg[i] is None else per_arg[i]._data
                     for i, (shape, dt) in zip(self.produced, self.examples))

    def __call__(self, *tensors) -> tuple:
        arrays = [None if t is None else t._data for t in tensors]
        return tuple(Tensor._make(a) for a in self.run(*arrays))


def _real(t):
    """The example tensor behind a traced one (what eager's node would hold)."""
    return getattr(t, "_inner", t)


def fused_node(interp, node, out_grads: list, needs: tuple, shapes: tuple, as_traced):
    """Record `node`'s op's fused backward as one node of the backward graph `interp` traces
    and return its per-argument gradients (traced tensors), or None when the op has none or
    it declines on the traced example (the formulas are traced instead)."""
    op = node.target
    if op.fused_backward is None or op.list_args:
        return None
    if any(isinstance(v, Value | Const | Tensor) for v in node.params.values()):
        return None
    positions, reads_result = save_plan(op, needs)
    names = dict(node.params)
    keys, saved = [], []
    for name, i in positions:
        a = node.args[i]
        names[name] = as_traced(a) if isinstance(a, Value | Const) else a
        keys.append((name, None))
        saved.append(names[name])
    if reads_result:
        results = tuple(as_traced(v) for v in node.outputs)
        names["result"] = results[0] if op.outputs == "tensor" else results
        keys.append(("result", None if op.outputs == "tensor" else len(results)))
        saved += results
    real = {k: (tuple(_real(x) for x in v) if isinstance(v, tuple) else _real(v))
            for k, v in names.items()}
    real_grads = [None if g is None else _real(g) for g in out_grads]
    if (getattr(op.fused_backward, "pointwise", False) and real_grads[0] is not None
            and real_grads[0]._data.size < _c.MIN_SIZE):
        # a pointwise C backward on a small array: its formulas are pointwise ops, which the C
        # fusion (cfuse.py) joins with their neighbours into one loop that recomputes what it
        # needs (remat.py) instead of saving it; one node per op would cut that loop
        return None
    try:
        with no_grad():
            per = interp._below(lambda: op.fused_backward(real_grads, needs, shapes, **real))
    except Exception:
        return None
    if per is None:
        return None
    produced = [i for i, (need, g) in enumerate(zip(needs, per)) if need and g is not None]
    if not produced:
        return None
    graph = interp.graph
    values = tuple(Value(graph.fresh(f"{op.name}_grad"), tuple(per[i].shape), per[i].dtype,
                         per[i]) for i in produced)
    kernel = FusedBackward(op, needs, shapes, keys, dict(node.params), produced,
                           [(tuple(per[i].shape), per[i]._data.dtype) for i in produced],
                           len(out_grads))
    args = [None if g is None else interp._arg(g) for g in out_grads]
    args += [interp._arg(x) for x in saved]
    graph.nodes.append(Node("fused", kernel, tuple(args), {}, values, False))
    out = [None] * len(needs)
    for i, v in zip(produced, values):
        out[i] = interp._wrap(per[i], v)
    return tuple(out)
