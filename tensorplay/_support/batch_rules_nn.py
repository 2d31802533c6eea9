"""Batching rules for the nn ops (convolution, pooling, normalization, embedding, losses).

Same contract as tensorplay/_support/batch_rules.py (read that module first): a rule gets
the physical tensors one level down and their batch dims, calls ops only through `bind`
or tensorplay ops (never NumPy), and returns (result, out_bdim). The rules are registered
in `_rules.CUSTOM` under the names ops.yaml's `{custom: <name>}` uses.

The nn kernels already take a leading batch dim N, so most rules *fold* the vmapped dim
into an existing dim: into N when each sample is processed independently of the others
(pooling, a convolution whose weight is shared), into the channels when the samples need
their own parameters or statistics (a batched conv weight becomes a grouped convolution,
batch_norm's per-sample statistics become per-channel statistics).
"""

from __future__ import annotations

from ..core import optable as _ops
from ..dispatch import inplace as _inplace
from .batch_rules import (
    materialize,
    movedim,
    reshape,
    to_front,
    unsqueeze,
)


def _to_nchw_groups(x, bdim, size, rank):
    """A physical conv operand (batch dim `bdim`, per-sample rank 3 or 4) as (N, B*C, H, W):
    the batch folded into the channels, so sample b uses channel block b."""
    x = materialize(x, bdim, size)
    if rank == 3:
        x = unsqueeze(x, 1)
    x = movedim(x, 0, 1)
    s = tuple(x.shape)
    return reshape(x, (s[0], size * s[2], *s[3:]))


def _from_nchw_groups(out, size, rank):
    """Undo `_to_nchw_groups` on a result (N, B*C', H', W') -> bdim-0 (B, [N,] C', H', W')."""
    s = tuple(out.shape)
    out = movedim(reshape(out, (s[0], size, s[1] // size, *s[2:])), 1, 0)
    if rank == 3:
        out = reshape(out, (size, *tuple(out.shape)[2:]))
    return out


def _fold_into_n(x, rank):
    """A bdim-0 physical (B, [N,] ...) as a batch the kernel takes: (B*N, ...) for per-sample
    rank 4; a 3-D sample is already (B, C, H, W), B serving as N."""
    if rank == 4:
        s = tuple(x.shape)
        return reshape(x, (s[0] * s[1], *s[2:]))
    return x


def _unfold_n(out, size, rank):
    if rank == 4:
        s = tuple(out.shape)
        return reshape(out, (size, s[0] // size, *s[1:]))
    return out


def _check_rank(rank, what="input"):
    if rank not in (3, 4):
        raise RuntimeError(f"expected a 3-D (unbatched) or 4-D (batched) {what}, got a {rank}-D one "
                           "(per sample, inside vmap)")


def _channel_view(p, bdim, rank_after_c):
    """A per-channel parameter (C,) — or batched (B, C) — shaped to multiply a bdim-0
    (B, N, C, *S) result (rank_after_c = len(S))."""
    if bdim is None:
        return reshape(p, (p.shape[0],) + (1,) * rank_after_c)
    p = to_front(p, bdim)
    return reshape(p, (p.shape[0], 1, p.shape[1]) + (1,) * rank_after_c)


# ───────────────────────────── normalization ─────────────────────────────

def _write_back(dst, bdim, value):
    """Overwrite the physical buffer `dst` (batch dim `bdim`, or None) with `value` (bdim 0
    when `bdim` is not None) — the running-statistics side effect of batch_norm."""
    if bdim is not None:
        value = movedim(value, 0, bdim)
    _inplace.inplace(_ops._op_index_put, (dst, value), {"indices": Ellipsis, "accumulate": False})
