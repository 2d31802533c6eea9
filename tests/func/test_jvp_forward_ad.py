"""tensorplay.func.jvp / linearize and tensorplay.autograd.forward_ad (float64)."""

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
from tensorplay.autograd import forward_ad as fwAD
from tensorplay.dispatch import dispatcher as _dispatch
from tests.torch_oracle import arr, tensorplay_only

pytestmark = pytest.mark.usefixtures("backend_globals")


def t(x):
    return tp.tensor(x, dtype=tp.float64)


def close(a, b, tol=1e-6):
    a = arr(a) if isinstance(a, tp.Tensor) else a
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=tol, atol=tol)


def f(x, y):
    return (x.sin() * y.exp()) @ (x / (y * y + 1.0)).reshape(3, 1) - x.mean() * 2.0


def f_np(x, y):
    return (np.sin(x) * np.exp(y)) @ (x / (y * y + 1.0)).reshape(3, 1) - x.mean() * 2.0


X = np.array([0.3, -1.2, 0.7])
Y = np.array([1.1, 0.4, -0.5])
VX = np.array([1.0, -2.0, 0.5])
VY = np.array([0.3, 0.0, 1.0])


def test_jvp_matches_finite_differences():
    out, tan = F.jvp(f, (t(X), t(Y)), (t(VX), t(VY)))
    close(out, f_np(X, Y))
    eps = 1e-6
    fd = (f_np(X + eps * VX, Y + eps * VY) - f_np(X - eps * VX, Y - eps * VY)) / (2 * eps)
    close(tan, fd)


def test_jvp_constant_output_has_zero_tangent_and_scalars():
    _out, tan = F.jvp(lambda x: (t([1.0, 2.0]), x * 2.0 + 1.0), (t([1.0, 1.0]),), (t([1.0, 3.0]),))
    close(tan[0], [0.0, 0.0])
    close(tan[1], [2.0, 6.0])
    _, tan = F.jvp(lambda x: 2.0 * (-x) + 1.0, (t([1.0]),), (t([1.0]),))
    close(tan, [-2.0])


def test_jvp_has_aux_and_pytrees():
    x = t([1.0, 2.0])
    out, tan, aux = F.jvp(lambda p: ((p["a"] * p["b"]).sum(), p["a"] * 3.0),
                          ({"a": x, "b": x},), ({"a": t([1.0, 0.0]), "b": t([0.0, 1.0])},),
                          has_aux=True)
    close(out, 5.0)
    close(tan, 1.0 * 1.0 + 2.0 * 1.0)
    close(aux, [3.0, 6.0])
    assert type(aux) is tp.Tensor


def test_jvp_errors():
    x = t([1.0, 2.0])
    with pytest.raises(RuntimeError, match="primals to be a tuple"):
        F.jvp(lambda a: a, x, (x,))
    with pytest.raises(RuntimeError, match="same python structure"):
        F.jvp(lambda a, b: a, (x, x), (x,))
    with pytest.raises(RuntimeError, match=r"same shape|different size"):
        F.jvp(lambda a: a, (x,), (t([1.0]),))
    assert not _dispatch.interpreter_stack


@pytest.mark.filterwarnings("ignore:Attempted to insert a get_attr Node")  # torch.fx, internal
def test_linearize():
    x = t(X)
    out, jvp_fn = F.linearize(lambda a: a.sin() * a, x)
    close(out, np.sin(X) * X)
    close(jvp_fn(t(VX)), (np.cos(X) * X + np.sin(X)) * VX)
    close(jvp_fn(t(VY)), (np.cos(X) * X + np.sin(X)) * VY)


def test_jvp_of_jvp_second_derivative():
    x = t(0.4)
    one = t(1.0)
    d2 = F.jvp(lambda a: F.jvp(lambda b: b.sin() * b, (a,), (one,))[1], (x,), (one,))[1]
    close(d2, 2 * np.cos(0.4) - 0.4 * np.sin(0.4))


def test_jvp_perturbation_confusion():
    x, one = t(3.0), t(1.0)
    inner = lambda a: F.jvp(lambda b: a * b, (a,), (one,))[1]  # noqa: E731
    assert F.jvp(inner, (x,), (one,))[1].item() == 1.0


def test_forward_ad_basic():
    x, v = t(X), t(VX)
    with fwAD.dual_level():
        d = fwAD.make_dual(x, v)
        y = (d * d).exp().sum(0, keepdim=True)
        p, tan = fwAD.unpack_dual(y)
        close(p, np.exp(X * X).sum(keepdims=True))
        close(tan, (np.exp(X * X) * 2 * X * VX).sum(keepdims=True))
        assert fwAD.unpack_dual(x).tangent is None
    # after the level exits, the dual is a plain tensor without tangent
    assert fwAD.unpack_dual(y).tangent is None
    close(y + 1.0, np.exp(X * X).sum(keepdims=True) + 1.0)


def test_forward_ad_unpack_namedtuple_and_errors():
    with fwAD.dual_level():
        d = fwAD.make_dual(t([1.0]), t([2.0]))
        u = fwAD.unpack_dual(d)
        assert u._fields == ("primal", "tangent")
        close(u.tangent, [2.0])
        with pytest.raises(RuntimeError, match="size"):
            fwAD.make_dual(t([1.0]), t([1.0, 2.0]))
    with pytest.raises(RuntimeError, match="dual_level"):
        fwAD.make_dual(t([1.0]), t([1.0]))


def test_forward_ad_nested_levels_do_not_mix():
    tensorplay_only(tp, "nested-dual-levels")
    x = t(2.0)
    with fwAD.dual_level() as outer:
        a = fwAD.make_dual(x, t(1.0))
        with fwAD.dual_level():
            b = fwAD.make_dual(a, t(10.0))
            y = b * b  # tangent at inner level: 2 b * 10 (a dual at the outer level)
            p_in, t_in = fwAD.unpack_dual(y)
            assert fwAD.unpack_dual(y, level=outer).tangent is None
        close(fwAD.unpack_dual(p_in).tangent, 2 * 2.0)  # d(a*a)
        close(fwAD.unpack_dual(t_in).primal, 40.0)
        close(fwAD.unpack_dual(t_in).tangent, 20.0)  # d(20 a)
    assert not _dispatch.interpreter_stack


def test_forward_ad_matches_func_jvp():
    with fwAD.dual_level():
        dx, dy = fwAD.make_dual(t(X), t(VX)), fwAD.make_dual(t(Y), t(VY))
        tan = fwAD.unpack_dual(f(dx, dy)).tangent
    close(tan, F.jvp(f, (t(X), t(Y)), (t(VX), t(VY)))[1])


def test_forward_ad_with_base_backward():
    # forward AD inside a level, reverse on the base tape outside of it
    w = t([1.0, 2.0]).requires_grad_()
    with fwAD.dual_level():
        d = fwAD.make_dual(w * 1.0, t([1.0, 1.0]))
        tan = fwAD.unpack_dual((d * d).sum()).tangent
    tan.backward()  # tan = 2 * sum(w)
    close(w.grad, [2.0, 2.0])
