"""pytest wiring for the documentation tests (tests/docs).

The fence-finding helpers live in `_docs_fences.py`; this directory is put on
`sys.path` so the test modules can import it whatever pytest's import mode.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from _docs_fences import fence_groups  # noqa: E402


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "fence_group" in metafunc.fixturenames:
        groups = fence_groups()
        metafunc.parametrize("fence_group", groups, ids=[g.id for g in groups])
