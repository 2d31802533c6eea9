"""The logic of per_op.py's outlier attribution (benchmarks/op_attribution.py); nothing is timed.

Which cells a hand-written reason covers, the class of an outlier cell, the counts the page
prints, and the recording of the kernel call per_op.py times alone (an op's own kernel, an
alias's one kernel, none for a composite of several calls).
"""

from __future__ import annotations

import os
import sys

import numpy as np

import tensorplay as tp
from tensorplay.core import optable

BENCH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                     "benchmarks")
sys.path.insert(0, BENCH)
import op_attribution as A  # noqa: E402


def test_a_reason_covers_the_cells_its_scope_names():
    assert A.covers("no scope: every cell", "fwd+bwd 16")
    assert A.covers("1M: both modes", "fwd 1M") and A.covers("1M: both modes", "fwd+bwd 1M")
    assert not A.covers("1M: both modes", "fwd 16")
    assert A.covers("fwd 1M: x", "fwd 1M") and not A.covers("fwd 1M: x", "fwd+bwd 1M")
    assert A.covers("fwd+bwd: x", "fwd+bwd 16") and not A.covers("fwd+bwd: x", "fwd 16")
    two = "fwd 1M: a view; fwd+bwd 1M: np.add.at"
    assert A.covers(two, "fwd+bwd 1M") and not A.covers(two, "fwd 16")
    assert not A.covers(None, "fwd 1M") and not A.covers("", "fwd 1M")


def test_the_class_of_a_cell():
    assert A.classify("fwd 1M", 3.0, 2.9, None) == "kernel"
    assert A.classify("fwd 1M", 3.0, 1.2, None) == "overhead"
    assert A.classify("fwd 1M", 3.0, None, None) == "unattributed"
    assert A.classify("fwd 1M", 3.0, None, "1M: a reason") == "stated"
    assert A.classify("fwd 1M", 3.0, 2.9, "1M: a reason") == "stated"
    # a measured overhead-bound cell is no stated reason, whatever the notes say
    assert A.classify("fwd 1M", 3.0, 1.2, "1M: a reason") == "overhead"
    assert A.classify("fwd 16", 3.0, None, "1M: a reason") == "unattributed"


def test_counts_add_up_to_the_outliers():
    rows = [{"op": "a", "kernel": {"fwd 1M": {"ratio": 2.0}}},
            {"op": "b", "kernel": {"fwd 1M": {"ratio": 1.1}, "fwd 16": {"ratio": None}}},
            {"op": "c", "kernel": {}}]
    worst = [("a", "fwd 1M", 3.0), ("b", "fwd 1M", 2.0), ("b", "fwd 16", 2.0),
             ("c", "fwd+bwd 1M", 2.0), ("c", "fwd 1M", 1.6)]
    n = A.counts(rows, worst, {"c": "fwd 1M: stated"})
    assert n == {"stated": 1, "kernel": 1, "overhead": 1, "unattributed": 2}
    assert sum(n.values()) == len(worst)


def test_record_finds_the_kernel_call_and_restores_the_op():
    a, b = tp.randn(8), tp.randn(8)
    op = optable.OPS["hypot"]
    before = (op.kernel, op.c_forward)
    name, fn, args, kwargs = A.record("hypot", lambda: tp.hypot(a, b), optable.OPS, optable.FUSED)
    assert (op.kernel, op.c_forward) == before
    assert name == "hypot" and fn is op.kernel
    assert all(type(x) is np.ndarray for x in args)
    np.testing.assert_array_equal(fn(*args, **kwargs), tp.hypot(a, b).numpy())


def test_an_alias_is_attributed_to_its_one_kernel_and_a_many_call_composite_to_none():
    x = tp.randn(12)
    kernels = {name: (o.kernel, o.c_forward, o.kernel_into, o.ufunc)
               for name, o in optable.OPS.items()}
    found = A.record("absolute", lambda: tp.absolute(x), optable.OPS, optable.FUSED)
    assert found is not None and found[0] == "abs"
    assert A.record("tensor_split.sections", lambda: tp.tensor_split(x, 3),
                    optable.OPS, optable.FUSED) is None
    assert kernels == {name: (o.kernel, o.c_forward, o.kernel_into, o.ufunc)
                       for name, o in optable.OPS.items()}
