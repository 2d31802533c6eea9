"""In-place shape methods: `x.unsqueeze_(0)`, `x.squeeze_()`, `x.t_()`, `x.transpose_(0, 1)`.

They change the tensor's shape and strides, not its values. The out-of-place view
op computes the new view (recorded like any op), then `self` takes over that
view's array and history, and its version counter is bumped, as PyTorch does.
In-place ops in `_inplace.py` instead write new *values* into `self`'s memory.
"""

from __future__ import annotations

from ..autograd import grad_mode
from ..core.tensor import Tensor

# What `self` keeps of its own when it becomes the view: identity, base, gradient state.
_KEPT = frozenset({"_version", "_base", "grad", "_hooks", "_retains_grad", "_accumulator"})


def _become(self: Tensor, name: str, make_view) -> Tensor:
    if self._interp is None and self._requires_grad and self.grad_fn is None \
            and grad_mode.is_grad_enabled():
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place "
                           f"operation ({name}).")
    out = make_view()
    self.__dict__.update({k: v for k, v in out.__dict__.items() if k not in _KEPT})
    self._version[0] += 1
    return self


def squeeze_(self: Tensor, dim=None) -> Tensor:
    return _become(self, "squeeze_", lambda: self.squeeze() if dim is None else self.squeeze(dim))


def unsqueeze_(self: Tensor, dim: int) -> Tensor:
    return _become(self, "unsqueeze_", lambda: self.unsqueeze(dim))


def t_(self: Tensor) -> Tensor:
    return _become(self, "t_", self.t)


def transpose_(self: Tensor, dim0: int, dim1: int) -> Tensor:
    return _become(self, "transpose_", lambda: self.transpose(dim0, dim1))


def swapdims_(self: Tensor, dim0: int, dim1: int) -> Tensor:
    return _become(self, "swapdims_", lambda: self.transpose(dim0, dim1))


def swapaxes_(self: Tensor, axis0: int, axis1: int) -> Tensor:
    """swapdims_ under NumPy's names, which PyTorch's keywords follow (axis0=, axis1=)."""
    return _become(self, "swapaxes_", lambda: self.transpose(axis0, axis1))


METHODS = {"squeeze_": squeeze_, "unsqueeze_": unsqueeze_, "t_": t_, "transpose_": transpose_,
           "swapdims_": swapdims_, "swapaxes_": swapaxes_}


def install() -> None:
    for name, fn in METHODS.items():
        setattr(Tensor, name, fn)
