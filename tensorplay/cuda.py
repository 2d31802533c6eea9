"""`tp.cuda`: the CUDA namespace of PyTorch, for a library without CUDA.

Code written for PyTorch asks `torch.cuda.is_available()` to choose its device
and seeds CUDA generators next to the CPU one; here the answer is always "no
CUDA", and seeding CUDA does nothing (as in a CPU-only PyTorch).
"""

from __future__ import annotations

from .core.device import unavailable


def is_available() -> bool:
    """False: TensorPlay runs on the CPU only."""
    return False


def device_count() -> int:
    """0: there are no CUDA devices."""
    return 0


def manual_seed(seed: int) -> None:
    """Seed the (absent) CUDA generators: nothing to do (`tp.manual_seed` seeds the CPU one)."""


def manual_seed_all(seed: int) -> None:
    """Seed every (absent) CUDA generator: nothing to do."""


def synchronize(device=None) -> None:
    """Wait for CUDA kernels: with no CUDA this fails, as in a CPU-only PyTorch."""
    unavailable("cuda")
