"""Pointwise, reduction, indexing and shape ops where the differential fuzzer (tests/fuzz)
found TensorPlay answering otherwise than PyTorch: the order of scatter's, clamp's, cumprod_'s
and histc's checks, trapezoid's bool x, logit's and softplus's derivatives at NaN and at the
threshold, topk and as_strided under vmap. Stated once, run on tensorplay and on torch (the
`backend` fixture). Where torch.func's own batching rule answers otherwise than eager PyTorch
(tests/fuzz/known.py TORCH_FAILS), the eager answer is checked on both backends and
tensorplay's vmap against it."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

import tensorplay as tp

from .test_fuzz_linalg2 import _raises, _t  # after the skip above

NAN, INF = float("nan"), float("inf")


# ───────────────────────────── the order of the checks ─────────────────────────────

@pytest.mark.parametrize("call", [
    lambda lib, x, d, i, s: lib.scatter(x, d, i, s),
    lambda lib, x, d, i, s: lib.scatter_reduce(x, d, i, s, "sum"),
])
def test_scatter_wraps_dim_before_the_dtype_check(backend, call):
    """A 0-d self takes dims 0 and -1 only: dim 1 is PyTorch's IndexError, raised before
    src's other dtype is refused (TensorPlay raised the dtype's RuntimeError)."""
    lib = backend
    x, index = _t(lib, 1.5), lib.zeros(3, 1, dtype=lib.int64)
    src = lib.ones(3, 5, dtype=lib.float32)
    assert _raises(lambda: call(lib, x, 1, index, src)) == "IndexError"
    assert _raises(lambda: call(lib, x, 0, lib.zeros((), dtype=lib.int64), src.reshape(-1)[0])) == "RuntimeError"


def test_clamp_bounds_that_do_not_broadcast_come_before_the_bool_refusal(backend):
    """Three bool tensors have no clamp kernel (NotImplementedError), but shapes that do not
    broadcast are refused first (RuntimeError)."""
    lib = backend
    x = lib.zeros(0, 4, dtype=lib.bool)
    lo, hi = lib.zeros(3, 4, dtype=lib.bool), lib.ones(4, dtype=lib.bool)
    assert _raises(lambda: lib.clamp(x, lo, hi)) == "RuntimeError"
    assert _raises(lambda: lib.clip(x, lo, hi)) == "RuntimeError"
    assert _raises(lambda: lib.clamp(lib.zeros(3, 4, dtype=lib.bool), lo, hi)) == "NotImplementedError"


def test_cumprod_inplace_of_an_expanded_bool_refuses_the_dtype_first(backend):
    """cumprod_ dispatches on self's dtype before it checks for overlapping elements: an
    expanded bool self is NotImplementedError (no bool kernel), an expanded int8 one the
    overlap RuntimeError."""
    lib = backend
    assert _raises(lambda: lib.ones(1, dtype=lib.bool).expand(3).cumprod_(0)) == "NotImplementedError"
    assert _raises(lambda: lib.ones(1, dtype=lib.int8).expand(3).cumprod_(0)) == "RuntimeError"


@pytest.mark.parametrize("value", [-2**63, 2**62])
def test_histc_of_one_huge_integer_has_an_empty_range(backend, value):
    """min == max is widened by 1 each way in double, which an integer of 2**62 does not
    change: PyTorch's 'max must be larger than min' RuntimeError, before the integer refusal
    (NotImplementedError, which a small integer gets)."""
    lib = backend
    assert _raises(lambda: lib.histc(lib.tensor([value]), 3)) == "RuntimeError"
    assert _raises(lambda: lib.histc(lib.tensor([5]), 3)) == "NotImplementedError"
    # a float one is counted in the middle bin
    np.testing.assert_array_equal(lib.histc(lib.tensor([2.0**62]), 3).numpy(), [0, 1, 0])


def test_trapezoid_refuses_a_bool_x(backend):
    lib = backend
    y = _t(lib, [[1.0, 2.0, 4.0], [0.5, 0.0, 1.0]])
    assert _raises(lambda: lib.trapezoid(y, lib.tensor([True, False, True]))) == "RuntimeError"
    # an empty dim returns zeros before the check
    out = lib.trapezoid(lib.zeros(2, 0, dtype=lib.float64), lib.zeros(0, dtype=lib.bool))
    np.testing.assert_array_equal(out.numpy(), [0.0, 0.0])


@pytest.mark.parametrize("call, expected", [
    (lambda lib, x, i, s: lib.scatter_reduce(x, 0, i, s, "sum"), 2052.0),
    (lambda lib, x, i, s: lib.scatter_reduce(x, 0, i, s, "mean"), 410.5),  # 2052 / 5
    (lambda lib, x, i, s: lib.scatter_add(x, 0, i, s), 2052.0),
    (lambda lib, x, i, s: lib.index_add(x, 0, i[:, 0], s), 2052.0),
])
def test_float16_scatters_accumulate_in_float32(backend, call, expected):
    """PyTorch adds float16 scatters in float32 and rounds once (a mean divides the rounded
    sum); TensorPlay added in float16, rounding after every term: 2048 + 1 + 1 + 1 + 1 stayed
    2048 (float16's spacing there is 2)."""
    lib = backend
    x = lib.tensor([[2048.0], [0.0]], dtype=lib.float16)
    out = call(lib, x, lib.zeros(4, 1, dtype=lib.int64), lib.ones(4, 1, dtype=lib.float16))
    assert out.dtype == lib.float16
    np.testing.assert_array_equal(out.numpy().astype(float), [[expected], [0.0]])


# ───────────────────────────── derivatives ─────────────────────────────

def test_logit_gradient_at_nan_with_eps(backend):
    """PyTorch's logit_backward kernel (grad mode off) tests x < eps or x > 1 - eps, so a NaN
    x gets NaN; its differentiable formula (create_graph, func.grad) tests eps <= x <= 1 - eps
    and gives 0. TensorPlay gave 0 for both."""
    lib = backend
    values = [NAN, 0.5, 0.1, 1.0]
    x = _t(lib, values).requires_grad_()
    (g,) = lib.autograd.grad(lib.logit(x, 0.2), x, lib.ones(4, dtype=lib.float64))
    np.testing.assert_array_equal(g.numpy(), [NAN, 4.0, 0.0, 0.0])
    (g,) = lib.autograd.grad(lib.logit(x, 0.2), x, lib.ones(4, dtype=lib.float64), create_graph=True)
    np.testing.assert_array_equal(g.detach().numpy(), [0.0, 4.0, 0.0, 0.0])
    g = lib.func.grad(lambda v: lib.logit(v, 0.2).sum())(_t(lib, values))
    np.testing.assert_array_equal(g.numpy(), [0.0, 4.0, 0.0, 0.0])


def test_softplus_second_derivative_is_zero_at_the_threshold(backend):
    """beta x == threshold takes the log branch (gradient sigmoid(beta x)), but PyTorch's
    softplus_double_backward masks beta x < threshold: the second derivative there is 0."""
    lib = backend
    x = _t(lib, [0.5, -0.5, 0.75]).requires_grad_()
    y = lib.nn.functional.softplus(x, beta=2, threshold=1)
    (g,) = lib.autograd.grad(y, x, lib.ones(3, dtype=lib.float64), create_graph=True)
    sig = 1 / (1 + np.exp(-np.array([1.0, -1.0])))
    np.testing.assert_allclose(g.detach().numpy(), [sig[0], sig[1], 1.0], rtol=1e-12)
    (gg,) = lib.autograd.grad(g.sum(), x)
    np.testing.assert_allclose(gg.numpy(), [0.0, 2 * sig[1] * (1 - sig[1]), 0.0], rtol=1e-12)


def test_digamma_derivative_at_minus_inf_is_trigamma_pole(backend):
    """docs/differences.md trigamma-poles: digamma's derivative is trigamma, +inf at -inf in
    TensorPlay (so the gradient takes the cotangent's sign), NaN in PyTorch."""
    lib = backend
    x = _t(lib, [-INF, 2.0]).requires_grad_()
    (g,) = lib.autograd.grad(lib.digamma(x), x, _t(lib, [-1.0, 1.0]))
    first = -INF if lib is tp else NAN
    np.testing.assert_allclose(g.numpy(), [first, 0.6449340668482264], rtol=1e-9)


# ───────────────────────────── vmap ─────────────────────────────

def test_vmap_topk_of_0d_samples_with_k_0(backend):
    """topk of a 0-d input returns the element for k = 0 as for k = 1 (eager PyTorch); the
    batched call kept no element of the samples' size-1 dim, shape (3, 0). torch.func's rule
    asserts (TORCH_FAILS): tensorplay's vmap is checked against eager."""
    lib = backend
    values, indices = lib.topk(_t(lib, 1.5), 0)
    assert tuple(values.shape) == () and float(values) == 1.5 and int(indices) == 0
    out = tp.func.vmap(lambda v: tp.topk(v, 0))(tp.tensor([1.0, -2.0, 3.0]))
    np.testing.assert_array_equal(out[0].numpy(), [1.0, -2.0, 3.0])
    np.testing.assert_array_equal(out[1].numpy(), [0, 0, 0])


def test_vmap_as_strided_with_an_offset_reads_a_transposed_batch_as_it_lies(backend):
    """Under vmap each sample's strides address the batch's memory from where the sample
    starts. A batch whose samples are transposed (tensor() keeps NumPy's layout) lies in memory
    as 0..23; with storage_offset the copy TensorPlay made was in logical order instead."""
    lib = backend
    batch = lib.tensor(np.arange(24.0).reshape(2, 4, 3).transpose(0, 2, 1))
    out = lib.func.vmap(lambda v: lib.as_strided(v, [2, 2], [4, 1], 5))(batch)
    np.testing.assert_array_equal(out.numpy(), [[[5, 6], [9, 10]], [[17, 18], [21, 22]]])
