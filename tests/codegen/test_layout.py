"""The one-folder-per-family layout: what `make generate` writes is what docs/adding-an-op.md
lists, the families load in the order the spec is read, and each family's generated module
holds exactly the ops of its ops.yaml."""

import importlib
import re

from codegen.render import render_all
from codegen.spec import ROOT, load
from codegen.spec_yaml import FAMILIES


def test_adding_an_op_lists_exactly_the_generated_files():
    written = set(render_all())
    page = (ROOT / "docs" / "adding-an-op.md").read_text()
    table = page[page.index("It writes exactly these files"):page.index("Commit them with")]
    listed = set(re.findall(r"^\| `([^`]+)`", table, re.M))
    per_family = {f"tensorplay/ops/{f}/_generated.py" for f in FAMILIES}
    assert per_family <= written
    assert listed == (written - per_family) | {"tensorplay/ops/<family>/_generated.py"}


def test_families_load_in_spec_order():
    source = (ROOT / "tensorplay" / "ops" / "__init__.py").read_text()
    assert tuple(re.findall(r"^from \.(\w+) import _generated", source, re.M)) == FAMILIES


def test_each_family_module_holds_its_own_ops():
    by_family: dict[str, set[str]] = {f: set() for f in FAMILIES}
    for op in load():
        by_family[op.spec_file.split("/")[2]].add(op.name)
    for family, names in by_family.items():
        module = importlib.import_module(f"tensorplay.ops.{family}._generated")
        assert set(module.OPS) | set(module.FUSED) <= names, family
        defined = {n for n in names if f"_op_{n.replace('.', '_')}" in vars(module)
                   or f"_{n.replace('.', '_')}_composite" in vars(module)}
        assert defined == names, family
