"""Edge inputs run on both backends: zero-size and 0-d tensors, refused dtypes with a bad shape,
repeated or out-of-range dims. PyTorch checks shapes and dims before it looks for a kernel of
the dtype, and names an empty reduction dim with IndexError; these pin the same answers."""

from __future__ import annotations

import math

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import tensorplay_only, wording

pytestmark = pytest.mark.usefixtures("backend_globals")


# ---- the shape error comes before the dtype refusal ------------------------------------------
def test_a_refused_dtype_with_a_bad_shape_reports_the_shape():
    b = tp.ones(2, 3, dtype=tp.bool)
    with pytest.raises(RuntimeError):  # torch: "The size of tensor a (3) must match ..."
        tp.logaddexp(b, tp.ones(4, dtype=tp.bool))
    with pytest.raises(RuntimeError):
        tp.remainder(b, tp.ones(0, dtype=tp.bool))
    with pytest.raises(ValueError):  # the target size is checked first
        tp.nn.functional.binary_cross_entropy(tp.ones((), dtype=tp.int64), tp.ones(3, 4))
    with pytest.raises(IndexError):  # median.dim of a bool 0-d tensor over dim 1
        tp.median(tp.ones((), dtype=tp.bool), 1)
    # and with a good shape the dtype is refused as before
    with pytest.raises(NotImplementedError):
        tp.logaddexp(b, b)


# ---- dims of a 0-d tensor; repeated dims -----------------------------------------------------
@pytest.mark.parametrize("fn", ["softmax", "log_softmax", "_safe_softmax"])
def test_softmax_of_a_0d_tensor_takes_dims_0_and_minus_1_only(fn):
    x = tp.tensor(2.0)
    assert float(getattr(tp, fn)(x, -1)) == (0.0 if fn == "log_softmax" else 1.0)
    with pytest.raises(IndexError, match=wording(tp, "Dimension out of range")):
        getattr(tp, fn)(x, 1)


@pytest.mark.parametrize("fn", ["sum", "mean", "nansum", "amax", "logsumexp", "var", "std"])
def test_a_repeated_dim_is_refused(fn):
    with pytest.raises(RuntimeError, match="dim 0 appears multiple times"):
        getattr(tp, fn)(tp.tensor(2.0), [0, -1])
    with pytest.raises(RuntimeError, match="appears multiple times"):
        getattr(tp, fn)(tp.ones(3, 2), [1, -1])


def test_safe_softmax_of_an_empty_dim():
    out = tp._safe_softmax(tp.ones(0, 3), 0)
    assert tuple(out.shape) == (0, 3)


# ---- an empty reduction dim is an IndexError -------------------------------------------------
def test_an_empty_reduction_dim_is_an_index_error():
    e = tp.ones(0, 3)
    for call in (lambda: tp.amax(e, 0), lambda: tp.amin(e, [1, 0]), lambda: tp.max(e, 0),
                 lambda: tp.min(e, 0), lambda: tp.kthvalue(tp.ones(3, 0), 1, 1)):
        with pytest.raises(IndexError, match="to have non-zero size"):
            call()
    with pytest.raises(RuntimeError, match="Expected reduction dim to be specified"):
        tp.amax(e)
    assert tuple(tp.amax(e, 1).shape) == (0,)
    assert tuple(tp.max(e, 1).values.shape) == (0,)
    assert tuple(tp.kthvalue(e, 1, 1).indices.shape) == (0,)


@pytest.mark.parametrize("ord_", [1, math.inf, 2, "fro", "nuc"])
def test_matrix_norm_of_an_empty_matrix_is_zero(ord_):
    for shape in [(0, 3), (3, 0), (2, 0, 4)]:
        out = tp.linalg.matrix_norm(tp.ones(shape), ord_, keepdim=True)
        assert tuple(out.shape) == (*shape[:-2], 1, 1)
        np.testing.assert_array_equal(out.numpy(), 0.0)
    with pytest.raises(IndexError, match="to have non-zero size"):
        tp.linalg.matrix_norm(tp.ones(3, 0), -1)


def test_logcumsumexp_gradient_of_an_empty_input():
    x = tp.ones(0, 3, requires_grad=True)
    (g,) = tp.autograd.grad(tp.logcumsumexp(x, 0).sum(), x, allow_unused=True)
    assert g is not None and tuple(g.shape) == (0, 3)


# ---- dims of a 0-d tensor (PyTorch wraps dims before it checks shapes) ------------------------
def test_dims_past_a_0d_tensor_are_index_errors():
    z = tp.tensor(2.0)
    index = tp.zeros(3, 2, dtype=tp.int64)
    calls = [lambda: tp.gather(z, 1, index), lambda: tp.scatter(z, 1, index, tp.ones(3, 2)),
             lambda: tp.transpose(z, 0, 1), lambda: tp.swapaxes(z, 2, 0),
             lambda: tp.logcumsumexp(z, 1), lambda: tp.logcumsumexp(tp.tensor(2), 1),
             lambda: tp.cummax(z, 1), lambda: tp.cummin(z, -3),
             lambda: tp.repeat_interleave(z, 2, 0), lambda: tp.repeat_interleave(z, tp.tensor([2]), 0),
             lambda: tp.mv(z, tp.ones(4)), lambda: tp.nn.functional.avg_pool2d(z, 2),
             lambda: tp.nn.functional.avg_pool2d(tp.ones(3, 3), 2),
             lambda: tp.nn.functional.cross_entropy(z, tp.ones(())),
             lambda: tp.nn.functional.batch_norm(z, None, None, training=True)]
    for call in calls:
        with pytest.raises(IndexError):
            call()
    assert tuple(tp.transpose(z, 0, -1).shape) == ()
    np.testing.assert_array_equal(tp.repeat_interleave(z, 2).numpy(), [2.0, 2.0])


def test_loss_checks_on_a_0d_input():
    with pytest.raises(ValueError, match="Expected 1 or more dimensions"):
        tp.nn.functional.nll_loss(tp.tensor(2.0), tp.tensor(1))
    with pytest.raises(RuntimeError, match="class probabilities"):
        tp.nn.functional.cross_entropy(tp.tensor(2.0), tp.tensor(0))


def test_batch_norm_of_an_empty_batch_and_of_a_0d_input():
    mean, var = tp.ones(3), tp.ones(3)
    out = tp.nn.functional.batch_norm(tp.ones(0, 3), mean, var, training=True)
    assert tuple(out.shape) == (0, 3)
    np.testing.assert_array_equal(mean.numpy(), 1.0)  # the running stats are left as they are
    with pytest.raises(ValueError, match="more than 1 value per channel"):
        tp.nn.functional.batch_norm(tp.ones(1, 3), mean, var, training=True)
    with pytest.raises(RuntimeError, match="running_mean should contain 0 elements not 3"):
        tp.nn.functional.batch_norm(tp.tensor(2.0), mean, var)


def test_a_composite_reports_the_shape_before_the_dtype():
    b = tp.ones((), dtype=tp.bool)
    with pytest.raises(RuntimeError):  # torch: "1D tensors expected, but got 0D and 1D tensors"
        tp.vdot(b, tp.ones(3, dtype=tp.bool))
    with pytest.raises(RuntimeError):  # "batch1 must be a 3D tensor"
        tp.bmm(b, tp.ones(2, 3, 4, dtype=tp.bool))
    with pytest.raises(ValueError):  # the target size, before the int input is refused
        tp.nn.functional.binary_cross_entropy_with_logits(tp.ones((), dtype=tp.int64), tp.ones(3))
    with pytest.raises(NotImplementedError):
        tp.vdot(tp.ones(3, dtype=tp.bool), tp.ones(3, dtype=tp.bool))


# ---- integer ranges, empty dim lists, a number as target -------------------------------------
def test_arange_with_an_integer_dtype_truncates_its_arguments_first():
    assert tp.arange(4.9, dtype=tp.int64).tolist() == [0, 1, 2, 3]
    assert tp.arange(-0.5, 4.9, 1.5, dtype=tp.int64).tolist() == [0, 1, 2, 3]
    assert tp.arange(0, 5, 1.5, dtype=tp.int64).tolist() == [0, 1, 2, 3, 4]
    assert tp.arange(5, 0.5, -1.5, dtype=tp.int64).tolist() == [5, 4, 3, 2, 1]
    assert tp.arange(0, 5, 1.5).tolist() == [0.0, 1.5, 3.0, 4.5]
    with pytest.raises(ValueError, match="step must be nonzero"):
        tp.arange(0, 0.9, 0.5, dtype=tp.int64)


def test_linspace_with_an_integer_dtype():
    assert tp.linspace(0, 7.5, 6, dtype=tp.int64).tolist() == [0, 1, 2, 4, 5, 7]
    assert tp.linspace(-3.3, 7.5, 5, dtype=tp.int32).tolist() == [-3, 0, 2, 4, 7]
    assert tp.linspace(7.9, 0, 4, dtype=tp.int64).tolist() == [7, 4, 2, 0]
    assert tp.linspace(0, 7.5, 1, dtype=tp.int64).tolist() == [0]


@pytest.mark.parametrize("fn", ["all", "any"])
def test_all_and_any_over_an_empty_dim_list_reduce_nothing(fn):
    x = tp.tensor([[1, 0], [2, 3]], dtype=tp.uint8)
    out = getattr(tp, fn)(x, [])
    assert out.dtype == tp.uint8 and out.tolist() == [[1, 0], [1, 1]]
    assert getattr(tp, fn)(tp.tensor([[1.0, 0.0]]), ()).tolist() == [[True, False]]


def test_var_and_std_with_a_correction_past_the_count():
    x = tp.tensor([1.0, 2.0, 4.0])
    with pytest.warns(UserWarning):
        assert math.isinf(float(tp.var(x, correction=3)))
    with pytest.warns(UserWarning):
        assert math.isinf(float(tp.std(x, correction=5)))
    np.testing.assert_allclose(float(tp.var(x, correction=2)), 14 / 3)


@pytest.mark.parametrize("reduction", ["sum", "none", "batchmean"])
def test_kl_div_of_a_negative_target_is_nan(reduction):
    logp = tp.tensor([-1.0, -2.0])
    out = tp.nn.functional.kl_div(logp, tp.tensor(-0.8), reduction=reduction)
    assert np.isnan(out.numpy()).all()
    np.testing.assert_allclose(tp.nn.functional.kl_div(logp, tp.tensor(0.5), reduction="sum").item(),
                               2 * 0.5 * math.log(0.5) + 0.5 * 3)


# ---- where index tensors put their dims: ints select first -----------------------------------
def test_an_int_beside_an_index_tensor_does_not_move_its_dims():
    x = tp.arange(120.0).reshape(2, 3, 4, 5)
    assert tuple(tp.ones(1, 3, 1, 3)[0, :, tp.tensor([True]), ::1].shape) == (3, 1, 3)
    assert tuple(x[:, tp.tensor([1, 2]), :, 0].shape) == (2, 2, 4)
    assert tuple(x[tp.tensor([1]), :, 0].shape) == (1, 3, 5)
    assert tuple(x[tp.tensor([1]), :, tp.tensor([0, 1])].shape) == (2, 3, 5)  # apart: in front
    np.testing.assert_array_equal(x[:, tp.tensor([1, 2]), :, 0].numpy(),
                                  x.numpy()[:, [1, 2], :, 0].transpose(1, 0, 2))


def test_writing_and_differentiating_through_such_an_index():
    x = tp.zeros(2, 3, 4, 5, requires_grad=True)
    y = x[:, tp.tensor([1, 2]), :, 0]
    (g,) = tp.autograd.grad(y, x, tp.arange(16.0).reshape(2, 2, 4))
    np.testing.assert_array_equal(g[:, 1:3, :, 0].numpy(), np.arange(16.0).reshape(2, 2, 4))
    z = tp.zeros(2, 3, 4, 5)
    z[:, tp.tensor([1, 2]), :, 0] = tp.arange(16.0).reshape(2, 2, 4)
    np.testing.assert_array_equal(z[:, 1:3, :, 0].numpy(), np.arange(16.0).reshape(2, 2, 4))
    z[:, tp.tensor([1, 2]), :, 0] = tp.arange(4.0)  # broadcast along the last dim
    np.testing.assert_array_equal(z[1, 2, :, 0].numpy(), np.arange(4.0))


@pytest.mark.parametrize("n", [1, 2, 3])
def test_polygamma_of_a_0d_tensor(n):
    for v in (0.5, 2.5, -2.5, 0.0, math.inf):
        out = tp.polygamma(n, tp.tensor(v, dtype=tp.float64))
        assert out.ndim == 0
        ref = tp.polygamma(n, tp.tensor([v], dtype=tp.float64))[0]
        np.testing.assert_allclose(out.item(), ref.item(), rtol=1e-12)
    x = tp.tensor(0.5, dtype=tp.float64, requires_grad=True)
    (g,) = tp.autograd.grad(tp.digamma(x), x)
    np.testing.assert_allclose(g.item(), math.pi ** 2 / 2, rtol=1e-9)  # trigamma(1/2)


# ---- results that are new tensors, not views ------------------------------------------------
def _writes_through(out, x) -> bool:
    before = x.clone()
    with tp.no_grad():
        out.fill_(7)
    return not tp.equal(x, before)


def test_results_that_must_not_alias_their_input():
    b, z = tp.tensor([True, False]), tp.tensor(2.0)
    strided = tp.arange(6.0)[::2]
    cases = [(lambda: tp.ravel(strided), strided), (lambda: tp.sign(b), b), (lambda: tp.sgn(b), b),
             (lambda: tp.roll(z, 1), z), (lambda: tp.roll(strided, 0, 0), strided),
             (lambda: tp.repeat_interleave(strided, 1), strided),
             (lambda: tp.repeat_interleave(z, 3), z),
             (lambda: tp.repeat_interleave(strided, tp.tensor([1])), strided)]
    for make, x in cases:
        assert not _writes_through(make(), x)
    flat = tp.arange(6.0).reshape(2, 3)
    assert _writes_through(tp.ravel(flat), flat)  # a contiguous input is viewed


def test_addcdiv_takes_a_number_for_a_tensor_argument():
    tensorplay_only(tp, "tensor-arguments-take-numbers")
    x = tp.ones(3)
    np.testing.assert_allclose(tp.addcdiv(x, 2.0, x).numpy(), 3.0)
    np.testing.assert_allclose(tp.addcdiv(x, x, 4.0, value=2).numpy(), 1.5)
    with pytest.raises(RuntimeError, match="Integer division with addcdiv"):
        tp.addcdiv(tp.ones(3, dtype=tp.int64), 2, tp.ones(3, dtype=tp.int64))


def test_equal_finds_a_difference_anywhere_in_a_large_tensor():
    """equal compares in blocks and stops at the first difference; every block counts."""
    n = 50_000
    a = tp.arange(n, dtype=tp.float32).reshape(250, 200)
    for i in (0, 1023, 1024, 5119, 5120, n - 1):
        b = a.clone()
        b.view(-1)[i] = -1.0
        assert not tp.equal(a, b)
    assert tp.equal(a, a.clone())
    assert tp.equal(a.t(), a.clone().t())  # non-contiguous
    c = a.clone()
    c.view(-1)[n - 1] = float("nan")
    assert not tp.equal(c, c)
