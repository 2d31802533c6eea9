"""Open every page of the built docs site in headless Chromium.

Builds the site strictly into a temporary folder (or uses the folder named by
TENSORPLAY_SITE_DIR, e.g. `site/` after `mkdocs build`), serves it on
127.0.0.1 and checks, page by page: no console errors, no uncaught page errors,
no failed or 4xx/5xx requests, no request leaving 127.0.0.1, every <img> loaded;
tutorial pages show the output of their executed fences; the search box finds
"vmap". A screenshot of each page goes to TENSORPLAY_SCREENSHOTS (default: a
temporary folder); their paths are printed.

Uses Debian's /usr/bin/chromium through Python Playwright (never `playwright
install`). Skipped when either is missing, except under CI=true, where that fails.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from _docs_fences import DOCS, REPO, page_fences

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT_MS = 15_000


def _skip_or_fail(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: the browser tests must run; see .ci/docs)", pytrace=False)
    pytest.skip(f"{reason}; run .ci/docs to install it")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    if not Path(CHROMIUM).is_file():
        _skip_or_fail(f"{CHROMIUM} not found (Debian package `chromium`)")
    if importlib.util.find_spec("playwright") is None:
        _skip_or_fail("Python package `playwright` not installed")

    given = os.environ.get("TENSORPLAY_SITE_DIR")
    if given:
        site = Path(given)
        if not site.is_absolute():
            site = REPO / site
        assert (site / "index.html").is_file(), f"TENSORPLAY_SITE_DIR={given}: no index.html"
        return site

    if importlib.util.find_spec("mkdocs") is None:
        _skip_or_fail("Python package `mkdocs` not installed (the docs requirements)")
    site = tmp_path_factory.mktemp("site")
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=REPO,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{proc.stdout}\n{proc.stderr}", pytrace=False)
    return site


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="module")
def base_url(site):
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()
    thread.join()


@pytest.fixture(scope="module")
def browser(site):
    """One browser context for the module; each check opens its own page in it."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        context.set_default_timeout(TIMEOUT_MS)
        yield context
        context.close()
        browser.close()


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory) -> Path:
    given = os.environ.get("TENSORPLAY_SCREENSHOTS")
    folder = Path(given) if given else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _pages(site: Path) -> list[str]:
    """Site-relative URLs of every page: each folder's index.html, plus 404.html."""
    urls = sorted(
        "" if p.parent == site else p.parent.relative_to(site).as_posix() + "/"
        for p in site.rglob("index.html")
        if "assets" not in p.relative_to(site).parts
    )
    return urls + (["404.html"] if (site / "404.html").is_file() else [])


class _Watcher:
    """Records everything that went wrong while one page was open."""

    def __init__(self, page, base_url: str):
        self.problems: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda err: self.problems.append(f"page error: {err}"))
        page.on("requestfailed", self._failed)
        page.on("response", self._response)
        # Nothing may be fetched from outside: the site must render offline.
        page.route("**/*", lambda route: self._route(route, base_url))

    def _console(self, msg):
        if msg.type == "error":
            self.problems.append(f"console error: {msg.text}")

    def _failed(self, request):
        self.problems.append(f"request failed: {request.url} ({request.failure})")

    def _response(self, response):
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status}: {response.url}")

    def _route(self, route, base_url):
        url = route.request.url
        if url.startswith((base_url, "data:", "blob:")):
            route.continue_()
        else:
            self.problems.append(f"external request blocked: {url}")
            route.abort()


def _open(browser, url: str, base_url: str):
    page = browser.new_page()
    watcher = _Watcher(page, base_url)
    page.goto(url, wait_until="networkidle")
    return page, watcher


def test_every_page_renders_cleanly(site, base_url, browser, screenshots):
    pages = _pages(site)
    assert len(pages) >= 10, f"suspiciously few pages in {site}: {pages}"
    problems = []
    for rel in pages:
        page, watcher = _open(browser, base_url + rel, base_url)
        try:
            broken = page.evaluate(
                "() => Array.from(document.images)"
                ".filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)"
            )
            watcher.problems += [f"image not loaded: {src}" for src in broken]
            if not page.locator("article h1, .md-content h1").count():
                watcher.problems.append("no <h1> in the page content")
            shot = screenshots / ((rel.strip("/").replace("/", "__") or "index") + ".png")
            page.screenshot(path=str(shot), full_page=True)
            print(f"screenshot: {shot}")
        finally:
            page.close()
        problems += [f"/{rel}: {p}" for p in watcher.problems]
    assert not problems, "\n".join(problems)


_OUTPUTS_JS = """() => Array.from(document.querySelectorAll('div.language-python.highlight'))
  .map(src => src.nextElementSibling)
  .filter(out => out && out.matches('div.highlight:not(.language-python)'))
  .map(out => out.innerText.trim())"""


def _tutorial_pages() -> list[Path]:
    return sorted(
        p
        for p in (DOCS / "tutorials").glob("*.md")
        if any("result" in f.attrs for f in page_fences(p))
    )


def test_tutorial_pages_show_executed_output(base_url, browser):
    """Each exec fence with source="above" and result=... renders as code + output."""
    pages = _tutorial_pages()
    if not pages:
        pytest.skip("no tutorial page has executed fences yet")
    problems = []
    for md in pages:
        fences = [f for f in page_fences(md) if "result" in f.attrs]
        expected = sum(1 for f in fences if f.attrs.get("source") == "above" and "print(" in f.code)
        source = "\n".join(p.read_text(encoding="utf-8") for p in {f.path for f in fences})
        rel = md.relative_to(DOCS).with_suffix("").as_posix() + "/"
        page, watcher = _open(browser, base_url + rel, base_url)
        try:
            outputs = [o for o in page.evaluate(_OUTPUTS_JS) if o]
        finally:
            page.close()
        if len(outputs) < expected:
            problems.append(f"/{rel}: {len(outputs)} output blocks, expected >= {expected}")
        # At least one output must be text that is not written in the Markdown, i.e. produced.
        if expected and not any(o not in source for o in outputs):
            problems.append(f"/{rel}: no output block looks executed: {outputs!r}")
        problems += [f"/{rel}: {p}" for p in watcher.problems]
    assert not problems, "\n".join(problems)


def test_search_finds_vmap(base_url, browser, screenshots):
    page, watcher = _open(browser, base_url, base_url)
    try:
        box = page.locator("input.md-search__input")
        box.click()
        box.press_sequentially("vmap", delay=20)
        result = page.locator(".md-search-result__item").first
        result.wait_for(state="visible")
        page.wait_for_timeout(300)  # let the results overlay finish fading in
        text = page.locator(".md-search-result").inner_text()
        shot = screenshots / "search-vmap.png"
        page.screenshot(path=str(shot))
        print(f"screenshot: {shot}")
    finally:
        page.close()
    assert "vmap" in text.lower(), text
    assert not watcher.problems, "\n".join(watcher.problems)
