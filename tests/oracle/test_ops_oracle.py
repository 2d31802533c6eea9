"""PyTorch as the oracle for every op: each ops.yaml sample runs on tensorplay and on torch.

The case table (`cases.py`) is generated from ops.yaml; `run.py` holds the checks. A
mismatch fails unless docs/differences.md documents it (a deliberate difference) or
`PENDING` names the fix it waits for; a listed case that agrees with torch fails too, so
neither list outlives what it describes.
"""

from __future__ import annotations

import fnmatch

import pytest

from .cases import CASES, NO_COUNTERPART
from .differences import covering
from .run import checks

# Mismatches whose fix is owned elsewhere and not landed yet: case pattern -> the missing fix.
PENDING: dict[str, str] = {}

PARAMS = [(case, i) for case in CASES for i in range(len(case["samples"]))]


def _pending(name: str) -> str | None:
    return next((why for pattern, why in PENDING.items() if fnmatch.fnmatchcase(name, pattern)), None)


def run_case(case: dict, i: int, torch) -> tuple[dict[str, str], list[str]]:
    """(mismatches by case name, every case name run) for one sample of one op."""
    found, ran = {}, []
    for check, thunk in checks(case, i, torch):
        name = f"{case['name']}/{i}/{check}"
        ran.append(name)
        problem = thunk()
        if problem:
            found[name] = problem
    return found, ran


@pytest.mark.parametrize(("case", "i"), PARAMS, ids=[f"{c['name']}-{i}" for c, i in PARAMS])
def test_op_matches_torch(case, i, torch):
    found, ran = run_case(case, i, torch)
    unexplained = [f"{n}: {p}" for n, p in found.items() if not covering(n) and not _pending(n)]
    stale = [n for n in ran if n not in found and (covering(n) or _pending(n))]
    where = f"(ops.yaml:{case['line']}, torch: {case['torch_path']})"
    assert not unexplained, f"differs from torch {where}:\n  " + "\n  ".join(unexplained)
    assert not stale, (f"listed as differing from torch but agrees {where}: {stale}; "
                       "remove the entry from docs/differences.md or PENDING")


def test_every_op_has_a_counterpart_or_a_reason():
    for name, torch_field in NO_COUNTERPART.items():
        assert len(torch_field) > len("none — ") + 10, f"{name}: {torch_field!r} gives no reason"
    assert len(CASES) + len(NO_COUNTERPART) >= 100
