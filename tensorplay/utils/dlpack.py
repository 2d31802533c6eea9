"""`tensorplay.utils.dlpack`: `to_dlpack` and `from_dlpack`, as `torch.utils.dlpack`."""

from ..io.dlpack import from_dlpack, to_dlpack

__all__ = ["from_dlpack", "to_dlpack"]
