"""The determinant's derivatives where Jacobi's formula grad * det * A^-T has no inverse to
use, as the differential fuzzer (tests/fuzz) found them: a 1x1 matrix (adjugate 1: the
gradient is the cotangent itself, not connected to A), an empty batch (a zero gradient that
depends on nothing), a singular matrix (first order: PyTorch's LU solve gives 0 where det is
0; under create_graph: the adjugate through the SVD, differentiable again), and the JVP at a
singular matrix. Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

RANK_ONE = [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 2.0, 3.0]]
SINGULAR_2x2 = [[1.0, 2.0], [2.0, 4.0]]


def _leaf(tp, values):
    return tp.tensor(np.asarray(values, dtype=np.float64)).requires_grad_()


@pytest.mark.parametrize("op", ["det", "linalg.det"])
def test_det_of_a_1x1_matrix_has_the_cotangent_as_gradient(backend, op):
    tp = backend
    det = tp.det if op == "det" else tp.linalg.det
    a = _leaf(tp, [[[0.0]], [[2.0]], [[-3.0]]])
    w = tp.tensor([1.5, -2.0, 0.5], dtype=tp.float64)
    (g,) = tp.autograd.grad(det(a), a, w, create_graph=True)
    assert not g.requires_grad  # the adjugate of a 1x1 matrix is the constant 1
    assert np.array_equal(g.detach().numpy(), [[[1.5]], [[-2.0]], [[0.5]]])


def test_det_of_an_empty_batch_has_a_zero_gradient_without_a_graph(backend):
    tp = backend
    a = tp.zeros(0, 3, 3, dtype=tp.float64).requires_grad_()
    out = tp.linalg.det(a)
    (g,) = tp.autograd.grad(out, a, tp.ones_like(out), create_graph=True)
    assert tuple(g.shape) == (0, 3, 3) and not g.requires_grad


@pytest.mark.parametrize("values", [SINGULAR_2x2, RANK_ONE, np.zeros((3, 3)).tolist()])
def test_det_first_order_gradient_at_a_singular_matrix_is_zero(backend, values):
    tp = backend
    a = _leaf(tp, values)
    (g,) = tp.autograd.grad(tp.linalg.det(a), a)
    assert np.array_equal(g.numpy(), np.zeros_like(values))


def test_det_create_graph_gradient_at_a_singular_matrix_is_the_adjugate(backend):
    tp = backend
    a = _leaf(tp, SINGULAR_2x2)
    (g,) = tp.autograd.grad(tp.linalg.det(a), a, create_graph=True)
    # d det / dA = adj(A)^T = [[a22, -a21], [-a12, a11]]
    np.testing.assert_allclose(g.detach().numpy(), [[4.0, -2.0], [-2.0, 1.0]], atol=1e-12)
    assert g.requires_grad
    (h,) = tp.autograd.grad(g.sum(), a)  # d(a22 - a21 - a12 + a11) / dA
    np.testing.assert_allclose(h.numpy(), [[1.0, -1.0], [-1.0, 1.0]], atol=1e-12)


def test_det_create_graph_gradient_of_a_mixed_batch(backend):
    """One singular and one invertible matrix: each takes its own formula."""
    tp = backend
    a = _leaf(tp, [SINGULAR_2x2, [[2.0, 1.0], [1.0, 3.0]]])
    (g,) = tp.autograd.grad(tp.linalg.det(a).sum(), a, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), [[[4.0, -2.0], [-2.0, 1.0]], [[3.0, -1.0], [-1.0, 2.0]]],
                               atol=1e-12)
    (h,) = tp.autograd.grad(g.sum(), a)
    np.testing.assert_allclose(h.numpy(), [[[1.0, -1.0], [-1.0, 1.0]]] * 2, atol=1e-12)


def test_det_jvp_at_a_singular_matrix_is_zero(backend):
    tp = backend
    a = tp.tensor(np.asarray([RANK_ONE, [[2.0, 1.0, 0.0], [1.0, 3.0, 0.0], [0.0, 0.0, 1.0]]]))
    t = tp.ones_like(a)
    _, tangent = tp.func.jvp(tp.linalg.det, (a,), (t,))
    # invertible: det * tr(A^-1 T) = 5 * (sum of the entries of A^-1) = 5 * 8/5
    np.testing.assert_allclose(tangent.numpy(), [0.0, 8.0], atol=1e-12)


NONFINITE = [
    [[1.0, 2.0], [3.0, np.inf]],
    [[np.inf, np.inf], [1.0, 2.0]],
    [[0.357, np.nan], [np.inf, 0.0]],
    [[-np.inf, 1.0], [1.0, 1.0]],
    [[-0.13, 0.64, 0.10, -0.54], [0.36, -np.inf, 0.95, -0.70], [np.inf, -0.62, 0.04, -2.33],
     [-0.22, -1.25, -0.73, -0.54]],
]


@pytest.mark.parametrize("values", NONFINITE, ids=range(len(NONFINITE)))
def test_det_and_slogdet_of_non_finite_matrices_follow_the_lu_factorisation(backend, values):
    """inf and NaN go through the LU factorisation as LAPACK's getrf orders it: where inf - inf
    or 0 * inf makes NaN decides det (the product of U's diagonal, not exp(log|det|)) and
    slogdet's sign (sgn(NaN) = 0)."""
    tp = backend
    a = tp.tensor(np.asarray(values))
    with np.errstate(all="ignore"):
        det = tp.linalg.det(a).numpy()
        sign, logabsdet = (x.numpy() for x in tp.linalg.slogdet(a))
        logdet = tp.logdet(a).numpy()
    expected = {  # (det, sign, log|det|): computed by PyTorch 2.13 (CPU)
        0: (np.inf, 1.0, np.inf), 1: (np.nan, 0.0, np.nan), 2: (np.nan, 0.0, np.nan),
        3: (-np.inf, -1.0, np.inf), 4: (np.nan, 0.0, np.nan),
    }[NONFINITE.index(values)]
    np.testing.assert_array_equal([det, sign, logabsdet], expected)
    np.testing.assert_array_equal(logdet, expected[0] if expected[1] >= 0 else np.nan)


def test_det_of_a_non_finite_matrix_depends_on_its_memory_layout(backend):
    """PyTorch factors a row-major matrix as LAPACK reads it (A^T) and a transposed or strided
    one as A: on non-finite input the two orders make NaN in different places."""
    tp = backend
    values = np.asarray(NONFINITE[4])
    row_major = tp.tensor(values)
    column_major = tp.tensor(np.ascontiguousarray(values.T)).transpose(0, 1)
    with np.errstate(all="ignore"):
        assert np.isnan(tp.linalg.det(row_major).item())
        assert tp.linalg.det(column_major).item() == -np.inf
        assert [t.item() for t in tp.linalg.slogdet(column_major)] == [-1.0, np.inf]
