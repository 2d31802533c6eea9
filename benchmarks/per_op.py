"""Per-op speed table from the spec: every op's time over PyTorch's, at two sizes, both modes.

`make bench-ops` (python benchmarks/per_op.py --write docs/reference/op-speed.md) times each op
of the oracle's case table (tests/oracle/cases.py, generated from the `torch:` field of the
ops.yaml entries) in four cells: {16 elements, 1M elements} x {forward with no input requiring
grad, forward + `.sum().backward()` of the first output that requires grad}, TensorPlay and
PyTorch in one run, interleaved, CPU time, one thread (benchmarks/timing.py); each cell is the
ratio tp / torch. Ops without a counterpart (`torch: none`) are timed against a one-line NumPy
equivalent where there is one (forward only), else listed as "no reference". Where an op stays
slow for a stated reason (a decision, a kernel NumPy lacks), op_speed_notes.py says why, in
the notes column.

Inputs: the op's first float sample from the spec, scaled to the size (benchmarks/op_inputs.py
says how, and when a sample does not scale and is used as is or left out). A cell whose single
call takes over SLOW (0.2 s) is one call of each library instead of rounds. Cells where
PyTorch's call takes under FLOOR (1 µs, the cost of a Python call) are marked † and left out
of the outlier list: there the ratio measures call overhead only.

Every forward cell over 1.5x is attributed (benchmarks/op_attribution.py): the op's NumPy kernel
is timed alone on the cell's arrays against PyTorch's call. When the kernel alone is over 1.5x,
the notes state it as the cell's reason; else the cell is overhead-bound (TensorPlay's own
work around the kernel, left to do). The summary counts the outliers by class.
"""

from __future__ import annotations

import os

if __name__ == "__main__":  # before NumPy loads its BLAS; run.py and check.py set them too
    for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[_var] = "1"

import argparse
import sys
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import op_attribution
import op_speed_page
import timing
from op_inputs import (
    FLOAT64,
    INFO,
    LARGE,
    NUMPY_REF,
    SMALL,
    Side,
    choose_input,
    first_float_sample,
    sides,
    torch,
)
from op_speed_notes import OVERHEAD, REASONS

from tensorplay.core import optable
from tests.ops._opinfo import OPINFO
from tests.oracle.cases import CASES, NO_COUNTERPART

CELLS = ("fwd 16", "fwd+bwd 16", "fwd 1M", "fwd+bwd 1M")
FLOOR = 1e-6
SLOW = 0.2  # seconds: a cell whose single call takes longer is timed once, not in rounds
TIMED_ONCE = f"a call takes over {SLOW:g} s, timed once"
QUICK = ("add", "sub", "mul", "div", "neg", "exp", "log", "sin", "tanh", "sigmoid", "sqrt",
         "abs", "pow", "clamp", "maximum", "where", "sum", "mean", "amax", "matmul",
         "reshape", "transpose", "cat", "relu", "gelu", "softmax", "log_softmax", "linear",
         "layer_norm", "mse_loss", "cross_entropy", "conv2d")


def _err(e: BaseException) -> str:
    return f"{type(e).__name__}: {str(e).splitlines()[0][:60]}" if str(e) else type(e).__name__


def _once(fn) -> float:
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


def _cell(mine: Side, ref: Side, run: str, rounds: int, min_time: float) -> dict:
    p = timing.compare(getattr(mine, run), getattr(ref, run), rounds, min_time)
    return {"ratio": p.ratio, "tp": p.a, "ref": p.b, "floor": p.b < FLOOR}


def _attribute(name: str, kind: str, cell: dict, mine: Side, ref: Side, rounds: int,
               min_time: float) -> dict:
    """The op's NumPy kernel alone on the cell's arrays, timed against PyTorch's call
    (op_attribution.py): {"cell", "ratio" (kernel / torch, None: not attributed), "kernel",
    "torch", "overhead" (seconds of TensorPlay's call beyond the kernel), "via"}."""
    out = {"cell": kind, "ratio": None}
    try:
        found = op_attribution.record(name, mine.fwd, optable.OPS, optable.FUSED)
    except Exception:
        found = None
    if found is None:
        return out
    via, fn, args, kwargs = found
    op = optable.OPS.get(via) or optable.FUSED.get(via)
    loop = op is not None and fn is op.c_forward  # the C loop that replaces the kernel
    try:
        if max(cell["tp"], cell["ref"]) > SLOW:  # the cell was one call of each: so is this
            t = _once(lambda: fn(*args, **kwargs))
            p = timing.Pair(t, cell["ref"], t / cell["ref"])
        else:
            p = timing.compare(lambda: fn(*args, **kwargs), ref.fwd, rounds, min_time)
    except Exception:
        return out
    return {**out, "ratio": p.ratio, "kernel": p.a, "torch": p.b,
            "overhead": cell["tp"] - p.a, "via": None if via == name else via, "c_loop": loop}


def _size_cells(name: str, n: int, rounds: int, min_time: float, notes: list[str],
                kernels: dict | None = None) -> dict:
    """The fwd and fwd+bwd cells of one size; what kept a cell empty goes to `notes`. A forward
    cell over op_attribution.OUTLIER gets its kernel's attribution in `kernels` (if given)."""
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
            if f"{tag}: {TIMED_ONCE}" not in notes:
                notes.append(f"{tag}: {TIMED_ONCE}")
            cells[kind] = {"ratio": t_mine / t_ref, "tp": t_mine, "ref": t_ref, "floor": False}
        else:
            cells[kind] = _cell(mine, ref, run, rounds, min_time)
        c = cells[kind]
        if (kernels is not None and run == "fwd" and c["ratio"] > op_attribution.OUTLIER
                and not c["floor"]):
            kernels[kind] = _attribute(name, kind, c, mine, ref, max(3, rounds - 2), min_time)
    return cells


def measure_op(name: str, sizes=(SMALL, LARGE), rounds: int = 7, min_time: float = 0.005) -> dict:
    """{"op", "ref" ("torch", "NumPy" or ""), "cells": {cell: {...}}, "notes": [...]}."""
    info = INFO[name]
    row = {"op": name, "ref": "", "cells": {}, "notes": [], "kernel": {}}
    if name in NO_COUNTERPART and name not in NUMPY_REF:
        why = NO_COUNTERPART[name].removeprefix("none — ").split("; ")[0]
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
    if name in REASONS:
        row["notes"].append(REASONS[name])
    if name in OVERHEAD:
        row["notes"].append("overhead, left to do: " + OVERHEAD[name])
    for n in sizes:
        try:
            row["cells"].update(_size_cells(name, n, rounds if n == SMALL else 5, min_time,
                                            row["notes"],
                                            row["kernel"] if row["ref"] == "torch" else None))
        except Exception as e:
            row["notes"].append(f"{'16' if n == SMALL else '1M'}: {_err(e)}")
    for kind, k in row["kernel"].items():  # a NumPy-kernel-bound cell states its reason
        if op_attribution.classify(kind, row["cells"][kind]["ratio"], k["ratio"],
                                   REASONS.get(name)) == "kernel":
            row["notes"].append(op_attribution.kernel_reason(k))
    return row


def op_names(quick: bool = False) -> list[str]:
    if quick:
        return [c["name"] for c in CASES if c["name"] in QUICK]
    return [i["name"] for i in OPINFO]


def run(quick: bool = False, ops: list[str] | None = None, progress: bool = False,
        rounds: int = 7) -> list[dict]:
    """Rows for the ops (quick: the small cells of QUICK), spec order; `rounds` for the small
    cells (the large ones take 5)."""
    if torch is None:
        raise SystemExit("per_op needs PyTorch (make oracle, or the bench extra)")
    warnings.simplefilter("ignore")
    torch.set_num_threads(1)
    sizes = (SMALL,) if quick else (SMALL, LARGE)
    rows = []
    for name in ops or op_names(quick):
        t0 = time.perf_counter()
        rows.append(measure_op(name, sizes, rounds))
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
    t0, c0 = time.perf_counter(), time.process_time()
    rows = run(a.quick, a.ops.split(",") if a.ops else None, a.progress)
    elapsed = (time.perf_counter() - t0, time.process_time() - c0)
    print(op_speed_page.summary(rows, CELLS, FLOOR, REASONS))
    print(f"({len(rows)} ops in {elapsed[0]:.0f} s, {elapsed[1]:.0f} s of CPU time)")
    if a.write:
        with open(a.write, "w") as f:
            f.write(op_speed_page.render(rows, CELLS, FLOOR, elapsed, REASONS))
        print(f"wrote {a.write}")


if __name__ == "__main__":
    main()
