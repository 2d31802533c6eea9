"""RMSprop."""

from __future__ import annotations

import numpy as np

from .optimizer import Optimizer, _buffer, _next_step, switches


def _rmsprop_update(param, grad, state, lr, alpha, eps, weight_decay, momentum, centered, maximize):
    """v <- alpha v + (1 - alpha) g^2; centered: g_avg <- alpha g_avg + (1 - alpha) g and
    v' = v - g_avg^2; momentum: b <- mu b + g / (sqrt(v') + eps), p <- p - lr b; else
    p <- p - lr g / (sqrt(v') + eps)."""
    g = -grad if maximize else grad
    if weight_decay:
        g = g + weight_decay * param
    _next_step(state)
    v = _buffer(state, "square_avg", param)
    v *= alpha
    v += (1 - alpha) * g * g
    if centered:
        ga = _buffer(state, "grad_avg", param)
        ga *= alpha
        ga += (1 - alpha) * g
        avg = np.sqrt(v - ga * ga) + eps
    else:
        avg = np.sqrt(v) + eps
    if momentum > 0:
        buf = _buffer(state, "momentum_buffer", param)
        buf *= momentum
        buf += g / avg
        param -= (lr * buf).astype(param.dtype, copy=False)
    else:
        param -= (lr * g / avg).astype(param.dtype, copy=False)


class RMSprop(Optimizer):
    def __init__(self, params, lr: float = 1e-2, alpha: float = 0.99, eps: float = 1e-8,
                 weight_decay: float = 0, momentum: float = 0, centered: bool = False,
                 capturable: bool = False, foreach: bool | None = None, maximize: bool = False,
                 differentiable: bool = False):
        for name, v in (("learning rate", lr), ("epsilon value", eps), ("momentum value", momentum),
                        ("weight_decay value", weight_decay), ("alpha value", alpha)):
            if v < 0.0:
                raise ValueError(f"Invalid {name}: {v}")
        super().__init__(params, {"lr": lr, "alpha": alpha, "eps": eps, "weight_decay": weight_decay,
                                  "momentum": momentum, "centered": centered, "maximize": maximize,
                                  **switches(foreach=foreach, capturable=capturable,
                                             differentiable=differentiable)})

    def _update(self, param, grad, state, group):
        _rmsprop_update(param, grad, state, group["lr"], group["alpha"], group["eps"],
                        group["weight_decay"], group["momentum"], group["centered"],
                        group["maximize"])
