"""RNN, LSTM, GRU and their cells against torch with identical weights (copied through the
state dict, so the parameter names must be PyTorch's): outputs, final states, and the
gradients of inputs, initial states and every parameter."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

from ._oracle_util import assert_same_forward_backward, pair

rng = np.random.default_rng(0)
L, N, H_IN, H = 5, 3, 4, 6

CONFIGS = [
    ("RNN", {}),
    ("RNN", {"nonlinearity": "relu", "num_layers": 2, "bias": False}),
    ("RNN", {"bidirectional": True, "batch_first": True}),
    ("LSTM", {}),
    ("LSTM", {"num_layers": 2, "bidirectional": True}),
    ("LSTM", {"batch_first": True, "bias": False, "num_layers": 2, "dropout": 0.5}),
    ("LSTM", {"proj_size": 3, "num_layers": 2, "bidirectional": True}),
    ("GRU", {}),
    ("GRU", {"num_layers": 3, "bidirectional": True, "batch_first": True}),
]
IDS = [f"{n}-{i}" for i, (n, _) in enumerate(CONFIGS)]


def _state(name, kw, batch):
    d = 2 if kw.get("bidirectional") else 1
    k = kw.get("num_layers", 1) * d
    h = rng.standard_normal((k, batch, kw.get("proj_size") or H) if batch else (k, kw.get("proj_size") or H))
    c = rng.standard_normal((k, batch, H) if batch else (k, H))
    return h, c


@pytest.mark.parametrize(("name", "kw"), CONFIGS, ids=IDS)
@pytest.mark.parametrize("with_state", [False, True], ids=["zero-state", "given-state"])
def test_layer_matches_torch(torch, name, kw, with_state):
    ours, theirs = pair(f"nn.{name}", torch, H_IN, H, **kw)
    ours.eval()
    theirs.eval()
    assert list(ours.state_dict()) == list(theirs.state_dict())
    x = rng.standard_normal((N, L, H_IN) if kw.get("batch_first") else (L, N, H_IN))
    if not with_state:
        assert_same_forward_backward(ours, theirs, torch, [x])
        return
    h, c = _state(name, kw, N)
    if name == "LSTM":
        assert_same_forward_backward(ours, theirs, torch, [x, h, c],
                                     call=lambda m, x, h, c: m(x, (h, c)))
    else:
        assert_same_forward_backward(ours, theirs, torch, [x, h])


@pytest.mark.parametrize("name", ["RNN", "LSTM", "GRU"])
def test_unbatched_input(torch, name):
    ours, theirs = pair(f"nn.{name}", torch, H_IN, H, num_layers=2, bidirectional=True)
    x = rng.standard_normal((L, H_IN))
    h, c = _state(name, {"num_layers": 2, "bidirectional": True}, None)
    if name == "LSTM":
        assert_same_forward_backward(ours, theirs, torch, [x, h, c], call=lambda m, x, h, c: m(x, (h, c)))
    else:
        assert_same_forward_backward(ours, theirs, torch, [x, h])


@pytest.mark.parametrize("name", ["RNNCell", "LSTMCell", "GRUCell"])
@pytest.mark.parametrize("batched", [True, False])
def test_cells_match_torch(torch, name, batched):
    ours, theirs = pair(f"nn.{name}", torch, H_IN, H)
    x = rng.standard_normal((N, H_IN) if batched else (H_IN,))
    h = rng.standard_normal((N, H) if batched else (H,))
    assert_same_forward_backward(ours, theirs, torch, [x])
    if name == "LSTMCell":
        assert_same_forward_backward(ours, theirs, torch, [x, h, h * 0.5],
                                     call=lambda m, x, h, c: m(x, (h, c)))
    else:
        assert_same_forward_backward(ours, theirs, torch, [x, h])


def test_cell_options_and_names(torch):
    ours, theirs = pair("nn.RNNCell", torch, H_IN, H, bias=False, nonlinearity="relu")
    assert list(ours.state_dict()) == list(theirs.state_dict()) == ["weight_ih", "weight_hh"]
    assert repr(ours) == repr(theirs)
    assert_same_forward_backward(ours, theirs, torch, [rng.standard_normal((N, H_IN))])


def test_dropout_between_layers_in_training():
    lstm = tp.nn.LSTM(H_IN, H, num_layers=2, dropout=0.5).double()
    x = tp.tensor(rng.standard_normal((L, N, H_IN)))
    lstm.eval()
    a = lstm(x)[0]
    lstm.train()
    b = lstm(x)[0]
    assert not np.allclose(a.detach().numpy(), b.detach().numpy())
    lstm.eval()
    np.testing.assert_array_equal(lstm(x)[0].detach().numpy(), a.detach().numpy())


def test_init_and_repr_like_torch(torch):
    for name, kw in CONFIGS:
        ours, theirs = getattr(tp.nn, name)(H_IN, H, **kw), getattr(torch.nn, name)(H_IN, H, **kw)
        assert repr(ours) == repr(theirs)
        for (n1, p1), (n2, p2) in zip(ours.named_parameters(), theirs.named_parameters()):
            assert n1 == n2 and tuple(p1.shape) == tuple(p2.shape) and p1.dtype == tp.float32
            assert np.abs(p1.detach().numpy()).max() <= 1 / np.sqrt(H)
        assert len(ours.all_weights) == len(theirs.all_weights)


def test_errors(backend):
    nn = backend.nn
    with pytest.raises(ValueError, match="dropout should be a number in range"):
        nn.LSTM(3, 4, dropout=1.5)
    with pytest.raises(ValueError, match="Unknown nonlinearity"):
        nn.RNN(3, 4, nonlinearity="sigmoid")
    with pytest.raises(ValueError, match="proj_size has to be smaller than hidden_size"):
        nn.LSTM(3, 4, proj_size=4)
    with pytest.warns(UserWarning, match="non-zero dropout expects num_layers greater than 1"):
        nn.GRU(3, 4, dropout=0.2)
    gru = nn.GRU(3, 4, num_layers=2)
    with pytest.raises(RuntimeError, match=r"input.size\(-1\) must be equal to input_size. Expected 3, got 5"):
        gru(backend.zeros(2, 1, 5))
    with pytest.raises(RuntimeError, match=r"Expected hidden size \(2, 1, 4\), got \[1, 1, 4\]"):
        gru(backend.zeros(2, 1, 3), backend.zeros(1, 1, 4))


@pytest.mark.parametrize("name", ["LSTM", "GRU"])
@pytest.mark.parametrize("batch_first", [False, True])
def test_recurrent_layer_under_vmap_matches_a_loop(name, batch_first):
    """vmap over a batch of sequence batches gives what a Python loop over them gives (the
    layer reads no layout or value of its input, so it batches)."""
    tp.manual_seed(0)
    layer = getattr(tp.nn, name)(H_IN, H, num_layers=2, bidirectional=True,
                                 batch_first=batch_first).double()
    xs = tp.tensor(rng.standard_normal((4, N, L, H_IN) if batch_first else (4, L, N, H_IN)))
    got = tp.func.vmap(lambda x: layer(x)[0])(xs)
    want = tp.stack([layer(x)[0] for x in xs])
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-12, atol=1e-12)
