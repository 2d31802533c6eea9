"""Small layers against torch: activations with options, Unflatten, ParameterList and
ParameterDict."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

from ._oracle_util import assert_same_forward_backward, pair

X = np.linspace(-25, 25, 41).reshape(1, 41) * np.array([[1.0], [0.1]])  # both tails, and near 0

ACTIVATIONS = [
    ("LeakyReLU", {}), ("LeakyReLU", {"negative_slope": 0.2}), ("ELU", {}), ("ELU", {"alpha": 0.5}),
    ("Softplus", {}), ("Softplus", {"beta": 2.0, "threshold": 5.0}), ("GELU", {}),
    ("GELU", {"approximate": "tanh"}), ("Identity", {}),
]


@pytest.mark.parametrize(("name", "kw"), ACTIVATIONS, ids=[f"{n}-{i}" for i, (n, _) in enumerate(ACTIVATIONS)])
def test_activation_layers(torch, name, kw):
    ours, theirs = pair(f"nn.{name}", torch, **kw)
    assert repr(ours) == repr(theirs)
    assert_same_forward_backward(ours, theirs, torch, [X])


def test_unflatten(torch):
    ours, theirs = pair("nn.Unflatten", torch, 1, (2, 3))
    assert repr(ours) == repr(theirs)
    assert_same_forward_backward(ours, theirs, torch, [np.arange(24.0).reshape(4, 6)])
    ours, theirs = pair("nn.Unflatten", torch, -1, (2, -1))
    assert_same_forward_backward(ours, theirs, torch, [np.arange(24.0).reshape(2, 3, 4)])


def test_parameter_containers(backend):
    nn = backend.nn
    plist = nn.ParameterList([nn.Parameter(backend.ones(2)), backend.zeros(3)])
    plist.append(backend.ones(1))
    assert len(plist) == 3 and isinstance(plist[1], nn.Parameter) and plist[1].requires_grad
    assert [n for n, _ in plist.named_parameters()] == ["0", "1", "2"]
    assert tuple(plist[-1].shape) == (1,)
    pdict = nn.ParameterDict({"a": nn.Parameter(backend.ones(2)), "b": backend.zeros(3)})
    pdict["c"] = backend.ones(4)
    assert list(pdict.keys()) == ["a", "b", "c"] and "b" in pdict and len(pdict) == 3
    assert isinstance(pdict["b"], nn.Parameter)
    assert [n for n, _ in pdict.named_parameters()] == ["a", "b", "c"]
    del pdict["a"]
    assert list(pdict) == ["b", "c"] and [n for n, _ in pdict.named_parameters()] == ["b", "c"]

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.ws = nn.ParameterList([nn.Parameter(backend.ones(2, 2)) for _ in range(2)])

        def forward(self, x):
            for w in self.ws:
                x = x @ w
            return x
    net = Net()
    assert list(net.state_dict()) == ["ws.0", "ws.1"]
    net(backend.ones(1, 2)).sum().backward()
    assert net.ws[0].grad is not None


def test_parameter_list_repr_matches_torch(torch):
    for n in (1, 2):
        ours = tp.nn.ParameterList([tp.nn.Parameter(tp.ones(2, 3))] * n)
        theirs = torch.nn.ParameterList([torch.nn.Parameter(torch.ones(2, 3))] * n)
        assert repr(ours).replace("tensorplay", "torch") == repr(theirs)
