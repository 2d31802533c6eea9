"""MkDocs hooks for the TensorPlay site (wired in mkdocs.yml under `hooks:`).

1. Put the repo root on `sys.path`, so executed fences can `import tensorplay`
   however mkdocs was started (`.venv/bin/mkdocs` does not add the cwd), and force
   matplotlib's Agg backend (no display on CI).
2. Pages that other parts of the build produce (`docs/reference/ops.md` from
   `make generate`, `docs/api/autograd.function.md`) are listed in the nav. Until
   they exist, serve a short placeholder so the strict build keeps working; once
   the real file is there it is used unchanged.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from mkdocs.structure.files import File

log = logging.getLogger("mkdocs.hooks.tensorplay")

PLACEHOLDERS = {
    "reference/ops.md": (
        "# Op reference\n\n"
        "This page is generated from `ops.yaml` by `make generate`. "
        "It has not been generated in this checkout yet.\n"
    ),
    "api/autograd.function.md": (
        "# tensorplay.autograd.Function\n\nThis page is filled in as the feature lands.\n"
    ),
}


def on_config(config, **kwargs):
    repo_root = str(Path(config.config_file_path).resolve().parent)
    if repo_root not in sys.path:
        sys.path.insert(0, repo_root)
    os.environ.setdefault("MPLBACKEND", "Agg")
    return config


def on_files(files, config, **kwargs):
    for src_uri, text in PLACEHOLDERS.items():
        if files.get_file_from_path(src_uri) is None:
            log.info("tensorplay: %s is missing; using a placeholder page", src_uri)
            files.append(File.generated(config, src_uri, content=text))
    return files
