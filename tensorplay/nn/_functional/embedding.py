"""F.embedding with all of PyTorch's keywords, over the op `embedding` (which takes
padding_idx and scale_grad_by_freq): a negative padding_idx counts from the end, max_norm
renormalizes in place the rows the input picks (as PyTorch, outside autograd), and sparse
gradients are refused (TensorPlay has no sparse tensors)."""

from __future__ import annotations

from ...autograd.grad_mode import no_grad
from ._common import ops


def _renorm_rows(weight, input, max_norm: float, norm_type: float) -> None:
    """Scale the rows of `weight` that `input` picks down to norm max_norm, in place
    (PyTorch's embedding_renorm_: factor max_norm / (norm + 1e-7))."""
    with no_grad():
        rows = ops.unique(ops.reshape(input, [-1]))
        picked = ops.index_select(weight, 0, rows)
        norms = ops.linalg_vector_norm(picked, norm_type, [1], True)
        scale = ops.where(norms > max_norm, max_norm / (norms + 1e-7), ops.ones_like(norms))
        weight.index_copy_(0, rows, picked * scale)


def embedding(input, weight, padding_idx: int | None = None, max_norm: float | None = None,
              norm_type: float = 2.0, scale_grad_by_freq: bool = False, sparse: bool = False):
    """The op embedding, with PyTorch's padding_idx range check, max_norm and sparse=False."""
    if padding_idx is not None:
        if not -weight.shape[0] <= padding_idx < weight.shape[0]:
            raise AssertionError("Padding_idx must be within num_embeddings")
        padding_idx %= weight.shape[0]
    if sparse:
        raise NotImplementedError("embedding: sparse=True (sparse gradients) is not supported; "
                                  "TensorPlay's gradients are dense")
    if max_norm is not None:
        _renorm_rows(weight, input, max_norm, norm_type)
    return ops.embedding(weight, input, -1 if padding_idx is None else padding_idx, scale_grad_by_freq)


__all__ = ["embedding"]
