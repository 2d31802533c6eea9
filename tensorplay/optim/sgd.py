"""Stochastic gradient descent, optionally with momentum (PyTorch's formulation)."""

from __future__ import annotations

import numpy as np

from ..backends import c as _c
from ..core.tensor import Tensor
from .optimizer import Optimizer, _c_step_ok, required, switches


def _sgd_update(param, grad, state, lr, momentum, dampening, weight_decay, nesterov, maximize):
    """g <- (-)grad + wd p; b <- g on the first step, else mu b + (1 - dampening) g;
    g <- g + mu b (nesterov) or b; p <- p - lr g. One fused C pass
    (tensorplay.backends.c.sgd_step) when the arrays qualify."""
    if _c_step_ok(param, grad):
        buf, first = None, False
        if momentum:
            t = state.get("momentum_buffer")
            first = t is None
            if first:
                t = state["momentum_buffer"] = Tensor._make(np.empty_like(param))
            buf = t._data
        _c.sgd_step(param, grad, buf, lr=lr, momentum=momentum, dampening=dampening,
                    weight_decay=weight_decay, nesterov=nesterov, maximize=maximize,
                    first_step=first)
        return
    g = -grad if maximize else grad
    if weight_decay:
        g = g + weight_decay * param
    if momentum:
        buf = state.get("momentum_buffer")
        if buf is None:
            buf = state["momentum_buffer"] = Tensor._make(np.array(g, dtype=param.dtype, copy=True))
        else:
            buf._data *= momentum
            buf._data += (1 - dampening) * g
        g = g + momentum * buf._data if nesterov else buf._data
    param -= (lr * g).astype(param.dtype, copy=False)


class SGD(Optimizer):
    def __init__(self, params, lr=1e-3, momentum: float = 0, dampening: float = 0,
                 weight_decay: float = 0, nesterov: bool = False, *, maximize: bool = False,
                 foreach: bool | None = None, differentiable: bool = False,
                 fused: bool | None = None):
        if lr is not required and lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, {"lr": lr, "momentum": momentum, "dampening": dampening,
                                  "weight_decay": weight_decay, "nesterov": nesterov,
                                  "maximize": maximize,
                                  **switches(foreach=foreach, differentiable=differentiable,
                                             fused=fused)})

    def _update(self, param, grad, state, group):
        _sgd_update(param, grad, state, group["lr"], group["momentum"], group["dampening"],
                    group["weight_decay"], group["nesterov"], group["maximize"])
