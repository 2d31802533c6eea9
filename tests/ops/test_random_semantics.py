"""Random ops (bernoulli, multinomial, normal, randperm, randint_like and the in-place fills
normal_, uniform_, bernoulli_, random_, exponential_, geometric_, log_normal_, cauchy_).

The values are random, so what is compared with PyTorch is everything else: shapes, dtypes,
errors, the distribution (sample mean and variance within a few standard errors of the
analytic value), reproducibility under a seeded Generator, vmap's randomness modes and the
(zero) gradients. Most tests run on both backends (`backend` fixture): they state PyTorch's
behaviour. The numbers themselves differ from torch's (docs/differences.md: random-streams).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func  # tp.func

N = 40_000  # samples per statistic: 5 standard errors is a ~1e-6 false alarm


def gen(lib, seed: int = 0):
    return lib.Generator().manual_seed(seed)


def arr(t) -> np.ndarray:
    return np.asarray(t.detach().numpy(), dtype=np.float64)


def close_to(sample: np.ndarray, mean: float, var: float) -> None:
    """Sample mean and variance within 5 standard errors of the analytic values."""
    n = sample.size
    assert abs(sample.mean() - mean) < 5 * math.sqrt(var / n), (sample.mean(), mean)
    m4 = np.mean((sample - sample.mean()) ** 4)  # the sample variance has variance (m4 - var^2) / n
    assert abs(sample.var() - var) < 5 * math.sqrt((m4 - sample.var() ** 2) / n), (sample.var(), var)


# ───────────────────────────── shapes and dtypes ─────────────────────────────

SHAPES = [
    ("bernoulli", lambda tp: tp.bernoulli(tp.full((2, 3), 0.5)), (2, 3), "float32"),
    ("bernoulli f64", lambda tp: tp.bernoulli(tp.full((4,), 0.5, dtype=tp.float64)), (4,), "float64"),
    ("bernoulli p int", lambda tp: tp.bernoulli(tp.zeros(3, dtype=tp.int64), 0.5), (3,), "int64"),
    ("bernoulli p bool", lambda tp: tp.bernoulli(tp.zeros(3, dtype=tp.bool), p=0.5), (3,), "bool"),
    ("bernoulli method", lambda tp: tp.full((2,), 0.3).bernoulli(), (2,), "float32"),
    ("bernoulli_", lambda tp: tp.zeros(2, 2, dtype=tp.int32).bernoulli_(0.5), (2, 2), "int32"),
    ("bernoulli_ default", lambda tp: tp.zeros(5).bernoulli_(), (5,), "float32"),
    ("multinomial 1-D", lambda tp: tp.multinomial(tp.ones(5), 3), (3,), "int64"),
    ("multinomial 2-D", lambda tp: tp.ones(2, 4).multinomial(7, True), (2, 7), "int64"),
    ("multinomial no rows", lambda tp: tp.multinomial(tp.ones(0, 3), 2), (0, 2), "int64"),
    ("normal(T)", lambda tp: tp.normal(tp.zeros(2, 3)), (2, 3), "float32"),
    ("normal(T, f)", lambda tp: tp.normal(tp.zeros(2, 3, dtype=tp.float64), 2.0), (2, 3), "float64"),
    ("normal(f, T)", lambda tp: tp.normal(1.0, tp.ones(4, dtype=tp.float64)), (4,), "float64"),
    ("normal(T, T) broadcast", lambda tp: tp.normal(tp.zeros(2, 3), tp.ones(3)), (2, 3), "float32"),
    ("normal(T32, T64)", lambda tp: tp.normal(tp.zeros(3), tp.ones(3, dtype=tp.float64)), (3,), "float32"),
    ("normal(T64, T32)", lambda tp: tp.normal(tp.zeros(3, dtype=tp.float64), tp.ones(3)), (3,), "float64"),
    ("normal(T, int T)", lambda tp: tp.normal(tp.zeros(3), tp.ones(3, dtype=tp.int64)), (3,), "float32"),
    ("normal(f, f, size)", lambda tp: tp.normal(2.0, 3.0, (2, 3)), (2, 3), "float32"),
    ("normal(i, i, size)", lambda tp: tp.normal(2, 3, size=(4,), dtype=tp.float64), (4,), "float64"),
    ("normal 0-d size", lambda tp: tp.normal(0.0, 1.0, []), (), "float32"),
    ("normal keywords", lambda tp: tp.normal(mean=tp.zeros(2), std=tp.ones(2)), (2,), "float32"),
    ("normal_", lambda tp: tp.zeros(2, 3, dtype=tp.float64).normal_(1, 2), (2, 3), "float64"),
    ("randperm", lambda tp: tp.randperm(5), (5,), "int64"),
    ("randperm 0", lambda tp: tp.randperm(0), (0,), "int64"),
    ("randperm float", lambda tp: tp.randperm(4, dtype=tp.float32), (4,), "float32"),
    ("randperm int32", lambda tp: tp.randperm(4, dtype=tp.int32), (4,), "int32"),
    ("randint_like float", lambda tp: tp.randint_like(tp.zeros(2, 3), 10), (2, 3), "float32"),
    ("randint_like int", lambda tp: tp.randint_like(tp.zeros(3, dtype=tp.int64), 2, 10), (3,), "int64"),
    ("randint_like dtype", lambda tp: tp.randint_like(tp.zeros(3), 10, dtype=tp.int32), (3,), "int32"),
    ("randint_like bool", lambda tp: tp.randint_like(tp.zeros(3, dtype=tp.bool), 2), (3,), "bool"),
    ("randint_like keywords", lambda tp: tp.randint_like(tp.zeros(3), low=1, high=4), (3,), "float32"),
    ("uniform_", lambda tp: tp.zeros(3).uniform_(2, 3), (3,), "float32"),
    ("random_ int64", lambda tp: tp.zeros(3, dtype=tp.int64).random_(), (3,), "int64"),
    ("random_ bool", lambda tp: tp.zeros(3, dtype=tp.bool).random_(), (3,), "bool"),
    ("random_(to)", lambda tp: tp.zeros(3).random_(10), (3,), "float32"),
    ("random_(to=)", lambda tp: tp.zeros(3).random_(to=10), (3,), "float32"),
    ("exponential_", lambda tp: tp.zeros(3, dtype=tp.float64).exponential_(lambd=2), (3,), "float64"),
    ("geometric_ int", lambda tp: tp.zeros(3, dtype=tp.int32).geometric_(0.5), (3,), "int32"),
    ("log_normal_", lambda tp: tp.zeros(3).log_normal_(), (3,), "float32"),
    ("cauchy_", lambda tp: tp.zeros(3).cauchy_(1, 2), (3,), "float32"),
]


@pytest.mark.parametrize(("call", "shape", "dtype"), [s[1:] for s in SHAPES], ids=[s[0] for s in SHAPES])
def test_shape_and_dtype(backend, call, shape, dtype):
    out = call(backend)
    assert tuple(out.shape) == shape
    assert out.dtype == getattr(backend, dtype)


def test_in_place_ops_return_self_and_bump_the_version():
    x = tp.zeros(4)
    version = x._version[0]
    for fill in (lambda: x.normal_(), lambda: x.uniform_(), lambda: x.bernoulli_(0.5),
                 lambda: x.random_(3), lambda: x.exponential_(), lambda: x.geometric_(0.5),
                 lambda: x.log_normal_(), lambda: x.cauchy_()):
        assert fill() is x
    assert x._version[0] == version + 8


def test_in_place_fill_writes_through_a_view(backend):
    base = backend.zeros(3, 4)
    base[1].uniform_(5, 6)
    row = arr(base)
    assert np.all((row[1] >= 5) & (row[1] < 6)) and np.all(row[[0, 2]] == 0)


# ───────────────────────────── errors ─────────────────────────────

ERRORS = [
    ("bernoulli int", lambda tp: tp.bernoulli(tp.ones(3, dtype=tp.int64)), NotImplementedError, "not implemented for 'Long'"),
    ("bernoulli bool", lambda tp: tp.bernoulli(tp.ones(3, dtype=tp.bool)), NotImplementedError, "'Bool'"),
    ("bernoulli p > 1", lambda tp: tp.bernoulli(tp.full((3,), 1.5)), RuntimeError, "p_in >= 0"),
    ("bernoulli(x, 1.5)", lambda tp: tp.bernoulli(tp.ones(3), 1.5), RuntimeError, r"p to be in \[0, 1\], but got p=1.5"),
    ("bernoulli_(-0.1)", lambda tp: tp.ones(3).bernoulli_(-0.1), RuntimeError, "got p=-0.1"),
    ("multinomial int", lambda tp: tp.multinomial(tp.ones(3, dtype=tp.int64), 1), RuntimeError, "floating-point dtypes for input, got: Long"),
    ("multinomial 3-D", lambda tp: tp.multinomial(tp.ones(2, 3, 4), 1), RuntimeError, "prob_dist must be 1 or 2 dim"),
    ("multinomial 0-D", lambda tp: tp.multinomial(tp.tensor(1.0), 1), RuntimeError, "prob_dist must be 1 or 2 dim"),
    ("multinomial n=0", lambda tp: tp.multinomial(tp.ones(3), 0), RuntimeError, "n_sample <= 0"),
    ("multinomial n > k", lambda tp: tp.multinomial(tp.ones(3), 4), RuntimeError, "without replacement"),
    ("multinomial negative", lambda tp: tp.multinomial(tp.tensor([-1.0, 2.0]), 1), RuntimeError, "element < 0"),
    ("multinomial inf", lambda tp: tp.multinomial(tp.tensor([1.0, math.inf]), 1, True), RuntimeError, "`inf`, `nan`"),
    ("multinomial nan", lambda tp: tp.multinomial(tp.tensor([1.0, math.nan]), 1), RuntimeError, "`inf`, `nan`"),
    ("multinomial zero sum", lambda tp: tp.multinomial(tp.zeros(3), 1, True), RuntimeError, "sum of probabilities <= 0"),
    ("normal int mean", lambda tp: tp.normal(tp.ones(3, dtype=tp.int64), 1.0), NotImplementedError, "not implemented for 'Long'"),
    ("normal int std", lambda tp: tp.normal(1.0, tp.ones(3, dtype=tp.int64)), NotImplementedError, "'Long'"),
    ("normal negative std", lambda tp: tp.normal(tp.ones(3), -1.0), RuntimeError, "std >= 0.0, but found std -1"),
    ("normal nan std", lambda tp: tp.normal(tp.ones(3), math.nan), RuntimeError, "found std nan"),
    ("normal negative std T", lambda tp: tp.normal(tp.ones(3), -tp.ones(3)), RuntimeError, "all elements of std >= 0.0"),
    ("normal broadcast", lambda tp: tp.normal(tp.ones(2, 3), tp.ones(6)), RuntimeError, None),
    ("normal(f, f) no size", lambda tp: tp.normal(2.0, 3.0), TypeError, None),
    ("normal int dtype", lambda tp: tp.normal(0.0, 1.0, (2,), dtype=tp.int64), NotImplementedError, "'Long'"),
    ("normal_ int", lambda tp: tp.ones(3, dtype=tp.int64).normal_(), NotImplementedError, "'Long'"),
    ("normal_ std < 0", lambda tp: tp.ones(3).normal_(0, -1), RuntimeError, "found std -1"),
    ("randperm negative", lambda tp: tp.randperm(-1), RuntimeError, "negative dimension -1"),
    ("randperm bool", lambda tp: tp.randperm(3, dtype=tp.bool), NotImplementedError, "'Bool'"),
    ("randperm requires_grad", lambda tp: tp.randperm(3, requires_grad=True), RuntimeError, "floating point"),
    ("randint_like empty range", lambda tp: tp.randint_like(tp.ones(3), 5, 5), RuntimeError, "from=5 >= to=5"),
    ("randint_like negative high", lambda tp: tp.randint_like(tp.ones(3), -5), RuntimeError, "from=0 >= to=-5"),
    ("randint_like bool range", lambda tp: tp.randint_like(tp.ones(3, dtype=tp.bool), 3), RuntimeError, "to - 1 is out of bounds for bool"),
    ("randint_like int32 range", lambda tp: tp.randint_like(tp.ones(3, dtype=tp.int32), 2**40), RuntimeError, "out of bounds for int"),
    ("uniform_ int", lambda tp: tp.ones(3, dtype=tp.int64).uniform_(), NotImplementedError, "check_uniform_bounds"),
    ("uniform_ from > to", lambda tp: tp.ones(3).uniform_(3, 2), RuntimeError, r"\[from, to\) range, but found from=3 > to=2"),
    ("random_ from >= to", lambda tp: tp.ones(3).random_(10, 3), RuntimeError, "from=10 >= to=3"),
    ("random_(0)", lambda tp: tp.ones(3).random_(0), RuntimeError, "from=0 >= to=0"),
    ("random_ bool range", lambda tp: tp.ones(3, dtype=tp.bool).random_(3), RuntimeError, "out of bounds for bool"),
    ("random_ int32 from", lambda tp: tp.ones(3, dtype=tp.int32).random_(-2**40, 0), RuntimeError, "from is out of bounds for int"),
    ("exponential_ lambd 0", lambda tp: tp.ones(3).exponential_(0.0), RuntimeError, "lambda > 0.0, but found lambda=0"),
    ("exponential_ int", lambda tp: tp.ones(3, dtype=tp.int64).exponential_(), RuntimeError, "you specified Long"),
    ("geometric_ p 0", lambda tp: tp.ones(3).geometric_(0.0), RuntimeError, r"p to be in \(0, 1\), but got p=0"),
    ("geometric_ p 1", lambda tp: tp.ones(3).geometric_(1.0), RuntimeError, "got p=1"),
    ("geometric_ bool", lambda tp: tp.ones(3, dtype=tp.bool).geometric_(0.5), NotImplementedError, "'Bool'"),
    ("geometric_ no p", lambda tp: tp.ones(3).geometric_(), TypeError, None),
    ("log_normal_ std 0", lambda tp: tp.ones(3).log_normal_(0, 0), RuntimeError, "std > 0.0, but found std=0"),
    ("log_normal_ int", lambda tp: tp.ones(3, dtype=tp.int64).log_normal_(), NotImplementedError, "log_normal_cpu"),
    ("cauchy_ sigma < 0", lambda tp: tp.ones(3).cauchy_(0, -1), RuntimeError, "sigma > 0.0, but found sigma=-1"),
    ("cauchy_ int", lambda tp: tp.ones(3, dtype=tp.int64).cauchy_(), RuntimeError, "you specified long int"),
    ("fill of a leaf that requires grad", lambda tp: tp.ones(3, requires_grad=True).normal_(), RuntimeError, "leaf Variable"),
    ("fill of an expanded tensor", lambda tp: tp.ones(3).expand(2, 3).uniform_(), RuntimeError, "single memory location"),
]


@pytest.mark.parametrize(("call", "exc", "match"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_errors(backend, call, exc, match):
    with pytest.raises(exc, match=match):
        call(backend)


# ───────────────────────────── distributions ─────────────────────────────

STATS = [
    ("bernoulli(T)", lambda tp, g: tp.bernoulli(tp.full((N,), 0.3, dtype=tp.float64), generator=g), 0.3, 0.21),
    ("bernoulli(x, p)", lambda tp, g: tp.bernoulli(tp.zeros(N), 0.7, generator=g), 0.7, 0.21),
    ("bernoulli_", lambda tp, g: tp.zeros(N, dtype=tp.int64).bernoulli_(0.2, generator=g), 0.2, 0.16),
    ("normal(T, f)", lambda tp, g: tp.normal(tp.full((N,), 2.0, dtype=tp.float64), 3.0, generator=g), 2.0, 9.0),
    ("normal(f, T)", lambda tp, g: tp.normal(-1.0, tp.full((N,), 0.5, dtype=tp.float64), generator=g), -1.0, 0.25),
    ("normal(T, T)", lambda tp, g: tp.normal(tp.ones(N, dtype=tp.float64), tp.full((N,), 2.0, dtype=tp.float64), generator=g), 1.0, 4.0),
    ("normal(f, f, size)", lambda tp, g: tp.normal(5.0, 2.0, (N,), generator=g, dtype=tp.float64), 5.0, 4.0),
    ("normal_", lambda tp, g: tp.zeros(N, dtype=tp.float64).normal_(-3, 0.5, generator=g), -3.0, 0.25),
    ("uniform_", lambda tp, g: tp.zeros(N, dtype=tp.float64).uniform_(2, 5, generator=g), 3.5, 9 / 12),
    ("random_(a, b)", lambda tp, g: tp.zeros(N, dtype=tp.int64).random_(-3, 5, generator=g), 0.5, (8**2 - 1) / 12),
    ("random_(b)", lambda tp, g: tp.zeros(N).random_(10, generator=g), 4.5, (10**2 - 1) / 12),
    ("random_() bool", lambda tp, g: tp.zeros(N, dtype=tp.bool).random_(generator=g), 0.5, 0.25),
    ("randint_like", lambda tp, g: tp.randint_like(tp.zeros(N), 1, 7, generator=g), 3.5, (6**2 - 1) / 12),
    ("exponential_", lambda tp, g: tp.zeros(N, dtype=tp.float64).exponential_(4.0, generator=g), 0.25, 1 / 16),
    ("geometric_", lambda tp, g: tp.zeros(N, dtype=tp.int64).geometric_(0.4, generator=g), 2.5, 0.6 / 0.16),
    ("log_normal_", lambda tp, g: tp.zeros(N, dtype=tp.float64).log_normal_(0.5, 0.25, generator=g),
     math.exp(0.5 + 0.25**2 / 2), (math.exp(0.25**2) - 1) * math.exp(1 + 0.25**2)),
    ("randperm", lambda tp, g: tp.randperm(N, generator=g), (N - 1) / 2, (N**2 - 1) / 12),
]


@pytest.mark.parametrize(("draw", "mean", "var"), [s[1:] for s in STATS], ids=[s[0] for s in STATS])
def test_sample_mean_and_variance(backend, draw, mean, var):
    close_to(arr(draw(backend, gen(backend, 1))), mean, var)


def test_random_full_range_of_the_dtype(backend):
    g = gen(backend, 2)
    f32 = arr(backend.zeros(N).random_(generator=g))
    assert f32.min() >= 0 and f32.max() <= 2**24 and f32.max() > 2**23
    i64 = backend.zeros(1000, dtype=backend.int64).random_(generator=g).numpy()
    assert i64.min() >= 0 and i64.max() > 2**62
    ints = arr(backend.zeros(N, dtype=backend.int32).random_(-3, 5, generator=g))
    assert set(np.unique(ints)) == set(range(-3, 5))


def test_cauchy_quartiles(backend):
    x = arr(backend.zeros(N, dtype=backend.float64).cauchy_(1.0, 2.0, generator=gen(backend)))
    se = 5 * math.sqrt(0.25 / N)
    assert abs(np.mean(x < 1.0) - 0.5) < se  # the median
    assert abs(np.mean(np.abs(x - 1.0) < 2.0) - 0.5) < se  # sigma is the half-width at the quartiles


def test_bernoulli_follows_each_probability(backend):
    p = backend.tensor([0.0, 0.1, 0.5, 0.9, 1.0], dtype=backend.float64)
    draws = arr(backend.bernoulli(p.expand(N, 5).contiguous(), generator=gen(backend)))
    assert set(np.unique(draws)) <= {0.0, 1.0}
    assert draws[:, 0].sum() == 0 and draws[:, 4].sum() == N
    se = 5 * np.sqrt(np.array([0.09, 0.25, 0.09]) / N)
    assert np.all(np.abs(draws[:, 1:4].mean(0) - [0.1, 0.5, 0.9]) < se)


@pytest.mark.parametrize("replacement", [True, False])
def test_multinomial_frequencies(backend, replacement):
    w = backend.tensor([1.0, 2.0, 3.0, 4.0], dtype=backend.float64)
    rows = w.expand(N, 4).contiguous()
    first = backend.multinomial(rows, 2 if not replacement else 3, replacement, generator=gen(backend))[:, 0]
    freq = np.bincount(first.numpy(), minlength=4) / N
    p = np.array([0.1, 0.2, 0.3, 0.4])
    assert np.all(np.abs(freq - p) < 5 * np.sqrt(p * (1 - p) / N))


def test_multinomial_without_replacement_gives_distinct_indices(backend):
    g = gen(backend, 3)
    w = backend.rand(50, 8, generator=g) + 0.01
    out = backend.multinomial(w, 8, generator=g).numpy()
    assert all(sorted(row) == list(range(8)) for row in out)
    picks = backend.multinomial(backend.tensor([1.0, 0.0, 0.0, 2.0]), 4, generator=g).numpy()
    assert sorted(picks) == [0, 1, 2, 3]  # zero weights come last, but do come
    assert set(picks[:2]) == {0, 3}


def test_multinomial_with_replacement_never_picks_a_zero_weight(backend):
    out = backend.multinomial(backend.tensor([0.0, 1.0, 0.0, 1.0]), 2000, True, generator=gen(backend))
    assert set(np.unique(out.numpy())) == {1, 3}


def test_randperm_is_a_permutation(backend):
    g = gen(backend, 4)
    for n in (1, 2, 17, 1000):
        assert sorted(backend.randperm(n, generator=g).tolist()) == list(range(n))
    assert sorted(backend.randperm(6, dtype=backend.float64, generator=g).tolist()) == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]


# ───────────────────────────── generators ─────────────────────────────

DRAWS = {
    "bernoulli": lambda tp, g: tp.bernoulli(tp.full((20,), 0.5), generator=g),
    "bernoulli_p": lambda tp, g: tp.bernoulli(tp.zeros(20), 0.5, generator=g),
    "bernoulli_": lambda tp, g: tp.zeros(20).bernoulli_(0.5, generator=g),
    "multinomial": lambda tp, g: tp.multinomial(tp.ones(20), 10, generator=g),
    "multinomial_repl": lambda tp, g: tp.multinomial(tp.ones(20), 10, True, generator=g),
    "normal_tf": lambda tp, g: tp.normal(tp.zeros(20), 1.0, generator=g),
    "normal_ft": lambda tp, g: tp.normal(0.0, tp.ones(20), generator=g),
    "normal_tt": lambda tp, g: tp.normal(tp.zeros(20), tp.ones(20), generator=g),
    "normal_ff": lambda tp, g: tp.normal(0.0, 1.0, (20,), generator=g),
    "normal_": lambda tp, g: tp.zeros(20).normal_(generator=g),
    "randperm": lambda tp, g: tp.randperm(20, generator=g),
    "randint_like": lambda tp, g: tp.randint_like(tp.zeros(20), 1000, generator=g),
    "randint_like_low": lambda tp, g: tp.randint_like(tp.zeros(20), -1000, 1000, generator=g),
    "uniform_": lambda tp, g: tp.zeros(20).uniform_(generator=g),
    "random_": lambda tp, g: tp.zeros(20, dtype=tp.int64).random_(generator=g),
    "exponential_": lambda tp, g: tp.zeros(20).exponential_(generator=g),
    "geometric_": lambda tp, g: tp.zeros(20).geometric_(0.2, generator=g),
    "log_normal_": lambda tp, g: tp.zeros(20).log_normal_(generator=g),
    "cauchy_": lambda tp, g: tp.zeros(20).cauchy_(generator=g),
}


@pytest.mark.parametrize("name", DRAWS)
def test_generator_same_seed_same_numbers(backend, name):
    draw = DRAWS[name]
    a, b, c = (draw(backend, gen(backend, s)).numpy() for s in (7, 7, 8))
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)


@pytest.mark.parametrize("name", DRAWS)
def test_global_generator_follows_manual_seed(backend, name):
    draw = DRAWS[name]
    backend.manual_seed(11)
    a = draw(backend, None).numpy()
    backend.manual_seed(11)
    np.testing.assert_array_equal(a, draw(backend, None).numpy())
    assert not np.array_equal(a, draw(backend, None).numpy())


def test_private_generator_leaves_the_global_stream_alone(backend):
    backend.manual_seed(5)
    ref = backend.rand(4).numpy()
    backend.manual_seed(5)
    backend.normal(backend.zeros(100), 1.0, generator=gen(backend))
    backend.zeros(100).uniform_(generator=gen(backend))
    np.testing.assert_array_equal(ref, backend.rand(4).numpy())


def test_streams_differ_from_torch(torch):
    """Same seed, different numbers: the streams are NumPy's PCG64, not torch's Philox/MT."""
    ours = tp.randperm(50, generator=tp.Generator().manual_seed(0)).numpy()
    theirs = torch.randperm(50, generator=torch.Generator().manual_seed(0)).numpy()
    assert sorted(ours) == sorted(theirs) and not np.array_equal(ours, theirs)


# ───────────────────────────── vmap randomness ─────────────────────────────

# op(x) for a batched x of shape (B, 3); `shape_only`: the numbers do not depend on x's values
VMAPPED = {
    "bernoulli": (lambda tp, x: tp.bernoulli(x), False),
    "bernoulli_p": (lambda tp, x: tp.bernoulli(x, 0.5), False),
    "multinomial": (lambda tp, x: tp.multinomial(x + 0.1, 2), False),
    "multinomial_2d": (lambda tp, x: tp.multinomial((x + 0.1).expand(2, 3), 5, True), False),
    "normal_tf": (lambda tp, x: tp.normal(x, 1.0), False),
    "normal_ft": (lambda tp, x: tp.normal(0.0, x), False),
    "normal_tt": (lambda tp, x: tp.normal(x, x), False),
    "normal_ff": (lambda tp, x: tp.normal(0.0, 1.0, (3,)) + 0 * x, True),
    "normal_": (lambda tp, x: (x * 1).normal_(), True),
    "uniform_": (lambda tp, x: x.clone().uniform_(), True),
    "bernoulli_": (lambda tp, x: x.clone().bernoulli_(0.5), True),
    "random_": (lambda tp, x: x.clone().random_(1000), True),
    "exponential_": (lambda tp, x: x.clone().exponential_(), True),
    "geometric_": (lambda tp, x: x.clone().geometric_(0.1), True),
    "log_normal_": (lambda tp, x: x.clone().log_normal_(), True),
    "cauchy_": (lambda tp, x: x.clone().cauchy_(), True),
    "randperm": (lambda tp, x: tp.randperm(30)[:3] + 0 * x, True),
    "randint_like": (lambda tp, x: tp.randint_like(x, 1000), True),
    "randint_like_low": (lambda tp, x: tp.randint_like(x, -1000, 1000), True),
}


def _batch(lib):
    return lib.rand(4, 3, generator=gen(lib, 9), dtype=lib.float64) * 0.8 + 0.1


@pytest.mark.parametrize("name", VMAPPED)
def test_vmap_error_mode_refuses_random_ops(backend, name):
    fn = VMAPPED[name][0]
    with pytest.raises(RuntimeError, match="randomness"):
        backend.func.vmap(lambda x: fn(backend, x))(_batch(backend))


@pytest.mark.parametrize("name", VMAPPED)
def test_vmap_different_draws_per_sample(backend, name):
    fn = VMAPPED[name][0]
    x = _batch(backend)
    out = backend.func.vmap(lambda x: fn(backend, x), randomness="different")(x)
    assert tuple(out.shape) == (4, *fn(backend, x[0]).shape)
    rows = out.numpy()
    assert not all(np.array_equal(rows[0], r) for r in rows[1:])


@pytest.mark.parametrize("name", [n for n, (_, shape_only) in VMAPPED.items() if shape_only])
def test_vmap_same_draws_once(backend, name):
    fn = VMAPPED[name][0]
    out = backend.func.vmap(lambda x: fn(backend, x), randomness="same")(_batch(backend)).numpy()
    assert all(np.array_equal(out[0], r) for r in out[1:])


@pytest.mark.parametrize("name", [n for n, (_, shape_only) in VMAPPED.items() if not shape_only])
def test_vmap_same_with_batched_probabilities(name, torch):
    """PyTorch refuses randomness='same' when the random op's tensor input is batched; tensorplay
    rewinds the generator for each sample (docs/differences.md: vmap-same-batched-random)."""
    fn = VMAPPED[name][0]
    with pytest.raises(RuntimeError, match="same randomness with a batched tensor input"):
        torch.func.vmap(lambda x: fn(torch, x), randomness="same")(_batch(torch))
    x = _batch(tp)
    out = tp.func.vmap(lambda x: fn(tp, x), randomness="same")(tp.stack([x[1]] * 4))
    assert out.shape[0] == 4 and all(np.array_equal(out[0].numpy(), r) for r in out.numpy()[1:])
    loop = tp.func.vmap(lambda x: fn(tp, x), randomness="same")(x)
    assert tuple(loop.shape) == tuple(out.shape)


def test_vmap_different_in_place_on_an_unbatched_tensor_is_refused(backend):
    def fill(x):
        return backend.zeros(3).uniform_() + x

    with pytest.raises(RuntimeError, match=r"(?i)different in-?place randomness"):
        backend.func.vmap(fill, randomness="different")(_batch(backend))
    out = backend.func.vmap(fill, randomness="same")(backend.zeros(4, 3)).numpy()
    assert all(np.array_equal(out[0], r) for r in out[1:])


def test_nested_vmap_different(backend):
    vmap = backend.func.vmap
    out = vmap(vmap(lambda x: backend.normal(x, 1.0), randomness="different"),
               randomness="different")(backend.zeros(3, 4, 5, dtype=backend.float64)).numpy()
    assert out.shape == (3, 4, 5) and len(np.unique(out)) == out.size


def test_vmap_multinomial_refuses_three_dims(backend):
    with pytest.raises(RuntimeError, match="prob_dist must be 1 or 2 dim"):
        backend.func.vmap(lambda w: backend.multinomial(w, 1), randomness="different")(backend.ones(2, 3, 4, 5))


# ───────────────────────────── gradients ─────────────────────────────

def test_normal_is_recorded_with_zero_gradients(backend):
    """PyTorch records normal(mean, std) in the graph but its derivative is zero (no
    reparameterization: use mean + std * randn_like(std) for a pathwise gradient)."""
    mean = backend.tensor([0.5, -1.0, 2.0], dtype=backend.float64, requires_grad=True)
    std = backend.tensor([1.0, 2.0, 0.5], dtype=backend.float64, requires_grad=True)
    for out, wrt in ((backend.normal(mean, std), (mean, std)), (backend.normal(mean, 2.0), (mean,)),
                     (backend.normal(1.0, std), (std,))):
        assert out.requires_grad
        grads = backend.autograd.grad(out.sum(), wrt)
        assert all(np.array_equal(g.numpy(), np.zeros(3)) for g in grads)


def test_normal_with_fixed_generator_is_mean_plus_std_eps(backend):
    """By finite differences, with the generator reseeded for each call: the sample is
    mean + std * eps, so its pathwise derivatives are 1 and eps = (y - mean) / std. Autograd
    (as in PyTorch) returns zero instead (test above)."""
    mean = backend.tensor([0.5, -1.0, 2.0], dtype=backend.float64)
    std = backend.tensor([1.0, 2.0, 0.5], dtype=backend.float64)
    h = 1e-6

    def f(m, s):
        return arr(backend.normal(m, s, generator=gen(backend, 21)))

    y = f(mean, std)
    eps = (y - arr(mean)) / arr(std)
    np.testing.assert_allclose((f(mean + h, std) - f(mean - h, std)) / (2 * h), np.ones(3), rtol=1e-6)
    np.testing.assert_allclose((f(mean, std + h) - f(mean, std - h)) / (2 * h), eps, rtol=1e-6, atol=1e-9)


def test_bernoulli_and_fills_have_zero_gradients(backend):
    p = backend.tensor([0.2, 0.8], dtype=backend.float64, requires_grad=True)
    (g,) = backend.autograd.grad(backend.bernoulli(p).sum(), (p,))
    np.testing.assert_array_equal(g.numpy(), [0.0, 0.0])
    x = backend.ones(2, dtype=backend.float64, requires_grad=True)
    y = x * 3
    y.uniform_()
    assert y.requires_grad
    (g,) = backend.autograd.grad((y * y).sum(), (x,))
    np.testing.assert_array_equal(g.numpy(), [0.0, 0.0])


def test_integer_outputs_do_not_require_grad(backend):
    w = backend.ones(4, requires_grad=True)
    assert not backend.multinomial(w, 2).requires_grad
    assert not backend.randint_like(w, 5).requires_grad
    assert backend.randint_like(w, 5, requires_grad=True).requires_grad


# ───────────────────────────── deliberate differences ─────────────────────────────

def test_random_with_from_and_to_none_is_random_to(torch):
    """x.random_(5, None) is [5, 2^mantissa] in PyTorch; tensorplay's random(from_, to) cannot
    tell it from x.random_(5) and draws from [0, 5) (docs/differences.md: random-from-none)."""
    assert torch.zeros(1000).random_(5, None).min() >= 5
    out = tp.zeros(1000).random_(5, None).numpy()
    assert set(np.unique(out)) == {0.0, 1.0, 2.0, 3.0, 4.0}


def test_bernoulli_in_place_takes_a_number_only():
    with pytest.raises(TypeError, match="p must be a number"):
        tp.zeros(3).bernoulli_(tp.rand(3))
    p = tp.tensor([0.0, 1.0, 1.0])
    np.testing.assert_array_equal(tp.bernoulli(p).numpy(), [0.0, 1.0, 1.0])


def test_forward_mode_tangents_are_zero(backend):
    jvp = backend.func.jvp
    m, t = backend.zeros(2, 3, dtype=backend.float64), backend.ones(2, 3, dtype=backend.float64)
    s = backend.ones(3, dtype=backend.float64)
    for fn, primals, tangents in ((lambda m: backend.normal(m, 1.0), (m,), (t,)),
                                  (lambda m, s: backend.normal(m, s), (m, s), (t, s)),
                                  (lambda m: (m * 2).uniform_(), (m,), (t,))):
        _, tangent = jvp(fn, primals, tangents)
        assert tuple(tangent.shape) == (2, 3)
        np.testing.assert_array_equal(tangent.numpy(), np.zeros((2, 3)))
