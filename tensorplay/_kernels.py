"""Hand-written NumPy kernels and kernel helpers, for ops whose forward is more
than one expression. Kernels see raw ndarrays and plain Python values only —
never tensors — and are never differentiated or batched directly: ops.yaml
gives their derivative and batching rules.
"""

from __future__ import annotations

import numpy as np


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


def _erf(x):
    """The error function elementwise: scipy.special.erf when SciPy is installed (fast and
    accurate to the last bit), else math.erf element by element (exact, but a Python loop)."""
    try:
        from scipy.special import erf
    except ImportError:  # pragma: no cover - SciPy is optional
        import math

        if x.size == 0:
            return x.copy()
        return np.vectorize(math.erf, otypes=[x.dtype])(x)
    return erf(x)


def _sigmoid(x):
    """1 / (1 + e^-x) without overflow for large |x|: exp(-log(1 + e^-x))."""
    return np.exp(-np.logaddexp(0, -x)).astype(x.dtype, copy=False)


def _gelu(x, approximate):
    """GELU as PyTorch defines it: x·Φ(x) exactly ('none'), or the tanh approximation."""
    if approximate == "none":
        return 0.5 * x * (1 + _erf(x * np.sqrt(0.5).astype(x.dtype)))
    if approximate == "tanh":
        k = np.sqrt(2 / np.pi).astype(x.dtype)
        return 0.5 * x * (1 + np.tanh(k * (x + 0.044715 * x * x * x)))
    raise ValueError(f"approximate argument must be either none or tanh, got {approximate!r}")


def _softplus(x, beta, threshold):
    """log(1 + e^(beta·x)) / beta, and x itself where beta·x > threshold (as PyTorch)."""
    bx = x * beta
    return np.where(bx > threshold, x, np.logaddexp(0, bx) / beta).astype(x.dtype, copy=False)


def _elu(x, alpha):
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0))).astype(x.dtype, copy=False)


def _rounding(x, fn):
    """floor/ceil/trunc: integer and bool tensors are returned unchanged (as PyTorch)."""
    return fn(x) if x.dtype.kind == "f" else x.copy()


def _round(x, decimals):
    """Round half to even, like torch.round; `decimals` digits after the point."""
    if x.dtype.kind != "f":
        return x.copy()
    return np.round(x) if decimals == 0 else np.round(x, decimals)


def _clamp(x, min, max):
    """Clamp to [min, max]; the result dtype promotes with the bounds (int tensor, float bound
    → default float), as torch.clamp does."""
    if min is None and max is None:
        raise ValueError("At least one of 'min' or 'max' must not be None")
    from ._dtype import result_type

    bounds = [b for b in (min, max) if b is not None]
    dt = result_type([x.dtype] if x.ndim else [], [] if x.ndim else [x.dtype], bounds)
    out = x.astype(dt, copy=False)
    if min is not None:
        out = np.maximum(out, np.asarray(min, dtype=dt))
    if max is not None:
        out = np.minimum(out, np.asarray(max, dtype=dt))
    return np.asarray(out, dtype=dt)


def _check_int_divisor(other):
    other = np.asarray(other)
    if other.dtype.kind in "iub" and (other == 0).any():
        raise ValueError("ZeroDivisionError")


def _remainder(self, other):
    """Python's % : the result has the sign of the divisor (torch.remainder)."""
    _check_int_divisor(other)
    return np.remainder(self, other)


def _floor_divide(self, other):
    """Python's // : the quotient rounded toward -inf (torch.floor_divide)."""
    _check_int_divisor(other)
    return np.floor_divide(self, other)


def _where(condition, self, other):
    if not isinstance(condition, np.ndarray) or condition.dtype != np.bool_:
        kind = getattr(condition, "dtype", type(condition).__name__)
        raise ValueError(f"where expected condition to be a boolean tensor, but got a tensor "
                         f"with dtype {kind}")
    return np.where(condition, self, other)


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
