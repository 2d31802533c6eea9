"""Where every op call goes: `call`, `bind` and the interpreter that handles a call.

Every generated public function (`tp.sin`) is one line: `call(op, args, params)`. With no
function transform active in any thread, `call` takes the fast path for the everyday call
(plain float tensors of one dtype, or a tensor and a Python number: whether an op allows it is
decided by codegen/fast_path.py) and otherwise `call_base` (tensorplay/dispatch/base.py):
check the arguments as PyTorch does, run the NumPy (or C) kernel and, when grad mode is on and
an input requires grad, record a node through `autograd/record.py`. While transforms are
active (`tensorplay.func`), `call` goes to `bind`, which hands the call to the innermost
interpreter that owns an argument; that interpreter unwraps its tensors, calls `bind` again
one level down and rewraps the result.

This file holds that choice and `OpDef`, what the runtime knows about an op (built by the
generated code from its ops.yaml entry). The levels live elsewhere: the base level in
`dispatch/base.py`, the node a call records in `autograd/record.py`, the transforms in
`tensorplay/func/`, the per-thread stack of active transforms in `core/interpreters.py`.
"""

from __future__ import annotations

import sys

import numpy as np

from ..autograd.grad_mode import _state as _grad_state
from ..autograd.graph import OpNode
from ..autograd.record import record_plain
from ..backends import c as _c
from ..core.interpreters import any_interpreter, interpreter_stack, mark_born
from ..core.interpreters import owner as _higher
from ..core.meta import MetaArray
from ..core.tensor import PLAIN, SEQUENCES, Tensor
from .args import CASTING as _CASTING
from .args import set_dtype_rules
from .base import call_base, quiet, restore, share_version

_BASE = call_base  # the base level as defined (tensorplay.func.debug.trace may replace it)

__all__ = ["OpDef", "any_interpreter", "bind", "call", "call_base", "find_interpreter",
           "interpreter_stack"]


# the params of a call to an op without any: one empty dict serves every call, so nothing
# may write into a call's params (tests/test_dispatch_no_params.py checks it stays empty);
# a dict, not a read-only mapping, because `kernel(**params)` copies any other mapping first
NO_PARAMS: dict = {}
_ndarray = np.ndarray
_ufunc = np.ufunc
_new = object.__new__
# the dtypes of a fast call's tensors: a set, since a dtype caches its hash (reading
# `dtype.kind` instead costs about 300 more machine instructions per call, a tuple's
# equality tests three times that for a bool condition)
FAST_FLOATS = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64))
# the result dtype of a fast call, by the op's `fast` rule (None: the input's float dtype)
FAST_DTYPES = {"same": None, "bool": np.dtype(np.bool_), "int64": np.dtype(np.int64)}


class OpDef:
    """Everything the runtime knows about one op, built by generated code from ops.yaml.

    Slots, not an instance dict: an op has more attributes than CPython 3.11 keeps inline
    (30), so with a dict every `op.<attr>` the fast path reads would be a dict lookup."""

    __slots__ = ("__weakref__", "_save_plans", "any_differentiable", "backward", "broadcast",
                 "c_forward", "c_min", "casts", "differentiable", "dtype", "dtype_args",
                 "dtype_first", "empty_promotes", "empty_skips", "fast", "fast_dtype", "fast_none", "fp_errors",
                 "fused_backward", "int_list_args", "jvp", "jvp_kind", "kernel", "kernel_into",
                 "line", "list_args", "name", "node_cls", "outputs", "random",
                 "reads_grads", "refuses", "refuses_bool", "refuses_int", "return_names",
                 "same_dtype", "saves_per_input", "tensor_args", "ufunc", "ufunc_params",
                 "unary", "view", "vmap", "vmap_rule", "zero_dim_promotes")

    def __init__(self, name: str, kernel, *, line: int, tensor_args: tuple, list_args: tuple = (),
                 dtype: str = "keep", dtype_args: tuple | None = None, broadcast: bool = False,
                 outputs: str = "tensor", view: bool = False,
                 random: bool = False, fp_errors: bool = False, differentiable: tuple = (),
                 saves_per_input: tuple = (), jvp_kind: str | None = None, vmap=None,
                 node: str | None = None, return_names: tuple = ("result",),
                 backward=None, jvp=None, fused_backward=None, vmap_rule=None,
                 c_forward=None, c_min_size: int | None = None, int_list_args: tuple = (),
                 prechecked: bool = False, fast: str | None = None, fast_none: tuple = (),
                 kernel_into=None, ufunc=None, ufunc_when: tuple | None = None,
                 reads_grads: tuple | None = None):
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
        # the backward formulas (one gradient per tensor argument, in tensorplay ops), the JVP
        # rule, the fused backward on the arrays and a named batching rule (ops.yaml `vmap:`)
        self.backward = backward
        self.jvp = jvp
        self.fused_backward = fused_backward
        # the outputs whose gradients the formulas read, when only some (codegen/render.py
        # _grads_read): with none of them given, the node gives no gradient (autograd/graph.py)
        self.reads_grads = reads_grads
        self.vmap_rule = vmap_rule
        self.jvp_kind = jvp_kind
        self.vmap = vmap  # the ops.yaml `vmap:` field
        self.int_list_args = int_list_args  # the int[] arguments (a batching rule asks)
        self.return_names = return_names  # the names of its outputs, as the schema gives them
        # the class of this op's graph nodes (`SinBackward0`): an OpNode that knows its op
        self.node_cls = None if node is None else type(node, (OpNode,), {
            "__doc__": f"Backward of `{name}` (ops.yaml:{line}).", "__module__": OpNode.__module__,
            "op": self, "return_names": return_names})
        # The C forward loop (generated from c_kernel): the kernel's signature, returns None
        # when the extension is off or the arrays do not qualify.
        self.c_forward = c_forward
        # the size from which `call` and `call_base` try the C loop (the extension's threshold
        # unless the spec gives one; never without a C loop), kept in step with `forced`
        self.c_min = sys.maxsize if c_forward is None else (
            _c.MIN_SIZE if c_min_size is None else c_min_size)
        if c_forward is not None and c_min_size is None:
            _DEFAULT_C_MIN.append(self)
        # fused_backward (generated from c_kernel / fused_backward) has the signature of
        # `backward` and returns None when the extension is off or the arrays do not qualify.
        # `fast_call` may take the everyday call of this op ("same", "bool" or "int64": the
        # result's dtype), while the ScalarType arguments named in `fast_none` are None
        self.fast = fast
        self.fast_dtype = FAST_DTYPES[fast] if fast else None
        self.fast_none = fast_none
        self.unary = len(tensor_args) == 1  # the fast path's arguments: one array, or two
        # the kernel computing into its first array, for an in-place call that records nothing
        # (generated when every value the kernel returns is one ufunc call; a bare ufunc
        # kernel is given `out=` directly)
        self.kernel_into = kernel_into
        # `call` runs `ufunc(*arrays)` when it is given the very dict `ufunc_params`: for a
        # kernel that is a bare ufunc (`sin`: np.sin) the empty params every call of it passes;
        # for a kernel that is the ufunc while one argument has one value (`add`: np.add while
        # alpha == 1, from ops.yaml's kernel) this dict, which the generated public function
        # passes in that case, so `x + y` runs np.add without the kernel's frame
        if ufunc_when is not None and not fp_errors:
            self.ufunc, self.ufunc_params = ufunc, {ufunc_when[0]: ufunc_when[1]}
        elif type(kernel) is _ufunc and not fp_errors:
            self.ufunc, self.ufunc_params = kernel, NO_PARAMS
        else:
            self.ufunc = self.ufunc_params = None
        self.casts = dtype in _CASTING  # does the dtype rule cast non-float inputs?
        # PyTorch's refusals and same-dtype rule; a fused composite's public function has run
        # the entry's checks already (`prechecked`), so its op tests them no second time.
        set_dtype_rules(self, "" if prechecked else name, tensor_args)

    def __repr__(self) -> str:
        return f"<op {self.name} (ops.yaml:{self.line})>"


_DEFAULT_C_MIN: list = []  # the ops whose C loop starts at the extension's threshold


def _follow_min_size(min_size: int) -> None:
    for op in _DEFAULT_C_MIN:
        op.c_min = min_size


_c.MIN_SIZE_WATCHERS.append(_follow_min_size)


def call(op: OpDef, args: tuple, params: dict = NO_PARAMS, into: Tensor | None = None,
         below: bool = False):
    """What every generated public function calls: `bind` while a transform is active in any
    thread; else the fast path below when the op allows it; else the base level (`call_base`).

    The fast path is the everyday call, with nothing to check: plain float tensors of one
    dtype (or a float tensor and a Python number, a weak scalar that never changes the dtype).
    Every rule `call_base` reads at run time is then known, so it runs the kernel, wraps the
    array and records through `record`, only without asking. Any other call — or one whose
    kernel raises, or whose result is not the expected dtype — goes to `call_base`, which
    raises PyTorch's errors. Which ops allow it (`op.fast`) is decided by the generator
    (codegen/fast_path.py).

    `into`: an in-place call with nothing to record (tensorplay/dispatch/inplace.py): the fast path
    writes its result into that tensor's memory and returns it; any other answer is a new
    tensor, which the caller writes in. `below`: the call comes from `bind`, below every
    transform level (its arguments are base tensors), so the fast path may take it."""
    if any_interpreter and not below:
        return bind(op, args, params)
    if op.fast is None:
        return call_base(op, args, params)
    first = args[0]
    if type(first) not in PLAIN:
        return call_base(op, args, params)
    d0 = first._data
    dt = d0.dtype
    if op.unary:
        arrays = (d0,)
        grad = first._requires_grad
    else:
        other = args[1]
        cls = type(other)
        if cls in PLAIN and (d1 := other._data).dtype is dt:
            arrays = (d0, d1)
            grad = first._requires_grad or other._requires_grad
        elif cls is float or cls is int:
            arrays = (d0, other)
            grad = first._requires_grad
        else:
            return call_base(op, args, params)
    if dt not in FAST_FLOATS or (op.fast_none and _any_given(op.fast_none, params)):
        return call_base(op, args, params)  # `sum(x, dtype=tp.float64)` changes the dtype
    if into is not None:
        return _into(op, args, params, into, arrays, grad)
    try:
        if d0.size >= op.c_min and (raw := op.c_forward(*arrays, **params)) is not None:
            pass  # the C loop took it
        elif params is op.ufunc_params:
            raw = op.ufunc(*arrays)  # `x.sin()`, `x + y`: the ufunc, without a kernel's frame
        elif op.fp_errors:
            raw = _quietly(op, arrays, params)
        else:
            raw = op.kernel(*arrays, **params) if params else op.kernel(*arrays)
    except Exception:  # the general path raises PyTorch's error
        return call_base(op, args, params)
    if type(raw) is not _ndarray:
        if type(raw) is MetaArray:  # a meta tensor's call: the base level wraps it
            return call_base(op, args, params)
        raw = np.asarray(raw)  # a NumPy scalar (a 0-d reduction)
    if raw.dtype is not dt and raw.dtype is not op.fast_dtype:
        return call_base(op, args, params)  # not the dtype the op's `fast` rule promises
    out = _new(Tensor)
    out._data = raw
    out._version = [0]
    if op.view:
        share_version(op, args, (out,))
    if grad and _grad_state.enabled and op.any_differentiable:
        record_plain(op, args, params, out)
    return out


def _any_given(names: tuple, params: dict) -> bool:
    """Is any of these ScalarType arguments given (not None)?"""
    return any(params[name] is not None for name in names)


def _quietly(op: OpDef, arrays: tuple, params: dict):
    """The kernel of an op whose NumPy kernel may raise floating-point warnings (ops.yaml
    `fp_errors`), run with them silenced: PyTorch computes inf and nan without a word."""
    token = quiet()
    try:
        return op.kernel(*arrays, **params)
    finally:
        restore(token)


def _into(op: OpDef, args: tuple, params: dict, into: Tensor, arrays: tuple, grad: bool):
    """An in-place fast call with nothing to record (`x.sin_()`, `x.sub_(y)`): computed straight
    into self's memory when the kernel can write there, else computed and copied in. Any
    other answer is a new tensor, which the caller writes in (or refuses)."""
    d0 = arrays[0]
    if op.fast_dtype is None and not op.fp_errors and (
            op.kernel_into is not None or type(op.kernel) is _ufunc):
        if not d0.flags.writeable or (grad and _grad_state.enabled):
            return call_base(op, args, params)
        try:
            if op.kernel_into is not None:
                op.kernel_into(*arrays, **params)
            else:
                op.kernel(*arrays, out=d0)
        except Exception:  # a broadcast that does not fit self, a cast: the general path
            return call_base(op, args, params)
        into._version[0] += 1
        return into
    out = call(op, args, params, None, True)
    if out._data.shape != d0.shape or not d0.flags.writeable:
        return out
    d0[...] = out._data
    into._version[0] += 1
    return into


def bind(op: OpDef, args: tuple, params: dict):
    """Run `op` on `args` (tensors, Python scalars, None, lists of tensors). `call_base` is
    looked up here at call time, so `tensorplay.func.debug.trace` can watch the base level.
    A custom Function's op (tensorplay/autograd/_function_op.py) binds itself: its base level
    is the Function's forward, and its keyword-only values may be tensors too."""
    if type(op) is not OpDef:
        return op.bind(args, params)
    if interpreter_stack.items:
        interp = find_interpreter(op, args)
        if interp is not None:
            return interp.process(op, args, params)
        if not op.tensor_args:  # a factory inside a transform: its tensor belongs to the level
            out = call_base(op, args, params)
            mark_born(out)
            return out
    if op.fast is not None and call_base is _BASE and not _grad_state.inference:
        # below every level: base tensors, the everyday call takes the fast path as outside a
        # transform (inference mode marks results, and a watched base level sees every call,
        # only on the general path)
        return call(op, args, params, None, True)
    return call_base(op, args, params)


def find_interpreter(op: OpDef, args: tuple):
    """The innermost active transform that owns one of the arguments (or, for a
    random op, the innermost vmap, which must decide how randomness is drawn; or an active
    trace level above the owner, which sees every call)."""
    best = None
    level = 0
    for a in args:
        interp = getattr(a, "_interp", None)
        if interp is None:
            if isinstance(a, SEQUENCES):
                for x in a:
                    best = _higher(best, x)
                level = 0 if best is None else best.level
            continue
        if interp.level > level or not interp.active:
            best = _higher(best, a)
            level = best.level
    if op.random:
        for interp in reversed(interpreter_stack.items):
            if getattr(interp, "is_batching", False):
                if best is None or interp.level > best.level:
                    best = interp
                break
    catching = interpreter_stack.catching
    if catching:
        for interp in reversed(catching):
            # a compiler's trace level (tensorplay/compiler/tracer.py) records every call made
            # while it is active, also those on tensors it does not own (parameters, factories)
            if interp.catches_all:
                if best is None or interp.level > best.level:
                    best = interp
                break
    return best
