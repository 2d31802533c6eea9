"""Linear algebra where the differential fuzzer (tests/fuzz) found TensorPlay answering
otherwise than PyTorch: non-finite and singular matrices (where LAPACK's order of operations
decides where inf and NaN land, and whether a pivot is exactly zero), the first-order
determinant gradient, Cholesky's checks and tangent, argument checks. Stated once, run on
tensorplay and on torch (the `backend` fixture); the random sweeps compare with torch."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

INF, NAN = float("inf"), float("nan")


def _t(lib, values, grad=False):
    t = lib.tensor(np.asarray(values, dtype=np.float64))
    return t.requires_grad_() if grad else t


def _columns_major(lib, values, grad=False):
    """The same matrix laid out column-major (a transposed view: not contiguous)."""
    a = np.asarray(values, dtype=np.float64)
    t = lib.tensor(np.ascontiguousarray(np.swapaxes(a, -1, -2))).transpose(-1, -2)
    return t.detach().requires_grad_() if grad else t


def _eq(actual, expected):
    np.testing.assert_array_equal(np.asarray(actual.detach().numpy()), np.asarray(expected, dtype=np.float64))


def _same(mine, theirs, rtol=1e-6):
    """Both raised the same class, or both answered with NaN in the same places and close values."""
    if isinstance(mine, str) or isinstance(theirs, str):
        return mine == theirs
    return np.array_equal(np.isnan(mine), np.isnan(theirs)) and np.allclose(mine, theirs, rtol, 1e-9, equal_nan=True)


def _outcome(fn):
    try:
        return fn().detach().numpy()
    except Exception as exc:  # the class is what is compared
        return type(exc).__name__.lstrip("_")


def _non_finite(rng, shape, p=0.25):
    a = rng.normal(size=shape)
    return np.where(rng.random(shape) < p, rng.choice([INF, -INF, NAN, 0.0], shape), a)


def test_inverse_of_a_matrix_holding_inf_or_nan_is_lapacks_lu_solve(backend):
    """linalg.inv solves A X = I through LU (getrf, getrs): NaN wherever 0 * inf or inf - inf
    reach an entry in that order ([[nan, .6], [-.7, -.9]] is NaN throughout, NumPy's inverse
    kept a finite row), in both layouts."""
    lib = backend
    a = [[[INF, 2.5563], [-INF, -0.5595]], [[INF, -0.3978], [0.1221, INF]],
         [[1.0582, NAN], [0.2077, NAN]], [[NAN, 0.6457], [-0.7059, -0.952]]]
    expected = [[[NAN, NAN], [NAN, NAN]], [[0.0, 0.0], [0.0, 0.0]], [[NAN, NAN], [NAN, NAN]],
                [[NAN, NAN], [NAN, NAN]]]
    _eq(lib.linalg.inv(_t(lib, a)), expected)
    _eq(lib.inverse(_columns_major(lib, a)), expected)


def test_inverse_raises_for_an_exact_zero_pivot_only(backend):
    """An exactly singular matrix raises (the pivot named); a matrix holding inf whose LU meets
    no exact zero pivot does not."""
    lib = backend
    with pytest.raises(lib.linalg.LinAlgError, match="diagonal element 2 is zero"):
        lib.linalg.inv(_t(lib, [[1.0, 2.0], [1.0, 2.0]]))
    with pytest.raises(lib.linalg.LinAlgError, match=r"\(Batch element 1\): The diagonal element 3"):
        lib.linalg.inv(_t(lib, [np.eye(3), [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [1.0, 0.0, 0.0]]]))
    _eq(lib.linalg.inv(_t(lib, [[INF, 1.0], [1.0, 1.0]])), [[0.0, 0.0], [0.0, 1.0]])


def test_inverse_and_its_gradient_of_random_non_finite_matrices_agree_with_torch(torch):
    rng = np.random.default_rng(24)
    for _ in range(300):
        n = int(rng.integers(1, 5))
        a = _non_finite(rng, (int(rng.integers(1, 3)), n, n))
        for layout in (_t, _columns_major):
            assert _same(_outcome(lambda lib=tp: lib.linalg.inv(layout(lib, a))),
                         _outcome(lambda lib=torch: lib.linalg.inv(layout(lib, a)))), a


def test_det_first_order_gradient_is_the_lu_solve_with_zero_pivots_raised_to_eps(backend):
    """linalg_det_backward without grad mode: A^T X = grad * det * I against the forward's LU
    (of A^T for a contiguous A, of A otherwise), zero pivots raised to eps: no LinAlgError for
    a non-finite matrix (it raised), 0 for a singular one; under create_graph the adjugate."""
    lib = backend
    x = _t(lib, [[-0.1735, 1.105, -0.0], [-1.1378, INF, 0.9169], [-INF, 1.3417, -1.2412]], grad=True)
    _eq(lib.autograd.grad(lib.linalg.det(x), x)[0], np.full((3, 3), NAN))
    x = _t(lib, [[2.0, 1.0], [INF, 3.0]], grad=True)
    _eq(lib.autograd.grad(lib.linalg.det(x), x)[0], np.full((2, 2), NAN))
    y = _columns_major(lib, [[2.0, 1.0], [INF, 3.0]], grad=True)
    _eq(lib.autograd.grad(lib.det(y), y)[0], [[NAN, -INF], [NAN, NAN]])
    s = _t(lib, [[1.0, 2.0], [2.0, 4.0]], grad=True)
    _eq(lib.autograd.grad(lib.linalg.det(s), s)[0], [[0.0, 0.0], [0.0, 0.0]])
    g, = lib.autograd.grad(lib.linalg.det(s), s, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), [[4.0, -2.0], [-2.0, 1.0]], atol=1e-12)


def test_det_gradient_of_random_non_finite_matrices_agrees_with_torch(torch):
    rng = np.random.default_rng(8)
    for _ in range(200):
        n = int(rng.integers(2, 5))
        a = _non_finite(rng, (int(rng.integers(1, 3)), n, n))
        g = rng.normal(size=a.shape[:1])
        for layout in (_t, _columns_major):
            def grad(lib, layout=layout):
                x = layout(lib, a, grad=True)
                return lib.autograd.grad(lib.linalg.det(x), x, lib.tensor(g))[0]
            assert _same(_outcome(lambda: grad(tp)), _outcome(lambda: grad(torch))), a


def test_slogdet_create_graph_gradient_solves_with_the_transpose(backend):
    """slogdet_backward under grad mode is linalg.solve(A^T, grad * I): LAPACK factors A^T, so a
    row of -inf leaves that row of the gradient finite (inverse(A)^T was NaN throughout)."""
    lib = backend
    x = _t(lib, [[0.089, -0.3917, -0.3666], [-0.4101, -0.3035, -0.8209], [-INF, -INF, -1.5344]], grad=True)
    g, = lib.autograd.grad(lib.linalg.slogdet(x)[1], x, create_graph=True)
    _eq(g, [[NAN] * 3, [NAN] * 3, [-0.0, -0.0, 0.0]])
    _eq(lib.autograd.grad(lib.logdet(x), x, create_graph=True)[0], [[NAN] * 3, [NAN] * 3, [-0.0, -0.0, 0.0]])


def test_cholesky_fails_at_the_first_non_positive_pivot_of_a_matrix_holding_inf(backend):
    """potrf on a matrix holding inf: inf / inf and inf - inf make a NaN pivot, which fails
    (the leading minor named), where NumPy's factor returned inf on the diagonal."""
    lib = backend
    a = [[INF, -INF, -INF], [-0.2025, 2.0012, 0.3649], [-INF, 0.3649, INF]]
    with pytest.raises(lib.linalg.LinAlgError, match="leading minor of order 3 is not"):
        lib.linalg.cholesky(_t(lib, a))
    b = [[[INF, INF, 0.17], [INF, INF, -0.14], [0.17, -0.14, 1.08]], np.eye(3)]
    with pytest.raises(lib.linalg.LinAlgError, match=r"\(Batch element 0\).*order 2 is not"):
        lib.linalg.cholesky(_t(lib, b), upper=True)
    _eq(lib.linalg.cholesky(_t(lib, [[INF, 0.0], [0.0, 4.0]])), [[INF, 0.0], [0.0, 2.0]])


def test_cholesky_of_random_non_finite_matrices_agrees_with_torch(torch):
    rng = np.random.default_rng(3)
    for _ in range(300):
        n = int(rng.integers(1, 5))
        b = rng.normal(size=(n, n))
        a = np.where(rng.random((n, n)) < 0.3, rng.choice([INF, -INF, NAN, 0.0], (n, n)), b @ b.T + n * np.eye(n))
        upper = bool(rng.integers(0, 2))
        assert _same(_outcome(lambda: tp.linalg.cholesky(_t(tp, a), upper=upper)),
                     _outcome(lambda: torch.linalg.cholesky(_t(torch, a), upper=upper))), (a, upper)


def test_cholesky_upper_tangent_takes_the_tangent_as_it_is(backend):
    """cholesky_jvp with upper: dU = (L Phi(L^-1 dA L^-T))^T, L = U^T, for the tangent as given
    (a non-symmetric dA is not transposed first)."""
    lib = backend
    a = _t(lib, [[4.0, 2.0], [2.0, 3.0]])
    da = _t(lib, [[1.0, 2.0], [0.0, 1.0]])
    _, dU = lib.func.jvp(lambda x: lib.linalg.cholesky(x, upper=True), (a,), (da,))
    np.testing.assert_allclose(dU.numpy(), [[0.25, -0.125], [0.0, 0.125 / 2 ** 0.5]], atol=1e-12)


def test_pinv_with_atol_reads_the_sizes_and_the_eps_first(backend):
    """pinv(A, atol=...) with the default rtol: A.size(-2) (IndexError for fewer than 2 dims),
    then the dtype's eps (a non-float dtype, also float16 and bool), before the usual check."""
    lib = backend
    with pytest.raises(IndexError, match="Dimension specified as -2 but tensor has no dimensions"):
        lib.linalg.pinv(lib.tensor(1.5, dtype=lib.float64), atol=1e-8)
    with pytest.raises(IndexError, match="expected to be in range of"):
        lib.linalg.pinv(lib.ones(3, dtype=lib.int64), atol=1e-8)
    for dtype in (lib.int64, lib.float16, lib.bool):
        with pytest.raises(RuntimeError, match="doesn't handle types other than float and double"):
            lib.linalg.pinv(lib.ones(2, 2, dtype=dtype), atol=0.0)
    with pytest.raises(RuntimeError, match=r"linalg.pinv\(Double\{\[\]\}\)"):
        lib.linalg.pinv(lib.tensor(1.5, dtype=lib.float64))


def test_matrix_norm_of_an_empty_dim_is_a_zero_off_the_graph(backend):
    """matrix_norm ord 2 of an empty matrix and ord inf (1) over an empty row (column) dim: a
    zero that does not require grad, as PyTorch returns it."""
    lib = backend
    for shape, ord_ in (((0, 4), 2), ((4, 0), 2), ((0, 4), INF), ((4, 0), 1)):
        out = lib.linalg.matrix_norm(lib.zeros(*shape, dtype=lib.float64).requires_grad_(), ord_)
        assert out.item() == 0.0 and not out.requires_grad
    out = lib.linalg.norm(lib.zeros(0, 3, 4, dtype=lib.float64).requires_grad_(), INF, (0, 2))
    assert tuple(out.shape) == (3,) and not out.requires_grad
    assert lib.linalg.matrix_norm(lib.zeros(0, 4, dtype=lib.float64).requires_grad_(), "nuc").requires_grad


def test_solve_checks_the_dtypes_before_the_shapes(backend):
    """linalg.solve: A's dtype, then B's against A's, then A's dims and squareness."""
    lib = backend
    cases = [((3, 3), lib.bool, (3,), lib.bool, "Expected a floating point or complex tensor as input. Got Bool"),
             ((3, 4), lib.float64, (3, 2), lib.float16, "same dtype, but found A of type Double and B of type Half"),
             ((3,), lib.float64, (3,), lib.float64, "must have at least 2 dimensions"),
             ((2, 3, 4), lib.float64, (3,), lib.float64, "square matrices, but they are 3 by 4 matrices")]
    for sa, da, sb, db, message in cases:
        with pytest.raises(RuntimeError, match=message):
            lib.linalg.solve(lib.ones(*sa, dtype=da), lib.ones(*sb, dtype=db))


def test_qr_derivatives_at_a_singular_r_are_triangular_solves(backend):
    """linalg_qr_backward / linalg_qr_jvp solve with R by triangular solves: a zero on R's
    diagonal (a rank-deficient or expanded input) gives inf and NaN, no LinAlgError (inverse(R)
    raised); a zero first column keeps its -0.0 head as R[0, 0] (MKL's unreflected column),
    whose sign the wide complete gradient divides by."""
    lib = backend
    a = [[1.0, 0.0], [0.0, 0.0], [0.0, 0.0]]
    gq, gr = _t(lib, [[1.0, 0.5], [0.0, 2.0], [1.0, 1.0]]), _t(lib, [[0.5, 1.0], [0.0, 1.0]])
    x = _t(lib, a, grad=True)
    _eq(lib.autograd.grad(list(lib.linalg.qr(x)), x, [gq, gr])[0], [[NAN, NAN], [NAN, NAN], [NAN, INF]])
    dQ, dR = lib.func.jvp(lib.linalg.qr, (_t(lib, a),), (gq,))[1]
    _eq(dQ, [[0.0, NAN], [0.0, NAN], [1.0, NAN]])
    _eq(dR, np.full((2, 2), NAN))
    b = _t(lib, [[-0.0, 1.8501, 0.0, 0.1102], [0.0, 0.0, 1.4781, -0.0], [0.0, -0.1459, -1.2471, -0.0]])
    assert np.signbit(lib.linalg.qr(b, "complete").R.numpy()[0, 0])
    w = _t(lib, [[1.0, 0.5, -1.0], [0.0, 2.0, 1.0], [1.0, 1.0, 1.0]])
    g = lib.func.grad(lambda y: (lib.linalg.qr(y, "complete").Q * w).sum())(b)
    _eq(g[:, 0], [NAN, -INF, -INF])
    np.testing.assert_allclose(g[:, 1:].numpy(), [[0, 0, 0], [-6.854009595613434, 0, 0], [0, 0, 0]], atol=1e-12)


@pytest.mark.parametrize("shape", [(4, 3), (3, 3), (3, 4), (2, 4)])
def test_qr_derivatives_agree_with_torch(torch, shape):
    """The backward (first order and create_graph) and the JVP in PyTorch's formulation, for
    full-rank matrices, and the JVP also for matrices with exact zeros (rank-deficient R)."""
    rng = np.random.default_rng(sum(shape))
    m, n = shape
    for t in range(12):
        a = rng.normal(size=(2, m, n))
        if t % 3 == 2:
            a = np.where(rng.random(a.shape) < 0.4, 0.0, a)
        mode = "complete" if m <= n and t % 2 else "reduced"
        q, r = (m, m if mode == "complete" else min(m, n)), (m if mode == "complete" else min(m, n), n)
        gq, gr, da = rng.normal(size=(2, *q)), rng.normal(size=(2, *r)), rng.normal(size=a.shape)

        def derivatives(lib, a=a, mode=mode, gq=gq, gr=gr, da=da, full=t % 3 != 2):
            x = _t(lib, a, grad=True)
            tangents = lib.func.jvp(lambda y: lib.linalg.qr(y, mode), (_t(lib, a),), (_t(lib, da),))[1]
            out = [tt.numpy() for tt in tangents]
            if full:
                g, = lib.autograd.grad(list(lib.linalg.qr(x, mode)), x, [_t(lib, gq), _t(lib, gr)], create_graph=True)
                out += [g.detach().numpy(), lib.autograd.grad((g * g).sum(), x)[0].numpy()]
            return out
        for mine, theirs in zip(derivatives(tp), derivatives(torch)):
            assert _same(mine, theirs, rtol=1e-7), (a, mode)
