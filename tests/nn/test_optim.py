"""Each optimizer's first three steps against updates computed by hand (PyTorch's formulas),
on tensorplay and on torch; and tensorplay's C path of the fused steps against its NumPy path."""

from __future__ import annotations

import math

import numpy as np
import pytest

import tensorplay as tp
from tensorplay import nn, optim
from tests.torch_oracle import version

# the tests stating PyTorch's optimizer semantics run on tensorplay and on torch.optim
both = pytest.mark.usefixtures("backend_globals")

P0 = np.array([1.0, -2.0, 0.5])


def _grad(p):  # the gradient of sum(p**2 * [1, 2, 3]) / 2 + p
    return p * np.array([1.0, 2.0, 3.0]) + 1.0


def _run(make_opt, steps=3):
    p = nn.Parameter(tp.tensor(P0.copy()))
    opt = make_opt([p])
    out = []
    for _ in range(steps):
        opt.zero_grad()
        loss = (p * p * tp.tensor([1.0, 2.0, 3.0])).sum() / 2 + p.sum()
        loss.backward()
        before = version(p)
        opt.step()
        assert version(p) > before  # updated in place
        out.append(p.detach().numpy().copy())
    return out, opt


def _check(make_opt, reference):
    got, _ = _run(make_opt)
    p = P0.copy()
    state = {}
    for t in range(1, 4):
        p = reference(p, _grad(p), state, t)
        np.testing.assert_allclose(got[t - 1], p, rtol=1e-12, err_msg=f"step {t}")


@both
def test_sgd_plain_and_weight_decay():
    _check(lambda ps: optim.SGD(ps, lr=0.1), lambda p, g, s, t: p - 0.1 * g)
    _check(lambda ps: optim.SGD(ps, lr=0.1, weight_decay=0.5, maximize=True),
           lambda p, g, s, t: p + 0.1 * (g - 0.5 * p))


@both
@pytest.mark.parametrize("nesterov", [False, True])
def test_sgd_momentum(nesterov):
    mu, tau = 0.9, 0.0 if nesterov else 0.3

    def ref(p, g, s, t):
        s["b"] = g.copy() if t == 1 else mu * s["b"] + (1 - tau) * g
        d = g + mu * s["b"] if nesterov else s["b"]
        return p - 0.05 * d

    _check(lambda ps: optim.SGD(ps, lr=0.05, momentum=mu, dampening=tau, nesterov=nesterov), ref)


def _adam_ref(lr, b1, b2, eps, wd=0.0, decoupled=False, amsgrad=False):
    def ref(p, g, s, t):
        if wd and decoupled:
            p = p * (1 - lr * wd)
        elif wd:
            g = g + wd * p
        s["m"] = b1 * s.get("m", 0) + (1 - b1) * g
        s["v"] = b2 * s.get("v", 0) + (1 - b2) * g * g
        v = s["v"]
        if amsgrad:
            s["vmax"] = np.maximum(s.get("vmax", 0), v)
            v = s["vmax"]
        mhat = s["m"] / (1 - b1**t)
        return p - lr * mhat / (np.sqrt(v) / math.sqrt(1 - b2**t) + eps)
    return ref


@both
def test_adam():
    _check(lambda ps: optim.Adam(ps, lr=0.1), _adam_ref(0.1, 0.9, 0.999, 1e-8))
    _check(lambda ps: optim.Adam(ps, lr=0.1, betas=(0.8, 0.9), weight_decay=0.1, amsgrad=True),
           _adam_ref(0.1, 0.8, 0.9, 1e-8, wd=0.1, amsgrad=True))


@both
def test_adamw():
    _check(lambda ps: optim.AdamW(ps, lr=0.1), _adam_ref(0.1, 0.9, 0.999, 1e-8, wd=1e-2, decoupled=True))


@both
@pytest.mark.parametrize(("momentum", "centered"), [(0.0, False), (0.5, True)])
def test_rmsprop(momentum, centered):
    lr, alpha, eps = 0.01, 0.99, 1e-8

    def ref(p, g, s, t):
        s["v"] = alpha * s.get("v", 0) + (1 - alpha) * g * g
        v = s["v"]
        if centered:
            s["ga"] = alpha * s.get("ga", 0) + (1 - alpha) * g
            v = v - s["ga"] ** 2
        avg = np.sqrt(v) + eps
        if momentum:
            s["b"] = momentum * s.get("b", 0) + g / avg
            return p - lr * s["b"]
        return p - lr * g / avg

    _check(lambda ps: optim.RMSprop(ps, lr=lr, momentum=momentum, centered=centered), ref)


@both
def test_optimizer_state_dict_round_trip(tmp_path):
    got, opt = _run(lambda ps: optim.Adam(ps, lr=0.1), steps=2)
    sd = opt.state_dict()
    assert sorted(sd["state"][0]) == ["exp_avg", "exp_avg_sq", "step"]
    assert sd["param_groups"][0]["params"] == [0] and sd["param_groups"][0]["lr"] == 0.1
    tp.save(sd, tmp_path / "opt.tp")
    p = nn.Parameter(tp.tensor(got[-1].copy()))
    opt2 = optim.Adam([p], lr=0.5)
    opt2.load_state_dict(tp.load(tmp_path / "opt.tp"))
    assert opt2.param_groups[0]["lr"] == 0.1
    assert opt2.state[p]["step"].item() == 2
    p.grad = tp.tensor(_grad(got[-1]))
    opt2.step()
    full, _ = _run(lambda ps: optim.Adam(ps, lr=0.1), steps=3)
    np.testing.assert_allclose(p.detach().numpy(), full[-1], rtol=1e-12)


@both
def test_param_groups_and_zero_grad():
    a, b = nn.Parameter(tp.ones(2)), nn.Parameter(tp.ones(3))
    opt = optim.SGD([{"params": [a]}, {"params": b, "lr": 0.5}], lr=0.1, momentum=0.9)
    assert [g["lr"] for g in opt.param_groups] == [0.1, 0.5]
    with pytest.raises(ValueError, match="more than one"):
        opt.add_param_group({"params": [a]})
    (a.sum() + b.sum()).backward()
    opt.zero_grad(set_to_none=False)
    assert a.grad.tolist() == [0.0, 0.0]
    opt.zero_grad()
    assert a.grad is None
    with pytest.raises(ValueError, match="Nesterov"):
        optim.SGD([a], lr=0.1, nesterov=True)


@both
def test_lr_schedulers():
    p = nn.Parameter(tp.ones(1))
    opt = optim.SGD([p], lr=1.0)
    sched = optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    lrs = []
    for _ in range(5):
        lrs.append(sched.get_last_lr()[0])
        opt.step()
        sched.step()
    assert lrs == [1.0, 1.0, 0.5, 0.5, 0.25]
    opt = optim.SGD([p], lr=1.0)
    sched = optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4, eta_min=0.1)
    lrs = []
    for _ in range(5):
        lrs.append(opt.param_groups[0]["lr"])
        opt.step()
        sched.step()
    np.testing.assert_allclose(lrs, [0.1 + 0.9 * (1 + math.cos(math.pi * e / 4)) / 2 for e in range(5)])
    assert isinstance(sched, optim.lr_scheduler.LRScheduler)


C_CASES = [
    ("SGD", {"lr": 0.1}),
    ("SGD", {"lr": 0.1, "momentum": 0.9}),
    ("SGD", {"lr": 0.1, "momentum": 0.9, "nesterov": True, "weight_decay": 0.01}),
    ("SGD", {"lr": 0.1, "momentum": 0.9, "dampening": 0.2, "maximize": True}),
    ("Adam", {"lr": 0.01}),
    ("Adam", {"lr": 0.01, "weight_decay": 0.1, "amsgrad": True}),
    ("Adam", {"lr": 0.01, "maximize": True}),
    ("AdamW", {"lr": 0.01}),
    ("AdamW", {"lr": 0.01, "weight_decay": 0.1, "amsgrad": True}),
]


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("name,kwargs", C_CASES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(C_CASES)])
def test_optimizer_c_path_matches_numpy(name, kwargs, dtype):
    """SGD/Adam/AdamW call tensorplay.backends.c.sgd_step / adam_step when the extension is
    in use: three steps there and on the NumPy path (c.disabled()) agree, state included."""
    from tensorplay.backends import c

    from ..cext.test_c_paths import assert_same

    rng = np.random.default_rng(0)
    w0 = rng.standard_normal((50, 40)).astype(dtype)
    grads = [rng.standard_normal((50, 40)).astype(dtype) for _ in range(3)]
    runs = []
    for use_c in (False, True):
        if use_c and not c.is_available():
            pytest.skip(f"C extension unavailable: {c.why_unavailable()}")
        p = nn.Parameter(tp.tensor(w0.copy()))
        opt = getattr(optim, name)([p], **kwargs)
        calls = []
        real_sgd, real_adam = c.sgd_step, c.adam_step
        spy = {"sgd_step": lambda *a, **k: calls.append(1) or real_sgd(*a, **k),
               "adam_step": lambda *a, **k: calls.append(1) or real_adam(*a, **k)}
        with pytest.MonkeyPatch.context() as mp:
            for attr, fn in spy.items():
                mp.setattr(c, attr, fn)
            ctx = c.forced() if use_c else c.disabled()
            with ctx:
                for g in grads:
                    p.grad = tp.tensor(g)
                    opt.step()
        assert len(calls) == (3 if use_c else 0)
        state = {k: v.numpy() for k, v in opt.state[p].items() if k != "step"}
        runs.append((p.detach().numpy().copy(), state))
    (p_np, s_np), (p_c, s_c) = runs
    assert p_c.dtype == dtype
    assert_same(p_c, p_np, f"{name} {kwargs} param")
    assert s_c.keys() == s_np.keys()
    for k in s_np:
        assert_same(s_c[k], s_np[k], f"{name} {kwargs} {k}")
