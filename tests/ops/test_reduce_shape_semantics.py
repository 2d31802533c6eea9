"""Hand-written checks of the reduction and shape ops that the spec harness does not
cover: overload resolution and named tuples, dtypes, var/std arguments, views
(shared memory and version counter), error classes and messages, split sizes,
zeros in prod's gradient, and the forward-mode (JVP) formulas against finite
differences."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import version, wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def _x(*shape, seed=0):
    return tp.tensor(np.random.default_rng(seed).standard_normal(shape))


# ---- max / min overloads ---------------------------------------------------------------------
def test_max_dim_named_tuple():
    x = _x(3, 4)
    out = x.max(dim=1)
    np.testing.assert_array_equal(out.values.numpy(), x.numpy().max(1))
    np.testing.assert_array_equal(out.indices.numpy(), x.numpy().argmax(1))
    assert out.indices.dtype is tp.int64
    assert type(out).__name__ == "max"
    kept = tp.max(x, 0, keepdim=True)
    assert tuple(kept.values.shape) == (1, 4) and tuple(kept.indices.shape) == (1, 4)


def test_min_dim_unpacks():
    x = _x(3, 4)
    values, indices = x.min(0)
    np.testing.assert_array_equal(values.numpy(), x.numpy().min(0))
    np.testing.assert_array_equal(indices.numpy(), x.numpy().argmin(0))


def test_max_overloads_resolve():
    x, y = _x(3, 4), _x(3, 4, seed=1)
    assert tp.max(x).ndim == 0
    assert float(x.max()) == x.numpy().max()
    np.testing.assert_array_equal(tp.max(x, y).numpy(), np.maximum(x.numpy(), y.numpy()))
    np.testing.assert_array_equal(x.min(y).numpy(), np.minimum(x.numpy(), y.numpy()))
    np.testing.assert_array_equal(x.max(other=y).numpy(), np.maximum(x.numpy(), y.numpy()))


def test_max_dim_gradient_goes_to_the_index_only():
    x = tp.tensor([[1.0, 3.0, 3.0], [2.0, 0.0, 2.0]], requires_grad=True)
    x.max(1).values.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [[0, 1, 0], [1, 0, 0]])


def test_amax_and_max_share_ties_equally():
    x = tp.tensor([[1.0, 3.0, 3.0], [2.0, 0.0, 2.0]], requires_grad=True)
    x.amax(1).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [[0, 0.5, 0.5], [0.5, 0, 0.5]])
    y = tp.tensor([1.0, 4.0, 4.0, 4.0], requires_grad=True)
    y.max().backward()
    np.testing.assert_allclose(y.grad.numpy(), [0, 1 / 3, 1 / 3, 1 / 3])


def test_maximum_tie_splits_gradient():
    a = tp.tensor([1.0, 2.0, 3.0], requires_grad=True)
    b = tp.tensor([2.0, 2.0, 1.0], requires_grad=True)
    tp.max(a, b).sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), [0, 0.5, 1])
    np.testing.assert_allclose(b.grad.numpy(), [1, 0.5, 0])


# ---- dtypes ----------------------------------------------------------------------------------
def test_int_reductions_are_int64():
    x = tp.tensor([[1, 2], [3, 4]], dtype=tp.int32)
    assert x.sum().dtype is tp.int64
    assert x.prod().dtype is tp.int64 and int(x.prod()) == 24
    assert x.cumsum(0).dtype is tp.int64
    assert x.argmax().dtype is tp.int64 and int(x.argmax()) == 3
    assert tp.tensor([True, False]).sum().dtype is tp.int64
    assert x.amax().dtype is tp.int32


def test_norm_of_integers_raises():
    with pytest.raises(RuntimeError, match="floating point"):
        tp.tensor([[1, 2], [3, 4]], dtype=tp.int32).norm()


def test_all_any_are_bool():
    x = tp.tensor([[1.0, 0.0], [2.0, 3.0]])
    assert x.all().dtype is tp.bool and not bool(x.all())
    assert bool(x.any())
    np.testing.assert_array_equal(x.all(dim=1).numpy(), [False, True])
    np.testing.assert_array_equal(tp.any(x, 0, keepdim=True).numpy(), [[True, True]])


def test_argmax_dim_none_flattens():
    x = _x(3, 4)
    assert int(x.argmax()) == int(np.argmax(x.numpy()))
    assert tuple(x.argmax(keepdim=True).shape) == (1, 1)
    np.testing.assert_array_equal(x.argmin(dim=1).numpy(), np.argmin(x.numpy(), 1))


# ---- var / std -------------------------------------------------------------------------------
@pytest.mark.parametrize("correction", [0, 1, 2])
def test_var_std_correction_matches_numpy_ddof(correction):
    x = _x(4, 5)
    a = x.numpy()
    np.testing.assert_allclose(x.var(correction=correction).numpy(), np.var(a, ddof=correction))
    np.testing.assert_allclose(tp.std(x, 1, correction=correction).numpy(), np.std(a, 1, ddof=correction))


def test_var_argument_forms():
    x = _x(4, 5)
    a = x.numpy()
    np.testing.assert_allclose(x.var(0).numpy(), np.var(a, 0, ddof=1))
    np.testing.assert_allclose(x.var(dim=0, unbiased=False).numpy(), np.var(a, 0))
    np.testing.assert_allclose(x.var(0, False).numpy(), np.var(a, 0))
    np.testing.assert_allclose(x.var(0, True, True).numpy(), np.var(a, 0, ddof=1, keepdims=True))
    np.testing.assert_allclose(x.var(False).numpy(), np.var(a))
    np.testing.assert_allclose(x.std(unbiased=True).numpy(), np.std(a, ddof=1))
    np.testing.assert_allclose(x.std([0, 1], keepdim=True).numpy(), np.std(a, ddof=1, keepdims=True))
    with pytest.raises(TypeError):
        x.var(unbiased=True, correction=0)


def test_std_gradient_is_zero_not_nan_for_constant_input():
    x = tp.ones(3, dtype=tp.float64).requires_grad_()
    x.std().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [0, 0, 0])


# ---- prod and norm gradients -----------------------------------------------------------------
def test_prod_gradient_with_zeros():
    x = tp.tensor([[2.0, 0.0, 3.0], [0.0, 0.0, 5.0], [1.0, 2.0, 4.0]], dtype=tp.float64,
                  requires_grad=True)
    x.prod(1).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [[0, 6, 0], [0, 0, 0], [8, 4, 2]])
    y = tp.tensor([3.0, 0.0, 2.0], dtype=tp.float64, requires_grad=True)
    (g,) = tp.autograd.grad(y.prod(), y, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), [0, 6, 0])
    (gg,) = tp.autograd.grad(g[1], y)  # d/dy of (y0 * y2)
    np.testing.assert_allclose(gg.numpy(), [2, 0, 3])


def test_norm_variants_and_zero_subgradient():
    x = _x(3, 4)
    a = x.numpy()
    np.testing.assert_allclose(x.norm().numpy(), np.linalg.norm(a))
    np.testing.assert_allclose(x.norm(p="fro").numpy(), np.linalg.norm(a))
    np.testing.assert_allclose(x.norm(1, dim=1).numpy(), np.abs(a).sum(1))
    np.testing.assert_allclose(tp.norm(x, float("inf"), 0).numpy(), np.abs(a).max(0))
    z = tp.zeros(3, dtype=tp.float64).requires_grad_()
    z.norm().backward()
    assert not np.isnan(z.grad.numpy()).any()
    np.testing.assert_array_equal(z.grad.numpy(), [0, 0, 0])


def test_logsumexp_is_stable():
    x = tp.tensor([1000.0, 1000.0], dtype=tp.float64)
    np.testing.assert_allclose(x.logsumexp(0).numpy(), 1000 + np.log(2))


def test_cumsum_backward_is_reversed_cumsum():
    x = tp.tensor([1.0, 2.0, 3.0], dtype=tp.float64, requires_grad=True)
    w = tp.tensor([1.0, 10.0, 100.0], dtype=tp.float64)
    (x.cumsum(0) * w).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [111, 110, 100])


# ---- views -----------------------------------------------------------------------------------
def test_view_shares_memory_and_version():
    x = tp.zeros(2, 3)
    y = x.view(3, 2)
    y[0, 0] = 5.0
    assert float(x[0, 0]) == 5.0
    assert version(y) == version(x) == 1
    x[1, 2] = 7.0
    assert float(y[2, 1]) == 7.0 and version(y) == 2
    assert tuple(x.view(-1).shape) == (6,)
    assert tuple(x.view((3, -1)).shape) == (3, 2)


@pytest.mark.parametrize("make", [
    lambda x: x.flatten(), lambda x: x.t(), lambda x: x.movedim(0, 1), lambda x: x.narrow(1, 1, 2),
    lambda x: x.diagonal(), lambda x: x.unbind(0)[1], lambda x: x.split(1)[0],
    lambda x: x.chunk(2, 1)[1], lambda x: x.contiguous(), lambda x: x.expand_as(x),
])
def test_views_share_memory_and_version(make):
    x = tp.zeros(2, 3)
    y = make(x)
    assert np.shares_memory(y.numpy(), x.numpy())
    assert y._version is x._version


def test_diagonal_view_is_writable():
    x = tp.zeros(3, 3)
    d = x.diagonal()
    d[1] = 4.0
    assert float(x[1, 1]) == 4.0


def test_copies_do_not_share_memory():
    x = tp.zeros(2, 3)
    for y in (x.flip(0), x.repeat(1, 1), x.tril(), x.triu(), tp.diag(x), x.t().contiguous()):
        assert not np.shares_memory(y.numpy(), x.numpy())


def test_view_of_non_contiguous_raises():
    x = tp.zeros(2, 3).t()
    assert not x.is_contiguous()
    with pytest.raises(RuntimeError, match="view size is not compatible with input tensor's size and stride"):
        x.view(6)
    assert tuple(x.reshape(6).shape) == (6,)
    assert tuple(x.contiguous().view(6).shape) == (6,)
    with pytest.raises(RuntimeError, match="invalid for input of size 6"):
        tp.zeros(2, 3).view(4)


# ---- errors ----------------------------------------------------------------------------------
@pytest.mark.parametrize("call", [
    lambda x: x.sum(2), lambda x: x.amax(-3), lambda x: x.max(2), lambda x: x.argmax(5),
    lambda x: x.var(3), lambda x: x.cumsum(2), lambda x: x.flatten(0, 2), lambda x: x.flip(2),
    lambda x: x.narrow(2, 0, 1), lambda x: x.unbind(-3), lambda x: x.diagonal(0, 0, 2),
    lambda x: x.movedim(0, 2), lambda x: tp.cat([x, x], 2), lambda x: tp.stack([x, x], 3),
])
def test_dim_out_of_range_is_index_error(call):
    with pytest.raises(IndexError):
        call(tp.zeros(2, 3))


def test_cat_shape_mismatch_names_both_shapes():
    with pytest.raises(RuntimeError) as info:
        tp.cat([tp.zeros(2, 3), tp.zeros(2, 4)])
    if tp.__name__ == "tensorplay":  # its message names both shapes
        assert "[2, 3]" in str(info.value) and "[2, 4]" in str(info.value)
    with pytest.raises(RuntimeError, match=wording(tp, r"\[2, 3\] at entry 0 and \[3, 2\] at entry 1")):
        tp.stack([tp.zeros(2, 3), tp.zeros(3, 2)])
    with pytest.raises(RuntimeError, match="zero-dimensional"):
        tp.cat([tp.tensor(1.0), tp.tensor(2.0)])


def test_other_errors():
    with pytest.raises(RuntimeError, match="t\\(\\) expects"):
        tp.zeros(2, 3, 4).t()
    with pytest.raises(RuntimeError, match="exceeds dimension size"):
        tp.zeros(4).narrow(0, 2, 3)
    with pytest.raises(RuntimeError, match="sum exactly to 5"):
        tp.zeros(5).split([2, 2])
    with pytest.raises(RuntimeError, match="can not be smaller"):
        tp.zeros(2, 3).repeat(2)
    with pytest.raises(RuntimeError, match="numel\\(\\) == 0"):
        tp.zeros(0).max()
    with pytest.raises(RuntimeError, match="at least 2 dimensions"):
        tp.zeros(3).tril()


# ---- split / chunk / unbind / cat / stack ----------------------------------------------------
def test_split_and_chunk_sizes():
    x = tp.zeros(5, 2)
    assert [t.shape[0] for t in x.split(2)] == [2, 2, 1]
    assert [t.shape[0] for t in tp.split(x, [1, 4])] == [1, 4]
    assert [t.shape[1] for t in x.split(1, dim=-1)] == [1, 1]
    assert [t.shape[0] for t in x.chunk(2)] == [3, 2]
    assert [t.shape[0] for t in tp.zeros(6).chunk(4)] == [2, 2, 2]  # fewer chunks, as PyTorch
    assert [t.shape[0] for t in tp.zeros(0).chunk(3)] == [0, 0, 0]
    assert isinstance(x.split(2), tuple) and isinstance(x.unbind(), tuple)
    a, b = tp.zeros(2, 3).unbind()
    assert tuple(a.shape) == tuple(b.shape) == (3,)


def test_split_gradient_with_unused_outputs():
    x = _x(5, 2).requires_grad_()
    parts = x.split(2)
    parts[1].sum().backward()
    expected = np.zeros((5, 2))
    expected[2:4] = 1
    np.testing.assert_array_equal(x.grad.numpy(), expected)


def test_stack_of_0d_tensors():
    s = tp.stack([tp.tensor(1.0), tp.tensor(2.0), tp.tensor(3.0)])
    assert tuple(s.shape) == (3,)
    np.testing.assert_array_equal(s.numpy(), [1, 2, 3])


def test_cat_promotes_and_backpropagates():
    a = tp.tensor([[1.0, 2.0]], requires_grad=True)
    b = tp.tensor([[3, 4]])
    c = tp.cat([a, b])
    assert c.dtype is tp.float32 and tuple(c.shape) == (2, 2)
    (c * tp.tensor([[1.0, 2.0], [3.0, 4.0]])).sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), [[1, 2]])


def test_shape_op_results():
    x = tp.tensor(np.arange(24.0).reshape(2, 3, 4))
    a = x.numpy()
    np.testing.assert_array_equal(x.movedim([0, 1], [2, 0]).numpy(), np.moveaxis(a, [0, 1], [2, 0]))
    np.testing.assert_array_equal(x.flip(0, 2).numpy(), a[::-1, :, ::-1])
    np.testing.assert_array_equal(x.flatten(1).numpy(), a.reshape(2, 12))
    np.testing.assert_array_equal(tp.diag(tp.tensor([1.0, 2.0]), 1).numpy(), np.diag([1.0, 2.0], 1))
    np.testing.assert_array_equal(x.diagonal(1, 1, 2).numpy(), np.diagonal(a, 1, 1, 2))
    np.testing.assert_array_equal(x.triu(1).numpy(), np.triu(a, 1))
    np.testing.assert_array_equal(tp.tensor([1, 2]).repeat(2, 2).numpy(), np.tile([1, 2], (2, 2)))
    np.testing.assert_array_equal(tp.broadcast_to(tp.tensor([1.0, 2.0]), (3, 2)).numpy(),
                                  np.broadcast_to([1.0, 2.0], (3, 2)))
