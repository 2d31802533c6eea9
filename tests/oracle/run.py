"""The checks the oracle harness runs for one sample of one op, on tensorplay and on torch.

`checks(case, i, torch)` yields `(check name, thunk)`; a thunk returns None when the two
libraries agree and a description of the difference otherwise. Check names:

  forward:float32, forward:float64   the sample with float tensors of that dtype
  forward:int64, forward:bool        the float tensors replaced by integers / booleans: both
                                     libraries must give the same result or raise the same class
  grad                               reverse mode with a random cotangent (float64)
  jvp                                torch.func.jvp with random tangents (float64)
  vmap:0, vmap:-1                    torch.func.vmap over the float tensors, batch dim first/last
  error:broadcast, error:dim,        generated bad inputs: broadcast-incompatible shapes, a dim
  error:requires_grad                out of range, an integer tensor that requires grad
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np

import tensorplay as tp
from tests.ops.samples import build

from .compare import Outcome, attempt, differ, flat, is_tensor

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
    """Call the op's public counterpart in `lib` (the tp or torch module)."""
    kwargs = {("input" if k == "self" else k): v for k, v in kwargs.items()}
    path = case["tp_path"] if lib is tp else case["torch_path"]
    if path.startswith("Tensor."):
        names = _positional(case)[: len(args)]
        at = names.index("self") if "self" in names else 0
        return getattr(args[at], path[len("Tensor."):])(*args[:at], *args[at + 1:], **kwargs)
    fn = lib
    for part in path.split(".")[1:]:
        fn = getattr(fn, part)
    return fn(*args, **kwargs)


def _pair(case, torch, args, kwargs, tol=None, values=True) -> str | None:
    mine = attempt(lambda: invoke(case, tp, args, kwargs))
    theirs = attempt(lambda: invoke(case, torch, [as_torch(a, torch) for a in args],
                                    {k: as_torch(v, torch) for k, v in kwargs.items()}))
    return differ(mine, theirs, tol, values)


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
        return lambda: _pair(case, torch, *build(case, sample, dtype=dtype), tol, values)

    if "forward" not in skip:
        yield "forward:float32", forward(np.float32)
        yield "forward:float64", forward(np.float64)
        args, kwargs = build(case, sample)
        if any(isinstance(a, tp.Tensor) and a.is_floating_point() for a in flat([args, list(kwargs.values())])):
            def integral(kind):
                def cast(t):
                    if not t.is_floating_point():
                        return t
                    a = t.numpy()
                    return tp.tensor(np.rint(a * 2) if kind == "int64" else a > 0)

                return lambda: _pair(case, torch, *_retype(*build(case, sample), cast), tol, values)

            yield "forward:int64", integral("int64")
            yield "forward:bool", integral("bool")
    if case["random"] or inplace:
        yield from _errors(case, sample, torch)
        return
    args, kwargs = build(case, sample)
    positions = _float_positions(case, args)
    if positions and "gradcheck" not in skip and any(case["differentiable"]):
        yield "grad", lambda: _grad(case, sample, torch, tol)
    if positions and case["has_jvp"] and "jvp" not in skip:
        yield "jvp", lambda: _jvp(case, sample, torch, tol)
    if case["tensors"] and "vmap" not in skip:
        for dim in (0, -1):
            yield f"vmap:{dim}", (lambda d=dim: _vmap(case, sample, torch, d, tol))
    yield from _errors(case, sample, torch)


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
    rng = np.random.default_rng(1)
    results = []
    for lib in (tp, torch):
        a = args if lib is tp else [as_torch(x, torch) for x in args]
        kw = kwargs if lib is tp else {k: as_torch(v, torch) for k, v in kwargs.items()}
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
    del rng
    return differ(results[0], results[1], tol)


def _jvp(case, sample, torch, tol):
    args, kwargs = build(case, sample)
    positions = _float_positions(case, args)
    primals = _leaves(args, positions)
    rng = np.random.default_rng(2)
    tangents = [rng.standard_normal(tuple(p.shape)) for p in primals]
    results = []
    for lib, jvp in ((tp, tp.func.jvp), (torch, torch.func.jvp)):
        a = args if lib is tp else [as_torch(x, torch) for x in args]
        kw = kwargs if lib is tp else {k: as_torch(v, torch) for k, v in kwargs.items()}
        ps = tuple(_leaves(a, positions))
        ts = tuple(lib.tensor(t, dtype=p.dtype) for t, p in zip(tangents, ps))

        def f(*leaves, lib=lib, a=a, kw=kw):
            return _float_outputs(invoke(case, lib, _rebuild(a, positions, leaves), kw))

        results.append(attempt(lambda jvp=jvp, f=f, ps=ps, ts=ts: jvp(f, ps, ts)))
    return differ(results[0], results[1], tol)


def _vmap(case, sample, torch, dim, tol):
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
    results = []
    for lib, vmap in ((tp, tp.func.vmap), (torch, torch.func.vmap)):
        a = bargs if lib is tp else [as_torch(x, torch) for x in bargs]
        kw = kwargs if lib is tp else {k: as_torch(v, torch) for k, v in kwargs.items()}

        def f(*xs, lib=lib, kw=kw):
            return invoke(case, lib, list(xs), kw)

        results.append(attempt(lambda vmap=vmap, f=f, a=a: vmap(f, in_dims=in_dims)(*a)))
    return differ(results[0], results[1], tol)


def _errors(case, sample, torch):
    names = _positional(case)
    tensor_args = [n for n in names if n in case["tensors"] and isinstance(sample.get(n), list)]
    if case["broadcast"] and len(tensor_args) >= 2:
        bad = dict(sample, **{tensor_args[0]: [2, 3], tensor_args[1]: [4]})
        yield "error:broadcast", lambda: _pair(case, torch, *build(case, bad))
    if isinstance(sample.get("dim"), int | list) and "self" in sample:
        ndim = len(sample["self"]) if isinstance(sample["self"], list) else len(sample["self"]["shape"])
        out = ndim + 3
        bad = dict(sample, dim=[out] if isinstance(sample["dim"], list) else out)
        yield "error:dim", lambda: _pair(case, torch, *build(case, bad))
    if "requires_grad" in case["args"]:
        bad = dict(sample, dtype="int64", requires_grad=True)
        yield "error:requires_grad", lambda: _pair(case, torch, *build(case, bad))


__all__ = ["Outcome", "checks", "invoke"]
