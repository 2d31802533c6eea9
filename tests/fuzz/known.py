"""Reviewed mismatch signatures of the fuzzer.

A signature reads `op | mode | problem | dtype family | mutations it needs` (engine.py).
UNDEFINED, DOCUMENTED and TORCH_FAILS are fnmatch patterns with their reason; KNOWN_BUGS
(known_bugs.py) holds today's real mismatches, one exact signature per line with its minimal
reproduction (`python -m tests.fuzz --repro '<json>'`): fix one, delete its line. A signature
matching none of them is NEW and fails tests/fuzz/test_fuzz.py.
"""

from __future__ import annotations

import fnmatch

from .known_bugs import KNOWN_BUGS

# Behaviour PyTorch does not promise: a difference is no bug.
UNDEFINED: dict[str, str] = {
    "view.dtype | * | *torch raises RuntimeError (self.stride(N) must be N*), tensorplay does not | * | *zero-size*":
        "the strides of a tensor with no elements: a zero-size NumPy array's strides (often 0) "
        "are not PyTorch's, so view(dtype) does not check stride(-1) of an empty tensor",
    "* | torch raises RuntimeError (unsupported operation: more than one element of the written-*":
        "overlapping in-place writes: the input is expanded (elements share memory); PyTorch "
        "refuses to write into it (also when forward AD writes a tangent), TensorPlay writes",
    # the same with an error of TensorPlay's own: torch.func.jvp copies the tangent into the
    # expanded primal's layout and refuses before the op runs; TensorPlay runs the op, which
    # then raises for the (rank-deficient, repeated-row) input or its arguments
    "* | jvp | raises *, torch RuntimeError | * | *layout=expand*":
        "overlapping in-place writes: forward AD writes the tangent into an expanded input, "
        "which PyTorch refuses before the op's own checks",
    "* | *values differ | * | *special=big*":
        "sums that cancel +-1e30 against each other depend on the summation order",
    "* | *values differ | * | *special=mix*":
        "sums that cancel +-1e30 against each other depend on the summation order",
    "* | *NaN positions differ | * | *special=big*":
        "inf - inf after an overflow at +-1e30 depends on the evaluation order",
    "* | *NaN positions differ | * | *special=mix*":
        "inf - inf after an overflow at +-1e30 depends on the evaluation order",
    # the reverse: TensorPlay's in-place composites write back with copy_, which refuses an
    # expanded self; PyTorch's index_fill_, masked_fill_ (one value into every shared element)
    # and an integer nan_to_num_ (a copy onto itself) write without its overlap check
    **{f"{op} | inplace | raises RuntimeError, torch does not | * | *layout=expand*":
       "in-place writes into an expanded input: PyTorch documents them as undefined "
       "(Tensor.expand: 'in-place operations ... may result in incorrect behavior, clone "
       "first'); TensorPlay refuses them with PyTorch's overlap RuntimeError"
       for op in ("index_fill", "index_fill.Tensor", "masked_fill", "nan_to_num")},
    # torch's elu_backward answers grad at a NaN input (not x <= 0) in its scalar loop but
    # NaN in its float64 vector lanes: elements 0..7 of every 8 + tail; TensorPlay answers grad
    "elu | * | *NaN positions differ | float | *special=nan*":
        "elu's gradient at NaN depends on the element's position in PyTorch's CPU kernel "
        "(float64 vector lanes give NaN, the scalar tail the incoming gradient)",
    # hardtanh_backward likewise: torch.nn.functional.hardtanh's gradient at 12 NaN float64
    # elements is [0] * 8 + [1] * 4 (first order, under create_graph, and its JVP)
    "hardtanh | * | *values differ | float | *special=nan*":
        "hardtanh's gradient at NaN depends on the element's position in PyTorch's CPU kernel "
        "(float64 vector lanes give 0, the scalar tail the incoming gradient)",
    "batch_norm | alias | inputs after the write: values differ | * | layout=expand":
        "training updates an expanded running_mean/running_var in place: every channel writes "
        "the one element they share, and which write lands last is the kernel's loop order",
    # the same with channels whose means are finite, NaN (inf - inf) and inf: the shared
    # element holds the last channel's (torch: NaN, TensorPlay: the third channel's inf)
    "batch_norm | alias | inputs after the write: NaN positions differ | * | layout=expand,special=*":
        "training updates an expanded running_mean/running_var in place: every channel writes "
        "the one element they share, and which write lands last is the kernel's loop order",
    # an exactly singular matrix of +-1e30 entries ([[-1e30, 1e30], [1e30, -1e30]]): MKL's LU
    # meets an exact zero pivot, where scaling the column by the reciprocal of the pivot (the
    # reference getrf2, TensorPlay's emulation; NumPy's OpenBLAS likewise) leaves -1.4e14
    "linalg_inv | fn | torch raises LinAlgError (*), tensorplay does not | float | *special=big*":
        "whether an LU pivot of a singular matrix of +-1e30 entries cancels to exactly 0 "
        "depends on LAPACK's kernel (1e30 * (1 / -1e30) is not -1)",
    # the same in linalg.solve's LU (singular values 1.4e30, 1.6e14 and 1.5e-11 for the 3x3
    # of [[7e4, 1e30, -1e30], [7e4, -0.34, 1.33], [7e4, -0.34, 7e4]]: MKL's getrf leaves
    # U[2, 2] = 0 exactly, LAPACK's reference getrf2 1.4e14, round-off of 1e30 * eps)
    **{f"linalg_solve | * | torch raises LinAlgError (*), tensorplay does not | float | *special={sp}*":
       "whether an LU pivot of a numerically singular matrix of +-1e30 entries comes out "
       "exactly 0 depends on LAPACK's kernel (torch.linalg.lu_factor: U[2, 2] = 0 where the "
       "reference getrf2 leaves 1.4e14 = 1e30 * eps)"
       for sp in ("big", "mix")},
    # a zero singular value (rank-deficient: an expanded input repeats its rows): its singular
    # vectors are any orthonormal basis of the null spaces, which LAPACK picks
    **{sig: "derivatives of a zero singular value read its singular vectors, which are any "
            "basis of the null spaces (LAPACK's choice): the gradient U diag(g) Vh and the "
            "tangent u^T dA v differ in sign or direction between libraries"
       for sig in ("linalg_svdvals | *grad | grad: values differ | float | layout=expand",
                   "linalg_svdvals | jvp | out: values differ | float | special=zero",
                   "linalg_svdvals | *grad | grad: values differ | float | special=zero",
                   "linalg_norm | *grad | grad: values differ | float | special=zero")},
    # the nuclear norm and the 2-norms of a rank-deficient matrix: an expanded input repeats
    # its rows, so some singular values are round-off (8e-16 beside 3.4 for the 2x4 matrices
    # of nuc over dims (0, 2) of an expanded (2, 3, 4) input); the gradient U Vh reads their
    # singular vectors and the second derivatives divide by gaps between round-off values
    **{f"{op} | {mode} | {problem} | float | *layout=expand*":
       "derivatives of a matrix norm at round-off singular values: torch's own answer is not "
       "continuous there (torch.linalg.matrix_norm(A, 'nuc', dim=(0, 2)) of an expanded "
       "(2, 3, 4) input: its gradient moves by 1.05 under a 1e-13 perturbation; the ord=2 "
       "second derivative of a rank-1 3x4 matrix is NaN, finite after a 1e-13 perturbation)"
       for op in ("linalg_matrix_norm", "linalg_norm", "linalg_svdvals")
       for mode in ("grad", "gradgrad", "fgrad")
       for problem in ("*grad: values differ", "*grad: NaN positions differ")},
    # a zero singular value is round-off: for the 4x3 matrix with a zero row [[0, 0, 0], [0, 0,
    # 0.75], [0.12, -0.65, -0.62], [0, 0, -1.73]] NumPy's LAPACK gives 6.2e-18, torch's MKL 0
    **{f"{op} | gradgrad | *NaN positions differ | float | special=zero":
       "SVD derivatives divide by a zero singular value, whose round-off (6.2e-18 from "
       "NumPy's LAPACK, exactly 0 from torch's MKL for the same matrix) decides between NaN "
       "and 1e17"
       for op in ("svd", "linalg_svd")},
    # Householder reflections of a column holding inf or NaN: dnrm2's scaling and dlarfg decide
    # which entries of R (and Q) come out NaN (torch: R[0, 0] = 3.45 for a first column
    # [nan, 0.48, 2.39], NumPy's LAPACK: NaN)
    "linalg_qr | fn | out: NaN positions differ | float | *special=inf*":
        "QR of a matrix holding inf or NaN: where NaN lands follows LAPACK's Householder norms",
    "linalg_qr | fn | out: NaN positions differ | float | *special=nan*":
        "QR of a matrix holding inf or NaN: where NaN lands follows LAPACK's Householder norms",
    # vmap's second sample is 0.5 a + 0.1: a matrix with zero columns becomes one with equal
    # columns, singular, whose LU's last pivot is 0 or round-off depending on the LAPACK
    "logdet | vmap | out: NaN positions differ | float | special=zero":
        "logdet of an exactly singular matrix: for [[0.1, 0.1, 0.1], [0.8748, 0.1, 0.1], "
        "[0.0758, 0.1, 0.1]] torch's MKL LU leaves a last pivot of exactly 0 (det -0., logdet "
        "-inf), NumPy's OpenBLAS -1.1e-18 (np.linalg.det; TensorPlay's logdet NaN, eager too)",
    # an expanded input repeats its rows: rank 1, so Q's columns past the rank are any
    # orthonormal completion (LAPACK's) and R's other rows round-off (1e-16), which the
    # derivatives divide by
    **{f"linalg_qr | * | *{problem} | float | *layout=expand*":
       "QR of a rank-deficient (expanded) matrix: Q's columns past the rank are LAPACK's choice "
       "and R's pivots round-off, which the derivatives divide by"
       for problem in ("values differ", "NaN positions differ")},
    # zeros make a rank-deficient matrix (a zero row of a 3x4): R's last pivot is round-off,
    # -1.9e-16 from NumPy's LAPACK, exactly 0 from torch's MKL, and the derivatives divide by it
    **{f"linalg_qr | * | *{problem} | float | special=zero":
       "QR of a rank-deficient matrix: Q's columns past the rank are LAPACK's choice and the "
       "derivatives divide by R's round-off pivot (torch: 0, NumPy's LAPACK: -1.9e-16 for "
       "[[0, 0, 0, 0], [-0.52, 1.19, -1.70, 0], [-1.47, -0.56, -0.39, -0.16]]): NaN, +-inf or "
       "finite follow the library"
       for problem in ("values differ", "NaN positions differ")},
    # float32 QR of a matrix whose tied entries make two columns nearly parallel: R[1, 1] is a
    # cancellation (-0.273 beside 3.8), and R[1, 2] is 0.06448806 in float64 (torch and NumPy)
    # and in NumPy's float32, 0.06448555 in torch's float32 (MKL's sgeqrf round-off)
    "linalg_qr | fn | out: values differ | float | special=tie":
        "float32 round-off of QR after a cancellation: torch's float32 R differs from its own "
        "float64 one by 2.5e-6 (relative 4e-5) where NumPy's float32 agrees to 1e-8",
    # cholesky of a matrix holding inf: torch.linalg.cholesky([[inf, 0], [-0.56, 1.88]]) raises
    # in float32 ("leading minor of order 2 is not positive-definite") and returns
    # [[inf, 0], [-0, 1.3711]] in float64
    **{f"linalg_cholesky | * | torch raises LinAlgError (*), tensorplay does not | float | *special={sp}*":
       "cholesky of a matrix holding inf: whether PyTorch's potrf reports a non-positive "
       "minor depends on its LAPACK path (float32 raises for [[inf, 0], [-0.56, 1.88]], float64 "
       "returns [[inf, 0], [-0, 1.3711]]); TensorPlay returns the float64 answer"
       for sp in ("inf", "mix")},
    "linalg_lstsq | fn | out: NaN positions differ | float | special=inf":
        "lstsq with inf in the right-hand side: torch's gelsy mixes every row of B through its "
        "Householder and complete orthogonal transforms (NaN throughout, in LAPACK's order), "
        "TensorPlay's pinv(A) @ B keeps +-inf where the products' signs agree",
    # an expanded input repeats its rows: rank 1, so the other singular values are round-off
    # (1e-8 in float32, 1e-17 and 1e-33 in float64), LAPACK's own
    "linalg_pinv | fn | out: values differ | float | layout=expand":
        "pinv with atol=1e-8 (rtol 0) of a rank-1 float32 matrix keeps the round-off singular "
        "values above 1e-8 and inverts them: torch's MKL gives 1.6e-7 (entries of 4.8e6 in "
        "the result), NumPy's LAPACK 5.1e-17 for the same 3x3 matrix",
    "linalg_pinv.rcond | fn | out: values differ | float | special=zero":
        "float32 round-off of a rank-deficient matrix: where the float64 pinv is 1.7e-15, "
        "torch's float32 one is -1.1e-6 and NumPy's -1.9e-15 (entries of the result up to 5.2), "
        "beyond the float32 comparison's atol of 1e-6",
    "pinverse | fgrad | grad: values differ | float | special=zero":
        "pinverse's gradient at an ill-conditioned matrix (zeros leave a smallest singular "
        "value of 8.3e-5 beside 1.2): gradient entries of 2e8 ~ 1 / s^2 agree to 1e-8 "
        "relative, eps * cond^2, which is LAPACK round-off",
    "pinverse | fn | out: values differ | float | layout=expand":
        "pinverse's default rcond (1e-15) is below float32's eps: a rank-deficient float32 "
        "matrix has its round-off singular values inverted, so the result is 1 / round-off "
        "(torch: entries of 1e6 for a 4x3 rank-1 matrix), LAPACK's",
    **{f"{op} | *grad | *grad: NaN positions differ | float | *layout=expand*":
       "SVD derivatives (first and second order) at a rank-1 (expanded) matrix: its zero "
       "singular values repeat, and the formula divides by differences of their round-off "
       "values (1e-17 against 1e-33), so inf, NaN or 1e17 follow LAPACK's round-off"
       for op in ("svd", "linalg_svd")},
    # det's second derivative at a rank-1 (expanded) matrix: |det| < 100 eps takes the SVD
    # formula, which divides by differences of the round-off singular values (torch's MKL:
    # 1.0e-16 and 1.5e-33, NumPy's LAPACK: 1.7e-16 and 1.4e-33 for the same 3x3 matrix)
    **{f"{op} | gradgrad | gradgrad: NaN positions differ | float | layout=expand":
       "det's second derivative at a rank-1 (expanded) matrix goes through the SVD, whose "
       "round-off singular values (LAPACK's) decide between NaN and finite values"
       for op in ("det", "linalg_det")},
    **{f"inner | fn | raises NotImplementedError, torch does not | bool | *layout={layout}*":
        "torch.inner of two bool vectors depends on their layout: contiguous ones raise "
        "NotImplementedError (`\"dot\" not implemented for 'Bool'`), as TensorPlay does; a "
        "strided one (x[::2]) or an expanded one (torch.tensor([True]).expand(4)) takes "
        "another kernel that returns a bool"
       for layout in ("step", "expand")},
    # binary_cross_entropy's target gradient is -logit(input) * grad (PyTorch's
    # binary_cross_entropy_target_backward): its derivative in the input at -0 is logit's
    "binary_cross_entropy | gradgrad | gradgrad: values differ | float | special=zero":
        "the second derivative at an input of -0 goes through logit's gradient at -0, whose sign "
        "depends on the element's position in PyTorch's CPU kernel (torch.logit's gradient at "
        "12 elements of -0.0 is +inf, at 16 elements -inf)",
    # a float32 intermediate compared at float64's tolerance: torch's vectorized float32 pow
    # and log_sigmoid (Sleef, 1 ulp) are not NumPy's exp2 / log1p(exp) (nor correctly rounded)
    "ldexp | fn | out: values differ | float | dtype=float32":
        "2 ** other in float32 (other float32, self float64): torch.pow(2, x) differs by one "
        "float32 ulp from np.exp2(x) in 20,572 of 100,000 normal samples (from the correctly "
        "rounded value in 1,798), and the float64 product keeps that ulp",
    "binary_cross_entropy_with_logits | fn | out: values differ | float* | dtype=float64":
        "log_sigmoid of a float32 (float16) input is computed in its dtype and subtracted in "
        "the float64 target's: torch's float32 log_sigmoid differs by one ulp from the correctly "
        "rounded value in 19,723 of 100,000 normal samples, and the float64 loss keeps that ulp",
    # the losses keep a float32 intermediate in a float64 result (an operand of each dtype):
    # one ulp of the float32 step (1e-7 relative) is above float64's tolerance. Measured on
    # 100,000 normal float32 samples (tensorplay against torch): exp differs in 51,615, log in
    # 47,294 (of |x| + 0.01), log_sigmoid in 34,656, xlogy(t, t) in 21,705; neither library's
    # float32 exp/log is correctly rounded (torch's exp in 962 of them, NumPy's in 51,571);
    # a float32 sum of 6 values differs in 8,458 of 20,000 (torch's vectorized cascade order,
    # NumPy's pairwise one), a float32 2-norm over 5 values in 913 of 20,000. Replacing
    # tensorplay's float32 intermediate by torch's gives torch's result (kl_div's xlogy:
    # 9.8251868315005 both)
    **{sig: "a float32 intermediate kept in a float64 loss: " + why for sig, why in (
        ("mse_loss | fn | out: values differ | float | dtype=float*",
         "sum(weight) of a float32 weight divides it, and float32 sums differ by an ulp with the "
         "summation order (torch's vectorized cascade, NumPy's pairwise)"),
        ("l1_loss | fn | out: values differ | float | dtype=float*",
         "sum(weight) of a float32 weight divides it, and float32 sums differ by an ulp with the "
         "summation order (torch's vectorized cascade, NumPy's pairwise)"),
        ("kl_div | fn | out: values differ | float | dtype=float32",
         "xlogy(target, target) of a float32 target (torch's vectorized float32 log, not NumPy's)"),
        ("multilabel_soft_margin_loss | fn | out: values differ | float | dtype=float64",
         "logsigmoid of a float32 input (torch's float32 log_sigmoid, not NumPy's log1p(exp))"),
        ("poisson_nll_loss | fn | out: values differ | * | *dtype=*",
         "exp of a float32 (or integer) input, log of an integer target's Stirling term, in "
         "float32 (torch's vectorized float32 exp and log, not NumPy's)"),
        ("gaussian_nll_loss | fn | out: values differ | * | *dtype=float*",
         "log of a float32 var (torch's vectorized float32 log, not NumPy's)"),
        ("cosine_embedding_loss | fn | out: values differ | float | dtype=float*",
         "the squared norm sum(x * x) of a float32 input (float32 sums differ by an ulp with "
         "the summation order: torch's vectorized cascade, NumPy's pairwise)"),
        ("binary_cross_entropy_with_logits | fn | out: values differ | float | dtype=float64*",
         "log_sigmoid of a float32 input in float32, as PyTorch's kernel (TensorPlay's is the "
         "float64 value rounded once, torch's vectorized float32 one: 3.33957367 against "
         "3.33957362 for seed 992815703, 1.5e-8 relative)"),
        ("triplet_margin_loss | fn | out: values differ | float | dtype=float64",
         "the float32 2-norm of anchor - positive (torch's float32 norm reduction order)"),
    )},
    "logit | grad | grad: values differ | float | *special=zero":
        "logit's gradient at -0: torch's vectorized loop divides (grad / -0, the sign flips) and "
        "its scalar tail multiplies grad * inf, so the sign depends on the element's position",
}

# Deliberate differences, by their id in docs/differences.md.
DOCUMENTED: dict[str, str] = {
    "* | torch refuses a number for a Tensor argument, tensorplay takes it | *":
        "docs/differences.md tensor-arguments-take-numbers",
    "* | torch raises TypeError (* received an invalid combination of arguments*python scalar*":
        "docs/differences.md tensor-arguments-take-numbers",
    # torch refuses the number first (TypeError); TensorPlay takes it and reports the error the
    # call with that value as a tensor makes (a refused dtype, a shape, max(x, 2) read as a dim)
    "* | raises *, torch TypeError | * | *python scalar*":
        "docs/differences.md tensor-arguments-take-numbers",
    # the same where the sample itself passes the number (atan2(x, -1.5)): an integer self
    # cannot take atan2_'s float result
    "atan2 | inplace | raises RuntimeError, torch TypeError | *":
        "docs/differences.md tensor-arguments-take-numbers",
    # x.logical_xor_(0.0) on an expanded x: TensorPlay takes the number, then refuses to write
    # into the expanded self (PyTorch's overlap RuntimeError); torch refuses the number first
    **{f"{op} | inplace | raises RuntimeError, torch TypeError | * | *layout=expand*":
       "docs/differences.md tensor-arguments-take-numbers"
       for op in ("logical_and", "logical_or", "logical_xor")},
    # torch's Python wrapper reads .size() of the number (AttributeError)
    "* | raises *, torch AttributeError | * | *python scalar*":
        "docs/differences.md tensor-arguments-take-numbers",
    "svd | * | *values differ | *": "docs/differences.md decomposition-vector-signs",
    "linalg_svd | * | *values differ | *": "docs/differences.md decomposition-vector-signs",
    "linalg_eigh | * | *values differ | *": "docs/differences.md decomposition-vector-signs",
    "vander | * | torch raises RuntimeError (one of the variables needed for gradient*":
        "docs/differences.md vander-gradient",
    "scatter* | * | torch raises RuntimeError (derivative for aten::scatter is not implemented*":
        "docs/differences.md scatter-reduce-gradients",
    "scatter* | * | torch raises NotImplementedError (Trying to use forward AD with aten::scatter*":
        "docs/differences.md scatter-reduce-gradients",
    "scatter_add | * | torch raises RuntimeError (Function ScatterAddBackwardN returned an invalid*":
        "docs/differences.md scatter-add-larger-src-gradient",
    "as_strided | * | raises RuntimeError, torch does not | * | layout=*":
        "docs/differences.md as-strided-contiguous",
    "random* | *": "docs/differences.md random-streams",
    # mask ** True / mask ** False: PyTorch's early return for the exponents 1 and 0
    "pow | * | raises NotImplementedError, torch does not | bool | *python scalar*":
        "docs/differences.md bool-pow-bool",
    # two integer inputs of different dtypes: the dilated kernel's integer refusal comes first
    # in PyTorch, TensorPlay's dtype agreement check
    "conv2d | * | raises RuntimeError, torch NotImplementedError | * | *dtype=*":
        "docs/differences.md mixed-int-error-order",
    # a matrix holding inf: PyTorch's LAPACK path decides between NaN, other values and an error
    **{f"{op} | * | raises LinAlgError, torch does not | float | *special={sp}*":
       "docs/differences.md decomposition-non-finite"
       for op in ("linalg_svd", "svd", "linalg_pinv", "linalg_pinv.rcond", "pinverse", "linalg_eigh",
                  "linalg_eigvalsh", "linalg_lstsq", "linalg_svdvals") for sp in ("inf", "mix")},
    # det's derivative under func.grad is the SVD formula (as PyTorch's for functorch wrappers),
    # and PyTorch's SVD returns NaN for some placements of inf where TensorPlay's refuses
    **{f"{op} | fgrad | raises LinAlgError, torch does not | float | *special={sp}*":
       "docs/differences.md decomposition-non-finite"
       for op in ("det", "linalg_det") for sp in ("inf", "mix")},
    # the matrix 2-norms and the nuclear norm differentiate through the SVD's vectors: of 200
    # random 3x4 matrices holding inf, torch.linalg.matrix_norm(A, 'nuc').backward() gives NaN
    # for 108, raises LinAlgError for 57 and other values for 35
    **{f"{op} | {mode} | raises LinAlgError, torch does not | float | *special={sp}*":
       "docs/differences.md decomposition-non-finite"
       for op in ("linalg_matrix_norm", "linalg_norm") for mode in ("grad", "gradgrad", "fgrad", "jvp")
       for sp in ("inf", "mix")},
    # the reverse under vmap: torch.func computes the vectors too, and its SVD raises for some
    # placements of inf where the values-only path (TensorPlay's, and eager PyTorch's) gives NaN
    **{f"{op} | * | torch raises LinAlgError (*), tensorplay does not | float | *special={sp}*":
       "docs/differences.md decomposition-non-finite"
       for op in ("linalg_svdvals", "linalg_matrix_norm", "linalg_norm") for sp in ("inf", "mix")},
    # polygamma's sample 0 (and polygamma.method's) is n = 1, trigamma; sample 1 is n = 0,
    # whose derivative is trigamma: at -inf and at the poles (0, an integer input's -inf cast
    # to -32768) PyTorch's reflection formula gives NaN or a large finite value, TensorPlay +inf
    "polygamma | * | *NaN positions differ | * | *special=inf*":
        "docs/differences.md trigamma-poles",
    # (vmap: the third sample is the negated input, so +inf becomes -inf)
    **{f"polygamma.method | {mode} | out: NaN positions differ | * | *special=inf*":
       "docs/differences.md trigamma-poles" for mode in ("fn", "vmap")},
    # lgamma's and mvlgamma's second derivatives are trigamma (+inf at -inf, torch NaN)
    "lgamma | gradgrad | gradgrad: NaN positions differ | float | *special=inf":
        "docs/differences.md trigamma-poles",
    "mvlgamma | gradgrad | gradgrad: NaN positions differ | float | *special=inf":
        "docs/differences.md trigamma-poles",
    # mvlgamma(x, 3) at x = -2.5 reads trigamma(-3), a pole: torch 7.3e31, TensorPlay +inf
    "mvlgamma | gradgrad | gradgrad: values differ | float | special=tie":
        "docs/differences.md trigamma-poles",
    # digamma's derivative is trigamma: every mismatch is at an input of -inf (+-inf times the
    # cotangent or tangent, torch NaN)
    **{f"digamma | {mode} | {part}: NaN positions differ | float | *special=inf":
       "docs/differences.md trigamma-poles"
       for mode, part in (("grad", "grad"), ("gradgrad", "grad"), ("gradgrad", "gradgrad"),
                          ("fgrad", "grad"), ("jvp", "out"))},
    # an integer input at the negative integers (-8, int8's -128): torch 2.0e13, 7.9e10 in float32
    **{f"{op} | fn | out: values differ | int | *special=*": "docs/differences.md trigamma-poles"
       for op in ("polygamma", "polygamma.method")},
    # sample 4 reduces a dim of size 0; the others only with a zero-size mutation
    **{f"logsumexp | jvp | out: NaN positions differ | {family}":
       "docs/differences.md logsumexp-empty-tangent"
       for family in ("float", "float16", "float | zero-size", "float16 | zero-size")},
}

# PyTorch itself fails on a call whose answer is defined; TensorPlay gives it.
TORCH_FAILS: dict[str, str] = {
    "kron | * | torch raises RuntimeError (view size is not compatible with input tensor's size*":
        "torch's kernel calls .view() on a non-contiguous input",
    "take_along_dim | * | torch raises RuntimeError (view size is not compatible with input tens*":
        "torch's kernel calls .view() on a non-contiguous input",
    "* | torch raises RuntimeError (false INTERNAL ASSERT FAILED*": "an internal assert in torch",
    # TensorPlay raises its own LinAlgError (its SVD refuses NaN) where torch asserts
    **{f"linalg_lstsq | fn | raises LinAlgError, torch RuntimeError | float | *special={sp}*":
       "torch's gelsy (MKL) refuses a matrix holding NaN with an internal assert (`Intel oneMKL "
       "ERROR: Parameter 4 was incorrect on entry to DGELSY`)" for sp in ("nan", "mix")},
    "linalg_lstsq | fn | out: values differ | float | special=zero":
        "torch's default gelsy driver (MKL) reports rank 0 and a zero solution for a full-row-rank "
        "matrix whose first column is exactly zero (torch.linalg.lstsq(A, B).rank with "
        "A[:, 0] = 0 is 0); TensorPlay's answer is the minimum-norm solution of the gelsd driver",
    # eager torch raises IndexError (`Target 1 is out of bounds.`) for each sample and for the
    # batched call; torch.func.vmap decomposes cross_entropy into a gather, whose RuntimeError
    # (`index 1 is out of bounds for dimension 1 with size 0`) TensorPlay's vmap does not copy
    "cross_entropy | vmap | raises IndexError, torch RuntimeError | float | zero-size":
        "torch.func.vmap of cross_entropy with a class index out of an empty input's range raises "
        "its gather's RuntimeError where eager torch (each sample, or the batch) raises IndexError",
    "lstm_cell | * | torch raises RuntimeError (Batching rule not implemented*":
        "torch.func has no batching rule for torch.lstm_cell (and refuses before its argument checks)",
    "lstm_cell | vmap | raises *, torch RuntimeError | * | *":
        "torch.func has no batching rule for torch.lstm_cell: it refuses before the sample's own "
        "argument check that TensorPlay raises",
    "tensor_split.tensor_indices_or_sections | * | torch raises RuntimeError (Batching rule not implemented*":
        "torch.func has no batching rule for tensor_split's tensor overload",
    "tensor_split.tensor_indices_or_sections | * | torch raises RuntimeError (Cannot access data pointer*":
        "torch's forward AD cannot run tensor_split's tensor overload",
    "pixel_shuffle | * | torch raises RuntimeError (Function PixelShuffleBackwardN returned an invalid gradient*":
        "torch's pixel_shuffle backward of a zero-size input returns a gradient of the wrong shape",
    "pixel_unshuffle | fn | out: shape differs | * | zero-size*":
        "torch's pixel_unshuffle returns a zero-size input unchanged, not in the unshuffled shape "
        "(torch.nn.functional.pixel_unshuffle(torch.zeros(0, 2, 4, 6), 2).shape is (0, 2, 4, 6))",
    # the same: the backward of that unchanged-shape result fails (the shuffled gradient does
    # not fit the input, or pixel_shuffle refuses the unshuffled channel count)
    "pixel_unshuffle | * | torch raises RuntimeError (Function PixelUnshuffleBackward* returned an invalid gradien*":
        "torch's pixel_unshuffle of a zero-size input keeps its shape, so its backward returns a "
        "gradient of the wrong shape",
    "pixel_unshuffle | * | torch raises RuntimeError (pixel_shuffle expects its input's 'channel' dimension to be *":
        "torch's pixel_unshuffle of a zero-size input keeps its shape, so its backward's "
        "pixel_shuffle refuses the channel count: torch.zeros(0, 2, 4, 6) unshuffled by 2",
    "*median.dim | * | *values differ | * | *layout=expand*":
        "torch's median over a dim of an expanded input returns uninitialised values "
        "(torch.median(torch.tensor([[1., 2, 3]]).expand(4, 3), 0))",
    "scatter | * | torch raises RuntimeError (Function ScatterBackwardN returned an invalid*":
        "torch's scatter backward for a src larger than index gives a wrongly shaped gradient",
    "* | vmap | torch raises IndexError (Dimension out of range (expected to be in range of *":
        "torch.func wraps a dim of a 0-d sample against the batched tensor: "
        "vmap(lambda v: torch.flip(v, [0]))(torch.ones(3)) raises IndexError, where eager "
        "torch.flip(torch.tensor(1.5), [0]) (and tensorplay's vmap) accept dim 0 / -1",
    **{f"{op} | vmap | raises RuntimeError, torch IndexError | * | 0-d":
       "torch.func wraps a dim of a 0-d sample against the batched tensor (IndexError: "
       "Dimension out of range) before the op's own check: tensorplay's vmap raises the "
       "RuntimeError eager PyTorch raises for the sample (a repeated dim 0 / -1, too few dims)"
       for op in ("amax", "logsumexp", "mean", "std", "var", "var_mean", "diagonal", "permute",
                  "rot90", "split", "flip",
                  # eager torch.sum(torch.tensor(1.5), [0, -1]) (nansum, nanmean, std_mean, norm,
                  # amin, count_nonzero, all, any) raises RuntimeError `dim 0 appears multiple
                  # times in the list of dims`, torch.func.vmap of it over torch.ones(3) IndexError;
                  # torch.split(torch.tensor(1.5), 2) raises `split expects at least a
                  # 1-dimensional tensor`
                  "sum", "nansum", "nanmean", "std_mean", "norm", "amin", "count_nonzero", "all",
                  "any", "split.split_size")},
    "topk | vmap | torch raises RuntimeError (res.size(N) == N INTERNAL ASSERT FAILED at *), tensorplay does not | * | 0-d":
        "torch.func's topk rule asserts (`res.size(-1) == 1 INTERNAL ASSERT FAILED`) for 0-d "
        "samples with k=0, where eager torch.topk(torch.tensor(1.5), 0) returns (1.5, 0) as for "
        "k=1; tensorplay's vmap gives eager's answer for each sample",
    "squeeze | vmap | raises IndexError, torch RuntimeError | * | 0-d":
        "torch.func's squeeze rule refuses a dim out of a 0-d sample's range with RuntimeError "
        "(`Dimension is out of range`); eager torch.squeeze(torch.tensor(1.), 1) raises "
        "IndexError, as tensorplay's vmap does",
    "embedding | grad* | raises RuntimeError, torch IndexError | * | 0-d":
        "torch's embedding of a 0-d weight that requires grad fails in its autograd wrapper "
        "(IndexError: Dimension specified as 0 but tensor has no dimensions) before the "
        "RuntimeError `'weight' must be 2-D` that the same call without grad raises",
    "index_select | vmap | out: shape differs | *":
        "torch.func's index_select rule reads a 0-d index as one index per element of the "
        "dim: vmap(lambda v: torch.index_select(v, 1, torch.tensor(0)))(torch.randn(3, 2, 3, 4)) "
        "has shape (3, 2, 3, 4), eager torch.index_select gives each sample (2, 1, 4)",
    **{f"batch_norm | {mode} | grad: values differ | * | layout={layout}":
       "torch's batch_norm backward reads a non-contiguous weight as if it were contiguous: "
       "with weight = base[::2] (or an expanded one) the input's gradient uses base[:3] "
       "(zeros of the gap, or memory past an expanded weight's one element); the weight's and "
       "bias's gradients and a contiguous copy of the weight agree"
       for mode in ("grad", "gradgrad", "fgrad") for layout in ("expand", "step")},
    "* | jvp | torch raises NotImplementedError (Trying to use forward AD with * that does no*":
        "torch has no forward-AD formula for the op (its derivatives.yaml entry lacks one); "
        "the JVP is defined and TensorPlay computes it",
    "scatter_reduce | gradgrad | torch raises RuntimeError (scatter_reduce(): Double backward is unsupported for src whe*":
        "torch's scatter_reduce backward (reduce='prod') has no double backward when two zeros "
        "of src go to one position (`Double backward is unsupported for src when >1 zeros in "
        "src are scattered to the same position in self`); the second derivative is defined "
        "and TensorPlay computes it",
    "* | gradgrad | torch raises RuntimeError (derivative for aten::*_backward is not imple*":
        "torch's backward kernel has no derivative (no double backward); the second derivative "
        "is defined and TensorPlay computes it",
    **{f"{op} | grad* | torch raises RuntimeError (output with shape * doesn't match the broadcast shape *":
       "torch's clamp_backward combines its masks in place (self_ge_min.logical_and_(self_le_max)), "
       "which fails when self >= min has fewer elements than the broadcast of the three: "
       "torch.clamp(x0d, torch.zeros(4), torch.ones(3, 4)) (and torch.clip, its alias) cannot be "
       "differentiated in x0d" for op in ("clamp.Tensor", "clip.Tensor")},
    "binary_cross_entropy_with_logits | grad* | torch raises RuntimeError (output with shape * doesn't match the broadcast shape *":
        "torch's binary_cross_entropy_with_logits_backward computes the input's gradient in place "
        "(input.sigmoid().sub_(target)): a 0-d input with a larger target has a forward but no "
        "gradient",
    "binary_cross_entropy_with_logits | gradgrad | torch raises RuntimeError (Function BinaryCrossEntropyWithLogitsBackward* returned an i*":
        "torch's double backward of binary_cross_entropy_with_logits returns a target-shaped "
        "gradient for a 0-d input",
    "binary_cross_entropy_with_logits | jvp | raises RuntimeError, torch does not | * | 0-d":
        "torch.func's jvp accepts a 0-d input with a larger pos_weight and target, which eager "
        "torch refuses (log_sigmoid(input).mul_(log_weight) cannot broadcast in place); "
        "tensorplay's jvp raises eager PyTorch's RuntimeError",
    "binary_cross_entropy_with_logits | vmap | raises RuntimeError, torch does not | * | 0-d":
        "torch.func's vmap accepts a 0-d sample with a larger pos_weight and target, which eager "
        "torch refuses (log_sigmoid(input).mul_(log_weight) cannot broadcast in place); "
        "tensorplay's vmap raises eager PyTorch's RuntimeError",
    "layer_norm | vmap | raises RuntimeError, torch does not | * | 0-d":
        "torch.func's layer_norm rule normalizes the batch dim of 0-d samples: "
        "vmap(lambda v: F.layer_norm(v, [3]))(torch.randn(3)) returns values where eager "
        "F.layer_norm(torch.tensor(1.0), [3]) raises `expected input with shape [*, 3]`; "
        "tensorplay's vmap raises eager PyTorch's RuntimeError",
    **{f"{op} | jvp | raises *, torch NotImplementedError | * | *":
       "torch refuses forward AD for scatter with a reduce before its argument checks; "
       "TensorPlay has a JVP and so reports the error eager PyTorch raises for the call "
       "(RuntimeError, or IndexError for a dim out of a 0-d self's range: eager "
       "torch.scatter(torch.tensor(1.), 1, index, -1, reduce='multiply'))"
       for op in ("scatter", "scatter.value")},
    "index_add | *grad* | torch raises RuntimeError (index_select(): self indexing axis dim should *":
        "torch's index_add of an empty self returns it without reading the index, but its "
        "backward index_selects the source's gradient from the empty gradient with that index "
        "and fails; TensorPlay's source gradient is that of a result that ignores the source",
    "scatter_reduce | *grad | torch raises RuntimeError (The size of tensor a (N) must match the size of tensor b (N)*":
        "torch's scatter_reduce backward (prod, amax, amin) gathers the gradient with the index "
        "and combines it with src in src's shape, which fails for a src larger than the index "
        "(the 'sum'/'mean' ones return a wrongly shaped gradient: scatter-add-larger-src-gradient)",
    # the same with inf or NaN in self or src: torch.func's tangent is all zeros, where
    # torch.autograd.functional.jvp (double backward) gives TensorPlay's values and NaNs exactly
    # (samples 1 and 5, reduce='prod', src cut to index's shape for the double backward)
    **{f"scatter_reduce | jvp | out: NaN positions differ | float | special={sp}":
       "torch.func's forward AD of scatter_reduce with reduce='prod' is wrong (a zero tangent "
       "for a 3x4 self holding inf); torch.autograd.functional.jvp agrees with TensorPlay's, "
       "NaN for NaN" for sp in ("inf", "nan")},
    "scatter_reduce | jvp | out: values differ | float":
        "torch.func's forward AD of scatter_reduce with reduce='prod' is wrong: its tangent "
        "differs from finite differences (by 2.2 on a 3x4 example) where "
        "torch.autograd.functional.jvp and TensorPlay's agree with them",
    "multi_margin_loss | jvp | raises RuntimeError, torch NotImplementedError | *":
        "torch refuses forward AD for multi_margin_loss before its argument checks; TensorPlay "
        "has a JVP and so reports the argument error eager PyTorch raises for the call",
    "floor_divide | jvp | raises RuntimeError, torch NotImplementedError | *":
        "torch refuses forward AD for floor_divide before the broadcast check; TensorPlay's JVP "
        "raises the same NotImplementedError for valid shapes, after the shape error eager "
        "PyTorch raises for the call",
    **{f"{op} | vmap | raises RuntimeError, torch does not | float | zero-size":
       "torch.func's bmm rule is a matmul that broadcasts the samples' batch sizes: "
       "vmap(lambda x: torch.bmm(x, m))(torch.randn(3, 2, 2, 2)) with m of shape (1, 2, 1) "
       "returns (3, 2, 2, 1) (baddbmm's with beta=0 also skips self's shape check), where eager "
       "torch.bmm and torch.baddbmm raise; tensorplay's vmap raises eager PyTorch's RuntimeError"
       for op in ("bmm", "baddbmm")},
    **{f"addmm | vmap | out: NaN positions differ | float | special={sp}":
       "torch.func's addmm rule multiplies self by beta: with beta=0 a NaN or inf in self "
       "gives NaN (vmap(lambda s: torch.addmm(s, m1, m2, beta=0)) of a NaN self), where eager "
       "torch.addmm ignores self as its documentation promises ('nan and inf in it will not be "
       "propagated'); tensorplay's vmap gives eager PyTorch's values" for sp in ("nan", "inf")},
    "mv | vmap | raises IndexError, torch RuntimeError | * | 0-d":
        "torch.func's mv rule checks the ranks first (RuntimeError `Shape mismatch: Got "
        "incorrect dims for mv(a, b)`); eager torch.mv of a 0-d matrix raises IndexError "
        "(`Dimension specified as 0 but tensor has no dimensions`), as tensorplay's vmap does",
    "roll | vmap | out: values differ | * | 0-d":
        "torch.func's roll rule (no dims: roll the flattened tensor) flattens the batch dim "
        "with 0-d samples and rolls across them: vmap(lambda v: torch.roll(v, 1))(torch.arange(3.)) "
        "is [2, 0, 1], where eager torch.roll of each 0-d sample returns it unchanged, as "
        "tensorplay's vmap does",
    "broadcast_to | vmap | raises RuntimeError, torch does not | * | 0-d":
        "torch.func's expand rule reads -1 in a new leading dim of a 0-d sample as 1 "
        "(vmap(lambda v: torch.broadcast_to(v, [2, -1, 4])) gives (B, 2, 1, 4)), where eager "
        "torch.broadcast_to(torch.tensor(1.), [2, -1, 4]) raises RuntimeError; tensorplay's "
        "vmap raises eager's RuntimeError (`-1 isn't allowed in a leading, non-existing dimension`)",
    "moveaxis | vmap | torch raises RuntimeError (Batching rule not implemented for aten::moveaxis*":
        "torch.func has no batching rule for moveaxis (its alias movedim has one)",
    **{f"{op} | vmap | raises RuntimeError, torch IndexError | float | zero-size":
       "torch.func's rule for a full reduction flattens each sample and reduces dim 1, so an "
       "empty sample raises IndexError (`max(): Expected reduction dim 1 to have non-zero "
       "size.`); eager torch.max(torch.zeros(0, 4)) raises the RuntimeError `Expected reduction "
       "dim to be specified for input.numel() == 0`, as tensorplay's vmap does"
       for op in ("max", "min")},
    **{f"{op} | vmap | torch raises IndexError (median(): Expected reduction dim N to have non-zero size.), tensorplay does not | float | zero-size":
       "torch.func's rule for a full median flattens each sample and reduces dim 1, so an "
       "empty sample raises IndexError; eager torch.median(torch.zeros(0, 4)) (and nanmedian) "
       "returns NaN, as tensorplay's vmap does"
       for op in ("median", "nanmedian")},
    "index_copy | vmap | raises RuntimeError, torch does not | float | zero-size":
        "torch.func's index_copy rule skips the slice-shape check for an empty self: "
        "vmap(lambda x: torch.index_copy(x, 1, torch.tensor([0]), src))(torch.zeros(3, 0, 5)) "
        "with src of shape (2, 1) returns (3, 0, 5), where eager torch.index_copy of each sample "
        "raises `Source/destination tensor must have same slice shapes`; tensorplay's vmap "
        "raises eager PyTorch's RuntimeError",
    # torch's float32 vector lanes compute the exact gelu as NaN at +inf (also bfloat16, which
    # goes through float32); its scalar path, float64 and float16 give inf
    "gelu | fn | out: NaN positions differ | float | *special=inf*":
        "gelu (approximate='none') of +inf in float32 depends on PyTorch's CPU kernel path: "
        "F.gelu(torch.full((8,), inf)) is NaN in every lane, F.gelu(torch.tensor([inf])) and "
        "the float64 and float16 ones are inf, as TensorPlay's 0.5 x (1 + erf(x / sqrt 2))",
    "index_fill* | fn | raises IndexError, torch RuntimeError | * | zero-size":
        "torch's index_fill of an empty input with an out-of-range index fails inside its "
        "expand (`setStorage: ... out of bounds for storage of size 0`), where a non-empty "
        "input gets its IndexError",
}

TABLES = (("undefined", UNDEFINED), ("documented", DOCUMENTED), ("torch fails", TORCH_FAILS))


def classify(signature: str) -> tuple[str, str]:
    """('undefined' | 'documented' | 'torch fails' | 'known bug' | 'NEW', the reason)."""
    for kind, table in TABLES:
        for pattern, why in table.items():
            if fnmatch.fnmatchcase(signature, pattern):
                return kind, why
    if signature in KNOWN_BUGS:
        return "known bug", KNOWN_BUGS[signature]
    return "NEW", ""
