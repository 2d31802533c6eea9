"""layer_norm runs as one op (ops.yaml `fused:`): one node (LayerNormBackward0, PyTorch's
NativeLayerNormBackward0) whose backward is one pass over the rows (the C loop, else NumPy).
Pinned here: values and gradients against torch on both paths (C and NumPy), float16 input
with float32 parameters (computed in float32), a broadcast incoming gradient, the fused
backward against the body differentiated (float64), double backward, and tp.compile recording
layer_norm as one forward node and one fused backward node."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.backends import c as _c
from tensorplay.ops.nn import _generated as G

rng = np.random.default_rng(7)

CASES = [  # (input shape, normalized_shape, input dtype, weight?, bias?, eps)
    ((8, 32, 64), (64,), np.float32, True, True, 1e-5),
    ((8, 32, 64), (64,), np.float64, True, True, 1e-5),
    ((4, 6, 5), (6, 5), np.float32, True, True, 1e-5),
    ((4, 6, 5), (5,), np.float64, False, False, 1e-5),
    ((3, 5), (5,), np.float64, False, True, 0.1),
    ((2, 3, 7), (7,), np.float32, True, False, 1e-3),
    ((6, 33), (33,), np.float16, True, True, 1e-5),
]
IDS = [f"{'x'.join(map(str, c[0]))}-{np.dtype(c[2]).name}-{i}" for i, c in enumerate(CASES)]
TOL = {np.float64: 1e-10, np.float32: 2e-5, np.float16: 2e-3}


def _inputs(shape, ns, dtype, w, b):
    pdt = np.float32 if dtype == np.float16 else dtype
    x = rng.standard_normal(shape).astype(dtype)
    weight = rng.standard_normal(ns).astype(pdt) if w else None
    bias = rng.standard_normal(ns).astype(pdt) if b else None
    g = rng.standard_normal(shape).astype(dtype)
    return x, weight, bias, g


def _run(mod, x, weight, bias, g, ns, eps, grad_sum=False):
    leaves = [mod.tensor(a, requires_grad=True) if a is not None else None
              for a in (x, weight, bias)]
    y = mod.nn.functional.layer_norm(leaves[0], ns, leaves[1], leaves[2], eps)
    if grad_sum:
        y.sum().backward()
    else:
        y.backward(mod.tensor(g))
    return y, [y.detach().numpy()] + [t.grad.numpy() for t in leaves if t is not None]


@pytest.mark.parametrize("c_path", [True, False], ids=["C", "numpy"])
@pytest.mark.parametrize("grad_sum", [False, True], ids=["grad", "sum"])
@pytest.mark.parametrize(("shape", "ns", "dtype", "w", "b", "eps"), CASES, ids=IDS)
def test_values_and_gradients_match_torch(torch, shape, ns, dtype, w, b, eps, grad_sum, c_path):
    if c_path and not _c.is_available():
        pytest.skip("C extension not available")
    x, weight, bias, g = _inputs(shape, ns, dtype, w, b)
    previous = _c.set_enabled(c_path) if _c.is_available() or not c_path else None
    try:
        y, ours = _run(tp, x, weight, bias, g, ns, eps, grad_sum)
    finally:
        if previous is not None:
            _c.set_enabled(previous)
    _, theirs = _run(torch, x, weight, bias, g, ns, eps, grad_sum)
    assert type(y.grad_fn).__name__ == "LayerNormBackward0"
    for name, a, e in zip(("out", "d input", "d weight", "d bias"), ours, theirs):
        assert a.dtype == e.dtype, name
        a64, e64 = a.astype(np.float64), e.astype(np.float64)
        scale = max(1.0, float(np.abs(e64).max()))
        # float16: PyTorch rounds its float32 column sums differently; relative to their size
        tol = TOL[dtype] * scale * (20 if dtype == np.float16 and a.ndim < x.ndim else 1)
        np.testing.assert_allclose(a64, e64, rtol=0, atol=tol, err_msg=name)


@pytest.mark.parametrize(("shape", "ns", "dtype", "w", "b", "eps"),
                         [c for c in CASES if c[2] == np.float64])
def test_fused_backward_equals_body_differentiated(shape, ns, dtype, w, b, eps):
    x, weight, bias, g = _inputs(shape, ns, dtype, w, b)
    results = []
    for fn in (tp.nn.functional.layer_norm, G._layer_norm_composite):
        leaves = [tp.tensor(a, requires_grad=True) for a in (x, weight, bias) if a is not None]
        it = iter(leaves)
        args = [next(it) if a is not None else None for a in (x, weight, bias)]
        out = fn(args[0], ns, args[1], args[2], eps)
        grads = tp.autograd.grad(out, leaves, tp.tensor(g))
        results.append([out.detach().numpy()] + [t.numpy() for t in grads])
    for a, e in zip(*results):
        np.testing.assert_allclose(a, e, rtol=0, atol=1e-12)


def test_double_backward_matches_torch(torch):
    x, weight, bias, g = _inputs((3, 4, 6), (6,), np.float64, True, True)
    out = []
    for mod in (tp, torch):
        xt, wt, bt = (mod.tensor(a, requires_grad=True) for a in (x, weight, bias))
        y = mod.nn.functional.layer_norm(xt, (6,), wt, bt)
        gx, gw = mod.autograd.grad((y * mod.tensor(g)).sum(), (xt, wt), create_graph=True)
        second = mod.autograd.grad((gx * gx).sum() + (gw * gw).sum(), (xt, wt, bt),
                                   allow_unused=True, materialize_grads=True)
        out.append([t.detach().numpy() for t in (gx, gw, *second)])
    for a, e in zip(*out):
        np.testing.assert_allclose(a, e, rtol=1e-9, atol=1e-10)


def test_compiled_records_one_node_each_way():
    """The compiled forward calls layer_norm's kernel once, the backward its fused backward
    once (bwnode.py); values and gradients equal eager's."""
    w, b = tp.randn(16, requires_grad=True), tp.randn(16, requires_grad=True)
    w2 = tp.randn(16, 16, requires_grad=True)

    def block(x):
        h = tp.nn.functional.layer_norm(x, (16,), w, b)
        return x + tp.nn.functional.linear(h, w2).tanh()

    compiled = tp.compile(block)
    x = tp.randn(4, 8, 16, requires_grad=True)
    eager_out = block(x)
    eager = tp.autograd.grad(eager_out.square().sum(), (x, w, b, w2))
    for _ in range(3):
        out = compiled(x)
        got = tp.autograd.grad(out.square().sum(), (x, w, b, w2))
        np.testing.assert_allclose(out.detach().numpy(), eager_out.detach().numpy(),
                                   rtol=1e-5, atol=1e-5)
        for a, e in zip(got, eager):
            np.testing.assert_allclose(a.numpy(), e.numpy(), rtol=1e-4, atol=1e-4)
    entry = next(iter(compiled.entries.values()))
    assert [n.name for n in entry.graph_module.graph.nodes].count("layer_norm") == 1
    runner = entry.runner
    assert runner.forward_code.count("# layer_norm") == 1
    if hasattr(runner, "backward_code"):
        assert runner.backward_code.count("# layer_norm_backward") == 1
        assert "mean" not in runner.backward_code  # no op of the body's formulas
