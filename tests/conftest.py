import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import import_torch


@pytest.fixture
def torch():
    """The `torch` module (test-only oracle); skips when torch is not installed."""
    return import_torch()


@pytest.fixture(params=["tensorplay", "torch"])
def backend(request):
    """One test, two backends: the module `tensorplay` or `torch`, used as `tp`.

    A test written against this fixture states PyTorch behaviour: it must pass on
    torch (else the test is wrong) and on tensorplay (else tensorplay has a bug).
    """
    return tp if request.param == "tensorplay" else import_torch()


@pytest.fixture
def backend_globals(backend, request, monkeypatch):
    """Run a test module written against `tp` on both backends: with
    `pytestmark = pytest.mark.usefixtures("backend_globals")`, each test runs twice, with the
    module's `tp`, the tensorplay submodules it imported (`F` for tensorplay.func, `nn`,
    `forward_ad`, ...; private ones stay) and the functions it imported from tensorplay.func
    bound to tensorplay's or torch's. Helpers that read those globals at call time follow along; the
    `backend` id in the test name says which library ran."""
    import importlib
    import types

    import tensorplay.func as tp_func

    module = request.module
    monkeypatch.setattr(module, "tp", backend, raising=False)
    for name, value in list(vars(module).items()):
        if name.startswith("_"):
            continue
        if isinstance(value, types.ModuleType) and value.__name__.startswith("tensorplay."):
            twin = value.__name__.replace("tensorplay", backend.__name__, 1)
            monkeypatch.setattr(module, name, importlib.import_module(twin))
        elif callable(value) and getattr(tp_func, name, None) is value:
            monkeypatch.setattr(module, name, getattr(backend.func, name))
    return backend


@pytest.fixture(autouse=True)
def _restore_global_state():
    """Every test must leave grad mode, the default dtype and the transform stack as it found them."""
    from tensorplay import _dispatch

    np.random.seed(0)
    tp.manual_seed(0)
    yield
    assert tp.is_grad_enabled(), "a test left grad mode disabled"
    assert tp.get_default_dtype() is tp.float32, "a test changed the default dtype"
    assert not _dispatch.interpreter_stack, "a test left a transform active"
