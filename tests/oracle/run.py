"""The checks the oracle harness runs for one sample of one op, on tensorplay and on torch.

`checks(case, i, torch)` yields `(check name, thunk)`; a thunk returns None when the two
libraries agree and a description of the difference otherwise. Check names:

  forward:float32, forward:float64,  the sample with float tensors of that dtype (float16 is
  forward:float16                    compared with float16 rounding: compare.TOL)
  forward:int64, forward:int32,      the float tensors replaced by integers / booleans: both
  forward:int16, forward:int8,       libraries must give the same result or raise the same class
  forward:uint8, forward:bool        (uint8 wraps the negative samples around, as a cast does)
  forward:float32+float64,           ops with several float tensors: the first in one dtype, the
  forward:int64+float32,             others in another (promotion, or PyTorch's refusal)
  forward:float16+float32,
  forward:uint8+int8
  requires_grad                      which outputs require grad when the float inputs do
  grad                               reverse mode with a random cotangent (float64)
  jvp                                torch.func.jvp with random tangents (float64)
  vmap:0, vmap:-1                    torch.func.vmap over the float tensors, batch dim first/last
  view                               each output is self / a view of self (_base, shared memory,
                                     shared version counter) exactly when torch's is
  error:broadcast, error:dim,        generated bad inputs: broadcast-incompatible shapes, a dim
  error:requires_grad                out of range, an integer tensor that requires grad
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np

import tensorplay as tp
from tests.ops.samples import build

from .compare import TOL, Outcome, attempt, differ, flat, is_tensor

BATCH = 3
UNSPECIFIED_VALUES = {"empty", "empty_like"}  # uninitialised memory in torch: shape and dtype only


def _positional(case) -> list[str]:
    return [n for n in case["args"] if n not in case["kwarg_only"]]


def _convert(x, torch, fn):
    """Apply `fn` to every tensor of an argument (lists too); map tp dtypes to torch's."""
    if isinstance(x, tp.Tensor):
        return fn(x)
    if isinstance(x, list | tuple) and x and isinstance(x[0], tp.Tensor):
        return type(x)(fn(t) for t in x)
    if isinstance(x, tp.dtype):
        return getattr(torch, str(x).removeprefix("tensorplay."))
    return x


def as_torch(x, torch):
    return _convert(x, torch, lambda t: torch.from_numpy(np.array(t.numpy())))


def _retype(args, kwargs, fn):
    return ([_convert(a, None, fn) if isinstance(a, tp.Tensor | list) else a for a in args],
            {k: _convert(v, None, fn) if isinstance(v, tp.Tensor | list) else v
             for k, v in kwargs.items()})


def invoke(case, lib, args: list, kwargs: dict):
    """Call the op's public counterpart in `lib` (the tp or torch module).

    torch.nn.functional keeps deprecated positional parameters (size_average, reduce) that
    tensorplay's signatures leave out, so there everything after the input goes by keyword.
    """
    path = case["tp_path"] if lib is tp else case["torch_path"]
    if case.get("star") and args and isinstance(args[0], list):  # torch.broadcast_tensors(*tensors)
        args = [*args[0], *args[1:]]
    if ".nn.functional." in path and len(args) > 1:
        names = _positional(case)
        kwargs = {**dict(zip(names[1:], args[1:])), **kwargs}
        args = args[:1]
    kwargs = {("input" if k == "self" else k): v for k, v in kwargs.items()}
    if path.startswith("Tensor."):
        names = _positional(case)[: len(args)]
        at = names.index("self") if "self" in names else 0
        return getattr(args[at], path[len("Tensor."):])(*args[:at], *args[at + 1:], **kwargs)
    fn = lib
    for part in path.split(".")[1:]:
        fn = getattr(fn, part)
    return fn(*args, **kwargs)


def _pair(case, torch, args, kwargs, tol=None, values=True, floor=None) -> str | None:
    # torch's copies first: an in-place op (x.float_power_(e)) overwrites tensorplay's inputs
    targs = [as_torch(a, torch) for a in args]
    tkwargs = {k: as_torch(v, torch) for k, v in kwargs.items()}
    mine = attempt(lambda: invoke(case, tp, args, kwargs))
    theirs = attempt(lambda: invoke(case, torch, targs, tkwargs))
    return differ(mine, theirs, tol, values, floor)


def _float_positions(case, args) -> list[int]:
    """Positional tensors (or tensor lists) the op differentiates, when floating point."""
    out = []
    for pos, name in enumerate(_positional(case)[: len(args)]):
        if name not in case["tensors"] or not case["differentiable"][case["tensors"].index(name)]:
            continue
        a = args[pos]
        first = a[0] if isinstance(a, list) and a else a
        if isinstance(first, tp.Tensor) and first.is_floating_point():
            out.append(pos)
    return out


def _tol(case):
    t = case["torch_tol"]
    return (t.get("rtol", 1e-12), t.get("atol", 1e-13)) if t else None


def checks(case: dict, i: int, torch) -> Iterator[tuple[str, Callable[[], str | None]]]:
    sample = case["samples"][i]
    skip = case["skip"]
    tol = _tol(case)
    values = not case["random"] and case["name"] not in UNSPECIFIED_VALUES
    inplace = case["torch_path"].endswith("_") and not case["torch_path"].endswith("__")

    def forward(dtype):
        def same_float(t):  # a sample's explicitly float64 tensor follows the checked dtype
            return tp.tensor(t.numpy().astype(dtype)) if t.is_floating_point() else t

        return lambda: _pair(case, torch, *_retype(*build(case, sample, dtype=dtype), same_float),
                             tol, values)

    if "forward" not in skip:
        yield "forward:float32", forward(np.float32)
        yield "forward:float64", forward(np.float64)
        yield "forward:float16", forward(np.float16)
        args, kwargs = build(case, sample)
        if any(isinstance(a, tp.Tensor) and a.is_floating_point() for a in flat([args, list(kwargs.values())])):
            def integral(kind):
                def cast(t):
                    if not t.is_floating_point():
                        return t
                    a = t.numpy()
                    return tp.tensor(a > 0 if kind == "bool" else np.rint(a * 2).astype(kind))

                return lambda: _pair(case, torch, *_retype(*build(case, sample), cast), tol, values)

            for kind in ("int64", "int32", "int16", "int8", "uint8"):
                yield f"forward:{kind}", integral(kind)
            yield "forward:bool", integral("bool")
            if len(_float_tensor_args(args, kwargs)) >= 2:
                yield "forward:float32+float64", _mixed(case, sample, torch, values, np.float32, np.float64)
                yield "forward:int64+float32", _mixed(case, sample, torch, values, np.int64, np.float32)
                yield "forward:float16+float32", _mixed(case, sample, torch, values, np.float16, np.float32)
                yield "forward:uint8+int8", _mixed(case, sample, torch, values, np.uint8, np.int8)
    if case["random"] or inplace:
        yield from _errors(case, i, torch)
        return
    args, kwargs = build(case, sample)
    positions = _float_positions(case, args)
    if positions and any(case["differentiable"]):
        yield "requires_grad", lambda: _requires_grad(case, sample, torch)
    if positions and "gradcheck" not in skip and any(case["differentiable"]):
        yield "grad", lambda: _grad(case, sample, torch, tol)
    if positions and case["has_jvp"] and "jvp" not in skip:
        yield "jvp", lambda: _jvp(case, sample, torch, tol)
    if "self" in _positional(case)[: len(args)] and isinstance(args[_positional(case).index("self")], tp.Tensor):
        yield "view", lambda: _view(case, sample, torch)
    if case["tensors"] and "vmap" not in skip:
        for dim in (0, -1):
            yield f"vmap:{dim}", (lambda d=dim: _vmap(case, sample, torch, d, tol, values))
    yield from _errors(case, i, torch)


def _float_tensor_args(args, kwargs) -> list:
    return [a for a in flat([args, list(kwargs.values())]) if isinstance(a, tp.Tensor) and a.is_floating_point()]


def _mixed(case, sample, torch, values, first, rest):
    """The sample with operands of two dtypes: the first float tensor as `first`, the others
    as `rest` (float32 with float64, an integer with a float): PyTorch promotes, or refuses
    (matrix products need one dtype), and tensorplay must do the same."""
    def run():
        seen = []

        def cast(t):
            if not t.is_floating_point():
                return t
            a = t.numpy()
            dt = first if not seen else rest
            seen.append(t)
            return tp.tensor(np.rint(a * 2).astype(dt) if np.dtype(dt).kind in "iu" else a.astype(dt))

        # a float32 (float16) operand's rounding reaches a wider result: its tolerances apply
        if np.float16 in (first, rest):
            return _pair(case, torch, *_retype(*build(case, sample), cast), None, values, TOL["float16"])
        return _pair(case, torch, *_retype(*build(case, sample), cast), TOL["float32"], values)

    return run


def _requires_grad(case, sample, torch):
    """Which outputs require grad when the differentiable float inputs do: PyTorch records
    history even for ops whose derivative raises (floor_divide) and never for integer outputs."""
    args, kwargs = build(case, sample)
    positions = _float_positions(case, args)
    results = []
    for lib in (tp, torch):
        a, kw = _on(lib, args, kwargs, torch)
        leaves = [t.detach().requires_grad_() for t in _leaves(a, positions)]

        def run(lib=lib, a=a, kw=kw, leaves=leaves):
            out = invoke(case, lib, _rebuild(a, positions, leaves), kw)
            return tuple(bool(o.requires_grad) for o in flat(out) if is_tensor(o))

        results.append(attempt(run))
    return differ(results[0], results[1])


def _view_facts(lib, out, base) -> tuple[bool, bool, bool, bool]:
    """(out is base, out._base is base's base, shares base's memory, shares its version
    counter): what makes an output a view in PyTorch's sense."""
    root = base if base._base is None else base._base
    if lib is tp:  # an empty array has no memory to share: its view-ness is its _base
        shares = bool(np.shares_memory(out._data, base._data)) or (
            out._data.size == 0 and out._base is root)
    else:
        shares = out.untyped_storage().data_ptr() == base.untyped_storage().data_ptr()

    def version():
        return out._version_count if lib is tp else out._version

    before = version()
    with lib.no_grad():
        base.copy_(base.clone())
    return out is base, out._base is root, shares, version() != before


def _view(case, sample, torch):
    """Whether each output is `self`, a view of it (its _base), shares its memory and its
    version counter, as in PyTorch (the `view` tag of ops.yaml is what tensorplay knows)."""
    args, kwargs = build(case, sample)
    at = _positional(case).index("self")
    results = []
    for lib in (tp, torch):
        a, kw = _on(lib, args, kwargs, torch)

        def run(lib=lib, a=a, kw=kw):
            outs = [o for o in flat(invoke(case, lib, a, kw)) if is_tensor(o)]
            return tuple(_view_facts(lib, o, a[at]) for o in outs)

        results.append(attempt(run))
    return differ(results[0], results[1])


def _on(lib, args, kwargs, torch):
    """The sample's arguments for `lib`: tensorplay's as built, torch's converted."""
    if lib is tp:
        return args, kwargs
    return [as_torch(x, torch) for x in args], {k: as_torch(v, torch) for k, v in kwargs.items()}


def _leaves(args, positions):
    out = []
    for p in positions:
        out.extend(args[p] if isinstance(args[p], list) else [args[p]])
    return out


def _rebuild(args, positions, leaves):
    new, k = list(args), 0
    for p in positions:
        if isinstance(args[p], list):
            new[p] = list(leaves[k:k + len(args[p])])
            k += len(args[p])
        else:
            new[p] = leaves[k]
            k += 1
    return new


def _float_outputs(out):
    return tuple(o for o in flat(out) if is_tensor(o) and o.is_floating_point())


def _grad(case, sample, torch, tol):
    args, kwargs = build(case, sample)
    positions = _float_positions(case, args)
    results = []
    for lib in (tp, torch):
        a, kw = _on(lib, args, kwargs, torch)
        leaves = [t.detach().requires_grad_() for t in _leaves(a, positions)]

        def run(lib=lib, a=a, kw=kw, leaves=leaves):
            outs = [o for o in _float_outputs(invoke(case, lib, _rebuild(a, positions, leaves), kw))
                    if o.requires_grad]
            if not outs:
                return ()
            cots = [np.random.default_rng(1).standard_normal(tuple(o.shape)) for o in outs]
            cots = [lib.tensor(c, dtype=o.dtype) for c, o in zip(cots, outs)]
            grads = lib.autograd.grad(outs, leaves, cots, allow_unused=True)
            return tuple(lib.zeros_like(x) if g is None else g for g, x in zip(grads, leaves))

        results.append(attempt(run))
    return differ(results[0], results[1], tol)


def _jvp(case, sample, torch, tol):
    args, kwargs = build(case, sample)
    positions = _float_positions(case, args)
    primals = _leaves(args, positions)
    rng = np.random.default_rng(2)
    tangents = [rng.standard_normal(tuple(p.shape)) for p in primals]
    results = []
    for lib, jvp in ((tp, tp.func.jvp), (torch, torch.func.jvp)):
        a, kw = _on(lib, args, kwargs, torch)
        ps = tuple(_leaves(a, positions))
        ts = tuple(lib.tensor(t, dtype=p.dtype) for t, p in zip(tangents, ps))

        def f(*leaves, lib=lib, a=a, kw=kw):
            return _float_outputs(invoke(case, lib, _rebuild(a, positions, leaves), kw))

        results.append(attempt(lambda jvp=jvp, f=f, ps=ps, ts=ts: jvp(f, ps, ts)))
    return differ(results[0], results[1], tol)


def _vmap(case, sample, torch, dim, tol, values):
    """vmap on both libraries. vmap is defined as the loop over the batch, so where torch's
    vmap disagrees with torch's own loop (a missing or inconsistent batching rule in
    torch), tensorplay's vmap is compared with torch's loop instead."""
    builds = [build(case, sample, seed=k) for k in range(BATCH)]
    args, kwargs = builds[0]
    batched = _float_positions(case, args) or [
        p for p, n in enumerate(_positional(case)[: len(args)])
        if n in case["tensors"] and isinstance(args[p], tp.Tensor | list)]

    def stack(pos):
        items = [b[0][pos] for b in builds]
        if isinstance(items[0], list):
            return [tp.tensor(np.stack([it[j].numpy() for it in items], axis=dim))
                    for j in range(len(items[0]))]
        return tp.tensor(np.stack([it.numpy() for it in items], axis=dim))

    bargs = [stack(p) if p in batched else a for p, a in enumerate(args)]
    in_dims = tuple(dim if p in batched else None for p in range(len(args)))
    tkw = {k: as_torch(v, torch) for k, v in kwargs.items()}

    def f(*xs):
        return invoke(case, torch, list(xs), tkw)

    mine = attempt(lambda: tp.func.vmap(lambda *xs: invoke(case, tp, list(xs), kwargs),
                                        in_dims=in_dims)(*bargs))
    targs = [as_torch(x, torch) for x in bargs]
    theirs = attempt(lambda: torch.func.vmap(f, in_dims=in_dims)(*targs))
    problem = differ(mine, theirs, tol, values)
    if problem is None:
        return None
    loop = attempt(lambda: _torch_loop(f, targs, in_dims, torch))
    if differ(loop, theirs, tol, values) is not None and differ(mine, loop, tol, values) is None:
        return None
    return problem


def _torch_loop(f, args, in_dims, torch):
    outs = []
    for k in range(BATCH):
        outs.append(f(*[a if d is None else _select(a, d, k) for a, d in zip(args, in_dims)]))
    if isinstance(outs[0], tuple | list):
        return tuple(torch.stack([o[j] for o in outs]) for j in range(len(outs[0])))
    return torch.stack(outs)


def _select(a, dim, k):
    return [t.select(dim, k) for t in a] if isinstance(a, list) else a.select(dim, k)


def _errors(case, i, torch):
    """Bad inputs per category, each generated from the first sample it applies to."""
    samples = case["samples"]
    names = _positional(case)

    def first(pred):
        return next((j for j, s in enumerate(samples) if pred(s)), None)

    def tensors(s):
        return [n for n in names if n in case["tensors"] and isinstance(s.get(n), list)]

    if case["broadcast"] and first(lambda s: len(tensors(s)) >= 2) == i:
        ts = tensors(samples[i])
        bad = dict(samples[i], **{ts[0]: [2, 3], ts[1]: [4]})
        yield "error:broadcast", lambda: _pair(case, torch, *build(case, bad))
    if first(lambda s: isinstance(s.get("dim"), int | list) and isinstance(s.get("self"), list)) == i:
        s = samples[i]
        out = len(s["self"]) + 3
        bad = dict(s, dim=[out] if isinstance(s["dim"], list) else out)
        yield "error:dim", lambda: _pair(case, torch, *build(case, bad))
    if "requires_grad" in case["args"] and i == 0:
        bad = dict(samples[0], dtype="int64", requires_grad=True)
        yield "error:requires_grad", lambda: _pair(case, torch, *build(case, bad))


__all__ = ["Outcome", "checks", "invoke"]
