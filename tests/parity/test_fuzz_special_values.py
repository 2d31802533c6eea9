"""Kernels and formulas at special inputs (signed zero, inf, NaN, empty) where the differential
fuzzer (tests/fuzz) found TensorPlay answering otherwise than PyTorch. Stated once, run on
tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest


def _t(tp, values):
    return tp.tensor(np.asarray(values, dtype=np.float64))


@pytest.mark.parametrize("mode", ["reduced", "complete"])
def test_qr_reflects_a_column_headed_by_negative_zero_as_by_positive_zero(backend, mode):
    """A column [-0.0, 2, -0.0]: LAPACK's Householder reflector maps it onto -2 e1 as it does
    [+0.0, 2, +0.0] (the sign of a zero head does not flip R's diagonal)."""
    tp = backend
    a = _t(tp, [[-0.0, 1.0], [2.0, 3.0], [-0.0, 1.0]])
    Q, R = tp.linalg.qr(a, mode=mode)
    np.testing.assert_allclose(R.numpy()[:2], [[-2.0, -3.0], [0.0, 2 ** 0.5]], atol=1e-12)
    np.testing.assert_allclose(Q.numpy()[:, :2], [[0.0, 2 ** -0.5], [-1.0, 0.0], [0.0, 2 ** -0.5]],
                               atol=1e-12)
    _, Rp = tp.linalg.qr(a + 0.0, mode=mode)
    np.testing.assert_array_equal(R.numpy(), Rp.numpy())


def _grad(tp, loss, x):
    (g,) = tp.autograd.grad(loss, x)
    return g.numpy()


@pytest.mark.parametrize("p", [1, 2])
def test_multi_margin_loss_skips_terms_that_are_not_positive(backend, p):
    """PyTorch's kernel adds a class's term only where margin - x[y] + x[j] > 0: a NaN score
    adds nothing (nor gradient), an inf one makes the loss inf, and a NaN target score (every
    term NaN) gives 0."""
    tp = backend
    nan, inf = float("nan"), float("inf")
    x = _t(tp, [[0.5, nan, 0.2, -0.1], [inf, 0.3, 0.1, 0.0], [0.1, inf, 0.0, 0.2], [nan, 1.0, 2.0, 3.0]])
    x.requires_grad_()
    y = tp.tensor([0, 0, 0, 0])
    loss = tp.nn.functional.multi_margin_loss(x, y, p=p, reduction="none")
    z = [1 - 0.5 + 0.2, 1 - 0.5 - 0.1]  # row 0: the NaN class and y itself are skipped
    row0 = sum(v ** p for v in z) / 4
    np.testing.assert_allclose(loss.detach().numpy(), [row0, 0.0, inf, 0.0], rtol=1e-12)
    g = _grad(tp, loss[0] + loss[3], x)  # (row 2's inf loss times a zero cotangent is NaN)
    assert not np.isnan(g[[0, 1, 3]]).any() and np.array_equal(g[3], np.zeros(4))
    assert g[0, 1] == 0.0


def test_multi_margin_loss_inf_weight_of_a_class_without_terms(backend):
    """An inf class weight multiplies only terms that count: a sample whose terms are all
    skipped has loss 0 and a zero gradient (not 0 * inf = NaN)."""
    tp = backend
    x = _t(tp, [[5.0, 0.0, 0.1], [0.0, 0.5, 0.2]]).requires_grad_()
    w = _t(tp, [float("inf"), 1.0, 1.0])
    loss = tp.nn.functional.multi_margin_loss(x, tp.tensor([0, 0]), weight=w, reduction="none")
    out = loss.detach().numpy()
    assert out[0] == 0.0 and out[1] == float("inf")
    g = _grad(tp, loss[0], x)
    assert np.array_equal(g[0], np.zeros(3))


@pytest.mark.parametrize(("shape", "dtype", "tshape", "raises"), [
    ((0, 5), "float16", (4,), (RuntimeError, "target tensor should be 1-D")),
    ((0, 5), "int32", (4,), (RuntimeError, "target tensor should be 1-D")),
    ((), "int8", (1,), (NotImplementedError, "not implemented for 'Char'")),
    ((2, 3), "float16", (2,), (NotImplementedError, "not implemented for 'Half'")),
    ((2, 3), "int32", (2,), (NotImplementedError, "not implemented for 'Int'")),
    ((0, 5), "int32", (0,), None),
])
def test_multi_margin_loss_checks_shapes_before_the_dtype(backend, shape, dtype, tshape, raises):
    """Shapes first; an empty input is returned before the dtype dispatch (reduction='none':
    an empty loss of the input's dtype)."""
    tp = backend
    x, t = tp.ones(shape, dtype=getattr(tp, dtype)), tp.zeros(tshape, dtype=tp.int64)
    if raises is None:
        out = tp.nn.functional.multi_margin_loss(x, t, reduction="none")
        assert out.shape == (0,) and out.dtype == x.dtype
        return
    with pytest.raises(raises[0], match=raises[1]):
        tp.nn.functional.multi_margin_loss(x, t)


def test_multi_margin_loss_of_a_1d_input_keeps_a_1d_target_shape(backend):
    tp = backend
    x = _t(tp, [0.1, 0.5, -0.2])
    assert tp.nn.functional.multi_margin_loss(x, tp.tensor([1]), reduction="none").shape == (1,)
    assert tp.nn.functional.multi_margin_loss(x, tp.tensor(1), reduction="none").shape == ()


@pytest.mark.filterwarnings("ignore:An output with one or more elements was resized")
def test_ldexp_of_a_float_with_integer_exponents_computes_in_its_dtype(backend):
    """A 0-d float64 self with an int64 exponent tensor: PyTorch's ldexp kernel scales self in
    float64 (not through a float32 2 ** other), and the gradient is float64 too."""
    tp = backend
    x = tp.tensor(-0.5719902612, dtype=tp.float64).requires_grad_()
    out = tp.ldexp(x, tp.tensor([[0, 1, 2, 3]]))
    assert out.dtype == tp.float64
    assert out.detach().numpy().tolist() == [[-0.5719902612 * 2 ** k for k in range(4)]]
    (g,) = tp.autograd.grad(out.sum(), x)
    assert g.dtype == tp.float64 and float(g) == 15.0


def test_ldexp_of_float16_is_exact_where_the_result_fits(backend):
    tp = backend
    out = tp.ldexp(tp.tensor([2.0 ** -20], dtype=tp.float16), tp.tensor([20]))
    assert out.dtype == tp.float16 and out.tolist() == [1.0]


def test_ldexp_refuses_bool_exponents_of_a_float(backend):
    tp = backend
    with pytest.raises(NotImplementedError, match="'Bool'"):
        tp.ldexp(tp.ones(3), tp.ones(3, dtype=tp.bool))
    with pytest.raises(NotImplementedError, match="'Bool'"):
        tp.ldexp(tp.ones(0), tp.ones(0, dtype=tp.bool))


@pytest.mark.parametrize("layout", ["step", "expand"])
def test_batch_norm_gradient_with_a_strided_weight_is_the_contiguous_ones(layout):
    """torch's batch_norm backward reads a non-contiguous weight as if it were contiguous
    (tests/fuzz/known.py TORCH_FAILS); the oracle is torch with a contiguous copy."""
    import tensorplay as tp
    from tests.torch_oracle import import_torch

    torch = import_torch()
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 3))
    w = np.array([1.5, -0.5, 2.0]) if layout == "step" else np.full(3, 1.5)
    cot = rng.standard_normal((4, 3))
    if layout == "step":
        base = np.zeros(6)
        base[::2] = w
        weight = tp.tensor(base)[::2]
    else:
        weight = tp.tensor(w[:1]).expand(3)
    assert not weight.is_contiguous()
    xt = tp.tensor(x).requires_grad_()
    out = tp.nn.functional.batch_norm(xt, None, None, weight, None, training=True)
    (g,) = tp.autograd.grad(out, xt, tp.tensor(cot))
    xr = torch.tensor(x, requires_grad=True)
    ref = torch.nn.functional.batch_norm(xr, None, None, torch.tensor(w), None, training=True)
    (gr,) = torch.autograd.grad(ref, xr, torch.tensor(cot))
    np.testing.assert_allclose(g.numpy(), gr.numpy(), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("fn", ["svdvals", "matrix_norm2", "matrix_norm-2", "nuc", "norm2"])
def test_singular_values_of_a_matrix_holding_inf_are_nan_and_of_one_holding_nan_refused(backend, fn):
    """LAPACK's gesdd cannot scale a matrix whose norm is inf (MKL's dlascl refuses it), and
    its values-only path then returns NaN for each singular value of that matrix without an
    error; a NaN norm is refused (info -4), PyTorch's LinAlgError naming the batch element."""
    tp = backend
    f = {"svdvals": tp.linalg.svdvals, "matrix_norm2": lambda a: tp.linalg.matrix_norm(a, 2),
         "matrix_norm-2": lambda a: tp.linalg.matrix_norm(a, -2),
         "nuc": lambda a: tp.linalg.matrix_norm(a, "nuc"),
         "norm2": lambda a: tp.linalg.norm(a, 2, dim=(-2, -1))}[fn]
    inf, nan = float("inf"), float("nan")
    good = [[3.0, 0.0, 0.0], [0.0, -2.0, 0.0]]
    a = _t(tp, [good, [[inf, 1.0, 0.0], [2.0, 3.0, 1.0]], [[1.0, -inf, 0.0], [inf, 3.0, 1.0]]])
    out = f(a).numpy()
    expect = {"svdvals": [3.0, 2.0], "matrix_norm2": 3.0, "matrix_norm-2": 2.0, "nuc": 5.0, "norm2": 3.0}[fn]
    np.testing.assert_allclose(out[0], expect)
    assert np.isnan(out[1:]).all()
    for bad in ([[1.0, nan, 0.0], [2.0, 3.0, 1.0]], [[inf, nan, 0.0], [2.0, 3.0, 1.0]]):
        with pytest.raises(RuntimeError, match=r"\(Batch element 1\): The algorithm failed to converge "
                                               "because the input matrix contained non-finite values"):
            f(_t(tp, [good, bad, bad]))
        with pytest.raises(RuntimeError, match=r"^linalg\.svd: The algorithm failed"):
            f(_t(tp, bad))


@pytest.mark.parametrize("name", ["var_mean", "std_mean"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "float16"])
def test_var_mean_takes_the_mean_of_its_welford_pass(backend, name, dtype):
    """The mean var_mean/std_mean return comes from the Welford pass (m += (x - m) / k in
    the reduction order): an inf followed by any element makes it NaN (inf - inf), an inf
    that comes last leaves it inf; mean() gives +-inf for both."""
    tp = backend
    inf = float("inf")
    f = getattr(tp, name)
    x = tp.tensor([[1.0, inf, 2.0], [1.0, 2.0, inf], [inf, 2.0, inf], [1.0, 2.0, -inf]],
                  dtype=getattr(tp, dtype))
    np.testing.assert_array_equal(f(x, dim=1)[1].float().numpy(), [np.nan, inf, np.nan, -inf])
    np.testing.assert_array_equal(f(x[1:], dim=0, keepdim=True)[1].float().numpy(),
                                  [[np.nan, 2.0, np.nan]])
    np.testing.assert_array_equal(f(x[:2, 1:])[1].float().numpy(), np.nan)
    assert float(f(x[1:2, 1:])[1]) == inf
    assert tp.isnan(f(x)[0]) and tp.isinf(tp.mean(x[:2]))


def test_var_mean_gradient_of_the_mean_is_unchanged(backend):
    tp = backend
    x = tp.tensor(np.arange(6.0).reshape(2, 3), requires_grad=True)
    _, m = tp.var_mean(x, dim=1)
    (g,) = tp.autograd.grad(m.sum(), x)
    np.testing.assert_allclose(g.numpy(), np.full((2, 3), 1 / 3))


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16"])
def test_sgn_of_nan_is_zero_as_sign(backend, dtype):
    tp = backend
    x = tp.tensor([float("nan"), -2.0, -0.0, 3.0], dtype=getattr(tp, dtype))
    for out in (tp.sgn(x), x.sgn(), x.clone().sgn_(), tp.sign(x)):
        np.testing.assert_array_equal(out.float().numpy(), [0.0, -1.0, 0.0, 1.0])
        assert not np.signbit(out.float().numpy()[[0, 2]]).any()


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16"])
def test_floor_division_at_inf_follows_fmod(backend, dtype):
    """PyTorch's div_floor_floating: q = (a - fmod(a, b)) / b, less 1 where the remainder's
    sign is not the divisor's: -inf / 2 is NaN (fmod(inf, b) is NaN), -0.5 / inf is -1 (not
    floor(-0.0)); floor_divide and div(rounding_mode='floor') agree."""
    tp = backend
    inf = float("inf")
    a = tp.tensor([-inf, -0.5, 0.5, 7.0, -7.0, 5.0, 0.0, -0.0, inf], dtype=getattr(tp, dtype))
    b = tp.tensor([2.0, inf, -inf, 2.0, 2.0, 0.0, 0.0, 3.0, -inf], dtype=getattr(tp, dtype))
    expect = [np.nan, -1.0, -1.0, 3.0, -4.0, inf, np.nan, -0.0, np.nan]
    for q in (tp.div(a, b, rounding_mode="floor"), tp.floor_divide(a, b), a.clone().div_(b, rounding_mode="floor")):
        np.testing.assert_array_equal(q.float().numpy(), expect)
        assert np.signbit(q.float().numpy()[7])


@pytest.mark.parametrize("value,expect", [(float("nan"), np.nan), (float("inf"), np.nan),
                                          (float("-inf"), 0.0), (2.0, 1.0)])
def test_safe_softmax_of_a_0d_tensor_is_the_one_element_row(backend, value, expect):
    """A 0-d input is a row of one: exp(x - max) / sum is NaN at NaN and +inf, 1 elsewhere,
    and the all -inf row gives 0."""
    tp = backend
    x = tp.tensor(value, dtype=tp.float64, requires_grad=True)
    y = tp._safe_softmax(x, 0)
    np.testing.assert_array_equal(y.detach().numpy(), expect)
    np.testing.assert_array_equal(tp._safe_softmax(tp.tensor([value]), -1).numpy(), [expect])
    (g,) = tp.autograd.grad(y, x)
    np.testing.assert_array_equal(g.numpy(), 0.0 if expect == expect else np.nan)


@pytest.mark.parametrize("ord", [float("inf"), float("-inf")])
def test_inf_norm_derivatives_count_a_nan_as_the_extreme(backend, ord):
    """PyTorch's inf-norm derivative masks |x| == norm or x NaN and multiplies by sgn(x),
    which is 0 at NaN: a row holding NaN has a zero gradient and tangent, not NaN."""
    tp = backend
    nan = float("nan")
    v = np.array([[1.0, nan, -3.0], [1.0, -3.0, 3.0]])
    x = tp.tensor(v, requires_grad=True)
    (g,) = tp.autograd.grad(tp.linalg.vector_norm(x, ord, dim=[1]).sum(), x)
    expect = [[0.0, 0.0, 0.0], [0.0, -0.5, 0.5]] if ord > 0 else [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0]]
    np.testing.assert_array_equal(g.numpy(), expect)
    _, t = tp.func.jvp(lambda a: tp.linalg.vector_norm(a, ord, dim=[1]), (tp.tensor(v),),
                       (tp.ones(2, 3, dtype=tp.float64),))
    np.testing.assert_array_equal(t.numpy(), [0.0, 0.0 if ord > 0 else 1.0])


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7, 9, 12, 20, 33])
def test_nanmedian_index_of_a_row_of_nan_is_nth_elements_choice(backend, n):
    """A row of NaN only has no median; PyTorch returns NaN and the index std::nth_element
    leaves first among n equivalent elements (0 for n <= 3, 2 for n = 4 or 5, ...)."""
    tp = backend
    x = tp.full((2, n), float("nan"), dtype=tp.float64)
    x[1, 0] = 1.0
    r = tp.nanmedian(x, 1)
    expect = {1: 0, 2: 0, 3: 0, 4: 2, 5: 2, 6: 3, 7: 5, 9: 7, 12: 9, 20: 12, 33: 23}[n]
    assert int(r.indices[0]) == expect and tp.isnan(r.values[0])
    assert int(r.indices[1]) == 0 and float(r.values[1]) == 1.0


@pytest.mark.parametrize("value", [1e15, 1e30, -1e30, 5.0])
@pytest.mark.parametrize("bins", [3, 4, 7, 100])
def test_histc_of_one_value_counts_it_in_the_middle_bin(backend, value, bins):
    """min == max takes the data's range widened by 1 each way; where the widening is lost
    in rounding (|value| >= 2**53) PyTorch still counts the value in bin bins // 2."""
    tp = backend
    for x in (tp.tensor([value, value], dtype=tp.float64), tp.tensor(value, dtype=tp.float32)):
        h = tp.histc(x, bins).numpy()
        assert np.flatnonzero(h).tolist() == [bins // 2] and h.sum() == x.numel()
