"""Constructor options PyTorch's layers share: device= (only the CPU exists), BatchNorm's
bias=False, and the deprecated size_average/reduce flags of the loss layers."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from ._oracle_util import assert_same_forward_backward, pair

LAYERS = [
    ("Linear", (3, 4)), ("Bilinear", (2, 3, 4)), ("Conv1d", (2, 3, 3)), ("Conv2d", (2, 3, 3)),
    ("ConvTranspose2d", (2, 3, 3)), ("LayerNorm", (4,)), ("BatchNorm1d", (4,)),
    ("GroupNorm", (2, 4)), ("InstanceNorm1d", (4,)), ("Embedding", (5, 3)), ("RNN", (3, 4)),
    ("LSTM", (3, 4)), ("GRU", (3, 4)), ("RNNCell", (3, 4)), ("LSTMCell", (3, 4)),
    ("GRUCell", (3, 4)), ("MultiheadAttention", (4, 2)), ("PReLU", ()),
]


@pytest.mark.parametrize(("name", "args"), LAYERS, ids=[n for n, _ in LAYERS])
def test_device_argument(backend, name, args):
    layer = getattr(backend.nn, name)
    kwargs = {"affine": True} if name.startswith("Instance") else {}
    module = layer(*args, device="cpu", **kwargs)
    assert all(p.device == backend.device("cpu") for p in module.parameters())
    with pytest.raises(AssertionError):
        layer(*args, device="cuda", **kwargs)


def test_batch_norm_without_bias(torch):
    ours, theirs = pair("nn.BatchNorm1d", torch, 3, bias=False)
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == ["weight"] and ours.bias is None
    x = np.random.default_rng(0).standard_normal((5, 3))
    assert_same_forward_backward(ours, theirs, torch, [x])
    assert repr(pair("nn.BatchNorm2d", torch, 3, affine=False, bias=False)[0]) == \
        repr(torch.nn.BatchNorm2d(3, affine=False, bias=False))


LOSSES = ["MSELoss", "L1Loss", "CrossEntropyLoss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss",
          "SmoothL1Loss", "KLDivLoss", "SoftMarginLoss", "MarginRankingLoss"]


@pytest.mark.parametrize("name", LOSSES)
@pytest.mark.parametrize("flags", [{"size_average": False}, {"reduce": False},
                                   {"size_average": True, "reduce": True}],
                         ids=["sum", "none", "mean"])
def test_legacy_reduction_flags(backend, name, flags):
    """The deprecated flags become `reduction`, with PyTorch's warning."""
    expected = "none" if flags.get("reduce") is False else "mean" if flags.get("size_average", True) else "sum"
    with pytest.warns(UserWarning, match=f"please use reduction='{expected}' instead"):
        loss = getattr(backend.nn, name)(**flags)
    assert loss.reduction == expected
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert getattr(backend.nn, name)(reduction="sum").reduction == "sum"
