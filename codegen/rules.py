"""Batching rules as the spec names them: the kinds `vmap:` accepts, and the registry of
named rules read from the source (without importing tensorplay, which may not load
while its generated files are being rebuilt).

A named rule is registered in a module-level dict whose name is `CUSTOM` or ends in
`RULES` (`CUSTOM = {"reshape": reshape_rule, ...}`, `CUSTOM.update(NN_RULES)`,
`CUSTOM["x"] = f`), or with a decorator `@register("name")`, in any module under
tensorplay/. So `{custom: reshap}` is a spec error at generate time, and the generated
code refers to the rule function itself.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from .signature import Signature

KINDS = {"elementwise", "broadcast", "unbatched"}
# {dims: [a, b]}: the listed int arguments are logical dims, shifted past the batch dim
# (transpose, flip, movedim, diagonal; not permute, whose dims must also name the batch dim);
# {trailing: n}: the op acts on the last n dims only (tril, triu), so the batch dim in front
# changes nothing.
MAP_KINDS = {"reduction", "dim", "custom", "dims", "trailing"}
_DIM_TYPES = {"int", "int?", "int[]", "int[]?"}


@dataclass(frozen=True)
class Rule:
    name: str  # the name ops.yaml uses
    module: str  # dotted module that defines the function, e.g. tensorplay.ops.shared.batching
    function: str
    path: str  # file, relative to the repository
    line: int


def _registry_name(name: str) -> bool:
    return name == "CUSTOM" or name.endswith("RULES")


def _reference(node: ast.AST) -> str | None:
    """`f` or `module_alias.f` as written, or None for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return None


def _dict_entries(node: ast.AST) -> list[tuple[str, str]]:
    if not isinstance(node, ast.Dict):
        return []
    return [(k.value, _reference(v)) for k, v in zip(node.keys, node.values)
            if isinstance(k, ast.Constant) and isinstance(k.value, str) and _reference(v)]


def _registrations(tree: ast.Module) -> list[tuple[str, str]]:
    """(rule name, local function name) for every registration in one module."""
    out = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and _registry_name(target.id):
                out += _dict_entries(node.value)
            elif (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                  and _registry_name(target.value.id) and isinstance(target.slice, ast.Constant)
                  and _reference(node.value)):
                out.append((target.slice.value, _reference(node.value)))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            call = node.value
            if (isinstance(call.func, ast.Attribute) and call.func.attr == "update"
                    and isinstance(call.func.value, ast.Name) and _registry_name(call.func.value.id)
                    and call.args):
                out += _dict_entries(call.args[0])
        elif isinstance(node, ast.FunctionDef):
            for dec in node.decorator_list:
                if (isinstance(dec, ast.Call) and getattr(dec.func, "id", getattr(dec.func, "attr", ""))
                        in ("register", "rule") and dec.args and isinstance(dec.args[0], ast.Constant)):
                    out.append((dec.args[0].value, node.name))
    return out


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.Module, module: str) -> dict[str, tuple[str, str]]:
    """local name → (module, name) for `from X import name`, and → (module, "") for a module
    imported under a name (`from . import batching as R`, `import a.b as R`)."""
    out = {}
    package = module.rsplit(".", 1)[0]
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[:len(base) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                out[alias.asname or alias.name] = (source, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    out[alias.asname] = (alias.name, "")
    return out


def _resolve(ref: str, module: str, imports: dict) -> tuple[str, str]:
    """(module, function) that a reference written in `module` names."""
    head, _, attr = ref.partition(".")
    if not attr:
        return imports.get(head, (module, head))
    source, name = imports.get(head, ("", ""))
    return (f"{source}.{name}" if name else source), attr


class _Functions:
    """Top-level functions of the modules under the package, parsed when first asked for."""

    def __init__(self, root: Path):
        self.root = root
        self.cache: dict[str, dict[str, int]] = {}

    def path(self, module: str) -> Path:
        base = self.root.joinpath(*module.split("."))
        return base / "__init__.py" if base.is_dir() else base.with_suffix(".py")

    def line(self, module: str, name: str) -> int | None:
        if module not in self.cache:
            path = self.path(module)
            body = ast.parse(path.read_text()).body if path.exists() else []
            self.cache[module] = {n.name: n.lineno for n in body if isinstance(n, ast.FunctionDef)}
        return self.cache[module].get(name)


def registry(package_dir: Path) -> dict[str, Rule]:
    """Every named batching rule under `package_dir` (the tensorplay package)."""
    root = package_dir.parent
    functions = _Functions(root)
    out = {}
    for path in sorted(package_dir.rglob("*.py")):
        text = path.read_text()
        if "_generated" in path.parts or not ("RULES" in text or "CUSTOM" in text or "register(" in text):
            continue
        module = _module_name(path, root)
        tree = ast.parse(text)
        imports = _imports(tree, module)
        for name, ref in _registrations(tree):
            where, function = _resolve(ref, module, imports)
            line = functions.line(where, function)
            if line is not None:
                rel = functions.path(where).relative_to(root)
                out[name] = Rule(name, where, function, str(rel), line)
    return out


def _arg(sig: Signature, name):
    return next((a for a in sig.args if a.name == name), None) if isinstance(name, str) else None


def check_map(kind: str, value, sig: Signature, rules: dict[str, Rule] | None) -> str | None:
    """What is wrong with a one-key `vmap:` map, or None."""
    if kind == "dim":
        if not isinstance(value, str) or _arg(sig, value) is None:
            return f"dim: {value!r} must name an argument (one name, not a list)"
    elif kind == "reduction":
        if not isinstance(value, dict) or "dim" not in value or set(value) - {"dim", "keepdim"}:
            return "reduction needs {dim: <arg>, keepdim: <arg or bool>}"
        if value["dim"] is not None and _arg(sig, value["dim"]) is None:
            return f"dim argument {value['dim']!r} is not an argument"
        keep = value.get("keepdim", False)
        if not isinstance(keep, bool) and _arg(sig, keep) is None:
            return f"keepdim {keep!r} is neither an argument nor true/false"
    elif kind == "dims":
        if not isinstance(value, list) or not value:
            return "dims: a list of the int arguments that are dims"
        for name in value:
            a = _arg(sig, name)
            if a is None or a.type not in _DIM_TYPES:
                return f"dims: {name!r} is not an int (or int[]) argument"
    elif kind == "trailing":
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            return f"trailing: {value!r} must be a positive count of trailing dims"
    elif kind == "custom":
        if not isinstance(value, str):
            return f"custom: {value!r} must be the name of a registered rule"
        if rules is not None and value not in rules:
            near = sorted(n for n in rules if n[:3] == value[:3])
            return (f"custom: no batching rule is registered as {value!r}"
                    f"{f' (did you mean {near}?)' if near else ''}; named rules are registered in "
                    "the CUSTOM table of tensorplay/ops/shared/batch_rule_table.py")
    return None


def custom_rule(vmap, rules: dict[str, Rule] | None) -> Rule | None:
    """The Rule a `{custom: name}` names, else None."""
    if isinstance(vmap, dict) and "custom" in vmap and rules:
        return rules.get(vmap["custom"])
    return None
