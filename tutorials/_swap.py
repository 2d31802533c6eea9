"""Run a tutorial's own code again on PyTorch, with only its import lines changed.

The tutorials import the library as `tp` (and `nn`, `F`, the data utilities) and use nothing
else of it, so swapping those lines is the whole port. `run_swapped` takes the page's
executed fences of one session (up to the fence that calls it), replaces each import line
by its PyTorch twin (`SWAPS`) and runs them in a fresh namespace, which it returns. The last
section of tutorials 08 and 09 calls it; tests/docs/test_tutorial_swap.py does the same and
checks that the PyTorch run trains as well.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
import types
from pathlib import Path

# import line of tensorplay -> the same line for PyTorch (whole lines, nothing else changes)
SWAPS = {
    "import tensorplay as tp": "import torch as tp",
    "from tensorplay import nn": "from torch import nn",
    "import tensorplay.nn.functional as F": "import torch.nn.functional as F",
    "from tensorplay.utils.data import DataLoader, TensorDataset, random_split":
        "from torch.utils.data import DataLoader, TensorDataset, random_split",
}
PAGES = Path(__file__).resolve().parent
_FENCE = re.compile(r'^```python exec="on" session="(?P<session>[^"]+)"[^\n]*\n(?P<code>.*?)^```$',
                    re.S | re.M)


def fences(page: str, session: str, stop: str = "tutorials._swap import") -> list[str]:
    """The code of the page's executed fences of `session`, before the first one containing
    `stop` (the fences that show and run the swap)."""
    text = (PAGES / page).read_text(encoding="utf-8")
    out = []
    for m in _FENCE.finditer(text):
        if m["session"] != session:
            continue
        if stop in m["code"]:
            break
        out.append(m["code"])
    return out


def swapped(code: str) -> str:
    """`code` with every tensorplay import line of SWAPS replaced by its PyTorch twin."""
    return "\n".join(SWAPS.get(line.strip(), line) for line in code.splitlines())


def changed_lines(page: str, session: str) -> list[tuple[str, str]]:
    """(tensorplay line, PyTorch line) for each import line the swap changes on the page."""
    lines = "\n".join(fences(page, session)).splitlines()
    return [(line.strip(), SWAPS[line.strip()]) for line in lines if line.strip() in SWAPS]


def run_swapped(page: str, session: str) -> dict:
    """Run the page's code (the fences of `session` before this call) with the imports
    swapped to PyTorch (on one thread), in a fresh module namespace; return that namespace. What the code
    prints (pictures are dropped) is in its "printed" entry."""
    name = f"tutorial_swap_{session}"
    module = types.ModuleType(name)
    sys.modules[name] = module  # as markdown-exec: classes and pickling find their module
    out = io.StringIO()
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as the test oracle: OpenMP threads crawl on a busy machine
    try:
        with contextlib.redirect_stdout(out):
            for code in fences(page, session):
                exec(compile(swapped(code), f"{page} (on PyTorch)", "exec"), module.__dict__)
    finally:
        torch.set_num_threads(threads)
        sys.modules.pop(name, None)
    module.printed = "\n".join(line for line in out.getvalue().splitlines()
                                if not line.startswith("<"))
    return module.__dict__
