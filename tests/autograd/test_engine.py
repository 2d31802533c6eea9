"""The tape engine: accumulation, retain_graph, hooks, grad modes, deep chains, versions.

PyTorch's autograd semantics, stated once and run on tensorplay and on torch (the `backend`
fixture); the tests without it pin tensorplay internals.
"""

import sys

import numpy as np
import pytest

import tensorplay


def leaf(tp, values):
    return tp.tensor(values, dtype=tp.float64, requires_grad=True)


def test_gradients_accumulate_across_backward_calls(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    (x * x).sum().backward()
    (x * 3).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 2 * np.array([1, 2, 3]) + 3)


def test_shared_subexpression_sums_both_paths(backend):
    tp = backend
    x = leaf(tp, [0.5, -1.0])
    y = x.sin()
    z = (y * y + y).sum()  # dz/dx = (2 sin x + 1) cos x
    z.backward()
    v = np.array([0.5, -1.0])
    np.testing.assert_allclose(x.grad.numpy(), (2 * np.sin(v) + 1) * np.cos(v))


def test_second_backward_without_retain_graph_raises_and_leaves_grad(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = (x * x).sum()
    y.backward()
    before = x.grad.numpy().copy()
    with pytest.raises(RuntimeError, match="second time"):
        y.backward()
    np.testing.assert_array_equal(x.grad.numpy(), before)


def test_retain_graph_allows_second_backward(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = (x * x).sum()
    y.backward(retain_graph=True)
    y.backward()
    np.testing.assert_allclose(x.grad.numpy(), 4 * np.array([1.0, 2.0]))


def test_backward_of_non_scalar_needs_gradient(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = x * 2
    with pytest.raises(RuntimeError, match="scalar outputs"):
        y.backward()
    y.backward(tp.tensor([1.0, 10.0], dtype=tp.float64))
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 20.0])


def test_autograd_grad_returns_tuple_and_does_not_touch_grad(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    w = leaf(tp, [3.0, 4.0])
    y = (x * w).sum()
    gx, gw = tp.autograd.grad(y, [x, w])
    np.testing.assert_allclose(gx.numpy(), [3.0, 4.0])
    np.testing.assert_allclose(gw.numpy(), [1.0, 2.0])
    assert x.grad is None and w.grad is None


def test_autograd_grad_allow_unused(backend):
    tp = backend
    x, z = leaf(tp, [1.0]), leaf(tp, [2.0])
    y = (x * 2).sum()
    with pytest.raises(RuntimeError, match="not have been used"):
        tp.autograd.grad(y, [x, z], retain_graph=True)
    gx, gz = tp.autograd.grad(y, [x, z], allow_unused=True)
    assert gz is None
    np.testing.assert_allclose(gx.numpy(), [2.0])


def test_higher_order_with_create_graph(backend):
    tp = backend
    x = leaf(tp, [0.7])
    y = (x.sin() * x).sum()
    (g,) = tp.autograd.grad(y, x, create_graph=True)
    (h,) = tp.autograd.grad(g.sum(), x, create_graph=True)
    (t,) = tp.autograd.grad(h.sum(), x)
    v = 0.7
    np.testing.assert_allclose(g.detach().numpy(), [np.sin(v) + v * np.cos(v)])
    np.testing.assert_allclose(h.detach().numpy(), [2 * np.cos(v) - v * np.sin(v)])
    np.testing.assert_allclose(t.numpy(), [-3 * np.sin(v) - v * np.cos(v)])


def test_grad_of_intermediate_nonleaf(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = x * 3
    z = (y * y).sum()
    (gy,) = tp.autograd.grad(z, y)
    np.testing.assert_allclose(gy.numpy(), 2 * np.array([3.0, 6.0]))


def test_no_grad_enable_grad_set_grad_enabled(backend):
    tp = backend
    x = leaf(tp, [1.0])
    with tp.no_grad():
        assert not tp.is_grad_enabled()
        y = x * 2
        with tp.enable_grad():
            z = x * 2
    assert not y.requires_grad and y.grad_fn is None
    assert z.requires_grad
    with tp.set_grad_enabled(False):
        assert (x * 2).grad_fn is None
    assert tp.is_grad_enabled()

    @tp.no_grad()
    def f(t):
        return t * 2

    assert f(x).grad_fn is None
    assert tp.is_grad_enabled()


def test_grad_mode_is_thread_local(backend):
    tp = backend
    import threading

    seen = []
    with tp.no_grad():
        t = threading.Thread(target=lambda: seen.append(tp.is_grad_enabled()))
        t.start()
        t.join()
    assert seen == [True]


def test_tensor_hook_modifies_gradient_and_can_be_removed(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    handle = x.register_hook(lambda g: g * 10)
    (x * 2).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [20.0, 20.0])
    handle.remove()
    x.grad = None
    (x * 2).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 2.0])


def test_hook_on_nonleaf_and_retain_grad(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = x * 3
    y.retain_grad()
    seen = []
    y.register_hook(lambda g: seen.append(g.numpy().copy()))
    (y * y).sum().backward()
    np.testing.assert_allclose(seen[0], [6.0, 12.0])
    np.testing.assert_allclose(y.grad.numpy(), [6.0, 12.0])
    np.testing.assert_allclose(x.grad.numpy(), [18.0, 36.0])


def test_leaf_and_grad_fn_metadata(backend):
    tp = backend
    x = leaf(tp, [1.0])
    y = x.sin()
    assert x.is_leaf and not y.is_leaf
    assert y.grad_fn.name() == "SinBackward0"
    (nxt, nr), = y.grad_fn.next_functions
    assert type(nxt).__name__ == "AccumulateGrad" and nxt.variable is x and nr == 0
    z = y * 2
    assert z.grad_fn.next_functions[0][0] is y.grad_fn
    assert "grad_fn=<MulBackward0>" in repr(z)


def test_detach_shares_memory_and_has_no_history(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    d = x.detach()
    assert not d.requires_grad and d.grad_fn is None
    d[0] = 5.0
    assert x.detach().numpy()[0] == 5.0


def test_requires_grad_on_integer_tensor_raises(backend):
    tp = backend
    with pytest.raises(RuntimeError, match="floating point"):
        tp.tensor([1, 2], requires_grad=True)
    with pytest.raises(RuntimeError, match="floating point"):
        tp.tensor([1, 2]).requires_grad_()


def test_deep_chain_100000_ops(backend):
    tp = backend
    x = leaf(tp, [1.0])
    y = x
    for _ in range(100_000):
        y = y + 1e-6
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [1.0])


def test_saved_tensor_modified_in_place_raises(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = x * 1
    z = y * y  # saves y
    y.add_(1)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        z.sum().backward()


def test_in_place_on_leaf_requiring_grad_raises(backend):
    tp = backend
    x = leaf(tp, [1.0])
    with pytest.raises(RuntimeError, match="leaf Variable"):
        x.add_(1)
    with tp.no_grad():
        x.add_(1)  # what optimizers do
    np.testing.assert_allclose(x.detach().numpy(), [2.0])


def test_in_place_bumps_shared_version_counter_of_views():
    tp = tensorplay
    x = tp.zeros(4)
    v = x[1:3]
    assert v._version is x._version
    before = x._version_count
    v.add_(1.0)
    assert x._version_count == before + 1
    np.testing.assert_allclose(x.numpy(), [0, 1, 1, 0])


def test_in_place_on_nonleaf_is_differentiable(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = x * 2
    y.mul_(x)  # y = 2x * x
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 4 * np.array([1.0, 2.0]))


def test_setitem_is_differentiable_for_target_and_value(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0, 3.0])
    v = leaf(tp, [10.0])
    y = x * 1
    y[1:2] = v * 2
    (y * tp.tensor([1.0, 2.0, 3.0], dtype=tp.float64)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [1.0, 0.0, 3.0])
    np.testing.assert_allclose(v.grad.numpy(), [4.0])


def test_broadcast_gradients_are_reduced_to_input_shapes(backend):
    tp = backend
    a = leaf(tp, np.ones((2, 1, 3)))
    b = leaf(tp, np.ones((4, 3)))
    (a * b).sum().backward()
    assert a.grad.shape == (2, 1, 3) and b.grad.shape == (4, 3)
    np.testing.assert_allclose(a.grad.numpy(), np.full((2, 1, 3), 4.0))
    np.testing.assert_allclose(b.grad.numpy(), np.full((4, 3), 2.0))


def test_gradcheck_reports_the_mismatch(backend):
    tp = backend
    GradcheckError = sys.modules[tp.autograd.__name__ + ".gradcheck"].GradcheckError
    x = leaf(tp, [0.3, 0.4])

    def bad(t):  # the analytic gradient of x*x is 2x; here we feed something else
        return (t * t.detach() * 3).sum()

    with pytest.raises(GradcheckError, match="Jacobian mismatch for output 0 with respect to input 0"):
        tp.autograd.gradcheck(bad, (x,))
    assert tp.autograd.gradcheck(lambda t: (t * t).sum(), (x,))


def test_saved_output_makes_no_reference_cycle(backend):
    tp = backend
    """exp saves its own output for backward; the output must still be freed by reference
    counting alone (a cycle would keep every large activation alive until a gc pass)."""
    import gc
    import weakref

    x = leaf(tp, [1.0, 2.0])
    gc.disable()
    try:
        y = x.exp()
        ref = weakref.ref(y)
        del y
        assert ref() is None
    finally:
        gc.enable()
    y = x.exp()
    (g,) = tp.autograd.grad(y.sum(), x, create_graph=True)  # the rebuilt `result` keeps
    (h,) = tp.autograd.grad(g.sum(), x)  # double backward working
    np.testing.assert_allclose(h.numpy(), np.exp([1.0, 2.0]))


def test_output_saved_for_backward_modified_in_place_raises(backend):
    tp = backend
    x = leaf(tp, [1.0, 2.0])
    y = x.exp()
    z = y.sum()
    y.add_(1)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        z.backward()


def _address(t) -> int:
    return t._data.__array_interface__["data"][0]


def test_a_fresh_gradient_becomes_grad_without_a_copy():
    # mul's backward makes a new array that nothing else holds: the leaf adopts it. Its
    # address is recorded while it is alive, so a copy (made while it is alive) differs.
    tp = tensorplay
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 14):
        pytest.skip("the engine copies where reference counts may be borrowed")
    x = leaf(tp, np.arange(6.0))
    y = x * 3.0
    seen = []
    y.grad_fn.register_hook(lambda grad_inputs, grad_outputs: seen.append(_address(grad_inputs[0])))
    y.backward(tp.ones(6, dtype=tp.float64))
    assert seen == [_address(x.grad)]
    np.testing.assert_array_equal(x.grad.numpy(), np.full(6, 3.0))


def test_a_gradient_held_elsewhere_is_copied_into_grad():
    # add passes the caller's gradient through unchanged; a hook keeps another one: neither
    # may become the leaf's .grad, whose later in-place updates would change them.
    tp = tensorplay
    x, w = leaf(tp, [1.0, 2.0]), leaf(tp, [3.0, 4.0])
    g = tp.tensor([1.0, 1.0], dtype=tp.float64)
    kept = []
    w.register_hook(lambda grad: kept.append(grad))
    (x + w * 2.0).backward(g)
    assert not np.shares_memory(x.grad._data, g._data)
    assert not np.shares_memory(w.grad._data, kept[0]._data)
    x.grad.add_(1.0)
    w.grad.add_(1.0)
    np.testing.assert_array_equal(g.numpy(), [1.0, 1.0])
    np.testing.assert_array_equal(kept[0].numpy(), [2.0, 2.0])
    x.grad = None
    x.backward(g)  # a leaf's own root gradient
    assert not np.shares_memory(x.grad._data, g._data)


def test_hooks_of_unused_sibling_outputs_see_none(backend):
    """A multi-output node (unbind, split) calls the hooks of every output when it runs; an
    output no gradient reached gets None, and a hook may not replace that None."""
    tp = backend
    x = leaf(tp, [[1.0, 2.0], [3.0, 4.0]])
    a, b = x.unbind(0)
    seen = []
    a.register_hook(lambda g: seen.append(("a", g)))
    b.register_hook(lambda g: seen.append(("b", g.tolist())))
    a.retain_grad()
    (b * 2).sum().backward()
    assert seen == [("a", None), ("b", [2.0, 2.0])]
    assert a.grad is None and x.grad.tolist() == [[0.0, 0.0], [2.0, 2.0]]

    y = leaf(tp, [1.0, 2.0, 3.0, 4.0]) * 1
    p, q = y.split(2)
    p.register_hook(lambda g: tp.ones(2))
    with pytest.raises(RuntimeError, match="can't replace a None gradient"):
        q.sum().backward()


def test_hook_on_an_output_a_function_gives_no_gradient(backend):
    """A single-output node reached with no gradient (a Function returned None for it) still
    calls its hooks, with None."""
    tp = backend

    class FirstOnly(tp.autograd.Function):
        @staticmethod
        def forward(ctx, y, w):
            return y * w

        @staticmethod
        def backward(ctx, g):
            return None, g

    x, w = leaf(tp, [1.0, 2.0]), leaf(tp, [3.0, 4.0])
    y = x * 2
    seen = []
    y.register_hook(seen.append)
    FirstOnly.apply(y, w).sum().backward()
    assert seen == [None] and x.grad is None and w.grad.tolist() == [1.0, 1.0]
