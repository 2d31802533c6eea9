"""What the func transforms refuse, as torch.func refuses it: argnums that are not an int or a
tuple of ints, non-tensor `aux`, and `requires_grad_()` / `retain_grad()` inside a transform.
Stated once and run on tensorplay and on torch (the `backend` fixture)."""

from __future__ import annotations

import pytest

TRANSFORMS = ["grad", "grad_and_value", "jacrev", "jacfwd", "hessian"]


@pytest.mark.parametrize("name", TRANSFORMS)
def test_argnums_is_an_int_or_a_tuple_of_ints(backend, name):
    tp = backend
    transform = getattr(tp.func, name)
    x = tp.tensor([1.0, 2.0])
    for bad in ([0], 0.0, [0, 1]):
        with pytest.raises(RuntimeError, match="argnums must be int or Tuple"):
            transform(lambda x: (x * x).sum(), argnums=bad)(x)
    with pytest.raises(RuntimeError):
        transform(lambda x: (x * x).sum(), argnums=1)(x)  # only one positional input
    single = transform(lambda x: (x * x).sum(), argnums=0)(x)
    as_tuple = transform(lambda x: (x * x).sum(), argnums=(0,))(x)
    if name == "grad_and_value":
        single, as_tuple = single[0], as_tuple[0]
    if name == "hessian":  # a tuple (per argnum) of tuples (per argnum)
        as_tuple = as_tuple[0]
    assert isinstance(as_tuple, tuple) and len(as_tuple) == 1
    assert as_tuple[0].tolist() == single.tolist()


@pytest.mark.parametrize("name", ["grad", "grad_and_value", "jacrev", "jacfwd"])
def test_aux_must_hold_tensors(backend, name):
    tp = backend
    transform = getattr(tp.func, name)
    x = tp.tensor([1.0, 2.0])
    for bad in (3, None, "s", [x, 3]):
        with pytest.raises(RuntimeError, match="Expected tensors"):
            transform(lambda x, bad=bad: ((x * x).sum(), bad), has_aux=True)(x)
    out = transform(lambda x: ((x * x).sum(), {"a": x * 2, "b": [x + 1]}), has_aux=True)(x)
    aux = out[1][1] if name == "grad_and_value" else out[1]
    assert aux["a"].tolist() == [2.0, 4.0] and aux["b"][0].tolist() == [2.0, 3.0]


def test_vjp_and_jvp_aux_must_hold_tensors(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0])
    with pytest.raises(RuntimeError, match="Expected tensors"):
        tp.func.vjp(lambda x: (x * 2, 3), x, has_aux=True)
    with pytest.raises(RuntimeError, match="Expected tensors"):
        tp.func.jvp(lambda x: (x * 2, 3), (x,), (x,), has_aux=True)
    _, _, aux = tp.func.jvp(lambda x: (x * 2, x.sum()), (x,), (x,), has_aux=True)
    assert aux.item() == 3.0


def _requires_grad_inside(tp, x):
    return (x * tp.ones(2).requires_grad_()).sum()


@pytest.mark.parametrize("call", [
    lambda tp, x: x.requires_grad_().sum(),
    lambda tp, x: x.requires_grad_(False).sum(),
    lambda tp, x: (x.detach().requires_grad_() * x).sum(),
    _requires_grad_inside,
    lambda tp, x: (x.retain_grad(), x.sum())[1],
    lambda tp, x: (lambda y: (y.retain_grad(), y.sum())[1])(x * 2),
], ids=["input", "input-false", "detached", "fresh", "retain-input", "retain-nonleaf"])
def test_requires_grad_and_retain_grad_are_refused_in_grad(backend, call):
    tp = backend
    with pytest.raises(RuntimeError, match="inside of a function being transformed"):
        tp.func.grad(lambda x: call(tp, x))(tp.ones(2))


def test_requires_grad_is_refused_in_vmap_and_jvp(backend):
    tp = backend
    with pytest.raises(RuntimeError, match="inside of a function being transformed"):
        tp.func.vmap(lambda x: x.requires_grad_())(tp.ones(2, 2))
    with pytest.raises(RuntimeError, match="inside of a function being transformed"):
        tp.func.jvp(lambda x: x.requires_grad_(), (tp.ones(2),), (tp.ones(2),))
    with pytest.raises(RuntimeError, match="requires_grad=False"):
        tp.func.vmap(lambda x: (x.retain_grad(), x)[1])(tp.ones(2, 2))


def test_what_stays_allowed_inside_transforms(backend):
    """Factories with requires_grad=True, Parameters, layers and the attribute setter."""
    tp = backend
    x = tp.ones(2)
    assert tp.func.grad(lambda x: (x * tp.tensor([1.0, 2.0], requires_grad=True)).sum())(x) \
        .tolist() == [1.0, 2.0]
    assert tp.func.grad(lambda x: (x * tp.nn.Parameter(tp.full((2,), 3.0))).sum())(x) \
        .tolist() == [3.0, 3.0]
    assert tp.func.grad(lambda x: tp.nn.Linear(2, 1)(x).sum())(x).shape == (2,)

    def setter(x):
        x.requires_grad = True
        return (x * x).sum()

    assert tp.func.grad(setter)(x).tolist() == [2.0, 2.0]
    assert tp.ones(2).requires_grad_().requires_grad  # outside a transform: fine
