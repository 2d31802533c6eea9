"""tensorplay.func.grad / grad_and_value / vjp: values against finite differences and
analytic results (float64), PyTorch's error cases, levels and grad-mode rules.

Every test runs on tensorplay and on torch.func (the `backend_globals` fixture rebinds `tp`
and `F`); the few that pin a documented difference skip on torch and name it."""

from collections import namedtuple

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
from tensorplay.dispatch import dispatcher as _dispatch
from tests.torch_oracle import arr, tensorplay_only

pytestmark = pytest.mark.usefixtures("backend_globals")


def t(x):
    return tp.tensor(x, dtype=tp.float64)


def num_grad(f, x, eps=1e-6):
    """Central finite differences of a scalar function of one ndarray."""
    x = np.array(x, dtype=np.float64)
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        xp, xm = x.copy(), x.copy()
        xp[i] += eps
        xm[i] -= eps
        g[i] = (f(xp) - f(xm)) / (2 * eps)
    return g


def close(a, b, tol=1e-6):
    np.testing.assert_allclose(np.asarray(arr(a) if isinstance(a, tp.Tensor) else a),
                               np.asarray(b), rtol=tol, atol=tol)


def f_many(x):
    z = (x.sin() * x.exp() - x.cos() / (x * x + 1.0))
    m = z.reshape(2, 2).transpose(0, 1) @ x.reshape(2, 2)
    return (m.mean(0) * 3.0 - m.sum(1)).sum() + (x.unsqueeze(0).expand(3, 4) * 2.0).mean()


def f_many_np(x):
    z = np.sin(x) * np.exp(x) - np.cos(x) / (x * x + 1.0)
    m = z.reshape(2, 2).T @ x.reshape(2, 2)
    return (m.mean(0) * 3.0 - m.sum(1)).sum() + (np.broadcast_to(x, (3, 4)) * 2.0).mean()


def test_grad_matches_finite_differences_many_ops():
    x = np.array([0.3, -1.2, 0.7, 2.0])
    close(F.grad(f_many)(t(x)), num_grad(f_many_np, x))


def test_grad_simple_analytic():
    x = t([1.0, 2.0, 3.0])
    close(F.grad(lambda x: (x.sin() * x).sum())(x), np.cos(arr(x)) * arr(x) + np.sin(arr(x)))


def test_grad_argnums_tuple_and_pytree_inputs():
    x, y = t([1.0, 2.0]), t([3.0, 4.0])
    gx, gy = F.grad(lambda a, b: (a * b * b).sum(), argnums=(0, 1))(x, y)
    close(gx, arr(y) ** 2)
    close(gy, 2 * arr(x) * arr(y))
    gy_only = F.grad(lambda a, b: (a * b).sum(), argnums=1)(x, y)
    close(gy_only, arr(x))
    g = F.grad(lambda p: (p["w"] * p["b"][0]).sum())({"w": x, "b": (y,)})
    assert set(g) == {"w", "b"} and isinstance(g["b"], tuple)
    close(g["w"], arr(y))
    close(g["b"][0], arr(x))
    P = namedtuple("P", "a b")
    g = F.grad(lambda p: (p.a * p.b).sum())(P(x, y))
    assert isinstance(g, P)
    close(g.a, arr(y))


def test_grad_negative_argnums():
    x, y = t(2.0), t(5.0)
    close(F.grad(lambda a, b: a * b * b, argnums=-1)(x, y), 20.0)


def test_grad_unused_input_gives_zeros():
    x, y = t([1.0, 2.0]), t([3.0, 4.0])
    _gx, gy = F.grad(lambda a, b: a.sum(), argnums=(0, 1))(x, y)
    close(gy, [0.0, 0.0])
    close(F.grad(lambda a: t(3.0))(x), [0.0, 0.0])


def test_grad_requires_scalar_output():
    with pytest.raises(RuntimeError, match="scalar Tensor"):
        F.grad(lambda x: x * 2)(t([1.0, 2.0]))
    with pytest.raises(RuntimeError, match="scalar Tensor"):
        F.grad(lambda x: x.sum(0, keepdim=True))(t([1.0, 2.0]))
    with pytest.raises(RuntimeError, match="return a Tensor"):
        F.grad(lambda x: 3.0)(t([1.0, 2.0]))
    assert not _dispatch.interpreter_stack


def test_grad_rejects_integer_inputs_and_bad_argnums():
    with pytest.raises(RuntimeError, match="floating point"):
        F.grad(lambda x: x.sum())(tp.tensor([1, 2]))
    with pytest.raises(RuntimeError, match="argnum"):
        F.grad(lambda x: x.sum(), argnums=3)(t([1.0]))


def test_has_aux(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0], dtype=tp.float64)
    g, aux = tp.func.grad(lambda x: ((x * x).sum(), {"sq": x * x, "n": [x.sum()]}), has_aux=True)(x)
    assert g.tolist() == [2.0, 4.0]
    assert aux["sq"].tolist() == [1.0, 4.0] and aux["n"][0].item() == 3.0
    assert type(aux["sq"]) is tp.Tensor and aux["sq"].grad_fn is None
    with pytest.raises(RuntimeError, match="tuple"):
        tp.func.grad(lambda x: x.sum(), has_aux=True)(x)
    for bad in (7, None, "s", {"n": 7}):  # aux holds tensors only
        with pytest.raises(RuntimeError, match="Expected tensors"):
            tp.func.grad(lambda x, bad=bad: (x.sum(), bad), has_aux=True)(x)


def test_grad_and_value():
    x = t([1.0, 2.0])
    g, v = F.grad_and_value(lambda x: (x * x).sum())(x)
    close(g, 2 * arr(x))
    close(v, 5.0)
    assert type(v) is tp.Tensor
    g, (v, aux) = F.grad_and_value(lambda x: ((x * x).sum(), x.sin()), has_aux=True)(x)
    close(v, 5.0)
    close(aux, np.sin(arr(x)))


def test_vjp_single_and_multiple_primals():
    x, y = t([1.0, 2.0, 3.0]), t([0.5, -1.0, 2.0])
    out, fn = F.vjp(lambda a: a.sin(), x)
    close(out, np.sin(arr(x)))
    (g,) = fn(t([1.0, 1.0, 2.0]))
    close(g, np.cos(arr(x)) * [1, 1, 2])
    out, fn = F.vjp(lambda a, b: (a * b, a.sum()), x, y)
    ga, gb = fn((t([1.0, 1.0, 1.0]), t(2.0)))
    close(ga, arr(y) + 2.0)
    close(gb, arr(x))
    # usable several times, and later
    ga2, _ = fn((t([0.0, 0.0, 0.0]), t(1.0)))
    close(ga2, [1.0, 1.0, 1.0])


def test_vjp_has_aux_and_errors():
    x = t([1.0, 2.0])
    _out, fn, aux = F.vjp(lambda a: (a * 2.0, a + 1.0), x, has_aux=True)
    close(aux, [2.0, 3.0])
    assert type(aux) is tp.Tensor
    with pytest.raises(RuntimeError, match="structure"):
        fn((t([1.0, 1.0]),))
    with pytest.raises(RuntimeError, match="shape"):
        fn(t([1.0, 1.0, 1.0]))


def test_perturbation_confusion():
    x = t(3.0)
    assert F.grad(lambda x: F.grad(lambda y: x * y)(x))(x).item() == 1.0
    one = t(1.0)
    assert F.grad(lambda x: x * F.grad(lambda y: x + y)(one))(x).item() == 1.0


def test_grad_of_grad_of_grad():
    x = t(0.7)
    g3 = F.grad(F.grad(F.grad(lambda x: x.sin() * x)))(x)
    # d3/dx3 (x sin x) = -3 sin x - x cos x
    close(g3, -3 * np.sin(0.7) - 0.7 * np.cos(0.7))


def test_inner_no_grad_stops_tracking():
    def f(x):
        with tp.no_grad():
            c = x * x
        return (x * c).sum()

    x = t([1.0, 2.0])
    close(F.grad(f)(x), arr(x) ** 2)


def test_outer_no_grad_is_ignored():
    x = t([1.0, 2.0])
    with tp.no_grad():
        g = F.grad(lambda x: (x * x).sum())(x)
        assert not tp.is_grad_enabled()
    close(g, 2 * arr(x))


def test_outer_no_grad_not_recorded_on_base_tape():
    w = t([1.0, 2.0]).requires_grad_()
    with tp.no_grad():
        g = F.grad(lambda x: (x * w).sum())(t([3.0, 4.0]))
    assert g.grad_fn is None


def test_closed_over_weight_base_backward():
    w = t([0.5, -1.5, 2.0]).requires_grad_()
    x = t([1.0, 2.0, 3.0])
    r = F.grad(lambda x: (x * w).sin().sum())(x)
    close(r, np.cos(arr(x) * arr(w)) * arr(w))
    r.sum().backward()
    wx = arr(w) * arr(x)
    close(w.grad, -np.sin(wx) * arr(x) * arr(w) + np.cos(wx))


def test_backward_inside_transform_raises():
    def f(x):
        y = (x * x).sum()
        y.backward()
        return y

    with pytest.raises(RuntimeError, match="called inside"):
        F.grad(f)(t([1.0]))

    def g(x):
        y = (x * x).sum()
        tp.autograd.grad(y, x)
        return y

    with pytest.raises(RuntimeError):  # tensorplay names the transform; torch fails later
        F.grad(g)(t([1.0]))
    assert not _dispatch.interpreter_stack


def test_escaped_wrapper_raises():
    tensorplay_only(tp, "escaped-tensors")
    leak = []

    def f(x):
        leak.append(x * 2.0)
        return x.sum()

    F.grad(f)(t([1.0]))
    with pytest.raises(RuntimeError, match="escaped"):
        leak[0] + 1.0


def test_base_requires_grad_input_stays_on_base_tape():
    x = t([1.0, 2.0]).requires_grad_()
    g = F.grad(lambda x: (x * x * x).sum())(x)  # 3x^2
    g.sum().backward()
    close(x.grad, 6 * arr(x))


def test_detach_inside_grad_is_constant():
    x = t([1.0, 2.0])
    close(F.grad(lambda x: (x * x.detach()).sum())(x), arr(x))


def test_inplace_on_level_tensor():
    def f(x):
        y = x * 2.0
        y.mul_(x)
        return y.sum()

    x = t([1.0, 3.0])
    close(F.grad(f)(x), 4 * arr(x))


def test_inplace_into_captured_tensor_raises():
    buf = t([0.0, 0.0])

    def f(x):
        buf.add_(x)
        return x.sum()

    with pytest.raises(RuntimeError, match="captured"):
        F.grad(f)(t([1.0, 2.0]))


def test_float32_grad_dtype():
    x = tp.tensor([1.0, 2.0])
    g = F.grad(lambda x: (x * x).sum())(x)
    assert g.dtype is tp.float32
