"""`tp.backends.cudnn`: PyTorch's cuDNN switches, for a library without cuDNN.

Training scripts set `torch.backends.cudnn.benchmark = True` or `deterministic = True` before they
start; here the flags are kept and read back with PyTorch's defaults and checks (a non-bool is a
RuntimeError), and change nothing: TensorPlay's kernels are NumPy's, deterministic on the CPU.
`is_available()` is False and `version()` None, as in a CPU build of PyTorch.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from types import ModuleType

from ._flags import Flag, install

benchmark_limit = None  # PyTorch sets a limit only when cuDNN is available


def is_available() -> bool:
    """False: there is no cuDNN."""
    return False


def version() -> None:
    """None: there is no cuDNN library (PyTorch's answer when it finds none)."""
    return None


def is_acceptable(tensor) -> bool:
    """False: cuDNN would take only CUDA tensors, and TensorPlay has none."""
    return False


def set_flags(_enabled: bool | None = None, _benchmark: bool | None = None,
              _benchmark_limit: int | None = None, _deterministic: bool | None = None,
              _allow_tf32: bool | None = None) -> tuple:
    """Set the flags that are not None; return the previous values (for `flags`)."""
    import sys

    m = sys.modules[__name__]
    orig = (m.enabled, m.benchmark, None, m.deterministic, m.allow_tf32)
    for name, value in (("enabled", _enabled), ("benchmark", _benchmark),
                        ("deterministic", _deterministic), ("allow_tf32", _allow_tf32)):
        if value is not None:
            setattr(m, name, value)
    return orig


@contextlib.contextmanager
def flags(enabled: bool = False, benchmark: bool = False, benchmark_limit: int = 10,
          deterministic: bool = False, allow_tf32: bool = True) -> Iterator[None]:
    """Set the flags for the `with` block and restore them after; PyTorch's defaults, so a flag
    not named is reset for the block (`enabled` to False)."""
    orig = set_flags(enabled, benchmark, benchmark_limit, deterministic, allow_tf32)
    try:
        yield
    finally:
        set_flags(*orig)


class _CudnnModule(ModuleType):
    enabled = Flag(True, "set_enabled_cudnn")
    benchmark = Flag(False, "set_benchmark_cudnn")
    deterministic = Flag(False, "set_deterministic_cudnn")
    allow_tf32 = Flag(True, "set_allow_tf32_cublas")


install(__name__, _CudnnModule)
