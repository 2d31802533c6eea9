"""`autograd.functional` (vjp, jvp, jacobian, hessian, vhp, hvp): values, return structures,
create_graph, strict mode and the errors, stated once and run on tensorplay and torch."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import arr

A = np.array([[1.0, 2.0, -1.0], [0.5, -3.0, 2.0]], dtype=np.float32)
X = np.array([0.3, -1.2, 0.8], dtype=np.float32)
Y = np.array([1.5, 0.4, -0.7], dtype=np.float32)


def _close(t, expected) -> None:
    np.testing.assert_allclose(arr(t), np.asarray(expected, dtype=np.float32), rtol=1e-5, atol=1e-6)


def _structure(res):
    """The nesting of a result: 'T' for a tensor, tuples/lists of those."""
    if isinstance(res, tuple | list):
        return type(res).__name__, [_structure(r) for r in res]
    return "T"


def _cubic(tp):
    return lambda x: (x**3).sum()


def _two_in_two_out(tp):
    return lambda x, y: (x * y, (x.exp() * y).sum())


def test_vjp_and_jvp_values_and_structure(backend):
    tp, F = backend, backend.autograd.functional
    a, x, y = tp.tensor(A), tp.tensor(X), tp.tensor(Y)
    out, g = F.vjp(lambda v: a @ v, x, tp.tensor([1.0, 2.0]))
    _close(out, A @ X)
    _close(g, np.array([1.0, 2.0]) @ A)
    out, g = F.jvp(lambda v: a @ v, x, tp.tensor(Y))
    _close(g, A @ Y)
    _, g = F.vjp(_cubic(tp), x)  # v may be None for a single-element output
    _close(g, 3 * X**2)
    outs, gs = F.vjp(_two_in_two_out(tp), (x, y), (tp.ones(3), tp.tensor(2.0)))
    assert _structure(outs) == _structure(gs) == ("tuple", ["T", "T"])
    _close(gs[0], Y + 2 * np.exp(X) * Y)
    _close(gs[1], X + 2 * np.exp(X))
    outs, js = F.jvp(_two_in_two_out(tp), (x, y), (tp.tensor(Y), tp.ones(3)))
    assert _structure(js) == ("tuple", ["T", "T"])  # one per output
    _close(js[0], Y * Y + X)
    _close(js[1], (np.exp(X) * Y * Y).sum() + np.exp(X).sum())
    _, j = F.jvp(lambda v: v.sin(), tp.tensor([0.5]))  # v may be None for a 1-element input
    _close(j, np.cos([0.5]))


@pytest.mark.parametrize("how", [{}, {"vectorize": True},
                                 {"vectorize": True, "strategy": "forward-mode"}], ids=str)
def test_jacobian_shapes_values_and_nesting(backend, how):
    tp, F = backend, backend.autograd.functional
    a, x, y = tp.tensor(A), tp.tensor(X), tp.tensor(Y)
    j = F.jacobian(lambda v: a @ v, x, **how)
    assert _structure(j) == "T" and tuple(j.shape) == (2, 3)
    _close(j, A)
    j = F.jacobian(_two_in_two_out(tp), (x, y), **how)
    outer = "list" if how.get("strategy") == "forward-mode" else "tuple"  # torch's own choice
    assert _structure(j) == (outer, [(outer, ["T", "T"])] * 2)
    assert [tuple(t.shape) for row in j for t in row] == [(3, 3), (3, 3), (3,), (3,)]
    _close(j[0][0], np.diag(Y))
    _close(j[0][1], np.diag(X))
    _close(j[1][0], np.exp(X) * Y)
    _close(j[1][1], np.exp(X))
    j = F.jacobian(lambda v: (v * 2, v.sum()), x, **how)  # tuple of outputs, one input
    assert _structure(j) == ("tuple", ["T", "T"])
    j = F.jacobian(lambda v, w: v * w, (x, y), **how)  # one output, tuple of inputs
    assert _structure(j) == (outer, ["T", "T"])
    m = tp.tensor(A)
    j = F.jacobian(lambda v: v.t() * 2, m, **how)
    assert tuple(j.shape) == (3, 2, 2, 3)


@pytest.mark.parametrize("how", [{}, {"vectorize": True},
                                 {"vectorize": True, "outer_jacobian_strategy": "forward-mode"}],
                         ids=str)
def test_hessian(backend, how):
    tp, F = backend, backend.autograd.functional
    x, y = tp.tensor(X), tp.tensor(Y)
    h = F.hessian(_cubic(tp), x, **how)
    _close(h, np.diag(6 * X))
    h = F.hessian(lambda v, w: (v * v * w).sum(), (x, y), **how)
    outer = "list" if how.get("outer_jacobian_strategy") == "forward-mode" else "tuple"
    assert _structure(h) == (outer, [(outer, ["T", "T"])] * 2)
    _close(h[0][0], np.diag(2 * Y))
    _close(h[0][1], np.diag(2 * X))
    _close(h[1][0], np.diag(2 * X))
    _close(h[1][1], np.zeros((3, 3)))


def test_hvp_and_vhp(backend):
    tp, F = backend, backend.autograd.functional
    x, y, v = tp.tensor(X), tp.tensor(Y), tp.tensor([1.0, -1.0, 2.0])
    for fn in (F.hvp, F.vhp):
        out, hv = fn(_cubic(tp), x, v)
        _close(out, (X**3).sum())
        _close(hv, 6 * X * np.array([1.0, -1.0, 2.0]))
        out, hv = fn(lambda a, b: (a * a * b).sum(), (x, y), (v, v))
        assert _structure(hv) == ("tuple", ["T", "T"])
        _close(hv[0], 2 * Y * arr(v) + 2 * X * arr(v))
        _close(hv[1], 2 * X * arr(v))


def test_create_graph(backend):
    tp, F = backend, backend.autograd.functional
    x = tp.tensor(X, requires_grad=True)
    out, g = F.vjp(_cubic(tp), x)
    assert not out.requires_grad and not g.requires_grad  # detached without create_graph
    out, g = F.vjp(_cubic(tp), x, create_graph=True)
    assert g.requires_grad
    (gx,) = tp.autograd.grad(g.sum(), x)
    _close(gx, 6 * X)
    j = F.jacobian(lambda v: v**3, x, create_graph=True)
    (gx,) = tp.autograd.grad(j.sum(), x)
    _close(gx, 6 * X)
    h = F.hessian(_cubic(tp), x, create_graph=True)
    (gx,) = tp.autograd.grad(h.sum(), x)
    _close(gx, np.full(3, 6.0))
    _, hv = F.hvp(_cubic(tp), x, tp.ones(3), create_graph=True)
    assert hv.requires_grad
    j = F.jacobian(lambda v: v**3, x, create_graph=True, vectorize=True)
    (gx,) = tp.autograd.grad(j.sum(), x)
    _close(gx, 6 * X)
    h = F.hessian(_cubic(tp), x, create_graph=True, vectorize=True)
    (gx,) = tp.autograd.grad(h.sum(), x)
    _close(gx, np.full(3, 6.0))
    _, jv = F.jvp(lambda v: v**3, x, tp.ones(3), create_graph=True)
    (gx,) = tp.autograd.grad(jv.sum(), x)
    _close(gx, 6 * X)
    _, vh = F.vhp(_cubic(tp), x, tp.ones(3), create_graph=True)
    (gx,) = tp.autograd.grad(vh.sum(), x)
    _close(gx, np.full(3, 6.0))
    assert x.grad is None and x.requires_grad  # the input is left as it was


def test_the_function_sees_fresh_tensors(backend):
    """Gradients flow only through the argument, not through the same tensor captured by the
    function (PyTorch issue 32576)."""
    tp, F = backend, backend.autograd.functional
    x = tp.tensor(X)
    _close(F.jacobian(lambda v: v * x, x), np.diag(X))
    xg = tp.tensor(X, requires_grad=True)
    _close(F.jacobian(lambda v: v * xg, xg, create_graph=True), np.diag(X))


def test_strict_mode_and_independent_inputs(backend):
    tp, F = backend, backend.autograd.functional
    x, y = tp.tensor(X), tp.tensor(Y)
    j = F.jacobian(lambda a, b: a * 2, (x, y))  # independent of b: zeros when not strict
    _close(j[1], np.zeros((3, 3)))
    _, g = F.vjp(lambda a, b: a.sum(), (x, y))
    _close(g[1], np.zeros(3))
    with pytest.raises(RuntimeError, match="independent of input 1"):
        F.jacobian(lambda a, b: a * 2, (x, y), strict=True)
    with pytest.raises(RuntimeError, match="independent of input 1"):
        F.vjp(lambda a, b: a.sum(), (x, y), strict=True)
    with pytest.raises(RuntimeError, match="does not require gradients"):
        F.vjp(lambda a: tp.ones(()), x, strict=True)
    with pytest.raises(RuntimeError, match="independent"):
        F.hessian(lambda a: (a * 2).sum(), x, strict=True)  # a linear function
    _close(F.hessian(lambda a: (a * 2).sum(), x), np.zeros((3, 3)))


def test_errors(backend):
    tp, F = backend, backend.autograd.functional
    x = tp.tensor(X)
    with pytest.raises(RuntimeError, match="v can only be None"):
        F.vjp(lambda a: a * 2, x)
    with pytest.raises(RuntimeError, match="v can only be None"):
        F.jvp(lambda a: a * 2, x)
    with pytest.raises(RuntimeError, match="invalid size"):
        F.vjp(lambda a: a * 2, x, tp.ones(2))
    with pytest.raises(RuntimeError, match="invalid length"):
        F.jvp(lambda a, b: a * b, (x, x), (tp.ones(3),))
    with pytest.raises(TypeError, match="must be either a Tensor or a tuple of Tensors"):
        F.jacobian(lambda a: a, [1.0, 2.0])
    with pytest.raises(RuntimeError, match="single Tensor"):
        F.hessian(lambda a: (a.sum(), a.sum()), x)
    with pytest.raises(RuntimeError, match="single element"):
        F.hvp(lambda a: a * 2, x, x)
    with pytest.raises(NotImplementedError):
        F.jacobian(lambda a: a * 2, x, strategy="forward-mode")  # needs vectorize=True
    with pytest.raises(NotImplementedError):
        F.jacobian(lambda a: a * 2, x, create_graph=True, vectorize=True, strategy="forward-mode")
    with pytest.raises(RuntimeError, match="strict=True"):
        F.jacobian(lambda a: a * 2, x, strict=True, vectorize=True)
    with pytest.raises(AssertionError):
        F.jacobian(lambda a: a * 2, x, strategy="sideways")


def test_grad_mode_is_restored(backend):
    tp, F = backend, backend.autograd.functional
    with tp.no_grad():
        _, g = F.vjp(_cubic(tp), tp.tensor(X))
        assert not tp.is_grad_enabled() and not g.requires_grad
    _close(g, 3 * X**2)
