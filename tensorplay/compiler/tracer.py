"""Capture: run the function once, eagerly, with a trace level on the interpreter stack.

`TraceInterpreter` is a level like vmap's or grad's (tensorplay/func/_interpreter.py): the
compiled function's tensor inputs are wrapped as `TracedTensor`s of it, and `bind` hands it
every op call on them. It is also the level that catches the calls no other level owns
(`catches_all`: a factory, an op on a module's parameter alone), so those are recorded too
instead of being frozen as constants. `process` runs the op one level down on the real
values — the traced call *is* an eager call, with autograd recording as usual — and appends a
node to the graph.

Whatever would make the graph wrong on the next call is a graph break: Python reading a value
out of a tensor (`bool(t)`, `t.item()`, `float(t)`, an `if` on a comparison), an op answering
with a Python value, an in-place write into a tensor that is neither an input nor a known
buffer, `.backward()`. The break is recorded with its reason and the user's source line; the
call goes on eagerly (its result is the eager result), and the graph is thrown away.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

from ..autograd.grad_mode import _state as _grad_state
from ..core.tensor import Tensor
from ..dispatch.dispatcher import OpDef, bind
from ..dispatch.inplace import inplace
from ..func._interpreter import Interpreter, WrappedTensor
from .fuse import body_frame, group_of
from .graph import Const, Graph, Node, Value

_HERE = __file__.rsplit("/", 2)[0]  # the tensorplay package: frames below it are the user's


@dataclass
class GraphBreak:
    """Why a trace was abandoned, and where (torch's GraphCompileReason has `reason` and
    `user_stack` too)."""

    reason: str
    line: str  # "file:line in function" of the user's code
    source: str  # that line's text
    user_stack: list  # the user's frame (a traceback.FrameSummary)

    def __str__(self) -> str:
        return f"{self.reason} (at {self.line}{': ' + self.source if self.source else ''})"


def user_frame() -> traceback.FrameSummary | None:
    """The innermost frame outside the tensorplay package: where the user's code made the call."""
    for frame in reversed(traceback.extract_stack()):
        if not frame.filename.startswith(_HERE):
            return frame
    return None


class Unsupported(RuntimeError):
    """A graph break under `fullgraph=True` (PyTorch's torch._dynamo.exc.Unsupported)."""


class TraceInterpreter(Interpreter):
    transform_name = "compile"
    catches_all = True  # dispatcher.find_interpreter: the calls no other level owns are mine
    takes_fused = True  # a fused composite is recorded as its one op (core/interpreters.py)

    def __init__(self, fullgraph: bool, names: dict, writable: set):
        super().__init__()
        self.graph = Graph(grad_enabled=bool(_grad_state.enabled))
        self.fullgraph = fullgraph
        self.breaks: list[GraphBreak] = []
        self.values: dict[int, Value] = {}  # id(inner tensor) -> its graph value
        self.names = names  # id(tensor) -> a readable name (a module's parameters, buffers)
        self.writable = writable  # ids of the tensors an in-place op may write (inputs, buffers)
        self.inplace_counts: dict[int, int] = {}
        self.group = None  # the fused composite body being recorded (tensorplay/compiler/fuse.py)

    # ---- graph breaks -------------------------------------------------------------------
    def graph_break(self, reason: str) -> None:
        frame = user_frame()
        where = f"{frame.filename}:{frame.lineno} in {frame.name}" if frame else "<unknown>"
        text = (frame.line or "").strip() if frame else ""
        brk = GraphBreak(reason, where, text, [frame] if frame else [])
        if self.fullgraph:
            raise Unsupported(f"{reason}\n  (graph break at {where}{': ' + text if text else ''}; "
                              "fullgraph=True requires one graph for the whole function)")
        self.breaks.append(brk)

    @property
    def broken(self) -> bool:
        return bool(self.breaks)

    # ---- inputs and arguments ------------------------------------------------------------
    def placeholder(self, tensor: Tensor, name: str) -> TracedTensor:
        value = Value(self.graph.fresh(name), tuple(tensor.shape), tensor.dtype, tensor)
        self.graph.placeholders.append(value)
        self.writable.add(id(tensor))
        return TracedTensor(self, tensor, value)

    def _arg(self, a):
        """A call argument as the graph sees it: a Value, a constant tensor, a literal."""
        if getattr(a, "_interp", None) is self:
            return a._value
        if isinstance(a, Tensor):
            return Const(self.graph.constant(a, self.names.get(id(a), "tensor_constant")), a)
        if isinstance(a, list | tuple) and any(isinstance(x, Tensor) for x in a):
            return type(a)(self._arg(x) for x in a)
        return a

    def _node_args(self, op, args: tuple, params: dict):
        return tuple(self._arg(a) for a in args), {k: self._arg(v) for k, v in params.items()}

    def index_value(self, tensor: TracedTensor) -> Tensor:
        """A tensor used as an index by an op (`index`, `index_put`): its values become the
        op's key, read by Python — a graph break, as `x[t]` is."""
        self.graph_break("indexing with a tensor: its values become the indexing key")
        return tensor._inner

    # ---- the level -----------------------------------------------------------------------
    def process(self, op, args: tuple, params: dict):
        inner, _, _ = self.unwrap(args)
        inner_params = {k: _unwrap_value(v, self) for k, v in params.items()}
        out = self._below(bind, op, tuple(inner), inner_params)
        if self.broken:
            return out
        if op.__class__ is OpDef and op.outputs == "value":
            self.graph_break(f"{op.name} returns a Python value read from a tensor")
            return out
        outs = out if isinstance(out, tuple) else (out,)
        if not all(isinstance(o, Tensor) for o in outs):
            self.graph_break(f"{op.name} returned a non-tensor")
            return out
        self._record("call", op, args, params, outs)
        wrapped = tuple(self._wrap(o, v) for o, v in zip(outs, self.graph.nodes[-1].outputs))
        if not isinstance(out, tuple):
            return wrapped[0]
        return type(out)(*wrapped) if hasattr(out, "_fields") else wrapped

    def process_inplace(self, op, args: tuple, params: dict):
        target = args[0]
        owned = getattr(target, "_interp", None) is self
        if not owned and id(target) not in self.writable:
            self.graph_break(f"in-place {op.name}_ writes a tensor that is neither an input nor "
                             "a module buffer (its new value would not be replayed)")
        inner, _, _ = self.unwrap(args)
        self._below(inplace, op, tuple(inner), params)
        if not self.broken:
            self._record("inplace", op, args, params, ())
            real = inner[0]
            self.inplace_counts[id(real)] = self.inplace_counts.get(id(real), 0) + 1
        return target

    def method(self, tensor: TracedTensor, name: str, *args):
        """A Tensor method with no op of its own (`detach`), recorded as a method call."""
        out = self._below(getattr(tensor._inner, name), *args)
        if self.broken:
            return out
        self._record("method", name, (tensor, *args), {}, (out,))
        return self._wrap(out, self.graph.nodes[-1].outputs[0])

    def _below(self, fn, *args):
        """Run `fn` one level down: the calls it makes are part of the recorded one, so this
        level stops catching them meanwhile."""
        self.catches_all = False
        try:
            return fn(*args)
        finally:
            self.catches_all = True

    def _record(self, kind: str, op, args: tuple, params: dict, outs: tuple) -> None:
        graph_args, graph_params = self._node_args(op, args, params)
        base = op if isinstance(op, str) else op.name
        values = tuple(Value(self.graph.fresh(base), tuple(o.shape), o.dtype, o) for o in outs)
        self.group = group_of(body_frame(), self.group, self._arg)
        self.graph.nodes.append(Node(kind, op, graph_args, graph_params, values,
                                     bool(_grad_state.enabled), self.group))

    def _wrap(self, inner: Tensor, value: Value) -> TracedTensor:
        return TracedTensor(self, inner, value)


def _unwrap_value(v, interp):
    if getattr(v, "_interp", None) is interp:
        return v._inner
    return v


def _delegate(name: str):
    return property(lambda self: getattr(self._inner, name))


class TracedTensor(WrappedTensor):
    """A tensor of the trace level: the real value (`_inner`) and its graph value (`_value`).
    Metadata is the real tensor's; reading its data is a graph break."""

    def __init__(self, interp: TraceInterpreter, inner: Tensor, value: Value):
        self._interp = interp
        self._inner = inner
        self._value = value

    _requires_grad = _delegate("_requires_grad")
    grad_fn = _delegate("grad_fn")
    grad = _delegate("grad")
    _out_nr = _delegate("_out_nr")
    _base = _delegate("_base")
    _version = _delegate("_version")
    _inference = _delegate("_inference")

    @property
    def _data(self):
        """Code outside the ops reading the array (a library helper computing in NumPy) is a
        read the graph cannot replay: a graph break."""
        if not self._interp.active:
            return WrappedTensor._data.fget(self)  # escaped: WrappedTensor's error
        self._interp.graph_break("the NumPy array of a tensor is read outside an op")
        return self._inner._data

    @_data.setter
    def _data(self, value) -> None:
        self._interp.graph_break("the NumPy array of a tensor is replaced outside an op")
        self._inner._data = value

    def is_contiguous(self) -> bool:
        return self._inner.is_contiguous()

    def stride(self, dim: int | None = None):
        return self._inner.stride(dim)

    def data_ptr(self) -> int:
        return self._inner.data_ptr()

    def _read(self, what: str):
        self._interp.graph_break(f"Python reads a tensor's value: {what}")
        return self._inner

    def item(self):
        return self._read("Tensor.item()").item()

    def tolist(self):
        return self._read("Tensor.tolist()").tolist()

    def __bool__(self) -> bool:
        return bool(self._read("bool(tensor): data-dependent branching, e.g. `if x.sum() > 0:`"))

    def __float__(self) -> float:
        return float(self._read("float(tensor)"))

    def __int__(self) -> int:
        return int(self._read("int(tensor)"))

    def __index__(self) -> int:
        return self._read("tensor used as an index").__index__()

    def numpy(self, *, force: bool = False):
        return self._read("Tensor.numpy()").numpy(force=force)

    def __array__(self, dtype=None, copy=None):
        return self._read("NumPy conversion").__array__(dtype)

    def __repr__(self) -> str:
        return repr(self._read("printing a tensor"))

    def __format__(self, spec: str) -> str:
        return format(self._read("formatting a tensor"), spec)

    def __getitem__(self, key):
        if _has_traced(key, self._interp):
            self._interp.graph_break("indexing with a tensor: data-dependent shape")
            key = _unwrap_key(key, self._interp)
            return self._inner[key]
        return Tensor.__getitem__(self, key)

    def detach(self) -> Tensor:
        return self._interp.method(self, "detach")

    @property
    def data(self) -> Tensor:
        return self.detach()

    def backward(self, *args, **kwargs) -> None:
        self._interp.graph_break("Tensor.backward() inside the compiled function")
        return self._inner.backward(*args, **kwargs)

    def register_hook(self, hook):
        self._interp.graph_break("Tensor.register_hook inside the compiled function")
        return self._inner.register_hook(hook)

    def retain_grad(self) -> None:
        self._interp.graph_break("Tensor.retain_grad inside the compiled function")
        return self._inner.retain_grad()

    def requires_grad_(self, requires_grad: bool = True) -> Tensor:
        self._interp.graph_break("Tensor.requires_grad_ inside the compiled function")
        self._inner.requires_grad_(requires_grad)
        return self


def _has_traced(key, interp) -> bool:
    items = key if isinstance(key, tuple) else (key,)
    return any(isinstance(k, Tensor) for k in items)


def _unwrap_key(key, interp):
    if isinstance(key, tuple):
        return tuple(_unwrap_value(k, interp) for k in key)
    return _unwrap_value(key, interp)
