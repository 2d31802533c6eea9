"""docs/differences.md is well formed: unique ids, a reason and existing pinning tests."""

import ast
from pathlib import Path

from .differences import differences

ROOT = Path(__file__).resolve().parents[2]


def _test_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
    return names


def test_entries_are_unique_and_reasoned():
    entries = differences()
    assert entries, "docs/differences.md lists no differences"
    ids = [d.id for d in entries]
    assert len(ids) == len(set(ids)), f"duplicate ids: {ids}"
    for d in entries:
        assert len(d.reason) > 20, f"{d.id}: the reason is too short to explain anything"
        assert d.pinned_by, f"{d.id}: no pinning test"


def test_pinning_tests_exist():
    for d in differences():
        for node_id in d.pinned_by:
            path, _, name = node_id.partition("::")
            file = ROOT / path
            assert file.exists(), f"{d.id}: {path} does not exist"
            assert name.split("[")[0] in _test_names(file), f"{d.id}: {node_id} does not exist"


def test_page_is_in_the_site_nav():
    assert "differences.md" in (ROOT / "mkdocs.yml").read_text()
