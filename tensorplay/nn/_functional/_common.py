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


__all__ = ["maybe_inplace", "ops"]
