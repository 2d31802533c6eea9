"""tp.compile's API, stated as PyTorch's and run on both libraries: compilations counted with
a custom backend (PyTorch's protocol `backend(gm, example_inputs)`), the recompilations a
guard miss causes, graph breaks and fullgraph=True, errors, OptimizedModule."""

import pytest

from tests.torch_oracle import wording


def _counting(calls: list):
    def backend(gm, example_inputs):
        calls.append(len(example_inputs))
        return gm.forward
    return backend


def test_one_compilation_per_guard_key(backend):
    tp = backend
    tp.compiler.reset()
    calls = []
    f = tp.compile(lambda x: (x * 2).sin() + 1, backend=_counting(calls), dynamic=False)
    x = tp.randn(3)
    expected = (x * 2).sin() + 1
    assert tp.equal(f(x), expected)
    assert tp.equal(f(x), expected)
    assert calls == [1]
    f(tp.randn(4))  # a new shape
    assert len(calls) == 2
    f(x.double())  # a new dtype
    assert len(calls) == 3
    f(tp.randn(3, requires_grad=True))  # requires_grad is guarded
    assert len(calls) == 4
    with tp.no_grad():  # so is grad mode
        f(x)
    assert len(calls) == 5
    f(x)
    assert len(calls) == 5


def test_decorator_forms(backend):
    tp = backend
    tp.compiler.reset()

    @tp.compile(backend="eager")
    def f(x):
        return x.cos()

    @tp.compile
    def g(x):
        return x.exp()

    x = tp.randn(2, 3)
    assert tp.equal(f(x), x.cos())
    assert f.__name__ == "f"
    assert tp.equal(tp.compile(lambda x: x.exp(), backend="eager")(x), x.exp())
    assert callable(g)


def test_data_dependent_branch_both_ways(backend):
    tp = backend
    tp.compiler.reset()

    def f(x):
        if x.sum() > 0:
            return x + 1
        return x - 1

    cf = tp.compile(f, backend="eager")
    pos, neg = tp.ones(3), -tp.ones(3)
    assert tp.equal(cf(pos), pos + 1)
    assert tp.equal(cf(neg), neg - 1)
    assert tp.equal(cf(pos), pos + 1)


def test_fullgraph_raises_naming_the_line(backend):
    tp = backend
    tp.compiler.reset()

    def f(x):
        if x.sum() > 0:
            return x + 1
        return x - 1

    with pytest.raises(RuntimeError, match=r"x\.sum\(\) > 0") as info:
        tp.compile(f, fullgraph=True, backend="eager")(tp.ones(3))
    assert type(info.value).__name__ == "Unsupported"


def test_unknown_backend_and_mode(backend):
    tp = backend
    with pytest.raises(RuntimeError, match="Invalid backend: 'nope'") as info:
        tp.compile(lambda x: x, backend="nope")
    assert type(info.value).__name__ == "InvalidBackend"
    with pytest.raises(RuntimeError, match=wording(tp, "Unrecognized mode=nope, should be one of: default")):
        tp.compile(lambda x: x, mode="nope")
    with pytest.raises(RuntimeError, match="Either mode or options can be specified"):
        tp.compile(lambda x: x, mode="default", options={})


def test_optimized_module(backend):
    tp = backend
    tp.compiler.reset()
    m = tp.nn.Linear(3, 2)
    cm = tp.compile(m, backend="eager")
    assert isinstance(cm, tp.nn.Module)
    assert cm._orig_mod is m
    assert list(cm.state_dict()) == ["_orig_mod.weight", "_orig_mod.bias"]
    assert cm.weight is m.weight  # attributes reach the original
    assert [p is q for p, q in zip(cm.parameters(), m.parameters())] == [True, True]
    x = tp.randn(4, 3)
    assert tp.equal(cm(x), m(x))


def test_module_compile_in_place(backend):
    tp = backend
    tp.compiler.reset()
    m = tp.nn.Linear(3, 2)
    x = tp.randn(4, 3)
    expected = m(x)
    assert m.compile(backend="eager") is None
    assert type(m) is tp.nn.Linear
    assert list(m.state_dict()) == ["weight", "bias"]
    assert tp.equal(m(x), expected)
    assert tp.equal(m(x), expected)
