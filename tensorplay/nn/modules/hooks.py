"""Module hooks: forward pre-hooks, forward hooks and full backward hooks, as in PyTorch.

Hooks live in ordered dicts on the module keyed by a handle id; `RemovableHandle.remove()`
deletes the entry. A full backward hook sees the gradients of the module's positional
tensor inputs and of its outputs: the inputs and outputs pass through one identity
`autograd.Function` each, whose backward reports the gradients flowing through it
(the same mechanism as PyTorch's BackwardHook).
"""

from __future__ import annotations

import itertools
import warnings
from collections import OrderedDict

from ...autograd import grad_mode
from ...autograd.function import Function
from ...core.tensor import Tensor

_ids = itertools.count()


class RemovableHandle:
    """Returned by every register_*_hook; `remove()` unregisters the hook (also usable as
    a context manager)."""

    def __init__(self, *hook_dicts: OrderedDict,
                 extra_dict: OrderedDict | list[OrderedDict] | None = None):
        self.id = next(_ids)
        self._dicts = hook_dicts
        self._extra = [] if extra_dict is None else (
            list(extra_dict) if isinstance(extra_dict, list) else [extra_dict])

    def remove(self) -> None:
        for d in (*self._dicts, *self._extra):
            d.pop(self.id, None)

    def __enter__(self) -> RemovableHandle:
        return self

    def __exit__(self, *exc) -> None:
        self.remove()


def add_hook(hooks: OrderedDict, hook, prepend: bool,
             extra: OrderedDict | list[OrderedDict] | None = None,
             extra_value=None) -> RemovableHandle:
    """Register `hook`; `extra` dicts (with_kwargs, always_call) mark its id with extra_value."""
    handle = RemovableHandle(hooks, extra_dict=extra)
    hooks[handle.id] = hook
    if prepend:
        hooks.move_to_end(handle.id, last=False)
    for d in handle._extra:
        d[handle.id] = extra_value
    return handle


class _Identity(Function):
    """Returns its tensor arguments unchanged; its backward hands the incoming gradients
    to `callback`, which may replace them."""

    @staticmethod
    def forward(ctx, callback, *tensors):
        ctx.callback = callback
        return tensors

    @staticmethod
    def backward(ctx, *grads):
        return (None, *ctx.callback(grads))


def _tensors(value) -> list[int]:
    """Positions of the tensors in a tuple."""
    return [i for i, v in enumerate(value) if isinstance(v, Tensor)]


class BackwardHook:
    """Wires one forward call of `module` for its full backward (pre-)hooks."""

    def __init__(self, module, hooks: list, pre_hooks: list):
        self.module = module
        self.hooks = hooks
        self.pre_hooks = pre_hooks
        self.n_inputs = 0
        self.input_pos: list[int] = []
        self.grad_outputs = None

    def setup_input(self, args: tuple) -> tuple:
        self.n_inputs = len(args)
        self.input_pos = [i for i in _tensors(args) if args[i].requires_grad]
        if not self.input_pos or not grad_mode.is_grad_enabled():
            self.input_pos = []
            return args
        wrapped = _Identity.apply(self._on_input_grads, *(args[i] for i in self.input_pos))
        out = list(args)
        for i, w in zip(self.input_pos, wrapped):
            out[i] = w
        return tuple(out)

    def setup_output(self, output):
        single = isinstance(output, Tensor)
        outs = (output,) if single else output
        if not isinstance(outs, tuple) or not grad_mode.is_grad_enabled():
            return output
        pos = [i for i in _tensors(outs) if outs[i].requires_grad]
        if not pos:
            return output
        wrapped = _Identity.apply(lambda grads: self._on_output_grads(grads, pos, len(outs)),
                                  *(outs[i] for i in pos))
        new = list(outs)
        for i, w in zip(pos, wrapped):
            new[i] = w
        return new[0] if single else tuple(new)

    def _on_output_grads(self, grads, pos, n):
        full = [None] * n
        for i, g in zip(pos, grads):
            full[i] = g
        for hook in self.pre_hooks:
            result = hook(self.module, tuple(full))
            if result is not None:
                full = list(result)
        self.grad_outputs = tuple(full)
        if not self.input_pos:  # no input needs a gradient: the hooks run now, grad_input all None
            warnings.warn("Full backward hook is firing when gradients are computed with respect to "
                          "module outputs since no inputs require gradients.", stacklevel=2)
            for hook in self.hooks:
                hook(self.module, (None,) * self.n_inputs, self.grad_outputs)
        return tuple(full[i] for i in pos)

    def _on_input_grads(self, grads):
        full = [None] * self.n_inputs
        for i, g in zip(self.input_pos, grads):
            full[i] = g
        for hook in self.hooks:
            result = hook(self.module, tuple(full), self.grad_outputs)
            if result is not None:
                if len(result) != len(full):
                    raise RuntimeError(f"Backward hook returned an invalid number of grad_input, got "
                                       f"{len(result)}, but expected {len(full)}")
                full = list(result)
        return tuple(full[i] for i in self.input_pos)
