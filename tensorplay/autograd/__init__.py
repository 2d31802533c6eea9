"""Reverse-mode automatic differentiation: the tape, the engine and its controls."""

from . import forward_ad
from .engine import backward, grad
from .grad_mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from .gradcheck import gradcheck, gradgradcheck
from .graph import Node

__all__ = ["Node", "backward", "enable_grad", "forward_ad", "grad", "gradcheck", "gradgradcheck",
           "is_grad_enabled", "no_grad", "set_grad_enabled"]
