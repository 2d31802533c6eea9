"""Batch, group and instance normalisation of `tp.nn.functional`: batch_norm is PyTorch's
Python wrapper around the batch_norm op (torch.batch_norm's argument order); group and
instance norm go through the layer_norm op (statistics over the trailing dims of a reshaped
input) and batch_norm (running stats)."""

from __future__ import annotations

from ...autograd import grad_mode
from ...dispatch.errors import ArgumentValueError
from ._common import ops


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training: bool = False,
               momentum: float = 0.1, eps: float = 1e-5):
    """F.batch_norm: the checks torch.nn.functional.batch_norm makes in Python (more than one
    value per channel when training, a positive eps), then the op in PyTorch's order."""
    if training:
        size = input.shape
        count = size[0]  # a 0-d input: IndexError, as PyTorch's _verify_batch_size
        for n in size[2:]:
            count *= n
        if count == 1:
            raise ArgumentValueError(f"Expected more than 1 value per channel when training, got "
                                     f"input size {size}")
        if eps <= 0.0:
            raise ArgumentValueError(f"batch_norm eps must be positive during training, but got {eps}")
    elif eps < 0.0:
        raise ArgumentValueError(f"batch_norm eps must be non-negative, but got {eps}")
    return ops.batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, True)


def _channel_affine(x, weight, bias):
    shape = [-1] + [1] * (x.dim() - 2)
    if weight is not None:
        x = x * ops.reshape(weight, shape)
    if bias is not None:
        x = x + ops.reshape(bias, shape)
    return x


def group_norm(input, num_groups: int, weight=None, bias=None, eps: float = 1e-5):
    """Normalise each of num_groups groups of channels of every sample over its channels and
    positions, then a per-channel affine."""
    n, c = input.shape[0], input.shape[1]
    if c % num_groups:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, "
                           f"but got input of shape {list(input.shape)} and num_groups={num_groups}")
    grouped = ops.reshape(input, [n, num_groups, -1])
    normed = ops.reshape(ops.layer_norm(grouped, [grouped.shape[-1]], None, None, eps),
                         list(input.shape))
    return _channel_affine(normed, weight, bias)


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None,
                  use_input_stats: bool = True, momentum: float = 0.1, eps: float = 1e-5):
    """Normalise every (sample, channel) over its positions; with running stats given and
    use_input_stats, they move towards the batch average of the instance statistics."""
    if not use_input_stats:
        return ops.batch_norm(input, weight, bias, running_mean, running_var, False, momentum, eps, True)
    n, c = input.shape[0], input.shape[1]
    flat = ops.reshape(input, [n, c, -1])
    if running_mean is not None or running_var is not None:
        with grad_mode.no_grad():
            count = flat.shape[-1]
            mean = ops.mean(flat.detach(), [2])
            var = ops.var(flat.detach(), [2], correction=1) if count > 1 else mean * float("nan")
            if running_mean is not None:
                running_mean.mul_(1 - momentum).add_(ops.mean(mean, [0]) * momentum)
            if running_var is not None:
                running_var.mul_(1 - momentum).add_(ops.mean(var, [0]) * momentum)
    normed = ops.reshape(ops.layer_norm(flat, [flat.shape[-1]], None, None, eps), list(input.shape))
    return _channel_affine(normed, weight, bias)


__all__ = ["batch_norm", "group_norm", "instance_norm"]
