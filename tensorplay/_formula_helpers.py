"""Helpers that backward and JVP formulas in ops.yaml may call.

Everything here is written in tensorplay ops (never NumPy), so a formula that
uses a helper can still be differentiated again and batched by vmap.
"""

from __future__ import annotations

from ._generated import ops as _ops

# nn layers
# Helpers of the `nn layers` section of ops.yaml: composite gradients written
# in tensorplay ops, so that double backward and vmap work through them.


def _nn_channel(t, ndim: int):
    """A per-channel (C,) tensor shaped (1, C, 1, ...) to broadcast against an (N, C, ...) input."""
    return _ops.reshape(t, [1, -1] + [1] * (ndim - 2))


def _nn_bias_grad(grad):
    """Gradient of a per-channel bias of conv2d (channels at dim -3): sum over the rest."""
    dims = [d for d in range(grad.ndim) if d != grad.ndim - 3]
    return _ops.sum(grad, dims)


def _nn_bias_tangent(bias_t, result):
    return expand_to(_ops.reshape(bias_t, [-1, 1, 1]), result.shape)


def _nn_rsqrt(v):
    """1 / sqrt(v) for v > 0, in ops that exist everywhere (exp and log)."""
    return _ops.exp(_ops.log(v) * -0.5)


def _nn_bn_stats(input, running_mean, running_var, training, eps):
    """(x_hat, invstd, dims, batch_stats) of batch_norm, in ops."""
    dims = [0] + list(range(2, input.ndim))
    if training or running_mean is None or running_var is None:
        centered = input - _ops.mean(input, dims, keepdim=True)
        var = _ops.mean(centered * centered, dims, keepdim=True)
        invstd = _nn_rsqrt(var + eps)
        return centered * invstd, invstd, dims, True
    invstd = _nn_rsqrt(_nn_channel(running_var, input.ndim) + eps)
    return (input - _nn_channel(running_mean, input.ndim)) * invstd, invstd, dims, False


def _nn_normalize_backward(g, x_hat, invstd, dims):
    """The (self-adjoint) Jacobian of x ↦ x_hat applied to g: invstd * (g - mean g - x_hat * mean(g * x_hat))."""
    return invstd * (g - _ops.mean(g, dims, keepdim=True)
                     - x_hat * _ops.mean(g * x_hat, dims, keepdim=True))


def _nn_batch_norm_grad(which, grad, input, running_mean, running_var, weight, training, eps):
    """Gradient of batch_norm w.r.t. input (which=0), weight (1) or bias (2); with `grad`
    a tangent of the input and which=0 it is also the JVP (the map is self-adjoint)."""
    x_hat, invstd, dims, batch_stats = _nn_bn_stats(input, running_mean, running_var, training, eps)
    if which == 1:
        return _ops.sum(grad * x_hat, dims)
    if which == 2:
        return _ops.sum(grad, dims)
    g = grad if weight is None else grad * _nn_channel(weight, input.ndim)
    if batch_stats:
        return _nn_normalize_backward(g, x_hat, invstd, dims)
    return g * invstd


def _nn_batch_norm_xhat(input, running_mean, running_var, weight_t, training, eps):
    x_hat = _nn_bn_stats(input, running_mean, running_var, training, eps)[0]
    return x_hat * _nn_channel(weight_t, input.ndim)


def _nn_ln_stats(input, normalized_shape, eps):
    dims = list(range(input.ndim - len(normalized_shape), input.ndim))
    centered = input - _ops.mean(input, dims, keepdim=True)
    invstd = _nn_rsqrt(_ops.mean(centered * centered, dims, keepdim=True) + eps)
    return centered * invstd, invstd, dims


def _nn_layer_norm_grad(which, grad, input, normalized_shape, weight, eps, shape):
    """Gradient of layer_norm w.r.t. input (0), weight (1) or bias (2)."""
    if which == 2:
        return sum_to(grad, shape)
    x_hat, invstd, dims = _nn_ln_stats(input, normalized_shape, eps)
    if which == 1:
        return sum_to(grad * x_hat, shape)
    g = grad if weight is None else grad * weight
    return _nn_normalize_backward(g, x_hat, invstd, dims)


def _nn_layer_norm_jvp(which, t, input, normalized_shape, weight, eps, result):
    """Tangent of layer_norm's output for a tangent `t` of input (0), weight (1) or bias (2)."""
    if which == 2:
        return expand_to(t, result.shape)
    x_hat, invstd, dims = _nn_ln_stats(input, normalized_shape, eps)
    if which == 1:
        return x_hat * t
    out = _nn_normalize_backward(t, x_hat, invstd, dims)
    return out if weight is None else out * weight


def _nn_avg_pool2d_grad(grad, shape, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    """avg_pool2d's gradient: a transposed depthwise convolution with a constant kernel."""
    import numpy as np

    from . import _kernels as K
    from ._dtype import to_numpy_dtype
    from ._tensor import Tensor

    k = K._nn_pair(kernel_size)
    c = shape[-3]
    none_stride = stride is None or (not isinstance(stride, int) and len(stride) == 0)
    s = k if none_stride else K._nn_pair(stride)
    p = K._nn_pair(padding)
    if divisor_override:
        g = grad / divisor_override
    elif count_include_pad:
        g = grad / (k[0] * k[1])
    else:
        ho, wo = grad.shape[-2:]
        div = K._nn_avg_divisor(tuple(shape), k, s, p, ho, wo, False, None, np.dtype(np.float64))
        g = grad * Tensor._make((1.0 / div).astype(to_numpy_dtype(grad.dtype)))
    ones = _ops.ones([c, 1, k[0], k[1]], dtype=grad.dtype)
    return _ops.conv2d_backward_input(g, ones, list(shape), s, p, 1, c)


def _nn_embedding_grad(grad, input, shape, padding_idx):
    g = _ops.index_backward(grad, list(shape), input)
    if padding_idx is not None:
        g = _ops.index_put(g, padding_idx, 0.0)
    return g


def _nn_loss_reduce(t, reduction):
    if reduction == "mean":
        return _ops.mean(t)
    if reduction == "sum":
        return _ops.sum(t)
    return t


def _nn_loss_grad(grad, reduction, d):
    """Gradient of a reduced elementwise loss whose elementwise derivative is `d`."""
    if reduction == "mean":
        return grad * d / max(d.numel(), 1)
    return grad * d


def _nn_sigmoid(x):
    return 1.0 / (_ops.exp(-x) + 1.0)  # (not 1.0 + t: __radd__ drops alpha on main)


def _nn_full(d, *tensors):
    """`d` expanded to the broadcast shape of itself and `tensors` (None entries skipped)."""
    import numpy as np

    shape = np.broadcast_shapes(tuple(d.shape), *(tuple(t.shape) for t in tensors if t is not None))
    return expand_to(d, shape)


def _nn_bce_dinput(input, target, weight):
    d = (input - target) / (input * (-input + 1.0))
    return _nn_full(d if weight is None else d * weight, input, target)


def _nn_bce_dtarget(input, target, weight):
    d = _ops.log(-input + 1.0) - _ops.log(input)
    return _nn_full(d if weight is None else d * weight, input, target)


def _nn_bcel_dinput(input, target, weight, pos_weight):
    if pos_weight is None:
        d = _nn_sigmoid(input) - target
    else:
        d = ((pos_weight - 1.0) * target + 1.0) * _nn_sigmoid(input) - pos_weight * target
    return _nn_full(d if weight is None else d * weight, input, target, pos_weight)


def _nn_bcel_dtarget(input, target, weight, pos_weight):
    d = -input
    if pos_weight is not None:
        d = d + (pos_weight - 1.0) * _ops.log(_ops.exp(-input) + 1.0)
    return _nn_full(d if weight is None else d * weight, input, target, pos_weight)


def _nn_pad_zero(t, pad):
    return _ops.pad(t, list(pad), "constant", 0.0)


def _nn_pad_grad(grad, pad):
    """Constant padding's gradient crops: pad with the negated widths."""
    return _ops.pad(grad, [-p for p in pad], "constant", 0.0)


def _nn_dropout_scale(p) -> float:
    return 0.0 if p >= 1.0 else 1.0 / (1.0 - p)



def _normalize(dims, ndim: int) -> list:
    if dims is None:
        return list(range(ndim))
    if isinstance(dims, int):
        dims = [dims]
    span = max(ndim, 1)
    return sorted({d % span for d in dims}) if ndim else []


def sum_to(grad, shape):
    """Sum `grad` down to `shape`, undoing broadcasting (leading dims, and dims of size 1)."""
    if grad is None:
        return None
    shape = tuple(shape)
    if tuple(grad.shape) == shape:
        return grad
    lead = grad.ndim - len(shape)
    dims = list(range(lead))
    dims += [lead + i for i, s in enumerate(shape) if s == 1 and grad.shape[lead + i] != 1]
    out = _ops.sum(grad, dims, keepdim=True) if dims else grad
    if lead:
        out = _ops.reshape(out, shape)
    return out


def expand_to(tangent, shape):
    """Broadcast a tangent up to the output's shape (forward mode of broadcasting ops)."""
    if tuple(tangent.shape) == tuple(shape):
        return tangent
    return _ops.expand(tangent, tuple(shape))


def add_tangent(acc, term):
    """Sum JVP contributions; `None` is a symbolic zero."""
    if acc is None:
        return term
    if term is None:
        return acc
    return acc + term


def unreduce(grad, dim, keepdim, shape):
    """Bring the gradient of a reduction back to the input's shape: re-insert
    the reduced dims (when keepdim=False) and expand."""
    ndim = len(shape)
    if not keepdim and ndim:
        for d in _normalize(dim, ndim):
            grad = _ops.unsqueeze(grad, d)
    return _ops.expand(grad, tuple(shape)) if ndim else _ops.reshape(grad, ())


def keep_reduced(x, dim, keepdim, ndim: int):
    """Re-insert reduced dims (size 1) without expanding: for formulas that
    combine a reduction's result with its input (amax, logsumexp, norm)."""
    if keepdim or not ndim:
        return x
    for d in _normalize(dim, ndim):
        x = _ops.unsqueeze(x, d)
    return x


def reduced_numel(shape, dim) -> int:
    """How many elements a reduction over `dim` combines into each output element."""
    n = 1
    for d in _normalize(dim, len(shape)):
        n *= shape[d]
    return n


def zeros_of(shape, like):
    return _ops.zeros(tuple(shape), dtype=like.dtype)


def matmul_backward_self(grad, self, other):
    """d(self @ other)/d(self), with NumPy's 1-D promotion rules and batch broadcasting."""
    if self.ndim == 1 and other.ndim == 1:
        return grad * other
    if other.ndim == 1:
        return sum_to(_ops.unsqueeze(grad, -1) * other, self.shape)
    if self.ndim == 1:
        g = _ops.matmul(_ops.unsqueeze(grad, -2), _ops.transpose(other, -1, -2))
        return sum_to(_ops.squeeze(g, -2), self.shape)
    return sum_to(_ops.matmul(grad, _ops.transpose(other, -1, -2)), self.shape)


def matmul_backward_other(grad, self, other):
    """d(self @ other)/d(other)."""
    if self.ndim == 1 and other.ndim == 1:
        return grad * self
    if self.ndim == 1:
        g = _ops.unsqueeze(self, -1) * _ops.unsqueeze(grad, -2)
        return sum_to(g, other.shape)
    if other.ndim == 1:
        g = _ops.matmul(_ops.transpose(self, -1, -2), _ops.unsqueeze(grad, -1))
        return sum_to(_ops.squeeze(g, -1), other.shape)
    return sum_to(_ops.matmul(_ops.transpose(self, -1, -2), grad), other.shape)


def split_backward(grads, shapes, dim):
    """Gradient of split/chunk/unbind outputs: concatenate them back."""
    return _ops.cat(list(grads), dim)


def cat_backward(grad, shapes, dim):
    """Gradient of `cat`: the slice of `grad` each input contributed."""
    ndim = len(shapes[0])
    d = dim % ndim
    sizes = [s[d] for s in shapes]
    return list(_ops.split(grad, sizes, d))


def stack_backward(grad, dim):
    return list(_ops.unbind(grad, dim))


def permute_backward(grad, dims):
    inverse = [0] * len(dims)
    for i, d in enumerate(dims):
        inverse[d % len(dims)] = i
    return _ops.permute(grad, inverse)
