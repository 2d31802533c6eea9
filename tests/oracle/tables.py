"""The exhaustive tables of the oracle: creation, promotion, reduction dtypes, conversions and
printing, each case run on tensorplay and on torch and compared like an op's result.

`TABLES` maps a table name to its cases; a case is (name, fn) where fn(lib) makes the call
with lib = the tensorplay or the torch module. Case names read `table/<table>/<case>`, the
pattern docs/differences.md uses for the deliberate differences they show.
"""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Callable

import numpy as np

DTYPES = ("float32", "float64", "float16", "int64", "int32", "int16", "int8", "uint8", "bool")
NUMPY_DTYPES = ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64")

Case = tuple[str, Callable]

# Python data as users write it: numbers, bools, nested lists mixing them, empty lists.
PY_DATA = {
    "int": 3, "neg_int": -7, "big_int": 2**40, "float": 0.1, "neg_zero": -0.0, "bool": True,
    "inf": float("inf"), "list_int": [1, 2, 3], "list_float": [0.1, 0.4], "list_bool": [True, False],
    "list_int_float": [1, 2.5], "list_bool_int": [True, 2], "list_bool_float": [False, 0.5],
    "nested": [[1, 2], [3, 4]], "nested_float": [[0.1], [0.2]], "deep": [[[1.5, 2]], [[3, 4]]],
    "tuple": (1, 2), "empty": [], "empty_nested": [[], []],
}


def _dtype(lib, name):
    return None if name is None else getattr(lib, name)


def creation() -> list[Case]:
    cases = []
    for fn, (key, data), dt in itertools.product(("tensor", "as_tensor"), PY_DATA.items(),
                                                 (None, *DTYPES)):
        cases.append((f"{fn}/{key}/{dt}", lambda lib, fn=fn, data=data, dt=dt:
                      getattr(lib, fn)(data, dtype=_dtype(lib, dt))))
    return cases


def _array(np_dtype: str) -> np.ndarray:
    values = np.array([[0, 1, 2], [3, 100, 7]])
    return values.astype(np_dtype)


def from_numpy_arrays() -> list[Case]:
    cases = []
    for fn, npd, dt in itertools.product(("tensor", "as_tensor"), NUMPY_DTYPES, (None, *DTYPES)):
        cases.append((f"{fn}/{npd}/{dt}", lambda lib, fn=fn, npd=npd, dt=dt:
                      getattr(lib, fn)(_array(npd), dtype=_dtype(lib, dt))))
    for npd in NUMPY_DTYPES:
        cases.append((f"from_numpy/{npd}", lambda lib, npd=npd: lib.from_numpy(_array(npd))))
    return cases


def _values(lib, dt: str, shape=(2, 3)):
    data = np.array([[-2.5, 0.0, 1.5], [3.0, -1.0, 2.0]])[: shape[0]] if shape else np.array(1.5)
    return lib.tensor(data > 0 if dt == "bool" else data.astype(dt))


BINARY = ("add", "sub", "mul", "div", "floor_divide", "remainder", "maximum", "eq", "lt", "pow")
# Python operators (a Python scalar on either side): the dunders of both libraries.
OPERATORS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul,
             "div": operator.truediv, "floor_divide": operator.floordiv, "remainder": operator.mod,
             "eq": operator.eq, "lt": operator.lt, "pow": operator.pow}
SCALARS = {"int": 2, "float": 0.5, "bool": True}


def promotion() -> list[Case]:
    cases = []
    for op, a, b in itertools.product(BINARY, DTYPES, DTYPES):
        cases.append((f"{op}/{a}/{b}", lambda lib, op=op, a=a, b=b:
                      getattr(lib, op)(_values(lib, a), _values(lib, b))))
        cases.append((f"{op}/{a}/0d-{b}", lambda lib, op=op, a=a, b=b:
                      getattr(lib, op)(_values(lib, a), _values(lib, b, shape=()))))
    for (op, fn), a, (key, s) in itertools.product(OPERATORS.items(), DTYPES, SCALARS.items()):
        cases.append((f"{op}/{a}/py-{key}", lambda lib, fn=fn, a=a, s=s: fn(_values(lib, a), s)))
        cases.append((f"{op}/py-{key}/{a}", lambda lib, fn=fn, a=a, s=s: fn(s, _values(lib, a))))
    return cases


def reductions() -> list[Case]:
    cases = []
    for red, a, dt in itertools.product(("sum", "mean", "prod"), DTYPES, (None, *DTYPES)):
        cases.append((f"{red}/{a}/{dt}", lambda lib, red=red, a=a, dt=dt:
                      getattr(lib, red)(_values(lib, a), dtype=_dtype(lib, dt))))
        cases.append((f"{red}-dim/{a}/{dt}", lambda lib, red=red, a=a, dt=dt:
                      getattr(lib, red)(_values(lib, a), 1, dtype=_dtype(lib, dt))))
    return cases


CONVERSIONS = ("float", "double", "half", "long", "int", "short", "char", "byte", "bool")


def conversions() -> list[Case]:
    cases = []
    for a, b in itertools.product(DTYPES, DTYPES):
        cases.append((f"to/{a}/{b}", lambda lib, a=a, b=b: _values(lib, a).to(getattr(lib, b))))
        cases.append((f"to-kw/{a}/{b}", lambda lib, a=a, b=b:
                      _values(lib, a).to(dtype=getattr(lib, b))))
    for a, m in itertools.product(DTYPES, CONVERSIONS):
        cases.append((f"{m}/{a}", lambda lib, a=a, m=m: getattr(_values(lib, a), m)()))
    for a in DTYPES:
        cases.append((f"to-tensor/{a}", lambda lib, a=a:
                      _values(lib, "float64").to(_values(lib, a))))
    return cases


REPR_DATA = {
    "0d": lambda: np.array(2.5), "1d": lambda: np.array([1.0, -2.5, 3.25]),
    "2d": lambda: np.arange(6.0).reshape(2, 3) - 2, "3d": lambda: np.arange(8.0).reshape(2, 2, 2),
    "empty": lambda: np.zeros((0,)), "empty_2d": lambda: np.zeros((2, 0)),
    "large": lambda: np.arange(2000.0), "large_2d": lambda: np.arange(1200.0).reshape(40, 30),
    "small_values": lambda: np.array([1e-8, 2.0]), "big_values": lambda: np.array([1e10, 1.0]),
    "nonfinite": lambda: np.array([np.nan, np.inf, -np.inf, 1.0]),
    "integral_floats": lambda: np.array([1.0, 2.0, -3.0]),
    "wide": lambda: np.linspace(-1, 1, 30).reshape(3, 10),
}


def _repr(lib, key: str, dt: str, requires_grad: bool) -> str:
    data = REPR_DATA[key]()
    data = data > 0 if dt == "bool" else data.astype(dt)
    t = lib.tensor(data, requires_grad=requires_grad)
    return _same_suffix_lines(repr(t).replace("torch.", "tensorplay."))


def _same_suffix_lines(text: str) -> str:
    """`dtype=tensorplay.int32` is 5 characters longer than `dtype=torch.int32`, so a suffix
    may wrap to a new line on one library only; the comparison joins suffixes to their line."""
    return re.sub(r",\n *(dtype|size|requires_grad|grad_fn)=", r", \1=", text)


def printing() -> list[Case]:
    cases = []
    for key, dt in itertools.product(REPR_DATA, DTYPES):
        cases.append((f"repr/{key}/{dt}", lambda lib, key=key, dt=dt: _repr(lib, key, dt, False)))
    for key in ("0d", "1d", "2d"):
        cases.append((f"repr/{key}/requires_grad", lambda lib, key=key:
                      _repr(lib, key, "float32", True)))
    cases.append(("repr/grad_fn", lambda lib: _same_suffix_lines(repr(
        lib.tensor([1.0, 2.0], requires_grad=True) * 2).replace("torch.", "tensorplay."))))
    return cases


TABLES: dict[str, Callable[[], list[Case]]] = {
    "creation": creation, "numpy": from_numpy_arrays, "promotion": promotion,
    "reductions": reductions, "conversions": conversions, "printing": printing,
}
