"""`GroupNorm`, `InstanceNorm1d`, `InstanceNorm2d`, `InstanceNorm3d`."""

from __future__ import annotations

import numpy as np

from ...core import dtype as _dtype
from ...core import optable as O
from ...core.tensor import Tensor
from .. import functional as F
from .. import init
from ..parameter import Parameter
from ._util import empty
from .module import Module


class GroupNorm(Module):
    """Normalises groups of channels per sample; a per-channel affine (ones, zeros)."""

    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5, affine: bool = True,
                 device=None, dtype=None, *, bias: bool = True):
        super().__init__()
        if num_channels % num_groups:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups, self.num_channels, self.eps, self.affine = num_groups, num_channels, eps, affine
        if affine:
            self.weight = Parameter(empty(num_channels, device=device, dtype=dtype))
            if bias:
                self.bias = Parameter(empty(num_channels, device=device, dtype=dtype))
            else:
                self.register_parameter("bias", None)
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        if self.weight is not None:
            init.ones_(self.weight)
        if self.bias is not None:
            init.zeros_(self.bias)

    def forward(self, input):
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self) -> str:
        return (f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}, "
                f"bias={self.bias is not None}")


class _InstanceNorm(Module):
    _dims = 1  # spatial dims

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1,
                 affine: bool = False, track_running_stats: bool = False, device=None, dtype=None,
                 *, bias: bool = True):
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        if affine:
            self.weight = Parameter(empty(num_features, device=device, dtype=dtype))
            if bias:
                self.bias = Parameter(empty(num_features, device=device, dtype=dtype))
            else:
                self.register_parameter("bias", None)
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        if track_running_stats:
            np_dtype = _dtype.to_numpy_dtype(dtype or _dtype.get_default_dtype())
            self.register_buffer("running_mean", Tensor._make(np.zeros(num_features, np_dtype)))
            self.register_buffer("running_var", Tensor._make(np.ones(num_features, np_dtype)))
            self.register_buffer("num_batches_tracked", Tensor._make(np.zeros((), dtype=np.int64)))
        else:
            for name in ("running_mean", "running_var", "num_batches_tracked"):
                self.register_buffer(name, None)
        if self.weight is not None:
            init.ones_(self.weight)
        if self.bias is not None:
            init.zeros_(self.bias)

    def forward(self, input):
        if input.dim() not in (self._dims + 1, self._dims + 2):
            raise ValueError(f"expected {self._dims + 1}D or {self._dims + 2}D input "
                             f"(got {input.dim()}D input)")
        unbatched = input.dim() == self._dims + 1
        if unbatched:
            input = O.unsqueeze(input, 0)
        out = F.instance_norm(input, self.running_mean, self.running_var, self.weight,
                                  self.bias, self.training or not self.track_running_stats,
                                  self.momentum if self.momentum is not None else 0.0, self.eps)
        return O.squeeze(out, 0) if unbatched else out

    def extra_repr(self) -> str:
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, "
                f"affine={self.affine}, bias={self.bias is not None}, "
                f"track_running_stats={self.track_running_stats}")


class InstanceNorm1d(_InstanceNorm):
    """Normalises every (sample, channel) of (N, C, L) over L."""

    _dims = 1


class InstanceNorm2d(_InstanceNorm):
    """Normalises every (sample, channel) of (N, C, H, W) over H and W."""

    _dims = 2


class InstanceNorm3d(_InstanceNorm):
    """Normalises every (sample, channel) of (N, C, D, H, W) over D, H and W."""

    _dims = 3


__all__ = ["GroupNorm", "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d"]
