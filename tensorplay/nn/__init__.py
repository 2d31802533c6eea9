"""`tensorplay.nn`: layers, losses and `Module`, as in `torch.nn`.

`tp.nn.functional` holds the ops of ops.yaml with the `nn_functional` variant
(conv2d, max_pool2d, batch_norm, cross_entropy, ...) plus `dropout`, a composite
over the `native_dropout` op.
"""

from . import functional, init, utils
from ._composite import install as _install_composites
from .modules import *  # noqa: F403
from .modules import __all__ as _modules_all
from .parameter import Parameter

_install_composites(functional)

__all__ = ["Parameter", "functional", "init", "utils", *_modules_all]
