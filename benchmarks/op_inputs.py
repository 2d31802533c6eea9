"""Inputs of per_op.py's cells, built from the op spec's samples on both libraries.

Inputs come from the op's first sample with a float tensor that both libraries run (`tests:` in
ops.yaml, built by tests/ops/samples.py in float32, or float64 for the few ops that need it),
scaled to the cell's size by one of two recipes:

- elementwise ops (vmap rule elementwise/broadcast, or the pointwise, binary and comparison
  families): every tensor of more than one element (or every tensor, if all are 0-d) becomes
  1-D of the target size;
- every other op: each dimension above 1 of every tensor (index tensors too) is multiplied by
  one factor k, chosen so that the largest tensor reaches the target size (k >= 1, rounded);
  int arguments (sizes, dims, indices) are kept.

A scaled input that either library refuses, or whose output grows faster than its input (outer,
kron; tried at PROBE elements before the large size), means the sample is shape-specific: its
small cells use the sample as is, its large cells stay empty, and the notes say so. A 16-element
cell whose sample is already larger uses the sample.
"""

from __future__ import annotations

import math

import numpy as np

import tensorplay as tp
from tests.ops._opinfo import OPINFO
from tests.ops.samples import build, differentiable_positions, function
from tests.oracle.cases import CASES
from tests.oracle.run import as_torch, invoke

try:
    import torch
except ImportError:
    torch = None

SMALL, LARGE = 16, 1 << 20
PROBE = 4096  # the size a scaled input is tried at before LARGE
_CMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
        "gt": np.greater, "ge": np.greater_equal}
NUMPY_REF = {  # one-line NumPy equivalents of ops PyTorch does not expose
    "_compare": lambda self, other, op: _CMP[op](self, other),
    "_nonzero": lambda self: np.argwhere(self),
    "_unique": lambda self, sorted=True, dim=None: np.unique(
        self, return_inverse=True, return_counts=True, axis=dim),
    "_loss_reduction": lambda self, reduction: {"mean": np.mean, "sum": np.sum}.get(
        reduction, np.asarray)(self),
}
INFO = {i["name"]: i for i in OPINFO}


def tensor_shapes(info: dict, sample: dict) -> list[list[int]]:
    out = []
    for name, typ in zip(info["args"], info["types"]):
        v = sample.get(name)
        if typ.startswith("Tensor") or typ == "Index":
            if isinstance(v, list) and typ != "Tensor[]":
                out.append(v)
            elif isinstance(v, dict):
                out.extend(v["list"] if "list" in v else [v["shape"]])
    return out


def _reshape(info: dict, sample: dict, fn) -> dict:
    """The sample with every tensor shape replaced by fn(shape)."""
    new = dict(sample)
    for name, typ in zip(info["args"], info["types"]):
        v = sample.get(name)
        if not (typ.startswith("Tensor") or typ == "Index"):
            continue
        if isinstance(v, list) and typ != "Tensor[]":
            new[name] = fn(v)
        elif isinstance(v, dict) and "list" in v:
            new[name] = {"list": [fn(s) for s in v["list"]]}
        elif isinstance(v, dict):
            new[name] = {**v, "shape": fn(v["shape"])}
    return new


def elementwise(info: dict) -> bool:
    return info["vmap"] in ("elementwise", "broadcast") or info["category"] in (
        "pointwise", "binary", "comparison")


def scale(info: dict, sample: dict, n: int) -> dict | None:
    """The sample scaled to about n elements (module docstring), or None if it already has that
    many or more (then the sample is used as is)."""
    sizes = [math.prod(s) for s in tensor_shapes(info, sample)]
    if not sizes or max(sizes) >= n:
        return None
    if elementwise(info):  # scalars stay, unless every tensor is one
        return _reshape(info, sample, lambda s: [n] if math.prod(s) > 1 or math.prod(s) == max(sizes) else s)
    big = max(tensor_shapes(info, sample), key=math.prod)
    k = round((n / max(sizes)) ** (1 / max(1, sum(d > 1 for d in big))))
    return None if k <= 1 else _reshape(info, sample, lambda s: [d * k if d > 1 else d for d in s])


def _has_float(args: list, kwargs: dict) -> bool:
    return any(isinstance(t, tp.Tensor) and t.is_floating_point()
               for a in [*args, *kwargs.values()] for t in (a if isinstance(a, list) else [a]))


FLOAT64: set[str] = set()  # ops whose samples run only in float64 (float_power_)


def first_float_sample(info: dict) -> dict | None:
    """The first sample with a float tensor that both libraries run in float32 (or else in
    float64: the op joins FLOAT64), else the first sample."""
    for dtype in (np.float32, np.float64):
        for sample in info["samples"]:
            if not _has_float(*build(info, sample, dtype=dtype)):
                continue
            if dtype is np.float64:
                FLOAT64.add(info["name"])
            try:
                mine, ref, _ = sides(info["name"], sample)
                mine.fwd()
                if ref is not None:
                    ref.fwd()
            except Exception:
                FLOAT64.discard(info["name"])
                continue
            return sample
    return info["samples"][0] if info["samples"] else None


def _first_grad_output(out):
    for o in out if isinstance(out, tuple | list) else (out,):
        if getattr(o, "requires_grad", False):
            return o
    return None


def _numel(out) -> int:
    return sum(int(np.prod(getattr(o, "shape", ()))) for o in (out if isinstance(out, tuple | list) else (out,)))


class Side:
    """One library's calls of one op on one built input: fwd() and fwdbwd()."""

    def __init__(self, call, args: list, kwargs: dict, positions: list[int]) -> None:
        self.call, self.args, self.kwargs = call, args, kwargs
        self.leaves = []
        for pos in positions:
            ts = args[pos] if isinstance(args[pos], list) else [args[pos]]
            self.leaves += ts

    def fwd(self):
        return self.call(self.args, self.kwargs)

    def set_grad(self, on: bool) -> None:
        for t in self.leaves:
            t.requires_grad_(on)

    def fwdbwd(self) -> None:
        for t in self.leaves:
            t.grad = None
        _first_grad_output(self.call(self.args, self.kwargs)).sum().backward()


def sides(name: str, sample: dict) -> tuple[Side, Side | None, str]:
    """(tensorplay side, reference side or None, reference name) on the built sample."""
    info = INFO[name]
    args, kwargs = build(info, sample, dtype=np.float64 if name in FLOAT64 else np.float32)
    positions = differentiable_positions(info, args)
    case = next((c for c in CASES if c["name"] == name), None)
    if case is not None and torch is None:
        return Side(lambda a, k: invoke(case, tp, a, k), args, kwargs, positions), None, "torch"
    if case is not None:
        t_args = [as_torch(a, torch) for a in args]
        t_kwargs = {k: as_torch(v, torch) for k, v in kwargs.items()}
        return (Side(lambda a, k: invoke(case, tp, a, k), args, kwargs, positions),
                Side(lambda a, k: invoke(case, torch, a, k), t_args, t_kwargs, positions), "torch")
    fn, ref = function(info), NUMPY_REF.get(name)
    mine = Side(lambda a, k: fn(*a, **k), args, kwargs, positions)
    if ref is None:
        return mine, None, ""

    def np_of(x):
        return x.numpy() if isinstance(x, tp.Tensor) else x
    n_args, n_kwargs = [np_of(a) for a in args], {k: np_of(v) for k, v in kwargs.items()}
    return mine, Side(lambda a, k: ref(*a, **k), n_args, n_kwargs, []), "NumPy"


def choose_input(name: str, n: int) -> tuple[dict | None, str | None, tuple | None]:
    """The sample a cell of about n elements runs on (None: the cell stays empty), a note,
    and the (tensorplay, reference) Sides if they were built on the way.

    The scaled sample if both libraries accept it and its output does not outgrow it;
    else the sample as is when it suits the size (the small cells), else None."""
    info, tag = INFO[name], "16" if n == SMALL else f"{n} el."
    if n > PROBE:  # tried at PROBE first: no giant outer product is attempted
        probe, why, _ = choose_input(name, PROBE)
        if probe is None:
            return None, why.replace(f"{PROBE} el.", tag), None
    sample = first_float_sample(info)
    scaled = scale(info, sample, n)
    if scaled is not None:
        try:
            mine, ref, _ = sides(name, scaled)
            out = mine.fwd()
            if ref is not None:
                ref.fwd()
        except Exception:
            scaled = None
        else:
            if n > SMALL and _numel(out) > 8 * max(math.prod(s) for s in tensor_shapes(info, scaled)):
                return None, f"{tag}: output grows faster than the input", None
            return scaled, None, (mine, ref)
    largest = max(map(math.prod, tensor_shapes(info, sample)), default=0)
    if n > SMALL and largest < n:
        return None, f"{tag}: sample does not scale (shape-specific)", None
    far = n == SMALL and not SMALL // 2 <= largest <= 2 * SMALL  # 12 el. for 16 is not noted
    return sample, (f"{tag}: the sample as is ({largest} el.)" if far else None), None
