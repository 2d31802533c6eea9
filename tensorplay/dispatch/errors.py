"""The exceptions kernels raise for the dispatcher to translate, and the conversion of Python
numbers into a dtype as PyTorch does it (both used by kernels and by the argument checks)."""

from __future__ import annotations

import numpy as np

# PyTorch's C type names, as its overflow messages print them
_C_TYPE = {"uint8": "uint8_t", "int8": "int8_t", "int16": "int16_t", "int32": "int", "int64": "int64_t",
           "float16": "c10::Half", "bfloat16": "c10::BFloat16", "float32": "float", "float64": "double"}


class ShapeError(ValueError):
    """A shape problem found by a kernel; the dispatcher re-raises it as RuntimeError."""


class DtypeError(ShapeError):
    """A dtype or value the op does not accept; re-raised as RuntimeError like a shape problem."""


class ArgumentValueError(ValueError):
    """A ValueError PyTorch raises from its Python-level argument checks (torch.nn.functional);
    the dispatcher lets it through unchanged."""


def wrapped_int(value, dt: np.dtype):
    """A Python int operand of an integer computation in `dt`, as PyTorch casts it: wrapped
    around into the dtype (`uint8_tensor + 300` adds 44, alpha=-2 on uint8 is 254), where
    NumPy would raise OverflowError. Anything else is returned as it is."""
    if value.__class__ is not int or dt.kind not in "iu":
        return value
    info = np.iinfo(dt)
    if info.min <= value <= info.max:
        return value
    return dt.type((value - info.min) % (1 << info.bits) + info.min)


def checked_scalar(value, dt):
    """A Python number as one element of dtype `dt`, converted as PyTorch converts a fill value
    or bound: out of the dtype's range is a RuntimeError (NumPy would raise OverflowError, or
    warn), except that a Python int from -max to -1 wraps into an unsigned dtype, as a C cast
    does (fill(-1) of uint8 is 255). Arrays and bools pass as they are."""
    dt = np.dtype(dt)
    if isinstance(value, np.ndarray | bool | np.bool_) or dt.kind == "b":
        return value
    if dt.kind in "fV":  # V: bfloat16
        bad = bool(np.isfinite(value)) and abs(value) > float(np.finfo(dt).max)
    else:
        info = np.iinfo(dt)
        low = -info.max if dt.kind == "u" and isinstance(value, int | np.integer) else info.min
        bad = not low <= value <= info.max  # (nan is bad too)
    if bad:
        raise RuntimeError(f"value cannot be converted to type {_C_TYPE[dt.name]} without overflow")
    return np.array(value).astype(dt)[()]
