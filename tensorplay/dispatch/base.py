"""The base level: run an op's kernel on plain tensors, wrap the result, record it on the tape.

`bind` ends here when no transform owns an argument (and `call` comes here directly when no
transform is active and the call is not the everyday one its fast path takes). The steps are
the same for every op: the arguments are checked as PyTorch checks them (dispatch/args.py),
NumPy (or the C loop) computes the raw result from the arrays, `Tensor`s wrap it, and when grad
mode is on and an input requires grad, `autograd.record.record` puts a node on the tape.

Two details of running a kernel live here too, because every kernel call needs them:
- floating-point warnings: an op such as `log` may produce inf/nan from valid input; PyTorch
  says nothing, so a kernel with `fp_errors: true` in its spec runs under `quiet()`;
- bfloat16: PyTorch's CPU kernels compute a bfloat16 op in float32 and round once; the
  kernels here never see bfloat16 either (`lowered`, `lift`, `lower`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..autograd import grad_mode
from ..autograd.copy_slices import register as register_view
from ..autograd.record import record
from ..core import dtype as _dtype
from ..core import meta as _meta
from ..core.meta import MetaArray, compact
from ..core.return_types import return_type
from ..core.tensor import Tensor
from .args import (
    REFUSALS,
    check_broadcast,
    check_dtypes,
    check_tensor_args,
    input_arrays,
    translate,
)
from .refusals import REFUSES_BFLOAT16

if TYPE_CHECKING:
    from .dispatcher import OpDef

_grad_state = grad_mode._state
_KNOWN = _dtype.KNOWN  # the NumPy dtypes a tensor may hold (bfloat16 joins when loaded)


def call_base(op: OpDef, args: tuple, params: dict):
    """Run the kernel on base tensors and, if needed, record a node on the tape: check the
    arguments as PyTorch does, compute the arrays in the op's compute dtype, run the kernel
    (translating NumPy's errors into PyTorch's), wrap and record. The everyday call of a
    primitive does not come here: the fast path in `dispatcher.call` handles it."""
    check_tensor_args(op, args)
    try:
        check_dtypes(op, args, params)
    except (NotImplementedError, RuntimeError, TypeError):
        shape_error = None if op.dtype_first else _shape_first(op, args, params)
        if shape_error is not None:
            raise shape_error from None
        raise
    arrays, out_dt = input_arrays(op, args)
    low = lowered(op, arrays, params)  # bfloat16: computed in float32 (below)
    try:
        raw = _run_kernel(op, lift(arrays) if low else arrays, params)
    except RuntimeError:
        if op.broadcast:
            check_broadcast(op, arrays)
        raise
    if low and op.outputs != "value":
        raw = lower(raw)
    if _meta.used and op.outputs != "value":  # any meta input makes a meta result
        raw = _meta.follow_inputs(args, raw)
    return _finish(op, args, params, raw, out_dt)


def _shape_first(op: OpDef, args: tuple, params: dict) -> Exception | None:
    """PyTorch checks the shapes (and dims) of an op's arguments before it looks for a kernel
    of their dtype, so a refused dtype with a bad shape reports the shape. This runs the kernel
    with float64 zeros for the inputs that decide the dtype (zeros: the shapes are checked,
    not the values, which PyTorch checks after the dtype) on the error path only (random ops
    excepted, whose draw would move the generator), and returns the error it raises, if any."""
    if op.random:
        return None
    deciding = range(len(args)) if op.dtype_args is None else op.dtype_args  # not an index
    arrays = [[np.zeros(t.shape) for t in a] if isinstance(a, list | tuple) and i in deciding
              else np.zeros(a.shape) if isinstance(a, Tensor) and i in deciding
              else a._data if isinstance(a, Tensor) else a for i, a in enumerate(args)]
    try:
        with np.errstate(all="ignore"):
            _run_kernel(op, arrays, params)
    except (RuntimeError, IndexError, ValueError, TypeError) as exc:
        return exc
    return None


def _finish(op: OpDef, args: tuple, params: dict, raw, out_dt):
    kind = op.outputs
    if kind == "tensor":
        outs = (_wrap(raw, out_dt),)
    elif kind == "value":
        return raw
    else:
        outs = tuple(_wrap(r, out_dt if kind == "list" else None) for r in raw)
    if op.view:
        share_version(op, args, outs)
        if _grad_state.inference:  # a view op's results are marked as its input is
            for o in outs:
                o._inference = args[0]._inference
    if op.any_differentiable and _grad_state.enabled:
        record(op, args, params, outs)
    if kind == "tensor":
        return outs[0]
    if kind == "list":  # Tensor[] results are tuples, as torch.split / unbind / chunk
        return outs
    return named_tuple(op, outs)


def _wrap(raw, out_dt) -> Tensor:
    if type(raw) is not np.ndarray:
        if type(raw) is MetaArray:  # an op on meta tensors: a meta result (core/meta.py)
            return _wrap_meta(raw, out_dt)
        raw = np.asarray(raw)
    if out_dt is not None and raw.dtype != out_dt:
        raw = raw.astype(out_dt)
    elif raw.dtype not in _KNOWN:
        raw = raw.astype(_dtype.from_numpy_dtype(raw.dtype).np)
    t = object.__new__(Tensor)
    t._data = raw
    t._version = [0]
    if _grad_state.inference:
        t._inference = True  # made in inference mode (grad_mode.inference_mode)
    return t


def _wrap_meta(raw, out_dt) -> Tensor:
    t = object.__new__(Tensor)
    t._data = compact(raw if out_dt is None else raw.astype(out_dt, copy=False))
    t._version = [0]
    return t


def share_version(op: OpDef, args: tuple, outs: tuple) -> None:
    """A view op's results share the input's memory and version counter and are views of its
    base for autograd; those of a view op with no differentiable output (view(dtype)) are not,
    as PyTorch's non-differentiable views (detach() likewise): writing into them rebases
    nothing."""
    base = args[0]
    data = base._data
    for out in outs:
        # an empty result of a view op is a view too (NumPy sees no memory to share); so is
        # the input's own array (`contiguous()` of a contiguous tensor) and, without asking
        # NumPy, an array whose memory belongs to the input's array or to the array that one
        # views; an array owning its memory is a copy
        arr = out._data
        owner = arr.base
        if arr.size == 0 or arr is data or (owner is not None and (
                owner is data or owner is data.base or np.may_share_memory(arr, data))):
            out._version = base._version
            if out._inference is not base._inference:  # a view: its base's inference mark
                out._inference = base._inference
            if not op.any_differentiable:
                continue
            out._base = root = base if base._base is None else base._base
            register_view(root, out)


def named_tuple(op: OpDef, outs: tuple):
    """The outputs of a multi-output op as PyTorch's named tuple (`values`, `indices`)."""
    return return_type(op.name, op.return_names)(*outs)


def _run_kernel(op: OpDef, arrays: list, params: dict):
    try:
        if op.fp_errors:
            token = quiet()
            try:
                return _kernel(op, arrays, params)
            finally:
                restore(token)
        return _kernel(op, arrays, params)
    except (ValueError, IndexError, TypeError) as exc:
        raise translate(op, arrays, exc) from None
    except RuntimeWarning:
        # NumPy's floating-point warning (an overflow to inf), raised because a warnings filter
        # turns it into an error: PyTorch computes inf silently, so the kernel runs again
        # without it. (The fast path hands such a call here.)
        with np.errstate(all="ignore"):
            return _kernel(op, arrays, params)


def _kernel(op: OpDef, arrays, params: dict):
    """The op's C loop when it has one and the first input is large enough, else (or when
    the C loop declines) its NumPy kernel."""
    if op.c_forward is not None:
        first = arrays[0]
        if type(first) is np.ndarray and first.size >= op.c_min:
            raw = op.c_forward(*arrays, **params)
            if raw is not None:
                return raw
    return op.kernel(*arrays, **params)


# ── floating-point warnings, silenced cheaply ──────────────────────────────────────────────
# `np.errstate(all="ignore")` costs ~0.8 µs per call, three times a small kernel. NumPy 2 keeps
# the error state in a context variable; setting it to a prepared "ignore" state and resetting
# the token is what errstate does, without the Python-level bookkeeping (~0.2 µs). On a NumPy
# without that variable the fallback is errstate itself.
#     token = quiet()
#     try: ... kernel ...
#     finally: restore(token)

try:
    from numpy._core._ufunc_config import _extobj_contextvar as _state
    from numpy._core._ufunc_config import _make_extobj

    _IGNORE = _make_extobj(all="ignore")

    def quiet():
        return _state.set(_IGNORE)

    restore = _state.reset
except ImportError:  # not NumPy 2's layout: the public (slower) context manager
    def quiet():
        state = np.errstate(all="ignore")
        state.__enter__()
        return state

    def restore(state) -> None:
        state.__exit__(None, None, None)


# ── bfloat16: stored in bfloat16, computed in float32, rounded once ────────────────────────
# `call_base` asks `lowered` whether a call reads bfloat16 arrays; if so the kernel sees them
# `lift`ed to float32 and its float32 results are `lower`ed back. The kernels never see
# bfloat16 (ml_dtypes gives it NumPy ufuncs, but the kernels' `dtype.kind == "f"` tests do not
# know its kind "V"). View ops are left alone (NumPy reshapes and slices any dtype, and a view
# must share memory), and so are calls that name a `dtype=` (a conversion reads the bfloat16
# array itself).

_F32 = np.dtype(np.float32)
_ndarray = np.ndarray


def lowered(op, arrays: list, params: dict) -> bool:
    """Does this call read a bfloat16 array that the kernel must see in float32?"""
    bf16 = _dtype.BF16
    if bf16 is None or op.view or params.get("dtype") is not None:
        return False
    for a in arrays:
        if type(a) is _ndarray:
            if a.dtype is bf16:
                break
        elif isinstance(a, list) and any(type(x) is _ndarray and x.dtype is bf16 for x in a):
            break
    else:
        return False
    refused = REFUSES_BFLOAT16.get(op.name)  # ops.yaml `refuses_bfloat16:`
    if refused is not None:
        raise REFUSALS[refused[0]](refused[1])
    return True


def lift(arrays: list) -> list:
    """The arrays with every bfloat16 one in float32 (exact: float32 holds every bfloat16)."""
    out = []
    bf16 = _dtype.BF16
    for a in arrays:
        if type(a) is _ndarray and a.dtype is bf16:
            a = a.astype(_F32)
        elif isinstance(a, list):
            a = [x.astype(_F32) if type(x) is _ndarray and x.dtype is bf16 else x for x in a]
        out.append(a)
    return out


def lower(raw):
    """A kernel's float32 results rounded to bfloat16 (tuples and lists of them too)."""
    if isinstance(raw, tuple | list):
        return type(raw)(lower(r) for r in raw)
    if isinstance(raw, np.ndarray | np.generic) and raw.dtype == _F32:
        return np.asarray(raw).astype(_dtype.BF16)
    return raw
