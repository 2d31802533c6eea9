/* tp_rowwise.h — hand-written (not generated). Included by the generated
 * tensorplay/_C/_ops.c after tp_common definitions (tp_array, tp_min_size).
 *
 * Row-wise kernels over the last dimension of a C-contiguous (rows, cols)
 * block: softmax, log_softmax, _safe_softmax (forward and backward) and cross-entropy
 * (forward loss per row and the fused backward softmax - onehot), plus the
 * fused in-place optimizer steps (SGD with momentum, Adam/AdamW), and the LSTM cell's
 * pointwise gates (forward and backward), a row of 4H gate values per batch element, and
 * layer_norm (forward, and the backward of input, weight and bias in one pass), the special
 * functions of tp_special.h that have no c_kernel grammar name (i0, i1) elementwise, and the
 * one-call entry into tp.compile's generated pointwise kernels (fused_call).
 *
 * Every reduction runs over one row in TP_LANES double accumulators, lane k taking
 * columns k, k + TP_LANES, ... and the lanes then added in order: a fixed order
 * written out in the source, so the result never depends on threads or on the
 * vector width of the clone that runs (and the loop vectorizes; one accumulator
 * would chain every add on the previous one's latency). The special-value
 * behaviour mirrors the NumPy kernels in tensorplay/_kernels.py exactly:
 * the row max propagates NaN, exp(x - max) is computed the same way.
 */
#ifndef TP_ROWWISE_H
#define TP_ROWWISE_H

/* max that propagates NaN like np.max: once m is NaN it stays NaN */
#define TP_NANMAX(m, v) (((v) > (m) || (v) != (v)) ? (v) : (m))

#define TP_LANES 8
/* s = the sum over j < cols of (double)(EXPR), EXPR reading column j; fixed order (see top). */
#define TP_ROWSUM(s, cols, EXPR)                                                             \
    do {                                                                                     \
        double acc_[TP_LANES] = {0};                                                         \
        npy_intp j0_ = 0;                                                                    \
        for (; j0_ + TP_LANES <= (cols); j0_ += TP_LANES)                                    \
            for (int k_ = 0; k_ < TP_LANES; k_++) {                                          \
                const npy_intp j = j0_ + k_;                                                 \
                acc_[k_] += (double)(EXPR);                                                  \
            }                                                                                \
        double t_ = 0.0;                                                                     \
        for (int k_ = 0; k_ < TP_LANES; k_++) t_ += acc_[k_];                                \
        for (npy_intp j = j0_; j < (cols); j++) t_ += (double)(EXPR);                        \
        (s) = t_;                                                                            \
    } while (0)
/* m = the NaN-propagating max of row xr (TP_NANMAX per lane, then across lanes). */
#define TP_ROWMAX(T, m, xr, cols)                                                            \
    do {                                                                                     \
        T mx_[TP_LANES];                                                                     \
        npy_intp j_ = 0;                                                                     \
        if ((cols) >= TP_LANES) {                                                            \
            for (int k_ = 0; k_ < TP_LANES; k_++) mx_[k_] = (xr)[k_];                        \
            for (j_ = TP_LANES; j_ + TP_LANES <= (cols); j_ += TP_LANES)                     \
                for (int k_ = 0; k_ < TP_LANES; k_++) mx_[k_] = TP_NANMAX(mx_[k_], (xr)[j_ + k_]); \
            (m) = mx_[0];                                                                    \
            for (int k_ = 1; k_ < TP_LANES; k_++) (m) = TP_NANMAX((m), mx_[k_]);             \
        } else {                                                                             \
            (m) = (xr)[0];                                                                   \
            j_ = 1;                                                                          \
        }                                                                                    \
        for (; j_ < (cols); j_++) (m) = TP_NANMAX((m), (xr)[j_]);                            \
    } while (0)

/* o[j] = EXP(VAL) for j < cols, VAL reading column j, with the far-negative arguments kept
 * out of the vector exp: a vectorized libm exp handles an argument whose result leaves the
 * normal range (below LIM; -inf from a causal mask, say) by calling the scalar exp for the
 * vector's special lanes, which made a masked softmax row 2-4x slower. The vector loop
 * clamps the argument to LIM (read through a volatile: with a constant arm the compiler
 * moves the exp inside the select, where the special lanes reach it again) and writes 0
 * below ZERO (where exp is 0 exactly, -inf
 * included); the rare arguments between the two, whose exp is subnormal, are redone by the
 * scalar exp, called through a volatile pointer so that the loop stays scalar. Same values
 * as an exp per element. */
#define TP_ROW_EXP(T, EXP, LIM, ZERO, o, cols, VAL)                                           \
    do {                                                                                     \
        volatile T lim_v_ = (LIM);                                                           \
        const T lim_ = lim_v_;  /* not a constant: EXP(c ? lim_ : d) stays one vector call */ \
        int mid_ = 0;                                                                        \
        for (npy_intp j = 0; j < (cols); j++) {                                              \
            const T d_ = (VAL);                                                              \
            mid_ |= (d_ < lim_) & (d_ >= (ZERO));                                            \
            const T e_ = EXP(d_ < lim_ ? lim_ : d_);                                         \
            (o)[j] = d_ < (ZERO) ? 0 : e_;                                                   \
        }                                                                                    \
        if (mid_) {                                                                          \
            T (*volatile scalar_exp_)(T) = EXP;                                              \
            for (npy_intp j = 0; j < (cols); j++) {                                          \
                const T d_ = (VAL);                                                          \
                if (d_ < lim_ && d_ >= (ZERO)) (o)[j] = scalar_exp_(d_);                     \
            }                                                                                \
        }                                                                                    \
    } while (0)

#define TP_DEFINE_ROWWISE(T, S, EXP, LOG, LIM, ZERO)                                                    \
TP_KERNEL static void tp_softmax_fwd_##S(const T *restrict x, T *restrict out, npy_intp rows,          \
                               npy_intp cols, int log_mode) {                                \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict xr = x + r * cols;                                                 \
        T *restrict o = out + r * cols;                                                      \
        T m;                                                                                 \
        TP_ROWMAX(T, m, xr, cols);                                                           \
        if (log_mode == 2 && m == -INFINITY) {  /* safe softmax: a row of -inf gives 0 */    \
            for (npy_intp j = 0; j < cols; j++) o[j] = 0;                                    \
            continue;                                                                        \
        }                                                                                    \
        TP_ROW_EXP(T, EXP, LIM, ZERO, o, cols, xr[j] - m);                                   \
        double s;                                                                            \
        TP_ROWSUM(s, cols, o[j]);                                                            \
        if (log_mode == 1) {                                                                 \
            const T lse = (T)log(s);                                                         \
            for (npy_intp j = 0; j < cols; j++) o[j] = (xr[j] - m) - lse;                    \
        } else {                                                                             \
            const T ts = (T)s;                                                               \
            for (npy_intp j = 0; j < cols; j++) o[j] = o[j] / ts;                            \
        }                                                                                    \
    }                                                                                        \
}                                                                                            \
/* softmax:     gx = y * (g - sum(g * y))      log_softmax: gx = g - exp(y) * sum(g) */      \
TP_KERNEL static void tp_softmax_bwd_##S(const T *restrict g, const T *restrict y, T *restrict out,    \
                               npy_intp rows, npy_intp cols, int log_mode) {                 \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict gr = g + r * cols, *restrict yr = y + r * cols;                    \
        T *restrict o = out + r * cols;                                                      \
        double s = 0.0;                                                                      \
        if (log_mode) {                                                                      \
            TP_ROWSUM(s, cols, gr[j]);                                                       \
            const T ts = (T)s;                                                               \
            TP_ROW_EXP(T, EXP, LIM, ZERO, o, cols, yr[j]);                                   \
            for (npy_intp j = 0; j < cols; j++) o[j] = gr[j] - o[j] * ts;                    \
        } else {                                                                             \
            TP_ROWSUM(s, cols, gr[j] * yr[j]);                                               \
            const T ts = (T)s;                                                               \
            for (npy_intp j = 0; j < cols; j++) o[j] = yr[j] * (gr[j] - ts);                 \
        }                                                                                    \
    }                                                                                        \
}                                                                                            \
/* loss[r] = logsumexp(x[r]) - x[r, t[r]]  (0 where t[r] == ignore_index); returns -1, or  \
 * the first row with a bad target, or -2 when the row buffer cannot be allocated. The      \
 * exponentials go through a row buffer so that EXP runs as a vector loop (summing them    \
 * directly into double accumulators would keep it scalar).                                 \
 */                                                                                         \
TP_KERNEL static npy_intp tp_xent_fwd_##S(const T *restrict x, const npy_int64 *restrict t,            \
                                T *restrict loss, npy_intp rows, npy_intp cols,              \
                                npy_int64 ignore_index) {                                    \
    T *restrict buf = (T *)malloc((size_t)(cols > 0 ? cols : 1) * sizeof(T));                \
    if (!buf) return -2;                                                                     \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict xr = x + r * cols;                                                 \
        const npy_int64 k = t[r];                                                            \
        if (k == ignore_index) { loss[r] = 0; continue; }                                    \
        if (k < 0 || k >= cols) { free(buf); return r; }                                     \
        T m;                                                                                 \
        TP_ROWMAX(T, m, xr, cols);                                                           \
        TP_ROW_EXP(T, EXP, LIM, ZERO, buf, cols, xr[j] - m);                                 \
        double s;                                                                            \
        TP_ROWSUM(s, cols, buf[j]);                                                          \
        loss[r] = (T)log(s) - (xr[k] - m);  /* -log_softmax[k], as NumPy orders it */        \
    }                                                                                        \
    free(buf);                                                                               \
    return -1;                                                                               \
}                                                                                            \
/* gx[r] = scale[r] * (softmax(x[r]) - onehot(t[r]))   (0 where ignored) */                  \
TP_KERNEL static void tp_xent_bwd_##S(const T *restrict x, const npy_int64 *restrict t,                \
                            const double *restrict scale, npy_intp sstep, T *restrict out,   \
                            npy_intp rows, npy_intp cols, npy_int64 ignore_index) {          \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict xr = x + r * cols;                                                 \
        T *restrict o = out + r * cols;                                                      \
        const npy_int64 k = t[r];                                                            \
        if (k == ignore_index) { for (npy_intp j = 0; j < cols; j++) o[j] = 0; continue; }   \
        T m;                                                                                 \
        TP_ROWMAX(T, m, xr, cols);                                                           \
        TP_ROW_EXP(T, EXP, LIM, ZERO, o, cols, xr[j] - m);                                   \
        double s;                                                                            \
        TP_ROWSUM(s, cols, o[j]);                                                            \
        const T ts = (T)s, sc = (T)scale[r * sstep], f = sc / ts;  /* one multiply per element */ \
        for (npy_intp j = 0; j < cols; j++) o[j] = o[j] * f;                                 \
        o[k] = (EXP(xr[k] - m) / ts - 1) * sc;                                               \
    }                                                                                        \
}                                                                                            \
/* One fused pass of torch.optim.SGD's update (same order of operations as the NumPy      */ \
/* fallback in tensorplay/backends/c.py).                                                  */ \
TP_KERNEL static void tp_sgd_##S(T *restrict p, const T *restrict g, T *restrict buf, npy_intp n,      \
                       double lr_d, double momentum_d, double dampening_d, double wd_d,      \
                       int nesterov, int maximize, int init_buf) {                           \
    const T lr = (T)lr_d, momentum = (T)momentum_d, omd = (T)(1.0 - dampening_d), wd = (T)wd_d; \
    for (npy_intp i = 0; i < n; i++) {                                                       \
        T d = maximize ? -g[i] : g[i];                                                       \
        if (wd != 0) d = d + wd * p[i];                                                      \
        if (buf) {                                                                           \
            T b = init_buf ? d : momentum * buf[i] + omd * d;                                \
            buf[i] = b;                                                                      \
            d = nesterov ? d + momentum * b : b;                                             \
        }                                                                                    \
        p[i] = p[i] - lr * d;                                                                \
    }                                                                                        \
}                                                                                            \
/* One fused pass of torch.optim.Adam / AdamW.                                             */ \
TP_KERNEL static void tp_adam_##S(T *restrict p, const T *restrict g, T *restrict m, T *restrict v,    \
                        T *restrict vmax, npy_intp n, double lr, double beta1, double beta2, \
                        double eps_d, double wd_d, double step_size_d, double bc2_sqrt_d,    \
                        int decoupled, int maximize) {                                       \
    const T keep = (T)(1.0 - lr * wd_d), wd = (T)wd_d, eps = (T)eps_d;                       \
    const T b1 = (T)beta1, omb1 = (T)(1.0 - beta1), b2 = (T)beta2, omb2 = (T)(1.0 - beta2);  \
    const T step_size = (T)step_size_d, bc2_sqrt = (T)bc2_sqrt_d;                            \
    for (npy_intp i = 0; i < n; i++) {                                                       \
        T gi = maximize ? -g[i] : g[i];                                                      \
        T pi = p[i];                                                                         \
        if (decoupled) pi = pi * keep;                                                       \
        else if (wd != 0) gi = gi + wd * pi;                                                 \
        const T mi = b1 * m[i] + omb1 * gi;                                                  \
        const T vi = b2 * v[i] + omb2 * (gi * gi);                                          \
        m[i] = mi;                                                                           \
        v[i] = vi;                                                                           \
        T vv = vi;                                                                           \
        if (vmax) { vv = vmax[i] > vi ? vmax[i] : vi; vmax[i] = vv; }                        \
        const T denom = tp_sqrt_##S(vv) / bc2_sqrt + eps;                                        \
        p[i] = pi - step_size * (mi / denom);                                                \
    }                                                                                        \
}

static inline float tp_sqrt_f32(float v) { return sqrtf(v); }
static inline double tp_sqrt_f64(double v) { return sqrt(v); }
TP_DEFINE_ROWWISE(float, f32, expf, logf, -87.0f, -104.0f)
TP_DEFINE_ROWWISE(double, f64, exp, log, -708.0, -746.0)

/* LSTM cell, one row per batch element: gates (rows, 4H) = [i, f, g, o] pre-activations and
 * c (rows, H) give out (rows, 2H) = [h', c'] with c' = sig(f) c + sig(i) tanh(g) and
 * h' = sig(o) tanh(c'). sig(x) = tanh(x / 2) / 2 + 1/2, and every product in the order of
 * the NumPy kernels _k_lstm_cell / _k_lstm_cell_grads (tensorplay/_kernels.py), so both
 * paths round alike. gs, cs, ks: row strides in elements (a row array may be a slice, as
 * chunk()'s halves of the previous step are). The backward writes d gates (rows, 4H) and d c (rows, H) for the
 * incoming gradient g (rows, 2H) in one pass, recomputing the gates (cheaper than saving). */
#define TP_DEFINE_LSTM(T, S, TANH)                                                           \
TP_KERNEL static void tp_lstm_fwd_##S(const T *restrict gates, npy_intp gs, const T *restrict c, \
                                      npy_intp cs, T *restrict out, npy_intp rows, npy_intp h) { \
    const T half = (T)0.5;                                                                   \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict gr = gates + r * gs, *restrict cr = c + r * cs;                    \
        T *restrict o = out + r * 2 * h;                                                     \
        for (npy_intp j = 0; j < h; j++) {                                                   \
            const T si = TANH(gr[j] * half) * half + half;                                   \
            const T sf = TANH(gr[h + j] * half) * half + half;                               \
            const T tg = TANH(gr[2 * h + j]);                                                \
            const T so = TANH(gr[3 * h + j] * half) * half + half;                           \
            const T cn = sf * cr[j] + si * tg;                                               \
            o[j] = so * TANH(cn);                                                            \
            o[h + j] = cn;                                                                   \
        }                                                                                    \
    }                                                                                        \
}                                                                                            \
TP_KERNEL static void tp_lstm_bwd_##S(const T *restrict grad, npy_intp ks,                  \
                                      const T *restrict gates, npy_intp gs,                  \
                                      const T *restrict c, npy_intp cs, T *restrict dg,      \
                                      T *restrict dcp, npy_intp rows, npy_intp h) {          \
    const T half = (T)0.5, one = (T)1;                                                       \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict gr = gates + r * gs, *restrict cr = c + r * cs;                    \
        const T *restrict gh = grad + r * ks, *restrict gc = gh + h;                         \
        T *restrict d = dg + r * 4 * h, *restrict dc_out = dcp + r * h;                      \
        for (npy_intp j = 0; j < h; j++) {                                                   \
            const T i = TANH(gr[j] * half) * half + half;                                    \
            const T f = TANH(gr[h + j] * half) * half + half;                                \
            const T g = TANH(gr[2 * h + j]);                                                 \
            const T o = TANH(gr[3 * h + j] * half) * half + half;                            \
            const T tc = TANH(f * cr[j] + i * g);                                            \
            const T dc = gc[j] + gh[j] * o * (one - tc * tc);                                \
            d[j] = dc * g * i * (one - i);                                                   \
            d[h + j] = dc * cr[j] * f * (one - f);                                           \
            d[2 * h + j] = dc * i * (one - g * g);                                           \
            d[3 * h + j] = gh[j] * tc * o * (one - o);                                       \
            dc_out[j] = dc * f;                                                              \
        }                                                                                    \
    }                                                                                        \
}
TP_DEFINE_LSTM(float, f32, tanhf)
TP_DEFINE_LSTM(double, f64, tanh)

/* layer_norm over rows of `cols` values: y = (x - mean) * rstd * w + b, rstd = 1 / sqrt(var +
 * eps), the biased variance of the centred row (two passes, as the composite body computes
 * it), mean and var accumulated in double (TP_ROWSUM's fixed order). w and b may be NULL. The
 * backward recomputes each row's mean and rstd (cheaper than saving them) and writes
 * dx = rstd * (g w - mean(g w) - xhat mean(g w xhat)) (dx NULL: not wanted) and the column
 * sums dw = sum over rows of g xhat, db = sum of g, accumulated in double row after row into
 * `acc` (2 * cols doubles; dw or db NULL: not wanted). */
#define TP_DEFINE_LAYER_NORM(T, S, SQRT)                                                     \
TP_KERNEL static void tp_layer_norm_fwd_##S(const T *restrict x, const T *restrict w,        \
                                            const T *restrict b, T *restrict y, npy_intp rows, \
                                            npy_intp cols, double eps) {                     \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict xr = x + r * cols;                                                 \
        T *restrict o = y + r * cols;                                                        \
        double s;                                                                            \
        TP_ROWSUM(s, cols, xr[j]);                                                           \
        const T mean = (T)(s / (double)cols);                                                \
        TP_ROWSUM(s, cols, (xr[j] - mean) * (xr[j] - mean));                                 \
        const T rstd = (T)(1.0 / SQRT(s / (double)cols + eps));                              \
        if (w && b) for (npy_intp j = 0; j < cols; j++) o[j] = (xr[j] - mean) * rstd * w[j] + b[j]; \
        else if (w) for (npy_intp j = 0; j < cols; j++) o[j] = (xr[j] - mean) * rstd * w[j];  \
        else if (b) for (npy_intp j = 0; j < cols; j++) o[j] = (xr[j] - mean) * rstd + b[j];  \
        else for (npy_intp j = 0; j < cols; j++) o[j] = (xr[j] - mean) * rstd;                \
    }                                                                                        \
}                                                                                            \
TP_KERNEL static void tp_layer_norm_bwd_##S(const T *restrict g, const T *restrict x,        \
                                            const T *restrict w, T *restrict dx,             \
                                            double *restrict acc, npy_intp rows,             \
                                            npy_intp cols, double eps, int want_w, int want_b) { \
    for (npy_intp r = 0; r < rows; r++) {                                                    \
        const T *restrict xr = x + r * cols, *restrict gr = g + r * cols;                    \
        double s;                                                                            \
        TP_ROWSUM(s, cols, xr[j]);                                                           \
        const T mean = (T)(s / (double)cols);                                                \
        TP_ROWSUM(s, cols, (xr[j] - mean) * (xr[j] - mean));                                 \
        const T rstd = (T)(1.0 / SQRT(s / (double)cols + eps));                              \
        if (want_w) for (npy_intp j = 0; j < cols; j++) acc[j] += (double)(gr[j] * ((xr[j] - mean) * rstd)); \
        if (want_b) for (npy_intp j = 0; j < cols; j++) acc[cols + j] += (double)gr[j];      \
        if (!dx) continue;                                                                   \
        /* PyTorch's layer_norm_backward_frame: db = sum(g w), ds = sum(g w x), then            \
         * dx = rstd g w + b x + c (where an infinite weight makes its NaN, row by row) */     \
        double db, ds;                                                                       \
        if (w) {                                                                             \
            TP_ROWSUM(db, cols, gr[j] * w[j]);                                               \
            TP_ROWSUM(ds, cols, gr[j] * w[j] * xr[j]);                                       \
        } else {                                                                             \
            TP_ROWSUM(db, cols, gr[j]);                                                      \
            TP_ROWSUM(ds, cols, gr[j] * xr[j]);                                              \
        }                                                                                    \
        const double scale = 1.0 / (double)cols, a = (double)rstd;                           \
        const double b = (db * (double)mean - ds) * a * a * a * scale;                       \
        const T bt = (T)b, ct = (T)(-b * (double)mean - db * a * scale);                     \
        T *restrict o = dx + r * cols;                                                       \
        for (npy_intp j = 0; j < cols; j++)                                                  \
            o[j] = rstd * (w ? gr[j] * w[j] : gr[j]) + bt * xr[j] + ct;                      \
    }                                                                                        \
}
TP_DEFINE_LAYER_NORM(float, f32, sqrt)
TP_DEFINE_LAYER_NORM(double, f64, sqrt)

/* ---- cumsum: the running sum of each row (last dim), from the start or from the end -------
 * float32 accumulates in double and rounds each partial sum once, as PyTorch's CPU cumsum and
 * the NumPy kernel (np.cumsum with dtype=float64, then float32); float64 as np.cumsum. The
 * first sum is the first element itself (-0.0 stays -0.0). */
#define TP_DEFINE_CUMSUM(T, SUF)                                                              \
    TP_KERNEL static void tp_cumsum_##SUF(const T *restrict x, T *restrict o, npy_intp rows,  \
                                          npy_intp cols, int reverse) {                     \
        for (npy_intp r = 0; r < rows; r++) {                                               \
            const T *xr = x + r * cols;                                                     \
            T *orow = o + r * cols;                                                         \
            if (reverse) {                                                                  \
                double acc = (double)xr[cols - 1];                                          \
                orow[cols - 1] = (T)acc;                                                    \
                for (npy_intp j = cols - 2; j >= 0; j--) { acc += (double)xr[j]; orow[j] = (T)acc; } \
            } else {                                                                        \
                double acc = (double)xr[0];                                                 \
                orow[0] = (T)acc;                                                           \
                for (npy_intp j = 1; j < cols; j++) { acc += (double)xr[j]; orow[j] = (T)acc; } \
            }                                                                               \
        }                                                                                   \
    }
TP_DEFINE_CUMSUM(float, f32)
TP_DEFINE_CUMSUM(double, f64)

/* ---- Python-level wrappers ----------------------------------------------------------- */

/* cumsum(x, reverse) → the running sums along the last dim (reverse: from the end); None if
 * x does not qualify */
static PyObject *tp_py_cumsum(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "cumsum(x, reverse)"); return NULL; }
    int type;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_NDIM(x) == 0 || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    const int reverse = PyObject_IsTrue(args[1]);
    if (reverse < 0) return NULL;
    npy_intp cols = PyArray_DIM(x, PyArray_NDIM(x) - 1);
    npy_intp n = PyArray_SIZE(x), rows = cols ? n / cols : 0;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    if (n) {
        Py_BEGIN_ALLOW_THREADS
        if (type == NPY_FLOAT32) tp_cumsum_f32(PyArray_DATA(x), PyArray_DATA(out), rows, cols, reverse);
        else tp_cumsum_f64(PyArray_DATA(x), PyArray_DATA(out), rows, cols, reverse);
        Py_END_ALLOW_THREADS
    }
    return (PyObject *)out;
}


/* special(x, kind) → a function elementwise that the c_kernel grammar cannot name: kind 0 i0,
 * 1 i1 (tp_special.h; their NumPy kernels are tens of passes), 2 asin, 3 acos, 4 atan (libm's,
 * vectorized through libmvec where glibc has them: NumPy's float32 loops are scalar calls);
 * None if x does not qualify */
#define TP_DEFINE_SPECIAL(T, SUF, I0, I1, ASIN, ACOS, ATAN)                                   \
    TP_KERNEL static void tp_special_##SUF(const T *restrict x, T *restrict o, npy_intp n,    \
                                           int kind) {                                        \
        if (kind == 0) for (npy_intp i = 0; i < n; i++) o[i] = I0(x[i]);                     \
        else if (kind == 1) for (npy_intp i = 0; i < n; i++) o[i] = I1(x[i]);                 \
        else if (kind == 2) for (npy_intp i = 0; i < n; i++) o[i] = ASIN(x[i]);               \
        else if (kind == 3) for (npy_intp i = 0; i < n; i++) o[i] = ACOS(x[i]);               \
        else for (npy_intp i = 0; i < n; i++) o[i] = ATAN(x[i]);                              \
    }
TP_DEFINE_SPECIAL(float, f32, tp_i0f, tp_i1f, asinf, acosf, atanf)
TP_DEFINE_SPECIAL(double, f64, tp_i0, tp_i1, asin, acos, atan)

static PyObject *tp_py_special(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "special(x, kind)"); return NULL; }
    int type;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x) Py_RETURN_NONE;
    const long kind = PyLong_AsLong(args[1]);
    if (kind == -1 && PyErr_Occurred()) return NULL;
    if (kind < 0 || kind > 4) { PyErr_SetString(PyExc_ValueError, "special: kind 0 to 4"); return NULL; }
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    const npy_intp n = PyArray_SIZE(x);
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_special_f32(PyArray_DATA(x), PyArray_DATA(out), n, (int)kind);
    else tp_special_f64(PyArray_DATA(x), PyArray_DATA(out), n, (int)kind);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

/* atan2(a, b) → libm's atan2 elementwise (vectorized by libmvec where glibc has it) on two
 * arrays of one shape and dtype; None if they do not qualify */
#define TP_DEFINE_ATAN2(T, SUF, F)                                                            \
    TP_KERNEL static void tp_atan2_##SUF(const T *restrict a, const T *restrict b,            \
                                         T *restrict o, npy_intp n) {                         \
        for (npy_intp i = 0; i < n; i++) o[i] = F(a[i], b[i]);                                \
    }
TP_DEFINE_ATAN2(float, f32, atan2f)
TP_DEFINE_ATAN2(double, f64, atan2)

static PyObject *tp_py_atan2(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "atan2(a, b)"); return NULL; }
    int ta = -1, tb = -2;
    PyArrayObject *a = tp_array(args[0], &ta), *b = tp_array(args[1], &tb);
    if (!a || !b || ta != tb || !PyArray_SAMESHAPE(a, b)) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(a), PyArray_DIMS(a), ta);
    if (!out) return NULL;
    const npy_intp n = PyArray_SIZE(a);
    Py_BEGIN_ALLOW_THREADS
    if (ta == NPY_FLOAT32) tp_atan2_f32(PyArray_DATA(a), PyArray_DATA(b), PyArray_DATA(out), n);
    else tp_atan2_f64(PyArray_DATA(a), PyArray_DATA(b), PyArray_DATA(out), n);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

/* softmax_forward(x, mode) → over the last dim: softmax (mode 0 or False), log_softmax (1 or
 * True) or the safe softmax (2: a row of -inf gives 0); None if x does not qualify */
static PyObject *tp_py_softmax_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "softmax_forward(x, log_mode)"); return NULL; }
    int type;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x || PyArray_NDIM(x) == 0 || PyArray_SIZE(x) < tp_min_size) Py_RETURN_NONE;
    const int log_mode = (int)PyLong_AsLong(args[1]);
    if (log_mode == -1 && PyErr_Occurred()) return NULL;
    npy_intp cols = PyArray_DIM(x, PyArray_NDIM(x) - 1);
    npy_intp n = PyArray_SIZE(x), rows = cols ? n / cols : 0;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    if (n) {
        Py_BEGIN_ALLOW_THREADS
        if (type == NPY_FLOAT32) tp_softmax_fwd_f32(PyArray_DATA(x), PyArray_DATA(out), rows, cols, log_mode);
        else tp_softmax_fwd_f64(PyArray_DATA(x), PyArray_DATA(out), rows, cols, log_mode);
        Py_END_ALLOW_THREADS
    }
    return (PyObject *)out;
}

/* softmax_backward(g, y, log_mode) → the input gradient, or None */
static PyObject *tp_py_softmax_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) { PyErr_SetString(PyExc_TypeError, "softmax_backward(g, y, log_mode)"); return NULL; }
    int tg = -1, ty = -2;
    PyArrayObject *g = tp_array(args[0], &tg), *y = tp_array(args[1], &ty);
    if (!g || !y || tg != ty || PyArray_NDIM(y) == 0 || PyArray_SIZE(y) < tp_min_size ||
        !PyArray_SAMESHAPE(g, y)) Py_RETURN_NONE;
    int log_mode = PyObject_IsTrue(args[2]);
    npy_intp cols = PyArray_DIM(y, PyArray_NDIM(y) - 1);
    npy_intp n = PyArray_SIZE(y), rows = cols ? n / cols : 0;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(y), PyArray_DIMS(y), ty);
    if (!out) return NULL;
    if (n) {
        Py_BEGIN_ALLOW_THREADS
        if (ty == NPY_FLOAT32) tp_softmax_bwd_f32(PyArray_DATA(g), PyArray_DATA(y), PyArray_DATA(out), rows, cols, log_mode);
        else tp_softmax_bwd_f64(PyArray_DATA(g), PyArray_DATA(y), PyArray_DATA(out), rows, cols, log_mode);
        Py_END_ALLOW_THREADS
    }
    return (PyObject *)out;
}

static int tp_targets(PyObject *o, PyArrayObject *x, PyArrayObject **t) {
    if (!PyArray_CheckExact(o)) return 0;
    *t = (PyArrayObject *)o;
    return PyArray_TYPE(*t) == NPY_INT64 && PyArray_ISCARRAY_RO(*t) && PyArray_ISNOTSWAPPED(*t) &&
           PyArray_NDIM(*t) == 1 && PyArray_NDIM(x) == 2 && PyArray_DIM(*t, 0) == PyArray_DIM(x, 0) &&
           PyArray_DIM(x, 1) > 0;
}

/* cross_entropy_forward(logits (N, C), target int64 (N,), ignore_index) → per-row loss, or None */
static PyObject *tp_py_cross_entropy_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) { PyErr_SetString(PyExc_TypeError, "cross_entropy_forward(x, target, ignore_index)"); return NULL; }
    int type;
    PyArrayObject *x = tp_array(args[0], &type), *t;
    if (!x || PyArray_SIZE(x) < tp_min_size || !tp_targets(args[1], x, &t)) Py_RETURN_NONE;
    npy_int64 ignore = PyLong_AsLongLong(args[2]);
    if (ignore == -1 && PyErr_Occurred()) return NULL;
    npy_intp rows = PyArray_DIM(x, 0), cols = PyArray_DIM(x, 1), bad;
    PyArrayObject *loss = (PyArrayObject *)PyArray_SimpleNew(1, &rows, type);
    if (!loss) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) bad = tp_xent_fwd_f32(PyArray_DATA(x), PyArray_DATA(t), PyArray_DATA(loss), rows, cols, ignore);
    else bad = tp_xent_fwd_f64(PyArray_DATA(x), PyArray_DATA(t), PyArray_DATA(loss), rows, cols, ignore);
    Py_END_ALLOW_THREADS
    if (bad == -2) {
        Py_DECREF(loss);
        return PyErr_NoMemory();
    }
    if (bad >= 0) {
        Py_DECREF(loss);
        PyErr_Format(PyExc_IndexError, "Target %lld is out of bounds.",
                     (long long)((npy_int64 *)PyArray_DATA(t))[bad]);
        return NULL;
    }
    return (PyObject *)loss;
}

/* cross_entropy_backward(logits, target, scale, ignore_index) → gradient of the logits;
 * scale is a float (the same for each row: g / count for 'mean') or a float64 (N,) array. */
static PyObject *tp_py_cross_entropy_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) { PyErr_SetString(PyExc_TypeError, "cross_entropy_backward(x, target, scale, ignore_index)"); return NULL; }
    int type;
    PyArrayObject *x = tp_array(args[0], &type), *t;
    if (!x || PyArray_SIZE(x) < tp_min_size || !tp_targets(args[1], x, &t)) Py_RETURN_NONE;
    npy_intp rows = PyArray_DIM(x, 0), cols = PyArray_DIM(x, 1), sstep = 0;
    double one;
    const double *scale = &one;
    if (PyArray_CheckExact(args[2])) {
        PyArrayObject *s = (PyArrayObject *)args[2];
        if (PyArray_TYPE(s) != NPY_FLOAT64 || !PyArray_ISCARRAY_RO(s) || !PyArray_ISNOTSWAPPED(s) ||
            PyArray_NDIM(s) != 1 || PyArray_DIM(s, 0) != rows) Py_RETURN_NONE;
        scale = PyArray_DATA(s);
        sstep = 1;
    } else {
        one = PyFloat_AsDouble(args[2]);
        if (one == -1.0 && PyErr_Occurred()) return NULL;
    }
    npy_int64 ignore = PyLong_AsLongLong(args[3]);
    if (ignore == -1 && PyErr_Occurred()) return NULL;
    const npy_int64 *tv = PyArray_DATA(t);
    for (npy_intp r = 0; r < rows; r++)
        if (tv[r] != ignore && (tv[r] < 0 || tv[r] >= cols)) {
            PyErr_Format(PyExc_IndexError, "Target %lld is out of bounds.", (long long)tv[r]);
            return NULL;
        }
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(2, PyArray_DIMS(x), type);
    if (!out) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_xent_bwd_f32(PyArray_DATA(x), tv, scale, sstep, PyArray_DATA(out), rows, cols, ignore);
    else tp_xent_bwd_f64(PyArray_DATA(x), tv, scale, sstep, PyArray_DATA(out), rows, cols, ignore);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

/* A writable C-contiguous float array of `type` and `n` elements, or NULL. */
static PyArrayObject *tp_state(PyObject *o, int type, npy_intp n) {
    if (o == Py_None || !PyArray_CheckExact(o)) return NULL;
    PyArrayObject *a = (PyArrayObject *)o;
    if (PyArray_TYPE(a) != type || !PyArray_ISCARRAY(a) || !PyArray_ISNOTSWAPPED(a) ||
        PyArray_SIZE(a) != n) return NULL;
    return a;
}

#define TP_DBL(i, var) double var = PyFloat_AsDouble(args[i]); if (var == -1.0 && PyErr_Occurred()) return NULL;
#define TP_BOOL(i, var) int var = PyObject_IsTrue(args[i]); if (var < 0) return NULL;

/* sgd_step(param, grad, buf|None, lr, momentum, dampening, weight_decay, nesterov, maximize,
 *          init_buf) → True when done in place, None if the arrays do not qualify */
static PyObject *tp_py_sgd_step(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 10) { PyErr_SetString(PyExc_TypeError, "sgd_step takes 10 arguments"); return NULL; }
    int type;
    PyArrayObject *p = tp_array(args[0], &type);
    if (!p || !PyArray_ISWRITEABLE(p)) Py_RETURN_NONE;
    npy_intp n = PyArray_SIZE(p);
    PyArrayObject *g = tp_state(args[1], type, n), *buf = tp_state(args[2], type, n);
    if (!g || (args[2] != Py_None && !buf)) Py_RETURN_NONE;
    TP_DBL(3, lr) TP_DBL(4, momentum) TP_DBL(5, dampening) TP_DBL(6, wd)
    TP_BOOL(7, nesterov) TP_BOOL(8, maximize) TP_BOOL(9, init_buf)
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32)
        tp_sgd_f32(PyArray_DATA(p), PyArray_DATA(g), buf ? PyArray_DATA(buf) : NULL, n, lr,
                   momentum, dampening, wd, nesterov, maximize, init_buf);
    else
        tp_sgd_f64(PyArray_DATA(p), PyArray_DATA(g), buf ? PyArray_DATA(buf) : NULL, n, lr,
                   momentum, dampening, wd, nesterov, maximize, init_buf);
    Py_END_ALLOW_THREADS
    Py_RETURN_TRUE;
}

/* adam_step(param, grad, exp_avg, exp_avg_sq, max_exp_avg_sq|None, lr, beta1, beta2, eps,
 *           weight_decay, step_size, bc2_sqrt, decoupled, maximize) → True, or None */
static PyObject *tp_py_adam_step(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 14) { PyErr_SetString(PyExc_TypeError, "adam_step takes 14 arguments"); return NULL; }
    int type;
    PyArrayObject *p = tp_array(args[0], &type);
    if (!p || !PyArray_ISWRITEABLE(p)) Py_RETURN_NONE;
    npy_intp n = PyArray_SIZE(p);
    PyArrayObject *g = tp_state(args[1], type, n), *m = tp_state(args[2], type, n);
    PyArrayObject *v = tp_state(args[3], type, n), *vmax = tp_state(args[4], type, n);
    if (!g || !m || !v || (args[4] != Py_None && !vmax)) Py_RETURN_NONE;
    TP_DBL(5, lr) TP_DBL(6, beta1) TP_DBL(7, beta2) TP_DBL(8, eps) TP_DBL(9, wd)
    TP_DBL(10, step_size) TP_DBL(11, bc2_sqrt) TP_BOOL(12, decoupled) TP_BOOL(13, maximize)
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32)
        tp_adam_f32(PyArray_DATA(p), PyArray_DATA(g), PyArray_DATA(m), PyArray_DATA(v),
                    vmax ? PyArray_DATA(vmax) : NULL, n, lr, beta1, beta2, eps, wd, step_size,
                    bc2_sqrt, decoupled, maximize);
    else
        tp_adam_f64(PyArray_DATA(p), PyArray_DATA(g), PyArray_DATA(m), PyArray_DATA(v),
                    vmax ? PyArray_DATA(vmax) : NULL, n, lr, beta1, beta2, eps, wd, step_size,
                    bc2_sqrt, decoupled, maximize);
    Py_END_ALLOW_THREADS
    Py_RETURN_TRUE;
}

/* A float array seen as rows: its last dim contiguous and its leading dims one uniform row
 * stride (C-contiguous, or a slice of the last dim such as chunk()'s halves). Sets *type and
 * *rstride (in elements); NULL if it is not such an array. */
static PyArrayObject *tp_rows(PyObject *o, int *type, npy_intp *rstride) {
    if (!PyArray_CheckExact(o)) return NULL;
    PyArrayObject *a = (PyArrayObject *)o;
    int t = PyArray_TYPE(a), nd = PyArray_NDIM(a);
    if ((t != NPY_FLOAT32 && t != NPY_FLOAT64) || nd == 0 || !PyArray_ISALIGNED(a) ||
        !PyArray_ISNOTSWAPPED(a)) return NULL;
    const npy_intp item = PyArray_ITEMSIZE(a), *dims = PyArray_DIMS(a), *st = PyArray_STRIDES(a);
    if (dims[nd - 1] > 1 && st[nd - 1] != item) return NULL;
    npy_intp rs = dims[nd - 1] * item;  /* the row stride of a 1-d (single row) array */
    if (nd >= 2) {
        rs = st[nd - 2];
        if (rs < 0 || rs % item) return NULL;
        for (int d = nd - 3; d >= 0; d--)
            if (dims[d] > 1 && st[d] != st[d + 1] * dims[d + 1]) return NULL;
    }
    *type = t;
    *rstride = rs / item;
    return a;
}

/* The leading dims (all but the last) of a and b are equal. */
static int tp_same_rows(PyArrayObject *a, PyArrayObject *b) {
    if (PyArray_NDIM(a) != PyArray_NDIM(b)) return 0;
    for (int d = 0; d < PyArray_NDIM(a) - 1; d++)
        if (PyArray_DIM(a, d) != PyArray_DIM(b, d)) return 0;
    return 1;
}

/* lstm_cell_forward(gates (..., 4H), c (..., H)) → [h', c'] (..., 2H), or None unless both are
 * row arrays (tp_rows) of one float type with the same leading dims (no broadcasting) and at
 * least tp_min_size gate values. */
static PyObject *tp_py_lstm_cell_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "lstm_cell_forward(gates, c)"); return NULL; }
    int type = -1, tc = -2;
    npy_intp gs, cs;
    PyArrayObject *g = tp_rows(args[0], &type, &gs), *c = tp_rows(args[1], &tc, &cs);
    if (!g || !c || tc != type || PyArray_SIZE(g) < tp_min_size || !tp_same_rows(g, c)) Py_RETURN_NONE;
    int nd = PyArray_NDIM(c);
    npy_intp h = PyArray_DIM(c, nd - 1), rows = h ? PyArray_SIZE(c) / h : 0;
    if (h == 0 || PyArray_DIM(g, nd - 1) != 4 * h) Py_RETURN_NONE;
    npy_intp dims[NPY_MAXDIMS];
    for (int d = 0; d < nd; d++) dims[d] = PyArray_DIM(c, d);
    dims[nd - 1] = 2 * h;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(nd, dims, type);
    if (!out) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_lstm_fwd_f32(PyArray_DATA(g), gs, PyArray_DATA(c), cs, PyArray_DATA(out), rows, h);
    else tp_lstm_fwd_f64(PyArray_DATA(g), gs, PyArray_DATA(c), cs, PyArray_DATA(out), rows, h);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

/* lstm_cell_backward(grad (..., 2H), gates, c) → (d gates, d c) (C-contiguous), or None */
static PyObject *tp_py_lstm_cell_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) { PyErr_SetString(PyExc_TypeError, "lstm_cell_backward(grad, gates, c)"); return NULL; }
    int type = -1, tg = -2, tc = -3;
    npy_intp ks, gs, cs;
    PyArrayObject *k = tp_rows(args[0], &tg, &ks), *g = tp_rows(args[1], &type, &gs);
    PyArrayObject *c = tp_rows(args[2], &tc, &cs);
    if (!k || !g || !c || tg != type || tc != type || PyArray_SIZE(g) < tp_min_size ||
        !tp_same_rows(g, c) || !tp_same_rows(k, c)) Py_RETURN_NONE;
    int nd = PyArray_NDIM(c);
    npy_intp h = PyArray_DIM(c, nd - 1), rows = h ? PyArray_SIZE(c) / h : 0;
    if (h == 0 || PyArray_DIM(g, nd - 1) != 4 * h || PyArray_DIM(k, nd - 1) != 2 * h) Py_RETURN_NONE;
    PyArrayObject *dg = (PyArrayObject *)PyArray_SimpleNew(nd, PyArray_DIMS(g), type);
    if (!dg) return NULL;
    PyArrayObject *dc = (PyArrayObject *)PyArray_SimpleNew(nd, PyArray_DIMS(c), type);
    if (!dc) { Py_DECREF(dg); return NULL; }
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32)
        tp_lstm_bwd_f32(PyArray_DATA(k), ks, PyArray_DATA(g), gs, PyArray_DATA(c), cs, PyArray_DATA(dg), PyArray_DATA(dc), rows, h);
    else
        tp_lstm_bwd_f64(PyArray_DATA(k), ks, PyArray_DATA(g), gs, PyArray_DATA(c), cs, PyArray_DATA(dg), PyArray_DATA(dc), rows, h);
    Py_END_ALLOW_THREADS
    return Py_BuildValue("(NN)", dg, dc);
}

/* A 1-D parameter of layer_norm (weight or bias): None, or a C-contiguous array of `type`
 * with `cols` elements. Returns 1 and sets *data (NULL for None), or 0 if it does not qualify. */
static int tp_ln_param(PyObject *o, int type, npy_intp cols, void **data) {
    *data = NULL;
    if (o == Py_None) return 1;
    int t = -1;
    PyArrayObject *a = tp_array(o, &t);
    if (!a || t != type || PyArray_SIZE(a) != cols) return 0;
    *data = PyArray_DATA(a);
    return 1;
}

/* layer_norm_forward(x, weight, bias, eps, cols) → y over rows of the last `cols` values
 * (the normalized shape's size), or None unless x, weight and bias (None allowed) are
 * C-contiguous arrays of one float type. */
static PyObject *tp_py_layer_norm_forward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 5) { PyErr_SetString(PyExc_TypeError, "layer_norm_forward(x, weight, bias, eps, cols)"); return NULL; }
    int type;
    PyArrayObject *x = tp_array(args[0], &type);
    if (!x) Py_RETURN_NONE;
    double eps = PyFloat_AsDouble(args[3]);
    if (eps == -1.0 && PyErr_Occurred()) return NULL;
    npy_intp cols = PyLong_AsSsize_t(args[4]);
    if (cols == -1 && PyErr_Occurred()) return NULL;
    npy_intp n = PyArray_SIZE(x);
    void *w, *b;
    if (cols <= 0 || n == 0 || n % cols || !tp_ln_param(args[1], type, cols, &w) ||
        !tp_ln_param(args[2], type, cols, &b)) Py_RETURN_NONE;
    PyArrayObject *out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type);
    if (!out) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32) tp_layer_norm_fwd_f32(PyArray_DATA(x), w, b, PyArray_DATA(out), n / cols, cols, eps);
    else tp_layer_norm_fwd_f64(PyArray_DATA(x), w, b, PyArray_DATA(out), n / cols, cols, eps);
    Py_END_ALLOW_THREADS
    return (PyObject *)out;
}

/* layer_norm_backward(g, x, weight, eps, cols, need_x, need_w, need_b) → (dx, dw, db), each
 * None when not needed; dw and db are flat (cols,). None unless g and x are C-contiguous
 * arrays of one float type and one shape (weight None or alike). */
static PyObject *tp_py_layer_norm_backward(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 8) { PyErr_SetString(PyExc_TypeError, "layer_norm_backward(g, x, weight, eps, cols, need_x, need_w, need_b)"); return NULL; }
    int type = -1, tg = -2;
    PyArrayObject *g = tp_array(args[0], &tg), *x = tp_array(args[1], &type);
    if (!g || !x || tg != type || !PyArray_SAMESHAPE(g, x)) Py_RETURN_NONE;
    double eps = PyFloat_AsDouble(args[3]);
    if (eps == -1.0 && PyErr_Occurred()) return NULL;
    npy_intp cols = PyLong_AsSsize_t(args[4]);
    if (cols == -1 && PyErr_Occurred()) return NULL;
    const int need_x = PyObject_IsTrue(args[5]), need_w = PyObject_IsTrue(args[6]);
    const int need_b = PyObject_IsTrue(args[7]);
    npy_intp n = PyArray_SIZE(x);
    void *w;
    if (cols <= 0 || n == 0 || n % cols || !tp_ln_param(args[2], type, cols, &w)) Py_RETURN_NONE;
    PyArrayObject *dx = NULL, *dw = NULL, *db = NULL;
    if (need_x && !(dx = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(x), PyArray_DIMS(x), type)))
        return NULL;
    double *acc = (double *)calloc((size_t)(2 * cols), sizeof(double));
    if (!acc) { Py_XDECREF(dx); return PyErr_NoMemory(); }
    Py_BEGIN_ALLOW_THREADS
    if (type == NPY_FLOAT32)
        tp_layer_norm_bwd_f32(PyArray_DATA(g), PyArray_DATA(x), w, dx ? PyArray_DATA(dx) : NULL, acc, n / cols, cols, eps, need_w, need_b);
    else
        tp_layer_norm_bwd_f64(PyArray_DATA(g), PyArray_DATA(x), w, dx ? PyArray_DATA(dx) : NULL, acc, n / cols, cols, eps, need_w, need_b);
    Py_END_ALLOW_THREADS
    for (int k = 0; k < 2; k++) {
        if (!(k ? need_b : need_w)) continue;
        PyArrayObject *a = (PyArrayObject *)PyArray_SimpleNew(1, &cols, type);
        if (!a) { free(acc); Py_XDECREF(dx); Py_XDECREF(dw); return NULL; }
        for (npy_intp j = 0; j < cols; j++) {
            if (type == NPY_FLOAT32) ((float *)PyArray_DATA(a))[j] = (float)acc[k * cols + j];
            else ((double *)PyArray_DATA(a))[j] = acc[k * cols + j];
        }
        if (k) db = a; else dw = a;
    }
    free(acc);
    PyObject *none = Py_None;
    return Py_BuildValue("(NNN)", dx ? (PyObject *)dx : (Py_INCREF(none), none),
                         dw ? (PyObject *)dw : (Py_INCREF(none), none),
                         db ? (PyObject *)db : (Py_INCREF(none), none));
}

/* fused_call(contiguous, strided, shape, in_shapes, type, n_out, *inputs) → the outputs (a
 * tuple of n_out fresh C-contiguous arrays of `shape`), or None when an input is not an
 * aligned native-order array of numpy type `type` and exactly its shape in `in_shapes`
 * (the caller's own path then decides). One call into a tp.compile pointwise kernel
 * (tensorplay/compiler/cgen.py): `contiguous` and `strided` are the addresses of its
 * tp_fused_contiguous_p / tp_fused_strided_p, taken when every input is C-contiguous with
 * the output's shape, else with the inputs' element strides (0 along a broadcast dim). */
typedef void (*tp_fused_contiguous_fn)(npy_int64, void *const *);
typedef void (*tp_fused_strided_fn)(int, const npy_int64 *, const npy_int64 *, void *const *);
#define TP_FUSED_MAX_PTRS 64
static PyObject *tp_py_fused_call(PyObject *mod, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs < 6) { PyErr_SetString(PyExc_TypeError, "fused_call(contiguous, strided, shape, in_shapes, type, n_out, *inputs)"); return NULL; }
    tp_fused_contiguous_fn contiguous = (tp_fused_contiguous_fn)PyLong_AsVoidPtr(args[0]);
    tp_fused_strided_fn strided = (tp_fused_strided_fn)PyLong_AsVoidPtr(args[1]);
    if (PyErr_Occurred()) return NULL;
    PyObject *shape = args[2], *in_shapes = args[3];
    const long type = PyLong_AsLong(args[4]), n_out = PyLong_AsLong(args[5]);
    if (PyErr_Occurred()) return NULL;
    const Py_ssize_t n_in = nargs - 6;
    if (!PyTuple_Check(shape) || !PyTuple_Check(in_shapes) || PyTuple_GET_SIZE(in_shapes) != n_in ||
        PyTuple_GET_SIZE(shape) > NPY_MAXDIMS || n_out < 1 || n_in + n_out > TP_FUSED_MAX_PTRS)
        Py_RETURN_NONE;
    const int ndim = (int)PyTuple_GET_SIZE(shape);
    npy_intp dims[NPY_MAXDIMS];
    npy_intp n = 1;
    for (int d = 0; d < ndim; d++) {
        dims[d] = PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, d));
        n *= dims[d];
    }
    if (PyErr_Occurred()) return NULL;
    void *ptrs[TP_FUSED_MAX_PTRS];
    int full = 1;
    for (Py_ssize_t i = 0; i < n_in; i++) {
        PyObject *o = args[6 + i], *want = PyTuple_GET_ITEM(in_shapes, i);
        if (!PyArray_CheckExact(o) || !PyTuple_Check(want)) Py_RETURN_NONE;
        PyArrayObject *a = (PyArrayObject *)o;
        const int nd = PyArray_NDIM(a);
        if (PyArray_TYPE(a) != type || !PyArray_ISALIGNED(a) || !PyArray_ISNOTSWAPPED(a) ||
            nd > ndim || PyTuple_GET_SIZE(want) != nd) Py_RETURN_NONE;
        for (int d = 0; d < nd; d++)
            if (PyArray_DIM(a, d) != PyLong_AsSsize_t(PyTuple_GET_ITEM(want, d))) Py_RETURN_NONE;
        if (nd != ndim || !PyArray_IS_C_CONTIGUOUS(a)) full = 0;
        for (int d = 0; full && d < nd; d++)
            if (PyArray_DIM(a, d) != dims[d]) full = 0;
        ptrs[i] = PyArray_DATA(a);
    }
    PyObject *outs = PyTuple_New(n_out);
    if (!outs) return NULL;
    for (long k = 0; k < n_out; k++) {
        PyObject *o = PyArray_SimpleNew(ndim, dims, (int)type);
        if (!o) { Py_DECREF(outs); return NULL; }
        PyTuple_SET_ITEM(outs, k, o);
        ptrs[n_in + k] = PyArray_DATA((PyArrayObject *)o);
    }
    if (n == 0) return outs;
    if (full) {
        Py_BEGIN_ALLOW_THREADS
        contiguous((npy_int64)n, ptrs);
        Py_END_ALLOW_THREADS
        return outs;
    }
    const int nd_out = ndim ? ndim : 1;  /* a 0-d output runs as shape (1,) */
    npy_int64 shape64[NPY_MAXDIMS], strides[TP_FUSED_MAX_PTRS * NPY_MAXDIMS];
    for (int d = 0; d < nd_out; d++) shape64[d] = ndim ? (npy_int64)dims[d] : 1;
    for (Py_ssize_t i = 0; i < n_in; i++) {
        PyArrayObject *a = (PyArrayObject *)args[6 + i];
        const int nd = PyArray_NDIM(a), lead = nd_out - nd;
        const npy_intp item = PyArray_ITEMSIZE(a);
        for (int d = 0; d < nd_out; d++) {
            const int k = d - lead;
            npy_int64 s = 0;
            if (k >= 0 && !(PyArray_DIM(a, k) == 1 && shape64[d] != 1)) s = PyArray_STRIDE(a, k) / item;
            if (k >= 0 && PyArray_DIM(a, k) != 1 && PyArray_DIM(a, k) != shape64[d]) {
                Py_DECREF(outs);
                Py_RETURN_NONE;  /* not broadcastable to the output's shape */
            }
            strides[i * nd_out + d] = s;
        }
    }
    Py_BEGIN_ALLOW_THREADS
    strided(nd_out, shape64, strides, ptrs);
    Py_END_ALLOW_THREADS
    return outs;
}

#define TP_ROWWISE_METHODS                                                                    \
    {"softmax_forward", (PyCFunction)(void (*)(void))tp_py_softmax_forward, METH_FASTCALL, NULL}, \
    {"cumsum", (PyCFunction)(void (*)(void))tp_py_cumsum, METH_FASTCALL, NULL},             \
    {"special", (PyCFunction)(void (*)(void))tp_py_special, METH_FASTCALL, NULL},           \
    {"atan2", (PyCFunction)(void (*)(void))tp_py_atan2, METH_FASTCALL, NULL},               \
    {"softmax_backward", (PyCFunction)(void (*)(void))tp_py_softmax_backward, METH_FASTCALL, NULL}, \
    {"cross_entropy_forward", (PyCFunction)(void (*)(void))tp_py_cross_entropy_forward, METH_FASTCALL, NULL}, \
    {"cross_entropy_backward", (PyCFunction)(void (*)(void))tp_py_cross_entropy_backward, METH_FASTCALL, NULL}, \
    {"sgd_step", (PyCFunction)(void (*)(void))tp_py_sgd_step, METH_FASTCALL, NULL},         \
    {"adam_step", (PyCFunction)(void (*)(void))tp_py_adam_step, METH_FASTCALL, NULL},        \
    {"lstm_cell_forward", (PyCFunction)(void (*)(void))tp_py_lstm_cell_forward, METH_FASTCALL, NULL}, \
    {"lstm_cell_backward", (PyCFunction)(void (*)(void))tp_py_lstm_cell_backward, METH_FASTCALL, NULL}, \
    {"layer_norm_forward", (PyCFunction)(void (*)(void))tp_py_layer_norm_forward, METH_FASTCALL, NULL}, \
    {"layer_norm_backward", (PyCFunction)(void (*)(void))tp_py_layer_norm_backward, METH_FASTCALL, NULL}, \
    {"fused_call", (PyCFunction)(void (*)(void))tp_py_fused_call, METH_FASTCALL, NULL},

#endif
