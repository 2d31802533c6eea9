"""GELU written out as 9 pointwise ops on 1M float32 elements, forward in no_grad, one thread:
TensorPlay eager, tp.compile (one generated C loop, tensorplay/compiler/cfuse.py), torch
eager and torch.compile, each as a ratio to torch eager (benchmarks/timing.py: CPU time,
interleaved rounds, median of the same-round ratios). Run: python benchmarks/bench_compile_gelu.py
(`rows()` gives the figures to a caller; torch.compile is left out with `with_inductor=False`).
"""

from __future__ import annotations

import os
import sys

import numpy as np
import torch

import tensorplay as tp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import compare

N = 1 << 20


def gelu9(x, lib):
    """0.5 x (1 + tanh(0.7978845608 (x + 0.044715 x³))): 9 ops (5 mul, 2 add, 1 tanh, ...)."""
    return 0.5 * x * (1 + lib.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))


def rows(with_inductor: bool = True, rounds: int = 7) -> dict[str, float]:
    """Ratio to torch eager per side (lower is faster)."""
    torch.set_num_threads(1)
    x_np = np.random.default_rng(0).standard_normal(N).astype(np.float32)
    xt, xp = torch.from_numpy(x_np), tp.tensor(x_np)
    compiled = tp.compile(lambda x: gelu9(x, tp))
    sides = {"tensorplay eager": lambda: gelu9(xp, tp), "tp.compile": lambda: compiled(xp)}
    if with_inductor:
        torch_compiled = torch.compile(lambda x: gelu9(x, torch))
        sides["torch.compile"] = lambda: torch_compiled(xt)
    with tp.no_grad(), torch.no_grad():
        want = gelu9(xt, torch).numpy()
        for name, fn in sides.items():  # warm (trace, build) and check each side once
            got = fn()
            got = got.numpy() if hasattr(got, "numpy") else got
            np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, err_msg=name)
        torch_eager = lambda: gelu9(xt, torch)  # noqa: E731
        return {name: compare(fn, torch_eager, rounds=rounds).ratio for name, fn in sides.items()}


def main() -> None:
    for name, ratio in rows().items():
        print(f"gelu9 1M float32 no_grad  {name:18s} {ratio:6.3f} x torch eager")


if __name__ == "__main__":
    main()
