"""PyTorch's legacy constructors: `tp.Tensor(2, 3)`, `tp.Tensor([1, 2])`, `tp.FloatTensor`, ...

Older PyTorch code (and much of what is still published) builds tensors by calling the type:
`torch.Tensor(2, 3)` is an *uninitialised* float tensor of shape (2, 3), `torch.Tensor([1, 2])`
a float copy of the data, `torch.LongTensor([1, 2])` an int64 one; and it asks
`isinstance(x, torch.FloatTensor)`, which is true of any float32 tensor. The forms, as PyTorch
reads them:

- no argument: an empty 1-d tensor;
- ints (or one `Size`): the shape of an uninitialised tensor (NumPy's `empty`);
- one sequence or array: the data, copied and converted to the type's dtype;
- one tensor: an alias of it (a view sharing memory and the version counter), which must
  already have the type's dtype (`tp.Tensor(x)` takes any dtype);
- the only keyword is `device` (the CPU); `dtype=` and `requires_grad=` are TypeErrors.

`tp.Tensor` stands for the default dtype (float32 unless `set_default_dtype` changed it), as
`torch.Tensor` does. The typed names (`FloatTensor`, ...) are not subclasses of `Tensor`: calling
one returns a plain `Tensor`, and `isinstance` compares the dtype.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from . import dtype as _dtype
from .creation import _to_array
from .device import check as _check_device
from .tensor import Size, Tensor

_FORMS = ("(*, device=None), (Tensor other), (tuple of ints size, *, device=None), "
          "(object data, *, device=None)")


def new(cls: type, dtype: _dtype.dtype | None, args: tuple, kwargs: dict) -> Tensor:
    """A tensor of class `cls` (Tensor or a subclass) from the legacy argument forms; `dtype`
    None means the default dtype and lets a tensor argument keep its own."""
    if set(kwargs) - {"device"}:
        got = ", ".join([type(a).__name__ for a in args]
                        + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
        raise TypeError(f"new() received an invalid combination of arguments - got ({got}), but "
                        f"expected one of: {_FORMS}; the dtype comes from the type "
                        "(tp.FloatTensor, tp.LongTensor, ...): use tp.tensor(data, dtype=...) "
                        "for the others")
    _check_device(kwargs.get("device"))
    target = dtype or _dtype.get_default_dtype()
    if len(args) == 1 and isinstance(args[0], Tensor):
        return _alias(cls, args[0], dtype)
    if len(args) == 1 and not _is_int(args[0]) and not isinstance(args[0], Size):
        return _make(cls, _data(args[0], target))
    shape = tuple(args[0]) if len(args) == 1 and isinstance(args[0], Size) else args
    for pos, n in enumerate(shape, 1):
        if not _is_int(n):
            raise TypeError(f"new(): argument 'size' failed to unpack the object at pos {pos} with "
                            f"error \"type must be tuple of ints,but got {type(n).__name__}\"")
    shape = tuple(int(n) for n in shape) or (0,)
    if any(n < 0 for n in shape):
        bad = next(n for n in shape if n < 0)
        raise RuntimeError(f"Trying to create tensor with negative dimension {bad}: {list(shape)}")
    return _make(cls, np.empty(shape, dtype=target.np))


def _is_int(x: Any) -> bool:
    return isinstance(x, int | np.integer) and not isinstance(x, bool | np.bool_)


def _data(data: Any, target: _dtype.dtype) -> np.ndarray:
    """A copy of `data` (a sequence or an array) in `target`; a scalar is not data."""
    if isinstance(data, str):
        raise TypeError("new(): invalid data type 'str'")
    if not isinstance(data, np.ndarray) and not hasattr(data, "__len__") \
            and not hasattr(data, "__iter__"):
        kind = type(data)
        name = kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__name__}"
        raise TypeError(f"new(): data must be a sequence (got {name})")
    if not isinstance(data, list | tuple | np.ndarray):
        data = list(data)  # range, generators of numbers
    return _to_array(data, target, copy=True)


def _make(cls: type, array: np.ndarray) -> Tensor:
    return Tensor._make.__func__(cls, array)


def _alias(cls: type, other: Tensor, dtype: _dtype.dtype | None) -> Tensor:
    """`Tensor(other)`: a view of `other` (what PyTorch returns: same memory, same version
    counter, and a gradient path back to `other` when it requires grad)."""
    if dtype is not None and other.dtype is not dtype:
        raise TypeError(f"expected a tensor of dtype {dtype} for {name_of(dtype)} "
                        f"(got {other.dtype}); convert it with .to({dtype})")
    out = other.view_as(other)
    if cls is not Tensor and type(out) is Tensor:
        out.__class__ = cls
    return out


def name_of(dtype: _dtype.dtype) -> str:
    return f"{_dtype.TORCH_NAME[dtype.name]}Tensor"


class _LegacyTensorType(type):
    """The class of `tp.FloatTensor` and its siblings: calling one builds a tensor of its
    dtype; `isinstance(x, tp.FloatTensor)` is whether `x` is a float32 tensor."""

    dtype: _dtype.dtype

    def __call__(cls, *args: Any, **kwargs: Any) -> Tensor:
        return new(Tensor, cls.dtype, args, kwargs)

    def __instancecheck__(cls, obj: Any) -> bool:
        return isinstance(obj, Tensor) and obj.dtype is cls.dtype

    def __repr__(cls) -> str:
        return f"<class 'tensorplay.{cls.__name__}'>"


def _legacy_type(dtype: _dtype.dtype) -> _LegacyTensorType:
    doc = f"The legacy constructor of {dtype} tensors (see tensorplay/core/legacy_types.py)."
    return _LegacyTensorType(name_of(dtype), (), {"dtype": dtype, "is_cuda": False,
                                                   "__module__": "tensorplay", "__doc__": doc})


FloatTensor = _legacy_type(_dtype.float32)
DoubleTensor = _legacy_type(_dtype.float64)
HalfTensor = _legacy_type(_dtype.float16)
LongTensor = _legacy_type(_dtype.int64)
IntTensor = _legacy_type(_dtype.int32)
ShortTensor = _legacy_type(_dtype.int16)
CharTensor = _legacy_type(_dtype.int8)
ByteTensor = _legacy_type(_dtype.uint8)
BoolTensor = _legacy_type(_dtype.bool_)

LEGACY_TYPES = ("FloatTensor", "DoubleTensor", "HalfTensor", "LongTensor", "IntTensor",
                "ShortTensor", "CharTensor", "ByteTensor", "BoolTensor")

# The device and layout flags of torch.Tensor that are not methods: a TensorPlay tensor is a
# dense, strided, unquantized CPU tensor (`is_cpu` and `is_cuda` are in _tensor.py).
DEVICE_FLAGS = ("is_ipu", "is_maia", "is_meta", "is_mkldnn", "is_mps", "is_mtia", "is_nested",
                "is_quantized", "is_sparse", "is_sparse_csr", "is_vulkan", "is_xla", "is_xpu")


def _false(self: Tensor) -> bool:
    return False


def install() -> None:
    """Give `Tensor` the device and layout flags, each a property that is False."""
    for name in DEVICE_FLAGS:
        if not hasattr(Tensor, name):
            setattr(Tensor, name, property(_false, doc=f"False: {name[3:]} tensors do not exist "
                                                        "in TensorPlay."))


def _tensor_new(cls, *args, **kwargs):
    """`Tensor(2, 3)`, `Tensor([1, 2])`, `Tensor(x)`: PyTorch's legacy constructor forms
    (tensorplay/core/legacy_types.py). Ops make tensors with `object.__new__`, which never
    comes here; a subclass with an `__init__` of its own (a transform's wrapper) builds itself."""
    if cls.__init__ is not Tensor.__init__:
        return object.__new__(cls)
    return new(cls, None, args, kwargs)


def _tensor_init(self, *args, **kwargs) -> None:
    """Nothing to do: `__new__` built the tensor."""


Tensor.__new__ = _tensor_new  # the legacy forms, installed on the core Tensor by this module
Tensor.__init__ = _tensor_init
