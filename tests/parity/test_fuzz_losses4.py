"""Losses where the differential fuzzer (tests/fuzz) found TensorPlay answering otherwise than
PyTorch: the order of binary_cross_entropy's and huber_loss's dtype checks, huber_loss's
double backward with an infinite weight, gaussian_nll_loss's clamp of var (inf, and the
tangent at var < eps), the dtype of a regression loss with a 0-d input. Stated once, run on
tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

from .test_fuzz_linalg2 import _raises, _t  # after the skip above

NAN, INF = float("nan"), float("inf")


def _same(got, expected):
    """Equal values, NaN where NaN is expected (infinities with their signs)."""
    np.testing.assert_array_equal(np.isnan(got), np.isnan(expected))
    np.testing.assert_allclose(np.nan_to_num(got, nan=0.0), np.nan_to_num(np.asarray(expected), nan=0.0),
                               rtol=1e-10, atol=1e-12)


def _typed(lib, values, dtype):
    return lib.tensor(np.asarray(values).astype(dtype))


# ───────────────────────────── binary_cross_entropy: the order of its checks ─────────────────────────────

@pytest.mark.parametrize("x, t, w, error, shape", [
    # input and target of one dtype (the kernel's TensorIterator), before the dtype dispatch
    *[(x, t, None, "RuntimeError", shape) for x, t in (("bool", "float32"), ("int32", "float32"))
      for shape in ((), (0,))],
    # no integer kernel, also for an empty input
    *[(x, x, None, "NotImplementedError", shape) for x in ("int8", "uint8") for shape in ((), (0,))],
    # the dtype dispatch before the weight multiplied in place (shape [5] into a 0-d loss)
    ("int16", "int16", [5], "NotImplementedError", ()),
    ("bool", "bool", [5], "NotImplementedError", ()),
    ("float64", "float64", [5], "RuntimeError", ()),
])
def test_binary_cross_entropy_checks_dtypes_in_pytorchs_order(backend, x, t, w, error, shape):
    lib = backend
    xs = _typed(lib, np.full(shape, 0.5), x)
    ts = _typed(lib, np.full(shape, 0.5), t)
    ws = None if w is None else lib.ones(*w, dtype=lib.float64)
    assert _raises(lambda: lib.nn.functional.binary_cross_entropy(xs, ts, ws)) == error


def test_binary_cross_entropy_keeps_the_inputs_dtype_with_another_weight(backend):
    """The weight multiplies the loss in place: a float64 weight leaves a float16 loss."""
    lib = backend
    x = lib.tensor([0.25, 0.5], dtype=lib.float16)
    out = lib.nn.functional.binary_cross_entropy(x, x, lib.ones(2, dtype=lib.float64))
    assert out.dtype == lib.float16


# ───────────────────────────── huber_loss ─────────────────────────────

@pytest.mark.parametrize("x, t, w, error", [
    # the promoted dtype must cast to the input's (the loss is written into it) ...
    ("bool", "int64", None, "RuntimeError"),
    ("int32", "float32", None, "RuntimeError"),
    # ... before the kernel, which has floating versions only
    ("int32", "int32", None, "NotImplementedError"),
    ("bool", "bool", None, "NotImplementedError"),
    # a weight: the unweighted loss first (its dtype is not the weight's)
    ("int64", "int64", "float16", "NotImplementedError"),
    ("uint8", "uint8", "float32", "NotImplementedError"),
    ("bool", "bool", "float64", "NotImplementedError"),
])
def test_huber_loss_checks_dtypes_in_pytorchs_order(backend, x, t, w, error):
    lib = backend
    xs, ts = _typed(lib, [1, 0, 2], x), _typed(lib, [0, 1, 1], t)
    ws = None if w is None else _typed(lib, [1.0, 2.0, 0.5], w)
    assert _raises(lambda: lib.nn.functional.huber_loss(xs, ts, weight=ws)) == error


@pytest.mark.parametrize("special", [INF, NAN])
def test_huber_loss_double_backward_multiplies_the_mask(backend, special):
    """PyTorch's huber double backward is (grad * grad_output) * (|d| < delta): an infinite
    (or NaN) weight makes grad_output inf, so the second derivative is NaN where |d| >= delta
    (inf * 0) and at the weight's own element; TensorPlay's `where` answered 0 there."""
    lib = backend
    x = _t(lib, [0.3, -2.0, 1.5, 0.1]).requires_grad_()
    t = _t(lib, [0.0, 0.0, 0.0, 0.0])
    w = _t(lib, [1.0, special, special, 2.0])
    (g,) = lib.autograd.grad(lib.nn.functional.huber_loss(x, t, reduction="sum", weight=w), x,
                             create_graph=True)
    (gg,) = lib.autograd.grad((g * _t(lib, [1.0, 1.0, 1.0, 1.0])).sum(), x)
    # element 1: |d| = 2 >= 1 (mask 0); element 2: |d| = 1.5 (mask 0)
    expected = [1.0, NAN, NAN, 2.0]
    _same(gg.numpy(), expected)


# ───────────────────────────── gaussian_nll_loss: var clamped in place under no_grad ─────────────────────────────

def test_gaussian_nll_loss_with_an_infinite_var(backend):
    """PyTorch clamps a clone of var in place: at var = inf the loss is log(inf) / 2 = inf and
    the gradients are 0 (1 / inf - d^2 / inf^2); TensorPlay's detached correction
    var + (clamp(var) - var) made inf - inf = NaN."""
    lib = backend
    x = _t(lib, [0.5, -1.0, 2.0]).requires_grad_()
    t = _t(lib, [0.0, 0.0, 1.0])
    var = _t(lib, [1.0, INF, 2.0]).requires_grad_()
    loss = lib.nn.functional.gaussian_nll_loss(x, t, var, reduction="none")
    _same(loss.detach().numpy(), [0.125, INF, 0.5 * (np.log(2.0) + 0.5)])
    gx, gv = lib.autograd.grad(loss.sum(), (x, var))
    _same(gx.numpy(), [0.5, 0.0, 0.5])
    _same(gv.numpy(), [0.375, 0.0, 0.25 - 0.125])


def test_gaussian_nll_loss_tangent_of_a_clamped_var(backend):
    """Forward AD differentiates the in-place clamp (no_grad leaves it on): where var < eps the
    tangent of var is 0, while the gradient (backward) passes through unchanged."""
    lib = backend
    x = _t(lib, [1.0, 1.0])
    t = _t(lib, [0.0, 0.0])
    var = _t(lib, [0.0, 1.0])

    def f(v):
        return lib.nn.functional.gaussian_nll_loss(x, t, v, reduction="sum")

    _, tangent = lib.func.jvp(f, (var,), (_t(lib, [1.0, 1.0]),))
    # only the second element moves: d/dv 0.5 (log v + 1 / v) = 0.5 (1 - 1) = 0 at v = 1
    _same(tangent.numpy(), 0.0)
    _, tangent = lib.func.jvp(f, (var,), (_t(lib, [1.0, 0.0]),))
    _same(tangent.numpy(), 0.0)
    g = lib.func.grad(f)(var)
    eps = 1e-6
    _same(g.numpy(), [0.5 * (1 / eps - 1 / eps**2), 0.0])


# ───────────────────────────── a 0-d input beside a target with dims ─────────────────────────────

@pytest.mark.parametrize("name, kwargs", [
    ("mse_loss", {}), ("l1_loss", {}), ("smooth_l1_loss", {}), ("smooth_l1_loss", {"beta": 0.0}),
    ("huber_loss", {}),
])
@pytest.mark.parametrize("zero_d", ["input", "target"])
def test_regression_loss_promotes_a_0d_input_as_one_with_dims(backend, name, kwargs, zero_d):
    """F.mse_loss, l1_loss, smooth_l1_loss and huber_loss broadcast input and target first
    (torch.broadcast_tensors): the 0-d float64 one then has dims and the loss is float64, not
    the float16 / float32 of the other (huber_loss returns the input's dtype, and computed
    in float16 before: 0.0100 for 0.5 (0.3 - 0.1)^2 with PyTorch's 0.02 * 0.5 = 0.01 exact)."""
    lib = backend
    a = lib.tensor(0.3, dtype=lib.float64)
    b = lib.tensor([0.1, 0.2], dtype=lib.float16 if name != "mse_loss" else lib.float32)
    x, t = (a, b) if zero_d == "input" else (b, a)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the target size warning
        out = getattr(lib.nn.functional, name)(x, t, **kwargs)
    assert out.dtype == (lib.float64 if name != "huber_loss" or zero_d == "input" else b.dtype)
    if name == "huber_loss" and zero_d == "input":  # computed in float64
        np.testing.assert_allclose(out.item(), np.mean(0.5 * (0.3 - np.array([0.1, 0.2], np.float16)
                                                              .astype(np.float64)) ** 2), rtol=1e-12)


@pytest.mark.parametrize("name", ["huber_loss", "smooth_l1_loss"])
def test_float16_huber_computes_in_float32(backend, name):
    """PyTorch's float16 huber kernel subtracts and computes the loss in float32, rounding
    once: d = 1.9756 + 0.4456 rounded to float16 first (2.4219) gave 1.4512 for delta 0.7,
    PyTorch 1.4502. Its smooth_l1 kernel rounds the difference to float16 (2.0723, where
    float32 throughout would give 2.0703)."""
    lib = backend
    x = lib.tensor([0.4626, 1.9756], dtype=lib.float16)
    t = lib.tensor([1.5771, -0.4456], dtype=lib.float16)
    kwargs = {"delta": 0.7} if name == "huber_loss" else {"beta": 0.7}
    out = getattr(lib.nn.functional, name)(x, t, reduction="none", **kwargs)
    expected = [0.5352, 1.4502] if name == "huber_loss" else [0.76416015625, 2.072265625]
    assert out.dtype == lib.float16
    np.testing.assert_array_equal(out.numpy(), np.asarray(expected, dtype=np.float16))


# ───────────────────────────── conv2d of an empty batch ─────────────────────────────

DTYPES = ["bool", "uint8", "int8", "int32", "int64", "float16", "float32", "float64"]


@pytest.mark.parametrize("x", DTYPES)
@pytest.mark.parametrize("w", DTYPES)
def test_conv2d_of_an_empty_batch_promotes_the_weight_as_0d(backend, x, w):
    """PyTorch returns an empty batch's output before it compares the input's and weight's
    dtypes: no error, and the result's dtype is result_type(input, weight[0, 0, 0, 0]) (a
    weight of the same kind keeps the input's dtype: uint8 with int64 is uint8). The bias
    must still have the input's dtype."""
    lib = backend
    xs = lib.zeros((0, 3, 5, 5), dtype=getattr(lib, x))
    ws = lib.zeros((4, 3, 3, 3), dtype=getattr(lib, w))
    out = lib.nn.functional.conv2d(xs, ws)
    expected = lib.result_type(lib.zeros(2, dtype=getattr(lib, x)), lib.zeros((), dtype=getattr(lib, w)))
    assert out.dtype == expected and tuple(out.shape) == (0, 4, 3, 3)
    if x != w:
        assert _raises(lambda: lib.nn.functional.conv2d(xs, ws, lib.zeros(4, dtype=getattr(lib, w)))) == "RuntimeError"


# ───────────────────────────── float16 sums along a strided dim ─────────────────────────────

def test_float16_sum_over_a_strided_dim_accumulates_in_float32(backend):
    """PyTorch sums float16 in float32 and rounds once, whatever the layout; NumPy's float16
    reduction along a strided axis added row by row in float16 (8.289 where PyTorch gives
    8.281), which cosine_embedding_loss of a permuted float16 input showed."""
    lib = backend
    a = np.array([1.4424, -1.1523, 1.0234, -0.1473, 1.9512], np.float16)
    x = lib.tensor(np.ascontiguousarray(np.tile(a, (4, 1)).T)).t()  # (4, 5), strided along dim 1
    out = (x * x).sum(1)
    assert out.dtype == lib.float16
    np.testing.assert_array_equal(out.numpy(), np.full(4, 8.28125, np.float16))


# ───────────────────────────── nll_loss's gradient under create_graph ─────────────────────────────

def test_nll_loss_gradient_with_zero_total_weight_under_create_graph(backend):
    """PyTorch's nll_loss_backward writes -w[t] * grad / total_weight at each kept target: with
    every kept target's weight 0 the total is 0, so the gradient there is 0 * inf = NaN (also
    when the graph is kept for a second derivative), and 0 at an ignored target."""
    lib = backend
    x = _t(lib, [[0.1, -0.3, 0.5], [0.2, 0.4, -0.6], [1.0, 2.0, 3.0]]).requires_grad_()
    target = lib.tensor([1, 0, 2])
    w = _t(lib, [0.0, 0.0, 3.0])
    loss = lib.nn.functional.nll_loss(x, target, w, ignore_index=2)
    assert np.isnan(loss.item())
    (g,) = lib.autograd.grad(loss, x, create_graph=True)
    _same(g.detach().numpy(), [[0.0, NAN, 0.0], [NAN, 0.0, 0.0], [0.0, 0.0, 0.0]])


# ───────────────────────────── softmin / softmax of integers with dtype= ─────────────────────────────

@pytest.mark.parametrize("name", ["softmin", "softmax", "log_softmax"])
def test_softmax_of_int32_casts_to_the_dtype_directly(backend, name):
    """softmin(int32, dtype=float64) negates in int32 (-(-2147483648) wraps to itself), then
    softmax casts to float64: the int32 values -2147483647 and -2147483648 stay apart
    (TensorPlay went through float32 first, where they are equal: 0.5 and 0.5)."""
    lib = backend
    values = [2147483647, -2147483648] if name == "softmin" else [-2147483647, -2147483648]
    out = getattr(lib.nn.functional, name)(lib.tensor(values, dtype=lib.int32), 0, dtype=lib.float64)
    p = np.array([0.7310585786300049, 0.2689414213699951])
    expected = np.log(p) if name == "log_softmax" else p
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-12)


# ───────────────────────────── layer_norm's gradient with an infinite weight ─────────────────────────────

def test_layer_norm_gradient_with_an_infinite_weight_follows_pytorchs_kernel(backend):
    """PyTorch's layer_norm_backward_frame computes dx = rstd g w + b x + c, b and c from
    sum(g w) and sum(g w x) per row: an infinite weight makes b and c inf or NaN, so a row
    is NaN but where rstd g w + b x is inf of one sign (-inf at [0, 0] here). TensorPlay's
    rstd (g w - mean(g w) - xhat mean(g w xhat)) put its infinities elsewhere."""
    lib = backend
    x = _t(lib, [[0.3, -1.2, 0.8], [1.5, 0.1, -0.4]]).requires_grad_()
    w = _t(lib, [1.7, -0.9, INF])
    out = lib.nn.functional.layer_norm(x, [3], w, None, 0.1)
    (g,) = lib.autograd.grad(out, x, _t(lib, [[0.5, -1.0, 0.25], [1.0, 2.0, -0.5]]))
    _same(g.numpy(), [[-INF, NAN, NAN], [NAN, NAN, NAN]])


def test_nll_loss_gradient_with_zero_total_weight_under_func_grad(backend):
    """The same under torch.func.grad (TensorPlay runs nll_loss's body there): NaN at the kept
    targets of zero weight, 0 at the ignored one and elsewhere."""
    lib = backend
    x = _t(lib, [[0.1, -0.3, 0.5], [0.2, 0.4, -0.6], [1.0, 2.0, 3.0]])
    target = lib.tensor([1, 0, 2])
    w = _t(lib, [0.0, 0.0, 3.0])
    g = lib.func.grad(lambda z: lib.nn.functional.nll_loss(z, target, w, ignore_index=2))(x)
    _same(g.numpy(), [[0.0, NAN, 0.0], [NAN, 0.0, 0.0], [0.0, 0.0, 0.0]])
