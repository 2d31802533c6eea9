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
