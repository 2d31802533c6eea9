"""Promise: an index tensor never wraps around silently.

The ops that take an index tensor — index_select, gather, scatter_add (and scatter_add_),
embedding, one_hot, and the class-index targets of cross_entropy and nll_loss — accept exactly
the entries 0 <= i < size of the indexed dimension, as PyTorch does, and raise PyTorch's
exception class otherwise, naming the bad index. A negative index counts from the end only in
subscripting (`x[idx]`, `x[idx] = v`), as in PyTorch and NumPy.
"""

from __future__ import annotations

import pytest

# name -> (call with an index tensor, PyTorch's exception class); sizes are 3 along the index
CASES = {
    "index_select": (lambda tp, i: tp.index_select(tp.ones(3), 0, i), IndexError),
    "index_select_dim0": (lambda tp, i: tp.ones(3, 2).index_select(0, i), IndexError),
    # PyTorch's own quirk: along dim 1 its index_select raises RuntimeError
    "index_select_dim1": (lambda tp, i: tp.ones(2, 3).index_select(1, i), RuntimeError),
    "index_select_dim2": (lambda tp, i: tp.ones(2, 2, 3).index_select(2, i), IndexError),
    "gather": (lambda tp, i: tp.gather(tp.ones(3), 0, i), RuntimeError),
    "gather_2d": (lambda tp, i: tp.gather(tp.ones(3, 3), 1, i.reshape(1, 1)), RuntimeError),
    "scatter_add": (lambda tp, i: tp.scatter_add(tp.zeros(3), 0, i, tp.ones(1)), RuntimeError),
    "scatter_add_": (lambda tp, i: tp.zeros(3).scatter_add_(0, i, tp.ones(1)), RuntimeError),
    "embedding": (lambda tp, i: tp.nn.functional.embedding(i, tp.ones(3, 2)), IndexError),
    "one_hot": (lambda tp, i: tp.nn.functional.one_hot(i, 3), RuntimeError),
    "cross_entropy": (lambda tp, i: tp.nn.functional.cross_entropy(tp.ones(1, 3), i), IndexError),
    "nll_loss": (lambda tp, i: tp.nn.functional.nll_loss(tp.ones(1, 3), i), IndexError),
}


@pytest.mark.parametrize("bad", [-1, -3, 3, 7])
@pytest.mark.parametrize("name", sorted(CASES))
def test_out_of_range_index_raises(backend, name, bad):
    call, exc = CASES[name]
    with pytest.raises(exc):
        call(backend, backend.tensor([bad]))


@pytest.mark.parametrize("name", sorted(CASES))
def test_in_range_index_works(backend, name):
    call, _ = CASES[name]
    first = call(backend, backend.tensor([0]))
    last = call(backend, backend.tensor([2]))
    assert first.shape == last.shape


def test_large_cross_entropy_checks_targets_too(backend):
    """The C path of cross_entropy (many logits) applies the same bounds."""
    logits = backend.zeros(2, 5000)
    for bad in (-1, 5000):
        with pytest.raises(IndexError, match=f"Target {bad} is out of bounds"):
            backend.nn.functional.cross_entropy(logits, backend.tensor([bad, 0]))
    ignored = backend.nn.functional.cross_entropy(logits, backend.tensor([-100, 0]))
    assert abs(ignored.item() - 8.517193) < 1e-4  # log(5000): the ignored row is left out


def test_the_message_names_the_index_and_the_dimension(backend):
    with pytest.raises(RuntimeError, match=r"index -1 is out of bounds for dimension 1 with size 3"):
        backend.gather(backend.ones(2, 3), 1, backend.tensor([[-1], [0]]))
    with pytest.raises(RuntimeError, match=r"index 4 is out of bounds for dimension 0 with size 3"):
        backend.zeros(3).scatter_add_(0, backend.tensor([4]), backend.ones(1))


def test_subscripting_counts_from_the_end(backend):
    x = backend.arange(3.0)
    assert x[backend.tensor([-1, 0])].tolist() == [2.0, 0.0]
    x[backend.tensor([-1])] = 7.0
    assert x.tolist() == [0.0, 1.0, 7.0]
    with pytest.raises(IndexError):
        x[backend.tensor([-4])]
    with pytest.raises(IndexError):
        x[backend.tensor([3])] = 1.0
