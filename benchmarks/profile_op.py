"""Where the time of one small op goes: the layers of a call, timed one by one.

`python3 benchmarks/profile_op.py` prints, for a 16-element float32 `sin` (and
`x * 1.01`), the cost of each layer from the bare NumPy call up to the public
function — the generated fast path, and the general path (`call_base`) every other
call takes — with and without recording, and the backward cost per node. The
"floor" rows are the thinnest code that could do the same job in Python (wrap
the array in a Tensor; add a tape node with a slot per field); benchmarks/README.md
reads the figures. Wall-clock minimum over repeats: the least noisy estimate of
a cost that does not depend on the load.
"""

from __future__ import annotations

import os
import sys
import time
import timeit

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tensorplay as tp
from tensorplay.core import optable as G
from tensorplay.core.tensor import Tensor
from tensorplay.dispatch.dispatcher import call_base


def ns(fn, number: int = 20_000, repeat: int = 7) -> float:
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number * 1e9


class _Node:
    """The least a tape node must hold: saved input, edge, and the formula's owner."""

    __slots__ = ("next_functions", "op", "saved")

    def __init__(self, saved, next_functions, op):
        self.saved, self.next_functions, self.op = saved, next_functions, op


def _thin(x):
    t = object.__new__(Tensor)
    t._data = np.sin(x._data)
    t._version = [0]
    return t


def _thin_recorded(x):
    t = object.__new__(Tensor)
    t._data = np.sin(x._data)
    t._version = [0]
    t.grad_fn = _Node((x, x._version[0]), ((x.grad_fn, 0),), G._op_sin)
    t._requires_grad = True
    return t


def forward_rows() -> list[tuple[str, float]]:
    a = np.random.default_rng(0).random(16, np.float32)
    x = tp.tensor(a)
    xr = tp.tensor(a, requires_grad=True)
    op = G._op_sin
    return [
        ("np.sin(a)                        bare NumPy", ns(lambda: np.sin(a))),
        ("thin wrapper -> Tensor           floor, no grad", ns(lambda: _thin(x))),
        ("op.kernel(a)                     + the kernel's frame", ns(lambda: op.kernel(a))),
        ("call_base(op, (x,), {})          the general path", ns(lambda: call_base(op, (x,), {}))),
        ("tp.sin(x)                        the generated fast path", ns(lambda: tp.sin(x))),
        ("x.sin()                          method", ns(lambda: x.sin())),
        ("x * 1.01                         operator, Python number", ns(lambda: x * 1.01)),
        ("x + x                            operator, two tensors", ns(lambda: x + x)),
        ("thin wrapper + slotted node      floor, recorded", ns(lambda: _thin_recorded(xr))),
        ("tp.sin(x), x requires grad       recorded", ns(lambda: tp.sin(xr))),
        ("x * 1.01, x requires grad        recorded", ns(lambda: xr * 1.01)),
    ]


def backward_rows(n: int = 2000) -> list[tuple[str, float]]:
    a = np.random.default_rng(0).random(16, np.float32)
    rows = []
    for name, step in (("sin", lambda h: h.sin()), ("mul by 1.01", lambda h: h * 1.01),
                       ("add 0.5", lambda h: h + 0.5)):
        best = float("inf")
        for _ in range(5):
            h = tp.tensor(a, requires_grad=True)
            for _ in range(n):
                h = step(h)
            root = h.sum()
            t0 = time.perf_counter()
            root.backward()
            best = min(best, time.perf_counter() - t0)
        rows.append((f"backward per node: {name:14}   engine + formula", best / n * 1e9))
    g, z = np.ones(16, np.float32), a
    rows.append(("g * np.cos(z)                    floor of sin's backward", ns(lambda: g * np.cos(z))))
    return rows


def main() -> None:
    print(f"{'layer (16 float32 elements)':58} {'ns':>7}")
    for name, t in forward_rows() + backward_rows():
        print(f"{name:58} {t:7.0f}")


if __name__ == "__main__":
    main()
