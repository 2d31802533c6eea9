"""Functions of `tp.nn.functional` written as compositions of tensorplay ops.

Each body uses ops only, so its gradient, forward-mode derivative and batching
rule follow from those ops; nothing here states a derivative.
"""

from __future__ import annotations

from . import (
    activation,
    activation_options,
    attention,
    conv,
    distance,
    loss,
    loss_margin,
    norm,
    padding,
    pooling,
)

FUNCTIONS: dict = {}
for _module in (activation, activation_options, attention, conv, distance, loss, loss_margin, norm, padding,
                pooling):
    FUNCTIONS.update({name: getattr(_module, name) for name in _module.__all__})
