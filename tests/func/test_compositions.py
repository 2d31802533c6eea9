"""Transforms composed with each other (float64, against analytic results or finite
differences), on tensorplay and on torch.func. (The fences of docs/func-tour.md run in
tests/docs/test_tutorials.py.)"""

import functools

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
from tensorplay.dispatch import dispatcher as _dispatch
from tests.torch_oracle import arr

pytestmark = pytest.mark.usefixtures("backend_globals")

needs_vmap = pytest.mark.skipif(not hasattr(F, "vmap"), reason="vmap not available")


def t(x):
    return tp.tensor(x, dtype=tp.float64)


def close(a, b, tol=1e-6):
    a = arr(a) if isinstance(a, tp.Tensor) else a
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=tol, atol=tol)


X = np.array([0.3, -1.2, 0.7])
XB = np.array([[0.3, -1.2, 0.7], [1.0, 0.5, -0.4]])


def g(x):  # scalar function of a vector
    return (x.sin() * x).sum() + (x * x).sum() * x.mean()


def g_grad(x):
    n = x.size
    return np.cos(x) * x + np.sin(x) + 2 * x * x.mean() + (x * x).sum() / n


def g_hess(x):
    n = x.size
    h = np.diag(-np.sin(x) * x + 2 * np.cos(x) + 2 * x.mean())
    return h + (2 * x[:, None] + 2 * x[None, :]) / n


def h(x):  # vector function of a vector
    return x.sin() * x.sum() + x.exp() / 2.0


def h_jac(x):
    return np.diag(np.cos(x) * x.sum() + np.exp(x) / 2) + np.sin(x)[:, None]


def num_jac(fn, x, eps=1e-6):
    x = np.asarray(x, dtype=np.float64)
    cols = []
    for i in range(x.size):
        d = np.zeros_like(x)
        d.flat[i] = eps
        cols.append((fn(x + d) - fn(x - d)) / (2 * eps))
    return np.stack(cols, -1)


def test_grad_grad_grad():
    x = t(0.9)
    close(F.grad(F.grad(F.grad(lambda x: x.exp() * x)))(x), np.exp(0.9) * 3.9)


def test_jvp_of_grad_is_hvp():
    v = np.array([1.0, -0.5, 2.0])
    _, hvp = F.jvp(F.grad(g), (t(X),), (t(v),))
    close(hvp, g_hess(X) @ v)


def test_jacrev_jacfwd_shapes_and_values():
    close(F.jacrev(h)(t(X)), h_jac(X))
    close(F.jacfwd(h)(t(X)), h_jac(X))
    m = t(np.arange(6.0).reshape(2, 3) / 7)
    jr = F.jacrev(lambda a: a.sin().transpose(0, 1))(m)
    jf = F.jacfwd(lambda a: a.sin().transpose(0, 1))(m)
    assert tuple(jr.shape) == (3, 2, 2, 3) and tuple(jf.shape) == (3, 2, 2, 3)
    close(jr, jf)


def test_jacobians_tuple_argnums_and_outputs():
    def f(a, b):
        return a * b, (a * b * b).sum()

    a, b = t(X), t([2.0, 1.0, -1.0])
    for jac in (F.jacrev, F.jacfwd):
        (j00, j01), (j10, j11) = jac(f, argnums=(0, 1))(a, b)
        close(j00, np.diag(arr(b)))
        close(j01, np.diag(arr(a)))
        close(j10, arr(b) ** 2)
        close(j11, 2 * arr(a) * arr(b))
        assert tuple(j10.shape) == (3,)


def test_jacrev_has_aux_and_chunk_size():
    j, aux = F.jacrev(lambda x: (h(x), x.sum()), has_aux=True)(t(X))
    close(j, h_jac(X))
    close(aux, X.sum())
    j, aux = F.jacfwd(lambda x: (h(x), x.sum()), has_aux=True)(t(X))
    close(j, h_jac(X))
    close(aux, X.sum())
    close(F.jacrev(h, chunk_size=1)(t(X)), h_jac(X))
    close(F.jacrev(h, chunk_size=2)(t(X)), h_jac(X))


def test_jacfwd_jacrev_jacrev_jacrev_hessian():
    close(F.jacfwd(F.jacrev(g))(t(X)), g_hess(X))
    close(F.jacrev(F.jacrev(g))(t(X)), g_hess(X))
    close(F.hessian(g)(t(X)), g_hess(X))
    close(F.jacfwd(F.jacfwd(g))(t(X)), g_hess(X))


def test_hessian_argnums():
    def f(a, b):
        return (a * a * b).sum()

    a, b = t([1.0, 2.0]), t([3.0, 4.0])
    close(F.hessian(f, argnums=1)(a, b), np.zeros((2, 2)))
    close(F.hessian(f)(a, b), np.diag(2 * arr(b)))


def test_grad_of_jvp_and_jacrev_of_grad():
    v = t([1.0, 0.0, 0.0])
    close(F.grad(lambda x: F.jvp(g, (x,), (v,))[1])(t(X)), g_hess(X)[0])
    close(F.jacrev(F.grad(g))(t(X)), g_hess(X))


def many_ops(x, w):
    y = (x @ w).sin() * (x.exp() / (x * x + 1.0)).sum(-1, keepdim=True)
    z = y.unsqueeze(0).expand(2, 3).transpose(0, 1).reshape(6)
    return (z.cos() - z.mean() * 0.5).sum() + y[1:].sum() - (w.permute(1, 0) * 2.0).mean()


def many_ops_np(x, w):
    y = np.sin(x @ w) * (np.exp(x) / (1.0 + x * x)).sum(-1, keepdims=True)
    z = np.broadcast_to(y[None], (2, 3)).T.reshape(6)
    return (np.cos(z) - z.mean() * 0.5).sum() + y[1:].sum() - (w.T * 2.0).mean()


W = np.array([[0.2, -0.3, 0.5], [1.1, 0.4, -0.7], [0.3, 0.9, 0.1]])


def test_transforms_over_many_ops():
    x, w = t(X), t(W)
    gx, gw = F.grad(many_ops, argnums=(0, 1))(x, w)
    close(gx, num_jac(lambda a: many_ops_np(a, W), X), 1e-5)
    close(gw, num_jac(lambda b: many_ops_np(X, b), W).reshape(W.shape), 1e-5)
    H = F.hessian(many_ops)(x, w)
    Hn = num_jac(lambda a: num_jac(lambda b: many_ops_np(b, W), a, 1e-4), X, 1e-4)
    close(H, Hn, 1e-4)
    close(F.jacrev(F.grad(many_ops))(x, w), H)


# ---- with vmap ------------------------------------------------------------------------------
@needs_vmap
def test_vmap_grad_in_dims_none_and_base_backward():
    def loss(w, x, y):
        r = (x * w).sum() - y
        return r * r

    w = t([1.0, 2.0, 3.0]).requires_grad_()
    xs, ys = t(XB), t([1.0, 2.0])
    psg = F.vmap(F.grad(loss), in_dims=(None, 0, 0))(w, xs, ys)
    r = XB @ arr(w) - arr(ys)
    close(psg, 2 * r[:, None] * XB)
    psg.sum().backward()
    close(w.grad, (2 * XB.sum(1)[:, None] * XB).sum(0))


@needs_vmap
def test_vmap_grad_closed_over_weight_backward():
    w = t([0.5, -1.0, 2.0]).requires_grad_()
    per_sample = F.vmap(F.grad(lambda x: (x * w).sin().sum()))(t(XB))
    close(per_sample, np.cos(XB * arr(w)) * arr(w))
    per_sample.sum().backward()
    wx = XB * arr(w)
    close(w.grad, (-np.sin(wx) * XB * arr(w) + np.cos(wx)).sum(0))


@needs_vmap
def test_grad_of_vmap():
    close(F.grad(lambda x: F.vmap(g)(x).sum())(t(XB)), np.stack([g_grad(r) for r in XB]))


@needs_vmap
def test_vmap_jacrev_jacfwd_hessian():
    close(F.vmap(F.jacrev(h))(t(XB)), np.stack([h_jac(r) for r in XB]))
    close(F.vmap(F.jacfwd(h))(t(XB)), np.stack([h_jac(r) for r in XB]))
    close(F.vmap(F.hessian(g))(t(XB)), np.stack([g_hess(r) for r in XB]))


@needs_vmap
def test_vmap_of_vjp_fn_and_jvp():
    _out, fn = F.vjp(h, t(X))
    (rows,) = F.vmap(fn)(t(np.eye(3)))
    close(rows, h_jac(X))
    _, cols = F.vmap(lambda v: F.jvp(h, (t(X),), (v,)))(t(np.eye(3)))
    close(cols, h_jac(X).T)


@needs_vmap
def test_perturbation_confusion_under_vmap():
    xs = t([1.0, 2.0, 3.0])
    close(F.vmap(F.grad(lambda x: F.grad(lambda y: x * y)(x)))(xs), [1.0, 1.0, 1.0])


def test_transform_stack_is_clean():
    assert not _dispatch.interpreter_stack


# ---- custom autograd.Function under transforms ----------------------------------------------
@functools.cache
def custom_functions(tp):
    """The Functions below, subclassing the backend's `autograd.Function`."""

    class MySin(tp.autograd.Function):
        generate_vmap_rule = True  # jacrev/jacfwd vmap over it

        @staticmethod
        def forward(x):
            return x.sin()

        @staticmethod
        def setup_context(ctx, inputs, output):
            (x,) = inputs
            ctx.save_for_backward(x)
            ctx.save_for_forward(x)

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return g * x.cos()

        @staticmethod
        def jvp(ctx, x_t):
            (x,) = ctx.saved_tensors
            return x_t * x.cos()


    class Legacy(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2.0

        @staticmethod
        def backward(ctx, g):
            return g * 2.0

    return MySin, Legacy


def test_custom_function_under_grad_jvp_and_nesting():
    MySin, _ = custom_functions(tp)
    x = t(X)
    close(F.grad(lambda a: MySin.apply(a).sum())(x), np.cos(X))
    close(F.grad(F.grad(lambda a: MySin.apply(a)))(t(0.3)), -np.sin(0.3))
    close(F.jvp(MySin.apply, (x,), (t([1.0, 2.0, 3.0]),))[1], np.cos(X) * [1, 2, 3])
    close(F.jacrev(MySin.apply)(x), np.diag(np.cos(X)))
    close(F.jacfwd(MySin.apply)(x), np.diag(np.cos(X)))
    w = t([0.5, 1.0, 2.0]).requires_grad_()
    r = F.grad(lambda a: MySin.apply(a * w).sum())(x)
    r.sum().backward()
    close(w.grad, -np.sin(X * arr(w)) * X * arr(w) + np.cos(X * arr(w)))


def test_custom_function_legacy_style_raises_under_transform():
    _, Legacy = custom_functions(tp)
    with pytest.raises(RuntimeError, match="setup_context"):
        F.grad(lambda a: Legacy.apply(a).sum())(t(X))
    assert not _dispatch.interpreter_stack
