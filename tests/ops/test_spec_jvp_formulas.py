"""Each op's `jvp:` formula (called directly, as the spec states it) against central
differences: the spec harness for forward-mode formulas, so tensorplay only."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.core import optable as generated
from tests.ops._opinfo import OPINFO

from .samples import build, differentiable_positions, function

_JVP_CASES = [(info, i) for info in OPINFO
              if not info["composite"] and generated.OPS[info["name"]].jvp is not None and not info["random"]
              for i in range(len(info["samples"]))]


@pytest.mark.parametrize(("info", "i"), _JVP_CASES,
                         ids=[f"{info['name']}-{i}" for info, i in _JVP_CASES])
def test_jvp_formula_matches_finite_differences(info, i):
    if "jvp" in info["skip"]:
        pytest.skip(info["skip"]["jvp"])
    op = generated.OPS[info["name"]]
    fn = function(info)
    args, kwargs = build(info, info["samples"][i])
    positions = differentiable_positions(info, args)
    if not positions or any(isinstance(args[p], list) for p in positions):
        pytest.skip("no single float tensor input")
    bound = inspect.signature(fn).bind(*args, **kwargs)
    bound.apply_defaults()
    values = dict(bound.arguments)
    values["self"] = values.pop("input", values.get("self"))
    tensors = [values[n] for n in info["tensors"]]
    params = {n: values[n] for n in info["args"] if n not in info["tensors"]}
    rng = np.random.default_rng(1)
    names = [n for n in info["args"] if n not in info["kwarg_only"]]
    tangent_at = {p: tp.tensor(rng.standard_normal(tuple(args[p].shape))) for p in positions}
    tangents = [tangent_at.get(names.index(n)) if n in names else None for n in info["tensors"]]
    result = fn(*args, **kwargs)
    jvp = op.jvp(tuple(tangents), *tensors, result, **params)
    k = 0
    if isinstance(jvp, tuple):  # a {result:} formula of a multi-output op: its first tangent
        k = next(j for j, t in enumerate(jvp) if t is not None)
        jvp = jvp[k]
    first = result[k] if isinstance(result, tuple) else result

    def at(eps):
        moved = list(args)
        for p in positions:
            moved[p] = tp.tensor(args[p].numpy() + eps * tangent_at[p].numpy())
        out = fn(*moved, **kwargs)
        return (out[k] if isinstance(out, tuple) else out).numpy()

    eps = 1e-6
    with np.errstate(invalid="ignore"):
        numeric = (at(eps) - at(-eps)) / (2 * eps)
    assert tuple(jvp.shape) == tuple(first.shape)
    finite = np.isfinite(first.numpy())  # an empty logsumexp is -inf: no derivative there
    np.testing.assert_allclose(jvp.numpy()[finite], numeric[finite], rtol=1e-4, atol=1e-6)
