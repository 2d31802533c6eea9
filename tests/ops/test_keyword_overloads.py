"""Overloads PyTorch selects by keyword or by argument kind: div(rounding_mode=) and div_,
where(condition) alone, clamp/clip with tensor bounds (and their in-place forms), the
in-place comparisons. Each runs on both backends; values are PyTorch's."""

from __future__ import annotations

import pytest

import tensorplay as tp

pytestmark = pytest.mark.usefixtures("backend_globals")


def test_div_rounding_modes_on_integers_keep_the_dtype():
    a, b = tp.tensor([-7, 7, 0, 9]), tp.tensor([2, -2, 3, 3])
    assert tp.div(a, b, rounding_mode="trunc").tolist() == [-3, -3, 0, 3]
    assert a.div(b, rounding_mode="floor").tolist() == [-4, -4, 0, 3]
    assert tp.div(a, b, rounding_mode="floor").dtype == tp.int64
    assert tp.div(a, b, rounding_mode=None).tolist() == [-3.5, -3.5, 0.0, 3.0]


def test_div_rounding_mode_on_floats_and_its_zero_gradient():
    x = tp.tensor([1.5, -2.5], dtype=tp.float64, requires_grad=True)
    y = tp.tensor([0.7, 0.3], dtype=tp.float64, requires_grad=True)
    out = tp.div(x, y, rounding_mode="trunc")
    assert out.tolist() == [2.0, -8.0]
    out.sum().backward()
    assert x.grad.tolist() == [0.0, 0.0] and y.grad.tolist() == [0.0, 0.0]


def test_div_inplace_with_and_without_rounding_mode():
    a = tp.tensor([-7, 7])
    a.div_(tp.tensor([2, 2]), rounding_mode="floor")
    assert a.tolist() == [-4, 3]
    x = tp.tensor([1.0, 3.0])
    x.div_(2.0)
    assert x.tolist() == [0.5, 1.5]
    with pytest.raises(RuntimeError, match="can't be cast"):
        a.div_(tp.tensor([2, 2]))


def test_div_refuses_an_unknown_rounding_mode():
    with pytest.raises(RuntimeError, match="rounding_mode to be one of None, 'trunc', or 'floor'"):
        tp.div(tp.ones(2), tp.ones(2), rounding_mode="up")


def test_where_with_the_condition_alone_is_nonzero_as_tuple():
    c = tp.tensor([[True, False, True], [False, True, False]])
    rows, cols = tp.where(c)
    assert rows.tolist() == [0, 0, 1] and cols.tolist() == [0, 2, 1]
    assert [t.tolist() for t in tp.where(condition=tp.tensor([0.0, 2.0, 3.0]))] == [[1, 2]]
    assert tp.where(c, 1.0, 0.0).tolist() == [[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]]


def test_clamp_with_tensor_bounds_values_and_gradients():
    nan = float("nan")
    x = tp.tensor([0.0, 1.0, 2.0, nan, 5.0], dtype=tp.float64, requires_grad=True)
    lo = tp.tensor([0.0, 0.0, 3.0, 0.0, 6.0], dtype=tp.float64, requires_grad=True)
    hi = tp.tensor([1.0, 1.0, 4.0, 1.0, 2.0], dtype=tp.float64, requires_grad=True)
    out = tp.clamp(x, lo, hi)
    assert str(out.tolist()) == str([0.0, 1.0, 3.0, nan, 2.0])
    out.sum().backward()
    assert x.grad.tolist() == [1.0, 1.0, 0.0, 0.0, 0.0]
    assert lo.grad.tolist() == [0.0, 0.0, 1.0, 0.0, 0.0]
    assert hi.grad.tolist() == [0.0, 0.0, 0.0, 0.0, 1.0]


def test_clamp_tensor_bounds_broadcast_promote_and_work_in_place():
    assert tp.clamp(tp.tensor([1, 5]), tp.tensor([2.5]), None).tolist() == [2.5, 5.0]
    assert tuple(tp.clamp(tp.ones(2), tp.zeros(3, 1)).shape) == (3, 2)
    assert tp.clip(tp.tensor([0.0, 9.0]), max=tp.tensor([3.0])).tolist() == [0.0, 3.0]
    a = tp.tensor([1.0, 5.0])
    a.clamp_(tp.tensor([2.0]))
    a.clip_(max=tp.tensor([3.0, 4.0]))
    assert a.tolist() == [2.0, 4.0]
    assert tp.tensor([0.2, 2.0]).clamp(0.5, 1.0).tolist() == [0.5, 1.0]


def test_clamp_needs_a_bound():
    with pytest.raises(RuntimeError, match="At least one of 'min' or 'max' must not be None"):
        tp.clamp(tp.ones(2), None, None)


@pytest.mark.parametrize(("name", "expected"), [("eq", [0, 1, 0]), ("ne", [1, 0, 1]), ("lt", [1, 0, 0]),
                                                ("le", [1, 1, 0]), ("gt", [0, 0, 1]), ("ge", [0, 1, 1])])
def test_inplace_comparisons_keep_self_dtype(name, expected):
    x = tp.tensor([1.0, 2.0, 3.0])
    assert getattr(x, name + "_")(2.0) is x
    assert x.dtype == tp.float32 and x.tolist() == [float(v) for v in expected]
    i = tp.tensor([1, 2, 3])
    getattr(i, name + "_")(tp.tensor([2.0]))
    assert i.dtype == tp.int64 and i.tolist() == expected


def test_inplace_comparison_cuts_the_gradient():
    x = tp.tensor([1.0, 2.0, 3.0], requires_grad=True)
    y = x * 1
    y.ge_(2.0)
    assert y.requires_grad
    (y * x).sum().backward()
    assert x.grad.tolist() == [0.0, 1.0, 1.0]


def test_index_put_accumulate_adds_repeated_indices_and_its_gradients():
    x = tp.zeros(5, dtype=tp.float64, requires_grad=True)
    v = tp.tensor([1.0, 2.0, 3.0], dtype=tp.float64, requires_grad=True)
    y = tp.index_put(x * 1, (tp.tensor([0, 0, 2]),), v, accumulate=True)
    assert y.tolist() == [3.0, 0.0, 3.0, 0.0, 0.0]
    (y * tp.arange(5.0, dtype=tp.float64)).sum().backward()
    assert x.grad.tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert v.grad.tolist() == [0.0, 0.0, 2.0]


def test_index_put_inplace_and_method_forms():
    z = tp.zeros(3, 4)
    assert z.index_put_((tp.tensor([0, 0]),), tp.ones(4), accumulate=True) is z
    assert z[0].tolist() == [2.0] * 4 and z[1:].sum().item() == 0.0
    w = tp.zeros(3, 4).index_put((tp.tensor([0, 0]), tp.tensor([1, 1])), tp.tensor(2.0), True)
    assert w[0, 1].item() == 4.0 and w.sum().item() == 4.0
    m = tp.zeros(3).index_put((tp.tensor([True, False, True]),), tp.tensor(1.0), True)
    assert m.tolist() == [1.0, 0.0, 1.0]
    assert tp.zeros(2).index_put((tp.tensor([1, 1]),), tp.tensor([5.0, 7.0])).tolist()[0] == 0.0
