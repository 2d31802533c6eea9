"""What one op costs at each level of the interpreter stack.

`python3 benchmarks/profile_levels.py` runs a chain of 40 small ops (`sin`, `* w`, `+ 1.0`,
`tanh` on a 16-element float32 vector) eagerly and under each transform, and prints the cost per
op in microseconds and as a multiple of one eager op without grad:

- eager, no grad: the fast path (`dispatch/dispatcher.py: call`);
- eager, recorded: the fast path plus a node on the tape (`autograd/record.py`);
- `grad`: a grad level (func/_grad_level.py) over the base level, then the backward;
- `vmap`: a batching level (func/_batching.py) over a batch of 8;
- `jvp`: a forward-mode level (func/_jvp.py);
- `vmap(grad)`: both levels, the per-sample-gradient stack.

Wall-clock minimum over repeats (the least noisy estimate of a cost that does not depend on the
load); the forward and, for `grad`, the backward are both counted, as a user pays both. With
PyTorch installed, the same rows run on `torch` and `torch.func` beside them (one thread).
"""

from __future__ import annotations

import os
import sys
import timeit

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tensorplay as tp
from tensorplay import func

try:
    import torch
    import torch.func

    torch.set_num_threads(1)
except ImportError:  # PyTorch is optional
    torch = None

N_OPS = 40  # ops per chain: 10 rounds of (sin, * w, + 1.0, tanh)


def chain(x, w):
    for _ in range(N_OPS // 4):
        x = (x.sin() * w + 1.0).tanh()
    return x.sum()


def per_op_us(fn, number: int = 200, repeat: int = 7) -> float:
    fn()  # first call: caches, rule lookups
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number / N_OPS * 1e6


def rows(mod=tp, func=func) -> dict[str, float]:
    """Microseconds per op of each row, on `mod` (tensorplay or torch) and its `func`."""
    x = mod.randn(16)
    w = mod.randn(16)
    xs = mod.randn(8, 16)
    leaf = mod.randn(16, requires_grad=True)

    def recorded():
        chain(leaf, w).backward()

    return {
        "eager, no grad": per_op_us(lambda: chain(x, w)),
        "eager, recorded (forward + backward)": per_op_us(recorded),
        "grad (forward + backward)": per_op_us(lambda: func.grad(chain)(x, w)),
        "vmap, batch 8": per_op_us(lambda: func.vmap(chain, in_dims=(0, None))(xs, w)),
        "jvp": per_op_us(lambda: func.jvp(lambda a: chain(a, w), (x,), (w,))),
        "vmap(grad), batch 8": per_op_us(lambda: func.vmap(func.grad(chain), in_dims=(0, None))(xs, w)),
    }


def main() -> None:
    got = rows()
    ref = rows(torch, torch.func) if torch is not None else {}
    base = got["eager, no grad"]
    print(f"{'level':40s} {'us/op':>7s} {'x eager op':>11s} {'torch us/op':>12s} {'ratio':>6s}")
    for name, us in got.items():
        theirs = f"{ref[name]:12.2f} {us / ref[name]:6.2f}" if name in ref else ""
        print(f"{name:40s} {us:7.2f} {us / base:11.1f} {theirs}")


if __name__ == "__main__":
    main()
