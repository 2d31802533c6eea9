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
