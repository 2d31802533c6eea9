"""Load and validate ops.yaml.

Loading is strict: an unknown or duplicate key, a signature that does not
parse, a formula that is not a Python expression or that names something that
is neither an argument, `grad`, `result`, an op nor a registered helper, all
raise `SpecError("ops.yaml:<line>: <op>: <field>: <what is wrong>")`.
"""

from __future__ import annotations

import ast
import builtins
import re
import string
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .signature import Signature, parse_signature

ROOT = Path(__file__).resolve().parent.parent

FIELDS = {
    "name", "signature", "variants", "operators", "category", "tags", "dtype", "broadcast",
    "kernel", "backward", "jvp", "vmap", "c_kernel", "random", "fp_errors", "doc", "tests", "torch",
    "composite", "check", "non_differentiable",
    "refuses_bool", "refuses_int", "same_dtype",
}
REQUIRED = ("name", "signature", "torch", "category", "kernel", "backward", "doc")
# A composite's body is tensorplay ops: its dtype, views, gradient, JVP and batching follow
# from those ops, so the fields that state them for a primitive are refused.
COMPOSITE_REQUIRED = ("name", "signature", "torch", "category", "composite", "doc")
COMPOSITE_REFUSED = ("kernel", "backward", "jvp", "vmap", "dtype", "broadcast", "tags",
                     "fp_errors", "random", "operators", "c_kernel")
VARIANTS = {"function", "method", "inplace", "nn_functional"}
CATEGORIES = {"pointwise", "binary", "comparison", "reduction", "shape", "indexing", "linalg",
              "nn", "creation", "random"}
TAGS = {"view", "nondeterministic"}
DTYPE_RULES = {"promote", "float", "bool", "int64", "keep", "same", "accumulate"}
JVP_SHORTCUTS = {"auto_elementwise", "auto_linear"}
VMAP_KINDS = {"elementwise", "broadcast", "unbatched"}
VMAP_MAP_KINDS = {"reduction", "dim", "custom"}
TEST_FIELDS = {"samples", "domain", "tol", "skip", "reference", "torch_tol"}
CHECKS = {"forward", "gradcheck", "gradgradcheck", "jvp", "vmap", "hypothesis"}
SAFE_BUILTINS = {"len", "range", "tuple", "list", "int", "float", "isinstance", "zip", "min",
                 "max", "abs", "sum", "None", "True", "False", "slice", "Ellipsis"}
OPERATOR_NAMES = {
    "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__", "__mul__",
    "__rmul__", "__imul__", "__truediv__", "__rtruediv__", "__itruediv__", "__floordiv__",
    "__rfloordiv__", "__mod__", "__rmod__", "__pow__", "__rpow__", "__ipow__", "__matmul__",
    "__rmatmul__", "__neg__", "__abs__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__",
    "__ge__", "__and__", "__or__", "__invert__", "__getitem__", "__pos__",
}


# `torch:` names the PyTorch counterpart the oracle harness calls: torch.<path> (a function of
# the torch module), Tensor.<name> (a method), or `none — <reason>` for an op PyTorch does not
# expose under a comparable signature.
TORCH_NAME = re.compile(r"(torch(\.[A-Za-z_]\w*)+|Tensor\.[A-Za-z_]\w*)")
TORCH_NONE = re.compile(r"none(\s*—\s*(?P<reason>.*))?")


class SpecError(Exception):
    """A malformed ops.yaml entry: the message names file, line, op and field."""


@dataclass
class Formula:
    source: str
    line: int
    names: set[str] = field(default_factory=set)


@dataclass
class OpSpec:
    name: str  # full name, e.g. "max.dim"
    line: int
    sig: Signature
    torch: str  # PyTorch counterpart: torch.<path>, Tensor.<method> or "none — <reason>"
    variants: list[str]
    operators: list[str]
    category: str
    tags: list[str]
    dtype: dict
    broadcast: bool
    kernel: str | None  # NumPy expression over the arguments
    kernel_impl: str | None  # or the name of a hand-written function in tensorplay/_kernels.py
    backward: dict[str, Formula | str]  # input -> formula, or "non_differentiable"
    jvp: dict[str, Formula] | str | None
    vmap: dict | str | None
    c_kernel: dict | None
    composite: Formula | None  # the body in tensorplay ops (then kernel/backward/... are None)
    checks: list[tuple[str, str]]  # (condition, error message f-string) run before the body
    random: bool
    fp_errors: bool
    doc: str
    tests: dict
    field_lines: dict[str, int]
    # (exception class, message, any input) PyTorch raises when the op computes in bool, or None
    refuses_bool: tuple[str, str, bool] | None = None
    # (exception class, message with {dtype}, refused dtypes) for integer inputs, or None
    refuses_int: tuple[str, str, tuple[str, ...]] | None = None
    # tensor arguments PyTorch requires to share one dtype (no promotion), or ()
    same_dtype: tuple[str, ...] = ()

    @property
    def ident(self) -> str:
        """A Python identifier for this overload: max.dim → max_dim."""
        return self.name.replace(".", "_")

    @property
    def differentiable(self) -> bool:
        return any(v != "non_differentiable" for v in self.backward.values())

    @property
    def is_composite(self) -> bool:
        return self.composite is not None

    @property
    def node_name(self) -> str:
        base = "".join(p.capitalize() for p in self.sig.name.strip("_").split("_"))
        return f"{base}Backward0"


class _Loader(yaml.SafeLoader):
    """A YAML loader that records the line of every key and refuses duplicates."""


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> dict:
    mapping, lines = {}, {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in mapping:
            raise SpecError(f"{loader.spec_path}:{key_node.start_mark.line + 1}: "
                            f"{mapping.get('name', '?')}: {key}: duplicate key")
        mapping[key] = loader.construct_object(value_node, deep=True)
        lines[key] = key_node.start_mark.line + 1
    mapping["__lines__"] = lines
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _strip_lines(value):
    if isinstance(value, dict):
        return {k: _strip_lines(v) for k, v in value.items() if k not in ("__lines__", "__line__")}
    if isinstance(value, list):
        return [_strip_lines(v) for v in value]
    return value


def module_functions(path: Path) -> set[str]:
    """Top-level function (and exception class) names of a module, read without importing it."""
    if not path.exists():
        return set()
    tree = ast.parse(path.read_text())
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)}


class _Context:
    def __init__(self, path: str, entry: dict):
        self.path = path
        self.entry = entry
        self.name = entry.get("name", "?")

    def line(self, fld: str | None) -> int:
        lines = self.entry.get("__lines__", {})
        return lines.get(fld, self.entry.get("__line__", 0))

    def error(self, fld: str | None, message: str) -> SpecError:
        return SpecError(f"{self.path}:{self.line(fld)}: {self.name}: {fld}: {message}")


def _parse_formula(ctx: _Context, fld: str, source, allowed: set[str]) -> Formula:
    if not isinstance(source, str):
        raise ctx.error(fld, f"formula must be a string, got {type(source).__name__}")
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise ctx.error(fld, f"formula {source!r} does not parse: {exc.msg}") from None
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Lambda | ast.NamedExpr | ast.ListComp | ast.SetComp |
                      ast.DictComp | ast.GeneratorExp | ast.Await | ast.Yield):
            raise ctx.error(fld, f"formula {source!r} uses {type(node).__name__}; "
                                 "write a helper in tensorplay/_formula_helpers.py instead")
        if isinstance(node, ast.Name):
            if node.id not in allowed and node.id not in SAFE_BUILTINS:
                raise ctx.error(fld, f"formula {source!r} uses unknown name {node.id!r} "
                                     "(not an argument, grad, result, op or helper)")
            names.add(node.id)
    return Formula(source.strip(), ctx.line(fld), names)


def _check_keys(ctx: _Context, fld: str, value: dict, allowed: set[str]) -> None:
    for key in value:
        if key.startswith("__"):
            continue
        if key not in allowed:
            raise ctx.error(fld, f"unknown key {key!r} (expected one of {sorted(allowed)})")


C_KERNEL_FIELDS = {"forward", "backward", "select", "helper", "guard", "min_size"}
# The C functions a c_kernel expression may call; float32 uses the `f`-suffixed twin (expf).
C_MATH = {"exp", "expm1", "log", "log1p", "sin", "cos", "tan", "tanh", "sqrt", "fabs", "erf",
          "erfc", "pow", "fmax", "fmin", "copysign", "isnan", "isinf", "floor", "ceil"}
C_NUMERIC_TYPES = {"Scalar", "float", "int", "bool"}
_C_TOKEN = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_]\w*)"
                      r"|(?P<op>==|!=|<=|>=|&&|\|\||[-+*/%<>!?:(),]))")


def c_expr_names(ctx: _Context, source, allowed: set[str], what: str) -> set[str]:
    """Check a c_kernel expression is a plain C expression over `allowed`; return the names."""
    if not isinstance(source, str) or not source.strip():
        raise ctx.error("c_kernel", f"{what}: must be a non-empty C expression string")
    names, pos, text = set(), 0, source.strip()
    while pos < len(text):
        m = _C_TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ctx.error("c_kernel", f"{what}: {source!r} is not a plain C expression "
                                        f"(unexpected {text[pos:].strip()[:10]!r})")
        pos = m.end()
        name = m.group("name")
        if name is None:
            continue
        if name in C_MATH:
            if not text[pos:].lstrip().startswith("("):
                raise ctx.error("c_kernel", f"{what}: {name} is a function; call it")
        elif name not in allowed:
            raise ctx.error("c_kernel", f"{what}: {source!r} uses unknown name {name!r} "
                                        f"(expected one of {sorted(allowed)} or a C math "
                                        f"function {sorted(C_MATH)})")
        names.add(name)
    return names


def _load_c_kernel(ctx: _Context, raw, sig: Signature, backward: dict) -> dict | None:
    """Validate `c_kernel:`; return it normalised: kind unary | binary | row, expressions
    keyed by the value of the `select` argument (None when there is no select)."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ctx.error("c_kernel", "must be a map with forward/backward expressions or a helper")
    _check_keys(ctx, "c_kernel", raw, C_KERNEL_FIELDS)
    raw = _strip_lines(raw)
    tensors = [a.name for a in sig.tensor_args]
    numeric = [a.name for a in sig.params if a.type in C_NUMERIC_TYPES]
    out = {"kind": None, "forward": None, "backward": None, "select": None,
           "helper": raw.get("helper"), "guard": raw.get("guard"), "min_size": raw.get("min_size"),
           "params": numeric, "bwd_uses": []}
    if raw.get("min_size") is not None and not isinstance(raw["min_size"], int):
        raise ctx.error("c_kernel", "min_size: must be an integer element count")
    if out["guard"] is not None:
        _parse_formula(ctx, "c_kernel", out["guard"], {a.name for a in sig.args} | {"np"})
    if out["helper"] is not None:
        if not isinstance(out["helper"], str) or not out["helper"].isidentifier():
            raise ctx.error("c_kernel", "helper: must be the name of a C helper in tensorplay/_C/")
        if "forward" in raw or "backward" in raw or "select" in raw:
            raise ctx.error("c_kernel", "helper: a row-wise helper replaces forward/backward/select")
        adapters = module_functions(ROOT / "tensorplay" / "backends" / "c.py")
        for part in ("forward", "backward"):
            if f"{out['helper']}_{part}" not in adapters:
                raise ctx.error("c_kernel", f"helper: tensorplay/backends/c.py has no "
                                            f"{out['helper']}_{part}()")
        out["kind"] = "row"
        return out
    if "forward" not in raw and "backward" not in raw:
        raise ctx.error("c_kernel", "needs a forward and/or backward C expression, or a helper")
    if len(tensors) == 1:
        out["kind"] = "unary"
        fwd_names, bwd_names = {"x"}, {"x", "y", "g"}
    elif len(tensors) == 2:
        out["kind"] = "binary"
        fwd_names, bwd_names = {"a", "b"}, set()
        if "backward" in raw:
            raise ctx.error("c_kernel", "backward: binary ops only have a C forward (their "
                                        "backward formulas are single ops already)")
    else:
        raise ctx.error("c_kernel", f"expressions need one or two tensor arguments, not {len(tensors)}")
    select = raw.get("select")
    choices = [None]
    if select is not None:
        arg = next((a for a in sig.params if a.name == select), None)
        if arg is None or arg.type != "str":
            raise ctx.error("c_kernel", f"select: {select!r} is not a str argument")
        out["select"] = select
        choices = None
    for part, scope in (("forward", fwd_names), ("backward", bwd_names)):
        if part not in raw:
            continue
        value = raw[part]
        if select is not None:
            if not isinstance(value, dict) or not value:
                raise ctx.error("c_kernel", f"{part}: with select, a map {select} value → expression")
            if choices is None:
                choices = sorted(value)
            elif sorted(value) != choices:
                raise ctx.error("c_kernel", f"{part}: covers {sorted(value)} but forward covers {choices}")
            exprs = dict(value)
        else:
            exprs = {None: value}
        uses = set()
        for expr in exprs.values():
            uses |= c_expr_names(ctx, expr, scope | set(numeric), part)
        out[part] = exprs
        if part == "backward":
            formula = backward[tensors[0]]
            if formula == "non_differentiable":
                raise ctx.error("c_kernel", "backward: the op is not differentiable")
            if "x" in uses and tensors[0] not in formula.names:
                raise ctx.error("c_kernel", f"backward: uses x, but the backward formula does not "
                                            f"read {tensors[0]!r} so it is not saved; use y")
            if "y" in uses and "result" not in formula.names:
                raise ctx.error("c_kernel", "backward: uses y, but the backward formula does not "
                                            "read 'result' so it is not saved; use x")
            if "g" not in uses:
                raise ctx.error("c_kernel", "backward: must use the incoming gradient g")
            out["bwd_uses"] = sorted(uses & {"x", "y"})
    return out


def _load_torch(ctx: _Context, value) -> str:
    """Validate `torch:`: a torch.* function, a Tensor.* method, or `none — <reason>`."""
    if not isinstance(value, str):
        raise ctx.error("torch", f"must be a string, got {type(value).__name__}")
    value = value.strip()
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


_BODY_STATEMENTS = (ast.Assign, ast.If, ast.Return, ast.Expr, ast.Pass)


def _parse_body(ctx: _Context, source, scope: set[str]) -> Formula:
    """A composite's body: one expression in tensorplay ops, or lines of assignments and
    `if`s ending in `return` (names assigned in the body may be read after)."""
    if not isinstance(source, str) or not source.strip():
        raise ctx.error("composite", "must be an expression or statements ending in return")
    text = source.strip()
    if "\n" not in text and not text.startswith("return "):
        return _parse_formula(ctx, "composite", text, scope)
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
        if isinstance(node, ast.Lambda | ast.NamedExpr | ast.ListComp | ast.SetComp |
                      ast.DictComp | ast.GeneratorExp):
            raise ctx.error("composite", f"uses {type(node).__name__}; write it with ops")
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id not in scope | assigned | SAFE_BUILTINS:
                raise ctx.error("composite", f"uses unknown name {node.id!r} (not an argument, "
                                             "an op, a helper or a name assigned in the body)")
            names.add(node.id)
    return Formula(text, ctx.line("composite"), names)


def _parse_kernel_body(ctx: _Context, source: str, scope: set[str], op_names: set[str]) -> None:
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


CHECK_FIELDS = {"require", "error", "exception"}
CHECK_EXCEPTIONS = {"RuntimeError", "ValueError", "IndexError", "TypeError"}


def _load_checks(ctx: _Context, raw, scope: set[str]) -> list[tuple[str, str, str]]:
    """`check:` — conditions on the arguments a composite tests before running its body,
    each with the error (an f-string over the arguments) and its exception class."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ctx.error("check", "must be a list of {require: <condition>, error: <message>}")
    out = []
    for item in raw:
        if not isinstance(item, dict) or "require" not in item or "error" not in item:
            raise ctx.error("check", f"{_strip_lines(item)!r} needs `require` and `error`")
        _check_keys(ctx, "check", item, CHECK_FIELDS)
        cond = _parse_formula(ctx, "check", item["require"], scope).source
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
        out.append((cond, message, exception))
    return out


REFUSAL_CLASSES = {"NotImplementedError", "RuntimeError", "TypeError"}


def _load_refuses_bool(ctx: _Context, value, name: str) -> tuple[str, str, bool] | None:
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
    return cls.strip(), message.strip() or f'"{name}" not implemented for \'Bool\'', any_input


INT_DTYPES = ("int64", "int32")


def _load_refuses_int(ctx: _Context, value, name: str) -> tuple[str, str, tuple[str, ...]] | None:
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
    message = message.strip() or f'"{name}" not implemented for \'{{dtype}}\''
    fields = {f for _, f, _, _ in string.Formatter().parse(message) if f is not None}
    if fields - {"dtype"}:
        raise ctx.error("refuses_int", f"message: only {{dtype}} may be filled in, not {sorted(fields - {'dtype'})}")
    return cls.strip(), message, tuple(dtypes)


def _load_same_dtype(ctx: _Context, value, sig) -> tuple[str, ...]:
    """`same_dtype: [self, weight, bias]` the tensor arguments PyTorch's kernel needs in one
    dtype (conv2d, linear, the norms): a mix is a RuntimeError, not a promotion."""
    if value is None:
        return ()
    tensors = [a.name for a in sig.tensor_args]
    if not isinstance(value, list) or len(value) < 2 or not all(isinstance(v, str) for v in value):
        raise ctx.error("same_dtype", "must be a list of two or more tensor arguments")
    unknown = [v for v in value if v not in tensors]
    if unknown:
        raise ctx.error("same_dtype", f"{unknown} are not tensor arguments (expected some of {tensors})")
    return tuple(value)


def _load_entry(ctx: _Context, op_names: set[str], helpers: set[str],
                kernel_helpers: set[str]) -> OpSpec:
    e = ctx.entry
    for key in e:
        if not key.startswith("__") and key not in FIELDS:
            raise ctx.error(key, f"unknown field (expected one of {sorted(FIELDS)})")
    composite = "composite" in e
    for key in COMPOSITE_REQUIRED if composite else REQUIRED:
        if key not in e:
            raise ctx.error(key, "missing required field")
    if composite:
        for key in COMPOSITE_REFUSED:
            if key in e:
                raise ctx.error(key, "a composite's body decides this (its gradient, JVP, "
                                     "batching, dtype and views follow from its ops); remove "
                                     "the field or make the op a primitive with a kernel")
    else:
        for key in ("check", "non_differentiable"):
            if key in e:
                raise ctx.error(key, "only for a composite (a primitive's kernel raises its own "
                                     "errors; its backward marks inputs non_differentiable)")
    if not isinstance(e["name"], str):
        raise ctx.error("name", "must be a string")
    try:
        sig = parse_signature(e["signature"])
    except (ValueError, TypeError) as exc:
        raise ctx.error("signature", str(exc)) from None
    if f"{sig.name}{'.' + sig.overload if sig.overload else ''}" != e["name"]:
        raise ctx.error("signature", f"names {sig.name!r} (overload {sig.overload!r}) "
                                     f"but the entry is {e['name']!r}")
    arg_names = {a.name for a in sig.args}
    tensor_names = [a.name for a in sig.tensor_args]
    torch_name = _load_torch(ctx, e["torch"])

    variants = e.get("variants", ["function"])
    for v in variants:
        if v not in VARIANTS:
            raise ctx.error("variants", f"unknown variant {v!r} (expected {sorted(VARIANTS)})")
    if "inplace" in variants and (not sig.args or sig.args[0].name != "self"):
        raise ctx.error("variants", "the inplace variant needs a first argument 'self'")
    if "method" in variants and "self" not in arg_names:
        raise ctx.error("variants", "the method variant needs an argument 'self' (the tensor the "
                                    "method is called on; it need not come first: where)")
    operators = e.get("operators", [])
    for o in operators:
        if o not in OPERATOR_NAMES:
            raise ctx.error("operators", f"unknown operator {o!r}")
    if e["category"] not in CATEGORIES:
        raise ctx.error("category", f"unknown category {e['category']!r} (expected {sorted(CATEGORIES)})")
    tags = e.get("tags", [])
    for t in tags:
        if t not in TAGS:
            raise ctx.error("tags", f"unknown tag {t!r}")

    if composite:
        scope = arg_names | op_names | helpers
        body = _parse_body(ctx, e["composite"], scope)
        checks = _load_checks(ctx, e.get("check"), scope)
        constant = e.get("non_differentiable", [])
        if not isinstance(constant, list) or any(n not in tensor_names for n in constant):
            raise ctx.error("non_differentiable", f"must list tensor arguments of {e['name']} "
                                                  f"(the body gives them no gradient), got {constant!r}")
        backward = {t: "non_differentiable" if t in constant else "composite" for t in tensor_names}
        return _finish_entry(ctx, e, sig, torch_name, variants, operators, tags,
                             dtype={"rule": "keep"}, kernel=None, kernel_impl=None,
                             backward=backward, jvp=None,
                             vmap="composite", c_kernel=None, composite=body, checks=checks)

    dtype = e.get("dtype", "keep")
    if isinstance(dtype, str):
        dtype = {"rule": dtype}
    else:
        _check_keys(ctx, "dtype", dtype, {"rule", "args", "out"})
    if dtype.get("rule") not in DTYPE_RULES:
        raise ctx.error("dtype", f"unknown rule {dtype.get('rule')!r} (expected {sorted(DTYPE_RULES)})")
    for a in dtype.get("args", []):
        if a not in tensor_names:
            raise ctx.error("dtype", f"{a!r} is not a tensor argument")
    dtype = {k: v for k, v in dtype.items() if not k.startswith("__")}

    kernel, kernel_impl = e["kernel"], None
    kernel_scope = arg_names | kernel_helpers | {"np"}
    if isinstance(kernel, dict):
        _check_keys(ctx, "kernel", kernel, {"impl"})
        kernel_impl, kernel = kernel.get("impl"), None
        if kernel_impl not in kernel_helpers:
            raise ctx.error("kernel", f"impl {kernel_impl!r} is not a function in tensorplay/_kernels.py")
    elif isinstance(kernel, str) and "\n" in kernel.strip():
        _parse_kernel_body(ctx, kernel, kernel_scope, op_names)
    else:
        _parse_formula(ctx, "kernel", kernel, kernel_scope)

    formula_scope = arg_names | op_names | helpers | {"grad", "grads", "result", "shapes"}
    backward_raw = e["backward"]
    backward: dict[str, Formula | str] = {}
    if backward_raw == "non_differentiable":
        backward = dict.fromkeys(tensor_names, "non_differentiable")
    elif isinstance(backward_raw, dict):
        for key, value in backward_raw.items():
            if key.startswith("__"):
                continue
            if key not in tensor_names:
                raise ctx.error("backward", f"{key!r} is not a tensor argument of {e['name']}")
            if value == "non_differentiable":
                backward[key] = value
            else:
                backward[key] = _parse_formula(ctx, "backward", value, formula_scope)
        for t in tensor_names:
            if t not in backward:
                raise ctx.error("backward", f"no formula for tensor argument {t!r} "
                                            "(write one or mark it non_differentiable)")
    else:
        raise ctx.error("backward", "must be a map input → formula, or 'non_differentiable'")

    jvp = e.get("jvp")
    if isinstance(jvp, str):
        if jvp not in JVP_SHORTCUTS:
            raise ctx.error("jvp", f"unknown shortcut {jvp!r} (expected {sorted(JVP_SHORTCUTS)} or a map)")
        diff = [k for k, v in backward.items() if v != "non_differentiable"]
        if jvp == "auto_elementwise" and len(diff) != 1:
            raise ctx.error("jvp", "auto_elementwise needs exactly one differentiable input")
    elif isinstance(jvp, dict):
        jvp_scope = formula_scope - {"grad", "grads"} | {f"{t}_t" for t in tensor_names}
        parsed = {}
        for key, value in jvp.items():
            if key.startswith("__"):
                continue
            if key not in tensor_names and key != "result":
                raise ctx.error("jvp", f"{key!r} is neither a tensor argument nor 'result'")
            parsed[key] = _parse_formula(ctx, "jvp", value, jvp_scope)
        jvp = parsed
    elif jvp is not None:
        raise ctx.error("jvp", "must be a shortcut name or a map")

    vmap = e.get("vmap")
    if isinstance(vmap, str):
        if vmap not in VMAP_KINDS:
            raise ctx.error("vmap", f"unknown rule {vmap!r} (expected {sorted(VMAP_KINDS)} or a map)")
    elif isinstance(vmap, dict):
        vmap = _strip_lines(vmap)
        if len(vmap) != 1 or next(iter(vmap)) not in VMAP_MAP_KINDS:
            raise ctx.error("vmap", f"a map rule has exactly one key of {sorted(VMAP_MAP_KINDS)}")
        kind, value = next(iter(vmap.items()))
        if kind == "dim" and value not in arg_names:
            raise ctx.error("vmap", f"dim argument {value!r} is not an argument")
        if kind == "reduction":
            if not isinstance(value, dict) or "dim" not in value:
                raise ctx.error("vmap", "reduction needs {dim: <arg>, keepdim: <arg or bool>}")
            if value["dim"] is not None and value["dim"] not in arg_names:
                raise ctx.error("vmap", f"dim argument {value['dim']!r} is not an argument")
    elif vmap is not None:
        raise ctx.error("vmap", "must be a rule name or a map")
    if vmap is None:
        raise ctx.error("vmap", "missing batching rule (every op needs one; `unbatched` for an "
                                "op without tensor inputs)")
    if vmap == "unbatched" and (tensor_names or e.get("random")):
        raise ctx.error("vmap", "`unbatched` is only for ops without tensor inputs that draw no "
                                "random numbers")
    differentiable = [k for k, v in backward.items() if v != "non_differentiable"]
    if differentiable and jvp is None:
        raise ctx.error("jvp", "missing forward-mode rule for a differentiable op "
                               "(auto_elementwise, auto_linear or a formula map)")

    c_kernel = _load_c_kernel(ctx, e.get("c_kernel"), sig, backward)
    return _finish_entry(ctx, e, sig, torch_name, variants, operators, tags, dtype=dtype,
                         kernel=kernel, kernel_impl=kernel_impl, backward=backward, jvp=jvp, vmap=vmap,
                         c_kernel=c_kernel, composite=None, checks=[])


def _finish_entry(ctx: _Context, e: dict, sig: Signature, torch_name: str, variants,
                  operators, tags, **rules) -> OpSpec:
    """The fields every entry has (tests, doc), and the OpSpec."""
    arg_names = {a.name for a in sig.args}
    tests = e.get("tests", {})
    if not isinstance(tests, dict):
        raise ctx.error("tests", "must be a map")
    _check_keys(ctx, "tests", tests, TEST_FIELDS)
    for sample in tests.get("samples", []):
        if not isinstance(sample, dict):
            raise ctx.error("tests", f"sample {sample!r} must be a map argument → value")
        for key in sample:
            if not key.startswith("__") and key not in arg_names:
                raise ctx.error("tests", f"sample names unknown argument {key!r}")
    torch_tol = tests.get("torch_tol")
    if torch_tol is not None:
        if not isinstance(torch_tol, dict):
            raise ctx.error("tests", "torch_tol: must be a map {rtol, atol, reason}")
        _check_keys(ctx, "tests", torch_tol, {"rtol", "atol", "reason"})
        if not isinstance(torch_tol.get("reason"), str) or not torch_tol["reason"].strip():
            raise ctx.error("tests", "torch_tol: a looser tolerance against PyTorch needs a reason")
    for key in tests.get("skip", {}) or {}:
        if not key.startswith("__") and key not in CHECKS:
            raise ctx.error("tests", f"skip names unknown check {key!r} (expected {sorted(CHECKS)})")

    doc = e["doc"]
    if not isinstance(doc, str) or not doc.strip():
        raise ctx.error("doc", "must be a non-empty string")

    return OpSpec(
        name=e["name"], line=ctx.line(None), sig=sig, torch=torch_name, variants=list(variants),
        operators=list(operators), category=e["category"], tags=list(tags),
        broadcast=bool(e.get("broadcast", False)), **rules,
        random=bool(e.get("random", False)), fp_errors=bool(e.get("fp_errors", False)),
        doc=" ".join(doc.split()), tests=_strip_lines(tests), field_lines=dict(e["__lines__"]),
        refuses_bool=_load_refuses_bool(ctx, e.get("refuses_bool"), e["name"].split(".")[0]),
        refuses_int=_load_refuses_int(ctx, e.get("refuses_int"), e["name"].split(".")[0]),
        same_dtype=_load_same_dtype(ctx, e.get("same_dtype"), sig),
    )


def load(path: Path | str = ROOT / "ops.yaml", helpers_dir: Path = ROOT / "tensorplay") -> list[OpSpec]:
    """Read and validate every entry of an ops.yaml file."""
    path = Path(path)
    shown = path.name
    try:
        _Loader.spec_path = shown
        raw = yaml.load(path.read_text(), Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise SpecError(f"{shown}:{line}: ?: yaml: {getattr(exc, 'problem', exc)}") from None
    if not isinstance(raw, list):
        raise SpecError(f"{shown}:1: ?: file: must be a list of op entries")
    helpers = module_functions(helpers_dir / "_formula_helpers.py")
    kernel_helpers = module_functions(helpers_dir / "_kernels.py")
    op_names = set()
    for entry in raw:
        if isinstance(entry, dict) and isinstance(entry.get("signature"), str):
            op_names.add(entry["signature"].split("(")[0].split(".")[0].strip())
    ops, seen = [], {}
    for entry in raw:
        if not isinstance(entry, dict):
            raise SpecError(f"{shown}:?: ?: entry: {entry!r} is not a map")
        ctx = _Context(shown, entry)
        if entry.get("name") in seen:
            raise ctx.error("name", f"duplicate op (first defined at line {seen[entry['name']]})")
        seen[entry.get("name")] = ctx.line(None)
        ops.append(_load_entry(ctx, op_names, helpers, kernel_helpers))
    names = {o.sig.name for o in ops}
    for op in ops:
        formulas = [*op.backward.values(), *(op.jvp.values() if isinstance(op.jvp, dict) else [])]
        for formula in [*formulas, op.composite]:
            if isinstance(formula, Formula):
                shadowed = formula.names & set(dir(builtins)) - SAFE_BUILTINS - names - helpers
                if shadowed:
                    what = "composite" if formula is op.composite else "backward"
                    raise SpecError(f"{shown}:{formula.line}: {op.name}: {what}: uses {shadowed}")
    return ops
