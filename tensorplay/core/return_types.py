"""Named tuples for ops with several outputs, like `torch.return_types.max`:
`values, indices = x.max(dim=0)` and `x.max(dim=0).values` both work."""

from __future__ import annotations

from collections import namedtuple

_cache: dict = {}


def return_type(op_name: str, fields: tuple):
    key = (op_name, fields)
    cls = _cache.get(key)
    if cls is None:
        cls = _cache[key] = namedtuple(op_name.split(".")[0], fields)
    return cls
