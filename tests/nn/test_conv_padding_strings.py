"""padding='same' / 'valid' of F.conv1d, F.conv2d and nn.Conv2d: outputs and gradients equal to
PyTorch's on the same input and weights, and PyTorch's errors (on both backends)."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

RNG = np.random.default_rng(1)
# torch warns that an uneven 'same' padding copies the input (TensorPlay pads the same way, silently)
pytestmark = pytest.mark.filterwarnings("ignore:Using padding='same':UserWarning")


def _run(lib, fn_name, x, w, b, **kw):
    t, wt = lib.tensor(x, requires_grad=True), lib.tensor(w, requires_grad=True)
    out = getattr(lib.nn.functional, fn_name)(t, wt, lib.tensor(b), **kw)
    (out * out).sum().backward()
    return out.detach().numpy(), t.grad.numpy(), wt.grad.numpy()


@pytest.mark.parametrize("kw", [dict(padding="same"), dict(padding="valid"),
                                dict(padding="same", dilation=(2, 1)), dict(padding="same", groups=2)])
def test_conv2d_string_padding_matches_torch(torch, kw):
    x = RNG.standard_normal((2, 4, 5, 6))
    w = RNG.standard_normal((6, 4 // kw.get("groups", 1), 3, 4))
    b = RNG.standard_normal(6)
    for ours, theirs in zip(_run(tp, "conv2d", x, w, b, **kw), _run(torch, "conv2d", x, w, b, **kw)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("kw", [dict(padding="same", dilation=2), dict(padding="valid")])
def test_conv1d_string_padding_matches_torch(torch, kw):
    x, w, b = RNG.standard_normal((1, 2, 7)), RNG.standard_normal((3, 2, 4)), RNG.standard_normal(3)
    for ours, theirs in zip(_run(tp, "conv1d", x, w, b, **kw), _run(torch, "conv1d", x, w, b, **kw)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("mode", ["zeros", "reflect", "circular"])
def test_conv2d_module_same_padding_matches_torch(torch, mode):
    x = RNG.standard_normal((1, 2, 5, 6)).astype(np.float32)
    outs = []
    for lib in (tp, torch):
        m = lib.nn.Conv2d(2, 3, (3, 4), padding="same", padding_mode=mode)
        with lib.no_grad():
            m.weight.copy_(lib.tensor(np.arange(72, dtype=np.float32).reshape(3, 2, 3, 4) / 50))
            m.bias.zero_()
        outs.append(m(lib.tensor(x)).detach().numpy())
    np.testing.assert_allclose(outs[0], outs[1], rtol=1e-5, atol=1e-5)


def test_string_padding_errors(backend):
    x, w = backend.ones(1, 1, 4, 4), backend.ones(1, 1, 3, 3)
    with pytest.raises(RuntimeError, match="not supported for strided convolutions"):
        backend.nn.functional.conv2d(x, w, padding="same", stride=2)
    with pytest.raises(RuntimeError, match="Invalid padding string"):
        backend.nn.functional.conv2d(x, w, padding="full")
    with pytest.raises(ValueError, match="Invalid padding string 'full'"):
        backend.nn.Conv2d(1, 1, 3, padding="full")
    with pytest.raises(ValueError, match="not supported for strided convolutions"):
        backend.nn.Conv2d(1, 1, 3, padding="same", stride=2)
