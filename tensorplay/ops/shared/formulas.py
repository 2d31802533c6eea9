"""Helpers that backward and JVP formulas in ops.yaml may call.

Everything here is written in tensorplay ops (never NumPy), so a formula that
uses a helper can still be differentiated again and batched by vmap.
"""

from __future__ import annotations

import numpy as np

from ...core import optable as _ops
from ...core.dtype import float16 as _float16
from ...core.dtype import float32 as _float32
from ...core.dtype import int64 as _int64
from ...core.interpreters import interpreter_stack
from ...core.tensor import Tensor
from .kernels import _index_spread_dim, _torch_name, _var_args
from .loss_helpers import (  # noqa: F401 (formulas call them as H.<name>)
    _broadcast_mismatch,
    _broadcastable,
    _check_in_place_shape,
    _check_kernel_dtype,
    _check_out_dtype,
    _expand_0d,
    _gaussian_var_fits,
    _is_float16,
    _kl_div_reduction,
    _legacy_reduction,
    _lift_bool,
    _like_input,
    _refuse_integral,
    _torch_dtype_name,
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


def _nn_lstm_gates(gates, c):
    """sigmoid(i), sigmoid(f), tanh(g), sigmoid(o) and tanh(c') of an LSTM step, in tensorplay ops."""
    i, f, g, o = _ops.chunk(gates, 4, -1)
    i, f, g, o = _ops.sigmoid(i), _ops.sigmoid(f), _ops.tanh(g), _ops.sigmoid(o)
    return i, f, g, o, _ops.tanh(f * c + i * g)


def _nn_full(d, *tensors):
    """`d` expanded to the broadcast shape of itself and `tensors` (None entries skipped)."""

    shape = np.broadcast_shapes(tuple(d.shape), *(tuple(t.shape) for t in tensors if t is not None))
    return expand_to(d, shape)


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
    return isinstance(x, Tensor)


_SQRT1_2 = 0.7071067811865476  # 1 / sqrt(2)
_INV_SQRT_2PI = 0.3989422804014327  # 1 / sqrt(2 pi)
_SQRT_2_PI = 0.7978845608028654  # sqrt(2 / pi)
_KAPPA = 0.044715


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


# ---- indexing -----------------------------------------------------------------------------------
def cast_like(g, like):
    """`g` in `like`'s dtype (ops with a `dtype=` argument return another dtype than their input)."""
    if g is None or g.dtype == like.dtype:
        return g
    return _ops._to_copy(g, like.dtype)


def scatter_rows(grad, shape, dim, index):
    """Zeros of `shape` with the slices of `grad` along `dim` added at `index` (a 1-D tensor).
    For an index of a func transform (batched, or tracked by a grad level), which the Index
    key of index_backward cannot carry: scatter_add takes the index as a tensor argument."""
    view = [1] * len(shape)
    view[dim] = -1
    idx = _ops.expand(_ops.reshape(index, tuple(view)), tuple(grad.shape))
    return _ops.scatter_add(_ops.zeros(tuple(shape), dtype=grad.dtype), dim, idx, grad)


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
        q = target * (1.0 - label_smoothing) + label_smoothing / max(n_classes, 1)
        if weight is not None:
            q = q * _weight_view(weight, self)
        return q, self.numel() / n_classes if n_classes else float("nan")  # no classes: 0 / 0
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


# ---- reductions and shape ops ----------------------------------------------------------------
def sign_of(x):
    """sign(x) as x's dtype (0 at 0), built from comparisons: a constant for autograd."""
    zero = _ops.zeros_like(x)
    return (zero + _ops._compare(x, 0, "gt")) - (zero + _ops._compare(x, 0, "lt"))


def reduction_jvp(tangent, weight, dim, keepdim):
    """JVP of a reduction whose gradient is `unreduce(grad) * weight`: sum(tangent * weight)."""
    if tangent.ndim == 0:
        return tangent * weight
    return _ops.sum(tangent * weight, dim, keepdim)


def _positions(n: int, d: int, ndim: int):
    """0, 1, ..., n-1 (int64) laid along dim d of an ndim-dim tensor of size-1 dims."""
    idx = _ops.cumsum(_ops.ones((n,), dtype=_int64), 0) - 1
    return _ops.reshape(idx, (1,) * d + (n,) + (1,) * (ndim - d - 1))


def _one_hot(indices, dim, keepdim, shape):
    ndim = len(shape)
    d = dim % ndim
    return _ops._compare(_positions(shape[d], d, ndim), keep_reduced(indices, d, keepdim, ndim), "eq")


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


def _var_weight(self, dim, unbiased, correction):
    dim, ddof = _var_args(dim, unbiased, correction)
    denom = max(0, reduced_numel(self.shape, dim) - ddof)
    centered = self - _ops.mean(self, dim, keepdim=True)
    return dim, centered * (2.0 / denom if denom else float("inf"))


def _cumprod_zeros(x, dim):
    """(x == 0, the first zero along dim, x with that first zero replaced by 1)."""
    z = x == 0
    first = _ops.logical_and(z, _ops.cumsum(z, dim) == 1)
    return z, first, _ops.where(first, 1.0, x)


def _two_dims(dim, ndim: int) -> tuple:
    d0, d1 = (d % ndim if ndim else d for d in dim)
    if d0 == d1:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    return d0, d1


def pad_to(g, shape):
    """`g` (index's shape) placed into zeros of `shape` (src's): the inverse of index_extent."""
    if tuple(g.shape) == tuple(shape):
        return g
    return _ops.index_backward(g, tuple(shape), tuple(slice(0, n) for n in g.shape))


def _cmp(a, b, op: str = "eq"):
    return _ops._compare(a, b, op)


def _concrete(t) -> bool:
    """A plain tensor (not a wrapper of a func transform), whose values may be read to check
    them; under vmap a value check would be data-dependent, and the kernels check instead."""
    return getattr(t, "_interp", None) is None


def _func_transform_active() -> bool:
    """Is a torch.func-style transform (grad, jvp, vmap) running? PyTorch's functorch wrappers
    count as tensor subclasses, so its formulas take their composite-compliant paths (prod's,
    cumprod's products without division) and some ops run as their ATen composite; eager
    forward AD (dual_level) and tp.compile's tracer are not such transforms. A grad level's
    backward sweep counts too: its level is popped by then, PyTorch's inputs still wrappers."""
    return interpreter_stack.sweeping > 0 or any(
        i.transform_name in ("grad", "jvp", "vmap") for i in interpreter_stack)


def _jvp_active() -> bool:
    """Is a forward-mode transform (tp.func.jvp) running?"""
    return any(i.transform_name == "jvp" for i in interpreter_stack)


def _type_name(t) -> str:
    return _torch_name(t._np_dtype)


def index_spread(self, dim, index, source, op: str):
    """The index of index_add / index_copy (a vector along `dim`) as a scatter index of
    source's shape, after PyTorch's checks of index and source."""
    d = _index_spread_dim(op, tuple(self.shape), self._np_dtype, tuple(source.shape), source._np_dtype,
                          dim, tuple(index.shape), index._np_dtype,
                          index.reshape(-1).tolist() if _concrete(index) else None)
    shape = tuple(source.shape) or (1,)
    view = [1] * len(shape)
    view[d] = -1
    return _ops.expand(_ops.reshape(index, tuple(view)), shape)


def _wrap(dim: int, ndim: int) -> int:
    n = max(ndim, 1)
    if not -n <= dim < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


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


def _qr_check(Q, R, mode):
    if mode == "r":
        raise RuntimeError("The derivative of linalg.qr depends on Q, which is not computed when "
                           "mode='r'. Please use linalg.qr(A, mode='reduced') if you are going to "
                           "differentiate through linalg.qr.")
    if mode == "complete" and Q.shape[-2] > R.shape[-1]:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and "
                           "nrows > ncols.")

