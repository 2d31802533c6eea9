"""Composites that compute on the arrays when nothing is differentiated (shared/formulas.py
`on_arrays`): the result is bit for bit the body's, which runs when an input requires grad,
and the body's errors are kept (the arrays path leaves those inputs to it)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

F = tp.nn.functional


def _both(fn, *tensors):
    """(fn on the arrays, fn through the body: the first tensor requires grad)."""
    plain = fn(*tensors)
    first = tensors[0].detach().requires_grad_(True)
    body = fn(first, *tensors[1:])
    return plain, body.detach()


def _same(a, b):
    assert a.dtype == b.dtype and a.shape == b.shape
    np.testing.assert_array_equal(a.numpy(), b.numpy())


@pytest.mark.parametrize("dtype", [tp.float32, tp.float64])
@pytest.mark.parametrize("p", [1, 2])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True])
def test_multi_margin_loss(dtype, p, reduction, weighted):
    rng = np.random.default_rng(0)
    x = tp.tensor(rng.standard_normal((6, 5)) * 2, dtype=dtype)
    x[1, 2] = float("nan")
    x[3, 0] = float("inf")
    t = tp.tensor([0, 2, 4, 1, 1, 3])
    w = tp.tensor(rng.uniform(0.1, 2, 5), dtype=dtype) if weighted else None
    for xs, ts in ((x, t), (x[2], t[2:3]), (x[2], t[2])):
        def fn(a, b):
            return F.multi_margin_loss(a, b, p=p, margin=0.7, weight=w, reduction=reduction)
        _same(*_both(fn, xs, ts))


def test_multi_margin_loss_errors_are_the_body_s():
    x = tp.randn(3, 4)
    with pytest.raises(RuntimeError, match="out of bounds"):
        F.multi_margin_loss(x, tp.tensor([0, 4, 1]))
    with pytest.raises(ValueError, match="is not a valid value for reduction"):
        F.multi_margin_loss(x, tp.tensor([0, 1, 1]), reduction="avg")


@pytest.mark.parametrize("fn", ["std_mean", "var_mean"])
@pytest.mark.parametrize("dtype", [tp.float32, tp.float64])
def test_std_mean_and_var_mean(fn, dtype):
    rng = np.random.default_rng(1)
    x = tp.tensor(rng.standard_normal((4, 5, 3)), dtype=dtype)
    x[0, 1, 2] = float("nan")
    for kwargs in ({}, {"dim": 1}, {"dim": [0, 2], "keepdim": True}, {"dim": 0, "correction": 0},
                   {"dim": -1, "unbiased": False}, {"dim": 2, "correction": 2}):
        def f(a):
            return getattr(tp, fn)(a, **kwargs)
        plain = f(x)
        body = f(x.detach().requires_grad_(True))
        for p, b in zip(plain, body):
            _same(p, b.detach())
    with pytest.raises(IndexError):
        getattr(tp, fn)(x, 3)
    for y in (x, x.detach().requires_grad_(True)):  # PyTorch's warning on both paths
        with pytest.warns(UserWarning, match="degrees of freedom is <= 0"):
            getattr(tp, fn)(y, 2, correction=3)


@pytest.mark.parametrize("fn", ["index_add", "index_copy"])
@pytest.mark.parametrize("dtype", [tp.float32, tp.float64])
def test_index_add_and_index_copy(fn, dtype):
    rng = np.random.default_rng(2)
    x = tp.tensor(rng.standard_normal((5, 4)), dtype=dtype)
    for dim, index in ((0, [4, 0, 4, 2]), (1, [3, 3, 1, 0]), (-1, [2])):
        n = len(index)
        src = tp.tensor(rng.standard_normal((n, 4) if dim == 0 else (5, n)), dtype=dtype)
        def f(a):
            return getattr(tp, fn)(a, dim, tp.tensor(index), src)
        _same(*_both(f, x))
    big = tp.tensor(rng.standard_normal((300, 40)), dtype=dtype)  # past 4096 index elements
    idx = tp.tensor(rng.integers(0, 300, 200))
    src = tp.tensor(rng.standard_normal((200, 40)), dtype=dtype)
    _same(*_both(lambda a: getattr(tp, fn)(a, 0, idx, src), big))
    with pytest.raises(RuntimeError, match="out of bounds"):
        getattr(tp, fn)(x, 0, tp.tensor([5]), tp.ones(1, 4, dtype=dtype))
