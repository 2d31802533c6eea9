"""Turn loaded OpSpecs into template contexts and render the output files.

All decisions live here; the templates in codegen/templates/ only lay text out.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import keyword
import re
import sys
import textwrap
from pathlib import Path

import jinja2
import numpy as np

from .fast_path import fast_path, into_first, ufunc_when
from .formulas import rename
from .names import Names, qualify
from .spec import Formula, OpSpec, load
from .spec_yaml import FAMILIES, ROOT, SPEC_DIR
from .text import header, packed, pyrepr

TEMPLATES = Path(__file__).resolve().parent / "templates"
# One module per family (tensorplay/ops/<family>/_generated.py, FAMILY_TEMPLATE); these over all ops.
FAMILY_TEMPLATE = "family.py.jinja"
OUTPUTS = {
    "tensor_methods.py.jinja": "tensorplay/ops/_methods.py",
    "opinfo.py.jinja": "tests/ops/_opinfo.py",
    "oracle_cases.py.jinja": "tests/oracle/cases.py",
    "refusals.py.jinja": "tensorplay/dispatch/refusals.py",
    "ops.md.jinja": "docs/reference/ops.md",
}


def _py_default(value) -> str:
    return repr(value)


def _signature_params(op: OpSpec, first_name: str) -> tuple[str, list[str]]:
    """The Python parameter list of the public function, and how to pass each arg."""
    sig = op.sig
    varargs = sig.varargs
    parts, star_done = [], False
    for a in sig.args:
        name = first_name if a.name == "self" else a.name
        if a is varargs:
            # `tp.zeros(2, 3)`, `tp.zeros((2, 3))` and `tp.zeros(size=(2, 3))`: the items arrive
            # in `*_<name>`, the keyword under its own name (a starred Tensor[] has no keyword)
            parts.append(f"*{name}" if a.star else f"*_{name}")
            if not a.star:
                parts.append(f"{name}=None")
            star_done = True
            continue
        if a.kwarg_only and not star_done:
            parts.append("*")
            star_done = True
        parts.append(f"{name}={_py_default(a.default)}" if a.has_default else name)
    if any(_keyword_spelled(a.name) for a in sig.args):
        parts.append("**_keywords")  # PyTorch's `from=`: a Python keyword, so not a parameter
    return ", ".join(parts)


def _keyword_spelled(name: str) -> str | None:
    """`from` for the argument `from_`: PyTorch's keyword, which Python cannot name."""
    return name[:-1] if name.endswith("_") and keyword.iskeyword(name[:-1]) else None


def _method_params(op: OpSpec) -> tuple[str, str] | None:
    """For a method whose `self` is not the schema's first argument (`x.where(cond, y)` is
    `where(cond, x, y)`): the method's parameter list, with `self` moved first, and the call
    of the public function in schema order. None when `self` already comes first."""
    args = op.sig.args
    if not args or args[0].name == "self" or "method" not in op.variants:
        return None
    ordered = [a for a in args if a.name == "self"] + [a for a in args if a.name != "self"]
    parts, star_done = [], False
    for a in ordered:
        if a.kwarg_only and not star_done:
            parts.append("*")
            star_done = True
        parts.append(f"{a.name}={_py_default(a.default)}" if a.has_default else a.name)
    call = ", ".join(f"{a.name}={a.name}" if a.kwarg_only else a.name for a in args)
    return ", ".join(parts), call


def _arg_expr(op: OpSpec, a, first_name: str) -> str:
    name = first_name if a.name == "self" else a.name
    if a is op.sig.varargs:
        return f"_varargs({name})" if a.star else f"_varargs(_{name}, {name}, {op.sig.name!r}, {name!r})"
    if a.type == "Index":
        return f"_index_arg({name})"
    if _keyword_spelled(a.name):
        return f"_python_keyword(_keywords, {_keyword_spelled(a.name)!r}, {name}, {op.sig.name!r})"
    return name


def _locals(op: OpSpec) -> set[str]:
    """Names a backward or JVP function binds itself: arguments, gradients, tangents."""
    return ({a.name for a in op.sig.args} | {"grad", "grads", "result", "shapes", "_out_shape"}
            | {f"{a.name}_t" for a in op.sig.tensor_args})


def _backward_exprs(op: OpSpec, names: Names, backward: dict | None = None) -> list[str]:
    """One expression per tensor input: its gradient (None where `needs` says no). `backward`
    is the op's formulas, or a fused composite's (`fused: backward:`)."""
    out = []
    for i, a in enumerate(op.sig.tensor_args):
        f = (backward or op.backward)[a.name]
        if f == "non_differentiable":
            out.append("None")
            continue
        expr = qualify(f.source, names.derivative, _locals(op))
        if op.broadcast:
            expr = f"{names.formula['sum_to']}({expr}, shapes[{i}])"
        out.append(f"({expr}) if needs[{i}] else None")
    return out


def _jvp(op: OpSpec, names: Names) -> dict | None:
    """How the tangent of the (first) output is computed, as code lines."""
    tensors = [a.name for a in op.sig.tensor_args]
    diff = [n for n in tensors if op.backward[n] != "non_differentiable"]
    if op.jvp is None:
        return None
    if op.jvp == "auto_linear":
        return {"kind": "auto_linear", "terms": [], "shown": "auto_linear: the op applied to the tangents"}
    if op.jvp == "auto_elementwise":
        src = op.backward[diff[0]].source
        expr = rename(src, {"grad": f"{diff[0]}_t"})
        return {"kind": "terms", "terms": [(diff[0], qualify(expr, names.derivative, _locals(op)))],
                "shown": f"auto_elementwise: {expr}"}
    if "result" in op.jvp:
        return {"kind": "result", "expr": qualify(op.jvp["result"].source, names.derivative, _locals(op)),
                "terms": [], "shown": op.jvp["result"].source}
    terms = []
    for n in tensors:
        if n in op.jvp:
            expr = qualify(op.jvp[n].source, names.derivative, _locals(op))
            if op.broadcast:
                expr = f"{names.formula['expand_to']}({expr}, _out_shape)"
            terms.append((n, expr))
    return {"kind": "terms", "terms": terms,
            "shown": " + ".join(f"[{n}] {op.jvp[n].source}" for n, _ in terms)}


def _ufunc_kernel(op: OpSpec, kernel_body: str) -> str | None:
    """`np.sin` when the kernel is exactly one NumPy ufunc applied to the tensor arguments in
    order (`np.sin(self)`, `np.multiply(self, other)`) and the op has no other argument: the
    OpDef then holds the ufunc itself, with no wrapper function to call."""
    m = re.fullmatch(r"np\.(\w+)\(([\w, ]*)\)", kernel_body)
    if (m is None or op.sig.params or not isinstance(getattr(np, m.group(1), None), np.ufunc)
            or [a.strip() for a in m.group(2).split(",")] != [a.name for a in op.sig.tensor_args]):
        return None
    return f"np.{m.group(1)}"


def _opdef_kwargs(op: OpSpec, tensors: list, outputs: str, c: dict | None,
                  saves_per_input: list, jvp: dict | None, kernel_body: str,
                  fused_backward: dict | None, rule: tuple | None) -> list[tuple[str, str]]:
    """The keyword arguments of a primitive's `OpDef(...)` that differ from OpDef's defaults
    (tensorplay/dispatch/dispatcher.py), in a fixed order, as source text."""
    fast = fast_path(op, outputs)
    kwargs = [
        ("tensor_args", tuple(tensors), None),
        ("list_args", tuple(i for i, a in enumerate(op.sig.tensor_args) if a.is_tensor_list), ()),
        ("dtype", op.dtype["rule"], "keep"),
        ("dtype_args", tuple(op.dtype["args"]) if op.dtype.get("args") else None, None),
        ("broadcast", op.broadcast, False),
        ("outputs", outputs, "tensor"),
        ("view", "view" in op.tags, False),
        ("random", op.random, False),
        ("fp_errors", op.fp_errors, False),
        ("differentiable", tuple(op.backward[n] != "non_differentiable" for n in tensors), None),
        ("saves_per_input", tuple(saves_per_input), ()),
        ("jvp_kind", jvp["kind"] if jvp else None, None),
        ("vmap", op.vmap, None),
        ("fast", fast["rule"] if fast else None, None),
        ("fast_none", fast["none"] if fast else (), ()),
    ]
    out = [(k, repr(v)) for k, v, default in kwargs if v != default]
    if fast and into_first(op, kernel_body):
        out.append(("kernel_into", f"_{op.ident}_kernel_into"))
    when = ufunc_when(op, kernel_body) if fast else None
    if when:
        out.append(("ufunc", when[0]))
        out.append(("ufunc_when", f"({when[1]!r}, {when[2]})"))
    out.append(("node", repr(op.node_name)))
    if _return_names(op) != ("result",):
        out.append(("return_names", repr(_return_names(op))))
    int_lists = tuple(a.name for a in op.sig.args if a.type.startswith("int[]"))
    if int_lists:
        out.append(("int_list_args", repr(int_lists)))
    if op.differentiable:
        out.append(("backward", f"_{op.ident}_backward"))
    if jvp and jvp["kind"] != "auto_linear":
        out.append(("jvp", f"_{op.ident}_jvp"))
    if c and c["forward"]:
        out.append(("c_forward", c["forward_ref"]))
        if op.c_kernel.get("min_size") is not None and c["kind"] != "row":
            out.append(("c_min_size", str(op.c_kernel["min_size"])))
    if fused_backward is not None:
        out.append(("fused_backward", f"_{op.ident}_fused_backward"))
    elif c and c["backward"]:
        out.append(("fused_backward", c["backward_ref"]))
    if rule:
        out.append(("vmap_rule", rule[0]))
    reads = _grads_read(op)
    if reads is not None:
        out.append(("reads_grads", repr(reads)))
    return out


def _grads_read(op: OpSpec) -> tuple[int, ...] | None:
    """The outputs whose gradients an op with several outputs reads in its backward formulas
    (`grad` is the first, `grads[k]` the k-th), when that is only some of them: a node that
    received gradients for none of those gives its inputs none (PyTorch's undefined gradient:
    slogdet's sign is never read), rather than running the formulas on zeros. None when every
    output's gradient is read, or `grads` is passed whole."""
    if not op.sig.returns_tuple or not op.differentiable:
        return None
    read: set[int] = set()
    for f in op.backward.values():
        if f == "non_differentiable":
            continue
        tree = ast.parse(f.source, mode="eval")
        subscripted = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and \
                    node.value.id == "grads":
                if not (isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, int)):
                    return None
                read.add(node.slice.value)
                subscripted.add(id(node.value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "grad":
                read.add(0)
            elif isinstance(node, ast.Name) and node.id == "grads" and id(node) not in subscripted:
                return None
    n = len(op.sig.returns)
    return tuple(sorted(read)) if read and len(read) < n else None


def _saves_per_input(op: OpSpec, tensors: list[str]) -> list[tuple[str, ...]]:
    """Per tensor input, the tensor arguments (and `result`) its backward formula reads: a node
    saves the union over the inputs that need a gradient, and nothing else."""
    out = []
    for t in tensors:
        f = op.backward[t]
        names = f.names if isinstance(f, Formula) else set()
        out.append(tuple(n for n in tensors + ["result"] if n in names))
    return out


def _formula_names(formulas) -> set[str]:
    names = set()
    for f in formulas:
        if isinstance(f, Formula):
            names |= f.names
    return names


def _jvp_names(op: OpSpec) -> set[str]:
    if isinstance(op.jvp, dict):
        return _formula_names(op.jvp.values())
    if op.jvp == "auto_elementwise":
        return _formula_names(op.backward.values())
    return set()


def _return_names(op: OpSpec) -> tuple:
    return tuple(name for _, name in op.sig.returns)


def _decline(guard: str | None) -> str:
    """`or not (<guard>)`: the c_kernel's guard, as a reason to leave the call to NumPy."""
    return f" or not ({guard})" if guard else ""


def _c_glue(op: OpSpec, saves: list[str], saves_result: bool) -> dict | None:
    """How the generated Python calls the C extension for an op with a `c_kernel`."""
    ck = op.c_kernel
    if ck is None:
        return None
    tensors = [a.name for a in op.sig.tensor_args]
    kernel_args = ", ".join(tensors + [a.name for a in op.sig.params])
    if ck["kind"] == "row":
        return {"forward": f"_c.{ck['helper']}_forward({kernel_args})",
                "forward_decline": _decline(ck["guard"]), "forward_ref": f"_{op.ident}_c_forward",
                "backward": f"_c.{ck['helper']}_backward", "kind": "row"}
    sel = ck["select"]
    choices = sorted((ck["forward"] or ck["backward"]).keys(), key=str)

    def fn(part: str, in_kernel: bool) -> str:
        if sel is None:
            return f"ops.{op.ident}_{part}"  # `ops`: the local bound to _c.OPS
        value = sel if in_kernel else f"params[{sel!r}]"
        return f'getattr(ops, "{op.ident}__" + {value} + "_{part}")'

    sel_decline = f" or {sel} not in {tuple(choices)!r}" if sel else ""
    glue = {"kind": ck["kind"], "forward_decline": _decline(ck["guard"]) + sel_decline,
            "forward": None, "backward": None}
    # a loop called with exactly the kernel's arguments is named (`_c.loop('exp_forward')`);
    # one behind a guard or chosen by an argument gets a small generated function
    if ck["forward"] is not None:
        glue["forward"] = f"{fn('forward', True)}({', '.join(tensors + ck['params'])})"
        plain = sel is None and not ck["guard"] and ck["params"] == [a.name for a in op.sig.params]
        glue["forward_ref"] = (f"_c.loop({op.ident + '_forward'!r})" if plain
                               else f"_{op.ident}_c_forward")
    if ck["backward"] is not None:
        x = f"{tensors[0]}._data" if "x" in ck["bwd_uses"] else "None"
        y = "result._data" if "y" in ck["bwd_uses"] else "None"
        args = ["g._data", x, y] + [f"params[{p!r}]" for p in ck["params"]]
        glue["backward"] = f"{fn('backward', False)}({', '.join(args)})"
        glue["backward_guard"] = f" or params[{sel!r}] not in {tuple(choices)!r}" if sel else ""
        glue["backward_args"] = ", ".join(f"{n}=None" for n in saves + (["result"] if saves_result else []))
        xname = repr(tensors[0]) if "x" in ck["bwd_uses"] else "None"
        glue["backward_ref"] = (
            f"_c.backward_loop({op.ident + '_backward'!r}, {xname}, {'y' in ck['bwd_uses']}"
            + (f", {tuple(ck['params'])!r})" if ck["params"] else ")")
            if sel is None else f"_{op.ident}_c_backward")
    return glue


def _fused_backward(op: OpSpec, saves: list[str], saves_result: bool, names: Names) -> dict | None:
    """The node's fused backward, on the arrays, for an op with a `fused_backward:` kernel or
    a row-wise C helper: the C loop first, then the NumPy kernel; either may decline (None)."""
    helper = op.c_kernel["helper"] if op.c_kernel and op.c_kernel["kind"] == "row" else None
    if op.fused_backward is None and helper is None:
        return None
    optional = {a.name for a in op.sig.tensor_args if a.type.endswith("?")}
    saved = saves + (["result"] if saves_result else [])
    return {
        "params": ", ".join(f"{n}=None" for n in saved),
        "unwrap": [(n, f"None if {n} is None else {n}._data" if n in optional else f"{n}._data")
                   for n in saved],
        "call": "".join(f"{n}, " for n in saved),
        "c": f"_c.{helper}_backward" if helper else None,
        "kernel": names.kernel[op.fused_backward] if op.fused_backward else None,
    }


def _failed(condition: str) -> str:
    """The test that a `check:` condition fails, written as a reader would (`a not in b`,
    not `not (a in b)`)."""
    tree = ast.parse(condition, mode="eval").body
    if isinstance(tree, ast.UnaryOp) and isinstance(tree.op, ast.Not):
        return ast.unparse(tree.operand)
    flip = {ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
    if isinstance(tree, ast.Compare) and len(tree.ops) == 1 and type(tree.ops[0]) in flip:
        tree.ops = [flip[type(tree.ops[0])]()]
        return ast.unparse(tree)
    return f"not ({condition})"


def _message(op: OpSpec, text: str) -> str:
    """The error of a check as Python source: an f-string only when it has placeholders."""
    text = f"{op.name}: {text}"
    return ("f" if "{" in text else "") + repr(text)


def _dtype_rules(op: OpSpec) -> dict | None:
    """A composite's `same_dtype:` / `refuses_bool:` / `refuses_int:`: checked before any op of
    its body runs, by the same functions the general call path uses for a primitive
    (`_base_args.check_dtypes`). The tensors that decide the computed dtype are those it
    differentiates (a class-index target or a weight does not)."""
    if not (op.same_dtype or op.refuses_bool or op.refuses_int):
        return None
    tensors = [a.name for a in op.sig.tensor_args]
    decides = tuple(i for i, n in enumerate(tensors) if op.backward[n] != "non_differentiable")
    return {"tensors": tuple(tensors), "decides": decides,
            "args": "(" + ", ".join(tensors) + ("," if len(tensors) == 1 else "") + ")",
            "params": "{'dtype': dtype}" if any(a.name == "dtype" for a in op.sig.params) else "{}"}


def _composite_entry(op: OpSpec, by_name: dict, names: Names) -> dict:
    """A composite: its body (and checks) as a function over the schema's argument names;
    the public function calls it. Everything else follows from the ops of the body."""
    tensors = [a.name for a in op.sig.tensor_args]
    args = {a.name for a in op.sig.args}
    source = op.composite.source if "\n" in op.composite.source else f"return {op.composite.source}"
    body = qualify(source, names.derivative, args).splitlines()
    checks = [(qualify(_failed(c), names.derivative, args),
                                    rename(_message(op, m), {k: v for k, v in names.derivative.items()
                                                             if k not in args}), x)
                                   for c, m, x in op.checks]
    return {
        "op": op,
        "composite": True,
        "ident": op.ident,
        "fn_name": op.sig.name if len(by_name[op.sig.name]) == 1 else f"_overload_{op.ident}",
        # the required dtype arguments (view.dtype): an overload binds only when they get a dtype
        "dtype_params": tuple(a.name for a in op.sig.params if a.type == "ScalarType"),
        "tensors": tensors,
        "params": [a.name for a in op.sig.params],
        "body_params": ", ".join(a.name for a in op.sig.args),
        "body": body,
        "body_shown": source.splitlines(),  # as ops.yaml writes it (helpers unqualified)
        "checks": checks,
        "dtype_rules": _dtype_rules(op),
        "uses": names.shown(body + [c for c, _, _ in checks]),
        "call_args": [_arg_expr(op, a, op.input_name) for a in op.sig.args],
        "fn_params": _signature_params(op, op.input_name),
        "call_tensors": [_arg_expr(op, a, op.input_name) for a in op.sig.tensor_args],
        "reordered_method": _method_params(op),
        # the in-place variant: the body runs on `old` (a snapshot of self), copy_ writes back
        "inplace_params": _signature_params(op, "self"),
        "inplace_args": ["old"] + [_arg_expr(op, a, "self") for a in op.sig.args[1:]],
        # its other tensor arguments: the output shape PyTorch checks before the dtype
        "inplace_others": [a.name for a in op.sig.tensor_args[1:] if not a.is_tensor_list],
        "differentiable": [op.backward[t] != "non_differentiable" for t in tensors],
        "constant": [t for t in tensors if op.backward[t] == "non_differentiable"],
        "outputs": "list" if op.sig.returns_list else "tuple" if op.sig.returns_tuple else "tensor",
        "jvp": "composite",
        "vmap": "composite",
        "list_args": [i for i, a in enumerate(op.sig.tensor_args) if a.is_tensor_list],
        "fused_numpy": None,
        **_fused(op, tensors, names),
    }


def _fused(op: OpSpec, tensors: list[str], names: Names | None = None) -> dict:
    """A composite with a c_kernel: the glue of its fused node, which saves every input and
    the result (the body needs the inputs to be differentiated again; the C backward may
    read the result). With a NumPy `fused:` path instead: its kernel and backward formulas,
    laid out as a primitive's, and the node saves what those formulas read; or its kernel
    alone, a no-grad shortcut that never records (a recording call runs the body)."""
    if op.fused is not None:
        kernel = qualify(op.fused["kernel"], names.kernel, {a.name for a in op.sig.args})
        kernel_code = textwrap.indent(kernel, "    ") if "\n" in kernel else f"    return {kernel}"
        backward, arrays = op.fused["backward"], op.fused["fused_backward"]
    if op.fused is not None and backward is None:  # K.<fn> on the arrays, or no backward at all
        saves = tuple(tensors + ["result"])
        return {
            "fused": True,
            "fused_numpy": {"kernel_code": kernel_code, "through_body": bool(arrays),
                            "kernel_only": not arrays, "fused_backward": arrays and names.kernel[arrays]},
            "c": {"forward": None, "backward": None, "kind": None},
            "fused_backward": None,
            "kernel_params": ", ".join(tensors + [a.name for a in op.sig.params]),
            "call_params": [(a.name, _arg_expr(op, a, op.input_name)) for a in op.sig.params],
            "saves_per_input": [saves if op.backward[t] != "non_differentiable" else () for t in tensors],
        }
    if op.fused is not None:
        reads = _formula_names(backward.values())
        return {
            "fused": True,
            "fused_numpy": {
                "through_body": False,
                "kernel_only": False,
                "kernel_code": kernel_code,
                "backward_exprs": _backward_exprs(op, names, backward),
                "saves": [t for t in tensors if t in reads],
                "uses_grad": "grad" in reads,
                "backward_params": [a.name for a in op.sig.params if a.name in reads],
                "shown": [f"{t}: {backward[t].source if backward[t] != 'non_differentiable' else backward[t]}"
                          for t in tensors],
            },
            "c": {"forward": None, "backward": None, "kind": None},
            "fused_backward": None,
            "kernel_params": ", ".join(tensors + [a.name for a in op.sig.params]),
            "call_params": [(a.name, _arg_expr(op, a, op.input_name)) for a in op.sig.params],
            "saves_per_input": [tuple(n for n in tensors if n in backward[t].names)
                                if backward[t] != "non_differentiable" else () for t in tensors],
        }
    if op.c_kernel is None:
        return {"fused": False, "fused_backward": None}
    wrap = {a.name: f"None if {a.name} is None else _c.tensor({a.name})" if a.type.endswith("?")
            else f"_c.tensor({a.name})" for a in op.sig.tensor_args}
    return {
        "fused": True,
        "c": _c_glue(op, tensors, True),
        "fused_backward": _fused_backward(op, tensors, True, names),
        "kernel_params": ", ".join(tensors + [a.name for a in op.sig.params]),
        "kernel_call": ", ".join(f"{a.name}={wrap.get(a.name, a.name)}" for a in op.sig.args
                                 if a.type != "Device?"),
        "call_params": [(a.name, _arg_expr(op, a, op.input_name)) for a in op.sig.params],
        "saves_per_input": [tuple(tensors + ["result"]) if op.backward[t] != "non_differentiable"
                            else () for t in tensors],
    }


def _fused_opdef_kwargs(e: dict) -> list[str]:
    """The keyword arguments of a fused composite's `OpDef(...)`, as source text."""
    op, c = e["op"], e["c"]
    if e["fused_numpy"] and e["fused_numpy"]["kernel_only"]:  # a no-grad shortcut: never records
        out = [f"tensor_args={pyrepr(tuple(e['tensors']))}", "vmap='composite'", "prechecked=True"]
        if e["outputs"] != "tensor":
            out += [f"outputs={e['outputs']!r}", f"return_names={_return_names(op)!r}"]
        return out + ([f"dtype={op.fused['dtype']!r}"] if op.fused["dtype"] != "keep" else [])
    out = [f"tensor_args={pyrepr(tuple(e['tensors']))}",
           f"differentiable={pyrepr(tuple(e['differentiable']))}",
           f"saves_per_input={pyrepr(tuple(e['saves_per_input']))}",
           "vmap='composite'", f"node={op.node_name!r}", "prechecked=True",
           f"backward=_{e['ident']}_backward"]
    if e["fused_numpy"] and e["fused_numpy"]["through_body"]:  # K.<fn> on the arrays, or the body
        out[-1] = f"backward=_partial(_body_backward, _{e['ident']}_composite, {tuple(e['tensors'])!r})"
        if e["fused_numpy"]["fused_backward"]:
            out.append(f"fused_backward=_partial(_arrays_backward, {e['fused_numpy']['fused_backward']})")
    if e["outputs"] != "tensor":
        out += [f"outputs={e['outputs']!r}", f"return_names={_return_names(op)!r}"]
    if op.fused is not None and op.fused["dtype"] != "keep":
        out.append(f"dtype={op.fused['dtype']!r}")
    if c["forward"]:
        out.append(f"c_forward={c['forward_ref']}")
        if op.c_kernel.get("min_size") is not None and c["kind"] != "row":
            out.append(f"c_min_size={op.c_kernel['min_size']}")
    if e["fused_backward"]:
        out.append(f"fused_backward=_{e['ident']}_fused_backward")
    elif c["backward"]:
        out.append(f"fused_backward={c['backward_ref'] if c['kind'] != 'row' else '_' + e['ident'] + '_c_backward'}")
    return out


def _ufunc_params(op: OpSpec, kernel_body: str, outputs: str) -> str | None:
    """The params a public function passes when its kernel is one ufunc for this call (`add`
    with alpha 1): `op.ufunc_params`, the one dict `call` knows by identity (so it runs np.add
    without the kernel's frame, and no dict is built per call); None for other ops."""
    when = ufunc_when(op, kernel_body) if fast_path(op, outputs) else None
    if when is None:
        return None
    _, name, value = when
    kind = type(ast.literal_eval(value)).__name__
    return (f"_op_{op.ident}.ufunc_params if {name}.__class__ is {kind} and {name} == {value} "
            f"else {{{name!r}: {name}}}")


def _primitive_entry(op: OpSpec, by_name: dict, names: Names, rule: tuple | None) -> dict:
    """A primitive: its kernel, graph node, backward/JVP formulas, batching rule and C glue."""
    tensors = [a.name for a in op.sig.tensor_args]
    # every name a backward formula reads (forward mode runs on live values, saves nothing)
    uses = _formula_names(op.backward.values())
    saves = [n for n in tensors if n in uses]
    params = [a.name for a in op.sig.params]
    if op.sig.returns_list:
        outputs = "list"
    elif op.sig.returns_tuple:
        outputs = "tuple"
    elif op.sig.returns[0][0] != "Tensor":
        outputs = "value"
    else:
        outputs = "tensor"
    # kernels take the tensors positionally, then the other arguments by name
    kernel_params = ", ".join([a.name for a in op.sig.tensor_args] + [a.name for a in op.sig.params])
    if op.kernel_impl:
        kernel_body = f"{names.kernel[op.kernel_impl]}({', '.join(a.name for a in op.sig.args if a.type != 'Device?')})"
    else:
        kernel_body = qualify(op.kernel.strip(), names.kernel, {a.name for a in op.sig.args})
    # a one-line kernel is the returned expression; a longer one is the function's body
    kernel_code = (textwrap.indent(kernel_body, "    ") if "\n" in kernel_body
                   else f"    return {kernel_body}")
    backward_exprs = _backward_exprs(op, names)
    jvp = _jvp(op, names)
    return {
        "ufunc": _ufunc_kernel(op, kernel_body),
        "into": into_first(op, kernel_body) if fast_path(op, outputs) else None,
        "op": op,
        "composite": False,
        "ident": op.ident,
        "fn_name": op.sig.name if len(by_name[op.sig.name]) == 1 else f"_overload_{op.ident}",
        # the required dtype arguments (view.dtype): an overload binds only when they get a dtype
        "dtype_params": tuple(a.name for a in op.sig.params if a.type == "ScalarType"),
        "tensors": tensors,
        "tangent_unpack": "".join(f"{t}_t, " for t in tensors) + "= tangents",
        "params": params,
        "kernel_params": kernel_params,
        "kernel_body": kernel_body,
        "kernel_code": kernel_code,
        "backward_exprs": backward_exprs,
        "kernel_uses": names.shown([kernel_body]),
        "uses_shown": names.shown(backward_exprs + [t for _, t in (jvp or {}).get("terms", [])]
                                  + [(jvp or {}).get("expr", "")])
        + ([f"rule {rule[0]} ({rule[1]})"] if rule else []),
        "rule": rule[0] if rule else None,
        "saves": saves,
        "saves_result": "result" in uses,
        "saves_per_input": _saves_per_input(op, tensors),
        "jvp": jvp,
        "outputs": outputs,
        "differentiable": [op.backward[n] != "non_differentiable" for n in tensors],
        "list_args": [i for i, a in enumerate(op.sig.tensor_args) if a.is_tensor_list],
        "return_names": _return_names(op),
        "fn_params": _signature_params(op, op.input_name),
        "method_params": _signature_params(op, "self"),
        "call_tensors": [_arg_expr(op, a, op.input_name) for a in op.sig.tensor_args],
        "call_params": [(a.name, _arg_expr(op, a, op.input_name)) for a in op.sig.params],
        "ufunc_params": _ufunc_params(op, kernel_body, outputs),
        "self_call_tensors": [_arg_expr(op, a, "self") for a in op.sig.tensor_args],
        "self_call_params": [(a.name, _arg_expr(op, a, "self")) for a in op.sig.params],
        "device": op.sig.device_arg.name if op.sig.device_arg else None,
        "reordered_method": _method_params(op),
        "param_defaults": "{" + ", ".join(f"{a.name!r}: {_py_default(a.default)}"
                                          for a in op.sig.params if a.has_default) + "}",
        "vmap": op.vmap,
        "dtype_args": op.dtype.get("args"),
        # the int[] arguments (a batching rule asks whether a dim argument takes a list)
        "int_list_args": tuple(a.name for a in op.sig.args if a.type.startswith("int[]")),
        "c": _c_glue(op, saves, "result" in uses),
        "opdef_kwargs": _opdef_kwargs(op, tensors, outputs, _c_glue(op, saves, "result" in uses),
                                      _saves_per_input(op, tensors), jvp, kernel_body,
                                      _fused_backward(op, saves, "result" in uses, names), rule),
        "fused_backward": _fused_backward(op, saves, "result" in uses, names),
        "fused": False,
        # only the parameters a formula reads are unpacked (no unused locals)
        "backward_params": [p for p in params if p in _formula_names(op.backward.values())],
        "uses_grad": "grad" in _formula_names(op.backward.values()),
        "jvp_params": [p for p in params if p in _jvp_names(op)],
    }


def _functions(by_name: dict[str, list[OpSpec]]) -> list[dict]:
    """One public name per group of overloads: which overloads `tp.<name>` tries."""
    functions = []
    for name, overloads in by_name.items():
        reordered = [o for o in overloads if _method_params(o)]
        if reordered and len([o for o in overloads if "method" in o.variants]) > 1:
            raise ValueError(f"{name}: a method whose 'self' is not the first argument cannot "
                             "have overloads")
        # an inplace-only overload (normal.inplace: x.normal_()) is not tried by tp.normal(...),
        # unless it is needed to keep two overloads (a single one would need its own name)
        called = [o for o in overloads if set(o.variants) - {"inplace"}]
        resolved = called if len(called) > 1 else overloads
        # an overload taking varargs (x.view(2, 3)) binds any positional arguments: tried last
        resolved = sorted(resolved, key=lambda o: o.sig.varargs is not None)
        functions.append({"name": name, "overloads": [o.ident for o in resolved],
                          "method_fn": f"_{overloads[0].ident}_method" if reordered else name,
                          "ops": overloads,
                          "inplace": [o.ident for o in overloads if "inplace" in o.variants],
                          "variants": sorted({v for o in overloads for v in o.variants}),
                          "doc": overloads[0].doc})
    return functions


def context(ops: list[OpSpec], every_op: list[OpSpec] | None = None,
            family: str | None = None) -> dict:
    """Everything the templates lay out: one entry per op of `ops` (in spec order), one per
    public name; `every_op` (default `ops`) are the ops formulas may call through the table;
    `family` names the kernels module (`K.`) of a family's ops."""
    names = Names(every_op or ops, family)
    rule_modules = _rule_modules(ops, family)
    by_name: dict[str, list[OpSpec]] = {}
    for op in ops:
        by_name.setdefault(op.sig.name, []).append(op)
    entries = [_composite_entry(op, by_name, names) if op.is_composite
               else _primitive_entry(op, by_name, names, rule_modules["by_op"].get(op.name))
               for op in ops]
    for e in entries:
        if not e["composite"]:
            e["opdef_kwargs_text"] = [f"{k}={v}" for k, v in e["opdef_kwargs"]]
            e["all_uses"] = list(dict.fromkeys(e["kernel_uses"] + e["uses_shown"]))
        elif e["fused"]:
            e["opdef_kwargs_text"] = _fused_opdef_kwargs(e)
    functions = _functions(by_name)
    return {"ops": entries, "functions": functions, "rule_modules": rule_modules["modules"],
            "header": header, "n_ops": len(ops), "exports": _exports(entries, functions)}


def _exports(entries: list[dict], functions: list[dict]) -> list[str]:
    """The names a family module registers in the op table, in order, once each."""
    names = []
    for e in entries:
        names.append(e["fn_name"])
        if not e["composite"] or e["fused"]:
            names.append(f"_op_{e['ident']}")
        if e["composite"]:
            names.append(f"_{e['ident']}_composite")
        if e["reordered_method"]:
            names.append(f"_{e['ident']}_method")
        if "inplace" in e["op"].variants:
            names.append(f"_{e['ident']}_inplace")
    names += [f["name"] for f in functions]
    return list(dict.fromkeys(names))


def _rule_modules(ops: list[OpSpec], family: str | None = None) -> dict:
    """The modules that define the named batching rules ops use (imported by
    derivatives.py under a short alias) and, per op, (qualified rule, file:line)."""
    modules, by_op = {}, {}
    for op in ops:
        rule = op.vmap_rule
        if rule is None:
            continue
        package, _, name = rule.module.rpartition(".")
        own = package == f"tensorplay.ops.{family}"  # the family's own batching.py
        alias = "B" if own else "R" if package == "tensorplay.ops.shared" else "R" + name.lstrip("_")
        rel = "." if own else ".." + package.removeprefix("tensorplay.ops.")
        modules[rule.module] = {"package": rel, "name": name, "alias": alias}
        by_op[op.name] = (f"{alias}.{rule.function}", f"{rule.path}:{rule.line}")
    return {"modules": sorted(modules.values(), key=lambda m: m["alias"]), "by_op": by_op}


def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), extensions=["jinja2.ext.do"],
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                             trim_blocks=True, lstrip_blocks=True)
    env.filters["pyrepr"] = pyrepr
    env.filters["tuple"] = tuple
    env.filters["rstrip"] = str.rstrip  # a macro's output, without its last newline
    env.filters["packed"] = packed
    env.filters["entry"] = lambda name: f"{name!r}: {name}"
    env.filters["linalg_entry"] = lambda name: f"{name.removeprefix('linalg_')!r}: {name}"
    env.filters["opdef_entry"] = lambda e: f"{e['op'].name!r}: _op_{e['ident']}"
    env.tests["contains"] = lambda seq, item: item in seq
    return env


def render_all(ops: list[OpSpec] | None = None) -> dict[str, str]:
    ops = load() if ops is None else ops
    env = environment()
    ctx = context(ops)
    rendered = {}
    for template, target in OUTPUTS.items():
        text = env.get_template(template).render(**ctx, template_name=template)
        rendered[target] = text.rstrip("\n") + "\n"
    for family in FAMILIES:
        spec_file = f"tensorplay/ops/{family}/ops.yaml"
        mine = [o for o in ops if o.spec_file == spec_file]
        text = env.get_template(FAMILY_TEMPLATE).render(
            **context(mine, ops, family), family=family, spec_file=spec_file,
            has_kernels=(ROOT / "tensorplay" / "ops" / family / "kernels.py").exists(),
            has_formulas=(ROOT / "tensorplay" / "ops" / family / "formulas.py").exists(),
            template_name=FAMILY_TEMPLATE)
        rendered[f"tensorplay/ops/{family}/_generated.py"] = _used_imports(text).rstrip("\n") + "\n"
    from . import c_ext

    rendered.update(c_ext.render(ops, env))
    return rendered


_IMPORT = re.compile(r"(?:from \S+ )?import \S+(?: as (\S+))?$")


def _used_imports(text: str) -> str:
    """A family module without the template's imports that none of its ops use (the template
    lists every helper a section may call; each family needs a few of them)."""
    lines = text.split("\n")
    code = "\n".join(line for line in lines if not _IMPORT.match(line))
    return "\n".join(line for line in lines
                     if not (m := _IMPORT.match(line))
                     or re.search(rf"\b{re.escape(m.group(1) or line.split()[-1])}\b", code))


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m codegen", description="Render the op spec "
                                     "into tensorplay/_generated, the C source, tests and docs.")
    parser.add_argument("--check", action="store_true", help="fail if a committed file differs")
    parser.add_argument("--spec", type=Path, default=SPEC_DIR,
                        help="the spec to read: the folder of family files, or one file")
    parser.add_argument("--out", type=Path, default=ROOT,
                        help="the root the outputs are written under (default: the repository)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    from .spec import SpecError

    args = _arguments(argv)
    check = args.check
    try:
        rendered = render_all(load(args.spec))
    except SpecError as exc:
        print(exc, file=sys.stderr)
        return 1
    changed = []
    for target, text in rendered.items():
        path = args.out / target
        old = path.read_text() if path.exists() else None
        if old == text:
            continue
        changed.append(target)
        if check:
            diff = difflib.unified_diff((old or "").splitlines(), text.splitlines(),
                                        f"{target} (committed)", f"{target} (from the spec)",
                                        lineterm="", n=1)
            print("\n".join(list(diff)[:40]), file=sys.stderr)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    if check and changed:
        print(f"check-generated: {len(changed)} file(s) differ from the spec + templates: "
              f"{', '.join(changed)}. Run `make generate` and commit.", file=sys.stderr)
        return 1
    if not check:
        print(f"codegen: {len(rendered)} files, {len(changed)} rewritten")
    return 0
