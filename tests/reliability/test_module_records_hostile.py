"""Promise: a whole-module record in a hostile file runs no code and allocates within bounds.

A module record names a class (`module:qualname`) and lists the state to put in it. Whatever it
names, `tp.load` imports nothing (with `weights_only=True`), calls no function and no `__init__`,
builds only `Module` subclasses, and answers a forged record with one `ValueError` naming the
file, or PyTorch's `pickle.UnpicklingError` for a class that is not allow-listed.
"""

from __future__ import annotations

import collections
import json
import os
import pickle
import sys

import numpy as np
import pytest

import tensorplay as tp

from .test_safe_loading import archive, check_bounded, needs_proc, npy, npy_header

LINEAR = "tensorplay.nn.modules.linear:Linear"
SEQUENTIAL = "tensorplay.nn.modules.container:Sequential"


def record(cls: str = SEQUENTIAL, *, parameters=(), buffers=(), modules=(), attributes=(),
           training=True) -> dict:
    return {"module": {"class": cls, "training": training, "parameters": list(parameters),
                       "buffers": list(buffers), "modules": list(modules),
                       "attributes": list(attributes)}}


def write(tmp_path, tree, members=None, name="m.tp"):
    path = tmp_path / name
    manifest = {"format": "tensorplay.save", "version": 2, "tree": tree}
    path.write_bytes(archive(members or {}, manifest))
    return path


@pytest.fixture
def no_system(monkeypatch):
    """os.system (and posix.system) replaced by a recorder: any call is a failure."""
    calls = []
    monkeypatch.setattr(os, "system", lambda *a: calls.append(a))
    monkeypatch.setattr(sys.modules[os.name], "system", lambda *a: calls.append(a))
    yield calls
    assert calls == [], "tp.load called os.system"


@pytest.mark.parametrize("name", ["os:system", "posix:system", "builtins:eval",
                                  "subprocess:Popen", "collections:OrderedDict"])
def test_a_class_path_outside_the_allow_list_is_refused(tmp_path, no_system, name):
    path = write(tmp_path, record(name))
    with pytest.raises(pickle.UnpicklingError, match=r"Weights only load failed.*add_safe_globals"):
        tp.load(path)


@pytest.mark.parametrize("name", ["os:system", "builtins:eval", "collections:OrderedDict",
                                  "subprocess:Popen"])
def test_weights_only_false_still_builds_only_modules(tmp_path, no_system, name):
    path = write(tmp_path, record(name))
    with pytest.raises(ValueError, match=r"^tp\.load: .*m\.tp is damaged: .*not a tensorplay\.nn\.Module"):
        tp.load(path, weights_only=False)


def test_an_allow_listed_non_module_class_is_not_built(tmp_path):
    path = write(tmp_path, record("collections:OrderedDict"))
    with tp.serialization.safe_globals([collections.OrderedDict]), \
            pytest.raises(ValueError, match=r"not a tensorplay\.nn\.Module subclass"):
        tp.load(path)


def test_nothing_is_imported_under_weights_only(tmp_path):
    for name in ["tensorplay_no_such_module:Net", "tensorplay.nn.no_such_module:Net"]:
        path = write(tmp_path, record(name))
        with pytest.raises((pickle.UnpicklingError, ValueError)):
            tp.load(path)
        assert name.split(":")[0] not in sys.modules


@pytest.mark.parametrize("name", ["tensorplay.nn.parameter:Parameter", "tensorplay.nn:functional",
                                  "tensorplay.nn.modules.linear:Module", "tensorplay.nn.modules.linear:np",
                                  "tensorplay.nn.modules.linear:Linear.__init__",
                                  "tensorplay.nn.modules.linear:__builtins__", "Linear", 3, None])
def test_tensorplay_nn_names_must_be_module_classes_under_their_own_name(tmp_path, name):
    path = write(tmp_path, record(name))
    with pytest.raises(ValueError, match=r"m\.tp is damaged"):
        tp.load(path)


@pytest.mark.parametrize(("name", "error"), [
    ("os:system", pickle.UnpicklingError), ("builtins:exec", pickle.UnpicklingError),
    ("tensorplay:save", ValueError), ("tensorplay:_FUNCTIONS", ValueError),
    ("tensorplay.nn.functional:__builtins__", ValueError), ("tensorplay:Tensor", ValueError),
])
def test_a_function_attribute_outside_the_ops_is_refused(tmp_path, no_system, name, error):
    path = write(tmp_path, record(attributes=[["activation", {"global": name}]]))
    with pytest.raises(error):
        tp.load(path)


def test_ops_by_name_are_allowed(tmp_path):
    path = write(tmp_path, record(attributes=[["activation", {"global": "tensorplay:relu"}],
                                              ["kind", {"dtype": "float64"}]]))
    m = tp.load(path)
    assert m.activation is tp.relu and m.kind is tp.float64


@pytest.mark.parametrize("depth", [2_000, 60_000])
def test_a_deep_recursion_bomb_is_a_value_error(tmp_path, depth):
    head = (f'{{"module": {{"class": "{SEQUENTIAL}", "training": true, "parameters": [], '
            '"buffers": [], "modules": [["0", ')
    tail = ']], "attributes": []}}'
    tree = head * depth + '{"value": null}' + tail * depth
    manifest = f'{{"format": "tensorplay.save", "version": 2, "tree": {tree}}}'.encode()
    assert len(manifest) < 2**24
    path = tmp_path / "deep.tp"
    path.write_bytes(archive({}, manifest))
    with pytest.raises(ValueError, match=r"^tp\.load: .*deep\.tp is damaged"):
        tp.load(path)


def test_shared_and_cyclic_modules_are_references(tmp_path):
    inner = record(LINEAR, parameters=[["weight", {"tensor": "t0", "parameter": True}],
                                       ["bias", {"value": None}]],
                   attributes=[["in_features", {"int": 2}], ["out_features", {"int": 2}]])
    tree = record(modules=[["0", inner], ["1", {"module_ref": 1}]],
                  attributes=[["me", {"module_ref": 0}]])
    m = tp.load(write(tmp_path, tree, {"t0.npy": npy(np.eye(2, dtype=np.float32))}))
    assert m[0] is m[1] and m.me is m
    np.testing.assert_array_equal(m(tp.ones(1, 2)).detach().numpy(), [[1.0, 1.0]])


@pytest.mark.parametrize("ref", [2, -1, True, "0", 10**30, None])
def test_a_reference_to_a_module_not_yet_read_is_damaged(tmp_path, ref):
    path = write(tmp_path, record(modules=[["0", {"module_ref": ref}]]))
    with pytest.raises(ValueError, match=r"m\.tp is damaged"):
        tp.load(path)


BAD_RECORDS = {
    "missing_field": {"module": {"class": SEQUENTIAL, "training": True}},
    "extra_field": {"module": {**record()["module"], "code": "print(1)"}},
    "training_not_bool": record(training="yes"),
    "not_a_dict": {"module": [SEQUENTIAL]},
    "dunder_attribute": record(attributes=[["__class__", {"value": None}]]),
    "dict_attribute": record(attributes=[["__dict__", {"dict": []}]]),
    "internal_attribute": record(attributes=[["_parameters", {"dict": []}]]),
    "dotted_name": record(modules=[["a.b", {"value": None}]]),
    "empty_name": record(parameters=[["", {"value": None}]]),
    "duplicate_name": record(parameters=[["w", {"value": None}]], buffers=[["w", {"value": None}, True]]),
    "parameter_not_parameter": record(parameters=[["w", {"tensor": "t0"}]]),
    "buffer_not_tensor": record(buffers=[["b", {"int": 3}, True]]),
    "persistent_not_bool": record(buffers=[["b", {"value": None}, "no"]]),
    "module_not_module": record(modules=[["0", {"int": 3}]]),
    "pairs_not_pairs": record(attributes=[["a"]]),
    "name_not_str": record(attributes=[[3, {"int": 3}]]),
    "dtype_unknown": record(attributes=[["d", {"dtype": "complex128"}]]),
    "global_not_a_name": record(attributes=[["f", {"global": ["os", "system"]}]]),
    "class_huge": record("tensorplay.nn:" + "A" * 100_000),
}


@pytest.mark.parametrize("case", sorted(BAD_RECORDS))
def test_a_forged_record_is_one_clear_error(tmp_path, case):
    path = write(tmp_path, BAD_RECORDS[case], {"t0.npy": npy(np.ones(2, dtype=np.float32))})
    with pytest.raises(ValueError, match=r"^tp\.load: .*m\.tp is damaged") as info:
        tp.load(path)
    assert len(str(info.value)) < 400


@needs_proc
def test_a_huge_parameter_in_a_record_is_refused_without_allocating(tmp_path):
    tree = record(LINEAR, parameters=[["weight", {"tensor": "t0", "parameter": True}]])
    manifest = {"format": "tensorplay.save", "version": 2, "tree": tree}
    forged = archive({"t0.npy": npy_header((10**6, 10**6), "<f4")}, json.loads(json.dumps(manifest)))
    check_bounded("refused(lambda: tp.load('TMP/h.tp'), 'h.tp', '(1000000, 1000000)', 'declares')",
                  tmp_path, **{"h.tp": forged})


@needs_proc
def test_many_references_to_one_huge_record_stay_bounded(tmp_path):
    """A million references to one module are a million pointers, not a million copies."""
    tree = record(modules=[["0", record(LINEAR, parameters=[["weight", {"tensor": "t0", "parameter": True}]])]]
                  + [[str(i), {"module_ref": 1}] for i in range(1, 300_000)])
    manifest = {"format": "tensorplay.save", "version": 2, "tree": tree}
    data = archive({"t0.npy": npy(np.ones((256, 256), dtype=np.float32))}, manifest)
    (tmp_path / "refs.tp").write_bytes(data)
    check_bounded("m = tp.load('TMP/refs.tp'); assert len(m) == 300_000 and m[5] is m[0]; "
                  "print('REFUSED none: loaded within bounds')", tmp_path)


def _nested_modules(depth: int) -> str:
    head = (f'{{"module": {{"class": "{SEQUENTIAL}", "training": true, "parameters": [], '
            '"buffers": [], "modules": [["0", ')
    tail = ']], "attributes": []}}'
    return head * depth + '{"value": null}' + tail * depth


@pytest.mark.parametrize("kind", ["modules", "lists"])
def test_nesting_is_bounded_by_the_loader_not_by_the_stack(tmp_path, kind):
    """A file nested deeper than MAX_NESTING is refused by an explicit check that names the
    limit (not by Python's recursion limit), and one just inside the limit loads."""
    from tensorplay.serialization import MAX_NESTING

    def tree(depth):
        if kind == "modules":
            return _nested_modules(depth)
        return '{"list": [' * depth + '{"int": 7}' + "]}" * depth

    def save(depth):
        manifest = f'{{"format": "tensorplay.save", "version": 2, "tree": {tree(depth)}}}'
        path = tmp_path / f"{kind}{depth}.tp"
        path.write_bytes(archive({}, manifest.encode()))
        return path

    with pytest.raises(ValueError, match=rf"is damaged: its entries nest more than {MAX_NESTING} levels deep"):
        tp.load(save(MAX_NESTING + 5))
    inner = tp.load(save(MAX_NESTING // 2 - 1))
    for _ in range(MAX_NESTING // 2 - 1):
        inner = inner[0]
    assert inner == 7 or inner is None
