"""Text helpers of the renderers: the banner every generated file starts with (shared by the
Python and the C renderers), Python literals, and calls wrapped to a width."""

from __future__ import annotations

# Built by concatenation so that this file is not itself mistaken for generated output.
MARK = "GENERATED " + "FILE"


def header(template: str, comment: str = "#") -> str:
    """The do-not-edit lines naming the template a file was rendered from."""
    lines = [
        f"{MARK} from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/{template})"
        " — do not edit.",
        "Regenerate with `make generate`; change the spec or the template instead.",
    ]
    if comment == "<!--":
        return "<!-- " + " ".join(lines) + " -->"
    return "\n".join(f"{comment} {line}" for line in lines)


def pyrepr(value) -> str:
    """repr() that stays valid Python for non-finite floats (ops.yaml `.inf` → float('inf'))."""
    if isinstance(value, float) and value != value:
        return "float('nan')"
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return "float('inf')" if value > 0 else "float('-inf')"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{pyrepr(k)}: {pyrepr(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(pyrepr(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + ", ".join(pyrepr(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    return repr(value)


def packed(items: list[str], head: str, tail: str = ")", width: int = 110) -> str:
    """`head` + the items separated by commas + `tail`, wrapped at `width` with continuation
    lines aligned under the first item: an `OpDef(...)` call or a table in a few lines."""
    indent = " " * len(head)
    lines, line = [], head
    for i, item in enumerate(items):
        piece = item + (", " if i < len(items) - 1 else tail)
        if len(line) + len(piece.rstrip()) > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += piece
    if not items:
        line += tail
    lines.append(line.rstrip())
    return "\n".join(lines)
