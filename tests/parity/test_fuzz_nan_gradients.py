"""Gradients at NaN the differential fuzzer (tests/fuzz) found different from PyTorch. Where a
NaN makes every comparison false, max/min (maximum, minimum, and their torch.max/torch.min
forms) give each input the whole gradient unless the other beats it — both inputs of a NaN
pair get it — while their JVP carries the tangent of `other` (self's only where it wins).
Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import pytest

NAN, INF = float("nan"), float("inf")
A = [NAN, 1.0, NAN, 2.0, 1.0, INF, 1.0]
B = [1.0, NAN, NAN, 1.0, 1.0, INF, 2.0]
# (gradient of self, gradient of other, JVP) for a cotangent of 3, tangents 1 (self), 2 (other)
EXPECTED = {
    "maximum": ([3, 3, 3, 3, 1.5, 1.5, 0], [3, 3, 3, 0, 1.5, 1.5, 3], [2, 2, 2, 1, 1.5, 1.5, 2]),
    "minimum": ([3, 3, 3, 0, 1.5, 1.5, 3], [3, 3, 3, 3, 1.5, 1.5, 0], [2, 2, 2, 2, 1.5, 1.5, 1]),
}


@pytest.mark.parametrize("name", ["maximum", "minimum", "max", "min"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_max_min_of_two_tensors_at_nan_and_ties(backend, name, dtype):
    tp = backend
    f, dt = getattr(tp, name), getattr(tp, dtype)
    a = tp.tensor(A, dtype=dt).requires_grad_()
    b = tp.tensor(B, dtype=dt).requires_grad_()
    ga, gb = tp.autograd.grad(f(a, b), (a, b), tp.full((len(A),), 3.0, dtype=dt))
    _, tangent = tp.func.jvp(f, (a.detach(), b.detach()), (tp.ones(len(A), dtype=dt), tp.full((len(A),), 2.0, dtype=dt)))
    expected = EXPECTED["maximum" if name in ("maximum", "max") else "minimum"]
    assert (ga.tolist(), gb.tolist(), tangent.tolist()) == expected
