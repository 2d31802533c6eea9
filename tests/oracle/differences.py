"""Read docs/differences.md: the deliberate differences from PyTorch.

The oracle harness calls `covered(case)` for each mismatch it finds: a mismatch no entry
covers fails, and so does an entry whose oracle cases all agree with PyTorch (stale).
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "differences.md"
_HEADING = re.compile(r"^## `(?P<id>[a-z0-9][a-z0-9-]*)`: (?P<title>.+)$", re.M)
_FIELD = re.compile(r"^- \*\*(?P<key>Reason|Pinned by|Oracle):\*\* (?P<value>.+)$", re.M)


@dataclass(frozen=True)
class Difference:
    id: str
    title: str
    reason: str
    pinned_by: tuple[str, ...]
    oracle: tuple[str, ...]  # fnmatch patterns over harness case names

    def covers(self, case: str) -> bool:
        return any(fnmatch.fnmatchcase(case, pattern) for pattern in self.oracle)


@cache
def differences() -> tuple[Difference, ...]:
    """Every entry of the page, in order; a malformed entry raises ValueError."""
    text = re.sub(r"^```.*?^```", "", PAGE.read_text(), flags=re.M | re.S)  # the format example
    heads = list(_HEADING.finditer(text))
    out = []
    for head, nxt in zip(heads, [*heads[1:], None]):
        body = text[head.end(): nxt.start() if nxt else len(text)]
        fields = {m["key"]: m["value"].strip() for m in _FIELD.finditer(body)}
        for key in ("Reason", "Pinned by"):
            if key not in fields:
                raise ValueError(f"docs/differences.md: {head['id']}: missing **{key}:**")
        out.append(Difference(
            id=head["id"], title=head["title"], reason=fields["Reason"],
            pinned_by=tuple(re.findall(r"`([^`]+)`", fields["Pinned by"])),
            oracle=tuple(re.findall(r"`([^`]+)`", fields.get("Oracle", ""))),
        ))
    return tuple(out)


def covering(case: str) -> Difference | None:
    """The documented difference that covers harness case `case`, if any."""
    return next((d for d in differences() if d.covers(case)), None)
