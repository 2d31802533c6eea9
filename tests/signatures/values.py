"""Representative arguments for the keyword probe, built identically on either library.

Every value is a function `lib -> object`, so each call gets fresh tensors (in-place methods
cannot leak into the next call) holding the same numbers on tensorplay and on torch. Which base
call and which value is used for a keyword is decided by PyTorch: the first it accepts.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Value = Callable[[object], object]

_rng = np.random.default_rng(7)
_A = {
    "x": _rng.uniform(0.1, 0.9, (2, 3)),
    "y": _rng.uniform(0.1, 0.9, (2, 3)),
    "z": _rng.uniform(0.1, 0.9, (2, 3)),
    "sq": np.eye(3) * 2 + _rng.uniform(-0.3, 0.3, (3, 3)),
    "v3": _rng.uniform(0.1, 0.9, 3),
    "v2": _rng.uniform(0.1, 0.9, 2),
    "b3": _rng.uniform(0.1, 0.9, (2, 3, 3)),
    "x3": _rng.uniform(0.1, 0.9, (2, 3, 4)),
    "img": _rng.uniform(-1, 1, (1, 2, 5, 5)),
    "w4": _rng.uniform(-1, 1, (3, 2, 3, 3)),
    "w4t": _rng.uniform(-1, 1, (2, 3, 3, 3)),
    "seq": _rng.uniform(-1, 1, (4, 2, 3)),
    "emb": _rng.uniform(-1, 1, (5, 3)),
    "sorted": np.array([0.1, 0.3, 0.5, 0.7]),
}
_I = {
    "idx2": np.array([1, 0]),
    "idx23": np.array([[0, 1, 2], [2, 0, 1]]),
    "label": np.array([0, 2]),
    "ids": np.array([[0, 4, 2], [1, 1, 3]]),
}


def arr(key: str, dtype: str = "float64") -> Value:
    return lambda lib: lib.tensor(_A[key].copy(), dtype=getattr(lib, dtype))


def idx(key: str) -> Value:
    return lambda lib: lib.tensor(_I[key].copy())


def const(v) -> Value:
    return lambda lib: v


def dtype(name: str) -> Value:
    return lambda lib: getattr(lib, name)


def mask() -> Value:
    return lambda lib: lib.tensor(_A["x"] > 0.5)


def generator() -> Value:
    return lambda lib: lib.Generator().manual_seed(0)


def tensors(*keys: str) -> Value:
    return lambda lib: [lib.tensor(_A[k].copy()) for k in keys]


X, Y, Z, SQ, V3, V2, B3, X3 = (arr(k) for k in ("x", "y", "z", "sq", "v3", "v2", "b3", "x3"))
IMG, W4, SEQ, EMB = arr("img"), arr("w4"), arr("seq"), arr("emb")

# Positional calls tried for a function or method (the first argument is `self` for a method).
BASES: list[list[Value]] = [
    [X], [X, Y], [X, const(1)], [X, const(0)], [X, Y, Z], [X, const(2)], [SQ], [SQ, SQ],
    [SQ, V3], [V3, V3], [V3], [B3, B3], [X, idx("label")], [X, const(0), idx("idx2")],
    [X, const(1), idx("idx23")], [X, const(0), idx("idx23")], [X, const(1), idx("idx23"), Y],
    [X, const(0), idx("idx2"), Y], [X, const(0), idx("idx2"), const(1.5)], [X, mask(), const(1.5)],
    [X, mask(), Y], [X, mask()], [mask(), X, Y], [X, const((3, 2))], [X, const((1, 0))],
    [X, const(1), const(0)], [X, const(0), const(1)], [X, const(1), const(0), const(2)],
    [const(2), const(3)], [const((2, 3))], [const(3)], [const(0), const(3)], [const(3), const(3)],
    [const([[0.5, 1.0], [2.0, 3.0]])], [tensors("x", "y")], [X, V3], [X3], [X3, X3], [IMG],
    [IMG, W4], [idx("ids"), EMB], [X, const(2), const(1)], [X, const(2), const(0)],
    [X, idx("idx2"), const(0)], [arr("sorted"), X], [X, X, X], [V3, V3, V3], [SEQ],
    [X, const((2, 3))], [X, const(1.5)], [X, const(3.0)], [X, const(0.0), const(1.0)],
    [X, const(1), const(1)], [const("ij,jk->ik"), X, SQ], [X, X, SQ], [B3, B3, B3],
    [IMG, const(2)], [IMG, arr("w4t")], [X, V3, V3], [idx("idx23"), idx("ids")],
    [const((2, 3)), const(1.5)], [const(0), const(1), const(5)], [const(5), const((2, 3))],
    [X, const(1), const((3, 1))], [idx("label")], [X, const((2, 2)), const((1, 2))],
    [X3, const(2)], [idx("ids"), const(0), idx("idx23"), idx("ids")],
]

# Values tried for a keyword, by name, before the generic pool.
NAMED: dict[str, list[Value]] = {
    "dim": [const(1), const(0), const(-1), const((0, 1))], "dims": [const((0, 1)), const(1)],
    "keepdim": [const(True)], "dtype": [dtype("float32"), dtype("float64"), dtype("int64")],
    "out_dtype": [dtype("float32")], "device": [const("cpu")], "requires_grad": [const(True)],
    "generator": [generator()], "reduction": [const("sum"), const("none")],
    "reduce": [const("amax"), const("add"), const("multiply"), const("mean")],
    "rounding_mode": [const("trunc"), const("floor")], "alpha": [const(2), const(0.5)],
    "value": [const(2), const(0.5)], "other": [Y, const(2)], "eps": [const(1e-3)],
    "p": [const(3), const(1), const(0.5)], "inplace": [const(True)],
    "correction": [const(0), const(2)], "unbiased": [const(False)], "descending": [const(True)],
    "stable": [const(True)], "largest": [const(False)], "sorted": [const(False)],
    "diagonal": [const(1), const(-1)], "offset": [const(1), const(-1)],
    "approximate": [const("tanh")], "interpolation": [const("lower"), const("nearest")],
    "side": [const("right")], "right": [const(True)], "out_int32": [const(True)],
    "training": [const(False)], "bias": [const(False), V3, arr("v3")], "weight": [V3, X, W4, EMB],
    "index": [idx("idx2"), idx("idx23")], "indices": [idx("idx2"), idx("idx23")],
    "mask": [mask()], "src": [Y, X], "source": [Y, X], "target": [idx("label"), Y],
    "input": [X, SQ, V3, IMG], "tensor": [X], "tensors": [tensors("x", "y")],
    "padding": [const(1)], "stride": [const(2)], "dilation": [const(2)], "groups": [const(1)],
    "kernel_size": [const(2)], "size": [const((2, 3)), const(3)], "shape": [const((3, 2))],
    "memory_format": [], "equal_nan": [const(True)], "rtol": [const(0.5)], "atol": [const(0.5)],
    "nan": [const(7.0)], "posinf": [const(9.0)], "neginf": [const(-9.0)], "decimals": [const(1)],
    "min": [const(0.3), Y], "max": [const(0.6), Y], "exponent": [const(2), Y],
    "weights_only": [const(True)], "betas": [const((0.8, 0.9))], "momentum": [const(0.9)], "include_self": [const(False)], "mode": [const("sum")],
}

POOL: list[Value] = [const(2), const(1), const(0.5), const(True), const(False), X, Y, V3,
                     const(0), const((1,)), const("sum"), const(None), dtype("float32")]


def values_for(keyword: str) -> list[Value]:
    """Candidates for `keyword`: the named ones first (non-default where it matters), then
    the generic pool."""
    return [*NAMED.get(keyword, []), *POOL]
