"""Every op with a `c_kernel` gives the same values and gradients on the C path and on
the NumPy path: contiguous, non-contiguous, broadcast, 0-d, empty and large inputs,
NaN and inf included. Without the extension (TENSORPLAY_DISABLE_C=1, or no compiler)
the comparisons skip and only the NumPy path runs."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay._generated.ops import OPS
from tensorplay.backends import c

needs_c = pytest.mark.skipif(c._ext is None, reason=f"C extension unavailable: {c._import_error}")

C_OPS = sorted(name for name, op in OPS.items() if op.c_kernel and op.c_kernel["kind"] != "row")
LARGE = 70_000  # above every size threshold
SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-30, -1e-30, 88.0, -104.0, 710.0, -750.0, 1.0]


def _tol(dtype):
    # float64: 1e-12 relative; float32: a few ulp relative to the value (or to 1 near 0)
    return (1e-12, 1e-300) if dtype == np.float64 else (4 * 2.0**-23, 4 * 2.0**-24)


def assert_same(c_val: np.ndarray, ref: np.ndarray, what: str) -> None:
    assert c_val.dtype == ref.dtype, what
    assert c_val.shape == ref.shape, what
    np.testing.assert_array_equal(np.isnan(c_val), np.isnan(ref), err_msg=f"{what}: NaN positions")
    inf = np.isinf(ref)
    np.testing.assert_array_equal(np.isinf(c_val), inf, err_msg=f"{what}: inf positions")
    np.testing.assert_array_equal(c_val[inf], ref[inf], err_msg=f"{what}: inf signs")
    fin = np.isfinite(ref)
    rtol, atol = _tol(ref.dtype)
    np.testing.assert_allclose(c_val[fin], ref[fin], rtol=rtol, atol=atol, err_msg=what)


def _domain(op_name: str, shape, dtype, rng) -> np.ndarray:
    op = OPS[op_name]
    dom = (op_name in ("log", "sqrt")) and "positive"
    x = rng.uniform(0.1, 3.0, shape) if dom else rng.standard_normal(shape) * 2
    return np.asarray(x, dtype=dtype)


def _param_sets(op_name: str) -> list[dict]:
    """Non-tensor arguments to try: each test sample's, and every `select` choice."""
    op = OPS[op_name]
    from tensorplay._generated.opinfo import OPINFO  # noqa: F401 - test table exists

    sets = [{}]
    for p in op.c_kernel["params"]:
        extra = {"alpha": [1, -2.5], "negative_slope": [0.01, 0.2], "beta": [1.0, 2.0],
                 "threshold": [20.0, 1.5]}.get(p)
        if extra:
            sets = [{**s, p: v} for s in sets for v in extra]
    sel = op.c_kernel["select"]
    if sel:
        choices = sorted((op.c_kernel["forward"] or op.c_kernel["backward"]).keys())
        sets = [{**s, sel: v} for s in sets for v in choices]
    return sets


def _inputs(op_name: str, case: str, dtype, rng) -> list[np.ndarray]:
    binary = OPS[op_name].c_kernel["kind"] == "binary"
    if case == "contiguous":
        shapes = [(37, 53)] * 2
    elif case == "large":
        shapes = [(LARGE,)] * 2
    elif case == "zero_d":
        shapes = [()] * 2
    elif case == "empty":
        shapes = [(0, 4)] * 2
    elif case == "broadcast":
        shapes = [(30, 1), (1, 40)]
    elif case == "noncontiguous":
        arrs = [_domain(op_name, (40, 60), dtype, rng)[:, ::2].T for _ in range(2)]
        return arrs[: 2 if binary else 1]
    elif case == "special":
        base = np.array(SPECIAL * 500, dtype=dtype)
        other = np.roll(base, 3)
        return [base, other][: 2 if binary else 1]
    xs = [_domain(op_name, s, dtype, rng) for s in shapes[: 2 if binary else 1]]
    if not binary and case == "broadcast":
        xs = [np.broadcast_to(xs[0], (30, 40))]
    return xs


def _run(op_name: str, arrays, params, grad_seed: int):
    """Forward value and input gradients (create_graph=False), on whatever path is active."""
    fn = getattr(tp, op_name)
    ts = [tp.tensor(a.copy() if a.flags.writeable else a, requires_grad=True) for a in arrays]
    if any(not a.flags.c_contiguous for a in arrays):  # keep the memory layout under test
        for t, a in zip(ts, arrays):
            t._data = a
    with np.errstate(all="ignore"):
        out = fn(*ts, **params)
        if grad_seed is None:  # sum(): the gradient arrives as one value broadcast (stride 0)
            out.sum().backward()
        else:
            g = np.random.default_rng(grad_seed).standard_normal(out.shape)
            out.backward(tp.tensor(g.astype(out._data.dtype)))
    return out.detach().numpy(), [t.grad.numpy() for t in ts]


CASES = ["contiguous", "large", "zero_d", "empty", "broadcast", "noncontiguous", "special"]


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("op_name", C_OPS)
def test_c_matches_numpy(op_name, case, dtype):
    rng = np.random.default_rng(0)
    arrays = _inputs(op_name, case, dtype, rng)
    seed = None if case == "large" else 1
    for params in _param_sets(op_name):
        with c.disabled():
            ref, ref_grads = _run(op_name, arrays, params, seed)
        with c.forced(0):
            got, got_grads = _run(op_name, arrays, params, seed)
        assert_same(got, ref, f"{op_name}{params} forward [{case}]")
        for i, (gg, rg) in enumerate(zip(got_grads, ref_grads)):
            assert_same(gg, rg, f"{op_name}{params} grad[{i}] [{case}]")


@needs_c
@pytest.mark.parametrize("op_name", [n for n in C_OPS if OPS[n].c_backward is not None])
def test_fused_backward_used_only_without_create_graph(op_name, monkeypatch):
    op = OPS[op_name]
    calls = []
    real = op.c_backward

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        calls.append(out is not None)
        return out

    monkeypatch.setattr(op, "c_backward", spy)
    x = tp.tensor(_domain(op_name, (LARGE,), np.float64, np.random.default_rng(0)), requires_grad=True)
    fn = getattr(tp, op_name)
    with c.forced(0):
        (gx,) = tp.autograd.grad(fn(x).sum(), [x])
        assert calls == [True], "the fused C backward should run when create_graph=False"
        calls.clear()
        (gx2,) = tp.autograd.grad(fn(x).sum(), [x], create_graph=True)
        assert calls == [], "create_graph=True must run the differentiable formula"
        assert gx2.requires_grad
    assert_same(gx.numpy(), gx2.detach().numpy(), f"{op_name} fused vs formula")


@needs_c
def test_threshold_and_switches():
    x = tp.tensor(np.ones(10))
    op = OPS["exp"]
    assert c.is_available()
    assert c._ext.exp_forward(x._data) is None, "below min_size the C kernel declines"
    with c.forced(0):
        assert c._ext.exp_forward(x._data) is not None
        assert c._ext.exp_forward(x._data[::2]) is None, "non-contiguous declines"
        assert c._ext.exp_forward(x._data.astype(np.int64)) is None, "ints decline"
    with c.disabled():
        assert not c.is_available()
        assert c.OPS is None
        tp.exp(x)
    assert c.is_available() and op.c_backward is not None


def test_numpy_path_without_extension():
    with c.disabled() if c._ext is not None else _null():
        assert not c.is_available()
        x = tp.tensor(np.linspace(-2, 2, LARGE), requires_grad=True)
        tp.sin(x).sum().backward()
        np.testing.assert_allclose(x.grad.numpy(), np.cos(np.linspace(-2, 2, LARGE)))


class _null:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
