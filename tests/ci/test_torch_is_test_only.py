"""Torch is the test oracle and nothing more: the library never imports it, and CI cannot
pass with the oracle silently skipped (TENSORPLAY_REQUIRE_TORCH=1 turns the skip into a
failure). Both run in a fresh interpreter, where `import torch` can be blocked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ORACLE_TEST = '''
from tests.torch_oracle import import_torch


def test_needs_the_oracle():
    import_torch()
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
    code = """
import importlib, pkgutil, sys
import tensorplay
for mod in pkgutil.walk_packages(tensorplay.__path__, "tensorplay."):
    importlib.import_module(mod.name)
print(sum(m.startswith("tensorplay") for m in sys.modules), "torch" in sys.modules)
import torch  # importable here, so a (lazy) import in the library would have loaded it
"""
    out = _python(["-c", code])
    assert out.returncode == 0, out.stderr
    count, torch_loaded = out.stdout.split()
    assert int(count) > 20  # the walk really imported the package's modules
    assert torch_loaded == "False"


def test_without_torch_the_oracle_tests_skip_with_one_reason(tmp_path):
    test = tmp_path / "test_oracle_probe.py"
    test.write_text(ORACLE_TEST)
    out = _python(["-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", str(test)],
                  block_torch=_torch_blocker(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "1 skipped" in out.stdout and "make test-torch" in out.stdout


def test_require_torch_turns_the_skip_into_a_failure(tmp_path):
    test = tmp_path / "test_oracle_probe.py"
    test.write_text(ORACLE_TEST)
    out = _python(["-m", "pytest", "-q", "-p", "no:cacheprovider", str(test)],
                  block_torch=_torch_blocker(tmp_path), env={"TENSORPLAY_REQUIRE_TORCH": "1"})
    assert out.returncode == 1, out.stdout + out.stderr
    assert "1 failed" in out.stdout
