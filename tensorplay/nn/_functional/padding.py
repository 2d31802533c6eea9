"""`F.pad` with PyTorch's non-constant modes: 'reflect', 'replicate' and 'circular' gather
the padded dims through index_select with a constant index (so the gradient scatters back
through index_select's own rule); 'constant' is the pad op."""

from __future__ import annotations

import numpy as np

from ...core.creation import tensor
from ...core.dtype import int64
from ._common import ops


def _source_index(n: int, left: int, right: int, mode: str, dim: int, shape) -> np.ndarray:
    j = np.arange(-left, n + right)
    if mode == "reflect":
        if left >= n or right >= n:
            raise RuntimeError(f"Argument #4: Padding size should be less than the corresponding "
                               f"input dimension, but got: padding ({left}, {right}) at dimension "
                               f"{dim} of input {list(shape)}")
        j = np.abs(j)
        return np.where(j >= n, 2 * (n - 1) - j, j)
    if mode == "replicate":
        return np.clip(j, 0, n - 1)
    if left > n or right > n:
        raise RuntimeError("Padding value causes wrapping around more than once.")
    return np.mod(j, n)


def pad(input, pad, mode: str = "constant", value: float | None = None):
    """Pad the last len(pad) // 2 dims: pad = (left, right) for the last dim, then the one
    before, ... 'constant' fills with `value`; 'reflect' mirrors without repeating the edge,
    'replicate' repeats the edge, 'circular' wraps around."""
    if mode == "constant":
        return ops.pad(input, list(pad), mode, value)
    if mode not in ("reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if value is not None and value != 0:
        raise ValueError(f"Padding mode \"{mode}\" doesn't take in value argument")
    k = len(pad) // 2
    if len(pad) % 2 or k not in (1, 2, 3) or input.dim() not in (k + 1, k + 2):
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.dim()}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
    if any(p < 0 for p in pad):
        raise NotImplementedError(f"pad: negative widths are not supported in mode {mode!r}")
    out = input
    for i in range(k):
        dim = input.dim() - 1 - i
        left, right = pad[2 * i], pad[2 * i + 1]
        if left or right:
            idx = _source_index(input.shape[dim], left, right, mode, dim, input.shape)
            out = ops.index_select(out, dim, tensor(idx, dtype=int64))
    return out


__all__ = ["pad"]
