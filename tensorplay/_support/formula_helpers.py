"""Helpers that backward and JVP formulas in ops.yaml may call.

Everything here is written in tensorplay ops (never NumPy), so a formula that
uses a helper can still be differentiated again and batched by vmap.
"""

from __future__ import annotations

from .._dtype import bool_ as _bool
from .._dtype import float16 as _float16
from .._dtype import float32 as _float32
from .._dtype import int64 as _int64
from ..ops import _table as _ops
from .kernels import _INDEX_DTYPES, _norm_p, _torch_name, _var_args
from .loss_helpers import (  # noqa: F401 (formulas call them as H.<name>)
    _check_out_dtype,
    _gaussian_var_fits,
    _is_float16,
    _kl_div_reduction,
    _legacy_reduction,
    _like_input,
    _refuse_integral,
    _warn_target_size,
)

# nn layers
# Helpers of the `nn layers` section of ops.yaml: composite gradients written
# in tensorplay ops, so that double backward and vmap work through them.



def opmath(x):
    """float16 `x` in float32, the type PyTorch's CPU kernels compute float16 in (their
    "opmath" type), so that a composite of several ops rounds to float16 once, at the end
    (`same_as(result, x)`); other tensors as they are."""
    return _ops._to_copy(x, _float32) if x is not None and x.dtype is _float16 else x


def same_as(result, *inputs):
    """`result` back in float16 after `opmath` when it is float32 only because of it: some
    input is float16 and none float32 (a no-op otherwise)."""
    dtypes = [x.dtype for x in inputs if x is not None]
    if result.dtype is _float32 and _float16 in dtypes and _float32 not in dtypes:
        return _ops._to_copy(result, _float16)
    return result


def _nn_channel(t, ndim: int):
    """A per-channel (C,) tensor shaped (1, C, 1, ...) to broadcast against an (N, C, ...) input."""
    return _ops.reshape(t, [1, -1] + [1] * (ndim - 2))


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


def _shape_text(shape) -> str:
    """A shape as PyTorch's messages print it inside brackets: `3, 4`."""
    return ", ".join(str(int(n)) for n in shape)


def _nn_lstm_gates(gates, c):
    """sigmoid(i), sigmoid(f), tanh(g), sigmoid(o) and tanh(c') of an LSTM step, in tensorplay ops."""
    i, f, g, o = _ops.chunk(gates, 4, -1)
    i, f, g, o = _ops.sigmoid(i), _ops.sigmoid(f), _ops.tanh(g), _ops.sigmoid(o)
    return i, f, g, o, _ops.tanh(f * c + i * g)


def _nn_lstm_cell_grad(which, grad, gates, c):
    """Gradient of lstm_cell w.r.t. gates (0) or c (1), in tensorplay ops. When nothing
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
    """Tangent of lstm_cell's output cat(h', c') for a tangent `t` of gates (0) or c (1)."""
    i, f, g, o, tc = _nn_lstm_gates(gates, c)
    if which == 1:
        dc = f * t
        dh = o * (1 - tc * tc) * dc
    else:
        ti, tf, tg, to = _ops.chunk(t, 4, -1)
        dc = i * (1 - i) * ti * g + f * (1 - f) * tf * c + i * (1 - g * g) * tg
        dh = o * (1 - o) * to * tc + o * (1 - tc * tc) * dc
    return _ops.cat([dh, dc], -1)


def _nn_avg_pool2d_grad(grad, shape, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    """avg_pool2d's gradient: a transposed depthwise convolution with a constant kernel."""
    import numpy as np

    from .._dtype import to_numpy_dtype
    from .._tensor import Tensor
    from . import kernels as K

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
    if input._interp is not None:
        g = scatter_rows(_ops.reshape(grad, (-1, shape[1])), shape, 0, input)
    else:
        g = _ops.index_backward(grad, list(shape), input)
    if padding_idx is not None:
        g = _ops.index_put(g, padding_idx, 0.0)
    return g


def _nn_loss_grad(grad, reduction, d):
    """Gradient of a reduced elementwise loss whose elementwise derivative is `d`."""
    if reduction == "mean":
        return grad * d / max(d.numel(), 1)
    return grad * d


def _nn_full(d, *tensors):
    """`d` expanded to the broadcast shape of itself and `tensors` (None entries skipped)."""
    import numpy as np

    shape = np.broadcast_shapes(tuple(d.shape), *(tuple(t.shape) for t in tensors if t is not None))
    return expand_to(d, shape)


def _nn_bce_dinput(input, target, weight):
    # the denominator clamped at 1e-12 (PyTorch's EPSILON): a saturated input of exactly 0 or 1
    # gives a finite gradient (0 when the target agrees) instead of 0/0
    d = (input - target) / _ops.clamp(input * (-input + 1.0), 1e-12)
    return _nn_full(d if weight is None else d * weight, input, target)


def _nn_bce_dtarget(input, target, weight):
    d = _ops.log(-input + 1.0) - _ops.log(input)
    return _nn_full(d if weight is None else d * weight, input, target)


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
    if len(dims) == 0:  # dim=() / [] reduces every dim, as in the kernels (_axes)
        return list(range(ndim))
    span = max(ndim, 1)
    return sorted({d % span for d in dims}) if ndim else []


def sum_to(grad, shape):
    """Sum `grad` down to `shape`, undoing broadcasting (leading dims, and dims of size 1)."""
    if grad is None:
        return None
    shape = tuple(shape)
    if grad.shape == shape:
        return grad
    lead = grad.ndim - len(shape)
    ones = [lead + i for i, s in enumerate(shape) if s == 1 and grad.shape[lead + i] != 1]
    if not ones:  # only leading dims were broadcast: one sum, no reshape
        return _ops.sum(grad, list(range(lead)))
    out = _ops.sum(grad, list(range(lead)) + ones, keepdim=True)
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


def _is_tensor(x) -> bool:
    from .._tensor import Tensor

    return isinstance(x, Tensor)


def pow_backward_self(grad, self, exponent):
    """d(self ** exponent)/d(self) = exponent * self ** (exponent - 1), and exactly 0 where the
    exponent is 0 (so 0 ** 0 has gradient 0, not 0 * inf = nan), as PyTorch."""
    if not _is_tensor(exponent):
        if exponent == 0:
            return _ops.zeros_like(grad)
        # exponent 2 (squares, the common case): self ** 1 is self, so skip that op
        return grad * exponent * (self if exponent == 2 else _ops.pow(self, exponent - 1))
    zero = exponent == 0
    safe = _ops.where(zero, 1.0, exponent)
    return _ops.where(zero, 0.0, grad * exponent * _ops.pow(self, safe - 1))


def pow_backward_exponent(grad, self, exponent, result):
    """d(self ** exponent)/d(exponent) = result * log(self). Where self == 0 and exponent >= 0
    it is 0 (PyTorch's choice); log only ever sees 1 there, so no inf * 0 = nan appears."""
    if not _is_tensor(self):  # 2 ** x: a Python number base
        self = _ops.zeros((), dtype=grad.dtype) + self
    masked = _ops.logical_and(self == 0, exponent >= 0)
    safe = _ops.where(masked, 1.0, self)
    return _ops.where(masked, 0.0, grad * result * _ops.log(safe))


_SQRT1_2 = 0.7071067811865476  # 1 / sqrt(2)
_INV_SQRT_2PI = 0.3989422804014327  # 1 / sqrt(2 pi)
_SQRT_2_PI = 0.7978845608028654  # sqrt(2 / pi)
_KAPPA = 0.044715


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


def unreduce(grad, dim, keepdim, shape):
    """Bring the gradient of a reduction back to the input's shape: re-insert
    the reduced dims (when keepdim=False) and expand."""
    ndim = len(shape)
    if not ndim:
        return _ops.reshape(grad, ())
    if not keepdim:  # the reduced dims back as size 1, in one reshape
        reduced = _normalize(dim, ndim)
        grad = _ops.reshape(grad, [1 if d in reduced else n for d, n in enumerate(shape)])
    return _ops.expand(grad, tuple(shape))


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


def matmul_backward_self(grad, self_shape, other):
    """d(self @ other)/d(self), with NumPy's 1-D promotion rules and batch broadcasting. Takes
    self's shape, not self: the node then keeps `other` only (as PyTorch's MmBackward0)."""
    self_ndim = len(self_shape)
    if self_ndim == 1 and other.ndim == 1:
        return grad * other
    if other.ndim == 1:
        return sum_to(_ops.unsqueeze(grad, -1) * other, self_shape)
    if self_ndim == 1:
        g = _ops.matmul(_ops.unsqueeze(grad, -2), _ops.transpose(other, -1, -2))
        return sum_to(_ops.squeeze(g, -2), self_shape)
    return sum_to(_ops.matmul(grad, _ops.transpose(other, -1, -2)), self_shape)


def matmul_backward_other(grad, self, other_shape):
    """d(self @ other)/d(other), from self and other's shape."""
    other_ndim = len(other_shape)
    if self.ndim == 1 and other_ndim == 1:
        return grad * self
    if self.ndim == 1:
        g = _ops.unsqueeze(self, -1) * _ops.unsqueeze(grad, -2)
        return sum_to(g, other_shape)
    if other_ndim == 1:
        g = _ops.matmul(_ops.transpose(self, -1, -2), _ops.unsqueeze(grad, -1))
        return sum_to(_ops.squeeze(g, -1), other_shape)
    return sum_to(_ops.matmul(_ops.transpose(self, -1, -2), grad), other_shape)


def cat_backward(grad, shapes, dim):
    """Gradient of `cat`: the slice of `grad` each input contributed."""
    ndim = len(shapes[0])
    d = dim % ndim
    sizes = [s[d] for s in shapes]
    return list(_ops.split(grad, sizes, d))


def permute_backward(grad, dims):
    inverse = [0] * len(dims)
    for i, d in enumerate(dims):
        inverse[d % len(dims)] = i
    return _ops.permute(grad, inverse)


# ---- indexing -----------------------------------------------------------------------------------
def cast_like(g, like):
    """`g` in `like`'s dtype (ops with a `dtype=` argument return another dtype than their input)."""
    if g is None or g.dtype == like.dtype:
        return g
    return _ops._to_copy(g, like.dtype)


def index_select_backward(grad, shape, dim, index):
    """Zeros of `shape` with `grad` added at `index` along `dim` (repeated indices accumulate)."""
    ndim = len(shape)
    if ndim == 0:
        return _ops.reshape(_ops.sum(grad), ())
    if index._interp is not None:
        return scatter_rows(grad, shape, dim % ndim, index)
    key = (slice(None),) * (dim % ndim) + (_ops.reshape(index, (-1,)),)
    return _ops.index_backward(grad, shape, key)


def scatter_rows(grad, shape, dim, index):
    """Zeros of `shape` with the slices of `grad` along `dim` added at `index` (a 1-D tensor).
    For an index of a func transform (batched, or tracked by a grad level), which the Index
    key of index_backward cannot carry: scatter_add takes the index as a tensor argument."""
    view = [1] * len(shape)
    view[dim] = -1
    idx = _ops.expand(_ops.reshape(index, tuple(view)), tuple(grad.shape))
    return _ops.scatter_add(_ops.zeros(tuple(shape), dtype=grad.dtype), dim, idx, grad)


def scatter_add_backward_src(grad, dim, index, src_shape):
    """d scatter_add / d src: gather the gradient back; src entries beyond `index`'s extent get 0."""
    g = _ops.gather(grad, dim, index)
    if tuple(g.shape) == tuple(src_shape):
        return g
    return _ops.index_backward(g, src_shape, tuple(slice(0, n) for n in g.shape))


# ---- losses -------------------------------------------------------------------------------------
def _class_dim(x) -> int:
    return 1 if x.ndim >= 2 else 0


def _weight_view(weight, x):
    """`weight` (C,) reshaped to broadcast along the class dim of `x`."""
    shape = [1] * x.ndim
    shape[_class_dim(x)] = x.shape[_class_dim(x)]
    return _ops.reshape(weight, shape)


def _loss_coefficients_and_denominator(self, target, weight, ignore_index, label_smoothing):
    """(Q, D): loss_i = -sum_c Q[i, c] log_softmax(self)[i, c]; reduction='mean' divides by D.
    Written in tensorplay ops so that a probability target stays differentiable."""
    if target.is_floating_point():
        n_classes = self.shape[_class_dim(self)]
        q = target * (1.0 - label_smoothing) + label_smoothing / n_classes
        if weight is not None:
            q = q * _weight_view(weight, self)
        return q, self.numel() / n_classes
    q = _ops._class_weights(self, target, weight, ignore_index, label_smoothing)
    q0 = q if label_smoothing == 0 else _ops._class_weights(self, target, weight, ignore_index, 0.0)
    return q, _ops.sum(q0)


def _loss_grad_scale(grad, reduction, denominator, cdim):
    """The incoming gradient per element of the unreduced loss, ready to broadcast over classes."""
    if reduction == "none":
        return _ops.unsqueeze(grad, cdim)
    if reduction == "sum":
        return grad
    return grad / denominator


def _loss_reduce(per_elem, reduction, denominator):
    if reduction == "none":
        return per_elem
    total = _ops.sum(per_elem)
    return total if reduction == "sum" else total / denominator


def cross_entropy_backward(grad, self, target, weight, ignore_index, reduction, label_smoothing):
    """d cross_entropy / d input = scale * (softmax * sum_c Q - Q): (softmax - onehot) * w[t]
    for plain class indices. When nothing differentiates the backward, the node runs the op's
    fused backward on the arrays instead (ops.yaml `fused_backward:`)."""
    cdim = _class_dim(self)
    q, denom = _loss_coefficients_and_denominator(self, target, weight, ignore_index, label_smoothing)
    g = _loss_grad_scale(grad, reduction, denom, cdim)
    return g * (_ops.softmax(self, cdim) * _ops.sum(q, cdim, keepdim=True) - q)


def cross_entropy_backward_target(grad, self, target, weight, reduction, label_smoothing):
    """d cross_entropy / d target for class-probability targets: -(1 - ls) * w * log_softmax."""
    if not target.is_floating_point():
        return None
    cdim = _class_dim(self)
    denom = self.numel() / self.shape[cdim]
    g = _loss_grad_scale(grad, reduction, denom, cdim)
    d = _ops.log_softmax(self, cdim) * (-(1.0 - label_smoothing))
    if weight is not None:
        d = d * _weight_view(weight, self)
    return g * d


def cross_entropy_jvp(self_t, self, target, weight, ignore_index, reduction, label_smoothing):
    cdim = _class_dim(self)
    q, denom = _loss_coefficients_and_denominator(self, target, weight, ignore_index, label_smoothing)
    jac = _ops.softmax(self, cdim) * _ops.sum(q, cdim, keepdim=True) - q
    return _loss_reduce(_ops.sum(jac * self_t, cdim), reduction, denom)


def cross_entropy_jvp_target(target_t, self, weight, reduction, label_smoothing):
    cdim = _class_dim(self)
    denom = self.numel() / self.shape[cdim]
    d = _ops.log_softmax(self, cdim) * (-(1.0 - label_smoothing))
    if weight is not None:
        d = d * _weight_view(weight, self)
    return _loss_reduce(_ops.sum(d * target_t, cdim), reduction, denom)


# ---- reductions and shape ops (ops-reduce-shape) ------------------------------------------
def sign_of(x):
    """sign(x) as x's dtype (0 at 0), built from comparisons: a constant for autograd."""
    zero = _ops.zeros_like(x)
    return (zero + _ops._compare(x, 0, "gt")) - (zero + _ops._compare(x, 0, "lt"))


def reduction_jvp(tangent, weight, dim, keepdim):
    """JVP of a reduction whose gradient is `unreduce(grad) * weight`: sum(tangent * weight)."""
    if tangent.ndim == 0:
        return tangent * weight
    return _ops.sum(tangent * weight, dim, keepdim)


def extreme_weight(self, result, dim, keepdim):
    """d amax / d self: 1/count on the elements equal to the extreme value (ties share it)."""
    hit = _ops._compare(self, keep_reduced(result, dim, keepdim, self.ndim), "eq")
    hit = _ops._to_copy(hit, self.dtype)
    return hit / _ops.sum(hit, dim, keepdim=True)


def _positions(n: int, d: int, ndim: int):
    """0, 1, ..., n-1 (int64) laid along dim d of an ndim-dim tensor of size-1 dims."""
    idx = _ops.cumsum(_ops.ones((n,), dtype=_int64), 0) - 1
    return _ops.reshape(idx, (1,) * d + (n,) + (1,) * (ndim - d - 1))


def _one_hot(indices, dim, keepdim, shape):
    ndim = len(shape)
    d = dim % ndim
    return _ops._compare(_positions(shape[d], d, ndim), keep_reduced(indices, d, keepdim, ndim), "eq")


def value_selecting_backward(grad, indices, dim, keepdim, shape):
    """Gradient of max.dim/min.dim values: `grad` goes to the selected index only."""
    if len(shape) == 0:
        return _ops.reshape(grad, ())
    return unreduce(grad, dim % len(shape), keepdim, shape) * _one_hot(indices, dim, keepdim, shape)


def value_selecting_jvp(tangent, indices, dim, keepdim):
    """JVP of max.dim/min.dim values: the tangent at the selected index."""
    if tangent.ndim == 0:
        return tangent
    d = dim % tangent.ndim
    return _ops.sum(tangent * _one_hot(indices, d, keepdim, tangent.shape), [d], keepdim)


def masked_select_backward(grad, self, mask):
    """Gradient of masked_select: zeros of self and mask's broadcast shape with `grad` written
    where the mask is True (the generator then sums it back to self's shape)."""
    a, b = tuple(self.shape), tuple(mask.shape)
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    shape = tuple(y if x == 1 else x for x, y in zip(a, b))
    return _ops.index_backward(grad, list(shape), _ops.expand(mask, shape))


def median_ties(self, value):
    """median()/nanmedian() of the whole tensor from `value`, median.dim's result (whose gradient
    goes to one element), made PyTorch's: the gradient shared evenly by every element equal to
    the median (by every NaN when it is NaN). value + sum(where(tied, self - value, 0) * w) is
    exactly value, and its derivative is w = tied / count."""
    if not self.is_floating_point():
        return value
    tied = _ops.where(_ops.isnan(value), _ops.isnan(self), _ops._compare(self, value, "eq"))
    share = (_ops.zeros_like(self) + tied) / _ops.sum(tied)
    return value + _ops.sum(_ops.where(tied, self - value, 0) * share)


_QUANTILE_MODES = ("linear", "lower", "higher", "midpoint", "nearest")


def _check_quantile(self, q, interpolation: str, name: str) -> None:
    if not self.is_floating_point() or self.dtype.name == "float16":
        raise RuntimeError(f"{name}() input tensor must be either float or double dtype")
    if self.numel() == 0:
        raise RuntimeError(f"{name}() input tensor must be non-empty")
    if _is_tensor(q):
        if q.dim() > 1:
            raise RuntimeError(f"{name}() q must be a scalar or 1D tensor")
        if q.dtype != self.dtype:
            raise RuntimeError(f"{name}() q tensor must be same dtype as the input tensor")
        if not bool(_ops.all(_ops.logical_and(q >= 0, q <= 1))):
            raise RuntimeError(f"{name}() q values must be in the range [0, 1]")
    elif not 0 <= q <= 1:
        raise RuntimeError(f"{name}() q must be in the range [0, 1] but got {q}")
    if interpolation not in _QUANTILE_MODES:
        raise RuntimeError(f"{name}() interpolation must be one of linear, lower, higher, midpoint "
                           f"or nearest, but got {interpolation}")


def quantile_of(self, q, dim, keepdim, interpolation, ignore_nan):
    """quantile / nanquantile, as PyTorch computes them: sort along the reduced dim (all
    elements when dim is None), turn each q into a fractional rank (q * (count - 1), the count
    excluding NaNs for nanquantile; a row with NaN ranks its last, NaN, element for quantile),
    round it per `interpolation`, and gather/lerp the sorted values at the rank's two sides.
    The gradient reaches the gathered elements (and q, through the lerp weight)."""
    name = "nanquantile" if ignore_nan else "quantile"
    _check_quantile(self, q, interpolation, name)
    ndim = self.dim()
    if dim is None:
        x = _ops.reshape(self, [-1])
    else:
        span = max(ndim, 1)
        if not -span <= dim < span:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-span}, "
                             f"{span - 1}], but got {dim})")
        d = dim % span
        x = _ops.movedim(self, d, -1) if ndim else _ops.reshape(self, [1])
    ordered = _ops.sort(x, -1)[0]
    qt = q if _is_tensor(q) else _ops.full([], q, dtype=self.dtype)
    scalar_q = qt.dim() == 0
    qv = _ops.reshape(qt, [-1])
    nan = _ops.isnan(ordered)
    if ignore_nan:
        ranks = qv * (_ops.sum(_ops.logical_not(nan), -1, keepdim=True) - 1)
        ranks = _ops.masked_fill(ranks, ranks < 0, 0)
    else:
        last = ordered.shape[-1] - 1
        ranks = _ops.where(_ops.any(nan, -1, keepdim=True), float(last), qv * last)
    if interpolation in ("lower", "higher", "nearest"):
        ranks = {"lower": _ops.floor, "higher": _ops.ceil, "nearest": _ops.round}[interpolation](ranks)
    below = _ops._to_copy(ranks, dtype=_int64)
    out = _ops.gather(ordered, -1, below)
    if interpolation in ("linear", "midpoint"):
        weight = _ops.full_like(ranks, 0.5) if interpolation == "midpoint" else ranks - below
        out = _ops.lerp(out, _ops.gather(ordered, -1, _ops._to_copy(_ops.ceil(ranks), dtype=_int64)), weight)
    out = _ops.squeeze(out, [-1]) if scalar_q else _ops.movedim(out, -1, 0)
    if keepdim:
        lead = [] if scalar_q else [out.shape[0]]
        kept = [1] * ndim if dim is None else [1 if i == d else n for i, n in enumerate(self.shape)]
        out = _ops.reshape(out, lead + kept)
    return out


_PROD_EXACT_LIMIT = 1 << 22


def _prod_others(self, dim):
    """For every element, the product of the *other* elements of its reduction group.

    Exact with zeros: row i of an (n, n) matrix holds the group with its i-th entry
    replaced by 1, and its product is taken. That costs numel * n; above
    _PROD_EXACT_LIMIT the cheaper prod / self is used (nan/inf where self is 0)."""
    shape = tuple(self.shape)
    ndim = len(shape)
    x = _ops.reshape(self, (-1,)) if dim is None else _ops.movedim(self, dim % ndim, -1)
    n = x.shape[-1]
    if n * x.numel() > _PROD_EXACT_LIMIT:
        total = _ops.prod(x, -1, keepdim=True)
        others = total / x
    else:
        eye = _ops.diag(_ops.ones((n,), dtype=self.dtype))
        rows = _ops.unsqueeze(x, -2) * (_ops.ones_like(eye) - eye) + eye
        others = _ops.prod(rows, -1)
    if dim is None:
        return _ops.reshape(others, shape)
    return _ops.movedim(others, -1, dim % ndim)


def prod_backward(grad, self, dim, keepdim):
    """Gradient of prod: grad times the product of the other elements (correct with zeros)."""
    g = unreduce(grad, dim, keepdim, self.shape)
    if self.ndim == 0:
        return g
    return g * _prod_others(self, dim)


def prod_jvp(tangent, self, dim, keepdim):
    if self.ndim == 0:
        return tangent
    return reduction_jvp(tangent, _prod_others(self, dim), dim, keepdim)


def _var_weight(self, dim, unbiased, correction):
    dim, ddof = _var_args(dim, unbiased, correction)
    denom = max(0, reduced_numel(self.shape, dim) - ddof)
    centered = self - _ops.mean(self, dim, keepdim=True)
    return dim, centered * (2.0 / denom if denom else float("inf"))


def var_backward(grad, self, dim, unbiased, keepdim, correction):
    """Gradient of var: 2 (x - mean) / (N - correction)."""
    d, weight = _var_weight(self, dim, unbiased, correction)
    return unreduce(grad, d, keepdim, self.shape) * weight


def var_jvp(tangent, self, dim, unbiased, keepdim, correction):
    d, weight = _var_weight(self, dim, unbiased, correction)
    return reduction_jvp(tangent, weight, d, keepdim)


def logsumexp_weight(self, result, dim, keepdim):
    """d logsumexp / d self = softmax over the reduced dims."""
    return _ops.exp(self - keep_reduced(result, dim, keepdim, self.ndim))


def norm_weight(self, result, p, dim, keepdim):
    """d norm / d self. p=2 at a zero norm gives the 0 subgradient (as PyTorch);
    inf/-inf split the gradient between tied extreme |x|; other p use
    sign(x) |x|^(p-1) / norm^(p-1) (nan where x = 0 for p < 1)."""
    p = _norm_p(p)
    r = keep_reduced(result, dim, keepdim, self.ndim)
    if p == 0:
        return _ops.zeros_like(self)
    if p == 1:
        return sign_of(self)
    if p == 2:
        return self / (r + _ops._compare(r, 0, "eq"))
    sign = sign_of(self)
    mag = self * sign
    if p in (float("inf"), float("-inf")):
        mask = _ops._compare(mag, r, "eq")
        return sign * mask / _ops.sum(mask, dim, keepdim=True)
    return sign * _ops.exp((p - 1) * (_ops.log(mag) - _ops.log(r)))


def norm_backward(grad, self, result, p, dim, keepdim):
    return unreduce(grad, dim, keepdim, self.shape) * norm_weight(self, result, p, dim, keepdim)


def maximum_weight(self, other, op):
    """d max(self, other) / d self (op "gt") or d min / d self (op "lt"): 1 where self wins, 1/2 on ties."""
    return (_ops.zeros_like(self) + _ops._compare(self, other, "eq")) * 0.5 + _ops._compare(self, other, op)


def repeat_backward(grad, repeats, shape):
    """Gradient of repeat (tile): sum the copies back onto the input."""
    repeats = tuple(repeats)
    shape = tuple(shape)
    if not repeats:
        return _ops.reshape(grad, shape)
    padded = (1,) * (len(repeats) - len(shape)) + shape
    interleaved = []
    for r, s in zip(repeats, padded):
        interleaved += [r, s]
    g = _ops.reshape(grad, interleaved)
    g = _ops.sum(g, list(range(0, 2 * len(repeats), 2)))
    return _ops.reshape(g, shape)


def narrow_backward(grad, shape, dim, start):
    """Gradient of narrow: `grad` placed into zeros of the input's shape."""
    d = dim % len(shape)
    start = start + shape[d] if start < 0 else start
    key = (slice(None),) * d + (slice(start, start + grad.shape[d]),)
    return _ops.index_backward(grad, tuple(shape), key)



def select_backward(grad, shape, dim, index):
    """Gradient of select: `grad` placed into zeros of the input's shape at `index` along `dim`."""
    d = dim % len(shape)
    return _ops.index_backward(grad, tuple(shape), (slice(None),) * d + (index, Ellipsis))

def diagonal_backward(grad, shape, offset, dim1, dim2):
    """Gradient of diagonal: zeros of the input's shape with `grad` on the diagonal."""
    ndim = len(shape)
    d1, d2 = dim1 % ndim, dim2 % ndim
    length = grad.shape[-1]
    if length == 0:
        return _ops.zeros(tuple(shape), dtype=grad.dtype)
    r0, c0 = (0, offset) if offset >= 0 else (-offset, 0)
    others = [shape[i] for i in range(ndim) if i not in (d1, d2)]
    key = (Ellipsis, list(range(r0, r0 + length)), list(range(c0, c0 + length)))
    z = _ops.index_backward(grad, tuple(others) + (shape[d1], shape[d2]), key)
    return _ops.movedim(z, [ndim - 2, ndim - 1], [d1, d2])


def diag_backward(grad, shape, diagonal):
    """Gradient of diag: the diagonal of grad (1-D input) or grad on a diagonal (2-D input)."""
    if len(shape) == 1:
        return _ops.diagonal(grad, diagonal, 0, 1)
    return diagonal_backward(grad, shape, diagonal, 0, 1)


def as_strided_backward(grad, shape, size, stride, storage_offset):
    """Gradient of as_strided: each output element's gradient added at its input position
    (positions that several outputs share accumulate)."""
    from .kernels import as_strided_positions

    numel = 1
    for n in shape:
        numel *= n
    positions = as_strided_positions(size, stride, storage_offset)
    return _ops.reshape(_ops.index_backward(grad, [numel], positions), tuple(shape))


def as_strided_tangent(t, size, stride, storage_offset):
    """Tangent of as_strided: the same positions read from the (any-layout) tangent."""
    from .kernels import as_strided_positions

    return _ops.index(_ops.reshape(t, (-1,)), as_strided_positions(size, stride, storage_offset))


def derivative_not_implemented(op: str, forward: bool = False):
    """The formula of an op PyTorch records history for but cannot differentiate (floor_divide):
    its output requires grad, and backpropagating (or a forward-mode tangent) through it raises
    PyTorch's error instead of silently treating it as a constant."""
    if forward:
        raise NotImplementedError(f"Trying to use forward AD with {op} that does not support it.")
    raise RuntimeError(f"derivative for {op} is not implemented")


# ---- the everyday surface (pointwise and special functions) -------------------------------------
def sinc_derivative(x):
    """d/dx sin(pi x) / (pi x) = (cos(pi x) pi x - sin(pi x)) / (pi x^2), 0 at x = 0; the
    quotient is taken at a safe point where x == 0 so that no nan reaches higher derivatives."""
    zero = x == 0
    s = _ops.where(zero, 1.0, x) * 3.141592653589793
    d = (_ops.cos(s) * s - _ops.sin(s)) / (s * s) * 3.141592653589793
    return _ops.where(zero, 0.0, d)


def logit_backward(grad, x, eps):
    """grad / (x (1 - x)); with eps, zero outside [eps, 1 - eps] (where logit is constant)."""
    g = grad / (x * (1 - x))
    if eps is None:
        return g
    return _ops.where(_ops.logical_or(x < eps, x > 1 - eps), 0.0, g)


def logcumsumexp_backward(grad, x, result, dim):
    """d out_j / d x_k = exp(x_k - out_j) for j >= k: exp(x - m) times the reversed running
    sum of grad * exp(m - out), with m the max of x along dim so neither factor overflows for
    inputs of moderate range."""
    if x.ndim == 0:
        return grad
    m = _ops.amax(x, dim, True)
    tail = _ops.flip(_ops.cumsum(_ops.flip(grad * _ops.exp(m - result), [dim]), dim), [dim])
    return _ops.exp(x - m) * tail


def logcumsumexp_jvp(tangent, x, result, dim):
    if x.ndim == 0:
        return tangent
    m = _ops.amax(x, dim, True)
    return _ops.cumsum(tangent * _ops.exp(x - m), dim) * _ops.exp(m - result)


# ---- the everyday surface (shape ops) --------------------------------------------------------------
def atleast_nd(tensors, n: int) -> list:
    """NumPy's atleast_1d/2d/3d on each tensor: a 0-d x becomes (1,)*n, a vector (k,) becomes
    (1, k) or (1, k, 1), a matrix (m, k) becomes (m, k, 1) — the layouts hstack/vstack/dstack
    concatenate."""
    out = []
    for t in tensors:
        if t.ndim == 0:
            t = _ops.reshape(t, (1,) * n)
        elif t.ndim == 1 and n >= 2:
            t = _ops.unsqueeze(t, 0)
            t = _ops.unsqueeze(t, 2) if n == 3 else t
        elif t.ndim == 2 and n == 3:
            t = _ops.unsqueeze(t, 2)
        out.append(t)
    return out


def tensor_split_parts(x, indices_or_sections, dim: int) -> list:
    """Views of x along dim: `n` near-equal parts (the first size % n one longer) for an int,
    else the pieces between the given indices, each starting at the previous index (clamped to
    the size; empty where the indices do not increase), as in PyTorch."""
    if x.ndim == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a "
                           "tensor with 0 dims")
    if not -x.ndim <= dim < x.ndim:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-x.ndim}, "
                         f"{x.ndim - 1}], but got {dim})")
    d = dim % x.ndim
    size = x.shape[d]
    if isinstance(indices_or_sections, int):
        n = indices_or_sections
        if n <= 0:
            raise RuntimeError(f"number of sections must be larger than 0, got {n}")
        q, r = divmod(size, n)
        bounds = [k * q + min(k, r) for k in range(1, n)]
    else:
        bounds = [int(i) for i in indices_or_sections]
    parts, start = [], 0
    for b in [*bounds, size]:
        b = min(max(b if b >= 0 else b + size, 0), size)
        parts.append(_ops.narrow(x, d, start, max(b - start, 0)))
        start = b
    return parts


def roll_parts(x, shifts, dims):
    """x rolled by shifts[i] along dims[i]: the last `shift` entries moved to the front, as a
    cat of two narrows (so the gradient is the opposite roll); no dims rolls the flattened x."""
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    dims = [dims] if isinstance(dims, int) else list(dims)
    if not dims:
        if len(shifts) != 1:
            raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:0")
        return _ops.view(roll_parts(_ops.flatten(x), shifts, [0]), tuple(x.shape))
    if len(shifts) != len(dims):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    for shift, d in zip(shifts, dims):
        n = x.shape[d]
        s = shift % n if n else 0
        if s:
            x = _ops.cat([_ops.narrow(x, d, n - s, s), _ops.narrow(x, d, 0, n - s)], d)
    return x


def _cumprod_zeros(x, dim):
    """(x == 0, the first zero along dim, x with that first zero replaced by 1)."""
    z = x == 0
    first = _ops.logical_and(z, _ops.cumsum(z, dim) == 1)
    return z, first, _ops.where(first, 1.0, x)


def cumprod_backward(grad, x, result, dim):
    """d out_j / d x_k = prod_{i <= j, i != k} x_i for j >= k. Where x_k != 0 that is out_j / x_k
    (exact even with zeros elsewhere); at the first zero it is the running product of x with
    that zero replaced by 1; after it, 0 (out_j already is). No division by zero anywhere, so
    higher derivatives stay finite."""
    if x.ndim == 0:
        return grad
    z, first, x1 = _cumprod_zeros(x, dim)

    def tail(v):
        return _ops.flip(_ops.cumsum(_ops.flip(v, [dim]), dim), [dim])

    plain = tail(grad * result) / _ops.where(z, 1.0, x)
    return _ops.where(first, tail(grad * _ops.cumprod(x1, dim)), plain)


def cumprod_jvp(tangent, x, result, dim):
    """sum_{k <= j} t_k prod_{i <= j, i != k} x_i: out_j * cumsum(t / x)_j before the first
    zero; from it on only its own tangent survives, times the running product without it."""
    if x.ndim == 0:
        return tangent
    z, first, x1 = _cumprod_zeros(x, dim)
    plain = result * _ops.cumsum(tangent / _ops.where(z, 1.0, x), dim)
    t0 = _ops.sum(_ops.where(first, tangent, 0.0), dim, True)
    return _ops.where(_ops.cumsum(z, dim) >= 1, t0 * _ops.cumprod(x1, dim), plain)


def meshgrid_parts(tensors, indexing):
    """Expanded views of the 0-d/1-D inputs on the grid of their sizes: output i varies along
    dim i ('ij', matrix indexing); 'xy' (Cartesian) is the 'ij' grid of the inputs with the
    first two exchanged, as PyTorch builds it."""
    if indexing is None:
        import warnings

        warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the "
                      "indexing argument.", UserWarning, stacklevel=4)
        indexing = "ij"
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    ts = list(tensors)
    if not ts:
        raise RuntimeError("meshgrid expects a non-empty TensorList")
    for t in ts:
        if t.ndim > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got "
                               f"a tensor of shape {list(t.shape)}")
        if t.dtype != ts[0].dtype:
            raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    swap = indexing == "xy" and len(ts) >= 2
    if swap:
        ts[0], ts[1] = ts[1], ts[0]
    shape = tuple(t.shape[0] if t.ndim else 1 for t in ts)
    out = []
    for i, t in enumerate(ts):
        one = [1] * len(ts)
        one[i] = shape[i]
        out.append(_ops.expand(_ops.reshape(t, tuple(one)), shape))
    if swap:  # the grid of (b, a, ...) is the xy grid of (a, b, ...); restore the order
        out[0], out[1] = out[1], out[0]
    return out


def broadcast_parts(tensors) -> list:
    """Each tensor expanded (a view) to the broadcast shape of them all."""
    import numpy as np

    shapes = [tuple(t.shape) for t in tensors]
    try:
        shape = np.broadcast_shapes(*shapes)
    except ValueError:
        shape = None
    if shape is None:
        ndim = max(len(s) for s in shapes)
        padded = [(1,) * (ndim - len(s)) + s for s in shapes]
        for d in range(ndim):
            sizes = {p[d] for p in padded} - {1}
            if len(sizes) > 1:
                a, b = sorted(sizes)[:2]
                raise RuntimeError(f"The size of tensor a ({a}) must match the size of tensor b "
                                   f"({b}) at non-singleton dimension {d}")
    return [_ops.expand(t, shape) for t in tensors]


def split_along(x, indices_or_sections, name: str, min_dims: int, dim: int) -> list:
    """hsplit/vsplit/dsplit: tensor_split along `dim`, where an int must divide the size."""
    if x.ndim < min_dims:
        raise RuntimeError(f"torch.{name} requires a tensor with at least {min_dims} dimension, "
                           f"but got a tensor with {x.ndim} dimensions!")
    if indices_or_sections is None:
        raise TypeError(f"{name}(): argument 'indices_or_sections' must be an int or a list of ints")
    if isinstance(indices_or_sections, int):
        size = x.shape[dim]
        if indices_or_sections == 0 or size % indices_or_sections:
            raise RuntimeError(f"torch.{name} attempted to split along dimension {dim}, but the size "
                               f"of the dimension {size} is not divisible by the split_size "
                               f"{indices_or_sections}!")
    return tensor_split_parts(x, indices_or_sections, dim)


# linear algebra
# Shape bookkeeping of the linear-algebra composites (kron, tensordot); the math
# stays in ops.yaml, these only name dims and sizes.

def kron_parts(a, b):
    """kron(a, b) as one broadcast product: a's dims interleaved with size-1 dims, b's the other
    way round, so out[i*m + k] = a[i] * b[k] after a reshape that merges each pair."""
    nd = max(a.ndim, b.ndim)
    sa = [1] * (nd - a.ndim) + list(a.shape)
    sb = [1] * (nd - b.ndim) + list(b.shape)
    a2 = _ops.reshape(a, [s for d in sa for s in (d, 1)])
    b2 = _ops.reshape(b, [s for d in sb for s in (1, d)])
    return _ops.reshape(a2 * b2, [x * y for x, y in zip(sa, sb)])


def tensordot_parts(a, b, dims):
    """tensordot as one matmul: a's free dims then its contracted dims, times b's contracted
    dims then its free dims, each folded into a matrix."""
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        if dims > min(a.ndim, b.ndim):
            raise RuntimeError(f"tensordot expects dims < ndim_a or ndim_b, but got dims={dims}")
        da, db = list(range(a.ndim - dims, a.ndim)), list(range(dims))
    else:
        if len(dims) != 2:
            raise RuntimeError("tensordot expects dims to be a pair of lists of dims")
        da, db = ([d] if isinstance(d, int) else list(d) for d in dims)
    if len(da) != len(db):
        raise RuntimeError(f"both dimension lists should have same length, got {len(da)} and {len(db)}")
    da = [d % a.ndim if a.ndim else d for d in da]
    db = [d % b.ndim if b.ndim else d for d in db]
    for x, y in zip(da, db):
        if a.shape[x] != b.shape[y]:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {a.shape[x]} "
                               f"in dim {x} and second has size {b.shape[y]} in dim {y}")
    fa = [d for d in range(a.ndim) if d not in da]
    fb = [d for d in range(b.ndim) if d not in db]
    k = 1
    for d in da:
        k *= a.shape[d]
    am = _ops.reshape(_ops.permute(a, fa + da), [-1, k])
    bm = _ops.reshape(_ops.permute(b, db + fb), [k, -1])
    return _ops.reshape(_ops.matmul(am, bm), [a.shape[d] for d in fa] + [b.shape[d] for d in fb])


def _two_dims(dim, ndim: int) -> tuple:
    d0, d1 = (d % ndim if ndim else d for d in dim)
    if d0 == d1:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    return d0, d1


def matrix_norm_parts(A, ord, dim, keepdim):
    """linalg.matrix_norm: 'fro'; 1, -1, inf, -inf (sums of |A| along one dim, then the max or
    min along the other); 2, -2 and 'nuc' (largest, smallest and sum of the singular values)."""
    if A.ndim < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    if A._np_dtype.kind != "f":
        raise RuntimeError("linalg.matrix_norm: Expected a floating point or complex tensor as input. "
                           f"Got {_torch_name(A._np_dtype)}")
    d0, d1 = _two_dims(list(dim), A.ndim)
    if ord == "fro":
        return _ops.norm(A, 2, [d0, d1], keepdim)
    if ord in ("nuc", 2, -2):
        if A._np_dtype == _float16.np:  # no float16 SVD on PyTorch's CPU
            raise RuntimeError("linalg.matrix_norm: Low precision dtypes not supported. Got Half")
        s = _ops.linalg_svdvals(_ops.movedim(A, [d0, d1], [-2, -1]))
        empty = s.shape[-1] == 0 and ord == 2  # PyTorch: 0 (amin, for -2, raises as here)
        out = _ops.sum(s, [-1]) if ord == "nuc" or empty else _ops.amax(s, [-1]) if ord == 2 \
            else _ops.amin(s, [-1])
        return _ops.unsqueeze(_ops.unsqueeze(out, min(d0, d1)), max(d0, d1)) if keepdim else out
    if ord not in (1, -1, float("inf"), float("-inf")):
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    summed, other = (d0, d1) if abs(ord) == 1 else (d1, d0)
    s = _ops.sum(_ops.abs(A), [summed], True)
    out = _ops.amax(s, [other], True) if ord > 0 else _ops.amin(s, [other], True)
    return out if keepdim else _ops.squeeze(out, sorted([d0, d1], reverse=True))


def linalg_norm_parts(A, ord, dim, keepdim):
    """linalg.norm: a vector norm over one dim (or the flattened tensor when ord and dim are
    None), a matrix norm over two dims (or a 2-D tensor with ord and no dim)."""
    dims = [dim] if isinstance(dim, int) else (None if dim is None else list(dim))
    if dims is None and ord is None:
        return _ops.norm(A, 2, None, keepdim)
    if dims is None:
        if A.ndim not in (1, 2):
            raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be "
                               f"1D or 2D. Got {A.ndim}D.")
        dims = list(range(A.ndim))
    if len(dims) == 2:
        return matrix_norm_parts(A, "fro" if ord is None else ord, dims, keepdim)
    if isinstance(ord, str):
        raise RuntimeError(f"linalg.vector_norm: Order {ord} not supported.")
    return _ops.norm(A, 2 if ord is None else ord, dims, keepdim)


def solve_parts(A, B, left):
    """linalg.solve as inverse(A) @ B (B @ inverse(A) with left=False); B is a batch of vectors
    when it is 1-D or has A's batch shape with one dim fewer, as PyTorch decides."""
    if A.dtype.name == "float16" and B.dtype == A.dtype:  # PyTorch's LU has no float16 CPU kernel
        raise NotImplementedError("linalg.solve: \"lu_cpu\" not implemented for 'Half'")
    vector = B.ndim == 1 or (B.ndim == A.ndim - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    inv = _ops.inverse(A)
    if vector:
        Bm = _ops.unsqueeze(B, -1 if left else -2)
        X = _ops.matmul(inv, Bm) if left else _ops.matmul(Bm, inv)
        return _ops.squeeze(X, [-1 if left else -2])
    return _ops.matmul(inv, B) if left else _ops.matmul(B, inv)


# ---- scatter, scatter_reduce and the index_* family ---------------------------------------------
def index_extent(src, index):
    """The corner of `src` that a scatter reads: src cut to index's shape."""
    if tuple(src.shape) == tuple(index.shape):
        return src
    return _ops.index(src, tuple(slice(0, n) for n in index.shape))


def pad_to(g, shape):
    """`g` (index's shape) placed into zeros of `shape` (src's): the inverse of index_extent."""
    if tuple(g.shape) == tuple(shape):
        return g
    return _ops.index_backward(g, tuple(shape), tuple(slice(0, n) for n in g.shape))


def scatter_fill(x, dim, index):
    """`x` with zeros at the positions a scatter with `index` along `dim` writes."""
    return _ops._scatter_src(x, dim, index, _ops.zeros(tuple(index.shape), dtype=x.dtype))


def scatter_parts(self, dim, index, src, reduce):
    """scatter: a src tensor (or a number, for the value form) written, added (reduce='add') or
    multiplied in (reduce='multiply') at index along dim."""
    if not _is_tensor(src):
        src = _ops.full(tuple(index.shape), src, dtype=self.dtype)
    if reduce is None:
        return _ops._scatter_src(self, dim, index, src)
    return _ops.scatter_reduce(self, dim, index, src, {"add": "sum", "multiply": "prod"}[reduce])


def _cmp(a, b, op: str = "eq"):
    return _ops._compare(a, b, op)


def scatter_reduce_weights(self, dim, index, src, reduce, include_self, result):
    """(d result / d self, d result / d src) element by element, as PyTorch's scatter_reduce
    backward defines them: mean divides by the count, prod is the product of the others (exact
    with one zero among a position's factors), amax/amin share the gradient evenly between
    ties. The src weight has index's shape."""
    src = index_extent(src, index)
    if reduce == "sum":
        ws, wsrc = _ops.ones_like(self), _ops.ones_like(src)
    elif reduce == "mean":
        n = _ops.ones_like(self) if include_self else _ops.zeros_like(self)
        n = _ops.scatter_add(n, dim, index, _ops.ones_like(src))
        ws = 1.0 / _ops.masked_fill(n, _cmp(n, 0.0), 1.0)
        wsrc = _ops.gather(ws, dim, index)
    elif reduce == "prod":
        masked_self = _ops.masked_fill(self, _cmp(self, 0.0), 1.0)
        ws = _ops.scatter_reduce(masked_self, dim, index, src, "prod", include_self=include_self) / masked_self
        src_zero = _cmp(src, 0.0)
        zeros = _ops.scatter_add(_ops.zeros_like(self), dim, index, _ops._to_copy(src_zero, self.dtype))
        single = _ops.logical_and(src_zero, _cmp(_ops.gather(zeros, dim, index), 1.0))
        masked_src_result = _ops.scatter_reduce(self, dim, index, _ops.masked_fill(src, single, 1.0),
                                                "prod", include_self=include_self)
        wsrc = _ops.where(single, _ops.gather(masked_src_result, dim, index),
                          _ops.gather(result, dim, index) / _ops.masked_fill(src, src_zero, 1.0))
    else:  # amax, amin: ties share the gradient evenly
        self_is = _ops._to_copy(_cmp(self, result), self.dtype)
        src_is = _ops._to_copy(_cmp(src, _ops.gather(result, dim, index)), self.dtype)
        share = 1.0 / _ops.scatter_add(self_is, dim, index, src_is)
        ws, wsrc = self_is * share, src_is * _ops.gather(share, dim, index)
    if not include_self:
        ws = scatter_fill(ws, dim, index)
    return ws, wsrc


def scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, which: int):
    """The gradient of scatter_reduce for self (which=0) or src (which=1)."""
    ws, wsrc = scatter_reduce_weights(self, dim, index, src, reduce, include_self, result)
    if which == 0:
        return grad * ws
    return pad_to(_ops.gather(grad, dim, index) * wsrc, tuple(src.shape))



def _concrete(t) -> bool:
    """A plain tensor (not a wrapper of a func transform), whose values may be read to check
    them; under vmap a value check would be data-dependent, and the kernels check instead."""
    return getattr(t, "_interp", None) is None


def _type_name(t) -> str:
    return _torch_name(t._np_dtype)


def index_spread(self, dim, index, source, op: str):
    """The index of index_add / index_copy (a vector along `dim`) as a scatter index of
    source's shape, after PyTorch's checks of index and source."""
    if index.ndim > 1:
        raise IndexError(f"{op}(): Index is supposed to be a vector, but got dim: {index.ndim} "
                         f"with type: {_type_name(index)} and size: {list(index.shape)}")
    if index._np_dtype.name not in _INDEX_DTYPES:
        raise RuntimeError(f"{op}(): Expected dtype int32/int64 for index but got: {_type_name(index)}")
    if self.dtype != source.dtype:
        raise RuntimeError(f"{op}(): self ({_type_name(self)}) and source ({_type_name(source)}) "
                           "must have the same scalar type")
    n = max(self.ndim, 1)
    d = dim + n if dim < 0 else dim
    if not 0 <= d < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    numel = index.numel()
    ssize = source.shape[d] if source.ndim else 1
    if numel != ssize:
        raise RuntimeError(f"{op}(): Number of indices ({numel}) should be equal to "
                           f"source.size(dim): ({ssize}), for dim: {dim}")
    others = [(a, b) for i, (a, b) in enumerate(zip(self.shape, source.shape)) if i != d]
    if source.ndim and self.ndim and (source.ndim != self.ndim or any(a != b for a, b in others)):
        raise RuntimeError("source tensor shape must match self tensor shape, excluding the specified "
                           f"dimension. Got self.shape = {list(self.shape)} source.shape = {list(source.shape)}")
    if _concrete(index) and numel:
        size = self.shape[d] if self.ndim else 1
        bad = [i for i in index.reshape(-1).tolist() if not 0 <= i < size]
        if bad:
            raise RuntimeError(f"index {bad[0]} is out of bounds for dimension {d} with size {size}")
    shape = tuple(source.shape) or (1,)
    view = [1] * len(shape)
    view[d] = -1
    return _ops.expand(_ops.reshape(index, tuple(view)), shape)


def index_scatter(self, dim, index, source, op: str, alpha=1):
    """index_add (op 'index_add_') or index_copy (op 'index_copy_') as a scatter along `dim`."""
    idx = index_spread(self, dim, index, source, op)
    flat = self.ndim == 0
    x = _ops.reshape(self, (1,)) if flat else self
    src = _ops.reshape(source, (1,)) if source.ndim == 0 else source
    d = 0 if flat else dim
    if op == "index_add_":
        kind = self._np_dtype.kind
        if kind in "iub":  # PyTorch casts alpha to self's dtype (2.5 -> 2, nonzero -> True)
            alpha = bool(alpha) if kind == "b" else int(alpha)
        if alpha != 1:
            src = src * alpha if kind != "b" else _ops.zeros_like(src)
        out = _ops.scatter_add(x, d, idx, src)
    else:
        out = _ops._scatter_src(x, d, idx, src)
    return _ops.reshape(out, ()) if flat else out


def index_mask(self, dim, index):
    """A bool tensor that broadcasts against `self`: True at the positions `index` picks along
    `dim` (negative entries count from the end), for index_fill."""
    if index.ndim > 1:
        raise IndexError(f"index_fill_(): Index is supposed to be a vector, but got dim: "
                         f"{index.ndim} with type: {_type_name(index)} and size: {list(index.shape)}")
    n = max(self.ndim, 1)
    d = dim + n if dim < 0 else dim
    if not 0 <= d < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    size = self.shape[d] if self.ndim else 1
    idx = _ops.reshape(index, (-1,))
    if _concrete(idx):
        bad = [i for i in idx.tolist() if not -size <= i < size]
        if bad:
            raise IndexError(f"index {bad[0]} is out of bounds for dimension {d} with size {size}")
    idx = _ops.where(_cmp(idx, 0, "lt"), idx + size, idx)
    mask = _ops._scatter_src(_ops.zeros((size,), dtype=_bool), 0, idx,
                             _ops.ones((idx.shape[0],), dtype=_bool))
    view = [1] * self.ndim
    if self.ndim:
        view[d] = size
    return _ops.reshape(mask, tuple(view))


def index_fill_tensor(self, dim, index, value):
    """index_fill with a 0-d tensor value (which gets a gradient), cast to self's dtype."""
    if not _is_tensor(value):
        return _ops.masked_fill(self, index_mask(self, dim, index), value)
    if value.ndim != 0:
        raise RuntimeError("index_fill_ only supports a 0-dimensional value tensor, but got tensor "
                           f"with {value.ndim} dimension(s).")
    v = value if value.dtype == self.dtype else _ops._to_copy(value, self.dtype)
    return _ops.where(index_mask(self, dim, index), v, self)


def masked_scatter_parts(self, mask, source):
    """masked_scatter: the i-th True of the (broadcast) mask takes source's i-th element, in
    row-major order — the position of each True is a running count of the mask."""
    if mask._np_dtype.kind != "b":
        raise RuntimeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype {_type_name(mask)}")
    if self.dtype != source.dtype:
        raise RuntimeError("masked_scatter: expected self and source to have same dtypes but got"
                           f"{_type_name(self)} and {_type_name(source)}")
    m, x = _ops.broadcast_tensors([mask, self])
    flat = _ops.reshape(m, (-1,))
    if _concrete(flat) and int(_ops.sum(flat).item()) > source.numel():
        raise RuntimeError("Number of elements of source < number of ones in mask")
    if source.numel() == 0:
        return _ops.clone(x)
    pos = _ops.clamp(_ops.cumsum(flat, 0) - 1, 0, source.numel() - 1)
    picked = _ops.index_select(_ops.reshape(source, (-1,)), 0, pos)
    return _ops.where(m, _ops.reshape(picked, tuple(x.shape)), x)


def take_parts(self, index):
    """take: `self` read as 1-D at `index` (negative entries count from the end), in index's shape."""
    if index._np_dtype.name not in _INDEX_DTYPES:
        raise RuntimeError(f"take(): Expected a long tensor for index, but got {_type_name(index)}")
    n = self.numel()
    flat = _ops.reshape(index, (-1,))
    if _concrete(flat):
        bad = [i for i in flat.tolist() if not -n <= i < n]
        if bad:
            raise IndexError(f"out of range: tried to access index {bad[0]} on a tensor of {n} elements.")
    flat = _ops.where(_cmp(flat, 0, "lt"), flat + n, flat)
    return _ops.reshape(_ops.index_select(_ops.reshape(self, (-1,)), 0, flat), tuple(index.shape))


def take_along_dim_parts(self, indices, dim):
    """take_along_dim: gather along `dim` after broadcasting self and indices in every other
    dim (negative indices count from the end); dim=None reads the flattened tensor."""
    if indices._np_dtype.name not in _INDEX_DTYPES:
        raise RuntimeError("torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{_type_name(indices)}")
    if dim is None:
        x, idx, d = _ops.reshape(self, (-1,)), _ops.reshape(indices, (-1,)), 0
    else:
        n = max(self.ndim, 1)
        if not -n <= dim < n:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
        if self.ndim != indices.ndim:
            raise RuntimeError("torch.take_along_dim(): input and indices should have the same number "
                               f"of dimensions, but got {self.ndim} dimensions for input, and "
                               f"{indices.ndim} dimensions for indices")
        d = dim + n if dim < 0 else dim
        shape = []
        for i, (a, b) in enumerate(zip(self.shape, indices.shape)):
            if i != d and a != b and 1 not in (a, b):
                raise RuntimeError(f"The size of tensor a ({a}) must match the size of tensor b ({b}) "
                                   f"at non-singleton dimension {i}")
            shape.append(max(a, b) if min(a, b) else 0)
        sx, si = list(shape), list(shape)
        if self.ndim:
            sx[d], si[d] = self.shape[d], indices.shape[d]
        x, idx = _ops.expand(self, tuple(sx)), _ops.expand(indices, tuple(si))
    size = x.shape[d] if x.ndim else 1
    idx = _ops.where(_cmp(idx, 0, "lt"), idx + size, idx)
    return _ops.gather(x, d, idx)


def _wrap(dim: int, ndim: int) -> int:
    n = max(ndim, 1)
    if not -n <= dim < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


def repeat_interleave_positions(repeats, output_size):
    """repeat_interleave(repeats): each i repeated repeats[i] times, as an int64 tensor. The
    output's length depends on the values, so under vmap a batched `repeats` is refused."""
    from .._creation import tensor

    if repeats.ndim > 1:
        raise RuntimeError("repeat_interleave only accept 1D vector as repeat")
    if repeats._np_dtype.name not in _INDEX_DTYPES:
        raise RuntimeError("repeats has to be Long or Int tensor")
    counts = repeats.reshape(-1).tolist()
    if any(c < 0 for c in counts):
        raise RuntimeError("repeats can not be negative")
    if output_size is not None and output_size != sum(counts):
        raise RuntimeError("allocated size does not match required size")
    return tensor([i for i, c in enumerate(counts) for _ in range(c)], dtype=_int64)


def repeat_interleave_parts(self, repeats, dim, output_size):
    """Each slice of `self` along dim (the flattened tensor when dim is None) repeated: an int
    (or one-element tensor) count by expand + reshape, a tensor of counts by index_select."""
    x = _ops.reshape(self, (-1,)) if dim is None else self
    d = 0 if dim is None else _wrap(dim, self.ndim)
    if x.ndim == 0:
        x = _ops.reshape(x, (1,))
    if _is_tensor(repeats) and repeats.numel() == 1 and repeats.ndim <= 1:
        if repeats._np_dtype.name not in _INDEX_DTYPES:
            raise RuntimeError("repeats has to be Long or Int tensor")
        repeats = int(repeats.item())
    n = x.shape[d]
    if isinstance(repeats, int):
        if repeats < 0:
            raise RuntimeError("repeats can not be negative")
        if output_size is not None and output_size != n * repeats:
            raise RuntimeError(f"repeat_interleave: Invalid output_size, expected {n * repeats} but got {output_size}")
        wide = list(x.shape[:d + 1]) + [repeats] + list(x.shape[d + 1:])
        merged = list(x.shape[:d]) + [n * repeats] + list(x.shape[d + 1:])
        return _ops.reshape(_ops.expand(_ops.unsqueeze(x, d + 1), wide), merged)
    if repeats.ndim == 1 and repeats.shape[0] != n:
        raise RuntimeError("repeats must have the same size as input along dim, but got "
                           f"repeats.size(0) = {repeats.shape[0]} and input.size({d}) = {n}")
    return _ops.index_select(x, d, repeat_interleave_positions(repeats, output_size))


def unfold_backward(grad, shape, dimension, size, step):
    """Gradient of unfold: each window's gradient added back at its positions along the dim
    (overlapping windows accumulate)."""
    nd = len(shape)
    if nd == 0:
        return _ops.reshape(_ops.sum(grad), ())
    d = _wrap(dimension, nd)
    count = grad.shape[d]
    positions = [[i * step + j for j in range(size)] for i in range(count)]
    g = _ops.movedim(grad, [grad.ndim - 1], [d + 1])
    return _ops.index_backward(g, tuple(shape), (slice(None),) * d + (positions,))


def diag_embed_parts(x, offset, dim1, dim2):
    """diag_embed: zeros with the last dim of `x` on the offset-th diagonal of the planes of
    (dim1, dim2) — the gradient of diagonal, applied to x."""
    if x.ndim == 0:
        raise IndexError("Dimension specified as -1 but tensor has no dimensions")
    nd = x.ndim + 1
    d1, d2 = _wrap(dim1, nd), _wrap(dim2, nd)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    n = x.shape[-1] + abs(offset)
    rest = iter(x.shape[:-1])
    shape = [n if k in (d1, d2) else next(rest) for k in range(nd)]
    return diagonal_backward(x, shape, offset, d1, d2)


def vander_parts(x, N, increasing):
    """vander: columns x^(N-1) ... x^0 (x^0 ... x^(N-1) when increasing), built as a running
    product so that x = 0 has exact gradients; integers and bools compute in int64."""
    if x.ndim != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    if x._np_dtype.kind != "f" and x.dtype != _int64:
        x = _ops._to_copy(x, _int64)
    ones = _ops.ones((x.shape[0], 1), dtype=x.dtype)
    if n <= 1:
        out = _ops.index(ones, (slice(None), slice(0, n)))
    else:
        powers = _ops.cumprod(_ops.expand(_ops.unsqueeze(x, 1), (x.shape[0], n - 1)), 1)
        out = _ops.cat([ones, powers], 1)
    return out if increasing else _ops.flip(out, [1])


def cross_parts(a, b, dim, name: str):
    """The cross product of 3-vectors along `dim` (a and b broadcast; dim None: the first dim
    of size 3), from the cyclic shifts of both: c_i = a_(i+1) b_(i+2) - a_(i+2) b_(i+1)."""
    if a.dtype != b.dtype:
        raise RuntimeError(f"expected scalar type {_type_name(a)} but found {_type_name(b)}")
    if a._np_dtype.kind == "b":
        raise NotImplementedError("\"cross\" not implemented for 'Bool'")
    if a.ndim != b.ndim:
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    a, b = _ops.broadcast_tensors([a, b])
    if dim is None:
        d = next((k for k, s in enumerate(a.shape) if s == 3), None)
        if d is None:
            raise RuntimeError("no dimension of size 3 in input")
    else:
        d = _wrap(dim, a.ndim)
        if a.shape[d] != 3:
            raise RuntimeError(f"{name}: inputs dimension {dim} must have length 3. "
                               f"Got {a.shape[d]} and {b.shape[d]}")
    return (_ops.roll(a, [-1], [d]) * _ops.roll(b, [-2], [d])
            - _ops.roll(a, [-2], [d]) * _ops.roll(b, [-1], [d]))


def einsum_parts(equation, operands):
    """einsum by pairwise contraction (tensorplay/_einsum.py)."""
    from .._einsum import einsum

    return einsum(equation, operands)


# ---- decompositions (svd, eigh, qr, cholesky, pinv, lstsq): backward and jvp in ops ----------
# Real matrices only. E is the matrix of eigen/squared-singular value gaps E_ij = x_j - x_i, with
# ones on its diagonal (whatever it divides has a zero diagonal there).
def _mT(x):
    return _ops.transpose(x, -2, -1)


def _gaps(x):
    return _ops.unsqueeze(x, -2) - _ops.unsqueeze(x, -1) + _ops.eye(x.shape[-1], dtype=x.dtype)


def _offdiag(x):
    return x - _ops.diag_embed(_ops.diagonal(x, 0, -2, -1))


def _svd_reduced(U, S, Vh):
    """The first k = len(S) columns of U and rows of Vh (full_matrices=True holds more)."""
    k = S.shape[-1]
    return _ops.narrow(U, -1, 0, k), _ops.narrow(Vh, -2, 0, k)


def svd_backward(gU, gS, gVh, U, S, Vh, full_matrices):
    """Gradient of A = U diag(S) Vh (PyTorch's svd_backward): well defined for a loss that does
    not depend on the signs of the singular vectors, and for distinct singular values. With
    full_matrices the extra columns of U (rows of Vh) are ignored, as PyTorch does."""
    if full_matrices:
        U, Vh = _svd_reduced(U, S, Vh)
        gU, gVh = _svd_reduced(gU, S, gVh)
    m, n, k = U.shape[-2], Vh.shape[-1], S.shape[-1]
    E = _gaps(S * S)
    UtgU, VtgV = _ops.matmul(_mT(U), gU), _ops.matmul(Vh, _mT(gVh))
    inner = ((UtgU - _mT(UtgU)) / E) * _ops.unsqueeze(S, -2) \
        + _ops.unsqueeze(S, -1) * ((VtgV - _mT(VtgV)) / E) + _ops.diag_embed(gS)
    gA = _ops.matmul(_ops.matmul(U, inner), Vh)
    if m > k:  # (I - U U^T) gU S^-1 Vh
        gUS = gU / _ops.unsqueeze(S, -2)
        gA = gA + _ops.matmul(gUS - _ops.matmul(U, _ops.matmul(_mT(U), gUS)), Vh)
    if n > k:  # U S^-1 gVh (I - V Vh)
        SgVh = gVh / _ops.unsqueeze(S, -1)
        gA = gA + _ops.matmul(U, SgVh - _ops.matmul(_ops.matmul(SgVh, _mT(Vh)), Vh))
    return gA


def svd_jvp(A_t, U, S, Vh, full_matrices):
    """(dU, dS, dVh) for the tangent A_t (PyTorch's svd_jvp); with full_matrices the tangents
    of the extra columns of U (rows of Vh) are zero, as in PyTorch."""
    Uf, Vhf = U, Vh
    if full_matrices:
        U, Vh = _svd_reduced(U, S, Vh)
    m, n, k = U.shape[-2], Vh.shape[-1], S.shape[-1]
    V = _mT(Vh)
    dAV = _ops.matmul(A_t, V)
    dP = _ops.matmul(_mT(U), dAV)
    dS = _ops.diagonal(dP, 0, -2, -1)
    dP = _offdiag(dP)
    E, row, col = _gaps(S * S), _ops.unsqueeze(S, -2), _ops.unsqueeze(S, -1)
    dU = _ops.matmul(U, (dP * row + col * _mT(dP)) / E)
    dV = _ops.matmul(V, (col * dP + _mT(dP) * row) / E)
    if m > k:
        dU = dU + (dAV - _ops.matmul(U, _ops.matmul(_mT(U), dAV))) / row
    if n > k:
        dAtU = _ops.matmul(_mT(A_t), U)
        dV = dV + (dAtU - _ops.matmul(V, _ops.matmul(Vh, dAtU))) / row
    dVh = _mT(dV)
    if full_matrices:
        dU = _ops.cat([dU, _ops.zeros_like(_ops.narrow(Uf, -1, k, m - k))], -1)
        dVh = _ops.cat([dVh, _ops.zeros_like(_ops.narrow(Vhf, -2, k, n - k))], -2)
    return dU, dS, dVh


def svdvals_backward(grad, A):
    """U diag(grad) Vh: the gradient of the singular values alone."""
    U, _, Vh = _ops.linalg_svd(A, False)
    return _ops.matmul(U, _ops.unsqueeze(grad, -1) * Vh)


def svdvals_jvp(A, A_t):
    """diag(U^T A_t V), the first-order change of each singular value."""
    U, _, Vh = _ops.linalg_svd(A, False)
    return _ops.sum(U * _ops.matmul(A_t, _mT(Vh)), [-2])


def eigh_backward(gL, gV, L, V):
    """Gradient of A = V diag(L) V^T (PyTorch's linalg_eig_backward, hermitian case): a
    symmetric matrix; the loss must not depend on the signs of the eigenvectors."""
    VtgV = _ops.matmul(_mT(V), gV)
    inner = (VtgV - _mT(VtgV)) * 0.5 / _gaps(L) + _ops.diag_embed(gL)
    return _ops.matmul(_ops.matmul(V, inner), _mT(V))


def eigh_jvp(A_t, L, V):
    """(dL, dV): dL = diag(V^T dA V), dV = V (offdiag(V^T dA V) / E)."""
    dP = _ops.matmul(_ops.matmul(_mT(V), A_t), V)
    return _ops.diagonal(dP, 0, -2, -1), _ops.matmul(V, _offdiag(dP) / _gaps(L))


def eigvalsh_backward(grad, A, UPLO):
    V = _ops.linalg_eigh(A, UPLO)[1]
    return _ops.matmul(V, _ops.unsqueeze(grad, -1) * _mT(V))


def eigvalsh_jvp(A, A_t, UPLO):
    V = _ops.linalg_eigh(A, UPLO)[1]
    return _ops.sum(V * _ops.matmul(A_t, V), [-2])


def cholesky_backward(grad, L, upper):
    """Gradient of L = cholesky(A) (Murray 2016, PyTorch's cholesky_backward): the symmetric
    L^-T Φ L^-1 with Φ = tril(L^T gL), its off-diagonal part halved and mirrored."""
    if upper:
        L, grad = _mT(L), _mT(grad)
    P = _ops.tril(_ops.matmul(_mT(L), grad))
    P = 0.5 * (P + _mT(_ops.tril(P, -1)))
    Linv = _ops.inverse(L)
    return _ops.matmul(_ops.matmul(_mT(Linv), P), Linv)


def cholesky_jvp(A_t, L, upper):
    """dL = L Φ(L^-1 dA L^-T), Φ the lower triangle with the diagonal halved."""
    if upper:
        L, A_t = _mT(L), _mT(A_t)
    Linv = _ops.inverse(L)
    phi = _ops.matmul(_ops.matmul(Linv, A_t), _mT(Linv))
    phi = _ops.tril(phi) - 0.5 * _ops.diag_embed(_ops.diagonal(phi, 0, -2, -1))
    dL = _ops.matmul(L, phi)
    return _mT(dL) if upper else dL


def _qr_check(Q, R, mode):
    if mode == "r":
        raise RuntimeError("The derivative of linalg.qr depends on Q, which is not computed when "
                           "mode='r'. Please use linalg.qr(A, mode='reduced') if you are going to "
                           "differentiate through linalg.qr.")
    if mode == "complete" and Q.shape[-2] > R.shape[-1]:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and "
                           "nrows > ncols.")


def _copyltu(x):
    """The lower triangle of x mirrored onto the upper one."""
    return _ops.tril(x, -1) + _mT(_ops.tril(x))


def _qr_backward_tall(gQ, gR, Q, R):
    N = _ops.matmul(R, _mT(gR)) - _ops.matmul(_mT(gQ), Q)
    return _ops.matmul(gQ + _ops.matmul(Q, _copyltu(N)), _mT(_ops.inverse(R)))


def qr_backward(gQ, gR, Q, R, mode):
    """Gradient of A = QR (PyTorch's linalg_qr_backward): for m >= n, (gQ + Q copyltu(M)) R^-T
    with M = R gR^T - gQ^T Q; for m < n the square left block A = [X | Y] takes it, with Y = QV
    adding to gQ, and gY = Q gV."""
    _qr_check(Q, R, mode)
    m, n = Q.shape[-2], R.shape[-1]
    if m >= n:
        return _qr_backward_tall(gQ, gR, Q, R)
    U, V = _ops.narrow(R, -1, 0, m), _ops.narrow(R, -1, m, n - m)
    gU, gV = _ops.narrow(gR, -1, 0, m), _ops.narrow(gR, -1, m, n - m)
    gX = _qr_backward_tall(gQ - _ops.matmul(_ops.matmul(Q, gV), _mT(V)), gU, Q, U)
    return _ops.cat([gX, _ops.matmul(Q, gV)], -1)


def _qr_jvp_tall(A_t, Q, R):
    Rinv = _ops.inverse(R)
    dARinv = _ops.matmul(A_t, Rinv)
    X = _ops.matmul(_mT(Q), dARinv)
    low = _ops.tril(X, -1)
    XmC = X - low + _mT(low)  # upper triangular: Q^T dQ = low - low^T is skew
    return dARinv - _ops.matmul(Q, XmC), _ops.matmul(XmC, R)


def qr_jvp(A_t, Q, R, mode):
    """(dQ, dR) of A = QR (PyTorch's linalg_qr_jvp); m < n splits R = [U | V] as the backward."""
    _qr_check(Q, R, mode)
    m, n = Q.shape[-2], R.shape[-1]
    if m >= n:
        return _qr_jvp_tall(A_t, Q, R)
    U, V = _ops.narrow(R, -1, 0, m), _ops.narrow(R, -1, m, n - m)
    dQ, dU = _qr_jvp_tall(_ops.narrow(A_t, -1, 0, m), Q, U)
    dV = _ops.matmul(_mT(Q), _ops.narrow(A_t, -1, m, n - m) - _ops.matmul(dQ, V))
    return dQ, _ops.cat([dU, dV], -1)


def pinv_backward(grad, P, A):
    """Gradient of P = pinv(A) (PyTorch's pinv_backward):
    -P^T G P^T + (I - A P) G^T P P^T + P^T P G^T (I - P A)."""
    Pt, Gt = _mT(P), _mT(grad)
    GtPPt = _ops.matmul(_ops.matmul(Gt, P), Pt)
    PtPGt = _ops.matmul(_ops.matmul(Pt, P), Gt)
    return (-_ops.matmul(_ops.matmul(Pt, grad), Pt)
            + GtPPt - _ops.matmul(A, _ops.matmul(P, GtPPt))
            + PtPGt - _ops.matmul(_ops.matmul(PtPGt, P), A))


def pinv_jvp(A, A_t, P):
    """dP = -P dA P + P P^T dA^T (I - A P) + (I - P A) dA^T P^T P."""
    Pt, dAt = _mT(P), _mT(A_t)
    PPtdAt = _ops.matmul(_ops.matmul(P, Pt), dAt)
    dAtPtP = _ops.matmul(_ops.matmul(dAt, Pt), P)
    return (-_ops.matmul(_ops.matmul(P, A_t), P)
            + PPtdAt - _ops.matmul(_ops.matmul(PPtdAt, A), P)
            + dAtPtP - _ops.matmul(_ops.matmul(P, A), dAtPtP))


def svd_parts(A, some, compute_uv):
    """torch.svd: (U, S, V) with V = Vh^T, reduced unless some=False; without compute_uv, U and
    V are zero matrices of the full sizes (m, m) and (n, n), as PyTorch returns."""
    from .._return_types import return_type
    if compute_uv:
        U, S, Vh = _ops.linalg_svd(A, not some)
        V = _mT(Vh)
    else:
        S = _ops.linalg_svdvals(A)
        *batch, m, n = A.shape
        U = _ops.zeros(tuple(batch) + (m, m), dtype=A.dtype)
        V = _ops.zeros(tuple(batch) + (n, n), dtype=A.dtype)
    return return_type("svd", ("U", "S", "V"))(U, S, V)


LSTSQ_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def lstsq_parts(A, B, rcond, driver):
    """linalg.lstsq as pinv(A) @ B (so its gradient is PyTorch's, which goes through pinv), with
    the extra fields PyTorch's CPU drivers fill: rank (all but gels), singular values (gelsd,
    gelss; not differentiable), residuals (not gelsy; when m > n and every matrix has full
    rank; differentiable, as in PyTorch)."""
    from .._return_types import return_type
    driver = "gelsy" if driver is None else driver
    if driver not in LSTSQ_DRIVERS:
        raise RuntimeError(f"torch.linalg.lstsq: parameter `driver` should be one of {LSTSQ_DRIVERS}")
    if A.ndim < 2:
        raise RuntimeError("torch.linalg.lstsq: input must have at least 2 dimensions.")
    if A.dtype != B.dtype:
        raise RuntimeError("torch.linalg.lstsq: Expected input and other to have the same dtype, but "
                           f"got input's dtype {_torch_name(A._np_dtype)} and other's dtype "
                           f"{_torch_name(B._np_dtype)}")
    vector = B.ndim == A.ndim - 1
    Bm = _ops.unsqueeze(B, -1) if vector else B
    if A.shape[-2] != Bm.shape[-2]:
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-2)")
    m, n = A.shape[-2:]
    eps = 1.1920928955078125e-07 if A._np_dtype.itemsize == 4 else 2.220446049250313e-16
    rcond = eps * max(m, n) if rcond is None else eps if rcond < 0 else rcond  # < 0: LAPACK's eps
    X = _ops.matmul(_ops.linalg_pinv(A, rtol=rcond), Bm)
    empty = _ops.zeros((0,), dtype=A.dtype)
    batch = tuple(A.shape[:-2])
    rank = _ops.zeros((0,), dtype=_int64)
    if driver != "gels":
        s = _ops.linalg_svdvals(A).detach()
        big = _ops.amax(s, [-1], True) if min(m, n) else s
        rank = _ops.sum(s > big * rcond, [-1]) if min(m, n) else _ops.zeros(batch, dtype=_int64)
    sv = s if driver in ("gelsd", "gelss") else empty
    residuals = _ops.narrow(_ops.reshape(X, [-1]), 0, 0, 0)  # empty, but on the graph as in PyTorch
    if driver != "gelsy" and m > n and (driver == "gels" or bool(_ops.all(rank == n))):
        r = _ops.matmul(A, X) - Bm
        residuals = _ops.sum(r * r, [-2])
    return return_type("linalg_lstsq", ("solution", "residuals", "rank", "singular_values"))(
        _ops.squeeze(X, [-1]) if vector else X, residuals, rank, sv)


def float_power_base(self):
    """`self` for `x.float_power_(e)`: PyTorch computes in float64 and refuses to write the
    float64 result into a base of another dtype."""
    if _type_name(self) != "Double":
        raise RuntimeError(f"the base given to float_power_ has dtype {_type_name(self)} but the "
                           "operation's result requires dtype Double")
    return self


def bessel_i1_derivative(x):
    """d/dx I_1(x) = I_0(x) - I_1(x) / x, and 1/2 at x = 0 (no 0/0 in either pass)."""
    zero = x == 0
    safe = _ops.where(zero, 1.0, x)
    return _ops.where(zero, 0.5, _ops.i0(safe) - _ops.special_i1(safe) / safe)
