"""functional_call and stack_module_state (torch.func semantics): swapping and restoring a
module's tensors, tied weights, strict mode, model ensembling with vmap and per-sample
gradients with vmap(grad) over functional_call; on tensorplay and on torch.func."""

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
import tensorplay.nn as nn
import tensorplay.nn.functional as NF

pytestmark = pytest.mark.usefixtures("backend_globals")


def close(a, b, tol=1e-5):
    a = a.detach().numpy() if isinstance(a, tp.Tensor) else np.asarray(a)
    b = b.detach().numpy() if isinstance(b, tp.Tensor) else np.asarray(b)
    np.testing.assert_allclose(a, b, rtol=tol, atol=tol)


class Scaled(nn.Module):
    """Linear layer times a buffer."""

    def __init__(self, i=3, o=2):
        super().__init__()
        self.lin = nn.Linear(i, o)
        self.register_buffer("scale", tp.randn(o))

    def forward(self, x):
        return self.lin(x) * self.scale


class Counter(nn.Module):
    """Reassigns its buffer during forward (the torch docs example)."""

    def __init__(self):
        super().__init__()
        self.register_buffer("foo", tp.zeros(()))

    def forward(self, x):
        self.foo = self.foo + 1
        return x + self.foo


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.foo = nn.Parameter(tp.ones(()))
        self.register_parameter("foo_tied", self.foo)

    def forward(self, x):
        return x + self.foo + self.foo_tied


class Boom(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(tp.ones(2))

    def forward(self, x):
        _ = x * self.w
        raise ValueError("boom")


def mlp(seed=0):
    tp.manual_seed(seed)
    return nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))


# ───────────────────────────── functional_call ─────────────────────────────

def test_exported():
    assert "functional_call" in F.__all__ and "stack_module_state" in F.__all__
    assert F.functional_call is tp.func.functional_call


def test_replaces_parameters_and_restores_them():
    m = nn.Linear(3, 2)
    w0, b0 = m.weight, m.bias
    w = tp.randn(2, 3)
    b = tp.randn(2)
    x = tp.randn(5, 3)
    out = F.functional_call(m, {"weight": w, "bias": b}, (x,))
    close(out, x.numpy() @ w.numpy().T + b.numpy())
    assert m.weight is w0 and m.bias is b0
    assert isinstance(m.weight, nn.Parameter)
    close(m(x), x.numpy() @ w0.detach().numpy().T + b0.detach().numpy())


def test_partial_dict_keeps_other_tensors_and_single_arg():
    m = nn.Linear(3, 2)
    w = tp.randn(2, 3)
    x = tp.randn(3)
    out = F.functional_call(m, {"weight": w}, x)  # args not a tuple: one argument
    close(out, w.numpy() @ x.numpy() + m.bias.detach().numpy())


def test_nested_names_and_tuple_of_dicts():
    m = Scaled()
    params = {k: tp.randn(*v.shape) for k, v in m.named_parameters()}
    buffers = {"scale": tp.randn(2)}
    assert set(params) == {"lin.weight", "lin.bias"}
    x = tp.randn(4, 3)
    out = F.functional_call(m, (params, buffers), (x,))
    ref = (x.numpy() @ params["lin.weight"].numpy().T + params["lin.bias"].numpy()) * buffers["scale"].numpy()
    close(out, ref)
    assert m.scale is not buffers["scale"]


def test_kwargs_are_passed():
    class K(nn.Module):
        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(tp.ones(()))

        def forward(self, x, *, shift=0.0):
            return x * self.w + shift

    out = F.functional_call(K(), {"w": tp.tensor(3.0)}, (tp.tensor(2.0),), {"shift": 1.0})
    close(out, 7.0)


def test_bad_dict_arguments():
    m = nn.Linear(2, 2)
    with pytest.raises(ValueError, match="multiple dictionaries"):
        F.functional_call(m, ({"weight": tp.zeros(2, 2)}, {"weight": tp.zeros(2, 2)}), (tp.zeros(2),))
    with pytest.raises(ValueError, match="dictionaries"):
        F.functional_call(m, ({"weight": tp.zeros(2, 2)}, 3), (tp.zeros(2),))
    with pytest.raises(ValueError, match="dict"):
        F.functional_call(m, 3, (tp.zeros(2),))
    with pytest.raises(TypeError, match=r"not (a tensorplay\.Tensor|an instance of torch\.Tensor)"):
        F.functional_call(m, {"weight": np.zeros((2, 2))}, (tp.zeros(2),))
    w0 = m.weight
    assert m.weight is w0


def test_restored_even_when_forward_raises():
    m = Boom()
    w0 = m.w
    with pytest.raises(ValueError, match="boom"):
        F.functional_call(m, {"w": tp.zeros(2)}, (tp.ones(2),))
    assert m.w is w0
    assert list(dict(m.named_parameters())) == ["w"]


def test_restored_when_a_later_swap_fails():
    m = Scaled()
    w0 = m.lin.weight
    with pytest.raises(TypeError):
        F.functional_call(m, {"lin.weight": tp.zeros(2, 3), "scale": "nope"}, (tp.ones(3),))
    assert m.lin.weight is w0


def test_strict():
    m = Scaled()
    full = {**dict(m.named_parameters()), **dict(m.named_buffers())}
    F.functional_call(m, full, (tp.ones(3),), strict=True)
    with pytest.raises(RuntimeError, match="Missing key"):
        F.functional_call(m, {"lin.weight": tp.zeros(2, 3)}, (tp.ones(3),), strict=True)
    with pytest.raises(RuntimeError, match="Unexpected key"):
        F.functional_call(m, {**full, "extra": tp.zeros(1)}, (tp.ones(3),), strict=True)


def test_unknown_name_is_set_then_removed():
    m = nn.Linear(2, 2)
    F.functional_call(m, {"extra": tp.zeros(1)}, (tp.ones(2),))
    assert not hasattr(m, "extra")


def test_reassigned_buffer_is_reflected_in_the_input_dict():
    m = Counter()
    a = {"foo": tp.zeros(())}
    out = F.functional_call(m, a, (tp.ones(()),))
    close(out, 2.0)
    close(m.foo, 0.0)
    close(a["foo"], 1.0)


def test_tied_weights():
    m = Tied()
    close(m(tp.zeros(())), 2.0)
    a = {"foo": tp.zeros(())}
    close(F.functional_call(m, a, (tp.zeros(()),)), 0.0)
    close(F.functional_call(m, a, (tp.zeros(()),), tie_weights=False), 1.0)
    same = tp.zeros(())
    close(F.functional_call(m, {"foo": same, "foo_tied": same}, (tp.zeros(()),)), 0.0)
    with pytest.raises(ValueError, match="tied"):
        F.functional_call(m, {"foo": tp.zeros(()), "foo_tied": tp.ones(())}, (tp.zeros(()),))
    close(F.functional_call(m, {"foo": tp.zeros(()), "foo_tied": tp.ones(())}, (tp.zeros(()),),
                            tie_weights=False), 1.0)
    assert m.foo is m.foo_tied


def test_grad_over_functional_call_matches_backward():
    m = mlp()
    x, t = tp.randn(6, 4), tp.randn(6, 3)
    params = {k: v.detach() for k, v in m.named_parameters()}

    def loss(p):
        return NF.mse_loss(F.functional_call(m, p, (x,)), t)

    g = F.grad(loss)(params)
    NF.mse_loss(m(x), t).backward()
    assert set(g) == set(params)
    for k, p in m.named_parameters():
        close(g[k], p.grad)


# ───────────────────────────── stack_module_state ─────────────────────────────

def test_stack_module_state_shapes_and_leaves():
    models = [Scaled() for _ in range(4)]
    params, buffers = F.stack_module_state(models)
    assert list(params) == ["lin.weight", "lin.bias"] and list(buffers) == ["scale"]
    assert tuple(params["lin.weight"].shape) == (4, 2, 3)
    assert tuple(buffers["scale"].shape) == (4, 2)
    for k, v in params.items():
        assert v.is_leaf and v.requires_grad and v.grad_fn is None
        for i, m in enumerate(models):
            close(v[i], dict(m.named_parameters())[k])
    assert not buffers["scale"].requires_grad
    # new leaves: gradients reach them, not the models' own parameters
    params["lin.weight"].sum().backward()
    close(params["lin.weight"].grad, np.ones((4, 2, 3)))
    assert all(m.lin.weight.grad is None for m in models)


def test_stack_module_state_without_grad():
    models = [nn.Linear(2, 2).requires_grad_(False) for _ in range(3)]
    params, _ = F.stack_module_state(models)
    assert not any(v.requires_grad for v in params.values())


def test_stack_module_state_errors():
    with pytest.raises(RuntimeError, match="at least one"):
        F.stack_module_state([])
    with pytest.raises(RuntimeError, match="same class"):
        F.stack_module_state([nn.Linear(2, 2), Scaled(2, 2)])
    with pytest.raises(RuntimeError, match="training/eval"):
        F.stack_module_state([nn.Linear(2, 2), nn.Linear(2, 2).eval()])
    a, b = nn.Linear(2, 2), nn.Linear(2, 2)
    b.weight.requires_grad_(False)
    with pytest.raises(RuntimeError, match="requires_grad"):
        F.stack_module_state([a, b])


# ───────────────────────────── with vmap ─────────────────────────────

def test_model_ensembling_with_vmap():
    models = [Scaled(3, 5) for _ in range(4)]
    base = models[0]
    params, buffers = F.stack_module_state(models)
    x = tp.randn(7, 3)
    out = F.vmap(lambda p, b, x: F.functional_call(base, (p, b), (x,)), in_dims=(0, 0, None))(
        params, buffers, x)
    assert tuple(out.shape) == (4, 7, 5)
    for i, m in enumerate(models):
        close(out[i], m(x))
    assert base.lin.weight is dict(base.named_parameters())["lin.weight"]
    assert isinstance(base.lin.weight, nn.Parameter)


def test_model_ensembling_with_a_minibatch_per_model():
    models = [mlp(seed) for seed in range(3)]
    params, buffers = F.stack_module_state(models)
    xs = tp.randn(3, 5, 4)
    out = F.vmap(lambda p, b, x: F.functional_call(models[0], (p, b), (x,)))(params, buffers, xs)
    for i, m in enumerate(models):
        close(out[i], m(xs[i]))


def test_ensemble_gradients_flow_to_stacked_params():
    models = [nn.Linear(3, 2) for _ in range(3)]
    params, buffers = F.stack_module_state(models)
    x = tp.randn(4, 3)
    out = F.vmap(lambda p, b, x: F.functional_call(models[0], (p, b), (x,)), in_dims=(0, 0, None))(
        params, buffers, x)
    out.sum().backward()
    close(params["bias"].grad, np.full((3, 2), 4.0))
    close(params["weight"].grad, np.broadcast_to(x.numpy().sum(0), (3, 2, 3)))


def test_per_sample_gradients_match_a_loop():
    m = mlp()
    params = {k: v.detach() for k, v in m.named_parameters()}
    buffers = {k: v.detach() for k, v in m.named_buffers()}
    xs, ts = tp.randn(8, 4), tp.randn(8, 3)

    def loss(p, x, t):
        y = F.functional_call(m, (p, buffers), (x.unsqueeze(0),))
        return NF.mse_loss(y, t.unsqueeze(0))

    per_sample = F.vmap(F.grad(loss), in_dims=(None, 0, 0))(params, xs, ts)
    for k in params:
        assert tuple(per_sample[k].shape) == (8, *params[k].shape)
    for i in range(8):
        gi = F.grad(loss)(params, xs[i], ts[i])
        for k in params:
            close(per_sample[k][i], gi[k])
    # the same through the tape
    for i in range(2):
        m.zero_grad()
        NF.mse_loss(m(xs[i:i + 1]), ts[i:i + 1]).backward()
        for k, p in m.named_parameters():
            close(per_sample[k][i], p.grad)
