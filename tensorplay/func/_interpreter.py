"""The interpreter stack that function transforms are built on.

Each active transform (a `vmap`, a `grad`, a `jvp`) is an `Interpreter` with a
level: its position on `tensorplay.core.interpreters.interpreter_stack`. A transform
wraps its inputs as `WrappedTensor`s of its interpreter. When an op runs,
`bind` picks the innermost interpreter that owns an argument and calls its
`process(op, args, params)`; that method unwraps its own tensors (others are
constants at this level), calls `bind` again on the inner values (so the op
reaches the levels below) and wraps the result. This is JAX's autodidax /
functorch's DynamicLayer design, with the PyTorch tape as the bottom level.

A custom `autograd.Function` reaches `process` the same way, as its op
(`autograd/_function_op.py`, `op.outputs == "function"`): the batching rule is the op's,
a grad level lets the op make its node (the ctx), a jvp level lets it run the user's `jvp`.
"""

from __future__ import annotations

import numpy as np

from ..core.interpreters import interpreter_stack
from ..core.tensor import SEQUENCES, Tensor


class Interpreter:
    """One active transform. Subclasses implement `process` (and optionally
    `process_inplace`)."""

    transform_name = "transform"
    is_batching = False
    # The attribute of this level's wrappers that `unwrap` reports for each argument
    # (the batch dim, the tangent, whether it is tracked).
    payload = "_interp"

    def __init__(self) -> None:
        self.level = 0
        self.active = False

    def __enter__(self) -> Interpreter:
        stack = interpreter_stack
        self.level = len(stack) + 1
        self.active = True
        stack.append(self)
        return self

    def __exit__(self, *exc) -> None:
        stack = interpreter_stack
        assert stack and stack[-1] is self, "transforms must exit in the order they entered"
        stack.pop()
        self.active = False

    def process(self, op, args: tuple, params: dict):
        raise NotImplementedError

    def unwrap(self, args: tuple) -> tuple:
        """Split the arguments of a call for this level: `(inner, payloads, mine)`.

        `inner` has each tensor of this level replaced by its value one level down (other
        values are constants here and pass unchanged; Tensor[] arguments are looked into);
        `payloads` has, per argument, the `payload` attribute of this level's tensor (a list
        for a Tensor[] argument, None where nothing belongs to this level); `mine` says
        whether any argument belongs to this level."""
        attr = self.payload
        inner, payloads = [], []
        mine = False
        for a in args:
            if getattr(a, "_interp", None) is self:
                inner.append(a._inner)
                payloads.append(getattr(a, attr))
                mine = True
            elif isinstance(a, SEQUENCES):
                items, ps = [], []
                for t in a:
                    if getattr(t, "_interp", None) is self:
                        items.append(t._inner)
                        ps.append(getattr(t, attr))
                        mine = True
                    else:
                        items.append(t)
                        ps.append(None)
                inner.append(type(a)(items))
                payloads.append(ps if any(p is not None for p in ps) else None)
            else:
                inner.append(a)
                payloads.append(None)
        return inner, payloads, mine

    def process_inplace(self, op, args: tuple, params: dict):
        raise RuntimeError(f"in-place {op.name}_ is not supported inside "
                           f"tensorplay.func.{self.transform_name}; use the out-of-place op")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} level={self.level}{'' if self.active else ' (exited)'}>"


class WrappedTensor(Tensor):
    """A tensor of one transform level: `_inner` is the value one level down.

    The metadata properties show the *logical* value the user's function sees.
    Subclasses (batched, dual, grad-tracking) add their own payload.
    """

    # made by `__init__` alone: object's own allocator, not Tensor's legacy-constructor
    # `__new__` (core/legacy_types.py), so a wrapper costs no extra Python call
    __new__ = object.__new__

    def __init__(self, interp: Interpreter, inner: Tensor):
        self._interp = interp
        self._inner = inner
        self._version = [0]

    @property
    def _data(self) -> np.ndarray:
        if not self._interp.active:
            escaped(self)
        return self._inner._data

    @_data.setter
    def _data(self, value) -> None:
        raise RuntimeError("cannot replace the storage of a tensor inside a tensorplay.func transform")

    @property
    def shape(self):
        return self._inner.shape

    @property
    def ndim(self) -> int:
        return self._inner.ndim

    @property
    def dtype(self):
        return self._inner.dtype

    @property
    def _np_dtype(self) -> np.dtype:
        return self._inner._np_dtype

    def detach(self) -> Tensor:
        # the value one level down, without this level's history (or tangent)
        return self._inner.detach()

    def backward(self, *args, **kwargs) -> None:
        raise RuntimeError(
            f".backward() was called inside tensorplay.func.{self._interp.transform_name}. "
            "Inside a transform, compute gradients with tensorplay.func.grad or "
            "tensorplay.func.vjp instead.")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(level={self._interp.level}, {self._inner!r})"


def escaped(t) -> None:
    raise RuntimeError(
        f"A tensor created inside tensorplay.func.{t._interp.transform_name} was used after that "
        "transform returned (it escaped, e.g. through a global, a list or a closure). Return it "
        "from the transformed function instead of storing it.")



def unwrap(x, interp: Interpreter):
    """The inner value if `x` belongs to `interp`, else `x` itself (a constant here)."""
    if isinstance(x, WrappedTensor) and x._interp is interp:
        return x._inner
    return x
