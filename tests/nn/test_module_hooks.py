"""Module hooks and the module utilities PyTorch users rely on, run on tensorplay and on
torch with identical weights: same calls, same values."""

from __future__ import annotations

import numpy as np
import pytest

W = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]])
B = np.array([0.1, -0.2])
X = np.array([[1.0, 2.0, -1.0], [0.5, -0.5, 3.0]])


def _linear(tp):
    lin = tp.nn.Linear(3, 2).double()
    with tp.no_grad():
        lin.weight.copy_(tp.tensor(W))
        lin.bias.copy_(tp.tensor(B))
    return lin


def _np(t):
    return None if t is None else t.detach().numpy()


def test_forward_pre_hook_and_forward_hook(backend):
    tp = backend
    lin = _linear(tp)
    calls = []
    h1 = lin.register_forward_pre_hook(lambda m, args: (args[0] * 2,))
    h2 = lin.register_forward_hook(lambda m, args, out: out + 1)
    lin.register_forward_pre_hook(lambda m, args: calls.append("first"), prepend=True)
    lin.register_forward_hook(lambda m, args, kwargs, out: calls.append(sorted(kwargs)), with_kwargs=True)
    x = tp.tensor(X)
    np.testing.assert_allclose(_np(lin(x)), 2 * X @ W.T + B + 1)
    assert calls == ["first", []]
    h1.remove()
    h2.remove()
    np.testing.assert_allclose(_np(lin(x)), X @ W.T + B)
    with lin.register_forward_pre_hook(lambda m, args, kwargs: ((args[0] - 1,), kwargs), with_kwargs=True):
        np.testing.assert_allclose(_np(lin(x)), (X - 1) @ W.T + B)
    np.testing.assert_allclose(_np(lin(x)), X @ W.T + B)


def test_full_backward_hook(backend):
    tp = backend
    lin = _linear(tp)
    seen = []

    def hook(m, grad_input, grad_output):
        seen.append(([_np(g) for g in grad_input], [_np(g) for g in grad_output]))
        return (grad_input[0] * 3,)

    pre = []
    lin.register_full_backward_pre_hook(lambda m, go: pre.append(_np(go[0])))
    handle = lin.register_full_backward_hook(hook)
    x = tp.tensor(X, requires_grad=True)
    (lin(x) * tp.tensor([[1.0, 2.0], [3.0, 4.0]])).sum().backward()
    go = np.array([[1.0, 2.0], [3.0, 4.0]])
    (gi,), (got_go,) = seen[0]
    np.testing.assert_allclose(got_go, go)
    np.testing.assert_allclose(pre[0], go)
    np.testing.assert_allclose(gi, go @ W)
    np.testing.assert_allclose(_np(x.grad), 3 * go @ W)  # the hook replaced grad_input
    np.testing.assert_allclose(_np(lin.weight.grad), go.T @ X)
    handle.remove()
    x.grad = None
    lin(x).sum().backward()
    assert len(seen) == 1
    # No input requires grad: the hook still runs, with grad_input (None,)
    lin2 = _linear(tp)
    got = []
    lin2.register_full_backward_hook(lambda m, gi, go: got.append((gi, _np(go[0]))))
    with pytest.warns(UserWarning, match="no inputs require gradients"):
        lin2(tp.tensor(X)).sum().backward()
    assert got[0][0] == (None,)
    np.testing.assert_allclose(got[0][1], np.ones((2, 2)))


def test_module_utilities(backend):
    tp = backend
    net = tp.nn.Sequential(tp.nn.Linear(3, 4), tp.nn.ReLU(), tp.nn.Sequential(tp.nn.Linear(4, 2)))
    assert [n for n, _ in net.named_modules()] == ["", "0", "1", "2", "2.0"]
    assert [n for n, _ in net.named_modules(prefix="net")] == ["net", "net.0", "net.1", "net.2", "net.2.0"]
    seen = []
    assert net.apply(lambda m: seen.append(type(m).__name__)) is net
    assert seen == ["Linear", "ReLU", "Linear", "Sequential", "Sequential"]
    assert net.requires_grad_(False) is net
    assert not any(p.requires_grad for p in net.parameters())
    net.requires_grad_()
    net(tp.ones(2, 3)).sum().backward()
    net.zero_grad(set_to_none=False)
    assert all(p.grad is not None and float(p.grad.abs().sum()) == 0 for p in net.parameters())
    net.zero_grad()
    assert all(p.grad is None for p in net.parameters())
    m = tp.nn.Module()
    m.register_buffer("kept", tp.ones(2))
    m.register_buffer("scratch", tp.zeros(2), persistent=False)
    assert list(m.state_dict()) == ["kept"]
    assert [n for n, _ in m.named_buffers()] == ["kept", "scratch"]
    assert repr(tp.nn.Linear(3, 4, bias=False)) == "Linear(in_features=3, out_features=4, bias=False)"


def test_custom_extra_repr(backend):
    """A user's extra_repr fills the parentheses, one line on its own and before the
    children otherwise; multi-line text is indented with them."""
    class Scaled(backend.nn.Module):
        def __init__(self, k):
            super().__init__()
            self.k = k

        def extra_repr(self):
            return f"k={self.k}"

    class Block(Scaled):
        def __init__(self):
            super().__init__(2)
            self.inner = Scaled(3)

        def extra_repr(self):
            return "first\nsecond"

    assert repr(Scaled(1.5)) == "Scaled(k=1.5)"
    assert repr(Block()) == "Block(\n  first\n  second\n  (inner): Scaled(k=3)\n)"


def test_clip_grad(backend):
    tp = backend
    a = tp.nn.Parameter(tp.tensor([3.0, -4.0], dtype=tp.float64))
    b = tp.nn.Parameter(tp.tensor([[12.0]], dtype=tp.float64))
    c = tp.nn.Parameter(tp.tensor([1.0], dtype=tp.float64))  # no grad: ignored
    a.grad, b.grad = tp.tensor([3.0, -4.0], dtype=tp.float64), tp.tensor([[12.0]], dtype=tp.float64)
    total = tp.nn.utils.clip_grad_norm_([a, b, c], max_norm=6.5)
    assert float(total) == pytest.approx(13.0) and total.dtype == tp.float64
    np.testing.assert_allclose(_np(a.grad), np.array([3.0, -4.0]) * 6.5 / (13 + 1e-6))
    total = tp.nn.utils.clip_grad_norm_([a, b], max_norm=100.0, norm_type=float("inf"))
    assert float(total) == pytest.approx(6.0, rel=1e-6)
    np.testing.assert_allclose(_np(b.grad), [[12.0 * 6.5 / (13 + 1e-6)]])
    total = tp.nn.utils.clip_grad_norm_(a, max_norm=1.0, norm_type=1)
    assert float(total) == pytest.approx(3.5, rel=1e-6)
    b.grad = tp.tensor([[float("nan")]], dtype=tp.float64)
    with pytest.raises(RuntimeError, match="non-finite"):
        tp.nn.utils.clip_grad_norm_([a, b], 1.0, error_if_nonfinite=True)
    a.grad = tp.tensor([0.5, -3.0], dtype=tp.float64)
    tp.nn.utils.clip_grad_value_([a], 1.0)
    np.testing.assert_allclose(_np(a.grad), [0.5, -1.0])


def test_parameters_vector_round_trip(backend):
    tp = backend
    lin = _linear(tp)
    vec = tp.nn.utils.parameters_to_vector(lin.parameters())
    np.testing.assert_allclose(_np(vec), np.concatenate([W.ravel(), B]))
    assert vec.requires_grad
    tp.nn.utils.vector_to_parameters(vec.detach() * 2, lin.parameters())
    np.testing.assert_allclose(_np(lin.weight), 2 * W)
    np.testing.assert_allclose(_np(lin.bias), 2 * B)
    with pytest.raises(TypeError, match="expected"):
        tp.nn.utils.vector_to_parameters([1.0], lin.parameters())


def test_pad_sequence(backend):
    tp = backend
    a = tp.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], requires_grad=True)
    b = tp.tensor([[7.0, 8.0]], requires_grad=True)
    out = tp.nn.utils.rnn.pad_sequence([a, b])
    assert tuple(out.shape) == (3, 2, 2)
    np.testing.assert_allclose(_np(out[:, 1]), [[7, 8], [0, 0], [0, 0]])
    out = tp.nn.utils.rnn.pad_sequence([a, b], batch_first=True, padding_value=-1.0, padding_side="left")
    np.testing.assert_allclose(_np(out[1]), [[-1, -1], [-1, -1], [7, 8]])
    (out * out).sum().backward()
    np.testing.assert_allclose(_np(b.grad), [[14.0, 16.0]])


def test_forward_hook_always_call(backend):
    """always_call hooks run even when forward raises (with output None), after the error
    the others are skipped; a raising always_call hook then only warns; remove() drops it."""
    tp = backend

    class Failing(tp.nn.Module):
        def forward(self, x):
            raise ValueError("forward failed")

    m = Failing()
    seen = []
    m.register_forward_hook(lambda mod, args, out: seen.append(("plain", out)))
    handle = m.register_forward_hook(lambda mod, args, out: seen.append(("always", out)),
                                     always_call=True)
    m.register_forward_hook(lambda mod, args, kwargs, out: seen.append(("kw", sorted(kwargs))),
                            with_kwargs=True, always_call=True)
    with pytest.raises(ValueError, match="forward failed"):
        m(tp.ones(2))
    assert seen == [("always", None), ("kw", [])]

    def broken(mod, args, out):
        raise KeyError("hook failed")

    m.register_forward_hook(broken, always_call=True)
    seen.clear()
    with pytest.warns(UserWarning, match="always_call=True"), pytest.raises(ValueError):
        m(tp.ones(2))
    assert seen == [("always", None), ("kw", [])]
    handle.remove()
    seen.clear()
    with pytest.warns(UserWarning), pytest.raises(ValueError):
        m(tp.ones(2))
    assert seen == [("kw", [])]


def test_always_call_hook_after_a_failing_hook(backend):
    """A hook that raises after forward succeeded: the always_call hooks that did not run yet
    see the output so far; those that ran already are not called twice."""
    tp = backend
    lin = _linear(tp)
    seen = []
    lin.register_forward_hook(lambda m, a, out: seen.append("early"), always_call=True)
    lin.register_forward_hook(lambda m, a, out: 1 / 0)
    lin.register_forward_hook(lambda m, a, out: seen.append(_np(out)), always_call=True)
    with pytest.raises(ZeroDivisionError):
        lin(tp.tensor(X))
    assert seen[0] == "early" and len(seen) == 2
    np.testing.assert_allclose(seen[1], X @ W.T + B)


def test_submodule_and_buffer_access(backend):
    tp = backend
    net = tp.nn.Sequential(tp.nn.Linear(3, 2), tp.nn.BatchNorm1d(2))
    assert net.get_buffer("1.running_mean") is net[1].running_mean
    with pytest.raises(AttributeError, match="not a buffer"):
        net.get_buffer("1.weight")
    new = tp.nn.Linear(3, 2)
    net.set_submodule("0", new)
    assert net[0] is new
    with pytest.raises(AttributeError):
        net.set_submodule("5", tp.nn.ReLU(), strict=True)
    with pytest.raises(ValueError):
        net.set_submodule("", tp.nn.ReLU())
    assert len(list(tp.nn.Sequential(new, new).modules(remove_duplicate=False))) == 3
    assert len(list(tp.nn.Sequential(new, new).modules())) == 2
    shapes = {k: tuple(v.shape) for k, v in net.state_dict().items()}
    assert net.to_empty(device="cpu") is net
    assert {k: tuple(v.shape) for k, v in net.state_dict().items()} == shapes
    with pytest.warns(FutureWarning, match="Positional args"):
        sd = net.state_dict(None, "pre.")
    assert sorted(sd) == sorted("pre." + k for k in shapes)


def test_reassigned_parameter_keeps_its_place(backend):
    tp = backend
    lin = tp.nn.Linear(3, 2)
    lin.weight = tp.nn.Parameter(tp.zeros(2, 3))
    assert [n for n, _ in lin.named_parameters()] == ["weight", "bias"]
    assert list(lin.state_dict()) == ["weight", "bias"]
