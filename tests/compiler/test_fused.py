"""A fused composite (ops.yaml `fused:`, such as `linear`) is recorded as one node of its fused
op, not as its body: the graph reads `linear`, a replay records eager's one autograd node, the
straight-line path calls the fused kernel, and a transform around the compiled code still runs
the body. Values equal eager's bit for bit."""

import numpy as np
import pytest

import tensorplay as tp

nn = tp.nn


def _mlp():
    tp.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 3))


@pytest.mark.parametrize("shape", [(5, 6), (2, 5, 6), (6,)])
@pytest.mark.parametrize("backend", ["eager", "inductor"])
def test_linear_is_one_node(backend, shape):
    model = _mlp()
    compiled = tp.compile(model, backend=backend)
    x = tp.randn(*shape)
    for grad in (False, True):
        with tp.set_grad_enabled(grad):
            expected = model(x)
            for call in range(3):
                out = compiled(x)
                np.testing.assert_array_equal(out.detach().numpy(), expected.detach().numpy())
                assert tp.is_grad_enabled() is grad  # a replay leaves grad mode as it was
                if call and grad and backend == "inductor":  # the joint graph: one node
                    assert type(out.grad_fn).__name__ == "CompiledFunctionBackward"
                elif call:  # the trace runs the body (under a level); a replay, the fused op
                    assert type(out.grad_fn) is type(expected.grad_fn)
    entries = list(compiled._compiled.entries.values())
    for entry in entries:
        assert [n.name for n in entry.graph_module.graph.nodes] == ["linear", "relu", "linear"]
        assert "ops.linear(" in entry.graph_module.code
    if backend == "inductor":
        assert "# linear" in entries[0].runner.code  # the no-grad entry: the fused kernel


def test_gradients_through_the_fused_node():
    model, twin = _mlp(), _mlp()
    compiled = tp.compile(twin)
    x = tp.randn(4, 6)
    for _ in range(2):
        for m in (model, twin):
            m.zero_grad()
        model(x).square().sum().backward()
        compiled(x).square().sum().backward()
        for p, q in zip(model.parameters(), twin.parameters()):
            np.testing.assert_array_equal(p.grad.numpy(), q.grad.numpy())


def test_transform_around_the_compiled_linear_runs_the_body():
    w, b = tp.randn(3, 4), tp.randn(3)
    f = tp.compile(lambda x: tp.nn.functional.linear(x, w, b).tanh())
    xs = tp.randn(5, 4)
    f(xs[0])  # traced outside any transform
    out = tp.vmap(f)(xs)
    np.testing.assert_array_equal(out.numpy(), tp.vmap(lambda x: (x @ w.t() + b).tanh())(xs).numpy())
