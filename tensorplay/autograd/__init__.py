"""Reverse-mode automatic differentiation: the tape, the engine and its controls."""

from . import anomaly_mode, engine, forward_ad, function  # noqa: F401 - engine installs Tensor.backward
from ._legacy_function import InplaceFunction, NestedIOFunction, traceable
from .anomaly_mode import (
                           detect_anomaly,
                           is_anomaly_check_nan_enabled,
                           is_anomaly_enabled,
                           set_detect_anomaly,
)
from .engine import backward, grad
from .function import Function, FunctionCtx, once_differentiable
from .grad_mode import enable_grad, inference_mode, is_grad_enabled, no_grad, set_grad_enabled
from .gradcheck import gradcheck, gradgradcheck
from .graph import Node

# PyTorch keeps its compatibility classes in `autograd.function`: so does tensorplay's namespace.
function.InplaceFunction, function.NestedIOFunction, function.traceable = (
    InplaceFunction, NestedIOFunction, traceable)

# `functional` (tensorplay/autograd/functional.py) is imported by tensorplay/__init__.py once
# the ops exist.
__all__ = ["Function", "FunctionCtx", "NestedIOFunction", "Node", "anomaly_mode", "backward",
           "detect_anomaly", "enable_grad", "forward_ad", "function", "functional", "grad",
           "gradcheck", "gradgradcheck", "inference_mode", "is_anomaly_check_nan_enabled",
           "is_anomaly_enabled", "is_grad_enabled", "no_grad", "once_differentiable",
           "set_detect_anomaly", "set_grad_enabled"]
