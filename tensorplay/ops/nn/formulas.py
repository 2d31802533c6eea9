"""The formula helpers only the nn ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

import math

from ...core import optable as _ops
from ...core.dtype import TORCH_NAME, to_numpy_dtype
from ...core.tensor import Tensor
from ..shared import kernels as K
from ..shared.formulas import (
    _INV_SQRT_2PI,
    _KAPPA,
    _SQRT1_2,
    _SQRT_2_PI,
    _nn_bn_stats,
    _nn_channel,
    _nn_lstm_gates,
    _nn_normalize_backward,
    scatter_rows,
)


def _nn_batch_norm_grad(which, grad, input, running_mean, running_var, weight, training, eps):
    """Gradient of batch_norm w.r.t. input (which=0), weight (1) or bias (2); with `grad`
    a tangent of the input and which=0 it is also the JVP (the map is self-adjoint)."""
    if not input.numel():  # PyTorch's empty input: input.clone() * weight[0] + bias[0]
        if which:
            return _ops.sum(grad * input if which == 1 else grad, [0, *range(2, input.ndim)])
        return grad if weight is None else grad * _nn_channel(weight, input.ndim)
    x_hat, invstd, dims, batch_stats = _nn_bn_stats(input, running_mean, running_var, training, eps)
    if which == 1:
        return _ops.sum(grad * x_hat, dims)
    if which == 2:
        return _ops.sum(grad, dims)
    # the weight multiplies last, as PyTorch's kernel ((dy - mean(dy) - x_hat k) * invstd * w)
    # and batch_norm_jvp: an infinite weight gives +-inf, not the NaN of mean(+-inf)
    g = _nn_normalize_backward(grad, x_hat, invstd, dims) if batch_stats else grad * invstd
    return g if weight is None else g * _nn_channel(weight, input.ndim)


def _nn_batch_norm_xhat(input, running_mean, running_var, weight_t, training, eps):
    x_hat = _nn_bn_stats(input, running_mean, running_var, training, eps)[0]
    return x_hat * _nn_channel(weight_t, input.ndim)


def _shape_text(shape) -> str:
    """A shape as PyTorch's messages print it inside brackets: `3, 4`."""
    return ", ".join(str(int(n)) for n in shape)


def _ln_dtype_name(t) -> str:
    """A tensor's dtype as PyTorch's messages spell it ('Float', 'Long')."""
    return TORCH_NAME[t.dtype.name]


def _ln_mixed_error(self, weight, bias) -> str | None:
    """PyTorch's layer_norm_cpu check before any other (ATen mixed_data_type.h): when the first
    given parameter's dtype is not the input's, every given parameter must be float32 and the
    input float16/bfloat16 (mixed precision); the message of the first that is not, else None."""
    params = [p for p in (weight, bias) if p is not None]
    if not params or params[0].dtype == self.dtype:
        return None
    if any(p.dtype.name != "float32" for p in params):
        return "mixed dtype (CPU): expect parameter to have scalar type of Float"
    if self.dtype.name not in ("float16", "bfloat16"):
        return "mixed dtype (CPU): all inputs must share same datatype."
    return None


def _ln_param_mismatch(self, weight, bias):
    """The first given parameter whose dtype is not the input's when the first given one's is
    (no mixed precision): PyTorch's kernel reads every parameter as the input's dtype and
    refuses it (`expected scalar type Float but found Double`); else None."""
    params = [p for p in (weight, bias) if p is not None]
    if not params or params[0].dtype != self.dtype:  # none, or mixed precision (checked first)
        return None
    return next((p for p in params[1:] if p.dtype != self.dtype), None)


def _nn_lstm_cell_int_error(input, hx, w_ih, w_hh, b_ih, b_hh) -> str | None:
    """torch.lstm_cell's refusal of integers: with every tensor of one integer dtype the
    matrix products run and the in-place sigmoid_ of the gates cannot keep their dtype (a mix
    of dtypes, or bool, is refused first by the matrix products); else None."""
    dtypes = {t.dtype for t in (input, *hx, w_ih, w_hh, b_ih, b_hh) if t is not None}
    dt = input.dtype
    if len(dtypes) > 1 or dt.is_floating_point or dt.name == "bool":
        return None
    return f"result type Float can't be cast to the desired output type {TORCH_NAME[dt.name]}"


def _nn_lstm_cell_grad(which, grad, gates, c):
    """Gradient of _lstm_gates w.r.t. gates (0) or c (1), in tensorplay ops. When nothing
    differentiates the backward, the node runs the op's fused backward instead (both
    gradients in one pass: ops.yaml `fused_backward:`)."""
    i, f, g, o, tc = _nn_lstm_gates(gates, c)
    gh, gc = _ops.chunk(grad, 2, -1)
    dc = gc + gh * o * (1 - tc * tc)
    if which == 1:
        return dc * f
    return _ops.cat([dc * g * i * (1 - i), dc * c * f * (1 - f), dc * i * (1 - g * g),
                     gh * tc * o * (1 - o)], -1)


def _nn_lstm_cell_jvp(which, t, gates, c):
    """Tangent of _lstm_gates's output cat(h', c') for a tangent `t` of gates (0) or c (1)."""
    i, f, g, o, tc = _nn_lstm_gates(gates, c)
    if which == 1:
        dc = f * t
        dh = o * (1 - tc * tc) * dc
    else:
        ti, tf, tg, to = _ops.chunk(t, 4, -1)
        dc = i * (1 - i) * ti * g + f * (1 - f) * tf * c + i * (1 - g * g) * tg
        dh = o * (1 - o) * to * tc + o * (1 - tc * tc) * dc
    return _ops.cat([dh, dc], -1)


def _nn_lstm_layer(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):
    """lstm_layer's body: the input projected once, then one step per time step (a linear
    and the _lstm_gates op), so every gradient, tangent and batching rule comes from those.
    The workspace is each step's gate pre-activations and cell state."""
    xw = _ops.linear(input, w_ih, b_ih)
    xw = xw if b_hh is None else xw + b_hh
    steps = _ops.unbind(xw, 0)
    h, c, outs, ws = h0, c0, [], []
    for x in reversed(steps) if reverse else steps:
        gates = _ops.linear(h, w_hh, x)
        h, c = _ops.chunk(_ops._lstm_gates(gates, c), 2, -1)
        h = h if w_hr is None else _ops.linear(h, w_hr)
        outs.append(h)
        ws.append(_ops.cat([gates, c], -1))
    if reverse:
        outs, ws = outs[::-1], ws[::-1]
    return _ops.stack(outs, 0), h, c, _ops.stack(ws, 0)


def _nn_gru_layer(input, h0, w_ih, w_hh, b_ih, b_hh, reverse):
    """gru_layer's body: r, z = sigmoid(x W_i{r,z} + b + h W_h{r,z} + b),
    n = tanh(x W_in + b_in + r (h W_hn + b_hn)), h' = n + z (h - n), step by step. The
    workspace is each step's r, z, n and h W_hn + b_hn."""
    steps = _ops.unbind(_ops.linear(input, w_ih, b_ih), 0)
    h, outs, ws = h0, [], []
    for x in reversed(steps) if reverse else steps:
        xr, xz, xn = _ops.chunk(x, 3, -1)
        hr, hz, hn = _ops.chunk(_ops.linear(h, w_hh, b_hh), 3, -1)
        r, z = _ops.sigmoid(xr + hr), _ops.sigmoid(xz + hz)
        n = _ops.tanh(xn + r * hn)
        h = n + z * (h - n)
        outs.append(h)
        ws.append(_ops.cat([r, z, n, hn], -1))
    if reverse:
        outs, ws = outs[::-1], ws[::-1]
    return _ops.stack(outs, 0), h, _ops.stack(ws, 0)


def _nn_avg_pool2d_grad(grad, shape, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    """avg_pool2d's gradient: a transposed depthwise convolution with a constant kernel."""
    import numpy as np

    k = K._nn_pair(kernel_size)
    c = shape[-3]
    none_stride = stride is None or (not isinstance(stride, int) and len(stride) == 0)
    s = k if none_stride else K._nn_pair(stride)
    p = K._nn_pair(padding)
    ho, wo = grad.shape[-2:]
    div = divisor_override or K._nn_avg_divisor(tuple(shape), k, s, p, ho, wo, count_include_pad, None,
                                                np.dtype(np.float64))
    if np.ndim(div) == 0:
        g = grad / (float(div))
    else:
        g = grad * Tensor._make((1.0 / div).astype(to_numpy_dtype(grad.dtype)))
    ones = _ops.ones([c, 1, k[0], k[1]], dtype=grad.dtype)
    # ceil_mode: the windows that hang over the end read an input grown by the overhang; its
    # gradient there is dropped
    eh, ew = K._nn_pool_overhang(shape[-2:], k, s, p, (1, 1), ho, wo)
    grown = [*shape[:-2], shape[-2] + eh, shape[-1] + ew]
    dx = _ops.conv2d_backward_input(g, ones, grown, s, p, 1, c)
    return dx if eh == ew == 0 else dx[..., :shape[-2], :shape[-1]]


def _nn_embedding_grad(grad, input, shape, padding_idx, scale_grad_by_freq=False):
    if scale_grad_by_freq:  # each row's gradient divided by how often the batch picks it
        freq = _ops.index_backward(_ops.ones_like(input, dtype=grad.dtype), [shape[0]], input)
        grad = grad / _ops.unsqueeze(_ops.index(freq, input), -1)
    if input._interp is not None:
        g = scatter_rows(_ops.reshape(grad, (-1, shape[1])), shape, 0, input)
    else:
        g = _ops.index_backward(grad, list(shape), input)
    if 0 <= padding_idx < shape[0]:  # torch.embedding's "no padding row" is any negative one
        g = _ops.index_put(g, padding_idx, 0.0)
    return g


def elu_backward(grad, self, alpha):
    """PyTorch's elu_backward (not from the result): alpha * exp(x) * grad where x <= 0, else
    grad (also at NaN, as its scalar loop); its derivative in x is zero at 0 and NaN
    (elu_double_backward masks x < 0: the inner where keeps exp(NaN) out of it)."""
    neg = _ops.exp(_ops.where(self < 0, self, 0.0))
    return _ops.where(self <= 0, grad * alpha * neg, grad)


def softplus_backward(grad, self, beta, threshold):
    """PyTorch's softplus_backward: grad where beta x > threshold, else grad * sigmoid(beta x).
    Its derivative in x is softplus_double_backward's, masked by beta x < threshold, so zero at
    beta x == threshold too: there the factor is sigmoid(threshold), a constant."""
    bx = self * beta
    tie = 0.0 if threshold < -700 else 1.0 / (1.0 + math.exp(-threshold))
    return _ops.where(bx > threshold, grad, grad * _ops.where(bx == threshold, tie, _ops.sigmoid(bx)))


def _nn_pad_zero(t, pad):
    return _ops.pad(t, list(pad), "constant", 0.0)


def _nn_pad_grad(grad, pad):
    """Constant padding's gradient crops: pad with the negated widths."""
    return _ops.pad(grad, [-p for p in pad], "constant", 0.0)


def _nn_dropout_scale(p) -> float:
    return 0.0 if p >= 1.0 else 1.0 / (1.0 - p)


def _nn_feature_noise_shape(input) -> list[int]:
    """The mask shape of channel dropout: one draw per (sample, channel), broadcast over the rest
    (an input of fewer dims is only taken where nothing is dropped: its own shape)."""
    if input.dim() < 2:
        return list(input.shape)
    return [input.shape[0], input.shape[1]] + [1] * (input.dim() - 2)


_SELU_ALPHA_SCALED = 1.7580993408473766  # SELU's scale * alpha: its negative saturation is -this


def _nn_alpha_dropout(input, p, train, noise_shape):
    """Alpha dropout in tensorplay ops (PyTorch's _dropout_impl): a dropped element becomes
    -alpha', then a * x + b restores mean 0 and variance 1 for a standard normal input."""
    if not train or p == 0.0 or input.numel() == 0:
        return input
    if p == 1.0:
        return input * _ops.zeros([], dtype=input.dtype)
    keep = _ops.bernoulli(_ops.zeros(noise_shape, dtype=input.dtype), 1.0 - p)
    alpha = _SELU_ALPHA_SCALED
    a = 1.0 / ((alpha * alpha * p + 1) * (1 - p)) ** 0.5
    b = (keep - 1) * (alpha * a) + alpha * a * p
    return input * (keep * a) + b


def _nn_pixel_shuffle(self, r):
    """(*, C r^2, H, W) -> (*, C, H r, W r): split the channels into (C, r, r), move the two r
    axes beside H and W, merge."""
    lead, (c, h, w) = list(self.shape[:-3]), self.shape[-3:]
    n = len(lead)
    x = _ops.reshape(self, lead + [c // (r * r), r, r, h, w])
    x = _ops.permute(x, list(range(n)) + [n, n + 3, n + 1, n + 4, n + 2])
    return _ops.reshape(_ops.clone(x), lead + [c // (r * r), h * r, w * r])  # a copy, as PyTorch's


def _nn_pixel_unshuffle(self, r):
    """(*, C, H r, W r) -> (*, C r^2, H, W): pixel_shuffle's steps backwards."""
    lead, (c, h, w) = list(self.shape[:-3]), self.shape[-3:]
    n = len(lead)
    x = _ops.reshape(self, lead + [c, h // r, r, w // r, r])
    x = _ops.permute(x, list(range(n)) + [n, n + 2, n + 4, n + 1, n + 3])
    return _ops.reshape(_ops.clone(x), lead + [c * r * r, h // r, w // r])  # a copy, as PyTorch's


def gelu_backward(grad, self, approximate):
    """Derivative of gelu, term by term as PyTorch's GeluBackward computes it."""
    if approximate == "tanh":
        x_sq = self * self
        inner = _SQRT_2_PI * (self + _KAPPA * x_sq * self)
        t = _ops.tanh(inner)
        left = 0.5 * self
        right = 1 + t
        left_derivative = 0.5 * right
        right_derivative = left * (1 - t * t) * _SQRT_2_PI * (1 + 3 * _KAPPA * x_sq)
        return grad * (left_derivative + right_derivative)
    cdf = 0.5 * (1 + _ops.erf(self * _SQRT1_2))
    pdf = _INV_SQRT_2PI * _ops.exp(-0.5 * self * self)
    return grad * (cdf + self * pdf)
