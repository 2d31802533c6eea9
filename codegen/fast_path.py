"""Which primitives may take the fast call (`tensorplay/dispatch/base.py: fast_call`).

The general call path (`bind` → `call_base` → `_base_args`) reads an op's rules at run time;
for the everyday call — no transform active, plain float tensors of one dtype (or a float
tensor and a Python number) — none of those rules changes anything, so one hand-written
function runs the kernel, wraps and records without asking. The generator decides here,
once per op, whether the op's rules allow that, and what dtype its result then has.
"""

from __future__ import annotations

import ast

import numpy as np

from .spec import OpSpec

# the result dtype of a fast call, by the op's dtype rule (inputs are floats of one dtype);
# `keep`: whatever the kernel returns, taken only when it is the input's dtype
_FAST_RULE = {"float": "same", "same": "same", "promote": "same", "accumulate": "same",
              "keep": "same", "bool": "bool", "int64": "int64"}


def fast_path(op: OpSpec, outputs: str) -> dict | None:
    """`{"rule": ..., "none": (...)}` for an op the fast call may take, or None when it takes
    the general path only: random ops (the stream must be drawn once), multi-output and
    non-tensor results, optional or list tensor arguments, index keys, devices, and ops with
    more than two tensor arguments. `none` names the ScalarType arguments that must be None
    (`sum(x, dtype=tp.float64)` changes the dtype)."""
    sig = op.sig
    tensors = sig.tensor_args
    if (op.random or outputs != "tensor" or op.dtype["rule"] not in _FAST_RULE
            or op.dtype.get("args") or not 1 <= len(tensors) <= 2
            or any(a.type != "Tensor" for a in tensors) or sig.device_arg is not None
            or any(a.type in ("Index", "Generator?") or a.name == "requires_grad"
                   for a in sig.params)):
        return None
    return {"rule": _FAST_RULE[op.dtype["rule"]],
            "none": tuple(a.name for a in sig.params if a.type == "ScalarType?")}


def into_first(op: OpSpec, kernel_body: str) -> str | None:
    """The kernel rewritten to compute into its first array (`np.subtract(self, other,
    out=self) if alpha == 1 else ...`) when every value it can return is one NumPy ufunc call
    on arrays, or one cast to the first array's dtype of such a call (`np.greater(self,
    other).astype(self.dtype)` becomes `np.greater(self, other, out=self)`: the ufunc casts
    into self as it writes), or `np.zeros_like(self)` (`self.fill(0)`): what an in-place call with nothing to record runs (`x.sub_(y)`
    writes into x's memory, no temporary). None otherwise, and for a kernel that is a bare
    ufunc (the runtime passes `out=` to it itself: an op without parameters takes the cast
    form only)."""
    if "\n" in kernel_body or not op.sig.tensor_args:
        return None
    first = op.sig.tensor_args[0].name
    tree = ast.parse(kernel_body, mode="eval")
    if not op.sig.params and not (isinstance(tree.body, ast.Call)
                                  and isinstance(tree.body.func, ast.Attribute)
                                  and tree.body.func.attr in ("astype", "zeros_like")):
        return None

    def into(node: ast.expr) -> ast.expr | None:
        if isinstance(node, ast.IfExp):
            body, orelse = into(node.body), into(node.orelse)
            return None if body is None or orelse is None else ast.IfExp(node.test, body, orelse)
        if ast.unparse(node) == f"np.zeros_like({first})":  # zero_: one fill, no new array
            return ast.parse(f"{first}.fill(0)", mode="eval").body
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "astype" and not node.keywords
                and [ast.unparse(a) for a in node.args] == [f"{first}.dtype"]):
            return into(node.func.value)
        ufunc = getattr(np, node.func.attr, None) if (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "np") else None
        if isinstance(ufunc, np.ufunc) and not node.keywords and (
                len(node.args) == ufunc.nin or any(isinstance(a, ast.Starred) for a in node.args)):
            return ast.Call(node.func, node.args, [ast.keyword("out", ast.Name(first, ast.Load()))])
        return None

    body = into(tree.body)
    return None if body is None else ast.unparse(body)


def ufunc_when(op: OpSpec, kernel_body: str) -> tuple[str, str, str] | None:
    """`("np.add", "alpha", "1")` when the kernel is `np.add(self, other) if alpha == 1 else
    ...`: one NumPy ufunc on the tensor arguments in order while one argument equals a
    literal. The fast call then calls the ufunc itself for that everyday case, without the
    kernel's Python frame (about a third of a small `x + y`). None otherwise."""
    if "\n" in kernel_body:
        return None
    tree = ast.parse(kernel_body, mode="eval").body
    if not (isinstance(tree, ast.IfExp) and isinstance(tree.test, ast.Compare)):
        return None
    test, body = tree.test, tree.body
    params = {a.name for a in op.sig.params}
    if len(params) != 1:  # the public function passes OpDef.ufunc_params, which names one
        return None
    if not (isinstance(test.left, ast.Name) and test.left.id in params and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq) and isinstance(test.comparators[0], ast.Constant)):
        return None
    if not (isinstance(body, ast.Call) and isinstance(body.func, ast.Attribute)
            and isinstance(body.func.value, ast.Name) and body.func.value.id == "np"
            and isinstance(getattr(np, body.func.attr, None), np.ufunc) and not body.keywords
            and [ast.unparse(a) for a in body.args] == [a.name for a in op.sig.tensor_args]):
        return None
    return f"np.{body.func.attr}", test.left.id, ast.unparse(test.comparators[0])
