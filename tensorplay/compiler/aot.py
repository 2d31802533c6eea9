"""The compiled backward: a joint forward/backward graph run as one node on the tape.

When a compiled call needs gradients (grad mode on, an input or a parameter requiring grad,
no transform active), the inductor backend does what PyTorch's AOTAutograd does:

1. derive the backward graph from the forward graph with the ordinary grad machinery: walk
   the forward nodes in reverse and call each op's backward formulas (the `backward:` of
   ops.yaml, written in tp ops) on tensors of a fresh trace level, so the formulas record
   themselves as a graph (`derive_backward`). Its inputs are the forward values the formulas
   read and one gradient per output; its outputs, one gradient per input that needs one.
   Where eager's node would run an op's fused backward kernel (relu's C loop, lstm_layer's
   one pass over time) the graph calls it as one node instead (bwnode.py);
2. partition: the forward graph also returns the values the backward graph reads (the
   "saved" values), except pointwise values the backward recomputes from the inputs
   (remat.py); inputs and parameters the backward reads are taken from the call itself;
3. run both on the straight-line path (kernels on arrays, no dispatch, no per-op node), their
   pointwise chains fused into generated C loops (cfuse.py), as
   one custom `autograd.Function` call (`CompiledFunction`): one node on the ordinary tape, so
   `loss.backward()`, `.grad` accumulation on leaves, leaf hooks, `retain_graph` and
   optimizers work as they do eagerly.

Double backward (`create_graph=True` through the node) replays the forward through the
ordinary ops from the saved inputs and differentiates that (eager replay): correct, not
fast. A graph whose nodes cannot all run as bare kernels (a random op, an in-place write,
a cast) keeps the ordinary replay (the graph module, recording op by op).
"""

from __future__ import annotations

import numpy as np

from ..autograd.engine import grad as autograd_grad
from ..autograd.function import Function
from ..autograd.grad_mode import _state as _grad_state
from ..autograd.grad_mode import enable_grad, no_grad
from ..core.interpreters import interpreter_stack
from ..core.tensor import PLAIN, Tensor
from ..dispatch.base import _wrap
from ..dispatch.dispatcher import OpDef
from .backends import _kernel_plan, _render, _StraightLine
from .bwnode import fused_node
from .c_exprs import C_EXPRS
from .cfuse import FusedKernel, fuse_pointwise, log_code
from .fuse import fuse_composites
from .graph import Const, GraphModule, Value, renamed, value_ids
from .remat import rematerialize
from .tracer import TraceInterpreter


def _needs(x) -> bool:
    """Whether a forward argument (a Value, a Const, a list of them or a literal) requires grad
    (read from the traced example, which ran eagerly with autograd on)."""
    if isinstance(x, list | tuple):
        return any(_needs(v) for v in x)
    if isinstance(x, Value):
        return bool(x.example is not None and x.example._requires_grad)
    if isinstance(x, Const):
        return isinstance(x.obj, Tensor) and x.obj._requires_grad
    return False


class Backward:
    """The derived backward graph and how to feed it: `inputs` says, per placeholder, where
    its value comes from — ("saved", i): the i-th saved forward value; ("input", i): the i-th
    input of the joint call; ("grad", i): the gradient of output i."""

    def __init__(self, gm: GraphModule, inputs: list, saved: list, grad_of: list):
        self.gm = gm
        self.inputs = inputs
        self.saved = saved  # the forward Values the backward reads
        self.grad_of = grad_of  # per backward output: the joint input it is the gradient of


def derive_backward(graph, joint_inputs: list) -> Backward | None:
    """Trace the backward formulas of `graph`'s nodes, in reverse, into a graph (see the
    module docstring); None when some node has no formula to trace or the trace broke.
    `joint_inputs`: the Values and Consts whose gradients are wanted, in order."""
    for node in graph.nodes:
        if node.kind != "call" or node.target.__class__ is not OpDef:
            return None
    with no_grad():
        interp = TraceInterpreter(False, {}, set())
        with interp:
            try:
                return _trace_backward(interp, graph, joint_inputs)
            except Exception:  # a formula the trace level cannot follow (diag_embed's index
                return None    # with a list of traced tensors): the ordinary replay serves


def _trace_backward(interp, graph, joint_inputs: list) -> Backward | None:
    traced: dict = {}  # id(Value or Const) -> (TracedTensor, where it comes from)
    keys: dict = {}  # id -> the Value or Const

    def as_traced(x):
        if isinstance(x, list | tuple):
            return [as_traced(v) for v in x]
        if not isinstance(x, Value | Const):
            return x
        hit = traced.get(id(x) if isinstance(x, Value) else id(x.obj))
        if hit is not None:
            return hit
        ex = x.example if isinstance(x, Value) else x.obj
        t = interp.placeholder(ex, x.name)
        key = id(x) if isinstance(x, Value) else id(x.obj)
        traced[key], keys[key] = t, x
        return t

    grads: dict = {}  # id(Value) or id(Const.obj) -> accumulated gradient (a traced tensor)
    grad_placeholders = {}  # output index -> its gradient's placeholder
    for i, o in enumerate(graph.output):
        ex = o.example
        if not _needs(o) or ex._data.dtype.kind not in "fV":
            continue
        g = interp.placeholder(Tensor._make(np.ones(ex.shape, ex._data.dtype)), f"grad_{o.name}")
        grad_placeholders[i] = g
        grads[id(o)] = g if id(o) not in grads else grads[id(o)] + g
    for node in reversed(graph.nodes):
        op = node.target
        out_grads = [grads.get(id(v)) for v in node.outputs]
        if all(g is None for g in out_grads):
            continue
        needs = tuple(_needs(a) and d for a, d in zip(node.args, op.differentiable))
        if not any(needs):
            continue
        if op.backward is None:
            return None
        for k, v in enumerate(node.outputs):
            if out_grads[k] is None and v.example._data.dtype.kind in "fV":
                out_grads[k] = Tensor._make(np.zeros(v.shape, v.example._data.dtype))
        names = {k: as_traced(v) for k, v in node.params.items()}
        shapes = []
        for name, a in zip(op.tensor_args, node.args):
            names[name] = as_traced(a)
            shapes.append(_shape(a))
        results = tuple(as_traced(v) for v in node.outputs)
        names["result"] = results[0] if op.outputs == "tensor" else results
        per_arg = _formulas_or_fused(interp, node, out_grads, needs, tuple(shapes), names,
                                     as_traced)
        if interp.broken:
            return None
        for a, need, g in zip(node.args, needs, per_arg):
            if need and g is not None:
                pairs = zip(a, g) if isinstance(a, list | tuple) else ((a, g),)
                for x, gx in pairs:
                    if gx is not None and _needs(x):
                        key = id(x) if isinstance(x, Value) else id(x.obj)
                        grads[key] = gx if key not in grads else grads[key] + gx
    out = []
    for x in joint_inputs:
        g = grads.get(id(x) if isinstance(x, Value) else id(x.obj))
        out.append(None if g is None else interp._arg(g))
    if interp.broken or any(o is not None and not isinstance(o, Value) for o in out):
        return None
    bgraph = interp.graph
    bgraph.output = out
    fuse_composites(bgraph)
    _dedupe(bgraph)
    _prune(bgraph)
    sources, saved = [], []
    by_grad = {id(g._value): i for i, g in grad_placeholders.items()}
    joint_ids = {(id(x) if isinstance(x, Value) else id(x.obj)): i
                 for i, x in enumerate(joint_inputs)}
    for p in bgraph.placeholders:
        if id(p) in by_grad:
            sources.append(("grad", by_grad[id(p)]))
            continue
        key = next(k for k, t in traced.items() if t._value is p)
        x = keys[key]
        if key in joint_ids:
            sources.append(("input", joint_ids[key]))
        elif isinstance(x, Const):
            sources.append(("const", x.obj))
        else:
            sources.append(("saved", len(saved)))
            saved.append(x)
    return Backward(GraphModule(bgraph), sources, saved, list(range(len(joint_inputs))))


def _formulas_or_fused(interp, node, out_grads, needs, shapes, names, as_traced):
    """The per-argument gradients of one forward node, traced: its op's fused backward as one
    node (bwnode.py) where eager's node would run it too, except for a pointwise op whose
    formulas are pointwise as well (they fuse with their neighbours into one C loop)."""
    op = node.target
    if op.fused_backward is None:
        return op.backward(out_grads, needs, shapes, **names)
    if op.name in C_EXPRS:
        start = len(interp.graph.nodes)
        per_arg = op.backward(out_grads, needs, shapes, **names)
        if interp.broken or all(getattr(n.target, "name", None) in C_EXPRS
                                for n in interp.graph.nodes[start:]):
            return per_arg
        # the formulas' nodes stay unread and _prune drops them
    per_arg = fused_node(interp, node, out_grads, needs, shapes, as_traced)
    if per_arg is None:
        per_arg = op.backward(out_grads, needs, shapes, **names)
    return per_arg


def _shape(a):
    """An argument's shape as the node's `in_meta` holds it (a list of shapes for Tensor[])."""
    if isinstance(a, list | tuple):
        return [_shape(x) for x in a]
    if isinstance(a, Value):
        return tuple(a.shape)
    return tuple(a.obj.shape) if isinstance(a, Const) else None


def _dedupe(graph) -> None:
    """Common subexpressions: a node calling the same op on the same values with the same
    parameters as an earlier one reuses its outputs (the formulas of one node's inputs each
    recompute what they share, such as lstm_cell's gates). Pure ops only: same inputs, same
    result."""
    seen: dict = {}
    alias: dict = {}  # id(Value) -> the earlier equal Value
    kept = []
    for node in graph.nodes:
        node.args = renamed(node.args, alias)
        node.params = renamed(node.params, alias)
        try:
            key = (id(node.target), _key(node.args), _key(node.params))
            hash(key)
        except TypeError:
            key = None
        if key is not None and key in seen and not node.target.random:
            for v, w in zip(node.outputs, seen[key].outputs):
                alias[id(v)] = w
            continue
        if key is not None:
            seen[key] = node
        kept.append(node)
    graph.nodes[:] = kept
    graph.output = renamed(graph.output, alias)


def _key(x):
    if isinstance(x, Value):
        return ("v", id(x))
    if isinstance(x, Const):
        return ("c", id(x.obj))
    if isinstance(x, list | tuple):
        return (type(x).__name__, *(_key(v) for v in x))
    if isinstance(x, dict):
        return tuple((k, _key(v)) for k, v in x.items())
    if isinstance(x, float) and x != x:
        return ("nan",)
    return (type(x).__name__, x)


def _prune(graph) -> None:
    """Drop the nodes whose values nothing reads (a formula's unused branch), then the
    placeholders nothing reads: what is left is what the backward needs."""
    used = {id(v) for v in graph.output if isinstance(v, Value)}
    kept = []
    for node in reversed(graph.nodes):
        if not any(id(v) in used for v in node.outputs):
            continue
        kept.append(node)
        value_ids(node.args, used)
        value_ids(node.params, used)
    graph.nodes[:] = kept[::-1]
    graph.placeholders[:] = [p for p in graph.placeholders if id(p) in used]


class CompiledFunction(Function):
    """One compiled call as one node (named, as PyTorch's, `CompiledFunctionBackward`): forward
    runs the forward straight line and keeps the saved arrays; backward runs the backward
    straight line on them."""

    @staticmethod
    def forward(ctx, runner, *tensors):
        res = runner.forward_line(*tensors[:runner.n_inputs])
        ctx.runner = runner
        ctx.saved_arrays = res[runner.n_outputs:]
        ctx.save_for_backward(*tensors)
        outs = res[:runner.n_outputs]
        if runner.constant_outputs:
            ctx.mark_non_differentiable(*(outs[i] for i in runner.constant_outputs))
        return outs

    @staticmethod
    def backward(ctx, *grads):
        runner = ctx.runner
        tensors = ctx.saved_tensors  # raises once released (no retain_graph), as eager does
        if _grad_state.enabled or interpreter_stack:  # create_graph: differentiable backward
            return (None, *runner.replay_backward(tensors, grads))
        saved = ctx.saved_arrays
        args = []
        for kind, i in runner.backward.inputs:
            if kind == "saved":
                args.append(saved[i])
            elif kind == "input":
                args.append(tensors[i]._data)
            elif kind == "grad":
                args.append(grads[i]._data)
            else:
                args.append(i._data)
        out = [None] * len(tensors)
        for j, g in zip(runner.backward.grad_of, runner.backward_line(*args)):
            if g is not None:
                out[j] = _wrap(g, None)
        return (None, *out)


class JointRunner:
    """The inductor backend's callable for a graph traced with gradients needed: one
    `CompiledFunction` node per call while the circumstances of the trace hold (grad mode on,
    no transform, the same parameters requiring grad), else the no-grad straight line or
    the graph module (`plain`)."""

    def __init__(self, gm: GraphModule, plain: _StraightLine, consts: list, backward: Backward,
                 bgraph, bplan: list | None):
        self.gm = gm
        self.plain = plain
        self.consts = consts  # the parameters (Consts) that need gradients: joint inputs too
        self.n_inputs = len(gm.graph.placeholders)
        self.n_outputs = len(gm.graph.output)
        self.backward = backward
        self.constant_outputs = [i for i, o in enumerate(gm.graph.output) if not _needs(o)]
        # pointwise chains as C loops (cfuse.py), which also store the saved values
        fgraph = fuse_pointwise(gm.graph, keep=tuple(backward.saved))
        fplan = plain.plan if fgraph is gm.graph else _kernel_plan(fgraph)
        self.kernels = [n.target for g in (fgraph, bgraph) for n in g.nodes
                        if n.kind == "fused" and isinstance(n.target, FusedKernel)]  # C loops
        code, ns = _render(fgraph, fplan, extra=tuple(backward.saved), name="forward")
        log_code("joint forward", code)
        exec(compile(code, "<tensorplay.compiler forward>", "exec"), ns)
        self.forward_code, self.forward_line = code, ns["forward"]
        if bplan is not None:
            code, ns = _render(bgraph, bplan, arrays=True, name="backward")
            log_code("joint backward", code)
            exec(compile(code, "<tensorplay.compiler backward>", "exec"), ns)
            self.backward_code, self.backward_line = code, ns["backward"]
        else:  # the backward graph through the ordinary ops (no grad): still one node
            self.backward_code, self.backward_line = backward.gm.code, self._backward_ops

    def _backward_ops(self, *arrays):
        outs = self.backward.gm.forward(*(Tensor._make(a) for a in arrays))
        return tuple(None if o is None else o._data for o in outs)

    def __call__(self, *args):
        if (interpreter_stack or not _grad_state.enabled
                or any(a.__class__ not in PLAIN for a in args)
                or any(not c._requires_grad for c in self.consts)
                or any(c._data.dtype is not dt for c, dt in self.plain.constants)):
            return self.plain(*args)
        return CompiledFunction.apply(self, *args, *self.consts)

    def replay_backward(self, tensors: tuple, grads: tuple) -> tuple:
        """Double backward: the forward again through the ordinary ops (recorded), then
        autograd.grad of that with create_graph=True (eager replay)."""
        inputs = tensors[:self.n_inputs]
        with enable_grad():
            outs = self.gm.forward(*inputs)
            pairs = [(o, g) for o, g in zip(outs, grads) if o.requires_grad]
            wanted = [t for t in tensors if t.requires_grad]
            got = iter(autograd_grad([o for o, _ in pairs], wanted, [g for _, g in pairs],
                                     create_graph=True, allow_unused=True))
        return tuple(next(got) if t.requires_grad else None for t in tensors)


def joint(gm: GraphModule, plain: _StraightLine) -> JointRunner | None:
    """The joint runner of a forward graph traced with gradients needed, or None (the graph
    keeps the ordinary path)."""
    graph = gm.graph
    if any(not isinstance(o, Value) or o in graph.placeholders or o.example is None
           or not isinstance(o.example, Tensor) for o in graph.output):
        return None
    consts = []
    for node in graph.nodes:
        for a in node.args:
            if isinstance(a, Const) and _needs(a) and all(c is not a.obj for c in consts):
                consts.append(a.obj)
    const_values = {id(c): Const(graph.constant(c), c) for c in consts}
    joint_inputs = list(graph.placeholders) + [const_values[id(c)] for c in consts]
    backward = derive_backward(graph, joint_inputs)
    if backward is None or len(backward.gm.graph.nodes) > 20 * len(graph.nodes):
        # a backward many times longer than its forward: formulas looping where eager runs
        # one kernel without a fused backward to call instead (bwnode.py); keep eager's
        return None
    if rematerialize(backward, graph, joint_inputs):  # pointwise values recomputed, not saved
        backward.gm = GraphModule(backward.gm.graph)
    bgraph = backward.gm.graph
    bplan = _kernel_plan(bgraph, views_out=True)
    if bplan is not None:
        fused = fuse_pointwise(bgraph)
        if fused is not bgraph:
            bgraph, bplan = fused, _kernel_plan(fused, views_out=True)
    return JointRunner(gm, plain, consts, backward, bgraph, bplan)


def with_backward(runner, example_inputs: list):
    """The inductor backend's straight line, given a backward when the traced call needed
    gradients (grad mode on, an input or a parameter requiring grad): a `JointRunner`, or
    the runner unchanged."""
    if (runner.__class__ is not _StraightLine or not runner.gm.graph.grad_enabled
            or not runner._needs_grad(example_inputs)):
        return runner
    return joint(runner.gm, runner) or runner
