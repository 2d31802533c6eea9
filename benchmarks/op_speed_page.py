"""The text of per_op.py's results: the summary it prints and docs/reference/op-speed.md."""

from __future__ import annotations

import datetime
import os
import platform
import statistics
from importlib import metadata

import numpy as np
from op_attribution import CLASSES, OUTLIER, classify, counts, covers

_CLASS_NAMES = {"stated": "stated by hand (op_speed_notes.REASONS)",
                "kernel": "NumPy-kernel-bound (measured: the kernel alone is over 1.5x)",
                "overhead": "overhead-bound (the kernel alone is within 1.5x: left to do)",
                "unattributed": "not attributed"}


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "not installed"


def machine() -> dict:
    """Where and when the figures were taken (the same keys as benchmarks/baseline.json's)."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return {"platform": platform.platform(), "processor": platform.processor() or platform.machine(),
            "cpus": os.cpu_count(), "python": platform.python_version(),
            "numpy": np.__version__, "torch": _version("torch"),
            "date": datetime.date.today().isoformat(), "load average": round(load, 1)}


def _torch_cells(rows: list[dict]):
    for row in rows:
        if row["ref"] == "torch":
            for kind, cell in row["cells"].items():
                yield row["op"], kind, cell


def outliers(rows: list[dict]) -> list[tuple[str, str, float]]:
    """(op, cell, ratio) of the cells over OUTLIER times PyTorch, its call above the floor."""
    return sorted(((op, kind, c["ratio"]) for op, kind, c in _torch_cells(rows)
                   if c["ratio"] > OUTLIER and not c["floor"]), key=lambda t: -t[2])


def _class_lines(rows: list[dict], worst: list, reasons: dict) -> list[str]:
    """One phrase per class; the not attributed ones split into forward and fwd+bwd cells."""
    n = counts(rows, worst, reasons)
    fwd = counts(rows, [w for w in worst if w[1].startswith("fwd ")], reasons)["unattributed"]
    out = [f"{n[c]} {_CLASS_NAMES[c]}" for c in CLASSES if c != "unattributed"]
    return out + [f"{n['unattributed']} not attributed ({fwd} forward cells of composites or "
                  f"kernels not callable alone, {n['unattributed'] - fwd} fwd+bwd cells)"]


def attribution_line(rows: list[dict], reasons: dict) -> str:
    return "outliers by reason: " + ", ".join(_class_lines(rows, outliers(rows), reasons))


def summary(rows: list[dict], cells: tuple, floor: float, reasons: dict | None = None) -> str:
    lines = ["Per-op ratio tp / torch (CPU time, one thread, median of interleaved rounds)",
             f"{'cell':12} {'ops':>5} {'median':>7} {'best':>6} {'worst':>6} {'> 1.5x':>7}"]
    for kind in cells:
        rs = [c["ratio"] for _, k, c in _torch_cells(rows) if k == kind]
        if rs:
            over = sum(1 for op, k, _ in outliers(rows) if k == kind)
            lines.append(f"{kind:12} {len(rs):5d} {statistics.median(rs):7.2f} {min(rs):6.2f} "
                         f"{max(rs):6.2f} {over:7d}")
    worst = outliers(rows)
    if worst:
        lines.append(f"cells over {OUTLIER}x (torch's call above {floor * 1e6:g} µs), worst first: "
                     + ", ".join(f"{op} {kind} {r:.2f}" for op, kind, r in worst[:12])
                     + (f" and {len(worst) - 12} more" if len(worst) > 12 else ""))
        lines.append(attribution_line(rows, reasons or {}))
    return "\n".join(lines)


def _fmt(cell: dict | None) -> str:
    if cell is None:
        return "—"
    return f"{cell['ratio']:.2f}" + ("†" if cell["floor"] else "")


def _attribution(rows: list[dict], worst: list, reasons: dict) -> list[str]:
    """The outliers by class, and the table of the forward ones with their kernel's figures."""
    out = ["Where the outliers' time goes: for every forward cell over 1.5x, the op's NumPy kernel "
           "(the one its OpDef holds, or the one kernel an alias calls) was timed alone on the "
           "cell's arrays, without Tensor wrapping, dispatch or autograd "
           "(`benchmarks/op_attribution.py`). A cell whose kernel alone is over 1.5x PyTorch has "
           "that as its stated reason (in the notes); one whose kernel is within 1.5x is "
           "overhead-bound: TensorPlay's own work, left to do, not a reason.", ""]
    out += [f"- {line}" for line in _class_lines(rows, worst, reasons)]
    by_op = {row["op"]: row for row in rows}
    table = []
    for op, kind, r in worst:
        k = by_op[op].get("kernel", {}).get(kind)
        if k is None:
            continue
        cls = classify(kind, r, k["ratio"], reasons.get(op))
        if cls == "overhead" and covers(reasons.get(op), kind):
            cls += " (its hand-written reason is contradicted)"
        if k["ratio"] is None:
            table.append(f"| `{op}` | {kind} | {r:.2f} | — | — | {cls} |")
        else:
            via = f" (`{k['via']}`)" if k.get("via") else ""
            via += " (C loop)" if k.get("c_loop") else ""
            table.append(f"| `{op}`{via} | {kind} | {r:.2f} | {k['ratio']:.2f} | "
                         f"{k['overhead'] * 1e6:.1f} | {cls} |")
    if table:
        out += ["", f'??? note "The {len(table)} forward cells over {OUTLIER}x, attributed"', ""]
        out += ["    " + line for line in
                ["| op (kernel) | cell | tp / torch | kernel / torch | overhead µs | class |",
                 "|---|---|---:|---:|---:|---|", *table]]
    return out + [""]


def render(rows: list[dict], cells: tuple, floor: float, elapsed: tuple[float, float],
           reasons: dict | None = None) -> str:
    """The page; `elapsed` is (wall, CPU) seconds of the run; `reasons` the hand-written ones
    (op_speed_notes.REASONS)."""
    m = machine()
    out = [
        "# Op speed",
        "",
        "Each op's time over PyTorch's (below 1 is faster than PyTorch), written by `make bench-ops`",
        "(`benchmarks/per_op.py`) from the op spec: every op with samples and a PyTorch counterpart,",
        "at 16 and at about 1M elements, forward alone (no input requires grad) and forward plus",
        "`.sum().backward()` of the first output, float32. Both libraries run in one process, on one",
        "thread, interleaved; each figure is the median over rounds of that round's ratio of CPU",
        "times. The docstring of `benchmarks/op_inputs.py` says how inputs are built from the op's",
        "samples and scaled; the notes column says when a sample did not scale. The",
        "[op reference](ops.md) describes each op.",
        "",
        f"† PyTorch's call took under {floor * 1e6:g} µs, the cost of a Python call: the ratio measures",
        "call overhead only and is not counted as an outlier. Ops without a counterpart are compared",
        "with a one-line NumPy equivalent where there is one, else listed without figures.",
        "",
        f"Measured on {m['date']}: {m['platform']}, {m['processor']}, {m['cpus']} CPUs, Python "
        f"{m['python']}, NumPy {m['numpy']}, PyTorch {m['torch']}; load average {m['load average']} "
        f"at the start; the run took {elapsed[0] / 60:.1f} minutes ({elapsed[1] / 60:.1f} of CPU time). On a shared machine single cells move by "
        "~10-20 % from run to run; the medians are steadier.",
        "",
        "## Summary",
        "",
        "| cell | ops | median | best | worst | over 1.5x |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for kind in cells:
        rs = [c["ratio"] for _, k, c in _torch_cells(rows) if k == kind]
        if rs:
            over = sum(1 for _, k, _ in outliers(rows) if k == kind)
            out.append(f"| {kind} | {len(rs)} | {statistics.median(rs):.2f} | {min(rs):.2f} | "
                       f"{max(rs):.2f} | {over} |")
    worst = outliers(rows)
    n_cells = sum(1 for _ in _torch_cells(rows))
    listed = ", ".join(f"`{op}` {kind} {r:.2f}" for op, kind, r in worst)
    out += ["", f"{len(worst)} of the {n_cells} cells are over {OUTLIER}x PyTorch (cells marked † "
            "not counted)" + (":" if worst else "."), ""]
    if worst:
        out += [f'??? note "The {len(worst)} cells over {OUTLIER}x, worst first"', "",
                f"    {listed}.", ""]
        out += _attribution(rows, worst, reasons or {})
    out += ["## All ops", "",
            "| op | " + " | ".join(cells) + " | notes |",
            "|---|" + "---:|" * len(cells) + "---|"]
    for row in rows:
        notes = "; ".join(row["notes"]).replace("|", "\\|")
        out.append(f"| `{row['op']}` | " + " | ".join(_fmt(row["cells"].get(k)) for k in cells)
                   + f" | {notes} |")
    return "\n".join(out) + "\n"
