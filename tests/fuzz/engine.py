"""The fuzz loop: draw cases by seed, compare, shrink each failure, group by signature.

A signature names a distinct mismatch stably across seeds: op, mode, the problem phrase,
the dtype family and the mutations the shrunk case still needs (a mutation that can be dropped
without changing the problem is not part of the cause).
"""

from __future__ import annotations

import copy
import json
import random
import time
from dataclasses import dataclass, field

from .check import compare
from .gen import BY_NAME, INTS, draw

FAMILY = {"float64": "float", "float32": "float", "float16": "float16", "bool": "bool", "uint8": "uint8",
          **{d: "int" for d in INTS if d != "uint8"}}


def features(case: dict) -> list[str]:
    out = set()
    for mut in case["args"].values():
        if "shape" in mut:
            s = mut["shape"]
            out.add("0-d" if s == [] else "zero-size" if 0 in s else "broadcast shape")
        for key in ("layout", "special", "dtype"):
            if key in mut:
                out.add(f"{key}={mut[key]}")
        if mut.get("scalar"):
            out.add("python scalar")
    if case["negdim"]:
        out.add("negative dim")
    return sorted(out)


def signature(case: dict, problem: str) -> str:
    feats = ",".join(features(case))
    return f"{case['op']} | {case['mode']} | {problem} | {FAMILY[case['dtype']]}" + (f" | {feats}" if feats else "")


def _smaller(case: dict):
    """Cases with one mutation fewer (or the plain call, or a plainer dtype)."""
    if case["mode"] != "fn":
        yield {**case, "mode": "fn"}  # a forward mismatch shows in every mode: name it once
    if case["dtype"] not in ("float64",) and FAMILY[case["dtype"]] == "float":
        yield {**case, "dtype": "float64"}
    if case["negdim"]:
        yield {**case, "negdim": False}
    for name, mut in case["args"].items():
        for key in list(mut):
            c = copy.deepcopy(case)
            del c["args"][name][key]
            if not c["args"][name]:
                del c["args"][name]
            yield c


def shrink(case: dict, problem: str, torch, budget: int = 40) -> dict:
    """Greedily drop mutations while the same problem remains."""
    tries = 0
    changed = True
    while changed and tries < budget:
        changed = False
        for smaller in _smaller(case):
            tries += 1
            if problem in compare(smaller, torch):
                case, changed = smaller, True
                break
            if tries >= budget:
                break
    return case


def reproduction(case: dict) -> str:
    """One line that replays the case: `python -m tests.fuzz --repro '<json>'`."""
    return json.dumps(case, separators=(",", ":"), sort_keys=True)


@dataclass
class Report:
    calls: int = 0
    seconds: float = 0.0
    found: dict[str, dict] = field(default_factory=dict)  # signature -> shrunk case
    counts: dict[str, int] = field(default_factory=dict)  # signature -> hits


def fuzz(torch, cases: int, seed: int, ops: list[str] | None = None, shrink_budget: int = 40) -> Report:
    """Run `cases` random cases drawn from `seed` (deterministic). The ops take turns in name
    order, each drawing from its own stream (seeded by `seed` and its name), so adding,
    removing or moving an op in the spec leaves every other op's cases as they were."""
    chosen = sorted((BY_NAME[o] for o in ops) if ops else BY_NAME.values(), key=lambda o: o.name)
    streams = {op.name: random.Random(f"{seed}:{op.name}") for op in chosen}
    report = Report()
    t0 = time.perf_counter()
    for i in range(cases):
        op = chosen[i % len(chosen)]
        case = draw(streams[op.name], op)
        report.calls += 1
        for problem in compare(case, torch):
            small = shrink(case, problem, torch, shrink_budget)
            sig = signature(small, problem)
            report.counts[sig] = report.counts.get(sig, 0) + 1
            report.found.setdefault(sig, small)
    report.seconds = time.perf_counter() - t0
    return report
