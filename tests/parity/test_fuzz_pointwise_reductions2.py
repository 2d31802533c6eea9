"""Pointwise, binary and reduction ops where the differential fuzzer (tests/fuzz) found
TensorPlay answering otherwise than PyTorch, second round: the order of PyTorch's checks (the
dtype before the dims, the in-place output before the dtype), float division by a Python int
zero, and gradients at NaN, inf and zero. Stated once, run on tensorplay and on torch (the
`backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test states PyTorch's behaviour and runs on torch too
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

INF, NAN = float("inf"), float("nan")


def _raises(cls, fn, match=None):
    with pytest.raises(cls, match=match):
        fn()


def _eq(actual, expected):
    np.testing.assert_array_equal(np.asarray(actual.detach().numpy(), dtype=np.float64),
                                  np.asarray(expected, dtype=np.float64))


def _close(actual, expected, rtol=1e-12):
    np.testing.assert_allclose(np.asarray(actual.detach().numpy(), dtype=np.float64),
                               np.asarray(expected, dtype=np.float64), rtol=rtol, atol=1e-300)


# ── the order of the checks ─────────────────────────────────────────────────────────────


@pytest.mark.parametrize("op", ["argmin", "argmax"])
@pytest.mark.parametrize("shape, dim", [((0, 4), 0), ((3, 4), 5), ((0, 4), None)])
def test_argmin_refuses_bool_before_checking_the_dim(backend, op, shape, dim):
    x = backend.zeros(shape, dtype=backend.bool)
    _raises(RuntimeError, lambda: getattr(backend, op)(x, dim=dim), "does not support bool input")


@pytest.mark.parametrize("op", ["var", "std", "var_mean", "std_mean", "norm"])
@pytest.mark.parametrize("shape, dim", [((), 1), ((3, 4), 5)])
def test_var_refuses_integers_before_checking_the_dim(backend, op, shape, dim):
    x = backend.zeros(shape, dtype=backend.int16)
    _raises(RuntimeError, lambda: getattr(backend, op)(x, dim=dim), "floating point")


def test_inplace_on_an_expanded_tensor_reports_the_overlap_before_the_dtype(backend):
    x = backend.tensor([True, False, True]).expand(5, 3)
    _raises(RuntimeError, lambda: x.ceil_(), "more than one element of the written-to tensor")


@pytest.mark.parametrize("mode", ["floor", "trunc"])
def test_composite_inplace_reports_the_output_shape_before_the_dtype(backend, mode):
    x, y = backend.ones(2, 1, 3, dtype=backend.bool), backend.ones(5, 3, dtype=backend.bool)
    _raises(RuntimeError, lambda: x.divide_(y, rounding_mode=mode), r"output with shape \[2, 1, 3\]")


# ── division by a Python number ─────────────────────────────────────────────────────────


def test_float_fmod_and_floor_divide_by_the_int_zero(backend):
    """A float tensor by the Python int 0 divides in float: fmod NaN, floor_divide inf."""
    x = backend.tensor([1.5, -2.0, 0.0], dtype=backend.float64)
    _eq(backend.fmod(x, 0), [NAN, NAN, NAN])
    _eq(backend.floor_divide(x, 0), [INF, -INF, NAN])
    _eq(backend.remainder(x, 0), [NAN, NAN, NAN])


def test_integer_fmod_by_zero_still_raises(backend):
    _raises(RuntimeError, lambda: backend.fmod(backend.tensor([3, 4]), 0), "ZeroDivisionError")


@pytest.mark.parametrize("other", [False, True, "tensor"])
def test_bool_floor_divide_and_fmod_are_refused(backend, other):
    x = backend.tensor([True, False, True])
    o = x if other == "tensor" else other
    _raises(NotImplementedError, lambda: backend.floor_divide(x, o), "div_floor_cpu")
    _raises(NotImplementedError, lambda: backend.fmod(x, o), "fmod_cpu")


def test_masked_select_under_vmap_refuses_unbroadcastable_shapes_as_pytorch(backend):
    mask = backend.tensor([[True, False, True, False], [False, True, True, False]])
    f = backend.func.vmap(lambda x: backend.masked_select(x, mask))
    _raises(RuntimeError, lambda: f(backend.ones(3, 1, 3)),
            r"The size of tensor a \(4\) must match the size of tensor b \(3\) at non-singleton dimension 2")


# ── clamp with tensor bounds: PyTorch's clamp_backward and clamp_jvp at NaN ──────────────

_X = [-1.0, 0.2, 0.7, 3.0]


def _bound(backend, values):
    return backend.tensor(values, dtype=backend.float64).requires_grad_()


@pytest.mark.parametrize("nan_in", ["min", "max"])
@pytest.mark.parametrize("transform", [False, True])
def test_clamp_gradient_with_a_nan_bound(backend, nan_in, transform):
    """clamp_backward_min_max: self where min <= x <= max, min where x < min < max, max where
    x > max or max < min; a NaN bound makes its comparisons false (max still takes the
    gradient where x > max). The same under torch.func.grad."""
    lo = [NAN, 0.0, NAN, 0.0] if nan_in == "min" else [0.0] * 4
    hi = [NAN, 1.0, NAN, 1.0] if nan_in == "max" else [1.0] * 4
    cot = backend.tensor([1.0, 2.0, 3.0, 4.0], dtype=backend.float64)

    def f(x, a, b):
        return (backend.clamp(x, a, b) * cot).sum()

    args = [backend.tensor(v, dtype=backend.float64) for v in (_X, lo, hi)]
    if transform:
        grads = backend.func.grad(f, argnums=(0, 1, 2))(*args)
    else:
        args = [a.requires_grad_() for a in args]
        grads = backend.autograd.grad(f(*args), args)
    # x = 3 > max = 1 gives max the gradient beside a NaN min; a NaN max takes none, and min
    # none either (min < NaN is false)
    for g, e in zip(grads, ([0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4])):
        _eq(g, e)


@pytest.mark.parametrize("nan_in", ["min", "max", "self"])
def test_clamp_jvp_with_a_nan_bound(backend, nan_in):
    """clamp_jvp: max's tangent where min > max, else min's where x < min, max's where x > max,
    x's elsewhere (every comparison with NaN is false)."""
    x = [NAN, 0.2, 0.7, 3.0] if nan_in == "self" else _X
    lo = [NAN, 0.0, NAN, 2.0] if nan_in == "min" else [0.0, 0.0, 0.0, 2.0]
    hi = [NAN, 1.0, NAN, 1.0] if nan_in == "max" else [1.0, 1.0, 1.0, 1.0]
    prim = [backend.tensor(v, dtype=backend.float64) for v in (x, lo, hi)]
    tang = [backend.tensor(v, dtype=backend.float64) for v in ([1.0] * 4, [10.0] * 4, [100.0] * 4)]
    out, t = backend.func.jvp(backend.clamp, tuple(prim), tuple(tang))
    expected = {"min": [1, 1, 1, 100], "max": [10, 1, 1, 100], "self": [1, 1, 1, 100]}[nan_in]
    _eq(t, expected)
    assert np.isnan(out.numpy()[0])


# ── derivatives as PyTorch writes them (where inf and NaN land) ─────────────────────────


def _f64(backend, values):
    return backend.tensor(values, dtype=backend.float64)


def test_ldexp_gradient_is_elementwise_before_the_broadcast_sum(backend):
    """PyTorch's ldexp derivative is grad * self * 2^other * ln 2 per element of the result,
    summed back after: one 0 * inf makes the summed exponent gradient NaN."""
    s = _f64(backend, [[0.5, 1e-300, 0.0, -2.0]])
    o = _f64(backend, [[INF], [-INF], [3.0], [-3.0]])
    gs, go = backend.func.grad(lambda a, b: backend.ldexp(a, b).sum(), argnums=(0, 1))(s, o)
    _eq(gs, [[INF, INF, INF, INF]])
    _close(go, [[NAN], [0.0], [-1.5 * 8 * 0.6931471805599453], [-1.5 / 8 * 0.6931471805599453]])


def test_lerp_jvp_interpolates_the_tangents(backend):
    """lerp(self_t, end_t, w) + w_t (end - self): an infinite weight gives NaN where the
    tangents are equal, as PyTorch's."""
    prim = (_f64(backend, [1.0, 2.0, 3.0]), _f64(backend, [1.0, 5.0, NAN]), _f64(backend, [INF, INF, 0.5]))
    tang = (_f64(backend, [1.0] * 3), _f64(backend, [2.0] * 3), _f64(backend, [3.0] * 3))
    out, t = backend.func.jvp(backend.lerp, prim, tang)
    _eq(out, [NAN, INF, NAN])
    _eq(t, [INF, INF, NAN])


def test_div_jvp_is_one_quotient(backend):
    """(self_t - other_t * result) / other: inf at other = 0, not inf - inf."""
    prim = (_f64(backend, [1.0, -2.0, 0.0]), _f64(backend, [0.0, 0.0, 0.0]))
    _, t = backend.func.jvp(backend.div, prim, (_f64(backend, [1.0] * 3), _f64(backend, [1.0] * 3)))
    _eq(t, [-INF, INF, NAN])


@pytest.mark.parametrize("op", ["div", "true_divide"])
def test_div_second_derivative_at_an_infinite_divisor(backend, op):
    """div_tensor_other_backward is -grad * ((self / other) / other): 0 at other = inf, and so
    is its derivative (-grad * self / other^2 gave NaN there)."""
    x = _f64(backend, [1.5, -2.0, 0.0]).requires_grad_()
    y = _f64(backend, [INF, -INF, INF]).requires_grad_()
    _, gy = backend.autograd.grad(getattr(backend, op)(x, y).sum(), [x, y], create_graph=True)
    for g in backend.autograd.grad(gy.sum(), [x, y]):
        _eq(g, [0.0, 0.0, 0.0])


def test_fmax_jvp_takes_others_tangent_at_ties(backend):
    prim = (_f64(backend, [1.0, 2.0, INF]), _f64(backend, [1.0, 3.0, INF]))
    _, t = backend.func.jvp(backend.fmax, prim, (_f64(backend, [1.0] * 3), _f64(backend, [10.0] * 3)))
    _eq(t, [10.0, 10.0, 10.0])


@pytest.mark.parametrize("p", [1, 2])
def test_mvlgamma_derivative_at_signed_zero(backend, p):
    """PyTorch adds the offsets to x (-0.0 + 0.0 is +0.0): the derivative is -inf at both zeros."""
    z = _f64(backend, [-0.0, 0.0]).requires_grad_()
    g, = backend.autograd.grad(backend.mvlgamma(z, p).sum(), z)
    _eq(g, [-INF, -INF])
    _, t = backend.func.jvp(lambda v: backend.mvlgamma(v, p), (_f64(backend, [-0.0, 0.0]),),
                            (_f64(backend, [1.0, 1.0]),))
    _eq(t, [-INF, -INF])


@pytest.mark.parametrize("fn, at_zero", [(lambda lib, v: lib.norm(v, 3, dim=1), 0.0),
                                         (lambda lib, v: lib.linalg.vector_norm(v, 3.5, dim=1), 0.0),
                                         (lambda lib, v: lib.norm(v, 1.5, dim=1), NAN)])
def test_norm_second_derivative_at_a_zero_element(backend, fn, at_zero):
    """PyTorch's norm_backward for p > 1: x |x|^(p-2) (sgn(x) |x|^(p-1) below 2) times
    grad / norm^(p-1); no log(0) in it, so for p >= 2 the second derivative at x = 0 is 0
    (below 2, |x|^(p-1)'s derivative there is inf, and the product NaN)."""
    v = _f64(backend, [[0.0, 1.0, -2.0], [3.0, 0.0, 0.5]]).requires_grad_()
    g, = backend.autograd.grad(fn(backend, v).sum(), v, create_graph=True)
    gg = backend.autograd.grad(g.sum(), v)[0].numpy()
    _eq(backend.tensor([gg[0, 0], gg[1, 1]]), [at_zero, at_zero])
    assert np.isfinite(np.delete(gg.ravel(), [0, 4])).all()


def test_round_float16_to_decimals_scales_in_float32(backend):
    x = backend.tensor([-1.95, 0.35, 2.05, -0.45, 1.25], dtype=backend.float16)
    expected = np.round(np.array([-1.95, 0.35, 2.05, -0.45, 1.25], dtype=np.float16).astype(np.float32), 1)
    _eq(backend.round(x, decimals=1), expected.astype(np.float16))


def test_mvlgamma_refuses_bool_before_checking_p(backend):
    _raises(RuntimeError, lambda: backend.mvlgamma(backend.tensor([True]), 0), "may not be a boolean")


# ── in-place cumprod computes in self's dtype; index_copy checks the dim first ─────────


def test_inplace_cumprod_computes_in_selfs_dtype(backend):
    x = backend.tensor([100, 3, 5], dtype=backend.int8)
    x.cumprod_(0)
    assert x.dtype == backend.int8
    _eq(x, [100, 44, -36])  # wraps in int8


@pytest.mark.parametrize("dt", ["float16", "float32", "int64", "bool"])
def test_inplace_cumprod_with_another_dtype_is_a_bad_inplace_call(backend, dt):
    x = backend.ones(3, dtype=getattr(backend, dt))
    _raises(RuntimeError, lambda: x.cumprod_(0, dtype=backend.float64), "Bad in-place call: input tensor dtype")
    _raises(IndexError, lambda: x.cumprod_(5, dtype=backend.float64))  # the dim is checked first


@pytest.mark.parametrize("shape, ok", [((), True), ((0,), True), ((1,), False), ((3, 2), False)])
def test_bool_cumprod_has_no_kernel_but_for_0d_and_empty(backend, shape, ok):
    x = backend.ones(shape, dtype=backend.bool)
    for call in (lambda: x.clone().cumprod_(0), lambda: backend.cumprod(x, 0, dtype=backend.bool)):
        if ok:
            assert call().dtype == backend.bool
        else:
            _raises(NotImplementedError, call, "cumprod_out_cpu")


@pytest.mark.parametrize("op", ["index_copy", "index_add"])
def test_index_copy_checks_the_dim_before_the_dtypes(backend, op):
    self = backend.zeros((), dtype=backend.int16)
    _raises(IndexError, lambda: getattr(backend, op)(self, 1, backend.tensor([0]), backend.ones(1)),
            "Dimension out of range")


# ── max(x) / min(x) of the whole tensor: evenly_distribute_backward and evenly_read_jvp ──


@pytest.mark.parametrize("op", ["max", "min"])
def test_whole_max_gradient_under_func_grad_shares_by_the_nans(backend, op):
    x = _f64(backend, [[1.0, NAN, 3.0], [NAN, 0.5, 3.0]])
    _eq(backend.func.grad(lambda v: getattr(backend, op)(v) * 2.0)(x), [[0, 1, 0], [1, 0, 0]])
    out, t = backend.func.jvp(getattr(backend, op), (x,), (backend.ones_like(x),))
    assert np.isnan(out.numpy()) and np.isnan(t.numpy())


def test_whole_max_ties_share_gradient_and_tangent(backend):
    y = _f64(backend, [[1.0, 3.0, 3.0], [2.0, 0.5, 3.0]])
    _close(backend.func.grad(lambda v: backend.max(v) * 2.0)(y), [[0, 2 / 3, 2 / 3], [0, 0, 2 / 3]])
    _, t = backend.func.jvp(backend.max, (y,), (_f64(backend, [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]),))
    _close(t, 8 / 3)


@pytest.mark.parametrize("op", ["median", "nanmedian"])
def test_whole_median_of_infinities_under_transforms(backend, op):
    """The body under transforms keeps an infinite median (inf - inf was NaN in its tie-sharing
    sum) and still shares the gradient by the tied elements."""
    x = _f64(backend, [[INF, INF, 1.0], [-INF, -INF, 2.0], [NAN, INF, INF]])
    f = getattr(backend, op)
    expected = [INF, -INF, NAN] if op == "median" else [INF, -INF, INF]
    _eq(backend.func.vmap(f)(x), expected)
    _eq(backend.func.grad(lambda v: f(v) * 2.0)(x[0]), [1.0, 1.0, 0.0])
