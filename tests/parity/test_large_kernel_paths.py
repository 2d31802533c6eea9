"""The kernels' paths for large inputs (taken from ~1-4k elements, so the ops' small samples do
not reach them), stated once and run on tensorplay and on torch (the `backend` fixture), against
NumPy references: floor_divide's floor(a / b) path, sort's and topk's gradient written through
the indices, topk by argmax rounds (with tied infinities), scatter through flat positions,
index_select's and unfold's repeated-index gradients, max/avg pooling's per-window-element
passes, inner of two vectors, multinomial's partial selection."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test runs on torch too
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

RNG = np.random.default_rng(7)


def _np(t):
    return t.detach().numpy()


def _leaf(lib, a):
    return lib.tensor(a, requires_grad=True)


def _same_bits(got, want) -> bool:
    """Bit for bit (signed zeros too), NaN's payload aside (PyTorch's and NumPy's differ)."""
    nan = np.isnan(want)
    return np.array_equal(np.isnan(got), nan) and np.array_equal(got[~nan].view(np.uint8), want[~nan].view(np.uint8))


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_floor_divide_large_is_numpys_divmod_bit_for_bit(backend, dtype):
    a = (RNG.standard_normal(20000) * RNG.choice([1e-3, 1, 1e3, 1e8], 20000)).astype(dtype)
    b = RNG.standard_normal(20000).astype(dtype)
    b[::97], a[::101], a[::103], b[::107], a[::113] = 0, 0, np.nan, np.inf, -0.0
    b[::131], b[::127] = a[::131], a[::127] / 7  # whole quotients
    k = RNG.integers(-2**18, 2**18, 20000).astype(dtype)
    a[1::2] = np.nextafter(k * b, np.inf)[1::2]  # quotients a rounding away from a whole number
    with np.errstate(all="ignore"):
        for x, y, want in ((a, b, np.floor_divide(a, b)), (a, 0.3, np.floor_divide(a, dtype(0.3)))):
            got = backend.floor_divide(backend.tensor(x), backend.tensor(y) if isinstance(y, np.ndarray) else y)
            assert _same_bits(_np(got), want)
            got = backend.div(backend.tensor(x), backend.tensor(np.broadcast_to(y, x.shape).astype(dtype)),
                              rounding_mode="floor")
            assert _same_bits(_np(got), want)


@pytest.mark.parametrize("shape, dim", [((60, 100), 1), ((60, 100), 0), ((8, 30, 40), 1), ((6000,), 0)])
def test_sort_gradient_goes_to_the_sorted_positions(backend, shape, dim):
    x = RNG.standard_normal(shape).astype(np.float32)
    w = RNG.standard_normal(shape).astype(np.float32)
    t = _leaf(backend, x)
    values, idx = t.sort(dim)
    (values * backend.tensor(w)).sum().backward()
    want = np.zeros_like(x)
    np.put_along_axis(want, _np(idx), w, dim)
    assert np.array_equal(_np(t.grad), want)


def test_topk_by_rounds_with_tied_infinities(backend):
    x = np.random.default_rng(3).standard_normal((40, 300)).astype(np.float32)
    x[3, [5, 9, 200]] = np.inf
    x[7, [1, 2]] = -np.inf
    for k, largest in ((1, True), (5, True), (16, False), (3, False)):
        values, idx = backend.topk(backend.tensor(x), k, 1, largest)
        ordered = -np.sort(-x, 1) if largest else np.sort(x, 1)
        assert np.array_equal(_np(values), ordered[:, :k])
        assert np.array_equal(np.take_along_axis(x, _np(idx), 1), ordered[:, :k])
    # tied infinities: PyTorch's order of them (its partial sort's, not the index order)
    assert _np(backend.topk(backend.tensor(x), 3, 1)[1])[3].tolist() == [200, 9, 5]
    assert _np(backend.topk(backend.tensor(x), 2, 1, False)[1])[7].tolist() == [2, 1]


def test_scatter_large_writes_the_last_of_repeated_positions(backend):
    x = RNG.standard_normal((60, 100)).astype(np.float32)
    idx = RNG.integers(0, 60, (50, 100))
    src = RNG.standard_normal((50, 100)).astype(np.float32)
    got = backend.tensor(x).scatter(0, backend.tensor(idx), backend.tensor(src))
    want = x.copy()
    for i in range(50):  # in order: the last write wins (the order PyTorch's CPU loop writes in)
        want[idx[i], np.arange(100)] = src[i]
    assert np.array_equal(_np(got), want)


@pytest.mark.parametrize("dim", [0, 1])
def test_index_select_gradient_adds_repeated_rows_in_order(backend, dim):
    x = RNG.standard_normal((300, 50) if dim == 0 else (50, 300)).astype(np.float32)
    index = RNG.integers(0, 4, 400)
    shape = (400, 50) if dim == 0 else (50, 400)
    g = RNG.standard_normal(shape).astype(np.float32)
    t = _leaf(backend, x)
    (backend.index_select(t, dim, backend.tensor(index)) * backend.tensor(g)).sum().backward()
    want = np.zeros_like(x)
    np.add.at(want, (slice(None),) * dim + (index,), g)
    assert np.array_equal(_np(t.grad), want)


def test_unfold_gradient_adds_overlapping_windows(backend):
    x = RNG.standard_normal(6001).astype(np.float32)
    t = _leaf(backend, x)
    out = t.unfold(0, 5, 2)
    g = RNG.standard_normal(tuple(out.shape)).astype(np.float32)
    (out * backend.tensor(g)).sum().backward()
    want = np.zeros_like(x)
    np.add.at(want, np.add.outer(np.arange(out.shape[0]) * 2, np.arange(5)), g)
    assert np.array_equal(_np(t.grad), want)


def _windows(x, k, s):
    n, c, h, w = x.shape
    return [(i, j, x[:, :, i * s:i * s + k, j * s:j * s + k].reshape(n, c, -1))
            for i in range((h - k) // s + 1) for j in range((w - k) // s + 1)]


@pytest.mark.parametrize("shape", [(2, 3, 9, 9), (4, 8, 25, 25)])  # 108 windows, 4608: the passes
def test_max_pool2d_first_maximum_last_nan(backend, shape):
    x = np.round(RNG.standard_normal(shape) * 2).astype(np.float32)  # ties
    x[0, 0, :3, :3] = -np.inf
    x[1, 2, 4, 4] = x[1, 2, 4, 5] = np.nan
    t = _leaf(backend, x)
    out = backend.nn.functional.max_pool2d(t, 3, 2)
    out.sum().backward()
    want, grad = np.zeros(tuple(out.shape), np.float32), np.zeros_like(x)
    for i, j, win in _windows(x, 3, 2):
        for a in range(shape[0]):
            for b in range(shape[1]):
                v = win[a, b]
                pos = np.flatnonzero(np.isnan(v))[-1] if np.isnan(v).any() else (
                    0 if np.all(v == -np.inf) else int(np.argmax(v)))
                want[a, b, i, j] = v[pos]
                grad[a, b, i * 2 + pos // 3, j * 2 + pos % 3] += 1
    assert np.array_equal(_np(out), want, equal_nan=True)
    assert np.array_equal(_np(t.grad), grad)


def test_avg_pool2d_sums_each_window_in_row_order(backend):
    x = RNG.standard_normal((4, 8, 25, 25)).astype(np.float32)  # 4608 windows: the passes
    out = backend.nn.functional.avg_pool2d(backend.tensor(x), 3, 2)
    want = np.zeros(tuple(out.shape), np.float32)
    for i, j, win in _windows(x, 3, 2):
        total = np.zeros(win.shape[:2], np.float32)
        for e in range(9):
            total += win[..., e]
        want[:, :, i, j] = total / np.float32(9)
    assert np.array_equal(_np(out), want)


def test_inner_of_vectors_and_its_gradient(backend):
    a, b = RNG.standard_normal(5000), RNG.standard_normal(5000)
    ta, tb = _leaf(backend, a), _leaf(backend, b)
    out = backend.inner(ta, tb)
    out.backward()
    assert _np(out) == pytest.approx(np.dot(a, b), rel=1e-12)
    assert np.array_equal(_np(ta.grad), b) and np.array_equal(_np(tb.grad), a)


def test_multinomial_without_replacement_draws_distinct_positive_categories(backend):
    p = RNG.random((3, 5000))
    p[:, ::2] = 0  # zero weight: never drawn
    out = _np(backend.multinomial(backend.tensor(p), 20))
    assert out.shape == (3, 20) and out.dtype == np.int64
    for row, w in zip(out, p):
        assert len(set(row.tolist())) == 20 and (w[row] > 0).all()
