"""F.embedding / nn.Embedding keywords: max_norm (in-place renormalization of the picked
rows), norm_type, scale_grad_by_freq, a negative padding_idx and sparse=False, equal to
PyTorch on the same weights; PyTorch's refusals on both backends."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

W = np.random.default_rng(3).standard_normal((6, 3)) * 2
IDX = [[0, 2, 0, 5], [4, 0, 2, 2]]


@pytest.mark.parametrize("kw", [dict(max_norm=1.0), dict(max_norm=1.5, norm_type=1.0),
                                dict(scale_grad_by_freq=True), dict(scale_grad_by_freq=True, padding_idx=-1),
                                dict(padding_idx=2, sparse=False)])
def test_embedding_keywords_match_torch(torch, kw):
    results = []
    for lib in (tp, torch):
        w = lib.tensor(W.copy(), requires_grad=True)
        x = w * 1  # a non-leaf, so max_norm may write into it
        out = lib.nn.functional.embedding(lib.tensor(IDX), x, **kw)
        x.retain_grad()
        (out * out).sum().backward()
        results.append((out.detach().numpy(), x.detach().numpy(), x.grad.numpy()))
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours, theirs, rtol=1e-7, atol=1e-7)


def test_embedding_module_keywords_match_torch(torch):
    results = []
    for lib in (tp, torch):
        m = lib.nn.Embedding.from_pretrained(lib.tensor(W), freeze=False, max_norm=1.0, scale_grad_by_freq=True)
        out = m(lib.tensor(IDX))
        out.sum().backward()
        results.append((out.detach().numpy(), m.weight.grad.numpy()))
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours, theirs, rtol=1e-6, atol=1e-6)


def test_embedding_padding_idx_out_of_range(backend):
    with pytest.raises(AssertionError, match="Padding_idx must be within num_embeddings"):
        backend.nn.functional.embedding(backend.tensor([0]), backend.ones(3, 2), padding_idx=3)
