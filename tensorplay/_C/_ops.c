// GENERATED FILE from ops.yaml by codegen (template codegen/templates/_ops.c.jinja) — do not edit.
// Regenerate with `make generate`; change ops.yaml or the template instead.
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

// Inputs with fewer elements run on NumPy (chosen by benchmarks/bench_c.py; set_min_size).
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

// ── exp (ops.yaml:70) ───────────────────────────────────────────────────────────────────
static void tp_exp_fwd_f32(const float *restrict xs, float *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const float x = xs[i];
        out[i] = expf(x);
    }
}
static void tp_exp_fwd_f64(const double *restrict xs, double *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const double x = xs[i];
        out[i] = exp(x);
    }
}

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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_exp_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), n);
    else tp_exp_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

static void tp_exp_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const float g = gs[i];
            const float y = ys[i];
            out[i] = g * y;
        }
    } else {
        const float g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const float y = ys[i];
            out[i] = g * y;
        }
    }
    (void)xs;
}

static void tp_exp_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const double g = gs[i];
            const double y = ys[i];
            out[i] = g * y;
        }
    } else {
        const double g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const double y = ys[i];
            out[i] = g * y;
        }
    }
    (void)xs;
}

// exp_backward(g, x, y) → g * f'(x): g * y
static PyObject *tp_py_exp_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "exp_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *y = tp_array(args[2], &type), *ref = y, *x = NULL;
    (void)type2;
    if (!y) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < tp_min_size) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_exp_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    else tp_exp_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── log (ops.yaml:84) ───────────────────────────────────────────────────────────────────
static void tp_log_fwd_f32(const float *restrict xs, float *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const float x = xs[i];
        out[i] = logf(x);
    }
}
static void tp_log_fwd_f64(const double *restrict xs, double *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const double x = xs[i];
        out[i] = log(x);
    }
}

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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_log_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), n);
    else tp_log_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

static void tp_log_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const float g = gs[i];
            const float x = xs[i];
            out[i] = g / x;
        }
    } else {
        const float g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const float x = xs[i];
            out[i] = g / x;
        }
    }
    (void)ys;
}

static void tp_log_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const double g = gs[i];
            const double x = xs[i];
            out[i] = g / x;
        }
    } else {
        const double g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const double x = xs[i];
            out[i] = g / x;
        }
    }
    (void)ys;
}

// log_backward(g, x, y) → g * f'(x): g / x
static PyObject *tp_py_log_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "log_backward takes 3 arguments");
        return NULL;
    }
    int type = 0, type2 = 0;
    PyArrayObject *x = tp_array(args[1], &type), *ref = x, *y = NULL;
    (void)type2;
    if (!x) Py_RETURN_NONE;
    if (PyArray_SIZE(ref) < tp_min_size) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_log_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    else tp_log_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sin (ops.yaml:98) ───────────────────────────────────────────────────────────────────
static void tp_sin_fwd_f32(const float *restrict xs, float *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const float x = xs[i];
        out[i] = sinf(x);
    }
}
static void tp_sin_fwd_f64(const double *restrict xs, double *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const double x = xs[i];
        out[i] = sin(x);
    }
}

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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sin_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), n);
    else tp_sin_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

static void tp_sin_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const float g = gs[i];
            const float x = xs[i];
            out[i] = g * cosf(x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const float x = xs[i];
            out[i] = g * cosf(x);
        }
    }
    (void)ys;
}

static void tp_sin_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const double g = gs[i];
            const double x = xs[i];
            out[i] = g * cos(x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const double x = xs[i];
            out[i] = g * cos(x);
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
    if (PyArray_SIZE(ref) < tp_min_size) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sin_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    else tp_sin_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── cos (ops.yaml:111) ───────────────────────────────────────────────────────────────────
static void tp_cos_fwd_f32(const float *restrict xs, float *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const float x = xs[i];
        out[i] = cosf(x);
    }
}
static void tp_cos_fwd_f64(const double *restrict xs, double *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const double x = xs[i];
        out[i] = cos(x);
    }
}

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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_cos_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), n);
    else tp_cos_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

static void tp_cos_bwd_f32(const float *restrict gs, const float *restrict xs, const float *restrict ys, float *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const float g = gs[i];
            const float x = xs[i];
            out[i] = -g * sinf(x);
        }
    } else {
        const float g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const float x = xs[i];
            out[i] = -g * sinf(x);
        }
    }
    (void)ys;
}

static void tp_cos_bwd_f64(const double *restrict gs, const double *restrict xs, const double *restrict ys, double *restrict out, npy_intp n, int gstep) {
    if (gstep) {
        for (npy_intp i = 0; i < n; i++) {
            const double g = gs[i];
            const double x = xs[i];
            out[i] = -g * sin(x);
        }
    } else {
        const double g = gs[0];
        for (npy_intp i = 0; i < n; i++) {
            const double x = xs[i];
            out[i] = -g * sin(x);
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
    if (PyArray_SIZE(ref) < tp_min_size) Py_RETURN_NONE;
    const int gstep = tp_grad_step(args[0], ref, type);
    if (gstep < 0) Py_RETURN_NONE;
    PyArrayObject *g = (PyArrayObject *)args[0];
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(ref), PyArray_DIMS(ref), type);
    if (!out) return NULL;
    const npy_intp n = PyArray_SIZE(ref);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_cos_bwd_f32(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    else tp_cos_bwd_f64(PyArray_DATA(g), x ? PyArray_DATA(x) : NULL, y ? PyArray_DATA(y) : NULL, PyArray_DATA(out), n, gstep);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── add (ops.yaml:126) ───────────────────────────────────────────────────────────────────
static void tp_add_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict out, npy_intp n, const float alpha) {
    for (npy_intp i = 0; i < n; i++) {
        const float a = as[i], b = bs[i];
        out[i] = a + alpha * b;
    }
}
static void tp_add_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict out, npy_intp n, const double alpha) {
    for (npy_intp i = 0; i < n; i++) {
        const double a = as[i], b = bs[i];
        out[i] = a + alpha * b;
    }
}

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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_add_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n, (float)alpha);
    else tp_add_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n, (double)alpha);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── sub (ops.yaml:150) ───────────────────────────────────────────────────────────────────
static void tp_sub_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict out, npy_intp n, const float alpha) {
    for (npy_intp i = 0; i < n; i++) {
        const float a = as[i], b = bs[i];
        out[i] = a - alpha * b;
    }
}
static void tp_sub_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict out, npy_intp n, const double alpha) {
    for (npy_intp i = 0; i < n; i++) {
        const double a = as[i], b = bs[i];
        out[i] = a - alpha * b;
    }
}

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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_sub_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n, (float)alpha);
    else tp_sub_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n, (double)alpha);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── mul (ops.yaml:171) ───────────────────────────────────────────────────────────────────
static void tp_mul_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const float a = as[i], b = bs[i];
        out[i] = a * b;
    }
}
static void tp_mul_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const double a = as[i], b = bs[i];
        out[i] = a * b;
    }
}

// mul_forward(a, b): a * b
static PyObject *tp_py_mul_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "mul_forward takes 2 arguments");
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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_mul_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n);
    else tp_mul_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

// ── div (ops.yaml:196) ───────────────────────────────────────────────────────────────────
static void tp_div_fwd_f32(const float *restrict as, const float *restrict bs, float *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const float a = as[i], b = bs[i];
        out[i] = a / b;
    }
}
static void tp_div_fwd_f64(const double *restrict as, const double *restrict bs, double *restrict out, npy_intp n) {
    for (npy_intp i = 0; i < n; i++) {
        const double a = as[i], b = bs[i];
        out[i] = a / b;
    }
}

// div_forward(a, b): a / b
static PyObject *tp_py_div_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "div_forward takes 2 arguments");
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
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_div_fwd_f32(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n);
    else tp_div_fwd_f64(PyArray_DATA(x), PyArray_DATA(y), PyArray_DATA(out), n);
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
    return Py_BuildValue("{s:n,s:O,s:i}", "min_size", tp_min_size, "libmvec", mvec ? Py_True : Py_False,
                         "ops", 8);
}

#define TP_FASTCALL(name) (PyCFunction)(void (*)(void))(name), METH_FASTCALL
static PyMethodDef tp_methods[] = {
    {"exp_forward", TP_FASTCALL(tp_py_exp_forward), NULL},
    {"exp_backward", TP_FASTCALL(tp_py_exp_backward), NULL},
    {"log_forward", TP_FASTCALL(tp_py_log_forward), NULL},
    {"log_backward", TP_FASTCALL(tp_py_log_backward), NULL},
    {"sin_forward", TP_FASTCALL(tp_py_sin_forward), NULL},
    {"sin_backward", TP_FASTCALL(tp_py_sin_backward), NULL},
    {"cos_forward", TP_FASTCALL(tp_py_cos_forward), NULL},
    {"cos_backward", TP_FASTCALL(tp_py_cos_backward), NULL},
    {"add_forward", TP_FASTCALL(tp_py_add_forward), NULL},
    {"sub_forward", TP_FASTCALL(tp_py_sub_forward), NULL},
    {"mul_forward", TP_FASTCALL(tp_py_mul_forward), NULL},
    {"div_forward", TP_FASTCALL(tp_py_div_forward), NULL},
    TP_ROWWISE_METHODS
    {"set_min_size", (PyCFunction)tp_py_set_min_size, METH_O, "set the size threshold; returns the old one"},
    {"info", (PyCFunction)tp_py_info, METH_NOARGS, "build facts: min_size, libmvec, number of ops"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef tp_module = {
    PyModuleDef_HEAD_INIT, "tensorplay._C._ops",
    "Generated C kernels for the ops of ops.yaml with a c_kernel (see tensorplay.backends.c).",
    -1, tp_methods,
};

PyMODINIT_FUNC PyInit__ops(void) {
    import_array();
    return PyModule_Create(&tp_module);
}
