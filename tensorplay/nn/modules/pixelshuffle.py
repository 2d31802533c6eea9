"""`PixelShuffle` and `PixelUnshuffle`: modules over the ops of the same names (ops.yaml)."""

from __future__ import annotations

from .. import functional as F
from .module import Module


class PixelShuffle(Module):
    """(*, C r^2, H, W) -> (*, C, H r, W r), r = upscale_factor: the upsampling step of
    sub-pixel convolution."""

    def __init__(self, upscale_factor: int):
        super().__init__()
        self.upscale_factor = upscale_factor

    def forward(self, input):
        return F.pixel_shuffle(input, self.upscale_factor)

    def extra_repr(self) -> str:
        return f"upscale_factor={self.upscale_factor}"


class PixelUnshuffle(Module):
    """(*, C, H r, W r) -> (*, C r^2, H, W), r = downscale_factor: PixelShuffle's inverse."""

    def __init__(self, downscale_factor: int):
        super().__init__()
        self.downscale_factor = downscale_factor

    def forward(self, input):
        return F.pixel_unshuffle(input, self.downscale_factor)

    def extra_repr(self) -> str:
        return f"downscale_factor={self.downscale_factor}"
