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

How a call runs: `apply` presents the Function as an op (`_function_op.FunctionOp`, made
once per subclass: kernel = forward + setup_context, backward = your `backward`, jvp = your
`jvp`, batching rule = your `vmap` or `generate_vmap_rule`) and binds it like any op from
ops.yaml. With no transform owning an argument it runs on the tape (`_function_tape.py`):
`ctx.needs_input_grad` and the edges are computed *before* forward runs; forward runs with
grad mode off; dirty inputs are rebased onto the node, non-differentiable outputs detached,
returned inputs aliased, the rest get `grad_fn` = the node; the saved tensors are recorded
with their version counters. No node is recorded under `no_grad` or when no tensor argument
requires grad. Inside `tensorplay.func` transforms the owning interpreter's ordinary
`process` gets the op (see `_function_op.py`); the Function must be in the combined style.

Files: this one (the classes you subclass), `_function_ctx.py` (`ctx` and the node),
`_function_op.py` (the op), `_function_args.py` (binding `apply`'s arguments),
`_function_tape.py` (the tape), `_once_differentiable.py`, `_legacy_function.py`.
"""

from __future__ import annotations

import warnings

from ._function_ctx import BackwardCFunction, FunctionCtx
from ._function_op import op_of
from ._once_differentiable import once_differentiable

# `InplaceFunction`, `NestedIOFunction` and `traceable` (compatibility classes) live in
# autograd/_legacy_function.py; `tensorplay.autograd` adds them to this module's namespace.
__all__ = [
    "BackwardCFunction",
    "Function",
    "FunctionCtx",
    "FunctionMeta",
    "once_differentiable",
]

# They live in smaller files, but this module is their public home (as in PyTorch).
for _public in (BackwardCFunction, FunctionCtx, once_differentiable):
    _public.__module__ = __name__


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

    @classmethod
    def _user_backward(cls):
        """The user's reverse-mode rule: `backward` or `vjp` (overriding both is an error)."""
        backward_fn, vjp_fn = cls.backward, cls.vjp
        base = _SingleLevelFunction.backward
        if backward_fn is not base and vjp_fn is not base:
            raise RuntimeError("Implementing both 'backward' and 'vjp' for a custom Function is "
                               "not allowed. You should only implement one of them.")
        return vjp_fn if vjp_fn is not base else backward_fn

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
        op = op_of(cls)
        args, params = op.bind_args(args, kwargs)
        return op.bind(args, params)


def _is_setup_context_defined(cls) -> bool:
    return cls.setup_context is not _SingleLevelFunction.setup_context
