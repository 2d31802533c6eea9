"""Convolution relatives of `tp.nn.functional` built on the conv2d op and its input
gradient: conv1d (a conv2d over a height-1 image), conv_transpose1d/2d (the adjoint of
conv2d, i.e. conv2d_backward_input), unfold/fold (conv2d / its adjoint with a one-hot
weight), and bilinear."""

from __future__ import annotations

import numpy as np

from ...core.creation import tensor
from ._common import ops
from .conv_padding import _resolve_padding


def _tuple(v, n: int) -> tuple:
    return (v,) * n if isinstance(v, int) else tuple(v)


def _single(v) -> int:
    return v if isinstance(v, int) else next(iter(v))


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1):
    """1-D cross-correlation of (N, C_in, L) (or (C_in, L)) with a (C_out, C_in/groups, k)
    weight; padding is an int, 'valid' or 'same'."""
    stride, dilation = _single(stride), _single(dilation)
    input, padding = _resolve_padding(input, weight, padding, stride, dilation, 1)
    out = ops.conv2d(ops.unsqueeze(input, -2), ops.unsqueeze(weight, -2), bias, [1, stride],
                     [0, _single(padding)], [1, dilation], groups)
    return ops.squeeze(out, -2)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0,
                     groups: int = 1, dilation=1):
    """The transpose (adjoint) of conv2d: (N, C_in, H, W) with a (C_in, C_out/groups, kH, kW)
    weight gives (N, C_out, (H-1)·s - 2p + d·(k-1) + output_padding + 1, ...)."""
    stride, padding = _tuple(stride, 2), _tuple(padding, 2)
    output_padding, dilation = _tuple(output_padding, 2), _tuple(dilation, 2)
    batched = input.dim() == 4
    if not batched:
        input = ops.unsqueeze(input, 0)
    n, _, h, w = input.shape
    k = weight.shape[-2:]
    size = [(s - 1) * st - 2 * p + d * (kk - 1) + op + 1
            for s, st, p, d, kk, op in zip((h, w), stride, padding, dilation, k, output_padding)]
    out = ops.conv2d_backward_input(input, weight, [n, weight.shape[1] * groups, *size],
                                    list(stride), list(padding), list(dilation), groups)
    if bias is not None:
        out = out + ops.reshape(bias, [-1, 1, 1])
    return out if batched else ops.squeeze(out, 0)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0,
                     groups: int = 1, dilation=1):
    """conv_transpose2d over a height-1 image."""
    out = conv_transpose2d(ops.unsqueeze(input, -2), ops.unsqueeze(weight, -2), bias,
                           [1, _single(stride)], [0, _single(padding)],
                           [0, _single(output_padding)], groups, [1, _single(dilation)])
    return ops.squeeze(out, -2)


def _eye_filters(channels: int, kernel: tuple, dtype):
    """(C·kH·kW, 1, kH, kW) one-hot filters: output channel c·kH·kW + i·kW + j copies pixel
    (i, j) of the window of input channel c, so a grouped conv2d with them is im2col."""
    kk = kernel[0] * kernel[1]
    eye = np.tile(np.eye(kk).reshape(kk, 1, *kernel), (channels, 1, 1, 1))
    return tensor(eye, dtype=dtype)


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """im2col: (N, C, H, W) → (N, C·kH·kW, L), one column per sliding window."""
    kernel, dilation = _tuple(kernel_size, 2), _tuple(dilation, 2)
    padding, stride = _tuple(padding, 2), _tuple(stride, 2)
    if input.dim() not in (3, 4):
        raise NotImplementedError(f"Input Error: Only 3D or 4D input Tensors are supported "
                                  f"(got {input.dim()}D)")
    batched = input.dim() == 4
    if not batched:
        input = ops.unsqueeze(input, 0)
    c = input.shape[1]
    cols = ops.conv2d(input, _eye_filters(c, kernel, input.dtype), None, list(stride),
                      list(padding), list(dilation), c)
    out = ops.flatten(cols, 2)
    return out if batched else ops.squeeze(out, 0)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """col2im, the adjoint of unfold: sums the columns (N, C·kH·kW, L) back into
    (N, C, H, W) windows (overlaps add up)."""
    kernel, dilation = _tuple(kernel_size, 2), _tuple(dilation, 2)
    padding, stride, size = _tuple(padding, 2), _tuple(stride, 2), _tuple(output_size, 2)
    batched = input.dim() == 3
    if not batched:
        input = ops.unsqueeze(input, 0)
    n, ckk, _ = input.shape
    kk = kernel[0] * kernel[1]
    if ckk % kk:
        raise RuntimeError(f"Expected size of input's dimension 1 to be divisible by the product "
                           f"of kernel_size, but got input.size(1)={ckk} and kernel_size={kernel}")
    c = ckk // kk
    blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1
              for s, p, d, k, st in zip(size, padding, dilation, kernel, stride)]
    cols = ops.reshape(input, [n, ckk, *blocks])
    out = ops.conv2d_backward_input(cols, _eye_filters(c, kernel, input.dtype), [n, c, *size],
                                    list(stride), list(padding), list(dilation), c)
    return out if batched else ops.squeeze(out, 0)


def bilinear(input1, input2, weight, bias=None):
    """y_k = x1ᵀ W_k x2 + b_k, weight (out, in1, in2), over any leading dims."""
    left = ops.matmul(ops.unsqueeze(ops.unsqueeze(input1, -2), -3), weight)  # (..., out, 1, in2)
    out = ops.sum(ops.squeeze(left, -2) * ops.unsqueeze(input2, -2), -1)
    return out if bias is None else out + bias


__all__ = ["bilinear", "conv1d", "conv_transpose1d", "conv_transpose2d", "fold", "unfold"]
