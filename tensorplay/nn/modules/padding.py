"""Padding layers: Zero/Constant/Reflection/Replication/Circular pads for 1-d and 2-d
inputs, each calling F.pad with its mode."""

from __future__ import annotations

from .. import functional as F
from .module import Module


class _PadNd(Module):
    _mode = "constant"
    _dims = 1

    def __init__(self, padding):
        super().__init__()
        self.padding = (padding,) * (2 * self._dims) if isinstance(padding, int) else tuple(padding)
        if len(self.padding) != 2 * self._dims:
            raise ValueError(f"expected a padding of {2 * self._dims} values, got {self.padding}")

    def forward(self, input):
        return F.pad(input, list(self.padding), self._mode)

    def extra_repr(self) -> str:
        return f"{self.padding}"


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value: float):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, list(self.padding), "constant", self.value)

    def extra_repr(self) -> str:
        return f"padding={self.padding}, value={self.value}"


class ConstantPad1d(_ConstantPadNd):
    _dims = 1


class ConstantPad2d(_ConstantPadNd):
    _dims = 2


class ZeroPad1d(ConstantPad1d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self) -> str:
        return f"{self.padding}"


class ZeroPad2d(ConstantPad2d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self) -> str:
        return f"{self.padding}"


class ReflectionPad1d(_PadNd):
    _mode, _dims = "reflect", 1


class ReflectionPad2d(_PadNd):
    _mode, _dims = "reflect", 2


class ReplicationPad1d(_PadNd):
    _mode, _dims = "replicate", 1


class ReplicationPad2d(_PadNd):
    _mode, _dims = "replicate", 2


class CircularPad1d(_PadNd):
    _mode, _dims = "circular", 1


class CircularPad2d(_PadNd):
    _mode, _dims = "circular", 2


__all__ = ["CircularPad1d", "CircularPad2d", "ConstantPad1d", "ConstantPad2d", "ReflectionPad1d",
           "ReflectionPad2d", "ReplicationPad1d", "ReplicationPad2d", "ZeroPad1d", "ZeroPad2d"]
