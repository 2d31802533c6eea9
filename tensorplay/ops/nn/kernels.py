"""The NumPy helpers only the nn ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import math

import numpy as np

from ...backends import c as _c
from ...core.dtype import result_type
from ..shared.kernels import (
    ShapeError,
    _dim,
    _float_dtype,
    _gate_sigmoid,
    _k_lstm_cell_grads,
    _nn_col_matrix,
    _nn_conv_cols,
    _nn_conv_geometry,
    _nn_pad_hw,
    _nn_pair,
    _nn_pool_overhang,
    _nn_windows,
    _np_dtype,
    _size_at,
    _torch_name,
)
from .rnn_kernels import (  # noqa: F401 -- the fused recurrent layers, reached as K.
    _k_gru_layer,
    _k_gru_layer_backward,
    _k_lstm_layer,
    _k_lstm_layer_backward,
)


def _nn_batched(x, what: str = "input"):
    """(N, C, H, W) view of a 3-D (unbatched) or 4-D input, and whether it was unbatched."""
    if x.ndim == 3:
        return x[None], True
    if x.ndim != 4:
        raise ShapeError(f"expected a 3-D (unbatched) or 4-D (batched) {what}, got a "
                         f"{x.ndim}-D one of shape {list(x.shape)}")
    return x, False


def _nn_pool_batched(x):
    """_nn_batched for the pooling kernels, which PyTorch gives only the batch dim empty: a
    zero channel, height or width is its RuntimeError."""
    if x.ndim in (3, 4) and 0 in x.shape[x.ndim - 3:]:
        raise ShapeError("Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size "
                         f"for input, but got:{list(x.shape)}")
    return _nn_batched(x)


def _k_conv2d(input, weight, bias, stride, padding, dilation, groups):
    x, unbatched = _nn_batched(input)
    if weight.ndim != 4:
        raise ShapeError(f"conv2d weight must be 4-D (out, in/groups, kh, kw), got {list(weight.shape)}")
    s, p, d, ho, wo = _nn_conv_geometry(x.shape, weight.shape, stride, padding, dilation, groups)
    n, o = x.shape[0], weight.shape[0]
    if n == 0:  # PyTorch returns an empty batch's (empty) output before its kernels
        out = np.zeros((n, o, ho, wo), input.dtype)
        return out[0] if unbatched else out
    # the shapes first, then the dilated kernel's dtype dispatch (as PyTorch)
    if input.dtype.kind in "iu" and input.dtype != np.int64 and any(v != 1 for v in d):
        raise NotImplementedError(f"conv2d: \"slow_conv_dilated<>\" not implemented for '{_torch_name(input.dtype)}'")
    if input.dtype == np.float16:  # PyTorch accumulates float16 in float32 and rounds once
        b = None if bias is None else bias.astype(np.float32)
        return _k_conv2d(input.astype(np.float32), weight.astype(np.float32), b, stride, padding,
                         dilation, groups).astype(np.float16)
    if groups == 1:
        cols = _nn_col_matrix(x, weight.shape, s, p, d, ho, wo)
        dtype = np.result_type(x.dtype, weight.dtype)
        out = np.matmul(weight.reshape(o, -1).astype(dtype, copy=False), cols.astype(dtype, copy=False))
        out = out.reshape(n, o, ho, wo)
    else:
        cols = _nn_conv_cols(x, weight.shape, s, p, d, ho, wo)
        g, cg, kh, kw = groups, weight.shape[1], weight.shape[2], weight.shape[3]
        cols = cols.reshape(n, g, cg, ho, wo, kh, kw)
        out = np.einsum("ngchwij,gocij->ngohw", cols, weight.reshape(g, o // g, cg, kh, kw),
                        optimize=True).reshape(n, o, ho, wo)
    if bias is not None:
        out = out + bias.reshape(-1, 1, 1)
    out = np.ascontiguousarray(out)
    return out[0] if unbatched else out


def _k_conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups):
    go, unbatched = _nn_batched(grad_output, "grad_output")
    size = tuple(input_size)
    full = (go.shape[0], *size) if len(size) == 3 else size
    s, p, d, ho, wo = _nn_conv_geometry(full, weight.shape, stride, padding, dilation, groups)
    n, c, h, w = full
    o, cg, kh, kw = weight.shape
    if go.shape != (n, o, ho, wo):
        raise ShapeError(f"grad_output of shape {list(grad_output.shape)} does not match the "
                         f"conv2d output shape {[n, o, ho, wo][1 if unbatched else 0:]}")
    dtype = np.result_type(go.dtype, weight.dtype)
    if groups == 1:
        # the gradient of every window, (N, C, kh, kw, Ho, Wo), then scattered back (col2im)
        w2 = weight.reshape(o, -1).astype(dtype, copy=False)
        dcols = np.matmul(w2.T, go.reshape(n, o, ho * wo).astype(dtype, copy=False))
        dcols = dcols.reshape(n, c, kh, kw, ho, wo)
        dxp = np.zeros((n, c, h + 2 * p[0], w + 2 * p[1]), dtype=dtype)
        for i in range(kh):
            for j in range(kw):
                r, q = i * d[0], j * d[1]
                dxp[:, :, r:r + s[0] * (ho - 1) + 1:s[0], q:q + s[1] * (wo - 1) + 1:s[1]] += dcols[:, :, i, j]
        dx = np.ascontiguousarray(dxp[:, :, p[0]:p[0] + h, p[1]:p[1] + w])
        return dx[0] if unbatched else dx
    else:
        g = groups
        cols = np.einsum("ngohw,gocij->ngchwij", go.reshape(n, g, o // g, ho, wo),
                         weight.reshape(g, o // g, cg, kh, kw), optimize=True)
        cols = cols.reshape(n, c, ho, wo, kh, kw)
    dxp = np.zeros((n, c, h + 2 * p[0], w + 2 * p[1]), dtype=dtype)
    for i in range(kh):
        for j in range(kw):
            r, q = i * d[0], j * d[1]
            dxp[:, :, r:r + s[0] * (ho - 1) + 1:s[0], q:q + s[1] * (wo - 1) + 1:s[1]] += cols[..., i, j]
    dx = np.ascontiguousarray(dxp[:, :, p[0]:p[0] + h, p[1]:p[1] + w])
    return dx[0] if unbatched else dx


def _k_conv2d_backward_weight(grad_output, input, weight_size, stride, padding, dilation, groups):
    x, _ = _nn_batched(input)
    go, _ = _nn_batched(grad_output, "grad_output")
    w_shape = tuple(weight_size)
    s, p, d, ho, wo = _nn_conv_geometry(x.shape, w_shape, stride, padding, dilation, groups)
    o, cg, kh, kw = w_shape
    if go.shape != (x.shape[0], o, ho, wo):
        raise ShapeError(f"grad_output of shape {list(grad_output.shape)} does not match the "
                         f"conv2d output shape {[x.shape[0], o, ho, wo]}")
    if groups == 1:
        n = x.shape[0]
        cols = _nn_col_matrix(x, w_shape, s, p, d, ho, wo)  # (N, C*kh*kw, Ho*Wo)
        dtype = np.result_type(go.dtype, x.dtype)
        g3 = go.reshape(n, o, ho * wo).astype(dtype, copy=False)
        dw = np.matmul(g3, cols.astype(dtype, copy=False).transpose(0, 2, 1)).sum(0)
        return np.ascontiguousarray(dw.reshape(o, cg, kh, kw))
    cols = _nn_conv_cols(x, w_shape, s, p, d, ho, wo)
    n, g = x.shape[0], groups
    dw = np.einsum("ngohw,ngchwij->gocij", go.reshape(n, g, o // g, ho, wo),
                   cols.reshape(n, g, cg, ho, wo, kh, kw), optimize=True)
    return dw.reshape(o, cg, kh, kw)


def _nn_pool_out(size: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    """PyTorch's pooling output size: ceil_mode rounds the window count up, so the last window
    may hang over the end, but it must start inside the input or its left padding."""
    span = size + 2 * p - d * (k - 1) - 1
    if not ceil_mode:
        return span // s + 1
    out = -(-span // s) + 1
    return out - 1 if (out - 1) * s >= size + p else out


def _nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode):
    k = _nn_pair(kernel_size, "kernel_size")
    s = k if stride is None or (not isinstance(stride, int) and len(stride) == 0) else _nn_pair(stride, "stride")
    p, d = _nn_pair(padding, "padding"), _nn_pair(dilation, "dilation")
    for i in range(2):
        if p[i] > k[i] // 2:
            raise ShapeError(f"pad should be at most half of effective kernel size, but got "
                             f"pad={p[i]}, kernel_size={k[i]}")
    h, w = x.shape[-2:]
    ho = _nn_pool_out(h, k[0], s[0], p[0], d[0], ceil_mode)
    wo = _nn_pool_out(w, k[1], s[1], p[1], d[1], ceil_mode)
    if ho <= 0 or wo <= 0:
        raise ShapeError(f"Given input size {list(x.shape)}, calculated output size "
                         f"({ho}x{wo}) is too small")
    return k, s, p, d, ho, wo


def _nn_pool_pad(x, k, s, p, d, ho, wo, value=0):
    """x padded by p on each side, and by ceil_mode's overhang after, with `value`."""
    eh, ew = _nn_pool_overhang(x.shape[-2:], k, s, p, d, ho, wo)
    if eh == ew == 0:
        return _nn_pad_hw(x, p, value)
    pads = ((0, 0), (0, 0), (p[0], p[0] + eh), (p[1], p[1] + ew))
    return np.pad(x, pads, constant_values=value)


def _nn_lowest(dtype):
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


_NN_PASSES = 4096  # windows from which pooling runs one NumPy pass per window element


def _nn_window_max(win):
    """win.max(axis=(-2, -1)) of a (N, C, Ho, Wo, kh, kw) window view, NaN propagating: from
    _NN_PASSES windows one np.maximum pass per window element (the reduction over the view's
    window axes: ~15 ns an element); equal values keep the first, as PyTorch's `val > max`."""
    if win.shape[0] * win.shape[1] * win.shape[2] * win.shape[3] < _NN_PASSES:  # one call
        return win.max(axis=(-2, -1))
    out = win[..., 0, 0].copy()
    for i in range(1, win.shape[-2] * win.shape[-1]):
        np.maximum(out, win[..., i // win.shape[-1], i % win.shape[-1]], out=out)
    return out


def _nn_window_sum(win, dtype):
    """win.sum(axis=(-2, -1)) in `dtype` of a (N, C, Ho, Wo, kh, kw) window view, as PyTorch's
    loop adds: from 0, the window's rows in order; one np.add pass per window element (from
    _NN_PASSES windows: below, one sum over the window axes)."""
    if win.shape[0] * win.shape[1] * win.shape[2] * win.shape[3] < _NN_PASSES:
        return win.sum(axis=(-2, -1), dtype=dtype)
    out = np.zeros(win.shape[:4], dtype)
    for i in range(win.shape[-2] * win.shape[-1]):
        np.add(out, win[..., i // win.shape[-1], i % win.shape[-1]], out=out)
    return out


def _nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode):
    """(windows, flat index into x of each window's maximum) for a 4-D x: PyTorch's loop over
    the window's elements inside the input, taking one if `val > max or isnan(val)` from
    -inf: the first maximum, the last NaN, the first element when all are -inf."""
    k, s, p, d, ho, wo = _nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    n, c, h, w = x.shape
    win = _nn_windows(_nn_pool_pad(x, k, s, p, d, ho, wo, _nn_lowest(x.dtype)), k[0], k[1], s, d, ho, wo)
    pos = np.arange(k[0] * k[1])
    r = np.arange(ho)[:, None, None] * s[0] + (pos // k[1]) * d[0] - p[0]
    q = np.arange(wo)[None, :, None] * s[1] + (pos % k[1]) * d[1] - p[1]
    inside = (r >= 0) & (r < h) & (q >= 0) & (q < w)
    if n * c * ho * wo < _NN_PASSES:  # few windows: the first max (last NaN) in a few calls
        flat = win.reshape(n, c, ho, wo, k[0] * k[1])
        arg = (inside & (flat == flat.max(-1, keepdims=True))).argmax(-1)
        if x.dtype.kind == "f" and np.isnan(flat).any():
            nan = np.isnan(flat)
            arg = np.where(nan.any(-1), flat.shape[-1] - 1 - nan[..., ::-1].argmax(-1), arg)
        return win, _nn_pool_flat_index(arg, k, s, p, d, x.shape, ho, wo)
    # the loop itself, one pass per window element over every window (strided views: a
    # reduction over the window axes of the 6-D view takes ~15 ns an element)
    kind = np.int16 if k[0] * k[1] < 1 << 15 else np.intp
    arg = np.broadcast_to(inside.argmax(-1).astype(kind), win.shape[:4]).copy()  # all -inf: the first inside
    best, step = np.full(win.shape[:4], _nn_lowest(x.dtype), x.dtype), np.empty(win.shape[:4], kind)
    for i in range(k[0] * k[1]):  # outside the input (-inf) is never taken: i >= the first inside
        val = win[..., i // k[1], i % k[1]]
        take = val > best
        if x.dtype.kind == "f":
            take |= np.isnan(val)
        np.maximum(arg, np.multiply(take, kind(i), out=step), out=arg)  # i where taken: the largest yet
        np.maximum(best, val, out=best)  # NaN stays, as the loop's; ties keep the first
    return win, _nn_pool_flat_index(arg, k, s, p, d, x.shape, ho, wo)


def _nn_pool_flat_index(arg, k, s, p, d, shape, ho, wo):
    """The flat index into an (N, C, H, W) input of window element `arg` of each window."""
    n, c, h, w = shape
    rows = np.arange(ho)[:, None] * s[0] + (arg // k[1]) * d[0] - p[0]
    cols = np.arange(wo)[None, :] * s[1] + (arg % k[1]) * d[1] - p[1]
    plane = (np.arange(n)[:, None, None, None] * c + np.arange(c)[None, :, None, None]) * (h * w)
    return plane + rows * w + cols


def _k_lstm_cell(gates, c):
    """The pointwise half of an LSTM step: gates (..., 4H) = [i, f, g, o] pre-activations and
    the cell state c (..., H) give cat(h', c') with c' = sigmoid(f) c + sigmoid(i) tanh(g), h' = sigmoid(o) tanh(c')."""
    h = c.shape[-1] if c.ndim else 0
    if gates.ndim == 0 or c.ndim == 0 or gates.shape[-1] != 4 * h:
        raise ShapeError(f"_lstm_gates: gates must end in 4 * the cell state's last dim, got gates "
                         f"{list(gates.shape)} and c {list(c.shape)}")
    s = _gate_sigmoid(gates)
    c_new = s[..., h:2 * h] * c + s[..., :h] * np.tanh(gates[..., 2 * h:3 * h])
    return np.concatenate([s[..., 3 * h:] * np.tanh(c_new), c_new], -1)


def _k_lstm_cell_fused_backward(grads, needs, shapes, gates, c):
    """_lstm_gates's fused backward (ops.yaml `fused_backward:`): both gradients in one NumPy
    pass, summed back to the inputs' shapes when their leading dims broadcast; None (the
    formulas) for mixed dtypes."""
    g = grads[0]
    if not g.dtype == gates.dtype == c.dtype:
        return None
    d_gates, d_c = _k_lstm_cell_grads(g, gates, c)
    return (_sum_to_shape(d_gates, shapes[0]) if needs[0] else None,
            _sum_to_shape(d_c, shapes[1]) if needs[1] else None)


def _sum_to_shape(a, shape):
    """`a` summed down to `shape` (undoing broadcasting), as the shared formulas.sum_to does on
    tensors."""
    shape = tuple(shape)
    if a.shape == shape:
        return a
    lead = a.ndim - len(shape)
    ones = tuple(lead + i for i, n in enumerate(shape) if n == 1 and a.shape[lead + i] != 1)
    return np.sum(a, axis=tuple(range(lead)) + ones, keepdims=True).reshape(shape)


def _bn_rank(shape, training, running_numel):
    """torch.batch_norm's errors for an input of fewer than 2 dims (always one): it has no
    channels, so a given running_mean must be empty; evaluation needs the running statistics;
    training reads input.size(1) (a 0-d input fails in PyTorch's shape arithmetic)."""
    if running_numel is not None:
        raise ShapeError(f"running_mean should contain 0 elements not {running_numel}")
    if not training:
        raise RuntimeError("running_mean must be defined in evaluation mode")
    if not shape:
        raise RuntimeError("SmallVector unable to grow. Requested capacity (18446744073709551615) "
                           "is larger than maximum value for size type (4294967295)")
    _size_at(len(shape), 1)
    raise ShapeError(f"batch_norm expects an input of at least 2 dims (N, C, ...), got {list(shape)}")


def _bn_empty(input, weight, bias):
    """PyTorch's early return for an empty input (_batch_norm_impl_index, before any check of
    the parameters): input.clone() * weight[0] + bias[0], promoted as a tensor with 0-d ones."""
    out = input.copy()
    for p in (weight, bias):
        if p is not None:
            if p.size == 0:
                raise IndexError("select(): index 0 out of range for tensor of size [0] at dimension 0")
            out = out.astype(result_type([out.dtype], [p.dtype], []), copy=False)
    return out


def _bn_contiguous(x):
    """PyTorch's is_contiguous of batch_norm: contiguous or channels-last contiguous."""
    if x.flags.c_contiguous:
        return True
    return x.ndim in (4, 5) and x.transpose(0, *range(2, x.ndim), 1).flags.c_contiguous


def _bn_dtypes(input, params, training, fast):
    """batch_norm_cpu's dtype checks. Mixed types: the first given parameter's dtype is not the
    input's. Training on a non-contiguous input first takes the mean over the input (in float
    when mixed), which refuses an integer or bool input; then the kernel's dtype dispatch;
    then the mixed-precision rule (a float16 input with float32 parameters); then every
    parameter must have the input's dtype, but for an integer running_var in evaluation off
    the contiguous (`fast`) path, where 1 / sqrt(running_var + eps) is in the default float."""
    first = next((p.dtype for p in params if p is not None), input.dtype)
    name = _torch_name(input.dtype)
    if input.dtype.kind in "biu":
        if training and first == input.dtype and not _bn_contiguous(input):
            raise RuntimeError("mean(): could not infer output dtype. Input dtype must be either "
                               f"a floating point or complex dtype. Got: {name}")
        raise NotImplementedError(f"\"batch_norm\" not implemented for '{name}'")
    if first != input.dtype:
        if any(p is not None and p.dtype != np.float32 for p in params):
            raise RuntimeError("mixed dtype (CPU): expect parameter to have scalar type of Float")
        if input.dtype != np.float16:
            raise RuntimeError("mixed dtype (CPU): all inputs must share same datatype.")
        return
    for k, p in enumerate(params):
        if p is None or p.dtype == input.dtype or (k == 3 and not (training or fast) and
                                                   p.dtype.kind in "biu" and input.dtype == _float_dtype(None)):
            continue
        raise RuntimeError(f"expected scalar type {name} but found {_torch_name(p.dtype)}")


def _k_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    if input.ndim < 2:
        _bn_rank(input.shape, training, None if running_mean is None else running_mean.size)
    if input.size == 0:  # nothing to normalize; the running stats are left as they are
        return _bn_empty(input, weight, bias)
    if not training:
        for name, r in (("running_mean", running_mean), ("running_var", running_var)):
            if r is None:
                raise RuntimeError(f"{name} must be defined in evaluation mode")
    params = (weight, bias, running_mean, running_var)
    fast = _bn_contiguous(input) and all(p is None or p.flags.c_contiguous for p in params)
    _bn_dtypes(input, params, training, fast)
    c = input.shape[1]
    axes = (0, *range(2, input.ndim))
    shape = (1, c) + (1,) * (input.ndim - 2)
    x = input.astype(np.float32) if input.dtype == np.float16 else input  # PyTorch's opmath
    if training:
        n = input.size // max(c, 1)
        mean = x.mean(axis=axes, keepdims=True)
        var = x.var(axis=axes, mean=mean)  # the same mean var computes, not summed twice
        mean = mean.reshape(c)
        if running_mean is not None:
            running_mean *= 1 - momentum
            running_mean += (momentum * mean).astype(running_mean.dtype)
        if running_var is not None:  # one value per channel: 0 / 0, NaN as PyTorch
            running_var *= 1 - momentum
            running_var += (momentum * var * (n / (n - 1) if n > 1 else np.nan)).astype(running_var.dtype)
    else:
        mean, var = running_mean, running_var
    invstd = 1 / np.sqrt(var.astype(x.dtype, copy=False) + eps)
    mean = mean.astype(x.dtype, copy=False)
    w = np.ones(c, x.dtype) if weight is None else weight.astype(x.dtype, copy=False)
    b = np.zeros(c, x.dtype) if bias is None else bias.astype(x.dtype, copy=False)
    if fast:
        alpha = invstd * w  # PyTorch's contiguous kernel: x * alpha + (bias - mean * alpha)
        out = x * alpha.reshape(shape)
        out += (b - mean * alpha).reshape(shape)  # in place: one 4 MB temporary fewer at 1M
    else:  # its TensorIterator path: ((x - mean) * invstd) * weight + bias
        out = (x - mean.reshape(shape)) * invstd.reshape(shape) * w.reshape(shape) + b.reshape(shape)
    return out.astype(input.dtype, copy=False)


def _k_pad(input, pad, mode, value):
    pad = [int(p) for p in pad]
    if len(pad) % 2 or len(pad) // 2 > input.ndim:
        raise ShapeError(f"Padding length must be divisible by 2 and at most twice the number of "
                         f"dims of the input ({input.ndim}), got {len(pad)}")
    if mode != "constant":
        raise NotImplementedError(f"pad: mode {mode!r} is not implemented; only 'constant' is")
    before, after = [0] * input.ndim, [0] * input.ndim
    for i in range(len(pad) // 2):
        before[input.ndim - 1 - i], after[input.ndim - 1 - i] = pad[2 * i], pad[2 * i + 1]
    crop = tuple(slice(max(-b, 0), input.shape[i] - max(-a, 0)) for i, (b, a) in enumerate(zip(before, after)))
    for i, (b, a) in enumerate(zip(before, after)):
        if input.shape[i] + b + a < 0:
            raise ShapeError(f"pad: resulting size of dim {i} would be negative")
    src = input[crop]
    if src.size > 4096:  # np.pad writes the pad areas only (the fill below writes every element)
        widths = [(max(b, 0), max(a, 0)) for b, a in zip(before, after)]
        return np.pad(src, widths, constant_values=0 if value is None else value)
    # small: np.pad's constant mode without its Python layers (~10 us)
    out = np.empty([n + max(b, 0) + max(a, 0) for n, b, a in zip(src.shape, before, after)], input.dtype)
    out[...] = np.array(0 if value is None else value)[()]  # np.pad's cast of constant_values
    out[tuple(slice(max(b, 0), max(b, 0) + n) for n, b in zip(src.shape, before))] = src
    return out


def _k_safe_softmax(self, dim, dtype=None):
    """softmax, except that a row that is -inf everywhere (an attention row with every key
    masked) gives zeros instead of NaN: torch._safe_softmax."""
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    _dim(dim, x.ndim)  # a 0-d input takes 0 and -1 only
    if x.ndim == 0:
        with np.errstate(invalid="ignore"):  # exp(x - max) / sum: NaN and +inf give NaN
            return np.zeros_like(x) if x == -np.inf else x - x + x.dtype.type(1)
    m = np.max(x, axis=dim, keepdims=True, initial=-np.inf)  # an empty dim is fine
    empty = m == -np.inf
    e = np.exp(x - np.where(empty, 0, m))
    return e / np.where(empty, 1, np.sum(e, axis=dim, keepdims=True))


# ---- nn.functional: softmax family and losses -------------------------------------------------
def _floating(x, dtype=None):
    """Integer input to a float-only function computes in the default float dtype; with
    `dtype=` it is cast to that dtype directly (an int32 input through float32 first would
    lose its low bits: softmax(int32, dtype=float64) of -2147483647 and -2147483648)."""
    return x if x.dtype.kind == "f" or dtype is not None else x.astype(_float_dtype(None))


def _ln_compute(a, dt):
    """An array (or None) in layer_norm's compute dtype."""
    return a if a is None or a.dtype == dt else a.astype(dt)


def _ln_dtype(x):
    """The dtype layer_norm computes in: float32 for float16 (PyTorch's opmath), else x's."""
    return np.dtype(np.float32) if x.dtype == np.float16 else x.dtype


def _k_layer_norm(self, normalized_shape, weight, bias, eps):
    """layer_norm in one node (PyTorch's native_layer_norm): the C row loop (one pass for the
    statistics, one for the output) where it applies, else the body's steps in NumPy; the
    result in the input's dtype (float16 computed in float32)."""
    if self.dtype.kind not in "fc":  # an integer input beside a float weight (the checks
        # refuse integer inputs alone): PyTorch's mixed-dtype refusal
        raise RuntimeError("mixed dtype (CPU): all inputs must share same datatype.")
    dt = _ln_dtype(self)
    cols = math.prod(normalized_shape)
    x, w, b = _ln_compute(self, dt), _ln_compute(weight, dt), _ln_compute(bias, dt)
    out = None
    if _c.OPS is not None and x.dtype.kind == "f":
        out = _c.OPS.layer_norm_forward(np.ascontiguousarray(x), w, b, float(eps), cols)
    if out is None:
        axes = tuple(range(x.ndim - len(normalized_shape), x.ndim))
        centered = x - x.mean(axes, keepdims=True)
        out = centered * (1 / np.sqrt((centered * centered).mean(axes, keepdims=True) + dt.type(eps)))
        out = out if w is None else out * w
        out = out if b is None else out + b
    return out if out.dtype == self.dtype else out.astype(self.dtype)


def _k_layer_norm_backward(grads, needs, shapes, self, weight=None, bias=None, result=None,
                           normalized_shape=(), eps=1e-5, **_):
    """(d self, d weight, d bias) of layer_norm in one pass over the rows (the C loop), else
    in NumPy: dx = rstd (g w - mean(g w) - xhat mean(g w xhat)), dw = sum of g xhat over
    the leading dims, db = sum of g; None (the formulas) when there is no gradient. dx is
    computed as PyTorch's kernel does, rstd g w + b x + c with b and c from sum(g w) and
    sum(g w x): the same value, with NaN where PyTorch's is (an infinite weight)."""
    g = grads[0]
    if g is None:
        return None
    dt = _ln_dtype(self)
    cols = math.prod(normalized_shape)
    x, w, g = _ln_compute(self, dt), _ln_compute(weight, dt), _ln_compute(g, dt)
    need_w, need_b = needs[1] and weight is not None, needs[2] and bias is not None
    res = None
    if _c.OPS is not None and x.dtype.kind == "f" and x.size:
        res = _c.OPS.layer_norm_backward(np.ascontiguousarray(g), np.ascontiguousarray(x), w,
                                         float(eps), cols, bool(needs[0]), need_w, need_b)
    if res is None:
        rows = x.reshape(-1, cols) if cols else x.reshape(x.size, 0)
        g_rows = np.broadcast_to(g, x.shape).reshape(rows.shape)
        centered = rows - rows.mean(1, keepdims=True)
        rstd = 1 / np.sqrt((centered * centered).mean(1, keepdims=True) + dt.type(eps))
        xhat = centered * rstd
        dx = None
        if needs[0]:  # PyTorch's layer_norm_backward_frame (where an inf weight makes NaN)
            gw = g_rows if w is None else g_rows * w.reshape(-1)
            mean = rows.mean(1, keepdims=True)
            with np.errstate(all="ignore"):  # inf - inf is NaN, as PyTorch's, silently
                s_gw, s_gwx = gw.sum(1, keepdims=True), (gw * rows).sum(1, keepdims=True)
                b = (s_gw * mean - s_gwx) * rstd * rstd * rstd / cols
                dx = rstd * gw + b * rows + (-b * mean - s_gw * rstd / cols)
        res = (dx, (g_rows * xhat).sum(0) if need_w else None,
               g_rows.sum(0) if need_b else None)
    dx, dw, db = res
    return (None if dx is None else dx.reshape(self.shape).astype(self.dtype, copy=False),
            None if dw is None else dw.reshape(weight.shape).astype(weight.dtype, copy=False),
            None if db is None else db.reshape(bias.shape).astype(bias.dtype, copy=False))
