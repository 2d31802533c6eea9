"""Build a generated C kernel into a shared object, cached on disk by the hash of its source.

The toolchain is the C extension's: the compiler Python was built with (`CC` overrides it, as
for setup.py), `-O3 -std=c99` with the extension's options — `-fno-math-errno`
`-fno-trapping-math` (values unchanged), and when the loaded extension was built with them,
libmvec's vector math (`TP_LIBMVEC`) and per-ISA clones (`TP_CLONES`), through the same
header, tensorplay/_C/tp_simd.h. The object is `<cache>/cfuse/<hash>.so` with its source
beside it as `<hash>.c`; the cache is `$TENSORPLAY_CACHE_DIR`, else ~/.cache/tensorplay. A
build writes under a temporary name and renames (atomic), so two processes building the same
kernel never read a half-written file. No compiler, a failed build, or TENSORPLAY_DISABLE_C=1:
`load` returns None and the graph runs on NumPy.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import platform
import shlex
import shutil
import subprocess
import sysconfig
import tempfile
from pathlib import Path

from ..backends import c as _c

HEADERS = Path(__file__).resolve().parent.parent / "_C"
STATS = {"builds": 0, "disk_hits": 0, "failures": 0}  # counted per process (tests read them)
_LOADED: dict[str, ctypes.CDLL] = {}


def cache_dir() -> Path:
    root = os.environ.get("TENSORPLAY_CACHE_DIR") or os.path.join("~", ".cache", "tensorplay")
    return Path(root).expanduser() / "cfuse"


def compiler() -> list[str] | None:
    """The compiler command (`CC`, else Python's own), or None when there is none."""
    cmd = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    return cmd if cmd and shutil.which(cmd[0]) else None


def flags() -> list[str]:
    out = ["-O3", "-std=c99", "-fPIC", "-shared", "-fno-math-errno", "-fno-trapping-math"]
    info = _c.info()
    if info.get("libmvec"):
        out.append("-DTP_LIBMVEC=1")
    if info.get("isa", "baseline") != "baseline":
        out.append("-DTP_CLONES=1")
    return out


def libraries() -> list[str]:
    return ["-lm"] + (["-lmvec"] if _c.info().get("libmvec") else [])


def key(source: str, cmd: list[str]) -> str:
    """What the object depends on: the source, the headers, the command and the machine."""
    h = hashlib.sha256(source.encode())
    h.update(" ".join(cmd + flags() + libraries() + [platform.machine()]).encode())
    h.update((HEADERS / "tp_simd.h").read_bytes())
    return h.hexdigest()[:32]


def load(source: str) -> ctypes.CDLL | None:
    """The loaded shared object of `source`: from this process, the disk cache, or a build."""
    if not _c.is_available():  # TENSORPLAY_DISABLE_C=1, or C switched off: NumPy only
        return None
    cmd = compiler()
    if cmd is None:
        return None
    k = key(source, cmd)
    if k in _LOADED:
        return _LOADED[k]
    path = cache_dir() / f"{k}.so"
    if path.exists():
        STATS["disk_hits"] += 1
    elif not _build(source, cmd, path):
        STATS["failures"] += 1
        return None
    try:
        lib = ctypes.CDLL(str(path))
    except OSError:
        STATS["failures"] += 1
        return None
    _LOADED[k] = lib
    return lib


def _build(source: str, cmd: list[str], path: Path) -> bool:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(suffix=".so", dir=path.parent)
    os.close(fd)
    src = Path(tmp).with_suffix(".c")
    src.write_text(source)
    try:
        done = subprocess.run(cmd + flags() + ["-I", str(HEADERS), str(src), "-o", tmp]
                              + libraries(), capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            return False
        os.replace(src, path.with_suffix(".c"))  # the source beside its object, to read
        os.replace(tmp, path)
        STATS["builds"] += 1
        return True
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        for leftover in (tmp, src):
            if os.path.exists(leftover):
                os.unlink(leftover)
