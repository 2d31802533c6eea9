"""The C loops a NumPy kernel calls itself (not through a `c_kernel:` entry: their special
functions have no name in the c_kernel grammar), against the same kernel on NumPy: i0 and
special_i1 (tensorplay/_C/tp_special.h through the extension's `special`), values and
gradients, NaN, inf, signed zeros, both branches of each series; asin, acos, atan and atan2
(libm's functions, vectorized by libmvec, from 4096 elements). Without the extension only the
NumPy path runs (the comparison skips)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.backends import c

from .test_c_paths import SPECIAL, assert_same

needs_c = pytest.mark.skipif(c._ext is None, reason=f"C extension unavailable: {c._import_error}")


def _values(dtype) -> np.ndarray:
    rng = np.random.default_rng(0)
    edges = [8.0, -8.0, 7.999, 8.001, 20.0, -20.0, 19.99, 20.01, 88.7, 89.0, 700.0, 713.0]
    return np.concatenate([SPECIAL, edges, rng.uniform(-30, 30, 2000),
                           rng.uniform(-1, 1, 200)]).astype(dtype)


def _run(fn, x):
    t = tp.tensor(x, requires_grad=True)
    with np.errstate(all="ignore"):
        out = fn(t)
        out.backward(tp.ones_like(out))
    return out.detach().numpy(), t.grad.numpy()


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("name", ["i0", "special_i1"])
def test_bessel_c_loop_matches_numpy(name, dtype):
    fn = getattr(tp, name)
    x = _values(dtype)
    with c.disabled():
        ref, ref_grad = _run(fn, x)
    got, got_grad = _run(fn, x)
    assert_same(got, ref, f"{name} forward")
    assert_same(got_grad, ref_grad, f"{name} gradient")
    for shape in [(), (0, 3), (3, 4)]:  # 0-d, empty and small inputs take the loop too
        y = np.full(shape, 2.5, dtype)
        with c.disabled():
            ref = _run(fn, y)[0]
        assert_same(_run(fn, y)[0], ref, f"{name} {shape}")


def test_bessel_special_values(torch):
    """As PyTorch: nan at ±inf and nan, 1 at ±0; float32's i0 overflows past 88.7 as
    PyTorch's float computation does; i1 (i0's gradient) odd (its float32 value computed in
    double, finite at 89 where PyTorch's float computation overflows)."""
    v = [np.inf, -np.inf, np.nan, 0.0, -0.0, 89.0, 3.0, -3.0, 25.0, -25.0]
    for dtype in (tp.float32, tp.float64):
        x = tp.tensor(v, dtype=dtype, requires_grad=True)
        tx = torch.tensor(v, dtype=getattr(torch, str(dtype).split(".")[1]), requires_grad=True)
        out, ref = tp.i0(x), torch.i0(tx)
        np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), rtol=2e-6)
        out.sum().backward()
        ref.sum().backward()
        keep = [2, 3, 4, 6, 7, 8, 9]  # i1 at 89 in float32: PyTorch's float exp overflows, ours
        np.testing.assert_allclose(x.grad.numpy()[keep], tx.grad.numpy()[keep], rtol=2e-6)


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("name", ["asin", "acos", "atan"])
def test_inverse_trig_c_loop_matches_numpy(name, dtype):
    rng = np.random.default_rng(1)
    x = np.concatenate([np.array(SPECIAL * 4), [1.0, -1.0, 1.5, -1.5, 0.5, -0.5],
                        rng.uniform(-1.2, 1.2, 6000), rng.uniform(-50, 50, 2000)]).astype(dtype)
    fn = getattr(tp, name)
    with c.disabled():
        ref, ref_grad = _run(fn, x)
    got, got_grad = _run(fn, x)
    assert_same(got, ref, f"{name} forward")
    np.testing.assert_array_equal(np.signbit(got[np.isfinite(got)]), np.signbit(ref[np.isfinite(ref)]))
    assert_same(got_grad, ref_grad, f"{name} gradient")


@needs_c
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
def test_atan2_c_loop_matches_numpy(dtype):
    rng = np.random.default_rng(2)
    special = np.array(SPECIAL, dtype=np.float64)
    a = np.concatenate([np.repeat(special, len(special)), rng.standard_normal(6000) * 3]).astype(dtype)
    b = np.concatenate([np.tile(special, len(special)), rng.standard_normal(6000) * 3]).astype(dtype)
    ta, tb = tp.tensor(a, requires_grad=True), tp.tensor(b, requires_grad=True)
    with c.disabled(), np.errstate(all="ignore"):
        ref = tp.atan2(ta, tb)
        ref.sum().backward()
        ref_grads = (ta.grad.numpy(), tb.grad.numpy())
    ta.grad = tb.grad = None
    with np.errstate(all="ignore"):
        got = tp.atan2(ta, tb)
        got.sum().backward()
    assert_same(got.detach().numpy(), ref.detach().numpy(), "atan2")
    np.testing.assert_array_equal(np.signbit(got.detach().numpy()), np.signbit(ref.detach().numpy()))
    assert_same(ta.grad.numpy(), ref_grads[0], "atan2 grad a")
    assert_same(tb.grad.numpy(), ref_grads[1], "atan2 grad b")
