"""Function-transform benchmarks: tensorplay.func against torch.func (one thread).

`python3 benchmarks/bench_func.py` (or `make bench`, through benchmarks/run.py)
prints one table, every number measured in this run:

- per-sample gradients of a linear+relu+squared-loss model (128 samples x 64
  features, 64->32 layer): `vmap(grad(loss), in_dims=(None, 0, 0))` and a Python
  loop of `grad` calls;
- `jacrev` and `jacfwd` of `tanh(W @ x)`, W 64x64;
- `hessian` of `x.sin().sum()` (64 elements) and of a small MLP loss over a
  100-parameter vector.

Targets: vmap(grad) <= 1.0x torch.func and >= 20x faster than our own loop;
jacrev, jacfwd and both hessians <= 1.5x torch.func.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tensorplay as tp
from tensorplay import func as tpf

try:
    import torch
    import torch.func as ptf

    torch.set_num_threads(1)
except ImportError:  # PyTorch is optional
    torch = ptf = None


# CPU time of this process, not wall time: every library runs on one thread, and on a
# shared machine wall time also counts the time other processes held the core.
clock = time.process_time


def best_of(fn, repeat: int = 9, min_time: float = 0.05) -> float:
    """Best time per call in seconds (calls batched until one batch takes `min_time`)."""
    fn()  # warm-up (first-call caches, lazy imports)
    number, elapsed = 1, 0.0
    while True:
        t0 = clock()
        for _ in range(number):
            fn()
        elapsed = clock() - t0
        if elapsed >= min_time:
            break
        number *= 2
    times = [elapsed / number]
    for _ in range(repeat - 1):
        t0 = clock()
        for _ in range(number):
            fn()
        times.append((clock() - t0) / number)
    return min(times)


# ───────────────────────────── workloads ─────────────────────────────

N, D, H = 128, 64, 32


def _per_sample_data():
    rng = np.random.default_rng(0)
    w = (rng.standard_normal((D, H)) * 0.1).astype(np.float32)
    b = (rng.standard_normal(H) * 0.1).astype(np.float32)
    x = rng.standard_normal((N, D)).astype(np.float32)
    t = rng.standard_normal((N, H)).astype(np.float32)
    return w, b, x, t


def per_sample(lib):
    """(vmap(grad) fn, loop-of-grad fn, check fn) for tensorplay ('tp') or torch ('pt')."""
    w, b, x, t = _per_sample_data()
    if lib == "tp":
        mod, F, T = tp, tpf, tp.tensor
    else:
        mod, F, T = torch, ptf, torch.tensor
    params = (T(w), T(b))
    xs, ts = T(x), T(t)

    def loss(p, xi, ti):
        y = mod.relu(xi @ p[0] + p[1])
        return ((y - ti) ** 2).sum()

    g = F.grad(loss)
    batched = F.vmap(g, in_dims=(None, 0, 0))

    def run_vmap():
        return batched(params, xs, ts)

    def run_loop():
        return [g(params, xs[i], ts[i]) for i in range(N)]

    return run_vmap, run_loop


def _jac_data():
    rng = np.random.default_rng(1)
    w = (rng.standard_normal((64, 64)) * 0.2).astype(np.float32)
    x = rng.standard_normal(64).astype(np.float32)
    return w, x


def jacobians(lib):
    w, x = _jac_data()
    if lib == "tp":
        mod, F, T = tp, tpf, tp.tensor
    else:
        mod, F, T = torch, ptf, torch.tensor
    W, X = T(w), T(x)

    def f(v):
        return mod.tanh(W @ v)

    jr, jf = F.jacrev(f), F.jacfwd(f)
    return (lambda: jr(X)), (lambda: jf(X))


def hessians(lib):
    rng = np.random.default_rng(2)
    if lib == "tp":
        mod, F, T = tp, tpf, tp.tensor
    else:
        mod, F, T = torch, ptf, torch.tensor
    x64 = T(rng.standard_normal(64).astype(np.float32))
    # MLP 4 -> 10 -> 5 on a batch of 8: W1 (40) + b1 (10) + W2 (50) = 100 parameters
    p = T((rng.standard_normal(100) * 0.3).astype(np.float32))
    xb = T(rng.standard_normal((8, 4)).astype(np.float32))
    tb = T(rng.standard_normal((8, 5)).astype(np.float32))

    def sin_sum(v):
        return v.sin().sum()

    def mlp_loss(v):
        w1 = v[:40].reshape(4, 10)
        b1 = v[40:50]
        w2 = v[50:].reshape(10, 5)
        h = mod.tanh(xb @ w1 + b1)
        return ((h @ w2 - tb) ** 2).mean()

    h1, h2 = F.hessian(sin_sum), F.hessian(mlp_loss)
    return (lambda: h1(x64)), (lambda: h2(p))


# ───────────────────────────── correctness guard ─────────────────────────────

def _np(x):
    return x.detach().numpy() if hasattr(x, "detach") else np.asarray(x)


def check() -> None:
    """The tensorplay and torch results agree (so the timings compare the same work)."""
    if torch is None:
        return
    pairs = [
        (per_sample("tp")[0](), per_sample("pt")[0]()),
        (jacobians("tp")[0](), jacobians("pt")[0]()),
        (jacobians("tp")[1](), jacobians("pt")[1]()),
        (hessians("tp")[0](), hessians("pt")[0]()),
        (hessians("tp")[1](), hessians("pt")[1]()),
    ]
    for a, b in pairs:
        a = a if isinstance(a, tuple) else (a,)
        b = b if isinstance(b, tuple) else (b,)
        for u, v in zip(a, b):
            np.testing.assert_allclose(_np(u), _np(v), rtol=2e-3, atol=2e-4)


# ───────────────────────────── the table ─────────────────────────────

def fmt(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds * 1e6:10.1f} µs" if seconds < 1e-2 else f"{seconds * 1e3:10.2f} ms"


def measure() -> list[tuple]:
    """Rows of (name, tensorplay seconds, torch seconds or None, target text, target ok)."""
    have_pt = torch is not None
    rows = []
    tp_vmap, tp_loop = per_sample("tp")
    t_vmap, t_loop = best_of(tp_vmap), best_of(tp_loop, repeat=3)
    if have_pt:
        pt_vmap, pt_loop = per_sample("pt")
        p_vmap, p_loop = best_of(pt_vmap), best_of(pt_loop, repeat=3)
    else:
        p_vmap = p_loop = None
    rows.append(("per-sample grads vmap(grad) 128x64", t_vmap, p_vmap, 1.0))
    rows.append(("per-sample grads loop of grad 128x64", t_loop, p_loop, None))
    tp_jr, tp_jf = jacobians("tp")
    pt_jr, pt_jf = jacobians("pt") if have_pt else (None, None)
    rows.append(("jacrev tanh(W @ x) W 64x64", best_of(tp_jr), best_of(pt_jr) if have_pt else None, 1.5))
    rows.append(("jacfwd tanh(W @ x) W 64x64", best_of(tp_jf), best_of(pt_jf) if have_pt else None, 1.5))
    tp_h1, tp_h2 = hessians("tp")
    pt_h1, pt_h2 = hessians("pt") if have_pt else (None, None)
    rows.append(("hessian x.sin().sum() 64 el.", best_of(tp_h1), best_of(pt_h1) if have_pt else None, 1.5))
    rows.append(("hessian MLP loss, 100 params", best_of(tp_h2), best_of(pt_h2) if have_pt else None, 1.5))
    return rows, t_loop / t_vmap


def main() -> None:
    check()
    rows, speedup = measure()
    print("tensorplay.func vs torch.func (one thread, CPU time, best of 9; targets: vmap(grad) "
          "<= 1.0x torch and >= 20x our loop, others <= 1.5x torch)")
    print(f"{'workload':40} {'tensorplay':>13} {'torch.func':>13} {'tp/torch':>9} {'target':>8} {'ok':>4}")
    for name, t_tp, t_pt, target in rows:
        ratio = t_tp / t_pt if t_pt else None
        rtxt = f"{ratio:9.2f}" if ratio is not None else f"{'—':>9}"
        ttxt = f"<= {target:.1f}x" if target else ""
        ok = "" if (target is None or ratio is None) else ("yes" if ratio <= target else "NO")
        print(f"{name:40} {fmt(t_tp):>13} {fmt(t_pt):>13} {rtxt} {ttxt:>8} {ok:>4}")
    ok = "yes" if speedup >= 20 else "NO"
    print(f"{'our loop / our vmap(grad)':40} {speedup:12.1f}x {'':>13} {'':>9} {'>= 20x':>8} {ok:>4}")


if __name__ == "__main__":
    main()
