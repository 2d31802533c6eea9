"""Keep freed memory mapped between training steps (glibc's malloc only).

Every tensor's data is a NumPy array, and NumPy takes it from malloc. By default glibc's
malloc gives the top of its heap back to the operating system as soon as a little is free
there, and serves a request of 128 KB or more from a fresh mapping until it has seen one
freed; each page of returned memory costs a page fault when it is used again. A training
step that frees its saved values together at the end of `backward()` paid that on every
step: a compiled GPT block spent about 30% of its CPU time in the kernel's page-fault path
and 12 `brk` calls per step (perf, strace), and ran 1.5-2x slower than with the pages kept.

So at import TensorPlay asks malloc to keep 16 MB spare at the top of the heap and to serve
arrays up to 32 MB from the heap (`mallopt`; the second matters because setting the first
switches off glibc's adaptive mapping threshold, which would map every array over 128 KB
afresh). The process keeps up to 16 MB more memory than it uses. Nothing changes when the
C library is not glibc, when the user already tuned malloc through its environment
variables, or with TENSORPLAY_KEEP_HEAP=0.
"""

from __future__ import annotations

import ctypes
import os
import sys

M_TOP_PAD, M_MMAP_THRESHOLD = -2, -3  # glibc's mallopt parameters (malloc.h)
TOP_PAD = 16 << 20
MMAP_THRESHOLD = 32 << 20  # glibc's largest adaptive threshold on 64-bit systems


def keep_heap(top_pad: int = TOP_PAD, mmap_threshold: int = MMAP_THRESHOLD) -> bool:
    """Ask glibc's malloc to keep freed memory mapped; True if it was asked and agreed."""
    if (not sys.platform.startswith("linux") or os.environ.get("TENSORPLAY_KEEP_HEAP") == "0"
            or any(k.startswith("MALLOC_") for k in os.environ)
            or "glibc.malloc" in os.environ.get("GLIBC_TUNABLES", "")):
        return False
    try:
        libc = ctypes.CDLL(None)
    except OSError:
        return False
    if not hasattr(libc, "gnu_get_libc_version"):  # not glibc (musl's mallopt ignores all)
        return False
    mallopt = libc.mallopt
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, mmap_threshold)) & bool(mallopt(M_TOP_PAD, top_pad))
