"""vmap, the vectorizing map (torch.func.vmap semantics).

`vmap(f)(x)` checks `in_dims` against the arguments (`_vmap_args.py`), pushes a
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
from ._batching import BatchedTensor, BatchInterpreter
from ._pytree import tree_flatten, tree_unflatten
from ._vmap_args import LazyPaths, check_out_dims, flat_out_dims, process_inputs, unwrap_output
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

