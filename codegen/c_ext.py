"""The C extension renderer: ops with a `c_kernel:` entry → tensorplay/_C/_ops.c.

(Filled in by the C-extension work; until then there is nothing to render.)
"""

from __future__ import annotations


def render(ops, env) -> dict[str, str]:
    return {}
