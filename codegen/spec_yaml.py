"""Reading the op spec (tensorplay/ops/<family>/ops.yaml): UTF-8 text, a list of maps, every key
with its line, no duplicates."""

from __future__ import annotations

import ast
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = ROOT / "tensorplay" / "ops"
# The families, in the order their entries are read (and generated): tensorplay/ops/<family>/ops.yaml.
FAMILIES = ("creation", "pointwise", "binary", "reduction", "shape", "indexing", "linalg", "random",
            "nn", "loss")


class SpecError(Exception):
    """A malformed ops.yaml entry: the message names file, line, op and field."""



class _Loader(yaml.SafeLoader):
    """A YAML loader that records the line of every key and refuses duplicates."""


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> dict:
    mapping, lines = {}, {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, str):
            raise SpecError(f"{loader.spec_path}:{key_node.start_mark.line + 1}: "
                            f"{mapping.get('name', '?')}: {key!r}: a key must be a name")
        if key in mapping:
            raise SpecError(f"{loader.spec_path}:{key_node.start_mark.line + 1}: "
                            f"{mapping.get('name', '?')}: {key}: duplicate key")
        mapping[key] = loader.construct_object(value_node, deep=True)
        lines[key] = key_node.start_mark.line + 1
    mapping["__lines__"] = lines
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def strip_lines(value):
    if isinstance(value, dict):
        return {k: strip_lines(v) for k, v in value.items() if k not in ("__lines__", "__line__")}
    if isinstance(value, list):
        return [strip_lines(v) for v in value]
    return value


def _decode(path: Path, shown: str) -> str:
    """The file as text; a byte that is not UTF-8 is a spec error at its line."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise SpecError(f"{shown}:{line}: ?: file: byte {data[exc.start]:#04x} is not UTF-8 "
                        "(ops.yaml is UTF-8 text)") from None


def read_entries(path: Path, shown: str) -> list[dict]:
    """The top-level list of maps, each entry checked to be a map at its own line."""
    text = _decode(path, shown)
    loader = _Loader(text)
    loader.spec_path = shown
    try:
        root = loader.get_single_node()
        if root is None or not isinstance(root, yaml.SequenceNode):
            raise SpecError(f"{shown}:1: ?: file: must be a list of op entries")
        for item in root.value:
            if not isinstance(item, yaml.MappingNode):
                raise SpecError(f"{shown}:{item.start_mark.line + 1}: ?: entry: must be a map of "
                                f"fields (name:, signature:, ...), not a {item.id}")
        return loader.construct_document(root)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise SpecError(f"{shown}:{line}: ?: yaml: {getattr(exc, 'problem', exc)}") from None
    finally:
        loader.dispose()


def spec_files(path: Path) -> list[tuple[Path, str]]:
    """The files to read and how errors name them: for a spec folder, every family's
    `ops.yaml` as `tensorplay/ops/<family>/ops.yaml`; a single file (a test's broken spec) by name."""
    if not path.is_dir():
        return [(path, path.name)]
    shown = f"{path.parent.name}/{path.name}"
    return [(path / family / "ops.yaml", f"{shown}/{family}/ops.yaml") for family in FAMILIES]


def module_lines(path: Path) -> dict[str, int]:
    """Top-level function and class names of a module (and names it imports from another
    module, such as the dispatch layer's errors), each with its line, read without importing."""
    if not path.exists():
        return {}
    names = {}
    for n in ast.parse(path.read_text()).body:
        if isinstance(n, ast.FunctionDef | ast.ClassDef):
            names[n.name] = n.lineno
        elif isinstance(n, ast.ImportFrom) and n.level:
            names.update((a.asname or a.name, n.lineno) for a in n.names)
    return names


def module_functions(path: Path) -> set[str]:
    """The names `module_lines` finds."""
    return set(module_lines(path))


def module_signatures(path: Path) -> dict[str, ast.arguments]:
    """Top-level functions of a module and their parameter lists, read without importing it."""
    if not path.exists():
        return {}
    tree = ast.parse(path.read_text())
    return {n.name: n.args for n in tree.body if isinstance(n, ast.FunctionDef)}
