"""Linear algebra and shape ops where the differential fuzzer (tests/fuzz) found TensorPlay
answering otherwise than PyTorch, mostly under vmap: 0-d samples of ops that refuse them
eagerly (chunk, narrow, pinv, unfold, broadcast_to), torch.func.jvp's empty-output check, and
the determinant's gradients at singular matrices. Stated once, run on tensorplay and on torch
(the `backend` fixture). Where torch.func's own batching rule answers otherwise than eager
PyTorch (tests/fuzz/known.py TORCH_FAILS), the eager answer is checked on both backends and
tensorplay's vmap against it."""

from __future__ import annotations

import numpy as np
import pytest

from tests.torch_oracle import REQUIRE_TORCH, SKIP_REASON, have_torch

if not have_torch():  # every test compares with PyTorch
    if REQUIRE_TORCH:
        pytest.fail("TENSORPLAY_REQUIRE_TORCH=1 but torch is not importable", pytrace=False)
    pytest.skip(SKIP_REASON, allow_module_level=True)

import tensorplay as tp

NAN, INF = float("nan"), float("inf")


def _t(lib, values):
    return lib.tensor(np.asarray(values, dtype=np.float64))


def _raises(fn) -> str | None:
    try:
        fn()
    except Exception as exc:  # the class is what is compared
        return type(exc).__name__.lstrip("_")
    return None


# ───────────────────────────── vmap of 0-d samples ─────────────────────────────

@pytest.mark.parametrize("call, error", [
    (lambda lib, v: lib.chunk(v, 3, -1), "RuntimeError"),  # chunk expects at least a 1-d tensor
    (lambda lib, v: lib.narrow(v, 0, 4, 0), "RuntimeError"),  # narrow() cannot be applied to a 0-dim
    (lambda lib, v: lib.linalg.pinv(v, atol=1e-8), "IndexError"),  # Dimension specified as -2
    (lambda lib, v: v.unfold(0, 2, 1), "RuntimeError"),  # maximum size ... is 1 but size is 2
])
def test_vmap_of_a_0d_sample_raises_eagers_error(backend, call, error):
    """The rules ran the op on the batch as if the sample had a dim (chunk and narrow then
    failed on the batch dim with IndexError, unfold cut windows across the samples); a 0-d
    sample now gets the op's own eager check first."""
    lib = backend
    assert _raises(lambda: call(lib, _t(lib, 2.5))) == error
    assert _raises(lambda: lib.func.vmap(lambda v: call(lib, v))(_t(lib, [1.0, 2.0, 3.0]))) == error


def test_vmap_unfold_of_0d_samples_is_each_samples_unfold(backend):
    """A 0-d sample unfolds to one window of one element: (3,) samples give (3, 1)."""
    lib = backend
    x = _t(lib, [1.5, -2.0, 3.0])
    for dim in (0, -1):
        out = lib.func.vmap(lambda v, d=dim: v.unfold(d, 1, 1))(x)
        assert tuple(out.shape) == (3, 1)
        np.testing.assert_array_equal(out.numpy(), [[1.5], [-2.0], [3.0]])
    # size 1 with step 2: still one window per sample (the batch dim is not stepped over)
    assert tuple(tp.func.vmap(lambda v: v.unfold(0, 1, 2))(tp.tensor([1.0, 2.0, 3.0])).shape) == (3, 1)


def test_broadcast_to_minus_one_in_a_new_dim_of_a_0d_sample(backend):
    """-1 keeps an existing size; a new leading dim has none. Eager PyTorch raises RuntimeError
    for a 0-d input (torch.func's rule reads it as 1: TORCH_FAILS); tensorplay's vmap raised
    IndexError (`tuple index out of range`) and now raises the eager RuntimeError."""
    lib = backend
    assert _raises(lambda: lib.broadcast_to(_t(lib, 1.5), [2, -1, 4])) == "RuntimeError"
    assert _raises(lambda: tp.func.vmap(lambda v: tp.broadcast_to(v, [2, -1, 4]))(
        tp.tensor([1.0, 2.0, 3.0]))) == "RuntimeError"
    out = lib.func.vmap(lambda v: lib.broadcast_to(v, [2, 1, 4]))(_t(lib, [1.0, 2.0, 3.0]))
    assert tuple(out.shape) == (3, 2, 1, 4)


def test_roll_of_0d_samples_returns_them(backend):
    """Eager roll of a 0-d tensor returns it; torch.func's rule rolls across the samples
    (TORCH_FAILS), tensorplay's vmap returns each sample."""
    lib = backend
    assert float(lib.roll(_t(lib, 1.5), 1)) == 1.5
    out = tp.func.vmap(lambda v: tp.roll(v, 1))(tp.tensor([0.0, 1.0, 2.0]))
    np.testing.assert_array_equal(out.numpy(), [0.0, 1.0, 2.0])


def test_mv_of_a_0d_matrix_raises_index_error(backend):
    """Eager torch.mv of a 0-d matrix: IndexError (`Dimension specified as 0`); torch.func's
    rule checks the ranks first (RuntimeError, TORCH_FAILS), tensorplay's vmap raises eager's."""
    lib = backend
    vec = _t(lib, [1.0, 2.0, 3.0, 4.0])
    assert _raises(lambda: lib.mv(_t(lib, 1.5), vec)) == "IndexError"
    assert _raises(lambda: tp.func.vmap(lambda m: tp.mv(m, tp.tensor([1.0, 2.0])))(
        tp.tensor([1.0, 2.0, 3.0]))) == "IndexError"


# ───────────────────────────── matrix products under vmap ─────────────────────────────

def test_bmm_under_vmap_checks_the_batch_sizes_as_eager_bmm(backend):
    """Eager bmm needs equal batch sizes (an empty one too); torch.func's rule broadcasts them
    (TORCH_FAILS); tensorplay's vmap raises eager's RuntimeError."""
    lib = backend
    m = _t(lib, np.ones((1, 2, 1)))
    assert _raises(lambda: lib.bmm(_t(lib, np.ones((0, 2, 2))), m)) == "RuntimeError"
    assert _raises(lambda: lib.baddbmm(_t(lib, np.ones((0, 1))), _t(lib, np.ones((2, 3, 5))),
                                       _t(lib, np.ones((2, 5, 4))), beta=0)) == "RuntimeError"
    assert _raises(lambda: tp.func.vmap(lambda x: tp.bmm(x, tp.ones(1, 2, 1, dtype=tp.float64)))(
        tp.ones(3, 0, 2, 2, dtype=tp.float64))) == "RuntimeError"


def test_addmm_with_beta_zero_ignores_nan_in_self(backend):
    """'If beta is 0, then input will be ignored, and nan and inf in it will not be propagated'
    (torch.addmm). torch.func's rule multiplies self by beta (TORCH_FAILS); tensorplay's vmap
    keeps eager's answer."""
    lib = backend
    m1, m2 = _t(lib, [[1.0, 2.0], [3.0, 4.0]]), _t(lib, [[1.0, 0.0], [0.0, 1.0]])
    self = _t(lib, [[NAN], [INF]])
    eager = lib.addmm(self, m1, m2, beta=0)
    np.testing.assert_array_equal(eager.numpy(), [[1.0, 2.0], [3.0, 4.0]])
    tm1, tm2 = _t(tp, [[1.0, 2.0], [3.0, 4.0]]), _t(tp, [[1.0, 0.0], [0.0, 1.0]])
    out = tp.func.vmap(lambda s: tp.addmm(s, tm1, tm2, beta=0))(_t(tp, [[[NAN], [INF]]] * 3))
    np.testing.assert_array_equal(out.numpy(), [[[1.0, 2.0], [3.0, 4.0]]] * 3)


# ───────────────────────────── transforms ─────────────────────────────

def test_jvp_of_a_function_with_no_output_raises(backend):
    """unbind of an empty dim returns (): torch.func.jvp refuses a function with no output."""
    lib = backend
    x = _t(lib, np.zeros((0, 2)))
    assert _raises(lambda: lib.func.jvp(lambda v: lib.unbind(v), (x,), (x,))) == "RuntimeError"
