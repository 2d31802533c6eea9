"""PyTorch's string paddings of the convolutions: 'valid' is no padding, 'same' pads so the
output keeps the input's size (stride 1 only): d·(k-1) zeros per spatial dim, the odd one on
the right. conv2d extends the op with them; conv1d uses the same helper."""

from __future__ import annotations

from ._common import ops


def _same_widths(kernel: tuple, dilation: tuple) -> list:
    """(left, right) zeros per spatial dim for padding='same'."""
    totals = [d * (k - 1) for k, d in zip(kernel, dilation)]
    return [(t // 2, t - t // 2) for t in totals]


def _resolve_padding(input, weight, padding, stride, dilation, n: int):
    """(input, padding) with a string padding turned into ints: symmetric 'same' stays a
    padding argument, an uneven one pads the input (as PyTorch, which copies then too)."""
    if not isinstance(padding, str):
        return input, padding
    if padding == "valid":
        return input, [0] * n
    if padding != "same":
        raise RuntimeError(f"Invalid padding string: '{padding}'")
    strides = (stride,) * n if isinstance(stride, int) else tuple(stride)
    if any(s != 1 for s in strides):
        raise RuntimeError("padding='same' is not supported for strided convolutions")
    dil = (dilation,) * n if isinstance(dilation, int) else tuple(dilation)
    widths = _same_widths(tuple(weight.shape[-n:]), dil * n if len(dil) == 1 else dil)
    if all(a == b for a, b in widths):
        return input, [a for a, _ in widths]
    flat = [w for pair in reversed(widths) for w in pair]  # F.pad lists the last dim first
    return ops.pad(input, flat, "constant", 0.0), [0] * n


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1):
    """The op conv2d, whose padding may also be 'valid' or 'same'."""
    input, padding = _resolve_padding(input, weight, padding, stride, dilation, 2)
    return ops.conv2d(input, weight, bias, stride, padding, dilation, groups)


__all__ = ["conv2d"]
