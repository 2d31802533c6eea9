"""Decompositions against torch (the test-only oracle): svd / linalg.svd / svdvals, qr, eigh /
eigvalsh, cholesky, pinv / pinverse, lstsq and the spectral and nuclear matrix norms. Shapes and
named-tuple fields per mode, reconstruction, gradients and JVPs in float64 on losses that do not
depend on the signs of singular or eigen vectors (and on symmetric inputs for eigh / cholesky,
whose gradient PyTorch defines as the symmetric one), double backward, errors, batch dims."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

RNG = np.random.default_rng(7)


def _mat(*shape):
    return RNG.standard_normal(shape)


def _sym(n, batch=()):
    x = RNG.standard_normal((*batch, n, n))
    return x + np.swapaxes(x, -1, -2)


def _spd(n, batch=()):
    x = RNG.standard_normal((*batch, n, n))
    return x @ np.swapaxes(x, -1, -2) + n * np.eye(n)


def _np(t):
    return t.detach().numpy() if hasattr(t, "detach") else np.asarray(t)


def _named(r, name: str, fields: tuple) -> bool:
    """r is the named tuple torch.return_types.<name> (tensorplay's or torch's) with `fields`."""
    return type(r).__name__ == name and len(r) == len(fields) and all(
        getattr(r, f) is x for f, x in zip(fields, r))


def _flat(x):
    return [y for item in x for y in _flat(item)] if isinstance(x, tuple | list) else [x]


def _grads(lib, fn, arrays, create_graph=False):
    """(value, gradients) of the scalar fn(*tensors) on library `lib` (tp or torch)."""
    xs = [lib.tensor(a, dtype=lib.float64, requires_grad=True) for a in arrays]
    out = fn(lib, *xs)
    gs = lib.autograd.grad(out, xs, create_graph=create_graph)
    return out, gs, xs


def _same_grads(torch, fn, *arrays, rtol=1e-9, atol=1e-10, twice=False):
    """fn's value, gradients (and with twice, the gradient of the summed gradients) agree."""
    mine, theirs = (_grads(lib, fn, arrays, twice) for lib in (tp, torch))
    np.testing.assert_allclose(_np(mine[0]), _np(theirs[0]), rtol=rtol, atol=atol)
    for g, h in zip(mine[1], theirs[1]):
        np.testing.assert_allclose(_np(g), _np(h), rtol=rtol, atol=atol)
    if twice:
        second = []
        for lib, (_, gs, xs) in zip((tp, torch), (mine, theirs)):
            total = sum((g * g).sum() for g in gs)
            second.append(lib.autograd.grad(total, xs))
        for g, h in zip(*second):
            np.testing.assert_allclose(_np(g), _np(h), rtol=1e-7, atol=1e-8)


def _same_jvp(torch, fn, primals, tangents, rtol=1e-9, atol=1e-10):
    outs = []
    for lib in (tp, torch):
        ps = tuple(lib.tensor(a, dtype=lib.float64) for a in primals)
        ts = tuple(lib.tensor(a, dtype=lib.float64) for a in tangents)
        outs.append(lib.func.jvp(lambda *x, lib=lib: fn(lib, *x), ps, ts))
    mine, theirs = _flat(outs[0]), _flat(outs[1])
    assert len(mine) == len(theirs)
    for a, b in zip(mine, theirs):
        np.testing.assert_allclose(_np(a), _np(b), rtol=rtol, atol=atol)


# ---- shapes and named tuples, on both libraries -------------------------------------------
@pytest.mark.parametrize(("shape", "full", "want"), [
    ((4, 3), True, [(4, 4), (3,), (3, 3)]), ((4, 3), False, [(4, 3), (3,), (3, 3)]),
    ((2, 3, 5), True, [(2, 3, 3), (2, 3), (2, 5, 5)]), ((2, 3, 5), False, [(2, 3, 3), (2, 3), (2, 3, 5)])])
def test_linalg_svd_shapes_and_fields(backend, shape, full, want):
    A = backend.randn(*shape, dtype=backend.float64)
    r = backend.linalg.svd(A, full_matrices=full)
    assert _named(r, "linalg_svd", ("U", "S", "Vh"))
    assert [tuple(x.shape) for x in r] == want
    k = min(shape[-2:])
    US = r.U[..., :k] * r.S.unsqueeze(-2)
    np.testing.assert_allclose((US @ r.Vh[..., :k, :]).numpy(), A.numpy(), atol=1e-12)


@pytest.mark.parametrize(("some", "compute_uv", "want"), [
    (True, True, [(4, 3), (3,), (3, 3)]), (False, True, [(4, 4), (3,), (3, 3)]),
    (True, False, [(4, 4), (3,), (3, 3)])])
def test_torch_svd_returns_v_not_vh(backend, some, compute_uv, want):
    A = backend.randn(4, 3, dtype=backend.float64)
    r = backend.svd(A, some=some, compute_uv=compute_uv)
    assert _named(r, "svd", ("U", "S", "V"))
    assert [tuple(x.shape) for x in r] == want
    if compute_uv:
        rebuilt = r.U[:, :3] @ backend.diag_embed(r.S) @ r.V.mT
        np.testing.assert_allclose(rebuilt.numpy(), A.numpy(), atol=1e-12)
    else:
        assert r.U.abs().sum().item() == r.V.abs().sum().item() == 0.0
    np.testing.assert_allclose(r.S.numpy(), backend.linalg.svdvals(A).numpy(), rtol=1e-12)


@pytest.mark.parametrize(("mode", "shape", "want"), [
    ("reduced", (4, 3), [(4, 3), (3, 3)]), ("complete", (4, 3), [(4, 4), (4, 3)]), ("r", (4, 3), [(0,), (3, 3)]),
    ("reduced", (3, 5), [(3, 3), (3, 5)]), ("complete", (2, 3, 5), [(2, 3, 3), (2, 3, 5)])])
def test_qr_modes(backend, mode, shape, want):
    A = backend.randn(*shape, dtype=backend.float64)
    Q, R = r = backend.linalg.qr(A, mode=mode)
    assert _named(r, "linalg_qr", ("Q", "R"))
    assert [tuple(x.shape) for x in r] == want
    np.testing.assert_allclose(R.numpy(), np.triu(R.numpy()), atol=0)
    if mode != "r":
        np.testing.assert_allclose((Q @ R).numpy(), A.numpy(), atol=1e-12)


def test_qr_matches_torch_values(torch):
    a = _mat(2, 5, 3)
    for mode in ("reduced", "complete", "r"):
        for x, y in zip(tp.linalg.qr(tp.tensor(a), mode), torch.linalg.qr(torch.tensor(a), mode)):
            np.testing.assert_allclose(x.numpy(), y.numpy(), atol=1e-12)


def test_eigh_eigvalsh_and_uplo(backend):
    a = np.tril(_sym(4)) + np.triu(_mat(4, 4), 1)  # only the lower triangle is symmetric data
    A = backend.tensor(a)
    w, V = r = backend.linalg.eigh(A)
    assert _named(r, "linalg_eigh", ("eigenvalues", "eigenvectors"))
    low = np.tril(a) + np.tril(a, -1).T
    np.testing.assert_allclose(w.numpy(), np.linalg.eigvalsh(low), rtol=1e-12)
    assert np.all(np.diff(w.numpy()) > 0)
    np.testing.assert_allclose((V * w.unsqueeze(-2) @ V.mT).numpy(), low, atol=1e-12)
    up = np.triu(a) + np.triu(a, 1).T
    np.testing.assert_allclose(backend.linalg.eigvalsh(A, UPLO="U").numpy(), np.linalg.eigvalsh(up), rtol=1e-12)
    assert tuple(backend.linalg.eigh(backend.tensor(_sym(3, (2,))))[1].shape) == (2, 3, 3)


def test_cholesky_lower_and_upper(backend):
    a = _spd(3, (2,))
    L = backend.linalg.cholesky(backend.tensor(a))
    U = backend.linalg.cholesky(backend.tensor(a), upper=True)
    np.testing.assert_allclose(L.numpy(), np.tril(L.numpy()), atol=0)
    np.testing.assert_allclose((L @ L.mT).numpy(), a, atol=1e-12)
    np.testing.assert_allclose(U.numpy(), np.swapaxes(L.numpy(), -1, -2), atol=1e-12)


def test_values_match_torch_where_they_are_unique(torch):
    a, s = _mat(2, 4, 3), _sym(3, (2,))
    pairs = [
        (tp.linalg.svdvals(tp.tensor(a)), torch.linalg.svdvals(torch.tensor(a))),
        (tp.linalg.svd(tp.tensor(a))[1], torch.linalg.svd(torch.tensor(a))[1]),
        (tp.linalg.eigvalsh(tp.tensor(s)), torch.linalg.eigvalsh(torch.tensor(s))),
        (tp.linalg.cholesky(tp.tensor(_spd(3))), None),
        (tp.linalg.pinv(tp.tensor(a)), torch.linalg.pinv(torch.tensor(a))),
        (tp.pinverse(tp.tensor(a), 0.3), torch.pinverse(torch.tensor(a), 0.3)),
        (tp.linalg.pinv(tp.tensor(s), hermitian=True), torch.linalg.pinv(torch.tensor(s), hermitian=True)),
        (tp.linalg.pinv(tp.tensor(a), atol=0.9), torch.linalg.pinv(torch.tensor(a), atol=0.9)),
        (tp.linalg.pinv(tp.tensor(a), rtol=0.5), torch.linalg.pinv(torch.tensor(a), rtol=0.5)),
        (tp.linalg.pinv(tp.tensor(a), 0.5), torch.linalg.pinv(torch.tensor(a), 0.5)),
        (tp.linalg.matrix_norm(tp.zeros(2, 0, 3), 2), torch.linalg.matrix_norm(torch.zeros(2, 0, 3), 2)),
        (tp.linalg.matrix_norm(tp.zeros(0, 3), "nuc"), torch.linalg.matrix_norm(torch.zeros(0, 3), "nuc")),
    ]
    for mine, theirs in pairs:
        if theirs is not None:
            np.testing.assert_allclose(mine.numpy(), theirs.numpy(), rtol=1e-10, atol=1e-12)


def test_singular_and_eigen_vectors_agree_with_torch_up_to_sign(torch):
    """LAPACK builds (NumPy's OpenBLAS, PyTorch's MKL) may flip a singular or eigen vector: the
    columns agree up to sign, and everything sign-free agrees exactly (docs/differences.md)."""
    a, s = _mat(4, 3), _sym(3)
    U, S, Vh = tp.linalg.svd(tp.tensor(a), full_matrices=False)
    tU, tS, tVh = torch.linalg.svd(torch.tensor(a), full_matrices=False)
    signs = np.sign(np.sum(U.numpy() * tU.numpy(), axis=0))
    np.testing.assert_allclose(S.numpy(), tS.numpy(), rtol=1e-12)
    np.testing.assert_allclose(U.numpy() * signs, tU.numpy(), atol=1e-12)
    np.testing.assert_allclose(Vh.numpy() * signs[:, None], tVh.numpy(), atol=1e-12)
    _, V = tp.linalg.eigh(tp.tensor(s))
    _, tV = torch.linalg.eigh(torch.tensor(s))
    np.testing.assert_allclose(np.abs(V.numpy()), np.abs(tV.numpy()), atol=1e-12)


# ---- lstsq ----------------------------------------------------------------------------------
@pytest.mark.parametrize("driver", [None, "gelsy", "gelsd", "gelss", "gels"])
@pytest.mark.parametrize(("ashape", "bshape"), [((5, 3), (5, 2)), ((3, 5), (3, 2)), ((2, 5, 3), (2, 5, 2)),
                                                ((5, 3), (5,))])
def test_lstsq_fields_match_torch(torch, driver, ashape, bshape):
    a, b = _mat(*ashape), _mat(*bshape)
    mine = tp.linalg.lstsq(tp.tensor(a), tp.tensor(b), driver=driver)
    theirs = torch.linalg.lstsq(torch.tensor(a), torch.tensor(b), driver=driver)
    assert _named(mine, "linalg_lstsq", ("solution", "residuals", "rank", "singular_values"))
    assert _named(theirs, "linalg_lstsq", ("solution", "residuals", "rank", "singular_values"))
    for x, y in zip(mine, theirs):
        assert tuple(x.shape) == tuple(y.shape) and str(x.dtype).split(".")[-1] == str(y.dtype).split(".")[-1]
        np.testing.assert_allclose(x.numpy(), y.numpy(), rtol=1e-9, atol=1e-10)


def test_lstsq_rank_deficient_is_minimum_norm_with_rank(torch):
    a = np.array([[1.0, 2, 3], [2, 4, 6], [1, 0, 1], [0, 1, 1]])
    b = _mat(4, 2)
    for driver in ("gelsy", "gelsd"):
        mine = tp.linalg.lstsq(tp.tensor(a), tp.tensor(b), driver=driver)
        theirs = torch.linalg.lstsq(torch.tensor(a), torch.tensor(b), driver=driver)
        assert mine.rank.item() == theirs.rank.item() == 2
        np.testing.assert_allclose(mine.solution.numpy(), theirs.solution.numpy(), rtol=1e-9)
        assert tuple(mine.residuals.shape) == tuple(theirs.residuals.shape) == (0,)


def test_lstsq_gradients_including_residuals(torch):
    a, b = _mat(5, 3), _mat(5, 2)
    _same_grads(torch, lambda lib, A, B: (lib.linalg.lstsq(A, B).solution ** 2).sum(), a, b, twice=True)
    _same_grads(torch, lambda lib, A, B: lib.linalg.lstsq(A, B, driver="gelsd").residuals.sum(), a, b)
    outs = tp.linalg.lstsq(tp.tensor(a, requires_grad=True), tp.tensor(b), driver="gelsd")
    assert [o.requires_grad for o in outs] == [True, True, False, False]


def test_lstsq_errors(backend):
    A = backend.randn(4, 3, dtype=backend.float64)
    with pytest.raises(RuntimeError, match="driver"):
        backend.linalg.lstsq(A, backend.randn(4, 2, dtype=backend.float64), driver="foo")
    with pytest.raises(RuntimeError, match="same dtype"):
        backend.linalg.lstsq(A, backend.randn(4, 2))
    with pytest.raises(RuntimeError, match=r"input.size\(-2\) should match other.size\(-2\)"):
        backend.linalg.lstsq(A, backend.randn(3, 2, dtype=backend.float64))


# ---- gradients and jvps against torch -----------------------------------------------------
def _svd_loss(full):
    def f(lib, A):
        U, S, Vh = lib.linalg.svd(A, full_matrices=full)
        k = S.shape[-1]
        U, Vh = U[..., :k], Vh[..., :k, :]
        w = lib.arange(1.0, k + 1, dtype=lib.float64)
        return (U @ Vh).sin().sum() + (S * w).sum() + ((U * U) * 0.3).sum() + (Vh ** 2 * Vh.abs()).sum()
    return f


@pytest.mark.parametrize("shape", [(4, 3), (3, 4), (3, 3), (2, 4, 3)])
@pytest.mark.parametrize("full", [False, True])
def test_svd_gradient_on_sign_free_loss(torch, shape, full):
    _same_grads(torch, _svd_loss(full), _mat(*shape), twice=not full)


def test_full_matrices_backward_ignores_the_extra_columns_as_torch(torch):
    _same_grads(torch, lambda lib, A: lib.linalg.svd(A)[0].abs().sum() + lib.linalg.svd(A)[2].sum() * 0,
                _mat(4, 3))


@pytest.mark.parametrize("shape", [(4, 3), (3, 5)])
def test_svdvals_torch_svd_and_norms_gradients(torch, shape):
    a = _mat(*shape)
    _same_grads(torch, lambda lib, A: (lib.linalg.svdvals(A) ** 3).sum(), a, twice=True)
    _same_grads(torch, lambda lib, A: (lib.svd(A).V.abs() + 0).sum() + lib.svd(A).S.sum(), a)
    for ord in (2, -2, "nuc"):
        _same_grads(torch, lambda lib, A, o=ord: lib.linalg.matrix_norm(A, ord=o), a, twice=True)
        _same_grads(torch, lambda lib, A, o=ord: lib.linalg.norm(A, ord=o), a)


def test_svdvals_gradient_at_repeated_singular_values_is_finite(torch):
    q = np.linalg.qr(_mat(3, 3))[0]
    _same_grads(torch, lambda lib, A: lib.linalg.svdvals(A).sum(), q)
    _same_grads(torch, lambda lib, A: lib.linalg.matrix_norm(A, "nuc"), q)


def _eigh_loss(uplo):
    def f(lib, A):
        w, V = lib.linalg.eigh((A + A.mT) / 2, UPLO=uplo)
        return (w * lib.arange(1.0, w.shape[-1] + 1, dtype=lib.float64)).sum() + ((V * V) * w.exp().unsqueeze(-2)).sum() \
            + (V @ lib.diag_embed(w.sin()) @ V.mT).sum()
    return f


@pytest.mark.parametrize("uplo", ["L", "U"])
def test_eigh_eigvalsh_gradient_on_symmetrised_input(torch, uplo):
    _same_grads(torch, _eigh_loss(uplo), _mat(2, 4, 4), twice=True)
    _same_grads(torch, lambda lib, A: (lib.linalg.eigvalsh((A + A.mT) / 2, uplo) ** 2).sum(), _mat(4, 4),
                twice=True)


def test_eigh_gradient_is_symmetric_as_torch(torch):
    """Without symmetrising: both libraries give the symmetric gradient (not the lower triangle)."""
    _same_grads(torch, lambda lib, A: (lib.linalg.eigvalsh(A) ** 2).sum(), _sym(3))
    _same_grads(torch, lambda lib, A: lib.linalg.eigh(A)[1].abs().sum(), _sym(3))


@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_gradient(torch, upper):
    def f(lib, A):
        L = lib.linalg.cholesky(A @ A.mT + 3 * lib.eye(3, dtype=lib.float64), upper=upper)
        return (L * lib.arange(1.0, 10, dtype=lib.float64).reshape(3, 3)).sum() + L.diagonal().log().sum()
    _same_grads(torch, f, _mat(3, 3), twice=True)
    _same_grads(torch, lambda lib, A: (lib.linalg.cholesky(A, upper=upper) ** 2).sum(), _spd(3, (2,)))


@pytest.mark.parametrize("shape", [(5, 3), (3, 3), (3, 5), (2, 4, 3)])
def test_qr_gradient(torch, shape):
    def f(lib, A):
        Q, R = lib.linalg.qr(A)
        return (Q.sin()).sum() + (R * R).sum() * 0.1 + (Q @ R).sum()
    _same_grads(torch, f, _mat(*shape), twice=True)
    if shape[-2] <= shape[-1]:
        _same_grads(torch, lambda lib, A: lib.linalg.qr(A, "complete")[0].cos().sum(), _mat(*shape))


@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 3, 3)])
def test_pinv_gradient(torch, shape):
    _same_grads(torch, lambda lib, A: lib.linalg.pinv(A).sin().sum(), _mat(*shape), twice=True)
    _same_grads(torch, lambda lib, A: lib.pinverse(A).cos().sum(), _mat(*shape))


def test_pinv_hermitian_gradient_on_symmetrised_input(torch):
    _same_grads(torch, lambda lib, A: lib.linalg.pinv((A + A.mT) / 2, hermitian=True).sin().sum(), _mat(3, 3))


def test_jvps_match_torch(torch):
    a, t = _mat(4, 3), _mat(4, 3)
    s, ts = _sym(3), _sym(3)
    p, tp_ = _spd(3), _sym(3)

    def svd_free(lib, A):
        U, S, Vh = lib.linalg.svd(A, full_matrices=False)
        return S, U @ Vh, U * U, Vh * Vh

    _same_jvp(torch, svd_free, (a,), (t,))
    _same_jvp(torch, svd_free, (a.T,), (t.T,))
    _same_jvp(torch, lambda lib, A: (lib.linalg.svd(A)[0][:, :3] ** 2, lib.linalg.svd(A)[0][:, 3:] * 0), (a,), (t,))
    _same_jvp(torch, lambda lib, A: lib.linalg.svdvals(A), (a,), (t,))
    _same_jvp(torch, lambda lib, A: (lib.linalg.eigh(A)[0], lib.linalg.eigh(A)[1] ** 2), (s,), (ts,))
    _same_jvp(torch, lambda lib, A: lib.linalg.eigvalsh(A, "U"), (s,), (ts,))
    for upper in (False, True):
        _same_jvp(torch, lambda lib, A, u=upper: lib.linalg.cholesky(A, upper=u), (p,), (tp_,))
    for m, n in ((5, 3), (3, 3), (3, 5)):
        x, dx = _mat(m, n), _mat(m, n)
        _same_jvp(torch, lambda lib, A: tuple(lib.linalg.qr(A)), (x,), (dx,))
        _same_jvp(torch, lambda lib, A: lib.linalg.pinv(A), (x,), (dx,))
    _same_jvp(torch, lambda lib, A, B: lib.linalg.lstsq(A, B).solution, (a, _mat(4, 2)), (t, _mat(4, 2)))
    _same_jvp(torch, lambda lib, A: lib.linalg.matrix_norm(A, "nuc"), (a,), (t,))


def test_full_matrices_jvp_of_the_extra_columns_is_zero(torch):
    a, t = _mat(4, 2), _mat(4, 2)
    for lib in (tp, torch):
        _, tangents = lib.func.jvp(lambda A, lib=lib: lib.linalg.svd(A), (lib.tensor(a),), (lib.tensor(t),))
        assert tuple(tangents[0].shape) == (4, 4) and tuple(tangents[2].shape) == (2, 2)
        np.testing.assert_array_equal(tangents[0][:, 2:].numpy(), np.zeros((4, 2)))


# ---- batch dims and vmap --------------------------------------------------------------------
def test_vmap_of_decompositions_matches_a_loop():
    a, s = _mat(3, 4, 3), _sym(3, (3,))
    for fn, x in [(lambda A: tp.linalg.svdvals(A), a), (lambda A: tp.linalg.pinv(A), a),
                  (lambda A: tp.linalg.qr(A).R, a), (lambda A: tp.linalg.eigvalsh(A), s),
                  (lambda A: tp.linalg.cholesky(A @ A.mT + 3 * tp.eye(3, dtype=tp.float64)), s),
                  (lambda A: tp.linalg.matrix_norm(A, 2), a)]:
        batched = tp.func.vmap(fn, in_dims=1)(tp.tensor(np.moveaxis(x, 0, 1)))
        loop = np.stack([fn(tp.tensor(x[i])).numpy() for i in range(3)])
        np.testing.assert_allclose(batched.numpy(), loop, rtol=1e-12, atol=1e-12)


def test_vmap_of_grad_and_jvp_of_eigh_and_cholesky_match_a_loop():
    """The spec's vmap-of-vjp rows skip these ops with their gradcheck; the same checks here."""
    x, t = _spd(3, (3,)), _sym(3, (3,))
    fns = [lambda A: (tp.linalg.eigvalsh(A) ** 2).sum(), lambda A: tp.linalg.eigh(A)[1].abs().sum(),
           lambda A: tp.linalg.cholesky(A, upper=True).sin().sum()]
    for fn in fns:
        batched = tp.func.vmap(tp.func.grad(fn))(tp.tensor(x))
        loop = np.stack([tp.func.grad(fn)(tp.tensor(x[i])).numpy() for i in range(3)])
        np.testing.assert_allclose(batched.numpy(), loop, rtol=1e-10, atol=1e-12)
        jv = tp.func.vmap(lambda A, T, fn=fn: tp.func.jvp(fn, (A,), (T,))[1])(tp.tensor(x), tp.tensor(t))
        loop = [tp.func.jvp(fn, (tp.tensor(x[i]),), (tp.tensor(t[i]),))[1].item() for i in range(3)]
        np.testing.assert_allclose(jv.numpy(), loop, rtol=1e-10, atol=1e-12)


# ---- errors -----------------------------------------------------------------------------------
@pytest.mark.parametrize("fn", ["eigh", "eigvalsh", "cholesky"])
def test_square_only(backend, fn):
    with pytest.raises(RuntimeError, match="A must be batches of square matrices, but they are 3 by 4 matrices"):
        getattr(backend.linalg, fn)(backend.ones(3, 4))


def test_not_positive_definite_raises_linalg_error(backend):
    with pytest.raises(backend.linalg.LinAlgError, match=r"not positive-definite \(the leading minor of order 1"):
        backend.linalg.cholesky(-backend.eye(3))
    bad = backend.stack([backend.eye(3), backend.tensor([[1.0, 2, 0], [2, 1, 0], [0, 0, 1]])])
    with pytest.raises(backend.linalg.LinAlgError, match=r"\(Batch element 1\).*leading minor of order 2"):
        backend.linalg.cholesky(bad)


@pytest.mark.parametrize("fn", ["svd", "svdvals", "pinv", "eigvalsh", "cholesky"])
def test_nan_input_raises_linalg_error(backend, fn):
    with pytest.raises(backend.linalg.LinAlgError):
        getattr(backend.linalg, fn)(backend.full((3, 3), float("nan"), dtype=backend.float64))


def test_inf_input_does_not_hang():
    """NumPy's SVD never returns on an inf entry: the kernels refuse non-finite input first,
    or (svdvals, as PyTorch's values-only gesdd) answer NaN without calling NumPy."""
    x = tp.eye(3, dtype=tp.float64)
    x[0, 0] = float("inf")
    for fn in (tp.linalg.svd, tp.linalg.pinv, tp.linalg.eigh, tp.linalg.eigvalsh, tp.svd,
               tp.pinverse, lambda a: tp.linalg.lstsq(a, tp.ones(3, 1, dtype=tp.float64))):
        with pytest.raises(tp.linalg.LinAlgError, match="failed to converge"):
            fn(x)
    assert tp.isnan(tp.linalg.svdvals(x)).all()
    assert tp.isnan(tp.linalg.matrix_norm(x, 2))


def test_argument_errors(backend):
    with pytest.raises(RuntimeError, match="Expected UPLO argument to be 'L' or 'U', but got X"):
        backend.linalg.eigh(backend.eye(3), UPLO="X")
    with pytest.raises(RuntimeError, match="qr received unrecognized mode 'X'"):
        backend.linalg.qr(backend.eye(3), mode="X")
    with pytest.raises(RuntimeError, match="at least 2 dimensions"):
        backend.linalg.svd(backend.ones(3))
    for fn in (backend.linalg.svd, backend.linalg.svdvals, backend.linalg.qr, backend.linalg.cholesky):
        with pytest.raises(RuntimeError, match=r"Expected a floating point or complex tensor as input\. Got Long"):
            fn(backend.ones(3, 3, dtype=backend.int64))
    with pytest.raises(NotImplementedError, match="not implemented for 'Long'"):
        backend.linalg.eigh(backend.ones(3, 3, dtype=backend.int64))
    with pytest.raises(RuntimeError, match="expected a tensor with 2 or more dimensions of float"):
        backend.linalg.pinv(backend.ones(3, 3, dtype=backend.int64))
    with pytest.raises(backend.linalg.LinAlgError, match="non-finite values"):
        backend.linalg.svd(backend.full((3, 3), float("nan")))
    for fn in (backend.linalg.svd, backend.linalg.svdvals):
        with pytest.raises(RuntimeError, match="keyword argument `driver=` is only supported on CUDA"):
            fn(backend.eye(3), driver="gesvd")
    with pytest.raises(RuntimeError, match="Order 3 not supported"):
        backend.linalg.matrix_norm(backend.ones(3, 3), ord=3)


def test_qr_backward_errors(backend):
    A = backend.randn(4, 3, dtype=backend.float64, requires_grad=True)
    with pytest.raises(RuntimeError, match="not computed when mode='r'"):
        backend.linalg.qr(A, mode="r")[1].sum().backward()
    with pytest.raises(RuntimeError, match="not differentiable when mode='complete' and nrows > ncols"):
        backend.linalg.qr(A, mode="complete")[1].sum().backward()


def test_lstsq_truncating_rcond_gives_the_svd_answer_for_every_driver(torch):
    """docs/differences.md `lstsq-gelsy-truncation`: with an rcond that drops singular values,
    tensorplay's answer is the SVD-truncated minimum-norm one (torch's gelsd), also for gelsy."""
    # singular values 2, 1 and 0.1: rcond 0.3 drops the last (the module's RNG would make the
    # matrix depend on which tests ran before)
    rng = np.random.default_rng(0)
    u, v = np.linalg.qr(rng.standard_normal((5, 3)))[0], np.linalg.qr(rng.standard_normal((3, 3)))[0]
    a, b = u @ np.diag([2.0, 1.0, 0.1]) @ v.T, rng.standard_normal((5, 2))
    ref = torch.linalg.lstsq(torch.tensor(a), torch.tensor(b), 0.3, driver="gelsd")
    for driver in ("gelsy", "gelsd"):
        mine = tp.linalg.lstsq(tp.tensor(a), tp.tensor(b), 0.3, driver=driver)
        assert mine.rank.item() == ref.rank.item() < 3
        np.testing.assert_allclose(mine.solution.numpy(), ref.solution.numpy(), rtol=1e-9)
