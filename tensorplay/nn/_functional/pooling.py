"""Pooling and resampling of `tp.nn.functional` built from ops: 1-d pools over a
height-1 image, adaptive average pooling and linear interpolation as products with
constant averaging / interpolation matrices (one per spatial dim), adaptive max pooling
from window maxima, nearest interpolation as an index_select."""

from __future__ import annotations

import math

import numpy as np

from ...core.creation import tensor
from ...core.dtype import int64
from ._common import ops
from .pool_indices import _adaptive_max_indices, max_pool2d


def _single(v):
    return v if isinstance(v, int) or v is None else next(iter(v))


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode: bool = False,
               return_indices: bool = False):
    """max_pool2d over a height-1 image (its indices are then the 1-d ones)."""
    stride = _single(stride)
    out = max_pool2d(ops.unsqueeze(input, -2), [1, _single(kernel_size)],
                     None if stride is None else [1, stride], [0, _single(padding)],
                     [1, _single(dilation)], ceil_mode, return_indices)
    if return_indices:
        return ops.squeeze(out[0], -2), ops.squeeze(out[1], -2)
    return ops.squeeze(out, -2)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode: bool = False,
               count_include_pad: bool = True):
    """avg_pool2d over a height-1 image."""
    stride = _single(stride)
    out = ops.avg_pool2d(ops.unsqueeze(input, -2), [1, _single(kernel_size)],
                         None if stride is None else [1, stride], [0, _single(padding)],
                         ceil_mode, count_include_pad)
    return ops.squeeze(out, -2)


def _windows(size_in: int, size_out: int):
    """PyTorch's adaptive windows: [floor(i·in/out), ceil((i+1)·in/out)) for each output i."""
    return [(i * size_in // size_out, -((-(i + 1) * size_in) // size_out)) for i in range(size_out)]


def _sizes(output_size, input, n: int) -> list:
    sizes = (output_size,) * n if isinstance(output_size, int) else tuple(output_size)
    return [input.shape[input.dim() - n + i] if s is None else s for i, s in enumerate(sizes)]


def _along(x, matrix: np.ndarray, dim: int):
    """Contract dim `dim` (negative) of x with matrix (out, in): a linear resampling."""
    m = tensor(matrix, dtype=x.dtype)
    moved = ops.movedim(x, dim, -1)
    return ops.movedim(ops.matmul(moved, ops.transpose(m, 0, 1)), -1, dim)


def _average_matrix(size_in: int, size_out: int) -> np.ndarray:
    m = np.zeros((size_out, size_in))
    for i, (a, b) in enumerate(_windows(size_in, size_out)):
        m[i, a:b] = 1.0 / (b - a)
    return m


def adaptive_avg_pool2d(input, output_size):
    """Average over PyTorch's adaptive windows so the last two dims become output_size."""
    out = input
    for d, size in zip((-2, -1), _sizes(output_size, input, 2)):
        out = _along(out, _average_matrix(input.shape[d], size), d)
    return out


def adaptive_avg_pool1d(input, output_size):
    return _along(input, _average_matrix(input.shape[-1], _sizes(output_size, input, 1)[0]), -1)


def _adaptive_max(input, sizes: list):
    n = len(sizes)
    dims = list(range(input.dim() - n, input.dim()))
    windows = [_windows(input.shape[d], s) for d, s in zip(dims, sizes)]
    if n == 1:
        cells = [ops.amax(ops.narrow(input, -1, a, b - a), [-1]) for a, b in windows[0]]
        return ops.stack(cells, -1)
    rows = []
    for a, b in windows[0]:
        band = ops.narrow(input, -2, a, b - a)
        rows.append(ops.stack([ops.amax(ops.narrow(band, -1, c, e - c), [-2, -1])
                               for c, e in windows[1]], -1))
    return ops.stack(rows, -2)


def _adaptive_max_with(input, sizes: list, return_indices: bool):
    out = _adaptive_max(input, sizes)
    if not return_indices:
        return out
    dims = range(input.dim() - len(sizes), input.dim())
    return out, _adaptive_max_indices(input, [_windows(input.shape[d], s) for d, s in zip(dims, sizes)])


def adaptive_max_pool2d(input, output_size, return_indices: bool = False):
    """Maximum over PyTorch's adaptive windows of the last two dims (and where it sits)."""
    return _adaptive_max_with(input, _sizes(output_size, input, 2), return_indices)


def adaptive_max_pool1d(input, output_size, return_indices: bool = False):
    return _adaptive_max_with(input, _sizes(output_size, input, 1), return_indices)


def _linear_matrix(size_in: int, size_out: int, align_corners: bool, scale) -> np.ndarray:
    """PyTorch's linear interpolation weights (out, in) along one dim."""
    m = np.zeros((size_out, size_in))
    for i in range(size_out):
        if align_corners:
            src = i * (size_in - 1) / (size_out - 1) if size_out > 1 else 0.0
        else:
            ratio = 1.0 / scale if scale is not None else size_in / size_out
            src = max((i + 0.5) * ratio - 0.5, 0.0)
        lo = min(math.floor(src), size_in - 1)
        hi = min(lo + 1, size_in - 1)
        frac = src - lo
        m[i, lo] += 1.0 - frac
        m[i, hi] += frac
    return m


def _cubic_matrix(size_in: int, size_out: int, align_corners: bool, scale) -> np.ndarray:
    """PyTorch's bicubic weights (out, in) along one dim: Keys' cubic convolution (A = -0.75)
    over the 4 neighbours of the source point, indices clamped at the borders."""
    a = -0.75
    m = np.zeros((size_out, size_in))
    for i in range(size_out):
        if align_corners:
            src = i * (size_in - 1) / (size_out - 1) if size_out > 1 else 0.0
        else:
            ratio = 1.0 / scale if scale is not None else size_in / size_out
            src = (i + 0.5) * ratio - 0.5
        lo = math.floor(src)
        t = src - lo
        weights = [((a * (t + 1) - 5 * a) * (t + 1) + 8 * a) * (t + 1) - 4 * a,
                   ((a + 2) * t - (a + 3)) * t * t + 1,
                   ((a + 2) * (1 - t) - (a + 3)) * (1 - t) * (1 - t) + 1,
                   ((a * (2 - t) - 5 * a) * (2 - t) + 8 * a) * (2 - t) - 4 * a]
        for j, wgt in enumerate(weights):
            m[i, min(max(lo - 1 + j, 0), size_in - 1)] += wgt
    return m


def _nearest_index(size_in: int, size_out: int, scale, exact: bool) -> np.ndarray:
    """The source index of each output: floor(i·ratio) ('nearest', PyTorch's legacy rule) or
    floor((i + 0.5)·ratio) ('nearest-exact', the pixel-centre rule)."""
    ratio = 1.0 / scale if scale is not None else size_in / size_out
    src = (np.arange(size_out) + (0.5 if exact else 0.0)) * ratio
    return np.minimum(np.floor(src).astype(np.int64), size_in - 1)


def interpolate(input, size=None, scale_factor=None, mode: str = "nearest",
                align_corners: bool | None = None, recompute_scale_factor: bool | None = None,
                antialias: bool = False):
    """Resize the spatial dims (all but N and C): mode 'nearest', 'nearest-exact', 'area'
    (adaptive average pooling), 'linear' (3-d input), 'bilinear' or 'bicubic' (4-d), to
    `size` or by `scale_factor`."""
    n = input.dim() - 2
    if (size is None) == (scale_factor is None):
        raise ValueError("only one of size or scale_factor should be defined")
    if antialias:
        raise NotImplementedError("interpolate: antialias=True is not supported")
    if mode in ("nearest", "nearest-exact", "area") and align_corners is not None:
        raise ValueError("align_corners option can only be set with the interpolating modes: "
                         "linear | bilinear | bicubic | trilinear")
    expected = {"linear": 1, "bilinear": 2, "bicubic": 2}
    if mode in expected and n != expected[mode]:
        raise NotImplementedError(f"Got {input.dim()}D input, but {mode} mode needs "
                                  f"{expected[mode] + 2}D input")
    if mode not in ("nearest", "nearest-exact", "area", "linear", "bilinear", "bicubic"):
        raise NotImplementedError(f"interpolate: mode={mode!r} is not supported")
    if size is not None:
        sizes = [size] * n if isinstance(size, int) else list(size)
        scales = [None] * n
    else:
        scales = [scale_factor] * n if isinstance(scale_factor, (int, float)) else list(scale_factor)
        sizes = [math.floor(input.shape[2 + i] * s) for i, s in enumerate(scales)]
        if recompute_scale_factor:
            scales = [None] * n
    if mode == "area":
        return (adaptive_avg_pool1d if n == 1 else adaptive_avg_pool2d)(input, sizes)
    out = input
    for i, (size_out, scale) in enumerate(zip(sizes, scales)):
        d, size_in = 2 + i, input.shape[2 + i]
        if mode in ("nearest", "nearest-exact"):
            idx = _nearest_index(size_in, size_out, scale, mode == "nearest-exact")
            out = ops.index_select(out, d, tensor(idx, dtype=int64))
        elif mode == "bicubic":
            out = _along(out, _cubic_matrix(size_in, size_out, bool(align_corners), scale), d)
        else:
            out = _along(out, _linear_matrix(size_in, size_out, bool(align_corners), scale), d)
    return out


__all__ = ["adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_max_pool1d",
           "adaptive_max_pool2d", "avg_pool1d", "interpolate", "max_pool1d"]
