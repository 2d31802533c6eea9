"""Shared helpers of the layer modules."""

from __future__ import annotations

import numpy as np

from ... import _dtype


def F():
    """`tensorplay.nn.functional`, looked up when a layer runs (it is created by another part
    of the library, and ops land in it as they are added to ops.yaml)."""
    from .. import functional

    if functional is None:
        raise ImportError("tensorplay.nn.functional is not available in this build")
    return functional


def ops():
    from ..._generated import ops as generated

    return generated


def empty(*shape, device=None, dtype=None) -> np.ndarray:
    """Uninitialised storage for a new parameter, in the default float dtype (on the CPU, the
    only device: any other is refused as by the tensor factories)."""
    from ... import _device

    _device.check(device)
    dt = _dtype.get_default_dtype() if dtype is None else dtype
    return np.zeros(shape, dtype=_dtype.to_numpy_dtype(dt))


def pair(v) -> tuple:
    return (v, v) if isinstance(v, int) else tuple(v)


def fn(name: str):
    """`tp.nn.functional.<name>`, else the op `tp.<name>`; a clear error if neither exists yet."""
    from .. import functional

    f = getattr(functional, name, None) if functional is not None else None
    if f is None:
        f = getattr(ops(), name, None)
    if f is None:
        raise NotImplementedError(f"this layer needs the op {name!r}, which this build of "
                                  "tensorplay does not have yet")
    return f
