"""Linear algebra and shape ops where the differential fuzzer (tests/fuzz) found TensorPlay
answering otherwise than PyTorch, mostly under vmap: 0-d samples of ops that refuse them
eagerly (chunk, narrow, pinv, unfold, broadcast_to), torch.func.jvp's empty-output check, and
the determinant's gradients at singular matrices. Stated once, run on tensorplay and on torch
(the `backend` fixture). Where torch.func's own batching rule answers otherwise than eager
PyTorch (tests/fuzz/known.py TORCH_FAILS), the eager answer is checked on both backends and
tensorplay's vmap against it."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

import tensorplay as tp

NAN, INF = float("nan"), float("inf")


def _t(lib, values):
    return lib.tensor(np.asarray(values, dtype=np.float64))


def _raises(fn) -> str | None:
    try:
        fn()
    except Exception as exc:  # the class is what is compared
        return type(exc).__name__.lstrip("_")
    return None


# ───────────────────────────── vmap of 0-d samples ─────────────────────────────

@pytest.mark.parametrize("call, error", [
    (lambda lib, v: lib.chunk(v, 3, -1), "RuntimeError"),  # chunk expects at least a 1-d tensor
    (lambda lib, v: lib.narrow(v, 0, 4, 0), "RuntimeError"),  # narrow() cannot be applied to a 0-dim
    (lambda lib, v: lib.linalg.pinv(v, atol=1e-8), "IndexError"),  # Dimension specified as -2
    (lambda lib, v: v.unfold(0, 2, 1), "RuntimeError"),  # maximum size ... is 1 but size is 2
])
def test_vmap_of_a_0d_sample_raises_eagers_error(backend, call, error):
    """The rules ran the op on the batch as if the sample had a dim (chunk and narrow then
    failed on the batch dim with IndexError, unfold cut windows across the samples); a 0-d
    sample now gets the op's own eager check first."""
    lib = backend
    assert _raises(lambda: call(lib, _t(lib, 2.5))) == error
    assert _raises(lambda: lib.func.vmap(lambda v: call(lib, v))(_t(lib, [1.0, 2.0, 3.0]))) == error


def test_vmap_unfold_of_0d_samples_is_each_samples_unfold(backend):
    """A 0-d sample unfolds to one window of one element: (3,) samples give (3, 1)."""
    lib = backend
    x = _t(lib, [1.5, -2.0, 3.0])
    for dim in (0, -1):
        out = lib.func.vmap(lambda v, d=dim: v.unfold(d, 1, 1))(x)
        assert tuple(out.shape) == (3, 1)
        np.testing.assert_array_equal(out.numpy(), [[1.5], [-2.0], [3.0]])
    # size 1 with step 2: still one window per sample (the batch dim is not stepped over)
    assert tuple(tp.func.vmap(lambda v: v.unfold(0, 1, 2))(tp.tensor([1.0, 2.0, 3.0])).shape) == (3, 1)


def test_broadcast_to_minus_one_in_a_new_dim_of_a_0d_sample(backend):
    """-1 keeps an existing size; a new leading dim has none. Eager PyTorch raises RuntimeError
    for a 0-d input (torch.func's rule reads it as 1: TORCH_FAILS); tensorplay's vmap raised
    IndexError (`tuple index out of range`) and now raises the eager RuntimeError."""
    lib = backend
    assert _raises(lambda: lib.broadcast_to(_t(lib, 1.5), [2, -1, 4])) == "RuntimeError"
    assert _raises(lambda: tp.func.vmap(lambda v: tp.broadcast_to(v, [2, -1, 4]))(
        tp.tensor([1.0, 2.0, 3.0]))) == "RuntimeError"
    out = lib.func.vmap(lambda v: lib.broadcast_to(v, [2, 1, 4]))(_t(lib, [1.0, 2.0, 3.0]))
    assert tuple(out.shape) == (3, 2, 1, 4)


def test_roll_of_0d_samples_returns_them(backend):
    """Eager roll of a 0-d tensor returns it; torch.func's rule rolls across the samples
    (TORCH_FAILS), tensorplay's vmap returns each sample."""
    lib = backend
    assert float(lib.roll(_t(lib, 1.5), 1)) == 1.5
    out = tp.func.vmap(lambda v: tp.roll(v, 1))(tp.tensor([0.0, 1.0, 2.0]))
    np.testing.assert_array_equal(out.numpy(), [0.0, 1.0, 2.0])


def test_mv_of_a_0d_matrix_raises_index_error(backend):
    """Eager torch.mv of a 0-d matrix: IndexError (`Dimension specified as 0`); torch.func's
    rule checks the ranks first (RuntimeError, TORCH_FAILS), tensorplay's vmap raises eager's."""
    lib = backend
    vec = _t(lib, [1.0, 2.0, 3.0, 4.0])
    assert _raises(lambda: lib.mv(_t(lib, 1.5), vec)) == "IndexError"
    assert _raises(lambda: tp.func.vmap(lambda m: tp.mv(m, tp.tensor([1.0, 2.0])))(
        tp.tensor([1.0, 2.0, 3.0]))) == "IndexError"


# ───────────────────────────── matrix products under vmap ─────────────────────────────

def test_bmm_under_vmap_checks_the_batch_sizes_as_eager_bmm(backend):
    """Eager bmm needs equal batch sizes (an empty one too); torch.func's rule broadcasts them
    (TORCH_FAILS); tensorplay's vmap raises eager's RuntimeError."""
    lib = backend
    m = _t(lib, np.ones((1, 2, 1)))
    assert _raises(lambda: lib.bmm(_t(lib, np.ones((0, 2, 2))), m)) == "RuntimeError"
    assert _raises(lambda: lib.baddbmm(_t(lib, np.ones((0, 1))), _t(lib, np.ones((2, 3, 5))),
                                       _t(lib, np.ones((2, 5, 4))), beta=0)) == "RuntimeError"
    assert _raises(lambda: tp.func.vmap(lambda x: tp.bmm(x, tp.ones(1, 2, 1, dtype=tp.float64)))(
        tp.ones(3, 0, 2, 2, dtype=tp.float64))) == "RuntimeError"


def test_addmm_with_beta_zero_ignores_nan_in_self(backend):
    """'If beta is 0, then input will be ignored, and nan and inf in it will not be propagated'
    (torch.addmm). torch.func's rule multiplies self by beta (TORCH_FAILS); tensorplay's vmap
    keeps eager's answer."""
    lib = backend
    m1, m2 = _t(lib, [[1.0, 2.0], [3.0, 4.0]]), _t(lib, [[1.0, 0.0], [0.0, 1.0]])
    self = _t(lib, [[NAN], [INF]])
    eager = lib.addmm(self, m1, m2, beta=0)
    np.testing.assert_array_equal(eager.numpy(), [[1.0, 2.0], [3.0, 4.0]])
    tm1, tm2 = _t(tp, [[1.0, 2.0], [3.0, 4.0]]), _t(tp, [[1.0, 0.0], [0.0, 1.0]])
    out = tp.func.vmap(lambda s: tp.addmm(s, tm1, tm2, beta=0))(_t(tp, [[[NAN], [INF]]] * 3))
    np.testing.assert_array_equal(out.numpy(), [[[1.0, 2.0], [3.0, 4.0]]] * 3)


# ───────────────────────────── transforms ─────────────────────────────

def test_jvp_of_a_function_with_no_output_raises(backend):
    """unbind of an empty dim returns (): torch.func.jvp refuses a function with no output."""
    lib = backend
    x = _t(lib, np.zeros((0, 2)))
    assert _raises(lambda: lib.func.jvp(lambda v: lib.unbind(v), (x,), (x,))) == "RuntimeError"


# ───────────────────────────── slogdet's gradient ─────────────────────────────

def _slogdet_grad(lib, a, which):
    """torch.func.grad of <output `which` of slogdet, cotangent>."""
    A = _t(lib, a)
    cot = _t(lib, np.linspace(-1.0, 1.0, int(np.prod(A.shape[:-2]))).reshape(A.shape[:-2]))
    return lib.func.grad(lambda x: (lib.linalg.slogdet(x)[which] * cot).sum())(A)


@pytest.mark.parametrize("a", [
    [[[-INF, 0.039, -INF], [-1.33, -0.87, -0.40], [-INF, 1.16, 0.81]],
     [[INF, -0.56, 1.01], [INF, INF, INF], [-INF, -0.33, -1.53]]],  # inf: 0 * inf was NaN
    [[0.64, -1.43, 1.20], [1.27, NAN, NAN], [0.31, -0.38, -0.49]],  # NaN
    [[0.0, 0.0, 0.0], [0.0, 2.37, 0.0], [-1.40, 0.08, 0.25]],  # singular: inverse raised
])
def test_gradient_of_slogdets_sign_alone_is_zero(backend, a):
    """The sign's gradient is never read: PyTorch's formula sees logabsdet's gradient
    undefined and gives none (zeros from torch.func.grad). TensorPlay ran the formula on a
    zero gradient: 0 * A^-T was NaN at inf and NaN, and A^-T raised for a singular A."""
    lib = backend
    np.testing.assert_array_equal(_slogdet_grad(lib, a, 0).numpy(), np.zeros(np.shape(a)))


def test_slogdet_only_sign_used_gives_no_gradient(backend):
    """autograd.grad of the sign alone: no gradient reaches the input (None with allow_unused)."""
    lib = backend
    A = _t(lib, [[2.0, 1.0], [1.0, 3.0]]).requires_grad_()
    sign, _ = lib.linalg.slogdet(A)
    assert lib.autograd.grad(sign * 1.0, A, allow_unused=True) == (None,)


@pytest.mark.parametrize("a, c_order", [
    ([[-0.85, 0.86, -0.33]] * 3, False),  # an expanded row: rank 1, column-major LU
    ([[[-1.38, -0.51, -0.0], [0.0, 0.0, -0.0], [-0.0, 0.79, -0.0]],
      [[0.89, 1.51, -0.86], [0.78, 1.03, -0.32], [-0.34, -0.68, 0.56]]], True),  # a zero row
])
def test_slogdet_gradient_of_a_singular_matrix_is_lu_solves(backend, a, c_order):
    """Without create_graph PyTorch solves A^T X = g I against the forward's LU, dividing by a
    zero pivot (inf and NaN, no error); TensorPlay's formula inverted A and raised LinAlgError."""
    lib = backend
    arr = np.asarray(a, dtype=np.float64)
    A = lib.tensor(arr) if c_order else lib.tensor(arr[:1]).expand(3, 3)
    A = A.detach().requires_grad_()
    _, logabsdet = lib.linalg.slogdet(A)
    (g,) = lib.autograd.grad(logabsdet.sum(), A)
    g = g.numpy()
    expected = {False: np.full((3, 3), NAN),
                True: [[[NAN, NAN, NAN], [NAN, NAN, -INF], [NAN, NAN, INF]]]}[c_order]
    np.testing.assert_array_equal(g[:1] if c_order else g, expected)
    if c_order:  # the invertible matrix of the batch keeps its A^-T
        np.testing.assert_allclose(g[1], np.linalg.inv(arr[1]).T, rtol=1e-10)


# ───────────────────────────── layouts: tensor() and as_strided under vmap ─────────────────────────────

def test_tensor_of_an_ndarray_keeps_its_layout(backend):
    """torch.tensor copies a dense array in its own layout (a transposed array stays
    column-major); an expanded one (a zero stride) becomes contiguous."""
    lib = backend
    a = np.arange(6.0).reshape(2, 3)
    assert lib.tensor(a.T).stride() == (1, 3)
    assert lib.tensor(np.stack([a.T, a.T])).stride() == (6, 1, 3)
    assert lib.tensor(a[:, ::2]).stride() == (2, 1)
    assert lib.tensor(np.broadcast_to(a[:1], (3, 3))).stride() == (3, 1)


@pytest.mark.parametrize("layout", ["T", "perm"])
def test_as_strided_under_vmap_addresses_the_batch_memory_as_it_lies(backend, layout):
    """Each sample's strides address the physical memory of the batch: for samples of a
    transposed (or permuted) array that is the array's own layout, which tensor() keeps.
    TensorPlay made the batch contiguous first (other values)."""
    lib = backend
    a = np.arange(6.0).reshape(2, 3) + 1
    sample = a if layout == "T" else a[None]
    base = np.swapaxes(sample, -1, -2).copy() if layout == "T" else np.transpose(sample, (2, 0, 1)).copy()
    view = np.swapaxes(base, -1, -2) if layout == "T" else np.transpose(base, (1, 2, 0))
    batched = lib.tensor(np.stack([view, view * 0.5, -view]))
    size, stride = [3, 2], [1, 3]
    out = lib.func.vmap(lambda x: lib.as_strided(x, size, stride))(batched)
    mem = np.swapaxes(sample, -1, -2).reshape(-1) if layout == "T" else np.transpose(sample, (2, 0, 1)).reshape(-1)
    first = np.lib.stride_tricks.as_strided(mem, size, [s * 8 for s in stride])
    np.testing.assert_array_equal(out.numpy()[0], first)
    np.testing.assert_array_equal(out.numpy()[2], -first)


# ───────────────────────────── tensordot ─────────────────────────────

def test_tensordot_of_empty_bool_tensors_is_not_refused(backend):
    """PyTorch returns before its dtype dispatch when an input is empty: empty bool operands
    give a bool result (a contraction over an empty dim gives False), non-empty ones are
    refused. TensorPlay refused them all, and an empty contraction failed to reshape
    (`shape '[-1, 0]' is invalid`) for every dtype."""
    lib = backend
    def ones(*shape, dtype=None):
        return lib.ones(*shape, dtype=lib.bool if dtype is None else dtype)
    assert tuple(lib.tensordot(ones(0, 3), ones(4), 0).shape) == (0, 3, 4)
    out = lib.tensordot(ones(2, 0), ones(0, 4), 1)
    assert out.dtype == lib.bool and not out.any() and tuple(out.shape) == (2, 4)
    np.testing.assert_array_equal(lib.tensordot(ones(2, 0, dtype=lib.float64), ones(0, 4, dtype=lib.float64), 1).numpy(),
                                  np.zeros((2, 4)))
    assert _raises(lambda: lib.tensordot(ones(2, 3), ones(3, 4), 1)) == "NotImplementedError"


# ───────────────────────────── addmm in float16 ─────────────────────────────

@pytest.mark.parametrize("beta, alpha", [(1, 1), (2, -3), (0, 0.5), (-0.5, 2)])
def test_addmm_float16_rounds_once(backend, beta, alpha):
    """PyTorch's CPU addmm computes float16 in float32 (the product, alpha and beta * self)
    and rounds once; TensorPlay rounded the product, then each term (2.914 for 2.916)."""
    lib = backend
    rng = np.random.default_rng(3)
    s, a, b = (rng.standard_normal(shape).astype(np.float16) * 3 for shape in ((4, 5), (4, 3), (3, 5)))
    out = lib.addmm(lib.tensor(s), lib.tensor(a), lib.tensor(b), beta=beta, alpha=alpha)
    assert out.dtype == lib.float16
    expected = (np.float32(beta) * s.astype(np.float32) * (beta != 0)
                + np.float32(alpha) * (a.astype(np.float32) @ b.astype(np.float32))).astype(np.float16)
    np.testing.assert_array_equal(out.numpy(), expected)
