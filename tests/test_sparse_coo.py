"""Sparse COO tensors on both backends: construction, coalescing, conversions, sparse @ dense
with gradients, sparse.sum, and a two-layer graph convolution against torch."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay
from tests.torch_oracle import arr, import_torch, tensorplay_only, wording

# torch warns once per process that it does not check sparse invariants by default
pytestmark = pytest.mark.filterwarnings("ignore:Sparse invariant checks:UserWarning")

IDX = [[0, 1, 1, 0], [2, 0, 2, 2]]
VAL = [3.0, 4.0, 5.0, 1.0]
DENSE = [[0.0, 0.0, 4.0], [4.0, 0.0, 5.0]]


def test_construction_and_attributes(backend):
    tp = backend
    s = tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL), (2, 3))
    assert s.is_sparse and not tp.ones(2).is_sparse
    assert s.layout == tp.sparse_coo and tp.ones(2).layout == tp.strided
    assert tuple(s.shape) == (2, 3) and s.dtype is tp.float32 and s.ndim == 2
    assert (s.sparse_dim(), s.dense_dim(), s._nnz()) == (2, 0, 4)
    assert not s.is_coalesced()
    assert tuple(tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL)).shape) == (2, 3)
    assert tp.sparse_coo_tensor(tp.tensor([[0], [1]]), tp.tensor([1.0]), (2, 2)).is_coalesced()


def test_coalesce_sums_duplicates_in_row_major_order(backend):
    tp = backend
    s = tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL), (2, 3))
    with pytest.raises(RuntimeError, match=r"uncoalesced tensor, please call \.coalesce"):
        s.indices()
    c = s.coalesce()
    assert c.is_coalesced()
    assert c.indices().tolist() == [[0, 1, 1], [2, 0, 2]]
    assert c.values().tolist() == [4.0, 4.0, 5.0]


def test_dense_and_back(backend):
    tp = backend
    s = tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL), (2, 3))
    assert s.to_dense().tolist() == DENSE
    back = tp.tensor(DENSE).to_sparse()
    assert back.is_sparse and back.is_coalesced()
    assert back.indices().tolist() == [[0, 1, 1], [2, 0, 2]]
    assert back.values().tolist() == [4.0, 4.0, 5.0]
    assert back.to_dense().tolist() == DENSE


def test_printing(backend):
    tp = backend
    s = tp.sparse_coo_tensor(tp.tensor([[0, 1], [1, 0]]), tp.tensor([2.0, 3.0]), (2, 2))
    assert repr(s) == (
        "tensor(indices=tensor([[0, 1],\n"
        "                       [1, 0]]),\n"
        "       values=tensor([2., 3.]),\n"
        f"       size=(2, 2), nnz=2, layout={tp.__name__}.sparse_coo)")


@pytest.mark.parametrize("how", ["sparse.mm", "spmm", "matmul"])
def test_sparse_times_dense_with_gradients(backend, how):
    tp = backend
    values = tp.tensor(VAL, requires_grad=True)
    s = tp.sparse_coo_tensor(tp.tensor(IDX), values, (2, 3))
    d = tp.tensor([[1.0, -2.0], [0.5, 3.0], [2.0, 1.0]], requires_grad=True)
    out = {"sparse.mm": lambda: tp.sparse.mm(s, d), "spmm": lambda: tp.spmm(s, d),
           "matmul": lambda: s @ d}[how]()
    np.testing.assert_allclose(arr(out), np.array(DENSE) @ arr(d), rtol=1e-6)
    weights = tp.tensor([[1.0, 2.0], [-1.0, 0.5]])
    (out * weights).sum().backward()
    # d(sum(W * (S @ D)))/dD = S^T W, and for the value at (i, j): W[i] . D[j]
    np.testing.assert_allclose(arr(d.grad), np.array(DENSE).T @ arr(weights), rtol=1e-6)
    expected = [arr(weights)[i] @ arr(d)[j] for i, j in zip(*IDX)]
    np.testing.assert_allclose(arr(values.grad), expected, rtol=1e-6)


def test_shape_errors(backend):
    tp = backend
    s = tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL), (2, 3))
    with pytest.raises(RuntimeError, match=wording(tp, "cannot be multiplied")):
        tp.sparse.mm(s, tp.ones(2, 2))


def test_sparse_sum(backend):
    tp = backend
    values = tp.tensor(VAL, requires_grad=True)
    s = tp.sparse_coo_tensor(tp.tensor(IDX), values, (2, 3))
    total = tp.sparse.sum(s)
    assert not total.is_sparse and total.item() == 13.0
    rows = tp.sparse.sum(s, 1)
    assert rows.is_sparse and rows.to_dense().tolist() == [4.0, 9.0]
    assert tp.sparse.sum(s, 0).to_dense().tolist() == [4.0, 0.0, 9.0]
    assert tp.sparse.sum(s, (0, 1)).item() == 13.0
    total.backward()
    assert values.grad.tolist() == [1.0, 1.0, 1.0, 1.0]


def test_dense_ops_refuse_sparse_tensors(backend):
    """Documented differences (docs/differences.md `sparse-coo-scope`): an op without a sparse
    path refuses with TensorPlay's own NotImplementedError, indices are always checked, and a
    sparse tensor built from values that require grad has no node of its own."""
    tensorplay_only(backend, "sparse-coo-scope")
    tp = backend
    s = tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL), (2, 3))
    with pytest.raises(NotImplementedError, match="no sparse COO kernel"):
        s.exp()
    with pytest.raises(RuntimeError, match="size is inconsistent with indices: for dim 1"):
        tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL), (2, 2))
    made = tp.sparse_coo_tensor(tp.tensor(IDX), tp.tensor(VAL, requires_grad=True), (2, 3))
    assert made.requires_grad and made.grad_fn is None


def _graph(n: int, rng: np.random.Generator):
    """A random undirected graph with self loops, as the normalized adjacency of a GCN:
    D^-1/2 (A + I) D^-1/2, in COO form."""
    a = (rng.random((n, n)) < 0.3).astype(np.float64)
    a = np.maximum(a, a.T) + np.eye(n)
    a = np.minimum(a, 1.0)
    deg = a.sum(1)
    norm = a / np.sqrt(deg[:, None] * deg[None, :])
    rows, cols = np.nonzero(norm)
    return np.stack([rows, cols]), norm[rows, cols]


def test_two_layer_graph_convolution_matches_torch():
    """Kipf & Welling's GCN: relu(Â X W1) then Â H W2, cross-entropy on labels; forward and
    every gradient equal torch's with the same weights."""
    torch = import_torch()
    rng = np.random.default_rng(0)
    n, f, h, c = 12, 5, 8, 3
    idx, val = _graph(n, rng)
    x, w1, w2 = rng.standard_normal((n, f)), rng.standard_normal((f, h)), rng.standard_normal((h, c))
    labels = rng.integers(0, c, n)
    results = {}
    for lib in (tensorplay, torch):
        adj = lib.sparse_coo_tensor(lib.tensor(idx), lib.tensor(val, dtype=lib.float64), (n, n))
        params = [lib.tensor(w, requires_grad=True) for w in (w1, w2)]
        feats = lib.tensor(x)
        hidden = lib.sparse.mm(adj, feats @ params[0]).relu()
        logits = lib.sparse.mm(adj, hidden @ params[1])
        loss = lib.nn.functional.cross_entropy(logits, lib.tensor(labels))
        loss.backward()
        results[lib] = [arr(logits), arr(loss), arr(params[0].grad), arr(params[1].grad)]
    for ours, theirs in zip(results[tensorplay], results[torch]):
        np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-12)
