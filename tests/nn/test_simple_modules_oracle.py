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


def test_parameter_dict_methods(backend):
    """The dict methods of ParameterDict, run on both libraries: same keys, order and values."""
    nn = backend.nn
    a, b, c = (nn.Parameter(backend.full((2,), v)) for v in (1.0, 2.0, 3.0))
    pd = nn.ParameterDict({"b": b, "a": a})  # a plain dict is added in sorted key order
    assert list(pd) == ["a", "b"] and list(reversed(pd)) == ["b", "a"]
    assert pd.get("a") is a and pd.get("zz") is None and pd.get("zz", c) is c
    assert pd.setdefault("a", c) is a
    got = pd.setdefault("c", backend.zeros(3))
    assert isinstance(got, nn.Parameter) and list(pd) == ["a", "b", "c"]
    assert [k for k, _ in pd.items()] == ["a", "b", "c"] and list(pd.values())[1] is b
    dup = pd.copy()
    assert list(dup) == ["a", "b", "c"] and dup["a"] is a and dup is not pd
    assert pd.popitem()[0] == "c" and list(pd) == ["a", "b"]
    assert pd.pop("a") is a and list(pd) == ["b"]
    pd.update([("z", a), ("y", c)])  # pairs keep their order
    assert list(pd) == ["b", "z", "y"]
    with pytest.raises(ValueError, match="has length 1; 2 is required"):
        pd.update([("w",)])
    with pytest.raises(TypeError):
        pd.update(5)
    merged = pd | nn.ParameterDict({"q": c})
    assert list(merged) == ["b", "z", "y", "q"] and list(pd) == ["b", "z", "y"]
    d = nn.Parameter(backend.zeros(1))
    pd |= nn.ParameterDict({"b": d})
    assert pd["b"] is d and list(pd) == ["b", "z", "y"]
    fresh = pd.fromkeys(["k1", "k2"], a)
    assert list(fresh) == ["k1", "k2"] and fresh["k2"] is a
    assert [n for n, _ in pd.named_parameters()] == ["b", "z", "y"]
    pd.clear()
    assert len(pd) == 0 and list(pd.named_parameters()) == []
    with pytest.raises(KeyError):
        pd.popitem()
    with pytest.raises(TypeError, match="not a string"):
        pd[1] = a
