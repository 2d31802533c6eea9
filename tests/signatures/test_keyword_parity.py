"""Every keyword PyTorch takes on a name TensorPlay shares with it is taken by TensorPlay with
PyTorch's meaning: both libraries are CALLED with the keyword (probe.py) and must agree.

Deliberate exclusions are one reviewed list (exclusions.py); today's gaps are strict xfails
(known_missing.py), so the list shrinks as they are fixed. `python -m tests.signatures` prints
the figures.
"""

from __future__ import annotations

import pytest

from tests.torch_oracle import have_torch

from .exclusions import EXCLUDED, excluded
from .known_missing import KNOWN_MISSING


def _pairs() -> list[tuple[str, str]]:
    if not have_torch():
        return []
    import torch

    from .report import pairs
    return pairs(torch)


PAIRS = _pairs()


@pytest.mark.parametrize(("name", "keyword"), PAIRS, ids=[f"{n}:{k}" for n, k in PAIRS])
def test_keyword_has_torchs_meaning(torch, request, name, keyword):
    from .report import outcome

    why = excluded(name, keyword)
    if why:
        pytest.skip(f"excluded: {why}")
    key = f"{name}:{keyword}"
    if key in KNOWN_MISSING:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN_MISSING[key]))
    result = outcome(torch, name, keyword)
    if result.status == "unprobed" and key not in KNOWN_MISSING:
        pytest.skip(result.detail)
    assert result.status == "accepted", f"{key}: {result.status}: {result.detail}"


def test_lists_name_real_keywords(torch):
    """An entry of known_missing.py or exclusions.py that matches no keyword is stale."""
    import fnmatch

    keys = {f"{n}:{k}" for n, k in PAIRS}
    assert not set(KNOWN_MISSING) - keys, f"not a keyword of torch: {set(KNOWN_MISSING) - keys}"
    assert not [k for k in KNOWN_MISSING if excluded(*k.split(":"))], "both known and excluded"
    unused = [p for p in EXCLUDED if not fnmatch.filter(keys, p)]
    assert not unused, f"exclusions that match no keyword: {unused}"


def test_figures(torch, capsys):
    from .report import figures

    numbers = figures(torch)
    with capsys.disabled():
        print("\nkeyword parity with PyTorch: " + ", ".join(f"{k.strip()} {v}" for k, v in numbers.items()))
    assert numbers["missing"] == len(KNOWN_MISSING)
