"""Promise: a gradient keeps the shape and dtype of the tensor it belongs to.

A tensor hook may replace a gradient, but only by a tensor of the same shape and dtype
(PyTorch: "hook ... has changed the size/type of value"; a hook returning something that
is not a tensor is a TypeError), on leaves and on intermediate tensors alike. A `gradient=`
given to backward must have the output's shape, and is cast to the output's dtype, so a
float32 leaf never ends up with an int64 or float64 `.grad`.
"""

from __future__ import annotations

import pytest

HOOKS = {
    "slice": (lambda g: g[:1], RuntimeError, "changed the size of value"),
    "sum": (lambda g: g.sum(), RuntimeError, "changed the size of value"),
    "column": (lambda g: g.reshape(3, 1), RuntimeError, "changed the size of value"),
    "float64": (lambda g: g.double(), RuntimeError, "changed the type of value"),
    "int64": (lambda g: g.long(), RuntimeError, "changed the type of value"),
    "number": (lambda g: 3.0, TypeError, "hook returned 'float'"),
}


@pytest.mark.parametrize("where", ["leaf", "intermediate"])
@pytest.mark.parametrize("name", sorted(HOOKS))
def test_a_hook_cannot_change_shape_or_dtype(backend, name, where):
    hook, exc, message = HOOKS[name]
    x = backend.ones(3, requires_grad=True)
    if where == "leaf":
        x.register_hook(hook)
        y = x * 2
    else:
        y = x * 2
        y.register_hook(hook)
    with pytest.raises(exc, match=message):
        y.sum().backward()


@pytest.mark.parametrize("where", ["leaf", "intermediate"])
def test_a_hook_may_replace_the_values(backend, where):
    x = backend.ones(3, requires_grad=True)
    y = x * 2
    (x if where == "leaf" else y).register_hook(lambda g: g * 10)
    y.sum().backward()
    assert x.grad.tolist() == [20.0] * 3
    assert x.grad.dtype == backend.float32


@pytest.mark.parametrize("dtype", ["int64", "float64"])
def test_gradient_argument_is_cast_to_the_output_dtype(backend, dtype):
    x = backend.ones(3, requires_grad=True)
    (x * 2).backward(gradient=backend.ones(3, dtype=getattr(backend, dtype)))
    assert x.grad.dtype == backend.float32
    assert x.grad.tolist() == [2.0] * 3
    (g,) = backend.autograd.grad(x * 3, x, grad_outputs=backend.ones(3, dtype=getattr(backend, dtype)))
    assert g.dtype == backend.float32


def test_gradient_argument_must_be_a_tensor_of_the_output_shape(backend):
    x = backend.ones(3, requires_grad=True)
    with pytest.raises(TypeError, match="gradients can be either Tensors or None"):
        backend.autograd.grad(x * 2, x, grad_outputs=[[1.0, 1.0, 1.0]])
    with pytest.raises(RuntimeError, match="Mismatch in shape"):
        (x * 2).backward(gradient=backend.ones(1))
