"""The C extension renderer: ops with a `c_kernel:` entry → tensorplay/_C/_ops.c.

Decisions live here, the layout in templates/_ops.c.jinja. Each c_kernel
expression (validated by spec.py) is specialised per dtype: for float32 the
math functions take their `f` twin (exp → expf) and float literals get an `f`
suffix, so the loop never widens to double.
"""

from __future__ import annotations

import importlib.util
import re

from .c_grammar import C_NUMERIC_TYPES
from .spec import C_MATH, OpSpec
from .spec_yaml import ROOT
from .text import header

TARGET = "tensorplay/_C/_ops.c"
TEMPLATE = "_ops.c.jinja"
# The table tp.compile's fused loops read (tensorplay/compiler/cfuse.py)
EXPR_TARGET = "tensorplay/compiler/c_exprs.py"
EXPR_TEMPLATE = "c_exprs.py.jinja"
# Default size threshold (elements) under which NumPy runs: below it the call overhead of
# either path dominates. Measured with benchmarks/bench_c.py (see docs/how-it-works/c-extension.md).
MIN_SIZE = 4096
TYPES = [
    {"s": "f32", "c": "float", "npy": "NPY_FLOAT32"},
    {"s": "f64", "c": "double", "npy": "NPY_FLOAT64"},
]
_GENERIC = {"isnan", "isinf"}  # type-generic macros: no `f` twin
_FUNC = re.compile(r"\b(" + "|".join(sorted(C_MATH - _GENERIC)) + r")\s*\(")
_FLOAT = re.compile(r"(?<![\w.])((?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)(?![\w.])")


def specialise(expr: str, suffix: str) -> str:
    """The C text of `expr` for one dtype."""
    expr = " ".join(expr.split())
    if suffix == "f64":
        return expr
    expr = _FUNC.sub(lambda m: m.group(1) + "f(", expr)
    return _FLOAT.sub(lambda m: m.group(1) + "f", expr)


def c_name(op: OpSpec, choice) -> str:
    return op.ident if choice is None else f"{op.ident}__{choice}"


def kernels(ops: list[OpSpec]) -> list[dict]:
    out = []
    for op in ops:
        ck = op.c_kernel
        if ck is None or ck["kind"] == "row":
            continue
        choices = sorted((ck["forward"] or ck["backward"]).keys(), key=str)
        versions = []
        for choice in choices:
            v = {"fn": c_name(op, choice), "forward": None, "backward": None}
            for part in ("forward", "backward"):
                if ck[part] is not None:
                    expr = ck[part][choice]
                    v[part] = {t["s"]: specialise(expr, t["s"]) for t in TYPES}
                    v[part + "_shown"] = " ".join(expr.split()).replace("*/", "* /")
            versions.append(v)
        out.append({
            "name": op.name, "line": op.line, "where": op.where, "kind": ck["kind"], "params": ck["params"],
            "n_tensors": len(op.sig.tensor_args), "bwd_uses": ck["bwd_uses"],
            "min_size": ck["min_size"] if ck["min_size"] is not None else "tp_min_size",
            # a fused backward replaces several Python-level ops, so it pays at every size: only
            # an op's own min_size holds it back (the extension's threshold is the forward's)
            "bwd_min_size": ck["min_size"] if ck["min_size"] is not None else "0",
            "versions": versions,
        })
    return out


def fusion_exprs(ops: list[OpSpec]) -> list[dict]:
    """Per op with a one-element C forward (`c_kernel: forward`, or `c_expr:`): its tensor
    count, numeric arguments, select argument and the expression per choice and dtype. A
    c_kernel `guard` is not kept: it picks C or NumPy by speed, not the math."""
    out = []
    for op in ops:
        ck = op.c_kernel
        if op.c_expr is not None:
            forward, params, select = {None: op.c_expr}, [a.name for a in op.sig.params
                                                          if a.type in C_NUMERIC_TYPES], None
        elif ck is not None and ck["kind"] in ("unary", "binary") and ck["forward"]:
            forward, params, select = ck["forward"], ck["params"], ck["select"]
        else:
            continue
        exprs = {choice: tuple(specialise(e, t["s"]) for t in TYPES)
                 for choice, e in sorted(forward.items(), key=lambda kv: str(kv[0]))}
        out.append({"name": op.name, "where": op.where, "n": len(op.sig.tensor_args),
                    "params": tuple(params), "select": select, "exprs": exprs})
    return out


def _source_hash_module():
    """tensorplay/_C/source_hash.py, loaded by path (tensorplay itself need not import)."""
    path = ROOT / "tensorplay" / "_C" / "source_hash.py"
    spec = importlib.util.spec_from_file_location("_tp_source_hash", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def render(ops, env) -> dict[str, str]:
    text = env.get_template(TEMPLATE).render(
        kernels=kernels(ops), types=TYPES, min_size=MIN_SIZE, header=header,
        template_name=TEMPLATE)
    text = _source_hash_module().stamp(text.rstrip("\n") + "\n", ROOT / "tensorplay" / "_C")
    table = env.get_template(EXPR_TEMPLATE).render(
        exprs=fusion_exprs(ops), header=header, template_name=EXPR_TEMPLATE)
    return {TARGET: text, EXPR_TARGET: table.rstrip("\n") + "\n"}
