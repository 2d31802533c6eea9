"""Linear algebra on the inputs random samples never hit: singular matrices, negative
determinants, beta = 0 with nan in the ignored input, the forms of tensordot's dims and the
errors PyTorch raises. Values are compared with torch (the test-only oracle) or NumPy."""

from __future__ import annotations

import math

import numpy as np
import pytest

import tensorplay as tp

M = [[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]]


def test_linalg_error_is_a_runtime_error():
    assert issubclass(tp.linalg.LinAlgError, RuntimeError)


@pytest.mark.parametrize("fn", [tp.inverse, tp.linalg.inv])
def test_singular_matrix_raises_linalg_error(fn, torch):
    singular = [[1.0, 2.0], [2.0, 4.0]]
    with pytest.raises(torch.linalg.LinAlgError):
        torch.linalg.inv(torch.tensor(singular))
    with pytest.raises(tp.linalg.LinAlgError, match="singular"):
        fn(tp.tensor(singular))
    with pytest.raises(tp.linalg.LinAlgError, match="Batch element 1"):
        fn(tp.tensor([[[1.0, 0.0], [0.0, 1.0]], singular]))


def test_det_of_singular_matrix_is_zero_and_slogdet_is_minus_inf():
    a = tp.tensor([[1.0, 2.0], [2.0, 4.0]])
    assert tp.det(a).item() == 0.0
    sign, logabsdet = tp.linalg.slogdet(a)
    assert sign.item() == 0.0 and logabsdet.item() == -math.inf
    assert tp.logdet(a).item() == -math.inf


def test_logdet_of_negative_determinant_is_nan_with_zero_gradient(torch):
    data = [[1.0, 2.0], [3.0, 4.0]]
    a = tp.tensor(data, dtype=tp.float64, requires_grad=True)
    t = torch.tensor(data, dtype=torch.float64, requires_grad=True)
    out, ref = tp.logdet(a), torch.logdet(t)
    assert math.isnan(out.item()) and math.isnan(ref.item())
    out.backward()
    ref.backward()
    np.testing.assert_array_equal(a.grad.numpy(), t.grad.numpy())


@pytest.mark.parametrize(("fn", "name"), [(tp.det, "linalg.det"), (tp.inverse, "linalg.inv"),
                                          (tp.slogdet, "linalg.slogdet")])
def test_matrix_checks_name_the_op(fn, name):
    with pytest.raises(RuntimeError, match=f"{name}: A must be batches of square matrices, but "
                                           "they are 2 by 3 matrices"):
        fn(tp.ones(2, 3))
    with pytest.raises(RuntimeError, match="at least 2 dimensions"):
        fn(tp.ones(3))
    with pytest.raises(RuntimeError, match=r"Expected a floating point or complex tensor as input\. Got Long"):
        fn(tp.tensor([[1, 2], [3, 4]]))


def test_det_gradient_is_det_times_inverse_transpose():
    a = tp.tensor(M, dtype=tp.float64, requires_grad=True)
    tp.det(a).backward()
    expected = np.linalg.det(np.array(M)) * np.linalg.inv(np.array(M)).T
    np.testing.assert_allclose(a.grad.numpy(), expected, rtol=1e-12)


def test_addmm_beta_zero_ignores_nan_in_input(torch):
    m1, m2 = [[1.0, 2.0]], [[3.0], [4.0]]
    out = tp.addmm(tp.tensor([[math.nan]]), tp.tensor(m1), tp.tensor(m2), beta=0, alpha=2)
    ref = torch.addmm(torch.tensor([[math.nan]]), torch.tensor(m1), torch.tensor(m2), beta=0, alpha=2)
    assert out.tolist() == ref.tolist() == [[22.0]]


def test_addmm_and_baddbmm_with_float_scalars_match_torch(torch):
    rng = np.random.default_rng(0)
    s, a, b = rng.standard_normal((4,)), rng.standard_normal((2, 3)), rng.standard_normal((3, 4))
    out = tp.addmm(tp.tensor(s), tp.tensor(a), tp.tensor(b), beta=0.5, alpha=-1.5)
    ref = torch.addmm(torch.tensor(s), torch.tensor(a), torch.tensor(b), beta=0.5, alpha=-1.5)
    np.testing.assert_allclose(out.numpy(), ref.numpy(), rtol=1e-12)
    a3, b3 = rng.standard_normal((2, 3, 5)), rng.standard_normal((2, 5, 4))
    out = tp.tensor(s).baddbmm(tp.tensor(a3), tp.tensor(b3), beta=2.5, alpha=0.25)
    ref = torch.tensor(s).baddbmm(torch.tensor(a3), torch.tensor(b3), beta=2.5, alpha=0.25)
    np.testing.assert_allclose(out.numpy(), ref.numpy(), rtol=1e-12)


@pytest.mark.parametrize(("dims", "y_shape"), [(2, (3, 4, 2)), (1, (4, 5)), (0, (2,)),
                                              (([1, 2], [0, 1]), (3, 4, 2)), ([[2], [1]], (3, 4, 2)),
                                              (((0, 2), (2, 0)), (4, 3, 2))])
def test_tensordot_dims_forms_match_torch(dims, y_shape, torch):
    rng = np.random.default_rng(1)
    x, y = rng.standard_normal((2, 3, 4)), rng.standard_normal(y_shape)
    ref = torch.tensordot(torch.tensor(x), torch.tensor(y), dims=dims)
    out = tp.tensordot(tp.tensor(x), tp.tensor(y), dims=dims)
    assert tuple(out.shape) == tuple(ref.shape)
    np.testing.assert_allclose(out.numpy(), ref.numpy(), rtol=1e-12)


def test_tensordot_size_mismatch_is_runtime_error(torch):
    with pytest.raises(RuntimeError):
        torch.tensordot(torch.ones(2, 3), torch.ones(4, 2), dims=([1], [0]))
    with pytest.raises(RuntimeError, match="contracted dimensions need to match"):
        tp.tensordot(tp.ones(2, 3), tp.ones(4, 2), dims=([1], [0]))


def test_trace_and_inner_errors():
    with pytest.raises(RuntimeError, match="trace: expected a matrix, but got tensor with dim 3"):
        tp.trace(tp.ones(2, 2, 2))
    with pytest.raises(RuntimeError, match="the last dimension must match"):
        tp.inner(tp.ones(2, 3), tp.ones(2, 4))
    assert tp.trace(tp.tensor([[1, 2], [3, 4]], dtype=tp.int32)).dtype is tp.int64


def test_solve_vector_and_left_false_match_torch(torch):
    rng = np.random.default_rng(2)
    a, b = np.array(M), rng.standard_normal((3,))
    np.testing.assert_allclose(tp.linalg.solve(tp.tensor(a), tp.tensor(b)).numpy(),
                               torch.linalg.solve(torch.tensor(a), torch.tensor(b)).numpy(), rtol=1e-12)
    bl = rng.standard_normal((2, 3))
    np.testing.assert_allclose(tp.linalg.solve(tp.tensor(a), tp.tensor(bl), left=False).numpy(),
                               torch.linalg.solve(torch.tensor(a), torch.tensor(bl), left=False).numpy(),
                               rtol=1e-12)


def test_matrix_norm_dims_must_differ():
    with pytest.raises(RuntimeError, match="dims must be different"):
        tp.linalg.matrix_norm(tp.ones(2, 2), dim=[0, 0])
