"""`Tensor.numpy()` rules and top-level aliases, stated once and run on tensorplay and torch."""

from __future__ import annotations

import numpy as np
import pytest


def test_numpy_of_a_tensor_requiring_grad(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="requires grad"):
        x.numpy()
    with tp.no_grad():
        arr = x.numpy()
    arr[0] = 5.0  # shares memory with x
    assert x.tolist() == [5.0, 2.0]
    assert x.detach().numpy().tolist() == [5.0, 2.0]


def test_numpy_backed_function(backend):
    """The usual NumPy-backed autograd.Function: forward and backward call .numpy() on their
    inputs, which autograd runs with grad mode off."""
    tp = backend

    class Cube(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return tp.from_numpy(np.power(x.numpy(), 3))

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return tp.from_numpy(3 * np.square(x.numpy()) * g.numpy())

    x = tp.tensor([1.0, 2.0], dtype=tp.float64, requires_grad=True)
    Cube.apply(x).sum().backward()
    assert x.grad.tolist() == [3.0, 12.0]


def test_top_level_vmap_is_func_vmap(backend):
    tp = backend
    assert tp.vmap is tp.func.vmap
    assert tp.vmap(lambda r: r.sum())(tp.ones(3, 2)).tolist() == [2.0, 2.0, 2.0]
