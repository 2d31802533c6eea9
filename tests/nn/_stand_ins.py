"""Stand-ins for ops that other branches add (relu, log_softmax, cross_entropy, ...),
written as compositions of ops this branch has, so the nn tests and the end-to-end
training runs before those land. `install()` only fills names that are missing:
once the real ops are merged, the real ones are used and this file can go.

Waits on: relu, tanh (ops-pointwise); log_softmax, cross_entropy, nll_loss,
mse_loss, nn/functional.py (ops-index-linalg-nn).
"""

from __future__ import annotations

import sys
import types

import numpy as np

import tensorplay as tp
from tensorplay._generated import ops as _ops


def _const(x, arr):
    return tp.Tensor._make(arr.astype(x._data.dtype))


def relu(input):
    return input * _const(input, input._data > 0)


def tanh(input):
    e = _ops.exp(input * -2.0)
    return (-e + 1.0) / (e + 1.0)


def log_softmax(input, dim=None, dtype=None):
    m = _const(input, input._data.max(axis=dim, keepdims=True))
    shifted = input - m
    return shifted - _ops.log(_ops.sum(_ops.exp(shifted), [dim], keepdim=True))


def softmax(input, dim=None, dtype=None):
    return _ops.exp(log_softmax(input, dim))


def nll_loss(input, target, weight=None, ignore_index=-100, reduction="mean"):
    picked = input[np.arange(input.shape[0]), target._data]
    if reduction == "none":
        return -picked
    return -_ops.mean(picked) if reduction == "mean" else -_ops.sum(picked)


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    return nll_loss(log_softmax(input, 1), target, reduction=reduction)


def mse_loss(input, target, reduction="mean"):
    d = input - target
    return tp.nn.modules._util.ops().mean(d * d) if reduction == "mean" else _ops.sum(d * d)


_NAMES = {"relu": relu, "tanh": tanh, "log_softmax": log_softmax, "softmax": softmax,
          "nll_loss": nll_loss, "cross_entropy": cross_entropy, "mse_loss": mse_loss}
MISSING = sorted(n for n in _NAMES if not hasattr(tp, n))


def install() -> None:
    import tensorplay.nn as nn

    if nn.functional is None:
        mod = types.ModuleType("tensorplay.nn.functional")
        mod.__dict__.update(_ops.NN_FUNCTIONAL)
        sys.modules["tensorplay.nn.functional"] = mod
        nn.functional = mod
        from tensorplay.nn._composite import install as add_composites

        add_composites(mod)
    for name, f in _NAMES.items():
        if not hasattr(nn.functional, name) and not hasattr(tp, name):
            setattr(nn.functional, name, f)
