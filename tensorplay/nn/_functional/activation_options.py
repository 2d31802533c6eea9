"""PyTorch's options around ops of ops.yaml: `inplace=` for relu, elu, leaky_relu and silu
(the ops' in-place forms) and for hardtanh and hardswish, and softmax/log_softmax/softmin with `dim=None` (PyTorch's
deprecated implicit dim)."""

from __future__ import annotations

import warnings

from ._common import maybe_inplace, ops


def implicit_dim(name: str, ndim: int, stacklevel: int) -> int:
    """The dim PyTorch picks when none is given (0 for 0-, 1- and 3-d inputs, else 1), with its
    deprecation warning."""
    warnings.warn(f"Implicit dimension choice for {name} has been deprecated. Change the call to "
                  "include dim=X as an argument.", stacklevel=stacklevel)
    return 0 if ndim in (0, 1, 3) else 1


def relu(input, inplace: bool = False):
    return input.relu_() if inplace else ops.relu(input)


def elu(input, alpha: float = 1.0, inplace: bool = False):
    return input.elu_(alpha) if inplace else ops.elu(input, alpha)


def leaky_relu(input, negative_slope: float = 0.01, inplace: bool = False):
    return input.leaky_relu_(negative_slope) if inplace else ops.leaky_relu(input, negative_slope)


def silu(input, inplace: bool = False):
    return input.silu_() if inplace else ops.silu(input)


def hardtanh(input, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False):
    """Clamp to [min_val, max_val] (the `hardtanh` op); `inplace=` writes into `input`."""
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    return maybe_inplace(input, lambda x: ops.hardtanh(x, min_val, max_val), inplace)


def hardswish(input, inplace: bool = False):
    """x * relu6(x + 3) / 6 (the `hardswish` op); `inplace=` writes into `input`."""
    return maybe_inplace(input, ops.hardswish, inplace)


def softmax(input, dim: int | None = None, _stacklevel: int = 3, dtype=None):
    if dim is None:
        dim = implicit_dim("softmax", input.dim(), _stacklevel)
    return ops.softmax(input, dim, dtype=dtype)


def log_softmax(input, dim: int | None = None, _stacklevel: int = 3, dtype=None):
    if dim is None:
        dim = implicit_dim("log_softmax", input.dim(), _stacklevel)
    return ops.log_softmax(input, dim, dtype=dtype)


def softmin(input, dim: int | None = None, _stacklevel: int = 3, dtype=None):
    if dim is None:
        dim = implicit_dim("softmin", input.dim(), _stacklevel)
    return ops.softmin(input, dim, dtype=dtype)


__all__ = ["elu", "hardswish", "hardtanh", "leaky_relu", "log_softmax", "relu", "silu", "softmax",
           "softmin"]
