"""What runs inside a DataLoader worker process, as in `torch.utils.data._utils.worker`.

A worker gets (task number, indices) pairs on its own index queue, fetches and collates that
batch, and puts (task number, batch) on the result queue shared by all workers. Before the
first task it seeds Python's `random`, tensorplay's global generator and NumPy's legacy global
RNG from `base_seed + worker_id` (NumPy from PyTorch's `_generate_state` of the two, so the
legacy `np.random` streams of two workers differ), sets the `WorkerInfo` that
`get_worker_info()` returns, and runs `worker_init_fn(worker_id)`. An exception is caught and
sent back as an `ExceptionWrapper` holding the traceback text, which the main process re-raises.
"""

from __future__ import annotations

import os
import queue
import random
import sys
import traceback
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...core.random import manual_seed
from ...core.tensor import Tensor
from .collate import _tensor_source, default_collate

POLL_INTERVAL = 5.0  # seconds a worker waits for a task before it checks that its parent lives


@dataclass(frozen=True)
class WorkerInfo:
    """Inside a worker: its `id` (0 .. num_workers - 1), `num_workers`, the `seed` it set
    tensorplay's global generator to, and its own copy of the `dataset`."""

    id: int
    num_workers: int
    seed: int
    dataset: Any


_worker_info: WorkerInfo | None = None


def get_worker_info() -> WorkerInfo | None:
    """The current worker's `WorkerInfo`, or None in the main process. An `IterableDataset`
    reads it in `__iter__` to yield only its share of the stream in each worker (every worker
    iterates its own copy of the dataset, so without this each sample comes num_workers times)."""
    return _worker_info


@dataclass(frozen=True)
class _IterableDatasetStopIteration:
    """A worker's answer once its copy of an IterableDataset is exhausted."""

    worker_id: int


@dataclass(frozen=True)
class _ResumeIteration:
    """Sent to persistent workers at the start of a new epoch: rebuild the fetcher."""


class KeyErrorMessage(str):
    """str(KeyError(msg)) is repr(msg), which would print the traceback as one escaped line."""

    def __repr__(self) -> str:
        return self


class ExceptionWrapper:
    """An exception's class and traceback text, which (unlike the traceback) can cross processes."""

    def __init__(self, exc_info=None, where: str = "in background"):
        exc_info = exc_info or sys.exc_info()
        self.exc_type = exc_info[0]
        self.exc_msg = "".join(traceback.format_exception(*exc_info))
        self.where = where

    def reraise(self):
        """Raise the same exception class with "Caught X in DataLoader worker process N." and
        the worker's traceback as its message (RuntimeError if the class takes no message)."""
        raise self._exception()  # no local holds it: no frame -> exception -> traceback cycle

    def _exception(self) -> BaseException:
        msg = f"Caught {self.exc_type.__name__} {self.where}.\nOriginal {self.exc_msg}"
        if self.exc_type is KeyError:
            msg = KeyErrorMessage(msg)
        try:
            return self.exc_type(msg)
        except Exception:
            return RuntimeError(msg)


class _MapFetcher:
    """Samples of a map-style dataset at the given indices, collated (or converted when
    auto-collation is off, i.e. batch_size=None)."""

    def __init__(self, dataset, auto_collation: bool, collate_fn, drop_last: bool):
        self.dataset, self.auto_collation, self.collate_fn = dataset, auto_collation, collate_fn
        # a TensorDataset's batches are cut straight out of its tensors (same result as collating)
        self.source = auto_collation and collate_fn is default_collate and _tensor_source(dataset)

    def fetch(self, index):
        if not self.auto_collation:
            return self.collate_fn(self.dataset[index])
        if self.source:
            tensors, base = self.source
            rows = np.asarray([base[i] for i in index] if base is not None else index, np.int64)
            return tuple(Tensor._make(t._data[rows]) for t in tensors)
        getitems = getattr(self.dataset, "__getitems__", None)
        data = getitems(index) if getitems else [self.dataset[i] for i in index]
        return self.collate_fn(data)


class _IterableFetcher:
    """The next len(index) samples of an iterator over the dataset (one sample without
    auto-collation); StopIteration once it is exhausted, or at a short last batch with drop_last."""

    def __init__(self, dataset, auto_collation: bool, collate_fn, drop_last: bool):
        self.iterator, self.ended = iter(dataset), False
        self.auto_collation, self.collate_fn, self.drop_last = auto_collation, collate_fn, drop_last

    def fetch(self, index):
        if self.ended:
            raise StopIteration
        if not self.auto_collation:
            return self.collate_fn(next(self.iterator))
        data = []
        for _ in index:
            try:
                data.append(next(self.iterator))
            except StopIteration:
                self.ended = True
                break
        if not data or (self.drop_last and len(data) < len(index)):
            raise StopIteration
        return self.collate_fn(data)


def make_fetcher(iterable: bool, dataset, auto_collation: bool, collate_fn, drop_last: bool):
    cls = _IterableFetcher if iterable else _MapFetcher
    return cls(dataset, auto_collation, collate_fn, drop_last)


def _generate_state(base_seed: int, worker_id: int) -> list[int]:
    """PyTorch's seed for NumPy's legacy global RNG in a worker: four 32-bit words hashed from
    (worker_id, base_seed) as NumPy's SeedSequence does, so worker streams do not overlap."""
    init_a, mult_a, init_b, mult_b = 0x43B0D7E5, 0x931E8875, 0x8B51F9DD, 0x58F38DED
    mix_l, mix_r, shift, mask = 0xCA01F9DD, 0x4973F715, 16, 0xFFFFFFFF
    entropy = [worker_id, base_seed & mask, base_seed >> 32, 0]
    const_a = init_a

    def hash32(value: int) -> int:
        nonlocal const_a
        value = (value ^ const_a) & mask
        const_a = (const_a * mult_a) & mask
        value = (value * const_a) & mask
        return (value ^ (value >> shift)) & mask

    def mix(x: int, y: int) -> int:
        r = (((mix_l * x) & mask) - ((mix_r * y) & mask)) & mask
        return (r ^ (r >> shift)) & mask

    pool = [hash32(e) for e in entropy]
    for src in range(4):
        for dst in range(4):
            if src != dst:
                pool[dst] = mix(pool[dst], hash32(pool[src]))
    const_b, state = init_b, []
    for value in pool:
        value = (value ^ const_b) & mask
        const_b = (const_b * mult_b) & mask
        value = (value * const_b) & mask
        state.append((value ^ (value >> shift)) & mask)
    return state


def worker_loop(iterable: bool, dataset, index_queue, data_queue, done_event, auto_collation,
                collate_fn, drop_last, base_seed: int, init_fn, worker_id: int,
                num_workers: int) -> None:
    """The body of worker process `worker_id` (see the module docstring)."""
    global _worker_info
    try:
        seed = base_seed + worker_id
        random.seed(seed)
        manual_seed(seed)
        np.random.seed(_generate_state(base_seed, worker_id))  # noqa: NPY002  (the legacy global RNG user code calls)
        _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
        init_error = None
        try:
            if init_fn is not None:
                init_fn(worker_id)
            fetcher = make_fetcher(iterable, dataset, auto_collation, collate_fn, drop_last)
        except Exception:
            init_error = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
        ended, parent = False, os.getppid()
        while os.getppid() == parent:  # a worker whose main process died exits by itself
            try:
                task = index_queue.get(timeout=POLL_INTERVAL)
            except queue.Empty:
                continue
            if isinstance(task, _ResumeIteration):
                data_queue.put((task, None))
                ended = False
                fetcher = make_fetcher(iterable, dataset, auto_collation, collate_fn, drop_last)
                continue
            if task is None:  # the final signal
                break
            if done_event.is_set() or ended:
                continue
            idx, index = task
            if init_error is not None:
                data, init_error = init_error, None
            else:
                try:
                    data = fetcher.fetch(index)
                except Exception as e:
                    if isinstance(e, StopIteration) and iterable:
                        data, ended = _IterableDatasetStopIteration(worker_id), True
                    else:
                        data = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
            data_queue.put((idx, data))
            del data, index, task
    except KeyboardInterrupt:
        pass  # the main process sees the interrupt too and shuts the workers down
    if done_event.is_set():
        data_queue.cancel_join_thread()
        data_queue.close()
