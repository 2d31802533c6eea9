"""DataLoader with worker processes, stated once and run on tensorplay and torch: batches in
sampler order and equal to num_workers=0's for the same generator, per-worker seeds and
WorkerInfo, IterableDataset sharding and interleaving, errors re-raised with the worker's
traceback, dead workers and timeouts reported, no worker left behind; and RandomSampler's
lazy, chunked draws."""

from __future__ import annotations

import gc
import itertools
import multiprocessing
import os
import random
import signal
import time

import numpy as np
import pytest

from tensorplay.utils.data._worker import _generate_state
from tests.torch_oracle import tensorplay_only


@pytest.fixture(autouse=True)
def _quick_torch_shutdown(backend, monkeypatch):
    """torch joins each worker for up to 5 s when an iterator dies in a reference cycle (as after
    a re-raised worker error); a shorter join keeps its runs of these tests short."""
    if backend.__name__ == "torch":
        monkeypatch.setattr(backend.utils.data._utils, "MP_STATUS_CHECK_INTERVAL", 0.5)
    yield
    gc.collect()  # this test's iterators shut their workers down now, not in the next test


def _batches(loader):
    return [[t.tolist() for t in b] if isinstance(b, list | tuple) else b.tolist() for b in loader]


def _squares(data, tp):
    class Squares(data.Dataset):
        """__getitem__ does the work a real dataset does: builds a tensor from the index."""

        def __len__(self):
            return 11

        def __getitem__(self, i):
            return tp.full((2,), float(i * i)), i

    return Squares()


def test_batches_in_sampler_order_and_as_with_no_workers(backend):
    tp, data = backend, backend.utils.data
    ds = _squares(data, tp)
    plain = _batches(data.DataLoader(ds, batch_size=3, num_workers=2))
    assert plain == _batches(data.DataLoader(ds, batch_size=3))
    assert plain[0] == [[[0.0, 0.0], [1.0, 1.0], [4.0, 4.0]], [0, 1, 2]] and plain[-1][1] == [9, 10]
    for workers in (0, 1, 2):  # a seeded generator: the same shuffled batches whatever num_workers
        loader = data.DataLoader(ds, batch_size=4, shuffle=True, num_workers=workers,
                                 generator=tp.Generator().manual_seed(5))
        got = _batches(loader) + _batches(loader)  # two epochs
        if workers == 0:
            expected = got
        assert got == expected
    assert sorted(i for b in expected[:3] for i in b[1]) == list(range(11))
    tp.manual_seed(3)  # the global generator, likewise
    first = _batches(data.DataLoader(ds, batch_size=4, shuffle=True))
    tp.manual_seed(3)
    assert _batches(data.DataLoader(ds, batch_size=4, shuffle=True, num_workers=2)) == first
    tensors = data.TensorDataset(tp.arange(10.0), tp.arange(10) * 2)
    assert _batches(data.DataLoader(tensors, batch_size=4, num_workers=2, drop_last=True)) == \
        [[[0.0, 1.0, 2.0, 3.0], [0, 2, 4, 6]], [[4.0, 5.0, 6.0, 7.0], [8, 10, 12, 14]]]
    unordered = _batches(data.DataLoader(ds, batch_size=2, num_workers=2, in_order=False))
    assert sorted(unordered, key=lambda b: b[1]) == _batches(data.DataLoader(ds, batch_size=2))


def test_worker_info_seeds_and_init_fn(backend):
    tp, data = backend, backend.utils.data

    class Probe(data.Dataset):
        offset = None

        def __len__(self):
            return 6

        def __getitem__(self, i):
            info = data.get_worker_info()
            return {"id": info.id, "num_workers": info.num_workers, "seed": info.seed,
                    "offset": info.dataset.offset, "pid": os.getpid(),
                    "rand": tp.rand(2).tolist(), "py": random.random(),
                    "np": int(np.random.randint(2**31))}

    def init(worker_id):
        data.get_worker_info().dataset.offset = 100 * worker_id

    assert data.get_worker_info() is None
    loader = data.DataLoader(Probe(), batch_size=None, num_workers=2, worker_init_fn=init,
                             generator=tp.Generator().manual_seed(7))
    samples = list(loader)
    # the base seed is the first int64 drawn from the loader's generator; worker i uses base + i
    base = int(tp.empty((), dtype=tp.int64).random_(generator=tp.Generator().manual_seed(7)).item())
    assert [s["id"] for s in samples] == [0, 1, 0, 1, 0, 1]
    assert len({s["pid"] for s in samples} - {os.getpid()}) == 2
    for s in samples[:2]:
        wid = s["id"]
        assert s["num_workers"] == 2 and s["offset"] == 100 * wid and s["seed"] == base + wid
        gen = tp.Generator().manual_seed(base + wid)
        assert s["rand"] == tp.rand(2, generator=gen).tolist()
        assert s["py"] == random.Random(base + wid).random()
        assert s["np"] == np.random.RandomState(_generate_state(base, wid)).randint(2**31)
    assert Probe.offset is None and data.get_worker_info() is None  # the main process is untouched


def test_iterable_dataset_shards_per_worker(backend):
    data = backend.utils.data

    class Range(data.IterableDataset):
        def __init__(self, start, end, shard):
            self.start, self.end, self.shard = start, end, shard

        def __iter__(self):
            info = data.get_worker_info()
            lo, hi = self.start, self.end
            if self.shard and info is not None:  # the split PyTorch's documentation shows
                per = -(-(hi - lo) // info.num_workers)
                lo = lo + info.id * per
                hi = min(lo + per, self.end)
            return iter(range(lo, hi))

        def __len__(self):
            return self.end - self.start

    sharded = data.DataLoader(Range(3, 10, True), batch_size=2, num_workers=2)
    assert _batches(sharded) == [[3, 4], [7, 8], [5, 6], [9]]  # worker 0, 1, 0, 1: round robin
    assert list(data.DataLoader(Range(3, 10, True), num_workers=2, batch_size=None)) == \
        [3, 7, 4, 8, 5, 9, 6]
    copies = data.DataLoader(Range(0, 3, False), batch_size=2, num_workers=2)
    assert _batches(copies) == [[0, 1], [0, 1], [2], [2]]  # every worker iterates its own copy
    assert len(copies) == 2
    assert _batches(data.DataLoader(Range(0, 5, False), batch_size=2, num_workers=2,
                                    drop_last=True)) == [[0, 1], [0, 1], [2, 3], [2, 3]]
    assert _batches(data.DataLoader(Range(0, 5, True), batch_size=2)) == [[0, 1], [2, 3], [4]]


def test_worker_errors_are_reraised_with_the_worker_traceback(backend):
    data = backend.utils.data

    class Faulty(data.Dataset):
        def __init__(self, error):
            self.error = error

        def __len__(self):
            return 4

        def __getitem__(self, i):
            if i == 2:
                raise self.error
            return i

    with pytest.raises(ValueError, match=r"Caught ValueError in DataLoader worker process 0\.\n"
                       r"Original Traceback \(most recent call last\):\n(.|\n)*"
                       r"in __getitem__\n(.|\n)*ValueError: sample 2 is broken"):
        list(data.DataLoader(Faulty(ValueError("sample 2 is broken")), batch_size=None,
                             num_workers=2))
    with pytest.raises(KeyError) as info:  # readable, not the repr of a one-line string
        list(data.DataLoader(Faulty(KeyError("k")), batch_size=2, num_workers=2))
    assert str(info.value).startswith("Caught KeyError in DataLoader worker process 1.\nOriginal")

    def bad_init(worker_id):
        raise OSError(f"no file for worker {worker_id}")

    with pytest.raises(OSError, match=r"Caught OSError in DataLoader worker process 0\.(.|\n)*"
                       r"no file for worker 0"):
        list(data.DataLoader(range(4), num_workers=2, worker_init_fn=bad_init))


def test_a_dead_worker_is_reported_and_a_timeout_raises(backend):
    data = backend.utils.data

    class Dies(data.Dataset):
        def __init__(self, how):
            self.how = how

        def __len__(self):
            return 6

        def __getitem__(self, i):
            if i == 3 and self.how == "exit":
                os._exit(3)
            if i == 3 and self.how == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            if i == 5 and self.how == "slow":
                time.sleep(3)
            return i

    for how in ("exit", "kill"):
        start = time.monotonic()
        with pytest.raises(RuntimeError, match=r"DataLoader worker \(pid(\(s\))? \d+\)"):
            list(data.DataLoader(Dies(how), num_workers=2))
        if backend.__name__ == "tensorplay":  # it checks every 0.1 s (torch: SIGCHLD or 5 s)
            assert time.monotonic() - start < 3
    with pytest.raises(RuntimeError, match=r"DataLoader timed out after 0\.5 seconds"):
        list(data.DataLoader(Dies("slow"), num_workers=1, timeout=0.5))


def _children() -> set[int]:
    return {p.pid for p in multiprocessing.active_children()}


def test_no_worker_outlives_its_loader(backend):
    data = backend.utils.data
    gc.collect()
    before = _children()
    it = iter(data.DataLoader(range(20), batch_size=2, num_workers=2))
    assert next(it).tolist() == [0, 1] and len(_children() - before) == 2
    del it  # abandoned mid-epoch
    gc.collect()
    assert not _children() - before
    assert len(list(data.DataLoader(range(20), batch_size=2, num_workers=2))) == 10
    assert not _children() - before  # a finished epoch shuts its workers down
    with pytest.raises(ZeroDivisionError):
        list(data.DataLoader(range(4), num_workers=2, collate_fn=lambda b: 1 / 0))
    gc.collect()
    assert not _children() - before  # nor does an epoch that ended in a worker's error

    loader = data.DataLoader(range(6), batch_size=2, num_workers=2, persistent_workers=True)
    first = _batches(loader)
    assert len(_children() - before) == 2  # kept between epochs
    for b in loader:  # an epoch cut short, then a full one: nothing stale leaks in
        break
    assert _batches(loader) == first == [[0, 1], [2, 3], [4, 5]]
    del loader, b
    gc.collect()
    assert not _children() - before


def test_persistent_workers_are_reused(backend):
    data = backend.utils.data

    class Pids(data.Dataset):
        def __len__(self):
            return 4

        def __getitem__(self, i):
            return os.getpid()

    loader = data.DataLoader(Pids(), batch_size=None, num_workers=2, persistent_workers=True)
    assert list(loader) == list(loader)
    assert len(set(loader)) == 2


def test_argument_checks(backend):
    data = backend.utils.data
    ds = range(4)
    cases = [({"num_workers": -1}, ValueError, "num_workers option should be non-negative"),
             ({"timeout": -1}, ValueError, "timeout option should be non-negative"),
             ({"prefetch_factor": 2}, ValueError, "prefetch_factor option could only be specified"),
             ({"num_workers": 1, "prefetch_factor": -1}, ValueError, "should be non-negative"),
             ({"persistent_workers": True}, ValueError, "persistent_workers option needs"),
             ({"multiprocessing_context": "fork"}, ValueError, "num_workers > 0"),
             ({"num_workers": 1, "multiprocessing_context": "bogus"}, ValueError,
              "should specify a valid start method"),
             ({"num_workers": 1, "multiprocessing_context": 3}, TypeError, "valid context object"),
             ({"batch_size": None, "drop_last": True}, ValueError, "mutually exclusive with drop_last")]
    for kwargs, error, message in cases:
        with pytest.raises(error, match=message):
            data.DataLoader(ds, **kwargs)
    loader = data.DataLoader(ds, num_workers=2)
    assert loader.prefetch_factor == 2 and data.DataLoader(ds).prefetch_factor is None
    assert type(loader.sampler).__name__ == "SequentialSampler"
    assert type(loader.batch_sampler).__name__ == "BatchSampler"
    with pytest.raises(ValueError, match="batch_size attribute should not be set after DataLoader"):
        loader.batch_size = 2
    with pytest.warns(UserWarning, match="'pin_memory' argument is set as true"):
        assert _batches(data.DataLoader(ds, batch_size=2, pin_memory=True)) == [[0, 1], [2, 3]]
    with pytest.warns(UserWarning, match="will create 99 worker processes"):
        data.DataLoader(ds, num_workers=99)


def test_spawn_context_pickles_the_dataset(backend):
    tp, data = backend, backend.utils.data
    ds = data.TensorDataset(tp.arange(6.0).reshape(3, 2), tp.tensor([1, 0, 1]))
    loader = data.DataLoader(ds, batch_size=2, num_workers=1, multiprocessing_context="spawn")
    assert _batches(loader) == [[[[0.0, 1.0], [2.0, 3.0]], [1, 0]], [[[4.0, 5.0]], [1]]]


def test_batch_size_none_converts_numpy(backend):
    tp, data = backend, backend.utils.data
    got = list(data.DataLoader([np.arange(2), np.arange(2) + 1], batch_size=None, num_workers=2))
    assert all(isinstance(t, tp.Tensor) for t in got) and [t.tolist() for t in got] == [[0, 1], [1, 2]]
    assert list(data.DataLoader([(1, 2), (3, 4)], batch_size=None)) == [[1, 2], [3, 4]]
    assert data.default_convert({"a": np.float32(2.5), "b": "s"})["a"].dtype == tp.float32


def test_tensors_cross_process_boundaries(backend):
    tp = backend
    from multiprocessing.reduction import ForkingPickler

    t = tp.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    back = ForkingPickler.loads(bytes(ForkingPickler.dumps(t)))
    assert back.tolist() == t.tolist() and back.dtype == tp.float32 and back.requires_grad
    view = ForkingPickler.loads(bytes(ForkingPickler.dumps(tp.arange(6).reshape(2, 3)[:, 1])))
    assert view.tolist() == [1, 4] and view.dtype == tp.int64
    with pytest.raises(RuntimeError, match="Cowardly refusing to serialize non-leaf tensor"):
        ForkingPickler.dumps(t * 2)


def test_plain_pickle_still_refused(backend):
    import pickle

    tensorplay_only(backend, "no-pickle")
    with pytest.raises(TypeError, match="not pickled"):
        pickle.dumps(backend.ones(2))


def test_random_sampler_draws_lazily_in_chunks(backend):
    tp, data = backend, backend.utils.data
    huge = data.RandomSampler(range(7), replacement=True, num_samples=int(1e10),
                              generator=tp.Generator().manual_seed(2))
    assert len(huge) == 10**10
    head = list(itertools.islice(huge, 40))
    gen = tp.Generator().manual_seed(2)
    chunks = [tp.randint(high=7, size=(32,), dtype=tp.int64, generator=gen) for _ in range(2)]
    assert head == tp.cat(chunks).tolist()[:40]
    gen = tp.Generator().manual_seed(4)
    perms = [tp.randperm(5, generator=gen).tolist() for _ in range(3)]
    sampler = data.RandomSampler(range(5), num_samples=12, generator=tp.Generator().manual_seed(4))
    assert list(sampler) == perms[0] + perms[1] + perms[2][:2]
    tp.manual_seed(9)  # no generator: a seed drawn from the global one seeds a fresh generator
    seed = int(tp.empty((), dtype=tp.int64).random_().item())
    expected = tp.randperm(6, generator=tp.Generator().manual_seed(seed)).tolist()
    tp.manual_seed(9)
    assert list(data.RandomSampler(range(6))) == expected
