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
result is the eager result, bit for bit — except that chains of pointwise ops run as one
generated C loop each (cfuse.py), equal to eager's to rounding. With gradients needed,
tensorplay/compiler/aot.py turns the straight line into a joint forward/backward pair run as one
autograd node. Not built yet: a joint graph for aot_eager (it replays, as eager does).
"""

from __future__ import annotations

import functools

import numpy as np

from ..autograd.grad_mode import _state as _grad_state
from ..core.interpreters import interpreter_stack
from ..core.tensor import PLAIN, Tensor
from ..dispatch.args import input_arrays
from ..dispatch.base import _KNOWN, _run_kernel, _wrap
from ..dispatch.dispatcher import OpDef
from .cfuse import fuse_pointwise, log_code
from .graph import Const, GraphModule, Value

BACKENDS = ("inductor", "eager", "aot_eager")
# PyTorch's modes, accepted and not used (there is no autotuning or CUDA graph here)
MODES = (None, "default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")


def eager(gm: GraphModule, example_inputs: list):
    return gm.forward


aot_eager = eager


def inductor(gm: GraphModule, example_inputs: list):
    plan = _kernel_plan(gm.graph)
    if plan is None:
        return gm.forward
    fused = fuse_pointwise(gm.graph)
    return _StraightLine(gm, plan, fused, _kernel_plan(fused))


def lookup(backend):
    if callable(backend):
        return backend
    return {"eager": eager, "aot_eager": aot_eager, "inductor": inductor}[backend]


class _StraightLine:
    """The inductor backend's callable: generated straight-line Python calling the kernels
    on arrays (its source is `code`) when no gradient is needed, else the graph module."""

    def __init__(self, gm: GraphModule, plan: list, graph, fused_plan: list):
        self.gm = gm
        self.plan = plan  # one kernel per node: what aot.py's joint forward runs
        self.kernels = [n.target for n in graph.nodes if n.kind == "fused"]  # generated C
        self.constants = [(c, c._data.dtype) for c in graph.constants.values()
                          if isinstance(c, Tensor)]
        self.code, namespace = _render(graph, fused_plan)
        log_code("straight line", self.code)
        exec(compile(self.code, "<tensorplay.compiler straight line>", "exec"), namespace)
        self._run = namespace["straight_line"]

    def __call__(self, *args):
        if (interpreter_stack or any(a.__class__ not in PLAIN for a in args)
                or any(c._data.dtype is not dt for c, dt in self.constants)  # a captured
                or (_grad_state.enabled and self._needs_grad(args))):  # tensor changed dtype
            return self.gm.forward(*args)
        try:
            return self._run(*args)
        except Exception:  # a kernel's error: the ordinary path raises PyTorch's error
            return self.gm.forward(*args)

    def _needs_grad(self, args) -> bool:
        return (any(a._requires_grad for a in args)
                or any(c._requires_grad for c, _ in self.constants))


def _render(graph, plan: list, *, arrays: bool = False, extra: tuple = (),
            name: str = "straight_line") -> tuple[str, dict]:
    """The source of `straight_line(*inputs)`: one kernel call per node on arrays, the
    outputs wrapped as tensors (as the base level wraps them). With `arrays` the inputs and
    outputs are the arrays themselves (a None output stays None); `extra` values are
    returned after the outputs as arrays (what a backward graph reads: tensorplay/compiler/
    aot.py)."""
    ns = {"_fix": _fix, "_fix_all": _fix_all, "_wrap": _wrap}
    names = [p.name for p in graph.placeholders]
    lines = [f"def {name}({', '.join(('a_' + n) if arrays else n for n in names)}):"]
    if not arrays:
        lines += [f"    a_{n} = {n}._data" for n in names]
    for i, (op, specs, params, out_dt, values) in enumerate(plan):
        args = []
        for k, (kind, x) in enumerate(specs):
            if kind == "list":
                items = []
                for m, (kind_m, y) in enumerate(x):
                    if kind_m == "value":
                        items.append(f"a_{y.name}")
                    else:
                        ns[f"_c{i}_{k}_{m}"] = y
                        items.append(f"_c{i}_{k}_{m}._data")
                args.append(f"[{', '.join(items)}]")
            elif kind == "value":
                args.append(f"a_{x.name}")
            elif kind == "const":
                ns[f"_c{i}_{k}"] = x
                args.append(f"_c{i}_{k}._data")
            else:
                ns[f"_l{i}_{k}"] = x
                args.append(f"_l{i}_{k}")
        if not isinstance(op, OpDef):  # a generated C loop for several nodes (cfuse.py),
            # or an op's fused backward (bwnode.py): arrays in, a tuple of arrays out
            ns[f"_k{i}"] = op.run
            outs = "".join(f"a_{v.name}, " for v in values)
            lines.append(f"    {outs}= _k{i}({', '.join(args)})  # {op.name}")
            continue
        if op.c_forward is None and not op.fp_errors:
            ns[f"_k{i}"] = op.kernel  # what the base level calls
        else:  # its C loop or NumPy, its floating-point handling: the base level's choice
            ns[f"_k{i}"] = functools.partial(_base_kernel, op)
        if params:
            ns[f"_p{i}"] = params
            args.append(f"**_p{i}")
        ns[f"_dt{i}"] = out_dt
        call = f"_k{i}({', '.join(args)})"
        if op.outputs == "tensor":
            lines.append(f"    a_{values[0].name} = _fix({call}, _dt{i})  # {op.name}")
        else:  # several outputs (split, unbind, chunk)
            names_out = "".join(f"a_{v.name}, " for v in values)
            lines.append(f"    {names_out}= _fix_all({call}, _dt{i})  # {op.name}")
    views = {id(v) for op, _, _, _, values in plan if isinstance(op, OpDef) and op.view
             for v in values}
    outs = []
    for j, o in enumerate(graph.output):
        if isinstance(o, Value) and arrays and (id(o) in views or o in graph.placeholders):
            outs.append(f"a_{o.name}.copy()")  # a gradient owns its memory
        elif isinstance(o, Value) and (arrays or o not in graph.placeholders):
            outs.append(f"a_{o.name}" if arrays else f"_wrap(a_{o.name}, None)")
        elif isinstance(o, Value):
            outs.append(o.name)  # an input returned as it is
        else:
            ns[f"_o{j}"] = o.obj if isinstance(o, Const) else o
            outs.append(f"_o{j}._data" if arrays and isinstance(o, Const) else f"_o{j}")
    outs += [f"a_{v.name}" for v in extra]
    lines.append(f"    return ({''.join(o + ', ' for o in outs)})")
    return "\n".join(lines) + "\n", ns


def _base_kernel(op, *arrays, **params):
    return _run_kernel(op, list(arrays), params)


def _fix(raw, out_dt):
    """The array the base level's `_wrap` would hold (an ndarray of the op's result dtype)."""
    if raw.__class__ is not np.ndarray:
        raw = np.asarray(raw)
    if out_dt is not None and raw.dtype != out_dt:
        return raw.astype(out_dt)
    if raw.dtype not in _KNOWN:
        return _wrap(raw, None)._data
    return raw


def _fix_all(raw, out_dt) -> list:
    return [_fix(r, out_dt) for r in raw]


def _kernel_plan(graph, views_out: bool = False) -> list | None:
    """Per node: (op, how to get each kernel argument, params, result dtype, output values) —
    or None when some node cannot run as a bare kernel call. A view returned by the graph
    would not be eager's view of its base: refused, unless `views_out` (a backward graph,
    whose gradients are returned as copies: `_render(arrays=True)`). A fused node: (its
    kernel, its inputs, {}, None, its output values)."""
    outputs = set() if views_out else {id(o) for o in graph.output if isinstance(o, Value)}
    plan = []
    for node in graph.nodes:
        op = node.target
        if node.kind == "fused":
            specs = [_spec(a) if isinstance(a, Value | Const) else ("literal", a)
                     for a in node.args]
            plan.append((op, specs, {}, None, node.outputs))
            continue
        if (node.kind != "call" or op.__class__ is not OpDef or op.outputs == "value"
                or op.random or (op.view and any(id(v) in outputs for v in node.outputs))):
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
                specs.append(_spec(a))
            elif isinstance(a, list | tuple):  # a Tensor[] argument (cat's tensors)
                if (not all(isinstance(x, Value | Const) for x in a)
                        or any(r is not e._data for r, e in zip(arr, ex))):
                    return None
                specs.append(("list", [_spec(x) for x in a]))
            else:
                specs.append(("literal", arr))
        plan.append((op, specs, node.params, out_dt, node.outputs))
    return plan


def _spec(a) -> tuple:
    return ("value", a) if isinstance(a, Value) else ("const", a.obj)


def _example(a):
    if isinstance(a, Value):
        return a.example
    if isinstance(a, Const):
        return a.obj
    if isinstance(a, list | tuple):
        return [_example(x) for x in a]
    return a


def _has_tensor(v) -> bool:
    return isinstance(v, list | tuple) and any(isinstance(x, Tensor | Value | Const) for x in v)
