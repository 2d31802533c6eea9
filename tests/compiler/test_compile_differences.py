"""What tp.compile does not do that torch.compile does: the entries `compile-*` of
docs/differences.md, each pinned here on TensorPlay (PyTorch's side is stated on the page)."""

import pytest

import tensorplay as tp
from tests.torch_oracle import import_torch


def _counting(calls: list):
    def backend(gm, example_inputs):
        calls.append([n.name for n in gm.graph.nodes])
        return gm.forward
    return backend


def _branchy(x):
    y = x.sin()
    if y.sum() > 0:  # Python reads a value: a graph break
        return y + 1
    return y - 1


def test_graph_break_runs_the_whole_call_eagerly():
    """torch.compile compiles the code before and after a break as two graphs; here the call
    runs eagerly, no graph is compiled, and later calls with that key run eagerly too."""
    tp.compiler.reset()
    calls = []
    f = tp.compile(_branchy, backend=_counting(calls))
    x = tp.ones(3)
    for _ in range(3):
        assert tp.equal(f(x), x.sin() + 1)
    assert calls == []
    report = tp.compiler.explain(_branchy)(x)
    assert (report.graph_count, report.graph_break_count) == (0, 1)


def _scaled_by_item(x):
    return x * x.sum().item()


def test_item_is_a_graph_break_even_where_torch_traces_it():
    """torch.compile(fullgraph=True) compiles `x * x.sum().item()` in one graph (PyTorch 2.13
    traces the read); in tp.compile every value Python reads, `.item()` included, is a graph
    break, so fullgraph raises and the default runs the call eagerly."""
    torch = import_torch()
    t = torch.ones(3)
    assert torch.equal(torch.compile(_scaled_by_item, fullgraph=True, backend="eager")(t), t * 3)
    tp.compiler.reset()
    with pytest.raises(tp.compiler.Unsupported, match=r"Tensor\.item\(\)"):
        tp.compile(_scaled_by_item, fullgraph=True)(tp.ones(3))
    assert tp.equal(tp.compile(_scaled_by_item)(tp.ones(3)), tp.ones(3) * 3)


def test_dynamic_is_accepted_and_ignored():
    """torch.compile(dynamic=True) compiles one graph for every length, and by default marks a
    dimension dynamic once it changes (two graphs for three lengths); here every new shape is
    a new graph."""
    for dynamic in (True, None):
        tp.compiler.reset()
        calls = []
        f = tp.compile(lambda x: x.sin() * 2, backend=_counting(calls), dynamic=dynamic)
        for n in (3, 4, 5):
            assert tp.equal(f(tp.ones(n)), tp.ones(n).sin() * 2)
        assert len(calls) == 3


def test_no_fusion_and_no_joint_graph_in_aot_eager():
    """The inductor backend fuses a chain of pointwise ops into one generated C loop (when a
    compiler is there), never a reduction: the sum stays its own kernel call; with gradients
    inductor runs a joint graph as one CompiledFunctionBackward node, as PyTorch's backends
    do, but aot_eager replays the ops for autograd to record one by one."""
    tp.compiler.reset()
    f = tp.compile(lambda x: (x.sin() * 2).exp().sum(), backend="inductor")
    x = tp.randn(4)
    with tp.no_grad():
        f(x)
        f(x)
    runner = next(iter(f.entries.values())).runner
    body = [line for line in runner.code.splitlines() if "_k" in line]
    assert len(body) == (2 if runner.kernels else 4)  # [sin, mul, exp] fused or not; sum
    assert body[-1].endswith("# sum")
    xg = tp.randn(4, requires_grad=True)
    nodes = {}
    for backend in ("aot_eager", "inductor"):
        g = tp.compile(lambda x: (x.sin() * 2).exp(), backend=backend)
        g(xg)
        nodes[backend] = g(xg).grad_fn  # a replay
    assert type(nodes["aot_eager"]).__name__ == "ExpBackward0"
    assert type(nodes["aot_eager"].next_functions[0][0]).__name__ == "MulBackward0"
    assert type(nodes["inductor"]).__name__ == "CompiledFunctionBackward"
    assert type(nodes["inductor"].next_functions[0][0]).__name__ == "AccumulateGrad"


def test_no_dynamo_module_explain_in_compiler():
    """torch._dynamo.explain reports graphs and breaks; TensorPlay has no `_dynamo`, and the
    same report is `tp.compiler.explain`."""
    assert not hasattr(tp, "_dynamo")
    report = tp.compiler.explain(lambda x: x.cos() + 1)(tp.ones(2))
    assert report.graph_count == 1 and report.ops_per_graph == [["cos", "add"]]
