"""dropout: the output of the `native_dropout` op (ops.yaml), which also returns the mask its
backward needs; `dropout` keeps the output and adds PyTorch's `training`/`inplace` options."""

from __future__ import annotations

from ._common import maybe_inplace, ops


def dropout(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero each element with probability `p` and scale the rest by 1 / (1 - p), when training."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    return maybe_inplace(input, lambda x: ops.native_dropout(x, p, True)[0], inplace)


__all__ = ["dropout"]
