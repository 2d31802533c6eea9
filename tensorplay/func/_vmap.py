"""vmap: the vectorizing map, as a batching interpreter.

`vmap(f)(x)` pushes a `BatchInterpreter` on the interpreter stack and wraps
each mapped input as a `BatchedTensor`: the *physical* tensor (with the batch
dim still in it) plus the position of that batch dim (`bdim`). Inside `f`,
`shape`/`ndim` show the *logical* per-sample view, so `f` is written for one
sample. Every op `f` calls reaches `BatchInterpreter.process`, which unwraps
this level's tensors to (physical tensor, bdim) pairs, runs the op's batching
rule (tensorplay/func/_batch_rules.py, chosen by the op's `vmap:` field in
ops.yaml) — one call of the op for the whole batch — and wraps the result.
Rules only call ops through `bind`, so the physical call lands on whatever
level is below: another vmap (nested vmap), a grad or jvp level, the tape.

Ops without a rule run through a warned per-sample loop (slice, call,
stack); `vmap_fallback_disabled()` turns that into an error, which is how
the tests prove that every op has a real rule.
"""

from __future__ import annotations

import contextlib
import functools
import warnings

from .. import _inplace
from .._dispatch import bind
from .._generated import ops as _ops
from .._tensor import Size, Tensor
from . import _batch_rules as R
from ._interpreter import Interpreter, WrappedTensor, escaped
from ._pytree import broadcast_prefix, is_namedtuple, tree_flatten, tree_structure, tree_unflatten

__all__ = ["BatchInterpreter", "BatchedTensor", "set_vmap_fallback_enabled", "vmap",
           "vmap_fallback_disabled", "vmap_fallback_enabled"]

_RANDOMNESS = ("error", "different", "same")


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


# ───────────────────────────── the fallback switch ─────────────────────────────

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


def _describe_missing(op) -> str:
    spec = op.vmap
    if isinstance(spec, dict) and "custom" in spec:
        return (f"its ops.yaml entry (ops.yaml:{op.line}) names the rule {{custom: {spec['custom']}}}, "
                f"but tensorplay/func/_batch_rules.py has no rule called {spec['custom']!r}")
    if spec is None:
        return f"its ops.yaml entry (ops.yaml:{op.line}) has no `vmap:` field"
    return f"its ops.yaml entry (ops.yaml:{op.line}) has the unknown rule {spec!r}"


# ───────────────────────────── the interpreter ─────────────────────────────

class BatchInterpreter(Interpreter):
    """One active vmap: batch size, randomness mode, and the rules that batch each op."""

    transform_name = "vmap"
    is_batching = True

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

    def _unwrap(self, args):
        vals, bdims = [], []
        batched = False
        for a in args:
            if getattr(a, "_interp", None) is self:  # a BatchedTensor of this level
                vals.append(a._inner)
                bdims.append(a._bdim)
                batched = True
            elif isinstance(a, list | tuple):
                inner, bs = [], []
                for t in a:
                    if getattr(t, "_interp", None) is self:
                        inner.append(t._inner)
                        bs.append(t._bdim)
                        batched = True
                    else:
                        inner.append(t)
                        bs.append(None)
                vals.append(inner)
                bdims.append(bs if any(b is not None for b in bs) else None)
            else:
                vals.append(a)
                bdims.append(None)
        return vals, bdims, batched

    def process(self, op, args: tuple, params: dict):
        vals, bdims, batched = self._unwrap(args)
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
            out, obdim = self._loop(op, vals, bdims, params)
        else:
            out, obdim = rule(self, op, vals, bdims, params)
        if obdim is None or out.__class__ is not Tensor:
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
        per = obdim if isinstance(obdim, list | tuple) else [obdim] * len(out)
        items = [BatchedTensor(self, o, b) if (b is not None and isinstance(o, Tensor)) else o
                 for o, b in zip(out, per)]
        if isinstance(out, list):
            return items
        return type(out)(*items) if is_namedtuple(out) else tuple(items)

    def _loop(self, op, vals, bdims, params):
        """The per-sample fallback: slice every batched argument, call the op, stack."""
        if not _fallback["enabled"]:
            raise RuntimeError(f"vmap: there is no batching rule for {op.name}: "
                               f"{_describe_missing(op)} (the per-sample fallback is disabled)")
        if op.name not in _warned:
            _warned.add(op.name)
            warnings.warn(
                f"vmap: there is no batching rule for {op.name}: {_describe_missing(op)}. vmap falls "
                "back to calling it once per sample in a Python loop, which is slow. Add a batching "
                "rule (see docs/how-it-works/transforms.md).", UserWarning, stacklevel=4)
        if self.batch_size == 0:
            raise RuntimeError(f"vmap: cannot run the per-sample fallback for {op.name} over a batch of "
                               "size 0")
        results = []
        for i in range(self.batch_size):
            args = []
            for v, b in zip(vals, bdims):
                if isinstance(b, list):
                    args.append([R.select(t, tb, i) if tb is not None else t for t, tb in zip(v, b)])
                elif b is not None:
                    args.append(R.select(v, b, i))
                else:
                    args.append(v)
            results.append(bind(op, tuple(args), params))
        first = results[0]
        if isinstance(first, Tensor):
            return stack(results, 0), 0
        columns = [stack([r[k] for r in results], 0) for k in range(len(first))]
        if isinstance(first, list):
            return columns, 0
        return (type(first)(*columns) if is_namedtuple(first) else tuple(columns)), 0

    def process_function(self, cls, args: tuple, kwargs: dict):
        """A custom autograd.Function under vmap.

        With a user `vmap(info, in_dims, *args)` staticmethod: it gets the physical
        arguments and their batch dims and returns `(output, out_dims)` (it usually
        calls `cls.apply` on the physical tensors, so the levels below still use the
        Function's own backward/jvp). With `generate_vmap_rule = True`: the Function
        is applied to each sample and the results are stacked (exact, and the levels
        below record the Function's own backward, but not vectorized)."""
        vals, bdims, batched = self._unwrap(args)
        if not batched:
            return cls.apply(*vals, **kwargs)
        if cls.generate_vmap_rule:
            outs = []
            for i in range(self.batch_size):
                sample = [R.select(v, b, i) if (b is not None and not isinstance(b, list)) else v
                          for v, b in zip(vals, bdims)]
                outs.append(cls.apply(*sample, **kwargs))
            first = outs[0]
            if isinstance(first, Tensor):
                return BatchedTensor(self, stack(outs, 0), 0)
            return tuple(BatchedTensor(self, stack([o[k] for o in outs], 0), 0)
                         if isinstance(first[k], Tensor) else first[k] for k in range(len(first)))
        from ..autograd.function import Function

        if cls.vmap is Function.vmap:
            raise RuntimeError(
                f"To use autograd.Function {cls.__name__} with vmap, you must either override the "
                "vmap staticmethod or set generate_vmap_rule=True.")
        info = _VmapInfo(self.batch_size, self.randomness)
        out, out_dims = cls.vmap(info, tuple(bdims), *vals, **kwargs)
        flat, spec = tree_flatten(out)
        try:
            dims = broadcast_prefix(out_dims, out)
        except ValueError as exc:
            raise RuntimeError(f"{cls.__name__}.vmap: out_dims {out_dims!r} does not match the "
                               f"structure of the output ({exc})") from None
        wrapped = []
        for o, d in zip(flat, dims):
            if d is None or not isinstance(o, Tensor):
                wrapped.append(o)
            else:
                wrapped.append(BatchedTensor(self, o, d % o.ndim))
        return tree_unflatten(wrapped, spec)

    def process_inplace(self, op, args: tuple, params: dict):
        target = args[0]
        vals, bdims, batched = self._unwrap(args)
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
        _inplace.inplace(_ops._op_index_put, (dst, src), {"indices": Ellipsis})
        return target


class _VmapInfo:
    """What a custom Function's `vmap` staticmethod learns about the enclosing vmap."""

    __slots__ = ("batch_size", "randomness")

    def __init__(self, batch_size: int, randomness: str):
        self.batch_size = batch_size
        self.randomness = randomness

    def __repr__(self) -> str:
        return f"VmapInfo(batch_size={self.batch_size}, randomness={self.randomness!r})"


# ───────────────────────────── stack / concatenate through bind ─────────────────────────────

def stack(tensors: list, dim: int = 0):
    """Stack tensors along a new dim with tensorplay ops (the `stack` op when it exists)."""
    fn = _ops.FUNCTIONS.get("stack")
    if fn is not None:
        return fn(list(tensors), dim)
    return concat([R.unsqueeze(t, dim) for t in tensors], dim)


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


# ───────────────────────────── the public transform ─────────────────────────────

def _name(func) -> str:
    return getattr(func, "__name__", None) or repr(func)


def _leaf_paths(tree, path: str, out: list) -> list:
    """The path of every leaf of `tree`, in `tree_flatten` order."""
    if tree is None:
        return out
    if isinstance(tree, tuple | list):
        for i, t in enumerate(tree):
            _leaf_paths(t, f"{path}[{i}]", out)
    elif isinstance(tree, dict):
        for k, t in tree.items():
            _leaf_paths(t, f"{path}[{k!r}]", out)
    else:
        out.append(path)
    return out


class _LazyPaths:
    """Leaf paths (`args[1]['x']`), computed only when an error message needs one."""

    def __init__(self, tree, root: str):
        self.tree, self.root, self.paths = tree, root, None

    def __getitem__(self, i: int) -> str:
        if self.paths is None:
            self.paths = _leaf_paths(self.tree, self.root, [])
        return self.paths[i]

    def __str__(self) -> str:
        return self.root


class _LazyHead:
    """`vmap(f, in_dims=..., ...)(<inputs>)`, formatted only when an error message needs it."""

    def __init__(self, func, in_dims):
        self.func, self.in_dims = func, in_dims

    def __str__(self) -> str:
        return f"vmap({_name(self.func)}, in_dims={self.in_dims!r}, ...)(<inputs>)"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _shape(x) -> list:
    return list(x.shape)


def _match_in_dims(head, in_dims, args, spec) -> list:
    """One in_dim per leaf of `args` (in_dims is a tree prefix of args)."""
    try:
        return broadcast_prefix(in_dims, args)
    except ValueError as exc:
        where = str(exc).replace("structure mismatch at ", "").split(":")[0]
        where = "in_dims" if where == "root" else f"in_dims{where} / args{where}"
        raise ValueError(
            f"{head}: in_dims is not compatible with the structure of the inputs ({where}: {exc}). "
            f"in_dims has structure {tree_structure(in_dims)!r} but the inputs have structure "
            f"{spec!r}; in_dims must be a tree prefix of the positional arguments.") from None


def _process_inputs(func, in_dims, args, cache=None):
    head = _LazyHead(func, in_dims)
    if not isinstance(in_dims, int | tuple) or isinstance(in_dims, bool):
        raise ValueError(f"{head}: expected `in_dims` to be an int or a (possibly nested) tuple "
                         f"matching the structure of the inputs, got {type(in_dims).__name__}.")
    if not args:
        raise ValueError(f"vmap({_name(func)})(<inputs>): got no inputs. Maybe you forgot to pass "
                         "them, or you are trying to vmap over a function with no inputs; the "
                         "latter is unsupported.")
    flat_args, spec = tree_flatten(args)
    paths = _LazyPaths(args, "args")
    if in_dims.__class__ is int:  # one dim for every leaf (what broadcast_prefix gives)
        flat_in_dims = [in_dims] * len(flat_args)
    elif cache is not None and spec in cache:  # the in_dims tree matched to this structure before
        flat_in_dims = list(cache[spec])
    else:
        flat_in_dims = _match_in_dims(head, in_dims, args, spec)
        if cache is not None and len(cache) < 16:
            cache[spec] = tuple(flat_in_dims)
    sizes = []
    for i, (arg, d) in enumerate(zip(flat_args, flat_in_dims)):
        if d is None:
            continue
        if d.__class__ is not int and (not isinstance(d, int) or isinstance(d, bool)):
            raise ValueError(f"{head}: got in_dim={d!r} for {paths[i]}, but an in_dim must be an "
                             "integer dimension or None.")
        if not isinstance(arg, Tensor):
            raise ValueError(f"{head}: got in_dim={d} for {paths[i]}, which is of type "
                             f"{type(arg).__name__}. vmap can only map over Tensors; use None as "
                             "its in_dim (or pass it as a keyword argument, which is never mapped).")
        n = arg.ndim
        if not -n <= d < n:
            raise ValueError(f"{head}: got in_dim={d} for {paths[i]}, a Tensor of shape "
                             f"{_shape(arg)} (dimensionality {n}), so expected {-n} <= in_dim < {n}.")
        if d < 0:
            d += n
            flat_in_dims[i] = d
        sizes.append((arg.shape[d], i, arg, d))
    if not sizes:
        raise ValueError(f"{head}: expected at least one Tensor to vmap over (every in_dim is None).")
    size = sizes[0][0]
    for s, i, arg, d in sizes[1:]:
        if s != size:
            path = paths[i]
            s0, p0, a0, d0 = sizes[0]
            p0 = paths[p0]
            raise ValueError(
                f"vmap({_name(func)}, in_dims={in_dims!r}, ...)(<inputs>): Expected all tensors to "
                f"have the same size in the mapped dimension, got size {s0} for {p0} (shape "
                f"{_shape(a0)}, in_dim {d0}) and size {s} for {path} (shape {_shape(arg)}, in_dim {d}).")
    return size, flat_in_dims, flat_args, spec


def _check_out_dims(out_dims, func) -> None:
    leaves = [out_dims] if isinstance(out_dims, int) else tree_flatten(out_dims)[0]
    for d in leaves:
        if d is not None and (not isinstance(d, int) or isinstance(d, bool)):
            raise ValueError(f"vmap({_name(func)}, ..., out_dims={out_dims!r}): `out_dims` must be an "
                             "int, None or a Python collection of ints (or None) saying where the "
                             "mapped dimension should appear in each output.")


def _flat_out_dims(out, out_dims, func):
    if isinstance(out, Tensor):
        if out_dims is None or isinstance(out_dims, int):
            return [out_dims]
        if isinstance(out_dims, tuple) and len(out_dims) == 1:
            return list(out_dims)
    else:
        try:
            return broadcast_prefix(out_dims, out)
        except ValueError:
            pass
    raise ValueError(f"vmap({_name(func)}, ..., out_dims={out_dims!r})(<inputs>): out_dims is not "
                     f"compatible with the structure of the outputs: out_dims has structure "
                     f"{tree_structure(out_dims)!r} but the outputs have structure "
                     f"{tree_structure(out)!r}.")


def _unwrap_output(interp, func, out_dims, o, od, paths, k):
    ours = isinstance(o, BatchedTensor) and o._interp is interp
    if ours and od is not None and -o.ndim - 1 <= od <= o.ndim:  # the common case
        od %= o.ndim + 1
        return R.movedim(o._inner, o._bdim, od), od
    path = paths[k]
    if od is None:
        if ours:
            raise ValueError(f"vmap({_name(func)}, ..., out_dims={out_dims!r}): {path} is batched "
                             f"(logical shape {_shape(o)}) but its out_dim is None; None is only for "
                             "outputs that do not depend on the mapped inputs.")
        return o, None
    if not isinstance(o, Tensor):
        raise ValueError(f"vmap({_name(func)}, ...): `{_name(func)}` must only return Tensors, got "
                         f"type {type(o).__name__} for {path}. Did you mean to set its out_dim to None?")
    n = o.ndim + 1  # the rank of the result, with the batch dim
    if not -n <= od < n:  # PyTorch: IndexError, like any dim out of range
        raise IndexError(f"vmap({_name(func)}, ..., out_dims={out_dims!r}): got out_dim={od} for {path}, "
                         f"a Tensor of logical shape {_shape(o)}; with the batch dim it has "
                         f"{n} dims, so expected {-n} <= out_dim < {n}.")
    od %= n
    if ours:
        return R.movedim(o._inner, o._bdim, od), od
    # Does not depend on the mapped inputs: every sample has the same value.
    x = R.unsqueeze(o, od)
    size = list(x.shape)
    size[od] = interp.batch_size
    return R.expand(x, size), od


def _flat_vmap(func, batch_size, flat_in_dims, flat_args, spec, out_dims, randomness, kwargs):
    interp = BatchInterpreter(batch_size, randomness)
    with interp:
        inputs = [a if d is None else BatchedTensor(interp, a, d) for a, d in zip(flat_args, flat_in_dims)]
        out = func(*tree_unflatten(inputs, spec), **kwargs)
        flat_out, out_spec = tree_flatten(out)
        flat_od = _flat_out_dims(out, out_dims, func)
        paths = ["output"] if isinstance(out, Tensor) else _LazyPaths(out, "output")
        results, dims = [], []
        for k, (o, od) in enumerate(zip(flat_out, flat_od)):
            r, d = _unwrap_output(interp, func, out_dims, o, od, paths, k)
            results.append(r)
            dims.append(d)
    return results, dims, out_spec


def _chunked_vmap(func, batch_size, chunk_size, flat_in_dims, flat_args, spec, out_dims, randomness,
                  kwargs):
    from .. import _random

    state = _random.default_generator.get_state() if randomness == "same" else None
    chunks = []
    for start in range(0, batch_size, chunk_size):
        stop = min(start + chunk_size, batch_size)
        args = [a if d is None else _ops.index(a, (slice(None),) * d + (slice(start, stop),))
                for a, d in zip(flat_args, flat_in_dims)]
        if state is not None:
            _random.default_generator.set_state(state)
        chunks.append(_flat_vmap(func, stop - start, flat_in_dims, args, spec, out_dims, randomness,
                                 kwargs))
    _, dims, out_spec = chunks[0]
    flat = []
    for k, d in enumerate(dims):
        if d is None:
            flat.append(chunks[0][0][k])
        else:
            flat.append(concat([c[0][k] for c in chunks], d))
    return tree_unflatten(flat, out_spec)


def vmap(func, in_dims=0, out_dims=0, randomness: str = "error", *, chunk_size=None):
    """Vectorize `func` over a dimension of its inputs (torch.func.vmap semantics).

    `in_dims`: an int (every positional argument is mapped over that dim) or a
    tuple with one entry per positional argument, each an int, None (not
    mapped) or a nested structure matching that argument (tuples, lists,
    dicts); negative dims count from the end. Keyword arguments are passed
    through unmapped. `out_dims`: where the mapped dim goes in each output (an
    int or a structure matching the outputs); outputs that do not depend on
    the mapped inputs are expanded to the batch size. `randomness`: 'error'
    (random ops raise), 'same' (one draw shared by all samples) or
    'different' (independent draws). `chunk_size`: run at most that many
    samples at a time (same results, less memory).
    """
    if randomness not in _RANDOMNESS:
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. "
                           f"Got {randomness!r}")
    if chunk_size is not None and (not isinstance(chunk_size, int) or isinstance(chunk_size, bool)
                                   or chunk_size <= 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size!r})")

    in_dims_cache: dict = {}  # TreeSpec of the inputs -> flat in_dims

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        _check_out_dims(out_dims, func)
        size, flat_in_dims, flat_args, spec = _process_inputs(func, in_dims, args, in_dims_cache)
        if chunk_size is not None and chunk_size < size:
            return _chunked_vmap(func, size, chunk_size, flat_in_dims, flat_args, spec, out_dims,
                                 randomness, kwargs)
        results, _, out_spec = _flat_vmap(func, size, flat_in_dims, flat_args, spec, out_dims,
                                          randomness, kwargs)
        return tree_unflatten(results, out_spec)

    return wrapped

