import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import fold_oracle_skip, import_torch, twin_globals


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Without torch, all oracle skips share one line in the `-ra` summary."""
    report = yield
    fold_oracle_skip(report)
    return report


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
    module's tensorplay names bound to tensorplay's or torch's (see `rebind_module`: `tp`, the
    submodules and functions it imported, and its `autograd.Function` subclasses). Helpers that
    read those globals at call time follow along; the `backend` id in the test name says which
    library ran."""
    for name, value in twin_globals(vars(request.module), backend).items():
        monkeypatch.setattr(request.module, name, value, raising=False)
    return backend


@pytest.fixture(autouse=True)
def _restore_global_state():
    """Every test must leave grad mode, the default dtype and the transform stack as it found them."""
    from tensorplay.dispatch import dispatcher as _dispatch

    np.random.seed(0)
    tp.manual_seed(0)
    yield
    assert tp.is_grad_enabled(), "a test left grad mode disabled"
    assert tp.get_default_dtype() is tp.float32, "a test changed the default dtype"
    assert not _dispatch.interpreter_stack, "a test left a transform active"
