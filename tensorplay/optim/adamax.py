"""Adamax: Adam with the infinity norm (a running max of |g|) in place of the RMS."""

from __future__ import annotations

import numpy as np

from .adam import _check
from .optimizer import Optimizer, _buffer, _next_step, switches


def _adamax_update(param, grad, state, lr, beta1, beta2, eps, weight_decay, maximize):
    """m <- b1 m + (1 - b1) g; u <- max(b2 u, |g| + eps); p <- p - lr / (1 - b1^t) * m / u."""
    g = -grad if maximize else grad
    if weight_decay:
        g = g + weight_decay * param
    step = _next_step(state)
    m = _buffer(state, "exp_avg", param)
    u = _buffer(state, "exp_inf", param)
    m += (1 - beta1) * (g - m)
    u *= beta2
    np.maximum(u, np.abs(g) + eps, out=u)
    param -= ((lr / (1 - beta1**step)) * m / u).astype(param.dtype, copy=False)


class Adamax(Optimizer):
    def __init__(self, params, lr: float = 2e-3, betas=(0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 0, foreach: bool | None = None, *, maximize: bool = False,
                 differentiable: bool = False, capturable: bool = False):
        _check(lr, eps, betas, weight_decay)
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps,
                                  "weight_decay": weight_decay, "maximize": maximize,
                                  **switches(foreach=foreach, differentiable=differentiable,
                                             capturable=capturable)})

    def _update(self, param, grad, state, group):
        b1, b2 = group["betas"]
        _adamax_update(param, grad, state, group["lr"], b1, b2, group["eps"],
                       group["weight_decay"], group["maximize"])
