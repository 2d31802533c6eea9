"""PyTorch as the test oracle.

TensorPlay promises PyTorch's behaviour, so tests that state that behaviour run
against `torch` too. Torch is a test-only dependency (the `oracle` extra, installed
by `make test-torch` and by CI); the library never imports it.

Without torch installed, oracle tests are skipped with one clear reason, which the
`-ra` summary prints once (`fold_oracle_skip`). With `TENSORPLAY_REQUIRE_TORCH=1`
(set by `.ci/run` for its second pass) a missing torch is a failure, so CI can never
pass with the oracle silently off.
"""

from __future__ import annotations

import importlib
import inspect
import os
import types
from types import ModuleType

import pytest

REQUIRE_TORCH = os.environ.get("TENSORPLAY_REQUIRE_TORCH") == "1"
SKIP_REASON = "PyTorch oracle off (torch is not installed): `make test-torch` installs it and runs these"


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


def fold_oracle_skip(report: pytest.TestReport) -> None:
    """Point an oracle skip at `import_torch`, so `-ra` prints one line for all of them.

    pytest folds skip reports that share file, line and reason; an oracle skip carries the
    location of its test, so a run without torch would list hundreds of identical reasons and
    bury the other skips. Called from `pytest_runtest_makereport` in tests/conftest.py."""
    longrepr = report.longrepr
    if report.skipped and isinstance(longrepr, tuple) and longrepr[2].endswith(SKIP_REASON):
        report.longrepr = (__file__, import_torch.__code__.co_firstlineno, longrepr[2])


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
    a class defined in the test module on tensorplay bases (an `autograd.Function`, a `Dataset`,
    an `nn.Module`) becomes a twin subclassing the backend's bases, with the same class body.
    Names with no counterpart stay as they are."""
    import tensorplay

    out: dict = {"tp": backend}
    if backend is tensorplay:
        return out
    twins: dict = {}
    for name, value in namespace.items():
        if name.startswith("_") or name == "tp":
            continue
        if isinstance(value, ModuleType):
            parts = value.__name__.split(".")
            if parts[0] == "tensorplay" and len(parts) > 1 \
                    and not any(p.startswith("_") for p in parts):  # private: no counterpart
                try:
                    out[name] = importlib.import_module(_twin_path(value.__name__, backend))
                except ImportError:  # an internal layer (tensorplay.core, .dispatch, .ops)
                    pass
        elif isinstance(value, type) and value.__module__ == namespace.get("__name__") \
                and any(c.__module__.startswith("tensorplay") for c in value.__mro__):
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
    """`cls` (a class written in a test) with each tensorplay base replaced by the
    backend's namesake; same body, so its static methods run unchanged on the other library."""
    if cls in twins:
        return twins[cls]
    bases = tuple(
        _twin_class(b, backend, twins) if b.__module__ == cls.__module__
        else _twin_object(b, backend) if b.__module__.startswith("tensorplay") else b
        for b in cls.__bases__
    )
    class_cell = types.CellType()  # what zero-argument super() in the body will see
    body = {k: _rebind_class_cell(_twin_member(v, backend), class_cell) for k, v in vars(cls).items()
            if k not in ("__dict__", "__weakref__", "_backward_cls")}
    twins[cls] = types.new_class(cls.__name__, bases, exec_body=lambda ns: ns.update(body))
    class_cell.cell_contents = twins[cls]
    return twins[cls]


def _rebind_class_cell(value, cell: types.CellType):
    """A copy of a method whose `__class__` closure cell (zero-argument `super()`) is `cell`."""
    wrapper = type(value) if isinstance(value, staticmethod | classmethod) else None
    fn = value.__func__ if wrapper else value
    code = getattr(fn, "__code__", None)
    if not isinstance(fn, types.FunctionType) or "__class__" not in code.co_freevars:
        return value
    closure = tuple(cell if name == "__class__" else c
                    for name, c in zip(code.co_freevars, fn.__closure__))
    new = types.FunctionType(code, fn.__globals__, fn.__name__, fn.__defaults__, closure)
    new.__kwdefaults__, new.__qualname__ = fn.__kwdefaults__, fn.__qualname__
    new.__dict__.update(fn.__dict__)
    return wrapper(new) if wrapper else new


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


def torch_fails(backend: ModuleType, case: str, known: dict[str, str]) -> None:
    """Skip on torch a case that PyTorch itself cannot run (`known` maps case -> the torch
    error), so the test still states PyTorch's semantics on every case torch can check."""
    if backend.__name__ != "tensorplay" and case in known:
        pytest.skip(f"torch {backend.__version__} fails here: {known[case]}")


def version(t) -> int:
    """A tensor's version counter (torch: an int; tensorplay shares it as a one-element list)."""
    v = t._version
    return v if isinstance(v, int) else v[0]


def tensorplay_bug(request: pytest.FixtureRequest, backend: ModuleType, bug: str) -> None:
    """Mark a case as a known tensorplay mismatch (strict xfail on tensorplay: the test fails once
    the bug is fixed, to be unmarked); on torch the case runs and must pass."""
    if backend.__name__ == "tensorplay":
        request.applymarker(pytest.mark.xfail(strict=True, reason=f"tensorplay mismatch: {bug}"))
