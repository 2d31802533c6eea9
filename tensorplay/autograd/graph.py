"""Graph nodes. A node is created when an op records itself; it knows how to
turn gradients of its outputs into gradients of its inputs (`apply`) and where
those go next (`next_functions`).

`OpNode` serves every op in ops.yaml: the generated subclasses (`SinBackward0`,
...) only name the op whose backward formulas `apply` runs. The same node type
is used by the bottom `.backward()` tape and by each `tensorplay.func.grad`
level, so there is one engine.
"""

from __future__ import annotations

import threading
import weakref

import numpy as np

from ..core import tensor as _tensor
from ..core.interpreters import any_interpreter
from . import grad_mode


class RemovableHandle:
    def __init__(self, hooks: list, hook):
        self._hooks, self._hook = hooks, hook

    def remove(self) -> None:
        if self._hook in self._hooks:
            self._hooks.remove(self._hook)


def make_handle(hooks: list, hook) -> RemovableHandle:
    hooks.append(hook)
    return RemovableHandle(hooks, hook)


class Node:
    """Base of all graph nodes."""

    next_functions: tuple = ()
    num_outputs = 1
    _prehooks: dict | None = None
    _posthooks: list | None = None
    _released = False

    def name(self) -> str:
        return type(self).__name__

    def __repr__(self) -> str:
        return f"<{self.name()} object at {id(self):#x}>"

    def register_prehook(self, output_nr: int, hook) -> RemovableHandle:
        if self._prehooks is None:
            self._prehooks = {}
        return make_handle(self._prehooks.setdefault(output_nr, []), hook)

    def register_hook(self, hook) -> RemovableHandle:
        """`hook(grad_inputs, grad_outputs)` after this node ran (PyTorch's Node hook)."""
        if self._posthooks is None:
            self._posthooks = []
        return make_handle(self._posthooks, hook)

    def apply(self, grads: list) -> tuple:
        raise NotImplementedError

    def release(self) -> None:
        pass

    @property
    def metadata(self) -> dict:
        if not hasattr(self, "_metadata"):
            self._metadata = {}
        return self._metadata


def _check_version(saved, name: str) -> None:
    tensor, version = saved
    if version is not None and tensor._version[0] != version:
        raise RuntimeError(
            f"one of the variables needed for gradient computation has been modified by an "
            f"inplace operation: [{tensor.dtype.name} tensor of shape {list(tensor.shape)}], "
            f"which is input/output of {name}, is at version {tensor._version[0]}; expected "
            f"version {version} instead.")


class SavedOutput:
    """An op's own output, saved for its backward formula without a reference to
    the output tensor. The output refers to the node (its grad_fn); a reference
    back would make a cycle that only the garbage collector frees, so large
    outputs would outlive their use. Unpacking rebuilds a tensor that shares the
    output's memory and version counter, with this node as its grad_fn (so a
    formula that reads `result` can still be differentiated again)."""

    __slots__ = ("_data", "_version", "out_nr")

    def __init__(self, tensor):
        self._data = tensor._data
        self._version = tensor._version
        self.out_nr = tensor._out_nr

    def unpack(self, node):
        t = _tensor.Tensor._make(self._data)
        t._version = self._version
        if self._data.dtype.kind in "fV":
            t.grad_fn, t._requires_grad, t._out_nr = node, True, self.out_nr
        return t

    @property
    def dtype(self):
        return _tensor.Tensor._make(self._data).dtype

    @property
    def shape(self):
        return self._data.shape


class OpNode(Node):
    """The backward of one call of an op from ops.yaml.

    Holds the op's inputs and outputs that its formulas need (with their
    versions, to catch in-place changes), the non-tensor arguments, and the
    shapes/dtypes of inputs and outputs for reducing broadcast gradients and
    materializing gradients of unused outputs.
    """

    op = None  # set on each generated subclass

    def __init__(self, saved: dict, params: dict, needs: tuple, next_functions: tuple,
                 in_meta: tuple, out_meta: tuple):
        self._saved = saved  # name -> (tensor or value, version or None)
        self._params = params
        self.needs = needs  # per tensor argument: does it need a gradient?
        self.next_functions = next_functions  # flat: one (node, output_nr) per input tensor
        self.in_meta = in_meta  # per tensor argument: shape (or list of shapes for Tensor[])
        self.out_meta = out_meta  # per output: (shape, dtype)
        self.num_outputs = len(out_meta)

    def apply(self, grads: list) -> tuple:
        saved = self._saved
        if saved is None:
            raise RuntimeError(_RELEASED)
        params = self._params
        names = params.copy() if params else {}
        for key, entry in saved.items():
            value, version = entry
            if version is not None:
                if value._version[0] != version:
                    _check_version(entry, self.name())
                if type(value) is SavedOutput:
                    value = value.unpack(self)
                names[key] = value
            else:
                names[key] = self._unpack(entry)
        # the op's generated backward formulas: one gradient per input edge
        op = self.op
        if len(grads) != 1 or grads[0] is None:
            reads = op.reads_grads
            if reads is not None and all(grads[i] is None for i in reads):
                # only outputs the formulas ignore got a gradient (slogdet's sign): PyTorch's
                # formula sees its gradient undefined and gives none, where zeros run through
                # the formula would give 0 * inf = NaN, or raise for a singular matrix
                return (None,) * len(self.next_functions)
            _materialize_zeros(self, grads)
        per_arg = None
        if op.fused_backward is not None and not _grad_state.enabled and not any_interpreter:
            # create_graph=False: nothing will differentiate this backward, so the op's fused
            # backward on the arrays (a C loop, or ops.yaml's `fused_backward:` NumPy kernel)
            # may replace the formulas, which stay the reference and run when it declines.
            per_arg = op.fused_backward(grads, self.needs, self.in_meta, **names)
        if per_arg is None:
            per_arg = op.backward(grads, self.needs, self.in_meta, **names)
        if not op.list_args:
            return per_arg
        flat = []  # a Tensor[] argument has one edge per tensor
        for i, g in enumerate(per_arg):
            if i in op.list_args:
                flat.extend(g if g is not None else [None] * len(self.in_meta[i]))
            else:
                flat.append(g)
        return tuple(flat)

    def _unpack(self, entry):
        """A saved value as the formula sees it, after checking it was not modified in place."""
        value, version = entry
        if version is not None:
            _check_version(entry, self.name())
            return value.unpack(self) if type(value) is SavedOutput else value
        if isinstance(value, tuple) and value and isinstance(value[0], tuple):
            for item in value:
                _check_version(item, self.name())
            return tuple(v.unpack(self) if type(v) is SavedOutput else v for v, _ in value)
        return value

    def __getattr__(self, name: str):
        # `grad_fn._saved_self`, `_saved_other`, `_saved_result`: what this node keeps for its
        # formulas, named as PyTorch names them (only the values some formula reads).
        if name.startswith("_saved_"):
            saved = self.__dict__.get("_saved")
            if saved is None and self._released:
                raise RuntimeError(_RELEASED)
            if saved and name[7:] in saved:
                return self._unpack(saved[name[7:]])
            params = self.__dict__.get("_params")
            if params and name[7:] in params:  # a non-tensor argument (`_saved_dim`)
                return params[name[7:]]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __dir__(self):
        names = {*(self.__dict__.get("_saved") or ()), *(self.__dict__.get("_params") or ())}
        return [*(n for n in super().__dir__() if n != "_saved"), *(f"_saved_{k}" for k in names)]

    def release(self) -> None:
        if self._saved:
            self._saved = None
            self._released = True

    @property
    def has_saved(self) -> bool:
        return bool(self._saved)


_grad_state = grad_mode._state


def _materialize_zeros(node: OpNode, grads: list) -> None:
    """Zeros for the (floating) outputs that received no gradient: a base tensor, which is a
    constant at every level (what `tp.zeros(shape, dtype=...)` makes)."""
    for i, (shape, dt) in enumerate(node.out_meta):
        if grads[i] is None and dt.kind in "fV":
            grads[i] = _tensor.Tensor._make(np.zeros(shape, dtype=dt))


_RELEASED = ("Trying to backward through the graph a second time (or directly access saved "
             "tensors after they have already been freed). Saved intermediate values of the "
             "graph are freed when you call .backward() or autograd.grad(). Specify "
             "retain_graph=True if you need to backward through the graph a second time.")


class AccumulateGrad(Node):
    """The sink at a leaf tensor: adds the incoming gradient into `leaf.grad`."""

    def __init__(self, tensor):
        self._tensor = weakref.ref(tensor)
        self.hooks: list = []

    @property
    def variable(self):
        return self._tensor()

    def apply(self, grads: list) -> tuple:
        return ()


# Backward passes may run in several threads at once (each on its own graph, as in PyTorch) and
# reach the same leaf: creating its accumulator and the read-modify-write of its `.grad` are
# critical sections.
GRAD_LOCK = threading.Lock()


def accumulator(tensor) -> AccumulateGrad:
    """The (unique) AccumulateGrad node of a leaf tensor."""
    acc = tensor._accumulator
    if acc is None:
        with GRAD_LOCK:
            acc = tensor._accumulator
            if acc is None:
                acc = tensor._accumulator = AccumulateGrad(tensor)
    return acc


def edge(tensor) -> tuple:
    """Where a gradient for `tensor` must be sent: its grad_fn, or its accumulator."""
    if not tensor._requires_grad:
        return (None, 0)
    if tensor.grad_fn is not None:
        return (tensor.grad_fn, tensor._out_nr)
    return (accumulator(tensor), 0)


def retain_grad_hook(tensor):
    ref = weakref.ref(tensor)

    def hook(grad):
        t = ref()
        if t is not None and grad is not None:
            with GRAD_LOCK:
                t.grad = grad if t.grad is None else t.grad + grad
        return None

    return hook


# ---- the Tensor methods that hook into the graph -----------------------------------------
def retain_grad(self) -> None:
    if not self._requires_grad:
        raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
    _tensor._refuse_in_transform("retain_grad()")
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


_tensor.Tensor.retain_grad = retain_grad
_tensor.Tensor.register_hook = register_hook
