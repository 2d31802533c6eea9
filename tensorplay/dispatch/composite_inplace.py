"""In-place variants of composite ops (`x.absolute_()`, `x.clip_(0, 1)`).

A composite has no kernel to run in place: its body computes the new value out of place, from
a snapshot of `self` when autograd may record (so the graph keeps the old value, as a
primitive's in-place op does), and `copy_` writes it into `self` — which bumps the version
counter and makes `self` take over the result's history, under every transform too. As in
PyTorch, the result must fit `self`: a float result is not written into an integer tensor,
and it does not broadcast `self` to a larger shape.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..autograd import grad_mode
from ..core.tensor import Tensor
from .inplace import _category, _name, check_out


def composite_inplace(self: Tensor, compute: Callable[[Tensor], Tensor], name: str,
                      others: tuple = ()) -> Tensor:
    if not isinstance(self, Tensor):
        raise TypeError(f"{name}_: self must be a Tensor")
    if self._requires_grad and self.grad_fn is None and grad_mode.is_grad_enabled():
        # refused even when the result needs no gradient (x.ge_(0) on a leaf), as in PyTorch
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
    try:
        out = compute(self.clone() if grad_mode.is_grad_enabled() else self)
    except (NotImplementedError, RuntimeError):
        check_out(name, self, others)  # PyTorch checks the output before the dtypes
        raise
    src, dst = out.dtype.np, self.dtype.np
    if _category(src) > _category(dst):
        raise RuntimeError(f"{name}_: result type {_name(src)} can't be cast to the desired "
                           f"output type {_name(dst)}")
    if tuple(out.shape) != tuple(self.shape):
        try:
            fits = np.broadcast_shapes(tuple(out.shape), tuple(self.shape)) == tuple(self.shape)
        except ValueError:
            fits = False
        if not fits:
            raise RuntimeError(f"{name}_: output with shape {list(self.shape)} doesn't match the "
                               f"broadcast shape {list(out.shape)}")
    return self.copy_(out)
