"""Torch is the test oracle and nothing more: the library never imports it, and CI cannot
pass with the oracle silently skipped (TENSORPLAY_REQUIRE_TORCH=1 turns the skip into a
failure). Both run in a fresh interpreter, where `import torch` can be blocked."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from tests.torch_oracle import SKIP_REASON, have_torch

ROOT = Path(__file__).resolve().parents[2]
ORACLE_TEST = '''
import pytest

from tests.torch_oracle import import_torch


def test_needs_the_oracle():
    import_torch()


@pytest.mark.parametrize("n", [1, 2, 3])
def test_on_both_backends(backend, n):
    assert backend.ones(n).sum().item() == n


def test_skipped_for_another_reason():
    pytest.skip("an unrelated reason")
'''


def _python(code_or_args: list[str], *, block_torch: Path | None = None, env: dict | None = None):
    paths = [str(ROOT)] + ([str(block_torch)] if block_torch else [])
    full_env = {k: v for k, v in os.environ.items() if k != "TENSORPLAY_REQUIRE_TORCH"}
    full_env.update(PYTHONPATH=os.pathsep.join(paths), **(env or {}))
    return subprocess.run([sys.executable, *code_or_args], cwd=ROOT, env=full_env,
                          capture_output=True, text=True, timeout=300)


def _torch_blocker(tmp_path: Path) -> Path:
    """A sitecustomize that makes `import torch` fail, as on a machine without it."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("import sys\nsys.modules['torch'] = None\n")
    return site


def test_importing_all_of_tensorplay_never_imports_torch():
    """Every module of the package is imported under a finder that records each lookup of
    `torch`: an import (even one guarded by try/except ImportError) is a lookup, whether torch
    is installed or not. Where it is installed, torch must also stay out of sys.modules."""
    code = """
import importlib, importlib.util, pkgutil, sys

class Recorder:
    looked_up = []
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "torch":
            self.looked_up.append(name)
        return None  # the regular finders decide

sys.meta_path.insert(0, Recorder())
import tensorplay
for mod in pkgutil.walk_packages(tensorplay.__path__, "tensorplay."):
    importlib.import_module(mod.name)
sys.meta_path.pop(0)
print(sum(m.startswith("tensorplay") for m in sys.modules), "torch" in sys.modules,
      importlib.util.find_spec("torch") is not None, ",".join(Recorder.looked_up) or "-")
"""
    out = _python(["-c", code])
    assert out.returncode == 0, out.stderr
    count, torch_loaded, torch_installed, looked_up = out.stdout.split()
    assert int(count) > 20  # the walk really imported the package's modules
    assert looked_up == "-", f"importing tensorplay looked up {looked_up}"
    assert torch_loaded == "False"
    assert torch_installed == str(have_torch())  # the child saw the same environment as pytest


def _imported_modules(node: ast.AST) -> list[str]:
    """The modules an AST node imports: `import m`, `from m import x` (absolute),
    `importlib.import_module("m")` and `__import__("m")` with a literal name."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        return [node.module or ""] if node.level == 0 else []
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
        func = getattr(node.func, "attr", getattr(node.func, "id", ""))
        if func in ("import_module", "__import__"):
            return [str(node.args[0].value)]
    return []


def test_the_package_source_has_no_torch_import():
    """The runtime half of the promise: no module of the package imports torch anywhere, not
    even lazily inside a function (which importing the package would not reach)."""
    sources = sorted((ROOT / "tensorplay").rglob("*.py"))
    assert len(sources) > 20
    offenders = [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for path in sources
        for node in ast.walk(ast.parse(path.read_text(), str(path)))
        if any(name.split(".")[0] == "torch" for name in _imported_modules(node))
    ]
    assert offenders == []


def test_without_torch_the_oracle_tests_skip_with_one_summary_line(tmp_path):
    """With tests/conftest.py's hook, the four oracle skips share one `-ra` line; the tensorplay
    half of the two-backend tests still runs, and other skips keep their own line."""
    test = tmp_path / "test_oracle_probe.py"
    test.write_text(ORACLE_TEST)
    out = _python(["-m", "pytest", "-q", "-ra", "-p", "no:cacheprovider", "-p", "tests.conftest",
                   str(test)], block_torch=_torch_blocker(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "3 passed, 5 skipped" in out.stdout
    skips = [line for line in out.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skips) == 2, out.stdout
    assert skips[0].startswith("SKIPPED [4] tests/torch_oracle.py:")
    assert skips[0].endswith(SKIP_REASON)
    assert "make test-torch" in SKIP_REASON
    assert skips[1].endswith("an unrelated reason")


def test_require_torch_turns_the_skip_into_a_failure(tmp_path):
    test = tmp_path / "test_oracle_probe.py"
    test.write_text(ORACLE_TEST)
    out = _python(["-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "tests.conftest",
                   str(test)], block_torch=_torch_blocker(tmp_path),
                  env={"TENSORPLAY_REQUIRE_TORCH": "1"})
    assert out.returncode == 1, out.stdout + out.stderr
    assert "1 failed, 3 passed, 1 skipped, 3 errors" in out.stdout  # the fixture fails in setup
