"""Per-op speed table from the spec: every op's time over PyTorch's, at two sizes, both modes.

`make bench-ops` (python benchmarks/per_op.py --write docs/reference/op-speed.md) times each op
of the oracle's case table (tests/oracle/cases.py, generated from the `torch:` field of the
ops.yaml entries) in four cells: {16 elements, 1M elements} x {forward with no input requiring
grad, forward + `.sum().backward()` of the first output that requires grad}, TensorPlay and
PyTorch in one run, interleaved, CPU time, one thread (benchmarks/timing.py); each cell is the
ratio tp / torch. Ops without a counterpart (`torch: none`) are timed against a one-line NumPy
equivalent where there is one (forward only), else listed as "no reference".

Inputs come from the op's first sample with a float tensor (`tests:` in ops.yaml, built by
tests/ops/samples.py in float32), scaled by one of two recipes:

- elementwise ops (vmap rule elementwise/broadcast, or the pointwise, binary and comparison
  families): every tensor that is not 0-d or of one element becomes 1-D of the target size;
- every other op: each dimension above 1 of every tensor (index tensors too) is multiplied by
  one factor k, chosen so that the largest tensor reaches the target size (k >= 1, rounded);
  int arguments (sizes, dims, indices) are kept.

A scaled input that either library refuses, or whose output grows faster than its input (outer,
kron), means the sample is shape-specific: its small cells use the sample as is, its large
cells stay empty, and the notes say so. A 16-element cell whose sample is already larger uses
the sample. Cells where PyTorch's call takes under FLOOR (1 µs, the cost of a Python call) are
marked † and left out of the outlier list: there the ratio measures call overhead only.
"""

from __future__ import annotations

import os

if __name__ == "__main__":  # before NumPy loads its BLAS; run.py and check.py set them too
    for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[_var] = "1"

import argparse
import math
import sys
import time
import warnings

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import op_speed_page
import timing

import tensorplay as tp
from tests.ops._opinfo import OPINFO
from tests.ops.samples import build, differentiable_positions, function
from tests.oracle.cases import CASES, NO_COUNTERPART
from tests.oracle.run import as_torch, invoke

try:
    import torch
except ImportError:
    torch = None

SMALL, LARGE = 16, 1 << 20
PROBE = 4096  # the size a scaled input is tried at before LARGE
CELLS = ("fwd 16", "fwd+bwd 16", "fwd 1M", "fwd+bwd 1M")
FLOOR = 1e-6
SLOW = 0.2  # seconds: a cell whose single call takes longer is timed once, not in rounds
QUICK = ("add", "sub", "mul", "div", "neg", "exp", "log", "sin", "tanh", "sigmoid", "sqrt",
         "abs", "pow", "clamp", "maximum", "where", "sum", "mean", "amax", "matmul",
         "reshape", "transpose", "cat", "relu", "gelu", "softmax", "log_softmax", "linear",
         "layer_norm", "mse_loss", "cross_entropy", "conv2d")
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
_INFO = {i["name"]: i for i in OPINFO}


def _shapes(info: dict, sample: dict) -> list[list[int]]:
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
    sizes = [math.prod(s) for s in _shapes(info, sample)]
    if not sizes or max(sizes) >= n:
        return None
    if elementwise(info):  # scalars stay, unless every tensor is one
        return _reshape(info, sample, lambda s: [n] if math.prod(s) > 1 or math.prod(s) == max(sizes) else s)
    big = max(_shapes(info, sample), key=math.prod)
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
    info = _INFO[name]
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


def _err(e: BaseException) -> str:
    return f"{type(e).__name__}: {str(e).splitlines()[0][:60]}" if str(e) else type(e).__name__


def _once(fn) -> float:
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


def _cell(mine: Side, ref: Side, run: str, rounds: int, min_time: float) -> dict:
    p = timing.compare(getattr(mine, run), getattr(ref, run), rounds, min_time)
    return {"ratio": p.ratio, "tp": p.a, "ref": p.b, "floor": p.b < FLOOR}


def choose_input(name: str, n: int) -> tuple[dict | None, str | None, tuple | None]:
    """The sample a cell of about n elements runs on (None: the cell stays empty), a note,
    and the (tensorplay, reference) Sides if they were built on the way.

    The scaled sample if both libraries accept it and its output does not outgrow it;
    else the sample as is when it suits the size (the small cells), else None."""
    info, tag = _INFO[name], "16" if n == SMALL else f"{n} el."
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
            if n > SMALL and _numel(out) > 8 * max(math.prod(s) for s in _shapes(info, scaled)):
                return None, f"{tag}: output grows faster than the input", None
            return scaled, None, (mine, ref)
    largest = max(map(math.prod, _shapes(info, sample)), default=0)
    if n > SMALL and largest < n:
        return None, f"{tag}: sample does not scale (shape-specific)", None
    return sample, (f"{tag}: the sample as is ({largest} el.)" if n == SMALL else None), None


def _size_cells(name: str, n: int, rounds: int, min_time: float, notes: list[str]) -> dict:
    """The fwd and fwd+bwd cells of one size; what kept a cell empty goes to `notes`."""
    tag = "16" if n == SMALL else "1M"
    use, note, built = choose_input(name, n)
    if note:
        notes.append(note.replace(f"{LARGE} el.", "1M"))
    if use is None:
        return {}
    mine, ref = built or sides(name, use)[:2]
    cells = {}
    for run in ("fwd", "fwdbwd"):
        kind = f"{'fwd' if run == 'fwd' else 'fwd+bwd'} {tag}"
        if run == "fwdbwd":
            if not mine.leaves or not ref.leaves:
                break
            mine.set_grad(True)
            ref.set_grad(True)
        try:  # the first calls: PyTorch's probes whether the cell exists, both their cost
            t_ref = _once(getattr(ref, run))
        except Exception:
            break  # PyTorch has no backward here either (in-place on a leaf, integer output)
        try:
            t_mine = _once(getattr(mine, run))
        except Exception as e:
            notes.append(f"{kind}: tp raises {_err(e)}")
            break
        if max(t_ref, t_mine) > SLOW:  # one call each is the figure
            notes.append(f"{kind}: a call takes over {SLOW:g} s, one round")
            cells[kind] = {"ratio": t_mine / t_ref, "tp": t_mine, "ref": t_ref, "floor": False}
        else:
            cells[kind] = _cell(mine, ref, run, rounds, min_time)
    return cells


def measure_op(name: str, sizes=(SMALL, LARGE), rounds: int = 7, min_time: float = 0.005) -> dict:
    """{"op", "ref" ("torch", "NumPy" or ""), "cells": {cell: {...}}, "notes": [...]}."""
    info = _INFO[name]
    row = {"op": name, "ref": "", "cells": {}, "notes": []}
    if name in NO_COUNTERPART and name not in NUMPY_REF:
        why = NO_COUNTERPART[name].split("; ")[-1].removeprefix("none — ")
        row["notes"].append(f"no reference ({why})")
        return row
    if first_float_sample(info) is None:
        row["notes"].append("no samples")
        return row
    row["ref"] = "torch" if name not in NO_COUNTERPART else "NumPy"
    if name in FLOAT64:
        row["notes"].append("float64")
    if row["ref"] == "NumPy":
        row["notes"].append("vs NumPy, forward only")
    for n in sizes:
        try:
            row["cells"].update(_size_cells(name, n, rounds if n == SMALL else 5, min_time,
                                            row["notes"]))
        except Exception as e:
            row["notes"].append(f"{'16' if n == SMALL else '1M'}: {_err(e)}")
    return row


def op_names(quick: bool = False) -> list[str]:
    if quick:
        return [c["name"] for c in CASES if c["name"] in QUICK]
    return [i["name"] for i in OPINFO]


def run(quick: bool = False, ops: list[str] | None = None, progress: bool = False) -> list[dict]:
    """Rows for the ops (quick: the small cells of QUICK), spec order."""
    if torch is None:
        raise SystemExit("per_op needs PyTorch (make oracle, or the bench extra)")
    warnings.simplefilter("ignore")
    torch.set_num_threads(1)
    sizes = (SMALL,) if quick else (SMALL, LARGE)
    rows = []
    for name in ops or op_names(quick):
        t0 = time.perf_counter()
        rows.append(measure_op(name, sizes))
        if progress:
            print(f"{name:32} {time.perf_counter() - t0:6.2f} s", file=sys.stderr, flush=True)
    return rows


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="16-element cells of ~30 common ops")
    ap.add_argument("--ops", help="comma-separated op names (default: every op)")
    ap.add_argument("--write", metavar="PATH", help="write the Markdown page there")
    ap.add_argument("--progress", action="store_true", help="time per op on stderr")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    rows = run(a.quick, a.ops.split(",") if a.ops else None, a.progress)
    elapsed = time.perf_counter() - t0
    print(op_speed_page.summary(rows, CELLS, FLOOR))
    print(f"({len(rows)} ops in {elapsed:.0f} s)")
    if a.write:
        with open(a.write, "w") as f:
            f.write(op_speed_page.render(rows, CELLS, FLOOR, elapsed))
        print(f"wrote {a.write}")


if __name__ == "__main__":
    main()
