"""Tensors from Python data, closeness and equality, mean's dtype rule: stated once, run on
tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import pytest

# torch.func warns when it falls back to a per-sample loop for an op (isclose, diagflat)
TORCH_LOOP = pytest.mark.filterwarnings("ignore:There is a performance drop")


@pytest.mark.parametrize("make", ["tensor", "as_tensor"])
def test_float64_from_python_floats_is_exact(backend, make):
    """A list of Python floats asked for float64 keeps every digit (no float32 detour)."""
    tp = backend
    t = getattr(tp, make)([0.1, 0.4, 1 / 3], dtype=tp.float64)
    assert t.tolist() == [0.1, 0.4, 1 / 3]
    assert getattr(tp, make)(0.1, dtype=tp.float64).item() == 0.1
    assert tp.tensor([[0.1], [0.7]], dtype=tp.float64)[1, 0].item() == 0.7


def test_default_dtype_and_integer_inference(backend):
    tp = backend
    assert tp.tensor([0.1]).dtype is tp.float32
    assert tp.tensor([0.1]).item() == pytest.approx(0.1, rel=1e-7)
    assert tp.tensor([1, 2]).dtype is tp.int64
    assert tp.tensor([1, 2.5]).dtype is tp.float32
    assert tp.tensor([2**53 + 1], dtype=tp.float64).item() == float(2**53)
    assert tp.tensor([1.9, -1.9], dtype=tp.int64).tolist() == [1, -1]
    assert tp.tensor([2**62 + 1]).item() == 2**62 + 1


def test_allclose_isclose_equal(backend):
    tp = backend
    a = tp.tensor([1.0, 2.0, float("nan"), float("inf")])
    b = tp.tensor([1.0 + 1e-6, 2.1, float("nan"), float("inf")])
    assert tp.isclose(a, b).tolist() == [True, False, False, True]
    assert a.isclose(b, equal_nan=True).tolist() == [True, False, True, True]
    assert tp.isclose(a, b, rtol=0.1).tolist() == [True, True, False, True]
    assert tp.isclose(a, b).dtype is tp.bool
    assert tp.allclose(a[:1], b[:1]) is True
    assert tp.allclose(a, b) is False
    assert a.allclose(b, rtol=0.1, equal_nan=True) is True
    assert tp.allclose(tp.ones(3), tp.ones(2, 3)) is True  # broadcasts
    assert tp.equal(tp.tensor([1, 2]), tp.tensor([1.0, 2.0])) is True  # values, across dtypes
    assert tp.tensor([1, 2]).equal(tp.tensor([[1, 2]])) is False  # shapes differ
    assert tp.equal(a, a) is False  # nan != nan


def test_closeness_needs_one_dtype_and_tensors(backend):
    tp = backend
    with pytest.raises(RuntimeError, match="Float did not match Double"):
        tp.allclose(tp.ones(2), tp.ones(2, dtype=tp.float64))
    with pytest.raises(RuntimeError, match="Long did not match Float"):
        tp.isclose(tp.tensor([1, 2]), tp.tensor([1.0, 2.0]))
    with pytest.raises(TypeError, match="must be Tensor, not float"):
        tp.isclose(tp.ones(1), 1.0)
    with pytest.raises(RuntimeError, match="rtol must be greater than or equal to zero"):
        tp.isclose(tp.ones(1), tp.ones(1), rtol=-1.0)
    assert tp.isclose(tp.tensor([1, 5]), tp.tensor([1, 6]), atol=1).tolist() == [True, True]


@TORCH_LOOP
def test_closeness_under_vmap(backend):
    """isclose batches; allclose/equal (one Python value) are refused by vmap."""
    tp = backend
    vmap = tp.func.vmap
    x = tp.tensor([[1.0, 2.0], [3.0, 4.0]])
    y = tp.tensor([[1.0, 2.5], [3.0, 4.0]])
    assert vmap(tp.isclose)(x, y).tolist() == [[True, False], [True, True]]
    for fn in (tp.allclose, tp.equal):
        with pytest.raises(RuntimeError):
            vmap(fn)(x, y)


def test_mean_of_integers_needs_a_float_dtype(backend):
    tp = backend
    ints = tp.tensor([[1, 2], [3, 5]])
    for call in (lambda: ints.mean(), lambda: tp.mean(ints, 0), lambda: tp.tensor([True]).mean(),
                 lambda: ints.mean(dtype=tp.int64)):
        with pytest.raises(RuntimeError, match="mean\\(\\): could not infer output dtype"):
            call()
    assert ints.mean(dtype=tp.float64).item() == 2.75
    assert ints.mean(1, dtype=tp.float32).tolist() == [1.5, 4.0]
    assert tp.ones(2).mean(dtype=tp.float64).dtype is tp.float64


@TORCH_LOOP
def test_diagflat(backend):
    tp = backend
    x = tp.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    d = tp.diagflat(x, 1)
    assert d.shape == (5, 5)
    assert d.diagonal(1).tolist() == [1.0, 2.0, 3.0, 4.0]
    assert tp.diagflat(tp.tensor(3.0)).tolist() == [[3.0]]
    assert x.diagflat(-1).shape == (5, 5)
    (d * tp.arange(25.0).reshape(5, 5)).sum().backward()
    assert x.grad.tolist() == [[1.0, 7.0], [13.0, 19.0]]
    batched = tp.func.vmap(tp.diagflat)(tp.arange(6.0).reshape(2, 3))
    assert batched.shape == (2, 3, 3) and batched[1].diagonal().tolist() == [3.0, 4.0, 5.0]
