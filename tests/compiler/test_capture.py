"""What tp.compile captures and how the graph runs (TensorPlay's compiler itself; the API
PyTorch states is tests/compiler/test_api.py): compiled == eager, bit for bit, on the first
call (the trace), on replays through the ordinary ops and on the inductor backend's
straight-line path (to the oracle's float32 tolerance where a fused C loop ran: its libm calls
may differ from NumPy's in the last bit); gradients through compiled code; the graph's code;
graph breaks."""

import re

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.func._pytree import tree_flatten

FUNCTIONS = {
    "pointwise": lambda x, y: (x.sin() * y + 1).exp() / (y.abs() + 2),
    "reductions": lambda x, y: (x.sum(0), y.mean(dim=1, keepdim=True), (x * y).amax()),
    "matmul_softmax": lambda x, y: (x @ y.t()).softmax(-1),
    "views": lambda x, y: x.reshape(2, 6).t().contiguous() + y.reshape(6, 2),
    "cat_list": lambda x, y: tp.cat([x, y, x * 2], dim=0).tanh(),
    "max_dim": lambda x, y: x.max(dim=1).values + y.min(dim=1).values,
    "factory": lambda x, y: x + tp.ones(3, 4) * tp.zeros_like(y).add(0.5),
    "inplace_intermediate": lambda x, y: (x * 2).add_(y).mul_(3).relu(),
    "no_grad_block": lambda x, y: _no_grad_block(x, y),
    "dict_out": lambda x, y: {"s": x + y, "d": [x - y]},
    "scalar_arg": lambda x, y, alpha=0.5: x.add(y, alpha=alpha),
}


def _no_grad_block(x, y):
    with tp.no_grad():
        scale = (y * y).sum()
    return x * scale


def _pair(requires_grad=False):
    g = tp.Generator().manual_seed(1)
    x = tp.randn(3, 4, generator=g).requires_grad_(requires_grad)
    y = tp.randn(3, 4, generator=g).requires_grad_(requires_grad)
    return x, y


def _flat(out):
    return tree_flatten(out)[0]


def _fused(cf) -> bool:
    """Some graph of `cf` runs a fused C loop (tensorplay/compiler/cfuse.py)."""
    return any(getattr(e.runner, "kernels", None) for e in cf.entries.values())


def _same(a, b, fused: bool = False):
    fa, fb = _flat(a), _flat(b)
    assert len(fa) == len(fb)
    for u, v in zip(fa, fb):
        assert u.dtype == v.dtype and u.shape == v.shape
        if fused and u.dtype == tp.float32:
            np.testing.assert_allclose(u.numpy(), v.numpy(), rtol=2e-5, atol=1e-6)
        else:
            np.testing.assert_array_equal(u.detach().numpy(), v.detach().numpy())


@pytest.mark.parametrize("backend", ["eager", "aot_eager", "inductor"])
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_compiled_equals_eager(name, backend):
    f = FUNCTIONS[name]
    cf = tp.compile(f, backend=backend)
    x, y = _pair()
    for _ in range(3):  # the trace, then two replays
        out = cf(x, y)
        _same(out, f(x, y), _fused(cf))
    with tp.no_grad():  # a second graph: grad mode is guarded
        for _ in range(2):
            out = cf(x, y)
            _same(out, f(x, y), _fused(cf))
    assert cf.compile_count == 2


@pytest.mark.parametrize("backend", ["eager", "inductor"])
@pytest.mark.parametrize("name", ["pointwise", "matmul_softmax", "views", "cat_list", "max_dim",
                                  "inplace_intermediate", "no_grad_block"])
def test_gradients_through_compiled_code(name, backend):
    f = FUNCTIONS[name]
    cf = tp.compile(f, backend=backend)

    def loss(fn, x, y):
        return sum(o.sum() for o in _flat(fn(x, y)))

    for _ in range(3):
        x, y = _pair(requires_grad=True)
        got = tp.autograd.grad(loss(cf, x, y), (x, y), allow_unused=True)
        x2, y2 = _pair(requires_grad=True)
        want = tp.autograd.grad(loss(f, x2, y2), (x2, y2), allow_unused=True)
        for g, w in zip(got, want):
            assert (g is None) == (w is None)
            if g is not None:  # to rounding where the joint graph ran a fused C loop
                _same(g, w, _fused(cf))


def test_graph_code_is_readable_python():
    cf = tp.compile(lambda x, y: (x.sin() * y).sum(), backend="eager")
    x, y = _pair()
    cf(x, y)
    (entry,) = cf.entries.values()
    assert entry.graph_module.code == (
        "def forward(self, x, y):\n"
        "    sin = ops.sin(x)\n"
        "    mul = ops.mul(sin, y)\n"
        "    sum = ops.sum(mul, dim=None, keepdim=False, dtype=None)\n"
        "    return (sum,)\n")


def test_parameters_are_read_at_each_call():
    m = tp.nn.Linear(4, 2)
    cm = tp.compile(m, backend="eager")
    x = tp.randn(3, 4)
    cm(x)
    with tp.no_grad():
        m.weight.mul_(2)
    np.testing.assert_array_equal(cm(x).detach().numpy(), m(x).detach().numpy())
    code = cm._compiled.entries[next(iter(cm._compiled.entries))].graph_module.code
    assert "self.weight" in code and "self.bias" in code


def test_inductor_straight_line_only_without_grad():
    m = tp.nn.Sequential(tp.nn.Linear(4, 8), tp.nn.ReLU(), tp.nn.Linear(8, 3))
    cm = tp.compile(m)
    x = tp.randn(5, 4)
    with tp.no_grad():
        cm(x)
        runner = next(iter(cm._compiled.entries.values())).runner
        assert type(runner).__name__ == "_StraightLine"
        assert runner.code.startswith("def straight_line(input):\n    a_input = input._data\n")
        assert "# linear" in runner.code and "# relu" in runner.code  # linear: one fused kernel
        out = cm(x)
        assert out.grad_fn is None
        np.testing.assert_array_equal(out.numpy(), m(x).numpy())
    with tp.inference_mode():
        out = cm(x)
        assert out.is_inference()
        np.testing.assert_array_equal(out.numpy(), m(x).numpy())
    out = cm(x)  # grad mode, parameters require grad: replayed through the ops
    assert out.grad_fn is not None


def test_input_mutation_is_replayed():
    def f(x, y):
        x.add_(y)
        return x * 2

    cf = tp.compile(f, backend="eager")
    a, b = _pair()
    a2 = a.clone()
    for _ in range(3):
        out = cf(a, b)
        want = f(a2, b)
        np.testing.assert_array_equal(a.numpy(), a2.numpy())
        np.testing.assert_array_equal(out.numpy(), want.numpy())
    assert cf.compile_count == 1


def _reads_item(x):
    v = x.sum().item()
    return x * 2 if v > 0 else x


def _reads_tolist(x):
    v = x.sum().tolist()
    return x * 2 if v > 0 else x


def _reads_float(x):
    v = float(x.sum())
    return x * 2 if v > 0 else x


def _reads_numpy(x):
    v = x.sum().numpy()
    return x * 2 if v > 0 else x


def _branches(x):
    if x.sum() > 0:
        return x * 2
    return x


READS = {_reads_item: "v = x.sum().item()", _reads_tolist: "v = x.sum().tolist()",
         _reads_float: "v = float(x.sum())", _reads_numpy: "v = x.sum().numpy()",
         _branches: "if x.sum() > 0:"}


@pytest.mark.parametrize("f", list(READS), ids=lambda f: f.__name__)
def test_value_reads_are_graph_breaks(f):
    cf = tp.compile(f, backend="eager")
    for sign in (1, -1, 1):
        x = tp.ones(3) * sign
        np.testing.assert_array_equal(cf(x).numpy(), f(x).numpy())
    assert cf.compile_count == 0
    report = tp.compiler.explain(f)(tp.ones(3))
    assert report.graph_count == 0 and report.graph_break_count == 1
    assert report.break_reasons[0].source == READS[f]
    assert "test_capture.py" in report.break_reasons[0].line
    with pytest.raises(tp.compiler.Unsupported, match=re.escape(READS[f])):
        tp.compile(f, fullgraph=True)(tp.ones(3))


def test_a_break_in_code_without_a_source_file_names_the_line_alone():
    # code run from a string (exec, a docs page's code block): linecache has no text for it
    namespace: dict = {}
    exec(compile("def g(x):\n    if x.sum() > 0:\n        return x * 2\n    return x\n",
                 "<code block>", "exec"), namespace)
    brk = tp.compiler.explain(namespace["g"])(tp.ones(3)).break_reasons[0]
    assert (brk.line, brk.source) == ("<code block>:2 in g", "")
    assert str(brk).endswith("(at <code block>:2 in g)")
    with pytest.raises(tp.compiler.Unsupported, match=re.escape("at <code block>:2 in g; ")):
        tp.compile(namespace["g"], fullgraph=True)(tp.ones(3))


def test_writing_a_captured_tensor_is_a_graph_break():
    total = tp.zeros(3)

    def f(x):
        total.add_(x)
        return x + 1

    cf = tp.compile(f, backend="eager")
    for _ in range(3):
        cf(tp.ones(3))
    np.testing.assert_array_equal(total.numpy(), [3.0, 3.0, 3.0])
    assert "neither an input nor a module buffer" in str(
        next(iter(cf.entries.values())).breaks[0])


def test_explain_reports_graphs_ops_and_guards():
    report = tp.compiler.explain(lambda x: x.sin().cos())(tp.randn(2))
    assert (report.graph_count, report.graph_break_count, report.op_count) == (1, 0, 2)
    assert report.ops_per_graph == [["sin", "cos"]]
    assert "x: Tensor of shape [2], tensorplay.float32, requires_grad=False" in report.out_guards[0]
    assert "Graph Count: 1" in str(report)


def test_recompile_limit_then_eager():
    tp.compiler.reset()
    old = tp.compiler.config.recompile_limit
    tp.compiler.config.recompile_limit = 2
    try:
        cf = tp.compile(lambda x: x * 3, backend="eager")
        with pytest.warns(UserWarning, match="recompile limit"):
            for n in range(1, 5):
                x = tp.randn(n)
                np.testing.assert_array_equal(cf(x).numpy(), (x * 3).numpy())
        assert cf.compile_count == 2
    finally:
        tp.compiler.config.recompile_limit = old
    tp.compiler.reset()
    assert cf.compile_count == 0 and not cf.entries


def test_compiled_inside_transforms():
    f = lambda x: (x.sin() * x).sum()  # noqa: E731
    cf = tp.compile(f, backend="eager")
    x = tp.randn(3, 4)
    for _ in range(2):
        np.testing.assert_array_equal(tp.func.vmap(cf)(x).numpy(), tp.func.vmap(f)(x).numpy())
        np.testing.assert_array_equal(tp.func.grad(cf)(x).numpy(), tp.func.grad(f)(x).numpy())
    # a transform inside the compiled function
    g = lambda x: tp.func.vmap(lambda r: r.cos().sum())(x) * 2  # noqa: E731
    cg = tp.compile(g, backend="eager")
    for _ in range(2):
        np.testing.assert_array_equal(cg(x).numpy(), g(x).numpy())
