"""RAdam: Adam whose adaptive step is switched on (and rectified) once the variance
estimate is reliable (rho_t > 5); before that, SGD with bias-corrected momentum."""

from __future__ import annotations

import math

import numpy as np

from .adam import _check, _decay_and_moments
from .optimizer import Optimizer, _next_step, switches


def _radam_update(param, grad, state, lr, beta1, beta2, eps, weight_decay, decoupled, maximize):
    g = -grad if maximize else grad
    step = _next_step(state)
    g, m, v = _decay_and_moments(param, g, state, lr, beta1, beta2, weight_decay, decoupled)
    bc2 = 1 - beta2**step
    m_hat = m / (1 - beta1**step)
    rho_inf = 2 / (1 - beta2) - 1
    rho_t = rho_inf - 2 * step * beta2**step / bc2
    if rho_t > 5.0:
        rect = math.sqrt((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t))
        update = m_hat * lr * (math.sqrt(bc2) / (np.sqrt(v) + eps)) * rect
    else:
        update = m_hat * lr
    param -= update.astype(param.dtype, copy=False)


class RAdam(Optimizer):
    def __init__(self, params, lr: float = 1e-3, betas=(0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 0, decoupled_weight_decay: bool = False, *,
                 foreach: bool | None = None, maximize: bool = False, capturable: bool = False,
                 differentiable: bool = False):
        _check(lr, eps, betas, weight_decay)
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps,
                                  "weight_decay": weight_decay,
                                  "decoupled_weight_decay": decoupled_weight_decay,
                                  "maximize": maximize,
                                  **switches(foreach=foreach, capturable=capturable,
                                             differentiable=differentiable)})

    def _update(self, param, grad, state, group):
        b1, b2 = group["betas"]
        _radam_update(param, grad, state, group["lr"], b1, b2, group["eps"], group["weight_decay"],
                      group["decoupled_weight_decay"], group["maximize"])
