"""The batching interpreter behind `vmap`: `BatchedTensor` and `BatchInterpreter`.

A `BatchedTensor` is a *physical* tensor one level down (with the batch dim still in it)
plus the position of that batch dim (`bdim`); its `shape`/`ndim` show the *logical*
per-sample view, so the user's function is written for one sample. Every op it calls
reaches `BatchInterpreter.process`, which unwraps this level's tensors to (physical tensor,
bdim) pairs (`Interpreter.unwrap`), runs the op's batching rule
(tensorplay/ops/shared/batching.py, chosen by the op's `vmap:` field in ops.yaml) — one call
of the op for the whole batch — and wraps the result. Rules only call ops through `bind`,
so the physical call lands on whatever level is below: another vmap (nested vmap), a grad
or jvp level, the tape. A custom `autograd.Function`'s op is batched the same way: its rule
(`FunctionOp.vmap_rule`) is the user's `vmap` staticmethod or `generate_vmap_rule`.
"""

from __future__ import annotations

import contextlib
import functools

from ..core import optable as _ops
from ..core.tensor import Size, Tensor
from ..dispatch import inplace as _inplace
from ..dispatch.dispatcher import bind
from ..ops.shared import batching as R
from ._interpreter import Interpreter, WrappedTensor, escaped
from ._pytree import is_namedtuple
from ._vmap_fallback import fallback

__all__ = ["BatchInterpreter", "BatchedTensor", "rule_for"]


class BatchedTensor(WrappedTensor):
    """A tensor of one vmap level: a physical tensor one level down plus its batch dim."""

    def __init__(self, interp: BatchInterpreter, inner: Tensor, bdim: int):
        self._interp = interp
        self._inner = inner
        self._bdim = bdim
        self._version = inner._version  # in-place writes go to the physical tensor

    @property
    def shape(self) -> Size:
        s = self._inner.shape
        b = self._bdim
        return Size(s[:b] + s[b + 1:])

    @property
    def ndim(self) -> int:
        return self._inner.ndim - 1

    def detach(self) -> Tensor:
        # still one value per sample: detach the physical tensor, keep the batch dim
        return BatchedTensor(self._interp, self._inner.detach(), self._bdim)

    @property
    def _data(self):
        if not self._interp.active:
            escaped(self)
        raise RuntimeError(
            "vmap: a batched tensor was used in data-dependent Python control flow or converted to "
            "a Python value (`if x > 0:`, `.item()`, `bool(x)`, `float(x)`, `.tolist()`, `.numpy()`). "
            "Inside tensorplay.func.vmap each value stands for a whole batch of samples, so it has "
            "no single value. Express the choice with tensor ops instead, e.g. "
            "`tp.where(x > 0, a, b)` instead of `a if x > 0 else b`, or move the check outside vmap.")

    @_data.setter
    def _data(self, value) -> None:
        raise RuntimeError("cannot replace the storage of a tensor inside tensorplay.func.vmap")

    def __repr__(self) -> str:
        return f"BatchedTensor(lvl={self._interp.level}, bdim={self._bdim}, value={self._inner!r})"


# ───────────────────────────── choosing a rule ─────────────────────────────

_RULES: dict = {}
_UNKNOWN = object()


def rule_for(op):
    """The batching rule of `op` from its ops.yaml `vmap:` field, or None (no rule)."""
    try:
        return _RULES[op]
    except KeyError:
        pass
    spec = op.vmap
    fn = None
    if spec == "elementwise":
        fn = R.elementwise
    elif spec == "broadcast":
        fn = R.broadcast
    elif isinstance(spec, dict) and spec:
        kind, value = next(iter(spec.items()))
        if kind == "reduction":
            fn = functools.partial(R.reduction, dim_arg=value["dim"], keepdim_arg=value.get("keepdim", False))
        elif kind == "dim":
            fn = functools.partial(R.along_dim, dim_arg=value)
        elif kind == "dims":
            fn = functools.partial(R.dims_rule, dim_args=tuple(value))
        elif kind == "trailing":
            fn = functools.partial(R.trailing_rule, n=value)
        elif kind == "custom":
            fn = op.vmap_rule  # the rule function itself, attached by _generated/derivatives.py
    _RULES[op] = fn
    return fn


# ───────────────────────────── the interpreter ─────────────────────────────

class BatchInterpreter(Interpreter):
    """One active vmap: batch size, randomness mode, and the rules that batch each op."""

    transform_name = "vmap"
    is_batching = True
    payload = "_bdim"

    def __init__(self, batch_size: int, randomness: str = "error"):
        super().__init__()
        self.batch_size = batch_size
        self.randomness = randomness

    @contextlib.contextmanager
    def _lowered(self):
        """Let random ops pass this level (it has made its decision) to the vmaps below."""
        self.is_batching = False
        try:
            yield
        finally:
            del self.is_batching

    def lift(self, value, bdim):
        """A physical value (or list of them) as this level's tensor (used by decompositions)."""
        if isinstance(bdim, list):
            return [t if b is None else BatchedTensor(self, t, b) for t, b in zip(value, bdim)]
        return value if bdim is None else BatchedTensor(self, value, bdim)

    def lower(self, out):
        """(physical, bdim) for a value computed at this level."""
        if isinstance(out, BatchedTensor) and out._interp is self:
            return out._inner, out._bdim
        return out, None

    def process(self, op, args: tuple, params: dict):
        vals, bdims, batched = self.unwrap(args)
        if op.random:
            return self._process_random(op, vals, bdims, batched, params)
        if not batched:
            return bind(op, tuple(vals), params)
        if op.outputs == "value":
            return R.data_dependent(self, op, vals, bdims, params)
        rule = _RULES.get(op, _UNKNOWN)
        if rule is _UNKNOWN:
            rule = rule_for(op)
        if rule is None:
            out, obdim = fallback(self, op, vals, bdims, params)
        else:
            out, obdim = rule(self, op, vals, bdims, params)
        if obdim is None or type(out) is not Tensor:
            return self._wrap(out, obdim)
        return BatchedTensor(self, out, obdim)

    def _process_random(self, op, vals, bdims, batched, params):
        if self.randomness == "error":
            raise RuntimeError(
                f"vmap: called random operation {op.name} while in randomness error mode. Please "
                "either use the 'same' or 'different' randomness flags on vmap "
                "(vmap(f, randomness='different')) or perform the randomness operation out of vmap")
        if not batched and self.randomness == "same":
            with self._lowered():
                return bind(op, tuple(vals), params)
        rule = rule_for(op)
        if rule is None or rule in (R.elementwise, R.broadcast):
            rule = R.random
        with self._lowered():
            out, obdim = rule(self, op, vals, bdims, params)
        return self._wrap(out, obdim)

    def _wrap(self, out, obdim):
        if isinstance(out, Tensor):
            return out if obdim is None else BatchedTensor(self, out, obdim)
        if obdim is None:  # nothing batched, or (a custom Function's rule) already this level's
            return out
        per = obdim if isinstance(obdim, list | tuple) else [obdim] * len(out)
        items = [BatchedTensor(self, o, b) if (b is not None and isinstance(o, Tensor)) else o
                 for o, b in zip(out, per)]
        if isinstance(out, list):
            return items
        return type(out)(*items) if is_namedtuple(out) else tuple(items)

    def process_inplace(self, op, args: tuple, params: dict):
        target = args[0]
        vals, bdims, batched = self.unwrap(args)
        if not batched:
            if op.random:
                if self.randomness == "error":
                    self._process_random(op, vals, bdims, batched, params)
                if self.randomness == "different":
                    raise RuntimeError(
                        f"vmap: cannot ask for different in-place randomness ({op.name}_) on an "
                        "unbatched tensor: every sample would write into the same tensor. Use the "
                        "out-of-place op, or make the tensor batched first (e.g. with zeros_like of "
                        "a batched input).")
                with self._lowered():
                    return _inplace.inplace(op, args, params)
            return _inplace.inplace(op, args, params)
        if bdims[0] is None:
            others = [i for i, b in enumerate(bdims) if b is not None]
            raise RuntimeError(
                f"vmap: {op.name}_(self, ...) is an in-place op that would write a batched value "
                f"(argument {others[0]}) into `self`, which is not batched at this vmap level "
                f"(logical shape {list(target.shape)}). A tensor created inside the vmapped "
                "function without a batched input — e.g. `buf = tp.zeros(x.shape)` — is shared by "
                "all samples. Use the out-of-place op instead (`y = x + v` rather than `x += v`, "
                "`index_put` rather than `x[i] = v`), or create the buffer from a batched tensor "
                "with `tp.zeros_like(x)`.")
        out = self.process(op, args, params)
        if isinstance(out, BatchedTensor) and out._interp is self:
            src, obdim = out._inner, out._bdim
        else:
            src, obdim = R.materialize(out, None, self.batch_size), 0
        src = R.movedim(src, obdim, target._bdim)
        dst = target._inner
        if _inplace._category(src._np_dtype) > _inplace._category(dst._np_dtype):
            raise RuntimeError(f"{op.name}_: result type {_inplace._name(src._np_dtype)} can't be cast "
                               f"to the desired output type {_inplace._name(dst._np_dtype)}")
        _inplace.inplace(_ops._op_index_put, (dst, src), {"indices": Ellipsis, "accumulate": False})
        return target
