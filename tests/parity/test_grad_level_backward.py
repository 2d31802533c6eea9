"""A `func.grad` level's backward takes PyTorch's transform paths. Under `torch.func.grad` the
formulas see functorch wrappers, so they cannot read values to choose a formula per input:
det's derivative takes the SVD formula for every matrix (a NaN matrix raises LinAlgError),
prod's and cumprod's take the products that omit each element (no division, so inf stays inf).
TensorPlay's grad level is off the stack when its tape runs backwards, so the sweep says so
(`interpreter_stack.sweeping`). Eager `.backward()` keeps the value-picked formulas. Stated
once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

NAN, INF = float("nan"), float("inf")
M_NAN = [[1.0, 2.0, 0.5], [NAN, 1.0, 3.0], [0.25, -1.0, 2.0]]


def _t(lib, values, requires_grad=False):
    return lib.tensor(np.asarray(values, dtype=np.float64), requires_grad=requires_grad)


def _grad(lib, f, x):
    """f's gradient at x under the library's functional `grad`."""
    return lib.func.grad(f)(x).detach().numpy()


def _eager_grad(lib, f, values):
    x = _t(lib, values, requires_grad=True)
    f(x).backward()
    return x.grad.numpy()


def test_det_gradient_under_func_grad_raises_for_a_nan_matrix(backend):
    lib = backend
    with pytest.raises(Exception) as info:
        _grad(lib, lambda a: lib.linalg.det(a), _t(lib, M_NAN))
    assert type(info.value).__name__.lstrip("_") == "LinAlgError"


def test_det_eager_gradient_of_a_nan_matrix_is_nan(backend):
    """The eager backward solves against the LU (no SVD): NaN, no error."""
    lib = backend
    assert np.isnan(_eager_grad(lib, lambda a: lib.linalg.det(a), M_NAN)).all()


def test_prod_gradient_under_func_grad_omits_each_element(backend):
    """d prod / d x_i = the product of the others: [3 inf, 2 * 3, 2 inf]."""
    lib = backend
    np.testing.assert_array_equal(_grad(lib, lambda x: x.prod(), _t(lib, [2.0, INF, 3.0])), [INF, 6.0, INF])


def test_prod_eager_gradient_divides(backend):
    """Eager with no zero: grad * prod / x, so inf / inf is NaN."""
    lib = backend
    np.testing.assert_array_equal(_eager_grad(lib, lambda x: x.prod(), [2.0, INF, 3.0]), [INF, NAN, INF])


def test_cumprod_gradient_under_func_grad_omits_each_element(backend):
    """sum(cumprod(x)) = x0 + x0 x1 + x0 x1 x2: [1 + x1 + x1 x2, x0 + x0 x2, x0 x1]."""
    lib = backend
    got = _grad(lib, lambda x: x.cumprod(0).sum(), _t(lib, [2.0, INF, 3.0]))
    np.testing.assert_array_equal(got, [INF, 8.0, INF])
