"""Derivatives at special inputs (zero, inf, NaN) where the differential fuzzer (tests/fuzz)
found TensorPlay answering otherwise than PyTorch, the round after test_fuzz_special_values.py.
Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np

INF, NAN = float("inf"), float("nan")


def _t(tp, values, grad=False):
    t = tp.tensor(np.asarray(values, dtype=np.float64))
    return t.requires_grad_() if grad else t


def _eq(actual, expected):
    np.testing.assert_array_equal(np.asarray(actual.detach().numpy()), np.asarray(expected, dtype=np.float64))


def test_xlogy_gradient_at_zero_self_is_log_other_unless_other_is_not_positive(backend):
    """d xlogy / d self is xlogy(grad, other), zeroed only where self == 0 and other <= 0:
    at self = 0 and other = 2 it is log 2 (it was 0); the JVP likewise."""
    tp = backend
    ys = [2.0, 0.5, 1.0, 0.0, -1.0, INF, -INF, NAN]
    for xv in (0.0, 1.0):
        x, y = _t(tp, [xv] * len(ys), grad=True), _t(tp, ys, grad=True)
        gx, gy = tp.autograd.grad(tp.xlogy(x, y).sum(), (x, y))
        with np.errstate(all="ignore"):
            logs = np.log(np.asarray(ys))
        expected = np.where((xv == 0) & (np.asarray(ys) <= 0), 0.0, logs)
        _eq(gx, expected)
        ones = tp.ones(len(ys), dtype=tp.float64)
        _, tangent = tp.func.jvp(lambda a: tp.xlogy(a, y.detach()), (x.detach(),), (ones,))
        _eq(tangent, expected)
    assert np.isnan(gy.numpy()[7]) and gy.numpy()[0] == 0.5


def test_remainder_derivative_in_other_is_minus_the_floored_quotient(backend):
    """d remainder / d other = -grad * div(self, other, rounding_mode='floor'): at self = inf
    that quotient is NaN, at other = inf it is -1 for a negative self (floor(self / other)
    gave inf and -0), at other = 0 inf; its own derivatives are zero (no NaN at other = 0 or NaN)."""
    tp = backend
    x = _t(tp, [INF, -2.0, 3.0, 1.0, 1.0], grad=True)
    y = _t(tp, [2.0, INF, INF, 0.0, NAN], grad=True)
    gx, gy = tp.autograd.grad(tp.remainder(x, y).sum(), (x, y), create_graph=True)
    _eq(gx, [1.0] * 5)
    _eq(gy, [NAN, 1.0, -0.0, -INF, NAN])
    ggx, ggy = tp.autograd.grad(gy[1:].sum(), (x, y), allow_unused=True, materialize_grads=True)
    _eq(ggx, [0.0] * 5)
    _eq(ggy, [0.0] * 5)
    ones = tp.ones(5, dtype=tp.float64)
    _, tangent = tp.func.jvp(lambda b: tp.remainder(x.detach(), b), (y.detach(),), (ones,))
    _eq(tangent, [NAN, 1.0, -0.0, -INF, NAN])


def test_elu_gradient_follows_self_le_zero_and_has_no_self_derivative_at_zero(backend):
    """PyTorch's elu_backward: alpha * exp(x) * grad where x <= 0, else grad (also at a NaN x, in
    its scalar loop: a tensor of fewer than 8 elements); its derivative in x is masked by
    x < 0, so it is 0 at x = 0."""
    tp = backend
    x = _t(tp, [NAN, -1.0, 0.0, 2.0], grad=True)
    (g,) = tp.autograd.grad(tp.nn.functional.elu(x, alpha=0.5).sum(), x, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), [1.0, 0.5 * np.exp(-1.0), 0.5, 1.0], rtol=1e-15)
    (gg,) = tp.autograd.grad(g.sum(), x)
    np.testing.assert_allclose(gg.numpy(), [0.0, 0.5 * np.exp(-1.0), 0.0, 0.0], rtol=1e-15)
    _, tangent = tp.func.jvp(tp.nn.functional.elu, (x.detach(),), (tp.ones(4, dtype=tp.float64),))
    np.testing.assert_allclose(tangent.numpy(), [1.0, np.exp(-1.0), 1.0, 1.0], rtol=1e-15)


def test_integer_division_by_zero_of_an_empty_tensor_returns_it(backend):
    """PyTorch's integer ZeroDivisionError comes from the kernel's loop: an empty result has
    none (remainder, fmod, floor_divide, div with a rounding mode)."""
    tp = backend
    for dtype in (tp.uint8, tp.int64):
        x, zero = tp.zeros(0, dtype=dtype), tp.tensor(0, dtype=dtype)
        for out in (tp.remainder(x, zero), tp.fmod(x, 0), tp.floor_divide(x, zero),
                    tp.div(x, zero, rounding_mode="trunc"), tp.div(x, 0, rounding_mode="floor")):
            assert out.shape == (0,) and out.dtype == dtype
    try:
        tp.remainder(tp.ones(2, dtype=tp.int64), 0)
    except RuntimeError as e:
        assert "ZeroDivisionError" in str(e)
    else:
        raise AssertionError("integer remainder by zero did not raise")


def test_cumprod_second_derivative_with_two_zeros_and_its_jvp_at_nan(backend):
    """Under create_graph an input with zeros takes PyTorch's products that omit x_k (no
    division), whose derivative is exact also with two zeros (d^2 out / dx_1 dx_3 is not 0);
    one element along dim gives grad itself (an empty input's gradient needs no graph); the
    JVP is cumsum(t / x) * out, NaN at a 0-d NaN."""
    tp = backend
    a = _t(tp, [0.7, 0.0, -1.3, 0.0, 2.0], grad=True)
    c = _t(tp, [0.5, -0.2, 1.0, 0.3, 0.9])
    (g,) = tp.autograd.grad((tp.cumprod(a, 0) * c).sum(), a, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), [0.5, -1.05, 0.0, 0.0, 0.0], atol=1e-15)
    (gg,) = tp.autograd.grad(g.sum(), a)
    np.testing.assert_allclose(gg.numpy(), [-1.5, -2.711, 0.7, -1.911, 0.0], rtol=1e-12)
    e = tp.zeros(0, 3, dtype=tp.float64).requires_grad_()
    (ge,) = tp.autograd.grad(tp.cumprod(e, 1).sum(), e, create_graph=True)
    assert ge.shape == (0, 3) and not ge.requires_grad
    nan = _t(tp, NAN)
    _, tangent = tp.func.jvp(lambda v: tp.cumprod(v, 0), (nan,), (_t(tp, 0.5),))
    assert np.isnan(tangent.numpy())
    x = _t(tp, [2.0, 0.0, 3.0, 0.0])
    _, tangent = tp.func.jvp(lambda v: tp.cumprod(v, 0), (x,), (_t(tp, [1.0, 2.0, 3.0, 4.0]),))
    _eq(tangent, [1.0, 4.0, 12.0, 0.0])


def test_logcumsumexp_gradient_and_jvp_at_inf_are_pytorchs_formulas(backend):
    """The gradient sums grad's positive and negative parts in log space (a row reaching +inf
    has d out_j / d x_k = exp(x_k - inf) = 0 for finite x_k, not NaN from inf - inf); the JVP
    is cumsum(t * e) / (cumsum(e) + 1e-13) with e = exp(x - max), whose max() refuses an empty
    dim; an empty input's gradient is grad itself."""
    tp = backend
    x = _t(tp, [[0.5, INF, 1.0, -2.0], [0.1, 0.2, 0.3, 0.4]], grad=True)
    w = _t(tp, [[0.7, -1.1, 0.4, 2.0], [1.0, -1.0, 0.5, 0.25]])
    (g,) = tp.autograd.grad((tp.logcumsumexp(x, 1) * w).sum(), x)
    out = g.numpy()
    assert np.isnan(out[0, 1]) and np.array_equal(out[0, 2:], [0.0, 0.0])
    np.testing.assert_allclose(out[0, 0], 0.7, rtol=1e-12)
    xs = np.array([0.1, 0.2, 0.3, 0.4])
    lse = np.log(np.cumsum(np.exp(xs)))
    expected = [sum(w.numpy()[1, j] * np.exp(xs[k] - lse[j]) for j in range(k, 4)) for k in range(4)]
    np.testing.assert_allclose(out[1], expected, rtol=1e-12)
    t = _t(tp, [[1.0, 2.0, 3.0, 4.0], [1.0, 1.0, 1.0, 1.0]])
    _, tangent = tp.func.jvp(lambda v: tp.logcumsumexp(v, 1), (x.detach(),), (t,))
    assert tangent.numpy()[0, 0] == 0.0 and np.isnan(tangent.numpy()[0, 1:]).all()
    np.testing.assert_allclose(tangent.numpy()[1], 1 / (1 + 1e-13 / np.cumsum(np.exp(xs - 0.4))), rtol=1e-15)
    _, tangent = tp.func.jvp(lambda v: tp.logcumsumexp(v, 0), (_t(tp, NAN),), (_t(tp, 0.5),))
    assert np.isnan(tangent.numpy())
    empty = tp.zeros(0, 3, dtype=tp.float64)
    try:
        tp.func.jvp(lambda v: tp.logcumsumexp(v, 0), (empty,), (empty,))
    except IndexError as e:
        assert "Expected reduction dim 0 to have non-zero size" in str(e)
    else:
        raise AssertionError("the JVP of an empty dim did not raise")
    e = empty.requires_grad_()
    (ge,) = tp.autograd.grad(tp.logcumsumexp(e, 0).sum(), e, create_graph=True)
    assert ge.shape == (0, 3) and not ge.requires_grad


def test_relu_passes_the_gradient_at_nan(backend):
    """PyTorch's threshold_backward(grad, result, 0) zeroes only where result <= 0: a NaN
    input passes its gradient (and its tangent), eagerly and under torch.func."""
    tp = backend
    x = _t(tp, [NAN, -1.0, 0.0, 2.0], grad=True)
    (g,) = tp.autograd.grad(tp.relu(x), x, _t(tp, [0.5, 0.5, 0.5, 0.5]))
    _eq(g, [0.5, 0.0, 0.0, 0.5])
    _eq(tp.func.grad(lambda v: tp.relu(v).sum())(x.detach()), [1.0, 0.0, 0.0, 1.0])
    _, tangent = tp.func.jvp(tp.relu, (x.detach(),), (_t(tp, [3.0, 3.0, 3.0, 3.0]),))
    _eq(tangent, [3.0, 0.0, 0.0, 3.0])


def test_clamp_tensor_gradient_masks_compare_with_nan_as_false(backend):
    """clamp_backward: self where min <= x <= max, min where x < min < max, max where x > max
    or max < min; a NaN anywhere makes its comparisons false, so a NaN x gives max the gradient
    where max < min, and a NaN min leaves max its gradient where x > max."""
    tp = backend
    x = _t(tp, [NAN, NAN, 5.0, 5.0, 0.5, -3.0], grad=True)
    lo = _t(tp, [0.0, 2.0, NAN, 0.0, 0.0, 0.0], grad=True)
    hi = _t(tp, [1.0, 1.0, 1.0, NAN, 1.0, 1.0], grad=True)
    gx, glo, ghi = tp.autograd.grad(tp.clamp(x, lo, hi).sum(), (x, lo, hi))
    _eq(gx, [0.0, 0.0, 0.0, 0.0, 1.0, 0.0])
    _eq(glo, [0.0, 0.0, 0.0, 0.0, 0.0, 1.0])
    _eq(ghi, [0.0, 1.0, 1.0, 0.0, 0.0, 0.0])


def test_max_pool2d_picks_the_last_nan_and_the_first_inside_element_of_an_all_minus_inf_window(backend):
    """PyTorch's loop takes an element if val > max or isnan(val), from -inf over the window's
    elements inside the input: the gradient (and the indices, and the JVP) go to the last NaN of
    a window, to its first maximum, and to its first element inside the input when every one
    is -inf (not to the padding)."""
    tp = backend
    v = [[1.0, NAN, 3.0, NAN], [5.0, 2.0, NAN, 0.0], [1.0, 2.0, 3.0, 4.0], [NAN, NAN, 0.0, 9.0]]
    x = _t(tp, [[v]], grad=True)
    (g,) = tp.autograd.grad(tp.nn.functional.max_pool2d(x, 2).sum(), x)
    _eq(g.reshape(-1), [0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1])
    m = _t(tp, [[[[-INF, -INF, 1.0], [-INF, -INF, 2.0], [0.0, 0.0, 0.0]]]], grad=True)
    out, idx = tp.nn.functional.max_pool2d(m, 2, stride=2, padding=1, return_indices=True)
    assert idx.reshape(-1).tolist() == [0, 2, 6, 5]
    (gm,) = tp.autograd.grad(out.sum(), m)
    _eq(gm.reshape(-1), [1, 0, 1, 0, 0, 1, 1, 0, 0])
    _, idx = tp.nn.functional.max_pool2d(_t(tp, [[[[-INF] * 2] * 2]]), 3, padding=1, return_indices=True)
    assert idx.reshape(-1).tolist() == [0]
    _, tangent = tp.func.jvp(lambda a: tp.nn.functional.max_pool2d(a, 2), (x.detach(),),
                             (tp.arange(16, dtype=tp.float64).reshape(1, 1, 4, 4),))
    _eq(tangent.reshape(-1), [1, 6, 13, 15])


def test_poisson_nll_loss_stirling_term_is_masked_after_it_is_computed(backend):
    """full=True adds t log t - t + log(2 pi t) / 2 masked to 0 where t <= 1 (PyTorch's
    masked_fill after the computation): the target's gradient at t = 0 is 0 * log 0 = NaN, a
    NaN target gives a NaN loss; the term is added in place, so the loss keeps its dtype
    (float16 input, int64 target: float16)."""
    tp = backend
    x = _t(tp, [0.5, 1.5, 2.0, 0.7])
    t = _t(tp, [0.0, 0.5, 3.0, NAN], grad=True)
    loss = tp.nn.functional.poisson_nll_loss(x, t, log_input=False, full=True, reduction="none")
    s3 = 3 * np.log(3) - 3 + 0.5 * np.log(2 * np.pi * 3)
    expected = [0.5, 1.5 - 0.5 * np.log(1.5 + 1e-8), 2.0 - 3 * np.log(2.0 + 1e-8) + s3, NAN]
    np.testing.assert_allclose(loss.detach().numpy(), expected, rtol=1e-12)
    (g,) = tp.autograd.grad(loss[:3].sum(), t)
    out = g.numpy()
    assert np.isnan(out[0]) and np.isnan(out[3])  # (a zero cotangent times log NaN)
    np.testing.assert_allclose(out[1:3], [-np.log(1.5 + 1e-8), -np.log(2.0 + 1e-8) + np.log(3) + 1 / 6],
                               rtol=1e-12)
    h = tp.nn.functional.poisson_nll_loss(tp.tensor([0.5, 1.0], dtype=tp.float16), tp.tensor([2, 3]),
                                          log_input=False, full=True)
    assert h.dtype == tp.float16


def test_binary_cross_entropy_with_logits_checks_in_pytorchs_order(backend):
    """log_sigmoid(input) refuses a non-float input first (also an empty one, whose shapes do
    not broadcast); (1 - target).mul_(input) cannot write a float loss into an integer target;
    a bool target is refused by 1 - target."""
    tp = backend
    f = tp.binary_cross_entropy_with_logits
    for dtype, name in ((tp.int8, "Char"), (tp.uint8, "Byte")):
        try:
            f(tp.ones(0, dtype=dtype), tp.ones(4))
        except NotImplementedError as e:
            assert f"not implemented for '{name}'" in str(e)
        else:
            raise AssertionError("an integer input was taken")
    for x_dtype, t_dtype, msg in ((tp.float64, tp.uint8, "Double can't be cast to the desired output type Byte"),
                                  (tp.float32, tp.int8, "Float can't be cast to the desired output type Char"),
                                  (tp.float16, tp.int64, "Half can't be cast to the desired output type Long"),
                                  (tp.float64, tp.bool, "Subtraction, the `-` operator")):
        try:
            f(tp.zeros(3, dtype=x_dtype), tp.ones(3, dtype=t_dtype))
        except RuntimeError as e:
            assert msg in str(e)
        else:
            raise AssertionError("an integer or bool target was taken")
    out = f(tp.zeros(3, dtype=tp.float64), tp.ones(3, dtype=tp.float16))
    assert out.dtype == tp.float16


def test_index_fill_with_a_tensor_value_checks_it_fits_the_dtype(backend):
    """index_fill(self, dim, index, value) with a 0-d tensor value fills with value.item():
    one out of self's range is PyTorch's RuntimeError (as for a number), NaN into an integer
    too; a negative integer wraps into uint8, inf fits float16."""
    tp = backend
    i = tp.tensor([0])
    for dtype, value, c_type in ((tp.int16, tp.tensor(1e6), "int16_t"), (tp.int16, tp.tensor(float("nan")), "int16_t"),
                                 (tp.float16, tp.tensor(70000), "c10::Half"),
                                 (tp.uint8, tp.tensor(-1.0, dtype=tp.float64), "uint8_t")):
        try:
            tp.index_fill(tp.zeros(2, 3, dtype=dtype), 1, i, value)
        except RuntimeError as e:
            assert f"value cannot be converted to type {c_type} without overflow" in str(e)
        else:
            raise AssertionError(f"{value} was put into {dtype}")
    assert tp.index_fill(tp.zeros(2, dtype=tp.uint8), 0, i, tp.tensor(-1)).tolist() == [255, 0]
    assert tp.index_fill(tp.zeros(2, dtype=tp.float16), 0, i, tp.tensor(INF)).tolist() == [INF, 0.0]


def test_softmax_and_log_softmax_of_a_non_finite_0d_tensor_are_nan(backend):
    """A 0-d input is its one-element row: exp(x - max) / sum and x - max - log(sum) are NaN
    for x = +-inf or NaN (inf - inf), 1 and 0 for a finite x."""
    tp = backend
    for v in (INF, -INF, NAN):
        x = _t(tp, v)
        assert np.isnan(tp.log_softmax(x, 0).item()) and np.isnan(tp.softmax(x, -1).item())
    assert tp.log_softmax(_t(tp, 2.0), 0).item() == 0.0 and tp.softmax(_t(tp, 2.0), 0).item() == 1.0


def test_i0_second_derivative_is_half_where_not_abs_x_above_eps(backend):
    """i0's gradient is grad * i1(x); PyTorch's i1_backward answers 1/2 where not |x| > eps,
    so i0's second derivative at x = 0 and at NaN is grad * 1/2 (it was NaN at NaN)."""
    tp = backend
    x = _t(tp, [NAN, 0.0, 1.0], grad=True)
    (g,) = tp.autograd.grad(tp.i0(x).sum(), x, create_graph=True)
    (gg,) = tp.autograd.grad(g.sum(), x)
    i0_1, i1_1 = 1.2660658777520082, 0.5651591039924851
    np.testing.assert_allclose(gg.numpy(), [0.5, 0.5, i0_1 - i1_1], rtol=1e-12)


def test_sinc_gradient_is_pytorchs_sinc_backward(backend):
    """grad * (pi x cos(pi x) - sin(pi x)) / (pi x^2) in PyTorch's order of operations, 0 where
    pi x^2 is 0; the second derivative there is NaN (the masked branch's 0 times 1 / 0)."""
    tp = backend
    x = _t(tp, [0.0, 0.3, -1.2, 2.5], grad=True)
    (g,) = tp.autograd.grad(tp.sinc(x).sum(), x, create_graph=True)
    xs = np.array([0.3, -1.2, 2.5])
    expected = (xs * np.pi * np.cos(xs * np.pi) - np.sin(xs * np.pi)) / (xs * xs * np.pi)
    np.testing.assert_allclose(g.detach().numpy(), [0.0, *expected], rtol=1e-14)
    (gg,) = tp.autograd.grad(g.sum(), x)
    assert np.isnan(gg.numpy()[0]) and np.isfinite(gg.numpy()[1:]).all()


def test_pow_second_derivatives_at_zero_are_pytorchs(backend):
    """pow_backward_self / pow_backward_exponent compute the masked branches as they are
    (exponent * self ** (exponent - 1) and result * log(self)), so the second derivatives at a
    zero base are NaN, as PyTorch's; float_power (pow in float64) likewise."""
    tp = backend
    for f in (tp.pow, tp.float_power):
        x = _t(tp, [0.0, 0.0, 2.0], grad=True)
        y = _t(tp, [0.0, 2.0, 0.0], grad=True)
        gx, gy = tp.autograd.grad(f(x, y).sum(), (x, y), create_graph=True)
        _eq(gx, [0.0, 0.0, 0.0])
        np.testing.assert_allclose(gy.detach().numpy(), [0.0, 0.0, np.log(2.0)], rtol=1e-15)
        ggx, ggy = tp.autograd.grad(gx.sum() + gy.sum(), (x, y))
        assert np.isnan(ggx.numpy()[:2]).all() and np.isnan(ggy.numpy()[:2]).all()
        np.testing.assert_allclose([ggx.numpy()[2], ggy.numpy()[2]], [0.5, np.log(2.0) ** 2], rtol=1e-14)
