"""What a dtype can hold and how dtypes combine: `finfo`, `iinfo`, `promote_types`,
`result_type`, `can_cast`, with PyTorch's names and answers.

The limits come from NumPy (`np.finfo`, `np.iinfo`); the promotion rules are the ones every
op already uses (`_dtype.result_type`: dimensioned tensors, then 0-d tensors, then Python
numbers), so asking `tp.result_type(a, b)` tells you the dtype `a + b` will have.
"""

from __future__ import annotations

import builtins

import numpy as np

from . import dtype as _dtype
from .dtype import dtype
from .tensor import Tensor


def _check_dtype(value, fn: str, arg: str, position: int) -> dtype:
    if not isinstance(value, dtype):
        raise TypeError(f"{fn}(): argument '{arg}' (position {position}) must be "
                        f"tensorplay.dtype, not {type(value).__name__}")
    return value


class finfo:
    """Limits of a floating dtype (the default dtype when called with no argument):
    `bits`, `eps` (the gap between 1.0 and the next float), `max`, `min`, `tiny` (alias
    `smallest_normal`: the smallest positive normal number), `resolution` (10**-precision)
    and `dtype` (its name, a string, as in PyTorch)."""

    def __init__(self, type: dtype | None = None):
        d = _dtype.get_default_dtype() if type is None else type
        if not isinstance(d, dtype) or not d.is_floating_point:
            raise TypeError("tensorplay.finfo() requires a floating point input type. "
                            "Use tensorplay.iinfo to handle 'tensorplay.finfo'")
        info = np.finfo(d.np)
        self.bits: int = int(info.bits)
        self.eps: float = builtins.float(info.eps)
        self.max: float = builtins.float(info.max)
        self.min: float = builtins.float(info.min)
        self.tiny: float = builtins.float(info.smallest_normal)
        self.smallest_normal: float = self.tiny
        self.resolution: float = 10.0 ** -int(info.precision)
        self.dtype: str = d.name

    def __eq__(self, other) -> bool:
        return isinstance(other, finfo) and other.dtype == self.dtype

    __hash__ = None  # unhashable, as torch.finfo

    def __repr__(self) -> str:
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, "
                f"eps={self.eps:g}, smallest_normal={self.smallest_normal:g}, "
                f"tiny={self.tiny:g}, dtype={self.dtype})")


class iinfo:
    """Limits of an integer dtype: `bits`, `max`, `min` (Python ints) and `dtype` (its name)."""

    def __init__(self, type: dtype):
        if not isinstance(type, dtype) or type.category != 1:
            if isinstance(type, dtype) and type.category == 0:
                raise TypeError("tensorplay.bool is not supported by tensorplay.iinfo")
            raise TypeError("tensorplay.iinfo() requires an integer input type. "
                            "Use tensorplay.finfo to handle 'tensorplay.iinfo'")
        info = np.iinfo(type.np)
        self.bits: int = int(info.bits)
        self.max: int = int(info.max)
        self.min: int = int(info.min)
        self.dtype: str = type.name

    def __eq__(self, other) -> bool:
        return isinstance(other, iinfo) and other.dtype == self.dtype

    __hash__ = None

    def __repr__(self) -> str:
        return f"iinfo(min={self.min:g}, max={self.max:g}, dtype={self.dtype})"


def promote_types(type1: dtype, type2: dtype) -> dtype:
    """The smallest dtype of the higher category that holds both, e.g. int32 and float32 ->
    float32, int32 and int64 -> int64."""
    a = _check_dtype(type1, "promote_types", "type1", 1)
    b = _check_dtype(type2, "promote_types", "type2", 2)
    return _dtype.exact(_dtype.result_type([a.np, b.np], [], []))


def _is_number(x) -> bool:
    return isinstance(x, builtins.bool | builtins.int | builtins.float)


# PyTorch's overloads of result_type, in its order of trying them: each names its two
# parameters and what each takes (a tensor, a Python number, or either).
_RESULT_TYPE_OVERLOADS = ((("tensor", "T"), ("other", "TN")), (("scalar", "N"), ("tensor", "T")),
                          (("scalar1", "N"), ("scalar2", "N")))


def _result_type_args(args: tuple, kwargs: dict) -> tuple | None:
    """The two operands, bound to the first overload of result_type that takes them."""
    for params in _RESULT_TYPE_OVERLOADS:
        names = [n for n, _ in params]
        if len(args) > 2 or len(args) + len(kwargs) != 2 or not set(kwargs) <= set(names[len(args):]):
            continue
        values = (*args, *(kwargs[n] for n in names[len(args):]))
        if all((isinstance(v, Tensor) and "T" in kinds) or (_is_number(v) and "N" in kinds)
               for v, (_, kinds) in zip(values, params)):
            return values
    return None


def result_type(*args, **kwargs) -> dtype:
    """The dtype an arithmetic op on two operands (tensors or Python numbers) returns:
    `result_type(int32_tensor, 2.5)` is float32, `result_type(float32_tensor, 2.0)` float32.
    PyTorch's overloads and keywords: (tensor, other), (scalar, tensor), (scalar1, scalar2)."""
    values = _result_type_args(args, kwargs)
    if values is None:
        shown = [type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()]
        raise TypeError(f"result_type() received an invalid combination of arguments - got "
                        f"({', '.join(shown)}), but expected one of: (Tensor tensor, Tensor other), "
                        "(Number scalar, Tensor tensor), (Tensor tensor, Number other), "
                        "(Number scalar1, Number scalar2)")
    dims, zero_dims, scalars = [], [], []
    for x in values:
        if isinstance(x, Tensor):
            (dims if x.ndim else zero_dims).append(x._data.dtype)
        else:
            scalars.append(x)
    return _dtype.exact(_dtype.result_type(dims, zero_dims, scalars))


def can_cast(from_: dtype, to: dtype) -> bool:
    """Whether PyTorch's casting rules allow `from_` -> `to` in an op's output: anything but a
    cast to a lower category (float -> integer, integer or float -> bool)."""
    a = _check_dtype(from_, "can_cast", "from_", 1)
    b = _check_dtype(to, "can_cast", "to", 2)
    return a.category <= b.category


# ---- Tensor.type() and Tensor.apply_() ---------------------------------------------------
_TYPE_NAMES = {d.name: f"{_dtype.TORCH_NAME[d.name]}Tensor" for d in _dtype.ALL}


def tensor_type_name(d: dtype) -> str:
    """`'tensorplay.FloatTensor'` for float32, `'tensorplay.LongTensor'` for int64, ..."""
    return f"tensorplay.{_TYPE_NAMES[d.name]}"


def type_from_name(value) -> dtype:
    """The dtype `Tensor.type(value)` casts to: a dtype, or a name such as
    `'tensorplay.DoubleTensor'` (PyTorch's `'torch.DoubleTensor'` is accepted too)."""
    if isinstance(value, dtype):
        return value
    if isinstance(getattr(value, "dtype", None), dtype) and isinstance(value, type):
        return value.dtype  # a legacy type: x.type(tp.LongTensor)
    if isinstance(value, str):
        module, _, name = value.rpartition(".")
        for d in _dtype.ALL:
            if module in ("tensorplay", "torch") and _TYPE_NAMES[d.name] == name:
                return d
    shown = value if isinstance(value, str) else getattr(value, "__name__", value)
    raise ValueError(f"invalid type: '{shown}'")


def apply_(t, fn):
    """`t.apply_(fn)`: each element replaced by `fn(element)`, written into `t`'s memory."""
    if t._requires_grad:
        raise RuntimeError("Can't call apply_() on Variable that requires grad. "
                           "Use var.detach().apply_() instead.")
    if t._interp is not None:
        raise RuntimeError("apply_() is not supported inside a tensorplay.func transform: it "
                           "runs a Python function on each value, which no transform can see")
    arr = t._data
    values = []
    for v in arr.reshape(-1).tolist():
        out = fn(v)
        if not _is_number(out):
            raise TypeError(f"apply_(): the callable must return a number, got "
                            f"{type(out).__name__}")
        values.append(out)
    arr[...] = np.array(values, dtype=np.float64 if arr.dtype.kind == "f" else object) \
        .astype(arr.dtype).reshape(arr.shape)
    return t


def _tensor_type(self, dtype=None, non_blocking: bool = False, **kwargs):
    """With no argument, the type's name, `'tensorplay.FloatTensor'` (PyTorch says
    `'torch.FloatTensor'`: docs/differences.md `type-name`); with a dtype or such a name
    (`'tensorplay.LongTensor'`, also `'torch.LongTensor'`), `self` cast to it."""
    if dtype is None:
        return tensor_type_name(self.dtype)
    return self.to(type_from_name(dtype))


Tensor.type = _tensor_type  # Tensor methods of this module, installed on the core Tensor
Tensor.apply_ = apply_
