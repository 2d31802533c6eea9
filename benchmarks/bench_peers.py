"""TensorPlay beside PyTorch, NumPy by hand and two NumPy-based autograd libraries.

Each workload is written once per library, idiomatically: PyTorch and
TensorPlay with their own ops, HIPS autograd (`autograd` on the package index)
with `autograd.numpy` and `grad`/`make_vjp`, mygrad with its tensors, and NumPy
by hand (forward keeping what backward needs, the chain rule written out).

The machine may be shared, so the timing is built to resist load: CPU time of
this process (not wall time), one thread in every library, the libraries timed
in interleaved rounds, and each figure the median over rounds of that round's
ratio to PyTorch (load that slows one round slows every library in it).
Peers that are not installed (the `bench` extra installs them) show as "—".
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"

import gc
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_nn

import tensorplay as tp

try:
    import torch

    torch.set_num_threads(1)
except ImportError:
    torch = None
try:
    import autograd
    import autograd.numpy as anp
except ImportError:
    autograd = anp = None
try:
    import mygrad as mg
    from mygrad.nnet.activations import relu as mg_relu
except ImportError:
    mg = None

LIBS = ("torch", "numpy", "autograd", "mygrad", "tensorplay")
AVAILABLE = {"torch": torch is not None, "numpy": True, "autograd": autograd is not None,
             "mygrad": mg is not None, "tensorplay": True}
F32 = np.float32


# ---- op overhead: add, mul and sin on 16 elements, nothing recorded ------------------------
def op_overhead(lib: str):
    rng = np.random.default_rng(0)
    a, b = rng.random(16, F32), rng.random(16, F32)
    if lib == "numpy":
        return lambda: (a + b, a * b, np.sin(a))
    if lib == "autograd":  # its wrapped primitives, called on plain arrays (nothing traced)
        return lambda: (anp.add(a, b), anp.multiply(a, b), anp.sin(a))
    if lib == "mygrad":
        x, y = mg.tensor(a), mg.tensor(b)

        def run():
            with mg.no_autodiff:
                return x + y, x * y, mg.sin(x)
        return run
    mod = torch if lib == "torch" else tp
    x, y = mod.tensor(a), mod.tensor(b)
    return lambda: (x + y, x * y, x.sin())


# ---- a chain of 100 recorded ops on 16 elements, forward and backward ----------------------
CHAIN = 33  # (y * 1.01 + 0.5).sin() three ops each, and the final sum: 100 ops


def chain_100(lib: str):
    x0 = np.random.default_rng(0).random(16, F32)
    if lib == "numpy":
        def run():
            zs, y = [], x0
            for _ in range(CHAIN):
                z = y * F32(1.01) + F32(0.5)
                zs.append(z)
                y = np.sin(z)
            y.sum()
            g = np.ones_like(y)
            for z in reversed(zs):
                g = g * np.cos(z) * F32(1.01)
            return g
        return run
    if lib == "autograd":
        def f(y):
            for _ in range(CHAIN):
                y = anp.sin(y * 1.01 + 0.5)
            return anp.sum(y)
        df = autograd.grad(f)
        return lambda: df(x0)
    if lib == "mygrad":
        def run():
            x = mg.tensor(x0)
            y = x
            for _ in range(CHAIN):
                y = mg.sin(y * 1.01 + 0.5)
            y.sum().backward()
            return x.grad
        return run
    mod = torch if lib == "torch" else tp

    def run():
        x = mod.tensor(x0, requires_grad=True)
        y = x
        for _ in range(CHAIN):
            y = (y * 1.01 + 0.5).sin()
        y.sum().backward()
        return x.grad
    return run


# ---- one SGD step of an MLP 784-256-128-10 on a batch of 64 --------------------------------
def mlp_step(lib: str):
    rng = np.random.default_rng(0)
    sizes = [784, 256, 128, 10]
    ws = [rng.standard_normal((i, o)).astype(F32) * F32(0.05) for i, o in zip(sizes[:-1], sizes[1:])]
    bs = [np.zeros(o, F32) for o in sizes[1:]]
    xb = rng.standard_normal((64, 784)).astype(F32)
    onehot = np.eye(10, dtype=F32)[rng.integers(0, 10, 64)]
    lr = 0.01
    if lib == "numpy":
        def run():
            acts, h = [xb], xb
            for i, (w, b) in enumerate(zip(ws, bs)):
                h = h @ w + b
                if i < 2:
                    h = np.maximum(h, 0)
                acts.append(h)
            z = h - h.max(1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(1, keepdims=True)
            g = (p - onehot) / F32(64)
            for i in reversed(range(3)):
                gw, gb = acts[i].T @ g, g.sum(0)
                if i:
                    g = (g @ ws[i].T) * (acts[i] > 0)
                ws[i] -= F32(lr) * gw
                bs[i] -= F32(lr) * gb
        return run
    if lib == "autograd":
        params = ws + bs

        def loss(params):
            h = xb
            for i in range(3):
                h = anp.dot(h, params[i]) + params[3 + i]
                if i < 2:
                    h = anp.maximum(h, 0.0)
            z = h - anp.max(h, axis=1, keepdims=True)
            logp = z - anp.log(anp.sum(anp.exp(z), axis=1, keepdims=True))
            return -anp.sum(logp * onehot) / 64
        dloss = autograd.grad(loss)

        def run():
            for p, g in zip(params, dloss(params)):
                p -= F32(lr) * g
        return run
    if lib == "mygrad":
        params = [mg.tensor(p) for p in ws + bs]

        def run():
            h = xb
            for i in range(3):
                h = h @ params[i] + params[3 + i]
                if i < 2:
                    h = mg_relu(h)
            z = h - mg.max(h, axis=1, keepdims=True)
            logp = z - mg.log(mg.sum(mg.exp(z), axis=1, keepdims=True))
            loss = -mg.sum(logp * onehot) / 64
            loss.backward()
            for p in params:
                p.data -= F32(lr) * p.grad
        return run
    mod = torch if lib == "torch" else tp
    tw = [mod.tensor(w, requires_grad=True) for w in ws]
    tb = [mod.tensor(b, requires_grad=True) for b in bs]
    tx, tonehot = mod.tensor(xb), mod.tensor(onehot)

    def run():
        h = tx
        for i, (w, b) in enumerate(zip(tw, tb)):
            h = h @ w + b
            if i < 2:
                h = h.relu()
        z = h - h.amax(1, keepdim=True)
        logp = z - z.exp().sum(1, keepdim=True).log()
        loss = -(logp * tonehot).sum() / 64
        loss.backward()
        with mod.no_grad():
            for p in (*tw, *tb):
                p.sub_(p.grad * lr)
                p.grad = None
    return run


# ---- backward through a chain of 10 000 multiplications (only the backward is timed) -------
LONG = 10_000


def chain_10k_backward(lib: str):
    """(build, run): build() makes the graph, untimed; run(graph) is the backward."""
    if lib == "numpy":
        def run(_):
            g = np.ones(1)
            for _ in range(LONG):
                g = g * 1.0001
            return g
        return (lambda: None), run
    if lib == "autograd":
        def f(y):
            for _ in range(LONG):
                y = y * 1.0001
            return anp.sum(y)
        return (lambda: autograd.make_vjp(f)(np.ones(1))[0]), (lambda vjp: vjp(1.0))
    if lib == "mygrad":
        def build():
            y = mg.tensor([1.0])
            for _ in range(LONG):
                y = y * 1.0001
            return y.sum()
        return build, (lambda y: y.backward())
    mod = torch if lib == "torch" else tp

    def build():
        y = mod.tensor([1.0], requires_grad=True)
        for _ in range(LONG):
            y = y * 1.0001
        return y.sum()
    return build, (lambda y: y.backward())


# ---- the digits MLP 64-128-10, 10 epochs of SGD with momentum (bench_nn's workload) --------
def _train_peer_mlp(lib: str, x, y, epochs: list, weights: list):
    """The MLP of bench_nn written with autograd's or mygrad's ops: the same batches, initial
    weights, mean cross entropy and SGD (lr 0.1, momentum 0.9, as torch.optim.SGD)."""
    onehot = np.eye(10, dtype=F32)[y]
    lr, mom = 0.1, 0.9

    def loss_of(params, xb, oh, relu, max_, log, sum_, exp):
        w1, b1, w2, b2 = params
        h = relu(xb @ w1.T + b1)
        z = h @ w2.T + b2
        z = z - max_(z, axis=1, keepdims=True)
        logp = z - log(sum_(exp(z), axis=1, keepdims=True))
        return -sum_(logp * oh) / len(xb)

    if lib == "autograd":
        params = [w.copy() for w in weights]
        dloss = autograd.grad(lambda ps, xb, oh: loss_of(
            ps, xb, oh, lambda h: anp.maximum(h, 0.0), anp.max, anp.log, anp.sum, anp.exp))

        def grads(xb, oh):
            return dloss(params, xb, oh)

        def update(p, step):
            p -= F32(lr) * step
    else:
        params = [mg.tensor(w.copy()) for w in weights]

        def grads(xb, oh):
            loss_of(params, xb, oh, mg_relu, mg.max, mg.log, mg.sum, mg.exp).backward()
            return [p.grad for p in params]

        def update(p, step):
            p.data -= F32(lr) * step
    bufs = [None] * 4
    for batches in epochs:
        for idx in batches:
            rows = np.asarray(idx)
            for i, (p, g) in enumerate(zip(params, grads(x[rows], onehot[rows]))):
                bufs[i] = g.copy() if bufs[i] is None else bufs[i] * F32(mom) + g
                update(p, bufs[i])
    return [np.asarray(p.data if lib == "mygrad" else p) for p in params]


def digits_mlp(lib: str, n_epochs: int = bench_nn.MLP_EPOCHS):
    x, y = bench_nn._data(images=False)
    epochs = bench_nn._batches(len(y), n_epochs)
    weights = bench_nn._weights(bench_nn._tp_model("mlp"))
    if lib == "numpy":
        return lambda: bench_nn.train_np_mlp(x, y, epochs, weights)
    if lib == "torch":
        return lambda: bench_nn.train_torch("mlp", x, y, epochs, weights)
    if lib == "tensorplay":
        return lambda: bench_nn.train_tp("mlp", x, y, epochs)
    return lambda: _train_peer_mlp(lib, x, y, epochs, weights)


def check_digits_peers() -> None:
    """After one epoch from the same weights, autograd's and mygrad's MLPs must reach the
    weights of the NumPy version (so the row compares the same computation)."""
    x, y = bench_nn._data(images=False)
    epochs = bench_nn._batches(len(y), 1, seed=1)
    weights = bench_nn._weights(bench_nn._tp_model("mlp"))
    ref = bench_nn.train_np_mlp(x, y, epochs, weights)
    for lib in ("autograd", "mygrad"):
        if AVAILABLE[lib]:
            got = _train_peer_mlp(lib, x, y, epochs, weights)
            d = max(float(np.abs(a - b).max()) for a, b in zip(ref, got))
            if d > 1e-3:
                raise AssertionError(f"digits MLP: {lib} and NumPy disagree (max |Δw| = {d:.2e})")


# ---- GELU (tanh approximation), forward and backward on 4M float32 -------------------------
GELU_N = 4_000_000
_K = 0.7978845608028654  # sqrt(2 / pi)


def _gelu_formula(x, tanh):
    return 0.5 * x * (1 + tanh(_K * (x + 0.044715 * x * x * x)))


def gelu_tanh(lib: str):
    """Each library's own GELU where it has one (PyTorch, TensorPlay); autograd and mygrad
    have none, so they differentiate the formula; NumPy runs the formula and its derivative."""
    rng = np.random.default_rng(0)
    xd = rng.standard_normal(GELU_N).astype(F32)
    gd = rng.standard_normal(GELU_N).astype(F32)
    if lib == "numpy":
        def run():
            inner = F32(_K) * (xd + F32(0.044715) * xd * xd * xd)
            t = np.tanh(inner)
            _ = F32(0.5) * xd * (1 + t)
            d = F32(0.5) * (1 + t) + F32(0.5) * xd * (1 - t * t) * F32(_K) * (
                1 + F32(3 * 0.044715) * xd * xd)
            return gd * d
        return run
    if lib == "autograd":
        return lambda: autograd.make_vjp(lambda x: _gelu_formula(x, anp.tanh))(xd)[0](gd)
    if lib == "mygrad":
        def run():
            x = mg.tensor(xd)
            _gelu_formula(x, mg.tanh).backward(gd)
            return x.grad
        return run
    mod = torch if lib == "torch" else tp
    x, g = mod.tensor(xd, requires_grad=True), mod.tensor(gd)

    def run():
        x.grad = None
        mod.nn.functional.gelu(x, approximate="tanh").backward(g)
        return x.grad
    return run


# ---- timing ------------------------------------------------------------------------------
_NO_STATE = object()


def _cpu_time(run, state, number: int) -> float:
    if state is _NO_STATE:
        t0 = time.process_time()
        for _ in range(number):
            run()
        return (time.process_time() - t0) / number
    t0 = time.process_time()
    run(state)
    return time.process_time() - t0


def measure(factory, rounds: int, min_time: float = 0.02, build=False) -> dict:
    """Median seconds per call for each library, and the median same-round ratio to PyTorch."""
    libs = [lib for lib in LIBS if AVAILABLE[lib]]
    fns, numbers = {}, {}
    for lib in libs:
        fns[lib] = factory(lib)
        if build:
            numbers[lib] = 1
            continue
        fns[lib]()  # warm up
        number, elapsed = 1, 0.0
        while elapsed < min_time:
            elapsed = _cpu_time(fns[lib], _NO_STATE, number) * number
            number *= 2
        numbers[lib] = max(1, number // 2)
    times = {lib: [] for lib in libs}
    for r in range(rounds):
        order = libs[r % len(libs):] + libs[:r % len(libs)]
        for lib in order:
            if build:
                make, run = fns[lib]
                state = make()
                gc.collect()
                times[lib].append(_cpu_time(run, state, 1))
                del state
            else:
                times[lib].append(_cpu_time(fns[lib], _NO_STATE, numbers[lib]))
    ref = "torch" if AVAILABLE["torch"] else "numpy"
    return {lib: (statistics.median(ts),
                  statistics.median(t / r for t, r in zip(ts, times[ref])))
            for lib, ts in times.items()}


# (name, factory, rounds, build, divide per op, target ratio to torch)
ROWS = [
    ("op overhead, 16 el., no grad (add,mul,sin)", op_overhead, 9, False, 3, 0.45),
    ("100-op chain fwd+bwd, per op", chain_100, 9, False, 100, 1.0),
    ("MLP 784-256-128-10 SGD step, batch 64", mlp_step, 9, False, 1, 0.8),
    ("10 000-op chain backward", chain_10k_backward, 7, True, 1, 1.0),
    ("digits MLP 64-128-10, 10 epochs", digits_mlp, 3, False, 1, 0.6),
    ("gelu(tanh) fwd+bwd, 4M float32", gelu_tanh, 5, False, 1, 0.3),
]


def _fmt(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:8.2f} µs"
    return f"{seconds * 1e3:8.2f} ms"


def run(rows=ROWS) -> list[dict]:
    check_digits_peers()
    out = []
    for name, factory, rounds, build, per, target in rows:
        got = measure(factory, rounds, build=build)
        out.append({"workload": name, "target": target,
                    "seconds": {lib: t / per for lib, (t, _) in got.items()},
                    "ratio": {lib: r for lib, (_, r) in got.items()}})
    return out


def table(results: list[dict]) -> str:
    ref = "torch" if AVAILABLE["torch"] else "numpy"
    lines = [f"Ratio to {ref} (lower is better): CPU time, one thread, median of same-round ratios",
             f"{'workload':44} {'torch':>11} {'tensorplay':>11} | {'numpy':>6} {'autograd':>8} "
             f"{'mygrad':>7} {'tp':>6} {'target':>7}  verdict"]
    for r in results:
        ratio, secs = r["ratio"], r["seconds"]

        def cell(lib, width):
            return f"{ratio[lib]:{width}.2f}" if lib in ratio else f"{'—':>{width}}"
        tp_r = ratio["tensorplay"]
        peers = [ratio[lib] for lib in ("autograd", "mygrad") if lib in ratio]
        verdict = []
        if ref == "torch":
            verdict.append("target met" if tp_r <= r["target"] else "target MISSED")
        if peers:
            verdict.append("ahead of peers" if tp_r < min(peers) else "BEHIND a peer")
        lines.append(f"{r['workload']:44} {_fmt(secs.get('torch', float('nan'))):>11} "
                     f"{_fmt(secs['tensorplay']):>11} | {cell('numpy', 6)} {cell('autograd', 8)} "
                     f"{cell('mygrad', 7)} {tp_r:6.2f} {r['target']:7.2f}  {', '.join(verdict)}")
    lines.append("autograd and mygrad have no GELU of their own: they differentiate the formula.")
    return "\n".join(lines)


def main() -> None:
    print(table(run()))


if __name__ == "__main__":
    main()
