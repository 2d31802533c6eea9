"""Call one public name with one keyword on torch and on tensorplay, and say whether tensorplay
gives PyTorch's answer.

PyTorch picks the call: from the base calls it accepts (values.BASES, a name's own
values.NAME_BASES, or the module, optimizer and scheduler bases below; a keyword's own
values.KEYWORD_BASES first) and the representative values for the keyword (values.values_for),
the first combination torch runs. A keyword that is one of the base call's positional
parameters is passed by name with the base's own value (`div(x, other=y)`). The same call then
runs on tensorplay; the outcomes are compared as the oracle compares op results (exception
class, structure, shape, dtype, values; shapes and dtypes only for random draws).
"""

from __future__ import annotations

import functools
import warnings
from dataclasses import dataclass
from types import ModuleType

import numpy as np

import tensorplay as tp
from tests.oracle.compare import attempt, differ

from . import values as V
from .surface import resolve, torch_overloads

# Names whose values are not PyTorch's to promise: random draws, uninitialised memory, and
# decompositions whose factors are unique only up to sign.
UNSPECIFIED = ("rand", "normal", "bernoulli", "multinomial", "dropout", "uniform_", "exponential_",
               "geometric_", "cauchy_", "random_", "empty", "Dropout", "seed", "svd")
# The probe asks whether a keyword means the same, not how precise a kernel is.
TOL, FLOOR = (1e-7, 1e-9), (1e-4, 1e-5)
PARAMS, OPT = "<params>", "<optimizer>"  # placeholders the optimizer/scheduler runners fill


def _sched(kind: str):
    return lambda lib: kind  # resolved by the scheduler runner (needs the optimizer)


NN_BASES: list[list] = [
    [], [V.const(3)], [V.const(3), V.const(4)], [V.const(2)], [V.const(2), V.const(3)],
    [V.const(2), V.const(3), V.const(3)], [V.const(6), V.const(2)], [V.const(0.5)],
    [V.const(3), V.const(3)], [V.const((2, 2))], [V.const(1), V.const((3, 1))],
    [V.const(3), V.const(3), V.const(4)], [V.const(2), V.const(4)], [V.const(1)],
    [V.const((1, 1))], [V.const((1, 1, 1, 1))],
    [lambda lib: lib.nn.TransformerEncoderLayer(6, 2), V.const(1)],
    [lambda lib: lib.nn.TransformerDecoderLayer(6, 2), V.const(1)],
]


def _f32(key: str):
    return V.arr(key, "float32")


_rng = np.random.default_rng(3)
V._A.update(q6=_rng.uniform(-1, 1, (4, 2, 6)), x6=_rng.uniform(-1, 1, (2, 6)),
            x4=_rng.uniform(-1, 1, (2, 3, 4, 4)), pm=np.array([1.0, -1.0]))
NN_INPUTS: list[tuple] = [
    (_f32("x"),), (_f32("x3"),), (_f32("img"),), (_f32("x4"),), (_f32("x"), _f32("y")),
    (_f32("x"), V.idx("label")), (_f32("x"), _f32("y"), _f32("z")), (_f32("q6"),),
    (_f32("q6"), _f32("q6"), _f32("q6")), (_f32("q6"), _f32("q6")), (_f32("x6"),),
    (V.idx("ids"),), (_f32("v2"), _f32("v2"), _f32("pm")), (_f32("x"), _f32("y"), _f32("pm")),
    (_f32("sq"),),
]
OPTIM_BASES: list[list] = [[V.const(PARAMS)], [V.const(PARAMS), V.const(0.1)]]
SCHED_BASES: list[list] = [
    [V.const(OPT)], [V.const(OPT), V.const(0.5)], [V.const(OPT), V.const(2)],
    [V.const(OPT), V.const([1, 2])], [V.const(OPT), lambda lib: (lambda e: 0.9 ** e)],
    [V.const(OPT), V.const(1.0), V.const(10)], [_sched("chain")], [V.const(OPT), _sched("list"), V.const([2])],
]


def _kind(name: str) -> str:
    return name.split(".", 1)[0]


def _fill(lib, vals, ctx):
    out = [v(lib) for v in vals]
    return [ctx.get(o, o) if isinstance(o, str) else o for o in out]


def run(lib: ModuleType, name: str, args: list, kwargs: dict, state=None):
    """Make the call on `lib`; modules, optimizers and schedulers are also driven (forward on
    the inputs torch took, three optimizer steps, four scheduler steps) and their results
    returned. `state` is torch's module state, loaded into tensorplay's module."""
    kind, attr = _kind(name), name.split(".", 1)[1]
    obj = resolve(lib, name)
    if kind == "Tensor":
        a = [v(lib) for v in args]
        out = getattr(a[0], attr)(*a[1:], **{k: v(lib) for k, v in kwargs.items()})
        if attr in ("backward", "register_hook"):  # what the call did: the leaf's gradient
            leaf = V.LEAVES[lib.__name__]
            if attr == "register_hook":
                a[0].sum().backward()
            return leaf.grad, leaf.grad.requires_grad
        return out
    if kind in ("torch", "F"):
        out = obj(*[v(lib) for v in args], **{k: v(lib) for k, v in kwargs.items()})
        if attr == "vmap":  # the mapped function, called: what vmap's keywords change
            out = out(V.X(lib))
            if "randomness" in kwargs:  # random draws: whether the rows drew the same number
                return tuple(out.shape), bool((out[0] == out[1]).all())
        plain = (lib.Tensor, int, float, bool, str, tuple, list, type(None))
        return out if isinstance(out, plain) else type(out).__name__  # a Generator, a dtype
    if kind == "nn":
        lib.manual_seed(0)
        m = obj(*[v(lib) for v in args], **{k: v(lib) for k, v in kwargs.items()})
        m.eval()
        if state is not None:
            m.load_state_dict({k: lib.tensor(np.array(v)) for k, v in state.items()})
        shapes = [(k, tuple(t.shape)) for k, t in m.state_dict().items()]
        inputs = next((V.KEYWORD_INPUTS[f"{name}:{k}"] for k in kwargs if f"{name}:{k}" in V.KEYWORD_INPUTS),
                      _nn_inputs(name))
        return shapes, [m(*[v(lib) for v in inp]) for inp in inputs]
    p = lib.nn.Parameter(lib.tensor(V._A["x"].astype(np.float32)))
    target = lib.tensor(V._A["y"].astype(np.float32))

    def closure():
        opt.zero_grad()
        loss = ((p - target) ** 2 * 3).sum()
        loss.backward()
        return loss

    if kind == "optim":
        opt = obj(*_fill(lib, args, {PARAMS: [p]}), **dict(zip(kwargs, _fill(lib, kwargs.values(), {PARAMS: [p]}))))
        return [opt.step(closure) for _ in range(3)], p.detach()
    opt = lib.optim.SGD([p], lr=0.1, momentum=0.9)
    cls = lib.optim.lr_scheduler
    ctx = {OPT: opt, "chain": [cls.StepLR(opt, 2), cls.ExponentialLR(opt, 0.9)],
           "list": [cls.ConstantLR(opt, 0.5, 2), cls.ExponentialLR(opt, 0.9)]}
    sched = obj(*_fill(lib, args, ctx), **dict(zip(kwargs, _fill(lib, kwargs.values(), ctx))))
    lrs = []
    plateau = attr == "ReduceLROnPlateau"
    for i in range(14 if plateau else 4):  # past the default patience (10)
        opt.step(closure)
        # A metric falling by 7e-5 a step: an improvement relative to 0.5 (threshold 1e-4
        # rel), none in absolute terms, and none for mode="max": mode and threshold_mode show.
        sched.step(0.5 - 7e-5 * i) if plateau else sched.step()
        lrs.append(tuple(round(g["lr"], 12) for g in opt.param_groups))
    return lrs


_NN_CHOSEN: dict[str, list[tuple]] = {}  # name -> the forward inputs torch's module took


def _nn_inputs(name: str) -> list[tuple]:
    return _NN_CHOSEN.get(name, [])


def _choose_nn_inputs(torch, name: str, args: list) -> None:
    """The forward inputs torch's module (built by `args`) accepts, remembered for the name."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = resolve(torch, name)(*[v(torch) for v in args])
    m.eval()
    ok = [inp for inp in NN_INPUTS if attempt(lambda inp=inp: m(*[v(torch) for v in inp])).error is None]
    _NN_CHOSEN[name] = ok[:2]


@dataclass
class Result:
    status: str  # accepted | refused | differs | unprobed
    detail: str = ""


def _bases(name: str) -> list[list]:
    if name in V.NAME_BASES:
        return V.NAME_BASES[name]
    return {"nn": NN_BASES, "optim": OPTIM_BASES, "lr_scheduler": SCHED_BASES}.get(_kind(name), V.BASES)


@functools.cache
def valid_bases(torch, name: str) -> tuple:
    """The base calls torch accepts for `name`, in preference order."""
    out = []
    for b in _bases(name):
        if attempt(lambda b=b: run(torch, name, b, {})).error is None:
            out.append(b)
    if out and _kind(name) == "nn":
        _choose_nn_inputs(torch, name, out[0])
    return tuple(out)


def _torch_state(torch, name, args, kwargs):
    if _kind(name) != "nn":
        return None
    torch.manual_seed(0)
    with warnings.catch_warnings():  # deprecation warnings (Hardtanh's min_value) are torch's
        warnings.simplefilter("ignore")
        m = resolve(torch, name)(*[v(torch) for v in args], **{k: v(torch) for k, v in kwargs.items()})
    return {k: t.detach().numpy().copy() for k, t in m.state_dict().items()}


def probe(torch, name: str, keyword: str) -> Result:
    """Whether tensorplay's `name` takes `keyword` with PyTorch's meaning."""
    overloads = [ns for ns in torch_overloads(torch, name) or [] if keyword in ns]
    offset = 1 if _kind(name) == "Tensor" else 0  # a method's base starts with self
    for base in [*V.KEYWORD_BASES.get(f"{name}:{keyword}", []), *valid_bases(torch, name)]:
        calls = []
        for names in overloads:  # the keyword is one of the base's positional arguments
            pos = names.index(keyword) + offset
            if pos < len(base) <= len(names) + offset:
                calls.append((base[:pos], {names[i - offset]: base[i] for i in range(pos, len(base))}))
        calls += [(base, {keyword: v}) for v in V.values_for(keyword)]
        for args, kwargs in calls:
            theirs = attempt(lambda a=args, k=kwargs: run(torch, name, a, k))
            if theirs.error is not None:
                continue
            state = _torch_state(torch, name, args, kwargs)
            mine = attempt(lambda a=args, k=kwargs: run(tp, name, a, k, state))
            values = not any(w in name for w in UNSPECIFIED)
            if mine.error is not None and isinstance(mine.error, TypeError) and keyword in str(mine.error):
                return Result("refused", f"TypeError: {mine.error}")
            problem = differ(mine, theirs, TOL, values, FLOOR)
            return Result("differs", problem) if problem else Result("accepted")
    return Result("unprobed", "torch accepted none of the representative calls")
