"""Backends TensorPlay can run its kernels on.

`tensorplay.backends.c` — the optional C extension generated from ops.yaml
(`tp.backends.c.is_available()` says whether it is in use). `cudnn`, `cuda` and `mps` are
PyTorch's namespaces of the same names, answered for a CPU-only library: their flags can be set
and read back, and nothing is available.
"""

from . import c, cuda, cudnn, mps

__all__ = ["c", "cuda", "cudnn", "mps"]
