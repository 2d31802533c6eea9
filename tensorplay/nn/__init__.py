"""`tensorplay.nn`: layers, losses and `Module`, as in `torch.nn`.

`tp.nn.functional` holds the ops of ops.yaml with the `nn_functional` variant
(conv2d, max_pool2d, batch_norm, cross_entropy, ...) plus `dropout`, a composite
over the `native_dropout` op.
"""

try:
    from . import functional
except ImportError:  # pragma: no cover - nn/functional.py lands with the ops-index-linalg-nn branch
    functional = None
from . import init
from ._composite import install as _install_composites
from .modules import *  # noqa: F403
from .modules import __all__ as _modules_all
from .parameter import Parameter

if functional is not None:
    _install_composites(functional)

__all__ = ["Parameter", "functional", "init", *_modules_all]
