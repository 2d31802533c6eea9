"""Linear algebra where the differential fuzzer (tests/fuzz) found TensorPlay answering
otherwise than PyTorch: linalg.solve and det's / slogdet's derivatives on matrices holding inf
or a zero pivot (PyTorch solves against an LU factorisation, whose order decides where inf
and NaN land, and lu_solve divides by a zero pivot without an error), and the order of
matmul's and baddbmm's dtype checks. Stated once, run on tensorplay and on torch (the
`backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

from .test_fuzz_linalg2 import _raises, _t  # after the skip above

NAN, INF = float("nan"), float("inf")
# a tangent for the JVPs below
E = np.arange(9.0).reshape(3, 3) / 4 - 1


def _same(got, expected):
    """Equal values, NaN where NaN is expected (infinities with their signs)."""
    np.testing.assert_array_equal(np.isnan(got), np.isnan(expected))
    np.testing.assert_allclose(np.nan_to_num(got, nan=0.0), np.nan_to_num(np.asarray(expected), nan=0.0),
                               rtol=1e-10, atol=1e-12)


# ───────────────────────────── linalg.solve: getrf of A, getrs on B ─────────────────────────────

A_SOLVE = [[-0.7418, 0.6834, 0.4423], [0.2753, -0.5522, 0.1857], [-0.045, -0.8949, -0.1673]]


def test_solve_with_inf_in_b_follows_the_lu_substitutions(backend):
    """PyTorch solves L U x = P b by forward and back substitution: the second row's inf meets
    the third's in the first unknown (inf - inf: NaN). TensorPlay multiplied inverse(A) @ b,
    where each row of A^-1 meets the infs separately ([inf, -inf, inf])."""
    lib = backend
    _same(lib.linalg.solve(_t(lib, A_SOLVE), _t(lib, [2.5885, INF, 1.7429])).numpy(), [NAN, -INF, INF])


def test_solve_gradient_with_inf_in_b(backend):
    """gB = A^-T gX through A's LU solved transposed, gA = -gB X^T: X = [nan, -inf, inf] gives
    a NaN first column and infinities of alternating signs (TensorPlay: -inf and inf in the
    first row, NaN elsewhere)."""
    lib = backend
    A = _t(lib, [[0.2427, 1.5866, -1.6255], [2.4134, -1.3572, -0.6972], [0.6996, 1.556, 0.7771]])
    A.requires_grad_()
    X = lib.linalg.solve(A, _t(lib, [-INF, -0.8124, 0.2195]))
    _same(X.detach().numpy(), [NAN, -INF, INF])
    (g,) = lib.autograd.grad(X, A, _t(lib, [1.0, -2.0, 0.5]))
    _same(g.numpy(), [[NAN, -INF, INF], [NAN, INF, -INF], [NAN, -INF, INF]])


@pytest.mark.parametrize("how", ["create_graph", "func.grad"])
def test_solve_left_false_gradient_with_inf_in_a_is_nan(backend, how):
    """X A = B with inf in A: X is finite ([0, x, 0] rows), but the gradient solves against
    the LU of A^T (a new factorisation in grad mode), whose inf pivots make every entry NaN.
    TensorPlay's inverse(A) gave a finite gradient with one nonzero entry."""
    lib = backend
    A = _t(lib, [[1.7604, -INF, 1.5933], [-0.8057, 1.4051, 0.279], [INF, 0.1272, -1.5987]])
    B = _t(lib, [[0.4884, -0.3755, 0.3444], [0.0583, -0.3348, 0.7759]])
    if how == "func.grad":
        g = lib.func.grad(lambda a: lib.linalg.solve(a, B, left=False).sum())(A)
    else:
        A.requires_grad_()
        X = lib.linalg.solve(A, B, left=False)
        np.testing.assert_allclose(X.detach().numpy()[:, 1], [1.2344, 2.781], atol=1e-4)
        (g,) = lib.autograd.grad(X, A, lib.ones(2, 3, dtype=lib.float64), create_graph=True)
    assert np.isnan(g.detach().numpy()).all()


def test_solve_of_a_singular_matrix_raises_linalg_error(backend):
    lib = backend
    assert _raises(lambda: lib.linalg.solve(lib.zeros(3, 2, 2, dtype=lib.float64),
                                            lib.ones(3, 2, dtype=lib.float64))) == "LinAlgError"


# ───────────────────────────── det and slogdet: derivatives through LU solves ─────────────────────────────

def test_det_jvp_with_inf_solves_the_tangent(backend):
    """linalg_det_jvp: tr(A^-1 dA) det, A^-1 dA by lu_solve against the forward's LU (NaN
    here); TensorPlay summed A^-T * dA, which gave -inf."""
    lib = backend
    A = _t(lib, [[-0.5643, -0.5302, -0.9217], [-1.2375, 0.5815, 1.4516], [INF, 0.8366, 0.0235]])
    out, tangent = lib.func.jvp(lib.linalg.det, (A,), (_t(lib, E),))
    assert float(out) == -INF and np.isnan(float(tangent))


def test_det_jvp_of_a_singular_matrix_raises_no_error(backend):
    """A zero column: the LU's zero pivot is raised to eps (PyTorch's linalg_det_jvp), so the
    tangent is finite; TensorPlay's inverse raised LinAlgError."""
    lib = backend
    A = _t(lib, [[0.0, 0.3822, -0.4709], [0.0, 0.2681, -0.3457], [1.0, 1.3738, -1.2309]])
    out, tangent = lib.func.jvp(lib.linalg.det, (A,), (_t(lib, E),))
    np.testing.assert_allclose([float(out), float(tangent)], [-0.00587825, 0.385135615], rtol=1e-8)


def test_slogdet_jvp_of_a_singular_matrix_is_nan(backend):
    """slogdet_jvp divides by the zero pivot (lu_solve, no eps): log|det| = -inf with a NaN
    tangent; TensorPlay's inverse raised LinAlgError."""
    lib = backend
    A = _t(lib, [[0.0, 0.0, 0.0], [0.0, 0.0, 0.3694], [-0.404, 0.5074, 0.0]])
    (_, logabsdet), (_, tangent) = lib.func.jvp(lib.linalg.slogdet, (A,), (_t(lib, E),))
    assert float(logabsdet) == -INF and np.isnan(float(tangent))


@pytest.mark.parametrize("create_graph", [False, True])
def test_det_gradient_with_inf_is_nan(backend, create_graph):
    """|det| = inf: the invertible branch, linalg.solve(A^T, det I) in grad mode (a new LU of
    A^T), lu_solve against the forward's LU otherwise: NaN throughout. TensorPlay's
    create_graph formula multiplied det by inverse(A)^T (-inf at [0, 2])."""
    lib = backend
    A = _t(lib, [[-0.0352, -0.6072, -1.1113], [INF, 0.643, -0.2279], [0.2738, INF, -0.8287]])
    A.requires_grad_()
    (g,) = lib.autograd.grad(lib.linalg.det(A), A, create_graph=create_graph)
    assert np.isnan(g.detach().numpy()).all()


# ───────────────────────────── matmul's and baddbmm's check order ─────────────────────────────

@pytest.mark.parametrize("a, b", [((2, 3, 4), (2, 4, 5)), ((3, 4), (2, 4, 5)), ((4,), (2, 4, 5))])
def test_matmul_bmm_path_refuses_bool_before_the_dtype_check(backend, a, b):
    """Batch dims matmul cannot fold away end in bmm, which dispatches on the first operand's
    dtype (no Bool kernel) before it compares the dtypes; a folded product (mm) compares first."""
    lib = backend
    x, y = lib.ones(a, dtype=lib.bool), lib.ones(b, dtype=lib.float64)
    assert _raises(lambda: lib.matmul(x, y)) == "NotImplementedError"
    assert _raises(lambda: lib.matmul(lib.ones(2, 3, 4, dtype=lib.bool), lib.ones(4, 5, dtype=lib.float64))) \
        == "RuntimeError"


@pytest.mark.parametrize("a, b", [((0, 1, 3, 4), (6, 4, 5)), ((3, 4), (0, 4, 5)), ((2, 3, 0), (2, 0, 5))])
def test_matmul_empty_bmm_path_returns_the_second_operands_dtype(backend, a, b):
    """An empty bmm (or one over an empty contraction: zeros) returns before any dtype check,
    in the second operand's dtype; a folded empty product (mm) still compares the dtypes."""
    lib = backend
    out = lib.matmul(lib.ones(a, dtype=lib.float64), lib.ones(b, dtype=lib.int16))
    assert out.dtype == lib.int16 and not out.any()
    assert _raises(lambda: lib.matmul(lib.ones(0, 4, dtype=lib.float64), lib.ones(4, 5, dtype=lib.int16))) \
        == "RuntimeError"


@pytest.mark.parametrize("dtypes, error", [
    (("bool", "bool", "float16"), "NotImplementedError"),  # batch1's dtype has no kernel
    (("bool", "int8", "int8"), "RuntimeError"),  # self and batch1 differ: checked first
    (("float32", "float32", "int8"), "RuntimeError"),  # batch2 last
])
def test_baddbmm_checks_self_then_the_kernel_dtype_then_batch2(backend, dtypes, error):
    lib = backend
    s, b1, b2 = (lib.ones(shape, dtype=getattr(lib, d))
                 for shape, d in zip([(2, 3, 4), (2, 3, 5), (2, 5, 4)], dtypes))
    assert _raises(lambda: lib.baddbmm(s, b1, b2)) == error
    # the shapes come first: a self that does not expand to the product, a wrong batch2
    bad_self = lib.ones(0, 1, dtype=getattr(lib, dtypes[0]))
    assert _raises(lambda: lib.baddbmm(bad_self, b1, b2)) == "RuntimeError"
    bad_b2 = lib.ones(2, 6, 4, dtype=getattr(lib, dtypes[2]))
    assert _raises(lambda: lib.baddbmm(s, b1, bad_b2)) == "RuntimeError"
