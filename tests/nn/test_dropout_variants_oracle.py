"""Channel dropout (Dropout1d/2d/3d), alpha dropout and pixel (un)shuffle, on both backends:
the reprs, eval mode as the identity, which elements training drops and how the rest are
scaled (with the gradient that follows), alpha dropout's preserved moments, and PyTorch's
rank errors and warnings."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from tests.torch_oracle import arr

ALPHA = 1.7580993408473766  # SELU's scale * alpha


def _tensor(tp, a, grad=False):
    return tp.tensor(np.asarray(a, dtype=np.float64), requires_grad=grad)


@pytest.mark.parametrize(("name", "args", "text"), [
    ("Dropout1d", (), "Dropout1d(p=0.5, inplace=False)"),
    ("Dropout2d", (0.3, True), "Dropout2d(p=0.3, inplace=True)"),
    ("Dropout3d", (0.1,), "Dropout3d(p=0.1, inplace=False)"),
    ("AlphaDropout", (0.2,), "AlphaDropout(p=0.2, inplace=False)"),
    ("FeatureAlphaDropout", (), "FeatureAlphaDropout(p=0.5, inplace=False)"),
    ("PixelShuffle", (2,), "PixelShuffle(upscale_factor=2)"),
    ("PixelUnshuffle", (3,), "PixelUnshuffle(downscale_factor=3)"),
])
def test_module_reprs(backend, name, args, text):
    assert repr(getattr(backend.nn, name)(*args)) == text


@pytest.mark.parametrize(("name", "shape"), [
    ("Dropout1d", (2, 3, 4)), ("Dropout2d", (2, 3, 4, 5)), ("Dropout3d", (3, 2, 2, 2)),
    ("AlphaDropout", (4, 5)), ("FeatureAlphaDropout", (2, 3, 4)),
])
def test_eval_mode_is_identity(backend, name, shape):
    x = _tensor(backend, np.random.default_rng(0).standard_normal(shape))
    m = getattr(backend.nn, name)(0.7).eval()
    assert np.array_equal(arr(m(x)), arr(x))


@pytest.mark.parametrize(("fn", "shape", "channel_axes"), [
    ("dropout1d", (6, 8, 5), 2), ("dropout1d", (8, 5), 1),       # unbatched (C, L)
    ("dropout2d", (6, 8, 3, 4), 2),
    ("dropout3d", (6, 8, 2, 3, 2), 2), ("dropout3d", (8, 2, 3, 2), 1),  # unbatched (C, D, H, W)
])
def test_channel_dropout_zeroes_whole_channels(backend, fn, shape, channel_axes):
    p = 0.4
    backend.manual_seed(0)
    xa = 1.0 + np.random.default_rng(1).random(shape)  # no zeros, so a zero is a drop
    x = _tensor(backend, xa, grad=True)
    out = getattr(backend.nn.functional, fn)(x, p, training=True)
    out.sum().backward()
    o = arr(out).reshape(shape[:channel_axes] + (-1,))
    kept = o[..., 0] != 0
    assert np.all((o == 0) == ~kept[..., None])                      # a channel drops as a whole
    scaled = xa.reshape(o.shape) / (1 - p)
    np.testing.assert_allclose(o[kept], scaled[kept], rtol=1e-12)     # the rest scaled by 1/(1-p)
    g = arr(x.grad).reshape(o.shape)
    np.testing.assert_allclose(g, np.broadcast_to(kept[..., None] / (1 - p), o.shape), rtol=1e-12)
    assert 0 < kept.sum() < kept.size                                  # both happen


def _moment_bounds(out: np.ndarray) -> tuple[float, float]:
    """Six standard errors of the sample mean and variance, from the sample itself."""
    n = out.size
    centered = out - out.mean()
    return 6 / np.sqrt(n), 6 * np.sqrt(np.mean(centered ** 4) - np.mean(centered ** 2) ** 2) / np.sqrt(n)


@pytest.mark.parametrize("p", [0.2, 0.5])
def test_alpha_dropout_keeps_mean_and_variance(backend, p):
    n = 200_000
    backend.manual_seed(0)
    xa = np.random.default_rng(2).standard_normal(n)
    x = _tensor(backend, xa, grad=True)
    out = backend.nn.functional.alpha_dropout(x, p, training=True)
    o = arr(out)
    mean_tol, var_tol = _moment_bounds(o)
    assert abs(o.mean()) < mean_tol and abs(o.var() - 1) < var_tol
    a = 1 / np.sqrt((ALPHA * ALPHA * p + 1) * (1 - p))
    dropped = np.isclose(o, ALPHA * a * (p - 1), rtol=0, atol=1e-12)
    np.testing.assert_allclose(o[~dropped], a * xa[~dropped] + ALPHA * a * p, rtol=1e-12)
    assert abs(dropped.mean() - p) < 6 * np.sqrt(p * (1 - p) / n)
    out.sum().backward()
    np.testing.assert_allclose(arr(x.grad), np.where(dropped, 0.0, a), rtol=1e-12)


def test_feature_alpha_dropout_by_channel(backend):
    p, shape = 0.5, (400, 50, 6)
    backend.manual_seed(0)
    xa = np.random.default_rng(3).standard_normal(shape)
    o = arr(backend.nn.functional.feature_alpha_dropout(_tensor(backend, xa), p, training=True))
    a = 1 / np.sqrt((ALPHA * ALPHA * p + 1) * (1 - p))
    dropped = np.isclose(o, ALPHA * a * (p - 1), rtol=0, atol=1e-12)
    assert np.all(dropped == dropped[..., :1])                          # whole channels
    mean_tol, var_tol = _moment_bounds(o)
    assert abs(o.mean()) < 4 * mean_tol and abs(o.var() - 1) < 4 * var_tol  # channels correlate
    np.testing.assert_allclose(o[~dropped], a * xa[~dropped] + ALPHA * a * p, rtol=1e-12)


def test_alpha_dropout_defaults_to_eval(backend):
    x = _tensor(backend, np.arange(6.0).reshape(2, 3))
    assert np.array_equal(arr(backend.nn.functional.alpha_dropout(x, 0.5)), arr(x))
    assert np.array_equal(arr(backend.nn.functional.feature_alpha_dropout(x, 0.5)), arr(x))


def test_inplace_writes_into_the_input(backend):
    backend.manual_seed(0)
    x = _tensor(backend, np.ones((4, 6, 3)))
    out = backend.nn.functional.dropout1d(x, 0.5, training=True, inplace=True)
    assert out is x and set(np.unique(arr(x))) <= {0.0, 2.0}


def test_rank_errors_and_warnings(backend):
    F = backend.nn.functional
    with pytest.raises(RuntimeError, match="dropout1d: Expected 2D or 3D input, but received a 4D input"):
        F.dropout1d(backend.ones(2, 3, 4, 5))
    with pytest.warns(UserWarning, match="Received a 2-D input to dropout2d"):
        F.dropout2d(backend.ones(2, 3))
    with pytest.warns(UserWarning, match="assuming that channel-wise 1D dropout behavior is desired"):
        F.dropout2d(backend.ones(2, 3, 4))
    with pytest.warns(UserWarning, match="Received a 3-D input to dropout3d"):
        F.dropout3d(backend.ones(2, 3, 4))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        F.dropout2d(backend.ones(2, 3, 4, 5))
    with pytest.raises(ValueError, match=r"dropout probability has to be between 0 and 1, but got 1\.5"):
        F.dropout2d(backend.ones(2, 3, 4, 5), 1.5)
    with pytest.raises(RuntimeError, match="Feature dropout requires at least 2 dimensions in the input"):
        F.feature_alpha_dropout(backend.ones(5), 0.5, training=True)


def test_pixel_shuffle_places_channels_as_pixels(backend):
    r, c, h, w = 2, 3, 2, 4
    xa = np.random.default_rng(4).standard_normal((2, c * r * r, h, w))
    want = np.empty((2, c, h * r, w * r))
    for k in range(c):
        for i in range(r):
            for j in range(r):
                want[:, k, i::r, j::r] = xa[:, k * r * r + i * r + j]
    x = _tensor(backend, xa)
    got = backend.nn.PixelShuffle(r)(x)
    np.testing.assert_array_equal(arr(got), want)
    np.testing.assert_array_equal(arr(backend.nn.PixelUnshuffle(r)(got)), xa)


def test_pixel_shuffle_errors(backend):
    F = backend.nn.functional
    with pytest.raises(RuntimeError, match="'channel' dimension to be divisible by the square of upscale_factor"):
        F.pixel_shuffle(backend.ones(1, 6, 2, 2), 2)
    with pytest.raises(RuntimeError, match="expects input to have at least 3 dimensions"):
        F.pixel_unshuffle(backend.ones(4, 2), 2)
    with pytest.raises(RuntimeError, match="expects height to be divisible by downscale_factor"):
        F.pixel_unshuffle(backend.ones(1, 1, 3, 4), 2)


@pytest.mark.parametrize(("fn", "per_channel"), [("dropout1d", True), ("alpha_dropout", False),
                                                 ("feature_alpha_dropout", True)])
def test_vmap_randomness(backend, fn, per_channel):
    """The masks come from the generator inside the body, so vmap's randomness modes apply:
    'different' draws per sample, 'same' once, and the default refuses."""
    f = getattr(backend.nn.functional, fn)
    backend.manual_seed(0)
    x = backend.ones(4, 3, 5, 2)
    out = arr(backend.func.vmap(lambda t: f(t, 0.5, training=True), randomness="different")(x))
    assert len(np.unique(out.reshape(4, -1), axis=0)) == 4
    assert np.all(out == out[..., :1]) == per_channel
    out = arr(backend.func.vmap(lambda t: f(t, 0.5, training=True), randomness="same")(x))
    assert len(np.unique(out.reshape(4, -1), axis=0)) == 1
    with pytest.raises(RuntimeError, match="vmap: called random operation"):
        backend.func.vmap(lambda t: f(t, 0.5, training=True))(x)
