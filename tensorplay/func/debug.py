"""Debugging helpers for the function transforms.

`trace()` prints, while it is active, which interpreter level handles each op that
runs under a transform — the dispatch rule of `tensorplay.dispatch.dispatcher.bind` made
visible. The documentation page "Function transforms" uses it for its worked
`vmap(grad(f))` trace:

    from tensorplay.func import grad, vmap
    from tensorplay.func.debug import trace

    with trace():
        vmap(grad(f), in_dims=(None, 0))(w, xs)

Only ops dispatched while some transform is active are shown.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TextIO

from ..core.tensor import Tensor
from ..dispatch import dispatcher as _dispatch
from . import (  # noqa: F401
    _grad,
    _jvp,
    _vmap,
)
from ._interpreter import Interpreter

__all__ = ["trace"]


def _interpreter_classes() -> list[type]:
    # every interpreter class exists: the transforms are imported above
    found, todo = [], [Interpreter]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            found.append(sub)
            todo.append(sub)
    return found


def _describe(x) -> str:
    """`[3]@L2` for a tensor of level 2 (its logical shape), `[4, 3]` for a plain tensor."""
    if isinstance(x, Tensor):
        shape = "[" + ", ".join(str(n) for n in x.shape) + "]"
        interp = getattr(x, "_interp", None)
        return f"{shape}@L{interp.level}" if interp is not None else shape
    if isinstance(x, list | tuple):
        return "(" + ", ".join(_describe(a) for a in x) + ")"
    if x is None or isinstance(x, int | float | bool | complex):
        return repr(x)
    return type(x).__name__


@contextlib.contextmanager
def trace(file: TextIO | None = None, *, echo: bool = True, indent: str = "  ") -> Iterator[list[str]]:
    """Print one line per op per level while transforms run.

    Each line reads `L<level> <transform>  <op>  <arguments>`: the level and
    transform (`grad`, `vmap`, `jvp`) of the interpreter whose `process` handles the
    op, or `base` for the NumPy kernel at the bottom. Tensor arguments show their
    *logical* shape (what the function sees at that level) and, if a transform owns
    them, `@L<level>`. An op that one level passes down is indented under it.

    Args:
        file: where to print (default `sys.stdout`, looked up at each line).
            `print` is used, so anything with a `write` method works.
        echo: print each line as it happens (default). With `echo=False` nothing is
            printed and the lines are only collected.
        indent: the indentation added per nested level.

    Yields:
        The list of lines (indented as printed), filled in while the block runs.

    Example:
        >>> import tensorplay as tp
        >>> from tensorplay.func import grad
        >>> from tensorplay.func.debug import trace
        >>> with trace() as lines:
        ...     _ = grad(lambda x: x.sin().sum())(tp.ones(3))
        L1 grad  sin  ([3]@L1)
          base  sin  ([3])
        L1 grad  sum  ([3]@L1)
          base  sum  ([3])

        The backward sweep is not shown here: `grad` pops its level before it runs the
        engine, so the backward formulas run on plain tensors with no transform active.
        Under an enclosing `vmap` they are shown, handled by the vmap level.

    Not thread-safe, and not for timing: it patches the interpreters' `process`
    methods and `tensorplay.dispatch.dispatcher.call_base` for the duration of the block.
    """
    lines: list[str] = []
    depth = [0]

    def emit(text: str) -> None:
        line = indent * depth[0] + text
        lines.append(line)
        if echo:
            print(line, file=file if file is not None else sys.stdout)

    def op_name(op) -> str:
        return getattr(op, "name", None) or getattr(op, "__name__", None) or type(op).__name__

    def wrap_process(method, suffix: str = ""):
        def process(self, op, args, params, *rest):
            emit(f"L{self.level} {self.transform_name}  {op_name(op)}{suffix}  {_describe(tuple(args))}")
            depth[0] += 1
            try:
                return method(self, op, args, params, *rest)
            finally:
                depth[0] -= 1

        process.__wrapped__ = method
        return process

    original_base = _dispatch.call_base

    def call_base(op, args, params):
        if _dispatch.interpreter_stack:  # ops outside every transform are not shown
            emit(f"base  {op_name(op)}  {_describe(tuple(args))}")
        return original_base(op, args, params)

    saved: list[tuple[type, str, object]] = []
    try:
        for cls in _interpreter_classes():
            for name, suffix in (("process", ""), ("process_inplace", " (in place)")):
                if name in cls.__dict__:
                    saved.append((cls, name, cls.__dict__[name]))
                    setattr(cls, name, wrap_process(cls.__dict__[name], suffix))
        _dispatch.call_base = call_base
        yield lines
    finally:
        _dispatch.call_base = original_base
        for cls, name, method in reversed(saved):
            setattr(cls, name, method)
