"""Grad mode: whether ops record the graph. Thread-local, as in PyTorch."""

from __future__ import annotations

import functools
import threading


class _State(threading.local):
    enabled = True


_state = _State()


def is_grad_enabled() -> bool:
    return _state.enabled


def _set(mode: bool) -> None:
    _state.enabled = mode


class _GradModeContext:
    """Base of the three context managers; each also works as a decorator."""

    mode: bool

    def __enter__(self) -> None:
        self._prev = _state.enabled
        _state.enabled = self.mode

    def __exit__(self, *exc) -> None:
        _state.enabled = self._prev

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self.__class__(*self._ctor_args()):
                return fn(*args, **kwargs)

        return wrapper

    def _ctor_args(self) -> tuple:
        return ()


class no_grad(_GradModeContext):
    """Disable graph recording inside the block (or the decorated function)."""

    mode = False


class enable_grad(_GradModeContext):
    """Enable graph recording inside the block, e.g. within a `no_grad` region."""

    mode = True


class set_grad_enabled(_GradModeContext):
    """Set grad mode to `mode`; takes effect immediately, also as a context manager."""

    def __init__(self, mode: bool):
        self.mode = bool(mode)
        self._prev = _state.enabled
        _state.enabled = self.mode

    def __enter__(self) -> None:
        pass

    def __call__(self, fn):
        _state.enabled = self._prev  # used as a decorator: only the call changes the mode
        return super().__call__(fn)

    def _ctor_args(self) -> tuple:
        return (self.mode,)
