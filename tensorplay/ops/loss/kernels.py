"""The NumPy helpers only the loss ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ...core.dtype import result_type
from ...dispatch.base import quiet, restore
from ..shared.kernels import (
    ArgumentValueError,
    DtypeError,
    ShapeError,
    _in_dtype,
    _log_softmax,
    _out_of_bounds,
    _softmax,
    _torch_name,
)
from ..shared.loss_helpers import _legacy_reduction


# ---- what cross_entropy and nll_loss share: class weights, targets, coefficients -----------
def _check_reduction(reduction):
    if reduction not in ("mean", "sum", "none"):
        raise ArgumentValueError(f"{reduction} is not a valid value for reduction")


def _loss_coefficients(self, target, weight, ignore_index, label_smoothing):
    """Q with loss_i = -sum_c Q[i, c] * log_softmax(input)[i, c] (class dim 1, or 0 for 1-D input):
    for class indices (1 - ls) * w[t_i] * onehot + ls / C * w, zero where t_i == ignore_index;
    for class probabilities ((1 - ls) * p + ls / C) * w."""
    cdim = 1 if self.ndim >= 2 else 0
    n_classes = self.shape[cdim] if self.ndim else 1
    wshape = [1] * self.ndim
    if self.ndim:
        wshape[cdim] = n_classes
    w = _class_weight_vector(self, weight, n_classes)
    wb = np.reshape(w, wshape)
    if target.dtype.kind == "f":
        if target.shape != self.shape:
            raise ShapeError(f"Expected target size {list(self.shape)}, got {list(target.shape)} "
                             "(class-probability targets have the input's shape)")
        return ((1 - label_smoothing) * target.astype(self.dtype) + label_smoothing / max(n_classes, 1)) * wb
    keep, safe = _class_index_target(self, target, weight, ignore_index, n_classes)
    onehot = np.expand_dims(safe, cdim) == np.reshape(np.arange(n_classes), wshape)
    keep_b = np.expand_dims(keep, cdim)
    # the target's weight at its class only (no 0 * inf at the others: PyTorch's nll_loss writes
    # one entry), and the smoothing term only with label_smoothing (0 * inf weight)
    q = (1 - label_smoothing) * np.where(onehot, np.expand_dims(w[safe], cdim), 0)
    if label_smoothing:
        q = q + label_smoothing / max(n_classes, 1) * wb
    return np.where(keep_b, q, 0).astype(self.dtype)


def _class_weight_vector(self, weight, n_classes: int):
    """The (C,) class weights in the input's dtype (ones without `weight`), shape-checked."""
    w = np.ones(n_classes, self.dtype) if weight is None else weight.astype(self.dtype)
    if w.shape != (n_classes,):
        raise ShapeError(f"weight tensor should be defined either for all {n_classes} classes or no "
                         f"classes but got weight tensor of shape: {list(w.shape)}")
    return w


def _class_index_target(self, target, weight, ignore_index, n_classes: int):
    """(keep, safe) of a class-index target after PyTorch's checks (dtype, the weight's dtype,
    batch size, shape, bounds): keep is t != ignore_index, safe is t with ignored entries 0."""
    cdim = 1 if self.ndim >= 2 else 0
    if target.dtype.kind not in "iu":
        raise ShapeError(f"expected target of integer (class index) or float (class probability) "
                         f"dtype, got {target.dtype}")
    expected = self.shape[:cdim] + self.shape[cdim + 1:]
    if self.ndim >= 2 and target.ndim >= 1 and target.shape[0] != self.shape[0]:  # nll_loss_nd's,
        raise ArgumentValueError(f"Expected input batch_size ({self.shape[0]}) to match target "  # first
                                 f"batch_size ({target.shape[0]}).")
    if weight is not None and weight.dtype != self.dtype:  # PyTorch checks it for class indices
        raise DtypeError(f"expected scalar type {_torch_name(self.dtype)} but found {_torch_name(weight.dtype)}")
    if target.shape != expected:
        raise ShapeError(f"Expected target size {list(expected)}, got {list(target.shape)} "
                         f"(input shape {list(self.shape)})")
    keep = target != ignore_index
    every = bool(keep.all())  # nothing ignored (the usual case): one reduction tests the bounds
    bad = _out_of_bounds(target, n_classes, None if every else keep)
    if bad is not None:
        raise IndexError(f"Target {bad} is out of bounds (number of classes {n_classes})")
    return keep, target if every else np.where(keep, target, 0)


def _loss_denominator(self, target, weight, ignore_index):
    """What reduction='mean' divides by: the summed target weights (class indices) or the
    number of samples N*d1*... (class probabilities)."""
    if target.dtype.kind == "f":
        cdim = 1 if self.ndim >= 2 else 0
        return (self.size / self.shape[cdim] if self.shape[cdim] else np.nan) if self.ndim else 1
    q0 = _loss_coefficients(self, target, weight, ignore_index, 0.0)
    return np.sum(q0)


def _read_classes(target, ignore_index, label_smoothing, cdim, shape):
    """Where PyTorch's loss reads log_softmax for class-index targets: each kept row's target
    class (nll_loss), and every class of a kept row with label smoothing; None for
    probability targets (every element)."""
    if target.dtype.kind == "f":
        return None
    keep = np.expand_dims(target != ignore_index, cdim)
    if label_smoothing:
        return keep
    classes = np.reshape(np.arange(shape[cdim]), [-1 if d == cdim else 1 for d in range(len(shape))])
    return keep & (np.expand_dims(target, cdim) == classes)


def _weighted_nll(q, logp, cdim, read):
    """-sum_c Q * logp over the class dim, reading logp only where `read` (a class never read
    contributes 0, not 0 * -inf = NaN for a masked logit; a zero weight at a read -inf is NaN,
    as PyTorch's 0 * -inf)."""
    if read is not None:
        logp = np.where(read, logp, logp.dtype.type(0))
    return -np.sum(q * logp, axis=cdim)


def _cross_entropy_fused_backward(grads, needs, shapes, self, target, weight, ignore_index,
                                  reduction, label_smoothing):
    """cross_entropy's fused backward (ops.yaml `fused_backward:`), for class indices on (N, C)
    logits without weight or smoothing: (softmax - onehot) scaled, on the arrays. None (the
    formulas) otherwise."""
    g = grads[0]
    if (needs[1] or weight is not None or label_smoothing != 0 or self.ndim != 2
            or target.dtype.kind not in "iu" or g is None or g.dtype != self.dtype):
        return None
    return _cross_entropy_grad(g, _softmax(self, 1), target, ignore_index, reduction), None, None


def _cross_entropy_grad(g, probs, target, ignore_index, reduction):
    """(softmax - onehot) * g (divided by the count of kept rows for 'mean'; per row for
    'none'), for plain class indices: what cross_entropy's backward formula computes."""
    p = probs.copy()
    keep = target != ignore_index
    rows = np.arange(len(target))
    if keep.all():
        p[rows, target] -= 1
        count = len(target)
    else:
        p[rows[keep], target[keep]] -= 1
        p[~keep] = 0
        count = int(np.count_nonzero(keep))
    if reduction == "mean":
        with np.errstate(all="ignore"):
            g = np.true_divide(g, g.dtype.type(count))
    elif reduction == "none":
        g = g[:, None]
    return np.multiply(g, p, dtype=p.dtype)


def _same_size_target(op: str, input, target) -> None:
    if target.shape != input.shape:
        raise ArgumentValueError(f"{op}: Target size ({list(target.shape)}) must be the same as "
                                 f"input size ({list(input.shape)})")


def _broadcast_weight(weight, target) -> None:
    """F.binary_cross_entropy expands the weight to the shape it broadcasts to with the target
    (before the kernel's dtype checks): a weight that does not broadcast is refused there."""
    try:
        np.broadcast_shapes(weight.shape, target.shape)
    except ValueError:
        raise ShapeError(f"The size of tensor a ({target.shape[-1] if target.ndim else 1}) must match "
                         f"the size of tensor b ({weight.shape[-1]}) (weight shape "
                         f"{list(weight.shape)}, target shape {list(target.shape)})") from None


def _reduce_loss(per_elem, reduction, denominator):
    """The reduction of the NumPy loss kernels: the elementwise loss itself ('none'), its sum,
    or the sum over `denominator` ('mean': the element count, or cross_entropy's summed
    class weights). The composites use the `_loss_reduction` op instead."""
    _check_reduction(reduction)
    if reduction == "none":
        return per_elem
    total = np.add.reduce(per_elem, axis=None)  # np.sum without its Python layers
    if reduction == "sum":
        return total
    token = quiet()  # np.errstate(all="ignore") without its bookkeeping: 0 / 0 is NaN
    try:
        return np.true_divide(total, denominator)
    finally:
        restore(token)


def _multi_margin(self, target, p, margin, weight, size_average, reduce, reduction):
    """multi_margin_parts on the arrays: per sample, the terms margin - x[y] + x[j] > 0 of the
    classes j != y (to the power p, times weight[y]), summed over C; then reduced."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    x = self if self.ndim == 2 else self.reshape(1, -1)
    y, rows = target.reshape(-1), np.arange(x.shape[0])
    bad = _out_of_bounds(y, x.shape[1])
    if bad is not None:  # the body's gather
        raise ShapeError(f"gather: index {bad} is out of bounds for dimension 1 with size {x.shape[1]}")
    z = (margin - x[rows, y])[:, None] + x
    counts = z > 0
    counts[rows, y] = False
    terms = np.where(counts, z, 0)
    terms = terms if p == 1 else np.square(terms)
    if weight is not None:
        terms = terms * np.where(counts, weight[y][:, None], 0)
    loss = np.add.reduce(terms, 1) / x.shape[1]
    loss = loss if target.ndim > 0 else loss.reshape(())
    if reduction != "none":
        _check_reduction(reduction)
        total = np.add.reduce(loss, axis=None)  # the mean of none is NaN, without NumPy's warning
        loss = total if reduction == "sum" else total / loss.size if loss.size else total * np.nan
    return loss.astype(self.dtype, copy=False)


def _no_kernel(name: str, x) -> NotImplementedError:
    return NotImplementedError(f"\"{name}\" not implemented for '{_torch_name(x.dtype)}'")


def _check_class_weight(weight, n_classes: int) -> None:
    if weight is not None and weight.shape != (n_classes,):
        raise ShapeError(f"weight tensor should be defined either for all {n_classes} classes or no "
                         f"classes but got weight tensor of shape: {list(weight.shape)}")


def _cross_entropy_checks(self, target, weight, ignore_index, label_smoothing) -> None:
    """PyTorch's cross_entropy_loss checks in its order. A target of the input's shape holds
    class probabilities (and must be float); else class indices: log_softmax over the class
    dim (no integer kernel for a non-empty input), then nll_loss_nd (batch sizes, ValueError),
    then nll_loss for 1-D/2-D input (Long or Byte targets) or nll_loss2d for more dims (Long
    targets only), each checking shapes and the weight before its dtype dispatch."""
    cdim = 0 if self.ndim == 1 else 1
    if self.shape == target.shape:
        if target.dtype.kind != "f":
            raise RuntimeError("Expected floating point type for target with class probabilities, "
                               f"got {_torch_name(target.dtype)}")
        if ignore_index >= 0:
            raise RuntimeError("ignore_index is not supported for floating point target")
        if self.ndim == 0:  # PyTorch reads the class dim's size
            raise IndexError("Dimension specified as 1 but tensor has no dimensions")
        _check_class_weight(weight, self.shape[cdim])
        if self.dtype.kind != "f" and self.size:  # an empty one passes log_softmax
            raise _no_kernel("log_softmax_lastdim_kernel_impl" if cdim == self.ndim - 1
                             else "log_softmax_kernel_impl", self)
        return
    if label_smoothing > 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}")
    if self.ndim == 0:
        raise IndexError("Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    if self.dtype.kind != "f" and self.size:
        raise _no_kernel("log_softmax_lastdim_kernel_impl" if cdim == self.ndim - 1
                         else "log_softmax_kernel_impl", self)
    batch = target.shape[0] if target.ndim else 0
    if self.ndim != 1 and self.shape[0] != batch:
        raise ArgumentValueError(f"Expected input batch_size ({self.shape[0]}) to match target "
                                 f"batch_size ({batch}).")
    n_classes = self.shape[cdim]
    long_or_byte = target.dtype in (np.int64, np.uint8)
    if self.ndim <= 2:  # nll_loss
        if target.ndim > 1:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        if not long_or_byte:
            raise RuntimeError(f"expected target dtype to be Long or Byte, but got "
                               f"{_torch_name(target.dtype)}")
        if self.ndim == 1 and target.ndim == 1 and target.shape[0] != 1:
            raise ArgumentValueError(f"For 1D input, 1D target must have size 1, but got target "
                                     f"size: {target.shape[0]}")
        if self.ndim == 2 and target.ndim == 0:
            raise IndexError("Dimension specified as 0 but tensor has no dimensions")
        _check_class_weight(weight, n_classes)
        if self.dtype.kind != "f":
            raise _no_kernel("nll_loss_out_frame", self)
        return
    if self.ndim != 4 and target.shape[1:] != self.shape[2:]:  # nll_loss_nd reshapes to 4-D
        raise RuntimeError(f"Expected target size {[self.shape[0], *self.shape[2:]]}, got "
                           f"{list(target.shape)}")
    if self.ndim == 4 and target.ndim != 3:  # nll_loss2d
        raise RuntimeError(f"only batches of spatial targets supported (3D tensors) but got "
                           f"targets of dimension: {target.ndim}")
    if not long_or_byte:
        raise RuntimeError(f"expected target dtype to be Long or Byte, but got "
                           f"{_torch_name(target.dtype)}")
    if weight is not None and weight.size != n_classes:
        raise RuntimeError("weight tensor should be defined either for all or no classes")
    if target.shape[1:] != self.shape[2:]:
        raise RuntimeError(f"size mismatch (got input: {list(self.shape)} , target: "
                           f"{list(target.shape)}")
    if self.dtype.kind != "f":
        raise _no_kernel("nll_loss2d_forward_out_frame", self)
    if target.dtype != np.int64 and self.size:  # its kernel reads the target as Long
        raise RuntimeError(f"expected scalar type Long but found {_torch_name(target.dtype)}")


class SampleMeta:
    """What `_cross_entropy_checks` reads of an array (shape, ndim, size, dtype), for one
    sample of a batched tensor: the batching rule checks each sample as the kernel would."""

    def __init__(self, shape: tuple, dtype: np.dtype):
        self.shape, self.dtype = tuple(shape), np.dtype(dtype)
        self.ndim, self.size = len(self.shape), int(np.prod(self.shape, dtype=np.int64))


def _cross_entropy(self, target, weight, ignore_index, reduction, label_smoothing):
    _check_reduction(reduction)
    _cross_entropy_checks(self, target, weight, ignore_index, label_smoothing)
    cdim = 1 if self.ndim >= 2 else 0
    if target.dtype.kind == "f":
        return _prob_target_loss(self, target, weight, reduction, label_smoothing, cdim)
    logp = _log_softmax(self, cdim)
    if (self.ndim == 2 and weight is None and label_smoothing == 0 and reduction != "none"
            and target.dtype.kind in "iu" and target.shape == self.shape[:1]):
        # the common case (class indices, no weight or smoothing): pick -log p[i, t_i] instead
        # of building the coefficient matrix; the same sums as the general path below
        n_classes = self.shape[1]
        keep = target != ignore_index
        every = bool(keep.all())
        safe = target if every else np.where(keep, target, 0)
        bad = _out_of_bounds(target, n_classes, None if every else keep)
        if bad is not None:
            raise IndexError(f"Target {bad} is out of bounds (number of classes {n_classes})")
        picked = logp[np.arange(len(safe)), safe]
        per_elem = -picked if every else np.where(keep, -picked, picked.dtype.type(0))
        count = len(safe) if every else int(np.count_nonzero(keep))
        return _reduce_loss(per_elem, reduction, self.dtype.type(count))
    q = _loss_coefficients(self, target, weight, ignore_index, label_smoothing)
    per_elem = _weighted_nll(q, logp, cdim, _read_classes(target, ignore_index, label_smoothing, cdim, logp.shape))
    return _reduce_loss(per_elem, reduction, _loss_denominator(self, target, weight, ignore_index))


def _log_softmax_rounded(x, dim, dt):
    """log_softmax of x (in float32 for a float16 input) as PyTorch's CPU kernel for dt: over
    the last dim of a float16 input it rounds the sum of exp(x - max) and its log to float16
    before x - max - log(sum); over another dim it rounds only the result."""
    if dt != np.float16 or dim != x.ndim - 1:
        return _log_softmax(x, dim)
    shifted = x - np.maximum.reduce(x, axis=dim, keepdims=True, initial=-np.inf)
    total = np.add.reduce(np.exp(shifted), axis=dim, keepdims=True).astype(dt).astype(x.dtype)
    return shifted - np.log(total).astype(dt).astype(x.dtype)


def _prob_target_loss(self, target, weight, reduction, label_smoothing, cdim):
    """PyTorch's cross_entropy_loss_prob_target op by op: log_softmax of the input, target * (1 -
    ls) + ls / C, -(logp * target * weight) summed over the class dim ('none') or over
    everything; each op in its operands' promoted dtype (computed in float32 for float16, its
    opmath) and rounded to it."""
    if self.dtype.kind != "f":  # an empty integer input (log_softmax refuses a non-empty one)
        self = self.astype(target.dtype)

    def run(dt, fn, *xs):
        f = np.float32 if dt == np.float16 else dt
        return np.asarray(fn(*(x.astype(f, copy=False) for x in xs))).astype(dt, copy=False)

    logp = run(self.dtype, lambda x: _log_softmax_rounded(x, cdim, self.dtype), self)
    n_classes = self.shape[cdim] if self.ndim else 1
    t = target
    if label_smoothing > 0:
        t = run(t.dtype, lambda x: x * (1 - label_smoothing), t)
        # PyTorch's mul takes the Python number as is (opmath), its add rounds it to float16 first
        t = run(t.dtype, lambda x: x + t.dtype.type(label_smoothing / max(n_classes, 1)), t)
    dt = result_type([self.dtype, t.dtype], [], [])
    prod = run(dt, np.multiply, logp, t)
    if weight is not None:
        dt = result_type([dt, weight.dtype], [], [])
        wshape = [-1 if d == cdim else 1 for d in range(self.ndim)]
        prod = run(dt, np.multiply, prod, np.reshape(weight, wshape))
    if reduction == "none":
        return run(dt, lambda x: -x.sum(axis=cdim), prod)
    total = run(dt, lambda x: -x.sum(), prod)
    if reduction == "sum":
        return total
    denominator = _loss_denominator(self, target, weight, 0)
    with np.errstate(all="ignore"):
        return run(dt, lambda x: np.true_divide(x, denominator), total)


def _target_weights(self, target, weight, ignore_index):
    """weight[t_i] (1 without `weight`) per class-index target, 0 where t_i == ignore_index:
    the target's shape. nll_loss is -sum(W * input[i, t_i]); the checks are
    _loss_coefficients'."""
    n_classes = self.shape[1 if self.ndim >= 2 else 0] if self.ndim else 1
    w = _class_weight_vector(self, weight, n_classes)
    if target.dtype.kind == "f":
        raise ShapeError(f"expected class-index targets of dtype int64, got {target.dtype}")
    keep, safe = _class_index_target(self, target, weight, ignore_index, n_classes)
    return np.where(keep, w[safe], 0).astype(self.dtype)


def _nll_loss(self, target, weight, size_average, ignore_index, reduce, reduction):
    """nll_loss's body on the arrays (its fused path): W = _target_weights, the picked
    input[i, t_i], -(W * picked) with 0 where W is 0 (no 0 * -inf), reduced as the body does."""
    reduction = _legacy_reduction(size_average, reduce, reduction)
    cdim = 1 if self.ndim >= 2 else 0
    n_classes = self.shape[cdim]
    w = None if weight is None else _class_weight_vector(self, weight, n_classes)
    keep, safe = _class_index_target(self, target, weight, ignore_index, n_classes)
    if self.ndim == 2:
        picked = self[np.arange(len(safe)), safe]
    else:
        picked = np.take_along_axis(self, np.expand_dims(safe, cdim), cdim).squeeze(cdim)
    if weight is None and keep.all():  # W is all ones: the loss is -picked, sum(W) its size
        loss = -picked
    else:
        w = np.ones(n_classes, self.dtype) if w is None else w
        w = np.where(keep, w[safe], 0).astype(self.dtype)
        loss = -(w * np.where(w != 0, picked, picked.dtype.type(0)))
    if reduction == "mean":
        total = self.dtype.type(loss.size) if w is None else np.add.reduce(w, axis=None)
        token = quiet()  # np.errstate(all="ignore") without its bookkeeping: 0 / 0 is NaN
        try:
            return np.true_divide(np.add.reduce(loss, axis=None), total)
        finally:
            restore(token)
    if reduction not in ("sum", "none"):
        raise ArgumentValueError(f"_loss_reduction: {reduction} is not a valid value for reduction")
    return loss if reduction == "none" else np.add.reduce(loss, axis=None)


def _smooth_l1(d, beta, huber):
    """The elementwise smooth L1 (huber: Huber) loss of the difference d, as the two branches
    PyTorch's kernels compute: |d| < beta is the quadratic one, NaN takes the linear one."""
    ad = np.abs(d)
    if huber:
        return np.where(ad < beta, 0.5 * (d * d), beta * (ad - 0.5 * beta))
    return np.where(ad < beta, 0.5 * (d * d) / beta, ad - 0.5 * beta)


def _bce_logits_loss(self, target, weight, pos_weight):
    """binary_cross_entropy_with_logits' unreduced loss as PyTorch's kernel computes it, in
    place: log_sigmoid(x) = min(x, 0) - log1p(exp(-|x|)) in x's dtype (times L = (pos_weight -
    1) * target + 1, written back into it), then (1 - target) * x - that, and times weight,
    each step computed in the promoted dtype and stored in the target's."""
    x = self.astype(np.float64)  # rounded once into a float32 / float16 x's dtype
    # the same float64 steps written into two arrays (no 8 MB temporary per step at 1M: -50 %)
    e = np.abs(x, out=np.empty_like(x))  # (an array also for a 0-d x: abs would give a scalar)
    np.negative(e, out=e)
    np.exp(e, out=e)
    np.log1p(e, out=e)
    ls = np.subtract(np.minimum(x, 0, out=x), e, out=x).astype(self.dtype)
    if pos_weight is not None:
        lw = _in_dtype(pos_weight - 1, target, np.multiply) + 1
        ls = _in_dtype(ls, lw, np.multiply, ls.dtype)
    loss = _in_dtype(_in_dtype(1 - target, self, np.multiply, target.dtype), ls, np.subtract, target.dtype)
    return loss if weight is None else _in_dtype(loss, weight, np.multiply, target.dtype)
