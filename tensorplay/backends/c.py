"""The optional C extension `tensorplay._C._ops`, generated from ops.yaml.

Ops with a `c_kernel:` entry call into it when it is loaded and their inputs
qualify (float32/float64, C-contiguous, same shapes, at least `min_size`
elements); otherwise, or with `TENSORPLAY_DISABLE_C=1`, they run on NumPy.
`TENSORPLAY_REQUIRE_C=1` makes `import tensorplay` fail when the extension is
missing. An extension compiled from other C sources than those on disk (a stale
build, told apart by the hash of the sources it embeds) is not used: NumPy runs,
with one warning, or the import fails under `TENSORPLAY_REQUIRE_C=1`. The fused backward loops run only when grad mode is off during the
backward pass (`create_graph=False`), so higher-order gradients always use the
differentiable formulas of ops.yaml.

The row-wise adapters (`softmax_forward`..., `lstm_cell_forward`...) and the optimizer
steps (`sgd_step`, `adam_step`) are hand-written here; each has a NumPy path with the
same order of operations.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import warnings

import numpy as np

from .._C.source_hash import committed_hash

_DISABLED = os.environ.get("TENSORPLAY_DISABLE_C", "") not in ("", "0")
_REQUIRED = os.environ.get("TENSORPLAY_REQUIRE_C", "") not in ("", "0")



def _stale_build(ext) -> str | None:
    """Why a loaded extension must not be used: it was compiled from other C sources than
    those on disk (a stale build: the spec or a header changed and the rebuild failed or
    never ran), so its loops may not match ops.yaml. None when it matches."""
    built = getattr(ext, "SOURCE_HASH", None)
    current = committed_hash()
    if current is None or built == current:
        return None
    built = f"sources with hash {built[:12]}" if isinstance(built, str) else "unhashed sources"
    return (f"stale build: {os.path.basename(getattr(ext, '__file__', '_ops'))} was compiled "
            f"from {built}, but tensorplay/_C/_ops.c and its headers now hash to "
            f"{current[:12]}; rebuild it with `make build-ext`")


_ext = None
_import_error: str | None = "disabled by TENSORPLAY_DISABLE_C=1"
if not _DISABLED:
    try:
        from .._C import _ops as _ext
    except ImportError as exc:  # no compiler at install time, or not built yet
        _import_error = f"{type(exc).__name__}: {exc}"
    else:
        _import_error = _stale_build(_ext)
        if _import_error is not None:
            _ext = None
            if not _REQUIRED:
                warnings.warn(f"tensorplay: not using the C extension: {_import_error}; running on "
                              "NumPy", RuntimeWarning, stacklevel=2)
if _REQUIRED and _ext is None:
    raise ImportError(
        "TENSORPLAY_REQUIRE_C=1 but the C extension tensorplay._C._ops is not available "
        f"({_import_error}). Build it with `make generate` (python -m codegen && python setup.py "
        "build_ext --inplace), and check that a C compiler is installed.")

# The module the generated ops call, or None to run NumPy.
OPS = _ext
# The extension's size threshold: call_base tries an op's C forward only on inputs with at
# least this many elements (the extension would decline smaller ones), so small tensors never
# pay for the attempt. Kept in step with the extension by `forced`.
MIN_SIZE = _ext.info()["min_size"] if _ext is not None else sys.maxsize
# Told the new MIN_SIZE when `forced` changes it (the dispatcher keeps each op's threshold).
MIN_SIZE_WATCHERS: list = []


def is_available() -> bool:
    """True if the C extension is loaded and in use."""
    return OPS is not None


def why_unavailable() -> str | None:
    """Why the extension is not in use (None when it is)."""
    if OPS is not None:
        return None
    return _import_error or "switched off by tensorplay.backends.c.disabled()"


def info() -> dict:
    """Build facts of the extension: size threshold, libmvec vector math, op count."""
    return dict(_ext.info()) if _ext is not None else {}


def set_enabled(enabled: bool) -> bool:
    """Switch the C path on or off for this process; returns the previous state."""
    global OPS
    previous = OPS is not None
    if enabled and _ext is None:
        raise RuntimeError(f"the C extension is not available ({_import_error})")
    OPS = _ext if enabled else None
    return previous


@contextlib.contextmanager
def disabled():
    """Run the block on NumPy only."""
    previous = set_enabled(False)
    try:
        yield
    finally:
        set_enabled(previous)


@contextlib.contextmanager
def forced(min_size: int = 0):
    """Run the block on C wherever the inputs qualify, down to `min_size` elements
    (0: even 0-d and empty arrays). Used by the tests to check both paths."""
    global MIN_SIZE
    previous = set_enabled(True)
    old = _ext.set_min_size(min_size)
    MIN_SIZE = min_size
    for watcher in MIN_SIZE_WATCHERS:
        watcher(min_size)
    try:
        yield
    finally:
        _ext.set_min_size(old)
        MIN_SIZE = old
        for watcher in MIN_SIZE_WATCHERS:
            watcher(old)
        set_enabled(previous)


def loop(name: str):
    """The C forward loop `name` of an op, as its OpDef's `c_forward`: called like the op's
    kernel (the arrays, then the other arguments in signature order); None while the
    extension is off, or when the loop declines the arrays (then the NumPy kernel runs)."""

    def c_forward(*arrays, **params):
        ops = OPS
        return None if ops is None else getattr(ops, name)(*arrays, *params.values())

    return c_forward


def backward_loop(name: str, x: str | None, uses_result: bool, params: tuple = ()):
    """The C backward loop `name` of an elementwise op, as its OpDef's `fused_backward`: the
    input's gradient from the output's, the saved input `x` and/or the result, and the
    arguments `params`; None (the formulas run) while the extension is off."""

    def c_backward(grads, needs, shapes, **saved):
        ops, g = OPS, grads[0]
        if ops is None or g is None:
            return None
        arrays = (g._data, saved[x]._data if x else None,
                  saved["result"]._data if uses_result else None)
        out = getattr(ops, name)(*arrays, *map(saved.__getitem__, params)) if params else \
            getattr(ops, name)(*arrays)
        return None if out is None else (Tensor._make(out),)

    c_backward.pointwise = True  # one element at a time (the compiler's C fusion may do better)
    return c_backward


def tensor(array: np.ndarray):
    """Wrap a kernel result as a Tensor (used by the generated fused backwards)."""
    return Tensor._make(array)


# ---- row-wise ops: adapters between the op signatures and the C helpers --------------------
def _last_dim(dim, ndim: int) -> bool:
    return ndim > 0 and dim in (-1, ndim - 1)


def softmax_forward(self, dim, dtype=None):
    if dtype is not None or not _last_dim(dim, self.ndim):
        return None
    return OPS.softmax_forward(self, False)


def log_softmax_forward(self, dim, dtype=None):
    if dtype is not None or not _last_dim(dim, self.ndim):
        return None
    return OPS.softmax_forward(self, True)


def safe_softmax_forward(self, dim, dtype=None):
    if dtype is not None or not _last_dim(dim, self.ndim):
        return None
    return OPS.softmax_forward(self, 2)


def cumsum_forward(self, dim, dtype=None):
    if dtype is not None or not _last_dim(dim, self.ndim):
        return None
    return OPS.cumsum(self, False)


# The backward adapters are an op's fused backward (ops.yaml `c_kernel: {helper: ...}`): they
# take the arrays (gradients, saved inputs) and return one array per input, or None to leave
# it to the op's NumPy `fused_backward:` kernel or its formulas.
def safe_softmax_backward(grads, needs, shapes, self, result, dim, dtype=None, **_):
    """softmax's backward: the rows of zeros get zero gradients from it as well."""
    if dtype is not None:
        return None
    return _row_backward(grads, self, result, dim, False)


def cumsum_backward(grads, needs, shapes, self, dim, dtype=None, **_):
    """cumsum's backward: the running sums of the gradient from the end of each row (a
    broadcast gradient, as sum()'s backward gives, is made contiguous first)."""
    g = grads[0]
    if OPS is None or g is None or dtype is not None or not _last_dim(dim, g.ndim):
        return None
    out = OPS.cumsum(np.ascontiguousarray(g), True)
    return None if out is None else (out,)


def _row_backward(grads, self, result, dim, log_mode: bool):
    ops, g = OPS, grads[0]
    if (ops is None or g is None or not _last_dim(dim, result.ndim)
            or self.dtype != result.dtype):
        return None
    out = ops.softmax_backward(g, result, log_mode)
    return None if out is None else (out,)


def softmax_backward(grads, needs, shapes, self, result, dim, dtype=None, **_):
    if dtype is not None:
        return None
    return _row_backward(grads, self, result, dim, False)


def log_softmax_backward(grads, needs, shapes, self, result, dim, dtype=None, **_):
    if dtype is not None:
        return None
    return _row_backward(grads, self, result, dim, True)


def _plain_xent(self, target, weight, label_smoothing, reduction) -> bool:
    return (weight is None and label_smoothing == 0 and self.ndim == 2
            and target.dtype == np.int64 and reduction in ("mean", "sum", "none"))


def cross_entropy_forward(self, target, weight, ignore_index, reduction, label_smoothing):
    """Class-index targets on (N, C) logits, no weight or smoothing: per-row losses in one
    pass over the logits, then NumPy's reduction (mean over the non-ignored rows)."""
    if not _plain_xent(self, target, weight, label_smoothing, reduction):
        return None
    loss = OPS.cross_entropy_forward(self, target, ignore_index)
    if loss is None or reduction == "none":
        return loss
    total = np.sum(loss)
    if reduction == "sum":
        return total
    count = loss.dtype.type(np.count_nonzero(target != ignore_index))
    with np.errstate(all="ignore"):
        return np.true_divide(total, count)


def cross_entropy_backward(grads, needs, shapes, self, target, weight, ignore_index, reduction,
                           label_smoothing, **_):
    """d loss / d logits = scale * (softmax - onehot), fused in one pass per row."""
    ops, g = OPS, grads[0]
    if ops is None or g is None or needs[1] or weight is not None:
        return None
    if not _plain_xent(self, target, None, label_smoothing, reduction) or g.dtype != self.dtype:
        return None
    if reduction == "none":
        scale = np.ascontiguousarray(g, dtype=np.float64)
    elif reduction == "sum":
        scale = float(g)
    else:
        scale = float(np.true_divide(g, self.dtype.type(np.count_nonzero(target != ignore_index))))
    out = ops.cross_entropy_backward(self, target, scale, ignore_index)
    return None if out is None else (out, None, None)


# ---- the LSTM cell: gates (..., 4H) and c (..., H) -> [h', c'] (..., 2H) ---------------------
def lstm_cell_forward(gates, c):
    """One pass over the gates instead of NumPy's eight; None (NumPy) for broadcast leading
    dims, other dtypes or non-contiguous arrays."""
    return OPS.lstm_cell_forward(gates, c)


def lstm_cell_backward(grads, needs, shapes, gates, c, **_):
    """(d gates, d c) in one pass, recomputing the gates; None leaves it to the NumPy kernel."""
    ops, g = OPS, grads[0]
    if ops is None or g is None:
        return None
    out = ops.lstm_cell_backward(g, gates, c)
    if out is None:
        return None
    d_gates, d_c = out
    return (d_gates if needs[0] else None, d_c if needs[1] else None)


# ---- optimizer steps ----------------------------------------------------------------------
def _arr(x):
    return x._data if hasattr(x, "_data") else x


def sgd_step(param, grad, momentum_buffer=None, *, lr: float, momentum: float = 0.0,
             dampening: float = 0.0, weight_decay: float = 0.0, nesterov: bool = False,
             maximize: bool = False, first_step: bool = False) -> None:
    """One torch.optim.SGD update of `param` in place (and of `momentum_buffer`, which on
    `first_step` is set to the gradient). Arrays or tensors; C when they qualify."""
    p, g = _arr(param), _arr(grad)
    buf = None if momentum_buffer is None or momentum == 0 else _arr(momentum_buffer)
    if OPS is not None and OPS.sgd_step(p, g, buf, lr, momentum, dampening, weight_decay,
                                        nesterov, maximize, first_step):
        return
    dt = p.dtype.type
    d = -g if maximize else g
    if weight_decay != 0:
        d = d + dt(weight_decay) * p
    if buf is not None:
        if first_step:
            buf[...] = d
        else:
            buf[...] = dt(momentum) * buf + dt(1 - dampening) * d
        d = d + dt(momentum) * buf if nesterov else buf
    p[...] = p - dt(lr) * d


def adam_step(param, grad, exp_avg, exp_avg_sq, max_exp_avg_sq=None, *, step: int, lr: float,
              beta1: float = 0.9, beta2: float = 0.999, eps: float = 1e-8,
              weight_decay: float = 0.0, decoupled: bool = False, maximize: bool = False) -> None:
    """One torch.optim.Adam (decoupled=True: AdamW) update in place, `step` counting from 1.
    `max_exp_avg_sq` given means amsgrad. Arrays or tensors; C when they qualify."""
    p, g, m, v = _arr(param), _arr(grad), _arr(exp_avg), _arr(exp_avg_sq)
    vmax = None if max_exp_avg_sq is None else _arr(max_exp_avg_sq)
    step_size = lr / (1 - beta1 ** step)
    bc2_sqrt = math.sqrt(1 - beta2 ** step)
    if OPS is not None and OPS.adam_step(p, g, m, v, vmax, lr, beta1, beta2, eps, weight_decay,
                                         step_size, bc2_sqrt, decoupled, maximize):
        return
    dt = p.dtype.type
    gi = -g if maximize else g
    pi = p
    if decoupled:
        pi = pi * dt(1 - lr * weight_decay)
    elif weight_decay != 0:
        gi = gi + dt(weight_decay) * pi
    m[...] = dt(beta1) * m + dt(1 - beta1) * gi
    v[...] = dt(beta2) * v + dt(1 - beta2) * (gi * gi)
    vv = v
    if vmax is not None:
        np.maximum(vmax, v, out=vmax)
        vv = vmax
    denom = np.sqrt(vv) / dt(bc2_sqrt) + dt(eps)
    p[...] = pi - dt(step_size) * (m / denom)


from ..core.tensor import Tensor  # noqa: E402 - after the module state, for import order
