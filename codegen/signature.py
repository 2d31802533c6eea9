"""Parse PyTorch-style schema strings such as

    add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

into small dataclasses. Errors are `ValueError`s whose text the spec loader
prefixes with the file, line, op and field.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

TYPES = {
    "Tensor", "Tensor?", "Tensor[]",
    "int", "int?", "int[]", "int[]?",
    "float", "float?", "bool", "bool?",
    "Scalar", "Scalar?", "ScalarType", "ScalarType?", "str", "str?",
    "Generator?",  # a tensorplay.Generator (or None: the global one), passed through to the kernel
    "Device?",  # a device name or tp.device; checked (only the CPU exists), never reaches the kernel
    "Index",  # a Python indexing key: int, slice, None, Ellipsis, tensors, tuples of those
}
_NO_DEFAULT = object()


@dataclass
class Arg:
    name: str
    type: str
    default: object = _NO_DEFAULT
    kwarg_only: bool = False
    star: bool = False  # `Tensor[] *tensors`: the list is passed as varargs (torch.meshgrid(a, b))

    @property
    def has_default(self) -> bool:
        return self.default is not _NO_DEFAULT

    @property
    def is_tensor(self) -> bool:
        return self.type.startswith("Tensor")

    @property
    def is_tensor_list(self) -> bool:
        return self.type == "Tensor[]"

    @property
    def default_repr(self) -> str:
        return repr(self.default)


@dataclass
class Signature:
    name: str  # the Python-visible name, without overload
    overload: str
    args: list[Arg] = field(default_factory=list)
    returns: list[tuple[str, str]] = field(default_factory=list)  # (type, name)

    @property
    def tensor_args(self) -> list[Arg]:
        return [a for a in self.args if a.is_tensor]

    @property
    def params(self) -> list[Arg]:
        """The non-tensor arguments the op (kernel, formulas, rules) receives."""
        return [a for a in self.args if not a.is_tensor and a.type != "Device?"]

    @property
    def device_arg(self) -> Arg | None:
        """The `Device? device` argument of a factory, checked by the public function only."""
        return next((a for a in self.args if a.type == "Device?"), None)

    @property
    def returns_list(self) -> bool:
        return len(self.returns) == 1 and self.returns[0][0] == "Tensor[]"

    @property
    def returns_tuple(self) -> bool:
        return len(self.returns) > 1

    @property
    def varargs(self) -> Arg | None:
        """`tp.zeros(2, 3)` and `x.permute(1, 0)`: an `int[]` that is the only
        positional argument besides `self` also accepts its items as varargs; so does a
        `Tensor[]` written `*name` (`tp.meshgrid(a, b)`; one list works too)."""
        starred = [a for a in self.args if a.star]
        if starred:
            return starred[0]
        positional = [a for a in self.args if not a.kwarg_only and a.name != "self"]
        if len(positional) == 1 and positional[0].type == "int[]" and not positional[0].has_default:
            return positional[0]
        return None


def _split_top(text: str) -> list[str]:
    """Split on commas that are not inside brackets or parentheses."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def _literal(text: str) -> object:
    text = {"true": "True", "false": "False"}.get(text, text)
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise ValueError(f"default {text!r} is not a Python literal") from None


_HEAD = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z0-9_]+))?\((.*)\)\s*->\s*(.+?)\s*$")


def parse_signature(text: str) -> Signature:
    m = _HEAD.match(text)
    if not m:
        raise ValueError(f"{text!r} is not of the form 'name(Type arg, ...) -> Type'")
    name, overload, args_text, ret_text = m.groups()
    sig = Signature(name=name, overload=overload or "")
    kwarg_only = False
    seen = set()
    for part in _split_top(args_text):
        if part == "*":
            kwarg_only = True
            continue
        am = re.match(r"^(\S+)\s+(\*?)([A-Za-z_][A-Za-z0-9_]*)\s*(?:=\s*(.+))?$", part)
        if not am:
            raise ValueError(f"argument {part!r} is not of the form 'Type name[=default]'")
        typ, star, arg_name, default = am.groups()
        if star and (typ != "Tensor[]" or kwarg_only or default is not None):
            raise ValueError(f"argument {arg_name!r}: only a positional Tensor[] without a "
                             "default can be starred (passed as varargs)")
        if typ not in TYPES:
            raise ValueError(f"argument {arg_name!r} has unknown type {typ!r}")
        if arg_name in seen:
            raise ValueError(f"argument {arg_name!r} appears twice")
        seen.add(arg_name)
        arg = Arg(arg_name, typ, kwarg_only=kwarg_only, star=bool(star))
        if default is not None:
            arg.default = _literal(default.strip())
        sig.args.append(arg)
    ret_text = ret_text.strip()
    if ret_text.startswith("("):
        if not ret_text.endswith(")"):
            raise ValueError(f"return {ret_text!r} has unbalanced parentheses")
        for part in _split_top(ret_text[1:-1]):
            bits = part.split()
            if len(bits) != 2 or bits[0] != "Tensor":
                raise ValueError(f"tuple return {part!r} must be 'Tensor name'")
            sig.returns.append((bits[0], bits[1]))
    else:
        if ret_text not in ("Tensor", "Tensor[]", "bool", "Scalar", "int"):
            raise ValueError(f"unknown return type {ret_text!r}")
        sig.returns.append((ret_text, "result"))
    return sig
