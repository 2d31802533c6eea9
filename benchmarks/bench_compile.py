"""`tp.compile` with gradients: training workloads, TensorPlay eager and compiled beside PyTorch
eager and torch.compile, each as a ratio to PyTorch eager measured in the same run.

Rows: an SGD step of an MLP 784-256-128-10 (batch 64), a 100-op chain (sin, * c, + c, tanh on
16-element tensors) forward and backward, GELU written as 9 pointwise ops on 1M float32 elements
forward and backward, an LSTM training step (input 32, hidden 128, sequence
32, batch 32) and a GPT-style block (d 64, 4 heads, causal attention, sequence 32, batch 8)
forward and backward. The compiled side compiles the forward and the loss; `backward()` and the
optimizer step run outside, as a user writes them. Each ratio is the median of same-round ratios
over interleaved rounds (benchmarks/timing.py, CPU time, one thread); compile time (the first
call: trace, backward derivation, code generation) is printed separately.

A second table times the three training rows as a user's script runs them: each library
alone in its own process (`--alone`), the step's CPU time the median of 3 processes per side,
the sides' processes alternating. In one shared process the memory that one side freed serves
the other's next step; alone, a step pays for what its allocator gives back to the system
(tensorplay/core/heap.py).
Run: python benchmarks/bench_compile.py
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import math
import statistics
import subprocess
import sys
import time

import numpy as np
from timing import compare

import tensorplay as tp

try:
    import torch

    torch.set_num_threads(1)
except ImportError:  # PyTorch is optional
    torch = None

F32 = np.float32


def _mlp(mod, compiled: bool):
    rng = np.random.default_rng(0)
    sizes = [784, 256, 128, 10]
    ws = [mod.tensor(rng.standard_normal((i, o)).astype(F32) * F32(0.05), requires_grad=True)
          for i, o in zip(sizes[:-1], sizes[1:])]
    bs = [mod.tensor(np.zeros(o, F32), requires_grad=True) for o in sizes[1:]]
    x = mod.tensor(rng.standard_normal((64, 784)).astype(F32))
    onehot = mod.tensor(np.eye(10, dtype=F32)[rng.integers(0, 10, 64)])

    def loss_fn(x, onehot):
        h = x
        for i, (w, b) in enumerate(zip(ws, bs)):
            h = h @ w + b
            if i < 2:
                h = h.relu()
        z = h - h.amax(1, keepdim=True)
        logp = z - z.exp().sum(1, keepdim=True).log()
        return -(logp * onehot).sum() / 64

    fn = mod.compile(loss_fn) if compiled else loss_fn

    def run():
        loss = fn(x, onehot)
        loss.backward()
        with mod.no_grad():
            for p in (*ws, *bs):
                p.sub_(p.grad * 0.01)
                p.grad = None
        return loss
    return run


def _chain(mod, compiled: bool):
    rng = np.random.default_rng(0)
    x0 = rng.random(16, F32)
    cs = [mod.tensor(rng.random(16, F32)) for _ in range(2)]

    def f(x):
        for _ in range(25):
            x = ((x.sin() * cs[0]) + cs[1]).tanh()
        return x.sum()

    fn = mod.compile(f) if compiled else f

    def run():
        x = mod.tensor(x0, requires_grad=True)
        fn(x).backward()
        return x.grad
    return run


def _gelu(mod, compiled: bool):
    """GELU written out as 9 pointwise ops (bench_compile_gelu.gelu9) on 1M float32 elements,
    forward and backward with a fixed upstream gradient."""
    rng = np.random.default_rng(0)
    x0 = rng.standard_normal(1 << 20).astype(F32)
    g = mod.tensor(rng.standard_normal(1 << 20).astype(F32))

    def f(x):
        return 0.5 * x * (1 + (0.7978845608 * (x + 0.044715 * x * x * x)).tanh())

    fn = mod.compile(f) if compiled else f

    def run():
        x = mod.tensor(x0, requires_grad=True)
        fn(x).backward(g)
        return x.grad
    return run


def _lstm(mod, compiled: bool):
    rng = np.random.default_rng(0)
    mod.manual_seed(0)
    model = mod.nn.LSTM(32, 128, batch_first=True)
    with mod.no_grad():
        for p in model.parameters():
            p.copy_(mod.tensor(rng.uniform(-0.088, 0.088, tuple(p.shape)).astype(F32)))
    x = mod.tensor(rng.standard_normal((32, 32, 32)).astype(F32))
    y = mod.tensor(rng.standard_normal((32, 32, 128)).astype(F32))
    opt = mod.optim.SGD(model.parameters(), lr=1e-3)

    def loss_fn(x, y):
        return mod.nn.functional.mse_loss(model(x)[0], y)

    fn = mod.compile(loss_fn) if compiled else loss_fn

    def run():
        opt.zero_grad()
        loss = fn(x, y)
        loss.backward()
        opt.step()
        return loss
    return run


def _gpt(mod, compiled: bool):
    """A pre-norm GPT block: causal self-attention and a GELU MLP, residual connections."""
    rng = np.random.default_rng(0)
    d, heads, seq, batch = 64, 4, 32, 8

    def param(*shape):
        return mod.tensor((rng.standard_normal(shape) / math.sqrt(shape[-1])).astype(F32),
                          requires_grad=True)

    w_qkv, w_o, w_1, w_2 = param(3 * d, d), param(d, d), param(4 * d, d), param(d, 4 * d)
    ln1, ln2 = mod.ones(d, requires_grad=True), mod.ones(d, requires_grad=True)
    mask = mod.tensor(np.triu(np.full((seq, seq), -np.inf, F32), 1))
    x = mod.tensor(rng.standard_normal((batch, seq, d)).astype(F32))
    F = mod.nn.functional

    def block(x):
        h = F.layer_norm(x, (d,), ln1)
        q, k, v = F.linear(h, w_qkv).split(d, -1)
        q, k, v = (t.reshape(batch, seq, heads, d // heads).transpose(1, 2) for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(d // heads)) + mask
        y = (att.softmax(-1) @ v).transpose(1, 2).reshape(batch, seq, d)
        x = x + F.linear(y, w_o)
        return x + F.linear(F.gelu(F.linear(F.layer_norm(x, (d,), ln2), w_1)), w_2)

    fn = mod.compile(block) if compiled else block
    params = (w_qkv, w_o, w_1, w_2, ln1, ln2)

    def run():
        out = fn(x)
        out.square().mean().backward()
        for p in params:
            p.grad = None
        return out
    return run


ROWS = (
    ("MLP 784-256-128-10 SGD step, batch 64", _mlp, 0.9),
    ("100-op chain (sin, *c, +c, tanh) fwd+bwd", _chain, 0.3),
    ("GELU as 9 pointwise ops, 1M float32, fwd+bwd", _gelu, 0.45),
    ("LSTM step (in 32, hidden 128, seq 32, batch 32)", _lstm, 1.0),
    ("GPT block (d 64, 4 heads, seq 32, batch 8) fwd+bwd", _gpt, 0.8),
)


def _first_call(run) -> float:
    t0 = time.perf_counter()
    run()
    return time.perf_counter() - t0


def _check(a, b, name: str) -> None:
    a = a.detach().numpy() if hasattr(a, "detach") else a
    b = b.detach().numpy() if hasattr(b, "detach") else b
    if not np.allclose(a, b, rtol=1e-4, atol=1e-5):
        raise AssertionError(f"{name}: compiled and eager disagree")


ALONE_ROWS = ("MLP", "LSTM", "GPT")
ALONE_SIDES = (("torch", False), ("tp", False), ("tp", True))


def _alone_step(row: str, lib: str, compiled: bool, seconds: float = 3.0) -> float:
    """CPU seconds per step of one row, one library, in this process (`--alone`)."""
    mod = tp if lib == "tp" else torch
    make = next(make for name, make, _ in ROWS if name.startswith(row))
    run = make(mod, compiled)
    for _ in range(5):
        run()
    steps, t0 = 0, time.process_time()
    while time.process_time() - t0 < seconds:
        run()
        steps += 1
    return (time.process_time() - t0) / steps


def alone(rounds: int = 3) -> None:
    """The training rows with each library alone in its process, as ratios to PyTorch eager."""
    print(f"\n{'each library alone in its process (ratio to torch eager)':52} {'tp eager':>9} "
          f"{'tp.compile':>10} {'torch ms/step':>13}")
    for row in ALONE_ROWS:
        times: dict = {side: [] for side in ALONE_SIDES}
        for _ in range(rounds):
            for lib, compiled in ALONE_SIDES:
                env = dict(os.environ)
                if lib == "torch":  # this file imports tensorplay: keep malloc's defaults
                    env["TENSORPLAY_KEEP_HEAP"] = "0"
                out = subprocess.run([sys.executable, __file__, "--alone", row, lib,
                                      str(int(compiled))], capture_output=True, text=True,
                                     check=True, env=env).stdout
                times[(lib, compiled)].append(float(out.split()[-1]))
        med = {side: statistics.median(v) for side, v in times.items()}
        base = med[("torch", False)]
        name = next(name for name, _, _ in ROWS if name.startswith(row))
        print(f"{name:52} {med[('tp', False)] / base:>9.2f} {med[('tp', True)] / base:>10.2f} "
              f"{base * 1e3:>13.2f}")


def main() -> None:
    if sys.argv[1:2] == ["--alone"]:
        row, lib, compiled = sys.argv[2], sys.argv[3], sys.argv[4] == "1"
        print(_alone_step(row, lib, compiled))
        return
    print(f"{'tp.compile with gradients (ratio to torch eager)':52} {'tp eager':>9} "
          f"{'tp.compile':>10} {'torch.compile':>13} {'target':>7} {'compile s (tp/torch)':>21}")
    for name, make, target in ROWS:
        tp_eager, tp_comp = make(tp, False), make(tp, True)
        c_tp = _first_call(tp_comp)
        a, b = make(tp, True), make(tp, False)
        a(), b()  # one step each (the compiled side's first is its trace), then compare
        _check(a(), b(), name)
        cells = ["—"] * 3
        c_pt = None
        if torch is not None:
            pt_eager = make(torch, False)
            cells[0] = f"{compare(tp_eager, pt_eager).ratio:.2f}"
            cells[1] = f"{compare(tp_comp, pt_eager).ratio:.2f}"
            try:
                pt_comp = make(torch, True)
                c_pt = _first_call(pt_comp)
                cells[2] = f"{compare(pt_comp, pt_eager).ratio:.2f}"
            except Exception as exc:  # no C compiler for inductor, ...
                cells[2] = f"({type(exc).__name__})"
        pt = f"{c_pt:.1f}" if c_pt is not None else "—"
        print(f"{name:52} {cells[0]:>9} {cells[1]:>10} {cells[2]:>13} {target:>7.2f} "
              f"{c_tp:>11.2f} / {pt:<8}")
    if torch is not None:
        alone()


if __name__ == "__main__":
    main()
