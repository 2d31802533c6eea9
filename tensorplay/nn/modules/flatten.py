"""`Flatten`."""

from __future__ import annotations

from .module import Module


class Flatten(Module):
    """Flattens dims start_dim..end_dim into one (default: all but the batch dim)."""

    def __init__(self, start_dim: int = 1, end_dim: int = -1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input):
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self) -> str:
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"


class Unflatten(Module):
    """Expands dim `dim` into `unflattened_size` (the inverse of Flatten)."""

    def __init__(self, dim: int | str, unflattened_size):
        super().__init__()
        if isinstance(dim, str):
            raise NotImplementedError("named dimensions are not supported; give dim as an int")
        if not isinstance(unflattened_size, (tuple, list)):
            raise TypeError(f"unflattened_size must be tuple of ints, but found type {type(unflattened_size).__name__}")
        self.dim = dim
        self.unflattened_size = tuple(unflattened_size)

    def forward(self, input):
        shape = list(input.shape)
        d = self.dim % len(shape)
        return input.reshape(shape[:d] + list(self.unflattened_size) + shape[d + 1:])

    def extra_repr(self) -> str:
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"
