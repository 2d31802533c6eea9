"""End to end: train on the 8x8 digits with tp.nn, tp.optim and DataLoader.

Needs scikit-learn for the data.
"""

from __future__ import annotations

import contextlib
import time

import numpy as np
import pytest

import tensorplay as tp
from tensorplay import nn
from tensorplay.utils.data import DataLoader, TensorDataset, random_split

pytest.importorskip("sklearn")


@contextlib.contextmanager
def _one_blas_thread():
    """Small matmuls are slower with several BLAS threads, badly so on a busy machine."""
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        yield
        return
    with threadpool_limits(1):
        yield


def _train(model, as_images, epochs, lr, seed=0):
    tp.manual_seed(seed)
    x, y = tp.datasets.load_digits(as_images=as_images)
    train, test = random_split(TensorDataset(x, y), [0.8, 0.2], generator=tp.Generator().manual_seed(0))
    loader = DataLoader(train, batch_size=32, shuffle=True, generator=tp.Generator().manual_seed(seed))
    opt = tp.optim.Adam(model.parameters(), lr=lr)
    sched = tp.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    loss_fn = nn.CrossEntropyLoss()
    losses = []
    start = time.perf_counter()
    with _one_blas_thread():
        for _ in range(epochs):
            model.train()
            total = 0.0
            for xb, yb in loader:
                opt.zero_grad()
                loss = loss_fn(model(xb), yb)
                loss.backward()
                opt.step()
                total += loss.item()
            sched.step()
            losses.append(total / len(loader))
        model.eval()
        with tp.no_grad():
            xt, yt = next(iter(DataLoader(test, batch_size=len(test))))
            acc = float((model(xt).numpy().argmax(1) == yt.numpy()).mean())
    return acc, losses, time.perf_counter() - start


def test_mlp_on_digits():
    tp.manual_seed(0)
    model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, 10))
    acc, losses, seconds = _train(model, False, epochs=12, lr=3e-3)
    print(f"MLP: test accuracy {acc:.4f} in {seconds:.1f} s")
    assert losses[-1] < losses[0] / 5
    assert acc >= 0.95


def test_cnn_on_digits():
    tp.manual_seed(0)
    model = nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AvgPool2d(2),
        nn.Flatten(), nn.Linear(128, 10),
    )
    acc, losses, seconds = _train(model, True, epochs=8, lr=3e-3)
    print(f"CNN: test accuracy {acc:.4f} in {seconds:.1f} s")
    assert losses[-1] < losses[0] / 5
    assert acc >= 0.97
    assert np.isfinite(losses).all()
