"""Kernels rewritten for speed at 1M elements, stated once and run on tensorplay and on torch (the
`backend` fixture), against NumPy references: nan_to_num's NaN test by a NaN-propagating
minimum (a NaN anywhere, only NaN, none, infinities beside NaN, empty), batch_norm's training
statistics with the mean computed once (running_mean / running_var updated as np.mean /
np.var give them), addcmul written into its product's array (same shapes, broadcasts, 0-d),
binary_cross_entropy_with_logits' float64 log-sigmoid computed in place, lerp and addcdiv
written into their first temporary, reciprocal's C loop, clamp with tensor bounds writing the
minimum into the maximum's array."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test runs on torch too
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

RNG = np.random.default_rng(11)


def _np(t):
    return t.detach().numpy()


def _nan_cases(dtype):
    big = RNG.standard_normal(5000).astype(dtype)
    one_nan = big.copy()
    one_nan[4321] = np.nan
    mixed = big.copy()
    mixed[::7], mixed[1::11], mixed[2::13] = np.nan, np.inf, -np.inf
    strided = np.repeat(mixed, 2)[::2]
    return [big, one_nan, mixed, strided, np.full(64, np.nan, dtype), np.array([], dtype),
            np.array(np.nan, dtype), np.array([np.inf, -np.inf, 0.0, -0.0], dtype)]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("nan", [None, 1.5])
def test_nan_to_num_replaces_every_nan_and_only_those(backend, dtype, nan):
    for a in _nan_cases(dtype):
        want = np.nan_to_num(a, nan=0.0 if nan is None else nan)
        got = _np(backend.nan_to_num(backend.tensor(a), nan=nan))
        assert got.dtype == want.dtype and got.shape == want.shape
        assert np.array_equal(np.atleast_1d(got).view(np.uint8), np.atleast_1d(want).view(np.uint8))


@pytest.mark.parametrize("shape", [(1200, 40), (8, 3, 5, 7), (16, 6, 20)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_batch_norm_training_statistics(backend, shape, dtype):
    x = (RNG.standard_normal(shape) * 3 + 1).astype(dtype)
    c = shape[1]
    axes = (0, *range(2, len(shape)))
    rm, rv = np.zeros(c, dtype), np.ones(c, dtype)
    t_rm, t_rv = backend.tensor(rm), backend.tensor(rv)
    out = _np(backend.nn.functional.batch_norm(backend.tensor(x), t_rm, t_rv, training=True,
                                               momentum=0.1, eps=1e-5))
    mean, var = x.mean(axis=axes), x.var(axis=axes)
    n = x.size // c
    np.testing.assert_allclose(_np(t_rm), 0.1 * mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(_np(t_rv), 0.9 + 0.1 * var * n / (n - 1), rtol=1e-5)
    bshape = (1, c) + (1,) * (len(shape) - 2)
    want = (x - mean.reshape(bshape)) / np.sqrt(var.reshape(bshape) + 1e-5)
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("value", [1, 0.5, -3])
@pytest.mark.parametrize("shapes", [((5000,), (5000,), (5000,)), ((40, 30), (40, 30), (30,)),
                                    ((30,), (40, 30), (40, 30)), ((), (), ())])
def test_addcmul_is_self_plus_value_times_the_product(backend, value, shapes):
    """Bit for bit on tensorplay (NumPy's two roundings); PyTorch fuses the multiply-add."""
    a, b, c = (np.asarray(RNG.standard_normal(s), np.float32) for s in shapes)
    if a.ndim:
        a[::9] = -0.0
    want = a + (b * c if value == 1 else np.float32(value) * (b * c))
    got = _np(backend.addcmul(backend.tensor(a), backend.tensor(b), backend.tensor(c), value=value))
    assert got.shape == want.shape and got.dtype == want.dtype
    if backend.__name__ == "tensorplay":
        assert np.array_equal(np.atleast_1d(got).view(np.uint8), np.atleast_1d(want).view(np.uint8))
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_bce_with_logits_log_sigmoid_in_float64_rounded_once(backend, dtype):
    """log_sigmoid(x) = min(x, 0) - log1p(exp(-|x|)) in float64, rounded once (bit for bit on
    tensorplay), with NaN, infinities and signed zeros among the logits."""
    x = (RNG.standard_normal(6000) * 8).astype(dtype)
    x[:6] = [np.nan, np.inf, -np.inf, 0.0, -0.0, 40.0]
    t = RNG.random(6000).astype(dtype)
    x64 = x.astype(np.float64)
    with np.errstate(all="ignore"):
        ls = (np.minimum(x64, 0) - np.log1p(np.exp(-np.abs(x64)))).astype(dtype)
        want = (1 - t) * x - ls
    got = _np(backend.nn.functional.binary_cross_entropy_with_logits(
        backend.tensor(x), backend.tensor(t), reduction="none"))
    if backend.__name__ == "tensorplay":
        assert np.array_equal(got, want, equal_nan=True)
        assert np.array_equal(np.signbit(got), np.signbit(want))
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_bce_with_logits_of_0d_logits(backend, dtype):
    """A 0-d logit (NumPy's abs of a 0-d array is a scalar, which the in-place steps cannot
    write into): the loss, and its gradient beside a 0-d target."""
    x = backend.tensor(np.array(-1.5, dtype), requires_grad=True)
    t = backend.tensor(np.array(0.25, dtype))
    loss = backend.nn.functional.binary_cross_entropy_with_logits(x, t)
    loss.backward()
    want = 0.75 * -1.5 + np.log1p(np.exp(1.5))  # (1 - t) x - log_sigmoid(x) at x = -1.5
    np.testing.assert_allclose(float(loss.detach()), want, rtol=2e-3 if dtype == np.float16 else 1e-6)
    grad = 1 / (1 + np.exp(1.5)) - 0.25  # sigmoid(x) - t
    np.testing.assert_allclose(float(x.grad), grad, rtol=2e-3 if dtype == np.float16 else 1e-6)


@pytest.mark.parametrize("weight", [0.3, -0.2, 0.7])
@pytest.mark.parametrize("shapes", [((5000,), (5000,)), ((30,), (40, 30)), ((40, 30), (30,)), ((), ())])
def test_lerp_with_one_weight(backend, weight, shapes):
    """self + w (end - self) below 0.5, end - (end - self)(1 - w) from 0.5 on (as PyTorch)."""
    a, b = (np.asarray(RNG.standard_normal(s), np.float32) for s in shapes)
    d = b - a
    want = a + np.float32(weight) * d if abs(weight) < 0.5 else b - d * (1 - np.float64(weight))
    want = np.asarray(want).astype(np.float32)
    got = _np(backend.lerp(backend.tensor(a), backend.tensor(b), weight))
    assert got.shape == want.shape and got.dtype == want.dtype
    if backend.__name__ == "tensorplay":
        assert np.array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("value", [1, 0.5, -3])
@pytest.mark.parametrize("shapes", [((5000,), (5000,), (5000,)), ((40, 30), (40, 30), (30,)),
                                    ((30,), (40, 30), (40, 30)), ((), (), ())])
def test_addcdiv_is_self_plus_value_times_the_quotient(backend, value, shapes):
    a, b, c = (np.asarray(RNG.standard_normal(s), np.float32) for s in shapes)
    want = a + (b / c if value == 1 else np.float32(value) * (b / c))
    got = _np(backend.addcdiv(backend.tensor(a), backend.tensor(b), backend.tensor(c), value=value))
    assert got.shape == want.shape and got.dtype == want.dtype
    if backend.__name__ == "tensorplay":
        assert np.array_equal(np.atleast_1d(got).view(np.uint8), np.atleast_1d(want).view(np.uint8))
    else:
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_reciprocal_large_is_numpys_bit_for_bit(backend, dtype):
    """From 4096 elements reciprocal is the C loop's 1 / x (NumPy's reciprocal is a scalar loop):
    the same IEEE quotient, signed zeros, infinities, NaN and subnormals included."""
    x = (RNG.standard_normal(20000) * RNG.choice([1e-3, 1, 1e30], 20000)).astype(dtype)
    x[:8] = [0.0, -0.0, np.inf, -np.inf, np.nan, np.finfo(dtype).tiny / 4, -np.finfo(dtype).max, 1.0]
    with np.errstate(all="ignore"):
        want = np.reciprocal(x)
    got = _np(backend.reciprocal(backend.tensor(x)))
    assert np.array_equal(np.isnan(got), np.isnan(want))
    ok = ~np.isnan(want)
    assert np.array_equal(got[ok], want[ok]) and np.array_equal(np.signbit(got[ok]), np.signbit(want[ok]))


@pytest.mark.parametrize("shapes", [((5000,), (5000,), (5000,)), ((40, 30), (40, 30), (30,)),
                                    ((40, 30), (30,), (40, 1)), ((30,), (40, 30), ()),
                                    ((), (), ())])
def test_clamp_with_tensor_bounds_propagates_nan(backend, shapes):
    a, lo, hi = (np.asarray(RNG.standard_normal(s), np.float32) for s in shapes)
    for x in (a, lo, hi):
        if x.ndim and x.size > 2:
            x.reshape(-1)[::3] = np.nan
    want = np.minimum(np.maximum(a, lo), hi)
    got = _np(backend.clamp(backend.tensor(a), backend.tensor(lo), backend.tensor(hi)))
    assert got.shape == want.shape and np.array_equal(got, want, equal_nan=True)
