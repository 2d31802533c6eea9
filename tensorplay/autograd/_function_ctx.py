"""The context of a custom Function call: `FunctionCtx` (what `ctx` offers inside `forward`,
`setup_context`, `backward` and `jvp`) and `BackwardCFunction`, the graph node that *is* the ctx.

The node's `apply` is where the engine enters the user's `backward` (or `vjp`): it fills in
zero gradients for outputs that got none, calls the user's method and checks what comes back
(count, shape — a broadcast-larger gradient is summed down — and dtype), as PyTorch does.
"""

from __future__ import annotations

import warnings

from ..core import optable as ops
from ..core.dtype import from_numpy_dtype
from ..core.tensor import Tensor
from ..ops.shared.formulas import sum_to
from .graph import _RELEASED, Node, _check_version

__all__ = ["BackwardCFunction", "FunctionCtx"]




class FunctionCtx:
    """The methods available on `ctx` inside `forward`, `setup_context`, `backward` and `jvp`.

    Besides these methods, `ctx` accepts arbitrary attributes (`ctx.dim = 1`),
    which is how non-tensor values travel from forward to backward.
    """

    to_save: tuple = ()
    saved_for_forward = None
    dirty_tensors: tuple = ()
    non_differentiable: tuple = ()
    materialize_grads = True

    def save_for_backward(self, *tensors) -> None:
        """Save tensors (inputs, outputs or intermediates, or None) for `backward`.

        Call at most once, in `forward` (legacy style) or `setup_context`. In
        `backward`, `ctx.saved_tensors` returns them in the same order. If a
        saved tensor is modified in place before backward runs, reading
        `ctx.saved_tensors` raises RuntimeError. A saved output is returned
        with its `grad_fn`, so a backward written in tensorplay ops can be
        differentiated again (`create_graph=True`).

        Args:
            *tensors: tensors or None.

        Raises:
            TypeError: if an argument is neither a tensor nor None.
        """
        tensor = Tensor
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, tensor):
                raise TypeError(f"save_for_backward can only save variables, but argument {i} "
                                f"is of type {type(t).__name__}")
        self.to_save = tensors

    def save_for_forward(self, *tensors) -> None:
        """Save tensors for `jvp` (forward-mode AD).

        Inside `jvp`, `ctx.saved_tensors` returns these tensors. Save non-tensor
        values as attributes of `ctx` instead.

        Args:
            *tensors: tensors or None.

        Raises:
            AssertionError: if an argument is neither a tensor nor None (PyTorch's class here).
        """
        tensor = Tensor
        for t in tensors:
            if t is not None and not isinstance(t, tensor):
                raise AssertionError("save_for_forward expects all arguments to be tensors; you should "
                                "save non-tensors as attributes on ctx.")
        self.saved_for_forward = tensors

    def mark_dirty(self, *args) -> None:
        """Declare that `forward` modified these input tensors in place.

        Every dirty tensor must also be returned by `forward`. After the call
        its version counter is bumped (so stale saved copies are detected) and
        its history is rebased onto this Function's node: the returned tensor
        *is* the input, now with `grad_fn` = this node. Modifying a leaf that
        requires grad this way raises RuntimeError (as any in-place op does).

        Args:
            *args: the input tensors that were modified in place.
        """
        self.dirty_tensors = args

    def mark_non_differentiable(self, *args) -> None:
        """Declare outputs that are not differentiable (indices, masks, ...).

        They are returned with `requires_grad=False`. `backward` still gets one
        gradient argument per output; for these it is always a zero tensor
        (or None when `set_materialize_grads(False)`). Integer outputs are
        non-differentiable automatically.

        Args:
            *args: output tensors of `forward`.
        """
        self.non_differentiable = args

    def set_materialize_grads(self, value: bool) -> None:
        """Choose how gradients of outputs that received none are passed to `backward`.

        With True (the default), they are zero tensors of the output's shape
        and dtype, so `backward` never sees None for a tensor output. With
        False they are None, which saves allocating zeros; `backward` must then
        handle None. Call it in `forward` or `setup_context`.

        Args:
            value: whether to materialize undefined gradients as zeros.
        """
        self.materialize_grads = bool(value)

    def mark_shared_storage(self, *pairs) -> None:
        """Deprecated no-op kept for old code (PyTorch raises here; shared storage is tracked
        automatically)."""
        warnings.warn("mark_shared_storage is deprecated; tensorplay tracks shared storage "
                      "automatically", DeprecationWarning, stacklevel=2)


class BackwardCFunction(Node, FunctionCtx):
    """The graph node of one `Function.apply` call; also the `ctx` the user's methods get.

    Every Function subclass gets its own subclass of this, named
    `<Function name>Backward` (see `FunctionMeta`).

    Attributes:
        needs_input_grad: tuple with one bool per positional argument of
            `forward`: True when that argument is a tensor requiring grad.
        next_functions: one `(node, output_nr)` edge per tensor argument.
        num_outputs: how many values `forward` returned (tuple length, or 1).
    """

    _forward_cls = None  # set on each subclass by FunctionMeta
    needs_input_grad: tuple = ()
    num_outputs = 1
    _saved = None  # ((tensor, version) or None, ...) once forward has finished
    _is_tensor_input: tuple = ()
    _in_meta: tuple = ()  # per positional arg: (shape, numpy dtype) or None
    _out_meta: tuple = ()  # per output: (shape, numpy dtype) or None for non-tensors

    def __repr__(self) -> str:
        fwd = self._forward_cls
        where = f" of {fwd.__module__}.{fwd.__qualname__}" if fwd is not None else ""
        return f"<{self.name()} object at {id(self):#x} (custom autograd.Function{where})>"

    # ---- ctx -----------------------------------------------------------------------------
    @property
    def saved_tensors(self) -> tuple:
        """The tensors given to `save_for_backward` (in `jvp`: to `save_for_forward`).

        Raises:
            RuntimeError: after the graph was freed by a backward pass without
                `retain_graph=True`, or if a saved tensor was modified in place
                since it was saved.
        """
        if self.saved_for_forward is not None:
            return tuple(self.saved_for_forward)
        if self._released:
            raise RuntimeError(_RELEASED)
        if self._saved is None:  # still inside forward / setup_context
            return tuple(self.to_save)
        out = []
        for item in self._saved:
            if item is None:
                out.append(None)
                continue
            _check_version(item, self.name())
            out.append(item[0])
        return tuple(out)

    @property
    def saved_variables(self) -> tuple:
        """Deprecated alias of `saved_tensors`."""
        return self.saved_tensors

    # ---- node ----------------------------------------------------------------------------
    def apply(self, grads) -> tuple:
        """Engine entry point: gradients of the outputs in, one gradient per tensor input out.

        Materializes missing output gradients (unless disabled), calls the
        user's `backward` (or `vjp`), and checks the result: count, shapes
        (a broadcast-larger gradient is summed down, as in PyTorch) and dtype.
        """
        fwd = self._forward_cls
        grads = list(grads)
        for i, meta in enumerate(self._out_meta):
            if i < len(grads) and grads[i] is None and meta is not None and self.materialize_grads:
                grads[i] = ops.zeros(meta[0], dtype=from_numpy_dtype(meta[1]))
        result = fwd._user_backward()(self, *grads)
        return self._check_grads(result)

    def _check_grads(self, result) -> tuple:
        tensor = Tensor
        if not isinstance(result, tuple):
            result = (result,)
        n_in = len(self._is_tensor_input)
        if len(result) > n_in and all(r is None for r in result[n_in:]):
            result = result[:n_in]
        if len(result) != n_in:
            raise RuntimeError(f"function {self.name()} returned an incorrect number of gradients "
                               f"(expected {n_in}, got {len(result)})")
        out = []
        for i, g in enumerate(result):
            if not self._is_tensor_input[i]:
                if g is not None:
                    raise RuntimeError(f"function {self.name()} returned a gradient different "
                                       f"than None at position {i + 1}, but the corresponding "
                                       "forward input was not a Tensor")
                continue
            if g is None or not self.needs_input_grad[i]:
                out.append(None)  # a gradient nobody asked for is dropped
                continue
            if not isinstance(g, tensor):
                raise TypeError(f"function {self.name()} returned a gradient of type "
                                f"{type(g).__name__} for input {i}; expected a Tensor or None")
            shape, dt = self._in_meta[i]
            if tuple(g.shape) != tuple(shape):
                if not _expandable(shape, tuple(g.shape)):
                    raise RuntimeError(f"Function {self.name()} returned an invalid gradient at "
                                       f"index {i} - got {list(g.shape)} but expected shape "
                                       f"compatible with {list(shape)}")
                g = sum_to(g, shape)
            if g._np_dtype != dt:
                g = g.to(from_numpy_dtype(dt))
            out.append(g)
        return tuple(out)

    def apply_jvp(self, *tangents):
        """Run the user's `jvp(ctx, *tangents)` (for the forward-mode transform).

        Inside it `ctx.saved_tensors` shows the tensors given to
        `save_for_forward`; they are forgotten afterwards, as in PyTorch.
        """
        try:
            return self._forward_cls.jvp(self, *tangents)
        finally:
            self.saved_for_forward = None

    def release(self) -> None:
        """Free the saved tensors (called by the engine unless `retain_graph`)."""
        if self._saved:
            self._saved = None
            self.to_save = ()
            self._released = True


def _expandable(shape: tuple, target: tuple) -> bool:
    """Can a tensor of `shape` be broadcast (expanded) to `target`?"""
    if len(shape) > len(target):
        return False
    return all(s in (t, 1) for s, t in zip(reversed(shape), reversed(target)))
