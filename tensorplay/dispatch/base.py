"""The base level: run an op's kernel on plain tensors, wrap the result, record it on the tape.

`bind` ends here when no transform owns an argument (and the generated functions come here
directly when no transform is active at all). The steps are the same for every op: NumPy (or
the C loop) computes the raw result from the arrays, `Tensor`s wrap it, and when grad mode is
on and an input requires grad, `autograd._record.record` puts a node on the tape.

The arguments are read with `_base_args` (checks, casts, PyTorch's error messages). The
everyday call — plain float tensors of one dtype — takes the op's generated fast path instead,
which does the same three steps inline (codegen/fast_path.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..autograd import grad_mode
from ..autograd.copy_slices import register as register_view
from ..autograd.record import record
from ..backends import c as _c
from ..core import dtype as _dtype
from ..core import meta as _meta
from ..core.meta import MetaArray, compact
from ..core.return_types import return_type
from ..core.tensor import Tensor
from .args import check_broadcast, check_dtypes, check_tensor_args, input_arrays, translate
from .lowp import lift, lower, lowered

if TYPE_CHECKING:
    from .dispatcher import OpDef

_grad_state = grad_mode._state
_KNOWN = {d.np for d in _dtype.ALL}


def call_base(op: OpDef, args: tuple, params: dict):
    """Run the kernel on base tensors and, if needed, record a node on the tape: check the
    arguments as PyTorch does, compute the arrays in the op's compute dtype, run the kernel
    (translating NumPy's errors into PyTorch's), wrap and record. The everyday call of a
    primitive never comes here: its generated fast path (codegen/fast_path.py) handles it."""
    check_tensor_args(op, args)
    try:
        check_dtypes(op, args, params)
    except (NotImplementedError, RuntimeError, TypeError):
        shape_error = _shape_first(op, args, params)
        if shape_error is not None:
            raise shape_error from None
        raise
    arrays, out_dt = input_arrays(op, args)
    low = lowered(op, arrays, params)  # bfloat16: computed in float32 (tensorplay/dispatch/lowp.py)
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
    if raw.__class__ is not np.ndarray:
        if raw.__class__ is MetaArray:  # an op on meta tensors: a meta result (core/meta.py)
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
    base = args[0]
    for out in outs:
        # an empty result of a view op is a view too (NumPy sees no memory to share)
        if out._data.size == 0 or np.may_share_memory(out._data, base._data):
            out._version = base._version
            if out._inference is not base._inference:  # a view: its base's inference mark
                out._inference = base._inference
            out._base = root = base if base._base is None else base._base
            register_view(root, out)


def named_tuple(op: OpDef, outs: tuple):
    """The outputs of a multi-output op as PyTorch's named tuple (`values`, `indices`)."""
    return return_type(op.name, op.return_names)(*outs)


def _run_kernel(op: OpDef, arrays: list, params: dict):
    try:
        if op.fp_errors:
            with np.errstate(all="ignore"):
                return _kernel(op, arrays, params)
        return _kernel(op, arrays, params)
    except (ValueError, IndexError, TypeError) as exc:
        raise translate(op, arrays, exc) from None
    except RuntimeWarning:
        # NumPy's floating-point warning (an overflow to inf), raised because a warnings filter
        # turns it into an error: PyTorch computes inf silently, so the kernel runs again
        # without it. (The fast paths hand such a call here.)
        with np.errstate(all="ignore"):
            return _kernel(op, arrays, params)


def _kernel(op: OpDef, arrays, params: dict):
    """The op's C loop when it has one and the first input is large enough, else (or when
    the C loop declines) its NumPy kernel."""
    if op.c_forward is not None:
        first = arrays[0]
        if first.__class__ is np.ndarray and first.size >= (
                _c.MIN_SIZE if op.c_min_size is None else op.c_min_size):
            raw = op.c_forward(*arrays, **params)
            if raw is not None:
                return raw
    return op.kernel(*arrays, **params)
