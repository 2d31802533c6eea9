"""The declarative batching kinds of ops.yaml `vmap:` ({dims: [...]}, {trailing: n}, and
`reduction` for argmax/argmin) give the per-sample result for every batch position. Each
op is switched to the kind for the test (its entry may still name a custom rule), so the
kinds are pinned before entries rely on them."""

from __future__ import annotations

import contextlib

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.core.optable import OPS
from tensorplay.func import _batching

CASES = [
    ("transpose", {"dims": ["dim0", "dim1"]}, lambda x: tp.transpose(x, 0, -1), (3, 4, 5)),
    ("transpose", {"dims": ["dim0", "dim1"]}, lambda x: tp.transpose(x, 0, 0), ()),
    ("flip", {"dims": ["dims"]}, lambda x: tp.flip(x, [0, 2]), (3, 4, 5)),
    ("movedim", {"dims": ["source", "destination"]}, lambda x: tp.movedim(x, [0, 1], [2, 0]), (3, 4, 5)),
    ("diagonal", {"dims": ["dim1", "dim2"]}, lambda x: tp.diagonal(x, 1, 0, 2), (3, 4, 5)),
    ("tril", {"trailing": 2}, lambda x: tp.tril(x, 1), (3, 4, 5)),
    ("triu", {"trailing": 2}, lambda x: tp.triu(x, -1), (4, 5)),
    ("argmax", {"reduction": {"dim": "dim", "keepdim": "keepdim"}}, lambda x: tp.argmax(x, 1, True), (3, 4)),
    ("argmin", {"reduction": {"dim": "dim", "keepdim": "keepdim"}}, lambda x: tp.argmin(x), (3, 4)),
]


@contextlib.contextmanager
def _kind(name: str, vmap: dict):
    op = OPS[name]
    old = op.vmap
    op.vmap = vmap
    _batching._RULES.pop(op, None)
    try:
        yield
    finally:
        op.vmap = old
        _batching._RULES.pop(op, None)


@pytest.mark.parametrize("name,kind,fn,shape", CASES, ids=[f"{c[0]}-{next(iter(c[1]))}" for c in CASES])
@pytest.mark.parametrize("in_dim", [0, 1, -1])
def test_kind_matches_a_loop_over_samples(name, kind, fn, shape, in_dim):
    if not shape and in_dim != 0:
        pytest.skip("a 0-d sample has one batch position")
    rng = np.random.default_rng(0)
    batch = 2
    samples = [tp.tensor(rng.standard_normal(shape)) for _ in range(batch)]
    x = tp.stack(samples, dim=in_dim)
    expected = tp.stack([fn(s) for s in samples])
    with _kind(name, kind):
        assert _batching.rule_for(OPS[name]) is not None
        out = tp.func.vmap(fn, in_dims=in_dim)(x)
    assert out.shape == expected.shape
    np.testing.assert_array_equal(out.numpy(), expected.numpy())


def test_trailing_needs_enough_sample_dims():
    with _kind("tril", {"trailing": 2}), pytest.raises(RuntimeError, match="at least 2 dimensions"):
        tp.func.vmap(tp.tril)(tp.ones(3, 4))



REFUSED_DIMS = [
    ("flip repeated dim", lambda x: tp.flip(x, [0, -2]), (2, 3, 4)),
    ("movedim repeated dim", lambda x: tp.movedim(x, [0, 0], [1, 2]), (2, 3, 4, 5)),
    ("diagonal identical dims", lambda x: tp.diagonal(x, 0, 1, -1), (2, 3, 4)),
]


@pytest.mark.parametrize("fn,shape", [c[1:] for c in REFUSED_DIMS], ids=[c[0] for c in REFUSED_DIMS])
def test_kind_raises_the_error_of_one_sample(fn, shape):
    """The ops.yaml entries batch with these kinds: dims a sample refuses raise under vmap
    what one sample raises, naming the dims as the caller wrote them (not shifted past the
    batch dim)."""
    x = tp.ones(*shape)
    with pytest.raises(RuntimeError) as one:
        fn(x[0])
    with pytest.raises(RuntimeError) as batched:
        tp.func.vmap(fn)(x)
    assert str(batched.value) == str(one.value)


OUT_OF_RANGE = [
    ("transpose", lambda x: tp.transpose(x, 0, 5), (2, 3, 4), 5),
    ("transpose 0-d", lambda x: tp.transpose(x, 0, 3), (2,), 3),
    ("flip 0-d", lambda x: tp.flip(x, [3]), (2,), 3),
    ("movedim 0-d", lambda x: tp.movedim(x, 3, 0), (2,), 3),
    ("diagonal", lambda x: tp.diagonal(x, 0, 1, 4), (2, 3, 4), 4),
    ("argmax", lambda x: tp.argmax(x, 4), (2, 3), 4),
]


@pytest.mark.parametrize("fn,shape,dim", [c[1:] for c in OUT_OF_RANGE], ids=[c[0] for c in OUT_OF_RANGE])
def test_kind_checks_dims_against_the_sample_rank(fn, shape, dim):
    """A dim is checked against the sample's rank, not the batched one (a 0-d sample accepts
    only 0 and -1), with PyTorch's IndexError wording."""
    span = max(len(shape) - 1, 1)
    expected = f"Dimension out of range (expected to be in range of [{-span}, {span - 1}], but got {dim})"
    with pytest.raises(IndexError) as batched:
        tp.func.vmap(fn)(tp.ones(*shape))
    assert str(batched.value).endswith(expected)
