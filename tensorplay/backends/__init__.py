"""Backends TensorPlay can run its kernels on.

`tensorplay.backends.c` — the optional C extension generated from ops.yaml
(`tp.backends.c.is_available()` says whether it is in use).
"""

from . import c

__all__ = ["c"]
