"""The everyday-surface ops on the values random samples never hit (NaN, ±inf, -0.0, exact
integer quotients, zeros), run on tensorplay and on torch: each assertion is PyTorch's
behaviour."""

from __future__ import annotations

import math

import numpy as np
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


def test_xlogy_is_zero_at_zero_unless_other_is_nan():
    out = tp.xlogy(tp.tensor([0.0, 0.0, 2.0, 1.0]), tp.tensor([0.0, NAN, 0.0, math.e]))
    assert out.tolist()[:1] == [0.0] and math.isnan(out.tolist()[1])
    assert out.tolist()[2] == -INF and out.tolist()[3] == pytest.approx(1.0)
    assert tp.xlogy(tp.tensor([1, 2]), tp.tensor([1, 1])).dtype is tp.float32


def test_fmod_follows_the_dividend_and_refuses_integer_zero():
    assert tp.fmod(tp.tensor([-7, 7]), tp.tensor([2, -2])).tolist() == [-1, 1]
    assert tp.fmod(tp.tensor([-7.5, 7.5]), 2.0).tolist() == [-1.5, 1.5]
    assert tp.remainder(tp.tensor([-7.5]), 2.0).tolist() == [0.5]
    with pytest.raises(RuntimeError):
        tp.fmod(tp.tensor([1, 2]), tp.tensor([0, 1]))


def test_fmax_and_fmin_ignore_nan():
    a = tp.tensor([NAN, 1.0, NAN, -2.0])
    b = tp.tensor([3.0, NAN, NAN, 5.0])
    mx, mn = tp.fmax(a, b).tolist(), tp.fmin(a, b).tolist()
    assert mx[:2] == [3.0, 1.0] and math.isnan(mx[2]) and mx[3] == 5.0
    assert mn[:2] == [3.0, 1.0] and math.isnan(mn[2]) and mn[3] == -2.0


def test_fmax_gives_the_whole_gradient_to_self_at_ties():
    a = tp.tensor([1.0, 2.0], requires_grad=True)
    b = tp.tensor([1.0, 3.0], requires_grad=True)
    tp.fmax(a, b).sum().backward()
    assert a.grad.tolist() == [1.0, 0.0] and b.grad.tolist() == [0.0, 1.0]


def test_heaviside_takes_values_at_zero_and_wants_one_dtype():
    x = tp.tensor([-1.5, 0.0, 2.0])
    assert tp.heaviside(x, tp.tensor([0.5])).tolist() == [0.0, 0.5, 1.0]
    assert tp.heaviside(tp.tensor([-1, 0, 3]), tp.tensor([7])).tolist() == [0, 7, 1]
    with pytest.raises(RuntimeError):
        tp.heaviside(x, tp.tensor([1]))


def test_gcd_and_lcm_of_negative_integers_and_zero():
    a, b = tp.tensor([-4, 4, 0, 0]), tp.tensor([6, -6, 3, 0])
    assert tp.gcd(a, b).tolist() == [2, 2, 3, 0]
    assert tp.lcm(a, b).tolist() == [12, 12, 0, 0]
    with pytest.raises(NotImplementedError):
        tp.gcd(tp.tensor([1.0]), tp.tensor([2.0]))


def test_float_power_computes_in_float64_and_gradients_keep_the_input_dtype():
    x = tp.tensor([2.0, 3.0], requires_grad=True)
    y = tp.float_power(x, 2)
    assert y.dtype is tp.float64 and y.tolist() == [4.0, 9.0]
    y.sum().backward()
    assert x.grad.dtype is tp.float32 and x.grad.tolist() == [4.0, 6.0]
    assert tp.float_power(tp.tensor([2]), tp.tensor([-1])).tolist() == [0.5]


def test_float_only_binary_functions_refuse_integers():
    for fn in (tp.hypot, tp.logaddexp, tp.logaddexp2):
        with pytest.raises(NotImplementedError):
            fn(tp.tensor([1, 2]), tp.tensor([3, 4]))
    big = tp.tensor([1000.0], dtype=tp.float64)
    assert tp.logaddexp(big, big).item() == pytest.approx(1000.0 + math.log(2))
    assert tp.hypot(tp.tensor([3e30]), tp.tensor([4e30])).item() == pytest.approx(5e30)
    assert tp.ldexp(tp.tensor([1.5]), tp.tensor([3])).tolist() == [12.0]


def test_lerp_is_exact_at_both_ends_and_refuses_integers():
    a, b = tp.tensor([0.1, -3.0]), tp.tensor([0.7, 5.0])
    assert tp.lerp(a, b, 1.0).tolist() == b.tolist()
    assert tp.lerp(a, b, 0.0).tolist() == a.tolist()
    a.lerp_(b, tp.tensor([0.5, 0.25]))
    assert a.tolist() == pytest.approx([0.4, -1.0])
    with pytest.raises(NotImplementedError):
        tp.lerp(tp.tensor([1, 2]), tp.tensor([3, 4]), 0.5)


def test_addcmul_and_addcdiv_in_place_and_integer_division_refused():
    x = tp.tensor([1.0, 2.0])
    x.addcmul_(tp.tensor([2.0, 3.0]), tp.tensor([4.0, 5.0]), value=0.5)
    assert x.tolist() == [5.0, 9.5]
    x.addcdiv_(tp.tensor([1.0, 1.0]), tp.tensor([4.0, 2.0]), value=2)
    assert x.tolist() == [5.5, 10.5]
    assert tp.addcmul(tp.tensor([1]), tp.tensor([2]), tp.tensor([3])).tolist() == [7]
    with pytest.raises(RuntimeError):
        tp.addcdiv(tp.tensor([1, 2]), tp.tensor([1, 2]), tp.tensor([2, 2]))


def test_nan_aware_reductions():
    x = tp.tensor([[1.0, NAN, 3.0], [NAN, NAN, NAN]])
    assert tp.nansum(x).item() == 4.0
    assert tp.nansum(x, 1).tolist() == [4.0, 0.0]
    means = tp.nanmean(x, 1).tolist()
    assert means[0] == 2.0 and math.isnan(means[1])
    assert tp.count_nonzero(tp.tensor([[0.0, -0.0, 2.0], [NAN, 1.0, 0.0]])).item() == 3
    assert tp.count_nonzero(tp.tensor([[0, 1], [2, 3]]), dim=0).tolist() == [1, 2]
    with pytest.raises(RuntimeError):
        tp.nanmean(tp.tensor([1, 2]))


def test_std_mean_and_var_mean_return_both_statistics():
    x = tp.tensor([[1.0, 2.0, 3.0, 6.0]])
    s, m = tp.std_mean(x, 1)
    v, m2 = tp.var_mean(x, dim=1, correction=0)
    assert m.tolist() == [3.0] and m2.tolist() == [3.0]
    assert s.tolist() == pytest.approx([math.sqrt(14 / 3)])
    assert v.tolist() == pytest.approx([3.5])
    assert tp.dist(tp.tensor([0.0, 3.0]), tp.tensor([4.0, 0.0])).item() == 5.0


def test_var_mean_welford_mean_with_and_without_inf(torch):
    """The mean of var_mean/std_mean is PyTorch's Welford mean: NaN on a row with an inf before
    its last element, the plain mean elsewhere (the inf-free input skips the check)."""
    rows = [[1.0, 2.0, 3.0], [1.0, math.inf, 3.0], [1.0, 2.0, -math.inf], [0.5, -0.25, 8.0]]
    for fn in ("var_mean", "std_mean"):
        for data in (rows, [rows[0], rows[3]]):
            for dim in (None, 1, 0):
                got = getattr(tp, fn)(tp.tensor(data), dim)[1].numpy()
                ref = getattr(torch, fn)(torch.tensor(data), dim)[1].numpy()
                np.testing.assert_array_equal(got, ref)


def test_cummax_and_cummin_take_the_latest_tie_and_propagate_nan():
    values, indices = tp.cummax(tp.tensor([1.0, 3.0, 3.0, 2.0, NAN, 5.0]), 0)
    assert indices.tolist() == [0, 1, 2, 2, 4, 4]
    assert values.tolist()[:4] == [1.0, 3.0, 3.0, 3.0] and math.isnan(values.tolist()[5])
    values, indices = tp.tensor([[2, 1, 1, 4]]).cummin(1)
    assert values.tolist() == [[2, 1, 1, 1]] and indices.tolist() == [[0, 1, 2, 2]]


def test_cummax_gradient_goes_to_the_running_maximum():
    x = tp.tensor([1.0, 3.0, 2.0, 4.0], requires_grad=True)
    tp.cummax(x, 0).values.sum().backward()
    assert x.grad.tolist() == [1.0, 2.0, 0.0, 1.0]


def test_logcumsumexp_is_stable_for_large_inputs():
    x = tp.tensor([1000.0, 1000.0, -1000.0], dtype=tp.float64)
    out = tp.logcumsumexp(x, 0).tolist()
    assert out == pytest.approx([1000.0, 1000.0 + math.log(2), 1000.0 + math.log(2)])


def test_views_of_the_shape_aliases():
    x = tp.zeros(3, 4)
    assert x.ravel()._base is x and x.t().ravel()._base is not x.t()
    assert tp.swapaxes(x, 0, 1)._base is x and x.swapdims(0, 1).shape == (4, 3)
    assert tp.moveaxis(tp.zeros(2, 3, 4), 0, -1).shape == (3, 4, 2)
    assert x.view_as(tp.zeros(6, 2))._base is x
    assert x.type_as(x) is x and x.type_as(tp.tensor([1])).dtype is tp.int64


def test_stacks_make_their_inputs_at_least_nd():
    a, b = tp.tensor([1.0, 2.0]), tp.tensor([3.0, 4.0])
    assert tp.hstack([a, b]).tolist() == [1.0, 2.0, 3.0, 4.0]
    assert tp.vstack([a, b]).tolist() == [[1.0, 2.0], [3.0, 4.0]]
    assert tp.dstack([a, b]).shape == (1, 2, 2)
    assert tp.hstack([tp.tensor(1.0), a]).tolist() == [1.0, 1.0, 2.0]
    assert tp.concatenate([a, b]).tolist() == tp.concat([a, b], dim=0).tolist()


def test_tensor_split_sections_and_indices():
    x = tp.arange(7)
    assert [p.tolist() for p in tp.tensor_split(x, 3)] == [[0, 1, 2], [3, 4], [5, 6]]
    assert [p.tolist() for p in x.tensor_split([2, 1, 9])] == [[0, 1], [], [1, 2, 3, 4, 5, 6], []]
    assert all(p._base is x for p in tp.tensor_split(x, 3))


def test_roll_rot90_tile_and_flips():
    x = tp.arange(6).reshape(2, 3)
    assert tp.roll(x, 1).tolist() == [[5, 0, 1], [2, 3, 4]]
    assert x.roll([1, -1], [0, 1]).tolist() == [[4, 5, 3], [1, 2, 0]]
    assert tp.rot90(x).tolist() == [[2, 5], [1, 4], [0, 3]]
    assert tp.rot90(x, -1).tolist() == [[3, 0], [4, 1], [5, 2]]
    assert tp.rot90(x, 2, [1, 0]).tolist() == [[5, 4, 3], [2, 1, 0]]
    assert tp.tile(tp.tensor([1, 2]), (2, 2)).tolist() == [[1, 2, 1, 2], [1, 2, 1, 2]]
    assert x.tile(2).tolist() == [[0, 1, 2, 0, 1, 2], [3, 4, 5, 3, 4, 5]]
    assert tp.fliplr(x).tolist() == [[2, 1, 0], [5, 4, 3]]
    assert x.flipud().tolist() == [[3, 4, 5], [0, 1, 2]]
    with pytest.raises(RuntimeError):
        tp.fliplr(tp.tensor([1, 2]))
    with pytest.raises(RuntimeError):
        tp.rot90(x, 1, [0, 0])


def test_roll_gradient_is_the_opposite_roll():
    x = tp.arange(4.0, requires_grad=True)
    (tp.roll(x, 1) * tp.tensor([1.0, 2.0, 3.0, 4.0])).sum().backward()
    assert x.grad.tolist() == [2.0, 3.0, 4.0, 1.0]


@pytest.mark.parametrize("values", [[2.0, 0.0, 3.0, 4.0], [0.0, 2.0, 0.0, 5.0], [1.5, -2.0, 0.5, 3.0]])
def test_cumprod_gradients_are_exact_with_zeros(values):
    x = tp.tensor(values, dtype=tp.float64, requires_grad=True)
    w = tp.tensor([1.0, -2.0, 0.5, 3.0], dtype=tp.float64)
    (g,) = tp.autograd.grad((tp.cumprod(x, 0) * w).sum(), x, create_graph=True)
    expected = []
    for k in range(4):  # d/dx_k sum_j w_j prod_{i<=j} x_i, by its definition
        total = 0.0
        for j in range(k, 4):
            total += w.tolist()[j] * math.prod(v for i, v in enumerate(values[: j + 1]) if i != k)
        expected.append(total)
    assert g.tolist() == pytest.approx(expected)
    (h,) = tp.autograd.grad(g.sum(), x)
    assert all(math.isfinite(v) for v in h.tolist())
    _, tangent = tp.func.jvp(lambda v: tp.cumprod(v, 0), (x.detach(),), (tp.ones(4, dtype=tp.float64),))
    assert sum(tangent.tolist()) == pytest.approx(
        sum(sum(math.prod(v for i, v in enumerate(values[: j + 1]) if i != k) for k in range(j + 1))
            for j in range(4)))


def test_meshgrid_takes_varargs_or_a_list_and_both_indexings():
    a, b = tp.tensor([1, 2, 3]), tp.tensor([4, 5])
    xs, ys = tp.meshgrid(a, b, indexing="ij")
    assert xs.tolist() == [[1, 1], [2, 2], [3, 3]] and ys.tolist() == [[4, 5], [4, 5], [4, 5]]
    xs, ys = tp.meshgrid([a, b], indexing="xy")
    assert xs.tolist() == [[1, 2, 3], [1, 2, 3]] and ys.tolist() == [[4, 4, 4], [5, 5, 5]]
    with pytest.warns(UserWarning):
        assert tp.meshgrid(a, b)[0].shape == (3, 2)
    with pytest.raises(RuntimeError):
        tp.meshgrid(a, tp.tensor([1.0]), indexing="ij")
    with pytest.raises(RuntimeError):
        tp.meshgrid(a, b, indexing="yx")


def test_broadcast_tensors_gives_views_of_the_common_shape():
    x, y = tp.zeros(3, 1), tp.tensor([1.0, 2.0])
    bx, by = tp.broadcast_tensors(x, y)
    assert bx.shape == by.shape == (3, 2) and bx._base is x
    assert by.tolist() == [[1.0, 2.0]] * 3
    with pytest.raises(RuntimeError):
        tp.broadcast_tensors(tp.zeros(2), tp.zeros(3))


def test_in_place_aliases_write_into_self():
    x = tp.tensor([-1.5, 2.0, -3.0])
    view = x[1:]
    assert x.absolute_() is x and x.tolist() == [1.5, 2.0, 3.0] and view.tolist() == [2.0, 3.0]
    x.negative_().multiply_(2.0).subtract_(tp.tensor([1.0, 1.0, 1.0]), alpha=2)
    assert x.tolist() == [-5.0, -6.0, -8.0]
    x.divide_(4.0, rounding_mode="floor").true_divide_(2.0).clip_(-1.0, 0.0)
    assert x.tolist() == [-1.0, -1.0, -1.0]
    i = tp.tensor([7, -7])
    i.divide_(2, rounding_mode="trunc")
    assert i.tolist() == [3, -3] and i.dtype is tp.int64
    with pytest.raises(RuntimeError):
        tp.tensor([1, 2]).true_divide_(2)
    with pytest.raises(RuntimeError):
        tp.zeros(3).multiply_(tp.zeros(2, 3))


def test_in_place_alias_keeps_the_history_of_a_non_leaf():
    w = tp.tensor([1.0, -2.0, 3.0], requires_grad=True)
    y = w * 2
    y.multiply_(w).absolute_()
    y.sum().backward()
    assert w.grad.tolist() == [4.0, -8.0, 12.0]
    with pytest.raises(RuntimeError):
        tp.tensor([1.0], requires_grad=True).negative_()


@pytest.mark.filterwarnings("ignore:There is a performance drop")  # torch's vmap: no rule for subtract_
def test_in_place_alias_under_transforms():
    def f(x):
        y = x.clone()
        y.multiply_(x).subtract_(x, alpha=2)
        return y

    x = tp.tensor([[1.0, 3.0], [-1.0, 0.5]])
    assert tp.func.vmap(f)(x).tolist() == [[-1.0, 3.0], [3.0, -0.75]]
    _, t = tp.func.jvp(f, (tp.tensor([1.0, 3.0]),), (tp.tensor([1.0, 1.0]),))
    assert t.tolist() == [0.0, 4.0]


def test_hsplit_vsplit_dsplit_sections_must_divide():
    x = tp.arange(12.0).reshape(2, 6)
    assert [p.shape for p in x.hsplit(3)] == [(2, 2)] * 3
    assert [p.shape for p in tp.hsplit(x, [1, 4])] == [(2, 1), (2, 3), (2, 2)]
    assert [p.tolist() for p in tp.vsplit(x, 2)] == [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]],
                                                     [[6.0, 7.0, 8.0, 9.0, 10.0, 11.0]]]
    assert [p.shape for p in tp.dsplit(tp.zeros(1, 2, 4), [3])] == [(1, 2, 3), (1, 2, 1)]
    with pytest.raises(RuntimeError):
        tp.hsplit(x, 4)
    with pytest.raises(RuntimeError):
        tp.vsplit(tp.arange(3.0), 1)


def test_erfinv_near_and_at_the_ends():
    x = tp.tensor([-1.0, -0.999999, 0.0, 0.5, 0.999999, 1.0, 1.5], dtype=tp.float64)
    out = tp.erfinv(x).tolist()
    assert out[0] == -INF and out[5] == INF and math.isnan(out[6]) and out[2] == 0.0
    for v, y in zip(x.tolist()[1:5], out[1:5]):
        assert math.erf(y) == pytest.approx(v, rel=1e-15, abs=1e-15)
    assert tp.erfinv(tp.tensor([0, 1])).tolist() == [0.0, INF]
