"""Forward mode composes with the tape (float64, against analytic Hessians).

The tangent computation of a jvp level is made of ordinary ops one level down, so
when the primals require grad the tape records it:

* forward-over-reverse: `func.jvp(func.grad(f))` (and `func.grad` inside a
  `forward_ad.dual_level`) gives the Hessian-vector product H v;
* reverse-over-forward: backward through a jvp output, `t = jvp(f, (x,), (v,))[1];
  t.sum().backward()` with x requiring grad, gives H v in x.grad (and the gradient of
  f in the tangent's .grad when the tangent requires grad); the same with dual tensors;
* nested dual levels keep their tangents apart (v1^T H v2 from two levels).
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
import tensorplay.nn.functional as NF
from tensorplay.autograd import forward_ad as fwAD
from tests.torch_oracle import arr, tensorplay_only, torch_fails

pytestmark = pytest.mark.usefixtures("backend_globals")

RNG = np.random.default_rng(7)
N = 4
X = RNG.standard_normal(N)
V = RNG.standard_normal(N)
W2 = RNG.standard_normal(N)
A = RNG.standard_normal((N, N))
M = RNG.standard_normal((3, N))
TARGET = RNG.standard_normal(3)


def t(x, requires_grad=False):
    return tp.tensor(np.array(x, dtype=np.float64), requires_grad=requires_grad)


def close(a, b, tol=1e-9):
    a = arr(a) if isinstance(a, tp.Tensor) else a
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=tol, atol=tol)


def _softmax(z):
    e = np.exp(z - z.max())
    return e / e.sum()


# (name, f in tensorplay ops, gradient, Hessian) — scalar functions of one vector x
FUNCTIONS = [
    ("quadratic+tanh",
     lambda x: 0.5 * (x @ (t(A) @ x)) + x.tanh().sum(),
     lambda x: 0.5 * (A + A.T) @ x + 1 - np.tanh(x) ** 2,
     lambda x: 0.5 * (A + A.T) + np.diag(-2 * np.tanh(x) * (1 - np.tanh(x) ** 2))),
    ("sin*exp+norm^4",
     lambda x: (x.sin() * x.exp()).sum() + (x * x).sum() ** 2,
     lambda x: np.exp(x) * (np.sin(x) + np.cos(x)) + 4 * (x @ x) * x,
     lambda x: np.diag(2 * np.cos(x) * np.exp(x)) + 4 * (x @ x) * np.eye(len(x)) + 8 * np.outer(x, x)),
    ("cross_entropy",
     lambda x: NF.cross_entropy(x.unsqueeze(0), tp.tensor([2])),
     lambda x: _softmax(x) - np.eye(len(x))[2],
     lambda x: np.diag(_softmax(x)) - np.outer(_softmax(x), _softmax(x))),
    ("log_softmax",
     lambda x: -x.log_softmax(0)[1],
     lambda x: _softmax(x) - np.eye(len(x))[1],
     lambda x: np.diag(_softmax(x)) - np.outer(_softmax(x), _softmax(x))),
    ("mse_loss(Mx)",
     lambda x: NF.mse_loss(t(M) @ x, t(TARGET)),
     lambda x: 2 / 3 * M.T @ (M @ x - TARGET),
     lambda x: 2 / 3 * M.T @ M),
    ("div/pow/sqrt",
     lambda x: (x.exp() / (1.0 + x * x)).sum() + ((x * x + 1.0) ** 1.5).sum(),
     lambda x: (np.exp(x) * ((1 + x * x) - 2 * x) / (1 + x * x) ** 2
                + 3 * x * np.sqrt(x * x + 1)),
     lambda x: np.diag(np.exp(x) * ((1 + x * x) ** 2 - 4 * x * (1 + x * x) + 8 * x * x
                                    - 2 * (1 + x * x)) / (1 + x * x) ** 3
                       + 3 * np.sqrt(x * x + 1) + 3 * x * x / np.sqrt(x * x + 1))),
]
IDS = [name for name, *_ in FUNCTIONS]
# PyTorch's own errors on some of these cases (tensorplay computes them)
TORCH_OVER_REVERSE = {"mse_loss(Mx)": "ZeroTensors are immutable (in mse_loss's double backward)"}
TORCH_DUAL_BACKWARD = {n: "log_softmax's tangent formula writes in place into a saved output"
                       for n in ("cross_entropy", "log_softmax")}


@pytest.mark.parametrize(("name", "f", "g", "h"), FUNCTIONS, ids=IDS)
def test_analytic_references_are_right(name, f, g, h):
    """The hand-written gradients agree with tensorplay's reverse mode (so the Hessians
    below are checked against trustworthy formulas), and H is the derivative of g."""
    close(F.grad(f)(t(X)), g(X))
    eps = 1e-6
    fd = np.stack([(g(X + eps * e) - g(X - eps * e)) / (2 * eps) for e in np.eye(N)], 1)
    close(h(X), fd, tol=1e-6)


@pytest.mark.parametrize(("name", "f", "g", "h"), FUNCTIONS, ids=IDS)
def test_forward_over_reverse_func_jvp_of_grad(name, f, g, h):
    torch_fails(tp, name, TORCH_OVER_REVERSE)
    grad_x, hvp = F.jvp(F.grad(f), (t(X),), (t(V),))
    close(grad_x, g(X))
    close(hvp, h(X) @ V)


@pytest.mark.parametrize(("name", "f", "g", "h"), FUNCTIONS, ids=IDS)
def test_forward_over_reverse_dual_level_grad(name, f, g, h):
    torch_fails(tp, name, TORCH_OVER_REVERSE)
    with fwAD.dual_level():
        d = fwAD.make_dual(t(X), t(V))
        primal, tangent = fwAD.unpack_dual(F.grad(f)(d))
        close(primal, g(X))
        close(tangent, h(X) @ V)


@pytest.mark.parametrize(("name", "f", "g", "h"), FUNCTIONS, ids=IDS)
def test_reverse_over_forward_backward_through_jvp_output(name, f, g, h):
    x = t(X, requires_grad=True)
    v = t(V, requires_grad=True)
    out, tan = F.jvp(f, (x,), (v,))
    close(out, f(t(X)))
    close(tan, g(X) @ V)
    assert tan.requires_grad and tan.grad_fn is not None
    tan.sum().backward()
    close(x.grad, h(X) @ V)  # d(g(x).v)/dx = H v
    close(v.grad, g(X))      # d(g(x).v)/dv = g(x)


@pytest.mark.parametrize(("name", "f", "g", "h"), FUNCTIONS, ids=IDS)
def test_reverse_over_forward_with_dual_tensors(name, f, g, h):
    torch_fails(tp, name, TORCH_DUAL_BACKWARD)
    x = t(X, requires_grad=True)
    v = t(V, requires_grad=True)
    with fwAD.dual_level():
        primal, tangent = fwAD.unpack_dual(f(fwAD.make_dual(x, v)))
        assert tangent.requires_grad
        tangent.backward()
        close(primal, f(t(X)))
    close(x.grad, h(X) @ V)
    close(v.grad, g(X))


@pytest.mark.parametrize(("name", "f", "g", "h"), FUNCTIONS, ids=IDS)
def test_reverse_over_forward_autograd_grad_create_graph(name, f, g, h):
    """autograd.grad of the jvp output w.r.t. x, then once more: H v, and the tape
    of the second derivative holds too (d/dv of w.(H v) = H^T w)."""
    x = t(X, requires_grad=True)
    v = t(V, requires_grad=True)
    _, tan = F.jvp(f, (x,), (v,))
    (hv,) = tp.autograd.grad(tan, x, create_graph=True)
    close(hv, h(X) @ V)
    (hw,) = tp.autograd.grad(hv, v, t(W2))
    close(hw, h(X).T @ W2)


def test_reverse_over_forward_over_reverse_third_derivative():
    """backward through jvp(grad(f)): f = sum(sin x), (H v)_i = -sin(x_i) v_i, so
    d(w . H v)/dx = -cos(x) v w."""
    x = t(X, requires_grad=True)
    _, hv = F.jvp(F.grad(lambda a: a.sin().sum()), (x,), (t(V),))
    close(hv, -np.sin(X) * V)
    (hv * t(W2)).sum().backward()
    close(x.grad, -np.cos(X) * V * W2)


def test_reverse_over_forward_two_inputs_mixed_hessian():
    """f(x, y) = sum(x^2 y) + x^T A y with tangents (vx, vy): d/dx and d/dy of
    grad f . (vx, vy) are the two block rows of the Hessian times (vx, vy)."""
    Y = RNG.standard_normal(N)
    VY = RNG.standard_normal(N)
    x, y = t(X, requires_grad=True), t(Y, requires_grad=True)

    def f(a, b):
        return (a * a * b).sum() + a @ (t(A) @ b)

    _, tan = F.jvp(f, (x, y), (t(V), t(VY)))
    close(tan, (2 * X * Y + A @ Y) @ V + (X * X + A.T @ X) @ VY)
    tan.backward()
    hxx, hxy = np.diag(2 * Y), np.diag(2 * X) + A
    close(x.grad, hxx @ V + hxy @ VY)
    close(y.grad, hxy.T @ V)  # hyy = 0
    # the same through dual tensors, with only x carrying a tangent (y's is a symbolic zero)
    x2, y2 = t(X, requires_grad=True), t(Y, requires_grad=True)
    with fwAD.dual_level():
        _, tangent = fwAD.unpack_dual(f(fwAD.make_dual(x2, t(V)), y2))
        tangent.backward()
    close(x2.grad, hxx @ V)
    close(y2.grad, hxy.T @ V)


def test_jvp_output_has_no_history_when_nothing_requires_grad():
    out, tan = F.jvp(lambda a: a.sin() * a, (t(X),), (t(V),))
    assert not out.requires_grad and not tan.requires_grad


def test_only_the_tangent_requires_grad():
    """J v is linear in v: d(w . J v)/dv = J^T w, and x gets no gradient."""
    x, v = t(X), t(V, requires_grad=True)
    _, tan = F.jvp(lambda a: t(A) @ a.tanh(), (x,), (v,))
    (tan * t(W2)).sum().backward()
    close(v.grad, (A * (1 - np.tanh(X) ** 2)).T @ W2)
    assert x.grad is None


# ---- nested dual levels ---------------------------------------------------------------------
F0 = FUNCTIONS[1]


def test_nested_dual_levels_give_second_directional_derivative():
    """Outer level tangent v1, inner level tangent v2: the inner tangent of f(x) is
    g(x).v2, whose outer tangent is v1^T H v2; each level sees only its own tangent."""
    tensorplay_only(tp, "nested-dual-levels")
    _, f, g, h = F0
    with fwAD.dual_level() as outer:
        x1 = fwAD.make_dual(t(X), t(V), level=outer)
        with fwAD.dual_level() as inner:
            assert inner == outer + 1
            x2 = fwAD.make_dual(x1, t(W2), level=inner)
            y = f(x2)
            y_inner, t_inner = fwAD.unpack_dual(y, level=inner)
            assert fwAD.unpack_dual(y, level=outer).tangent is None  # y is an inner dual
        # the inner level is gone; its results are values of the outer level
        p, t_outer = fwAD.unpack_dual(y_inner, level=outer)
        close(p, f(t(X)))
        close(t_outer, g(X) @ V)
        p, tt = fwAD.unpack_dual(t_inner, level=outer)
        close(p, g(X) @ W2)
        close(tt, V @ h(X) @ W2)
        # the outer dual made before the inner level still has its own tangent
        close(fwAD.unpack_dual(x1).tangent, V)


def test_nested_levels_no_perturbation_confusion():
    """d/dx [x * d/dy (x + y)] at y = 1 is 1 (not 2): the inner derivative must not
    see the outer tangent of x."""
    tensorplay_only(tp, "nested-dual-levels")
    with fwAD.dual_level():
        x = fwAD.make_dual(t([3.0]), t([1.0]))
        with fwAD.dual_level():
            y = fwAD.make_dual(t([1.0]), t([1.0]))
            _, dy = fwAD.unpack_dual(x + y)
        _, dx = fwAD.unpack_dual(x * dy)
    close(dx, [1.0])


def test_func_jvp_inside_dual_level_and_tape_underneath():
    """func.jvp nested in a dual level, with x requiring grad below both: the inner jvp
    gives g.v2, its outer tangent v1^T H v2, and backward through that reaches x."""
    tensorplay_only(tp, "nested-dual-levels")
    _, f, g, h = F0
    x = t(X, requires_grad=True)
    with fwAD.dual_level():
        d = fwAD.make_dual(x, t(V))
        _, tan = F.jvp(f, (d,), (t(W2),))
        p, tt = fwAD.unpack_dual(tan)
        close(p, g(X) @ W2)
        close(tt, V @ h(X) @ W2)
        tt.backward()
    # d/dx (v^T H(x) w) for f = sum(sin x e^x) + |x|^4: third derivative, computed by FD of h
    eps = 1e-6
    fd = np.array([(V @ h(X + eps * e) @ W2 - V @ h(X - eps * e) @ W2) / (2 * eps)
                   for e in np.eye(N)])
    close(x.grad, fd, tol=1e-6)


def test_exiting_a_level_drops_only_its_tangents():
    tensorplay_only(tp, "nested-dual-levels")
    with fwAD.dual_level():
        a = fwAD.make_dual(t(X), t(V))
        with fwAD.dual_level():
            b = fwAD.make_dual(t(X), t(W2))
            c = a * b
        # b is demoted to a plain tensor; c is an outer dual with tangent V * X
        assert fwAD.unpack_dual(b).tangent is None
        close(fwAD.unpack_dual(c).tangent, V * X)
        close(fwAD.unpack_dual(a).tangent, V)
    # after the outer level both are plain tensors again, c included (it was made at the
    # inner level as a dual over an outer dual)
    assert type(a) is tp.Tensor and type(c) is tp.Tensor
    close(c + 1.0, X * X + 1.0)
