"""Run one fuzz case on tensorplay and on torch and name each way the two disagree.

A mode says what is done with the op: `fn` (the public function), `method`, `inplace`
(x.op_(...): the returned object must be x, x must hold the result), `alias` (a write through
the first output: inputs it aliases must change as in PyTorch), `grad` (reverse mode with a
random cotangent: None vs zeros is part of the answer), `gradgrad` (create_graph=True, then
the gradient of <grads, w>), `vmap` (over the first float input), `jvp` and `fgrad`
(torch.func.grad). Results are reduced to plain leaves (dtype, shape, values, requires_grad,
which inputs an output shares memory with) and compared leaf by leaf.
"""

from __future__ import annotations

import re
import warnings

import numpy as np

import tensorplay as tp

from .gen import BY_NAME, arrays, materialize
from .spec import invoke

TOL = {"float64": (1e-8, 1e-10), "float32": (2e-5, 1e-6), "float16": (2e-3, 1e-3)}
# uninitialised memory (empty, empty_like, new_empty): shape and dtype only
def _unspecified(name: str) -> bool:
    return "empty" in name


def _cls(exc: BaseException) -> str:
    """The exception's class name; torch.linalg.LinAlgError is torch._C._LinAlgError."""
    return type(exc).__name__.lstrip("_")


def _named_call(op, lib, named: dict):
    args, kwargs, skipped = [], {}, False
    for name in op.case["args"]:
        if name not in named:
            skipped = True
        elif name in op.case["kwarg_only"] or skipped:
            kwargs[name] = named[name]
        else:
            args.append(named[name])
    return invoke(op.case, lib, args, kwargs)


def _is_tensor(x) -> bool:
    return isinstance(x, tp.Tensor) or (type(x).__module__.startswith("torch")
                                        and hasattr(x, "untyped_storage"))


def _flat(v) -> list:
    if isinstance(v, tuple | list):
        return [leaf for x in v for leaf in _flat(x)]
    return [v]


def _shares(lib, a, b) -> bool:
    if a.numel() == 0 or b.numel() == 0:
        return False
    if lib is tp:
        return bool(np.shares_memory(a._data, b._data))
    try:
        return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
    except RuntimeError:  # a transform's wrapper has no storage of its own
        return False


def _leaf(lib, x, inputs, values=True):
    if x is None or not _is_tensor(x):
        return ("value", x if isinstance(x, int | float | bool | str | type(None)) else type(x).__name__)
    d = x.detach()
    arr = (np.array(d.numpy()) if lib is tp else d.numpy(force=True).copy()) if values else None
    alias = tuple(i for i, t in enumerate(inputs) if _shares(lib, x, t))
    return ("tensor", str(x.dtype).split(".")[-1], tuple(x.shape), arr, bool(x.requires_grad), alias)


def _diff_floats(op, named: dict) -> list[str]:
    out = []
    for name in op.case["tensors"]:
        v = named.get(name)
        if _is_tensor(v) and v.is_floating_point() and op.case["differentiable"][op.case["tensors"].index(name)]:
            out.append(name)
    return out


def _random_like(case, shapes, salt: int) -> list[np.ndarray]:
    rng = np.random.default_rng(case["seed"] + salt)
    return [rng.standard_normal(s) for s in shapes]


def run(case: dict, lib, data: dict | None = None):
    """The case's result on `lib`, as {part: leaves}; raises what the library raises."""
    op = BY_NAME[case["op"]]
    data = data if data is not None else arrays(case)
    args, kwargs, named = materialize(case, data, lib)
    inputs = [v for v in _flat(list(named.values())) if _is_tensor(v)]
    values = not op.case["random"] and not _unspecified(op.name)
    mode = case["mode"]

    def leaves(v):
        return [_leaf(lib, x, inputs, values) for x in _flat(v)]

    if mode in ("fn", "alias"):
        out = invoke(op.case, lib, args, kwargs)
        if mode == "fn":
            return {"out": leaves(out)}
        first = next((o for o in _flat(out) if _is_tensor(o)), None)
        if first is None:
            return {"out": leaves(out)}
        with lib.no_grad():
            first.fill_(3)
        return {"out": leaves(out), "inputs after the write": leaves(inputs)}
    if mode == "method":
        return {"out": leaves(getattr(args[0], op.method)(*args[1:], **kwargs))}
    if mode == "inplace":
        self = args[0]
        ret = getattr(self, op.inplace)(*args[1:], **kwargs)
        return {"returns self": [("value", ret is self)], "self": leaves(self)}
    names = _diff_floats(op, named)
    if not names:
        return {"out": leaves(_named_call(op, lib, named))}
    if mode in ("grad", "gradgrad"):
        leaves_in = [named[n].detach().requires_grad_() for n in names]
        out = _named_call(op, lib, {**named, **dict(zip(names, leaves_in))})
        outs = [o for o in _flat(out) if _is_tensor(o) and o.requires_grad]
        result = {"out": leaves(out)}
        if not outs:
            return result
        cots = [lib.tensor(c).to(o.dtype) for c, o in zip(_random_like(case, [tuple(o.shape) for o in outs], 1), outs)]
        grads = lib.autograd.grad(outs, leaves_in, cots, allow_unused=True, create_graph=mode == "gradgrad")
        result["grad"] = leaves(grads)
        if mode == "gradgrad":
            ws = _random_like(case, [tuple(t.shape) for t in leaves_in], 2)
            terms = [(g * lib.tensor(w)).sum() for g, w in zip(grads, ws) if g is not None and g.requires_grad]
            if terms:
                result["gradgrad"] = leaves(lib.autograd.grad(sum(terms), leaves_in, allow_unused=True))
        return result
    primals = [named[n] for n in names]

    def f(*xs):
        return _named_call(op, lib, {**named, **dict(zip(names, xs))})

    func = lib.func
    if mode == "vmap":
        a = primals[0].detach().numpy()
        batched = lib.tensor(np.stack([a, a * 0.5 + 0.1, -a]))
        return {"out": leaves(func.vmap(lambda x: f(x, *primals[1:]))(batched))}
    if mode == "jvp":
        tangents = tuple(lib.tensor(t) for t in _random_like(case, [tuple(p.shape) for p in primals], 3))
        return {"out": leaves(func.jvp(f, tuple(primals), tangents))}
    # fgrad: torch.func.grad of <first output, cotangent>
    out = f(*primals)
    first = next((o for o in _flat(out) if _is_tensor(o) and o.is_floating_point()), None)
    if first is None:
        return {"out": leaves(out)}
    cot = lib.tensor(_random_like(case, [tuple(first.shape)], 4)[0]).to(first.dtype)

    def scalar(*xs):
        o = next(o for o in _flat(f(*xs)) if _is_tensor(o) and o.is_floating_point())
        return (o * cot).sum()

    return {"grad": leaves(func.grad(scalar, argnums=tuple(range(len(primals))))(*primals))}


def _attempt(fn):
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        try:
            return fn(), None
        except Exception as exc:  # the class is what is compared
            return None, exc


def _head(exc: BaseException) -> str:
    """The start of torch's message with numbers blanked: stable across seeds and shapes."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return re.sub(r"-?\d+", "N", text)[:60].replace("|", "/")


def compare(case: dict, torch) -> list[str]:
    """The mismatches of the case, each a short stable phrase (no numbers in it)."""
    data = arrays(case)
    theirs, terr = _attempt(lambda: run(case, torch, data))
    mine, merr = _attempt(lambda: run(case, tp, data))
    if terr or merr:
        if terr and merr:
            return [] if _cls(terr) == _cls(merr) else [f"raises {_cls(merr)}, torch {_cls(terr)}"]
        if merr:
            return [f"raises {_cls(merr)}, torch does not"]
        if isinstance(terr, TypeError) and "must be Tensor, not" in str(terr):
            return ["torch refuses a number for a Tensor argument, tensorplay takes it"]
        return [f"torch raises {_cls(terr)} ({_head(terr)}), tensorplay does not"]
    problems = []
    if list(mine) != list(theirs):
        return [f"parts {sorted(mine)}, torch {sorted(theirs)}"]
    for part in theirs:
        a, b = mine[part], theirs[part]
        if len(a) != len(b):
            problems.append(f"{part}: {len(a)} leaves, torch {len(b)}")
            continue
        for x, y in zip(a, b):
            p = _leaf_problem(x, y)
            if p:
                problems.append(f"{part}: {p}")
                break
    return problems


def _leaf_problem(x, y) -> str | None:
    if x[0] != y[0]:
        return "gradient None vs tensor" if None in (x[1], y[1]) else f"{x[0]}, torch {y[0]}"
    if x[0] == "value":
        a, b = x[1], y[1]
        if type(a) is not type(b):
            return f"{type(a).__name__}, torch {type(b).__name__}"
        if isinstance(a, float):
            return None if np.isclose(a, b, 1e-6, 1e-9, equal_nan=True) else "value differs"
        return None if a == b else "value differs"
    _, dt, shape, arr, rg, alias = x
    _, tdt, tshape, tarr, trg, talias = y
    if shape != tshape:
        return "shape differs"
    if dt != tdt:
        return f"dtype {dt}, torch {tdt}"
    if rg != trg:
        return f"requires_grad {rg}, torch {trg}"
    if arr is not None and tarr is not None:
        if arr.dtype.kind == "f" or tarr.dtype.kind == "f":
            nan_a, nan_b = np.isnan(arr.astype(float)), np.isnan(tarr.astype(float))
            if (nan_a != nan_b).any():
                return "NaN positions differ"
            rtol, atol = TOL.get(tdt, (0, 0))
            if not np.allclose(arr.astype(float), tarr.astype(float), rtol, atol, equal_nan=True):
                return "values differ"
        elif not np.array_equal(arr, tarr):
            return "values differ"
    if alias != talias:
        return f"shares memory with inputs {list(alias)}, torch {list(talias)}"
    return None
