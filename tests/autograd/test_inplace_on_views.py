"""In-place ops on views under autograd, as PyTorch does them (each test runs on both libraries).

Writing into a view of a tensor with history rebases the base's history (a CopySlices node:
the view's region goes through the in-place op's backward, the rest around it), and every view
of that base reads its region from the new history. Expected gradients are worked out by hand
(and the same code runs on torch).
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import version, wording


def leaf(tp, values):
    return tp.tensor(values, dtype=tp.float64, requires_grad=True)


def test_inplace_on_view(backend):
    """PyTorch's test_inplace_on_view: narrow().narrow().mul_() on a non-leaf."""
    tp = backend
    x = leaf(tp, np.arange(16.0).reshape(4, 4))
    root = x + 0
    view2 = root.narrow(0, 1, 2).narrow(1, 1, 2)
    view2.mul_(2)
    weights = tp.tensor(np.arange(16.0).reshape(4, 4), dtype=tp.float64)
    (root * weights).sum().backward()
    expected = np.arange(16.0).reshape(4, 4)
    expected[1:3, 1:3] *= 2
    np.testing.assert_array_equal(x.grad.numpy(), expected)
    assert type(root.grad_fn).__name__ == "CopySlices"
    assert type(view2.grad_fn).__name__ == "AsStridedBackward0"


def test_slice_of_a_product_multiplied_in_place(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = x * 2
    y[1:].mul_(3)
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 6.0, 6.0]
    assert y.tolist() == [2.0, 12.0, 18.0]


def test_column_scaled_in_place_on_a_non_leaf(backend):
    """`y[:, 0] *= 2`: an in-place multiply of a view, then the view written back."""
    tp = backend
    x = leaf(tp, [[1.0, 2.0], [3.0, 4.0]])
    y = x * 1
    y[:, 0] *= 2
    (y * y).sum().backward()
    # y = [[2a, b], [2c, d]]: d/dx sum(y^2) = [[8a, 2b], [8c, 2d]]
    assert x.grad.tolist() == [[8.0, 4.0], [24.0, 8.0]]


def test_masked_assignment_on_a_non_leaf(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    out = x * 2
    out[tp.tensor([True, False, True])] = 0
    out.sum().backward()
    assert x.grad.tolist() == [0.0, 2.0, 0.0]


def test_diagonal_modified_in_place(backend):
    tp = backend
    x = leaf(tp, [[1.0, 2.0], [3.0, 4.0]])
    y = x * 1
    y.diagonal().mul_(3)
    (y * y).sum().backward()
    # diagonal entries become 3a: d/da (3a)^2 = 18a
    assert x.grad.tolist() == [[18.0, 4.0], [6.0, 72.0]]


def test_a_view_made_before_its_base_changed_sees_the_new_history(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = x * 1
    v = y[1:]
    y.mul_(2)
    (v * tp.tensor([1.0, 10.0], dtype=tp.float64)).sum().backward()
    assert x.grad.tolist() == [0.0, 2.0, 20.0]


def test_a_view_of_a_tensor_without_history_gets_one(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = tp.zeros(3, dtype=tp.float64)
    v = y[1:]
    y.add_(x)
    assert v.requires_grad
    (v * v).sum().backward()
    assert x.grad.tolist() == [0.0, 4.0, 6.0]


def test_writing_a_tracked_value_into_a_view_of_a_constant(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = tp.zeros(3, dtype=tp.float64)
    y[1:].add_(x[1:])
    assert type(y.grad_fn).__name__ == "CopySlices"
    (y * y).sum().backward()
    assert x.grad.tolist() == [0.0, 4.0, 6.0]


def test_chains_of_views(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0, 4.0])
    y = x * 1
    a = y[1:]
    b = a[1:]
    b.mul_(2)
    a.mul_(3)
    (y * y).sum().backward()
    # y = [x0, 3 x1, 6 x2, 6 x3]: d/dx sum(y^2) = [2 x0, 18 x1, 72 x2, 72 x3]
    assert x.grad.tolist() == [2.0, 36.0, 216.0, 288.0]


def test_the_rebased_graph_can_be_differentiated_again(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = x * 1
    y[1:].mul_(x[1:])  # y = [x0, x1^2, x2^2]
    (g,) = tp.autograd.grad(y.sum(), x, create_graph=True)
    assert g.tolist() == [1.0, 4.0, 6.0]
    g.sum().backward()
    assert x.grad.tolist() == [0.0, 2.0, 2.0]


def test_a_saved_base_modified_through_a_view_raises(backend):
    """exp saves its output; writing into a view of that output makes the saved value stale."""
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = x.exp()
    y[1:].mul_(2)
    assert version(y) == 1
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()


def test_a_base_whose_saved_value_is_untouched_runs(backend):
    """mul by a number saves nothing of its input, so writing into a view of it is fine."""
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = x * 3
    y[:2].add_(1)
    y.sum().backward()
    assert x.grad.tolist() == [3.0, 3.0, 3.0]


def test_view_of_a_leaf_refuses_in_place(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    with pytest.raises(RuntimeError, match="a view of a leaf Variable that requires grad"):
        x[1:].mul_(2)
    with tp.no_grad():
        x[1:].mul_(2)  # what an optimizer does
    assert x.tolist() == [1.0, 4.0, 6.0]


def test_mark_dirty_on_a_view(backend):
    tp = backend

    class Double(tp.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            t.mul_(2)
            ctx.mark_dirty(t)
            return t

        @staticmethod
        def backward(ctx, g):
            return g * 2

    x = leaf(tp, [1.0, 2.0, 3.0])
    y = x * 1
    v = y[1:]
    assert Double.apply(v) is v
    assert type(y.grad_fn).__name__ == "CopySlices"
    (y * tp.tensor([1.0, 10.0, 100.0], dtype=tp.float64)).sum().backward()
    assert x.grad.tolist() == [1.0, 20.0, 200.0]


def test_a_custom_functions_view_output_cannot_be_rebased(backend):
    tp = backend

    class Identity(tp.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            return t

        @staticmethod
        def backward(ctx, g):
            return g * 5

    x = leaf(tp, [1.0, 2.0])
    y = Identity.apply(x * 1)
    with pytest.raises(RuntimeError, match=wording(tp, "is a view and is being modified inplace")):
        y.mul_(2)
    y = Identity.apply(x)
    with tp.no_grad():
        x.add_(1)
    with pytest.raises(RuntimeError, match="modified inplace"):
        y.sum().backward()


def test_a_view_that_died_does_not_get_a_history(backend):
    """The registry of a base's views forgets views that were freed: an in-place op on the base
    afterwards is an ordinary one, and the views still alive see its value and history."""
    import gc

    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    y = tp.zeros(3, dtype=tp.float64)
    dead, alive = y[:2], y[1:]
    del dead
    gc.collect()
    y.add_(x)
    assert alive.requires_grad and alive.tolist() == [2.0, 3.0]
    (alive * alive).sum().backward()
    assert x.grad.tolist() == [0.0, 4.0, 6.0]
    del alive
    gc.collect()
    with tp.no_grad():
        y.mul_(2)
    assert y.tolist() == [2.0, 4.0, 6.0]
    if tp.__name__ == "tensorplay":
        assert "_views" not in y.__dict__  # forgotten once none was alive
