"""Functions of `tp.nn.functional` that are compositions of ops rather than ops.

`dropout` needs the mask its forward drew for its backward, so the op is
`native_dropout` (ops.yaml), which returns (output, mask), and `dropout` keeps
the output.
"""

from __future__ import annotations

from .._generated import ops as _ops


def dropout(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero each element with probability `p` and scale the rest by 1 / (1 - p), when training."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    from ._functional._common import maybe_inplace

    return maybe_inplace(input, lambda x: _ops.native_dropout(x, p, True)[0], inplace)


def flatten(input, start_dim: int = 1, end_dim: int = -1):
    shape = list(input.shape)
    if not shape:
        return _ops.reshape(input, [1])
    n = len(shape)
    s, e = start_dim % n, end_dim % n
    size = 1
    for d in shape[s:e + 1]:
        size *= d
    return _ops.reshape(input, shape[:s] + [size] + shape[e + 1:])


def _composites() -> dict:
    from ._functional import FUNCTIONS

    return {"dropout": dropout, **FUNCTIONS}


# Composites that extend an op of the same name (F.pad adds the non-constant modes and calls
# the pad op for mode='constant'; the activations add inplace=, softmax the implicit dim).
_EXTENDS_OP = {"pad", "relu", "elu", "leaky_relu", "silu", "softmax", "log_softmax", "softmin"}


def install(functional) -> None:
    """Add the composites to `tp.nn.functional` (an op of the same name wins, except for the
    composites that extend it)."""
    for name, fn in _composites().items():
        if name in _EXTENDS_OP or not hasattr(functional, name):
            setattr(functional, name, fn)
