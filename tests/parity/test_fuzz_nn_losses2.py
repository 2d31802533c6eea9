"""nn ops where the differential fuzzer (tests/fuzz) found TensorPlay answering otherwise than
PyTorch, second round: integer average pooling whose window sum wraps around int64, the
second derivative of a convolution of an empty batch. Stated once, run on tensorplay and on
torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

BIG = 2 ** 62


@pytest.mark.parametrize(("kwargs", "expected"), [
    # two windows of 2x2: sums 2**63 and 2**63 + 8 wrap to -2**63 (the most negative int64) and
    # to -2**63 + 8, then C's division truncates toward 0
    ({"kernel_size": 2}, [[-(2 ** 61), -(2 ** 61) + 2]]),
    ({"kernel_size": 2, "divisor_override": 6}, [[-1537228672809129301, -1537228672809129300]]),
    ({"kernel_size": 2, "divisor_override": -6}, [[1537228672809129301, 1537228672809129300]]),
])
def test_avg_pool2d_of_int64_truncates_a_wrapped_sum_toward_zero(backend, kwargs, expected):
    """fuzz: avg_pool2d | fn | out: values differ | int | special=inf. The window sum wraps
    around as PyTorch's int64 sum; the quotient of the most negative int64 has no abs()."""
    x = np.array([[[[BIG, BIG, BIG, BIG + 8], [0, 0, 0, 0]]]], dtype=np.int64)
    out = backend.nn.functional.avg_pool2d(backend.tensor(x), **kwargs)
    assert out.dtype == backend.int64
    np.testing.assert_array_equal(out.numpy()[0, 0], np.array(expected, dtype=np.int64))


def test_avg_pool2d_of_int64_rounds_negative_means_toward_zero(backend):
    x = backend.tensor([[[[-3, -4], [0, 0]], [[5, 6], [0, -2]]]])
    out = backend.nn.functional.avg_pool2d(x, 2, divisor_override=3)
    np.testing.assert_array_equal(out.numpy().ravel(), [-2, 3])


def test_conv2d_second_derivative_of_an_empty_batch_is_none(backend):
    """fuzz: conv2d | gradgrad | gradgrad: gradient None vs tensor | float | zero-size. The
    first derivatives of an empty batch are recorded (they require grad) but PyTorch's
    ConvolutionBackwardBackward0 gives no gradient to the input or the weight."""
    x = backend.zeros(0, 4, 6, 5, dtype=backend.float64, requires_grad=True)
    w = backend.tensor(np.random.default_rng(1).standard_normal((4, 2, 2, 3)), requires_grad=True)
    y = backend.nn.functional.conv2d(x, w, None, (2, 1), 1, (1, 2), 2)
    gx, gw = backend.autograd.grad(y.sum(), [x, w], create_graph=True)
    assert gx.requires_grad and gw.requires_grad
    assert tuple(gx.shape) == (0, 4, 6, 5) and not gw.detach().numpy().any()
    assert backend.autograd.grad((gx * gx).sum() + (gw * gw).sum(), [x, w], allow_unused=True) == (None, None)
