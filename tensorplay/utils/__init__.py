"""`tensorplay.utils`: `data` (datasets and loaders), `dlpack` (zero-copy exchange), `viz`
(pictures of the autograd graph; matplotlib, optional, is imported only to draw)."""

from . import data, dlpack, viz

__all__ = ["data", "dlpack", "viz"]
