"""`once_differentiable`: a decorator for a `backward` that cannot itself be differentiated."""

from __future__ import annotations

import functools

from ..core.tensor import Tensor
from . import grad_mode
from ._function_tape import _alias
from .graph import Node

__all__ = ["DelayedError", "once_differentiable"]


class DelayedError(Node):
    """A node that raises when reached: marks results of a `once_differentiable` backward."""

    def __init__(self, msg: str, num_outputs: int):
        self.msg = msg
        self.num_outputs = num_outputs

    def apply(self, grads) -> tuple:
        raise RuntimeError(self.msg)


def once_differentiable(fn):
    """Decorator for a `backward` that cannot itself be differentiated.

    The wrapped backward runs under `no_grad` with the incoming gradients
    detached (so it may use NumPy-level code; saved tensors still need
    `.detach()` before `.numpy()`). When the backward pass itself is being recorded
    (`create_graph=True`) and the Function had inputs requiring grad, the
    returned gradients are connected to a node that raises RuntimeError
    naming the Function if anything tries to differentiate through them.

    Args:
        fn: a `backward(ctx, *grad_outputs)` static method.

    Returns:
        The wrapped backward.
    """

    @functools.wraps(fn)
    def wrapper(ctx, *args):
        tensor = Tensor
        with grad_mode.no_grad():
            outputs = fn(ctx, *(a.detach() if isinstance(a, tensor) else a for a in args))
        if not grad_mode.is_grad_enabled():
            return outputs
        # as PyTorch: only an incoming gradient that requires grad makes the results differentiable
        requires_grad = any(isinstance(a, tensor) and a._requires_grad for a in args)
        if not requires_grad:
            return outputs
        single = not isinstance(outputs, tuple)
        outs = (outputs,) if single else outputs
        name = ctx.name() if isinstance(ctx, Node) else type(ctx).__name__
        err = DelayedError("trying to differentiate twice a function that was marked with "
                           f"@once_differentiable ({name})", len(outs))
        wrapped = []
        for i, v in enumerate(outs):
            if isinstance(v, tensor) and v._np_dtype.kind in "fV":
                v = _alias(v)
                v._base = None
                v.grad_fn, v._out_nr, v._requires_grad = err, i, True
            wrapped.append(v)
        return wrapped[0] if single else tuple(wrapped)

    return wrapper
