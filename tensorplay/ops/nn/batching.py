"""The batching rules only the nn ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py.

Same contract as the shared rules (read that module first): a rule gets the physical tensors
one level down and their batch dims, calls ops only through `bind` or tensorplay ops (never
NumPy), and returns (result, out_bdim).

The nn kernels already take a leading batch dim N, so most rules *fold* the vmapped dim into
an existing dim: into N when each sample is processed independently of the others (pooling, a
convolution whose weight is shared), into the channels when the samples need their own
parameters or statistics (a batched conv weight becomes a grouped convolution, batch_norm's
per-sample statistics become per-channel statistics)."""

from __future__ import annotations

from ...core import optable as _ops
from ...core.creation import tensor
from ...core.tensor import Tensor
from ...dispatch import inplace as _inplace
from ...dispatch.dispatcher import bind
from ...dispatch.errors import ShapeError
from ..shared.batching import (
    _replace,
    batch_size_of,
    logical_shape,
    materialize,
    movedim,
    pad_rank,
    reshape,
    to_front,
    unsqueeze,
)
from .kernels import _bn_rank

# ───────────────────────────── helpers ─────────────────────────────

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

# ───────────────────────────── autograd plumbing ─────────────────────────────

def depends_on_rule(interp, op, vals, bdims, params):
    """_depends_on: the answer is `self` with its batch dim; the zero-derivative edge to `other`
    is kept when both are batched alike (or `other` is not batched), else dropped (it changes
    no value, only whether a create_graph gradient requires grad)."""
    (x, other), (bx, bo) = vals, bdims
    if bx is not None and (bo is None or (bo == bx and other.ndim == x.ndim)):
        return bind(op, (x, other), params), bx
    return x, bx


# ───────────────────────────── convolution ─────────────────────────────

def conv2d_rule(interp, op, vals, bdims, params):
    """conv2d. Shared weight: the vmapped dim is folded into N (one conv). Batched weight:
    a grouped convolution — input channels (N, B*C, H, W), weight (B*O, C/g, kh, kw),
    groups B*g — so sample b only meets weight b. A bias that cannot go into the kernel
    (batched, or with a grouped weight) is added afterwards, as the kernel would."""
    x, w, bias = vals
    bx, bw, bb = bdims
    size = batch_size_of(vals, bdims)
    rank = x.ndim - (bx is not None)
    _check_rank(rank)
    if w.ndim - (bw is not None) != 4:
        raise RuntimeError(f"conv2d weight must be 4-D (out, in/groups, kh, kw), got "
                           f"{list(logical_shape(w, bw))}")
    inside = bias if (bb is None and bw is None) else None
    if bw is None:
        xf = _fold_into_n(materialize(x, bx, size), rank)
        out = _unfold_n(bind(op, (xf, w, inside), params), size, rank)
    else:
        xg = _to_nchw_groups(x, bx, size, rank)
        w = to_front(w, bw)
        wg = reshape(w, (size * w.shape[1], *tuple(w.shape)[2:]))
        out = bind(op, (xg, wg, None), _replace(params, groups=params["groups"] * size))
        out = _from_nchw_groups(out, size, rank)
    if bias is not None and inside is None:
        if bb is None:
            out = _ops.add(out, reshape(bias, (-1, 1, 1)))
        else:
            b = to_front(bias, bb)
            out = _ops.add(out, reshape(b, (size,) + (1,) * (rank - 3) + (b.shape[1], 1, 1)))
    return out, 0


def conv2d_backward_input_rule(interp, op, vals, bdims, params):
    """conv2d_backward_input: folded into N when the weight is shared, else the grouped
    transposed convolution (the adjoint of conv2d_rule's grouped conv)."""
    go, w = vals
    bg, bw = bdims
    size = batch_size_of(vals, bdims)
    rank = go.ndim - (bg is not None)
    _check_rank(rank, "grad_output")
    input_size = tuple(params["input_size"])
    if bw is None:
        gf = _fold_into_n(materialize(go, bg, size), rank)
        isz = (gf.shape[0], *input_size[-3:])
        out = bind(op, (gf, w), _replace(params, input_size=isz))
        return _unfold_n(out, size, rank), 0
    gg = _to_nchw_groups(go, bg, size, rank)
    w = to_front(w, bw)
    wg = reshape(w, (size * w.shape[1], *tuple(w.shape)[2:]))
    c, h, wd = input_size[-3:]
    isz = (gg.shape[0], size * c, h, wd)
    out = bind(op, (gg, wg), _replace(params, input_size=isz, groups=params["groups"] * size))
    return _from_nchw_groups(out, size, rank), 0


def conv2d_backward_weight_rule(interp, op, vals, bdims, params):
    """conv2d_backward_weight sums over N, so the batch cannot go there: both operands get
    the batch folded into their channels and the grouped kernel gives a (B*O, C/g, kh, kw)
    result, one weight gradient per sample."""
    go, x = vals
    bg, bx = bdims
    size = batch_size_of(vals, bdims)
    rg, rx = go.ndim - (bg is not None), x.ndim - (bx is not None)
    _check_rank(rg, "grad_output")
    _check_rank(rx)
    gg = _to_nchw_groups(go, bg, size, rg)
    xg = _to_nchw_groups(x, bx, size, rx)
    ws = tuple(params["weight_size"])
    out = bind(op, (gg, xg), _replace(params, weight_size=(size * ws[0], *ws[1:]),
                                      groups=params["groups"] * size))
    return reshape(out, (size, *ws)), 0


# ───────────────────────────── pooling ─────────────────────────────

def fold_batch_rule(interp, op, vals, bdims, params):
    """Pooling ops (and their backward / gather): every tensor argument gets the vmapped dim
    first, merged into N — a 3-D sample (C, H, W) gets it *as* N — one call, split back.
    The result has the per-sample rank of the `self` (input) argument, the last tensor."""
    size = batch_size_of(vals, bdims)
    new = list(vals)
    rank = None
    for i, (v, b) in enumerate(zip(vals, bdims)):
        if not isinstance(v, Tensor):
            continue
        rank = v.ndim - (b is not None)
        _check_rank(rank)
        new[i] = _fold_into_n(materialize(v, b, size), rank)
    out = bind(op, tuple(new), params)
    return _unfold_n(out, size, rank), 0


def batch_norm_rule(interp, op, vals, bdims, params):
    """batch_norm with statistics per vmapped sample: (B, N, C, *S) is laid out as
    (N, B*C, *S), so the kernel's per-channel statistics are per (sample, channel); running
    statistics are folded the same way ((B, C) -> (B*C,), unbatched ones expanded). weight
    and bias (batched or not) are applied outside the op, exactly as the kernel would.

    Training with running statistics updates them in place. Batched ones: each sample
    updates its own row (written back to the physical buffer). Unbatched ones with a batched
    input are refused, as torch.func does; with the input unbatched too (only weight or bias
    vmapped) the op runs once and updates them once, as PyTorch. An unbatched one beside a
    batched one (input unbatched): the loop would update it once per sample in turn,
    r <- (1-m) r + m s_i, so the rule computes
    the same result in closed form from the kernel's parallel updates t_i = (1-m) r0 + m s_i:
    r_B = (1-m)^B r0 + sum_i (1-m)^(B-1-i) (t_i - (1-m) r0)."""
    x, w, bias, rm, rv = vals
    bx, bw, bb, brm, brv = bdims
    size = batch_size_of(vals, bdims)
    training, momentum = params["training"], params["momentum"]
    if x.ndim - (bx is not None) < 2:  # the sample's own error, as eager batch_norm raises it
        try:
            _bn_rank(logical_shape(x, bx), training, None if rm is None else
                     rm.numel() // (size if brm is not None else 1))
        except ShapeError as exc:
            raise RuntimeError(f"batch_norm: {exc}") from None
    unbatched = (brm is None and rm is not None) or (brv is None and rv is not None)
    if training and bx is not None and x.numel() and unbatched:
        raise RuntimeError(_UNBATCHED_STATS)
    if bx is None and brm is None and brv is None:  # one sample's statistics, updated once
        out = bind(op, (x, None, None, rm, rv), params)
        return _apply_affine(out, w, bw, bias, bb, x.ndim - 2), 0
    x = materialize(x, bx, size)
    s = tuple(x.shape)
    n, c, rest = s[1], s[2], s[3:]
    xf = reshape(movedim(x, 0, 1), (n, size * c, *rest))
    buffers = []  # (buffer passed to the kernel, original, its bdim)
    running = [None, None]
    if (rm is not None and rv is not None) or training:
        for k, (r, br) in enumerate(((rm, brm), (rv, brv))):
            if r is None:
                continue
            buf = bind(_ops._op_clone, (reshape(materialize(r, br, size), (size * c,)),), {})
            running[k] = buf
            buffers.append((buf, r, br))
    out = bind(op, (xf, None, None, running[0], running[1]), params)
    if training and x.numel():  # an empty input returns before the statistics move
        keep = 1.0 - momentum
        for buf, r, br in buffers:
            t = reshape(buf, (size, c))
            if br is not None:
                _write_back(r, br, t)
                continue
            coef = tensor([keep ** (size - 1 - i) for i in range(size)], dtype=r.dtype)
            new = _ops.add(_ops.mul(r, keep ** size),
                           _ops.sum(_ops.mul(reshape(coef, (size, 1)),
                                             _ops.sub(t, _ops.mul(r, keep))), [0]))
            _write_back(r, None, new)
    out = movedim(reshape(out, (n, size, c, *rest)), 1, 0)
    return _apply_affine(out, w, bw, bias, bb, len(rest)), 0


# torch.func's batch_norm rule refuses to update unbatched running statistics from a batched
# input in place (each sample would update them in turn)
_UNBATCHED_STATS = (
    "Batch norm got a batched tensor as input while the running_mean or running_var, which will "
    "be updated in place, were not batched.\nIf you are using a module and do not need eval mode, "
    "please set `track_running_stats` to be False.")


def _apply_affine(out, w, bw, bias, bb, rank_after_c):
    """batch_norm's weight and bias applied outside the op, as the kernel would."""
    if w is not None:
        out = _ops.mul(out, _channel_view(w, bw, rank_after_c))
    if bias is not None:
        out = _ops.add(out, _channel_view(bias, bb, rank_after_c))
    return out


def embedding_rule(interp, op, vals, bdims, params):
    """embedding. Batched indices, shared weight: the op as is (rows are appended last, so
    the batch dim stays). Batched weight (B, V, D): folded to (B*V, D) and sample b's
    indices offset by b*V — one gather. The indices are first checked against a (V, 0)
    weight (no data) so an out-of-range index fails as it would per sample. padding_idx
    only changes the gradient the op records at the levels below; with a batched weight the
    folded call cannot name one row per sample, so it is not passed down there (a grad
    transform *above* this vmap still gets it through embedding's backward formula)."""
    w, idx = vals
    bw, bi = bdims
    if bw is None:
        return bind(op, (w, idx), params), bi
    size = batch_size_of(vals, bdims)
    w = to_front(w, bw)
    v = w.shape[1]
    idx = materialize(idx, bi, size)
    bind(op, (_ops.zeros((v, 0), dtype=w.dtype), idx), params)
    wf = reshape(w, (size * v, *tuple(w.shape)[2:]))
    offsets = reshape(_ops.arange(0, size * v, v, dtype=idx.dtype), (size,) + (1,) * (idx.ndim - 1))
    return bind(op, (wf, _ops.add(idx, offsets)), _replace(params, padding_idx=-1)), 0


def batch_first_rule(interp, op, vals, bdims, params):
    """pad (and ops like it that only touch trailing dims): vmapped dim to 0, op unchanged."""
    x = to_front(vals[0], bdims[0])
    n = x.ndim - 1
    pad = params["pad"]
    if len(pad) % 2 or len(pad) // 2 > n:
        raise RuntimeError(f"Padding length must be divisible by 2 and at most twice the number of "
                           f"dims of the input ({n}), got {len(pad)}")
    return bind(op, (x, *vals[1:]), params), 0


def leading_broadcast_rule(interp, op, vals, bdims, params):
    """Ops whose last dim has its own meaning (_lstm_gates: 4H gates beside an H cell state) and
    whose leading dims broadcast: batch dims to the front, ranks right-aligned by padding."""
    rank = max(v.ndim - (b is not None) for v, b in zip(vals, bdims) if isinstance(v, Tensor))
    new = [v if b is None or not isinstance(v, Tensor) else pad_rank(to_front(v, b), rank)
           for v, b in zip(vals, bdims)]
    return bind(op, tuple(new), params), 0
