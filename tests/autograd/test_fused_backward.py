"""The fused backward slot: an op's `fused_backward:` NumPy kernel (ops.yaml) and its row-wise C
helper, which the graph node runs instead of the formulas only when nothing differentiates the
backward (create_graph=False, no transform). Its gradients equal the formulas' (create_graph=True)
and PyTorch's, with the C extension and without it; second order and transforms use the formulas."""

from __future__ import annotations

import contextlib
import re
from pathlib import Path

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.backends import c
from tensorplay.core.optable import OPS
from tensorplay.ops.loss import kernels as K
from tensorplay.ops.shared import formulas as formula_helpers

from ..nn._oracle_util import assert_same_forward_backward, pair

N, C = 6, 4
_rng = np.random.default_rng(7)
_IDX = _rng.integers(0, C, N)
_IGN = np.array([1, 3, 1, 0, 1, 2])  # ignore_index=1 drops three rows
_PROBS = np.exp(_rng.standard_normal((N, C)))
_PROBS /= _PROBS.sum(1, keepdims=True)
_W = _rng.uniform(0.5, 2.0, C)

# (id, logits shape, target, keyword arguments, does the fused slot compute it?)
XENT = [
    ("index-mean", (N, C), _IDX, {}, True),
    ("index-sum", (N, C), _IDX, {"reduction": "sum"}, True),
    ("index-none", (N, C), _IDX, {"reduction": "none"}, True),
    ("ignore-mean", (N, C), _IGN, {"ignore_index": 1}, True),
    ("ignore-none", (N, C), _IGN, {"ignore_index": 1, "reduction": "none"}, True),
    ("weight", (N, C), _IDX, {"weight": _W}, False),
    ("smoothing", (N, C), _IDX, {"label_smoothing": 0.2}, False),
    ("weight-ignore-smoothing-none", (N, C), _IGN,
     {"weight": _W, "ignore_index": 1, "label_smoothing": 0.1, "reduction": "none"}, False),
    ("probs", (N, C), _PROBS, {}, False),
    ("probs-weight-smoothing-sum", (N, C), _PROBS,
     {"weight": _W, "label_smoothing": 0.3, "reduction": "sum"}, False),
    ("kdim", (2, C, 3), _IDX.reshape(2, 3), {}, False),
    ("unbatched", (C,), np.array(2), {}, False),
]
MODES = ["numpy", "c"]


@contextlib.contextmanager
def _mode(mode: str):
    """NumPy only (what TENSORPLAY_DISABLE_C=1 gives), or C wherever the arrays qualify."""
    if mode == "numpy":
        with c.disabled():
            yield
        return
    if c._ext is None:
        pytest.skip(f"C extension unavailable: {c._import_error}")
    with c.forced(0):
        yield


def _spy(monkeypatch, op_name: str) -> list:
    """Record, per call of the op's fused backward, whether it computed the gradients."""
    op, calls = OPS[op_name], []
    real = op.fused_backward

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        calls.append(out is not None)
        return out

    monkeypatch.setattr(op, "fused_backward", spy)
    return calls


def _xent_inputs(M, shape, target, kw, dtype):
    x = M.tensor(np.random.default_rng(1).standard_normal(shape).astype(dtype), requires_grad=True)
    floating = target.dtype.kind == "f"
    t = M.tensor(target.astype(dtype) if floating else target, requires_grad=floating)
    kw = {k: M.tensor(v.astype(dtype)) if isinstance(v, np.ndarray) else v for k, v in kw.items()}
    return x, t, kw


def _xent_grads(M, shape, target, kw, dtype, create_graph=False):
    x, t, kw = _xent_inputs(M, shape, target, kw, dtype)
    loss = M.nn.functional.cross_entropy(x, t, **kw)
    up = M.tensor(np.linspace(0.5, 1.5, loss.numel()).reshape(tuple(loss.shape)).astype(dtype))
    wrt = [x, t] if t.requires_grad else [x]
    return [g.detach().numpy() for g in M.autograd.grad((loss * up).sum(), wrt, create_graph=create_graph)]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("shape", "target", "kw", "fused"), [c[1:] for c in XENT], ids=[c[0] for c in XENT])
def test_cross_entropy_slot_equals_formula_and_torch(torch, monkeypatch, mode, shape, target, kw, fused):
    calls = _spy(monkeypatch, "cross_entropy")
    with _mode(mode):
        slot = _xent_grads(tp, shape, target, kw, np.float64)
        assert calls == [fused], "create_graph=False: the node tries the fused backward"
        calls.clear()
        formula = _xent_grads(tp, shape, target, kw, np.float64, create_graph=True)
        assert calls == [], "create_graph=True: the formulas run, never the fused backward"
        single = _xent_grads(tp, shape, target, kw, np.float32)
    theirs = _xent_grads(torch, shape, target, kw, np.float64)
    for ours_slot, ours_formula, ours32, ref in zip(slot, formula, single, theirs):
        np.testing.assert_allclose(ours_slot, ours_formula, rtol=1e-13, atol=1e-15)
        np.testing.assert_allclose(ours_slot, ref, rtol=1e-12, atol=1e-14)
        np.testing.assert_allclose(ours32, ref, rtol=2e-5, atol=1e-6)


def test_numpy_kernel_fills_in_for_c(monkeypatch):
    """Without the extension the `fused_backward:` NumPy kernel computes the gradient; with it,
    the C row loop does and the NumPy kernel is not reached."""
    seen = []
    real = K._cross_entropy_fused_backward
    monkeypatch.setattr(K, "_cross_entropy_fused_backward", lambda *a, **k: seen.append(1) or real(*a, **k))
    with _mode("numpy"):
        _xent_grads(tp, (N, C), _IDX, {}, np.float64)
    assert seen == [1]
    if c._ext is not None:
        seen.clear()
        with _mode("c"):
            _xent_grads(tp, (N, C), _IDX, {}, np.float64)
        assert seen == []


@pytest.mark.parametrize(("shape", "target", "kw"), [c[1:4] for c in XENT], ids=[c[0] for c in XENT])
def test_cross_entropy_gradgradcheck(backend, shape, target, kw):
    x, t, kw = _xent_inputs(backend, shape, target, kw, np.float64)
    inputs = (x, t) if t.requires_grad else (x,)
    fn = backend.nn.functional.cross_entropy
    assert backend.autograd.gradgradcheck(lambda a, *b: fn(a, b[0] if b else t, **kw), inputs)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("shape", "target", "kw"), [c[1:4] for c in XENT if c[1] == (N, C)],
                         ids=[c[0] for c in XENT if c[1] == (N, C)])
def test_cross_entropy_under_grad_and_vmap(torch, monkeypatch, mode, shape, target, kw):
    calls = _spy(monkeypatch, "cross_entropy")
    xs = np.random.default_rng(2).standard_normal((3, *shape))

    def run(M):
        _, t, k = _xent_inputs(M, shape, target, kw, np.float64)
        t = t.detach()

        def f(x):
            return M.nn.functional.cross_entropy(x, t, **k).sum()
        one = M.func.grad(f)(M.tensor(xs[0]))
        many = M.func.vmap(M.func.grad(f))(M.tensor(xs))
        return one.numpy(), many.numpy()

    with _mode(mode):
        ours = run(tp)
    assert calls == [], "under a transform the formulas run"
    for a, b in zip(ours, run(torch)):
        np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-14)


# ---- _lstm_gates (the LSTM cell's gate math) -------------------------------------------------------------------------------
LSTM = [((3, 8), (3, 2)), ((12,), (3,)), ((2, 3, 4), (3, 1)), ((5, 28), (5, 7))]
LSTM_IDS = ["batch", "unbatched", "broadcast", "wide"]


def _lstm_ref(M, gates, c):
    """_lstm_gates written in the backend's elementary ops (torch has no such op)."""
    i, f, g, o = gates.chunk(4, -1)
    c_new = M.sigmoid(f) * c + M.sigmoid(i) * M.tanh(g)
    h_new = M.sigmoid(o) * M.tanh(c_new)
    return M.cat(list(M.broadcast_tensors(h_new, c_new)), -1)


def _lstm_grads(M, fn, gs, cs, create_graph=False):
    seed = np.random.default_rng(3)
    gates = M.tensor(seed.standard_normal(gs), requires_grad=True)
    c = M.tensor(seed.standard_normal(cs), requires_grad=True)
    out = fn(gates, c)
    up = M.tensor(np.linspace(-1.0, 2.0, out.numel()).reshape(tuple(out.shape)))
    return [g.detach().numpy() for g in M.autograd.grad((out * up).sum(), [gates, c], create_graph=create_graph)]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("gs", "cs"), LSTM, ids=LSTM_IDS)
def test_lstm_gates_slot_equals_formula_and_reference(torch, monkeypatch, mode, gs, cs):
    calls = _spy(monkeypatch, "_lstm_gates")
    with _mode(mode):
        slot = _lstm_grads(tp, tp._lstm_gates, gs, cs)
        assert calls == [True], "both gradients in one fused pass"
        calls.clear()
        formula = _lstm_grads(tp, tp._lstm_gates, gs, cs, create_graph=True)
        assert calls == []
    ref = _lstm_grads(torch, lambda g, c: _lstm_ref(torch, g, c), gs, cs)
    for a, b, r in zip(slot, formula, ref):
        assert a.shape == r.shape
        np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-14)
        np.testing.assert_allclose(a, r, rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize(("gs", "cs"), LSTM, ids=LSTM_IDS)
def test_lstm_gates_gradgradcheck(gs, cs):
    seed = np.random.default_rng(4)
    gates = tp.tensor(seed.standard_normal(gs), requires_grad=True)
    c = tp.tensor(seed.standard_normal(cs), requires_grad=True)
    assert tp.autograd.gradgradcheck(tp._lstm_gates, (gates, c))


@pytest.mark.parametrize("mode", MODES)
def test_lstm_gates_under_grad_and_vmap(torch, monkeypatch, mode):
    calls = _spy(monkeypatch, "_lstm_gates")
    seed = np.random.default_rng(5)
    gates, c = seed.standard_normal((4, 3, 8)), seed.standard_normal((3, 2))

    def run(M, fn):
        def f(g, cc):
            return (fn(g, cc) ** 2).sum()
        one = M.func.grad(f, argnums=(0, 1))(M.tensor(gates[0]), M.tensor(c))
        many = M.func.vmap(M.func.grad(f, argnums=(0, 1)), in_dims=(0, None))(M.tensor(gates), M.tensor(c))
        return [t.numpy() for t in (*one, *many)]

    with _mode(mode):
        ours = run(tp, tp._lstm_gates)
    assert calls == []
    for a, b in zip(ours, run(torch, lambda g, cc: _lstm_ref(torch, g, cc))):
        np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-13)


@pytest.mark.parametrize("mode", MODES)
def test_lstm_layer_matches_torch(torch, mode):
    ours, theirs = pair("nn.LSTM", torch, 4, 6, num_layers=2)
    x = np.random.default_rng(6).standard_normal((5, 3, 4))
    with _mode(mode):
        assert_same_forward_backward(ours, theirs, torch, [x])


def test_formula_helpers_are_tensorplay_ops_only():
    """Formulas read no arrays and no grad mode, and keep no state between calls: what the
    node does when nothing differentiates the backward is the fused slot's business."""
    source = Path(formula_helpers.__file__).read_text()
    assert not re.search(r"\._data\b", source)
    assert "_grad_state" not in source
    assert not hasattr(formula_helpers, "_lstm_grads_memo")
