"""The vmap spec harness: every ops.yaml op, every sample, against a Python loop.

For each op of OPINFO and each of its samples, every combination of
unbatched / in_dim 0 / in_dim -1 over its tensor inputs (at least one batched):
`vmap(op)` must equal calling the op once per sample and stacking. The
per-sample fallback is DISABLED, so an op without a real batching rule fails
here instead of silently looping. vmap of the op's vjp and of its jvp are
checked the same way once tensorplay.func provides vjp / jvp.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.func._vmap import vmap, vmap_fallback_disabled
from tests.ops._opinfo import OPINFO

from ..ops.samples import build, differentiable_positions, function

B = 3
CASES = [(info, i) for info in OPINFO for i in range(len(info["samples"]))]
IDS = [f"{info['name']}-{i}" for info, i in CASES]


def _skip(info, check="vmap"):
    reason = info["skip"].get(check)
    if reason:
        pytest.skip(f"{info['name']}: {reason} ({info['where']})")


def _refused(info, sample, batched) -> bool:
    """torch.func refuses batch_norm training a batched input with unbatched running
    statistics (each sample would update them in place in turn): so does vmap here."""
    return info["name"] == "batch_norm" and bool(sample.get("training")) and "self" in batched and \
        any(sample.get(r) is not None and r not in batched for r in ("running_mean", "running_var"))


def _tensor_positions(info, sample, args) -> list[int]:
    """Positions of the arguments declared Tensor / Tensor? / Tensor[] that hold tensors
    (an `Index` argument may hold a tensor too, but is not mapped)."""
    names = [n for n in info["args"] if n in sample and n not in info["kwarg_only"]]
    types = dict(zip(info["args"], info["types"]))
    out = []
    for p, (name, a) in enumerate(zip(names, args)):
        if not types[name].startswith("Tensor"):
            continue
        if isinstance(a, tp.Tensor) or (isinstance(a, list) and a and isinstance(a[0], tp.Tensor)):
            out.append(p)
    return out


def _batch_of(info, sample, pos, seeds):
    """B different versions of positional argument `pos` (one per seed)."""
    return [build(info, sample, seed=s)[0][pos] for s in seeds]


def _stack_np(values, dim):
    """Physical batched input: the per-sample values stacked at `dim` (0 or -1)."""
    if isinstance(values[0], list):
        return [_stack_np([v[k] for v in values], dim) for k in range(len(values[0]))]
    arr = np.stack([v._data for v in values], axis=0 if dim == 0 else values[0].ndim)
    return tp.tensor(arr)


def _outputs(out) -> list:
    if isinstance(out, tp.Tensor):
        return [out]
    if isinstance(out, tuple | list):
        return [o for o in out if isinstance(o, tp.Tensor)]
    return []


def _assert_matches(info, got, per_sample):
    outs = _outputs(got)
    refs = [_outputs(r) for r in per_sample]
    assert len(outs) == len(refs[0]), f"{info['name']}: number of outputs"
    for k, o in enumerate(outs):
        expected = np.stack([r[k]._data for r in refs])
        assert tuple(o.shape) == expected.shape, \
            f"{info['name']} ({info['where']}): shape {tuple(o.shape)} vs loop {expected.shape}"
        assert o._data.dtype == expected.dtype, f"{info['name']}: dtype {o._data.dtype} vs {expected.dtype}"
        np.testing.assert_allclose(o._data, expected, rtol=1e-10, atol=1e-12,
                                   err_msg=f"{info['name']} ({info['where']})")


def _combos(n):
    """Per tensor argument: None (unbatched), 0 or -1; at least one batched."""
    for dims in itertools.product([None, 0, -1], repeat=n):
        if any(d is not None for d in dims):
            yield dims


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_vmap_matches_loop(info, i):
    """Every batched/unbatched combination and in_dims 0 / -1, fallback disabled."""
    _skip(info)
    if info["random"]:
        pytest.skip("random op: see test_vmap.py randomness tests")
    sample = info["samples"][i]
    args, kwargs = build(info, sample)
    positions = _tensor_positions(info, sample, args)
    if not positions:
        pytest.skip("no tensor input to map over")
    fn = function(info)
    seeds = range(1, B + 1)
    batches = {p: _batch_of(info, sample, p, seeds) for p in positions}
    for dims in _combos(len(positions)):
        dim_of = {p: d for p, d in zip(positions, dims) if d is not None}
        batched = set(dim_of)
        call_args = [(_stack_np(batches[p], dim_of[p]) if p in batched else a)
                     for p, a in enumerate(args)]
        in_dims = tuple(dim_of.get(p) for p in range(len(args)))

        def f(*a):
            return fn(*a, **kwargs)

        names = [n for n in info["args"] if n in sample and n not in info["kwarg_only"]]
        if info["outputs"] == "value" or _refused(info, sample, {names[p] for p in batched}):
            # one Python value per sample, or unbatched running statistics: refused, as torch.func does
            with pytest.raises(RuntimeError, match=r"returns a Python value|were not batched"):
                vmap(f, in_dims=in_dims)(*call_args)
            continue
        with vmap_fallback_disabled():
            got = vmap(f, in_dims=in_dims)(*call_args)
        loop = [fn(*[(batches[p][b] if p in batched else a) for p, a in enumerate(args)], **kwargs)
                for b in range(B)]
        _assert_matches(info, got, loop)


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_nested_vmap_matches_double_loop(info, i):
    """vmap(vmap(op)): the outer level maps dim -1 of the first tensor input, the inner one
    dim 0 of every tensor input (the others are captured from the outer level)."""
    _skip(info)
    if info["random"]:
        pytest.skip("random op")
    sample = info["samples"][i]
    args, kwargs = build(info, sample)
    positions = _tensor_positions(info, sample, args)
    if not positions:
        pytest.skip("no tensor input to map over")
    fn = function(info)
    b1, b2 = 2, 3
    grid = [[build(info, sample, seed=10 * o + k + 1)[0] for k in range(b2)] for o in range(b1)]
    first = positions[0]

    def physical(p):
        inner = [_stack_np([grid[o][k][p] for k in range(b2)], 0) for o in range(b1)]
        return _stack_np(inner, -1 if p == first else 0)

    call_args = [physical(p) if p in positions else a for p, a in enumerate(args)]
    outer_dims = tuple((-1 if p == first else 0) if p in positions else None
                       for p in range(len(args)))
    inner_dims = tuple(0 if p in positions else None for p in range(len(args)))

    def f(*a):
        return fn(*a, **kwargs)

    if info["outputs"] == "value":
        with pytest.raises(RuntimeError, match="returns a Python value"):
            vmap(vmap(f, in_dims=inner_dims), in_dims=outer_dims)(*call_args)
        return
    with vmap_fallback_disabled():
        got = vmap(vmap(f, in_dims=inner_dims), in_dims=outer_dims)(*call_args)
    for o in range(b1):
        loop = [fn(*[(grid[o][k][p] if p in positions else a) for p, a in enumerate(args)],
                   **kwargs) for k in range(b2)]
        _assert_matches(info, [x[o] for x in _outputs(got)], loop)


# ───────────────────────────── vmap of vjp / jvp ─────────────────────────────

def _func_api(name):
    try:
        import tensorplay.func as func
    except ImportError:
        return None
    return getattr(func, name, None)


def _diff_case(info, i):
    _skip(info)
    if info["random"] or not any(info["differentiable"]):
        pytest.skip("random or not differentiable")
    sample = info["samples"][i]
    args, kwargs = build(info, sample)
    positions = [p for p in differentiable_positions(info, args) if isinstance(args[p], tp.Tensor)]
    if not positions:
        pytest.skip("no float tensor input")
    fn = function(info)

    def f(*ts):
        a = list(args)
        for p, t in zip(positions, ts):
            a[p] = t
        return fn(*a, **kwargs)

    seeds = range(1, B + 1)
    primals = [_batch_of(info, sample, p, seeds) for p in positions]
    if _refused(info, sample, {info["args"][p] for p in positions}):
        pytest.skip("torch.func refuses unbatched running statistics (test_vmap_matches_loop)")
    return f, primals


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_vmap_of_vjp_matches_loop(info, i):
    vjp = _func_api("vjp")
    if vjp is None:
        pytest.skip("tensorplay.func.vjp is not available yet")
    _skip(info, "gradcheck")
    f, primals = _diff_case(info, i)
    out0 = f(*[p[0] for p in primals])
    if not isinstance(out0, tp.Tensor) or not out0.is_floating_point():
        pytest.skip("output is not a single float tensor")
    rng = np.random.default_rng(7)
    cts = [tp.tensor(rng.standard_normal(tuple(out0.shape))) for _ in range(B)]

    def pullback(ct, *ps):
        _, fn_vjp = vjp(f, *ps)
        return fn_vjp(ct)

    with vmap_fallback_disabled():
        got = vmap(pullback)(tp.stack(cts) if hasattr(tp, "stack") else _stack_np(cts, 0),
                             *[_stack_np(p, 0) for p in primals])
    loop = [pullback(cts[b], *[p[b] for p in primals]) for b in range(B)]
    got = list(got)
    for k in range(len(primals)):
        expected = np.stack([loop[b][k]._data for b in range(B)])
        np.testing.assert_allclose(got[k]._data, expected, rtol=1e-9, atol=1e-12,
                                   err_msg=f"vmap(vjp({info['name']})) input {k}")


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_vmap_of_jvp_matches_loop(info, i):
    jvp = _func_api("jvp")
    if jvp is None:
        pytest.skip("tensorplay.func.jvp is not available yet")
    if not info.get("has_jvp", True):
        pytest.skip("op has no jvp rule")
    _skip(info, "jvp")
    f, primals = _diff_case(info, i)
    rng = np.random.default_rng(11)
    tangents = [[tp.tensor(rng.standard_normal(tuple(p[0].shape))) for _ in range(B)] for p in primals]

    def push(*pt):
        n = len(pt) // 2
        return jvp(f, tuple(pt[:n]), tuple(pt[n:]))

    with vmap_fallback_disabled():
        got = vmap(push)(*[_stack_np(p, 0) for p in primals], *[_stack_np(t, 0) for t in tangents])
    loop = [push(*[p[b] for p in primals], *[t[b] for t in tangents]) for b in range(B)]
    for k in range(2):  # primal outputs, then tangents (a multi-output op gives several of each)
        for j, o in enumerate(_outputs(got[k])):
            expected = np.stack([_outputs(loop[b][k])[j]._data for b in range(B)])
            np.testing.assert_allclose(o._data, expected, rtol=1e-9, atol=1e-12,
                                       err_msg=f"vmap(jvp({info['name']})) output {k}[{j}]")
