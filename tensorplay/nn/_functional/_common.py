"""Helpers shared by the composite functions: the op table and in-place writes."""

from __future__ import annotations

from ..._generated import ops
from ..._inplace import write_into


def maybe_inplace(input, out, inplace: bool, name: str):
    """Write `out` into `input` for the `inplace=True` form of an activation."""
    if not inplace:
        return out
    write_into(input, out, name)
    return input


def value_clamped(t, low: float):
    """t clamped below at `low` in value only: the gradient passes as if unclamped, as for
    PyTorch's in-place clamps under no_grad (cosine_similarity's norms, gaussian_nll's var)."""
    plain = t.detach()
    return t + (ops.clamp(plain, min=low) - plain)


__all__ = ["maybe_inplace", "ops", "value_clamped"]
