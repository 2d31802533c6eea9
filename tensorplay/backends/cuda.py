"""`tp.backends.cuda`: PyTorch's CUDA backend switches, for a library without CUDA.

`torch.backends.cuda.matmul.allow_tf32 = True` is a common line in training scripts; here
`matmul` keeps its flags with PyTorch's defaults and checks and changes nothing. `is_built()`
is False, as in a CPU build of PyTorch.
"""

from __future__ import annotations

from typing import Any

from ._flags import Flag


def is_built() -> bool:
    """False: TensorPlay is not built with CUDA."""
    return False


class _MatmulFlags:
    """The cuBLAS switches of `matmul`; an unknown name is an AttributeError, as in PyTorch."""

    allow_tf32 = Flag(False, "set_allow_tf32_cublas")

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(f"Unknown attribute {name}")

    def __setattr__(self, name: str, value: Any) -> None:
        if not isinstance(getattr(type(self), name, None), Flag):
            raise AttributeError(f"Unknown attribute {name}")
        super().__setattr__(name, value)


matmul = _MatmulFlags()
