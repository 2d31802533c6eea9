"""`Dropout` and its variants (PyTorch's _DropoutNd family): each holds `p` and `inplace` and
calls its function of tp.nn.functional with the module's training flag."""

from __future__ import annotations

from .. import functional as F
from .module import Module


class _DropoutNd(Module):
    """The shared constructor and repr; subclasses name the function they call."""

    def __init__(self, p: float = 0.5, inplace: bool = False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p = p
        self.inplace = inplace

    def extra_repr(self) -> str:
        return f"p={self.p}, inplace={self.inplace}"


class Dropout(_DropoutNd):
    """Zeroes each element with probability p while training (scaling the rest by
    1 / (1 - p)); the identity in eval mode."""

    def forward(self, input):
        return F.dropout(input, self.p, self.training, self.inplace)


class Dropout1d(_DropoutNd):
    """Zeroes whole channels of (N, C, L) or (C, L) inputs while training."""

    def forward(self, input):
        return F.dropout1d(input, self.p, self.training, self.inplace)


class Dropout2d(_DropoutNd):
    """Zeroes whole channels of (N, C, H, W) inputs while training (a 3-D input is read as
    (N, C, L), as PyTorch does, with its warning)."""

    def forward(self, input):
        return F.dropout2d(input, self.p, self.training, self.inplace)


class Dropout3d(_DropoutNd):
    """Zeroes whole channels of (N, C, D, H, W) or (C, D, H, W) inputs while training."""

    def forward(self, input):
        return F.dropout3d(input, self.p, self.training, self.inplace)


class AlphaDropout(_DropoutNd):
    """Alpha dropout for SELU networks: keeps zero mean and unit variance."""

    def forward(self, input):
        return F.alpha_dropout(input, self.p, self.training)


class FeatureAlphaDropout(_DropoutNd):
    """Alpha dropout of whole channels."""

    def forward(self, input):
        return F.feature_alpha_dropout(input, self.p, self.training)
