"""`make bench`: speed ratios measured in one run, on one thread for every library.

Each workload runs in tensorplay, in hand-written NumPy, and in PyTorch when it
is installed (the optional `bench` extra). Absolute times depend on the machine;
the ratios in the last columns are what the targets refer to.
"""

from __future__ import annotations

import os

for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[var] = "1"

import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tensorplay as tp

try:
    import torch

    torch.set_num_threads(1)
except ImportError:  # PyTorch is optional
    torch = None


def best_of(fn, repeat: int = 5, number: int | None = None) -> float:
    """Best time per call in seconds (the minimum is the least noisy estimate)."""
    if number is None:
        number, elapsed = 1, 0.0
        while elapsed < 0.05:
            t0 = time.perf_counter()
            for _ in range(number):
                fn()
            elapsed = time.perf_counter() - t0
            number *= 2
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t0) / number)
    return min(times)


def op_overhead() -> list[tuple]:
    rows = []
    a = np.random.rand(16).astype(np.float32)
    b = np.random.rand(16).astype(np.float32)
    ta, tb = tp.tensor(a), tp.tensor(b)
    cases = {
        "add": (lambda: ta + tb, lambda: a + b, "torch.add"),
        "mul": (lambda: ta * tb, lambda: a * b, "torch.mul"),
        "sin": (lambda: ta.sin(), lambda: np.sin(a), "torch.sin"),
    }
    for name, (t_fn, n_fn, _) in cases.items():
        t_tp, t_np = best_of(t_fn), best_of(n_fn)
        t_pt = None
        if torch is not None:
            xa, xb = torch.from_numpy(a), torch.from_numpy(b)
            fn = {"add": lambda: xa + xb, "mul": lambda: xa * xb, "sin": lambda: xa.sin()}[name]
            t_pt = best_of(fn)
        rows.append((f"op overhead {name} (16 el., no grad)", t_tp, t_np, t_pt))
    return rows


def chain_100() -> tuple:
    x0 = np.random.rand(16).astype(np.float32)

    def run_tp():
        x = tp.tensor(x0, requires_grad=True)
        y = x
        for i in range(50):
            y = (y * 1.01).sin() if i % 2 else y + 0.5
        y.sum().backward()

    def run_np():  # forward keeping what backward needs, then the chain rule by hand
        ys, y = [], x0
        for i in range(50):
            if i % 2:
                z = y * 1.01
                ys.append(z)
                y = np.sin(z)
            else:
                y = y + 0.5
        g = np.ones_like(y)
        for i in reversed(range(50)):
            if i % 2:
                g = g * np.cos(ys.pop()) * 1.01
        return g

    t_pt = None
    if torch is not None:
        def run_pt():
            x = torch.tensor(x0, requires_grad=True)
            y = x
            for i in range(50):
                y = (y * 1.01).sin() if i % 2 else y + 0.5
            y.sum().backward()
        t_pt = best_of(run_pt)
    return ("100-op chain fwd+bwd (16 el.)", best_of(run_tp), best_of(run_np), t_pt)


def mlp_step() -> tuple:
    rng = np.random.default_rng(0)
    sizes = [784, 256, 128, 10]
    ws = [rng.standard_normal((i, o)).astype(np.float32) * 0.05 for i, o in zip(sizes[:-1], sizes[1:])]
    bs = [np.zeros(o, np.float32) for o in sizes[1:]]
    xb = rng.standard_normal((64, 784)).astype(np.float32)
    yb = rng.integers(0, 10, 64)
    onehot = np.eye(10, dtype=np.float32)[yb]
    lr = 0.01

    tw = [tp.tensor(w, requires_grad=True) for w in ws]
    tbias = [tp.tensor(b, requires_grad=True) for b in bs]
    tx, tonehot = tp.tensor(xb), tp.tensor(onehot)

    def run_tp():
        h = tx
        for i, (w, b) in enumerate(zip(tw, tbias)):
            h = h @ w + b
            if i < 2:
                h = h.relu()
        z = h - h.amax(1, keepdim=True)
        logp = z - z.exp().sum(1, keepdim=True).log()
        loss = -(logp * tonehot).sum() / 64
        loss.backward()
        with tp.no_grad():
            for p in (*tw, *tbias):
                p.sub_(p.grad * lr)
                p.grad = None

    def run_np():
        acts, h = [xb], xb
        for i, (w, b) in enumerate(zip(ws, bs)):
            h = h @ w + b
            if i < 2:
                h = np.maximum(h, 0)
            acts.append(h)
        z = h - h.max(1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(1, keepdims=True)
        g = (p - onehot) / 64
        for i in reversed(range(3)):
            gw, gb = acts[i].T @ g, g.sum(0)
            if i:
                g = (g @ ws[i].T) * (acts[i] > 0)
            ws[i] -= lr * gw
            bs[i] -= lr * gb

    t_pt = None
    if torch is not None:
        pw = [torch.tensor(w, requires_grad=True) for w in ws]
        pb = [torch.tensor(b, requires_grad=True) for b in bs]
        px, pt_onehot = torch.from_numpy(xb), torch.from_numpy(onehot)

        def run_pt():
            h = px
            for i, (w, b) in enumerate(zip(pw, pb)):
                h = h @ w + b
                if i < 2:
                    h = h.relu()
            z = h - h.amax(1, keepdim=True)
            logp = z - z.exp().sum(1, keepdim=True).log()
            loss = -(logp * pt_onehot).sum() / 64
            loss.backward()
            with torch.no_grad():
                for p in (*pw, *pb):
                    p.sub_(p.grad * lr)
                    p.grad = None
        t_pt = best_of(run_pt)
    return ("MLP 784-256-128-10 step, batch 64", best_of(run_tp), best_of(run_np), t_pt)


def chain_10k_backward() -> tuple:
    def build_tp():
        x = tp.tensor([1.0], requires_grad=True)
        y = x
        for _ in range(10_000):
            y = y * 1.0001
        return y

    def timed(build, backward):
        ys = [build() for _ in range(3)]
        best = float("inf")
        for y in ys:
            t0 = time.perf_counter()
            backward(y)
            best = min(best, time.perf_counter() - t0)
        return best

    def np_chain():
        g = np.ones(1)
        for _ in range(10_000):
            g = g * 1.0001
        return g

    t_pt = None
    if torch is not None:
        def build_pt():
            x = torch.tensor([1.0], requires_grad=True)
            y = x
            for _ in range(10_000):
                y = y * 1.0001
            return y
        t_pt = timed(build_pt, lambda y: y.sum().backward())
    return ("10k-op chain backward", timed(build_tp, lambda y: y.sum().backward()),
            best_of(np_chain, repeat=3), t_pt)


def fmt(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds * 1e6:10.1f} µs" if seconds < 1e-2 else f"{seconds * 1e3:10.2f} ms"


def main() -> None:
    rows = [*op_overhead(), chain_100(), mlp_step(), chain_10k_backward()]
    extra = []
    for module in ("bench_c", "bench_func", "bench_nn", "bench_seq"):
        path = os.path.join(os.path.dirname(__file__), module + ".py")
        if os.path.exists(path):
            extra.append(module)
    print(f"tensorplay {tp.__version__}; numpy {np.__version__}; "
          f"torch {torch.__version__ if torch else 'not installed'}; one thread\n")
    print(f"{'workload':42} {'tensorplay':>13} {'numpy':>13} {'torch':>13} {'tp/numpy':>9} {'tp/torch':>9}")
    for name, t_tp, t_np, t_pt in rows:
        ratio_pt = f"{t_tp / t_pt:9.2f}" if t_pt else f"{'—':>9}"
        print(f"{name:42} {fmt(t_tp):>13} {fmt(t_np):>13} {fmt(t_pt):>13} {t_tp / t_np:9.2f} {ratio_pt}")
    for module in extra:
        print()
        __import__(module).main()


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
