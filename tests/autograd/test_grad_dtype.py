"""A gradient takes the dtype of the tensor it is for, as in PyTorch: a float16 leaf used with a
float32 weight gets a float16 `.grad` (the product computes in float32), and so do
`autograd.grad`'s results and the leaf's hooks. Stated once, run on tensorplay and torch."""

from __future__ import annotations

import numpy as np

from tests.torch_oracle import arr


def test_backward_gives_each_leaf_its_own_dtype(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0, 3.0], dtype=tp.float16, requires_grad=True)
    w = tp.tensor([0.5, -1.0, 2.0], requires_grad=True)
    (x * w).sum().backward()
    assert x.grad.dtype == tp.float16 and w.grad.dtype == tp.float32
    np.testing.assert_allclose(arr(x.grad), [0.5, -1.0, 2.0])
    np.testing.assert_allclose(arr(w.grad), [1.0, 2.0, 3.0])


def test_autograd_grad_and_hooks_see_the_inputs_dtype(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0], dtype=tp.float32, requires_grad=True)
    w = tp.tensor([3.0, 4.0], dtype=tp.float64)
    seen = []
    x.register_hook(lambda g: seen.append(g.dtype))
    g, = tp.autograd.grad((x * w).sum(), x, retain_graph=True)
    assert g.dtype == tp.float32
    np.testing.assert_allclose(arr(g), [3.0, 4.0])
    (x * w).sum().backward()
    assert seen and all(d == tp.float32 for d in seen) and x.grad.dtype == tp.float32
