"""Small bundled datasets for tutorials and tests.

`load_digits()` returns scikit-learn's copy of the UCI handwritten digits
(1797 grey 8x8 images of 0-9), so no download is needed. scikit-learn is an
optional dependency: `pip install scikit-learn` (or the `data` extra).
"""

from __future__ import annotations

import numpy as np

from .core.tensor import Tensor


def load_digits(*, as_images: bool = False, normalize: bool = True):
    """(images, labels) of the 8x8 digits.

    images: float32, shape (1797, 64) — or (1797, 1, 8, 8) with as_images=True, ready for
    Conv2d. Pixel values are 0..16 in the original; normalize=True (default) divides by 16
    so they lie in [0, 1]. labels: int64, shape (1797,), values 0..9.
    """
    try:
        from sklearn.datasets import load_digits as _sk_load_digits
    except ImportError:
        raise ImportError("tensorplay.datasets.load_digits needs scikit-learn, an optional "
                          "dependency: pip install scikit-learn  (or pip install "
                          "'tensorplay-edu[data]')") from None
    bunch = _sk_load_digits()
    x = bunch.data.astype(np.float32)
    if normalize:
        x /= 16.0
    if as_images:
        x = x.reshape(-1, 1, 8, 8)
    y = bunch.target.astype(np.int64)
    return Tensor._make(np.ascontiguousarray(x)), Tensor._make(y)
