"""What the autograd.function reference seed (000_bd871e24840adbaa.txt) documents.

The seed lists, per section (`### Name`), the object's documented path in a ```python
block (`class tensorplay.autograd.function.Function` or
`tensorplay.autograd.function.once_differentiable(fn)`) and then one block per member
(`classmethod apply(*args, **kwargs)`, `static backward(ctx, *grad_outputs)`,
`mro()`). This module reads them into `Entry` records.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field

from .snippets import FUNCTION_REFERENCE

_BLOCK = re.compile(r"```python\n(.*?)\n```", re.S)
_SECTION = re.compile(r"^### (\w+)$", re.M)
_KINDS = ("classmethod", "static")


@dataclass
class Member:
    name: str
    kind: str  # "classmethod", "static" or "method"
    params: str  # the text between the parentheses


@dataclass
class Entry:
    name: str
    path: str  # dotted path of the object
    is_class: bool
    params: str | None  # the documented constructor / call parameters, if any
    members: list[Member] = field(default_factory=list)


def _split_call(text: str) -> tuple[str, str | None]:
    m = re.match(r"^([\w.]+)(?:\((.*)\))?$", text.strip())
    assert m, f"unreadable signature {text!r}"
    return m.group(1), m.group(2)


def entries() -> list[Entry]:
    text = FUNCTION_REFERENCE.read_text(encoding="utf-8")
    heads = list(_SECTION.finditer(text))
    out = []
    for k, head in enumerate(heads):
        body = text[head.end(): heads[k + 1].start() if k + 1 < len(heads) else len(text)]
        blocks = [b.strip() for b in _BLOCK.findall(body)]
        first, rest = blocks[0], blocks[1:]
        is_class = first.startswith("class ")
        path, params = _split_call(first.removeprefix("class "))
        entry = Entry(head.group(1), path, is_class, params)
        for b in rest:
            words = b.split(None, 1)
            kind = words[0] if words[0] in _KINDS else "method"
            sig = words[1] if kind != "method" else b
            if not re.match(r"^\w+\(.*\)$", sig):
                continue  # a usage example inside a docstring, not a member
            name, params = _split_call(sig)
            entry.members.append(Member(name, kind, params or ""))
        out.append(entry)
    return out


def parameters(params: str) -> list[tuple[str, inspect._ParameterKind]]:
    """(name, kind) of each parameter of a documented parameter list."""
    ns: dict = {}
    exec(f"def _f({params}): pass", ns)
    return [(p.name, p.kind) for p in inspect.signature(ns["_f"]).parameters.values()]


def actual_parameters(obj) -> list[tuple[str, inspect._ParameterKind]]:
    return [(p.name, p.kind) for p in inspect.signature(obj).parameters.values()]
