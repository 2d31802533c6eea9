"""Edge inputs run on both backends: zero-size and 0-d tensors, refused dtypes with a bad shape,
repeated or out-of-range dims. PyTorch checks shapes and dims before it looks for a kernel of
the dtype, and names an empty reduction dim with IndexError; these pin the same answers."""

from __future__ import annotations

import math

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import wording

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
