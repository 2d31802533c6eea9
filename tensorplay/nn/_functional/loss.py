"""F.binary_cross_entropy_with_logits: PyTorch's Python-level argument handling (the legacy
size_average/reduce flags, the reduction by name, the target-size check) over the op
binary_cross_entropy_with_logits, which is torch.binary_cross_entropy_with_logits and takes the
reduction as PyTorch's enum, as torch/nn/functional.py calls it."""

from __future__ import annotations

from ...ops.shared.loss_helpers import _legacy_reduction
from ._common import ops

_ENUM = {"none": 0, "mean": 1, "sum": 2}


def binary_cross_entropy_with_logits(input, target, weight=None, size_average: bool | None = None,
                                     reduce: bool | None = None, reduction: str = "mean",
                                     pos_weight=None):
    """The op with `reduction` by name ('mean', 'sum', 'none'); a target of another size than
    the input is PyTorch's ValueError here (the op itself broadcasts it)."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    if reduction not in _ENUM:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if tuple(target.shape) != tuple(input.shape):
        raise ValueError(f"Target size ({list(target.shape)}) must be the same as input size "
                         f"({list(input.shape)})")
    return ops.binary_cross_entropy_with_logits(input, target, weight, pos_weight, _ENUM[reduction])


__all__ = ["binary_cross_entropy_with_logits"]
