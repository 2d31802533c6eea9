"""Pointwise and reduction ops where the differential fuzzer (tests/fuzz) found TensorPlay
answering otherwise than PyTorch, third round: addcdiv's second derivative over a broadcast
with an infinite tensor1, prod's second derivative and JVP at +-inf. Stated once, run on
tensorplay and on torch (the `backend` fixture). Where torch.func's own batching rule answers
otherwise than eager PyTorch (tests/fuzz/known.py TORCH_FAILS), the eager answer is checked on
both backends and tensorplay's vmap against it."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

import tensorplay as tp

INF = float("inf")


def _t(lib, values, grad=False):
    t = lib.tensor(np.asarray(values, dtype=np.float64))
    return t.requires_grad_() if grad else t


def test_addcdiv_second_derivative_sums_the_broadcast_gradient_before_the_infinity(backend):
    """fuzz: addcdiv | gradgrad | gradgrad: NaN positions differ. PyTorch's tensor2 gradient is
    -grad * (value * tensor1 / (tensor2 * tensor2)): the factor lives in tensor2's shape, so
    the broadcast gradient (of opposite signs here) is summed before it meets tensor1 = inf and
    the second derivative is -inf, where grouping grad with tensor1 first gives inf - inf."""
    self_ = _t(backend, [[[0.5]], [[-1.5]]], grad=True)
    t1 = _t(backend, [INF, 2.0], grad=True)
    t2 = _t(backend, [1.5, -1.25], grad=True)
    out = backend.addcdiv(self_, t1, t2)
    cot = _t(backend, [[[0.4, 1.0]], [[-0.25, 2.0]]])
    g = backend.autograd.grad(out, [self_, t1, t2], cot, create_graph=True)
    (gg,) = backend.autograd.grad((g[2] * _t(backend, [-0.5, 1.0])).sum(), [t2])
    assert gg[0].item() == -INF
    assert np.isfinite(gg[1].item())


def test_addcdiv_jvp_is_pytorchs_sum_of_three_tangents(backend):
    x, a, b = _t(backend, [1.0, 2.0]), _t(backend, [3.0, -1.0]), _t(backend, [2.0, 4.0])
    tx, ta, tb = _t(backend, [0.5, 1.0]), _t(backend, [1.0, 2.0]), _t(backend, [-1.0, 0.5])
    _, tangent = backend.func.jvp(lambda x, a, b: backend.addcdiv(x, a, b, value=0.5), (x, a, b), (tx, ta, tb))
    expected = 0.5 * np.array([1.0, 2.0]) / [2.0, 4.0] - 0.5 * np.array([-1.0, 0.5]) * [3.0, -1.0] / [4.0, 16.0]
    np.testing.assert_allclose(tangent.numpy(), np.array([0.5, 1.0]) + expected, rtol=1e-15)


def test_prod_second_derivative_divides_the_result_by_the_input(backend):
    """fuzz: prod | gradgrad | gradgrad: NaN positions differ | special=inf. Without a zero,
    PyTorch's prod gradient is grad * (result / x), and its derivative in x_1 at the row
    [-0.4, 0.27, -0.55, -inf] is +inf (the products of the other elements give NaN there)."""
    x = _t(backend, [[-0.4, 0.27, -0.55, -INF], [1.5, -2.0, 0.25, 4.0]], grad=True)
    (g,) = backend.autograd.grad(backend.prod(x, -1), [x], _t(backend, [0.5, -1.0]), create_graph=True)
    w = [[0.1, 0.2, 0.3, 0.4], [0.3, 0.7, -1.1, 0.5]]
    (gg,) = backend.autograd.grad((g * _t(backend, w)).sum(), [x])
    got = gg.numpy()
    assert got[0, 1] == INF and np.isnan(got[0, [0, 2, 3]]).all()
    # the finite row: d/dx_k sum_j w_j * grad * prod(x) / x_j
    row, wr = np.array([1.5, -2.0, 0.25, 4.0]), np.array(w[1])
    expected = [-1.0 * sum(wr[j] * np.prod(row) / row[j] / row[k] for j in range(4) if j != k)
                for k in range(4)]
    np.testing.assert_allclose(got[1], expected, rtol=1e-12)


def test_prod_jvp_under_func_takes_the_products_of_the_other_elements(backend):
    """fuzz: prod | jvp | out: NaN positions differ | special=inf. torch.func.jvp's tensors
    take prod_backward's composite path (exclusive products from the left and the right), so a
    row [-0.33, 1.33, -inf, -0.45] has the tangent -inf, where result / x would be NaN."""
    x = _t(backend, [[-0.33, 1.33, -INF, -0.45], [2.0, 0.5, -1.0, 4.0]])
    t = _t(backend, [[-2.0, 0.4, -0.2, -0.98], [1.0, 0.0, 0.5, 0.25]])
    _, tangent = backend.func.jvp(lambda a: backend.prod(a, -1), (x,), (t,))
    assert tangent[0].item() == -INF
    row, tr = np.array([2.0, 0.5, -1.0, 4.0]), np.array([1.0, 0.0, 0.5, 0.25])
    expected = sum(tr[k] * np.prod(np.delete(row, k)) for k in range(4))
    np.testing.assert_allclose(tangent[1].item(), expected, rtol=1e-15)


@pytest.mark.parametrize("op", ["max", "min", "median", "nanmedian"])
def test_full_reductions_of_an_empty_input_eagerly(backend, op):
    """TORCH_FAILS: torch.func's rules for these full reductions raise IndexError for an empty
    sample; eager PyTorch (and tensorplay's vmap, per sample) answer as below."""
    x = backend.zeros(0, 4, dtype=backend.float64)
    if op in ("max", "min"):
        with pytest.raises(RuntimeError, match="Expected reduction dim to be specified"):
            getattr(backend, op)(x)
    else:
        assert np.isnan(getattr(backend, op)(x).item())


def test_vmap_of_full_reductions_of_empty_samples_answers_as_eager():
    x = tp.zeros(3, 0, 4, dtype=tp.float64)
    for op in (tp.max, tp.min):
        with pytest.raises(RuntimeError, match="Expected reduction dim to be specified"):
            tp.func.vmap(op)(x)
    for op in (tp.median, tp.nanmedian):
        assert np.isnan(tp.func.vmap(op)(x).numpy()).all()


def test_index_copy_of_an_empty_self_checks_the_slice_shapes(backend):
    """TORCH_FAILS: torch.func's index_copy rule returns an empty result for an empty sample;
    eager PyTorch refuses a source whose slices do not fit, as tensorplay's vmap does."""
    src = backend.ones(2, 1, dtype=backend.float64)
    index = backend.tensor([0])
    with pytest.raises(RuntimeError):
        backend.index_copy(backend.zeros(0, 5, dtype=backend.float64), 1, index, src)
    if backend is tp:
        with pytest.raises(RuntimeError):
            tp.func.vmap(lambda s: tp.index_copy(s, 1, index, src))(tp.zeros(3, 0, 5, dtype=tp.float64))


def test_bce_with_logits_gradients_are_pytorchs_formulas_at_an_infinite_pos_weight(backend):
    """fuzz: binary_cross_entropy_with_logits | grad / gradgrad | NaN positions differ |
    special=inf. PyTorch's backward is ((p t + 1 - t) sigmoid(x) - p t) * grad for the input
    (inf - inf: NaN at p = inf) and (log_sigmoid(-x) - log_sigmoid(x) p) * grad for the
    target (+inf), not the derivative of the loss's own formula; the second derivatives are
    those formulas' derivatives."""
    x = _t(backend, [[0.5, -1.0, 2.0]], grad=True)
    t = _t(backend, [[0.3, 0.6, 0.9]], grad=True)
    pw = _t(backend, [INF, 1.5, 2.0])
    out = backend.binary_cross_entropy_with_logits(x, t, None, pw, 2)
    gx, gt = backend.autograd.grad(out, [x, t], create_graph=True)
    assert np.isnan(gx[0, 0].item()) and gt[0, 0].item() == INF
    s = 1 / (1 + np.exp(-np.array([-1.0, 2.0])))
    np.testing.assert_allclose(gx.detach().numpy()[0, 1:], (np.array([1.5, 2.0]) * [0.6, 0.9] + 1 - [0.6, 0.9]) * s
                               - np.array([1.5, 2.0]) * [0.6, 0.9], rtol=1e-14)
    ggx, ggt = backend.autograd.grad(gx.sum() + gt.sum(), [x, t])
    assert np.isnan(ggx[0, 0].item()) and ggt[0, 0].item() == -INF


def test_bce_with_logits_under_func_is_the_aten_composite(backend):
    """fuzz: binary_cross_entropy_with_logits | fgrad / jvp | NaN positions differ |
    special=inf. torch.func runs the op's ATen composite (m = max(-x, 0), (1 - t) x + m +
    log(e^-m + e^(-x - m))), whose derivative at x = -inf is NaN (exp(inf - inf)); eager
    autograd's formula gives sigmoid(-inf) - t = -t there."""
    x = _t(backend, [-INF, INF, 0.5])
    t = _t(backend, [0.3, 0.6, 0.2])
    fgrad = backend.func.grad(lambda a: backend.binary_cross_entropy_with_logits(a, t, None, None, 1))(x)
    xr = x.clone().requires_grad_()
    (grad,) = backend.autograd.grad(backend.binary_cross_entropy_with_logits(xr, t, None, None, 1), [xr])
    assert np.isnan(fgrad[0].item()) and grad[0].item() == pytest.approx(-0.1)
    np.testing.assert_allclose(fgrad.numpy()[1:], grad.numpy()[1:], rtol=1e-15)
    _, tangent = backend.func.jvp(lambda a: backend.binary_cross_entropy_with_logits(a, t, None, None, 0),
                                  (x,), (backend.ones(3, dtype=backend.float64),))
    assert np.isnan(tangent[0].item())
    np.testing.assert_allclose(tangent.numpy()[1:], [0.4, 0.8 - 1 / (1 + np.exp(0.5))], rtol=1e-14)


def test_conv2d_with_bias_second_derivative_of_an_empty_batch_is_none(backend):
    """fuzz: conv2d | gradgrad | gradgrad: gradient None vs tensor | zero-size. The bias's
    gradient of an empty batch requires grad under create_graph (ConvolutionBackward0's
    output) but a further grad gives the input none, as without a bias."""
    x = backend.zeros(0, 3, 5, 5, dtype=backend.float64, requires_grad=True)
    w = _t(backend, np.random.default_rng(2).standard_normal((4, 3, 3, 3)), grad=True)
    b = _t(backend, [0.5, -1.0, 2.0, 0.25], grad=True)
    y = backend.nn.functional.conv2d(x, w, b)
    gx, gw, gb = backend.autograd.grad(y.sum(), [x, w, b], create_graph=True)
    assert gb.requires_grad and not gb.detach().numpy().any()
    terms = (gx * gx).sum() + (gw * gw).sum() + (gb * _t(backend, [1.0, 2.0, 3.0, 4.0])).sum()
    assert backend.autograd.grad(terms, [x, w], allow_unused=True) == (None, None)


def test_mse_loss_jvp_adds_the_two_tangents_terms(backend):
    """fuzz: mse_loss | jvp | out: NaN positions differ | special=inf. PyTorch's forward AD is
    2 (x - t) x_t + 2 (t - x) t_t: at an infinite target the two terms are inf - inf when the
    tangents agree in sign (NaN), not 2 (x - t) (x_t - t_t)."""
    x, t = _t(backend, [1.0, 2.0, -1.0]), _t(backend, [-INF, INF, 0.5])
    tx, tt = _t(backend, [1.0, 2.0, 2.0]), _t(backend, [-1.0, 1.0, 0.5])
    f = lambda a, b: backend.nn.functional.mse_loss(a, b, reduction="none")  # noqa: E731
    _, tangent = backend.func.jvp(f, (x, t), (tx, tt))
    assert tangent[0].item() == INF and np.isnan(tangent[1].item()) and tangent[2].item() == -4.5


def test_ldexp_second_derivative_sums_the_broadcast_gradient_before_the_infinity(backend):
    """fuzz: ldexp | gradgrad | NaN positions differ | special=inf. PyTorch's self gradient
    is grad * 2 ** other with 2 ** other in other's shape: differentiated in other, the
    broadcast gradient (opposite signs here) is summed before it meets 2 ** inf (+inf, where
    broadcasting first gives inf - inf)."""
    s = _t(backend, [[[0.5]], [[-1.5]]], grad=True)
    o = _t(backend, [INF, 1.0], grad=True)
    cot = _t(backend, [[[0.4, 1.0]], [[-0.25, 2.0]]])
    gs, _ = backend.autograd.grad(backend.ldexp(s, o), [s, o], cot, create_graph=True)
    (gg,) = backend.autograd.grad((gs * _t(backend, [[[0.7]], [[0.3]]])).sum(), [o])
    assert gg[0].item() == INF
    np.testing.assert_allclose(gg[1].item(), (0.7 * 1.0 + 0.3 * 2.0) * 2.0 * np.log(2), rtol=1e-14)


def test_ldexp_of_a_0d_self_keeps_the_exponents_dtype(backend):
    out = backend.ldexp(backend.tensor(1.5), backend.tensor([1.0, 2.0], dtype=backend.float16))
    assert out.dtype == backend.float16
    np.testing.assert_array_equal(out.numpy(), np.array([3.0, 6.0], dtype=np.float16))


def test_float16_linear_rounds_once_after_the_bias(backend):
    """fuzz: lstm_cell | fn | out: values differ | float16. PyTorch's float16 addmm accumulates
    in float32 and rounds once, after adding the bias (lstm_cell's two linears): rounding the
    product to float16 before the bias is off by an ulp in 158 of 600 elements here."""
    rng = np.random.default_rng(0)
    a = rng.standard_normal((50, 16)).astype(np.float16)
    w = rng.standard_normal((12, 16)).astype(np.float16)
    b = rng.standard_normal(12).astype(np.float16)
    out = backend.nn.functional.linear(backend.tensor(a), backend.tensor(w), backend.tensor(b))
    exact = (a.astype(np.float64) @ w.astype(np.float64).T + b).astype(np.float16)
    assert out.dtype == backend.float16
    assert (out.numpy() != exact).sum() <= 2  # float32 accumulation, one rounding


@pytest.mark.parametrize("op", ["median", "nanmedian"])
def test_median_jvp_at_nan_is_nan_and_its_gradient_shares_by_the_nans(backend, op):
    """fuzz: median | jvp | out: NaN positions differ | special=nan. PyTorch's median() has
    two formulas: evenly_read_jvp (the mean tangent of the elements equal to the result: none
    equals NaN, so 0 / 0) and evenly_distribute_backward (the gradient shared by the NaNs)."""
    nan = float("nan")
    x = _t(backend, [nan, 1.0, nan] if op == "median" else [nan, nan, nan])
    _, tangent = backend.func.jvp(getattr(backend, op), (x,), (_t(backend, [0.5, 1.0, 2.0]),))
    assert np.isnan(tangent.item())
    grad = backend.func.grad(getattr(backend, op))(x)
    np.testing.assert_array_equal(grad.numpy(), [0.5, 0.0, 0.5] if op == "median" else [1 / 3] * 3)
    x1 = _t(backend, [3.0, 1.0, 2.0])
    _, t1 = backend.func.jvp(getattr(backend, op), (x1,), (_t(backend, [0.5, 1.0, 2.0]),))
    assert t1.item() == 2.0
