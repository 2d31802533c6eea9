"""The formula helpers only the pointwise ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

import numpy as np

from ...autograd import is_grad_enabled
from ...core import optable as _ops


# ---- pointwise and special functions ---------------------------------------------------------
def sinc_backward(grad, x):
    """PyTorch's sinc_backward: grad * (pi x cos(pi x) - sin(pi x)) / (pi x^2), in its order of
    operations, and 0 where pi x^2 is 0 (whose second derivative is then NaN, as PyTorch's)."""
    x_pi = x * 3.141592653589793
    sq = x * x * 3.141592653589793
    out = grad * (x_pi * _ops.cos(x_pi) - _ops.sin(x_pi)) / sq
    return _ops.where(sq == 0.0, 0.0, out)


def logit_backward(grad, x, eps):
    """grad / (x (1 - x)) inside logit's domain [0, 1] and NaN outside it (also where x is NaN:
    every comparison is false); with eps, the gradient inside [eps, 1 - eps] and zero outside
    it, where logit is constant. The constant branch has no derivative, so the second
    derivative is 0 there, as PyTorch's infinitely_differentiable_logit_backward (grad mode:
    create_graph, func.grad), which gives a NaN x 0; PyTorch's logit_backward kernel (grad mode
    off) tests x < eps or x > 1 - eps instead, so a NaN x gets NaN."""
    g = grad / (x * (1 - x))
    if eps is None:
        return _ops.where(_ops.logical_and(x >= 0, x <= 1), g, float("nan"))
    if not is_grad_enabled():
        return _ops.where(_ops.logical_or(x < eps, x > 1 - eps), 0.0, g)
    return _ops.where(_ops.logical_and(x >= eps, x <= 1 - eps), g, 0.0)


def clamp_grad(grad, x, lo, hi, which: int):
    """The gradient of clamp.Tensor's input `which` (0 self, 1 min, 2 max),
    PyTorch's clamp_backward / clamp_backward_min_max: self where min <= x <= max, min where
    x < min < max, max where x > max or max < min (a comparison with NaN is false: a NaN min
    still lets max take the gradient where x > max). In the result's shape (the caller sums
    it back to the input's)."""
    if which == 0:
        keep = None if lo is None else x >= lo
        if hi is not None:
            keep = x <= hi if keep is None else _ops.logical_and(keep, x <= hi)
    elif which == 1:
        keep = x < lo if hi is None else _ops.logical_and(x < lo, lo < hi)
    else:
        keep = x > hi if lo is None else _ops.logical_or(x > hi, hi < lo)
    return _ops.where(keep, grad, 0.0)


def clamp_jvp(x, x_t, lo, lo_t, hi, hi_t):
    """PyTorch's clamp_jvp: max's tangent where min > max, else min's where x < min, max's where
    x > max, x's elsewhere; a missing tangent is zero."""
    zero = _ops.zeros_like(next(t for t in (x_t, lo_t, hi_t) if t is not None))
    x_t, lo_t, hi_t = (zero if t is None else t for t in (x_t, lo_t, hi_t))
    if lo is not None and hi is not None:
        return _ops.where(lo > hi, hi_t, _ops.where(x < lo, lo_t, _ops.where(x > hi, hi_t, x_t)))
    if lo is not None:
        return _ops.where(x > lo, x_t, lo_t)
    return _ops.where(x < hi, x_t, hi_t)


def bessel_i1_derivative(x):
    """d/dx I_1(x) = I_0(x) - I_1(x) / x, as PyTorch's i1_backward: 1/2 where not |x| > eps
    (x = 0, and NaN), computed on x replaced by eps there (no 0/0 in either pass)."""
    dt = x._np_dtype if x._np_dtype.kind == "f" else np.dtype(np.float64)
    eps = float(np.finfo(dt).eps)
    big = _ops.abs(x) > eps
    safe = _ops.where(big, x, eps)
    return _ops.where(big, _ops.i0(safe) - _ops.special_i1(safe) / safe, 0.5)
