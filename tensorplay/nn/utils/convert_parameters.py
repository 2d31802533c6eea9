"""Parameters as one flat vector and back (for methods that work on a single vector)."""

from __future__ import annotations

from ...core import optable as ops
from ...core.tensor import Tensor


def parameters_to_vector(parameters) -> Tensor:
    """All parameters flattened and concatenated, in iteration order (differentiable)."""
    return ops.cat([p.reshape(-1) for p in parameters])


def vector_to_parameters(vec: Tensor, parameters) -> None:
    """Make each parameter's data the matching slice of `vec` (a view of it, as in PyTorch)."""
    if not isinstance(vec, Tensor):
        raise TypeError(f"expected tensorplay.Tensor, but got: {type(vec).__name__}")
    offset = 0
    for p in parameters:
        n = p.numel()
        p._data = vec._data.reshape(-1)[offset:offset + n].reshape(p._data.shape)
        p._version[0] += 1
        offset += n
