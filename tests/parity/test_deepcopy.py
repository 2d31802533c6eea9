"""`copy.deepcopy` of tensors and modules, stated once and run on tensorplay and on torch."""

from __future__ import annotations

import copy

import pytest


def test_leaf_copy_keeps_requires_grad_and_copies_grad(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0], requires_grad=True)
    x.grad = tp.tensor([3.0, 4.0])
    y = copy.deepcopy(x)
    assert y is not x and y.requires_grad and y.is_leaf and y.grad_fn is None
    assert y.tolist() == [1.0, 2.0] and y.grad.tolist() == [3.0, 4.0]
    assert y.grad is not x.grad
    with tp.no_grad():
        y.add_(1)
        y.grad.add_(1)
    assert x.tolist() == [1.0, 2.0] and x.grad.tolist() == [3.0, 4.0]
    (y * y).sum().backward()
    assert y.grad.tolist() == [8.0, 11.0] and x.grad.tolist() == [3.0, 4.0]


def test_non_leaf_is_refused(backend):
    tp = backend
    x = tp.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="graph leaves"):
        copy.deepcopy(x * 2)
    with tp.no_grad():
        assert copy.deepcopy(x * 2).requires_grad is False


def test_views_in_one_deepcopy_share_the_copy(backend):
    tp = backend
    base = tp.zeros(4)
    view = base[1:3]
    b2, v2 = copy.deepcopy((base, view))
    v2.fill_(5.0)
    assert b2.tolist() == [0.0, 5.0, 5.0, 0.0]
    assert base.tolist() == [0.0] * 4
    t = tp.arange(6.0).reshape(2, 3)
    t2, tt2 = copy.deepcopy([t, t.t()])
    tt2[0, 1] = -1.0
    assert t2[1, 0].item() == -1.0 and t[1, 0].item() == 3.0


def test_integer_tensor(backend):
    tp = backend
    i = tp.arange(3)
    j = copy.deepcopy(i)
    j.add_(1)
    assert j.dtype is tp.int64 and j.tolist() == [1, 2, 3] and i.tolist() == [0, 1, 2]


def test_parameter_copy_has_no_grad(backend):
    """PyTorch's Parameter.__deepcopy__ copies data and requires_grad, not the gradient."""
    tp = backend
    p = tp.nn.Parameter(tp.ones(2))
    p.grad = tp.ones(2)
    q = copy.deepcopy(p)
    assert isinstance(q, tp.nn.Parameter) and q.requires_grad and q.grad is None
    frozen = copy.deepcopy(tp.nn.Parameter(tp.ones(2), requires_grad=False))
    assert isinstance(frozen, tp.nn.Parameter) and not frozen.requires_grad


def test_deepcopy_model(backend):
    tp = backend
    tp.manual_seed(0)
    lin = tp.nn.Linear(2, 2)
    model = tp.nn.Sequential(lin, tp.nn.ReLU(), lin, tp.nn.BatchNorm1d(2))  # a shared layer
    model.eval()
    calls = []
    lin.register_forward_hook(lambda m, a, out: calls.append(1))
    clone = copy.deepcopy(model)
    assert clone[0] is clone[2] and clone[0] is not lin
    assert clone[0].weight is not lin.weight
    assert isinstance(clone[0].weight, tp.nn.Parameter) and clone[0].weight.requires_grad
    assert clone[3].running_mean is not model[3].running_mean
    assert not clone.training
    x = tp.randn(4, 2)
    assert tp.equal(clone(x), model(x))
    assert len(calls) == 4  # hooks are copied too
    with tp.no_grad():
        clone[0].weight.add_(1.0)
    assert not tp.equal(clone(x), model(x))
    assert len(list(clone.parameters())) == len(list(model.parameters())) == 4


def test_tensors_and_modules_are_not_pickled():
    """A documented difference: pickling is refused (tp.save writes .npz, which never runs code);
    copy.deepcopy works without pickling."""
    import pickle

    import tensorplay as tp

    for obj in (tp.ones(2), tp.nn.Linear(2, 2)):
        with pytest.raises(TypeError, match="not pickled"):
            pickle.dumps(obj)
        assert copy.deepcopy(obj) is not obj
