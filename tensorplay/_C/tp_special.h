// Special functions that C's <math.h> lacks (or has only in a form that differs from the NumPy
// kernels), for the `c_kernel:` expressions of ops.yaml: each is the same algorithm as its
// NumPy kernel, step for step, so the two paths agree. The float32 twin (the `f` name the
// generator substitutes for float32 loops) computes in double and rounds once, as the NumPy
// kernels do (they compute in float64).
//
//   tp_erfinv   erfinv's kernel (tensorplay/ops/pointwise/kernels.py: _erfinv)
//   tp_digamma  digamma's kernel (tensorplay/ops/pointwise/gamma.py: digamma, Cephes' psi)
//   tp_lgamma   lgamma: C99's lgamma, as PyTorch's; the NumPy kernel (gamma.py: lgamma) agrees
//               to 1.4e-10 relative in double near its roots at 1 and 2, exactly in float32
//   tp_polygamma  polygamma's kernel (gamma.py: polygamma, with Cephes' Hurwitz zeta)
//   tp_i0       i0's kernel, NumPy's np.i0 (Cephes' Chebyshev series); its float32 twin
//               computes in float32 as np.i0 and PyTorch do (exp overflows past 88.7)
//   tp_i1       special_i1's kernel (gamma.py: i1, the power and the asymptotic series)
#ifndef TP_SPECIAL_H
#define TP_SPECIAL_H

#include <math.h>

// Giles' approximation ("Approximating the erfinv function", 2010), then two Newton steps on
// erf(y) = x; ±inf at ±1, nan outside [-1, 1] (and for nan).
static inline double tp_erfinv_steps(double x, int steps) {
    static const double p_small[9] = {2.81022636e-08, 3.43273939e-07, -3.5233877e-06,
        -4.39150654e-06, 0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double p_large[9] = {-0.000200214257, 0.000100950558, 0.00134934322,
        -0.00367342844, 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    double ax = fabs(x);
    if (ax > 1.0 || isnan(x)) return NAN;
    if (ax == 1.0) return copysign(INFINITY, x);
    double w = -log((1.0 - x) * (1.0 + x)), p = 0.0;
    if (w < 5.0) {
        w -= 2.5;
        for (int i = 0; i < 9; i++) p = p * w + p_small[i];
    } else {
        w = sqrt(w) - 3.0;
        for (int i = 0; i < 9; i++) p = p * w + p_large[i];
    }
    double y = p * x;
    for (int k = 0; k < steps; k++) {
        double step = (erf(y) - x) / (1.1283791670955126 * exp(-y * y));
        if (isfinite(step)) y -= step;
    }
    return y;
}

static inline double tp_erfinv(double x) { return tp_erfinv_steps(x, 2); }

// One Newton step leaves a relative error near 1e-14 (the first guess's ~4e-7, squared), far
// below float32's rounding: the float32 result is the two-step one, at half the cost.
static inline float tp_erfinvf(float x) { return (float)tp_erfinv_steps((double)x, 1); }

// ψ(x) for x > 0: the recurrence ψ(x) = ψ(x + 1) - 1/x up to x >= 10, then
// log x - 1/(2x) - the asymptotic series in 1/x^2 (ψ(10) exactly at 10).
static inline double tp_digamma_nonneg(double x) {
    static const double a[7] = {8.33333333333333333333e-2, -2.10927960927960927961e-2,
        7.57575757575757575758e-3, -4.16666666666666666667e-3, 3.96825396825396825397e-3,
        -8.33333333333333333333e-3, 8.33333333333333333333e-2};
    double result = 0.0;
    while (x < 10.0) {
        result -= 1.0 / x;
        x += 1.0;
    }
    if (x == 10.0) return result + 2.25175258906672110764;
    double z = 1.0 / (x * x), poly = 0.0;
    for (int i = 0; i < 7; i++) poly = poly * z + a[i];
    double y = x < 1.0e17 ? z * poly : 0.0;
    return result + log(x) - 0.5 / x - y;
}

// ψ(x): -inf at +0, +inf at -0, nan at the negative integers, -inf and nan; below 0 the
// reflection ψ(x) = ψ(1 - x) - π / tan(π frac(x)).
static inline double tp_digamma(double x) {
    if (x > 0.0) return tp_digamma_nonneg(x);
    if (x == 0.0) return copysign(INFINITY, -x);
    if (x < 0.0 && x != trunc(x) && isfinite(x)) {
        double frac = x - trunc(x);
        return tp_digamma_nonneg(1.0 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * frac);
    }
    return NAN;
}

static inline float tp_digammaf(float x) { return (float)tp_digamma((double)x); }

static inline double tp_lgamma(double x) { return lgamma(x); }

static inline float tp_lgammaf(float x) { return (float)lgamma((double)x); }

// ζ(s, q) = sum_k (q + k)^-s for an integer s >= 2 (gamma.py: zeta): the direct sum until
// q + k > 9 (at least 9 terms), then the Euler-Maclaurin tail; +inf at q = 0 and the negative
// integers.
static inline double tp_zeta(double s, double q) {
    static const double A[12] = {12.0, -720.0, 30240.0, -1209600.0, 47900160.0,
        -1.8924375803183791606e9, 7.47242496e10, -2.950130727918164224e12,
        1.1646782814350067249e14, -4.5979787224074726105e15, 1.8152105401943546773e17,
        -7.1661652561756670113e18};
    double total = pow(q, -s), a = q, b = 0.0;
    for (int i = 0; i < 9; i++) {
        a = a + 1.0;
        b = pow(a, -s);
        total = total + b;
    }
    while (a <= 9.0) {  // q <= 0: more terms
        a = a + 1.0;
        b = pow(a, -s);
        total = total + b;
    }
    const double w = a;
    total = total + b * w / (s - 1.0) - 0.5 * b;
    double fact = 1.0, k = 0.0;
    for (int i = 0; i < 12; i++) {
        fact = fact * (s + k);
        b = b / w;
        const double t = fact * b / A[i];
        total = total + t;
        if (fabs(t / total) < 1.11022302462515654042e-16) break;
        k += 1.0;
        fact = fact * (s + k);
        b = b / w;
        k += 1.0;
    }
    return (q <= 0.0 && q == floor(q)) ? INFINITY : total;
}

// sum c_i z^i of P_n with d^n/dx^n cot(πx) = π^n P_n(cot πx): P_0(c) = c,
// P_(k+1)(c) = -(1 + c^2) P_k'(c); n < 64 (the polygamma guard).
static inline double tp_cot_derivative(int n, double z) {
    double p[68] = {0.0, 1.0}, d[68];
    int len = 2;
    for (int k = 0; k < n; k++) {
        int dl = len - 1;
        for (int i = 1; i < len; i++) d[i - 1] = i * p[i];
        if (dl == 0) d[dl++] = 0.0;
        for (int i = 0; i < dl + 2; i++) p[i] = 0.0;
        for (int i = 0; i < dl; i++) {
            p[i] -= d[i];
            p[i + 2] -= d[i];
        }
        len = dl + 2;
    }
    double out = 0.0;
    for (int i = len - 1; i >= 0; i--) out = out * z + p[i];
    return out;
}

// The n-th derivative of digamma (n >= 0): (-1)^(n+1) n! ζ(n + 1, x); below -40 the reflection
// ψ^(n)(x) = (-1)^n ψ^(n)(1 - x) - π^(n+1) P_n(cot πx); for n = 1 past 1e8 the series
// 1/x + 1/(2x^2) + 1/(6x^3).
static inline double tp_polygamma(double nd, double x) {
    const int n = (int)nd;
    if (n == 0) return tp_digamma(x);
    const double sign = n % 2 ? 1.0 : -1.0;
    double out;
    if (x < -40.0) {
        if (x == floor(x)) {
            out = n % 2 ? INFINITY : -INFINITY;
        } else {
            const double cot = 1.0 / tan(3.14159265358979323846 * (x - nearbyint(x)));
            const double cot_part = pow(3.14159265358979323846, n + 1.0) * tp_cot_derivative(n, cot);
            out = -sign * tp_polygamma(nd, 1.0 - x) - cot_part;
        }
    } else {
        out = sign * exp(lgamma(n + 1.0)) * tp_zeta(n + 1.0, x);
    }
    if (n == 1 && x > 1e8) {
        const double r = 1.0 / x;
        out = r + r * r * (0.5 + r / 6.0);
    }
    return out;
}

static inline float tp_polygammaf(float n, float x) { return (float)tp_polygamma((double)n, (double)x); }

// Cephes' chbevl: the Chebyshev series sum' c_k T_k(x / 2), Clenshaw's recurrence, as NumPy's
// _chbevl; the float twin rounds each coefficient to float and steps in float, as np.i0 does on
// a float32 array (the coefficients are Python floats, cast to the array's dtype).
static inline double tp_chbevl(double x, const double *c, int n) {
    double b0 = c[0], b1 = 0.0, b2 = 0.0;
    for (int i = 1; i < n; i++) {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + c[i];
    }
    return 0.5 * (b0 - b2);
}

static inline float tp_chbevlf(float x, const double *c, int n) {
    float b0 = (float)c[0], b1 = 0.0f, b2 = 0.0f;
    for (int i = 1; i < n; i++) {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + (float)c[i];
    }
    return 0.5f * (b0 - b2);
}

static const double tp_i0A[30] = {
    -4.4153416464793395e-18, 3.3307945188222384e-17, -2.431279846547955e-16,
    1.715391285555133e-15, -1.1685332877993451e-14, 7.676185498604936e-14,
    -4.856446783111929e-13, 2.95505266312964e-12, -1.726826291441556e-11,
    9.675809035373237e-11, -5.189795601635263e-10, 2.6598237246823866e-09,
    -1.300025009986248e-08, 6.046995022541919e-08, -2.670793853940612e-07,
    1.1173875391201037e-06, -4.4167383584587505e-06, 1.6448448070728896e-05,
    -5.754195010082104e-05, 0.00018850288509584165, -0.0005763755745385824,
    0.0016394756169413357, -0.004324309995050576, 0.010546460394594998,
    -0.02373741480589947, 0.04930528423967071, -0.09490109704804764,
    0.17162090152220877, -0.3046826723431984, 0.6767952744094761};
static const double tp_i0B[25] = {
    -7.233180487874754e-18, -4.830504485944182e-18, 4.46562142029676e-17,
    3.461222867697461e-17, -2.8276239805165836e-16, -3.425485619677219e-16,
    1.7725601330565263e-15, 3.8116806693526224e-15, -9.554846698828307e-15,
    -4.150569347287222e-14, 1.54008621752141e-14, 3.8527783827421426e-13,
    7.180124451383666e-13, -1.7941785315068062e-12, -1.3215811840447713e-11,
    -3.1499165279632416e-11, 1.1889147107846439e-11, 4.94060238822497e-10,
    3.3962320257083865e-09, 2.266668990498178e-08, 2.0489185894690638e-07,
    2.8913705208347567e-06, 6.889758346916825e-05, 0.0033691164782556943,
    0.8044904110141088};

// I_0(x) = e^|x| chbevl(|x| / 2 - 2, A) up to 8, e^|x| chbevl(32 / |x| - 2, B) / sqrt|x| above
// (nan for nan, and for ±inf: inf / inf, as np.i0 and PyTorch).
static inline double tp_i0(double x) {
    x = fabs(x);
    if (x <= 8.0) return exp(x) * tp_chbevl(x / 2.0 - 2.0, tp_i0A, 30);
    return exp(x) * tp_chbevl(32.0 / x - 2.0, tp_i0B, 25) / sqrt(x);
}

static inline float tp_i0f(float x) {
    x = fabsf(x);
    if (x <= 8.0f) return expf(x) * tp_chbevlf(x / 2.0f - 2.0f, tp_i0A, 30);
    return expf(x) * tp_chbevlf(32.0f / x - 2.0f, tp_i0B, 25) / sqrtf(x);
}

// I_1(x), odd: (x/2) sum (x^2/4)^k / (k! (k+1)!) (60 terms) for |x| <= 20, else
// e^|x| / sqrt(2π|x|) sum_k (-1)^k a_k / x^k (30 terms), term by term as gamma.py's i1, ending
// where the terms no longer change the sum (the same value: the later ones are smaller).
static inline double tp_i1(double x) {
    const double a = fabs(x);
    double out;
    if (a <= 20.0) {
        const double q = a * a / 4.0;
        double t = a / 2.0, s = t;
        for (int k = 1; k < 60; k++) {
            t = t * (q * (1.0 / (double)(k * (k + 1))));  // the factor off t's chain of products
            const double next = s + t;
            // every later term is smaller than this one (q < k (k + 1)) and this one leaves s
            // as it is: so would they, the 60-term sum is s
            if (next == s && q < (double)(k * (k + 1))) break;
            s = next;
        }
        out = s;
    } else {
        const double r = 1.0 / (8.0 * a);
        double term = 1.0, s = 1.0;
        for (int k = 1; k < 30; k++) {  // |term| falls all the way for a > 20: as above
            term = term * -(double)(4 - (2 * k - 1) * (2 * k - 1)) * r / (double)k;
            const double next = s + term;
            if (next == s) break;
            s = next;
        }
        out = exp(a) * s / sqrt(2.0 * 3.141592653589793 * a);
    }
    return x < 0.0 ? -out : out;
}

static inline float tp_i1f(float x) { return (float)tp_i1((double)x); }

#endif
