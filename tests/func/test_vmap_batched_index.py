"""Indexing with a batched integer tensor under vmap, and grad through it (an embedding
lookup per sample). Stated once and run on tensorplay and on torch; each result is checked
against a loop over the samples."""

from __future__ import annotations

import numpy as np
import pytest

# Keys built from the batched index `i` (and, for two-index cases, `j`).
KEYS = {
    "i": lambda i, j: i,
    "i,:": lambda i, j: (i, slice(None)),
    ":,i": lambda i, j: (slice(None), i),
    "...,i": lambda i, j: (Ellipsis, i),
    "i,j": lambda i, j: (i, j),
    "i,:,j": lambda i, j: (i, slice(None), j),  # not adjacent: the index dims go first
    "0,:,i": lambda i, j: (0, slice(None), i),  # the int selects first: i's dims stay in place
    "i,0,j": lambda i, j: (i, 0, j),  # an int between index tensors keeps them adjacent
    ":,0,i": lambda i, j: (slice(None), 0, i),
    "None,i,1:": lambda i, j: (None, i, slice(1, None)),
}


def _data(tp):
    g = np.random.default_rng(0)
    x = tp.tensor(g.standard_normal((3, 4, 5, 6)), dtype=tp.float64)
    i = tp.tensor(g.integers(-4, 4, (3, 2, 2)))
    j = tp.tensor(g.integers(0, 4, (3, 2)))
    return x, i, j


@pytest.mark.parametrize("name", list(KEYS))
def test_batched_index_matches_a_loop(backend, name):
    tp = backend
    x, i, j = _data(tp)
    key = KEYS[name]
    out = tp.func.vmap(lambda x, i, j: x[key(i, j)])(x, i, j)
    for b in range(3):
        expected = x[b][key(i[b], j[b])]
        assert tuple(out[b].shape) == tuple(expected.shape)
        assert tp.equal(out[b], expected)


@pytest.mark.parametrize("name", ["i", ":,i", "i,:,j"])
def test_unbatched_data_batched_index_and_grad(backend, name):
    tp = backend
    x, i, j = _data(tp)
    x0 = x[0]
    key = KEYS[name]
    out = tp.func.vmap(lambda i, j: x0[key(i, j)])(i, j)
    for b in range(3):
        assert tp.equal(out[b], x0[key(i[b], j[b])])
    grads = tp.func.vmap(tp.func.grad(lambda x, i, j: (x[key(i, j)] ** 2).sum()),
                         in_dims=(None, 0, 0))(x0, i, j)
    for b in range(3):
        xb = x0.detach().clone().requires_grad_()
        (xb[key(i[b], j[b])] ** 2).sum().backward()
        assert tp.allclose(grads[b], xb.grad)


def test_vmap_of_grad_over_an_embedding_lookup(backend):
    tp = backend
    w = tp.tensor(np.random.default_rng(1).standard_normal((10, 3)), dtype=tp.float64)
    idx = tp.tensor([[1, 2, 1], [3, 4, 9]])

    def loss(w, i):
        return (tp.nn.functional.embedding(i, w) ** 2).sum()

    grads = tp.func.vmap(tp.func.grad(loss), in_dims=(None, 0))(w, idx)
    assert grads.shape == (2, 10, 3)
    for b in range(2):
        expected = tp.zeros(10, 3, dtype=tp.float64)
        for r in idx[b].tolist():
            expected[r] += 2 * w[r]
        assert tp.allclose(grads[b], expected)


def test_out_of_range_batched_index(backend):
    tp = backend
    with pytest.raises((IndexError, RuntimeError)):
        tp.func.vmap(lambda x, i: x[i])(tp.ones(2, 3), tp.tensor([[0], [3]]))
