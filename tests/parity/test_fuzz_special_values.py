"""Kernels and formulas at special inputs (signed zero, inf, NaN, empty) where the differential
fuzzer (tests/fuzz) found TensorPlay answering otherwise than PyTorch. Stated once, run on
tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest


def _t(tp, values):
    return tp.tensor(np.asarray(values, dtype=np.float64))


@pytest.mark.parametrize("mode", ["reduced", "complete"])
def test_qr_reflects_a_column_headed_by_negative_zero_as_by_positive_zero(backend, mode):
    """A column [-0.0, 2, -0.0]: LAPACK's Householder reflector maps it onto -2 e1 as it does
    [+0.0, 2, +0.0] (the sign of a zero head does not flip R's diagonal)."""
    tp = backend
    a = _t(tp, [[-0.0, 1.0], [2.0, 3.0], [-0.0, 1.0]])
    Q, R = tp.linalg.qr(a, mode=mode)
    np.testing.assert_allclose(R.numpy()[:2], [[-2.0, -3.0], [0.0, 2 ** 0.5]], atol=1e-12)
    np.testing.assert_allclose(Q.numpy()[:, :2], [[0.0, 2 ** -0.5], [-1.0, 0.0], [0.0, 2 ** -0.5]],
                               atol=1e-12)
    _, Rp = tp.linalg.qr(a + 0.0, mode=mode)
    np.testing.assert_array_equal(R.numpy(), Rp.numpy())
