"""How generated code refers to ops, formula helpers and kernel helpers (`O.sum`, `H.sum_to`,
`KS._dim`), where each helper is defined (the `uses` lines above each generated block), and
`qualify`, which rewrites a formula's names into those forms."""

from __future__ import annotations

import ast
import re

from .opspec import OpSpec
from .spec import HELPER_MODULES
from .spec_yaml import FAMILIES, ROOT, module_lines

SHARED_KERNELS = "tensorplay/ops/shared/kernels.py"


def qualify(source: str, mapping: dict[str, str], local: set[str] = frozenset()) -> str:
    """`source` with every read of a name in `mapping` replaced by its qualified form
    (`sum_to(g, s)` → `H.sum_to(g, s)`), except names that are local (arguments, names the
    body assigns). Text, spacing and comments are kept: only those names change."""
    tree = ast.parse(source, mode="exec")
    local = set(local) | {n.id for n in ast.walk(tree)
                          if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    hits = sorted(((n.lineno, n.col_offset, n.id) for n in ast.walk(tree)
                   if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
                   and n.id in mapping and n.id not in local), reverse=True)
    lines = source.split("\n")
    for row, col, name in hits:
        line = lines[row - 1]
        col = len(line.encode()[:col].decode())  # ast columns count UTF-8 bytes
        lines[row - 1] = line[:col] + mapping[name] + line[col + len(name):]
    return "\n".join(lines)


class Names:
    """How generated code refers to ops, formula helpers and kernel helpers, and where each
    helper is defined (for the `uses` lines of each block)."""

    def __init__(self, ops: list[OpSpec], family: str | None = None):
        self.ops = {o.sig.name for o in ops}
        # formula helpers: the family's own (`H.`, tensorplay/ops/<family>/formulas.py), then the
        # shared ones (`HS.`, tensorplay/ops/shared/formulas.py, which re-exports loss_helpers)
        self.helper_where = {n: ("HS", f"tensorplay/ops/shared/{m}", line) for m in reversed(HELPER_MODULES)
                             for n, line in module_lines(ROOT / "tensorplay" / "ops" / "shared" / m).items()}
        for fam in FAMILIES if family is None else (family,):
            own = f"tensorplay/ops/{fam}/formulas.py"
            if (ROOT / own).exists():
                self.helper_where.update({n: ("H", own, line) for n, line in module_lines(ROOT / own).items()})
        self.helper_lines = {n: line for n, (_, _, line) in self.helper_where.items()}
        # kernel helpers: the family's own (`K.`, tensorplay/ops/<family>/kernels.py), then the
        # shared ones (`KS.`, tensorplay/ops/shared/kernels.py)
        self.kernel_where = {n: ("KS", SHARED_KERNELS, line)
                             for n, line in module_lines(ROOT / SHARED_KERNELS).items()}
        for fam in FAMILIES if family is None else (family,):  # None: every op's (for the tables)
            own = f"tensorplay/ops/{fam}/kernels.py"
            if (ROOT / own).exists():
                self.kernel_where.update({n: ("K", own, line) for n, line in module_lines(ROOT / own).items()})
        # an op and a helper of the same name: the op wins (as it always has)
        self.formula = {n: f"{alias}.{n}" for n, (alias, _, _) in self.helper_where.items() if n not in self.ops}
        self.derivative = {**self.formula, **{n: f"O.{n}" for n in self.ops}}
        self.kernel = {n: f"{alias}.{n}" for n, (alias, _, _) in self.kernel_where.items()}

    def shown(self, sources: list[str]) -> list[str]:
        """The helpers the generated sources call, each with its file:line."""
        found = set()
        for src in sources:
            found |= set(re.findall(r"\b(H|HS|K|KS)\.(\w+)", src))
        out = []
        for mod, name in sorted(found):
            where = self.helper_where if mod in ("H", "HS") else self.kernel_where
            path, line = where.get(name, (None, None, None))[1:]
            if line is not None:
                out.append(f"{mod}.{name} ({path}:{line})")
        return out
