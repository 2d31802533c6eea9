"""Attention and transformer blocks against torch with identical weights: outputs,
attention weights and every gradient (float64), across masks and layouts."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

from ._oracle_util import assert_same_forward_backward, pair

rng = np.random.default_rng(0)
E, H, L, S, N = 8, 2, 5, 6, 3


def _sdpa_case(torch, kwargs, q, k, v):
    outs = []
    for M in (tp, torch):
        xs = [M.tensor(a, requires_grad=True) for a in (q, k, v)]
        kw = {n: M.tensor(a) if isinstance(a, np.ndarray) else a for n, a in kwargs.items()}
        out = M.nn.functional.scaled_dot_product_attention(*xs, **kw)
        (out * M.tensor(np.cos(np.arange(out.numel())).reshape(tuple(out.shape)))).sum().backward()
        outs.append([out.detach().numpy()] + [x.grad.numpy() for x in xs])
    for a, b in zip(*outs):
        np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-12)


SDPA = {
    "plain": {}, "causal": {"is_causal": True}, "scale": {"scale": 0.3},
    "bool-mask": {"attn_mask": rng.random((L, S)) > 0.3},
    "float-mask": {"attn_mask": rng.standard_normal((N, 1, L, S))},
}


@pytest.mark.parametrize("case", list(SDPA))
def test_scaled_dot_product_attention(torch, case):
    q, k, v = (rng.standard_normal((N, H, n, 4)) for n in (L, S, S))
    _sdpa_case(torch, SDPA[case], q, k, v)


def test_sdpa_fully_masked_row_gives_zeros(torch):
    q, k, v = (rng.standard_normal((2, n, 4)) for n in (3, 4, 4))
    mask = np.ones((3, 4), dtype=bool)
    mask[1] = False
    _sdpa_case(torch, {"attn_mask": mask}, q, k, v)
    out = tp.nn.functional.scaled_dot_product_attention(*map(tp.tensor, (q, k, v)),
                                                        attn_mask=tp.tensor(mask))
    assert np.all(out.numpy()[:, 1] == 0)


def test_sdpa_grouped_query_and_dropout(torch):
    q, k, v = rng.standard_normal((1, 4, 3, 2)), rng.standard_normal((1, 2, 5, 2)), rng.standard_normal((1, 2, 5, 2))
    _sdpa_case(torch, {"enable_gqa": True}, q, k, v)
    # dropout keeps each weight with probability 1 - p, scaled by 1 / (1 - p): with all-ones
    # values every output is (kept weight mass) / (1 - p), 1 on average but not everywhere
    out = tp.nn.functional.scaled_dot_product_attention(tp.randn(64, 32, 8), tp.randn(64, 32, 8),
                                                        tp.ones(64, 32, 8), dropout_p=0.5)
    assert abs(out.mean().item() - 1.0) < 0.02 and out.std().item() > 0.1


MHA = {
    "self": ({}, {}),
    "batch-first-kpm": ({"batch_first": True}, {"kpm": True}),
    "attn-mask-bool": ({}, {"attn_mask": "bool"}),
    "attn-mask-float-3d": ({}, {"attn_mask": "float3d"}),
    "per-head": ({}, {"average_attn_weights": False}),
    "no-weights": ({}, {"need_weights": False, "attn_mask": "bool", "kpm": True}),
    "kdim-vdim": ({"kdim": 3, "vdim": 5}, {}),
    "bias-kv-zero-attn": ({"add_bias_kv": True, "add_zero_attn": True}, {"kpm": True, "attn_mask": "bool"}),
    "no-bias": ({"bias": False}, {}),
}


@pytest.mark.parametrize("case", list(MHA))
def test_multihead_attention(torch, case):
    ctor, opts = MHA[case]
    ours, theirs = pair("nn.MultiheadAttention", torch, E, H, **ctor)
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    bf = ctor.get("batch_first", False)
    q = rng.standard_normal((N, L, E) if bf else (L, N, E))
    k = rng.standard_normal((N, S, ctor.get("kdim", E)) if bf else (S, N, ctor.get("kdim", E)))
    v = rng.standard_normal((N, S, ctor.get("vdim", E)) if bf else (S, N, ctor.get("vdim", E)))
    kw = {}
    if opts.get("kpm"):
        kpm = np.zeros((N, S), dtype=bool)
        kpm[0, -2:] = True
        kw["key_padding_mask"] = kpm
    if opts.get("attn_mask") == "bool":
        mask = rng.random((L, S)) > 0.7
        mask[:, 0] = False
        kw["attn_mask"] = mask
    elif opts.get("attn_mask") == "float3d":
        kw["attn_mask"] = rng.standard_normal((N * H, L, S))
    for flag in ("need_weights", "average_attn_weights"):
        if flag in opts:
            kw[flag] = opts[flag]
    assert_same_forward_backward(ours, theirs, torch, [q, k, v], kwargs_np=kw)


def test_multihead_attention_unbatched_and_causal(torch):
    ours, theirs = pair("nn.MultiheadAttention", torch, E, H)
    x = rng.standard_normal((L, E))
    mask = np.triu(np.ones((L, L), dtype=bool), 1)
    assert_same_forward_backward(ours, theirs, torch, [x, x, x],
                                 kwargs_np={"attn_mask": mask, "is_causal": True})
    with pytest.raises(RuntimeError, match="Need attn_mask"):
        ours(*(tp.tensor(x),) * 3, is_causal=True)


@pytest.mark.parametrize("norm_first", [False, True])
@pytest.mark.parametrize("activation", ["relu", "gelu"])
def test_transformer_encoder(torch, norm_first, activation):
    layer_kw = {"dim_feedforward": 16, "dropout": 0.0, "activation": activation,
                "norm_first": norm_first, "batch_first": True}
    theirs = torch.nn.TransformerEncoder(torch.nn.TransformerEncoderLayer(E, H, **layer_kw), 2,
                                         norm=torch.nn.LayerNorm(E), enable_nested_tensor=False)
    ours = tp.nn.TransformerEncoder(tp.nn.TransformerEncoderLayer(E, H, **layer_kw), 2,
                                    norm=tp.nn.LayerNorm(E))
    theirs, ours = theirs.double(), ours.double()
    ours.load_state_dict({k: tp.tensor(v.numpy().copy()) for k, v in theirs.state_dict().items()})
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert repr(ours) == repr(theirs)
    x = rng.standard_normal((N, L, E))
    kpm = np.zeros((N, L), dtype=bool)
    kpm[1, -1] = True
    causal = torch.nn.Transformer.generate_square_subsequent_mask(L, dtype=torch.float64).numpy()
    np.testing.assert_array_equal(tp.nn.Transformer.generate_square_subsequent_mask(L).numpy(),
                                  causal)
    future = np.triu(np.ones((L, L), dtype=bool), 1)
    assert_same_forward_backward(ours, theirs, torch, [x],
                                 kwargs_np={"mask": future, "src_key_padding_mask": kpm})


@pytest.mark.parametrize("norm_first", [False, True])
def test_transformer_decoder_layer(torch, norm_first):
    kw = {"dim_feedforward": 16, "dropout": 0.0, "norm_first": norm_first}
    ours, theirs = pair("nn.TransformerDecoderLayer", torch, E, H, **kw)
    assert repr(ours) == repr(theirs)
    tgt, mem = rng.standard_normal((L, N, E)), rng.standard_normal((S, N, E))
    causal = np.triu(np.full((L, L), -np.inf), 1)
    mkpm = np.zeros((N, S), dtype=bool)
    mkpm[2, :2] = True
    assert_same_forward_backward(ours, theirs, torch, [tgt, mem],
                                 kwargs_np={"tgt_mask": causal, "memory_key_padding_mask": mkpm})


@pytest.mark.filterwarnings("ignore:enable_nested_tensor is True")
def test_full_transformer(torch):
    kw = {"d_model": E, "nhead": H, "num_encoder_layers": 1, "num_decoder_layers": 2,
          "dim_feedforward": 12, "dropout": 0.0}
    ours, theirs = pair("nn.Transformer", torch, **kw)
    src, tgt = rng.standard_normal((S, N, E)), rng.standard_normal((L, N, E))
    causal = np.triu(np.full((L, L), -np.inf), 1)
    assert_same_forward_backward(ours, theirs, torch, [src, tgt], kwargs_np={"tgt_mask": causal},
                                 rtol=1e-8)


def test_transformer_eval_matches_and_dropout_trains(torch):
    """In eval mode dropout is off (PyTorch may take its fused path there: same values)."""
    ours, theirs = pair("nn.TransformerEncoderLayer", torch, E, H, dim_feedforward=16)
    ours.eval()
    theirs.eval()
    x = rng.standard_normal((L, N, E))
    with torch.no_grad():
        expected = theirs(torch.tensor(x)).numpy()
    np.testing.assert_allclose(ours(tp.tensor(x)).detach().numpy(), expected, rtol=1e-8, atol=1e-10)
    ours.train()
    a, b = ours(tp.tensor(x)), ours(tp.tensor(x))
    assert not np.allclose(a.detach().numpy(), b.detach().numpy())
