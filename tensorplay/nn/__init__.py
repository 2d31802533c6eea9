"""`tensorplay.nn`: layers, losses and `Module`, as in `torch.nn`.

`tp.nn.functional` holds the ops of ops.yaml with the `nn_functional` variant
(conv2d, max_pool2d, batch_norm, cross_entropy and the other losses, ...) and the
functions written by hand as compositions of ops (dropout, pad's modes, ...).
"""

from . import functional, init, utils
from .modules import *  # noqa: F403
from .modules import __all__ as _modules_all
from .parameter import Parameter

__all__ = ["Parameter", "functional", "init", "utils", *_modules_all]
