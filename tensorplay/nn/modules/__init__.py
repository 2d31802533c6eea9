"""The layers of `tensorplay.nn`."""

from .activation import GELU, LogSoftmax, ReLU, Sigmoid, SiLU, Softmax, Tanh
from .batchnorm import BatchNorm1d, BatchNorm2d
from .container import ModuleDict, ModuleList, Sequential
from .conv import Conv2d
from .dropout import Dropout
from .flatten import Flatten
from .linear import Identity, Linear
from .loss import BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, L1Loss, MSELoss, NLLLoss
from .module import Module
from .normalization import LayerNorm
from .pooling import AvgPool2d, MaxPool2d
from .sparse import Embedding

__all__ = [
    "GELU", "AvgPool2d", "BCELoss", "BCEWithLogitsLoss", "BatchNorm1d", "BatchNorm2d", "Conv2d",
    "CrossEntropyLoss", "Dropout", "Embedding", "Flatten", "Identity", "L1Loss", "LayerNorm",
    "Linear", "LogSoftmax", "MSELoss", "MaxPool2d", "Module", "ModuleDict", "ModuleList",
    "NLLLoss", "ReLU", "Sequential", "SiLU", "Sigmoid", "Softmax", "Tanh",
]
