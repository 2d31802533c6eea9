"""Gradient clipping: rescale (clip_grad_norm_) or clamp (clip_grad_value_) the `.grad` of
parameters in place, between backward() and the optimizer step."""

from __future__ import annotations

import math

import numpy as np

from ...core.tensor import Tensor


def _grads(parameters) -> list[Tensor]:
    if isinstance(parameters, Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if p.grad is not None]


def _norm(a: np.ndarray, norm_type: float) -> float:
    a = np.abs(a.astype(np.float64, copy=False)).ravel()
    if norm_type == math.inf:
        return float(a.max()) if a.size else 0.0
    if norm_type == 0:
        return float(np.count_nonzero(a))
    return float(np.sum(a**norm_type) ** (1.0 / norm_type))


def clip_grad_norm_(parameters, max_norm: float, norm_type: float = 2.0,
                    error_if_nonfinite: bool = False, foreach=None) -> Tensor:
    """Scale all gradients by min(1, max_norm / (total_norm + 1e-6)), where total_norm is
    the norm_type-norm of the per-parameter norms (as if all gradients were one vector).
    Returns total_norm as a 0-d tensor."""
    grads = _grads(parameters)
    norm_type = float(norm_type)
    if not grads:
        return Tensor._make(np.array(0.0, dtype=np.float32))
    dtype = grads[0]._data.dtype
    norms = np.array([_norm(g._data, norm_type) for g in grads])
    total = float(norms.max()) if norm_type == math.inf else _norm(norms, norm_type)
    total = float(np.asarray(total, dtype=dtype))
    if error_if_nonfinite and not math.isfinite(total):
        raise RuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is "
                           "non-finite, so it cannot be clipped. To disable this error and scale the "
                           "gradients by the non-finite norm anyway, set "
                           "`error_if_nonfinite=False`")
    coef = min(float(max_norm) / (total + 1e-6), 1.0)
    for g in grads:
        g._data *= np.asarray(coef, dtype=g._data.dtype)
        g._version[0] += 1
    return Tensor._make(np.array(total, dtype=dtype))


def clip_grad_value_(parameters, clip_value: float, foreach=None) -> None:
    """Clamp every gradient element into [-clip_value, clip_value]."""
    v = float(clip_value)
    for g in _grads(parameters):
        np.clip(g._data, -v, v, out=g._data)
        g._version[0] += 1
