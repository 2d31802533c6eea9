"""Overload resolution binds arguments from each overload's code object (dispatch/overloads.py
`_Params`) instead of `inspect.Signature.bind`: the two must agree on every call shape."""

from __future__ import annotations

import importlib
import inspect
import itertools
from pathlib import Path

import pytest

import tensorplay as tp
from tensorplay.dispatch import overloads
from tests.torch_oracle import import_torch

MODULES = [importlib.import_module(f"tensorplay.ops.{p.name}._generated")
           for p in sorted((Path(tp.__file__).parent / "ops").iterdir())
           if (p / "_generated.py").exists()]
OVERLOADS = sorted(
    {fn for m in MODULES for n in dir(m) if n.startswith("_overload_")
     for fn in [getattr(m, n)]},
    key=lambda f: f.__name__,
)
VALUES = (tp.ones(2), 1, 0.5, None, "x", (1,), tp.float32)


def _reference(fn, args: tuple, kwargs: dict) -> bool:
    """The rule as Signature.bind states it (the code the fast binder replaced)."""
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs)
    except TypeError:
        return False
    tensors = getattr(fn, "__tensor_params__", ())
    dtypes = getattr(fn, "__dtype_params__", ())
    for name, value in bound.arguments.items():
        if name in dtypes and not isinstance(value, tp.dtype):
            return False
        if name in tensors and value is not None and not isinstance(value, tp.Tensor | int | float):
            return False
        if name not in tensors and isinstance(value, tp.Tensor) and name != "input":
            return False
    return True


def test_there_are_overloads_to_check():
    assert len(OVERLOADS) >= 30


@pytest.mark.parametrize("fn", OVERLOADS, ids=lambda f: f.__name__)
def test_fast_binding_agrees_with_signature_bind(fn):
    params = list(inspect.signature(fn).parameters)
    names = params + ["bogus"]
    checked = 0
    for n_pos in range(len(params) + 2):
        for args in itertools.islice(itertools.product(VALUES, repeat=n_pos), 40):
            for kw in [(), *itertools.combinations(names, 1), *itertools.combinations(names, 2)]:
                kwargs = {k: VALUES[(i + n_pos) % len(VALUES)] for i, k in enumerate(kw)}
                assert overloads._fits(fn, args, kwargs) == _reference(fn, args, kwargs), (args, kwargs)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("lib", ["tensorplay", "torch"])
def test_resolution_picks_the_overload_torch_picks(lib):
    m = tp if lib == "tensorplay" else import_torch()
    x = m.tensor([-2.0, 0.5, 3.0])
    lo = m.tensor([0.0, 1.0, 0.0])
    assert m.clamp(x, min=0.0).tolist() == [0.0, 0.5, 3.0]
    assert m.clamp(x, min=lo).tolist() == [0.0, 1.0, 3.0]
    assert m.div(x, 2, rounding_mode="floor").tolist() == [-1.0, 0.0, 1.0]
    assert m.div(x, 2).tolist() == [-1.0, 0.25, 1.5]
    assert m.sort(x, stable=True, descending=True).values.tolist() == [3.0, 0.5, -2.0]
    # view(dtype) and the varargs view(*size): a dtype picks the first, anything else the second
    assert x.view(m.int32).dtype == m.int32 and x.view(dtype=m.float32).shape == (3,)
    assert x.view(3, 1).shape == (3, 1) and x.view((1, 3)).shape == (1, 3)
    assert x.view(-1).shape == (3,) and x.view(size=(3,)).shape == (3,)
    with pytest.raises(TypeError, match="invalid combination"):
        m.clamp(x, low=0.0)
    with pytest.raises(TypeError, match="invalid combination"):
        m.div(x, 2, 3)
