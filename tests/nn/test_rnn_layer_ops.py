"""nn.LSTM and nn.GRU run each layer and direction as one op (`lstm_layer`, `gru_layer`: one
graph node over the whole sequence). Pinned here: the modules against torch with the same
float64 weights (outputs, final states, gradients of the input, the states and every
parameter) over the configurations the layer ops serve; the ops' fused backward (BPTT on the
arrays) against their body differentiated, to float64 rounding, with some outputs unused and
on an empty batch; PyTorch's refusal of an empty sequence on both backends."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.ops.nn import _generated as G

from ._oracle_util import assert_same_forward_backward, pair

rng = np.random.default_rng(3)
T, N, H_IN, H = 4, 3, 5, 6

CONFIGS = [
    ("LSTM", {"num_layers": 2, "bidirectional": True, "batch_first": True}),
    ("LSTM", {"proj_size": 2, "batch_first": True}),
    ("LSTM", {"proj_size": 4, "num_layers": 2, "bidirectional": True, "bias": False}),
    ("LSTM", {"num_layers": 3}),
    ("GRU", {"num_layers": 2, "bidirectional": True}),
    ("GRU", {"batch_first": True, "bias": False}),
    ("GRU", {"num_layers": 2, "bidirectional": True, "batch_first": True}),
]
IDS = [f"{n}-{i}" for i, (n, _) in enumerate(CONFIGS)]


@pytest.mark.parametrize("batch", [N, 0], ids=["batch", "empty-batch"])
@pytest.mark.parametrize(("name", "kw"), CONFIGS, ids=IDS)
def test_module_matches_torch_float64(torch, name, kw, batch):
    """Training mode (dropout 0), given initial states: every value and gradient to 1e-12."""
    ours, theirs = pair(f"nn.{name}", torch, H_IN, H, **kw)
    x = rng.standard_normal((batch, T, H_IN) if kw.get("batch_first") else (T, batch, H_IN))
    k = kw.get("num_layers", 1) * (2 if kw.get("bidirectional") else 1)
    h = rng.standard_normal((k, batch, kw.get("proj_size") or H))
    if name == "LSTM":
        c = rng.standard_normal((k, batch, H))
        assert_same_forward_backward(ours, theirs, torch, [x, h, c], rtol=1e-12, atol=1e-12,
                                     call=lambda m, x, h, c: m(x, (h, c)))
    else:
        assert_same_forward_backward(ours, theirs, torch, [x, h], rtol=1e-12, atol=1e-12)


def test_one_node_per_layer_and_direction():
    """The output's graph holds one layer node per direction, not a dozen per step."""
    lstm = tp.nn.LSTM(H_IN, H, bidirectional=True)
    out, _ = lstm(tp.randn(T, N, H_IN))
    layers = [f[0] for f in out.grad_fn.next_functions if f[0] is not None]
    assert sorted(type(f).__name__ for f in layers) == ["LstmLayerBackward0"] * 2
    out = tp.nn.GRU(H_IN, H)(tp.randn(T, N, H_IN))[0]
    assert type(out.grad_fn).__name__ == "GruLayerBackward0"


def _lstm_args(batch, proj, bias):
    p = proj or H
    args = [rng.standard_normal(s) for s in [(T, batch, H_IN), (batch, p), (batch, H), (4 * H, H_IN),
                                             (4 * H, p)]]
    args += [rng.standard_normal(4 * H) if bias else None for _ in range(2)]
    return args + [rng.standard_normal((proj, H)) if proj else None]


def _gru_args(batch, bias):
    args = [rng.standard_normal(s) for s in [(T, batch, H_IN), (batch, H), (3 * H, H_IN), (3 * H, H)]]
    return args + [rng.standard_normal(3 * H) if bias else None for _ in range(2)]


LAYER_CASES = [(op, batch, reverse, opt, used)
               for op in ("lstm_layer", "gru_layer") for batch in (N, 0) for reverse in (False, True)
               for opt in ((None, True), (2, False)) for used in ("all", (0,), (1, 2), "workspace")]


@pytest.mark.parametrize(("op", "batch", "reverse", "opt", "used"), LAYER_CASES)
def test_fused_backward_equals_the_body(op, batch, reverse, opt, used):
    """The node's BPTT on the arrays gives the gradient the body's per-step ops give, for every
    input, with unused outputs (a None gradient), a gradient reaching the workspace, and on an
    empty batch."""
    proj, bias = opt
    arrays = _lstm_args(batch, proj, bias) if op == "lstm_layer" else _gru_args(batch, bias)
    tensors = [None if a is None else tp.tensor(a) for a in arrays]
    outs = getattr(tp, op)(*tensors, reverse=reverse)
    used = {"all": range(len(outs)), "workspace": (len(outs) - 1,)}.get(used, used)
    grads = [tp.tensor(rng.standard_normal(tuple(o.shape))) if i in used else None
             for i, o in enumerate(outs)]
    needs = tuple(t is not None for t in tensors)
    saved = dict(zip(["input", "h0", "c0", "w_ih", "w_hh", "b_ih", "b_hh", "w_hr"] if op == "lstm_layer"
                     else ["input", "h0", "w_ih", "w_hh", "b_ih", "b_hh"], tensors))
    shapes = [None if t is None else tuple(t.shape) for t in tensors]
    fused = getattr(G, f"_op_{op}").fused_backward(grads, needs, shapes, **saved, result=tuple(outs),
                                                 reverse=reverse)
    body = getattr(G, f"_op_{op}").backward(grads, needs, shapes, **saved, result=tuple(outs),
                                         reverse=reverse)
    assert fused is not None
    for name, a, b in zip(saved, fused, body):
        if b is None:
            assert a is None, name
        else:
            assert a.shape == b.shape, name
            np.testing.assert_allclose(a.numpy(), b.detach().numpy(), rtol=1e-12, atol=1e-12, err_msg=name)


@pytest.mark.parametrize("name", ["LSTM", "GRU"])
def test_input_dtype_must_match_the_weights(backend, name):
    layer = getattr(backend.nn, name)(H_IN, H).double()
    with pytest.raises(ValueError, match=r"RNN input dtype \(\w+\.float32\) does not match weight dtype "
                                         r"\(\w+\.float64\)"):
        layer(backend.zeros(T, N, H_IN))


def test_layer_ops_refuse_mixed_dtypes():
    arrays = [a for a in _lstm_args(N, None, True) if a is not None]
    tensors = [tp.tensor(a.astype(np.float32) if i == 0 else a) for i, a in enumerate(arrays)]
    with pytest.raises(RuntimeError, match="lstm_layer: expected input and h0 to have the same dtype"):
        tp.lstm_layer(*tensors)


@pytest.mark.parametrize("name", ["LSTM", "GRU"])
def test_empty_sequence_is_refused(backend, name):
    layer = getattr(backend.nn, name)(H_IN, H)
    with pytest.raises(RuntimeError, match="Expected sequence length to be larger than 0"):
        layer(backend.zeros(0, N, H_IN))
