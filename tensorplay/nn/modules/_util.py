"""Shared helpers of the layer modules."""

from __future__ import annotations

import numpy as np

from ...core import device as _device
from ...core import dtype as _dtype
from ...core import optable as generated


def ops():
    return generated


def empty(*shape, device=None, dtype=None) -> np.ndarray:
    """Uninitialised storage for a new parameter, in the default float dtype (on the CPU, the
    only device: any other is refused as by the tensor factories)."""
    _device.check(device)
    dt = _dtype.get_default_dtype() if dtype is None else dtype
    return np.zeros(shape, dtype=_dtype.to_numpy_dtype(dt))


def pair(v) -> tuple:
    return (v, v) if isinstance(v, int) else tuple(v)
