"""`tp.backends.mps`: PyTorch's Apple-GPU queries, answered for a CPU-only library.

Device-picking code asks `torch.backends.mps.is_available()` after CUDA; the answer is False.
"""

from __future__ import annotations


def is_available() -> bool:
    """False: TensorPlay runs on the CPU only."""
    return False


def is_built() -> bool:
    """False: TensorPlay is not built with MPS."""
    return False
