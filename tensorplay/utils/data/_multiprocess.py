"""The iterator of a DataLoader with `num_workers > 0`, with the semantics of PyTorch's
`_MultiProcessingDataLoaderIter`.

Each worker has its own index queue; all share one result queue. Tasks (task number, indices)
go to the workers in turn, at most `prefetch_factor * num_workers` outstanding; results that
arrive early wait in `_task_info` until their turn, so batches come out in sampler order
(`in_order=False` hands them out as they arrive). While waiting, the iterator checks that the
workers are alive, so a worker that dies is reported instead of waited for. Workers are shut
down (final signal, join, terminate the stragglers, queues closed) at the end of the epoch,
or, with `persistent_workers`, when the iterator is garbage collected: a `weakref.finalize`
holds the processes and queues, so they are still usable when it runs, even if the iterator
died in a reference cycle.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import queue
import signal
import time
import weakref

from ._iterators import _BaseDataLoaderIter
from ._worker import (
    ExceptionWrapper,
    _IterableDatasetStopIteration,
    _ResumeIteration,
    worker_loop,
)

_CHECK_INTERVAL = 0.1  # seconds between checks that the workers are alive while waiting


def _death_message(worker: multiprocessing.Process) -> str:
    code = worker.exitcode
    if code is not None and code < 0:
        return f"DataLoader worker (pid {worker.pid}) is killed by signal: {signal.strsignal(-code)}. "
    return (f"DataLoader worker (pid {worker.pid}) exited unexpectedly with exit code {code}. "
            "Details are lost due to multiprocessing. Rerunning with num_workers=0 may give better "
            "error trace.")


class _MultiProcessingDataLoaderIter(_BaseDataLoaderIter):
    def __init__(self, loader) -> None:
        super().__init__(loader)
        self._prefetch_factor = loader.prefetch_factor
        self._in_order = loader.in_order
        self._persistent = loader.persistent_workers
        ctx = loader.multiprocessing_context or multiprocessing
        self._result_queue = ctx.Queue()
        self._done_event = ctx.Event()
        self._index_queues, self._workers = [], []
        self._finalizer = weakref.finalize(self, _shutdown, os.getpid(), self._workers,
                                           self._index_queues, self._result_queue, self._done_event)
        for i in range(self._num_workers):
            index_queue = ctx.Queue()
            index_queue.cancel_join_thread()
            w = ctx.Process(target=worker_loop, args=(
                self._iterable, self._dataset, index_queue, self._result_queue, self._done_event,
                self._auto_collation, self._collate_fn, self._drop_last, self._base_seed,
                loader.worker_init_fn, i, self._num_workers))
            w.daemon = True
            w.start()
            self._index_queues.append(index_queue)
            self._workers.append(w)
        self._reset(loader, first_iter=True)

    def _reset(self, loader, first_iter: bool = False) -> None:
        super()._reset(loader)
        self._send_idx = 0  # number of the next task to send
        self._rcvd_idx = 0  # number of the next task to hand out
        self._task_info: dict = {}  # task number -> (worker,) while pending, (worker, data) once in
        self._tasks_outstanding = 0
        self._workers_status = [True] * self._num_workers
        self._workers_num_tasks = [0] * self._num_workers
        self._worker_cycle = itertools.cycle(range(self._num_workers))
        if not first_iter:  # persistent workers: start a new epoch, dropping the old one's results
            for q in self._index_queues:
                q.put(_ResumeIteration())
            pending = self._num_workers
            while pending:
                idx, _ = self._get_data()
                pending -= isinstance(idx, _ResumeIteration)
        for _ in range(self._prefetch_factor * self._num_workers):
            self._try_put_index()

    def _try_get_data(self, timeout: float):
        try:
            return True, self._result_queue.get(timeout=timeout)
        except queue.Empty:
            pass
        failed = [(i, w) for i, w in enumerate(self._workers)
                  if self._workers_status[i] and not w.is_alive()]
        for i, _ in failed:
            self._mark_worker_unavailable(i)
        if failed:
            raise RuntimeError(" ".join(_death_message(w) for _, w in failed))
        return False, None

    def _get_data(self):
        deadline = time.monotonic() + self._timeout if self._timeout > 0 else None
        while True:
            wait = _CHECK_INTERVAL if deadline is None else \
                max(0.0, min(_CHECK_INTERVAL, deadline - time.monotonic()))
            ok, data = self._try_get_data(wait)
            if ok:
                return data
            if deadline is not None and time.monotonic() >= deadline:
                raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds")

    def _next_data(self):
        while True:
            # skip the tasks of workers that ended (an IterableDataset's exhausted copies)
            while self._rcvd_idx < self._send_idx:
                info = self._task_info.get(self._rcvd_idx)
                if info and (len(info) == 2 or self._workers_status[info[0]]):
                    break
                self._task_info.pop(self._rcvd_idx, None)
                self._rcvd_idx += 1
            else:
                if not self._persistent:
                    self._shutdown_workers()
                raise StopIteration
            if len(self._task_info[self._rcvd_idx]) == 2:  # arrived earlier, out of turn
                worker_id, data = self._task_info.pop(self._rcvd_idx)
                self._rcvd_idx += 1
                return self._process_data(data, worker_id)
            idx, data = self._get_data()
            self._tasks_outstanding -= 1
            if isinstance(data, _IterableDatasetStopIteration):
                self._workers_status[data.worker_id] = False
                if not self._persistent:
                    self._index_queues[data.worker_id].put(None)
                self._try_put_index()
                continue
            if idx != self._rcvd_idx:
                if not self._in_order:
                    return self._process_data(data, self._task_info.pop(idx)[0])
                self._task_info[idx] += (data,)
            else:
                worker_id = self._task_info.pop(idx)[0]
                self._rcvd_idx += 1
                return self._process_data(data, worker_id)

    def _try_put_index(self) -> None:
        max_tasks = self._prefetch_factor * self._num_workers
        try:
            index = self._next_index()
        except StopIteration:
            return
        for _ in range(self._num_workers):  # the next active worker, if any
            worker_id = next(self._worker_cycle)
            if self._workers_status[worker_id] and (
                    self._in_order or self._workers_num_tasks[worker_id]
                    < max_tasks // sum(self._workers_status)):
                break
        else:
            return
        self._index_queues[worker_id].put((self._send_idx, index))
        self._task_info[self._send_idx] = (worker_id,)
        self._workers_num_tasks[worker_id] += 1
        self._tasks_outstanding += 1
        self._send_idx += 1

    def _process_data(self, data, worker_id: int):
        self._workers_num_tasks[worker_id] -= 1
        self._try_put_index()
        if isinstance(data, ExceptionWrapper):
            data.reraise()
        return data

    def _mark_worker_unavailable(self, worker_id: int) -> None:
        self._index_queues[worker_id].put(None)  # the final signal: the worker leaves its loop
        self._workers_status[worker_id] = False

    def _shutdown_workers(self) -> None:
        self._finalizer()


def _shutdown(owner_pid: int, workers, index_queues, result_queue, done_event) -> None:
    """Stop and join every worker and close the queues (a no-op in a forked child that
    inherited the iterator)."""
    if os.getpid() != owner_pid:
        return
    try:
        done_event.set()
        for q in index_queues:
            q.put(None)  # the final signal (a second one to a worker that has left is harmless)
        for w in workers:
            w.join(timeout=1.0)
        for q in index_queues:
            q.cancel_join_thread()
            q.close()
    finally:
        for w in workers:
            if w.is_alive():
                w.terminate()
                w.join(timeout=1.0)
        result_queue.cancel_join_thread()
        result_queue.close()
