"""A custom autograd.Function under the transforms, now that it reaches them as an op
(`FunctionOp`, issue 11): batching rules with nested outputs and non-zero dims, tuple outputs
under grad and jvp, keyword arguments, compositions. Values against analytic results, on
tensorplay and on torch.func; the structure of the op itself on tensorplay only."""

import functools
import io

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
from tests.torch_oracle import arr

both = pytest.mark.usefixtures("backend_globals")


def t(x):
    return tp.tensor(x, dtype=tp.float64)


def close(a, b, tol=1e-9):
    np.testing.assert_allclose(arr(a), np.asarray(b), rtol=tol, atol=tol)


XB = np.array([[0.3, -1.2, 0.7], [1.0, 0.5, -0.4]])


@functools.cache
def functions(tp):
    """The Functions below, subclassing the backend's `autograd.Function`."""

    class ExpAndSum(tp.autograd.Function):
        """(exp(x), sum(x)), batched by a hand-written rule that keeps x's batch dim."""

        @staticmethod
        def forward(x):
            return x.exp(), x.sum()

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.save_for_backward(output[0])

        @staticmethod
        def backward(ctx, g_exp, g_sum):
            (y,) = ctx.saved_tensors
            return g_exp * y + g_sum

        @staticmethod
        def vmap(info, in_dims, x):
            (bd,) = in_dims
            return (x.exp(), x.sum(dim=-1 if bd == 0 else 0)), (bd, 0)

    class SinCos(tp.autograd.Function):
        """(sin(x * scale), cos(x * scale)) with a jvp, a keyword argument and a generated rule."""

        generate_vmap_rule = True

        @staticmethod
        def forward(x, scale=1.0):
            z = x * scale
            return z.sin(), z.cos()

        @staticmethod
        def setup_context(ctx, inputs, output):
            _x, scale = inputs
            ctx.scale = scale
            ctx.save_for_backward(*output)
            ctx.save_for_forward(*output)

        @staticmethod
        def backward(ctx, g_sin, g_cos):
            s, c = ctx.saved_tensors
            return (g_sin * c - g_cos * s) * ctx.scale, None

        @staticmethod
        def jvp(ctx, x_t, _scale_t):
            s, c = ctx.saved_tensors
            return x_t * c * ctx.scale, -x_t * s * ctx.scale

    class SignedSquare(tp.autograd.Function):
        """(x**2, sign(x)), the sign marked non-differentiable."""

        generate_vmap_rule = True

        @staticmethod
        def forward(x):
            return x * x, x.sign()

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.mark_non_differentiable(output[1])
            ctx.save_for_backward(inputs[0])

        @staticmethod
        def backward(ctx, g, _g_sign):
            (x,) = ctx.saved_tensors
            return 2 * x * g

    return ExpAndSum, SinCos, SignedSquare


@both
@pytest.mark.parametrize("in_dim", [0, 1])
def test_user_vmap_rule_with_a_tuple_output_and_its_out_dims(in_dim):
    ExpAndSum, _, _ = functions(tp)
    xs = t(XB if in_dim == 0 else XB.T)
    y, s = F.vmap(ExpAndSum.apply, in_dims=in_dim, out_dims=(1, 0))(xs)
    close(y, np.exp(XB).T)
    close(s, XB.sum(axis=1))


@both
def test_grad_through_a_user_vmap_rule():
    ExpAndSum, _, _ = functions(tp)

    def loss(x):
        y, s = ExpAndSum.apply(x)
        return y.sum() + s * s

    got = F.vmap(F.grad(loss))(t(XB))
    close(got, np.exp(XB) + 2 * XB.sum(axis=1, keepdims=True))


@both
def test_keyword_argument_under_grad_vmap_and_jvp():
    _, SinCos, _ = functions(tp)
    x = t(XB[0])

    def f(a):
        s, c = SinCos.apply(a, scale=2.0)
        return (s * c).sum()

    # d/dx sin(2x)cos(2x) = 2 cos(4x)
    close(F.grad(f)(x), 2 * np.cos(4 * XB[0]))
    close(F.vmap(F.grad(f))(t(XB)), 2 * np.cos(4 * XB))
    v = t([1.0, -2.0, 0.5])
    (s, _c), (ds, dc) = F.jvp(lambda a: SinCos.apply(a, scale=2.0), (x,), (v,))
    close(s, np.sin(2 * XB[0]))
    close(ds, 2 * np.cos(2 * XB[0]) * arr(v))
    close(dc, -2 * np.sin(2 * XB[0]) * arr(v))


@both
def test_jvp_of_grad_and_grad_of_jvp_agree():
    _, SinCos, _ = functions(tp)

    def f(a):
        return SinCos.apply(a)[0].sum()  # sum(sin(a))

    x, v = t(XB[1]), t([1.0, 1.0, 1.0])
    _, hvp = F.jvp(F.grad(f), (x,), (v,))
    close(hvp, -np.sin(XB[1]))
    close(F.grad(lambda a: F.jvp(f, (a,), (v,))[1])(x), -np.sin(XB[1]))
    close(F.jacfwd(F.jacrev(f))(x), np.diag(-np.sin(XB[1])))


@both
def test_non_differentiable_output_at_a_grad_level():
    _, _, SignedSquare = functions(tp)

    def f(a):
        sq, sign = SignedSquare.apply(a)
        return (sq * sign).sum()  # sum(x * |x|): gradient 2|x|

    close(F.grad(f)(t(XB[0])), 2 * np.abs(XB[0]))
    close(F.vmap(F.grad(f))(t(XB)), 2 * np.abs(XB))


# ---- tensorplay only: the op itself -----------------------------------------------------------
def test_one_op_per_function_subclass():
    ExpAndSum, _, _ = functions(tp)
    ExpAndSum.apply(t(XB[0]))
    op = ExpAndSum._op
    ExpAndSum.apply(t(XB[1]))
    assert ExpAndSum._op is op and op.cls is ExpAndSum and op.combined

    class Legacy(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 3.0

        @staticmethod
        def backward(ctx, g):
            return g * 3.0

    class Combined(Legacy):  # a subclass in the other style gets its own op
        @staticmethod
        def forward(x):
            return x * 3.0

        @staticmethod
        def setup_context(ctx, inputs, output):
            pass

    Legacy.apply(t(1.0))
    close(F.grad(Combined.apply)(t(1.0)), 3.0)
    assert Legacy._op is not Combined._op
    assert not Legacy._op.combined and Combined._op.combined


def test_no_interpreter_has_a_process_function():
    from tensorplay.func._batching import BatchInterpreter
    from tensorplay.func._grad_level import GradInterpreter
    from tensorplay.func._interpreter import Interpreter
    from tensorplay.func._jvp import JvpInterpreter

    for cls in (Interpreter, GradInterpreter, JvpInterpreter, BatchInterpreter):
        assert not hasattr(cls, "process_function"), cls


def test_trace_shows_the_function_as_an_op_at_each_level():
    from tensorplay.func.debug import trace

    _, SinCos, _ = functions(tp)
    with trace(file=io.StringIO()) as lines:
        F.vmap(F.grad(lambda a: SinCos.apply(a)[0].sum()))(t(XB))
    assert lines[0] == "L2 grad  SinCos  ([3]@L2, 1.0)"
    assert lines[1] == "  L1 vmap  SinCos  ([3]@L1, 1.0)"
