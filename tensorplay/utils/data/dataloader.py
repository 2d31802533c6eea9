"""`DataLoader`: batches of samples from a dataset, optionally shuffled with a seeded generator,
loaded in the main process or in worker processes (`_multiprocess.py`, `_worker.py`)."""

from __future__ import annotations

import collections.abc
import copy
import multiprocessing
import numbers
import os
import warnings

import numpy as np

from ...core.tensor import Tensor
from . import _sharing  # noqa: F401  (tensors cross process boundaries through multiprocessing)
from ._worker import make_fetcher
from .dataset import IterableDataset, Subset, TensorDataset
from .sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler


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


def default_convert(data):
    """What a DataLoader with batch_size=None does to each sample: NumPy arrays and scalars
    become tensors, inside dicts, lists and tuples too (a plain tuple becomes a list, as in
    PyTorch); anything else is returned as it is."""
    if isinstance(data, Tensor):
        return data
    if type(data).__module__ == "numpy" and not isinstance(data, np.str_ | np.bytes_):
        if isinstance(data, np.ndarray) and data.dtype.kind in "SaUO":
            return data
        return Tensor._make(np.asarray(data))
    if isinstance(data, collections.abc.Mapping):
        converted = {key: default_convert(data[key]) for key in data}
        if isinstance(data, collections.abc.MutableMapping):
            clone = copy.copy(data)
            clone.update(converted)
            return clone
        try:
            return type(data)(converted)
        except TypeError:
            return converted
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, str | bytes):
        converted = [default_convert(d) for d in data]
        try:
            if isinstance(data, collections.abc.MutableSequence):
                clone = copy.copy(data)
                clone[:] = converted
                return clone
            return type(data)(converted)
        except TypeError:  # e.g. range
            return converted
    return data


def _tensor_source(dataset):
    """(tensors, index map) when batches can be cut straight out of a TensorDataset (possibly
    through a Subset): the same result as collating the samples, without the per-sample loop."""
    if isinstance(dataset, TensorDataset) and not any(t.requires_grad for t in dataset.tensors):
        return dataset.tensors, None
    if isinstance(dataset, Subset) and type(dataset.dataset) is TensorDataset:
        inner = _tensor_source(dataset.dataset)
        if inner:
            return inner[0], dataset.indices
    return None


class _InfiniteConstantSampler(Sampler):
    """None forever: the indices of an IterableDataset, which ignores them."""

    def __iter__(self):
        while True:
            yield None


class DataLoader:
    """Iterate over `dataset` in batches of `batch_size`, as `torch.utils.data.DataLoader`.

    shuffle=True draws a fresh permutation every epoch (a `RandomSampler`) from `generator`
    (the global one if None, so `tp.manual_seed` makes it reproducible); drop_last drops a final
    incomplete batch; batch_size=None yields single samples (through `default_convert`).
    With num_workers > 0 the samples are loaded by that many worker processes (see
    `get_worker_info`), the batches still come in sampler order, and the same generator seed
    gives the same batches as num_workers=0. pin_memory is accepted and does nothing on the CPU."""

    def __init__(self, dataset, batch_size: int | None = 1, shuffle: bool | None = None,
                 sampler=None, batch_sampler=None, num_workers: int = 0, collate_fn=None,
                 pin_memory: bool = False, drop_last: bool = False, timeout: float = 0,
                 worker_init_fn=None, multiprocessing_context=None, generator=None, *,
                 prefetch_factor: int | None = None, persistent_workers: bool = False,
                 pin_memory_device: str = "", in_order: bool = True):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to "
                             "disable multiprocessing.")
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        if num_workers == 0 and prefetch_factor is not None:
            raise ValueError("prefetch_factor option could only be specified in multiprocessing."
                             "let num_workers > 0 to enable multiprocessing, otherwise set "
                             "prefetch_factor to None.")
        if num_workers > 0 and prefetch_factor is None:
            prefetch_factor = 2
        elif prefetch_factor is not None and prefetch_factor < 0:
            raise ValueError("prefetch_factor option should be non-negative")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")
        self.dataset, self.num_workers, self.prefetch_factor = dataset, num_workers, prefetch_factor
        self.pin_memory, self.pin_memory_device = pin_memory, pin_memory_device
        self.timeout, self.worker_init_fn, self.in_order = timeout, worker_init_fn, in_order
        self.multiprocessing_context = multiprocessing_context
        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable:
            if shuffle not in {False, None}:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle "
                                 f"option, but got shuffle={shuffle}")
            if sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified sampler "
                                 f"option, but got sampler={sampler}")
            if batch_sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified "
                                 f"batch_sampler option, but got batch_sampler={batch_sampler}")
        else:
            shuffle = bool(shuffle)
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, "
                                 "shuffle, sampler, and drop_last")
            batch_size, drop_last = None, False
        elif batch_size is None and drop_last:
            raise ValueError("batch_size=None option disables auto-batching and is mutually "
                             "exclusive with drop_last")
        if sampler is None:
            sampler = (_InfiniteConstantSampler() if self._iterable
                       else RandomSampler(dataset, generator=generator) if shuffle
                       else SequentialSampler(dataset))
        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.batch_size, self.drop_last = batch_size, drop_last
        self.sampler, self.batch_sampler, self.generator = sampler, batch_sampler, generator
        if collate_fn is None:
            collate_fn = default_collate if batch_sampler is not None else default_convert
        self.collate_fn, self.persistent_workers = collate_fn, persistent_workers
        self._iterator = None
        self._initialized = True
        self._check_worker_number()

    @property
    def multiprocessing_context(self):
        return self._multiprocessing_context

    @multiprocessing_context.setter
    def multiprocessing_context(self, context) -> None:
        if context is not None:
            if self.num_workers == 0:
                raise ValueError(f"multiprocessing_context can only be used with multi-process "
                                 f"loading (num_workers > 0), but got num_workers={self.num_workers}")
            if isinstance(context, str):
                methods = multiprocessing.get_all_start_methods()
                if context not in methods:
                    raise ValueError(f"multiprocessing_context option should specify a valid start "
                                     f"method in {methods!r}, but got "
                                     f"multiprocessing_context={context!r}")
                context = multiprocessing.get_context(context)
            if not isinstance(context, multiprocessing.context.BaseContext):
                raise TypeError(f"multiprocessing_context option should be a valid context object "
                                f"or a string specifying the start method, but got "
                                f"multiprocessing_context={context}")
        self._multiprocessing_context = context

    def __setattr__(self, name: str, value) -> None:
        if getattr(self, "_initialized", False) and name in (
                "batch_size", "batch_sampler", "sampler", "drop_last", "dataset",
                "persistent_workers"):
            raise ValueError(f"{name} attribute should not be set after "
                             f"{type(self).__name__} is initialized")
        super().__setattr__(name, value)

    @property
    def _index_sampler(self):
        return self.batch_sampler if self.batch_sampler is not None else self.sampler

    def __iter__(self):
        if self.num_workers == 0:
            return _SingleProcessDataLoaderIter(self)
        self._check_worker_number()
        from ._multiprocess import _MultiProcessingDataLoaderIter

        if not self.persistent_workers:
            return _MultiProcessingDataLoaderIter(self)
        if self._iterator is None:
            self._iterator = _MultiProcessingDataLoaderIter(self)
        else:
            self._iterator._reset(self)
        return self._iterator

    def __len__(self) -> int:
        if self._iterable:
            n = len(self.dataset)
            if self.batch_size is None:
                return n
            return n // self.batch_size if self.drop_last else -(-n // self.batch_size)
        return len(self._index_sampler)

    def _check_worker_number(self) -> None:
        """PyTorch's warning when more workers are asked for than there are usable CPUs."""
        if not self.num_workers:
            return
        cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        if cpus is None or self.num_workers > cpus:
            checked = "" if hasattr(os, "sched_getaffinity") else " (`cpuset` is not taken into account)"
            warnings.warn(f"This DataLoader will create {self.num_workers} worker processes in total. "
                          f"Our suggested max number of worker in current system is {cpus}{checked}, "
                          "which is smaller than what this DataLoader is going to create. Please be "
                          "aware that excessive worker creation might get DataLoader running slow or "
                          "even freeze, lower the worker number to avoid potential slowness/freeze "
                          "if necessary.", stacklevel=3)


class _BaseDataLoaderIter:
    """One pass over a DataLoader. Creating it draws the workers' base seed from the loader's
    generator (before the sampler draws its permutation, as in PyTorch), in the main process too,
    so the same generator seed gives the same batches with and without workers."""

    def __init__(self, loader: DataLoader) -> None:
        import tensorplay as tp

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
        self._base_seed = int(tp.empty((), dtype=tp.int64).random_(generator=loader.generator).item())
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
