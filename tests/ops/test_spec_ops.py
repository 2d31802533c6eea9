"""The spec harness: every ops.yaml entry, every sample, every check.

Adding an op to ops.yaml adds its rows here: forward against NumPy, float32
dtype behaviour, gradcheck and gradgradcheck in float64.
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.core import optable as generated
from tests.ops._opinfo import OPINFO

from . import references
from .samples import build, differentiable_positions, function

CASES = [(info, i) for info in OPINFO for i in range(len(info["samples"]))]
IDS = [f"{info['name']}-{i}" for info, i in CASES]
# ops whose result is float64 by definition (the oracle checks their dtypes against PyTorch)
FLOAT64_BY_DEFINITION = {"float_power", "float_power.inplace"}


def _skip(info, check):
    reason = info["skip"].get(check)
    if reason:
        pytest.skip(f"{info['name']}: {reason} ({info['where']})")


def _raw(x):
    if isinstance(x, tp.Tensor):
        return x._data
    if isinstance(x, list) and x and isinstance(x[0], tp.Tensor):
        return [t._data for t in x]
    if isinstance(x, list) and x and isinstance(x[0], int):
        return x
    return x


def _as_list(out):
    if isinstance(out, tp.Tensor):
        return [out]
    if isinstance(out, tuple | list):
        return [o for o in out if isinstance(o, tp.Tensor)]
    return []


def _kernel_reference(info, args, kwargs):
    from tensorplay.dispatch.inplace import index_arg

    op = generated.OPS.get(info["name"]) or generated.FUSED[info["name"]]
    kernel = op.kernel  # the generated `_<op>_kernel`, or the NumPy ufunc itself
    names = [n for n in info["args"] if n not in info["kwarg_only"]]
    call = dict(zip(names, args))
    call.update(kwargs)
    for n, typ in zip(info["args"], info["types"]):
        if typ == "Index" and n in call:
            call[n] = index_arg(call[n])
        if n in call and n in ("shape", "size", "dims") and isinstance(call[n], list):
            call[n] = tuple(call[n])
    full = {}
    for n, typ in zip(info["args"], info["types"]):
        if typ == "Device?":  # checked by the public function, never passed to the kernel
            continue
        full[n] = _raw(call[n]) if n in call else _default(info, n)
    # as the runtime calls it: the tensors positionally, the other arguments by name
    tensors = [full.pop(n) for n, typ in zip(info["args"], info["types"])
               if typ.startswith("Tensor") and n in full]
    return kernel(*tensors, **full)


def _default(info, name):
    import inspect

    fn = function(info)
    params = inspect.signature(fn).parameters
    p = params.get(name) or params.get("input")
    return p.default if p is not None and p.default is not inspect.Parameter.empty else None


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_forward_matches_numpy(info, i):
    _skip(info, "forward")
    if info["random"]:
        pytest.skip("random op: checked by its own tests")
    args, kwargs = build(info, info["samples"][i])
    out = function(info)(*args, **kwargs)
    if info["reference"]:
        env = {"np": np, **vars(references)}
        names = [n for n in info["args"] if n not in info["kwarg_only"]]
        env.update({n: _default(info, n) for n in info["args"]})
        env.update({n: _raw(a) for n, a in zip(names, args)})
        env.update({k: _raw(v) for k, v in kwargs.items()})
        expected = eval(info["reference"], env)
    else:
        expected = _kernel_reference(info, args, kwargs)
    if info["outputs"] == "value":  # a Python value (allclose, equal): same value and type
        assert out == expected and type(out) is type(expected), f"{info['name']}: {out!r}"
        return
    outs = _as_list(out)
    exp = list(expected) if info["outputs"] in ("tuple", "list") else [expected]
    assert len(outs) == len(exp)
    tol = info["tol"]
    for o, e in zip(outs, exp):
        e = np.asarray(e)
        assert tuple(o.shape) == e.shape, f"{info['name']}: shape {tuple(o.shape)} vs {e.shape}"
        np.testing.assert_allclose(o._data, e, rtol=tol.get("rtol", 1e-7), atol=tol.get("atol", 1e-10),
                                   err_msg=f"{info['name']} ({info['where']})")


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_float32_stays_float32(info, i):
    """A float32 input gives a float32 result (no silent upcast to float64)."""
    _skip(info, "forward")
    if info["random"] or not info["tensors"] or "dtype" in info["samples"][i]:
        pytest.skip("no tensor input, or an explicit dtype")
    if info["name"] in FLOAT64_BY_DEFINITION:
        pytest.skip("computes in float64 whatever its inputs, as in PyTorch")
    args, kwargs = build(info, info["samples"][i], dtype=np.float32)
    out = function(info)(*args, **kwargs)
    for o in _as_list(out):
        if o.is_floating_point():
            assert o.dtype is tp.float32, f"{info['name']} returned {o.dtype} for float32 input"


def _flat_inputs(info, args):
    """The differentiable tensors of `args` (flattening tensor lists) and a rebuilder."""
    positions = differentiable_positions(info, args)
    flat, layout = [], []
    for p in positions:
        a = args[p]
        if isinstance(a, list):
            layout.append((p, len(a)))
            flat.extend(a)
        else:
            layout.append((p, None))
            flat.append(a)
    flat = [t.detach().requires_grad_() for t in flat]

    def rebuild(*ts):
        new = list(args)
        k = 0
        for p, n in layout:
            if n is None:
                new[p] = ts[k]
                k += 1
            else:
                new[p] = list(ts[k:k + n])
                k += n
        return new

    return flat, rebuild


def _differentiable_case(info, i):
    if info["random"]:
        pytest.skip("random op")
    if not any(info["differentiable"]):
        pytest.skip("not differentiable")
    args, kwargs = build(info, info["samples"][i])
    flat, rebuild = _flat_inputs(info, args)
    if not flat:
        pytest.skip("sample has no float tensor input")
    fn = function(info)

    def f(*ts):
        return fn(*rebuild(*ts), **kwargs)

    return f, flat


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_gradcheck(info, i):
    _skip(info, "gradcheck")
    f, flat = _differentiable_case(info, i)
    tol = info["tol"]
    assert tp.autograd.gradcheck(f, flat, atol=tol.get("grad_atol", 1e-5), rtol=tol.get("grad_rtol", 1e-3))


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_gradgradcheck(info, i):
    _skip(info, "gradgradcheck")
    f, flat = _differentiable_case(info, i)
    tol = info["tol"]
    assert tp.autograd.gradgradcheck(f, flat, atol=tol.get("grad_atol", 1e-5), rtol=tol.get("grad_rtol", 1e-3))


def test_every_op_has_samples():
    missing = [info["name"] for info in OPINFO if not info["samples"]]
    assert not missing, f"ops without test samples in ops.yaml: {missing}"
