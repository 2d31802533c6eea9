"""`x.eq_(y)` and its kin (ne_, lt_, le_, gt_, ge_) inside tensorplay.func.jvp and .grad,
against torch.func on the same values.

Under jvp the result is written into self's primal, which is the caller's tensor (PyTorch's
in-place op writes through the dual), so `x.eq_(y)` is `self`, the output shares the input's
memory, and a result that broadcasts past self's shape is refused. Under grad/vjp/jacrev the
differentiated input is a leaf that requires grad: an in-place op on it is refused, as on the
base tape. The same holds for any in-place op (`add_` is checked too)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch, import_torch

if not have_torch():  # every test here compares with torch.func
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)
torch = import_torch()

OPS = ["eq_", "ne_", "lt_", "le_", "gt_", "ge_"]
X = np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 3.0]])
Y = np.array([[1.0, 0.0, 4.0], [-2.0, 0.5, 3.0]])
T = np.array([[0.5, -1.0, 2.0], [1.0, 1.0, -3.0]])


def _jvp(lib, name, x, y, t):
    """jvp of `x.<name>(y)`; also whether the op returned self inside f."""
    seen = []

    def f(x):
        r = getattr(x, name)(lib.tensor(y))
        seen.append(r is x)
        return r

    xin = lib.tensor(x)
    out, tan = lib.func.jvp(f, (xin,), (lib.tensor(t),))
    return xin, out, tan, seen[0]


def _raised(fn) -> BaseException:
    with pytest.raises(Exception) as info:
        fn()
    return info.value


@pytest.mark.parametrize("name", OPS)
def test_jvp_writes_the_comparison_into_the_callers_tensor(name):
    tx, tout, ttan, tself = _jvp(torch, name, X, Y, T)
    mx, mout, mtan, mself = _jvp(tp, name, X, Y, T)
    assert tself and mself  # the in-place op returns self inside f
    np.testing.assert_array_equal(mout.numpy(), tout.numpy())
    assert mout.dtype is tp.float64 and tout.dtype is torch.float64
    np.testing.assert_array_equal(mtan.numpy(), ttan.numpy())  # zero: a comparison
    np.testing.assert_array_equal(mtan.numpy(), np.zeros_like(X))
    # the primal out is the caller's tensor, written in place (it held X before)
    np.testing.assert_array_equal(tx.numpy(), tout.numpy())
    np.testing.assert_array_equal(mx.numpy(), mout.numpy())
    assert np.shares_memory(tout.numpy(), tx.numpy())
    assert np.shares_memory(mout.numpy(), mx.numpy())


@pytest.mark.parametrize("name", OPS)
@pytest.mark.parametrize("shapes", [((1,), (3,)), ((), (3,)), ((1,), (2, 3)), ((3,), (2, 1, 1))])
def test_jvp_refuses_a_result_broadcast_past_self(name, shapes):
    rng = np.random.default_rng(0)
    x, y = rng.standard_normal(shapes[0]), rng.standard_normal(shapes[1])
    t = np.ones(shapes[0])
    errs = [_raised(lambda lib=lib: _jvp(lib, name, x, y, t)) for lib in (torch, tp)]
    for e in errs:
        assert type(e) is RuntimeError
        assert "doesn't match the broadcast shape" in str(e)
    assert f"output with shape {list(shapes[0])}" in str(errs[1])


@pytest.mark.parametrize("name", OPS)
def test_grad_refuses_the_differentiated_leaf(name):
    for lib in (torch, tp):
        e = _raised(lambda lib=lib: lib.func.grad(
            lambda x: getattr(x, name)(lib.tensor(Y)).sum())(lib.tensor(X)))
        assert type(e) is RuntimeError, lib
        assert "a leaf Variable that requires grad is being used in an in-place operation" in str(e)


@pytest.mark.parametrize("name", OPS)
def test_grad_of_a_comparison_into_a_copy_is_zero(name):
    grads = []
    for lib in (torch, tp):
        y = lib.tensor(Y)
        grads.append(lib.func.grad(lambda x, y=y, lib=lib: (getattr(x * 1.0, name)(y) * x).sum())(
            lib.tensor(X)))
    np.testing.assert_array_equal(grads[1].numpy(), grads[0].numpy())
    assert grads[1].dtype is tp.float64


def test_vjp_and_jacrev_refuse_the_leaf_too():
    for lib in (torch, tp):
        y = lib.tensor(Y)
        for call in (lambda: lib.func.vjp(lambda x: x.gt_(y), lib.tensor(X)),
                     lambda: lib.func.jacrev(lambda x: x.gt_(y))(lib.tensor(X)),
                     lambda: lib.func.grad(lambda x: x.add_(y).sum())(lib.tensor(X))):
            e = _raised(call)
            assert type(e) is RuntimeError
            assert "a leaf Variable that requires grad is being used in an in-place operation" in str(e)


def test_in_place_on_the_leaf_under_no_grad_is_allowed():
    grads = []
    for lib in (torch, tp):
        y = lib.tensor(Y)

        def f(x, lib=lib, y=y):
            with lib.no_grad():
                x.le_(y)
            return (x * x).sum()

        grads.append(lib.func.grad(f)(lib.tensor(X)))
    np.testing.assert_array_equal(grads[1].numpy(), grads[0].numpy())


def test_add_under_jvp_writes_the_primal_as_torch():
    res = []
    for lib in (torch, tp):
        x = lib.tensor(X)
        out, tan = lib.func.jvp(lambda x, lib=lib: x.add_(lib.tensor(Y)), (x,), (lib.tensor(T),))
        res.append((x.numpy().copy(), out.numpy(), tan.numpy(), np.shares_memory(out.numpy(), x.numpy())))
    for a, b in zip(res[1], res[0]):
        np.testing.assert_array_equal(a, b)
    e = [_raised(lambda lib=lib: lib.func.jvp(lambda x: x.add_(lib.tensor(Y)), (lib.ones(1, dtype=lib.float64),),
                                               (lib.ones(1, dtype=lib.float64),))) for lib in (torch, tp)]
    assert all(type(x) is RuntimeError and "doesn't match the broadcast shape" in str(x) for x in e)


def test_add_of_a_wider_dtype_under_jvp_keeps_self_dtype():
    res = []
    for lib in (torch, tp):
        x = lib.tensor(X, dtype=lib.float32)
        out, tan = lib.func.jvp(lambda x, lib=lib: x.add_(lib.tensor(Y)), (x,), (lib.tensor(T, dtype=lib.float32),))
        res.append((out, tan))
    assert res[1][0].dtype is tp.float32 and res[0][0].dtype is torch.float32
    assert res[1][1].dtype is tp.float32 and res[0][1].dtype is torch.float32
    np.testing.assert_allclose(res[1][0].numpy(), res[0][0].numpy())
    np.testing.assert_allclose(res[1][1].numpy(), res[0][1].numpy())
