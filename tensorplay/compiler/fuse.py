"""Fused composites as one node: `linear` recorded as `linear`, not as its body.

Eager, a composite with a fused path (ops.yaml `fused:`, the FUSED table of core/optable.py)
runs one kernel and records one autograd node; under any level — the trace level too — its
public function runs the body, so the trace sees `transpose`, `matmul`, `add`. The tracer tags
each node recorded inside such a body with the body's call (`group`, found from the Python
frames, once per node at trace time) and the arguments the body was called with. After the
trace, `fuse_composites` turns each group back into one node of the fused op, when that is
safe: every node of the group is an op call under one grad mode, and only the group's last
value (the body's result) is used outside it. Replayed, the node calls the public function
(eager's one kernel and one autograd node; the body under a transform); on the inductor
backend's straight-line path, the fused kernel on the arrays.
"""

from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass

from ..core import optable
from .graph import Graph, Node, value_ids

_SUFFIX = "_composite"


@dataclass(eq=False)
class Group:
    """One call of a fused composite's body during the trace."""

    name: str  # the fused op's name
    args: dict  # the body's arguments by name, as the graph sees them
    frame: object  # the body's frame, while the trace records its nodes


def body_frame():
    """The outermost frame running a fused composite's body (`_linear_composite`), or None."""
    found = None
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_name
        if name.endswith(_SUFFIX) and name[1:-len(_SUFFIX)] in optable.FUSED:
            found = frame
        frame = frame.f_back
    return found


@contextlib.contextmanager
def body_results():
    """While the user's function is traced: the value each fused composite body returns, by
    its frame (a profile hook sees the `return`), so a body with several results (lstm_layer's
    output, h_n, c_n, workspace) can become one node with those outputs."""
    results: dict = {}

    def hook(frame, event, arg):
        if event == "return":
            name = frame.f_code.co_name
            if name.endswith(_SUFFIX) and name[1:-len(_SUFFIX)] in optable.FUSED:
                results[frame] = arg

    previous = sys.getprofile()
    sys.setprofile(hook)
    try:
        yield results
    finally:
        sys.setprofile(previous)


def group_of(frame, last: Group | None, as_graph) -> Group | None:
    """The group of a node recorded inside `frame` (a fused body): the last group if it is the
    same call, else a new one holding the body's arguments (`as_graph` maps a tensor to its
    graph value or constant)."""
    if frame is None:
        return None
    if last is not None and last.frame is frame:
        return last
    code = frame.f_code
    names = code.co_varnames[:code.co_argcount]
    args = {n: as_graph(frame.f_locals[n]) for n in names}
    return Group(code.co_name[1:-len(_SUFFIX)], args, frame)


def _uses(nodes: list, output) -> set:
    used: set = set()
    for node in nodes:
        value_ids(node.args, used)
        value_ids(node.params, used)
    value_ids(output, used)
    return used


def _fused_node(graph: Graph, group: Group, members: list, used_outside: set,
                results: dict) -> Node | None:
    op = optable.FUSED[group.name]
    made = {id(v) for m in members for v in m.outputs}
    if not op.any_differentiable and any(v.example is not None and v.example._requires_grad
                                         for m in members for v in m.outputs):
        return None  # `fused: {kernel}` alone records nothing: a body that records stays
    if op.outputs == "tensor":
        result = members[-1].outputs
    else:  # several results: the values the body returned, each made inside the group
        returned = results.get(group.frame)
        result = tuple(getattr(t, "_value", None) for t in returned or ())
        if (len(result) != len(op.return_names) or len({id(v) for v in result}) != len(result)
                or any(v is None or id(v) not in made for v in result)):
            return None
    inner = made - {id(v) for v in result}
    if (len(result) != (1 if op.outputs == "tensor" else len(op.return_names)) or inner & used_outside
            or any(m.kind != "call" for m in members)
            or len({m.grad_enabled for m in members}) != 1):
        return None
    tensors = [n for n in group.args if n in op.tensor_args]
    params = {n: v for n, v in group.args.items() if n not in op.tensor_args}
    for v in result:  # its code reads `linear = ops.linear(...)`
        v.name = graph.fresh(group.name)
    return Node("call", op, tuple(group.args[n] for n in tensors), params, result,
                members[0].grad_enabled)


def fuse_composites(graph: Graph, results: dict | None = None) -> None:
    """Replace each fused composite's recorded body by one node of its fused op (in place);
    `results`: what each body returned (`body_results`), needed for a body with several."""
    runs: list = []  # (group or None, [nodes])
    for node in graph.nodes:
        group = node.group
        if runs and group is not None and runs[-1][0] is group:
            runs[-1][1].append(node)
        else:
            runs.append((group, [node]))
    if all(group is None for group, _ in runs):
        return
    nodes = []
    for k, (group, members) in enumerate(runs):
        fused = None
        if group is not None:
            later = [n for _, ms in runs[k + 1:] for n in ms]
            fused = _fused_node(graph, group, members, _uses(later, graph.output), results or {})
        nodes += [fused] if fused is not None else members
    for node in nodes:
        node.group = None
    graph.nodes[:] = nodes
