"""tensorplay.func.debug.trace: one printed line per op per interpreter level."""

from __future__ import annotations

import doctest
import io

import numpy as np

import tensorplay as tp
import tensorplay.func.debug as debug
from tensorplay.dispatch import dispatcher as _dispatch
from tensorplay.func import grad, jvp, vmap
from tensorplay.func.debug import trace


def _f(w, x):
    return (w * x).sum().sin()


def test_vmap_of_grad_levels_and_shapes():
    w = tp.tensor([1.0, 2.0, 3.0])
    xs = tp.randn(4, 3)
    out = io.StringIO()
    with trace(file=out) as lines:
        g = vmap(grad(_f), in_dims=(None, 0))(w, xs)
    printed = out.getvalue().splitlines()
    assert printed == lines
    # The forward mul: grad (level 2) first, then vmap (level 1), then one NumPy call on the batch.
    # grad wraps its non-differentiated argument x too (a level-2 tensor needing no gradient).
    assert printed[:3] == [
        "L2 grad  mul  ([3]@L2, [3]@L2)",
        "  L1 vmap  mul  ([3], [3]@L1)",
        "    base  mul  ([3], [4, 3])",
    ]
    # The backward sweep runs after the grad level popped: only vmap and the base level.
    after = [line.strip() for line in lines[lines.index("    base  sin  ([4])") + 1:]]
    assert after and not any(line.startswith("L2") for line in after)
    assert "L1 vmap  cos  ([]@L1)" in after
    # Tracing changes nothing about the result.
    expected = np.cos((w.numpy() * xs.numpy()).sum(axis=1))[:, None] * xs.numpy()
    np.testing.assert_allclose(g.numpy(), expected, rtol=1e-5)


def test_echo_false_collects_silently(capsys):
    with trace(echo=False) as lines:
        grad(lambda x: x.sin().sum())(tp.ones(3))
    assert capsys.readouterr().out == ""
    assert lines == ["L1 grad  sin  ([3]@L1)", "  base  sin  ([3])",
                     "L1 grad  sum  ([3]@L1)", "  base  sum  ([3])"]


def test_jvp_and_no_transform():
    with trace(file=io.StringIO()) as lines:
        tp.ones(2).sin()  # no transform active: nothing shown
    assert lines == []
    with trace(file=io.StringIO()) as lines:
        jvp(lambda x: x.exp(), (tp.zeros(2),), (tp.ones(2),))
    assert lines[0] == "L1 jvp  exp  ([2]@L1)"


def test_patches_are_undone_even_on_error():
    before = {cls: dict(cls.__dict__) for cls in debug._interpreter_classes()}
    base = _dispatch.call_base
    try:
        with trace(file=io.StringIO()):
            grad(lambda x: x.foo())(tp.ones(2))
    except AttributeError:
        pass
    assert _dispatch.call_base is base
    for cls, d in before.items():
        for name in ("process", "process_inplace"):
            assert cls.__dict__.get(name) is d.get(name)


def test_docstring_example():
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in finder.find(trace, "trace", globs={}):
        runner.run(test)
    assert runner.failures == 0
    assert runner.tries > 0
