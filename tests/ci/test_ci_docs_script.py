"""`.ci/docs` installs Chromium when it is missing. That branch never runs on a machine that
has it, so here it runs with Chromium absent: apt-get and apt-cache are stubs on PATH, and the
install block is cut out of the real script (so an edit to the script is what gets tested)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / ".ci" / "docs"
# apt-cache's real output is long: a reader that stops at the first match (grep -q) makes it
# die of SIGPIPE, which `set -o pipefail` turns into a failed pipeline
POLICY = "chromium:\n  Installed: (none)\n  Candidate: 120.0-1\n" + "  500 http://deb.example stable/main\n" * 20000


def _install_block() -> str:
    text = SCRIPT.read_text()
    match = re.search(r"^if \[ ! -x /usr/bin/chromium \]; then\n.*?^fi\n", text, re.M | re.S)
    assert match, ".ci/docs has no `if [ ! -x /usr/bin/chromium ]` install block"
    return match.group(0)


def _run(tmp_path: Path, block: str, policy: str) -> subprocess.CompletedProcess:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "apt-get.log"
    (tmp_path / "policy.txt").write_text(policy)
    (bin_dir / "apt-get").write_text(f'#!/bin/sh\necho "$*" >> {log}\n')
    (bin_dir / "apt-cache").write_text(f"#!/bin/sh\ncat {tmp_path / 'policy.txt'}\n")
    for stub in bin_dir.iterdir():
        stub.chmod(0o755)
    absent = tmp_path / "no-chromium"  # stands for /usr/bin/chromium, which is not there
    body = block.replace("/usr/bin/chromium", str(absent))
    return subprocess.run(
        ["bash", "-c", f"set -euo pipefail\n{body}echo BLOCK-OK\n"],
        env={"PATH": f"{bin_dir}:/usr/bin:/bin"}, capture_output=True, text=True, timeout=60)


def test_install_branch_installs_chromium_when_absent(tmp_path):
    out = _run(tmp_path, _install_block(), POLICY)
    assert out.returncode == 0, out.stderr
    assert "BLOCK-OK" in out.stdout
    calls = (tmp_path / "apt-get.log").read_text().splitlines()
    assert calls[0] == "update -qq"
    assert calls[-1] == "install -y -qq chromium"


def test_install_branch_stops_when_no_package_is_installable(tmp_path):
    out = _run(tmp_path, _install_block(), "chromium:\n  Installed: (none)\n  Candidate: (none)\n")
    assert out.returncode == 1
    assert "no installable 'chromium' package" in out.stderr
    assert "install" not in (tmp_path / "apt-get.log").read_text()


def test_the_harness_catches_the_pipefail_bug(tmp_path):
    """The check as it once was (a pipe into grep -q) fails here: this test can fail."""
    pipe = "apt-cache policy chromium | grep -qE 'Candidate: [0-9]'"
    old = f"if [ ! -x /usr/bin/chromium ]; then\n  apt-get update -qq\n  if ! {pipe}; then\n    exit 1\n  fi\nfi\n"
    assert _run(tmp_path, old, POLICY).returncode == 1
