"""Build concrete inputs from the `tests:` hints of an ops.yaml entry."""

from __future__ import annotations

import numpy as np

import tensorplay as tp
from tensorplay.core import optable as generated


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
    if domain in MATRIX_DOMAINS:
        return _matrices(shape, domain, rng)
    raise ValueError(f"unknown domain {domain!r}")


MATRIX_DOMAINS = ("distinct_singular", "symmetric", "spd")


def _orthogonal(batch: tuple, n: int, rng) -> np.ndarray:
    return np.linalg.qr(rng.standard_normal((*batch, n, n)))[0]


def _spread(batch: tuple, k: int, rng, low: float) -> np.ndarray:
    """k values per matrix at least 0.7 apart, the smallest `low` or more, shuffled."""
    vals = low + np.arange(k) + rng.uniform(0.0, 0.3, (*batch, k))
    return rng.permuted(vals, axis=-1)


def _matrices(shape: tuple, domain: str, rng) -> np.ndarray:
    """Well-conditioned (..., m, n) matrices for decompositions: `distinct_singular` U S V^T with
    singular values 1.0, 1.7+, 2.4+ ...; `symmetric` Q L Q^T with eigenvalues of both signs 0.7+
    apart; `spd` the same with eigenvalues 1.0, 1.7+ ... (symmetric positive definite)."""
    if len(shape) < 2:
        raise ValueError(f"domain {domain!r} needs a matrix shape, got {shape}")
    *batch, m, n = shape
    batch = tuple(batch)
    if domain == "distinct_singular":
        k = min(m, n)
        U, V = _orthogonal(batch, m, rng)[..., :k], _orthogonal(batch, n, rng)[..., :k]
        return (U * _spread(batch, k, rng, 1.0)[..., None, :]) @ np.swapaxes(V, -1, -2)
    if m != n:
        raise ValueError(f"domain {domain!r} needs square matrices, got {shape}")
    Q = _orthogonal(batch, n, rng)
    lam = _spread(batch, n, rng, 1.0 if domain == "spd" else 0.5 - n / 2)
    return (Q * lam[..., None, :]) @ np.swapaxes(Q, -1, -2)


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
        elif typ in ("ScalarType", "ScalarType?") and isinstance(value, str):
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
