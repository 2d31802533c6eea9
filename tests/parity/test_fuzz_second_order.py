"""Second-order graph structure the differential fuzzer (tests/fuzz) found different from
PyTorch: after `autograd.grad(..., create_graph=True)`, whether a first-order gradient
requires grad (PyTorch's backward kernels take the forward input as an argument whose
derivative is zero, so a further grad gives zeros, not an error), and a zero gradient
where the input does not reach the output (addmm with beta=0) rather than None. Stated once,
run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

RNG = np.random.default_rng(5)


def _leaves(tp, *shapes):
    return [tp.tensor(RNG.standard_normal(s)).requires_grad_() for s in shapes]


def _second_order(tp, f, *shapes):
    """Gradients with create_graph=True, which of them require grad, and the grad of their sum."""
    xs = _leaves(tp, *shapes)
    out = f(tp, *xs)
    grads = tp.autograd.grad(out, xs, tp.ones_like(out), allow_unused=True, create_graph=True)
    flags = [None if g is None else g.requires_grad for g in grads]
    terms = [g.sum() for g in grads if g is not None and g.requires_grad]
    again = tp.autograd.grad(sum(terms), xs, allow_unused=True) if terms else None
    return flags, again


def _is_zero(tp, t) -> bool:
    """All zeros (torch may answer with a ZeroTensor, which has no storage to read)."""
    return bool((t == tp.zeros(t.shape, dtype=t.dtype)).all())


MASKED = {
    "relu": lambda tp, x: tp.relu(x),
    "leaky_relu": lambda tp, x: tp.nn.functional.leaky_relu(x, 0.2),
    "hardtanh": lambda tp, x: tp.nn.functional.hardtanh(x, -0.5, 0.5),
    "max_pool2d": lambda tp, x: tp.nn.functional.max_pool2d(x, 2),
    "avg_pool2d": lambda tp, x: tp.nn.functional.avg_pool2d(x, 2),
    "vector_norm_1": lambda tp, x: tp.linalg.vector_norm(x, 1, dim=-1),
    "vector_norm_inf": lambda tp, x: tp.linalg.vector_norm(x, float("inf"), dim=-1),
}


@pytest.mark.parametrize("name", sorted(MASKED))
def test_masked_gradients_require_grad_and_differentiate_to_zeros(backend, name):
    tp = backend
    flags, again = _second_order(tp, MASKED[name], (1, 2, 4, 4))
    assert flags == [True]
    assert again is not None and _is_zero(tp, again[0])


def test_conv2d_and_batch_norm_bias_gradients_require_grad(backend):
    tp = backend

    def conv(tp, x, w, b):
        return tp.nn.functional.conv2d(x, w, b)

    def bn(tp, x, w, b):
        return tp.nn.functional.batch_norm(x, None, None, w, b, training=True)

    flags, again = _second_order(tp, conv, (2, 3, 5, 5), (4, 3, 3, 3), (4,))
    assert flags == [True, True, True] and again[2] is None
    flags, again = _second_order(tp, bn, (2, 3, 2, 2), (3,), (3,))
    assert flags == [True, True, True] and again[2] is None


@pytest.mark.parametrize("shape", [(2, 4), (4,), (2, 1)])
def test_addmm_beta_zero_gives_self_a_zero_gradient(backend, shape):
    tp = backend
    s, a, b = _leaves(tp, shape, (2, 3), (3, 4))
    out = tp.addmm(s, a, b, beta=0)
    g = tp.autograd.grad(out, [s, a, b], tp.ones_like(out))
    assert np.array_equal(g[0].numpy(), np.zeros(shape)) and not g[0].requires_grad
    s, a, b = _leaves(tp, (2, 1, 4), (2, 2, 3), (2, 3, 4))
    out = tp.baddbmm(s, a, b, beta=0)
    g = tp.autograd.grad(out, [s, a, b], tp.ones_like(out), create_graph=True)
    assert np.array_equal(g[0].numpy(), np.zeros((2, 1, 4))) and not g[0].requires_grad


@pytest.mark.parametrize("mode", ["floor", "trunc"])
def test_rounding_division_has_a_plain_zero_gradient(backend, mode):
    tp = backend
    inf, nan = float("inf"), float("nan")
    x = tp.tensor([7.0, -inf, nan, 1.0, -3.0], dtype=tp.float64).requires_grad_()
    y = tp.tensor([2.0, 3.0, 1.0, 0.0, inf], dtype=tp.float64).requires_grad_()
    out = tp.div(x, y, rounding_mode=mode)
    gx, gy = tp.autograd.grad(out, [x, y], tp.ones_like(out), create_graph=True)
    for g in (gx, gy):  # zeros, NaN and inf operands too, and no graph for a further grad
        assert _is_zero(tp, g) and not g.requires_grad
    gx, = tp.autograd.grad(tp.divide(x, 2.0, rounding_mode=mode).sum(), [x])
    assert _is_zero(tp, gx)


@pytest.mark.parametrize("name", ["cummax", "cummin"])
def test_cummax_of_an_empty_input_keeps_its_create_graph_gradient_connected(backend, name):
    tp = backend
    x = tp.zeros((0, 4), dtype=tp.float64).requires_grad_()
    out = getattr(tp, name)(x, 0).values
    g, = tp.autograd.grad(out, [x], tp.ones_like(out), create_graph=True)
    assert g.shape == (0, 4) and g.requires_grad
