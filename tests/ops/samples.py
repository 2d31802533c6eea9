"""Build concrete inputs from the `tests:` hints of an ops.yaml entry."""

from __future__ import annotations

import numpy as np

import tensorplay as tp
from tensorplay._generated import ops as generated


def _values(shape, domain, rng) -> np.ndarray:
    shape = tuple(shape)
    if domain in (None, "real"):
        return rng.standard_normal(shape)
    if domain == "positive":
        return rng.uniform(0.5, 2.0, shape)
    if domain == "nonzero":
        return rng.choice([-1.0, 1.0], shape) * rng.uniform(0.5, 2.0, shape)
    if domain == "unit":
        return rng.uniform(-0.9, 0.9, shape)
    if isinstance(domain, list):
        lo, hi = domain
        return rng.uniform(lo, hi, shape)
    raise ValueError(f"unknown domain {domain!r}")


def build(info: dict, sample: dict, dtype=np.float64, seed: int = 0) -> tuple[list, dict]:
    """(positional args, keyword args) for calling the op's Python function."""
    rng = np.random.default_rng(seed)
    args, kwargs = [], {}
    skipped = False  # after an argument the sample leaves out, pass the rest by keyword
    for name, typ in zip(info["args"], info["types"]):
        if name not in sample:
            skipped = True
            continue
        value = sample[name]
        domain = info["domain"].get(name)
        if typ.startswith("Tensor") and typ != "Tensor[]":
            if isinstance(value, list):
                value = tp.tensor(_values(value, domain, rng).astype(dtype))
            elif isinstance(value, dict):
                value = _special(value, rng)
        elif typ == "Tensor[]":
            value = [tp.tensor(_values(s, domain, rng).astype(dtype)) for s in value["list"]]
        elif typ == "Index" and isinstance(value, dict):
            value = _special(value, rng)
        elif typ == "ScalarType?" and isinstance(value, str):
            value = getattr(tp, value)
        if name in info["kwarg_only"] or skipped:
            kwargs[name] = value
        else:
            args.append(value)
    return args, kwargs


def _special(spec: dict, rng) -> tp.Tensor:
    shape = tuple(spec["shape"])
    dtype = spec.get("dtype", "int64")
    if dtype == "bool":
        return tp.tensor(rng.random(shape) > 0.5)
    if dtype in ("float32", "float64"):
        lo, hi = spec.get("low", -1.0), spec.get("high", 1.0)
        return tp.tensor(rng.uniform(lo, hi, shape), dtype=getattr(tp, dtype))
    low, high = spec.get("low", 0), spec["high"]
    return tp.tensor(rng.integers(low, high, shape), dtype=getattr(tp, dtype))


def function(info: dict):
    return getattr(generated, info["fn"])


def differentiable_positions(info: dict, args: list) -> list[int]:
    """Positions in `args` of float tensors (or tensor lists) the op differentiates."""
    out = []
    tensor_names = info["tensors"]
    names = [n for n in info["args"] if n not in info["kwarg_only"]]
    for pos, name in enumerate(names[: len(args)]):
        if name in tensor_names and info["differentiable"][tensor_names.index(name)]:
            a = args[pos]
            if isinstance(a, tp.Tensor) and a.is_floating_point():
                out.append(pos)
            elif isinstance(a, list) and a and a[0].is_floating_point():
                out.append(pos)
    return out
