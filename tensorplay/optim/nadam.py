"""NAdam: Adam with Nesterov momentum (Dozat), with PyTorch's momentum-decay schedule."""

from __future__ import annotations

import numpy as np

from ..core.tensor import Tensor
from .adam import _check, _decay_and_moments
from .optimizer import Optimizer, _next_step, switches


def _nadam_update(param, grad, state, lr, beta1, beta2, eps, weight_decay, momentum_decay,
                  decoupled, maximize):
    """mu_t = b1 (1 - 0.96^(t psi) / 2); the step mixes the current gradient (weight
    (1 - mu_t) / (1 - prod mu)) and the momentum (weight mu_{t+1} / (1 - prod mu * mu_{t+1})),
    both over sqrt(v / (1 - b2^t)) + eps."""
    g = -grad if maximize else grad
    step = _next_step(state)
    g, m, v = _decay_and_moments(param, g, state, lr, beta1, beta2, weight_decay, decoupled)
    mu = beta1 * (1.0 - 0.5 * 0.96 ** (step * momentum_decay))
    mu_next = beta1 * (1.0 - 0.5 * 0.96 ** ((step + 1) * momentum_decay))
    prod = state.get("mu_product")
    if prod is None:  # kept in float32, like the step count, as PyTorch does
        prod = state["mu_product"] = Tensor._make(np.ones((), dtype=np.float32))
    prod._data *= mu
    mu_product = float(prod._data)
    denom = np.sqrt(v / (1 - beta2**step)) + eps
    param -= (lr * (1.0 - mu) / (1.0 - mu_product) * g / denom).astype(param.dtype, copy=False)
    param -= (lr * mu_next / (1.0 - mu_product * mu_next) * m / denom).astype(param.dtype, copy=False)


class NAdam(Optimizer):
    def __init__(self, params, lr: float = 2e-3, betas=(0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 0, momentum_decay: float = 4e-3,
                 decoupled_weight_decay: bool = False, *, foreach: bool | None = None,
                 maximize: bool = False, capturable: bool = False, differentiable: bool = False):
        _check(lr, eps, betas, weight_decay)
        if momentum_decay < 0.0:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}")
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps,
                                  "weight_decay": weight_decay, "momentum_decay": momentum_decay,
                                  "decoupled_weight_decay": decoupled_weight_decay,
                                  "maximize": maximize,
                                  **switches(foreach=foreach, capturable=capturable,
                                             differentiable=differentiable)})

    def _update(self, param, grad, state, group):
        b1, b2 = group["betas"]
        _nadam_update(param, grad, state, group["lr"], b1, b2, group["eps"], group["weight_decay"],
                      group["momentum_decay"], group["decoupled_weight_decay"], group["maximize"])
