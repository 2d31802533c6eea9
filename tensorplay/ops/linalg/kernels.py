"""The NumPy helpers only the linalg ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import math

import numpy as np

from ..shared.kernels import (
    QR_MODES,
    DtypeError,
    LinAlgError,
    ShapeError,
    _finite,
    _matrix,
    _no_half,
    _size_at,
    _torch_name,
)


def _square_shape(a, name: str) -> None:
    """PyTorch's RuntimeError naming op `name` unless `a` is a batch of square matrices."""
    if a.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
    if a.shape[-1] != a.shape[-2]:
        raise RuntimeError(f"{name}: A must be batches of square matrices, but they are "
                           f"{a.shape[-2]} by {a.shape[-1]} matrices")


def _square(a, name: str):
    """a as float batches of square matrices, or PyTorch's RuntimeError naming op `name`."""
    _matrix(a, name)
    _square_shape(a, name)
    if a.dtype == np.float16:  # PyTorch has no float16 LAPACK kernels on the CPU
        if name == "linalg.det":  # (an empty input never reaches det's kernel)
            return _no_half(a, "lu_cpu")
        raise RuntimeError(f"{name}: Low precision dtypes not supported. Got Half")
    return a


def _inv(a, name: str = "linalg.inv"):
    """The inverse as PyTorch computes it (linalg.solve(A, I): LU, then getrs). np.linalg.inv
    where NumPy finds a matrix finite and well invertible; the others (_inv_lu_todo) take
    _lu_factor and _getrs: LAPACK's order decides where inf and NaN land, and an exact zero
    pivot raises PyTorch's LinAlgError (batch element and pivot named)."""
    _square(a, name)
    flat = _batches(a)
    out, todo = _inv_lu_todo(flat)
    if not todo.size:
        return out.reshape(a.shape)
    for i in todo:
        LU, swaps = _lu_factor(flat[i])
        zero = np.flatnonzero(np.diagonal(LU) == 0)
        if zero.size:
            where = f"(Batch element {i}): " if a.ndim > 2 else ""
            raise LinAlgError(f"{name}: {where}The diagonal element {zero[0] + 1} is zero, the inversion "
                              "could not be completed because the input matrix is singular.")
        out[i] = _getrs(LU, swaps, np.eye(a.shape[-1]))
    return out.reshape(a.shape)


_NO_INDICES = np.zeros(0, np.intp)


def _inv_lu_todo(flat):
    """(np.linalg.inv of each matrix of the flat batch, the indices whose answer LAPACK's order
    decides and _lu_factor / _getrs compute): the matrices holding inf or NaN, and those NumPy
    finds numerically singular (PyTorch's LU may hold an exact zero pivot there); every index
    when NumPy refuses one. Finite well-conditioned input costs two maxima over the batch."""
    if flat.size == 0:
        return np.linalg.inv(flat), _NO_INDICES
    amax = np.abs(flat).max()  # NaN or inf when a matrix holds one
    finite = bool(np.isfinite(amax))
    try:
        if finite:
            inv = np.linalg.inv(flat)
        else:
            with np.errstate(all="ignore"):
                inv = np.linalg.inv(flat)
    except np.linalg.LinAlgError:
        return np.zeros_like(flat), np.arange(len(flat))
    limit = 0.01 / np.finfo(flat.dtype).eps
    if finite and np.abs(inv).max() * amax <= limit:  # the whole batch at once first
        return inv, _NO_INDICES
    with np.errstate(all="ignore"):
        todo = np.abs(inv).max(axis=(-2, -1)) * np.abs(flat).max(axis=(-2, -1)) > limit
    if not finite:
        todo |= ~np.isfinite(flat).all(axis=(-2, -1))
    return inv, np.flatnonzero(todo)


def _svd(a, full_matrices: bool, driver=None):
    """(U, S, Vh) of np.linalg.svd, with PyTorch's checks (driver= is CUDA-only in PyTorch)."""
    if driver is not None:
        raise RuntimeError("torch.linalg.svd: keyword argument `driver=` is only supported on "
                           "CUDA inputs with cuSOLVER backend.")
    x = _no_half(_matrix(a, "linalg.svd"), "linalg_svd_cpu")
    _finite(x, "linalg.svd")
    U, S, Vh = np.linalg.svd(x, full_matrices=full_matrices)
    return U.astype(a.dtype), S.astype(a.dtype), Vh.astype(a.dtype)


def _svdvals(a, driver=None):
    if driver is not None:
        raise RuntimeError("torch.linalg.svd: keyword argument `driver=` is only supported on "
                           "CUDA inputs with cuSOLVER backend.")
    x = _no_half(_matrix(a, "linalg.svd"), "linalg_svd_cpu")
    flat = x.reshape((math.prod(x.shape[:-2]),) + x.shape[-2:])
    nan = np.isnan(flat).any((-2, -1))
    if nan.any():  # LAPACK gesdd refuses a NaN norm (info -4): PyTorch's LinAlgError
        where = f"(Batch element {int(np.argmax(nan))}): " if x.ndim > 2 else ""
        raise LinAlgError(f"linalg.svd: {where}The algorithm failed to converge because the "
                          "input matrix contained non-finite values.")
    inf = np.isinf(flat).any((-2, -1))
    if not inf.any():
        return np.linalg.svd(x, compute_uv=False).astype(a.dtype)
    # an infinite norm cannot be scaled (MKL's dlascl refuses it) and the values-only path of
    # gesdd returns NaN for every singular value of that matrix, without an error
    out = np.full(flat.shape[:1] + (min(x.shape[-2:]),), np.nan, x.dtype)
    if (~inf).any():
        out[~inf] = np.linalg.svd(flat[~inf], compute_uv=False)
    return out.reshape(x.shape[:-2] + out.shape[-1:]).astype(a.dtype)


def _eigh(a, UPLO: str, vectors: bool = True):
    """np.linalg.eigh (ascending eigenvalues) of the UPLO triangle, with PyTorch's checks."""
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    name = "linalg.eigh"
    _square_shape(a, name)  # PyTorch checks the shape before the dtype
    if a.dtype.kind != "f" and not a.size:  # an empty matrix never reaches PyTorch's kernel
        w = np.zeros(a.shape[:-1], a.dtype)
        return w if not vectors else (w, np.zeros(a.shape, a.dtype))
    if a.dtype.kind != "f":
        raise NotImplementedError(f"\"linalg_eigh_cpu\" not implemented for '{_torch_name(a.dtype)}'")
    x = _no_half(a, "linalg_eigh_cpu")
    if not np.isfinite(np.tril(x) if UPLO == "L" else np.triu(x)).all():
        raise LinAlgError(f"{name}: The algorithm failed to converge because the input matrix is "
                          "ill-conditioned or has too many repeated eigenvalues.")
    if not vectors:
        return np.linalg.eigvalsh(x, UPLO).astype(a.dtype)
    w, V = np.linalg.eigh(x, UPLO)
    return w.astype(a.dtype), V.astype(a.dtype)


def _cholesky(a, upper: bool):
    """np.linalg.cholesky (of the lower triangle, or the upper one when upper) with PyTorch's
    LinAlgError naming the batch element and the order of the first non-positive leading minor."""
    name = "linalg.cholesky"
    if a.dtype == np.float16:  # the shape is checked first; only an empty input computes
        _square_shape(a, name)
        return np.linalg.cholesky(_no_half(a, "cholesky_cpu"), upper=upper).astype(a.dtype)
    _square(a, name)

    def fail(i, k):
        where = f"(Batch element {i}): " if a.ndim > 2 else ""
        return LinAlgError(f"{name}: {where}The factorization could not be completed because the "
                           f"input is not positive-definite (the leading minor of order {k} is not "
                           "positive-definite).")

    flat = _batches(a)
    nonfinite = ~np.isfinite(flat).all(axis=(-2, -1))
    try:
        L = np.linalg.cholesky(a, upper=upper)
    except np.linalg.LinAlgError:
        L = None
    if L is not None and not nonfinite.any():
        return L
    out = np.zeros_like(flat) if L is None else L.reshape(flat.shape).copy()
    for i, m in enumerate(flat):  # the first failing matrix of the batch is named
        if nonfinite[i] or L is None:
            k, factor = _potf2(m, upper)
            if k:
                raise fail(i, k)
            out[i] = factor
    return out.reshape(a.shape)


def _potf2(m, upper: bool):
    """(order of the first leading minor LAPACK's Cholesky rejects, 0 for none; the factor) of
    one matrix holding inf or NaN, column by column as potf2: the pivot a_jj - sum_k l_jk^2
    must be > 0 (a NaN pivot fails too); inf - inf and 0 * inf on the way make the NaN. Reads
    the lower triangle, or the upper one when upper (as the rows of U)."""
    a = np.tril(m.T if upper else m).astype(np.float64)
    with np.errstate(all="ignore"):
        for j in range(a.shape[0]):
            ajj = a[j, j] - np.dot(a[j, :j], a[j, :j])
            if not ajj > 0:
                return j + 1, a
            a[j, j] = np.sqrt(ajj)
            a[j + 1:, j] = (a[j + 1:, j] - a[j + 1:, :j] @ a[j, :j]) / a[j, j]
    return 0, a.T if upper else a


def _qr(a, mode: str):
    """(Q, R) of np.linalg.qr; mode 'r' gives an empty Q as PyTorch does."""
    if mode not in QR_MODES:
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' "
                           "(default), 'r', or 'complete'")
    _matrix(a, "linalg.qr")
    if a.dtype == np.float16:  # after the shape check; PyTorch refuses an empty input too
        raise NotImplementedError("\"geqrf_cpu\" not implemented for 'Half'")
    # a + 0.0 turns -0.0 into +0.0: PyTorch's LAPACK (MKL) reflects a column whose head is -0.0
    # as one whose head is +0.0 (R's diagonal negative), NumPy's (OpenBLAS) keeps the sign bit
    Q, R = np.linalg.qr(a + 0.0, mode="complete" if mode == "complete" else "reduced")
    if R.shape[-2] and R.shape[-1]:  # a zero first column is not reflected (tau = 0): R[0, 0]
        R[..., 0, 0] = np.where(R[..., 0, 0] == 0, a[..., 0, 0], R[..., 0, 0])  # keeps its sign
    if mode == "r":
        Q = np.empty((0,), a.dtype)
    return Q.astype(a.dtype), R.astype(a.dtype)


def _pinv(a, atol, rtol, hermitian: bool):
    """Moore-Penrose inverse from the SVD (eigh when hermitian): singular values at most
    max(atol, rtol * largest) count as zero; rtol defaults to eps * max(m, n) unless atol > 0."""
    if atol is not None and rtol is None:  # PyTorch's default rtol reads the sizes and eps first
        _size_at(a.ndim, -2)
        _size_at(a.ndim, -1)
        if a.dtype not in (np.float32, np.float64):
            raise RuntimeError("This function doesn't handle types other than float and double")
    if a.ndim < 2 or a.dtype.kind != "f" or a.dtype == np.float16:
        raise RuntimeError(f"linalg.pinv({_torch_name(a.dtype)}{{{list(a.shape)}}}): expected a tensor "
                           "with 2 or more dimensions of float, double, cfloat or cdouble types")
    m, n = a.shape[-2:]
    if rtol is None:
        rtol = 0.0 if atol is not None and atol > 0 else np.finfo(a.dtype).eps * max(m, n)
    atol = 0.0 if atol is None else atol
    if hermitian:
        w, V = _eigh(a, "L")
        big = np.abs(w).max(-1, keepdims=True) if w.shape[-1] else np.zeros(w.shape[:-1] + (1,))
        keep = np.abs(w) > np.maximum(atol, rtol * big)
        winv = np.divide(1.0, w, out=np.zeros_like(w), where=keep)
        return ((V * winv[..., None, :]) @ np.swapaxes(V, -1, -2)).astype(a.dtype)
    U, sv, Vh = _svd(a, False)
    big = sv[..., :1] if sv.shape[-1] else np.zeros(sv.shape[:-1] + (1,))
    keep = sv > np.maximum(atol, rtol * big)
    sinv = np.divide(1.0, sv, out=np.zeros_like(sv), where=keep)
    return ((np.swapaxes(Vh, -1, -2) * sinv[..., None, :]) @ np.swapaxes(U, -1, -2)).astype(a.dtype)


def _getrf2(a, swaps: list, r0: int, c0: int, m: int, n: int) -> None:
    """LAPACK's recursive getrf2 on a[r0:r0+m, c0:c0+n], in place: the left half of the
    columns, its row swaps applied to the right half, A12 = L11^-1 A12, A22 -= A21 A12, then
    A22; a single column takes the first entry of largest magnitude as pivot (a NaN only where
    it comes first, as idamax) and scales the rest by 1 / pivot (skipped for a zero pivot; as
    LAPACK, x * (1 / x) need not be 1, so a repeated row need not leave an exact zero)."""
    if n == 1:
        col = np.abs(a[r0:r0 + m, c0])
        p = 0
        for i in range(1, m):
            if col[i] > col[p]:
                p = i
        swaps.append((r0, r0 + p))
        if a[r0 + p, c0] != 0:
            a[[r0, r0 + p], c0] = a[[r0 + p, r0], c0]
            a[r0 + 1:r0 + m, c0] *= 1.0 / a[r0, c0]
        return
    if m == 1:
        swaps.append((r0, r0))
        return
    n1 = min(m, n) // 2
    first = len(swaps)
    _getrf2(a, swaps, r0, c0, m, n1)
    for x, y in swaps[first:]:
        a[[x, y], c0 + n1:c0 + n] = a[[y, x], c0 + n1:c0 + n]
    for j in range(c0 + n1, c0 + n):  # trsm: unit lower L11
        for k in range(n1):
            a[r0 + k + 1:r0 + n1, j] -= a[r0 + k, j] * a[r0 + k + 1:r0 + n1, c0 + k]
    for j in range(c0 + n1, c0 + n):  # gemm
        for k in range(n1):
            a[r0 + n1:r0 + m, j] -= a[r0 + k, j] * a[r0 + n1:r0 + m, c0 + k]
    second = len(swaps)
    _getrf2(a, swaps, r0 + n1, c0 + n1, m - n1, n - n1)
    for x, y in swaps[second:]:
        a[[x, y], c0:c0 + n1] = a[[y, x], c0:c0 + n1]


def _lu_factor(m):
    """(LU, row swaps) of one square matrix by _getrf2, in float64, as PyTorch's LAPACK."""
    a = np.array(m, dtype=np.float64)
    swaps: list = []
    with np.errstate(all="ignore"):
        _getrf2(a, swaps, 0, 0, a.shape[0], a.shape[1])
    return a, swaps


def _getrs(LU, swaps, B, trans: bool = False):
    """LAPACK getrs on _lu_factor's answer, solving M X = B (M^T X = B with trans), M the
    factored matrix: B's rows swapped as the factor's, then the unit lower L and the upper U
    solved by the reference trsm's column updates (no zero of B skipped); with trans U^T and
    L^T by its dot products, then the swaps undone. This order decides where 0 * inf, x / 0
    and inf - inf make inf and NaN: PyTorch's answers (linalg.inv, lu_solve) on matrices
    holding inf or NaN, or with a zero pivot (which getrs divides by, without an error)."""
    B = np.array(B, dtype=np.float64)
    n = LU.shape[0]
    with np.errstate(all="ignore"):
        if trans:
            for i in range(n):
                B[i] = (B[i] - LU[:i, i] @ B[:i]) / LU[i, i]
            for i in range(n - 1, -1, -1):
                B[i] = B[i] - LU[i + 1:, i] @ B[i + 1:]
            for x, y in reversed(swaps):
                B[[x, y]] = B[[y, x]]
            return B
        for x, y in swaps:
            B[[x, y]] = B[[y, x]]
        for k in range(n):
            B[k + 1:] -= B[k] * LU[k + 1:, k:k + 1]
        for k in range(n - 1, -1, -1):
            B[k] /= LU[k, k]
            B[:k] -= B[k] * LU[:k, k:k + 1]
    return B


def _lu_diagonal(m, transposed: bool):
    """(permutation sign, diagonal of U) of one square matrix as PyTorch's det and slogdet
    get them: LAPACK's getrf2 of the transpose when the input is row-major contiguous
    (det A = det A^T: PyTorch hands LAPACK the array as it lies, which LAPACK reads as A^T),
    of A itself otherwise (PyTorch copies it column-major). On non-finite input this order
    decides where inf - inf and 0 * inf make NaN, which np.linalg (its det goes through
    exp(log|det|)) answers otherwise."""
    a, swaps = _lu_factor(m.T if transposed else m)
    sign = -1.0 if sum(x != y for x, y in swaps) % 2 else 1.0
    return sign, np.diagonal(a).copy()


def _batches(x):
    """The matrices of x as one flat batch (n, rows, cols), also for empty matrices."""
    return x.reshape((math.prod(x.shape[:-2]),) + x.shape[-2:])


def _nonfinite_batches(x):
    """The flat batch indices of the matrices holding inf or NaN (each gets the LU emulation)."""
    flat = _batches(x)
    return flat, np.flatnonzero(~np.isfinite(flat).all(axis=(-2, -1)))


def _det(self):
    """det as PyTorch computes it: the product of LU's diagonal with the permutation's sign
    (np.linalg.det agrees on finite input; a matrix holding inf or NaN takes _lu_diagonal)."""
    x = _square(self, "linalg.det")
    out = np.asarray(np.linalg.det(x))
    flat, bad = _nonfinite_batches(x)
    if bad.size:
        out = out.reshape(-1).copy()
        with np.errstate(all="ignore"):
            for i in bad:
                sign, d = _lu_diagonal(flat[i], x.flags.c_contiguous)
                out[i] = sign * np.prod(d)
        out = out.reshape(x.shape[:-2])
    return out.astype(x.dtype)


def _slogdet(self):
    """(sign, log|det|) as PyTorch computes them from LU: sign = the permutation's sign times
    the product of sgn(diagonal), with sgn(NaN) = 0, so a NaN log|det| has sign 0 (NumPy's
    says ±1); a matrix holding inf or NaN takes _lu_diagonal, and so does a (numerically)
    singular one, |det| within n * eps * max|A|^n of 0: whether its last pivot comes out an
    exact 0 (log|det| = -inf, sign 0) or round-off (-36.6) follows the order of LAPACK's
    operations, and NumPy's LU runs on A where PyTorch's runs on A^T."""
    x = _square(self, "linalg.slogdet")
    sign, logabsdet = np.linalg.slogdet(x)
    flat, bad = _nonfinite_batches(x)
    n = x.shape[-1]
    if n > 1 and flat.shape[0]:
        with np.errstate(all="ignore"):
            scale = np.abs(flat).max(axis=(-2, -1))
            near = np.asarray(logabsdet).reshape(-1) <= n * np.log(scale) + np.log(n * np.finfo(x.dtype).eps)
        bad = np.union1d(bad, np.flatnonzero(near & (scale > 0)))
    if bad.size:
        sign, logabsdet = np.asarray(sign).reshape(-1).copy(), np.asarray(logabsdet).reshape(-1).copy()
        with np.errstate(all="ignore"):
            for i in bad:
                s, d = _lu_diagonal(flat[i], x.flags.c_contiguous)
                sign[i] = s * np.prod(np.nan_to_num(np.sign(d), nan=0.0))
                logabsdet[i] = np.sum(np.log(np.abs(d)))
        sign, logabsdet = sign.reshape(x.shape[:-2]), logabsdet.reshape(x.shape[:-2])
    return np.asarray(sign).astype(self.dtype), np.asarray(logabsdet).astype(self.dtype)


def _det_fused_backward(grads, needs, shapes, self, result):
    """det's first-order gradient as PyTorch's linalg_det_backward without grad mode: X with
    A^T X = grad * det * I, solved against the forward's LU (of A^T, solved as it is, for a
    row-major contiguous A; of A, solved transposed, otherwise) with each zero pivot raised
    to eps, so no matrix raises: a singular one gives a finite X times det = 0, one holding
    inf or NaN getrs's pattern. np.linalg where NumPy finds a matrix finite and well
    invertible; None (the formula) for a 1x1 or empty matrix."""
    g = grads[0]
    n = self.shape[-1]
    if g is None or not needs[0] or n < 2 or self.size == 0:
        return None
    d = (np.broadcast_to(g, result.shape) * result).reshape(-1)
    return (_scaled_inverse_t(self, d, np.finfo(self.dtype).eps),)


def _scaled_inverse_t(A, d, zero_pivot):
    """d[i] * A[i]^-T for the flat batch of A's matrices, as PyTorch's backward solves it: X
    with A^T X = d I against the forward's LU (of A^T, solved as it is, for a row-major
    contiguous A; of A, solved transposed, otherwise), each zero pivot replaced by `zero_pivot`
    (det's eps; None keeps it: getrs divides by 0, so a singular matrix gives inf and NaN
    without an error); np.linalg where NumPy finds a matrix finite and well invertible."""
    n = A.shape[-1]
    flat = A.reshape(-1, n, n)
    inv, todo = _inv_lu_todo(flat)
    with np.errstate(all="ignore"):
        out = d[:, None, None] * np.swapaxes(inv, -1, -2)
    rowmajor = A.flags.c_contiguous
    for i in todo:
        LU, swaps = _lu_factor(flat[i].T if rowmajor else flat[i])
        if zero_pivot is not None:
            LU[np.diag_indices(n)] = np.where(np.diagonal(LU) == 0, zero_pivot, np.diagonal(LU))
        out[i] = _getrs(LU, swaps, np.diag(np.full(n, d[i])), trans=not rowmajor)
    return out.reshape(A.shape).astype(A.dtype)


def _slogdet_fused_backward(grads, needs, shapes, self):
    """slogdet's first-order gradient as PyTorch's slogdet_backward without grad mode:
    grad * A^-T by lu_solve against the forward's LU, which no matrix makes raise (a singular
    one gives inf and NaN: the formula's inverse would raise LinAlgError); None (the formula)
    for an empty matrix."""
    g = grads[1]
    if g is None or not needs[0] or self.size == 0:
        return None
    d = np.broadcast_to(g, self.shape[:-2]).reshape(-1)
    return (_scaled_inverse_t(self, d, None),)


def _cross_checks(a_shape, b_shape, a_dtype, b_dtype, dim, name: str) -> int:
    """cross's checks in PyTorch's order (Cross.cpp), for its body and its fused kernel; the
    axis (wrapped) of the product. Without dim, the first dim of size 3 of the first input
    (`_default_cross_dim`); then `linalg_cross`'s meta function: the ranks, both sizes at the
    dim (read before broadcasting), the broadcast shape; then the kernel's dtype dispatch on
    the first input's dtype (no Bool kernel, also for an empty input), whose loop reads the
    second input as that dtype (`expected scalar type`)."""
    if dim is None:
        dim = next((k for k, s in enumerate(a_shape) if s == 3), None)
        if dim is None:
            raise RuntimeError("no dimension of size 3 in input")
    if len(a_shape) != len(b_shape):
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    _size_at(len(a_shape), dim)
    d = dim % len(a_shape)
    if a_shape[d] != 3 or b_shape[d] != 3:
        raise RuntimeError(f"{name}: inputs dimension {dim} must have length 3. "
                           f"Got {a_shape[d]} and {b_shape[d]}")
    for k, (x, y) in enumerate(zip(a_shape, b_shape)):  # infer_size's message (a: the input)
        if x != y and 1 not in (x, y):
            raise RuntimeError(f"The size of tensor a ({x}) must match the size of tensor b ({y}) "
                               f"at non-singleton dimension {k}")
    if np.dtype(a_dtype).kind == "b":
        raise NotImplementedError("\"cross\" not implemented for 'Bool'")
    if a_dtype != b_dtype:
        raise RuntimeError(f"expected scalar type {_torch_name(a_dtype)} but found {_torch_name(b_dtype)}")
    return d


def _cross(a, b, dim, name: str):
    """cross_parts' body on the arrays (the fused path of cross and linalg.cross): along `dim`
    of the broadcast inputs, c_i = a_(i+1) b_(i+2) - a_(i+2) b_(i+1) (the body's products and
    difference), after the body's checks and errors."""
    d = _cross_checks(a.shape, b.shape, a.dtype, b.dtype, dim, name)
    if a.size + b.size <= _CROSS_SMALL:  # four takes and three ufuncs (~18 indexings fewer)
        return (np.take(a, _NEXT, axis=d) * np.take(b, _PREV, axis=d)
                - np.take(a, _PREV, axis=d) * np.take(b, _NEXT, axis=d))
    a, b = np.broadcast_arrays(a, b)
    out = np.empty(a.shape, a.dtype)

    def part(x, i):
        return x[(slice(None),) * d + (i,)]
    for i in range(3):  # np.cross's products without its three moveaxis calls
        j, k = (i + 1) % 3, (i + 2) % 3
        np.multiply(part(a, j), part(b, k), out=part(out, i))
        part(out, i)[...] -= part(a, k) * part(b, j)
    return out


_NEXT, _PREV = np.array([1, 2, 0]), np.array([2, 0, 1])  # c_i = a_(i+1) b_(i+2) - a_(i+2) b_(i+1)
_CROSS_SMALL = 1 << 14  # above: products into slices of one output, no copies of the inputs


_ZERO_PIVOTS = ("raise", "divide", "eps")


def _lu_solve(A, B, trans: bool, zero_pivot: str, as_det: bool):
    """X with A X = B (A^T X = B with trans), batch dims broadcast, as PyTorch's LAPACK gets
    it: getrf's LU of A (as_det: of A^T, solved the other way, for a row-major contiguous A,
    as det and slogdet factor it), then getrs on B. A zero pivot raises linalg.solve's
    LinAlgError ("raise"), is divided by ("divide": lu_solve's inf and NaN) or is raised to eps
    ("eps": det's derivatives). Where NumPy finds A finite and well invertible and B finite,
    A^-1 B (the same up to round-off); the others take _lu_factor / _getrs, whose order
    decides where inf - inf and 0 * inf make NaN."""
    if zero_pivot not in _ZERO_PIVOTS:
        raise RuntimeError(f"_lu_solve: zero_pivot must be one of {_ZERO_PIVOTS}, got {zero_pivot!r}")
    _square(A, "linalg.solve")
    n, k = A.shape[-1], B.shape[-1]
    batch = np.broadcast_shapes(A.shape[:-2], B.shape[:-2])
    count = math.prod(batch)
    flat_A = np.broadcast_to(A, batch + (n, n)).reshape(count, n, n)
    flat_B = np.broadcast_to(B, batch + (n, k)).reshape(count, n, k)
    if flat_A.size == 0 or flat_B.size == 0:
        return np.zeros(batch + (n, k), A.dtype)
    inv, todo = _inv_lu_todo(flat_A)
    with np.errstate(all="ignore"):
        out = np.matmul(np.swapaxes(inv, -1, -2) if trans else inv, flat_B)
    bad_B = ~np.isfinite(flat_B).all(axis=(-2, -1))
    if bad_B.any():
        todo = np.union1d(todo, np.flatnonzero(bad_B))
    flip = as_det and A.flags.c_contiguous
    for i in todo:
        LU, swaps = _lu_factor(flat_A[i].T if flip else flat_A[i])
        zero = np.diagonal(LU) == 0
        if zero.any() and zero_pivot == "raise":
            where = f"(Batch element {i}): " if len(batch) else ""
            raise LinAlgError(f"torch.linalg.solve: {where}The solver failed because the input matrix "
                              "is singular.")
        if zero.any() and zero_pivot == "eps":
            LU[np.diag_indices(n)] = np.where(zero, np.finfo(A.dtype).eps, np.diagonal(LU))
        out[i] = _getrs(LU, swaps, flat_B[i], trans=trans != flip)
    return out.reshape(batch + (n, k)).astype(A.dtype)


def _should_fold(a, b) -> bool:
    """PyTorch's matmul `should_fold(a, b)` (measured: (2, 3, 4) @ (4, 5) folds, (3, 4) @
    (2, 4, 5) and (4,) @ (2, 4, 5) do not, (4,) @ (0, 4, 5) does): the larger-rank operand (b
    transposed when it is the larger) is >= 3-D, the other 1-D or 2-D, a is not a matrix, and
    the larger's leading dims fold into one without a copy (always for an empty one): then one
    mm / mv runs."""
    t1 = a if a.ndim >= b.ndim else np.swapaxes(b, -1, -2)
    if not (t1.ndim >= 3 and min(a.ndim, b.ndim) in (1, 2)) or a.ndim == 2:
        return False
    return t1.size == 0 or all(t1.strides[i] == t1.strides[i + 1] * t1.shape[i + 1]
                               for i in range(t1.ndim - 2))


def _matmul_bmm(a, b):
    """matmul's bmm path in PyTorch's order: the shapes (contracted dims, broadcast batch dims),
    then an empty product returns zeros of b's dtype (before any dtype check), then bmm's
    dispatch on a's dtype (no Bool kernel), then the same-dtype check."""
    a2 = a[..., None, :] if a.ndim == 1 else a
    b2 = b[..., None] if b.ndim == 1 else b
    if a2.shape[-1] != b2.shape[-2]:
        raise ShapeError(f"Expected size for first two dimensions of batch2 tensor to be: "
                         f"[{math.prod(a2.shape[:-2])}, {a2.shape[-1]}] but got: "
                         f"[{math.prod(b2.shape[:-2])}, {b2.shape[-2]}].")
    batch = np.broadcast_shapes(a2.shape[:-2], b2.shape[:-2])
    shape = batch + a2.shape[-2:-1] + b2.shape[-1:]
    if math.prod(shape) == 0 or a2.shape[-1] == 0:
        out = np.zeros(shape, b.dtype)
    elif a.dtype == np.bool_:
        raise NotImplementedError("\"bmm\" not implemented for 'Bool'")
    elif a.dtype != b.dtype:
        raise DtypeError(f"expected scalar type {_torch_name(a.dtype)} but found {_torch_name(b.dtype)}")
    else:
        out = np.matmul(a2, b2)
    return out[..., 0, :] if a.ndim == 1 else out[..., 0] if b.ndim == 1 else out


LSTSQ_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def _lstsq_checks(a_shape, b_shape, a_dtype, b_dtype, rcond, driver):
    """linalg.lstsq's checks in PyTorch's order, for its body and its fused kernel: (driver,
    whether B is a vector, rcond with its default)."""
    driver = "gelsy" if driver is None else driver
    if driver not in LSTSQ_DRIVERS:
        raise RuntimeError(f"torch.linalg.lstsq: parameter `driver` should be one of {LSTSQ_DRIVERS}")
    if len(a_shape) < 2:
        raise RuntimeError("torch.linalg.lstsq: input must have at least 2 dimensions.")
    if a_dtype != b_dtype:
        raise RuntimeError("torch.linalg.lstsq: Expected input and other to have the same dtype, but "
                           f"got input's dtype {_torch_name(a_dtype)} and other's dtype "
                           f"{_torch_name(b_dtype)}")
    vector = len(b_shape) == len(a_shape) - 1
    if a_shape[-2] != (b_shape[-1] if vector else b_shape[-2]):
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-2)")
    eps = 1.1920928955078125e-07 if np.dtype(a_dtype).itemsize == 4 else 2.220446049250313e-16
    rcond = eps * max(a_shape[-2:]) if rcond is None else eps if rcond < 0 else rcond  # < 0: LAPACK's eps
    return driver, vector, rcond


def _lstsq(A, B, rcond, driver):
    """lstsq_parts on the arrays (its fused path): the same pinv, svdvals, products and sums in
    NumPy, one call where the body dispatches about a dozen ops."""
    driver, vector, rcond = _lstsq_checks(A.shape, B.shape, A.dtype, B.dtype, rcond, driver)
    Bm = B[..., None] if vector else B
    m, n = A.shape[-2:]
    X = np.matmul(_pinv(A, None, rcond, False), Bm)
    empty, rank = np.zeros((0,), A.dtype), np.zeros((0,), np.int64)
    if driver != "gels":
        s = _svdvals(A)
        if min(m, n):
            rank = np.add.reduce(s > np.maximum.reduce(s, axis=-1, keepdims=True) * rcond, axis=-1,
                                 dtype=np.int64)
        else:
            rank = np.zeros(A.shape[:-2], np.int64)
    sv = s if driver in ("gelsd", "gelss") else empty
    residuals = np.zeros((0,), X.dtype)
    if driver != "gelsy" and m > n and (driver == "gels" or bool((rank == n).all())):
        r = np.matmul(A, X) - Bm
        residuals = np.add.reduce(r * r, axis=-2)
    return X[..., 0] if vector else X, residuals, rank, sv
