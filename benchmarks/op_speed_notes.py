"""Why an op stays over 1.5x PyTorch in some cell of docs/reference/op-speed.md: the stated
reasons per_op.py adds to the op's notes column.

An entry belongs here only when the gap is a decision or a missing NumPy kernel, not work left
to do: the reason says what PyTorch does that TensorPlay does not (or may not), and which cells
it explains.
"""

from __future__ import annotations

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

