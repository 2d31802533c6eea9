"""Linear algebra where the differential fuzzer (tests/fuzz) found TensorPlay answering
otherwise than PyTorch: the derivatives of QR, SVD and eigh when an output gets no gradient
(PyTorch's formulas skip an undefined gradient, where zeros run through them turn a NaN
factor or a zero singular value into NaN), SVD's JVP at a zero singular value, cholesky's
gradient of an L holding inf, norm's JVP at a zero vector, slogdet of a singular matrix, and
the order of mv's, trace's and normal's checks. Stated once, run on tensorplay and on torch
(the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch, tensorplay_only

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

from .test_fuzz_linalg2 import _raises, _t  # after the skip above
from .test_fuzz_linalg3 import _same

NAN, INF = float("nan"), float("inf")


# ───────────────────────── an output with no gradient is absent, not zeros ─────────────────────────

@pytest.mark.parametrize("how", ["eager", "func.grad"])
def test_qr_gradient_of_q_alone_keeps_the_last_columns_zero(backend, how):
    """A wide A (m < n): gA = [X | 0] + Q gR. With R unused, PyTorch's gR is undefined and the
    term is skipped, so the last column stays 0; TensorPlay's engine handed the formula zeros,
    and Q's NaN times 0 made that column NaN too."""
    lib = backend
    A = _t(lib, [[NAN, 0.5, -1.2], [0.3, 1.1, 0.7]])
    C = _t(lib, [[1.0, -2.0], [0.5, 1.5]])
    if how == "func.grad":
        g = lib.func.grad(lambda a: (lib.linalg.qr(a)[0] * C).sum())(A)
    else:
        A.requires_grad_()
        (g,) = lib.autograd.grad((lib.linalg.qr(A)[0] * C).sum(), A)
    _same(g.numpy(), [[NAN, NAN, 0.0], [NAN, NAN, 0.0]])


def test_svd_gradient_of_u_alone_at_a_zero_singular_value(backend):
    """A 3x4 matrix of rank 2: S's last value is 0. With only U used, PyTorch skips the gS and
    gVh terms; zeros for gVh divided by S = 0 (the n > k part) gave NaN everywhere."""
    lib = backend
    A = _t(lib, [[1.8, 0.0, -0.6, 0.0], [0.35, 0.0, -1.25, 0.0], [0.7, 0.0, 0.0, 0.0]])
    C = _t(lib, [[1.0, -1.0, 0.5], [0.25, 2.0, -1.0], [1.5, -0.5, 1.0]])
    g = lib.func.grad(lambda a: (lib.svd(a)[0] * C).sum())(A).numpy()
    np.testing.assert_allclose(g, [[0.298173594096, 0.0, 0.502910530812, 0.0],
                                   [-0.346189082602, 0.0, 0.077931739936, 0.0],
                                   [-0.023407567221, 0.0, -0.969546953775, 0.0]], rtol=1e-9, atol=1e-12)


def test_eigh_eigenvalue_gradient_with_repeated_eigenvalues(backend):
    """Only the eigenvalues are used: PyTorch's gradient is V diag(gL) V^T, with no division by
    the eigenvalue gaps; zeros for gV over the gap 0 - 0 gave NaN."""
    lib = backend
    A = _t(lib, [[-0.3, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    w = _t(lib, [1.0, 2.0, 3.0])
    g = lib.func.grad(lambda a: (lib.linalg.eigh(a)[0] * w).sum())(A)
    _same(g.numpy(), np.diag([1.0, 2.0, 3.0]))


def test_svd_jvp_at_a_zero_singular_value_is_nan(backend):
    """dU's (I - U U^T) dA V S^-1 term: PyTorch divides V by S first (an inf column) and then
    projects, so inf - inf makes the whole column NaN; projecting first gave +-inf."""
    lib = backend
    A = _t(lib, [[0.0, 1.55834394, 0.0], [0.0, 1.72025233, 0.0], [1.09721517, -1.67632569, 0.0],
                 [0.0, 0.62152116, 0.0]])
    T = _t(lib, np.arange(12.0).reshape(4, 3) / 6 - 1)
    dU = lib.func.jvp(lambda a: lib.svd(a), (A,), (T,))[1][0]
    assert np.isnan(dU.numpy()[:, 2]).all()
    assert np.isfinite(dU.numpy()[:, :2]).all()


# ───────────────────────────── cholesky, norm, slogdet ─────────────────────────────

def test_cholesky_gradient_of_an_inf_factor(backend):
    """L[1, 1] = inf: PyTorch's two triangular solves leave the third row and column finite
    (zeros where L^-1 is 0); inverse(L) through LU made every entry NaN."""
    lib = backend
    A = _t(lib, [[1.381599326715022, INF, -INF], [-0.46881896057439393, INF, 0.5291028400602119],
                 [0.12883731761028608, 0.5291028400602122, 2.1736789277311654]]).requires_grad_()
    L = lib.linalg.cholesky(A)
    (g,) = lib.autograd.grad(L, A, _t(lib, [[1.0, -0.5, 0.25], [0.5, 2.0, -1.0], [-1.5, 0.75, 1.0]]))
    got = g.numpy()
    np.testing.assert_array_equal(np.isnan(got), [[True, True, False], [True, True, False],
                                                  [False, False, False]])
    np.testing.assert_allclose(got[2], [-0.669785621, 0.0, 0.340075897], rtol=1e-7)


@pytest.mark.parametrize("p", [3, 0.5, 4, 1.5])
def test_vector_norm_jvp_at_a_zero_vector_is_zero(backend, p):
    """PyTorch's norm_jvp fills 0 where the norm is 0; the weight sign(x) |x|^(p-1) / norm^(p-1)
    through exp and log gave log(0) - log(0) = NaN."""
    lib = backend
    _, t = lib.func.jvp(lambda v: lib.linalg.vector_norm(v, p), (_t(lib, [0.0, 0.0, -0.0]),),
                        (_t(lib, [1.0, -2.0, 3.0]),))
    assert float(t) == 0.0


def test_slogdet_of_a_singular_matrix_is_minus_inf(backend):
    """Rows 0 and 2 are parallel: PyTorch's LU (of A^T, as a row-major matrix lies) meets an
    exact zero pivot, sign 0 and log|det| -inf; np.linalg.slogdet's LU of A left round-off
    (log|det| -42.3)."""
    lib = backend
    sign, logabsdet = lib.linalg.slogdet(_t(lib, [[-1.5897603, 0.0, 0.0],
                                                  [-2.51587668, 1.17098419, 1.70875633],
                                                  [0.7668714, 0.0, 0.0]]))
    assert float(sign) == 0.0 and float(logabsdet) == -INF


def test_matrix_norm_gradient_of_an_inf_matrix_raises(backend):
    """docs/differences.md decomposition-non-finite: the nuclear norm's gradient goes through
    the SVD's vectors, which TensorPlay refuses for a matrix holding inf (PyTorch: NaN, an
    error or other values, by the placement of the infinities); its value is NaN on both."""
    tensorplay_only(backend, "decomposition-non-finite")
    lib = backend
    A = _t(lib, [[1.0, INF, 0.5, -0.2], [0.3, -1.1, 2.0, 0.4], [0.7, 0.1, -0.6, 1.5]])
    assert np.isnan(float(lib.linalg.matrix_norm(A, "nuc")))
    assert _raises(lambda: lib.func.grad(lambda a: lib.linalg.matrix_norm(a, "nuc"))(A)) == "LinAlgError"


# ───────────────────────────── the order of the checks ─────────────────────────────

@pytest.mark.parametrize("self_dtype, vec_dtype", [
    ("bool", "float16"), ("float16", "uint8"), ("int32", "float64"), ("float64", "int8"),
    ("float16", "float32")])
def test_mv_of_a_0d_matrix_raises_index_error_first(backend, self_dtype, vec_dtype):
    """PyTorch checks the matrix's dims before the dtypes: a 0-d self is an IndexError whatever
    vec's dtype (TensorPlay refused the dtype mix first, RuntimeError)."""
    lib = backend
    self = lib.ones((), dtype=getattr(lib, self_dtype))
    vec = lib.ones(3, dtype=getattr(lib, vec_dtype))
    assert _raises(lambda: lib.mv(self, vec)) == "IndexError"


@pytest.mark.parametrize("shape", [(), (3,), (2, 2, 2), (0,)])
def test_trace_refuses_bool_before_the_shape(backend, shape):
    lib = backend
    assert _raises(lambda: lib.trace(lib.ones(shape, dtype=lib.bool))) == "NotImplementedError"


def test_normal_of_an_empty_integer_mean_checks_the_product_with_std(backend):
    """PyTorch fills an output of mean's dtype and runs output.mul_(std): with an empty output
    no sampling kernel refuses the dtype, but the in-place product refuses a std of a higher
    category (bool mean, int16 std: `result type Short can't be cast to the desired output type
    Bool`); one of the same category is cast back."""
    lib = backend

    def call(mean, std):
        return _raises(lambda: lib.normal(lib.ones((), dtype=getattr(lib, mean)),
                                          lib.ones(3, 0, dtype=getattr(lib, std))))

    assert [call("bool", "int16"), call("int16", "float32"), call("int16", "int64"),
            call("bool", "bool")] == ["RuntimeError", "RuntimeError", None, None]
