"""Minimal pytrees: flatten nested tuples, lists, dicts and namedtuples to leaves.

Mirrors `torch.utils._pytree`: containers (tuple, list, dict, namedtuple) are
nodes, `None` is a node with no children (so it contributes no leaves), and
everything else (tensors, numbers, ...) is a leaf. Dict keys keep insertion
order, as in torch.

    leaves, spec = tree_flatten(((a, b), {"w": c}))
    tree_unflatten(leaves, spec)          # rebuilds the same structure
    tree_map(f, tree)                     # applies f to every leaf
    broadcast_prefix(in_dims, args)       # one prefix leaf per leaf of args (vmap in_dims)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.tensor import Tensor

__all__ = [
    "LEAF",
    "TreeSpec",
    "broadcast_prefix",
    "is_namedtuple",
    "tree_flatten",
    "tree_leaves",
    "tree_map",
    "tree_structure",
    "tree_unflatten",
]


def is_namedtuple(x) -> bool:
    return isinstance(x, tuple) and hasattr(type(x), "_fields")


class TreeSpec:
    """Structure of a pytree. `kind` is 'leaf', 'none', 'tuple', 'list', 'dict' or
    'namedtuple'; `context` holds dict keys or the namedtuple class."""

    __slots__ = ("_hash", "children", "context", "kind", "num_leaves")

    def __init__(self, kind: str, context=None, children: tuple = ()):
        self.kind = kind
        self.context = context
        self.children = children
        self.num_leaves = 1 if kind == "leaf" else sum(c.num_leaves for c in children)
        self._hash = None

    def is_leaf(self) -> bool:
        return self.kind == "leaf"

    def __eq__(self, other) -> bool:
        return (isinstance(other, TreeSpec) and self.kind == other.kind
                and self.context == other.context and self.children == other.children)

    def __hash__(self) -> int:
        h = self._hash
        if h is None:  # specs are immutable: hash once (vmap caches in_dims per input structure)
            ctx = tuple(self.context) if isinstance(self.context, list) else self.context
            h = self._hash = hash((self.kind, ctx, self.children))
        return h

    def __repr__(self) -> str:
        if self.kind == "leaf":
            return "*"
        if self.kind == "none":
            return "None"
        inner = ", ".join(map(repr, self.children))
        if self.kind == "tuple":
            return f"({inner}{',' if len(self.children) == 1 else ''})"
        if self.kind == "list":
            return f"[{inner}]"
        if self.kind == "dict":
            return "{" + ", ".join(f"{k!r}: {c!r}" for k, c in zip(self.context, self.children)) + "}"
        return f"{self.context.__name__}({inner})"


LEAF = TreeSpec("leaf")
_NONE = TreeSpec("none")
_TUPLES: dict[int, TreeSpec] = {}  # the spec of a flat tuple of n leaves, made once per n


def _tuple_of_leaves(n: int) -> TreeSpec:
    spec = _TUPLES.get(n)
    if spec is None:
        spec = _TUPLES[n] = TreeSpec("tuple", None, (LEAF,) * n)
    return spec


def _children(tree):
    """(kind, context, children) for a container, or None for a leaf."""
    if isinstance(tree, tuple):
        if is_namedtuple(tree):
            return "namedtuple", type(tree), tuple(tree)
        return "tuple", None, tree
    if isinstance(tree, list):
        return "list", None, tree
    if isinstance(tree, dict):
        keys = list(tree)
        return "dict", keys, [tree[k] for k in keys]
    return None


def tree_flatten(tree, is_leaf: Callable[[Any], bool] | None = None) -> tuple[list, TreeSpec]:
    if is_leaf is None:
        if type(tree) is Tensor:  # every transform's everyday input and output
            return [tree], LEAF
        if type(tree) is tuple and all(type(t) is Tensor for t in tree):  # a call's arguments
            return list(tree), _tuple_of_leaves(len(tree))
    leaves: list = []
    spec = _flatten(tree, leaves, is_leaf)
    return leaves, spec


def _flatten(tree, leaves: list, is_leaf) -> TreeSpec:
    if is_leaf is not None and is_leaf(tree):
        leaves.append(tree)
        return LEAF
    if tree is None:
        return _NONE
    node = _children(tree)
    if node is None:
        leaves.append(tree)
        return LEAF
    kind, ctx, kids = node
    return TreeSpec(kind, ctx, tuple(_flatten(k, leaves, is_leaf) for k in kids))


def tree_unflatten(leaves, spec: TreeSpec):
    if spec is LEAF and len(leaves) == 1:  # the everyday single tensor: nothing to build
        return leaves[0]
    if spec is _TUPLES.get(len(leaves)):  # a flat tuple of leaves, as `tree_flatten` made it
        return tuple(leaves)
    leaves = list(leaves)
    if len(leaves) != spec.num_leaves:
        raise ValueError(f"tree_unflatten: expected {spec.num_leaves} leaves for structure "
                         f"{spec!r}, got {len(leaves)}")
    it = iter(leaves)
    return _build(spec, it)


def _build(spec: TreeSpec, it):
    kind = spec.kind
    if kind == "leaf":
        return next(it)
    if kind == "none":
        return None
    kids = [_build(c, it) for c in spec.children]
    if kind == "tuple":
        return tuple(kids)
    if kind == "list":
        return kids
    if kind == "dict":
        return dict(zip(spec.context, kids))
    return spec.context(*kids)


def tree_leaves(tree, is_leaf=None) -> list:
    return tree_flatten(tree, is_leaf)[0]


def tree_structure(tree, is_leaf=None) -> TreeSpec:
    return tree_flatten(tree, is_leaf)[1]


def tree_map(fn: Callable, tree, *rest, is_leaf=None):
    """Apply `fn` leaf-wise; `rest` trees must have the same structure as `tree`."""
    leaves, spec = tree_flatten(tree, is_leaf)
    if not rest:
        return tree_unflatten([fn(x) for x in leaves], spec)
    others = []
    for r in rest:
        rl, rs = tree_flatten(r, is_leaf)
        if rs != spec:
            raise ValueError(f"tree_map: structures differ: {spec!r} vs {rs!r}")
        others.append(rl)
    return tree_unflatten([fn(*xs) for xs in zip(leaves, *others)], spec)


def broadcast_prefix(prefix, tree, is_leaf=None) -> list:
    """One entry of `prefix` per leaf of `tree`, where `prefix` is a tree-prefix of `tree`
    (any non-container in `prefix`, including None, covers the whole subtree below it).

    This is how vmap's `in_dims`/`out_dims` and `chunk`-style per-argument options
    are matched against arguments: `broadcast_prefix((0, None), (x, (y, z)))` ->
    `[0, None, None]`. Raises ValueError naming the mismatch.
    """
    out: list = []
    _bcast(prefix, tree, out, is_leaf, "")
    return out


def _bcast(prefix, tree, out: list, is_leaf, path: str) -> None:
    pnode = None if prefix is None else _children(prefix)
    if pnode is None:
        out.extend([prefix] * tree_structure(tree, is_leaf).num_leaves)
        return
    tnode = None if (tree is None or (is_leaf is not None and is_leaf(tree))) else _children(tree)
    pkind, pctx, pkids = pnode
    if tnode is None:
        raise ValueError(f"structure mismatch at {path or 'root'}: prefix has a {pkind} "
                         f"where the value is a leaf ({type(tree).__name__})")
    tkind, tctx, tkids = tnode
    same_kind = pkind == tkind or {pkind, tkind} <= {"tuple", "namedtuple"}
    if not same_kind or len(pkids) != len(tkids) or (pkind == "dict" and set(pctx) != set(tctx)):
        raise ValueError(f"structure mismatch at {path or 'root'}: prefix is a {pkind} of "
                         f"{len(pkids)}, value is a {tkind} of {len(tkids)}")
    if pkind == "dict":
        for k, t in zip(tctx, tkids):
            _bcast(prefix[k], t, out, is_leaf, f"{path}[{k!r}]")
    else:
        for i, (p, t) in enumerate(zip(pkids, tkids)):
            _bcast(p, t, out, is_leaf, f"{path}[{i}]")


def check_tensor_leaves(tree, where: str) -> None:
    """Refuse a pytree with a non-tensor leaf (a transform's `aux`), as torch.func does."""
    for leaf in tree_leaves(tree, is_leaf=lambda x: x is None):
        if not isinstance(leaf, Tensor):
            raise RuntimeError(f"{where}: Expected tensors, got unsupported type {type(leaf)}")
