"""Hand-written checks of indexing, linear algebra, nn.functional losses and creation/random ops."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.nn.functional as F
from tensorplay.autograd import gradcheck, gradgradcheck
from tests.torch_oracle import wording

pytestmark = pytest.mark.usefixtures("backend_globals")


def _t(a, requires_grad=False):
    return tp.tensor(np.asarray(a, dtype=np.float64), requires_grad=requires_grad)


def _numeric_grad(f, x: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    """Central finite differences of the scalar function f (ndarray → float)."""
    g = np.zeros_like(x)
    for j in range(x.size):
        xp, xm = x.copy(), x.copy()
        xp.reshape(-1)[j] += eps
        xm.reshape(-1)[j] -= eps
        g.reshape(-1)[j] = (f(xp) - f(xm)) / (2 * eps)
    return g


# ---- __getitem__ ----------------------------------------------------------------------------
RNG = np.random.default_rng(0)
BASE = RNG.standard_normal((4, 5, 3))
INT_IDX = np.array([[0, 3], [3, 1], [2, 0]])
MASK = RNG.random((4, 5)) > 0.5
KEYS = {
    "int": 2,
    "negative int": -1,
    "slice": slice(1, None, 2),
    "None": None,
    "Ellipsis": Ellipsis,
    "mixed": (Ellipsis, None, 1),
    "int and slice": (1, slice(None, 3)),
    "integer tensor": "INT",
    "bool mask": "MASK",
    "tensor and slice": (slice(None), "IDX1"),
}


def _key(k, as_tensor: bool):
    def conv(item):
        if item == "INT":
            return tp.tensor(INT_IDX) if as_tensor else INT_IDX
        if item == "MASK":
            return tp.tensor(MASK) if as_tensor else MASK
        if item == "IDX1":
            return tp.tensor([4, 0, 4]) if as_tensor else np.array([4, 0, 4])
        return item

    if isinstance(k, tuple):
        return tuple(conv(i) for i in k)
    return conv(k)


@pytest.mark.parametrize("name", list(KEYS))
def test_getitem_values_and_gradient(name):
    key = KEYS[name]
    x = _t(BASE, requires_grad=True)
    out = x[_key(key, True)]
    expected = BASE[_key(key, False)]
    np.testing.assert_array_equal(out.detach().numpy(), expected)
    assert gradcheck(lambda a: a[_key(key, True)], [x])
    assert gradgradcheck(lambda a: a[_key(key, True)] * a[_key(key, True)], [x])


def test_getitem_repeated_indices_accumulate():
    x = _t([1.0, 2.0, 3.0], requires_grad=True)
    x[tp.tensor([0, 2, 0, 0])].sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [3.0, 0.0, 1.0])


# ---- __setitem__ ----------------------------------------------------------------------------
def test_setitem_mask_gradient_for_nonleaf_target():
    mask = RNG.random((3, 4)) > 0.5
    x0 = RNG.standard_normal((3, 4))
    w = RNG.standard_normal((3, 4))

    def loss_np(a):
        b = a * 2.0
        b[mask] = 0
        return float(np.sum(b * b * w))

    x = _t(x0, requires_grad=True)
    y = x * 2.0
    y[tp.tensor(mask)] = 0
    (y * y * _t(w)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), _numeric_grad(loss_np, x0), rtol=1e-5, atol=1e-7)
    assert np.all(x.grad.numpy()[mask] == 0)


def test_setitem_slice_gradient_for_target_and_values():
    x0, y0 = RNG.standard_normal((3, 4)), RNG.standard_normal(2)
    w = RNG.standard_normal((3, 4))

    def loss_np(a, v):
        b = a * 1.5
        b[1:, 0] = v * v
        return float(np.sum(np.sin(b) * w))

    x, y = _t(x0, requires_grad=True), _t(y0, requires_grad=True)
    z = x * 1.5
    z[1:, 0] = y * y
    (tp.sin(z) * _t(w)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), _numeric_grad(lambda a: loss_np(a, y0), x0), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(y.grad.numpy(), _numeric_grad(lambda v: loss_np(x0, v), y0), rtol=1e-5, atol=1e-7)

    def f(a, v):
        b = a * 1.5
        b[1:, 0] = v * v
        return tp.sin(b)

    assert gradcheck(f, [_t(x0, True), _t(y0, True)])
    assert gradgradcheck(f, [_t(x0, True), _t(y0, True)])


def test_setitem_shape_mismatch_names_both_shapes():
    x = _t(np.zeros((3, 4)))
    with pytest.raises(RuntimeError, match=r"\[3\].*\[2\]|\[2\].*\[3\]"):
        x[1:, 0] = _t([1.0, 2.0, 3.0])


def test_setitem_leaf_requiring_grad_is_refused():
    x = _t(np.zeros(3), requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf"):
        x[0] = 1.0


# ---- index_select, gather, scatter_add, masked_fill ------------------------------------------
def test_index_select_gather_scatter_add_values():
    a = RNG.standard_normal((3, 4))
    idx = np.array([2, 0, 2])
    np.testing.assert_array_equal(tp.index_select(_t(a), 0, tp.tensor(idx)).numpy(), a[idx])
    np.testing.assert_array_equal(_t(a).index_select(1, tp.tensor(idx)).numpy(), a[:, idx])
    gi = np.array([[0, 3], [1, 1], [2, 0]])
    np.testing.assert_array_equal(tp.gather(_t(a), 1, tp.tensor(gi)).numpy(),
                                  np.take_along_axis(a, gi, axis=1))
    src = RNG.standard_normal((3, 2))
    expected = a.copy()
    for i in range(3):
        for j in range(2):
            expected[i, gi[i, j]] += src[i, j]
    out = tp.scatter_add(_t(a), 1, tp.tensor(gi), _t(src))
    np.testing.assert_allclose(out.numpy(), expected)


def test_gather_out_of_range_is_runtime_error():
    with pytest.raises(RuntimeError, match="out of bounds"):
        tp.gather(_t(np.zeros((2, 2))), 1, tp.tensor([[0, 5], [1, 0]]))


def test_index_select_gradient_accumulates():
    x = _t([1.0, 2.0, 3.0], requires_grad=True)
    tp.index_select(x, 0, tp.tensor([1, 1, 2])).sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [0.0, 2.0, 1.0])


def test_masked_fill_broadcast_and_inplace():
    a = RNG.standard_normal((3, 4))
    m = np.array([True, False, True, False])
    out = tp.masked_fill(_t(a), tp.tensor(m), -1.0)
    np.testing.assert_array_equal(out.numpy(), np.where(m, -1.0, a))
    y = _t(a)
    assert y.masked_fill_(tp.tensor(m), 5) is y
    np.testing.assert_array_equal(y.numpy(), np.where(m, 5.0, a))
    with pytest.raises(RuntimeError, match="boolean"):
        tp.masked_fill(_t(a), _t(m), 0.0)


# ---- linear algebra ---------------------------------------------------------------------------
def test_mm_shape_error_names_both_shapes():
    with pytest.raises(RuntimeError, match=r"3x4 and 5x6"):
        tp.mm(_t(np.zeros((3, 4))), _t(np.zeros((5, 6))))
    with pytest.raises(RuntimeError, match=wording(tp, r"\[3\].*\[4, 4\]|2-D")):
        tp.mm(_t(np.zeros(3)), _t(np.zeros((4, 4))))


def test_linalg_values_and_promotion():
    a, b = RNG.standard_normal((3, 4)), RNG.standard_normal((4, 2))
    np.testing.assert_allclose(tp.mm(_t(a), _t(b)).numpy(), a @ b)
    v = RNG.standard_normal(4)
    np.testing.assert_allclose(_t(a).mv(_t(v)).numpy(), a @ v)
    np.testing.assert_allclose(tp.dot(_t(v), _t(v)).numpy(), v @ v)
    assert tp.dot(_t(v), _t(v)).shape == ()
    np.testing.assert_allclose(tp.outer(_t(v), _t(v[:2])).numpy(), np.outer(v, v[:2]))
    ba, bb = RNG.standard_normal((2, 3, 4)), RNG.standard_normal((2, 4, 5))
    np.testing.assert_allclose(tp.bmm(_t(ba), _t(bb)).numpy(), ba @ bb)
    with pytest.raises(RuntimeError):
        tp.bmm(_t(ba), _t(bb[:1]))
    with pytest.raises(RuntimeError, match="1D tensors expected"):
        tp.dot(_t(a), _t(a))


# ---- softmax, losses --------------------------------------------------------------------------
def _log_softmax_np(x, axis):
    m = x.max(axis=axis, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(axis=axis, keepdims=True))


def _ce_np(x, target, weight=None, ignore_index=-100, reduction="mean", ls=0.0):
    """A straightforward loop reference for F.cross_entropy on (N, C) input."""
    n, c = x.shape
    logp = _log_softmax_np(x, 1)
    w = np.ones(c) if weight is None else weight
    if target.dtype.kind == "f":
        t = target * (1 - ls) + ls / c
        per = -(logp * t * w).sum(1)
        return {"none": per, "sum": per.sum(), "mean": per.sum() / n}[reduction]
    per, denom = np.zeros(n), 0.0
    for i in range(n):
        if target[i] == ignore_index:
            continue
        nll = -w[target[i]] * logp[i, target[i]]
        smooth = -(w * logp[i]).sum()
        per[i] = (1 - ls) * nll + ls / c * smooth
        denom += w[target[i]]
    return {"none": per, "sum": per.sum(), "mean": per.sum() / denom}[reduction]


def test_softmax_variants():
    x = RNG.standard_normal((3, 4))
    e = np.exp(x - x.max(1, keepdims=True))
    expected = e / e.sum(1, keepdims=True)
    for out in (tp.softmax(_t(x), 1), _t(x).softmax(1), F.softmax(_t(x), dim=1)):
        np.testing.assert_allclose(out.numpy(), expected)
    np.testing.assert_allclose(F.log_softmax(_t(x), -1).numpy(), np.log(expected))
    assert tp.softmax(_t(x).float(), 1, dtype=tp.float64).dtype is tp.float64
    assert tp.softmax(tp.tensor([1, 2]), 0, dtype=tp.float32).dtype is tp.float32


def test_softmax_of_integers_without_dtype_raises():
    for f in (tp.softmax, tp.log_softmax, F.softmax):
        with pytest.raises(NotImplementedError, match="not implemented for 'Long'"):
            f(tp.tensor([1, 2]), 0)


def test_matrix_products_need_equal_dtypes():
    i, f = tp.tensor([[1, 2]]), tp.tensor([[1.5], [2.0]])
    for call in (lambda: tp.mm(i, f), lambda: i @ f, lambda: tp.mv(i, f[:, 0]),
                 lambda: tp.dot(i[0], f[:, 0]), lambda: tp.bmm(i[None], f[None])):
        with pytest.raises(RuntimeError, match=r"dtype|scalar type"):
            call()


CE_CASES = [
    {},
    {"reduction": "sum"},
    {"reduction": "none"},
    {"ignore_index": 1},
    {"ignore_index": 1, "reduction": "none"},
    {"label_smoothing": 0.2},
    {"weight": True, "label_smoothing": 0.1, "ignore_index": 2},
    {"weight": True, "reduction": "none"},
]


@pytest.mark.parametrize("case", CE_CASES, ids=[str(c) for c in CE_CASES])
def test_cross_entropy_class_indices(case):
    x = RNG.standard_normal((6, 4))
    target = np.array([0, 1, 2, 3, 1, 2])
    weight = RNG.uniform(0.5, 2.0, 4) if case.get("weight") else None
    kw = {k: v for k, v in case.items() if k != "weight"}
    out = F.cross_entropy(_t(x), tp.tensor(target), None if weight is None else _t(weight), **kw)
    ref_kw = {"ls": kw.get("label_smoothing", 0.0), "reduction": kw.get("reduction", "mean"),
              "ignore_index": kw.get("ignore_index", -100)}
    expected = _ce_np(x, target, weight, **ref_kw)
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-10)

    def scalar_np(a):
        loss = _ce_np(a, target, weight, **ref_kw)
        return float(np.sum(loss * np.arange(1, 7)) if ref_kw["reduction"] == "none" else loss)

    xt = _t(x, requires_grad=True)
    loss = F.cross_entropy(xt, tp.tensor(target), None if weight is None else _t(weight), **kw)
    if kw.get("reduction") == "none":
        loss = (loss * _t(np.arange(1, 7))).sum()
    loss.backward()
    np.testing.assert_allclose(xt.grad.numpy(), _numeric_grad(scalar_np, x), rtol=1e-5, atol=1e-8)


def test_cross_entropy_gradient_is_softmax_minus_onehot():
    x = RNG.standard_normal((5, 3))
    target = np.array([0, 2, 1, 1, 0])
    xt = _t(x, requires_grad=True)
    F.cross_entropy(xt, tp.tensor(target), reduction="sum").backward()
    e = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(xt.grad.numpy(), e / e.sum(1, keepdims=True) - np.eye(3)[target])


def test_cross_entropy_probability_targets():
    x = RNG.standard_normal((4, 3))
    p = RNG.random((4, 3))
    p /= p.sum(1, keepdims=True)
    for reduction in ("mean", "sum", "none"):
        for ls in (0.0, 0.3):
            out = F.cross_entropy(_t(x), _t(p), reduction=reduction, label_smoothing=ls)
            np.testing.assert_allclose(out.numpy(), _ce_np(x, p, reduction=reduction, ls=ls), rtol=1e-10)
    assert gradcheck(lambda a, b: F.cross_entropy(a, b, label_smoothing=0.1), [_t(x, True), _t(p, True)])
    assert gradgradcheck(lambda a, b: F.cross_entropy(a, b), [_t(x, True), _t(p, True)])


def test_cross_entropy_spatial_and_double_backward():
    x = RNG.standard_normal((2, 3, 4))
    target = np.array([[0, 1, 2, 1], [2, 2, 0, 1]])
    out = F.cross_entropy(_t(x), tp.tensor(target), reduction="none")
    flat = _ce_np(np.moveaxis(x, 1, -1).reshape(-1, 3), target.reshape(-1), reduction="none")
    np.testing.assert_allclose(out.numpy(), flat.reshape(2, 4))
    assert gradgradcheck(lambda a: F.cross_entropy(a, tp.tensor(target), label_smoothing=0.1), [_t(x, True)])


def test_cross_entropy_rejects_bad_targets():
    x = _t(np.zeros((3, 4)))
    with pytest.raises(IndexError, match="out of bounds"):
        F.cross_entropy(x, tp.tensor([0, 1, 4]))


def test_cross_entropy_batch_mismatch_is_value_error():
    with pytest.raises(ValueError, match="batch_size"):
        F.cross_entropy(_t(np.zeros((3, 4))), tp.tensor([0, 1]))


def test_nll_loss():
    logp = _log_softmax_np(RNG.standard_normal((5, 3)), 1)
    target = np.array([0, 2, 1, 1, 0])
    w = np.array([0.5, 1.0, 2.0])
    out = F.nll_loss(_t(logp), tp.tensor(target), _t(w), ignore_index=1)
    keep = target != 1
    picked = -w[target] * logp[np.arange(5), target]
    np.testing.assert_allclose(out.numpy(), picked[keep].sum() / w[target][keep].sum())
    np.testing.assert_allclose(F.nll_loss(_t(logp), tp.tensor(target), reduction="none").numpy(),
                               -logp[np.arange(5), target])
    assert gradcheck(lambda a: F.nll_loss(a, tp.tensor(target), _t(w)), [_t(logp, True)])
    same = F.cross_entropy(_t(logp), tp.tensor(target))
    np.testing.assert_allclose(F.nll_loss(F.log_softmax(_t(logp), 1), tp.tensor(target)).numpy(), same.numpy())


def test_mse_loss():
    a, b = RNG.standard_normal((3, 4)), RNG.standard_normal((3, 4))
    np.testing.assert_allclose(F.mse_loss(_t(a), _t(b)).numpy(), ((a - b) ** 2).mean())
    np.testing.assert_allclose(F.mse_loss(_t(a), _t(b), reduction="sum").numpy(), ((a - b) ** 2).sum())
    assert gradcheck(lambda x, y: F.mse_loss(x, y), [_t(a, True), _t(b, True)])


def test_nn_functional_exports():
    for name in ("softmax", "log_softmax", "cross_entropy", "nll_loss", "mse_loss"):
        assert callable(getattr(F, name)), name
    assert tp.nn.functional is F


# ---- creation and random ----------------------------------------------------------------------
def test_arange_linspace_eye_full_dtypes():
    assert tp.arange(5).dtype is tp.int64
    np.testing.assert_array_equal(tp.arange(5).numpy(), np.arange(5))
    np.testing.assert_array_equal(tp.arange(1, 5).numpy(), [1, 2, 3, 4])
    r = tp.arange(0, 1, 0.1)
    assert r.dtype is tp.float32 and r.shape == (10,)
    assert tp.arange(0.0, 3).dtype is tp.float32
    assert tp.arange(5, dtype=tp.float64).dtype is tp.float64
    np.testing.assert_array_equal(tp.arange(5, 0, -2).numpy(), [5, 3, 1])
    lin = tp.linspace(0, 1, 5)
    assert lin.dtype is tp.float32
    np.testing.assert_allclose(lin.numpy(), [0, 0.25, 0.5, 0.75, 1.0])
    assert tp.eye(3).dtype is tp.float32
    np.testing.assert_array_equal(tp.eye(2, 3).numpy(), np.eye(2, 3))
    assert tp.full((2,), 3).dtype is tp.int64
    assert tp.full((2,), True).dtype is tp.bool
    assert tp.full((2,), 1.5).dtype is tp.float32
    assert tp.full((2, 2), 7, dtype=tp.float64).dtype is tp.float64
    assert tp.full_like(_t([1.0, 2.0]), 7).dtype is tp.float64
    assert tp.empty(2, 3).shape == (2, 3)
    assert tp.empty_like(tp.tensor([1, 2])).dtype is tp.int64
    z = tp.full((2,), 0.5, requires_grad=True)
    assert z.requires_grad and z.is_leaf


def test_manual_seed_reproducible():
    tp.manual_seed(123)
    a, ai = tp.randn(3, 4), tp.rand(2)
    tp.manual_seed(123)
    b, bi = tp.randn(3, 4), tp.rand(2)
    np.testing.assert_array_equal(a.numpy(), b.numpy())
    np.testing.assert_array_equal(ai.numpy(), bi.numpy())
    assert a.dtype is tp.float32
    assert not np.array_equal(tp.randn(3, 4).numpy(), a.numpy())
    g = tp.Generator().manual_seed(7)
    c = tp.randn(5, generator=g)
    d = tp.randn(5, generator=tp.Generator().manual_seed(7))
    np.testing.assert_array_equal(c.numpy(), d.numpy())
    like = tp.randn_like(_t(np.zeros((2, 2))))
    assert like.dtype is tp.float64 and like.shape == (2, 2)
    assert tp.rand_like(tp.zeros(3)).dtype is tp.float32
    x = tp.randn(2, 2, requires_grad=True)
    assert x.requires_grad


def test_randint_range_and_overloads():
    r = tp.randint(10, (1000,))
    assert r.dtype is tp.int64 and r.shape == (1000,)
    assert r.numpy().min() >= 0 and r.numpy().max() <= 9
    r2 = tp.randint(-3, 3, (2, 500))
    assert r2.shape == (2, 500)
    assert r2.numpy().min() >= -3 and r2.numpy().max() <= 2
    assert set(np.unique(r2.numpy())) == set(range(-3, 3))
    assert tp.randint(3, 10, size=(4,)).numpy().min() >= 3
    assert tp.randint(5, (3,), dtype=tp.int32).dtype is tp.int32
    u = tp.rand(1000).numpy()
    assert u.min() >= 0 and u.max() < 1


def test_scatter_add_inplace_and_gradients():
    base = np.zeros((2, 3))
    idx = np.array([[0, 0, 2], [1, 1, 1]])
    src = np.arange(6.0).reshape(2, 3)
    y = _t(base)
    assert y.scatter_add_(1, tp.tensor(idx), _t(src)) is y
    np.testing.assert_array_equal(y.numpy(), [[1.0, 0.0, 2.0], [0.0, 12.0, 0.0]])
    assert gradcheck(lambda a, s: tp.scatter_add(a, 1, tp.tensor(idx), s), [_t(base, True), _t(src, True)])
    assert gradgradcheck(lambda a: tp.gather(a * a, 1, tp.tensor(idx)), [_t(src, True)])
