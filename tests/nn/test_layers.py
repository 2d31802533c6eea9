"""tp.nn layers against NumPy references, train/eval behaviour, Module API, state_dict and
save/load; on tensorplay and on torch."""

from __future__ import annotations

import io
import math
import pickle

import numpy as np
import pytest

import tensorplay as tp
from tensorplay import nn
from tensorplay.nn import functional as F
from tests.torch_oracle import tensorplay_only, wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def _t(a, requires_grad=False):
    return tp.tensor(np.asarray(a), requires_grad=requires_grad)


def conv2d_loop(x, w, b, stride, padding, dilation, groups):
    n, _, h, wd = x.shape
    o, cg, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (padding[0],) * 2, (padding[1],) * 2))
    ho = (h + 2 * padding[0] - dilation[0] * (kh - 1) - 1) // stride[0] + 1
    wo = (wd + 2 * padding[1] - dilation[1] * (kw - 1) - 1) // stride[1] + 1
    out = np.zeros((n, o, ho, wo))
    og = o // groups
    for ni in range(n):
        for oi in range(o):
            g = oi // og
            for i in range(ho):
                for j in range(wo):
                    s = 0.0
                    for ci in range(cg):
                        for a in range(kh):
                            for bb in range(kw):
                                s += (xp[ni, g * cg + ci, i * stride[0] + a * dilation[0],
                                         j * stride[1] + bb * dilation[1]] * w[oi, ci, a, bb])
                    out[ni, oi, i, j] = s + (b[oi] if b is not None else 0)
    return out


@pytest.mark.parametrize(("shape", "wshape", "stride", "padding", "dilation", "groups", "bias"), [
    ((2, 3, 6, 5), (4, 3, 3, 3), (1, 1), (0, 0), (1, 1), 1, True),
    ((1, 4, 7, 6), (6, 2, 3, 2), (2, 1), (1, 2), (1, 2), 2, False),
    ((2, 2, 5, 5), (2, 1, 2, 2), (2, 2), (1, 1), (2, 1), 2, True),
])
def test_conv2d_matches_direct_loop(shape, wshape, stride, padding, dilation, groups, bias):
    rng = np.random.default_rng(0)
    x, w = rng.standard_normal(shape), rng.standard_normal(wshape)
    b = rng.standard_normal(wshape[0]) if bias else None
    out = F.conv2d(_t(x), _t(w), None if b is None else _t(b), stride, padding, dilation, groups)
    np.testing.assert_allclose(out.detach().numpy(), conv2d_loop(x, w, b, stride, padding, dilation, groups), atol=1e-10)


def test_conv2d_errors():
    with pytest.raises(RuntimeError, match="channels"):
        F.conv2d(tp.ones(1, 3, 5, 5), tp.ones(2, 2, 3, 3))
    with pytest.raises(RuntimeError, match=wording(tp, "too small")):
        F.conv2d(tp.ones(1, 1, 2, 2), tp.ones(1, 1, 3, 3))


def test_pooling_matches_loops():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 3, 7, 6))
    out = F.max_pool2d(_t(x), 3, 2, 1).detach().numpy()
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-np.inf)
    ref = np.array([[[[xp[n, c, 2 * i:2 * i + 3, 2 * j:2 * j + 3].max() for j in range(3)]
                      for i in range(4)] for c in range(3)] for n in range(2)])
    np.testing.assert_allclose(out, ref)
    avg = F.avg_pool2d(_t(x), 2).detach().numpy()
    np.testing.assert_allclose(avg, x[:, :, :6, :6].reshape(2, 3, 3, 2, 3, 2).mean(axis=(3, 5)))
    avg = F.avg_pool2d(_t(x), 3, 2, 1, count_include_pad=False).detach().numpy()
    xz = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    cnt = np.pad(np.ones((7, 6)), 1)
    ref = np.array([[[[xz[n, c, 2 * i:2 * i + 3, 2 * j:2 * j + 3].sum() / cnt[2 * i:2 * i + 3, 2 * j:2 * j + 3].sum()
                       for j in range(3)] for i in range(4)] for c in range(3)] for n in range(2)])
    np.testing.assert_allclose(avg, ref)


def test_max_pool_gradient_goes_to_the_max():
    x = _t([[[[1.0, 5.0], [3.0, 2.0]]]], requires_grad=True)
    F.max_pool2d(x, 2).sum().backward()
    np.testing.assert_array_equal(x.grad.detach().numpy(), [[[[0, 1], [0, 0]]]])


def test_dropout_train_and_eval():
    x = tp.ones(1000, 20)
    d = nn.Dropout(0.3)
    y = d(x).detach().numpy()
    kept = y != 0
    assert 0.6 < kept.mean() < 0.8
    np.testing.assert_allclose(y[kept], 1 / 0.7, rtol=1e-6)
    d.eval()
    assert d(x) is x
    a = tp.ones(5, requires_grad=True)
    out = F.dropout(a, 0.5)
    out.sum().backward()
    np.testing.assert_allclose(a.grad.detach().numpy(), (out.detach().numpy() != 0) * 2.0)
    assert F.dropout(a, 0.5, training=False) is a
    tp.manual_seed(3)
    first = F.dropout(x, 0.5).detach().numpy()
    tp.manual_seed(3)
    np.testing.assert_array_equal(first, F.dropout(x, 0.5).detach().numpy())


def test_dropout_gradient_flows_through_zero_inputs():
    tp.manual_seed(0)
    x = tp.zeros(200, requires_grad=True)
    out, mask = tp.native_dropout(x, 0.5, True)
    out.sum().backward()
    np.testing.assert_allclose(x.grad.detach().numpy(), mask.detach().numpy() * 2.0)


def test_batch_norm_train_and_eval():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((8, 3, 4, 4)) * 2 + 1
    bn = nn.BatchNorm2d(3).double()
    y = bn(_t(x)).detach().numpy()
    mean, var = x.mean(axis=(0, 2, 3)), x.var(axis=(0, 2, 3))
    ref = (x - mean[None, :, None, None]) / np.sqrt(var[None, :, None, None] + 1e-5)
    np.testing.assert_allclose(y, ref, atol=1e-10)
    n = 8 * 16
    np.testing.assert_allclose(bn.running_mean.detach().numpy(), 0.1 * mean)
    np.testing.assert_allclose(bn.running_var.detach().numpy(), 0.9 + 0.1 * var * n / (n - 1))
    assert bn.num_batches_tracked.item() == 1
    bn.eval()
    y = bn(_t(x)).detach().numpy()
    rm, rv = bn.running_mean.detach().numpy(), bn.running_var.detach().numpy()
    np.testing.assert_allclose(y, (x - rm[None, :, None, None]) / np.sqrt(rv[None, :, None, None] + 1e-5))
    assert bn.num_batches_tracked.item() == 1
    bn1 = nn.BatchNorm1d(4)
    assert bn1(tp.ones(5, 4)).shape == (5, 4)
    with pytest.raises(ValueError, match="expected 2D or 3D"):
        bn1(tp.ones(5))


def test_layer_norm_and_embedding():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 4))
    ln = nn.LayerNorm([3, 4]).double()
    y = ln(_t(x)).detach().numpy()
    m, v = x.mean(axis=(1, 2), keepdims=True), x.var(axis=(1, 2), keepdims=True)
    np.testing.assert_allclose(y, (x - m) / np.sqrt(v + 1e-5), atol=1e-10)
    emb = nn.Embedding(5, 3, padding_idx=0)
    assert not emb.weight.detach().numpy()[0].any()
    idx = tp.tensor([[0, 2, 2], [4, 0, 1]])
    out = emb(idx)
    np.testing.assert_array_equal(out.detach().numpy(), emb.weight.detach().numpy()[idx.detach().numpy()])
    out.sum().backward()
    np.testing.assert_array_equal(emb.weight.grad.detach().numpy()[:, 0], [0, 1, 2, 0, 1])


def test_losses():
    rng = np.random.default_rng(4)
    p, t = rng.uniform(0.1, 0.9, (4, 3)), rng.uniform(0, 1, (4, 3))
    ref = -(t * np.log(p) + (1 - t) * np.log(1 - p))
    np.testing.assert_allclose(nn.BCELoss()(_t(p), _t(t)).item(), ref.mean())
    z = rng.standard_normal((4, 3)) * 30
    pw = np.array([1.0, 2.0, 0.5])
    ref = pw * t * np.logaddexp(0, -z) + (1 - t) * np.logaddexp(0, z)  # -log(sigmoid), -log(1 - sigmoid)
    got = nn.BCEWithLogitsLoss(reduction="none", pos_weight=_t(pw))(_t(z), _t(t)).detach().numpy()
    np.testing.assert_allclose(got, ref, rtol=1e-10)
    np.testing.assert_allclose(nn.L1Loss(reduction="sum")(_t(p), _t(t)).item(), np.abs(p - t).sum())
    with pytest.raises(RuntimeError, match="between 0 and 1"):
        F.binary_cross_entropy(_t([1.5]), _t([1.0]))


def test_pad():
    x = np.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal(F.pad(_t(x), (1, 2), value=9.0).detach().numpy(), np.pad(x, ((0, 0), (1, 2)), constant_values=9))
    np.testing.assert_array_equal(F.pad(_t(x), (0, -1, 1, 0)).detach().numpy(), np.pad(x, ((1, 0), (0, 0)))[:, :2])
    np.testing.assert_array_equal(F.pad(_t(x), (2, 1), mode="reflect").detach().numpy(),
                                  np.pad(x, ((0, 0), (2, 1)), mode="reflect"))
    np.testing.assert_array_equal(F.pad(_t(x), (2, 1), mode="replicate").detach().numpy(),
                                  np.pad(x, ((0, 0), (2, 1)), mode="edge"))
    np.testing.assert_array_equal(F.pad(_t(x), (2, 1), mode="circular").detach().numpy(),
                                  np.pad(x, ((0, 0), (2, 1)), mode="wrap"))


def test_linear_and_conv_init_bounds():
    tp.manual_seed(0)
    lin = nn.Linear(50, 30)
    bound = 1 / math.sqrt(50)  # kaiming_uniform_(a=sqrt(5)) gives gain*sqrt(3/fan_in) = 1/sqrt(fan_in)
    w = lin.weight.detach().numpy()
    assert np.abs(w).max() <= bound and np.abs(w).max() > 0.9 * bound
    assert np.abs(lin.bias.detach().numpy()).max() <= bound
    conv = nn.Conv2d(4, 6, 3, groups=2)
    fan_in = 2 * 9
    assert np.abs(conv.weight.detach().numpy()).max() <= 1 / math.sqrt(fan_in)
    assert lin.weight.dtype is tp.float32 and isinstance(lin.weight, nn.Parameter)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2))
        self.head = nn.Linear(8, 3)
        self.register_buffer("scale", tp.ones(1))
        self.register_buffer("cache", tp.zeros(2), persistent=False)

    def forward(self, x):
        return self.head(self.features(x).reshape(x.shape[0], -1)) * self.scale


def test_module_api():
    net = Net()
    names = [n for n, _ in net.named_parameters()]
    assert names == ["features.0.weight", "features.0.bias", "features.1.weight", "features.1.bias",
                     "head.weight", "head.bias"]
    assert [n for n, _ in net.named_buffers()] == ["scale", "cache", "features.1.running_mean",
                                                  "features.1.running_var", "features.1.num_batches_tracked"]
    assert [n for n, _ in net.named_children()] == ["features", "head"]
    assert [n for n, _ in net.named_modules()] == ["", "features", "features.0", "features.1", "head"]
    assert list(net.state_dict()) == ["scale", "features.0.weight", "features.0.bias", "features.1.weight",
                                      "features.1.bias", "features.1.running_mean", "features.1.running_var",
                                      "features.1.num_batches_tracked", "head.weight", "head.bias"]
    out = net(tp.ones(2, 1, 4, 4))
    out.sum().backward()
    assert net.head.weight.grad is not None
    net.zero_grad()
    assert net.head.weight.grad is None
    net.eval()
    assert not net.training and not net.features[1].training
    net.train()
    assert net.features[0].training
    net.double()
    assert net.head.weight.dtype is tp.float64 and isinstance(net.head.weight, nn.Parameter)
    assert net.features[1].num_batches_tracked.dtype is tp.int64
    seen = []
    net.apply(lambda m: seen.append(type(m).__name__))
    assert seen[-1] == "Net" and "Linear" in seen
    assert "(head): Linear(in_features=8, out_features=3, bias=True)" in repr(net)
    ml = nn.ModuleList([nn.Linear(2, 2), nn.ReLU()])
    md = nn.ModuleDict({"a": nn.Linear(2, 2)})
    assert len(list(ml.parameters())) == 2 and len(list(md.parameters())) == 2 and len(ml) == 2
    assert isinstance(nn.Identity(3)(out), tp.Tensor)


def test_load_state_dict_errors():
    a, b = nn.Linear(3, 2), nn.Linear(3, 2)
    sd = a.state_dict()
    b.load_state_dict(sd)
    np.testing.assert_array_equal(a.weight.detach().numpy(), b.weight.detach().numpy())
    bad = dict(sd)
    del bad["bias"]
    bad["extra"] = tp.ones(1)
    with pytest.raises(RuntimeError) as err:
        b.load_state_dict(bad)
    msg = str(err.value)
    assert 'Missing key(s) in state_dict: "bias"' in msg and 'Unexpected key(s) in state_dict: "extra"' in msg
    res = b.load_state_dict(bad, strict=False)
    assert res.missing_keys == ["bias"] and res.unexpected_keys == ["extra"]
    with pytest.raises(RuntimeError, match="size mismatch for weight"):
        nn.Linear(4, 2).load_state_dict(sd)


def test_state_dict_round_trip_through_save_load(tmp_path):
    net = Net()
    net(tp.ones(2, 1, 4, 4))
    path = tmp_path / "net.tp"
    opt = tp.optim.Adam(net.parameters())
    tp.save({"model": net.state_dict(), "epoch": 3, "note": "hi", "hist": [1.5, (2, None)],
             "opt": opt.state_dict()}, path)
    loaded = tp.load(path)
    assert loaded["epoch"] == 3 and loaded["note"] == "hi" and loaded["hist"] == [1.5, (2, None)]
    other = Net()
    other.load_state_dict(loaded["model"])
    for (k, v), (k2, v2) in zip(net.state_dict().items(), other.state_dict().items()):
        assert k == k2 and v.dtype is v2.dtype and v.shape == v2.shape
        np.testing.assert_array_equal(v.detach().numpy(), v2.detach().numpy())
    x = tp.tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
    buf = io.BytesIO()
    tp.save(x, buf)
    buf.seek(0)
    y = tp.load(buf)
    assert y.dtype is tp.int32 and y.tolist() == x.tolist()


def test_load_refuses_foreign_files(tmp_path):
    tensorplay_only(tp, "no-pickle")
    p = tmp_path / "evil.pt"
    p.write_bytes(pickle.dumps({"a": 1}))
    with pytest.raises(ValueError, match="pickle"):
        tp.load(p)
    q = tmp_path / "plain.npz"
    np.savez(q, a=np.ones(3))
    with pytest.raises(ValueError, match=r"not one written by tp\.save"):
        tp.load(q)
    r = tmp_path / "obj.npz"
    np.savez(r, __tensorplay__=np.array([{"x": 1}], dtype=object))
    with pytest.raises(ValueError, match="pickled"):
        tp.load(r)
    with pytest.raises(TypeError, match="set"):
        tp.save({"a": {1, 2}}, tmp_path / "x.tp")


def test_more_init_functions(backend):
    """trunc_normal_, orthogonal_, eye_, dirac_, sparse_ by their defining properties."""
    init = backend.nn.init
    backend.manual_seed(0)
    t = init.trunc_normal_(backend.empty(20000), mean=0.5, std=1.0, a=-0.5, b=1.0).numpy()
    assert t.min() >= -0.5 and t.max() <= 1.0 and abs(t.mean() - 0.3) < 0.05 and t.std() > 0.3
    for shape in [(4, 6), (6, 4), (3, 2, 2)]:
        w = init.orthogonal_(backend.empty(*shape), gain=2.0).numpy().reshape(shape[0], -1)
        small = w @ w.T if shape[0] <= w.shape[1] else w.T @ w
        np.testing.assert_allclose(small, 4.0 * np.eye(len(small)), atol=1e-5)
    np.testing.assert_array_equal(init.eye_(backend.empty(2, 3)).numpy(), np.eye(2, 3))
    d = init.dirac_(backend.empty(4, 2, 3, 3), groups=2).numpy()
    expected = np.zeros((4, 2, 3, 3))
    expected[0, 0, 1, 1] = expected[1, 1, 1, 1] = expected[2, 0, 1, 1] = expected[3, 1, 1, 1] = 1
    np.testing.assert_array_equal(d, expected)
    s = init.sparse_(backend.empty(10, 6), sparsity=0.3).numpy()
    assert all((s[:, c] == 0).sum() == 3 for c in range(6)) and np.abs(s).max() < 0.1
    with pytest.raises(ValueError, match="Only tensors with 2 dimensions"):
        init.eye_(backend.empty(2, 2, 2))
