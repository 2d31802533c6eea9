"""Messages cite pages by their site URL: one address (tensorplay/core/docs.py) that
pyproject.toml and mkdocs.yml repeat, pages that exist, and an op reference whose every op
has its anchor."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tomllib

import tensorplay as tp
from tensorplay.core.docs import DOCS_URL, docs_url

REPO = Path(__file__).resolve().parents[2]


def test_one_address():
    urls = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["urls"]
    assert urls["Documentation"] == DOCS_URL
    site_url = re.search(r"^site_url:\s*(\S+)", (REPO / "mkdocs.yml").read_text(), re.M)
    assert site_url and site_url.group(1) == DOCS_URL


def test_docs_url_maps_pages_as_mkdocs_serves_them():
    assert docs_url("tutorials/04-custom-function.md") == DOCS_URL + "tutorials/04-custom-function/"
    assert docs_url("index.md") == DOCS_URL
    assert docs_url("differences.md", "no-pickle") == DOCS_URL + "differences/#no-pickle"


def test_cited_pages_exist():
    cited = set()
    for path in (REPO / "tensorplay").rglob("*.py"):
        cited |= set(re.findall(r"docs_url\(['\"]([^'\"]+)['\"]", path.read_text()))
    assert cited, "no message cites a page"
    missing = [page for page in cited if not (REPO / "docs" / page).is_file()]
    assert not missing


def test_setup_context_message_cites_the_site():
    class Old(tp.autograd.Function):  # forward with ctx: not usable under transforms
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return g * 2

    with pytest.raises(RuntimeError, match="setup_context") as info:
        tp.func.vmap(Old.apply)(tp.ones(3, 2))
    assert docs_url("tutorials/04-custom-function.md") in str(info.value)
    assert "docs/tutorials" not in str(info.value)


def test_op_reference_anchors_every_op():
    names = []
    for spec in (REPO / "tensorplay" / "ops").glob("*/ops.yaml"):
        names += re.findall(r"^- name: (\S+)", spec.read_text(), re.M)
    page = (REPO / "docs" / "reference" / "ops.md").read_text()
    assert [n for n in names if f"{{ #{n} }}" not in page] == []
