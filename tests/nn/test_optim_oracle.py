"""Every optimizer's trajectory over 20 steps equals PyTorch's (float64, to 1e-6), from
identical starting values on one small non-convex problem, and survives a state_dict round
trip halfway."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

rng = np.random.default_rng(0)
A0, B0 = rng.standard_normal((3, 4)), rng.standard_normal(4)
X, Y = rng.standard_normal((5, 3)), rng.standard_normal((5, 4))

CASES = [
    ("SGD", {"lr": 0.1}),
    ("SGD", {"lr": 0.05, "momentum": 0.9, "nesterov": True, "weight_decay": 0.01}),
    ("SGD", {"lr": 0.05, "momentum": 0.8, "dampening": 0.3, "maximize": True}),
    ("Adam", {"lr": 0.05}),
    ("Adam", {"lr": 0.05, "weight_decay": 0.1, "amsgrad": True, "maximize": True}),
    ("Adam", {"lr": 0.05, "weight_decay": 0.1, "decoupled_weight_decay": True, "foreach": False}),
    ("AdamW", {"lr": 0.05, "amsgrad": True}),
    ("AdamW", {"lr": 0.05, "weight_decay": 0.2, "maximize": True, "fused": True}),
    ("RMSprop", {"lr": 0.01, "momentum": 0.5, "centered": True, "weight_decay": 0.1}),
    ("Adagrad", {"lr": 0.1}),
    ("Adagrad", {"lr": 0.1, "lr_decay": 0.01, "weight_decay": 0.1,
                 "initial_accumulator_value": 0.5, "maximize": True}),
    ("Adadelta", {}),
    ("Adadelta", {"lr": 0.5, "rho": 0.8, "weight_decay": 0.1}),
    ("Adamax", {"lr": 0.05}),
    ("Adamax", {"lr": 0.05, "weight_decay": 0.1, "maximize": True}),
    ("NAdam", {"lr": 0.05}),
    ("NAdam", {"lr": 0.05, "weight_decay": 0.1, "decoupled_weight_decay": True}),
    ("NAdam", {"lr": 0.05, "weight_decay": 0.1, "momentum_decay": 0.01}),
    ("RAdam", {"lr": 0.05}),
    ("RAdam", {"lr": 0.05, "weight_decay": 0.1, "decoupled_weight_decay": True, "maximize": True}),
    ("RAdam", {"lr": 0.05, "weight_decay": 0.1}),
]
IDS = [f"{n}-{i}" for i, (n, _) in enumerate(CASES)]


def _problem(M):
    a = M.nn.Parameter(M.tensor(A0.copy()))
    b = M.nn.Parameter(M.tensor(B0.copy()))
    x, y = M.tensor(X), M.tensor(Y)

    def loss_fn():
        return ((x @ a + b).tanh() - y).pow(2).sum() + 0.1 * (a * a).sum()
    return [a, b], loss_fn


def _run(M, name, kwargs, steps=20, restart_at=None):
    params, loss_fn = _problem(M)
    opt = getattr(M.optim, name)(params, **kwargs)
    out = []
    for i in range(steps):
        if i == restart_at:  # a fresh optimizer on the same parameters, from the state dict
            saved = opt.state_dict()
            opt = getattr(M.optim, name)(params, lr=123.0) if "lr" in kwargs else getattr(M.optim, name)(params)
            opt.load_state_dict(saved)
        opt.zero_grad()
        loss_fn().backward()
        opt.step()
        out.append(np.concatenate([p.detach().numpy().ravel().copy() for p in params]))
    return np.array(out)


@pytest.mark.parametrize(("name", "kwargs"), CASES, ids=IDS)
def test_trajectory_matches_torch(torch, name, kwargs):
    ours, theirs = _run(tp, name, kwargs), _run(torch, name, kwargs)
    np.testing.assert_allclose(ours, theirs, rtol=1e-6, atol=1e-6)
    assert np.abs(ours[-1] - ours[0]).max() > 1e-3  # the parameters did move


@pytest.mark.parametrize(("name", "kwargs"), CASES, ids=IDS)
def test_state_dict_round_trip(name, kwargs):
    np.testing.assert_allclose(_run(tp, name, kwargs, restart_at=10), _run(tp, name, kwargs),
                               rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("kwargs", [
    {"lr": 1, "max_iter": 4},
    {"lr": 0.5, "max_iter": 5, "history_size": 3},
    {"lr": 1, "max_iter": 6, "line_search_fn": "strong_wolfe"},
    {"lr": 1, "max_iter": 10, "line_search_fn": "strong_wolfe", "history_size": 4},
], ids=["plain", "short-history", "wolfe", "wolfe-long"])
def test_lbfgs_matches_torch(torch, kwargs):
    def run(M):
        params, loss_fn = _problem(M)
        opt = M.optim.LBFGS(params, **kwargs)

        def closure():
            opt.zero_grad()
            loss = loss_fn()
            loss.backward()
            return loss
        losses, traj = [], []
        for _ in range(3):
            losses.append(opt.step(closure).item())
            traj.append(np.concatenate([p.detach().numpy().ravel().copy() for p in params]))
        state = opt.state[params[0]]
        return np.array(losses), np.array(traj), (state["func_evals"], state["n_iter"])
    (l1, t1, c1), (l2, t2, c2) = run(tp), run(torch)
    np.testing.assert_allclose(l1, l2, rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(t1, t2, rtol=1e-6, atol=1e-6)
    assert c1 == c2
    assert l1[-1] < l1[0]


def test_lbfgs_errors():
    p = tp.nn.Parameter(tp.ones(2))
    with pytest.raises(ValueError, match="parameter groups"):
        tp.optim.LBFGS([{"params": [p]}, {"params": [tp.nn.Parameter(tp.ones(1))]}])
    with pytest.raises(RuntimeError, match="strong_wolfe"):
        tp.optim.LBFGS([p], line_search_fn="armijo").step(lambda: (p * p).sum())


OPTIMIZERS = ["SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "Adadelta", "Adamax", "NAdam", "RAdam",
              "LBFGS"]


@pytest.mark.parametrize("name", OPTIMIZERS)
def test_param_group_keys_match_torch(torch, name):
    """The same options in every param group (so state dicts carry the same keys)."""
    def keys(M):
        opt = getattr(M.optim, name)([M.nn.Parameter(M.ones(2))])
        return {k: v for k, v in opt.param_groups[0].items() if k != "params"}
    ours, theirs = keys(tp), keys(torch)
    assert ours == theirs


def test_implementation_switches(backend):
    """foreach/fused choose an implementation only; their contradictions and CPU capturable
    are refused as PyTorch refuses them."""
    p = backend.nn.Parameter(backend.ones(2, dtype=backend.float64))
    with pytest.raises(RuntimeError, match="`fused` and `foreach` cannot be `True` together"):
        backend.optim.Adam([p], fused=True, foreach=True)
    with pytest.raises(RuntimeError, match="`fused` does not support `differentiable`"):
        backend.optim.SGD([p], lr=0.1, fused=True, differentiable=True)
    opt = backend.optim.RMSprop([p], capturable=True)
    p.grad = backend.ones(2, dtype=backend.float64)
    with pytest.raises(AssertionError, match="capturable=True, params and state_steps must be on"):
        opt.step()


def test_differentiable_steps_are_refused():
    """An optimizer step that autograd differentiates through is not provided."""
    with pytest.raises(NotImplementedError, match="differentiable=True"):
        tp.optim.Adam([tp.nn.Parameter(tp.ones(2))], differentiable=True)
