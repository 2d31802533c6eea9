"""The exhaustive tables (`tables.py`) compared with PyTorch: creation from Python data and
NumPy arrays, binary-op promotion, reduction dtypes, conversions and printing.

As for the ops, a mismatch fails unless docs/differences.md lists it (`table/<table>/<case>`),
and a listed table pattern that matches no mismatch is stale.
"""

from __future__ import annotations

import fnmatch
import functools

import pytest

import tensorplay as tp

from .compare import attempt, differ
from .differences import covering, differences
from .tables import TABLES


@functools.cache
def mismatches(table: str, torch) -> dict[str, str]:
    found = {}
    for name, fn in TABLES[table]():
        problem = differ(attempt(lambda fn=fn: fn(tp)), attempt(lambda fn=fn: fn(torch)))
        if problem:
            found[f"table/{table}/{name}"] = problem
    return found


@pytest.mark.parametrize("table", list(TABLES))
def test_table_matches_torch(table, torch):
    unexplained = [f"{n}: {p}" for n, p in mismatches(table, torch).items() if not covering(n)]
    assert not unexplained, f"{len(unexplained)} differ from torch:\n  " + "\n  ".join(unexplained)


def test_listed_table_differences_still_occur(torch):
    found = [n for table in TABLES for n in mismatches(table, torch)]
    patterns = [p for d in differences() for p in d.oracle if p.startswith("table/")]
    stale = [p for p in patterns if not any(fnmatch.fnmatchcase(n, p) for n in found)]
    assert not stale, f"these listed differences no longer occur (remove them): {stale}"
