"""The generated function of an op without params passes no params dict: `call` and `inplace`
default to one shared empty dict, `dispatch.dispatcher.NO_PARAMS`. Every call of every such op
shares it, so no level may write into a call's params. These calls take each path a call can
take (fast path, base level, recording, the engine, every transform, in-place, tp.compile) and
check the dict is still empty, and still the one the functions default to."""

from __future__ import annotations

import numpy as np

import tensorplay as tp
from tensorplay.dispatch import dispatcher, inplace


def _workload() -> float:
    x = tp.tensor(np.linspace(-1.0, 1.0, 12).reshape(3, 4))
    xr = x.clone().requires_grad_()
    i = tp.arange(12).reshape(3, 4)
    total = 0.0
    total += float(tp.sin(x).sum()) + float((x * x).exp().sum())  # fast path
    total += float(tp.abs(i).sum()) + float(tp.where(x > 0, x, -x).sum())  # base level
    y = (xr.sin() * xr.cos()).tanh().sum()  # recorded
    (g,) = tp.autograd.grad(y, xr, create_graph=True)
    g.sum().backward()
    total += float(xr.grad.sum())
    f = lambda v: v.sin().exp().sum()  # noqa: E731
    total += float(tp.func.vmap(tp.func.grad(f))(x).sum())
    total += float(tp.func.jvp(lambda v: v.sin().tanh(), (x,), (tp.ones_like(x),))[1].sum())
    total += float(tp.func.jacrev(lambda v: v.sin())(x[0]).sum())
    z = x.clone()
    z.sin_()
    z.abs_()
    total += float(z.sum())
    compiled = tp.compile(lambda v: v.sin().exp().neg())
    total += float(compiled(x).sum())
    return total


def test_no_params_stays_empty():
    value = _workload()
    assert np.isfinite(value)
    assert dispatcher.NO_PARAMS == {}
    assert dispatcher.call.__defaults__[0] is dispatcher.NO_PARAMS
    assert inplace.inplace.__defaults__[0] is dispatcher.NO_PARAMS


def test_generated_functions_of_ops_without_params_use_it(monkeypatch):
    seen = []
    real = dispatcher.call_base

    def spy(op, args, params):
        seen.append((op.name, params))
        return real(op, args, params)

    # the base level, as `tp.func.debug.trace` watches it
    monkeypatch.setattr("tensorplay.dispatch.dispatcher.call_base", spy)
    tp.abs(tp.arange(4))  # an integer tensor: the base level
    abs_calls = [p for name, p in seen if name == "abs"]
    assert abs_calls and all(p is dispatcher.NO_PARAMS for p in abs_calls)
