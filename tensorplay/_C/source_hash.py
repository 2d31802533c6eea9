"""The fingerprint of the C sources the extension is compiled from.

codegen writes it into the generated `_ops.c` (`TP_SOURCE_HASH`, exposed as
`_ops.SOURCE_HASH`), and tensorplay/backends/c.py recomputes it from the files on disk
at import: a module built from other sources (an older `_ops.c`, an edited header, a
build that failed after the spec changed) is stale and is not used. Only the standard
library is imported, so codegen can load this file without importing tensorplay.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
# The line of _ops.c that holds the hash; hashed with the value blanked out.
HASH_LINE = re.compile(r'(#define TP_SOURCE_HASH ")[0-9a-f]*(")')


def source_hash(ops_c: str, folder: Path = FOLDER) -> str:
    """sha256 over the text of _ops.c (its own hash blanked) and every header beside it."""
    digest = hashlib.sha256(HASH_LINE.sub(r"\1\2", ops_c).encode())
    for header in sorted(folder.glob("*.h")):
        digest.update(header.name.encode() + b"\0" + header.read_bytes())
    return digest.hexdigest()


def stamp(ops_c: str, folder: Path = FOLDER) -> str:
    """_ops.c with its TP_SOURCE_HASH line set to the hash of the sources."""
    return HASH_LINE.sub(lambda m: m.group(1) + source_hash(ops_c, folder) + m.group(2), ops_c)


def committed_hash(folder: Path = FOLDER) -> str | None:
    """The hash of the sources now on disk, or None when _ops.c is not shipped."""
    path = folder / "_ops.c"
    return source_hash(path.read_text(), folder) if path.exists() else None
