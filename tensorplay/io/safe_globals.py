"""The allow-list of classes and functions a whole-module `tp.load` may rebuild.

PyTorch's `torch.serialization.add_safe_globals` / `safe_globals` / `get_safe_globals` /
`clear_safe_globals`, exported as `tp.serialization.*`. `tensorplay.nn`'s own classes and the ops
of `tp` and `tp.nn.functional` are always allowed (`_module_record`), so they are not listed.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from .module_record import global_name

_SAFE_GLOBALS: list = []


def _allowed() -> dict[str, Any]:
    """`module:qualname` -> object, for every allow-listed global (a `(obj, "module.name")` pair
    is listed under the name it gives)."""
    out = {}
    for g in _SAFE_GLOBALS:
        obj, name = g if isinstance(g, tuple) else (g, None)
        out[name.replace(":", ".") if name else global_name(obj)] = obj
    return out


def add_safe_globals(safe_globals: list[Callable | tuple[Callable, str]]) -> None:
    """Allow `tp.load` (with `weights_only=True`) to rebuild modules of these classes, and to
    set these functions as attributes. List only classes you trust: loading builds an object of
    the class without calling its `__init__`, and the object's methods run when you use it."""
    if not isinstance(safe_globals, list):
        raise TypeError(f"add_safe_globals expects a list, got {type(safe_globals).__name__}")
    for g in safe_globals:
        obj = g[0] if isinstance(g, tuple) else g
        if isinstance(g, tuple) and (len(g) != 2 or not isinstance(g[1], str)):
            raise TypeError("add_safe_globals: a tuple entry must be (class or function, name)")
        if not callable(obj):
            raise TypeError(f"add_safe_globals expects classes or functions, got {obj!r:.60}")
        if g not in _SAFE_GLOBALS:
            _SAFE_GLOBALS.append(g)


def get_safe_globals() -> list[Callable | tuple[Callable, str]]:
    """The allow-listed classes and functions (tensorplay.nn's classes are always allowed)."""
    return list(_SAFE_GLOBALS)


def clear_safe_globals() -> None:
    """Empty the allow-list."""
    _SAFE_GLOBALS.clear()


@contextlib.contextmanager
def safe_globals(safe_globals: list[Callable | tuple[Callable, str]]) -> Iterator[None]:
    """Allow-list these classes and functions for the `with` block only."""
    before = list(_SAFE_GLOBALS)
    add_safe_globals(safe_globals)
    try:
        yield
    finally:
        _SAFE_GLOBALS[:] = before
