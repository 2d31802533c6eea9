"""Custom differentiable operations: `tensorplay.autograd.Function`.

Subclass `Function`, write `forward` and `backward` as static methods, and call
the class method `apply`. A call records one node on the tape, exactly like
an op from ops.yaml does; its backward runs your `backward`:

    class MyExp(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_backward(y)
            return y

        @staticmethod
        def backward(ctx, grad_y):
            (y,) = ctx.saved_tensors
            return grad_y * y

    y = MyExp.apply(x)          # y.grad_fn is a MyExpBackward node

Two styles are supported, as in PyTorch:

* legacy: `forward(ctx, *args, **kwargs)` sets up `ctx` itself;
* combined: `forward(*args, **kwargs)` computes only, and
  `setup_context(ctx, inputs, output)` saves what backward needs. A subclass
  is in this style when it overrides `setup_context`. Only this style works
  inside `tensorplay.func` transforms.

The context object `ctx` *is* the graph node (an instance of the class
`FunctionMeta` made for your Function, `<YourName>Backward`), as in PyTorch.

What `Function.apply` does at the base level (no transform owns an argument):

1. `ctx.needs_input_grad` (one bool per positional argument: does it require
   grad?) and the node's `next_functions` (one edge per tensor argument) are
   computed *before* forward runs;
2. `forward` (and `setup_context`) run with grad mode off;
3. the outputs are processed: dirty inputs get their version bumped and their
   history rebased onto the node, non-differentiable outputs are detached,
   returned inputs become aliases, the rest get `grad_fn` = the node;
4. the tensors given to `save_for_backward` are recorded with their version
   counters (an in-place change before backward is then an error).

No node is recorded under `no_grad` or when no tensor argument requires grad.

Contract with the function transforms (`tensorplay.func`)
---------------------------------------------------------
When `tensorplay._dispatch.interpreter_stack` is non-empty, `Function.apply`
looks for the innermost *active* interpreter that owns an argument (a tensor
with a non-None `_interp`, looked at in the positional arguments, the keyword
argument values and one level into lists/tuples; an exited interpreter raises
the escaped-tensor error of `_dispatch`). If there is one, the Function must be
in the combined style (otherwise RuntimeError), and `apply` returns::

    interp.process_function(cls, args, kwargs)

where `cls` is the Function subclass, `args` the positional arguments *with
keyword arguments and defaults of `forward` already bound into them* (as
`inspect.signature(cls.forward).bind(...)` gives; `kwargs` then only holds
keyword-only arguments) and `kwargs` a dict. The interpreter unwraps its own
tensors and typically calls `cls.apply(*inner_args, **kwargs)` again one level
down, or builds the level's node itself. Useful pieces for it:

* `cls.forward`, `cls.setup_context`, `cls.backward` (or `cls.vjp`),
  `cls.jvp(ctx, *tangents)`, `cls.vmap(info, in_dims, *args)` and
  `cls.generate_vmap_rule` are plain static methods/attributes;
* `cls._backward_cls()` creates a fresh context/node; `ctx.apply_jvp(*tangents)`
  calls the user's `jvp` with `ctx.saved_tensors` showing the tensors given
  to `save_for_forward`, then forgets them (as PyTorch does);
* `ctx.materialize_grads`, `ctx.non_differentiable`, `ctx.dirty_tensors`
  tell what the user asked for in forward/setup_context.
"""

from __future__ import annotations

import functools
import inspect
import warnings

from .._interpreter_stack import interpreter_stack, owner
from . import anomaly_mode, copy_slices, grad_mode
from .graph import _RELEASED, Node, _check_version, edge

# `InplaceFunction`, `NestedIOFunction` and `traceable` (compatibility classes) live in
# autograd/_legacy_function.py; `tensorplay.autograd` adds them to this module's namespace.
__all__ = [
    "BackwardCFunction",
    "Function",
    "FunctionCtx",
    "FunctionMeta",
    "once_differentiable",
]

_TRANSFORM_DOC = "docs/tutorials/04-custom-function.md"


def _tensor_cls():
    from .._tensor import Tensor

    return Tensor


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
        tensor = _tensor_cls()
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
        tensor = _tensor_cls()
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
                from .._dtype import from_numpy_dtype
                from .._generated.ops import zeros

                grads[i] = zeros(meta[0], dtype=from_numpy_dtype(meta[1]))
        backward_fn, vjp_fn = fwd.backward, fwd.vjp
        if backward_fn is not Function.backward and vjp_fn is not Function.vjp:
            raise RuntimeError("Implementing both 'backward' and 'vjp' for a custom Function is "
                               "not allowed. You should only implement one of them.")
        user_fn = vjp_fn if vjp_fn is not Function.vjp else backward_fn
        result = user_fn(self, *grads)
        return self._check_grads(result)

    def _check_grads(self, result) -> tuple:
        tensor = _tensor_cls()
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
                from .._support.formula_helpers import sum_to

                g = sum_to(g, shape)
            if g._np_dtype != dt:
                from .._dtype import from_numpy_dtype

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


class FunctionMeta(type):
    """Metaclass of `Function`: gives every subclass its own node class.

    For `class MyExp(Function)` it creates `MyExp._backward_cls`, a subclass of
    `BackwardCFunction` named `MyExpBackward`, so that
    `MyExp.apply(x).grad_fn.name() == "MyExpBackward"`.
    """

    def __init__(cls, name, bases, namespace, **kwds):
        backward_cls = type(name + "Backward", (BackwardCFunction,), {
            "_forward_cls": cls,
            "__module__": cls.__module__,
            "__qualname__": cls.__qualname__ + "Backward",
        })
        cls._backward_cls = backward_cls
        super().__init__(name, bases, namespace, **kwds)


class _SingleLevelFunction(FunctionCtx, metaclass=FunctionMeta):
    """The static methods a Function subclass overrides (PyTorch's `_SingleLevelFunction`)."""

    @staticmethod
    def forward(ctx, *args, **kwargs):
        """Compute the outputs. Override this.

        Legacy style: `forward(ctx, *args, **kwargs)`, setting up `ctx` here.
        Combined style: `forward(*args, **kwargs)` with no ctx, plus
        `setup_context`. Runs with grad mode off; may return a tensor, a tuple
        (each tensor in it is a differentiable output) or any other value
        (passed through).
        """
        raise NotImplementedError("You must implement the forward function for custom "
                                  "autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs: tuple, output) -> None:
        """Combined style only: save what backward needs.

        Args:
            ctx: the context (the graph node).
            inputs: the positional arguments of `forward` (keyword arguments
                and defaults bound into them).
            output: exactly what `forward` returned.
        """
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        """Turn gradients of the outputs into gradients of the inputs. Override this.

        Gets one gradient per output of forward (zeros for outputs that got
        none, unless `set_materialize_grads(False)`; None for non-tensor
        outputs) and returns one gradient per positional input of forward
        (None for non-tensors or inputs that need none; a single value may be
        returned unwrapped when forward has one input). Extra trailing Nones
        are allowed. Write it in tensorplay ops to support double backward.
        """
        raise NotImplementedError("You must implement either the backward or vjp method for your "
                                  "custom autograd.Function to use it with backward mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        """Forward-mode derivative: one tangent per input in, one per output out.

        Called by `tensorplay.func.jvp` (None tangents for non-tensor inputs).
        Tensors it needs must be saved with `ctx.save_for_forward`.
        """
        raise NotImplementedError("You must implement the jvp function for custom "
                                  "autograd.Function to use it with forward mode AD.")


class Function(_SingleLevelFunction):
    """Base class of custom differentiable operations.

    Subclass it, implement the static methods `forward` and `backward` (plus
    `setup_context` for the combined style, `jvp` for forward mode, `vmap`
    for `tensorplay.func.vmap`), and call `YourFunction.apply(...)`. Do not
    instantiate it or call `forward` directly: `forward` alone records nothing.

    Attributes:
        generate_vmap_rule: set True to let vmap batch the Function by running
            its `forward` under the batching transform (valid only when
            `forward`, `backward` and `jvp` use tensorplay ops).
    """

    generate_vmap_rule = False
    is_traceable = False

    def __init__(self, *args, **kwargs):
        warnings.warn(f"{type(self)} should not be instantiated. Methods on autograd functions "
                      "are all static, so you should invoke them on the class itself. "
                      "Instantiating an autograd function will raise an error in a future "
                      "version of tensorplay.", DeprecationWarning, stacklevel=2)

    def __call__(self, *args, **kwargs):
        raise RuntimeError("Legacy autograd function with non-static forward method is "
                           "deprecated. Please use new-style autograd function with static "
                           "forward method: call YourFunction.apply(...).")

    @staticmethod
    def vmap(info, in_dims, *args):
        """Batching rule for `tensorplay.func.vmap`.

        Args:
            info: has `batch_size` and `randomness` of the enclosing vmap.
            in_dims: one entry per argument: the batched dim, or None.
            *args: the arguments of `forward`, batched tensors as plain tensors
                with the batch dimension at their `in_dims` entry.

        Returns:
            `(output, out_dims)`, `out_dims` having the structure of `output`.
        """
        raise NotImplementedError("To use autograd.Function with vmap, you must either override "
                                  "the vmap staticmethod or set generate_vmap_rule=True.")

    @classmethod
    def apply(cls, *args, **kwargs):
        """Run the Function and, when needed, record its node on the tape.

        Args:
            *args: positional arguments of `forward` (tensors and anything else).
            **kwargs: keyword arguments of `forward`, bound to their positions in its
                signature (so they are inputs like the positional ones, as in PyTorch).

        Returns:
            What `forward` returned, tensors connected to the graph.
        """
        combined = _is_setup_context_defined(cls)
        if combined:
            args, kwargs = _bind_default_args(cls, args, kwargs)
        elif kwargs:
            args, kwargs = _bind_legacy_kwargs(cls, args, kwargs)
        if interpreter_stack:
            interp = _find_interpreter(args, kwargs)
            if interp is not None:
                if not combined and not getattr(interp, "legacy_functions", False):
                    raise RuntimeError(
                        f"In order to use autograd.Function {cls.__name__} with tensorplay.func "
                        "transforms (vmap, grad, jvp, jacrev, ...), it must override the "
                        "setup_context staticmethod (forward without ctx + setup_context(ctx, "
                        f"inputs, output)). See {_TRANSFORM_DOC}.")
                return interp.process_function(cls, args, kwargs)
        return _apply_base(cls, args, kwargs)


def _is_setup_context_defined(cls) -> bool:
    return cls.setup_context is not _SingleLevelFunction.setup_context


@functools.cache
def _signature(forward):
    try:
        return inspect.signature(forward)
    except (TypeError, ValueError):
        return None


def _bind_default_args(cls, args: tuple, kwargs: dict) -> tuple:
    """Bind keyword arguments and defaults of `forward` into the positional arguments."""
    sig = _signature(cls.forward)
    if sig is None:
        return args, kwargs
    bound = sig.bind(*args, **kwargs)
    bound.apply_defaults()
    return tuple(bound.args), dict(bound.kwargs)


def _bind_legacy_kwargs(cls, args: tuple, kwargs: dict) -> tuple:
    """Keyword arguments of a legacy-style `forward(ctx, ...)` become inputs at their position in
    the signature (defaults not applied), as in PyTorch: each needs a gradient slot in `backward`
    and a tensor among them is differentiated."""
    sig = _signature(cls.forward)
    if sig is None:
        return args, kwargs
    bound = sig.bind(None, *args, **kwargs)
    params = list(sig.parameters.values())
    for name in bound.kwargs:
        p = sig.parameters.get(name)
        if p is not None and p.kind is not p.VAR_KEYWORD:
            missing = next(q for q in params[len(bound.args):] if q.name not in bound.arguments)
            raise TypeError(f"forward() missing required argument: '{missing.name}' "
                            f"(position {params.index(missing) - 1})")
    return tuple(bound.args[1:]), dict(bound.kwargs)


def _find_interpreter(args: tuple, kwargs: dict):
    """The innermost active transform interpreter owning a tensor argument, or None."""
    best = None
    for a in (*args, *kwargs.values()):
        if isinstance(a, list | tuple):
            for x in a:
                best = owner(best, x)
        else:
            best = owner(best, a)
    return best


def _alias(t):
    """A new tensor sharing `t`'s memory and version counter, without history (a view)."""
    tensor = _tensor_cls()
    a = tensor._make(t._data)
    a._version = t._version
    a._base = t if t._base is None else t._base
    copy_slices.register(a._base, a)
    return a


def _apply_base(cls, args: tuple, kwargs: dict):
    """`Function.apply` on the tape (the bottom level)."""
    return apply_base_with_ctx(cls, args, kwargs)[0]


def apply_base_with_ctx(cls, args: tuple, kwargs: dict) -> tuple:
    """`Function.apply` on the tape, returning `(output, ctx)`: forward AD runs a legacy-style
    Function's `jvp` on the very ctx its `forward(ctx, ...)` filled in."""
    ctx = function_node(cls, args)
    executable = grad_mode.is_grad_enabled() and any(ctx.needs_input_grad)
    with grad_mode.no_grad():
        if _is_setup_context_defined(cls):
            output = cls.forward(*args, **kwargs)
            cls.setup_context(ctx, args, output)
        else:
            output = cls.forward(ctx, *args, **kwargs)

    is_tuple = isinstance(output, tuple)
    outs = list(output) if is_tuple else [output]
    _process_outputs(ctx, args, outs, executable)
    if executable:
        ctx._saved = tuple(None if t is None else (t, t._version[0]) for t in ctx.to_save)
    return (tuple(outs) if is_tuple else outs[0]), ctx


def function_node(cls, args: tuple, level=None):
    """A fresh ctx, the graph node of one call of `cls`, with its inputs connected (when grad
    mode is on and one needs a gradient): the tensor arguments that require grad — at a
    `tensorplay.func.grad` level, those of that level — are its edges. The one place a
    Function's node is made, for the tape and every grad level."""
    tensor = _tensor_cls()
    ctx = cls._backward_cls()
    is_tensor = tuple(isinstance(a, tensor) for a in args)
    ctx._is_tensor_input = is_tensor
    needs = ctx.needs_input_grad = tuple(
        t and a._requires_grad and (level is None or a._interp is level)
        for t, a in zip(is_tensor, args))
    if grad_mode.is_grad_enabled() and any(needs):
        ctx.next_functions = tuple(edge(a) if need else (None, 0)
                                   for t, a, need in zip(is_tensor, args, needs) if t)
        ctx._in_meta = tuple((a.shape, a._np_dtype) if t else None
                             for t, a in zip(is_tensor, args))
        if anomaly_mode.state.enabled:
            anomaly_mode.store_traceback(ctx)
    return ctx


def _process_outputs(ctx, args: tuple, outs: list, executable: bool) -> None:
    tensor = _tensor_cls()
    input_ids = {id(a) for a in args if isinstance(a, tensor)}
    dirty = {id(t): t for t in ctx.dirty_tensors}
    non_diff = {id(t) for t in ctx.non_differentiable}
    out_ids = {id(o) for o in outs}
    for t in dirty.values():
        if id(t) not in out_ids:
            raise RuntimeError("Some elements marked as dirty during the forward method were not "
                               "returned as output. The inputs that are modified inplace must all "
                               "be outputs of the Function.")
        if id(t) not in input_ids:
            warnings.warn("Only input Tensors should be given to ctx.mark_dirty(). If a Tensor is "
                          "not an input, there is no need to pass it to mark_dirty().",
                          stacklevel=4)
        t._version[0] += 1
    ctx.num_outputs = len(outs)
    out_meta = []
    seen: set = set()
    for i, o in enumerate(outs):
        if not isinstance(o, tensor):
            out_meta.append(None)
            continue
        out_meta.append((o.shape, o._np_dtype))
        is_input = id(o) in input_ids
        is_modified = id(o) in dirty
        repeated = id(o) in seen
        seen.add(id(o))
        differentiable = executable and id(o) not in non_diff and o._np_dtype.kind == "f"
        if not differentiable:
            if (is_input and not is_modified) or o._requires_grad or repeated:
                outs[i] = _alias(o)  # never change the history of a tensor the caller holds
            continue
        if is_modified and not repeated:
            if o.grad_fn is None and o._requires_grad:
                raise RuntimeError("a leaf Variable that requires grad is being used in an "
                                   "in-place operation.")
            if o._base is not None:  # a view modified in place: its base's history is rebased
                copy_slices.check_view_writable(o)
                slot = [id(a) for a in args if isinstance(a, tensor)].index(id(o))
                copy_slices.rebase(o, ctx, slot, i)
                continue
            target = o  # rebase the input's history onto this node
        elif is_input or repeated or o._requires_grad:
            target = outs[i] = _alias(o)
        else:
            target = o
        target.grad_fn, target._out_nr, target._requires_grad = ctx, i, True
        if target._base is not None:  # autograd cannot rebase a custom Function's view later
            target._custom_view = ctx._forward_cls.__name__
            target._base._has_custom_view = True  # in-place ops on the base must look (_inplace)
    ctx._out_meta = tuple(out_meta)


# ---- once_differentiable ----------------------------------------------------------------------
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
        tensor = _tensor_cls()
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
            if isinstance(v, tensor) and v._np_dtype.kind == "f":
                v = _alias(v)
                v._base = None
                v.grad_fn, v._out_nr, v._requires_grad = err, i, True
            wrapped.append(v)
        return wrapped[0] if single else tuple(wrapped)

    return wrapper
