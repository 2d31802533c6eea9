"""PyTorch as the oracle for every op: each ops.yaml sample runs on tensorplay and on torch.

The case table (`cases.py`) is generated from ops.yaml; `run.py` holds the checks. A
mismatch fails unless docs/differences.md documents it (a deliberate difference, with its
reason and a pinning test); a listed pattern that matches no mismatch fails too, so the page
never outlives what it describes.
"""

from __future__ import annotations

import fnmatch
import functools

import pytest

from .cases import CASES, NO_COUNTERPART
from .differences import covering, differences
from .run import checks

PARAMS = [(case, i) for case in CASES for i in range(len(case["samples"]))]


@functools.cache
def run_case(k: int, i: int, torch) -> tuple[dict[str, str], tuple[str, ...]]:
    """(mismatches by case name, every case name run) for sample `i` of CASES[k]."""
    case = CASES[k]
    found, ran = {}, []
    for check, thunk in checks(case, i, torch):
        name = f"{case['name']}/{i}/{check}"
        ran.append(name)
        problem = thunk()
        if problem:
            found[name] = problem
    return found, tuple(ran)


@pytest.mark.parametrize(("k", "i"), [(CASES.index(c), i) for c, i in PARAMS],
                         ids=[f"{c['name']}-{i}" for c, i in PARAMS])
def test_op_matches_torch(k, i, torch):
    found, _ = run_case(k, i, torch)
    unexplained = [f"{n}: {p}" for n, p in found.items() if not covering(n)]
    case = CASES[k]
    where = f"({case['where']}, torch: {case['torch_path']})"
    assert not unexplained, f"differs from torch {where}:\n  " + "\n  ".join(unexplained)


def test_listed_mismatches_still_occur(torch):
    """A differences.md `Oracle:` pattern that matches no mismatch is stale."""
    found = {}
    for case, i in PARAMS:
        found.update(run_case(CASES.index(case), i, torch)[0])
    patterns = [p for d in differences() for p in d.oracle if not p.startswith("table/")]
    stale = [p for p in patterns if not any(fnmatch.fnmatchcase(n, p) for n in found)]
    assert not stale, f"these listed mismatches no longer occur (remove them): {stale}"


def test_every_op_has_a_counterpart_or_a_reason():
    for name, torch_field in NO_COUNTERPART.items():
        assert len(torch_field) > len("none — ") + 10, f"{name}: {torch_field!r} gives no reason"
    assert len(CASES) + len(NO_COUNTERPART) >= 100
