"""The "compiled" column of the op harness: every sample of every op in the spec
(tests/ops/_opinfo.py, generated from ops.yaml), compiled alone and inside a small chain
(`op(...)` then `* 2 + 1` on its float outputs), gives eager's values, dtypes and gradients —
on the trace, and on the replays: the graph module (backend "eager", and "inductor" when a
gradient is needed) and the inductor backend's straight-line kernel path (no gradient).

Compiled and eager run the same kernels in the same order, so values are compared bit for bit,
in float64 and in float32 — except where the inductor backend ran a fused C loop
(tensorplay/compiler/cfuse.py), whose libm calls may differ from NumPy's in the last bit: those
replays are compared with the oracle's tolerances (tests/oracle/compare.py). A graph break (the call runs eagerly) is accepted only for the ops
listed in BREAKS, where eager itself reads a tensor's value in Python; any other break, or a
listed op that stops breaking, fails. The whole table runs in about 15 s.
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.func._pytree import tree_flatten
from tests.ops._opinfo import OPINFO
from tests.ops.samples import build, differentiable_positions, function

# ops whose eager run reads a value out of a tensor in Python: a graph break is correct there
BREAKS = {
    "allclose": "answers with a Python bool read from the tensors",
    "equal": "answers with a Python bool read from the tensors",
    "repeat_interleave.Tensor": "the repeats tensor's values decide the output shape (tolist)",
    "repeat_interleave.self_Tensor": "the repeats tensor's values decide the output shape "
                                     "(item / tolist)",
    "index": "a tensor index: its values become the NumPy indexing key (a bool mask also "
             "decides the output shape)",
    "index_put": "a tensor index: its values become the NumPy indexing key",
    "gaussian_nll_loss": "checks `var` for negative entries in Python (bool(tensor)), as "
                         "PyTorch does before computing",
    "tensor_split.tensor_indices_or_sections": "the split points tensor's values decide the "
                                               "output shapes (tolist)",
}
# fused composites with a NumPy fused path that differ from their body in the last bits: the
# trace runs the body (a transform level is active), eager the fused time loop
ROUNDING = {"lstm_layer": "fused NumPy time loop vs the per-step body",
            "gru_layer": "fused NumPy time loop vs the per-step body"}
# ops whose eager backward is a fused kernel (ops.yaml `fused_backward:`) while the inductor
# backend's compiled backward (tensorplay/compiler/aot.py) runs their formulas: equal to rounding
GRAD_ROUNDING = {"_lstm_gates": "fused NumPy backward kernel vs the backward formulas",
                 **{name: "eager's C backward loop (libm exp, tp_digamma) vs the backward formulas"
                    for name in ("erfinv", "lgamma", "digamma")}}

CASES = [pytest.param(info, i, id=f"{info['name']}-{i}")
         for info in OPINFO for i in range(len(info["samples"]))]
BACKENDS = ["eager", "inductor"]


def _chain(out):
    """`out * 2 + 1` on every float tensor of the op's result (others pass through)."""
    outs = out if isinstance(out, tuple | list) else (out,)
    return tuple(o * 2 + 1 if isinstance(o, tp.Tensor) and o.is_floating_point() else o
                 for o in outs)


def _program(info, kwargs, chain: bool):
    fn = function(info)

    def program(*args):
        out = fn(*args, **kwargs)
        return _chain(out) if chain else out

    return program


# the oracle's tolerances (tests/oracle/compare.py), for a fused C loop's replays
FUSED_TOL = {tp.float64: (1e-12, 1e-13), tp.float32: (2e-5, 1e-6)}


def _fused(compiled) -> bool:
    return any(getattr(e.runner, "kernels", None) for e in compiled.entries.values())


def _assert_same(got, expected, what: str, fused: bool = False) -> None:
    g, e = tree_flatten(got)[0], tree_flatten(expected)[0]
    assert len(g) == len(e), f"{what}: {len(g)} outputs vs eager's {len(e)}"
    for u, v in zip(g, e):
        if not isinstance(v, tp.Tensor):
            assert type(u) is type(v) and (u == v or (u != u and v != v)), f"{what}: {u!r} vs {v!r}"
            continue
        assert isinstance(u, tp.Tensor), f"{what}: {type(u).__name__} where eager has a Tensor"
        assert (u.dtype, tuple(u.shape)) == (v.dtype, tuple(v.shape)), \
            f"{what}: {u.dtype}{tuple(u.shape)} vs eager's {v.dtype}{tuple(v.shape)}"
        name = what.split()[0]
        if name in ROUNDING or (name in GRAD_ROUNDING and "gradient" in what):  # reviewed: rounding only (float64 1e-12, float32 1e-5)
            tol = 1e-12 if v.dtype == tp.float64 else 1e-5
            np.testing.assert_allclose(u.detach().numpy(), v.detach().numpy(), rtol=tol,
                                       atol=tol, err_msg=what)
            continue
        if fused and v.dtype in FUSED_TOL:
            rtol, atol = FUSED_TOL[v.dtype]
            np.testing.assert_allclose(u.detach().numpy(), v.detach().numpy(), rtol=rtol,
                                       atol=atol, err_msg=what)
            continue
        np.testing.assert_array_equal(u.detach().numpy(), v.detach().numpy(), err_msg=what)


def _check_breaks(info, compiled) -> None:
    breaks = [b for entry in compiled.entries.values() for b in entry.breaks]
    name = info["name"]
    if name in BREAKS:
        return  # reviewed: eager reads a value here (a sample without a tensor key may not)
    assert not breaks, f"{name}: unexpected graph break: {breaks[0]}"


def _run(info, i, backend: str, chain: bool, dtype) -> None:
    """Fresh inputs for every call (an in-place op writes them): eager's, then the trace's
    and two replays'. Where eager raises, every compiled call raises the same class."""
    sample = info["samples"][i]
    args, kwargs = build(info, sample, dtype=dtype)
    program = _program(info, kwargs, chain)
    tp.manual_seed(0)  # a random op draws the same numbers in every run
    try:
        expected = program(*args)
    except Exception as error:  # its class is what every compiled call must raise
        compiled = tp.compile(program, backend=backend)
        for _ in range(2):
            with pytest.raises(type(error)):
                compiled(*build(info, sample, dtype=dtype)[0])
        return
    compiled = tp.compile(program, backend=backend)
    for call in ("trace", "replay", "second replay"):
        tp.manual_seed(0)
        got = compiled(*build(info, sample, dtype=dtype)[0])
        _assert_same(got, expected, f"{info['name']} {backend} {call}", _fused(compiled))
    _check_breaks(info, compiled)


@pytest.mark.parametrize("chain", [False, True], ids=["alone", "chain"])
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(("info", "i"), CASES)
def test_compiled_forward_equals_eager(info, i, backend, chain):
    """No gradient needed: the inductor replays take the straight-line kernel path."""
    if info["skip"].get("forward"):
        pytest.skip(f"{info['name']}: {info['skip']['forward']}")
    _run(info, i, backend, chain, np.float64)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(("info", "i"), CASES)
def test_compiled_float32_equals_eager(info, i, backend):
    if info["skip"].get("forward"):
        pytest.skip(f"{info['name']}: {info['skip']['forward']}")
    _run(info, i, backend, True, np.float32)


def _loss(out) -> tp.Tensor:
    """A scalar of every float output, weighted so each element's gradient differs."""
    total = None
    for o in tree_flatten(out)[0]:
        if isinstance(o, tp.Tensor) and o.is_floating_point() and o.requires_grad:
            term = (o * o).sum() + o.sum()
            total = term if total is None else total + term
    return total


def _grads(program, args, positions):
    leaves = [a.detach().requires_grad_() if p in positions else a for p, a in enumerate(args)]
    tp.manual_seed(0)
    loss = _loss(program(*leaves))
    if loss is None:
        return None
    inputs = [leaves[p] for p in positions]
    return tp.autograd.grad(loss, inputs, allow_unused=True, materialize_grads=True)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(("info", "i"), CASES)
def test_compiled_gradients_equal_eager(info, i, backend):
    """Inputs that require grad: eager and aot_eager replay through the graph module, and
    autograd records the replayed ops as it records eager ones; inductor runs the joint
    forward/backward graph as one node (to rounding where it ran a fused C loop)."""
    if info["random"] or not any(info["differentiable"]) or info["skip"].get("gradcheck"):
        pytest.skip("random, not differentiable, or no gradient check in the spec")
    args, kwargs = build(info, info["samples"][i])
    positions = [p for p in differentiable_positions(info, args)
                 if isinstance(args[p], tp.Tensor)]
    if not positions:
        pytest.skip("sample has no float tensor input")
    program = _program(info, kwargs, chain=True)
    expected = _grads(program, args, positions)
    if expected is None:
        pytest.skip("no float output")
    compiled = tp.compile(program, backend=backend)
    for call in ("trace", "replay", "second replay"):
        args = build(info, info["samples"][i])[0]  # fresh: an in-place op writes them
        got = _grads(compiled, args, positions)
        _assert_same(got, expected, f"{info['name']} {backend} gradient, {call}",
                     _fused(compiled))
    _check_breaks(info, compiled)


def test_reviewed_breaks_still_break():
    """Each op of BREAKS really breaks on some sample (a stale entry would hide a regression)."""
    stale = []
    for info in OPINFO:
        if info["name"] not in BREAKS:
            continue
        broke = False
        for sample in info["samples"]:
            args, kwargs = build(info, sample)
            compiled = tp.compile(_program(info, kwargs, False), backend="eager")
            compiled(*args)
            broke |= any(entry.runner is None for entry in compiled.entries.values())
        if not broke:
            stale.append(info["name"])
    assert not stale and set(BREAKS) <= {info["name"] for info in OPINFO}, stale
