"""TensorPlay end to end: train an MLP on the 8x8 digits with tp.nn, tp.optim and a DataLoader.

Run with `make demo` (or `python tutorials/demo.py`). TENSORPLAY_TUTORIAL_FAST=1 trains for
fewer epochs. Needs scikit-learn for the data (`pip install scikit-learn`).
"""

from __future__ import annotations

import os
import time

import tensorplay as tp
from tensorplay import nn
from tensorplay.utils.data import DataLoader, TensorDataset, random_split


def main() -> None:
    fast = bool(os.environ.get("TENSORPLAY_TUTORIAL_FAST"))
    epochs = 3 if fast else 15
    tp.manual_seed(0)

    images, labels = tp.datasets.load_digits()  # (1797, 64) float32 in [0, 1], (1797,) int64
    train_set, test_set = random_split(TensorDataset(images, labels), [0.8, 0.2],
                                       generator=tp.Generator().manual_seed(0))
    loader = DataLoader(train_set, batch_size=32, shuffle=True, generator=tp.Generator().manual_seed(1))
    print(f"digits: {len(train_set)} training and {len(test_set)} test images of 8x8 pixels")

    model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, 10))
    print(model)
    optimizer = tp.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = tp.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    loss_fn = nn.CrossEntropyLoss()

    start = time.perf_counter()
    for epoch in range(1, epochs + 1):
        model.train()
        total = 0.0
        for x, y in loader:
            optimizer.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            optimizer.step()
            total += loss.item()
        scheduler.step()
        print(f"epoch {epoch:2d}  loss {total / len(loader):.4f}  lr {scheduler.get_last_lr()[0]:.5f}")

    model.eval()
    with tp.no_grad():
        x, y = next(iter(DataLoader(test_set, batch_size=len(test_set))))
        predicted = model(x).numpy().argmax(axis=1)
    accuracy = float((predicted == y.numpy()).mean())
    print(f"test accuracy {accuracy:.2%} after {time.perf_counter() - start:.1f} s of training")


if __name__ == "__main__":
    main()
