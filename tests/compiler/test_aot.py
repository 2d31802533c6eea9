"""The compiled backward (tensorplay/compiler/aot.py): with gradients needed, the inductor
backend runs a joint forward/backward graph as one `CompiledFunctionBackward` node on the tape.

Gradients are checked against eager TensorPlay (float64: equal to rounding; the backward runs
the same formulas eager's nodes run) and against PyTorch; `.grad` accumulation, leaf hooks,
retain_graph, double backward (eager replay), training loops, and the graphs that keep the
ordinary replay (a module with buffers written in place, dropout's random draw)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import import_torch

nn = tp.nn
F64 = dict(rtol=1e-12, atol=1e-12)


def _runner(compiled):
    fn = getattr(compiled, "_compiled", compiled)
    (entry,) = fn.entries.values()
    return entry.runner


def _chain(x, c):
    for _ in range(5):
        x = ((x.sin() * c) + c).tanh()
    return (x * x).sum()


def _leaf(a, grad=True):
    return tp.tensor(a, requires_grad=grad)


def test_op_chain_is_one_node_with_eager_and_torch_gradients():
    torch = import_torch()
    rng = np.random.default_rng(0)
    x0, c0 = rng.standard_normal(16), rng.standard_normal(16)
    compiled = tp.compile(_chain)
    for _ in range(3):  # the trace, then two replays
        x, c = _leaf(x0), _leaf(c0)
        out = compiled(x, c)
        out.backward()
    assert type(out.grad_fn).__name__ == "CompiledFunctionBackward"
    assert [type(n).__name__ for n, _ in out.grad_fn.next_functions] == ["AccumulateGrad"] * 2
    ex, ec = _leaf(x0), _leaf(c0)
    _chain(ex, ec).backward()
    np.testing.assert_allclose(x.grad.numpy(), ex.grad.numpy(), **F64)
    np.testing.assert_allclose(c.grad.numpy(), ec.grad.numpy(), **F64)
    tx, tc = torch.tensor(x0, requires_grad=True), torch.tensor(c0, requires_grad=True)
    _chain(tx, tc).backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(c.grad.numpy(), tc.grad.numpy(), rtol=1e-10, atol=1e-12)


def _mlp(lib, dtype):
    lib.manual_seed(0)
    return lib.nn.Sequential(lib.nn.Linear(12, 16), lib.nn.ReLU(), lib.nn.Linear(16, 8),
                             lib.nn.Tanh(), lib.nn.Linear(8, 3)).to(dtype)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_mlp_parameters_are_inputs_of_the_joint_graph(dtype):
    torch = import_torch()
    model = _mlp(tp, getattr(tp, dtype))
    twin = copy.deepcopy(model)
    compiled = tp.compile(model)
    rng = np.random.default_rng(1)
    x, target = tp.tensor(rng.standard_normal((5, 12)).astype(dtype)), tp.tensor([0, 2, 1, 1, 0])
    for _ in range(3):
        model.zero_grad()
        nn.functional.cross_entropy(compiled(x), target).backward()
    assert type(_runner(compiled)).__name__ == "JointRunner"
    nn.functional.cross_entropy(twin(x), target).backward()
    reference = _mlp(torch, getattr(torch, dtype))
    reference.load_state_dict({k: torch.tensor(v.numpy()) for k, v in twin.state_dict().items()})
    torch.nn.functional.cross_entropy(reference(torch.tensor(x.numpy())),
                                      torch.tensor(target.numpy())).backward()
    tol = F64 if dtype == "float64" else dict(rtol=1e-5, atol=1e-6)
    for p, q, r in zip(model.parameters(), twin.parameters(), reference.parameters()):
        assert p.grad.dtype == q.grad.dtype
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), **tol)
        np.testing.assert_allclose(p.grad.numpy(), r.grad.numpy(), **(
            dict(rtol=1e-10, atol=1e-12) if dtype == "float64" else dict(rtol=1e-4, atol=1e-5)))


def test_digits_mlp_trains_as_eager():
    pytest.importorskip("sklearn")
    x, y = tp.datasets.load_digits()
    x, y = x[:256], y[:256]
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 10))
    twin = copy.deepcopy(model)
    compiled = tp.compile(model)
    losses = []
    for m, forward in ((model, compiled), (twin, twin)):
        opt = tp.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
        run = []
        for step in range(6):
            xb, yb = x[step * 32:(step + 1) * 32], y[step * 32:(step + 1) * 32]
            loss = nn.functional.cross_entropy(forward(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            run.append(loss.item())
        losses.append(run)
    assert type(_runner(compiled)).__name__ == "JointRunner"
    np.testing.assert_allclose(losses[0], losses[1], rtol=1e-5)
    for p, q in zip(model.parameters(), twin.parameters()):
        np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), rtol=1e-5, atol=1e-6)


def test_grad_accumulates_and_leaf_hooks_fire():
    f = tp.compile(lambda x, w: (x @ w).relu().sum())
    x = tp.randn(4, 3, dtype=tp.float64, requires_grad=True)
    w = tp.randn(3, 2, dtype=tp.float64, requires_grad=True)
    seen = []
    w.register_hook(lambda g: seen.append(g.clone()))
    f(x, w)  # the trace
    for _ in range(2):  # two replays, .grad never zeroed: it accumulates
        f(x, w).backward()
    ex, ew = x.detach().requires_grad_(), w.detach().requires_grad_()
    (ex @ ew).relu().sum().backward()
    np.testing.assert_allclose(w.grad.numpy(), 2 * ew.grad.numpy(), **F64)
    np.testing.assert_allclose(x.grad.numpy(), 2 * ex.grad.numpy(), **F64)
    assert len(seen) == 2 and type(_runner(f)).__name__ == "JointRunner"
    np.testing.assert_allclose(seen[0].numpy(), ew.grad.numpy(), **F64)


def test_retain_graph():
    f = tp.compile(lambda x: (x.exp() * x).sum())
    x = tp.randn(5, dtype=tp.float64, requires_grad=True)
    f(x)
    out = f(x)
    assert type(out.grad_fn).__name__ == "CompiledFunctionBackward"
    out.backward(retain_graph=True)
    out.backward()
    expected = 2 * (x.detach().exp() * (x.detach() + 1))
    np.testing.assert_allclose(x.grad.numpy(), expected.numpy(), **F64)
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        out.backward()


def test_double_backward_replays_eagerly():
    f = tp.compile(lambda x: (x.sin() * x).sum())
    x = tp.randn(4, dtype=tp.float64, requires_grad=True)
    f(x)
    (g,) = tp.autograd.grad(f(x), x, create_graph=True)
    (gg,) = tp.autograd.grad(g.sum(), x)
    xe = x.detach().requires_grad_()
    (ge,) = tp.autograd.grad((xe.sin() * xe).sum(), xe, create_graph=True)
    (gge,) = tp.autograd.grad(ge.sum(), xe)
    np.testing.assert_allclose(g.detach().numpy(), ge.detach().numpy(), **F64)
    np.testing.assert_allclose(gg.numpy(), gge.numpy(), **F64)


def test_variants_are_guarded():
    """No grad, a transform, an input not requiring grad, a frozen parameter: the right
    variant, equal to eager."""
    w = tp.randn(3, dtype=tp.float64, requires_grad=True)
    f = tp.compile(lambda x: (x * w).tanh().sum())
    x = tp.randn(3, dtype=tp.float64)
    f(x), f(x)
    with tp.no_grad():
        assert not f(x).requires_grad
    grads = tp.func.grad(f)(x)
    expected = tp.func.grad(lambda x: (x * w).tanh().sum())(x)
    np.testing.assert_allclose(grads.detach().numpy(), expected.detach().numpy(), **F64)
    w.requires_grad_(False)  # not in the guard key: the joint runner checks it
    out = f(x)
    assert not out.requires_grad
    np.testing.assert_allclose(out.numpy(), (x * w).tanh().sum().numpy(), **F64)


def test_batchnorm_in_train_mode_keeps_the_replay():
    """BatchNorm writes its running statistics in place: the call runs eagerly (a graph break
    on num_batches_tracked), values and gradients equal eager's."""
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 3), nn.BatchNorm1d(3), nn.ReLU())
    twin = copy.deepcopy(model)
    compiled = tp.compile(model)
    x = tp.randn(8, 4)
    for _ in range(3):
        model.zero_grad(), twin.zero_grad()
        compiled(x).square().sum().backward()
        twin(x).square().sum().backward()
    for p, q in zip(model.parameters(), twin.parameters()):
        np.testing.assert_array_equal(p.grad.numpy(), q.grad.numpy())
    np.testing.assert_array_equal(model[1].running_mean.numpy(), twin[1].running_mean.numpy())


def test_dropout_with_a_fixed_seed_keeps_the_replay():
    """A random op cannot run on the straight line: the graph is replayed op by op, drawing
    what eager draws from the same seed."""
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(6, 6), nn.Dropout(0.5), nn.Linear(6, 2))
    twin = copy.deepcopy(model)
    compiled = tp.compile(model)
    x = tp.randn(4, 6)
    for _ in range(3):
        model.zero_grad(), twin.zero_grad()
        tp.manual_seed(5)
        compiled(x).sum().backward()
        tp.manual_seed(5)
        twin(x).sum().backward()
        for p, q in zip(model.parameters(), twin.parameters()):
            np.testing.assert_array_equal(p.grad.numpy(), q.grad.numpy())
    assert type(_runner(compiled)).__name__ != "JointRunner"


def test_backward_graph_is_printable():
    f = tp.compile(lambda x: x.sin().sum())
    x = tp.randn(3, requires_grad=True)
    f(x)
    runner = _runner(f)
    assert "ops.cos(x)" in runner.backward.gm.code
    assert runner.backward_code.startswith("def backward(")


def _relu_mlp(x, w1, w2):
    return ((x @ w1).relu() @ w2).relu().square().sum()


def test_fused_backward_runs_as_one_node_of_the_backward_graph():
    """relu's C backward loop (what eager's node runs when nothing differentiates the
    backward) is one node of the backward graph, not its formula's `gt` and `where`; with the
    C extension off at run time it declines and the node runs the formulas, as eager's does."""
    torch = import_torch()
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 96))
    w1, w2 = rng.standard_normal((96, 128)), rng.standard_normal((128, 64))
    compiled = tp.compile(_relu_mlp)
    leaves = [_leaf(x, False), _leaf(w1), _leaf(w2)]
    compiled(*leaves)
    want = [torch.tensor(a, requires_grad=True) for a in (x, w1, w2)]
    _relu_mlp(*want).backward()
    for off in (False, True):
        leaves = [_leaf(x, False), _leaf(w1), _leaf(w2)]
        out = compiled(*leaves)
        if off and tp.backends.c.is_available():
            with tp.backends.c.disabled():
                out.backward()
        else:
            out.backward()
        for got, w in zip(leaves[1:], want[1:]):
            # matmul sums of terms up to ~1e4 in size: an element near 0 carries the sums'
            # rounding (BLAS kernels differ by machine), so the tolerance is relative to the scale
            ref = w.grad.numpy()
            np.testing.assert_allclose(got.grad.numpy(), ref, rtol=1e-12, atol=1e-12 * np.abs(ref).max())
    code = _runner(compiled).backward_code
    if tp.backends.c.is_available():
        assert code.count("relu_backward") == 2 and "where" not in code


@pytest.mark.parametrize("cell", ["LSTM", "GRU"])
def test_recurrent_layer_is_one_forward_node_and_one_backward_node(cell):
    """A fused composite with several results (lstm_layer's output, h_n, c_n, workspace) is
    one node of the forward graph, and its fused backward kernel one node of the backward
    graph (eager runs the same two kernels), not a dozen nodes per time step; gradients equal
    eager's to rounding and PyTorch's."""
    torch = import_torch()
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 5, 4))
    tp.manual_seed(0)
    model = getattr(nn, cell)(4, 6, batch_first=True).double()
    ref = getattr(torch.nn, cell)(4, 6, batch_first=True).double()
    with torch.no_grad():
        for p, q in zip(model.parameters(), ref.parameters()):
            q.copy_(torch.from_numpy(p.detach().numpy()))
    compiled = tp.compile(lambda x: model(x)[0].square().sum())
    compiled(_leaf(x, False))  # the trace
    loss = compiled(_leaf(x, False))
    assert loss.grad_fn.name() == "CompiledFunctionBackward"
    loss.backward()
    ref(torch.tensor(x))[0].square().sum().backward()
    for p, q in zip(model.parameters(), ref.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-10, atol=1e-12)
    runner = _runner(compiled)
    layer = f"{cell.lower()}_layer"
    assert runner.forward_code.count(f"# {layer}") == 1
    assert runner.backward_code.count(f"# {layer}_backward") == 1
    assert len(runner.backward.gm.graph.nodes) < 10


def test_pointwise_values_are_recomputed_in_the_backward_not_saved():
    """A pointwise chain rooted at the inputs, a parameter and a constant: the forward saves
    nothing but its output (the backward recomputes the chain, tensorplay/compiler/remat.py);
    gradients equal PyTorch's."""
    torch = import_torch()
    rng = np.random.default_rng(0)
    x, w, c = (rng.standard_normal(50) for _ in range(3))
    wt, ct = _leaf(w), tp.tensor(c)

    def f(x):
        return ((x.sin() * wt + ct).tanh() * x).exp().sum()

    compiled = tp.compile(f)
    compiled(_leaf(x))
    xt = _leaf(x)
    wt.grad = None
    compiled(xt).backward()
    want = [torch.tensor(a, requires_grad=True) for a in (x, w)]
    ((want[0].sin() * want[1] + torch.tensor(c)).tanh() * want[0]).exp().sum().backward()
    np.testing.assert_allclose(xt.grad.numpy(), want[0].grad.numpy(), **F64)
    np.testing.assert_allclose(wt.grad.numpy(), want[1].grad.numpy(), **F64)
    runner = _runner(compiled)
    if runner.kernels:  # C loops built: recomputed (on NumPy the values are saved)
        assert runner.backward.saved == []
        assert runner.forward_code.rstrip().endswith("return (_wrap(a_sum, None), )")
