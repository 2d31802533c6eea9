"""Where the documentation site lives: the one constant that messages citing a page use.

An error or warning that points the reader to a page gives its URL on the site (made by
`docs_url` from the page's path under docs/), not a path in the repository, which a user of
the installed package does not have. pyproject.toml's `project.urls` Documentation and
mkdocs.yml's `site_url` name the same address (tests/docs/test_docs_url.py checks it).
"""

from __future__ import annotations

DOCS_URL = "https://tensorplay-edu.readthedocs.io/"


def docs_url(page: str, anchor: str = "") -> str:
    """The site URL of `page`, a path under docs/ ("tutorials/04-custom-function.md"): mkdocs
    serves NAME.md at NAME/ (index.md at its folder)."""
    path = page.removesuffix(".md")
    path = path.removesuffix("index") if path.endswith("/index") or path == "index" else path + "/"
    return DOCS_URL + path + (f"#{anchor}" if anchor else "")


__all__ = ["DOCS_URL", "docs_url"]
