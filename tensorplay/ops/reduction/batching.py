"""The batching rules only the reduction ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py."""

from __future__ import annotations

from ...core import optable as _ops
from ...dispatch.dispatcher import bind
from ..shared.batching import reshape, to_front


def histc_rule(interp, op, vals, bdims, params):
    """histc of each sample: the sample's elements become one row of `_histc_rows`."""
    x = to_front(vals[0], bdims[0])
    return bind(_ops._op__histc_rows, (reshape(x, (x.shape[0], -1)),), params), 0


def histc_rows_rule(interp, op, vals, bdims, params):
    """_histc_rows of a batch of 2-D inputs: the batch folds into the rows."""
    x = to_front(vals[0], bdims[0])
    size, rows = x.shape[0], x.shape[1]
    out = bind(op, (reshape(x, (size * rows, x.shape[2])),), params)
    return reshape(out, (size, rows, out.shape[-1])), 0
