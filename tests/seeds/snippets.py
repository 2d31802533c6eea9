"""The code snippets of the func tour seed (003_dfb882ab0952f40f.txt), exactly as written.

The seed is a web page saved as text: prose paragraphs and Python snippets with no
markup between them. A snippet starts at a line `import tensorplay as tp` and runs
until the first prose line (a sentence, not Python) after a blank line.
"""

from __future__ import annotations

import keyword
import re
from pathlib import Path

SEEDS = Path(__file__).resolve().parent
FUNC_TOUR = SEEDS / "003_dfb882ab0952f40f.txt"
FUNCTION_REFERENCE = SEEDS / "000_bd871e24840adbaa.txt"


def _is_prose(line: str) -> bool:
    """A line of the document's text rather than of a snippet."""
    if " \u2014 " in line or re.match(r"^[A-Z]", line) or re.match(r"^\w+\(\)$", line):
        return True
    m = re.match(r"^(\w+)(\(\))?,? [a-z]", line)
    return bool(m) and not keyword.iskeyword(m.group(1))


def snippets(text: str) -> list[str]:
    """Every snippet of the tour, in document order, with its own line breaks."""
    out: list[list[str]] = []
    cur: list[str] | None = None
    blank = False
    for line in text.splitlines():
        if line.startswith("import tensorplay as tp"):
            if cur:
                out.append(cur)
            cur, blank = [line], False
            continue
        if cur is None:
            continue
        if not line.strip():
            blank = True
            cur.append(line)
            continue
        if blank and _is_prose(line):
            out.append(cur)
            cur = None
            continue
        blank = False
        cur.append(line)
    if cur:
        out.append(cur)
    return ["\n".join(s).strip() + "\n" for s in out]


def tour_snippets() -> list[str]:
    return snippets(FUNC_TOUR.read_text(encoding="utf-8"))
