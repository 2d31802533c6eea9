"""bfloat16 at the base level: stored in bfloat16, computed in float32, rounded once.

PyTorch's CPU kernels compute a bfloat16 op in float32 (their "opmath" type) and round the
result to bfloat16 once. TensorPlay does the same around every kernel: `call_base` asks
`lowered` whether a call reads bfloat16 arrays; if so the kernel sees them `lift`ed to float32
and its float32 results are `lower`ed back. The kernels never see bfloat16 (ml_dtypes gives it
NumPy ufuncs, but the kernels' `dtype.kind == "f"` tests do not know its kind "V").
View ops are left alone (NumPy reshapes and slices any dtype, and a view must share memory),
and so are calls that name a `dtype=` (a conversion reads the bfloat16 array itself).
"""

from __future__ import annotations

import numpy as np

from ..core.dtype import BF16
from .args import REFUSALS
from .refusals import REFUSES_BFLOAT16

_F32 = np.dtype(np.float32)
_ndarray = np.ndarray

def lowered(op, arrays: list, params: dict) -> bool:
    """Does this call read a bfloat16 array that the kernel must see in float32?"""
    if BF16 is None or op.view or params.get("dtype") is not None:
        return False
    for a in arrays:
        if a.__class__ is _ndarray:
            if a.dtype is BF16:
                break
        elif isinstance(a, list) and any(x.__class__ is _ndarray and x.dtype is BF16 for x in a):
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
    for a in arrays:
        if a.__class__ is _ndarray and a.dtype is BF16:
            a = a.astype(_F32)
        elif isinstance(a, list):
            a = [x.astype(_F32) if x.__class__ is _ndarray and x.dtype is BF16 else x for x in a]
        out.append(a)
    return out


def lower(raw):
    """A kernel's float32 results rounded to bfloat16 (tuples and lists of them too)."""
    if isinstance(raw, tuple | list):
        return type(raw)(lower(r) for r in raw)
    if isinstance(raw, np.ndarray | np.generic) and raw.dtype == _F32:
        return np.asarray(raw).astype(BF16)
    return raw
