"""The iterator a DataLoader hands out for one pass in the main process; the worker processes'
iterator (tensorplay/utils/data/_multiprocess.py) shares its base class."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from ...core import optable as ops
from ...core.dtype import int64
from ._worker import make_fetcher

if TYPE_CHECKING:
    from .dataloader import DataLoader

class _BaseDataLoaderIter:
    """One pass over a DataLoader. Creating it draws the workers' base seed from the loader's
    generator (before the sampler draws its permutation, as in PyTorch), in the main process too,
    so the same generator seed gives the same batches with and without workers."""

    def __init__(self, loader: DataLoader) -> None:
        self._dataset, self._iterable = loader.dataset, loader._iterable
        self._auto_collation = loader.batch_sampler is not None
        self._drop_last, self._index_sampler = loader.drop_last, loader._index_sampler
        self._num_workers, self._timeout = loader.num_workers, loader.timeout
        self._collate_fn = loader.collate_fn
        if loader.pin_memory and loader.pin_memory_device:
            warnings.warn(f"pin_memory_device is deprecated, the current accelerator will be used "
                          f"as the device,ignore pin_memory_device='{loader.pin_memory_device}'.",
                          stacklevel=4)
        if loader.pin_memory:
            warnings.warn("'pin_memory' argument is set as true but no accelerator is found, then "
                          "device pinned memory won't be used.", stacklevel=4)
        self._sampler_iter = iter(self._index_sampler)
        self._base_seed = int(ops.empty((), dtype=int64).random_(generator=loader.generator).item())
        self._num_yielded = 0

    def __iter__(self):
        return self

    def _reset(self, loader: DataLoader, first_iter: bool = False) -> None:
        self._sampler_iter = iter(self._index_sampler)
        self._num_yielded = 0

    def _next_index(self):
        return next(self._sampler_iter)

    def __next__(self):
        data = self._next_data()
        self._num_yielded += 1
        return data

    def __len__(self) -> int:
        return len(self._index_sampler)


class _SingleProcessDataLoaderIter(_BaseDataLoaderIter):
    def __init__(self, loader: DataLoader) -> None:
        super().__init__(loader)
        if self._timeout != 0:
            raise AssertionError("_SingleProcessDataLoaderIter requires timeout == 0")
        self._fetcher = make_fetcher(self._iterable, self._dataset, self._auto_collation,
                                     self._collate_fn, self._drop_last)

    def _next_data(self):
        return self._fetcher.fetch(self._next_index())
