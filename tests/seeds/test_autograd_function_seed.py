"""The autograd.function reference seed: every name at its documented path, with its
documented signature and member kinds, and the behaviour its text describes.

The names and signatures are read from 000_bd871e24840adbaa.txt itself (tests/seeds/
reference.py), so a member the seed lists cannot be forgotten here. The behaviour tests
run on tensorplay and on torch (the `backend` fixture): the seed documents PyTorch's API.
"""

from __future__ import annotations

import importlib
import inspect

import pytest

from .reference import actual_parameters, entries, parameters

ENTRIES = entries()
MEMBERS = [(e, m) for e in ENTRIES for m in e.members]


def _resolve(path: str):
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


def test_the_seed_lists_its_five_entries():
    assert [e.name for e in ENTRIES] == ["once_differentiable", "Function", "FunctionMeta",
                                         "InplaceFunction", "NestedIOFunction"]
    assert len(MEMBERS) == 17


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_entry_at_documented_path(entry):
    obj = _resolve(entry.path)
    assert inspect.isclass(obj) == entry.is_class
    assert obj.__name__ == entry.name
    if entry.params is not None:
        assert actual_parameters(obj) == parameters(entry.params)


@pytest.mark.parametrize(("entry", "member"), MEMBERS,
                         ids=[f"{e.name}.{m.name}" for e, m in MEMBERS])
def test_member_kind_and_signature(entry, member):
    cls = _resolve(entry.path)
    raw = inspect.getattr_static(cls, member.name)
    expected = parameters(member.params)
    if member.kind == "classmethod":
        assert isinstance(raw, classmethod)
        got = actual_parameters(getattr(cls, member.name))  # bound: without cls
    elif member.kind == "static":
        assert isinstance(raw, staticmethod)
        got = actual_parameters(getattr(cls, member.name))
    else:  # a plain method (FunctionMeta.mro: called on a Function class)
        assert callable(raw)
        got = actual_parameters(raw)[1:]  # without self
    assert got == expected


def test_function_ctx_methods_match_torch(torch):
    """The ctx a Function's methods get offers torch's FunctionCtx methods, same parameters."""
    import tensorplay.autograd.function as F

    names = ["save_for_backward", "save_for_forward", "mark_dirty", "mark_non_differentiable",
             "set_materialize_grads", "mark_shared_storage"]
    for name in names:
        ours = actual_parameters(getattr(F.FunctionCtx, name))
        theirs = actual_parameters(getattr(torch.autograd.function.FunctionCtx, name))
        assert ours == theirs, name


# ───────────────────────── documented behaviour, on both backends ─────────────────────────

def _mul3(tp):
    class Mul3(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 3

        @staticmethod
        def backward(ctx, g):
            return g * 3

    return Mul3


def test_once_differentiable_backward_runs_without_grad(backend):
    tp = backend
    seen = {}

    class Square(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        @tp.autograd.function.once_differentiable
        def backward(ctx, g):
            seen["grad_enabled"] = tp.is_grad_enabled()
            seen["g_requires_grad"] = g.requires_grad
            (x,) = ctx.saved_tensors
            return 2 * x * g

    x = tp.tensor([1.5, -2.0], dtype=tp.float64, requires_grad=True)
    (gx,) = tp.autograd.grad(Square.apply(x).sum(), x, create_graph=True)
    assert seen == {"grad_enabled": False, "g_requires_grad": False}
    assert gx.tolist() == [3.0, -4.0]
    assert not gx.requires_grad  # the incoming gradient did not require grad: nothing to mark
    v = tp.ones(2, dtype=tp.float64, requires_grad=True)
    (gx,) = tp.autograd.grad(Square.apply(x), x, grad_outputs=v, create_graph=True)
    assert gx.requires_grad
    with pytest.raises(RuntimeError, match="once_differentiable"):
        gx.sum().backward()


def test_both_forward_styles(backend):
    """Usage 1: forward(ctx, ...); usage 2: forward(...) plus setup_context."""
    tp = backend

    class Legacy(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x, k):
            ctx.k = k
            return x * k

        @staticmethod
        def backward(ctx, g):
            return g * ctx.k, None

    class Combined(tp.autograd.Function):
        @staticmethod
        def forward(x, k):
            return x * k

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.k = inputs[1]

        @staticmethod
        def backward(ctx, g):
            return g * ctx.k, None

    for fn in (Legacy, Combined):
        x = tp.tensor([1.0, 2.0], requires_grad=True)
        fn.apply(x, 4.0).sum().backward()
        assert x.grad.tolist() == [4.0, 4.0]


def test_apply_computes_needs_input_grad_before_forward(backend):
    tp = backend
    seen = []

    class Probe(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            seen.append(ctx.needs_input_grad)
            return x * y

        @staticmethod
        def backward(ctx, g):
            return g, g

    Probe.apply(tp.ones(2, requires_grad=True), tp.ones(2))
    assert seen == [(True, False)]


def test_node_named_after_the_function(backend):
    """FunctionMeta names the node class "<Cls>Backward"."""
    tp = backend
    Mul3 = _mul3(tp)
    out = Mul3.apply(tp.ones(2, requires_grad=True))
    assert out.grad_fn.name() == "Mul3Backward"
    assert isinstance(Mul3, tp.autograd.function.FunctionMeta)


def test_jvp_gets_one_tangent_per_input(backend):
    """jvp runs when an input carries a tangent; a non-tensor input's entry is None (a tensor
    input without a tangent gets zeros, as in PyTorch)."""
    tp = backend
    fwAD = tp.autograd.forward_ad
    seen = []

    class Scale(tp.autograd.Function):
        @staticmethod
        def forward(ctx, x, y, k):
            return x * y * k

        @staticmethod
        def backward(ctx, g):
            raise AssertionError("not called")

        @staticmethod
        def jvp(ctx, xt, yt, kt):
            seen.append((xt.tolist(), yt.tolist(), kt))
            return xt * 2.0

    with fwAD.dual_level():
        x = fwAD.make_dual(tp.ones(2), tp.tensor([1.0, 2.0]))
        out = Scale.apply(x, tp.ones(2), 2.0)
        assert fwAD.unpack_dual(out).tangent.tolist() == [2.0, 4.0]
    assert seen == [([1.0, 2.0], [0.0, 0.0], None)]


def test_inplace_function_with_mark_dirty(backend):
    tp = backend

    class AddOne(tp.autograd.function.InplaceFunction):
        @staticmethod
        def forward(ctx, x):
            x.add_(1)
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, g):
            return g

    a = tp.tensor([1.0, 2.0], requires_grad=True)
    b = a.clone()
    out = AddOne.apply(b)
    assert out is b and b.tolist() == [2.0, 3.0]
    (out * out).sum().backward()
    assert a.grad.tolist() == [4.0, 6.0]


def test_nested_io_function_kept_for_import_compatibility(backend):
    tp = backend
    from_module = tp.autograd.function.NestedIOFunction
    assert issubclass(from_module, tp.autograd.Function)
    assert callable(from_module.apply)


def test_vmap_staticmethod_is_provided(backend):
    tp = backend
    assert inspect.signature(tp.autograd.Function.vmap).parameters.keys() == {"info", "in_dims", "args"}
