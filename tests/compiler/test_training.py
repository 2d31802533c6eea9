"""Compiled models train as eager ones do: the same losses and parameters, bit for bit, over
several SGD steps; BatchNorm's buffers and Dropout's draws stay correct (an op that writes its
arguments — batch_norm's running statistics, a random draw — is replayed in program order; a
buffer written outside any op — num_batches_tracked — is a graph break: that call runs eagerly)."""

import copy

import numpy as np
import pytest

import tensorplay as tp

nn = tp.nn


def _same(a, b):
    assert a.dtype == b.dtype
    np.testing.assert_array_equal(a.detach().numpy(), b.detach().numpy())


def _train(model, forward, steps: int = 5):
    opt = tp.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    g = tp.Generator().manual_seed(3)
    x, y = tp.randn(16, 4, generator=g), tp.randn(16, 1, generator=g)
    losses = []
    for _ in range(steps):
        loss = ((forward(x) - y) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


@pytest.mark.parametrize("backend", ["inductor", "eager"])
def test_mlp_training_matches_eager(backend):
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 1))
    twin = copy.deepcopy(model)
    compiled = tp.compile(model, backend=backend)
    assert _train(model, compiled) == _train(twin, twin)
    for p, q in zip(model.parameters(), twin.parameters()):
        _same(p, q)
    assert compiled._compiled.compile_count == 1  # one graph, replayed for every step


def test_batchnorm_buffers_match_eager():
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 3), nn.BatchNorm1d(3), nn.ReLU())
    twin = copy.deepcopy(model)
    compiled = tp.compile(model)
    x = tp.randn(8, 4)
    for _ in range(3):
        _same(compiled(x), twin(x))
    bn, bn2 = model[1], twin[1]
    for name in ("running_mean", "running_var", "num_batches_tracked"):
        _same(getattr(bn, name), getattr(bn2, name))
    (entry,) = compiled._compiled.entries.values()
    assert entry.runner is None and "num_batches_tracked" in entry.breaks[0].reason
    model.eval()
    twin.eval()
    for _ in range(2):  # eval mode: a new guard key, one graph, no writes
        _same(compiled(x), twin(x))
    assert compiled._compiled.compile_count == 1


def test_batch_norm_op_replays_its_running_stats():
    # the functional op writes its running statistics itself: replayed in program order
    mean, var = tp.zeros(3), tp.ones(3)
    mean2, var2 = tp.zeros(3), tp.ones(3)

    def f(x, m, v):
        return nn.functional.batch_norm(x, m, v, training=True, momentum=0.3)

    cf = tp.compile(f, backend="eager")
    for k in range(3):
        x = tp.randn(6, 3, generator=tp.Generator().manual_seed(k))
        _same(cf(x, mean, var), f(x, mean2, var2))
        _same(mean, mean2)
        _same(var, var2)
    assert cf.compile_count == 1


@pytest.mark.parametrize("backend", ["inductor", "eager"])
def test_dropout_with_a_fixed_seed_matches_eager(backend):
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.Dropout(0.5), nn.Linear(8, 2))
    twin = copy.deepcopy(model)
    compiled = tp.compile(model, backend=backend)
    x = tp.randn(5, 4)
    for seed in range(4):
        tp.manual_seed(seed)
        got = compiled(x)
        tp.manual_seed(seed)
        _same(got, twin(x))
    assert compiled._compiled.compile_count == 1
    model.eval()
    twin.eval()
    _same(compiled(x), twin(x))  # eval: the guard on `training` gives a graph without dropout
    assert compiled._compiled.compile_count == 2


def test_module_hooks_run_on_every_call():
    model = nn.Sequential(nn.Linear(4, 3), nn.ReLU())
    seen = []
    model[0].register_forward_hook(lambda mod, args, out: seen.append(out.shape))
    compiled = tp.compile(model)
    x = tp.randn(2, 4)
    for _ in range(3):
        _same(compiled(x), model(x))
    assert len(seen) == 6  # the hook ran for each compiled and each eager call
    assert "hooks" in next(iter(compiled._compiled.entries.values())).breaks[0].reason


def test_changing_a_parameter_dtype_recompiles():
    model = nn.Linear(4, 3)
    compiled = tp.compile(model)
    x = tp.randn(2, 4)
    with tp.no_grad():
        compiled(x)
        model.double()
        _same(compiled(x.double()), model(x.double()))
    assert compiled._compiled.compile_count == 2


@pytest.mark.parametrize("backend", ["inductor", "eager"])
def test_the_tracing_call_records_a_fused_composite_as_eager_does(backend):
    """The first call (the one that traces) returns what eager returns with eager's tape:
    `linear` is one node (LinearBackward0), not its body's transpose, matmul and add, whose
    backward rounds differently (x.T @ g transposed is not g.T @ x to the bit on every BLAS)."""
    tp.manual_seed(0)
    lin = nn.Linear(4, 3)
    x = tp.randn(5, 4)
    compiled = tp.compile(lambda t: lin(t), backend=backend)
    eager_out = lin(x)
    traced_out = compiled(x)
    _same(traced_out, eager_out)
    if backend == "eager":
        assert type(traced_out.grad_fn).__name__ == type(eager_out.grad_fn).__name__ == "LinearBackward0"
    traced_out.sum().backward()
    got = lin.weight.grad.numpy().copy()
    lin.weight.grad = None
    eager_out.sum().backward()
    np.testing.assert_array_equal(got, lin.weight.grad.numpy())
