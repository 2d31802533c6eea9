"""Adadelta: steps scaled by the ratio of running RMS of past updates to that of gradients."""

from __future__ import annotations

import numpy as np

from .optimizer import Optimizer, _buffer, _next_step, switches


def _adadelta_update(param, grad, state, lr, rho, eps, weight_decay, maximize):
    """v <- rho v + (1 - rho) g^2; d = sqrt(u + eps) / sqrt(v + eps) * g;
    u <- rho u + (1 - rho) d^2; p <- p - lr d."""
    g = -grad if maximize else grad
    if weight_decay:
        g = g + weight_decay * param
    _next_step(state)
    v = _buffer(state, "square_avg", param)
    u = _buffer(state, "acc_delta", param)
    v *= rho
    v += (1 - rho) * g * g
    delta = np.sqrt(u + eps) / np.sqrt(v + eps) * g
    u *= rho
    u += (1 - rho) * delta * delta
    param -= (lr * delta).astype(param.dtype, copy=False)


class Adadelta(Optimizer):
    def __init__(self, params, lr: float = 1.0, rho: float = 0.9, eps: float = 1e-6,
                 weight_decay: float = 0, foreach: bool | None = None, *,
                 capturable: bool = False, maximize: bool = False, differentiable: bool = False):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        if eps < 0.0:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        super().__init__(params, {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay,
                                  "maximize": maximize,
                                  **switches(foreach=foreach, capturable=capturable,
                                             differentiable=differentiable)})

    def _update(self, param, grad, state, group):
        _adadelta_update(param, grad, state, group["lr"], group["rho"], group["eps"],
                         group["weight_decay"], group["maximize"])
