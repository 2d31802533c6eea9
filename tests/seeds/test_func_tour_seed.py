"""The func tour seed runs verbatim: every snippet of 003_dfb882ab0952f40f.txt, exactly as
written, each in a fresh namespace; the site's tour page shows the same snippets."""

from __future__ import annotations

import re

import pytest

from tests.docs._docs_fences import DOCS, parse_fences

from .snippets import FUNC_TOUR, tour_snippets

SNIPPETS = tour_snippets()


def test_the_tour_has_its_nine_snippets():
    """The extraction finds every snippet (a parsing slip cannot silently drop one)."""
    assert len(SNIPPETS) == 9
    text = FUNC_TOUR.read_text(encoding="utf-8")
    assert text.count("import tensorplay as tp") == 9
    assert all(s.startswith("import tensorplay as tp\n") for s in SNIPPETS)


@pytest.mark.parametrize("i", range(len(SNIPPETS)), ids=[f"snippet{i + 1}" for i in range(9)])
def test_snippet_runs_as_written(i):
    code = compile(SNIPPETS[i], f"<{FUNC_TOUR.name} snippet {i + 1}>", "exec")
    exec(code, {"__name__": "__main__"})


@pytest.mark.filterwarnings("ignore:Attempted to insert a get_attr Node")  # torch.fx, internal
@pytest.mark.parametrize("i", range(len(SNIPPETS)), ids=[f"snippet{i + 1}" for i in range(9)])
def test_snippet_states_pytorch_behaviour(torch, i):
    """The same snippet with `tensorplay` read as `torch` runs on PyTorch (its asserts hold there
    too), so the tour describes PyTorch's torch.func and not an invention of its own."""
    code = re.sub(r"\btensorplay\b", "torch", SNIPPETS[i])
    exec(compile(code, f"<{FUNC_TOUR.name} snippet {i + 1} on torch>", "exec"), {"__name__": "__main__"})


def test_tour_page_shows_the_same_snippets():
    """docs/func-tour.md executes each snippet, unchanged, in its own namespace."""
    fences = [f for f in parse_fences(DOCS / "func-tour.md") if f.session is None]
    assert [f.code for f in fences] == SNIPPETS
