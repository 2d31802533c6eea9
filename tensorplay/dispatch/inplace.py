"""In-place ops (`x.add_(y)`, `x[i] = v`) on top of their out-of-place twins.

The out-of-place op computes the new value — through `bind`, so it is
recorded like any op — and the result is written into `self`'s memory (views
of `self` see the change), `self`'s version counter is bumped (saved copies of
the old value are now stale) and `self` takes over the result's history.
"""

from __future__ import annotations

import warnings

import numpy as np

from ..autograd import copy_slices, grad_mode
from ..autograd.grad_mode import _state as _grad
from ..core import dtype as _dtype
from ..core import optable
from ..core.tensor import PLAIN, Tensor
from . import dispatcher as _dispatch


def _any_requires_grad(args: tuple) -> bool:
    for a in args:  # noqa: SIM110 - a loop, no generator, on the in-place hot path
        if isinstance(a, Tensor) and a._requires_grad:
            return True
    return False


def would_record(args: tuple) -> bool:
    """Would a call on these arguments record a node: grad mode on and some tensor argument
    requiring grad? (A fused composite's kernel-only path is taken only when not.)"""
    return _grad.enabled and _any_requires_grad(args)


def _records(op, args) -> bool:
    return op.any_differentiable and grad_mode.is_grad_enabled() and _any_requires_grad(args)


def inplace(op, args: tuple, params: dict = _dispatch.NO_PARAMS) -> Tensor:
    self = args[0]
    if "dtype" in params:  # x.cumprod_(0, dtype=...): computes in self's dtype
        params = _own_dtype(op, args, params)
    if (op.fast is not None and not _dispatch.any_interpreter and type(self) in PLAIN
            and self._base is None and not self._has_custom_view
            and ("_views" not in self.__dict__ or not copy_slices.views_of(self))
            and not would_record(args)):
        # the everyday case: no view, no transform, nothing recorded (the fast path writes
        # straight into self when it applies)
        try:
            out = _dispatch.call(op, args, params, self)
        except (NotImplementedError, RuntimeError) as exc:
            _check_out_shape(op, args, params, exc)  # PyTorch checks the output's shape before its dtype
            raise
        if out is not self:
            write_into(self, out, op.name)
        return self
    if _dispatch.interpreter_stack and _dispatch.find_interpreter(op, args) is not None:
        interp = _dispatch.find_interpreter(op, args)
        return interp.process_inplace(op, args, params)
    if not isinstance(self, Tensor):
        raise TypeError(f"{op.name}_: self must be a Tensor")
    recording = _records(op, args)
    base = self._base
    if base is not None and (recording or self.__dict__.get("_custom_view")):
        copy_slices.check_view_writable(self)
    if recording:
        if self.grad_fn is None and self._requires_grad:
            raise RuntimeError("a leaf Variable that requires grad is being used in an in-place "
                               "operation.")
        # Compute from a snapshot, so that the node saves the *old* value of self.
        old = Tensor._make(self._data.copy())
        old.grad_fn, old._out_nr, old._requires_grad = self.grad_fn, self._out_nr, self._requires_grad
        args = (old, *args[1:])
    try:
        out = _dispatch.call(op, args, params)  # bind's answer, by the fast path when it applies
    except (NotImplementedError, RuntimeError) as exc:
        _check_out_shape(op, args, params, exc)
        raise
    write_into(self, out, op.name)
    if recording and out.grad_fn is not None:
        if base is not None:  # a view: the base's history is rebased around the op
            copy_slices.rebase(self, out.grad_fn)
            return self
        self.grad_fn, self._out_nr, self._requires_grad = out.grad_fn, out._out_nr, True
    root = self if base is None else base
    if "_views" in root.__dict__:
        copy_slices.regenerate(root, recording)
    return self


# PyTorch's C++ names of the dtypes, as its "Bad in-place call" message spells them
_CPP_NAME = {"float16": "c10::Half", "bfloat16": "c10::BFloat16", "float32": "float", "float64": "double",
             "bool": "bool", "int8": "signed char", "uint8": "unsigned char", "int16": "short int",
             "int32": "int", "int64": "long int"}


def _own_dtype(op, args: tuple, params: dict) -> dict:
    """An in-place op with a `dtype=` argument (cumprod_) computes in self's dtype, as PyTorch's
    (an int8 tensor's running product wraps in int8; a bool one has no kernel); a `dtype=` other
    than self's is PyTorch's "Bad in-place call", raised once the op has checked its dims."""
    self, want = args[0], params["dtype"]
    if want is not None and want != self.dtype:
        _dispatch.call(op, args, params)  # the op's own argument checks first
        raise RuntimeError(f"Bad in-place call: input tensor dtype {_CPP_NAME[self.dtype.name]} and "
                           f"output tensor dtype {_CPP_NAME[want.name]} should match")
    return {**params, "dtype": self.dtype}


def _check_out_shape(op, args: tuple, params: dict, exc: Exception) -> None:
    """On an in-place op's error path: PyTorch's own first complaints, when self is expanded
    (several elements in one place) or the inputs broadcast to a shape other than self's
    (before it looks at dtypes: `int8.hypot_(wider)`, `expanded_bool.ceil_()`); not the random
    fills, which check their dtype first (`expanded_bool.uniform_()`), nor an op with a
    `dtype=` (cumprod_: its kernel refuses self's dtype before the overlap check)."""
    if isinstance(exc, NotImplementedError) and "dtype" in params:
        return
    check_out(op.name, args[0], args[1:] if op.broadcast else (), overlap=not op.random)


def check_out(name: str, self, others: tuple, overlap: bool = True) -> None:
    """The output checks PyTorch's TensorIterator makes before the dtypes: self must not
    overlap itself, and self with the tensors of `others` must broadcast to self's shape."""
    if overlap and isinstance(self, Tensor) and type(self._data) is np.ndarray and name not in _FILLS:
        check_overlap(self._data, name)
    shapes = [a.shape for a in (self, *others) if isinstance(a, Tensor)]
    if len(shapes) < 2:
        return
    try:
        shape = np.broadcast_shapes(*shapes)
    except ValueError:
        return
    if shape != tuple(self.shape):
        raise shape_mismatch(name, self.shape, shape)


def check_overlap(dst: np.ndarray, name: str) -> None:
    if dst.size > 1 and any(st == 0 and n > 1 for st, n in zip(dst.strides, dst.shape)):
        raise RuntimeError(f"{name}_: unsupported operation: more than one element of the "
                           "written-to tensor refers to a single memory location. Please clone() "
                           "the tensor before performing the operation.")


def shape_mismatch(name: str, out_shape, shape) -> RuntimeError:
    return RuntimeError(f"{name}_: output with shape {list(out_shape)} doesn't match the "
                        f"broadcast shape {list(shape)}")


def write_into(self: Tensor, out: Tensor, name: str) -> None:
    src, dst = out._data, self._data
    if src.shape != dst.shape:  # the shape first, then the dtype, as PyTorch
        try:
            if np.broadcast_shapes(src.shape, dst.shape) != dst.shape:
                raise ValueError
        except ValueError:
            raise shape_mismatch(name, dst.shape, src.shape) from None
    if src.dtype != dst.dtype:
        if _category(src.dtype) > _category(dst.dtype):
            raise RuntimeError(f"{name}_: result type {_name(src.dtype)} can't be cast to the "
                               f"desired output type {_name(dst.dtype)}")
        src = src.astype(dst.dtype)
    if name not in _FILLS:
        check_overlap(dst, name)
    if not dst.flags.writeable:
        raise RuntimeError(f"{name}_: cannot write into a read-only (expanded) tensor; clone() it first")
    dst[...] = src
    self._version[0] += 1


# In-place ops that write one value everywhere, allowed on expanded views (as in PyTorch).
_FILLS = frozenset({"fill", "zero"})


def _category(dt: np.dtype) -> int:
    return {"b": 0, "i": 1, "u": 1, "f": 2}[dt.kind]


def _name(dt: np.dtype) -> str:
    return _dtype.TORCH_NAME[dt.name]


def index_arg(key):
    """Normalize an indexing key: tensors become int/bool ndarrays."""
    if isinstance(key, tuple):
        return tuple(_index_item(k) for k in key)
    return _index_item(key)


def _index_item(k):
    if isinstance(k, Tensor):
        if k._interp is not None and hasattr(k._interp, "index_value"):
            k = k._interp.index_value(k)  # a level that lets Python read the index (compile)
        elif k._interp is not None:
            raise RuntimeError("indexing with a tensor of a tensorplay.func transform is not "
                               "supported; use index_select or gather instead")
        if k._data.dtype == np.uint8:  # a mask, as PyTorch still reads it (with its warning)
            warnings.warn("indexing with dtype tensorplay.uint8 is now deprecated, please use a "
                          "dtype tensorplay.bool instead.", UserWarning, stacklevel=5)
            return k._data.astype(np.bool_)
        if k._data.dtype.name not in ("int64", "int32", "bool"):
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
        if k._data.ndim == 0 and k._data.dtype.kind in "iu":
            return int(k._data)  # a 0-d integer tensor indexes like an int: the result is a view
        return k._data
    if isinstance(k, list):
        return np.asarray(k)
    if isinstance(k, float):
        raise IndexError("only integers, slices, ellipsis, None, and long or bool tensors are "
                         "valid indices")
    return k


def setitem(self: Tensor, key, value) -> None:
    if not isinstance(value, Tensor | int | float | bool):
        value = Tensor._make(np.asarray(value, dtype=self._np_dtype))
    elif isinstance(value, Tensor) and value._version is self._version:
        # `x[:, 0] *= 2` writes a view of x back into x: the write bumps the version the view
        # shares, so the node must keep a copy of it, not the view
        value = value.clone()
    inplace(optable.OPS["index_put"], (self, value), {"indices": index_arg(key), "accumulate": False})


Tensor.__setitem__ = setitem  # `x[key] = value`, installed on the core Tensor by this layer
