"""PyTorch as the test oracle.

TensorPlay promises PyTorch's behaviour, so tests that state that behaviour run
against `torch` too. Torch is a test-only dependency (the `oracle` extra, installed
by `make test-torch` and by CI); the library never imports it.

Without torch installed, oracle tests are skipped with one clear reason. With
`TENSORPLAY_REQUIRE_TORCH=1` (set by `.ci/run`) a missing torch is a failure, so
CI can never pass with the oracle silently off.
"""

from __future__ import annotations

import os
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
