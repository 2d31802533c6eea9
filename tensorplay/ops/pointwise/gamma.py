"""The gamma-family kernels (lgamma, digamma, polygamma), vectorised in NumPy.

NumPy has no lgamma or digamma ufunc, and `math.lgamma` element by element is a Python loop.
These work on whole arrays in float64 (a float32 input is computed in float64 and rounded):

- lgamma: Stirling's series for x >= 8; below, the recurrence Γ(x + 1) = x Γ(x) moves x into
  [1.5, 2.5), where the Taylor series of lgamma(2 + z) converges fast; the reflection formula
  for x < 0. Accurate to a few float64 ulps away from the zeros of lgamma at negative x.
- digamma: PyTorch's algorithm (ATen's calc_digamma): the recurrence up to x >= 10, then the
  asymptotic series; reflection for x < 0.
- polygamma(n, x), n >= 1: (-1)^(n+1) n! ζ(n + 1, x) with Cephes' Hurwitz zeta (a direct sum
  and the Euler-Maclaurin tail), as PyTorch computes n >= 2.
"""

from __future__ import annotations

import math

import numpy as np

# lgamma(2 + z) = sum c_k z^k, c_1 = 1 - euler_gamma, c_k = (-1)^k (ζ(k) - 1) / k; for |z| <= 1/2 the
# k-th term is below 4^-k / k, so 30 terms reach float64 rounding.
_LGAMMA2 = (
    0.42278433509846713, 0.3224670334241132, -0.0673523010531981,
    0.020580808427784546, -0.007385551028673986, 0.0028905103307415234,
    -0.001192753911703261, 0.0005096695247430425, -0.00022315475845357939,
    9.945751278180853e-05, -4.492623673813314e-05, 2.050721277567069e-05,
    -9.439488275268397e-06, 4.374866789907488e-06, -2.039215753801366e-06,
    9.55141213040742e-07, -4.492469198764566e-07, 2.1207184805554665e-07,
    -1.0043224823968099e-07, 4.7698101693639804e-08, -2.2711094608943164e-08,
    1.0838659214896955e-08, -5.183475041970047e-09, 2.4836745438024785e-09,
    -1.1921401405860912e-09, 5.731367241678862e-10, -2.7595228851242334e-10,
    1.330476437424449e-10, -6.4229645638381e-11, 3.1044247747322276e-11,
)
# Stirling: lgamma(x) = (x - 1/2) log x - x + log(2π)/2 + sum B_2k / (2k (2k - 1) x^(2k - 1))
_STIRLING = (1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156,
             -3617 / 122400)
_HALF_LOG_2PI = 0.9189385332046728


def _horner(coeffs, z):
    """sum coeffs[k] z^k."""
    out = np.zeros_like(z)
    for c in reversed(coeffs):
        out = out * z + c
    return out


def _lgamma_near2(y):
    """lgamma(y) for y in [1.5, 2.5]."""
    z = y - 2.0
    return z * _horner(_LGAMMA2, z)


def _lgamma_positive(x):
    """lgamma(x) for finite x > 0."""
    out = np.empty_like(x)
    big = x >= 8.0
    if big.any():
        xb = x[big]
        r = 1.0 / xb
        series = r * _horner(_STIRLING, r * r)
        out[big] = (xb - 0.5) * np.log(xb) - xb + _HALF_LOG_2PI + series
    mid = (x >= 2.5) & ~big  # shift down into [1.5, 2.5): lgamma(x) = lgamma(y) + log(y ... x-1)
    if mid.any():
        xm = x[mid]
        shifts = np.floor(xm - 1.5)
        y = xm - shifts
        prod = np.ones_like(xm)
        for j in range(6):
            prod = np.where(j < shifts, prod * (y + j), prod)
        out[mid] = _lgamma_near2(y) + np.log(prod)
    near = (x >= 1.5) & (x < 2.5)
    if near.any():
        out[near] = _lgamma_near2(x[near])
    one = (x >= 0.5) & (x < 1.5)  # lgamma(x) = lgamma(x + 1) - log(x)
    if one.any():
        xo = x[one]
        out[one] = _lgamma_near2(xo + 1.0) - np.log1p(xo - 1.0)
    small = x < 0.5  # lgamma(x) = lgamma(x + 2) - log(x (x + 1))
    if small.any():
        xs = x[small]
        out[small] = _lgamma_near2(xs + 2.0) - np.log(xs) - np.log1p(xs)
    return out


def lgamma(x: np.ndarray) -> np.ndarray:
    """log |Γ(x)| elementwise: +inf at the poles (0 and the negative integers) and at ±inf."""
    xd = np.asarray(x, dtype=np.float64)
    out = np.full(xd.shape, np.inf)
    with np.errstate(all="ignore"):
        pos = (xd > 0) & np.isfinite(xd)
        if pos.any():
            out[pos] = _lgamma_positive(xd[pos])
        neg = (xd < 0) & np.isfinite(xd) & (xd != np.floor(xd))
        if neg.any():  # reflection: lgamma(x) = log(π / |sin πx|) - lgamma(1 - x)
            xn = xd[neg]
            sin = np.abs(np.sin(np.pi * (xn - np.round(xn))))
            out[neg] = math.log(math.pi) - np.log(sin) - _lgamma_positive(1.0 - xn)
        out[np.isnan(xd)] = np.nan
    return out.astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)


# digamma, as ATen's calc_digamma (Cephes' psi)
_PSI_10 = 2.25175258906672110764
_PSI_A = (8.33333333333333333333e-2, -2.10927960927960927961e-2, 7.57575757575757575758e-3,
          -4.16666666666666666667e-3, 3.96825396825396825397e-3, -8.33333333333333333333e-3,
          8.33333333333333333333e-2)


def _digamma_nonneg(x):
    """ψ(x) for x > 0 (and +inf): the recurrence ψ(x) = ψ(x + 1) - 1/x up to x >= 10, then
    log x - 1/(2x) - sum of the asymptotic series in 1/x^2."""
    x = x.copy()
    result = np.zeros_like(x)
    low = x < 10
    while low.any():
        result = np.where(low, result - 1.0 / np.where(low, x, 1.0), result)
        x = np.where(low, x + 1.0, x)
        low = x < 10
    z = 1.0 / (x * x)
    poly = np.zeros_like(x)
    for c in _PSI_A:
        poly = poly * z + c
    y = np.where(x < 1.0e17, z * poly, 0.0)
    out = result + np.log(x) - 0.5 / x - y
    return np.where(x == 10, result + _PSI_10, out)


def digamma(x: np.ndarray) -> np.ndarray:
    """ψ(x) = d/dx lgamma(x) elementwise: -inf at +0 (+inf at -0), nan at the negative
    integers and -inf."""
    xd = np.asarray(x, dtype=np.float64)
    with np.errstate(all="ignore"):
        out = np.full(xd.shape, np.nan)
        pos = xd > 0
        if pos.any():
            out[pos] = _digamma_nonneg(xd[pos])
        neg = (xd < 0) & (xd != np.trunc(xd))
        if neg.any():  # reflection: ψ(x) = ψ(1 - x) - π / tan(π frac(x))
            xn = xd[neg]
            frac = xn - np.trunc(xn)
            out[neg] = _digamma_nonneg(1.0 - xn) - np.pi / np.tan(np.pi * frac)
        zero = xd == 0
        out[zero] = np.copysign(np.inf, -xd[zero])
    return out.astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)


# Hurwitz zeta, as Cephes' zeta (ATen's zeta)
_ZETA_A = (12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9,
           7.47242496e10, -2.950130727918164224e12, 1.1646782814350067249e14,
           -4.5979787224074726105e15, 1.8152105401943546773e17, -7.1661652561756670113e18)
_MACHEP = 1.11022302462515654042e-16


def zeta(s: float, q: np.ndarray) -> np.ndarray:
    """ζ(s, q) = sum_k (q + k)^-s for an integer s >= 2 (a direct sum until q + k > 9, then
    the Euler-Maclaurin tail): +inf at q = 0 and the negative integers."""
    shape = np.shape(q)
    q = np.atleast_1d(np.asarray(q, dtype=np.float64))  # 0-d arithmetic gives scalars, written into
    with np.errstate(all="ignore"):
        total, a, b = np.power(q, -s), q.copy(), np.zeros_like(q)
        for _ in range(9):  # the direct sum: q^-s + ... + a^-s, a = q + i with i >= 9 and a > 9
            a = a + 1.0
            b = np.power(a, -s)
            total = total + b
        more = a <= 9.0
        if more.any():  # q <= 0: the elements that need more terms, alone
            am, bm, tm = a[more], b[more], total[more]
            while True:
                step = am <= 9.0
                if not step.any():
                    break
                am = np.where(step, am + 1.0, am)
                bm = np.where(step, np.power(am, -s), bm)
                tm = np.where(step, tm + bm, tm)
            a[more], b[more], total[more] = am, bm, tm
        w = a
        total = total + b * w / (s - 1.0) - 0.5 * b
        fact = np.ones_like(q)
        k = 0.0
        live = np.ones(q.shape, dtype=bool)
        for coef in _ZETA_A:
            fact = fact * (s + k)
            b = b / w
            t = fact * b / coef
            total = np.where(live, total + t, total)
            live &= ~(np.abs(t / total) < _MACHEP)
            k += 1.0
            fact = fact * (s + k)
            b = b / w
            k += 1.0
        pole = (q <= 0) & (q == np.floor(q))
        return np.where(pole, np.inf, total).reshape(shape)


def _cot_derivative(n: int) -> list:
    """Coefficients (lowest first) of P_n with d^n/dx^n cot(πx) = π^n P_n(cot πx):
    P_0(c) = c, P_(k+1)(c) = -(1 + c^2) P_k'(c)."""
    p = [0, 1]
    for _ in range(n):
        d = [i * p[i] for i in range(1, len(p))] or [0]
        nxt = [0] * (len(d) + 2)
        for i, c in enumerate(d):
            nxt[i] -= c
            nxt[i + 2] -= c
        p = nxt
    return p


_REFLECT_BELOW = -40.0  # far left of 0 the direct sum would need -q terms: reflect instead


def polygamma(n: int, x: np.ndarray) -> np.ndarray:
    """The n-th derivative of digamma elementwise."""
    if n == 0:
        return digamma(x)
    xd = np.atleast_1d(np.asarray(x, dtype=np.float64))  # (0-d: see zeta)
    sign = 1.0 if n % 2 else -1.0
    far = xd < _REFLECT_BELOW
    out = sign * math.exp(math.lgamma(n + 1.0)) * zeta(float(n + 1), np.where(far, 0.5, xd))
    if far.any():  # ψ^(n)(x) = (-1)^n ψ^(n)(1 - x) - π^(n+1) P_n(cot πx)
        xf = xd[far]
        with np.errstate(all="ignore"):
            cot = 1.0 / np.tan(np.pi * (xf - np.round(xf)))
            cot_part = math.pi ** (n + 1) * _horner([float(c) for c in _cot_derivative(n)], cot)
            out[far] = -sign * polygamma(n, 1.0 - xf) - cot_part
            out[far & (xd == np.floor(xd))] = np.inf if n % 2 else -np.inf
    if n == 1:  # past 1e8, 1/x + 1/(2x^2) + 1/(6x^3) (the sum's terms would underflow); 0 at +inf
        with np.errstate(all="ignore"):
            r = 1.0 / xd
            out = np.where(xd > 1e8, r + r * r * (0.5 + r / 6.0), out)
    return out.reshape(np.shape(x)).astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)


# modified Bessel functions of the first kind (i0 is NumPy's np.i0, Cephes' Chebyshev series)
def i1(x: np.ndarray) -> np.ndarray:
    """I_1(x) elementwise (odd): the power series (x/2) sum (x^2/4)^k / (k! (k+1)!) for
    |x| <= 20, else the asymptotic series e^|x| / sqrt(2π|x|) sum_k (-1)^k a_k / x^k."""
    xd = np.asarray(x, dtype=np.float64)
    ax = np.abs(xd)
    out = np.empty_like(ax)
    with np.errstate(all="ignore"):
        small = ax <= 20.0
        if small.any():
            a = ax[small]
            q = a * a / 4.0
            t = a / 2.0
            s = t.copy()
            for k in range(1, 60):  # all terms positive: no cancellation
                t = t * (q * (1.0 / (k * (k + 1))))  # as tp_i1 in tensorplay/_C/tp_special.h
                s = s + t
            out[small] = s
        big = ~small
        if big.any():
            a = ax[big]
            r = 1.0 / (8.0 * a)
            term = np.ones_like(a)
            s = term.copy()
            for k in range(1, 30):  # a_k / a_(k-1) = (4 - (2k - 1)^2) / (8k)
                term = term * -(4.0 - (2 * k - 1) ** 2) * r / k
                s = s + term
            out[big] = np.exp(a) * s / np.sqrt(2 * np.pi * a)
        out = np.where(xd < 0, -out, out)
    return out.astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)
