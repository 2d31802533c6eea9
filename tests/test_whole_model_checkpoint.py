"""Whole-model checkpoints: `tp.save(model)` / `tp.load(path)` with PyTorch's safety promise.

`weights_only=True` (the default) rebuilds a module only when its class is allow-listed
(`tp.serialization.add_safe_globals` / `safe_globals`), and refuses otherwise with PyTorch's
`pickle.UnpicklingError` and advice; the tests that state this run on tensorplay and torch
(`backend_globals`). TensorPlay's own differences — `tensorplay.nn` classes need no allow-list, a
pickle stays refused under `weights_only=False` — are pinned on tensorplay only
(docs/differences.md `whole-module-checkpoints`). Hostile files are in
tests/reliability/test_module_records_hostile.py.
"""

from __future__ import annotations

import io
import os
import pickle

import numpy as np
import pytest

import tensorplay as tp
from tensorplay import nn

from .torch_oracle import arr, tensorplay_only

pytestmark = pytest.mark.usefixtures("backend_globals")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.head = self.fc  # a shared sub-module: stored once, shared again after loading
        self.register_buffer("count", tp.tensor(7))
        self.register_buffer("cache", tp.ones(2), persistent=False)
        self.scale, self.name, self.sizes, self.extra = 0.5, "net", (3, 2), {"k": [1, None, True]}

    def forward(self, x):
        return self.fc(x) * self.scale


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)

    def forward(self, x):
        return self.lin(x)


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def forward(self, x):
        return self.inner(x)


@pytest.fixture
def saved_globals():
    """Leave the allow-list as the test found it (torch has entries of its own)."""
    before = tp.serialization.get_safe_globals()
    yield
    tp.serialization.clear_safe_globals()
    tp.serialization.add_safe_globals(before)


def checkpoint(model, tmp_path):
    path = tmp_path / "model.ckpt"
    tp.save(model, path)
    return path


def test_a_whole_model_is_refused_unless_allow_listed(tmp_path, saved_globals):
    path = checkpoint(Net(), tmp_path)
    for load in (lambda: tp.load(path), lambda: tp.load(path, weights_only=True)):
        with pytest.raises(pickle.UnpicklingError, match="Weights only load failed") as info:
            load()
        text = str(info.value)
        assert "test_whole_model_checkpoint.Net" in text
        assert "serialization.add_safe_globals([" in text and "serialization.safe_globals([" in text


def test_an_allow_listed_model_comes_back_whole(tmp_path, saved_globals):
    model = Net()
    model.eval()
    with tp.no_grad():
        model.fc.weight.copy_(tp.tensor([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.25]]))
    path = checkpoint(model, tmp_path)
    with tp.serialization.safe_globals([Net, nn.Linear]):
        loaded = tp.load(path)
    assert type(loaded) is Net and type(loaded.fc) is nn.Linear
    assert loaded.training is False and loaded.fc.training is False
    assert loaded.head is loaded.fc
    assert (loaded.scale, loaded.name, loaded.sizes, loaded.extra) == (0.5, "net", (3, 2), {"k": [1, None, True]})
    assert [n for n, _ in loaded.named_parameters()] == ["fc.weight", "fc.bias"]
    assert all(p.requires_grad and isinstance(p, nn.Parameter) for p in loaded.parameters())
    assert arr(loaded.count).tolist() == 7 and arr(loaded.cache).tolist() == [1.0, 1.0]
    assert list(loaded.state_dict()) == list(model.state_dict())
    assert "cache" not in loaded.state_dict()  # still not persistent
    x = tp.tensor([[1.0, -1.0, 2.0]])
    np.testing.assert_array_equal(arr(loaded(x)), arr(model(x)))
    loaded(x).sum().backward()
    np.testing.assert_allclose(arr(loaded.fc.weight.grad), [[0.5, -0.5, 1.0]] * 2)


def test_add_get_and_clear_safe_globals(tmp_path, saved_globals):
    path = checkpoint(Net(), tmp_path)
    tp.serialization.add_safe_globals([Net, nn.Linear])
    assert Net in tp.serialization.get_safe_globals()
    assert type(tp.load(path)) is Net
    tp.serialization.clear_safe_globals()
    assert tp.serialization.get_safe_globals() == []
    with pytest.raises(pickle.UnpicklingError, match="Weights only load failed"):
        tp.load(path)
    with tp.serialization.safe_globals([Net, nn.Linear]):
        assert Net in tp.serialization.get_safe_globals()
    assert tp.serialization.get_safe_globals() == []


def test_every_user_class_in_the_tree_must_be_allow_listed(tmp_path, saved_globals):
    path = checkpoint(Outer(), tmp_path)
    with tp.serialization.safe_globals([Outer, nn.Linear]):
        with pytest.raises(pickle.UnpicklingError, match=r"test_whole_model_checkpoint\.Inner"):
            tp.load(path)
    with tp.serialization.safe_globals([Outer, Inner, nn.Linear]):
        loaded = tp.load(path)
    assert type(loaded.inner) is Inner and type(loaded.inner.lin) is nn.Linear


def test_weights_only_false_trusts_the_file(tmp_path, saved_globals):
    model = Outer()
    loaded = tp.load(checkpoint(model, tmp_path), weights_only=False)
    assert type(loaded) is Outer and type(loaded.inner) is Inner
    np.testing.assert_array_equal(arr(loaded.inner.lin.weight), arr(model.inner.lin.weight))


def test_a_model_inside_a_dict_and_a_file_object(saved_globals):
    model = Net()
    buf = io.BytesIO()
    tp.save({"model": model, "epoch": 3}, buf)
    buf.seek(0)
    with tp.serialization.safe_globals([Net, nn.Linear]):
        out = tp.load(buf)
    assert out["epoch"] == 3 and type(out["model"]) is Net


# ---- tensorplay's own: documented differences ----------------------------------------------------


def test_tensorplay_nn_classes_need_no_allow_list(backend, tmp_path, saved_globals):
    tensorplay_only(backend, "whole-module-checkpoints")
    model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU(), nn.Flatten(),
                          nn.Linear(8, 2), nn.Dropout(0.1))
    model.eval()
    loaded = tp.load(checkpoint(model, tmp_path))
    assert repr(loaded) == repr(model)
    x = tp.randn(1, 1, 4, 4)
    np.testing.assert_array_equal(arr(loaded(x)), arr(model(x)))
    layer = nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0)
    again = tp.load(checkpoint(layer, tmp_path))
    assert again.activation is layer.activation  # an op of tp, stored by name
    y = tp.randn(3, 1, 4)
    np.testing.assert_allclose(arr(again(y)), arr(layer(y)), rtol=1e-6)


def test_weights_only_false_still_refuses_pickles(backend, tmp_path, torch):
    tensorplay_only(backend, "whole-module-checkpoints")
    path, legacy = tmp_path / "torch.pt", tmp_path / "legacy.pt"
    torch.save(torch.nn.Linear(2, 2), path)
    torch.save(torch.nn.Linear(2, 2), legacy, _use_new_zipfile_serialization=False)
    with pytest.raises(ValueError, match="it holds pickled objects"):
        tp.load(path, weights_only=False)
    with pytest.raises(ValueError, match=r"it is a pickle.*never unpickles"):
        tp.load(legacy, weights_only=False)


def test_what_cannot_be_saved_is_refused_before_writing(backend, tmp_path):
    tensorplay_only(backend, "whole-module-checkpoints")
    path = tmp_path / "model.ckpt"
    tp.save({"v": 1}, path)

    def local_class():
        class Local(nn.Module):
            pass
        return Local()

    with_lambda = Net()
    with_lambda.act = lambda x: x
    hooked = Net()
    hooked.register_forward_hook(lambda m, i, o: o)
    with_set = Net()
    with_set.tags = {"a"}
    cases = [(with_lambda, "obj.act is the function"), (hooked, "obj has hooks"),
             (local_class(), "cannot be found again"), (with_set, "obj.tags is a set")]
    for model, words in cases:
        with pytest.raises(TypeError, match=words):
            tp.save(model, path)
    assert tp.load(path) == {"v": 1} and os.listdir(tmp_path) == ["model.ckpt"]


def test_a_file_without_modules_keeps_format_version_1(backend):
    """Older readers still read every checkpoint that holds no whole module."""
    tensorplay_only(backend, "whole-module-checkpoints")
    import json
    import zipfile

    for obj, version in (({"w": tp.ones(2)}, 1), (nn.Linear(2, 2), 2)):
        buf = io.BytesIO()
        tp.save(obj, buf)
        raw = np.load(io.BytesIO(zipfile.ZipFile(buf).read("__tensorplay__.npy")))
        assert json.loads(raw.tobytes())["version"] == version
