"""DataLoader ordering, shuffling with a seeded generator, collation; random_split, Subset.
Run on tensorplay and on torch.utils.data."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.utils.data import (
    DataLoader,
    Dataset,
    Subset,
    TensorDataset,
    default_collate,
    random_split,
)

pytestmark = pytest.mark.usefixtures("backend_globals")


def _ds(n=10):
    return TensorDataset(tp.tensor(np.arange(n * 2, dtype=np.float32).reshape(n, 2)), tp.tensor(np.arange(n)))


def test_sequential_order_and_drop_last():
    batches = list(DataLoader(_ds(), batch_size=4))
    assert [b[1].tolist() for b in batches] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    assert batches[0][0].shape == (4, 2) and batches[0][0].dtype is tp.float32
    assert batches[0][1].dtype is tp.int64
    assert len(DataLoader(_ds(), batch_size=4)) == 3
    loader = DataLoader(_ds(), batch_size=4, drop_last=True)
    assert len(loader) == 2 and [b[1].tolist() for b in loader] == [[0, 1, 2, 3], [4, 5, 6, 7]]


def test_shuffle_is_seeded_and_changes_per_epoch():
    def order(gen):
        loader = DataLoader(_ds(), batch_size=3, shuffle=True, generator=gen)
        return [[i for b in loader for i in b[1].tolist()] for _ in range(2)]

    a = order(tp.Generator().manual_seed(7))
    b = order(tp.Generator().manual_seed(7))
    assert a == b
    assert sorted(a[0]) == list(range(10)) and a[0] != a[1]
    assert order(tp.Generator().manual_seed(8)) != a
    tp.manual_seed(1)
    c = order(None)
    tp.manual_seed(1)
    assert order(None) == c


class Dicts(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return {"x": tp.ones(2) * i, "y": i, "w": 0.5 * i, "name": f"s{i}", "pair": (i, tp.zeros(1))}


def test_collate_dicts_numbers_tuples():
    batch = next(iter(DataLoader(Dicts(), batch_size=3)))
    assert batch["x"].shape == (3, 2) and batch["x"][2].tolist() == [2.0, 2.0]
    assert batch["y"].dtype is tp.int64 and batch["y"].tolist() == [0, 1, 2]
    assert batch["w"].dtype is tp.float64
    assert batch["name"] == ["s0", "s1", "s2"]
    assert batch["pair"][0].tolist() == [0, 1, 2] and batch["pair"][1].shape == (3, 1)
    samples = list(DataLoader(Dicts(), batch_size=None))
    assert len(samples) == 5 and samples[1]["y"] == 1
    with pytest.raises(RuntimeError, match="equal size"):
        default_collate([tp.ones(2), tp.ones(3)])


def test_random_split_and_subset():
    ds = _ds(10)
    a, b = random_split(ds, [7, 3], generator=tp.Generator().manual_seed(0))
    assert len(a) == 7 and len(b) == 3
    assert sorted(a.indices + b.indices) == list(range(10))
    a2, _ = random_split(ds, [7, 3], generator=tp.Generator().manual_seed(0))
    assert a.indices == a2.indices
    parts = random_split(ds, [0.5, 0.3, 0.2], generator=tp.Generator().manual_seed(0))
    assert [len(p) for p in parts] == [5, 3, 2]
    with pytest.raises(ValueError, match="Sum of input lengths"):
        random_split(ds, [4, 4])
    sub = Subset(ds, [3, 1])
    assert sub[0][1].item() == 3 and len(sub) == 2
    assert [t[1].tolist() for t in DataLoader(sub, batch_size=2)] == [[3, 1]]
