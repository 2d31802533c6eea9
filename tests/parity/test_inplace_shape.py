"""In-place shape methods (`unsqueeze_`, `squeeze_`, `t_`, `transpose_`, `swapdims_`,
`swapaxes_`): stated once and run on tensorplay and on torch."""

from __future__ import annotations

import pytest


def test_shapes_and_values(backend):
    tp = backend
    x = tp.arange(6.0).reshape(2, 3)
    assert x.t_() is x and x.shape == (3, 2) and x.tolist() == [[0, 3], [1, 4], [2, 5]]
    assert x.transpose_(0, 1).shape == (2, 3) and x.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert x.unsqueeze_(0).shape == (1, 2, 3) and x.unsqueeze_(-1).shape == (1, 2, 3, 1)
    assert x.squeeze_(3).shape == (1, 2, 3) and x.squeeze_().shape == (2, 3)
    assert x.swapdims_(0, 1).shape == (3, 2) and x.swapaxes_(1, 0).shape == (2, 3)
    assert tp.zeros(1, 3, 1).squeeze_((0, 2)).shape == (3,)


def test_a_shape_change_bumps_the_version(backend):
    """A tensor saved for backward and then reshaped in place is stale, as after any in-place op."""
    tp = backend
    x = tp.ones(2, requires_grad=True)
    y = x * 2
    z = y * y  # saves y
    y.unsqueeze_(0)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        z.sum().backward()


def test_the_view_shares_memory(backend):
    tp = backend
    x = tp.zeros(2, 3)
    row = x[0]
    row.unsqueeze_(0)
    row.fill_(7.0)
    assert x.tolist() == [[7.0, 7.0, 7.0], [0.0, 0.0, 0.0]]


def test_errors(backend):
    tp = backend
    with pytest.raises(RuntimeError):
        tp.zeros(2, 3, 4).t_()
    with pytest.raises(RuntimeError, match="leaf Variable"):
        tp.ones(2, requires_grad=True).unsqueeze_(0)
    with pytest.raises(IndexError):
        tp.zeros(2).unsqueeze_(3)


def test_autograd_through_an_inplace_shape_change(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0], requires_grad=True)
    y = x * 2
    y.unsqueeze_(0)
    y.t_()
    assert y.shape == (2, 1) and not y.is_leaf
    (y * tp.tensor([[1.0], [2.0]])).sum().backward()
    assert x.grad.tolist() == [2.0, 4.0]


def test_under_transforms(backend):
    tp = backend

    def f(x):
        y = x * 2
        y.unsqueeze_(0)
        return (y * y).sum()

    assert backend.func.grad(f)(tp.ones(2)).tolist() == [8.0, 8.0]

    def g(x):
        x = x.clone()
        x.unsqueeze_(0)
        return x

    assert backend.func.vmap(g)(tp.ones(3, 2)).shape == (3, 1, 2)
