"""The Tensor methods that belong to autograd: `backward`, `register_hook`, `retain_grad`.

`Tensor` lives in tensorplay/core/, which imports nothing above it; the layers above install
their methods on it when they load. These three start the engine or hook into the graph.
"""

from __future__ import annotations

from ..core.tensor import Tensor, _refuse_in_transform
from .engine import backward as run_backward
from .graph import accumulator, make_handle, retain_grad_hook


def retain_grad(self) -> None:
    if not self._requires_grad:
        raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
    _refuse_in_transform("retain_grad()")
    if self.grad_fn is not None and not self._retains_grad:
        self._retains_grad = True
        self.grad_fn.register_prehook(self._out_nr, retain_grad_hook(self))


def register_hook(self, hook):
    """Call `hook(grad)` when the gradient w.r.t. this tensor is computed; a
    non-None return value replaces the gradient. Returns a handle with `remove()`."""
    if not self._requires_grad:
        raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
    if self.grad_fn is not None:
        return self.grad_fn.register_prehook(self._out_nr, hook)
    return make_handle(accumulator(self).hooks, hook)


def backward(self, gradient=None, retain_graph: bool | None = None,
             create_graph: bool = False, inputs=None) -> None:
    """Accumulate d(self)/d(leaf) into the `.grad` of every leaf that requires grad."""
    run_backward([self], None if gradient is None else [gradient], retain_graph, create_graph, inputs)


for _method in (retain_grad, register_hook, backward):
    setattr(Tensor, _method.__name__, _method)
