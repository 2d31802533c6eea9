"""Every op with a `c_kernel` gives the same values and gradients on the C path and on
the NumPy path: contiguous, non-contiguous, broadcast, 0-d, empty and large inputs,
NaN and inf included. Without the extension (TENSORPLAY_DISABLE_C=1, or no compiler)
the comparisons skip and only the NumPy path runs."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from codegen import spec
from tensorplay.backends import c
from tensorplay.core import optable
from tensorplay.core.optable import OPS

needs_c = pytest.mark.skipif(c._ext is None, reason=f"C extension unavailable: {c._import_error}")

# The c_kernel of every op, as the spec states it (the runtime keeps only the generated glue).
C_KERNEL = {op.name: op.c_kernel for op in spec.load() if op.c_kernel is not None}
# each such op's argument names in schema order, and which are tensors (polygamma(n, self)
# takes its number first)
ARGS = {op.name: ([a.name for a in op.sig.args], {a.name for a in op.sig.tensor_args})
        for op in spec.load() if op.c_kernel is not None}
C_OPS = sorted(name for name, ck in C_KERNEL.items() if ck["kind"] != "row" and name in OPS)
LARGE = 70_000  # above every size threshold
SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-30, -1e-30, 88.0, -104.0, 710.0, -750.0, 1.0]


def _tol(dtype):
    """(rtol, ulp): float64 within 1e-12 relative; float32 within 4 ulp relative. Both plus
    64 (f64) or 16 (f32) ulp of the largest value in the array, for composite formulas whose terms cancel
    (tanh' = 1 - y*y near |y| = 1, gelu' near its zero): two correct evaluations agree to
    the rounding of the terms, not of the (small) difference."""
    if dtype == np.float64:
        return 1e-12, 64 * 2.0**-52
    return 4 * 2.0**-23, 16 * 2.0**-23


def assert_same(c_val: np.ndarray, ref: np.ndarray, what: str) -> None:
    assert c_val.dtype == ref.dtype, what
    assert c_val.shape == ref.shape, what
    np.testing.assert_array_equal(np.isnan(c_val), np.isnan(ref), err_msg=f"{what}: NaN positions")
    inf = np.isinf(ref)
    np.testing.assert_array_equal(np.isinf(c_val), inf, err_msg=f"{what}: inf positions")
    np.testing.assert_array_equal(c_val[inf], ref[inf], err_msg=f"{what}: inf signs")
    fin = np.isfinite(ref)
    if not fin.any():
        return
    rtol, ulp = _tol(ref.dtype)
    scale = max(1.0, float(np.max(np.abs(ref[fin]))))
    np.testing.assert_allclose(c_val[fin], ref[fin], rtol=rtol, atol=ulp * scale, err_msg=what)


def _domain(op_name: str, shape, dtype, rng) -> np.ndarray:
    dom = (op_name in ("log", "sqrt")) and "positive"
    x = rng.uniform(0.1, 3.0, shape) if dom else rng.standard_normal(shape) * 2
    return np.asarray(x, dtype=dtype)


def _param_sets(op_name: str) -> list[dict]:
    """Non-tensor arguments to try: each test sample's, and every `select` choice."""
    from tests.ops._opinfo import OPINFO  # noqa: F401 - test table exists

    sets = [{}]
    ck = C_KERNEL[op_name]
    for p in ck["params"]:
        extra = {"alpha": [1, -2.5], "negative_slope": [0.01, 0.2], "beta": [1.0, 2.0],
                 "threshold": [20.0, 1.5], "n": [0, 1, 3], "huber": [False, True]}.get(p)
        if extra:
            sets = [{**s, p: v} for s in sets for v in extra]
    sel = ck["select"]
    if sel:
        choices = sorted((ck["forward"] or ck["backward"]).keys())
        sets = [{**s, sel: v} for s in sets for v in choices]
    return sets


def _inputs(op_name: str, case: str, dtype, rng) -> list[np.ndarray]:
    binary = C_KERNEL[op_name]["kind"] == "binary"
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
    fn = getattr(optable, op_name)  # the op table: also ops only tp.nn.functional exposes
    ts = [tp.tensor(a.copy() if a.flags.writeable else a, requires_grad=True) for a in arrays]
    if any(not a.flags.c_contiguous for a in arrays):  # keep the memory layout under test
        for t, a in zip(ts, arrays):
            t._data = a
    names, tensors = ARGS[op_name]
    last = max(i for i, a in enumerate(names) if a in tensors)
    rest = iter(ts)  # positional up to the last tensor, in schema order; keywords after it
    args = [params[a] if a in params else next(rest) for a in names[:last + 1]]
    kwargs = {k: v for k, v in params.items() if k not in names[:last + 1]}
    with np.errstate(all="ignore"):
        out = fn(*args, **kwargs)
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
@pytest.mark.parametrize("op_name", [n for n in C_OPS if OPS[n].fused_backward is not None])
def test_fused_backward_used_only_without_create_graph(op_name, monkeypatch):
    op = OPS[op_name]
    calls = []
    real = op.fused_backward

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        calls.append(out is not None)
        return out

    monkeypatch.setattr(op, "fused_backward", spy)
    x = tp.tensor(_domain(op_name, (LARGE,), np.float64, np.random.default_rng(0)), requires_grad=True)
    fn = getattr(optable, op_name)  # the op table: also ops only tp.nn.functional exposes
    with c.forced(0):
        (gx,) = tp.autograd.grad(fn(x).sum(), [x])
        assert calls == [True], "the fused C backward should run when create_graph=False"
        calls.clear()
        (gx2,) = tp.autograd.grad(fn(x).sum(), [x], create_graph=True)
        assert calls == [], "create_graph=True must run the differentiable formula"
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
    assert c.is_available() and OPS["sigmoid"].fused_backward is not None
    assert C_KERNEL["tanh"]["forward"] is None, "tanh forward runs on NumPy (faster, bench_c.py)"
    assert op.fused_backward is None, "exp: grad * result is one NumPy multiply already"


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


def _row_case(fn, arrays, kwargs, seed):
    ts = [tp.tensor(a, requires_grad=(a.dtype.kind == "f")) for a in arrays]
    with np.errstate(all="ignore"):
        out = fn(*ts, **kwargs)
        g = np.random.default_rng(seed).standard_normal(out.shape).astype(out._data.dtype)
        out.backward(tp.tensor(g))
    return out.detach().numpy(), ts[0].grad.numpy()


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("name", ["softmax", "log_softmax", "_safe_softmax"])
@pytest.mark.parametrize("case", ["rows", "dim0", "3d", "special", "empty", "masked"])
def test_softmax_family(name, case, dtype):
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((64, 100)) * 3).astype(dtype)
    dim = -1
    if case == "dim0":
        dim = 0
    elif case == "3d":
        x = x.reshape(8, 8, 100)
    elif case == "special":
        x[0, 3], x[1, :] = np.nan, -np.inf
        x[2, 5], x[3, 7] = np.inf, -np.inf
    elif case == "empty":
        x = x[:0]
    elif case == "masked":  # a causal mask's -inf, and x - max where exp is subnormal or 0
        x[np.triu_indices(64, 1, 100)] = -np.inf
        far = -95.0 if dtype == np.float32 else -720.0  # exp subnormal
        zero = -104.0 if dtype == np.float32 else -746.0  # exp 0
        x[:, 90:] = x.max(axis=1, keepdims=True)[:, :1] + np.array([far, zero] * 5, dtype)
        x[5, 0] = np.nan
    fn = getattr(tp, name)
    with c.disabled():
        ref, ref_g = _row_case(fn, [x], {"dim": dim}, 1)
    with c.forced(0):
        got, got_g = _row_case(fn, [x], {"dim": dim}, 1)
    assert_same(got, ref, f"{name} forward")
    assert_same(got_g, ref_g, f"{name} grad")
    if case == "masked" and name != "log_softmax":  # subnormal and zero probabilities agree
        np.testing.assert_array_equal(got == 0, ref == 0)
        assert (ref[:, 90::2][~np.isnan(ref[:, 90::2])] > 0).all()


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("ignore", [False, True])
def test_cross_entropy_fused(reduction, ignore, dtype):
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((256, 37)) * 4).astype(dtype)
    t = rng.integers(0, 37, 256)
    if ignore:
        t[::5] = -100
    ce = tp.nn.functional.cross_entropy
    with c.disabled():
        ref, ref_g = _row_case(ce, [x, t], {"reduction": reduction}, 2)
    with c.forced(0):
        got, got_g = _row_case(ce, [x, t], {"reduction": reduction}, 2)
    assert_same(got, ref, "cross_entropy forward")
    assert_same(got_g, ref_g, "cross_entropy grad")


@needs_c
def test_cross_entropy_bad_target_raises_on_both_paths():
    x = tp.tensor(np.zeros((3, 4), np.float32))
    t = tp.tensor(np.array([0, 4, 1]))
    for ctx in (c.disabled(), c.forced(0)):
        with ctx, pytest.raises(IndexError):
            tp.nn.functional.cross_entropy(x, t)


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("opts", [{}, {"weight_decay": 0.1}, {"decoupled": True, "weight_decay": 0.1},
                                  {"amsgrad": True}, {"maximize": True}])
def test_adam_step_c_matches_numpy(opts, dtype):
    opts = dict(opts)
    amsgrad = opts.pop("amsgrad", False)
    rng = np.random.default_rng(0)
    state = [rng.standard_normal(5000).astype(dtype) for _ in range(2)]
    state += [np.zeros(5000, dtype), np.zeros(5000, dtype)]
    state.append(np.zeros(5000, dtype) if amsgrad else None)
    results = []
    for ctx in (c.disabled() if c._ext else _null(), c.forced(0) if c._ext else _null()):
        s = [None if a is None else a.copy() for a in state]
        with ctx:
            for step in (1, 2, 3):
                c.adam_step(*s, step=step, lr=1e-2, **opts)
        results.append(s)
    for a, b in zip(*results):
        if a is not None:
            assert_same(b, a, f"adam {opts}")


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("opts", [{}, {"momentum": 0.9}, {"momentum": 0.9, "nesterov": True},
                                  {"momentum": 0.9, "dampening": 0.1, "weight_decay": 0.01},
                                  {"maximize": True}])
def test_sgd_step_c_matches_numpy(opts, dtype):
    rng = np.random.default_rng(0)
    state = [rng.standard_normal(5000).astype(dtype) for _ in range(2)] + [np.zeros(5000, dtype)]
    results = []
    for ctx in (c.disabled() if c._ext else _null(), c.forced(0) if c._ext else _null()):
        p, g, buf = (a.copy() for a in state)
        with ctx:
            for step in range(3):
                c.sgd_step(p, g, buf, lr=0.1, first_step=step == 0, **opts)
        results.append((p, buf))
    for a, b in zip(*results):
        assert_same(b, a, f"sgd {opts}")


@pytest.mark.parametrize("env", ["TENSORPLAY_DISABLE_C=1 TENSORPLAY_REQUIRE_C=1", "TENSORPLAY_DISABLE_C=1"])
def test_environment_switches(env):
    import os
    import subprocess
    import sys

    e = dict(os.environ, **dict(kv.split("=") for kv in env.split()))
    e.pop("TENSORPLAY_REQUIRE_C", None) if "REQUIRE" not in env else None
    code = "import tensorplay as tp; print(tp.backends.c.is_available())"
    r = subprocess.run([sys.executable, "-c", code], env=e, capture_output=True, text=True)
    if "REQUIRE" in env:
        assert r.returncode != 0 and "TENSORPLAY_REQUIRE_C=1" in r.stderr
    else:
        assert r.returncode == 0 and r.stdout.strip() == "False"


def _lstm_case(gates, c_state, seed):
    g = tp.tensor(gates, requires_grad=True)
    cs = tp.tensor(c_state, requires_grad=True)
    with np.errstate(all="ignore"):
        out = tp._lstm_gates(g, cs)
        grad = np.random.default_rng(seed).standard_normal(out.shape).astype(gates.dtype)
        out.backward(tp.tensor(grad))
    return out.detach().numpy(), g.grad.numpy(), cs.grad.numpy()


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("case", ["rows", "3d", "sliced", "broadcast", "special", "large"])
def test_lstm_cell_fused(case, dtype):
    """The LSTM cell's C loops (forward and fused backward) against its NumPy kernels."""
    rng = np.random.default_rng(0)
    gates = (rng.standard_normal((16, 4 * 24)) * 3).astype(dtype)
    c_state = rng.standard_normal((16, 24)).astype(dtype)
    if case == "3d":
        gates, c_state = gates.reshape(4, 4, 96), c_state.reshape(4, 4, 24)
    elif case == "sliced":  # row slices, as chunk()'s halves of the previous step: C reads them
        gates = np.concatenate([gates, gates[:, :7]], 1)[:, :96]
        c_state = np.concatenate([c_state, c_state], 1)[:, 24:]
    elif case == "broadcast":  # leading dims broadcast: the C loop declines, NumPy runs
        c_state = c_state[:1]
    elif case == "special":
        gates[0, :4] = [np.nan, np.inf, -np.inf, 40.0]
        gates[1, 24:28] = [-np.inf, np.inf, 1e-30, -40.0]
        c_state[2, :3] = [np.nan, np.inf, -np.inf]
    elif case == "large":
        gates = (rng.standard_normal((LARGE // 96 + 1, 96)) * 3).astype(dtype)
        c_state = rng.standard_normal((gates.shape[0], 24)).astype(dtype)
    with c.disabled():
        ref = _lstm_case(gates, c_state, 3)
    with c.forced(0):
        got = _lstm_case(gates, c_state, 3)
        taken = c.OPS.lstm_cell_forward(gates, c_state)
    assert (taken is None) == (case == "broadcast")
    for what, a, b in zip(["forward", "d gates", "d c"], got, ref):
        assert_same(a, b, f"lstm_cell {what}")


@needs_c
def test_lstm_cell_fused_backward_is_not_used_for_double_backward():
    """With create_graph=True the differentiable formula runs: second derivatives agree."""
    rng = np.random.default_rng(1)
    gates = rng.standard_normal((8, 16))
    c_state = rng.standard_normal((8, 4))
    outs = []
    for ctx in (c.disabled(), c.forced(0)):
        with ctx:
            g = tp.tensor(gates, requires_grad=True)
            (d,) = tp.autograd.grad(tp._lstm_gates(g, tp.tensor(c_state)).square().sum(), [g],
                                    create_graph=True)
            (dd,) = tp.autograd.grad(d.sum(), [g])
            outs.append((d.detach().numpy(), dd.numpy()))
    for a, b in zip(*outs):
        assert_same(a, b, "lstm_cell second derivative")
