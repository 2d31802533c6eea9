"""Load and validate the op spec (tensorplay/ops/<family>/ops.yaml, one file per family).

Loading is strict and table-driven: `FIELDS` maps every field an entry may have to one
small validator, and each validator type-checks its value and raises
`SpecError("<file>:<line>: <op>: <field>: <what is wrong>")`. Validators run in the
table's order, so a later field (jvp, c_kernel) may read what an earlier one (signature,
backward) established. What crosses entries (formulas that call ops, batching rules that
name a registered rule) is checked against every family and the rule registry.
"""

from __future__ import annotations

import ast
import builtins
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import c_grammar, rules
from .formulas import (
    SAFE_BUILTINS,
    Formula,
    arity_problem,
    ast_params,
    parse_body,
    parse_formula,
    parse_kernel_body,
    sig_params,
)
from .opspec import OpSpec
from .signature import Signature, parse_signature
from .spec_yaml import (
    FAMILIES,
    ROOT,
    SPEC_DIR,
    SpecError,
    module_functions,
    module_signatures,
    read_entries,
    spec_files,
    strip_lines,
)

__all__ = ["FIELDS", "ROOT", "SAFE_BUILTINS", "Formula", "OpSpec", "SpecError", "load", "module_functions"]


VARIANTS = {"function", "method", "inplace", "nn_functional", "linalg"}  # linalg: tp.linalg.X for op linalg_X
CATEGORIES = {"pointwise", "binary", "comparison", "reduction", "shape", "indexing", "linalg",
              "nn", "loss", "creation", "random"}
# The modules whose top-level functions formulas and bodies may call (as `H.<name>`: the first
# re-exports the others' names).
HELPER_MODULES = ("formulas.py", "loss_helpers.py")
TAGS = {"view", "nondeterministic"}
DTYPE_RULES = {"promote", "float", "bool", "int64", "keep", "same", "accumulate"}
JVP_SHORTCUTS = {"auto_elementwise", "auto_linear"}
TEST_FIELDS = {"samples", "domain", "tol", "skip", "reference", "torch_tol"}
CHECKS = {"forward", "gradcheck", "gradgradcheck", "jvp", "vmap", "hypothesis"}
OPERATOR_NAMES = {
    "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__", "__mul__",
    "__rmul__", "__imul__", "__truediv__", "__rtruediv__", "__itruediv__", "__floordiv__",
    "__rfloordiv__", "__mod__", "__rmod__", "__pow__", "__rpow__", "__ipow__", "__matmul__",
    "__rmatmul__", "__neg__", "__abs__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__",
    "__ge__", "__and__", "__or__", "__invert__", "__getitem__", "__pos__",
}
C_MATH = c_grammar.C_MATH
# Where kernels' helpers live (`{impl:}`, `fused_backward:` and the names kernel bodies call).
KERNEL_MODULES = "tensorplay/ops/<family>/kernels.py or tensorplay/ops/shared/kernels.py"

# `torch:` names the PyTorch counterpart the oracle harness calls: torch.<path> (a function of
# the torch module), Tensor.<name> (a method), or `none — <reason>` for an op PyTorch does not
# expose under a comparable signature.
TORCH_NAME = re.compile(r"(torch(\.[A-Za-z_]\w*)+|Tensor\.[A-Za-z_]\w*)")
TORCH_NONE = re.compile(r"none(\s*—\s*(?P<reason>.*))?")


# ─────────────────────────────── the entry being checked ───────────────────────────────

class _Context:
    """One entry: its raw map, what its validators established so far, and error helpers."""

    def __init__(self, path: str, entry: dict, world: _World):
        self.path = path
        self.entry = entry
        self.world = world
        self.name = entry.get("name", "?") if isinstance(entry.get("name"), str) else "?"
        self.composite = "composite" in entry
        self.out: dict = {}  # field → validated value (what OpSpec receives)
        self.sig: Signature | None = None

    def line(self, fld: str | None) -> int:
        lines = self.entry.get("__lines__", {})
        return lines.get(fld, self.entry.get("__line__", 0))

    def error(self, fld: str | None, message: str) -> SpecError:
        return SpecError(f"{self.path}:{self.line(fld)}: {self.name}: {fld}: {message}")

    @property
    def arg_names(self) -> set[str]:
        return {a.name for a in self.sig.args}

    @property
    def tensor_names(self) -> list[str]:
        return [a.name for a in self.sig.tensor_args]

    @property
    def formula_scope(self) -> set[str]:
        return self.arg_names | self.world.op_names | self.world.helpers


@dataclass
class _World:
    """What entries are checked against: the op names of the file, the helper modules."""

    op_names: set[str]
    helpers: set[str]
    kernel_helpers: set[str]
    helper_args: dict[str, ast.arguments]
    rules: dict[str, rules.Rule] | None


def _want(ctx: _Context, fld: str, value, types: type | tuple, what: str):
    """Type-check one value; the error says what was expected and what was found."""
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in _as_tuple(types)):
        raise ctx.error(fld, f"must be {what}, got {_describe(value)}")
    return value


def _as_tuple(types) -> tuple:
    return types if isinstance(types, tuple) else (types,)


def _describe(value) -> str:
    value = strip_lines(value)
    return f"{type(value).__name__} {value!r}"[:80]


def _str_list(ctx: _Context, fld: str, value, allowed: set[str], what: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    _want(ctx, fld, value, list, f"a list of {what}")
    for v in value:
        if not isinstance(v, str) or v not in allowed:
            raise ctx.error(fld, f"unknown {what[:-1]} {strip_lines(v)!r} (expected {sorted(allowed)})")
    return value


def _check_keys(ctx: _Context, fld: str, value: dict, allowed: set[str]) -> None:
    for key in value:
        if not key.startswith("__") and key not in allowed:
            raise ctx.error(fld, f"unknown key {key!r} (expected one of {sorted(allowed)})")


# ─────────────────────────────── one validator per field ───────────────────────────────
# Each takes the context and the raw value and returns what OpSpec stores for the field.

def _name(ctx: _Context, value) -> str:
    return _want(ctx, "name", value, str, "a string")


def _signature(ctx: _Context, value) -> Signature:
    _want(ctx, "signature", value, str, "a schema string 'name(Type arg, ...) -> Type'")
    try:
        sig = parse_signature(value)
    except (ValueError, TypeError) as exc:
        raise ctx.error("signature", str(exc)) from None
    if f"{sig.name}{'.' + sig.overload if sig.overload else ''}" != ctx.entry["name"]:
        raise ctx.error("signature", f"names {sig.name!r} (overload {sig.overload!r}) "
                                     f"but the entry is {ctx.entry['name']!r}")
    ctx.sig = sig
    return sig


def _torch(ctx: _Context, value) -> str:
    """A torch.* function, a Tensor.* method, or `none — <reason>`."""
    value = _want(ctx, "torch", value, str, "a string").strip()
    none = TORCH_NONE.fullmatch(value)
    if none:
        if len((none.group("reason") or "").strip()) < 10:
            raise ctx.error("torch", "`none — <reason>` needs a reason (why PyTorch has no "
                                     "comparable op, and where the op is compared instead)")
        return value
    if not TORCH_NAME.fullmatch(value):
        raise ctx.error("torch", f"{value!r} is not a PyTorch counterpart (expected torch.<path>, "
                                 "Tensor.<method> or `none — <reason>`)")
    return value


def _variants(ctx: _Context, value) -> list[str]:
    variants = _str_list(ctx, "variants", value, VARIANTS, "variants")
    first = ctx.sig.args[0].name if ctx.sig.args else None
    if "inplace" in variants and first != "self":
        raise ctx.error("variants", "the inplace variant needs a first argument 'self'")
    if "method" in variants and "self" not in ctx.arg_names:
        raise ctx.error("variants", "the method variant needs an argument 'self' (the tensor the "
                                    "method is called on; it need not come first: where)")
    return variants


def _operators(ctx: _Context, value) -> list[str]:
    return _str_list(ctx, "operators", value, OPERATOR_NAMES, "operators")


def _category(ctx: _Context, value) -> str:
    _want(ctx, "category", value, str, f"one category name of {sorted(CATEGORIES)}")
    if value not in CATEGORIES:
        raise ctx.error("category", f"unknown category {value!r} (expected {sorted(CATEGORIES)})")
    return value


def _tags(ctx: _Context, value) -> list[str]:
    return _str_list(ctx, "tags", value, TAGS, "tags")


def _flag(fld: str) -> Callable:
    def check(ctx: _Context, value) -> bool:
        return _want(ctx, fld, value, bool, "true or false")
    check.__name__ = f"_{fld}"
    return check


def _dtype(ctx: _Context, value) -> dict:
    if isinstance(value, str):
        value = {"rule": value}
    _want(ctx, "dtype", value, dict, "a rule name or a map {rule, args, out}")
    _check_keys(ctx, "dtype", value, {"rule", "args", "out"})
    if not isinstance(value.get("rule"), str) or value["rule"] not in DTYPE_RULES:
        raise ctx.error("dtype", f"unknown rule {strip_lines(value.get('rule'))!r} "
                                 f"(expected {sorted(DTYPE_RULES)})")
    args = value.get("args", [])
    _want(ctx, "dtype", args, list, "args: a list of tensor arguments")
    for a in args:
        if a not in ctx.tensor_names:
            raise ctx.error("dtype", f"{a!r} is not a tensor argument")
    return strip_lines(value)


def _kernel(ctx: _Context, value) -> tuple[str | None, str | None]:
    """A NumPy expression over the arguments, or {impl: <function in a kernels module>} (the
    family's tensorplay/ops/<family>/kernels.py or the shared tensorplay/ops/shared/kernels.py)."""
    if isinstance(value, dict):
        _check_keys(ctx, "kernel", value, {"impl"})
        impl = value.get("impl")
        if not isinstance(impl, str) or impl not in ctx.world.kernel_helpers:
            raise ctx.error("kernel", f"impl {impl!r} is not a function in {KERNEL_MODULES}")
        return None, impl
    scope = ctx.arg_names | ctx.world.kernel_helpers | {"np"}
    if isinstance(value, str) and "\n" in value.strip():
        parse_kernel_body(ctx, value, scope, ctx.world.op_names)
        return value.strip(), None
    return parse_formula(ctx, "kernel", value, scope).source, None


def _backward(ctx: _Context, value, fld: str = "backward") -> dict[str, Formula | str]:
    tensors = ctx.tensor_names
    if value == "non_differentiable":
        return dict.fromkeys(tensors, "non_differentiable")
    _want(ctx, fld, value, dict, "a map input → formula, or 'non_differentiable'")
    scope = ctx.formula_scope | {"grad", "grads", "result", "shapes"}
    out: dict[str, Formula | str] = {}
    for key, formula in value.items():
        if key.startswith("__"):
            continue
        if key not in tensors:
            raise ctx.error(fld, f"{key!r} is not a tensor argument of {ctx.name}")
        out[key] = formula if formula == "non_differentiable" else \
            parse_formula(ctx, fld, formula, scope)
    for t in tensors:
        if t not in out:
            raise ctx.error(fld, f"no formula for tensor argument {t!r} "
                                 "(write one or mark it non_differentiable)")
    return out


def _differentiable(ctx: _Context) -> list[str]:
    return [k for k, v in ctx.out["backward"].items() if v != "non_differentiable"]


def _jvp(ctx: _Context, value) -> dict[str, Formula] | str | None:
    if value is None:
        if _differentiable(ctx):
            raise ctx.error("jvp", "missing forward-mode rule for a differentiable op "
                                   "(auto_elementwise, auto_linear or a formula map)")
        return None
    if isinstance(value, str):
        if value not in JVP_SHORTCUTS:
            raise ctx.error("jvp", f"unknown shortcut {value!r} (expected {sorted(JVP_SHORTCUTS)} or a map)")
        if value == "auto_elementwise" and len(_differentiable(ctx)) != 1:
            raise ctx.error("jvp", "auto_elementwise needs exactly one differentiable input")
        return value
    _want(ctx, "jvp", value, dict, "a shortcut name or a map")
    scope = ctx.formula_scope | {"result", "shapes"} | {f"{t}_t" for t in ctx.tensor_names}
    parsed = {}
    for key, formula in value.items():
        if key.startswith("__"):
            continue
        if key not in ctx.tensor_names and key != "result":
            raise ctx.error("jvp", f"{key!r} is neither a tensor argument nor 'result'")
        parsed[key] = parse_formula(ctx, "jvp", formula, scope)
    return parsed


def _vmap(ctx: _Context, value) -> dict | str:
    """The batching rule: a kind (elementwise, broadcast, unbatched) or a one-key map."""
    if value is None:
        raise ctx.error("vmap", "missing batching rule (every op needs one; `unbatched` for an "
                                "op without tensor inputs)")
    if isinstance(value, str):
        if value not in rules.KINDS:
            raise ctx.error("vmap", f"unknown rule {value!r} (expected {sorted(rules.KINDS)} or a map)")
        if value == "unbatched" and (ctx.tensor_names or ctx.entry.get("random")):
            raise ctx.error("vmap", "`unbatched` is only for ops without tensor inputs that draw no "
                                    "random numbers")
        return value
    _want(ctx, "vmap", value, dict, "a rule name or a map")
    value = strip_lines(value)
    if len(value) != 1 or next(iter(value)) not in rules.MAP_KINDS:
        raise ctx.error("vmap", f"a map rule has exactly one key of {sorted(rules.MAP_KINDS)}")
    kind, arg = next(iter(value.items()))
    problem = rules.check_map(kind, arg, ctx.sig, ctx.world.rules)
    if problem:
        raise ctx.error("vmap", problem)
    return value


def _composite(ctx: _Context, value) -> Formula:
    return parse_body(ctx, value, ctx.formula_scope)


CHECK_FIELDS = {"require", "error", "exception"}
CHECK_EXCEPTIONS = {"RuntimeError", "ValueError", "IndexError", "TypeError", "NotImplementedError"}


def _check(ctx: _Context, value) -> list[tuple[str, str, str]]:
    """`check:` — conditions on the arguments a composite tests before running its body,
    each with the error (an f-string over the arguments) and its exception class."""
    _want(ctx, "check", value, list, "a list of {require: <condition>, error: <message>}")
    return [_one_check(ctx, item) for item in value]


def _one_check(ctx: _Context, item) -> tuple[str, str, str]:
    if not isinstance(item, dict) or "require" not in item or "error" not in item:
        raise ctx.error("check", f"{strip_lines(item)!r} needs `require` and `error`")
    _check_keys(ctx, "check", item, CHECK_FIELDS)
    scope = ctx.formula_scope
    cond = parse_formula(ctx, "check", item["require"], scope).source
    message = item["error"]
    if not isinstance(message, str):
        raise ctx.error("check", "error: must be a message string")
    try:
        tree = ast.parse("f" + repr(message), mode="eval")
    except SyntaxError as exc:
        raise ctx.error("check", f"error: {message!r} is not a valid f-string: {exc.msg}") from None
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in scope | SAFE_BUILTINS:
            raise ctx.error("check", f"error: {message!r} uses unknown name {node.id!r}")
    exception = item.get("exception", "RuntimeError")
    if exception not in CHECK_EXCEPTIONS:
        raise ctx.error("check", f"exception: {exception!r} is not one of {sorted(CHECK_EXCEPTIONS)}")
    return cond, message, exception


def _non_differentiable(ctx: _Context, value) -> dict[str, str]:
    """A composite's constant inputs; the result is the entry's backward map (composite/none)."""
    tensors = ctx.tensor_names
    if not isinstance(value, list) or any(n not in tensors for n in value):
        raise ctx.error("non_differentiable", f"must list tensor arguments of {ctx.name} "
                                              f"(the body gives them no gradient), got {value!r}")
    return {t: "non_differentiable" if t in value else "composite" for t in tensors}


def _fused(ctx: _Context, value) -> dict | None:
    """`fused:` — a composite's one-node NumPy path beside its body, for an op whose body is
    several nodes where PyTorch records one (linear): a `kernel` (a NumPy expression or body
    over the arrays, as a primitive's; `dtype:` a primitive's rule for the node's result, when
    the kernel's own NumPy promotion is not PyTorch's, default keep) and either a `backward`
    formula per input (in tensorplay ops), or a `fused_backward: K.<function>` on the arrays
    (run when nothing differentiates the backward); outside every transform the op records
    that node, transforms run the body. Or the kernel alone: a no-grad shortcut, no node —
    the kernel runs when nothing records; a recording call or a transform runs the body. Without
    `backward` the op may return several Tensors. tests/cext/test_fused_composites.py checks
    the kernel path against the body."""
    if value is None:
        return None
    _want(ctx, "fused", value, dict, "a map {kernel}, {kernel, backward} or {kernel, fused_backward}")
    value = strip_lines(value)
    _check_keys(ctx, "fused", value, {"kernel", "backward", "fused_backward", "dtype"})
    dtype = _dtype(ctx, value["dtype"])["rule"] if "dtype" in value else "keep"
    if "kernel" not in value or ("backward" in value and "fused_backward" in value):
        raise ctx.error("fused", "needs a `kernel` and at most one of `backward`, `fused_backward`")
    if ctx.entry.get("c_kernel") is not None:
        raise ctx.error("fused", "a composite has one fused path: a NumPy `fused:` or a `c_kernel:`")
    several = "backward" not in value and (ctx.sig.returns_tuple or ctx.sig.returns_list)
    if (ctx.sig.returns != [("Tensor", "result")] and not several) or any(a.is_tensor_list for a in ctx.sig.args):
        raise ctx.error("fused", "a fused composite returns one Tensor (several without `backward`) "
                                 "and takes no Tensor[]")
    source = value["kernel"]
    scope = ctx.arg_names | ctx.world.kernel_helpers | {"np"}
    if isinstance(source, str) and "\n" in source.strip():
        parse_kernel_body(ctx, source, scope, ctx.world.op_names)
        source = source.strip()
    else:
        source = parse_formula(ctx, "fused", source, scope).source
    out = {"kernel": source, "backward": None, "fused_backward": None, "dtype": dtype}
    if "fused_backward" in value:
        match = FUSED_BACKWARD.fullmatch(str(value["fused_backward"]).strip())
        if match is None or match[1] not in ctx.world.kernel_helpers:
            raise ctx.error("fused", f"fused_backward must be `K.<function in {KERNEL_MODULES}>`, "
                                     f"got {value['fused_backward']!r}")
        out["fused_backward"] = match[1]
    if "backward" not in value:
        return out
    backward = _backward(ctx, value["backward"], "fused")
    for name, kind in ctx.out["backward"].items():
        if (kind == "non_differentiable") != (backward[name] == "non_differentiable"):
            raise ctx.error("fused", f"backward[{name}] must be non_differentiable exactly when "
                                     "the composite lists it in non_differentiable")
    return out | {"backward": backward}


def _c_kernel(ctx: _Context, value) -> dict | None:
    """A C loop for the op; on a composite, a fused path beside the body (one tensor result)."""
    if value is None:
        return None
    if ctx.composite and (ctx.sig.returns != [("Tensor", "result")]
                          or any(a.is_tensor_list for a in ctx.sig.args)):
        raise ctx.error("c_kernel", "a fused composite returns one Tensor and takes no Tensor[]")
    try:
        return c_grammar.load_c_kernel(value, ctx.sig, ctx.out["backward"], ctx.composite,
                                       strip_lines, lambda src: _guard(ctx, src))
    except c_grammar.CKernelError as exc:
        raise ctx.error("c_kernel", str(exc)) from None


def _c_expr(ctx: _Context, value) -> str | None:
    """One output element in C (`x`, or `a` and `b`, and the numeric arguments), for the
    fused loops of tp.compile only: the op keeps its NumPy kernel eagerly."""
    if value is None:
        return None
    ck = ctx.out.get("c_kernel")
    if ck is not None and ck.get("forward") is not None:
        raise ctx.error("c_expr", "the op has a c_kernel forward already; the fused loops use it")
    try:
        scope = c_grammar.forward_scope([a.name for a in ctx.sig.tensor_args])
        numeric = {a.name for a in ctx.sig.params if a.type in c_grammar.C_NUMERIC_TYPES}
        c_grammar.c_expr_names(value, scope | numeric, "c_expr")
    except c_grammar.CKernelError as exc:
        raise ctx.error("c_expr", str(exc)) from None
    return " ".join(value.split())


FUSED_BACKWARD = re.compile(r"K\.([A-Za-z_]\w*)")


def _fused_backward(ctx: _Context, value) -> str | None:
    """`fused_backward: K.<function>` — a NumPy function of a kernels module that
    the graph node runs instead of the formulas when nothing differentiates the backward
    (create_graph=False, no transform). It takes (grads, needs, shapes, **saved arrays and
    arguments), returns one array (or None) per tensor input, or None to leave it to the
    formulas, which stay the reference."""
    if value is None:
        return None
    _want(ctx, "fused_backward", value, str, f"`K.<function in {KERNEL_MODULES}>`")
    match = FUSED_BACKWARD.fullmatch(value.strip())
    if match is None:
        raise ctx.error("fused_backward", f"must be `K.<function>` (a NumPy function in "
                                          f"{KERNEL_MODULES}), got {value!r}")
    if match[1] not in ctx.world.kernel_helpers:
        raise ctx.error("fused_backward", f"{match[1]!r} is not a function in {KERNEL_MODULES}")
    if not _differentiable(ctx):
        raise ctx.error("fused_backward", "the op is not differentiable: there is no backward to fuse")
    if any(a.is_tensor_list for a in ctx.sig.args) or any(t != "Tensor" for t, _ in ctx.sig.returns):
        raise ctx.error("fused_backward", "only for an op of Tensor results and no Tensor[] argument")
    if len(ctx.sig.returns) > 1 and any("result" in f.names for f in ctx.out["backward"].values()
                                        if f != "non_differentiable"):
        raise ctx.error("fused_backward", "an op of several results: only when no formula "
                                          "reads `result`")
    return match[1]


def _guard(ctx: _Context, source) -> None:
    parse_formula(ctx, "c_kernel", source, ctx.arg_names | {"np"})


def _input_name(ctx: _Context, value) -> str:
    """The public function's keyword for `self` (PyTorch's Python-level torch.split says tensor)."""
    if not isinstance(value, str) or not value.isidentifier() or (value != "input" and value in ctx.arg_names):
        raise ctx.error("input_name", f"must be an identifier no other argument has, got {_describe(value)}")
    return value


def _doc(ctx: _Context, value) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ctx.error("doc", f"must be a non-empty string, got {_describe(value)}")
    return " ".join(value.split())


def _tests(ctx: _Context, value) -> dict:
    _want(ctx, "tests", value, dict, "a map {samples, domain, tol, skip, reference, torch_tol}")
    _check_keys(ctx, "tests", value, TEST_FIELDS)
    samples = value.get("samples", [])
    if not isinstance(samples, list):
        raise ctx.error("tests", f"samples: must be a list of maps argument → value, got {_describe(samples)}")
    for sample in samples:
        if not isinstance(sample, dict):
            raise ctx.error("tests", f"sample {strip_lines(sample)!r} must be a map argument → value")
        for key in sample:
            if not key.startswith("__") and key not in ctx.arg_names:
                raise ctx.error("tests", f"sample names unknown argument {key!r}")
    _torch_tol(ctx, value.get("torch_tol"))
    skip = value.get("skip", {}) or {}
    if not isinstance(skip, dict):
        raise ctx.error("tests", f"skip: must be a map check → reason, got {_describe(skip)}")
    for key, reason in skip.items():
        if key.startswith("__"):
            continue
        if key not in CHECKS:
            raise ctx.error("tests", f"skip names unknown check {key!r} (expected {sorted(CHECKS)})")
        if not isinstance(reason, str) or not reason.strip():
            raise ctx.error("tests", f"skip: {key}: needs a reason (a string), got {_describe(reason)}")
    if not isinstance(value.get("domain", {}), dict):
        raise ctx.error("tests", f"domain: must be a map argument → [low, high], got {_describe(value['domain'])}")
    return strip_lines(value)


def _torch_tol(ctx: _Context, value) -> None:
    if value is None:
        return
    if not isinstance(value, dict):
        raise ctx.error("tests", "torch_tol: must be a map {rtol, atol, reason}")
    _check_keys(ctx, "tests", value, {"rtol", "atol", "reason"})
    if not isinstance(value.get("reason"), str) or not value["reason"].strip():
        raise ctx.error("tests", "torch_tol: a looser tolerance against PyTorch needs a reason")


REFUSAL_CLASSES = {"NotImplementedError", "RuntimeError", "TypeError"}


def _refuses_bool(ctx: _Context, value) -> tuple[str, str, bool] | None:
    """`refuses_bool:` PyTorch has no bool kernel for this op: an exception class (the message
    is PyTorch's `"<op>" not implemented for 'Bool'`) or `<class>: <message>`, refused when the
    inputs promote to bool; or {error: <that>, any_input: true}, refused when any input is bool
    (PyTorch's subtraction)."""
    if value is None:
        return None
    any_input = False
    if isinstance(value, dict):
        _check_keys(ctx, "refuses_bool", value, {"error", "any_input"})
        any_input = value.get("any_input") is True
        value = value.get("error")
    if not isinstance(value, str):
        raise ctx.error("refuses_bool", "must be an exception class or `<class>: <message>`")
    cls, _, message = value.partition(":")
    if cls.strip() not in REFUSAL_CLASSES:
        raise ctx.error("refuses_bool", f"{cls.strip()!r} is not one of {sorted(REFUSAL_CLASSES)}")
    name = ctx.name.split(".")[0]
    return cls.strip(), message.strip() or f'"{name}" not implemented for \'Bool\'', any_input


INT_DTYPES = ("int64", "int32", "int16", "int8", "uint8")


def _refuses_int(ctx: _Context, value) -> tuple[str, str, tuple[str, ...]] | None:
    """`refuses_int:` PyTorch has no integer kernel for this op: as `refuses_bool:`, refused
    when the inputs promote to an integer dtype; the message may name it as `{dtype}` (PyTorch's
    'Long' / 'Int'; default `"<op>" not implemented for '{dtype}'`). As {error: <that>,
    dtypes: [int32]} only some integer dtypes are refused (avg_pool2d has an int64 kernel)."""
    if value is None:
        return None
    dtypes = INT_DTYPES
    if isinstance(value, dict):
        _check_keys(ctx, "refuses_int", value, {"error", "dtypes"})
        dtypes = value.get("dtypes", INT_DTYPES)
        if not isinstance(dtypes, list) or not dtypes or not set(dtypes) <= set(INT_DTYPES):
            raise ctx.error("refuses_int", f"dtypes: must be a list of {list(INT_DTYPES)}")
        value = value.get("error")
    if not isinstance(value, str):
        raise ctx.error("refuses_int", "must be an exception class or `<class>: <message>`")
    cls, _, message = value.partition(":")
    if cls.strip() not in REFUSAL_CLASSES:
        raise ctx.error("refuses_int", f"{cls.strip()!r} is not one of {sorted(REFUSAL_CLASSES)}")
    message = message.strip() or f'"{ctx.name.split(".")[0]}" not implemented for \'{{dtype}}\''
    fields = {f for _, f, _, _ in string.Formatter().parse(message) if f is not None}
    if fields - {"dtype"}:
        raise ctx.error("refuses_int", f"message: only {{dtype}} may be filled in, not {sorted(fields - {'dtype'})}")
    return cls.strip(), message, tuple(dtypes)


def _refuses_bfloat16(ctx: _Context, value) -> tuple[str, str] | None:
    """`refuses_bfloat16: '<class>: <message>'` PyTorch's CPU build has no bfloat16 kernel for
    this op (its LAPACK-backed linear algebra): the call is refused before it computes, where
    TensorPlay would otherwise compute in float32 and round (tensorplay/dispatch/base.py)."""
    if value is None:
        return None
    cls, _, message = value.partition(":") if isinstance(value, str) else ("", "", "")
    if cls.strip() not in REFUSAL_CLASSES or not message.strip():
        raise ctx.error("refuses_bfloat16", f"must be `<class>: <message>` with a class of "
                                            f"{sorted(REFUSAL_CLASSES)}")
    return cls.strip(), message.strip()


def _same_dtype(ctx: _Context, value) -> tuple[str, ...]:
    """`same_dtype: [self, weight, bias]` the tensor arguments PyTorch's kernel needs in one
    dtype (conv2d, linear, the norms): a mix is a RuntimeError, not a promotion."""
    if value is None:
        return ()
    tensors = ctx.tensor_names
    if not isinstance(value, list) or len(value) < 2 or not all(isinstance(v, str) for v in value):
        raise ctx.error("same_dtype", "must be a list of two or more tensor arguments")
    unknown = [v for v in value if v not in tensors]
    if unknown:
        raise ctx.error("same_dtype", f"{unknown} are not tensor arguments (expected some of {tensors})")
    return tuple(value)


def _zero_dim_promotes(ctx: _Context, value, field: str = "zero_dim_promotes") -> tuple[str, ...]:
    """`zero_dim_promotes: [weight]`: `same_dtype:` arguments that, when 0-d, join the type
    promotion instead of having to share the dtype (lerp's 0-d weight); `empty_promotes:`
    those that do when the first is empty (conv2d's weight beside an empty batch)."""
    if value is None:
        return ()
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise ctx.error(field, "must be a list of tensor arguments")
    same = ctx.entry.get("same_dtype") or []
    unknown = [v for v in value if v not in same]
    if unknown:
        raise ctx.error(field, f"{unknown} are not `same_dtype` arguments (expected some of {same})")
    return tuple(value)


# ─────────────────────────────── the table ───────────────────────────────

PRIMITIVE, COMPOSITE, BOTH = "primitive", "composite", "both"
_ABSENT = object()  # a field with this default must be given


@dataclass
class Field:
    check: Callable  # (ctx, raw value) -> the validated value
    kinds: str = BOTH  # which entries may have the field
    default: object = _ABSENT  # given to `check` when the field is left out (_ABSENT: required)
    store: str | None = None  # the OpSpec attribute, when it is not the field's name


# In checking order: a validator may read what the fields above it established (ctx.out).
FIELDS: dict[str, Field] = {
    "name": Field(_name),
    "signature": Field(_signature, store="sig"),
    "torch": Field(_torch),
    "variants": Field(_variants, default=["function"]),
    "operators": Field(_operators, PRIMITIVE, default=[]),
    "category": Field(_category),
    "tags": Field(_tags, PRIMITIVE, default=[]),
    "dtype": Field(_dtype, PRIMITIVE, default="keep"),
    "broadcast": Field(_flag("broadcast"), PRIMITIVE, default=False),
    "random": Field(_flag("random"), PRIMITIVE, default=False),
    "fp_errors": Field(_flag("fp_errors"), PRIMITIVE, default=False),
    "kernel": Field(_kernel, PRIMITIVE),
    "backward": Field(_backward, PRIMITIVE),
    "composite": Field(_composite, COMPOSITE),
    "check": Field(_check, COMPOSITE, default=[], store="checks"),
    "non_differentiable": Field(_non_differentiable, COMPOSITE, default=[], store="backward"),
    "vmap": Field(_vmap, PRIMITIVE, default=None),
    "jvp": Field(_jvp, PRIMITIVE, default=None),
    "fused": Field(_fused, COMPOSITE, default=None),
    "c_kernel": Field(_c_kernel, default=None),
    "c_expr": Field(_c_expr, PRIMITIVE, default=None),
    "fused_backward": Field(_fused_backward, PRIMITIVE, default=None),
    "refuses_bool": Field(_refuses_bool, default=None),
    "refuses_int": Field(_refuses_int, default=None),
    "refuses_bfloat16": Field(_refuses_bfloat16, default=None),  # a composite: its fused op
    "same_dtype": Field(_same_dtype, default=None),
    "zero_dim_promotes": Field(_zero_dim_promotes, default=None),
    "empty_promotes": Field(lambda ctx, value: _zero_dim_promotes(ctx, value, "empty_promotes"), default=None),
    "mixed_dtype": Field(_flag("mixed_dtype"), default=False),
    "empty_skips_refusal": Field(_flag("empty_skips_refusal"), default=False),
    "dtype_first": Field(_flag("dtype_first"), default=False),
    "input_name": Field(_input_name, default="input"),
    "doc": Field(_doc),
    "tests": Field(_tests, default={}),
}
# What a composite's body decides for it.
COMPOSITE_IMPLIED = {"dtype": {"rule": "keep"}, "kernel": (None, None), "jvp": None,
                     "vmap": "composite", "operators": [], "tags": [], "broadcast": False,
                     "random": False, "fp_errors": False, "checks": [], "composite": None}


def _refused(ctx: _Context, key: str) -> SpecError:
    if ctx.composite:
        return ctx.error(key, "a composite's body decides this (its gradient, JVP, batching, "
                              "dtype and views follow from its ops); remove the field or make "
                              "the op a primitive with a kernel")
    return ctx.error(key, "only for a composite (a primitive's kernel raises its own errors; "
                          "its backward marks inputs non_differentiable)")


def _load_entry(ctx: _Context) -> OpSpec:
    """Run the FIELDS table over one entry."""
    kind = COMPOSITE if ctx.composite else PRIMITIVE
    for key in ctx.entry:
        if key.startswith("__"):
            continue
        if key not in FIELDS:
            raise ctx.error(key, f"unknown field (expected one of {sorted(FIELDS)})")
        if FIELDS[key].kinds not in (BOTH, kind):
            raise _refused(ctx, key)
    for key, fld in FIELDS.items():
        if fld.kinds in (BOTH, kind) and fld.default is _ABSENT and key not in ctx.entry:
            raise ctx.error(key, "missing required field")
    values = dict(COMPOSITE_IMPLIED) if ctx.composite else {"checks": [], "composite": None}
    for key, fld in FIELDS.items():
        if fld.kinds not in (BOTH, kind):
            continue
        raw = ctx.entry.get(key, fld.default)
        values[fld.store or key] = ctx.out[fld.store or key] = fld.check(ctx, raw)
    kernel, kernel_impl = values.pop("kernel")
    return OpSpec(**{k: v for k, v in values.items() if k != "signature"},
                  kernel=kernel, kernel_impl=kernel_impl, line=ctx.line(None),
                  field_lines=dict(ctx.entry["__lines__"]))


# ─────────────────────────────── across entries ───────────────────────────────

def _check_calls(ops: list[OpSpec], world: _World) -> None:
    """Each call of an op or helper in a formula or body fits the callee's parameters (one
    overload suffices)."""
    by_name: dict[str, list[list]] = {}
    for op in ops:
        by_name.setdefault(op.sig.name, []).append(sig_params(op.sig))
    for name, args in world.helper_args.items():
        by_name.setdefault(name, [ast_params(args)])
    for op in ops:
        for fld, formula in _formulas(op):
            for fn, n_pos, kws in formula.calls:
                problems = [arity_problem(p, n_pos, kws) for p in by_name.get(fn, [])]
                if problems and all(problems):
                    raise SpecError(f"{op.spec_file}:{formula.line}: {op.name}: {fld}: {fn}() "
                                    f"{problems[0]} in {formula.source!r}")


def _formulas(op: OpSpec) -> list[tuple[str, Formula]]:
    out = [("backward", f) for f in op.backward.values() if isinstance(f, Formula)]
    if isinstance(op.jvp, dict):
        out += [("jvp", f) for f in op.jvp.values()]
    if op.composite is not None:
        out.append(("composite", op.composite))
    if op.fused is not None:
        out += [("fused", f) for f in (op.fused["backward"] or {}).values() if isinstance(f, Formula)]
    return out


def _check_shadowing(ops: list[OpSpec], helpers: set[str]) -> None:
    names = {o.sig.name for o in ops}
    for op in ops:
        for fld, formula in _formulas(op):
            args = {a.name for a in op.sig.args}  # an argument may be named like a builtin (ord)
            shadowed = formula.names & set(dir(builtins)) - SAFE_BUILTINS - names - helpers - args
            if shadowed:
                raise SpecError(f"{op.spec_file}:{formula.line}: {op.name}: {fld}: uses {shadowed}")


def kernel_helpers(helpers_dir: Path) -> set[str]:
    """The NumPy helpers kernels may name: the shared tensorplay/ops/shared/kernels.py and every
    family's tensorplay/ops/<family>/kernels.py."""
    found = module_functions(helpers_dir / "ops" / "shared" / "kernels.py")
    for family in FAMILIES:
        found |= module_functions(helpers_dir / "ops" / family / "kernels.py")
    return found


def load(path: Path | str = SPEC_DIR, helpers_dir: Path = ROOT / "tensorplay") -> list[OpSpec]:
    """Read and validate every entry of the spec: each family's ops.yaml of a spec folder, in
    FAMILIES order, or one file."""
    raw = [(shown, entry) for file, shown in spec_files(Path(path))
           for entry in read_entries(file, shown)]
    helper_args = {n: a for m in HELPER_MODULES
                   for n, a in module_signatures(helpers_dir / "ops" / "shared" / m).items()}
    for family in FAMILIES:  # each family's own formula helpers
        helper_args.update(module_signatures(helpers_dir / "ops" / family / "formulas.py"))
    world = _World(
        op_names={e["signature"].split("(")[0].split(".")[0].strip()
                  for _, e in raw if isinstance(e.get("signature"), str)},
        helpers=set(helper_args), kernel_helpers=kernel_helpers(helpers_dir),
        helper_args=helper_args, rules=rules.registry(helpers_dir))
    ops, seen = [], {}
    for shown, entry in raw:
        ctx = _Context(shown, entry, world)
        if ctx.name in seen:
            first = seen[ctx.name]
            raise ctx.error("name", "duplicate op (first defined at "
                            + (f"line {first[1]})" if first[0] == shown else f"{first[0]}:{first[1]})"))
        seen[ctx.name] = (shown, ctx.line(None))
        op = _load_entry(ctx)
        op.spec_file = shown
        op.vmap_rule = rules.custom_rule(op.vmap, world.rules)
        ops.append(op)
    _check_calls(ops, world)
    _check_shadowing(ops, world.helpers)
    return ops
