"""Reading the `.npz` archive behind `tp.load` without trusting it.

A file handed to `tp.load` may be hostile or damaged, so nothing it *declares* is believed
before it has been checked against what it *is*:

- the source is read in bounded steps: its first bytes must be a zip's before anything else is
  read, a regular file is read in place (never copied whole into memory), and a stream of unknown
  length (a pipe, a socket, `/dev/zero`) is buffered only up to a limit;
- only the members the manifest names are ever inflated;
- before an array is allocated, the shape times itemsize its `.npy` header declares must equal the
  member's uncompressed size, that size must fit the archive (a stored member) or a sane
  compression ratio of its compressed size (a deflated one), and the running total must stay
  within the budget: `max_bytes=` if given, and never more than `MAX_RATIO` bytes per byte of
  archive. The JSON manifest may be at most `MANIFEST_LIMIT`: parsed, it takes about 20 times
  its size in Python objects. Every refusal is a `ValueError` that names the file and says why.
"""

from __future__ import annotations

import io
import math
import os
import stat
import zipfile
import zlib

import numpy as np

from ..core import dtype as _dtype

MAX_RATIO = 100  # tp.save writes uncompressed members; deflate of real weights gains ~1.1x
SMALL = 1 << 20  # members (and a budget slack) this small are harmless whatever their ratio
STREAM_LIMIT = 1 << 30  # the most read from a stream of unknown length without max_bytes=
MANIFEST_LIMIT = 1 << 24  # JSON parses to ~20x its size in Python objects; real manifests are KiBs
_CHUNK = 1 << 20
_SUPPORTED = _dtype.KNOWN  # bfloat16 joins when first used
_BITS = np.dtype(np.uint16)  # how bfloat16 is stored (.npy cannot name it); the manifest says so


def _size(n: int) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError


class Archive:
    """The zip archive of a `tp.save` file, opened for bounded, checked reads of its members."""

    def __init__(self, f, name: str, max_bytes: int | None):
        if max_bytes is not None and (not isinstance(max_bytes, int) or isinstance(max_bytes, bool)
                                      or max_bytes < 0):
            raise ValueError(f"tp.load: max_bytes must be a non-negative int or None, got {max_bytes!r}")
        self.name = name
        self.max_bytes = max_bytes
        self._owned = None
        self._arrays: dict[str, np.ndarray] = {}
        try:
            source = self._open(f)
            self.size = self._length(source)
            self.budget = MAX_RATIO * self.size + SMALL
            self._cap = f"at most {MAX_RATIO} bytes per byte of file"
            if max_bytes is not None and max_bytes < self.budget:
                self.budget, self._cap = max_bytes, f"max_bytes={max_bytes}"
            try:
                self.zip = zipfile.ZipFile(source)
            except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError,
                    NotImplementedError) as exc:  # NotImplementedError: a forged zip version
                raise ValueError(f"tp.load: {name} is damaged (a truncated or incomplete zip "
                                 f"archive, perhaps a save that did not finish): {exc}") from None
        except BaseException:
            self.close()
            raise

    # ---- the source ----------------------------------------------------------------------
    def _open(self, f):
        if isinstance(f, str | os.PathLike):
            fh = self._owned = open(f, "rb")  # noqa: SIM115 - closed by close()
            if stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                self._check_magic(_read_exactly(fh, 4))
                fh.seek(0)
                return fh
            return self._buffer(fh)  # a FIFO, a character device such as /dev/zero
        try:
            start = f.tell() if f.seekable() else None
        except (AttributeError, OSError):  # io.UnsupportedOperation is an OSError
            start = None
        if start is None:
            return self._buffer(f)
        self._check_magic(_read_exactly(f, 4))
        f.seek(start)
        return f

    def _buffer(self, fh) -> io.BytesIO:
        """A stream of unknown length, read into memory in chunks, at most up to the limit."""
        limit = STREAM_LIMIT if self.max_bytes is None else self.max_bytes
        head = _read_exactly(fh, 4)
        self._check_magic(head)
        out = io.BytesIO()
        out.write(head)
        while True:
            if out.tell() > limit:
                raise ValueError(f"tp.load: {self.name} is a stream longer than {_size(limit)} "
                                 f"(the {'max_bytes' if self.max_bytes is not None else 'default'}"
                                 " limit for a source of unknown length); pass a larger "
                                 "max_bytes= if it really is that big")
            chunk = fh.read(min(_CHUNK, limit + 1 - out.tell()))
            if not chunk:
                break
            out.write(chunk)
        out.seek(0)
        return out

    @staticmethod
    def _length(source) -> int:
        here = source.tell()
        end = source.seek(0, os.SEEK_END)
        source.seek(here)
        return end - here

    def _check_magic(self, head: bytes) -> None:
        if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
            return
        pickled = len(head) >= 2 and head[0] == 0x80 and 2 <= head[1] <= 5
        hint = " (it is a pickle, e.g. from torch.save's legacy format)" if pickled else ""
        raise ValueError(f"tp.load: {self.name} is not a tensorplay file{hint}; tp.load only reads "
                         "files written by tp.save and never unpickles")

    # ---- members -------------------------------------------------------------------------
    def names(self) -> list[str]:
        return self.zip.namelist()

    def array(self, key: str, *, limit: int | None = None, manifest: bool = False,
              bits: bool = False) -> np.ndarray:
        """The array `key` (member `key.npy`), checked before anything is allocated for it: a
        tensor of one of tensorplay's dtypes, or (`manifest`) 1-d UTF-8 bytes, or (`bits`, when
        the manifest names a dtype .npy cannot: bfloat16) uint16 bits."""
        if key in self._arrays:
            return self._arrays[key]
        try:
            info = self.zip.getinfo(key + ".npy")
        except KeyError:
            raise ValueError(f"tp.load: {self.name} is damaged: the manifest names an array "
                             f"{key!r} that the archive does not hold") from None
        where = f"tp.load: {self.name}: array {key!r}"
        self._check_sizes(info, where, limit)
        try:
            with self.zip.open(info) as fp:
                header_len, shape, dtype = _read_header(fp)
            if dtype.hasobject:
                raise ValueError(f"tp.load: {self.name} contains pickled objects (an object "
                                 f"array, {key!r}), which tp.load refuses to read")
            if manifest:
                if dtype != np.uint8 or len(shape) != 1:
                    raise ValueError(f"tp.load: {self.name} is damaged: its manifest is a {shape} "
                                     f"{dtype} array, not UTF-8 bytes")
            elif not (bits and dtype == _BITS):
                _check_dtype(dtype, where)
            nbytes = math.prod(shape) * dtype.itemsize
            if header_len + nbytes != info.file_size:
                raise ValueError(f"{where} declares a {shape} {dtype} array ({_size(nbytes)}), "
                                 f"but its member holds {_size(info.file_size - header_len)} of "
                                 "data: the file is damaged or forged")
            if not manifest and nbytes > self.budget:  # the manifest has its own `limit`
                raise ValueError(f"{where} needs {_size(nbytes)}, more than tp.load may still "
                                 f"allocate ({self._cap})")
            if not manifest:
                self.budget -= nbytes
            with self.zip.open(info) as fp:
                arr = np.lib.format.read_array(fp, allow_pickle=False)
        except (zipfile.BadZipFile, EOFError, zlib.error, NotImplementedError) as exc:
            raise ValueError(f"{where} is damaged: {exc}") from None
        except ValueError as exc:
            if str(exc).startswith("tp.load"):
                raise
            raise ValueError(f"{where} is damaged: {exc}") from None
        self._arrays[key] = arr
        return arr

    def _check_sizes(self, info: zipfile.ZipInfo, where: str, limit: int | None) -> None:
        if info.flag_bits & 0x1:
            raise ValueError(f"{where} is encrypted; tp.save never encrypts")
        if info.compress_size > self.size:
            raise ValueError(f"{where} claims {_size(info.compress_size)} of compressed data in a "
                             f"file of {_size(self.size)}: the file is damaged or forged")
        if info.compress_type == zipfile.ZIP_STORED and info.file_size != info.compress_size:
            raise ValueError(f"{where} is stored uncompressed but claims {_size(info.file_size)} "
                             f"in {_size(info.compress_size)}: the file is damaged or forged")
        if info.file_size > SMALL and info.file_size > MAX_RATIO * info.compress_size:
            raise ValueError(f"{where} inflates {_size(info.compress_size)} to "
                             f"{_size(info.file_size)}, more than {MAX_RATIO}x (a zip bomb?); "
                             "tp.save writes uncompressed archives")
        if limit is not None and info.file_size > limit:
            raise ValueError(f"{where} is {_size(info.file_size)}, more than the {_size(limit)} "
                             "it may take")

    def close(self) -> None:
        if getattr(self, "zip", None) is not None:
            self.zip.close()
        if self._owned is not None:
            self._owned.close()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _read_exactly(fh, n: int) -> bytes:
    out = b""
    while len(out) < n:
        chunk = fh.read(n - len(out))
        if not chunk:
            break
        out += chunk
    return out


def _read_header(fp) -> tuple[int, tuple, np.dtype]:
    """An `.npy` member's header (its length in bytes, the shape and dtype it declares), read
    without touching the data."""
    fmt = np.lib.format
    try:
        version = fmt.read_magic(fp)
        if version == (1, 0):
            shape, _, dtype = fmt.read_array_header_1_0(fp)
        elif version == (2, 0):
            shape, _, dtype = fmt.read_array_header_2_0(fp)
        else:
            raise ValueError(f"unsupported .npy format version {version}")
    except (TypeError, SyntaxError) as exc:
        raise ValueError(f"malformed .npy header: {exc}") from None
    return fp.tell(), shape, dtype


def _check_dtype(dtype: np.dtype, where: str) -> None:
    if dtype not in _SUPPORTED:
        raise TypeError(f"{where} has NumPy dtype {dtype}, which tensorplay does "
                        f"not support (it has {_dtype.NAMES}; tp.save "
                        "writes nothing else); convert the array, e.g. .astype(np.float32), "
                        "before saving it")
