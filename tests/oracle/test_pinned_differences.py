"""The deliberate differences from PyTorch listed in docs/differences.md, pinned on both sides:
what tensorplay does, and that PyTorch still does otherwise (else the entry is stale)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp


@pytest.mark.parametrize(("name", "number"), [("maximum", 0.5), ("minimum", 0.5), ("atan2", 0.5),
                                              ("logical_and", True), ("logical_xor", 0.5)])
def test_tensor_arguments_take_python_numbers(name, number, torch):
    values = np.array([-1.0, 0.0, 2.0])
    mine = getattr(tp, name)(tp.tensor(values), number)
    expected = getattr(torch, name)(torch.tensor(values), torch.tensor(number))
    np.testing.assert_array_equal(mine.numpy(), expected.numpy())
    assert str(mine.dtype).removeprefix("tensorplay.") == str(expected.dtype).removeprefix("torch.")
    with pytest.raises(TypeError):
        getattr(torch, name)(torch.tensor(values), number)


def test_scatter_add_gradient_for_a_src_larger_than_index(torch):
    index = np.array([[0, 2, 3], [1, 1, 0]])
    src = tp.tensor(np.arange(15.0).reshape(3, 5), requires_grad=True)
    out = tp.scatter_add(tp.zeros(3, 4, dtype=tp.float64), 1, tp.tensor(index), src)
    grad = np.arange(12.0).reshape(3, 4)
    (g,) = tp.autograd.grad(out, src, tp.tensor(grad))
    expected = np.zeros((3, 5))
    expected[:2, :3] = np.take_along_axis(grad[:2], index, axis=1)
    np.testing.assert_array_equal(g.numpy(), expected)
    tsrc = torch.tensor(np.arange(15.0).reshape(3, 5), requires_grad=True)
    tout = torch.scatter_add(torch.zeros(3, 4, dtype=torch.float64), 1, torch.tensor(index), tsrc)
    with pytest.raises(RuntimeError, match="invalid gradient"):
        torch.autograd.grad(tout, tsrc, torch.tensor(grad))


def test_logsumexp_over_an_empty_dim_has_a_zero_tangent(torch):
    x, t = np.zeros((0, 3)), np.ones((0, 3))
    value, tangent = tp.func.jvp(lambda a: tp.logsumexp(a, 0), (tp.tensor(x),), (tp.tensor(t),))
    np.testing.assert_array_equal(value.numpy(), np.full(3, -np.inf))
    np.testing.assert_array_equal(tangent.numpy(), np.zeros(3))
    _, theirs = torch.func.jvp(lambda a: torch.logsumexp(a, 0), (torch.tensor(x),), (torch.tensor(t),))
    assert torch.isnan(theirs).all()


def test_bool_tensor_to_a_bool_power_is_refused(torch):
    with pytest.raises(NotImplementedError, match="Bool"):
        tp.tensor([True, False]) ** True
    with pytest.raises(NotImplementedError, match="Bool"):
        tp.pow(tp.tensor([True]), tp.tensor([True]))
    assert torch.equal(torch.tensor([True, False]) ** True, torch.tensor([True, False]))
    with pytest.raises(NotImplementedError):
        torch.tensor([True, False]) ** torch.tensor([True, True])


def test_contiguous_of_a_contiguous_tensor_is_a_view(torch):
    x = tp.ones(3, 4)
    y = x.contiguous()
    assert y is not x and y._base is x and np.shares_memory(y.numpy(), x.numpy())
    x.add_(1)
    assert y._version_count == x._version_count == 1
    tx = torch.ones(3, 4)
    assert tx.contiguous() is tx
