"""Settable backend flags, as PyTorch's `torch.backends.<name>` modules have them.

PyTorch replaces such a module by an object whose attributes are properties, so that
`torch.backends.cudnn.benchmark = True` is checked (a non-bool is a RuntimeError) and read back.
TensorPlay does the same by giving the module a subclass of `ModuleType` with one `Flag` per
setting; the values are kept for code that reads them back and change nothing (TensorPlay runs
on NumPy, so there is no cuDNN or cuBLAS to configure).
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any


class Flag:
    """A bool flag of a backend module: read back as set; `setter` names PyTorch's C setter,
    which its error message quotes."""

    def __init__(self, default: bool, setter: str):
        self.default = default
        self.setter = setter

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        return obj.__dict__.get("_flag_values", {}).get(self.name, self.default)

    def __set__(self, obj: Any, value: Any) -> None:
        if not isinstance(value, bool):
            raise RuntimeError(f"{self.setter} expects a bool, but got {type(value).__name__}")
        obj.__dict__.setdefault("_flag_values", {})[self.name] = value


def install(module_name: str, cls: type[ModuleType]) -> None:
    """Give the module `module_name` the class `cls` (its flags become checked properties)."""
    sys.modules[module_name].__class__ = cls
