"""C extension vs NumPy path, measured in one run (`python benchmarks/bench_c.py`).

`run()` returns one row per workload: the time on the C path, on the NumPy path
(the same tensorplay call under `tensorplay.backends.c.disabled()`), and their
ratio. Backward rows time `autograd.grad` with create_graph=False, so the C rows
use the fused loops and the NumPy rows the ops.yaml formulas (the composite).
Also: a NumPy copy of the same bytes (the memory-bandwidth floor) and GELU
against PyTorch when it is importable. Times are the best of several repeats.
"""

from __future__ import annotations

import gc
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tensorplay as tp
from tensorplay.backends import c

POINTWISE = ["exp", "log", "sin", "cos", "tanh", "sigmoid", "relu", "gelu", "gelu_tanh", "silu",
             "softplus", "leaky_relu", "elu", "sqrt", "abs", "square"]
FWD_BWD_TARGET = {"gelu": 2.0, "gelu_tanh": 2.0, "silu": 2.0, "sigmoid": 2.0, "tanh": 2.0}


def best(fn, repeat: int = 7) -> float:
    """Best of `repeat` timings. gc.collect() runs (untimed) before each: an op that saves its
    result (exp, tanh, softmax...) makes a tensor <-> graph-node cycle, so without it every call
    gets fresh, never-touched pages from the OS and times page faults, not the kernel."""
    fn()
    times = []
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def _fn(name):
    if name == "gelu_tanh":
        return lambda t: tp.nn.functional.gelu(t, approximate="tanh")
    if name in ("gelu", "silu", "softplus", "leaky_relu", "elu", "relu"):
        return getattr(tp.nn.functional, name, None) or getattr(tp, name)
    return getattr(tp, name)


def _both(fn) -> tuple[float, float]:
    """(C seconds, NumPy seconds) of fn, alternating the two paths."""
    with c.disabled():
        t_np = best(fn)
    t_c = best(fn) if c.is_available() else float("nan")
    return t_c, t_np


def _row(workload, size, t_c, t_np, target=None):
    return {"workload": workload, "size": size, "c_ms": t_c * 1e3, "numpy_ms": t_np * 1e3,
            "speedup": t_np / t_c, "target": target}


def run() -> list[dict]:
    rows = []
    rng = np.random.default_rng(0)
    for n in (1_000_000, 4_000_000):
        data = rng.standard_normal(n).astype(np.float32)
        rows.append(_row("numpy copy (bandwidth floor)", n, best(data.copy), best(data.copy)))
        for name in POINTWISE:
            arr = np.abs(data) + 0.5 if name in ("log", "sqrt") else data
            x = tp.tensor(arr, requires_grad=True)
            g = tp.tensor(rng.standard_normal(n).astype(np.float32))
            f = _fn(name)
            t_c, t_np = _both(lambda f=f, x=x: f(x))
            rows.append(_row(f"{name} fwd", n, t_c, t_np))
            y_c = f(x)
            with c.disabled():
                y_np = f(x)
            b_c = best(lambda: tp.autograd.grad(y_c, [x], g, retain_graph=True))
            with c.disabled():
                b_np = best(lambda: tp.autograd.grad(y_np, [x], g, retain_graph=True))
            if not c.is_available():
                b_c = float("nan")
            rows.append(_row(f"{name} bwd (fused)", n, b_c, b_np, 1.5))
            if name in FWD_BWD_TARGET:
                rows.append(_row(f"{name} fwd+bwd", n, t_c + b_c, t_np + b_np, FWD_BWD_TARGET[name]))
        a = tp.tensor(data)
        b = tp.tensor(rng.standard_normal(n).astype(np.float32))
        for op in ("add", "sub", "mul", "div"):
            fn = getattr(tp, op)
            t_c, t_np = _both(lambda fn=fn: fn(a, b))
            rows.append(_row(f"{op} (same shape)", n, t_c, t_np))
    logits = rng.standard_normal((4096, 1000)).astype(np.float32)
    x = tp.tensor(logits, requires_grad=True)
    g = tp.tensor(rng.standard_normal((4096, 1000)).astype(np.float32))
    target = tp.tensor(rng.integers(0, 1000, 4096))
    for name in ("softmax", "log_softmax", "cross_entropy"):
        if name == "cross_entropy":
            def step():
                loss = tp.nn.functional.cross_entropy(x, target)
                return tp.autograd.grad(loss, [x])
        else:
            f = getattr(tp, name)

            def step(f=f):
                return tp.autograd.grad(f(x, -1), [x], g)
        t_c, t_np = _both(step)
        rows.append(_row(f"{name} fwd+bwd", "4096x1000", t_c, t_np, 1.5))
    n = 4_000_000
    state = [rng.standard_normal(n).astype(np.float32) for _ in range(2)] + [
        np.zeros(n, np.float32), np.zeros(n, np.float32)]
    t_c, t_np = _both(lambda: c.adam_step(*state, step=3, lr=1e-3))
    rows.append(_row("Adam step", n, t_c, t_np, 3.0))
    t_c, t_np = _both(lambda: c.adam_step(*state, step=3, lr=1e-3, weight_decay=0.01, decoupled=True))
    rows.append(_row("AdamW step", n, t_c, t_np, 3.0))
    t_c, t_np = _both(lambda: c.sgd_step(state[0], state[1], state[2], lr=1e-3, momentum=0.9))
    rows.append(_row("SGD momentum step", n, t_c, t_np))
    rows.extend(_torch_rows(rng))
    return rows


def _torch_rows(rng) -> list[dict]:
    try:
        import torch
    except ImportError:
        return []
    torch.set_num_threads(1)
    rows = []
    for n in (1_000_000, 4_000_000):
        data = rng.standard_normal(n).astype(np.float32)
        g = rng.standard_normal(n).astype(np.float32)
        xt, gt = torch.tensor(data, requires_grad=True), torch.tensor(g)
        x, gx = tp.tensor(data, requires_grad=True), tp.tensor(g)

        def torch_step():
            y = torch.nn.functional.gelu(xt)
            return torch.autograd.grad(y, [xt], gt)

        def torch_composite_step():  # the same math as composed ops: x/2 (1 + erf(x / sqrt 2))
            y = xt * 0.5 * (1.0 + torch.erf(xt * 0.7071067811865476))
            return torch.autograd.grad(y, [xt], gt)

        def tp_step():
            y = tp.nn.functional.gelu(x)
            return tp.autograd.grad(y, [x], gx)

        t_torch = best(torch_step)
        t_composite = best(torch_composite_step)
        t_c, t_np = _both(tp_step)
        rows.append({"workload": "gelu fwd+bwd vs PyTorch (1 thread)", "size": n, "c_ms": t_c * 1e3,
                     "numpy_ms": t_np * 1e3, "speedup": t_np / t_c, "target": None,
                     "torch_ms": t_torch * 1e3, "c_vs_torch": t_torch / t_c,
                     "torch_composite_ms": t_composite * 1e3})
    return rows


def table(rows: list[dict]) -> str:
    lines = [f"{'workload':38} {'size':>10} {'C ms':>8} {'NumPy ms':>9} {'NumPy/C':>8} {'target':>7}  "
             "note"]
    for r in rows:
        target = f"{r['target']:.1f}x" if r["target"] else ""
        note = ""
        if r["target"]:
            note = "ok" if r["speedup"] >= r["target"] else "MISS"
        if "torch_ms" in r:
            note = (f"torch F.gelu {r['torch_ms']:.2f} ms (C/torch {1 / r['c_vs_torch']:.2f}); torch "
                    f"composite {r['torch_composite_ms']:.2f} ms (C/torch {r['c_ms'] / r['torch_composite_ms']:.2f}, "
                    "target <= 0.3)")
        lines.append(f"{r['workload']:38} {r['size']!s:>10} {r['c_ms']:8.2f} {r['numpy_ms']:9.2f} "
                     f"{r['speedup']:7.2f}x {target:>7}  {note}")
    info = c.info()
    lines.append(f"C extension: {'on' if c.is_available() else 'OFF'} {info}")
    return "\n".join(lines)


def main() -> None:
    print(table(run()))


if __name__ == "__main__":
    main()
