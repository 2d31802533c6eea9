"""Pointwise chains fused into one generated C loop (tensorplay/compiler/cfuse.py): the inductor
backend's no-grad path runs it, with values equal to eager's and PyTorch's to rounding (libm's
tanhf/expf may differ from NumPy's in the last bit, so the oracle tolerances, not equality);
broadcast and non-contiguous inputs take the strided loop; an intermediate used outside its
chain is stored; kernels are cached on disk by source hash; without a compiler, or with the C
extension off, the graph runs on NumPy, equal to eager bit for bit."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.backends import c as _c
from tensorplay.compiler import ccompile
from tensorplay.compiler.cfuse import fuse_pointwise
from tensorplay.compiler.graph import GraphModule
from tests.torch_oracle import import_torch

TOL = {"float32": (2e-5, 1e-6), "float64": (1e-12, 1e-13)}  # tests/oracle/compare.py's
needs_c = pytest.mark.skipif(not _c.is_available() or ccompile.compiler() is None,
                             reason="fusion needs the C extension's toolchain")


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    """A fresh kernel cache per test: builds are counted from zero."""
    monkeypatch.setenv("TENSORPLAY_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(ccompile, "_LOADED", {})
    monkeypatch.setattr(ccompile, "STATS", {"builds": 0, "disk_hits": 0, "failures": 0})


def gelu9(x, lib):
    return 0.5 * x * (1 + lib.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))


def _close(got, want, dtype: str) -> None:
    rtol, atol = TOL[dtype]
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=rtol, atol=atol)


def _runner(compiled):
    (entry,) = compiled.entries.values()
    return entry.runner


def _compiled_no_grad(fn, *args):
    compiled = tp.compile(fn)
    with tp.no_grad():
        compiled(*args)  # the trace (eager)
        out = compiled(*args)  # the replay: the generated code
    return compiled, out


@needs_c
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_gelu_chain_is_one_kernel_equal_to_eager_and_torch(dtype):
    torch = import_torch()
    x_np = np.random.default_rng(0).standard_normal((64, 33)).astype(dtype)
    compiled, out = _compiled_no_grad(lambda x: gelu9(x, tp), tp.tensor(x_np))
    runner = _runner(compiled)
    assert [k.dtype.name for k in runner.kernels] == [dtype]
    assert runner.code.count("_k") == 1  # nine ops, one kernel call
    assert "tanh" in runner.kernels[0].source
    assert out.dtype == getattr(tp, dtype)
    _close(out.numpy(), gelu9(tp.tensor(x_np), tp).numpy(), dtype)
    _close(out.numpy(), gelu9(torch.from_numpy(x_np), torch).numpy(), dtype)


@needs_c
@pytest.mark.parametrize("other_shape", [(5,), (4, 1), ()])
def test_broadcast_inputs_take_the_strided_loop(other_shape):
    torch = import_torch()
    rng = np.random.default_rng(1)
    x_np = rng.standard_normal((4, 5)).astype(np.float32)
    b_np = rng.standard_normal(other_shape).astype(np.float32)

    def f(x, b, lib):
        return lib.exp(x) * b + x / 2 - lib.sigmoid(b)

    compiled, out = _compiled_no_grad(lambda x, b: f(x, b, tp), tp.tensor(x_np), tp.tensor(b_np))
    assert len(_runner(compiled).kernels) == 1
    _close(out.numpy(), f(torch.from_numpy(x_np), torch.from_numpy(b_np), torch).numpy(), "float32")


@needs_c
def test_non_contiguous_input():
    torch = import_torch()
    x_np = np.random.default_rng(2).standard_normal((6, 7)).astype(np.float32)
    compiled = tp.compile(lambda x: tp.sin(x) * x + 1)
    with tp.no_grad():
        compiled(tp.tensor(x_np).t())
        x = tp.tensor(x_np).t()  # a transposed view: the strided loop reads it in place
        assert not x.is_contiguous()
        out = compiled(x)
    assert len(_runner(compiled).kernels) == 1
    xt = torch.from_numpy(x_np).t()
    _close(out.numpy(), (torch.sin(xt) * xt + 1).numpy(), "float32")


@needs_c
def test_scalar_constants_and_numeric_arguments_become_literals():
    torch = import_torch()
    x_np = np.random.default_rng(3).standard_normal(100).astype(np.float64)

    def f(x, lib, F):
        y = lib.add(x, x * x, alpha=2.5) - 3
        return F.leaky_relu(y, 0.2) / 7 + F.softplus(y, beta=2.0, threshold=5.0)

    compiled, out = _compiled_no_grad(lambda x: f(x, tp, tp.nn.functional), tp.tensor(x_np))
    source = _runner(compiled).kernels[0].source
    assert "2.5 *" in source and "0.2" in source and "/ 7.0" in source  # literals in the loop
    _close(out.numpy(), f(torch.from_numpy(x_np), torch, torch.nn.functional).numpy(), "float64")


@needs_c
def test_an_intermediate_used_outside_the_chain_is_stored():
    torch = import_torch()
    rng = np.random.default_rng(4)
    x_np, w_np = rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal((4, 4)).astype(np.float32)

    def f(x, w, lib):
        y = lib.tanh(x * 3) + 1  # used by the matmul and by the second chain
        z = y @ w
        return y * 2 - lib.exp(z), z.abs()

    compiled, (out, side) = _compiled_no_grad(lambda x, w: f(x, w, tp), tp.tensor(x_np), tp.tensor(w_np))
    runner = _runner(compiled)
    assert len(runner.kernels) >= 2 and runner.kernels[0].n_out == 1  # y stored for the matmul
    want, want_side = f(torch.from_numpy(x_np), torch.from_numpy(w_np), torch)
    _close(out.numpy(), want.numpy(), "float32")
    _close(side.numpy(), want_side.numpy(), "float32")


@needs_c
def test_fused_graph_prints_and_runs_as_a_graph_module():
    x = tp.randn(8)
    report = tp.compiler.explain(lambda t: tp.exp(t) * 2 + t)(x)
    graph = report.graphs[0].graph
    for v in graph.placeholders + [v for n in graph.nodes for v in n.outputs]:
        assert v.shape == (8,)
    fused = fuse_pointwise(graph)
    assert [n.kind for n in fused.nodes] == ["fused"] and [n.kind for n in graph.nodes] == ["call"] * 3
    gm = GraphModule(fused)
    assert "= self.fused_add_exp_mul_0(t)" in gm.code
    _close(gm(x)[0].numpy(), (tp.exp(x) * 2 + x).numpy(), "float32")


def test_gradient_needed_runs_the_graph_module():
    x = tp.randn(5, requires_grad=True)
    compiled = tp.compile(lambda t: gelu9(t, tp))
    compiled(x)
    out = compiled(x)
    out.sum().backward()
    expected = x.detach().clone().requires_grad_()
    gelu9(expected, tp).sum().backward()
    np.testing.assert_array_equal(out.detach().numpy(), gelu9(x, tp).detach().numpy())
    np.testing.assert_array_equal(x.grad.numpy(), expected.grad.numpy())  # eager's path


@needs_c
def test_second_compile_loads_the_cached_kernel():
    x = tp.randn(1000)
    _compiled_no_grad(lambda t: gelu9(t, tp), x)
    assert ccompile.STATS["builds"] == 1
    _compiled_no_grad(lambda t: gelu9(t, tp), x)  # same source: this process's copy
    assert ccompile.STATS["builds"] == 1
    ccompile._LOADED.clear()  # as a new process: read from the disk cache
    _, out = _compiled_no_grad(lambda t: gelu9(t, tp), x)
    assert ccompile.STATS == {"builds": 1, "disk_hits": 1, "failures": 0}
    assert len(list(ccompile.cache_dir().glob("*.so"))) == 1
    assert len(list(ccompile.cache_dir().glob("*.c"))) == 1  # the source, to read
    _close(out.numpy(), gelu9(x, tp).numpy(), "float32")


@pytest.mark.parametrize("how", ["no compiler", "C off"])
def test_without_a_compiler_numpy_runs_equal_to_eager(how, monkeypatch):
    monkeypatch.setenv("CC", "false")  # a compiler that always fails
    x = tp.randn(50, dtype=tp.float64)
    fn = lambda t: gelu9(t, tp) / (1 + t * t)  # noqa: E731
    if how == "C off" and _c.is_available():
        monkeypatch.delenv("CC")
        with _c.disabled():
            compiled, out = _compiled_no_grad(fn, x)
            expected = fn(x)
    else:
        compiled, out = _compiled_no_grad(fn, x)
        expected = fn(x)
    assert _runner(compiled).kernels == []
    assert ccompile.STATS["builds"] == 0
    np.testing.assert_array_equal(out.numpy(), expected.numpy())  # the NumPy kernels: eager's


@needs_c
def test_two_outputs_of_one_chain():
    x = tp.randn(3, 5)
    compiled, (a, b) = _compiled_no_grad(lambda t: (tp.sin(t) * 2, tp.sin(t) * 2 + t.abs()), x)
    (kernel,) = _runner(compiled).kernels
    assert kernel.n_out == 2  # one loop stores both results
    _close(a.numpy(), (tp.sin(x) * 2).numpy(), "float32")
    _close(b.numpy(), (tp.sin(x) * 2 + x.abs()).numpy(), "float32")


@needs_c
def test_a_pointwise_chain_with_gradients_fuses_forward_and_backward():
    """sin, * c, + c, tanh three times, with gradients: the forward is one C loop and so is its
    backward, whose formulas (tanh's is grad * (1 - y * y), `1 - ...` being rsub) all have C
    expressions; the gradient equals eager's and torch's."""
    torch = import_torch()
    rng = np.random.default_rng(0)
    x_np, c0, c1 = (rng.random(16).astype(np.float32) for _ in range(3))

    def f(x, lib):
        a, b = lib.tensor(c0), lib.tensor(c1)
        for _ in range(3):
            x = ((x.sin() * a) + b).tanh()
        return x.sum()

    compiled = tp.compile(lambda x: f(x, tp))
    x = tp.tensor(x_np, requires_grad=True)
    compiled(x).backward()  # the trace
    x.grad = None
    compiled(x).backward()
    runner = _runner(compiled)
    fused = [line for line in runner.backward_code.splitlines() if "# fused_" in line]
    assert len(fused) == 1 and "rsub" in fused[0] and "tanh" in fused[0]
    assert runner.forward_code.count("# fused_") == 1
    eager = tp.tensor(x_np, requires_grad=True)
    f(eager, tp).backward()
    _close(x.grad.numpy(), eager.grad.numpy(), "float32")
    ref = torch.tensor(x_np, requires_grad=True)
    f(ref, torch).backward()
    _close(x.grad.numpy(), ref.grad.numpy(), "float32")
