"""Sorting and selection on the inputs random samples never hit: ties, NaN, even lengths,
every quantile interpolation, unique along a dim, nonzero as a tuple, searchsorted on real
sorted sequences, histc ranges, the errors, and vmap of the data-dependent ops. Tests taking
`lib` run on tensorplay and on torch (the `backend` fixture): they state PyTorch's behaviour."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest

import tensorplay as tp

NAN = float("nan")


@pytest.fixture
def lib(backend):
    return backend


def _l(t):
    return t.tolist()


def _same(a, b):
    """Equal lists, NaN equal to NaN."""
    np.testing.assert_array_equal(np.asarray(a, dtype=float), np.asarray(b, dtype=float))


# ───── sort / argsort / msort ─────

def test_sort_ascending_and_descending(lib):
    x = lib.tensor([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]])
    v, i = lib.sort(x)
    assert _l(v) == [[1.0, 2.0, 3.0], [-1.0, 0.5, 4.0]] and _l(i) == [[1, 2, 0], [1, 0, 2]]
    out = x.sort(0, True)
    assert _l(out.values) == [[3.0, 1.0, 4.0], [0.5, -1.0, 2.0]] and _l(out.indices) == [[0, 0, 1], [1, 1, 0]]
    assert type(out).__name__ == "sort" and i.dtype == lib.int64


def test_nan_sorts_last_ascending_and_first_descending(lib):
    x = lib.tensor([3.0, NAN, 1.0, NAN, 2.0])
    v, i = lib.sort(x)
    _same(_l(v), [1.0, 2.0, 3.0, NAN, NAN])
    assert _l(i) == [2, 4, 0, 1, 3]
    v, i = lib.sort(x, descending=True)
    _same(_l(v), [NAN, NAN, 3.0, 2.0, 1.0])
    assert _l(i) == [1, 3, 0, 4, 2]


def test_stable_sort_keeps_the_order_of_ties(lib):
    x = lib.tensor([2, 1, 2, 0, 1, 2] * 4)  # 24 elements: past the small-size paths
    _, i = lib.sort(x, stable=True)
    assert _l(i) == sorted(range(24), key=lambda k: _l(x)[k])
    _, i = lib.sort(x, stable=True, descending=True)
    assert _l(i) == sorted(range(24), key=lambda k: -_l(x)[k])
    assert _l(lib.argsort(x, stable=True, dim=0)) == sorted(range(24), key=lambda k: _l(x)[k])


def test_unstable_sort_orders_ties_as_pytorch(lib):
    x = lib.tensor([2, 1, 2, 0, 1, 2] * 4)  # past 16 elements PyTorch's std::sort is not stable
    assert _l(lib.sort(x).indices) == [15, 3, 21, 9, 1, 16, 13, 19, 10, 7, 22, 4, 20, 18, 17, 0,
                                       23, 14, 12, 11, 8, 6, 5, 2]
    assert _l(lib.argsort(x, descending=True)) == [12, 23, 20, 18, 17, 14, 0, 11, 8, 6, 5, 2, 10,
                                                  7, 13, 16, 4, 19, 22, 1, 9, 15, 3, 21]
    v, i = lib.mode(x)
    assert v.item() == 2 and i.item() == 2


def test_stable_takes_dim_only_as_a_keyword(lib):
    x = lib.tensor([[2.0, 1.0], [0.0, 3.0]])
    assert _l(x.sort(stable=True, dim=0).indices) == [[1, 0], [0, 1]]
    with pytest.raises(TypeError):
        lib.sort(x, 0, stable=True)
    with pytest.raises(TypeError):
        x.argsort(0, stable=True)


def test_argsort_and_msort(lib):
    x = lib.tensor([[3.0, 1.0], [2.0, 5.0], [4.0, 0.0]])
    assert _l(lib.argsort(x)) == [[1, 0], [0, 1], [1, 0]]
    assert _l(x.argsort(dim=0, descending=True)) == [[2, 1], [0, 0], [1, 2]]
    assert _l(lib.msort(x)) == [[2.0, 0.0], [3.0, 1.0], [4.0, 5.0]]
    assert not lib.argsort(x.detach().requires_grad_()).requires_grad


def test_sort_gradient_goes_through_the_indices(lib):
    x = lib.tensor([3.0, 1.0, 2.0], requires_grad=True)
    v, _ = lib.sort(x)
    (g,) = lib.autograd.grad(v, x, lib.tensor([10.0, 20.0, 30.0]))
    assert _l(g) == [30.0, 10.0, 20.0]


def test_sort_of_a_dim_out_of_range_is_an_index_error(lib):
    with pytest.raises(IndexError):
        lib.sort(lib.zeros(3), dim=1)


# ───── topk / kthvalue ─────

def test_topk_largest_and_smallest(lib):
    x = lib.tensor([[5.0, 1.0, 4.0, 3.0], [0.0, 6.0, 2.0, 7.0]])
    v, i = lib.topk(x, 2)
    assert _l(v) == [[5.0, 4.0], [7.0, 6.0]] and _l(i) == [[0, 2], [3, 1]]
    v, i = x.topk(1, dim=0, largest=False)
    assert _l(v) == [[0.0, 1.0, 2.0, 3.0]] and _l(i) == [[1, 0, 1, 0]]


def test_topk_counts_nan_as_largest(lib):
    x = lib.tensor([3.0, NAN, 1.0, 2.0])
    v, i = lib.topk(x, 2)
    _same(_l(v), [NAN, 3.0])
    assert _l(i) == [1, 0]
    v, i = lib.topk(x, 2, largest=False)
    assert _l(v) == [1.0, 2.0] and _l(i) == [2, 3]


def test_topk_and_kthvalue_tie_indices_are_pytorchs(lib):
    x = lib.tensor([2, 1, 2, 3, 2, 1, 2, 2])
    assert _l(lib.topk(x, 3).indices) == [3, 6, 4]
    assert _l(lib.kthvalue(x, 3).indices) == 6
    assert _l(lib.kthvalue(lib.tensor([2.0, 1.0, 2.0, 3.0, 2.0]), 3).indices) == 0


def test_topk_unsorted_order_and_partial_sort_ties_are_pytorchs(lib):
    v, i = lib.topk(lib.tensor([5.0, 1.0, 4.0, 3.0, 2.0, 6.0, 0.0]), 3, sorted=False)
    assert _l(v) == [5.0, 6.0, 4.0] and _l(i) == [0, 5, 2]
    x = lib.tensor([3, 1, 2] * 30)  # k * 64 <= n: PyTorch's partial_sort (a heap)
    assert _l(lib.topk(x, 1).indices) == [0] and _l(lib.topk(x, 2, largest=False).indices) == [61, 64]


@pytest.mark.parametrize("k", [-1, 4])
def test_topk_k_out_of_range(lib, k):
    with pytest.raises(RuntimeError, match="k out of range"):
        lib.topk(lib.zeros(3), k)


@pytest.mark.parametrize("k", [0, 4])
def test_kthvalue_k_out_of_range(lib, k):
    with pytest.raises(RuntimeError, match="k out of range"):
        lib.kthvalue(lib.zeros(3), k)


def test_kthvalue_keepdim_and_gradient(lib):
    x = lib.tensor([[3.0, 1.0, 2.0], [6.0, 5.0, 4.0]], requires_grad=True)
    v, i = lib.kthvalue(x, 2, 1, True)
    assert _l(v) == [[2.0], [5.0]] and _l(i) == [[2], [1]]
    (g,) = lib.autograd.grad(v.sum(), x)
    assert _l(g) == [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]]


def test_topk_refuses_bool(lib):
    with pytest.raises(RuntimeError, match="bool"):
        lib.topk(lib.tensor([True, False]), 1)


# ───── median / nanmedian / mode ─────

def test_median_of_an_even_count_is_the_lower_one(lib):
    x = lib.tensor([[4.0, 1.0, 3.0, 2.0], [8.0, 5.0, 7.0, 6.0]])
    assert lib.median(x).item() == 4.0
    v, i = lib.median(x, 1)
    assert _l(v) == [2.0, 6.0] and _l(i) == [3, 3]
    assert type(lib.median(x, 1)).__name__ == "median"


def test_median_propagates_nan_and_nanmedian_skips_it(lib):
    x = lib.tensor([3.0, NAN, 1.0, NAN, 2.0])
    assert math.isnan(lib.median(x).item())
    v, i = lib.median(x, 0)
    assert math.isnan(v.item()) and i.item() == 1
    assert lib.nanmedian(x).item() == 2.0
    v, i = lib.nanmedian(x, 0)
    assert v.item() == 2.0 and i.item() == 4
    assert math.isnan(lib.nanmedian(lib.tensor([NAN, NAN])).item())


def test_median_tie_index_and_empty_input(lib):
    assert lib.median(lib.tensor([2.0, 1.0, 2.0, 3.0, 2.0]), 0).indices.item() == 2
    assert math.isnan(lib.median(lib.tensor([])).item())
    with pytest.raises(IndexError, match="non-zero size"):
        lib.median(lib.zeros(0, 3), 0)



@pytest.mark.parametrize("fn", ["median", "nanmedian"])
def test_median_dim_of_long_tied_rows_is_the_stable_orders_middle(lib, fn):
    """Rows of hundreds of ties (±0 among them): the value and index are those at rank
    (n - 1) // 2 of the stable sort, along either dim."""
    x = np.random.default_rng(3).choice([-1.0, -0.0, 0.0, 2.0], size=(7, 301)).astype(np.float32)
    for d in (0, 1):
        v, i = getattr(lib, fn)(lib.tensor(x), d)
        rows = np.moveaxis(x, d, -1)
        order = np.argsort(rows, axis=-1, kind="stable")[:, (rows.shape[-1] - 1) // 2]
        assert _l(i) == order.tolist()
        picked = rows[np.arange(len(rows)), order]
        assert np.signbit(np.asarray(_l(v))).tolist() == np.signbit(picked).tolist()

def test_whole_tensor_median_shares_the_gradient_among_ties(lib):
    x = lib.tensor([2.0, 1.0, 2.0, 3.0, 2.0], requires_grad=True)
    (g,) = lib.autograd.grad(lib.median(x), x)
    np.testing.assert_allclose(_l(g), [1 / 3, 0, 1 / 3, 0, 1 / 3])
    x = lib.tensor([2.0, NAN, 2.0, NAN], requires_grad=True)
    (g,) = lib.autograd.grad(lib.median(x), x)
    assert _l(g) == [0.0, 0.5, 0.0, 0.5]
    x = lib.tensor([[2.0, 1.0, 2.0]], requires_grad=True)
    (g,) = lib.autograd.grad(lib.median(x, 1).values.sum(), x)  # median.dim: the index only
    assert sum(_l(g)[0]) == 1.0


def test_median_refuses_bool(lib):
    with pytest.raises(NotImplementedError):
        lib.median(lib.tensor([True, False]))


def test_mode_is_the_smallest_most_frequent_value_at_its_last_index(lib):
    v, i = lib.mode(lib.tensor([1, 2, 2, 3, 3, 1, 5]))
    assert v.item() == 1 and i.item() == 5
    v, i = lib.mode(lib.tensor([[2.0, 1.0, 2.0], [3.0, 3.0, 1.0]]), 0, keepdim=True)
    assert _l(v) == [[2.0, 1.0, 1.0]] and _l(i) == [[0, 0, 1]]
    with pytest.raises(IndexError):
        lib.mode(lib.zeros(0))
    v, i = lib.mode(lib.tensor([NAN, 1.0, 2.0]))  # NaN compares false: it stays first
    assert math.isnan(v.item()) and i.item() == 0


# ───── quantile / nanquantile ─────

@pytest.mark.parametrize(("mode", "expected"), [
    ("linear", [1.3, 2.5, 3.7]), ("lower", [1.0, 2.0, 3.0]), ("higher", [2.0, 3.0, 4.0]),
    ("midpoint", [1.5, 2.5, 3.5]), ("nearest", [1.0, 3.0, 4.0])])
def test_quantile_interpolations(lib, mode, expected):
    x = lib.tensor([4.0, 1.0, 3.0, 2.0], dtype=lib.float64)
    q = lib.tensor([0.1, 0.5, 0.9], dtype=lib.float64)
    np.testing.assert_allclose(_l(lib.quantile(x, q, interpolation=mode)), expected, rtol=1e-12)


def test_quantile_nearest_rounds_half_to_even(lib):
    q = lib.tensor([0.125, 0.375, 0.5, 0.625, 0.875])
    assert _l(lib.quantile(lib.tensor([0.0, 1.0, 2.0]), q, interpolation="nearest")) == [0.0, 1.0, 1.0, 1.0, 2.0]


def test_quantile_shapes_with_dim_keepdim_and_tensor_q(lib):
    x = lib.arange(24.0).reshape(2, 3, 4)
    q = lib.tensor([0.25, 0.5])
    assert tuple(lib.quantile(x, q, dim=1, keepdim=True).shape) == (2, 2, 1, 4)
    assert tuple(lib.quantile(x, 0.5, dim=1).shape) == (2, 4)
    assert tuple(x.quantile(q, keepdim=True).shape) == (2, 1, 1, 1)
    assert tuple(lib.quantile(x, lib.tensor(0.5)).shape) == ()


def test_quantile_with_nan_and_nanquantile(lib):
    x = lib.tensor([[1.0, NAN, 3.0], [NAN, NAN, NAN], [1.0, 2.0, 4.0]])
    _same(_l(lib.quantile(x, 0.5, dim=1)), [NAN, NAN, 2.0])
    _same(_l(lib.nanquantile(x, 0.5, dim=1)), [2.0, NAN, 2.0])


def test_quantile_gradient_reaches_both_neighbours_and_q(lib):
    x = lib.tensor([4.0, 1.0, 3.0, 2.0], dtype=lib.float64, requires_grad=True)
    q = lib.tensor(0.5, dtype=lib.float64, requires_grad=True)
    gx, gq = lib.autograd.grad(lib.quantile(x, q), (x, q))
    assert _l(gx) == [0.0, 0.0, 0.5, 0.5] and gq.item() == pytest.approx(3.0)


@pytest.mark.parametrize(("call", "match"), [
    (lambda lib: lib.quantile(lib.tensor([1, 2]), 0.5), "float or double"),
    (lambda lib: lib.quantile(lib.tensor([1.0]), 1.5), r"range \[0, 1\]"),
    (lambda lib: lib.quantile(lib.tensor([1.0]), lib.tensor([0.5, 2.0])), r"range \[0, 1\]"),
    (lambda lib: lib.quantile(lib.tensor([1.0]), lib.tensor(0.5, dtype=lib.float64)), "same dtype"),
    (lambda lib: lib.quantile(lib.tensor([1.0]), lib.tensor([[0.5]])), "scalar or 1D"),
    (lambda lib: lib.quantile(lib.tensor([]), 0.5), "non-empty"),
    (lambda lib: lib.quantile(lib.tensor([1.0]), 0.5, interpolation="cubic"), "interpolation must be")])
def test_quantile_errors(lib, call, match):
    with pytest.raises(RuntimeError, match=match):
        call(lib)


# ───── histc ─────

def test_histc_bins_and_explicit_range(lib):
    x = lib.tensor([1.0, 2.0, 1.0, 4.0, 2.5, 7.0])
    assert _l(lib.histc(x, bins=3)) == [4.0, 1.0, 1.0]
    assert _l(x.histc(bins=2, min=1, max=3)) == [2.0, 2.0]  # 4 and 7 are outside; 3 = max goes last
    assert _l(lib.histc(lib.tensor([2.0, 2.0, 2.0]), bins=4)) == [0.0, 0.0, 3.0, 0.0]
    assert lib.histc(x.double(), bins=2).dtype == lib.float64


def test_histc_bin_of_a_value_on_an_edge_follows_pytorchs_rounding(lib):
    x = lib.tensor([0.0, 0.1, 0.2, 0.3, 0.4, 0.6])  # float32: 0.2 / 0.6 * 3 would round down
    assert _l(lib.histc(x, bins=3)) == [2.0, 2.0, 2.0]


def test_histc_errors_and_no_gradient(lib):
    with pytest.raises(RuntimeError, match="max must be larger than min"):
        lib.histc(lib.tensor([1.0]), bins=2, min=3, max=1)
    with pytest.raises(RuntimeError, match="bins must be > 0"):
        lib.histc(lib.tensor([1.0]), bins=0)
    with pytest.raises(RuntimeError, match="not finite"):
        lib.histc(lib.tensor([1.0, math.inf]), bins=2)
    with pytest.raises(NotImplementedError):
        lib.histc(lib.tensor([1, 2]), bins=2)
    assert not lib.histc(lib.ones(3, requires_grad=True), bins=2).requires_grad


# ───── searchsorted ─────

def test_searchsorted_left_right_and_side(lib):
    seq = lib.tensor([1.0, 3.0, 3.0, 5.0])
    v = lib.tensor([[3.0, 0.0], [6.0, 4.0]])
    assert _l(lib.searchsorted(seq, v)) == [[1, 0], [4, 3]]
    assert _l(lib.searchsorted(seq, v, right=True)) == [[3, 0], [4, 3]]
    assert _l(lib.searchsorted(seq, v, side="right")) == [[3, 0], [4, 3]]
    assert lib.searchsorted(seq, 3.0).item() == 1
    with pytest.raises(RuntimeError, match="can't be set to opposites"):
        lib.searchsorted(seq, v, right=True, side="left")


def test_searchsorted_rows_sorter_and_int32(lib):
    seq = lib.tensor([[1, 3, 5], [2, 4, 6]])
    out = lib.searchsorted(seq, lib.tensor([[3], [7]]), out_int32=True)
    assert _l(out) == [[1], [3]] and out.dtype == lib.int32
    unsorted = lib.tensor([5.0, 1.0, 3.0])
    assert _l(lib.searchsorted(unsorted, lib.tensor([3.0, 4.0]), sorter=lib.tensor([1, 2, 0]))) == [1, 2]
    with pytest.raises(RuntimeError):
        lib.searchsorted(lib.tensor([[1.0, 3.0]]), lib.tensor([3.0, 4.0, 5.0]))


# ───── nonzero / masked_select / unique / unique_consecutive ─────

def test_nonzero_and_as_tuple(lib):
    x = lib.tensor([[0, 1, 0], [2, 0, 3]])
    assert _l(lib.nonzero(x)) == [[0, 1], [1, 0], [1, 2]]
    rows, cols = x.nonzero(as_tuple=True)
    assert _l(rows) == [0, 1, 1] and _l(cols) == [1, 0, 2]
    assert _l(x[x.nonzero(as_tuple=True)]) == [1, 2, 3]
    assert tuple(lib.nonzero(lib.tensor(5.0)).shape) == (1, 0)
    assert [_l(t) for t in lib.nonzero(lib.tensor(5.0), as_tuple=True)] == [[0]]
    assert [_l(t) for t in lib.nonzero(lib.tensor(0.0), as_tuple=True)] == [[]]


def test_masked_select_broadcasts_and_scatters_its_gradient(lib):
    x = lib.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], requires_grad=True)
    mask = lib.tensor([True, False, True])
    out = lib.masked_select(x, mask)
    assert _l(out) == [1.0, 3.0, 4.0, 6.0]
    (g,) = lib.autograd.grad(out, x, lib.tensor([1.0, 2.0, 3.0, 4.0]))
    assert _l(g) == [[1.0, 0.0, 2.0], [3.0, 0.0, 4.0]]
    b = lib.tensor([2.0], requires_grad=True)
    (g,) = lib.autograd.grad(lib.masked_select(b, mask).sum(), b)  # broadcast self: summed back
    assert _l(g) == [2.0]
    with pytest.raises(RuntimeError, match="BoolTensor"):
        lib.masked_select(x, lib.tensor([1, 0, 1]))


def test_unique_flags_and_dim(lib):
    x = lib.tensor([3, 1, 1, 2, 3, 3])
    assert _l(lib.unique(x)) == [1, 2, 3]
    out, inv, counts = lib.unique(x, return_inverse=True, return_counts=True)
    assert _l(out) == [1, 2, 3] and _l(inv) == [2, 0, 0, 1, 2, 2] and _l(counts) == [2, 1, 3]
    out, counts = x.unique(return_counts=True)
    assert _l(counts) == [2, 1, 3]
    rows = lib.tensor([[1, 2], [1, 2], [0, 5]])
    out, inv, counts = lib.unique(rows, dim=0, return_inverse=True, return_counts=True)
    assert _l(out) == [[0, 5], [1, 2]] and _l(inv) == [1, 1, 0] and _l(counts) == [1, 2]
    out, inv = lib.unique(rows, dim=1, return_inverse=True)
    assert _l(out) == [[1, 2], [1, 2], [0, 5]] and _l(inv) == [0, 1]
    out, inv = lib.unique(lib.tensor([[2, 1], [1, 2]]), return_inverse=True)
    assert _l(inv) == [[1, 0], [0, 1]]
    _same(_l(lib.unique(lib.tensor([1.0, NAN, NAN]))), [1.0, NAN, NAN])


def test_unique_consecutive(lib):
    x = lib.tensor([1, 1, 2, 2, 3, 1, 1])
    out, inv, counts = lib.unique_consecutive(x, return_inverse=True, return_counts=True)
    assert _l(out) == [1, 2, 3, 1] and _l(inv) == [0, 0, 1, 1, 2, 3, 3] and _l(counts) == [2, 2, 1, 2]
    rows = lib.tensor([[1, 2], [1, 2], [3, 3], [1, 2]])
    out, counts = rows.unique_consecutive(dim=0, return_counts=True)
    assert _l(out) == [[1, 2], [3, 3], [1, 2]] and _l(counts) == [2, 1, 1]


# ───── vmap (tensorplay against torch.func) ─────

def _both_vmap(torch, fn_tp, fn_torch, *arrays, in_dims=0):
    mine = tp.func.vmap(fn_tp, in_dims=in_dims)(*[tp.tensor(a) for a in arrays])
    with warnings.catch_warnings():  # torch warns about its slow fallbacks and copies
        warnings.simplefilter("ignore")
        theirs = torch.func.vmap(fn_torch, in_dims=in_dims)(*[torch.tensor(a) for a in arrays])
    mine = mine if isinstance(mine, tuple) else (mine,)
    theirs = theirs if isinstance(theirs, tuple) else (theirs,)
    for m, t in zip(mine, theirs, strict=True):
        np.testing.assert_allclose(m.numpy(), t.numpy(), rtol=1e-12)


@pytest.mark.parametrize("name", ["nonzero", "unique", "unique_consecutive"])
def test_vmap_refuses_data_dependent_shapes(name, torch):
    x = np.array([[0.0, 1.0], [2.0, 2.0]])
    with pytest.raises(RuntimeError, match="dynamic shape"):
        torch.func.vmap(getattr(torch, name))(torch.tensor(x))
    with pytest.raises(RuntimeError, match="data-dependent"):
        tp.func.vmap(getattr(tp, name))(tp.tensor(x))


def test_vmap_of_masked_select(torch):
    x = np.arange(24.0).reshape(3, 4, 2)
    mask = np.array([True, False])
    _both_vmap(torch, lambda a: tp.masked_select(a, tp.tensor(mask)),
               lambda a: torch.masked_select(a, torch.tensor(mask)), x)
    _both_vmap(torch, lambda a: tp.masked_select(a, tp.tensor(mask)),
               lambda a: torch.masked_select(a, torch.tensor(mask)), x, in_dims=1)
    with pytest.raises(RuntimeError, match="vmap over `mask`"):
        torch.func.vmap(torch.masked_select)(torch.tensor(x), torch.tensor(x > 3))
    with pytest.raises(RuntimeError, match=r"vmap over `mask`.*data-dependent"):
        tp.func.vmap(tp.masked_select)(tp.tensor(x), tp.tensor(x > 3))


def test_vmap_of_searchsorted_and_histc(torch):
    rng = np.random.default_rng(0)
    seqs = np.sort(rng.standard_normal((3, 5)), axis=1)
    values = rng.standard_normal((3, 4))
    _both_vmap(torch, tp.searchsorted, torch.searchsorted, seqs, values)
    _both_vmap(torch, lambda v: tp.searchsorted(tp.tensor(seqs[0]), v),
               lambda v: torch.searchsorted(torch.tensor(seqs[0]), v), values.reshape(3, 2, 2))
    _both_vmap(torch, lambda s: tp.searchsorted(s, tp.tensor(values[0]), right=True),
               lambda s: torch.searchsorted(s, torch.tensor(values[0]), right=True), seqs)
    _both_vmap(torch, lambda a: tp.histc(a, bins=4), lambda a: torch.histc(a, bins=4), values)
    _both_vmap(torch, lambda a: tp.histc(a, bins=3, min=-1, max=1),
               lambda a: torch.histc(a, bins=3, min=-1, max=1), values.T.copy())
    nested = tp.func.vmap(tp.func.vmap(lambda a: tp.histc(a, bins=3)))(tp.tensor(rng.standard_normal((2, 3, 5))))
    assert tuple(nested.shape) == (2, 3, 3) and nested.sum().item() == 30


def test_vmap_of_sort_topk_median_quantile(torch):
    x = np.random.default_rng(1).standard_normal((3, 4, 5))
    _both_vmap(torch, lambda a: tp.sort(a, 0, True), lambda a: torch.sort(a, 0, True), x, in_dims=2)
    _both_vmap(torch, lambda a: tp.topk(a, 2), lambda a: torch.topk(a, 2), x, in_dims=1)
    _both_vmap(torch, lambda a: tp.median(a, 0), lambda a: torch.median(a, 0), x)
    _both_vmap(torch, tp.median, torch.median, x)
    _both_vmap(torch, lambda a: tp.quantile(a, tp.tensor([0.2, 0.7], dtype=tp.float64), dim=1),
               lambda a: torch.quantile(a, torch.tensor([0.2, 0.7], dtype=torch.float64), dim=1), x)
