"""Run the code that the docs site executes, without building the site.

For every `tutorials/*.md` and `docs/**/*.md` (not the generated
`docs/reference/ops.md`), the ```python exec="on"``` fences are grouped per
(file, session) and run in order in one fresh namespace, as markdown-exec does
at build time. One test per group. Each fence is compiled with the Markdown file
as its filename and padded so that line numbers are the file's own, so a
failure points at `tutorials/NN-name.md:LINE`.

The tests run in a temporary directory with `TENSORPLAY_TUTORIAL_FAST=1` (training
tutorials shrink their sizes) and matplotlib's Agg backend.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sys
import threading
import traceback
import types
from collections import defaultdict

import pytest
from _docs_fences import REPO, FenceGroup, fence_groups

TIMEOUT = float(os.environ.get("TENSORPLAY_TUTORIAL_TIMEOUT", "300"))  # seconds per group


@contextlib.contextmanager
def _time_limit(seconds: float):
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable or seconds <= 0:
        yield
        return

    def _raise(signum, frame):
        raise TimeoutError(f"took longer than {seconds:g} s (TENSORPLAY_TUTORIAL_TIMEOUT)")

    previous = signal.signal(signal.SIGALRM, _raise)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _md_lineno(exc: BaseException, filename: str) -> int | None:
    """The deepest line of the Markdown file in the traceback (or the SyntaxError line)."""
    if isinstance(exc, SyntaxError) and exc.filename == filename:
        return exc.lineno
    line = None
    for frame, lineno in traceback.walk_tb(exc.__traceback__):
        if frame.f_code.co_filename == filename:
            line = lineno
    return line


def test_fences_run(fence_group: FenceGroup, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TENSORPLAY_TUTORIAL_FAST", "1")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.syspath_prepend(str(REPO))
    if "matplotlib" in sys.modules:
        sys.modules["matplotlib"].use("Agg")

    # Like markdown-exec: the namespace belongs to a real module in sys.modules,
    # so dataclasses, pickle and `__module__` lookups work.
    name = "tutorial_" + re.sub(r"\W+", "_", fence_group.id)
    module = types.ModuleType(name)
    monkeypatch.setitem(sys.modules, name, module)
    namespace = module.__dict__

    filename = str(fence_group.path)
    failure = None
    try:
        with _time_limit(TIMEOUT):
            for fence in fence_group.fences:
                source = "\n" * (fence.line - 1) + fence.code
                try:
                    exec(compile(source, filename, "exec"), namespace)
                except Exception as exc:
                    line = _md_lineno(exc, filename) or fence.line
                    # Drop this test's own frame: the traceback starts in the Markdown file.
                    tb = exc.__traceback__.tb_next or exc.__traceback__
                    failure = (
                        f"{fence_group.rel}:{line}: {type(exc).__name__}: {exc}\n"
                        f"(in the fence that starts at line {fence.line}, "
                        f"session {fence.session!r})\n\n"
                        + "".join(traceback.format_exception(type(exc), exc, tb))
                    )
                    break
    finally:
        if "matplotlib.pyplot" in sys.modules:
            sys.modules["matplotlib.pyplot"].close("all")
    if failure:
        pytest.fail(failure, pytrace=False)


def test_sessions_are_unique_per_file():
    # markdown-exec keeps one namespace per session name for the whole site, so a
    # session reused by two files would leak variables from one page into another.
    files = defaultdict(set)
    for group in fence_groups():
        if group.session:
            files[group.session].add(group.rel)
    shared = {s: sorted(f) for s, f in files.items() if len(f) > 1}
    assert not shared, f"session names used in more than one file: {shared}"
