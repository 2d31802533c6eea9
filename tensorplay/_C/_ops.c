// GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/_ops.c.jinja) — do not edit.
// Regenerate with `make generate`; change the spec or the template instead.
//
// The C extension tensorplay._C._ops: one forward (and fused backward) loop per
// op of ops.yaml with a `c_kernel:`, for float32 and float64, using only the
// CPython and NumPy C APIs. Every function returns None when its inputs do not
// qualify (not an exact ndarray, not C-contiguous, another dtype, shapes differ,
// fewer than min_size elements) and the caller then runs the NumPy kernel.
// Row-wise ops and the optimizer steps are hand-written in tp_rowwise.h.

#define PY_SSIZE_T_CLEAN
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <Python.h>
#include <numpy/arrayobject.h>
#include <math.h>
#include "tp_simd.h"
#include "tp_special.h"

// sha256 of this file (with this value blank) and the tp_*.h headers, written by codegen
// (tensorplay/_C/source_hash.py): tensorplay/backends/c.py refuses a module built from other
// sources than those on disk (a stale build).
#define TP_SOURCE_HASH "6c5ff44492da07ca8e067641046a07988772e62bbe3913610b08896f345653c3"

// Inputs with fewer elements run on NumPy (chosen by benchmarks/bench_c.py; set_min_size).
// The forward loops only: a fused backward replaces several Python-level ops and runs at any size.
static npy_intp tp_min_size = 4096;

// x as a qualifying array (exact ndarray, float32/float64, C-contiguous, aligned, native
// byte order), with its type number in *type; NULL (no error set) if it does not qualify.
static PyArrayObject *tp_array(PyObject *o, int *type) {
    if (!PyArray_CheckExact(o)) return NULL;
    PyArrayObject *a = (PyArrayObject *)o;
    int t = PyArray_TYPE(a);
    if ((t != NPY_FLOAT32 && t != NPY_FLOAT64) || !PyArray_ISCARRAY_RO(a) || !PyArray_ISNOTSWAPPED(a))
        return NULL;
    *type = t;
    return a;
}

// The incoming gradient: contiguous like `ref` (step 1) or one value broadcast to its
// shape, as `sum()`'s backward makes (step 0). -1 if it does not qualify.
static inline int tp_grad_step(PyObject *o, PyArrayObject *ref, int type) {
    if (!PyArray_CheckExact(o)) return -1;
    PyArrayObject *g = (PyArrayObject *)o;
    if (PyArray_TYPE(g) != type || !PyArray_ISNOTSWAPPED(g) || !PyArray_ISALIGNED(g) ||
        !PyArray_SAMESHAPE(g, ref)) return -1;
    if (PyArray_IS_C_CONTIGUOUS(g)) return 1;
    for (int d = 0; d < PyArray_NDIM(g); d++)
        if (PyArray_STRIDE(g, d) != 0) return -1;
    return 0;
}

#define TP_PARAM(i, var) const double var = PyFloat_AsDouble(args[i]); \
    if (var == -1.0 && PyErr_Occurred()) return NULL;

#include "tp_rowwise.h"

// ── exp (tensorplay/ops/pointwise/ops.yaml:22) ───────────────────────────────────────────────────────────────────
// --8<-- [start:exp_fwd]
TP_KERNEL static void tp_exp_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = expf(x);
    }
}
TP_KERNEL static void tp_exp_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = exp(x);
    }
}
// --8<-- [end:exp_fwd]

// exp_forward(x): exp(x)
static PyObject *tp_py_exp_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "exp_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_exp_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_exp_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── log (tensorplay/ops/pointwise/ops.yaml:38) ───────────────────────────────────────────────────────────────────
// --8<-- [start:log_fwd]
TP_KERNEL static void tp_log_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = logf(x);
    }
}
TP_KERNEL static void tp_log_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = log(x);
    }
}
// --8<-- [end:log_fwd]

// log_forward(x): log(x)
static PyObject *tp_py_log_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "log_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_log_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_log_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sin (tensorplay/ops/pointwise/ops.yaml:55) ───────────────────────────────────────────────────────────────────
// --8<-- [start:sin_fwd]
TP_KERNEL static void tp_sin_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = sinf(x);
    }
}
TP_KERNEL static void tp_sin_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = sin(x);
    }
}
// --8<-- [end:sin_fwd]

// sin_forward(x): sin(x)
static PyObject *tp_py_sin_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "sin_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sin_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_sin_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_sin_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * cosf(x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * cosf(x);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_sin_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * cos(x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * cos(x);
        }
    }
    (void)ys;
}

// sin_backward(g, x, y) → g * f'(x): g * cos(x)
static PyObject *tp_py_sin_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "sin_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sin_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_sin_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── cos (tensorplay/ops/pointwise/ops.yaml:70) ───────────────────────────────────────────────────────────────────
// --8<-- [start:cos_fwd]
TP_KERNEL static void tp_cos_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = cosf(x);
    }
}
TP_KERNEL static void tp_cos_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = cos(x);
    }
}
// --8<-- [end:cos_fwd]

// cos_forward(x): cos(x)
static PyObject *tp_py_cos_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "cos_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_cos_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_cos_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_cos_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = -g * sinf(x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = -g * sinf(x);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_cos_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = -g * sin(x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = -g * sin(x);
        }
    }
    (void)ys;
}

// cos_backward(g, x, y) → g * f'(x): -g * sin(x)
static PyObject *tp_py_cos_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "cos_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_cos_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_cos_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── abs (tensorplay/ops/pointwise/ops.yaml:84) ───────────────────────────────────────────────────────────────────

TP_KERNEL static void tp_abs_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0f : (x < 0 ? -1.0f : 0.0f));
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0f : (x < 0 ? -1.0f : 0.0f));
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_abs_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0));
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0));
        }
    }
    (void)ys;
}

// abs_backward(g, x, y) → g * f'(x): g * (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0))
static PyObject *tp_py_abs_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "abs_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_abs_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_abs_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sign (tensorplay/ops/pointwise/ops.yaml:104) ──────────────────────────────────────────────────────────────────
// --8<-- [start:sign_fwd]
TP_KERNEL static void tp_sign_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = (x > 0 ? 1.0f : (x < 0 ? -1.0f : 0.0f));
    }
}
TP_KERNEL static void tp_sign_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0));
    }
}
// --8<-- [end:sign_fwd]

// sign_forward(x): (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0))
static PyObject *tp_py_sign_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "sign_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sign_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_sign_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── expm1 (tensorplay/ops/pointwise/ops.yaml:121) ─────────────────────────────────────────────────────────────────
// --8<-- [start:expm1_fwd]
TP_KERNEL static void tp_expm1_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = expm1f(x);
    }
}
TP_KERNEL static void tp_expm1_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = expm1(x);
    }
}
// --8<-- [end:expm1_fwd]

// expm1_forward(x): expm1(x)
static PyObject *tp_py_expm1_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "expm1_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_expm1_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_expm1_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_expm1_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = g * (y + 1);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = g * (y + 1);
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_expm1_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = g * (y + 1);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = g * (y + 1);
        }
    }
    (void)xs;
}

// expm1_backward(g, x, y) → g * f'(x): g * (y + 1)
static PyObject *tp_py_expm1_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "expm1_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_expm1_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_expm1_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── log1p (tensorplay/ops/pointwise/ops.yaml:137) ─────────────────────────────────────────────────────────────────
// --8<-- [start:log1p_fwd]
TP_KERNEL static void tp_log1p_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = log1pf(x);
    }
}
TP_KERNEL static void tp_log1p_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = log1p(x);
    }
}
// --8<-- [end:log1p_fwd]

// log1p_forward(x): log1p(x)
static PyObject *tp_py_log1p_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "log1p_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_log1p_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_log1p_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_log1p_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g / (x + 1);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g / (x + 1);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_log1p_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g / (x + 1);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g / (x + 1);
        }
    }
    (void)ys;
}

// log1p_backward(g, x, y) → g * f'(x): g / (x + 1)
static PyObject *tp_py_log1p_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "log1p_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_log1p_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_log1p_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sqrt (tensorplay/ops/pointwise/ops.yaml:181) ──────────────────────────────────────────────────────────────────
// --8<-- [start:sqrt_fwd]
TP_KERNEL static void tp_sqrt_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = sqrtf(x);
    }
}
TP_KERNEL static void tp_sqrt_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = sqrt(x);
    }
}
// --8<-- [end:sqrt_fwd]

// sqrt_forward(x): sqrt(x)
static PyObject *tp_py_sqrt_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "sqrt_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sqrt_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_sqrt_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_sqrt_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = g / (2 * y);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = g / (2 * y);
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_sqrt_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = g / (2 * y);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = g / (2 * y);
        }
    }
    (void)xs;
}

// sqrt_backward(g, x, y) → g * f'(x): g / (2 * y)
static PyObject *tp_py_sqrt_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "sqrt_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sqrt_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_sqrt_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── rsqrt (tensorplay/ops/pointwise/ops.yaml:196) ─────────────────────────────────────────────────────────────────
// --8<-- [start:rsqrt_fwd]
TP_KERNEL static void tp_rsqrt_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = 1.0f / sqrtf(x);
    }
}
TP_KERNEL static void tp_rsqrt_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = 1.0 / sqrt(x);
    }
}
// --8<-- [end:rsqrt_fwd]

// rsqrt_forward(x): 1.0 / sqrt(x)
static PyObject *tp_py_rsqrt_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "rsqrt_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_rsqrt_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_rsqrt_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_rsqrt_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = -0.5f * g * y * y * y;
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = -0.5f * g * y * y * y;
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_rsqrt_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = -0.5 * g * y * y * y;
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = -0.5 * g * y * y * y;
        }
    }
    (void)xs;
}

// rsqrt_backward(g, x, y) → g * f'(x): -0.5 * g * y * y * y
static PyObject *tp_py_rsqrt_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "rsqrt_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_rsqrt_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_rsqrt_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── square (tensorplay/ops/pointwise/ops.yaml:212) ────────────────────────────────────────────────────────────────

TP_KERNEL static void tp_square_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = 2 * g * x;
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = 2 * g * x;
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_square_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = 2 * g * x;
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = 2 * g * x;
        }
    }
    (void)ys;
}

// square_backward(g, x, y) → g * f'(x): 2 * g * x
static PyObject *tp_py_square_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "square_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_square_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_square_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── reciprocal (tensorplay/ops/pointwise/ops.yaml:228) ────────────────────────────────────────────────────────────
// --8<-- [start:reciprocal_fwd]
TP_KERNEL static void tp_reciprocal_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = 1 / x;
    }
}
TP_KERNEL static void tp_reciprocal_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = 1 / x;
    }
}
// --8<-- [end:reciprocal_fwd]

// reciprocal_forward(x): 1 / x
static PyObject *tp_py_reciprocal_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "reciprocal_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_reciprocal_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_reciprocal_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── tan (tensorplay/ops/pointwise/ops.yaml:243) ───────────────────────────────────────────────────────────────────
// --8<-- [start:tan_fwd]
TP_KERNEL static void tp_tan_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = tanf(x);
    }
}
TP_KERNEL static void tp_tan_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = tan(x);
    }
}
// --8<-- [end:tan_fwd]

// tan_forward(x): tan(x)
static PyObject *tp_py_tan_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "tan_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_tan_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_tan_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_tan_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = g * (1 + y * y);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = g * (1 + y * y);
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_tan_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = g * (1 + y * y);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = g * (1 + y * y);
        }
    }
    (void)xs;
}

// tan_backward(g, x, y) → g * f'(x): g * (1 + y * y)
static PyObject *tp_py_tan_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "tan_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_tan_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_tan_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sinh (tensorplay/ops/pointwise/ops.yaml:299) ──────────────────────────────────────────────────────────────────
// --8<-- [start:sinh_fwd]
TP_KERNEL static void tp_sinh_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = copysignf(fabsf(x) > 88 ? 0.5f * expf(fabsf(x) / 2) * expf(fabsf(x) / 2) : (fabsf(x) > 20 ? 0.5f * expf(fabsf(x)) : 0.5f * (expm1f(fabsf(x)) + expm1f(fabsf(x)) / (expm1f(fabsf(x)) + 1))), x);
    }
}
TP_KERNEL static void tp_sinh_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = copysign(fabs(x) > 88 ? 0.5 * exp(fabs(x) / 2) * exp(fabs(x) / 2) : (fabs(x) > 20 ? 0.5 * exp(fabs(x)) : 0.5 * (expm1(fabs(x)) + expm1(fabs(x)) / (expm1(fabs(x)) + 1))), x);
    }
}
// --8<-- [end:sinh_fwd]

// sinh_forward(x): copysign(fabs(x) > 88 ? 0.5 * exp(fabs(x) / 2) * exp(fabs(x) / 2) : (fabs(x) > 20 ? 0.5 * exp(fabs(x)) : 0.5 * (expm1(fabs(x)) + expm1(fabs(x)) / (expm1(fabs(x)) + 1))), x)
static PyObject *tp_py_sinh_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "sinh_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sinh_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_sinh_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── cosh (tensorplay/ops/pointwise/ops.yaml:316) ──────────────────────────────────────────────────────────────────
// --8<-- [start:cosh_fwd]
TP_KERNEL static void tp_cosh_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = fabsf(x) > 88 ? 0.5f * expf(fabsf(x) / 2) * expf(fabsf(x) / 2) : 0.5f * (expf(fabsf(x)) + 1 / expf(fabsf(x)));
    }
}
TP_KERNEL static void tp_cosh_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = fabs(x) > 88 ? 0.5 * exp(fabs(x) / 2) * exp(fabs(x) / 2) : 0.5 * (exp(fabs(x)) + 1 / exp(fabs(x)));
    }
}
// --8<-- [end:cosh_fwd]

// cosh_forward(x): fabs(x) > 88 ? 0.5 * exp(fabs(x) / 2) * exp(fabs(x) / 2) : 0.5 * (exp(fabs(x)) + 1 / exp(fabs(x)))
static PyObject *tp_py_cosh_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "cosh_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_cosh_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_cosh_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── tanh (tensorplay/ops/pointwise/ops.yaml:332) ──────────────────────────────────────────────────────────────────

TP_KERNEL static void tp_tanh_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = g * (1 - y * y);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = g * (1 - y * y);
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_tanh_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = g * (1 - y * y);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = g * (1 - y * y);
        }
    }
    (void)xs;
}

// tanh_backward(g, x, y) → g * f'(x): g * (1 - y * y)
static PyObject *tp_py_tanh_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "tanh_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_tanh_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_tanh_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sigmoid (tensorplay/ops/pointwise/ops.yaml:349) ───────────────────────────────────────────────────────────────
// --8<-- [start:sigmoid_fwd]
TP_KERNEL static void tp_sigmoid_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = (x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x)));
    }
}
TP_KERNEL static void tp_sigmoid_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = (x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)));
    }
}
// --8<-- [end:sigmoid_fwd]

// sigmoid_forward(x): (x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))
static PyObject *tp_py_sigmoid_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "sigmoid_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sigmoid_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_sigmoid_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_sigmoid_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = g * y * (1 - y);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = g * y * (1 - y);
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_sigmoid_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = g * y * (1 - y);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = g * y * (1 - y);
        }
    }
    (void)xs;
}

// sigmoid_backward(g, x, y) → g * f'(x): g * y * (1 - y)
static PyObject *tp_py_sigmoid_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "sigmoid_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sigmoid_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_sigmoid_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── erf (tensorplay/ops/pointwise/ops.yaml:366) ───────────────────────────────────────────────────────────────────
// --8<-- [start:erf_fwd]
TP_KERNEL static void tp_erf_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = erff(x);
    }
}
TP_KERNEL static void tp_erf_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = erf(x);
    }
}
// --8<-- [end:erf_fwd]

// erf_forward(x): erf(x)
static PyObject *tp_py_erf_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "erf_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_erf_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_erf_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_erf_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * 1.1283791670955126f * expf(-x * x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * 1.1283791670955126f * expf(-x * x);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_erf_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * 1.1283791670955126 * exp(-x * x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * 1.1283791670955126 * exp(-x * x);
        }
    }
    (void)ys;
}

// erf_backward(g, x, y) → g * f'(x): g * 1.1283791670955126 * exp(-x * x)
static PyObject *tp_py_erf_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "erf_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_erf_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_erf_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sgn (tensorplay/ops/pointwise/ops.yaml:683) ───────────────────────────────────────────────────────────────────
// --8<-- [start:sgn_fwd]
TP_KERNEL static void tp_sgn_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = (x > 0 ? 1.0f : (x < 0 ? -1.0f : 0.0f));
    }
}
TP_KERNEL static void tp_sgn_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0));
    }
}
// --8<-- [end:sgn_fwd]

// sgn_forward(x): (x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0))
static PyObject *tp_py_sgn_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "sgn_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sgn_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_sgn_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── frac (tensorplay/ops/pointwise/ops.yaml:703) ──────────────────────────────────────────────────────────────────
// --8<-- [start:frac_fwd]
TP_KERNEL static void tp_frac_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x - (x < 0 ? ceilf(x) : floorf(x));
    }
}
TP_KERNEL static void tp_frac_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x - (x < 0 ? ceil(x) : floor(x));
    }
}
// --8<-- [end:frac_fwd]

// frac_forward(x): x - (x < 0 ? ceil(x) : floor(x))
static PyObject *tp_py_frac_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "frac_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_frac_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_frac_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── atanh (tensorplay/ops/pointwise/ops.yaml:807) ─────────────────────────────────────────────────────────────────
// --8<-- [start:atanh_fwd]
TP_KERNEL static void tp_atanh_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = copysignf(0.5f * log1pf(2 * fabsf(x) / (1 - fabsf(x))), x);
    }
}
TP_KERNEL static void tp_atanh_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = copysign(0.5 * log1p(2 * fabs(x) / (1 - fabs(x))), x);
    }
}
// --8<-- [end:atanh_fwd]

// atanh_forward(x): copysign(0.5 * log1p(2 * fabs(x) / (1 - fabs(x))), x)
static PyObject *tp_py_atanh_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "atanh_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_atanh_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_atanh_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_atanh_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g / (1 - x * x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g / (1 - x * x);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_atanh_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g / (1 - x * x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g / (1 - x * x);
        }
    }
    (void)ys;
}

// atanh_backward(g, x, y) → g * f'(x): g / (1 - x * x)
static PyObject *tp_py_atanh_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "atanh_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_atanh_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_atanh_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── erfc (tensorplay/ops/pointwise/ops.yaml:827) ──────────────────────────────────────────────────────────────────
// --8<-- [start:erfc_fwd]
TP_KERNEL static void tp_erfc_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = erfcf(x);
    }
}
TP_KERNEL static void tp_erfc_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = erfc(x);
    }
}
// --8<-- [end:erfc_fwd]

// erfc_forward(x): erfc(x)
static PyObject *tp_py_erfc_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "erfc_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_erfc_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_erfc_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_erfc_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * -1.1283791670955126f * expf(-x * x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * -1.1283791670955126f * expf(-x * x);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_erfc_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * -1.1283791670955126 * exp(-x * x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * -1.1283791670955126 * exp(-x * x);
        }
    }
    (void)ys;
}

// erfc_backward(g, x, y) → g * f'(x): g * -1.1283791670955126 * exp(-x * x)
static PyObject *tp_py_erfc_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "erfc_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_erfc_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_erfc_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── erfinv (tensorplay/ops/pointwise/ops.yaml:877) ────────────────────────────────────────────────────────────────
// --8<-- [start:erfinv_fwd]
TP_KERNEL static void tp_erfinv_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = tp_erfinvf(x);
    }
}
TP_KERNEL static void tp_erfinv_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = tp_erfinv(x);
    }
}
// --8<-- [end:erfinv_fwd]

// erfinv_forward(x): tp_erfinv(x)
static PyObject *tp_py_erfinv_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "erfinv_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < 1) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_erfinv_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_erfinv_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_erfinv_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = g * 0.886226925452758f * expf(y * y);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = g * 0.886226925452758f * expf(y * y);
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_erfinv_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = g * 0.886226925452758 * exp(y * y);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = g * 0.886226925452758 * exp(y * y);
        }
    }
    (void)xs;
}

// erfinv_backward(g, x, y) → g * f'(x): g * 0.886226925452758 * exp(y * y)
static PyObject *tp_py_erfinv_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "erfinv_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 1) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_erfinv_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_erfinv_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── lgamma (tensorplay/ops/pointwise/ops.yaml:897) ────────────────────────────────────────────────────────────────
// --8<-- [start:lgamma_fwd]
TP_KERNEL static void tp_lgamma_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = tp_lgammaf(x);
    }
}
TP_KERNEL static void tp_lgamma_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = tp_lgamma(x);
    }
}
// --8<-- [end:lgamma_fwd]

// lgamma_forward(x): tp_lgamma(x)
static PyObject *tp_py_lgamma_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "lgamma_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < 1) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_lgamma_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_lgamma_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_lgamma_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * tp_digammaf(x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * tp_digammaf(x);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_lgamma_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * tp_digamma(x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * tp_digamma(x);
        }
    }
    (void)ys;
}

// lgamma_backward(g, x, y) → g * f'(x): g * tp_digamma(x)
static PyObject *tp_py_lgamma_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "lgamma_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 1) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_lgamma_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_lgamma_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── digamma (tensorplay/ops/pointwise/ops.yaml:918) ───────────────────────────────────────────────────────────────
// --8<-- [start:digamma_fwd]
TP_KERNEL static void tp_digamma_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = tp_digammaf(x);
    }
}
TP_KERNEL static void tp_digamma_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = tp_digamma(x);
    }
}
// --8<-- [end:digamma_fwd]

// digamma_forward(x): tp_digamma(x)
static PyObject *tp_py_digamma_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "digamma_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < 1) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_digamma_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_digamma_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── polygamma (tensorplay/ops/pointwise/ops.yaml:940) ─────────────────────────────────────────────────────────────
// --8<-- [start:polygamma_fwd]
TP_KERNEL static void tp_polygamma_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n, const float n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = tp_polygammaf(n, x);
    }
}
TP_KERNEL static void tp_polygamma_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n, const double n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = tp_polygamma(n, x);
    }
}
// --8<-- [end:polygamma_fwd]

// polygamma_forward(x, n): tp_polygamma(n, x)
static PyObject *tp_py_polygamma_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "polygamma_forward takes 2 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < 1) Py_RETURN_NONE;
    TP_PARAM(1, n)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_polygamma_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n, (float)n);
    else tp_polygamma_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n, (double)n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── add (tensorplay/ops/binary/ops.yaml:6) ───────────────────────────────────────────────────────────────────
// --8<-- [start:add_fwd]
TP_KERNEL static void tp_add_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict tp_out, npy_intp tp_n, const float alpha) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float a = as[tp_i], b = bs[tp_i];
        tp_out[tp_i] = a + alpha * b;
    }
}
TP_KERNEL static void tp_add_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict tp_out, npy_intp tp_n, const double alpha) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double a = as[tp_i], b = bs[tp_i];
        tp_out[tp_i] = a + alpha * b;
    }
}
// --8<-- [end:add_fwd]

// add_forward(a, b, alpha): a + alpha * b
static PyObject *tp_py_add_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "add_forward takes 3 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    int type_b = 0;
    PyArrayObject *y = tp_array(args[1], &type_b);
    if (!y || type_b != type || !PyArray_SAMESHAPE(x, y)) Py_RETURN_NONE;
    TP_PARAM(2, alpha)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_add_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), tp_n, (float)alpha);
    else tp_add_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), tp_n, (double)alpha);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sub (tensorplay/ops/binary/ops.yaml:35) ───────────────────────────────────────────────────────────────────
// --8<-- [start:sub_fwd]
TP_KERNEL static void tp_sub_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict tp_out, npy_intp tp_n, const float alpha) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float a = as[tp_i], b = bs[tp_i];
        tp_out[tp_i] = a - alpha * b;
    }
}
TP_KERNEL static void tp_sub_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict tp_out, npy_intp tp_n, const double alpha) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double a = as[tp_i], b = bs[tp_i];
        tp_out[tp_i] = a - alpha * b;
    }
}
// --8<-- [end:sub_fwd]

// sub_forward(a, b, alpha): a - alpha * b
static PyObject *tp_py_sub_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "sub_forward takes 3 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    int type_b = 0;
    PyArrayObject *y = tp_array(args[1], &type_b);
    if (!y || type_b != type || !PyArray_SAMESHAPE(x, y)) Py_RETURN_NONE;
    TP_PARAM(2, alpha)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sub_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), tp_n, (float)alpha);
    else tp_sub_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), tp_n, (double)alpha);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── logaddexp (tensorplay/ops/binary/ops.yaml:964) ─────────────────────────────────────────────────────────────
// --8<-- [start:logaddexp_fwd]
TP_KERNEL static void tp_logaddexp_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float a = as[tp_i], b = bs[tp_i];
        tp_out[tp_i] = a == b ? a + 0.6931471805599453f : (a > b ? a + log1pf(expf(b - a)) : (a < b ? b + log1pf(expf(a - b)) : a - b));
    }
}
TP_KERNEL static void tp_logaddexp_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double a = as[tp_i], b = bs[tp_i];
        tp_out[tp_i] = a == b ? a + 0.6931471805599453 : (a > b ? a + log1p(exp(b - a)) : (a < b ? b + log1p(exp(a - b)) : a - b));
    }
}
// --8<-- [end:logaddexp_fwd]

// logaddexp_forward(a, b): a == b ? a + 0.6931471805599453 : (a > b ? a + log1p(exp(b - a)) : (a < b ? b + log1p(exp(a - b)) : a - b))
static PyObject *tp_py_logaddexp_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "logaddexp_forward takes 2 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    int type_b = 0;
    PyArrayObject *y = tp_array(args[1], &type_b);
    if (!y || type_b != type || !PyArray_SAMESHAPE(x, y)) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_logaddexp_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), tp_n);
    else tp_logaddexp_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── relu (tensorplay/ops/nn/ops.yaml:622) ──────────────────────────────────────────────────────────────────
// --8<-- [start:relu_fwd]
TP_KERNEL static void tp_relu_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = (x > 0 || x != x) ? x : 0;
    }
}
TP_KERNEL static void tp_relu_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = (x > 0 || x != x) ? x : 0;
    }
}
// --8<-- [end:relu_fwd]

// relu_forward(x): (x > 0 || x != x) ? x : 0
static PyObject *tp_py_relu_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "relu_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_relu_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_relu_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_relu_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float y = ys[tp_i];
            tp_out[tp_i] = y <= 0 ? 0 : g;
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float y = ys[tp_i];
            tp_out[tp_i] = y <= 0 ? 0 : g;
        }
    }
    (void)xs;
}

TP_KERNEL static void tp_relu_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double y = ys[tp_i];
            tp_out[tp_i] = y <= 0 ? 0 : g;
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double y = ys[tp_i];
            tp_out[tp_i] = y <= 0 ? 0 : g;
        }
    }
    (void)xs;
}

// relu_backward(g, x, y) → g * f'(x): y <= 0 ? 0 : g
static PyObject *tp_py_relu_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "relu_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_relu_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_relu_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── gelu (tensorplay/ops/nn/ops.yaml:663) ──────────────────────────────────────────────────────────────────
// --8<-- [start:gelu__none_fwd]
TP_KERNEL static void tp_gelu__none_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = 0.5f * x * (1 + erff(x * 0.7071067811865476f));
    }
}
TP_KERNEL static void tp_gelu__none_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = 0.5 * x * (1 + erf(x * 0.7071067811865476));
    }
}
// --8<-- [end:gelu__none_fwd]

// gelu__none_forward(x): 0.5 * x * (1 + erf(x * 0.7071067811865476))
static PyObject *tp_py_gelu__none_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "gelu__none_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_gelu__none_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_gelu__none_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_gelu__none_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (0.5f * (1 + erff(x * 0.7071067811865476f)) + x * (0.3989422804014327f * expf(-0.5f * x * x)));
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (0.5f * (1 + erff(x * 0.7071067811865476f)) + x * (0.3989422804014327f * expf(-0.5f * x * x)));
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_gelu__none_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (0.5 * (1 + erf(x * 0.7071067811865476)) + x * (0.3989422804014327 * exp(-0.5 * x * x)));
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (0.5 * (1 + erf(x * 0.7071067811865476)) + x * (0.3989422804014327 * exp(-0.5 * x * x)));
        }
    }
    (void)ys;
}

// gelu__none_backward(g, x, y) → g * f'(x): g * (0.5 * (1 + erf(x * 0.7071067811865476)) + x * (0.3989422804014327 * exp(-0.5 * x * x)))
static PyObject *tp_py_gelu__none_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "gelu__none_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_gelu__none_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_gelu__none_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}
// --8<-- [start:gelu__tanh_fwd]
TP_KERNEL static void tp_gelu__tanh_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x / (1 + expf(-1.5957691216057308f * (x + 0.044715f * x * x * x)));
    }
}
TP_KERNEL static void tp_gelu__tanh_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x / (1 + exp(-1.5957691216057308 * (x + 0.044715 * x * x * x)));
    }
}
// --8<-- [end:gelu__tanh_fwd]

// gelu__tanh_forward(x): x / (1 + exp(-1.5957691216057308 * (x + 0.044715 * x * x * x)))
static PyObject *tp_py_gelu__tanh_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "gelu__tanh_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_gelu__tanh_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_gelu__tanh_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_gelu__tanh_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (1 / (1 + expf(-1.5957691216057308f * (x + 0.044715f * (x * x) * x)))) * (1 + x * (1 - 1 / (1 + expf(-1.5957691216057308f * (x + 0.044715f * (x * x) * x)))) * 1.5957691216057308f * (1 + 0.13414500000000002f * (x * x)));
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (1 / (1 + expf(-1.5957691216057308f * (x + 0.044715f * (x * x) * x)))) * (1 + x * (1 - 1 / (1 + expf(-1.5957691216057308f * (x + 0.044715f * (x * x) * x)))) * 1.5957691216057308f * (1 + 0.13414500000000002f * (x * x)));
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_gelu__tanh_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (1 / (1 + exp(-1.5957691216057308 * (x + 0.044715 * (x * x) * x)))) * (1 + x * (1 - 1 / (1 + exp(-1.5957691216057308 * (x + 0.044715 * (x * x) * x)))) * 1.5957691216057308 * (1 + 0.13414500000000002 * (x * x)));
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (1 / (1 + exp(-1.5957691216057308 * (x + 0.044715 * (x * x) * x)))) * (1 + x * (1 - 1 / (1 + exp(-1.5957691216057308 * (x + 0.044715 * (x * x) * x)))) * 1.5957691216057308 * (1 + 0.13414500000000002 * (x * x)));
        }
    }
    (void)ys;
}

// gelu__tanh_backward(g, x, y) → g * f'(x): g * (1 / (1 + exp(-1.5957691216057308 * (x + 0.044715 * (x * x) * x)))) * (1 + x * (1 - 1 / (1 + exp(-1.5957691216057308 * (x + 0.044715 * (x * x) * x)))) * 1.5957691216057308 * (1 + 0.13414500000000002 * (x * x)))
static PyObject *tp_py_gelu__tanh_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "gelu__tanh_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_gelu__tanh_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_gelu__tanh_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── silu (tensorplay/ops/nn/ops.yaml:698) ──────────────────────────────────────────────────────────────────
// --8<-- [start:silu_fwd]
TP_KERNEL static void tp_silu_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x * ((x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x))));
    }
}
TP_KERNEL static void tp_silu_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))));
    }
}
// --8<-- [end:silu_fwd]

// silu_forward(x): x * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))
static PyObject *tp_py_silu_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "silu_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_silu_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_silu_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_silu_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * ((x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x)))) * (1 + x * (1 - ((x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x))))));
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * ((x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x)))) * (1 + x * (1 - ((x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x))))));
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_silu_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))) * (1 + x * (1 - ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))));
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))) * (1 + x * (1 - ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))));
        }
    }
    (void)ys;
}

// silu_backward(g, x, y) → g * f'(x): g * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))) * (1 + x * (1 - ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))))
static PyObject *tp_py_silu_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "silu_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_silu_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_silu_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── softplus (tensorplay/ops/nn/ops.yaml:716) ──────────────────────────────────────────────────────────────
// --8<-- [start:softplus_fwd]
TP_KERNEL static void tp_softplus_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n, const float beta, const float threshold) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x * beta > threshold ? x : ((x * beta > 0 ? x * beta : 0) + log1pf(expf(-fabsf(x * beta)))) / beta;
    }
}
TP_KERNEL static void tp_softplus_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n, const double beta, const double threshold) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x * beta > threshold ? x : ((x * beta > 0 ? x * beta : 0) + log1p(exp(-fabs(x * beta)))) / beta;
    }
}
// --8<-- [end:softplus_fwd]

// softplus_forward(x, beta, threshold): x * beta > threshold ? x : ((x * beta > 0 ? x * beta : 0) + log1p(exp(-fabs(x * beta)))) / beta
static PyObject *tp_py_softplus_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "softplus_forward takes 3 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    TP_PARAM(1, beta)
    TP_PARAM(2, threshold)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_softplus_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n, (float)beta, (float)threshold);
    else tp_softplus_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n, (double)beta, (double)threshold);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_softplus_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep, const float beta, const float threshold) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = x * beta > threshold ? g : g * ((x * beta >= 0 ? 1.0f : expf(-fabsf(x * beta))) / (1.0f + expf(-fabsf(x * beta))));
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = x * beta > threshold ? g : g * ((x * beta >= 0 ? 1.0f : expf(-fabsf(x * beta))) / (1.0f + expf(-fabsf(x * beta))));
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_softplus_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep, const double beta, const double threshold) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = x * beta > threshold ? g : g * ((x * beta >= 0 ? 1.0 : exp(-fabs(x * beta))) / (1.0 + exp(-fabs(x * beta))));
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = x * beta > threshold ? g : g * ((x * beta >= 0 ? 1.0 : exp(-fabs(x * beta))) / (1.0 + exp(-fabs(x * beta))));
        }
    }
    (void)ys;
}

// softplus_backward(g, x, y, beta, threshold) → g * f'(x): x * beta > threshold ? g : g * ((x * beta >= 0 ? 1.0 : exp(-fabs(x * beta))) / (1.0 + exp(-fabs(x * beta))))
static PyObject *tp_py_softplus_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 5) {
        PyErr_SetString(PyExc_TypeError, "softplus_backward takes 5 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    TP_PARAM(3, beta)
    TP_PARAM(4, threshold)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_softplus_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (float)beta, (float)threshold);
    else tp_softplus_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (double)beta, (double)threshold);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── leaky_relu (tensorplay/ops/nn/ops.yaml:744) ────────────────────────────────────────────────────────────
// --8<-- [start:leaky_relu_fwd]
TP_KERNEL static void tp_leaky_relu_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n, const float negative_slope) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x * (x > 0 ? 1.0f : negative_slope);
    }
}
TP_KERNEL static void tp_leaky_relu_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n, const double negative_slope) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x * (x > 0 ? 1.0 : negative_slope);
    }
}
// --8<-- [end:leaky_relu_fwd]

// leaky_relu_forward(x, negative_slope): x * (x > 0 ? 1.0 : negative_slope)
static PyObject *tp_py_leaky_relu_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "leaky_relu_forward takes 2 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    TP_PARAM(1, negative_slope)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_leaky_relu_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n, (float)negative_slope);
    else tp_leaky_relu_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n, (double)negative_slope);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_leaky_relu_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep, const float negative_slope) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0f : negative_slope);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0f : negative_slope);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_leaky_relu_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep, const double negative_slope) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0 : negative_slope);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (x > 0 ? 1.0 : negative_slope);
        }
    }
    (void)ys;
}

// leaky_relu_backward(g, x, y, negative_slope) → g * f'(x): g * (x > 0 ? 1.0 : negative_slope)
static PyObject *tp_py_leaky_relu_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "leaky_relu_backward takes 4 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    TP_PARAM(3, negative_slope)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_leaky_relu_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (float)negative_slope);
    else tp_leaky_relu_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (double)negative_slope);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── hardtanh (tensorplay/ops/nn/ops.yaml:762) ──────────────────────────────────────────────────────────────
// --8<-- [start:hardtanh_fwd]
TP_KERNEL static void tp_hardtanh_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n, const float min_val, const float max_val) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x < min_val ? min_val : (x > max_val ? max_val : x);
    }
}
TP_KERNEL static void tp_hardtanh_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n, const double min_val, const double max_val) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x < min_val ? min_val : (x > max_val ? max_val : x);
    }
}
// --8<-- [end:hardtanh_fwd]

// hardtanh_forward(x, min_val, max_val): x < min_val ? min_val : (x > max_val ? max_val : x)
static PyObject *tp_py_hardtanh_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "hardtanh_forward takes 3 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    TP_PARAM(1, min_val)
    TP_PARAM(2, max_val)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_hardtanh_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n, (float)min_val, (float)max_val);
    else tp_hardtanh_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n, (double)min_val, (double)max_val);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_hardtanh_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep, const float min_val, const float max_val) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = (x <= min_val || x >= max_val) ? 0 : g;
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = (x <= min_val || x >= max_val) ? 0 : g;
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_hardtanh_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep, const double min_val, const double max_val) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = (x <= min_val || x >= max_val) ? 0 : g;
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = (x <= min_val || x >= max_val) ? 0 : g;
        }
    }
    (void)ys;
}

// hardtanh_backward(g, x, y, min_val, max_val) → g * f'(x): (x <= min_val || x >= max_val) ? 0 : g
static PyObject *tp_py_hardtanh_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 5) {
        PyErr_SetString(PyExc_TypeError, "hardtanh_backward takes 5 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    TP_PARAM(3, min_val)
    TP_PARAM(4, max_val)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_hardtanh_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (float)min_val, (float)max_val);
    else tp_hardtanh_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (double)min_val, (double)max_val);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── hardswish (tensorplay/ops/nn/ops.yaml:788) ─────────────────────────────────────────────────────────────
// --8<-- [start:hardswish_fwd]
TP_KERNEL static void tp_hardswish_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x * (x + 3 < 0 ? 0 : (x + 3 > 6 ? 6 : x + 3)) / 6;
    }
}
TP_KERNEL static void tp_hardswish_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x * (x + 3 < 0 ? 0 : (x + 3 > 6 ? 6 : x + 3)) / 6;
    }
}
// --8<-- [end:hardswish_fwd]

// hardswish_forward(x): x * (x + 3 < 0 ? 0 : (x + 3 > 6 ? 6 : x + 3)) / 6
static PyObject *tp_py_hardswish_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "hardswish_forward takes 1 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_hardswish_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    else tp_hardswish_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_hardswish_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = x <= -3 ? 0 : (x < 3 ? g * (x / 3 + 0.5f) : g);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = x <= -3 ? 0 : (x < 3 ? g * (x / 3 + 0.5f) : g);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_hardswish_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = x <= -3 ? 0 : (x < 3 ? g * (x / 3 + 0.5) : g);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = x <= -3 ? 0 : (x < 3 ? g * (x / 3 + 0.5) : g);
        }
    }
    (void)ys;
}

// hardswish_backward(g, x, y) → g * f'(x): x <= -3 ? 0 : (x < 3 ? g * (x / 3 + 0.5) : g)
static PyObject *tp_py_hardswish_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "hardswish_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_hardswish_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    else tp_hardswish_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── elu (tensorplay/ops/nn/ops.yaml:807) ───────────────────────────────────────────────────────────────────
// --8<-- [start:elu_fwd]
TP_KERNEL static void tp_elu_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n, const float alpha) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = x > 0 ? x : alpha * expm1f(x);
    }
}
TP_KERNEL static void tp_elu_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n, const double alpha) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = x > 0 ? x : alpha * expm1(x);
    }
}
// --8<-- [end:elu_fwd]

// elu_forward(x, alpha): x > 0 ? x : alpha * expm1(x)
static PyObject *tp_py_elu_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "elu_forward takes 2 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    TP_PARAM(1, alpha)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_elu_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n, (float)alpha);
    else tp_elu_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n, (double)alpha);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp_elu_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep, const float alpha) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = x <= 0 ? g * alpha * expf(x) : g;
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = x <= 0 ? g * alpha * expf(x) : g;
        }
    }
    (void)ys;
}

TP_KERNEL static void tp_elu_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep, const double alpha) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = x <= 0 ? g * alpha * exp(x) : g;
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = x <= 0 ? g * alpha * exp(x) : g;
        }
    }
    (void)ys;
}

// elu_backward(g, x, y, alpha) → g * f'(x): x <= 0 ? g * alpha * exp(x) : g
static PyObject *tp_py_elu_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "elu_backward takes 4 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    TP_PARAM(3, alpha)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_elu_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (float)alpha);
    else tp_elu_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (double)alpha);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── _smooth_l1 (tensorplay/ops/loss/ops.yaml:419) ────────────────────────────────────────────────────────────
// --8<-- [start:_smooth_l1_fwd]
TP_KERNEL static void tp__smooth_l1_fwd_f32(const float *restrict xs, float *restrict tp_out, npy_intp tp_n, const float beta, const float huber) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const float x = xs[tp_i];
        tp_out[tp_i] = huber ? (fabsf(x) < beta ? 0.5f * (x * x) : beta * (fabsf(x) - 0.5f * beta)) : (fabsf(x) < beta ? 0.5f * (x * x) / beta : fabsf(x) - 0.5f * beta);
    }
}
TP_KERNEL static void tp__smooth_l1_fwd_f64(const double *restrict xs, double *restrict tp_out, npy_intp tp_n, const double beta, const double huber) {
    for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
        const double x = xs[tp_i];
        tp_out[tp_i] = huber ? (fabs(x) < beta ? 0.5 * (x * x) : beta * (fabs(x) - 0.5 * beta)) : (fabs(x) < beta ? 0.5 * (x * x) / beta : fabs(x) - 0.5 * beta);
    }
}
// --8<-- [end:_smooth_l1_fwd]

// _smooth_l1_forward(x, beta, huber): huber ? (fabs(x) < beta ? 0.5 * (x * x) : beta * (fabs(x) - 0.5 * beta)) : (fabs(x) < beta ? 0.5 * (x * x) / beta : fabs(x) - 0.5 * beta)
static PyObject *tp_py__smooth_l1_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "_smooth_l1_forward takes 3 arguments");
        return NULL;
    }
    int type = 0;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    TP_PARAM(1, beta)
    TP_PARAM(2, huber)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp__smooth_l1_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), tp_n, (float)beta, (float)huber);
    else tp__smooth_l1_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), tp_n, (double)beta, (double)huber);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

TP_KERNEL static void tp__smooth_l1_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict tp_out, npy_intp tp_n, int gstep, const float beta, const float huber) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float g = gs[tp_i];
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (huber ? (x < -beta ? -beta : (x > beta ? beta : x)) : (x < -beta ? -beta : (x > beta ? beta : x)) / beta);
        }
    } else {
        const float g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const float x = xs[tp_i];
            tp_out[tp_i] = g * (huber ? (x < -beta ? -beta : (x > beta ? beta : x)) : (x < -beta ? -beta : (x > beta ? beta : x)) / beta);
        }
    }
    (void)ys;
}

TP_KERNEL static void tp__smooth_l1_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict tp_out, npy_intp tp_n, int gstep, const double beta, const double huber) {
    if (gstep) {
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double g = gs[tp_i];
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (huber ? (x < -beta ? -beta : (x > beta ? beta : x)) : (x < -beta ? -beta : (x > beta ? beta : x)) / beta);
        }
    } else {
        const double g = gs[0];
        for (npy_intp tp_i = 0; tp_i < tp_n; tp_i++) {
            const double x = xs[tp_i];
            tp_out[tp_i] = g * (huber ? (x < -beta ? -beta : (x > beta ? beta : x)) : (x < -beta ? -beta : (x > beta ? beta : x)) / beta);
        }
    }
    (void)ys;
}

// _smooth_l1_backward(g, x, y, beta, huber) → g * f'(x): g * (huber ? (x < -beta ? -beta : (x > beta ? beta : x)) : (x < -beta ? -beta : (x > beta ? beta : x)) / beta)
static PyObject *tp_py__smooth_l1_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 5) {
        PyErr_SetString(PyExc_TypeError, "_smooth_l1_backward takes 5 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < 0) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    TP_PARAM(3, beta)
    TP_PARAM(4, huber)
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp tp_n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp__smooth_l1_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (float)beta, (float)huber);
    else tp__smooth_l1_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), tp_n, gstep, (double)beta, (double)huber);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

static PyObject *tp_py_set_min_size(PyObject *mod, PyObject *arg) {
    npy_intp old = tp_min_size, n = PyLong_AsSsize_t(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    tp_min_size = n < 0 ? 0 : n;
    return PyLong_FromSsize_t(old);
}

static PyObject *tp_py_info(PyObject *mod, PyObject *unused) {
#ifdef TP_LIBMVEC
    const int mvec = 1;
#else
    const int mvec = 0;
#endif
#if defined(TP_CLONES) && defined(__x86_64__)
    const char *isa = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") ? "avx512"
                      : __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? "avx2" : "baseline";
#else
    const char *isa = "baseline";
#endif
    return Py_BuildValue("{s:n,s:O,s:i,s:s}", "min_size", tp_min_size, "libmvec", mvec ? Py_True : Py_False,
                         "ops", 38, "isa", isa);
}

#define TP_FASTCALL(name) (PyCFunction)(void (*)(void))(name), METH_FASTCALL
static PyMethodDef tp_methods[] = {
    {"exp_forward", TP_FASTCALL(tp_py_exp_forward), NULL},
    {"log_forward", TP_FASTCALL(tp_py_log_forward), NULL},
    {"sin_forward", TP_FASTCALL(tp_py_sin_forward), NULL},
    {"sin_backward", TP_FASTCALL(tp_py_sin_backward), NULL},
    {"cos_forward", TP_FASTCALL(tp_py_cos_forward), NULL},
    {"cos_backward", TP_FASTCALL(tp_py_cos_backward), NULL},
    {"abs_backward", TP_FASTCALL(tp_py_abs_backward), NULL},
    {"sign_forward", TP_FASTCALL(tp_py_sign_forward), NULL},
    {"expm1_forward", TP_FASTCALL(tp_py_expm1_forward), NULL},
    {"expm1_backward", TP_FASTCALL(tp_py_expm1_backward), NULL},
    {"log1p_forward", TP_FASTCALL(tp_py_log1p_forward), NULL},
    {"log1p_backward", TP_FASTCALL(tp_py_log1p_backward), NULL},
    {"sqrt_forward", TP_FASTCALL(tp_py_sqrt_forward), NULL},
    {"sqrt_backward", TP_FASTCALL(tp_py_sqrt_backward), NULL},
    {"rsqrt_forward", TP_FASTCALL(tp_py_rsqrt_forward), NULL},
    {"rsqrt_backward", TP_FASTCALL(tp_py_rsqrt_backward), NULL},
    {"square_backward", TP_FASTCALL(tp_py_square_backward), NULL},
    {"reciprocal_forward", TP_FASTCALL(tp_py_reciprocal_forward), NULL},
    {"tan_forward", TP_FASTCALL(tp_py_tan_forward), NULL},
    {"tan_backward", TP_FASTCALL(tp_py_tan_backward), NULL},
    {"sinh_forward", TP_FASTCALL(tp_py_sinh_forward), NULL},
    {"cosh_forward", TP_FASTCALL(tp_py_cosh_forward), NULL},
    {"tanh_backward", TP_FASTCALL(tp_py_tanh_backward), NULL},
    {"sigmoid_forward", TP_FASTCALL(tp_py_sigmoid_forward), NULL},
    {"sigmoid_backward", TP_FASTCALL(tp_py_sigmoid_backward), NULL},
    {"erf_forward", TP_FASTCALL(tp_py_erf_forward), NULL},
    {"erf_backward", TP_FASTCALL(tp_py_erf_backward), NULL},
    {"sgn_forward", TP_FASTCALL(tp_py_sgn_forward), NULL},
    {"frac_forward", TP_FASTCALL(tp_py_frac_forward), NULL},
    {"atanh_forward", TP_FASTCALL(tp_py_atanh_forward), NULL},
    {"atanh_backward", TP_FASTCALL(tp_py_atanh_backward), NULL},
    {"erfc_forward", TP_FASTCALL(tp_py_erfc_forward), NULL},
    {"erfc_backward", TP_FASTCALL(tp_py_erfc_backward), NULL},
    {"erfinv_forward", TP_FASTCALL(tp_py_erfinv_forward), NULL},
    {"erfinv_backward", TP_FASTCALL(tp_py_erfinv_backward), NULL},
    {"lgamma_forward", TP_FASTCALL(tp_py_lgamma_forward), NULL},
    {"lgamma_backward", TP_FASTCALL(tp_py_lgamma_backward), NULL},
    {"digamma_forward", TP_FASTCALL(tp_py_digamma_forward), NULL},
    {"polygamma_forward", TP_FASTCALL(tp_py_polygamma_forward), NULL},
    {"add_forward", TP_FASTCALL(tp_py_add_forward), NULL},
    {"sub_forward", TP_FASTCALL(tp_py_sub_forward), NULL},
    {"logaddexp_forward", TP_FASTCALL(tp_py_logaddexp_forward), NULL},
    {"relu_forward", TP_FASTCALL(tp_py_relu_forward), NULL},
    {"relu_backward", TP_FASTCALL(tp_py_relu_backward), NULL},
    {"gelu__none_forward", TP_FASTCALL(tp_py_gelu__none_forward), NULL},
    {"gelu__none_backward", TP_FASTCALL(tp_py_gelu__none_backward), NULL},
    {"gelu__tanh_forward", TP_FASTCALL(tp_py_gelu__tanh_forward), NULL},
    {"gelu__tanh_backward", TP_FASTCALL(tp_py_gelu__tanh_backward), NULL},
    {"silu_forward", TP_FASTCALL(tp_py_silu_forward), NULL},
    {"silu_backward", TP_FASTCALL(tp_py_silu_backward), NULL},
    {"softplus_forward", TP_FASTCALL(tp_py_softplus_forward), NULL},
    {"softplus_backward", TP_FASTCALL(tp_py_softplus_backward), NULL},
    {"leaky_relu_forward", TP_FASTCALL(tp_py_leaky_relu_forward), NULL},
    {"leaky_relu_backward", TP_FASTCALL(tp_py_leaky_relu_backward), NULL},
    {"hardtanh_forward", TP_FASTCALL(tp_py_hardtanh_forward), NULL},
    {"hardtanh_backward", TP_FASTCALL(tp_py_hardtanh_backward), NULL},
    {"hardswish_forward", TP_FASTCALL(tp_py_hardswish_forward), NULL},
    {"hardswish_backward", TP_FASTCALL(tp_py_hardswish_backward), NULL},
    {"elu_forward", TP_FASTCALL(tp_py_elu_forward), NULL},
    {"elu_backward", TP_FASTCALL(tp_py_elu_backward), NULL},
    {"_smooth_l1_forward", TP_FASTCALL(tp_py__smooth_l1_forward), NULL},
    {"_smooth_l1_backward", TP_FASTCALL(tp_py__smooth_l1_backward), NULL},
    TP_ROWWISE_METHODS
    {"set_min_size", (PyCFunction)tp_py_set_min_size, METH_O, "set the size threshold; returns the old one"},
    {"info", (PyCFunction)tp_py_info, METH_NOARGS, "build facts: min_size, libmvec, number of ops, vector ISA"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef tp_module = {
    PyModuleDef_HEAD_INIT, "tensorplay._C._ops",
    "Generated C kernels for the ops of ops.yaml with a c_kernel (see tensorplay.backends.c).",
    -1, tp_methods,
};

PyMODINIT_FUNC PyInit__ops(void) {
    import_array();
    PyObject *m = PyModule_Create(&tp_module);
    if (m != NULL && PyModule_AddStringConstant(m, "SOURCE_HASH", TP_SOURCE_HASH) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
