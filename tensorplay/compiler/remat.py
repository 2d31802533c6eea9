"""Recomputing instead of saving: pointwise values the backward reads, recomputed from the inputs.

The joint forward stores every value the backward graph reads (tensorplay/compiler/aot.py).
For a chain of pointwise ops rooted at the inputs — the GELU written out as 9 ops, 25 rounds
of sin, *, +, tanh — that is one stored array per op, written by the forward loop and read
back by the backward loop. PyTorch's partitioner recomputes such values in the backward
instead: the forward then stores only its outputs, and the recomputation costs a few more
instructions inside a loop the backward runs anyway. `rematerialize` does that for a saved
value when its whole pointwise ancestry (ops cfuse.py can fuse) starts at inputs, parameters,
constants and numbers, and every backward node reading it is pointwise too, so the recomputed
nodes land in the same generated C loop as their readers. The recomputation runs the same C
expressions as the forward loop, so it gives the same bits. Without a C compiler (or with
the C extension off) nothing is recomputed.
"""

from __future__ import annotations

from ..backends import c as _c
from . import ccompile
from .c_exprs import C_EXPRS
from .cfuse import _fusable
from .graph import Const, Node, Value, renamed


def _reads_only_pointwise(bgraph, value) -> bool:
    """Whether every reader of `value` in the backward graph is a pointwise op (and the graph
    does not return it)."""
    for node in bgraph.nodes:
        reads = any(a is value for a in node.args) or any(v is value for v in node.params.values())
        if reads and (node.kind != "call" or getattr(node.target, "name", None) not in C_EXPRS):
            return False
    return not any(o is value for o in bgraph.output)


def rematerialize(backward, fgraph, joint_inputs: list) -> bool:
    """Rewrite `backward` (aot.Backward) in place so that it recomputes the saved pointwise
    values it can (see the module docstring); True when something changed. Only where
    the C loops can be built: on NumPy the recomputation would be that many more op calls."""
    if not _c.is_available() or ccompile.compiler() is None:
        return False
    bgraph = backward.gm.graph
    producer = {id(v): n for n in fgraph.nodes for v in n.outputs}
    joint_ids = {(id(x) if isinstance(x, Value) else id(x.obj)): j
                 for j, x in enumerate(joint_inputs)}
    memo: dict = {}

    def recomputable(v) -> bool:
        if id(v) not in memo:
            node = producer.get(id(v))
            memo[id(v)] = node is not None and _fusable(node) is not None and all(
                not isinstance(a, Value) or id(a) in joint_ids or recomputable(a)
                for a in node.args)
        return memo[id(v)]

    wanted = {}
    for p, (kind, i) in zip(bgraph.placeholders, backward.inputs):
        if kind == "saved":
            v = backward.saved[i]
            if recomputable(v) and _reads_only_pointwise(bgraph, p):
                wanted[id(p)] = v
    if not wanted:
        return False
    places = list(bgraph.placeholders)
    sources = list(backward.inputs)
    by_source = {}  # ("input", j) or ("const", id(tensor)) -> its backward placeholder
    for p, (kind, i) in zip(places, sources):
        if kind in ("input", "const"):
            by_source[(kind, i if kind == "input" else id(i))] = p
    clones, made = [], {}  # id(forward Value) -> backward Value

    def arg(a):
        if isinstance(a, Value) and id(a) not in joint_ids:
            return clone(a)
        if not isinstance(a, Value | Const):
            return a  # a number
        key = id(a) if isinstance(a, Value) else id(a.obj)
        if key in joint_ids:
            where, source = ("input", joint_ids[key]), ("input", joint_ids[key])
        else:
            where, source = ("const", key), ("const", a.obj)
        if where not in by_source:
            example = a.example if isinstance(a, Value) else a.obj
            by_source[where] = Value(bgraph.fresh(a.name), tuple(example.shape), example.dtype,
                                     example)
            places.append(by_source[where])
            sources.append(source)
        return by_source[where]

    def clone(v):
        if id(v) not in made:
            node = producer[id(v)]
            args = tuple(arg(a) for a in node.args)
            out = Value(bgraph.fresh(v.name), v.shape, v.dtype, v.example)
            clones.append(Node("call", node.target, args, dict(node.params), (out,), False))
            made[id(v)] = out
        return made[id(v)]

    alias = {id(p): clone(v) for p in bgraph.placeholders if (v := wanted.get(id(p)))}
    for node in bgraph.nodes:
        node.args = renamed(node.args, alias)
        node.params = renamed(node.params, alias)
    bgraph.nodes[:0] = clones
    saved, inputs, kept = [], [], []
    for p, (kind, i) in zip(places, sources):
        if id(p) in wanted:
            continue
        kept.append(p)
        if kind == "saved":
            inputs.append(("saved", len(saved)))
            saved.append(backward.saved[i])
        else:
            inputs.append((kind, i))
    bgraph.placeholders[:] = kept
    backward.inputs, backward.saved = inputs, saved
    return True
