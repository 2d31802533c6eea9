"""The gamma family (lgamma, digamma, polygamma, mvlgamma) and Tensor.float_power_: values on
grids against torch and against scipy-free references (math.lgamma; the recurrence and
asymptotic series of tests/ops/references.py), special values, errors, dtypes, in-place
variants and derivatives."""

from __future__ import annotations

import math
import time

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.ops.pointwise import gamma

from .references import polygamma_reference

INF, NAN = math.inf, math.nan


def _grid(lo: float, hi: float, n: int = 20001, away: float = 1e-3) -> np.ndarray:
    """Points of [lo, hi] at least `away` from the poles (0 and the negative integers)."""
    x = np.linspace(lo, hi, n)
    return x[(x > 0) | (np.abs(x - np.round(x)) > away)]


def _close(got, want, rtol: float, atol: float = 0.0) -> None:
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=rtol, atol=atol)


# ---- values -----------------------------------------------------------------------------------
def test_lgamma_matches_math_lgamma_on_many_points():
    x = np.concatenate([_grid(0.0, 40.0), np.geomspace(1e-300, 1e300, 3001)])
    want = np.array([math.lgamma(v) for v in x])
    _close(tp.lgamma(tp.tensor(x)).numpy(), want, rtol=2e-13, atol=1e-15)


def test_lgamma_negative_axis_matches_math_lgamma():
    # reflection; near lgamma's zeros at negative x only the absolute error is small
    x = _grid(-30.0, 0.0)
    want = np.array([math.lgamma(v) for v in x])
    _close(tp.lgamma(tp.tensor(x)).numpy(), want, rtol=1e-13, atol=2e-15)


def test_digamma_and_polygamma_match_the_series_reference():
    x = _grid(0.05, 40.0, 4001)
    for n in range(5):
        want = polygamma_reference(n, x)
        got = tp.polygamma(n, tp.tensor(x)).numpy()
        _close(got, want, rtol=1e-13, atol=1e-14)
    _close(tp.digamma(tp.tensor(x)).numpy(), polygamma_reference(0, x), rtol=1e-13, atol=1e-14)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_grid_against_torch(torch, dtype):
    f64 = dtype == "float64"
    # (float32: torch computes in float, which loses digits right next to the poles)
    x = np.concatenate([_grid(-12.0, 30.0, away=1e-3 if f64 else 0.05),
                        np.geomspace(1e-30, 1e30, 601)]).astype(dtype)
    t, m = torch.tensor(x), tp.tensor(x)
    _close(tp.lgamma(m).numpy(), torch.lgamma(t).numpy(), rtol=1e-12 if f64 else 2e-6,
           atol=1e-13 if f64 else 1e-6)
    _close(tp.digamma(m).numpy(), torch.digamma(t).numpy(), rtol=1e-12 if f64 else 2e-6,
           atol=1e-12 if f64 else 1e-5)
    for n in (1, 2, 3, 4):
        # torch's trigamma truncates its series: about 5e-10 relative (see ops.yaml)
        _close(tp.polygamma(n, m).numpy(), torch.polygamma(n, t).numpy(),
               rtol=(1e-9 if n == 1 else 1e-11) if f64 else 1e-4, atol=0 if f64 else 1e-37)


def test_mvlgamma_against_torch(torch):
    x = np.linspace(2.6, 12.0, 301)
    for p in (1, 2, 3, 5):
        _close(tp.mvlgamma(tp.tensor(x), p).numpy(), torch.mvlgamma(torch.tensor(x), p).numpy(),
               rtol=1e-12)


def test_special_values(backend):
    x = backend.tensor([-INF, -3.0, -2.5, -0.0, 0.0, 1e-300, 0.5, 1.0, 2.0, 1e306, INF, NAN],
                       dtype=backend.float64)
    assert backend.lgamma(x).tolist()[:6] == [INF, INF, pytest.approx(-0.05624371649767405,
                                                                     rel=1e-14), INF, INF,
                                              pytest.approx(690.7755278982137, rel=1e-15)]
    assert backend.lgamma(x).tolist()[6:11] == [pytest.approx(0.5723649429247001, rel=1e-15),
                                                0.0, 0.0, INF, INF]
    d = backend.digamma(x).tolist()
    assert math.isnan(d[0]) and math.isnan(d[1]) and d[3] == INF and d[4] == -INF
    assert d[7] == pytest.approx(-0.5772156649015329, rel=1e-15) and d[10] == INF
    assert math.isnan(backend.digamma(backend.tensor([-1.0, NAN])).tolist()[0])
    assert backend.polygamma(1, x).tolist()[3:5] == [INF, INF]
    assert backend.polygamma(1, x).tolist()[10] == 0.0
    assert backend.polygamma(2, x).tolist()[:6] == [-INF] * 2 + [
        pytest.approx(-0.1082040516417282, rel=1e-12)] + [-INF] * 3
    assert backend.polygamma(3, backend.tensor([0.0, -2.0])).tolist() == [INF, INF]


def test_large_trigamma_keeps_its_value(backend):
    x = backend.tensor([1e9, 1e200, 1e306], dtype=backend.float64)
    assert backend.polygamma(1, x).tolist() == pytest.approx([1e-9, 1e-200, 1e-306], rel=1e-12)


# ---- dtypes, errors, methods ------------------------------------------------------------------
def test_dtypes(backend):
    ints = backend.tensor([1, 2, 3])
    for out in (backend.lgamma(ints), backend.digamma(ints), backend.polygamma(1, ints),
                backend.mvlgamma(backend.tensor([3, 4]), 2), backend.lgamma(backend.tensor([True]))):
        assert out.dtype is backend.float32
    f64 = backend.tensor([2.5], dtype=backend.float64)
    assert backend.polygamma(2, f64).dtype is backend.float64
    assert f64.mvlgamma(p=2).dtype is backend.float64
    assert backend.mvlgamma(backend.tensor([3, 4]), 2).tolist() == pytest.approx(
        [1.5501950, 3.5650978], rel=1e-6)


def test_errors(backend):
    x = backend.ones(2)
    with pytest.raises(RuntimeError, match=r"^polygamma\(n, x\) does not support negative n\.$"):
        backend.polygamma(-1, x)
    with pytest.raises(RuntimeError, match="does not support negative n"):
        x.polygamma(-2)
    with pytest.raises(TypeError, match=r"argument 'n' \(position 1\) must be int, not float"):
        backend.polygamma(1.5, x)
    with pytest.raises(RuntimeError, match="p has to be greater than or equal to 1"):
        backend.mvlgamma(x, 0)
    for base, name in ((backend.ones(2), "Float"), (backend.tensor([1, 2]), "Long")):
        with pytest.raises(RuntimeError, match=f"^the base given to float_power_ has dtype {name} "
                                               "but the operation's result requires dtype Double$"):
            base.float_power_(2)
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type Long"):
        backend.tensor([1, 2]).lgamma_()


def test_methods_and_in_place(backend):
    x = backend.tensor([0.5, 1.5, 4.0], dtype=backend.float64)
    assert x.lgamma().tolist() == backend.lgamma(x).tolist()
    assert x.digamma().tolist() == backend.digamma(x).tolist()
    assert x.polygamma(2).tolist() == backend.polygamma(2, x).tolist()
    assert backend.polygamma(n=1, input=x).tolist() == backend.polygamma(1, x).tolist()
    assert (x + 2).mvlgamma(3).tolist() == backend.mvlgamma(x + 2, p=3).tolist()
    for method, want in (("lgamma_", backend.lgamma(x)), ("digamma_", backend.digamma(x)),
                         ("polygamma_", backend.polygamma(1, x))):
        y = x.clone()
        args = (1,) if method == "polygamma_" else ()
        assert getattr(y, method)(*args) is y
        assert y.tolist() == want.tolist()
    y = x.clone() + 2
    assert y.mvlgamma_(2) is y
    assert y.tolist() == backend.mvlgamma(x + 2, 2).tolist()
    z = x.clone()
    assert z.float_power_(backend.tensor([2, 3, 1])) is z
    assert z.tolist() == pytest.approx([0.25, 3.375, 4.0], rel=1e-15)
    assert z.dtype is backend.float64


# ---- derivatives ------------------------------------------------------------------------------
def test_in_place_bumps_the_version():
    y = tp.tensor([2.5, 3.0])
    for step in (lambda: y.lgamma_(), lambda: y.polygamma_(1), lambda: y.mvlgamma_(1)):
        v = y._version[0]
        step()
        assert y._version[0] == v + 1


def test_derivatives(backend):
    x = backend.tensor([0.3, 1.0, 2.5, 7.0], dtype=backend.float64, requires_grad=True)
    (g,) = backend.autograd.grad(backend.lgamma(x).sum(), x, create_graph=True)
    assert g.tolist() == pytest.approx(backend.digamma(x).tolist(), rel=1e-15)
    (gg,) = backend.autograd.grad(g.sum(), x)
    assert gg.tolist() == pytest.approx(backend.polygamma(1, x).tolist(), rel=1e-8)
    (g3,) = backend.autograd.grad(backend.polygamma(2, x).sum(), x)
    assert g3.tolist() == pytest.approx(backend.polygamma(3, x).tolist(), rel=1e-15)
    y = x.detach().clone().requires_grad_()
    w = y * 1.0
    w.lgamma_()
    w.sum().backward()
    assert y.grad.tolist() == pytest.approx(backend.digamma(x).tolist(), rel=1e-15)
    b = x.detach().clone()
    e = backend.tensor([2.0, 2.0, 2.0, 2.0], dtype=backend.float64, requires_grad=True)
    b.float_power_(e).sum().backward()
    assert e.grad.tolist() == pytest.approx((x.detach() ** 2 * x.detach().log()).tolist(), rel=1e-14)


def test_gradcheck_and_gradgradcheck():
    x = tp.tensor([0.4, 1.3, 3.7], dtype=tp.float64, requires_grad=True)
    for fn in (tp.lgamma, tp.digamma, lambda t: tp.polygamma(2, t), lambda t: tp.mvlgamma(t + 1, 2)):
        assert tp.autograd.gradcheck(fn, (x,))
        assert tp.autograd.gradgradcheck(fn, (x,))


def test_vmap_and_jvp():
    x = tp.tensor(np.linspace(0.3, 5.0, 12).reshape(3, 4))
    assert tp.vmap(tp.lgamma)(x).tolist() == tp.lgamma(x).tolist()
    assert tp.vmap(lambda t: tp.polygamma(1, t))(x).tolist() == tp.polygamma(1, x).tolist()
    _, t = tp.func.jvp(tp.digamma, (x,), (tp.ones_like(x),))
    assert t.tolist() == tp.polygamma(1, x).tolist()


def test_kernels_are_vectorised():
    # a million points: the kernels are whole-array NumPy, not a Python loop per element
    x = np.random.default_rng(0).uniform(-30.0, 60.0, 10**6)
    start = time.perf_counter()
    gamma.lgamma(x)
    gamma.digamma(x)
    assert time.perf_counter() - start < 10.0


def test_trigamma_is_inf_at_the_poles():
    x = tp.tensor([-INF, -3.0, -1.0, -0.0, 0.0], dtype=tp.float64)
    assert tp.polygamma(1, x).tolist() == [INF] * 5


# ---- i0 and its derivative I_1 ----------------------------------------------------------------
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_i0_and_i1_grid_against_torch(torch, dtype):
    x = np.concatenate([np.linspace(-60.0, 60.0, 24001), np.linspace(-700.0, 700.0, 1401)])
    if dtype == "float32":  # (where float32 overflows, torch's float arithmetic overflows sooner)
        x = x[np.abs(x) < 80]
    x = x.astype(dtype)
    rtol = 1e-14 if dtype == "float64" else 2e-6
    _close(tp.i0(tp.tensor(x)).numpy(), torch.i0(torch.tensor(x)).numpy(), rtol=rtol)
    _close(tp.special_i1(tp.tensor(x)).numpy(), torch.special.i1(torch.tensor(x)).numpy(),
           rtol=1e-14 if dtype == "float64" else 2e-6, atol=1e-300)


def test_i1_matches_its_power_series():
    from .references import bessel_i_reference

    x = np.linspace(-30.0, 30.0, 2001)
    _close(tp.special_i1(tp.tensor(x)).numpy(), bessel_i_reference(1, x), rtol=5e-15)


def test_i0_values_dtypes_and_in_place(backend):
    x = backend.tensor([-INF, -2.0, -0.0, 0.0, 1.5, 800.0, INF, NAN], dtype=backend.float64)
    got = backend.i0(x).tolist()
    assert [math.isnan(v) for v in got] == [True, False, False, False, False, False, True, True]
    assert got[1:6] == [pytest.approx(2.2795853023360673, rel=1e-15), 1.0, 1.0,
                        pytest.approx(1.646723189772891, rel=1e-15), INF]
    assert backend.i0(backend.tensor([1, 2])).dtype is backend.float32
    y = backend.tensor([0.5, 1.0])
    assert y.i0_() is y and y.tolist() == pytest.approx([1.0634834, 1.2660658], rel=1e-6)
    assert backend.tensor([0.5]).i0().tolist() == pytest.approx([1.0634834], rel=1e-6)


def test_i0_derivatives(backend):
    x = backend.tensor([0.0, 1.5, -3.0, 25.0], dtype=backend.float64, requires_grad=True)
    (g,) = backend.autograd.grad(backend.i0(x).sum(), x, create_graph=True)
    (gg,) = backend.autograd.grad(g.sum(), x)
    i0, i1 = np.i0([1.5, -3.0, 25.0]), g.detach().numpy()[1:]
    assert g.tolist()[0] == 0.0 and gg.tolist()[0] == 0.5
    assert gg.tolist()[1:] == pytest.approx(list(i0 - i1 / np.array([1.5, -3.0, 25.0])), rel=1e-13)


def test_i0_gradgradcheck():
    x = tp.tensor([0.0, 0.7, -2.2, 21.0], dtype=tp.float64, requires_grad=True)
    assert tp.autograd.gradcheck(tp.i0, (x,))
    assert tp.autograd.gradgradcheck(tp.i0, (x,))
