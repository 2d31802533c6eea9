"""The key phrases of PyTorch's errors for misused transforms and gradients, on both backends:
the phrase a user searches for is the same (the rest of TensorPlay's message may say more)."""

from __future__ import annotations

import pytest

import tensorplay as tp

pytestmark = pytest.mark.usefixtures("backend_globals")


def test_mutating_a_captured_tensor_inside_grad():
    x = tp.ones(3)
    with pytest.raises(RuntimeError, match="mutate a captured Tensor"):
        tp.func.grad(lambda y: x.mul_(y).sum())(tp.ones(3))


def test_argnums_that_are_not_ints():
    with pytest.raises(RuntimeError, match="argnums must be int or Tuple"):
        tp.func.grad(lambda a: a.sum(), argnums=0.5)(tp.ones(3))
    with pytest.raises(RuntimeError, match="argnum must be int"):
        tp.func.grad(lambda a: a.sum(), argnums=(0, "a"))(tp.ones(3))


def test_jvp_of_primals_that_are_not_tensors():
    with pytest.raises(RuntimeError, match="Expected primals to only contain Tensors"):
        tp.func.jvp(lambda a: a * 2, (1.0,), (1.0,))


@pytest.mark.parametrize("returned", [None, ()])
def test_vjp_of_a_function_with_no_output(returned):
    with pytest.raises(RuntimeError, match="Expected f to be a function that has non-empty output"):
        tp.func.vjp(lambda a: returned, tp.ones(2))


def test_backward_with_a_gradient_of_the_wrong_shape():
    a = tp.ones(3, requires_grad=True)
    with pytest.raises(RuntimeError, match=r"Mismatch in shape: grad_output\[0\] has a shape of"):
        (a * 2).backward(tp.ones(4))
    with pytest.raises(RuntimeError, match=r"and output\[0\] has a shape of"):
        tp.autograd.grad(a * 2, a, tp.ones(2, 2))
