"""The activation, loss and distance layers against torch: repr, forward and gradients
(including PReLU's weight) with identical weights."""

from __future__ import annotations

import numpy as np
import pytest

from ._oracle_util import assert_same_forward_backward, pair

rng = np.random.default_rng(0)
X = np.linspace(-7.5, 7.5, 60).reshape(3, 4, 5) + 0.01

LAYERS = [
    ("ReLU6", (), {}), ("Hardtanh", (-2.0, 3.0), {}), ("Hardsigmoid", (), {}), ("Hardswish", (), {}),
    ("SELU", (), {}), ("CELU", (0.5,), {}), ("Mish", (), {}), ("Softsign", (), {}),
    ("Tanhshrink", (), {}), ("LogSigmoid", (), {}), ("Softmin", (1,), {}), ("GLU", (1,), {}),
    ("Softshrink", (), {}), ("Hardshrink", (1.5,), {}), ("Threshold", (0.1, 20.0), {}),
    ("PReLU", (), {}), ("PReLU", (4,), {"init": 0.1}),
]


@pytest.mark.parametrize(("name", "args", "kw"), LAYERS, ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(LAYERS)])
def test_activation_layers(torch, name, args, kw):
    ours, theirs = pair(f"nn.{name}", torch, *args, **kw)
    assert repr(ours) == repr(theirs)
    x = X[:, :, :4] if name == "GLU" else X
    assert_same_forward_backward(ours, theirs, torch, [x], rtol=1e-7 if name == "Hardsigmoid" else 1e-9)


A, B = rng.standard_normal((4, 5)), rng.standard_normal((4, 5))
P = rng.uniform(0.1, 1.0, (4, 5))
LOSSES = [
    ("SmoothL1Loss", {"beta": 0.5}, [A, B]), ("HuberLoss", {"delta": 0.5, "reduction": "sum"}, [A, B]),
    ("KLDivLoss", {"reduction": "batchmean"}, [np.log(P), P]),
    ("KLDivLoss", {"reduction": "none", "log_target": True}, [np.log(P), np.log(P[::-1].copy())]),
    ("MarginRankingLoss", {"margin": 0.1}, [A[0], B[0], np.sign(A[1])]),
    ("CosineSimilarity", {"dim": 0}, [A, B]), ("PairwiseDistance", {"p": 1.0, "keepdim": True}, [A, B]),
]


@pytest.mark.parametrize(("name", "kw", "inputs"), LOSSES, ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(LOSSES)])
def test_loss_and_distance_layers(torch, name, kw, inputs):
    ours, theirs = pair(f"nn.{name}", torch, **kw)
    assert repr(ours) == repr(theirs)
    assert_same_forward_backward(ours, theirs, torch, inputs)
