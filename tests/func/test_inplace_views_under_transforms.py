"""In-place ops on views inside grad / vjp / jacrev / vmap(grad) / jvp, as torch.func does them.

Inside a transform a view is a real view: writing into it reaches its base (and the base's
other views), and the transform's history (or tangent) follows. Every test runs on tensorplay
and on torch.func (`backend_globals` rebinds `tp` and `F`); expected values are analytic.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
from tests.torch_oracle import wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def t64(values):
    return tp.tensor(values, dtype=tp.float64)


def close(a, b) -> None:
    np.testing.assert_allclose(np.asarray(a.tolist(), dtype=float), np.asarray(b, dtype=float),
                               rtol=1e-12, atol=1e-12)


def clone_then_sin_first(x):
    y = x.clone()
    y[0].sin_()
    return y


def test_grad_of_a_view_modified_in_place():
    x = t64([0.5, 1.0, 2.0])
    g = F.grad(lambda x: clone_then_sin_first(x).sum())(x)
    close(g, [math.cos(0.5), 1.0, 1.0])


def test_view_inplace_simple():
    """PyTorch's functorch test_view_inplace_simple: x.clone().view([]).sin_()."""
    x = t64(0.5)

    def foo(x):
        x = x.clone()
        x.view([]).sin_()
        return x

    close(F.grad(foo)(x), math.cos(0.5))


def test_the_primal_is_written_through_the_view():
    def f(x):
        y = x.clone()
        y[0].mul_(3)
        return y.sum(), y

    g, aux = F.grad(f, has_aux=True)(t64([0.5, 1.0]))
    close(g, [3.0, 1.0])
    close(aux, [1.5, 1.0])


def test_vjp_through_a_slice_modified_in_place():
    def f(x):
        y = x.clone()
        y[1:].mul_(3)
        return y

    out, vjp_fn = F.vjp(f, t64([0.5, 1.0, 2.0]))
    close(out, [0.5, 3.0, 6.0])
    close(vjp_fn(t64([1.0, 1.0, 1.0]))[0], [1.0, 3.0, 3.0])


def test_jacrev_of_a_view_modified_in_place():
    close(F.jacrev(clone_then_sin_first)(t64([0.5, 1.0])), [[math.cos(0.5), 0.0], [0.0, 1.0]])


def test_vmap_of_grad_with_a_view_modified_in_place():
    xs = t64([[0.5, 1.0, 2.0], [1.0, 2.0, 3.0]])
    got = F.vmap(F.grad(lambda x: clone_then_sin_first(x).sum()))(xs)
    close(got, [[math.cos(0.5), 1.0, 1.0], [math.cos(1.0), 1.0, 1.0]])


def test_a_view_made_before_its_base_changed_inside_grad():
    def f(x):
        y = x * 1
        v = y[1:]
        y.mul_(2)
        return (v * t64([1.0, 10.0])).sum()

    close(F.grad(f)(t64([1.0, 2.0, 3.0])), [0.0, 2.0, 20.0])


def test_column_and_diagonal_writes_inside_grad():
    def column(x):
        y = x.clone()
        y[:, 0] *= 2
        return (y * y).sum()

    def diagonal(x):
        y = x.clone()
        y.diagonal().mul_(x.diagonal())  # diagonal entries become a^2
        return (y * y).sum()

    x = t64([[1.0, 2.0], [3.0, 4.0]])
    close(F.grad(column)(x), [[8.0, 4.0], [24.0, 8.0]])
    close(F.grad(diagonal)(x), [[4.0, 4.0], [6.0, 256.0]])  # d/da a^4 = 4a^3


def test_chains_of_views_inside_grad():
    def f(x):
        y = x.clone()
        a = y[1:]
        b = a[1:]
        b.mul_(2)
        a.mul_(3)
        return (y * y).sum()

    close(F.grad(f)(t64([1.0, 2.0, 3.0, 4.0])), [2.0, 36.0, 216.0, 288.0])


def test_grad_of_grad_through_an_inplace_view():
    def f(x):
        y = x.clone()
        y[0].sin_()
        return (y * x).sum()  # sin(x0) x0 + x1^2 + x2^2

    x = t64([0.5, 1.0, 2.0])
    second = F.grad(lambda x: F.grad(f)(x).sum())(x)
    # d/dx0 [cos x0 x0 + sin x0] = 2 cos x0 - x0 sin x0; d/dxi 2 xi = 2
    close(second, [2 * math.cos(0.5) - 0.5 * math.sin(0.5), 2.0, 2.0])


def test_in_place_on_a_view_of_the_differentiated_input_raises():
    def f(x):
        v = x.view([])
        v.sin_()
        return x

    with pytest.raises(RuntimeError, match=wording(tp, "clone")):
        F.grad(f)(t64(0.5))


def test_jvp_through_a_view_modified_in_place():
    def f(x):
        y = x.clone()
        y[0].mul_(3)
        return y

    primal, tangent = F.jvp(f, (t64([0.5, 1.0]),), (t64([1.0, 1.0]),))
    close(primal, [1.5, 1.0])
    close(tangent, [3.0, 1.0])


def test_jvp_sin_of_a_view_and_jacfwd():
    primal, tangent = F.jvp(clone_then_sin_first, (t64([0.5, 1.0]),), (t64([1.0, 1.0]),))
    close(primal, [math.sin(0.5), 1.0])
    close(tangent, [math.cos(0.5), 1.0])
    close(F.jacfwd(clone_then_sin_first)(t64([0.5, 1.0])), [[math.cos(0.5), 0.0], [0.0, 1.0]])


def test_jvp_base_changed_under_an_earlier_view():
    def f(x):
        y = x * 1
        v = y[1:]
        y.mul_(x)
        return v * 1, x * 1

    (v, _x), (tv, tx) = F.jvp(f, (t64([0.5, 1.0]),), (t64([1.0, 2.0]),))
    close(v, [1.0])
    close(tv, [4.0])  # d(x1^2) = 2 x1 dx1
    close(tx, [1.0, 2.0])  # the input's tangent is untouched by the write through the view


def test_jvp_copy_into_a_view_of_a_new_tensor():
    def f(x):
        y = tp.zeros(2, dtype=tp.float64)
        y[0].copy_(x[0])
        return y

    primal, tangent = F.jvp(f, (t64([0.5, 1.0]),), (t64([1.0, 1.0]),))
    close(primal, [0.5, 0.0])
    close(tangent, [1.0, 0.0])


def test_writes_into_tensors_made_inside_grad():
    def whole(x):
        y = tp.zeros(2, dtype=tp.float64)
        v = y[1:]
        y.copy_(x * 3)  # v, made before, sees 3 x1
        return (v * v).sum()

    def part(x):
        y = tp.zeros(3, dtype=tp.float64)
        y[1:].add_(x.sin())
        return y.sum()

    x = t64([0.5, 1.0])
    close(F.grad(whole)(x), [0.0, 18.0])  # d/dx1 (3 x1)^2 = 18 x1
    close(F.grad(part)(x), [math.cos(0.5), math.cos(1.0)])


def test_writing_a_tracked_value_into_a_captured_tensor_raises():
    buf = tp.zeros(2, dtype=tp.float64)

    def f(x):
        buf[0].copy_(x[0])
        return buf * 1

    with pytest.raises(RuntimeError, match=wording(tp, "created outside the transform")):
        F.jvp(f, (t64([0.5, 1.0]),), (t64([1.0, 1.0]),))
    with pytest.raises(RuntimeError, match=wording(tp, "created outside the transform")):
        F.grad(lambda x: f(x).sum())(t64([0.5, 1.0]))


@pytest.mark.parametrize("in_dim", [0, 1])
def test_vmap_of_as_strided_addresses_each_samples_memory(in_dim):
    """torch.func's rule: a sample's strides address the batch's physical memory, starting where
    the sample starts (so with in_dims=1 a sample's "row" steps over the other samples)."""
    phys = t64(np.arange(12.0).reshape(3, 4) if in_dim == 0 else np.arange(12.0).reshape(4, 3))
    got = F.vmap(lambda s: s.as_strided((2, 2), (1, 1)), in_dims=in_dim)(phys)
    flat = np.arange(12.0)
    n = 4 if in_dim == 0 else 1  # where sample b starts in memory
    expected = [[[flat[b * n + i + j] for j in range(2)] for i in range(2)] for b in range(3)]
    close(got, expected)
