"""Interleaved CPU-time comparison of two callables, the clock of per_op.py and check.py.

The method is bench_peers.measure's, for a pair instead of five libraries: CPU time of this
process (not wall time), calls batched until a batch takes `min_time`, the two sides timed in
alternating order round after round, and the figure the median over rounds of that round's
ratio. Load on a shared machine slows both sides of a round alike, so it mostly cancels out
of the ratio, while the absolute times carry it in full.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Pair:
    """Median seconds per call of each side and the median same-round ratio a / b."""

    a: float
    b: float
    ratio: float


def _calibrate(fn: Callable[[], object], min_time: float) -> int:
    """Calls per batch so that one batch takes at least `min_time` of CPU time."""
    fn()  # warm-up: first-call caches, lazy imports
    number = 1
    while True:
        t0 = time.process_time()
        for _ in range(number):
            fn()
        if time.process_time() - t0 >= min_time or number >= 1 << 20:
            return number
        number *= 2


def _batch(fn: Callable[[], object], number: int) -> float:
    t0 = time.process_time()
    for _ in range(number):
        fn()
    return (time.process_time() - t0) / number


def compare(a: Callable[[], object], b: Callable[[], object], rounds: int = 7,
            min_time: float = 0.01) -> Pair:
    """Time `a` against `b` in interleaved rounds (a first in even rounds, b in odd ones)."""
    na, nb = _calibrate(a, min_time), _calibrate(b, min_time)
    ta, tb = [], []
    for r in range(rounds):
        if r % 2:
            tb.append(_batch(b, nb))
            ta.append(_batch(a, na))
        else:
            ta.append(_batch(a, na))
            tb.append(_batch(b, nb))
    return Pair(statistics.median(ta), statistics.median(tb),
                statistics.median(x / y for x, y in zip(ta, tb)))


def compare_built(a: tuple[Callable, Callable], b: tuple[Callable, Callable],
                  rounds: int = 5) -> Pair:
    """As `compare` for (build, run) pairs: build() makes a state untimed, run(state) is timed
    once per round (bench_peers' 10 000-op backward: the graph is used up by its backward)."""
    ta, tb = [], []
    for r in range(rounds):
        for side, out in ((b, tb), (a, ta)) if r % 2 else ((a, ta), (b, tb)):
            state = side[0]()
            gc.collect()
            t0 = time.process_time()
            side[1](state)
            out.append(time.process_time() - t0)
            del state
    return Pair(statistics.median(ta), statistics.median(tb),
                statistics.median(x / y for x, y in zip(ta, tb)))
