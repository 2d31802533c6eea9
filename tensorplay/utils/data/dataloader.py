"""`DataLoader`: batches of samples from a dataset, optionally shuffled with a seeded generator."""

from __future__ import annotations

import numbers

import numpy as np

from ..._random import rng as _rng
from ..._tensor import Tensor


def default_collate(batch):
    """Stack a list of samples into a batch: tensors are stacked along a new dim 0,
    Python ints become an int64 tensor, floats a float64 tensor (as in PyTorch),
    tuples/lists and dicts are collated field by field; strings stay a list."""
    elem = batch[0]
    if isinstance(elem, Tensor):
        arrays = [b._data for b in batch]
        shapes = {a.shape for a in arrays}
        if len(shapes) != 1:
            raise RuntimeError(f"stack expects each tensor to be equal size, but got {sorted(shapes)}")
        return Tensor._make(np.stack(arrays))
    if isinstance(elem, np.ndarray):
        return Tensor._make(np.stack(batch))
    if isinstance(elem, bool):
        return Tensor._make(np.array(batch, dtype=np.bool_))
    if isinstance(elem, numbers.Integral):
        return Tensor._make(np.array(batch, dtype=np.int64))
    if isinstance(elem, numbers.Real):
        return Tensor._make(np.array(batch, dtype=np.float64))
    if isinstance(elem, str | bytes):
        return list(batch)
    if isinstance(elem, dict):
        return {key: default_collate([d[key] for d in batch]) for key in elem}
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(list(s)) for s in zip(*batch)))
    if isinstance(elem, tuple | list):
        if any(len(b) != len(elem) for b in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        out = [default_collate(list(s)) for s in zip(*batch)]
        return tuple(out) if isinstance(elem, tuple) else out
    raise TypeError(f"default_collate: batch must contain tensors, numbers, dicts or lists; "
                    f"found {type(elem).__name__}")


def _tensor_source(dataset):
    """(tensors, index map) when batches can be cut straight out of a TensorDataset (possibly
    through a Subset): the same result as collating the samples, without the per-sample loop."""
    from .dataset import Subset, TensorDataset

    if isinstance(dataset, TensorDataset) and not any(t.requires_grad for t in dataset.tensors):
        return dataset.tensors, None
    if isinstance(dataset, Subset) and type(dataset.dataset) is TensorDataset:
        inner = _tensor_source(dataset.dataset)
        if inner:
            return inner[0], dataset.indices
    return None


class DataLoader:
    """Iterate over `dataset` in batches of `batch_size`.

    shuffle=True draws a fresh permutation every epoch from `generator` (a
    `tp.Generator`; the global one if None, so `tp.manual_seed` makes it
    reproducible). drop_last drops a final incomplete batch. batch_size=None
    yields single samples without collating. Single-process: `num_workers` must be 0."""

    def __init__(self, dataset, batch_size: int | None = 1, shuffle: bool = False, sampler=None,
                 batch_sampler=None, num_workers: int = 0, collate_fn=None, pin_memory: bool = False,
                 drop_last: bool = False, generator=None):
        if num_workers:
            raise NotImplementedError("DataLoader is single-process here: use num_workers=0")
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None and (batch_size != 1 or shuffle or sampler is not None or drop_last):
            raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, "
                             "sampler, and drop_last")
        self.dataset = dataset
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        self.drop_last = drop_last
        self.generator = generator
        self.collate_fn = collate_fn if collate_fn is not None else default_collate
        from .dataset import IterableDataset

        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable and (shuffle or sampler is not None or batch_sampler is not None):
            raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle, "
                             f"sampler or batch_sampler option, but got shuffle={shuffle}")

    def _indices(self):
        if self.sampler is not None:
            return list(self.sampler)
        n = len(self.dataset)
        if self.shuffle:
            return _rng(self.generator).permutation(n).tolist()
        return list(range(n))

    def _batches(self):
        if self.batch_sampler is not None:
            yield from self.batch_sampler
            return
        idx = self._indices()
        bs = self.batch_size
        for start in range(0, len(idx), bs):
            chunk = idx[start:start + bs]
            if len(chunk) < bs and self.drop_last:
                return
            yield chunk

    def _iter_stream(self):
        if self.batch_size is None:
            yield from self.dataset
            return
        batch = []
        for sample in self.dataset:
            batch.append(sample)
            if len(batch) == self.batch_size:
                yield self.collate_fn(batch)
                batch = []
        if batch and not self.drop_last:
            yield self.collate_fn(batch)

    def __iter__(self):
        if self._iterable:
            yield from self._iter_stream()
            return
        if self.batch_size is None and self.batch_sampler is None:
            for i in self._indices():
                yield self.dataset[i]
            return
        fast = self.collate_fn is default_collate and _tensor_source(self.dataset)
        for chunk in self._batches():
            if fast:
                tensors, base = fast
                rows = np.asarray([base[i] for i in chunk] if base is not None else chunk, dtype=np.int64)
                yield tuple(Tensor._make(t._data[rows]) for t in tensors)
            else:
                yield self.collate_fn([self.dataset[i] for i in chunk])

    def __len__(self) -> int:
        if self.batch_sampler is not None:
            return len(self.batch_sampler)
        n = len(self.sampler) if self.sampler is not None else len(self.dataset)
        if self.batch_size is None:
            return n
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)
