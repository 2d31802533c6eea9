"""dtypes and PyTorch's type-promotion rules.

Promotion works in three tiers, as in PyTorch: tensors with dimensions, 0-d
tensors, then Python scalars. A lower tier only changes the result when it is
of a higher *category* (bool < integer < floating), and then it contributes
its category's default dtype — which is why `int_tensor * 2.5` is float32 and
`float32_tensor * 2.0` stays float32.
"""

from __future__ import annotations

import builtins
import importlib
import importlib.util
import sys
import threading

import numpy as np

from .device import check, device


class dtype:
    """A tensor element type: `tp.float32`, `tp.int64`, ..."""

    def __init__(self, name: str, np_dtype: type, category: int):
        self.name = name
        self.np = np.dtype(np_dtype)
        self.category = category  # 0 bool, 1 integer, 2 floating
        self.is_floating_point = category == 2
        self.itemsize = self.np.itemsize

    def __repr__(self) -> str:
        return f"tensorplay.{self.name}"

    def __reduce__(self):
        return (_by_name, (self.name,))


float32 = dtype("float32", np.float32, 2)
float64 = dtype("float64", np.float64, 2)
int64 = dtype("int64", np.int64, 1)
int32 = dtype("int32", np.int32, 1)
float16 = dtype("float16", np.float16, 2)
int16 = dtype("int16", np.int16, 1)
int8 = dtype("int8", np.int8, 1)
uint8 = dtype("uint8", np.uint8, 1)
bool_ = dtype("bool", np.bool_, 0)


class _MissingDtype(dtype):
    """A dtype whose NumPy dtype comes from a package that is not installed: it exists (so
    code naming it imports), and every attempt to hold data in it says what to install."""

    def __init__(self, name: str, package: str):
        self.name, self.package = name, package
        self.category, self.is_floating_point, self.itemsize = 2, True, 2

    @property
    def np(self):
        raise RuntimeError(f"tensorplay.{self.name} needs the {self.package} package for its "
                           f"NumPy dtype: pip install {self.package}")


class _LazyDtype(dtype):
    """A dtype whose NumPy dtype comes from another package, imported the first time it is
    needed (`.np`). ml_dtypes, which gives bfloat16 its NumPy dtype, registers NumPy loops for
    a dozen types as it imports: about 0.8 s, four times the rest of `import tensorplay`. A
    program that never uses bfloat16 never pays it."""

    def __init__(self, name: str, package: str, attr: str, category: int, itemsize: int):
        self.name, self.package, self._attr = name, package, attr
        self.category, self.is_floating_point, self.itemsize = category, category == 2, itemsize

    def __getattr__(self, attr: str):
        if attr != "np":
            raise AttributeError(attr)
        self.np = np.dtype(getattr(importlib.import_module(self.package), self._attr))
        _register(self)
        return self.np


def _installed(package: str) -> bool:
    """Is `package` importable (without importing it)? A `sys.modules` entry of None hides it."""
    if package in sys.modules:
        return sys.modules[package] is not None
    return importlib.util.find_spec(package) is not None


# bfloat16: float32's exponent range with 8 bits of mantissa; stored through ml_dtypes (the
# package JAX uses), computed in float32 and rounded once per op (tensorplay/dispatch/base.py),
# as PyTorch's CPU. `BF16` is its NumPy dtype once loaded (None before: no array holds it).
bfloat16 = (_LazyDtype("bfloat16", "ml_dtypes", "bfloat16", 2, 2) if _installed("ml_dtypes")
            else _MissingDtype("bfloat16", "ml_dtypes"))
BF16 = None
float = float32
double = float64
half = float16
long = int64
int = int32
short = int16

ALL = (float32, float64, float16, *((bfloat16,) if isinstance(bfloat16, _LazyDtype) else ()),
       int64, int32, int16, int8, uint8, bool_)
# PyTorch's own names for them, as its error messages spell them ("... not implemented for 'Long'")
TORCH_NAME = {"float32": "Float", "float64": "Double", "float16": "Half", "bfloat16": "BFloat16", "int64": "Long",
              "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool"}
NAMES = ", ".join(d.name for d in ALL[:-1]) + " and bool"
# NumPy dtype -> tensorplay dtype, for every dtype loaded so far (bfloat16 joins on first use)
KNOWN = {d.np: d for d in ALL if not isinstance(d, _LazyDtype)}


def _by_name(name: str) -> dtype:
    return bfloat16 if name == "bfloat16" else {d.name: d for d in ALL}[name]


def exact(np_dtype: np.dtype) -> dtype:
    """The tensorplay dtype that *is* `np_dtype` (no widening): what a tensor reports must be
    what its data holds. A TypeError says what to do with any other dtype."""
    try:
        return KNOWN[np_dtype]
    except KeyError:
        if np_dtype.name == bfloat16.name and isinstance(bfloat16, _LazyDtype):
            _ = bfloat16.np  # an array made with ml_dtypes before tensorplay used bfloat16
            if np_dtype in KNOWN:
                return KNOWN[np_dtype]
        raise TypeError(f"tensorplay does not support the NumPy dtype {np_dtype} (it has "
                        f"{NAMES}); convert the array first, e.g. array.astype(np.float32)") from None


# Every tensorplay dtype is its own NumPy dtype, so converting and sharing agree.
from_numpy_dtype = exact


def to_numpy_dtype(d) -> np.dtype:
    """Accept a tensorplay dtype, a NumPy dtype or a Python type."""
    if isinstance(d, dtype):
        return d.np
    if d is builtin_float:
        return get_default_dtype().np
    if d is builtin_int:
        return np.dtype(np.int64)
    if d is builtin_bool:
        return np.dtype(np.bool_)
    return from_numpy_dtype(np.dtype(d)).np


builtin_float, builtin_int, builtin_bool = builtins.float, builtins.int, builtins.bool


class _DefaultDtype(threading.local):
    value = float32


_default = _DefaultDtype()


def get_default_dtype() -> dtype:
    """The floating dtype new tensors get when nothing else decides (float32)."""
    return _default.value


def set_default_dtype(d: dtype) -> None:
    if not isinstance(d, dtype) or not d.is_floating_point:
        raise TypeError(f"only floating-point types are supported as the default type, got {d}")
    _default.value = d


_CATEGORY = {d.np: d.category for d in KNOWN.values()}


def _register(d: dtype) -> None:
    """A lazily loaded dtype joins the tables (and bfloat16 sets `BF16`)."""
    global BF16
    KNOWN[d.np] = d
    _CATEGORY[d.np] = d.category
    if d.name == "bfloat16":
        BF16 = d.np


def _scalar_category(x) -> int:
    if x.__class__ is builtin_bool:
        return 0
    if x.__class__ is builtin_int:
        return 1
    return 2


def _default_for(category: int) -> np.dtype:
    return (np.dtype(np.bool_), np.dtype(np.int64), get_default_dtype().np)[category]


def _promote_tier(dtypes: list, category: int) -> np.dtype:
    out = None
    for d in dtypes:
        if _CATEGORY[d] == category:
            out = d if out is None else np.promote_types(out, d)
    return out


def result_type(dims: list, zero_dims: list, scalars: list) -> np.dtype:
    """Promote NumPy dtypes of dimensioned tensors, 0-d tensors and Python scalars."""
    cat_dims = max((_CATEGORY[d] for d in dims), default=-1)
    cat_zero = max((_CATEGORY[d] for d in zero_dims), default=-1)
    cat_scal = max((_scalar_category(s) for s in scalars), default=-1)
    category = max(cat_dims, cat_zero, cat_scal)
    if cat_dims == category:
        return _promote_tier(dims, category)
    if cat_zero == category:
        return _promote_tier(zero_dims, category)
    return _default_for(category)


def is_floating(np_dtype: np.dtype) -> bool:
    """Whether a NumPy dtype is one of the floating dtypes (bfloat16's kind is "V", not "f")."""
    return np_dtype.kind == "f" or np_dtype is BF16


def target_of_to(args: tuple, kwargs: dict):
    """The dtype asked for by `.to(...)`: `to(dtype)`, `to(tensor)`, `to("cpu", dtype)` or
    `to(device=..., dtype=...)`. Devices are checked (the CPU is the only one) and otherwise
    change nothing."""
    target = kwargs.get("dtype")
    check(kwargs.get("device"), meta=True)  # the caller reads a meta device (core/meta.py)
    for a in args:
        if isinstance(a, dtype):
            target = a
        elif isinstance(a, str | device):
            check(a, meta=True)
        elif hasattr(a, "dtype") and isinstance(a.dtype, dtype):  # a tensor
            target = a.dtype
    return target
