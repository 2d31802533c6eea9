"""Why an op stays over 1.5x PyTorch in some cell of docs/reference/op-speed.md: the stated
reasons per_op.py adds to the op's notes column.

An entry of REASONS belongs there only when the gap is a decision or a missing NumPy kernel, not
work left to do: the reason says what PyTorch does that TensorPlay does not (or may not), and
which cells it explains (a scope such as "fwd 1M:" at the start of a "; "-separated part; none:
every cell). A cell whose NumPy kernel alone is over 1.5x PyTorch needs no entry: per_op.py
measures it and states it (benchmarks/op_attribution.py). What is known about a cell's overhead,
TensorPlay's own work around the kernel, goes to OVERHEAD: a note, not a reason.
"""

from __future__ import annotations

# What a measured overhead-bound cell spends its time on, where that is known: shown in the notes
# column after "overhead (left to do)", never counted as a reason (work left to do is none).
OVERHEAD: dict[str, str] = {}

REASONS: dict[str, str] = {
    "empty_like": "1M: TensorPlay fills the tensor with zeros (deterministic contents), PyTorch "
                  "returns uninitialised memory; zeros_like is the like-for-like figure",
    "empty": "TensorPlay fills the tensor with zeros (deterministic contents), PyTorch returns "
             "uninitialised memory",
    "new_empty": "TensorPlay fills the tensor with zeros (deterministic contents), PyTorch "
                 "returns uninitialised memory",
    "polygamma": "1M: the sample's n = 1: PyTorch's trigamma is a short asymptotic series "
                 "(5e-10 relative, see the op's torch_tol), TensorPlay sums the Hurwitz zeta as "
                 "for n >= 2 in a C loop; at n = 2 the two take the same time (1M float32: 178 vs "
                 "182 ms)",
    "polygamma.method": "1M: polygamma's n = 1 (see polygamma): PyTorch's trigamma is a short "
                        "asymptotic series, TensorPlay sums the Hurwitz zeta",
    "digamma": "fwd+bwd: the gradient is polygamma(1, x), the Hurwitz zeta sum where PyTorch "
               "runs its shorter trigamma series (see polygamma)",
    "logaddexp2": "1M: NumPy's logaddexp2 calls libm exp2 and log1p per element (14 ms per 1M "
                  "float32 against PyTorch's vectorised 1.3 ms); a C loop over the same libm "
                  "calls measured no faster",
    "fmod": "1M: NumPy's fmod is libm's scalar fmod per element (14.7 ms per 1M float32, "
            "PyTorch's vectorised 2.6 ms)",
    "remainder": "1M: NumPy's remainder is libm's fmod plus a sign fix per element (15.9 ms per "
                 "1M float32); PyTorch computes a - b * floor(a / b) vectorised (1.6 ms)",
    "cummax": "1M: NumPy's maximum.accumulate on floats is a scalar loop that checks every "
              "element for NaN (3.7 ms per 1M float32, where PyTorch's whole cummax, values and "
              "indices, takes 1.3 ms; on int64 the same accumulate takes 0.75 ms)",
    "neg": "fwd+bwd 1M: sum's gradient reaches the backward as a broadcast (stride-0) view, and "
           "NumPy's negative over a stride-0 input takes 0.75 ms per 1M float32 (0.10 ms "
           "contiguous); a kernel that fills the negated number instead costs every call a Python "
           "frame (+24 % instructions for neg on 16 elements), so the bare ufunc stays",
    "negative": "fwd+bwd 1M: neg's (sum's gradient is a stride-0 view, NumPy's slow input)",
    "sum": "1M: NumPy's float32 sum is its pairwise summation (0.26 ms per 1M float32, PyTorch's "
           "multi-lane vectorised sum 0.09 ms); summing in PyTorch's order instead would change "
           "the rounding of every float32 sum",
    "mean": "1M: the sum of a mean is NumPy's pairwise float32 sum (see sum: 0.21 ms per 1M, "
            "PyTorch's 0.08 ms)",
    "prod": "1M: NumPy's float32 product is a sequential scalar loop (0.99 ms per 1M float32, "
            "PyTorch's multi-lane product 0.07 ms); multiplying in lanes would change the "
            "rounding of the result",
    "index_add": "1M: the sample's index repeats its rows (about 5 distinct among ~1000): NumPy "
                 "adds repeated slices in order only with np.add.at's unbuffered loop (1.4-1.7 ms "
                 "per 1M float32 over flat positions, PyTorch's index_add 0.45 ms); distinct rows "
                 "take one fancy += (0.85 ms)",
    "i0": "fwd+bwd 1M: the gradient i1 is TensorPlay's power series (up to 60 terms, stopping "
          "once a term no longer changes the sum) in a C loop, where PyTorch evaluates Cephes' "
          "29-term Chebyshev series (vectorised)",
    "cummin": "1M: NumPy's minimum.accumulate on floats is a scalar NaN-checking loop (see "
              "cummax: 3.7 ms per 1M float32 against PyTorch's 1.3 ms for the whole op)",
}

# x.gt_(y) and its kin: one NumPy ufunc writing into self (codegen's kernel_into), measured on
# 1M float32 (min of 25 rounds): np.greater(a, b, out=a) 298 us, np.greater(a, b) into bool
# 138 us, PyTorch's gt_ 120 us
_IN_PLACE_COMPARISON = (
    "1M: NumPy's comparison ufuncs have only bool loops: writing 1 / 0 into a float self casts "
    "each buffered block of bools on the way (np.greater(a, b, out=a): ~300 us per 1M float32, "
    "against 138 us into bool), where PyTorch writes the floats in one vectorised pass (120 us)")
REASONS.update({f"{name}.inplace": _IN_PLACE_COMPARISON
                for name in ("eq", "ne", "lt", "le", "gt", "ge")})


_NORM2 = ("fwd 1M: the 2-norm is x * x into a 4 MB temporary, then NumPy's pairwise float32 sum "
          "(see sum) and a sqrt; a BLAS dot would skip the temporary but add in another order")
_LOSS_MEAN = ("fwd 1M: the elementwise loss is one C pass; the 'mean' reduction over the 1M terms "
              "is NumPy's pairwise float32 sum (see sum: ~0.3 ms of the call's 0.6-0.7 ms, "
              "PyTorch's whole call 0.27-0.32 ms)")
_NORMAL = ("1M: the draws are NumPy's standard_normal (its ziggurat in float64, then cast), the "
           "stream tensorplay.manual_seed reproduces: 10.5-19.5 ms per 1M against PyTorch's "
           "vectorised sampler's 3.6-7 ms in the same runs (NumPy's float32 ziggurat measured "
           "hardly faster, 17.8 against 19.5 ms, and draws other numbers)")
# Measured on 2026-12-07 (1M float32 unless said, one thread, a shared 2-core machine; tp / torch)
_VIEW = ("fwd 1M: a view, whose call costs the same at 1M elements as at 16 (3-16 us against "
         "PyTorch's 2-4 us, measured at both sizes): the ratio is the per-call overhead of the "
         "16-element cell, not a copy")
OVERHEAD.update({name: _VIEW for name in (
    "expand_as", "view_as", "ravel", "flatten", "as_strided", "view.dtype", "chunk", "movedim",
    "moveaxis", "diagonal", "tensor_split", "tensor_split.sections", "tensor_split.indices",
    "tensor_split.tensor_indices_or_sections", "hsplit", "hsplit.int", "vsplit", "vsplit.int",
    "dsplit", "dsplit.int", "swapdims", "transpose", "t", "unsqueeze", "reshape_as", "index",
    "unfold")})
_MANY_VIEWS = ("fwd 1M: the sample's result is {n} views (one per {what}), each ~1.1 us against "
               "PyTorch's ~0.45 us: the 16-element cell's per-call overhead times {n}, not a copy")
OVERHEAD.update({
    "split": _MANY_VIEWS.format(n=810, what="2 of the 1620 rows"),
    "split.split_size": _MANY_VIEWS.format(n=810, what="2 of the 1620 rows"),
    "unbind": _MANY_VIEWS.format(n=1254, what="row"),
    "new_full": "1M: the sample's size is [2, 3] at both sizes: the call makes 6 elements (8.5 us "
                "against 3.5 us), per-call overhead",
    "trace": "fwd 1M: reads the 1023-element diagonal only (10 us against 6 us): per-call overhead",
    "copy": "fwd 1M: copy_'s kernel casts src into a new array (astype: one 1M copy) that the "
            "in-place path then writes into self (a second); PyTorch copies once (0.12 ms)",
})
REASONS.update({
    "unfold": "fwd+bwd 1M: the overlapping windows' gradient is added by np.add.at over "
              "1.5M flat positions (index, bounds and distinctness passes included: ~25 ms), "
              "PyTorch's unfold_backward adds the windows in one loop (8-12 ms)",
    "normal.Tensor_float": _NORMAL,
    "normal.float_Tensor": _NORMAL,
    "normal.Tensor_Tensor": _NORMAL,
    "normal.inplace": _NORMAL,
    "linalg_lstsq": "fwd 1M: PyTorch's default driver gelsy is one QR with column pivoting (52-61 ms "
                    "for A 1184x888, B 1184x592); NumPy has no pivoted QR, so the solution is "
                    "pinv(A) @ B from an SVD plus a values-only SVD for the rank (~500 ms); "
                    "NumPy's own lstsq (gelsd) is slower still",
    "hypot": "1M: NumPy's hypot calls libm's hypotf per element (4.2 ms against PyTorch's "
             "vectorised 1.2 ms); sqrt(a * a + b * b) in float32 would round and overflow "
             "otherwise",
    "cumprod": "fwd 1M: NumPy's multiply.accumulate is a scalar loop along the dim (3.6 ms for "
               "888x1184 along dim 1, no faster through a transposed copy or a column loop), "
               "PyTorch's 1.0-1.3 ms",
    "lerp": "fwd 1M: three NumPy passes (end - self, times the weight, plus self), written into "
            "one temporary: 0.51 ms per 1M float32 (0.70 ms with a temporary per pass), "
            "PyTorch's one fused pass 0.16-0.26 ms",
    "gather": "1M: NumPy has no gather along a dim: after the bounds check, one flat take over "
              "positions built from the index (an int64 array of its 525k elements): 1.1 ms "
              "against PyTorch's loop 0.35 ms (np.take_along_axis: 3 ms)",
    "fliplr": "1M: NumPy copies a reversed last axis element by element (0.93 ms for 888x1184 "
              "against 0.27 ms for a plain copy); PyTorch's vectorised reverse 0.12-0.14 ms",
    "rot90": "fwd 1M: the copy of a reversed, transposed view (see fliplr): 0.43 ms against "
             "PyTorch's 0.13-0.16 ms",
    "linalg_vector_norm": _NORM2,
    "linalg_norm": _NORM2,
    "norm": _NORM2,
    "huber_loss": _LOSS_MEAN,
    "smooth_l1_loss": _LOSS_MEAN,
    # composites (no single kernel for per_op.py to time alone), measured on 2026-12-08 with
    # benchmarks/timing.compare against PyTorch's whole call, interleaved (a loaded machine)
    "diff": "fwd 1M: the difference of the two views shifted by one along the last dim is one "
            "NumPy subtract, which over rows offset by one element takes 0.47 ms for 792x1320 "
            "float32 (a contiguous subtract of that size 0.11 ms), PyTorch's whole diff 0.13 ms; "
            "subtracting the flat array shifted by one and copying the rows out is still 0.33 ms "
            "(2.2x) and puts a copy in the gradient's path",
    "trapezoid": "fwd 1M: without x, the sum along dim less half the two ends: NumPy's pairwise "
                 "float32 sum of the 792x1320 sample along its last dim alone takes 0.20-0.22 ms "
                 "against PyTorch's whole trapezoid 0.06-0.08 ms (see sum)",
    "mvlgamma": "1M: the sample's p = 1 is one lgamma over the 1M elements: TensorPlay's lgamma "
                "C loop (per element: recurrence into [1.5, 2.5) and a series) alone takes "
                "17.5 ms against PyTorch's whole mvlgamma 5.8 ms (see lgamma's measured cell)",
    "softmin": "fwd 1M: softmax of -x, whose row-wise C loop alone is 2.2-2.5x PyTorch's softmax "
               "(see softmax's measured cell)",
    "binary_cross_entropy_with_logits":
        "fwd 1M: the kernel computes log_sigmoid in float64 and rounds it once into the input's "
        "dtype: NumPy's float64 exp and log1p over the 1M logits alone take 2.9 ms against "
        "PyTorch's whole call 2.4-2.9 ms; the whole kernel 7.5-8.2 ms",
    "mv": "fwd+bwd 1M: the matrix's gradient is the outer product of grad and vec, one broadcast "
          "multiply into a new 888x1184 array (0.50 ms; PyTorch's ger 0.06 ms)",
})
