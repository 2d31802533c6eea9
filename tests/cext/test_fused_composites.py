"""Every fused composite (a `c_kernel:` or a NumPy `fused:` path) is checked both ways: its
fused node (the C loop and the fused C backward, the NumPy path of the node, or the `fused:`
kernel and its formulas, its `fused_backward:` or the body differentiated again) against its
body, on values, gradients and second-order gradients, for each test sample of its entry in
float32 and float64. The mechanism itself is pinned on a scratch spec in
tests/codegen/test_fused_composite.py; this file covers the real entries."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.backends import c
from tensorplay.core import optable as generated
from tests.ops._opinfo import OPINFO
from tests.ops.samples import build, differentiable_positions

CASES = [(info, i) for info in OPINFO if info["name"] in generated.FUSED
         for i in range(len(info["samples"]))]
IDS = [f"{info['name']}-{i}" for info, i in CASES]


def _grads(fn, args, kwargs, positions, create: bool):
    leaves = list(args)
    for p in positions:
        leaves[p] = args[p].detach().requires_grad_()
    out = fn(*leaves, **kwargs)
    if not positions:  # an integer sample (max, min): values only
        return out, (), None
    outs = tuple(out) if isinstance(out, tuple) else (out,)  # several outputs: all weighted
    loss = sum((o * tp.tensor(np.linspace(-1.0, 2.0, o.numel()).reshape(o.shape), dtype=o.dtype)).sum()
               for o in outs)
    grads = tp.autograd.grad(loss, [leaves[p] for p in positions], create_graph=create)
    second = None
    if create and any(g.requires_grad for g in grads):  # piecewise-linear ops (clamp) have none
        second = tp.autograd.grad(sum((g * g).sum() for g in grads), [leaves[p] for p in positions],
                                  allow_unused=True)
    return out, grads, second


def _same(a, b, dtype):
    rtol, atol = (1e-10, 1e-12) if dtype == np.float64 else (2e-5, 1e-6)
    if a is None or b is None:
        assert a is None and b is None
        return
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=rtol, atol=atol)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("path", ["c", "numpy"])
@pytest.mark.parametrize("info,i", CASES, ids=IDS)
def test_fused_node_matches_the_body(info, i, path, dtype):
    if path == "c" and c._ext is None:
        pytest.skip(f"C extension unavailable: {c._import_error}")
    args, kwargs = build(info, info["samples"][i], dtype=dtype)
    positions = differentiable_positions(info, args)
    public = getattr(generated, info["fn"])
    body = getattr(generated, f"_{info['name'].replace('.', '_')}_composite")
    # the body takes every argument positionally, defaults included (`linear` without bias)
    bound = inspect.signature(public).bind(*args, **kwargs)
    bound.apply_defaults()
    every = tuple(bound.arguments.values())
    with c.forced(0) if path == "c" else c.disabled():
        for create in (False, True):
            fused_out, fused_g, fused_gg = _grads(public, args, kwargs, positions, create)
            body_out, body_g, body_gg = _grads(body, every, {}, positions, create)
            fused_outs = tuple(fused_out) if isinstance(fused_out, tuple) else (fused_out,)
            body_outs = tuple(body_out) if isinstance(body_out, tuple) else (body_out,)
            if positions:
                assert fused_outs[0].grad_fn.op is generated.FUSED[info["name"]]
            assert len(fused_outs) == len(body_outs)
            for a, b in zip(fused_outs, body_outs):
                _same(a, b, dtype)
            for a, b in zip(fused_g, body_g):
                _same(a, b, dtype)
                assert a.requires_grad == b.requires_grad  # both give a second order, or neither
            for a, b in zip(fused_gg or (), body_gg or ()):
                _same(a, b, dtype)


def test_a_kernel_only_fused_node_differentiates_its_body():
    """`fused: {kernel: ...}` alone: the node's backward is the body differentiated again
    (no formula, no NumPy backward), also for the one output of several that has a gradient."""
    from codegen.spec import load
    from tensorplay.dispatch.fused_body import body_backward

    only = [op.name for op in load() if op.fused and not op.fused["backward"] and not op.fused["fused_backward"]]
    assert {"index_add", "std_mean", "take_along_dim"} <= set(only)
    for name in only:
        op = generated.FUSED[name]
        assert op.fused_backward is None and op.backward.func is body_backward, name
    x = tp.tensor(np.arange(12.0).reshape(3, 4) ** 1.5, requires_grad=True)
    for fn in (tp.std_mean, tp.var_mean):
        (g,) = tp.autograd.grad(fn(x, 1)[0].sum(), [x])
        (want,) = tp.autograd.grad(getattr(generated, f"_{fn.__name__}_composite")(x, 1, None, False, None)[0].sum(), [x])
        _same(g, want, np.float64)
