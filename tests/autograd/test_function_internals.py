"""autograd.Function pieces with no PyTorch oracle, so tested on tensorplay only: how `apply`
routes to the func transform that owns an argument (TensorPlay's interpreter stack), and
`NestedIOFunction` (documented in the autograd.function reference, but PyTorch 2.13's own
cannot be called: its `_do_forward` is gone)."""

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.autograd.function import NestedIOFunction
from tensorplay.dispatch import dispatcher as _dispatch
from tests.autograd.test_function import MulSin, MyExp, leaf
from tests.torch_oracle import arr


class FakeInterpreter:
    transform_name = "fake"

    def __init__(self, level=1):
        self.level, self.active, self.calls = level, True, []

    def process(self, op, args, params):
        self.calls.append((op, args, params))
        return "routed"


def _owned(interp, values):
    t = tp.tensor(values, dtype=tp.float64)
    t._interp = interp
    return t


def test_apply_routes_to_the_interpreter_that_owns_an_argument():
    outer, inner = FakeInterpreter(1), FakeInterpreter(2)
    _dispatch.interpreter_stack.extend([outer, inner])
    try:
        x, y = _owned(outer, [1.0]), _owned(inner, [2.0])
        assert MulSin.apply(x, y=y) == "routed"
        assert not outer.calls
        op, args, params = inner.calls[0]
        # the Function arrives as its op, keyword arguments and defaults bound in
        assert op.cls is MulSin and op.outputs == "function"
        assert args == (x, y, 1.0) and params == {}
        assert op is MulSin._op  # made once per Function subclass
        # an unowned call at the base level still runs normally under an active transform
        z = MulSin.apply(leaf([1.0]), leaf([0.0]))
        assert z.grad_fn.name() == "MulSinBackward"
    finally:
        del _dispatch.interpreter_stack[-2:]


def test_apply_under_a_transform_requires_setup_context():
    interp = FakeInterpreter()
    _dispatch.interpreter_stack.append(interp)
    try:
        with pytest.raises(RuntimeError, match="setup_context"):
            MyExp.apply(_owned(interp, [1.0]))
    finally:
        _dispatch.interpreter_stack.pop()


def test_apply_with_an_escaped_transform_tensor_is_an_error():
    interp = FakeInterpreter()
    x = _owned(interp, [1.0])
    interp.active = False
    _dispatch.interpreter_stack.append(FakeInterpreter(2))
    try:
        with pytest.raises(RuntimeError, match="escaped"):
            MulSin.apply(x, x)
    finally:
        _dispatch.interpreter_stack.pop()


def test_nested_io_function():
    class PairOps(NestedIOFunction):
        def forward_extended(self, pair, z):
            x, y = pair
            self.save_for_backward(pair, z)
            return (x * y, [x + z])

        def backward_extended(self, g_prod, g_list):
            (x, y), _z = self.saved_tensors
            (g_sum,) = g_list
            return (g_prod * y + g_sum, g_prod * x), g_sum

    x, y, z = leaf([2.0]), leaf([3.0]), leaf([5.0])
    fn = PairOps()
    prod, (total,) = fn((x, y), z)
    np.testing.assert_allclose(arr(prod), [6.0])
    np.testing.assert_allclose(arr(total), [7.0])
    assert fn.needs_input_grad == (True, True, True)
    (prod * 2.0 + total).sum().backward()
    np.testing.assert_allclose(arr(x.grad), [2.0 * 3.0 + 1.0])
    np.testing.assert_allclose(arr(y.grad), [2.0 * 2.0])
    np.testing.assert_allclose(arr(z.grad), [1.0])
