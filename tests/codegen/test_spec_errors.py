"""A malformed ops.yaml fails with `ops.yaml:<line>: <op>: <field>: <what is wrong>`."""

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
    """A helper named like one of the generated module's imports would replace it."""
    from tensorplay import _dispatch
    from tensorplay._generated import ops as generated

    assert generated._any_interpreter is _dispatch.any_interpreter
    assert generated._call_base is _dispatch.call_base
    assert generated._bind is _dispatch.bind
