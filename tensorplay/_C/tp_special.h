// Special functions that C's <math.h> lacks (or has only in a form that differs from the NumPy
// kernels), for the `c_kernel:` expressions of ops.yaml: each is the same algorithm as its
// NumPy kernel, step for step, so the two paths agree. The float32 twin (the `f` name the
// generator substitutes for float32 loops) computes in double and rounds once, as the NumPy
// kernels do (they compute in float64).
//
//   tp_erfinv   erfinv's kernel (tensorplay/ops/pointwise/kernels.py: _erfinv)
//   tp_digamma  digamma's kernel (tensorplay/_support/gamma.py: digamma, Cephes' psi)
//   tp_lgamma   lgamma: C99's lgamma, as PyTorch's; the NumPy kernel (gamma.py: lgamma) agrees
//               to 1.4e-10 relative in double near its roots at 1 and 2, exactly in float32
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

#endif
