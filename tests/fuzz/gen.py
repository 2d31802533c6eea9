"""Draw fuzz cases from the spec and turn them into the same arguments on either library.

A case is a small JSON-able dict — op, sample, mode, dtype, seed and per-argument mutations
(shape, layout, special values, Python scalar, dtype) — so it can be printed, shrunk by
dropping mutations, and replayed. Its numbers come from `seed` alone: NumPy arrays are drawn
once and handed to each library, so both see the same values.
"""

from __future__ import annotations

import random

import numpy as np

from tests.ops.samples import MATRIX_DOMAINS, _values

from .spec import OPS, FuzzOp

FLOATS = ("float64", "float32", "float16")
INTS = ("int64", "int32", "int16", "int8", "uint8")
DTYPES = (*FLOATS, *FLOATS, "float64", *INTS, "bool")
LAYOUTS = ("T", "step", "expand", "perm")
SPECIALS = ("nan", "inf", "zero", "tie", "big", "mix")
SPECIAL_VALUES = {"nan": [np.nan], "inf": [np.inf, -np.inf], "zero": [0.0, -0.0],
                  "tie": [0.5, -0.5, 1.5, -2.5, 2.5], "big": [1e30, -1e30, 7e4]}
SPECIAL_VALUES["mix"] = [v for vs in SPECIAL_VALUES.values() for v in vs]
FREE_SHAPES = ([], [0], [1], [5], [3, 0], [2, 3], [4, 1, 3], [1, 3], [2, 1, 1])
MODES = ("fn", "fn", "fn", "method", "inplace", "alias", "grad", "gradgrad", "vmap", "jvp", "fgrad")
BY_NAME = {op.name: op for op in OPS}


def _tensor_args(op: FuzzOp, sample: dict) -> list[str]:
    return [n for n, t in zip(op.case["args"], op.case["types"])
            if n in sample and t.startswith("Tensor") and t != "Tensor[]" and isinstance(sample[n], list)]


def _shape_mutation(op: FuzzOp, shape: list, first: bool, rng: random.Random) -> list | None:
    if op.pointwise:
        r = rng.random()
        if r < 0.25:
            return rng.choice(FREE_SHAPES)
        if r < 0.45 and shape:  # broadcasting: drop leading dims or set some to 1
            k = rng.randrange(len(shape) + 1)
            return [1 if rng.random() < 0.4 else s for s in shape[len(shape) - k:]]
        return None
    r = rng.random()
    if r < 0.08 and shape and first:
        return [0, *shape[1:]]
    if r < 0.12 and first:
        return []
    return None


def draw(rng: random.Random, op: FuzzOp | None = None) -> dict:
    """One random case."""
    op = op or rng.choice(OPS)
    i = rng.randrange(len(op.case["samples"]))
    sample = op.case["samples"][i]
    modes = [m for m in MODES if (m != "method" or op.method) and (m != "inplace" or op.inplace)]
    if op.case["random"]:
        modes = [m for m in modes if m in ("fn", "method", "inplace", "alias")]
    case = {"op": op.name, "sample": i, "mode": rng.choice(modes), "dtype": rng.choice(DTYPES),
            "seed": rng.randrange(2**31), "args": {}, "negdim": rng.random() < 0.1}
    if case["mode"] in ("grad", "gradgrad", "vmap", "jvp", "fgrad"):
        case["dtype"] = "float64"
    names = _tensor_args(op, sample)
    for k, name in enumerate(names):
        mut = {}
        shape = _shape_mutation(op, sample[name], k == 0, rng)
        if shape is not None:
            mut["shape"] = shape
        if rng.random() < 0.2:
            mut["layout"] = rng.choice(LAYOUTS)
        if rng.random() < 0.2:
            mut["special"] = rng.choice(SPECIALS)
        if k > 0 and op.case["broadcast"] and rng.random() < 0.15:
            mut["scalar"] = True
        if k > 0 and rng.random() < 0.1 and case["mode"] in ("fn", "method", "inplace"):
            mut["dtype"] = rng.choice(DTYPES)
        if mut:
            case["args"][name] = mut
    return case


def arrays(case: dict) -> dict:
    """The NumPy data of a case: {arg: array | list of arrays | (spec dict, array)} plus the
    non-tensor arguments as they are."""
    op = BY_NAME[case["op"]]
    sample = op.case["samples"][case["sample"]]
    nrng = np.random.default_rng(case["seed"])
    out = {}
    for name, typ in zip(op.case["args"], op.case["types"]):
        if name not in sample:
            continue
        value, mut = sample[name], case["args"].get(name, {})
        domain = op.case["domain"].get(name)
        if typ == "Tensor[]":
            out[name] = ("list", [_values(s, domain, nrng).astype(case["dtype"]) for s in value["list"]])
        elif isinstance(value, dict) and "shape" in value:
            out[name] = ("raw", _special_array(value, nrng))
        elif typ.startswith("Tensor") and isinstance(value, list):
            dtype = mut.get("dtype", case["dtype"])
            if domain in MATRIX_DOMAINS and "shape" in mut:
                domain = None  # a mutated shape need not be a (square) matrix
            a = _values(mut.get("shape", value), domain, nrng)
            if "special" in mut and a.size:
                where = nrng.random(a.shape) < 0.4
                a = np.where(where, nrng.choice(SPECIAL_VALUES[mut["special"]], a.shape), a)
            out[name] = ("tensor", _cast(a, dtype), mut)
        else:
            if case["negdim"] and "dim" in name and isinstance(value, int) and not isinstance(value, bool):
                value = ("negdim", value)
            out[name] = ("value", value)
    return out


def _cast(a: np.ndarray, dtype: str) -> np.ndarray:
    with np.errstate(all="ignore"):
        if dtype == "bool":
            return a > 0
        if dtype in INTS:
            info = np.iinfo(dtype)
            return np.clip(np.nan_to_num(np.rint(a * 3), nan=0.0), info.min, info.max).astype(dtype)
        return a.astype(dtype)


def _special_array(spec: dict, nrng) -> np.ndarray:
    shape = tuple(spec["shape"])
    dtype = spec.get("dtype", "int64")
    if dtype == "bool":
        return nrng.random(shape) > 0.5
    if dtype in FLOATS:
        return nrng.uniform(spec.get("low", -1.0), spec.get("high", 1.0), shape).astype(dtype)
    return nrng.integers(spec.get("low", 0), spec["high"], shape).astype(dtype)


def _layout(lib, a: np.ndarray, layout: str | None):
    """A tensor of `a`'s values laid out as asked (a non-contiguous view where possible)."""
    if layout == "T" and a.ndim >= 2:
        return lib.tensor(np.ascontiguousarray(np.swapaxes(a, -1, -2))).transpose(-1, -2)
    if layout == "perm" and a.ndim >= 2:
        order = list(range(a.ndim))[::-1]
        return lib.tensor(np.ascontiguousarray(a.transpose(order))).permute(*order)
    if layout == "step" and a.ndim >= 1:
        base = np.zeros((*a.shape[:-1], a.shape[-1] * 2), a.dtype)
        base[..., ::2] = a
        return lib.tensor(base)[..., ::2]
    if layout == "expand" and a.ndim >= 1 and a.shape[0] > 1:
        return lib.tensor(np.ascontiguousarray(a[:1])).expand(*a.shape)
    return lib.tensor(a)


def materialize(case: dict, data: dict, lib) -> tuple[list, dict, dict]:
    """(positional args, keyword args, {arg name: value}) of the case on `lib`, laid out like
    samples.build (after an argument the sample leaves out, the rest go by keyword)."""
    op = BY_NAME[case["op"]]
    args, kwargs, named, skipped = [], {}, {}, False
    ndim = None
    for name in op.case["args"]:
        if name not in data:
            skipped = True
            continue
        kind, *rest = data[name]
        if kind == "list":
            value = [lib.tensor(a.copy()) for a in rest[0]]
        elif kind == "raw":
            value = lib.tensor(rest[0].copy())
        elif kind == "tensor":
            a, mut = rest
            if mut.get("scalar"):
                value = a.reshape(-1)[0].item() if a.size else 1.5
            else:
                value = _layout(lib, a.copy(), mut.get("layout"))
                ndim = value.dim() if ndim is None else ndim
        else:
            value = rest[0]
            if isinstance(value, tuple) and value[0] == "negdim":
                value = value[1] - (ndim or 1) if value[1] >= 0 else value[1]
            elif isinstance(value, str) and value.startswith(("float", "int", "bool", "uint")) \
                    and "ScalarType" in op.case["types"][op.case["args"].index(name)]:
                value = getattr(lib, value)
        named[name] = value
        if name in op.case["kwarg_only"] or skipped:
            kwargs[name] = value
        else:
            args.append(value)
    return args, kwargs, named
