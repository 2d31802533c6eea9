"""Cases where a PyTorch program used to run differently, or stop with another message: losses
that broadcast a (N, 1) input against an (N,) target (they do, with PyTorch's warning),
cross_entropy's class-index target dtypes, reshape/view's size message, and gradcheck's."""

from __future__ import annotations

import importlib
import warnings

import numpy as np
import pytest

from tests.torch_oracle import arr, wording

LOSSES = ["mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss"]
X = np.array([[0.5], [-1.0], [2.0], [0.25]])
T = np.array([0.0, 1.5, -0.5, 0.3])


@pytest.mark.parametrize("name", LOSSES)
def test_losses_broadcast_a_column_against_a_vector_with_a_warning(backend, name):
    x = backend.tensor(X, requires_grad=True)
    with pytest.warns(UserWarning, match=r"Using a target size \(.*Size\(\[4\]\)\) that is different "
                                         r"to the input size \(.*Size\(\[4, 1\]\)\)"):
        loss = getattr(backend.nn.functional, name)(x, backend.tensor(T))
    diff = X - T  # (4, 4): the broadcast PyTorch computes
    per = {"mse_loss": diff ** 2, "l1_loss": np.abs(diff),
           "smooth_l1_loss": np.where(np.abs(diff) < 1, 0.5 * diff ** 2, np.abs(diff) - 0.5),
           "huber_loss": np.where(np.abs(diff) < 1, 0.5 * diff ** 2, np.abs(diff) - 0.5)}[name]
    np.testing.assert_allclose(arr(loss), per.mean(), rtol=1e-12)
    loss.backward()
    dper = {"mse_loss": 2 * diff, "l1_loss": np.sign(diff),
            "smooth_l1_loss": np.clip(diff, -1, 1), "huber_loss": np.clip(diff, -1, 1)}[name]
    np.testing.assert_allclose(arr(x.grad), dper.sum(1, keepdims=True) / diff.size, rtol=1e-12)


def test_same_shapes_do_not_warn(backend):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        backend.nn.functional.mse_loss(backend.tensor(T), backend.tensor(T))


@pytest.mark.parametrize(("dtype", "name"), [("int32", "Int"), ("int16", "Short"), ("bool", "Bool"),
                                             ("float32", "Float")])
def test_cross_entropy_class_index_target_dtypes(backend, dtype, name):
    target = backend.tensor(np.array([0, 2, 1]).astype(dtype))
    with pytest.raises(RuntimeError, match=f"expected target dtype to be Long or Byte, but got {name}"):
        backend.nn.functional.cross_entropy(backend.zeros(3, 4), target)


def test_cross_entropy_takes_int64_and_uint8_targets(backend):
    logits = backend.tensor(np.array([[1.0, 2.0, 0.5], [0.0, -1.0, 3.0]]))
    want = -np.mean([np.log(np.exp(2.0) / np.exp([1.0, 2.0, 0.5]).sum()),
                     np.log(np.exp(0.0) / np.exp([0.0, -1.0, 3.0]).sum())])
    for dtype in (backend.int64, backend.uint8):
        got = backend.nn.functional.cross_entropy(logits, backend.tensor([1, 0], dtype=dtype))
        np.testing.assert_allclose(arr(got), want, rtol=1e-12)


def test_cross_entropy_batch_mismatch_is_reported_first(backend):
    with pytest.raises(ValueError, match=r"Expected input batch_size \(2\) to match target batch_size \(3\)"):
        backend.nn.functional.cross_entropy(backend.zeros(2, 4), backend.tensor([0, 1, 2], dtype=backend.int32))


@pytest.mark.parametrize("method", ["reshape", "view"])
@pytest.mark.parametrize(("shape", "text"), [((5, -1), r"\[5, -1\]"), ((5, 3), r"\[5, 3\]")])
def test_reshape_size_message(backend, method, shape, text):
    with pytest.raises(RuntimeError, match=f"shape '{text}' is invalid for input of size 12"):
        getattr(backend.arange(12.0), method)(*shape)


def test_gradcheck_error_prints_plain_numbers(backend):
    error = importlib.import_module(f"{backend.__name__}.autograd.gradcheck").GradcheckError

    class Wrong(backend.autograd.Function):  # d(x^2)/dx given as 1
        @staticmethod
        def forward(ctx, x):
            return x * x

        @staticmethod
        def backward(ctx, g):
            return g

    x = backend.tensor([1.5, 2.0], dtype=backend.float64, requires_grad=True)
    with pytest.raises(error, match=wording(backend, r"analytic 1\.0 vs numerical 2\.99")) as info:
        backend.autograd.gradcheck(Wrong.apply, (x,))
    assert "Jacobian mismatch for output 0 with respect to input 0" in str(info.value)
    assert "np.float64" not in str(info.value)


def test_reshape_size_message_under_vmap(backend):
    """Under vmap PyTorch names the batched shape and size (the batch dim in front)."""
    with pytest.raises(RuntimeError, match=r"shape '\[2, 5, -1\]' is invalid for input of size 24"):
        backend.func.vmap(lambda t: t.reshape(5, -1))(backend.ones(2, 12))
    out = backend.func.vmap(lambda t: t.reshape(-1, 4))(backend.arange(24.0).reshape(2, 12))
    assert tuple(out.shape) == (2, 3, 4)
