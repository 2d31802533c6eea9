"""The everyday-surface ops on the values random samples never hit (NaN, ±inf, -0.0, exact
integer quotients, zeros), run on tensorplay and on torch: each assertion is PyTorch's
behaviour."""

from __future__ import annotations

import math

import pytest

import tensorplay as tp

pytestmark = pytest.mark.usefixtures("backend_globals")

INF, NAN = math.inf, math.nan


def special():
    return tp.tensor([NAN, INF, -INF, -0.0, 0.0, 1.5, -2.0])


def test_float_classification_of_special_values():
    x = special()
    assert tp.isnan(x).tolist() == [True, False, False, False, False, False, False]
    assert x.isinf().tolist() == [False, True, True, False, False, False, False]
    assert tp.isfinite(x).tolist() == [False, False, False, True, True, True, True]
    assert tp.isposinf(x).tolist() == [False, True, False, False, False, False, False]
    assert x.isneginf().tolist() == [False, False, True, False, False, False, False]
    assert tp.signbit(x).tolist() == [False, False, True, True, False, False, True]
    assert tp.isnan(tp.tensor([1, 2])).dtype is tp.bool


def test_nan_to_num_defaults_are_the_dtype_limits():
    out = tp.nan_to_num(special())
    big = 3.4028234663852886e38
    assert out.tolist() == [0.0, big, -big, -0.0, 0.0, 1.5, -2.0]
    y = special()
    y.nan_to_num_(nan=7.0, posinf=1.0, neginf=-1.0)
    assert y.tolist() == [7.0, 1.0, -1.0, -0.0, 0.0, 1.5, -2.0]


def test_nan_to_num_gradient_is_zero_where_not_finite():
    x = special().requires_grad_()
    tp.nan_to_num(x).sum().backward()
    assert x.grad.tolist() == [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0]


def test_divide_rounding_modes_on_integers():
    a = tp.tensor([-7, 7, -6, 6])
    b = tp.tensor([2, -2, 3, 4])
    assert tp.divide(a, b, rounding_mode="trunc").tolist() == [-3, -3, -2, 1]
    assert tp.divide(a, b, rounding_mode="floor").tolist() == [-4, -4, -2, 1]
    assert a.divide(b, rounding_mode="trunc").dtype is tp.int64
    assert tp.divide(a, b).dtype is tp.float32


def test_divide_trunc_on_floats_and_by_zero():
    x = tp.tensor([-3.5, 3.5, -0.5])
    assert tp.divide(x, 0.0, rounding_mode="trunc").tolist()[:2] == [-INF, INF]
    assert tp.divide(x, 2.0, rounding_mode="trunc").tolist() == [-1.0, 1.0, -0.0]
    with pytest.raises(RuntimeError):
        tp.divide(tp.tensor([1, 2]), tp.tensor([0, 1]), rounding_mode="trunc")
    with pytest.raises(RuntimeError):
        tp.divide(x, x, rounding_mode="round")


def test_rounded_division_has_a_zero_gradient():
    x = tp.tensor([1.5, -2.5], requires_grad=True)
    tp.divide(x, 2.0, rounding_mode="floor").sum().backward()
    assert x.grad.tolist() == [0.0, 0.0]


def test_sinc_at_zero_is_one_with_a_zero_gradient():
    x = tp.tensor([0.0, 0.5, -1.0], dtype=tp.float64, requires_grad=True)
    y = tp.sinc(x)
    assert y.tolist()[:2] == pytest.approx([1.0, 2 / math.pi])
    (g,) = tp.autograd.grad(y.sum(), x, create_graph=True)
    assert g.tolist() == pytest.approx([0.0, -4 / math.pi, 1.0])


def test_logit_clamps_with_eps_and_is_infinite_at_the_ends():
    assert tp.logit(tp.tensor([0.0, 1.0])).tolist() == [-INF, INF]
    x = tp.tensor([0.0, 0.5, 1.0], dtype=tp.float64, requires_grad=True)
    y = tp.logit(x, eps=0.25)
    assert y.tolist() == pytest.approx([math.log(1 / 3), 0.0, math.log(3)])
    y.sum().backward()
    assert x.grad.tolist() == [0.0, 4.0, 0.0]


def test_frac_keeps_the_sign_and_refuses_integers():
    assert tp.frac(tp.tensor([-1.25, 2.5, -0.0])).tolist() == [-0.25, 0.5, -0.0]
    with pytest.raises(NotImplementedError):
        tp.frac(tp.tensor([1, 2]))


def test_erfc_keeps_precision_far_in_the_tail():
    assert tp.erfc(tp.tensor([10.0], dtype=tp.float64)).item() == pytest.approx(2.088487583762545e-45)
    assert tp.exp2(tp.tensor([3])).tolist() == [8.0]
    assert tp.sgn(tp.tensor([True, False])).dtype is tp.bool
