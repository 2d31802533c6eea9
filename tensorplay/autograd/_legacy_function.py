"""Compatibility classes of `torch.autograd.function` kept for old code: `InplaceFunction`,
`NestedIOFunction` (instance-style forward/backward on nested lists of tensors) and the
`traceable` marker. New code subclasses `Function` (autograd/function.py); these run on
top of it. `tensorplay.autograd` puts them back on the `function` module, where PyTorch has
them (`tensorplay.autograd.function.NestedIOFunction`).
"""

from __future__ import annotations

from ..core import tensor as _tensor
from .function import Function

__all__ = ["InplaceFunction", "NestedIOFunction", "traceable"]


def traceable(fn_cls):
    """Kept for compatibility with PyTorch code; marks the class (no effect here)."""
    fn_cls.is_traceable = True
    return fn_cls


class InplaceFunction(Function):
    """A `Function` with an `inplace` flag (kept for compatibility with old PyTorch code).

    Args:
        inplace: stored as `self.inplace`; subclasses read it in `forward`.
    """

    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace


def _iter_tensors(obj):
    tensor = _tensor.Tensor
    if isinstance(obj, tensor):
        yield obj
    elif isinstance(obj, list | tuple):
        for o in obj:
            yield from _iter_tensors(o)
    elif isinstance(obj, dict):
        for o in obj.values():
            yield from _iter_tensors(o)


def _unflatten(flat, proto):
    """Rebuild the nested list/tuple structure `proto` with the items of `flat` at its tensors."""
    tensor = _tensor.Tensor
    it = iter(flat)

    def build(p):
        if isinstance(p, tensor):
            return next(it)
        if isinstance(p, list | tuple):
            items = [build(x) for x in p]
            return type(p)(*items) if hasattr(p, "_fields") else type(p)(items)
        if isinstance(p, dict):
            return {k: build(v) for k, v in p.items()}
        return p

    return build(proto)


class NestedIOFunction(Function):
    """Legacy instance-style Function taking and returning nested lists/tuples of tensors.

    Subclass it, implement `forward_extended(self, *inputs)` and
    `backward_extended(self, *grad_outputs)` as *instance* methods, and call an
    instance: `outputs = MyFn()(inputs...)`. Inside those methods, `self`
    offers the ctx methods (`save_for_backward`, `saved_tensors`,
    `mark_dirty`, `mark_non_differentiable`, `needs_input_grad`). Each
    instance should be called once. Implemented on top of `Function`; new
    code should use `Function`.
    """

    def __init__(self, *args, **kwargs):  # instances are this class's API: no warning
        pass

    def __call__(self, *inputs):
        return self._do_forward(*inputs)

    def _do_forward(self, *inputs):
        self._nested_input = inputs
        flat = tuple(_iter_tensors(inputs))
        flat_out = _NestedRunner.apply(self, *flat)
        if not isinstance(flat_out, tuple):
            flat_out = (flat_out,)
        return _unflatten(flat_out, self._nested_output)

    def forward(self, *flat_inputs):
        """Rebuild the nested inputs and call `forward_extended`; returns the flat tensor outputs."""
        nested = _unflatten(flat_inputs, self._nested_input)
        result = self.forward_extended(*nested)
        del self._nested_input
        self._nested_output = result
        return tuple(_iter_tensors(result))

    def backward(self, *gradients):
        """Rebuild the nested output gradients, call `backward_extended`, flatten its result."""
        nested = _unflatten(gradients, self._nested_output)
        result = self.backward_extended(*nested)
        if not isinstance(result, tuple):
            result = (result,)
        return tuple(g for g in _iter_nested_none_tensors(result))

    def save_for_backward(self, *args) -> None:
        """Save a nested structure of tensors for `backward_extended`."""
        self._to_save_nested = args
        self._ctx.save_for_backward(*_iter_tensors(args))

    @property
    def saved_tensors(self):
        """The nested structure given to `save_for_backward`."""
        return _unflatten(self._ctx.saved_tensors, self._to_save_nested)

    @property
    def needs_input_grad(self) -> tuple:
        """One bool per flattened input tensor."""
        return self._ctx.needs_input_grad[1:]  # [0] is the instance itself (see _NestedRunner)

    def mark_dirty(self, *args, **kwargs) -> None:
        """Declare (nested) input tensors modified in place."""
        self._ctx.mark_dirty(*_iter_tensors((args, kwargs)))

    def mark_non_differentiable(self, *args, **kwargs) -> None:
        """Declare (nested) output tensors non-differentiable."""
        self._ctx.mark_non_differentiable(*_iter_tensors((args, kwargs)))

    def set_materialize_grads(self, value: bool) -> None:
        """See `FunctionCtx.set_materialize_grads`."""
        self._ctx.set_materialize_grads(value)

    def forward_extended(self, *inputs):
        """Compute the (nested) outputs from the (nested) inputs. Override this."""
        raise NotImplementedError

    def backward_extended(self, *grad_outputs):
        """Compute the (nested) input gradients from the (nested) output gradients. Override this."""
        raise NotImplementedError


def _iter_nested_none_tensors(obj):
    tensor = _tensor.Tensor
    if obj is None or isinstance(obj, tensor):
        yield obj
    elif isinstance(obj, list | tuple):
        for o in obj:
            yield from _iter_nested_none_tensors(o)


class _NestedRunner(Function):
    """Runs a NestedIOFunction instance (`fn`, a non-tensor first argument) as a Function."""

    @staticmethod
    def forward(ctx, fn, *flat):
        fn._ctx = ctx
        ctx._nested_fn = fn
        return fn.forward(*flat)

    @staticmethod
    def backward(ctx, *grads):
        fn = ctx._nested_fn
        return (None, *fn.backward(*grads))
