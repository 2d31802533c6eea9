"""Hand-written checks of the pointwise ops that the spec harness cannot express:
dtype promotion, operators, in-place versions, PyTorch's exact formulas, NumPy
warnings, the forward-mode (JVP) rules, and hypothesis property tests."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import tensorplay as tp
from tensorplay.core import optable as generated
from tests.ops._opinfo import OPINFO
from tests.torch_oracle import version

from .samples import build, differentiable_positions

# the hand-written semantics run on tensorplay and on torch; the spec-driven jvp rules and the
# hypothesis properties below are tensorplay's own harness
both = pytest.mark.usefixtures("backend_globals")

# ───────────────────────────── dtype promotion ─────────────────────────────


@both
def test_int_tensor_plus_python_float_is_default_float():
    assert (tp.tensor([1, 2, 3]) + 2.5).dtype is tp.float32


@both
def test_int32_plus_int64_is_int64():
    a = tp.tensor([1, 2], dtype=tp.int32)
    b = tp.tensor([3, 4], dtype=tp.int64)
    assert (a + b).dtype is tp.int64
    assert tp.maximum(a, b).dtype is tp.int64


@both
def test_float32_times_python_float_stays_float32():
    x = tp.tensor([1.0, 2.0], dtype=tp.float32)
    assert (x * 2.0).dtype is tp.float32
    assert (x ** 2.0).dtype is tp.float32
    assert (2.0 ** x).dtype is tp.float32
    assert tp.atan2(x, tp.tensor(1.0, dtype=tp.float64)).dtype is tp.float32  # 0-d: no upcast


@both
def test_bool_plus_bool_is_bool_logical_or():
    # PyTorch: tensor([True, False]) + tensor([True, False]) == tensor([True, False]) (bool)
    out = tp.tensor([True, False, False]) + tp.tensor([True, True, False])
    assert out.dtype is tp.bool
    assert out.tolist() == [True, True, False]


@both
@pytest.mark.parametrize("op", ["eq", "ne", "lt", "le", "gt", "ge"])
def test_comparisons_give_bool_and_compare_in_the_promoted_dtype(op):
    a = tp.tensor([1, 2, 3])
    b = tp.tensor([1.5, 2.0, 2.5])
    out = getattr(tp, op)(a, b)
    assert out.dtype is tp.bool
    expected = getattr(np, {"eq": "equal", "ne": "not_equal", "lt": "less", "le": "less_equal",
                            "gt": "greater", "ge": "greater_equal"}[op])(a.detach().numpy(), b.detach().numpy())
    assert out.tolist() == expected.tolist()


@both
def test_comparison_operators():
    x = tp.tensor([1.0, 2.0, 3.0], requires_grad=True)
    assert (x == 2).tolist() == [False, True, False]
    assert (x != 2).tolist() == [True, False, True]
    assert (x < 2).tolist() == [True, False, False]
    assert (x <= 2).tolist() == [True, True, False]
    assert (x > 2).tolist() == [False, False, True]
    assert (x >= 2).tolist() == [False, True, True]
    assert (2 < x).tolist() == [False, False, True]  # reflected by Python as x > 2
    out = x > 1
    assert not out.requires_grad and out.grad_fn is None


@both
def test_logical_operators_on_bool_tensors():
    a = tp.tensor([True, True, False, False])
    b = tp.tensor([True, False, True, False])
    assert (a & b).tolist() == [True, False, False, False]
    assert (a | b).tolist() == [True, True, True, False]
    assert (~a).tolist() == [False, False, True, True]
    assert tp.logical_xor(a, b).tolist() == [False, True, True, False]
    assert tp.logical_not(tp.tensor([0.0, 2.0])).tolist() == [True, False]
    assert tp.logical_and(tp.tensor([0.0, 1.0]), tp.tensor([3, 3])).dtype is tp.bool


@both
def test_int_pow_int_stays_int():
    x = tp.tensor([1, 2, 3])
    out = x ** 2
    assert out.dtype is tp.int64 and out.tolist() == [1, 4, 9]
    assert (x ** x).dtype is tp.int64
    assert (x ** 0.5).dtype is tp.float32
    assert (2 ** x).dtype is tp.int64 and (2 ** x).tolist() == [2, 4, 8]
    with pytest.raises(RuntimeError, match="negative integer powers"):
        _ = x ** -1


@both
def test_python_number_to_the_power_of_a_tensor():
    x = tp.tensor([0.0, 1.0, 2.0], dtype=tp.float64, requires_grad=True)
    y = 2 ** x
    np.testing.assert_allclose(y.detach().numpy(), [1.0, 2.0, 4.0])
    y.sum().backward()
    np.testing.assert_allclose(x.grad.detach().numpy(), 2.0 ** x.detach().numpy() * math.log(2.0))
    assert tp.pow(2.0, x).tolist() == [1.0, 2.0, 4.0]


@both
def test_pow_inplace_and_ipow():
    x = tp.tensor([1.0, 2.0, 3.0])
    v = version(x)
    x **= 2
    assert x.tolist() == [1.0, 4.0, 9.0] and version(x) == v + 1
    x.pow_(0.5)
    assert x.tolist() == [1.0, 2.0, 3.0]


@both
def test_pow_gradients_at_zero_have_no_nan():
    base = tp.tensor([0.0, 0.0, 2.0], dtype=tp.float64, requires_grad=True)
    exp = tp.tensor([0.0, 2.0, 3.0], dtype=tp.float64, requires_grad=True)
    (base ** exp).sum().backward()
    np.testing.assert_allclose(base.grad.detach().numpy(), [0.0, 0.0, 12.0])  # d/db: e b^(e-1), 0 where e = 0
    np.testing.assert_allclose(exp.grad.detach().numpy(), [0.0, 0.0, 8 * math.log(2.0)])  # 0 where b = 0
    x = tp.tensor([0.0, 1.0], dtype=tp.float64, requires_grad=True)
    (x ** 0).sum().backward()
    assert x.grad.tolist() == [0.0, 0.0]


@both
def test_abs_inplace_bumps_the_version():
    x = tp.tensor([-1.5, 0.0, 2.0])
    v = version(x)
    out = x.abs_()
    assert out is x
    assert x.tolist() == [1.5, 0.0, 2.0]
    assert version(x) == v + 1
    assert abs(tp.tensor([-3])).tolist() == [3]


@both
def test_inplace_on_a_saved_tensor_is_detected():
    x = tp.tensor([-1.0, 2.0], requires_grad=True)
    y = x * 1.0
    z = y.sigmoid()  # saves its result, not y
    w = y.sin()  # saves y
    y.abs_()
    with pytest.raises(RuntimeError):
        w.sum().backward()
    _ = z


@both
def test_where_broadcasts_a_bool_condition():
    cond = tp.tensor([True, False, True])
    a = tp.tensor([[1.0], [2.0]], requires_grad=True)
    b = tp.tensor([-1.0, -2.0, -3.0], requires_grad=True)
    out = tp.where(cond, a, b)
    assert out.shape == (2, 3)
    assert out.tolist() == [[1.0, -2.0, 1.0], [2.0, -2.0, 2.0]]
    out.sum().backward()
    assert a.grad.tolist() == [[2.0], [2.0]]
    assert b.grad.tolist() == [0.0, 2.0, 0.0]
    assert tp.where(cond, 1.0, 0.0).dtype is tp.float32
    assert tp.where(cond, tp.tensor([1, 2, 3]), 0.5).dtype is tp.float32


@both
def test_tensor_where_method_has_self_first():
    # x.where(condition, y) is torch.where(condition, x, y)
    x = tp.tensor([1.0, 2.0, 3.0])
    cond = tp.tensor([True, False, True])
    assert x.where(cond, -1.0).tolist() == [1.0, -1.0, 3.0]
    assert tp.where(cond, x, -1.0).tolist() == [1.0, -1.0, 3.0]
    assert tp.where(cond, input=x, other=0.0).tolist() == [1.0, 0.0, 3.0]


@both
def test_where_needs_a_bool_condition():
    with pytest.raises(RuntimeError, match="boolean"):
        tp.where(tp.tensor([1, 0]), tp.tensor([1.0, 2.0]), 0.0)


@both
def test_maximum_minimum_split_ties_half_half():
    a = tp.tensor([1.0, 2.0, 3.0], requires_grad=True)
    b = tp.tensor([1.0, 3.0, 2.0], requires_grad=True)
    tp.maximum(a, b).sum().backward()
    assert a.grad.tolist() == [0.5, 0.0, 1.0]
    assert b.grad.tolist() == [0.5, 1.0, 0.0]
    a.grad = b.grad = None
    tp.minimum(a, b).sum().backward()
    assert a.grad.tolist() == [0.5, 1.0, 0.0]
    assert b.grad.tolist() == [0.5, 0.0, 1.0]


@both
def test_remainder_and_floor_divide_follow_python():
    a = [-7, -3, 3, 7]
    for b in (3, -3):
        r = tp.tensor(a) % b
        q = tp.tensor(a) // b
        assert r.tolist() == [x % b for x in a]
        assert q.tolist() == [x // b for x in a]
        assert r.dtype is tp.int64 and q.dtype is tp.int64
        rf = tp.tensor([float(x) for x in a]) % float(b)
        assert rf.tolist() == [float(x % b) for x in a]
    assert (7 % tp.tensor([3, -3])).tolist() == [1, -2]
    assert (7 // tp.tensor([2.0, -2.0])).tolist() == [3.0, -4.0]
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        tp.tensor([1, 2]) % 0
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        tp.tensor([1, 2]) // tp.tensor([1, 0])


@both
def test_floor_divide_output_of_a_grad_input():
    q = tp.floor_divide(tp.tensor([1.0], requires_grad=True), 2.0)
    assert q.requires_grad
    with pytest.raises(RuntimeError, match="not implemented"):
        q.sum().backward()


@both
def test_clamp_bounds_and_dtype():
    x = tp.tensor([1, 5, 9])
    assert tp.clamp(x, 2, 6).tolist() == [2, 5, 6] and tp.clamp(x, 2, 6).dtype is tp.int64
    assert tp.clamp(x, min=2.5).dtype is tp.float32
    assert tp.clamp(x, max=4).tolist() == [1, 4, 4]
    assert tp.tensor([1.0, 5.0], dtype=tp.float32).clamp(0.0, 2.0).dtype is tp.float32
    with pytest.raises(RuntimeError, match="min"):
        tp.clamp(x)
    y = tp.tensor([-1.0, 0.0, 0.5, 1.0, 2.0], dtype=tp.float64, requires_grad=True)
    y.clamp(0.0, 1.0).sum().backward()
    assert y.grad.tolist() == [0.0, 1.0, 1.0, 1.0, 0.0]  # the bounds themselves pass the gradient


@both
def test_rounding_ops_keep_integers_and_round_half_to_even():
    assert tp.round(tp.tensor([0.5, 1.5, 2.5, -0.5, -1.5])).tolist() == [0.0, 2.0, 2.0, -0.0, -2.0]
    np.testing.assert_allclose(tp.round(tp.tensor([1.234, -5.678], dtype=tp.float64), decimals=2).detach().numpy(),
                               [1.23, -5.68])
    for op in ("floor", "ceil", "round", "trunc"):
        out = getattr(tp, op)(tp.tensor([1, -2]))
        assert out.dtype is tp.int64 and out.tolist() == [1, -2]
    x = tp.tensor([-1.5, 0.3, 2.7], requires_grad=True)
    for op in ("floor", "ceil", "round", "trunc", "sign"):
        x.grad = None
        out = getattr(tp, op)(x)
        assert out.requires_grad  # differentiable with a zero gradient, as PyTorch
        out.sum().backward()
        assert x.grad.tolist() == [0.0, 0.0, 0.0]


# ───────────────────────────── exact formulas ─────────────────────────────

_erf64 = np.vectorize(math.erf, otypes=[np.float64])


def _gelu_none(x):
    return 0.5 * x * (1.0 + _erf64(x / math.sqrt(2.0)))


def _gelu_tanh(x):
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


@both
def test_gelu_none_and_tanh_match_the_formulas():
    x64 = np.linspace(-6, 6, 97)
    for dt, tol in ((tp.float64, 1e-12), (tp.float32, 1e-6)):
        x = tp.tensor(x64, dtype=dt)
        np.testing.assert_allclose(tp.nn.functional.gelu(x).detach().numpy(), _gelu_none(x64), rtol=tol, atol=tol)
        np.testing.assert_allclose(tp.nn.functional.gelu(x, approximate="tanh").detach().numpy(), _gelu_tanh(x64),
                                   rtol=tol, atol=tol)
        assert tp.nn.functional.gelu(x).dtype is dt
    # the two differ (by up to ~5e-4), so the flag is really honoured
    assert np.abs(tp.nn.functional.gelu(tp.tensor(x64)).detach().numpy() - tp.nn.functional.gelu(tp.tensor(x64), approximate="tanh").detach().numpy()).max() > 1e-4
    with pytest.raises(RuntimeError, match="approximate"):
        tp.nn.functional.gelu(tp.tensor([1.0]), approximate="fast")


@both
def test_gelu_gradients_match_the_derivatives_of_the_formulas():
    x64 = np.linspace(-4, 4, 41)
    eps = 1e-6
    for approx, f in (("none", _gelu_none), ("tanh", _gelu_tanh)):
        x = tp.tensor(x64, dtype=tp.float64, requires_grad=True)
        tp.nn.functional.gelu(x, approximate=approx).sum().backward()
        numeric = (f(x64 + eps) - f(x64 - eps)) / (2 * eps)
        np.testing.assert_allclose(x.grad.detach().numpy(), numeric, rtol=1e-6, atol=1e-8)


@both
def test_erf_matches_math_erf():
    x = np.linspace(-5, 5, 201)
    np.testing.assert_allclose(tp.erf(tp.tensor(x, dtype=tp.float64)).detach().numpy(), _erf64(x), rtol=1e-14, atol=1e-15)
    assert tp.erf(tp.tensor([1, 2])).dtype is tp.float32


@both
def test_activations_match_pytorch_definitions():
    x64 = np.array([-30.0, -2.0, -0.5, 0.5, 2.0, 15.0, 30.0])
    x = tp.tensor(x64, dtype=tp.float64)
    np.testing.assert_allclose(tp.sigmoid(x).detach().numpy(), 1 / (1 + np.exp(-x64)))
    np.testing.assert_allclose(tp.nn.functional.silu(x).detach().numpy(), x64 / (1 + np.exp(-x64)))
    np.testing.assert_allclose(tp.nn.functional.softplus(x).detach().numpy(), np.where(x64 > 20, x64, np.log1p(np.exp(x64))))
    np.testing.assert_allclose(tp.nn.functional.softplus(x, beta=2, threshold=5).detach().numpy(),
                               np.where(2 * x64 > 5, x64, np.log1p(np.exp(2 * x64)) / 2))
    np.testing.assert_allclose(tp.nn.functional.elu(x).detach().numpy(), np.where(x64 > 0, x64, np.expm1(x64)))
    np.testing.assert_allclose(tp.nn.functional.elu(x, 0.5).detach().numpy(), np.where(x64 > 0, x64, 0.5 * np.expm1(x64)))
    np.testing.assert_allclose(tp.nn.functional.leaky_relu(x).detach().numpy(), np.where(x64 > 0, x64, 0.01 * x64))
    np.testing.assert_allclose(tp.relu(x).detach().numpy(), np.maximum(x64, 0))
    for name in ("relu", "gelu", "silu", "softplus", "leaky_relu", "elu", "sigmoid", "tanh"):
        assert callable(getattr(tp.nn.functional, name))


# ───────────────────────────── no NumPy warning escapes ─────────────────────────────


@both
def test_no_numpy_warning_escapes():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        zero = tp.tensor([0.0, -1.0, 1000.0, -1000.0])
        assert tp.log(tp.tensor([0.0])).tolist() == [-math.inf]
        tp.log(zero), tp.log2(zero), tp.log10(zero), tp.log1p(tp.tensor([-1.0, -2.0]))
        tp.sqrt(zero), tp.rsqrt(zero), tp.reciprocal(zero), tp.reciprocal(tp.tensor([0]))
        tp.asin(tp.tensor([2.0])), tp.acos(tp.tensor([-2.0]))
        tp.exp(zero), tp.expm1(zero), tp.sinh(zero), tp.cosh(zero)
        tp.sigmoid(zero), tp.nn.functional.softplus(zero), tp.nn.functional.elu(zero), tp.nn.functional.silu(zero), tp.nn.functional.gelu(zero)
        tp.tensor([0.0]) ** -1.0, tp.tensor([-1.0]) ** 0.5, 0.0 ** tp.tensor([-1.0])
        tp.tensor([1.0, 0.0]) % 0.0, tp.tensor([1.0, 0.0]) // 0.0
        tp.atan2(tp.tensor([0.0]), tp.tensor([0.0]))
        x = tp.tensor([0.0, 1.0], requires_grad=True)
        (x ** 0.5).sum().backward()  # d/dx sqrt at 0 is inf, silently
        y = tp.tensor([-1000.0, 1000.0], requires_grad=True)
        (tp.nn.functional.elu(y) + tp.nn.functional.softplus(y) + tp.sigmoid(y) + tp.nn.functional.silu(y)).sum().backward()
        assert np.isfinite(y.grad.detach().numpy()).all()


# ───────────────────────────── forward mode (JVP rules) ─────────────────────────────

_POINTWISE = {
    "abs", "sign", "expm1", "log1p", "log2", "log10", "sqrt", "rsqrt", "square", "reciprocal",
    "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "sigmoid", "relu", "gelu", "silu",
    "softplus", "leaky_relu", "elu", "erf", "floor", "ceil", "round", "trunc", "clamp", "pow",
    "maximum", "minimum", "atan2", "remainder", "where",
}
_JVP_CASES = [(info, i) for info in OPINFO if info["name"] in _POINTWISE
              for i in range(len(info["samples"]))]


def _full_args(info, sample):
    """Every argument of the op by name (defaults filled in), as the JVP rule receives them."""
    import inspect

    args, kwargs = build(info, sample)
    names = [n for n in info["args"] if n not in info["kwarg_only"]]
    given_ = {n: a for n, a in zip([n for n in names if n in sample], args)}
    given_.update(kwargs)
    params = inspect.signature(getattr(generated, info["fn"])).parameters
    full = {}
    for n in info["args"]:
        if n in given_:
            full[n] = given_[n]
        else:
            p = params.get("input" if n == "self" else n)
            full[n] = p.default
    return args, kwargs, full


@pytest.mark.parametrize(("info", "i"), _JVP_CASES,
                         ids=[f"{info['name']}-{i}" for info, i in _JVP_CASES])
def test_jvp_rule_matches_finite_differences(info, i):
    """The generated `_<op>_jvp` (the forward-mode rule) against a central difference along a
    random tangent; no forward-mode transform is needed to check the formula itself."""
    op = generated.OPS[info["name"]]
    args, kwargs, full = _full_args(info, info["samples"][i])
    positions = differentiable_positions(info, args)
    if not positions:
        pytest.skip("no float tensor input")
    rng = np.random.default_rng(1)
    names = [n for n in info["args"] if n not in info["kwarg_only"]]
    tangents = {names[p]: tp.tensor(rng.standard_normal(args[p].shape)) for p in positions}
    fn = getattr(generated, info["fn"])
    result = fn(*args, **kwargs)
    tensors = [full[n] for n in info["tensors"]]
    params = {n: full[n] for n, t in zip(info["args"], info["types"])
              if not t.startswith("Tensor") and t != "Device?"}
    tangent_tuple = tuple(tangents.get(n) for n in info["tensors"])
    out = op.jvp(tangent_tuple, *tensors, result, **params)
    eps = 1e-6

    def shifted(sign):
        new = list(args)
        for p in positions:
            new[p] = tp.tensor(args[p]._data + sign * eps * tangents[names[p]]._data)
        return fn(*new, **kwargs)._data

    numeric = (shifted(1) - shifted(-1)) / (2 * eps)
    assert tuple(out.shape) == tuple(result.shape)
    np.testing.assert_allclose(out._data, numeric, rtol=1e-4, atol=1e-6,
                               err_msg=f"{info['name']} jvp ({info['where']})")


# ───────────────────────────── hypothesis properties ─────────────────────────────

_floats = st.floats(-3, 3, allow_nan=False, width=64)

# op → (forward in NumPy, derivative in NumPy, how to draw inputs)
_UNARY = {
    "tanh": (np.tanh, lambda x: 1 - np.tanh(x) ** 2, _floats),
    "sigmoid": (lambda x: 1 / (1 + np.exp(-x)), lambda x: np.exp(-x) / (1 + np.exp(-x)) ** 2, _floats),
    "atan": (np.arctan, lambda x: 1 / (1 + x * x), _floats),
    "sqrt": (np.sqrt, lambda x: 0.5 / np.sqrt(x), st.floats(0.1, 9, width=64)),
    "square": (np.square, lambda x: 2 * x, _floats),
    "softplus": (lambda x: np.log1p(np.exp(x)), lambda x: 1 / (1 + np.exp(-x)), _floats),
    "erf": (_erf64, lambda x: 2 / math.sqrt(math.pi) * np.exp(-x * x), _floats),
}


@pytest.mark.parametrize("name", sorted(_UNARY))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_unary_property(name, data):
    f, df, elements = _UNARY[name]
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4))
    x64 = data.draw(hnp.arrays(np.float64, shape, elements=elements))
    x = tp.tensor(x64, requires_grad=True)
    y = getattr(tp, name)(x)
    np.testing.assert_allclose(y._data, f(x64), rtol=1e-10, atol=1e-12)
    y.sum().backward()
    np.testing.assert_allclose(x.grad._data, df(x64), rtol=1e-9, atol=1e-12)


def _reduce_to(g, shape):
    lead = g.ndim - len(shape)
    g = g.sum(axis=tuple(range(lead))) if lead else g
    axes = tuple(i for i, s in enumerate(shape) if s == 1 and g.shape[i] != 1)
    return g.sum(axis=axes, keepdims=True) if axes else g


# op → (forward, d/da, d/db, element strategy for a, for b)
_BINARY = {
    "atan2": (np.arctan2, lambda a, b: b / (a * a + b * b), lambda a, b: -a / (a * a + b * b),
              st.floats(0.2, 3, width=64), st.floats(-3, -0.2, width=64)),
    "pow": (np.power, lambda a, b: b * a ** (b - 1), lambda a, b: a ** b * np.log(a),
            st.floats(0.2, 3, width=64), _floats),
    "maximum": (np.maximum, lambda a, b: (a > b) + 0.5 * (a == b), lambda a, b: (b > a) + 0.5 * (a == b),
                _floats, _floats),
    "minimum": (np.minimum, lambda a, b: (a < b) + 0.5 * (a == b), lambda a, b: (b < a) + 0.5 * (a == b),
                _floats, _floats),
    "mul": (np.multiply, lambda a, b: b + 0 * a, lambda a, b: a + 0 * b, _floats, _floats),
}


@pytest.mark.parametrize("name", sorted(_BINARY))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_broadcasting_binary_property(name, data):
    f, da, db, ea, eb = _BINARY[name]
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3,
                                                         min_side=1, max_side=4))
    sa, sb = shapes.input_shapes
    a64 = data.draw(hnp.arrays(np.float64, sa, elements=ea))
    b64 = data.draw(hnp.arrays(np.float64, sb, elements=eb))
    a = tp.tensor(a64, requires_grad=True)
    b = tp.tensor(b64, requires_grad=True)
    out = getattr(tp, name)(a, b)
    assert tuple(out.shape) == shapes.result_shape
    np.testing.assert_allclose(out._data, f(a64, b64), rtol=1e-10, atol=1e-12)
    out.sum().backward()
    ga = np.broadcast_to(da(a64, b64), shapes.result_shape).astype(np.float64)
    gb = np.broadcast_to(db(a64, b64), shapes.result_shape).astype(np.float64)
    np.testing.assert_allclose(a.grad._data, _reduce_to(ga, sa).reshape(sa), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(b.grad._data, _reduce_to(gb, sb).reshape(sb), rtol=1e-9, atol=1e-12)


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_where_property(data):
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=3,
                                                         min_side=1, max_side=4))
    sc, sa, sb = shapes.input_shapes
    c = data.draw(hnp.arrays(np.bool_, sc))
    a64 = data.draw(hnp.arrays(np.float64, sa, elements=_floats))
    b64 = data.draw(hnp.arrays(np.float64, sb, elements=_floats))
    a = tp.tensor(a64, requires_grad=True)
    b = tp.tensor(b64, requires_grad=True)
    out = tp.where(tp.tensor(c), a, b)
    np.testing.assert_array_equal(out._data, np.where(c, a64, b64))
    out.sum().backward()
    cb = np.broadcast_to(c, shapes.result_shape)
    np.testing.assert_allclose(a.grad._data, _reduce_to(cb * 1.0, sa).reshape(sa))
    np.testing.assert_allclose(b.grad._data, _reduce_to(~cb * 1.0, sb).reshape(sb))
