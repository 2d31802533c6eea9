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
        assert generated._any_interpreter is _dispatch.any_interpreter
        assert generated._call_base is _dispatch.call_base
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
