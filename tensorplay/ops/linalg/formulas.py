"""The formula helpers only the linalg ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

import math

from ..._einsum import einsum
from ...autograd import is_grad_enabled
from ...core import optable as _ops
from ...core.dtype import float16 as _float16
from ...core.dtype import float32 as _float32
from ...core.dtype import int64 as _int64
from ...core.return_types import return_type
from ..shared.formulas import (
    _concrete,
    _func_transform_active,
    _gaps,
    _mT,
    _offdiag,
    _qr_check,
    _svd_reduced,
    _two_dims,
    sum_to,
)
from ..shared.kernels import _torch_name
from .kernels import _cross_checks, _lstsq_checks


def matmul_backward_self(grad, self_shape, other):
    """d(self @ other)/d(self), with NumPy's 1-D promotion rules and batch broadcasting. Takes
    self's shape, not self: the node then keeps `other` only (as PyTorch's MmBackward0)."""
    self_ndim = len(self_shape)
    if self_ndim == 1 and other.ndim == 1:
        return grad * other
    if other.ndim == 1:
        return sum_to(_ops.unsqueeze(grad, -1) * other, self_shape)
    if self_ndim == 1:
        g = _ops.matmul(_ops.unsqueeze(grad, -2), _ops.transpose(other, -1, -2))
        return sum_to(_ops.squeeze(g, -2), self_shape)
    return sum_to(_ops.matmul(grad, _ops.transpose(other, -1, -2)), self_shape)


def matmul_backward_other(grad, self, other_shape):
    """d(self @ other)/d(other), from self and other's shape."""
    other_ndim = len(other_shape)
    if self.ndim == 1 and other_ndim == 1:
        return grad * self
    if self.ndim == 1:
        g = _ops.unsqueeze(self, -1) * _ops.unsqueeze(grad, -2)
        return sum_to(g, other_shape)
    if other_ndim == 1:
        g = _ops.matmul(_ops.transpose(self, -1, -2), _ops.unsqueeze(grad, -1))
        return sum_to(_ops.squeeze(g, -1), other_shape)
    return sum_to(_ops.matmul(_ops.transpose(self, -1, -2), grad), other_shape)


# linear algebra
# Shape bookkeeping of the linear-algebra composites (kron, tensordot); the math
# stays in ops.yaml, these only name dims and sizes.

def kron_parts(a, b):
    """kron(a, b) as one broadcast product: a's dims interleaved with size-1 dims, b's the other
    way round, so out[i*m + k] = a[i] * b[k] after a reshape that merges each pair."""
    nd = max(a.ndim, b.ndim)
    sa = [1] * (nd - a.ndim) + list(a.shape)
    sb = [1] * (nd - b.ndim) + list(b.shape)
    a2 = _ops.reshape(a, [s for d in sa for s in (d, 1)])
    b2 = _ops.reshape(b, [s for d in sb for s in (1, d)])
    return _ops.reshape(a2 * b2, [x * y for x, y in zip(sa, sb)])


def tensordot_parts(a, b, dims):
    """tensordot as one matmul: a's free dims then its contracted dims, times b's contracted
    dims then its free dims, each folded into a matrix."""
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        if dims > min(a.ndim, b.ndim):
            raise RuntimeError(f"tensordot expects dims < ndim_a or ndim_b, but got dims={dims}")
        da, db = list(range(a.ndim - dims, a.ndim)), list(range(dims))
    else:
        if len(dims) != 2:
            raise RuntimeError("tensordot expects dims to be a pair of lists of dims")
        da, db = ([d] if isinstance(d, int) else list(d) for d in dims)
    if len(da) != len(db):
        raise RuntimeError(f"both dimension lists should have same length, got {len(da)} and {len(db)}")
    da = [d % a.ndim if a.ndim else d for d in da]
    db = [d % b.ndim if b.ndim else d for d in db]
    for x, y in zip(da, db):
        if a.shape[x] != b.shape[y]:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {a.shape[x]} "
                               f"in dim {x} and second has size {b.shape[y]} in dim {y}")
    fa = [d for d in range(a.ndim) if d not in da]
    fb = [d for d in range(b.ndim) if d not in db]
    k, m, n = (math.prod(a.shape[d] for d in da), math.prod(a.shape[d] for d in fa),
               math.prod(b.shape[d] for d in fb))
    # the sizes spelled out: -1 cannot be inferred beside an empty contraction (k = 0)
    am = _as_shape(_ops.permute(a, fa + da) if fa + da != sorted(fa + da) else a, [m, k])
    bm = _as_shape(_ops.permute(b, db + fb) if db + fb != sorted(db + fb) else b, [k, n])
    return _as_shape(_ops.matmul(am, bm), [a.shape[d] for d in fa] + [b.shape[d] for d in fb])


def _as_shape(x, shape: list):
    """reshape(x, shape), skipped (one op fewer) when x has that shape already."""
    return x if list(x.shape) == shape else _ops.reshape(x, shape)


def matrix_norm_parts(A, ord, dim, keepdim):
    """linalg.matrix_norm: 'fro'; 1, -1, inf, -inf (sums of |A| along one dim, then the max or
    min along the other); 2, -2 and 'nuc' (largest, smallest and sum of the singular values)."""
    if A.ndim < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    if A._np_dtype.kind != "f":
        raise RuntimeError("linalg.matrix_norm: Expected a floating point or complex tensor as input. "
                           f"Got {_torch_name(A._np_dtype)}")
    d0, d1 = _two_dims(list(dim), A.ndim)
    if ord == "fro":
        return _ops.norm(A, 2, [d0, d1], keepdim)
    if ord in ("nuc", 2, -2):
        if A._np_dtype == _float16.np:  # no float16 SVD on PyTorch's CPU
            raise RuntimeError("linalg.matrix_norm: Low precision dtypes not supported. Got Half")
        s = _ops.linalg_svdvals(_ops.movedim(A, [d0, d1], [-2, -1]))
        empty = s.shape[-1] == 0 and ord == 2  # PyTorch: a 0 off the graph (amin, for -2, raises)
        out = _ops.sum(s, [-1]) if ord == "nuc" else _ops.sum(s, [-1]).detach() if empty \
            else _ops.amax(s, [-1]) if ord == 2 else _ops.amin(s, [-1])
        return _ops.unsqueeze(_ops.unsqueeze(out, min(d0, d1)), max(d0, d1)) if keepdim else out
    if ord not in (1, -1, float("inf"), float("-inf")):
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    summed, other = (d0, d1) if abs(ord) == 1 else (d1, d0)
    s = _ops.sum(_ops.abs(A), [summed], True)
    if ord > 0:  # an empty dim gives a 0 off the graph (PyTorch's max here is a vector
        # inf-norm, which returns zeros for it); amin refuses it
        out = _ops.amax(s, [other], True) if s.shape[other] else _ops.sum(s, [other], True).detach()
    else:
        out = _ops.amin(s, [other], True)
    return out if keepdim else _ops.squeeze(out, sorted([d0, d1], reverse=True))


def linalg_norm_parts(A, ord, dim, keepdim):
    """linalg.norm: a vector norm over one dim (or the flattened tensor when ord and dim are
    None), a matrix norm over two dims (or a 2-D tensor with ord and no dim)."""
    dims = [dim] if isinstance(dim, int) else (None if dim is None else list(dim))
    if dims is None and ord is None:
        return _ops.norm(A, 2, None, keepdim)
    if dims is None:
        if A.ndim not in (1, 2):
            raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be "
                               f"1D or 2D. Got {A.ndim}D.")
        dims = list(range(A.ndim))
    if len(dims) == 2:
        return matrix_norm_parts(A, "fro" if ord is None else ord, dims, keepdim)
    if isinstance(ord, str):
        raise RuntimeError(f"linalg.vector_norm: Order {ord} not supported.")
    return _ops.norm(A, 2 if ord is None else ord, dims, keepdim)


def solve_parts(A, B, left):
    """linalg.solve as inverse(A) @ B (B @ inverse(A) with left=False); B is a batch of vectors
    when it is 1-D or has A's batch shape with one dim fewer, as PyTorch decides. PyTorch's
    checks first, in its order: A's dtype, the same dtype for B (before any shape), then A's
    dims and squareness."""
    if not A.is_floating_point():
        raise RuntimeError("linalg.solve: Expected a floating point or complex tensor as input. "
                           f"Got {_torch_name(A._np_dtype)}")
    if A.dtype != B.dtype:
        raise RuntimeError(f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
                           f"{_torch_name(A._np_dtype)} and B of type {_torch_name(B._np_dtype)} instead")
    if A.ndim < 2:
        raise RuntimeError("linalg.solve: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"linalg.solve: A must be batches of square matrices, but they are "
                           f"{A.shape[-2]} by {A.shape[-1]} matrices")
    if A.dtype.name in ("float16", "bfloat16") and B.dtype == A.dtype:  # PyTorch's LU has no CPU kernel
        if A.numel():
            raise NotImplementedError(f"linalg.solve: \"lu_cpu\" not implemented for '{_torch_name(A._np_dtype)}'")
        # an empty A never reaches it: the (empty) answer computed in float32
        return _ops._to_copy(solve_parts(_ops._to_copy(A, _float32), _ops._to_copy(B, _float32), left),
                             A.dtype)
    vector = B.ndim == 1 or (B.ndim == A.ndim - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    Bm = _ops.unsqueeze(B, -1) if vector else B
    n = A.shape[-1]
    if Bm.shape[-2 if left else -1] != n:
        raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation "
                           f"{'AX = B' if left else 'XA = B'} ({n}x{n} and {Bm.shape[-2]}x{Bm.shape[-1]})")
    if not left:  # X A = B: A^T X^T = B^T, through A's LU solved transposed
        return _mT(_ops._lu_solve(A, _mT(Bm), True))
    X = _ops._lu_solve(A, Bm)
    return _ops.squeeze(X, [-1]) if vector else X


def lu_solve_backward(grad, A, X, trans, zero_pivot, as_det, shapes, which):
    """Gradients of X = op(A)^-1 B (op(A) = A^T with trans), as PyTorch's linalg_solve_backward:
    gB = op(A)^-T gX, by linalg.solve of the transposed matrix in grad mode (a new LU, which
    refuses a singular matrix) and against A's own LU solved the other way otherwise (no
    error: inf and NaN); gA = -gB X^T (-X gB^T with trans). `which`: 0 for A, 1 for B."""
    if is_grad_enabled():
        gB = _ops._lu_solve(_mT(A), grad, trans)
    else:
        gB = _ops._lu_solve(A, grad, not trans, "divide", as_det)
    if which == 1:
        return sum_to(gB, shapes[1])
    return sum_to(-_ops.matmul(X, _mT(gB)) if trans else -_ops.matmul(gB, _mT(X)), shapes[0])


def lu_solve_jvp(A, A_t, B_t, X, trans, zero_pivot, as_det):
    """dX = op(A)^-1 (dB - op(dA) X) in one solve against A's LU (PyTorch's linalg_solve_jvp),
    which divides by a zero pivot (no error)."""
    rhs = None if A_t is None else -_ops.matmul(_mT(A_t) if trans else A_t, X)
    rhs = B_t if rhs is None else rhs if B_t is None else B_t + rhs
    return _ops._lu_solve(A, rhs, trans, "eps" if zero_pivot == "eps" else "divide", as_det)


def cross_parts(a, b, dim, name: str):
    """The cross product of 3-vectors along `dim` (a and b broadcast; dim None: the first dim
    of size 3), from the cyclic shifts of both: c_i = a_(i+1) b_(i+2) - a_(i+2) b_(i+1)."""
    d = _cross_checks(tuple(a.shape), tuple(b.shape), a._np_dtype, b._np_dtype, dim, name)
    a, b = _ops.broadcast_tensors([a, b])
    return (_ops.roll(a, [-1], [d]) * _ops.roll(b, [-2], [d])
            - _ops.roll(a, [-2], [d]) * _ops.roll(b, [-1], [d]))


def cross_backward(grad, a, b, dim, first: bool):
    """The gradient of a x b: b x grad for a, grad x a for b (the body's terms, in its order),
    summed back to the input's shape; `dim` None is the first dim of size 3 of the first
    input, as forward."""
    d = next(k for k, s in enumerate(a.shape) if s == 3) if dim is None else dim
    # the op itself: one node (its fused kernel) where cross_parts records eight; a transform
    # takes its body, cross_parts
    out = _ops.linalg_cross(b, grad, dim=d) if first else _ops.linalg_cross(grad, a, dim=d)
    return sum_to(out, tuple((a if first else b).shape))


def einsum_parts(equation, operands):
    """einsum by pairwise contraction (tensorplay/_einsum.py)."""
    return einsum(equation, operands)


def _given(g):
    """The gradient of an output, or None when it got none: the autograd engine hands a node
    zeros for each output no gradient reached (a base tensor, concrete at every level), where
    PyTorch's formulas see an undefined gradient and skip its terms; running them on the zeros
    would turn a NaN or inf of the decomposition into NaN (NaN * 0, 0 / 0 at a zero singular
    value). An all-zero gradient that is no wrapper of a transform counts as such zeros (an
    empty one does not: the formula then keeps the graph a second derivative reads)."""
    if g is None or (_concrete(g) and not g.requires_grad and g._data.size and not g._data.any()):
        return None
    return g


def svd_backward(gU, gS, gVh, U, S, Vh, full_matrices):
    """Gradient of A = U diag(S) Vh (PyTorch's svd_backward, in its order of operations): well
    defined for a loss that does not depend on the signs of the singular vectors, and for
    distinct singular values. With full_matrices the extra columns of U (rows of Vh) are
    ignored, as PyTorch does. A gradient that is absent (None, or the engine's zeros) skips
    its terms, as PyTorch's undefined one: gS alone is U diag(gS) Vh."""
    gU, gS, gVh = _given(gU), _given(gS), _given(gVh)
    if full_matrices:
        k = S.shape[-1]
        U, Vh = _svd_reduced(U, S, Vh)
        gU = None if gU is None else _ops.narrow(gU, -1, 0, k)
        gVh = None if gVh is None else _ops.narrow(gVh, -2, 0, k)
    m, n = U.shape[-2], Vh.shape[-1]
    if gU is None and gVh is None:
        if gS is None:
            return _ops.zeros_like(_ops.matmul(U, Vh))
        return _ops.matmul(U, _ops.unsqueeze(gS, -1) * Vh) if m >= n \
            else _ops.matmul(U * _ops.unsqueeze(gS, -2), Vh)
    E = _gaps(S * S)
    if gU is not None:
        UhgU = _ops.matmul(_mT(U), gU)
        UhgU = UhgU - _mT(UhgU)
    if gVh is not None:
        VhgV = _ops.matmul(Vh, _mT(gVh))
        VhgV = VhgV - _mT(VhgV)
    if gU is not None and gVh is not None:
        gA = (UhgU * _ops.unsqueeze(S, -2) + _ops.unsqueeze(S, -1) * VhgV) / E
    elif gU is not None:
        gA = (UhgU / E) * _ops.unsqueeze(S, -2)
    else:
        gA = _ops.unsqueeze(S, -1) * (VhgV / E)
    if gS is not None:
        gA = gA + _ops.diag_embed(gS)
    if m > n and gU is not None:  # [U gA + (I - U U^T) gU S^-1] Vh
        gUSinv = gU / _ops.unsqueeze(S, -2)
        gA = _ops.matmul(U, gA) + gUSinv - _ops.matmul(U, _ops.matmul(_mT(U), gUSinv))
        return _ops.matmul(gA, Vh)
    if m < n and gVh is not None:  # U [gA Vh + S^-1 gVh (I - V Vh)]
        SinvgVh = gVh / _ops.unsqueeze(S, -1)
        gA = _ops.matmul(gA, Vh) + SinvgVh - _ops.matmul(_ops.matmul(SinvgVh, _mT(Vh)), Vh)
        return _ops.matmul(U, gA)
    return _ops.matmul(U, _ops.matmul(gA, Vh)) if m >= n else _ops.matmul(_ops.matmul(U, gA), Vh)


def svd_jvp(A_t, U, S, Vh, full_matrices):
    """(dU, dS, dVh) for the tangent A_t (PyTorch's svd_jvp); with full_matrices the tangents
    of the extra columns of U (rows of Vh) are zero, as in PyTorch."""
    Uf, Vhf = U, Vh
    if full_matrices:
        U, Vh = _svd_reduced(U, S, Vh)
    m, n, k = U.shape[-2], Vh.shape[-1], S.shape[-1]
    V = _mT(Vh)
    dAV = _ops.matmul(A_t, V)
    dP = _ops.matmul(_mT(U), dAV)
    dS = _ops.diagonal(dP, 0, -2, -1)
    dP = _offdiag(dP)
    E, row, col = _gaps(S * S), _ops.unsqueeze(S, -2), _ops.unsqueeze(S, -1)
    dU = _ops.matmul(U, (dP * row + col * _mT(dP)) / E)
    dV = _ops.matmul(V, (col * dP + _mT(dP) * row) / E)
    if m > k:  # (I - U U^T) dA V S^-1, S^-1 taken first as PyTorch's (inf at a zero one)
        dAVSinv = _ops.matmul(A_t, V / row)
        dU = dU + dAVSinv - _ops.matmul(U, _ops.matmul(_mT(U), dAVSinv))
    if n > k:
        dAtUSinv = _ops.matmul(_mT(A_t), U / row)
        dV = dV + dAtUSinv - _ops.matmul(V, _ops.matmul(Vh, dAtUSinv))
    dVh = _mT(dV)
    if full_matrices:
        dU = _ops.cat([dU, _ops.zeros_like(_ops.narrow(Uf, -1, k, m - k))], -1)
        dVh = _ops.cat([dVh, _ops.zeros_like(_ops.narrow(Vhf, -2, k, n - k))], -2)
    return dU, dS, dVh


def svdvals_backward(grad, A):
    """U diag(grad) Vh: the gradient of the singular values alone."""
    U, _, Vh = _ops.linalg_svd(A, False)
    return _ops.matmul(U, _ops.unsqueeze(grad, -1) * Vh)


def svdvals_jvp(A, A_t):
    """diag(U^T A_t V), the first-order change of each singular value."""
    U, _, Vh = _ops.linalg_svd(A, False)
    return _ops.sum(U * _ops.matmul(A_t, _mT(Vh)), [-2])


def eigh_backward(grads, result):
    """Gradient of A = V diag(L) V^T (PyTorch's linalg_eig_backward, hermitian case) from the
    outputs' gradients (gL, gV) and the outputs (L, V): a symmetric matrix; the loss must not
    depend on the signs of the eigenvectors. An absent gV (None, or the engine's zeros) gives
    V diag(gL) V^T, with no division by the eigenvalue gaps, as PyTorch's undefined one."""
    (gL, gV), (L, V) = (_given(g) for g in grads), result
    if gV is None:
        if gL is None:
            return _ops.zeros_like(V)
        return _ops.matmul(V * _ops.unsqueeze(gL, -2), _mT(V))
    VtgV = _ops.matmul(_mT(V), gV)
    inner = (VtgV - _mT(VtgV)) * 0.5 / _gaps(L)
    if gL is not None:
        inner = inner + _ops.diag_embed(gL)
    return _ops.matmul(_ops.matmul(V, inner), _mT(V))


def eigh_jvp(A_t, L, V):
    """(dL, dV): dL = diag(V^T dA V), dV = V (offdiag(V^T dA V) / E)."""
    dP = _ops.matmul(_ops.matmul(_mT(V), A_t), V)
    return _ops.diagonal(dP, 0, -2, -1), _ops.matmul(V, _offdiag(dP) / _gaps(L))


def eigvalsh_backward(grad, A, UPLO):
    V = _ops.linalg_eigh(A, UPLO)[1]
    return _ops.matmul(V, _ops.unsqueeze(grad, -1) * _mT(V))


def eigvalsh_jvp(A, A_t, UPLO):
    V = _ops.linalg_eigh(A, UPLO)[1]
    return _ops.sum(V * _ops.matmul(A_t, V), [-2])


def cholesky_backward(grad, L, upper):
    """Gradient of L = cholesky(A) (Murray 2016, PyTorch's cholesky_backward): the symmetric
    L^-T Φ L^-1 with Φ = tril(L^T gL), its off-diagonal part halved and mirrored. An L holding
    inf takes PyTorch's two triangular solves (L^T X = Φ, then G L = X), which put its zeros
    where PyTorch's are; inverse(L) through LU spreads NaN over the whole matrix. A finite L (the usual case, one inverse) and a transform's (no value can be read
    to choose the solve) go through inverse(L), the same answer up to round-off."""
    if upper:
        L, grad = _mT(L), _mT(grad)
    P = _ops.tril(_ops.matmul(_mT(L), grad))
    P = 0.5 * (P + _mT(_ops.tril(P, -1)))
    if _concrete(L) and _concrete(P) and not bool(_ops.all(_ops.isfinite(L))):
        X = _mT(_solve_triangular_right(_mT(P), _mT(L), True))
        return _solve_triangular_right(X, _mT(L), True)
    Linv = _ops.inverse(L)
    return _ops.matmul(_ops.matmul(_mT(Linv), P), Linv)


def cholesky_jvp(A_t, L, upper):
    """dL = L Φ(L^-1 dA L^-T), Φ the lower triangle with the diagonal halved (PyTorch's
    cholesky_jvp); with upper, L = U^T and the tangent is taken as it is (not transposed), so
    a non-symmetric dA gives PyTorch's answer."""
    if upper:
        L = _mT(L)
    Linv = _ops.inverse(L)
    phi = _ops.matmul(_ops.matmul(Linv, A_t), _mT(Linv))
    phi = _ops.tril(phi) - 0.5 * _ops.diag_embed(_ops.diagonal(phi, 0, -2, -1))
    dL = _ops.matmul(L, phi)
    return _mT(dL) if upper else dL


def _solve_triangular_right(B, R, transposed: bool):
    """X with X R = B (X R^T = B when transposed), R upper triangular: column by column, as the
    triangular solve PyTorch's QR derivatives call (linalg_solve_triangular): a zero on R's
    diagonal gives inf and NaN, no error (inverse(R) raised for a rank-deficient input). Finite
    R and B with no zero pivot (read where the values can be: not under a transform) take
    B R^-1 in one matmul."""
    k = R.shape[-1]
    if k == 0:
        return B
    if _concrete(R) and _concrete(B) and bool(_ops.all(_ops.diagonal(R, 0, -2, -1) != 0)) \
            and bool(_ops.all(_ops.isfinite(R))) and bool(_ops.all(_ops.isfinite(B))):
        Rinv = _ops.inverse(R)  # finite, no zero pivot: the same answer up to round-off, faster
        return _ops.matmul(B, _mT(Rinv) if transposed else Rinv)
    cols: list = [None] * k
    for j in range(k - 1, -1, -1) if transposed else range(k):
        b = _ops.narrow(B, -1, j, 1)
        done = list(range(j + 1, k)) if transposed else list(range(j))
        if done:
            X = _ops.cat([cols[i] for i in done], -1)
            r = _mT(_ops.narrow(_ops.narrow(R, -2, j, 1), -1, j + 1, k - j - 1)) if transposed \
                else _ops.narrow(_ops.narrow(R, -1, j, 1), -2, 0, j)
            b = b - _ops.matmul(X, r)
        cols[j] = b / _ops.narrow(_ops.narrow(R, -2, j, 1), -1, j, 1)
    return _ops.cat(cols, -1)


def qr_backward(grads, result, mode):
    """Gradient of A = QR (PyTorch's linalg_qr_backward), from (gQ, gR) and (Q, R), a gradient
    None (or the engine's zeros: _given) counting as absent: M = gR R^T - Q^T gQ; for m >= n
    (Q sym(triu(M)) + gQ) R^-T, the diagonal of sym taken once; for m < n [Q tril(M^T - M) U^-T | 0] + Q gR, U = R's left
    m x m block. R^-T by a triangular solve: a singular R gives inf/NaN, no error."""
    (gQ, gR), (Q, R) = (_given(g) for g in grads), result
    _qr_check(Q, R, mode)
    if gQ is None and gR is None:
        return _ops.zeros_like(_ops.matmul(Q, R))
    m, n = Q.shape[-2], R.shape[-1]
    M = -_ops.matmul(_mT(Q), gQ) if gR is None else _ops.matmul(gR, _mT(R)) if gQ is None \
        else _ops.matmul(gR, _mT(R)) - _ops.matmul(_mT(Q), gQ)
    if m >= n:
        gA = _ops.matmul(Q, _ops.triu(M) + _mT(_ops.triu(M, 1)))
        return _solve_triangular_right(gA if gQ is None else gA + gQ, R, True)
    gA = _solve_triangular_right(_ops.matmul(Q, _ops.tril(_mT(M) - M)), _ops.narrow(R, -1, 0, m), True)
    gA = _ops.cat([gA, _ops.zeros_like(_ops.narrow(R, -1, m, n - m))], -1)
    return gA if gR is None else gA + _ops.matmul(Q, gR)


def qr_jvp(A_t, Q, R, mode):
    """(dQ, dR) of A = QR (PyTorch's linalg_qr_jvp): for m >= n, with X = A_t R^-1 and
    S = Q^T X + (Q^T X)^T, dR = (triu(S) with a halved diagonal) R and dQ = X - Q dR R^-1; for
    m < n, with L = tril(Q^T A_t U^-1, -1), dQ = Q (L - L^T) and dR = Q^T A_t - (L - L^T) R."""
    _qr_check(Q, R, mode)
    m, n = A_t.shape[-2], A_t.shape[-1]
    if m >= n:
        X = _solve_triangular_right(A_t, R, False)
        S = _ops.matmul(_mT(Q), X)
        S = S + _mT(S)
        dR = _ops.triu(S, 1) + 0.5 * _ops.diag_embed(_ops.diagonal(S, 0, -2, -1))
        return X - _ops.matmul(Q, dR), _ops.matmul(dR, R)
    QtdA = _ops.matmul(_mT(Q), A_t)
    L = _ops.tril(_solve_triangular_right(_ops.narrow(QtdA, -1, 0, m), _ops.narrow(R, -1, 0, m), False), -1)
    dQ = L - _mT(L)
    return _ops.matmul(Q, dQ), QtdA - _ops.matmul(dQ, R)


def pinv_backward(grad, P, A):
    """Gradient of P = pinv(A) (PyTorch's pinv_backward):
    -P^T G P^T + (I - A P) G^T P P^T + P^T P G^T (I - P A)."""
    Pt, Gt = _mT(P), _mT(grad)
    GtPPt = _ops.matmul(_ops.matmul(Gt, P), Pt)
    PtPGt = _ops.matmul(_ops.matmul(Pt, P), Gt)
    return (-_ops.matmul(_ops.matmul(Pt, grad), Pt)
            + GtPPt - _ops.matmul(A, _ops.matmul(P, GtPPt))
            + PtPGt - _ops.matmul(_ops.matmul(PtPGt, P), A))


def pinv_jvp(A, A_t, P):
    """dP = -P dA P + P P^T dA^T (I - A P) + (I - P A) dA^T P^T P."""
    Pt, dAt = _mT(P), _mT(A_t)
    PPtdAt = _ops.matmul(_ops.matmul(P, Pt), dAt)
    dAtPtP = _ops.matmul(_ops.matmul(dAt, Pt), P)
    return (-_ops.matmul(_ops.matmul(P, A_t), P)
            + PPtdAt - _ops.matmul(_ops.matmul(PPtdAt, A), P)
            + dAtPtP - _ops.matmul(_ops.matmul(P, A), dAtPtP))


def svd_parts(A, some, compute_uv):
    """torch.svd: (U, S, V) with V = Vh^T, reduced unless some=False; without compute_uv, U and
    V are zero matrices of the full sizes (m, m) and (n, n), as PyTorch returns."""
    if compute_uv:
        U, S, Vh = _ops.linalg_svd(A, not some)
        V = _mT(Vh)
    else:
        S = _ops.linalg_svdvals(A)
        *batch, m, n = A.shape
        U = _ops.zeros(tuple(batch) + (m, m), dtype=A.dtype)
        V = _ops.zeros(tuple(batch) + (n, n), dtype=A.dtype)
    return return_type("svd", ("U", "S", "V"))(U, S, V)


def lstsq_parts(A, B, rcond, driver):
    """linalg.lstsq as pinv(A) @ B (so its gradient is PyTorch's, which goes through pinv), with
    the extra fields PyTorch's CPU drivers fill: rank (all but gels), singular values (gelsd,
    gelss; not differentiable), residuals (not gelsy; when m > n and every matrix has full
    rank; differentiable, as in PyTorch)."""
    driver, vector, rcond = _lstsq_checks(A.shape, B.shape, A._np_dtype, B._np_dtype, rcond, driver)
    Bm = _ops.unsqueeze(B, -1) if vector else B
    m, n = A.shape[-2:]
    X = _ops.matmul(_ops.linalg_pinv(A, rtol=rcond), Bm)
    empty = _ops.zeros((0,), dtype=A.dtype)
    batch = tuple(A.shape[:-2])
    rank = _ops.zeros((0,), dtype=_int64)
    if driver != "gels":
        s = _ops.linalg_svdvals(A).detach()
        big = _ops.amax(s, [-1], True) if min(m, n) else s
        rank = _ops.sum(s > big * rcond, [-1]) if min(m, n) else _ops.zeros(batch, dtype=_int64)
    sv = s if driver in ("gelsd", "gelss") else empty
    residuals = _ops.narrow(_ops.reshape(X, [-1]), 0, 0, 0)  # empty, but on the graph as in PyTorch
    if driver != "gelsy" and m > n and (driver == "gels" or bool(_ops.all(rank == n))):
        r = _ops.matmul(A, X) - Bm
        residuals = _ops.sum(r * r, [-2])
    return return_type("linalg_lstsq", ("solution", "residuals", "rank", "singular_values"))(
        _ops.squeeze(X, [-1]) if vector else X, residuals, rank, sv)


def _eps(A) -> float:
    return 1.1920928955078125e-07 if A._np_dtype.itemsize <= 4 else 2.220446049250313e-16


def _cofactor_scale(A, det, grad):
    """X with A^T X = (grad * det) I (PyTorch's linalg_det_backward without grad mode): solved
    against the LU det's forward takes, each zero pivot raised to eps, so a singular matrix
    gives a finite X times det = 0 and no matrix raises."""
    d = _ops.diag_embed(_ops.expand(_ops.unsqueeze(grad * det, -1), tuple(A.shape[:-1])))
    return _ops._lu_solve(A, d, True, "eps", True)


def _prod_others(S):
    """For each i, the product of S_j over j != i (last dim), without dividing by S_i: the
    exclusive cumulative products from the left and from the right, multiplied."""
    n = S.shape[-1]
    one = _ops.ones_like(_ops.narrow(S, -1, 0, 1))
    left = _ops.cumprod(_ops.cat([one, _ops.narrow(S, -1, 0, n - 1)], -1), -1)
    right = _ops.flip(_ops.cumprod(_ops.cat([one, _ops.flip(_ops.narrow(S, -1, 1, n - 1), [-1])], -1), -1), [-1])
    return left * right


def _det_backward_singular(A, grad):
    """The adjugate through the SVD, A = U diag(S) Vh: det A = det U det Vh prod S, whose product
    rule needs no inverse, so it holds (and can be differentiated again) at a singular A."""
    U, S, Vh = _ops.linalg_svd(A, False)
    alpha = _ops.det(U) * _ops.det(Vh) * grad
    D = _ops.unsqueeze(alpha, -1) * _prod_others(S)
    return _ops.matmul(U * _ops.unsqueeze(D, -2), Vh)


def det_backward(grad, A, det):
    """Gradient of det(A): grad * det * A^-T where A is invertible, the adjugate at a singular A
    (PyTorch's linalg_det_backward). A 1x1 matrix's adjugate is 1, so its gradient is grad
    itself (no graph back to A); an empty batch has a zero gradient that depends on nothing.
    The first order without grad mode is the op's fused backward (kernels.py
    `_det_fused_backward`, PyTorch's LU solve); this formula is PyTorch's create_graph one: a
    |det| below 100 eps takes the SVD formula."""
    if A.numel() == 0:
        return _ops.zeros_like(A)
    if A.shape[-1] == 1:
        return _ops.expand(_ops.unsqueeze(_ops.unsqueeze(grad, -1), -1), tuple(A.shape))
    if not (_concrete(A) and _concrete(grad) and _concrete(det)) or _func_transform_active():
        # under a transform, whose values cannot be read to pick a formula per matrix: in grad
        # mode (func.grad, create_graph) the SVD one for every matrix, as PyTorch's for tensor
        # subclasses (so a NaN raises its LinAlgError); else Jacobi's formula (its LU solve)
        return _det_backward_singular(A, grad) if is_grad_enabled() else _cofactor_scale(A, det, grad)
    singular = _ops.abs(det) < 100 * _eps(A)
    count = int(_ops.sum(singular).item())
    if count == 0:
        return _solve_t_scaled(A, grad * det)
    if count == singular.numel():
        return _det_backward_singular(A, grad)
    n, shape = A.shape[-1], tuple(A.shape)
    flat_A, flat_g, flat_d = _ops.reshape(A, (-1, n, n)), _ops.reshape(grad, (-1,)), _ops.reshape(det, (-1,))
    mask = _ops.reshape(singular, (-1,))
    idx_s = _ops.reshape(_ops.nonzero(mask), (-1,))
    idx_n = _ops.reshape(_ops.nonzero(_ops.logical_not(mask)), (-1,))
    part_s = _det_backward_singular(_ops.index_select(flat_A, 0, idx_s), _ops.index_select(flat_g, 0, idx_s))
    g_n = _ops.index_select(flat_g, 0, idx_n) * _ops.index_select(flat_d, 0, idx_n)
    part_n = _solve_t_scaled(_ops.index_select(flat_A, 0, idx_n), g_n)
    order = _ops.argsort(_ops.cat([idx_s, idx_n], 0))
    return _ops.reshape(_ops.index_select(_ops.cat([part_s, part_n], 0), 0, order), shape)


def slogdet_backward(grad, A):
    """grad * A^-T (PyTorch's slogdet_backward under grad mode: linalg.solve(A^T, grad * I),
    which raises for a singular A). The sign has no gradient: no gradient of the logabsdet
    gives zeros."""
    if grad is None:
        return _ops.zeros_like(A)
    return _solve_t_scaled(A, grad)


def _solve_t_scaled(A, s):
    """linalg.solve(A^T, diag_embed(s) expanded to A's rows): s * A^-T through a new LU of A^T
    (PyTorch's det and slogdet backward in grad mode), so inf and NaN land where its do."""
    return _ops._lu_solve(_mT(A), _ops.diag_embed(_ops.expand(_ops.unsqueeze(s, -1), tuple(A.shape[:-1]))))


def det_jvp(A, A_t, det):
    """tr(A^-1 A_t) * det (PyTorch's linalg_det_jvp): A^-1 A_t solved against the LU det's
    forward takes, each zero pivot raised to eps (so a singular matrix gives 0, no error)."""
    return _ops.sum(_ops.diagonal(_ops._lu_solve(A, A_t, False, "eps", True), 0, -2, -1), [-1]) * det


def slogdet_jvp(A, A_t):
    """(no sign tangent, tr(A^-1 A_t)) (PyTorch's slogdet_jvp): A^-1 A_t solved against the LU
    slogdet's forward takes, which divides by a zero pivot (inf and NaN, no error)."""
    return None, _ops.sum(_ops.diagonal(_ops._lu_solve(A, A_t, False, "divide", True), 0, -2, -1), [-1])


def _linear_bias_error(self, weight, bias) -> str | None:
    """PyTorch's linear takes a bias of another dtype only where it adds it in place
    (output.add_(bias): not for a 2-D input, nor a contiguous input with a contiguous 1-D bias,
    which go to addmm and its same-dtype check), and there only if the sum casts back to the
    output's dtype (no float bias into an integer output); the message, else None."""
    if bias is None or bias.dtype is self.dtype:
        return None
    if self.dim() == 2 or (self.is_contiguous() and bias.is_contiguous() and bias.dim() == 1):
        return (f"self and mat2 must have the same dtype, but got {_torch_name(bias.dtype.np)} and "
                f"{_torch_name(weight.dtype.np)}")
    if (bias.is_floating_point() and not self.is_floating_point()) or \
            (self.dtype.np.kind == "b" and bias.dtype.np.kind != "b"):
        return (f"result type {_torch_name(bias.dtype.np)} can't be cast to the desired output type "
                f"{_torch_name(self.dtype.np)}")
    return None


def _baddbmm_shape_error(self, batch1, batch2) -> str | None:
    """baddbmm's shape checks, which PyTorch makes before its dtype checks: batch2's batch and
    contraction sizes against batch1's, then self expandable to the (b, n, p) product (its
    dims compared from the last); the message, else None."""
    b, n, k = batch1.shape
    if tuple(batch2.shape[:2]) != (b, k):
        return (f"Expected size for first two dimensions of batch2 tensor to be: [{b}, {k}] but got: "
                f"[{batch2.shape[0]}, {batch2.shape[1]}].")
    target = [b, n, batch2.shape[2]]
    if self.ndim > 3:
        return (f"expand: the number of sizes provided (3) must be greater or equal to the number of "
                f"dimensions in the tensor ({self.ndim})")
    for i in range(1, self.ndim + 1):
        if self.shape[-i] not in (1, target[-i]):
            return (f"The expanded size of the tensor ({target[-i]}) must match the existing size "
                    f"({self.shape[-i]}) at non-singleton dimension {3 - i}.  Target sizes: {target}.  "
                    f"Tensor sizes: {list(self.shape)}")
    return None


def _linear_add_bias(out, bias):
    """out + bias as PyTorch's output.add_(bias): in the promoted dtype, written in out's."""
    if bias is None:
        return out
    total = out + bias
    return total if total.dtype is out.dtype else _ops._to_copy(total, out.dtype)
