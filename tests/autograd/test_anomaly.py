"""Anomaly mode (`autograd.detect_anomaly` / `set_detect_anomaly`), checked against torch: the
flags, the warning at creation, the forward traceback on each node, the NaN check in backward
with PyTorch's message, and the warnings that show the forward call of the failing node."""

from __future__ import annotations

import threading
import warnings

import pytest

import tensorplay as tp
from tensorplay.core.interpreters import any_interpreter

ENABLED = ("Anomaly Detection has been enabled. This mode will increase the runtime and should "
           "only be enabled for debugging.")


def _messages(record) -> list:
    return [str(w.message) for w in record]


@pytest.fixture(autouse=True)
def _mode_off():
    yield
    assert not tp.is_anomaly_enabled(), "a test left anomaly mode on"


def test_flags_and_set_detect_anomaly(backend):
    assert not backend.is_anomaly_enabled() and backend.is_anomaly_check_nan_enabled()
    backend.autograd.set_detect_anomaly(True, check_nan=False)
    try:
        assert backend.is_anomaly_enabled() and not backend.is_anomaly_check_nan_enabled()
    finally:
        backend.autograd.set_detect_anomaly(False)
    assert not backend.is_anomaly_enabled() and backend.is_anomaly_check_nan_enabled()
    with backend.autograd.set_detect_anomaly(True):
        assert backend.is_anomaly_enabled()
    assert not backend.is_anomaly_enabled()


def test_detect_anomaly_warns_when_created_and_restores(backend):
    with pytest.warns(UserWarning) as record:
        ctx = backend.autograd.detect_anomaly(check_nan=False)
    assert _messages(record) == [ENABLED]
    with ctx:
        assert backend.is_anomaly_enabled() and not backend.is_anomaly_check_nan_enabled()
    assert not backend.is_anomaly_enabled() and backend.is_anomaly_check_nan_enabled()


def test_mode_is_process_wide(backend):
    seen = []
    with backend.autograd.set_detect_anomaly(True):
        t = threading.Thread(target=lambda: seen.append(backend.is_anomaly_enabled()))
        t.start()
        t.join()
    assert seen == [True]


def _divide(x):
    return x / x


def test_node_records_forward_traceback(backend):
    x = backend.zeros(3, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with backend.autograd.detect_anomaly():
            y = _divide(x)
    tb = y.grad_fn.metadata["traceback_"]
    assert isinstance(tb, list) and all(isinstance(line, str) for line in tb)
    assert "in _divide\n    return x / x\n" in tb[-1]
    assert "y = _divide(x)" in tb[-2] and "test_node_records_forward_traceback" in tb[-2]
    z = x * 2  # recorded with the mode off: no traceback
    assert "traceback_" not in z.grad_fn.metadata


@pytest.mark.parametrize("make, name, index", [
    (lambda backend, x: _divide(x), "DivBackward0", 1),
    (lambda backend, x: (x / backend.zeros(3)) * 0, "DivBackward0", 0),
])
def test_nan_gradient_raises_and_shows_forward_call(backend, make, name, index):
    x = backend.zeros(3, requires_grad=True)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        with backend.autograd.detect_anomaly():
            y = make(backend, x)
            with pytest.raises(RuntimeError) as err:
                y.sum().backward()
    assert str(err.value) == f"Function '{name}' returned nan values in its {index}th output."
    shown = [m for m in _messages(record) if m.startswith("Error detected")]
    assert len(shown) == 1
    head = f"Error detected in {name}. Traceback of forward call that caused the error:\n"
    assert shown[0].startswith(head)
    assert "y = make(backend, x)" in shown[0]
    assert x.grad is None


def test_check_nan_false_lets_nan_through(backend):
    x = backend.zeros(2, requires_grad=True)
    with pytest.warns(UserWarning):
        ctx = backend.autograd.detect_anomaly(check_nan=False)
    with ctx:
        _divide(x).sum().backward()
    assert x.grad.isnan().all()


def test_without_anomaly_mode_nan_passes(backend):
    x = backend.zeros(2, requires_grad=True)
    _divide(x).sum().backward()
    assert x.grad.isnan().all()


def test_node_made_outside_the_mode_has_no_forward_information(backend):
    x = backend.zeros(2, requires_grad=True)
    y = _divide(x)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        with backend.autograd.detect_anomaly(), pytest.raises(RuntimeError, match="nan values"):
            y.sum().backward()
    assert ("Error detected in DivBackward0. No forward pass information available. Enable "
            "detect anomaly during forward pass for more information.") in " ".join(
                _messages(record))


def _functions(backend):
    class Nan(backend.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            return a.clone()

        @staticmethod
        def backward(ctx, g):
            return g * float("nan")

    class Boom(backend.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            return a.clone()

        @staticmethod
        def backward(ctx, g):
            raise ValueError("boom")

    return Nan, Boom


def test_custom_function_nan_and_error(backend):
    nan_fn, boom_fn = _functions(backend)
    a = backend.ones(2, requires_grad=True)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        with backend.autograd.detect_anomaly():
            b = nan_fn.apply(a)
            assert any("b = nan_fn.apply(a)" in line for line in b.grad_fn.metadata["traceback_"])
            with pytest.raises(RuntimeError, match=r"^Function 'NanBackward' returned nan values "
                                                   r"in its 0th output\.$"):
                b.sum().backward()
            c = boom_fn.apply(a)
            with pytest.raises(ValueError, match="boom"):
                c.sum().backward()
    shown = [m for m in _messages(record) if m.startswith("Error detected")]
    assert [m.split(".")[0] for m in shown] == ["Error detected in NanBackward",
                                                "Error detected in BoomBackward"]
    assert "c = boom_fn.apply(a)" in shown[1]


def test_double_backward_names_the_parent(backend):
    x = backend.tensor([0.0], requires_grad=True)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        with backend.autograd.detect_anomaly():
            y = x.sqrt()
            (g,) = backend.autograd.grad(y.sum(), x, create_graph=True)
            assert g.grad_fn.name() == "DivBackward0"
            assert g.grad_fn.metadata["parent_"].name() == "SqrtBackward0"
            with pytest.raises(RuntimeError, match="'DivBackward0' returned nan values in its 1th"):
                g.backward(backend.zeros(1))
    msgs = _messages(record)
    induced = [m for m in msgs if "Previous calculation" in m]
    assert len(induced) == 1
    assert induced[0].startswith("\n\nPrevious calculation was induced by SqrtBackward0. Traceback "
                                 "of forward call that induced the previous calculation:\n")
    assert "y = x.sqrt()" in induced[0]


def test_gradients_unchanged_in_anomaly_mode(backend):
    x = backend.tensor([1.0, 2.0, 3.0], requires_grad=True)
    with backend.autograd.set_detect_anomaly(True):
        (x.exp() * x).sum().backward()
        (g,) = backend.autograd.grad((x * x).sum(), x)
    assert x.grad.tolist() == pytest.approx([((v + 1) * 2.718281828459045 ** v) for v in (1, 2, 3)])
    assert g.tolist() == [2.0, 4.0, 6.0]


# ---- tensorplay's own surface --------------------------------------------------------------
def test_tensorplay_decorator_and_autograd_aliases():
    with pytest.warns(UserWarning, match="Anomaly Detection has been enabled"):
        @tp.autograd.detect_anomaly()
        def inside():
            return tp.autograd.is_anomaly_enabled(), tp.autograd.is_anomaly_check_nan_enabled()

    assert inside() == (True, True)
    assert not tp.autograd.is_anomaly_enabled()
    tp.set_anomaly_enabled(True, False)
    try:
        assert tp.is_anomaly_enabled() and not tp.is_anomaly_check_nan_enabled()
    finally:
        tp.set_anomaly_enabled(False)


def test_general_path_is_held_only_while_enabled():
    assert not any_interpreter
    with tp.autograd.set_detect_anomaly(True):
        assert len(any_interpreter) == 1
        with tp.autograd.set_detect_anomaly(True):
            assert len(any_interpreter) == 1  # enabling twice holds once
        assert len(any_interpreter) == 1
    assert not any_interpreter


def test_func_grad_checks_nan_too():
    with tp.autograd.set_detect_anomaly(True), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(RuntimeError, match="'DivBackward0' returned nan"):
            tp.func.grad(lambda x: _divide(x).sum())(tp.zeros(2))
        assert tp.func.grad(lambda x: (x * x).sum())(tp.ones(2)).tolist() == [2.0, 2.0]


def test_traceback_ends_at_the_callers_frame():
    import os

    package = os.path.dirname(tp.__file__)
    x = tp.ones(2, requires_grad=True)
    with tp.autograd.set_detect_anomaly(True):
        nodes = [(x * 2).grad_fn, x.sin().grad_fn, tp.nn.functional.relu(x).grad_fn]
    for node in nodes[:2]:
        last = node.metadata["traceback_"][-1]
        assert "test_traceback_ends_at_the_callers_frame" in last and package not in last
    # as torch.nn.functional.relu, the Python function of the nn API stays (its op is dropped)
    *_, caller, last = nodes[2].metadata["traceback_"]
    assert "test_traceback_ends_at_the_callers_frame" in caller
    assert "in relu" in last and "_generated" not in last
