"""tensorplay/core/heap.py: after `import tensorplay`, freed arrays stay mapped, so a loop that
allocates and frees the same arrays stops paying page faults for them (glibc only)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import tensorplay  # noqa: F401

LOOP = """
import resource
import numpy as np
import tensorplay  # noqa: F401
def loop():
    for _ in range(100):
        arrays = [np.ones(65536, np.float32) for _ in range(20)]  # 256 KB each, 5 MB together
        del arrays
loop()
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
loop()
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""

glibc = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not hasattr(__import__("ctypes").CDLL(None),
                                                        "gnu_get_libc_version"),
    reason="glibc's malloc only")


def _page_faults(**env: str) -> int:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    out = subprocess.run([sys.executable, "-c", LOOP], env={**clean, **env}, check=True,
                         capture_output=True, text=True).stdout
    return int(out)


@glibc
def test_freed_arrays_stay_mapped():
    kept, released = _page_faults(), _page_faults(TENSORPLAY_KEEP_HEAP="0")
    # 100 rounds of 5 MB: malloc's defaults return the pages every round (~1,280 faults each)
    assert released > 20 * 1280, released
    assert kept < 1000, kept


@glibc
def test_a_users_malloc_settings_win():
    from tensorplay.core.heap import keep_heap
    os.environ["MALLOC_TOP_PAD_"] = "0"
    try:
        assert keep_heap() is False
    finally:
        del os.environ["MALLOC_TOP_PAD_"]
