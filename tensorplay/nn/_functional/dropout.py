"""dropout and its variants, as PyTorch's functional.py writes them: the argument checks, the
rank rules and `inplace=` here; the math in the ops of ops.yaml (`native_dropout`, which also
returns the mask its backward needs; the composites `feature_dropout`, `alpha_dropout`,
`feature_alpha_dropout`, whose masks come from the generator so gradients and vmap follow)."""

from __future__ import annotations

import warnings

from ._common import maybe_inplace, ops


def _check_p(p: float) -> None:
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")


def dropout(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero each element with probability `p` and scale the rest by 1 / (1 - p), when training."""
    _check_p(p)
    if not training or p == 0.0:
        return input
    return maybe_inplace(input, lambda x: ops.native_dropout(x, p, True)[0], inplace)


def alpha_dropout(input, p: float = 0.5, training: bool = False, inplace: bool = False):
    """Alpha dropout (for SELU networks): keeps a standard normal input's mean and variance.
    PyTorch's default is training=False here, unlike dropout."""
    _check_p(p)
    return maybe_inplace(input, lambda x: ops.alpha_dropout(x, p, training), inplace)


def feature_alpha_dropout(input, p: float = 0.5, training: bool = False, inplace: bool = False):
    """Alpha dropout of whole channels input[n, c]."""
    _check_p(p)
    return maybe_inplace(input, lambda x: ops.feature_alpha_dropout(x, p, training), inplace)


def _feature(input, p: float, training: bool, inplace: bool, batched: bool):
    """Channel dropout; an unbatched input gets a batch dim of 1 for the call."""
    def run(x):
        x = x if batched else x.unsqueeze(0)
        out = ops.feature_dropout(x, p, training)
        return out if batched else out.squeeze(0)
    return maybe_inplace(input, run, inplace)


def dropout1d(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero whole channels of an (N, C, L) or (C, L) input with probability `p`."""
    _check_p(p)
    dim = input.dim()
    if dim not in (2, 3):
        raise RuntimeError(
            f"dropout1d: Expected 2D or 3D input, but received a {dim}D input. "
            "Note that dropout1d exists to provide channel-wise dropout on inputs with 1 "
            "spatial dimension, a channel dimension, and an optional batch dimension "
            "(i.e. 2D or 3D inputs).")
    return _feature(input, p, training, inplace, dim == 3)


def _warn_rank(name: str, dim: int, spatial: int) -> None:
    lo, hi = spatial + 1, spatial + 2
    warnings.warn(
        f"{name}: Received a {dim}-D input to {name}, which is deprecated "
        "and will result in an error in a future release. To retain the behavior "
        f"and silence this warning, please use dropout instead. Note that {name} "
        f"exists to provide channel-wise dropout on inputs with {spatial} spatial dimensions, "
        f"a channel dimension, and an optional batch dimension (i.e. {lo}D or {hi}D inputs).",
        stacklevel=3)


def dropout2d(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero whole channels of an (N, C, H, W) input with probability `p`. As in PyTorch, a 3-D
    input is read as (N, C, L) (with a warning), not as an unbatched (C, H, W)."""
    _check_p(p)
    dim = input.dim()
    if dim not in (3, 4):
        _warn_rank("dropout2d", dim, 2)
    if dim == 3:
        warnings.warn(
            "dropout2d: Received a 3D input to dropout2d and assuming that channel-wise "
            "1D dropout behavior is desired - input is interpreted as shape (N, C, L), where C "
            "is the channel dim. This behavior will change in a future release to interpret the "
            "input as one without a batch dimension, i.e. shape (C, H, W). To maintain the 1D "
            "channel-wise dropout behavior, please switch to using dropout1d instead.",
            stacklevel=2)
    return _feature(input, p, training, inplace, True)


def dropout3d(input, p: float = 0.5, training: bool = True, inplace: bool = False):
    """Zero whole channels of an (N, C, D, H, W) or (C, D, H, W) input with probability `p`."""
    _check_p(p)
    dim = input.dim()
    if dim not in (4, 5):
        _warn_rank("dropout3d", dim, 3)
    return _feature(input, p, training, inplace, dim == 5)


__all__ = ["alpha_dropout", "dropout", "dropout1d", "dropout2d", "dropout3d", "feature_alpha_dropout"]
