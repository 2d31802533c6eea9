"""The NumPy helpers only the random ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ...core.dtype import _CATEGORY
from ...core.dtype import result_type as _result_type
from ..shared.kernels import (
    ShapeError,
    _float_dtype,
    _np_dtype,
    _rng,
    _size,
    _torch_name,
)


def _check_std(std, op: str = "normal"):
    if isinstance(std, float | int):  # a number: no array made
        if not std >= 0:
            raise RuntimeError(f"{op} expects std >= 0.0, but found std {_g(float(std))}")
        return
    s = np.asarray(std)
    if s.ndim == 0 and not s >= 0:
        raise RuntimeError(f"{op} expects std >= 0.0, but found std {_g(float(s))}")
    if not np.all(s >= 0):
        raise RuntimeError(f"{op} expects all elements of std >= 0.0")


def _g(v: float) -> str:
    """A number as PyTorch prints it in messages: 2.0 as 2, 0.5 as 0.5."""
    return str(int(v)) if float(v).is_integer() else str(v)


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


def _random_float_dtype(dtype, op: str):
    dt = _float_dtype(dtype)
    if dt.kind not in "fV":
        _no_random_kernel(op, dt)
    return dt


def _no_random_kernel(op: str, dt) -> None:
    """PyTorch's uniform and normal samplers have no integer or bool kernel."""
    raise NotImplementedError(f"{op}: \"{op}\" not implemented for '{_torch_name(dt)}' "
                              "(only floating-point dtypes are supported)")


def _randint(low, high, size, generator, dtype):
    if low >= high:
        raise ShapeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    return _rng(generator).integers(low, high, _size(size)).astype(dt)


def _like_float_dtype(self, dtype, op: str):
    """The dtype rand_like/randn_like fill. An empty randn_like never reaches PyTorch's
    normal kernel, so it takes any dtype; uniform_ looks for its bounds check's kernel of the
    dtype first (`check_uniform_bounds`), so rand_like refuses an integer dtype when empty too."""
    dt = _np_dtype(dtype) or self.dtype
    if dt.kind not in "fV" and (self.size or op == "rand_like"):
        _no_random_kernel(op, dt)
    return dt


# ---- random samplers (bernoulli, multinomial, normal, randperm and the in-place fills) ----
def _writable(self, op: str) -> None:
    """PyTorch's in-place samplers refuse a `self` whose elements share memory (an expanded
    tensor) before they look for a kernel of its dtype (after checking their parameters): the
    RuntimeError write-back would raise, raised before the dtype refusal."""
    if self.size > 1 and any(st == 0 and n > 1 for st, n in zip(self.strides, self.shape)):
        raise RuntimeError(f"{op}_: unsupported operation: more than one element of the written-to "
                           "tensor refers to a single memory location. Please clone() the tensor "
                           "before performing the operation.")


def _continuous_only(self, op: str):
    """PyTorch's float-only samplers refuse integer and bool tensors (NotImplementedError)."""
    if self.dtype.kind not in "fV":
        raise NotImplementedError(f'"{op}" not implemented for \'{_torch_name(self.dtype)}\'')


def _normal_sample(mean, std, generator, dt, shape=None):
    """mean + std * N(0, 1) at the broadcast shape (or `shape`, for numbers), in the compute
    dtype `dt`."""
    if shape is None:
        shape = np.broadcast_shapes(np.shape(mean), np.shape(std))
    _check_std(std)  # PyTorch checks the values of std before it looks for a kernel of the dtype
    if np.dtype(dt).kind not in "fV" and 0 not in shape:  # empty: PyTorch returns before the kernel
        raise NotImplementedError(f"\"normal_kernel_cpu\" not implemented for '{_torch_name(dt)}'")
    eps = _rng(generator).standard_normal(shape)
    return (mean + std * eps).astype(dt)


def _normal_tensors(mean, std, generator):
    """normal.Tensor_Tensor: PyTorch fills an output of mean's dtype and the broadcast shape,
    then runs output.mul_(std).add_(mean). An integer or bool output is only reached empty (the
    sampling kernel refuses it otherwise), and that in-place product still refuses a std whose
    promotion with it is of a higher category (bool output, int16 std: `result type Short
    can't be cast to the desired output type Bool`)."""
    out = _normal_sample(mean, std, generator, mean.dtype)
    if mean.dtype.kind not in "fV":
        std = np.asarray(std)
        rt = _result_type([mean.dtype, std.dtype] if std.ndim else [mean.dtype],
                          [] if std.ndim else [std.dtype], [])
        if _CATEGORY[rt] > _CATEGORY[mean.dtype]:
            raise RuntimeError(f"result type {_torch_name(rt)} can't be cast to the desired "
                               f"output type {_torch_name(mean.dtype)}")
    return out


def _bernoulli(p, shape, generator, dt):
    return (_rng(generator).random(shape) < p).astype(dt)


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
    if self.dtype.kind not in "fV":
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
        out = _top_keys(keys, num_samples)
    return out.astype(np.int64).reshape(*self.shape[:-1], num_samples)


def _top_keys(keys, m: int):
    """np.argsort(-keys, axis=-1, kind="stable")[:, :m]: each row's m largest keys, ties by
    index. For m small against the row, a partition finds each row's m-th largest key and only
    the keys at or above it are sorted (a full sort of 1M float64 keys: ~0.4 s)."""
    n = keys.shape[-1]
    if m * 8 > n or not keys.size:
        return np.argsort(-keys, axis=-1, kind="stable")[:, :m]
    kth = np.partition(keys, n - m, axis=-1)[:, n - m:n - m + 1]
    rows, cols = np.nonzero(keys >= kth)  # every key above the m-th, and all equal to it
    order = np.lexsort((-keys[rows, cols], rows))  # by row, then key descending, then index
    starts = np.concatenate(([0], np.cumsum(np.bincount(rows, minlength=len(keys)))[:-1]))
    return cols[order][starts[:, None] + np.arange(m)]


def _randperm(n: int, generator, dtype):
    dt = np.dtype(np.int64) if dtype is None else _np_dtype(dtype)
    if dt.kind == "b":
        raise NotImplementedError("\"randperm\" not implemented for 'Bool'")
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    return _rng(generator).permutation(n).astype(dt)
