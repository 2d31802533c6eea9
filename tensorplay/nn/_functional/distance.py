"""Norms and distances of `tp.nn.functional`: normalize, cosine_similarity,
pairwise_distance, one_hot."""

from __future__ import annotations

import numpy as np

from ...core.dtype import int64
from ._common import ops, value_clamped


def normalize(input, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out=None):
    """input / max(‖input‖_p along dim, eps)."""
    if out is not None:
        raise NotImplementedError("normalize: out= is not supported")
    norm = ops.norm(input, p, [dim], keepdim=True)
    return input / ops.clamp(norm, min=eps)


def _clamped_norm(x, dim: int, eps: float):
    """‖x‖ along dim, clamped below at eps in value only (PyTorch's gradient)."""
    return value_clamped(ops.norm(x, 2, [dim], keepdim=True), eps)


def cosine_similarity(x1, x2, dim: int = 1, eps: float = 1e-8):
    """Σ (x1 / ‖x1‖)(x2 / ‖x2‖) along dim, the norms clamped below at eps."""
    shape = list(np.broadcast_shapes(tuple(x1.shape), tuple(x2.shape)))
    x1, x2 = ops.expand(x1, shape), ops.expand(x2, shape)
    return ops.sum((x1 / _clamped_norm(x1, dim, eps)) * (x2 / _clamped_norm(x2, dim, eps)), dim)


def pairwise_distance(x1, x2, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False):
    """‖x1 - x2 + eps‖_p over the last dim."""
    dim = max(x1.dim(), x2.dim()) - 1
    return ops.norm(x1 - x2 + eps, p, [dim], keepdim=keepdim)


def one_hot(input, num_classes: int = -1):
    """An int64 tensor with one more dim of size num_classes (max + 1 when -1), 1 at each index.
    The argument is named `input`, as PyTorch's binding names it (its docs say `tensor`)."""
    if input.dtype is not int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if num_classes == -1:
        if input.numel() == 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
        num_classes = int(ops.amax(input).item()) + 1
    if input.numel() and (int(ops.amin(input).item()) < 0 or
                           int(ops.amax(input).item()) >= num_classes):
        raise RuntimeError("Class values must be smaller than num_classes."
                           if input.numel() and int(ops.amin(input).item()) >= 0
                           else "Class values must be non-negative.")
    classes = ops.arange(num_classes)
    return ops._to_copy(ops.unsqueeze(input, -1) == classes, dtype=int64)


__all__ = ["cosine_similarity", "normalize", "one_hot", "pairwise_distance"]
