"""A custom `autograd.Function` presented as an op: one record, one unwrap.

`Function.apply` builds, once per Function subclass, a `FunctionOp` and binds it like any op
from ops.yaml. The op carries what an `OpDef` carries, taken from the user's class:

* the kernel: `forward` (+ `setup_context`), run on the tape by `call_base`
  (`_function_tape.py`), with the ctx as the recorded node;
* the backward: the user's `backward` (or `vjp`), called by that node;
* the JVP rule: the user's `jvp`, given a ctx that `setup_context` filled (`jvp`);
* the batching rule: the user's `vmap` staticmethod, or `generate_vmap_rule` (`vmap_rule`).

An interpreter handles it through its ordinary `process`. Only two steps differ from an
OpDef's, and the op provides both: a grad level's node is the ctx (`record`), and the JVP
rule runs forward itself, since `jvp` reads the ctx that forward and `setup_context`
filled (a legacy `forward(ctx, ...)` fills it while it runs). `outputs = "function"` is the
interpreters' cue: the outputs are whatever forward returned.
"""

from __future__ import annotations

from ..core import optable as ops
from ..core.docs import docs_url
from ..core.interpreters import interpreter_stack
from ..core.tensor import Tensor
from ..func._pytree import broadcast_prefix, tree_flatten, tree_unflatten
from ..func._vmap_fallback import per_sample
from ._function_args import _bind_default_args, _bind_legacy_kwargs, _find_interpreter
from ._function_tape import apply_base_with_ctx, finish_node, function_node

__all__ = ["FunctionOp", "VmapInfo", "op_of"]

_TRANSFORM_DOC = docs_url("tutorials/04-custom-function.md")


def op_of(cls) -> FunctionOp:
    """The op of a Function subclass (made on its first `apply`, then kept on the class)."""
    op = cls.__dict__.get("_op")
    if op is None:
        op = FunctionOp(cls)
        cls._op = op
    return op


class FunctionOp:
    """One Function subclass as an op: what `bind` and the interpreters are given."""

    outputs = "function"  # whatever forward returns: a tensor, a tuple, any other value
    random = False
    view = False

    def __init__(self, cls):
        from .function import _is_setup_context_defined

        self.cls = cls
        self.name = cls.__name__
        self.combined = _is_setup_context_defined(cls)  # forward without ctx + setup_context
        self.vmap = {"custom": "autograd.Function"}  # as in ops.yaml: the rule is `vmap_rule`

    def __repr__(self) -> str:
        return f"<op {self.name} (autograd.Function)>"

    @property
    def backward(self):
        """The user's reverse-mode rule (the node of each call runs it: `BackwardCFunction.apply`)."""
        return self.cls._user_backward()

    # ---- binding ------------------------------------------------------------------------
    def bind_args(self, args: tuple, kwargs: dict) -> tuple:
        """`(args, params)`: keyword arguments (and, combined style, defaults) of `forward`
        bound into the positional ones; `params` keeps only keyword-only arguments."""
        if self.combined:
            return _bind_default_args(self.cls, args, kwargs)
        if kwargs:
            return _bind_legacy_kwargs(self.cls, args, kwargs)
        return args, kwargs

    def bind(self, args: tuple, params: dict):
        """`_dispatch.bind` for this op: the innermost transform that owns an argument (also
        among the keyword-only values) processes the call, else it runs on the tape."""
        if interpreter_stack:
            interp = _find_interpreter(args, params)
            if interp is not None:
                if not self.combined and not getattr(interp, "legacy_functions", False):
                    raise RuntimeError(
                        f"In order to use autograd.Function {self.name} with tensorplay.func "
                        "transforms (vmap, grad, jvp, jacrev, ...), it must override the "
                        "setup_context staticmethod (forward without ctx + setup_context(ctx, "
                        f"inputs, output)). See {_TRANSFORM_DOC}.")
                return interp.process(self, args, params)
        return self.call_base(args, params)

    def call_base(self, args: tuple, params: dict):
        """The kernel on the tape: forward (+ setup_context) and, when needed, the node."""
        return apply_base_with_ctx(self.cls, args, params, self.combined)[0]

    # ---- a grad level -------------------------------------------------------------------
    def record(self, level, args: tuple, inner: tuple, output):
        """This call's node at a `tensorplay.func.grad` level, as `record.record` makes an
        op's: a fresh ctx whose edges are the level's tensors in `args`, filled by
        `setup_context` with the `inner` values; the float outputs (not marked
        non-differentiable) become the level's tensors carrying it. `output` is what forward
        gave one level down; it is returned as is when no argument of the level is tracked."""
        ctx = function_node(self.cls, args, level=level)
        if not any(ctx.needs_input_grad):
            return output
        self.cls.setup_context(ctx, inner, output)
        is_tuple = isinstance(output, tuple)
        outs = list(output) if is_tuple else [output]
        finish_node(ctx, outs, True)
        tensor = Tensor
        non_diff = {id(t) for t in ctx.non_differentiable}
        for i, o in enumerate(outs):
            if isinstance(o, tensor) and o._np_dtype.kind in "fV" and id(o) not in non_diff:
                w = level.wrap(o)
                w.grad_fn, w._out_nr, w._requires_grad = ctx, i, True
                outs[i] = w
        return tuple(outs) if is_tuple else outs[0]

    # ---- a jvp level --------------------------------------------------------------------
    def jvp(self, prim: tuple, tans: tuple, params: dict) -> tuple:
        """`(output, output tangent or None)` from the primal values and their tangents (None:
        no tangent). Forward runs one level down; `setup_context` (which may
        `save_for_forward`) fills a fresh ctx, and the user's `jvp` gets it with a tangent
        per input — zeros for the missing ones, unless `set_materialize_grads(False)`."""
        tensor = Tensor
        if not self.combined:
            output, ctx = self._legacy_forward(prim, params)
        else:
            output = self.bind(prim, params)
            if all(t is None for t in tans):
                return output, None
            ctx = self.cls._backward_cls()
            ctx._is_tensor_input = tuple(isinstance(a, tensor) for a in prim)
            ctx.needs_input_grad = tuple(t is not None for t in tans)
            self.cls.setup_context(ctx, prim, output)
        if all(t is None for t in tans):
            return output, None
        if ctx.materialize_grads:
            tans = tuple(ops.zeros_like(p) if t is None and isinstance(p, tensor) else t
                         for p, t in zip(prim, tans))
        return output, ctx.apply_jvp(*tans)

    def _legacy_forward(self, prim: tuple, params: dict) -> tuple:
        """A legacy `forward(ctx, ...)` (allowed under `forward_ad.dual_level`, as in PyTorch)
        runs once, on the tape, and its ctx is the one `jvp` gets."""
        if _find_interpreter(prim, params) is not None:
            raise RuntimeError(
                f"autograd.Function {self.name} is in the legacy style (forward(ctx, ...)); "
                "under a dual level nested in tensorplay.func transforms it must override "
                "setup_context (forward without ctx + setup_context(ctx, inputs, output)).")
        return apply_base_with_ctx(self.cls, prim, params, False)

    # ---- a vmap level -------------------------------------------------------------------
    @staticmethod
    def vmap_rule(interp, op: FunctionOp, vals: list, bdims: list, params: dict) -> tuple:
        """The batching rule, as `ops/shared/batching.py` writes them: `(out, out bdim)`.

        With `generate_vmap_rule = True` the Function is applied to each sample and the
        results stacked (exact; the levels below record its own backward; not vectorized).
        Otherwise the user's `vmap(info, in_dims, *args)` gets the physical arguments and
        their batch dims and returns `(output, out_dims)`; it usually calls `apply` on them,
        so the levels below use the Function's own backward/jvp. Its result is a pytree, so
        it comes back already as this level's tensors (out bdim None)."""
        cls = op.cls
        if cls.generate_vmap_rule:
            return per_sample(interp.batch_size, lambda *sample: op.bind(sample, params),
                              vals, bdims)
        from .function import Function

        if cls.vmap is Function.vmap:
            raise RuntimeError(
                f"To use autograd.Function {op.name} with vmap, you must either override the "
                "vmap staticmethod or set generate_vmap_rule=True.")
        out, out_dims = cls.vmap(VmapInfo(interp.batch_size, interp.randomness), tuple(bdims),
                                 *vals, **params)
        flat, spec = tree_flatten(out)
        try:
            dims = broadcast_prefix(out_dims, out)
        except ValueError as exc:
            raise RuntimeError(f"{op.name}.vmap: out_dims {out_dims!r} does not match the "
                               f"structure of the output ({exc})") from None
        tensor = Tensor
        lifted = [interp.lift(o, d % o.ndim) if d is not None and isinstance(o, tensor) else o
                  for o, d in zip(flat, dims)]
        return tree_unflatten(lifted, spec), None


class VmapInfo:
    """What a custom Function's `vmap` staticmethod learns about the enclosing vmap."""

    __slots__ = ("batch_size", "randomness")

    def __init__(self, batch_size: int, randomness: str):
        self.batch_size = batch_size
        self.randomness = randomness

    def __repr__(self) -> str:
        return f"VmapInfo(batch_size={self.batch_size}, randomness={self.randomness!r})"
