"""The keywords the signature probe (tests/signatures) found missing, now PyTorch's: the
top-level batch_norm in torch.batch_norm's order beside F.batch_norm's own, torch.lstm_cell
(input, hx, w_ih, w_hh, b_ih, b_hh) -> (hy, cy), result_type(scalar, tensor) and the other
overloads' keywords, and Tensor.view(dtype). Stated once, run on tensorplay and on torch (the
`backend` fixture)."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

RNG = np.random.default_rng(7)
X4 = RNG.standard_normal((4, 3, 2))
W3, B3, RM3, RV3 = (RNG.standard_normal(3), RNG.standard_normal(3), RNG.standard_normal(3),
                    RNG.random(3) + 0.5)


def _np(t):
    return t.detach().numpy()


def _raises(fn):
    try:
        fn()
    except Exception as exc:  # the class is what is compared
        return type(exc).__name__ if not isinstance(exc, ValueError) else "ValueError"
    return None


# ── batch_norm ──────────────────────────────────────────────────────────────────────────
def test_batch_norm_takes_torch_order_and_f_keeps_its_own(backend):
    names = list(inspect.signature(backend.nn.functional.batch_norm).parameters)
    assert names[:5] == ["input", "running_mean", "running_var", "weight", "bias"]
    x, w, b = backend.tensor(X4), backend.tensor(W3), backend.tensor(B3)
    for training in (True, False):
        rm1, rv1, rm2, rv2 = (backend.tensor(a) for a in (RM3, RV3, RM3, RV3))
        top = backend.batch_norm(input=x, weight=w, bias=b, running_mean=rm1, running_var=rv1,
                                 training=training, momentum=0.3, eps=1e-4, cudnn_enabled=False)
        f = backend.nn.functional.batch_norm(x, rm2, rv2, w, b, training, 0.3, 1e-4)
        np.testing.assert_array_equal(_np(top), _np(f))
        np.testing.assert_array_equal(_np(rm1), _np(rm2))
        np.testing.assert_array_equal(_np(rv1), _np(rv2))


def test_batch_norm_checks_f_makes_and_the_op_does_not(backend):
    """F.batch_norm's Python checks (one value per channel, eps) are F's: torch.batch_norm
    normalises one value to 0 and updates running_var with 0 / 0."""
    F = backend.nn.functional
    one = backend.tensor(RNG.standard_normal((1, 3)))
    assert _raises(lambda: F.batch_norm(one, None, None, training=True)) == "ValueError"
    assert _raises(lambda: F.batch_norm(backend.tensor(X4), None, None, training=True, eps=0.0)) == "ValueError"
    assert _raises(lambda: F.batch_norm(backend.tensor(X4), None, None, eps=-1.0)) == "ValueError"
    assert _raises(lambda: backend.nn.BatchNorm1d(3)(one)) == "ValueError"
    rm, rv = backend.zeros(3, dtype=backend.float64), backend.ones(3, dtype=backend.float64)
    out = backend.batch_norm(one, None, None, rm, rv, True, 0.1, 1e-5, True)
    np.testing.assert_allclose(_np(out), np.zeros((1, 3)), atol=1e-12)
    assert np.isnan(_np(rv)).all()


def test_batch_norm_evaluation_needs_the_running_statistics(backend):
    x = backend.tensor(X4)
    assert _raises(lambda: backend.batch_norm(x, None, None, None, None, False, 0.1, 1e-5, True)) == "RuntimeError"
    assert _raises(lambda: backend.nn.functional.batch_norm(x, None, backend.ones(3))) == "RuntimeError"
    assert _raises(lambda: backend.batch_norm(backend.tensor(X4[0, 0]), None, None, backend.zeros(3),
                                              backend.ones(3), True, 0.1, 1e-5, True)) == "RuntimeError"


def test_batch_norm_gradients_in_torch_order(backend):
    """Each tensor argument at its own place: the gradients are F.batch_norm's."""
    grads = []
    for top in (True, False):
        x, w, b = (backend.tensor(a, requires_grad=True) for a in (X4, W3, B3))
        out = (backend.batch_norm(x, w, b, None, None, True, 0.1, 1e-5, False) if top
               else backend.nn.functional.batch_norm(x, None, None, w, b, True))
        grads.append([_np(g) for g in backend.autograd.grad((out * out * out).sum(), [x, w, b])])
    for a, b in zip(*grads):
        np.testing.assert_array_equal(a, b)


# ── lstm_cell ───────────────────────────────────────────────────────────────────────────
def _cell_args(backend, grad=False, bias=True):
    shapes = [(2, 4), (2, 3), (2, 3), (12, 4), (12, 3)] + ([(12,), (12,)] if bias else [])
    vals = [np.random.default_rng(k).standard_normal(s) for k, s in enumerate(shapes)]
    return [backend.tensor(v, requires_grad=grad) for v in vals]


def _lstm_reference(x, h, c, w_ih, w_hh, b_ih, b_hh):
    gates = x @ w_ih.T + h @ w_hh.T + b_ih + b_hh
    i, f, g, o = (1 / (1 + np.exp(-a)) if k != 2 else np.tanh(a) for k, a in enumerate(np.split(gates, 4, -1)))
    c2 = f * c + i * g
    return o * np.tanh(c2), c2


@pytest.mark.parametrize("bias", [True, False])
def test_lstm_cell_is_one_lstm_step(backend, bias):
    args = _cell_args(backend, bias=bias)
    x, h, c, w_ih, w_hh = args[:5]
    out = backend.lstm_cell(input=x, hx=(h, c), w_ih=w_ih, w_hh=w_hh, **(
        {"b_ih": args[5], "b_hh": args[6]} if bias else {}))
    assert type(out) is tuple and len(out) == 2
    ref = _lstm_reference(*[_np(a) for a in args[:5]], *([_np(args[5]), _np(args[6])] if bias else [0, 0]))
    for a, r in zip(out, ref):
        np.testing.assert_allclose(_np(a), r, rtol=1e-12, atol=1e-14)


def test_lstm_cell_gradients_match_the_reference(backend):
    args = _cell_args(backend, grad=True)
    hy, cy = backend.lstm_cell(args[0], [args[1], args[2]], *args[3:])
    grads = backend.autograd.grad((hy * 2 + cy * cy).sum(), args)
    assert [tuple(g.shape) for g in grads] == [tuple(a.shape) for a in args]
    theirs = _cell_grads_by_finite_differences(args)
    for g, t in zip(grads, theirs):
        np.testing.assert_allclose(_np(g), t, rtol=1e-5, atol=1e-7)


def _cell_grads_by_finite_differences(args, eps=1e-6):
    vals = [_np(a).copy() for a in args]

    def loss(vs):
        hy, cy = _lstm_reference(*vs)
        return (hy * 2 + cy * cy).sum()

    out = []
    for k, v in enumerate(vals):
        g = np.zeros_like(v)
        for idx in np.ndindex(v.shape):
            up, down = [a.copy() for a in vals], [a.copy() for a in vals]
            up[k][idx] += eps
            down[k][idx] -= eps
            g[idx] = (loss(up) - loss(down)) / (2 * eps)
        out.append(g)
    return out


@pytest.mark.parametrize(("change", "error"), [
    (lambda a: (a[0], (a[1],), *a[3:]), "RuntimeError"),  # one hidden state
    (lambda a: (a[0][:, :3], (a[1], a[2]), *a[3:]), "RuntimeError"),  # input_size
    (lambda a: (a[0], (a[1][:1], a[2]), *a[3:]), "RuntimeError"),  # batch size of h
    (lambda a: (a[0], (a[1], a[2][:, :2]), *a[3:]), "RuntimeError"),  # hidden_size of c
    (lambda a: (a[0][0], (a[1], a[2]), *a[3:]), "IndexError"),  # a 1-D input
], ids=["hx", "input_size", "batch", "hidden_size", "1d"])
def test_lstm_cell_checks(backend, change, error):
    args = _cell_args(backend)
    assert _raises(lambda: backend.lstm_cell(*change(args))) == error


def test_lstm_cell_of_integers_is_refused(backend):
    args = [a.long() for a in _cell_args(backend)]
    assert _raises(lambda: backend.lstm_cell(args[0], (args[1], args[2]), *args[3:])) == "RuntimeError"


# ── result_type ─────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize(("call", "expected"), [
    (lambda L, t: L.result_type(scalar=2.5, tensor=t), "float32"),
    (lambda L, t: L.result_type(2.5, tensor=t), "float32"),
    (lambda L, t: L.result_type(True, t), "int32"),
    (lambda L, t: L.result_type(tensor=t, other=2.5), "float32"),
    (lambda L, t: L.result_type(t, other=t.double()), "float64"),
    (lambda L, t: L.result_type(scalar1=1, scalar2=2.0), "float32"),
    (lambda L, t: L.result_type(2, 3), "int64"),
    (lambda L, t: L.result_type(scalar=2, other=t), None),
    (lambda L, t: L.result_type("a", t), None),
    (lambda L, t: L.result_type(t, 2, other=3), None),
])
def test_result_type_overloads(backend, call, expected):
    t = backend.tensor([1, 2], dtype=backend.int32)
    if expected is None:
        assert _raises(lambda: call(backend, t)) == "TypeError"
    else:
        assert call(backend, t) == getattr(backend, expected)


# ── Tensor.view(dtype) ──────────────────────────────────────────────────────────────────
BYTES = np.arange(24, dtype=np.float32).reshape(4, 6)


@pytest.mark.parametrize(("make", "dtype"), [
    (lambda x: x, "int32"), (lambda x: x, "float64"), (lambda x: x, "float16"), (lambda x: x, "uint8"),
    (lambda x: x, "bool"), (lambda x: x[:, 2:], "float64"), (lambda x: x[1:, :4], "float64"),
    (lambda x: x[:, ::2], "int32"), (lambda x: x.t(), "int32"), (lambda x: x[:, :3], "float16"),
    (lambda x: x[0, 0], "int32"),
], ids=["same", "wider", "narrower", "bytes", "bool", "offset", "rows", "strided-same",
        "transposed-same", "sliced-narrower", "0d-same"])
def test_view_dtype_reinterprets_the_bytes(backend, make, dtype):
    x = make(backend.tensor(BYTES.copy()))
    y = x.view(getattr(backend, dtype))
    assert y.dtype == getattr(backend, dtype)
    np.testing.assert_array_equal(y.numpy(), x.numpy().view(np.dtype(dtype)))
    assert y.stride() == tuple(s // y.element_size() for s in y.numpy().strides)
    assert y.storage_offset() * y.element_size() == x.storage_offset() * x.element_size()
    y.zero_()  # the same memory, and the same version counter
    assert not x.numpy().any() and x._version == y._version


@pytest.mark.parametrize(("make", "dtype"), [
    (lambda x: x[:, 1:], "float64"),  # size(-1) not divisible
    (lambda x: x[:, 1:3], "float64"),  # storage offset not divisible
    (lambda x: x.t(), "float64"),  # stride(-1) is not 1
    (lambda x: x[:, ::2], "float16"),
    (lambda x: backend_expand(x), "float16"),
    (lambda x: x[:3, :2].reshape(2, 3)[:, :2], "float64"),  # stride(0) not divisible
    (lambda x: x[0, 0], "float64"),  # 0-d
], ids=["size", "offset", "transposed", "strided", "expanded", "stride0", "0d"])
def test_view_dtype_refusals(backend, make, dtype):
    x = backend.tensor(BYTES.copy())
    assert _raises(lambda: make(x).view(getattr(backend, dtype))) == "RuntimeError"


def backend_expand(x):
    return x[:, :1].expand(4, 3)


def test_view_dtype_has_no_gradient_and_is_no_autograd_view(backend):
    x = backend.tensor(BYTES.copy(), requires_grad=True)
    for dtype in (backend.float32, backend.int32, backend.float16):
        y = x.view(dtype)
        assert not y.requires_grad and y.grad_fn is None and y._base is None
    y = x.view(backend.float32)
    y.mul_(2)  # allowed (no autograd view of a leaf): x's values change, its history does not
    assert x.is_leaf and x.grad_fn is None and x.detach().numpy()[0, 1] == 2.0


def test_view_dtype_under_vmap(backend):
    x = backend.tensor(np.ones((3, 4, 2)))
    assert tuple(backend.func.vmap(lambda t: t.view(backend.int32))(x).shape) == (3, 4, 4)
    assert tuple(backend.func.vmap(lambda t: t.view(backend.int32), in_dims=1)(x).shape) == (4, 3, 4)
    assert _raises(lambda: backend.func.vmap(lambda t: t.view(backend.int32), in_dims=2)(x)) == "RuntimeError"
    assert _raises(lambda: backend.func.vmap(lambda t: t.view(backend.float32))(backend.ones(3, dtype=backend.float16))) == "RuntimeError"


def test_view_keeps_its_size_forms(backend):
    x = backend.tensor(BYTES.copy())
    assert tuple(x.view(2, 12).shape) == (2, 12) and tuple(x.view((3, 8)).shape) == (3, 8)
    assert tuple(x.view(-1).shape) == (24,) and tuple(x.view(size=(24,)).shape) == (24,)
    assert _raises(lambda: x.view(2, size=(12,))) == "TypeError"
