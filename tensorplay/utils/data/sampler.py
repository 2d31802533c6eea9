"""Samplers: the order in which a DataLoader visits a map-style dataset, as in
`torch.utils.data` (Sequential, Random, SubsetRandom, WeightedRandom, Batch)."""

from __future__ import annotations

import numpy as np

from ...core import optable as ops
from ...core.dtype import int64
from ...core.random import Generator
from ...core.random import rng as _rng


class Sampler:
    """Iterates over indices of a dataset; subclasses define `__iter__` (and `__len__`)."""

    def __init__(self, data_source=None):
        pass

    def __iter__(self):
        raise NotImplementedError


class SequentialSampler(Sampler):
    """0, 1, ..., len(data_source) - 1."""

    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self) -> int:
        return len(self.data_source)


class RandomSampler(Sampler):
    """A fresh random permutation each epoch, or `num_samples` draws with replacement.

    As in PyTorch, indices are drawn lazily while iterating: with replacement 32 at a time
    (`randint`), so num_samples=10**10 costs no memory; without, one `randperm(n)` per pass over
    the data. With generator=None each epoch first draws a seed from the global generator and
    samples from a new Generator seeded with it."""

    def __init__(self, data_source, replacement: bool = False, num_samples: int | None = None,
                 generator=None):
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.generator = generator
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement should be a boolean value, but got replacement={replacement}")
        if not isinstance(self.num_samples, int) or self.num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer value, but got "
                             f"num_samples={self.num_samples}")

    @property
    def num_samples(self) -> int:
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        n, generator = len(self.data_source), self.generator
        if generator is None:
            seed = int(ops.empty((), dtype=int64).random_().item())
            generator = Generator().manual_seed(seed)
        if self.replacement:
            for _ in range(self.num_samples // 32):
                yield from ops.randint(high=n, size=(32,), dtype=int64, generator=generator).tolist()
            yield from ops.randint(high=n, size=(self.num_samples % 32,), dtype=int64,
                                  generator=generator).tolist()
        else:
            for _ in range(self.num_samples // n):
                yield from ops.randperm(n, generator=generator).tolist()
            yield from ops.randperm(n, generator=generator).tolist()[:self.num_samples % n]

    def __len__(self) -> int:
        return self.num_samples


class SubsetRandomSampler(Sampler):
    """The given indices, in a random order each epoch."""

    def __init__(self, indices, generator=None):
        self.indices = indices
        self.generator = generator

    def __iter__(self):
        return iter([self.indices[i] for i in _rng(self.generator).permutation(len(self.indices))])

    def __len__(self) -> int:
        return len(self.indices)


class WeightedRandomSampler(Sampler):
    """`num_samples` indices drawn with probabilities proportional to `weights`."""

    def __init__(self, weights, num_samples: int, replacement: bool = True, generator=None):
        if not isinstance(num_samples, int) or isinstance(num_samples, bool) or num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer value, but got "
                             f"num_samples={num_samples}")
        w = np.asarray(weights.tolist() if hasattr(weights, "tolist") else weights, dtype=np.float64)
        if w.ndim != 1:
            raise ValueError(f"weights should be a 1d sequence but given weights have shape {w.shape}")
        self.weights = w
        self.num_samples = num_samples
        self.replacement = replacement
        self.generator = generator

    def __iter__(self):
        if not self.replacement and self.num_samples > len(self.weights):
            raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
        p = self.weights / self.weights.sum()
        draws = _rng(self.generator).choice(len(p), self.num_samples, replace=self.replacement, p=p)
        return iter(draws.tolist())

    def __len__(self) -> int:
        return self.num_samples


class BatchSampler(Sampler):
    """Groups the indices of `sampler` into lists of `batch_size` (the last one shorter unless
    drop_last)."""

    def __init__(self, sampler, batch_size: int, drop_last: bool):
        if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size <= 0:
            raise ValueError(f"batch_size should be a positive integer value, but got "
                             f"batch_size={batch_size}")
        if not isinstance(drop_last, bool):
            raise ValueError(f"drop_last should be a boolean value, but got drop_last={drop_last}")
        self.sampler, self.batch_size, self.drop_last = sampler, batch_size, drop_last

    def __iter__(self):
        batch = []
        for idx in self.sampler:
            batch.append(idx)
            if len(batch) == self.batch_size:
                yield batch
                batch = []
        if batch and not self.drop_last:
            yield batch

    def __len__(self) -> int:
        n = len(self.sampler)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)


__all__ = ["BatchSampler", "RandomSampler", "Sampler", "SequentialSampler", "SubsetRandomSampler",
           "WeightedRandomSampler"]
