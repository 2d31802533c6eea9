"""Promise: a failed `tp.save` never destroys the previous checkpoint.

Saving to a path writes a temporary file in the same folder, flushes and fsyncs it, and only
then renames it over the target (`os.replace`, atomic on POSIX and Windows). Whatever goes wrong
midway — a full disk, an interrupt — the old file still loads and no temporary file is left
behind. A file object given to `tp.save` is written to directly, as before.
"""

from __future__ import annotations

import errno
import io
import os
import stat

import numpy as np
import pytest

import tensorplay as tp


def _fail_midway(exc: BaseException):
    """A stand-in for np.savez that writes part of an archive, then fails."""
    real = np.savez

    def savez(file, **arrays):
        partial = io.BytesIO()
        real(partial, **arrays)
        file.write(partial.getvalue()[: len(partial.getvalue()) // 2])
        raise exc

    return savez


@pytest.mark.parametrize("exc", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()],
                         ids=["disk_full", "interrupt"])
def test_a_failure_midway_keeps_the_previous_checkpoint(tmp_path, monkeypatch, exc):
    path = tmp_path / "model.tp"
    tp.save({"w": tp.arange(4.0), "step": 1}, path)
    monkeypatch.setattr(np, "savez", _fail_midway(exc))
    with pytest.raises(type(exc)):
        tp.save({"w": tp.zeros(1000), "step": 2}, path)
    monkeypatch.undo()
    old = tp.load(path)
    assert old["step"] == 1
    np.testing.assert_array_equal(old["w"].numpy(), [0.0, 1.0, 2.0, 3.0])
    assert sorted(os.listdir(tmp_path)) == ["model.tp"], "a temporary file was left behind"


def test_the_new_file_is_synced_before_it_replaces_the_old(tmp_path, monkeypatch):
    path = tmp_path / "model.tp"
    tp.save({"v": 1}, path)
    events = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (events.append(("fsync", fd)), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (events.append(("replace", os.fspath(b))),
                                                     real_replace(a, b))[1])
    tp.save({"v": 2}, path)
    kinds = [e[0] for e in events]
    assert "replace" in kinds and "fsync" in kinds[: kinds.index("replace")], events
    assert events[kinds.index("replace")][1] == str(path)
    monkeypatch.undo()
    assert tp.load(path) == {"v": 2}
    assert sorted(os.listdir(tmp_path)) == ["model.tp"]
    # the replacement keeps the old file's mode, and saving through a symlink replaces the file
    # it points to (as writing into it used to), not the link
    os.chmod(path, 0o640)
    link = tmp_path / "link.tp"
    link.symlink_to(path)
    tp.save({"v": 3}, link)
    assert link.is_symlink() and tp.load(path) == {"v": 3}
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert sorted(os.listdir(tmp_path)) == ["link.tp", "model.tp"]


def test_a_file_object_is_still_written_directly(tmp_path):
    """Not atomic (the caller owns the file), but unchanged: a guard for the path-only change."""
    buffer = io.BytesIO()
    tp.save({"w": tp.ones(3)}, buffer)
    buffer.seek(0)
    np.testing.assert_array_equal(tp.load(buffer)["w"].numpy(), np.ones(3, np.float32))
    with open(tmp_path / "f.tp", "wb") as fh:
        tp.save([tp.arange(3)], fh)
        assert fh.tell() > 0
    np.testing.assert_array_equal(tp.load(tmp_path / "f.tp")[0].numpy(), [0, 1, 2])
