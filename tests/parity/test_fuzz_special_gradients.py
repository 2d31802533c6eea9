"""Derivatives at special inputs (zero, inf, NaN) where the differential fuzzer (tests/fuzz)
found TensorPlay answering otherwise than PyTorch, the round after test_fuzz_special_values.py.
Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np

INF, NAN = float("inf"), float("nan")


def _t(tp, values, grad=False):
    t = tp.tensor(np.asarray(values, dtype=np.float64))
    return t.requires_grad_() if grad else t


def _eq(actual, expected):
    np.testing.assert_array_equal(np.asarray(actual.detach().numpy()), np.asarray(expected, dtype=np.float64))


def test_xlogy_gradient_at_zero_self_is_log_other_unless_other_is_not_positive(backend):
    """d xlogy / d self is xlogy(grad, other), zeroed only where self == 0 and other <= 0:
    at self = 0 and other = 2 it is log 2 (it was 0); the JVP likewise."""
    tp = backend
    ys = [2.0, 0.5, 1.0, 0.0, -1.0, INF, -INF, NAN]
    for xv in (0.0, 1.0):
        x, y = _t(tp, [xv] * len(ys), grad=True), _t(tp, ys, grad=True)
        gx, gy = tp.autograd.grad(tp.xlogy(x, y).sum(), (x, y))
        with np.errstate(all="ignore"):
            logs = np.log(np.asarray(ys))
        expected = np.where((xv == 0) & (np.asarray(ys) <= 0), 0.0, logs)
        _eq(gx, expected)
        ones = tp.ones(len(ys), dtype=tp.float64)
        _, tangent = tp.func.jvp(lambda a: tp.xlogy(a, y.detach()), (x.detach(),), (ones,))
        _eq(tangent, expected)
    assert np.isnan(gy.numpy()[7]) and gy.numpy()[0] == 0.5
