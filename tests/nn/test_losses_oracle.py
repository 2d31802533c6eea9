"""The losses' Python-level semantics on both backends: the deprecated size_average/reduce
flags, PyTorch's warnings, the argument errors, weights and the shapes each loss accepts.
(Values, gradients, dtypes and batching of the spec samples: tests/oracle/.)"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

rng = np.random.default_rng(3)
A, B = rng.standard_normal((4, 5)), rng.standard_normal((4, 5))
P = rng.uniform(0.1, 1.0, (4, 5))
LOGP = np.log(P / P.sum(1, keepdims=True))
SIGNS = np.where(B > 0, 1.0, -1.0)
Y = np.array([1, 0, 4, 2])

# name -> inputs (numpy arrays become float64 tensors, int arrays int64); all take size_average/reduce
LEGACY = {
    "l1_loss": [A, B], "mse_loss": [A, B], "smooth_l1_loss": [A, B], "kl_div": [LOGP, P],
    "soft_margin_loss": [A, SIGNS], "hinge_embedding_loss": [A, SIGNS],
    "margin_ranking_loss": [A[0], B[0], SIGNS[0]], "multi_margin_loss": [A, Y],
    "cosine_embedding_loss": [A, B, SIGNS[:, 0]], "triplet_margin_loss": [A, B, P],
    "multilabel_soft_margin_loss": [A, (B > 0).astype(float)], "poisson_nll_loss": [A, P],
    "binary_cross_entropy_with_logits": [A, P], "nll_loss": [LOGP, Y],
}


def _tensors(tp, arrays):
    return [tp.tensor(a) for a in arrays]


@pytest.mark.parametrize("name", sorted(LEGACY))
@pytest.mark.parametrize(("flags", "reduction"), [({"size_average": False}, "sum"),
                                                  ({"reduce": False}, "none"),
                                                  ({"size_average": True, "reduce": True}, "mean")])
def test_legacy_flags_choose_the_reduction_and_warn(backend, name, flags, reduction):
    f = getattr(backend.nn.functional, name)
    args = _tensors(backend, LEGACY[name])
    with pytest.warns(UserWarning, match=f"please use reduction='{reduction}' instead"):
        legacy = f(*args, **flags)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # kl_div's warning about 'mean'
        plain = f(*args, reduction=reduction)
    np.testing.assert_allclose(legacy.numpy(), plain.numpy(), rtol=1e-15)


def test_kl_div_mean_warns_that_batchmean_is_the_definition(backend):
    logp, p = _tensors(backend, [LOGP, P])
    with pytest.warns(UserWarning, match="'batchmean' divides only by the batch size"):
        mean = backend.nn.functional.kl_div(logp, p)
    total = backend.nn.functional.kl_div(logp, p, reduction="sum")
    np.testing.assert_allclose(mean.item(), total.item() / LOGP.size, rtol=1e-14)
    batchmean = backend.nn.functional.kl_div(logp, p, reduction="batchmean")
    np.testing.assert_allclose(batchmean.item(), total.item() / LOGP.shape[0], rtol=1e-14)


@pytest.mark.parametrize("name", ["l1_loss", "mse_loss", "smooth_l1_loss", "huber_loss"])
def test_a_target_that_broadcasts_warns(backend, name):
    f = getattr(backend.nn.functional, name)
    x, t = backend.tensor(A[:, :1]), backend.tensor(B[0])
    with pytest.warns(UserWarning, match=r"Using a target size \(\w+\.Size\(\[5\]\)\) that is "
                                         r"different to the input size \(\w+\.Size\(\[4, 1\]\)\)"):
        out = f(x, t, reduction="none")
    assert tuple(out.shape) == (4, 5)


@pytest.mark.parametrize("name", ["l1_loss", "mse_loss"])
def test_weighted_l1_and_mse_mean_over_the_summed_weights(backend, name):
    f = getattr(backend.nn.functional, name)
    x, t, w = _tensors(backend, [A, B, P])
    per = np.abs(A - B) if name == "l1_loss" else (A - B) ** 2
    np.testing.assert_allclose(f(x, t, weight=w).item(), (per * P).sum() / P.sum(), rtol=1e-14)
    np.testing.assert_allclose(f(x, t, weight=w, reduction="sum").item(), (per * P).sum(), rtol=1e-14)
    with pytest.raises(ValueError, match="Weights and input must have the same size"):
        f(x, t, weight=backend.tensor(P[0]))


def test_gaussian_nll_var_forms(backend):
    F = backend.nn.functional
    x, t = _tensors(backend, [A, B])
    full = F.gaussian_nll_loss(x, t, backend.full((4, 5), 0.5, dtype=backend.float64))
    np.testing.assert_allclose(F.gaussian_nll_loss(x, t, 0.5).item(), full.item(), rtol=1e-14)
    per_sample = backend.tensor(P[:, 0])
    np.testing.assert_allclose(F.gaussian_nll_loss(x, t, per_sample).item(),
                               F.gaussian_nll_loss(x, t, backend.tensor(P[:, :1])).item(), rtol=1e-14)
    v = backend.tensor(np.array([1e-9, 2.0]), requires_grad=True)  # clamped at eps in value only
    out = F.gaussian_nll_loss(backend.zeros(2, dtype=backend.float64), backend.zeros(2, dtype=backend.float64), v,
                              reduction="sum")
    np.testing.assert_allclose(out.item(), 0.5 * (np.log(1e-6) + np.log(2.0)), rtol=1e-12)
    out.backward()
    np.testing.assert_allclose(v.grad.numpy(), [0.5 / 1e-6, 0.25], rtol=1e-12)


def test_multi_margin_unbatched_input(backend):
    F = backend.nn.functional
    x = backend.tensor(A[0])
    one = F.multi_margin_loss(x, backend.tensor(3), reduction="none")
    assert tuple(one.shape) == ()
    np.testing.assert_allclose(one.item(), F.multi_margin_loss(x[None], backend.tensor([3])).item(),
                               rtol=1e-15)


ERRORS = [
    ("smooth_l1_loss", [A, B], {"beta": -1.0}, RuntimeError, "does not support negative values for beta"),
    ("huber_loss", [A, B], {"delta": 0.0}, RuntimeError, "does not support non-positive values for delta"),
    ("huber_loss", [A, B], {"weight": P[0]}, ValueError, "Weights and input must have the same size"),
    ("multi_margin_loss", [A, Y], {"p": 3}, ValueError, "only p == 1 and p == 2 supported"),
    ("multi_margin_loss", [A, Y], {"weight": P}, ValueError, "weight must be one-dimensional"),
    ("multi_margin_loss", [A, Y[:3]], {}, RuntimeError, r"target tensor should be 1-D with size equal to the number of input samples \(batch size\)\. Expected target size \[4\], but got \[3\]"),
    ("cosine_embedding_loss", [A, B, SIGNS], {}, RuntimeError, "0D or 1D target tensor expected"),
    ("cosine_embedding_loss", [A[0], B[0], SIGNS[:, 0]], {}, RuntimeError, "1D target tensor expects 2D input"),
    ("triplet_margin_loss", [A, B, P], {"margin": 0.0}, ValueError, "margin must be greater than 0"),
    ("triplet_margin_loss", [A, B, P[0]], {}, RuntimeError, "expected to have the same number of dimensions"),
    ("margin_ranking_loss", [A, B, SIGNS[0]], {}, RuntimeError, "All input tensors should have same dimension"),
    ("gaussian_nll_loss", [A, B, -P], {}, ValueError, "var has negative entry/entries"),
    ("gaussian_nll_loss", [A, B, P[:2]], {}, ValueError, "var is of incorrect size"),
    ("gaussian_nll_loss", [A, B, P], {"reduction": "max"}, ValueError, "max is not valid"),
    ("poisson_nll_loss", [A, P], {"reduction": "max"}, ValueError, "max is not a valid value for reduction"),
    ("l1_loss", [A, B], {"reduction": "max"}, ValueError, "max is not a valid value for reduction"),
    ("kl_div", [Y, Y], {"reduction": "sum"}, RuntimeError, "Integral inputs not supported"),
]


@pytest.mark.parametrize(("name", "inputs", "kwargs", "exc", "match"), ERRORS,
                         ids=[f"{e[0]}-{i}" for i, e in enumerate(ERRORS)])
def test_argument_errors(backend, name, inputs, kwargs, exc, match):
    kwargs = {k: backend.tensor(v) if isinstance(v, np.ndarray) else v for k, v in kwargs.items()}
    with pytest.raises(exc, match=match):
        getattr(backend.nn.functional, name)(*_tensors(backend, inputs), **kwargs)


def test_gaussian_nll_refuses_vmap_over_var(backend):
    """Its check that var is non-negative reads the values: data-dependent control flow."""
    F = backend.nn.functional
    x = backend.tensor(np.stack([A, B]))
    with pytest.raises(RuntimeError, match="data-dependent"):
        backend.func.vmap(F.gaussian_nll_loss)(x, x, backend.tensor(np.stack([P, P])))
