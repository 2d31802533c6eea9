"""`tensorplay.utils.dlpack`: `to_dlpack` and `from_dlpack`, as `torch.utils.dlpack`."""

from .._dlpack import from_dlpack, to_dlpack

__all__ = ["from_dlpack", "to_dlpack"]
