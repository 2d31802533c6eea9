"""Samplers, IterableDataset, ChainDataset and StackDataset, stated once and run on
tensorplay and torch (random draws compared by their properties, not their values)."""

from __future__ import annotations

import numpy as np
import pytest


def test_sequential_and_batch_sampler(backend):
    data = backend.utils.data
    seq = data.SequentialSampler(range(7))
    assert list(seq) == list(range(7)) and len(seq) == 7
    batches = data.BatchSampler(seq, 3, drop_last=False)
    assert list(batches) == [[0, 1, 2], [3, 4, 5], [6]] and len(batches) == 3
    assert list(data.BatchSampler(seq, 3, drop_last=True)) == [[0, 1, 2], [3, 4, 5]]
    with pytest.raises(ValueError, match="batch_size should be a positive integer"):
        data.BatchSampler(seq, 0, False)


def test_random_samplers(backend):
    data = backend.utils.data
    backend.manual_seed(0)
    perm = list(data.RandomSampler(range(10)))
    assert sorted(perm) == list(range(10))
    more = list(data.RandomSampler(range(4), num_samples=10))
    assert len(more) == 10 and all(more.count(i) >= 2 for i in range(4))
    drawn = list(data.RandomSampler(range(3), replacement=True, num_samples=50))
    assert len(drawn) == 50 and set(drawn) <= {0, 1, 2}
    sub = list(data.SubsetRandomSampler([5, 7, 9]))
    assert sorted(sub) == [5, 7, 9]
    weighted = data.WeightedRandomSampler([0.0, 1.0, 3.0], 4000)
    counts = np.bincount(list(weighted), minlength=3)
    assert len(weighted) == 4000 and counts[0] == 0 and 2.6 < counts[2] / counts[1] < 3.4
    with pytest.raises(RuntimeError, match="without replacement"):
        list(data.WeightedRandomSampler([1.0, 1.0], 3, replacement=False))
    with pytest.raises(ValueError, match="num_samples should be a positive integer"):
        data.RandomSampler(range(3), num_samples=0)


def test_dataloader_with_samplers(backend):
    data = backend.utils.data
    ds = data.TensorDataset(backend.arange(10))
    loader = data.DataLoader(ds, batch_size=4, sampler=data.SequentialSampler(ds))
    assert [b[0].tolist() for b in loader] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    bs = data.BatchSampler(data.SubsetRandomSampler([1, 3, 5]), 2, drop_last=False)
    got = [b[0].tolist() for b in data.DataLoader(ds, batch_sampler=bs)]
    assert sorted(i for b in got for i in b) == [1, 3, 5] and [len(b) for b in got] == [2, 1]


def test_iterable_and_stacked_datasets(backend):
    data = backend.utils.data

    class Count(data.IterableDataset):
        def __init__(self, n):
            self.n = n

        def __iter__(self):
            return iter(backend.tensor([float(i)]) for i in range(self.n))

    loader = data.DataLoader(Count(5), batch_size=2)
    assert [b.flatten().tolist() for b in loader] == [[0.0, 1.0], [2.0, 3.0], [4.0]]
    assert [b.flatten().tolist() for b in data.DataLoader(Count(5), batch_size=2, drop_last=True)] == \
        [[0.0, 1.0], [2.0, 3.0]]
    with pytest.raises(ValueError, match="IterableDataset"):
        data.DataLoader(Count(3), shuffle=True)
    chained = [t.item() for t in data.ChainDataset([Count(2), Count(3)])]
    assert chained == [0.0, 1.0, 0.0, 1.0, 2.0]
    stacked = data.StackDataset(backend.arange(3), backend.arange(3) * 10)
    assert len(stacked) == 3 and [v.item() for v in stacked[2]] == [2, 20]
    named = data.StackDataset(x=backend.arange(2), y=backend.arange(2) + 5)
    assert {k: v.item() for k, v in named[1].items()} == {"x": 1, "y": 6}
    with pytest.raises(ValueError, match="Size mismatch"):
        data.StackDataset(backend.arange(2), backend.arange(3))
