"""Every learning-rate scheduler's 20-step trajectory (lr per group, get_last_lr(), and the
momentum OneCycleLR cycles) equals PyTorch's, and a state_dict round trip halfway changes
nothing."""

from __future__ import annotations

import contextlib
import math

import numpy as np
import pytest

import tensorplay as tp

STEPS = 20


def _plateau_metric(i: int) -> float:
    return [5.0, 4.0, 4.0, 4.0, 3.9999, 4.1, 4.2, 3.0, 3.0, 3.0, 3.0, 3.0][i % 12] + (i >= 12) * 1.0


def _lambda(e):
    return 0.9**e + 0.01 * e


CASES = {
    "StepLR": lambda S, o: S.StepLR(o, step_size=3, gamma=0.5),
    "MultiStepLR": lambda S, o: S.MultiStepLR(o, milestones=[2, 5, 5, 11], gamma=0.3),
    "ExponentialLR": lambda S, o: S.ExponentialLR(o, gamma=0.9),
    "CosineAnnealingLR": lambda S, o: S.CosineAnnealingLR(o, T_max=6, eta_min=0.001),
    "CosineAnnealingWarmRestarts": lambda S, o: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2, eta_min=0.01),
    "CosineAnnealingWarmRestarts-1": lambda S, o: S.CosineAnnealingWarmRestarts(o, T_0=4),
    "LambdaLR": lambda S, o: S.LambdaLR(o, lr_lambda=_lambda),
    "LambdaLR-list": lambda S, o: S.LambdaLR(o, lr_lambda=[_lambda, lambda e: 1.0 / (1 + e)]),
    "MultiplicativeLR": lambda S, o: S.MultiplicativeLR(o, lr_lambda=lambda e: 0.95),
    "LinearLR": lambda S, o: S.LinearLR(o, start_factor=0.25, end_factor=0.9, total_iters=7),
    "ConstantLR": lambda S, o: S.ConstantLR(o, factor=0.5, total_iters=4),
    "PolynomialLR": lambda S, o: S.PolynomialLR(o, total_iters=12, power=2.0),
    "OneCycleLR": lambda S, o: S.OneCycleLR(o, max_lr=[1.0, 0.5], total_steps=STEPS + 1),
    "OneCycleLR-linear-3phase": lambda S, o: S.OneCycleLR(o, max_lr=0.8, epochs=3, steps_per_epoch=7,
                                                          anneal_strategy="linear", three_phase=True,
                                                          pct_start=0.25),
    "SequentialLR": lambda S, o: S.SequentialLR(o, [S.LinearLR(o, start_factor=0.1, total_iters=4),
                                                    S.ExponentialLR(o, gamma=0.8),
                                                    S.CosineAnnealingLR(o, T_max=5)], milestones=[4, 12]),
    "ChainedScheduler": lambda S, o: S.ChainedScheduler([S.ExponentialLR(o, gamma=0.9),
                                                         S.StepLR(o, step_size=4, gamma=0.5)]),
}


def _opt(M, adam: bool):
    a = M.nn.Parameter(M.tensor(np.ones(2)))
    b = M.nn.Parameter(M.tensor(np.ones(3)))
    groups = [{"params": [a]}, {"params": [b], "lr": 0.05}]
    return M.optim.Adam(groups, lr=0.1) if adam else M.optim.SGD(groups, lr=0.1, momentum=0.9)


def _trajectory(M, name, adam=False, restart_at=None):
    opt = _opt(M, adam)
    make = CASES[name]
    sched = make(M.optim.lr_scheduler, opt)
    out = [sched.get_last_lr()]
    for i in range(STEPS):
        if i == restart_at:
            saved = sched.state_dict()
            sched = make(M.optim.lr_scheduler, _opt(M, adam))  # a fresh scheduler, then resume
            sched.optimizer = opt
            if hasattr(sched, "_schedulers"):
                for s in sched._schedulers:
                    s.optimizer = opt
            sched.load_state_dict(saved)
        opt.step()
        sched.step()
        mom = [g["betas"][0] if adam else g["momentum"] for g in opt.param_groups]
        out.append(list(sched.get_last_lr()) + [g["lr"] for g in opt.param_groups] + mom)
    return out


def _flat(traj):
    return np.array([traj[0] + [0.0] * 4] + traj[1:], dtype=float)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_torch(torch, name):
    for adam in (False, True) if name.startswith("OneCycle") else (False,):
        ours, theirs = _flat(_trajectory(tp, name, adam)), _flat(_trajectory(torch, name, adam))
        np.testing.assert_allclose(ours, theirs, rtol=1e-6, atol=1e-12)
        assert len({tuple(r[:2]) for r in ours}) > 1  # the schedule does change the lr


@pytest.mark.parametrize("name", list(CASES))
def test_state_dict_round_trip(name):
    np.testing.assert_allclose(_flat(_trajectory(tp, name, restart_at=9)), _flat(_trajectory(tp, name)),
                               rtol=1e-12, atol=0)


def _plateau_run(M, restart_at=None, **kwargs):
    opt = _opt(M, adam=False)
    sched = M.optim.lr_scheduler.ReduceLROnPlateau(opt, **kwargs)
    lrs = []
    for i in range(STEPS):
        if i == restart_at:
            saved = sched.state_dict()
            sched = M.optim.lr_scheduler.ReduceLROnPlateau(opt, **kwargs)
            sched.load_state_dict(saved)
        opt.step()
        sched.step(_plateau_metric(i))
        lrs.append(list(sched.get_last_lr()))
    return np.array(lrs)


@pytest.mark.parametrize("kwargs", [
    {"patience": 2, "factor": 0.5},
    {"mode": "max", "patience": 1, "threshold": 0.5, "threshold_mode": "abs", "cooldown": 2},
    {"patience": 0, "factor": 0.2, "min_lr": [0.01, 0.004], "cooldown": 1},
], ids=["min-rel", "max-abs-cooldown", "min-lr-list"])
def test_reduce_on_plateau_matches_torch(torch, kwargs):
    ours = _plateau_run(tp, **kwargs)
    np.testing.assert_allclose(ours, _plateau_run(torch, **kwargs), rtol=1e-12)
    assert ours[-1][0] < ours[0][0]
    np.testing.assert_allclose(_plateau_run(tp, restart_at=7, **kwargs), ours, rtol=1e-12)


def test_closed_form_on_explicit_epoch(torch):
    for M in (tp, torch):
        opt = _opt(M, adam=False)
        sched = M.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
        with pytest.warns(UserWarning) if M is torch else contextlib.nullcontext():
            sched.step(3)
        assert math.isclose(sched.get_last_lr()[0], 0.1 * (1 + math.cos(math.pi * 3 / 10)) / 2)


def test_errors(backend):
    S = backend.optim.lr_scheduler
    opt = _opt(backend, adam=False)
    with pytest.raises(TypeError, match="is not an Optimizer"):
        S.StepLR(object(), 2)
    with pytest.raises(ValueError, match=r"Factor should be < 1\.0"):
        S.ReduceLROnPlateau(opt, factor=1.0)
    with pytest.raises(ValueError, match="T_0"):
        S.CosineAnnealingWarmRestarts(opt, T_0=0)
    with pytest.raises(ValueError, match="total_steps OR"):
        S.OneCycleLR(opt, max_lr=1.0)
    with pytest.raises(KeyError, match="initial_lr"):
        S.StepLR(_opt(backend, adam=False), 2, last_epoch=3)
