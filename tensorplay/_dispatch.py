"""The one call path every op takes.

A generated function such as `tp.sin` calls `bind(op, args, params)`. With no
function transform active, `bind` goes straight to `call_base`: run the NumPy
(or C) kernel and, when grad mode is on and an input requires grad, record a
node on the tape. When transforms are active (`tensorplay.func`), `bind` hands
the call to the innermost interpreter that owns an argument; that interpreter
unwraps its tensors, calls `bind` again one level down and rewraps the result.
"""

from __future__ import annotations

import threading
from typing import ClassVar

import numpy as np

from . import _dtype
from ._generated.refusals import REFUSES_BOOL
from ._tensor import Tensor
from .autograd import grad_mode
from .autograd.graph import OpNode, SavedOutput, accumulator, edge
from .backends import c as _c


class _InterpreterStack(threading.local):
    """The active transform interpreters of the calling thread, innermost last (a transform
    entered in one thread never batches or differentiates another thread's ops, as grad mode
    is per thread). A list in every other respect; tensorplay.func pushes and pops.

    `any_thread` holds every thread's active interpreters: the generated functions test that
    one list (a C-level truth test) and take the plain path when no thread has a transform."""

    any_thread: ClassVar[list] = []
    _lock = threading.Lock()

    def __init__(self) -> None:
        self.items: list = []

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

    def __reversed__(self):
        return reversed(self.items)

    def __getitem__(self, index):
        return self.items[index]

    def __delitem__(self, index) -> None:
        gone = self.items[index]
        del self.items[index]
        for interp in gone if isinstance(index, slice) else [gone]:
            self._forget(interp)

    def append(self, interp) -> None:
        self.items.append(interp)
        with self._lock:
            self.any_thread.append(interp)

    def extend(self, interps) -> None:
        for interp in interps:
            self.append(interp)

    def pop(self):
        interp = self.items.pop()
        self._forget(interp)
        return interp

    def _forget(self, interp) -> None:
        with self._lock:
            for i, other in enumerate(self.any_thread):
                if other is interp:
                    del self.any_thread[i]
                    return

    def __repr__(self) -> str:
        return f"interpreter_stack({self.items!r})"


interpreter_stack = _InterpreterStack()
# Non-empty while a transform is active in any thread (generated ops test it first).
any_interpreter = _InterpreterStack.any_thread

_SCALARS = (int, float, bool)
_grad_state = grad_mode._state
_CASTING = {"promote", "float", "bool", "accumulate"}  # dtype rules that cast the inputs


class OpDef:
    """Everything the runtime knows about one op, built by generated code from ops.yaml."""

    def __init__(self, name: str, kernel, *, line: int, tensor_args: tuple, list_args: tuple = (),
                 dtype: str = "keep", dtype_args: tuple | None = None, broadcast: bool = False,
                 outputs: str = "tensor", view: bool = False,
                 random: bool = False, fp_errors: bool = False, differentiable: tuple = (),
                 saves_per_input: tuple = (), jvp_kind: str | None = None, vmap=None,
                 node_cls=None, c_forward=None, c_min_size: int | None = None):
        self.name = name
        self.kernel = kernel
        self.line = line
        self.tensor_args = tensor_args
        self.list_args = list_args  # positions of Tensor[] arguments
        self.dtype = dtype
        self.dtype_args = tuple(tensor_args.index(a) for a in dtype_args) if dtype_args else None
        self.broadcast = broadcast
        self.outputs = outputs  # "tensor", "tuple", "list" or "value"
        self.view = view
        self.random = random
        self.fp_errors = fp_errors
        self.differentiable = differentiable  # per tensor argument
        self.any_differentiable = any(differentiable)
        self.saves_per_input = saves_per_input  # per tensor argument: the names its formula reads
        self._save_plans: dict = {}
        # Attached by tensorplay/_generated/derivatives.py, which loads after the ops: the
        # backward formulas, the JVP rule, the fused C backward and a named batching rule.
        self.backward = None
        self.jvp = None
        self.c_backward = None
        self.vmap_rule = None
        self.jvp_kind = jvp_kind
        self.vmap = vmap  # the ops.yaml `vmap:` field
        self.node_cls = node_cls
        # The C forward loop (generated from c_kernel): the kernel's signature, returns None
        # when the extension is off or the arrays do not qualify. call_base tries it only on
        # inputs of at least `c_min_size` elements (None: the extension's threshold).
        self.c_forward = c_forward
        self.c_min_size = c_min_size
        # c_backward, the fused C backward (generated from c_kernel), has the signature of
        # `backward` and returns None when the extension is off or the arrays do not qualify.
        self.fast_path = not fp_errors  # may call_base's short path run it?
        self.casts = dtype in _CASTING  # does the dtype rule cast non-float inputs?
        self.refuses_bool = REFUSES_BOOL.get(name)  # (class, message): no bool kernel in PyTorch

    def __repr__(self) -> str:
        return f"<op {self.name} (ops.yaml:{self.line})>"

    def save_plan(self, needs: tuple) -> tuple:
        """What a node of this call keeps: ((name, position) of each tensor argument read by
        the formula of an input that needs a gradient, whether `result` is read). Inputs that
        need no gradient cost no memory and no version check."""
        plan = self._save_plans.get(needs)
        if plan is None:
            names = set()
            for need, read in zip(needs, self.saves_per_input):
                if need:
                    names.update(read)
            positions = tuple((n, i) for i, n in enumerate(self.tensor_args) if n in names)
            plan = self._save_plans[needs] = (positions, "result" in names)
        return plan

    # ---- backward ---------------------------------------------------------------------------
    def run_backward(self, node: OpNode, grads: list, names: dict) -> tuple:
        """Run the generated backward formulas; return one gradient per input edge."""
        if len(grads) != 1 or grads[0] is None:
            _materialize_zeros(node, grads)
        per_arg = None
        if self.c_backward is not None and not _grad_state.enabled and not interpreter_stack:
            # create_graph=False: nothing will differentiate this backward, so the fused C
            # loop may replace the formula (which stays the reference, and runs otherwise).
            per_arg = self.c_backward(grads, node.needs, node.in_meta, **names)
        if per_arg is None:
            per_arg = self.backward(grads, node.needs, node.in_meta, **names)
        if not self.list_args:
            return per_arg
        flat = []
        for i, g in enumerate(per_arg):
            if i in self.list_args:
                shapes = node.in_meta[i]
                flat.extend(g if g is not None else [None] * len(shapes))
            else:
                flat.append(g)
        return tuple(flat)


def _materialize_zeros(node: OpNode, grads: list) -> None:
    """Zeros for the (floating) outputs that received no gradient."""
    from ._generated.ops import zeros

    for i, (shape, dt) in enumerate(node.out_meta):
        if grads[i] is None and dt.kind == "f":
            grads[i] = zeros(shape, dtype=_dtype.from_numpy_dtype(dt))


def bind(op: OpDef, args: tuple, params: dict):
    """Run `op` on `args` (tensors, Python scalars, None, lists of tensors)."""
    if interpreter_stack:
        interp = find_interpreter(op, args)
        if interp is not None:
            return interp.process(op, args, params)
    return call_base(op, args, params)


def find_interpreter(op: OpDef, args: tuple):
    """The innermost active transform that owns one of the arguments (or, for a
    random op, the innermost vmap, which must decide how randomness is drawn)."""
    best = None
    level = 0
    for a in args:
        interp = getattr(a, "_interp", None)
        if interp is None:
            if isinstance(a, list | tuple):
                for x in a:
                    best = _higher(best, x)
                level = 0 if best is None else best.level
            continue
        if interp.level > level or not interp.active:
            best = _higher(best, a)
            level = best.level
    if op.random:
        for interp in reversed(interpreter_stack):
            if getattr(interp, "is_batching", False):
                if best is None or interp.level > best.level:
                    best = interp
                break
    return best


def _higher(best, x):
    interp = getattr(x, "_interp", None)
    if interp is None:
        return best
    if not interp.active:
        raise RuntimeError(
            f"A tensor created inside tensorplay.func.{interp.transform_name} was used after that "
            f"transform returned (it escaped, e.g. through a global, a list or a closure). Return "
            f"it from the transformed function instead of storing it.")
    if best is None or interp.level > best.level:
        return interp
    return best


# ---- the base level: NumPy kernels and the tape -------------------------------------------
def _compute_dtype(op: OpDef, args: tuple) -> np.dtype | None:
    picked = args if op.dtype_args is None else [args[i] for i in op.dtype_args]
    # Common case: float tensors of one dtype, plus Python numbers (which never change it).
    dt = None
    for a in picked:
        if a.__class__ is Tensor:
            d = a._data.dtype
            if dt is None:
                dt = d
            elif d is not dt:
                break
        elif a is not None and a.__class__ is not float and a.__class__ is not int:
            break
    else:
        if dt is not None and dt.kind == "f":
            return dt
    dims, zero, scalars = [], [], []
    for a in picked:
        if isinstance(a, Tensor):
            d = a._data
            (dims if d.ndim else zero).append(d.dtype)
        elif isinstance(a, list | tuple):
            for t in a:
                (dims if t._data.ndim else zero).append(t._data.dtype)
        elif isinstance(a, _SCALARS):
            scalars.append(a)
    if not dims and not zero and not scalars:
        return None
    dt = _dtype.result_type(dims, zero, scalars)
    if op.dtype == "float" and dt.kind != "f":
        return _dtype.get_default_dtype().np
    if op.dtype == "accumulate" and dt.kind != "f":
        return np.dtype(np.int64)
    return dt


def _arrays(op: OpDef, args: tuple):
    """Unwrap args to ndarrays, cast to the op's compute dtype; return (arrays, out dtype)."""
    rule = op.dtype
    if rule in _CASTING:
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
        elif isinstance(a, list | tuple):
            arrs = [t._data for t in a]
            if dt is not None:
                arrs = [x if x.dtype == dt else x.astype(dt) for x in arrs]
            arrays.append(arrs)
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
    return arrays, out_dt


_REFUSALS = {"NotImplementedError": NotImplementedError, "RuntimeError": RuntimeError,
             "TypeError": TypeError}


def _refuse_bool(op: OpDef, args: tuple, params: dict) -> None:
    """Raise PyTorch's error for an op without a bool kernel when it would compute in bool:
    its inputs promote to bool (before a rule turns integers into floats: PyTorch's softmax
    does not promote), or, for ops that keep their input's dtype, the first tensor is bool;
    with `any_input`, when any input is bool. A `dtype=` argument casts the input first."""
    if params.get("dtype") is not None:
        return
    cls, message, any_input = op.refuses_bool
    picked = args if op.dtype_args is None else [args[i] for i in op.dtype_args]
    if any_input:
        if any(a.__class__ is bool or (isinstance(a, Tensor) and a._data.dtype.kind == "b")
               for a in picked):
            raise _REFUSALS[cls](f"{op.name}: {message}")
        return
    if not op.casts:
        picked = [next((a for a in args if isinstance(a, Tensor)), None)]
    dims, zero, scalars = [], [], []
    for a in picked:
        for t in (a if isinstance(a, list | tuple) else [a]):
            if isinstance(t, Tensor):
                (dims if t._data.ndim else zero).append(t._data.dtype)
            elif isinstance(t, _SCALARS):
                scalars.append(t)
    if (dims or zero) and _dtype.result_type(dims, zero, scalars).kind == "b":
        raise _REFUSALS[cls](f"{op.name}: {message}")


def _run_kernel(op: OpDef, arrays: list, params: dict):
    try:
        if op.fp_errors:
            with np.errstate(all="ignore"):
                return _kernel(op, arrays, params)
        return _kernel(op, arrays, params)
    except (ValueError, IndexError, TypeError) as exc:
        raise _translate(op, arrays, exc) from None


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


def _translate(op: OpDef, arrays: list, exc: Exception) -> Exception:
    """Turn a NumPy error into the exception PyTorch raises, naming the shapes involved."""
    from ._kernels import ArgumentValueError, ShapeError

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


def _plain(a) -> bool:
    """A base-level tensor of a Tensor subclass (Parameter), not a transform wrapper."""
    return isinstance(a, Tensor) and a._interp is None


def call_base(op: OpDef, args: tuple, params: dict):
    """Run the kernel on base tensors and, if needed, record a node on the tape.

    The common case — tensors of one float dtype, maybe with a Python number as
    second argument — takes a short path; anything else (casts, lists, ops with
    fp_errors, errors to translate) goes through `_call_base_general`.
    """
    n = len(args)
    if n == 1:
        a = args[0]
        if a.__class__ is not Tensor and not _plain(a):
            return _call_base_general(op, args, params)
        d = a._data
        arrays = (d,)
        needs_grad = a._requires_grad
    elif n == 2:
        a, b = args
        if a.__class__ is not Tensor and not _plain(a):
            return _call_base_general(op, args, params)
        d = a._data
        bc = b.__class__
        if bc is float or bc is int:
            # a float tensor and a Python number: the number never changes the dtype
            if op.dtype_args is not None or d.dtype.kind != "f":
                return _call_base_general(op, args, params)
            arrays = (d, b)
            needs_grad = a._requires_grad
        else:
            if (bc is not Tensor and not _plain(b)) or b._data.dtype is not d.dtype:
                return _call_base_general(op, args, params)
            arrays = (d, b._data)
            needs_grad = a._requires_grad or b._requires_grad
    else:
        arrays = []
        needs_grad = False
        for a in args:
            if a.__class__ is not Tensor and not _plain(a):
                return _call_base_general(op, args, params)
            arrays.append(a._data)
            if a._requires_grad:
                needs_grad = True
        if not arrays or any(x.dtype is not arrays[0].dtype for x in arrays):
            return _call_base_general(op, args, params)
        d = arrays[0]
    dt = d.dtype
    if not op.fast_path or (dt.kind != "f" and (op.casts or op.refuses_bool is not None)):
        return _call_base_general(op, args, params)
    try:
        raw = None
        if op.c_forward is not None and d.size >= (
                _c.MIN_SIZE if op.c_min_size is None else op.c_min_size):
            raw = op.c_forward(*arrays, **params)
        if raw is None:
            raw = op.kernel(*arrays, **params) if params else op.kernel(*arrays)
    except Exception:
        return _call_base_general(op, args, params)
    rule = op.dtype
    if op.outputs != "tensor":
        return _finish(op, args, params, raw, _OUT_DTYPE.get(rule, dt if rule != "keep" else None))
    if raw.__class__ is not np.ndarray:
        raw = np.asarray(raw)
    rd = raw.dtype
    if rd is not dt:
        out_dt = _OUT_DTYPE.get(rule, dt)
        if rule != "keep" and rd is not out_dt and rd != out_dt:
            raw = raw.astype(out_dt)
        elif rd not in _KNOWN:
            raw = raw.astype(_dtype.from_numpy_dtype(rd).np)
    out = object.__new__(Tensor)
    out._data = raw
    out._version = [0]
    if op.view:
        _share_version(op, args, (out,))
    if needs_grad and op.any_differentiable and _grad_state.enabled:
        _record_short(op, args, params, out)
    return out


_OUT_DTYPE = {"bool": np.dtype(np.bool_), "int64": np.dtype(np.int64)}


def _call_base_general(op: OpDef, args: tuple, params: dict):
    if op.refuses_bool is not None:
        _refuse_bool(op, args, params)
    arrays, out_dt = _arrays(op, args)
    try:
        raw = _run_kernel(op, arrays, params)
    except RuntimeError:
        if op.broadcast:
            check_broadcast(op, arrays)
        raise
    return _finish(op, args, params, raw, out_dt)


def _finish(op: OpDef, args: tuple, params: dict, raw, out_dt):
    kind = op.outputs
    if kind == "tensor":
        outs = (_wrap(raw, out_dt),)
    elif kind == "value":
        return raw
    else:
        outs = tuple(_wrap(r, out_dt if kind == "list" else None) for r in raw)
    if op.view:
        _share_version(op, args, outs)
    if op.any_differentiable and _grad_state.enabled:
        _maybe_record(op, args, params, outs)
    if kind == "tensor":
        return outs[0]
    if kind == "list":  # Tensor[] results are tuples, as torch.split / unbind / chunk
        return outs
    return _named_tuple(op, outs)


def _wrap(raw, out_dt) -> Tensor:
    if raw.__class__ is not np.ndarray:
        raw = np.asarray(raw)
    if out_dt is not None and raw.dtype != out_dt:
        raw = raw.astype(out_dt)
    elif raw.dtype not in _KNOWN:
        raw = raw.astype(_dtype.from_numpy_dtype(raw.dtype).np)
    t = object.__new__(Tensor)
    t._data = raw
    t._version = [0]
    return t


_KNOWN = {d.np for d in _dtype.ALL}


def _share_version(op: OpDef, args: tuple, outs: tuple) -> None:
    base = args[0]
    for out in outs:
        # an empty result of a view op is a view too (NumPy sees no memory to share)
        if out._data.size == 0 or np.may_share_memory(out._data, base._data):
            out._version = base._version
            out._base = base if base._base is None else base._base


def _named_tuple(op: OpDef, outs: tuple):
    from ._return_types import return_type

    return return_type(op.name, op.node_cls.return_names)(*outs)


_NO_EDGE = (None, 0)


def _maybe_record(op: OpDef, args: tuple, params: dict, outs: tuple) -> None:
    needs = []
    any_need = False
    for i, a in enumerate(args):
        need = False
        if op.differentiable[i]:
            if isinstance(a, Tensor):
                need = a._requires_grad
            elif isinstance(a, list | tuple):
                need = any(t._requires_grad for t in a)
        needs.append(need)
        any_need = any_need or need
    if not any_need:
        return
    record(op, args, params, outs, tuple(needs))


def _record_short(op: OpDef, args: tuple, params: dict, out: Tensor) -> None:
    """`_maybe_record` + `record` for call_base's short path, in one pass: the arguments are
    base tensors (and maybe a Python number), the result is one base tensor."""
    needs = []
    next_functions = []
    in_meta = []
    any_need = False
    for a, diff in zip(args, op.differentiable):
        if a.__class__ is float or a.__class__ is int:
            needs.append(False)
            next_functions.append(_NO_EDGE)
            in_meta.append(None)
            continue
        if a._requires_grad:
            needs.append(diff)
            any_need = any_need or diff
            grad_fn = a.grad_fn
            next_functions.append((grad_fn, a._out_nr) if grad_fn is not None else (accumulator(a), 0))
        else:
            needs.append(False)
            next_functions.append(_NO_EDGE)
        in_meta.append(a._data.shape)
    if not any_need:
        return
    needs = tuple(needs)
    positions, saves_result = op.save_plan(needs)
    saved = {}
    for name, pos in positions:
        a = args[pos]
        saved[name] = (a, None) if a.__class__ is float or a.__class__ is int else (a, a._version[0])
    data = out._data
    node = op.node_cls(saved, params, needs, tuple(next_functions), tuple(in_meta),
                       ((data.shape, data.dtype),))
    if data.dtype.kind == "f":
        out.grad_fn = node
        out._requires_grad = True
        out._out_nr = 0
    if saves_result:
        saved["result"] = (SavedOutput(out), out._version[0])


def saved_inputs(op: OpDef, values: tuple, needs: tuple) -> dict:
    """The arguments the backward formulas of the inputs in `needs` read, each with its
    version (None for non-tensors), so that an in-place change before backward can be
    detected. Used by the tape and by every grad level (which saves its inner values)."""
    saved = {}
    for name, pos in op.save_plan(needs)[0]:
        v = values[pos]
        if isinstance(v, Tensor):
            saved[name] = (v, v._version[0])
        elif isinstance(v, list | tuple):
            saved[name] = (tuple((t, t._version[0]) for t in v), None)
        else:
            saved[name] = (v, None)
    return saved


def record(op: OpDef, args: tuple, params: dict, outs: tuple, needs: tuple) -> OpNode:
    """Put a node for this call on the tape (the general case; call_base's short path
    uses `_record_short`)."""
    saved = saved_inputs(op, args, needs)
    next_functions = []
    in_meta = []
    for a in args:
        if isinstance(a, Tensor):
            next_functions.append(edge(a) if a._requires_grad else _NO_EDGE)
            # base tensors: the array's shape; transform wrappers: their logical shape
            in_meta.append(a._data.shape if a._interp is None else tuple(a.shape))
        elif isinstance(a, list | tuple):
            next_functions.extend(edge(t) for t in a)
            in_meta.append([tuple(t.shape) for t in a])
        else:
            next_functions.append(_NO_EDGE)
            in_meta.append(None)
    out_meta = tuple((o._data.shape, o._data.dtype) if o._interp is None else (tuple(o.shape), o._np_dtype)
                     for o in outs)
    node = op.node_cls(saved, params, needs, tuple(next_functions), tuple(in_meta), out_meta)
    for i, o in enumerate(outs):
        if o._np_dtype.kind == "f":
            o.grad_fn = node
            o._requires_grad = True
            o._out_nr = i
    if op.save_plan(needs)[1]:
        kept = [(SavedOutput(o) if o._interp is None else o, o._version[0]) for o in outs]
        saved["result"] = kept[0] if op.outputs == "tensor" else (tuple(kept), None)
    return node
