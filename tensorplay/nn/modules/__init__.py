"""The layers of `tensorplay.nn`."""

from .activation import (
    ELU,
    GELU,
    LeakyReLU,
    LogSoftmax,
    ReLU,
    Sigmoid,
    SiLU,
    Softmax,
    Softplus,
    Tanh,
)
from .batchnorm import BatchNorm1d, BatchNorm2d
from .container import ModuleDict, ModuleList, Sequential
from .conv import Conv2d
from .dropout import Dropout
from .flatten import Flatten, Unflatten
from .linear import Identity, Linear
from .loss import BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, L1Loss, MSELoss, NLLLoss
from .module import Module
from .normalization import LayerNorm
from .paramlist import ParameterDict, ParameterList
from .pooling import AvgPool2d, MaxPool2d
from .rnn import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNBase, RNNCell, RNNCellBase
from .sparse import Embedding

__all__ = [
    "ELU", "GELU", "GRU", "LSTM", "RNN", "AvgPool2d", "BCELoss", "BCEWithLogitsLoss", "BatchNorm1d",
    "BatchNorm2d", "Conv2d", "CrossEntropyLoss", "Dropout", "Embedding", "Flatten", "GRUCell",
    "Identity", "L1Loss", "LSTMCell", "LayerNorm", "LeakyReLU", "Linear", "LogSoftmax", "MSELoss",
    "MaxPool2d", "Module", "ModuleDict", "ModuleList", "NLLLoss", "ParameterDict", "ParameterList",
    "RNNBase", "RNNCell", "RNNCellBase", "ReLU", "Sequential", "SiLU", "Sigmoid", "Softmax",
    "Softplus", "Tanh", "Unflatten",
]
