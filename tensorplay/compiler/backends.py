"""Backends: what turns a captured graph into the callable that runs on later calls.

PyTorch's protocol: `backend(graph_module, example_inputs) -> callable`. "eager" and
"aot_eager" return the graph module itself, whose code replays every op through the ordinary
call path (tensorplay/compiler/graph.py). "inductor" — TensorPlay's own — adds a straight-line
NumPy path: when nothing needs a gradient (no_grad, inference mode, or no input or parameter
requires grad) and no transform is active, it calls each op's kernel (NumPy, or the C loop the
base level would pick) on the arrays directly, with no dispatch, no checks and no tape; every
other call goes through the graph module. A graph takes the straight-line path only if every
node is a pure op whose kernel the base level would call with the tensors' own arrays (no cast,
no Tensor[] argument, no random draw, no in-place write, a view only inside the graph), so the
result is the eager result, bit for bit. Not built yet: fusing a graph into generated C, and an
ahead-of-time joint forward/backward graph (aot_eager replays, as eager does).
"""

from __future__ import annotations

from ..autograd.grad_mode import _state as _grad_state
from ..core.interpreters import interpreter_stack
from ..core.tensor import PLAIN, Tensor
from ..dispatch.args import input_arrays
from ..dispatch.base import _run_kernel, _wrap
from ..dispatch.dispatcher import OpDef
from .graph import Const, GraphModule, Value

BACKENDS = ("inductor", "eager", "aot_eager")
# PyTorch's modes, accepted and not used (there is no autotuning or CUDA graph here)
MODES = (None, "default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")


def eager(gm: GraphModule, example_inputs: list):
    return gm.forward


aot_eager = eager


def inductor(gm: GraphModule, example_inputs: list):
    plan = _kernel_plan(gm)
    if plan is None:
        return gm.forward
    return _StraightLine(gm, plan)


def lookup(backend):
    if callable(backend):
        return backend
    return {"eager": eager, "aot_eager": aot_eager, "inductor": inductor}[backend]


class _StraightLine:
    """The inductor backend's callable: kernels straight on arrays when no gradient is
    needed, else the graph module."""

    def __init__(self, gm: GraphModule, plan: list):
        self.gm = gm
        self.plan = plan
        graph = gm.graph
        self.inputs = graph.placeholders
        self.outputs = graph.output
        self.constants = [(c, c._data.dtype) for c in graph.constants.values()
                          if isinstance(c, Tensor)]

    def __call__(self, *args):
        if (interpreter_stack or any(a.__class__ not in PLAIN for a in args)
                or any(c._data.dtype is not dt for c, dt in self.constants)  # a captured
                or (_grad_state.enabled and self._needs_grad(args))):  # tensor changed dtype
            return self.gm.forward(*args)
        env = dict(zip(self.inputs, args))
        try:
            for op, arg_specs, params, out_dt, value in self.plan:
                arrays = [_array(s, env) for s in arg_specs]
                env[value] = _wrap(_run_kernel(op, arrays, params), out_dt)
        except Exception:  # a kernel's error: the ordinary path raises PyTorch's error
            return self.gm.forward(*args)
        return tuple(_result(o, env) for o in self.outputs)

    def _needs_grad(self, args) -> bool:
        return (any(a._requires_grad for a in args)
                or any(c._requires_grad for c, _ in self.constants))


def _array(spec, env):
    kind, x = spec
    if kind == "value":
        return env[x]._data
    if kind == "const":
        return x._data
    return x  # a literal, or the array the base level made of a scalar


def _result(o, env):
    if isinstance(o, Value):
        return env[o]
    if isinstance(o, Const):
        return o.obj
    return o


def _kernel_plan(gm: GraphModule) -> list | None:
    """Per node: (op, how to get each kernel argument, params, result dtype, value) — or
    None when some node cannot run as a bare kernel call."""
    graph = gm.graph
    outputs = {id(o) for o in graph.output if isinstance(o, Value)}
    plan = []
    for node in graph.nodes:
        op = node.target
        if (node.kind != "call" or op.__class__ is not OpDef or op.outputs != "tensor"
                or op.random or op.list_args or (op.view and id(node.outputs[0]) in outputs)):
            return None
        if any(isinstance(v, Tensor | Value | Const) or _has_tensor(v) for v in node.params.values()):
            return None
        examples = [_example(a) for a in node.args]
        try:
            arrays, out_dt = input_arrays(op, tuple(examples))
        except Exception:
            return None
        specs = []
        for a, ex, arr in zip(node.args, examples, arrays):
            if isinstance(a, Value | Const):
                if arr is not ex._data:  # cast to the compute dtype: let the base level do it
                    return None
                specs.append(("value" if isinstance(a, Value) else "const", a if isinstance(a, Value) else a.obj))
            elif isinstance(a, list | tuple):
                return None
            else:
                specs.append(("literal", arr))
        plan.append((op, specs, node.params, out_dt, node.outputs[0]))
    return plan


def _example(a):
    if isinstance(a, Value):
        return a.example
    if isinstance(a, Const):
        return a.obj
    return a


def _has_tensor(v) -> bool:
    return isinstance(v, list | tuple) and any(isinstance(x, Tensor | Value | Const) for x in v)
