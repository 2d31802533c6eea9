"""Helpers shared by the composite functions: the op table and in-place writes."""

from __future__ import annotations

from ...autograd.grad_mode import is_grad_enabled
from ...core import optable as ops


def maybe_inplace(input, fn, inplace: bool):
    """fn(input); with inplace=True the value is written into `input`, which takes over its
    history as after any in-place op (a leaf that requires grad is refused). While autograd
    records, fn runs on a copy, so the values its backward saved are not overwritten."""
    if not inplace:
        return fn(input)
    recording = input.requires_grad and is_grad_enabled()
    input.copy_(fn(input.clone() if recording else input))
    return input


def value_clamped(t, low: float):
    """t clamped below at `low` in value only: the gradient passes as if unclamped, as for
    PyTorch's in-place clamps under no_grad (cosine_similarity's norms, gaussian_nll's var)."""
    plain = t.detach()
    return t + (ops.clamp(plain, min=low) - plain)


__all__ = ["maybe_inplace", "ops", "value_clamped"]
