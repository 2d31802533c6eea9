"""The batching rules only the linalg ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py."""

from __future__ import annotations

from ...core import optable as _ops
from ...dispatch.dispatcher import bind
from ..shared.batching import pad_rank, to_front, unsqueeze

# ───────────────────────────── custom rules: linear algebra ─────────────────────────────

def matmul_rule(interp, op, vals, bdims, params):
    """NumPy matmul rules, batched.

    Fast paths call the op once on the physical tensors when the batch dim
    already sits in matmul's broadcast (leading) dims. Otherwise: batch dims
    to the front, 1-D operands promoted to matrices (unsqueeze before), ranks
    padded so the batch dims line up, one matmul, promoted dims squeezed after.
    """
    a, b = vals
    ba, bb = bdims
    ra = a.ndim - (ba is not None)
    rb = b.ndim - (bb is not None)
    if ra == 0 or rb == 0:
        raise RuntimeError("both arguments to matmul need to be at least 1D, but they are "
                           f"{ra}D and {rb}D")
    if bb is None and ba == 0 and (rb <= ra if ra >= 2 else rb <= 2):
        return bind(op, (a, b), params), 0
    if ba is None and bb == 0 and rb >= 2 and ra <= rb:
        return bind(op, (a, b), params), 0
    if ba is None and ra == 2 and rb == 1:
        # matrix @ batched vector: one (B, n) @ (n, m) product, not B matrix-vector products
        return bind(op, (to_front(b, bb), _ops.transpose(a, 0, 1)), params), 0
    if ba is not None:
        a = to_front(a, ba)
    if bb is not None:
        b = to_front(b, bb)
    squeeze_dims = []
    if ra == 1:
        a = unsqueeze(a, -2)
        squeeze_dims.append(-2)
    if rb == 1:
        b = unsqueeze(b, -1)
        squeeze_dims.append(-1)
    rank = max(ra, rb, 2)
    if ba is not None:
        a = pad_rank(a, rank)
    if bb is not None:
        b = pad_rank(b, rank)
    out = bind(op, (a, b), params)
    if squeeze_dims:
        out = bind(_ops._op_squeeze, (out,), {"dim": squeeze_dims})
    return out, 0
