"""Adam and AdamW."""

from __future__ import annotations

import math

import numpy as np

from ..backends import c as _c
from .optimizer import Optimizer, _buffer, _c_step_ok, _next_step, switches


def _adam_update(param, grad, state, lr, beta1, beta2, eps, weight_decay, amsgrad, maximize,
                 decoupled):
    """Adam (weight decay added to the gradient) or AdamW (decoupled: θ ← θ(1 - γλ) first).
    One fused C pass (tensorplay.backends.c.adam_step) when the arrays qualify."""
    if _c_step_ok(param, grad):
        step = _next_step(state)
        m = _buffer(state, "exp_avg", param)
        v = _buffer(state, "exp_avg_sq", param)
        vmax = _buffer(state, "max_exp_avg_sq", param) if amsgrad else None
        _c.adam_step(param, grad, m, v, vmax, step=step, lr=lr, beta1=beta1, beta2=beta2, eps=eps,
                     weight_decay=weight_decay, decoupled=decoupled, maximize=maximize)
        return
    g = -grad if maximize else grad
    if weight_decay:
        if decoupled:
            param *= 1 - lr * weight_decay
        else:
            g = g + weight_decay * param
    step = _next_step(state)
    m = _buffer(state, "exp_avg", param)
    v = _buffer(state, "exp_avg_sq", param)
    m *= beta1
    m += (1 - beta1) * g
    v *= beta2
    v += (1 - beta2) * g * g
    bc1 = 1 - beta1**step
    bc2 = 1 - beta2**step
    if amsgrad:
        vmax = _buffer(state, "max_exp_avg_sq", param)
        np.maximum(vmax, v, out=vmax)
        denom = np.sqrt(vmax) / math.sqrt(bc2) + eps
    else:
        denom = np.sqrt(v) / math.sqrt(bc2) + eps
    param -= ((lr / bc1) * m / denom).astype(param.dtype, copy=False)


def _decay_and_moments(param, g, state, lr, beta1, beta2, weight_decay, decoupled):
    """The step shared by the Adam family: weight decay (decoupled: θ ← θ(1 - γλ); else
    g ← g + λθ), then m ← β1 m + (1 - β1) g and v ← β2 v + (1 - β2) g². Returns (g, m, v)."""
    if weight_decay:
        if decoupled:
            param *= 1 - lr * weight_decay
        else:
            g = g + weight_decay * param
    m = _buffer(state, "exp_avg", param)
    v = _buffer(state, "exp_avg_sq", param)
    m += (1 - beta1) * (g - m)
    v *= beta2
    v += (1 - beta2) * g * g
    return g, m, v


def _check(lr, eps, betas, weight_decay):
    if lr < 0.0:
        raise ValueError(f"Invalid learning rate: {lr}")
    if eps < 0.0:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= betas[0] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
    if not 0.0 <= betas[1] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
    if weight_decay < 0.0:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


class Adam(Optimizer):
    """Adam; with decoupled_weight_decay=True it is AdamW."""

    def __init__(self, params, lr: float = 1e-3, betas=(0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 0, amsgrad: bool = False, *, foreach: bool | None = None,
                 maximize: bool = False, capturable: bool = False, differentiable: bool = False,
                 fused: bool | None = None, decoupled_weight_decay: bool = False):
        _check(lr, eps, betas, weight_decay)
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps,
                                  "weight_decay": weight_decay, "amsgrad": amsgrad,
                                  "maximize": maximize,
                                  **switches(foreach=foreach, capturable=capturable,
                                             differentiable=differentiable, fused=fused),
                                  "decoupled_weight_decay": decoupled_weight_decay})

    def _update(self, param, grad, state, group):
        b1, b2 = group["betas"]
        _adam_update(param, grad, state, group["lr"], b1, b2, group["eps"], group["weight_decay"],
                     group["amsgrad"], group["maximize"], group["decoupled_weight_decay"])


class AdamW(Adam):
    """Adam with decoupled weight decay (default 1e-2): θ ← θ - γλθ before the Adam step."""

    def __init__(self, params, lr: float = 1e-3, betas=(0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 1e-2, amsgrad: bool = False, *, maximize: bool = False,
                 foreach: bool | None = None, capturable: bool = False,
                 differentiable: bool = False, fused: bool | None = None):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach,
                         maximize=maximize, capturable=capturable, differentiable=differentiable,
                         fused=fused, decoupled_weight_decay=True)
