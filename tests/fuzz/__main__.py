"""`python -m tests.fuzz [--cases N] [--seed S] [--op NAME ...]` runs the fuzzer and prints the
report; `--repro '<json>'` replays one case and shows both libraries' outcomes."""

from __future__ import annotations

import argparse
import json
import warnings


def main() -> None:
    import torch

    from .check import _attempt, compare, run
    from .engine import fuzz
    from .report import render

    torch.set_num_threads(1)
    warnings.simplefilter("ignore")
    p = argparse.ArgumentParser(prog="python -m tests.fuzz")
    p.add_argument("--cases", type=int, default=2000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--op", action="append")
    p.add_argument("--repro")
    p.add_argument("--update-known", action="store_true",
                   help="add this run's NEW signatures to known_bugs.py (review them first)")
    p.add_argument("--prune-known", action="store_true",
                   help="replay known_bugs.py's reproductions and delete the lines that no longer occur")
    a = p.parse_args()
    if a.prune_known:
        from .report import prune_known

        gone = prune_known(torch)
        print("\n".join(gone) + f"\nknown_bugs.py: {len(gone)} signatures no longer occur, deleted")
        return
    if a.repro:
        import tensorplay as tp

        case = json.loads(a.repro)
        for lib in (tp, torch):
            out, err = _attempt(lambda lib=lib: run(case, lib))
            print(f"{lib.__name__}: {type(err).__name__ + ': ' + str(err) if err else out}")
        print("mismatches:", compare(case, torch))
        return
    report = fuzz(torch, a.cases, a.seed, a.op)
    print(render(report))
    if a.update_known:
        from .report import update_known

        print(f"known_bugs.py: {update_known(report)} signatures added")


main()
