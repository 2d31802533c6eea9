"""Promise: `tp.load` never runs code, never allocates without bound, and fails clearly.

Whatever file it is given, `tp.load` either returns what `tp.save` wrote or raises one
`ValueError` that names the file and says what is wrong (a `TypeError` for an array of a dtype
tensorplay lacks: see test_dtype_honesty.py). It reads a stream only up to a limit, inflates only
the members the manifest names, and checks each member's declared shape against the bytes it
really holds and a sane compression ratio before allocating anything; `max_bytes=` caps the total.

The hostile files are crafted here. Those that would exhaust memory if believed are loaded in a
child process whose address space is capped (RLIMIT_AS) a little above what it already uses, so
a regression shows up as a MemoryError in the child, not as a machine out of memory.
"""

from __future__ import annotations

import io
import json
import os
import pickle
import subprocess
import sys
import textwrap
import threading
import zipfile
from pathlib import Path

import numpy as np
import pytest

import tensorplay as tp

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = {"format": "tensorplay.save", "version": 1, "tree": {"tensor": "t0"}}


def npy(array: np.ndarray) -> bytes:
    out = io.BytesIO()
    np.save(out, array)
    return out.getvalue()


def npy_header(shape: tuple, descr: str = "<f8") -> bytes:
    """Only the header of an .npy member: a declared shape with no data behind it."""
    out = io.BytesIO()
    np.lib.format.write_array_header_1_0(out, {"descr": descr, "fortran_order": False, "shape": shape})
    return out.getvalue()


def archive(members: dict[str, bytes], manifest=MANIFEST, *, deflate: bool = False) -> bytes:
    """A zip laid out as tp.save lays it out, with the given manifest and members."""
    out = io.BytesIO()
    method = zipfile.ZIP_DEFLATED if deflate else zipfile.ZIP_STORED
    with zipfile.ZipFile(out, "w", method) as z:
        raw = manifest if isinstance(manifest, bytes) else json.dumps(manifest).encode()
        z.writestr("__tensorplay__.npy", npy(np.frombuffer(raw, np.uint8)))
        for name, data in members.items():
            z.writestr(name, data)
    return out.getvalue()


def zeros_member(nbytes: int) -> bytes:
    return npy(np.zeros(nbytes // 8))


def run_bounded(code: str, headroom_mib: int = 160) -> subprocess.CompletedProcess:
    """Run `code` in a child that has imported tensorplay and then may grow its address space
    by only `headroom_mib` MiB; bounded in time as well."""
    prelude = textwrap.dedent(f"""
        import io, os, resource, sys
        import numpy as np
        import tensorplay as tp
        def vm():
            for line in open("/proc/self/status"):
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
        cap = vm() + {headroom_mib} * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (cap, resource.getrlimit(resource.RLIMIT_AS)[1]))
        def refused(load, *words):
            try:
                load()
            except ValueError as exc:
                text = str(exc)
                assert text.startswith("tp.load:"), text
                assert all(w in text for w in words), (words, text)
                print("REFUSED", text)
                return
            raise AssertionError("tp.load accepted a hostile file")
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT), OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
    return subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)


def check_bounded(code: str, tmp_path: Path, **files: bytes) -> None:
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    done = run_bounded(code.replace("TMP", str(tmp_path)))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "REFUSED" in done.stdout


needs_proc = pytest.mark.skipif(not Path("/proc/self/status").exists() or sys.platform != "linux",
                                reason="the memory bound uses RLIMIT_AS and /proc (Linux)")


# ---- unbounded allocation ----------------------------------------------------------------
@needs_proc
def test_a_zip_bomb_is_refused_before_it_inflates(tmp_path):
    bomb = archive({"t0.npy": zeros_member(400 * 2**20)}, deflate=True)
    assert len(bomb) < 2**20 * 1.5  # 400 MiB of zeros deflate to about 400 KiB
    check_bounded("refused(lambda: tp.load('TMP/bomb.tp'), 'bomb.tp', 'inflates', 'zip bomb')",
                  tmp_path, **{"bomb.tp": bomb})


@needs_proc
def test_a_manifest_bomb_is_refused_before_it_is_parsed(tmp_path):
    """20 MiB of JSON entries (some 400 MiB once parsed into Python objects) deflated to 40 KiB."""
    body = b'{"int": 0}, ' * (2**21)
    manifest = b'{"format": "tensorplay.save", "version": 1, "tree": {"list": [' + body + b'{"int": 0}]}}'
    check_bounded("refused(lambda: tp.load('TMP/m.tp'), 'm.tp', '__tensorplay__', 'inflates')",
                  tmp_path, **{"m.tp": archive({}, manifest, deflate=True)})


@needs_proc
def test_many_small_bombs_are_refused_by_the_total_budget(tmp_path):
    """Members under 1 MiB may compress as well as they like, but together they cannot make
    tp.load allocate more than 100 bytes per byte of file."""
    count = 300  # 300 x 1 MiB of zeros, about 1 KiB each once deflated
    members = {f"t{i}.npy": zeros_member(2**20 - 128) for i in range(count)}
    manifest = {**MANIFEST, "tree": {"list": [{"tensor": f"t{i}"} for i in range(count)]}}
    bombs = archive(members, manifest, deflate=True)
    assert len(bombs) * 100 < count * 2**20 / 2
    check_bounded("refused(lambda: tp.load('TMP/many.tp'), 'many.tp', 'bytes per byte of file')",
                  tmp_path, **{"many.tp": bombs})


@needs_proc
def test_a_huge_declared_header_is_refused_without_allocating(tmp_path):
    forged = archive({"t0.npy": npy_header((10**6, 10**6))})  # claims 7.3 TiB in ~600 bytes
    check_bounded("refused(lambda: tp.load('TMP/h.tp'), 'h.tp', '(1000000, 1000000)', "
                  "'declares')", tmp_path, **{"h.tp": forged})


@needs_proc
def test_dev_zero_fails_fast():
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    done = run_bounded("refused(lambda: tp.load('/dev/zero'), '/dev/zero', 'not a tensorplay file')")
    assert done.returncode == 0 and "REFUSED" in done.stdout, done.stdout + done.stderr


@needs_proc
def test_an_endless_stream_is_read_only_up_to_the_limit():
    """A file object that never ends (starting like a zip, so the first bytes do not give it
    away) is read up to max_bytes, or up to the default limit for streams of unknown length."""
    done = run_bounded("""
        class Endless(io.RawIOBase):
            def readable(self):
                return True
            def readinto(self, b):
                b[:] = bytes(len(b))
                if not getattr(self, "started", False):
                    b[:4] = b"PK\\x03\\x04"
                    self.started = True
                return len(b)
        refused(lambda: tp.load(Endless(), max_bytes=8 * 2**20), 'stream longer than', 'max_bytes')
        import tensorplay.io.archive as a
        a.STREAM_LIMIT = 32 * 2**20
        refused(lambda: tp.load(io.BufferedReader(Endless())), 'stream longer than', 'default')
    """)
    assert done.returncode == 0 and done.stdout.count("REFUSED") == 2, done.stdout + done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_fifo_is_read_only_up_to_max_bytes(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    stop = threading.Event()

    def writer():
        try:
            with open(fifo, "wb", buffering=0) as w:
                w.write(b"PK\x03\x04")
                while not stop.is_set():
                    w.write(bytes(2**16))
        except BrokenPipeError:
            pass

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        with pytest.raises(ValueError, match=r"tp\.load: .*pipe is a stream longer than 1\.0 MiB"):
            tp.load(fifo, max_bytes=2**20)
    finally:
        stop.set()
        thread.join(timeout=10)
    assert not thread.is_alive()


def test_only_members_the_manifest_names_are_inflated(monkeypatch):
    opened = []
    real_open = zipfile.ZipFile.open

    def spy(self, name, *args, **kwargs):
        opened.append(name if isinstance(name, str) else name.filename)
        return real_open(self, name, *args, **kwargs)

    data = archive({"t0.npy": npy(np.arange(3.0)), "junk.npy": zeros_member(2**20),
                    "other.bin": b"not even an array"}, deflate=True)
    monkeypatch.setattr(zipfile.ZipFile, "open", spy)
    t = tp.load(io.BytesIO(data))
    np.testing.assert_array_equal(t.numpy(), [0.0, 1.0, 2.0])
    assert set(opened) == {"__tensorplay__.npy", "t0.npy"}


@pytest.mark.parametrize(("shape", "data"), [((2,), np.zeros(50)), ((100,), np.zeros(3))])
def test_a_header_that_disagrees_with_the_member_size_is_refused(tmp_path, shape, data):
    """The declared shape x itemsize must be exactly what the member holds, in either direction."""
    path = tmp_path / "lie.tp"
    path.write_bytes(archive({"t0.npy": npy_header(shape) + data.tobytes()}))
    with pytest.raises(ValueError, match=rf"tp\.load: .*lie\.tp: array 't0' declares a \({shape[0]},\)"):
        tp.load(path)


def _patch_central_size(data: bytes, member: str, file_size: int) -> bytes:
    """Forge the uncompressed size that the zip's central directory records for `member`."""
    at = data.index(b"PK\x01\x02")
    while True:
        name_len = int.from_bytes(data[at + 28: at + 30], "little")
        if data[at + 46: at + 46 + name_len] == member.encode():
            break
        at = data.index(b"PK\x01\x02", at + 4)
    return data[: at + 24] + file_size.to_bytes(4, "little") + data[at + 28:]


def test_a_forged_member_size_is_refused():
    """A stored member whose directory entry claims more bytes than are stored is refused before
    numpy is asked to allocate the claimed array."""
    header = npy_header((2**26,))  # 512 MiB of float64
    data = _patch_central_size(archive({"t0.npy": header}), "t0.npy", len(header) + 2**29)
    with pytest.raises(ValueError, match=r"tp\.load: .*'t0' is stored uncompressed but claims 512\.0 MiB"):
        tp.load(io.BytesIO(data))


def test_max_bytes_caps_the_total(tmp_path):
    path = tmp_path / "two.tp"
    tp.save({"a": tp.zeros(2**18), "b": tp.ones(2**18)}, path)  # 1 MiB each
    with pytest.raises(ValueError, match=r"tp\.load: .*two\.tp: array 't1' needs 1\.0 MiB.*max_bytes"):
        tp.load(path, max_bytes=3 * 2**19)
    out = tp.load(path, max_bytes=2**21)
    assert out["a"].sum().item() == 0 and out["b"].sum().item() == 2**18
    with pytest.raises(ValueError, match="max_bytes must be a non-negative int"):
        tp.load(path, max_bytes=-1)


def test_a_stream_without_seek_loads_within_max_bytes(tmp_path):
    saved = io.BytesIO()
    tp.save({"w": tp.arange(5.0)}, saved)

    class Pipe(io.RawIOBase):  # readable, not seekable: how a socket or stdin looks
        def __init__(self, data: bytes):
            self.data = io.BytesIO(data)

        def readable(self):
            return True

        def readinto(self, b):
            chunk = self.data.read(min(len(b), 100))
            b[: len(chunk)] = chunk
            return len(chunk)

    out = tp.load(Pipe(saved.getvalue()), max_bytes=10_000)
    np.testing.assert_array_equal(out["w"].numpy(), np.arange(5.0, dtype=np.float32))
    with pytest.raises(ValueError, match="stream longer than"):
        tp.load(Pipe(saved.getvalue()), max_bytes=100)


# ---- error hygiene -----------------------------------------------------------------------
BAD_MANIFESTS = {
    "a_list": [],
    "no_tree": {"format": "tensorplay.save", "version": 1},
    "version_str": {"format": "tensorplay.save", "version": "x", "tree": {"value": 1}},
    "tree_int": {**MANIFEST, "tree": 5},
    "tree_empty": {**MANIFEST, "tree": {}},
    "dict_int": {**MANIFEST, "tree": {"dict": 5}},
    "dict_bad_pair": {**MANIFEST, "tree": {"dict": [[1]]}},
    "dict_unhashable_key": {**MANIFEST, "tree": {"dict": [[[1], {"value": None}]]}},
    "list_int": {**MANIFEST, "tree": {"list": 3}},
    "tensor_list": {**MANIFEST, "tree": {"tensor": ["a"]}},
    "tensor_missing": {**MANIFEST, "tree": {"tensor": "t9"}},
    "float_list": {**MANIFEST, "tree": {"float": [1]}},
    "unknown_kind": {**MANIFEST, "tree": {"set": [1]}},
    "int_requires_grad": {**MANIFEST, "tree": {"tensor": "t1", "requires_grad": True}},
    "int_parameter": {**MANIFEST, "tree": {"tensor": "t1", "parameter": True}},
    "flag_not_bool": {**MANIFEST, "tree": {"tensor": "t0", "parameter": "yes"}},
}


@pytest.mark.parametrize("case", sorted(BAD_MANIFESTS))
def test_a_malformed_manifest_is_one_clear_error(tmp_path, case):
    path = tmp_path / f"{case}.tp"
    path.write_bytes(archive({"t0.npy": npy(np.ones(2)), "t1.npy": npy(np.arange(2))},
                             BAD_MANIFESTS[case]))
    with pytest.raises(ValueError, match=rf"^tp\.load: {path}.* damaged"):
        tp.load(path)


def test_a_deeply_nested_manifest_is_a_value_error(tmp_path):
    """json and the decoder both recurse; nesting deeper than the interpreter allows is a
    damaged file, not a RecursionError."""
    for depth in (5_000, 200_000):
        text = '{"list": [' * depth + '{"value": 1}' + "]}" * depth
        manifest = f'{{"format": "tensorplay.save", "version": 1, "tree": {text}}}'.encode()
        path = tmp_path / "deep.tp"
        path.write_bytes(archive({}, manifest))
        with pytest.raises(ValueError, match=r"^tp\.load: .*deep\.tp is damaged"):
            tp.load(path)


def test_a_truncated_file_is_damaged_not_pickled(tmp_path):
    """What an interrupted write leaves: the archive cut anywhere, a zip whose member is cut off,
    or the first bytes of a zip only. None of them is reported as a pickle."""
    saved = io.BytesIO()
    tp.save({"w": tp.arange(64.0), "b": tp.ones(3)}, saved)
    full = saved.getvalue()
    cut_member = archive({"t0.npy": npy(np.ones(100))[:200]})
    cases = {f"cut{n}": full[:n] for n in (4, 30, 100, len(full) // 2, len(full) - 22, len(full) - 1)}
    cases.update(member=cut_member, partial=b"PK partial")
    for name, data in cases.items():
        path = tmp_path / f"{name}.tp"
        path.write_bytes(data)
        with pytest.raises(ValueError) as info:
            tp.load(path)
        text = str(info.value)
        assert text.startswith(f"tp.load: {path}"), text
        assert "damaged" in text or "not a tensorplay file" in text, text
        assert "pickled objects" not in text and "it is a pickle" not in text, text


def test_the_pickle_hint_only_for_real_pickles(tmp_path, torch):
    """torch.save's zip holds data.pkl: that file does contain pickled objects, and a plain
    pickle is named as one; a foreign .npz of plain arrays is not called a pickle."""
    zipped = tmp_path / "torch.pt"
    torch.save({"w": torch.ones(2)}, zipped)
    with pytest.raises(ValueError, match=r"not one written by tp\.save.*pickled objects"):
        tp.load(zipped)
    raw = tmp_path / "raw.pkl"
    raw.write_bytes(pickle.dumps({"a": 1}))
    with pytest.raises(ValueError, match="it is a pickle"):
        tp.load(raw)
    plain = tmp_path / "plain.npz"
    np.savez(plain, a=np.ones(3))
    with pytest.raises(ValueError, match=r"not one written by tp\.save \(no __tensorplay__ manifest\)$"):
        tp.load(plain)


def test_random_damage_gives_a_result_or_one_clear_error():
    """Byte flips and cuts anywhere in a saved file (fixed seed): tp.load either returns an
    object or raises a ValueError that starts with `tp.load:` (a TypeError if a flip made a
    dtype tensorplay lacks); never another exception."""
    saved = io.BytesIO()
    tp.save({"w": tp.arange(6.0).reshape(2, 3), "n": 3,
             "l": [tp.ones(2, dtype=tp.int64), 1.5, None]}, saved)
    data = saved.getvalue()
    rng = np.random.default_rng(0)
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(600):  # about 1 s
        damaged = bytearray(data)
        for i in rng.integers(0, len(data), size=rng.choice([1, 2, 4])):
            damaged[i] = rng.integers(0, 256)
        if rng.random() < 0.1:
            damaged = damaged[: rng.integers(0, len(damaged))]
        try:
            tp.load(io.BytesIO(bytes(damaged)))
            outcomes["loaded"] += 1
        except (ValueError, TypeError) as exc:
            assert str(exc).startswith("tp.load:"), f"{type(exc).__name__}: {exc}"
            outcomes["refused"] += 1
    assert outcomes["refused"] > 400, outcomes
