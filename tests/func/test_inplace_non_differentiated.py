"""In-place writes into a non-differentiated argument inside grad/jacrev (PyTorch's
test_inplace_jacrev): allowed, recorded at the transform's level, and visible in the caller's
tensor. Stated once and run on tensorplay and on torch."""

from __future__ import annotations

import pytest


def test_inplace_jacrev(backend):
    tp = backend

    def f(x, y):
        y.copy_(x)
        return y * 2

    x, y = tp.tensor([1.0, 2.0]), tp.zeros(2)
    assert tp.equal(tp.func.jacrev(f, argnums=0)(x, y), 2 * tp.eye(2))
    assert y.tolist() == [1.0, 2.0]  # the caller's tensor was written


def test_inplace_into_a_non_differentiated_argument_of_grad(backend):
    tp = backend
    x, y = tp.tensor([1.0, 2.0]), tp.full((2,), 3.0)

    def f(x, y):
        y.mul_(x)
        return (y * y).sum()  # sum 9 x^2

    assert tp.func.grad(f, argnums=0)(x, y).tolist() == [18.0, 36.0]
    assert y.tolist() == [3.0, 6.0]
    jac = tp.func.jacrev(lambda x, y: y.mul_(x), argnums=0)(x, tp.full((2,), 3.0))
    assert tp.equal(jac, 3 * tp.eye(2))


def test_a_value_saved_before_the_write_is_stale(backend):
    tp = backend

    def f(x, y):
        z = x * y  # saves y
        y.copy_(x)
        return z

    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        tp.func.jacrev(f)(tp.tensor([1.0, 2.0]), tp.ones(2))


def test_writing_into_a_captured_tensor_is_refused(backend):
    tp = backend
    captured = tp.zeros(2)

    def f(x):
        captured.copy_(x)
        return x.sum()

    with pytest.raises(RuntimeError, match="captured"):
        tp.func.grad(f)(tp.ones(2))
