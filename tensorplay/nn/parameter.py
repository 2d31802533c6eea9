"""`Parameter`: a tensor that a `Module` registers as trainable."""

from __future__ import annotations

import numpy as np

from ..core.meta import MetaArray
from ..core.tensor import PLAIN, Tensor
from ..io.deepcopy import copy_tensor


class Parameter(Tensor):
    """A leaf tensor that requires grad (by default) and that `Module.__setattr__` registers."""

    def __new__(cls, data=None, requires_grad: bool = True):
        if data is None:
            arr = np.zeros((0,), dtype=np.float32)
        elif isinstance(data, Tensor):
            arr = data._data
        else:
            arr = data if data.__class__ is MetaArray else np.asarray(data)  # a meta parameter
        t = Tensor._make.__func__(cls, arr)
        if requires_grad:
            t._set_requires_grad(True)
        return t

    def __init__(self, data=None, requires_grad: bool = True):
        pass

    def __repr__(self) -> str:
        return "Parameter containing:\n" + super().__repr__()

    def __deepcopy__(self, memo):
        """A new Parameter with a copy of the data and the same requires_grad; as in PyTorch,
        the gradient is not copied."""
        if id(self) in memo:
            return memo[id(self)]
        return copy_tensor(self, memo)


PLAIN.add(Parameter)  # a Parameter is a plain tensor to the fast paths
