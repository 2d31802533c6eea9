"""The batching rules only the pointwise ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py."""

from __future__ import annotations

from ...core.tensor import Tensor
from ...dispatch.dispatcher import bind
from ..shared.batching import batch_size_of, materialize, pad_rank, to_front


def copy_rule(interp, op, vals, bdims, params):
    """copy(self, src): src broadcast to self's shape. The result has self's per-sample shape,
    so self gets the batch dim first (expanded when unbatched: only its shape and dtype are
    read) and a batched src is padded to self's rank."""
    self_, src = vals
    bs, bsrc = bdims
    size = batch_size_of(vals, bdims)
    self_ = materialize(self_, bs, size)
    if bsrc is not None and isinstance(src, Tensor):
        src = pad_rank(to_front(src, bsrc), self_.ndim - 1)
    return bind(op, (self_, src), params), 0
