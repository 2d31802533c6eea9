"""The general call path: `bind` and the interpreter that handles a call.

A generated function such as `tp.sin` first tries its fast path (generated, for plain float
tensors with no transform active: codegen/fast_path.py); every other call reaches
`bind(op, args, params)`. With no function transform active, `bind` goes straight to
`call_base` (tensorplay/_base.py): check the arguments, run the NumPy
(or C) kernel and, when grad mode is on and an input requires grad, record a node on the
tape. When transforms are active (`tensorplay.func`), `bind` hands the call to the innermost
interpreter that owns an argument; that interpreter unwraps its tensors, calls `bind` again
one level down and rewraps the result.

This file holds only that choice, and `OpDef`, what the runtime knows about an op (built by
the generated code from ops.yaml). The levels themselves live elsewhere: the base level in
`_base.py`, the graph node a call records in `autograd/_record.py`, the transforms in
`tensorplay/func/`, the per-thread stack of active transforms in `_interpreter_stack.py`.
"""

from __future__ import annotations

from ._base import call_base
from ._base_args import CASTING as _CASTING
from ._base_args import set_dtype_rules
from ._interpreter_stack import any_interpreter, interpreter_stack
from ._interpreter_stack import owner as _higher

__all__ = ["OpDef", "any_interpreter", "bind", "call_base", "find_interpreter",
           "interpreter_stack"]


class OpDef:
    """Everything the runtime knows about one op, built by generated code from ops.yaml."""

    def __init__(self, name: str, kernel, *, line: int, tensor_args: tuple, list_args: tuple = (),
                 dtype: str = "keep", dtype_args: tuple | None = None, broadcast: bool = False,
                 outputs: str = "tensor", view: bool = False,
                 random: bool = False, fp_errors: bool = False, differentiable: tuple = (),
                 saves_per_input: tuple = (), jvp_kind: str | None = None, vmap=None,
                 node_cls=None, c_forward=None, c_min_size: int | None = None,
                 prechecked: bool = False):
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
        # backward formulas, the JVP rule, the fused backward and a named batching rule.
        self.backward = None
        self.jvp = None
        self.fused_backward = None
        self.vmap_rule = None
        self.jvp_kind = jvp_kind
        self.vmap = vmap  # the ops.yaml `vmap:` field
        self.node_cls = node_cls
        # The C forward loop (generated from c_kernel): the kernel's signature, returns None
        # when the extension is off or the arrays do not qualify. call_base tries it only on
        # inputs of at least `c_min_size` elements (None: the extension's threshold).
        self.c_forward = c_forward
        self.c_min_size = c_min_size
        # fused_backward (generated from c_kernel / fused_backward) has the signature of
        # `backward` and returns None when the extension is off or the arrays do not qualify.
        self.casts = dtype in _CASTING  # does the dtype rule cast non-float inputs?
        # PyTorch's refusals and same-dtype rule; a fused composite's public function has run
        # the entry's checks already (`prechecked`), so its op tests them no second time.
        set_dtype_rules(self, "" if prechecked else name, tensor_args)

    def __repr__(self) -> str:
        return f"<op {self.name} (ops.yaml:{self.line})>"


def bind(op: OpDef, args: tuple, params: dict):
    """Run `op` on `args` (tensors, Python scalars, None, lists of tensors). `call_base` is
    looked up here at call time, so `tensorplay.func.debug.trace` can watch the base level.
    A custom Function's op (tensorplay/autograd/_function_op.py) binds itself: its base level
    is the Function's forward, and its keyword-only values may be tensors too."""
    if op.__class__ is not OpDef:
        return op.bind(args, params)
    if interpreter_stack:
        interp = find_interpreter(op, args)
        if interp is not None:
            return interp.process(op, args, params)
        if not op.tensor_args:  # a factory inside a transform: its tensor belongs to the level
            out = call_base(op, args, params)
            mark_born(out)
            return out
    return call_base(op, args, params)


def mark_born(out) -> None:
    from .func._inplace_views import mark_born

    mark_born(out)


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
