"""F.interpolate's modes 'bicubic', 'area' and 'nearest-exact': values and input gradients
equal to PyTorch's on the same input (float64), and PyTorch's refusals on both backends."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

RNG = np.random.default_rng(2)
X4 = RNG.standard_normal((2, 3, 5, 7))
X3 = RNG.standard_normal((2, 3, 7))

CASES = [(X4, dict(size=(8, 4), mode="bicubic")), (X4, dict(size=(8, 4), mode="bicubic", align_corners=True)),
         (X4, dict(scale_factor=1.7, mode="bicubic")), (X4, dict(size=(3, 2), mode="area")),
         (X4, dict(size=(9, 11), mode="nearest-exact")), (X4, dict(scale_factor=0.6, mode="nearest-exact")),
         (X3, dict(size=4, mode="area")), (X3, dict(size=10, mode="nearest-exact"))]


@pytest.mark.parametrize(("x", "kw"), CASES)
def test_interpolate_mode_matches_torch(torch, x, kw):
    results = []
    for lib in (tp, torch):
        t = lib.tensor(x, requires_grad=True)
        out = lib.nn.functional.interpolate(t, **kw)
        (out * out).sum().backward()
        results.append((out.detach().numpy(), t.grad.numpy()))
    (ours, g), (theirs, tg) = results
    np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(g, tg, rtol=1e-10, atol=1e-12)


def test_interpolate_mode_refusals(backend):
    f = backend.nn.functional
    with pytest.raises(ValueError, match="align_corners option can only be set"):
        f.interpolate(backend.ones(1, 1, 4), size=2, mode="area", align_corners=True)
    with pytest.raises(NotImplementedError, match="bicubic"):
        f.interpolate(backend.ones(1, 1, 4), size=2, mode="bicubic")


def test_upsample_module_takes_the_modes(backend):
    x = backend.arange(4.0).reshape(1, 1, 4)
    assert backend.nn.Upsample(size=2, mode="area")(x).tolist() == [[[0.5, 2.5]]]
    assert backend.nn.Upsample(scale_factor=0.5, mode="nearest-exact")(x).tolist() == [[[1.0, 3.0]]]
