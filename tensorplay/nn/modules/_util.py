"""Shared helpers of the layer modules."""

from __future__ import annotations

import numpy as np

from ...core import device as _device
from ...core import dtype as _dtype
from ...core.meta import meta_array


def empty(*shape, device=None, dtype=None) -> np.ndarray:
    """Uninitialised storage for a new parameter, in the default float dtype (on the CPU, or
    with no data on the meta device; any other is refused as by the tensor factories)."""
    dt = _dtype.get_default_dtype() if dtype is None else dtype
    if _device.check(device, meta=True):
        return meta_array(shape, _dtype.to_numpy_dtype(dt))
    return np.zeros(shape, dtype=_dtype.to_numpy_dtype(dt))


def pair(v) -> tuple:
    return (v, v) if isinstance(v, int) else tuple(v)
