"""PyTorch as the test oracle.

TensorPlay promises PyTorch's behaviour, so tests that state that behaviour run
against `torch` too. Torch is a test-only dependency (the `oracle` extra, installed
by `make test-torch` and by CI); the library never imports it.

Without torch installed, oracle tests are skipped with one clear reason. With
`TENSORPLAY_REQUIRE_TORCH=1` (set by `.ci/run`) a missing torch is a failure, so
CI can never pass with the oracle silently off.
"""

from __future__ import annotations

import importlib
import inspect
import os
import types
from types import ModuleType

import pytest

REQUIRE_TORCH = os.environ.get("TENSORPLAY_REQUIRE_TORCH") == "1"
SKIP_REASON = "PyTorch (the test oracle) is not installed: `make test-torch` installs it"


def import_torch() -> ModuleType:
    """Return the `torch` module, or skip (fail under TENSORPLAY_REQUIRE_TORCH=1)."""
    try:
        import torch
    except ImportError:
        if REQUIRE_TORCH:
            pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
        pytest.skip(SKIP_REASON)
    torch.set_num_threads(1)
    return torch


def have_torch() -> bool:
    try:
        import torch  # noqa: F401
    except ImportError:
        return False
    return True


def wording(backend: ModuleType, pattern: str) -> str | None:
    """`pytest.raises(Cls, match=wording(tp, r"..."))` in a test run on both backends: the
    exception class is PyTorch's on both, while the message pattern checks TensorPlay's own
    wording (which names the argument, its shape and the fix) and so applies on tensorplay only."""
    return pattern if backend.__name__ == "tensorplay" else None


def tensorplay_only(backend: ModuleType, difference: str) -> None:
    """Skip on torch a test that pins a documented difference (an id in docs/differences.md)."""
    if backend.__name__ != "tensorplay":
        pytest.skip(f"pins a deliberate difference: docs/differences.md `{difference}`")


def arr(t):
    """The values of a tensorplay or torch tensor as a NumPy array (detached, same dtype)."""
    return t.detach().numpy()


def twin_globals(namespace: dict, backend: ModuleType) -> dict:
    """The globals of a test module written against tensorplay, rebound to `backend`.

    `tp` becomes the backend; a public global defined in tensorplay (a submodule such as
    `tensorplay.func` imported as `F`, a function or class such as `vmap`, `Function`,
    `once_differentiable`) becomes the object of the same name at the same path in the backend
    (a private module on the path is skipped: `tensorplay.func._vmap.vmap` -> `torch.func.vmap`);
    an `autograd.Function` subclass defined in the test module becomes a twin subclassing the
    backend's bases, with the same class body. Names with no counterpart stay as they are."""
    import tensorplay

    out: dict = {"tp": backend}
    if backend is tensorplay:
        return out
    twins: dict = {}
    function_base = tensorplay.autograd.Function
    for name, value in namespace.items():
        if name.startswith("_") or name == "tp":
            continue
        if isinstance(value, ModuleType):
            if value.__name__.startswith("tensorplay."):
                out[name] = importlib.import_module(_twin_path(value.__name__, backend))
        elif isinstance(value, type) and issubclass(value, function_base) \
                and value.__module__ == namespace.get("__name__"):
            out[name] = _twin_class(value, backend, twins)
        elif callable(value) and str(getattr(value, "__module__", "")).startswith("tensorplay"):
            twin = _twin_object(value, backend)
            if twin is not None:
                out[name] = twin
    return out


def _twin_path(module: str, backend: ModuleType) -> str:
    return backend.__name__ + module[len("tensorplay"):]


def _twin_object(value, backend: ModuleType):
    """`value`'s namesake in the backend, looked up along its module path (innermost first)."""
    parts = _twin_path(value.__module__, backend).split(".")
    for k in range(len(parts), 0, -1):
        if parts[k - 1].startswith("_") and k > 1:
            continue
        try:
            module = importlib.import_module(".".join(parts[:k]))
        except ImportError:
            continue
        twin = getattr(module, value.__name__, None)
        if twin is not None:
            return twin
    return None


def _twin_class(cls: type, backend: ModuleType, twins: dict) -> type:
    """`cls` (a Function subclass written in a test) with each tensorplay base replaced by the
    backend's namesake; same body, so its static methods run unchanged on the other library."""
    if cls in twins:
        return twins[cls]
    bases = tuple(
        _twin_class(b, backend, twins) if b.__module__ == cls.__module__
        else _twin_object(b, backend) if b.__module__.startswith("tensorplay") else b
        for b in cls.__bases__
    )
    body = {k: _twin_member(v, backend) for k, v in vars(cls).items()
            if k not in ("__dict__", "__weakref__", "_backward_cls")}
    twins[cls] = types.new_class(cls.__name__, bases, exec_body=lambda ns: ns.update(body))
    return twins[cls]


def _twin_member(value, backend: ModuleType):
    """A class-body entry for the twin: a static method wrapped by a tensorplay decorator
    (`@once_differentiable`) is wrapped again by the backend's namesake."""
    fn = value.__func__ if isinstance(value, staticmethod) else value
    inner = getattr(fn, "__wrapped__", None)
    code = getattr(fn, "__code__", None)
    module = inspect.getmodule(code) if code is not None else None
    if inner is None or module is None or not module.__name__.startswith("tensorplay"):
        return value
    decorator = getattr(module, code.co_qualname.split(".<locals>")[0])
    twin = _twin_object(decorator, backend)(inner)
    return staticmethod(twin) if isinstance(value, staticmethod) else twin
