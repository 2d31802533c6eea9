"""Hand-written NumPy kernels and kernel helpers, for ops whose forward is more
than one expression. Kernels see raw ndarrays and plain Python values only —
never tensors — and are never differentiated or batched directly: ops.yaml
gives their derivative and batching rules.
"""

from __future__ import annotations

import numpy as np

from ..dispatch.errors import ArgumentValueError, DtypeError, ShapeError
from ..dispatch.errors import checked_scalar as _checked
from ..dispatch.errors import wrapped_int as _wrapped
from . import gamma as G
from . import selection as S

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


def _nn_padded(x, p):
    """`x` (N, C, H, W) with `p` zeros around H and W (one allocation, no np.pad)."""
    if p == (0, 0):
        return x
    n, c, h, w = x.shape
    xp = np.zeros((n, c, h + 2 * p[0], w + 2 * p[1]), dtype=x.dtype)
    xp[:, :, p[0]:p[0] + h, p[1]:p[1] + w] = x
    return xp


def _nn_col_matrix(x, w_shape, s, p, d, ho, wo):
    """im2col: the windows of `x` as one C-contiguous (N, C*kh*kw, Ho*Wo) array, so a
    convolution is one batched matmul with the (O, C*kh*kw) weight."""
    n, c = x.shape[:2]
    kh, kw = w_shape[2], w_shape[3]
    xp = _nn_padded(x, p)
    cols = np.empty((n, c, kh, kw, ho, wo), dtype=x.dtype)
    for i in range(kh):  # one slab copy per kernel offset (rows of Wo contiguous elements)
        for j in range(kw):
            r, q = i * d[0], j * d[1]
            cols[:, :, i, j] = xp[:, :, r:r + s[0] * (ho - 1) + 1:s[0], q:q + s[1] * (wo - 1) + 1:s[1]]
    return cols.reshape(n, c * kh * kw, ho * wo)


def _k_conv2d(input, weight, bias, stride, padding, dilation, groups):
    if input.dtype.kind in "iu" and input.dtype != np.int64 and \
            any(d != 1 for d in ([dilation] * 2 if isinstance(dilation, int) else dilation)):  # as PyTorch
        raise NotImplementedError(f"conv2d: \"slow_conv_dilated<>\" not implemented for '{_torch_name(input.dtype)}'")
    if input.dtype == np.float16:  # PyTorch accumulates float16 in float32 and rounds once
        b = None if bias is None else bias.astype(np.float32)
        return _k_conv2d(input.astype(np.float32), weight.astype(np.float32), b, stride, padding,
                         dilation, groups).astype(np.float16)
    x, unbatched = _nn_batched(input)
    if weight.ndim != 4:
        raise ShapeError(f"conv2d weight must be 4-D (out, in/groups, kh, kw), got {list(weight.shape)}")
    s, p, d, ho, wo = _nn_conv_geometry(x.shape, weight.shape, stride, padding, dilation, groups)
    n, o = x.shape[0], weight.shape[0]
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


def _nn_avg_divisor(x_shape, k, s, p, ho, wo, count_include_pad, divisor_override, dtype):
    if divisor_override:
        return dtype.type(divisor_override)
    if count_include_pad:
        return dtype.type(k[0] * k[1])
    ones = np.ones((1, 1, *x_shape[-2:]), dtype=dtype)
    return _nn_windows(_nn_pad_hw(ones, p), k[0], k[1], s, (1, 1), ho, wo).sum(axis=(-2, -1))[0, 0]


def _gate_sigmoid(x):
    """sigmoid(x) = (1 + tanh(x / 2)) / 2: one transcendental pass and no overflow; exact to the
    dtype's epsilon in absolute terms, which is what a gate (a weight in [0, 1]) needs."""
    t = np.tanh(x * x.dtype.type(0.5))
    t *= 0.5
    t += 0.5
    return t


def _k_lstm_cell(gates, c):
    """The pointwise half of an LSTM step: gates (..., 4H) = [i, f, g, o] pre-activations and
    the cell state c (..., H) give cat(h', c') with c' = sigmoid(f) c + sigmoid(i) tanh(g), h' = sigmoid(o) tanh(c')."""
    h = c.shape[-1] if c.ndim else 0
    if gates.ndim == 0 or c.ndim == 0 or gates.shape[-1] != 4 * h:
        raise ShapeError(f"lstm_cell: gates must end in 4 * the cell state's last dim, got gates "
                         f"{list(gates.shape)} and c {list(c.shape)}")
    s = _gate_sigmoid(gates)
    c_new = s[..., h:2 * h] * c + s[..., :h] * np.tanh(gates[..., 2 * h:3 * h])
    return np.concatenate([s[..., 3 * h:] * np.tanh(c_new), c_new], -1)


def _k_lstm_cell_grads(grad, gates, c):
    """(d gates, d c) of _k_lstm_cell for the incoming gradient (..., 2H), in one pass of NumPy."""
    h = c.shape[-1]
    s = _gate_sigmoid(gates)
    i, f, o = s[..., :h], s[..., h:2 * h], s[..., 3 * h:]
    g = np.tanh(gates[..., 2 * h:3 * h])
    tc = np.tanh(f * c + i * g)
    gh = grad[..., :h]
    dc = grad[..., h:] + gh * o * (1 - tc * tc)
    d_gates = np.concatenate([dc * g * i * (1 - i), dc * c * f * (1 - f), dc * i * (1 - g * g),
                              gh * tc * o * (1 - o)], -1)
    return d_gates, dc * f


def _k_lstm_cell_fused_backward(grads, needs, shapes, gates, c):
    """lstm_cell's fused backward (ops.yaml `fused_backward:`): both gradients in one NumPy
    pass, summed back to the inputs' shapes when their leading dims broadcast; None (the
    formulas) for mixed dtypes."""
    g = grads[0]
    if not g.dtype == gates.dtype == c.dtype:
        return None
    d_gates, d_c = _k_lstm_cell_grads(g, gates, c)
    return (_sum_to_shape(d_gates, shapes[0]) if needs[0] else None,
            _sum_to_shape(d_c, shapes[1]) if needs[1] else None)


def _sum_to_shape(a, shape):
    """`a` summed down to `shape` (undoing broadcasting), as formula_helpers.sum_to does on
    tensors."""
    shape = tuple(shape)
    if a.shape == shape:
        return a
    lead = a.ndim - len(shape)
    ones = tuple(lead + i for i, n in enumerate(shape) if n == 1 and a.shape[lead + i] != 1)
    return np.sum(a, axis=tuple(range(lead)) + ones, keepdims=True).reshape(shape)


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


def _special(name: str, x):
    """`scipy.special.<name>` elementwise when SciPy is installed (fast and accurate to the
    last bit), else `math.<name>` element by element (exact, but a Python loop)."""
    try:
        import scipy.special
    except ImportError:  # pragma: no cover - SciPy is optional
        import math

        if x.size == 0:
            return x.copy()
        return np.vectorize(getattr(math, name), otypes=[x.dtype])(x)
    return getattr(scipy.special, name)(x)


def _erf(x):
    """The error function elementwise."""
    return _special("erf", x)


def _sigmoid(x):
    """1 / (1 + e^-x) without overflow for large |x|: with e = e^-|x|, 1 / (1 + e) for x >= 0
    and e / (1 + e) below (e never overflows; tiny results keep their relative precision)."""
    e = np.exp(-np.abs(x))
    r = 1 / (1 + e)
    return np.where(x >= 0, r, e * r).astype(x.dtype, copy=False)


def _clamp(x, min, max):
    """Clamp to [min, max]; the result dtype promotes with the bounds (int tensor, float bound
    → default float), as torch.clamp does."""
    if min is None and max is None:
        raise ValueError("At least one of 'min' or 'max' must not be None")
    from ..core.dtype import result_type

    bounds = [b for b in (min, max) if b is not None]
    dt = result_type([x.dtype] if x.ndim else [], [] if x.ndim else [x.dtype], bounds)
    out = x.astype(dt, copy=False)
    if min is not None:
        out = np.maximum(out, _checked(min, dt))
    if max is not None:
        out = np.minimum(out, _checked(max, dt))
    return np.asarray(out, dtype=dt)


def _check_int_divisor(other):
    other = np.asarray(other)
    if other.dtype.kind in "iub" and (other == 0).any():
        raise ValueError("ZeroDivisionError")


def _np_dtype(dtype):
    if dtype is None:
        return None
    from ..core.dtype import to_numpy_dtype

    return to_numpy_dtype(dtype)


def _float_dtype(dtype):
    from ..core.dtype import get_default_dtype, to_numpy_dtype

    return get_default_dtype().np if dtype is None else to_numpy_dtype(dtype)


def _size(size) -> tuple:
    """A size argument parsed as PyTorch does: ints (or anything with __index__: a NumPy
    integer, a one-element integer tensor); a float, bool, string or None is a TypeError, not
    a size NumPy would quietly truncate (zeros(2.5) is not zeros(2))."""
    if not isinstance(size, list | tuple):
        if isinstance(size, bool) or not hasattr(size, "__index__") or getattr(size, "ndim", 0):
            raise TypeError(f"argument 'size' must be tuple of ints, not {type(size).__name__}")
        return (size.__index__(),)
    out = []
    for k, s in enumerate(size):
        if isinstance(s, bool) or not hasattr(s, "__index__"):
            raise TypeError(f"argument 'size' must be tuple of ints, but found element of type "
                            f"{type(s).__name__} at pos {k}")
        out.append(s.__index__())
    return tuple(out)


def _shape(shape) -> tuple:
    """A reshape/view target: as `_size`, where one dim may be -1 (inferred) and no other
    dim is negative (NumPy would take any negative number for -1)."""
    shape = _size(shape)
    for k, s in enumerate(shape):
        if s < -1:
            raise ShapeError(f"invalid shape dimension {s} at index {k} of shape {list(shape)}")
    if shape.count(-1) > 1:
        raise ShapeError("only one dimension can be inferred")
    return shape


def _softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.ones_like(x)
    shifted = x - np.max(x, axis=dim, keepdims=True, initial=-np.inf)  # an empty dim is fine
    e = np.exp(shifted)
    return e / np.sum(e, axis=dim, keepdims=True)


def _k_safe_softmax(self, dim, dtype=None):
    """softmax, except that a row that is -inf everywhere (an attention row with every key
    masked) gives zeros instead of NaN: torch._safe_softmax."""
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.zeros_like(x) if x == -np.inf else np.ones_like(x)
    m = np.max(x, axis=dim, keepdims=True)
    empty = m == -np.inf
    e = np.exp(x - np.where(empty, 0, m))
    return e / np.where(empty, 1, np.sum(e, axis=dim, keepdims=True))


def _log_softmax(self, dim, dtype=None):
    x = self if dtype is None else self.astype(_np_dtype(dtype))
    if x.ndim == 0:
        return np.zeros_like(x)
    shifted = x - np.max(x, axis=dim, keepdims=True, initial=-np.inf)  # an empty dim is fine
    return shifted - np.log(np.sum(np.exp(shifted), axis=dim, keepdims=True))


def _extreme_dim(self, dim, keepdim, largest):
    """max.dim / min.dim: the (values, indices) of the largest (smallest) element along dim."""
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = (np.argmax if largest else np.argmin)(self, axis=d, keepdims=True)
    vals = np.take_along_axis(self, idx, axis=d)
    if not keepdim:
        vals, idx = np.squeeze(vals, d), np.squeeze(idx, d)
    return vals, idx.astype(np.int64)


# ---- sorting and selection (ops.yaml: sort ... unique_consecutive) -------------------------
def _sort_order(x, d: int, descending: bool):
    """Stable argsort along axis d: NaN last ascending and first descending, as PyTorch; equal
    elements keep their order either way (descending = the reversed ascending order of the
    reversed input)."""
    if not descending:
        return np.argsort(x, axis=d, kind="stable")
    flipped = np.argsort(np.flip(x, axis=d), axis=d, kind="stable")
    return x.shape[d] - 1 - np.flip(flipped, axis=d)


def _sort(self, dim, descending, stable: bool | None = True):
    """sort: (values, int64 indices) along dim; a 0-d tensor sorts to itself. stable=False
    gives PyTorch's order of ties: its std::sort of (value, index) pairs is replayed on the rows
    with ties longer than 16 (shorter ones it insertion-sorts, which is stable)."""
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    idx = _sort_order(self, d, descending).astype(np.int64)
    values = np.take_along_axis(self, idx, axis=d)
    if not stable and self.shape[d] > 16:
        less = S.gt_nan_first if descending else S.lt_nan_last
        rows, vout, iout = np.moveaxis(self, d, -1), np.moveaxis(values, d, -1), np.moveaxis(idx, d, -1)
        for r in _tied_rows(values, d):
            pairs = [(x, j) for j, x in enumerate(rows[r].tolist())]
            S.sort(pairs, 0, len(pairs), lambda a, b: less(a[0], b[0]))
            iout[r] = [j for _, j in pairs]
            vout[r] = rows[r][iout[r]]
    return values, idx


_REPLAY_LIMIT = 1 << 16  # elements of tied rows replayed in Python; past it, stable indices


def _tied_rows(sorted_values, d: int, limit: bool = True) -> list:
    """The rows along d (as index tuples of the other dims) of an array sorted along d that
    hold equal neighbours (NaNs count as equal): only there does the selection algorithm
    decide which index is returned. None are replayed (the stable sort's indices stay) when
    they hold more than _REPLAY_LIMIT elements: the replay is pure Python."""
    a = np.moveaxis(sorted_values, d, -1)
    eq = a[..., 1:] == a[..., :-1]
    if a.dtype.kind == "f":
        eq |= np.isnan(a[..., 1:]) & np.isnan(a[..., :-1])
    rows = np.argwhere(eq.any(axis=-1))
    if limit and len(rows) * a.shape[-1] > _REPLAY_LIMIT:
        return []
    return [tuple(r) for r in rows]


def _topk(self, k, dim, largest, sorted=True):
    """topk: the k largest (smallest) along dim (NaN counts as the largest), in PyTorch's order:
    it partial_sorts (k * 64 <= n) or nth_elements then sorts the first k - 1 (the sort skipped
    when sorted=False). That is replayed on the rows with ties (every row, for sorted=False)."""
    d = _dim(dim, self.ndim)
    n = self.shape[d] if self.ndim else 1
    if not 0 <= k <= n:
        raise ShapeError("selected index k out of range")
    full, full_idx = _sort(self, d, largest)
    if self.ndim == 0:
        return full, full_idx
    values, idx = np.take(full, np.arange(k), axis=d), np.take(full_idx, np.arange(k), axis=d)
    if k == 0:
        return values, idx
    less = S.gt_nan_first if largest else S.lt_nan_last
    partial = k * 64 <= n
    rows, vout, iout = np.moveaxis(self, d, -1), np.moveaxis(values, d, -1), np.moveaxis(idx, d, -1)
    replay = _tied_rows(full, d)
    if not sorted and not partial and rows.size <= _REPLAY_LIMIT:
        replay = list(np.ndindex(rows.shape[:-1]))
    for r in replay:
        queue = [(v, j) for j, v in enumerate(rows[r].tolist())]
        if partial:
            S.partial_sort(queue, k, lambda x, y: less(x[0], y[0]))
        else:
            S.nth_element(queue, k - 1, lambda x, y: less(x[0], y[0]))
            if sorted:
                S.sort(queue, 0, k - 1, lambda x, y: less(x[0], y[0]))
        iout[r] = [j for _, j in queue[:k]]
        vout[r] = rows[r][iout[r]]
    return values, idx


def _finish_pick(v, i, d: int, keepdim: bool):
    return (np.expand_dims(v, d), np.expand_dims(i, d)) if keepdim else (v, i)


def _kthvalue(self, k, dim, keepdim):
    """kthvalue: the k-th smallest element along dim (1-based) and its index (for ties, the one
    PyTorch's quickselect returns)."""
    d = _dim(dim, self.ndim)
    if self.ndim and self.dtype == np.bool_:
        raise NotImplementedError("\"kthvalue_cpu\" not implemented for 'Bool'")
    if not 1 <= k <= (self.shape[d] if self.ndim else 1):
        raise ShapeError(f"kthvalue(): selected number k out of range for dimension {d}")
    values, idx = _sort(self, d, False)
    if self.ndim == 0:
        return values, idx
    v, i = np.take(values, [k - 1], axis=d).squeeze(d), np.take(idx, [k - 1], axis=d).squeeze(d)
    rows = np.moveaxis(self, d, -1)
    for r in _tied_rows(values, d):
        pairs = [[x, j] for j, x in enumerate(rows[r].tolist())]
        S.quick_select(pairs, k - 1, S.gt_nan_first)
        i[r] = pairs[k - 1][1]
    return _finish_pick(v, i, d, keepdim)


def _nonempty_dim(name: str, x, d: int) -> None:
    if x.ndim and x.shape[d] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {d} to have non-zero size.")


def _median_dim(self, dim, keepdim, ignore_nan: bool):
    """median.dim / nanmedian.dim: the lower median along dim and its index. median gives the
    first NaN of a row that has one; nanmedian the lower median of the row's other values. Of
    tied values the stable order's middle one is returned, as PyTorch's tie-broken nth_element."""
    d = _dim(dim, self.ndim)
    _nonempty_dim("nanmedian" if ignore_nan else "median", self, d)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    values, idx = _sort(self, d, False)
    n = self.shape[d]
    nans = (np.isnan(self) if self.dtype.kind == "f" else np.zeros(self.shape, bool)).sum(axis=d)
    pos = np.maximum(n - nans - 1, 0) // 2 if ignore_nan else np.where(nans > 0, n - nans, (n - 1) // 2)
    v = np.squeeze(np.take_along_axis(values, np.expand_dims(pos, d), axis=d), d)
    i = np.squeeze(np.take_along_axis(idx, np.expand_dims(pos, d), axis=d), d)
    return _finish_pick(v, i, d, keepdim)


def _mode(self, dim, keepdim):
    """mode: the most frequent value along dim (the smallest of equally frequent ones) and the
    index PyTorch's CPU kernel returns: it std::sorts (value, index) pairs and takes the last
    pair of the first longest run. Rows without ties or NaN give their smallest value; the
    others replay that (pure Python; past _REPLAY_LIMIT, the last occurrence is taken)."""
    d = _dim(dim, self.ndim)
    _nonempty_dim("mode", self, d)
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    values, idx = _sort(self, d, False)
    v, i = np.take(values, [0], axis=d).squeeze(d), np.take(idx, [0], axis=d).squeeze(d)
    rows = np.moveaxis(self, d, -1)
    special = set(_tied_rows(values, d, limit=False))
    if self.dtype.kind == "f":
        special |= {tuple(r) for r in np.argwhere(np.isnan(rows).any(axis=-1))}
    replay = len(special) * self.shape[d] <= _REPLAY_LIMIT
    for r in special:
        if replay:
            pairs = [(x, j) for j, x in enumerate(rows[r].tolist())]
            S.sort(pairs, 0, len(pairs), lambda a, b: a[0] < b[0])
            v[r], i[r] = S.last_of_longest_run(pairs)
        else:
            uniq, inverse, counts = np.unique(rows[r], return_inverse=True, return_counts=True)
            j = int(np.argmax(counts))
            v[r], i[r] = uniq[j], np.flatnonzero(inverse.reshape(-1) == j)[-1]
    return _finish_pick(v, i, d, keepdim)


def _histc_range(x, bins, min, max) -> tuple:
    if bins <= 0:
        raise ShapeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    lo, hi = float(min), float(max)
    if lo > hi:
        raise ShapeError("torch.histc: max must be larger than min")
    if lo == hi and x.size:
        lo, hi = float(x.min()), float(x.max())
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    if not (np.isfinite(lo) and np.isfinite(hi)):
        raise ShapeError(f"torch.histc: range of [{lo}, {hi}] is not finite")
    return lo, hi


def _histc_rows(self, bins, min, max):
    """histc of each row of a 2-D input: (rows, bins) counts, in the input's dtype. Elements
    outside [min, max] are ignored, max itself falls in the last bin; min == max takes the
    row's own range (widened by 1 each way when it is one value)."""
    out = np.zeros((self.shape[0], bins if bins > 0 else 0), self.dtype)
    for r, row in enumerate(self):
        lo, hi = _histc_range(row, bins, min, max)
        lo_, hi_ = self.dtype.type(lo), self.dtype.type(hi)
        kept = row[(row >= lo_) & (row <= hi_)]
        pos = ((kept - lo_) * bins / (hi_ - lo_)).astype(np.int64)  # in PyTorch's order
        out[r] = np.bincount(np.minimum(pos, bins - 1), minlength=bins)
    return out


def _histc(self, bins, min, max):
    """histc: a histogram of all elements of `self` with `bins` equal-width bins."""
    _histc_range(self, bins, min, max)
    return _histc_rows(self.reshape(1, -1), bins, min, max)[0]


def _searchsorted(sorted_sequence, self, out_int32, right, side, sorter):
    """searchsorted: per value, the index in the (last dim of the) sorted sequence where it
    would be inserted to keep it sorted; N-D sequences pair their rows with self's rows."""
    if side is not None:
        if side not in ("left", "right"):
            raise ShapeError(f"torch.searchsorted(): side can only be 'left' or 'right' but got {side}")
        if right and side == "left":
            raise ShapeError("torch.searchsorted(): side and right can't be set to opposites, "
                             "got side of left while right was True")
        right = side == "right"
    seq, values = sorted_sequence, self
    if seq.ndim == 0 or (seq.ndim > 1 and seq.shape[:-1] != values.shape[:-1]):
        raise ShapeError("torch.searchsorted(): boundaries tensor should be 1 dimension or the first "
                         "N-1 dimensions of boundaries tensor and input value tensor must match, but "
                         f"we got boundaries tensor {list(seq.shape)} and input value tensor "
                         f"{list(values.shape)}")
    if sorter is not None:
        if sorter.dtype != np.int64:
            raise ShapeError(f"torch.searchsorted(): sorter must be a tensor of long dtype but got dtype {_torch_name(sorter.dtype)}")
        if sorter.shape != seq.shape:
            raise ShapeError("torch.searchsorted(): boundary and sorter must have the same size, but "
                             f"got boundary tensor {list(seq.shape)} and got sorter tensor "
                             f"{list(sorter.shape)}")
        seq = np.take_along_axis(seq, sorter.astype(np.int64), axis=-1)
    how = "right" if right else "left"
    if seq.ndim == 1:
        out = np.searchsorted(seq, values, side=how)
    else:
        rows, vrows = seq.reshape(-1, seq.shape[-1]), values.reshape(-1, values.shape[-1])
        out = np.stack([np.searchsorted(s, v, side=how) for s, v in zip(rows, vrows)])
        out = out.reshape(values.shape)
    return np.asarray(out, np.int32 if out_int32 else np.int64)


def _masked_select(self, mask):
    """masked_select: the elements of self (broadcast with the bool mask) where it is True."""
    if mask.dtype != np.bool_:
        raise ShapeError("masked_select: expected BoolTensor for mask")
    x, m = np.broadcast_arrays(self, mask)
    return x[m]


def _unique(self, sorted, dim):
    """(unique values, inverse indices, counts): np.unique, along `dim` when given (slices
    compared whole). The values come back sorted whatever `sorted` says, as on PyTorch's CPU."""
    if dim is None:
        values, inverse, counts = np.unique(self, return_inverse=True, return_counts=True, equal_nan=False)
        return values, inverse.reshape(self.shape).astype(np.int64), counts.astype(np.int64)
    d = _dim(dim, self.ndim)
    values, inverse, counts = np.unique(self, return_inverse=True, return_counts=True, axis=d)
    return values, inverse.reshape(-1).astype(np.int64), counts.astype(np.int64)


def _unique_consecutive(self, dim):
    """(values, inverse, counts) of each run of equal consecutive elements (or slices along dim)."""
    if dim is None:
        flat = self.reshape(-1)
        starts = np.ones(flat.shape, bool)
        starts[1:] = flat[1:] != flat[:-1]
        groups = np.cumsum(starts) - 1
        counts = np.bincount(groups, minlength=int(starts.sum()))
        return flat[starts], groups.reshape(self.shape).astype(np.int64), counts.astype(np.int64)
    d = _dim(dim, self.ndim)
    moved = np.moveaxis(self, d, 0).reshape(self.shape[d], -1)
    starts = np.ones(moved.shape[0], bool)
    starts[1:] = np.any(moved[1:] != moved[:-1], axis=1)
    groups = np.cumsum(starts) - 1
    counts = np.bincount(groups, minlength=int(starts.sum()))
    return np.compress(starts, self, axis=d), groups.astype(np.int64), counts.astype(np.int64)


# ---- reductions and shape ops (ops-reduce-shape) ------------------------------------------
def _minmax(self, dim, keepdim, largest):
    """amax/amin (dim=() reduces everything) and the whole-tensor max()/min()."""
    name = "max" if largest else "min"
    if self.size == 0 and (dim is None or _axes(dim, self.ndim) is None or
                           any(self.shape[a] == 0 for a in _axes(dim, self.ndim))):
        raise ShapeError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0. "
                         "Specify the reduction dim with the 'dim' argument.")
    fn = np.max if largest else np.min
    return fn(self, axis=_axes(dim, self.ndim), keepdims=keepdim and self.ndim > 0)


def _argext(self, dim, keepdim, largest):
    """argmax/argmin: the first index of the extreme value (of the flattened input if dim=None)."""
    fn = np.argmax if largest else np.argmin
    name = "argmax" if largest else "argmin"
    if self.size == 0 and dim is None:
        raise IndexError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0.")
    if self.size == 0 and self.ndim and self.shape[_dim(dim, self.ndim)] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {_dim(dim, self.ndim)} to have non-zero size.")
    if dim is None:
        out = np.asarray(fn(self))
        return out.reshape((1,) * self.ndim) if keepdim else out
    d = _dim(dim, self.ndim)
    if self.ndim == 0:
        return np.zeros((), np.int64)
    return fn(self, axis=d, keepdims=keepdim)


# the dtypes PyTorch's index arguments take (uint8, int8 and int16 are refused)
_INDEX_DTYPES = ("int64", "int32")


def _torch_name(dt: np.dtype) -> str:
    """PyTorch's name of a dtype in error messages (Float, Double, Half, Long, Int, Byte, ...)."""
    from ..core.dtype import TORCH_NAME

    return TORCH_NAME.get(np.dtype(dt).name, str(dt))


def _closeness_args(name, self, other):
    if not isinstance(other, np.ndarray):
        raise TypeError(f"{name}(): argument 'other' (position 2) must be Tensor, not "
                        f"{type(other).__name__}")
    if self.dtype != other.dtype:
        raise DtypeError(f"{_torch_name(self.dtype)} did not match {_torch_name(other.dtype)}")


def _isclose(self, other, rtol, atol, equal_nan):
    """|self - other| <= atol + rtol * |other|, elementwise; both tensors of one dtype."""
    _closeness_args("isclose", self, other)
    if rtol < 0 or atol < 0:
        which, value = ("rtol", rtol) if rtol < 0 else ("atol", atol)
        raise DtypeError(f"{which} must be greater than or equal to zero, but got {value}")
    if self.dtype == np.bool_:  # PyTorch compares booleans as numbers, with the tolerances
        self, other = self.astype(np.float64), other.astype(np.float64)
    with np.errstate(all="ignore"):
        return np.isclose(self, other, rtol=rtol, atol=atol, equal_nan=equal_nan)


def _sum_dtype(self, dtype):
    """sum's dtype: `dtype=` when given, else int64 for integers and bools (as PyTorch)."""
    explicit = _np_dtype(dtype)
    if explicit is not None:
        return explicit
    return np.dtype(np.int64) if self.dtype.kind in "biu" else self.dtype


def _var_args(dim, unbiased, correction):
    """(dim, ddof) of var/std: `x.var(False)` is the old `var(input, unbiased)` overload."""
    if isinstance(dim, bool):
        if unbiased is not None:
            raise TypeError("var(): unbiased given twice (positionally and by name)")
        dim, unbiased = None, dim
    if unbiased is not None and correction is not None:
        raise TypeError("var/std: cannot specify both unbiased and correction")  # as PyTorch
    if correction is not None:
        return dim, correction
    return dim, 0 if unbiased is False else 1


def _norm_p(p):
    if p is None or p == "fro":
        return 2
    if isinstance(p, str):
        raise ShapeError(f"norm: p={p!r} is not supported (use a number, 'fro' or inf)")
    return p


def _norm(self, p, dim, keepdim, dtype):
    dt = _np_dtype(dtype)
    if dt is None and self.dtype.kind != "f":
        dt = _float_dtype(None)
    x = np.abs(self if dt is None else self.astype(dt))
    if x.dtype == np.float16:  # PyTorch sums float16 in float32 (a sum of squares past 65504)
        return _norm(x.astype(np.float32), p, dim, keepdim, None).astype(np.float16)
    p = _norm_p(p)
    axes = _axes(dim, self.ndim)
    kd = keepdim and self.ndim > 0
    if p == np.inf or p == -np.inf:
        if x.size == 0:
            raise ShapeError("norm: expected a non-empty input for p=inf")
        return (np.max if p > 0 else np.min)(x, axis=axes, keepdims=kd)
    if p == 0:
        return np.sum(x != 0, axis=axes, keepdims=kd).astype(x.dtype)
    if p == 1:
        return np.sum(x, axis=axes, keepdims=kd)
    if p == 2:
        return np.sqrt(np.sum(x * x, axis=axes, keepdims=kd))
    return np.power(np.sum(np.power(x, p), axis=axes, keepdims=kd), 1.0 / p)


def _repeat(self, repeats):
    repeats = _size(repeats)
    if len(repeats) < self.ndim:
        raise ShapeError("Number of dimensions of repeat dims can not be smaller than number of "
                         "dimensions of tensor")
    if any(r < 0 for r in repeats):
        raise ShapeError(f"Trying to create tensor with negative dimension: repeats {list(repeats)}")
    return np.tile(self, repeats) if repeats else self.copy()


def _stack(tensors, dim):
    if len(tensors) == 0:
        raise ShapeError("stack expects a non-empty TensorList")
    ref = tensors[0]
    for i, t in enumerate(tensors[1:], 1):
        if t.shape != ref.shape:
            raise ShapeError(f"stack expects each tensor to be equal size, but got "
                             f"{list(ref.shape)} at entry 0 and {list(t.shape)} at entry {i}")
    return np.stack(tensors, axis=_dim(dim, ref.ndim + 1))


def _split_sizes(n, split_size, d):
    if isinstance(split_size, int):
        if split_size < 0:
            raise ShapeError(f"split expects split_size be non-negative, but got split_size={split_size}")
        if split_size == 0:
            if n != 0:
                raise ShapeError(f"split_size can only be 0 if dimension size is 0, but got "
                                 f"dimension size of {n}")
            return [0]
        sizes = [split_size] * (n // split_size)
        return sizes + [n % split_size] if n % split_size or not sizes else sizes
    sizes = [int(s) for s in split_size]
    if sum(sizes) != n or any(s < 0 for s in sizes):
        raise ShapeError(f"split_with_sizes expects split_sizes to sum exactly to {n} (input "
                         f"tensor's size at dimension {d}), but got split_sizes={sizes}")
    return sizes


def _split(self, split_size_or_sections, dim):
    if self.ndim == 0:
        raise ShapeError("split expects at least a 1-dimensional tensor")
    d = _dim(dim, self.ndim)
    out, start = [], 0
    for k in _split_sizes(self.shape[d], split_size_or_sections, d):
        out.append(self[(slice(None),) * d + (slice(start, start + k),)])
        start += k
    return out


def _unflatten(self, dim, sizes):
    """Dim `dim` split into `sizes` (one may be -1); a view."""
    d = _dim(dim, self.ndim)
    sizes = [int(s) for s in sizes]
    if not sizes:
        raise ShapeError("unflatten: sizes must be non-empty")
    if sizes.count(-1) > 1:
        raise ShapeError("unflatten: only one dimension can be inferred")
    n, known = self.shape[d], 1
    for s in sizes:
        known *= s if s != -1 else 1
    if -1 in sizes and known and n % known == 0:
        sizes[sizes.index(-1)] = n // known
    elif -1 in sizes or known != n:
        shown = [s for s in sizes]
        raise ShapeError(f"unflatten: Provided sizes {shown} don't multiply up to the size of dim "
                         f"{dim} ({n}) in the input tensor")
    return np.reshape(self, self.shape[:d] + tuple(sizes) + self.shape[d + 1:])

def _diagonal(self, offset, dim1, dim2):
    """A writable strided view of the diagonal (np.diagonal's view is read-only)."""
    d1, d2 = _dim(dim1, self.ndim), _dim(dim2, self.ndim)
    if d1 == d2:
        raise ShapeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    x = np.moveaxis(self, (d1, d2), (-2, -1))
    n1, n2 = x.shape[-2:]
    r0, c0 = (0, offset) if offset >= 0 else (-offset, 0)
    length = max(min(n1 - r0, n2 - c0), 0)
    x = x[..., min(r0, n1):, min(c0, n2):]
    s1, s2 = x.strides[-2:]
    return np.lib.stride_tricks.as_strided(x, shape=x.shape[:-2] + (length,),
                                           strides=x.strides[:-2] + (s1 + s2,))


def _same_size_target(op: str, input, target) -> None:
    if target.shape != input.shape:
        raise ArgumentValueError(f"{op}: Target size ({list(target.shape)}) must be the same as "
                                 f"input size ({list(input.shape)})")


# ---- indexing: index_select, gather, scatter_add, masked_fill ---------------------------------
def _out_of_bounds(index, size: int, keep=None):
    """The first entry of `index` (among `keep`) outside [0, size), or None: the one bounds
    test of every op that takes an index tensor. A negative index is out of bounds, as in
    PyTorch (only subscripting, x[idx], counts from the end), rather than wrapping silently."""
    bad = (index < 0) | (index >= size)
    if keep is not None:
        bad &= keep
    return index[bad].flat[0] if bad.any() else None


def _check_index(index, size: int, op: str, error=IndexError, dim: int = 0) -> np.ndarray:
    """An integer index tensor for `op` whose entries all lie in [0, size) (index_select,
    gather, scatter_add, embedding)."""
    if index.dtype.name not in _INDEX_DTYPES:
        raise ShapeError(f"{op}(): Expected dtype int64 for index, got {index.dtype}")
    bad = _out_of_bounds(index, size)
    if bad is not None:
        raise error(f"index {bad} is out of bounds for dimension {dim} with size {size}")
    return index


def _gather_key(self_shape, dim, index):
    """Full-coordinate index arrays: `index` along `dim`, the position itself elsewhere."""
    ndim = len(self_shape)
    if index.ndim != max(ndim, 1) and not (ndim == 0 and index.ndim == 0):
        raise ShapeError(f"Index tensor must have the same number of dimensions as input tensor "
                         f"(index shape {list(index.shape)}, input shape {list(self_shape)})")
    if ndim == 0:
        _dim(dim, 0)
        _check_index(index, 1, "gather", ShapeError)
        return ()
    d = _dim(dim, ndim)
    for i, (si, s) in enumerate(zip(index.shape, self_shape)):
        if i != d and si > s:
            raise ShapeError(f"Size does not match at dimension {i} expected index "
                             f"{list(index.shape)} to be no larger than self {list(self_shape)} "
                             f"apart from dimension {d}")
    _check_index(index, self_shape[d], "gather", ShapeError, dim=d)
    key = list(np.indices(index.shape, sparse=True))
    key[d] = index
    return tuple(key)


def _scatter_add(self, dim, index, src):
    key = _gather_key(self.shape, dim, index)
    if src.ndim != index.ndim or any(i > s for i, s in zip(index.shape, src.shape)):
        raise ShapeError(f"scatter_add(): Expected index {list(index.shape)} to be no larger than "
                         f"src {list(src.shape)} in every dimension")
    out = self.copy()
    part = src[tuple(slice(0, n) for n in index.shape)]
    if self.ndim == 0:
        out[...] += part.sum()
        return out
    np.add.at(out, key, part)
    return out


def _scatter_key(self_shape, dim, index, src_shape, op: str):
    """gather-style coordinates for scatter / scatter_reduce, with PyTorch's shape checks:
    index has self's rank and is no larger than src everywhere, nor than self apart from dim."""
    ndim = len(self_shape)
    if index.dtype.name not in _INDEX_DTYPES:
        raise ShapeError(f"{op}(): Expected dtype int32/int64 for index")
    if index.ndim != max(ndim, 1) and not (ndim == 0 and index.ndim == 0):
        raise ShapeError("Index tensor must have the same number of dimensions as self tensor")
    if src_shape is not None and len(src_shape) != index.ndim and index.size:
        raise ShapeError("Index tensor must have the same number of dimensions as src tensor")
    d = _dim(dim, ndim)
    shape = tuple(self_shape) or (1,)
    too_big = any(i != d and si > s for i, (si, s) in enumerate(zip(index.shape, shape)))
    if src_shape is not None:
        too_big = too_big or any(si > s for si, s in zip(index.shape, tuple(src_shape) or (1,)))
    if too_big:
        raise ShapeError(f"Expected index {list(index.shape)} to be no larger than self "
                         f"{list(self_shape)} apart from dimension {d} and to be no larger size "
                         f"than src {list(src_shape or ())}")
    _check_index(index, shape[d], op, ShapeError, dim=d)
    key = list(np.indices(np.shape(index) or (1,), sparse=True))
    key[d] = np.reshape(index, np.shape(index) or (1,))
    return tuple(key)


def _scatter_src(self, dim, index, src):
    """A copy of `self` with src[i][j] written at self[index[i][j]][j] (dim 0); of repeated
    positions the last one wins (PyTorch leaves that order unspecified)."""
    if self.dtype != src.dtype:
        raise ShapeError("scatter(): Expected self.dtype to be equal to src.dtype")
    key = _scatter_key(self.shape, dim, index, src.shape, "scatter")
    out = np.array(self, copy=True).reshape(self.shape or (1,))
    part = np.reshape(src, src.shape or (1,))[tuple(slice(0, n) for n in (index.shape or (1,)))]
    out[key] = part
    return out.reshape(self.shape)


_SCATTER_UFUNC = {"sum": np.add, "prod": np.multiply, "amax": np.maximum, "amin": np.minimum,
                  "mean": np.add}


def _scatter_reduce(self, dim, index, src, reduce, include_self):
    """scatter_reduce: src reduced into self at index along dim with sum, prod, mean, amax or
    amin; include_self=False leaves self's own values at the scattered positions out."""
    if reduce not in _SCATTER_UFUNC:
        raise ShapeError("reduce argument must be either sum, prod, mean, amax or amin, got " + str(reduce))
    if self.dtype != src.dtype:
        raise ShapeError("scatter_reduce(): Expected self.dtype to be equal to src.dtype")
    if reduce == "mean" and self.dtype == np.bool_:
        raise NotImplementedError("\"scatter_gather_tensor_cpu_reduce_mean\" not implemented for 'Bool'")
    key = _scatter_key(self.shape, dim, index, src.shape, "scatter_reduce")
    out = np.array(self, copy=True).reshape(self.shape or (1,))
    part = np.reshape(src, src.shape or (1,))[tuple(slice(0, n) for n in (index.shape or (1,)))]
    ufunc = _SCATTER_UFUNC[reduce]
    if not include_self and part.size:
        start = np.zeros(out.shape, dtype=bool)
        start[key] = True
        # the scattered positions start from the reduction's identity instead of self
        ident = {"sum": 0, "mean": 0, "prod": 1}.get(reduce)
        if ident is None:
            lo = np.iinfo(out.dtype) if out.dtype.kind in "iu" else None
            if out.dtype.kind == "b":
                ident = reduce == "amin"
            elif lo is not None:
                ident = lo.min if reduce == "amax" else lo.max
            else:
                ident = -np.inf if reduce == "amax" else np.inf
        out[start] = ident
    ufunc.at(out, key, part)
    if reduce == "mean":
        count = np.full(out.shape, 1 if include_self else 0, dtype=np.int64)
        np.add.at(count, key, 1)
        count[count == 0] = 1
        if out.dtype.kind in "iub":
            out = np.floor_divide(out, count).astype(out.dtype)
        else:
            out = (out / count).astype(out.dtype)
    return out.reshape(self.shape)


def _unfold(self, dimension, size, step):
    """Tensor.unfold: a strided view of the windows of `size` elements, `step` apart, along
    `dimension` (that dim becomes the window count, a new last dim the window)."""
    d = _dim(dimension, self.ndim)
    n = self.shape[d] if self.ndim else 1
    if size > n:
        raise ShapeError(f"maximum size for tensor at dimension {d} is {n} but size is {size}")
    if size < 0:
        raise ShapeError(f"size is {size} but must be >= 0")
    if step <= 0:
        raise ShapeError(f"step is {step} but must be > 0")
    if self.ndim == 0:
        return np.lib.stride_tricks.as_strided(self, (size,), (self.itemsize,))
    count = (n - size) // step + 1
    shape = self.shape[:d] + (count,) + self.shape[d + 1:] + (size,)
    st = self.strides
    return np.lib.stride_tricks.as_strided(self, shape, st[:d] + (st[d] * step,) + st[d + 1:] + (st[d],))


def _tri_indices(row, col, offset, dtype, upper: bool):
    """tril_indices / triu_indices: the (2, N) coordinates of a row x col matrix's lower
    (upper) triangle from the offset-th diagonal, row by row."""
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    name = "triu_indices" if upper else "tril_indices"
    if dt.kind not in "iu":
        raise NotImplementedError(f"\"{name}\" not implemented for '{_torch_name(dt)}'")
    if row < 0 or col < 0:
        raise ShapeError(f"row must be non-negative, got {row}" if row < 0 else f"col must be non-negative, got {col}")
    r, c = (np.triu_indices if upper else np.tril_indices)(row, offset, col)
    return np.stack([r, c]).astype(dt).reshape(2, -1)


# ---- linear algebra: mm, bmm, mv, dot, outer --------------------------------------------------


# ---- creation and random ----------------------------------------------------------------------
def _via_float32(fn, x):
    """fn(x) computed in float32 and rounded to float16 once when x is float16, as PyTorch's
    CPU kernels compute float16 (NumPy would round after every step of a compound kernel)."""
    if x.dtype == np.float16:
        return fn(x.astype(np.float32)).astype(np.float16)
    return fn(x)




def _filled(shape, value, dt) -> np.ndarray:
    """np.full of `value` checked as PyTorch does (`_checked`)."""
    return np.full(shape, _checked(value, dt), dtype=dt)


def _scalar_dtype(value, dtype):
    """The dtype PyTorch infers from a Python fill value: bool → bool, int → int64, float → default."""
    if not isinstance(value, int | float | np.number | np.bool_) and getattr(value, "ndim", 1):
        raise TypeError(f"argument 'fill_value' must be Number, not {type(value).__name__}")
    if dtype is not None:
        return _np_dtype(dtype)
    if isinstance(value, bool | np.bool_):
        return np.dtype(np.bool_)
    if isinstance(value, int | np.integer):
        return np.dtype(np.int64)
    return _float_dtype(None)


def _arange(start, end, step, dtype):
    if end is None:
        start, end = 0, start
    if step == 0:
        raise ShapeError("arange: step must be nonzero")
    if (end - start) * step < 0:
        raise ShapeError(f"arange: upper bound and larger bound inconsistent with step sign "
                         f"(start={start}, end={end}, step={step})")
    if dtype is None:
        ints = all(isinstance(v, int | np.integer) and not isinstance(v, bool) for v in (start, end, step))
        out_dt = np.dtype(np.int64) if ints else _float_dtype(None)
    else:
        out_dt = _np_dtype(dtype)
    n = int(np.ceil((end - start) / step))
    return (start + np.arange(max(n, 0), dtype=np.float64 if out_dt.kind == "f" else np.int64)
            * step).astype(out_dt)


def _random_float_dtype(dtype, op: str):
    dt = _float_dtype(dtype)
    if dt.kind != "f":
        _no_random_kernel(op, dt)
    return dt


def _no_random_kernel(op: str, dt) -> None:
    """PyTorch's uniform and normal samplers have no integer or bool kernel."""
    raise NotImplementedError(f"{op}: \"{op}\" not implemented for '{_torch_name(dt)}' "
                              "(only floating-point dtypes are supported)")


def _rng(generator):
    """The NumPy Generator behind a tensorplay.Generator (None: the global one)."""
    from ..core.random import rng

    return rng(generator)


def _randint(low, high, size, generator, dtype):
    if low >= high:
        raise ShapeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    return _rng(generator).integers(low, high, _size(size)).astype(dt)


def _like_float_dtype(self, dtype, op: str):
    dt = _np_dtype(dtype) or self.dtype
    if dt.kind != "f":
        _no_random_kernel(op, dt)
    return dt


# ---- random samplers (bernoulli, multinomial, normal, randperm and the in-place fills) ----
def _continuous_only(self, op: str):
    """PyTorch's float-only samplers refuse integer and bool tensors (NotImplementedError)."""
    if self.dtype.kind != "f":
        raise NotImplementedError(f'"{op}" not implemented for \'{_torch_name(self.dtype)}\'')


def _check_std(std, op: str = "normal"):
    s = np.asarray(std)
    if s.ndim == 0 and not s >= 0:
        raise RuntimeError(f"{op} expects std >= 0.0, but found std {_g(float(s))}")
    if not np.all(s >= 0):
        raise RuntimeError(f"{op} expects all elements of std >= 0.0")


def _g(v: float) -> str:
    """A number as PyTorch prints it in messages: 2.0 as 2, 0.5 as 0.5."""
    return str(int(v)) if float(v).is_integer() else str(v)


def _normal_sample(mean, std, generator, dt):
    """mean + std * N(0, 1) at the broadcast shape, in the compute dtype `dt`."""
    if np.dtype(dt).kind != "f":
        raise NotImplementedError(f"\"normal_kernel_cpu\" not implemented for '{_torch_name(dt)}'")
    _check_std(std)
    shape = np.broadcast_shapes(np.shape(mean), np.shape(std))
    eps = _rng(generator).standard_normal(shape)
    return (mean + std * eps).astype(dt)


def _bernoulli(p, shape, generator, dt):
    return (_rng(generator).random(shape) < p).astype(dt)


def _int_bounds(low: int, high: int, dt) -> None:
    """random_/randint_like range checks: from < to, both representable in the dtype."""
    if low >= high:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    if dt.kind in "biu":
        info = (0, 1) if dt.kind == "b" else (np.iinfo(dt).min, np.iinfo(dt).max)
        name = "bool" if dt.kind == "b" else ("int" if dt.itemsize == 4 else "long")
        if low < info[0]:
            raise RuntimeError(f"from is out of bounds for {name}")
        if high - 1 > info[1]:
            raise RuntimeError(f"to - 1 is out of bounds for {name}")


def _random_ints(self, low, high, generator, dt=None):
    """Integers in [low, high) with the shape of `self` (dtype `dt`, default self's).
    random_() (low and high None) spans the dtype: [0, 2^mantissa] for floats."""
    dt = np.dtype(dt or self.dtype)
    if low is None and high is None:
        top = 2 ** (np.finfo(dt).nmant + 1) if dt.kind == "f" else 1 if dt.kind == "b" else np.iinfo(dt).max
        low, high = 0, int(top) + 1
    elif high is None:  # random_(to): one positional argument is the upper bound
        low, high = 0, low
    elif low is None:
        low = 0
    _int_bounds(low, high, dt)
    return _rng(generator).integers(low, high - 1, self.shape, dtype=np.int64, endpoint=True).astype(dt)


def _multinomial(self, num_samples: int, replacement: bool, generator):
    if self.dtype.kind != "f":
        raise RuntimeError(f"multinomial only supports floating-point dtypes for input, got: "
                           f"{_torch_name(self.dtype)}")
    if self.ndim not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    if num_samples <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    k = self.shape[-1]
    if not replacement and num_samples > k:
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    p = self.reshape(-1, k).astype(np.float64)
    if not np.all(np.isfinite(p) & (p >= 0)):
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    total = p.sum(-1, keepdims=True)
    if np.any(total <= 0):
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    rng = _rng(generator)
    if replacement:  # inverse CDF: the first category whose cumulative mass exceeds u
        cdf = np.cumsum(p / total, -1)
        u = rng.random((p.shape[0], num_samples))
        out = np.stack([np.searchsorted(c, r, side="right") for c, r in zip(cdf, u)]) if len(p) else \
            np.zeros((0, num_samples), dtype=np.int64)
        out = np.minimum(out, k - 1)
    else:  # p / Exp(1) keys: the top num_samples are a draw without replacement (as PyTorch)
        keys = p / rng.exponential(size=p.shape)
        out = np.argsort(-keys, axis=-1, kind="stable")[:, :num_samples]
    return out.astype(np.int64).reshape(*self.shape[:-1], num_samples)


def _randperm(n: int, generator, dtype):
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    if dt.kind == "b":
        raise NotImplementedError("\"randperm\" not implemented for 'Bool'")
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    return _rng(generator).permutation(n).astype(dt)


# ---- nn.functional: softmax family and losses -------------------------------------------------
def _floating(x):
    """Integer input to a float-only function computes in the default float dtype."""
    return x if x.dtype.kind == "f" else x.astype(_float_dtype(None))


def _check_reduction(reduction):
    if reduction not in ("mean", "sum", "none"):
        raise ArgumentValueError(f"{reduction} is not a valid value for reduction")


def _reduce_loss(per_elem, reduction, denominator):
    """The reduction of the NumPy loss kernels: the elementwise loss itself ('none'), its sum,
    or the sum over `denominator` ('mean': the element count, or cross_entropy's summed
    class weights). The composites use the `_loss_reduction` op instead."""
    _check_reduction(reduction)
    if reduction == "none":
        return per_elem
    total = np.sum(per_elem)
    if reduction == "sum":
        return total
    with np.errstate(all="ignore"):
        return np.true_divide(total, denominator)


def _loss_coefficients(self, target, weight, ignore_index, label_smoothing):
    """Q with loss_i = -sum_c Q[i, c] * log_softmax(input)[i, c] (class dim 1, or 0 for 1-D input):
    for class indices (1 - ls) * w[t_i] * onehot + ls / C * w, zero where t_i == ignore_index;
    for class probabilities ((1 - ls) * p + ls / C) * w."""
    cdim = 1 if self.ndim >= 2 else 0
    n_classes = self.shape[cdim] if self.ndim else 1
    wshape = [1] * self.ndim
    if self.ndim:
        wshape[cdim] = n_classes
    w = np.ones(n_classes, self.dtype) if weight is None else weight.astype(self.dtype)
    if w.shape != (n_classes,):
        raise ShapeError(f"weight tensor should be defined either for all {n_classes} classes or no "
                         f"classes but got weight tensor of shape: {list(w.shape)}")
    wb = np.reshape(w, wshape)
    if target.dtype.kind == "f":
        if target.shape != self.shape:
            raise ShapeError(f"Expected target size {list(self.shape)}, got {list(target.shape)} "
                             "(class-probability targets have the input's shape)")
        return ((1 - label_smoothing) * target.astype(self.dtype) + label_smoothing / n_classes) * wb
    if target.dtype.kind not in "iu":
        raise ShapeError(f"expected target of integer (class index) or float (class probability) "
                         f"dtype, got {target.dtype}")
    if weight is not None and weight.dtype != self.dtype:  # PyTorch checks it for class indices
        raise DtypeError(f"expected scalar type {_torch_name(self.dtype)} but found {_torch_name(weight.dtype)}")
    expected = self.shape[:cdim] + self.shape[cdim + 1:]
    if self.ndim >= 2 and target.ndim >= 1 and target.shape[0] != self.shape[0]:
        raise ArgumentValueError(f"Expected input batch_size ({self.shape[0]}) to match target "
                                 f"batch_size ({target.shape[0]}).")
    if target.shape != expected:
        raise ShapeError(f"Expected target size {list(expected)}, got {list(target.shape)} "
                         f"(input shape {list(self.shape)})")
    keep = target != ignore_index
    safe = np.where(keep, target, 0)
    bad = _out_of_bounds(target, n_classes, keep)
    if bad is not None:
        raise IndexError(f"Target {bad} is out of bounds (number of classes {n_classes})")
    onehot = np.expand_dims(safe, cdim) == np.reshape(np.arange(n_classes), wshape)
    keep_b = np.expand_dims(keep, cdim)
    q = ((1 - label_smoothing) * onehot * np.expand_dims(w[safe], cdim)
         + label_smoothing / n_classes * wb)
    return np.where(keep_b, q, 0).astype(self.dtype)


def _loss_denominator(self, target, weight, ignore_index):
    """What reduction='mean' divides by: the summed target weights (class indices) or the
    number of samples N*d1*... (class probabilities)."""
    if target.dtype.kind == "f":
        cdim = 1 if self.ndim >= 2 else 0
        return self.size / self.shape[cdim] if self.ndim else 1
    q0 = _loss_coefficients(self, target, weight, ignore_index, 0.0)
    return np.sum(q0)


def _weighted_nll(q, logp, cdim, target):
    """-sum_c Q * logp over the class dim. With class-index targets a class whose coefficient
    is 0 (not the target, or an ignored row) is never read, so its log-probability (-inf for a
    masked logit) contributes 0 rather than 0 * -inf = NaN; probability targets multiply as
    written (PyTorch gives NaN there too)."""
    if target.dtype.kind != "f":
        logp = np.where(q != 0, logp, logp.dtype.type(0))
    return -np.sum(q * logp, axis=cdim)


def _cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing):
    _check_reduction(reduction)
    if self.ndim == 0:
        raise ShapeError("cross_entropy: input must have at least one dimension (the classes)")
    if target.shape == self.shape and target.dtype.kind != "f":
        raise RuntimeError("Expected floating point type for target with class probabilities, "
                           f"got {_torch_name(target.dtype)}")
    if self.dtype.kind != "f":  # after the target check, as PyTorch
        raise NotImplementedError(f"\"cross_entropy\" not implemented for '{_torch_name(self.dtype)}'")
    if target.dtype.kind == "f" and target.dtype != self.dtype:  # probabilities promote (PyTorch)
        dt = np.promote_types(self.dtype, target.dtype)
        self, target = self.astype(dt), target.astype(dt)
        weight = None if weight is None else weight.astype(dt)
    cdim = 1 if self.ndim >= 2 else 0
    logp = _log_softmax(self, cdim)
    if (self.ndim == 2 and weight is None and label_smoothing == 0 and reduction != "none"
            and target.dtype.kind in "iu" and target.shape == self.shape[:1]):
        # the common case (class indices, no weight or smoothing): pick -log p[i, t_i] instead
        # of building the coefficient matrix; the same sums as the general path below
        n_classes = self.shape[1]
        keep = target != ignore_index
        every = bool(keep.all())
        safe = target if every else np.where(keep, target, 0)
        bad = _out_of_bounds(target, n_classes, None if every else keep)
        if bad is not None:
            raise IndexError(f"Target {bad} is out of bounds (number of classes {n_classes})")
        picked = logp[np.arange(len(safe)), safe]
        per_elem = -picked if every else np.where(keep, -picked, picked.dtype.type(0))
        count = len(safe) if every else int(np.count_nonzero(keep))
        return _reduce_loss(per_elem, reduction, self.dtype.type(count))
    q = _loss_coefficients(self, target, weight, ignore_index, label_smoothing)
    per_elem = _weighted_nll(q, logp, cdim, target)
    return _reduce_loss(per_elem, reduction, _loss_denominator(self, target, weight, ignore_index))


def _cross_entropy_fused_backward(grads, needs, shapes, self, target, weight, ignore_index,
                                  reduction, label_smoothing):
    """cross_entropy's fused backward (ops.yaml `fused_backward:`), for class indices on (N, C)
    logits without weight or smoothing: (softmax - onehot) scaled, on the arrays. None (the
    formulas) otherwise."""
    g = grads[0]
    if (needs[1] or weight is not None or label_smoothing != 0 or self.ndim != 2
            or target.dtype.kind not in "iu" or g is None or g.dtype != self.dtype):
        return None
    return _cross_entropy_grad(g, _softmax(self, 1), target, ignore_index, reduction), None, None


def _cross_entropy_grad(g, probs, target, ignore_index, reduction):
    """(softmax - onehot) * g (divided by the count of kept rows for 'mean'; per row for
    'none'), for plain class indices: what cross_entropy's backward formula computes."""
    p = probs.copy()
    keep = target != ignore_index
    rows = np.arange(len(target))
    if keep.all():
        p[rows, target] -= 1
        count = len(target)
    else:
        p[rows[keep], target[keep]] -= 1
        p[~keep] = 0
        count = int(np.count_nonzero(keep))
    if reduction == "mean":
        with np.errstate(all="ignore"):
            g = np.true_divide(g, g.dtype.type(count))
    elif reduction == "none":
        g = g[:, None]
    return np.multiply(g, p, dtype=p.dtype)


def as_strided_positions(size, stride, storage_offset) -> np.ndarray:
    """Flat positions (in a contiguous input) of the elements of as_strided(size, stride, offset)."""
    pos = np.full(tuple(size), int(storage_offset or 0), dtype=np.int64)
    for d, (n, st) in enumerate(zip(size, stride)):
        shape = [1] * len(size)
        shape[d] = n
        pos = pos + (np.arange(n, dtype=np.int64) * st).reshape(shape)
    return pos


def _as_strided(self, size, stride, storage_offset):
    """A strided view of a C-contiguous input's memory, as torch.as_strided on its storage. Only
    an input whose elements are its storage (C-contiguous; with an explicit offset, starting
    at the storage's start) is accepted: gradients are then positions in the input."""
    size, stride = list(size), list(stride)
    if len(size) != len(stride):
        raise RuntimeError(f"mismatch in length of strides and shape (size {size}, stride {stride})")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"as_strided: Negative strides are not supported at the moment, got "
                           f"strides: {stride}")
    owner = self
    while isinstance(owner.base, np.ndarray):
        owner = owner.base
    start = (self.__array_interface__["data"][0] - owner.__array_interface__["data"][0]) // self.itemsize
    if not self.flags.c_contiguous or (storage_offset is not None and start != 0):
        raise RuntimeError("as_strided: tensorplay takes as_strided of a contiguous tensor that "
                           "starts its storage (or with storage_offset=None); call .contiguous() "
                           "or .clone() first")
    offset = 0 if storage_offset is None else storage_offset
    need = offset + 1 + sum((n - 1) * st for n, st in zip(size, stride)) if all(size) else 0
    if need > self.size:
        shown = start if storage_offset is None else offset
        raise RuntimeError(f"setStorage: sizes {size}, strides {stride}, storage offset {shown}, "
                           f"and itemsize {self.itemsize} requiring a storage size of "
                           f"{(shown + need - offset) * self.itemsize} are out of bounds for storage "
                           f"of size {(start + self.size) * self.itemsize}")
    flat = self.reshape(-1)[offset:] if self.size else self.reshape(-1)
    return np.lib.stride_tricks.as_strided(flat, tuple(size), tuple(st * self.itemsize for st in stride))


# ---- the everyday surface (pointwise and special functions) -------------------------------------
def _float_only(x, op: str):
    """PyTorch has no integer or bool kernel for `op` (frac, hypot, logaddexp, ...)."""
    if x.dtype.kind != "f":
        raise NotImplementedError(f"\"{op}_cpu\" not implemented for '{_torch_name(x.dtype)}'")
    return x


def _int_only(x, op: str):
    """PyTorch's gcd and lcm exist for integer tensors only."""
    if x.dtype.kind not in "iu":
        raise NotImplementedError(f"\"{op}_cpu\" not implemented for '{_torch_name(x.dtype)}'")
    return x


def _erfc(x):
    """1 - erf(x) without the cancellation for large x."""
    return _special("erfc", x)


def _logit(x, eps):
    """log(z / (1 - z)) with z = x clamped to [eps, 1 - eps] when eps is given."""
    z = x if eps is None else np.clip(x, eps, 1 - eps)
    return np.log(z / (1 - z))


def _xlogy(self, other):
    """self * log(other), 0 where self == 0 unless other is nan (torch.xlogy)."""
    with np.errstate(all="ignore"):
        out = np.multiply(self, np.log(other))
    return np.where((self == 0) & ~np.isnan(other), out.dtype.type(0), out)


def _heaviside(self, values):
    """0 below zero, `values` at zero, 1 above; PyTorch wants one dtype for both tensors."""
    if isinstance(values, np.ndarray) and values.dtype != self.dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    return np.where(self == 0, values, self > 0).astype(self.dtype, copy=False)


def _fmod(self, other):
    """C's fmod: the remainder of the truncated division, with the sign of the dividend."""
    _check_int_divisor(other)
    return np.fmod(self, other)


def _lerp(self, end, weight):
    """self + weight * (end - self), and end - (end - self) * (1 - weight) for weight >= 0.5
    (PyTorch's formula: exact at both ends)."""
    _float_only(self, "lerp_kernel_scalar" if np.ndim(weight) == 0 else "lerp_kernel_tensor")
    diff = np.subtract(end, self)
    out = np.where(np.abs(weight) < 0.5, self + weight * diff, end - diff * (1 - np.asarray(weight)))
    return out.astype(np.result_type(self, end), copy=False)


def _addcdiv(self, tensor1, tensor2, value):
    if tensor1.dtype.kind in "biu" and tensor2.dtype.kind in "biu":
        raise RuntimeError("Integer division with addcdiv is no longer supported, and in a future "
                           "release addcdiv will perform a true division of tensor1 and tensor2. "
                           "The historic addcdiv behavior can be implemented as "
                           "(input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
                           "integer inputs and as (input + value * tensor1 / tensor2) for float "
                           "inputs. The future addcdiv behavior is just the latter implementation: "
                           "(input + value * tensor1 / tensor2), for all dtypes.")
    return self + value * np.true_divide(tensor1, tensor2)


def _logcumsumexp(self, dim):
    _float_only(self, "logcumsumexp_out")
    if self.ndim == 0:
        return self.copy()
    return np.logaddexp.accumulate(self, axis=_dim(dim, self.ndim))


def _cumextreme(self, dim, largest: bool):
    """(running max or min along dim, index of the latest element equal to it; NaN wins)."""
    if self.ndim == 0:
        return self.copy(), np.zeros((), np.int64)
    d = _dim(dim, self.ndim)
    values = (np.maximum if largest else np.minimum).accumulate(self, axis=d)
    shape = [1] * self.ndim
    shape[d] = self.shape[d]
    positions = np.arange(self.shape[d]).reshape(shape)
    hit = self == values
    if self.dtype.kind == "f":
        hit = hit | np.isnan(self)
    idx = np.maximum.accumulate(np.where(hit, positions, 0), axis=d)
    return values, idx.astype(np.int64)


def _cumprod(self, dim, dtype):
    """Running product along dim; integers and bools accumulate in int64 (as cumsum)."""
    d = _dim(dim, self.ndim)
    dt = _np_dtype(dtype)
    if dt is None and self.dtype.kind in "biu":
        dt = np.dtype(np.int64)
    if self.ndim == 0:
        return self.astype(dt or self.dtype)
    if (dt or self.dtype) == np.float16:  # PyTorch accumulates float16 in float32
        return np.cumprod(self, axis=d, dtype=np.float32).astype(np.float16)
    return np.cumprod(self, axis=d, dtype=dt)


def _erfinv(x):
    """The inverse error function: M. Giles' approximation ("Approximating the erfinv
    function", 2010), then two Newton steps on erf(y) = x (each doubles the correct digits);
    ±inf at ±1, nan outside [-1, 1]."""
    _float_only(x, "erfinv")
    with np.errstate(all="ignore"):
        xd = x.astype(np.float64)
        w = -np.log((1.0 - xd) * (1.0 + xd))
        small = w < 5.0
        ws, wl = w - 2.5, np.sqrt(w) - 3.0
        p_small = [2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                   -0.00125372503, -0.00417768164, 0.246640727, 1.50140941]
        p_large = [-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                   -0.0076224613, 0.00943887047, 1.00167406, 2.83297682]
        ps, pl = np.zeros_like(xd), np.zeros_like(xd)
        for a, b in zip(p_small, p_large):
            ps, pl = ps * ws + a, pl * wl + b
        y = np.where(small, ps, pl) * xd
        for _ in range(2):
            step = (_erf(y) - xd) / (1.1283791670955126 * np.exp(-y * y))
            y = np.where(np.isfinite(step), y - step, y)
        y = np.where(np.abs(xd) == 1.0, np.copysign(np.inf, xd), y)
        y = np.where(np.abs(xd) > 1.0, np.nan, y)
    return y.astype(x.dtype, copy=False)


def _lgamma(x):
    """log |Γ(x)| elementwise (tensorplay/_support/gamma.py: Stirling, recurrence, series)."""
    return G.lgamma(x)


def _digamma(x):
    """ψ(x) elementwise, PyTorch's algorithm (tensorplay/_support/gamma.py)."""
    return G.digamma(x)


def _polygamma(n, x):
    """The n-th derivative of digamma elementwise (tensorplay/_support/gamma.py)."""
    if isinstance(n, bool) or not hasattr(n, "__index__"):
        raise TypeError(f"polygamma(): argument 'n' (position 1) must be int, not "
                        f"{type(n).__name__}")
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    return G.polygamma(n, x)


def _i0(x):
    """The modified Bessel function I_0 elementwise (NumPy's np.i0, Cephes' algorithm)."""
    return np.asarray(np.i0(x)).astype(x.dtype, copy=False)


def _i1(x):
    """The modified Bessel function I_1 elementwise (tensorplay/_support/gamma.py)."""
    return G.i1(x)


def _addcmul(self, tensor1, tensor2, value):
    """self + value * tensor1 * tensor2, with `value` in the computation dtype first (an int
    tensor takes int(value), as PyTorch's kernel converts the scalar)."""
    if self.dtype.kind != "f" and not isinstance(value, bool):
        value = _wrapped(int(value), self.dtype)
    prod = np.multiply(tensor1, tensor2)
    return self + prod if value == 1 else self + value * prod


# linear algebra
# Argument checks of the linear-algebra kernels, with PyTorch's messages.

class LinAlgError(RuntimeError):
    """A matrix the algorithm cannot handle (singular, not positive-definite): PyTorch's
    torch.linalg.LinAlgError, a RuntimeError (exposed as tp.linalg.LinAlgError)."""


def _no_half(a, kernel: str) -> None:
    """PyTorch's NotImplementedError for a float16 input of a LAPACK kernel it lacks on the CPU."""
    if a.dtype == np.float16:
        raise NotImplementedError(f"\"{kernel}\" not implemented for 'Half'")


def _square(a, name: str):
    """a as float batches of square matrices, or PyTorch's RuntimeError naming op `name`."""
    if a.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
    if a.dtype.kind != "f":
        raise RuntimeError(f"{name}: Expected a floating point or complex tensor as input. "
                           f"Got {_torch_name(a.dtype)}")
    if a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"{name}: A must be batches of square matrices, but they are "
                           f"{a.shape[-2]} by {a.shape[-1]} matrices")
    if a.dtype == np.float16:  # PyTorch has no float16 LAPACK kernels on the CPU
        if name == "linalg.det":
            raise NotImplementedError("\"lu_cpu\" not implemented for 'Half'")
        raise RuntimeError(f"{name}: Low precision dtypes not supported. Got Half")
    return a


def _inv(a, name: str = "linalg.inv"):
    """np.linalg.inv with PyTorch's LinAlgError for a singular matrix (batch element named)."""
    _square(a, name)
    try:
        return np.linalg.inv(a)
    except np.linalg.LinAlgError:
        flat = a.reshape(-1, *a.shape[-2:])
        bad = next((i for i, m in enumerate(flat) if np.linalg.matrix_rank(m) < m.shape[-1]), 0)
        where = f"(Batch element {bad}): " if a.ndim > 2 else ""
        raise LinAlgError(f"{name}: {where}The input matrix is singular, so it cannot be inverted.") from None


# ---- decompositions: svd, eigh, qr, cholesky, pinv (linalg2) ----------------------------------
def _matrix(a, name: str):
    """a as float batches of matrices (any shape), or PyTorch's RuntimeError naming `name`."""
    if a.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
    if a.dtype.kind != "f":
        raise RuntimeError(f"{name}: Expected a floating point or complex tensor as input. "
                           f"Got {_torch_name(a.dtype)}")
    return a


def _finite(a, name: str):
    if not np.isfinite(a).all():
        raise LinAlgError(f"{name}: The algorithm failed to converge because the input matrix "
                          "contained non-finite values.")


def _svd(a, full_matrices: bool, driver=None):
    """(U, S, Vh) of np.linalg.svd, with PyTorch's checks (driver= is CUDA-only in PyTorch)."""
    if driver is not None:
        raise RuntimeError("torch.linalg.svd: keyword argument `driver=` is only supported on "
                           "CUDA inputs with cuSOLVER backend.")
    _no_half(a, "linalg_svd_cpu")
    _finite(_matrix(a, "linalg.svd"), "linalg.svd")
    U, S, Vh = np.linalg.svd(a, full_matrices=full_matrices)
    return U.astype(a.dtype), S.astype(a.dtype), Vh.astype(a.dtype)


def _svdvals(a, driver=None):
    if driver is not None:
        raise RuntimeError("torch.linalg.svd: keyword argument `driver=` is only supported on "
                           "CUDA inputs with cuSOLVER backend.")
    _no_half(a, "linalg_svd_cpu")
    _finite(_matrix(a, "linalg.svd"), "linalg.svd")
    return np.linalg.svd(a, compute_uv=False).astype(a.dtype)


def _eigh(a, UPLO: str, vectors: bool = True):
    """np.linalg.eigh (ascending eigenvalues) of the UPLO triangle, with PyTorch's checks."""
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"linalg_eigh_cpu\" not implemented for '{_torch_name(a.dtype)}'")
    _no_half(a, "linalg_eigh_cpu")
    name = "linalg.eigh"
    _square(a, name)
    if not np.isfinite(np.tril(a) if UPLO == "L" else np.triu(a)).all():
        raise LinAlgError(f"{name}: The algorithm failed to converge because the input matrix is "
                          "ill-conditioned or has too many repeated eigenvalues.")
    if not vectors:
        return np.linalg.eigvalsh(a, UPLO).astype(a.dtype)
    w, V = np.linalg.eigh(a, UPLO)
    return w.astype(a.dtype), V.astype(a.dtype)


def _cholesky(a, upper: bool):
    """np.linalg.cholesky (of the lower triangle, or the upper one when upper) with PyTorch's
    LinAlgError naming the batch element and the order of the first non-positive leading minor."""
    name = "linalg.cholesky"
    _no_half(a, "cholesky_cpu")
    _square(a, name)

    def fail(i, k):
        where = f"(Batch element {i}): " if a.ndim > 2 else ""
        return LinAlgError(f"{name}: {where}The factorization could not be completed because the "
                           f"input is not positive-definite (the leading minor of order {k} is not "
                           "positive-definite).")

    try:
        L = np.linalg.cholesky(a, upper=upper)
    except np.linalg.LinAlgError:
        for i, m in enumerate(a.reshape(-1, *a.shape[-2:])):
            for k in range(1, m.shape[-1] + 1):
                try:
                    np.linalg.cholesky(m[:k, :k], upper=upper)
                except np.linalg.LinAlgError:
                    raise fail(i, k) from None
        raise
    if not a.size:
        return L
    nan = np.isnan(np.diagonal(L, 0, -2, -1)).reshape(-1, a.shape[-1])  # LAPACK stops at a nan pivot
    if nan.any():
        i = int(np.argmax(nan.any(-1)))
        raise fail(i, int(np.argmax(nan[i])) + 1)
    return L


QR_MODES = ("reduced", "complete", "r")


def _qr(a, mode: str):
    """(Q, R) of np.linalg.qr; mode 'r' gives an empty Q as PyTorch does."""
    if mode not in QR_MODES:
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' "
                           "(default), 'r', or 'complete'")
    _no_half(a, "geqrf_cpu")
    _matrix(a, "linalg.qr")
    Q, R = np.linalg.qr(a, mode="complete" if mode == "complete" else "reduced")
    if mode == "r":
        Q = np.empty((0,), a.dtype)
    return Q.astype(a.dtype), R.astype(a.dtype)


def _pinv(a, atol, rtol, hermitian: bool):
    """Moore-Penrose inverse from the SVD (eigh when hermitian): singular values at most
    max(atol, rtol * largest) count as zero; rtol defaults to eps * max(m, n) unless atol > 0."""
    if a.ndim < 2 or a.dtype.kind != "f" or a.dtype == np.float16:
        raise RuntimeError(f"linalg.pinv({_torch_name(a.dtype)}{{{list(a.shape)}}}): expected a tensor "
                           "with 2 or more dimensions of float, double, cfloat or cdouble types")
    m, n = a.shape[-2:]
    if rtol is None:
        rtol = 0.0 if atol is not None and atol > 0 else np.finfo(a.dtype).eps * max(m, n)
    atol = 0.0 if atol is None else atol
    if hermitian:
        w, V = _eigh(a, "L")
        big = np.abs(w).max(-1, keepdims=True) if w.shape[-1] else np.zeros(w.shape[:-1] + (1,))
        keep = np.abs(w) > np.maximum(atol, rtol * big)
        winv = np.divide(1.0, w, out=np.zeros_like(w), where=keep)
        return ((V * winv[..., None, :]) @ np.swapaxes(V, -1, -2)).astype(a.dtype)
    U, sv, Vh = _svd(a, False)
    big = sv[..., :1] if sv.shape[-1] else np.zeros(sv.shape[:-1] + (1,))
    keep = sv > np.maximum(atol, rtol * big)
    sinv = np.divide(1.0, sv, out=np.zeros_like(sv), where=keep)
    return ((np.swapaxes(Vh, -1, -2) * sinv[..., None, :]) @ np.swapaxes(U, -1, -2)).astype(a.dtype)
