"""What a graph node keeps for its backward: exactly the tensors its formulas read.

A node saves, per input that needs a gradient, the arguments (and `result`) that
input's `backward:` formula reads — nothing else — and checks only those for
in-place changes. The saved values are visible as `grad_fn._saved_<name>`, as in
PyTorch; the comparisons below run the same code on torch.
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tests.ops._opinfo import OPINFO

from ..ops.samples import build, function
from ..ops.test_spec_ops import _differentiable_case


def _saved_tensor_names(m, node) -> list[str]:
    names = []
    for a in dir(node):
        if a.startswith("_saved_") and isinstance(getattr(node, a), m.Tensor):
            names.append(a)
    return sorted(names)


# category -> (op, function of (module, *tensors), input shapes); names and formulas align
# with PyTorch's derivatives.yaml for these. (PyTorch saves `result` whenever some formula
# reads it; tensorplay only when the formula of an input that needs a gradient does, so
# pow(Tensor, Tensor) with a constant exponent differs and is not listed.)
CASES = {
    "pointwise": [("sin", lambda m, a: a.sin(), [(3,)]),
                  ("exp", lambda m, a: a.exp(), [(3,)]),
                  ("tanh", lambda m, a: a.tanh(), [(3,)]),
                  ("sqrt", lambda m, a: a.sqrt(), [(3,)]),
                  ("pow", lambda m, a: a.pow(2), [(3,)]),
                  ("neg", lambda m, a: -a, [(3,)])],
    "binary": [("mul", lambda m, a, b: a * b, [(3,), (3,)]),
               ("div", lambda m, a, b: a / b, [(3,), (3,)]),
               ("add", lambda m, a, b: a + b, [(3,), (3,)]),
               ("atan2", lambda m, a, b: m.atan2(a, b), [(3,), (3,)]),
               ("maximum", lambda m, a, b: m.maximum(a, b), [(3,), (3,)])],
    "reduction": [("sum", lambda m, a: a.sum(), [(2, 3)]),
                  ("mean", lambda m, a: a.mean(1), [(2, 3)]),
                  ("amax", lambda m, a: a.amax(1), [(2, 3)]),
                  ("logsumexp", lambda m, a: a.logsumexp(1), [(2, 3)]),
                  ("var", lambda m, a: a.var(1), [(2, 3)]),
                  ("norm", lambda m, a: a.norm(), [(2, 3)])],
    "shape": [("reshape", lambda m, a: a.reshape(6), [(2, 3)]),
              ("transpose", lambda m, a: a.transpose(0, 1), [(2, 3)]),
              ("cat", lambda m, a, b: m.cat([a, b]), [(2, 3), (2, 3)])],
    "indexing": [("index", lambda m, a: a[m.tensor([0, 1])], [(2, 3)]),
                 ("where", lambda m, a, b: m.where(a > 1, a, b), [(3,), (3,)])],
    "linalg": [("outer", lambda m, a, b: m.outer(a, b), [(3,), (2,)])],
    "nn": [("relu", lambda m, a: a.relu(), [(3,)]),
           ("sigmoid", lambda m, a: a.sigmoid(), [(3,)]),
           ("gelu", lambda m, a: m.nn.functional.gelu(a), [(3,)]),
           ("binary_cross_entropy", lambda m, a, b: m.nn.functional.binary_cross_entropy(a / 2, b / 2),
            [(3,), (3,)])],
}
ROWS = [(cat, name, fn, shapes, req)
        for cat, rows in CASES.items() for name, fn, shapes in rows
        for req in ([(True,) * len(shapes)] + ([(True, False), (False, True)] if len(shapes) == 2 else []))]


@pytest.mark.parametrize(("category", "name", "fn", "shapes", "req"), ROWS,
                         ids=[f"{r[0]}-{r[1]}-{''.join('1' if q else '0' for q in r[4])}" for r in ROWS])
def test_saved_tensors_match_pytorch(torch, category, name, fn, shapes, req):
    values = [np.random.default_rng(i).uniform(0.5, 1.5, s) for i, s in enumerate(shapes)]
    got = {}
    for m in (tp, torch):
        ts = [m.tensor(v, requires_grad=r) for v, r in zip(values, req)]
        got[m.__name__] = _saved_tensor_names(m, fn(m, *ts).grad_fn)
    assert got["tensorplay"] == got["torch"]


def test_a_composite_op_records_the_ops_of_its_body():
    """mm and mse_loss are composites (their body is tensorplay ops): the graph holds the nodes
    of that body — matmul saving both operands, the loss's mean over its elementwise squared
    error (`_mse_elementwise`, one node with PyTorch's mse derivatives) — not a node of their
    own as in PyTorch."""
    a = tp.tensor(np.ones((2, 3)), requires_grad=True)
    b = tp.tensor(np.ones((3, 4)), requires_grad=True)
    node = tp.mm(a, b).grad_fn
    assert node.name() == "MatmulBackward0"
    assert node._saved_self is a and node._saved_other is b
    loss = tp.nn.functional.mse_loss(a, tp.zeros(2, 3))
    assert loss.grad_fn.name() == "MeanBackward0"
    assert loss.grad_fn.next_functions[0][0].name() == "MseElementwiseBackward0"


def test_saved_values_are_the_inputs_and_output(backend):
    tp = backend
    a = tp.tensor([0.5, 1.0, 2.0], requires_grad=True)
    b = tp.tensor([3.0, 4.0, 5.0])
    y = a * b
    assert (y.grad_fn._saved_other == b).all()
    e = a.exp()
    assert (e.grad_fn._saved_result == e).all()
    assert getattr(y.grad_fn, "_saved_self", None) is None  # b needs no gradient: a is not kept


def test_division_by_a_number_saves_nothing_an_inplace_add_changes(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0, 3.0], requires_grad=True)
    b = (x * 3) / 2
    b += 1
    b.sum().backward()
    assert x.grad.tolist() == [1.5, 1.5, 1.5]


def test_inplace_change_of_a_saved_input_raises(backend):
    tp = backend
    x = tp.tensor([1.0, 2.0], requires_grad=True)
    a = x * 1
    y = a.sin()  # saves a
    a.add_(1)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()


def test_unneeded_input_is_not_saved_nor_checked(backend):
    tp = backend
    w = tp.tensor([1.0, 2.0], requires_grad=True)
    c = tp.tensor([3.0, 4.0])
    y = w * c  # only w needs a gradient: its formula reads c, not w
    w_copy = w.detach()
    w_copy.add_(1)  # bumps w's version counter
    y.sum().backward()
    assert w.grad.tolist() == [3.0, 4.0]


def _per_input_cases():
    out = []
    for info in OPINFO:
        if sum(info["differentiable"]) < 2 or info["random"]:
            continue
        out.extend((info, i) for i in range(len(info["samples"])))
    return out


PER_INPUT = _per_input_cases()


@pytest.mark.parametrize(("info", "i"), PER_INPUT, ids=[f"{c[0]['name']}-{c[1]}" for c in PER_INPUT])
def test_each_input_alone_gets_its_gradient_from_what_was_saved_for_it(info, i):
    """With one input needing a gradient the node saves only that input's names; its
    gradient must equal the one computed when every input needs one."""
    if "gradcheck" in info["skip"]:
        pytest.skip(info["skip"]["gradcheck"])
    f, flat = _differentiable_case(info, i)
    if len(flat) < 2:
        pytest.skip("one float input in this sample")
    out = f(*flat)
    outs = [o for o in (out if isinstance(out, tuple | list) else [out])
            if isinstance(o, tp.Tensor) and o.requires_grad]
    if not outs:
        pytest.skip("no differentiable output")
    cot = [tp.tensor(np.random.default_rng(0).standard_normal(tuple(o.shape))) for o in outs]
    full = tp.autograd.grad(outs, flat, cot, allow_unused=True, materialize_grads=True)
    for k in range(len(flat)):
        alone = [t.detach().requires_grad_(j == k) for j, t in enumerate(flat)]
        out_k = f(*alone)
        outs_k = [o for o in (out_k if isinstance(out_k, tuple | list) else [out_k])
                  if isinstance(o, tp.Tensor) and o.is_floating_point()]
        used = [(o, c) for o, c in zip(outs_k, cot) if o.requires_grad]
        if not used:
            assert not full[k].abs().sum().item()
            continue
        (g,) = tp.autograd.grad([o for o, _ in used], [alone[k]], [c for _, c in used],
                                allow_unused=True, materialize_grads=True)
        np.testing.assert_allclose(g.numpy(), full[k].numpy(), rtol=1e-10, atol=1e-12)


LINALG = {"matmul": (lambda m, a, b: a @ b, [(2, 3), (3, 4)]),
          "mm": (lambda m, a, b: m.mm(a, b), [(2, 3), (3, 4)]),
          "bmm": (lambda m, a, b: m.bmm(a, b), [(2, 2, 3), (2, 3, 2)]),
          "mv": (lambda m, a, b: m.mv(a, b), [(2, 3), (3,)]),
          "dot": (lambda m, a, b: m.dot(a, b), [(3,), (3,)])}


@pytest.mark.parametrize("name", list(LINALG))
@pytest.mark.parametrize("which", [0, 1])
def test_a_product_keeps_only_the_operand_the_other_gradient_reads(backend, name, which):
    """With one operand needing a gradient, a matrix product keeps the *other* operand only
    (PyTorch names them _saved_self / _saved_mat2 / _saved_vec / _saved_tensor; tensorplay
    _saved_self / _saved_other): modifying the first in place afterwards is no error."""
    m = backend
    fn, shapes = LINALG[name]
    vals = [np.random.default_rng(i).uniform(0.5, 1.5, s) for i, s in enumerate(shapes)]
    ts = [m.tensor(v, requires_grad=(i == which)) for i, v in enumerate(vals)]
    y = fn(m, *ts)
    saved = [getattr(y.grad_fn, a) for a in _saved_tensor_names(m, y.grad_fn)]
    assert len(saved) == 1 and (saved[0] == ts[1 - which]).all()
    with m.no_grad():
        ts[which].mul_(2)  # bumps its version: no error, the node did not keep it
    y.sum().backward()
    fresh = [m.tensor(v, requires_grad=(i == which)) for i, v in enumerate(vals)]
    (expected,) = m.autograd.grad(fn(m, *fresh).sum(), fresh[which])
    np.testing.assert_allclose(ts[which].grad.numpy(), expected.numpy(), rtol=1e-12)


_ = (build, function)
