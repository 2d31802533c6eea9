"""The house stays walkable: the layering and size rules of the package, checked on its source
(tests/ci/architecture.py measures; `python -m tests.ci.architecture` prints the figures).

- no import circle of more than two modules, counting function-local imports too;
- `tensorplay/core/` imports nothing above it;
- at most 15 function-local imports of tensorplay modules (each one a hidden edge);
- an op's graph node is made in one place, `autograd.record.record`; generated code makes none;
- no hand-written module over 800 lines (the generator's modules too, and no import circle among them);
- at most 30 lines of generated op code per op (the op's section, not a page of fast paths).
"""

from __future__ import annotations

import ast

from .architecture import (
    CODEGEN,
    ROOT,
    circles,
    generated_lines_per_op,
    imports,
    is_generated,
    python_files,
)

MODULES = python_files()
EDGES, LOCAL = imports(MODULES)


def test_no_import_circle_of_more_than_two_modules():
    big = [c for c in circles(EDGES) if len(c) > 2]
    assert big == [], f"import circles of more than two modules: {big}"


def test_core_imports_nothing_above_it():
    up = {m: sorted(t for t in EDGES[m] if not t.startswith("tensorplay.core"))
          for m in MODULES if m.startswith("tensorplay.core")}
    assert {m: t for m, t in up.items() if t} == {}


def test_few_function_local_imports():
    where = [f"{MODULES[m].relative_to(ROOT)}:{line} -> {t}" for m, line, t in LOCAL]
    assert len(where) <= 15, "\n".join(where)


def test_op_nodes_are_made_only_by_record():
    """`op.node_cls` (an op's generated OpNode subclass) is instantiated in autograd/record.py
    only, and generated modules construct no object of any `...Backward` class."""
    found = []
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        generated = is_generated(path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            src = ast.unparse(node.func)
            makes = src.endswith("node_cls") or (
                src in ("_new", "object.__new__") and node.args
                and ast.unparse(node.args[0]).endswith(("node_cls", "Backward0")))
            if generated and (makes or src.endswith("Backward0")):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            elif makes and name != "tensorplay.autograd.record":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_no_hand_written_module_over_800_lines():
    long = {m: n for m, p in MODULES.items() if not is_generated(p)
            and (n := len(p.read_text(encoding="utf-8").splitlines())) > 800}
    assert long == {}


def test_generated_op_code_is_short():
    lines, ops = generated_lines_per_op()
    assert ops > 300, "the family modules mark each op's section"
    assert lines / ops <= 30, f"{lines} generated lines for {ops} ops: {lines / ops:.1f} per op"


def test_the_generator_is_short_files_without_a_circle():
    modules = python_files(CODEGEN)
    edges, _ = imports(modules)
    assert [c for c in circles(edges) if len(c) > 1] == []
    long = {m: n for m, p in modules.items()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800}
    assert long == {}
