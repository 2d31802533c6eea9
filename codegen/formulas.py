"""Formulas of ops.yaml: the Python expressions (kernels, backward and JVP formulas, checks)
and bodies (composites, kernels of several lines) an entry holds, parsed and their names and
calls collected; and whether a call fits the parameters of the op or helper it calls.

Errors go through the entry's context (`ctx.error(field, message)`), which adds the file,
line, op and field.
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import dataclass, field

from .signature import Signature

SAFE_BUILTINS = {"len", "range", "tuple", "list", "int", "float", "isinstance", "zip", "min",
                 "max", "abs", "sum", "None", "True", "False", "slice", "Ellipsis"}


@dataclass
class Formula:
    source: str
    line: int
    names: set[str] = field(default_factory=set)
    calls: list[tuple[str, int, tuple[str, ...]]] = field(default_factory=list)  # (f, #pos, kws)


_FORBIDDEN = (ast.Lambda, ast.NamedExpr, ast.ListComp, ast.SetComp, ast.DictComp,
              ast.GeneratorExp, ast.Await, ast.Yield)


def calls(tree: ast.AST) -> list[tuple[str, int, tuple[str, ...]]]:
    """Every direct call `f(...)` of a name: (f, positional count, keyword names); a call
    with `*args` or `**kwargs` is left out (its count is not known)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
                continue
            out.append((node.func.id, len(node.args), tuple(k.arg for k in node.keywords)))
    return out


def parse_formula(ctx, fld: str, source, allowed: set[str]) -> Formula:
    if not isinstance(source, str):
        raise ctx.error(fld, f"formula must be a string, got {type(source).__name__} {source!r}")
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise ctx.error(fld, f"formula {source!r} does not parse: {exc.msg}") from None
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, _FORBIDDEN):
            raise ctx.error(fld, f"formula {source!r} uses {type(node).__name__}; "
                                 "write a helper in tensorplay/ops/shared/formulas.py instead")
        if isinstance(node, ast.Name):
            if node.id not in allowed and node.id not in SAFE_BUILTINS:
                raise ctx.error(fld, f"formula {source!r} uses unknown name {node.id!r} "
                                     "(not an argument, grad, result, op or helper)")
            names.add(node.id)
    return Formula(source.strip(), ctx.line(fld), names, calls(tree))


_BODY_STATEMENTS = (ast.Assign, ast.If, ast.Return, ast.Expr, ast.Pass)


def parse_body(ctx, source, scope: set[str]) -> Formula:
    """A composite's body: one expression in tensorplay ops, or lines of assignments and
    `if`s ending in `return` (names assigned in the body may be read after)."""
    if not isinstance(source, str) or not source.strip():
        raise ctx.error("composite", "must be an expression or statements ending in return")
    text = source.strip()
    if "\n" not in text and not text.startswith("return "):
        return parse_formula(ctx, "composite", text, scope)
    try:
        tree = ast.parse(text, mode="exec")
    except SyntaxError as exc:
        raise ctx.error("composite", f"line {exc.lineno} does not parse: {exc.msg}") from None
    if not tree.body or not isinstance(tree.body[-1], ast.Return):
        raise ctx.error("composite", "a multi-line body must end with `return <expression>`")
    assigned = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and not isinstance(node, _BODY_STATEMENTS):
            raise ctx.error("composite", f"{type(node).__name__} is not allowed in a body "
                                         "(assignments, if and return only)")
        if isinstance(node, _FORBIDDEN):
            raise ctx.error("composite", f"uses {type(node).__name__}; write it with ops")
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id not in scope | assigned | SAFE_BUILTINS:
                raise ctx.error("composite", f"uses unknown name {node.id!r} (not an argument, "
                                             "an op, a helper or a name assigned in the body)")
            names.add(node.id)
    return Formula(text, ctx.line("composite"), names, calls(tree))


def parse_kernel_body(ctx, source: str, scope: set[str], op_names: set[str]) -> None:
    """A kernel of several lines: the body of a NumPy function over the arguments, which
    returns the result (Python's builtins are in scope, except those an op shadows: max, sum)."""
    try:
        tree = ast.parse(source.strip(), mode="exec")
    except SyntaxError as exc:
        raise ctx.error("kernel", f"line {exc.lineno} does not parse: {exc.msg}") from None
    if not any(isinstance(n, ast.Return) for n in ast.walk(tree)):
        raise ctx.error("kernel", "a kernel of several lines must `return` its result")
    local = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    local |= {n.arg for n in ast.walk(tree) if isinstance(n, ast.arg)}
    local |= {n.name for n in ast.walk(tree) if isinstance(n, ast.ExceptHandler) and n.name}
    allowed = scope | local | (set(dir(builtins)) - op_names)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in allowed:
            shadowed = node.id in dir(builtins)
            raise ctx.error("kernel", f"uses {'the builtin ' if shadowed else 'unknown name '}"
                                      f"{node.id!r}" + (", shadowed by the op of that name in "
                                                        "generated code" if shadowed else ""))



def arity_problem(args: list, n_pos: int, keywords: tuple[str, ...]) -> str | None:
    """Why a call with n_pos positional arguments and these keywords does not fit a
    parameter list of (name, has_default, kwarg_only, is_varargs), or None."""
    positional = [a for a in args if not a[2]]
    if any(a[3] for a in args):
        return None
    names = {a[0] for a in args}
    for k in keywords:
        if k not in names:
            return f"has no argument {k!r}"
    if n_pos > len(positional):
        return f"takes at most {len(positional)} positional arguments, got {n_pos}"
    given = {a[0] for a in positional[:n_pos]} | set(keywords)
    missing = [a[0] for a in args if not a[1] and a[0] not in given]
    if missing:
        return f"is missing the argument(s) {missing}"
    return None


def sig_params(sig: Signature) -> list:
    return [(a.name, a.has_default, a.kwarg_only, a is sig.varargs) for a in sig.args]


def ast_params(args: ast.arguments) -> list:
    if args.vararg or args.kwarg:
        return [("*", True, False, True)]
    pos = args.posonlyargs + args.args
    n_req = len(pos) - len(args.defaults)
    out = [(a.arg, i >= n_req, False, False) for i, a in enumerate(pos)]
    out += [(a.arg, d is not None, True, False) for a, d in zip(args.kwonlyargs, args.kw_defaults)]
    return out


class _Rename(ast.NodeTransformer):
    def __init__(self, mapping: dict[str, str]):
        self.mapping = mapping

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in self.mapping:
            return ast.copy_location(ast.Name(self.mapping[node.id], node.ctx), node)
        return node


def rename(source: str, mapping: dict[str, str]) -> str:
    tree = ast.parse(source, mode="eval")
    return ast.unparse(_Rename(mapping).visit(tree))
