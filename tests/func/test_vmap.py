"""tensorplay.func.vmap: API semantics (torch.func.vmap), errors, randomness,
chunking, nesting, in-place ops, and composition with grad."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.dispatch import dispatcher as _dispatch
from tensorplay.func import grad, jacfwd, jacrev
from tensorplay.func._vmap import vmap, vmap_fallback_disabled
from tests.torch_oracle import arr, wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def T(*shape, seed=0):
    return tp.tensor(np.random.default_rng(seed).standard_normal(shape))


def close(a, b, **kw):
    a = arr(a) if isinstance(a, tp.Tensor) else np.asarray(a)
    b = arr(b) if isinstance(b, tp.Tensor) else np.asarray(b)
    assert a.shape == b.shape, (a.shape, b.shape)
    np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12, **kw)


# ───────────────────────────── basic semantics ─────────────────────────────

def test_logical_shape_inside_and_batched_output():
    x = T(5, 3, 4)
    seen = []

    def f(a):
        seen.append((tuple(a.shape), a.ndim, a.dim(), a.size(-1), len(a)))
        return a.sum(-1)

    out = vmap(f)(x)
    assert seen == [((3, 4), 2, 2, 4, 3)]
    close(out, arr(x).sum(-1))


def test_in_dims_int_tuple_none_and_negative():
    x, y = T(3, 5), T(5, 3, seed=1)
    close(vmap(lambda a, b: a * b, in_dims=(1, 0))(x, y), arr(x).T * arr(y))
    close(vmap(lambda a, b: a * b, in_dims=(-1, None))(x, T(3, seed=2)),
          arr(x).T * T(3, seed=2).detach().numpy())
    close(vmap(lambda a: a.sin(), in_dims=-2)(x), np.sin(arr(x)))


def test_in_dims_nested_tree_prefix():
    x, y, z = T(4, 3), T(3), T(4, 3, seed=2)

    def f(pair, d):
        a, b = pair
        return a * b + d["z"]

    out = vmap(f, in_dims=((0, None), {"z": 0}))((x, y), {"z": z})
    close(out, arr(x) * arr(y) + arr(z))
    out = vmap(f, in_dims=(0, 0))([x, z], {"z": z})  # a leaf in in_dims covers the whole subtree
    close(out, arr(x) * arr(z) + arr(z))


def test_kwargs_are_not_mapped():
    x = T(4, 3)
    scale = T(3, seed=1)
    close(vmap(lambda a, scale=None: a * scale)(x, scale=scale), arr(x) * arr(scale))
    # like torch: a batched-looking kwarg is passed whole, never sliced
    out = vmap(lambda a, s: a.sum() * s)(x, s=T(2, seed=3))
    assert tuple(out.shape) == (4, 2)


def test_out_dims_int_negative_and_tree():
    x = T(4, 3, 2)
    close(vmap(lambda a: a, out_dims=1)(x), np.moveaxis(arr(x), 0, 1))
    close(vmap(lambda a: a, out_dims=-1)(x), np.moveaxis(arr(x), 0, -1))
    a, b = vmap(lambda a: (a, a.sum()), out_dims=(1, 0))(x)
    close(a, np.moveaxis(arr(x), 0, 1))
    close(b, arr(x).sum((1, 2)))
    d = vmap(lambda a: {"s": a.sum(), "t": a}, out_dims={"s": 0, "t": 2})(x)
    close(d["t"], np.moveaxis(arr(x), 0, 2))


def test_unbatched_outputs_are_expanded_and_out_dim_none_passthrough():
    x = T(4, 3)
    c = T(3, seed=1)
    out = vmap(lambda a: c * 2)(x)
    close(out, np.broadcast_to(arr(c) * 2, (4, 3)))
    out = vmap(lambda a: (a.sin(), c), out_dims=(0, None))(x)
    assert out[1] is c


def test_nested_vmap_and_in_dims_per_level():
    x = T(2, 5, 3)
    y = T(5, 3, seed=1)
    out = vmap(vmap(lambda a, b: (a * b).sum()), in_dims=(0, None))(x, y)
    close(out, (arr(x) * arr(y)).sum(-1))
    # outer maps dim 1, inner maps (logical) dim 0
    out = vmap(vmap(lambda a: a.sum(), in_dims=0), in_dims=1)(T(3, 4, 5))
    close(out, T(3, 4, 5).detach().numpy().sum(-1).T)


def test_closure_over_outer_batched_value():
    x = T(3, 4)
    y = T(5, 4, seed=1)
    out = vmap(lambda a: vmap(lambda b: (a * b).sum())(y))(x)
    close(out, arr(x) @ arr(y).T)


def test_batched_dot_and_matmul_variants():
    x, y = T(6, 4), T(6, 4, seed=1)
    close(vmap(tp.matmul)(x, y), (arr(x) * arr(y)).sum(-1))
    w = T(3, 4, seed=2)
    close(vmap(lambda v: w @ v)(x), arr(x) @ arr(w).T)
    close(vmap(lambda v: v @ w.T)(x), arr(x) @ arr(w).T)


def test_chunk_size_gives_identical_results():
    x = T(7, 3)
    y = T(3, seed=1)

    def f(a):
        return (a * y).sum(), a.exp()

    full = vmap(f)(x)
    for cs in (1, 2, 3, 7, 100):
        part = vmap(f, chunk_size=cs)(x)
        close(part[0], full[0])
        close(part[1], full[1])
    if tp.__name__ == "tensorplay":  # torch 2.13 fails here: torch.cat(chunks, dim=None)
        a, c = vmap(lambda a: (a.sin(), y), out_dims=(1, None), chunk_size=2)(x)
        close(a, np.sin(arr(x)).T)
        assert c is y
    with pytest.raises(ValueError, match="chunk_size"):
        vmap(f, chunk_size=0)


def test_batch_size_one_and_zero_dim_logical():
    x = T(1, 3)
    close(vmap(lambda a: a.sum())(x), arr(x).sum(-1))
    s = T(5)
    close(vmap(lambda a: (a * 2).sum(0))(s), arr(s) * 2)
    close(vmap(lambda a: a.unsqueeze(0))(s), arr(s)[:, None])


def test_zero_dim_samples_keep_weak_type_promotion():
    x = tp.tensor(np.ones(3), dtype=tp.float32)
    y = tp.tensor(np.arange(4.0))  # float64; each sample is 0-d, so it must not promote x
    out = vmap(lambda b: x * b)(y)
    assert out.dtype is (x * tp.tensor(2.0, dtype=tp.float64)).dtype is tp.float32
    close(out, np.arange(4.0)[:, None] * np.ones(3))


# ───────────────────────────── errors that teach ─────────────────────────────

def test_error_in_dims_structure_mismatch_names_path():
    x = T(3, 2)
    with pytest.raises(ValueError, match=wording(tp, r"in_dims is not compatible.*in_dims\[1\]")):
        vmap(lambda a, b: a, in_dims=(0, (0, 0)))(x, x)
    with pytest.raises(ValueError, match="in_dims is not compatible"):
        vmap(lambda a, b: a, in_dims=(0,))(x, x)
    with pytest.raises(ValueError, match=r"expected `in_dims` to be (an )?int"):
        vmap(lambda a: a, in_dims=[0])(x)


def test_error_in_dim_out_of_range_names_arg_shape_and_dim():
    with pytest.raises(ValueError, match=wording(tp, r"in_dim=2 for args\[1\], a Tensor of shape \[3, 2\]")):
        vmap(lambda a, b: a, in_dims=(0, 2))(T(3, 2), T(3, 2))
    with pytest.raises(ValueError, match="dimensionality 0"):
        vmap(lambda a: a)(tp.tensor(1.0))


def test_error_non_tensor_with_in_dim():
    with pytest.raises(ValueError, match=wording(tp, r"args\[1\], which is of type float.*None")):
        vmap(lambda a, b: a * b)(T(3), 2.0)
    close(vmap(lambda a, b: a * b, in_dims=(0, None))(T(3), 2.0), T(3).detach().numpy() * 2)


def test_error_different_batch_sizes():
    with pytest.raises(ValueError, match=wording(tp, r"size 3 for args\[0\] \(shape \[3, 2\].*size 4 for args\[1\]")):
        vmap(lambda a, b: a + b)(T(3, 2), T(4, 2))


def test_error_nothing_to_map_and_no_inputs():
    with pytest.raises(ValueError, match=r"(?i)at least one Tensor"):
        vmap(lambda a: a, in_dims=(None,))(T(3))
    with pytest.raises(ValueError, match=r"expected `in_dims` to be (an )?int"):
        vmap(lambda a: a, in_dims=None)(T(3))
    with pytest.raises(ValueError, match="no inputs"):
        vmap(lambda: T(3))()


def test_error_out_dims():
    x = T(3, 2)
    with pytest.raises(ValueError, match="out_dims is not compatible"):
        vmap(lambda a: (a, a), out_dims=(0, 0, 0))(x)
    with pytest.raises(IndexError, match=wording(tp, r"out_dim=3 for output.*logical shape \[2\]")):
        vmap(lambda a: a, out_dims=3)(x)
    with pytest.raises(ValueError, match=r"out_dims? is None"):
        vmap(lambda a: a, out_dims=None)(x)
    with pytest.raises(ValueError, match="must only return Tensors"):
        vmap(lambda a: (a, 3.0))(x)
    with pytest.raises(ValueError, match="out_dims"):
        vmap(lambda a: a, out_dims="x")(x)


def test_error_randomness_value():
    with pytest.raises(RuntimeError, match="randomness"):
        vmap(lambda a: a, randomness="sometimes")


def test_data_dependent_control_flow_raises_with_where_hint():
    x = T(4, 3)
    with pytest.raises(RuntimeError, match=wording(tp, r"data-dependent.*tp\.where")):
        vmap(lambda a: a if bool(a.sum()) else -a)(x)
    with pytest.raises(RuntimeError, match=wording(tp, "data-dependent")):
        vmap(lambda a: a.sum().item())(x)
    with pytest.raises(RuntimeError, match=wording(tp, "data-dependent")):
        vmap(lambda a: float(a.sum()))(x)


def test_escaped_batched_tensor_raises():
    leaked = []

    def f(a):
        leaked.append(a)
        return a

    vmap(f)(T(3, 2))
    with pytest.raises(RuntimeError, match="escaped"):
        tp.sin(leaked[0])


def test_transform_stack_is_clean_after_errors():
    with pytest.raises(RuntimeError):
        vmap(lambda a: a.sum().item())(T(3, 2))
    assert not _dispatch.interpreter_stack


# ───────────────────────────── in-place ops ─────────────────────────────

def test_inplace_on_batched_self():
    x = T(4, 3)
    y = T(3, seed=1)

    def f(a, b):
        a = a.clone()
        a.add_(b)
        a.mul_(2)
        return a

    close(vmap(f, in_dims=(0, None))(x, y), (arr(x) + arr(y)) * 2)
    close(vmap(f, in_dims=(1, None))(tp.tensor(arr(x).T.copy()), y), (arr(x) + arr(y)) * 2)


def test_inplace_writes_through_to_the_mapped_input():
    x = T(4, 3)
    expected = arr(x) + 1
    vmap(lambda a: a.add_(1))(x)
    close(x, expected)


def test_setitem_on_batched_buffer_made_with_zeros_like():
    x = T(4, 3)

    def f(a):
        buf = tp.zeros_like(a)
        buf[0] = a[1]
        return buf

    out = vmap(f)(x)
    expected = np.zeros((4, 3))
    expected[:, 0] = arr(x)[:, 1]
    close(out, expected)


def test_inplace_batched_into_unbatched_raises_with_hint():
    x = T(4, 3)

    def f(a):
        buf = tp.zeros(a.shape, dtype=tp.float64)
        buf[0] = a[1]
        return buf

    with pytest.raises(RuntimeError, match=wording(tp, r"not batched.*zeros_like")):
        vmap(f)(x)

    def g(a):
        c = tp.zeros(3, dtype=tp.float64)
        c.add_(a)
        return c

    with pytest.raises(RuntimeError, match=wording(tp, "out-of-place")):
        vmap(g)(x)


def test_inplace_unbatched_into_unbatched_is_fine():
    x = T(4, 3)

    def f(a):
        c = tp.ones(3, dtype=tp.float64)
        c.mul_(3)
        return a * c

    close(vmap(f)(x), arr(x) * 3)


# ───────────────────────────── randomness ─────────────────────────────

def rand(*size):
    return tp.rand(*size, dtype=tp.float64)


def rand_like(x):
    return tp.rand_like(x)


def test_randomness_error_mode():
    with pytest.raises(RuntimeError, match="randomness error mode"):
        vmap(lambda a: a + rand(3))(T(4, 3))
    with pytest.raises(RuntimeError, match="randomness"):
        vmap(lambda a: rand_like(a))(T(4, 3))


def test_randomness_same_and_different_factory():
    x = T(4, 3)
    same = vmap(lambda a: a * 0 + rand(3), randomness="same")(x)
    assert np.allclose(arr(same), arr(same)[0])
    diff = vmap(lambda a: a * 0 + rand(3), randomness="different")(x)
    assert tuple(diff.shape) == (4, 3)
    assert not np.allclose(arr(diff)[0], arr(diff)[1])
    # unbatched output of a random op under 'different' is still per-sample
    d2 = vmap(lambda a: rand(2), randomness="different")(x)
    assert tuple(d2.shape) == (4, 2) and not np.allclose(arr(d2)[0], arr(d2)[1])


def test_randomness_like_ops_on_batched_input():
    x = T(4, 3)
    same = vmap(rand_like, randomness="same")(x)
    assert np.allclose(arr(same), arr(same)[0])
    diff = vmap(rand_like, randomness="different")(x)
    assert not np.allclose(arr(diff)[0], arr(diff)[1])


def test_randomness_nested_different_multiplies_batch():
    x = T(2, 3, 4)
    out = vmap(vmap(lambda a: a * 0 + rand(4), randomness="different"), randomness="different")(x)
    flat = arr(out).reshape(6, 4)
    assert len({tuple(np.round(r, 12)) for r in flat}) == 6
    out = vmap(vmap(lambda a: a * 0 + rand(4), randomness="same"), randomness="different")(x)
    assert np.allclose(arr(out)[:, 0], arr(out)[:, 1])
    assert not np.allclose(arr(out)[0], arr(out)[1])


def test_randomness_with_chunks():
    x = T(6, 3)
    tp.manual_seed(0)
    same = vmap(lambda a: a * 0 + rand(3), randomness="same", chunk_size=2)(x)
    assert np.allclose(arr(same), arr(same)[0])
    diff = vmap(lambda a: a * 0 + rand(3), randomness="different", chunk_size=2)(x)
    assert len({tuple(np.round(r, 12)) for r in arr(diff)}) == 6


def test_real_random_ops_modes():
    x = T(4, 3)
    with pytest.raises(RuntimeError, match="randomness"):
        vmap(lambda a: a + tp.rand(3))(x)
    same = vmap(lambda a: a * 0 + tp.randn(3, dtype=tp.float64), randomness="same")(x)
    assert np.allclose(arr(same), arr(same)[0])
    diff = vmap(lambda a: tp.randn_like(a), randomness="different")(x)
    assert tuple(diff.shape) == (4, 3) and not np.allclose(arr(diff)[0], arr(diff)[1])
    same = vmap(lambda a: tp.rand_like(a), randomness="same")(x)
    assert np.allclose(arr(same), arr(same)[0])
    ints = vmap(lambda a: tp.randint(0, 1000, (6,)), randomness="different")(x)
    assert ints.dtype is tp.int64 and tuple(ints.shape) == (4, 6)
    assert not np.array_equal(arr(ints)[0], arr(ints)[1])
    g = tp.Generator().manual_seed(1)
    out = vmap(lambda a: tp.rand(2, generator=g), randomness="same")(x)
    assert np.allclose(arr(out), arr(out)[0])


def test_random_same_is_reproducible_with_seed():
    x = T(5, 2)
    tp.manual_seed(123)
    a = vmap(lambda r: r + tp.randn_like(r), randomness="different")(x)
    tp.manual_seed(123)
    b = vmap(lambda r: r + tp.randn_like(r), randomness="different")(x)
    close(a, b)


def test_inplace_scatter_add_and_masked_fill_under_vmap():
    x = T(4, 3)
    idx = tp.tensor(np.array([0, 2, 2]))

    def f(a):
        out = tp.zeros_like(a)
        out.scatter_add_(0, idx, a)
        return out

    expected = np.zeros((4, 3))
    for i, j in enumerate([0, 2, 2]):
        expected[:, j] += arr(x)[:, i]
    close(vmap(f)(x), expected)
    mask = tp.tensor(np.array([True, False, True]))
    close(vmap(lambda a: a.clone().masked_fill_(mask, 0.0))(x), np.where(arr(mask), 0.0, arr(x)))


def test_losses_under_vmap_of_grad():
    F = tp.nn.functional

    logits = T(6, 4, 3)
    target = tp.tensor(np.random.default_rng(0).integers(0, 3, (6, 4)))
    with vmap_fallback_disabled():
        g = vmap(grad(lambda z, t: F.cross_entropy(z, t)))(logits, target)
    for b in range(6):
        z = arr(logits)[b]
        p = np.exp(z - z.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        onehot = np.eye(3)[arr(target)[b]]
        close(arr(g)[b], (p - onehot) / 4)


# ───────────────────────────── composition with grad / jvp ─────────────────────────────

def test_per_sample_gradients_vmap_of_grad():

    w = T(3, seed=5)
    xs, ys = T(8, 3), T(8, seed=1)

    def loss(w, x, y):
        return ((x * w).sum() - y) ** 2 if hasattr(tp.Tensor, "__pow__") else \
            ((x * w).sum() - y) * ((x * w).sum() - y)

    with vmap_fallback_disabled():
        g = vmap(grad(loss), in_dims=(None, 0, 0))(w, xs, ys)
    r = arr(xs) @ arr(w) - arr(ys)
    close(g, 2 * r[:, None] * arr(xs))


def test_vmap_of_grad_with_matmul_layer_and_backward_to_shared_weights():

    W = T(2, 3, seed=4).requires_grad_()
    xs = T(5, 3)

    def loss(x):
        return (W @ x).sin().sum()

    with vmap_fallback_disabled():
        g = vmap(grad(loss))(xs)
    z = arr(xs) @ arr(W).T
    close(g, np.cos(z) @ arr(W))
    g.sum().backward()
    assert W.grad is not None and tuple(W.grad.shape) == (2, 3)


def test_grad_of_vmap():

    x = T(4, 3)
    g = grad(lambda a: vmap(lambda r: r.sin().sum())(a).sum())(x)
    close(g, np.cos(arr(x)))


def test_jacrev_and_jacfwd_use_vmap():

    x = T(3)
    with vmap_fallback_disabled():
        jr = jacrev(lambda a: a.sin())(x)
        jf = jacfwd(lambda a: a.sin())(x)
    close(jr, np.diag(np.cos(arr(x))))
    close(jf, np.diag(np.cos(arr(x))))


def test_vmap_of_jacrev():

    xs = T(4, 3)
    with vmap_fallback_disabled():
        j = vmap(jacrev(lambda a: a.exp() * a.sum()))(xs)
    for b in range(4):
        x = arr(xs)[b]
        expected = np.diag(np.exp(x) * x.sum()) + np.exp(x)[:, None]
        close(arr(j)[b], expected)


# ───────────────────────────── custom autograd.Function ─────────────────────────────

def _functions():
    Function = tp.autograd.Function

    class Cube(Function):
        generate_vmap_rule = True

        @staticmethod
        def forward(x):
            return x * x * x

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.save_for_backward(inputs[0])

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return g * 3 * x * x

    class Double(Function):
        @staticmethod
        def forward(x):
            return x * 2

        @staticmethod
        def setup_context(ctx, inputs, output):
            pass

        @staticmethod
        def backward(ctx, g):
            return g * 2

        @staticmethod
        def vmap(info, in_dims, x):
            assert info.batch_size == 4
            return Double.apply(x), in_dims[0]

    class NoRule(Double):
        vmap = Function.vmap

    return Cube, Double, NoRule


def test_custom_function_under_vmap():

    Cube, Double, NoRule = _functions()
    x = T(4, 3)
    close(vmap(Cube.apply)(x), arr(x) ** 3)
    close(vmap(Double.apply, in_dims=1)(tp.tensor(arr(x).T.copy())), 2 * arr(x))
    close(vmap(grad(lambda a: Cube.apply(a).sum()))(x), 3 * arr(x) ** 2)
    close(vmap(grad(lambda a: Double.apply(a).sum()))(x), np.full((4, 3), 2.0))
    with pytest.raises(RuntimeError, match=r"override.* the vmap staticmethod"):
        vmap(NoRule.apply)(x)


def test_detach_inside_vmap_keeps_the_batch():
    x = tp.randn(3, 2)
    out = vmap(lambda t: t.detach() * 2)(x)
    assert tuple(out.shape) == (3, 2)
    np.testing.assert_allclose(out.numpy(), x.numpy() * 2)
    w = tp.randn(3, 2, requires_grad=True)
    per_sample = vmap(lambda t: t.detach() * t)(w)  # the detached factor carries no gradient
    per_sample.sum().backward()
    np.testing.assert_allclose(w.grad.numpy(), w.detach().numpy(), rtol=1e-6)
