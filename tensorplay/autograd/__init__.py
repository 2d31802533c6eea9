"""Reverse-mode automatic differentiation: the tape, the engine and its controls."""

from . import function
from .engine import backward, grad
from .function import Function, FunctionCtx, NestedIOFunction, once_differentiable
from .grad_mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from .gradcheck import gradcheck, gradgradcheck
from .graph import Node

__all__ = ["Function", "FunctionCtx", "NestedIOFunction", "Node", "backward", "enable_grad",
           "function", "grad", "gradcheck", "gradgradcheck", "is_grad_enabled", "no_grad",
           "once_differentiable", "set_grad_enabled"]
