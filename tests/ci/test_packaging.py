"""What the source distribution ships and what the metadata promises. The sdist is the library
(the suite needs the whole checkout: tests/conftest.py, ops.yaml, codegen/), the C sources the
optional extension builds from, the type-hint marker and the licence; the NumPy floor is stated
once, the same for building and running."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib", reason="tomllib is Python >= 3.11")
ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def _numpy_floor(requirements: list[str]) -> str:
    (floor,) = [m[1] for r in requirements if (m := re.fullmatch(r"numpy>=([\d.]+)", r))]
    return floor


def _sdist_files(tmp_path: Path) -> set[str]:
    """The file list `setup.py sdist` would pack (egg_info's SOURCES.txt), built outside the tree."""
    out = subprocess.run([sys.executable, "setup.py", "-q", "egg_info", "--egg-base", str(tmp_path)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    (sources,) = tmp_path.glob("*.egg-info/SOURCES.txt")
    return set(sources.read_text().split())


def test_the_sdist_holds_the_library_and_no_tests(tmp_path):
    files = _sdist_files(tmp_path)
    assert not [f for f in files if f.startswith("tests/")]
    assert {"LICENSE", "README.md", "CHANGELOG.md", "CONTRIBUTING.md", "pyproject.toml", "setup.py",
            "tensorplay/__init__.py", "tensorplay/py.typed", "tensorplay/_C/_ops.c",
            "tensorplay/_C/tp_simd.h", "tensorplay/_C/tp_rowwise.h",
            "tensorplay/_C/tp_special.h"} <= files
    assert not [f for f in files if f.endswith((".so", ".pyc"))]


def test_the_metadata_declares_one_numpy_floor_and_the_licence_file():
    project = PROJECT["project"]
    floor = _numpy_floor(project["dependencies"])
    assert _numpy_floor(PROJECT["build-system"]["requires"]) == floor
    assert f"NumPy >= {floor}" in (ROOT / "README.md").read_text()
    assert project["license"] == "MIT"
    assert all((ROOT / f).is_file() for f in project["license-files"])
    assert "py.typed" in PROJECT["tool"]["setuptools"]["package-data"]["tensorplay"]
