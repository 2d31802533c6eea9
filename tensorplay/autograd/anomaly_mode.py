"""Anomaly mode (PyTorch's `torch.autograd.detect_anomaly`): a debugging aid.

While it is on, every graph node remembers the traceback of the forward call that made it
(`node.metadata["traceback_"]`, and `"parent_"`, the node whose backward made it, for a node
recorded by a `create_graph=True` backward). The engine then runs each node under a guard: an
error, or a gradient containing NaN (with `check_nan`), first warns with the forward traceback
of the failing node (and of the nodes that induced it), then raises.

The mode is process-wide, as in PyTorch. While it is on every op is sent down the general path
(`core.interpreters.hold_general_path`), where `autograd/record.py` stores the traceback with
the node it makes.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
import traceback
import warnings

import numpy as np

from ..core.interpreters import hold_general_path, release_general_path


class _State:
    enabled = False
    check_nan = True


state = _State()
_TOKEN = object()  # what this mode pushes on the general-path list while it is on
_local = threading.local()  # `node`: the node whose backward is running in this thread

__all__ = ["detect_anomaly", "is_anomaly_check_nan_enabled", "is_anomaly_enabled",
           "set_anomaly_enabled", "set_detect_anomaly"]


def is_anomaly_enabled() -> bool:
    """Is anomaly detection on (`torch.is_anomaly_enabled`)?"""
    return state.enabled


def is_anomaly_check_nan_enabled() -> bool:
    """Does anomaly detection also check backward results for NaN?"""
    return state.check_nan


def set_anomaly_enabled(enabled: bool, check_nan: bool = True) -> None:
    """Turn anomaly detection on or off (`torch.set_anomaly_enabled`)."""
    enabled = bool(enabled)
    if enabled and not state.enabled:
        hold_general_path(_TOKEN)
    elif state.enabled and not enabled:
        release_general_path(_TOKEN)
    state.enabled, state.check_nan = enabled, bool(check_nan)


class detect_anomaly:
    """Context manager (and decorator) that turns anomaly detection on for its block.

    Forward calls inside it record their traceback on their graph nodes; a backward pass inside
    it warns with that traceback when a node fails, and with `check_nan=True` raises
    RuntimeError("Function 'DivBackward0' returned nan values in its 0th output.") at the first
    node whose gradient contains NaN. Slow: for debugging only (it warns so when created)."""

    def __init__(self, check_nan: bool = True) -> None:
        self.prev = state.enabled
        self.check_nan = check_nan
        self.prev_check_nan = state.check_nan
        warnings.warn("Anomaly Detection has been enabled. This mode will increase the runtime "
                      "and should only be enabled for debugging.", stacklevel=2)

    def __enter__(self) -> None:
        self.prev, self.prev_check_nan = state.enabled, state.check_nan
        set_anomaly_enabled(True, self.check_nan)

    def __exit__(self, *exc) -> None:
        set_anomaly_enabled(self.prev, self.prev_check_nan)

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self:
                return fn(*args, **kwargs)

        return wrapper


class set_detect_anomaly:
    """Set anomaly detection on or off: as a call (it stays so) or as a context manager (the
    previous setting comes back on exit)."""

    def __init__(self, mode: bool, check_nan: bool = True) -> None:
        self.prev, self.prev_check_nan = state.enabled, state.check_nan
        set_anomaly_enabled(mode, check_nan)

    def __enter__(self) -> None:
        pass

    def __exit__(self, *exc) -> None:
        set_anomaly_enabled(self.prev, self.prev_check_nan)


# ---- recording (called only while the mode is on) ------------------------------------------
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


_MACHINERY = ("core", "dispatch", "ops", "autograd", "func")


def _internal(filename: str) -> bool:
    """A frame of TensorPlay's own op machinery (dispatch, generated ops, autograd, transforms):
    PyTorch's ops are C++, so its traceback ends at the caller's frame; ours drops these."""
    if not filename.startswith(_PACKAGE):
        return False
    rel = filename[len(_PACKAGE):]
    return rel.startswith(("_", *(layer + os.sep for layer in _MACHINERY)))


def store_traceback(node) -> None:
    """Remember on `node` where the forward call that made it came from (and, during a
    backward pass, which node's backward made it)."""
    stack = traceback.extract_stack()
    while stack and _internal(stack[-1].filename):
        stack.pop()
    meta = node.metadata
    meta["traceback_"] = traceback.format_list(stack)
    parent = getattr(_local, "node", None)
    if parent is not None:
        meta["parent_"] = parent


# ---- the guarded backward step (engine.run's anomaly loop) --------------------------------
def guarded_apply(node, buf: list) -> tuple:
    """`node.apply(buf)` with the anomaly checks: on an error or a NaN gradient, warn with the
    forward tracebacks of the node and its parents, then raise."""
    prev = getattr(_local, "node", None)
    _local.node = node
    try:
        grads = node.apply(buf)
        if state.check_nan:
            for i, g in enumerate(grads):
                if g is not None and _has_nan(g):
                    raise RuntimeError(f"Function '{node.name()}' returned nan values in its "
                                       f"{i}th output.")
        return grads
    except BaseException:
        _warn_forward_trace(node)
        raise
    finally:
        _local.node = prev


def _has_nan(g) -> bool:
    while getattr(g, "_interp", None) is not None:  # a transform's wrapper: its inner value
        inner = getattr(g, "_inner", None)
        if inner is None:
            return False
        g = inner
    data = g._data
    return data.dtype.kind in "fc" and bool(np.isnan(data).any())


def _user_stacklevel() -> int:
    """The `stacklevel` that points a warning at the first caller outside TensorPlay's
    machinery (the user's `backward()` call)."""
    frame, level = sys._getframe(2), 2
    while frame is not None and _internal(frame.f_code.co_filename):
        frame, level = frame.f_back, level + 1
    return level


def _warn_forward_trace(node) -> None:
    level = _user_stacklevel()
    meta = node.__dict__.get("_metadata") or {}
    tb = meta.get("traceback_")
    if tb is None:
        warnings.warn(f"Error detected in {node.name()}. No forward pass information available. "
                      "Enable detect anomaly during forward pass for more information.",
                      stacklevel=level)
        return
    warnings.warn(f"Error detected in {node.name()}. Traceback of forward call that caused the "
                  f"error:\n{''.join(tb)}", stacklevel=level)
    parent = meta.get("parent_")
    while parent is not None:
        pmeta = parent.__dict__.get("_metadata") or {}
        ptb = pmeta.get("traceback_")
        if ptb is None:
            break
        warnings.warn(f"\n\nPrevious calculation was induced by {parent.name()}. Traceback of "
                      f"forward call that induced the previous calculation:\n{''.join(ptb)}",
                      stacklevel=level)
        parent = pmeta.get("parent_")
