"""The device vocabulary: `tp.device`, `device=` on factories, `.to(device)`, `.cpu()`,
`tp.cuda`. The CPU is the only device; CUDA is refused as a CPU-only PyTorch refuses it.
Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import pytest

FACTORIES = [
    ("zeros", (2, 3), {}), ("ones", ((2,),), {}), ("empty", (2,), {}), ("full", ((2,), 1.5), {}),
    ("arange", (4,), {}), ("linspace", (0, 1, 5), {}), ("eye", (3,), {}), ("rand", (2,), {}),
    ("randn", (2, 2), {}), ("randint", (10, (3,)), {}), ("randint", (2, 10, (3,)), {}),
    ("tensor", ([1.0, 2.0],), {}), ("as_tensor", ([1, 2],), {}),
]
LIKE = ["zeros_like", "ones_like", "empty_like", "rand_like", "randn_like"]
NEW = [("new_zeros", (2, 3)), ("new_ones", ((2,),)), ("new_empty", (2,)), ("new_full", ((2,), 7)),
       ("new_tensor", ([1, 2],))]


@pytest.mark.parametrize("name,args,kwargs", FACTORIES, ids=lambda v: v if isinstance(v, str) else "")
@pytest.mark.parametrize("where", ["cpu", "cpu:0", "device", None])
def test_factories_take_a_cpu_device(backend, name, args, kwargs, where):
    tp = backend
    dev = tp.device("cpu") if where == "device" else where
    t = getattr(tp, name)(*args, device=dev, **kwargs)
    assert t.device == tp.device("cpu")
    assert t.device.type == "cpu"
    assert str(t.device) == "cpu"
    assert t.is_cpu and not t.is_cuda
    assert t.get_device() == -1


@pytest.mark.parametrize("name", LIKE + ["full_like"])
def test_like_factories_take_a_device(backend, name):
    tp = backend
    x = tp.ones(2, 3, dtype=tp.float64)
    args = (x, 4.0) if name == "full_like" else (x,)
    t = getattr(tp, name)(*args, device="cpu")
    assert t.shape == (2, 3) and t.dtype is tp.float64 and t.device == tp.device("cpu")
    with pytest.raises(AssertionError):
        getattr(tp, name)(*args, device="cuda")


@pytest.mark.parametrize("name,args", NEW)
def test_new_methods_keep_dtype_and_take_a_device(backend, name, args):
    tp = backend
    x = tp.ones(3, dtype=tp.float64, requires_grad=True)
    t = getattr(x, name)(*args, device="cpu")
    assert t.dtype is tp.float64  # the dtype of `x`, even for integer data
    assert not t.requires_grad
    assert t.device == x.device
    assert getattr(x, name)(*args, dtype=tp.int64).dtype is tp.int64
    assert getattr(x, name)(*args, requires_grad=True).requires_grad
    with pytest.raises(AssertionError):
        getattr(x, name)(*args, device="cuda")


def test_new_methods_values(backend):
    tp = backend
    x = tp.zeros(1, dtype=tp.int64)
    assert x.new_zeros(2, 3).tolist() == [[0, 0, 0]] * 2
    assert x.new_ones((2,)).tolist() == [1, 1]
    assert x.new_full((2, 2), 5).tolist() == [[5, 5], [5, 5]]
    assert x.new_tensor([1.7, -2.2]).tolist() == [1, -2]
    assert x.new_empty((0, 2)).shape == (0, 2)


def test_device_objects(backend):
    tp = backend
    cpu = tp.device("cpu")
    assert (cpu.type, cpu.index) == ("cpu", None)
    assert repr(cpu) == "device(type='cpu')"
    assert tp.device("cpu:0") == tp.device("cpu", 0) != cpu
    assert repr(tp.device("cpu", 0)) == "device(type='cpu', index=0)" and str(tp.device("cpu", 0)) == "cpu:0"
    assert tp.device(cpu) == cpu and hash(tp.device("cpu")) == hash(cpu)
    assert {cpu: 1}[tp.device("cpu")] == 1
    assert (cpu == "cpu") is False  # a device is not equal to its name
    cuda = tp.device("cuda", 1)  # naming a device is fine; using it is not
    assert (cuda.type, cuda.index, str(cuda)) == ("cuda", 1, "cuda:1")
    assert tp.get_default_device() == cpu


@pytest.mark.parametrize("bad", ["foo", "cuda:x", "cpu:-1"])
def test_invalid_device_strings(backend, bad):
    with pytest.raises(RuntimeError):
        backend.device(bad)


def test_cuda_namespace_says_no_cuda(backend):
    tp = backend
    assert tp.cuda.is_available() is False
    assert tp.cuda.device_count() == 0
    tp.cuda.manual_seed(0)  # seeding absent CUDA generators is a no-op
    tp.cuda.manual_seed_all(0)
    assert tp.accelerator.is_available() is False and tp.accelerator.current_accelerator() is None
    device = "cuda" if tp.cuda.is_available() else "cpu"
    assert tp.rand(3, device=device).shape == (3,)


def test_cuda_is_refused_everywhere(backend):
    """AssertionError, as a CPU-only PyTorch raises for CUDA."""
    tp = backend
    x = tp.ones(2)
    model = tp.nn.Linear(2, 2)
    attempts = [
        lambda: tp.ones(2, device="cuda"), lambda: tp.zeros(2, device=tp.device("cuda:0")),
        lambda: tp.tensor([1.0], device="cuda"), lambda: tp.randn(2, device="cuda"),
        lambda: x.cuda(), lambda: x.to("cuda"), lambda: x.to(tp.device("cuda")),
        lambda: x.to(device="cuda"), lambda: x.to("cuda", tp.float64), lambda: model.cuda(),
        lambda: model.to("cuda"), lambda: tp.cuda.synchronize(),
    ]
    for attempt in attempts:
        with pytest.raises(AssertionError):
            attempt()


def test_to_and_cpu(backend):
    tp = backend
    x = tp.tensor([1.5, 2.5])
    assert x.cpu() is x and x.to("cpu") is x and x.to(tp.device("cpu")) is x
    y = x.to("cpu", tp.float64)
    assert y.dtype is tp.float64 and y.tolist() == [1.5, 2.5]
    assert x.to(device="cpu", dtype=tp.int64).tolist() == [1, 2]
    c = x.to("cpu", copy=True)
    assert c is not x and c.tolist() == x.tolist()
    with pytest.raises(RuntimeError):
        x.to("foo")
    model = tp.nn.Linear(2, 2)
    assert model.to("cpu") is model and model.cpu() is model
    assert model.to(tp.device("cpu"), tp.float64).weight.dtype is tp.float64
