"""`Parameter`: a tensor that a `Module` registers as trainable."""

from __future__ import annotations

import numpy as np

from .._tensor import Tensor


class Parameter(Tensor):
    """A leaf tensor that requires grad (by default) and that `Module.__setattr__` registers."""

    def __new__(cls, data=None, requires_grad: bool = True):
        if data is None:
            arr = np.zeros((0,), dtype=np.float32)
        elif isinstance(data, Tensor):
            arr = data._data
        else:
            arr = np.asarray(data)
        t = Tensor._make.__func__(cls, arr)
        if requires_grad:
            t.requires_grad_(True)
        return t

    def __init__(self, data=None, requires_grad: bool = True):
        pass

    def __repr__(self) -> str:
        return "Parameter containing:\n" + super().__repr__()

    def __deepcopy__(self, memo):
        p = Parameter(self._data.copy(), self._requires_grad)
        if self.grad is not None:
            p.grad = Tensor._make(self.grad._data.copy())
        memo[id(self)] = p
        return p
