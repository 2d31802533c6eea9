"""Every fused composite (a `c_kernel:` or a NumPy `fused:` path) is checked both ways: its
fused node (the C loop and the fused C backward, the NumPy path of the node, or the `fused:`
kernel and its formulas, its `fused_backward:` or the body differentiated again) against its
body, on values, gradients and second-order gradients, for each test sample of its entry in
float32 and float64; a `fused:` kernel alone, which records nothing, against its body with
and without an input requiring grad. The mechanism itself is pinned on a scratch spec in
tests/codegen/test_fused_composite.py; this file covers the real entries."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import tensorplay as tp
from codegen.spec import load
from tensorplay.backends import c
from tensorplay.core import optable as generated
from tests.ops._opinfo import OPINFO
from tests.ops.samples import build, differentiable_positions

CASES = [(info, i) for info in OPINFO if info["name"] in generated.FUSED
         for i in range(len(info["samples"]))]
IDS = [f"{info['name']}-{i}" for info, i in CASES]
# `fused: {kernel: ...}` alone: no node; the kernel runs only when nothing records
KERNEL_ONLY = sorted(op.name for op in load() if op.fused and not op.fused["backward"]
                     and not op.fused["fused_backward"])
KERNEL_ONLY_CASES = [(info, i) for info, i in CASES if info["name"] in KERNEL_ONLY]
KERNEL_ONLY_IDS = [f"{info['name']}-{i}" for info, i in KERNEL_ONLY_CASES]
# whose fused backward is PyTorch's formula, a function of the input under create_graph (a zero
# second derivative) where the body's gradient is not (nll_loss_backward; the body's gather
# gives a gradient that no longer depends on the input): the values still agree
SECOND_ORDER_FROM_FORMULA = {"nll_loss"}


def _grads(fn, args, kwargs, positions, create: bool):
    leaves = list(args)
    for p in positions:
        leaves[p] = args[p].detach().requires_grad_()
    out = fn(*leaves, **kwargs)
    if not positions:  # an integer sample (max, min): values only
        return out, (), None
    outs = tuple(out) if isinstance(out, tuple) else (out,)  # several outputs: all weighted
    loss = sum((o * tp.tensor(np.linspace(-1.0, 2.0, o.numel()).reshape(o.shape), dtype=o.dtype)).sum()
               for o in outs)
    grads = tp.autograd.grad(loss, [leaves[p] for p in positions], create_graph=create)
    second = None
    if create and any(g.requires_grad for g in grads):  # piecewise-linear ops (clamp) have none
        second = tp.autograd.grad(sum((g * g).sum() for g in grads), [leaves[p] for p in positions],
                                  allow_unused=True)
    return out, grads, second


def _same(a, b, dtype):
    rtol, atol = (1e-10, 1e-12) if dtype == np.float64 else (2e-5, 1e-6)
    if a is None or b is None:
        assert a is None and b is None
        return
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=rtol, atol=atol)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("path", ["c", "numpy"])
@pytest.mark.parametrize("info,i", CASES, ids=IDS)
def test_fused_node_matches_the_body(info, i, path, dtype):
    if path == "c" and c._ext is None:
        pytest.skip(f"C extension unavailable: {c._import_error}")
    args, kwargs = build(info, info["samples"][i], dtype=dtype)
    positions = differentiable_positions(info, args)
    public = getattr(generated, info["fn"])
    body = getattr(generated, f"_{info['name'].replace('.', '_')}_composite")
    # the body takes every argument positionally, defaults included (`linear` without bias)
    bound = inspect.signature(public).bind(*args, **kwargs)
    bound.apply_defaults()
    every = tuple(bound.arguments.values())
    with c.forced(0) if path == "c" else c.disabled():
        for create in (False, True):
            fused_out, fused_g, fused_gg = _grads(public, args, kwargs, positions, create)
            body_out, body_g, body_gg = _grads(body, every, {}, positions, create)
            fused_outs = tuple(fused_out) if isinstance(fused_out, tuple) else (fused_out,)
            body_outs = tuple(body_out) if isinstance(body_out, tuple) else (body_out,)
            if positions and info["name"] not in KERNEL_ONLY:  # kernel alone: the body records
                assert fused_outs[0].grad_fn.op is generated.FUSED[info["name"]]
            assert len(fused_outs) == len(body_outs)
            for a, b in zip(fused_outs, body_outs):
                _same(a, b, dtype)
            for a, b in zip(fused_g, body_g):
                _same(a, b, dtype)
                if info["name"] not in SECOND_ORDER_FROM_FORMULA:
                    assert a.requires_grad == b.requires_grad  # both give a second order, or neither
            for a, b in zip(fused_gg or (), body_gg or ()):
                _same(a, b, dtype)


def _spied(monkeypatch, info):
    """The public function of a kernel-only op, with its kernel and its body counted."""
    public = getattr(generated, info["fn"])
    ident = info["name"].replace(".", "_")
    op, body = generated.FUSED[info["name"]], public.__globals__[f"_{ident}_composite"]
    calls = {"kernel": 0, "body": 0}

    def counted(key, fn):
        def run(*args, **kwargs):
            calls[key] += 1
            return fn(*args, **kwargs)
        return run

    monkeypatch.setattr(op, "kernel", counted("kernel", op.kernel))
    monkeypatch.setitem(public.__globals__, f"_{ident}_composite", counted("body", body))
    return public, body, calls


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("info,i", KERNEL_ONLY_CASES, ids=KERNEL_ONLY_IDS)
def test_a_kernel_only_op_runs_its_kernel_only_when_nothing_records(monkeypatch, info, i, dtype):
    """`fused: {kernel: ...}` alone is a no-grad shortcut: under no_grad, or with no input
    requiring grad, the kernel runs (no node, the body's values and dtype); a call that
    records runs the body, whose ops make the graph (no fused node) and give its gradients."""
    args, kwargs = build(info, info["samples"][i], dtype=dtype)
    positions = differentiable_positions(info, args)
    public, body, calls = _spied(monkeypatch, info)
    every = inspect.signature(public).bind(*args, **kwargs)
    every.apply_defaults()
    want = body(*every.arguments.values())
    wants = tuple(want) if isinstance(want, tuple) else (want,)
    leaves = [a.detach().requires_grad_() if p in positions else a for p, a in enumerate(args)]
    for grad_on, given in ((True, args), (False, leaves)):  # nothing requires grad; no_grad
        with tp.set_grad_enabled(grad_on):
            out = public(*given, **kwargs)
        outs = tuple(out) if isinstance(out, tuple) else (out,)
        assert calls == {"kernel": 1, "body": 0}, calls
        calls["kernel"] = 0
        assert len(outs) == len(wants)
        for a, b in zip(outs, wants):
            assert a.grad_fn is None and not a.requires_grad
            assert a.dtype == b.dtype and a.shape == b.shape
            _same(a, b, dtype)
    if not positions:
        return
    _, got_g, _ = _grads(public, args, kwargs, positions, False)
    assert calls == {"kernel": 0, "body": 1}, calls
    out = public(*leaves, **kwargs)
    first = out[0] if isinstance(out, tuple) else out
    body_first = body(*[leaves[p] if p in positions else a for p, a in enumerate(every.arguments.values())])
    body_first = body_first[0] if isinstance(body_first, tuple) else body_first
    assert getattr(first.grad_fn, "op", None) is not generated.FUSED[info["name"]]
    assert type(first.grad_fn).__name__ == type(body_first.grad_fn).__name__
    _, body_g, _ = _grads(body, tuple(every.arguments.values()), {}, positions, False)
    assert len(got_g) == len(body_g) == len(positions)
    for a, b in zip(got_g, body_g):
        _same(a, b, dtype)


def test_kernel_only_ops_differentiate_as_torch():
    """The kernel-only ops' gradients, through their bodies, equal PyTorch's (the one output
    of std_mean / var_mean that has a gradient, index_add's self and source)."""
    torch = pytest.importorskip("torch")
    assert {"index_add", "std_mean", "var_mean", "take_along_dim"} <= set(KERNEL_ONLY)
    x = np.arange(12.0).reshape(3, 4) ** 1.5
    src, idx = np.linspace(-1.0, 1.0, 8).reshape(2, 4), np.array([2, 0])
    for name in ("std_mean", "var_mean"):
        for k in (0, 1):
            a = tp.tensor(x, requires_grad=True)
            (g,) = tp.autograd.grad(getattr(tp, name)(a, 1)[k].sum(), [a])
            t = torch.tensor(x, requires_grad=True)
            (tg,) = torch.autograd.grad(getattr(torch, name)(t, 1)[k].sum(), [t])
            np.testing.assert_allclose(g.numpy(), tg.numpy(), rtol=1e-12, atol=1e-12)
    a, s = tp.tensor(x, requires_grad=True), tp.tensor(src, requires_grad=True)
    out = tp.index_add(a, 0, tp.tensor(idx), s, alpha=2.0)
    ta, ts = torch.tensor(x, requires_grad=True), torch.tensor(src, requires_grad=True)
    tout = torch.index_add(ta, 0, torch.tensor(idx), ts, alpha=2.0)
    w = np.linspace(0.5, 3.0, 12).reshape(3, 4)
    grads = tp.autograd.grad((out * tp.tensor(w)).sum(), [a, s])
    tgrads = torch.autograd.grad((tout * torch.tensor(w)).sum(), [ta, ts])
    np.testing.assert_allclose(out.detach().numpy(), tout.detach().numpy())
    for g, tg in zip(grads, tgrads):
        np.testing.assert_allclose(g.numpy(), tg.numpy())
    assert np.abs(grads[1].numpy()).sum() > 0


def test_a_compiled_kernel_only_op_keeps_its_recording_body():
    """Traced with an input requiring grad, a kernel-only op's body stays in the graph (the op
    records nothing, so it cannot stand for a body that records); without grad the trace
    takes the op whole."""
    x = tp.tensor(np.arange(12.0).reshape(3, 4) ** 1.3, requires_grad=True)
    idx = tp.tensor(np.array([[2, 0, 1, 1]]))

    def f(x):
        return (tp.take_along_dim(x.sin(), idx, 0) ** 2).sum()

    for grad in (True, False):
        compiled = tp.compile(f)
        with tp.set_grad_enabled(grad):
            got, want = compiled(x), f(x)
        (entry,) = compiled.entries.values()
        names = [n.target.name for n in entry.graph_module.graph.nodes]
        assert ("take_along_dim" in names) is not grad, names
        _same(got, want, np.float64)
        if grad:
            _same(tp.autograd.grad(got, [x])[0], tp.autograd.grad(want, [x])[0], np.float64)
            assert got.requires_grad
