"""Reverse mode: `grad`, `grad_and_value` and `vjp` (torch.func semantics).

Each call pushes a fresh grad level (`_grad_level.py`: the interpreter, its tensors and the
backward sweep), wraps the differentiated inputs as leaves of that level, runs the function
and sweeps the level's tape backwards from its output. This module checks the arguments
(`argnums`, `has_aux`, the output) and shapes the results.
"""

from __future__ import annotations

import numpy as np

from ..autograd import grad_mode
from ..core.tensor import Tensor
from ._grad_level import GradInterpreter, GradTensor, new_level, sweep, wrap_constants, wrap_leaf
from ._interpreter import unwrap
from ._pytree import check_tensor_leaves, tree_flatten, tree_map, tree_unflatten

__all__ = ["GradInterpreter", "GradTensor", "grad", "grad_and_value", "vjp", "wrap_constants"]

_grad_state = grad_mode._state


def _argnums_tuple(argnums, nargs: int, name: str) -> tuple:
    if not isinstance(argnums, int | tuple):
        raise RuntimeError(f"{name}: argnums must be int or Tuple[int, ...], got: {type(argnums)}")
    nums = (argnums,) if isinstance(argnums, int) else argnums
    if not nums:
        raise RuntimeError(f"{name}: argnums must be non-empty")
    out = []
    for n in nums:
        if not isinstance(n, int):
            raise RuntimeError(f"{name}: argnum must be int, got: {type(n)} (argnums={argnums!r})")
        if not -nargs <= n < nargs:
            raise RuntimeError(f"{name}: Got argnums={argnums!r}, but only {nargs} positional "
                               "inputs were passed")
        out.append(n % nargs)
    if len(set(out)) != len(out):
        raise RuntimeError(f"{name}: argnums must be unique, got {argnums!r}")
    return tuple(out)


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
    with new_level() as (interp, prev):
        args = list(args)
        diff_specs, diff_leaves = [], []
        for n in nums:
            leaves, spec = tree_flatten(args[n])
            wrapped = [wrap_leaf(interp, x, f"{name}(f)(*args)") for x in leaves]
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
    grads = sweep(interp, [output], [seed], flat_inputs, retain_graph=False, create_graph=prev)
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
    with new_level() as (interp, _):
        flat, spec = tree_flatten(primals)
        wrapped = [wrap_leaf(interp, x, "vjp(f, *primals)") for x in flat]
        output = func(*tree_unflatten(wrapped, spec))
    output, aux = _split_aux(output, has_aux, interp, "vjp(f, *primals)")
    flat_out, out_spec = tree_flatten(output)
    if not flat_out or output is None:
        raise RuntimeError("vjp(f, *primals): Expected f to be a function that has non-empty "
                           f"output (got output = {[] if output == () else [output]})")
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
        grads = sweep(interp, flat_out, flat_ct, wrapped, retain_graph=retain_graph,
                       create_graph=mode)
        return tuple(tree_unflatten(grads, spec))

    if has_aux:
        return primals_out, vjp_fn, aux
    return primals_out, vjp_fn
