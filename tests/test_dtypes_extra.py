"""The small dtypes float16 (half), uint8, int8 and int16 (short): promotion over the full
table of nine dtypes, conversions, factories, printing, integer wrap-around, float16 values
and gradients, refusals, the C extension and the fast paths, and tp.save / tp.load.

Stated once and run on tensorplay and on torch (the `backend` fixture), or compared with torch
directly (the `torch` fixture) where the answer is a table."""

from __future__ import annotations

import io
import itertools
import warnings

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import arr, tensorplay_only

ALL = ["float32", "float64", "float16", "int64", "int32", "int16", "int8", "uint8", "bool"]
SMALL = ["float16", "int16", "int8", "uint8"]


def _name(d) -> str:
    return str(d).split(".")[-1]


# ---- promotion ---------------------------------------------------------------------------
def test_promote_types_full_table_matches_torch(torch):
    for a, b in itertools.product(ALL, repeat=2):
        ours = tp.promote_types(getattr(tp, a), getattr(tp, b))
        assert _name(ours) == _name(torch.promote_types(getattr(torch, a), getattr(torch, b))), (a, b)
        assert tp.can_cast(getattr(tp, a), getattr(tp, b)) == \
            torch.can_cast(getattr(torch, a), getattr(torch, b)), (a, b)


def _operand(lib, kind: str):
    """A tensor ("uint8[2]", "float16[]" for 0-d) or a Python number ("2", "2.5", "True")."""
    if "[" not in kind:
        return eval(kind)
    name, dims = kind.rstrip("]").split("[")
    return lib.ones([2] if dims else [], dtype=getattr(lib, name))


OPERANDS = [f"{d}[2]" for d in ALL] + [f"{d}[]" for d in ALL] + ["2", "2.5", "True"]


def test_result_type_full_table_matches_torch(torch):
    """Dimensioned tensors, 0-d tensors and weak Python scalars of every dtype, in pairs; and
    the dtype `a + b` really returns is that one."""
    for a, b in itertools.product(OPERANDS, repeat=2):
        if "[" not in a + b:
            continue
        expected = _name(torch.result_type(_operand(torch, a), _operand(torch, b)))
        x, y = _operand(tp, a), _operand(tp, b)
        assert _name(tp.result_type(x, y)) == expected, (a, b)
        if "bool" not in a + b and "True" not in a + b:
            assert _name((x + y).dtype) == expected, (a, b)


def test_promotion_examples(backend):
    u8 = backend.tensor([1, 2], dtype=backend.uint8)
    assert (u8 + 3).dtype == backend.uint8  # an int scalar keeps uint8
    assert (u8 * 2.5).dtype == backend.float32  # a float scalar gives the default float
    assert (u8 + backend.tensor([1, 2], dtype=backend.int8)).dtype == backend.int16
    assert (u8 + backend.tensor(7)).dtype == backend.uint8  # a 0-d int64 does not widen it
    h = backend.ones(2, dtype=backend.half)
    assert (h + backend.ones(2)).dtype == backend.float32
    assert (h + backend.tensor(2.0, dtype=backend.float64)).dtype == backend.float16
    assert (h * 2.5).dtype == (h + u8).dtype == (backend.tensor([1, 2]) + h).dtype == backend.float16


# ---- conversions, factories, info --------------------------------------------------------
def test_aliases_and_conversions(backend):
    assert backend.half is backend.float16 and backend.short is backend.int16
    x = backend.tensor([1.7, -2.2, 300.0])
    assert x.half().dtype == backend.float16 and x.short().dtype == backend.int16
    assert x.char().dtype == backend.int8 and x.byte().dtype == backend.uint8
    assert x.short().tolist() == [1, -2, 300]
    assert x.half().to(backend.float32).tolist() == pytest.approx([1.7, -2.2, 300.0], rel=1e-3)
    assert x.to(backend.int16).dtype == x.to(dtype=backend.int16).dtype == backend.int16
    assert backend.tensor([1, 2], dtype=backend.int8).to(backend.tensor([1.0])).dtype == backend.float32
    assert backend.tensor([3, 4], dtype=backend.uint8).double().tolist() == [3.0, 4.0]
    for name, size in [("float16", 2), ("int16", 2), ("int8", 1), ("uint8", 1)]:
        t = backend.zeros(3, dtype=getattr(backend, name))
        assert t.element_size() == size and t.is_floating_point() == (name == "float16")
        assert backend.is_floating_point(t) == (name == "float16")
        assert getattr(backend, name).is_floating_point == (name == "float16")
        assert getattr(backend, name).itemsize == size


def test_factories_in_the_small_dtypes(backend):
    h = backend.float16
    for t in (backend.zeros(2, 3, dtype=h), backend.ones(2, dtype=h), backend.full((2,), 1.5, dtype=h),
              backend.arange(5, dtype=h), backend.empty(4, dtype=h), backend.rand(3, dtype=h),
              backend.randn(3, dtype=h), backend.zeros_like(backend.ones(2), dtype=h)):
        assert t.dtype == h
    assert backend.arange(0, 1, 0.25, dtype=h).tolist() == [0.0, 0.25, 0.5, 0.75]
    assert backend.full((2,), 1.5, dtype=h).tolist() == [1.5, 1.5]
    r = backend.rand(1000, dtype=h)
    assert 0 <= float(r.min()) and float(r.max()) < 1
    for name in ("uint8", "int8", "int16"):
        d = getattr(backend, name)
        assert backend.arange(4, dtype=d).tolist() == [0, 1, 2, 3]
        assert backend.full((2,), 7, dtype=d).dtype == d
        assert backend.ones(2, dtype=d).sum().dtype == backend.int64  # integer sums widen
    assert backend.tensor([-1, -255], dtype=backend.uint8).tolist() == [255, 1]  # wraps as C
    assert backend.full((2,), -1, dtype=backend.uint8).tolist() == [255, 255]
    assert backend.tensor([1e5], dtype=h).isinf().all()
    u = backend.tensor([1, 2], dtype=backend.uint8)
    assert u.clamp(min=-1).tolist() == [255, 255]  # -1 is 255 in uint8, as a C cast
    assert u.masked_fill(backend.tensor([True, False]), -1).tolist() == [255, 2]
    assert u.masked_fill(backend.tensor([True, False]), 7.9).tolist() == [7, 2]


@pytest.mark.parametrize("make", [
    lambda lib: lib.tensor([300], dtype=lib.uint8),
    lambda lib: lib.tensor([128], dtype=lib.int8),
    lambda lib: lib.full((2,), 300, dtype=lib.uint8),
    lambda lib: lib.full((2,), 1e6, dtype=lib.half),
    lambda lib: lib.zeros(2, dtype=lib.int8).fill_(200),
    lambda lib: lib.zeros(2, dtype=lib.uint8).fill_(-0.5),
    lambda lib: lib.tensor([-0.5], dtype=lib.uint8),
    lambda lib: lib.tensor([127.9], dtype=lib.int8),
    lambda lib: lib.tensor([1, 2], dtype=lib.uint8).clamp(max=300),
    lambda lib: lib.ones(2, dtype=lib.half).clamp(max=1e6),
    lambda lib: lib.tensor([1, 2], dtype=lib.uint8).masked_fill(lib.tensor([True, False]), 300),
    lambda lib: lib.where(lib.tensor([True, False]), lib.tensor([1, 2], dtype=lib.uint8), 300),
])
def test_python_values_out_of_range_are_refused(backend, make):
    with pytest.raises(RuntimeError, match="without overflow"):
        make(backend)


def test_finfo_and_iinfo(torch):
    for name in ("float16",):
        assert repr(tp.finfo(getattr(tp, name))) == repr(torch.finfo(getattr(torch, name)))
    for name in ("int16", "int8", "uint8"):
        ours, theirs = tp.iinfo(getattr(tp, name)), torch.iinfo(getattr(torch, name))
        assert (ours.bits, ours.min, ours.max, ours.dtype) == (theirs.bits, theirs.min, theirs.max, theirs.dtype)
        assert repr(ours) == repr(theirs)


def test_type_names(torch):
    for name in SMALL:
        t = tp.ones(2, dtype=getattr(tp, name))
        assert t.type() == torch.ones(2, dtype=getattr(torch, name)).type().replace("torch.", "tensorplay.")
        assert tp.ones(2).type(t.type()).dtype is t.dtype


@pytest.mark.parametrize("name", SMALL)
def test_repr_matches_torch(torch, name):
    for data in ([1.5, 2.25, 3.0], [[1, 2], [3, 100]], [0.1], [], [[1e-3, 40.0]]):
        ours = repr(tp.tensor(data, dtype=getattr(tp, name)))
        assert ours.replace("tensorplay.", "torch.") == repr(torch.tensor(data, dtype=getattr(torch, name)))


def test_numpy_arrays_keep_their_small_dtype(backend):
    for name in SMALL:
        a = np.array([1, 2, 3], dtype=name)
        for t in (backend.tensor(a), backend.as_tensor(a), backend.from_numpy(a)):
            assert _name(t.dtype) == name
        assert np.shares_memory(backend.from_numpy(a).numpy(), a)
        assert np.shares_memory(backend.as_tensor(a).numpy(), a)


# ---- integer arithmetic ------------------------------------------------------------------
def test_uint8_wraps_around(backend):
    u = backend.tensor([250, 3], dtype=backend.uint8)
    assert (u + 10).tolist() == [4, 13]
    assert (u * 2).tolist() == [244, 6]
    assert (u - 4).tolist() == [246, 255]
    assert (-u).tolist() == [6, 253]
    assert (u + 300).tolist() == [38, 47]  # the scalar is wrapped into uint8 first (300 -> 44)
    assert (u + (-1)).tolist() == [249, 2]
    assert backend.add(u, u, alpha=-2).tolist() == [6, 253]
    assert (u ** 2).tolist() == [36, 9]
    assert (u == 506).tolist() == [True, False]  # 506 wraps to 250
    i8 = backend.tensor([100, -100], dtype=backend.int8)
    assert (i8 + 100).tolist() == [-56, 0] and (i8 - 100).tolist() == [0, 56]
    assert (i8 + 100).dtype == backend.int8
    s = backend.tensor([30000], dtype=backend.int16)
    assert (s * 2).tolist() == [-5536]


def test_integer_division_and_comparisons(backend):
    u = backend.tensor([250, 7, 0], dtype=backend.uint8)
    assert (u // 3).tolist() == [83, 2, 0] and (u // 3).dtype == backend.uint8
    assert (u % 4).tolist() == [2, 3, 0] and (u % 4).dtype == backend.uint8
    assert (u / 2).dtype == backend.float32 and (u / 2).tolist() == [125.0, 3.5, 0.0]
    assert backend.floor_divide(u, backend.tensor([2], dtype=backend.int8)).dtype == backend.int16
    i8 = backend.tensor([-7, 7], dtype=backend.int8)
    assert (i8 // 2).tolist() == [-4, 3] and backend.fmod(i8, 2).tolist() == [-1, 1]
    assert (u > 5).tolist() == [True, True, False] and (u > 5).dtype == backend.bool
    assert (i8 < backend.tensor([0, 0], dtype=backend.uint8)).tolist() == [True, False]
    assert backend.maximum(i8, backend.tensor([1, 1], dtype=backend.int16)).dtype == backend.int16
    assert backend.where(i8 > 0, i8, backend.tensor(0, dtype=backend.int8)).dtype == backend.int8


def test_integer_reductions_and_logic(backend):
    u = backend.tensor([[1, 2], [3, 250]], dtype=backend.uint8)
    assert u.sum().item() == 256 and u.sum().dtype == backend.int64
    assert u.prod().item() == 1500 and u.prod().dtype == backend.int64
    assert u.cumsum(0).dtype == backend.int64 and u.cumsum(1).tolist() == [[1, 3], [3, 253]]
    assert u.max().dtype == backend.uint8 and u.amin(1).tolist() == [1, 3]
    assert u.all().dtype == backend.uint8 and u.any(1).dtype == backend.uint8  # PyTorch's uint8 quirk
    assert backend.tensor([1, 0], dtype=backend.int8).all().dtype == backend.bool
    assert backend.logical_and(u, u).dtype == backend.bool
    assert u.argmax().item() == 3 and backend.sort(u.flatten())[0].dtype == backend.uint8


def test_small_integer_tensors_as_indices(backend):
    x = backend.arange(4) * 10
    with pytest.warns(UserWarning, match="uint8 is now deprecated"):
        assert x[backend.tensor([1, 0, 1, 0], dtype=backend.uint8)].tolist() == [0, 20]  # a mask
    for name in ("int8", "int16"):
        with pytest.raises(IndexError, match="long, int, byte or bool"):
            x[backend.tensor([1, 2], dtype=getattr(backend, name))]
    for name in ("int8", "int16", "uint8"):
        with pytest.raises(RuntimeError, match="for index"):
            backend.index_select(x, 0, backend.tensor([1], dtype=getattr(backend, name)))
        with pytest.raises(RuntimeError, match="for index"):
            backend.gather(x, 0, backend.tensor([1], dtype=getattr(backend, name)))
    with pytest.raises(RuntimeError, match="negative integer powers"):
        backend.tensor([2], dtype=backend.uint8) ** -1
    with pytest.raises(RuntimeError, match="boolean masks"):
        x.masked_fill(backend.tensor([1, 0, 1, 0], dtype=backend.uint8), 0)


# ---- float16 values and gradients --------------------------------------------------------
def _values(lib, shape, seed=0, scale=1.0):
    data = np.random.default_rng(seed).standard_normal(shape) * scale
    return lib.tensor(data.astype(np.float16))


FLOAT16_OPS = {
    "exp": lambda lib, x, y: x.exp(), "sin": lambda lib, x, y: lib.sin(x),
    "tanh": lambda lib, x, y: lib.tanh(x), "sigmoid": lambda lib, x, y: lib.sigmoid(x),
    "add": lambda lib, x, y: x + y, "mul_scalar": lambda lib, x, y: x * 0.1,
    "div": lambda lib, x, y: x / (y.abs() + 1), "pow": lambda lib, x, y: x.abs() ** 1.5,
    "matmul": lambda lib, x, y: x @ y.T, "sum": lambda lib, x, y: x.sum(1),
    "mean": lambda lib, x, y: x.mean(), "var": lambda lib, x, y: x.var(0),
    "softmax": lambda lib, x, y: lib.softmax(x, 1), "log_softmax": lambda lib, x, y: lib.log_softmax(x, 1),
    "cumsum": lambda lib, x, y: x.cumsum(1), "norm": lambda lib, x, y: x.norm(),
    "layer_norm": lambda lib, x, y: lib.nn.functional.layer_norm(x, [x.shape[1]]),
    "relu": lambda lib, x, y: lib.relu(x), "gelu": lambda lib, x, y: lib.nn.functional.gelu(x),
    "max": lambda lib, x, y: x.max(1).values, "sqrt": lambda lib, x, y: x.abs().sqrt(),
}


@pytest.mark.parametrize("op", list(FLOAT16_OPS))
def test_float16_ops_match_torch(torch, op):
    results = [FLOAT16_OPS[op](lib, _values(lib, (6, 50)), _values(lib, (6, 50), seed=1))
               for lib in (tp, torch)]
    ours, theirs = results
    assert ours.dtype is tp.float16, op
    np.testing.assert_allclose(arr(ours).astype(np.float64), arr(theirs).astype(np.float64),
                               rtol=2e-3, atol=2e-3, err_msg=op)


def test_long_float16_sums_accumulate_in_float32(backend):
    x = backend.ones(10000, dtype=backend.float16)
    assert x.sum().item() == 10000 and x.cumsum(0)[-1].item() == 10000
    assert x.mean().item() == 1.0
    big = backend.ones(100000, dtype=backend.float16)  # a float16 sum of squares would be inf
    assert big.norm().item() == pytest.approx(316.25) and big.norm().dtype == backend.float16
    assert (big * 2).var().item() == 0 and backend.linalg.vector_norm(big, 3).item() == pytest.approx(46.4, rel=1e-3)
    alternating = backend.tensor([1.0, -1.0] * 50000, dtype=backend.float16)
    assert alternating.var().item() == pytest.approx(1.0, rel=1e-3) and alternating.std().dtype == backend.float16


def test_float16_autograd_matches_torch(torch):
    grads = []
    for lib in (tp, torch):
        x = _values(lib, (4, 5)).requires_grad_()
        w = _values(lib, (5, 3), seed=2).requires_grad_()
        loss = (lib.tanh(x @ w) * 2.0).sum() + (x.exp() * x).mean()
        loss.backward()
        assert x.grad.dtype == w.grad.dtype == lib.float16
        grads.append((arr(loss), arr(x.grad), arr(w.grad)))
    for ours, theirs in zip(*grads):
        np.testing.assert_allclose(ours.astype(np.float64), theirs.astype(np.float64), rtol=5e-3, atol=5e-3)


def test_float16_stays_float16_on_the_fast_path():
    """The generated fast paths take any float kind: float16 in, float16 out, with scalars and
    in place too; and with autograd."""
    x = tp.rand(3, 4, dtype=tp.half)
    for out in (x + x, x * 2.0, x - 1, x / 3, x.exp(), tp.tanh(x), tp.relu(x), x.sum(), x @ x.T,
                tp.sigmoid(x), x.clone(), x.abs()):
        assert out.dtype is tp.float16 and out.numpy().dtype == np.float16
    y = x.clone().requires_grad_()
    out = (y * y + y).sum()
    assert out.dtype is tp.float16
    out.backward()
    assert y.grad.dtype is tp.float16
    np.testing.assert_allclose(y.grad.numpy(), 2 * x.numpy() + 1, rtol=1e-3)
    z = x.clone()
    z.add_(1.0)
    z.mul_(2)
    assert z.dtype is tp.float16
    np.testing.assert_allclose(z.numpy(), (x.numpy() + 1) * 2, rtol=1e-3)


def test_transforms_keep_the_small_dtypes(backend):
    x = backend.rand(3, 4, dtype=backend.half)
    assert backend.func.vmap(lambda r: (r.sin() * 2).sum())(x).dtype == backend.float16
    assert backend.func.grad(lambda r: (r * r).sum())(x).dtype == backend.float16
    assert backend.func.jvp(lambda r: r.exp(), (x,), (backend.ones_like(x),))[1].dtype == backend.float16
    u = backend.tensor([[1, 2], [3, 250]], dtype=backend.uint8)
    assert backend.func.vmap(lambda r: r + 10)(u).tolist() == [[11, 12], [13, 4]]
    assert backend.func.vmap(lambda r: r.sum())(u).dtype == backend.int64


def test_c_extension_declines_float16():
    """The C loops are float32/float64 only: on float16 they return None and NumPy runs
    (large inputs, so the C path would be tried)."""
    from tensorplay.backends import c
    from tensorplay.core import optable as g

    big = np.linspace(-3, 3, 70_000).astype(np.float16)
    if c.is_available():
        assert g._op_add.c_forward(big, big, alpha=2) is None
        assert g._op_exp.c_forward(big) is None
    x = tp.tensor(big)
    for out, expected in ((x + x, big + big), (x.exp(), np.exp(big)), (tp.tanh(x), np.tanh(big)),
                          (tp.add(x, x, alpha=2), big + 2 * big)):
        assert out.dtype is tp.float16
        np.testing.assert_allclose(out.numpy().astype(np.float32), expected.astype(np.float32), rtol=2e-3)


# ---- refusals ----------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "torch_name"), [("uint8", "Byte"), ("int8", "Char"), ("int16", "Short")])
def test_integer_refusals_name_the_dtype(backend, name, torch_name):
    x = backend.tensor([[1, 2], [3, 4]], dtype=getattr(backend, name))
    with pytest.raises(NotImplementedError, match=torch_name):
        backend.softmax(x, 1)
    with pytest.raises(NotImplementedError, match=torch_name):
        backend.nn.functional.gelu(x)
    with pytest.raises(RuntimeError, match="floating point"):
        x.std()
    with pytest.raises(NotImplementedError, match=torch_name):
        backend.nn.functional.avg_pool2d(x[None, None], 1)
    with pytest.raises(NotImplementedError, match=torch_name):
        x.round(decimals=1)
    with pytest.raises(RuntimeError, match=torch_name):
        backend.native_dropout(x, 0.5, True)


def test_float16_refusals(backend):
    a = backend.tensor([[2.0, 1.0], [1.0, 3.0]], dtype=backend.half)
    with pytest.raises(NotImplementedError, match="Half"):
        backend.linalg.det(a)
    with pytest.raises(RuntimeError, match="Half"):
        backend.linalg.inv(a)
    with pytest.raises(RuntimeError, match="Half"):
        backend.linalg.slogdet(a)
    with pytest.raises(NotImplementedError, match="Half"):
        backend.linalg.solve(a, a)
    with pytest.raises(RuntimeError, match="float or double"):
        backend.quantile(a, 0.5)
    for call in (backend.linalg.svdvals, backend.linalg.qr, backend.linalg.eigh, backend.linalg.cholesky):
        with pytest.raises(NotImplementedError, match="Half"):
            call(a)
    with pytest.raises(RuntimeError):
        backend.linalg.pinv(a)
    with pytest.raises(RuntimeError, match="Half"):
        backend.linalg.matrix_norm(a, 2)
    assert backend.linalg.matrix_norm(a).dtype == backend.float16  # 'fro' needs no LAPACK
    assert backend.mvlgamma(a + 2, 2).dtype == backend.float16


def test_histc_converts_the_range_to_uint8_before_it_refuses_the_dtype(backend):
    """PyTorch converts min/max into uint8 first (RuntimeError for -1), then finds no integer
    kernel (NotImplementedError)."""
    x = backend.tensor([1, 2], dtype=backend.uint8)
    with pytest.raises(NotImplementedError, match="Byte"):
        backend.histc(x, 4)
    with pytest.raises(RuntimeError, match="without overflow"):
        backend.histc(x, 4, min=-1.0, max=1.0)


def test_mixed_integer_refusal_order(backend):
    """Both libraries refuse a uint8 input with int8 partners. binary_cross_entropy reports the
    dtype disagreement first in both; for a dilated conv2d PyTorch reports the integer refusal,
    TensorPlay the dtype disagreement (its order of checks is per kernel)."""
    F = backend.nn.functional
    x = backend.tensor([[[[1, 0, 1]]]], dtype=backend.uint8)
    w = backend.tensor([[[[1, 1]]]], dtype=backend.int8)
    target = backend.tensor([[[[1, 1, 0]]]], dtype=backend.int8)
    with pytest.raises(RuntimeError, match="Found dtype Char but expected Byte"):
        F.binary_cross_entropy(x, target)
    if backend.__name__ == "torch":
        cls, text = NotImplementedError, "Byte"
    else:
        tensorplay_only(backend, "mixed-int-error-order")
        cls, text = RuntimeError, "same dtype"
    with pytest.raises(cls, match=text):
        F.conv2d(x, w, dilation=2)


# ---- serialization -----------------------------------------------------------------------
def test_save_load_round_trips_the_small_dtypes():
    state = {name: tp.tensor([[0, 1, 2], [3, 100, 7]], dtype=getattr(tp, name)) for name in ALL}
    state["neg_int8"] = tp.tensor([-128, 127], dtype=tp.int8)
    state["half_specials"] = tp.tensor([np.inf, -0.0, 65504.0, 6e-8], dtype=tp.half)
    buf = io.BytesIO()
    tp.save(state, buf)
    buf.seek(0)
    back = tp.load(buf)
    for key, t in state.items():
        assert back[key].dtype is t.dtype and back[key].numpy().dtype == t.numpy().dtype, key
        np.testing.assert_array_equal(back[key].numpy(), t.numpy())


def test_norms_take_float16_input_with_float32_parameters(backend):
    """PyTorch's CPU mixed precision: batch_norm / layer_norm of a float16 input with float32
    weights (and running stats) compute in float32 and return float16; other mixes refuse."""
    F = backend.nn.functional
    x = backend.tensor(np.random.default_rng(0).standard_normal((4, 3)).astype(np.float16))
    w, b, rm, rv = backend.ones(3) * 2, backend.zeros(3) + 0.5, backend.zeros(3), backend.ones(3)
    y = F.batch_norm(x, rm, rv, w, b, training=True)
    z = F.layer_norm(x, [3], w, b)
    assert y.dtype == z.dtype == backend.float16 and rm.dtype == backend.float32
    xs = x.float()
    np.testing.assert_allclose(arr(z).astype(np.float32), arr(F.layer_norm(xs, [3], w, b)), atol=2e-3)
    np.testing.assert_allclose(arr(y).astype(np.float32),
                               arr(F.batch_norm(xs, backend.zeros(3), backend.ones(3), w, b, training=True)), atol=2e-3)
    with pytest.raises(RuntimeError):
        F.layer_norm(x, [3], w.half(), b)
    with pytest.raises(RuntimeError):
        F.layer_norm(x.double(), [3], w, b)
    with pytest.raises(RuntimeError):
        F.batch_norm(xs, rm.half(), rv.half(), w.half(), b.half())


def test_module_half(torch):
    m = tp.nn.Linear(3, 2).half()
    assert m.weight.dtype is tp.float16 and m.bias.dtype is tp.float16
    assert m(tp.ones(4, 3, dtype=tp.half)).dtype is tp.float16
    assert torch.nn.Linear(3, 2).half().weight.dtype is torch.float16


def test_overflow_to_inf_is_silent(backend):
    """PyTorch computes an overflow to inf without a warning; so does TensorPlay when a warnings
    filter would turn NumPy's "overflow encountered" into an error (the general path runs the
    kernel again with NumPy's floating-point errors ignored)."""
    tp = backend
    half = tp.full((2,), 60000.0, dtype=tp.float16)
    single = tp.full((2,), 3e38, dtype=tp.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        results = [half * 2, half + half, half.sum(), single * 10, (single * 10).sum()]
    for r in results:
        assert np.isinf(arr(r)).all() and (arr(r) > 0).all()


def test_overflow_prints_numpys_warning(backend):
    tensorplay_only(backend, "overflow-warning")
    half = tp.full((2,), 60000.0, dtype=tp.float16)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = half * 2
    assert np.isinf(arr(out)).all()
    assert any("overflow" in str(w.message) for w in caught)
