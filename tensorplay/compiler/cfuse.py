"""Fusing pointwise chains into one generated C loop: `fuse_pointwise(graph) -> graph`.

A node is fusable when its op has a one-element C expression in ops.yaml (`c_kernel: forward`
or `c_expr:`, gathered into the generated table c_exprs.py), its result is float32 or float64,
its tensor arguments have that dtype and broadcast to its shape, and its other arguments are
Python numbers (they become C literals). Walking the graph in order, a fusable node joins an
*open* group of its shape and dtype — one that produced an argument of it, else the latest
one — or opens a group; any other use of a group's value closes the group. So nothing outside
a group both depends on it and feeds it, and the group runs, as one node, where its last
member was. A group of two or more nodes becomes one `fused` node: its inputs are the values
and constants its members read from outside, its outputs the members' values the rest of the
graph (or the result) uses; its kernel is the C text of cgen.py, built and cached by
ccompile.py. Without a compiler the graph comes back unchanged (NumPy runs it).

The loop computes what eager computes, element by element and in the same dtype: +, -, *, /
round as NumPy's do (no FMA contraction: -std=c99), while libm's tanhf, expf, erff may differ
from NumPy's in the last bit, so results agree to rounding, not bit for bit.
"""

from __future__ import annotations

import ctypes
import os
import sys
from dataclasses import dataclass, field

import numpy as np

from ..backends import c as _c
from ..core import dtype as _dt
from ..core.tensor import Tensor
from ..dispatch.dispatcher import OpDef
from . import ccompile, cgen
from .c_exprs import C_EXPRS
from .graph import Const, Graph, Node, Value, value_ids

_FLOATS = {_dt.float32: np.dtype(np.float32), _dt.float64: np.dtype(np.float64)}
_NUMBER = (int, float, bool)


def log_code(title: str, text: str) -> None:
    """Print generated code when TENSORPLAY_LOGS names `output_code` (PyTorch's TORCH_LOGS)."""
    if "output_code" in os.environ.get("TENSORPLAY_LOGS", "").split(","):
        print(f"# ---- {title} ----\n{text}", file=sys.stderr)


@dataclass(eq=False)
class FusedKernel:
    """One group's generated C, loaded, callable on arrays (`run`) or tensors (`__call__`)."""

    name: str
    source: str
    shape: tuple
    dtype: np.dtype
    in_shapes: list
    n_out: int
    lib: object = field(repr=False)

    def __post_init__(self):
        n_ptr = len(self.in_shapes) + self.n_out
        self._contiguous = self.lib.tp_fused_contiguous
        self._contiguous.restype = None
        self._contiguous.argtypes = [ctypes.c_int64] + [ctypes.c_void_p] * n_ptr
        self._strided = self.lib.tp_fused_strided
        self._strided.restype = None
        self._strided.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p] + [
            ctypes.c_void_p] * n_ptr
        self._full = all(s == self.shape for s in self.in_shapes)
        self._size = int(np.prod(self.shape, dtype=np.int64))
        self._dims = np.array(self.shape or (1,), dtype=np.int64)
        self._layouts: dict = {}  # the inputs' strides -> their broadcast strides in elements
        # the one-call entry (the C extension's fused_call): the `_p` twins' addresses
        self._entry = (ctypes.cast(self.lib.tp_fused_contiguous_p, ctypes.c_void_p).value,
                       ctypes.cast(self.lib.tp_fused_strided_p, ctypes.c_void_p).value,
                       tuple(self.shape), tuple(tuple(s) for s in self.in_shapes),
                       np.dtype(self.dtype).num, self.n_out)

    def run(self, *arrays) -> tuple:
        ops = _c.OPS
        if ops is not None:  # one C call: checks, outputs, loop (None: the path below)
            outs = ops.fused_call(*self._entry, *arrays)
            if outs is not None:
                return outs
        dt, shape = self.dtype, self.shape
        for a, s in zip(arrays, self.in_shapes):
            if a.dtype != dt or a.shape != s:
                raise TypeError(f"{self.name}: inputs changed dtype or shape")  # the graph runs
        outs = tuple(np.empty(shape, dt) for _ in range(self.n_out))
        if self._size == 0:
            return outs
        out_ptrs = [o.ctypes.data for o in outs]
        if self._full and all(a.flags.c_contiguous and a.flags.aligned for a in arrays):
            self._contiguous(self._size, *[a.ctypes.data for a in arrays], *out_ptrs)
            return outs
        arrays = [a if a.flags.aligned else a.copy() for a in arrays]
        key = tuple(a.strides for a in arrays)
        strides = self._layouts.get(key)
        if strides is None:  # once per layout: element strides, 0 along a broadcast dimension
            strides = np.array([s // dt.itemsize for a in arrays
                                for s in np.broadcast_to(a, shape or (1,)).strides],
                               dtype=np.int64)
            self._layouts[key] = strides
        self._strided(len(self._dims), self._dims.ctypes.data, strides.ctypes.data,
                      *[a.ctypes.data for a in arrays], *out_ptrs)
        return outs

    def __call__(self, *tensors) -> tuple:
        return tuple(Tensor._make(a) for a in self.run(*[t._data for t in tensors]))


def _info(a):
    """(shape, numpy dtype) of a tensor argument, None for a Python number."""
    if isinstance(a, Value):
        return a.shape, _FLOATS.get(a.dtype)
    if isinstance(a, Const) and isinstance(a.obj, Tensor):
        return tuple(a.obj.shape), _FLOATS.get(a.obj.dtype)
    return None


def _fusable(node: Node):
    """(shape, dtype) of a fusable node, else None."""
    op = node.target
    if (node.kind != "call" or op.__class__ is not OpDef or op.name not in C_EXPRS
            or len(node.outputs) != 1):
        return None
    n, numeric, select, exprs = C_EXPRS[op.name]
    out = node.outputs[0]
    np_dt = _FLOATS.get(out.dtype)
    if np_dt is None or len(node.args) != n:
        return None
    for a in node.args:
        info = _info(a)
        if info is None:
            if not isinstance(a, _NUMBER):
                return None
        elif info[1] != np_dt or np.broadcast_shapes(info[0], out.shape) != out.shape:
            return None
    for name, v in node.params.items():
        if name == select:
            if v not in exprs:
                return None
        elif name not in numeric or not isinstance(v, _NUMBER):
            return None
    return out.shape, np_dt


def _groups(graph: Graph) -> list[list[Node]]:
    """The groups of fusable nodes (see the module docstring), in graph order."""
    groups: list[dict] = []
    of_value: dict[int, dict] = {}  # id(Value) -> its group
    for node in graph.nodes:
        key = _fusable(node)
        args: set = set()
        value_ids((node.args, node.params), args)
        feeding = [of_value[a] for a in args if a in of_value]
        target = None
        if key is not None:
            target = next((g for g in feeding if g["open"] and g["key"] == key), None)
            if target is None and not feeding:
                target = next((g for g in reversed(groups) if g["open"] and g["key"] == key), None)
        for g in feeding:
            if g is not target:
                g["open"] = False  # used outside: nothing may join it any more
        if key is None:
            continue
        if target is None:
            target = {"key": key, "nodes": [], "open": True}
            groups.append(target)
        target["nodes"].append(node)
        of_value[id(node.outputs[0])] = target
    return [g["nodes"] for g in groups if len(g["nodes"]) > 1]


def _kernel(members: list[Node], used_outside: set, index: int):
    """The fused node of a group, or None when nothing of it is used or the build fails."""
    shape, np_dt = _fusable(members[-1])
    c_name = {}  # id(Value) or Const name -> C local (v0, v1...)
    inputs, in_locals, body, title = [], [], [], []
    for m in members:
        operands = []
        for a in m.args:
            if isinstance(a, _NUMBER):
                operands.append(cgen.literal(a, np_dt))
                continue
            k = id(a) if isinstance(a, Value) else a.name
            if k not in c_name:
                c_name[k] = f"v{len(c_name)}"
                inputs.append(a)
                in_locals.append((c_name[k], a.name))
            operands.append(c_name[k])
        select = C_EXPRS[m.target.name][2]
        expr = cgen.expression(m.target.name, m.params.get(select), operands, m.params, np_dt)
        out = m.outputs[0]
        c_name[id(out)] = f"v{len(c_name)}"
        params = "".join(f", {k}={v!r}" for k, v in m.params.items())
        shown = ", ".join(a.name if isinstance(a, Value | Const) else repr(a) for a in m.args)
        body.append((c_name[id(out)], expr, f"{out.name} = {m.target.name}({shown}{params})"))
    outputs = [m.outputs[0] for m in members if id(m.outputs[0]) in used_outside]
    if not outputs:
        return None
    ops = sorted({m.target.name for m in members})
    name = f"fused_{'_'.join(ops)}_{index}"
    title = [f"{name}: {len(members)} pointwise ops of a tp.compile graph in one loop, "
             f"{np_dt.name}; reads {', '.join(a.name for a in inputs)}, writes "
             f"{', '.join(v.name for v in outputs)}",
             "generated by tensorplay/compiler/cgen.py from the ops' C expressions "
             "(tensorplay/compiler/c_exprs.py)"]
    source = cgen.source(title, in_locals, body, [c_name[id(v)] for v in outputs], np_dt)
    lib = ccompile.load(cgen.strip_comments(source))
    if lib is None:
        return None
    log_code(name, source)
    in_shapes = [_info(a)[0] for a in inputs]
    kernel = FusedKernel(name, source, tuple(shape), np_dt, in_shapes, len(outputs), lib)
    return Node("fused", kernel, tuple(inputs), {}, tuple(outputs), members[-1].grad_enabled)


def fuse_pointwise(graph: Graph, keep: tuple = ()) -> Graph:
    """The graph with each group of fusable pointwise nodes replaced by one `fused` node
    running their generated C loop; `graph` itself when nothing fuses (or no compiler).
    `keep`: values read after the graph besides its outputs (a joint forward's saved values,
    tensorplay/compiler/aot.py), which the loops must store too."""
    groups = _groups(graph)
    if not groups:
        return graph
    member_of = {id(n): k for k, g in enumerate(groups) for n in g}
    fused = {}
    for k, members in enumerate(groups):
        outside: set = set()
        for n in graph.nodes:
            if member_of.get(id(n)) != k:
                value_ids((n.args, n.params), outside)
        value_ids((graph.output, keep), outside)
        node = _kernel(members, outside, k)
        if node is not None:
            fused[id(members[-1])] = node
    if not fused:
        return graph
    done = {k for k, g in enumerate(groups) if id(g[-1]) in fused}
    nodes = []
    for n in graph.nodes:
        if id(n) in fused:
            nodes.append(fused[id(n)])
        elif member_of.get(id(n)) not in done:
            nodes.append(n)
    return Graph(placeholders=graph.placeholders, nodes=nodes, constants=dict(graph.constants),
                 grad_enabled=graph.grad_enabled, output=graph.output, _names=dict(graph._names),
                 _const_ids=dict(graph._const_ids))
