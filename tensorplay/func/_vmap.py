"""vmap, the vectorizing map (torch.func.vmap semantics).

`vmap(f)(x)` checks `in_dims` against the arguments (at the end of this file), pushes a
`BatchInterpreter` (`_batching.py`) on the interpreter stack, wraps each mapped input as a
`BatchedTensor` of that level, calls `f`, and moves the batch dim of every output to its
`out_dims` entry. `chunk_size` runs the batch in slices and concatenates them.

The per-sample loop (for a custom Function with `generate_vmap_rule`, and a hand-built
OpDef without a batching rule) and its switch live in `_vmap_fallback.py`.
"""

from __future__ import annotations

import functools

from ..core import optable as _ops
from ..core import random as _random
from ..core.tensor import Tensor
from ..ops.shared.batching import expand, movedim, unsqueeze
from ._batching import BatchedTensor, BatchInterpreter
from ._pytree import broadcast_prefix, tree_flatten, tree_structure, tree_unflatten
from ._vmap_fallback import (
    concat,
    set_vmap_fallback_enabled,
    stack,
    vmap_fallback_disabled,
    vmap_fallback_enabled,
)

__all__ = ["BatchInterpreter", "BatchedTensor", "concat", "set_vmap_fallback_enabled", "stack",
           "vmap", "vmap_fallback_disabled", "vmap_fallback_enabled"]

_RANDOMNESS = ("error", "different", "same")


def _flat_vmap(func, batch_size, flat_in_dims, flat_args, spec, out_dims, randomness, kwargs):
    interp = BatchInterpreter(batch_size, randomness)
    with interp:
        inputs = [a if d is None else BatchedTensor(interp, a, d) for a, d in zip(flat_args, flat_in_dims)]
        out = func(*tree_unflatten(inputs, spec), **kwargs)
        flat_out, out_spec = tree_flatten(out)
        flat_od = flat_out_dims(out, out_dims, func)
        paths = ["output"] if isinstance(out, Tensor) else LazyPaths(out, "output")
        results, dims = [], []
        for k, (o, od) in enumerate(zip(flat_out, flat_od)):
            r, d = unwrap_output(interp, func, out_dims, o, od, paths, k)
            results.append(r)
            dims.append(d)
    return results, dims, out_spec


def _chunked_vmap(func, batch_size, chunk_size, flat_in_dims, flat_args, spec, out_dims, randomness,
                  kwargs):
    state = _random.default_generator.get_state() if randomness == "same" else None
    chunks = []
    for start in range(0, batch_size, chunk_size):
        stop = min(start + chunk_size, batch_size)
        args = [a if d is None else _ops.index(a, (slice(None),) * d + (slice(start, stop),))
                for a, d in zip(flat_args, flat_in_dims)]
        if state is not None:
            _random.default_generator.set_state(state)
        chunks.append(_flat_vmap(func, stop - start, flat_in_dims, args, spec, out_dims, randomness,
                                 kwargs))
    _, dims, out_spec = chunks[0]
    flat = []
    for k, d in enumerate(dims):
        if d is None:
            flat.append(chunks[0][0][k])
        else:
            flat.append(concat([c[0][k] for c in chunks], d))
    return tree_unflatten(flat, out_spec)


def vmap(func, in_dims=0, out_dims=0, randomness: str = "error", *, chunk_size=None):
    """Vectorize `func` over a dimension of its inputs (torch.func.vmap semantics).

    `in_dims`: an int (every positional argument is mapped over that dim) or a
    tuple with one entry per positional argument, each an int, None (not
    mapped) or a nested structure matching that argument (tuples, lists,
    dicts); negative dims count from the end. Keyword arguments are passed
    through unmapped. `out_dims`: where the mapped dim goes in each output (an
    int or a structure matching the outputs); outputs that do not depend on
    the mapped inputs are expanded to the batch size. `randomness`: 'error'
    (random ops raise), 'same' (one draw shared by all samples) or
    'different' (independent draws). `chunk_size`: run at most that many
    samples at a time (same results, less memory).
    """
    if randomness not in _RANDOMNESS:
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. "
                           f"Got {randomness!r}")
    if chunk_size is not None and (not isinstance(chunk_size, int) or isinstance(chunk_size, bool)
                                   or chunk_size <= 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size!r})")

    in_dims_cache: dict = {}  # TreeSpec of the inputs -> flat in_dims

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        check_out_dims(out_dims, func)
        size, flat_in_dims, flat_args, spec = process_inputs(func, in_dims, args, in_dims_cache)
        if chunk_size is not None and chunk_size < size:
            return _chunked_vmap(func, size, chunk_size, flat_in_dims, flat_args, spec, out_dims,
                                 randomness, kwargs)
        results, _, out_spec = _flat_vmap(func, size, flat_in_dims, flat_args, spec, out_dims,
                                          randomness, kwargs)
        return tree_unflatten(results, out_spec)

    return wrapped


# ── the arguments and outputs around the interpreter ───────────────────────────────────────
# The `in_dims` tree matched to the arguments (one dim per tensor leaf, all mapped sizes
# equal), the `out_dims` tree matched to the outputs, and each output moved from its physical
# batch dim to its `out_dim`. Errors name the argument path (`args[1]['x']`) and the shapes,
# as torch.func's do.

def name_of(func) -> str:
    return getattr(func, "__name__", None) or repr(func)


def _leaf_paths(tree, path: str, out: list) -> list:
    """The path of every leaf of `tree`, in `tree_flatten` order."""
    if tree is None:
        return out
    if isinstance(tree, tuple | list):
        for i, t in enumerate(tree):
            _leaf_paths(t, f"{path}[{i}]", out)
    elif isinstance(tree, dict):
        for k, t in tree.items():
            _leaf_paths(t, f"{path}[{k!r}]", out)
    else:
        out.append(path)
    return out


class LazyPaths:
    """Leaf paths (`args[1]['x']`), computed only when an error message needs one."""

    def __init__(self, tree, root: str):
        self.tree, self.root, self.paths = tree, root, None

    def __getitem__(self, i: int) -> str:
        if self.paths is None:
            self.paths = _leaf_paths(self.tree, self.root, [])
        return self.paths[i]

    def __str__(self) -> str:
        return self.root


class _LazyHead:
    """`vmap(f, in_dims=..., ...)(<inputs>)`, formatted only when an error message needs it."""

    def __init__(self, func, in_dims):
        self.func, self.in_dims = func, in_dims

    def __str__(self) -> str:
        return f"vmap({name_of(self.func)}, in_dims={self.in_dims!r}, ...)(<inputs>)"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _shape(x) -> list:
    return list(x.shape)


def _match_in_dims(head, in_dims, args, spec) -> list:
    """One in_dim per leaf of `args` (in_dims is a tree prefix of args)."""
    try:
        return broadcast_prefix(in_dims, args)
    except ValueError as exc:
        where = str(exc).replace("structure mismatch at ", "").split(":")[0]
        where = "in_dims" if where == "root" else f"in_dims{where} / args{where}"
        raise ValueError(
            f"{head}: in_dims is not compatible with the structure of the inputs ({where}: {exc}). "
            f"in_dims has structure {tree_structure(in_dims)!r} but the inputs have structure "
            f"{spec!r}; in_dims must be a tree prefix of the positional arguments.") from None


def process_inputs(func, in_dims, args, cache=None):
    head = _LazyHead(func, in_dims)
    if not isinstance(in_dims, int | tuple) or isinstance(in_dims, bool):
        raise ValueError(f"{head}: expected `in_dims` to be an int or a (possibly nested) tuple "
                         f"matching the structure of the inputs, got {type(in_dims).__name__}.")
    if not args:
        raise ValueError(f"vmap({name_of(func)})(<inputs>): got no inputs. Maybe you forgot to pass "
                         "them, or you are trying to vmap over a function with no inputs; the "
                         "latter is unsupported.")
    flat_args, spec = tree_flatten(args)
    paths = LazyPaths(args, "args")
    if type(in_dims) is int:  # one dim for every leaf (what broadcast_prefix gives)
        flat_in_dims = [in_dims] * len(flat_args)
    elif cache is not None and spec in cache:  # the in_dims tree matched to this structure before
        flat_in_dims = list(cache[spec])
    else:
        flat_in_dims = _match_in_dims(head, in_dims, args, spec)
        if cache is not None and len(cache) < 16:
            cache[spec] = tuple(flat_in_dims)
    sizes = []
    for i, (arg, d) in enumerate(zip(flat_args, flat_in_dims)):
        if d is None:
            continue
        if type(d) is not int and (not isinstance(d, int) or isinstance(d, bool)):
            raise ValueError(f"{head}: got in_dim={d!r} for {paths[i]}, but an in_dim must be an "
                             "integer dimension or None.")
        if not isinstance(arg, Tensor):
            raise ValueError(f"{head}: got in_dim={d} for {paths[i]}, which is of type "
                             f"{type(arg).__name__}. vmap can only map over Tensors; use None as "
                             "its in_dim (or pass it as a keyword argument, which is never mapped).")
        n = arg.ndim
        if not -n <= d < n:
            raise ValueError(f"{head}: got in_dim={d} for {paths[i]}, a Tensor of shape "
                             f"{_shape(arg)} (dimensionality {n}), so expected {-n} <= in_dim < {n}.")
        if d < 0:
            d += n
            flat_in_dims[i] = d
        sizes.append((arg.shape[d], i, arg, d))
    if not sizes:
        raise ValueError(f"{head}: expected at least one Tensor to vmap over (every in_dim is None).")
    size = sizes[0][0]
    for s, i, arg, d in sizes[1:]:
        if s != size:
            path = paths[i]
            s0, p0, a0, d0 = sizes[0]
            p0 = paths[p0]
            raise ValueError(
                f"vmap({name_of(func)}, in_dims={in_dims!r}, ...)(<inputs>): Expected all tensors to "
                f"have the same size in the mapped dimension, got size {s0} for {p0} (shape "
                f"{_shape(a0)}, in_dim {d0}) and size {s} for {path} (shape {_shape(arg)}, in_dim {d}).")
    return size, flat_in_dims, flat_args, spec


def check_out_dims(out_dims, func) -> None:
    leaves = [out_dims] if isinstance(out_dims, int) else tree_flatten(out_dims)[0]
    for d in leaves:
        if d is not None and (not isinstance(d, int) or isinstance(d, bool)):
            raise ValueError(f"vmap({name_of(func)}, ..., out_dims={out_dims!r}): `out_dims` must be an "
                             "int, None or a Python collection of ints (or None) saying where the "
                             "mapped dimension should appear in each output.")


def flat_out_dims(out, out_dims, func):
    if isinstance(out, Tensor):
        if out_dims is None or isinstance(out_dims, int):
            return [out_dims]
        if isinstance(out_dims, tuple) and len(out_dims) == 1:
            return list(out_dims)
    else:
        try:
            return broadcast_prefix(out_dims, out)
        except ValueError:
            pass
    raise ValueError(f"vmap({name_of(func)}, ..., out_dims={out_dims!r})(<inputs>): out_dims is not "
                     f"compatible with the structure of the outputs: out_dims has structure "
                     f"{tree_structure(out_dims)!r} but the outputs have structure "
                     f"{tree_structure(out)!r}.")


def unwrap_output(interp, func, out_dims, o, od, paths, k):
    ours = getattr(o, "_interp", None) is interp  # a BatchedTensor of this vmap
    if ours and od is not None and -o.ndim - 1 <= od <= o.ndim:  # the common case
        od %= o.ndim + 1
        return movedim(o._inner, o._bdim, od), od
    path = paths[k]
    if od is None:
        if ours:
            raise ValueError(f"vmap({name_of(func)}, ..., out_dims={out_dims!r}): {path} is batched "
                             f"(logical shape {_shape(o)}) but its out_dim is None; None is only for "
                             "outputs that do not depend on the mapped inputs.")
        return o, None
    if not isinstance(o, Tensor):
        raise ValueError(f"vmap({name_of(func)}, ...): `{name_of(func)}` must only return Tensors, got "
                         f"type {type(o).__name__} for {path}. Did you mean to set its out_dim to None?")
    n = o.ndim + 1  # the rank of the result, with the batch dim
    if not -n <= od < n:  # PyTorch: IndexError, like any dim out of range
        raise IndexError(f"vmap({name_of(func)}, ..., out_dims={out_dims!r}): got out_dim={od} for {path}, "
                         f"a Tensor of logical shape {_shape(o)}; with the batch dim it has "
                         f"{n} dims, so expected {-n} <= out_dim < {n}.")
    od %= n
    if ours:
        return movedim(o._inner, o._bdim, od), od
    # Does not depend on the mapped inputs: every sample has the same value.
    x = unsqueeze(o, od)
    size = list(x.shape)
    size[od] = interp.batch_size
    return expand(x, size), od
