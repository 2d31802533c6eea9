"""PyTorch's keyword spellings (torch.embedding's order, the enum reduction of
torch.binary_cross_entropy_with_logits, `tensor=`, `a=`/`b=`, `other=`, `from=`), and which
complaint comes first when a call is wrong twice (mixed dtypes before a refused dtype, an
in-place output shape before its dtype): stated once, run on tensorplay and on torch."""

from __future__ import annotations

import numpy as np
import pytest

RNG = np.random.default_rng(0)
X, Y = RNG.normal(size=(2, 3)), RNG.uniform(size=(2, 3))


def test_embedding_weight_first_and_padding_idx(backend):
    tp = backend
    w = tp.tensor(RNG.normal(size=(5, 3)), requires_grad=True)
    i = tp.tensor([0, 2, 4, 4, 3])
    assert tp.embedding(weight=w, indices=i).tolist() == w.detach()[i].tolist()
    expected = {-1: [1, 0, 1, 1, 2], -2: [1, 0, 1, 1, 2], 2: [1, 0, 0, 1, 2], 4: [1, 0, 1, 1, 0]}
    for pad, counts in expected.items():  # a negative padding_idx names no row
        w.grad = None
        tp.embedding(w, i, pad).sum().backward()
        assert w.grad[:, 0].tolist() == counts
    w.grad = None
    tp.embedding(w, i, -1, True).sum().backward()  # scale_grad_by_freq
    assert w.grad[:, 0].tolist() == [1, 0, 1, 1, 1]


def test_bce_with_logits_enum_reduction_and_target_dtype(backend):
    tp = backend
    x, y = tp.tensor(X), tp.tensor(Y)
    none = tp.nn.functional.binary_cross_entropy_with_logits(x, y, reduction="none")
    assert tp.binary_cross_entropy_with_logits(x, y).shape == (2, 3)  # the binding's default: 0
    assert tp.allclose(tp.binary_cross_entropy_with_logits(x, y, reduction=0), none)
    assert tp.allclose(tp.binary_cross_entropy_with_logits(x, y, reduction=1), none.mean())
    assert tp.allclose(tp.binary_cross_entropy_with_logits(x, y, reduction=2), none.sum())
    assert tp.allclose(tp.binary_cross_entropy_with_logits(x, y, reduction=3), none)
    with pytest.raises(ValueError):
        tp.nn.functional.binary_cross_entropy_with_logits(x, y, reduction="bad")
    with pytest.raises(ValueError):
        tp.nn.functional.binary_cross_entropy_with_logits(x, y[0])
    f32, f16 = x.float(), y.half()
    assert tp.binary_cross_entropy_with_logits(f32, y.float(), None, tp.ones(3, dtype=tp.float64), 1).dtype is tp.float32
    assert tp.binary_cross_entropy_with_logits(f32, f16, None, None, 1).dtype is tp.float16
    assert tp.binary_cross_entropy_with_logits(x, y.float(), None, None, 1).dtype is tp.float32


def test_bce_weight_does_not_promote(backend):
    tp = backend
    x, y = tp.tensor(Y).float(), tp.tensor(Y[::-1].copy()).float()
    w = tp.ones(3, dtype=tp.float64)
    assert tp.nn.functional.binary_cross_entropy(x, y, w).dtype is tp.float32
    assert tp.nn.BCELoss(weight=w)(x, y).dtype is tp.float32
    assert tp.nn.functional.binary_cross_entropy(x.double(), y.double(), w.float()).dtype is tp.float64


def test_keyword_spellings(backend):
    tp = backend
    pieces = tp.split(tensor=tp.arange(5), split_size_or_sections=2)
    assert [p.tolist() for p in pieces] == [[0, 1], [2, 3], [4]]
    assert tp.tensordot(a=tp.ones(2, 3), b=tp.ones(3, 2), dims=1).tolist() == [[3, 3], [3, 3]]
    assert tp.zeros(3).copy_(other=tp.ones(3)).tolist() == [1, 1, 1]
    u = tp.zeros(1000).uniform_(**{"from": 2, "to": 3})
    assert 2 <= u.min().item() and u.max().item() < 3
    r = tp.zeros(1000).random_(**{"from": 2, "to": 5})
    assert set(r.tolist()) == {2, 3, 4}


@pytest.mark.parametrize("op", ["mm", "matmul", "dot", "vdot", "mv", "inner", "tensordot"])
def test_mixed_dtypes_before_refused_dtype(backend, op):
    """bool @ float16 is PyTorch's same-dtype RuntimeError, not the bool refusal."""
    tp = backend
    a = tp.ones(2, 2) if op not in ("dot", "vdot") else tp.ones(2)
    b = tp.ones(2) if op in ("dot", "vdot", "mv") else tp.ones(2, 2)
    for da, db in [(tp.bool, tp.float16), (tp.float32, tp.float64), (tp.int32, tp.int64)]:
        with pytest.raises(RuntimeError):
            getattr(tp, op)(a.to(da), b.to(db))
    with pytest.raises(NotImplementedError):
        getattr(tp, op)(a.bool(), b.bool())


@pytest.mark.parametrize(("name", "extra"), [("hypot_", ()), ("lerp_", (0.5,)), ("div_", ()),
                                             ("fmod_", ()), ("remainder_", ())])
@pytest.mark.parametrize("dtype", ["int8", "bool"])
def test_inplace_output_shape_before_dtype(backend, name, extra, dtype):
    tp = backend
    dt = getattr(tp, dtype)
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        getattr(tp.ones(2, 1, 3).to(dt), name)(tp.ones(2, 5, 3).to(dt), *extra)


EMPTY = {
    "softmax": lambda tp, e: tp.softmax(e(0, 4), 1),
    "log_softmax": lambda tp, e: tp.log_softmax(e(0, 4), 1),
    "softmin": lambda tp, e: tp.nn.functional.softmin(e(0, 4), 1),
    "mm": lambda tp, e: tp.mm(e(2, 0), e(0, 4)),
    "matmul": lambda tp, e: tp.matmul(e(0, 3), e(3, 4)),
    "mv": lambda tp, e: tp.mv(e(0, 3), e(3)),
    "inner": lambda tp, e: tp.inner(e(0, 3), e(2, 3)),
    "linear": lambda tp, e: tp.nn.functional.linear(e(0, 3), e(4, 3)),
    "conv2d": lambda tp, e: tp.nn.functional.conv2d(e(0, 1, 3, 3), e(2, 1, 2, 2)),
    "batch_norm": lambda tp, e: tp.nn.functional.batch_norm(e(0, 3), None, None, training=True),
    "normal_": lambda tp, e: e(0).normal_(),
    "normal": lambda tp, e: tp.normal(e(0), 1.0),
    "randn_like": lambda tp, e: tp.randn_like(e(0)),
    "bernoulli": lambda tp, e: tp.bernoulli(e(0)),
    "log_normal_": lambda tp, e: e(0).log_normal_(),
    "eigvalsh": lambda tp, e: tp.linalg.eigvalsh(e(0, 0)),
}


@pytest.mark.parametrize("name", sorted(EMPTY))
@pytest.mark.parametrize("dtype", ["bool", "int32", "uint8"])
def test_empty_input_is_not_refused(backend, name, dtype):
    """PyTorch returns before its dtype dispatch on an empty input: no refusal of the bool or
    integer dtype (which a non-empty input gets), and the result keeps the input's dtype."""
    tp = backend
    if name == "softmin" and dtype == "bool":
        pytest.skip("softmin negates first, and a bool negation is refused even when empty")
    dt = getattr(tp, dtype)
    out = EMPTY[name](tp, lambda *s: tp.zeros(*s, dtype=dt))
    assert out.dtype is dt
    assert out.numel() == 0 or not out.any()


def test_bce_with_logits_computes_in_place_shapes(backend):
    """The loss is written into 1 - target (and, with pos_weight, into log_sigmoid(input)):
    the other inputs must broadcast to that shape."""
    tp = backend
    x, y = tp.tensor(X), tp.tensor(Y)
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        tp.binary_cross_entropy_with_logits(x, y[0])  # target (3,) cannot hold (2, 3)
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        tp.binary_cross_entropy_with_logits(x[0, 0], y, None, tp.ones(3, dtype=tp.float64))
    assert tp.binary_cross_entropy_with_logits(x[0], y).shape == (2, 3)  # input broadcasts


def test_softmax_of_empty_int_keeps_dims_checked(backend):
    tp = backend
    empty = tp.zeros(0, 4, dtype=tp.int32)
    assert tp.softmax(empty, 1, dtype=tp.float64).dtype is tp.float64
    with pytest.raises(IndexError):
        tp.softmax(empty, 5)
