"""One reverse-mode level: `GradTensor` and `GradInterpreter`.

Each call of a reverse-mode transform (`grad`, `grad_and_value`, `vjp`, in `_grad.py`)
pushes a fresh `GradInterpreter` (a new level) and wraps the differentiated inputs as fresh
`GradTensor` leaves of that level. `GradInterpreter.process` runs the op one level down (on
the inner values, through `bind`) and, when an argument is tracked at this level, records
the op's node on the level's own tape with the same `record` the base tape uses; the node
saves *inner* values. After the user's function returns the level is popped, and the
ordinary engine (`autograd.engine.run`) sweeps the level's tape backwards (`sweep`): the
`backward:` formulas of ops.yaml bind their ops on the inner values, so the sweep itself is
recorded by whatever is below — an enclosing grad/jvp/vmap level or the base tape.
A custom `autograd.Function`'s op takes the same path; its node is the ctx that its
`setup_context` fills with the inner values (`FunctionOp.record`).

Because every call makes new leaves at a new level, an outer level's value (say `x` in
`grad(lambda x: grad(lambda y: x * y)(x))`) is a constant to the inner level: perturbation
confusion cannot happen.
"""

from __future__ import annotations

import contextlib

from ..autograd import engine, grad_mode
from ..autograd.graph import edge
from ..autograd.record import record
from ..core import optable as _ops
from ..core.interpreters import interpreter_stack
from ..core.tensor import Tensor
from ..dispatch.base import named_tuple
from ..dispatch.dispatcher import bind
from ..dispatch.inplace import write_into
from . import _inplace_views
from ._interpreter import Interpreter, WrappedTensor
from ._pytree import tree_map

__all__ = ["GradInterpreter", "GradTensor", "new_level", "sweep", "wrap_constants", "wrap_leaf"]

_grad_state = grad_mode._state


class GradTensor(WrappedTensor):
    """A value at one grad level: `_inner` plus this level's `grad_fn`/`_requires_grad`."""


class GradInterpreter(Interpreter):
    transform_name = "grad"
    payload = "_requires_grad"

    def __init__(self) -> None:
        super().__init__()
        # Grad mode outside the transform: restored for the levels below (functorch's
        # rule: an outer no_grad does not stop this grad, but does apply below it).
        self.prev_grad_mode = True

    def wrap(self, inner: Tensor) -> GradTensor:
        """A value one level down as a tensor of this level (`record` gives it its node)."""
        return GradTensor(self, inner)

    def process(self, op, args: tuple, params: dict):
        inner, _, _ = self.unwrap(args)
        inner = tuple(inner)
        enabled = _grad_state.enabled
        if enabled and not self.prev_grad_mode:
            _grad_state.enabled = False
            try:
                out = bind(op, inner, params)
            finally:
                _grad_state.enabled = True
        else:
            out = bind(op, inner, params)
        kind = op.outputs
        if not enabled or kind == "value":
            return out
        if kind == "function":  # a custom autograd.Function: its ctx is this level's node
            return op.record(self, args, inner, out)
        held = record(op, args, params, (out,) if kind == "tensor" else tuple(out), level=self,
                      values=inner)
        if held is None:  # no argument of this level needs a gradient
            return out
        result = held[0] if kind == "tensor" else held if kind == "list" else named_tuple(op, tuple(held))
        if op.view:
            _inplace_views.note_views(self, op, args, params, result)
        return result

    def process_inplace(self, op, args: tuple, params: dict):
        """`x.add_(y)` on a tensor of this level: functional update of the wrapper.

        As on the base tape, a leaf of the level (a differentiated input) is refused, and so
        is a result that broadcasts past self's shape. The wrapper takes the out-of-place result
        as its new value and history; a view of this level, or a base with views, is written
        through (_inplace_views). Mutating a tensor from outside the level with a tracked value
        raises, as in functorch.
        """
        done = _inplace_views.level_inplace(
            self, op, args, params, GradTensor,
            "an in-place operation inside tensorplay.func.grad/vjp would write a value that "
            "depends on the differentiated inputs into a tensor created outside the transform: "
            "it would mutate a captured Tensor. Pass that tensor in as an input of the "
            "transformed function, or use the out-of-place op.", _inplace_views.grad_inplace)
        if done is not None:
            return done
        self_arg = args[0]
        storage = self_arg._inner
        if self_arg.grad_fn is None and not self_arg._requires_grad \
                and storage._interp is None and not storage._requires_grad:
            return self._write_through(op, args, params)
        if _grad_state.enabled and op.any_differentiable:
            _inplace_views.check_grad_leaf(self_arg)  # a differentiated input is a leaf here
        out = self.process(op, args, params)
        _inplace_views.check_result(op, self_arg, out)
        if getattr(out, "_interp", None) is self:
            self_arg._inner = out._inner
            self_arg.grad_fn = out.grad_fn
            self_arg._out_nr = out._out_nr
            self_arg._requires_grad = True
        else:
            self_arg._inner = out
        self_arg._version[0] += 1
        return self_arg


    def _write_through(self, op, args: tuple, params: dict):
        """In-place op on a non-differentiated argument (`y.copy_(x)` in `jacrev(f, argnums=0)(x,
        y)`): as in torch.func the caller's tensor is written, and this level records the op.
        The op runs on a snapshot, so its node saves the old value; nodes that saved the tensor
        earlier see its version move and refuse to run backward, as after any in-place write."""
        self_arg = args[0]
        storage = self_arg._inner
        self_arg._inner = Tensor._make(storage._data.copy())
        try:
            out = self.process(op, args, params)
        finally:
            self_arg._inner = storage
        write_into(storage, out._inner if getattr(out, "_interp", None) is self else out, op.name)
        if getattr(out, "_interp", None) is self:
            self_arg.grad_fn, self_arg._out_nr, self_arg._requires_grad = out.grad_fn, out._out_nr, True
        return self_arg


def wrap_constants(interp, tree):
    """Tensors of a non-differentiated argument, as tensors of the level that need no gradient
    (torch.func wraps every argument): an in-place write into one is an op of this level."""
    return tree_map(lambda x: GradTensor(interp, x) if isinstance(x, Tensor) else x, tree)


def wrap_leaf(interp, x, name: str):
    if not isinstance(x, Tensor):
        raise RuntimeError(f"{name}: expected the differentiated inputs to be Tensors, got "
                           f"{type(x).__name__}")
    if x._np_dtype.kind not in "fV":
        raise RuntimeError(f"{name}: only floating point Tensors can be differentiated, got an "
                           f"input of dtype {x.dtype}")
    w = GradTensor(interp, x)
    w._requires_grad = True
    return w


def sweep(interp, outs: list, cotangents: list, inputs: list, *, retain_graph: bool,
           create_graph: bool) -> list:
    """Run the level's tape backwards from `outs` (wrappers of `interp` or other values) and
    return the gradient reaching each wrapped input (zeros where none does)."""
    roots, grads = [], []
    for o, g in zip(outs, cotangents):
        if getattr(o, "_interp", None) is interp and o._requires_grad:
            roots.append(edge(o))
            grads.append(g)
    got = [None] * len(inputs)
    if roots:
        interpreter_stack.sweeping += 1
        try:
            got = engine.run(roots, grads, retain_graph=retain_graph, create_graph=create_graph,
                             capture=[edge(w) for w in inputs])
        finally:
            interpreter_stack.sweeping -= 1
    result = []
    for w, g in zip(inputs, got):
        if g is None:
            with grad_mode.set_grad_enabled(create_graph):
                g = _ops.zeros_like(w._inner)
        result.append(g)
    return result


@contextlib.contextmanager
def new_level():
    """A fresh grad level, with grad mode on while f runs: an inner `no_grad` inside f is
    honoured, an outer one around the transform is not (it is restored afterwards)."""
    interp = GradInterpreter()
    prev = _grad_state.enabled
    interp.prev_grad_mode = prev
    with interp:
        _grad_state.enabled = True
        try:
            yield interp, prev
        finally:
            _grad_state.enabled = prev
