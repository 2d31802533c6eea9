"""Gradients at NaN the differential fuzzer (tests/fuzz) found different from PyTorch. Where a
NaN makes every comparison false, max/min (maximum, minimum, and their torch.max/torch.min
forms) give each input the whole gradient unless the other beats it — both inputs of a NaN
pair get it — while their JVP carries the tangent of `other` (self's only where it wins).
Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
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


X_LOGIT = [-1.0, 2.0, float("inf"), NAN, 0.5, 0.1, 0.8]


@pytest.mark.parametrize("eps", [None, 0.2])
def test_logit_gradient_outside_its_domain(backend, eps):
    """Without eps: NaN outside [0, 1] (the formula would give a finite value at -1 and 2), a
    constant there, so the second derivative is 0; with eps: 0 outside [eps, 1 - eps], also
    at NaN. The JVP is the same expression of the tangent."""
    tp = backend
    x = tp.tensor(X_LOGIT, dtype=tp.float64).requires_grad_()
    (g,) = tp.autograd.grad(tp.logit(x, eps), x, tp.ones_like(x), create_graph=True)
    (gg,) = tp.autograd.grad(g.sum(), x)
    _, tangent = tp.func.jvp(lambda v: tp.logit(v, eps), (x.detach(),), (tp.ones_like(x),))
    inside = [4.0, 100.0 / 9.0, 6.25]  # 1 / (x (1 - x)) at 0.5, 0.1, 0.8
    if eps is None:
        expected = [NAN] * 4 + inside
        second = [0.0, 0.0, NAN, NAN, 0.0, -0.8 / 0.0081, 23.4375]  # (2x - 1) / (x (1 - x))^2
    else:
        expected = [0.0] * 4 + [4.0, 0.0, 6.25]
        second = [0.0, 0.0, NAN, NAN, 0.0, 0.0, 23.4375]  # the masked branch's 0 * NaN at inf, NaN
    np.testing.assert_allclose(g.detach().numpy(), expected, rtol=1e-12)
    np.testing.assert_allclose(tangent.numpy(), expected, rtol=1e-12)
    np.testing.assert_allclose(gg.numpy(), second, rtol=1e-12)


@pytest.mark.parametrize("name", ["max", "min"])
def test_max_min_of_a_whole_tensor_share_the_gradient_by_its_nans(backend, name):
    """max()/min() of every element: the gradient is shared evenly by the elements equal to the
    result (ties), and by the NaNs when the result is NaN (amax/amin give NaN there)."""
    tp = backend
    f = getattr(tp, name)
    x = tp.tensor([[1.0, NAN], [NAN, 3.0]], dtype=tp.float64).requires_grad_()
    (g,) = tp.autograd.grad(f(x), x, tp.tensor(3.0, dtype=tp.float64), create_graph=True)
    assert g.tolist() == [[0.0, 1.5], [1.5, 0.0]] and not g.requires_grad
    y = tp.tensor([[1.0, 3.0], [3.0, 3.0]] if name == "max" else [[1.0, 3.0], [1.0, 3.0]],
                  dtype=tp.float64).requires_grad_()
    (g,) = tp.autograd.grad(f(y), y)
    expected = [[0.0, 1 / 3], [1 / 3, 1 / 3]] if name == "max" else [[0.5, 0.0], [0.5, 0.0]]
    np.testing.assert_allclose(g.numpy(), expected, rtol=1e-15)


@pytest.mark.parametrize("name", ["smooth_l1_loss", "huber_loss"])
def test_piecewise_losses_at_inf_and_nan(backend, name):
    """An infinite difference takes the linear piece, whose slope is ±1 (the quadratic piece's
    0 * inf made NaN); a NaN difference has a NaN slope (jvp too) and a zero second
    derivative, as PyTorch's backward kernels and their double backward."""
    tp = backend
    f = getattr(tp.nn.functional, name)
    x = tp.tensor([0.5, 3.0, NAN, INF, -INF], dtype=tp.float64).requires_grad_()
    t = tp.zeros(5, dtype=tp.float64)
    (g,) = tp.autograd.grad(f(x, t, reduction="none").sum(), x, create_graph=True)
    (gg,) = tp.autograd.grad(g.sum(), x)
    _, tangent = tp.func.jvp(lambda v: f(v, t, reduction="none"), (x.detach(),), (tp.ones_like(x),))
    np.testing.assert_array_equal(g.detach().numpy(), [0.5, 1.0, NAN, 1.0, -1.0])
    np.testing.assert_array_equal(tangent.numpy(), [0.5, 1.0, NAN, 1.0, -1.0])
    np.testing.assert_array_equal(gg.numpy(), [1.0, 0.0, 0.0, 0.0, 0.0])
