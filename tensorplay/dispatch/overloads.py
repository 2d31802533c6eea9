"""Argument helpers for generated functions: overload resolution and varargs."""

from __future__ import annotations

import inspect
from itertools import chain

from ..core.dtype import dtype
from ..core.tensor import Tensor

_params: dict = {}


def varargs(items: tuple, keyword=None, op: str = "", name: str = ""):
    """`x.reshape(2, 3)`, `x.reshape((2, 3))` and `x.reshape(shape=(2, 3))` all give (2, 3);
    the keyword takes a sequence only, and not beside positional items (PyTorch's TypeErrors)."""
    if keyword is not None:
        if items:
            raise TypeError(f"{op}() got multiple values for argument '{name}'")
        if not isinstance(keyword, list | tuple):
            raise TypeError(f"{op}(): argument '{name}' must be tuple of ints, not {type(keyword).__name__}")
        return tuple(keyword)
    if len(items) == 1 and isinstance(items[0], list | tuple):
        return tuple(items[0])
    return items


class _Params:
    """What binding needs to know of an overload's parameters, read once from its code object:
    `inspect.Signature.bind` answers the same question at several µs a call (the cost of most
    small calls to an overloaded name), this in about one."""

    __slots__ = ("dtypes", "keyword", "positional", "required", "tensors", "varargs")

    def __init__(self, fn) -> None:
        code = fn.__code__
        if code.co_flags & inspect.CO_VARKEYWORDS or code.co_posonlyargcount:
            raise TypeError(f"overload {fn.__name__} must take named parameters (and varargs) only")
        self.varargs = bool(code.co_flags & inspect.CO_VARARGS)  # x.view(2, 3): the int[] items
        names = code.co_varnames
        self.positional = names[: code.co_argcount]
        kwonly = names[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
        self.keyword = frozenset(self.positional + kwonly)
        n_defaults = len(fn.__defaults__ or ())
        optional = set(self.positional[len(self.positional) - n_defaults :]) | set(fn.__kwdefaults__ or ())
        needed = [n for n in self.positional + kwonly if n not in optional]
        # required[k]: the parameters that must come as keywords when k are given by position
        self.required = [tuple(n for n in needed if n not in self.positional[:k])
                         for k in range(len(self.positional) + 1)]
        self.tensors = frozenset(getattr(fn, "__tensor_params__", ()))
        self.dtypes = frozenset(getattr(fn, "__dtype_params__", ()))

    def fits(self, args: tuple, kwargs: dict) -> bool:
        """The arguments bind (as `Signature.bind` would), a parameter meant for a tensor gets a
        tensor or a Python number, one that is not gets no tensor (`input` excepted), and a
        required dtype parameter gets a dtype."""
        positional, tensors = self.positional, self.tensors
        given = len(args)
        if given > len(positional):
            if not self.varargs:
                return False
            given = len(positional)
        for name in self.required[given]:
            if name not in kwargs:
                return False
        for name in kwargs:
            if name not in self.keyword or name in positional[:given]:
                return False
        for name, value in chain(zip(positional, args), kwargs.items()):
            if name in tensors:
                if value is not None and not isinstance(value, Tensor | int | float):
                    return False
            elif (name != "input" and isinstance(value, Tensor)) or (
                    name in self.dtypes and not isinstance(value, dtype)):
                return False
        return True


def _fits(fn, args: tuple, kwargs: dict) -> bool:
    params = _params.get(fn)
    if params is None:
        params = _params[fn] = _Params(fn)
    return params.fits(args, kwargs)


def resolve(name: str, overloads: tuple, args: tuple, kwargs: dict):
    """Call the first overload whose signature accepts `args`/`kwargs`.

    `tp.max(x)`, `tp.max(x, 1)` and `tp.max(x, y)` are different ops (ops.yaml
    entries `max`, `max.dim`, `max.other`); an overload binds when the arguments
    fit its parameters and a parameter meant for a tensor gets a tensor.
    """
    for fn in overloads:
        if _fits(fn, args, kwargs):
            return fn(*args, **kwargs)
    shown = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
    raise TypeError(f"{name}() received an invalid combination of arguments: ({shown})")


def inplace_overloads(name: str, overloads: tuple):
    """`x.div_(y)` and `x.div_(y, rounding_mode='floor')` are different ops' in-place
    variants: the method calls the in-place variant of the first overload (given as pairs
    (function, in-place function)) that the arguments fit, as `resolve` picks a function."""

    def method(self, *args, **kwargs):
        for fn, inplace in overloads:
            if _fits(fn, (self, *args), kwargs):
                return inplace(self, *args, **kwargs)
        return overloads[0][1](self, *args, **kwargs)  # its TypeError names what is wrong

    method.__name__ = name
    return method


def requires_grad(tensor, flag: bool):
    """Factories such as `zeros(..., requires_grad=True)` return a leaf that requires grad."""
    if flag:
        tensor._set_requires_grad(True)
    return tensor


def python_keyword(extra: dict, word: str, value, op: str):
    """`x.uniform_(**{'from': 2})`: PyTorch's keyword `from` is a Python keyword, so the parameter
    is spelled `from_` and the keyword arrives in the function's `**extra`; any other key there is
    PyTorch's TypeError."""
    unknown = [k for k in extra if k != word]
    if unknown:
        raise TypeError(f"{op}() got an unexpected keyword argument '{unknown[0]}'")
    return extra.get(word, value)
