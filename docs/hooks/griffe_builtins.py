"""A griffe extension (mkdocs.yml, mkdocstrings `extensions:`): annotations naming a Python
builtin (`bool`, `float`, `int`) render as that builtin.

griffe resolves a name in an annotation through the enclosing modules' scopes, up to the
package. `tensorplay` exports dtypes under builtin names (`tp.bool`, `tp.float`, `tp.int`,
as `torch` does), so without this every `flag: bool` of every submodule would be shown as
the dtype `bool_` with a link to it.
"""

from __future__ import annotations

import builtins
from typing import Any

import griffe

_BUILTINS = frozenset(dir(builtins))


def _unshadow(expr: Any) -> None:
    """Cut the scope of each builtin-named name in `expr`, so it stays the builtin."""
    if not isinstance(expr, griffe.Expr):
        return
    for part in expr.iterate(flat=True):
        if isinstance(part, griffe.ExprName) and part.name in _BUILTINS and part.parent is not None \
                and not isinstance(part.parent, griffe.ExprName | str):
            part.parent = None


class BuiltinAnnotations(griffe.Extension):
    """Run once the package is loaded, over every function's and attribute's annotations."""

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        seen: set[int] = set()
        stack: list[griffe.Object] = [pkg]
        while stack:
            obj = stack.pop()
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            if isinstance(obj, griffe.Function):
                for param in obj.parameters:
                    _unshadow(param.annotation)
                _unshadow(obj.returns)
            elif isinstance(obj, griffe.Attribute):
                _unshadow(obj.annotation)
            stack.extend(m for m in obj.members.values() if not m.is_alias)
