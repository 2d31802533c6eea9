"""tensorplay.linalg: the ops of ops.yaml with the `linalg` variant (op `linalg_X` is
`tp.linalg.X`), as torch.linalg: inv, det, slogdet, solve, norms, decompositions."""

from ._support.kernels import LinAlgError  # noqa: F401 (in __all__)
from .core.optable import LINALG as _LINALG

globals().update(_LINALG)

__all__ = sorted([*_LINALG, "LinAlgError"])
