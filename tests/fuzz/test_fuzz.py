"""The differential fuzzer at the CI budget: a fixed seed and number of calls (about 20 s on
one core), failing on any mismatch signature that tests/fuzz/known.py does not list.

The large run is `make fuzz FUZZ_CASES=200000` (or this module's last test with FUZZ_CASES set).
"""

from __future__ import annotations

import os

import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # the fuzzer compares with PyTorch: nothing to run without it
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

from .engine import fuzz, reproduction, signature
from .known import classify
from .report import render

CI_CASES, CI_SEED = 20_000, 0


def _fail_on_new(report) -> None:
    new = [s for s in report.found if classify(s)[0] == "NEW"]
    assert not new, "new mismatches with PyTorch (fix them, or review and list them in " \
        "tests/fuzz/known.py):\n" + "\n".join(
            f"  {s}\n    python -m tests.fuzz --repro '{reproduction(report.found[s])}'" for s in new)


def test_no_new_mismatch_at_the_ci_budget(torch, capsys):
    report = fuzz(torch, CI_CASES, CI_SEED)
    with capsys.disabled():
        print("\n" + render(report).splitlines()[0])
    _fail_on_new(report)


def test_an_unlisted_signature_is_new():
    case = {"op": "add", "sample": 0, "mode": "fn", "dtype": "float64", "seed": 0, "args": {},
            "negdim": False}
    assert classify(signature(case, "out: values differ"))[0] == "NEW"
    assert classify(signature(case, "torch refuses a number for a Tensor argument, "
                                    "tensorplay takes it"))[0] == "documented"


def test_a_case_replays_deterministically(torch):
    """The same seed draws the same cases and finds the same signatures."""
    a, b = fuzz(torch, 300, 7), fuzz(torch, 300, 7)
    assert a.found == b.found and a.counts == b.counts


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("FUZZ_CASES"), reason="the large run: set FUZZ_CASES")
def test_no_new_mismatch_at_a_large_budget(torch, capsys):
    report = fuzz(torch, int(os.environ["FUZZ_CASES"]), int(os.environ.get("FUZZ_SEED", "1")))
    with capsys.disabled():
        print("\n" + render(report))
    _fail_on_new(report)
