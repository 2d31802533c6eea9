"""A small MLP's forward in no_grad: eager vs tp.compile (the inductor backend's straight-line
kernel path), best-of timing (the machine may be shared). Run: python benchmarks/compile_mlp.py"""

from __future__ import annotations

import timeit

import numpy as np

import tensorplay as tp


def best_us(fn, number: int = 500, repeat: int = 7) -> float:
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number * 1e6


def main() -> None:
    tp.manual_seed(0)
    nn = tp.nn
    model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(),
                          nn.Linear(64, 10))
    compiled = tp.compile(model)
    x = tp.randn(16, 32)
    with tp.no_grad():
        compiled(x)  # the trace
        np.testing.assert_array_equal(compiled(x).numpy(), model(x).numpy())
        eager, comp = best_us(lambda: model(x)), best_us(lambda: compiled(x))
    print(f"eager {eager:.1f} us, compiled {comp:.1f} us: {eager / comp:.2f}x")


if __name__ == "__main__":
    main()
