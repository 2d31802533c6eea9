"""`tp.nn.functional` activations, losses and distances against torch: values and the
gradients of every floating input, float64, on inputs that cover both sides of each kink."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

rng = np.random.default_rng(0)
X = np.linspace(-7.5, 7.5, 60).reshape(3, 20) + 0.01  # crosses ±0.5, ±1, ±3, 0 and 6 (off the kinks)
A, B = rng.standard_normal((4, 5)), rng.standard_normal((4, 5))
P = rng.uniform(0.05, 1.0, (4, 5))
LOGP = np.log(P / P.sum(1, keepdims=True))


def compare(torch, name: str, inputs: list, *args, rtol=1e-9, atol=1e-11, constant=(), **kwargs):
    """Call F.<name>(*inputs, *args, **kwargs) on both backends; compare the output and the
    gradient of every floating input (but those whose positions are in `constant`) under a
    random cotangent."""
    results = []
    for M in (tp, torch):
        xs = [M.tensor(a, requires_grad=a.dtype.kind == "f" and i not in constant)
              if isinstance(a, np.ndarray) else a for i, a in enumerate(inputs)]
        out = getattr(M.nn.functional, name)(*xs, *args, **kwargs)
        grads = []
        if out.requires_grad:
            cot = np.random.default_rng(1).standard_normal(tuple(out.shape))
            (out * M.tensor(cot)).sum().backward()
            grads = [x.grad.numpy() for x in xs if hasattr(x, "grad") and x.requires_grad]
        results.append((out.detach().numpy(), grads, str(out.dtype).split(".")[-1]))
    (o1, g1, d1), (o2, g2, d2) = results
    assert d1 == d2 and o1.shape == o2.shape
    np.testing.assert_allclose(o1, o2, rtol=rtol, atol=atol)
    assert len(g1) == len(g2)
    for a, b in zip(g1, g2):
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol)


ACTIVATIONS = [
    ("relu6", {}), ("hardtanh", {}), ("hardtanh", {"min_val": -2.0, "max_val": 0.5}),
    ("hardsigmoid", {}), ("hardswish", {}), ("selu", {}), ("celu", {}), ("celu", {"alpha": 2.0}),
    ("mish", {}), ("softsign", {}), ("tanhshrink", {}), ("logsigmoid", {}), ("softshrink", {}),
    ("hardshrink", {"lambd": 1.0}), ("softmin", {"dim": 1}), ("glu", {}), ("glu", {"dim": 0}),
]


@pytest.mark.parametrize(("name", "kw"), ACTIVATIONS, ids=[f"{n}-{i}" for i, (n, _) in enumerate(ACTIVATIONS)])
def test_activations(torch, name, kw):
    x = X if name != "glu" or kw.get("dim") != 0 else X[:2]
    # PyTorch's hardsigmoid gradient multiplies by a float32 1/6 even in float64
    compare(torch, name, [x], rtol=1e-7 if name == "hardsigmoid" else 1e-9, **kw)


def test_threshold_prelu_and_inplace(torch):
    compare(torch, "threshold", [X], 1.0, -3.0)
    compare(torch, "prelu", [X.reshape(3, 4, 5), np.array([0.1, 0.2, -0.3, 0.5])])
    compare(torch, "prelu", [X, np.array([0.25])])
    for M in (tp, torch):
        x = M.tensor(X.copy())
        y = M.nn.functional.relu6(x, inplace=True)
        assert y is x
        np.testing.assert_allclose(x.numpy(), np.clip(X, 0, 6))


def test_glu_odd_size_raises(backend):
    with pytest.raises(RuntimeError, match="Halving dimension must be even"):
        backend.nn.functional.glu(backend.ones(2, 3))


LOSSES = [
    ("smooth_l1_loss", [A, B], {}), ("smooth_l1_loss", [A, B], {"beta": 0.5, "reduction": "sum"}),
    ("smooth_l1_loss", [A, B], {"beta": 0.0, "reduction": "none"}),
    ("huber_loss", [A, B], {}), ("huber_loss", [A, B], {"delta": 0.3, "reduction": "none"}),
    ("huber_loss", [A, B, "mean", 0.7, P], {}),
    ("kl_div", [LOGP, P], {"reduction": "batchmean"}), ("kl_div", [LOGP, P], {"reduction": "sum"}),
    ("kl_div", [LOGP, LOGP[::-1].copy()], {"reduction": "none", "log_target": True}),
    ("margin_ranking_loss", [A[0], B[0], np.sign(A[1])], {"margin": 0.2}),
    ("soft_margin_loss", [A, np.sign(B)], {}),
]


@pytest.mark.parametrize(("name", "inputs", "kw"), LOSSES, ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(LOSSES)])
def test_losses(torch, name, inputs, kw):
    # soft_margin_loss has no gradient for its target in PyTorch
    compare(torch, name, inputs, constant=(1,) if name == "soft_margin_loss" else (), **kw)


def test_kl_div_zero_target_and_legacy_flags(torch):
    target = P.copy()
    target[0, :2] = 0.0
    compare(torch, "kl_div", [LOGP, target], reduction="sum", constant=(1,))
    with pytest.warns(UserWarning, match="size_average and reduce args will be deprecated"):
        compare(torch, "smooth_l1_loss", [A, B], size_average=False)
    with pytest.warns(UserWarning, match="reduction='none'"):
        compare(torch, "smooth_l1_loss", [A, B], reduce=False)
    with pytest.warns(UserWarning, match="'batchmean' divides only by the batch size"):
        compare(torch, "kl_div", [LOGP, P])


def test_distances(torch):
    compare(torch, "normalize", [A])
    compare(torch, "normalize", [A], p=1.0, dim=0)
    compare(torch, "cosine_similarity", [A, B])
    compare(torch, "cosine_similarity", [A, B[:1]], dim=-1)
    compare(torch, "pairwise_distance", [A, B])
    compare(torch, "pairwise_distance", [A, B], p=1.0, keepdim=True)
    compare(torch, "pairwise_distance", [A, B], p=3.0, eps=0.0)


def test_one_hot(backend):
    F = backend.nn.functional
    out = F.one_hot(backend.tensor([[0, 3], [1, 1]]))
    assert out.dtype == backend.int64 and tuple(out.shape) == (2, 2, 4)
    assert out.tolist() == [[[1, 0, 0, 0], [0, 0, 0, 1]], [[0, 1, 0, 0], [0, 1, 0, 0]]]
    assert tuple(F.one_hot(backend.tensor([2]), 5).shape) == (1, 5)
    with pytest.raises(RuntimeError, match="Class values must be smaller than num_classes"):
        F.one_hot(backend.tensor([3]), 2)


IMG = rng.standard_normal((2, 4, 7, 6))
SEQ = rng.standard_normal((2, 4, 9))
SPATIAL = [
    ("conv1d", [SEQ, rng.standard_normal((6, 2, 3)), rng.standard_normal(6)], {"stride": 2, "padding": 1, "groups": 2}),
    ("conv1d", [SEQ, rng.standard_normal((3, 4, 4))], {"padding": "same", "dilation": 2}),
    ("conv1d", [SEQ[0], rng.standard_normal((3, 4, 2))], {}),
    ("conv_transpose2d", [IMG, rng.standard_normal((4, 3, 3, 2)), rng.standard_normal(3)], {}),
    ("conv_transpose2d", [IMG, rng.standard_normal((4, 1, 3, 3))],
     {"stride": 2, "padding": 1, "output_padding": 1, "groups": 2, "dilation": 1}),
    ("conv_transpose2d", [IMG[0], rng.standard_normal((4, 2, 2, 2))], {"stride": (2, 1), "dilation": 2}),
    ("conv_transpose1d", [SEQ, rng.standard_normal((4, 3, 3)), rng.standard_normal(3)], {"stride": 3, "padding": 1}),
    ("unfold", [IMG], {"kernel_size": (2, 3), "stride": 2, "padding": 1, "dilation": (1, 2)}),
    ("fold", [rng.standard_normal((2, 4 * 6, 16))], {"output_size": (5, 6), "kernel_size": (2, 3), "stride": 1, "padding": 0}),
    ("bilinear", [A, B[:, :3], rng.standard_normal((2, 5, 3)), rng.standard_normal(2)], {}),
    ("max_pool1d", [SEQ], {"kernel_size": 3, "stride": 2, "padding": 1}),
    ("avg_pool1d", [SEQ], {"kernel_size": 3, "stride": 2, "padding": 1, "count_include_pad": False}),
    ("adaptive_avg_pool2d", [IMG], {"output_size": (3, 4)}),
    ("adaptive_avg_pool2d", [IMG], {"output_size": (None, 1)}),
    ("adaptive_avg_pool1d", [SEQ], {"output_size": 4}),
    ("adaptive_max_pool2d", [IMG], {"output_size": (3, 4)}),
    ("adaptive_max_pool1d", [SEQ], {"output_size": 5}),
    ("interpolate", [IMG], {"size": (9, 4), "mode": "nearest"}),
    ("interpolate", [IMG], {"scale_factor": 2, "mode": "nearest"}),
    ("interpolate", [IMG], {"scale_factor": 1.5, "mode": "bilinear"}),
    ("interpolate", [IMG], {"size": (4, 11), "mode": "bilinear", "align_corners": True}),
    ("interpolate", [IMG], {"size": (10, 3), "mode": "bilinear", "align_corners": False}),
    ("interpolate", [SEQ], {"size": 13, "mode": "linear"}),
    ("group_norm", [IMG, 2, rng.standard_normal(4), rng.standard_normal(4)], {}),
    ("group_norm", [SEQ, 4], {"eps": 1e-3}),
    ("instance_norm", [IMG], {}),
    ("instance_norm", [SEQ, None, None, rng.standard_normal(4), rng.standard_normal(4)], {}),
]


@pytest.mark.parametrize(("name", "inputs", "kw"), SPATIAL, ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(SPATIAL)])
def test_spatial(torch, name, inputs, kw):
    compare(torch, name, inputs, **kw)


def test_instance_norm_running_stats(torch):
    stats = []
    for M in (tp, torch):
        mean, var = M.zeros(4, dtype=M.float64), M.ones(4, dtype=M.float64)
        out = M.nn.functional.instance_norm(M.tensor(IMG), mean, var, momentum=0.3)
        evaluated = M.nn.functional.instance_norm(M.tensor(IMG), mean, var, use_input_stats=False)
        stats.append([t.numpy() for t in (out, mean, var, evaluated)])
    for a, b in zip(*stats):
        np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-12)


PADS = [
    ("reflect", SEQ, (2, 3)), ("reflect", IMG, (1, 2, 3, 0)), ("replicate", IMG, (2, 1, 0, 3)),
    ("replicate", SEQ[0], (4, 4)), ("circular", IMG, (3, 1, 2, 2)), ("constant", IMG, (1, -1, 2, 0)),
]


@pytest.mark.parametrize(("mode", "x", "widths"), PADS, ids=[f"{m}-{i}" for i, (m, _, _) in enumerate(PADS)])
def test_pad_modes(torch, mode, x, widths):
    compare(torch, "pad", [x], widths, mode=mode)


def test_pad_errors(backend):
    F = backend.nn.functional
    with pytest.raises(NotImplementedError, match="Padding size 2 is not supported for 1D input"):
        F.pad(backend.ones(5), (1, 1), mode="reflect")
    with pytest.raises(RuntimeError, match="Padding size should be less than the corresponding"):
        F.pad(backend.ones(2, 3), (3, 1), mode="reflect")
    with pytest.raises(RuntimeError, match="wrapping around more than once"):
        F.pad(backend.ones(2, 3), (4, 1), mode="circular")


Y = np.array([1, 0, 4, 2])
SIGNS = np.array([1.0, -1.0, -1.0, 1.0])
MARGIN_LOSSES = [
    ("multi_margin_loss", [A, Y], {}, (1,)), ("multi_margin_loss", [A, Y], {"p": 2, "margin": 0.5}, (1,)),
    ("multi_margin_loss", [A, Y, 1, 1.0, P[0]], {"reduction": "sum"}, (1, 4)),
    ("cosine_embedding_loss", [A, B, SIGNS], {"margin": 0.1}, (2,)),
    ("cosine_embedding_loss", [A, B, SIGNS], {"reduction": "none"}, (2,)),
    ("triplet_margin_loss", [A, B, P], {"margin": 2.0}, ()),
    ("triplet_margin_loss", [A, B, P], {"swap": True, "p": 1.0, "reduction": "sum"}, ()),
    ("hinge_embedding_loss", [A, np.sign(B)], {"margin": 0.7}, (1,)),
    ("multilabel_soft_margin_loss", [A, (B > 0).astype(float)], {}, (1,)),
    ("multilabel_soft_margin_loss", [A, (B > 0).astype(float), P[0]], {"reduction": "none"}, (1, 2)),
    ("poisson_nll_loss", [A, P * 3], {}, ()), ("poisson_nll_loss", [P, P[::-1] * 3], {"log_input": False, "full": True}, ()),
    ("gaussian_nll_loss", [A, B, P], {}, ()), ("gaussian_nll_loss", [A, B, P[:, :1]], {"full": True, "reduction": "sum"}, ()),
    ("gaussian_nll_loss", [A, B, P[:, 0]], {"reduction": "none"}, ()),
]


@pytest.mark.parametrize(("name", "inputs", "kw", "constant"), MARGIN_LOSSES,
                         ids=[f"{n}-{i}" for i, (n, _, _, _) in enumerate(MARGIN_LOSSES)])
def test_margin_and_likelihood_losses(torch, name, inputs, kw, constant):
    compare(torch, name, inputs, constant=constant, **kw)


@pytest.mark.parametrize(("name", "args"), [
    ("relu", ()), ("elu", (0.5,)), ("leaky_relu", (0.2,)), ("silu", ()), ("hardtanh", (-0.5, 1.0)),
    ("relu6", ()), ("hardsigmoid", ()), ("hardswish", ()), ("selu", ()), ("celu", (0.7,)),
    ("mish", ()), ("threshold", (0.1, -3.0)),
])
def test_activation_inplace_option(backend, name, args):
    """inplace=True writes into the input and returns it, which then carries the activation's
    gradient; a leaf that requires grad refuses."""
    f = getattr(backend.nn.functional, name)
    x = backend.tensor([-2.0, -0.5, 0.0, 1.5], dtype=backend.float64)
    expected = f(x, *args).numpy()
    y = x.clone()
    assert f(y, *args, inplace=True) is y
    np.testing.assert_allclose(y.numpy(), expected, rtol=1e-15)
    leaf = backend.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
        f(leaf, *args, inplace=True)
    a = backend.tensor([-1.0, 0.1, 0.25, 2.0], dtype=backend.float64, requires_grad=True)
    b = a * 3
    out = f(b, *args, inplace=True)
    assert out is b
    (out * backend.arange(1.0, 5.0, dtype=backend.float64)).sum().backward()
    ref = backend.tensor([-1.0, 0.1, 0.25, 2.0], dtype=backend.float64, requires_grad=True)
    (f(ref * 3, *args) * backend.arange(1.0, 5.0, dtype=backend.float64)).sum().backward()
    # (torch's in-place celu takes alpha through float32 in its backward: 1e-7 apart)
    np.testing.assert_allclose(a.grad.numpy(), ref.grad.numpy(), rtol=1e-6)
    assert np.abs(ref.grad.numpy()).sum() > 0


def test_dropout_inplace_keeps_the_graph(backend):
    a = backend.ones(1000, dtype=backend.float64, requires_grad=True)
    b = a * 1
    assert backend.nn.functional.dropout(b, 0.5, True, inplace=True) is b
    b.sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), b.detach().numpy())  # 2 where kept, else 0
    assert set(np.unique(a.grad.numpy())) == {0.0, 2.0}


@pytest.mark.parametrize("name", ["softmax", "log_softmax", "softmin"])
@pytest.mark.parametrize("shape", [(4,), (2, 3), (2, 3, 4), (2, 2, 2, 2)])
def test_softmax_implicit_dim(backend, name, shape):
    """dim=None picks PyTorch's legacy dim (0 for 1-d and 3-d, else 1) and warns."""
    f = getattr(backend.nn.functional, name)
    x = backend.arange(float(np.prod(shape))).reshape(*shape) / 7
    with pytest.warns(UserWarning, match=f"Implicit dimension choice for {name} has been deprecated"):
        out = f(x)
    dim = 0 if len(shape) in (1, 3) else 1
    np.testing.assert_allclose(out.numpy(), f(x, dim).numpy(), rtol=1e-12)
