"""Group and instance normalisation of `tp.nn.functional`, through the layer_norm op
(statistics over the trailing dims of a reshaped input) and batch_norm (running stats)."""

from __future__ import annotations

from ...autograd import grad_mode
from ._common import ops


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
        return ops.batch_norm(input, running_mean, running_var, weight, bias, False, momentum, eps)
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


__all__ = ["group_norm", "instance_norm"]
