"""`tensorplay.optim.lr_scheduler`: learning-rate schedules, as in `torch.optim.lr_scheduler`.

Each scheduler computes the next learning rate from the current one (the "chainable"
form, so two schedulers on one optimizer compose); `step(epoch)` with an explicit epoch
uses the closed form where one exists.
"""

from ._base import LRScheduler, _LRScheduler
from .cosine import CosineAnnealingLR, CosineAnnealingWarmRestarts, OneCycleLR
from .multiplicative import (
    ConstantLR,
    ExponentialLR,
    LambdaLR,
    LinearLR,
    MultiplicativeLR,
    MultiStepLR,
    PolynomialLR,
    StepLR,
)
from .plateau import ReduceLROnPlateau
from .sequence import ChainedScheduler, SequentialLR

__all__ = [
    "ChainedScheduler", "ConstantLR", "CosineAnnealingLR", "CosineAnnealingWarmRestarts",
    "ExponentialLR", "LRScheduler", "LambdaLR", "LinearLR", "MultiStepLR", "MultiplicativeLR",
    "OneCycleLR", "PolynomialLR", "ReduceLROnPlateau", "SequentialLR", "StepLR", "_LRScheduler",
]
