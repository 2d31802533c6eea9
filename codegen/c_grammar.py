"""The `c_kernel:` field: its keys, and the small C expression grammar its formulas obey.

A c_kernel expression is pasted into a generated C loop, so it is parsed before that
happens: numbers, the names in scope, the C math functions below with their arity, the
operators `+ - * / % < > <= >= == != && || !`, parentheses and `c ? a : b`. Anything else
(`x ** 2`, `exp(x`, `exp(x); system(0)`, `pow(x)`) is refused with the reason, so a
broken loop never reaches the compiler.
"""

from __future__ import annotations

import re

from .signature import Signature
from .spec_yaml import ROOT, module_functions

# The C functions a c_kernel expression may call, and how many arguments each takes;
# float32 uses the `f`-suffixed twin (expf).
C_ARITY = {"exp": 1, "expm1": 1, "log": 1, "log1p": 1, "sin": 1, "cos": 1, "tan": 1, "tanh": 1,
           "sqrt": 1, "fabs": 1, "erf": 1, "erfc": 1, "pow": 2, "fmax": 2, "fmin": 2,
           "copysign": 2, "isnan": 1, "isinf": 1, "floor": 1, "ceil": 1,
           # special functions math.h lacks, hand-written in tensorplay/_C/tp_special.h
           "tp_erfinv": 1, "tp_digamma": 1, "tp_lgamma": 1, "tp_polygamma": 2}
C_MATH = set(C_ARITY)
C_NUMERIC_TYPES = {"Scalar", "float", "int", "bool"}
C_KERNEL_FIELDS = {"forward", "backward", "select", "helper", "guard", "min_size"}
_TOKEN = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_]\w*)"
                    r"|(?P<op>==|!=|<=|>=|&&|\|\||[-+*/%<>!?:(),]))")
# Names the generated C loops and their wrappers (templates/_ops.c.jinja) declare beside the
# op's numeric arguments, which are C variables of the same name there: an argument may not
# take one of these (its loop-local names start with `tp_` for that reason).
C_LOCALS = {"x", "y", "g", "a", "b", "xs", "ys", "gs", "as", "bs", "out", "ref", "type",
            "type_b", "type2", "gstep", "args", "nargs", "mod"}
_BINARY = {"+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"}
_UNARY = {"-", "+", "!"}


class CKernelError(ValueError):
    """What is wrong with a c_kernel; the spec loader prefixes file, line, op and field."""


def _tokens(text: str, what: str) -> list[str]:
    out, pos = [], 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise CKernelError(f"{what}: {text!r} is not a plain C expression "
                               f"(unexpected {text[pos:].strip()[:10]!r})")
        out.append(m.group(0).strip())
        pos = m.end()
    return out


class _Parser:
    """Recursive descent over the tokens; collects the names read."""

    def __init__(self, tokens: list[str], allowed: set[str], source: str, what: str):
        self.toks, self.i, self.allowed = tokens, 0, allowed
        self.source, self.what, self.names = source, what, set()

    def fail(self, message: str) -> CKernelError:
        return CKernelError(f"{self.what}: {self.source!r} {message}")

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None:
            raise self.fail(f"ends early (expected {repr(expected) if expected else 'an operand'})")
        if expected is not None and tok != expected:
            raise self.fail(f"expected {expected!r}, found {tok!r}")
        self.i += 1
        return tok

    def expression(self) -> None:
        self.binary()
        if self.peek() == "?":
            self.take("?")
            self.expression()
            self.take(":")
            self.expression()

    def binary(self) -> None:
        self.unary()
        while self.peek() in _BINARY:
            self.take()
            self.unary()

    def unary(self) -> None:
        if self.peek() in _UNARY:
            self.take()
            self.unary()
            return
        self.primary()

    def primary(self) -> None:
        tok = self.take()
        if tok == "(":
            self.expression()
            self.take(")")
        elif tok[0].isdigit() or tok[0] == ".":
            return
        elif tok in C_ARITY:
            self.call(tok)
        elif re.fullmatch(r"[A-Za-z_]\w*", tok):
            if tok not in self.allowed:
                raise self.fail(f"uses unknown name {tok!r} (expected one of "
                                f"{sorted(self.allowed)} or a C math function {sorted(C_MATH)})")
            self.names.add(tok)
        else:
            raise self.fail(f"expected an operand, found {tok!r}")

    def call(self, fn: str) -> None:
        if self.peek() != "(":
            raise self.fail(f"{fn} is a function; call it")
        self.take("(")
        n = 0
        if self.peek() != ")":
            self.expression()
            n = 1
            while self.peek() == ",":
                self.take(",")
                self.expression()
                n += 1
        self.take(")")
        if n != C_ARITY[fn]:
            raise self.fail(f"{fn}() takes {C_ARITY[fn]} argument(s), got {n}")
        self.names.add(fn)


def c_expr_names(source, allowed: set[str], what: str) -> set[str]:
    """Check a c_kernel expression against the grammar over `allowed`; return the names read."""
    if not isinstance(source, str) or not source.strip():
        raise CKernelError(f"{what}: must be a non-empty C expression string")
    parser = _Parser(_tokens(source, what), allowed, source.strip(), what)
    parser.expression()
    if parser.peek() is not None:
        raise parser.fail(f"unexpected {parser.peek()!r} after a complete expression")
    return parser.names


def _helper(out: dict, raw: dict, adapters: set[str]) -> dict:
    helper = out["helper"]
    if not isinstance(helper, str) or not helper.isidentifier():
        raise CKernelError("helper: must be the name of a C helper in tensorplay/_C/")
    if "forward" in raw or "backward" in raw or "select" in raw:
        raise CKernelError("helper: a row-wise helper replaces forward/backward/select")
    for part in ("forward", "backward"):
        if f"{helper}_{part}" not in adapters:
            raise CKernelError(f"helper: tensorplay/backends/c.py has no {helper}_{part}()")
    out["kind"] = "row"
    return out


def _kind(tensors: list[str], raw: dict) -> tuple[str, set[str], set[str]]:
    if len(tensors) == 1:
        return "unary", {"x"}, {"x", "y", "g"}
    if len(tensors) == 2:
        if "backward" in raw:
            raise CKernelError("backward: binary ops only have a C forward (their backward "
                               "formulas are single ops already)")
        return "binary", {"a", "b"}, set()
    raise CKernelError(f"expressions need one or two tensor arguments, not {len(tensors)}")


def forward_scope(tensors: list[str]) -> set[str]:
    """The names one output element is written in: `x` for one tensor input, `a`, `b` for two."""
    return _kind(tensors, {})[1]


def _check_saved(uses: set[str], formula, tensor: str, composite: bool) -> None:
    """The fused backward reads x or y only if the node saves them: a primitive's node saves
    what its backward formula reads; a composite's fused node saves what the C backward reads."""
    if formula == "non_differentiable":
        raise CKernelError("backward: the op is not differentiable")
    if "g" not in uses:
        raise CKernelError("backward: must use the incoming gradient g")
    if composite:
        return
    if "x" in uses and tensor not in formula.names:
        raise CKernelError(f"backward: uses x, but the backward formula does not read "
                           f"{tensor!r} so it is not saved; use y")
    if "y" in uses and "result" not in formula.names:
        raise CKernelError("backward: uses y, but the backward formula does not read "
                           "'result' so it is not saved; use x")


def load_c_kernel(raw, sig: Signature, backward: dict, composite: bool, strip, guard) -> dict:
    """Validate `c_kernel:`; return it normalised: kind unary | binary | row, expressions
    keyed by the value of the `select` argument (None when there is no select)."""
    if not isinstance(raw, dict):
        raise CKernelError("must be a map with forward/backward expressions or a helper")
    bad = sorted(k for k in raw if not k.startswith("__") and k not in C_KERNEL_FIELDS)
    if bad:
        raise CKernelError(f"unknown key {bad[0]!r} (expected one of {sorted(C_KERNEL_FIELDS)})")
    raw = strip(raw)
    tensors = [a.name for a in sig.tensor_args]
    numeric = [a.name for a in sig.params if a.type in C_NUMERIC_TYPES]
    clash = next((p for p in numeric if p in C_LOCALS or p.startswith("tp_")), None)
    if clash is not None:
        raise CKernelError(f"the argument {clash!r} would clash with a name of the generated C "
                           f"loop ({sorted(C_LOCALS)} and tp_*); rename it")
    out = {"kind": None, "forward": None, "backward": None, "select": None,
           "helper": raw.get("helper"), "guard": raw.get("guard"), "min_size": raw.get("min_size"),
           "params": numeric, "bwd_uses": []}
    if raw.get("min_size") is not None and (not isinstance(raw["min_size"], int)
                                            or isinstance(raw["min_size"], bool)):
        raise CKernelError("min_size: must be an integer element count")
    if out["guard"] is not None:
        guard(out["guard"])
    if out["helper"] is not None:
        return _helper(out, raw, module_functions(ROOT / "tensorplay" / "backends" / "c.py"))
    if "forward" not in raw and "backward" not in raw:
        raise CKernelError("needs a forward and/or backward C expression, or a helper")
    out["kind"], fwd_names, bwd_names = _kind(tensors, raw)
    exprs_by_part = _select(raw, sig, out)
    for part, scope in (("forward", fwd_names), ("backward", bwd_names)):
        if part not in exprs_by_part:
            continue
        uses = set()
        for expr in exprs_by_part[part].values():
            uses |= c_expr_names(expr, scope | set(numeric), part)
        out[part] = exprs_by_part[part]
        if part == "backward":
            _check_saved(uses, backward[tensors[0]], tensors[0], composite)
            out["bwd_uses"] = sorted(uses & {"x", "y"})
    return out


def _select(raw: dict, sig: Signature, out: dict) -> dict[str, dict]:
    """forward/backward as maps choice → expression (choice None without `select`)."""
    select = raw.get("select")
    parts = {p: raw[p] for p in ("forward", "backward") if p in raw}
    if select is None:
        return {p: {None: v} for p, v in parts.items()}
    arg = next((a for a in sig.params if a.name == select), None)
    if arg is None or arg.type != "str":
        raise CKernelError(f"select: {select!r} is not a str argument")
    out["select"] = select
    choices = None
    for part, value in parts.items():
        if not isinstance(value, dict) or not value:
            raise CKernelError(f"{part}: with select, a map {select} value → expression")
        if choices is None:
            choices = sorted(value)
        elif sorted(value) != choices:
            raise CKernelError(f"{part}: covers {sorted(value)} but forward covers {choices}")
    return {p: dict(v) for p, v in parts.items()}
