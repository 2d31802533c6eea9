"""`tensorplay.utils`: `data` (datasets and loaders), `dlpack` (zero-copy exchange)."""

from . import data, dlpack

__all__ = ["data", "dlpack"]
