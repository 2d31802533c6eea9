"""The logic of the speed tools in benchmarks/ (nothing here is timed).

check.py's comparison with the baseline (a row is flagged when its ratio to PyTorch is more than
10 % over the baseline's, or when a baseline row no longer runs), its --update round trip, and
per_op.py's input recipe (op_inputs.py): every op it lists gets inputs both libraries accept.
"""

from __future__ import annotations

import json
import math
import os
import sys
import warnings

import pytest

BENCH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                     "benchmarks")
sys.path.insert(0, BENCH)
import check  # noqa: E402
import op_inputs  # noqa: E402
import per_op  # noqa: E402


def _now(**ratios):
    return {name.replace("_", " "): {"ratio": r, "floor": False} for name, r in ratios.items()}


def test_a_row_more_than_ten_percent_worse_is_flagged():
    base = {"a": 1.0, "b": 2.0, "c": 0.5}
    now = _now(a=1.09, b=2.3, c=0.4)
    by_row = {r["row"]: r for r in check.compare(base, now)}
    assert by_row["a"]["status"] == "ok"
    assert by_row["b"]["status"] == "WORSE"
    assert by_row["b"]["change"] == pytest.approx(15.0)
    assert by_row["c"]["status"] == "ok" and by_row["c"]["change"] == pytest.approx(-20.0)
    assert [r["row"] for r in check.flagged(check.compare(base, now))] == ["b"]


def test_the_threshold_is_a_parameter():
    results = check.compare({"a": 1.0}, _now(a=1.06), threshold=0.05)
    assert results[0]["status"] == "WORSE"


def test_a_row_under_the_floor_is_shown_but_not_flagged():
    now = {"op": {"ratio": 3.0, "floor": True}}
    results = check.compare({"op": 1.0}, now)
    assert results[0]["status"] == "floor" and not check.flagged(results)


def test_missing_rows_are_flagged_and_new_rows_are_not():
    results = check.compare({"gone": 1.0, "kept": 1.0}, _now(kept=1.0, added=5.0))
    status = {r["row"]: r["status"] for r in results}
    assert status == {"gone": "MISSING", "kept": "ok", "added": "new"}
    assert [r["row"] for r in check.flagged(results)] == ["gone"]
    text = check.table(results)
    assert "MISSING" in text and "1 row(s) flagged" in text


def test_update_round_trip(tmp_path, capsys):
    path = str(tmp_path / "baseline.json")
    now = _now(a=1.23456, b=0.5)
    assert check.main(["--update", "--baseline", path], measure=lambda only=None: now) == 0
    data = json.loads((tmp_path / "baseline.json").read_text())
    assert data["rows"] == {"a": 1.2346, "b": 0.5}
    assert {"platform", "cpus", "numpy", "torch", "date", "commit"} <= set(data["meta"])
    assert check.load(path) == data["rows"]
    assert check.main(["--baseline", path], measure=lambda only=None: now) == 0
    assert check.main(["--baseline", path], measure=lambda only=None: _now(a=1.5, b=0.5)) == 1
    assert "WORSE" in capsys.readouterr().out


def test_no_baseline_fails(tmp_path):
    assert check.main(["--baseline", str(tmp_path / "none.json")], measure=lambda only=None: {}) == 1


def test_the_quick_subset_is_in_the_spec():
    assert len(per_op.op_names(quick=True)) == len(per_op.QUICK)


def _largest(name, sample):
    return max(map(math.prod, op_inputs.tensor_shapes(op_inputs.INFO[name], sample)), default=0)


@pytest.mark.parametrize("name", per_op.op_names())
def test_the_recipe_builds_inputs_both_libraries_accept(name):
    """The inputs of the 16-element cells and of scaled cells (at PROBE, 4096 elements: the
    recipe does not depend on the size) run in tensorplay and, when installed, in PyTorch (or
    NumPy); a scaled input has about the size asked for."""
    if name in per_op.NO_COUNTERPART and name not in op_inputs.NUMPY_REF:
        pytest.skip("no reference: not timed")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for n in (op_inputs.SMALL, op_inputs.PROBE):
            use, note, _ = op_inputs.choose_input(name, n)
            if use is None:
                assert n > op_inputs.SMALL and note
                continue
            mine, ref, _ = op_inputs.sides(name, use)
            mine.fwd()
            if ref is not None:
                ref.fwd()
            if n > op_inputs.SMALL and use is not op_inputs.first_float_sample(op_inputs.INFO[name]):
                assert n / 4 <= _largest(name, use) <= 4 * n


def test_a_worse_row_is_timed_again_and_its_better_ratio_counts(tmp_path, capsys):
    path = str(tmp_path / "baseline.json")
    check.write(path, _now(a=1.0, b=1.0), meta={})
    asked = []

    def measure(only=None):
        asked.append(only)
        return _now(a=1.3, b=1.0) if only is None else _now(a=1.05)

    assert check.main(["--baseline", path], measure=measure) == 0
    assert asked == [None, {"a"}]
    asked.clear()
    assert check.main(["--baseline", path, "--no-recheck"], measure=measure) == 1
    assert asked == [None]
    capsys.readouterr()
