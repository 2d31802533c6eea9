"""Promise: an index tensor never wraps around silently.

The ops that take an index tensor — index_select, gather, scatter_add (and scatter_add_),
embedding, and the class-index targets of cross_entropy and nll_loss — accept exactly the
entries 0 <= i < size of the indexed dimension, as PyTorch does, and raise PyTorch's
exception class otherwise, naming the bad index. A negative index counts from the end only in
subscripting (`x[idx]`, `x[idx] = v`), as in PyTorch and NumPy.
"""

from __future__ import annotations

import pytest


def _ops(tp):
    """(name, call with an index tensor, PyTorch's exception class) for each index-taking op."""
    F = tp.nn.functional
    return [
        ("index_select", lambda i: tp.index_select(tp.ones(3), 0, i), IndexError),
        ("index_select_2d", lambda i: tp.ones(2, 3).index_select(1, i), IndexError),
        ("gather", lambda i: tp.gather(tp.ones(3), 0, i), RuntimeError),
        ("gather_2d", lambda i: tp.gather(tp.ones(3, 3), 1, i.reshape(1, 1)), RuntimeError),
        ("scatter_add", lambda i: tp.scatter_add(tp.zeros(3), 0, i, tp.ones(1)), RuntimeError),
        ("scatter_add_", lambda i: tp.zeros(3).scatter_add_(0, i, tp.ones(1)), RuntimeError),
        ("embedding", lambda i: F.embedding(i, tp.ones(3, 2)), IndexError),
        ("cross_entropy", lambda i: F.cross_entropy(tp.ones(1, 3), i), IndexError),
        ("nll_loss", lambda i: F.nll_loss(tp.ones(1, 3), i), IndexError),
    ]


NAMES = [name for name, _, _ in _ops(type("fake", (), {"nn": type("nn", (), {"functional": None})}))]


@pytest.mark.parametrize("bad", [-1, -3, 3, 7])
@pytest.mark.parametrize("name", NAMES)
def test_out_of_range_index_raises(backend, name, bad):
    call, exc = {n: (c, e) for n, c, e in _ops(backend)}[name]
    with pytest.raises(exc):
        call(backend.tensor([bad]))


@pytest.mark.parametrize("name", NAMES)
def test_in_range_index_works(backend, name):
    call, _ = {n: (c, e) for n, c, e in _ops(backend)}[name]
    call(backend.tensor([2]))
    call(backend.tensor([0]))


def test_the_message_names_the_index_and_the_dimension():
    import tensorplay as tp

    with pytest.raises(RuntimeError, match=r"index -1 is out of bounds for dimension 1 with size 3"):
        tp.gather(tp.ones(2, 3), 1, tp.tensor([[-1], [0]]))


def test_subscripting_counts_from_the_end(backend):
    x = backend.arange(3.0)
    assert x[backend.tensor([-1, 0])].tolist() == [2.0, 0.0]
    x[backend.tensor([-1])] = 7.0
    assert x.tolist() == [0.0, 1.0, 7.0]
    with pytest.raises(IndexError):
        x[backend.tensor([-4])]
    with pytest.raises(IndexError):
        x[backend.tensor([3])] = 1.0
