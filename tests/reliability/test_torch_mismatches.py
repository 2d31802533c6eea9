"""Small mismatches with PyTorch that once slipped through: special values (sign of nan, the
atan2 gradient at the origin), float32 running sums, empty inputs, and the exception class
of a malformed argument. Stated once and run on tensorplay and on torch (`backend`)."""

from __future__ import annotations

import math

import pytest

from tests.torch_oracle import wording


def test_sign_of_nan_is_zero(backend):
    tp = backend
    out = tp.sign(tp.tensor([float("nan"), -2.0, 0.0, 3.0]))
    assert out.tolist() == [0.0, -1.0, 0.0, 1.0]


def test_atan2_gradient_at_the_origin_is_zero(backend):
    """PyTorch's backward masks the 1 / (x² + y²) at the origin; its forward-mode formula
    does not (0 / 0), so there the tangent is nan."""
    tp = backend
    y = tp.tensor([0.0, 1.0], dtype=tp.float64, requires_grad=True)
    x = tp.tensor([0.0, 2.0], dtype=tp.float64, requires_grad=True)
    tp.atan2(y, x).sum().backward()
    # d/dy = x / (x² + y²), d/dx = -y / (x² + y²); 0 where both are 0
    assert y.grad.tolist() == [0.0, pytest.approx(2 / 5)]
    assert x.grad.tolist() == [0.0, pytest.approx(-1 / 5)]
    with tp.autograd.forward_ad.dual_level():
        y0 = tp.autograd.forward_ad.make_dual(tp.zeros(1, dtype=tp.float64), tp.ones(1, dtype=tp.float64))
        tangent = tp.autograd.forward_ad.unpack_dual(tp.atan2(y0, tp.zeros(1, dtype=tp.float64))).tangent
    assert math.isnan(tangent.item())


@pytest.mark.parametrize("dtype", [None, "float32"])
def test_float32_cumsum_accumulates_in_double(backend, dtype):
    """1e8 + 1 is 1e8 in float32; PyTorch's running sum is exact in double, then rounded."""
    tp = backend
    x = tp.tensor([1e8, 1.0, -1e8, 1.0])
    out = tp.cumsum(x, 0) if dtype is None else tp.cumsum(x, 0, dtype=tp.float32)
    assert out.dtype is tp.float32
    assert out.tolist() == [1e8, 1e8, 1.0, 2.0]


@pytest.mark.parametrize("fn", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dim", [0, 1])
def test_softmax_of_an_empty_tensor_is_empty(backend, fn, dim):
    tp = backend
    out = getattr(tp, fn)(tp.zeros(0, 3), dim=dim)
    assert tuple(out.shape) == (0, 3) and out.dtype is tp.float32


@pytest.mark.parametrize("shape", [(-2, 3), (2, -3), (-1, -1)])
def test_reshape_refuses_negative_sizes_other_than_one_minus_one(backend, shape):
    tp = backend
    x = tp.zeros(6)
    with pytest.raises(RuntimeError, match=wording(tp, r"invalid shape dimension|only one dimension")):
        x.reshape(*shape)
    with pytest.raises(RuntimeError):
        x.view(shape)
    assert tuple(x.reshape(-1, 3).shape) == (2, 3)


@pytest.mark.parametrize("size", [2.5, "a", None, (2.5,), (2, "a"), True, (True, 2)])
@pytest.mark.parametrize("factory", ["zeros", "ones", "empty", "rand", "randn"])
def test_a_size_that_is_not_ints_is_a_type_error(backend, factory, size):
    tp = backend
    with pytest.raises(TypeError, match=wording(tp, r"argument 'size' must be tuple of ints")):
        getattr(tp, factory)(size)


def test_sizes_take_integer_like_values(backend):
    import numpy as np

    tp = backend
    assert tuple(tp.zeros(np.int64(2), 3).shape) == (2, 3)
    assert tuple(tp.ones((tp.tensor(2),)).shape) == (2,)
    assert tuple(tp.full((2,), 1.5).shape) == (2,)


@pytest.mark.parametrize("fill", ["a", None, [1.0]])
def test_full_needs_a_number(backend, fill):
    tp = backend
    with pytest.raises(TypeError, match=wording(tp, r"fill_value' must be Number")):
        tp.full((2,), fill)


@pytest.mark.parametrize("call", [
    lambda tp: tp.exp([1.0]),
    lambda tp: tp.add([1.0], 1),
    lambda tp: tp.sum("a"),
    lambda tp: tp.sin(1.0),
    lambda tp: tp.abs(-1),
    lambda tp: tp.cat([tp.ones(2), [1.0]]),
    lambda tp: tp.cat(tp.ones(2)),
], ids=["exp-list", "add-list", "sum-str", "sin-float", "abs-int", "cat-list-element", "cat-tensor"])
def test_a_non_tensor_argument_is_a_type_error(backend, call):
    tp = backend
    with pytest.raises(TypeError, match=wording(tp, r"must be (Tensor|tuple of Tensors)")):
        call(tp)


def test_numbers_still_stand_for_tensors_in_arithmetic(backend):
    tp = backend
    assert tp.add(1.0, 2.0).item() == 3.0
    assert tp.mul(2, tp.ones(2)).tolist() == [2.0, 2.0]
    assert tp.where(tp.tensor([True, False]), 1.0, 0.0).tolist() == [1.0, 0.0]


def test_cat_of_nothing_is_a_value_error(backend):
    tp = backend
    with pytest.raises(ValueError, match=wording(tp, r"non-empty list of Tensors")):
        tp.cat([])


def test_argmax_of_an_empty_tensor_is_an_index_error(backend):
    tp = backend
    for name in ("argmax", "argmin"):
        with pytest.raises(IndexError):
            getattr(tp.zeros(0), name)()
        with pytest.raises(IndexError):
            getattr(tp.zeros(0, 3), name)(0)
        assert tuple(getattr(tp.zeros(0, 3), name)(1).shape) == (0,)
    assert math.isnan(tp.tensor([1.0, float("nan")]).max().item())


@pytest.mark.parametrize("call", [
    lambda tp, F, a, b: F.conv2d(tp.ones(1, 1, 3, 3, dtype=a), tp.ones(1, 1, 2, 2, dtype=b)),
    lambda tp, F, a, b: F.linear(tp.ones(2, 3, dtype=a), tp.ones(4, 3, dtype=b)),
    lambda tp, F, a, b: F.layer_norm(tp.ones(2, 3, dtype=a), [3], tp.ones(3, dtype=b)),
    lambda tp, F, a, b: F.batch_norm(tp.ones(2, 3, dtype=a), tp.zeros(3, dtype=b), tp.ones(3, dtype=b)),
    lambda tp, F, a, b: F.binary_cross_entropy(tp.full((3,), 0.5, dtype=a), tp.ones(3, dtype=b)),
    lambda tp, F, a, b: tp.scatter_add(tp.zeros(3, dtype=a), 0, tp.tensor([0]), tp.ones(1, dtype=b)),
    lambda tp, F, a, b: tp.mm(tp.ones(2, 2, dtype=a), tp.ones(2, 2, dtype=b)),
    lambda tp, F, a, b: F.cross_entropy(tp.ones(2, 3, dtype=a), tp.tensor([0, 1]), tp.ones(3, dtype=b)),
], ids=["conv2d", "linear", "layer_norm", "batch_norm", "bce", "scatter_add", "mm", "cross_entropy-weight"])
def test_kernels_that_need_one_dtype_refuse_a_mix(backend, call):
    tp = backend
    F = tp.nn.functional
    with pytest.raises(RuntimeError):
        call(tp, F, tp.float32, tp.float64)
    assert call(tp, F, tp.float64, tp.float64).dtype is tp.float64


def test_cross_entropy_probabilities_promote_and_gradients_keep_each_dtype(backend):
    tp = backend
    x = tp.tensor([[0.1, 0.5, -1.0]], requires_grad=True)
    t = tp.tensor([[0.2, 0.3, 0.5]], dtype=tp.float64, requires_grad=True)
    loss = tp.nn.functional.cross_entropy(x, t)
    assert loss.dtype is tp.float64
    loss.backward()
    assert x.grad.dtype is tp.float32 and t.grad.dtype is tp.float64


def test_integer_inputs_of_float_only_ops_are_refused(backend):
    tp = backend
    F = tp.nn.functional
    i = tp.tensor([[1, 2], [3, 4]])
    for call in (F.gelu, F.silu, F.softplus, F.elu, F.leaky_relu, lambda x: F.softmax(x, 0),
                 lambda x: F.layer_norm(x, [2]), lambda x: F.mse_loss(x, x)):
        with pytest.raises(NotImplementedError, match=wording(tp, "not implemented for 'Long'")):
            call(i)
        with pytest.raises(NotImplementedError, match=wording(tp, "not implemented for 'Int'")):
            call(i.int())
    for call in (tp.var, tp.std, tp.norm):
        with pytest.raises(RuntimeError):
            call(i)
    assert F.avg_pool2d(tp.tensor([[[-7, -8], [3, 1]]]), 2).tolist() == [[[-2]]]  # truncated
    assert F.mse_loss(i, i.float()).item() == 0.0
