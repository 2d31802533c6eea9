"""The NumPy helpers only the binary ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ...backends import c as _c
from ...core.dtype import result_type as _result_type
from ...dispatch.args import check_broadcast
from ...dispatch.base import quiet, restore
from ..shared.kernels import DtypeError, _torch_name, _wrapped


def _check_int_divisor(other, self=None):
    """PyTorch's integer division by zero, raised by the kernel's loop: not for an empty result,
    nor when the division is a float one (a float tensor by the Python int 0 gives NaN)."""
    if self is not None and (np.size(self) == 0 or np.result_type(self, other).kind not in "iub"):
        return
    other = np.asarray(other)
    if other.dtype.kind in "iub" and (other == 0).any():
        raise ValueError("ZeroDivisionError")


def _closeness_args(name, self, other):
    if not isinstance(other, np.ndarray):
        raise TypeError(f"{name}(): argument 'other' (position 2) must be Tensor, not "
                        f"{type(other).__name__}")
    if self.dtype != other.dtype:
        raise DtypeError(f"{_torch_name(self.dtype)} did not match {_torch_name(other.dtype)}")


def _isclose(self, other, rtol, atol, equal_nan):
    """|self - other| <= atol + rtol * |other|, elementwise; both tensors of one dtype."""
    _closeness_args("isclose", self, other)
    if rtol < 0 or atol < 0:
        which, value = ("rtol", rtol) if rtol < 0 else ("atol", atol)
        raise DtypeError(f"{which} must be greater than or equal to zero, but got {value}")
    if self.dtype == np.bool_:  # PyTorch compares booleans as numbers, with the tolerances
        self, other = self.astype(np.float64), other.astype(np.float64)
    with np.errstate(all="ignore"):
        return np.isclose(self, other, rtol=rtol, atol=atol, equal_nan=equal_nan)


def _int_only(x, op: str):
    """PyTorch's gcd and lcm exist for integer tensors only."""
    if x.dtype.kind not in "iu":
        raise NotImplementedError(f"\"{op}_cpu\" not implemented for '{_torch_name(x.dtype)}'")
    return x


def _xlogy(self, other):
    """self * log(other), 0 where self == 0 unless other is nan (torch.xlogy)."""
    with np.errstate(all="ignore"):
        out = np.multiply(self, np.log(other))
    return np.where((self == 0) & ~np.isnan(other), out.dtype.type(0), out)


def _heaviside(self, values):
    """0 below zero, `values` at zero, 1 above; PyTorch wants one dtype for both tensors."""
    if isinstance(values, np.ndarray) and values.dtype != self.dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    return np.where(self == 0, values, self > 0).astype(self.dtype, copy=False)


# |quotient| below which a float32 / float64 floor_divide is floor(a / b) where a / b is not a
# whole number: NumPy's divmod then rounds (a - fmod(a, b)) / b, within 1/16 of the quotient
_FLOOR_DIVIDE_FAST = {np.dtype(np.float32): 2.0 ** 19, np.dtype(np.float64): 2.0 ** 48}


def _floor_divide(self, other):
    """np.floor_divide, bit for bit (PyTorch's div_floor is the same divmod). Its float loop
    calls libm's fmod per element (~19 ms per 1M float32); floor(a / b) gives the same result
    wherever the rounded quotient is not a whole number and lies within _FLOOR_DIVIDE_FAST, so
    only the others (whole, inf, NaN, huge quotients) go through np.floor_divide."""
    if max(np.size(self), np.size(other)) < 1024:
        return np.floor_divide(self, other)
    dtype = np.result_type(self, other)
    bound = _FLOOR_DIVIDE_FAST.get(dtype)
    if bound is None:
        return np.floor_divide(self, other)
    q = np.true_divide(self, other)
    out = np.floor(q)
    slow = np.equal(out, q)
    slow |= ~(np.abs(q) < bound)
    if slow.any():
        a, b = np.broadcast_arrays(np.asarray(self, dtype), np.asarray(other, dtype))
        out[slow] = np.floor_divide(a[slow], b[slow])
    return out


def _fmod(self, other):
    """C's fmod: the remainder of the truncated division, with the sign of the dividend."""
    _check_int_divisor(other, self)
    return np.fmod(self, other)


def _lerp(self, end, weight):
    """self + weight * (end - self), and end - (end - self) * (1 - weight) for weight >= 0.5
    (PyTorch's formula: exact at both ends)."""
    if self.dtype.kind != "f":  # PyTorch names the kernel by the weight: a number or a tensor
        kernel = "lerp_kernel_tensor" if isinstance(weight, np.ndarray) else "lerp_kernel_scalar"
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_torch_name(self.dtype)}'")
    diff = np.subtract(end, self)
    if np.ndim(weight) == 0:  # one weight: only its branch is computed (a third of the passes)
        if np.abs(weight) < 0.5:
            if (type(diff) is np.ndarray and diff.dtype is self.dtype
                    and np.result_type(weight, diff) is diff.dtype):
                # the same steps written into diff's array (no 4 MB temporary per step at 1M)
                return np.add(self, np.multiply(weight, diff, out=diff), out=diff)
            out = self + weight * diff
        else:
            out = end - diff * (1 - np.asarray(weight))
    else:
        out = np.where(np.abs(weight) < 0.5, self + weight * diff, end - diff * (1 - np.asarray(weight)))
    return out.astype(np.result_type(self, end), copy=False)


def _addcdiv(self, tensor1, tensor2, value):
    if np.asarray(tensor1).dtype.kind in "biu" and np.asarray(tensor2).dtype.kind in "biu":  # (numbers too)
        raise RuntimeError("Integer division with addcdiv is no longer supported, and in a future "
                           "release addcdiv will perform a true division of tensor1 and tensor2. "
                           "The historic addcdiv behavior can be implemented as "
                           "(input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
                           "integer inputs and as (input + value * tensor1 / tensor2) for float "
                           "inputs. The future addcdiv behavior is just the latter implementation: "
                           "(input + value * tensor1 / tensor2), for all dtypes.")
    q = np.true_divide(tensor1, tensor2)
    if (type(q) is np.ndarray and type(self) is np.ndarray and q.dtype is self.dtype
            and q.dtype.kind == "f" and q.shape == self.shape and type(value) in _WEAK):
        # as addcmul: the same steps written into q's array
        return np.add(self, np.multiply(value, q, out=q), out=q)
    return self + value * q


_WEAK = (int, float, bool)  # Python numbers: they keep a float array's dtype (NEP 50)


def _addcmul(self, tensor1, tensor2, value):
    """self + value * tensor1 * tensor2, with `value` in the computation dtype first (an int
    tensor takes int(value), as PyTorch's kernel converts the scalar). Float operands of one
    shape and dtype: the scaling and the sum written into the product's array (the same
    operations, two 4 MB temporaries fewer at 1M float32: -30 %)."""
    if self.dtype.kind != "f" and not isinstance(value, bool):
        value = _wrapped(int(value), self.dtype)
    prod = np.multiply(tensor1, tensor2)
    if (type(prod) is np.ndarray and prod.dtype is self.dtype and prod.dtype.kind == "f"
            and prod.shape == self.shape and type(value) in _WEAK):
        if value != 1:
            np.multiply(value, prod, out=prod)
        return np.add(self, prod, out=prod)
    return self + prod if value == 1 else self + value * prod


def _compare_operands(self, other) -> tuple:
    """(self, other) in PyTorch's promoted dtype of the two, the operands of x.eq_(y) and its
    kin (their kernels: `np.equal(*_compare_operands(self, other)).astype(self.dtype)`, which
    an in-place call with nothing to record runs as one ufunc writing into self); as they are
    when NumPy's own promotion already compares them so."""
    if _numpy_compares_as_torch(self, other):
        return self, other
    return _compare_operand(self, self, other), _compare_operand(other, self, other)


def _numpy_compares_as_torch(self, other) -> bool:
    """NumPy's own promotion compares `self` and `other` in PyTorch's dtype: operands of one
    dtype, or a float tensor and a Python number (weak in both)."""
    if other.__class__ is np.ndarray:
        return other.dtype == self.dtype
    return self.dtype.kind == "f" and other.__class__ in (int, float, bool)


def _compare_operand(a, self, other):
    """`a` (self or other) in PyTorch's promoted dtype of the two, as the out-of-place
    comparison (eq, lt, ...) receives its inputs: a 0-d tensor or a Python number does not
    widen a dimensioned tensor's category, a Python int wraps into a small integer dtype."""
    dims, zero, scalars = [], [], []
    for x in (self, other):
        if isinstance(x, np.ndarray):
            (dims if x.ndim else zero).append(x.dtype)
        else:
            scalars.append(x)
    dt = _result_type(dims, zero, scalars)
    if isinstance(a, np.ndarray):
        return a if a.dtype == dt else a.astype(dt)
    return _wrapped(a, dt) if a.__class__ is int and dt.itemsize < 8 else a



def _logical(ufunc, self, other=None):
    """ufunc (np.logical_and, _or, _xor, _not) on the truth values of self (and other). NumPy's
    logical ufuncs on floats are scalar loops (~1.4 ms per 1M float32 for logical_and): the
    kernels of large inputs (4096 elements on; below, the one call costs less) compare
    non-bool inputs with 0 first and run the ufunc on bools, ~5x faster, with the same values
    (NaN is True)."""
    args = (self,) if other is None else (self, other)
    return ufunc(*(a if isinstance(a, bool) or getattr(a, "dtype", None) == np.bool_
                   else np.not_equal(a, 0) for a in args))


def _equal(self, other):
    """equal: True when both have the same shape and equal elements (compared across dtypes)."""
    if not isinstance(other, np.ndarray):
        raise TypeError(f"equal(): argument 'other' (position 2) must be Tensor, not "
                        f"{type(other).__name__}")
    if self.shape != other.shape:
        return False
    if self.size <= 1024:  # np.array_equal's test, without its Python layers
        return bool(np.equal(self, other).all())
    if self.flat[0] != other.flat[0]:  # tensors that differ, most often at once: no array made
        return False
    a, b = self.reshape(-1), other.reshape(-1)
    # blocks of growing size: tensors that differ early (the common case) return without
    # comparing the rest, as PyTorch's loop stops at the first difference
    start, step = 0, 1024
    while start < a.size:
        if not np.equal(a[start:start + step], b[start:start + step]).all():
            return False
        start, step = start + step, step * 4
    return True


def _atan2(a, b):
    """atan2: libm's, vectorized by libmvec, in the C extension's loop for two arrays of one
    shape from 4096 elements (NumPy's float32 loop calls the scalar atan2f per element); NumPy's
    otherwise."""
    ops = _c.OPS
    if ops is not None and a.size >= 4096 and a.shape == b.shape:
        out = ops.atan2(a, b)
        if out is not None:
            return out
    return np.arctan2(a, b)


def _float_power(self, exponent):
    """float_power's body on the arrays: np.power in float64 (pow's kernel for floats), its
    floating-point warnings silenced as pow's are; a shape mismatch is pow's broadcast error."""
    e = exponent.astype(np.float64) if isinstance(exponent, np.ndarray) else exponent
    x = self.astype(np.float64)
    if isinstance(e, np.ndarray) and x.shape != e.shape:
        check_broadcast(_POW, [x, e])  # the body's pow refuses the shapes with this error
    token = quiet()
    try:
        return np.power(x, e)
    finally:
        restore(token)


class _POW:  # what check_broadcast reads of an op: the name its error starts with
    name = "pow"
