"""vmap's per-sample fallback for an op without a batching rule: a TensorPlay mechanism (PyTorch
has no such user-visible switch), so these tests run on tensorplay only."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import tensorplay as tp
from tensorplay.dispatch.dispatcher import OpDef, bind
from tensorplay.func._vmap import set_vmap_fallback_enabled, vmap, vmap_fallback_disabled


def T(*shape):
    return tp.tensor(np.random.default_rng(0).standard_normal(shape))


def _double_kernel(self):
    return self * 2


_op_norule = OpDef("test_norule", _double_kernel, line=1, tensor_args=("self",), vmap=None)
_op_badrule = OpDef("test_badrule", _double_kernel, line=2, tensor_args=("self",),
                    vmap={"custom": "no_such_rule"})


def test_fallback_warns_once_and_matches():
    x = T(4, 3)
    with pytest.warns(UserWarning, match=r"no batching rule for test_norule.*ops.yaml:1"):
        out = vmap(lambda a: bind(_op_norule, (a,), {}))(x)
    np.testing.assert_allclose(out.numpy(), x.numpy() * 2)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        vmap(lambda a: bind(_op_norule, (a,), {}), in_dims=1)(x)


def test_fallback_disabled_raises_naming_the_missing_rule():
    x = T(4, 3)
    with vmap_fallback_disabled(), pytest.raises(RuntimeError, match="no_such_rule"):
        vmap(lambda a: bind(_op_badrule, (a,), {}))(x)
    old = set_vmap_fallback_enabled(False)
    try:
        with pytest.raises(RuntimeError, match="test_norule"):
            vmap(lambda a: bind(_op_norule, (a,), {}))(x)
    finally:
        set_vmap_fallback_enabled(old)


