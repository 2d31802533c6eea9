"""Promise: autograd and the function transforms are safe to use from several threads.

As in PyTorch, each thread builds its own graph and may call backward at any time: gradients
that several threads accumulate into one shared leaf all arrive (none is lost to a race), and
a transform (`func.vmap`, `func.grad`, ...) entered in one thread is invisible to the others,
as grad mode is per thread: another thread's ops are neither batched nor differentiated, and
its random draws are not batched by a `vmap(..., randomness='different')` it never entered.

Each test runs a few threads, starts them together at a barrier, joins them with a timeout
and asserts exact counts.
"""

from __future__ import annotations

import sys
import threading

import numpy as np

import tensorplay as tp
from tensorplay import func
from tensorplay.dispatch import dispatcher as _dispatch

THREADS = 4
TIMEOUT = 60.0  # seconds: a deadlock fails the test instead of hanging the suite


def _run_threads(target, n: int = THREADS) -> list:
    """Run `target(i)` in `n` threads started together; return the exceptions they raised."""
    barrier = threading.Barrier(n)
    errors: list = []

    def body(i):
        try:
            barrier.wait(TIMEOUT)
            target(i)
        except BaseException as exc:  # reported to the test below
            errors.append(exc)

    threads = [threading.Thread(target=body, args=(i,), daemon=True) for i in range(n)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads often, so that a race shows up in a short run
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(TIMEOUT)
    finally:
        sys.setswitchinterval(interval)
    assert not any(t.is_alive() for t in threads), "a thread did not finish in time"
    return errors


def _run_pair(first, second) -> None:
    """Run two cooperating functions (they synchronise through events) in two threads."""
    threads = [threading.Thread(target=f, daemon=True) for f in (first, second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT)
    assert not any(t.is_alive() for t in threads), "a thread did not finish in time"


def test_concurrent_backward_into_a_shared_leaf_loses_nothing(backend):
    # large enough that NumPy releases the GIL inside the addition: an unlocked
    # read-modify-write of .grad then loses about half of the updates
    shared = backend.zeros(100_000, requires_grad=True)
    rounds = 60

    def work(i):
        for _ in range(rounds):
            (shared * 1.0).sum().backward()

    assert _run_threads(work) == []
    assert set(shared.grad.tolist()) == {float(THREADS * rounds)}


def test_concurrent_first_accumulation_and_create_graph():
    # the first gradient into an empty .grad races too; and create_graph=True accumulation
    for create_graph in (False, True):
        leaves = [tp.ones(2, requires_grad=True) for _ in range(20)]

        def work(i, leaves=leaves, create_graph=create_graph):
            for leaf in leaves:
                (leaf * float(i + 1)).sum().backward(create_graph=create_graph)

        assert _run_threads(work) == []
        total = sum(range(1, THREADS + 1))
        for leaf in leaves:
            assert leaf.grad.tolist() == [float(total)] * 2


def test_vmap_in_several_threads_is_exact_and_leaves_no_level():
    def work(i):
        x = tp.arange(6.0).reshape(3, 2) + i
        for _ in range(100):
            out = func.vmap(lambda row: row * 2.0 + row.sum())(x)
            expected = x.numpy() * 2 + x.numpy().sum(1, keepdims=True)
            np.testing.assert_array_equal(out.numpy(), expected)

    assert _run_threads(work, 3) == []
    assert not _dispatch.interpreter_stack
    assert not _dispatch.any_interpreter


def test_grad_transform_in_several_threads():
    def work(i):
        for k in range(50):
            g = func.grad(lambda x: (x * x).sum())(tp.tensor([float(i), float(k)]))
            assert g.tolist() == [2.0 * i, 2.0 * k]

    assert _run_threads(work, 3) == []


def test_another_thread_is_not_batched_by_randomness_different():
    inside = threading.Event()
    release = threading.Event()
    seen: dict = {}

    def batched(x):
        inside.set()
        assert release.wait(TIMEOUT)
        return x + tp.randn(())

    def vmapping():
        seen["vmap"] = func.vmap(batched, randomness="different")(tp.zeros(5))

    def bystander():
        assert inside.wait(TIMEOUT)
        try:
            r = tp.randn(4)
            seen["shape"] = tuple(r.shape)
            seen["plain"] = r._interp is None
            seen["stack"] = len(_dispatch.interpreter_stack)
        finally:
            release.set()

    _run_pair(vmapping, bystander)
    assert seen["shape"] == (4,) and seen["plain"] and seen["stack"] == 0
    assert tuple(seen["vmap"].shape) == (5,)
    assert len(set(seen["vmap"].tolist())) == 5  # the vmapping thread itself drew per sample


def test_grad_mode_is_per_thread(backend):
    # the model the transforms follow: no_grad in one thread does not switch off another's graph
    entered, release = threading.Event(), threading.Event()
    seen = {}

    def quiet():
        with backend.no_grad():
            entered.set()
            release.wait(TIMEOUT)

    def recording():
        entered.wait(TIMEOUT)
        seen["requires_grad"] = (backend.ones(1, requires_grad=True) * 2).requires_grad
        release.set()

    _run_pair(quiet, recording)
    assert seen["requires_grad"] is True
