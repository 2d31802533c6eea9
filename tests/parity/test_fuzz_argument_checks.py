"""Argument checks the differential fuzzer (tests/fuzz) found missing or out of PyTorch's
order: which exception a wrong call raises, and that a right call with an unusual mix of
dtypes computes. Stated once, run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

RNG = np.random.default_rng(3)


def test_permute_counts_dims_of_a_0d_tensor(backend):
    tp = backend
    x = tp.tensor(1.5)
    assert tp.permute(x, ()).shape == ()
    for dims in [(0,), (-1,), (0, 1)]:
        with pytest.raises(RuntimeError, match="number of dimensions"):
            tp.permute(x, dims)
    with pytest.raises(RuntimeError):
        tp.zeros(2, 3).permute(0, 1, 2)


def test_binary_cross_entropy_checks_every_value_and_the_weight_shape(backend):
    tp = backend
    f = tp.nn.functional.binary_cross_entropy
    x, y = tp.full((3,), 0.5), tp.tensor([0.0, 1.0, 0.25])
    for bad in [float("nan"), 1.5, -1e-9]:
        with pytest.raises(RuntimeError, match="input should be between 0 and 1"):
            f(tp.tensor([0.5, bad, 0.5]), y)
        with pytest.raises(RuntimeError, match="target should be between 0 and 1"):
            f(x, tp.tensor([0.5, bad, 0.5]))
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        f(tp.full((5,), 0.5), tp.full((5,), 0.5), weight=tp.ones(2, 1, 5))
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        f(tp.tensor(0.5), tp.tensor(0.5), weight=tp.ones(5))
    assert f(x, y, weight=tp.ones(1), reduction="none").shape == (3,)


@pytest.mark.parametrize("name", ["l1_loss", "mse_loss", "smooth_l1_loss", "huber_loss"])
@pytest.mark.parametrize("dtype", ["float64", "int64", "bool"])
def test_regression_losses_broadcast_before_anything_else(backend, name, dtype):
    """PyTorch broadcasts input and target first: a zero-size input against a target that
    does not broadcast is that RuntimeError, not the weight's ValueError or a dtype refusal."""
    tp = backend
    f = getattr(tp.nn.functional, name)
    x, y = tp.zeros(0, 4, dtype=getattr(tp, dtype)), tp.zeros(3, 4, dtype=getattr(tp, dtype))
    kwargs = {} if name == "smooth_l1_loss" else {"weight": tp.ones(3, 4)}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(RuntimeError, match="must match the size of tensor b"):
            f(x, y, **kwargs)


@pytest.mark.parametrize("name", ["mse_loss", "smooth_l1_loss", "huber_loss", "soft_margin_loss"])
def test_losses_take_a_bool_target(backend, name):
    tp = backend
    f = getattr(tp.nn.functional, name)
    x = RNG.normal(size=(3, 4))
    mask = x > 0.3
    for dtype in (tp.float64, tp.float16):
        got = f(tp.tensor(x).to(dtype), tp.tensor(mask))
        want = f(tp.tensor(x).to(dtype), tp.tensor(mask).to(dtype))
        assert got.dtype is dtype
        assert abs(float(got) - float(want)) < 1e-3
    if name == "mse_loss":  # mse also takes a bool input
        assert abs(float(f(tp.tensor(mask), tp.tensor(x))) - float(((mask - x) ** 2).mean())) < 1e-9


def test_soft_margin_loss_target_broadcasts_to_the_input(backend):
    tp = backend
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        tp.nn.functional.soft_margin_loss(tp.tensor(0.5), tp.ones(5))
    assert tp.nn.functional.soft_margin_loss(tp.ones(5), tp.tensor(1.0), reduction="none").shape == (5,)


def _func(lib, path: str):
    for part in path.split("."):
        lib = getattr(lib, part)
    return lib


@pytest.mark.parametrize("name", ["linalg.svd", "linalg.svdvals", "linalg.eigh", "linalg.eigvalsh",
                                  "linalg.cholesky", "linalg.det", "linalg.qr", "svd", "det"])
def test_float16_linear_algebra_checks_shapes_first_and_takes_empty_input(backend, name):
    """PyTorch's CPU has no float16 LAPACK kernel (NotImplementedError), but it checks the
    shape first (a RuntimeError, not its NotImplementedError subclass) and returns an empty
    float16 answer for an empty batch without calling the kernel (qr excepted)."""
    tp = backend
    f = _func(tp, name)
    half = tp.float16
    with pytest.raises(RuntimeError, match="2 dimension") as info:
        f(tp.ones((), dtype=half))
    assert info.type is not NotImplementedError
    with pytest.raises(NotImplementedError):
        f(tp.eye(3, dtype=half))
    if name == "linalg.qr":
        with pytest.raises(NotImplementedError):
            f(tp.ones(0, 3, 3, dtype=half))
        return
    out = f(tp.ones(0, 3, 3, dtype=half))
    for t in out if isinstance(out, tuple) else (out,):
        assert t.dtype is half and t.numel() == 0


@pytest.mark.parametrize("dtype", ["float16", "int32", "bool"])
def test_eigh_checks_the_shape_before_the_dtype(backend, dtype):
    tp = backend
    for shape, message in [((), "at least 2 dimensions"), ((2, 3), "square matrices")]:
        with pytest.raises(RuntimeError, match=message) as info:
            tp.linalg.eigvalsh(tp.ones(shape, dtype=getattr(tp, dtype)))
        assert info.type is not NotImplementedError


def test_float16_solve_of_an_empty_batch(backend):
    tp = backend
    a = tp.ones(0, 3, 3, dtype=tp.float16)
    assert tp.linalg.solve(a, a).shape == (0, 3, 3)
    assert tp.linalg.solve(a, a).dtype is tp.float16


def _raises_runtime(fn, match: str) -> None:
    """A RuntimeError proper (IndexError and NotImplementedError are not RuntimeErrors, but
    NotImplementedError subclasses it)."""
    with pytest.raises(RuntimeError, match=match) as info:
        fn()
    assert info.type is not NotImplementedError


def test_picking_rows_checks_the_tensor_picked_from(backend):
    tp = backend
    i = tp.tensor([1, 0, 2])
    for w in (tp.tensor(1.0), tp.ones(4), tp.ones(4, 3, 2)):
        _raises_runtime(lambda w=w: tp.embedding(w, i), "'weight' must be 2-D")
    _raises_runtime(lambda: tp.embedding(tp.ones(0, 4), i), "dim should be positive")
    assert tp.embedding(tp.ones(0, 4), i[:0]).shape == (0, 4)
    _raises_runtime(lambda: tp.index_select(tp.tensor(1.0), 0, i), "only 1 value, got 3")
    assert tp.index_select(tp.tensor(1.5), 0, tp.tensor([0])).tolist() == 1.5
    for x, dim in [(tp.ones(0, 5), 0), (tp.ones(5, 0), 1)]:
        _raises_runtime(lambda x=x, dim=dim: tp.index_select(x, dim, i), "dim should be positive")
    assert tp.index_select(tp.ones(0, 5), 0, i[:0]).shape == (0, 5)
    with pytest.raises(IndexError):
        tp.index_select(tp.ones(2, 5), 0, i)


def test_shape_ops_on_a_0d_tensor(backend):
    tp = backend
    x = tp.tensor(1.0)
    _raises_runtime(lambda: tp.nn.functional.linear(x, tp.ones(5, 3)), "at least 1D")
    for dim in (0, -1):
        _raises_runtime(lambda dim=dim: tp.unflatten(x, dim, (1,)), "no dimensions")
    idx = tp.zeros(2, 3, dtype=tp.int64)
    _raises_runtime(lambda: tp.take_along_dim(x, idx, 1), "same number of dimensions")
    _raises_runtime(lambda: tp.take_along_dim(tp.ones(3), idx, 0), "same number of dimensions")
    assert tp.take_along_dim(x, idx).shape == (6,)


@pytest.mark.parametrize("name", ["max_pool2d", "avg_pool2d"])
def test_pooling_takes_an_empty_batch_only(backend, name):
    tp = backend
    f = getattr(tp.nn.functional, name)
    assert f(tp.ones(0, 3, 4, 4), 2).shape == (0, 3, 2, 2)
    for shape in [(0, 4, 4), (2, 0, 4, 4), (3, 0, 4), (3, 4, 0), (2, 3, 0, 4)]:
        for dtype in (tp.float64, tp.bool):
            _raises_runtime(lambda shape=shape, dtype=dtype: f(tp.ones(shape, dtype=dtype), 2),
                            "optional 0 dim batch size")


def test_vmap_of_a_reduction_over_a_repeated_dim_of_0d_samples():
    """Eager PyTorch refuses amax(x, [0, -1]) of a 0-d x (one dim named twice); vmap over 0-d
    samples raises the same. (torch.func raises IndexError here instead: tests/fuzz/known.py.)"""
    import tensorplay as tp

    x = tp.ones(3)
    with pytest.raises(RuntimeError, match="appears multiple times"):
        tp.amax(x[0], [0, -1])
    with pytest.raises(RuntimeError, match="appears multiple times"):
        tp.func.vmap(lambda v: tp.amax(v, [0, -1]))(x)
    assert tp.func.vmap(lambda v: tp.amax(v, [0]))(x).tolist() == [1.0, 1.0, 1.0]


def test_0d_input_of_unflatten_and_diff(backend):
    tp = backend
    x = tp.tensor(1.0)
    with pytest.raises(IndexError):  # the dim is checked first
        tp.unflatten(x, 1, (1,))
    _raises_runtime(lambda: tp.diff(x), "at least one-dimensional")
    _raises_runtime(lambda: tp.diff(x.bool()), "at least one-dimensional")


def test_normal_checks_std_values_before_the_dtype(backend):
    tp = backend
    for dt in (tp.int8, tp.int64):
        with pytest.raises(RuntimeError, match="normal expects all elements of std >= 0"):
            tp.normal(0.0, tp.tensor([-1, 2], dtype=dt))
        with pytest.raises(RuntimeError, match="normal expects all elements of std >= 0"):
            tp.normal(tp.tensor([0, 1], dtype=dt), tp.tensor([-1, 2], dtype=dt))
        with pytest.raises(NotImplementedError, match="normal_kernel_cpu"):
            tp.normal(0.0, tp.tensor([1, 2], dtype=dt))
    with pytest.raises(NotImplementedError, match="normal_kernel_cpu"):
        tp.normal(0.0, tp.tensor([True, False]))


SAMPLERS = {  # in-place sampler: (a good call, a call with a bad parameter, its message)
    "exponential_": ((), (-1.0,), "expects lambda > 0"),
    "log_normal_": ((), (1.0, -1.0), "expects std > 0"),
    "geometric_": ((0.5,), (2.0,), "expects p to be in"),
    "cauchy_": ((), (0.0, -1.0), "expects sigma > 0"),
}


@pytest.mark.parametrize("name", sorted(SAMPLERS))
def test_in_place_samplers_check_parameters_then_overlap_then_dtype(backend, name):
    """The parameter first (any dtype, any layout); then an expanded self (elements sharing
    memory) is refused before the dtype is (cauchy_ refuses the dtype first, even of an empty
    tensor); an empty tensor of a refused dtype is returned as it is."""
    tp = backend
    good, bad, message = SAMPLERS[name]
    for dt in (tp.int64, tp.bool, tp.float32):
        with pytest.raises(RuntimeError, match=message):
            getattr(tp.zeros(1, 3, dtype=dt).expand(4, 3), name)(*bad)
        with pytest.raises(RuntimeError, match=message):
            getattr(tp.zeros(4, 3, dtype=dt), name)(*bad)
        empty = tp.zeros(0, 3, dtype=dt)
        if name != "cauchy_" or dt == tp.float32:  # cauchy_ refuses even an empty integer tensor
            assert getattr(empty, name)(*good) is empty
    for dt in (tp.int64, tp.bool):
        expanded = tp.zeros(1, 3, dtype=dt).expand(4, 3)
        if name == "cauchy_":
            with pytest.raises(RuntimeError, match="continuous probability distribution"):
                getattr(expanded, name)(*good)
        else:
            with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
                getattr(expanded, name)(*good)
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
        tp.zeros(1, 3, dtype=tp.int64).expand(4, 3).random_(5, 2)  # before random_'s bounds
    with pytest.raises(NotImplementedError, match="log_normal_cpu"):
        tp.zeros(4, 3, dtype=tp.int64).log_normal_()


def test_histc_checks_the_range_and_its_edges_before_the_dtype(backend):
    """bins, then min <= max and a finite range, then the bin edges in the input's dtype
    (an edge it cannot hold is a RuntimeError; bool has no linspace), then no histogram
    kernel for an integer dtype."""
    tp = backend
    x = tp.tensor([1, 2, 3], dtype=tp.uint8)
    with pytest.raises(RuntimeError, match="bins must be > 0"):
        tp.histc(x, 0, 3, 1)
    with pytest.raises(RuntimeError, match="max must be larger than min"):
        tp.histc(x, 4, 3, 1)
    with pytest.raises(RuntimeError, match="is not finite"):
        tp.histc(x, 4, 0, float("inf"))
    for lo, hi in [(-1, 5), (0, 300), (-1.5, 2)]:
        with pytest.raises(RuntimeError, match="without overflow"):
            tp.histc(x, 4, lo, hi)
    with pytest.raises(RuntimeError, match="without overflow"):
        tp.histc(tp.zeros(0, dtype=tp.uint8), 4)  # the empty range widens to [-1, 1]
    with pytest.raises(RuntimeError, match="without overflow"):
        tp.histc(tp.zeros(2, dtype=tp.float16), 4, 0, 1e5)
    for lo, hi in [(0, 5), (0.5, 3), (float("inf"), float("inf"))]:  # equal: the data's range
        with pytest.raises(NotImplementedError, match="histogram_cpu"):
            tp.histc(x, 4, lo, hi)
    with pytest.raises(NotImplementedError, match="linspace_cpu"):
        tp.histc(x.bool(), 4, -1, 300)


# layer_norm's dtype checks, in PyTorch's order (layer_norm_cpu): the parameters against the
# input (mixed precision: every parameter float32 and a float16 input), the shapes, the input's
# dtype (no integer or bool kernel), then a parameter of another dtype than the input's
LAYER_NORM_DTYPES = [
    # (input, weight, bias) -> (exception, message)
    (("bool", "int32", None), (RuntimeError, "expect parameter to have scalar type of Float")),
    (("int64", None, "bool"), (RuntimeError, "expect parameter to have scalar type of Float")),
    (("float16", "float32", "float16"), (RuntimeError, "expect parameter to have scalar type of Float")),
    (("bool", None, "float32"), (RuntimeError, "all inputs must share same datatype")),
    (("float64", "float32", "float32"), (RuntimeError, "all inputs must share same datatype")),
    (("bool", "bool", "float64"), (NotImplementedError, "not implemented for 'Bool'")),
    (("int32", "int32", "float16"), (NotImplementedError, "not implemented for 'Int'")),
    (("uint8", None, "uint8"), (NotImplementedError, "not implemented for 'Byte'")),
    (("float16", "float16", "bool"), (RuntimeError, "expected scalar type Half but found Bool")),
    (("float32", "float32", "float64"), (RuntimeError, "expected scalar type Float but found Double")),
    (("float16", "float32", "float32"), None),
    (("float16", None, "float32"), None),
]


@pytest.mark.parametrize(("dtypes", "raises"), LAYER_NORM_DTYPES)
def test_layer_norm_checks_dtypes_in_pytorchs_order(backend, dtypes, raises):
    tp = backend
    x, w, b = (None if d is None else tp.ones(3 if i else (2, 3), dtype=getattr(tp, d))
               for i, d in enumerate(dtypes))
    if raises is None:
        out = tp.nn.functional.layer_norm(x, [3], w, b)
        assert out.dtype == x.dtype
        return
    with pytest.raises(raises[0], match=raises[1]):
        tp.nn.functional.layer_norm(x, [3], w, b)


def test_layer_norm_checks_mixed_dtypes_before_shapes_and_shapes_before_the_input_dtype(backend):
    tp = backend
    with pytest.raises(RuntimeError, match="expect parameter to have scalar type of Float"):
        tp.nn.functional.layer_norm(tp.ones(2, 3, dtype=tp.bool), [4], tp.ones(4, dtype=tp.float64))
    with pytest.raises(RuntimeError, match="expected input with shape"):
        tp.nn.functional.layer_norm(tp.ones(2, 3, dtype=tp.int32), [4])


# cross_entropy's checks in PyTorch's order (cross_entropy_loss): a target of the input's shape
# holds probabilities; else log_softmax (no integer kernel unless empty), nll_loss_nd's batch
# sizes (ValueError), then nll_loss (1-D/2-D input: 0-D or 1-D Long/Byte targets, then the
# weight, then the input's dtype) or nll_loss2d (more dims: Long targets)
CROSS_ENTROPY_ORDER = [
    # (input shape, input dtype, target shape, target dtype, weight size) -> (exception, message)
    ((0, 4), "int64", (3,), "int64", None, (ValueError, r"input batch_size \(0\) to match target batch_size \(3\)")),
    ((0, 4), "bool", (3,), "int64", None, (ValueError, "batch_size")),
    ((0, 4), "float64", (3, 4), "float64", None, (ValueError, "batch_size")),
    ((2, 4, 2), "float64", (3, 4), "float64", None, (ValueError, "batch_size")),
    ((3, 4), "int64", (3,), "int32", None, (NotImplementedError, "not implemented for 'Long'")),
    ((0, 4), "int64", (0,), "int32", None, (RuntimeError, "expected target dtype to be Long or Byte")),
    ((0, 4), "int64", (0,), "int64", None, (NotImplementedError, "not implemented for 'Long'")),
    ((3, 4), "float64", (3, 2), "int32", None, (RuntimeError, "0D or 1D target tensor expected")),
    ((0, 4), "float64", (), "int64", None, (IndexError, "Dimension specified as 0")),
    ((4,), "float64", (2,), "int64", None, (ValueError, "1D target must have size 1")),
    ((3, 4), "float64", (3,), "int32", 5, (RuntimeError, "expected target dtype to be Long or Byte")),
    ((3, 4), "float64", (3,), "int64", 5, (RuntimeError, "weight tensor should be defined")),
    ((2, 4, 2), "float64", (2, 2), "uint8", None, (RuntimeError, "expected scalar type Long but found Byte")),
    ((2, 4, 2), "float64", (2, 3), "int32", None, (RuntimeError, r"Expected target size \[2, 2\]")),
    ((2, 4, 2, 2), "float64", (2, 2, 3), "int64", None, (RuntimeError, "size mismatch")),
    ((2, 4, 2, 2), "float64", (2, 2), "int64", None, (RuntimeError, "only batches of spatial targets")),
    ((0, 4, 2), "int64", (0, 2), "int64", None, (NotImplementedError, "not implemented for 'Long'")),
    ((0, 4, 2), "float64", (0, 2), "uint8", None, None),
    ((0, 4), "int64", (0, 4), "float32", None, None),
    ((0,), "float64", (0,), "float64", None, None),
]


@pytest.mark.parametrize("case", CROSS_ENTROPY_ORDER, ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}-{c[3]}-{c[4]}")
def test_cross_entropy_checks_in_pytorchs_order(backend, case):
    tp = backend
    shape, dtype, tshape, tdtype, wsize, raises = case
    x = tp.ones(shape, dtype=getattr(tp, dtype))
    t = tp.zeros(tshape, dtype=getattr(tp, tdtype))
    w = None if wsize is None else tp.ones(wsize, dtype=tp.float64)
    if raises is None:
        out = tp.nn.functional.cross_entropy(x, t, w)
        # an empty integer input with float probabilities computes in the target's dtype
        assert out.dtype == (x.dtype if x.is_floating_point() else t.dtype)
        return
    with pytest.raises(raises[0], match=raises[1]):
        tp.nn.functional.cross_entropy(x, t, w)


@pytest.mark.parametrize(("reduction", "nan"), [("mean", True), ("sum", False), ("none", False)])
def test_cross_entropy_of_no_classes(backend, reduction, nan):
    """A (0,) input with (0,) probabilities: no class to sum over; 'mean' divides 0 by 0."""
    tp = backend
    out = tp.nn.functional.cross_entropy(tp.ones(0, dtype=tp.float64), tp.zeros(0, dtype=tp.float64),
                                         reduction=reduction, label_smoothing=0.1)
    assert out.shape == () and bool(out.isnan()) == nan


def test_cross_entropy_under_vmap_checks_each_sample_as_eager(backend):
    """The batching rule runs the kernel's checks on one sample's shapes: a (0, 4) sample
    against a (3,) target is the batch-size ValueError of eager PyTorch."""
    tp = backend
    x = tp.zeros(2, 0, 4, dtype=tp.float64)
    t = tp.zeros(3, dtype=tp.int64)
    with pytest.raises(ValueError, match="batch_size"):
        tp.func.vmap(lambda v: tp.nn.functional.cross_entropy(v, t))(x)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int8", "bool"])
def test_lerp_promotes_a_0d_weight_and_requires_a_matching_one_with_dims(backend, dtype):
    """lerp's start and end share one dtype; a 0-d weight tensor joins the promotion as a 0-d
    tensor does (an integer start and a float 0-d weight compute in float), a weight with dims
    must have the start's dtype, and a Python number weight leaves the dtype alone (so integer
    inputs find no kernel)."""
    tp = backend
    dt = getattr(tp, dtype)
    a, b = tp.tensor([1, 2]).to(dt), tp.tensor([3, 5]).to(dt)
    ints = dtype in ("int8", "bool")
    # a 0-d float64 weight: float64 for integer inputs, the inputs' float dtype otherwise
    got = tp.lerp(a, b, tp.tensor(0.5, dtype=tp.float64))
    assert got.dtype == (tp.float64 if ints else dt)
    if dtype != "bool":
        assert got.tolist() == [2.0, 3.5]
    # a 0-d weight of a lower category does not change the dtype; integers still find no kernel
    if ints:
        with pytest.raises(NotImplementedError, match="lerp_kernel_tensor"):
            tp.lerp(a, b, tp.tensor(1, dtype=tp.int16))
        with pytest.raises(NotImplementedError, match="lerp_kernel_scalar"):
            tp.lerp(a, b, 0.5)
    else:
        assert tp.lerp(a, b, tp.tensor(1, dtype=tp.int16)).tolist() == [3.0, 5.0]
        assert tp.lerp(a, b, 0.5).dtype == dt
    other = tp.int16 if dtype != "int8" else tp.float32
    with pytest.raises(RuntimeError, match="dtype"):
        tp.lerp(a, b, tp.ones(2, dtype=other))
    with pytest.raises(RuntimeError, match="dtype"):
        tp.lerp(a, tp.tensor(3, dtype=other), tp.tensor(0.5))


_CROSS_SHAPES = [((2, 3), (2, 3), -1), ((0, 3), (0, 3), -1), ((0, 2), (0, 3), -1), ((), (2, 3), -1),
                 ((2, 3), (1, 3), -1), ((4, 1), (4, 3), 1), ((4, 3), (2, 3), 1), ((4, 3), (4, 3), 2),
                 ((3, 2), (1, 2), None), ((1, 2), (3, 2), None), ((), (), None), ((0, 2), (0, 2), None)]


@pytest.mark.parametrize("shapes", _CROSS_SHAPES)
@pytest.mark.parametrize("dtypes", [("bool", "bool"), ("bool", "float64"), ("bool", "int32"),
                                    ("float16", "bool"), ("int32", "float32"), ("float32", "float32")])
def test_cross_checks_shapes_then_the_bool_kernel_then_the_second_dtype(backend, shapes, dtypes):
    """PyTorch's order (Cross.cpp): without dim, the first dim of size 3 of the first input;
    the ranks; both sizes at the dim (before broadcasting: (4, 1) x (4, 3) is refused); the
    broadcast; then the kernel's dtype dispatch on the first input (no Bool kernel, also for
    an empty input), which reads the second input as that dtype."""
    tp = backend
    (sa, sb, dim), (da, db) = shapes, dtypes
    a, b = tp.zeros(sa, dtype=getattr(tp, da)), tp.zeros(sb, dtype=getattr(tp, db))
    fns = [lambda: tp.cross(a, b, dim=dim)] + ([lambda: tp.linalg.cross(a, b, dim=dim)] if dim is not None else [])
    if dim is None:
        raises = (RuntimeError, "no dimension of size 3") if 3 not in sa else (RuntimeError, "must have length 3")
    elif len(sa) != len(sb):
        raises = (RuntimeError, "same number of dimensions")
    elif dim >= len(sa):
        raises = (IndexError, "out of range")
    elif sa[dim] != 3 or sb[dim] != 3:
        raises = (RuntimeError, f"must have length 3. Got {sa[dim]} and {sb[dim]}")
    elif sa[0] != sb[0] and 1 not in (sa[0], sb[0]):
        raises = (RuntimeError, f"size of tensor a \\({sa[0]}\\) must match the size of tensor b \\({sb[0]}\\)")
    elif da == "bool":
        raises = (NotImplementedError, "\"cross\" not implemented for 'Bool'")
    elif da != db:
        raises = (RuntimeError, "expected scalar type")
    else:
        raises = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for f in fns:
            if raises is None:
                assert tuple(f().shape) == tuple(np.broadcast_shapes(sa, sb))
            else:
                with pytest.raises(raises[0], match=raises[1]):
                    f()


def test_cross_without_dim_takes_the_first_inputs_dim_of_size_3_in_forward_and_backward(backend):
    tp = backend
    a = tp.tensor(RNG.standard_normal((1, 3)), requires_grad=True)
    b = tp.tensor(RNG.standard_normal((3, 3)), requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = tp.cross(a, b)
    expect = np.cross(a.detach().numpy(), b.detach().numpy(), axis=1)
    np.testing.assert_allclose(out.detach().numpy(), expect, rtol=1e-12)
    ga, gb = tp.autograd.grad(out.sum(), (a, b))
    ones = np.ones((3, 3))
    np.testing.assert_allclose(ga.numpy(), np.cross(b.detach().numpy(), ones, axis=1).sum(0, keepdims=True))
    np.testing.assert_allclose(gb.numpy(), np.cross(ones, a.detach().numpy(), axis=1), rtol=1e-12)


@pytest.mark.parametrize("dtype", ["int64", "uint8", "bool"])
@pytest.mark.parametrize("shape", [(2,), (0,), (3, 0)])
def test_rand_like_refuses_an_integer_dtype_also_when_empty(backend, dtype, shape):
    """uniform_ dispatches its bounds check on the dtype before it sees the size; randn_like's
    normal kernel is never reached for an empty tensor."""
    tp = backend
    x = tp.zeros(shape, dtype=getattr(tp, dtype))
    with pytest.raises(NotImplementedError, match="not implemented for"):
        tp.rand_like(x)
    with pytest.raises(NotImplementedError, match="not implemented for"):
        tp.rand_like(tp.zeros(shape), dtype=getattr(tp, dtype))
    if 0 in shape:
        assert tp.randn_like(x).dtype == x.dtype
    else:
        with pytest.raises(NotImplementedError, match="not implemented for"):
            tp.randn_like(x)


@pytest.mark.parametrize("dtype", ["float64", "float16", "int8", "bool"])
@pytest.mark.parametrize("train", [True, False, None])
def test_native_dropout_of_an_empty_tensor_returns_before_its_checks(backend, dtype, train):
    """PyTorch's native_dropout returns (input, empty_like(input)) for an empty input: the
    mask has the input's dtype and an integer input is not refused."""
    tp = backend
    out, mask = tp.native_dropout(tp.zeros(0, 5, dtype=getattr(tp, dtype)), 0.5, train)
    assert out.dtype == mask.dtype == getattr(tp, dtype)
    assert tuple(out.shape) == tuple(mask.shape) == (0, 5)
    x = tp.zeros(2, dtype=getattr(tp, dtype))
    if dtype in ("int8", "bool") and train is not False:
        with pytest.raises(RuntimeError, match="can't be cast to the desired output type"):
            tp.native_dropout(x, 0.5, train)
    else:
        assert tp.native_dropout(x, 0.5, train)[1].dtype == tp.bool


@pytest.mark.parametrize("dtypes,result", [(("bool", "bool", "bool"), None),
                                           (("bool", "bool", "float32"), "float32"),
                                           (("bool", "uint8", "bool"), "uint8"),
                                           (("int64", "bool", "bool"), "int64"),
                                           (("bool", "bool", None), "bool"),
                                           (("bool", None, "uint8"), "uint8")])
def test_clamp_with_tensor_bounds_refuses_only_an_all_bool_call(backend, dtypes, result):
    """With both bounds PyTorch's kernel dispatches on the promoted dtype: Bool only when x
    and both bounds are bool; one bound alone is a comparison and a where (bool works)."""
    tp = backend
    x, lo, hi = (None if d is None else tp.tensor([True, False]).to(getattr(tp, d)) for d in dtypes)
    if result is None:
        with pytest.raises(NotImplementedError, match="\"clamp_cpu\" not implemented for 'Bool'"):
            tp.clamp(x, lo, hi)
    else:
        assert tp.clamp(x, lo, hi).dtype == getattr(tp, result)
