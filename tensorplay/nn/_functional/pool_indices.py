"""PyTorch's `return_indices=True` of the max pools: where each window's maximum sits, as an
int64 index into the flattened spatial plane of its channel (what max_unpool reads). The
fixed-window pools read it from the op `_max_pool2d_indices`; the adaptive ones compute it
with ops (argmax per window), as their values are."""

from __future__ import annotations

from ._common import ops


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode: bool = False,
               return_indices: bool = False):
    """The op max_pool2d, and with return_indices=True also the argmax of each window."""
    out = ops.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode)
    if not return_indices:
        return out
    return out, ops._max_pool2d_indices(input, kernel_size, stride, padding, dilation, ceil_mode)


def _adaptive_max_indices(input, windows: list):
    """The flat index of each adaptive window's maximum; `windows` holds one list of
    [start, end) pairs per pooled dim (the last one or two)."""
    if len(windows) == 1:
        return ops.stack([ops.argmax(ops.narrow(input, -1, a, b - a), -1) + a
                          for a, b in windows[0]], -1)
    width = input.shape[-1]
    rows = []
    for a, b in windows[0]:
        band = ops.narrow(input, -2, a, b - a)
        cells = []
        for c, e in windows[1]:
            cell = ops.narrow(band, -1, c, e - c)
            flat = ops.argmax(ops.reshape(cell, [*cell.shape[:-2], -1]), -1)
            cells.append((ops.floor_divide(flat, e - c) + a) * width + ops.remainder(flat, e - c) + c)
        rows.append(ops.stack(cells, -1))
    return ops.stack(rows, -2)


__all__ = ["max_pool2d"]
