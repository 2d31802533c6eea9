"""The meta device: tensors with shape, dtype and requires_grad but no data, on both backends."""

from __future__ import annotations

import copy

import pytest

import tensorplay
from tests.torch_oracle import import_torch, tensorplay_only


def test_factories_and_attributes(backend):
    tp = backend
    x = tp.empty(2, 3, device="meta")
    assert x.is_meta and x.device == tp.device("meta") and x.device.type == "meta"
    assert tuple(x.shape) == (2, 3) and x.dtype is tp.float32
    assert tp.zeros(4, dtype=tp.int64, device=tp.device("meta")).dtype is tp.int64
    assert tp.randn(2, 2, device="meta").is_meta
    assert tp.tensor([1.0, 2.0], device="meta").is_meta
    assert not tp.ones(2).is_meta
    assert tp.empty(2, device="meta", requires_grad=True).requires_grad


def test_printing(backend):
    tp = backend
    name = tp.__name__
    assert repr(tp.empty(2, 3, device="meta")) == "tensor(..., device='meta', size=(2, 3))"
    assert repr(tp.empty(0, device="meta")) == "tensor(..., device='meta', size=(0,))"
    assert repr(tp.zeros(2, dtype=tp.int64, device="meta")) == \
        f"tensor(..., device='meta', size=(2,), dtype={name}.int64)"
    assert repr(tp.empty(2, device="meta", requires_grad=True)) == \
        "tensor(..., device='meta', size=(2,), requires_grad=True)"
    assert repr(tp.empty(2, 3, device="meta").sum()) == "tensor(..., device='meta', size=())"


@pytest.mark.parametrize(("call", "shape", "dtype"), [
    ("x + 1", (2, 3), "float32"), ("x @ w", (2, 4), "float32"), ("x.sum(0)", (3,), "float32"),
    ("x.exp().relu()", (2, 3), "float32"), ("x.softmax(1)", (2, 3), "float32"),
    ("x.T", (3, 2), "float32"), ("x[1:]", (1, 3), "float32"), ("x[0, 1]", (), "float32"),
    ("x.argmax(1)", (2,), "int64"), ("x > 0", (2, 3), "bool"), ("x.double()", (2, 3), "float64"),
    ("tp.cat([x, x])", (4, 3), "float32"), ("x.reshape(-1)", (6,), "float32"),
    ("x.unsqueeze(0).expand(5, 2, 3)", (5, 2, 3), "float32"),
    ("F.conv2d(img, k)", (2, 4, 6, 6), "float32"), ("F.max_pool2d(img, 2)", (2, 3, 4, 4), "float32"),
    ("F.layer_norm(x, (3,))", (2, 3), "float32"),
    ("F.cross_entropy(x, tp.zeros(2, dtype=tp.int64, device='meta'))", (), "float32"),
    ("x + tp.tensor(1.0)", (2, 3), "float32")])
def test_ops_give_meta_results_of_the_right_shape_and_dtype(backend, call, shape, dtype):
    tp = backend
    env = {"tp": tp, "F": tp.nn.functional, "x": tp.empty(2, 3, device="meta"),
           "w": tp.empty(3, 4, device="meta"), "img": tp.empty(2, 3, 8, 8, device="meta"),
           "k": tp.empty(4, 3, 3, 3, device="meta")}
    out = eval(call, env)
    assert out.is_meta and tuple(out.shape) == shape and out.dtype is getattr(tp, dtype)


def test_in_place_ops_stay_meta(backend):
    tp = backend
    x = tp.empty(3, device="meta")
    assert x.add_(1) is x and x.is_meta
    x.mul_(2.0)
    assert x.is_meta


def test_no_data_to_read(backend):
    tp = backend
    x = tp.empty(2, 3, device="meta")
    with pytest.raises(RuntimeError, match="item\\(\\) cannot be called on meta tensors"):
        x[0, 0].item()
    with pytest.raises(RuntimeError, match="cannot be called on meta tensors"):
        bool(x[0, 0])
    with pytest.raises(NotImplementedError, match="Cannot copy out of meta tensor; no data!"):
        x.tolist()
    with pytest.raises(NotImplementedError, match="Cannot copy out of meta tensor; no data!"):
        x.to("cpu")
    with pytest.raises(TypeError, match="can't convert meta device type tensor to numpy"):
        x.numpy()


def test_to_meta_keeps_shape_dtype_and_requires_grad(backend):
    tp = backend
    a = tp.arange(6).reshape(2, 3)
    m = a.to("meta")
    assert m.is_meta and tuple(m.shape) == (2, 3) and m.dtype is tp.int64 and not a.is_meta
    w = tp.ones(3, requires_grad=True).to(tp.device("meta"))
    assert w.is_meta and w.requires_grad
    assert tp.ones(2).to("meta", tp.float64).dtype is tp.float64
    assert copy.deepcopy(m).is_meta and m.clone().is_meta


def test_backward_through_meta_tensors(backend):
    tp = backend
    r = tp.empty(2, 3, device="meta", requires_grad=True)
    loss = (r * 2).sum()
    assert loss.is_meta and loss.grad_fn is not None
    loss.backward()
    assert r.grad.is_meta and tuple(r.grad.shape) == (2, 3)


def test_modules_on_meta_and_to_empty(backend):
    tp = backend
    lin = tp.nn.Linear(3, 2, device="meta")
    assert lin.weight.is_meta and lin.bias.is_meta and lin.weight.requires_grad
    assert isinstance(lin.weight, tp.nn.Parameter)
    out = lin(tp.empty(5, 3, device="meta"))
    assert out.is_meta and tuple(out.shape) == (5, 2)
    bn = tp.nn.BatchNorm1d(3).to("meta")
    assert bn.running_mean.is_meta and bn.num_batches_tracked.is_meta
    lin.to_empty(device="cpu")
    assert not lin.weight.is_meta and tuple(lin.weight.shape) == (2, 3)
    assert isinstance(lin.weight, tp.nn.Parameter)
    assert lin(tp.ones(1, 3)).shape == (1, 2)
    with pytest.raises(NotImplementedError, match="Cannot copy out of meta tensor"):
        tp.nn.Linear(2, 2).to("meta").to("cpu")


def test_the_model_ensembling_recipe(backend):
    """PyTorch's model-ensembling tutorial: a stateless base model on the meta device, real
    parameters stacked and fed through functional_call under vmap."""
    tp = backend
    tp.manual_seed(0)
    models = [tp.nn.Sequential(tp.nn.Linear(4, 8), tp.nn.ReLU(), tp.nn.Linear(8, 2))
              for _ in range(3)]
    params, buffers = tp.func.stack_module_state(models)
    base = copy.deepcopy(models[0]).to("meta")
    assert all(p.is_meta for p in base.parameters()) and not models[0][0].weight.is_meta
    x = tp.randn(5, 4)

    def one(p, b, data):
        return tp.func.functional_call(base, (p, b), (data,))

    out = tp.vmap(one, in_dims=(0, 0, None))(params, buffers, x)
    assert not out.is_meta and tuple(out.shape) == (3, 5, 2)
    for i, m in enumerate(models):
        assert tp.allclose(out[i], m(x), atol=1e-6)


def test_the_cpu_path_is_unchanged_after_meta_tensors_existed():
    tp = tensorplay
    tp.empty(2, device="meta")
    a, b = tp.ones(2, 3), tp.ones(3)
    assert not (a + b).is_meta and not tp.nn.functional.conv2d(
        tp.ones(1, 1, 3, 3), tp.ones(1, 1, 2, 2)).is_meta


def test_against_torch_shapes():
    """A small CNN's forward on meta tensors: the same output shapes and dtypes as torch."""
    torch = import_torch()
    shapes = {}
    for lib in (tensorplay, torch):
        x = lib.empty(4, 3, 16, 16, device="meta")
        y = lib.nn.functional.conv2d(x, lib.empty(8, 3, 3, 3, device="meta"), padding=1)
        y = lib.nn.functional.avg_pool2d(y.relu(), 2).flatten(1)
        z = y @ lib.empty(8 * 64, 10, device="meta")
        shapes[lib] = [tuple(t.shape) for t in (y, z, z.log_softmax(1), z.max(1).indices)]
    assert shapes[tensorplay] == shapes[torch]


def test_meta_differences(backend):
    """Documented differences (docs/differences.md `meta-device-scope`): shape logic runs on
    zeros, so a data-dependent op answers for all-zero data; a meta tensor mixed with a CPU
    tensor gives a meta result; `.to("meta")` makes a leaf."""
    tensorplay_only(backend, "meta-device-scope")
    tp = backend
    x = tp.empty(2, 3, device="meta")
    nz = x.nonzero()
    assert nz.is_meta and tuple(nz.shape) == (0, 2)
    assert (x + tp.ones(2, 3)).is_meta
    w = tp.ones(2, requires_grad=True)
    assert w.to("meta").is_leaf
