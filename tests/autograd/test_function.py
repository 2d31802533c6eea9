"""tensorplay.autograd.Function at the base (tape) level: PyTorch's contract."""

import warnings

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.autograd import Function, once_differentiable
from tensorplay.autograd.function import (
    BackwardCFunction,
    FunctionCtx,
    InplaceFunction,
    NestedIOFunction,
)
from tests.torch_oracle import arr, version, wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def leaf(values, dtype=None):
    return tp.tensor(values, dtype=dtype or tp.float64, requires_grad=True)


# ---- the Functions used below ----------------------------------------------------------------
class MyExp(Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_y):
        (y,) = ctx.saved_tensors
        return grad_y * y


class MulSin(Function):
    """Combined style: x * sin(y) with an optional keyword scale (a non-tensor)."""

    @staticmethod
    def forward(x, y, scale=1.0):
        return x * y.sin() * scale

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, y, scale = inputs
        ctx.save_for_backward(x, y)
        ctx.scale = scale
        ctx.seen_inputs = inputs

    @staticmethod
    def backward(ctx, g):
        x, y = ctx.saved_tensors
        gx = g * y.sin() * ctx.scale if ctx.needs_input_grad[0] else None
        gy = g * x * y.cos() * ctx.scale if ctx.needs_input_grad[1] else None
        return gx, gy, None


class Cube(Function):
    """Backward written in tensorplay ops, so it can be differentiated again."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x * x

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 3.0 * x * x * g


# ---- basics: both styles, naming, values -----------------------------------------------------
def test_legacy_style_values_and_gradient():
    x = leaf([0.5, -1.0, 2.0])
    y = MyExp.apply(x)
    np.testing.assert_allclose(arr(y), np.exp([0.5, -1.0, 2.0]))
    assert y.requires_grad and not y.is_leaf
    y.sum().backward()
    np.testing.assert_allclose(arr(x.grad), np.exp([0.5, -1.0, 2.0]))


def test_backward_node_is_named_after_the_function():
    y = MyExp.apply(leaf([1.0]))
    node = y.grad_fn
    assert node.name() == "MyExpBackward"
    assert type(node).__name__ == "MyExpBackward"
    assert isinstance(node, BackwardCFunction) and isinstance(node, tp.autograd.graph.Node)
    assert MyExp._backward_cls is type(node)
    assert "MyExpBackward" in repr(node) and "MyExp" in repr(node)
    assert "grad_fn=<MyExpBackward>" in repr(y)


def test_reachable_under_every_documented_name():
    assert tp.autograd.Function is Function
    assert tp.autograd.function.Function is Function
    assert tp.autograd.function.once_differentiable is once_differentiable
    assert tp.autograd.function.FunctionCtx is FunctionCtx
    assert tp.autograd.NestedIOFunction is NestedIOFunction


def test_combined_style_binds_defaults_and_computes_gradients():
    x, y = leaf([1.0, 2.0]), leaf([0.3, -0.7])
    out = MulSin.apply(x, y)
    np.testing.assert_allclose(arr(out), [1.0 * np.sin(0.3), 2.0 * np.sin(-0.7)])
    ctx = out.grad_fn
    assert ctx.seen_inputs == (x, y, 1.0)  # the default bound into inputs
    assert ctx.needs_input_grad == (True, True, False)
    out.sum().backward()
    np.testing.assert_allclose(arr(x.grad), np.sin([0.3, -0.7]))
    np.testing.assert_allclose(arr(y.grad), [1.0 * np.cos(0.3), 2.0 * np.cos(-0.7)])


def test_combined_style_keyword_argument():
    x, y = leaf([1.0]), leaf([0.5])
    out = MulSin.apply(x, y=y, scale=3.0)
    assert out.grad_fn.seen_inputs == (x, y, 3.0)
    (gx, gy) = tp.autograd.grad(out.sum(), [x, y])
    np.testing.assert_allclose(arr(gx), [3.0 * np.sin(0.5)])
    np.testing.assert_allclose(arr(gy), [3.0 * np.cos(0.5)])


def test_forward_runs_with_grad_mode_off_and_setup_context_too():
    seen = {}

    class Probe(Function):
        @staticmethod
        def forward(x):
            seen["forward"] = tp.is_grad_enabled()
            return x * 2.0

        @staticmethod
        def setup_context(ctx, inputs, output):
            seen["setup"] = tp.is_grad_enabled()
            seen["output_has_history"] = output.grad_fn is not None

        @staticmethod
        def backward(ctx, g):
            return g * 2.0

    Probe.apply(leaf([1.0]))
    assert seen == {"forward": False, "setup": False, "output_has_history": False}


def test_needs_input_grad_and_next_edges_exist_before_forward():
    seen = {}

    class Probe(Function):
        @staticmethod
        def forward(ctx, a, b, n, c):
            seen["needs"] = ctx.needs_input_grad
            seen["edges"] = len(ctx.next_functions)
            return a * b * float(n) + c

        @staticmethod
        def backward(ctx, g):
            return g, g, None, g

    a = leaf([1.0])
    b = tp.tensor([2.0], dtype=tp.float64)  # does not require grad
    c = a * 1.0  # non-leaf requiring grad
    Probe.apply(a, b, 3, c)
    assert seen == {"needs": (True, False, False, True), "edges": 3}


def test_next_functions_point_to_the_inputs():
    a = leaf([1.0])
    c = a * 2.0
    out = MulSin.apply(a, c)
    (n0, i0), (n1, i1) = out.grad_fn.next_functions
    assert type(n0).__name__ == "AccumulateGrad" and n0.variable is a and i0 == 0
    assert n1 is c.grad_fn and i1 == 0


# ---- no node ---------------------------------------------------------------------------------
def test_no_node_under_no_grad():
    x = leaf([1.0, 2.0])
    with tp.no_grad():
        y = MyExp.apply(x)
    assert y.grad_fn is None and not y.requires_grad
    np.testing.assert_allclose(arr(y), np.exp([1.0, 2.0]))


def test_no_node_when_no_input_requires_grad():
    seen = {}

    class Probe(Function):
        @staticmethod
        def forward(ctx, x):
            seen["needs"] = ctx.needs_input_grad
            return x * 2.0

        @staticmethod
        def backward(ctx, g):
            return g * 2.0

    y = Probe.apply(tp.tensor([1.0, 2.0]))
    assert y.grad_fn is None and not y.requires_grad
    assert seen["needs"] == (False,)


def test_needs_input_grad_under_no_grad_follows_requires_grad():
    # PyTorch computes needs_input_grad from requires_grad alone, even under no_grad
    seen = {}

    class Probe(Function):
        @staticmethod
        def forward(ctx, x):
            seen["needs"] = ctx.needs_input_grad
            return x.clone()

        @staticmethod
        def backward(ctx, g):
            return g

    with tp.no_grad():
        Probe.apply(leaf([1.0]))
    assert seen["needs"] == (True,)


# ---- outputs ---------------------------------------------------------------------------------
class SumProd(Function):
    """Two outputs: x + y and x * y."""

    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x + y, x * y

    @staticmethod
    def backward(ctx, g_sum, g_prod):
        x, y = ctx.saved_tensors
        ctx.received = (g_sum, g_prod)
        return g_sum + g_prod * y, g_sum + g_prod * x


def test_multiple_outputs_each_differentiable():
    x, y = leaf([1.0, 2.0]), leaf([3.0, 5.0])
    s, p = SumProd.apply(x, y)
    assert s.grad_fn is p.grad_fn and (s.output_nr, p.output_nr) == (0, 1)
    (s * 2.0 + p).sum().backward()
    np.testing.assert_allclose(arr(x.grad), 2.0 + np.array([3.0, 5.0]))
    np.testing.assert_allclose(arr(y.grad), 2.0 + np.array([1.0, 2.0]))


def test_unused_output_gets_materialized_zeros():
    x, y = leaf([1.0, 2.0]), leaf([3.0, 5.0])
    s, p = SumProd.apply(x, y)
    node = s.grad_fn
    p.sum().backward()
    g_sum, g_prod = node.received
    np.testing.assert_array_equal(arr(g_prod), [1.0, 1.0])
    assert isinstance(g_sum, tp.Tensor) and tuple(g_sum.shape) == (2,)
    np.testing.assert_array_equal(arr(g_sum), [0.0, 0.0])
    assert g_sum.dtype is tp.float64
    np.testing.assert_allclose(arr(x.grad), [3.0, 5.0])


def test_set_materialize_grads_false_passes_none():
    class Func(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(False)
            ctx.save_for_backward(x)
            return x.clone(), x.clone()

        @staticmethod
        def backward(ctx, g1, g2):
            ctx.received = (g1, g2)
            (x,) = ctx.saved_tensors
            grad = tp.zeros_like(x)
            if g1 is not None:
                grad = grad + g1
            if g2 is not None:
                grad = grad + g2
            return grad

    a = leaf([1.5, 2.5])
    b, _ = Func.apply(a)
    node = b.grad_fn
    (b * 4.0).sum().backward()
    assert node.received[1] is None
    np.testing.assert_allclose(arr(node.received[0]), [4.0, 4.0])
    np.testing.assert_allclose(arr(a.grad), [4.0, 4.0])


def test_non_tensor_arguments_and_outputs_pass_through():
    class Scale(Function):
        @staticmethod
        def forward(ctx, x, factor, label, opt=None):
            ctx.factor = factor
            return x * factor, f"{label}!", factor, opt

        @staticmethod
        def backward(ctx, g, g_label, g_factor, g_opt):
            ctx.received = (g_label, g_factor, g_opt)
            return g * ctx.factor, None, None, None  # the keyword argument is an input too

    x = leaf([1.0, 2.0])
    y, label, factor, opt = Scale.apply(x, 3.0, "hi", opt={"k": 1})
    assert (label, factor, opt) == ("hi!", 3.0, {"k": 1})
    node = y.grad_fn
    assert node.needs_input_grad == (True, False, False, False)
    y.sum().backward()
    assert node.received == (None, None, None)  # non-tensor outputs: always None
    np.testing.assert_allclose(arr(x.grad), [3.0, 3.0])


def test_returned_input_becomes_an_alias_with_history():
    class Identity(Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, g):
            return g * 5.0

    x = leaf([1.0, 2.0])
    y = Identity.apply(x)
    assert y is not x and x.is_leaf and x.grad_fn is None
    assert y.grad_fn.name() == "IdentityBackward"
    assert y.data_ptr() == x.data_ptr()
    y.sum().backward()
    np.testing.assert_allclose(arr(x.grad), [5.0, 5.0])
    with tp.no_grad():
        x.add_(0.0)
    assert version(x) == version(y) == 1  # one version counter


def test_returned_input_is_a_view_guarded_against_inplace():
    """An input returned as-is is a view made inside the Function: writing into it, or into its
    base before backward, is refused (autograd could not keep the custom backward)."""

    class Identity(Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, g):
            return g * 5.0

    y = Identity.apply(leaf([1.0, 2.0]) * 1.0)
    with pytest.raises(RuntimeError, match=wording(tp, "view")):
        y.mul_(2.0)
    x = leaf([1.0, 2.0])
    y = Identity.apply(x)
    with tp.no_grad():
        x.add_(1.0)
    with pytest.raises(RuntimeError, match="modified inplace"):
        y.sum().backward()


def test_integer_outputs_are_not_differentiable():
    class WithIndex(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2.0, tp.tensor([0, 1])

        @staticmethod
        def backward(ctx, g, g_idx):
            return g * 2.0

    x = leaf([1.0, 2.0])
    y, idx = WithIndex.apply(x)
    assert y.requires_grad and not idx.requires_grad and idx.grad_fn is None


def test_mark_non_differentiable():
    class MaxAndMask(Function):
        @staticmethod
        def forward(ctx, x):
            mask = x * 0.0 + 1.0
            ctx.mark_non_differentiable(mask)
            ctx.save_for_backward(mask)
            return x * 2.0, mask

        @staticmethod
        def backward(ctx, g, g_mask):
            ctx.received = g_mask
            return g * 2.0

    x = leaf([1.0, -1.0])
    y, mask = MaxAndMask.apply(x)
    assert y.requires_grad and not mask.requires_grad and mask.grad_fn is None
    node = y.grad_fn
    y.sum().backward()
    np.testing.assert_array_equal(arr(node.received), [0.0, 0.0])  # zeros, not None
    np.testing.assert_allclose(arr(x.grad), [2.0, 2.0])


# ---- backward results ------------------------------------------------------------------------
def test_wrong_number_of_gradients_is_an_error():
    class Bad(Function):
        @staticmethod
        def forward(ctx, x, y):
            return x * y

        @staticmethod
        def backward(ctx, g):
            return g

    x, y = leaf([1.0]), leaf([2.0])
    out = Bad.apply(x, y)
    with pytest.raises(RuntimeError, match=r"BadBackward.*incorrect number of gradients.*expected 2, got 1"):
        out.sum().backward()


def test_extra_trailing_none_gradients_are_allowed():
    class Extra(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2.0

        @staticmethod
        def backward(ctx, g):
            return g * 2.0, None, None

    x = leaf([1.0])
    Extra.apply(x).sum().backward()
    np.testing.assert_allclose(arr(x.grad), [2.0])


def test_wrong_gradient_shape_is_an_error():
    class BadShape(Function):
        @staticmethod
        def forward(ctx, x, y):
            return x * y

        @staticmethod
        def backward(ctx, g):
            return g, tp.ones(3, dtype=tp.float64)

    x, y = leaf([1.0, 2.0]), leaf([3.0, 4.0])
    out = BadShape.apply(x, y)
    with pytest.raises(RuntimeError, match=r"BadShapeBackward.*index 1.*got \[3\].*compatible with \[2\]"):
        out.sum().backward()


def test_broadcast_larger_gradient_is_summed_down():
    class Wide(Function):
        @staticmethod
        def forward(ctx, x):
            return x.clone()

        @staticmethod
        def backward(ctx, g):
            return g.expand(3, 2) * 1.0  # [3, 2] for an input of shape [2]

    x = leaf([1.0, 2.0])
    Wide.apply(x).sum().backward()
    np.testing.assert_allclose(arr(x.grad), [3.0, 3.0])


def test_gradient_dtype_follows_the_input():
    class F32Grad(Function):
        @staticmethod
        def forward(ctx, x):
            return x.clone()

        @staticmethod
        def backward(ctx, g):
            return g.float()

    x = leaf([1.0, 2.0])
    F32Grad.apply(x).sum().backward()
    assert x.grad.dtype is tp.float64


def test_gradient_for_non_tensor_input_is_an_error():
    class Wrong(Function):
        @staticmethod
        def forward(ctx, x, n):
            return x * float(n)

        @staticmethod
        def backward(ctx, g):
            return g, g

    with pytest.raises(RuntimeError, match=r"WrongBackward.*position 2.*not a (Tensor|Variable)"):
        Wrong.apply(leaf([1.0]), 2).sum().backward()


def test_gradient_for_input_that_needs_none_is_dropped():
    class Both(Function):
        @staticmethod
        def forward(ctx, x, y):
            ctx.save_for_backward(x, y)
            return x * y

        @staticmethod
        def backward(ctx, g):
            x, y = ctx.saved_tensors
            return g * y, g * x  # computed although y does not require grad

    x = leaf([2.0])
    y = tp.tensor([7.0], dtype=tp.float64)
    out = Both.apply(x, y)
    (gx,) = tp.autograd.grad(out.sum(), [x])
    np.testing.assert_allclose(arr(gx), [7.0])
    assert y.grad is None


def test_vjp_is_an_alias_of_backward_and_both_is_an_error():
    class ViaVjp(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 3.0

        @staticmethod
        def vjp(ctx, g):
            return g * 3.0

    class BothDefined(ViaVjp):
        @staticmethod
        def backward(ctx, g):
            return g

    x = leaf([1.0])
    ViaVjp.apply(x).sum().backward()
    np.testing.assert_allclose(arr(x.grad), [3.0])
    with pytest.raises(RuntimeError, match="both 'backward' and 'vjp'"):
        BothDefined.apply(x).sum().backward()


def test_missing_backward_raises_not_implemented():
    class NoBackward(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2.0

    y = NoBackward.apply(leaf([1.0]))
    with pytest.raises(NotImplementedError, match="backward or vjp"):
        y.sum().backward()


# ---- saved tensors ---------------------------------------------------------------------------
def test_saved_input_modified_in_place_is_an_error():
    a = leaf([1.0, 2.0])
    x = a * 1.0
    y = Cube.apply(x)
    x.mul_(2.0)
    with pytest.raises(RuntimeError, match=wording(tp, r"modified by an inplace operation.*CubeBackward")):
        y.sum().backward()


def test_saved_output_modified_in_place_is_an_error():
    x = leaf([1.0])
    y = MyExp.apply(x)
    y.add_(1.0)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        tp.autograd.grad(y.sum(), x)


def test_saved_output_comes_back_with_its_grad_fn():
    x = leaf([0.5])
    y = MyExp.apply(x)
    (saved,) = y.grad_fn.saved_tensors
    assert saved.grad_fn is y.grad_fn and saved.output_nr == 0
    np.testing.assert_array_equal(arr(saved), arr(y))


def test_save_for_backward_only_accepts_tensors_or_none():
    class SaveInt(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, None, 3)
            return x.clone()

    with pytest.raises(TypeError, match="argument 2 is of type int"):
        SaveInt.apply(leaf([1.0]))


def test_saved_tensors_are_freed_after_backward():
    x = leaf([1.0])
    y = MyExp.apply(x)
    node = y.grad_fn
    y.sum().backward()
    with pytest.raises(RuntimeError, match="second time"):
        node.saved_tensors
    with pytest.raises(RuntimeError, match="second time"):
        y.sum().backward()


def test_retain_graph_allows_a_second_backward():
    x = leaf([1.0, 2.0])
    y = MyExp.apply(x)
    y.sum().backward(retain_graph=True)
    y.sum().backward()
    np.testing.assert_allclose(arr(x.grad), 2 * np.exp([1.0, 2.0]))


def test_arbitrary_ctx_attributes_reach_backward():
    class Pow(Function):
        @staticmethod
        def forward(ctx, x, n):
            ctx.n = n
            ctx.save_for_backward(x)
            out = x
            for _ in range(n - 1):
                out = out * x
            return out

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            d = g * float(ctx.n)
            for _ in range(ctx.n - 1):
                d = d * x
            return d, None

    x = leaf([1.5, -2.0])
    Pow.apply(x, 4).sum().backward()
    np.testing.assert_allclose(arr(x.grad), 4 * np.array([1.5, -2.0]) ** 3)


# ---- mark_dirty ------------------------------------------------------------------------------
class DoubleInplace(Function):
    """x *= 2 in place, declared with mark_dirty."""

    @staticmethod
    def forward(ctx, x):
        x.mul_(2.0)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, g):
        return g * 2.0


def test_mark_dirty_rebases_history_and_bumps_version():
    a = leaf([1.0, 3.0])
    x = a * 1.0
    v0 = version(x)
    y = DoubleInplace.apply(x)
    assert y is x
    assert version(x) == v0 + 2  # once by mul_, once by mark_dirty
    assert x.grad_fn.name() == "DoubleInplaceBackward" and x.output_nr == 0
    np.testing.assert_allclose(arr(x), [2.0, 6.0])
    (x * x).sum().backward()
    np.testing.assert_allclose(arr(a.grad), 2.0 * 2.0 * np.array([2.0, 6.0]))


def test_mark_dirty_invalidates_earlier_saved_values():
    a = leaf([1.0, 3.0])
    x = a * 1.0
    z = x * x  # mul saves x
    DoubleInplace.apply(x)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        z.sum().backward()


def test_mark_dirty_on_a_leaf_requiring_grad_is_an_error():
    with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
        DoubleInplace.apply(leaf([1.0]))


def test_mark_dirty_on_a_leaf_under_no_grad_is_allowed():
    a = leaf([1.0])
    with tp.no_grad():
        out = DoubleInplace.apply(a)
    np.testing.assert_allclose(arr(a), [2.0])
    assert out.grad_fn is None and a.is_leaf and a.requires_grad


def test_dirty_tensor_must_be_returned():
    class Forgot(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.mark_dirty(x)
            return x * 1.0

        @staticmethod
        def backward(ctx, g):
            return g

    with pytest.raises(RuntimeError, match=r"marked as dirty.*not returned"):
        Forgot.apply(leaf([1.0]) * 1.0)


def test_mark_dirty_with_tensorplay_inplace_op_in_forward():
    class AddOneInplace(Function):
        @staticmethod
        def forward(ctx, x):
            x.add_(1.0)
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, g):
            return g

    a = leaf([1.0])
    x = a * 3.0
    y = AddOneInplace.apply(x)
    np.testing.assert_allclose(arr(y), [4.0])
    (y * y).sum().backward()
    np.testing.assert_allclose(arr(a.grad), [2 * 4.0 * 3.0])


# ---- once_differentiable ---------------------------------------------------------------------
class OnceExp(Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        ctx.grad_mode_inside = tp.is_grad_enabled()
        (y,) = ctx.saved_tensors
        return tp.tensor(g.detach().numpy() * y.detach().numpy())  # NumPy: not differentiable


def test_once_differentiable_first_order_is_correct():
    x = leaf([0.0, 1.0])
    y = OnceExp.apply(x)
    node = y.grad_fn
    y.sum().backward()
    assert node.grad_mode_inside is False
    np.testing.assert_allclose(arr(x.grad), np.exp([0.0, 1.0]))


def test_once_differentiable_second_order_raises_naming_the_function():
    x = leaf([0.0, 1.0])
    y = OnceExp.apply(x)
    (g,) = tp.autograd.grad(y.sum(), x, create_graph=True)
    assert not g.requires_grad  # as in PyTorch: the incoming gradient did not require grad
    v = tp.ones(2, dtype=tp.float64, requires_grad=True)
    (g,) = tp.autograd.grad(y, x, v, create_graph=True)
    np.testing.assert_allclose(arr(g), np.exp([0.0, 1.0]))
    assert g.requires_grad and g.grad_fn is not None  # a node that raises when reached
    assert OnceExp.apply(x).grad_fn.name() == "OnceExpBackward"
    with pytest.raises(RuntimeError,
                       match=wording(tp, r"once_differentiable.*OnceExpBackward") or "once_diff"):
        g.sum().backward()


def test_once_differentiable_without_create_graph_returns_plain_gradients():
    x = leaf([0.0])
    y = OnceExp.apply(x)
    (g,) = tp.autograd.grad(y.sum(), x)
    assert not g.requires_grad and g.grad_fn is None


def test_gradgradcheck_rejects_once_differentiable():
    x = leaf([0.3, 0.6])
    # torch reports the zero second derivative it sees; tensorplay names the cause
    with pytest.raises(RuntimeError, match=wording(tp, "once_differentiable")):
        tp.autograd.gradgradcheck(OnceExp.apply, (x,))


# ---- composition: double backward, hooks, gradcheck ------------------------------------------
def test_double_backward_through_custom_backward():
    x = leaf([1.0, -2.0, 0.5])
    y = Cube.apply(x)
    (g,) = tp.autograd.grad(y.sum(), x, create_graph=True)
    np.testing.assert_allclose(arr(g), 3 * np.array([1.0, -2.0, 0.5]) ** 2)
    assert g.requires_grad
    (gg,) = tp.autograd.grad(g.sum(), x)
    np.testing.assert_allclose(arr(gg), 6 * np.array([1.0, -2.0, 0.5]))


def test_double_backward_through_saved_output():
    x = leaf([0.2, 1.1])
    y = MyExp.apply(x)
    (g,) = tp.autograd.grad(y.sum(), x, create_graph=True)
    g.sum().backward()
    np.testing.assert_allclose(arr(x.grad), np.exp([0.2, 1.1]))


@pytest.mark.filterwarnings("ignore:Using backward\\(\\) with create_graph=True")  # torch's leak note
def test_backward_with_create_graph_accumulates_differentiable_grad():
    x = leaf([2.0])
    Cube.apply(x).sum().backward(create_graph=True)
    assert x.grad.requires_grad
    np.testing.assert_allclose(arr(x.grad), [12.0])
    (gg,) = tp.autograd.grad(x.grad.sum(), x)
    np.testing.assert_allclose(arr(gg), [12.0])


def test_tensor_hooks_on_inputs_and_outputs():
    x = leaf([1.0, 2.0])
    y = MyExp.apply(x)
    seen = []
    y.register_hook(lambda g: g * 10.0)
    x.register_hook(lambda g: seen.append(arr(g).copy()))
    y.retain_grad()
    y.sum().backward()
    np.testing.assert_allclose(arr(y.grad), [10.0, 10.0])
    np.testing.assert_allclose(arr(x.grad), 10.0 * np.exp([1.0, 2.0]))
    np.testing.assert_allclose(seen[0], 10.0 * np.exp([1.0, 2.0]))


def test_node_hooks_see_gradients():
    x = leaf([1.0])
    y = MyExp.apply(x)
    seen = []
    y.grad_fn.register_hook(lambda gin, gout: seen.append((arr(gin[0]).copy(), arr(gout[0]).copy())))
    (y * 3.0).sum().backward()
    np.testing.assert_allclose(seen[0][0], [3.0 * np.e])
    np.testing.assert_allclose(seen[0][1], [3.0])


def test_gradcheck_and_gradgradcheck_float64():
    x = leaf([[0.3, -1.2], [0.7, 2.0]])
    y = leaf([[1.1, 0.4], [-0.6, 0.9]])
    assert tp.autograd.gradcheck(MulSin.apply, (x, y))
    assert tp.autograd.gradgradcheck(MulSin.apply, (x, y))
    assert tp.autograd.gradcheck(Cube.apply, (x,))
    assert tp.autograd.gradgradcheck(Cube.apply, (x,))
    assert tp.autograd.gradcheck(SumProd.apply, (x, y))
    assert tp.autograd.gradgradcheck(SumProd.apply, (x, y))


def test_gradcheck_catches_a_wrong_backward():
    class WrongCube(Cube):
        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return 2.0 * x * x * g

    x = leaf([0.5, 1.5])
    assert not tp.autograd.gradcheck(WrongCube.apply, (x,), raise_exception=False)


def test_function_inside_a_larger_graph():
    x = leaf([0.1, 0.2])
    w = leaf([2.0, -1.0])
    out = (MulSin.apply(MyExp.apply(x), w, scale=2.0) * x).sum()
    out.backward()
    ex = np.exp([0.1, 0.2])
    wv = np.array([2.0, -1.0])
    xv = np.array([0.1, 0.2])
    # d/dx [2 e^x sin(w) x] = 2 sin(w) (e^x x + e^x)
    np.testing.assert_allclose(arr(x.grad), 2 * np.sin(wv) * (ex * xv + ex))
    np.testing.assert_allclose(arr(w.grad), 2 * ex * np.cos(wv) * xv)


# ---- jvp / vmap hooks for the transforms -----------------------------------------------------
class ExpWithJvp(Function):
    @staticmethod
    def forward(x):
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)
        ctx.save_for_forward(output)

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y

    @staticmethod
    def jvp(ctx, t):
        (y,) = ctx.saved_tensors
        return t * y

    @staticmethod
    def vmap(info, in_dims, x):
        return ExpWithJvp.apply(x), in_dims[0]


def test_jvp_and_vmap_are_stored_and_callable():
    assert Function.generate_vmap_rule is False and ExpWithJvp.generate_vmap_rule is False
    x = tp.tensor([0.0, 1.0], dtype=tp.float64)
    ctx = ExpWithJvp._backward_cls()
    out = ExpWithJvp.forward(x)
    ExpWithJvp.setup_context(ctx, (x,), out)
    t = tp.tensor([1.0, 2.0], dtype=tp.float64)
    np.testing.assert_allclose(arr(ctx.apply_jvp(t)), [1.0, 2.0 * np.e])
    res, dim = ExpWithJvp.vmap(None, (0,), x)
    assert dim == 0
    np.testing.assert_allclose(arr(res), np.exp([0.0, 1.0]))


def test_default_jvp_and_vmap_raise():
    with pytest.raises(NotImplementedError, match="jvp"):
        MyExp.jvp(None, None)
    with pytest.raises(NotImplementedError, match="vmap"):
        MyExp.vmap(None, (0,), None)
    with pytest.raises(NotImplementedError, match="setup_context"):
        MyExp.setup_context(None, (), None)
    with pytest.raises(NotImplementedError, match="forward"):
        Function.forward(None)


def test_save_for_forward_only_accepts_tensors():
    ctx = MyExp._backward_cls()
    with pytest.raises(AssertionError, match="save_for_forward"):  # PyTorch's class
        ctx.save_for_forward(1.0)


# ---- PyTorch's other entry points ------------------------------------------------------------
def test_instantiating_warns_and_calling_an_instance_raises():
    with pytest.warns(DeprecationWarning, match="should not be instantiated"):
        f = MyExp()
    with pytest.raises(RuntimeError, match="Legacy autograd function"):
        f(leaf([1.0]))


def test_calling_forward_directly_is_a_plain_computation():
    x = leaf([1.0])
    out = MulSin.forward(x, x * 0.0 + 0.5)  # combined style: plain computation, normal ops
    assert out.grad_fn is not None and out.grad_fn.name() != "MulSinBackward"


def test_inplace_function_keeps_its_flag():
    class Neg(InplaceFunction):
        @staticmethod
        def forward(ctx, x):
            return x * -1.0

        @staticmethod
        def backward(ctx, g):
            return g * -1.0

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert Neg(inplace=True).inplace is True
    x = leaf([2.0])
    Neg.apply(x).sum().backward()
    np.testing.assert_allclose(arr(x.grad), [-1.0])


def test_ctx_methods_exist_on_function_ctx():
    for name in ("save_for_backward", "save_for_forward", "mark_dirty", "mark_non_differentiable",
                 "set_materialize_grads"):
        assert callable(getattr(FunctionCtx, name))
    for name in ("forward_extended", "backward_extended", "save_for_backward", "saved_tensors",
                 "mark_dirty", "mark_non_differentiable"):
        assert hasattr(NestedIOFunction, name)
