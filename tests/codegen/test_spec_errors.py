"""A malformed ops.yaml fails with `ops.yaml:<line>: <op>: <field>: <what is wrong>`."""

import importlib
from pathlib import Path

import pytest

from codegen.spec import SpecError, load

CASES = sorted(p for p in (Path(__file__).parent / "broken_specs").iterdir() if p.is_dir())


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_broken_spec_message(case):
    expected = (case / "expected.txt").read_text().strip()
    with pytest.raises(SpecError) as info:
        load(case / "ops.yaml")
    assert str(info.value).startswith(expected), str(info.value)


def test_real_spec_loads_and_has_every_rule_field():
    ops = load()
    assert len(ops) >= 20
    for op in ops:
        assert op.doc
        assert op.tests.get("samples"), f"{op.name} has no test samples"


def test_generated_module_names_are_not_shadowed():
    """Generated code reaches helpers qualified (`H.x`, `K.x`) and other ops through the table
    (`O.x`), so no helper can replace one of a family module's own names, and none is
    imported into it by name."""
    from codegen.spec_yaml import FAMILIES
    from tensorplay.dispatch import dispatcher as _dispatch
    from tensorplay.ops.shared import formulas as _formula_helpers
    from tensorplay.ops.shared import kernels as _kernels

    helpers = {id(f) for m in (_formula_helpers, _kernels) for f in vars(m).values() if callable(f)}
    for family in FAMILIES:
        generated = importlib.import_module(f"tensorplay.ops.{family}._generated")
        # the dispatcher's names, where the family uses them (unused imports are dropped)
        for name in ("any_interpreter", "call"):
            assert getattr(generated, f"_{name}", getattr(_dispatch, name)) is getattr(_dispatch, name)
        assert generated._call is _dispatch.call
        own = {id(generated.OpDef)}
        imported = [n for n, v in vars(generated).items()
                    if callable(v) and id(v) in helpers - own and getattr(v, "__module__", "") in
                    (_formula_helpers.__name__, _kernels.__name__)]
        assert imported == [], family


def test_named_batching_rules_are_attached_as_functions():
    """A `{custom: name}` rule is resolved when the code is generated: the OpDef holds the
    registered function (the registry read by codegen/rules.py agrees with the one in use)."""
    from codegen.rules import registry
    from codegen.spec import ROOT
    from tensorplay.core.optable import OPS
    from tensorplay.ops.shared.batch_rule_table import CUSTOM

    named = registry(ROOT / "tensorplay")
    assert set(named) == set(CUSTOM)
    custom = [(n, o) for n, o in OPS.items() if isinstance(o.vmap, dict) and "custom" in o.vmap]
    assert custom
    for name, op in custom:
        assert op.vmap_rule is CUSTOM[op.vmap["custom"]], name


def test_generated_family_modules_import_only_what_they_use():
    """The family template lists every helper a section may call; codegen drops the imports a
    family's sections do not use, so each import line names something the module calls."""
    import re
    from pathlib import Path

    from codegen.spec_yaml import FAMILIES

    root = Path(__file__).resolve().parents[2]
    for family in FAMILIES:
        text = (root / "tensorplay" / "ops" / family / "_generated.py").read_text(encoding="utf-8")
        imports = re.findall(r"^(?:from \S+ )?import \S+ as (\S+)$", text, re.M)
        code = "\n".join(line for line in text.splitlines() if " import " not in line)
        unused = [a for a in imports if not re.search(rf"\b{re.escape(a)}\b", code)]
        assert imports and unused == [], (family, unused)
