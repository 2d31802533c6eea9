"""Adagrad: per-coordinate steps shrink with the running sum of squared gradients."""

from __future__ import annotations

import numpy as np

from ..core.tensor import Tensor
from .optimizer import Optimizer, _next_step, switches


def _adagrad_update(param, grad, state, lr, lr_decay, weight_decay, eps, maximize):
    """sum <- sum + g^2; p <- p - lr / (1 + (t - 1) lr_decay) * g / (sqrt(sum) + eps)."""
    g = -grad if maximize else grad
    if weight_decay:
        g = g + weight_decay * param
    step = _next_step(state)
    clr = lr / (1 + (step - 1) * lr_decay)
    acc = state["sum"]._data
    acc += g * g
    param -= (clr * g / (np.sqrt(acc) + eps)).astype(param.dtype, copy=False)


class Adagrad(Optimizer):
    def __init__(self, params, lr: float = 1e-2, lr_decay: float = 0, weight_decay: float = 0,
                 initial_accumulator_value: float = 0, eps: float = 1e-10,
                 foreach: bool | None = None, *, maximize: bool = False,
                 differentiable: bool = False, fused: bool | None = None):
        for name, v in (("learning rate", lr), ("lr_decay value", lr_decay),
                        ("weight_decay value", weight_decay),
                        ("initial_accumulator_value value", initial_accumulator_value),
                        ("epsilon value", eps)):
            if v < 0.0:
                raise ValueError(f"Invalid {name}: {v}")
        super().__init__(params, {"lr": lr, "lr_decay": lr_decay, "eps": eps,
                                  "weight_decay": weight_decay,
                                  "initial_accumulator_value": initial_accumulator_value,
                                  "maximize": maximize,
                                  **switches(foreach=foreach, differentiable=differentiable,
                                             fused=fused)})
        # As in PyTorch, the state exists from construction (the accumulator starts at
        # initial_accumulator_value, not at zero), so state_dict() is complete before a step.
        for group in self.param_groups:
            for p in group["params"]:
                self.state[p] = {
                    "step": Tensor._make(np.zeros((), dtype=np.float32)),
                    "sum": Tensor._make(np.full_like(p._data, group["initial_accumulator_value"])),
                }

    def _update(self, param, grad, state, group):
        if "sum" not in state:  # a parameter added by add_param_group after construction
            state["sum"] = Tensor._make(np.full_like(param, group["initial_accumulator_value"]))
        _adagrad_update(param, grad, state, group["lr"], group["lr_decay"], group["weight_decay"],
                        group["eps"], group["maximize"])
