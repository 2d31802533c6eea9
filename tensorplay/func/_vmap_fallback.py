"""vmap's per-sample loop: slice every batched argument, call once per sample, stack.

Two callers. A custom `autograd.Function` with `generate_vmap_rule = True` is batched this
way (exact, and the levels below still record the Function's own backward). An `OpDef`
without a batching rule falls back to it too, with a warning — no op of ops.yaml can (the
spec requires a rule), so this only serves hand-built OpDefs; `vmap_fallback_disabled()`
turns it into an error, which is how the tests prove that every spec op has a real rule.
"""

from __future__ import annotations

import contextlib
import warnings

from ..core import optable as _ops
from ..core.docs import docs_url
from ..core.tensor import Tensor
from ..dispatch.dispatcher import bind
from ._pytree import is_namedtuple

_fallback = {"enabled": True}
_warned: set = set()


def set_vmap_fallback_enabled(enabled: bool) -> bool:
    """Allow (True) or forbid (False) the per-sample loop for ops without a batching rule.
    Returns the previous setting."""
    old = _fallback["enabled"]
    _fallback["enabled"] = bool(enabled)
    return old


def vmap_fallback_enabled() -> bool:
    return _fallback["enabled"]


@contextlib.contextmanager
def vmap_fallback_disabled():
    """Inside this block an op without a batching rule raises instead of looping."""
    old = set_vmap_fallback_enabled(False)
    try:
        yield
    finally:
        set_vmap_fallback_enabled(old)


def _describe_missing(op) -> str:
    spec = op.vmap
    if isinstance(spec, dict) and "custom" in spec:
        return (f"its ops.yaml entry (ops.yaml:{op.line}) names the rule {{custom: {spec['custom']}}}, "
                f"but tensorplay/ops/shared/batch_rule_table.py has no rule called {spec['custom']!r}")
    if spec is None:
        return f"its ops.yaml entry (ops.yaml:{op.line}) has no `vmap:` field"
    return f"its ops.yaml entry (ops.yaml:{op.line}) has the unknown rule {spec!r}"


def fallback(interp, op, vals: list, bdims: list, params: dict) -> tuple:
    """An op without a batching rule, run once per sample (warned once per op)."""
    if not _fallback["enabled"]:
        raise RuntimeError(f"vmap: there is no batching rule for {op.name}: "
                           f"{_describe_missing(op)} (the per-sample fallback is disabled)")
    if op.name not in _warned:
        _warned.add(op.name)
        warnings.warn(
            f"vmap: there is no batching rule for {op.name}: {_describe_missing(op)}. vmap falls "
            "back to calling it once per sample in a Python loop, which is slow. Add a batching "
            f"rule (see {docs_url('how-it-works/transforms.md')}).", UserWarning, stacklevel=4)
    if interp.batch_size == 0:
        raise RuntimeError(f"vmap: cannot run the per-sample fallback for {op.name} over a batch of "
                           "size 0")
    return per_sample(interp.batch_size, lambda *args: bind(op, args, params), vals, bdims)


def select(x, bdim: int, i: int):
    """Sample `i` of a physical tensor whose batch dim is `bdim`."""
    return bind(_ops._op_index, (x,), {"indices": (slice(None),) * bdim + (i,)})


def per_sample(batch_size: int, call, vals: list, bdims: list) -> tuple:
    """`(outputs, 0)`: `call(*sample)` for each sample, the tensor results stacked along dim 0
    (a tuple, list or named tuple of results is stacked per field; non-tensors pass through)."""
    results = []
    for i in range(batch_size):
        args = []
        for v, b in zip(vals, bdims):
            if isinstance(b, list):
                args.append([select(t, tb, i) if tb is not None else t for t, tb in zip(v, b)])
            elif b is not None:
                args.append(select(v, b, i))
            else:
                args.append(v)
        results.append(call(*args))
    first = results[0]
    if isinstance(first, Tensor):
        return stack(results, 0), 0
    columns = [stack([r[k] for r in results], 0) if isinstance(first[k], Tensor) else first[k]
               for k in range(len(first))]
    if isinstance(first, list):
        return columns, 0
    return (type(first)(*columns) if is_namedtuple(first) else tuple(columns)), 0


def stack(tensors: list, dim: int = 0):
    """Stack tensors along a new dim with tensorplay ops (the `stack` op when it exists)."""
    fn = _ops.FUNCTIONS.get("stack")
    if fn is not None:
        return fn(list(tensors), dim)
    return concat([_ops.unsqueeze(t, dim) for t in tensors], dim)


def concat(tensors: list, dim: int = 0):
    """Concatenate along an existing dim (the `cat` op when it exists; else index_put into zeros)."""
    fn = _ops.FUNCTIONS.get("cat")
    if fn is not None:
        return fn(list(tensors), dim)
    if len(tensors) == 1:
        return tensors[0]
    first = tensors[0]
    dim = dim % first.ndim
    shape = list(first.shape)
    shape[dim] = sum(t.shape[dim] for t in tensors)
    out = _ops.zeros(tuple(shape), dtype=first.dtype)
    start = 0
    for t in tensors:
        stop = start + t.shape[dim]
        out = _ops.index_put(out, (slice(None),) * dim + (slice(start, stop),), t)
        start = stop
    return out
