"""The public surface TensorPlay shares with PyTorch, and PyTorch's keyword names for each.

A name reads `torch.X` (a function), `Tensor.X` (a method), `F.X` (torch.nn.functional), `nn.X`
(a module constructor), `optim.X` (an optimizer) or `lr_scheduler.X`. PyTorch's keywords come
from the ATen schemas for its builtins (the Python binding is generated from them, with `self`
spelled `input`) and from `inspect.signature` for its Python-level functions and classes.
"""

from __future__ import annotations

import inspect
from types import ModuleType

import tensorplay as tp

KINDS = ("torch", "Tensor", "F", "nn", "optim", "lr_scheduler")


def namespace(lib: ModuleType, kind: str):
    return {"torch": lib, "Tensor": lib.Tensor, "F": lib.nn.functional, "nn": lib.nn,
            "optim": lib.optim, "lr_scheduler": lib.optim.lr_scheduler}[kind]


def resolve(lib: ModuleType, name: str):
    kind, attr = name.split(".", 1)
    return getattr(namespace(lib, kind), attr, None)


def shared_names(torch: ModuleType) -> list[str]:
    """Every public callable of TensorPlay whose namesake PyTorch has (classes for nn, optim and
    lr_scheduler; functions and methods elsewhere). Base classes are left out: they are not
    constructed by users (Module, Optimizer, LRScheduler, RNNBase, ...)."""
    out = []
    for kind in KINDS:
        ours, theirs = namespace(tp, kind), namespace(torch, kind)
        want_class = kind in ("nn", "optim", "lr_scheduler")
        for attr in sorted(dir(ours)):
            obj = getattr(ours, attr, None)
            if attr.startswith("_") or not callable(obj) or not hasattr(theirs, attr):
                continue
            if isinstance(obj, type) != want_class:
                continue
            if want_class and (attr.endswith("Base") or attr in _BASES):
                continue
            out.append(f"{kind}.{attr}")
    return out


_BASES = {"Module", "Optimizer", "LRScheduler", "Parameter", "ModuleDict", "ModuleList",
          "ParameterDict", "ParameterList", "Sequential"}


def _schema_overloads(op: str, method: bool, torch: ModuleType) -> list[list[str]] | None:
    """The keyword names of each Python-visible overload of aten::<op>."""
    schemas = torch._C._jit_get_schemas_for_operator(f"aten::{op}")
    if not schemas:
        return None
    out: list[list[str]] = []
    for s in schemas:
        types = [str(a.type) for a in s.arguments]
        if any("Dimname" in t for t in types) or any(a.is_out for a in s.arguments):
            continue  # named-tensor and out= overloads (exclusions.py)
        if not any("Tensor" in t for t in types) and "dtype" not in [a.name for a in s.arguments]:
            continue  # a TorchScript-only overload on Python numbers (aten::div.int(int a, int b))
        names = [a.name for a in s.arguments]
        if "self" not in names and {"a", "b"} <= set(names):
            continue  # TorchScript arithmetic on lists and numbers (aten::eq.Tensor_list(a, b))
        out.append([n if n != "self" else "input" for n in names if not (method and n == "self")])
    return out


def torch_keywords(torch: ModuleType, name: str) -> list[str] | None:
    """PyTorch's keyword names for `name` over all its overloads, in order of first use, or
    None when they cannot be read."""
    overloads = torch_overloads(torch, name)
    if overloads is None:
        return None
    return list(dict.fromkeys(n for names in overloads for n in names))


def torch_overloads(torch: ModuleType, name: str) -> list[list[str]] | None:
    """The parameter names of each overload of `name` (one list for a Python-level API)."""
    kind, attr = name.split(".", 1)
    obj = resolve(torch, name)
    builtin = inspect.isbuiltin(obj) or type(obj).__name__ in ("method_descriptor",
                                                               "builtin_function_or_method")
    if builtin:
        return _schema_overloads(attr, kind == "Tensor", torch)
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    keep = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    names = [p.name for p in sig.parameters.values() if p.kind in keep]
    if names and names[0] == "self":  # a Python-level Tensor method
        names = names[1:]
    return [names]
