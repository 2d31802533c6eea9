"""`Embedding`."""

from __future__ import annotations

from ...core.tensor import Tensor
from .. import functional as F
from .. import init
from ..parameter import Parameter
from ._util import empty
from .module import Module


class Embedding(Module):
    """A lookup table of num_embeddings vectors of size embedding_dim, initialised N(0, 1)
    (the padding_idx row zeroed, and never updated by gradients)."""

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 max_norm: float | None = None, norm_type: float = 2.0,
                 scale_grad_by_freq: bool = False, sparse: bool = False,
                 _weight=None, _freeze: bool = False, device=None, dtype=None):
        super().__init__()
        self.max_norm, self.norm_type = max_norm, norm_type
        self.scale_grad_by_freq, self.sparse = scale_grad_by_freq, sparse
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise ValueError("Padding_idx must be within num_embeddings")
            padding_idx %= num_embeddings
        self.padding_idx = padding_idx
        if _weight is None:
            self.weight = Parameter(empty(num_embeddings, embedding_dim, device=device, dtype=dtype), not _freeze)
            self.reset_parameters()
        else:
            if tuple(_weight.shape) != (num_embeddings, embedding_dim):
                raise ValueError("Shape of weight does not match num_embeddings and embedding_dim")
            self.weight = Parameter(_weight, not _freeze)

    def reset_parameters(self) -> None:
        init.normal_(self.weight)
        if self.padding_idx is not None:
            self.weight._data[self.padding_idx] = 0

    @classmethod
    def from_pretrained(cls, embeddings: Tensor, freeze: bool = True, padding_idx=None, max_norm=None,
                        norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                        sparse: bool = False) -> Embedding:
        rows, cols = embeddings.shape
        return cls(rows, cols, padding_idx, max_norm, norm_type, scale_grad_by_freq, sparse,
                   _weight=embeddings.detach()._data.copy(), _freeze=freeze)

    def forward(self, input):
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type,
                           self.scale_grad_by_freq, self.sparse)

    def extra_repr(self) -> str:
        s = f"{self.num_embeddings}, {self.embedding_dim}"
        return s + (f", padding_idx={self.padding_idx}" if self.padding_idx is not None else "")


