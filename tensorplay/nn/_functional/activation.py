"""Activation functions of `tp.nn.functional` built from ops (where, elu, softplus, tanh, ...).

Piecewise functions use `where`, whose gradient flows only through the branch it picks, so
the derivative at a kink is PyTorch's. `hardtanh` and `hardswish` are ops of the spec
(tensorplay/ops/nn/ops.yaml), with `inplace=` in activation_options.py.
"""

from __future__ import annotations

from ._common import maybe_inplace, ops
from .activation_options import hardtanh

_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def relu6(input, inplace: bool = False):
    """min(max(0, x), 6): hardtanh(x, 0, 6)."""
    return maybe_inplace(input, lambda x: hardtanh(x, 0.0, 6.0), inplace)


def hardsigmoid(input, inplace: bool = False):
    """relu6(x + 3) / 6, a piecewise-linear sigmoid."""
    return maybe_inplace(input, lambda x: relu6(x + 3.0) / 6.0, inplace)


def selu(input, inplace: bool = False):
    """scale * elu(x, alpha) with the self-normalising constants."""
    return maybe_inplace(input, lambda x: _SELU_SCALE * ops.elu(x, _SELU_ALPHA), inplace)


def celu(input, alpha: float = 1.0, inplace: bool = False):
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1)) = alpha * elu(x / alpha)."""
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError")
    return maybe_inplace(input, lambda x: alpha * ops.elu(x / alpha, 1.0), inplace)


def mish(input, inplace: bool = False):
    """x * tanh(softplus(x))."""
    return maybe_inplace(input, lambda x: x * ops.tanh(ops.softplus(x)), inplace)


def softsign(input):
    """x / (1 + |x|)."""
    return input / (ops.abs(input) + 1.0)


def tanhshrink(input):
    """x - tanh(x)."""
    return input - ops.tanh(input)


def softshrink(input, lambd: float = 0.5):
    """x - lambd above lambd, x + lambd below -lambd, 0 between."""
    return ops.where(input > lambd, input - lambd, ops.where(input < -lambd, input + lambd, 0.0))


def hardshrink(input, lambd: float = 0.5):
    """x where |x| > lambd, else 0."""
    return ops.where((input > lambd) | (input < -lambd), input, 0.0)


def threshold(input, threshold: float, value: float, inplace: bool = False):
    """x where x > threshold, else `value`."""
    return maybe_inplace(input, lambda x: ops.where(x > threshold, x, value), inplace)


def glu(input, dim: int = -1):
    """a * sigmoid(b), where a and b are the two halves of `input` along `dim`."""
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    size = input.shape[dim]
    if size % 2:
        raise RuntimeError(f"Halving dimension must be even, but dimension "
                           f"{dim % input.dim()} is size {size}")
    a, b = ops.chunk(input, 2, dim)
    return a * ops.sigmoid(b)


def prelu(input, weight):
    """x where x >= 0, else weight * x; `weight` has one value or one per channel (dim 1)."""
    if weight.numel() != 1 and input.dim() >= 2:
        weight = ops.reshape(weight, [-1] + [1] * (input.dim() - 2))
    return ops.where(input >= 0, input, weight * input)


__all__ = ["celu", "glu", "hardshrink", "hardsigmoid", "mish",
           "prelu", "relu6", "selu", "softshrink", "softsign", "tanhshrink", "threshold"]
