"""Scatter, the index_* family, einsum and the other ops of issue 14 on the inputs random
samples never hit: repeated indices under each reduction, include_self, ties and zeros in the
gradients, tensor repeats, the einsum equation forms, views and the errors PyTorch raises.
Tests taking `backend` run on tensorplay and on torch (the test-only oracle) and so state
PyTorch's behaviour; the others compare with torch or with finite differences."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

REDUCES = ["sum", "prod", "mean", "amax", "amin"]


def _t(backend, data, **kw):
    return backend.tensor(data, **kw)


# ---- scatter and scatter_reduce ------------------------------------------------------------------

@pytest.mark.parametrize("reduce", REDUCES)
@pytest.mark.parametrize("include_self", [True, False])
def test_scatter_reduce_with_repeated_indices(backend, reduce, include_self):
    x = _t(backend, [1.0, 2.0, 3.0, 4.0])
    index = _t(backend, [0, 0, 2, 0, 2])
    src = _t(backend, [5.0, -1.0, 2.0, 3.0, 0.5])
    out = backend.scatter_reduce(x, 0, index, src, reduce, include_self=include_self)
    expected = {
        ("sum", True): [8.0, 2.0, 5.5, 4.0], ("sum", False): [7.0, 2.0, 2.5, 4.0],
        ("prod", True): [-15.0, 2.0, 3.0, 4.0], ("prod", False): [-15.0, 2.0, 1.0, 4.0],
        ("mean", True): [2.0, 2.0, 5.5 / 3, 4.0], ("mean", False): [7.0 / 3, 2.0, 1.25, 4.0],
        ("amax", True): [5.0, 2.0, 3.0, 4.0], ("amax", False): [5.0, 2.0, 2.0, 4.0],
        ("amin", True): [-1.0, 2.0, 0.5, 4.0], ("amin", False): [-1.0, 2.0, 0.5, 4.0],
    }[(reduce, include_self)]
    np.testing.assert_allclose(out.tolist(), expected)


def test_integer_scatter_reduce_mean_rounds_down(backend):
    x = _t(backend, [1, 1, 1])
    out = backend.scatter_reduce(x, 0, _t(backend, [0, 0]), _t(backend, [3, 4]), "mean")
    assert out.tolist() == [2, 1, 1] and out.dtype == backend.int64


@pytest.mark.filterwarnings("ignore:The reduce argument of torch.scatter:UserWarning")
@pytest.mark.parametrize(("reduce", "src_out", "value_out"), [
    ("add", [[5.0, 3.0], [1.0, 3.0]], [[5.0, 1.0], [1.0, 1.0]]),
    ("multiply", [[4.0, 2.0], [1.0, 2.0]], [[4.0, 1.0], [1.0, 1.0]]),
])
def test_scatter_reduce_argument_with_repeated_indices(backend, reduce, src_out, value_out):
    x = backend.ones(2, 2)
    # column 0 is written twice at row 0; column 1 once at row 0 and once at row 1
    out = x.scatter(0, _t(backend, [[0, 0], [0, 1]]), backend.full((2, 2), 2.0), reduce=reduce)
    assert out.tolist() == src_out
    assert x.scatter(0, _t(backend, [[0], [0]]), 2.0, reduce=reduce).tolist() == value_out


def test_scatter_value_and_src_forms_and_in_place(backend):
    x = backend.zeros(3, 4)
    index = _t(backend, [[0, 1, 2, 0]])
    src = backend.arange(1.0, 5.0).reshape(1, 4)
    assert backend.scatter(x, 0, index, src).tolist()[0] == [1.0, 0.0, 0.0, 4.0]
    assert backend.scatter(x, 1, _t(backend, [[3], [0]]), 7.5)[:2].tolist() == [[0.0] * 3 + [7.5],
                                                                              [7.5] + [0.0] * 3]
    y = x.clone()
    assert y.scatter_(0, index, src) is y and y[1, 1].item() == 2.0
    y.scatter_(0, index, -1.0)
    assert y[2, 2].item() == -1.0


def test_scatter_errors(backend):
    x = backend.zeros(3, 4)
    with pytest.raises(RuntimeError, match="same number of dimensions as self"):
        backend.scatter(x, 0, _t(backend, [0]), backend.ones(1, 4))
    with pytest.raises(RuntimeError, match="index 5 is out of bounds for dimension 0 with size 3"):
        backend.scatter(x, 0, _t(backend, [[5]]), backend.ones(1, 4))
    with pytest.raises(RuntimeError, match="to be no larger than self"):
        backend.scatter(x, 0, backend.zeros(2, 5, dtype=backend.int64), backend.ones(1, 4))
    with pytest.raises(RuntimeError, match=r"Expected self\.dtype to be equal to src\.dtype"):
        backend.scatter(x, 0, _t(backend, [[0]]), backend.ones(1, 4, dtype=backend.float64))
    with pytest.raises(RuntimeError, match="int32/int64 for index"):
        backend.scatter(x, 0, _t(backend, [[0.0]]), backend.ones(1, 4))
    with pytest.raises(RuntimeError, match="reduce argument must be either add or multiply"):
        backend.scatter(x, 0, _t(backend, [[0]]), backend.ones(1, 4), reduce="mean")
    with pytest.raises(NotImplementedError, match="reduce_mean"):
        backend.scatter_reduce(_t(backend, [True]), 0, _t(backend, [0]), _t(backend, [False]), "mean")


def _pair(torch, data, dtype="float64"):
    a = tp.tensor(data, dtype=getattr(tp, dtype), requires_grad=True)
    b = torch.tensor(data, dtype=getattr(torch, dtype), requires_grad=True)
    return a, b


@pytest.mark.parametrize("reduce", REDUCES)
@pytest.mark.parametrize("include_self", [True, False])
def test_scatter_reduce_gradients_with_zeros_and_ties_match_torch(torch, reduce, include_self):
    # position 0: ties (2.0 twice) and, for prod, one zero; position 2: two zeros
    self_data = [2.0, 1.5, 0.0, -1.0]
    src_data = [2.0, 0.0, 2.0, 0.0, 3.0, -0.5]
    index = [0, 0, 0, 2, 2, 3]
    xs, ts = _pair(torch, self_data)
    xsrc, tsrc = _pair(torch, src_data)
    w = [1.0, -2.0, 0.5, 3.0]
    out = tp.scatter_reduce(xs, 0, tp.tensor(index), xsrc, reduce, include_self=include_self)
    ref = torch.scatter_reduce(ts, 0, torch.tensor(index), tsrc, reduce, include_self=include_self)
    np.testing.assert_allclose(out.tolist(), ref.tolist())
    (out * tp.tensor(w, dtype=tp.float64)).sum().backward()
    (ref * torch.tensor(w, dtype=torch.float64)).sum().backward()
    np.testing.assert_allclose(xs.grad.numpy(), ts.grad.numpy(), atol=1e-12)
    np.testing.assert_allclose(xsrc.grad.numpy(), tsrc.grad.numpy(), atol=1e-12)


@pytest.mark.parametrize("reduce", REDUCES)
def test_scatter_reduce_gradcheck_in_float64(reduce):
    rng = np.random.default_rng(0)
    x = tp.tensor(rng.uniform(0.5, 2.0, (3, 4)), requires_grad=True)
    src = tp.tensor(rng.uniform(0.5, 2.0, (5, 4)), requires_grad=True)
    index = tp.tensor(rng.integers(0, 3, (5, 4)))
    for include_self in (True, False):
        def f(a, b, include_self=include_self):
            return tp.scatter_reduce(a, 0, index, b, reduce, include_self=include_self)
        assert tp.autograd.gradcheck(f, (x, src))
        if reduce != "prod":
            assert tp.autograd.gradgradcheck(f, (x, src))


def test_scatter_gradient_with_unique_indices_matches_torch(torch):
    index = [[2, 0, 1, 1], [0, 2, 2, 0]]
    xs, ts = _pair(torch, np.arange(12.0).reshape(3, 4).tolist())
    xsrc, tsrc = _pair(torch, np.arange(8.0).reshape(2, 4).tolist())
    out = tp.scatter(xs, 0, tp.tensor(index), xsrc)
    ref = torch.scatter(ts, 0, torch.tensor(index), tsrc)
    np.testing.assert_array_equal(out.detach().numpy(), ref.detach().numpy())
    g = np.arange(12.0).reshape(3, 4)
    out.backward(tp.tensor(g))
    ref.backward(torch.tensor(g))
    np.testing.assert_array_equal(xs.grad.numpy(), ts.grad.numpy())
    np.testing.assert_array_equal(xsrc.grad.numpy(), tsrc.grad.numpy())


def test_scatter_reduce_under_vmap_matches_a_loop():
    rng = np.random.default_rng(1)
    x = tp.tensor(rng.normal(size=(3, 4)))
    src = tp.tensor(rng.normal(size=(3, 5)))
    index = tp.tensor(rng.integers(0, 4, (3, 5)))
    for reduce in REDUCES:
        out = tp.func.vmap(lambda a, i, s, r=reduce: tp.scatter_reduce(a, 0, i, s, r))(x, index, src)
        loop = [tp.scatter_reduce(x[k], 0, index[k], src[k], reduce).numpy() for k in range(3)]
        np.testing.assert_allclose(out.numpy(), np.stack(loop))


def test_scatter_with_reduce_has_the_gradient_of_scatter_reduce():
    """Pinned difference `scatter-reduce-gradients`: PyTorch has no derivative for scatter's reduce."""
    x = tp.tensor([1.0, 2.0, 3.0], dtype=tp.float64, requires_grad=True)
    src = tp.tensor([2.0, 4.0], dtype=tp.float64, requires_grad=True)
    index = tp.tensor([0, 0])
    tp.scatter(x, 0, index, src, reduce="multiply").sum().backward()
    assert x.grad.tolist() == [8.0, 1.0, 1.0] and src.grad.tolist() == [4.0, 2.0]


def test_scatter_reduce_prod_tangent_matches_finite_differences():
    """Pinned difference `scatter-reduce-gradients`: PyTorch's prod tangent is not the derivative."""
    rng = np.random.default_rng(2)
    x, src = rng.uniform(0.5, 1.5, 4), rng.uniform(0.5, 1.5, 6)
    tx, tsrc = rng.normal(size=4), rng.normal(size=6)
    index = tp.tensor([0, 0, 1, 2, 2, 3])
    for include_self in (True, False):
        def f(a, b, include_self=include_self):
            return tp.scatter_reduce(a, 0, index, b, "prod", include_self=include_self)
        _, tangent = tp.func.jvp(f, (tp.tensor(x), tp.tensor(src)), (tp.tensor(tx), tp.tensor(tsrc)))
        eps = 1e-6
        hi = f(tp.tensor(x + eps * tx), tp.tensor(src + eps * tsrc)).numpy()
        lo = f(tp.tensor(x - eps * tx), tp.tensor(src - eps * tsrc)).numpy()
        np.testing.assert_allclose(tangent.numpy(), (hi - lo) / (2 * eps), rtol=1e-6)


# ---- index_add, index_copy, index_fill, masked_scatter, take, take_along_dim --------------------

def test_index_add_alpha_and_repeated_indices(backend):
    x = backend.zeros(3, 2)
    out = backend.index_add(x, 0, _t(backend, [2, 0, 2]), _t(backend, [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]),
                            alpha=0.5)
    assert out.tolist() == [[1.5, 2.0], [0.0, 0.0], [3.0, 4.0]]
    ints = backend.zeros(2, dtype=backend.int64).index_add(0, _t(backend, [1, 1]), _t(backend, [1, 1]), alpha=2.5)
    assert ints.tolist() == [0, 4]
    y = backend.ones(2, 2)
    assert y.index_add_(1, _t(backend, [0]), backend.ones(2, 1), alpha=-1) is y
    assert y.tolist() == [[0.0, 1.0], [0.0, 1.0]]


def test_index_copy_fill_and_masked_scatter(backend):
    x = backend.zeros(2, 3)
    assert backend.index_copy(x, 1, _t(backend, [2, 0]), _t(backend, [[1.0, 2.0], [3.0, 4.0]])).tolist() == \
        [[2.0, 0.0, 1.0], [4.0, 0.0, 3.0]]
    assert backend.index_fill(x, 1, _t(backend, [-1]), 5.0).tolist() == [[0.0, 0.0, 5.0]] * 2
    assert backend.index_fill(x, 0, _t(backend, [1]), _t(backend, 2.0)).tolist() == [[0.0] * 3, [2.0] * 3]
    mask = _t(backend, [[True, False, True], [False, True, False]])
    assert backend.masked_scatter(x, mask, backend.arange(1.0, 7.0)).tolist() == [[1.0, 0.0, 2.0], [0.0, 3.0, 0.0]]
    y = x.clone()
    y.index_fill_(0, _t(backend, [0]), 1.0)
    y.masked_scatter_(mask, backend.full((6,), 9.0))
    assert y.tolist() == [[9.0, 1.0, 9.0], [0.0, 9.0, 0.0]]


def test_index_fill_tensor_value_gets_the_summed_gradient(torch):
    a, b = _pair(torch, 2.0)
    out = tp.index_fill(tp.zeros(3, 4, dtype=tp.float64), 1, tp.tensor([0, 3, 0]), a)
    ref = torch.index_fill(torch.zeros(3, 4, dtype=torch.float64), 1, torch.tensor([0, 3, 0]), b)
    out.sum().backward()
    ref.sum().backward()
    assert a.grad.item() == b.grad.item() == 6.0


def test_index_family_errors(backend):
    x = backend.zeros(3, 4)
    with pytest.raises(RuntimeError, match=r"Number of indices \(1\) should be equal to source.size"):
        backend.index_add(x, 0, _t(backend, [0]), backend.ones(2, 4))
    with pytest.raises(IndexError, match="Index is supposed to be a vector"):
        backend.index_add(x, 0, _t(backend, [[0]]), backend.ones(1, 4))
    with pytest.raises(RuntimeError, match="must have the same scalar type"):
        backend.index_add(x, 0, _t(backend, [0]), backend.ones(1, 4, dtype=backend.float64))
    with pytest.raises(RuntimeError, match="index 5 is out of bounds for dimension 0 with size 3"):
        backend.index_add(x, 0, _t(backend, [5]), backend.ones(1, 4))
    with pytest.raises(IndexError, match="index 4 is out of bounds"):
        backend.index_fill(x, 0, _t(backend, [4]), 1.0)
    with pytest.raises(IndexError, match="index -4 is out of bounds"):
        backend.index_fill(x, 0, _t(backend, [1, -4]), 1.0)
    for bad in (_t(backend, [0], dtype=backend.int32), _t(backend, [0.0]), _t(backend, [True])):
        with pytest.raises(IndexError, match=r"index_fill_\(\): Expected dtype int64 for index"):
            backend.index_fill(x, 0, bad, 1.0)
    with pytest.raises(RuntimeError, match="only supports a 0-dimensional value tensor"):
        backend.index_fill(x, 0, _t(backend, [0]), _t(backend, [1.0, 2.0]))
    with pytest.raises(RuntimeError, match="only supports boolean masks"):
        backend.masked_scatter(x, backend.ones(4), backend.ones(12))
    with pytest.raises(RuntimeError, match="Number of elements of source < number of ones in mask"):
        backend.masked_scatter(x, x > -1, backend.ones(3))
    with pytest.raises(IndexError, match="out of range: tried to access index 12 on a tensor of 12 elements"):
        backend.take(x, _t(backend, [12]))
    with pytest.raises(RuntimeError, match="Expected a long tensor for index"):
        backend.take(x, _t(backend, [0.0]))
    with pytest.raises(RuntimeError, match="same number of dimensions"):
        backend.take_along_dim(x, _t(backend, [0]), 0)


def test_take_and_take_along_dim(backend):
    x = backend.arange(6.0).reshape(2, 3)
    assert backend.take(x, _t(backend, [[-1, 0], [4, 2]])).tolist() == [[5.0, 0.0], [4.0, 2.0]]
    assert backend.take_along_dim(x, _t(backend, [[0, 5]])).tolist() == [0.0, 5.0]
    assert backend.take_along_dim(x, _t(backend, [[0, 1, 1, 2]]), 1).tolist() == [[0.0, 1.0, 1.0, 2.0],
                                                                                 [3.0, 4.0, 4.0, 5.0]]
    assert x.take_along_dim(_t(backend, [[-1]]), dim=1).tolist() == [[2.0], [5.0]]
    assert backend.take_along_dim(x, x.argmax(1, keepdim=True), 1).tolist() == [[2.0], [5.0]]


# ---- repeat_interleave ---------------------------------------------------------------------------

def test_repeat_interleave_forms(backend):
    x = _t(backend, [[1, 2], [3, 4]])
    assert backend.repeat_interleave(x, 2).tolist() == [1, 1, 2, 2, 3, 3, 4, 4]
    assert x.repeat_interleave(_t(backend, [1, 2]), dim=0).tolist() == [[1, 2], [3, 4], [3, 4]]
    assert backend.repeat_interleave(x, _t(backend, [2]), dim=1).tolist() == [[1, 1, 2, 2], [3, 3, 4, 4]]
    assert backend.repeat_interleave(x, _t(backend, [0, 3]), dim=1, output_size=3).tolist() == \
        [[2, 2, 2], [4, 4, 4]]
    assert backend.repeat_interleave(_t(backend, [2, 0, 1])).tolist() == [0, 0, 2]
    with pytest.raises(RuntimeError, match="repeats must have the same size as input along dim"):
        backend.repeat_interleave(x, _t(backend, [1, 2]))
    with pytest.raises(RuntimeError, match="repeats can not be negative"):
        backend.repeat_interleave(_t(backend, [-1, 2]))
    with pytest.raises(RuntimeError, match="Invalid output_size, expected 4 but got 5"):
        backend.repeat_interleave(x, 2, dim=1, output_size=5)


def test_repeat_interleave_gradient_and_vmap(torch):
    a, b = _pair(torch, [[1.0, 2.0], [3.0, 4.0]])
    w = np.arange(6.0).reshape(3, 2)
    (tp.repeat_interleave(a, tp.tensor([2, 1]), dim=0) * tp.tensor(w)).sum().backward()
    (torch.repeat_interleave(b, torch.tensor([2, 1]), dim=0) * torch.tensor(w)).sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), b.grad.numpy())
    x = tp.arange(6.0).reshape(3, 2)
    out = tp.func.vmap(lambda r: tp.repeat_interleave(r, tp.tensor([1, 3])))(x)
    assert out.tolist() == [[0.0, 1.0, 1.0, 1.0], [2.0, 3.0, 3.0, 3.0], [4.0, 5.0, 5.0, 5.0]]
    with pytest.raises(RuntimeError, match="data-dependent"):
        tp.func.vmap(lambda r: tp.repeat_interleave(tp.ones(2), r))(tp.tensor([[1, 2], [2, 1]]))


# ---- einsum --------------------------------------------------------------------------------------

EQUATIONS = [
    ("ii->i", [(3, 3)]), ("ii", [(3, 3)]), ("ij,jk", [(2, 3), (3, 4)]), ("ij,jk->ik", [(2, 3), (3, 4)]),
    ("...ij,...jk->...ik", [(2, 1, 2, 3), (4, 3, 2)]), ("bij,bjk->bik", [(2, 2, 3), (2, 3, 4)]),
    ("i,j->ij", [(3,), (2,)]), ("ij->ji", [(2, 3)]), ("ba", [(2, 3)]), ("i,i", [(3,), (3,)]),
    ("bn,anm,bm->ba", [(2, 3), (4, 3, 2), (2, 2)]), ("iij->j", [(2, 2, 3)]), ("ij,j->i", [(2, 3), (1,)]),
    ("...,...", [(2, 3), (3,)]), ("a b , b c -> a c", [(2, 3), (3, 1)]), ("Ab,bA", [(2, 3), (3, 2)]),
    ("i,->i", [(3,), ()]), ("ij->", [(0, 3)]),
]


@pytest.mark.parametrize(("equation", "shapes"), EQUATIONS, ids=[e for e, _ in EQUATIONS])
def test_einsum_equations_and_gradients_match_torch(torch, equation, shapes):
    rng = np.random.default_rng(3)
    data = [rng.normal(size=s) for s in shapes]
    ours = [tp.tensor(d, requires_grad=True) for d in data]
    refs = [torch.tensor(d, requires_grad=True) for d in data]
    out, ref = tp.einsum(equation, *ours), torch.einsum(equation, *refs)
    assert tuple(out.shape) == tuple(ref.shape)
    np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), rtol=1e-12, atol=1e-12)
    g = rng.normal(size=tuple(ref.shape))
    out.backward(tp.tensor(g))
    ref.backward(torch.tensor(g))
    for a, b in zip(ours, refs):
        np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), rtol=1e-12, atol=1e-12)


def test_einsum_operands_as_a_list_and_under_vmap_and_jvp():
    a, b = tp.randn(2, 3, dtype=tp.float64), tp.randn(3, 4, dtype=tp.float64)
    np.testing.assert_allclose(tp.einsum("ij,jk->ik", [a, b]).numpy(), (a @ b).numpy())
    batch = tp.randn(5, 2, 3, dtype=tp.float64)
    out = tp.func.vmap(lambda x: tp.einsum("ij,jk->ki", x, b))(batch)
    np.testing.assert_allclose(out.numpy(), np.einsum("nij,jk->nki", batch.numpy(), b.numpy()))
    _, t = tp.func.jvp(lambda x: tp.einsum("ii", x), (tp.eye(3, dtype=tp.float64),), (tp.ones(3, 3, dtype=tp.float64),))
    assert t.item() == 3.0
    assert tp.autograd.gradgradcheck(lambda x, y: tp.einsum("bi,ij->bj", x, y),
                                     (tp.randn(2, 3, dtype=tp.float64, requires_grad=True),
                                      tp.randn(3, 2, dtype=tp.float64, requires_grad=True)))


def test_einsum_errors(backend):
    a = backend.ones(2, 3)
    with pytest.raises(RuntimeError, match="fewer operands were provided"):
        backend.einsum("ij,jk", a)
    with pytest.raises(RuntimeError, match="more operands were provided"):
        backend.einsum("ij", a, a)
    with pytest.raises(RuntimeError, match="does not broadcast with previously seen size"):
        backend.einsum("ij,jk->ik", a, backend.ones(4, 5))
    with pytest.raises(RuntimeError, match="output subscript k does not appear"):
        backend.einsum("ij->ik", a)
    with pytest.raises(RuntimeError, match="repeated for operand 0 but the sizes don't match"):
        backend.einsum("ii", a)
    with pytest.raises(RuntimeError, match="does not match the number of dimensions"):
        backend.einsum("ij", backend.ones(2, 3, 4))


# ---- cross, diag_embed, vander, tril/triu_indices ------------------------------------------------

def test_cross_and_linalg_cross(backend):
    a = _t(backend, [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
    b = _t(backend, [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
    assert backend.cross(a, b, dim=1).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    assert backend.linalg.cross(a, b).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    assert backend.linalg.cross(a[:1], b).shape == (2, 3)
    with pytest.raises(RuntimeError, match=r"dimension -1 must have length 3\. Got 2 and 2"):
        backend.linalg.cross(backend.ones(3, 2), backend.ones(3, 2))
    with pytest.raises(RuntimeError, match="no dimension of size 3 in input"):
        backend.cross(backend.ones(2, 4), backend.ones(2, 4))


def test_cross_without_dim_takes_the_first_dim_of_size_3(torch):
    rng = np.random.default_rng(4)
    a, b = rng.normal(size=(3, 3)), rng.normal(size=(3, 3))
    ref = torch.linalg.cross(torch.tensor(a), torch.tensor(b), dim=0)
    np.testing.assert_allclose(tp.cross(tp.tensor(a), tp.tensor(b)).numpy(), ref.numpy())


def test_diag_embed_and_tri_indices(backend):
    x = _t(backend, [[1.0, 2.0], [3.0, 4.0]])
    assert backend.diag_embed(x).tolist() == [[[1.0, 0.0], [0.0, 2.0]], [[3.0, 0.0], [0.0, 4.0]]]
    assert backend.diag_embed(x, 1, 0, 2).shape == (3, 2, 3)
    assert x.diag_embed(offset=-1)[0].tolist() == [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 2.0, 0.0]]
    assert backend.tril_indices(3, 4, 1).tolist() == [[0, 0, 1, 1, 1, 2, 2, 2, 2], [0, 1, 0, 1, 2, 0, 1, 2, 3]]
    assert backend.triu_indices(3, 3, -1).tolist() == [[0, 0, 0, 1, 1, 1, 2, 2], [0, 1, 2, 0, 1, 2, 1, 2]]
    assert backend.tril_indices(0, 3).shape == (2, 0)
    assert backend.triu_indices(2, 2, dtype=backend.int32).dtype == backend.int32
    with pytest.raises(NotImplementedError, match="not implemented for 'Float'"):
        backend.tril_indices(3, 3, dtype=backend.float32)


def test_vander(backend):
    x = _t(backend, [1, 2, 3])
    assert backend.vander(x).tolist() == [[1, 1, 1], [4, 2, 1], [9, 3, 1]]
    assert backend.vander(x.int()).dtype == backend.int64
    assert backend.vander(x.float(), N=2, increasing=True).tolist() == [[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]]
    assert backend.vander(x, N=0).shape == (3, 0)
    with pytest.raises(RuntimeError, match="x must be a one-dimensional tensor"):
        backend.vander(backend.ones(2, 2))


def test_vander_gradient_matches_finite_differences():
    """Pinned difference `vander-gradient`: PyTorch's vander backward fails."""
    x = tp.tensor([0.0, 1.5, -2.0], dtype=tp.float64, requires_grad=True)
    assert tp.autograd.gradcheck(lambda t: tp.vander(t, N=4), (x,))
    tp.vander(x, N=3).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2 * 0.0 + 1, 2 * 1.5 + 1, 2 * -2.0 + 1])


# ---- new_*, unfold -------------------------------------------------------------------------------

def test_new_factories_follow_self_dtype(backend):
    x = backend.ones(2, dtype=backend.int32)
    assert x.new_zeros(2, 3).dtype == backend.int32 and x.new_zeros((2, 3)).shape == (2, 3)
    assert x.new_ones(3).tolist() == [1, 1, 1]
    assert x.new_full((2,), 2.5).tolist() == [2, 2] and x.new_full((2,), 2.5).dtype == backend.int32
    e = x.new_empty((4, 1), dtype=backend.float64)
    assert e.shape == (4, 1) and e.dtype == backend.float64
    y = backend.ones(2, dtype=backend.float64).new_zeros(2, requires_grad=True)
    assert y.requires_grad and y.is_leaf and y.dtype == backend.float64
    assert x.new_tensor([2.5, 3.0]).tolist() == [2, 3] and x.new_tensor([1]).dtype == backend.int32
    assert x.new_tensor([1.5], dtype=backend.float32).dtype == backend.float32


def test_unfold_shapes_and_view(backend):
    x = backend.arange(10.0)
    u = x.unfold(0, 3, 2)
    assert u.shape == (4, 3) and u.tolist()[1] == [2.0, 3.0, 4.0]
    assert u._base is x
    x[2] = 100.0
    assert u[0, 2].item() == 100.0 and u[1, 0].item() == 100.0
    m = backend.arange(24.0).reshape(2, 3, 4)
    assert m.unfold(1, 2, 1).shape == (2, 2, 4, 2)
    assert m.unfold(-1, 4, 4).shape == (2, 3, 1, 4)
    assert backend.tensor(3.0).unfold(0, 1, 1).tolist() == [3.0]
    with pytest.raises(RuntimeError, match="maximum size for tensor at dimension 0 is 10 but size is 11"):
        x.unfold(0, 11, 1)
    with pytest.raises(RuntimeError, match="step is 0 but must be > 0"):
        x.unfold(0, 2, 0)


def test_unfold_gradient_of_overlapping_windows_matches_torch(torch):
    a, b = _pair(torch, np.arange(7.0).tolist())
    w = np.arange(9.0).reshape(3, 3)
    (a.unfold(0, 3, 2) * tp.tensor(w)).sum().backward()
    (b.unfold(0, 3, 2) * torch.tensor(w)).sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), b.grad.numpy())


@pytest.mark.parametrize("dim", [0, 1, 2])
def test_large_scatter_add_and_index_add_accumulate_repeats_in_order(backend, dim):
    """Past a few thousand index entries scatter_add adds through one flat index: repeated
    positions (dim 0, 1 or 2; an index smaller than src; index_add's expanded index) still sum
    in the order a loop over the entries gives, in float64 exactly."""
    rng = np.random.default_rng(dim)
    x = rng.standard_normal((6, 40, 30))
    src = rng.standard_normal((9, 40, 30))
    shape = [6, 40, 30]
    shape[dim] = 9
    index = rng.integers(0, x.shape[dim], size=shape)
    index = index[:, :35] if dim != 1 else index[:, :, :25]
    expected = x.copy()
    for pos in np.ndindex(index.shape):
        target = list(pos)
        target[dim] = index[pos]
        expected[tuple(target)] += src[pos]
    out = backend.scatter_add(_t(backend, x), dim, _t(backend, index), _t(backend, src))
    assert np.array_equal(np.asarray(out.tolist()), expected)
    rows = rng.integers(0, x.shape[dim], size=9)
    src = rng.standard_normal(shape)
    expected = x.copy()
    for i, r in enumerate(rows.tolist()):
        np.moveaxis(expected, dim, 0)[r] += np.moveaxis(src, dim, 0)[i]
    out = backend.index_add(_t(backend, x), dim, _t(backend, rows), _t(backend, src))
    assert np.array_equal(np.asarray(out.tolist()), expected)
    # distinct rows (index_add's whole slices added in one fancy +=): the same values
    rows = rng.permutation(x.shape[dim])[:5]
    src = rng.standard_normal([5 if i == dim else n for i, n in enumerate(x.shape)])
    expected = x.copy()
    for i, r in enumerate(rows.tolist()):
        np.moveaxis(expected, dim, 0)[r] += np.moveaxis(src, dim, 0)[i]
    out = backend.index_add(_t(backend, x), dim, _t(backend, rows), _t(backend, src))
    assert np.array_equal(np.asarray(out.tolist()), expected)
