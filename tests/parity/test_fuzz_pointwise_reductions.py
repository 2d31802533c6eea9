"""Pointwise ops and reductions where the differential fuzzer (tests/fuzz) found TensorPlay
answering otherwise than PyTorch: each call runs on tensorplay and on torch with the same
values and must agree (the result's dtype, shape, requires_grad and values with NaN in the
same places, or the exception class and message)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

nan, inf = float("nan"), float("inf")


def _outcome(lib, fn):
    try:
        out = fn(lib)
    except Exception as exc:  # the class and message are what is compared
        return type(exc).__name__, str(exc).split(" (Triggered internally")[0]
    outs = out if isinstance(out, tuple | list) else (out,)
    return [None if o is None else (str(o.dtype).split(".")[-1], tuple(o.shape), o.requires_grad,
                                    np.array(o.detach().numpy(), dtype=np.float64))
            for o in outs]


def agree(torch, fn, rtol=1e-7, atol=1e-10):
    """fn(tp) and fn(torch): the same exception class (torch's message within ours), or the same dtype, shape, requires_grad and
    values (NaN in the same places; exact zeros where torch has them)."""
    mine, theirs = _outcome(tp, fn), _outcome(torch, fn)
    if isinstance(mine, tuple) or isinstance(theirs, tuple):
        assert isinstance(mine, tuple) and isinstance(theirs, tuple), (mine, theirs)
        assert mine[0] == theirs[0] and theirs[1] in mine[1], (mine, theirs)
        return
    heads = [[o and o[:3] for o in side] for side in (mine, theirs)]
    assert heads[0] == heads[1], heads
    for a, b in ((a[3], b[3]) for a, b in zip(mine, theirs) if a is not None):
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)
        np.testing.assert_array_equal(a == 0, b == 0)


def _grads(lib, f, x, cot=None, create_graph=False):
    x = lib.tensor(x).requires_grad_()
    y = f(lib, x)
    cot = lib.ones_like(y) if cot is None else lib.tensor(cot)
    g, = lib.autograd.grad(y, x, cot, create_graph=create_graph)
    return y, g


# ── std / var of equal elements: exactly 0, and so std's masked gradient ─────────────────

_ROW = np.array([-0.42201278, 0.53959353, -1.92911221, 0.42221733])


@pytest.mark.parametrize("op", ["std", "var", "std_mean", "var_mean"])
@pytest.mark.parametrize("kw", [{"dim": 0}, {"dim": 0, "correction": 0}, {}, {"dim": [0, 1]}])
def test_var_of_equal_elements_is_exactly_zero(torch, op, kw):
    """PyTorch's Welford pass gives 0 for a slice of equal finite values; the two-pass sum
    left 5.6e-17 (the rounded mean), and std's gradient there was var's, not 0."""
    a = np.broadcast_to(_ROW, (3, 4)).copy()
    a[:, 1] = [1.0, 2.0, 4.0]
    agree(torch, lambda lib: getattr(lib, op)(lib.tensor(a), **kw))


@pytest.mark.parametrize("special", [inf, -inf, nan])
def test_var_of_equal_infinite_elements_stays_nan(torch, special):
    a = np.full((3, 2), special)
    agree(torch, lambda lib: (lib.var(lib.tensor(a), 0), lib.std(lib.tensor(a), 0)))


@pytest.mark.parametrize("create_graph", [False, True])
def test_std_gradient_at_zero_std_is_masked(torch, create_graph):
    """std_backward's masked_fill: 0 where the std is 0 (no rounding residue of x - mean)."""
    a = np.broadcast_to(_ROW, (3, 4)).copy()
    cot = np.array([0.3, -1.2, 2.0, 0.7])

    def call(lib):
        x = lib.tensor(a).requires_grad_()
        y = lib.std(x, 0, correction=0)
        g, = lib.autograd.grad(y, x, lib.tensor(cot), create_graph=create_graph)
        if not create_graph:
            return y, g
        gg, = lib.autograd.grad((g * lib.tensor(a + 1.0)).sum(), x)
        return y, g, gg

    agree(torch, call)


@pytest.mark.parametrize("shape,kw", [((), {}), ((), {"dim": 0}), ((0, 4), {}),
                                      ((1, 3), {"correction": 3}), ((2,), {"correction": 2}),
                                      ((2, 3), {"dim": [0, 1], "correction": 6})])
@pytest.mark.filterwarnings("ignore:.*degrees of freedom is <= 0")
@pytest.mark.filterwarnings("ignore:Mean of empty slice")  # the forward's NumPy mean
def test_var_gradient_without_degrees_of_freedom(torch, shape, kw):
    """Over all elements (or of a 0-d input) with N <= correction, PyTorch's var_backward is
    grad * (NaN where x is the mean, else inf): a constant, not a function of x."""
    a = np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape) % 2 + 0.5

    def call(lib):
        y, g = _grads(lib, lambda lib, x: lib.var(x, **kw), a, create_graph=True)
        return y, g

    agree(torch, call)


@pytest.mark.filterwarnings("ignore:.*degrees of freedom is <= 0")
def test_var_mean_gradient_of_a_0d_nan(torch):
    agree(torch, lambda lib: _grads(lib, lambda lib, x: lib.var_mean(x)[0] + lib.var_mean(x)[1],
                                    np.array(nan)))


# ── gradients of empty inputs: part of the graph or not, as PyTorch's ────────────────────

@pytest.mark.parametrize("op", ["cummax", "cummin"])
@pytest.mark.parametrize("create_graph", [False, True])
def test_cummax_cummin_gradient_of_an_empty_input_is_the_input(torch, op, create_graph):
    """cummaxmin_backward returns `self` for an empty input: it requires grad."""
    agree(torch, lambda lib: _grads(lib, lambda lib, x: getattr(lib, op)(x, 0)[0],
                                    np.zeros((0, 4)), create_graph=create_graph))


@pytest.mark.parametrize("shape", [(0,), (2, 0), (0, 3)])
@pytest.mark.parametrize("create_graph", [False, True])
def test_diag_embed_of_an_empty_input_is_part_of_the_graph(torch, shape, create_graph):
    agree(torch, lambda lib: _grads(lib, lambda lib, x: lib.diag_embed(x), np.zeros(shape),
                                    create_graph=create_graph))


def test_diagonal_gradient_past_the_matrix(torch):
    agree(torch, lambda lib: _grads(lib, lambda lib, x: lib.diagonal(x, 5), np.ones((2, 2)),
                                    create_graph=True))


@pytest.mark.parametrize("dims", [(-1, 0), (-2, -1), (0, 1), (-1, 1), (0, -1)])
def test_diag_embed_of_a_0d_input_checks_its_dims(torch, dims):
    """The dims wrap against the output's rank (1) first: out of range, or identical."""
    agree(torch, lambda lib: lib.diag_embed(lib.tensor(1.5), 0, *dims))


@pytest.mark.parametrize("dtype", ["float64", "int32", "bool"])
@pytest.mark.parametrize("with_x", [False, True])
def test_trapezoid_over_an_empty_dim(torch, dtype, with_x):
    """zeros_like_except(y, dim): y's dtype (a bool y too), not part of the graph."""

    def call(lib):
        y = lib.ones(0, 3, dtype=getattr(lib, dtype))
        if dtype == "float64":
            y.requires_grad_()
        return lib.trapezoid(y, lib.ones(0), dim=0) if with_x else lib.trapezoid(y, dim=0)

    agree(torch, call)


def test_trapezoid_still_refuses_bool(torch):
    agree(torch, lambda lib: lib.trapezoid(lib.ones(2, 3, dtype=lib.bool)))
