"""The NumPy helpers only the pointwise ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ...backends import c as _c
from ...core.dtype import result_type
from ..shared.kernels import _checked, _erf, _float_only, _plain_float, _special
from . import gamma as G


def _clamp(x, min, max):
    """Clamp to [min, max]; the result dtype promotes with the bounds (int tensor, float bound
    → default float), as torch.clamp does."""
    if min is None and max is None:
        raise ValueError("At least one of 'min' or 'max' must not be None")
    dt = x.dtype
    if (min is None or _plain_float(min, dt)) and (max is None or _plain_float(max, dt)):
        # a float tensor, finite Python bounds in its range: its dtype, the bounds as they are
        # (NumPy rounds a Python number to the array's dtype, as checked_scalar would)
        return _uclip(x, -_INF if min is None else min, _INF if max is None else max)
    bounds = [b for b in (min, max) if b is not None]
    dt = result_type([x.dtype] if x.ndim else [], [] if x.ndim else [x.dtype], bounds)
    out = x.astype(dt, copy=False)
    lo = None if min is None else _checked(min, dt)
    hi = None if max is None else _checked(max, dt)
    if dt in _CLIP_DTYPES:  # np.clip is one SIMD pass, maximum-then-minimum with a scalar ~4x slower
        return np.asarray(np.clip(out, lo, hi))
    if lo is not None:
        out = np.maximum(out, lo)
    if hi is not None:
        out = np.minimum(out, hi)
    return np.asarray(out, dtype=dt)


# dtypes with a NumPy clip loop; np.clip(x, lo, hi) is minimum(maximum(x, lo), hi), NaN included
_CLIP_DTYPES = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64, np.int8,
                                                np.int16, np.int32, np.int64, np.uint8))


_uclip = np._core.umath.clip  # np.clip's ufunc, without np.clip's Python layers (~1.5 us)
_INF = float("inf")  # an absent bound: x < -inf and x > inf are never true, -0.0 stays


def _via_float32(fn, x):
    """fn(x) computed in float32 and rounded to float16 once when x is float16, as PyTorch's
    CPU kernels compute float16 (NumPy would round after every step of a compound kernel)."""
    if x.dtype == np.float16:
        return fn(x.astype(np.float32)).astype(np.float16)
    return fn(x)


def _erfc(x):
    """1 - erf(x) without the cancellation for large x."""
    return _special("erfc", x)


def _logit(x, eps):
    """log(z / (1 - z)) with z = x clamped to [eps, 1 - eps] when eps is given."""
    z = x if eps is None else np.clip(x, eps, 1 - eps)
    return np.log(z / (1 - z))


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
    """log |Γ(x)| elementwise (tensorplay/ops/pointwise/gamma.py: Stirling, recurrence, series)."""
    return G.lgamma(x)


def _digamma(x):
    """ψ(x) elementwise, PyTorch's algorithm (tensorplay/ops/pointwise/gamma.py)."""
    return G.digamma(x)


def _polygamma(n, x):
    """The n-th derivative of digamma elementwise (tensorplay/ops/pointwise/gamma.py)."""
    if isinstance(n, bool) or not hasattr(n, "__index__"):
        raise TypeError(f"polygamma(): argument 'n' (position 1) must be int, not "
                        f"{type(n).__name__}")
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    return G.polygamma(n, x)


def _copy_to(other, shape, dtype):
    """copy's value: `other` broadcast to `shape` in `dtype`, a new array (no broadcast view
    made when the shapes agree)."""
    if other.shape == shape:
        return other.astype(dtype)
    return np.broadcast_to(other, shape).astype(dtype)


def _c_special(x, kind: int):
    """The C extension's loop of special function `kind` (0 i0, 1 i1: tensorplay/_C/tp_special.h,
    the NumPy kernel's algorithm) on a float32/float64 array, at any size; None without it."""
    ops = _c.OPS
    return None if ops is None else ops.special(x, kind)


def _arc(x, kind: int, numpy_fn):
    """asin (kind 2), acos (3), atan (4): libm's functions in the C extension's loop, vectorized
    by libmvec (NumPy's float32 loops call the scalar ones: ~5x PyTorch's time at 1M), from
    4096 elements; below, or without the extension, NumPy's."""
    out = _c_special(x, kind) if x.size >= 4096 else None
    return numpy_fn(x) if out is None else out


def _i0(x):
    """The modified Bessel function I_0 elementwise (NumPy's np.i0, Cephes' algorithm: ~60
    NumPy passes, so the C loop when there is one)."""
    out = _c_special(x, 0)
    return np.asarray(np.i0(x)).astype(x.dtype, copy=False) if out is None else out


def _i1(x):
    """The modified Bessel function I_1 elementwise (tensorplay/ops/pointwise/gamma.py, or its
    C loop)."""
    out = _c_special(x, 1)
    return G.i1(x) if out is None else out


def _nan_to_num(x, nan, posinf, neginf):
    """np.nan_to_num's result, for float32/float64 with the default infinities in two passes
    instead of four: one clip (±inf to the largest finite values, NaN kept), then whether there
    is a NaN (NaN-propagating minimum: one vectorised read, no bool array; isnan + any took 1.6x
    as long at 1M float32), and the NaN positions written only if there are any."""
    nan = 0.0 if nan is None else nan
    if x.dtype not in (np.float32, np.float64) or posinf is not None or neginf is not None:
        return np.nan_to_num(x, nan=nan, posinf=posinf, neginf=neginf)
    info = np.finfo(x.dtype)
    out = np.asarray(x.clip(info.min, info.max))  # the method: np.clip's wrapper costs ~2 us
    if out.size:
        least = np.minimum.reduce(out, axis=None)
        if least != least:  # NaN
            np.copyto(out, nan, where=np.isnan(out))
    return out
