"""Whole modules in a `tp.save` file: the class by name, the state by value, never code.

`torch.save(model)` pickles the module, and `torch.load` rebuilds it by importing and calling
whatever the pickle names. TensorPlay stores a module as a *record*: the dotted path of its class,
its `training` flag, its parameters, buffers (with their `persistent` flag) and sub-modules, and
its plain attributes (numbers, strings, bools, None, tensors, dtypes, and lists, tuples and dicts
of them; ops of `tp` and `tp.nn.functional`, such as a layer's `activation`, by name). Loading
builds the object with `object.__new__` and `Module.__init__` (never the class's own `__init__`)
and fills in that state; a module met twice (shared layers, tied weights) is stored once and
comes back shared.

Which classes may be rebuilt is the safety promise (`weights_only=True`, the default): a
`tensorplay.nn` class (the library's own), or a class the user allow-listed with
`tp.serialization.add_safe_globals` / `safe_globals`; anything else is refused with PyTorch's
`pickle.UnpicklingError` ("Weights only load failed") *before* any module is imported. A name is
looked up only among modules already imported, and what it names must be a `Module` subclass
whose own module and qualified name are the ones written. `weights_only=False` trusts the file's
class names: it imports their modules (as unpickling would) and lifts the allow-list, but still
builds only `Module` subclasses and still never unpickles.
"""

from __future__ import annotations

import importlib
import pickle
import sys
import types
from typing import Any

from ..core import dtype as _dtype
from ..core.optable import FUNCTIONS as _PUBLIC_FUNCTIONS
from ..core.tensor import Tensor
from ..nn import functional
from ..nn.modules.module import Module
from ..nn.parameter import Parameter

_INTERNAL: frozenset[str] | None = None


def _internal() -> frozenset[str]:
    """The attributes `Module.__init__` makes (the record stores their contents, not them)."""
    global _INTERNAL
    if _INTERNAL is None:
        _INTERNAL = frozenset(Module().__dict__)
    return _INTERNAL


def global_name(obj: Any) -> str:
    """`module:qualname`, the name a class or function is written under."""
    return f"{obj.__module__}:{obj.__qualname__}"


def shown(name: str) -> str:
    """`module.qualname`, as PyTorch prints a global."""
    return name.replace(":", ".")


# ---- writing -------------------------------------------------------------------------------


def encode_module(writer, module, path: str) -> dict:
    """The record of `module` (or a reference to the record of a module already written)."""
    if id(module) in writer.modules:
        return {"module_ref": writer.modules[id(module)]}
    writer.modules[id(module)] = len(writer.modules)
    cls = type(module)
    if _lookup(cls.__module__, cls.__qualname__) is not cls:
        raise TypeError(f"tp.save: {path} is a {cls.__qualname__} defined where it cannot be found "
                        "again by name (inside a function?); define the class at module level")
    d = module.__dict__
    if any(d[name] for name in _internal() if name.endswith("hooks") or "_hooks_" in name):
        raise TypeError(f"tp.save: {path} has hooks, which are code and are not saved; remove "
                        "them (or save model.state_dict())")
    record = {
        "class": global_name(cls),
        "training": bool(module.training),
        "parameters": [[k, writer.encode(v, f"{path}.{k}")] for k, v in d["_parameters"].items()],
        "buffers": [[k, writer.encode(v, f"{path}.{k}"), k not in d["_non_persistent_buffers_set"]]
                    for k, v in d["_buffers"].items()],
        "modules": [[k, writer.encode(v, f"{path}.{k}")] for k, v in d["_modules"].items()],
        "attributes": [[k, writer.encode(v, f"{path}.{k}")] for k, v in d.items()
                       if k not in _internal()],
    }
    return {"module": record}


def encode_function(fn: types.FunctionType, path: str) -> dict:
    """A function by name: an op of `tp` or `tp.nn.functional`, or one found by its own
    module and qualified name (which a load must allow-list)."""
    for public in ("tensorplay", "tensorplay.nn.functional"):
        if _public_op(public, fn.__name__) is fn:
            return {"global": f"{public}:{fn.__name__}"}
    if _lookup(fn.__module__, fn.__qualname__) is not fn:
        raise TypeError(f"tp.save: {path} is the function {fn.__qualname__}, which cannot be found "
                        "again by name (a lambda or a local function?); only named functions and "
                        "tensorplay's ops are stored")
    return {"global": global_name(fn)}


def encode_dtype(d: _dtype.dtype) -> dict:
    return {"dtype": d.name}


# ---- reading -------------------------------------------------------------------------------


class Damaged(Exception):
    """A record of the wrong shape; `tp.load` reports it as a damaged file."""


def _lookup(module: str, qualname: str, *, load: bool = False) -> Any:
    """The object `module:qualname` among the modules already imported (or, `load`, after
    importing `module`); None when there is none. Attributes are read, nothing is called."""
    mod = sys.modules.get(module)
    if mod is None and load:
        try:
            mod = importlib.import_module(module)
        except ImportError:
            return None
    obj = mod
    for part in qualname.split("."):
        if obj is None or part.startswith("__") or part == "<locals>":
            return None
        obj = getattr(obj, part, None)
    return obj


def _public_op(module: str, name: str) -> Any:
    """`name` in tensorplay's op namespace (`tp.<op>`) or in `tp.nn.functional`, if it is a
    function there; None otherwise."""
    if not name.isidentifier() or name.startswith("_"):
        return None
    if module == "tensorplay":
        fn = _PUBLIC_FUNCTIONS.get(name)
    else:
        fn = getattr(functional, name, None)
    return fn if isinstance(fn, types.FunctionType) else None


def _split(name: Any, what: str) -> tuple[str, str]:
    if not isinstance(name, str) or name.count(":") != 1 or len(name) > 1000:
        raise Damaged(f"a {what} record names {name!r:.60}, not a module:qualname")
    module, qualname = name.split(":")
    if not module or not qualname:
        raise Damaged(f"a {what} record names {name!r:.60}, not a module:qualname")
    return module, qualname


def refuse(name: str, file: str) -> pickle.UnpicklingError:
    """PyTorch's refusal of a global that is not allow-listed, with its advice."""
    g = shown(name)
    return pickle.UnpicklingError(
        f"Weights only load failed: {file} holds {g}, which tp.load does not rebuild by default. "
        f"Unsupported global: GLOBAL {g} was not an allowed global by default. Please use "
        f"`tp.serialization.add_safe_globals([{g}])` or the "
        f"`tp.serialization.safe_globals([{g}])` context manager to allowlist this global if you "
        "trust this class/function, or pass weights_only=False if you trust the file (tp.load "
        "still never unpickles: a class is looked up by name and built without its __init__).")


def resolve_class(name: Any, allowed: dict[str, Any], weights_only: bool, file: str) -> type:
    """The Module subclass a record names, if loading it is allowed."""
    module, qualname = _split(name, "module")
    if shown(name) in allowed:
        cls = allowed[shown(name)]
    elif module == "tensorplay.nn" or module.startswith("tensorplay.nn."):
        cls = _lookup(module, qualname)
    elif not weights_only:
        cls = _lookup(module, qualname, load=True)
    else:
        raise refuse(name, file)
    if not (isinstance(cls, type) and issubclass(cls, Module)):
        raise Damaged(f"a module record names {shown(name)!r:.80}, which is not a "
                      "tensorplay.nn.Module subclass")
    if global_name(cls) != name and shown(name) not in allowed:
        raise Damaged(f"a module record names {shown(name)!r:.80}, which is another class's alias")
    return cls


def resolve_function(name: Any, allowed: dict[str, Any], weights_only: bool, file: str) -> Any:
    module, qualname = _split(name, "function")
    if shown(name) in allowed:
        fn = allowed[shown(name)]
    elif module in ("tensorplay", "tensorplay.nn.functional"):
        fn = _public_op(module, qualname)
        if fn is None:
            raise Damaged(f"a function record names {shown(name)!r:.80}, which is not an op of "
                          f"{module}")
        return fn
    elif not weights_only:
        fn = _lookup(module, qualname, load=True)
    else:
        raise refuse(name, file)
    if not isinstance(fn, types.FunctionType | types.BuiltinFunctionType):
        raise Damaged(f"a function record names {shown(name)!r:.80}, which is not a function")
    return fn


def decode_dtype(value: Any) -> _dtype.dtype:
    for d in _dtype.ALL:
        if d.name == value:
            return d
    raise Damaged(f"a dtype record names {value!r:.40}")


def _pairs(value: Any, what: str, width: int = 2) -> list:
    if not isinstance(value, list) or not all(
            isinstance(p, list) and len(p) == width and isinstance(p[0], str) for p in value):
        raise Damaged(f"a module record's {what} are not a list of [name, entry] pairs")
    return value


def decode_module(record: Any, decode, state: dict, path: str):
    """Rebuild the module of `record`; `decode(node, path)` reads the entries inside it."""
    keys = {"class", "training", "parameters", "buffers", "modules", "attributes"}
    if not isinstance(record, dict) or set(record) != keys or not isinstance(record["training"], bool):
        raise Damaged(f"{path} is a module record without exactly the fields {sorted(keys)}")
    cls = resolve_class(record["class"], state["allowed"], state["weights_only"], state["file"])
    module = object.__new__(cls)
    Module.__init__(module)  # the library's bookkeeping, not the class's own __init__
    state["modules"].append(module)
    d = module.__dict__
    d["training"] = record["training"]
    names: set[str] = set()

    def name_ok(name: str, attribute: bool = False) -> str:
        bad = not name or "." in name or name in names or name in _internal() \
            or (attribute and (name.startswith("__") or not name.isidentifier()))
        if bad:
            raise Damaged(f"{path} has a member named {name!r:.60}, which a module cannot hold")
        names.add(name)
        return name

    for name, entry in _pairs(record["parameters"], "parameters"):
        value = decode(entry, f"{path}.{name}")
        if value is not None and not isinstance(value, Parameter):
            raise Damaged(f"{path}.{name} is a parameter entry that is not a Parameter")
        d["_parameters"][name_ok(name)] = value
    for name, entry, persistent in _pairs(record["buffers"], "buffers", 3):
        value = decode(entry, f"{path}.{name}")
        if (value is not None and not isinstance(value, Tensor)) or not isinstance(persistent, bool):
            raise Damaged(f"{path}.{name} is a buffer entry that is not a tensor")
        d["_buffers"][name_ok(name)] = value
        if not persistent:
            d["_non_persistent_buffers_set"].add(name)
    for name, entry in _pairs(record["modules"], "modules"):
        value = decode(entry, f"{path}.{name}")
        if value is not None and not isinstance(value, Module):
            raise Damaged(f"{path}.{name} is a sub-module entry that is not a module")
        d["_modules"][name_ok(name)] = value
    for name, entry in _pairs(record["attributes"], "attributes"):
        d[name_ok(name, attribute=True)] = decode(entry, f"{path}.{name}")
    return module
