"""Tensors cross process boundaries: DataLoader workers send their batches to the main process
(and, with the spawn or forkserver start methods, receive the dataset) through multiprocessing,
which pickles with its own `ForkingPickler`. The reducer registered here is used by that pickler
only; a plain `pickle.dumps(tensor)` is still refused (docs/differences.md `no-pickle`), since
between a process and the workers it started nothing untrusted is unpickled.

As with `torch.multiprocessing`, a tensor keeps its values, dtype and `requires_grad`; a non-leaf
that requires grad is refused, since its graph cannot follow it into another process.
"""

from __future__ import annotations

from multiprocessing.reduction import ForkingPickler

import numpy as np

from ...core.tensor import Tensor
from ...nn.parameter import Parameter


def _rebuild_tensor(cls: type, array: np.ndarray, requires_grad: bool) -> Tensor:
    t = Tensor._make.__func__(cls, array)
    if requires_grad:
        t.requires_grad_(True)
    return t


def _reduce_tensor(t: Tensor):
    if t.requires_grad and t.grad_fn is not None:
        raise RuntimeError("Cowardly refusing to serialize non-leaf tensor which requires_grad, "
                           "since autograd does not support crossing process boundaries.  If you "
                           "just want to transfer the data, call detach() on the tensor before "
                           "serializing (e.g., putting it on the queue).")
    if t._interp is not None:
        raise RuntimeError("a tensor inside a tensorplay.func transform cannot cross a process "
                           "boundary (it has no storage of its own)")
    return _rebuild_tensor, (type(t), t._data, t.requires_grad)


def register(cls: type) -> None:
    """Let `cls` (Tensor or a subclass, which pickle looks up by exact type) cross processes."""
    ForkingPickler.register(cls, _reduce_tensor)


register(Tensor)
register(Parameter)
