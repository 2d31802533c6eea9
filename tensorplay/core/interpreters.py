"""The per-thread stack of active function transforms (tensorplay.func interpreters).

A leaf module (it imports nothing from tensorplay) so that every layer may ask "is a transform
active?": the dispatcher (`bind`), the graph's backward (a fused C backward only runs with no
transform active) and `Tensor` methods that refuse to run inside a transform.
"""

from __future__ import annotations

import threading
from typing import ClassVar


class _InterpreterStack(threading.local):
    """The active transform interpreters of the calling thread, innermost last (a transform
    entered in one thread never batches or differentiates another thread's ops, as grad mode
    is per thread). A list in every other respect; tensorplay.func pushes and pops.

    `any_thread` holds every thread's active interpreters: the generated functions test that
    one list (a C-level truth test) and take the plain path when no thread has a transform."""

    any_thread: ClassVar[list] = []
    _lock = threading.Lock()

    def __init__(self) -> None:
        self.items: list = []
        # the levels whose class may catch every call (a compiler's trace level, `catches_all`),
        # innermost last: `find_interpreter` asks only these, and nothing when there are none
        self.catching: list = []
        # grad levels of this thread running their backward sweep: the level is off the stack
        # by then, but its formulas run for a transform (PyTorch's see functorch wrappers)
        self.sweeping = 0

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

    def __reversed__(self):
        return reversed(self.items)

    def __getitem__(self, index):
        return self.items[index]

    def __delitem__(self, index) -> None:
        gone = self.items[index]
        del self.items[index]
        for interp in gone if isinstance(index, slice) else [gone]:
            self._forget(interp)

    def append(self, interp) -> None:
        self.items.append(interp)
        if getattr(type(interp), "catches_all", False):
            self.catching.append(interp)
        with self._lock:
            self.any_thread.append(interp)

    def extend(self, interps) -> None:
        for interp in interps:
            self.append(interp)

    def pop(self):
        interp = self.items.pop()
        self._forget(interp)
        return interp

    def _forget(self, interp) -> None:
        if interp in self.catching:
            self.catching.remove(interp)
        with self._lock:
            for i, other in enumerate(self.any_thread):
                if other is interp:
                    del self.any_thread[i]
                    return

    def __repr__(self) -> str:
        return f"interpreter_stack({self.items!r})"


interpreter_stack = _InterpreterStack()
# Non-empty while a transform is active in any thread, or a thread is in inference mode: the
# generated fast paths test it first and leave every call to the general path.
any_interpreter = _InterpreterStack.any_thread


def hold_general_path(token) -> None:
    """Send every op down the general path until `release_general_path(token)` (inference
    mode: the general path marks its results `is_inference()`)."""
    with _InterpreterStack._lock:
        any_interpreter.append(token)


def release_general_path(token) -> None:
    with _InterpreterStack._lock:
        for i, other in enumerate(any_interpreter):
            if other is token:
                del any_interpreter[i]
                return


def takes_fused() -> bool:
    """May a fused composite (ops.yaml `fused:`) run as its one op here? Yes unless a level of
    this thread needs the body's ops: a transform finds its rules (derivatives, batching) in
    the body, while a level marked `takes_fused` (the compiler's trace level, which records
    the one op) and the plain path take the op whole, as eager does."""
    return all(getattr(i, "takes_fused", False) for i in interpreter_stack.items)


def owner(best, x):
    """The innermost of `best` and the interpreter owning `x` (a tensor of an exited
    transform is an error: it escaped)."""
    interp = getattr(x, "_interp", None)
    if interp is None:
        return best
    if not interp.active:
        raise RuntimeError(
            f"A tensor created inside tensorplay.func.{interp.transform_name} was used after that "
            f"transform returned (it escaped, e.g. through a global, a list or a closure). Return "
            f"it from the transformed function instead of storing it.")
    if best is None or interp.level > best.level:
        return interp
    return best


def mark_born(out) -> None:
    """Tag a factory's tensor made while a transform is active with the innermost active
    transform, so that an in-place op inside the transform may adopt it as its own
    (tensorplay/func/_inplace_views.py `adopt`) instead of refusing it as captured."""
    if interpreter_stack and getattr(out, "_interp", 1) is None:
        out._born = interpreter_stack[-1]
