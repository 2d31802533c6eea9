"""The banner every generated file starts with (shared by the Python and the C renderers)."""

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
