"""`tp.save` / `tp.load`: tensors and nested containers of them in a NumPy `.npz`
archive that never runs code.

The archive holds one array per tensor (`t0`, `t1`, ...) and `__tensorplay__`, a
JSON document describing the structure: dicts (string or int keys, order kept),
lists, tuples, tensors (by array name), and plain numbers, strings, bools and
None. Loading uses `np.load(allow_pickle=False)`, so a pickle or an object
array is refused rather than executed.
"""

from __future__ import annotations

import io
import json
import os
import zipfile

import numpy as np

from ._tensor import Tensor

FORMAT = "tensorplay.save"
VERSION = 1
_MANIFEST = "__tensorplay__"


class _Writer:
    def __init__(self):
        self.arrays: dict[str, np.ndarray] = {}
        self.seen: dict[int, str] = {}

    def encode(self, obj, path: str):
        if isinstance(obj, Tensor):
            if obj._interp is not None:
                raise TypeError(f"tp.save: {path} is a tensor of an active tensorplay.func transform")
            name = self.seen.get(id(obj))
            if name is None:
                name = f"t{len(self.arrays)}"
                self.arrays[name] = obj._data if obj._data.flags.c_contiguous else obj._data.copy()
                self.seen[id(obj)] = name
            out = {"tensor": name}
            from .nn.parameter import Parameter

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
        raise TypeError(f"tp.save can store tensors, dicts, lists, tuples, numbers, strings, bools "
                        f"and None; {path} is a {type(obj).__name__}")


def save(obj, f) -> None:
    """Write `obj` (a tensor, a state_dict, or nested dicts/lists/tuples of tensors and plain
    values) to the path or binary file `f` in tensorplay's .npz format."""
    w = _Writer()
    tree = w.encode(obj, "obj")
    manifest = json.dumps({"format": FORMAT, "version": VERSION, "tree": tree})
    arrays = dict(w.arrays)
    arrays[_MANIFEST] = np.frombuffer(manifest.encode("utf-8"), dtype=np.uint8)
    if isinstance(f, str | os.PathLike):
        with open(f, "wb") as fh:
            np.savez(fh, **arrays)
    else:
        np.savez(f, **arrays)


def _decode(node, arrays, cache):
    from collections import OrderedDict

    (kind, value), *_ = node.items()
    if kind == "tensor":
        if value not in arrays:
            raise ValueError(f"tp.load: the archive has no array {value!r}")
        key = (value, bool(node.get("parameter")))
        if key in cache:
            return cache[key]
        data = arrays[value]
        if node.get("parameter"):
            from .nn.parameter import Parameter

            t = Parameter(Tensor._make(data), node.get("requires_grad", True))
        else:
            t = Tensor._make(data)
            if node.get("requires_grad"):
                t._set_requires_grad(True)
        cache[key] = t
        return t
    if kind == "value":
        return value
    if kind == "int":
        return int(value)
    if kind == "float":
        return float(value)
    if kind in ("dict", "ordered_dict"):
        d = OrderedDict() if kind == "ordered_dict" else {}
        for k, v in value:
            d[k] = _decode(v, arrays, cache)
        return d
    if kind == "list":
        return [_decode(v, arrays, cache) for v in value]
    if kind == "tuple":
        return tuple(_decode(v, arrays, cache) for v in value)
    raise ValueError(f"tp.load: unknown entry {kind!r} in the archive")


def load(f, map_location=None, weights_only: bool = True):
    """Read an object written by `tp.save`. Anything else — a pickle (e.g. a file from
    torch.save), a foreign .npz, a damaged file — raises a ValueError; nothing in the file
    is ever executed."""
    name = f if isinstance(f, str | os.PathLike) else getattr(f, "name", "<file>")
    if isinstance(f, str | os.PathLike):
        with open(f, "rb") as fh:
            raw = fh.read()
    else:
        raw = f.read()
    if not raw.startswith(b"PK"):
        hint = " (it looks like a pickle, e.g. from torch.save)" if raw[:1] == b"\x80" else ""
        raise ValueError(f"tp.load: {name} is not a tensorplay file{hint}; tp.load only reads "
                         f"files written by tp.save and never unpickles")
    try:
        with np.load(io.BytesIO(raw), allow_pickle=False) as npz:
            if _MANIFEST not in npz.files:
                raise ValueError(f"tp.load: {name} is an .npz archive but not one written by "
                                 "tp.save (no __tensorplay__ manifest)")
            manifest = json.loads(bytes(npz[_MANIFEST]).decode("utf-8"))
            if manifest.get("format") != FORMAT:
                raise ValueError(f"tp.load: {name} has an unknown format {manifest.get('format')!r}")
            if manifest.get("version", 0) > VERSION:
                raise ValueError(f"tp.load: {name} was written by a newer tensorplay "
                                 f"(format version {manifest['version']})")
            arrays = {k: npz[k] for k in npz.files if k != _MANIFEST}
    except (zipfile.BadZipFile, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"tp.load: {name} is damaged or not a tensorplay file: {exc}") from None
    except ValueError as exc:
        if "allow_pickle" in str(exc) or "Object arrays" in str(exc):
            raise ValueError(f"tp.load: {name} contains pickled objects, which tp.load refuses "
                             "to read") from None
        raise
    return _decode(manifest["tree"], arrays, {})
