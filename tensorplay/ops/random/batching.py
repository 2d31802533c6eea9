"""Batching rules for the random ops whose shape the generic `random` rule cannot batch:
multinomial (1-D or 2-D input only) and randperm (no tensor input and no `size`).

'same' randomness with batched inputs rewinds the generator for each sample, as the generic
rule does; 'different' draws once for the whole batch (multinomial: the batch folded into
rows) or once per sample (randperm).
"""

from __future__ import annotations

from ...dispatch.dispatcher import bind
from ...func._vmap_fallback import stack
from ..shared.batching import _same_random, materialize, reshape


def multinomial_rule(interp, op, vals, bdims, params):
    if interp.randomness == "same":
        return _same_random(interp, op, vals, bdims, params)
    (x,), (bdim,) = vals, bdims
    x = materialize(x, bdim, interp.batch_size)
    logical = tuple(x.shape[1:])
    if len(logical) not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    rows = reshape(x, (-1, logical[-1]))
    out = bind(op, (rows,), params)
    return reshape(out, (interp.batch_size, *logical[:-1], params["num_samples"])), 0


def randperm_rule(interp, op, vals, bdims, params):
    """'different': one permutation per sample (the rule runs only when the level is not
    'same', since randperm has no tensor input to be batched)."""
    return stack([bind(op, tuple(vals), params) for _ in range(interp.batch_size)], 0), 0
