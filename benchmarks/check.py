"""`make bench-check`: a quick speed gate against the committed baseline (benchmarks/baseline.json).

It times, in under a minute, the rows most sensitive to the core, the dispatcher, autograd,
the transforms and the generator — bench_func's transform rows, bench_peers' op overhead,
recorded chains and MLP step, and the 16-element cells of `per_op.py --quick` — each as its
ratio to PyTorch (benchmarks/timing.py: interleaved rounds, CPU time, one thread), and compares
each ratio with the baseline's. A row more than 10 % worse (its ratio over 1.1 x the baseline's),
or a baseline row that no longer runs, is flagged and the exit status is 1. Per-op cells whose
PyTorch call is under 1 µs are shown but never flagged (per_op.FLOOR). Rows found worse are
timed a second time and the better of the two ratios counts: load on a shared machine rarely
slows the same row twice, a regression does.

`python benchmarks/check.py --update` rewrites the baseline from this run: do it in the commit
that makes a deliberate speed change, and say why in its message. Timings on a shared machine
are noisy, so this is a tool to run before committing, not a CI test.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import op_speed_page
import timing

BASELINE = os.path.join(HERE, "baseline.json")
THRESHOLD = 0.10


def _transform_rows() -> list[tuple[str, Callable, Callable]]:
    """(row, tensorplay thunk, torch thunk) from bench_func's and bench_peers' own workloads."""
    import bench_func as bf
    import bench_peers as bp

    (tp_vmap, _), (pt_vmap, _) = bf.per_sample("tp"), bf.per_sample("pt")
    (tp_jr, tp_jf), (pt_jr, pt_jf) = bf.jacobians("tp"), bf.jacobians("pt")
    (tp_h1, tp_h2), (pt_h1, pt_h2) = bf.hessians("tp"), bf.hessians("pt")
    return [
        ("func: per-sample grads vmap(grad) 128x64", tp_vmap, pt_vmap),
        ("func: hessian x.sin().sum() 64 el.", tp_h1, pt_h1),
        ("func: hessian MLP loss, 100 params", tp_h2, pt_h2),
        ("func: jacrev tanh(W @ x) W 64x64", tp_jr, pt_jr),
        ("func: jacfwd tanh(W @ x) W 64x64", tp_jf, pt_jf),
        ("peers: op overhead, 16 el., no grad (add,mul,sin)",
         bp.op_overhead("tensorplay"), bp.op_overhead("torch")),
        ("peers: 100-op chain fwd+bwd", bp.chain_100("tensorplay"), bp.chain_100("torch")),
        ("peers: MLP 784-256-128-10 SGD step, batch 64",
         bp.mlp_step("tensorplay"), bp.mlp_step("torch")),
    ]


def measure(only: set[str] | None = None) -> dict[str, dict]:
    """{row: {"ratio": tp / torch, "floor": PyTorch's call under the floor}} for every row
    (or for the rows in `only`)."""
    import bench_func
    import bench_peers
    import per_op

    if bench_func.torch is None:
        raise SystemExit("bench-check needs PyTorch (make oracle installs it)")
    bench_func.torch.set_num_threads(1)
    if only is None:
        bench_func.check()  # the two libraries compute the same thing
    rows = {}
    for name, mine, theirs in _transform_rows():
        if only is not None and name not in only:
            continue
        rows[name] = {"ratio": timing.compare(mine, theirs, rounds=9, min_time=0.02).ratio,
                      "floor": False}
    chain = "peers: 10 000-op chain backward"
    if only is None or chain in only:
        pair = timing.compare_built(bench_peers.chain_10k_backward("tensorplay"),
                                    bench_peers.chain_10k_backward("torch"), rounds=5)
        rows[chain] = {"ratio": pair.ratio, "floor": False}
    ops = None if only is None else [op for op in per_op.QUICK
                                     if any(n.startswith(f"op: {op} fwd") for n in only)]
    for row in per_op.run(quick=True, ops=ops, rounds=9) if ops != [] else []:
        for cell, c in row["cells"].items():
            rows[f"op: {row['op']} {cell}"] = {"ratio": c["ratio"], "floor": c["floor"]}
    return rows


def compare(baseline: dict[str, float], now: dict[str, dict],
            threshold: float = THRESHOLD) -> list[dict]:
    """One entry per row of either side: {"row", "base", "now", "change" (%), "status"} with
    status "ok", "WORSE" (flagged), "floor" (worse but under the floor: not flagged),
    "MISSING" (in the baseline, not measured now: flagged) or "new"."""
    out = []
    for name in [*baseline, *(n for n in now if n not in baseline)]:
        base, cur = baseline.get(name), now.get(name)
        entry = {"row": name, "base": base, "now": cur and cur["ratio"], "change": None}
        if cur is None:
            entry["status"] = "MISSING"
        elif base is None:
            entry["status"] = "new"
        else:
            entry["change"] = (cur["ratio"] / base - 1) * 100
            worse = cur["ratio"] > base * (1 + threshold)
            entry["status"] = ("floor" if cur["floor"] else "WORSE") if worse else "ok"
        out.append(entry)
    return out


def flagged(results: list[dict]) -> list[dict]:
    return [r for r in results if r["status"] in ("WORSE", "MISSING")]


def table(results: list[dict], threshold: float = THRESHOLD) -> str:
    def num(x, spec):
        return "—" if x is None else format(x, spec)

    lines = [f"{'row':52} {'baseline':>8} {'now':>6} {'change':>8}  status",
             *(f"{r['row']:52} {num(r['base'], '8.2f')} {num(r['now'], '6.2f')} "
               f"{num(r['change'], '+7.1f') + ('%' if r['change'] is not None else ''):>8}  {r['status']}"
               for r in results)]
    bad = flagged(results)
    lines.append(f"{len(bad)} row(s) flagged (more than {threshold * 100:g} % worse than the baseline, "
                 "or missing)" if bad else "no row more than "
                 f"{threshold * 100:g} % worse than the baseline")
    return "\n".join(lines)


def load(path: str) -> dict[str, float]:
    with open(path) as f:
        return json.load(f)["rows"]


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=HERE, check=True,
                              capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def write(path: str, now: dict[str, dict], meta: dict | None = None) -> None:
    """The baseline file: {"machine": ..., "commit": ..., "rows": {row: ratio}}."""
    meta = {**op_speed_page.machine(), "commit": _commit()} if meta is None else meta
    data = {"meta": meta, "rows": {k: round(v["ratio"], 4) for k, v in now.items()}}
    with open(path, "w") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")


def main(argv: list[str] | None = None, measure: Callable[[], dict] = measure) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--update", action="store_true", help="rewrite the baseline from this run")
    ap.add_argument("--baseline", default=BASELINE, help="the baseline file (default: %(default)s)")
    ap.add_argument("--threshold", type=float, default=THRESHOLD * 100, help="percent (default 10)")
    ap.add_argument("--no-recheck", action="store_true",
                    help="do not time the flagged rows a second time (their better ratio counts)")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    now = measure()
    took = f"({len(now)} rows in {time.perf_counter() - t0:.0f} s)"
    if a.update:
        write(a.baseline, now)
        print(f"wrote {a.baseline} {took}")
        return 0
    if not os.path.exists(a.baseline):
        print(f"no baseline at {a.baseline}: run with --update first {took}")
        return 1
    results = compare(load(a.baseline), now, a.threshold / 100)
    worse = {r["row"] for r in results if r["status"] == "WORSE"}
    if worse and not a.no_recheck:  # noise rarely strikes the same row twice; a regression does
        again = measure(only=worse)
        now = {k: min(v, again.get(k, v), key=lambda c: c["ratio"]) for k, v in now.items()}
        results = compare(load(a.baseline), now, a.threshold / 100)
        took = f"({len(now)} rows, {len(worse)} timed again, in {time.perf_counter() - t0:.0f} s)"
    print(table(results, a.threshold / 100))
    print(took)
    return 1 if flagged(results) else 0


if __name__ == "__main__":
    sys.exit(main())
