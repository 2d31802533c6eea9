"""The pools' ceil_mode and return_indices: values, indices and gradients equal to PyTorch's
(computed by torch on the same input), plus small cases written out by hand on both backends."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.nn.functional as F

RNG = np.random.default_rng(0)
X4 = RNG.standard_normal((2, 3, 7, 6))
X3 = RNG.standard_normal((2, 3, 9))

POOL2D = [dict(kernel_size=2), dict(kernel_size=3, stride=2, padding=1, ceil_mode=True),
          dict(kernel_size=[3, 2], stride=[2, 1], padding=1, dilation=[1, 2]),
          dict(kernel_size=2, stride=[3, 2], ceil_mode=True)]


def _both(torch, name, x, *args, **kwargs):
    """(tensorplay's, torch's) result of F.<name> on float64 copies of x, and the input
    gradients of the sum of their first output."""
    out = []
    for lib, fn in ((tp, getattr(F, name)), (torch, getattr(torch.nn.functional, name))):
        t = lib.tensor(x, dtype=lib.float64, requires_grad=True)
        r = fn(t, *args, **kwargs)
        (r[0] if isinstance(r, tuple) else r).sum().backward()
        out.append((r, t.grad.numpy()))
    return out


@pytest.mark.parametrize("kw", POOL2D)
def test_max_pool2d_indices_and_gradient_match_torch(torch, kw):
    (ours, g), (theirs, tg) = _both(torch, "max_pool2d", X4, return_indices=True, **kw)
    np.testing.assert_array_equal(ours[1].numpy(), theirs[1].numpy())
    assert ours[1].dtype == tp.int64
    np.testing.assert_allclose(ours[0].detach().numpy(), theirs[0].detach().numpy())
    np.testing.assert_allclose(g, tg)


@pytest.mark.parametrize("kw", [dict(kernel_size=3, stride=2, padding=1, ceil_mode=True),
                                dict(kernel_size=2, stride=2, ceil_mode=True)])
@pytest.mark.parametrize("name", ["max_pool1d", "avg_pool1d"])
def test_1d_pools_with_ceil_mode_match_torch(torch, name, kw):
    if name == "max_pool1d":
        kw = dict(kw, return_indices=True)
    (ours, g), (theirs, tg) = _both(torch, name, X3, **kw)
    if name == "max_pool1d":
        np.testing.assert_array_equal(ours[1].numpy(), theirs[1].numpy())
        ours, theirs = ours[0], theirs[0]
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy())
    np.testing.assert_allclose(g, tg)


@pytest.mark.parametrize("count_include_pad", [True, False])
def test_avg_pool2d_ceil_mode_divisors_and_gradient_match_torch(torch, count_include_pad):
    kw = dict(kernel_size=3, stride=2, padding=1, ceil_mode=True, count_include_pad=count_include_pad)
    (ours, g), (theirs, tg) = _both(torch, "avg_pool2d", X4, **kw)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy())
    np.testing.assert_allclose(g, tg)


@pytest.mark.parametrize(("name", "x", "size"), [("adaptive_max_pool2d", X4, 3), ("adaptive_max_pool2d", X4, (4, 2)),
                                                 ("adaptive_max_pool1d", X3, 4)])
def test_adaptive_max_pool_indices_match_torch(torch, name, x, size):
    (ours, g), (theirs, tg) = _both(torch, name, x, size, return_indices=True)
    np.testing.assert_array_equal(ours[1].numpy(), theirs[1].numpy())
    np.testing.assert_allclose(g, tg)


def test_ceil_mode_by_hand(backend):
    x = backend.arange(1.0, 6.0).reshape(1, 1, 5)
    f = backend.nn.functional
    # windows [1 2] [3 4] and, with ceil_mode, the overhanging [5]
    assert f.max_pool1d(x, 2, ceil_mode=True).tolist() == [[[2.0, 4.0, 5.0]]]
    assert f.avg_pool1d(x, 2, ceil_mode=True).tolist() == [[[1.5, 3.5, 5.0]]]
    assert f.avg_pool1d(x, 2).tolist() == [[[1.5, 3.5]]]


def test_modules_return_indices(backend):
    x = backend.tensor([[[[1.0, 5.0], [3.0, 2.0]]]])
    out, idx = backend.nn.MaxPool2d(2, return_indices=True)(x)
    assert out.tolist() == [[[[5.0]]]] and idx.tolist() == [[[[1]]]]
    out, idx = backend.nn.MaxPool1d(2, return_indices=True)(x[0])
    assert idx.tolist() == [[[1], [0]]]
    out, idx = backend.nn.AdaptiveMaxPool2d(1, return_indices=True)(x)
    assert idx.tolist() == [[[[1]]]]
    out, idx = backend.nn.AdaptiveMaxPool1d(1, return_indices=True)(x[0])
    assert idx.tolist() == [[[1], [0]]]
