"""The fuzz report: figures, then each distinct signature with its count and reproduction,
marked known (tests/fuzz/known.py) or NEW."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from .check import compare
from .engine import Report, reproduction, signature
from .known import classify
from .known_bugs import KNOWN_BUGS

HEADER = '''"""Today's real mismatches found by the fuzzer: signature -> minimal reproduction, for
`python -m tests.fuzz --repro '<json>'`. Written by `python -m tests.fuzz --update-known` after
review (tests/fuzz/known.py explains the categories); fix a bug, delete its line."""

KNOWN_BUGS: dict[str, str] = {
'''


def render(report: Report) -> str:
    kinds = Counter(classify(s)[0] for s in report.found)
    lines = [f"fuzz: {report.calls} calls in {report.seconds:.1f}s, {len(report.found)} distinct "
             f"mismatch signatures ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))})"]
    for sig in sorted(report.found):
        kind, why = classify(sig)
        lines.append(f"[{kind}] x{report.counts[sig]}  {sig}")
        lines.append(f"    repro: python -m tests.fuzz --repro '{reproduction(report.found[sig])}'")
        if why:
            lines.append(f"    known: {why}")
    return "\n".join(lines)


def _write_known(bugs: dict[str, str]) -> None:
    body = "".join(f"    {s!r}: {r!r},\n" for s, r in sorted(bugs.items()))
    Path(__file__).with_name("known_bugs.py").write_text(HEADER + body + "}\n")


def update_known(report: Report) -> int:
    """Merge the run's NEW signatures into known_bugs.py; the number added."""
    new = {s: reproduction(report.found[s]) for s in report.found if classify(s)[0] == "NEW"}
    _write_known({**KNOWN_BUGS, **new})
    return len(new)


def prune_known(torch) -> list[str]:
    """Replay every listed reproduction and delete the lines whose signature no longer occurs
    (the bug is fixed: the CI budget only fails on new signatures, so a stale line would stay).
    A case that now shows another mismatch keeps its line under the new signature (unless
    known.py explains that one). Returns the deleted signatures, each with what it became."""
    keep, gone = {}, []
    for sig, repro in KNOWN_BUGS.items():
        case = json.loads(repro)
        problems = compare(case, torch)
        if any(signature(case, p) == sig for p in problems):
            keep[sig] = repro
            continue
        gone.append(sig + "".join(f"\n    now: {p}" for p in problems))
        for p in problems:
            new = signature(case, p)
            if classify(new)[0] in ("NEW", "known bug"):
                keep.setdefault(new, repro)
    _write_known(keep)
    return gone
