"""tensorplay.linalg: the ops of ops.yaml with the `linalg` variant (op `linalg_X` is
`tp.linalg.X`), as torch.linalg: inv, det, slogdet, solve, norms, decompositions."""

from .core.optable import LINALG as _LINALG
from .ops.shared.kernels import LinAlgError  # noqa: F401 (in __all__)

globals().update(_LINALG)

__all__ = sorted([*_LINALG, "LinAlgError"])
