"""The `Tensor`: a NumPy array plus what autograd needs to know about it.

Ops are not defined here: `tensorplay/_generated/` attaches every method and
operator from ops.yaml. This file holds storage, metadata, conversions and the
entry points into the autograd engine.
"""

from __future__ import annotations

import numpy as np

from . import dtype as _dtype
from . import meta as _meta
from . import optable as _ops
from .device import CPU, unavailable
from .grad_state import state as _grad_state
from .interpreters import interpreter_stack
from .printing import tensor_repr


class Size(tuple):
    """The shape of a tensor: a tuple of ints, printed as `tensorplay.Size([2, 3])`."""

    def __repr__(self) -> str:
        return f"tensorplay.Size({list(self)})"

    def numel(self) -> int:
        n = 1
        for s in self:
            n *= s
        return n


class Tensor:
    """An n-dimensional array that can record the operations applied to it.

    Base tensors own a NumPy array (`_data`). Tensors of an active function
    transform (vmap, jvp, grad levels) are subclasses that wrap a tensor of a
    lower level; they override the metadata properties to show the *logical*
    value a user's function sees.
    """

    # Defaults shared by all instances; set on the instance only when they change.
    grad = None
    grad_fn = None
    _requires_grad = False
    _out_nr = 0
    _base = None
    _retains_grad = False
    _hooks = None
    _accumulator = None
    _interp = None  # the transform level a wrapper belongs to; None for base tensors
    _has_custom_view = False  # a custom Function returned a view of this base (autograd/function.py)
    __array_priority__ = 1000  # make `ndarray * Tensor` defer to Tensor.__rmul__

    # __new__ and __init__ (PyTorch's legacy constructor forms) are tensorplay/core/legacy_types.py's

    @classmethod
    def _make(cls, array: np.ndarray) -> Tensor:
        """Wrap an ndarray without copying or checking (the fast path for op outputs)."""
        t = object.__new__(cls)
        t._data = array
        t._version = [0]
        if _grad_state.inference:
            t._inference = True  # made in inference mode
        return t

    # ---- metadata -----------------------------------------------------------------------
    @property
    def shape(self) -> Size:
        return Size(self._data.shape)

    @property
    def _np_dtype(self) -> np.dtype:
        return self._data.dtype

    @property
    def ndim(self) -> int:
        return self._data.ndim

    @property
    def dtype(self) -> _dtype.dtype:
        return _dtype.exact(self._data.dtype)

    @property
    def device(self):
        """`tp.device("cpu")`: NumPy arrays live in host memory; `meta` for a tensor without
        data (its array is a MetaArray: tensorplay/core/meta.py)."""
        return _meta.META if self.is_meta else CPU

    @property
    def is_cpu(self) -> bool:
        return not self.is_meta

    @property
    def is_meta(self) -> bool:
        t = self
        while t._interp is not None:  # a transform's wrapper: the tensor it wraps, at the bottom
            t = t._inner
        return type(t._data) is _meta.MetaArray

    @property
    def is_cuda(self) -> bool:
        return False

    def get_device(self) -> int:
        """-1, PyTorch's answer for a CPU tensor."""
        return -1

    @property
    def is_leaf(self) -> bool:
        return self.grad_fn is None

    @property
    def output_nr(self) -> int:
        """Which output of its `grad_fn` this tensor is (0 for a leaf), as in PyTorch."""
        return self._out_nr

    @property
    def requires_grad(self) -> bool:
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        self._set_requires_grad(value)

    @property
    def data(self) -> Tensor:
        return self.detach()

    @data.setter
    def data(self, value: Tensor) -> None:
        self._data = value._data
        self._version = [0]

    @property
    def T(self) -> Tensor:
        return self.permute(*range(self.ndim - 1, -1, -1))

    @property
    def mT(self) -> Tensor:
        return self.transpose(-2, -1)

    @property
    def _version_count(self) -> int:
        return self._version[0]

    def dim(self) -> int:
        return self.ndim

    def size(self, dim: int | None = None):
        shape = self.shape
        if dim is None:
            return shape
        return shape[_wrap_dim(dim, len(shape))]

    def numel(self) -> int:
        return self.shape.numel()

    def nelement(self) -> int:
        return self.numel()

    def element_size(self) -> int:
        return self.dtype.itemsize

    def is_floating_point(self) -> bool:
        return self.dtype.is_floating_point

    def is_contiguous(self) -> bool:
        return bool(self._data.flags.c_contiguous)

    def stride(self, dim: int | None = None):
        strides = tuple(s // self._data.itemsize for s in self._data.strides)
        return strides if dim is None else strides[_wrap_dim(dim, self.ndim)]

    def data_ptr(self) -> int:
        return self._data.__array_interface__["data"][0]

    def __len__(self) -> int:
        if self.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __iter__(self):
        if self.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        return iter(self.unbind(0))

    def __hash__(self) -> int:
        return id(self)

    # ---- autograd -----------------------------------------------------------------------
    def requires_grad_(self, requires_grad: bool = True) -> Tensor:
        """Set whether autograd records ops on this leaf. Refused inside a tensorplay.func
        transform, as in torch.func: there, differentiate with respect to an argument."""
        _refuse_in_transform("requires_grad_()")
        return self._set_requires_grad(requires_grad)

    def _set_requires_grad(self, requires_grad: bool = True) -> Tensor:
        """`requires_grad_` without the transform check, for factories (`requires_grad=True`),
        `Parameter` and the attribute setter, which PyTorch allows inside transforms."""
        if requires_grad and not self.dtype.is_floating_point:
            raise RuntimeError("only Tensors of floating point dtype can require gradients, "
                               f"got {self.dtype}")
        if not self.is_leaf and not requires_grad:
            raise RuntimeError("you can only change requires_grad flags of leaf variables. "
                               "Use detach() to get a tensor without history.")
        self._requires_grad = bool(requires_grad)
        return self

    def detach(self) -> Tensor:
        """A new tensor sharing this one's memory and version counter, without history. Not a
        view for autograd (no `_base`): writing into it does not rebase this tensor's history."""
        t = Tensor._make(self._data)
        t._version = self._version
        if t._inference is not self._inference:  # a view: its base's inference mark
            t._inference = self._inference
        return t

    def detach_(self) -> Tensor:
        self.grad_fn = None
        self._requires_grad = False
        return self

    # backward is autograd's (tensorplay/autograd/engine.py), retain_grad and register_hook too
    # (tensorplay/autograd/graph.py): installed when autograd loads

    # ---- conversions ----------------------------------------------------------------------
    def numpy(self, *, force: bool = False) -> np.ndarray:
        """The NumPy array itself (shared memory). Refused for a tensor that requires grad while
        grad mode is on, since NumPy code would escape the tape; under no_grad it is allowed
        (the usual body of a NumPy-backed autograd.Function)."""
        if type(self._data) is _meta.MetaArray:
            raise TypeError("can't convert meta device type tensor to numpy. Use Tensor.cpu() to "
                            "copy the tensor to host memory first.")
        enabled = _grad_state.shown if _grad_state.inference else _grad_state.enabled
        if self._requires_grad and not force and enabled:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. "
                               "Use tensor.detach().numpy() instead.")
        return self._data

    def __array__(self, dtype=None, copy=None):
        arr = self._data
        return arr if dtype is None else arr.astype(dtype)

    def item(self):
        if type(self._data) is _meta.MetaArray:
            raise RuntimeError("Tensor.item() cannot be called on meta tensors")
        if self._data.size != 1:
            raise RuntimeError(f"a Tensor with {self._data.size} elements cannot be converted to Scalar")
        arr = self._data
        return (arr if arr.dtype is not _dtype.BF16 else arr.astype(np.float32)).reshape(()).item()

    def tolist(self):
        arr = self._data
        if type(arr) is _meta.MetaArray:
            _meta.no_data()
        return (arr if arr.dtype is not _dtype.BF16 else arr.astype(np.float32)).tolist()

    def __bool__(self) -> bool:
        if type(self._data) is _meta.MetaArray:
            raise RuntimeError("Tensor.item() cannot be called on meta tensors")
        if self._data.size != 1:
            raise RuntimeError(f"Boolean value of Tensor with {self._data.size} elements is ambiguous")
        return bool(self._data.reshape(()))

    def __float__(self) -> float:
        return float(self.item())

    def __int__(self) -> int:
        return int(self.item())

    def __index__(self) -> int:
        if self.dtype.is_floating_point or self._data.size != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __complex__(self) -> complex:
        return complex(self.item())

    def __format__(self, spec: str) -> str:
        if self.ndim == 0:
            return format(self.item(), spec)
        return format(str(self), spec)

    def __repr__(self) -> str:
        return tensor_repr(self)

    # __deepcopy__ is io's (tensorplay/io/deepcopy.py)

    def __reduce_ex__(self, protocol):
        raise TypeError("tensorplay tensors are not pickled; use tp.save / tp.load (an .npz format "
                        "that never runs code)")

    def to(self, *args, **kwargs) -> Tensor:
        """`to(dtype)`, `to(tensor)`, `to("cpu", dtype)`, `to(device)`: convert the element type
        (the device is checked; "cpu" is the only one). `self` itself when nothing changes,
        unless `copy=True`."""
        target = _dtype.target_of_to(args, kwargs)
        where = _meta.device_of(args, kwargs) if args or "device" in kwargs else None
        if where is not None and (where == "meta") != (type(self._data) is _meta.MetaArray):
            if where != "meta":  # meta -> cpu
                _meta.no_data()
            t = _meta.to_meta(self)  # cpu -> meta: shape, dtype and requires_grad, no data
            return t if target is None or target is self.dtype else t._to_dtype(target)
        if target is None or target is self.dtype:
            return self.clone() if kwargs.get("copy") else self
        return self._to_dtype(target)

    # type() and apply_() are tensorplay/core/type_info.py's; new_tensor() is creation.py's

    def float(self) -> Tensor:
        return self.to(_dtype.float32)

    def double(self) -> Tensor:
        return self.to(_dtype.float64)

    def long(self) -> Tensor:
        return self.to(_dtype.int64)

    def int(self) -> Tensor:
        return self.to(_dtype.int32)

    def bool(self) -> Tensor:
        return self.to(_dtype.bool_)

    def half(self) -> Tensor:
        return self.to(_dtype.float16)

    def bfloat16(self) -> Tensor:
        return self.to(_dtype.bfloat16)

    def short(self) -> Tensor:
        return self.to(_dtype.int16)

    def char(self) -> Tensor:
        return self.to(_dtype.int8)

    def byte(self) -> Tensor:
        return self.to(_dtype.uint8)

    def cpu(self) -> Tensor:
        if type(self._data) is _meta.MetaArray:
            _meta.no_data()
        return self

    def cuda(self, device=None, non_blocking: bool = False) -> Tensor:
        """Refused: TensorPlay runs on the CPU only (AssertionError, as CPU-only PyTorch)."""
        unavailable("cuda")

    # ---- new tensors with this tensor's dtype ---------------------------------------------
    # new_zeros, new_ones, new_empty and new_full are ops.yaml methods (generated)

    def _to_dtype(self, target) -> Tensor:
        return _ops._to_copy(self, target)

    # __setitem__ is dispatch's (tensorplay/dispatch/inplace.py)

    def __contains__(self, item) -> bool:
        return bool((self == item).any())

    # ---- utilities (tensorplay/core/type_info.py, _dlpack.py) ---------------------------------
    _inference = False  # set on tensors made in inference mode

    def is_inference(self) -> bool:
        """Whether this tensor was made inside `tp.inference_mode()`."""
        return self._inference

    def ndimension(self) -> int:
        return self.ndim

    def storage_offset(self) -> int:
        """How many elements past the start of its memory this tensor's first element is
        (nonzero for views such as `x[1]`), read from NumPy's array interface."""
        root = self._data
        while isinstance(root.base, np.ndarray):
            root = root.base
        return (self.data_ptr() - root.__array_interface__["data"][0]) // self._data.itemsize

    # __dlpack__ is io's (tensorplay/io/dlpack.py)

    def __dlpack_device__(self) -> tuple:
        return (1, 0)  # (kDLCPU, device 0)


def _refuse_in_transform(call: str) -> None:
    if interpreter_stack:
        raise RuntimeError(
            f"You are attempting to call Tensor.{call} inside of a function being transformed by "
            f"tensorplay.func.{interpreter_stack[-1].transform_name}. This is unsupported: to "
            "differentiate, use the transforms (grad, vjp, jacrev) with respect to an argument.")


def _wrap_dim(dim: int, ndim: int) -> int:
    """Normalize a possibly negative dim; a 0-d tensor accepts dims 0 and -1."""
    span = max(ndim, 1)
    if not -span <= dim < span:
        raise IndexError(f"Dimension out of range (expected to be in range of "
                         f"[{-span}, {span - 1}], but got {dim})")
    return dim + span if dim < 0 else dim


def is_tensor(obj) -> bool:
    return isinstance(obj, Tensor)




# The classes whose instances are plain base tensors: the generated fast paths
# (codegen/fast_path.py) take a call only when its tensors are of one of these classes.
# nn.Parameter adds itself; a transform wrapper or a user's subclass takes the general path.
PLAIN = {Tensor}
# the containers a Tensor[] argument may come in (isinstance against this, not a `list | tuple`
# union, which Python builds anew on every evaluation)
SEQUENCES = (list, tuple)
