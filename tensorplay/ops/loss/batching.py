"""The batching rules only the loss ops use (their `vmap: {custom: ...}` names them, through
tensorplay/ops/shared/batch_rule_table.py), with the helpers only they need. The generic
rules and the helpers several families share are in tensorplay/ops/shared/batching.py."""

from __future__ import annotations

from ...core import optable as _ops
from ...core.tensor import Tensor
from ...dispatch.dispatcher import bind
from ..shared import formulas as H
from ..shared.batching import (
    _replace,
    batch_size_of,
    broadcast,
    decompose,
    logical_shape,
    materialize,
    reshape,
)
from . import kernels as K


def _weighted_nll(q, logp, cdim, target):
    """-sum_c Q * logp; with class indices a zero coefficient reads nothing (no 0 * -inf)."""
    if not target.is_floating_point():
        logp = _ops.where(q != 0, logp, _ops.zeros_like(logp))
    return -_ops.sum(q * logp, cdim)


def class_weights_rule(interp, op, vals, bdims, params):
    """The per-class loss coefficients Q. The batch dim is folded into the loss's
    sample dim N (self (B, N, C, ...) -> (B*N, C, ...)); a batched `weight`
    uses Q(weight) = Q(None) * weight along the class dim."""
    x, target, weight = vals
    bx, bt, bw = bdims
    if bw is not None:
        def fn(x, target, weight):
            q = _ops._class_weights(x, target, None, params["ignore_index"], params["label_smoothing"])
            shape = [1] * q.ndim
            shape[1 if q.ndim >= 2 else 0] = -1
            return q * _ops.reshape(weight, shape)

        return decompose(interp, fn, vals, bdims)
    size = batch_size_of(vals, bdims)
    x = materialize(x, bx, size)
    target = materialize(target, bt, size)
    n = x.ndim - 1
    if n <= 1:
        return bind(op, (x, target, weight), params), 0
    xs = tuple(x.shape)
    x2 = reshape(x, (size * xs[1], *xs[2:]))
    ts = tuple(target.shape)
    t2 = reshape(target, (size * ts[1], *ts[2:]))
    out = bind(op, (x2, t2, weight), params)
    return reshape(out, xs), 0



def target_weights_rule(interp, op, vals, bdims, params):
    """nll_loss's per-target weights W (the target's shape), folded as class_weights_rule
    folds Q; a batched `weight` uses W(weight) = W(None) * weight[t]."""
    x, target, weight = vals
    bx, bt, bw = bdims
    ignore = params["ignore_index"]
    if bw is not None:
        def fn(x, target, weight):
            safe = _ops.where(target == ignore, 0, target)
            return _ops._target_weights(x, target, None, ignore) * _ops.take(weight, safe)

        return decompose(interp, fn, vals, bdims)
    size = batch_size_of(vals, bdims)
    x = materialize(x, bx, size)
    target = materialize(target, bt, size)
    if x.ndim - 1 <= 1:
        return bind(op, (x, target, weight), params), 0
    xs, ts = tuple(x.shape), tuple(target.shape)
    out = bind(op, (reshape(x, (size * xs[1], *xs[2:])), reshape(target, (size * ts[1], *ts[2:])),
                    weight), params)
    return reshape(out, ts), 0

def cross_entropy_rule(interp, op, vals, bdims, params):
    """cross_entropy = reduce(-sum(Q * log_softmax(x), class dim)), batched op by op, after
    the kernel's argument checks on one sample's shapes and dtypes."""
    try:
        K._cross_entropy_checks(*(None if v is None else K.SampleMeta(logical_shape(v, b), v._np_dtype)
                                  for v, b in zip(vals, bdims)),
                                params["ignore_index"], params["label_smoothing"])
    except K.ArgumentValueError as e:  # as the dispatcher translates a kernel's
        raise ValueError(str(e)) from None
    except K.ShapeError as e:
        raise RuntimeError(str(e)) from None

    def fn(x, target, weight):
        cdim = 1 if x.ndim >= 2 else 0
        q, denom = H._loss_coefficients_and_denominator(x, target, weight, params["ignore_index"],
                                                        params["label_smoothing"])
        per = _weighted_nll(q, _ops.log_softmax(x, cdim), cdim, target)
        return H._loss_reduce(per, params["reduction"], denom)

    return decompose(interp, fn, vals, bdims)


# ───────────────────────────── losses ─────────────────────────────

def loss_rule(interp, op, vals, bdims, params):
    """An elementwise loss: computed with reduction='none' (a broadcast op), then each
    sample's own dims are summed or averaged per `reduction`."""
    reduction = params["reduction"]
    K._check_reduction(reduction)
    if op.name.startswith("binary_cross_entropy"):
        vals, bdims = _same_size_input_and_target(op, vals, bdims)
    out, ob = broadcast(interp, op, vals, bdims, _replace(params, reduction="none"))
    if reduction == "none":
        return out, ob
    dims = [d for d in range(out.ndim) if d != ob]
    if not dims:
        return out, ob
    red = (_ops.sum if reduction == "sum" else _ops.mean)(out, dims)
    if red.dtype != out.dtype:
        red = bind(_ops._op__to_copy, (red,), {"dtype": out.dtype})
    return red, 0


def _same_size_input_and_target(op, vals, bdims):
    """The binary cross entropies require a target of the input's size per sample (a
    ValueError otherwise, as the kernel says); with both batched at 0 the kernel's own check
    holds for the batch too."""
    x, t = vals[0], vals[1]
    if not isinstance(t, Tensor):
        return vals, bdims
    shapes = logical_shape(x, bdims[0]), logical_shape(t, bdims[1])
    if shapes[0] != shapes[1]:
        raise ValueError(f"{op.name}: Target size ({list(shapes[1])}) must be the same as "
                         f"input size ({list(shapes[0])})")
    size = batch_size_of(vals, bdims)
    return ((materialize(x, bdims[0], size), materialize(t, bdims[1], size), *vals[2:]),
            (0, 0, *bdims[2:]))
