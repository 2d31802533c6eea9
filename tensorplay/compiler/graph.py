"""The captured graph: a list of nodes, printed as Python and run as Python.

A `Graph` is what tracing leaves behind (tensorplay/compiler/tracer.py): placeholders for the
tensors passed in, one node per op call in program order, and the output structure. Each
node names its op as ops.yaml does, its arguments (graph values, or constants such as a
module's parameters, held by reference so an optimizer step is seen by the next call) and the
shape and dtype it produced. `GraphModule` renders the graph as the source of a `forward`
function (its `code`, in the style of torch.fx) and runs that source: every line calls the op
through the ordinary call path, so autograd, hooks and transforms outside see ordinary ops.
"""

from __future__ import annotations

import inspect
import keyword
import sys
from dataclasses import dataclass, field

from ..autograd.grad_mode import set_grad_enabled
from ..core import optable
from ..core.optable import FUSED, OPS
from ..dispatch.dispatcher import OpDef, bind, call
from ..dispatch.inplace import inplace


@dataclass(eq=False)
class Value:
    """One tensor of the graph: a placeholder or the output of a node (`index` picks one
    output of a multi-output op)."""

    name: str
    shape: tuple = ()
    dtype: object = None
    example: object = field(default=None, repr=False)  # the traced value, until compiled


@dataclass(eq=False)
class Const:
    """A tensor the graph reads by reference (a parameter, a buffer, a captured tensor): kept
    as the attribute `name` of the graph module, so the next call sees its current value."""

    name: str
    obj: object


@dataclass(eq=False)
class Node:
    """One recorded call. `kind`: "call" (an op), "inplace" (`op_`, writes its first
    argument), "method" (a Tensor method with no op, such as `detach`) or "fused" (a generated
    C loop standing for several pointwise nodes: tensorplay/compiler/cfuse.py)."""

    kind: str
    target: object  # the OpDef, or the method's name
    args: tuple
    params: dict
    outputs: tuple  # the Values it produced
    grad_enabled: bool = True
    group: object = None  # while tracing: the fused composite body it was recorded in

    @property
    def name(self) -> str:
        return self.target if isinstance(self.target, str) else self.target.name


@dataclass(eq=False)
class Graph:
    placeholders: list = field(default_factory=list)
    nodes: list = field(default_factory=list)
    constants: dict = field(default_factory=dict)  # attribute name -> object
    grad_enabled: bool = True  # grad mode at the call (the tracer sets it; guarded)
    output: object = None  # the output structure: Values where tensors were
    _names: dict = field(default_factory=dict)
    _taken: set = field(default_factory=set)
    _const_ids: dict = field(default_factory=dict)

    def fresh(self, base: str) -> str:
        base = _identifier(base)
        while True:  # "reshape_1" may already be taken as a base of its own
            n = self._names.get(base, 0)
            self._names[base] = n + 1
            name = base if n == 0 else f"{base}_{n}"
            if name not in self._taken:
                self._taken.add(name)
                return name

    def constant(self, obj, hint: str = "const") -> str:
        """The attribute name under which `obj` is kept (one name per object)."""
        key = id(obj)
        if key not in self._const_ids:
            name = self.fresh(_identifier(hint))
            self._const_ids[key] = name
            self.constants[name] = obj
        return self._const_ids[key]


def _identifier(text: str) -> str:
    out = "".join(c if c.isalnum() else "_" for c in text).strip("_") or "const"
    out = "_" + out if out[0].isdigit() else out
    return out + "_" if keyword.iskeyword(out) or out == "self" else out


_LITERALS = (int, float, bool, str, type(None))
_INF = float("inf")


def renamed(x, alias: dict):
    """`x` (a value, or lists, tuples and dicts of them) with each Value whose id `alias`
    maps replaced by its image."""
    if isinstance(x, Value):
        return alias.get(id(x), x)
    if isinstance(x, list | tuple):
        return type(x)(renamed(v, alias) for v in x)
    if isinstance(x, dict):
        return {k: renamed(v, alias) for k, v in x.items()}
    return x


def value_ids(x, out: set) -> None:
    """Add to `out` the id of every Value in `x` (a value, or lists, tuples and dicts of them):
    what a node or an output uses."""
    if isinstance(x, Value):
        out.add(id(x))
    elif isinstance(x, list | tuple):
        for v in x:
            value_ids(v, out)
    elif isinstance(x, dict):
        for v in x.values():
            value_ids(v, out)


class GraphModule:
    """A captured graph as a callable: `gm(*tensors)` runs `forward`, whose source is
    `gm.code`. PyTorch's custom backends receive one of these (`backend(gm, example_inputs)`)."""

    def __init__(self, graph: Graph):
        self.graph = graph
        self.code = self._render()
        for name, obj in graph.constants.items():
            setattr(self, name, obj)
        namespace = {"ops": _OPS_NAMESPACE, "_grad": set_grad_enabled,
                     "tensorplay": sys.modules["tensorplay"]}
        exec(compile(self.code, "<tensorplay.compiler graph>", "exec"), namespace)
        self._forward = namespace["forward"]

    def forward(self, *args):
        return self._forward(self, *args)

    __call__ = forward

    def print_readable(self) -> str:
        print(self.code)
        return self.code

    def _render(self) -> str:
        g = self.graph
        lines = [f"def forward(self{''.join(', ' + p.name for p in g.placeholders)}):"]
        grad = g.grad_enabled  # the mode it was traced in: the guard key holds it
        for node in g.nodes:
            if node.grad_enabled != grad:
                grad = node.grad_enabled
                lines.append(f"    _grad({grad})")
            lines.append(f"    {self._render_node(node)}")
        if grad != g.grad_enabled:
            lines.append(f"    _grad({g.grad_enabled})")
        lines.append(f"    return {self._expr(tuple(g.output))}")
        return "\n".join(lines) + "\n"

    def _render_node(self, node: Node) -> str:
        args = [self._expr(a) for a in node.args]
        if node.kind == "fused":  # a generated C loop (cfuse.py): one value per output
            kernel = self.graph.constant(node.target, node.target.name)
            return f"{''.join(v.name + ', ' for v in node.outputs)}= self.{kernel}({', '.join(args)})"
        if node.kind == "method":
            call_text = f"{args[0]}.{node.target}({', '.join(args[1:])})"
        elif _lookup(node.name) is not node.target:  # not in the op table (a custom
            # Function's op, an op made by hand): kept as a constant and called as is
            op = self.graph.constant(node.target, node.name + "_op")
            how = "inplace" if node.kind == "inplace" else (
                "call" if node.target.__class__ is OpDef else "bind")
            params = self._expr(node.params)
            call_text = f"ops.{how}(self.{op}, ({''.join(a + ', ' for a in args)}), {params})"
        else:
            params = [f"{k}={self._expr(v)}" for k, v in node.params.items()]
            name = node.name + ("_" if node.kind == "inplace" else "")
            fn = f"ops.{name}" if name.isidentifier() else f"ops[{name!r}]"  # "max.dim"
            call_text = f"{fn}({', '.join(args + params)})"
        outs = node.outputs
        if node.kind == "inplace":
            return call_text
        if len(outs) == 1 and getattr(node.target, "outputs", None) not in ("tuple", "list"):
            return f"{outs[0].name} = {call_text}"
        return f"{', '.join(v.name for v in outs)}, = {call_text}"

    def _expr(self, x) -> str:
        if isinstance(x, Value):
            return x.name
        if isinstance(x, Const):
            return f"self.{x.name}"
        if isinstance(x, float) and (x != x or abs(x) == _INF):
            return f"float({repr(x)!r})"  # nan, inf: not Python literals
        if isinstance(x, _LITERALS):
            return repr(x)
        if isinstance(x, list | tuple) and not hasattr(x, "_fields"):
            inner = ", ".join(self._expr(v) for v in x)
            if isinstance(x, list):
                return f"[{inner}]"
            return f"({inner}{',' if len(x) == 1 else ''})"
        if isinstance(x, dict):
            return "{" + ", ".join(f"{k!r}: {self._expr(v)}" for k, v in x.items()) + "}"
        if type(x).__module__ == "tensorplay.core.dtype" and repr(x).startswith("tensorplay."):
            return repr(x)
        hint = "dtype" if "dtype" in type(x).__name__ else type(x).__name__.lower()
        return f"self.{self.graph.constant(x, hint)}"


class _Ops:
    """`ops.sin(x)` in a graph's code: the op `sin` of ops.yaml called through the ordinary
    path (`call`: the fast path or the base level, recording for autograd); `ops.add_(x, y)`:
    its in-place form. Tensor arguments come first, in the op's order, then its parameters."""

    bind = staticmethod(bind)
    call = staticmethod(call)
    inplace = staticmethod(inplace)

    def __getattr__(self, name: str):
        if name.endswith("_") and _lookup(name[:-1]) is not None:
            op = _lookup(name[:-1])

            def run_inplace(*args, **params):
                return inplace(op, args, params)
            fn = run_inplace
        elif name in FUSED:  # a fused composite: its public function (one kernel eagerly,
            # its body under a transform), as eager calls it; an overload (`clamp.Tensor`,
            # `index_fill`) its own function, whose parameters `_public` can order
            fn = _public(getattr(optable, "_overload_" + name.replace(".", "_"), None)
                         or getattr(optable, name.partition(".")[0]))
        elif _lookup(name) is not None:
            op = _lookup(name)

            def run(*args, **params):
                if op.__class__ is OpDef:
                    return call(op, args, params)
                return bind(op, args, params)
            fn = run
        else:
            raise AttributeError(name)
        self.__dict__[name] = fn
        return fn

    def __getitem__(self, name: str):
        return self.__getattr__(name) if name not in self.__dict__ else self.__dict__[name]


_OPS_NAMESPACE = _Ops()


def _public(fn):
    """A public function called as a graph calls ops (tensor arguments first, then the
    parameters by name): its own order restored where a parameter comes between tensors
    (`layer_norm(input, normalized_shape, weight, bias, eps)`)."""
    try:
        names = [p.name for p in inspect.signature(fn).parameters.values()
                 if p.kind is p.POSITIONAL_OR_KEYWORD]
    except (TypeError, ValueError):
        return fn

    def run(*tensors, **params):
        if not params:
            return fn(*tensors)
        rest, args = list(tensors), []
        for name in names:
            if name in params:
                args.append(params.pop(name))
            elif rest:
                args.append(rest.pop(0))
            else:
                break
        return fn(*args, *rest, **params)
    return run


def _lookup(name: str):
    """The op of the table by that name: a primitive, or a composite's fused op."""
    return OPS.get(name) or FUSED.get(name)
