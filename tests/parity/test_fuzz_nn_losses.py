"""nn ops and losses where the differential fuzzer (tests/fuzz) found TensorPlay answering
otherwise than PyTorch: each call runs on tensorplay and on torch with the same values and
must agree (the result's dtype, shape and values with NaN in the same places, or the
exception class)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

nan, inf = float("nan"), float("inf")


def _outcome(lib, fn):
    try:
        out = fn(lib)
    except Exception as exc:  # the class is what is compared
        return type(exc).__name__
    outs = out if isinstance(out, tuple | list) else (out,)
    return [None if o is None else (str(o.dtype).split(".")[-1], tuple(o.shape),
                                    np.array(o.detach().numpy(), dtype=np.float64))
            for o in outs]


def agree(torch, fn, rtol=1e-7, atol=1e-10):
    """fn(tp) and fn(torch): the same exception class, or the same dtype, shape and values."""
    mine, theirs = _outcome(tp, fn), _outcome(torch, fn)
    if isinstance(mine, str) or isinstance(theirs, str):
        assert mine == theirs if isinstance(mine, str) and isinstance(theirs, str) else False, \
            (mine if isinstance(mine, str) else "no error", theirs if isinstance(theirs, str) else "no error")
        return
    assert len(mine) == len(theirs)
    for a, b in zip(mine, theirs):
        assert (a is None) == (b is None)
        if a is None:
            continue
        assert a[:2] == b[:2], (a[:2], b[:2])
        np.testing.assert_allclose(a[2], b[2], rtol=rtol, atol=atol, equal_nan=True)


def _arr(seed, shape, dtype=np.float64):
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


# ── batch_norm ──────────────────────────────────────────────────────────────────────────

def _layout(lib, a, layout):
    t = lib.tensor(a)
    if layout == "T":  # the same values, laid out with the first and last dims swapped
        return lib.tensor(np.ascontiguousarray(np.swapaxes(a, 0, -1))).transpose(0, -1)
    if layout == "step":
        return lib.tensor(np.repeat(a, 2, axis=1))[:, ::2]
    if layout == "expand":
        return lib.tensor(a[:1]).expand(*a.shape)
    return t


@pytest.mark.parametrize("layout", ["contiguous", "T", "step", "expand"])
@pytest.mark.parametrize("dtype", ["int32", "int16", "uint8", "bool"])
@pytest.mark.parametrize("params", ["none", "same", "float", "running_same"])
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_refuses_integer_inputs_by_layout(torch, layout, dtype, params, training):
    """Training a non-contiguous integer or bool input takes PyTorch's mean() first (its
    RuntimeError), unless the first given parameter is of another dtype (mixed types: the mean
    is taken in float); the contiguous kernel's dtype dispatch raises NotImplementedError."""
    a = (np.arange(24).reshape(4, 3, 2) % 3).astype(dtype)

    def call(lib):
        x = _layout(lib, a, layout)
        dt = getattr(lib, dtype)
        ones = {"none": None, "same": lib.ones(3, dtype=dt), "float": lib.ones(3)}
        w = ones.get(params)
        rm, rv = (lib.zeros(3, dtype=dt), lib.ones(3)) if params == "running_same" or not training \
            else (None, None)
        return lib.nn.functional.batch_norm(x, rm, rv, w, None, training)

    agree(torch, call)


@pytest.mark.parametrize("dtype", ["int32", "uint8", "bool", "float64", "float16"])
@pytest.mark.parametrize("weight", [None, "float64", "float32", "int64", "bool"])
@pytest.mark.parametrize("bias", [None, "float64", "float32", "int32"])
def test_batch_norm_of_an_empty_input_promotes_with_the_first_weight_and_bias(torch, dtype, weight, bias):
    """PyTorch returns input.clone() * weight[0] + bias[0] for an empty input before any dtype
    check: promoted as a tensor with 0-d tensors, running statistics of any dtype accepted."""
    def call(lib):
        x = lib.zeros(0, 3, 2, dtype=getattr(lib, dtype))
        w = None if weight is None else lib.ones(3, dtype=getattr(lib, weight))
        b = None if bias is None else lib.ones(3, dtype=getattr(lib, bias))
        return lib.nn.functional.batch_norm(x, lib.zeros(3, dtype=lib.int16), lib.ones(3, dtype=lib.float32),
                                            w, b, training=True)

    agree(torch, call)


@pytest.mark.parametrize("layout", ["contiguous", "T", "step"])
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_with_an_infinite_weight_combines_as_pytorch_by_layout(torch, layout, training):
    """The contiguous kernel computes x * alpha + (bias - mean * alpha) with alpha = invstd *
    weight (inf - inf = NaN where x and the mean have one sign), the strided path
    ((x - mean) * invstd) * weight + bias (+-inf); gradients and the JVP multiply by the
    weight last (+-inf, not the NaN of mean(+-inf))."""
    a = _arr(0, (4, 3, 2))
    w = np.array([inf, 1.5, -inf])
    cot = _arr(1, (4, 3, 2))

    def call(lib):
        x = _layout(lib, a, layout).requires_grad_()
        out = lib.nn.functional.batch_norm(x, lib.tensor([0.5, 0.0, -0.2]), lib.tensor([1.0, 2.0, 0.5]),
                                           lib.tensor(w), lib.tensor([0.0, 1.0, 2.0]), training)
        (g,) = lib.autograd.grad(out, x, lib.tensor(cot))
        return out, g

    agree(torch, call)

    def jvp(lib):
        def f(x):
            return lib.nn.functional.batch_norm(x, None, None, lib.tensor(w), None, True)
        return lib.func.jvp(f, (lib.tensor(a),), (lib.tensor(cot),))

    agree(torch, jvp)


@pytest.mark.parametrize("running", ["int16", "float64"])
def test_batch_norm_dtype_checks_of_later_parameters(torch, running):
    """Only the first given parameter may differ from the input (mixed precision); a later one
    is refused, but for an integer running_var in evaluation off the contiguous path, where
    1 / sqrt(running_var + eps) is computed in the default float."""
    a = _arr(2, (2, 3, 2, 2), np.float32)

    def call(layout, training, which):
        def run(lib):
            params = [lib.ones(3), lib.zeros(3), lib.zeros(3), lib.ones(3)]
            params[which] = params[which].to(getattr(lib, running))
            w, b, rm, rv = params
            return lib.nn.functional.batch_norm(_layout(lib, a, layout), rm, rv, w, b, training)
        return run

    for layout in ("contiguous", "T"):
        for training in (True, False):
            for which in range(4):
                agree(torch, call(layout, training, which), rtol=1e-5, atol=1e-6)


def test_batch_norm_of_float16_computes_in_float32(torch):
    a = _arr(3, (4, 3), np.float16) * 3

    def call(lib):
        return lib.nn.functional.batch_norm(lib.tensor(a), None, None, lib.ones(3, dtype=lib.float16),
                                            None, True)

    agree(torch, call, rtol=1e-3, atol=1e-3)


def test_batch_norm_gradient_of_an_empty_input_is_the_cotangent(torch):
    """input.clone() (times weight[0], plus bias[0]) for an empty input: under create_graph the
    input's gradient is the cotangent, which does not require grad."""
    def call(lib):
        x = lib.zeros(0, 2, 4, dtype=lib.float64, requires_grad=True)
        out = lib.nn.functional.batch_norm(x, None, None, None, None, True)
        (g,) = lib.autograd.grad(out, x, lib.zeros(0, 2, 4, dtype=lib.float64), create_graph=True)
        return lib.tensor([float(g.requires_grad)]), g

    agree(torch, call)


def test_batch_norm_under_vmap(torch):
    """torch.func refuses training a batched input with unbatched running statistics (updated
    in place); it reports a 0-d sample's own error; an empty input returns first; with only the
    weight batched the statistics are updated once."""
    a = _arr(4, (3, 4, 3))

    def refused(lib):
        rm, rv = lib.zeros(3), lib.ones(3)
        return lib.func.vmap(lambda v: lib.nn.functional.batch_norm(v, rm, rv, training=True))(lib.tensor(a))

    def zero_d(lib):
        return lib.func.vmap(lambda v: lib.nn.functional.batch_norm(v, None, None, training=True))(lib.ones(3))

    def empty(lib):
        rm, rv = lib.zeros(3), lib.ones(3)
        return lib.func.vmap(lambda v: lib.nn.functional.batch_norm(v, rm, rv, training=True))(
            lib.zeros(2, 0, 3, dtype=lib.float64))

    def weight_only(lib):
        rm, rv = lib.zeros(3, dtype=lib.float64), lib.ones(3, dtype=lib.float64)
        out = lib.func.vmap(lambda w: lib.nn.functional.batch_norm(lib.tensor(a[0]), rm, rv, w, training=True))(
            lib.tensor(a[:, 0]))
        return out, rm, rv

    for fn in (refused, zero_d, empty, weight_only):
        agree(torch, fn)


# ── cross_entropy ───────────────────────────────────────────────────────────────────────

_LOGITS = [[0.93, 0.97, 1.2], [-0.83, 0.54, -1.14], [-0.69, -0.32, 0.26], [-1.0, -1.1, 1.3]]


@pytest.mark.parametrize("weight", [[1.5, 0.7, 2.0], [0.0, 0.0, 0.0], [1.5, 0.7, inf], [0.0, 1.0, inf]])
@pytest.mark.parametrize("targets", [[2, 2, 1, 0], [1, 1, 1, 1], [0, 1, 2, 1]])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("label_smoothing", [0.0, 0.2])
def test_cross_entropy_gradients_leave_ignored_rows_zero(torch, weight, targets, reduction, label_smoothing):
    """nll_loss's backward writes w[t] * grad / total at each kept row's target only: ignored
    rows stay 0 when the total weight is 0 or inf (the scale inf or NaN), the other classes
    when w[t] is inf; first and second order."""
    logits = np.array(_LOGITS)
    logits[3, 0] = -inf

    def call(lib):
        x = lib.tensor(logits, requires_grad=True)
        out = lib.nn.functional.cross_entropy(x, lib.tensor(targets), lib.tensor(weight), ignore_index=1,
                                              reduction=reduction, label_smoothing=label_smoothing)
        cot = lib.ones_like(out) * 0.5
        (g,) = lib.autograd.grad(out, x, cot, create_graph=True)
        (gg,) = lib.autograd.grad((g * lib.tensor(_arr(5, (4, 3)))).sum(), x, allow_unused=True)
        (g1,) = lib.autograd.grad(lib.nn.functional.cross_entropy(
            x, lib.tensor(targets), lib.tensor(weight), ignore_index=1, reduction=reduction,
            label_smoothing=label_smoothing), x, cot)
        return out, g, gg, g1

    agree(torch, call)


@pytest.mark.parametrize("case", ["nan_rows", "inf_probabilities"])
def test_cross_entropy_jvp(torch, case):
    """The tangent is -sum(Q * log_softmax's tangent): 0 for an ignored row (also a NaN one),
    +-inf for an infinite probability target."""
    logits = np.array(_LOGITS)
    tangent = _arr(6, (4, 3))
    if case == "nan_rows":
        logits[0, 1] = logits[2, 2] = nan
        target, kw = [0, 2, 0, 1], {"ignore_index": 0, "label_smoothing": 0.2, "reduction": "none"}
    else:
        target, kw = _arr(7, (4, 3)), {"reduction": "none", "label_smoothing": 0.3}
        target[0, 1], target[1, 0] = inf, -inf

    def call(lib):
        t = lib.tensor(target)
        w = lib.tensor([1.0, 0.5, 2.0])
        return lib.func.jvp(lambda x: lib.nn.functional.cross_entropy(x, t, w, **kw),
                            (lib.tensor(logits),), (lib.tensor(tangent),))

    agree(torch, call)


@pytest.mark.parametrize("shape", [(3, 4), (2, 3, 2), (5,)])
@pytest.mark.parametrize("dtypes", [("float16", "float16", "float16"), ("float16", "float64", None),
                                    ("float16", "float16", "float32"), ("float32", "float32", "float64")])
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_cross_entropy_probability_targets_round_as_pytorch(torch, shape, dtypes, reduction):
    """Probability targets: log_softmax (over the last dim of a float16 input its sum and log
    rounded to float16), target * (1 - ls) + ls / C (the added number rounded to float16),
    then logp * target * weight, each op in its operands' promoted dtype."""
    xd, td, wd = dtypes
    x = (_arr(8, shape) * 2).astype(xd)
    t = _arr(9, shape).astype(td)
    w = None if wd is None else np.abs(_arr(10, shape[1] if len(shape) > 1 else shape[0])).astype(wd) + 0.5

    def call(lib):
        return lib.nn.functional.cross_entropy(lib.tensor(x), lib.tensor(t), None if w is None else lib.tensor(w),
                                               reduction=reduction, label_smoothing=0.3)

    agree(torch, call, rtol=1e-6, atol=1e-7)


def test_cross_entropy_reads_a_zero_weighted_target_class(torch):
    """nll_loss reads input[i, t_i] * w[t_i] for every kept row: a zero weight at a -inf log
    probability is NaN (0 * -inf), a class that is not the target is not read."""
    logits = np.array(_LOGITS)
    logits[0, 2] = inf

    def call(lib):
        return lib.nn.functional.cross_entropy(lib.tensor(logits), lib.tensor([0, 2, 1, 0]),
                                               lib.tensor([0.0, 1.0, 0.0]), ignore_index=1, reduction="none")

    agree(torch, call)


# ── linear, feature_alpha_dropout ───────────────────────────────────────────────────────

@pytest.mark.parametrize("shape", [(3,), (4, 3), (2, 4, 3)])
@pytest.mark.parametrize("layout", ["contiguous", "step"])
@pytest.mark.parametrize("bias_layout", ["contiguous", "step", "expand"])
@pytest.mark.parametrize("dtypes", [("float64", "int8"), ("float16", "float64"), ("float32", "float16"),
                                    ("int32", "float32"), ("int64", "int8")])
def test_linear_adds_a_bias_of_another_dtype_in_place_where_pytorch_does(torch, shape, layout, bias_layout, dtypes):
    """A 2-D input, or a contiguous one with a contiguous 1-D bias, goes to addmm (one dtype);
    otherwise the bias is added in place (output.add_(bias)): promoted, written in the
    output's dtype, refused only when that cast is (a float bias into an integer output)."""
    xd, bd = dtypes
    a = (_arr(11, shape[:-1] + (6,)) * 3).astype(xd)
    w = (_arr(12, (5, 3)) * 3).astype(xd)
    b = (_arr(13, (10,)) * 3).astype(bd)

    def call(lib):
        x = lib.tensor(a)[..., ::2] if layout == "step" else lib.tensor(np.ascontiguousarray(a[..., ::2]))
        bias = {"contiguous": lib.tensor(np.ascontiguousarray(b[:5])), "step": lib.tensor(b)[::2],
                "expand": lib.tensor(b[:1]).expand(5)}[bias_layout]
        return lib.nn.functional.linear(x, lib.tensor(w), bias)

    agree(torch, call, rtol=2e-3, atol=1e-3)


@pytest.mark.parametrize("dtype", ["float64", "int32", "bool"])
@pytest.mark.parametrize("train", [True, False])
def test_feature_alpha_dropout_of_a_0d_input(torch, dtype, train):
    """p = 0 (or train=False) returns the input before the channel noise shape is read."""
    def call(lib):
        return lib.feature_alpha_dropout(lib.tensor(np.array(1.25).astype(dtype)), 0.0, train)

    agree(torch, call)


# ── nll_loss, soft_margin_loss, poisson_nll_loss ────────────────────────────────────────

@pytest.mark.parametrize("dtype", ["int32", "bool", "float64"])
@pytest.mark.parametrize("weight", [None, "int32", "float32"])
def test_nll_loss_checks_the_batch_size_before_the_dtypes(torch, dtype, weight):
    """nll_loss_nd's batch-size ValueError comes before the weight's and the input's dtype."""
    def call(lib):
        w = None if weight is None else lib.ones(3, dtype=getattr(lib, weight))
        return lib.nn.functional.nll_loss(lib.zeros(0, 3, dtype=getattr(lib, dtype)), lib.tensor([0, 1, 2, 0]), w)

    agree(torch, call)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_nll_loss_gradient_is_a_function_of_the_input(torch, reduction):
    """Under create_graph the input's gradient requires grad (nll_loss_backward takes self; its
    own derivative in self is zero), so the second derivative is zeros, not None."""
    def call(lib):
        x = lib.tensor(_arr(14, (2, 4, 3)), requires_grad=True)
        out = lib.nn.functional.nll_loss(x, lib.tensor([[0, 1, 2], [3, 0, 1]]), reduction=reduction)
        (g,) = lib.autograd.grad(out, x, lib.ones_like(out), create_graph=True)
        (gg,) = lib.autograd.grad((g * lib.tensor(_arr(15, (2, 4, 3)))).sum(), x)
        return lib.tensor([float(g.requires_grad)]), g, gg

    agree(torch, call)


def test_soft_margin_loss_is_log1p_of_exp(torch):
    """PyTorch computes log1p(exp(-input * target)): inf once exp overflows, and its gradient
    -target * z / (1 + z) is NaN where z is inf (or target inf and z 0)."""
    x = np.array([[inf, inf, 0.5, inf], [-0.78, inf, -inf, -inf], [-0.83, -0.59, 800.0, -0.48]])
    t = np.array([[-0.99, 2.26, -1.19, 2.2], [-0.38, 0.69, 1.07, 0.37], [inf, -1.6, -1.0, inf]])

    def call(lib):
        xt = lib.tensor(x, requires_grad=True)
        out = lib.nn.functional.soft_margin_loss(xt, lib.tensor(t), reduction="none")
        (g,) = lib.autograd.grad(out, xt, lib.tensor(_arr(16, (3, 4))))
        return out, g

    agree(torch, call)


@pytest.mark.parametrize("input_dtype", ["float64", "int16"])
def test_poisson_nll_loss_full_with_a_float16_target(torch, input_dtype):
    """The Stirling term's 2 pi * target: PyTorch's float16 mul keeps the number unrounded."""
    def call(lib):
        target = lib.tensor(np.array([0.5, 2.0, 3.5, 7.0, 30.0, 100.0], dtype=np.float16))
        x = lib.tensor(np.array([0.5, 1.0, 2.0, 3.0, 4.0, 5.0]).astype(input_dtype))
        return lib.nn.functional.poisson_nll_loss(x, target, full=True, reduction="none")

    agree(torch, call, rtol=1e-6, atol=1e-6)


# ── conv2d, layer_norm ──────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("dtype", ["int8", "int32", "uint8", "int64", "float64"])
@pytest.mark.parametrize("shape", [(), (0, 4, 6, 5), (1, 4, 6, 5), (4, 6)])
def test_conv2d_checks_shapes_before_the_dilated_kernels_dtype(torch, dtype, shape):
    """The input's rank and the geometry come first, then an empty batch returns its (empty)
    output in the input's dtype, and only then the dilated kernel refuses small integers."""
    def call(lib):
        x = lib.zeros(list(shape), dtype=getattr(lib, dtype))
        w = lib.ones(4, 2, 2, 3, dtype=getattr(lib, dtype))
        return lib.nn.functional.conv2d(x, w, None, [2, 1], 1, [1, 2], 2)

    agree(torch, call)


def test_layer_norm_bias_gradient_requires_grad_under_create_graph(torch):
    """native_layer_norm_backward returns the bias's gradient as a function of the input (its
    derivative there is 0): under create_graph it requires grad."""
    def call(lib):
        x = lib.tensor(_arr(17, (3, 4)), requires_grad=True)
        b = lib.tensor(_arr(18, (4,)), requires_grad=True)
        out = lib.nn.functional.layer_norm(x, [4], None, b)
        gx, gb = lib.autograd.grad(out, (x, b), lib.tensor(_arr(19, (3, 4))), create_graph=True)
        return lib.tensor([float(gb.requires_grad)]), gx, gb

    agree(torch, call)


# ── index_add ───────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("dtype", ["float64", "int8", "uint8", "bool"])
@pytest.mark.parametrize("case", ["rows", "columns"])
def test_index_add_of_an_empty_self_does_not_read_the_index(torch, dtype, case):
    """PyTorch's index_add returns an empty self after the shape and dtype checks, whatever
    the index holds."""
    def call(lib):
        dt = getattr(lib, dtype)
        if case == "rows":
            return lib.index_add(lib.zeros(0, 3, dtype=dt), 0, lib.tensor([4, 1]), lib.ones(2, 3, dtype=dt))
        return lib.index_add(lib.zeros(2, 0, dtype=dt), 0, lib.tensor([4, 1]), lib.ones(2, 0, dtype=dt), alpha=2)

    agree(torch, call)
    with pytest.raises(RuntimeError):  # the checks before it still apply
        tp.index_add(tp.zeros(0, 3), 0, tp.tensor([4, 1]), tp.ones(3, 3))


@pytest.mark.parametrize("shape", [(0, 4), (3, 4)])
@pytest.mark.parametrize("high", [3, 9])
@pytest.mark.parametrize("include_self", [True, False])
def test_scatter_reduce_mean_of_bool_refused_after_include_selfs_scatter(torch, shape, high, include_self):
    """The mean kernel refuses bool first, but with include_self=False PyTorch scatters the
    identity into self before it, whose index checks then come first."""
    def call(lib):
        index = lib.tensor(np.arange(8).reshape(2, 4) % high)
        return lib.scatter_reduce(lib.zeros(*shape, dtype=lib.bool), 0, index, lib.ones(2, 4, dtype=lib.bool),
                                  "mean", include_self=include_self)

    agree(torch, call)


def test_scatter_reduce_prod_tangent_is_the_finite_difference():
    """torch.func's forward AD of scatter_reduce(prod) is wrong (known.py TORCH_FAILS); the
    oracle here is the central difference."""
    rng = np.random.default_rng(0)
    x, s = tp.tensor(rng.standard_normal((3, 4))), tp.tensor(rng.standard_normal((3, 6)))
    index = tp.tensor(rng.integers(0, 4, (3, 5)))
    tx, ts = tp.tensor(rng.standard_normal((3, 4))), tp.tensor(rng.standard_normal((3, 6)))

    def f(x, s):
        return tp.scatter_reduce(x, 1, index, s, "prod")

    tangent = tp.func.jvp(f, (x, s), (tx, ts))[1]
    fd = (f(x + 1e-6 * tx, s + 1e-6 * ts) - f(x - 1e-6 * tx, s - 1e-6 * ts)) / 2e-6
    np.testing.assert_allclose(tangent.numpy(), fd.numpy(), atol=1e-8)
