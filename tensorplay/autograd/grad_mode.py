"""Grad mode: whether ops record the graph; inference mode, a stricter no_grad whose
results are marked `is_inference()`. Both are thread-local, as in PyTorch."""

from __future__ import annotations

import functools

from ..core.grad_state import state
from ..core.interpreters import hold_general_path, release_general_path

_state = state  # the per-thread flags (tensorplay/core/grad_state.py)


def is_grad_enabled() -> bool:
    return _state.shown if _state.inference else _state.enabled


def _set(mode: bool) -> None:
    """Set grad mode; inside inference mode nothing is recorded whatever it says (the mode is
    only remembered for is_grad_enabled), as PyTorch never records there."""
    if _state.inference:
        _state.shown = mode
    else:
        _state.enabled = mode


def _snapshot() -> tuple:
    return _state.enabled, _state.inference, _state.shown


def _restore(saved: tuple) -> None:
    _state.enabled, _state.inference, _state.shown = saved


class _GradModeContext:
    """Base of the three context managers; each also works as a decorator."""

    mode: bool

    def __enter__(self) -> None:
        self._prev = _snapshot()
        _set(self.mode)

    def __exit__(self, *exc) -> None:
        _restore(self._prev)

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
        self._prev = _snapshot()
        _set(self.mode)

    def __enter__(self) -> None:
        pass

    def __call__(self, fn):
        _restore(self._prev)  # used as a decorator: only the call changes the mode
        return super().__call__(fn)

    def _ctor_args(self) -> tuple:
        return (self.mode,)


def is_inference_mode_enabled() -> bool:
    return _state.inference


class inference_mode(_GradModeContext):
    """`inference_mode(True)`: like `no_grad` (nothing is recorded, not even under
    `enable_grad`), and every tensor an op or a factory makes inside reports `is_inference()`.
    `inference_mode(False)` leaves it again and turns grad mode on. A context manager or a
    decorator, with or without the call: `@inference_mode` / `@inference_mode()`.

    TensorPlay marks the results only; it does not forbid using them in recorded computations
    later, as PyTorch does (docs/differences.md `inference-tensors-unrestricted`)."""

    def __new__(cls, mode=True):
        if callable(mode) and not isinstance(mode, bool):
            return cls()(mode)
        return super().__new__(cls)

    def __init__(self, mode: bool = True):
        self.mode = bool(mode)

    def __enter__(self) -> None:
        self._prev = _snapshot()
        if self.mode:
            _state.shown = False
            _state.enabled, _state.inference = False, True
        else:
            _state.enabled, _state.inference = True, False
        # The generated fast paths do not mark their results: while a thread is in inference
        # mode every op takes the general path (tensorplay/dispatch/base.py), which does.
        self._token = object()
        hold_general_path(self._token)

    def __exit__(self, *exc) -> None:
        _restore(self._prev)
        release_general_path(self._token)

    def _ctor_args(self) -> tuple:
        return (self.mode,)

    def clone(self) -> inference_mode:
        return self.__class__(self.mode)
