"""Reverse mode as an interpreter: `grad`, `grad_and_value` and `vjp`.

Each call of a reverse-mode transform pushes a fresh `GradInterpreter` (a new
level) and wraps the differentiated inputs as fresh `GradTensor` leaves of that
level. `GradInterpreter.process` runs the op one level down (on the inner
values, through `bind`) and, when an argument is tracked at this level,
records an `OpNode` of the op on the level's own tape. The node saves *inner*
values. After the user's function returns the level is popped, and the
ordinary engine (`autograd.engine.run`) sweeps the level's tape backwards: the
`backward:` formulas of ops.yaml bind their ops on the inner values, so the
sweep itself is recorded by whatever is below — an enclosing grad/jvp/vmap
level or the base `requires_grad` tape.

Because every call makes new leaves at a new level, an outer level's value
(say `x` in `grad(lambda x: grad(lambda y: x * y)(x))`) is a constant to the
inner level: perturbation confusion cannot happen.
"""

from __future__ import annotations

import contextlib

import numpy as np

from .._base import named_tuple
from .._dispatch import bind
from .._generated import ops as _ops
from .._tensor import Tensor
from ..autograd import engine, grad_mode
from ..autograd._record import record
from ..autograd.function import function_node
from ..autograd.graph import edge
from ._interpreter import Interpreter, WrappedTensor, unwrap
from ._pytree import check_tensor_leaves, tree_flatten, tree_map, tree_unflatten

__all__ = ["GradInterpreter", "GradTensor", "grad", "grad_and_value", "vjp"]

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
        if not enabled or op.outputs == "value":
            return out
        kind = op.outputs
        held = record(op, args, params, (out,) if kind == "tensor" else tuple(out), level=self,
                      values=inner)
        if held is None:  # no argument of this level needs a gradient
            return out
        if kind == "tensor":
            return held[0]
        return held if kind == "list" else named_tuple(op, tuple(held))

    def process_function(self, cls, args: tuple, kwargs: dict):
        """A custom `autograd.Function` at this level: `forward` runs one level down (through
        `cls.apply` on the inner values), `setup_context` fills a fresh ctx with inner values,
        and that ctx becomes this level's node, whose backward is the user's `backward`."""
        inner, tracked, _ = self.unwrap(args)
        inner = tuple(inner)
        needs = tuple(t is True for t in tracked)
        enabled = _grad_state.enabled
        if enabled and not self.prev_grad_mode:
            with _grad_mode(False):
                output = cls.apply(*inner, **kwargs)
        else:
            output = cls.apply(*inner, **kwargs)
        if not (enabled and any(needs)):
            return output
        ctx = function_node(cls, args, level=self)
        cls.setup_context(ctx, inner, output)
        is_tuple = isinstance(output, tuple)
        outs = list(output) if is_tuple else [output]
        non_diff = {id(t) for t in ctx.non_differentiable}
        meta = []
        for i, o in enumerate(outs):
            if not isinstance(o, Tensor):
                meta.append(None)
                continue
            meta.append((o.shape, o._np_dtype))
            if o._np_dtype.kind == "f" and id(o) not in non_diff:
                w = GradTensor(self, o)
                w.grad_fn, w._out_nr, w._requires_grad = ctx, i, True
                outs[i] = w
        ctx.num_outputs = len(outs)
        ctx._out_meta = tuple(meta)
        ctx._saved = tuple(None if t is None else (t, t._version[0])
                           for t in getattr(ctx, "to_save", ()))
        return tuple(outs) if is_tuple else outs[0]

    def process_inplace(self, op, args: tuple, params: dict):
        """`x.add_(y)` on a tensor of this level: functional update of the wrapper.

        The wrapper takes the out-of-place result as its new value and history
        (views inside a transform are copies). Mutating a tensor from outside
        the level with a tracked value raises, as in functorch.
        """
        self_arg = args[0]
        if getattr(self_arg, "_interp", None) is not self:
            raise RuntimeError(
                f"{op.name}_: an in-place operation inside tensorplay.func.grad/vjp would write a "
                "value that depends on the differentiated inputs into a tensor created outside "
                "the transform (a captured tensor). Pass that tensor in as an input of the "
                "transformed function, or use the out-of-place op.")
        storage = self_arg._inner
        if self_arg.grad_fn is None and not self_arg._requires_grad \
                and storage._interp is None and not storage._requires_grad:
            return self._write_through(op, args, params)
        out = self.process(op, args, params)
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
        from .._inplace import write_into

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


# ---- helpers shared by the transforms --------------------------------------------------------
def _argnums_tuple(argnums, nargs: int, name: str) -> tuple:
    if not isinstance(argnums, int | tuple):
        raise RuntimeError(f"{name}: argnums must be int or Tuple[int, ...], got: {type(argnums)}")
    nums = (argnums,) if isinstance(argnums, int) else argnums
    if not nums:
        raise RuntimeError(f"{name}: argnums must be non-empty")
    out = []
    for n in nums:
        if not isinstance(n, int):
            raise RuntimeError(f"{name}: argnums must be an int or a tuple of ints, got {argnums!r}")
        if not -nargs <= n < nargs:
            raise RuntimeError(f"{name}: Got argnums={argnums!r}, but only {nargs} positional "
                               "inputs were passed")
        out.append(n % nargs)
    if len(set(out)) != len(out):
        raise RuntimeError(f"{name}: argnums must be unique, got {argnums!r}")
    return tuple(out)


def _wrap_leaf(interp, x, name: str):
    if not isinstance(x, Tensor):
        raise RuntimeError(f"{name}: expected the differentiated inputs to be Tensors, got "
                           f"{type(x).__name__}")
    if x._np_dtype.kind != "f":
        raise RuntimeError(f"{name}: only floating point Tensors can be differentiated, got an "
                           f"input of dtype {x.dtype}")
    w = GradTensor(interp, x)
    w._requires_grad = True
    return w


def _sweep(interp, outs: list, cotangents: list, inputs: list, *, retain_graph: bool,
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
        got = engine.run(roots, grads, retain_graph=retain_graph, create_graph=create_graph,
                         capture=[edge(w) for w in inputs])
    result = []
    for w, g in zip(inputs, got):
        if g is None:
            with _grad_mode(create_graph):
                g = _ops.zeros_like(w._inner)
        result.append(g)
    return result


class _grad_mode:
    def __init__(self, mode: bool):
        self.mode = mode

    def __enter__(self):
        self.prev = _grad_state.enabled
        _grad_state.enabled = self.mode

    def __exit__(self, *exc):
        _grad_state.enabled = self.prev


# ---- grad / grad_and_value ----------------------------------------------------------------------
def grad_and_value(func, argnums=0, has_aux: bool = False):
    """Like `grad`, but the transformed function returns `(gradient, value)` (with
    `has_aux=True`: `(gradient, (value, aux))`), as in `torch.func.grad_and_value`."""

    def wrapper(*args, **kwargs):
        return _grad_and_value(func, argnums, has_aux, args, kwargs, "grad_and_value")

    wrapper.__name__ = f"grad_and_value({getattr(func, '__name__', 'f')})"
    return wrapper


def grad(func, argnums=0, has_aux: bool = False):
    """The gradient of a function returning a one-element tensor w.r.t. `args[argnums]`.

    `argnums` may be an int or a tuple of ints (then a tuple of gradients is returned);
    each differentiated argument may be a pytree of tensors. With `has_aux=True`, `func`
    returns `(output, aux)` and the transformed function returns `(gradient, aux)`.
    Mirrors `torch.func.grad`.
    """

    def wrapper(*args, **kwargs):
        g, (_v, aux) = _grad_and_value(func, argnums, has_aux, args, kwargs, "grad", split=True)
        return (g, aux) if has_aux else g

    wrapper.__name__ = f"grad({getattr(func, '__name__', 'f')})"
    return wrapper


@contextlib.contextmanager
def _grad_level():
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


def _split_aux(output, has_aux: bool, interp, where: str):
    """(output, aux): with has_aux, f returns a pair and aux leaves the level undifferentiated."""
    if not has_aux:
        return output, None
    if not (isinstance(output, tuple) and len(output) == 2):
        raise RuntimeError(f"{where}: output of function f should be a tuple: "
                           "(output, aux) if has_aux is True")
    output, aux = output
    check_tensor_leaves(aux, f"{where}: aux")
    return output, tree_map(lambda x: unwrap(x, interp), aux)


def _grad_and_value(func, argnums, has_aux, args, kwargs, name, split=False):
    nums = _argnums_tuple(argnums, len(args), name)
    with _grad_level() as (interp, prev):
        args = list(args)
        diff_specs, diff_leaves = [], []
        for n in nums:
            leaves, spec = tree_flatten(args[n])
            wrapped = [_wrap_leaf(interp, x, f"{name}(f)(*args)") for x in leaves]
            diff_leaves.append(wrapped)
            diff_specs.append(spec)
            args[n] = tree_unflatten(wrapped, spec)
        args = [a if n in nums else wrap_constants(interp, a) for n, a in enumerate(args)]
        output = func(*args, **kwargs)
    output, aux = _split_aux(output, has_aux, interp, f"{name}(f)(*args)")
    if not isinstance(output, Tensor):
        raise RuntimeError(f"{name}(f)(*args): Expected f(*args) to return a Tensor, got "
                           f"{type(output).__name__}")
    if output.ndim != 0:
        raise RuntimeError(f"{name}(f)(*args): Expected f(*args) to return a scalar Tensor, got "
                           f"tensor with {output.ndim} dims. Maybe you wanted to use the vjp or "
                           "jacrev APIs instead?")
    flat_inputs = [w for group in diff_leaves for w in group]
    seed = Tensor._make(np.ones((), dtype=output._np_dtype))  # what tp.ones((), dtype=...) makes
    grads = _sweep(interp, [output], [seed], flat_inputs, retain_graph=False, create_graph=prev)
    it = iter(grads)
    per_arg = [tree_unflatten([next(it) for _ in spec_leaves], spec)
               for spec_leaves, spec in zip(diff_leaves, diff_specs)]
    g = per_arg[0] if isinstance(argnums, int) else tuple(per_arg)
    value = unwrap(output, interp)
    if split:
        return g, (value, aux)
    return g, ((value, aux) if has_aux else value)


# ---- vjp ---------------------------------------------------------------------------------------
def vjp(func, *primals, has_aux: bool = False):
    """`(output, vjp_fn)` (plus `aux` with `has_aux=True`), as `torch.func.vjp`.

    `vjp_fn(cotangents)` takes cotangents with the structure and shapes of `output` and
    returns a tuple with one gradient (pytree) per primal. It may be called several times,
    and later, e.g. under a different `vmap` (that is how `jacrev` works).
    """
    with _grad_level() as (interp, _):
        flat, spec = tree_flatten(primals)
        wrapped = [_wrap_leaf(interp, x, "vjp(f, *primals)") for x in flat]
        output = func(*tree_unflatten(wrapped, spec))
    output, aux = _split_aux(output, has_aux, interp, "vjp(f, *primals)")
    flat_out, out_spec = tree_flatten(output)
    for o in flat_out:
        if not isinstance(o, Tensor):
            raise RuntimeError("vjp(f, *primals): Expected f to be a function that has only "
                               f"Tensors as outputs, got {type(o).__name__}")
    primals_out = tree_unflatten([unwrap(o, interp) for o in flat_out], out_spec)

    def vjp_fn(cotangents, *, retain_graph: bool = True, create_graph: bool | None = None):
        flat_ct, ct_spec = tree_flatten(cotangents)
        if ct_spec != out_spec:
            raise RuntimeError("vjp_fn(cotangents): Expected pytree structure of cotangents to be "
                               f"the same as pytree structure of outputs to the function; got "
                               f"cotangents {ct_spec!r} and outputs {out_spec!r}")
        for o, c in zip(flat_out, flat_ct):
            if tuple(o.shape) != tuple(c.shape):
                raise RuntimeError(f"vjp_fn(cotangents): Mismatch in shape: cotangent has shape "
                                   f"{list(c.shape)} and output has shape {list(o.shape)}")
        mode = _grad_state.enabled if create_graph is None else create_graph
        grads = _sweep(interp, flat_out, flat_ct, wrapped, retain_graph=retain_graph,
                       create_graph=mode)
        return tuple(tree_unflatten(grads, spec))

    if has_aux:
        return primals_out, vjp_fn, aux
    return primals_out, vjp_fn
