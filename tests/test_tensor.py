"""Tensor basics: creation, dtypes and promotion, metadata, conversions, repr, errors; on
tensorplay and on torch."""

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def test_dtype_inference_from_python_data():
    assert tp.tensor([1, 2]).dtype is tp.int64
    assert tp.tensor([1.0, 2]).dtype is tp.float32
    assert tp.tensor([True, False]).dtype is tp.bool
    assert tp.tensor(np.zeros(2, np.float64)).dtype is tp.float64
    assert tp.tensor([1, 2], dtype=tp.float64).dtype is tp.float64


def test_ragged_nested_list_is_value_error():
    with pytest.raises(ValueError, match=wording(tp, r"ragged|equal-length")):
        tp.tensor([[1, 2], [3]])


def test_size_and_metadata():
    x = tp.zeros(2, 3)
    assert x.shape == (2, 3) and isinstance(x.shape, tp.Size)
    assert repr(x.shape) == f"{tp.__name__}.Size([2, 3])"
    assert x.dim() == 2 and x.numel() == 6 and x.size(1) == 3 and x.size(-1) == 3
    with pytest.raises(IndexError, match="Dimension out of range"):
        x.size(2)


def test_promotion_rules():
    i = tp.tensor([1, 2])
    f = tp.tensor([1.0, 2.0])
    assert (i + 2.5).dtype is tp.float32  # a Python float makes an int tensor float (default)
    assert (f * 2.0).dtype is tp.float32  # and does not upcast a float32 tensor
    assert (i * 2).dtype is tp.int64
    assert (i / 2).dtype is tp.float32  # integer true division gives float
    assert (i.to(tp.int32) + i).dtype is tp.int64
    assert (f.double() + f).dtype is tp.float64
    assert (tp.tensor(2.0, dtype=tp.float64) * f).dtype is tp.float32  # 0-d does not upcast


def test_conversions():
    x = tp.tensor([1.7, -2.2])
    assert x.long().dtype is tp.int64 and x.long().tolist() == [1, -2]
    assert x.double().dtype is tp.float64
    assert x.bool().tolist() == [True, True]
    assert x.to(tp.int32).dtype is tp.int32
    assert tp.tensor(3.5).item() == 3.5
    assert isinstance(x.numpy(), np.ndarray)
    with pytest.raises(RuntimeError, match="cannot be converted to Scalar"):
        x.item()
    with pytest.raises(RuntimeError, match="requires grad"):
        tp.tensor([1.0], requires_grad=True).numpy()


def test_array_protocol_and_from_numpy_share_memory():
    a = np.arange(3.0)
    t = tp.from_numpy(a)
    a[0] = 7
    assert t.tolist()[0] == 7
    assert np.shares_memory(np.asarray(t), a)


def test_repr_like_pytorch():
    assert repr(tp.tensor([1.0, 2.0], requires_grad=True)) == "tensor([1., 2.], requires_grad=True)"
    assert repr(tp.tensor([1, 2])) == "tensor([1, 2])"
    assert repr(tp.tensor([1.5], dtype=tp.float64)) == f"tensor([1.5000], dtype={tp.__name__}.float64)"
    assert repr(tp.tensor(True)) == "tensor(True)"


def test_type_errors_for_bad_arguments():
    with pytest.raises(ValueError, match="too many dimensions 'str'"):
        tp.tensor(["a", "b"])  # the shape is read along first elements: a str never ends
    with pytest.raises(TypeError, match="invalid data type 'str'"):
        tp.tensor([1, "a"])
    with pytest.raises(RuntimeError, match="Could not infer dtype of NoneType"):
        tp.tensor([1.0, None])
    with pytest.raises(TypeError):
        tp.tensor([1.0]) + "x"


def test_broadcast_shape_mismatch_names_both_shapes():
    with pytest.raises(RuntimeError, match=wording(tp, r"\[2, 3\] and \[4\]")):
        tp.zeros(2, 3) + tp.zeros(4)


def test_reshape_mismatch_is_runtime_error():
    with pytest.raises(RuntimeError, match=wording(tp, "reshape")):
        tp.zeros(2, 3).reshape(4, 2)


def test_matmul_shape_error_names_both_shapes():
    with pytest.raises(RuntimeError, match=r"2x3 and 4x5"):
        tp.zeros(2, 3) @ tp.zeros(4, 5)


def test_dim_out_of_range_is_index_error():
    with pytest.raises(IndexError):
        tp.zeros(2, 3).sum(5)
    with pytest.raises(IndexError):
        tp.zeros(2, 3).transpose(0, 4)


def test_default_dtype_switch():
    tp.set_default_dtype(tp.float64)
    try:
        assert tp.tensor([1.0]).dtype is tp.float64
        assert tp.zeros(2).dtype is tp.float64
    finally:
        tp.set_default_dtype(tp.float32)


def test_no_numpy_warning_escapes():
    # pytest turns warnings into errors (pyproject filterwarnings)
    x = tp.tensor([0.0, 1.0])
    assert np.isneginf(x.log().numpy()[0])
    assert np.isinf((tp.tensor([1.0]) / tp.tensor([0.0])).numpy()[0])
