"""Training epochs on the 8x8 digits: tensorplay vs hand-written NumPy vs PyTorch.

Two models, each trained on the same shuffled batches of 64, from the same
initial weights, with the same optimizer, on one thread for every library:

* MLP 64-128-10 (Linear, ReLU, Linear, cross entropy), SGD lr=0.1 momentum=0.9;
* CNN: Conv2d(1, 8, 3, padding=1), ReLU, Conv2d(8, 16, 3, padding=1), ReLU,
  flatten, Linear(1024, 10), cross entropy, Adam lr=1e-3.

tensorplay and PyTorch run idiomatic code (nn.Module, DataLoader over a
TensorDataset, optimizer.zero_grad / loss.backward / optimizer.step); the NumPy
version is the same computation written by hand: forward keeping what backward
needs, the gradients derived by hand, the optimizer update in place. Before
timing, the three are checked to reach the same weights after one epoch.

Run alone (`python3 benchmarks/bench_nn.py`) or through `benchmarks/run.py`.
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
from tensorplay import nn as tnn
from tensorplay.utils.data import DataLoader as TpLoader
from tensorplay.utils.data import TensorDataset as TpDataset

try:
    import torch

    torch.set_num_threads(1)
except ImportError:  # PyTorch is optional
    torch = None

try:
    from threadpoolctl import threadpool_limits
except ImportError:  # the environment variables above already ask for one thread
    threadpool_limits = None

BATCH = 64
MLP_EPOCHS = 10


class _one_thread:
    def __enter__(self):
        self._ctx = threadpool_limits(1) if threadpool_limits is not None else None
        if self._ctx is not None:
            self._ctx.__enter__()

    def __exit__(self, *exc):
        if self._ctx is not None:
            self._ctx.__exit__(*exc)


def _data(images: bool):
    x, y = tp.datasets.load_digits(as_images=images)
    return x.numpy(), y.numpy()


def _batches(n: int, epochs: int, seed: int = 0) -> list:
    """The same shuffled index lists for every library: one list of batches per epoch."""
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(epochs):
        perm = rng.permutation(n)
        out.append([perm[i:i + BATCH].tolist() for i in range(0, n, BATCH)])
    return out


# ---- models -------------------------------------------------------------------------------
def _tp_model(kind: str):
    tp.manual_seed(0)
    if kind == "mlp":
        return tnn.Sequential(tnn.Linear(64, 128), tnn.ReLU(), tnn.Linear(128, 10))
    return tnn.Sequential(tnn.Conv2d(1, 8, 3, padding=1), tnn.ReLU(),
                          tnn.Conv2d(8, 16, 3, padding=1), tnn.ReLU(),
                          tnn.Flatten(), tnn.Linear(16 * 8 * 8, 10))


def _weights(model) -> list:
    return [p.detach().numpy().copy() for p in model.parameters()]


def _torch_model(kind: str, weights: list):
    if kind == "mlp":
        model = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
    else:
        model = torch.nn.Sequential(torch.nn.Conv2d(1, 8, 3, padding=1), torch.nn.ReLU(),
                                    torch.nn.Conv2d(8, 16, 3, padding=1), torch.nn.ReLU(),
                                    torch.nn.Flatten(), torch.nn.Linear(16 * 8 * 8, 10))
    with torch.no_grad():
        for p, w in zip(model.parameters(), weights):
            p.copy_(torch.from_numpy(w))
    return model


def _optimizer(lib, kind: str, params):
    if kind == "mlp":
        return lib.optim.SGD(params, lr=0.1, momentum=0.9)
    return lib.optim.Adam(params, lr=1e-3)


# ---- one training run per library ---------------------------------------------------------
def train_tp(kind: str, x, y, epochs: list):
    model = _tp_model(kind)
    opt = _optimizer(tp, kind, model.parameters())
    loss_fn = tnn.CrossEntropyLoss()
    data = TpDataset(tp.tensor(x), tp.tensor(y))
    for batches in epochs:
        for xb, yb in TpLoader(data, batch_sampler=batches):
            opt.zero_grad()
            loss = loss_fn(model(xb), yb)
            loss.backward()
            opt.step()
    return model


def train_torch(kind: str, x, y, epochs: list, weights: list):
    model = _torch_model(kind, weights)
    opt = _optimizer(torch, kind, model.parameters())
    loss_fn = torch.nn.CrossEntropyLoss()
    data = torch.utils.data.TensorDataset(torch.from_numpy(x), torch.from_numpy(y))
    for batches in epochs:
        for xb, yb in torch.utils.data.DataLoader(data, batch_sampler=batches):
            opt.zero_grad()
            loss = loss_fn(model(xb), yb)
            loss.backward()
            opt.step()
    return model


def train_torch_sliced(kind: str, x, y, epochs: list, weights: list):
    """PyTorch without its DataLoader: each batch indexed straight out of the tensors."""
    model = _torch_model(kind, weights)
    opt = _optimizer(torch, kind, model.parameters())
    loss_fn = torch.nn.CrossEntropyLoss()
    tx, ty = torch.from_numpy(x), torch.from_numpy(y)
    for batches in epochs:
        for idx in batches:
            rows = torch.tensor(idx)
            opt.zero_grad()
            loss = loss_fn(model(tx[rows]), ty[rows])
            loss.backward()
            opt.step()
    return model


def _softmax_xent_grad(z, yb):
    """d(mean cross entropy)/d logits."""
    p = np.exp(z - z.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    p[np.arange(len(yb)), yb] -= 1
    p /= len(yb)
    return p


def train_np_mlp(x, y, epochs: list, weights: list):
    w1, b1, w2, b2 = (w.copy() for w in weights)
    params = [w1, b1, w2, b2]
    bufs = [None] * 4
    lr, mom = 0.1, 0.9
    for batches in epochs:
        for idx in batches:
            rows = np.asarray(idx)
            xb, yb = x[rows], y[rows]
            h = xb @ w1.T + b1
            a = np.maximum(h, 0)
            z = a @ w2.T + b2
            g = _softmax_xent_grad(z, yb)
            gw2, gb2 = g.T @ a, g.sum(0)
            ga = (g @ w2) * (h > 0)
            gw1, gb1 = ga.T @ xb, ga.sum(0)
            for i, (p, gp) in enumerate(zip(params, (gw1, gb1, gw2, gb2))):
                if bufs[i] is None:
                    bufs[i] = gp.copy()
                else:
                    bufs[i] *= mom
                    bufs[i] += gp
                p -= lr * bufs[i]
    return params


def _np_cols(x, k: int = 3, pad: int = 1):
    """im2col of the zero-padded input: (N, C*k*k, H*W), one slab copy per kernel offset."""
    n, c, h, w = x.shape
    xp = np.zeros((n, c, h + 2 * pad, w + 2 * pad), x.dtype)
    xp[:, :, pad:pad + h, pad:pad + w] = x
    cols = np.empty((n, c, k, k, h, w), x.dtype)
    for i in range(k):
        for j in range(k):
            cols[:, :, i, j] = xp[:, :, i:i + h, j:j + w]
    return cols.reshape(n, c * k * k, h * w)


def _np_conv(x, w, b):
    cols = _np_cols(x)
    n, _, h, wd = x.shape
    out = np.matmul(w.reshape(w.shape[0], -1), cols) + b[:, None]
    return out.reshape(n, -1, h, wd), cols


def _np_conv_back(g, cols, w, x_shape, need_input: bool):
    """Gradients of a 3x3 padding-1 conv: (d input or None, d weight, d bias)."""
    n, o, h, wd = g.shape
    g3 = g.reshape(n, o, h * wd)
    gw = np.matmul(g3, cols.transpose(0, 2, 1)).sum(0).reshape(w.shape)
    gb = g3.sum((0, 2))
    if not need_input:
        return None, gw, gb
    c = x_shape[1]
    dcols = np.matmul(w.reshape(o, -1).T, g3).reshape(n, c, 3, 3, h, wd)
    gxp = np.zeros((n, c, h + 2, wd + 2), g.dtype)
    for i in range(3):  # col2im
        for j in range(3):
            gxp[:, :, i:i + h, j:j + wd] += dcols[:, :, i, j]
    return gxp[:, :, 1:1 + h, 1:1 + wd], gw, gb


def train_np_cnn(x, y, epochs: list, weights: list):
    params = [w.copy() for w in weights]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, b1, b2, eps = 1e-3, 0.9, 0.999, 1e-8
    t = 0
    for batches in epochs:
        for idx in batches:
            rows = np.asarray(idx)
            xb, yb = x[rows], y[rows]
            c1w, c1b, c2w, c2b, lw, lb = params
            h1, f1 = _np_conv(xb, c1w, c1b)
            a1 = np.maximum(h1, 0)
            h2, f2 = _np_conv(a1, c2w, c2b)
            a2 = np.maximum(h2, 0)
            flat = a2.reshape(len(yb), -1)
            z = flat @ lw.T + lb
            g = _softmax_xent_grad(z, yb)
            glw, glb = g.T @ flat, g.sum(0)
            ga2 = (g @ lw).reshape(a2.shape) * (h2 > 0)
            ga1, gc2w, gc2b = _np_conv_back(ga2, f2, c2w, a1.shape, True)
            ga1 = ga1 * (h1 > 0)
            _, gc1w, gc1b = _np_conv_back(ga1, f1, c1w, xb.shape, False)
            t += 1
            c1, c2 = 1 - b1 ** t, 1 - b2 ** t
            for p, gp, mi, vi in zip(params, (gc1w, gc1b, gc2w, gc2b, glw, glb), m, v):
                mi *= b1
                mi += (1 - b1) * gp
                vi *= b2
                vi += (1 - b2) * gp * gp
                p -= lr * (mi / c1) / (np.sqrt(vi / c2) + eps)
    return params


# ---- timing -------------------------------------------------------------------------------
def _best(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _check(kind: str, x, y) -> str:
    """Train one epoch in each library from the same weights; the largest weight difference."""
    epochs = _batches(len(y), 1, seed=1)
    weights = _weights(_tp_model(kind))
    ref = [p.detach().numpy() for p in train_tp(kind, x, y, epochs).parameters()]
    with _one_thread():
        np_fn = train_np_mlp if kind == "mlp" else train_np_cnn
        got = {"numpy": np_fn(x, y, epochs, weights)}
    if torch is not None:
        got["torch"] = [p.detach().numpy() for p in train_torch(kind, x, y, epochs, weights).parameters()]
    diffs = []
    for lib, ws in got.items():
        d = max(float(np.abs(a - b).max()) for a, b in zip(ref, ws))
        if d > 1e-3:
            raise AssertionError(f"{kind}: tensorplay and {lib} disagree after one epoch (max |Δw| = {d:.2e})")
        diffs.append(f"{lib} {d:.0e}")
    return ", ".join(diffs)


def workload(kind: str, n_epochs: int, repeat: int) -> dict:
    x, y = _data(images=kind == "cnn")
    epochs = _batches(len(y), n_epochs)
    weights = _weights(_tp_model(kind))
    with _one_thread():
        times = {"tp": _best(lambda: train_tp(kind, x, y, epochs), repeat)}
        np_fn = train_np_mlp if kind == "mlp" else train_np_cnn
        times["np"] = _best(lambda: np_fn(x, y, epochs, weights), repeat)
    if torch is not None:
        times["pt"] = _best(lambda: train_torch(kind, x, y, epochs, weights), repeat)
        times["pt_sliced"] = _best(lambda: train_torch_sliced(kind, x, y, epochs, weights), repeat)
    return times


class _Augmented:
    """A map-style dataset whose __getitem__ does real per-sample work, as an image pipeline's
    does: it jitters the 8x8 digit by a random shift, adds noise and blurs it `work` times."""

    def __init__(self, lib, x, y, work: int):
        self.lib, self.x, self.y, self.work = lib, x.reshape(-1, 8, 8), y, work

    def __len__(self) -> int:
        return len(self.y)

    def __getitem__(self, i: int):
        rng = np.random.default_rng(i)
        img = np.roll(self.x[i], tuple(rng.integers(-1, 2, size=2)), axis=(0, 1))
        img = img + rng.normal(0.0, 0.05, img.shape).astype(np.float32)
        for _ in range(self.work):
            p = np.pad(img, 1, mode="edge")
            img = (p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] + 4 * img) / 8
        return self.lib.tensor(img.reshape(1, 8, 8)), int(self.y[i])


def loader_epoch(lib, workers: int, n: int | None = None, work: int = 40) -> int:
    """One shuffled epoch of batches of 64 over `_Augmented` with `workers` worker processes
    (the first n samples); returns the number of samples seen."""
    x, y = _data(images=False)
    n = len(y) if n is None else n
    ds = _Augmented(lib, x[:n], y[:n], work)
    loader = lib.utils.data.DataLoader(ds, batch_size=BATCH, shuffle=True, num_workers=workers,
                                       generator=lib.Generator().manual_seed(0))
    return sum(len(yb) for _, yb in loader)


def loader_rows(repeat: int) -> list:
    """(library, seconds with num_workers=0, seconds with num_workers=2) per library."""
    libs = [("tensorplay", tp)] + ([("torch", torch)] if torch is not None else [])
    return [(name, _best(lambda: loader_epoch(lib, 0), repeat),
             _best(lambda: loader_epoch(lib, 2), repeat)) for name, lib in libs]


def fmt(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds * 1e3:10.1f} ms"


def main(repeat: int = 3) -> None:
    print(f"nn training on load_digits (1797 samples, batch {BATCH}), one thread; "
          f"best of {repeat}")
    checks = {kind: _check(kind, *_data(images=kind == "cnn")) for kind in ("mlp", "cnn")}
    rows = [
        ("MLP 64-128-10, 1 epoch (SGD momentum)", workload("mlp", 1, repeat)),
        (f"MLP 64-128-10, {MLP_EPOCHS} epochs (SGD momentum)", workload("mlp", MLP_EPOCHS, repeat)),
        ("CNN conv3x3 8,16 + linear, 1 epoch (Adam)", workload("cnn", 1, repeat)),
    ]
    print(f"{'workload':44} {'tensorplay':>13} {'numpy':>13} {'torch':>13} {'tp/numpy':>9} {'tp/torch':>9}"
          f" {'tp/torch*':>9}")
    for name, t in rows:
        pt, pts = t.get("pt"), t.get("pt_sliced")
        r_pt = f"{t['tp'] / pt:9.2f}" if pt else f"{'—':>9}"
        r_pts = f"{t['tp'] / pts:9.2f}" if pts else f"{'—':>9}"
        print(f"{name:44} {fmt(t['tp']):>13} {fmt(t['np']):>13} {fmt(pt):>13} "
              f"{t['tp'] / t['np']:9.2f} {r_pt} {r_pts}")
    print("torch: with torch.utils.data.DataLoader; torch*: batches indexed straight out of the "
          "tensors (no DataLoader)")
    print(f"same weights after one epoch: MLP max |Δw| {checks['mlp']}; CNN {checks['cnn']}")
    print("\nDataLoader epoch over a dataset whose __getitem__ jitters, adds noise and blurs "
          "(1797 samples, batch 64)")
    print(f"{'library':12} {'workers=0':>13} {'workers=2':>13} {'speed-up':>9}")
    for name, t0, t2 in loader_rows(repeat):
        print(f"{name:12} {fmt(t0):>13} {fmt(t2):>13} {t0 / t2:9.2f}")


if __name__ == "__main__":
    main()
