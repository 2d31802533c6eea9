"""How the base level reads an op's arguments and reports its errors: the dtype a call
computes in (PyTorch's type promotion, by the op's `dtype:` rule), the casts of the inputs,
the refusal of ops with no bool or integer kernel, the checks that Tensor arguments are
tensors (and share a dtype where PyTorch's kernel needs one), and NumPy's exceptions turned
into PyTorch's.

`_base.call_base` uses these on its general path (the generated fast paths take only tensors
of one float dtype, which need none of them). A composite's generated body runs the same
dtype checks through `check_dtypes` and a `DtypeRules` of its own, so each rule is written once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import dtype as _dtype
from ..core.tensor import SEQUENCES, Tensor
from .errors import ArgumentValueError, ShapeError
from .errors import checked_scalar as _checked
from .errors import wrapped_int as _wrapped
from .refusals import (
    DTYPE_FIRST,
    EMPTY_PROMOTES,
    EMPTY_SKIPS_REFUSAL,
    MIXED_DTYPE,
    REFUSES_BOOL,
    REFUSES_INT,
    SAME_DTYPE,
    ZERO_DIM_PROMOTES,
)

if TYPE_CHECKING:
    from .dispatcher import OpDef

_SCALARS = (int, float, bool)
_NUMBERS = (*_SCALARS, np.number, np.bool_)
CASTING = {"promote", "float", "bool", "accumulate"}  # dtype rules that cast the inputs


def _compute_dtype(op: OpDef, args: tuple) -> np.dtype | None:
    picked = args if op.dtype_args is None else [
        args[i] for i in op.dtype_args
        # a number in a `zero_dim_promotes:` argument leaves the dtype alone (lerp.Scalar)
        if not (i in op.zero_dim_promotes and type(args[i]) in _SCALARS)]
    # Common case: float tensors of one dtype, plus Python numbers (which never change it).
    dt = None
    for a in picked:
        if type(a) is Tensor:
            d = a._data.dtype
            if dt is None:
                dt = d
            elif d is not dt:
                break
        elif a is not None and type(a) is not float and type(a) is not int:
            break
    else:
        if dt is not None and dt.kind == "f":
            return dt
    dims, zero, scalars = [], [], []
    # beside an empty input an `empty_promotes:` argument promotes as a 0-d tensor does (conv2d:
    # PyTorch's result for an empty batch is result_type(input, weight[0, 0, 0, 0]))
    as_0d = [args[i] for i in op.empty_promotes] if op.empty_promotes and \
        args[op.same_dtype[0]].numel() == 0 else ()
    for a in picked:
        if isinstance(a, Tensor):
            d = a._data
            (dims if d.ndim and not any(a is b for b in as_0d) else zero).append(d.dtype)
        elif isinstance(a, SEQUENCES):
            for t in a:
                (dims if t._data.ndim else zero).append(t._data.dtype)
        elif isinstance(a, _SCALARS):
            scalars.append(a)
    if not dims and not zero and not scalars:
        return None
    dt = _dtype.result_type(dims, zero, scalars)
    if op.dtype == "float" and not _dtype.is_floating(dt):
        return _dtype.get_default_dtype().np
    if op.dtype == "accumulate" and not _dtype.is_floating(dt):
        return np.dtype(np.int64)
    return dt


def input_arrays(op: OpDef, args: tuple):
    """Unwrap args to ndarrays, cast to the op's compute dtype; return (arrays, out dtype)."""
    rule = op.dtype
    if rule in CASTING:
        dt = _compute_dtype(op, args)
    else:
        dt = None
    arrays = []
    for i, a in enumerate(args):
        if isinstance(a, Tensor):
            arr = a._data
            if dt is not None and arr.dtype != dt and (op.dtype_args is None or i in op.dtype_args):
                arr = arr.astype(dt)
            arrays.append(arr)
        elif isinstance(a, SEQUENCES):
            arrs = [t._data for t in a]
            if dt is not None:
                arrs = [x if x.dtype == dt else x.astype(dt) for x in arrs]
            arrays.append(arrs)
        elif type(a) is int and dt is not None and dt.kind in "iu" and dt.itemsize < 8 \
                and not (a < 0 and op.name == "pow"):  # PyTorch refuses `u8 ** -1`, not wraps it
            # an arithmetic operand wraps around (u8 + 300 adds 44); where's value is checked
            arrays.append(_checked(a, dt) if op.name == "where" else _wrapped(a, dt))
        else:
            arrays.append(a)
    if rule == "bool":
        out_dt = np.dtype(np.bool_)
    elif rule == "int64":
        out_dt = np.dtype(np.int64)
    elif rule == "same":
        first = next(a for a in args if isinstance(a, Tensor))
        out_dt = first._data.dtype
    else:
        out_dt = dt
    if op.empty_skips and out_dt is not None and out_dt.kind == "f" and not op.empty_promotes \
            and _has_empty(args):  # (an `empty_promotes:` weight makes the promoted dtype)
        out_dt = _unrefused_dtype(op, args, out_dt)
    return arrays, out_dt


def _has_empty(args: tuple) -> bool:
    return any(isinstance(a, Tensor) and a.numel() == 0 for a in args)


def _unrefused_dtype(op, args: tuple, dt: np.dtype) -> np.dtype:
    """An empty input of a dtype the op refuses (`empty_skips_refusal:`) keeps its dtype, as
    PyTorch's result does: it never reaches the kernel that would compute in float."""
    first = next(a for a in args if isinstance(a, Tensor))._data.dtype
    return first if first.kind in "biu" else dt


REFUSALS = {"NotImplementedError": NotImplementedError, "RuntimeError": RuntimeError,
             "TypeError": TypeError}


def refuse(op: OpDef, args: tuple, params: dict) -> None:
    """Raise PyTorch's error for an op without a bool (integer) kernel when it would compute
    in bool (a refused integer dtype): its inputs promote to it (before a rule turns integers
    into floats: PyTorch's softmax does not promote), or, for ops that keep their input's
    dtype, the first tensor has it; with `any_input`, when any input is bool. A `dtype=`
    argument casts the input first."""
    if params.get("dtype") is not None:
        return
    picked = args if op.dtype_args is None else [args[i] for i in op.dtype_args]
    if op.refuses_bool is not None and op.refuses_bool[2]:
        cls, message, _ = op.refuses_bool
        if any(type(a) is bool or (isinstance(a, Tensor) and a._np_dtype.kind == "b")
               for a in picked):
            raise REFUSALS[cls](f"{op.name}: {message}")
        if op.refuses_int is None:
            return
    if not op.casts:
        picked = [next((a for a in args if isinstance(a, Tensor)), None)]
    dims, zero, scalars = [], [], []
    for a in picked:
        for t in (a if isinstance(a, SEQUENCES) else [a]):
            if isinstance(t, Tensor):  # base tensors and transform wrappers (logical dtype)
                (dims if t.ndim else zero).append(t._np_dtype)
            elif isinstance(t, _SCALARS):
                scalars.append(t)
    if not (dims or zero):
        return
    kind = _dtype.result_type(dims, zero, scalars)
    if kind.kind == "b" and op.refuses_bool is not None and not op.refuses_bool[2]:
        raise REFUSALS[op.refuses_bool[0]](f"{op.name}: {op.refuses_bool[1]}")
    if kind.kind in "iu" and op.refuses_int is not None:
        cls, message, dtypes = op.refuses_int
        name = _dtype.from_numpy_dtype(kind).name
        if name in dtypes:
            raise REFUSALS[cls](f"{op.name}: " + message.format(dtype=_dtype.TORCH_NAME[name]))


def check_tensor_args(op: OpDef, args: tuple) -> None:
    """PyTorch's TypeError for a Tensor argument that is not one: a list where a Tensor is
    expected (or a non-Tensor in a Tensor[] list), a string, ... A Python number stands for a
    Tensor only when the op takes several (add(1.0, x), maximum(x, 0.5)): sin(1.0) is refused."""
    several = len(op.tensor_args) > 1
    list_args = op.list_args
    for i, a in enumerate(args):
        if a is None:
            continue
        if i in list_args:
            if isinstance(a, SEQUENCES) and all(t is None or isinstance(t, Tensor) for t in a):
                continue
        elif isinstance(a, Tensor) or (several and isinstance(a, _NUMBERS)):
            continue
        _refuse_tensor_arg(op, i, a)


def _refuse_tensor_arg(op: OpDef, i: int, a) -> None:
    name = "input" if op.tensor_args[i] == "self" else op.tensor_args[i]
    where = f"{op.name}(): argument '{name}' (position {i + 1})"
    if i in op.list_args:
        if isinstance(a, SEQUENCES):
            bad = next(t for t in a if t is not None and not isinstance(t, Tensor))
            raise TypeError(f"{where} must be tuple of Tensors, but found element of type "
                            f"{type(bad).__name__} at pos {a.index(bad)}")
        raise TypeError(f"{where} must be tuple of Tensors, not {type(a).__name__}")
    raise TypeError(f"{where} must be Tensor, not {type(a).__name__}")


def check_same_dtype(op: OpDef, args: tuple) -> None:
    """PyTorch's RuntimeError when tensors its kernel needs in one dtype differ (`same_dtype:`);
    a 0-d tensor in a `zero_dim_promotes:` argument is not one of them (it promotes), nor is an
    `empty_promotes:` argument beside an empty first one."""
    first = args[op.same_dtype[0]]
    empty = bool(op.empty_promotes) and isinstance(first, Tensor) and first.numel() == 0
    given = [(op.tensor_args[i], args[i]) for i in op.same_dtype if isinstance(args[i], Tensor)
             and not (i in op.zero_dim_promotes and args[i].ndim == 0)
             and not (empty and i in op.empty_promotes)]
    if given and given[0][1]._np_dtype.kind != "f" and op.refuses_int is not None:
        return  # PyTorch refuses the integer input first (batch_norm)
    if op.name in MIXED_DTYPE and given and given[0][1]._np_dtype == np.float16 and \
            all(t._np_dtype == np.float32 for _, t in given[1:]):
        return  # PyTorch's mixed precision: a float16 input with float32 parameters
    for name, t in given[1:]:
        if t._np_dtype != given[0][1]._np_dtype:
            first = _dtype.TORCH_NAME[given[0][1].dtype.name]
            raise RuntimeError(f"{op.name}: expected {'input' if given[0][0] == 'self' else given[0][0]} "
                               f"and {name} to have the same dtype, but got {first} and "
                               f"{_dtype.TORCH_NAME[t.dtype.name]}")


def translate(op: OpDef, arrays: list, exc: Exception) -> Exception:
    """Turn a NumPy error into the exception PyTorch raises, naming the shapes involved."""
    if isinstance(exc, ArgumentValueError):
        return ValueError(str(exc))
    if isinstance(exc, ShapeError):
        return RuntimeError(f"{op.name}: {exc}")
    shapes = [list(a.shape) for a in arrays if isinstance(a, np.ndarray)]
    text = str(exc)
    if isinstance(exc, np.exceptions.AxisError) or "out of bounds for array of dimension" in text:
        return IndexError(f"{op.name}: Dimension out of range for tensor of shape "
                          f"{shapes[0] if shapes else []}: {text}")
    if isinstance(exc, IndexError):
        return IndexError(f"{op.name}: {text} (shapes {shapes})")
    if isinstance(exc, TypeError):
        return TypeError(f"{op.name}: {text}")
    if "broadcast" in text or "shape" in text or "size" in text or "match" in text:
        return RuntimeError(f"{op.name}: shape mismatch between tensors of shapes "
                            f"{' and '.join(map(str, shapes))}: {text}")
    return RuntimeError(f"{op.name}: {text} (input shapes {shapes})")


def check_broadcast(op: OpDef, arrays: list) -> None:
    shapes = [a.shape for a in arrays if isinstance(a, np.ndarray)]
    if len(shapes) < 2:
        return
    try:
        np.broadcast_shapes(*shapes)
    except ValueError:
        a, b = _first_mismatch(shapes)
        raise RuntimeError(
            f"{op.name}: The size of tensor a ({a[0]}) must match the size of tensor b ({b[0]}) "
            f"at non-singleton dimension {a[1]} (shapes {' and '.join(str(list(s)) for s in shapes)})"
        ) from None


def _first_mismatch(shapes: list) -> tuple:
    ndim = max(len(s) for s in shapes)
    for d in range(1, ndim + 1):
        sizes = {s[-d] for s in shapes if len(s) >= d and s[-d] != 1}
        if len(sizes) > 1:
            x, y = sorted(sizes)[:2]
            return (x, ndim - d), (y, ndim - d)
    return (0, 0), (0, 0)


class DtypeRules:
    """What `check_dtypes` reads of an op — its name, tensor arguments, refusals and
    same-dtype rule (ops.yaml `refuses_bool`, `refuses_int`, `same_dtype`) — for a composite,
    which has no OpDef. `decides` are the positions of the tensors that decide the dtype the
    body computes in (the differentiable ones: a class-index target does not)."""

    def __init__(self, name: str, tensor_args: tuple, decides: tuple):
        self.name = name
        self.tensor_args = tensor_args
        self.dtype_args = decides
        self.casts = True  # the deciding inputs promote together
        set_dtype_rules(self, name, tensor_args)


def set_dtype_rules(op, name: str, tensor_args: tuple) -> None:
    """Give `op` (an OpDef or a DtypeRules) the entry's refusals and same-dtype rule, read
    from the generated tables: `refuses_bool` (class, message, any input), `refuses_int`
    (class, message, dtypes), `same_dtype` (positions of the tensors that must share one) and
    `zero_dim_promotes` (the positions among them a 0-d tensor is exempt at)."""
    op.refuses_bool = REFUSES_BOOL.get(name)
    op.refuses_int = REFUSES_INT.get(name)
    op.refuses = op.refuses_bool is not None or op.refuses_int is not None
    op.empty_skips = name in EMPTY_SKIPS_REFUSAL
    op.dtype_first = name in DTYPE_FIRST
    op.same_dtype = tuple(tensor_args.index(a) for a in SAME_DTYPE.get(name, ()))
    op.zero_dim_promotes = tuple(tensor_args.index(a) for a in ZERO_DIM_PROMOTES.get(name, ()))
    op.empty_promotes = tuple(tensor_args.index(a) for a in EMPTY_PROMOTES.get(name, ()))


def check_dtypes(op, args: tuple, params: dict, probe=None) -> None:
    """The dtype checks PyTorch makes before an op computes: tensors that must share a dtype,
    then an input dtype the op has no kernel for. PyTorch checks shapes first, so before a
    composite refuses a dtype, `probe` (its body over the tensor arguments) runs on float64
    zeros of their shapes: a shape error it raises is the error reported."""
    if op.same_dtype:
        check_same_dtype(op, args)
    if op.refuses and not _floats_only(op, args) and not (op.empty_skips and _has_empty(args)):
        try:
            refuse(op, args, params)
        except (NotImplementedError, RuntimeError, TypeError):
            shape_error = None if probe is None or op.dtype_first else _probe_shapes(probe, op, args)
            if shape_error is not None:
                raise shape_error from None
            raise


def _probe_shapes(probe, op, args: tuple) -> Exception | None:
    """The error `probe` raises with float64 zeros for the tensor arguments that decide the
    dtype (zeros: shapes are checked, not values; a class-index target stays as it is), if
    any (on the error path only: the result is dropped)."""
    deciding = range(len(args)) if op.dtype_args is None else op.dtype_args
    copies = [Tensor._make(np.zeros(a.shape)) if isinstance(a, Tensor) and i in deciding else a
              for i, a in enumerate(args)]
    try:
        with np.errstate(all="ignore"):
            probe(*copies)
    except (RuntimeError, IndexError, ValueError, TypeError) as exc:
        return None if _about_dtypes(exc) else exc
    return None


def _about_dtypes(exc: Exception) -> bool:
    """Is a probe's error a dtype complaint (its zeros beside an integer weight, a bool
    subtraction in the body)? Then it is no shape error, and the refusal stands."""
    text = str(exc)
    return any(w in text for w in ("dtype", "scalar type", "not implemented for", "bool tensor"))


def _floats_only(op, args: tuple) -> bool:
    """Is every argument that decides the dtype a floating tensor (or a Python number, or
    None)? Then no refusal applies: the everyday call skips the promotion `refuse` works out."""
    for i in (range(len(args)) if op.dtype_args is None else op.dtype_args):
        a = args[i]
        c = type(a)
        if a is None or c is float or c is int:
            continue
        if not isinstance(a, Tensor) or a._np_dtype.kind != "f":
            return False
    return True
