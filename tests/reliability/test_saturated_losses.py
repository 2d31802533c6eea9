"""Promise: a saturated input never turns a loss or its gradient into NaN where PyTorch's is a number.

Masked attention and padded vocabularies put -inf in logits; a confident classifier puts
probabilities of exactly 0 or 1 into binary_cross_entropy. A class-index loss reads only the
target class's log-probability, so a -inf elsewhere (or in a row skipped by `ignore_index`)
contributes nothing, and binary_cross_entropy clamps its logs at -100 and its gradient's
denominator at 1e-12, as PyTorch does. The NumPy and C paths agree on these inputs.
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.backends import c

INF = float("inf")
ROWS = [[0.0, -INF, 1.0], [1.0, 2.0, 3.0], [-INF, 0.5, -INF]]
TARGET = [2, 0, 1]


def _values(t):
    return np.asarray(t.detach().tolist(), dtype=np.float64)


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
@pytest.mark.parametrize("loss", ["cross_entropy", "nll_loss"])
def test_minus_inf_outside_the_target_class_is_no_nan(backend, loss, reduction):
    x = backend.tensor(ROWS, requires_grad=True)
    fn = getattr(backend.nn.functional, loss)
    out = fn(x, backend.tensor(TARGET), reduction=reduction)
    assert np.isfinite(_values(out)).all()
    out.sum().backward()
    assert np.isfinite(_values(x.grad)).all()
    # the finite reference: the -inf entries replaced by a very negative number
    finite = backend.tensor(np.nan_to_num(np.array(ROWS), neginf=-1e4).tolist())
    if loss == "nll_loss":  # nll_loss reads the input at the target only: same loss either way
        np.testing.assert_allclose(_values(out), _values(fn(finite, backend.tensor(TARGET), reduction=reduction)))
    else:
        np.testing.assert_allclose(_values(out), _values(fn(finite, backend.tensor(TARGET), reduction=reduction)),
                                   rtol=1e-6)


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_weighted_ignored_and_spatial_rows(backend, reduction):
    F = backend.nn.functional
    x = backend.tensor([[[0.0, -INF], [-INF, 1.0], [2.0, 3.0]],
                        [[-INF, -INF], [1.0, -INF], [0.5, 0.25]]])  # (N=2, C=3, d=2)
    target = backend.tensor([[2, 1], [0, 2]])  # the (n=1, d=0) target is -inf but ignored
    weight = backend.tensor([0.5, 2.0, 3.0])
    for fn in (F.cross_entropy, F.nll_loss):
        out = fn(x, target, weight=weight, ignore_index=0, reduction=reduction)
        assert np.isfinite(_values(out)).all(), fn.__name__
    # a row skipped by ignore_index holds -inf at its (ignored) target: still no NaN
    out = F.nll_loss(backend.tensor([[0.0, -INF], [1.0, 2.0]]), backend.tensor([1, 0]), ignore_index=1,
                     reduction=reduction)
    np.testing.assert_allclose(_values(out), {"none": [0.0, -1.0], "mean": -1.0, "sum": -1.0}[reduction])


def test_probability_targets_multiply_as_written(backend):
    # with class-probability targets 0 * -inf is NaN in PyTorch as well
    F = backend.nn.functional
    out = F.cross_entropy(backend.tensor([[0.0, -INF, 1.0]]), backend.tensor([[0.5, 0.0, 0.5]]), reduction="none")
    assert np.isnan(_values(out)).all()


@pytest.mark.skipif(c._ext is None, reason="C extension unavailable")
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_c_and_numpy_agree_on_minus_inf_logits(reduction):
    rng = np.random.default_rng(0)
    logits = rng.standard_normal((64, 128))
    logits[rng.random(logits.shape) < 0.2] = -np.inf
    target = rng.integers(0, 128, 64)
    logits[np.arange(64), target] = rng.standard_normal(64)  # the target class stays finite
    results = []
    for enabled in (True, False):
        previous = c.set_enabled(enabled)
        try:
            x = tp.tensor(logits, dtype=tp.float32, requires_grad=True)
            out = tp.nn.functional.cross_entropy(x, tp.tensor(target), reduction=reduction)
            out.sum().backward()
            results.append((out.detach().numpy(), x.grad.numpy()))
        finally:
            c.set_enabled(previous)
    (c_out, c_grad), (np_out, np_grad) = results
    assert np.isfinite(np_out).all() and np.isfinite(np_grad).all()
    np.testing.assert_allclose(c_out, np_out, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(c_grad, np_grad, rtol=1e-5, atol=1e-7)


def test_saturated_sigmoid_gives_a_finite_bce_gradient(backend):
    x = backend.tensor([20.0, -20.0, 0.5], requires_grad=True)
    backend.nn.functional.binary_cross_entropy(backend.sigmoid(x), backend.tensor([1.0, 0.0, 1.0])).backward()
    g = _values(x.grad)
    assert np.isfinite(g).all()
    assert g[0] == 0.0
    np.testing.assert_allclose(g[2], (1 / (1 + np.exp(-0.5)) - 1) / 3, rtol=1e-6)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_bce_on_exact_zero_and_one(backend, dtype):
    dt = getattr(backend, dtype)
    p = backend.tensor([0.0, 1.0, 0.0, 1.0, 0.3], dtype=dt, requires_grad=True)
    t = backend.tensor([0.0, 1.0, 1.0, 0.0, 0.5], dtype=dt)
    loss = backend.nn.functional.binary_cross_entropy(p, t, reduction="none")
    np.testing.assert_allclose(_values(loss)[:4], [0.0, 0.0, 100.0, 100.0])  # log clamped at -100
    loss.sum().backward()
    g = _values(p.grad)
    assert np.isfinite(g).all()
    # (p - t) / max(p (1 - p), 1e-12): 0 where the target agrees, ∓1e12 where it does not
    np.testing.assert_allclose(g[:4], [0.0, 0.0, -1e12, 1e12], rtol=1e-6)
    # and the gradient of the gradient (create_graph) is finite too
    p2 = backend.tensor([0.0, 1.0, 0.3], dtype=dt, requires_grad=True)
    (g1,) = backend.autograd.grad(backend.nn.functional.binary_cross_entropy(p2, backend.tensor([0.0, 1.0, 1.0], dtype=dt)),
                                  p2, create_graph=True)
    assert np.isfinite(_values(g1)).all()


@pytest.mark.parametrize("loss", ["cross_entropy", "nll_loss"])
def test_vmap_over_minus_inf_logits_is_no_nan(loss):
    fn = getattr(tp.nn.functional, loss)
    x = tp.tensor([ROWS, ROWS[::-1]])
    target = tp.tensor([TARGET, TARGET[::-1]])
    batched = tp.func.vmap(lambda a, t: fn(a, t, reduction="none"))(x, target)
    looped = [fn(x[i], target[i], reduction="none").tolist() for i in range(2)]
    np.testing.assert_allclose(batched.tolist(), looped)
    assert np.isfinite(batched.numpy()).all()
