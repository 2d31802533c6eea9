"""`tp.save` / `tp.load`: tensors, nested containers of them and whole modules in a NumPy
`.npz` archive that never runs code.

The archive holds one array per tensor (`t0`, `t1`, ...) and `__tensorplay__`, a
JSON document describing the structure: dicts (string or int keys, order kept),
lists, tuples, tensors (by array name), plain numbers, strings, bools and None, dtypes, and
(format version 2) whole modules as records: a class by name and its state by value, rebuilt
only for allow-listed classes (`_module_record`; `add_safe_globals`, `safe_globals`). Arrays are
read with `allow_pickle=False`, so a pickle or an object array is refused rather than executed.

Both directions are built for files that outlive the process: `save` to a path is atomic (a
temporary file in the same folder, flushed and fsynced, then renamed over the target), so a
failure midway leaves the previous checkpoint intact; `load` trusts nothing the file declares
before checking it (see `_archive`), so a hostile or damaged file gives one `ValueError` that
names it instead of an unbounded allocation, a crash or a stray exception.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import types
from typing import Any, BinaryIO

import numpy as np

from .core import dtype as _dtype_mod
from .core.dtype import bfloat16 as _bfloat16
from .core.dtype import dtype as _dtype_cls
from .core.tensor import Tensor
from .io import module_record as _records
from .io.archive import MANIFEST_LIMIT, Archive
from .io.safe_globals import (  # noqa: F401 - public API
    _allowed,
    add_safe_globals,
    clear_safe_globals,
    get_safe_globals,
    safe_globals,
)
from .nn.modules.module import Module
from .nn.parameter import Parameter

FORMAT = "tensorplay.save"
VERSION = 2  # 2: whole modules; a file without one is still written as version 1
_MANIFEST = "__tensorplay__"


class _Writer:
    def __init__(self):
        self.arrays: dict[str, np.ndarray] = {}
        self.seen: dict[int, str] = {}
        self.modules: dict[int, int] = {}  # id(module) -> its index, for shared modules

    def encode(self, obj, path: str):
        if isinstance(obj, Tensor):
            if obj._interp is not None:
                raise TypeError(f"tp.save: {path} is a tensor of an active tensorplay.func transform")
            name = self.seen.get(id(obj))
            if name is None:
                name = f"t{len(self.arrays)}"
                data = obj._data if obj._data.flags.c_contiguous else obj._data.copy()
                # .npy headers cannot name bfloat16 (|V2): its bits are stored as uint16 and
                # the manifest's entry says which dtype they are
                self.arrays[name] = data.view(np.uint16) if data.dtype is _dtype_mod.BF16 else data
                self.seen[id(obj)] = name
            out = {"tensor": name}
            if obj._data.dtype is _dtype_mod.BF16:
                out["dtype"] = "bfloat16"
            if isinstance(obj, Parameter):
                out["parameter"] = True
                out["requires_grad"] = obj.requires_grad
            elif obj.requires_grad:
                out["requires_grad"] = True
            return out
        if obj is None or isinstance(obj, bool | str):
            return {"value": obj}
        if isinstance(obj, int | np.integer):
            return {"int": int(obj)}
        if isinstance(obj, float | np.floating):
            f = float(obj)
            return {"float": f if np.isfinite(f) else repr(f)}
        if isinstance(obj, dict):
            items = []
            for k, v in obj.items():
                if not isinstance(k, str | int) or isinstance(k, bool):
                    raise TypeError(f"tp.save: dict keys must be str or int, got {type(k).__name__} at {path}")
                items.append([k, self.encode(v, f"{path}[{k!r}]")])
            kind = "ordered_dict" if type(obj).__name__ == "OrderedDict" else "dict"
            return {kind: items}
        if isinstance(obj, list | tuple):
            kind = "tuple" if isinstance(obj, tuple) else "list"
            return {kind: [self.encode(v, f"{path}[{i}]") for i, v in enumerate(obj)]}
        if isinstance(obj, Module):
            return _records.encode_module(self, obj, path)
        if isinstance(obj, types.FunctionType):
            return _records.encode_function(obj, path)
        if isinstance(obj, _dtype_cls):
            return _records.encode_dtype(obj)
        raise TypeError(f"tp.save can store tensors, modules, dicts, lists, tuples, numbers, "
                        f"strings, bools, dtypes and None; {path} is a {type(obj).__name__}")


def save(obj: Any, f: str | os.PathLike | BinaryIO) -> None:
    """Write `obj` (a tensor, a state_dict, a whole module, or nested dicts/lists/tuples of
    them and of plain values) to the path or binary file `f` in tensorplay's .npz format.
    A module is stored as its class's name and its state (`_module_record`), never as code.

    Saving to a path is atomic: the archive is written to a temporary file in the target's
    folder, flushed and fsynced, then renamed over the target, so an error midway (a full disk,
    an interrupt) leaves the previous file as it was and no temporary file behind. A file
    object is written to directly."""
    w = _Writer()
    tree = w.encode(obj, "obj")
    manifest = json.dumps({"format": FORMAT, "version": VERSION if w.modules else 1, "tree": tree})
    arrays = dict(w.arrays)
    arrays[_MANIFEST] = np.frombuffer(manifest.encode("utf-8"), dtype=np.uint8)
    if isinstance(f, str | os.PathLike):
        _write_atomically(os.path.realpath(f), arrays)
    else:
        np.savez(f, **arrays)


def _write_atomically(path: str, arrays: dict) -> None:
    folder, base = os.path.split(path)
    try:
        mode = os.stat(path).st_mode & 0o7777  # an existing file keeps its permissions
    except FileNotFoundError:
        mode = None
    while True:
        tmp = os.path.join(folder, f".{base}.{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(fd, "wb") as fh:
            np.savez(fh, **arrays)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # make the rename itself durable (POSIX)
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


class _Damaged(Exception):
    """A manifest entry of the wrong shape; `load` turns it into a ValueError naming the file."""


_FLOAT_WORDS = ("inf", "-inf", "nan")
# How deep the entries of a file may nest (containers in containers, modules in modules): far
# beyond any real model, far below Python's recursion limit, so a crafted file is refused by
# this check, never by the interpreter running out of stack.
MAX_NESTING = 100


def _decode(node, archive: Archive, cache: dict, path: str = "obj", depth: int = 0):
    from collections import OrderedDict

    if depth > MAX_NESTING:
        raise _Damaged(f"its entries nest more than {MAX_NESTING} levels deep (at {path})")
    if not isinstance(node, dict) or not node:
        raise _Damaged(f"the entry for {path} is {type(node).__name__}, not an entry object")
    kind, value = next(iter(node.items()))
    if kind == "tensor":
        return _decode_tensor(node, value, archive, cache, path)
    if kind in ("module", "module_ref", "global", "dtype"):
        return _decode_record(kind, value, archive, cache, path, depth)
    if kind == "value":
        if value is not None and not isinstance(value, bool | str):
            raise _Damaged(f"{path} holds a {type(value).__name__} as a plain value")
        return value
    if kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise _Damaged(f"{path} is an int entry holding {_short(repr(value))}")
        return value
    if kind == "float":
        if isinstance(value, bool) or not isinstance(value, int | float | str) \
                or (isinstance(value, str) and value not in _FLOAT_WORDS):
            raise _Damaged(f"{path} is a float entry holding {_short(repr(value))}")
        return float(value)
    if kind in ("dict", "ordered_dict"):
        if not isinstance(value, list):
            raise _Damaged(f"{path} is a dict entry holding a {type(value).__name__}, not a list")
        d = OrderedDict() if kind == "ordered_dict" else {}
        for item in value:
            if not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool) \
                    or not isinstance(item[0], str | int):
                raise _Damaged(f"{path} has an item {_short(repr(item))} that is not a [str or int key, "
                               "entry] pair")
            k, v = item
            d[k] = _decode(v, archive, cache, f"{path}[{k!r}]", depth + 1)
        return d
    if kind in ("list", "tuple"):
        if not isinstance(value, list):
            raise _Damaged(f"{path} is a {kind} entry holding a {type(value).__name__}, not a list")
        items = [_decode(v, archive, cache, f"{path}[{i}]", depth + 1) for i, v in enumerate(value)]
        return tuple(items) if kind == "tuple" else items
    raise _Damaged(f"{path} is an unknown entry {_short(repr(kind))}")


def _decode_record(kind: str, value, archive: Archive, cache: dict, path: str, depth: int):
    """A whole module, a reference to one already read, a function or a dtype."""
    state = cache["records"]
    try:
        if kind == "module":
            return _records.decode_module(
                value, lambda node, where: _decode(node, archive, cache, where, depth + 1), state,
                path)
        if kind == "module_ref":
            if not isinstance(value, int) or isinstance(value, bool) \
                    or not 0 <= value < len(state["modules"]):
                raise _Damaged(f"{path} refers to module {_short(repr(value))}, not one read before")
            return state["modules"][value]
        if kind == "global":
            return _records.resolve_function(value, state["allowed"], state["weights_only"],
                                             state["file"])
        return _records.decode_dtype(value)
    except _records.Damaged as exc:
        raise _Damaged(str(exc)) from None


def _decode_tensor(node: dict, value, archive: Archive, cache: dict, path: str) -> Tensor:
    if not isinstance(value, str):
        raise _Damaged(f"{path} is a tensor entry naming {_short(repr(value))}, not an array name")
    parameter, requires_grad = node.get("parameter", False), node.get("requires_grad")
    if not isinstance(parameter, bool) or (requires_grad is not None and not isinstance(requires_grad, bool)):
        raise _Damaged(f"{path} has a non-bool parameter/requires_grad flag")
    key = (value, parameter)
    if key in cache:
        return cache[key]
    stored = node.get("dtype")
    data = archive.array(value, bits=stored is not None)
    if stored is not None:  # the manifest names the dtype of bits stored as uint16
        if stored != "bfloat16" or data.dtype != np.uint16:
            raise _Damaged(f"{path} declares dtype {_short(repr(stored))} for a {data.dtype} "
                           "array (only bfloat16 is stored by its bits, as uint16)")
        data = data.view(_bfloat16.np)  # without ml_dtypes: the error that says to install it
    wants_grad = requires_grad if requires_grad is not None else parameter
    if wants_grad and data.dtype.kind not in "fV":
        raise _Damaged(f"{path} is a tensor of dtype {data.dtype} marked as requiring grad, "
                       "which only floating-point tensors can")
    if parameter:
        t = Parameter(Tensor._make(data), True if requires_grad is None else requires_grad)
    else:
        t = Tensor._make(data)
        if requires_grad:
            t._set_requires_grad(True)
    cache[key] = t
    return t


def _short(text: str, n: int = 40) -> str:
    """`text` cut to about `n` characters (a hostile manifest can make any part of it huge)."""
    return text if len(text) <= n else text[: n - 23] + "..." + text[-20:]


def load(f: str | os.PathLike | BinaryIO, map_location: Any = None, weights_only: bool = True, *,
         max_bytes: int | None = None) -> Any:
    """Read an object written by `tp.save` from a path or a binary file object.

    Anything else — a pickle (e.g. a file from torch.save), a foreign .npz, a truncated or
    damaged file — raises a `ValueError` that names the file and says what is wrong; nothing in
    the file is ever executed, and an array of a dtype tensorplay lacks raises a `TypeError`.
    Nothing the file declares is believed before it is checked: only the arrays the manifest
    names are read, each array's declared shape must match the bytes its member really holds,
    a compressed member may not inflate more than 100x, and in all `tp.load` allocates at most
    100 bytes per byte of file. `max_bytes` lowers that cap (the total size of the arrays, and
    how much is read from a stream of unknown length such as a pipe, 1 GiB by default).
    A whole module is rebuilt only if its class (and each sub-module's class outside
    `tensorplay.nn`) is allow-listed with `add_safe_globals` / `safe_globals`; otherwise the load
    fails with PyTorch's `pickle.UnpicklingError` ("Weights only load failed"). With
    `weights_only=False` the file's class names are trusted: their modules are imported and any
    `Module` subclass is rebuilt (without its `__init__`); pickles are still refused.
    `map_location` is accepted for PyTorch compatibility (the CPU is the only device)."""
    name = os.fspath(f) if isinstance(f, str | os.PathLike) else getattr(f, "name", "<file>")
    with Archive(f, name, max_bytes) as archive:
        if _MANIFEST + ".npy" not in archive.names():
            pickled = any(n.endswith(".pkl") for n in archive.names())
            hint = " (it holds pickled objects, e.g. a torch.save file)" if pickled else ""
            raise ValueError(f"tp.load: {name} is a zip (.npz) archive but not one written by "
                             f"tp.save (no __tensorplay__ manifest){hint}")
        raw = archive.array(_MANIFEST, limit=MANIFEST_LIMIT, manifest=True)
        try:
            manifest = json.loads(raw.tobytes().decode("utf-8"))
        except (ValueError, RecursionError) as exc:  # JSONDecodeError, UnicodeDecodeError
            raise ValueError(f"tp.load: {name} is damaged: its manifest is not valid JSON "
                             f"({type(exc).__name__}: {_short(str(exc))})") from None
        tree = _check_manifest(manifest, name)
        state = {"allowed": {_records.shown(k): v for k, v in _allowed().items()},
                 "weights_only": bool(weights_only), "file": name, "modules": []}
        try:
            return _decode(tree, archive, {"records": state})
        except _Damaged as exc:
            raise ValueError(f"tp.load: {name} is damaged: {_short(str(exc), 160)}") from None
        except RecursionError:
            raise ValueError(f"tp.load: {name} is damaged: its structure is nested too deeply "
                             "to rebuild") from None


def _check_manifest(manifest, name: str):
    """The manifest's `tree`, once the manifest is a JSON object of this format and version."""
    if not isinstance(manifest, dict):
        raise ValueError(f"tp.load: {name} is damaged: its manifest is a JSON "
                         f"{type(manifest).__name__}, not an object")
    if manifest.get("format") != FORMAT:
        raise ValueError(f"tp.load: {name} has an unknown format {_short(repr(manifest.get('format')))}")
    version = manifest.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(f"tp.load: {name} is damaged: its format version is {_short(repr(version))}")
    if version > VERSION:
        raise ValueError(f"tp.load: {name} was written by a newer tensorplay (format version "
                         f"{version})")
    if "tree" not in manifest:
        raise ValueError(f"tp.load: {name} is damaged: its manifest has no tree")
    return manifest["tree"]

