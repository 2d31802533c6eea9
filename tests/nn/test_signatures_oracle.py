"""Every layer, functional, optimizer and scheduler that tensorplay shares with torch takes the
same parameters: names, order, kinds (positional / keyword-only) and defaults. A call written
for PyTorch binds the same way on tensorplay."""

from __future__ import annotations

import inspect

import pytest

import tensorplay as tp

# Signatures still narrower than PyTorch's: each is checked to differ (so an entry must go
# once its gap is closed) and then xfails. The functionals below are generated from ops.yaml.
GAPS = {
    "nn.RNNCellBase": "an internal base class (num_chunks)",
    "F.binary_cross_entropy": "legacy size_average/reduce",
    "F.cross_entropy": "legacy size_average/reduce",
}


def _public(module, want_class: bool) -> list[str]:
    return sorted(n for n in dir(module) if not n.startswith("_")
                  and isinstance(getattr(module, n), type) == want_class and callable(getattr(module, n)))


NAMES = ([f"nn.{n}" for n in _public(tp.nn, True)]
         + [f"F.{n}" for n in _public(tp.nn.functional, False)]
         + [f"optim.{n}" for n in _public(tp.optim, True)]
         + [f"lr_scheduler.{n}" for n in _public(tp.optim.lr_scheduler, True)])


def _resolve(root, name: str):
    prefix, attr = name.split(".")
    module = {"nn": root.nn, "F": root.nn.functional, "optim": root.optim,
              "lr_scheduler": root.optim.lr_scheduler}[prefix]
    return getattr(module, attr, None)


def _shape(obj) -> list[tuple] | None:
    """(name, kind, default) per parameter; a function default is compared by its name (the
    transformer layers default to the library's own relu)."""
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    out = []
    for p in sig.parameters.values():
        d = p.default
        d = "<required>" if d is inspect.Parameter.empty else getattr(d, "__name__", None) or repr(d)
        out.append((p.name, p.kind, d))
    return out


@pytest.mark.parametrize("name", NAMES)
def test_signature_matches_torch(torch, name):
    ours, theirs = _resolve(tp, name), _resolve(torch, name)
    if theirs is None:
        pytest.skip(f"torch has no {name}")
    expected = _shape(theirs)
    if expected is None or any(k is inspect.Parameter.VAR_POSITIONAL for _, k, _ in expected):
        pytest.skip(f"torch's {name} has no introspectable signature")
    if name in GAPS:
        assert _shape(ours) != expected, f"{name} now matches torch: remove it from GAPS"
        pytest.xfail(GAPS[name])
    assert _shape(ours) == expected


@pytest.mark.parametrize("name", ["RNN", "LSTM", "GRU"])
def test_recurrent_layer_keywords_match_torch(torch, name):
    """torch's RNN/LSTM/GRU take (*args, **kwargs); the options they accept are these."""
    kwargs = {"num_layers": 2, "bias": False, "batch_first": True, "dropout": 0.25,
              "bidirectional": True, "device": "cpu", "dtype": torch.float64}
    if name == "LSTM":
        kwargs["proj_size"] = 2
    theirs = getattr(torch.nn, name)(3, 4, **kwargs)
    ours = getattr(tp.nn, name)(3, 4, **{**kwargs, "dtype": tp.float64})
    assert repr(ours) == repr(theirs)
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]


def _module_methods(cls) -> list[str]:
    return sorted(n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n, None)))


MODULE_METHODS = _module_methods(tp.nn.Module)
# Module methods of torch tensorplay does not have (checked to be absent, so an entry goes once
# it is added), each with the reason.
MODULE_METHOD_GAPS = {
    "ipu": "CPU only", "xpu": "CPU only", "mtia": "CPU only",
    "share_memory": "no shared-memory tensors", "type": "no storage types",
    "get_extra_state": "no extra state in state dicts", "set_extra_state": "no extra state",
    "register_state_dict_pre_hook": "no state-dict hooks",
    "register_state_dict_post_hook": "no state-dict hooks",
    "register_load_state_dict_pre_hook": "no state-dict hooks",
    "register_load_state_dict_post_hook": "no state-dict hooks",
    "register_backward_hook": "the deprecated non-full backward hook",
}


@pytest.mark.parametrize("name", MODULE_METHODS)
def test_module_method_signature_matches_torch(torch, name):
    """Every public Module method takes torch's parameters (names, kinds, defaults)."""
    theirs = getattr(torch.nn.Module, name, None)
    if theirs is None:
        pytest.skip(f"torch.nn.Module has no {name}")
    assert _shape(getattr(tp.nn.Module, name)) == _shape(theirs)


def test_module_has_torchs_methods(torch):
    missing = sorted(set(_module_methods(torch.nn.Module)) - set(MODULE_METHODS))
    assert set(MODULE_METHOD_GAPS) >= set(missing), f"not listed in MODULE_METHOD_GAPS: {missing}"
    assert not set(MODULE_METHOD_GAPS) & set(MODULE_METHODS), "implemented: drop from the gaps"
