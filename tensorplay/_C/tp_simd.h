/* tp_simd.h — hand-written (not generated). Part of tensorplay/_C/_ops.c.
 *
 * When setup.py found glibc's vector math library (libmvec), it defines
 * TP_LIBMVEC and links -lmvec. We then re-declare the libm functions the
 * kernels call with GCC's `simd` attribute, exactly what glibc's <math.h> does
 * under -ffast-math, so that -O3 vectorizes loops calling them (expf on 4 or
 * more lanes at a time) WITHOUT -ffast-math: IEEE semantics, NaN/inf
 * propagation and the order of every sum stay exactly as written.
 * libmvec's functions are accurate to a few ulp and handle special values.
 */
#ifndef TP_SIMD_H
#define TP_SIMD_H
#include <math.h>

#if defined(TP_LIBMVEC) && defined(__GNUC__) && defined(__x86_64__)
#define TP_VEC __attribute__((simd("notinbranch")))
TP_VEC float expf(float);   TP_VEC double exp(double);
TP_VEC float expm1f(float); TP_VEC double expm1(double);
TP_VEC float logf(float);   TP_VEC double log(double);
TP_VEC float log1pf(float); TP_VEC double log1p(double);
TP_VEC float sinf(float);   TP_VEC double sin(double);
TP_VEC float cosf(float);   TP_VEC double cos(double);
TP_VEC float tanf(float);   TP_VEC double tan(double);
TP_VEC float tanhf(float);  TP_VEC double tanh(double);
TP_VEC float erff(float);   TP_VEC double erf(double);
TP_VEC float erfcf(float);  TP_VEC double erfc(double);
#if defined(__GLIBC__) && defined(__GLIBC_PREREQ)
#if __GLIBC_PREREQ(2, 35) /* libmvec's inverse trigonometric functions (the `special` loops) */
TP_VEC float asinf(float);  TP_VEC double asin(double);
TP_VEC float acosf(float);  TP_VEC double acos(double);
TP_VEC float atanf(float);  TP_VEC double atan(double);
TP_VEC float atan2f(float, float);  TP_VEC double atan2(double, double);
#endif
#endif
#endif

/* When setup.py found that the compiler supports `target_clones` (GCC >= 6 / Clang >= 14 with
 * glibc ifunc), it defines TP_CLONES: every kernel loop is compiled three times (AVX-512,
 * AVX2+FMA, baseline SSE2) and the dynamic loader picks the best the CPU runs, once, at load
 * time. The vectorizer then uses 32/64-byte vectors and libmvec's 8/16-lane variants
 * (_ZGVdN8v_expf, _ZGVeN16v_expf). -std=c99 keeps -ffp-contract=off, so no clone fuses a*b+c
 * into an FMA: the arithmetic is the same in every clone, only the vector width changes. */
#if defined(TP_CLONES) && defined(__x86_64__)
#define TP_KERNEL __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define TP_KERNEL
#endif

#endif
