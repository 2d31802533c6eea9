"""Run the keyword probe over the whole shared surface and count the outcomes.

`python -m tests.signatures` prints the figures and every keyword not accepted.
"""

from __future__ import annotations

import functools
from collections import Counter
from types import ModuleType

from .exclusions import excluded
from .probe import Result, probe
from .surface import shared_names, torch_keywords


def pairs(torch: ModuleType) -> list[tuple[str, str]]:
    """Every (name, PyTorch keyword) of the surface TensorPlay shares with PyTorch."""
    return [(n, k) for n in shared_names(torch) for k in (torch_keywords(torch, n) or [])]


@functools.cache
def outcome(torch: ModuleType, name: str, keyword: str) -> Result:
    why = excluded(name, keyword)
    return Result("excluded", why) if why else probe(torch, name, keyword)


def figures(torch: ModuleType) -> dict[str, int]:
    ps = pairs(torch)
    counts = Counter(outcome(torch, n, k).status for n, k in ps)
    unreadable = [n for n in shared_names(torch) if torch_keywords(torch, n) is None]
    return {"names checked": len({n for n, _ in ps}), "names without readable keywords": len(unreadable),
            "keywords checked": len(ps), "accepted": counts["accepted"],
            "excluded": counts["excluded"], "missing": counts["refused"] + counts["differs"],
            "  refused": counts["refused"], "  different meaning": counts["differs"],
            "not probed (torch took no representative call)": counts["unprobed"],
            "names with a missing keyword": len({n for n, k in ps if outcome(torch, n, k).status
                                                 in ("refused", "differs")})}


def main() -> None:
    import warnings

    import torch
    torch.set_num_threads(1)
    warnings.simplefilter("ignore")
    for key, value in figures(torch).items():
        print(f"{key}: {value}")
    for n, k in pairs(torch):
        r = outcome(torch, n, k)
        if r.status in ("refused", "differs", "unprobed"):
            print(f"  {r.status:9} {n}:{k}  {r.detail.splitlines()[0][:120] if r.detail else ''}")
