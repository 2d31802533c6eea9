"""The formula helpers only the creation ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

from ...core import optable as _ops
from ...core.dtype import int64 as _int64


def vander_parts(x, N, increasing):
    """vander: columns x^(N-1) ... x^0 (x^0 ... x^(N-1) when increasing), built as a running
    product so that x = 0 has exact gradients; integers and bools compute in int64."""
    if x.ndim != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    if x._np_dtype.kind != "f" and x.dtype != _int64:
        x = _ops._to_copy(x, _int64)
    ones = _ops.ones((x.shape[0], 1), dtype=x.dtype)
    if n <= 1:
        out = _ops.index(ones, (slice(None), slice(0, n)))
    else:
        powers = _ops.cumprod(_ops.expand(_ops.unsqueeze(x, 1), (x.shape[0], n - 1)), 1)
        out = _ops.cat([ones, powers], 1)
    return out if increasing else _ops.flip(out, [1])
