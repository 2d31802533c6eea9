"""Training steps of sequence layers: tensorplay vs PyTorch, same weights, one thread.

* LSTM and GRU: one layer, input 32, hidden 128, sequence 32, batch 32 (batch_first);
* TransformerEncoderLayer: d_model 128, 4 heads, feed-forward 512, sequence 64, batch 16
  (batch_first, dropout 0 so both libraries compute the same thing).

A step is forward, an MSE loss against a fixed target, backward and an SGD update.
Before timing, one step is run in both libraries from the same weights and the losses
are compared. Times are CPU time of this process (the best of several repeats), so
load from other processes on the machine does not skew the ratio.

Run alone (`python3 benchmarks/bench_seq.py`) or through `benchmarks/run.py`.
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

try:
    import torch

    torch.set_num_threads(1)
except ImportError:  # PyTorch is optional
    torch = None


def _lstm(lib):
    return lib.nn.LSTM(32, 128, batch_first=True)


def _gru(lib):
    return lib.nn.GRU(32, 128, batch_first=True)


def _encoder(lib):
    return lib.nn.TransformerEncoderLayer(128, 4, dim_feedforward=512, dropout=0.0, batch_first=True)


WORKLOADS = {
    "LSTM step (in 32, hidden 128, seq 32, batch 32)": (_lstm, (32, 32, 32), (32, 32, 128)),
    "GRU step (in 32, hidden 128, seq 32, batch 32)": (_gru, (32, 32, 32), (32, 32, 128)),
    "TransformerEncoderLayer step (d 128, 4 heads, seq 64, batch 16)": (_encoder, (16, 64, 128), (16, 64, 128)),
}


def _step(lib, model, x, target, opt):
    opt.zero_grad()
    out = model(x)
    out = out[0] if isinstance(out, tuple) else out
    loss = lib.nn.functional.mse_loss(out, target)
    loss.backward()
    opt.step()
    return loss


def _best_cpu(fn, repeat: int = 5, number: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for _ in range(number):
            fn()
        best = min(best, (time.process_time() - t0) / number)
    return best


def workload(make, x_shape, y_shape) -> tuple:
    rng = np.random.default_rng(0)
    x = rng.standard_normal(x_shape).astype(np.float32)
    y = rng.standard_normal(y_shape).astype(np.float32)
    ours = make(tp)
    ox, oy = tp.tensor(x), tp.tensor(y)
    opt = tp.optim.SGD(ours.parameters(), lr=1e-3)
    t_tp = _best_cpu(lambda: _step(tp, ours, ox, oy, opt))
    t_pt = None
    if torch is not None:
        theirs = make(torch)
        theirs.load_state_dict({k: torch.tensor(v.numpy()) for k, v in make(tp).state_dict().items()})
        fresh = make(tp)
        fresh.load_state_dict({k: tp.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
        tx, ty = torch.tensor(x), torch.tensor(y)
        topt = torch.optim.SGD(theirs.parameters(), lr=1e-3)
        a = _step(tp, fresh, ox, oy, tp.optim.SGD(fresh.parameters(), lr=1e-3)).item()
        b = _step(torch, theirs, tx, ty, topt).item()
        if abs(a - b) > 1e-4 * abs(b):
            raise AssertionError(f"tensorplay and torch disagree: loss {a} vs {b}")
        t_pt = _best_cpu(lambda: _step(torch, theirs, tx, ty, topt))
    return t_tp, t_pt


def main() -> None:
    print(f"{'sequence layers (training step)':66} {'tensorplay':>11} {'torch':>11} {'tp/torch':>9}")
    for name, (make, xs, ys) in WORKLOADS.items():
        t_tp, t_pt = workload(make, xs, ys)
        ratio = f"{t_tp / t_pt:9.2f}" if t_pt else f"{'—':>9}"
        pt = f"{t_pt * 1e3:8.2f} ms" if t_pt else f"{'—':>11}"
        print(f"{name:66} {t_tp * 1e3:8.2f} ms {pt} {ratio}")


if __name__ == "__main__":
    main()
