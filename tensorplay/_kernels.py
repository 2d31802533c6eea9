"""Hand-written NumPy kernels and kernel helpers, for ops whose forward is more
than one expression. Kernels see raw ndarrays and plain Python values only —
never tensors — and are never differentiated or batched directly: ops.yaml
gives their derivative and batching rules.
"""

from __future__ import annotations

import numpy as np

# nn layers
# Kernels of the `nn layers` section of ops.yaml. Convolution and pooling use
# im2col: `_nn_windows` is a strided view (N, C, Ho, Wo, kh, kw) of the padded
# input, contracted with the weight by tensordot/einsum (BLAS does the work).


def _nn_pair(v, name: str = "argument") -> tuple:
    """An int or a 1-/2-sequence as a pair (PyTorch's `_pair`)."""
    if isinstance(v, int | np.integer):
        return (int(v), int(v))
    v = tuple(int(x) for x in v)
    if len(v) == 1:
        return v * 2
    if len(v) != 2:
        raise ShapeError(f"{name} must be an int or a pair of ints, got {list(v)}")
    return v


def _nn_out_size(size: int, k: int, s: int, p: int, d: int) -> int:
    return (size + 2 * p - d * (k - 1) - 1) // s + 1


def _nn_batched(x, what: str = "input"):
    """(N, C, H, W) view of a 3-D (unbatched) or 4-D input, and whether it was unbatched."""
    if x.ndim == 3:
        return x[None], True
    if x.ndim != 4:
        raise ShapeError(f"expected a 3-D (unbatched) or 4-D (batched) {what}, got a "
                         f"{x.ndim}-D one of shape {list(x.shape)}")
    return x, False


def _nn_windows(xp, kh: int, kw: int, stride: tuple, dilation: tuple, ho: int, wo: int):
    """A read-only strided view (N, C, Ho, Wo, kh, kw) of the windows of padded `xp`."""
    s0, s1, s2, s3 = xp.strides
    shape = (xp.shape[0], xp.shape[1], ho, wo, kh, kw)
    strides = (s0, s1, s2 * stride[0], s3 * stride[1], s2 * dilation[0], s3 * dilation[1])
    return np.lib.stride_tricks.as_strided(xp, shape, strides, writeable=False)


def _nn_pad_hw(x, padding: tuple, value=0):
    if padding == (0, 0):
        return x
    pads = ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1]))
    return np.pad(x, pads, constant_values=value)


def _nn_conv_geometry(x_shape, w_shape, stride, padding, dilation, groups):
    _, c, h, w = x_shape
    o, cg, kh, kw = w_shape
    s, p, d = _nn_pair(stride, "stride"), _nn_pair(padding, "padding"), _nn_pair(dilation, "dilation")
    if groups < 1 or c != cg * groups or o % groups:
        raise ShapeError(f"Given groups={groups}, weight of size {list(w_shape)}, expected input "
                         f"{list(x_shape)} to have {cg * groups} channels, but got {c} channels "
                         f"instead (and out_channels={o} divisible by groups)")
    ho, wo = _nn_out_size(h, kh, s[0], p[0], d[0]), _nn_out_size(w, kw, s[1], p[1], d[1])
    if ho <= 0 or wo <= 0:
        raise ShapeError(f"Calculated output size ({ho}x{wo}) is too small for input size "
                         f"{h}x{w}, kernel {kh}x{kw}, padding {list(p)}, dilation {list(d)}")
    return s, p, d, ho, wo


def _nn_conv_cols(x, w_shape, s, p, d, ho, wo):
    return _nn_windows(_nn_pad_hw(x, p), w_shape[2], w_shape[3], s, d, ho, wo)


def _k_conv2d(input, weight, bias, stride, padding, dilation, groups):
    x, unbatched = _nn_batched(input)
    if weight.ndim != 4:
        raise ShapeError(f"conv2d weight must be 4-D (out, in/groups, kh, kw), got {list(weight.shape)}")
    s, p, d, ho, wo = _nn_conv_geometry(x.shape, weight.shape, stride, padding, dilation, groups)
    cols = _nn_conv_cols(x, weight.shape, s, p, d, ho, wo)
    n, o = x.shape[0], weight.shape[0]
    if groups == 1:
        out = np.tensordot(cols, weight, axes=([1, 4, 5], [1, 2, 3])).transpose(0, 3, 1, 2)
    else:
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
    if groups == 1:
        cols = np.tensordot(go, weight, axes=([1], [0])).transpose(0, 3, 1, 2, 4, 5)
    else:
        g = groups
        cols = np.einsum("ngohw,gocij->ngchwij", go.reshape(n, g, o // g, ho, wo),
                         weight.reshape(g, o // g, cg, kh, kw), optimize=True)
        cols = cols.reshape(n, c, ho, wo, kh, kw)
    dtype = np.result_type(go.dtype, weight.dtype)
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
    cols = _nn_conv_cols(x, w_shape, s, p, d, ho, wo)
    o, cg, kh, kw = w_shape
    if go.shape != (x.shape[0], o, ho, wo):
        raise ShapeError(f"grad_output of shape {list(grad_output.shape)} does not match the "
                         f"conv2d output shape {[x.shape[0], o, ho, wo]}")
    if groups == 1:
        return np.ascontiguousarray(np.tensordot(go, cols, axes=([0, 2, 3], [0, 2, 3])))
    n, g = x.shape[0], groups
    dw = np.einsum("ngohw,ngchwij->gocij", go.reshape(n, g, o // g, ho, wo),
                   cols.reshape(n, g, cg, ho, wo, kh, kw), optimize=True)
    return dw.reshape(o, cg, kh, kw)


def _nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode):
    if ceil_mode:
        raise NotImplementedError("ceil_mode=True is not implemented for 2-D pooling; pad the "
                                  "input instead")
    k = _nn_pair(kernel_size, "kernel_size")
    s = k if stride is None or (not isinstance(stride, int) and len(stride) == 0) else _nn_pair(stride, "stride")
    p, d = _nn_pair(padding, "padding"), _nn_pair(dilation, "dilation")
    for i in range(2):
        if p[i] > k[i] // 2:
            raise ShapeError(f"pad should be at most half of effective kernel size, but got "
                             f"pad={p[i]}, kernel_size={k[i]}")
    h, w = x.shape[-2:]
    ho, wo = _nn_out_size(h, k[0], s[0], p[0], d[0]), _nn_out_size(w, k[1], s[1], p[1], d[1])
    if ho <= 0 or wo <= 0:
        raise ShapeError(f"Given input size {list(x.shape)}, calculated output size "
                         f"({ho}x{wo}) is too small")
    return k, s, p, d, ho, wo


def _nn_lowest(dtype):
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


def _nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode):
    """(windows, flat index into x of each window's maximum) for a 4-D x."""
    k, s, p, d, ho, wo = _nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    n, c, h, w = x.shape
    win = _nn_windows(_nn_pad_hw(x, p, _nn_lowest(x.dtype)), k[0], k[1], s, d, ho, wo)
    arg = win.reshape(n, c, ho, wo, k[0] * k[1]).argmax(-1)
    rows = np.arange(ho)[:, None] * s[0] + (arg // k[1]) * d[0] - p[0]
    cols = np.arange(wo)[None, :] * s[1] + (arg % k[1]) * d[1] - p[1]
    plane = (np.arange(n)[:, None, None, None] * c + np.arange(c)[None, :, None, None]) * (h * w)
    return win, plane + rows * w + cols


def _k_max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = _nn_batched(input)
    k, s, p, d, ho, wo = _nn_pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    win = _nn_windows(_nn_pad_hw(x, p, _nn_lowest(x.dtype)), k[0], k[1], s, d, ho, wo)
    out = win.max(axis=(-2, -1))
    return out[0] if unbatched else out


def _k_max_pool2d_backward(grad_output, input, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = _nn_batched(input)
    _, flat = _nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    g = grad_output.reshape(flat.shape)
    dx = np.bincount(flat.ravel(), weights=g.ravel(), minlength=x.size)
    dx = dx.astype(grad_output.dtype, copy=False).reshape(x.shape)
    return dx[0] if unbatched else dx


def _k_max_pool2d_gather(source, input, kernel_size, stride, padding, dilation, ceil_mode):
    x, unbatched = _nn_batched(input)
    _, flat = _nn_max_pool_argmax(x, kernel_size, stride, padding, dilation, ceil_mode)
    out = source.reshape(-1)[flat]
    return out[0] if unbatched else out


def _nn_avg_divisor(x_shape, k, s, p, ho, wo, count_include_pad, divisor_override, dtype):
    if divisor_override:
        return dtype.type(divisor_override)
    if count_include_pad:
        return dtype.type(k[0] * k[1])
    ones = np.ones((1, 1, *x_shape[-2:]), dtype=dtype)
    return _nn_windows(_nn_pad_hw(ones, p), k[0], k[1], s, (1, 1), ho, wo).sum(axis=(-2, -1))[0, 0]


def _k_avg_pool2d(input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    x, unbatched = _nn_batched(input)
    if x.dtype.kind != "f":
        raise TypeError(f"avg_pool2d is not implemented for {x.dtype} input")
    k, s, p, _, ho, wo = _nn_pool_geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    win = _nn_windows(_nn_pad_hw(x, p), k[0], k[1], s, (1, 1), ho, wo)
    div = _nn_avg_divisor(x.shape, k, s, p, ho, wo, count_include_pad, divisor_override, x.dtype)
    out = win.sum(axis=(-2, -1)) / div
    return out[0] if unbatched else out


def _k_native_dropout(input, p, train):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if train is False or p == 0.0:
        return input.copy(), np.ones(input.shape, dtype=np.bool_)
    from ._random import rng

    mask = rng().random(input.shape) >= p
    scale = 0.0 if p == 1.0 else 1.0 / (1.0 - p)
    return np.where(mask, input * input.dtype.type(scale), input.dtype.type(0)), mask


def _k_batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps):
    if input.ndim < 2:
        raise ShapeError(f"batch_norm expects an input of at least 2 dims (N, C, ...), got "
                         f"{list(input.shape)}")
    c = input.shape[1]
    axes = (0, *range(2, input.ndim))
    shape = (1, c) + (1,) * (input.ndim - 2)
    if training or running_mean is None or running_var is None:
        n = input.size // max(c, 1)
        if training and n <= 1:
            raise ValueError(f"Expected more than 1 value per channel when training, got input "
                             f"size {list(input.shape)}")
        mean = input.mean(axis=axes)
        var = input.var(axis=axes)
        if training and running_mean is not None:
            running_mean *= 1 - momentum
            running_mean += (momentum * mean).astype(running_mean.dtype)
        if training and running_var is not None:
            running_var *= 1 - momentum
            running_var += (momentum * var * (n / (n - 1))).astype(running_var.dtype)
    else:
        mean, var = running_mean, running_var
    out = (input - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + eps)
    if weight is not None:
        out = out * weight.reshape(shape)
    if bias is not None:
        out = out + bias.reshape(shape)
    return out.astype(input.dtype, copy=False)


def _k_layer_norm(input, normalized_shape, weight, bias, eps):
    k = len(normalized_shape)
    if tuple(input.shape[input.ndim - k:]) != tuple(normalized_shape) or k == 0:
        raise ShapeError(f"Given normalized_shape={list(normalized_shape)}, expected input with "
                         f"shape [*, {', '.join(map(str, normalized_shape))}], but got input of "
                         f"size {list(input.shape)}")
    axes = tuple(range(input.ndim - k, input.ndim))
    mean = input.mean(axis=axes, keepdims=True)
    var = input.var(axis=axes, keepdims=True)
    out = (input - mean) / np.sqrt(var + eps)
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out.astype(input.dtype, copy=False)


def _k_embedding(input, weight, padding_idx):
    if input.dtype.kind not in "iu":
        raise TypeError(f"Expected tensor for argument #1 'indices' to have an integer dtype, "
                        f"but got {input.dtype}")
    n = weight.shape[0]
    if input.size and (input.min() < 0 or input.max() >= n):
        bad = int(input.min()) if input.min() < 0 else int(input.max())
        raise IndexError(f"index {bad} is out of range for an embedding of {n} rows")
    return weight[input]


def _nn_reduce(loss, reduction):
    if reduction == "none":
        return loss
    if reduction == "mean":
        return np.asarray(loss.mean(), dtype=loss.dtype)
    if reduction == "sum":
        return np.asarray(loss.sum(), dtype=loss.dtype)
    raise ValueError(f"{reduction} is not a valid value for reduction")


def _nn_loss_backward(grad_output, reduction, d):
    """The gradient of a reduced elementwise loss with elementwise derivative `d`."""
    if reduction == "mean":
        return grad_output * d / max(d.size, 1)
    return grad_output * d


def _k_binary_cross_entropy(input, target, weight, reduction):
    if input.size and (input.min() < 0 or input.max() > 1):
        raise ValueError("all elements of input should be between 0 and 1")
    log_x = np.maximum(np.log(input), -100)
    log_1mx = np.maximum(np.log1p(-input), -100)
    loss = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None:
        loss = loss * weight
    return _nn_reduce(loss, reduction)


def _k_binary_cross_entropy_with_logits(input, target, weight, reduction, pos_weight):
    softplus_neg = np.log1p(np.exp(-np.abs(input))) + np.maximum(-input, 0)
    if pos_weight is None:
        loss = (1 - target) * input + softplus_neg
    else:
        loss = (1 - target) * input + (1 + (pos_weight - 1) * target) * softplus_neg
    if weight is not None:
        loss = loss * weight
    return _nn_reduce(loss, reduction)


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
    widths = [(max(b, 0), max(a, 0)) for b, a in zip(before, after)]
    return np.pad(input[crop], widths, constant_values=0 if value is None else value)



def _axes(dim, ndim: int):
    """A `dim` argument (None, int or list) as a NumPy `axis`; 0-d tensors accept 0/-1."""
    if dim is None:
        return None
    if isinstance(dim, int):
        dim = (dim,)
    if ndim == 0:
        for d in dim:
            if d not in (0, -1):
                raise np.exceptions.AxisError(d, 0)
        return None
    if len(dim) == 0:
        return None
    return tuple(d % ndim if -ndim <= d < ndim else _bad_axis(d, ndim) for d in dim)


def _bad_axis(d: int, ndim: int):
    raise np.exceptions.AxisError(d, ndim)


def _dim(dim: int, ndim: int) -> int:
    """Wrap one dim for a kernel; a 0-d input accepts 0 and -1."""
    span = max(ndim, 1)
    if not -span <= dim < span:
        raise np.exceptions.AxisError(dim, span)
    return dim % span


def _np_dtype(dtype):
    if dtype is None:
        return None
    from ._dtype import to_numpy_dtype

    return to_numpy_dtype(dtype)


def _float_dtype(dtype):
    from ._dtype import get_default_dtype, to_numpy_dtype

    return get_default_dtype().np if dtype is None else to_numpy_dtype(dtype)


def _size(size) -> tuple:
    if isinstance(size, int):
        return (size,)
    return tuple(int(s) for s in size)


def _restore_dims(x: np.ndarray, dim, ndim: int, keepdim: bool) -> np.ndarray:
    """Re-insert reduced dims (size 1) so `x` broadcasts against the input."""
    if keepdim or ndim == 0:
        return x
    axes = _axes(dim, ndim)
    if axes is None:
        return np.reshape(x, (1,) * ndim)
    return np.expand_dims(x, axes)


def softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.ones_like(x)
    shifted = x - np.max(x, axis=dim, keepdims=True)
    e = np.exp(shifted)
    return e / np.sum(e, axis=dim, keepdims=True)


def log_softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.zeros_like(x)
    shifted = x - np.max(x, axis=dim, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=dim, keepdims=True))


def logsumexp(self, dim, keepdim=False):
    axes = _axes(dim, self.ndim)
    if self.ndim == 0:
        return self.copy()
    m = np.max(self, axis=axes, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    out = np.log(np.sum(np.exp(self - m), axis=axes, keepdims=True)) + m
    return out if keepdim else np.squeeze(out, axis=axes)


def max_dim(self, dim, keepdim=False):
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = np.argmax(self, axis=d, keepdims=True)
    vals = np.take_along_axis(self, idx, axis=d)
    if not keepdim:
        vals, idx = np.squeeze(vals, d), np.squeeze(idx, d)
    return vals, idx.astype(np.int64)


def min_dim(self, dim, keepdim=False):
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = np.argmin(self, axis=d, keepdims=True)
    vals = np.take_along_axis(self, idx, axis=d)
    if not keepdim:
        vals, idx = np.squeeze(vals, d), np.squeeze(idx, d)
    return vals, idx.astype(np.int64)


class ShapeError(ValueError):
    """A shape problem found by a kernel; the dispatcher re-raises it as RuntimeError."""


def _expand(self, size):
    size = _size(size)
    if len(size) < self.ndim:
        raise ShapeError(f"expand: the number of sizes provided ({len(size)}) must be greater or "
                         f"equal to the number of dimensions in the tensor ({self.ndim})")
    lead = len(size) - self.ndim
    target = tuple(self.shape[i - lead] if s == -1 else s for i, s in enumerate(size))
    for i, s in enumerate(self.shape):
        if s != 1 and s != target[lead + i]:
            raise ShapeError(f"expand: the expanded size of the tensor ({target[lead + i]}) must "
                             f"match the existing size ({s}) at non-singleton dimension {lead + i}. "
                             f"Target sizes: {list(size)}. Tensor sizes: {list(self.shape)}")
    return np.broadcast_to(self, target)


def _squeeze(self, dim):
    if dim is None:
        return np.squeeze(self)
    axes = _axes(dim, self.ndim)
    if axes is None:
        return self.view()
    return np.squeeze(self, tuple(a for a in axes if self.shape[a] == 1))


def _matmul(self, other):
    if self.ndim == 0 or other.ndim == 0:
        raise ShapeError("both arguments to matmul need to be at least 1D, but they are "
                         f"{self.ndim}D and {other.ndim}D")
    k_self = self.shape[-1]
    k_other = other.shape[-2] if other.ndim > 1 else other.shape[0]
    if k_self != k_other:
        a = "x".join(map(str, self.shape))
        b = "x".join(map(str, other.shape))
        raise ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({a} and {b})")
    return np.matmul(self, other)


def _getitem(self, indices):
    return self[indices]


def _index_add_zeros(grad, shape, indices):
    out = np.zeros(tuple(shape), dtype=grad.dtype)
    np.add.at(out, indices, grad)
    return out


def _index_put(self, indices, values):
    out = self.copy()
    out[indices] = values
    return out
